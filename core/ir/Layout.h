// Layout of a buffer: Inductor's FixedLayout / MutationLayoutSHOULDREMOVE /
// MultiOutputLayout (torch/_inductor/ir.py).
//
// Contract: value type; sizes and strides are in elements, offset in elements.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace fs::ir {

struct Layout {
  /// "FixedLayout", "FlexibleLayout", "MutationLayoutSHOULDREMOVE", "MultiOutputLayout".
  std::string kind = "FixedLayout";
  std::string device;  ///< "cuda:0", "cpu"
  std::string dtype;   ///< "torch.float32" ...; empty for MultiOutputLayout
  std::vector<std::int64_t> size;
  std::vector<std::int64_t> stride;
  std::int64_t offset = 0;  ///< printed only when non-zero

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
