#include "core/codegen/DType.h"

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
