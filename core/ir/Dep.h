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
using VarRanges = std::vector<std::pair<std::string, std::int64_t>>;

struct MemoryDep {
  std::string name;
  Expr index;
  VarRanges var_ranges;
  std::optional<std::string> mode;  ///< e.g. "atomic_add"; printed only when set

  /// Product of the extents: the number of points the access iterates over.
  std::int64_t numel() const;
  bool operator==(const MemoryDep&) const = default;
};

struct StarDep {
  std::string name;
  std::optional<std::string> mode;  ///< "None" when printed as mode=None
  bool printsMode = true;           ///< older releases print StarDep(name='buf2')
  bool operator==(const StarDep&) const = default;
};

struct WeakDep {
  std::string name;
  std::string mutating_buf;
  bool is_fake = false;
  bool operator==(const WeakDep&) const = default;
};

using Dep = std::variant<MemoryDep, StarDep, WeakDep>;

/// Buffer name of any dependency.
const std::string& depName(const Dep& dep);
/// Inductor's repr of a dependency, e.g. "StarDep(name='buf0', mode=None)".
std::string depRepr(const Dep& dep);

}  // namespace fs::ir
