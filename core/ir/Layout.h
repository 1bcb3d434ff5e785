// Layout of a buffer: Inductor's FixedLayout / MutationLayoutSHOULDREMOVE /
// MultiOutputLayout (torch/_inductor/ir.py).
//
// Contract: value type; sizes and strides are in elements, offset in elements.
// Dynamic shapes: a size, stride or offset that Inductor printed as an expression
// over size symbols (`s77`, `(((s53 - 1)//2)) + 1`) keeps that expression in
// symSize / symStride / symOffset (printed instead of the value), and the integer
// field holds its value for the dump's example inputs (Inductor's size hint, see
// SizeVars). Static layouts leave the sym fields empty.
// `kind` and `dtype` are enums; the Inductor frontend reads their spellings
// (frontends/inductor/TorchSpelling.h) and layoutRepr prints them back as Inductor did.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/DType.h"
#include "core/ir/Expr.h"

namespace fs::ir {

/// The product of sizes (1 for none): a numel. No overflow check (callers hold sizes of
/// real tensors, checked where they were read).
inline std::int64_t sizeProduct(const std::vector<std::int64_t>& sizes) {
  std::int64_t p = 1;
  for (std::int64_t s : sizes) p *= s;
  return p;
}

/// The layout classes of torch/_inductor/ir.py (PyTorch 2.11), by their Python names:
/// Layout, FixedLayout, FlexibleLayout, NonOwningLayout, CommBufferLayout, NoneLayout,
/// MutationLayoutSHOULDREMOVE and the output spec MultiOutputLayout. `Unknown` is a
/// class a frontend did not know (it warns where); it is read as a strided layout.
enum class LayoutKind : std::uint8_t {
  Layout, Fixed, Flexible, NonOwning, CommBuffer, None, Mutation, MultiOutput, Unknown,
};
/// The Python class name: LayoutKind::Fixed -> "FixedLayout",
/// Mutation -> "MutationLayoutSHOULDREMOVE"; Unknown -> "UnknownLayout".
std::string_view layoutKindName(LayoutKind k);
/// Every LayoutKind but Unknown, in declaration order.
std::span<const LayoutKind> allLayoutKinds();

struct Layout {
  LayoutKind kind = LayoutKind::Fixed;
  std::string device;  ///< "cuda:0", "cpu"
  /// The element type; Unknown for a MultiOutputLayout (which has none) and for a
  /// type the frontend did not know.
  DType dtype = DType::Unknown;
  std::vector<std::int64_t> size;
  std::vector<std::int64_t> stride;
  std::int64_t offset = 0;  ///< printed only when non-zero
  std::vector<Expr> symSize;    ///< symbolic sizes (one per size) or empty when all are integers
  std::vector<Expr> symStride;  ///< symbolic strides or empty
  std::optional<Expr> symOffset;
  /// Printed as Python tuples `(301056, 1, ...)` rather than lists (a layout made
  /// from a tuple, e.g. a concatenation buffer's stride).
  bool sizeTuple = false, strideTuple = false;
  /// torch 2.9+ prints `is_pinned=True` for a pinned CPU buffer (printed only when set).
  bool isPinned = false;
  /// Printed as a dataclass, `NoneLayout(device=device(type='cpu'), size=[0], stride=[0])`
  /// (the form NoneLayout takes: no dtype, the device as a torch.device); `device`
  /// empty for `device=None`.
  bool deviceKeyword = false;

  std::int64_t numel() const;
  /// Bytes per element of dtype (dtypeSize: torch.float32 -> 4); 0 when unknown,
  /// and for the layouts that hold no elements (MultiOutputLayout, NoneLayout).
  int itemsize() const;
  /// False for MultiOutputLayout and NoneLayout: no storage of their own
  /// (Inductor's NoneLayout: "the buffer is not allocated").
  bool hasStorage() const { return kind != LayoutKind::MultiOutput && kind != LayoutKind::None; }
  bool operator==(const Layout&) const = default;
};

/// Inductor's repr, e.g. "FixedLayout('cuda:0', torch.float32, size=[64], stride=[1])".
std::string layoutRepr(const Layout& layout);

}  // namespace fs::ir
