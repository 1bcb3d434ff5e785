#include "core/ir/OpCode.h"

#include <string>
#include <unordered_map>

namespace fs::ir {

namespace {
struct OpInfo {
  std::string_view name;
  OpFamily family;
};
constexpr OpInfo kOps[] = {
    {"", OpFamily::Unknown},
#define FS_IR_OP_INFO(code, name, family) {name, OpFamily::family},
    FS_IR_OPS(FS_IR_OP_INFO)
#undef FS_IR_OP_INFO
};
}  // namespace

OpCode opCodeOf(std::string_view name) {
  static const std::unordered_map<std::string_view, OpCode> byName = [] {
    std::unordered_map<std::string_view, OpCode> m;
    for (std::size_t i = 1; i < std::size(kOps); ++i) m.emplace(kOps[i].name, static_cast<OpCode>(i));
    return m;
  }();
  auto it = byName.find(name);
  return it == byName.end() ? OpCode::Unknown : it->second;
}

std::string_view opName(OpCode code) {
  const auto i = static_cast<std::size_t>(code);
  return i < std::size(kOps) ? kOps[i].name : std::string_view();
}

OpFamily familyOf(OpCode code) {
  const auto i = static_cast<std::size_t>(code);
  return i < std::size(kOps) ? kOps[i].family : OpFamily::Unknown;
}

namespace {
constexpr std::string_view kReductionNames[] = {"",    "sum",    "prod",   "max",            "min",
                                                "any", "xor_sum", "argmax", "argmin",         "welford_reduce",
                                                "welford_combine", "online_softmax_reduce"};
static_assert(std::size(kReductionNames) == static_cast<std::size_t>(ReductionType::OnlineSoftmaxReduce) + 1);
}  // namespace

ReductionType reductionTypeOf(std::string_view name) {
  for (std::size_t i = 1; i < std::size(kReductionNames); ++i)
    if (kReductionNames[i] == name) return static_cast<ReductionType>(i);
  return ReductionType::Unknown;
}

std::string_view reductionTypeName(ReductionType t) {
  const auto i = static_cast<std::size_t>(t);
  return i < std::size(kReductionNames) ? kReductionNames[i] : std::string_view();
}

}  // namespace fs::ir
