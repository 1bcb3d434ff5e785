// Dependencies of scheduler nodes: Inductor's MemoryDep, StarDep and WeakDep
// (torch/_inductor/dependencies.py).
//
// Contract: value types. A MemoryDep names a buffer, the index expression the
// node uses to access it, and the iteration variables (name, extent) that the
// index is written over, e.g. MemoryDep('buf3', 802816*d0 + 7168*d1 + 64*d2 + d3,
// {d0: 2, d1: 112, d2: 112, d3: 64}). StarDep means "the whole buffer, in an
// unknown pattern" (extern kernels); WeakDep only orders a mutation after reads.
// Equality is structural (index compared in canonical form).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/ir/Expr.h"

namespace fs::ir {

/// Ordered (symbol, extent) pairs, as Inductor's `var_ranges` dict prints them.
/// Extents are integers: the size hint where the dump printed an expression over
/// size symbols (dynamic shapes); that expression is kept beside, in a SymExtents.
using VarRanges = std::vector<std::pair<std::string, std::int64_t>>;
/// Symbolic extents of a VarRanges, one per entry in order; empty when every
/// extent was printed as an integer.
using SymExtents = std::vector<Expr>;

/// Inductor's store modes (`ops.store(name, index, value, mode)`): None, or
/// "atomic_add" (index_put with accumulate, embedding backward: several
/// iterations add into the same element, so the store is a read-modify-write).
struct MemoryDep {
  std::string name;
  /// The index, over the iteration variables. Size symbols (dynamic shapes) are
  /// replaced by their hints; str() prints the expression as the dump did.
  Expr index;
  VarRanges var_ranges;
  std::optional<std::string> mode;  ///< e.g. "atomic_add"; printed only when set
  bool modeKeyword = false;         ///< printed as `mode=atomic_add` rather than bare `atomic_add`
  SymExtents symRanges;             ///< symbolic extents (dynamic shapes), else empty

  /// Product of the extents: the number of points the access iterates over.
  std::int64_t numel() const;
  bool operator==(const MemoryDep&) const = default;
};

struct StarDep {
  std::string name;
  std::optional<std::string> mode;  ///< "None" when printed as mode=None
  bool printsMode = true;           ///< older releases print StarDep(name='buf2')
  /// The store mode, unset where none was printed or it was printed as None.
  std::optional<std::string> storeMode() const { return mode && *mode != "None" ? mode : std::nullopt; }
  bool operator==(const StarDep&) const = default;
};

struct WeakDep {
  std::string name;
  std::string mutating_buf;
  bool is_fake = false;
  bool printsFake = true;  ///< torch 2.8 prints WeakDep(name=..., mutating_buf=...) without is_fake
  bool operator==(const WeakDep&) const = default;
};

using Dep = std::variant<MemoryDep, StarDep, WeakDep>;

/// Buffer name of any dependency.
const std::string& depName(const Dep& dep);
/// `{d0: 2, d1: s77}`: var ranges as Inductor prints them (symbolic extents where given).
std::string varRangesRepr(const VarRanges& ranges, const SymExtents& sym);
/// Inductor's repr of a dependency, e.g. "StarDep(name='buf0', mode=None)".
std::string depRepr(const Dep& dep);

}  // namespace fs::ir
