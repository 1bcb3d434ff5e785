#include "core/ir/DType.h"

#include <array>

namespace fs::ir {

namespace {
struct Row {
  DType type;
  std::string_view name;
  int size;
};
// The one table: spelling as PyTorch's repr prints it, and element_size().
constexpr std::array<Row, 22> kTable{{
    {DType::Bool, "torch.bool", 1},
    {DType::I8, "torch.int8", 1},
    {DType::U8, "torch.uint8", 1},
    {DType::I16, "torch.int16", 2},
    {DType::I32, "torch.int32", 4},
    {DType::I64, "torch.int64", 8},
    {DType::F16, "torch.float16", 2},
    {DType::BF16, "torch.bfloat16", 2},
    {DType::F32, "torch.float32", 4},
    {DType::F64, "torch.float64", 8},
    {DType::U16, "torch.uint16", 2},
    {DType::U32, "torch.uint32", 4},
    {DType::U64, "torch.uint64", 8},
    {DType::F8E4M3FN, "torch.float8_e4m3fn", 1},
    {DType::F8E4M3FNUZ, "torch.float8_e4m3fnuz", 1},
    {DType::F8E5M2, "torch.float8_e5m2", 1},
    {DType::F8E5M2FNUZ, "torch.float8_e5m2fnuz", 1},
    {DType::F8E8M0FNU, "torch.float8_e8m0fnu", 1},
    {DType::F4E2M1FNx2, "torch.float4_e2m1fn_x2", 1},
    {DType::C32, "torch.complex32", 4},
    {DType::C64, "torch.complex64", 8},
    {DType::C128, "torch.complex128", 16},
}};

constexpr std::array<DType, kTable.size()> kAll = [] {
  std::array<DType, kTable.size()> a{};
  for (std::size_t i = 0; i < kTable.size(); ++i) a[i] = kTable[i].type;
  return a;
}();

constexpr bool tableInEnumOrder() {
  for (std::size_t i = 0; i < kTable.size(); ++i)
    if (static_cast<std::size_t>(kTable[i].type) != i) return false;
  return static_cast<std::size_t>(DType::Unknown) == kTable.size();
}
static_assert(tableInEnumOrder(), "kTable must list every DType but Unknown, in declaration order");

const Row* row(DType t) {
  auto i = static_cast<std::size_t>(t);
  return i < kTable.size() ? &kTable[i] : nullptr;
}
}  // namespace

std::span<const DType> allDTypes() { return kAll; }

int dtypeSize(DType t) {
  const Row* r = row(t);
  return r ? r->size : 0;
}

std::string_view dtypeName(DType t) {
  const Row* r = row(t);
  return r ? r->name : std::string_view("unknown");
}

}  // namespace fs::ir
