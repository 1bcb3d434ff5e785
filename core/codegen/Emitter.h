// Emitter: CUDA C++ and C++ kernels for a plan (one kernel per scheduled group).
//
// Contract: emitProgram() lowers every group of `plan` (lowerGroup) and emits it
// for `target`. Loop kernels get code; extern and nop kernels get a comment naming
// the library call the runtime makes (they run through cuBLAS/cuDNN or OpenBLAS);
// groups that cannot be generated keep their reasons in KernelSource::unsupported
// and get no code. An extern node inside a group (a max-autotune template with its
// epilogue) becomes a kernel of its own, the group's other nodes kernels around it in
// order. Scans (`self.scanN` with a known combine function) walk the row in order:
// C++ a plain r-loop, CUDA one thread per row (CudaEntry::sequentialRows). Sorts
// (`ops.sort`, OpSupport.h's isSortOp) take two passes over the row: the r-loop fills
// row arrays, fs_sort_perm (a stable merge sort of positions) orders them, and a second
// r-loop runs the ops that use the sorted values (CUDA: one thread per row, as scans).
// Never throws for unsupported ops; throws fs::InputError for an invalid plan
// (validatePlan).
//
// C++ kernels: `extern "C" void <name>(void** args)`, args in KernelSource::params
// order; OpenMP over the outer loops, a plain innermost loop the compiler vectorises.
// CUDA kernels: one `extern "C" __global__` per loop nest. Pointwise:
// (ptrs..., int ept) with ept elements per thread, blocks of any size. Reduction:
// (ptrs..., int lanes): `lanes` threads (32 = one warp, or the whole block) share a
// row and combine with warp shuffles and shared memory.
#pragma once

#include "core/codegen/BufferTable.h"
#include "core/codegen/KernelSource.h"
#include "core/codegen/Plan.h"

namespace fs::codegen {

ProgramSource emitProgram(const BufferTable& buffers, const Plan& plan, Target target);
KernelSource emitKernel(const BufferTable& buffers, const KernelSpec& spec, Target target);
/// The shared helper code (types, index helpers, Philox RNG, block reductions).
std::string prelude(Target target);
/// C/CUDA expression text of an index expression with Python floor semantics: plain
/// / and % where every operand is provably non-negative (refined loop variables x*, r*
/// and non-negative constants), else the int64 helpers fs_floordiv / fs_modidx.
std::string exprToC(const ir::Expr& e);

}  // namespace fs::codegen
