// DType in the kernels: which of the IR's element types (ir::DType, the engine's
// one enum and size table) the generated kernels compute in, and their spellings
// in C++ and CUDA C++. Kernels never read a dtype's spelling: the frontend did.
#pragma once

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
/// NaN, overflow gives inf), and back (exact).
std::uint16_t floatToHalf(float f);
float halfToFloat(std::uint16_t h);
std::uint16_t floatToBFloat16(float f);
float bfloat16ToFloat(std::uint16_t h);
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
