// DType in the kernels: which of the IR's element types (ir::DType, the engine's
// one enum and size table) the generated kernels compute in, and their spellings
// in C++ and CUDA C++. Kernels never read a dtype's spelling: the frontend did.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

#include "core/ir/DType.h"

namespace fs::codegen {

using ir::DType;
using ir::dtypeSize;  ///< bytes per element (the IR's table)

/// "torch.float32" (ir::dtypeName), for messages; "unknown" for Unknown.
std::string torchName(DType t);
/// C type of a value of type t inside kernels: "float", "int64_t", "bool" ...
/// float16 and bfloat16 values are "float" (computed in float32, as Inductor's
/// codegen_upcast_to_fp32 does; rounded to the type at to_dtype and at stores).
const char* cType(DType t);
/// C type of an element in memory: cType, but "uint16_t" (the bits) for float16 and bfloat16.
const char* storageCType(DType t);
/// IEEE binary16 / bfloat16 bits from float32, rounding to nearest even (NaN stays
/// NaN, overflow gives inf), and back (exact). Inline: the reference interpreter and
/// the host buffers convert every element of a half model's tensors through them.
///
/// Round to nearest even: normal halves by adding half an ulp (0xfff, +1 when the kept
/// mantissa is odd) before truncating 13 bits; subnormal halves by letting a float
/// addition of 0.5 (denormal magic) round at the right bit.
inline std::uint16_t floatToHalf(float f) {
  std::uint32_t u = std::bit_cast<std::uint32_t>(f);
  const std::uint32_t sign = (u >> 16) & 0x8000u;
  u &= 0x7fffffffu;
  std::uint16_t o;
  if (u >= 0x47800000u) {  // >= 65536, inf or NaN
    o = u > 0x7f800000u ? 0x7e00u : 0x7c00u;
  } else if (u < 0x38800000u) {  // below 2^-14: subnormal half (or zero)
    const std::uint32_t magic = 0x3f000000u;  // 0.5f: its ulp is the half subnormal ulp 2^-24
    o = static_cast<std::uint16_t>(
        std::bit_cast<std::uint32_t>(std::bit_cast<float>(u) + std::bit_cast<float>(magic)) - magic);
  } else {
    const std::uint32_t odd = (u >> 13) & 1u;
    u += 0xc8000fffu + odd;  // rebias the exponent (15 - 127) << 23, plus the rounding
    o = static_cast<std::uint16_t>(u >> 13);
  }
  return static_cast<std::uint16_t>(o | sign);
}
inline float halfToFloat(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  const std::uint32_t em = h & 0x7fffu;
  if (em >= 0x7c00u) return std::bit_cast<float>(sign | 0x7f800000u | ((em & 0x3ffu) << 13));
  if (em < 0x0400u) {  // subnormal: em * 2^-24
    const float v = static_cast<float>(em) * 5.9604644775390625e-8f;
    return sign ? -v : v;
  }
  return std::bit_cast<float>(sign | ((em << 13) + 0x38000000u));
}
inline std::uint16_t floatToBFloat16(float f) {
  std::uint32_t u = std::bit_cast<std::uint32_t>(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<std::uint16_t>((u >> 16) | 0x40u);  // quiet NaN
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<std::uint16_t>(u >> 16);
}
inline float bfloat16ToFloat(std::uint16_t h) { return std::bit_cast<float>(static_cast<std::uint32_t>(h) << 16); }
/// float16, bfloat16, float32, float64 (the floating types kernels compute in).
bool isFloat(DType t);
/// True when kernels and the interpreter support the type: bool, int8/16/32/64,
/// uint8, float16, bfloat16, float32, float64. The others (uint16/32/64, float8,
/// complex, Unknown) make a kernel "not supported", with the type named.
bool isSupported(DType t);
/// complex32, complex64, complex128: pairs (real, imaginary) of float16, float32, float64.
/// No kernel computes in them; host buffers hold complex64 and complex128 (library
/// calls on complex values: FFTs, rotary embeddings' polar form).
bool isComplex(DType t);
/// Result of a binary arithmetic op on a and b (C++-like promotion, bool < ints < floats).
DType promote(DType a, DType b);

}  // namespace fs::codegen
