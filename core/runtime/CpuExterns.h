// CpuExterns: extern kernel nodes on the host through OpenBLAS (cblas_sgemm):
// extern_kernels.mm / addmm / bmm, extern_kernels.convolution (im2col + sgemm,
// groups, stride, padding, dilation; not transposed), aten.convolution_backward
// (grad input by sgemm + col2im, grad weight by sgemm, grad bias by sums),
// aten._scaled_dot_product_{efficient_attention,flash_attention_for_cpu}
// (sgemm + softmax, optional additive bias and causal mask; dropout with
// FusionScope's own Philox mask, seed kAttentionDropoutSeed, so CPU, CUDA and the
// reference agree, though not bit for bit with PyTorch's RNG),
// aten.randint.low_out (Inductor's RandomSeeds: int64 seeds from a fixed generator)
// aten.topk, aten.histc (any element type), grouped matmuls of expert rows
// (transformers.grouped_mm_fallback, aten._grouped_mm with offsets: sgemm per group)
// the calls on complex values that Inductor falls back to (aten.copy_ into a complex
// buffer, aten._fft_c2c as a direct DFT in double, aten.polar, aten.mul, aten.unsqueeze,
// aten.view_as_real / view_as_complex: FNet's Fourier mixing, polar-form rotary embeddings;
// complex64/complex128 host buffers, HostTensor::getComplex)
// and MultiOutput (no work: fallback kernels write their tuple items in place).
//
// Contract: the calls are the graph's, frontend-neutral (ir/ExternOp.h): typed GEMMs
// and convolutions (ExternOp), other calls by their ATen schema's argument names
// (ExternCall, read by name); tensors are strided views of pool buffers (float32). cpuExternSupport() says "" when a node
// can run, else the reason (unknown kernel, arguments not found, unsupported form);
// runCpuExtern() runs it on `pool` and, when `markWritten`, sets the reference's
// written masks of every element it stores. Throws std::runtime_error with the same
// reasons when asked to run what it cannot.
//
// Threads: the generated kernels run on OpenMP's team (omp_get_max_threads()); the
// externs' GEMMs must run on the same threads, or two thread pools spin on the same
// cores and a kernel's time depends on what ran before it (configureBlasThreads()).
#pragma once

#include <string>
#include <vector>

#include "core/codegen/BufferTable.h"
#include "core/runtime/HostBuffers.h"

namespace fs::runtime {

/// Seed of the attention dropout mask: drop (b,h,i,j) when rand(seed, flat index) < p.
constexpr std::int64_t kAttentionDropoutSeed = 0x5EED0A77;

/// The one buffer a DeviceCopy node (Inductor's ir.DeviceCopy) copies from, or "" when it
/// does not read exactly one buffer (WeakDeps aside) or has more than one output.
std::string deviceCopySource(const ir::Node& n);
std::string cpuExternSupport(const codegen::BufferTable& table, const ir::Node& node);
void runCpuExtern(const codegen::BufferTable& table, const ir::Node& node, BufferPool& pool, bool markWritten);
/// Why matmul `op`'s operands cannot be multiplied, or "": A [(B,) M, K] and B [(B,) K, N]
/// (after the call's views) must have one rank (2, or 3 with one batch) and one K, as
/// torch.mm / bmm require; the CPU and CUDA calls refuse the call otherwise.
std::string matmulShapeProblem(const ir::ExternOp& op, const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& b);
/// Why torch would refuse fallback call `call` for its arguments' values or shapes, or ""
/// (the checks ATen makes before running it; the CPU and CUDA runs both refuse it):
/// attention's query [B, H, L, E], key [B, H, S, E], value [B, H, S, Ev] and a mask
/// broadcastable to [B, H, L, S] (sdp_utils); uniform's from <= to, finite, into a floating
/// or complex result (uniform_impl_: no integer or bool draw); histc's finite range;
/// avg_pool's nonzero divisor_override; topk's k in [0, size] and results of the input's
/// sizes with k along dim; an antialiased upsample's nonempty input.
/// Throws std::runtime_error for an argument of the wrong kind.
std::string externValueProblem(const codegen::BufferTable& table, const ir::ExternCall& call);
/// Buffers an extern node stores (its outputs, or its tuple items for fallback kernels).
std::vector<std::string> externOutputs(const codegen::BufferTable& table, const ir::Node& node);
/// The one output of a fallback call that returns one tensor: its MultiOutput item 0, or
/// the call's own buffer where it has a layout (torch 2.12+). Throws when neither is used.
std::string singleExternOutput(const codegen::BufferTable& table, const ir::ExternCall& call);

/// How the BLAS the externs call is threaded, after configureBlasThreads().
struct BlasThreading {
  std::string config;  ///< openblas_get_config(), e.g. "OpenBLAS 0.3.21 ... USE_OPENMP Zen MAX_THREADS=64"
  std::string model;   ///< OpenBLAS's threading: "openmp", "pthreads" or "sequential"
  int threads = 0;     ///< threads a GEMM uses (openblas_get_num_threads())
  int ompThreads = 0;  ///< the generated kernels' OpenMP team (omp_get_max_threads())
  std::string core;    ///< openblas_get_corename(): the kernels it chose for this CPU, e.g. "Haswell"
};

/// True when OpenBLAS runs kernels older than the CPU (`cpuHasAvx2`) could run: a core
/// without AVX2 (Prescott, Core2, Penryn, Dunnington, Nehalem, Atom, Sandybridge,
/// Barcelona, Bobcat, Bulldozer, Piledriver, Steamroller) on an AVX2 CPU, which is what a
/// DYNAMIC_ARCH build older than the CPU picks (Debian 12's 0.3.21 on a recent Xeon:
/// "Prescott", SSE3). OPENBLAS_CORETYPE set before the process starts overrides it.
bool blasCoreBelowCpu(const std::string& core, bool cpuHasAvx2);

/// Makes OpenBLAS share the kernels' threads; the first call sets, every call reports.
///  - "openmp" (libopenblas-openmp, what CMake links): GEMMs run on the kernels' own
///    OpenMP team, openblas_set_num_threads(omp_get_max_threads());
///  - "pthreads": OpenBLAS would start its own pool, whose threads spin after each GEMM
///    while the kernels' OpenMP threads need the cores (and the reverse), so it is set to
///    1 thread: externs run on one core, comparable between plans, but slower;
///  - "sequential": nothing to set.
/// OPENBLAS_NUM_THREADS is overridden; OMP_NUM_THREADS sets both.
const BlasThreading& configureBlasThreads();

/// C = alpha * A(MxK) * B(KxN) + beta * C over strided float views (used by tests).
void stridedGemm(const float* a, std::int64_t as0, std::int64_t as1, const float* b, std::int64_t bs0, std::int64_t bs1,
                 float* c, std::int64_t cs0, std::int64_t cs1, std::int64_t M, std::int64_t N, std::int64_t K,
                 float alpha, float beta);

}  // namespace fs::runtime
