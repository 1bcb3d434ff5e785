#include "core/codegen/DType.h"

#include <cstring>

namespace fs::codegen {

std::string torchName(DType t) { return std::string(ir::dtypeName(t)); }

const char* cType(DType t) {
  switch (t) {
    case DType::Bool: return "bool";
    case DType::I8: return "int8_t";
    case DType::U8: return "uint8_t";
    case DType::I16: return "int16_t";
    case DType::I32: return "int32_t";
    case DType::I64: return "int64_t";
    case DType::F16: case DType::BF16: case DType::F32: return "float";
    case DType::F64: return "double";
    default: return "void";
  }
}

const char* storageCType(DType t) { return t == DType::F16 || t == DType::BF16 ? "uint16_t" : cType(t); }

namespace {
std::uint32_t bitsOf(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
float floatOf(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}
}  // namespace

// Round to nearest even: normal halves by adding half an ulp (0xfff, +1 when the kept
// mantissa is odd) before truncating 13 bits; subnormal halves by letting a float
// addition of 0.5 (denormal magic) round at the right bit.
std::uint16_t floatToHalf(float f) {
  std::uint32_t u = bitsOf(f);
  const std::uint32_t sign = (u >> 16) & 0x8000u;
  u &= 0x7fffffffu;
  std::uint16_t o;
  if (u >= 0x47800000u) {  // >= 65536, inf or NaN
    o = u > 0x7f800000u ? 0x7e00u : 0x7c00u;
  } else if (u < 0x38800000u) {  // below 2^-14: subnormal half (or zero)
    const std::uint32_t magic = 0x3f000000u;  // 0.5f: its ulp is the half subnormal ulp 2^-24
    o = static_cast<std::uint16_t>(bitsOf(floatOf(u) + floatOf(magic)) - magic);
  } else {
    const std::uint32_t odd = (u >> 13) & 1u;
    u += 0xc8000fffu + odd;  // rebias the exponent (15 - 127) << 23, plus the rounding
    o = static_cast<std::uint16_t>(u >> 13);
  }
  return static_cast<std::uint16_t>(o | sign);
}

float halfToFloat(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  const std::uint32_t em = h & 0x7fffu;
  if (em >= 0x7c00u) return floatOf(sign | 0x7f800000u | ((em & 0x3ffu) << 13));
  if (em < 0x0400u) {  // subnormal: em * 2^-24
    const float v = static_cast<float>(em) * 5.9604644775390625e-8f;
    return sign ? -v : v;
  }
  return floatOf(sign | ((em << 13) + 0x38000000u));
}

std::uint16_t floatToBFloat16(float f) {
  std::uint32_t u = bitsOf(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<std::uint16_t>((u >> 16) | 0x40u);  // quiet NaN
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<std::uint16_t>(u >> 16);
}

float bfloat16ToFloat(std::uint16_t h) { return floatOf(static_cast<std::uint32_t>(h) << 16); }

bool isFloat(DType t) { return t == DType::F16 || t == DType::BF16 || t == DType::F32 || t == DType::F64; }
bool isSupported(DType t) {
  switch (t) {
    case DType::Bool: case DType::I8: case DType::U8: case DType::I16: case DType::I32: case DType::I64:
    case DType::F16: case DType::BF16: case DType::F32: case DType::F64: return true;
    default: return false;
  }
}

bool isComplex(DType t) { return t == DType::C32 || t == DType::C64 || t == DType::C128; }

static int rank(DType t) {
  switch (t) {
    case DType::Bool: return 0;
    case DType::I8: return 1;
    case DType::U8: return 2;
    case DType::I16: return 3;
    case DType::I32: return 4;
    case DType::I64: return 5;
    case DType::F16: return 6;
    case DType::BF16: return 7;
    case DType::F32: return 8;
    case DType::F64: return 9;
    default: return 10;
  }
}

DType promote(DType a, DType b) { return rank(a) >= rank(b) ? a : b; }

}  // namespace fs::codegen
