// DType: the element type of a buffer, a loop-body op or an extern operand: one
// enum for the whole engine, with the one table of element sizes.
//
// Contract: `DType` names every element type PyTorch 2.11 defines that a
// scheduler-level graph can carry (c10's ScalarType, minus the quantized and
// bit-packed ones), plus `Unknown`: a type the frontend could not name (it warns
// where it met it). Sizes are bytes per element, as Inductor's `get_dtype_size`
// (torch/_inductor/utils.py: `torch.empty((), dtype=dtype).element_size()`);
// `Unknown` has size 0, which the fusion scores read as "no bytes known".
// Reading a spelling is a frontend's job (frontends/inductor/TorchSpelling.h reads
// Inductor's "torch.float32"); the IR only prints it back (`dtypeName`), because
// the IR's text form is Inductor's ir_pre_fusion.txt form.
// What the generated kernels support is codegen's business (codegen/DType.h).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace fs::ir {

enum class DType : std::uint8_t {
  // the types the kernels and the interpreter compute in (see codegen::isSupported)
  Bool, I8, U8, I16, I32, I64, F16, BF16, F32, F64,
  // types a graph may carry that no kernel here computes in
  U16, U32, U64,
  F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ, F8E8M0FNU, F4E2M1FNx2,
  C32, C64, C128,
  Unknown,
};

/// Every DType but Unknown, in declaration order (for the frontends' readers and tests).
std::span<const DType> allDTypes();
/// Bytes per element: torch.float32 -> 4, torch.bfloat16 -> 2, torch.bool -> 1,
/// torch.complex64 -> 8, torch.float4_e2m1fn_x2 -> 1 (two values per byte); 0 for Unknown.
/// The engine's only dtype-size table.
int dtypeSize(DType t);
/// Inductor's (and PyTorch's repr) spelling: "torch.float32", "torch.int64" ...;
/// "unknown" for Unknown (what no frontend reads back as a type).
std::string_view dtypeName(DType t);

}  // namespace fs::ir
