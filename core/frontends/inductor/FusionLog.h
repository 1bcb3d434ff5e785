// FusionLog: the `fusion` channel of a torch log (TORCH_LOGS="+fusion"), split
// into graphs and rounds, as Inductor's scheduler prints it
// (torch/_inductor/scheduler.py: fuse_nodes / fuse_nodes_once / can_fuse).
//
// Contract: lines are matched by their `[__fusion]` tag, wherever the log prefix
// puts them; other lines are ignored. A log holds one fuse_nodes run per compiled
// graph (in compile order, e.g. forward then backward); each run holds rounds
// ("===== attempting fusion (i/10): N nodes =====" ... "completed fusion round");
// each round holds the candidate list and the decisions in log order.
// Inductor prints a final "fuse_nodes_once, candidates:" block after
// "fusion complete" for the combo-kernel / template pass; it is kept as `tail`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fs::inductor {

struct LogCandidate {
  std::string kind;  ///< "SchedulerNode", "ExternKernelSchedulerNode", ...
  std::string name;  ///< "op3"
  std::string description;  ///< the rest of the line, e.g. "Pointwise(['[2, 64, 112, 112]', ...])"
};

struct LogDecision {
  enum class Kind { Fusing, CannotFuse };
  Kind kind = Kind::CannotFuse;
  std::string node1, node2;  ///< names as printed, e.g. "op3", "op0_op2"
  std::string reason;        ///< for CannotFuse: the text after ": "
  int line = 0;              ///< 1-based line in the log
};

struct LogRound {
  int index = 0;         ///< 1-based round number
  int maxRounds = 10;
  int nodesBefore = 0;   ///< "attempting fusion (i/10): N nodes"
  int nodesAfter = -1;   ///< "fused A nodes into B nodes" (B), -1 if the log ends first
  std::vector<LogCandidate> candidates;
  int possibleFusions = -1;  ///< "found N possible fusions", -1 if absent
  std::vector<LogDecision> decisions;
};

struct LogGraphRun {
  std::string compileId;   ///< the "[0/0]" tag, when present
  std::vector<LogRound> rounds;
  int iterations = -1;     ///< "fusion complete (N iterations)"
  std::vector<LogDecision> tail;  ///< decisions after "fusion complete"
};

struct FusionLog {
  std::string sourcePath;
  std::vector<LogGraphRun> runs;
};

/// Parses a whole log. Throws fs::InputError for a `[__fusion]` line of a known
/// shape that is garbled (e.g. a round header without its counts).
FusionLog parseFusionLog(std::string_view text, const std::string& file);
FusionLog readFusionLog(const std::string& path);

}  // namespace fs::inductor
