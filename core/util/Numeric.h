// Conversions of values read from a file (or computed from them) that C++ would
// otherwise leave undefined.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

namespace fs {

/// `v` truncated toward zero as int64, with no undefined behaviour: NaN is 0, and a
/// value beyond int64's range (an infinity, 1e300) saturates to int64's min or max.
/// C++ ([conv.fpint]) leaves a floating-to-integer conversion out of range undefined,
/// and a model's tensors may hold any value (a max-pool's -inf padding cast to uint8,
/// a fuzzed shape constant).
inline std::int64_t saturatingInt64(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 9223372036854775808.0) return std::numeric_limits<std::int64_t>::max();
  if (v < -9223372036854775808.0) return std::numeric_limits<std::int64_t>::min();
  return static_cast<std::int64_t>(v);
}

}  // namespace fs
