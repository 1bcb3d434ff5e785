// FusionGates: the device-independent fusion checks of Inductor's Scheduler
// and InductorChoices, each returning a Decision with evidence.
//
// Contract: works on a SchedulerState (current nodes). canFuse() mirrors
// Scheduler.can_fuse(node1, node2, can_reorder): the structural checks, our
// what-if knobs, the shared-data score (with loop reordering in the final
// round, which may reorder a node's loops: the state is mutated as Inductor
// mutates its nodes), InductorChoices.can_fuse, then the vertical branch
// (Scheduler.can_fuse_vertical + backend) when node2 depends on node1, else
// the horizontal branch (InductorChoices.can_fuse_horizontal + backend;
// ForeachKernelSchedulerNode.can_fuse when either node is a foreach group). It
// returns the first rejection, or an acceptance; with `every` it also appends
// every gate's decision (explain()). willFusionCreateCycle mirrors
// Scheduler.will_fusion_create_cycle and reports the path it found.
// Evidence is attached only when state.detail is set.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/fusion/Decision.h"
#include "core/fusion/FusionEvents.h"
#include "core/fusion/SchedulerState.h"

namespace fs::fusion {

class FusionGates {
 public:
  explicit FusionGates(SchedulerState& state) : s_(state) {}

  Decision canFuse(int id1, int id2, bool canReorder, std::vector<Decision>* every = nullptr);
  /// ForeachKernelSchedulerNode.can_fuse(producer, consumer), which the backend
  /// (SIMDScheduling.can_fuse) hands every pair with a foreach node to: two
  /// foreach nodes of the same length fuse when every pair of sub-nodes can
  /// (Scheduler.can_fuse, no loop reordering); a foreach node and a plain node
  /// when the plain node can fuse with the one sub-node it reads from, or that
  /// reads its output. A rejection of a sub-node pair is returned as it is
  /// (named after the sub-nodes, as Inductor logs it).
  Decision foreachCanFuse(int producer, int consumer);
  /// Scheduler.will_fusion_create_cycle: fusing would make a cycle exactly
  /// when one node reaches the other through some third node. Searched
  /// between the two in pre-fusion order (pathThroughOthers), which is what
  /// Inductor's found_path establishes over ancestor sets (cycleByInductorSearch,
  /// kept to cross-check: state.crossCheckCycles).
  Decision willFusionCreateCycle(int id1, int id2) const;
  /// The same question answered by Inductor's own found_path (for explain(),
  /// which shows the gate exactly as Inductor evaluates it).
  Decision willFusionCreateCycleAsInductor(int id1, int id2) const;
  bool pathThroughOthers(int from, int to, std::vector<std::string>* path) const;
  bool cycleByInductorSearch(int id1, int id2, std::vector<std::string>* path) const;

  /// Scheduler.score_fusion_memory (bytes of dependencies both nodes share).
  std::int64_t scoreFusionMemory(int id1, int id2) const;
  /// InductorChoices.score_fusion
  ScoreParts scoreFusion(int id1, int id2) const;
  /// FusionScore.__lt__ (torch 2.10+); `memoryRatio` false: the plain tuple
  /// (template, type, memory, proximity) of 2.8 and 2.9 (ReleaseRule::ScoreMemoryRatio).
  static bool scoreLess(const ScoreParts& a, const ScoreParts& b, bool memoryRatio = true);
  /// The accesses, groups and distance of the pair.
  Evidence baseEvidence(int id1, int id2) const;
  int orderDistance(int id1, int id2) const;

 private:
  struct GateLog;  // the gates of one canFuse query, recorded (FusionGates.cpp)
  bool structuralGates(GateLog& log);
  bool disabledKindGate(GateLog& log);
  bool choicesGates(GateLog& log, std::int64_t shared);
  bool directionGates(GateLog& log, std::int64_t shared);
  Decision canFuseVerticalScheduler(int id1, int id2) const;
  /// The prologue checks of Scheduler.can_fuse for a pointwise node1 into
  /// template node2 (functional, single use into the template, not more bytes
  /// read than written: check_prologue_fusion_heuristics_fusable).
  Decision templatePrologue(int id1, int id2) const;
  /// get_read_buffer_sizes / get_write_buffer_sizes (bytes).
  std::int64_t bufferBytesAccessed(int id, bool reads, bool writes) const;
  bool fusableReadAndWrite(int readId, int writeId) const;
  bool canFusionIncreasePeakMemory(int id1, int id2, std::int64_t& overhead) const;
  bool fusionPreventsTooManyReadsAndWrites(int id1, int id2, int threshold) const;
  std::int64_t sharedDataAfterReorderingLoop(int id1, int id2);
  bool reorderLoopsByDepPair(int nodeId, int selfDep, int otherDep);
  const std::pair<ir::Expr, ir::VarRanges>& normalized(int depId) const;
  Access access(const SNode& n, int depId, const char* role) const;

  SchedulerState& s_;
};

}  // namespace fs::fusion
