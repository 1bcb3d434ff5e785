// DType: the element types the generated kernels handle, with their spellings in
// Inductor's dumps ("torch.float32"), in C++ and in CUDA C++.
#pragma once

#include <cstdint>
#include <string>

namespace fs::codegen {

enum class DType : std::uint8_t { Bool, I8, U8, I16, I32, I64, F16, BF16, F32, F64, Unknown };

/// "torch.float32" -> F32; Unknown for anything else.
DType parseDType(const std::string& torchName);
/// "torch.float32"
std::string torchName(DType t);
/// C type of a value of type t inside kernels: "float", "int64_t", "bool" ...
/// float16 and bfloat16 values are "float" (computed in float32, as Inductor's
/// codegen_upcast_to_fp32 does; rounded to the type at to_dtype and at stores).
const char* cType(DType t);
/// C type of an element in memory: cType, but "uint16_t" (the bits) for float16 and bfloat16.
const char* storageCType(DType t);
/// IEEE binary16 / bfloat16 bits from float32, rounding to nearest even (NaN stays
/// NaN, overflow gives inf), and back (exact).
std::uint16_t floatToHalf(float f);
float halfToFloat(std::uint16_t h);
std::uint16_t floatToBFloat16(float f);
float bfloat16ToFloat(std::uint16_t h);
int dtypeSize(DType t);
bool isFloat(DType t);
/// True when kernels and the interpreter support the type (all but Unknown).
bool isSupported(DType t);
/// Result of a binary arithmetic op on a and b (C++-like promotion, bool < ints < floats).
DType promote(DType a, DType b);

}  // namespace fs::codegen
