// Compare: our plan and decisions against Inductor's own, for one graph of a
// debug dump (ir_post_fusion.txt gives Inductor's fused groups, the torch log
// gives its "cannot fuse X with Y: reason" lines).
//
// Contract: runs the Scheduler on the dump's pre-fusion graph with `knobs`
// (and the foreach lists the log shows, see foreachListsFromLog), recording a
// Trace, then compares:
//   - groups: every fused node (two or more leaves) of Inductor's post-fusion
//     graph against ours; a group is identical when the leaf lists are equal
//     in order (the fused node's name);
//   - reasons: for every rejection in the log (per round, the final reorder
//     round matched with the log's tail), our decision for the same pair of
//     names in the same round; a mismatch when we have none, or a different
//     reason code, or we fused the pair.
// A dump without ir_post_fusion.txt or without a log compares what it has
// (`hasPostFusion` / `hasLog` say which).
#pragma once

#include <string>
#include <vector>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/Knobs.h"
#include "core/fusion/Trace.h"

namespace fs::fusion {

struct ReasonMismatch {
  int round = 0;            ///< 1-based; the reorder round is the last one
  bool reorderRound = false;
  std::string node1, node2;
  std::string inductorReason;  ///< the logged text
  std::string ourReason;       ///< our text, "fused", or "not evaluated"
  int logLine = 0;
  bool operator==(const ReasonMismatch&) const = default;
};

struct GraphComparison {
  std::string graph;
  bool hasPostFusion = false, hasLog = false;
  std::vector<std::vector<std::string>> inductorGroups;  ///< fused groups, Inductor's order
  std::vector<std::vector<std::string>> ourGroups;       ///< ours, our order
  int identicalGroups = 0;
  std::vector<std::vector<std::string>> onlyInductor, onlyOurs;
  int logRejections = 0;      ///< "cannot fuse" lines for this graph
  int matchedRejections = 0;  ///< of which our reason code agrees
  std::vector<ReasonMismatch> reasonMismatches;
  /// Rejections of ours that Inductor would log but its log does not show
  /// (ourReason set, inductorReason empty).
  std::vector<ReasonMismatch> extraRejections;
  int inductorRounds = 0, ourRounds = 0;  ///< fuse_nodes iterations
  double fuseMillis = 0;                  ///< our run time

  /// Groups identical, every logged rejection matched.
  bool matches() const;
};

GraphComparison compareGraph(const inductor::GraphDump& dump, const Knobs& knobs = {},
                             Trace* traceOut = nullptr);

/// The graph's foreach lists (V.graph.lists), which ir_pre_fusion.txt does not
/// record: the ForeachKernelSchedulerNode candidates of the log's first
/// fuse_nodes_once (`ForeachKernelSchedulerNode(nodes=op0_op1_op2)`), split
/// into the pre-fusion nodes of `graph`. Empty without a log.
std::vector<std::vector<std::string>> foreachListsFromLog(const inductor::LogGraphRun& log, const ir::Graph& graph);

/// Inductor's timed fusion outcomes, from its log's "can fuse (benchmark)" /
/// "cannot fuse (benchmark)" lines (every round), in log order.
std::vector<BenchmarkVerdict> benchmarkVerdictsFromLog(const inductor::LogGraphRun& log);

/// The LogFacts of a graph of a dump (empty without its log run). Every path that
/// runs the scheduler on a dump (compare, fuse, explain, the app) passes them.
LogFacts logFactsOf(const inductor::GraphDump& dump);

}  // namespace fs::fusion
