// Release: which release of the compiler that wrote a graph (for a TORCH_COMPILE_DEBUG
// dump, the torch release: 2.15), as a frontend could tell it, and where it told it from.
//
// Contract: a value; major 0 means unknown. The fusion scheduler picks the rules of
// that release (fusion/ReleaseRules.h); a frontend with no release of its own (an
// ONNX model's lowering, which follows Inductor 2.11) leaves it unknown.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace fs::ir {

struct Release {
  int major = 0, minor = 0;
  bool known() const { return major > 0; }
  /// "2.15"; "unknown" when not known.
  std::string str() const;
  auto operator<=>(const Release&) const = default;
};

/// "2.15", "2.15.0", "2.15.0+cu130", "2.13.0a0+git..." -> {2, 15}; nullopt for anything
/// else (no digits, one number only).
std::optional<Release> parseRelease(std::string_view text);

}  // namespace fs::ir
