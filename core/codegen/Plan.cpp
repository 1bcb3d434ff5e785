#include "core/codegen/Plan.h"

#include <set>

#include "core/util/Error.h"

namespace fs::codegen {

Plan planNoFusion(const ir::Graph& preFusion) {
  Plan plan;
  for (const auto& node : preFusion.nodes)
    for (auto& leaf : node.leafNames()) plan.push_back({leaf});
  return plan;
}

Plan planFromPostFusion(const ir::Graph& postFusion) {
  Plan plan;
  for (const auto& node : postFusion.nodes) plan.push_back(node.leafNames());
  return plan;
}

void validatePlan(const ir::Graph& preFusion, const Plan& plan) {
  std::set<std::string> leaves;
  for (const auto& node : preFusion.nodes)
    for (auto& leaf : node.leafNames()) leaves.insert(leaf);
  std::set<std::string> seen;
  for (const auto& group : plan) {
    if (group.empty()) throw InputError(preFusion.sourcePath, 0, "plan holds an empty group");
    for (const auto& name : group) {
      if (!leaves.count(name))
        throw InputError(preFusion.sourcePath, 0, "plan names node '" + name + "', which is not in the graph");
      if (!seen.insert(name).second)
        throw InputError(preFusion.sourcePath, 0, "plan lists node '" + name + "' twice");
    }
  }
  for (const auto& leaf : leaves)
    if (!seen.count(leaf))
      throw InputError(preFusion.sourcePath, 0, "plan does not schedule node '" + leaf + "'");
}

std::string groupName(const std::vector<std::string>& group) {
  std::string out;
  for (const auto& n : group) out += (out.empty() ? "" : "_") + n;
  return out;
}

}  // namespace fs::codegen
