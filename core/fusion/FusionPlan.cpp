#include "core/fusion/FusionPlan.h"

#include <algorithm>

#include "core/fusion/FusionEvents.h"

namespace fs::fusion {

std::vector<std::vector<std::string>> FusionPlan::fusedGroups() const {
  std::vector<std::vector<std::string>> out;
  for (const auto& n : nodes)
    if (n.leaves.size() >= 2) out.push_back(n.leaves);
  return out;
}

const PlannedNode* FusionPlan::nodeOf(const std::string& leaf) const {
  for (const auto& n : nodes)
    if (std::find(n.leaves.begin(), n.leaves.end(), leaf) != n.leaves.end()) return &n;
  return nullptr;
}

const char* foundViaName(FoundVia via) {
  return via == FoundVia::BufferGroup ? "buffer" : "aggressive";
}

}  // namespace fs::fusion
