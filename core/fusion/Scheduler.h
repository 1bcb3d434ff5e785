// Scheduler: Inductor's fusion scheduler (torch/_inductor/scheduler.py,
// Scheduler.fuse_nodes and everything it calls), on our IR.
//
// Contract: built from one pre-fusion graph (the nodes of ir_pre_fusion.txt,
// which are exactly what Inductor hands to fuse_nodes, with the foreach lists and
// timed fusion outcomes the frontend found for it) and a Knobs value. The
// graph is copied into the scheduler's own indexed form; the input is not
// kept. run() performs fuse_nodes: up to `max_rounds` rounds of
// fuse_nodes_once (stopping when the node count does not change or is 1), then
// the final loop-reordering round when loop_ordering_after_fusion or
// loop_index_inversion_in_fusion is on, and returns the plan. max_rounds = 0
// runs no round at all (fusion off). runRound() does
// one of those rounds at a time (false when there is nothing left to do).
// Every step is reported to the attached observers (see FusionEvents.h).
// The backend is chosen by the nodes' device: CUDA -> CudaBackend (Triton
// rules), CPU -> CppBackend.
// Throws fs::InputError when the graph is not a pre-fusion graph (it holds
// fused nodes) or its nodes are not in topological order. Nodes on different
// devices are kept apart by can_fuse's device check, as in Inductor.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/fusion/FusionObserver.h"
#include "core/fusion/FusionPlan.h"
#include "core/fusion/Knobs.h"
#include "core/ir/Graph.h"

namespace fs::fusion {

class SchedulerState;

class Scheduler {
 public:
  explicit Scheduler(const ir::Graph& graph, Knobs knobs = {});
  /// Shares the caller's graph instead of copying it (it must not change).
  explicit Scheduler(std::shared_ptr<const ir::Graph> graph, Knobs knobs = {});
  ~Scheduler();
  Scheduler(Scheduler&&) noexcept;
  Scheduler& operator=(Scheduler&&) noexcept;

  /// The observer must outlive the run; several may be attached.
  void addObserver(FusionObserver* observer);
  /// Replaces the graph's foreach lists (ir::Graph::foreachLists, V.graph.lists: node
  /// names per torch._foreach_* lowering), which are grouped into
  /// ForeachKernelSchedulerNodes before the first round as Inductor does. For what-if
  /// runs and tests; the graph's own are used otherwise. Call before running.
  void setForeachLists(std::vector<std::vector<std::string>> lists);
  /// Replaces the graph's timed fusion outcomes (ir::Graph::benchmarkVerdicts). Call
  /// before running.
  void setBenchmarkVerdicts(std::vector<BenchmarkVerdict> verdicts);

  /// Mirrors Scheduler.fuse_nodes: all rounds, then the reorder round.
  FusionPlan run();
  /// One fuse_nodes_once round; returns false (doing nothing) once finished.
  bool runRound();
  bool finished() const;
  /// Rounds run so far (the reorder round included).
  int roundsRun() const;
  /// The current nodes as a plan.
  FusionPlan plan() const;
  const std::string& backendName() const;
  const Knobs& knobs() const;

  /// The internal state (for explain() and tests).
  const SchedulerState& state() const;
  /// Mutable internal state, for tests and tools that instrument a run.
  SchedulerState& mutableState();

 private:
  std::unique_ptr<SchedulerState> state_;
};

/// Convenience: Scheduler(graph, knobs) with `observer` attached (may be null), run().
FusionPlan fuseGraph(const ir::Graph& graph, const Knobs& knobs = {}, FusionObserver* observer = nullptr);

}  // namespace fs::fusion
