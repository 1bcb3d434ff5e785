// Plan: which scheduler nodes run together as one kernel, in schedule order.
//
// Contract: a Plan is a plain value, a list of groups of *leaf* node names of the
// pre-fusion ir::Graph (ir_pre_fusion.txt), in execution order. Every leaf node of
// the graph appears in exactly one group. Three plans are built in:
//   - planNoFusion(g): every node alone, in file order (the unfused baseline);
//   - planFromPostFusion(post): Inductor's plan, the FusedSchedulerNode groups of
//     ir_post_fusion.txt (each fused node's leaves; other nodes alone);
//   - the fusion scheduler's plan (core/fusion), passed in as the same value.
// validatePlan() checks a plan against a graph and throws fs::InputError naming the
// first problem (unknown node, node listed twice, node missing).
#pragma once

#include <string>
#include <vector>

#include "core/ir/Graph.h"

namespace fs::codegen {

using Plan = std::vector<std::vector<std::string>>;

/// Every node of `preFusion` alone, in file order.
Plan planNoFusion(const ir::Graph& preFusion);
/// Inductor's groups from ir_post_fusion.txt: the leaf names of each top-level node.
Plan planFromPostFusion(const ir::Graph& postFusion);
/// Throws fs::InputError (file = graph.sourcePath) when `plan` does not cover
/// `preFusion`'s leaf nodes exactly once each.
void validatePlan(const ir::Graph& preFusion, const Plan& plan);
/// "op0_op2_op4": Inductor's name for a fused group.
std::string groupName(const std::vector<std::string>& group);

}  // namespace fs::codegen
