#include "core/frontends/inductor/TorchSpelling.h"

#include <array>
#include <limits>
#include <utility>

namespace fs::inductor {

ir::DType parseTorchDType(std::string_view spelling) {
  for (ir::DType t : ir::allDTypes())
    if (ir::dtypeName(t) == spelling) return t;
  // the aliases torch/__init__.py defines (torch.float is torch.float32 ...)
  static constexpr std::array<std::pair<std::string_view, ir::DType>, 9> kAliases{{
      {"torch.float", ir::DType::F32},
      {"torch.double", ir::DType::F64},
      {"torch.half", ir::DType::F16},
      {"torch.long", ir::DType::I64},
      {"torch.int", ir::DType::I32},
      {"torch.short", ir::DType::I16},
      {"torch.cfloat", ir::DType::C64},
      {"torch.cdouble", ir::DType::C128},
      {"torch.chalf", ir::DType::C32},
  }};
  for (const auto& [alias, t] : kAliases)
    if (alias == spelling) return t;
  return ir::DType::Unknown;
}

ir::LayoutKind parseLayoutKind(std::string_view spelling) {
  for (ir::LayoutKind k : ir::allLayoutKinds())
    if (ir::layoutKindName(k) == spelling) return k;
  return ir::LayoutKind::Unknown;
}

std::optional<double> parseNonFinite(std::string_view spelling) {
  if (spelling == "nan") return std::numeric_limits<double>::quiet_NaN();
  if (spelling == "inf") return std::numeric_limits<double>::infinity();
  if (spelling == "-inf") return -std::numeric_limits<double>::infinity();
  return std::nullopt;
}

}  // namespace fs::inductor
