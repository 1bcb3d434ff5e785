#include "core/ir/Release.h"

#include <charconv>

namespace fs::ir {

std::string Release::str() const {
  return known() ? std::to_string(major) + "." + std::to_string(minor) : std::string("unknown");
}

std::optional<Release> parseRelease(std::string_view text) {
  Release r;
  const char* p = text.data();
  const char* end = text.data() + text.size();
  auto [afterMajor, e1] = std::from_chars(p, end, r.major);
  if (e1 != std::errc() || afterMajor == end || *afterMajor != '.' || r.major <= 0) return std::nullopt;
  auto [afterMinor, e2] = std::from_chars(afterMajor + 1, end, r.minor);
  if (e2 != std::errc() || r.minor < 0) return std::nullopt;
  // what may follow: ".patch", "+local", "a0+git..."
  if (afterMinor != end && *afterMinor != '.' && *afterMinor != '+' && *afterMinor != 'a' && *afterMinor != 'r' &&
      *afterMinor != 'd')
    return std::nullopt;
  return r;
}

}  // namespace fs::ir
