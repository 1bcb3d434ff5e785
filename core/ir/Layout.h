// Layout of a buffer: Inductor's FixedLayout / MutationLayoutSHOULDREMOVE /
// MultiOutputLayout (torch/_inductor/ir.py).
//
// Contract: value type; sizes and strides are in elements, offset in elements.
// Dynamic shapes: a size, stride or offset that Inductor printed as an expression
// over size symbols (`s77`, `(((s53 - 1)//2)) + 1`) keeps that expression in
// symSize / symStride / symOffset (printed instead of the value), and the integer
// field holds its value for the dump's example inputs (Inductor's size hint, see
// SizeVars). Static layouts leave the sym fields empty.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/Expr.h"

namespace fs::ir {

struct Layout {
  /// "FixedLayout", "FlexibleLayout", "MutationLayoutSHOULDREMOVE", "MultiOutputLayout".
  std::string kind = "FixedLayout";
  std::string device;  ///< "cuda:0", "cpu"
  std::string dtype;   ///< "torch.float32" ...; empty for MultiOutputLayout
  std::vector<std::int64_t> size;
  std::vector<std::int64_t> stride;
  std::int64_t offset = 0;  ///< printed only when non-zero
  std::vector<Expr> symSize;    ///< symbolic sizes (one per size) or empty when all are integers
  std::vector<Expr> symStride;  ///< symbolic strides or empty
  std::optional<Expr> symOffset;
  /// Printed as Python tuples `(301056, 1, ...)` rather than lists (a layout made
  /// from a tuple, e.g. a concatenation buffer's stride).
  bool sizeTuple = false, strideTuple = false;

  std::int64_t numel() const;
  /// Bytes per element of dtype (torch.float32 -> 4); 0 when unknown.
  int itemsize() const;
  bool operator==(const Layout&) const = default;
};

/// Bytes per element of an Inductor dtype spelling ("torch.float32" -> 4); 0 if unknown.
int dtypeItemsize(const std::string& dtype);
/// Inductor's repr, e.g. "FixedLayout('cuda:0', torch.float32, size=[64], stride=[1])".
std::string layoutRepr(const Layout& layout);

}  // namespace fs::ir
