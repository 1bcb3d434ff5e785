// Expr: integer index expressions of Inductor's scheduler IR, in a canonical form.
//
// Contract: an Expr is an immutable value (cheap to copy: one shared pointer).
// Every constructor canonicalises, so two expressions that are equal after
// Inductor-style normalisation (flattened sums of products, like terms combined,
// constant folded, commutative operands sorted) have the same key() and compare
// equal with operator==. This mirrors what Inductor relies on when it compares
// sympy expressions structurally (e.g. `Scheduler.fusable_read_and_write`).
//
// Supported forms (the subset Inductor prints into ir_pre_fusion.txt):
//   integer constants, symbols (d0, p0, c0, z0, x0, indirect0, tmp0, ks0 ...),
//   Add, Mul, FloorDiv(a, b) printed `(a//b)`, ModularIndexing(a, div, mod),
//   Min(...), Max(...), and Identity(a) printed `(a)` (torch.utils._sympy's
//   Identity: the same value as `a`, but sympy neither expands it nor combines it
//   with the terms around it, so `((d3 - 126)) + 126` is not `d3`; Inductor's cat
//   lowering wraps a concatenated input's index in it, and its MemoryDeps keep it).
// Printing (str()) follows sympy/Inductor's spelling for these forms:
//   `150528*d0 + d1 + 672*d2 + 3*d3`, `2*p1 - 1`, `((p1//2)) + 1`,
//   `p1 + 128*(ModularIndexing(121*p0 + p2, 1, 1568))`.
// Constants are 64-bit: a constructor throws std::domain_error when folding
// overflows or a constant divisor or modulus is 0 (bad input, never wrapped).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace fs::ir {

class Expr {
 public:
  enum class Kind : std::uint8_t { Const, Var, Add, Mul, FloorDiv, ModularIndexing, Min, Max, Identity };

  /// The constant 0.
  Expr();
  static Expr constant(std::int64_t value);
  static Expr var(std::string name);
  /// Sum of terms; flattens, combines like terms, folds constants, distributes
  /// constant factors over sums (as sympy does).
  static Expr add(std::vector<Expr> terms);
  static Expr mul(std::vector<Expr> factors);
  /// Floor division `(a//b)`, Inductor's `FloorDiv`. Folds constants and b == 1.
  static Expr floorDiv(Expr a, Expr b);
  /// Inductor's `ModularIndexing(a, div, mod)` == (a // div) % mod.
  static Expr modularIndexing(Expr a, Expr div, Expr mod);
  static Expr min(std::vector<Expr> args);
  static Expr max(std::vector<Expr> args);
  /// Identity(a): equal in value to `a`, structurally distinct from it.
  static Expr identity(Expr a);
  /// The expression with every Identity replaced by its argument (Inductor's
  /// `index.replace(Identity, lambda x: x)`).
  Expr stripIdentity() const;

  Kind kind() const;
  bool isConst() const { return kind() == Kind::Const; }
  bool isVar() const { return kind() == Kind::Var; }
  /// Value of a Const; 0 for other kinds.
  std::int64_t value() const;
  /// Name of a Var; empty for other kinds.
  const std::string& name() const;
  /// Operands: Add terms, Mul factors, FloorDiv (a, b), ModularIndexing (a, div, mod),
  /// Min/Max arguments. Empty for Const and Var.
  const std::vector<Expr>& args() const;

  /// Canonical text; two expressions are equal iff their keys are equal.
  const std::string& key() const;
  /// The spelling this expression was read with (see withSpelling), else key().
  const std::string& str() const;
  /// A copy that prints as `spelling` (the text it was parsed from), keeping the
  /// canonical key for comparisons. Lets dumps round-trip byte for byte.
  Expr withSpelling(std::string spelling) const;
  bool operator==(const Expr& other) const;
  bool operator!=(const Expr& other) const { return !(*this == other); }
  std::size_t hash() const;

  /// Evaluates with integer semantics: FloorDiv rounds toward -inf, ModularIndexing
  /// is Python's non-negative `%` of the floored quotient. `lookup` gives each
  /// symbol's value; throws std::out_of_range (from lookup) for unknown symbols,
  /// std::domain_error for a division or modulus by zero or a result that
  /// overflows 64-bit integers (checked, never undefined behaviour).
  std::int64_t evaluate(const std::function<std::int64_t(const std::string&)>& lookup) const;
  /// Replaces symbols by expressions (result is re-canonicalised).
  Expr substitute(const std::map<std::string, Expr>& replacement) const;
  /// Symbol names in first-appearance order (of the canonical form).
  std::vector<std::string> freeSymbols() const;

  /// Affine view: sum(coeff[sym] * sym) + offset, when the expression is affine in
  /// its symbols (Identity read through); std::nullopt when it holds
  /// FloorDiv/ModularIndexing/Min/Max or products of symbols.
  struct Affine {
    std::map<std::string, std::int64_t> coeffs;
    std::int64_t offset = 0;
  };
  std::optional<Affine> asAffine() const;

  struct Node;
  /// Internal: wraps a canonical node (used by the constructors above).
  static Expr fromNode(std::shared_ptr<const Node> node);

 private:
  explicit Expr(std::shared_ptr<const Node> node) : node_(std::move(node)) {}
  std::shared_ptr<const Node> node_;
  std::shared_ptr<const std::string> spelling_;
};

/// Thrown by parseExpr for a well-formed call of a function it does not know
/// (a construct of a newer PyTorch, not a garbled text): readers degrade on it.
class UnknownFunctionError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

/// Parses Inductor's printed form of an index expression (the grammar above,
/// plus unary minus, parentheses, `**` with a small integer exponent, and the
/// integer functions listed in ExprParser.cpp, lowered onto the forms above).
/// Throws std::invalid_argument with a message naming the column and what was
/// expected (UnknownFunctionError for an unknown function; also for a constant that
/// does not fit in 64 bits, a division by 0, a text over 64 KiB, nesting deeper than 64 levels or a
/// power of more than 4,096 factors: hostile input); callers add file:line.
Expr parseExpr(std::string_view text);
/// How parseExprKeepingIdentity reads parentheses: sympy prints Identity(a) as `(a)`
/// and never prints other redundant parentheses, so a parenthesised group that is
/// not an operand of `*`, `//` or `**`, not FloorDiv's own `(a//b)` and not a
/// precedence wrap around one group or call is an Identity: `(d3)` alone, the
/// inner group of `((d3 - 126))` in a sum. The spelling `Identity(a)` is one too.
/// For the indices of MemoryDeps, which Inductor compares structurally; loop-body
/// indices are read with parseExpr (Identity dropped: it changes no value).
Expr parseExprKeepingIdentity(std::string_view text);

/// True for Inductor's size-symbol names (torch.utils._sympy.symbol.SymT): `s<N>`
/// (sizes of inputs, dynamic shapes), `u<N>` (unbacked: data-dependent sizes),
/// `ps<N>` (precomputed sizes). Iteration variables (d0, p0, c0, x0, r0_0,
/// indirect0, tmp0 ...) are not.
bool isSizeSymbol(std::string_view name);
/// The distinct size symbols (isSizeSymbol) named in a printed expression, in
/// order of first appearance.
std::vector<std::string> sizeSymbolsIn(std::string_view text);

}  // namespace fs::ir

template <>
struct std::hash<fs::ir::Expr> {
  std::size_t operator()(const fs::ir::Expr& e) const noexcept { return e.hash(); }
};
