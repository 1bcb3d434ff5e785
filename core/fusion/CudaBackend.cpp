#include "core/fusion/CudaBackend.h"

#include <algorithm>
#include <numeric>

#include "core/ir/IndexAnalysis.h"
#include "core/ir/SizeVars.h"
#include "core/fusion/SchedulerState.h"

namespace fs::fusion {
namespace {

// CandidateTiling.is_good_size
bool goodTileSize(std::int64_t s) { return s >= 32 && s % 32 == 0; }

struct CandidateTiling {
  std::vector<std::int64_t> tiling;  // values, reduction entry last
  std::int64_t score = 0;
  std::string name;
};

// SIMDScheduling.candidate_tilings(leaf, numel, 1), completed
// (complete_partial_tiling) with the reduction entry numel / (tile product).
std::vector<CandidateTiling> candidateTilings(const SchedulerState& s, const SNode& leaf, std::int64_t numel) {
  std::vector<CandidateTiling> out;
  const std::vector<std::int64_t>& ranges = leaf.iterSizes;
  if (ranges.size() <= 1 && leaf.reduceSizes.size() <= 1) return out;
  auto complete = [&](std::vector<std::int64_t> splits) {
    const std::int64_t p = ir::sizeProduct(splits);
    splits.push_back(p != 0 && numel % p == 0 ? numel / p : 0);
    return splits;
  };
  const std::int64_t total = ir::sizeProduct(ranges);
  out.push_back({complete({total}), 0, "none"});
  // pointwise_read_writes: the loops are d0, d1, ... (size-1 loops squeezed).
  std::vector<std::string> vars;
  for (std::size_t i = 0, k = 0; i < ranges.size(); ++i)
    vars.push_back(ranges[i] == 1 ? std::string("_squeezed") : "d" + std::to_string(k++));
  std::vector<std::string> writeNames;
  for (int w : leaf.writes) writeNames.push_back(s.dep(w).name);
  for (const auto* list : {&leaf.reads, &leaf.writes})
    for (int id : *list) {
      const DepRec& dep = s.dep(id);
      if (!dep.isMemory()) continue;
      const std::vector<std::int64_t> strides = strideHints(dep.index, vars);
      auto one = std::find(strides.begin(), strides.end(), 1);
      if (one == strides.end()) continue;
      const std::size_t split = static_cast<std::size_t>(one - strides.begin()) + 1;
      if (split == ranges.size()) continue;
      if (std::all_of(strides.begin() + static_cast<std::ptrdiff_t>(split), strides.end(),
                      [](std::int64_t v) { return v == 0; }))
        continue;  // broadcast after the split: not a real split
      const std::int64_t outer =
          std::accumulate(ranges.begin(), ranges.begin() + static_cast<std::ptrdiff_t>(split), std::int64_t{1},
                          std::multiplies<>());
      const std::int64_t inner = total / (outer == 0 ? 1 : outer);
      std::int64_t score = 1;
      for (std::size_t i = 0; i < ranges.size(); ++i)
        if (strides[i] != 0) score *= ranges[i];
      if (std::find(writeNames.begin(), writeNames.end(), dep.name) != writeNames.end()) score *= 2;
      if (goodTileSize(outer)) score *= 2;
      if (goodTileSize(inner)) score *= 2;
      if (score - total * ir::sizeProduct(leaf.reduceSizes) >= 0) out.push_back({complete({outer, inner}), score, dep.name});
    }
  return out;
}

}  // namespace

std::vector<std::int64_t> selectPointwiseTiling(const SchedulerState& s, const std::vector<int>& leafIds,
                                                std::int64_t numel) {
  // Counter of candidates (one per buffer name, the first seen), most_common order.
  std::vector<CandidateTiling> ranked;
  std::vector<std::string> seen;
  for (int l : leafIds)
    for (auto& c : candidateTilings(s, s.node(s.leaves[static_cast<std::size_t>(l)].selfNode), numel)) {
      if (std::find(seen.begin(), seen.end(), c.name) != seen.end()) continue;
      seen.push_back(c.name);
      ranked.push_back(std::move(c));
    }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const CandidateTiling& a, const CandidateTiling& b) { return a.score > b.score; });
  // get_first_compatible_tiling
  for (const auto& c : ranked) {
    bool ok = true;
    for (int l : leafIds) {
      const SNode& leaf = s.node(s.leaves[static_cast<std::size_t>(l)].selfNode);
      if (!simdIsCompatible(c.tiling, leaf.iterSizes, leaf.reduceSizes, 1)) {
        ok = false;
        break;
      }
    }
    if (ok) return c.tiling;
  }
  return {numel, 1};
}

std::string tilingText(const std::vector<std::int64_t>& tiling) {
  static const char* const pointwise[] = {"z", "y", "x"};
  std::string out = "{";
  const std::size_t n = tiling.empty() ? 0 : tiling.size() - 1;
  for (std::size_t i = 0; i < tiling.size(); ++i) {
    std::string key = i < n ? pointwise[3 - n + i] : "r0_";
    out += (i ? ", '" : "'") + key + "': " + std::to_string(tiling[i]);
  }
  return out + "}";
}

bool simdIsCompatible(const std::vector<std::int64_t>& groups, std::vector<std::int64_t> iteration,
                      std::vector<std::int64_t> reduction, std::int64_t reductionNumel) {
  if (reduction.empty() && ir::sizeProduct(groups) == ir::sizeProduct(iteration) * reductionNumel) reduction = {reductionNumel};
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

bool simdIsCompatibleSymbolic(const std::vector<ir::Expr>& groups, const std::vector<std::int64_t>& groupHints,
                              const std::vector<ir::Expr>& iteration, const std::vector<std::int64_t>& iterationHints,
                              const std::vector<ir::Expr>& reduction, const std::vector<std::int64_t>& reductionHints) {
  namespace sv = ir::sizevars;
  // SIMDKernel._split_iteration_ranges with SizeVarAllocator's static tests: a split
  // happens only where sympy proves the size larger than what is left of the group,
  // and each range must be a known multiple of what it divides (CantSplit otherwise).
  std::vector<ir::Expr> remaining = groups;
  std::vector<std::int64_t> hints = groupHints;  // the size hints, for the final assertion
  const ir::Expr one = ir::Expr::constant(1);
  std::size_t current = 0;
  auto addRange = [&](std::size_t i, const ir::Expr& size, std::int64_t hint) {
    if (!sv::staticallyKnownMultipleOf(remaining[i], size)) return false;
    remaining[i] = sv::floorDiv(remaining[i], size);
    hints[i] = hint == 0 ? 0 : hints[i] / hint;
    return true;
  };
  const std::pair<const std::vector<ir::Expr>*, const std::vector<std::int64_t>*> lengths[] = {
      {&iteration, &iterationHints}, {&reduction, &reductionHints}};
  for (const auto& [sizes, sizeHints] : lengths) {
    for (std::size_t k = 0; k < sizes->size(); ++k) {
      const ir::Expr& size = (*sizes)[k];
      const std::int64_t hint = (*sizeHints)[k];
      if (sv::staticallyKnownEquals(size, one)) continue;
      while (current < remaining.size() && sv::staticallyKnownEquals(remaining[current], one)) ++current;
      if (current + 1 < remaining.size() && sv::staticallyKnownGt(size, remaining[current])) {
        if (!sv::staticallyKnownMultipleOf(size, remaining[current])) return false;
        const ir::Expr size1 = remaining[current];
        const ir::Expr size2 = sv::floorDiv(size, remaining[current]);
        const std::int64_t hint1 = hints[current];
        const std::int64_t hint2 = hint1 == 0 ? 0 : hint / hint1;
        if (!addRange(current, size1, hint1) || !addRange(current + 1, size2, hint2)) return false;
      } else if (current < remaining.size()) {
        if (!addRange(current, size, hint)) return false;
      }
    }
  }
  for (auto h : hints)
    if (h != 1) return false;
  return true;
}

Decision CudaBackend::canFuseVertical(const SchedulerState& s, int node1, int node2) const {
  return canFuse(s, node1, node2);
}

Decision CudaBackend::canFuseHorizontal(const SchedulerState& s, int node1, int node2) const {
  return canFuse(s, node1, node2);
}

namespace {
// A group's numel (index 0) or rnumel (index 1) as sympy holds it: the symbolic form
// with dynamic shapes (ir::Group::symIteration), else the integer.
ir::Expr groupSize(const ir::Group& g, int which) {
  const auto& sym = which == 0 ? g.symIteration : g.symReduction;
  const auto& values = which == 0 ? g.iteration : g.reduction;
  if (sym.size() == values.size() && !sym.empty() && !g.tupleForm) {
    std::vector<ir::Expr> factors(sym.begin(), sym.end());
    return ir::Expr::mul(std::move(factors));
  }
  return ir::Expr::constant(which == 0 ? g.numel() : g.rnumel());
}
}  // namespace

Decision CudaBackend::canFuse(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  const std::int64_t numel1 = n1.group.numel(), rnumel1 = n1.group.rnumel();
  const std::int64_t numel2 = n2.group.numel(), rnumel2 = n2.group.rnumel();
  auto str = [](std::int64_t v) { return std::to_string(v); };
  // SIMDScheduling.can_fuse compares the groups' sizes with sympy's ==: structurally.
  // With dynamic shapes two sizes of equal value may differ in form (numel2 * rnumel2 =
  // 32*s77*(q**2 + 2*q + 1) is not the expanded 32*s77*q**2 + 64*s77*q + 32*s77), and
  // Inductor then finds them unequal; static sizes are integers and compare by value.
  auto isSymbolic = [](const ir::Group& g) { return !g.symIteration.empty() || !g.symReduction.empty(); };
  const bool symbolic = isSymbolic(n1.group) || isSymbolic(n2.group);
  auto sameNumel = [&](bool valuesEqual) {
    return symbolic ? groupSize(n1.group, 0) == groupSize(n2.group, 0) : valuesEqual;
  };
  auto sameRnumel = [&](bool valuesEqual) {
    return symbolic ? groupSize(n1.group, 1) == groupSize(n2.group, 1) : valuesEqual;
  };

  if (n1.reduction && n2.reduction) {
    if (sameNumel(numel1 == numel2) && sameRnumel(rnumel1 == rnumel2)) return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
    return Decision::reject(Reason::NumelMismatchReduce, n1.name, n2.name,
                            "numel/rnumel mismatch (reduce) (" + str(numel1) + ", " + str(numel2) + "), (" +
                                str(rnumel1) + ", " + str(rnumel2) + ")");
  }
  if (!n1.reduction && !n2.reduction) {
    if (!(sameNumel(numel1 == numel2) && sameRnumel(rnumel1 == rnumel2)) && !n2.isTemplate)
      return Decision::reject(Reason::NumelMismatchNonReduce, n1.name, n2.name,
                              "numel/rnumel mismatch (non-reduce) (" + str(numel1) + ", " + str(numel2) + "), (" +
                                  str(rnumel1) + ", " + str(rnumel2) + ")");
    if (n1.isTemplate || n2.isTemplate || !s.knobs.triton_tiling_prevents_pointwise_fusion)
      return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
    // A bad combined tiling: a node that tiles in 2-D must keep its tiling.
    const auto tiling1 = selectPointwiseTiling(s, n1.leaves, numel1);
    const auto tiling2 = selectPointwiseTiling(s, n2.leaves, numel1);
    if (tiling1.size() > 2 || tiling2.size() > 2) {
      std::vector<int> both = n1.leaves;
      both.insert(both.end(), n2.leaves.begin(), n2.leaves.end());
      const auto tiling3 = selectPointwiseTiling(s, both, numel1);
      const bool ok = tiling1.size() > 2 ? (tiling1 == tiling3 && (tiling2.size() <= 2 || tiling2 == tiling3))
                                         : tiling2 == tiling3;
      if (!ok) {
        Decision d = Decision::reject(Reason::TilingMismatch, n1.name, n2.name,
                                      "tiling mismatch (" + tilingText(tiling1) + ", " + tilingText(tiling2) + ", " +
                                          tilingText(tiling3) + ")");
        d.evidence.note = "select_tiling: node1 " + tilingText(tiling1) + ", node2 " + tilingText(tiling2) +
                          ", fused " + tilingText(tiling3);
        return d;
      }
    }
    return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
  }
  if (!n1.reduction && n2.reduction) {
    const bool split = symbolic ? groupSize(n1.group, 0) == ir::Expr::mul({groupSize(n2.group, 0), groupSize(n2.group, 1)})
                                : numel1 == numel2 * rnumel2;
    if (split) {
      for (int l : n1.leaves) {
        const SNode& leaf = s.node(s.leaves[static_cast<std::size_t>(l)].selfNode);
        // Dynamic shapes: sympy's static tests on the symbolic sizes, never the hints.
        auto replaced = [&](std::vector<ir::Expr> sizes) {  // SizeVarAllocator.simplify
          if (!s.sizeReplacements.empty())
            for (auto& e : sizes) e = e.substitute(s.sizeReplacements);
          return sizes;
        };
        const auto symIter = replaced(ir::sizevars::asExprs(leaf.iterSizes, leaf.symIterSizes));
        const auto symReduce = replaced(ir::sizevars::asExprs(leaf.reduceSizes, leaf.symReduceSizes));
        const auto groups2 = replaced({groupSize(n2.group, 0), groupSize(n2.group, 1)});
        const ir::Expr g0 = groups2[0], g1 = groups2[1];
        const bool compatible =
            symbolic ? simdIsCompatibleSymbolic({g0, g1}, {numel2, rnumel2}, symIter, leaf.iterSizes, symReduce,
                                                leaf.reduceSizes)
                     : simdIsCompatible({numel2, rnumel2}, leaf.iterSizes, leaf.reduceSizes);
        if (!compatible) {
          Decision d = Decision::reject(Reason::NumelRnumelIncompatible, n1.name, n2.name);
          std::string ranges;
          for (const auto& v : symIter) ranges += (ranges.empty() ? "" : ", ") + v.str();
          d.evidence.note = leaf.name + "'s loop ranges [" + ranges + "] do not split into (" + g0.str() + ", " +
                            g1.str() + ")";
          if (symbolic)
            d.evidence.note += " (dynamic shapes: each range must be a multiple of what is left of its group "
                               "for every value of the size symbols, as sympy decides)";
          return d;
        }
      }
      if (s.knobs.triton_tiling_prevents_reduction_fusion && !n1.isTemplate) {
        // The producer's own tiling must be 1-D or split exactly as the reduction.
        const auto tiling = selectPointwiseTiling(s, n1.leaves, numel1);
        const std::vector<std::int64_t> flat{numel1, 1}, split{numel2, rnumel2, 1};
        if (tiling != flat && tiling != split) {
          Decision d = Decision::reject(Reason::InvalidReductionTiling, n1.name, n2.name);
          d.evidence.note = "select_tiling(node1) = " + tilingText(tiling) + ", expected " + tilingText(flat) +
                            " or " + tilingText(split);
          return d;
        }
      }
      return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
    }
    if (!sameNumel(numel1 == numel2)) return Decision::reject(Reason::NumelIncompatible, n1.name, n2.name);
    return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
  }
  // node1 is a reduction and node2 is not: Inductor swaps the arguments.
  return canFuse(s, id2, id1);
}

}  // namespace fs::fusion
