// FusionEvents: the value structs the scheduler reports through FusionObserver
// and that a Trace stores, one per step of Inductor's fuse_nodes.
//
// Contract: plain values, comparable with ==. Round numbers are 1-based as in
// Inductor's log ("attempting fusion (1/10)"); the final loop-reordering round
// (Inductor's `fuse_nodes_once(is_reorder_round=True)` after "fusion complete")
// is reported as one more round with `reorderRound == true`. Node names are the
// scheduler's names at the time of the event (fused nodes are named after
// their leaves, "op0_op2"). Sequence inside one round:
//   RoundBegin, CandidateChecked* (every pair get_possible_fusions tried, in
//   its order), PriorityChosen, PairScored* (in score order, best first),
//   then per scored pair AttemptDecided and, when it fused, NodesFused; RoundEnd.
//   A template fusion with a max-autotune MultiTemplateBuffer waits for its
//   benchmark (Scheduler.speedup_by_fusion): its AttemptDecided (with its rank)
//   comes after the other pairs'.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/fusion/Decision.h"
#include "core/fusion/FusionPlan.h"
#include "core/fusion/Knobs.h"

namespace fs::fusion {

/// A snapshot of one scheduler node.
struct NodeInfo {
  std::string name;
  std::string kind;                 ///< "SchedulerNode", "FusedSchedulerNode", "ExternKernelSchedulerNode" ...
  std::vector<std::string> leaves;  ///< pre-fusion nodes it stands for, in kernel order
  std::string group;                ///< node.group iteration text; empty for extern/nop
  bool reduction = false;
  int minOrder = 0, maxOrder = 0;   ///< positions in the pre-fusion order
  bool operator==(const NodeInfo&) const = default;
};

/// How get_possible_fusions found a pair.
enum class FoundVia : std::uint8_t {
  BufferGroup,      ///< both use the buffer `groupKey`
  AggressiveGroup,  ///< both have node.group `groupKey` (aggressive_fusion)
};
const char* foundViaName(FoundVia via);

struct RunBegin {
  std::string graph;    ///< graph name ("forward", "inference" ...)
  std::string backend;  ///< "triton" (CUDA) or "cpp"
  std::string device;   ///< "cuda:0", "cpu"
  Knobs knobs;
  std::vector<NodeInfo> nodes;  ///< the pre-fusion nodes, in order
  bool operator==(const RunBegin&) const = default;
};

struct RoundBegin {
  int round = 0;
  bool reorderRound = false;
  std::vector<NodeInfo> nodes;  ///< the candidates, in scheduler order
  bool operator==(const RoundBegin&) const = default;
};

/// One pair get_possible_fusions evaluated with can_fuse. Accepted pairs are
/// the candidates; rejected ones are what Inductor logs as "cannot fuse".
struct CandidateChecked {
  int round = 0;
  std::string node1, node2;  ///< in the order can_fuse was asked
  FoundVia via = FoundVia::BufferGroup;
  std::string groupKey;      ///< buffer name, or group text for AggressiveGroup
  bool reversed = false;     ///< the (node2, node1) retry for templates/foreach
  Decision decision;
  bool operator==(const CandidateChecked&) const = default;
};

struct PairPriority {
  std::string node1, node2;
  int priority = 0;  ///< backend get_fusion_pair_priority; lower is better
  bool operator==(const PairPriority&) const = default;
};

/// get_possible_fusions_with_highest_priority: only `chosen` survives.
struct PriorityChosen {
  int round = 0;
  std::vector<PairPriority> pairs;  ///< every candidate with its priority
  int chosen = 0;
  bool operator==(const PriorityChosen&) const = default;
};

/// InductorChoices.score_fusion's parts (FusionScore).
struct ScoreParts {
  int templateScore = 0;
  bool typeScore = false;
  std::int64_t memoryScore = 0;
  int proximityScore = 0;  ///< negative distance
  bool operator==(const ScoreParts&) const = default;
};

struct PairScored {
  int round = 0;
  int rank = 0;  ///< 0 = tried first
  std::string node1, node2;
  ScoreParts score;
  bool operator==(const PairScored&) const = default;
};

/// _try_fusion_pairs: one scored pair, looked up again after earlier fusions.
struct AttemptDecided {
  int round = 0;
  int rank = 0;
  std::string candidate1, candidate2;  ///< names when scored
  std::string node1, node2;            ///< current (fused) nodes holding them
  bool fused = false;
  Decision decision;  ///< the first failing gate, or an acceptance
  bool operator==(const AttemptDecided&) const = default;
};

struct NodesFused {
  int round = 0;
  std::string node1, node2;
  NodeInfo result;
  bool operator==(const NodesFused&) const = default;
};

struct RoundEnd {
  int round = 0;
  bool reorderRound = false;
  int nodesBefore = 0, nodesAfter = 0;
  std::vector<std::string> nodes;  ///< names after the round, in scheduler order
  bool operator==(const RoundEnd&) const = default;
};

struct RunEnd {
  FusionPlan plan;
  bool operator==(const RunEnd&) const = default;
};

}  // namespace fs::fusion
