// FusionPlan: what the scheduler decided, as a list of scheduled nodes.
//
// Contract: value type. `nodes` are the scheduler's nodes after the last round,
// in its final (topologically sorted) order; each names the leaf nodes of the
// pre-fusion graph it stands for, in kernel order (Inductor's
// FusedSchedulerNode.snodes order, which is also the order of its name:
// "op15_op8_op16" has leaves op15, op8, op16).
#pragma once

#include <string>
#include <vector>

namespace fs::fusion {

struct PlannedNode {
  std::string name;   ///< "op3", or a fused name such as "op0_op2_op4"
  std::string kind;   ///< Inductor's class: "SchedulerNode", "FusedSchedulerNode", ...
  std::vector<std::string> leaves;
  std::string group;  ///< node.group iteration text, e.g. "(1605632, 1)"; empty for extern/nop
  bool operator==(const PlannedNode&) const = default;
};

struct FusionPlan {
  std::vector<PlannedNode> nodes;
  int iterations = 0;  ///< fuse_nodes rounds run (not counting the final reorder round)

  /// Leaves of every node that fused two or more leaves, in plan order.
  std::vector<std::vector<std::string>> fusedGroups() const;
  /// The planned node holding `leaf`, or nullptr.
  const PlannedNode* nodeOf(const std::string& leaf) const;
  bool operator==(const FusionPlan&) const = default;
};

}  // namespace fs::fusion
