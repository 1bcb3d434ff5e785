// CppBackend: Inductor's C++ backend fusion rules (codegen/cpp.py,
// CppScheduling).
//
// Contract: group = (iteration sizes, reduction sizes) as tuples. Horizontal:
// no templates, at most cpp.max_horizontal_fusion_size leaves, no
// OuterLoopFused/extern node, and one of _why_fuse_nodes' relations: same
// (vars, reduce); a pointwise node over vars1 == vars2 + reduce2 (compatible
// reduction); or two pointwise nodes with the same element count, one of them
// 1-D, over the same original ranges (compatible ranges; the 1-D node's loops
// are then recomputed to the other's). Vertical: the horizontal relation with
// a non-reduction producer, or outer-loop fusion (a common prefix of the outer
// loops, priority 1, which makes an OuterLoopFusedSchedulerNode). Inductor
// rejects all of these silently (no WhyNoFuse line).
#pragma once

#include "core/fusion/Backend.h"

namespace fs::fusion {

class CppBackend : public Backend {
 public:
  const char* name() const override { return "cpp"; }
  Decision canFuseVertical(const SchedulerState& s, int node1, int node2) const override;
  Decision canFuseHorizontal(const SchedulerState& s, int node1, int node2) const override;
  int fusionPairPriority(const SchedulerState& s, int node1, int node2) const override;
  int fuse(SchedulerState& s, int node1, int node2) const override;

  enum class Relation { None, SameVarsReduce, CompatibleReduction, CompatibleRanges };
  /// CppScheduling._why_fuse_nodes
  Relation whyFuseNodes(const SchedulerState& s, int node1, int node2) const;
  /// CppScheduling._get_outer_loop_fusion_depth (0 = disabled)
  int outerLoopFusionDepth(const SchedulerState& s, int node1, int node2) const;
  bool canFuseVerticalOuterLoop(const SchedulerState& s, int node1, int node2) const;

 private:
  bool horizontalImpl(const SchedulerState& s, int node1, int node2) const;
  bool compatibleRanges(const SchedulerState& s, int node1, int node2) const;
};

}  // namespace fs::fusion
