// IndexAnalysis: the index-expression algebra Inductor's scheduler relies on
// when it compares memory accesses: strides, loop simplification (merging
// contiguous loops), MemoryDep normalisation and loop-order matching.
//
// Contract: pure functions on ir::Expr with integer (static) sizes. Each says
// which Inductor function it mirrors:
//   strideHints           SizeVarAllocator.stride_hints / stride_vars
//   simplifyLoops         SizeVarAllocator._simplify_loops (+ index_prevent_reordering)
//   normalizeIndex        _RecordLoadStoreInner._normalize (MemoryDep.normalize)
//   normalizeWithStrideOrder  MemoryDep.normalize_with_stride_order
//   decideLoopOrderToMatch    MemoryDep.decide_loop_order_to_match
// Symbolic equality that Inductor decides with sympy.simplify is decided here
// by canonical form, and for non-affine expressions (FloorDiv,
// ModularIndexing, Min, Max) by evaluating both sides at probe points.
// Identity(x) (torch.utils._sympy.functions.Identity, which cat lowering puts
// around an index) is read from the expression's printed spelling: sympy
// cannot take a stride through it, so a loop that occurs inside it has stride
// hint 0 (stride_hints catches the TypeError) and never merges with another
// loop (_simplify_loops' stride test fails). Equality still compares the
// canonical form, in which Identity is transparent.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ir/Dep.h"
#include "core/ir/Expr.h"

namespace fs::ir {

/// Stride of each var in `index`: index(var=1, others=0) - index(all=0).
/// Symbols not in `vars`, and loops inside an Identity(...), count as 0.
std::vector<std::int64_t> strideHints(const ir::Expr& index, const std::vector<std::string>& vars);

/// The symbols that occur inside an Identity(...) of an index (ir::Expr's
/// Identity nodes, which the readers keep: parseExprKeepingIdentity), in
/// first-appearance order. Through an Identity sympy finds no integer stride.
std::vector<std::string> identityVars(const ir::Expr& index);

struct SimplifiedLoops {
  std::vector<std::int64_t> newSizes;  ///< merged loop sizes (size-1 loops removed)
  /// For each original loop: the new loop it becomes, or -1 (replaced by 0).
  std::vector<int> reindex;
};

/// The sympy forms of loops and their index formulas under dynamic shapes: the loops'
/// symbolic sizes (`s77*((s53//4))**2`) and the formulas with their size symbols kept
/// (not bound to hints), over the same vars.
struct SymbolicLoops {
  std::vector<ir::Expr> sizes;
  std::vector<ir::Expr> formulas;
};

/// Merges loops that every formula walks contiguously; `formulas` get the
/// contiguous-strides formula appended (index_prevent_reordering). A loop
/// inside an Identity(...) of a formula does not merge. With `sym` (dynamic shapes:
/// one symbolic size per var, one symbolic formula per formula) each merge is decided
/// as sympy decides it: strides and substitutions simplified (sizevars::simplify) and
/// compared structurally, so a ModularIndexing or FloorDiv over a symbolic modulus that
/// the hints would show to be the identity still keeps its loops apart (convnext's
/// `d1 + 384*ModularIndexing(d0, 1, s77*((s53//4))**2)` over d0 <
/// `s77*((s53//4))*(((((s53//4))**2)//((s53//4))))`); newSizes are still the hints.
SimplifiedLoops simplifyLoops(const std::vector<std::string>& vars, const std::vector<std::int64_t>& sizes,
                              std::vector<ir::Expr> formulas, const SymbolicLoops* sym = nullptr);

/// MemoryDep.normalize: merged loops, renamed c0, c1...; trailing unused vars dropped.
/// `sym`: as for simplifyLoops (dynamic shapes: sympy decides the merges).
std::pair<ir::Expr, ir::VarRanges> normalizeIndex(const ir::Expr& index, const ir::VarRanges& ranges,
                                                  const std::string& prefix = "c", const SymbolicLoops* sym = nullptr);

/// MemoryDep.normalize_with_stride_order (prefix "t"): loops sorted by
/// decreasing stride hint, then merged. Returns (index, ranges) over the hints. `sym`
/// (dynamic shapes: the dependency's symbolic extents and its one index with size
/// symbols kept) decides the merges as sympy does (simplifyLoops).
std::pair<ir::Expr, ir::VarRanges> normalizeWithStrideOrder(const ir::Expr& index, const ir::VarRanges& ranges,
                                                            const SymbolicLoops* sym = nullptr);

/// MemoryDep.decide_loop_order_to_match(self, other): the permutation that
/// makes self's loops walk like other's, or nullopt. `selfSizeSymbols` /
/// `otherSizeSymbols`: size symbols the printed index names (bound to hints in
/// the Expr); Inductor counts them in index.free_symbols, so with dynamic shapes
/// an index over a size symbol never matches its loop count and nothing reorders.
std::optional<std::vector<int>> decideLoopOrderToMatch(const ir::Expr& selfIndex, const ir::VarRanges& selfRanges,
                                                       const ir::Expr& otherIndex, const ir::VarRanges& otherRanges,
                                                       int selfSizeSymbols = 0, int otherSizeSymbols = 0);

/// True when a and b are equal expressions (canonical form, or probing for
/// non-affine ones).
bool indexEqual(const ir::Expr& a, const ir::Expr& b);

/// Renames variables (old name -> new expression) and re-canonicalises.
ir::Expr substituteVars(const ir::Expr& e, const std::vector<std::pair<std::string, ir::Expr>>& replacement);

}  // namespace fs::ir
