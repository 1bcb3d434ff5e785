#include "core/fusion/CudaBackend.h"

#include <numeric>

#include "core/fusion/SchedulerState.h"

namespace fs::fusion {
namespace {

std::int64_t product(const std::vector<std::int64_t>& v) {
  return std::accumulate(v.begin(), v.end(), std::int64_t{1}, std::multiplies<>());
}

}  // namespace

bool simdIsCompatible(const std::vector<std::int64_t>& groups, std::vector<std::int64_t> iteration,
                      std::vector<std::int64_t> reduction, std::int64_t reductionNumel) {
  if (reduction.empty() && product(groups) == product(iteration) * reductionNumel) reduction = {reductionNumel};
  // SIMDKernel._split_iteration_ranges: assign each loop to the groups in
  // order, splitting a loop across two groups when it is larger than what is
  // left of the current one.
  std::vector<std::int64_t> remaining = groups;
  std::size_t current = 0;
  auto addRange = [&](std::size_t i, std::int64_t size) {
    if (size == 0 || remaining[i] % size != 0) return false;
    remaining[i] /= size;
    return true;
  };
  for (const auto* lengths : {&iteration, &reduction}) {
    for (std::int64_t size : *lengths) {
      if (size == 1) continue;
      while (current < remaining.size() && remaining[current] == 1) ++current;
      if (current + 1 < remaining.size() && size > remaining[current]) {
        if (size % remaining[current] != 0) return false;
        std::int64_t size1 = remaining[current];
        std::int64_t size2 = size / remaining[current];
        if (!addRange(current, size1) || !addRange(current + 1, size2)) return false;
      } else if (current < remaining.size()) {
        if (!addRange(current, size)) return false;
      }
    }
  }
  for (auto r : remaining)
    if (r != 1) return false;
  return true;
}

Decision CudaBackend::canFuseVertical(const SchedulerState& s, int node1, int node2) const {
  return canFuse(s, node1, node2);
}

Decision CudaBackend::canFuseHorizontal(const SchedulerState& s, int node1, int node2) const {
  return canFuse(s, node1, node2);
}

Decision CudaBackend::canFuse(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  const std::int64_t numel1 = n1.group.numel(), rnumel1 = n1.group.rnumel();
  const std::int64_t numel2 = n2.group.numel(), rnumel2 = n2.group.rnumel();
  auto str = [](std::int64_t v) { return std::to_string(v); };

  if (n1.reduction && n2.reduction) {
    if (numel1 == numel2 && rnumel1 == rnumel2) return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
    return Decision::reject(Reason::NumelMismatchReduce, n1.name, n2.name,
                            "numel/rnumel mismatch (reduce) (" + str(numel1) + ", " + str(numel2) + "), (" +
                                str(rnumel1) + ", " + str(rnumel2) + ")");
  }
  if (!n1.reduction && !n2.reduction) {
    if (!(numel1 == numel2 && rnumel1 == rnumel2) && !n2.isTemplate)
      return Decision::reject(Reason::NumelMismatchNonReduce, n1.name, n2.name,
                              "numel/rnumel mismatch (non-reduce) (" + str(numel1) + ", " + str(numel2) + "), (" +
                                  str(rnumel1) + ", " + str(rnumel2) + ")");
    return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
  }
  if (!n1.reduction && n2.reduction) {
    if (numel1 == numel2 * rnumel2) {
      for (int l : n1.leaves) {
        const SNode& leaf = s.node(s.leaves[static_cast<std::size_t>(l)].selfNode);
        if (!simdIsCompatible({numel2, rnumel2}, leaf.iterSizes, leaf.reduceSizes)) {
          Decision d = Decision::reject(Reason::NumelRnumelIncompatible, n1.name, n2.name);
          std::string ranges;
          for (auto v : leaf.iterSizes) ranges += (ranges.empty() ? "" : ", ") + std::to_string(v);
          d.evidence.note = leaf.name + "'s loop ranges [" + ranges + "] do not split into (" + str(numel2) + ", " +
                            str(rnumel2) + ")";
          return d;
        }
      }
      return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
    }
    if (numel1 != numel2) return Decision::reject(Reason::NumelIncompatible, n1.name, n2.name);
    return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
  }
  // node1 is a reduction and node2 is not: Inductor swaps the arguments.
  return canFuse(s, id2, id1);
}

}  // namespace fs::fusion
