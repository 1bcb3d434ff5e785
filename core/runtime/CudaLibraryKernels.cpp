#include "core/runtime/CudaLibraryKernels.h"

namespace fs::runtime::detail {

// Each kernel mirrors the CPU call of CpuExterns.cpp named beside it; the rule's source
// in ATen is cited there. Floats are read and written as float32 (fp16/bf16 storages come
// as float32 shadows, CudaRunner's withHalfShadows).
const char* const kLibraryKernels = R"FS(
struct FsStrided { long long rank, n[6], s[6]; };
// the element offset of row-major position idx of a view
__device__ __forceinline__ long long fs_strided_at(const FsStrided& v, long long idx) {
  long long off = 0;
  for (long long d = v.rank - 1; d >= 0; --d) {
    off += idx % v.n[d] * v.s[d];
    idx /= v.n[d];
  }
  return off;
}

// aten.avg_pool2d/3d (runAvgPool) and aten._adaptive_avg_pool2d/3d (runAdaptiveAvgPool):
// output cell od of a window dim covers [od*s - p, min(od*s - p + k, in + p)) clipped to the
// input (divided by the padded size, the inside size without count_include_pad, or
// divisor_override), or adaptively [floor(od*in/o), ceil((od+1)*in/o)).
struct FsPoolArgs {
  unsigned long long x, out;
  long long lead, lsz[3], xls[3], ols[3];
  long long in[3], o[3], k[3], s[3], p[3], xs[3], os[3];
  long long planes, positions, divisor;
  int adaptive, includePad;
};
extern "C" __global__ void fs_avg_pool(FsPoolArgs a) {
  const long long total = a.planes * a.positions;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long q = t / a.positions, pos = t % a.positions, xo = 0, oo = 0;
    for (long long d = a.lead - 1; d >= 0; --d) {
      const long long i = q % a.lsz[d];
      q /= a.lsz[d];
      xo += i * a.xls[d];
      oo += i * a.ols[d];
    }
    long long lo[3], hi[3], padded = 1, inside = 1;
    for (int d = 2; d >= 0; --d) {
      const long long od = pos % a.o[d];
      pos /= a.o[d];
      oo += od * a.os[d];
      long long s0, e0;
      if (a.adaptive) {
        s0 = od * a.in[d] / a.o[d];
        e0 = ((od + 1) * a.in[d] + a.o[d] - 1) / a.o[d];
        padded *= e0 - s0;
      } else {
        s0 = od * a.s[d] - a.p[d];
        e0 = min(s0 + a.k[d], a.in[d] + a.p[d]);
        padded *= e0 - s0;
        s0 = max(s0, 0LL);
        e0 = min(e0, a.in[d]);
      }
      inside *= max(e0 - s0, 0LL);
      lo[d] = s0;
      hi[d] = e0;
    }
    const float* x = (const float*)a.x + xo;
    double sum = 0.0;  // in double, as the CPU: a global average sums tens of thousands of values
    for (long long i0 = lo[0]; i0 < hi[0]; ++i0)
      for (long long i1 = lo[1]; i1 < hi[1]; ++i1)
        for (long long i2 = lo[2]; i2 < hi[2]; ++i2) sum += (double)x[i0 * a.xs[0] + i1 * a.xs[1] + i2 * a.xs[2]];
    const long long div = a.divisor != 0 ? a.divisor : (a.adaptive || a.includePad) ? padded : inside;
    ((float*)a.out)[oo] = div > 0 ? (float)(sum / (double)div) : 0.0f;
  }
}

// aten._adaptive_avg_pool2d/3d_backward (runAdaptiveAvgPoolBackward): input element i
// gets grad_output[cell] / the cell's window size from every cell whose window
// [floor(c*in/o), ceil((c+1)*in/o)) holds it (cells c within [i*o/in - 1, (i+1)*o/in + 1]).
struct FsPoolBwdArgs {
  unsigned long long g, out;
  long long lead, lsz[3], gls[3], ols[3];
  long long in[3], o[3], gs[3], os[3];
  long long planes, positions;
};
extern "C" __global__ void fs_adaptive_pool_bwd(FsPoolBwdArgs a) {
  const long long total = a.planes * a.positions;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long q = t / a.positions, pos = t % a.positions, go = 0, oo = 0;
    for (long long d = a.lead - 1; d >= 0; --d) {
      const long long i = q % a.lsz[d];
      q /= a.lsz[d];
      go += i * a.gls[d];
      oo += i * a.ols[d];
    }
    long long i[3], clo[3], chi[3];
    for (int d = 2; d >= 0; --d) {
      i[d] = pos % a.in[d];
      pos /= a.in[d];
      oo += i[d] * a.os[d];
      clo[d] = max(0LL, i[d] * a.o[d] / a.in[d] - 1);
      chi[d] = min(a.o[d] - 1, ((i[d] + 1) * a.o[d] + a.in[d] - 1) / a.in[d]);
    }
    const float* g = (const float*)a.g + go;
    double acc = 0.0;
    for (long long c0 = clo[0]; c0 <= chi[0]; ++c0) {
      const long long s0 = c0 * a.in[0] / a.o[0], e0 = ((c0 + 1) * a.in[0] + a.o[0] - 1) / a.o[0];
      if (i[0] < s0 || i[0] >= e0) continue;
      for (long long c1 = clo[1]; c1 <= chi[1]; ++c1) {
        const long long s1 = c1 * a.in[1] / a.o[1], e1 = ((c1 + 1) * a.in[1] + a.o[1] - 1) / a.o[1];
        if (i[1] < s1 || i[1] >= e1) continue;
        for (long long c2 = clo[2]; c2 <= chi[2]; ++c2) {
          const long long s2 = c2 * a.in[2] / a.o[2], e2 = ((c2 + 1) * a.in[2] + a.o[2] - 1) / a.o[2];
          if (i[2] < s2 || i[2] >= e2) continue;
          acc += (double)g[c0 * a.gs[0] + c1 * a.gs[1] + c2 * a.gs[2]] / (double)((e0 - s0) * (e1 - s1) * (e2 - s2));
        }
      }
    }
    ((float*)a.out)[oo] = (float)acc;
  }
}

// aten._upsample_bicubic2d_aa / _upsample_bilinear2d_aa (runUpsampleAa, aaTaps): output
// index i of a dim of scale s reads inputs [xmin, xmin + xsize) around center = s*(i + 0.5),
// support = interp/2 * max(s, 1); weights filter((j + xmin - center + 0.5) / max(s, 1)),
// normalized to sum 1; Keys' cubic (a = -0.5) or the triangle. In double, as the CPU.
struct FsUpsampleAaArgs {
  unsigned long long x, out;
  long long N, C, H, W, OH, OW, xs[4], os[4];
  double scaleH, scaleW;
  int cubic;
};
__device__ __forceinline__ double fs_aa_filter(double x, int cubic) {
  x = fabs(x);
  if (!cubic) return x < 1.0 ? 1.0 - x : 0.0;
  const double c = -0.5;
  if (x < 1.0) return ((c + 2) * x - (c + 3)) * x * x + 1;
  if (x < 2.0) return ((c * x - 5 * c) * x + 8 * c) * x - 4 * c;
  return 0.0;
}
struct FsAaWindow { long long xmin, xsize; double center, inv, total; };
__device__ FsAaWindow fs_aa_window(double scale, long long in, long long i, int cubic) {
  FsAaWindow w;
  const double interp = cubic ? 4.0 : 2.0, support = scale >= 1.0 ? interp * 0.5 * scale : interp * 0.5;
  w.inv = scale >= 1.0 ? 1.0 / scale : 1.0;
  w.center = scale * ((double)i + 0.5);
  w.xmin = max((long long)(w.center - support + 0.5), 0LL);
  w.xsize = min((long long)(w.center + support + 0.5), in) - w.xmin;
  w.total = 0.0;
  for (long long j = 0; j < w.xsize; ++j) w.total += fs_aa_filter(((double)j + (double)w.xmin - w.center + 0.5) * w.inv, cubic);
  if (w.total == 0.0) w.total = 1.0;
  return w;
}
extern "C" __global__ void fs_upsample_aa(FsUpsampleAaArgs a) {
  const long long total = a.N * a.C * a.OH * a.OW;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    const long long ow = t % a.OW, oh = t / a.OW % a.OH, c = t / (a.OW * a.OH) % a.C, n = t / (a.OW * a.OH * a.C);
    const FsAaWindow wh = fs_aa_window(a.scaleH, a.H, oh, a.cubic), ww = fs_aa_window(a.scaleW, a.W, ow, a.cubic);
    const float* x = (const float*)a.x + n * a.xs[0] + c * a.xs[1];
    double v = 0.0;
    for (long long jh = 0; jh < wh.xsize; ++jh) {
      const double fh = fs_aa_filter(((double)jh + (double)wh.xmin - wh.center + 0.5) * wh.inv, a.cubic) / wh.total;
      const float* row = x + (wh.xmin + jh) * a.xs[2];
      double r = 0.0;
      for (long long jw = 0; jw < ww.xsize; ++jw)
        r += fs_aa_filter(((double)jw + (double)ww.xmin - ww.center + 0.5) * ww.inv, a.cubic) / ww.total *
             (double)row[(ww.xmin + jw) * a.xs[3]];
      v += fh * r;
    }
    ((float*)a.out)[n * a.os[0] + c * a.os[1] + oh * a.os[2] + ow * a.os[3]] = (float)v;
  }
}

// aten._weight_norm_interface_backward (runWeightNormBackward): per slice s of dim,
// grad_g = sum(grad_w * v) / norm and grad_v = g / norm * (grad_w - v * grad_g / norm);
// row-major position ((o * D + s) * inner + i) is element o * inner + i of slice s.
struct FsWeightNormBwdArgs {
  unsigned long long gw, v, g, norms, gradV, gradG;
  FsStrided gwv, vv, outv;
  long long D, inner, perSlice, gs, ns, ggs;
  int wantV, wantG;
};
extern "C" __global__ void fs_weight_norm_bwd(FsWeightNormBwdArgs a) {
  const float *gw = (const float*)a.gw, *v = (const float*)a.v;
  for (long long s = blockIdx.x; s < a.D; s += gridDim.x) {
    double acc = 0.0;
    for (long long e = threadIdx.x; e < a.perSlice; e += blockDim.x) {
      const long long idx = (e / a.inner * a.D + s) * a.inner + e % a.inner;
      acc += (double)gw[fs_strided_at(a.gwv, idx)] * (double)v[fs_strided_at(a.vv, idx)];
    }
    acc = fs_allreduce(acc, fs_op_sum(), (int)blockDim.x);
    const double norm = ((const float*)a.norms)[s * a.ns], gradG = acc / norm;
    if (a.wantG && threadIdx.x == 0) ((float*)a.gradG)[s * a.ggs] = (float)gradG;
    if (a.wantV) {
      const double scale = ((const float*)a.g)[s * a.gs] / norm;
      for (long long e = threadIdx.x; e < a.perSlice; e += blockDim.x) {
        const long long idx = (e / a.inner * a.D + s) * a.inner + e % a.inner;
        ((float*)a.gradV)[fs_strided_at(a.outv, idx)] =
            (float)(scale * ((double)gw[fs_strided_at(a.gwv, idx)] - (double)v[fs_strided_at(a.vv, idx)] * gradG / norm));
      }
    }
  }
}

// transformers.grouped_mm_fallback / aten._grouped_mm (runGroupedMm): rows
// [offs[g-1], offs[g]) of the input (S, K) times weight g (G, K, N); block z = G zeroes the
// rows past offs[G-1]. 256 threads: a 32x32 output tile, 4 rows a thread, K in steps of 32.
struct FsGroupedMmArgs {
  unsigned long long a, w, offs, out;
  long long S, K, N, G, as[2], ws[3], os[2], offStride;
  int offs64;
};
__device__ __forceinline__ long long fs_group_end(const FsGroupedMmArgs& a, long long g) {
  const long long e = a.offs64 ? ((const long long*)a.offs)[g * a.offStride] : (long long)((const int*)a.offs)[g * a.offStride];
  return max(0LL, min(e, a.S));
}
extern "C" __global__ void fs_grouped_mm(FsGroupedMmArgs a) {
  const long long g = blockIdx.z;
  // a group starts where every earlier one ended: group ends out of order (which the CPU
  // refuses) leave groups empty, never two groups on one row
  long long start = 0;
  for (long long h = 0; h < g; ++h) start = max(start, fs_group_end(a, h));
  const long long end = g < a.G ? max(start, fs_group_end(a, g)) : a.S;
  const long long r0 = start + (long long)blockIdx.y * 32, c0 = (long long)blockIdx.x * 32;
  if (r0 >= end) return;
  const int tx = threadIdx.x & 31, ty = threadIdx.x >> 5;
  float* out = (float*)a.out;
  if (g == a.G) {
    for (int rr = 0; rr < 4; ++rr) {
      const long long r = r0 + ty + 8 * rr, c = c0 + tx;
      if (r < end && c < a.N) out[r * a.os[0] + c * a.os[1]] = 0.0f;
    }
    return;
  }
  __shared__ float As[32][33], Bs[32][33];
  const float* A = (const float*)a.a;
  const float* B = (const float*)a.w + g * a.ws[0];
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (long long k0 = 0; k0 < a.K; k0 += 32) {
    for (int rr = 0; rr < 4; ++rr) {
      const int r = ty + 8 * rr;
      As[r][tx] = r0 + r < end && k0 + tx < a.K ? A[(r0 + r) * a.as[0] + (k0 + tx) * a.as[1]] : 0.0f;
      Bs[r][tx] = k0 + r < a.K && c0 + tx < a.N ? B[(k0 + r) * a.ws[1] + (c0 + tx) * a.ws[2]] : 0.0f;
    }
    __syncthreads();
#pragma unroll 8
    for (int kk = 0; kk < 32; ++kk) {
      const float b = Bs[kk][tx];
      for (int rr = 0; rr < 4; ++rr) acc[rr] = fmaf(As[ty + 8 * rr][kk], b, acc[rr]);
    }
    __syncthreads();
  }
  for (int rr = 0; rr < 4; ++rr) {
    const long long r = r0 + ty + 8 * rr, c = c0 + tx;
    if (r < end && c < a.N) out[r * a.os[0] + c * a.os[1]] = acc[rr];
  }
}
// Calls on complex values (runPolar, runMul, runUnsqueeze, runViewAsReal, runViewAsComplex,
// runCopyInPlace): out[idx] = f(a[idx], b[idx]) over an index space of up to 6 dims, each
// operand through strides aligned to it (0 where it broadcasts), of type float32 (0),
// float64 (1), complex64 (2) or complex128 (3), read as complex double (a real x as x + 0i).
struct FsCOperand { unsigned long long p; long long st[6]; int type; };
struct FsComplexMapArgs {
  FsCOperand a, b, out;
  long long rank, n[6], aLast, outLast;
  double k;
  int op;  // 0 copy, 1 a*b, 2 a*k, 3 polar(|a|, b), 4 view_as_real, 5 view_as_complex
};
__device__ __forceinline__ double2 fs_cload(const FsCOperand& v, long long off) {
  switch (v.type) {
    case 0: return make_double2((double)((const float*)v.p)[off], 0.0);
    case 1: return make_double2(((const double*)v.p)[off], 0.0);
    case 2: { const float2 z = ((const float2*)v.p)[off]; return make_double2((double)z.x, (double)z.y); }
    default: return ((const double2*)v.p)[off];
  }
}
__device__ __forceinline__ void fs_cstore(const FsCOperand& v, long long off, double2 z) {
  switch (v.type) {
    case 0: ((float*)v.p)[off] = (float)z.x; break;
    case 1: ((double*)v.p)[off] = z.x; break;
    case 2: ((float2*)v.p)[off] = make_float2((float)z.x, (float)z.y); break;
    default: ((double2*)v.p)[off] = z;
  }
}
extern "C" __global__ void fs_complex_map(FsComplexMapArgs a) {
  long long total = 1;
  for (long long d = 0; d < a.rank; ++d) total *= a.n[d];
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long r = t, ao = 0, bo = 0, oo = 0;
    for (long long d = a.rank - 1; d >= 0; --d) {
      const long long i = r % a.n[d];
      r /= a.n[d];
      ao += i * a.a.st[d];
      bo += i * a.b.st[d];
      oo += i * a.out.st[d];
    }
    double2 z;
    if (a.op == 5) {
      z = make_double2(fs_cload(a.a, ao).x, fs_cload(a.a, ao + a.aLast).x);
    } else {
      const double2 x = fs_cload(a.a, ao);
      if (a.op == 1) {
        const double2 y = fs_cload(a.b, bo);
        z = make_double2(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
      } else if (a.op == 2) {
        z = make_double2(x.x * a.k, x.y * a.k);
      } else if (a.op == 3) {
        const double th = fs_cload(a.b, bo).x;
        z = make_double2(x.x * cos(th), x.x * sin(th));
      } else {
        z = x;
      }
    }
    if (a.op == 4) {
      fs_cstore(a.out, oo, make_double2(z.x, 0.0));
      fs_cstore(a.out, oo + a.outLast, make_double2(z.y, 0.0));
    } else {
      fs_cstore(a.out, oo, z);
    }
  }
}

// aten._fft_c2c (runFftC2c), one dim of it: dst[.., k, ..] = sum_j src[.., j, ..] e^(sign 2 pi i jk/n)
// over complex128 tensors in row-major order (step: the dim's row-major stride), one
// thread per output, the direct sum in double (twiddles by sincospi of (jk mod n)).
struct FsDftArgs { unsigned long long src, dst; long long total, n, step; double sign; };
extern "C" __global__ void fs_dft(FsDftArgs a) {
  const double2* src = (const double2*)a.src;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < a.total; t += (long long)gridDim.x * blockDim.x) {
    const long long k = t / a.step % a.n, start = t - k * a.step;
    double re = 0.0, im = 0.0;
    for (long long j = 0; j < a.n; ++j) {
      double sn, cs;
      sincospi(2.0 * (double)(j * k % a.n) / (double)a.n, &sn, &cs);
      sn *= a.sign;
      const double2 x = src[start + j * a.step];
      re += x.x * cs - x.y * sn;
      im += x.x * sn + x.y * cs;
    }
    ((double2*)a.dst)[t] = make_double2(re, im);
  }
}
)FS";

}  // namespace fs::runtime::detail
