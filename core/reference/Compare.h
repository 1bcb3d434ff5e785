// Compare: our plan and decisions against Inductor's own, for one graph of a
// debug dump (ir_post_fusion.txt gives Inductor's fused groups, the torch log
// gives its "cannot fuse X with Y: reason" lines).
//
// core/reference holds what reads Inductor's own decisions (the reference that
// only the Inductor frontend fills) against the engine's: it sits above both
// core/fusion (which sees ir::Graph alone, never an Inductor type) and
// frontends/inductor (which reads text and knows no scheduler).
//
// Contract: runs the Scheduler on the dump's pre-fusion graph with `knobs`
// (the graph's foreach lists and timed fusions come with it), recording a
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

#include "core/ir/Program.h"
#include "core/fusion/Knobs.h"
#include "core/fusion/Trace.h"

namespace fs::reference {

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

/// Runs the scheduler on `dump.preFusion` (with its foreach lists and timed fusions)
/// with `knobs` and compares, as the contract above says. `traceOut`, when given,
/// receives our trace. Throws what the scheduler throws (fs::InternalError).
GraphComparison compareGraph(const ir::ProgramGraph& dump, const fusion::Knobs& knobs = {},
                             fusion::Trace* traceOut = nullptr);

}  // namespace fs::reference
