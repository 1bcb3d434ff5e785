// SizeVars: the symbolic size tests Inductor decides fusions with under dynamic
// shapes, over ir::Expr.
//
// Contract: with static shapes every size is an integer and these reduce to integer
// arithmetic. With dynamic shapes (sizes such as `s77*((s53//4))**2`), Inductor never
// decides by the sizes' hints: it asks sympy whether a fact holds for every value the
// symbols may take, and "cannot tell" counts as "no". These functions answer as
// torch 2.11 does for the forms its scheduler prints (sums of products of size
// symbols, integers and FloorDiv / ModularIndexing / Min / Max terms):
//
//   floorDiv               torch.utils._sympy.functions.FloorDiv.eval: what sympy
//                          leaves of (a // b). It cancels only what it sees
//                          syntactically (simple_floordiv_gcd): `(s0*X**2) // s0` is
//                          X**2, but `(X**2) // X` stays a FloorDiv (X**2 is one
//                          factor, not X times X).
//   staticallyKnown*       SizeVarAllocator.statically_known_{multiple_of,equals,gt}
//                          (torch/_inductor/sizevars.py) through ShapeEnv's
//                          _maybe_evaluate_static: each size symbol is replaced by
//                          `e + lower - 1` with e >= 1 (its value range's lower bound:
//                          2 for a backed size `s<N>`, 0 for an unbacked `u<N>`), the
//                          expression is expanded, and bound_sympy's interval
//                          arithmetic decides. A FloorDiv whose divisor holds a size
//                          symbol is then a polynomial division (sympy.gcd on the
//                          shifted, expanded divisor); one whose divisor holds only
//                          FloorDiv terms (X = (s53//4)) is not, so
//                          multiple_of((X**2)//X, X) is false.
//
// Errors: none thrown; an overflow of 64-bit coefficients answers "not known" (false).
#pragma once

#include "core/ir/Expr.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace fs::ir::sizevars {

/// Sizes in sympy form: `sym` where the dump printed one symbolic form per value (dynamic
/// shapes), else each value as an integer constant.
std::vector<Expr> asExprs(const std::vector<std::int64_t>& values, const std::vector<Expr>& sym);

/// The lower bound of a size symbol's value range as Dynamo's ShapeEnv allocates it:
/// 0 for an unbacked symbol (`u<N>`, data-dependent), 2 for a backed one (sizes 0
/// and 1 are specialized, so a dynamic size is at least 2).
std::int64_t lowerBound(std::string_view symbol);

/// FloorDiv(base, divisor) as FloorDiv.eval leaves it (see the contract), both sides
/// first expanded (SizeVarAllocator.simplify). A divisor of 0 returns the unevaluated
/// FloorDiv (Inductor raises; callers never divide by a size of 0).
Expr floorDiv(const Expr& base, const Expr& divisor);

/// ModularIndexing(base, divisor, modulus) as ModularIndexing.eval leaves it: 0 for a
/// base of 0 or a modulus of 1; folded for integers; base and divisor divided by their
/// sympy.gcd; the terms of a sum that modulus * divisor divides dropped (unless a term
/// left is negative); a FloorDiv base's divisor taken in. Throws std::domain_error for
/// an integer divisor or modulus of 0.
Expr modularIndexing(const Expr& base, const Expr& divisor, const Expr& modulus);

/// SizeVarAllocator.simplify as _simplify_loops compares its results with `==`: every
/// FloorDiv and ModularIndexing evaluated bottom up (their eval, which sympy runs on
/// construction and in sympy_subs), then sympy.expand, deep (into the functions'
/// arguments). Size symbols stay symbols: no static evaluation, no shift.
Expr simplify(const Expr& e);

/// simplify(a) == simplify(b): sympy's structural equality of the expanded forms.
/// Throws std::domain_error where an integer divisor or modulus is 0.
bool simplifiedEquals(const Expr& a, const Expr& b);

/// statically_known_multiple_of(numerator, denominator): sympy's Mod(n, d) is 0 for
/// every value of the symbols (after the static evaluation's shift and expansion).
bool staticallyKnownMultipleOf(const Expr& numerator, const Expr& denominator);

/// statically_known_equals(a, b): a - b expands to 0.
bool staticallyKnownEquals(const Expr& a, const Expr& b);

/// statically_known_gt(a, b): the interval bound of the shifted, expanded a - b is
/// above 0.
bool staticallyKnownGt(const Expr& a, const Expr& b);

}  // namespace fs::ir::sizevars
