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
/// C type used in kernels and host code: "float", "int64_t", "bool" ...
const char* cType(DType t);
int dtypeSize(DType t);
bool isFloat(DType t);
/// True when kernels and the interpreter support the type (F16/BF16 are not).
bool isSupported(DType t);
/// Result of a binary arithmetic op on a and b (C++-like promotion, bool < ints < floats).
DType promote(DType a, DType b);

}  // namespace fs::codegen
