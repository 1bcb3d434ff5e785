#pragma once
// CUDA kernels of our own for the library calls (ATen fallbacks, custom ops) that no CUDA
// library serves as one call: windowed averages, their adaptive backward, antialiased
// resampling, the weight-norm backward, grouped matmuls of MoE experts, the calls on
// complex values (FNet's Fourier transform as a direct DFT, polar-form rotary embeddings). Each one is the
// GPU form of the CPU call of the same name in CpuExterns.cpp (the reference), computed
// the same way; the verification compares the two. Compiled with the runtime's own
// kernels (runtimeKernelSource) by NVRTC; the argument structs below are the host side of
// the device structs of the same name in kLibraryKernels (one struct, passed by value).
#include <cstdint>

namespace fs::runtime::detail {

/// CUDA C++ source of the kernels (needs the CUDA prelude: fs_allreduce, fs_op_sum).
extern const char* const kLibraryKernels;

/// A view of up to 6 dims: sizes and strides in elements (its offset is in the pointer).
struct FsStrided {
  long long rank, n[6], s[6];
};

/// fs_avg_pool: aten.avg_pool2d/3d and _adaptive_avg_pool2d/3d over the last 2 or 3 dims
/// (the window dims as the last `dims` of three, the leading dims as up to 3 lead dims),
/// one thread per output element.
struct FsPoolArgs {
  unsigned long long x, out;
  long long lead, lsz[3], xls[3], ols[3];       // leading dims: sizes, x's and out's strides
  long long in[3], o[3], k[3], s[3], p[3], xs[3], os[3];  // window dims (unused: 1, 0 strides)
  long long planes, positions, divisor;
  int adaptive, includePad;
};

/// fs_adaptive_pool_bwd: aten._adaptive_avg_pool2d/3d_backward, one thread per element
/// of grad_input (the cells whose windows hold it, gathered).
struct FsPoolBwdArgs {
  unsigned long long g, out;
  long long lead, lsz[3], gls[3], ols[3];
  long long in[3], o[3], gs[3], os[3];
  long long planes, positions;  // positions: the input's window positions per plane
};

/// fs_upsample_aa: aten._upsample_bicubic2d_aa / _upsample_bilinear2d_aa, one thread per
/// output element, separable taps computed in double as CpuExterns' aaTaps.
struct FsUpsampleAaArgs {
  unsigned long long x, out;
  long long N, C, H, W, OH, OW, xs[4], os[4];
  double scaleH, scaleW;
  int cubic;
};

/// fs_weight_norm_bwd: aten._weight_norm_interface_backward, one block per slice of dim.
struct FsWeightNormBwdArgs {
  unsigned long long gw, v, g, norms, gradV, gradG;
  FsStrided gwv, vv, outv;  // grad_w, saved_v and grad_v over v's sizes
  long long D, inner, perSlice, gs, ns, ggs;  // slices, elements after dim, elements per slice; g, norms, grad_g strides
  int wantV, wantG;
};

/// fs_grouped_mm: transformers.grouped_mm_fallback / aten._grouped_mm, a (S, K) input
/// whose rows [offs[g-1], offs[g]) take weight g (G, K, N); rows past offs[G-1] are 0.
/// Grid (column tiles, row tiles, G + 1): block z < G does group z's 32x32 output tiles
/// (32-deep steps of K through shared memory), z = G zeroes the rows past the last group.
struct FsGroupedMmArgs {
  unsigned long long a, w, offs, out;
  long long S, K, N, G, as[2], ws[3], os[2], offStride;
  int offs64;
};

/// One operand of fs_complex_map: strides aligned to the index space (0: broadcast) and
/// its element type: 0 float32, 1 float64, 2 complex64, 3 complex128.
struct FsCOperand {
  unsigned long long p;
  long long st[6];
  int type;
};

/// fs_complex_map: out[idx] = f(a[idx], b[idx]) for the calls on complex values (op: 0
/// copy, 1 a*b, 2 a*k, 3 polar(a, b), 4 view_as_real, 5 view_as_complex; aLast/outLast: the
/// stride of the pair dim of view_as_complex's input / view_as_real's output).
struct FsComplexMapArgs {
  FsCOperand a, b, out;
  long long rank, n[6], aLast, outLast;
  double k;
  int op;
};

/// fs_dft: one dim of aten._fft_c2c over row-major complex128 tensors (the direct sum).
struct FsDftArgs {
  unsigned long long src, dst;
  long long total, n, step;
  double sign;
};

}  // namespace fs::runtime::detail
