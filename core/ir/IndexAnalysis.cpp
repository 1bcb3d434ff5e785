#include "core/ir/IndexAnalysis.h"

#include "core/ir/SizeVars.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace fs::ir {
namespace {

using ir::Expr;

std::int64_t evalWith(const Expr& e, const std::unordered_map<std::string, std::int64_t>& values) {
  return e.evaluate([&](const std::string& name) -> std::int64_t {
    auto it = values.find(name);
    return it == values.end() ? 0 : it->second;
  });
}

// Deterministic probe values (a small LCG), wide enough to tell FloorDiv and
// ModularIndexing terms apart.
struct Probe {
  std::uint64_t state = 0x9e3779b97f4a7c15ULL;
  std::int64_t next(std::int64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::int64_t>((state >> 33) % static_cast<std::uint64_t>(bound));
  }
};

}  // namespace

std::vector<std::string> identityVars(const Expr& index) {
  std::vector<std::string> out;
  std::function<void(const Expr&, bool)> walk = [&](const Expr& e, bool inside) {
    if (e.isVar()) {
      if (inside && std::find(out.begin(), out.end(), e.name()) == out.end()) out.push_back(e.name());
      return;
    }
    for (const Expr& a : e.args()) walk(a, inside || e.kind() == Expr::Kind::Identity);
  };
  walk(index, false);
  return out;
}

Expr substituteVars(const Expr& e, const std::vector<std::pair<std::string, Expr>>& replacement) {
  if (replacement.empty()) return e;
  std::map<std::string, Expr> m(replacement.begin(), replacement.end());
  return e.substitute(m);
}

bool indexEqual(const Expr& a, const Expr& b) {
  if (a == b) return true;
  if (a.asAffine() && b.asAffine()) return false;  // canonical affine forms are unique
  std::set<std::string> symbols;
  for (const auto& s : a.freeSymbols()) symbols.insert(s);
  for (const auto& s : b.freeSymbols()) symbols.insert(s);
  Probe probe;
  for (int round = 0; round < 24; ++round) {
    std::unordered_map<std::string, std::int64_t> values;
    for (const auto& s : symbols) values[s] = probe.next(round < 8 ? 8 : 1000);
    try {
      if (evalWith(a, values) != evalWith(b, values)) return false;
    } catch (const std::exception&) {
      return false;
    }
  }
  return true;
}

namespace {

// Strides of the canonical form (Identity transparent).
std::vector<std::int64_t> canonicalStrides(const Expr& index, const std::vector<std::string>& vars) {
  std::vector<std::int64_t> strides;
  strides.reserve(vars.size());
  if (auto affine = index.asAffine()) {
    for (const auto& v : vars) {
      auto it = affine->coeffs.find(v);
      strides.push_back(it == affine->coeffs.end() ? 0 : it->second);
    }
    return strides;
  }
  std::unordered_map<std::string, std::int64_t> values;
  std::int64_t base = 0;
  try {
    base = evalWith(index, values);
  } catch (const std::exception&) {
    base = 0;
  }
  for (const auto& v : vars) {
    values.clear();
    values[v] = 1;
    std::int64_t at1 = base;
    try {
      at1 = evalWith(index, values);
    } catch (const std::exception&) {
    }
    std::int64_t stride = 0;  // a difference beyond int64 (fuzzed coefficients): no stride hint
    if (__builtin_sub_overflow(at1, base, &stride)) stride = 0;
    strides.push_back(stride);
  }
  return strides;
}

}  // namespace

std::vector<std::int64_t> strideHints(const Expr& index, const std::vector<std::string>& vars) {
  std::vector<std::int64_t> strides = canonicalStrides(index, vars);
  const std::vector<std::string> opaque = identityVars(index);
  for (std::size_t i = 0; i < vars.size(); ++i)
    if (std::find(opaque.begin(), opaque.end(), vars[i]) != opaque.end()) strides[i] = 0;
  return strides;
}

namespace {

// _simplify_loops_impl's merge loop, shared by the integer and the sympy paths: for
// (i, j) in product(reversed(range(n)), reversed(range(n))), until nothing changes,
// loop j merges into loop i where canMerge(i, j) (merge(i, j) grows i's size); loops
// `gone` at the start (size 1) take no part. Returns the loops left and the reindexing.
template <class CanMerge, class Merge>
SimplifiedLoops mergeLoops(std::vector<bool> gone, const std::vector<std::int64_t>& sizeHints, CanMerge canMerge,
                           Merge merge) {
  const std::size_t n = gone.size();
  std::vector<std::int64_t> sizes = sizeHints;
  bool changed = true;
  while (changed) {
    changed = false;
    for (std::size_t ii = n; ii-- > 0;)
      for (std::size_t jj = n; jj-- > 0;) {
        if (ii == jj || gone[ii] || gone[jj]) continue;
        if (canMerge(ii, jj)) {
          changed = true;
          merge(ii, jj);
          sizes[ii] *= sizes[jj];
          gone[jj] = true;
        }
      }
  }
  SimplifiedLoops out;
  out.reindex.assign(n, -1);
  for (std::size_t i = 0; i < n; ++i) {
    if (gone[i]) continue;
    out.reindex[i] = static_cast<int>(out.newSizes.size());
    out.newSizes.push_back(sizes[i]);
  }
  return out;
}

// SizeVarAllocator._stride_vars over sympy forms: the index less its offset, then for
// each var the difference at 1 and at 0 with the other vars at 0, each simplified.
std::vector<Expr> symbolicStrides(const Expr& indexIn, const std::vector<std::string>& vars) {
  std::map<std::string, Expr> zeros;
  for (const auto& v : vars) zeros.emplace(v, Expr::constant(0));
  const Expr index = sizevars::simplify(Expr::add({indexIn, Expr::mul({Expr::constant(-1), indexIn.substitute(zeros)})}));
  std::vector<Expr> strides;
  for (const auto& v : vars) {
    std::map<std::string, Expr> others = zeros;
    others.erase(v);
    const Expr dim = index.substitute(others);
    strides.push_back(sizevars::simplify(Expr::add({dim.substitute({{v, Expr::constant(1)}}),
                                                    Expr::mul({Expr::constant(-1), dim.substitute({{v, Expr::constant(0)}})})})));
  }
  return strides;
}

// _simplify_loops_impl's merges decided on sympy forms (dynamic shapes): `sizes` the
// loops' symbolic sizes, `formulas` the indexes over them with size symbols kept. The
// same loop order and tests as the integer path below, with sympy's `==` after
// SizeVarAllocator.simplify (sizevars::simplifiedEquals) for both the approximate
// stride test and the sound substitution test.
SimplifiedLoops simplifyLoopsSymbolic(const std::vector<std::string>& vars, const std::vector<std::int64_t>& hints,
                                      const SymbolicLoops& sym) {
  const std::size_t n = vars.size();
  std::vector<Expr> sizes;
  for (const auto& s : sym.sizes) sizes.push_back(sizevars::simplify(s));
  std::vector<Expr> formulas = sym.formulas;
  {  // index_prevent_reordering: sympy_dot(vars, FlexibleLayout.contiguous_strides(sizes))
    std::vector<Expr> terms;
    Expr stride = Expr::constant(1);
    for (std::size_t i = n; i-- > 0;) {
      terms.push_back(Expr::mul({stride, Expr::var(vars[i])}));
      stride = Expr::mul({stride, sizes[i]});
    }
    formulas.push_back(Expr::add(std::move(terms)));
  }
  std::vector<std::vector<Expr>> strides;
  for (const auto& f : formulas) strides.push_back(symbolicStrides(f, vars));
  std::vector<bool> gone(n, false);
  for (std::size_t i = 0; i < n; ++i)
    if (sizes[i].isConst() && sizes[i].value() == 1) gone[i] = true;
  const Expr m1 = Expr::var("_merge_tester1");
  const Expr m2 = Expr::var("_merge_tester2");
  auto canMerge = [&](std::size_t a, std::size_t b) {
    for (std::size_t k = 0; k < formulas.size(); ++k) {
      if (sizevars::simplifiedEquals(Expr::mul({strides[k][a], sizes[a]}), strides[k][b])) {
        const Expr e1 = formulas[k].substitute({{vars[a], Expr::mul({m1, sizes[a]})}, {vars[b], m2}});
        const Expr e2 = formulas[k].substitute({{vars[a], Expr::constant(0)}, {vars[b], Expr::add({m1, m2})}});
        if (sizevars::simplifiedEquals(e1, e2)) continue;
      }
      return false;
    }
    return true;
  };
  return mergeLoops(std::move(gone), hints, canMerge,
                    [&](std::size_t i, std::size_t j) { sizes[i] = Expr::mul({sizes[i], sizes[j]}); });
}

}  // namespace

SimplifiedLoops simplifyLoops(const std::vector<std::string>& vars, const std::vector<std::int64_t>& sizesIn,
                              std::vector<Expr> formulas, const SymbolicLoops* sym) {
  if (sym && sym->sizes.size() == vars.size() && sym->formulas.size() == formulas.size()) {
    try {
      return simplifyLoopsSymbolic(vars, sizesIn, *sym);
    } catch (const std::domain_error&) {
      // a symbolic divisor that is 0 at a substituted point: decide on the hints
    }
  }
  const std::size_t n = vars.size();
  std::vector<std::vector<std::int64_t>> strides;
  std::vector<bool> affine;
  std::vector<std::vector<bool>> opaque;  // per formula: the loops inside an Identity(...)
  strides.reserve(formulas.size() + 1);
  for (const auto& f : formulas) {
    strides.push_back(strideHints(f, vars));
    affine.push_back(f.asAffine().has_value());
    const auto inside = identityVars(f);
    opaque.emplace_back(n, false);
    for (std::size_t i = 0; i < n; ++i)
      opaque.back()[i] = std::find(inside.begin(), inside.end(), vars[i]) != inside.end();
  }
  // index_prevent_reordering: a contiguous formula over the loops keeps their
  // order. It is affine, so only its strides are needed.
  {
    std::vector<std::int64_t> contiguous(n, 1);
    std::vector<bool> beyond(n, false);  // sizes whose product exceeds int64 (fuzzed): those loops never merge
    std::int64_t stride = 1;
    bool overflowed = false;
    for (std::size_t i = n; i-- > 0;) {
      contiguous[i] = stride;
      beyond[i] = overflowed;
      overflowed = overflowed || __builtin_mul_overflow(stride, sizesIn[i], &stride);
    }
    strides.push_back(std::move(contiguous));
    affine.push_back(true);
    opaque.push_back(std::move(beyond));
  }

  std::vector<std::int64_t> sizes = sizesIn;
  std::vector<bool> gone(n, false);
  for (std::size_t i = 0; i < n; ++i)
    if (sizes[i] == 1) gone[i] = true;

  const Expr m1 = Expr::var("_merge_tester1");
  const Expr m2 = Expr::var("_merge_tester2");
  auto canMerge = [&](std::size_t a, std::size_t b) {
    for (std::size_t k = 0; k < strides.size(); ++k) {
      if (opaque[k][a] || opaque[k][b]) return false;  // no integer stride through Identity
      // stride(a) * size(a) == stride(b), where the product fits int64 (fuzz_onnx: the
      // strides of huge index coefficients overflowed here)
      std::int64_t spanA = 0;
      if (!__builtin_mul_overflow(strides[k][a], sizes[a], &spanA) && spanA == strides[k][b]) {
        if (affine[k]) continue;  // the sound test holds for affine formulas
        Expr e1 = substituteVars(formulas[k], {{vars[a], Expr::mul({m1, Expr::constant(sizes[a])})}, {vars[b], m2}});
        Expr e2 = substituteVars(formulas[k], {{vars[a], Expr::constant(0)}, {vars[b], Expr::add({m1, m2})}});
        if (indexEqual(e1, e2)) continue;
      }
      return false;
    }
    return true;
  };

  return mergeLoops(std::move(gone), sizesIn, canMerge, [&](std::size_t i, std::size_t j) { sizes[i] *= sizes[j]; });
}

namespace {

// The loops (vars, sizes) merged and renamed prefix0, prefix1...: the new index.
// Affine indexes are rebuilt from their coefficients (what substitution would
// give, without walking the expression).
Expr reindexed(const Expr& index, const std::vector<std::string>& vars, const SimplifiedLoops& loops,
               const std::string& prefix) {
  // (an Identity stays in the index, as sympy_subs keeps it: substituted, not rebuilt)
  if (auto aff = index.stripIdentity() == index ? index.asAffine() : std::nullopt) {
    std::vector<Expr> terms;
    for (std::size_t i = 0; i < vars.size(); ++i) {
      auto it = aff->coeffs.find(vars[i]);
      if (it == aff->coeffs.end()) continue;
      const std::int64_t c = it->second;
      aff->coeffs.erase(it);
      if (loops.reindex[i] < 0 || c == 0) continue;
      terms.push_back(Expr::mul({Expr::constant(c), Expr::var(prefix + std::to_string(loops.reindex[i]))}));
    }
    for (const auto& [sym, c] : aff->coeffs)  // symbols that are not loops (tmp0 ...) stay
      if (c != 0) terms.push_back(Expr::mul({Expr::constant(c), Expr::var(sym)}));
    terms.push_back(Expr::constant(aff->offset));
    return Expr::add(std::move(terms));
  }
  std::vector<std::pair<std::string, Expr>> repl;
  for (std::size_t i = 0; i < vars.size(); ++i)
    repl.emplace_back(vars[i], loops.reindex[i] < 0 ? Expr::constant(0)
                                                    : Expr::var(prefix + std::to_string(loops.reindex[i])));
  return substituteVars(index, repl);
}

}  // namespace

std::pair<Expr, ir::VarRanges> normalizeIndex(const Expr& index, const ir::VarRanges& ranges,
                                              const std::string& prefix, const SymbolicLoops* sym) {
  std::vector<std::string> vars;
  std::vector<std::int64_t> sizes;
  for (const auto& [v, s] : ranges) {
    vars.push_back(v);
    sizes.push_back(s);
  }
  SimplifiedLoops loops = simplifyLoops(vars, sizes, {index}, sym);
  Expr out = reindexed(index, vars, loops, prefix);
  ir::VarRanges newRanges;
  for (std::size_t k = 0; k < loops.newSizes.size(); ++k)
    newRanges.emplace_back(prefix + std::to_string(k), loops.newSizes[k]);
  auto symbols = out.freeSymbols();
  while (!newRanges.empty() &&
         std::find(symbols.begin(), symbols.end(), newRanges.back().first) == symbols.end())
    newRanges.pop_back();
  return {out, newRanges};
}

std::pair<Expr, ir::VarRanges> normalizeWithStrideOrder(const Expr& index, const ir::VarRanges& ranges,
                                                        const SymbolicLoops* sym) {
  std::vector<std::string> vars;
  std::vector<std::int64_t> sizes;
  for (const auto& [v, s] : ranges) {
    vars.push_back(v);
    sizes.push_back(s);
  }
  auto strides = strideHints(index, vars);
  std::vector<std::size_t> order(vars.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  // sorted(..., key=strides, reverse=True) is stable: equal strides keep their order.
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return strides[a] > strides[b]; });
  std::vector<std::string> rv;
  std::vector<std::int64_t> rs;
  SymbolicLoops reordered;
  const bool symbolic = sym && sym->sizes.size() == vars.size() && sym->formulas.size() == 1;
  for (auto i : order) {
    rv.push_back(vars[i]);
    rs.push_back(sizes[i]);
    if (symbolic) reordered.sizes.push_back(sym->sizes[i]);
  }
  if (symbolic) reordered.formulas = sym->formulas;
  SimplifiedLoops loops = simplifyLoops(rv, rs, {index}, symbolic ? &reordered : nullptr);
  ir::VarRanges newRanges;
  for (std::size_t k = 0; k < loops.newSizes.size(); ++k) newRanges.emplace_back("t" + std::to_string(k), loops.newSizes[k]);
  return {reindexed(index, rv, loops, "t"), newRanges};
}

std::optional<std::vector<int>> decideLoopOrderToMatch(const Expr& selfIndex, const ir::VarRanges& selfRanges,
                                                       const Expr& otherIndex, const ir::VarRanges& otherRanges,
                                                       int selfSizeSymbols, int otherSizeSymbols) {
  if (selfRanges.size() != otherRanges.size()) return std::nullopt;
  // len(var_ranges) == len(index.free_symbols): the size symbols of a dynamic shape count
  auto everyVarUsed = [](const Expr& index, const ir::VarRanges& ranges, int sizeSymbols) {
    return ranges.size() == index.freeSymbols().size() + static_cast<std::size_t>(sizeSymbols);
  };
  if (!everyVarUsed(selfIndex, selfRanges, selfSizeSymbols) || !everyVarUsed(otherIndex, otherRanges, otherSizeSymbols))
    return std::nullopt;
  for (const auto& r : selfRanges)
    if (r.second == 0 || r.second == 1) return std::nullopt;
  for (const auto& r : otherRanges)
    if (r.second == 0 || r.second == 1) return std::nullopt;
  std::vector<std::string> sv, ov;
  for (const auto& r : selfRanges) sv.push_back(r.first);
  for (const auto& r : otherRanges) ov.push_back(r.first);
  auto ss = strideHints(selfIndex, sv);
  auto os = strideHints(otherIndex, ov);
  std::set<std::int64_t> sset(ss.begin(), ss.end()), oset(os.begin(), os.end());
  if (sset.size() != ss.size() || oset.size() != os.size()) return std::nullopt;
  if (sset != oset) return std::nullopt;
  std::map<std::int64_t, int> strideToIndex;
  for (std::size_t i = 0; i < ss.size(); ++i) strideToIndex[ss[i]] = static_cast<int>(i);
  std::vector<int> order;
  for (auto s : os) order.push_back(strideToIndex[s]);
  return order;
}

}  // namespace fs::ir
