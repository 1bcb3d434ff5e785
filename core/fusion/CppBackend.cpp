#include "core/fusion/CppBackend.h"

#include <set>

#include "core/fusion/SchedulerState.h"
#include "core/ir/SizeVars.h"

namespace fs::fusion {

namespace {
// Dynamic shapes: Inductor compares node.group's tuples of sympy expressions
// structurally, not their hints. A group's sizes in that form (constants where integer).
bool isSymbolic(const ir::Group& g) { return !g.symIteration.empty() || !g.symReduction.empty(); }
std::vector<ir::Expr> varsOf(const ir::Group& g) { return ir::sizevars::asExprs(g.iteration, g.symIteration); }
std::vector<ir::Expr> reduceOf(const ir::Group& g) { return ir::sizevars::asExprs(g.reduction, g.symReduction); }
}  // namespace

bool CppBackend::compatibleRanges(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  const auto& vars1 = n1.group.iteration;
  const auto& vars2 = n2.group.iteration;
  const bool symbolic = isSymbolic(n1.group) || isSymbolic(n2.group);
  bool c1 = n1.group.reduction.empty() && n2.group.reduction.empty();
  // math.prod of the sympy sizes, compared structurally under dynamic shapes
  bool c2 = symbolic ? ir::Expr::mul(varsOf(n1.group)) == ir::Expr::mul(varsOf(n2.group))
                     : ir::sizeProduct(vars1) == ir::sizeProduct(vars2);
  bool c3 = vars1.size() == 1 || vars2.size() == 1;
  if (!(c1 && c2 && c3)) return false;
  const SNode& recomp = vars1.size() < vars2.size() ? n1 : n2;
  const SNode& ref = vars1.size() < vars2.size() ? n2 : n1;
  if (recomp.kind != SKind::Scheduler) return false;  // only a SchedulerNode can be recomputed
  // data.get_size(): keys of the sizes' sympy forms (the integers where static)
  auto sizeOf = [&](int leaf) {
    const Leaf& l = s.leaves[static_cast<std::size_t>(leaf)];
    std::vector<std::string> out;
    for (const auto& e : ir::sizevars::asExprs(l.dataSize, l.symDataSize)) out.push_back(e.key());
    return out;
  };
  const auto ranges2 = sizeOf(recomp.leaves.front());
  std::vector<std::string> ranges1;
  if (ref.isFusedKind()) {
    std::set<std::vector<std::string>> distinct;
    for (int l : ref.leaves) {
      if (s.leaves[static_cast<std::size_t>(l)].kind == SKind::Template) break;
      distinct.insert(sizeOf(l));
    }
    if (distinct.size() != 1) return false;
    ranges1 = *distinct.begin();
  } else {
    ranges1 = sizeOf(ref.leaves.front());
  }
  return ranges1 == ranges2;
}

CppBackend::Relation CppBackend::whyFuseNodes(const SchedulerState& s, int id1, int id2) const {
  const auto& g1 = s.node(id1).group;
  const auto& g2 = s.node(id2).group;
  if (isSymbolic(g1) || isSymbolic(g2)) {
    const auto v1 = varsOf(g1), v2 = varsOf(g2), r2 = reduceOf(g2);
    if (v1 == v2 && reduceOf(g1) == r2) return Relation::SameVarsReduce;
    if (g1.reduction.empty()) {
      std::vector<ir::Expr> joined = v2;
      joined.insert(joined.end(), r2.begin(), r2.end());
      if (v1 == joined) return Relation::CompatibleReduction;
    }
  } else {
    if (g1.iteration == g2.iteration && g1.reduction == g2.reduction) return Relation::SameVarsReduce;
    if (g1.reduction.empty()) {
      std::vector<std::int64_t> joined = g2.iteration;
      joined.insert(joined.end(), g2.reduction.begin(), g2.reduction.end());
      if (g1.iteration == joined) return Relation::CompatibleReduction;
    }
  }
  if (compatibleRanges(s, id1, id2)) return Relation::CompatibleRanges;
  return Relation::None;
}

bool CppBackend::horizontalImpl(const SchedulerState& s, int id1, int id2) const {
  for (int id : {id1, id2}) {
    SKind k = s.node(id).kind;
    if (k == SKind::OuterLoopFused || k == SKind::Extern) return false;
  }
  return whyFuseNodes(s, id1, id2) != Relation::None;
}

int CppBackend::outerLoopFusionDepth(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  for (const SNode* n : {&n1, &n2})
    if (!(n->kind == SKind::OuterLoopFused || n->kind == SKind::Fused || n->kind == SKind::Scheduler)) return 0;
  const SNode& a = n1.kind == SKind::OuterLoopFused ? s.node(n1.outer.back()) : n1;
  const SNode& b = n2.kind == SKind::OuterLoopFused ? s.node(n2.outer.front()) : n2;
  const auto& vars1 = a.group.iteration;
  const auto& vars2 = b.group.iteration;
  if (vars1.empty() && vars2.empty() && !a.group.reduction.empty() && !b.group.reduction.empty()) return 0;
  if (n1.kind == SKind::OuterLoopFused && n2.kind == SKind::OuterLoopFused)
    return n1.outerDepth == n2.outerDepth ? n1.outerDepth : 0;
  const std::size_t depth = std::min(vars1.size(), vars2.size());
  const bool samePrefix = isSymbolic(a.group) || isSymbolic(b.group)
                              ? [&] {
                                  const auto s1 = varsOf(a.group), s2 = varsOf(b.group);
                                  return std::equal(s1.begin(), s1.begin() + static_cast<std::ptrdiff_t>(depth),
                                                    s2.begin());
                                }()
                              : std::equal(vars1.begin(), vars1.begin() + static_cast<std::ptrdiff_t>(depth),
                                           vars2.begin());
  if (depth >= 1 && samePrefix) {
    if (n1.kind == SKind::OuterLoopFused || n2.kind == SKind::OuterLoopFused) {
      const SNode& cmp = n1.kind == SKind::OuterLoopFused ? n1 : n2;
      return cmp.outerDepth == static_cast<int>(depth) ? static_cast<int>(depth) : 0;
    }
    return static_cast<int>(depth);
  }
  return 0;
}

bool CppBackend::canFuseVerticalOuterLoop(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  return !n1.isTemplate && !n2.isTemplate && s.opsIntersectAncestors(n1, n2) &&
         !(horizontalImpl(s, id1, id2) && !n1.reduction) && outerLoopFusionDepth(s, id1, id2) >= 1;
}

int CppBackend::fusionPairPriority(const SchedulerState& s, int id1, int id2) const {
  return canFuseVerticalOuterLoop(s, id1, id2) ? 1 : 0;
}

Decision CppBackend::canFuseHorizontal(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  if (n1.isTemplate || n2.isTemplate) return Decision::reject(Reason::CppTemplate, n1.name, n2.name);
  const int size = static_cast<int>(n1.leaves.size() + n2.leaves.size());
  if (size > s.knobs.cpp_max_horizontal_fusion_size) {
    Decision d = Decision::reject(Reason::CppHorizontalSizeLimit, n1.name, n2.name,
                                  "C++ backend: more nodes than cpp.max_horizontal_fusion_size (" +
                                      std::to_string(size) + " > " +
                                      std::to_string(s.knobs.cpp_max_horizontal_fusion_size) + ")");
    d.evidence.fusedSize = size;
    d.evidence.limit = s.knobs.cpp_max_horizontal_fusion_size;
    return d;
  }
  if (!horizontalImpl(s, id1, id2)) {
    return Decision::reject(Reason::CppIncompatibleLoops, n1.name, n2.name,
                            "C++ backend: loop ranges " + s.groupText(n1) + " and " + s.groupText(n2) +
                                " are neither equal, reduction-compatible nor mergeable" +
                                (n1.kind == SKind::OuterLoopFused || n2.kind == SKind::OuterLoopFused
                                     ? " (an outer-loop fused node fuses no further horizontally)"
                                     : ""));
  }
  return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
}

Decision CppBackend::canFuseVertical(const SchedulerState& s, int id1, int id2) const {
  const SNode& n1 = s.node(id1);
  const SNode& n2 = s.node(id2);
  if (n2.isTemplate || n1.isTemplate) return Decision::reject(Reason::CppTemplate, n1.name, n2.name);
  if (horizontalImpl(s, id1, id2) && !n1.reduction) return Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
  if (canFuseVerticalOuterLoop(s, id1, id2)) {
    Decision d = Decision::accept(Gate::BackendCanFuse, n1.name, n2.name);
    d.evidence.note = "outer-loop fusion at depth " + std::to_string(outerLoopFusionDepth(s, id1, id2));
    return d;
  }
  if (horizontalImpl(s, id1, id2) && n1.reduction) return Decision::reject(Reason::CppReductionProducer, n1.name, n2.name);
  return Decision::reject(Reason::CppIncompatibleLoops, n1.name, n2.name,
                          "C++ backend: loop ranges " + s.groupText(n1) + " and " + s.groupText(n2) +
                              " are neither equal, reduction-compatible nor mergeable, and share no outer loop");
}

int CppBackend::fuse(SchedulerState& s, int id1, int id2) const {
  if (whyFuseNodes(s, id1, id2) == Relation::CompatibleRanges) {
    // The 1-D node's loops are recomputed to the other node's ranges
    // (recompute_size_and_body with the reference's indexing constraints).
    const bool firstSmaller = s.node(id1).group.iteration.size() < s.node(id2).group.iteration.size();
    SNode& recomp = s.node(firstSmaller ? id1 : id2);
    const SNode& ref = s.node(firstSmaller ? id2 : id1);
    recomp.group.iteration = ref.group.iteration;
    recomp.iterSizes = ref.group.iteration;
    return Backend::fuse(s, id1, id2);
  }
  if (canFuseVerticalOuterLoop(s, id1, id2)) {
    const int depth = outerLoopFusionDepth(s, id1, id2);
    const SNode& n1 = s.node(id1);
    const SNode& n2 = s.node(id2);
    std::vector<int> outer;
    if (n1.kind == SKind::OuterLoopFused)
      outer.insert(outer.end(), n1.outer.begin(), n1.outer.end());
    else
      outer.push_back(id1);
    if (n2.kind == SKind::OuterLoopFused)
      outer.insert(outer.end(), n2.outer.begin(), n2.outer.end());
    else
      outer.push_back(id2);
    std::vector<int> leaves = n1.leaves;
    leaves.insert(leaves.end(), n2.leaves.begin(), n2.leaves.end());
    return s.makeFused(leaves, SKind::OuterLoopFused, std::move(outer), depth);
  }
  return Backend::fuse(s, id1, id2);
}

}  // namespace fs::fusion
