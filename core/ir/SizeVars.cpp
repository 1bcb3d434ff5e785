#include "core/ir/SizeVars.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace fs::ir::sizevars {

namespace {

struct Overflow {};

std::int64_t mulChecked(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) throw Overflow{};
  return r;
}
std::int64_t addChecked(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) throw Overflow{};
  return r;
}
std::int64_t absChecked(std::int64_t a) {
  if (a == std::numeric_limits<std::int64_t>::min()) throw Overflow{};
  return a < 0 ? -a : a;
}

// A product of atoms: (atom key, exponent), sorted by key. An atom is a size symbol or
// a term sympy does not multiply out (FloorDiv, ModularIndexing, Min, Max, Identity).
using Mono = std::vector<std::pair<std::string, int>>;

int degree(const Mono& m) {
  int d = 0;
  for (const auto& [k, e] : m) d += e;
  return d;
}

// Graded lexicographic order: a term order, so polynomial division terminates.
bool monoLess(const Mono& a, const Mono& b) {
  const int da = degree(a), db = degree(b);
  if (da != db) return da < db;
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) return false;  // a has a smaller atom b lacks
    if (i == a.size() || b[j].first < a[i].first) return true;
    if (a[i].second != b[j].second) return a[i].second < b[j].second;
    ++i, ++j;
  }
  return false;
}

Mono monoMul(const Mono& a, const Mono& b) {
  Mono out;
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) out.push_back(a[i++]);
    else if (i == a.size() || b[j].first < a[i].first) out.push_back(b[j++]);
    else {
      out.emplace_back(a[i].first, a[i].second + b[j].second);
      ++i, ++j;
    }
  }
  return out;
}

// a / b when every atom of b is in a at least as often.
std::optional<Mono> monoDiv(const Mono& a, const Mono& b) {
  Mono out;
  std::size_t i = 0;
  for (const auto& [k, e] : b) {
    while (i < a.size() && a[i].first < k) out.push_back(a[i++]);
    if (i == a.size() || a[i].first != k || a[i].second < e) return std::nullopt;
    if (a[i].second > e) out.emplace_back(k, a[i].second - e);
    ++i;
  }
  while (i < a.size()) out.push_back(a[i++]);
  return out;
}

using Poly = std::map<Mono, std::int64_t>;  // expanded sum of coefficient * monomial

void addTerm(Poly& p, const Mono& m, std::int64_t c) {
  if (c == 0) return;
  auto [it, fresh] = p.emplace(m, c);
  if (!fresh) {
    it->second = addChecked(it->second, c);
    if (it->second == 0) p.erase(it);
  }
}

Poly constantPoly(std::int64_t v) {
  Poly p;
  addTerm(p, {}, v);
  return p;
}

Poly add(const Poly& a, const Poly& b) {
  Poly out = a;
  for (const auto& [m, c] : b) addTerm(out, m, c);
  return out;
}

Poly scale(const Poly& a, std::int64_t k) {
  Poly out;
  for (const auto& [m, c] : a) addTerm(out, m, mulChecked(c, k));
  return out;
}

Poly mul(const Poly& a, const Poly& b) {
  Poly out;
  for (const auto& [ma, ca] : a)
    for (const auto& [mb, cb] : b) addTerm(out, monoMul(ma, mb), mulChecked(ca, cb));
  return out;
}

bool isConst(const Poly& p) { return p.empty() || (p.size() == 1 && p.begin()->first.empty()); }
std::int64_t constValue(const Poly& p) { return p.empty() ? 0 : p.begin()->second; }

// The leading term in the graded lexicographic order.
const std::pair<const Mono, std::int64_t>& leading(const Poly& p) {
  auto best = p.begin();
  for (auto it = p.begin(); it != p.end(); ++it)
    if (monoLess(best->first, it->first)) best = it;
  return *best;
}

// p / q when q divides p in Z[atoms] (the quotient has integer coefficients); the
// division algorithm for one divisor leaves no remainder exactly then.
std::optional<Poly> divideExact(const Poly& p, const Poly& q) {
  if (q.empty()) return std::nullopt;
  Poly rest = p, quotient;
  const auto& [lm, lc] = leading(q);
  for (int guard = 0; !rest.empty(); ++guard) {
    if (guard > 4096) return std::nullopt;
    const auto& [rm, rc] = leading(rest);
    if (lc == -1 && rc == std::numeric_limits<std::int64_t>::min()) throw Overflow{};  // INT64_MIN / -1
    if (rc % lc != 0) return std::nullopt;
    auto m = monoDiv(rm, lm);
    if (!m) return std::nullopt;
    Poly t;
    addTerm(t, *m, rc / lc);
    quotient = add(quotient, t);
    rest = add(rest, scale(mul(t, q), -1));
  }
  return quotient;
}

// Atoms by key, with each one's expression, and the conversions between Expr and Poly.
struct Algebra {
  std::map<std::string, Expr> atoms;

  Poly atom(const Expr& e) {
    atoms.emplace(e.key(), e);
    Poly p;
    p[{{e.key(), 1}}] = 1;
    return p;
  }

  Poly toPoly(const Expr& e) {  // SizeVarAllocator.simplify: sympy.expand
    switch (e.kind()) {
      case Expr::Kind::Const:
        return constantPoly(e.value());
      case Expr::Kind::Add: {
        Poly out;
        for (const Expr& t : e.args()) out = add(out, toPoly(t));
        return out;
      }
      case Expr::Kind::Mul: {
        Poly out = constantPoly(1);
        for (const Expr& f : e.args()) out = mul(out, toPoly(f));
        return out;
      }
      default:
        return atom(e);
    }
  }

  Expr toExpr(const Poly& p) const {
    std::vector<Expr> terms;
    for (const auto& [m, c] : p) {
      std::vector<Expr> factors{Expr::constant(c)};
      for (const auto& [k, e] : m)
        for (int i = 0; i < e; ++i) factors.push_back(atoms.at(k));
      terms.push_back(Expr::mul(std::move(factors)));
    }
    return Expr::add(std::move(terms));
  }

  const Expr* singleAtom(const Poly& p) const {
    if (p.size() != 1 || p.begin()->second != 1) return nullptr;
    const Mono& m = p.begin()->first;
    if (m.size() != 1 || m[0].second != 1) return nullptr;
    return &atoms.at(m[0].first);
  }

  // simple_floordiv_gcd(p, q): the integer content both share, times each factor of q
  // (sympy's Mul.make_args: the coefficient, each atom**exponent as one factor) that
  // every term of p holds as the same factor. Returns the gcd as a monomial term.
  static std::pair<std::int64_t, Mono> simpleFloordivGcd(const Poly& p, const Poly& q) {
    auto integerFactor = [](const Poly& x) {
      std::int64_t g = 0;
      for (const auto& [m, c] : x) g = std::gcd(g, absChecked(c));
      return g;
    };
    const std::int64_t g = std::gcd(integerFactor(p), integerFactor(q));
    std::int64_t coefficient = g == 0 ? 1 : g;
    Mono atomsPart;
    if (q.size() != 1) return {coefficient, atomsPart};  // an Add: one factor, no term of p holds it
    const auto& [qm, qc] = *q.begin();
    const std::int64_t qRest = qc / coefficient;
    auto termHolds = [&](const Mono& m, std::int64_t c, const std::pair<std::string, int>* factor, std::int64_t number) {
      if (!factor) return c / coefficient == number;
      return std::find(m.begin(), m.end(), *factor) != m.end();
    };
    if (qRest != 1) {
      bool all = true;
      for (const auto& [m, c] : p) all = all && termHolds(m, c, nullptr, qRest);
      if (all) coefficient = mulChecked(coefficient, qRest);
    }
    for (const auto& f : qm) {
      bool all = true;
      for (const auto& [m, c] : p) all = all && termHolds(m, c, &f, 0);
      if (all) atomsPart.push_back(f);
    }
    return {coefficient, atomsPart};
  }

  // FloorDiv.eval (torch/utils/_sympy/functions.py), on expanded operands.
  Poly floorDiv(const Poly& base, const Poly& divisor, int depth = 0) {
    auto unevaluated = [&] { return atom(Expr::floorDiv(toExpr(base), toExpr(divisor))); };
    if (divisor.empty() || depth > 32) return unevaluated();
    if (base.empty()) return {};
    if (isConst(divisor) && constValue(divisor) == 1) return base;
    if (isConst(divisor) && constValue(divisor) == -1) return scale(base, -1);
    if (base == divisor) return constantPoly(1);
    if (isConst(base) && isConst(divisor)) {
      const std::int64_t a = constValue(base), b = constValue(divisor);
      std::int64_t q = a / b;
      if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
      return constantPoly(q);
    }
    if (const Expr* a = singleAtom(base); a && a->kind() == Expr::Kind::FloorDiv)
      return floorDiv(toPoly(a->args()[0]), mul(toPoly(a->args()[1]), divisor), depth + 1);
    // (x + y) // c = x // c + y / c for the terms y that c divides.
    if (isConst(divisor)) {
      const std::int64_t c = constValue(divisor);
      Poly rest, quotients;
      for (const auto& [m, k] : base) {
        if (k % c == 0) addTerm(quotients, m, k / c);
        else addTerm(rest, m, k);
      }
      if (!quotients.empty()) return add(floorDiv(rest, divisor, depth + 1), quotients);
    }
    auto [g, gm] = simpleFloordivGcd(base, divisor);
    if (g == 1 && gm.empty() && divisor.size() > 1) {
      // an Add divisor: sympy.gcd; it is the divisor itself when that divides the base
      if (auto q = divideExact(base, divisor)) return *q;
    }
    if (g != 1 || !gm.empty()) {
      Poly gcd;
      addTerm(gcd, gm, g);
      auto b = divideExact(base, gcd), d = divideExact(divisor, gcd);
      if (b && d) return floorDiv(*b, *d, depth + 1);
    }
    return unevaluated();
  }

  // sympy.gcd(p, q) where q is one term (an integer times atoms): the integer content
  // both share times each atom of q to the lowest power every term of p holds it;
  // where q is a sum, q itself when it divides p, else 1 (sympy's polynomial gcd of
  // two sums is not ported: the index forms Inductor prints divide by terms).
  static Poly gcdWith(const Poly& p, const Poly& q) {
    if (q.size() != 1) {
      if (auto d = divideExact(p, q)) return q;
      return constantPoly(1);
    }
    const auto& [qm, qc] = *q.begin();
    std::int64_t g = absChecked(qc);
    for (const auto& [m, c] : p) g = std::gcd(g, absChecked(c));
    Mono common;
    for (const auto& factor : qm) {  // (not a structured binding: clang 14's lambdas cannot capture one)
      const std::string& atomKey = factor.first;
      int lowest = factor.second;
      for (const auto& [m, c] : p) {
        auto it = std::find_if(m.begin(), m.end(), [&atomKey](const auto& f) { return f.first == atomKey; });
        lowest = std::min(lowest, it == m.end() ? 0 : it->second);
      }
      if (lowest > 0) common.emplace_back(atomKey, lowest);
    }
    Poly out;
    addTerm(out, common, g == 0 ? 1 : g);
    return out;
  }

  // ModularIndexing.eval (torch/utils/_sympy/functions.py), on expanded operands.
  Poly modularIndexing(const Poly& base, const Poly& divisor, const Poly& modulus, int depth = 0) {
    auto unevaluated = [&] { return atom(Expr::modularIndexing(toExpr(base), toExpr(divisor), toExpr(modulus))); };
    if (base.empty() || (isConst(modulus) && constValue(modulus) == 1)) return {};
    if (isConst(base) && isConst(divisor) && isConst(modulus))  // (base // divisor) % modulus
      return constantPoly(Expr::modularIndexing(Expr::constant(constValue(base)), Expr::constant(constValue(divisor)),
                                                Expr::constant(constValue(modulus)))
                              .value());
    if (depth > 32) return unevaluated();
    if (!(isConst(divisor) && constValue(divisor) == 1)) {
      const Poly g = gcdWith(base, divisor);
      if (!(isConst(g) && constValue(g) == 1)) {
        auto b = divideExact(base, g), d = divideExact(divisor, g);
        if (b && d) return modularIndexing(*b, *d, modulus, depth + 1);
      }
    }
    if (base.size() > 1) {
      // the terms that modulus * divisor divides drop out, unless a term left is
      // negative (Triton's // of negatives, triton-lang/triton#619)
      const Poly span = mul(modulus, divisor);
      Poly kept;
      bool allPositive = true;
      for (const auto& [m, c] : base) {
        Poly term;
        addTerm(term, m, c);
        if (divideExact(term, span)) continue;
        if (c < 0) {
          allPositive = false;
          break;
        }
        addTerm(kept, m, c);
      }
      if (allPositive && kept.size() != base.size()) return modularIndexing(kept, divisor, modulus, depth + 1);
    }
    if (const Expr* a = singleAtom(base); a && a->kind() == Expr::Kind::FloorDiv)
      return modularIndexing(toPoly(a->args()[0]), mul(toPoly(a->args()[1]), divisor), modulus, depth + 1);
    return unevaluated();
  }

  // sympy's form of e: each FloorDiv and ModularIndexing evaluated bottom up (their
  // eval, which construction and sympy_subs run) and everything expanded, deep
  // (sympy.expand goes into function arguments).
  Poly canonical(const Expr& e) {
    switch (e.kind()) {
      case Expr::Kind::Const: return constantPoly(e.value());
      case Expr::Kind::Add: {
        Poly out;
        for (const Expr& t : e.args()) out = add(out, canonical(t));
        return out;
      }
      case Expr::Kind::Mul: {
        Poly out = constantPoly(1);
        for (const Expr& f : e.args()) out = mul(out, canonical(f));
        return out;
      }
      case Expr::Kind::FloorDiv: return floorDiv(canonical(e.args()[0]), canonical(e.args()[1]));
      case Expr::Kind::ModularIndexing:
        return modularIndexing(canonical(e.args()[0]), canonical(e.args()[1]), canonical(e.args()[2]));
      case Expr::Kind::Min:
      case Expr::Kind::Max: {
        std::vector<Expr> args;
        for (const Expr& a : e.args()) args.push_back(toExpr(canonical(a)));
        Expr m = e.kind() == Expr::Kind::Min ? Expr::min(std::move(args)) : Expr::max(std::move(args));
        return m.kind() == e.kind() ? atom(m) : canonical(m);
      }
      case Expr::Kind::Identity: return atom(Expr::identity(toExpr(canonical(e.args()[0]))));
      default: return atom(e);
    }
  }

  // Whether a size symbol is one of e's polynomial variables (not only inside a
  // FloorDiv or other term): shifted, such an e is a sum.
  static bool holdsSizeSymbol(const Expr& e) {
    if (e.kind() == Expr::Kind::Var) return isSizeSymbol(e.name());
    if (e.kind() != Expr::Kind::Add && e.kind() != Expr::Kind::Mul) return false;
    for (const Expr& a : e.args())
      if (holdsSizeSymbol(a)) return true;
    return false;
  }

  // What _maybe_evaluate_static's shift and expansion make of p's FloorDiv terms: one
  // whose divisor holds a size symbol has an Add divisor once the symbol is e + lower - 1,
  // and FloorDiv.eval divides by sympy.gcd, exactly when the divisor divides the base.
  Poly staticForm(const Poly& p) {
    Poly out;
    for (const auto& [m, c] : p) {
      Poly term = constantPoly(c);
      for (const auto& [k, e] : m) {
        const Expr a = atoms.at(k);
        Poly factor = atom(a);
        if (a.kind() == Expr::Kind::FloorDiv && holdsSizeSymbol(a.args()[1])) {
          const Poly num = staticForm(toPoly(a.args()[0])), den = staticForm(toPoly(a.args()[1]));
          if (auto q = divideExact(num, den)) factor = *q;
        }
        for (int i = 0; i < e; ++i) term = mul(term, factor);
      }
      out = add(out, term);
    }
    return out;
  }
};

// Intervals of bound_sympy, with infinite ends.
struct Interval {
  double lo = -INFINITY, hi = INFINITY;
};

double mulEnds(double a, double b) { return (a == 0 || b == 0) ? 0.0 : a * b; }

Interval mulIv(Interval a, Interval b) {
  const double p[] = {mulEnds(a.lo, b.lo), mulEnds(a.lo, b.hi), mulEnds(a.hi, b.lo), mulEnds(a.hi, b.hi)};
  return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
}

Interval powIv(Interval a, int e) {
  Interval out{1, 1};
  if (a.lo < 0 && e % 2 == 0) {
    for (int i = 0; i < e; ++i) out = mulIv(out, a);
    return {std::max(0.0, out.lo), out.hi};
  }
  for (int i = 0; i < e; ++i) out = mulIv(out, a);
  return out;
}

// The value range of an expression over the size symbols' ranges [lowerBound, inf).
Interval rangeOf(const Expr& e) {
  switch (e.kind()) {
    case Expr::Kind::Const:
      return {static_cast<double>(e.value()), static_cast<double>(e.value())};
    case Expr::Kind::Var:
      if (isSizeSymbol(e.name())) return {static_cast<double>(lowerBound(e.name())), INFINITY};
      return {};
    case Expr::Kind::Add: {
      Interval out{0, 0};
      for (const Expr& t : e.args()) {
        const Interval r = rangeOf(t);
        out = {out.lo + r.lo, out.hi + r.hi};
      }
      return out;
    }
    case Expr::Kind::Mul: {
      Interval out{1, 1};
      for (const Expr& f : e.args()) out = mulIv(out, rangeOf(f));
      return out;
    }
    case Expr::Kind::FloorDiv: {
      const Interval a = rangeOf(e.args()[0]), b = rangeOf(e.args()[1]);
      if (b.lo > 0 && b.lo == b.hi) return {std::floor(a.lo / b.lo), std::floor(a.hi / b.lo)};
      if (a.lo >= 0 && b.lo > 0) return {0, a.hi / b.lo};
      return {};
    }
    case Expr::Kind::ModularIndexing: {
      const Interval m = rangeOf(e.args()[2]);
      if (m.lo > 0) return {0, m.hi - 1};
      return {};
    }
    case Expr::Kind::Min:
    case Expr::Kind::Max: {
      const bool isMin = e.kind() == Expr::Kind::Min;
      Interval out = rangeOf(e.args().front());
      for (const Expr& a : e.args()) {
        const Interval r = rangeOf(a);
        out = isMin ? Interval{std::min(out.lo, r.lo), std::min(out.hi, r.hi)}
                    : Interval{std::max(out.lo, r.lo), std::max(out.hi, r.hi)};
      }
      return out;
    }
    case Expr::Kind::Identity:
      return rangeOf(e.args().front());
  }
  return {};
}

}  // namespace

std::vector<Expr> asExprs(const std::vector<std::int64_t>& values, const std::vector<Expr>& sym) {
  if (!sym.empty() && sym.size() == values.size()) return sym;
  std::vector<Expr> out;
  out.reserve(values.size());
  for (auto v : values) out.push_back(Expr::constant(v));
  return out;
}

std::int64_t lowerBound(std::string_view symbol) { return !symbol.empty() && symbol[0] == 'u' ? 0 : 2; }

Expr floorDiv(const Expr& base, const Expr& divisor) {
  try {
    Algebra alg;
    return alg.toExpr(alg.floorDiv(alg.toPoly(base), alg.toPoly(divisor)));
  } catch (const Overflow&) {
    return Expr::floorDiv(base, divisor);
  } catch (const std::domain_error&) {
    return Expr::floorDiv(base, divisor);
  }
}

Expr modularIndexing(const Expr& base, const Expr& divisor, const Expr& modulus) {
  try {
    Algebra alg;
    return alg.toExpr(alg.modularIndexing(alg.canonical(base), alg.canonical(divisor), alg.canonical(modulus)));
  } catch (const Overflow&) {
    return Expr::modularIndexing(base, divisor, modulus);
  }
}

Expr simplify(const Expr& e) {
  try {
    Algebra alg;
    return alg.toExpr(alg.canonical(e));
  } catch (const Overflow&) {
    return e;
  }
}

bool simplifiedEquals(const Expr& a, const Expr& b) {
  if (a == b) return true;
  try {
    Algebra alg;
    return add(alg.canonical(a), scale(alg.canonical(b), -1)).empty();
  } catch (const Overflow&) {
    return false;
  }
}

bool staticallyKnownMultipleOf(const Expr& numerator, const Expr& denominator) {
  try {
    Algebra alg;
    const Poly n = alg.staticForm(alg.toPoly(numerator)), d = alg.staticForm(alg.toPoly(denominator));
    if (d.empty()) return false;
    if (n.empty()) return true;
    return divideExact(n, d).has_value();
  } catch (const Overflow&) {
    return false;
  } catch (const std::domain_error&) {
    return false;
  }
}

bool staticallyKnownEquals(const Expr& a, const Expr& b) {
  if (a == b) return true;
  try {
    Algebra alg;
    return add(alg.staticForm(alg.toPoly(a)), scale(alg.staticForm(alg.toPoly(b)), -1)).empty();
  } catch (const Overflow&) {
    return false;
  } catch (const std::domain_error&) {
    return false;
  }
}

bool staticallyKnownGt(const Expr& a, const Expr& b) {
  try {
    Algebra alg;
    const Poly diff = add(alg.staticForm(alg.toPoly(a)), scale(alg.staticForm(alg.toPoly(b)), -1));
    // Each size symbol s becomes e + lowerBound(s) - 1 with e in [1, inf); other atoms
    // keep their own range. Expand, then bound each term.
    Poly shifted;
    std::map<std::string, Interval> ranges;
    for (const auto& [m, c] : diff) {
      Poly term = constantPoly(c);
      for (const auto& [k, e] : m) {
        const Expr& at = alg.atoms.at(k);
        Poly factor;
        if (at.kind() == Expr::Kind::Var && isSizeSymbol(at.name())) {
          const std::string shiftedKey = "shift:" + k;
          factor[{{shiftedKey, 1}}] = 1;
          addTerm(factor, {}, lowerBound(at.name()) - 1);
          ranges[shiftedKey] = {1, INFINITY};
        } else {
          factor[{{k, 1}}] = 1;
          ranges[k] = rangeOf(at);
        }
        for (int i = 0; i < e; ++i) term = mul(term, factor);
      }
      shifted = add(shifted, term);
    }
    double lo = 0;
    for (const auto& [m, c] : shifted) {
      Interval t{static_cast<double>(c), static_cast<double>(c)};
      for (const auto& [k, e] : m) t = mulIv(t, powIv(ranges.at(k), e));
      lo += t.lo;
    }
    return lo > 0;
  } catch (const Overflow&) {
    return false;
  } catch (const std::domain_error&) {
    return false;
  }
}

}  // namespace fs::ir::sizevars
