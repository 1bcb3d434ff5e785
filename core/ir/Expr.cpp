#include "core/ir/Expr.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <unordered_map>

namespace fs::ir {

struct Expr::Node {
  Kind kind = Kind::Const;
  std::int64_t value = 0;
  std::string name;
  std::vector<Expr> args;
  std::string key;
  std::size_t hash = 0;
};

namespace {

// Constant folding in 64-bit integers; what does not fit is bad input (a number
// of a garbled or hostile file), reported as std::domain_error, never wrapped.
std::int64_t checkedMul(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) throw std::domain_error("index expression overflows 64-bit integers");
  return r;
}
std::int64_t checkedAdd(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) throw std::domain_error("index expression overflows 64-bit integers");
  return r;
}

std::int64_t floorDivInt(std::int64_t a, std::int64_t b) {
  if (b == 0) throw std::domain_error("index expression divides by zero");
  if (b == -1) return checkedMul(a, -1);
  std::int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

std::int64_t pyMod(std::int64_t a, std::int64_t b) {
  if (b == 0) throw std::domain_error("index expression takes a modulus by zero");
  if (b == -1) return 0;
  std::int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

// Terms whose printed form needs extra parentheses inside sums and products,
// as Inductor's sympy printer writes them: `((p1//2)) + 1`, `128*(ModularIndexing(...))`.
bool isParenFunction(const Expr& e) {
  return e.kind() == Expr::Kind::FloorDiv || e.kind() == Expr::Kind::ModularIndexing ||
         e.kind() == Expr::Kind::Identity;
}

// Rank of an Add term for ordering: plain symbol monomials first, then functions.
int termRank(const Expr& rest) {
  if (rest.isVar()) return 0;
  if (rest.kind() == Expr::Kind::Mul) {
    for (const Expr& f : rest.args())
      if (!f.isVar() && !f.isConst()) return 1;
    return 0;
  }
  return 1;
}

bool hasIdentity(const Expr& e) {
  if (e.kind() == Expr::Kind::Identity) return true;
  for (const Expr& a : e.args())
    if (hasIdentity(a)) return true;
  return false;
}

// Splits a term into (coefficient, rest without the coefficient).
std::pair<std::int64_t, Expr> splitCoefficient(const Expr& term);

}  // namespace

Expr::Expr() : Expr(constant(0)) {}

Expr Expr::constant(std::int64_t value) {
  auto make = [](std::int64_t v) {
    auto node = std::make_shared<Node>();
    node->kind = Kind::Const;
    node->value = v;
    node->key = std::to_string(v);
    node->hash = std::hash<std::string>{}(node->key);
    return node;
  };
  // Nodes are immutable: the small constants (every default Expr is 0) share one each.
  static const std::shared_ptr<const Node> small[] = {make(-1), make(0), make(1), make(2)};
  if (value >= -1 && value <= 2) return Expr(small[value + 1]);
  return Expr(make(value));
}

Expr Expr::var(std::string name) {
  auto node = std::make_shared<Node>();
  node->kind = Kind::Var;
  node->name = std::move(name);
  node->key = node->name;
  node->hash = std::hash<std::string>{}(node->key);
  return Expr(std::move(node));
}

namespace {

std::string printTermBody(const Expr& e);

std::string wrapFactor(const Expr& f) {
  if (f.kind() == Expr::Kind::Add) return "(" + f.key() + ")";
  if (isParenFunction(f)) return "(" + f.key() + ")";
  return f.key();
}

// Printed Mul without sign handling: coefficient (if not +-1) and factors.
std::string printMul(std::int64_t coeff, const std::vector<Expr>& factors) {
  std::string s;
  if (coeff == -1)
    s = "-";
  else if (coeff != 1)
    s = std::to_string(coeff) + "*";
  for (std::size_t i = 0; i < factors.size(); ++i) {
    if (i) s += "*";
    s += wrapFactor(factors[i]);
  }
  return s;
}

std::string printTermBody(const Expr& e) {
  if (isParenFunction(e)) return "(" + e.key() + ")";
  return e.key();
}

std::pair<std::int64_t, Expr> splitCoefficient(const Expr& term) {
  if (term.kind() != Expr::Kind::Mul) return {1, term};
  const auto& a = term.args();
  if (!a.empty() && a[0].isConst()) {
    std::vector<Expr> rest(a.begin() + 1, a.end());
    if (rest.size() == 1) return {a[0].value(), rest[0]};
    return {a[0].value(), Expr::mul(rest)};
  }
  return {1, term};
}

}  // namespace

Expr Expr::fromNode(std::shared_ptr<const Node> node) { return Expr(std::move(node)); }

Expr Expr::mul(std::vector<Expr> factors) {
  std::int64_t coeff = 1;
  std::vector<Expr> rest;
  std::vector<Expr> stack(factors.rbegin(), factors.rend());
  while (!stack.empty()) {
    Expr f = std::move(stack.back());
    stack.pop_back();
    if (f.isConst()) {
      coeff = checkedMul(coeff, f.value());
    } else if (f.kind() == Kind::Mul) {
      for (auto it = f.args().rbegin(); it != f.args().rend(); ++it) stack.push_back(*it);
    } else {
      rest.push_back(std::move(f));
    }
  }
  if (coeff == 0 || rest.empty()) return constant(coeff);
  // sympy distributes a number over a sum: 2*(x + 1) -> 2*x + 2.
  if (rest.size() == 1 && rest[0].kind() == Kind::Add && coeff != 1) {
    std::vector<Expr> terms;
    for (const Expr& t : rest[0].args()) terms.push_back(mul({constant(coeff), t}));
    return add(std::move(terms));
  }
  std::sort(rest.begin(), rest.end(), [](const Expr& a, const Expr& b) {
    int ra = termRank(a), rb = termRank(b);
    if (ra != rb) return ra < rb;
    return a.key() < b.key();
  });
  if (coeff == 1 && rest.size() == 1) return rest[0];
  std::string key = printMul(coeff, rest);
  std::vector<Expr> args;
  if (coeff != 1) args.push_back(constant(coeff));
  for (auto& r : rest) args.push_back(r);
  return fromNode(std::make_shared<Node>(Node{Kind::Mul, 0, {}, std::move(args), key,
                                              std::hash<std::string>{}(key) ^ 0x51ULL}));
}

Expr Expr::add(std::vector<Expr> terms) {
  std::int64_t offset = 0;
  std::vector<std::pair<std::int64_t, Expr>> parts;  // (coeff, rest), merged by rest key
  std::unordered_map<std::string, std::size_t> index;
  std::vector<Expr> stack(terms.rbegin(), terms.rend());
  while (!stack.empty()) {
    Expr t = std::move(stack.back());
    stack.pop_back();
    if (t.isConst()) {
      offset = checkedAdd(offset, t.value());
      continue;
    }
    if (t.kind() == Kind::Add) {
      for (auto it = t.args().rbegin(); it != t.args().rend(); ++it) stack.push_back(*it);
      continue;
    }
    auto [c, rest] = splitCoefficient(t);
    auto found = index.find(rest.key());
    if (found == index.end()) {
      index.emplace(rest.key(), parts.size());
      parts.emplace_back(c, rest);
    } else {
      parts[found->second].first = checkedAdd(parts[found->second].first, c);
    }
  }
  std::erase_if(parts, [](const auto& p) { return p.first == 0; });
  if (parts.empty()) return constant(offset);
  std::sort(parts.begin(), parts.end(), [](const auto& a, const auto& b) {
    int ra = termRank(a.second), rb = termRank(b.second);
    if (ra != rb) return ra < rb;
    return a.second.key() < b.second.key();
  });
  if (parts.size() == 1 && offset == 0) return mul({constant(parts[0].first), parts[0].second});
  std::vector<Expr> args;
  std::string key;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    auto [c, rest] = parts[i];
    std::vector<Expr> restFactors =
        rest.kind() == Kind::Mul ? rest.args() : std::vector<Expr>{rest};
    std::int64_t shown = c;
    if (i > 0) {
      key += c < 0 ? " - " : " + ";
      if (c < 0) shown = checkedMul(c, -1);
    }
    std::string body;
    if (restFactors.size() == 1 && (shown == 1 || shown == -1))
      body = (shown == -1 ? "-" : "") + printTermBody(restFactors[0]);
    else
      body = printMul(shown, restFactors);
    key += body;
    args.push_back(mul({constant(c), rest}));
  }
  if (offset != 0) {
    key += offset < 0 ? " - " : " + ";
    key += std::to_string(offset < 0 ? checkedMul(offset, -1) : offset);
    args.push_back(constant(offset));
  }
  return fromNode(std::make_shared<Node>(Node{Kind::Add, 0, {}, std::move(args), key,
                                              std::hash<std::string>{}(key) ^ 0xadULL}));
}

Expr Expr::floorDiv(Expr a, Expr b) {
  if (b.isConst() && b.value() == 0) throw std::domain_error("index expression divides by zero");
  if (a.isConst() && b.isConst()) return constant(floorDivInt(a.value(), b.value()));
  if (b.isConst() && b.value() == 1) return a;
  auto paren = [](const Expr& e) {
    return (e.kind() == Kind::Add || e.kind() == Kind::Mul) ? "(" + e.key() + ")" : e.key();
  };
  std::string key = "(" + paren(a) + "//" + paren(b) + ")";
  return fromNode(std::make_shared<Node>(Node{Kind::FloorDiv, 0, {}, {a, b}, key,
                                              std::hash<std::string>{}(key) ^ 0xfdULL}));
}

Expr Expr::modularIndexing(Expr a, Expr div, Expr mod) {
  if (div.isConst() && div.value() == 0) throw std::domain_error("index expression divides by zero");
  if (mod.isConst() && mod.value() == 0) throw std::domain_error("index expression takes a modulus by zero");
  if (a.isConst() && div.isConst() && mod.isConst())
    return constant(pyMod(floorDivInt(a.value(), div.value()), mod.value()));
  std::string key = "ModularIndexing(" + a.key() + ", " + div.key() + ", " + mod.key() + ")";
  return fromNode(std::make_shared<Node>(Node{Kind::ModularIndexing, 0, {}, {a, div, mod}, key,
                                              std::hash<std::string>{}(key) ^ 0x3dULL}));
}

static Expr minMax(Expr::Kind kind, std::vector<Expr> args) {
  if (args.empty()) throw std::invalid_argument(kind == Expr::Kind::Min ? "Min() needs arguments" : "Max() needs arguments");
  std::vector<Expr> flat;
  std::optional<std::int64_t> folded;
  std::vector<Expr> stack(args.rbegin(), args.rend());
  while (!stack.empty()) {
    Expr e = std::move(stack.back());
    stack.pop_back();
    if (e.kind() == kind) {
      for (auto it = e.args().rbegin(); it != e.args().rend(); ++it) stack.push_back(*it);
    } else if (e.isConst()) {
      folded = !folded ? e.value()
                       : (kind == Expr::Kind::Min ? std::min(*folded, e.value()) : std::max(*folded, e.value()));
    } else {
      flat.push_back(std::move(e));
    }
  }
  std::sort(flat.begin(), flat.end(), [](const Expr& a, const Expr& b) { return a.key() < b.key(); });
  if (folded) flat.insert(flat.begin(), Expr::constant(*folded));  // sympy prints numbers first
  flat.erase(std::unique(flat.begin(), flat.end()), flat.end());
  if (flat.size() == 1) return flat[0];
  std::string key = kind == Expr::Kind::Min ? "Min(" : "Max(";
  for (std::size_t i = 0; i < flat.size(); ++i) key += (i ? ", " : "") + flat[i].key();
  key += ")";
  return Expr::fromNode(std::make_shared<Expr::Node>(
      Expr::Node{kind, 0, {}, std::move(flat), key, std::hash<std::string>{}(key) ^ 0x77ULL}));
}

Expr Expr::identity(Expr a) {
  std::string key = "(" + a.key() + ")";
  return fromNode(std::make_shared<Node>(Node{Kind::Identity, 0, {}, {std::move(a)}, key,
                                              std::hash<std::string>{}(key) ^ 0x1dULL}));
}

Expr Expr::stripIdentity() const {
  if (!hasIdentity(*this)) return *this;
  if (kind() == Kind::Identity) return args()[0].stripIdentity();
  std::vector<Expr> a;
  a.reserve(args().size());
  for (const Expr& x : args()) a.push_back(x.stripIdentity());
  switch (kind()) {
    case Kind::Add: return add(std::move(a));
    case Kind::Mul: return mul(std::move(a));
    case Kind::FloorDiv: return floorDiv(a[0], a[1]);
    case Kind::ModularIndexing: return modularIndexing(a[0], a[1], a[2]);
    case Kind::Min: return min(std::move(a));
    case Kind::Max: return max(std::move(a));
    default: return *this;
  }
}

Expr Expr::min(std::vector<Expr> args) { return minMax(Kind::Min, std::move(args)); }
Expr Expr::max(std::vector<Expr> args) { return minMax(Kind::Max, std::move(args)); }

Expr::Kind Expr::kind() const { return node_->kind; }
std::int64_t Expr::value() const { return node_->kind == Kind::Const ? node_->value : 0; }
const std::string& Expr::name() const { return node_->name; }
const std::vector<Expr>& Expr::args() const { return node_->args; }
const std::string& Expr::key() const { return node_->key; }
const std::string& Expr::str() const { return spelling_ ? *spelling_ : node_->key; }
bool Expr::operator==(const Expr& other) const {
  return node_ == other.node_ || (node_->hash == other.node_->hash && node_->key == other.node_->key);
}
std::size_t Expr::hash() const { return node_->hash; }

Expr Expr::withSpelling(std::string spelling) const {
  Expr copy = *this;
  if (spelling != node_->key)
    copy.spelling_ = std::make_shared<const std::string>(std::move(spelling));
  else
    copy.spelling_.reset();
  return copy;
}

std::int64_t Expr::evaluate(const std::function<std::int64_t(const std::string&)>& lookup) const {
  switch (kind()) {
    case Kind::Const:
      return value();
    case Kind::Var:
      return lookup(name());
    case Kind::Add: {
      std::int64_t s = 0;
      for (const Expr& a : args()) s = checkedAdd(s, a.evaluate(lookup));
      return s;
    }
    case Kind::Mul: {
      std::int64_t p = 1;
      for (const Expr& a : args()) p = checkedMul(p, a.evaluate(lookup));
      return p;
    }
    case Kind::FloorDiv:
      return floorDivInt(args()[0].evaluate(lookup), args()[1].evaluate(lookup));
    case Kind::ModularIndexing:
      return pyMod(floorDivInt(args()[0].evaluate(lookup), args()[1].evaluate(lookup)),
                   args()[2].evaluate(lookup));
    case Kind::Identity:
      return args()[0].evaluate(lookup);
    case Kind::Min:
    case Kind::Max: {
      std::int64_t r = args()[0].evaluate(lookup);
      for (std::size_t i = 1; i < args().size(); ++i) {
        std::int64_t v = args()[i].evaluate(lookup);
        r = kind() == Kind::Min ? std::min(r, v) : std::max(r, v);
      }
      return r;
    }
  }
  return 0;
}

Expr Expr::substitute(const std::map<std::string, Expr>& replacement) const {
  switch (kind()) {
    case Kind::Const:
      return *this;
    case Kind::Var: {
      auto it = replacement.find(name());
      return it == replacement.end() ? Expr(node_) : it->second;
    }
    default:
      break;
  }
  std::vector<Expr> a;
  a.reserve(args().size());
  for (const Expr& x : args()) a.push_back(x.substitute(replacement));
  switch (kind()) {
    case Kind::Add:
      return add(std::move(a));
    case Kind::Mul:
      return mul(std::move(a));
    case Kind::FloorDiv:
      return floorDiv(a[0], a[1]);
    case Kind::ModularIndexing:
      return modularIndexing(a[0], a[1], a[2]);
    case Kind::Min:
      return min(std::move(a));
    case Kind::Max:
      return max(std::move(a));
    case Kind::Identity:
      return identity(a[0]);
    default:
      return *this;
  }
}

std::vector<std::string> Expr::freeSymbols() const {
  std::vector<std::string> out;
  std::function<void(const Expr&)> walk = [&](const Expr& e) {
    if (e.isVar()) {
      if (std::find(out.begin(), out.end(), e.name()) == out.end()) out.push_back(e.name());
      return;
    }
    for (const Expr& a : e.args()) walk(a);
  };
  walk(*this);
  return out;
}

std::optional<Expr::Affine> Expr::asAffine() const {
  if (hasIdentity(*this)) return stripIdentity().asAffine();
  Affine result;
  auto addTerm = [&](const Expr& term) -> bool {
    if (term.isConst()) {
      result.offset += term.value();
      return true;
    }
    if (term.isVar()) {
      result.coeffs[term.name()] += 1;
      return true;
    }
    if (term.kind() == Kind::Mul && term.args().size() == 2 && term.args()[0].isConst() && term.args()[1].isVar()) {
      result.coeffs[term.args()[1].name()] += term.args()[0].value();
      return true;
    }
    return false;
  };
  if (kind() == Kind::Add) {
    for (const Expr& t : args())
      if (!addTerm(t)) return std::nullopt;
    return result;
  }
  if (!addTerm(*this)) return std::nullopt;
  return result;
}

}  // namespace fs::ir
