#include "core/ir/Layout.h"

#include <array>
#include <utility>

namespace fs::ir {

std::int64_t Layout::numel() const {
  std::int64_t n = 1;
  for (auto s : size) n *= s;
  return n;
}

int Layout::itemsize() const { return hasStorage() ? dtypeSize(dtype) : 0; }

namespace {
constexpr std::array<std::pair<LayoutKind, std::string_view>, 8> kKinds{{
    {LayoutKind::Layout, "Layout"},
    {LayoutKind::Fixed, "FixedLayout"},
    {LayoutKind::Flexible, "FlexibleLayout"},
    {LayoutKind::NonOwning, "NonOwningLayout"},
    {LayoutKind::CommBuffer, "CommBufferLayout"},
    {LayoutKind::None, "NoneLayout"},
    {LayoutKind::Mutation, "MutationLayoutSHOULDREMOVE"},
    {LayoutKind::MultiOutput, "MultiOutputLayout"},
}};
constexpr std::array<LayoutKind, kKinds.size()> kAllKinds = [] {
  std::array<LayoutKind, kKinds.size()> a{};
  for (std::size_t i = 0; i < kKinds.size(); ++i) a[i] = kKinds[i].first;
  return a;
}();
constexpr bool kindsInEnumOrder() {
  for (std::size_t i = 0; i < kKinds.size(); ++i)
    if (static_cast<std::size_t>(kKinds[i].first) != i) return false;
  return static_cast<std::size_t>(LayoutKind::Unknown) == kKinds.size();
}
static_assert(kindsInEnumOrder(), "kKinds must list every LayoutKind but Unknown, in declaration order");
}  // namespace

std::string_view layoutKindName(LayoutKind k) {
  auto i = static_cast<std::size_t>(k);
  return i < kKinds.size() ? kKinds[i].second : std::string_view("UnknownLayout");
}

std::span<const LayoutKind> allLayoutKinds() { return kAllKinds; }

static std::string intList(const std::vector<std::int64_t>& v, const std::vector<Expr>& sym, bool tuple) {
  std::string s = tuple ? "(" : "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i ? ", " : "") + (i < sym.size() ? sym[i].str() : std::to_string(v[i]));
  if (tuple && v.size() == 1) s += ",";
  return s + (tuple ? ")" : "]");
}

static std::string torchDevice(const std::string& dev) {
  if (dev.empty()) return "None";
  std::string type = dev, index;
  if (auto colon = dev.find(':'); colon != std::string::npos) {
    type = dev.substr(0, colon);
    index = dev.substr(colon + 1);
  }
  return "device(type='" + type + "'" + (index.empty() ? "" : ", index=" + index) + ")";
}

std::string layoutRepr(const Layout& layout) {
  if (layout.kind == LayoutKind::MultiOutput) return "MultiOutputLayout(device=" + torchDevice(layout.device) + ")";
  if (layout.deviceKeyword)
    return std::string(layoutKindName(layout.kind)) + "(device=" + torchDevice(layout.device) +
           ", size=" + intList(layout.size, layout.symSize, layout.sizeTuple) +
           ", stride=" + intList(layout.stride, layout.symStride, layout.strideTuple) + ")";
  std::string s = std::string(layoutKindName(layout.kind)) + "('" + layout.device + "', " +
                  std::string(dtypeName(layout.dtype)) + ", size=" + intList(layout.size, layout.symSize, layout.sizeTuple) +
                  ", stride=" + intList(layout.stride, layout.symStride, layout.strideTuple);
  if (layout.symOffset)
    s += ", offset=" + layout.symOffset->str();
  else if (layout.offset != 0)
    s += ", offset=" + std::to_string(layout.offset);
  if (layout.isPinned) s += ", is_pinned=True";
  return s + ")";
}

}  // namespace fs::ir
