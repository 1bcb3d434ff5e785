#include "core/codegen/DType.h"

namespace fs::codegen {

DType parseDType(const std::string& n) {
  if (n == "torch.float32" || n == "torch.float") return DType::F32;
  if (n == "torch.float64" || n == "torch.double") return DType::F64;
  if (n == "torch.int64" || n == "torch.long") return DType::I64;
  if (n == "torch.int32" || n == "torch.int") return DType::I32;
  if (n == "torch.int16") return DType::I16;
  if (n == "torch.int8") return DType::I8;
  if (n == "torch.uint8") return DType::U8;
  if (n == "torch.bool") return DType::Bool;
  if (n == "torch.float16" || n == "torch.half") return DType::F16;
  if (n == "torch.bfloat16") return DType::BF16;
  return DType::Unknown;
}

std::string torchName(DType t) {
  switch (t) {
    case DType::Bool: return "torch.bool";
    case DType::I8: return "torch.int8";
    case DType::U8: return "torch.uint8";
    case DType::I16: return "torch.int16";
    case DType::I32: return "torch.int32";
    case DType::I64: return "torch.int64";
    case DType::F16: return "torch.float16";
    case DType::BF16: return "torch.bfloat16";
    case DType::F32: return "torch.float32";
    case DType::F64: return "torch.float64";
    default: return "unknown";
  }
}

const char* cType(DType t) {
  switch (t) {
    case DType::Bool: return "bool";
    case DType::I8: return "int8_t";
    case DType::U8: return "uint8_t";
    case DType::I16: return "int16_t";
    case DType::I32: return "int32_t";
    case DType::I64: return "int64_t";
    case DType::F32: return "float";
    case DType::F64: return "double";
    default: return "void";
  }
}

int dtypeSize(DType t) {
  switch (t) {
    case DType::Bool: case DType::I8: case DType::U8: return 1;
    case DType::I16: case DType::F16: case DType::BF16: return 2;
    case DType::I32: case DType::F32: return 4;
    case DType::I64: case DType::F64: return 8;
    default: return 0;
  }
}

bool isFloat(DType t) { return t == DType::F16 || t == DType::BF16 || t == DType::F32 || t == DType::F64; }
bool isSupported(DType t) { return t != DType::F16 && t != DType::BF16 && t != DType::Unknown; }

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
