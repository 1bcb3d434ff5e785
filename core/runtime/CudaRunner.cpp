#include "core/runtime/CudaRunner.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <random>
#include <stdexcept>
#include <thread>
#include <tuple>

#include "core/codegen/Emitter.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/CpuExterns.h"
#include "core/runtime/CudaLibraryKernels.h"
#include "core/runtime/CudaApi.h"
#include "core/runtime/Cupti.h"
#include "core/runtime/Interpreter.h"
#include "core/runtime/NvrtcCompiler.h"
#include "core/util/Log.h"

namespace fs::runtime {

#ifndef FUSIONSCOPE_HAVE_CUDA

CudaDeviceInfo probeCuda() {
  CudaDeviceInfo info;
  info.reason = "this build has no CUDA toolkit";
  return info;
}
PlanResult runPlanCuda(const codegen::BufferTable&, const codegen::Plan&, const std::string&, const Reference&,
                       const CudaRunOptions&) {
  throw std::runtime_error("this build has no CUDA toolkit");
}
double copyBandwidthGBs(std::size_t) { throw std::runtime_error("this build has no CUDA toolkit"); }
DeviceCheck checkOnDevice(const HostTensor&, const HostTensor&, const Tolerance&) {
  throw std::runtime_error("this build has no CUDA toolkit");
}
std::string runtimeKernelSource() { throw std::runtime_error("this build has no CUDA toolkit"); }

#else

namespace {

void cuCheck(CUresult rc, const char* what) {
  if (rc == CUDA_SUCCESS) return;
  const char* s = nullptr;
  driver().cuGetErrorString(rc, &s);
  throw std::runtime_error(std::string(what) + " failed: " + (s ? s : "unknown CUDA error"));
}
#define CU(call) cuCheck(driver().call, #call)

struct Context {
  bool ok = false;
  std::string reason;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  CudaDeviceInfo info;
};

Context& context() {
  static Context c;
  static std::once_flag once;
  std::call_once(once, [] {
    const auto& d = driver();
    if (!d.ok) {
      c.reason = "CUDA driver not available: " + d.error;
      return;
    }
    auto fail = [&](CUresult rc, const char* what) {
      const char* s = nullptr;
      d.cuGetErrorString(rc, &s);
      c.reason = std::string(what) + " failed: " + (s ? s : "error");
    };
    CUresult rc = d.cuInit(0);
    if (rc != CUDA_SUCCESS) return fail(rc, "cuInit");
    if ((rc = d.cuDeviceGet(&c.dev, 0)) != CUDA_SUCCESS) return fail(rc, "cuDeviceGet");
    if ((rc = d.cuDevicePrimaryCtxRetain(&c.ctx, c.dev)) != CUDA_SUCCESS) return fail(rc, "cuDevicePrimaryCtxRetain");
    if ((rc = d.cuCtxSetCurrent(c.ctx)) != CUDA_SUCCESS) return fail(rc, "cuCtxSetCurrent");
    char name[256] = {0};
    d.cuDeviceGetName(name, sizeof name, c.dev);
    c.info.name = name;
    d.cuDeviceGetAttribute(&c.info.ccMajor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, c.dev);
    d.cuDeviceGetAttribute(&c.info.ccMinor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, c.dev);
    d.cuDeviceGetAttribute(&c.info.smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, c.dev);
    d.cuDeviceGetAttribute(&c.info.l2Bytes, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, c.dev);
    d.cuDeviceTotalMem(&c.info.totalMem, c.dev);
    c.info.available = true;
    c.ok = true;
  });
  if (c.ok) driver().cuCtxSetCurrent(c.ctx);
  return c;
}

// Helper kernels of the runtime itself (flush, bias broadcast, attention).
const char* kRuntimeKernels = R"FS(
struct FsSdpaArgs {
  unsigned long long q, k, v, bias, out, lse;
  long long B, H, L, S, E, Ev;
  long long qs[4], ks[4], vs[4], bs[4], os[4], ls[3];
  float scale, dropout;
  int causal, hasBias, hasLse;
  long long seed;
};
// Evicts L2 by reading a buffer several times its size; it writes nothing (the
// buffer holds zeros), so no dirty lines are left to be written back during the
// timed kernel. With n = 0 a marker in CUPTI's records; with spin > 0 one thread also
// waits `spin` ns (the GPU's global timer), keeping the GPU busy while the host queues
// what follows it.
extern "C" __global__ void fs_flush(unsigned int* p, long long n, long long spin) {
  if (spin > 0 && blockIdx.x == 0 && threadIdx.x == 0) {
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); while (t - t0 < (unsigned long long)spin);
  }
  unsigned int acc = 0;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
    acc += p[i];
  if (acc == 0xFFFFFFFFu) p[0] = acc;
}
// compare()'s check (HostBuffers.h) of a kernel's output against the reference's values,
// on the device: counts[0] elements checked, counts[1] of them off, counts[2] skipped as
// NaN poison (no `written` mask). Element types (`type`): 0 float32, 1 float64, 2 float16,
// 3 bfloat16, 4 int64, 5 int32, 6 int16, 7 int8, 8 uint8, 9 bool, each read as a double as
// HostTensor::get reads it; the bound atol + rtol |want| rounded as the host rounds it (no
// contraction into an FMA).
__device__ __forceinline__ double fs_check_load(const void* p, long long i, int type) {
  switch (type) {
    case 0: return ((const float*)p)[i];
    case 1: return ((const double*)p)[i];
    case 2: return fs_h2f(((const uint16_t*)p)[i]);
    case 3: return fs_bf2f(((const uint16_t*)p)[i]);
    case 4: return __ll2double_rn(((const long long*)p)[i]);
    case 5: return ((const int*)p)[i];
    case 6: return ((const short*)p)[i];
    case 7: return ((const signed char*)p)[i];
    case 8: return ((const unsigned char*)p)[i];
    default: return ((const unsigned char*)p)[i] != 0 ? 1.0 : 0.0;
  }
}
extern "C" __global__ void fs_check(const void* got, const void* want, const unsigned char* written, long long n,
                                    int type, int isFloat, double atol, double rtol, unsigned long long* counts) {
  unsigned long long checked = 0, off = 0, poison = 0;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
    if (written && !written[i]) continue;
    const double w = fs_check_load(want, i, type), g = fs_check_load(got, i, type);
    if (isFloat && isnan(w) && !written) {
      ++poison;
      continue;
    }
    ++checked;
    bool good;
    if (isnan(w) || isnan(g)) good = isnan(w) && isnan(g);
    else if (isinf(w) || isinf(g)) good = g == w;
    else good = fabs(__dsub_rn(g, w)) <= __dadd_rn(atol, __dmul_rn(rtol, fabs(w)));
    if (!good) ++off;
  }
  for (int d = 16; d > 0; d /= 2) {
    checked += __shfl_down_sync(0xffffffffu, checked, d);
    off += __shfl_down_sync(0xffffffffu, off, d);
    poison += __shfl_down_sync(0xffffffffu, poison, d);
  }
  if ((threadIdx.x & 31) == 0 && (checked | off | poison)) {
    atomicAdd(counts, checked);
    atomicAdd(counts + 1, off);
    atomicAdd(counts + 2, poison);
  }
}
extern "C" __global__ void fs_bias_fill(float* c, const float* bias, long long B, long long M, long long N, long long cb,
                                        long long cs0, long long cs1, long long bb, long long bs0, long long bs1,
                                        float beta) {
  long long total = B * M * N;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long b = t / (M * N), i = (t / N) % M, j = t % N;
    c[b * cb + i * cs0 + j * cs1] = beta * bias[b * bb + i * bs0 + j * bs1];
  }
}
// float16 / bfloat16 storages as float32 for the float32 library calls: widened
// exactly, narrowed once to nearest even (the CPU externs' rounding point)
extern "C" __global__ void fs_widen(float* dst, const uint16_t* src, long long n, int bf) {
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < n; t += (long long)gridDim.x * blockDim.x)
    dst[t] = bf ? fs_bf2f(src[t]) : fs_h2f(src[t]);
}
extern "C" __global__ void fs_narrow(uint16_t* dst, const float* src, long long n, int bf) {
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < n; t += (long long)gridDim.x * blockDim.x)
    dst[t] = bf ? fs_f2bf(src[t]) : fs_f2h(src[t]);
}
struct FsCopy4d { unsigned long long dst, src; long long n[4], ds[4], ss[4]; };
extern "C" __global__ void fs_copy4d(FsCopy4d a) {
  long long total = a.n[0] * a.n[1] * a.n[2] * a.n[3];
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long i3 = t % a.n[3], i2 = (t / a.n[3]) % a.n[2], i1 = (t / (a.n[3] * a.n[2])) % a.n[1], i0 = t / (a.n[3] * a.n[2] * a.n[1]);
    ((float*)a.dst)[i0 * a.ds[0] + i1 * a.ds[1] + i2 * a.ds[2] + i3 * a.ds[3]] =
        ((const float*)a.src)[i0 * a.ss[0] + i1 * a.ss[1] + i2 * a.ss[2] + i3 * a.ss[3]];
  }
}
extern "C" __global__ void fs_sdpa(FsSdpaArgs a) {
  extern __shared__ float fs_p[];
  const long long row = blockIdx.x;
  const long long i = row % a.L, h = (row / a.L) % a.H, b = row / (a.L * a.H);
  const float* q = (const float*)a.q + b * a.qs[0] + h * a.qs[1] + i * a.qs[2];
  const float* k = (const float*)a.k + b * a.ks[0] + h * a.ks[1];
  const float* v = (const float*)a.v + b * a.vs[0] + h * a.vs[1];
  float mx = -INFINITY;
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    float s = 0.0f;
    for (long long e = 0; e < a.E; ++e) s += q[e * a.qs[3]] * k[j * a.ks[2] + e * a.ks[3]];
    s *= a.scale;
    if (a.hasBias) s += ((const float*)a.bias)[b * a.bs[0] + h * a.bs[1] + i * a.bs[2] + j * a.bs[3]];
    if (a.causal && j > i) s = -INFINITY;
    fs_p[j] = s;
    mx = fs_maximum(mx, s);
  }
  mx = fs_allreduce(mx, fs_op_max(), (int)blockDim.x);
  float sum = 0.0f;
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    float e = mx == -INFINITY ? 0.0f : expf(fs_p[j] - mx);
    fs_p[j] = e;
    sum += e;
  }
  sum = fs_allreduce(sum, fs_op_sum(), (int)blockDim.x);
  const float keep = 1.0f / (1.0f - a.dropout);
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    float p = sum > 0.0f ? fs_p[j] / sum : 0.0f;
    if (a.dropout > 0.0f) {
      long long flat = ((b * a.H + h) * a.L + i) * a.S + j;
      p = fs_rand(a.seed, flat) < a.dropout ? 0.0f : p * keep;
    }
    fs_p[j] = p;
  }
  __syncthreads();
  float* out = (float*)a.out + b * a.os[0] + h * a.os[1] + i * a.os[2];
  for (long long e = threadIdx.x; e < a.Ev; e += blockDim.x) {
    float acc = 0.0f;
    for (long long j = 0; j < a.S; ++j) acc += fs_p[j] * v[j * a.vs[2] + e * a.vs[3]];
    out[e * a.os[3]] = acc;
  }
  if (a.hasLse && threadIdx.x == 0) ((float*)a.lse)[b * a.ls[0] + h * a.ls[1] + i * a.ls[2]] = mx + logf(sum);
}
// Attention backward (the efficient and cuDNN forms; CpuExterns.cpp's
// runAttentionBackward states the math): P is recomputed from Q, K, the bias and the
// causal mask; M is this runtime's dropout mask (fs_rand, as fs_sdpa draws it).
// fs_sdpa_bwd_q: one block per query row i: P_i, dP_i = (dO_i V^T) * M_i,
// D_i = rowsum(dP_i * P_i), dS_i = P_i * (dP_i - D_i); writes dQ_i = scale * dS_i K,
// adds dS_i into grad_bias (zeroed before; atomics, the bias may be broadcast), and
// keeps logsumexp_i and D_i for fs_sdpa_bwd_kv. Shared memory: 2 * S floats.
struct FsSdpaBwdArgs {
  unsigned long long q, k, v, bias, go, gq, gk, gv, gb, lse, d;
  long long B, H, L, S, E, Ev;
  long long qs[4], ks[4], vs[4], bs[4], gos[4], gqs[4], gks[4], gvs[4], gbs[4];
  float scale, dropout;
  int causal, hasBias, wantQ, wantK, wantV, wantB;
  long long seed;
};
extern "C" __global__ void fs_sdpa_bwd_q(FsSdpaBwdArgs a) {
  extern __shared__ float fs_sm[];
  float* p = fs_sm;
  float* t = fs_sm + a.S;
  const long long row = blockIdx.x;
  const long long i = row % a.L, h = (row / a.L) % a.H, b = row / (a.L * a.H);
  const float* q = (const float*)a.q + b * a.qs[0] + h * a.qs[1] + i * a.qs[2];
  const float* go = (const float*)a.go + b * a.gos[0] + h * a.gos[1] + i * a.gos[2];
  const float* k = (const float*)a.k + b * a.ks[0] + h * a.ks[1];
  const float* v = (const float*)a.v + b * a.vs[0] + h * a.vs[1];
  float mx = -INFINITY;
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    float s = 0.0f;
    for (long long e = 0; e < a.E; ++e) s += q[e * a.qs[3]] * k[j * a.ks[2] + e * a.ks[3]];
    s *= a.scale;
    if (a.hasBias) s += ((const float*)a.bias)[b * a.bs[0] + h * a.bs[1] + i * a.bs[2] + j * a.bs[3]];
    if (a.causal && j > i) s = -INFINITY;
    p[j] = s;
    mx = fs_maximum(mx, s);
  }
  mx = fs_allreduce(mx, fs_op_max(), (int)blockDim.x);
  float sum = 0.0f;
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    float e = mx == -INFINITY ? 0.0f : expf(p[j] - mx);
    p[j] = e;
    sum += e;
  }
  sum = fs_allreduce(sum, fs_op_sum(), (int)blockDim.x);
  const float keep = 1.0f / (1.0f - a.dropout);
  float rs = 0.0f;
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    const float P = sum > 0.0f ? p[j] / sum : 0.0f;
    float m = 1.0f;
    if (a.dropout > 0.0f) m = fs_rand(a.seed, ((b * a.H + h) * a.L + i) * a.S + j) < a.dropout ? 0.0f : keep;
    float dp = 0.0f;
    for (long long e = 0; e < a.Ev; ++e) dp += go[e * a.gos[3]] * v[j * a.vs[2] + e * a.vs[3]];
    dp *= m;
    p[j] = P;
    t[j] = dp;
    rs += dp * P;
  }
  rs = fs_allreduce(rs, fs_op_sum(), (int)blockDim.x);
  for (long long j = threadIdx.x; j < a.S; j += blockDim.x) {
    const float ds = p[j] * (t[j] - rs);
    t[j] = ds;
    if (a.wantB) atomicAdd((float*)a.gb + b * a.gbs[0] + h * a.gbs[1] + i * a.gbs[2] + j * a.gbs[3], ds);
  }
  __syncthreads();
  if (a.wantQ) {
    float* gq = (float*)a.gq + b * a.gqs[0] + h * a.gqs[1] + i * a.gqs[2];
    for (long long e = threadIdx.x; e < a.E; e += blockDim.x) {
      float acc = 0.0f;
      for (long long j = 0; j < a.S; ++j) acc += t[j] * k[j * a.ks[2] + e * a.ks[3]];
      gq[e * a.gqs[3]] = a.scale * acc;
    }
  }
  if (threadIdx.x == 0) {
    ((float*)a.lse)[row] = sum > 0.0f ? mx + logf(sum) : -INFINITY;
    ((float*)a.d)[row] = rs;
  }
}
// fs_sdpa_bwd_kv: one block per key row j, over the query rows in chunks of blockDim:
// dV_j = sum_i P_ij M_ij dO_i, dK_j = scale * sum_i dS_ij Q_i, with P_ij from the kept
// logsumexp and dS_ij = P_ij * ((dO_i . V_j) M_ij - D_i). Each thread owns up to 4 of
// the E (Ev) columns, so E, Ev <= 4 * blockDim. Shared memory: 2 * blockDim floats.
extern "C" __global__ void fs_sdpa_bwd_kv(FsSdpaBwdArgs a) {
  extern __shared__ float fs_sm[];
  float* sa = fs_sm;
  float* sd = fs_sm + blockDim.x;
  const long long col = blockIdx.x;
  const long long j = col % a.S, h = (col / a.S) % a.H, b = col / (a.S * a.H);
  const float* kj = (const float*)a.k + b * a.ks[0] + h * a.ks[1] + j * a.ks[2];
  const float* vj = (const float*)a.v + b * a.vs[0] + h * a.vs[1] + j * a.vs[2];
  const float* q = (const float*)a.q + b * a.qs[0] + h * a.qs[1];
  const float* go = (const float*)a.go + b * a.gos[0] + h * a.gos[1];
  const float keep = 1.0f / (1.0f - a.dropout);
  float accK[4] = {0, 0, 0, 0}, accV[4] = {0, 0, 0, 0};
  for (long long i0 = 0; i0 < a.L; i0 += blockDim.x) {
    const long long i = i0 + threadIdx.x;
    float pa = 0.0f, pd = 0.0f;
    if (i < a.L && !(a.causal && j > i)) {
      const long long r = (b * a.H + h) * a.L + i;
      const float lse = ((const float*)a.lse)[r];
      if (lse != -INFINITY) {
        float s = 0.0f;
        for (long long e = 0; e < a.E; ++e) s += q[i * a.qs[2] + e * a.qs[3]] * kj[e * a.ks[3]];
        s *= a.scale;
        if (a.hasBias) s += ((const float*)a.bias)[b * a.bs[0] + h * a.bs[1] + i * a.bs[2] + j * a.bs[3]];
        const float P = expf(s - lse);
        float m = 1.0f;
        if (a.dropout > 0.0f) m = fs_rand(a.seed, r * a.S + j) < a.dropout ? 0.0f : keep;
        float dp = 0.0f;
        for (long long e = 0; e < a.Ev; ++e) dp += go[i * a.gos[2] + e * a.gos[3]] * vj[e * a.vs[3]];
        pa = P * m;
        pd = P * (dp * m - ((const float*)a.d)[r]);
      }
    }
    sa[threadIdx.x] = pa;
    sd[threadIdx.x] = pd;
    __syncthreads();
    const long long n = a.L - i0 < (long long)blockDim.x ? a.L - i0 : (long long)blockDim.x;
    for (int c = 0; c < 4; ++c) {
      const long long e = threadIdx.x + (long long)c * blockDim.x;
      if (a.wantV && e < a.Ev)
        for (long long t = 0; t < n; ++t) accV[c] += sa[t] * go[(i0 + t) * a.gos[2] + e * a.gos[3]];
      if (a.wantK && e < a.E)
        for (long long t = 0; t < n; ++t) accK[c] += sd[t] * q[(i0 + t) * a.qs[2] + e * a.qs[3]];
    }
    __syncthreads();
  }
  for (int c = 0; c < 4; ++c) {
    const long long e = threadIdx.x + (long long)c * blockDim.x;
    if (a.wantV && e < a.Ev) ((float*)a.gv)[b * a.gvs[0] + h * a.gvs[1] + j * a.gvs[2] + e * a.gvs[3]] = accV[c];
    if (a.wantK && e < a.E) ((float*)a.gk)[b * a.gks[0] + h * a.gks[1] + j * a.gks[2] + e * a.gks[3]] = a.scale * accK[c];
  }
}
// aten.topk on the GPU: one block per row (a position of the other dims; rowOffsets
// holds each row's element offset into x, values, indices). Round r picks, by a block
// reduction, the first element after round r-1's pick in topk's total order: NaN
// larger than any number, then the value (largest or smallest first), then the index
// (CpuExterns.cpp, runTopk: a stable sort), so ties and NaNs come out as there.
struct FsTopkArgs {
  unsigned long long x, vals, idx, rows;
  long long D, k, xs, vs, is;
  int largest, wantVals, wantIdx;
};
__device__ __forceinline__ bool fs_topk_before(float u, long long iu, float v, long long iv, int largest) {
  const bool nu = u != u, nv = v != v;
  if (nu != nv) return largest ? nu : nv;
  if (!nu && u != v) return largest ? u > v : u < v;
  return iu < iv;
}
extern "C" __global__ void fs_topk(FsTopkArgs a) {
  __shared__ float sv[32];
  __shared__ long long si[32];
  __shared__ float pv;
  __shared__ long long pi;
  const long long* off = (const long long*)a.rows + 3 * blockIdx.x;
  const float* x = (const float*)a.x + off[0];
  for (long long r = 0; r < a.k; ++r) {
    float bv = 0.0f;
    long long bi = -1;
    for (long long j = threadIdx.x; j < a.D; j += blockDim.x) {
      const float u = x[j * a.xs];
      if (r > 0 && !fs_topk_before(pv, pi, u, j, a.largest)) continue;  // at or before the last pick
      if (bi < 0 || fs_topk_before(u, j, bv, bi, a.largest)) {
        bv = u;
        bi = j;
      }
    }
    for (int o = 16; o > 0; o >>= 1) {
      const float ov = __shfl_down_sync(0xffffffffu, bv, o);
      const long long oi = __shfl_down_sync(0xffffffffu, bi, o);
      if (oi >= 0 && (bi < 0 || fs_topk_before(ov, oi, bv, bi, a.largest))) {
        bv = ov;
        bi = oi;
      }
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = (blockDim.x + 31) >> 5;
    __syncthreads();  // the last round's pick has been read by every thread
    if (lane == 0) {
      sv[warp] = bv;
      si[warp] = bi;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      for (int w = 1; w < warps; ++w)
        if (si[w] >= 0 && (bi < 0 || fs_topk_before(sv[w], si[w], bv, bi, a.largest))) {
          bv = sv[w];
          bi = si[w];
        }
      pv = bv;
      pi = bi;
      if (a.wantVals) ((float*)a.vals)[off[1] + r * a.vs] = bv;
      if (a.wantIdx) ((long long*)a.idx)[off[2] + r * a.is] = bi;
    }
    __syncthreads();
  }
}
// aten.histc on the GPU: counts of x's values in `bins` equal bins over [lo, hi]
// (CpuExterns.cpp, runHistc: v == hi in the last bin, values outside and NaN not
// counted); x is a view of up to 6 dims of any element type the kernels compute in
// (xType: 0 float32 or an fp16/bf16 shadow, 1 float64, 2 int32, 3 int64, 4 uint8/bool,
// 5 int8, 6 int16). Three kernels: fs_histc_range (the range, from the data when
// fromData, i.e. min == max in the call, widened by 1 each side when empty; zeroes the
// counts), fs_histc (unsigned counts by atomics), fs_histc_write (counts into the output
// in its type, outType as xType).
struct FsHistcArgs {
  unsigned long long x, out, range, counts;
  long long n, bins, rank, sizes[6], strides[6], outStride;
  double lo, hi;
  int fromData, xType, outType;
};
__device__ __forceinline__ long long fs_histc_at(const FsHistcArgs& a, long long t) {
  long long o = 0;
  for (long long d = a.rank - 1; d >= 0; --d) {
    o += (t % a.sizes[d]) * a.strides[d];
    t /= a.sizes[d];
  }
  return o;
}
__device__ __forceinline__ double fs_histc_load(const FsHistcArgs& a, long long t) {
  const long long e = fs_histc_at(a, t);
  switch (a.xType) {
    case 1: return ((const double*)a.x)[e];
    case 2: return (double)((const int*)a.x)[e];
    case 3: return (double)((const long long*)a.x)[e];
    case 4: return (double)((const unsigned char*)a.x)[e];
    case 5: return (double)((const signed char*)a.x)[e];
    case 6: return (double)((const short*)a.x)[e];
    default: return (double)((const float*)a.x)[e];
  }
}
extern "C" __global__ void fs_histc_range(FsHistcArgs a) {
  double lo = INFINITY, hi = -INFINITY;
  for (long long t = threadIdx.x; t < a.n; t += blockDim.x) {
    const double v = fs_histc_load(a, t);
    if (v != v) continue;
    lo = fmin(lo, v);
    hi = fmax(hi, v);
  }
  lo = fs_allreduce(lo, fs_op_min(), (int)blockDim.x);
  hi = fs_allreduce(hi, fs_op_max(), (int)blockDim.x);
  if (threadIdx.x == 0) {
    double l = a.fromData && a.n > 0 ? lo : a.lo, h = a.fromData && a.n > 0 ? hi : a.hi;
    if (l == h) {
      l -= 1;
      h += 1;
    }
    ((double*)a.range)[0] = l;
    ((double*)a.range)[1] = h;
  }
  for (long long b = threadIdx.x; b < a.bins; b += blockDim.x) ((unsigned int*)a.counts)[b] = 0u;
}
extern "C" __global__ void fs_histc(FsHistcArgs a) {
  const double lo = ((const double*)a.range)[0], hi = ((const double*)a.range)[1];
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < a.n; t += (long long)gridDim.x * blockDim.x) {
    const double v = fs_histc_load(a, t);
    if (v != v || v < lo || v > hi) continue;
    long long b = v == hi ? a.bins - 1 : (long long)floor((v - lo) * (double)a.bins / (hi - lo));
    b = b < 0 ? 0 : b >= a.bins ? a.bins - 1 : b;
    atomicAdd((unsigned int*)a.counts + b, 1u);
  }
}
extern "C" __global__ void fs_histc_write(FsHistcArgs a) {
  for (long long b = (long long)blockIdx.x * blockDim.x + threadIdx.x; b < a.bins; b += (long long)gridDim.x * blockDim.x) {
    const unsigned int c = ((const unsigned int*)a.counts)[b];
    const long long e = b * a.outStride;
    switch (a.outType) {
      case 1: ((double*)a.out)[e] = (double)c; break;
      case 2: ((int*)a.out)[e] = (int)c; break;
      case 3: ((long long*)a.out)[e] = (long long)c; break;
      case 4: ((unsigned char*)a.out)[e] = (unsigned char)c; break;
      case 5: ((signed char*)a.out)[e] = (signed char)c; break;
      case 6: ((short*)a.out)[e] = (short)c; break;
      default: ((float*)a.out)[e] = (float)c; break;
    }
  }
}
// torchvision.roi_align on the GPU, one thread per output element [K, C, PH, PW]
// (CpuExterns.cpp, runRoiAlign, and torchvision's roi_align_kernel.cu: float arithmetic,
// bilinear samples averaged per bin; a batch index outside [0, N) gives 0).
struct FsRoiAlignArgs {
  unsigned long long x, rois, out;
  long long N, C, H, W, K, PH, PW, xs[4], rs[2], os[4];
  float scale;
  int ratio, aligned;
};
__device__ __forceinline__ float fs_roi_bilinear(const float* p, long long sh, long long sw, long long h, long long w, float y, float x) {
  if (y < -1.0f || y > (float)h || x < -1.0f || x > (float)w) return 0.0f;
  if (y <= 0) y = 0;
  if (x <= 0) x = 0;
  long long yl = (long long)y, xl = (long long)x, yh, xh;
  if (yl >= h - 1) { yh = yl = h - 1; y = (float)yl; } else yh = yl + 1;
  if (xl >= w - 1) { xh = xl = w - 1; x = (float)xl; } else xh = xl + 1;
  const float ly = y - (float)yl, lx = x - (float)xl, hy = 1.0f - ly, hx = 1.0f - lx;
  return hy * hx * p[yl * sh + xl * sw] + hy * lx * p[yl * sh + xh * sw] + ly * hx * p[yh * sh + xl * sw] + ly * lx * p[yh * sh + xh * sw];
}
extern "C" __global__ void fs_roi_align(FsRoiAlignArgs a) {
  const long long total = a.K * a.C * a.PH * a.PW;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    const long long j = t % a.PW, i = (t / a.PW) % a.PH, ch = (t / (a.PW * a.PH)) % a.C, k = t / (a.PW * a.PH * a.C);
    const float* r = (const float*)a.rois + k * a.rs[0];
    const long long b = (long long)r[0];
    float v = 0.0f;
    if (b >= 0 && b < a.N) {
      const float off = a.aligned ? 0.5f : 0.0f;
      const float x1 = r[a.rs[1]] * a.scale - off, y1 = r[2 * a.rs[1]] * a.scale - off;
      const float x2 = r[3 * a.rs[1]] * a.scale - off, y2 = r[4 * a.rs[1]] * a.scale - off;
      float rw = x2 - x1, rh = y2 - y1;
      if (!a.aligned) { rw = fmaxf(rw, 1.0f); rh = fmaxf(rh, 1.0f); }
      const float bh = rh / (float)a.PH, bw = rw / (float)a.PW;
      const long long gh = a.ratio > 0 ? a.ratio : (long long)ceilf(rh / (float)a.PH);
      const long long gw = a.ratio > 0 ? a.ratio : (long long)ceilf(rw / (float)a.PW);
      const float count = (float)(gh * gw > 1 ? gh * gw : 1);
      const float* p = (const float*)a.x + b * a.xs[0] + ch * a.xs[1];
      for (long long iy = 0; iy < gh; ++iy) {
        const float yy = y1 + (float)i * bh + ((float)iy + 0.5f) * bh / (float)gh;
        for (long long ix = 0; ix < gw; ++ix) {
          const float xx = x1 + (float)j * bw + ((float)ix + 0.5f) * bw / (float)gw;
          v += fs_roi_bilinear(p, a.xs[2], a.xs[3], a.H, a.W, yy, xx);
        }
      }
      v /= count;
    }
    ((float*)a.out)[k * a.os[0] + ch * a.os[1] + i * a.os[2] + j * a.os[3]] = v;
  }
}
// aten.cudnn_grid_sampler on the GPU (bilinear, zeros padding, align_corners=True), one
// thread per output position [N, Ho, Wo], every channel (CpuExterns.cpp, runGridSampler).
struct FsGridSampleArgs {
  unsigned long long x, grid, out;
  long long N, C, H, W, Ho, Wo, xs[4], gs[4], os[4];
};
extern "C" __global__ void fs_grid_sample(FsGridSampleArgs a) {
  const long long total = a.N * a.Ho * a.Wo;
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    const long long n = t / (a.Ho * a.Wo), h = t / a.Wo % a.Ho, w = t % a.Wo;
    const float* gp = (const float*)a.grid + n * a.gs[0] + h * a.gs[1] + w * a.gs[2];
    const float ix = (gp[0] + 1.0f) / 2.0f * (float)(a.W - 1), iy = (gp[a.gs[3]] + 1.0f) / 2.0f * (float)(a.H - 1);
    const long long x0 = (long long)floorf(ix), y0 = (long long)floorf(iy);
    const float fx0 = (float)x0, fy0 = (float)y0, fx1 = fx0 + 1.0f, fy1 = fy0 + 1.0f;
    const float wnw = (fx1 - ix) * (fy1 - iy), wne = (ix - fx0) * (fy1 - iy), wsw = (fx1 - ix) * (iy - fy0), wse = (ix - fx0) * (iy - fy0);
    const bool in00 = y0 >= 0 && y0 < a.H && x0 >= 0 && x0 < a.W, in01 = y0 >= 0 && y0 < a.H && x0 + 1 >= 0 && x0 + 1 < a.W;
    const bool in10 = y0 + 1 >= 0 && y0 + 1 < a.H && x0 >= 0 && x0 < a.W, in11 = y0 + 1 >= 0 && y0 + 1 < a.H && x0 + 1 >= 0 && x0 + 1 < a.W;
    for (long long ch = 0; ch < a.C; ++ch) {
      const float* p = (const float*)a.x + n * a.xs[0] + ch * a.xs[1];
      float v = 0.0f;
      if (in00) v += p[y0 * a.xs[2] + x0 * a.xs[3]] * wnw;
      if (in01) v += p[y0 * a.xs[2] + (x0 + 1) * a.xs[3]] * wne;
      if (in10) v += p[(y0 + 1) * a.xs[2] + x0 * a.xs[3]] * wsw;
      if (in11) v += p[(y0 + 1) * a.xs[2] + (x0 + 1) * a.xs[3]] * wse;
      ((float*)a.out)[n * a.os[0] + ch * a.os[1] + h * a.os[2] + w * a.os[3]] = v;
    }
  }
}
// aten._embedding_bag on the GPU, one block per bag, threads over the row (CpuExterns.cpp,
// runEmbeddingBag): mode 0 sum (times per-sample weights when given), 1 mean, 2 max; the
// padding index skipped; an empty bag 0. Indices and offsets int64 (idx64) or int32.
struct FsEmbBagArgs {
  unsigned long long w, ix, off, psw, out;
  long long B, D, n, offN, ws[2], ixs, offs, psws, os[2], pad;
  int mode, idx64, hasPsw;
};
__device__ __forceinline__ long long fs_emb_int(unsigned long long p, long long e, int is64) {
  return is64 ? ((const long long*)p)[e] : (long long)((const int*)p)[e];
}
extern "C" __global__ void fs_embedding_bag(FsEmbBagArgs a) {
  for (long long b = blockIdx.x; b < a.B; b += gridDim.x) {
    const long long lo = fs_emb_int(a.off, b * a.offs, a.idx64);
    const long long hi = b + 1 < a.offN ? fs_emb_int(a.off, (b + 1) * a.offs, a.idx64) : a.n;
    for (long long d = threadIdx.x; d < a.D; d += blockDim.x) {
      float acc = a.mode == 2 ? -INFINITY : 0.0f;
      long long count = 0;
      for (long long i = lo; i < hi; ++i) {
        const long long r = fs_emb_int(a.ix, i * a.ixs, a.idx64);
        if (r == a.pad) continue;
        ++count;
        const float v = ((const float*)a.w)[r * a.ws[0] + d * a.ws[1]];
        if (a.mode == 2) acc = (v > acc || v != v) ? v : acc;
        else acc += a.hasPsw ? v * ((const float*)a.psw)[i * a.psws] : v;
      }
      if (count == 0) acc = 0.0f;
      else if (a.mode == 1) acc /= (float)count;
      ((float*)a.out)[b * a.os[0] + d * a.os[1]] = acc;
    }
  }
}
// A strided copy of up to 6 dims (a source stride 0 broadcasts), and the bias gradient
// of a convolution: gb[c] = the sum of grad_output over every dim but 1, one block per
// channel (float32 accumulation).
struct FsCopyNd { unsigned long long dst, src; long long rank, n[6], ds[6], ss[6]; };
extern "C" __global__ void fs_copynd(FsCopyNd a) {
  long long total = 1;
  for (long long d = 0; d < a.rank; ++d) total *= a.n[d];
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long r = t, o = 0, i = 0;
    for (long long d = a.rank - 1; d >= 0; --d) {
      const long long x = r % a.n[d];
      r /= a.n[d];
      o += x * a.ds[d];
      i += x * a.ss[d];
    }
    ((float*)a.dst)[o] = ((const float*)a.src)[i];
  }
}
extern "C" __global__ void fs_bias_grad(FsCopyNd a) {
  // a.src: grad_output with a.n / a.ss its sizes and strides; a.dst: the bias gradient,
  // a.ds[0] its stride
  const long long c = blockIdx.x;
  long long per = 1;
  for (long long d = 0; d < a.rank; ++d)
    if (d != 1) per *= a.n[d];
  float acc = 0.0f;
  for (long long t = threadIdx.x; t < per; t += blockDim.x) {
    long long r = t, o = c * a.ss[1];
    for (long long d = a.rank - 1; d >= 0; --d) {
      if (d == 1) continue;
      o += (r % a.n[d]) * a.ss[d];
      r /= a.n[d];
    }
    acc += ((const float*)a.src)[o];
  }
  acc = fs_allreduce(acc, fs_op_sum(), (int)blockDim.x);
  if (threadIdx.x == 0) ((float*)a.dst)[c * a.ds[0]] = acc;
}
extern "C" __global__ void fs_zero4d(FsCopy4d a) {
  long long total = a.n[0] * a.n[1] * a.n[2] * a.n[3];
  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (long long)gridDim.x * blockDim.x) {
    long long i3 = t % a.n[3], i2 = (t / a.n[3]) % a.n[2], i1 = (t / (a.n[3] * a.n[2])) % a.n[1], i0 = t / (a.n[3] * a.n[2] * a.n[1]);
    ((float*)a.dst)[i0 * a.ds[0] + i1 * a.ds[1] + i2 * a.ds[2] + i3 * a.ds[3]] = 0.0f;
  }
}
)FS";

struct FsSdpaArgs {
  unsigned long long q, k, v, bias, out, lse;
  long long B, H, L, S, E, Ev;
  long long qs[4], ks[4], vs[4], bs[4], os[4], ls[3];
  float scale, dropout;
  int causal, hasBias, hasLse;
  long long seed;
};

struct FsCopy4d {
  unsigned long long dst, src;
  long long n[4], ds[4], ss[4];
};

struct FsSdpaBwdArgs {
  unsigned long long q, k, v, bias, go, gq, gk, gv, gb, lse, d;
  long long B, H, L, S, E, Ev;
  long long qs[4], ks[4], vs[4], bs[4], gos[4], gqs[4], gks[4], gvs[4], gbs[4];
  float scale, dropout;
  int causal, hasBias, wantQ, wantK, wantV, wantB;
  long long seed;
};

struct FsCopyNd {
  unsigned long long dst, src;
  long long rank, n[6], ds[6], ss[6];
};

struct FsTopkArgs {
  unsigned long long x, vals, idx, rows;
  long long D, k, xs, vs, is;
  int largest, wantVals, wantIdx;
};

struct FsHistcArgs {
  unsigned long long x, out, range, counts;
  long long n, bins, rank, sizes[6], strides[6], outStride;
  double lo, hi;
  int fromData, xType, outType;
};

struct FsRoiAlignArgs {
  unsigned long long x, rois, out;
  long long N, C, H, W, K, PH, PW, xs[4], rs[2], os[4];
  float scale;
  int ratio, aligned;
};
struct FsGridSampleArgs {
  unsigned long long x, grid, out;
  long long N, C, H, W, Ho, Wo, xs[4], gs[4], os[4];
};
struct FsEmbBagArgs {
  unsigned long long w, ix, off, psw, out;
  long long B, D, n, offN, ws[2], ixs, offs, psws, os[2], pad;
  int mode, idx64, hasPsw;
};

struct Module {
  CUmodule mod = nullptr;
  ~Module() {
    if (mod) driver().cuModuleUnload(mod);
  }
  CUfunction fn(const std::string& name) const {
    CUfunction f;
    cuCheck(driver().cuModuleGetFunction(&f, mod, name.c_str()), ("cuModuleGetFunction " + name).c_str());
    return f;
  }
};

struct DeviceBuffer {
  CUdeviceptr ptr = 0;
  std::size_t bytes = 0;
};

struct Gpu {
  const codegen::BufferTable& table;
  std::map<std::string, DeviceBuffer> bufs;
  Module runtime;
  CUfunction flushFn = nullptr, biasFn = nullptr, sdpaFn = nullptr, copyFn = nullptr, widenFn = nullptr, narrowFn = nullptr,
             sdpaBwdQFn = nullptr, sdpaBwdKvFn = nullptr, zeroFn = nullptr, topkFn = nullptr, histcRangeFn = nullptr,
             histcFn = nullptr, histcWriteFn = nullptr, roiAlignFn = nullptr, gridSampleFn = nullptr, embBagFn = nullptr, copyNdFn = nullptr, biasGradFn = nullptr,
             avgPoolFn = nullptr, poolBwdFn = nullptr, upsampleAaFn = nullptr, weightNormBwdFn = nullptr, groupedMmFn = nullptr,
             complexMapFn = nullptr, dftFn = nullptr, checkFn = nullptr;
  /// While an extern is prepared: float32 shadows of its fp16/bf16 storages, which
  /// ptr() returns instead of the storage (withHalfShadows).
  std::map<std::string, CUdeviceptr> shadows;
  std::vector<DeviceBuffer> temps;  // packed copies for cuDNN
  DeviceBuffer flush;
  CUevent e0 = nullptr, e1 = nullptr;
  cublasHandle_t blas = nullptr;
  cudnnHandle_t dnn = nullptr;
  DeviceBuffer workspace;

  explicit Gpu(const codegen::BufferTable& t) : table(t) {}
  ~Gpu() {
    for (auto& [n, b] : bufs)
      if (b.ptr) driver().cuMemFree(b.ptr);
    if (flush.ptr) driver().cuMemFree(flush.ptr);
    if (workspace.ptr) driver().cuMemFree(workspace.ptr);
    for (auto& t : temps)
      if (t.ptr) driver().cuMemFree(t.ptr);
    if (e0) driver().cuEventDestroy(e0);
    if (e1) driver().cuEventDestroy(e1);
  }
  CUdeviceptr ptr(const std::string& name) const {
    if (auto sh = shadows.find(name); sh != shadows.end()) return sh->second;
    auto it = bufs.find(name);
    if (it == bufs.end()) throw std::runtime_error("no device buffer for '" + name + "'");
    return it->second.ptr;
  }
  void flushL2() {
    long long n = static_cast<long long>(flush.bytes / 4), spin = 0;
    void* args[] = {&flush.ptr, &n, &spin};
    CU(cuLaunchKernel(flushFn, 2048, 1, 1, 512, 1, 1, 0, nullptr, args, nullptr));
  }
  // fs_flush over nothing: a mark in CUPTI's records where timed runs begin
  // (recordsAfterLastMarker), one warp, no memory touched; with `spinNs`, it holds the
  // GPU that long (the launches after it queue meanwhile)
  void marker(long long spinNs = 0) {
    long long n = 0;
    void* args[] = {&flush.ptr, &n, &spinNs};
    CU(cuLaunchKernel(flushFn, 1, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr));
  }
  CUdeviceptr temp(std::size_t bytes) {
    DeviceBuffer b;
    b.bytes = std::max<std::size_t>(16, bytes);
    CU(cuMemAlloc(&b.ptr, b.bytes));
    temps.push_back(b);
    return b.ptr;
  }
  // dst[i] = src[i] over the index space `n` (up to 6 dims); a source stride 0 broadcasts
  void copyNd(CUdeviceptr dst, const std::vector<std::int64_t>& ds, CUdeviceptr src, const std::vector<std::int64_t>& ss,
              const std::vector<std::int64_t>& n) {
    if (n.size() > 6 || ds.size() != n.size() || ss.size() != n.size())
      throw std::runtime_error("a strided copy of more than 6 dims");
    FsCopyNd a{};
    a.dst = dst;
    a.src = src;
    a.rank = static_cast<long long>(n.size());
    for (std::size_t i = 0; i < n.size(); ++i) {
      a.n[i] = n[i];
      a.ds[i] = ds[i];
      a.ss[i] = ss[i];
    }
    void* p[] = {&a};
    CU(cuLaunchKernel(copyNdFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
  }
  void copy4d(CUdeviceptr dst, const std::vector<std::int64_t>& ds, CUdeviceptr src, const std::vector<std::int64_t>& ss,
              const std::vector<std::int64_t>& n) {
    FsCopy4d a{};
    a.dst = dst;
    a.src = src;
    for (int i = 0; i < 4; ++i) {
      a.n[i] = n[static_cast<std::size_t>(i)];
      a.ds[i] = ds[static_cast<std::size_t>(i)];
      a.ss[i] = ss[static_cast<std::size_t>(i)];
    }
    void* p[] = {&a};
    CU(cuLaunchKernel(copyFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
  }
  void ensureWorkspace(std::size_t bytes) {
    if (bytes <= workspace.bytes) return;
    if (workspace.ptr) CU(cuMemFree(workspace.ptr));
    CU(cuMemAlloc(&workspace.ptr, bytes));
    workspace.bytes = bytes;
  }
};

void upload(Gpu& g, const std::string& name, const HostTensor& t) {
  CU(cuMemcpyHtoD(g.ptr(name), t.data(), t.bytes.size()));
}
// Gets a kernel's output ready to be checked: poisoned (0xFF bytes), or for an update in
// place (BufferDesc::mutated) the mutated buffer's reference values.
void prepareOutputOnDevice(Gpu& g, const codegen::BufferTable& table, const std::string& name, const BufferPool& ref) {
  if (const HostTensor* src = mutatedValues(table, name, ref)) upload(g, name, *src);
  else CU(cuMemsetD8(g.ptr(name), 0xFF, ref.at(name).bytes.size()));
}
void download(Gpu& g, const std::string& name, HostTensor& t) { CU(cuMemcpyDtoH(t.data(), g.ptr(name), t.bytes.size())); }

// fs_check's element type code of `t`, or -1 where it reads no such elements (complex)
int checkTypeCode(codegen::DType t) {
  using codegen::DType;
  switch (t) {
    case DType::F32: return 0;
    case DType::F64: return 1;
    case DType::F16: return 2;
    case DType::BF16: return 3;
    case DType::I64: return 4;
    case DType::I32: return 5;
    case DType::I16: return 6;
    case DType::I8: return 7;
    case DType::U8: return 8;
    case DType::Bool: return 9;
    default: return -1;
  }
}

// fs_check over `n` elements of the device tensors `got` and `want` (of `type`,
// checkTypeCode), adding its counts (checked, off, poison) into the three u64 at `counts`
void launchCheck(CUfunction checkFn, CUdeviceptr got, CUdeviceptr want, CUdeviceptr written, long long n, int type,
                 bool isFloat, const Tolerance& tol, CUdeviceptr counts) {
  int fl = isFloat ? 1 : 0;
  double atol = tol.atol, rtol = tol.rtol;
  void* args[] = {&got, &want, &written, &n, &type, &fl, &atol, &rtol, &counts};
  const long long blocks = std::clamp<long long>((n + 255) / 256, 1, 4096);
  CU(cuLaunchKernel(checkFn, static_cast<unsigned>(blocks), 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
}

// milliseconds of wall time since `t0`
double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// ---- externs ---------------------------------------------------------------

struct View {
  std::string buffer;
  std::vector<std::int64_t> sizes, strides;
  std::int64_t offset = 0;
};

// A view of an extern's operand. cuBLAS/cuDNN calls here are float32 ones; fp16/bf16
// storages are given as float32 shadows (withHalfShadows), so every operand is addressed
// as 4-byte elements; an extern of our own that reads other types (histc) passes
// anyType and addresses the elements by the buffer's dtype itself.
View viewOf(const codegen::BufferTable& t, const ir::TensorRef& arg, bool anyType = false) {
  const auto& d = t.at(arg.buffer);
  if (!anyType && d.dtype != codegen::DType::F32 && d.dtype != codegen::DType::F16 && d.dtype != codegen::DType::BF16)
    throw std::runtime_error("buffer '" + arg.buffer + "' is " + codegen::torchName(d.dtype) +
                             ": extern kernels on CUDA take float32, float16 and bfloat16 operands only");
  View v;
  v.buffer = arg.buffer;
  v.sizes = arg.isView ? arg.sizes : d.sizes;
  v.strides = arg.isView ? arg.strides : d.strides;
  v.offset = arg.isView ? arg.offset : d.offset;
  // inside the device buffer (allocated for the storage's elements): a view past it
  // would make a library call read or write out of bounds
  checkViewInStorage(arg.buffer, v.sizes, v.strides, v.offset, d.storageNumel);
  return v;
}

// a whole buffer, in its own layout
View viewOf(const codegen::BufferTable& t, const std::string& buffer, bool anyType = false) {
  ir::TensorRef whole;
  whole.buffer = buffer;
  return viewOf(t, whole, anyType);
}

std::map<int, std::string> tupleItems(const codegen::BufferTable& t, const std::string& tupleBuf) { return t.tupleItems(tupleBuf); }

void checkBlas(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS) throw std::runtime_error(std::string(what) + " failed: cuBLAS status " + std::to_string(s));
}
void checkDnn(cudnnStatus_t s, const char* what) {
  if (s != CUDNN_STATUS_SUCCESS)
    throw std::runtime_error(std::string(what) + " failed: " + cudnn().cudnnGetErrorString(s));
}

// A prepared extern: a closure that launches it (timed by the caller).
struct ExternLaunch {
  std::function<void()> run;
  std::string launch;  // description
};

std::vector<std::int64_t> packedStrides(const std::vector<std::int64_t>& n, bool channelsLast);

ExternLaunch prepareGemm(Gpu& g, const ir::ExternOp& c) {
  const auto& B = cublas();
  if (!B.ok) throw std::runtime_error("cuBLAS not available: " + B.error);
  const bool isAdd = c.kind == ir::ExternKind::Addmm || c.kind == ir::ExternKind::Baddbmm;
  std::size_t first = isAdd ? 1 : 0;
  View a = viewOf(g.table, c.inputs.at(first)), b = viewOf(g.table, c.inputs.at(first + 1));
  View out = viewOf(g.table, c.result);
  if (const std::string why = matmulShapeProblem(c, a.sizes, b.sizes); !why.empty()) throw std::runtime_error(why);
  bool batched = a.sizes.size() == 3;
  auto s = [&](const View& v, std::size_t d) { return batched ? v.strides[d + 1] : v.strides[d]; };
  auto z = [&](const View& v, std::size_t d) { return batched ? v.sizes[d + 1] : v.sizes[d]; };
  long long M = z(a, 0), K = z(a, 1), N = z(b, 1), Bn = batched ? a.sizes[0] : 1;
  if (s(out, 1) != 1) throw std::runtime_error("matmul output is not row-major");
  auto op = [&](const View& v, long long rows, long long cols, cublasOperation_t& o, long long& ld) {
    // a dimension of size 1 is never stepped: its stride is free (outer products:
    // (1, 128) with strides (0, 1), (32, 1) with strides (1, 1))
    const long long s0 = rows == 1 ? std::max(1LL, cols) : s(v, 0), s1 = cols == 1 ? 1 : s(v, 1);
    if (s1 == 1 && s0 >= std::max(1LL, cols)) {
      o = CUBLAS_OP_N;
      ld = s0;
    } else if (s0 == 1 && (cols == 1 || s1 >= std::max(1LL, rows))) {
      o = CUBLAS_OP_T;
      ld = cols == 1 ? std::max(1LL, rows) : s1;
    } else {
      return false;
    }
    return true;
  };
  // An operand with no unit stride (mvit's pooled attention reads a permuted view whose
  // last two dims both step) is copied, before each call, into a row-major scratch
  // (fs_copynd): cuBLAS takes the copy.
  std::vector<std::function<void()>> packs;
  auto operand = [&](View& v, long long rows, long long cols, cublasOperation_t& o, long long& ld) {
    CUdeviceptr p = g.ptr(v.buffer) + 4 * v.offset;
    if (op(v, rows, cols, o, ld)) return p;
    View packed = v;
    packed.offset = 0;
    packed.strides = packedStrides(v.sizes, false);
    std::size_t bytes = 4;
    for (auto n : v.sizes) bytes *= static_cast<std::size_t>(n);
    const CUdeviceptr t = g.temp(bytes);
    packs.push_back([&gg = g, t, want = packed.strides, p, from = v.strides, sizes = v.sizes] { gg.copyNd(t, want, p, from, sizes); });
    v = packed;
    if (!op(v, rows, cols, o, ld)) throw std::runtime_error("matmul operand " + v.buffer + " has no unit stride even packed");
    return t;
  };
  cublasOperation_t oa, ob;
  long long lda, ldb;
  const CUdeviceptr pa = operand(a, M, K, oa, lda), pb = operand(b, K, N, ob, ldb);
  const auto alpha = static_cast<float>(c.alpha), beta = static_cast<float>(c.beta);
  CUdeviceptr pc = g.ptr(out.buffer) + 4 * out.offset;
  long long ldc = s(out, 0);
  std::function<void()> bias = [] {};
  if (isAdd) {
    View bv = viewOf(g.table, c.inputs.at(0));
    long long bs0 = 0, bs1 = 0, bsb = 0;  // a baddbmm bias of (B, M, N) has a batch stride of its own
    if (bv.sizes.empty()) bs1 = 0;  // a 0-d bias: one value everywhere
    else if (bv.sizes.size() == 1) bs1 = bv.sizes[0] == 1 ? 0 : bv.strides[0];
    else {
      bs0 = bv.sizes[bv.sizes.size() - 2] == 1 ? 0 : bv.strides[bv.sizes.size() - 2];
      bs1 = bv.sizes.back() == 1 ? 0 : bv.strides.back();
      if (bv.sizes.size() == 3 && bv.sizes[0] > 1) bsb = bv.strides[0];
    }
    CUdeviceptr pbias = g.ptr(bv.buffer) + 4 * bv.offset;
    bias = [&g, pc, pbias, Bn, M, N, ldc, bs0, bs1, bsb, beta, batched, out] {
      long long cb = batched ? out.strides[0] : 0, bb = bsb, one = 1;
      long long cs0 = ldc;
      CUdeviceptr c0 = pc, b0 = pbias;
      float be = beta;
      long long Bx = Bn, Mx = M, Nx = N, bs0x = bs0, bs1x = bs1;
      void* args[] = {&c0, &b0, &Bx, &Mx, &Nx, &cb, &cs0, &one, &bb, &bs0x, &bs1x, &be};
      CU(cuLaunchKernel(g.biasFn, 512, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
    };
  }
  float betaGemm = isAdd ? 1.0f : 0.0f;
  long long strideA = batched ? a.strides[0] : 0, strideB = batched ? b.strides[0] : 0, strideC = batched ? out.strides[0] : 0;
  ExternLaunch L;
  L.launch = std::string("cuBLAS ") + (batched ? "SgemmStridedBatched" : "Sgemm") + " M=" + std::to_string(M) +
             " N=" + std::to_string(N) + " K=" + std::to_string(K) + (batched ? " batch=" + std::to_string(Bn) : "");
  if (!packs.empty()) L.launch += " (" + std::to_string(packs.size()) + " operand(s) packed row-major first, fs_copynd)";
  L.run = [&g, packs, bias, ob, oa, N, M, K, alpha, pb, ldb, pa, lda, betaGemm, pc, ldc, batched, strideA, strideB, strideC, Bn] {
    for (const auto& p : packs) p();
    bias();
    const auto& B = cublas();
    float al = alpha, be = betaGemm;
    // row-major C = A B  <=>  column-major C^T = B^T A^T
    if (!batched)
      checkBlas(B.cublasSgemm(g.blas, ob, oa, static_cast<int>(N), static_cast<int>(M), static_cast<int>(K), &al,
                              reinterpret_cast<const float*>(pb), static_cast<int>(ldb), reinterpret_cast<const float*>(pa),
                              static_cast<int>(lda), &be, reinterpret_cast<float*>(pc), static_cast<int>(ldc)),
                "cublasSgemm");
    else
      checkBlas(B.cublasSgemmStridedBatched(g.blas, ob, oa, static_cast<int>(N), static_cast<int>(M), static_cast<int>(K),
                                            &al, reinterpret_cast<const float*>(pb), static_cast<int>(ldb), strideB,
                                            reinterpret_cast<const float*>(pa), static_cast<int>(lda), strideA, &be,
                                            reinterpret_cast<float*>(pc), static_cast<int>(ldc), strideC,
                                            static_cast<int>(Bn)),
                "cublasSgemmStridedBatched");
  };
  return L;
}

struct ConvDesc {
  cudnnTensorDescriptor_t x = nullptr, y = nullptr;
  cudnnFilterDescriptor_t w = nullptr;
  cudnnConvolutionDescriptor_t conv = nullptr;
};

// A 4-D (N, C, H, W) or 5-D (N, C, D, H, W) tensor, any strides.
cudnnTensorDescriptor_t tensorDesc(const View& v) {
  const auto& D = cudnn();
  cudnnTensorDescriptor_t d;
  checkDnn(D.cudnnCreateTensorDescriptor(&d), "cudnnCreateTensorDescriptor");
  const int n = static_cast<int>(v.sizes.size());
  if (n < 4 || n > 5) throw std::runtime_error("cuDNN tensors here are 4-D or 5-D, not " + std::to_string(n) + "-D");
  int dims[5], strides[5];
  for (int i = 0; i < n; ++i) {
    dims[i] = static_cast<int>(v.sizes[static_cast<std::size_t>(i)]);
    strides[i] = static_cast<int>(v.strides[static_cast<std::size_t>(i)]);
  }
  checkDnn(D.cudnnSetTensorNdDescriptor(d, CUDNN_DATA_FLOAT, n, dims, strides), "cudnnSetTensorNdDescriptor");
  return d;
}

// The strides of sizes `n` (N, C, spatial...) packed channels-first (NCHW, NCDHW) or
// channels-last (NHWC, NDHWC).
std::vector<std::int64_t> packedStrides(const std::vector<std::int64_t>& n, bool channelsLast) {
  const std::size_t r = n.size();
  std::vector<std::int64_t> s(r, 1);
  if (!channelsLast) {
    for (std::size_t i = r - 1; i-- > 0;) s[i] = s[i + 1] * n[i + 1];
    return s;
  }
  s[1] = 1;
  std::int64_t run = n[1];
  for (std::size_t i = r - 1; i >= 2; --i) {
    s[i] = run;
    run *= n[i];
  }
  s[0] = run;
  return s;
}

bool filterPacked(const View& w) {
  const std::size_t n = w.sizes.size();
  if (n < 3) return true;  // filterDesc says why
  auto same = [&](const std::vector<std::int64_t>& want) {
    for (std::size_t i = 0; i < n; ++i)
      if (w.sizes[i] > 1 && w.strides[i] != want[i]) return false;
    return true;
  };
  return same(packedStrides(w.sizes, false)) || same(packedStrides(w.sizes, true));
}

// `channelsLast`: the activations' memory format. A weight that is packed both ways
// (1x1 kernels) takes the activations' format: cuDNN's backward passes reject mixes.
// A 4-D or 5-D weight (O, C/g, [KD,] KH, KW), packed channels-first (NCHW / NCDHW) or
// channels-last (NHWC / NDHWC): cuDNN's filters take no other strides.
cudnnFilterDescriptor_t filterDesc(const View& w, bool channelsLast) {
  const auto& D = cudnn();
  auto& z = w.sizes;
  const std::size_t n = z.size();
  if (n < 4 || n > 5) throw std::runtime_error("convolution weight " + w.buffer + " is not 4-D or 5-D");
  std::vector<std::int64_t> first(n), last(n);  // the strides of each packing
  first[n - 1] = 1;
  for (std::size_t i = n - 1; i-- > 0;) first[i] = first[i + 1] * z[i + 1];
  last[1] = 1;
  std::int64_t run = z[1];
  for (std::size_t i = n - 1; i >= 2; --i) {
    last[i] = run;
    run *= z[i];
  }
  last[0] = run;
  auto same = [&](const std::vector<std::int64_t>& want) {
    for (std::size_t i = 0; i < n; ++i)
      if (z[i] > 1 && w.strides[i] != want[i]) return false;
    return true;
  };
  const bool nchw = same(first), nhwc = same(last);
  cudnnTensorFormat_t fmt;
  if (nhwc && (channelsLast || !nchw)) fmt = CUDNN_TENSOR_NHWC;
  else if (nchw) fmt = CUDNN_TENSOR_NCHW;
  else throw std::runtime_error("convolution weight " + w.buffer + " is neither packed NCHW nor NHWC");
  cudnnFilterDescriptor_t d;
  checkDnn(D.cudnnCreateFilterDescriptor(&d), "cudnnCreateFilterDescriptor");
  int dims[5];
  for (std::size_t i = 0; i < n; ++i) dims[i] = static_cast<int>(z[i]);
  checkDnn(D.cudnnSetFilterNdDescriptor(d, CUDNN_DATA_FLOAT, fmt, static_cast<int>(n), dims), "cudnnSetFilterNdDescriptor");
  return d;
}

// `spatial` dims (2 or 3); a parameter of one value holds for every dim.
cudnnConvolutionDescriptor_t convDesc(const std::vector<std::int64_t>& stride, const std::vector<std::int64_t>& pad,
                                      const std::vector<std::int64_t>& dil, int groups, int spatial = 2) {
  const auto& D = cudnn();
  cudnnConvolutionDescriptor_t d;
  checkDnn(D.cudnnCreateConvolutionDescriptor(&d), "cudnnCreateConvolutionDescriptor");
  auto at = [](const std::vector<std::int64_t>& v, std::size_t i) { return static_cast<int>(v.size() > i ? v[i] : v[0]); };
  int p[3], s[3], l[3];
  for (int i = 0; i < spatial; ++i) {
    p[i] = at(pad, static_cast<std::size_t>(i));
    s[i] = at(stride, static_cast<std::size_t>(i));
    l[i] = at(dil, static_cast<std::size_t>(i));
  }
  checkDnn(D.cudnnSetConvolutionNdDescriptor(d, spatial, p, s, l, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT),
           "cudnnSetConvolutionNdDescriptor");
  checkDnn(D.cudnnSetConvolutionGroupCount(d, groups), "cudnnSetConvolutionGroupCount");
  checkDnn(D.cudnnSetConvolutionMathType(d, CUDNN_FMA_MATH), "cudnnSetConvolutionMathType");
  return d;
}


// True when `v` is packed channels-first or channels-last (dims of size 1 may have any
// stride): the layouts cuDNN's convolutions take.
bool packedEitherWay(const View& v) {
  auto same = [&](const std::vector<std::int64_t>& want) {
    for (std::size_t i = 0; i < v.sizes.size(); ++i)
      if (v.sizes[i] > 1 && v.strides[i] != want[i]) return false;
    return true;
  };
  return same(packedStrides(v.sizes, false)) || same(packedStrides(v.sizes, true));
}

// cuDNN's operands, packed where the graph's views are not: a view in other strides (a
// channel slice of a split feeding a convolution, as Inductor passes it:
// reinterpret_tensor(buf, (2, 10, 32, 32), (40960, 1, 1280, 40))) gets a packed copy in
// the activations' format `channelsLast`, made before the call (`pre`) for an input and
// copied back after it (`post`) for an output. Copies run inside the timed launch.
struct CudnnOperands {
  Gpu& g;
  bool channelsLast;
  bool exact;  // true: anything but the exact packed strides of `channelsLast` is copied
  std::vector<std::function<void()>> pre, post;
  bool fits(const View& v) const {
    return exact ? v.strides == packedStrides(v.sizes, channelsLast) : packedEitherWay(v);
  }
  // `once`: copied now, not per launch (a weight no kernel of the graph writes)
  std::pair<CUdeviceptr, View> input(const View& v, bool once = false) {
    CUdeviceptr p = g.ptr(v.buffer) + 4 * v.offset;
    if (fits(v)) return {p, v};
    auto [t, packed] = scratch(v);
    auto copy = [&gg = g, t = t, want = packed.strides, p, v] { gg.copyNd(t, want, p, v.strides, v.sizes); };
    if (once) copy();
    else pre.push_back(copy);
    return {t, packed};
  }
  std::pair<CUdeviceptr, View> output(const View& v) {
    CUdeviceptr p = g.ptr(v.buffer) + 4 * v.offset;
    if (fits(v)) return {p, v};
    auto [t, packed] = scratch(v);
    post.push_back([&gg = g, t = t, want = packed.strides, p, v] { gg.copyNd(p, v.strides, t, want, v.sizes); });
    return {t, packed};
  }

 private:
  std::pair<CUdeviceptr, View> scratch(const View& v) {
    View packed = v;
    packed.strides = packedStrides(v.sizes, channelsLast);
    packed.offset = 0;
    std::size_t bytes = 4;
    for (auto n : v.sizes) bytes *= static_cast<std::size_t>(n);
    return {g.temp(bytes), packed};
  }
};

// A convolution's bias as a launch before it: y starts as the bias (its view `bias`)
// broadcast over (N, O, spatial positions), by the GEMMs' bias kernel where the spatial
// dims merge into one run of stride y.strides.back(), else by a strided copy over y's
// own dims; the convolution then accumulates into y (beta 1). `py`: y's device address.
std::function<void()> convBiasFill(Gpu& g, const ir::TensorRef& bias, const View& y, CUdeviceptr py) {
  const std::size_t rank = y.sizes.size();
  std::function<void()> fill;
  const View bv = viewOf(g.table, bias);
  // the spatial dims merge into one run of stride y.strides.back(), or the bias is
  // broadcast by a strided copy over y's own dims
  long long positions = 1;
  bool merge = true;
  for (std::size_t d = 2; d < rank; ++d) {
    positions *= y.sizes[d];
    if (d + 1 < rank && y.sizes[d] > 1 && y.strides[d] != y.sizes[d + 1] * y.strides[d + 1]) merge = false;
  }
  if (!merge) {
    std::vector<std::int64_t> ss(rank, 0);
    ss[1] = bv.strides.at(0);
    const CUdeviceptr dst = py, src = g.ptr(bv.buffer) + 4 * bv.offset;
    fill = [&g, dst, src, ys = y.strides, ss, n = y.sizes] { g.copyNd(dst, ys, src, ss, n); };
  }
  CUdeviceptr pyb = py, pbias = g.ptr(bv.buffer) + 4 * bv.offset;
  if (merge) {
    long long Bn = y.sizes[0], M = y.sizes[1], N = positions, cb = y.strides[0], cs0 = y.strides[1],
              cs1 = y.strides[rank - 1], bb = 0, bs0 = bv.strides.at(0), bs1 = 0;
    fill = [&g, pyb, pbias, Bn, M, N, cb, cs0, cs1, bb, bs0, bs1] {
      CUdeviceptr c0 = pyb, b0 = pbias;
      float be = 1.0f;
      long long Bx = Bn, Mx = M, Nx = N, cbx = cb, cs0x = cs0, cs1x = cs1, bbx = bb, bs0x = bs0, bs1x = bs1;
      void* args[] = {&c0, &b0, &Bx, &Mx, &Nx, &cbx, &cs0x, &cs1x, &bbx, &bs0x, &bs1x, &be};
      CU(cuLaunchKernel(g.biasFn, 512, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
    };
  }
  return fill;
}

ExternLaunch prepareConv(Gpu& g, const ir::ExternOp& c) {
  const auto& D = cudnn();
  if (!D.ok) throw std::runtime_error("cuDNN not available: " + D.error);
  View x = viewOf(g.table, c.inputs.at(0)), w = viewOf(g.table, c.inputs.at(1)), y = viewOf(g.table, c.result);
  // a 1-D convolution (N, C, L) runs as the 2-D one of height 1, as on the CPU (CpuExterns.cpp)
  const bool oneD = x.sizes.size() == 3 && w.sizes.size() == 3 && y.sizes.size() == 3;
  for (View* v : {&x, &w, &y})
    if (oneD) {
      v->sizes.insert(v->sizes.begin() + 2, 1);
      v->strides.insert(v->strides.begin() + 2, v->sizes[3] * v->strides[2]);
    }
  const std::size_t rank = x.sizes.size();
  if ((rank != 4 && rank != 5) || w.sizes.size() != rank || y.sizes.size() != rank)
    throw std::runtime_error("only 1-D, 2-D and 3-D convolutions run here");
  const int spatial = static_cast<int>(rank) - 2;
  auto param = [&](std::vector<std::int64_t> v, std::int64_t height) {
    if (v.size() == 1) v.insert(v.begin(), oneD ? height : v[0]);
    if (spatial == 3 && v.size() == 2) v.insert(v.begin(), v[0]);  // one value given: every dim
    return v;
  };
  const bool channelsLast = x.strides[1] == 1 && x.sizes[1] > 1;
  // x and y as the graph has them where cuDNN takes that layout, else packed copies
  // (a transposed convolution runs as cuDNN's backward data pass, which wants one packing)
  CudnnOperands ops{g, channelsLast, c.transposed, {}, {}};
  auto [px, xPacked] = ops.input(x);
  auto [py, yPacked] = ops.output(y);
  x = xPacked;
  y = yPacked;
  auto xd = tensorDesc(x), yd = tensorDesc(y);
  // a weight in neither packing (a view of a computed tensor: weight standardization)
  // is copied packed, in the activations' format, inside each timed launch
  std::function<void()> packWeight = [] {};
  CUdeviceptr packedW = 0;
  if (!filterPacked(w)) {
    const View from = w;
    w.strides = packedStrides(w.sizes, channelsLast);
    w.offset = 0;
    std::size_t bytes = 4;
    for (auto n : w.sizes) bytes *= static_cast<std::size_t>(n);
    packedW = g.temp(bytes);
    const CUdeviceptr src = g.ptr(from.buffer) + 4 * from.offset;
    packWeight = [&g, packedW, src, from, want = w.strides] { g.copyNd(packedW, want, src, from.strides, from.sizes); };
  }
  auto wd = filterDesc(w, channelsLast);
  auto cd = convDesc(param(c.stride, 1), param(c.padding, 0), param(c.dilation, 1), static_cast<int>(c.groups), spatial);
  // a bias: y starts as the bias, and the convolution accumulates into it (beta 1)
  std::function<void()> bias = [] {};
  if (c.bias) bias = convBiasFill(g, *c.bias, y, py);
  const float convBeta = c.bias ? 1.0f : 0.0f;
  CUdeviceptr pw = packedW ? packedW : g.ptr(w.buffer) + 4 * w.offset;
  ExternLaunch L;
  std::size_t ws = 0;
  std::function<void()> conv;
  if (c.transposed) {
    // ConvTranspose is the gradient of the convolution from y to x with this weight
    // (C_in, C_out / groups, k...): cuDNN's backward data pass with dy = x, dx = y
    cudnnConvolutionBwdDataAlgoPerf_t perf[16];
    int found = 0;
    checkDnn(D.cudnnGetConvolutionBackwardDataAlgorithm_v7(g.dnn, wd, xd, cd, yd, 16, &found, perf),
             "BackwardDataAlgorithm");
    auto algo = perf[0].algo;
    cudnnStatus_t st = CUDNN_STATUS_NOT_SUPPORTED;
    for (int i = 0; i < found && st != CUDNN_STATUS_SUCCESS; ++i) {
      if (perf[i].status != CUDNN_STATUS_SUCCESS) continue;
      algo = perf[i].algo;
      st = D.cudnnGetConvolutionBackwardDataWorkspaceSize(g.dnn, wd, xd, cd, yd, algo, &ws);
    }
    for (int a = 0; a < CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT && st != CUDNN_STATUS_SUCCESS; ++a) {
      algo = static_cast<cudnnConvolutionBwdDataAlgo_t>(a);
      st = D.cudnnGetConvolutionBackwardDataWorkspaceSize(g.dnn, wd, xd, cd, yd, algo, &ws);
    }
    checkDnn(st, "BackwardDataWorkspaceSize");
    L.launch = "cuDNN ConvolutionBackwardData (transposed convolution) algo=" + std::to_string(static_cast<int>(algo)) +
               " workspace=" + std::to_string(ws);
    conv = [&g, xd, wd, cd, yd, algo, ws, px = px, pw, py = py, convBeta] {
      float one = 1.0f, be = convBeta;
      checkDnn(cudnn().cudnnConvolutionBackwardData(g.dnn, &one, wd, reinterpret_cast<void*>(pw), xd,
                                                    reinterpret_cast<void*>(px), cd, algo,
                                                    reinterpret_cast<void*>(g.workspace.ptr), ws, &be, yd,
                                                    reinterpret_cast<void*>(py)),
               "cudnnConvolutionBackwardData");
    };
  } else {
    cudnnConvolutionFwdAlgoPerf_t perf[8];
    int found = 0;
    checkDnn(D.cudnnGetConvolutionForwardAlgorithm_v7(g.dnn, xd, wd, cd, yd, 8, &found, perf),
             "cudnnGetConvolutionForwardAlgorithm_v7");
    cudnnConvolutionFwdAlgo_t algo = perf[0].algo;
    for (int i = 0; i < found; ++i)
      if (perf[i].status == CUDNN_STATUS_SUCCESS) {
        algo = perf[i].algo;
        break;
      }
    cudnnStatus_t st = D.cudnnGetConvolutionForwardWorkspaceSize(g.dnn, xd, wd, cd, yd, algo, &ws);
    for (int a = 0; a < CUDNN_CONVOLUTION_FWD_ALGO_COUNT && st != CUDNN_STATUS_SUCCESS; ++a) {
      algo = static_cast<cudnnConvolutionFwdAlgo_t>(a);
      st = D.cudnnGetConvolutionForwardWorkspaceSize(g.dnn, xd, wd, cd, yd, algo, &ws);
    }
    checkDnn(st, "cudnnGetConvolutionForwardWorkspaceSize");
    L.launch = "cuDNN ConvolutionForward algo=" + std::to_string(static_cast<int>(algo)) + " workspace=" + std::to_string(ws);
    conv = [&g, xd, wd, cd, yd, algo, ws, px = px, pw, py = py, convBeta] {
      float one = 1.0f, be = convBeta;
      checkDnn(cudnn().cudnnConvolutionForward(g.dnn, &one, xd, reinterpret_cast<void*>(px), wd,
                                               reinterpret_cast<void*>(pw), cd, algo,
                                               reinterpret_cast<void*>(g.workspace.ptr), ws, &be, yd,
                                               reinterpret_cast<void*>(py)),
               "cudnnConvolutionForward");
    };
  }
  g.ensureWorkspace(ws + 256);
  if (c.bias) L.launch += " + bias";
  if (packedW) L.launch += " (weight " + w.buffer + " packed by a copy first)";
  if (!ops.pre.empty()) L.launch += " (input packed by a copy first)";
  if (!ops.post.empty()) L.launch += " (output computed packed, then copied)";
  L.run = [bias, conv, packWeight, pre = ops.pre, post = ops.post] {
    for (auto& f : pre) f();
    packWeight();
    bias();
    conv();
    for (auto& f : post) f();
  };
  return L;
}

// cuDNN's backward passes want every tensor in one memory format: operands whose
// strides differ get packed copies (the copies run inside the timed launch).
ExternLaunch prepareConvBackward(Gpu& g, const ir::ExternCall& c) {
  const auto& D = cudnn();
  if (!D.ok) throw std::runtime_error("cuDNN not available: " + D.error);
  if (c.flag("transposed", false)) throw std::runtime_error("unsupported convolution_backward form (transposed)");
  View go = viewOf(g.table, c.requiredTensor("grad_output")), x = viewOf(g.table, c.requiredTensor("input")),
       w = viewOf(g.table, c.requiredTensor("weight"));
  const std::size_t rank = x.sizes.size();
  if ((rank < 3 || rank > 5) || go.sizes.size() != rank || w.sizes.size() != rank)
    throw std::runtime_error("convolution_backward of " + std::to_string(rank) + "-D tensors is not implemented on CUDA");
  // a 1-D convolution (N, C, L) runs as the 2-D one of height 1, as the forward does
  const bool oneD = rank == 3;
  auto lift = [oneD](View v) {
    if (oneD) {
      v.sizes.insert(v.sizes.begin() + 2, 1);
      v.strides.insert(v.strides.begin() + 2, v.sizes[3] * v.strides[2]);
    }
    return v;
  };
  const View go0 = go;  // as the graph has it, for the bias gradient
  go = lift(go);
  x = lift(x);
  w = lift(w);
  const int spatial = static_cast<int>(x.sizes.size()) - 2;
  auto param = [&](std::vector<std::int64_t> v, std::int64_t height) {
    if (v.size() == 1) v.insert(v.begin(), oneD ? height : v[0]);
    if (spatial == 3 && v.size() == 2) v.insert(v.begin(), v[0]);  // one value given: every dim
    return v;
  };
  auto items = tupleItems(g.table, c.result);
  const bool cl = x.strides[1] == 1 && x.sizes[1] > 1;
  std::vector<std::function<void()>> steps;
  // operands in one packing (exact: cuDNN's backward passes reject mixes); weights are
  // copied once (they do not change between runs)
  CudnnOperands ops{g, cl, true, {}, {}};
  auto [pgo, gov] = ops.input(go);
  auto [pw, wv] = ops.input(w, true);
  auto god = tensorDesc(gov);
  auto wd = filterDesc(wv, cl);
  auto cd = convDesc(param(c.ints("stride"), 1), param(c.ints("padding"), 0), param(c.ints("dilation"), 1),
                     static_cast<int>(c.integer("groups", 1)), spatial);
  std::string desc = std::string("cuDNN backward (") + (cl ? "channels-last" : "channels-first") + ", " +
                     std::to_string(oneD ? 1 : spatial) + "-D)";
  if (items.count(0)) {
    auto [pgi, giv] = ops.output(lift(viewOf(g.table, items[0])));
    auto gid = tensorDesc(giv);
    cudnnConvolutionBwdDataAlgoPerf_t perf[16];
    int found = 0;
    checkDnn(D.cudnnGetConvolutionBackwardDataAlgorithm_v7(g.dnn, wd, god, cd, gid, 16, &found, perf), "BackwardDataAlgorithm");
    auto algo = perf[0].algo;
    std::size_t ws = 0;
    cudnnStatus_t st = CUDNN_STATUS_NOT_SUPPORTED;
    for (int i = 0; i < found && st != CUDNN_STATUS_SUCCESS; ++i) {
      if (perf[i].status != CUDNN_STATUS_SUCCESS) continue;
      algo = perf[i].algo;
      st = D.cudnnGetConvolutionBackwardDataWorkspaceSize(g.dnn, wd, god, cd, gid, algo, &ws);
    }
    for (int a = 0; a < CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT && st != CUDNN_STATUS_SUCCESS; ++a) {
      algo = static_cast<cudnnConvolutionBwdDataAlgo_t>(a);
      st = D.cudnnGetConvolutionBackwardDataWorkspaceSize(g.dnn, wd, god, cd, gid, algo, &ws);
    }
    checkDnn(st, "BackwardDataWorkspaceSize");
    g.ensureWorkspace(ws + 256);
    desc += " data(algo " + std::to_string(static_cast<int>(algo)) + ")";
    steps.push_back([&g, wd, god, cd, gid, algo, ws, pw = pw, pgo = pgo, pgi = pgi] {
      float one = 1.0f, zero = 0.0f;
      checkDnn(cudnn().cudnnConvolutionBackwardData(g.dnn, &one, wd, reinterpret_cast<void*>(pw), god,
                                                    reinterpret_cast<void*>(pgo), cd, algo,
                                                    reinterpret_cast<void*>(g.workspace.ptr), ws, &zero, gid,
                                                    reinterpret_cast<void*>(pgi)),
               "cudnnConvolutionBackwardData");
    });
  }
  if (items.count(1)) {
    auto [px, xv] = ops.input(x);
    auto xd = tensorDesc(xv);
    auto [pgw, gwv] = ops.output(lift(viewOf(g.table, items[1])));
    auto gwd = filterDesc(gwv, cl);
    cudnnConvolutionBwdFilterAlgoPerf_t perf[16];
    int found = 0;
    checkDnn(D.cudnnGetConvolutionBackwardFilterAlgorithm_v7(g.dnn, xd, god, cd, gwd, 16, &found, perf),
             "BackwardFilterAlgorithm");
    auto algo = perf[0].algo;
    std::size_t ws = 0;
    cudnnStatus_t st = CUDNN_STATUS_NOT_SUPPORTED;
    for (int i = 0; i < found && st != CUDNN_STATUS_SUCCESS; ++i) {
      if (perf[i].status != CUDNN_STATUS_SUCCESS) continue;
      algo = perf[i].algo;
      st = D.cudnnGetConvolutionBackwardFilterWorkspaceSize(g.dnn, xd, god, cd, gwd, algo, &ws);
    }
    for (int a = 0; a < CUDNN_CONVOLUTION_BWD_FILTER_ALGO_COUNT && st != CUDNN_STATUS_SUCCESS; ++a) {
      algo = static_cast<cudnnConvolutionBwdFilterAlgo_t>(a);
      st = D.cudnnGetConvolutionBackwardFilterWorkspaceSize(g.dnn, xd, god, cd, gwd, algo, &ws);
    }
    checkDnn(st, "BackwardFilterWorkspaceSize");
    g.ensureWorkspace(ws + 256);
    desc += " filter(algo " + std::to_string(static_cast<int>(algo)) + ")";
    steps.push_back([&g, xd, god, cd, gwd, algo, ws, px = px, pgo = pgo, pgw = pgw] {
      float one = 1.0f, zero = 0.0f;
      checkDnn(cudnn().cudnnConvolutionBackwardFilter(g.dnn, &one, xd, reinterpret_cast<void*>(px), god,
                                                      reinterpret_cast<void*>(pgo), cd, algo,
                                                      reinterpret_cast<void*>(g.workspace.ptr), ws, &zero, gwd,
                                                      reinterpret_cast<void*>(pgw)),
               "cudnnConvolutionBackwardFilter");
    });
  }
  if (items.count(2)) {
    // grad_bias: grad_output summed over every dim but the channels (fs_bias_grad)
    const View gb = viewOf(g.table, items[2]);
    if (gb.sizes.size() != 1 || gb.sizes[0] != go0.sizes[1])
      throw std::runtime_error("convolution_backward grad_bias " + items[2] + " is not one value per channel");
    if (go0.sizes.size() > 6) throw std::runtime_error("convolution_backward grad_output of more than 6 dims");
    FsCopyNd a{};
    a.dst = g.ptr(gb.buffer) + 4 * gb.offset;
    a.ds[0] = gb.strides[0];
    a.src = g.ptr(go0.buffer) + 4 * go0.offset;
    a.rank = static_cast<long long>(go0.sizes.size());
    for (std::size_t i = 0; i < go0.sizes.size(); ++i) {
      a.n[i] = go0.sizes[i];
      a.ss[i] = go0.strides[i];
    }
    const auto channels = static_cast<unsigned>(go0.sizes[1]);
    desc += " bias(fs_bias_grad)";
    steps.push_back([&g, a, channels] {
      FsCopyNd args = a;
      void* p[] = {&args};
      CU(cuLaunchKernel(g.biasGradFn, channels, 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
    });
  }
  if (!ops.pre.empty() || !ops.post.empty())
    desc += " with " + std::to_string(ops.pre.size() + ops.post.size()) + " packing copies";
  ExternLaunch L;
  L.launch = desc;
  L.run = [pre = ops.pre, steps, post = ops.post] {
    for (const auto& s : pre) s();
    for (const auto& s : steps) s();
    for (const auto& s : post) s();
  };
  return L;
}

ExternLaunch prepareAttention(Gpu& g, const ir::ExternCall& c, const Reference& ref) {
  // the efficient and cuDNN forms name their additive mask attn_bias, the flash forms attn_mask
  const bool efficient = c.op.find("efficient") != std::string::npos || c.op.find("cudnn") != std::string::npos;
  View q = viewOf(g.table, c.requiredTensor("query")), k = viewOf(g.table, c.requiredTensor("key")),
       v = viewOf(g.table, c.requiredTensor("value"));
  FsSdpaArgs a{};
  const auto biasArg = c.tensor(efficient ? "attn_bias" : "attn_mask");
  const double dropout = c.real("dropout_p", 0);
  const bool causal = c.flag("is_causal", false);
  auto items = tupleItems(g.table, c.result);
  if (!items.count(0)) throw std::runtime_error("attention output (tuple item 0) is not used");
  // items after (output, logsumexp): sequence offsets and the dropout RNG state take
  // the reference's values, so a graph that returns them (a training forward) checks
  std::vector<std::pair<CUdeviceptr, const HostTensor*>> rngItems;
  // (with dropout, the reference wrote the state fs_sdpa's mask draws from: seed
  // kAttentionDropoutSeed, offset 0, CpuExterns.cpp)
  for (const auto& [i, name] : items) {
    if (i <= 1) continue;
    if (auto it = ref.pool.find(name); it != ref.pool.end() && g.bufs.count(name)) rngItems.emplace_back(g.ptr(name), &it->second);
  }
  View out = viewOf(g.table, items[0]);
  a.q = g.ptr(q.buffer) + 4 * q.offset;
  a.k = g.ptr(k.buffer) + 4 * k.offset;
  a.v = g.ptr(v.buffer) + 4 * v.offset;
  a.out = g.ptr(out.buffer) + 4 * out.offset;
  a.B = q.sizes[0];
  a.H = q.sizes[1];
  a.L = q.sizes[2];
  a.E = q.sizes[3];
  a.S = k.sizes[2];
  a.Ev = v.sizes[3];
  for (int i = 0; i < 4; ++i) {
    a.qs[i] = q.strides[static_cast<std::size_t>(i)];
    a.ks[i] = k.strides[static_cast<std::size_t>(i)];
    a.vs[i] = v.strides[static_cast<std::size_t>(i)];
    a.os[i] = out.strides[static_cast<std::size_t>(i)];
  }
  if (biasArg) {
    View b = viewOf(g.table, *biasArg);
    while (b.sizes.size() < 4) {  // a mask of rank 2 or 3 broadcasts from the right (runAttention)
      b.sizes.insert(b.sizes.begin(), 1);
      b.strides.insert(b.strides.begin(), 0);
    }
    a.bias = g.ptr(b.buffer) + 4 * b.offset;
    a.hasBias = 1;
    for (int i = 0; i < 4; ++i) a.bs[i] = b.sizes[static_cast<std::size_t>(i)] == 1 ? 0 : b.strides[static_cast<std::size_t>(i)];
  }
  if (items.count(1)) {
    View l = viewOf(g.table, items[1]);
    a.lse = g.ptr(l.buffer) + 4 * l.offset;
    a.hasLse = 1;
    for (int i = 0; i < 3; ++i) a.ls[i] = l.strides[static_cast<std::size_t>(i)];
  }
  a.scale = static_cast<float>(c.real("scale", 1.0 / std::sqrt(static_cast<double>(a.E))));
  a.dropout = static_cast<float>(dropout);
  a.causal = causal ? 1 : 0;
  a.seed = kAttentionDropoutSeed;
  if (a.S * 4 > 48 * 1024) throw std::runtime_error("attention with more than 12288 keys is not implemented");
  ExternLaunch L;
  L.launch = "fs_sdpa grid=" + std::to_string(a.B * a.H * a.L) + " block=128 smem=" + std::to_string(a.S * 4);
  L.run = [&g, a, rngItems] {
    for (const auto& [dst, host] : rngItems) CU(cuMemcpyHtoD(dst, host->data(), host->bytes.size()));
    FsSdpaArgs args = a;
    void* p[] = {&args};
    CU(cuLaunchKernel(g.sdpaFn, static_cast<unsigned>(a.B * a.H * a.L), 1, 1, 128, 1, 1, static_cast<unsigned>(a.S * 4),
                      nullptr, p, nullptr));
  };
  return L;
}

// aten._scaled_dot_product_efficient_attention_backward and
// aten._scaled_dot_product_cudnn_attention_backward on the GPU: fs_sdpa_bwd_q (dQ, grad_bias,
// the rows' logsumexp and D) then fs_sdpa_bwd_kv (dK, dV); the math of the CPU extern
// (CpuExterns.cpp, runAttentionBackward), float32 accumulation. Outputs are the call's
// tuple items (grad_query, grad_key, grad_value[, grad_bias]) as the graph uses them.
// Throws (the host runs it) past 6144 keys (two rows of S floats in shared memory) or
// a head dimension over 512.
ExternLaunch prepareAttentionBackward(Gpu& g, const ir::ExternCall& c) {
  const bool cudnnForm = c.op.find("cudnn") != std::string::npos;
  View go = viewOf(g.table, c.requiredTensor(cudnnForm ? "grad_out" : "grad_out_")),
       q = viewOf(g.table, c.requiredTensor("query")), k = viewOf(g.table, c.requiredTensor("key")),
       v = viewOf(g.table, c.requiredTensor("value"));
  if (q.sizes.size() != 4 || k.sizes.size() != 4 || v.sizes.size() != 4 || go.sizes.size() != 4)
    throw std::runtime_error("attention backward expects 4-D query/key/value");
  const auto biasArg = c.tensor("attn_bias");
  const double dropout = c.real("dropout_p", 0);
  if (dropout < 0 || dropout >= 1) throw std::runtime_error("attention dropout_p must be in [0, 1)");
  FsSdpaBwdArgs a{};
  a.B = q.sizes[0];
  a.H = q.sizes[1];
  a.L = q.sizes[2];
  a.E = q.sizes[3];
  a.S = k.sizes[2];
  a.Ev = v.sizes[3];
  if (a.S * 8 > 48 * 1024) throw std::runtime_error("attention backward with more than 6144 keys is not implemented on CUDA");
  constexpr int kBlock = 128;
  if (a.E > 4 * kBlock || a.Ev > 4 * kBlock)
    throw std::runtime_error("attention backward with a head dimension over 512 is not implemented on CUDA");
  auto strides4 = [](const View& x, long long* out, bool broadcastZero) {
    for (std::size_t d = 0; d < 4; ++d) out[d] = broadcastZero && x.sizes[d] == 1 ? 0 : x.strides[d];
  };
  auto at = [&g](const View& x) { return g.ptr(x.buffer) + 4 * x.offset; };
  a.q = at(q);
  a.k = at(k);
  a.v = at(v);
  a.go = at(go);
  strides4(q, a.qs, false);
  strides4(k, a.ks, false);
  strides4(v, a.vs, false);
  strides4(go, a.gos, false);
  if (biasArg) {
    View bv = viewOf(g.table, *biasArg);
    if (bv.sizes.size() != 4) throw std::runtime_error("attention bias is not 4-D");
    a.bias = at(bv);
    a.hasBias = 1;
    strides4(bv, a.bs, true);
  }
  auto items = tupleItems(g.table, c.result);
  std::optional<View> gb;
  auto out = [&](int i, unsigned long long& ptr, long long* strides, int& want) {
    if (!items.count(i)) return;
    View x = viewOf(g.table, items[i]);
    if (x.sizes.size() != 4) throw std::runtime_error("attention backward output " + items[i] + " is not 4-D");
    ptr = at(x);
    strides4(x, strides, i == 3);
    want = 1;
    if (i == 3) gb = x;
  };
  out(0, a.gq, a.gqs, a.wantQ);
  out(1, a.gk, a.gks, a.wantK);
  out(2, a.gv, a.gvs, a.wantV);
  if (!cudnnForm && a.hasBias) out(3, a.gb, a.gbs, a.wantB);
  a.lse = g.temp(static_cast<std::size_t>(a.B * a.H * a.L) * 4);
  a.d = g.temp(static_cast<std::size_t>(a.B * a.H * a.L) * 4);
  a.scale = static_cast<float>(c.real("scale", 1.0 / std::sqrt(static_cast<double>(a.E))));
  a.dropout = static_cast<float>(dropout);
  a.causal = c.flag("is_causal", false) ? 1 : 0;
  a.seed = kAttentionDropoutSeed;
  FsCopy4d zero{};
  if (gb) {
    zero.dst = a.gb;
    for (int i = 0; i < 4; ++i) {
      zero.n[i] = gb->sizes[static_cast<std::size_t>(i)];
      zero.ds[i] = gb->strides[static_cast<std::size_t>(i)];
    }
  }
  ExternLaunch L;
  L.launch = "fs_sdpa_bwd_q grid=" + std::to_string(a.B * a.H * a.L) + " smem=" + std::to_string(a.S * 8) +
             " + fs_sdpa_bwd_kv grid=" + std::to_string(a.B * a.H * a.S) + " block=" + std::to_string(kBlock);
  const bool zeroBias = gb.has_value();
  L.run = [&g, a, zero, zeroBias] {
    FsSdpaBwdArgs args = a;
    void* p[] = {&args};
    if (zeroBias) {
      FsCopy4d z = zero;
      void* pz[] = {&z};
      CU(cuLaunchKernel(g.zeroFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, pz, nullptr));
    }
    CU(cuLaunchKernel(g.sdpaBwdQFn, static_cast<unsigned>(a.B * a.H * a.L), 1, 1, kBlock, 1, 1,
                      static_cast<unsigned>(a.S * 8), nullptr, p, nullptr));
    if (a.wantK || a.wantV)
      CU(cuLaunchKernel(g.sdpaBwdKvFn, static_cast<unsigned>(a.B * a.H * a.S), 1, 1, kBlock, 1, 1, 2 * kBlock * 4, nullptr, p,
                        nullptr));
  };
  return L;
}

// aten.topk(self, k, dim, largest, sorted) on the GPU (fs_topk): a float32 input (fp16 and
// bf16 through prepareExtern's shadows), any rank and layout; values and int64 indices
// in the layouts of the call's tuple items.
// ---- launching the runtime's own kernels -------------------------------------

// Launches `fn` with one struct argument over a grid of (gx, gy, gz) blocks of `block`.
template <class Args>
ExternLaunch launchWith(Gpu& g, CUfunction Gpu::*fn, const Args& a, std::array<unsigned, 3> grid, unsigned block, std::string text) {
  ExternLaunch L;
  L.launch = std::move(text) + " grid=" + std::to_string(grid[0]) + (grid[1] > 1 || grid[2] > 1 ? "x" + std::to_string(grid[1]) + "x" + std::to_string(grid[2]) : "") +
             " block=" + std::to_string(block);
  L.run = [&g, fn, a, grid, block] {
    Args args = a;
    void* p[] = {&args};
    CU(cuLaunchKernel(g.*fn, grid[0], grid[1], grid[2], block, 1, 1, 0, nullptr, p, nullptr));
  };
  return L;
}
// blocks of 256 threads for `total` grid-stride elements
unsigned blocksFor(std::int64_t total) {
  return static_cast<unsigned>(std::clamp<std::int64_t>((total + 255) / 256, 1, std::int64_t{1} << 20));
}
CUdeviceptr floatAt(Gpu& g, const View& v) { return g.ptr(v.buffer) + 4 * static_cast<CUdeviceptr>(v.offset); }
// the elements of a view of sizes `n`
std::int64_t elementsOf(const std::vector<std::int64_t>& n) {
  std::int64_t total = 1;
  for (auto s : n) total *= s;
  return total;
}

ExternLaunch prepareTopk(Gpu& g, const ir::ExternCall& c) {
  View x = viewOf(g.table, c.requiredTensor("self"));
  const auto rank = static_cast<std::int64_t>(x.sizes.size());
  std::int64_t dim = c.integer("dim", -1);
  if (dim < 0) dim += rank;
  if (dim < 0 || dim >= rank) throw std::runtime_error("topk: dim out of range");
  const auto du = static_cast<std::size_t>(dim);
  FsTopkArgs a{};
  a.D = x.sizes[du];
  a.k = c.integer("k", 1);
  if (a.k < 0 || a.k > a.D) throw std::runtime_error("topk: k = " + std::to_string(a.k) + " of " + std::to_string(a.D));
  a.largest = c.flag("largest", true) ? 1 : 0;
  auto items = tupleItems(g.table, c.result);
  std::optional<View> vals;
  const codegen::BufferDesc* idx = nullptr;
  if (items.count(0)) vals = viewOf(g.table, items[0]);
  if (items.count(1)) {
    idx = &g.table.at(items[1]);
    if (idx->dtype != codegen::DType::I64) throw std::runtime_error("topk: indices are not int64");
  }
  if ((vals && vals->sizes.size() != x.sizes.size()) || (idx && idx->strides.size() != x.sizes.size()))
    throw std::runtime_error("topk: output layout does not match the input's rank");
  a.x = g.ptr(x.buffer);
  a.xs = x.strides[du];
  if (vals) {
    a.vals = g.ptr(vals->buffer);
    a.vs = vals->strides[du];
    a.wantVals = 1;
  }
  if (idx) {
    a.idx = g.ptr(items[1]);
    a.is = idx->strides[du];
    a.wantIdx = 1;
  }
  // each row's offsets (elements) into x, the values and the indices
  std::vector<long long> offsets;
  std::vector<std::int64_t> pos(x.sizes.size(), 0);
  const std::int64_t rows = a.D > 0 ? [&] {
    std::int64_t n = 1;
    for (std::size_t d = 0; d < x.sizes.size(); ++d)
      if (d != du) n *= x.sizes[d];
    return n;
  }() : 0;
  for (std::int64_t r = 0; r < rows; ++r) {
    long long xo = x.offset, vo = vals ? vals->offset : 0, io = idx ? idx->offset : 0;
    for (std::size_t d = 0; d < pos.size(); ++d) {
      xo += pos[d] * x.strides[d];
      if (vals) vo += pos[d] * vals->strides[d];
      if (idx) io += pos[d] * idx->strides[d];
    }
    offsets.insert(offsets.end(), {xo, vo, io});
    for (std::size_t d = pos.size(); d-- > 0;) {
      if (d == du) continue;
      if (++pos[d] < x.sizes[d]) break;
      pos[d] = 0;
    }
  }
  ExternLaunch L;
  L.launch = "fs_topk grid=" + std::to_string(rows) + " block=256 k=" + std::to_string(a.k) + " of " + std::to_string(a.D);
  if (rows == 0 || a.k == 0) {
    L.run = [] {};
    return L;
  }
  if (rows > 2147483647LL) throw std::runtime_error("topk: too many rows for one grid");
  a.rows = g.temp(offsets.size() * sizeof(long long));
  CU(cuMemcpyHtoD(a.rows, offsets.data(), offsets.size() * sizeof(long long)));
  L.run = [&g, a, rows] {
    FsTopkArgs args = a;
    void* p[] = {&args};
    CU(cuLaunchKernel(g.topkFn, static_cast<unsigned>(rows), 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
  };
  return L;
}

// torchvision.roi_align(input, rois, spatial_scale, pooled_height, pooled_width,
// sampling_ratio, aligned) on the GPU (fs_roi_align): float32 (fp16/bf16 through the
// shadows) input [N, C, H, W] and rois [K, 5] of any strides, output [K, C, PH, PW].
ExternLaunch prepareRoiAlign(Gpu& g, const ir::ExternCall& c) {
  View x = viewOf(g.table, c.requiredTensor("input")), r = viewOf(g.table, c.requiredTensor("rois"));
  const auto items = tupleItems(g.table, c.result);
  if (!items.count(0)) throw std::runtime_error("roi_align: its output (" + c.result + ") is not used");
  View out = viewOf(g.table, items.at(0));
  FsRoiAlignArgs a{};
  a.PH = c.integer("pooled_height", 1);
  a.PW = c.integer("pooled_width", 1);
  if (x.sizes.size() != 4 || r.sizes.size() != 2 || r.sizes[1] != 5 || out.sizes.size() != 4)
    throw std::runtime_error("roi_align: input must be [N, C, H, W], rois [K, 5] and the output 4-D");
  a.N = x.sizes[0];
  a.C = x.sizes[1];
  a.H = x.sizes[2];
  a.W = x.sizes[3];
  a.K = r.sizes[0];
  if (out.sizes != std::vector<std::int64_t>{a.K, a.C, a.PH, a.PW})
    throw std::runtime_error("roi_align: the output is not [K, C, pooled_height, pooled_width]");
  for (int d = 0; d < 4; ++d) {
    a.xs[d] = x.strides[static_cast<std::size_t>(d)];
    a.os[d] = out.strides[static_cast<std::size_t>(d)];
  }
  a.rs[0] = r.strides[0];
  a.rs[1] = r.strides[1];
  a.scale = static_cast<float>(c.real("spatial_scale", 1.0));
  a.ratio = static_cast<int>(c.integer("sampling_ratio", -1));
  a.aligned = c.flag("aligned", false) ? 1 : 0;
  a.x = g.ptr(x.buffer) + 4 * static_cast<CUdeviceptr>(x.offset);
  a.rois = g.ptr(r.buffer) + 4 * static_cast<CUdeviceptr>(r.offset);
  a.out = g.ptr(out.buffer) + 4 * static_cast<CUdeviceptr>(out.offset);
  const long long total = a.K * a.C * a.PH * a.PW;
  const unsigned grid = static_cast<unsigned>(std::max<long long>(1, std::min<long long>(65535, (total + 255) / 256)));
  ExternLaunch L;
  L.launch = "fs_roi_align grid=" + std::to_string(grid) + " block=256 (" + std::to_string(a.K) + " rois)";
  L.run = [&g, a, grid] {
    FsRoiAlignArgs args = a;
    void* p[] = {&args};
    CU(cuLaunchKernel(g.roiAlignFn, grid, 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
  };
  return L;
}

// aten.cudnn_grid_sampler(self, grid) on the GPU (fs_grid_sample): float32 (fp16/bf16
// through the shadows) input [N, C, H, W] and grid [N, Ho, Wo, 2] of any strides.
ExternLaunch prepareGridSampler(Gpu& g, const ir::ExternCall& c) {
  View x = viewOf(g.table, c.requiredTensor("self")), gr = viewOf(g.table, c.requiredTensor("grid"));
  const auto items = tupleItems(g.table, c.result);
  if (!items.count(0)) throw std::runtime_error("cudnn_grid_sampler: its output (" + c.result + ") is not used");
  View out = viewOf(g.table, items.at(0));
  if (x.sizes.size() != 4 || gr.sizes.size() != 4 || gr.sizes[3] != 2 || out.sizes.size() != 4 || gr.sizes[0] != x.sizes[0])
    throw std::runtime_error("cudnn_grid_sampler: input must be [N, C, H, W] and grid [N, Ho, Wo, 2]");
  FsGridSampleArgs a{};
  a.N = x.sizes[0];
  a.C = x.sizes[1];
  a.H = x.sizes[2];
  a.W = x.sizes[3];
  a.Ho = gr.sizes[1];
  a.Wo = gr.sizes[2];
  if (out.sizes != std::vector<std::int64_t>{a.N, a.C, a.Ho, a.Wo})
    throw std::runtime_error("cudnn_grid_sampler: the output is not [N, C, Ho, Wo]");
  for (std::size_t d = 0; d < 4; ++d) {
    a.xs[d] = x.strides[d];
    a.gs[d] = gr.strides[d];
    a.os[d] = out.strides[d];
  }
  a.x = g.ptr(x.buffer) + 4 * static_cast<CUdeviceptr>(x.offset);
  a.grid = g.ptr(gr.buffer) + 4 * static_cast<CUdeviceptr>(gr.offset);
  a.out = g.ptr(out.buffer) + 4 * static_cast<CUdeviceptr>(out.offset);
  const long long total = a.N * a.Ho * a.Wo;
  const unsigned grid = static_cast<unsigned>(std::max<long long>(1, std::min<long long>(65535, (total + 255) / 256)));
  return launchWith(g, &Gpu::gridSampleFn, a, {grid, 1, 1}, 256, "fs_grid_sample");
}

// aten._embedding_bag on the GPU (fs_embedding_bag): a float32 (fp16/bf16 through the
// shadows) weight, int64 or int32 indices and offsets of any stride; the output only
// (the bag of each index, the rows per bag and max_indices run on the host).
ExternLaunch prepareEmbeddingBag(Gpu& g, const ir::ExternCall& c) {
  const auto items = tupleItems(g.table, c.result);
  if (!items.count(0)) throw std::runtime_error("_embedding_bag: its output (" + c.result + ") is not used");
  if (items.size() > 1) throw std::runtime_error("_embedding_bag: offset2bag, bag_size or max_indices is used");
  View w = viewOf(g.table, c.requiredTensor("weight")), out = viewOf(g.table, items.at(0));
  View ix = viewOf(g.table, c.requiredTensor("indices"), true), off = viewOf(g.table, c.requiredTensor("offsets"), true);
  const auto ixType = g.table.at(ix.buffer).dtype, offType = g.table.at(off.buffer).dtype;
  if (ixType != offType || (ixType != codegen::DType::I64 && ixType != codegen::DType::I32))
    throw std::runtime_error("_embedding_bag: indices and offsets must both be int64 or int32");
  if (w.sizes.size() != 2 || ix.sizes.size() != 1 || off.sizes.size() != 1)
    throw std::runtime_error("_embedding_bag: weight must be 2-D, indices and offsets 1-D");
  FsEmbBagArgs a{};
  a.mode = static_cast<int>(c.integer("mode", 0));
  if (a.mode < 0 || a.mode > 2) throw std::runtime_error("_embedding_bag: mode is not sum, mean or max");
  a.idx64 = ixType == codegen::DType::I64 ? 1 : 0;
  const std::int64_t ib = a.idx64 ? 8 : 4;
  a.pad = c.integer("padding_idx", -1);
  a.D = w.sizes[1];
  a.n = ix.sizes[0];
  a.offN = off.sizes[0];
  a.B = a.offN - (c.flag("include_last_offset", false) ? 1 : 0);
  if (out.sizes != std::vector<std::int64_t>{a.B, a.D}) throw std::runtime_error("_embedding_bag: the output is not [bags, D]");
  a.ws[0] = w.strides[0];
  a.ws[1] = w.strides[1];
  a.ixs = ix.strides[0];
  a.offs = off.strides[0];
  a.os[0] = out.strides[0];
  a.os[1] = out.strides[1];
  a.w = g.ptr(w.buffer) + 4 * static_cast<CUdeviceptr>(w.offset);
  a.ix = g.ptr(ix.buffer) + static_cast<CUdeviceptr>(ib * ix.offset);
  a.off = g.ptr(off.buffer) + static_cast<CUdeviceptr>(ib * off.offset);
  a.out = g.ptr(out.buffer) + 4 * static_cast<CUdeviceptr>(out.offset);
  if (const auto psw = c.tensor("per_sample_weights")) {
    View p = viewOf(g.table, *psw);
    a.hasPsw = 1;
    a.psw = g.ptr(p.buffer) + 4 * static_cast<CUdeviceptr>(p.offset);
    a.psws = p.strides.empty() ? 1 : p.strides[0];
  }
  const unsigned blocks = static_cast<unsigned>(std::max<long long>(1, std::min<long long>(65535, a.B)));
  const unsigned threads = static_cast<unsigned>(std::min<long long>(256, std::max<long long>(32, (a.D + 31) / 32 * 32)));
  return launchWith(g, &Gpu::embBagFn, a, {blocks, 1, 1}, threads, "fs_embedding_bag (" + std::to_string(a.B) + " bags)");
}

// The element type codes of FsHistcArgs (xType, outType) and their bytes as addressed on
// the device (fp16/bf16 through their float32 shadows); {-1, 0} for a type it does not read.
std::pair<int, std::int64_t> histcType(codegen::DType t) {
  using codegen::DType;
  switch (t) {
    case DType::F32: case DType::F16: case DType::BF16: return {0, 4};
    case DType::F64: return {1, 8};
    case DType::I32: return {2, 4};
    case DType::I64: return {3, 8};
    case DType::U8: case DType::Bool: return {4, 1};
    case DType::I8: return {5, 1};
    case DType::I16: return {6, 2};
    default: return {-1, 0};
  }
}

// aten.histc(self, bins, min, max) on the GPU (fs_histc_range, fs_histc, fs_histc_write):
// an input view of up to 6 dims of any integer or floating type (fp16/bf16 through the
// shadows), counts in the output's type (torch gives the input's: int32 counts for
// Mixtral's int32 expert ids).
ExternLaunch prepareHistc(Gpu& g, const ir::ExternCall& c) {
  View x = viewOf(g.table, c.requiredTensor("self"), true);
  if (x.sizes.size() > 6) throw std::runtime_error("histc: an input of more than 6 dims is not implemented on CUDA");
  const auto [xType, xBytes] = histcType(g.table.at(x.buffer).dtype);
  if (xType < 0) throw std::runtime_error("histc: input " + x.buffer + " is " + codegen::torchName(g.table.at(x.buffer).dtype) + ", not read on CUDA");
  FsHistcArgs a{};
  a.xType = xType;
  a.bins = c.integer("bins", 100);
  if (a.bins <= 0) throw std::runtime_error("histc: bins must be positive");
  a.lo = c.real("min", 0);
  a.hi = c.real("max", 0);
  a.fromData = a.lo == a.hi ? 1 : 0;
  if (!a.fromData && !(a.lo < a.hi)) throw std::runtime_error("histc: max must be larger than min");
  a.rank = static_cast<long long>(x.sizes.size());
  a.n = 1;
  for (std::size_t d = 0; d < x.sizes.size(); ++d) {
    a.sizes[d] = x.sizes[d];
    a.strides[d] = x.strides[d];
    a.n *= x.sizes[d];
  }
  a.x = g.ptr(x.buffer) + static_cast<CUdeviceptr>(xBytes * x.offset);
  const auto items = tupleItems(g.table, c.result);
  if (!items.count(0)) throw std::runtime_error("histc: its output (" + c.result + ") is not used");
  const std::string outName = items.at(0);
  View out = viewOf(g.table, outName, true);
  std::int64_t outN = 1;
  for (auto s : out.sizes) outN *= s;
  if (outN != a.bins || out.sizes.size() != 1) throw std::runtime_error("histc: output " + outName + " is not " + std::to_string(a.bins) + " bins");
  const auto [outType, outBytes] = histcType(g.table.at(outName).dtype);
  if (outType < 0) throw std::runtime_error("histc: output " + outName + " is " + codegen::torchName(g.table.at(outName).dtype) + ", not written on CUDA");
  a.outType = outType;
  a.out = g.ptr(out.buffer) + static_cast<CUdeviceptr>(outBytes * out.offset);
  a.outStride = out.strides[0];
  a.range = g.temp(16);
  a.counts = g.temp(static_cast<std::size_t>(4 * a.bins));
  ExternLaunch L;
  L.launch = "fs_histc_range block=1024 + fs_histc grid=1024 block=256 + fs_histc_write (" + std::to_string(a.bins) + " bins, " +
             codegen::torchName(g.table.at(x.buffer).dtype) + " input, atomics)";
  L.run = [&g, a] {
    FsHistcArgs args = a;
    void* p[] = {&args};
    CU(cuLaunchKernel(g.histcRangeFn, 1, 1, 1, 1024, 1, 1, 0, nullptr, p, nullptr));
    CU(cuLaunchKernel(g.histcFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
    CU(cuLaunchKernel(g.histcWriteFn, static_cast<unsigned>(std::min<long long>(1024, (a.bins + 255) / 256)), 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
  };
  return L;
}

// ---- library calls through kernels of our own (CudaLibraryKernels.h) ----------

// aten.avg_pool2d/3d(self, kernel_size, stride, padding, ceil_mode, count_include_pad,
// divisor_override) and aten._adaptive_avg_pool2d/3d(self, output_size) on the GPU
// (fs_avg_pool): float32 (fp16/bf16 through the shadows), any strides, the output's
// window sizes taken from the result (the reference checked them against the geometry).
ExternLaunch preparePool(Gpu& g, const ir::ExternCall& c, int dims, bool adaptive) {
  const View x = viewOf(g.table, c.requiredTensor("self")), out = viewOf(g.table, singleExternOutput(g.table, c));
  const int lead = static_cast<int>(x.sizes.size()) - dims;
  if (lead < (adaptive ? 0 : 1) || lead > 3 || out.sizes.size() != x.sizes.size())
    throw std::runtime_error(c.op + ": self and the result must have one rank, with 1 to 3 dims before the window's " + std::to_string(dims));
  detail::FsPoolArgs a{};
  a.lead = lead;
  a.planes = a.positions = 1;
  for (int d = 0; d < lead; ++d) {
    if (out.sizes[d] != x.sizes[d]) throw std::runtime_error(c.op + ": the result's leading sizes are not self's");
    a.lsz[d] = x.sizes[d];
    a.xls[d] = x.strides[d];
    a.ols[d] = out.strides[d];
    a.planes *= x.sizes[d];
  }
  auto param = [&](const char* name, std::int64_t dflt) {
    std::vector<std::int64_t> v = c.arg(name) ? c.ints(name) : std::vector<std::int64_t>{};
    if (v.empty()) v.assign(static_cast<std::size_t>(dims), dflt);
    if (v.size() == 1) v.assign(static_cast<std::size_t>(dims), v[0]);
    if (static_cast<int>(v.size()) != dims) throw std::runtime_error(c.op + ": " + name + " has " + std::to_string(v.size()) + " values");
    return v;
  };
  std::vector<std::int64_t> k(dims, 1), s(dims, 1), p(dims, 0);
  if (!adaptive) {
    k = param("kernel_size", 1);
    s = c.arg("stride") && !c.ints("stride").empty() ? param("stride", 1) : k;
    p = param("padding", 0);
    a.includePad = c.flag("count_include_pad", true) ? 1 : 0;
    a.divisor = c.integer("divisor_override", 0);
  }
  for (int j = 0; j < 3; ++j) a.in[j] = a.o[j] = a.k[j] = a.s[j] = 1;
  for (int d = 0; d < dims; ++d) {
    const int j = 3 - dims + d;
    const auto du = static_cast<std::size_t>(d);
    a.in[j] = x.sizes[static_cast<std::size_t>(lead + d)];
    a.o[j] = out.sizes[static_cast<std::size_t>(lead + d)];
    a.xs[j] = x.strides[static_cast<std::size_t>(lead + d)];
    a.os[j] = out.strides[static_cast<std::size_t>(lead + d)];
    a.k[j] = k[du];
    a.s[j] = s[du];
    a.p[j] = p[du];
    if (a.k[j] < 1 || a.s[j] < 1 || a.p[j] < 0 || a.in[j] < 1 || a.o[j] < 1) throw std::runtime_error(c.op + ": an empty window or dim");
    a.positions *= a.o[j];
  }
  a.adaptive = adaptive ? 1 : 0;
  a.x = floatAt(g, x);
  a.out = floatAt(g, out);
  return launchWith(g, &Gpu::avgPoolFn, a, {blocksFor(a.planes * a.positions), 1, 1}, 256, "fs_avg_pool");
}

// aten._adaptive_avg_pool2d/3d_backward(grad_output, self) on the GPU (fs_adaptive_pool_bwd).
ExternLaunch prepareAdaptivePoolBackward(Gpu& g, const ir::ExternCall& c, int dims) {
  const View go = viewOf(g.table, c.requiredTensor("grad_output")), x = viewOf(g.table, c.requiredTensor("self")),
             out = viewOf(g.table, singleExternOutput(g.table, c));
  const int lead = static_cast<int>(x.sizes.size()) - dims;
  if (lead < 0 || lead > 3 || go.sizes.size() != x.sizes.size() || out.sizes != x.sizes)
    throw std::runtime_error(c.op + ": grad_output, self and the result must have one rank, the result self's sizes");
  detail::FsPoolBwdArgs a{};
  a.lead = lead;
  a.planes = a.positions = 1;
  for (int d = 0; d < lead; ++d) {
    if (go.sizes[d] != x.sizes[d]) throw std::runtime_error(c.op + ": grad_output's leading sizes are not self's");
    a.lsz[d] = x.sizes[d];
    a.gls[d] = go.strides[d];
    a.ols[d] = out.strides[d];
    a.planes *= x.sizes[d];
  }
  for (int j = 0; j < 3; ++j) a.in[j] = a.o[j] = 1;
  for (int d = 0; d < dims; ++d) {
    const int j = 3 - dims + d;
    const auto e = static_cast<std::size_t>(lead + d);
    a.in[j] = x.sizes[e];
    a.o[j] = go.sizes[e];
    a.gs[j] = go.strides[e];
    a.os[j] = out.strides[e];
    if (a.in[j] < 1 || a.o[j] < 1) throw std::runtime_error(c.op + ": an empty dim");
    a.positions *= a.in[j];
  }
  a.g = floatAt(g, go);
  a.out = floatAt(g, out);
  return launchWith(g, &Gpu::poolBwdFn, a, {blocksFor(a.planes * a.positions), 1, 1}, 256, "fs_adaptive_pool_bwd");
}

// aten._upsample_bicubic2d_aa / _upsample_bilinear2d_aa(self [N, C, H, W], output_size,
// align_corners, scales_h, scales_w) on the GPU (fs_upsample_aa); the scale as CpuExterns' aaTaps.
ExternLaunch prepareUpsampleAa(Gpu& g, const ir::ExternCall& c, bool cubic) {
  const View x = viewOf(g.table, c.requiredTensor("self")), out = viewOf(g.table, singleExternOutput(g.table, c));
  if (x.sizes.size() != 4 || out.sizes.size() != 4 || x.sizes[0] != out.sizes[0] || x.sizes[1] != out.sizes[1])
    throw std::runtime_error(c.op + ": self must be [N, C, H, W] and the result [N, C, OH, OW]");
  detail::FsUpsampleAaArgs a{};
  a.N = x.sizes[0];
  a.C = x.sizes[1];
  a.H = x.sizes[2];
  a.W = x.sizes[3];
  a.OH = out.sizes[2];
  a.OW = out.sizes[3];
  const bool align = c.flag("align_corners", false);
  auto scale = [align](std::int64_t in, std::int64_t o, double arg) {
    return align ? (o > 1 ? double(in - 1) / double(o - 1) : 0.0) : arg > 0 ? 1.0 / arg : double(in) / double(o);
  };
  a.scaleH = scale(a.H, a.OH, c.real("scales_h", 0.0));
  a.scaleW = scale(a.W, a.OW, c.real("scales_w", 0.0));
  a.cubic = cubic ? 1 : 0;
  for (std::size_t d = 0; d < 4; ++d) {
    a.xs[d] = x.strides[d];
    a.os[d] = out.strides[d];
  }
  a.x = floatAt(g, x);
  a.out = floatAt(g, out);
  return launchWith(g, &Gpu::upsampleAaFn, a, {blocksFor(a.N * a.C * a.OH * a.OW), 1, 1}, 256, "fs_upsample_aa");
}

detail::FsStrided stridedOf(const View& v, const std::string& what) {
  if (v.sizes.size() > 6) throw std::runtime_error(what + " has more than 6 dims");
  detail::FsStrided s{};
  s.rank = static_cast<long long>(v.sizes.size());
  for (std::size_t d = 0; d < v.sizes.size(); ++d) {
    s.n[d] = v.sizes[d];
    s.s[d] = v.strides[d];
  }
  return s;
}
// the stride between consecutive elements of a view with at most one dim over 1
std::int64_t lineStride(const View& v, const std::string& what) {
  std::int64_t stride = 1, long_dims = 0;
  for (std::size_t d = 0; d < v.sizes.size(); ++d)
    if (v.sizes[d] > 1) {
      stride = v.strides[d];
      ++long_dims;
    }
  if (long_dims > 1) throw std::runtime_error(what + " is not one line of values");
  return stride;
}

// aten._weight_norm_interface_backward(grad_w, saved_v, saved_g, saved_norms, dim) ->
// (grad_v, grad_g) on the GPU (fs_weight_norm_bwd, one block per slice of dim).
ExternLaunch prepareWeightNormBackward(Gpu& g, const ir::ExternCall& c) {
  const View gw = viewOf(g.table, c.requiredTensor("grad_w")), v = viewOf(g.table, c.requiredTensor("saved_v")),
             gv = viewOf(g.table, c.requiredTensor("saved_g")), nrm = viewOf(g.table, c.requiredTensor("saved_norms"));
  const auto rank = static_cast<std::int64_t>(v.sizes.size());
  std::int64_t dim = c.integer("dim", 0);
  if (dim < 0) dim += rank;
  if (rank == 0 || dim < 0 || dim >= rank || gw.sizes != v.sizes || elementsOf(gv.sizes) != v.sizes[static_cast<std::size_t>(dim)] ||
      elementsOf(nrm.sizes) != elementsOf(gv.sizes))
    throw std::runtime_error(c.op + ": shapes do not fit (dim " + std::to_string(dim) + ")");
  detail::FsWeightNormBwdArgs a{};
  a.D = v.sizes[static_cast<std::size_t>(dim)];
  a.inner = 1;
  for (auto d = dim + 1; d < rank; ++d) a.inner *= v.sizes[static_cast<std::size_t>(d)];
  a.perSlice = a.D > 0 ? elementsOf(v.sizes) / a.D : 0;
  a.gwv = stridedOf(gw, "grad_w");
  a.vv = stridedOf(v, "saved_v");
  a.gs = lineStride(gv, "saved_g");
  a.ns = lineStride(nrm, "saved_norms");
  a.gw = floatAt(g, gw);
  a.v = floatAt(g, v);
  a.g = floatAt(g, gv);
  a.norms = floatAt(g, nrm);
  const auto items = tupleItems(g.table, c.result);
  if (items.count(0)) {
    const View out = viewOf(g.table, items.at(0));
    if (out.sizes != v.sizes) throw std::runtime_error(c.op + ": grad_v is not saved_v's shape");
    a.outv = stridedOf(out, "grad_v");
    a.gradV = floatAt(g, out);
    a.wantV = 1;
  }
  if (items.count(1)) {
    const View out = viewOf(g.table, items.at(1));
    if (elementsOf(out.sizes) != a.D) throw std::runtime_error(c.op + ": grad_g does not hold one value per slice");
    a.ggs = lineStride(out, "grad_g");
    a.gradG = floatAt(g, out);
    a.wantG = 1;
  }
  return launchWith(g, &Gpu::weightNormBwdFn, a, {static_cast<unsigned>(std::clamp<std::int64_t>(a.D, 1, 65535)), 1, 1}, 256,
                    "fs_weight_norm_bwd (one block per slice)");
}

// transformers.grouped_mm_fallback(input, weight, offs) / aten._grouped_mm(self, mat2,
// offs) on the GPU (fs_grouped_mm): input (S, K), weight (G, K, N) and int32/int64 offs
// (G) of any strides; the group boundaries are read on the device (no host sync).
ExternLaunch prepareGroupedMm(Gpu& g, const ir::ExternCall& c) {
  const bool fallback = c.op == "transformers.grouped_mm_fallback";
  const View x = viewOf(g.table, c.requiredTensor(fallback ? "input" : "self")),
             w = viewOf(g.table, c.requiredTensor(fallback ? "weight" : "mat2")),
             offs = viewOf(g.table, c.requiredTensor("offs"), true), out = viewOf(g.table, singleExternOutput(g.table, c));
  const auto offType = g.table.at(offs.buffer).dtype;
  if (offType != codegen::DType::I32 && offType != codegen::DType::I64)
    throw std::runtime_error("grouped mm: offs is " + codegen::torchName(offType) + ", not int32 or int64");
  if (x.sizes.size() != 2 || w.sizes.size() != 3 || offs.sizes.size() != 1 || offs.sizes[0] != w.sizes[0] || x.sizes[1] != w.sizes[1])
    throw std::runtime_error("grouped mm: expects input (S, K), weight (G, K, N) and offs (G)");
  detail::FsGroupedMmArgs a{};
  a.S = x.sizes[0];
  a.K = x.sizes[1];
  a.G = w.sizes[0];
  a.N = w.sizes[2];
  if (out.sizes != std::vector<std::int64_t>{a.S, a.N}) throw std::runtime_error("grouped mm: the output is not (S, N)");
  if (a.G > 65534 || (a.S + 31) / 32 > 65535) throw std::runtime_error("grouped mm: too many groups or rows for one grid");
  for (std::size_t d = 0; d < 2; ++d) {
    a.as[d] = x.strides[d];
    a.os[d] = out.strides[d];
  }
  for (std::size_t d = 0; d < 3; ++d) a.ws[d] = w.strides[d];
  a.offs64 = offType == codegen::DType::I64 ? 1 : 0;
  a.offStride = offs.strides[0];
  a.a = floatAt(g, x);
  a.w = floatAt(g, w);
  a.out = floatAt(g, out);
  a.offs = g.ptr(offs.buffer) + static_cast<CUdeviceptr>((a.offs64 ? 8 : 4) * offs.offset);
  const auto tiles = [](std::int64_t n) { return static_cast<unsigned>(std::max<std::int64_t>(1, (n + 31) / 32)); };
  return launchWith(g, &Gpu::groupedMmFn, a, {tiles(a.N), tiles(a.S), static_cast<unsigned>(a.G + 1)}, 256,
                    "fs_grouped_mm (32x32 tiles per group, " + std::to_string(a.G) + " groups)");
}

// aten.uniform(self, from, to): the reference's draw (a fixed seed, CpuExterns' runUniform)
// copied to the device, as randint's seeds: no GPU generator would give the same values.
// An fp16/bf16 result is written into its float32 shadow (ptr() while the call is prepared),
// which prepareExtern rounds into the storage after the call.
ExternLaunch prepareUniform(Gpu& g, const ir::ExternCall& c, const Reference& ref) {
  const std::string name = singleExternOutput(g.table, c);
  const HostTensor* values = &ref.pool.at(name);
  const CUdeviceptr p = g.ptr(name);
  ExternLaunch L;
  L.launch = "the reference's draw, cuMemcpyHtoD";
  if (values->dtype == codegen::DType::F16 || values->dtype == codegen::DType::BF16) {
    auto wide = std::make_shared<std::vector<float>>(static_cast<std::size_t>(values->numel));
    for (std::int64_t i = 0; i < values->numel; ++i) (*wide)[static_cast<std::size_t>(i)] = static_cast<float>(values->get(i));
    L.run = [wide, p] { CU(cuMemcpyHtoD(p, wide->data(), wide->size() * sizeof(float))); };
  } else {
    L.run = [values, p] { CU(cuMemcpyHtoD(p, values->data(), values->bytes.size())); };
  }
  return L;
}

// ---- calls on complex values (fs_complex_map, fs_dft) ------------------------------

// fs_complex_map's element type of a dtype (fp16/bf16 storages come as float32 shadows),
// and its bytes; {-1, 0} for a type it does not read.
std::pair<int, std::int64_t> complexMapType(codegen::DType t) {
  using codegen::DType;
  switch (t) {
    case DType::F32: case DType::F16: case DType::BF16: return {0, 4};
    case DType::F64: return {1, 8};
    case DType::C64: return {2, 8};
    case DType::C128: return {3, 16};
    default: return {-1, 0};
  }
}
// Operand `v` of fs_complex_map over the index space `n`: v's dims align with n's last
// dims, a dim of size 1 broadcasts (stride 0), as ATen broadcasts.
detail::FsCOperand complexOperand(Gpu& g, const View& v, const std::vector<std::int64_t>& n, const std::string& op) {
  const auto [type, bytes] = complexMapType(g.table.at(v.buffer).dtype);
  if (type < 0) throw std::runtime_error(op + ": " + v.buffer + " is " + codegen::torchName(g.table.at(v.buffer).dtype) + ", not read on CUDA");
  if (v.sizes.size() > n.size()) throw std::runtime_error(op + ": an operand has more dims than the result");
  detail::FsCOperand o{};
  o.type = type;
  o.p = g.ptr(v.buffer) + static_cast<CUdeviceptr>(bytes * v.offset);
  const std::size_t lead = n.size() - v.sizes.size();
  for (std::size_t d = 0; d < v.sizes.size(); ++d) {
    if (v.sizes[d] != n[lead + d] && v.sizes[d] != 1) throw std::runtime_error(op + ": an operand's shape does not broadcast to the result's");
    o.st[lead + d] = v.sizes[d] == 1 ? 0 : v.strides[d];
  }
  return o;
}
detail::FsComplexMapArgs complexMap(int op, const std::vector<std::int64_t>& n, const std::string& what) {
  if (n.size() > 6) throw std::runtime_error(what + ": more than 6 dims");
  detail::FsComplexMapArgs a{};
  a.op = op;
  a.rank = static_cast<long long>(n.size());
  for (std::size_t d = 0; d < n.size(); ++d) a.n[d] = n[d];
  return a;
}

// aten.polar, aten.mul, aten.unsqueeze, aten.view_as_real, aten.view_as_complex and
// aten.copy_ (in place) on the GPU, as one strided map each (fs_complex_map).
ExternLaunch prepareComplexMap(Gpu& g, const ir::ExternCall& c) {
  const std::string& k = c.op;
  const bool inPlace = k == "aten.copy_";
  View out = viewOf(g.table, inPlace ? c.result : singleExternOutput(g.table, c), true);
  if (inPlace)
    if (const auto self = c.tensor("self"); self && self->isView) {  // the view of the buffer it updates
      ir::TensorRef view = *self;
      view.buffer = c.result;
      out = viewOf(g.table, view, true);
    }
  View a = viewOf(g.table, c.requiredTensor(inPlace ? "src" : k == "aten.polar" ? "abs" : "self"), true);
  detail::FsComplexMapArgs m{};
  if (k == "aten.view_as_real") {
    if (out.sizes.size() != a.sizes.size() + 1 || out.sizes.back() != 2 ||
        !std::equal(a.sizes.begin(), a.sizes.end(), out.sizes.begin()))
      throw std::runtime_error(k + ": the result is not self's shape with a last dim of 2");
    m = complexMap(4, a.sizes, k);
    m.outLast = out.strides.back();
    out.sizes.pop_back();
    out.strides.pop_back();
  } else if (k == "aten.view_as_complex") {
    if (a.sizes.size() != out.sizes.size() + 1 || a.sizes.back() != 2 ||
        !std::equal(out.sizes.begin(), out.sizes.end(), a.sizes.begin()))
      throw std::runtime_error(k + ": self is not the result's shape with a last dim of 2");
    m = complexMap(5, out.sizes, k);
    m.aLast = a.strides.back();
    a.sizes.pop_back();
    a.strides.pop_back();
  } else if (k == "aten.unsqueeze") {
    std::int64_t dim = c.integer("dim", 0);
    const auto rank = static_cast<std::int64_t>(a.sizes.size());
    if (dim < 0) dim += rank + 1;
    if (dim < 0 || dim > rank) throw std::runtime_error(k + ": dim is outside the result's rank");
    a.sizes.insert(a.sizes.begin() + dim, 1);
    a.strides.insert(a.strides.begin() + dim, 0);
    if (a.sizes != out.sizes) throw std::runtime_error(k + ": the result's shape is not self's with a 1 at dim");
    m = complexMap(0, out.sizes, k);
  } else if (k == "aten.polar") {
    m = complexMap(3, out.sizes, k);
    m.b = complexOperand(g, viewOf(g.table, c.requiredTensor("angle"), true), out.sizes, k);
  } else if (k == "aten.mul") {
    const ir::ExternArg* other = c.arg("other");
    if (!other || other->kind == ir::ExternArg::Kind::None) throw std::runtime_error(k + ": argument other is missing");
    if (other->kind == ir::ExternArg::Kind::Tensor) {
      m = complexMap(1, out.sizes, k);
      m.b = complexOperand(g, viewOf(g.table, c.requiredTensor("other"), true), out.sizes, k);
    } else {
      m = complexMap(2, out.sizes, k);
      m.k = c.real("other", 1.0);
    }
  } else {
    m = complexMap(0, out.sizes, k);  // copy_
  }
  m.a = complexOperand(g, a, m.op == 4 ? a.sizes : out.sizes, k);
  m.out = complexOperand(g, out, out.sizes, k);
  if (m.op != 1 && m.op != 3) m.b = m.a;
  return launchWith(g, &Gpu::complexMapFn, m, {blocksFor(elementsOf(out.sizes)), 1, 1}, 256, "fs_complex_map (" + k + ")");
}

// aten._fft_c2c(self, dim, normalization, forward) on the GPU: self gathered into a
// row-major complex128 scratch, one direct DFT per transformed dim (fs_dft, ping-pong
// between two scratches), then scaled (1, 1/sqrt(n) or 1/n) into the result's layout.
ExternLaunch prepareFftC2c(Gpu& g, const ir::ExternCall& c) {
  const View a = viewOf(g.table, c.requiredTensor("self"), true), out = viewOf(g.table, singleExternOutput(g.table, c), true);
  if (a.sizes != out.sizes) throw std::runtime_error(c.op + ": the result is not self's shape");
  const auto rank = static_cast<std::int64_t>(a.sizes.size());
  const std::int64_t mode = c.integer("normalization", 0);
  if (mode < 0 || mode > 2) throw std::runtime_error(c.op + ": normalization is not 0, 1 or 2");
  const double sign = c.flag("forward", true) ? -1.0 : 1.0;
  const std::int64_t total = elementsOf(a.sizes);
  std::vector<std::int64_t> rowMajor(a.sizes.size(), 1);
  for (std::int64_t d = rank - 1; d > 0; --d) rowMajor[d - 1] = rowMajor[d] * a.sizes[d];
  const CUdeviceptr t0 = g.temp(static_cast<std::size_t>(16 * total)), t1 = g.temp(static_cast<std::size_t>(16 * total));
  auto scratch = [&](CUdeviceptr p) {
    detail::FsCOperand o{};
    o.p = p;
    o.type = 3;
    for (std::size_t d = 0; d < rowMajor.size(); ++d) o.st[d] = rowMajor[d];
    return o;
  };
  detail::FsComplexMapArgs gather = complexMap(0, a.sizes, c.op);
  gather.a = gather.b = complexOperand(g, a, a.sizes, c.op);
  gather.out = scratch(t0);
  std::vector<detail::FsDftArgs> passes;
  double count = 1;
  std::set<std::int64_t> seen;
  for (std::int64_t d : c.ints("dim")) {
    if (d < 0) d += rank;
    if (d < 0 || d >= rank || !seen.insert(d).second) throw std::runtime_error(c.op + ": a dim outside self's rank, or named twice");
    detail::FsDftArgs p{};
    p.src = passes.size() % 2 ? t1 : t0;
    p.dst = passes.size() % 2 ? t0 : t1;
    p.total = total;
    p.n = a.sizes[static_cast<std::size_t>(d)];
    p.step = rowMajor[static_cast<std::size_t>(d)];
    p.sign = sign;
    count *= static_cast<double>(p.n);
    passes.push_back(p);
  }
  detail::FsComplexMapArgs scatter = complexMap(2, out.sizes, c.op);
  scatter.a = scatter.b = scratch(passes.size() % 2 ? t1 : t0);
  scatter.out = complexOperand(g, out, out.sizes, c.op);
  scatter.k = mode == 0 ? 1.0 : mode == 1 ? 1.0 / std::sqrt(count) : 1.0 / count;
  const unsigned blocks = blocksFor(total);
  ExternLaunch L;
  L.launch = "fs_complex_map + " + std::to_string(passes.size()) + " x fs_dft (direct sums in double) grid=" + std::to_string(blocks) + " block=256";
  L.run = [&g, gather, passes, scatter, blocks] {
    auto launch = [&](CUfunction f, auto args) {
      void* p[] = {&args};
      CU(cuLaunchKernel(f, blocks, 1, 1, 256, 1, 1, 0, nullptr, p, nullptr));
    };
    launch(g.complexMapFn, gather);
    for (const auto& p : passes) launch(g.dftFn, p);
    launch(g.complexMapFn, scatter);
  };
  return L;
}

ExternLaunch prepareExternF32(Gpu& g, const ir::Node& n, const Reference& ref);

// Half-precision externs: the float32 cuBLAS/cuDNN/attention calls run on float32
// shadows of the call's fp16/bf16 storages, widened (exactly) before each run; the
// call's outputs (its result and tuple items) are narrowed back once after it, to
// nearest even: the rounding point of the CPU externs and of the reference
// (CpuExterns.h: "widen to float32 and round the output once"). Whole storages are
// shadowed, so views, offsets and in-place updates keep their meaning; the parts of
// an output storage the call does not write round-trip unchanged. Timed runs include
// the conversions (stated in the launch text).
ExternLaunch prepareExtern(Gpu& g, const ir::Node& n, const Reference& ref) {
  const auto* c = n.kind == ir::NodeKind::NopKernel || n.irClass() == ir::IrClass::MultiOutput ? nullptr : g.table.externCall(n);
  struct Shadow {
    CUdeviceptr half = 0, wide = 0;
    long long n = 0;
    int bf = 0;
    bool output = false;
  };
  std::map<std::string, Shadow> half;
  const ir::ExternOp* op = c || n.kind == ir::NodeKind::ExternKernel ? g.table.externOp(n) : nullptr;
  if (c || op) {
    std::set<std::string> outputs = {op ? op->result : c->result};
    std::vector<std::string> names;
    if (op) {
      names = op->buffers();
    } else {
      for (const auto& [i, name] : tupleItems(g.table, c->result)) outputs.insert(name);
      names = c->buffers();
    }
    names.insert(names.end(), outputs.begin(), outputs.end());
    for (const auto& name : names) {
      const codegen::BufferDesc* d = g.table.find(name);
      if (!d || (d->dtype != codegen::DType::F16 && d->dtype != codegen::DType::BF16) || half.count(name)) continue;
      auto it = g.bufs.find(name);
      if (it == g.bufs.end()) continue;
      Shadow sh;
      sh.half = it->second.ptr;
      sh.n = static_cast<long long>(it->second.bytes / 2);
      sh.wide = g.temp(static_cast<std::size_t>(sh.n) * 4);
      sh.bf = d->dtype == codegen::DType::BF16 ? 1 : 0;
      half[name] = sh;
    }
    for (auto& [name, sh] : half) sh.output = outputs.count(name) > 0;
  }
  if (half.empty()) return prepareExternF32(g, n, ref);
  for (const auto& [name, sh] : half) g.shadows[name] = sh.wide;
  ExternLaunch L;
  try {
    L = prepareExternF32(g, n, ref);
  } catch (...) {
    g.shadows.clear();
    throw;
  }
  g.shadows.clear();
  std::vector<Shadow> all;
  for (const auto& [name, sh] : half) all.push_back(sh);
  L.launch += " (fp16/bf16 operands widened to float32, outputs rounded once)";
  L.run = [&g, all, run = std::move(L.run)] {
    for (const auto& sh : all) {
      CUdeviceptr dst = sh.wide, src = sh.half;
      long long n = sh.n;
      int bf = sh.bf;
      void* a[] = {&dst, &src, &n, &bf};
      CU(cuLaunchKernel(g.widenFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, a, nullptr));
    }
    run();
    for (const auto& sh : all) {
      if (!sh.output) continue;
      CUdeviceptr dst = sh.half, src = sh.wide;
      long long n = sh.n;
      int bf = sh.bf;
      void* a[] = {&dst, &src, &n, &bf};
      CU(cuLaunchKernel(g.narrowFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, a, nullptr));
    }
  };
  return L;
}

ExternLaunch prepareExternF32(Gpu& g, const ir::Node& n, const Reference& ref) {
  ExternLaunch L;
  if (n.kind == ir::NodeKind::NopKernel || n.irClass() == ir::IrClass::MultiOutput) {
    L.launch = "no work";
    L.run = [] {};
    return L;
  }
  if (const ir::ExternOp* op = g.table.externOp(n))
    return op->kind == ir::ExternKind::Convolution ? prepareConv(g, *op) : prepareGemm(g, *op);
  if (n.irClass() == ir::IrClass::DeviceCopy) {
    // ir.DeviceCopy: the source's values in the output's layout (fs_copynd)
    const std::string from = deviceCopySource(n);
    if (from.empty()) throw std::runtime_error("a DeviceCopy without one source buffer and one output");
    const auto &sd = g.table.at(from), &dd = g.table.at(n.outputs.front().name);
    if (ir::dtypeSize(sd.dtype) != 4 || sd.dtype != dd.dtype || sd.sizes != dd.sizes)
      throw std::runtime_error("DeviceCopy of other than same-shaped 4-byte elements is not implemented on CUDA");
    const CUdeviceptr dst = g.ptr(dd.name) + 4 * dd.offset, src = g.ptr(sd.name) + 4 * sd.offset;
    L.launch = "fs_copynd (DeviceCopy " + from + ")";
    L.run = [&g, dst, src, ds = dd.strides, ss = sd.strides, sizes = dd.sizes] { g.copyNd(dst, ds, src, ss, sizes); };
    return L;
  }
  const auto* c = g.table.externCall(n);
  if (!c && n.isOpaque()) throw std::runtime_error("an opaque node (" + n.opaqueReason + "): nothing to run");
  if (!c) throw std::runtime_error("the arguments of " + (n.kernel ? *n.kernel : n.irType) + " are not known");
  const std::string& k = c->op;
  if (!c->note.empty()) throw std::runtime_error(c->note);
  if (std::string p = g.table.callProblem(n); !p.empty()) throw std::runtime_error(p);
  if (std::string p = externValueProblem(g.table, *c); !p.empty()) throw std::runtime_error(p + c->where());
  if (k == "aten.convolution_backward") return prepareConvBackward(g, *c);
  if (k == "aten._scaled_dot_product_efficient_attention_backward" || k == "aten._scaled_dot_product_cudnn_attention_backward")
    return prepareAttentionBackward(g, *c);
  if (k.find("scaled_dot_product") != std::string::npos && k.find("backward") != std::string::npos)
    throw std::runtime_error("extern kernel " + k + " has no CUDA implementation here (the CPU runs it)");
  if (k.find("scaled_dot_product") != std::string::npos) return prepareAttention(g, *c, ref);
  if (k == "aten.topk") return prepareTopk(g, *c);
  if (k == "aten.histc") return prepareHistc(g, *c);
  if (k == "torchvision.roi_align") return prepareRoiAlign(g, *c);
  if (k == "aten.cudnn_grid_sampler") return prepareGridSampler(g, *c);
  if (k == "aten._embedding_bag") return prepareEmbeddingBag(g, *c);
  if (k == "aten.avg_pool2d" || k == "aten.avg_pool3d") return preparePool(g, *c, k.ends_with("3d") ? 3 : 2, false);
  if (k == "aten._adaptive_avg_pool2d" || k == "aten._adaptive_avg_pool3d") return preparePool(g, *c, k.ends_with("3d") ? 3 : 2, true);
  if (k == "aten._adaptive_avg_pool2d_backward") return prepareAdaptivePoolBackward(g, *c, 2);
  if (k == "aten._adaptive_avg_pool3d_backward") return prepareAdaptivePoolBackward(g, *c, 3);
  if (k == "aten._upsample_bicubic2d_aa" || k == "aten._upsample_bilinear2d_aa") return prepareUpsampleAa(g, *c, k.find("bicubic") != std::string::npos);
  if (k == "aten._weight_norm_interface_backward") return prepareWeightNormBackward(g, *c);
  if (k == "transformers.grouped_mm_fallback" || k == "aten._grouped_mm") return prepareGroupedMm(g, *c);
  if (k == "aten.uniform") return prepareUniform(g, *c, ref);
  if (k == "aten.polar" || k == "aten.mul" || k == "aten.unsqueeze" || k == "aten.view_as_real" || k == "aten.view_as_complex" ||
      k == "aten.copy_")
    return prepareComplexMap(g, *c);
  if (k == "aten._fft_c2c") return prepareFftC2c(g, *c);
  if (k == "aten.randint") {
    const HostTensor* seeds = &ref.pool.at(c->result);
    CUdeviceptr p = g.ptr(c->result);
    L.launch = "host seeds, cuMemcpyHtoD";
    L.run = [seeds, p] { CU(cuMemcpyHtoD(p, seeds->data(), seeds->bytes.size())); };
    return L;
  }
  throw std::runtime_error("extern kernel " + k + " has no CUDA implementation here");
}

// Externs with no CUDA implementation here (topk, histc, grouped matmuls, the
// attention backward, ...) run on the host: every buffer the call names is copied
// from the device, the CPU extern (CpuExterns.h, the reference's own implementation)
// runs on the copies, and the buffers it stores are copied back. The graph's
// generated kernels around it still run and are checked on the GPU; the extern's
// time is a host time (copies included), said in its launch text, and CUPTI records
// no kernel for it (gpu_us 0). Inductor runs these as ATen fallbacks, which we do not
// time against.
ExternLaunch prepareHostExtern(Gpu& g, const ir::Node& n, const Reference& ref, const std::string& why) {
  const auto* c = g.table.externCall(n);
  if (!c) throw std::runtime_error(why);
  std::set<std::string> names = {c->result};
  for (const auto& o : externOutputs(g.table, n)) names.insert(o);
  for (const auto& b : c->buffers())  // every tensor argument: views, lists of tensors
    if (g.bufs.count(b)) names.insert(b);
  std::set<std::string> outputs = {c->result};
  for (const auto& o : externOutputs(g.table, n)) outputs.insert(o);
  auto pool = std::make_shared<BufferPool>();
  for (const auto& name : names) {
    auto it = ref.pool.find(name);
    if (it == ref.pool.end() || !g.bufs.count(name)) continue;
    HostTensor t = it->second;  // dtype and size; the values come from the device at each run
    t.written.clear();
    (*pool)[name] = std::move(t);
  }
  ExternLaunch L;
  L.launch = "on the host (" + why + "): inputs copied from the device, the CPU extern, outputs copied back; " +
             "a host time, not a GPU time";
  L.run = [&g, &n, pool, outputs] {
    for (auto& [name, t] : *pool) download(g, name, t);
    runCpuExtern(g.table, n, *pool, false);
    for (const auto& name : outputs)
      if (pool->count(name)) upload(g, name, pool->at(name));
  };
  return L;
}

// The CUDA extern, or the host's where this runner has none (or cannot run this form).
ExternLaunch prepareExternAnywhere(Gpu& g, const ir::Node& n, const Reference& ref) {
  try {
    return prepareExtern(g, n, ref);
  } catch (const std::exception& e) {
    if (!cpuExternSupport(g.table, n).empty()) throw;
    return prepareHostExtern(g, n, ref, e.what());
  }
}

std::vector<LaunchConfig> configsFor(const codegen::CudaEntry& e, bool autotune);

// Launch configurations to try for `e`, none with more than `maxThreads` threads per
// block (the compiled function's limit, from its register use).
std::vector<LaunchConfig> configsFor(const codegen::CudaEntry& e, bool autotune, int maxThreads) {
  std::vector<LaunchConfig> out = configsFor(e, autotune);
  std::erase_if(out, [&](const LaunchConfig& c) { return static_cast<int>(c.block) > maxThreads; });
  return out;
}

std::vector<LaunchConfig> configsFor(const codegen::CudaEntry& e, bool autotune) {
  std::vector<LaunchConfig> out;
  auto cdiv = [](std::int64_t a, std::int64_t b) { return (a + b - 1) / b; };
  const std::string vec = e.vec > 1 ? " vec=" + std::to_string(e.vec) : "";
  if (e.tileRows == 1) {
    // transposed rows in registers: one thread per row
    for (int bs : {128, 256, 512}) {
      if (!autotune && bs != 256) continue;
      std::int64_t grid = cdiv(e.tiles, bs);
      if (grid > 2147483647LL) break;
      out.push_back({static_cast<unsigned>(std::max<std::int64_t>(1, grid)), static_cast<unsigned>(bs), 1,
                     "block=" + std::to_string(bs) + " rows of " + std::to_string(e.tileCols) +
                         " per thread (transpose in registers) grid=" + std::to_string(grid)});
    }
  } else if (e.tileRows > 0) {
    // tiled transpose: one block per tile, any block size
    for (int bs : {128, 256, 512}) {
      if (!autotune && bs != 256) continue;
      if (e.tiles > 2147483647LL) break;
      out.push_back({static_cast<unsigned>(e.tiles), static_cast<unsigned>(bs), 1,
                     "block=" + std::to_string(bs) + " tile=" + std::to_string(e.tileRows) + "x" +
                         std::to_string(e.tileCols) + " (transpose through shared memory) grid=" + std::to_string(e.tiles)});
    }
  } else if (!e.reduction) {
    // ept = vectors of e.vec elements per thread
    const std::int64_t vectors = e.numel / e.vec;
    std::vector<std::pair<int, int>> cand = {{256, e.vec > 1 ? 1 : 4}};
    if (autotune) cand = {{128, 1}, {256, 1}, {512, 1}, {1024, 1}, {128, 4}, {256, 4}, {512, 4}, {1024, 4}, {256, 8}};
    // vectors unrolled two deep (the emitter's `#pragma unroll 2`): two per thread puts
    // both 16-byte loads in flight at once, Triton's 8 floats per thread
    if (autotune && e.vec > 1) cand.insert(cand.end(), {{128, 2}, {256, 2}});
    // A small kernel (fewer blocks of 128 than an H100/H200 has SMs, 132) also spreads
    // over more SMs in blocks of 32 and 64 threads: measured on the H200
    // (tests/gpu/small_kernel_probe.py), mamba's 512-element strided copy took 1.44 us in
    // one block of 128 threads and 1.06 us in four of 32 (Triton's: 0.99 us): one SM
    // issues the strided stores of its warps one sector at a time.
    if (autotune && vectors < 128 * 132) cand.insert(cand.begin(), {{32, 1}, {64, 1}});
    // a foreach form's nests take consecutive ranges of blocks, each rounded up to whole blocks
    const std::string parts =
        e.foreachVectors.empty() ? "" : " foreach of " + std::to_string(e.foreachVectors.size()) + " nests";
    for (auto [bs, ept] : cand) {
      const std::int64_t per = static_cast<std::int64_t>(bs) * ept;
      std::int64_t grid = e.foreachVectors.empty() ? cdiv(vectors, per) : 0;
      for (const std::int64_t v : e.foreachVectors) grid += cdiv(v, per);
      if (grid > 2147483647LL) continue;
      if (autotune && vectors < 4096 && bs > 256) continue;
      out.push_back({static_cast<unsigned>(std::max<std::int64_t>(1, grid)), static_cast<unsigned>(bs), ept,
                     "block=" + std::to_string(bs) + " ept=" + std::to_string(ept) + vec + parts +
                         " grid=" + std::to_string(grid)});
    }
  } else if (e.columns) {
    // columns: w consecutive rows per block (the int parameter), blockDim.x / w lanes per
    // row; fewer rows per block give more blocks (rows of 8 still fill 32-byte sectors).
    // Measured on the H200 (resnet50_fp16 k120, 4,096 rows of 49): 64-256 rows per block
    // with one or two threads per row took 21-41 us against 4.6 us here, too few threads.
    // A persistent column variant fixes its lanes at compile time: blockDim.x = w * lanes.
    const int fixed = e.persistentLanes;
    if (fixed == 1) {  // a thread per row (_c1): 64-256 rows per block, each a divisor of numel
      for (int w : {256, 128, 64}) {
        if ((!autotune && w != 128) || e.numel % w != 0) continue;
        const std::int64_t grid = e.numel / w;
        if (grid > 2147483647LL) continue;
        out.push_back({static_cast<unsigned>(grid), static_cast<unsigned>(w), w,
                       "block=" + std::to_string(w) + " columns: " + std::to_string(w) +
                           " rows x 1 lane persistent iters=" + std::to_string(e.persistentIters) +
                           " grid=" + std::to_string(grid)});
      }
      return out;
    }
    for (int w : {32, 16, 8})
      for (int lanes : {4, 8, 16, 32}) {
        if (fixed ? lanes != fixed || (!autotune && w != 32) : !autotune && (w != 32 || lanes != 8)) continue;
        if (!fixed && w * lanes < 64) continue;
        std::int64_t grid = cdiv(e.numel, w);
        if (grid > 2147483647LL) continue;
        out.push_back({static_cast<unsigned>(std::max<std::int64_t>(1, grid)), static_cast<unsigned>(w * lanes), w,
                       "block=" + std::to_string(w * lanes) + " columns: " + std::to_string(w) + " rows x " +
                           std::to_string(lanes) + (fixed ? " lanes persistent iters=" + std::to_string(e.persistentIters) : " lanes") +
                           " grid=" + std::to_string(grid)});
      }
  } else if (e.persistentLanes > 0) {
    // persistent: lanes fixed by the kernel; try 1..8 rows per block. With more than
    // one warp per row, a block's rows must all exist (no early exit before __syncthreads).
    // Untimed, the most rows up to 128 threads that fit: a row count that does not divide
    // numel (retinanet's one-row max over 1,216 boxes, 64 lanes) falls back to fewer.
    const int L = e.persistentLanes;
    const int most = std::max(1, 128 / L);
    // lanes under a warp (short rows, several per warp): blocks of whole warps, 32 to 256
    // threads; untimed, 128. A warp's rows must all exist (the shuffles take the whole
    // warp): with a row count that is no multiple of the rows per warp there is no launch
    // (the emitter makes no such variant).
    for (int bs = 32; L < 32 && e.numel % (32 / L) == 0 && bs <= 256; bs *= 2) {
      if (!autotune && bs != 128) continue;
      const std::int64_t grid = cdiv(e.numel, bs / L);
      if (grid > 2147483647LL) continue;
      out.push_back({static_cast<unsigned>(std::max<std::int64_t>(1, grid)), static_cast<unsigned>(bs), L,
                     "block=" + std::to_string(bs) + " lanes=" + std::to_string(L) + " persistent iters=" +
                         std::to_string(e.persistentIters) + vec + " grid=" + std::to_string(grid)});
    }
    for (int rows = 1; L >= 32 && rows <= 8 && rows * L <= 1024; rows *= 2) {
      if (L > 32 && rows > 1 && e.numel % rows != 0) continue;
      if (!autotune && rows > most) break;
      std::int64_t grid = cdiv(e.numel, rows);
      if (grid > 2147483647LL) continue;
      if (!autotune) out.clear();  // keep the largest that fits
      out.push_back({static_cast<unsigned>(std::max<std::int64_t>(1, grid)), static_cast<unsigned>(rows * L), L,
                     "block=" + std::to_string(rows * L) + " lanes=" + std::to_string(L) + " persistent iters=" +
                         std::to_string(e.persistentIters) + vec + " grid=" + std::to_string(grid)});
    }
  } else {
    std::vector<std::pair<int, int>> cand;  // (block, lanes)
    if (e.sequentialRows) cand = autotune ? std::vector<std::pair<int, int>>{{64, 1}, {128, 1}, {256, 1}}
                                          : std::vector<std::pair<int, int>>{{128, 1}};
    else if (!autotune) cand = {{e.rnumel > 1024 ? 512 : e.rnumel > 64 ? 128 : 256, e.rnumel > 64 ? (e.rnumel > 1024 ? 512 : 128) : 32}};
    else if (e.rnumel <= 256) cand = {{128, 32}, {256, 32}, {128, 128}};
    else cand = {{128, 128}, {256, 256}, {512, 512}, {1024, 1024}, {256, 32}};
    for (auto [bs, lanes] : cand) {
      std::int64_t rows = bs / lanes;
      std::int64_t grid = cdiv(e.numel, rows);
      if (grid > 2147483647LL) continue;
      out.push_back({static_cast<unsigned>(std::max<std::int64_t>(1, grid)), static_cast<unsigned>(bs), lanes,
                     "block=" + std::to_string(bs) + " lanes=" + std::to_string(lanes) +
                         (lanes == 1 ? " (thread per row: a scan)" : lanes == 32 ? " (warp per row)" : " (block per row)") + vec + " grid=" + std::to_string(grid)});
    }
  }
  return out;
}

}  // namespace

std::string autotuneKey(const codegen::KernelSource& k) {
  std::map<std::string, std::string> rename;
  for (std::size_t i = 0; i < k.params.size(); ++i)
    rename["p_" + codegen::identifierOf(k.params[i].buffer)] = "p#" + std::to_string(i);
  const std::string& c = k.code;
  std::string out;
  out.reserve(c.size());
  auto ident = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
  for (std::size_t i = 0; i < c.size();) {
    if (c.compare(i, 2, "//") == 0) {  // a comment: node names, reasons
      while (i < c.size() && c[i] != '\n') ++i;
      continue;
    }
    if (!ident(c[i])) {
      out += c[i++];
      continue;
    }
    // a word: an identifier, or a number (1e5, 3.0f), whose letters match no name below
    std::size_t j = i;
    while (j < c.size() && ident(c[j])) ++j;
    const std::string word = c.substr(i, j - i);
    if (auto r = rename.find(word); r != rename.end())
      out += r->second;
    else if (word == k.name || word.rfind(k.name + "_", 0) == 0)
      out += "K" + word.substr(k.name.size());
    else
      out += word;
    i = j;
  }
  return out;
}

std::vector<LaunchConfig> launchConfigs(const codegen::CudaEntry& entry, bool autotune, int maxThreads) {
  return configsFor(entry, autotune, maxThreads);
}

std::string runtimeKernelSource() { return codegen::prelude(codegen::Target::Cuda) + kRuntimeKernels + detail::kLibraryKernels; }

CudaDeviceInfo probeCuda() {
  auto& c = context();
  if (!c.ok) {
    CudaDeviceInfo info;
    info.reason = c.reason;
    return info;
  }
  return c.info;
}

DeviceCheck checkOnDevice(const HostTensor& got, const HostTensor& want, const Tolerance& tolerance) {
  auto& c = context();
  if (!c.ok) throw std::runtime_error(c.reason);
  const int type = checkTypeCode(want.dtype);
  if (type < 0) throw std::runtime_error("checkOnDevice: " + codegen::torchName(want.dtype) + " is checked on the host");
  if (got.dtype != want.dtype || got.bytes.size() != want.bytes.size() ||
      (!want.written.empty() && want.written.size() != static_cast<std::size_t>(want.numel)))
    throw std::runtime_error("checkOnDevice: got and want differ in type or size");
  static const NvrtcOutcome image = NvrtcCompiler().compile(runtimeKernelSource(), "fs_runtime", c.info.arch());
  static Module* runtime = new Module;  // for the process (unloading at exit races the driver's own teardown)
  static std::once_flag loaded;
  std::call_once(loaded, [] { CU(cuModuleLoadData(&runtime->mod, image.image.data())); });
  DeviceCheck out;
  if (want.numel == 0) return out;
  std::vector<DeviceBuffer> bufs(4);
  auto alloc = [](DeviceBuffer& b, std::size_t bytes) {
    CU(cuMemAlloc(&b.ptr, std::max<std::size_t>(bytes, 16)));
    b.bytes = bytes;
  };
  try {
    alloc(bufs[0], got.bytes.size());
    alloc(bufs[1], want.bytes.size());
    alloc(bufs[3], 3 * sizeof(unsigned long long));
    CU(cuMemcpyHtoD(bufs[0].ptr, got.data(), got.bytes.size()));
    CU(cuMemcpyHtoD(bufs[1].ptr, want.data(), want.bytes.size()));
    if (!want.written.empty()) {
      alloc(bufs[2], want.written.size());
      CU(cuMemcpyHtoD(bufs[2].ptr, want.written.data(), want.written.size()));
    }
    CU(cuMemsetD8(bufs[3].ptr, 0, 3 * sizeof(unsigned long long)));
    launchCheck(runtime->fn("fs_check"), bufs[0].ptr, bufs[1].ptr, bufs[2].ptr, want.numel, type,
                codegen::isFloat(want.dtype), tolerance, bufs[3].ptr);
    unsigned long long counts[3] = {0, 0, 0};
    CU(cuMemcpyDtoH(counts, bufs[3].ptr, sizeof counts));
    out.checked = static_cast<std::int64_t>(counts[0]);
    out.mismatches = static_cast<std::int64_t>(counts[1]);
    out.poisoned = static_cast<std::int64_t>(counts[2]);
  } catch (...) {
    for (auto& b : bufs)
      if (b.ptr) driver().cuMemFree(b.ptr);
    throw;
  }
  for (auto& b : bufs)
    if (b.ptr) driver().cuMemFree(b.ptr);
  return out;
}

double copyBandwidthGBs(std::size_t bytes) {
  auto& c = context();
  if (!c.ok) throw std::runtime_error(c.reason);
  CUdeviceptr a, b;
  CU(cuMemAlloc(&a, bytes));
  CU(cuMemAlloc(&b, bytes));
  CU(cuMemsetD8(a, 1, bytes));
  CUevent e0, e1;
  CU(cuEventCreate(&e0, CU_EVENT_DEFAULT));
  CU(cuEventCreate(&e1, CU_EVENT_DEFAULT));
  std::vector<double> t;
  for (int i = 0; i < 12; ++i) {
    CU(cuEventRecord(e0, nullptr));
    CU(cuMemcpyDtoD(b, a, bytes));
    CU(cuEventRecord(e1, nullptr));
    CU(cuEventSynchronize(e1));
    float ms = 0;
    CU(cuEventElapsedTime(&ms, e0, e1));
    if (i >= 2) t.push_back(ms);
  }
  driver().cuEventDestroy(e0);
  driver().cuEventDestroy(e1);
  driver().cuMemFree(a);
  driver().cuMemFree(b);
  return 2.0 * static_cast<double>(bytes) / (median(t) * 1e6);
}

namespace {

// The autotuner's times per (autotuneKey, entry, configuration) in this process: us (the
// tuner's measure), CUDA-event us, CUPTI us. Shared by every plan and graph a process
// runs (a bench's fused plan and unfused baseline).
struct TuneMemo {
  std::mutex mutex;
  std::map<std::string, std::tuple<double, double, double>> times;
};
TuneMemo& tuneMemo() {
  static TuneMemo m;
  return m;
}

// One plan's run on the GPU, runPlanCuda's steps over shared state: the plan's kernels
// compiled by NVRTC, the reference's buffers on the device, the CUPTI tracer. Members are
// destroyed in reverse order: the tracer, then the modules, then the device buffers.
class CudaPlanRun {
 public:
  CudaPlanRun(const codegen::BufferTable& table, const codegen::Plan& plan, const std::string& planName,
              const Reference& reference, const CudaRunOptions& options)
      : table_(table),
        planName_(planName),
        reference_(reference),
        options_(options),
        ctx_(context()),
        prog_(codegen::emitProgram(table, plan, codegen::Target::Cuda)),
        nvrtc_(options.cacheDir),
        g_(table) {}
  ~CudaPlanRun() {
    for (auto* b : {&stage_, &checkCounts_})
      if (b->ptr) driver().cuMemFree(b->ptr);
  }
  CudaPlanRun(const CudaPlanRun&) = delete;
  CudaPlanRun& operator=(const CudaPlanRun&) = delete;

  PlanResult run() {
    result_.device = "cuda:0 (" + ctx_.info.name + ")";
    result_.plan = planName_;
    compile();
    setUp();
    auto log = logger("runtime");
    if (!tracerActive()) log->info("cuda plan {}: no CUPTI kernel durations: {}", planName_, tracerReason());
    auto lastProgress = std::chrono::steady_clock::now();
    for (std::size_t kernelNo = 0; kernelNo < prog_.kernels.size(); ++kernelNo) {
      if (std::chrono::steady_clock::now() - lastProgress > std::chrono::seconds(10)) {  // -v: where a long plan is
        lastProgress = std::chrono::steady_clock::now();
        log->info("cuda plan {}: kernel {} of {} ({})", planName_, kernelNo + 1, prog_.kernels.size(),
                  prog_.kernels[kernelNo].name);
      }
      runKernel(kernelNo);
    }
    if (options_.time && tracerActive()) {
      try {  // an extra figure: a launch that fails here (it ran before) costs only it
        timeInOrder();
      } catch (const std::exception& e) {
        for (auto& t : result_.kernels) t.gpuInOrderUs = 0;
        result_.totalGpuInOrderUs = 0;
        log->warn("cuda plan {}: the plan run in order failed, no in-order times: {}", planName_, e.what());
      }
    }
    result_.verified = allOk_ && options_.verify;
    result_.cuptiUsed = tracerActive();
    if (!result_.cuptiUsed) result_.cuptiReason = tracerReason();
    return std::move(result_);
  }

 private:
  using Launch = std::function<void()>;
  // A loop kernel's launch after autotuning: per loop nest, the fastest configuration of
  // any variant (`nestBest`, described in `nestBestText`), and each variant's own fastest
  // launch, so that the variants that lost are verified too. The kernel runs `best`: the
  // nests' winners one after the other, or the foreach form's one launch where that is
  // faster; what lost of the two is in `wholeLosers`, verified too.
  struct LoopLaunch {
    std::vector<Launch> best;
    std::vector<std::string> bestText;
    std::vector<Launch> nestBest;
    std::vector<std::string> nestBestText;
    std::vector<std::vector<std::pair<std::string, Launch>>> variantsOf;
    std::vector<std::pair<std::string, Launch>> wholeLosers;
  };

  // The plan's kernels compile as a few programs in parallel (one per core, at least 2
  // kernels each); compileMs is the wall time of all of it. A kernel that does not
  // compile is a result: each program again (the ones that compiled come from the
  // cache), a failing one kernel by kernel.
  void compile() {
    auto log = logger("runtime");
    int loopKernels = 0;
    for (const auto& k : prog_.kernels) loopKernels += k.kind == codegen::KernelSpec::Kind::Loop ? 1 : 0;
    const int parts =
        std::max(1, std::min(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())), loopKernels / 2));
    const auto sources = prog_.split(parts, partOf_);
    const auto t0 = std::chrono::steady_clock::now();
    compileErrors_.assign(prog_.kernels.size(), std::string());
    try {
      for (auto& c : nvrtc_.compileAll(sources, "plan_" + planName_, ctx_.info.arch())) compiled_.emplace_back(std::move(c));
    } catch (const CompileError& e) {
      log->warn("cuda plan {}: {}; compiling its programs one by one to find the kernels that do not", planName_, e.what());
      std::vector<std::string> codes;
      for (const auto& k : prog_.kernels) codes.push_back(k.code);
      auto isolated = compileIsolatingErrors<NvrtcOutcome>(
          prog_.prelude, codes, sources, partOf_, [&](const std::string& src, std::size_t i) {
            return nvrtc_.compile(src, "plan_" + planName_ + "_" + std::to_string(i), ctx_.info.arch());
          });
      compiled_ = std::move(isolated.outcomes);
      partOf_ = std::move(isolated.unitOf);
      compileErrors_ = std::move(isolated.errors);
    }
    runtimeKernels_ = nvrtc_.compile(runtimeKernelSource(), "fs_runtime", ctx_.info.arch());
    result_.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    result_.compiledUnits = static_cast<int>(compiled_.size()) + 1;
    result_.cacheHits = runtimeKernels_.cacheHit ? 1 : 0;
    for (const auto& c : compiled_) result_.cacheHits += c && c->cacheHit ? 1 : 0;
    log->info("cuda plan {}: {} kernels in {} NVRTC programs, {:.0f} ms ({} cache hits)", planName_, prog_.kernels.size(),
              compiled_.size(), result_.compileMs, result_.cacheHits);
  }

  // Modules, the runtime's own kernels, the L2 flush buffer, the library handles, and
  // every reference buffer on the device; then the CUPTI tracer (timed runs only).
  void setUp() {
    mods_ = std::vector<Module>(compiled_.size());
    for (std::size_t i = 0; i < compiled_.size(); ++i)
      if (compiled_[i]) CU(cuModuleLoadData(&mods_[i].mod, compiled_[i]->image.data()));
    CU(cuModuleLoadData(&g_.runtime.mod, runtimeKernels_.image.data()));
    g_.flushFn = g_.runtime.fn("fs_flush");
    g_.biasFn = g_.runtime.fn("fs_bias_fill");
    g_.sdpaFn = g_.runtime.fn("fs_sdpa");
    g_.copyFn = g_.runtime.fn("fs_copy4d");
    g_.widenFn = g_.runtime.fn("fs_widen");
    g_.narrowFn = g_.runtime.fn("fs_narrow");
    g_.sdpaBwdQFn = g_.runtime.fn("fs_sdpa_bwd_q");
    g_.sdpaBwdKvFn = g_.runtime.fn("fs_sdpa_bwd_kv");
    g_.zeroFn = g_.runtime.fn("fs_zero4d");
    g_.checkFn = g_.runtime.fn("fs_check");
    g_.topkFn = g_.runtime.fn("fs_topk");
    g_.histcRangeFn = g_.runtime.fn("fs_histc_range");
    g_.histcFn = g_.runtime.fn("fs_histc");
    g_.histcWriteFn = g_.runtime.fn("fs_histc_write");
    g_.roiAlignFn = g_.runtime.fn("fs_roi_align");
    g_.gridSampleFn = g_.runtime.fn("fs_grid_sample");
    g_.embBagFn = g_.runtime.fn("fs_embedding_bag");
    g_.copyNdFn = g_.runtime.fn("fs_copynd");
    g_.biasGradFn = g_.runtime.fn("fs_bias_grad");
    g_.avgPoolFn = g_.runtime.fn("fs_avg_pool");
    g_.poolBwdFn = g_.runtime.fn("fs_adaptive_pool_bwd");
    g_.upsampleAaFn = g_.runtime.fn("fs_upsample_aa");
    g_.weightNormBwdFn = g_.runtime.fn("fs_weight_norm_bwd");
    g_.groupedMmFn = g_.runtime.fn("fs_grouped_mm");
    g_.complexMapFn = g_.runtime.fn("fs_complex_map");
    g_.dftFn = g_.runtime.fn("fs_dft");
    g_.flush.bytes = std::max<std::size_t>(256u << 20, static_cast<std::size_t>(ctx_.info.l2Bytes) * 4);
    CU(cuMemAlloc(&g_.flush.ptr, g_.flush.bytes));
    CU(cuMemsetD8(g_.flush.ptr, 0, g_.flush.bytes));
    CU(cuEventCreate(&g_.e0, CU_EVENT_DEFAULT));
    CU(cuEventCreate(&g_.e1, CU_EVENT_DEFAULT));
    if (cublas().ok) {
      checkBlas(cublas().cublasCreate(&g_.blas), "cublasCreate");
      cublas().cublasSetMathMode(g_.blas, CUBLAS_PEDANTIC_MATH);
    }
    if (cudnn().ok) checkDnn(cudnn().cudnnCreate(&g_.dnn), "cudnnCreate");
    const auto setupStart = std::chrono::steady_clock::now();
    for (const auto& [name, t] : reference_.pool) {
      DeviceBuffer b;
      b.bytes = std::max<std::size_t>(16, t.bytes.size());
      CU(cuMemAlloc(&b.ptr, b.bytes));
      g_.bufs[name] = b;
      upload(g_, name, t);
    }
    // CUPTI kernel durations (Cupti.h), on from here to the end of the plan so that
    // every event-timed run (autotuning included) runs under the same instrumentation.
    // Untimed (options.time false): no tracer at all, so that kernels run without
    // CUPTI's activity records.
    if (options_.time) tracer_.emplace();
    result_.setupMs = msSince(setupStart);
  }

  bool tracerActive() const { return tracer_ && tracer_->active(); }
  std::string tracerReason() const { return tracer_ ? tracer_->reason() : std::string("nothing timed (verify only)"); }

  // Times `launch` with CUDA events, one sample (us) per run. With `gpuRuns` and CUPTI
  // on, it also records each run's CUPTI kernel time. With `flush`, each run is the L2
  // flush then the launch, synchronised: a run's kernels are those after its flush (the
  // flush not counted). Without, the runs are queued back to back (below).
  std::vector<double> timeIt(const Launch& launch, int reps, bool flush, std::vector<KernelTimeSum>* gpuRuns) {
    // One take() (a forced CUPTI flush) per call, after the last run, where there were two
    // per call and one per flushed run: each run follows an fs_flush launch (the L2 flush,
    // or a marker that does no work), and the records before the runs' markers (the
    // warm-up, untimed work since the last take) are left out by position
    std::vector<double> samples;
    for (int w = 0; w < options_.warmup; ++w) launch();
    const bool traced = gpuRuns && tracerActive();
    if (!flush) {
      // back to back: the runs queued with no synchronize between them, as Inductor's
      // kernels run (and are profiled) inside the model; CUPTI's records after the marker
      // are cut into the runs afterwards (splitKernelRuns). The events give the mean.
      if (traced) g_.marker();
      CU(cuEventRecord(g_.e0, nullptr));
      for (int r = 0; r < reps; ++r) launch();
      CU(cuEventRecord(g_.e1, nullptr));
      CU(cuEventSynchronize(g_.e1));
      float ms = 0;
      CU(cuEventElapsedTime(&ms, g_.e0, g_.e1));
      samples.assign(static_cast<std::size_t>(reps), static_cast<double>(ms) * 1000.0 / reps);
      if (traced) {
        auto split = splitKernelRuns(recordsAfterLastMarker(tracer_->take(), "fs_flush"), reps, "fs_flush");
        gpuRuns->insert(gpuRuns->end(), split.begin(), split.end());
      }
      return samples;
    }
    for (int r = 0; r < reps; ++r) {
      g_.flushL2();
      CU(cuEventRecord(g_.e0, nullptr));
      launch();
      CU(cuEventRecord(g_.e1, nullptr));
      CU(cuEventSynchronize(g_.e1));
      float ms = 0;
      CU(cuEventElapsedTime(&ms, g_.e0, g_.e1));
      samples.push_back(static_cast<double>(ms) * 1000.0);
    }
    if (traced) {
      auto runs = runsAfterMarkers(tracer_->take(), reps, "fs_flush");
      gpuRuns->insert(gpuRuns->end(), runs.begin(), runs.end());
    }
    return samples;
  }

  int reps() const { return std::max(20, options_.reps); }

  // KernelTiming::gpuInOrderUs: every kernel that ran, in plan order, each after a marker
  // (fs_flush over nothing: no memory touched, L2 left as the kernel before left it), one
  // warm-up pass and kInOrderPasses timed ones queued back to back, one CUPTI take; a
  // kernel's time is the median of its passes. Each pass's first marker holds the GPU
  // (10 us per kernel of the plan, at most 20 ms) while the host queues the pass, so the
  // kernels run one after the other as the queue feeds them, not each on an idle GPU
  // (a kernel launched on an idle GPU reads longer: Cupti.h). Its outputs are the kernels'
  // own (verified before); updates in place (optimizer steps, running statistics) apply
  // once per pass.
  static constexpr int kInOrderPasses = 5;
  void timeInOrder() {
    if (inOrder_.empty()) return;
    const auto start = std::chrono::steady_clock::now();
    const long long spinNs = std::min<long long>(20'000'000, 10'000LL * static_cast<long long>(inOrder_.size()));
    auto pass = [&] {
      bool first = true;
      for (const auto& [timing, launch] : inOrder_) {
        g_.marker(first ? spinNs : 0);
        first = false;
        launch();
      }
    };
    pass();
    CU(cuCtxSynchronize());
    (void)tracer_->take();  // the warm-up's records, and any left from the last kernel
    for (int p = 0; p < kInOrderPasses; ++p) pass();
    CU(cuCtxSynchronize());
    const std::size_t n = inOrder_.size();
    const auto runs = runsAfterMarkers(tracer_->take(), static_cast<int>(n) * kInOrderPasses, "fs_flush");
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<KernelTimeSum> mine;
      for (int p = 0; p < kInOrderPasses; ++p) mine.push_back(runs[static_cast<std::size_t>(p) * n + i]);
      auto& t = result_.kernels[inOrder_[i].first];
      t.gpuInOrderUs = medianKernelTime(mine);
      result_.totalGpuInOrderUs += t.gpuInOrderUs;
    }
    result_.timingMs += msSince(start);
  }

  // A candidate's time for the autotuner (us): the median CUPTI kernel time, else the
  // CUDA-event mean, of `n` runs queued back to back, L2 warm. That is the condition the
  // bench compares with Inductor's times (its kernels ran inside the model, reading what
  // their producers had just written into L2), and its runs need no L2 flush and no
  // synchronize between them, which the flushed runs do.
  double tuneTime(const Launch& launch, int n, double& eventUs, double& gpuUs) {
    std::vector<KernelTimeSum> runs;
    eventUs = median(timeIt(launch, n, false, &runs));
    gpuUs = tracerActive() ? medianKernelTime(runs) : 0.0;
    return gpuUs > 0 ? gpuUs : eventUs;
  }

  // One launch per loop nest: a nest's variants (looped, persistent, column ...) and
  // their configurations all compete, the fastest by CUPTI time (else events) is kept.
  // Untimed, each variant's default configuration; the nest's first variant stands for it.
  // A foreach form (one launch for every nest) competes with the nests' winners run one
  // after the other, timed as one run (their CUPTI times summed); untimed, the nests run.
  LoopLaunch tuneLoopNests(std::size_t kernelNo, KernelTiming& timing) {
    const auto& k = prog_.kernels[kernelNo];
    const std::string key = autotuneKey(k);
    std::vector<CUdeviceptr> ptrs;
    for (const auto& p : k.params) ptrs.push_back(g_.ptr(p.buffer));
    // tunes entry `e`: its fastest launch joins `variants`; `bestUs`, `bestLaunch` and
    // `bestCfg` follow the fastest launch of any entry passed with them
    auto tuneEntry = [&](const codegen::CudaEntry& e, std::vector<std::pair<std::string, Launch>>& variants,
                         double& bestUs, Launch& bestLaunch, std::string& bestCfg) {
      double variantUs = 1e300;
      CUfunction f = mods_[static_cast<std::size_t>(partOf_[kernelNo])].fn(e.function);
      auto make = [f, ptrs](LaunchConfig cfg) {
        return [f, ptrs, cfg] {
          std::vector<CUdeviceptr> local = ptrs;
          int param = cfg.param;
          std::vector<void*> args;
          for (auto& p : local) args.push_back(&p);
          args.push_back(&param);
          CU(cuLaunchKernel(f, cfg.grid, 1, 1, cfg.block, 1, 1, 0, nullptr, args.data(), nullptr));
        };
      };
      int maxThreads = 1024;
      CU(cuFuncGetAttribute(&maxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
      auto cfgs = configsFor(e, options_.autotune && options_.time, maxThreads);
      if (cfgs.empty()) {  // e.g. a persistent variant needing more registers than a block of its lanes has
        timing.configs.push_back(
            {e.function + ": skipped, needs more than " + std::to_string(maxThreads) + " threads per block for its lanes", 0});
        return;
      }
      const auto tuneStart = std::chrono::steady_clock::now();
      if (!options_.time) {
        auto launch = make(cfgs.front());
        variants.emplace_back(e.function, launch);
        if (!bestLaunch) {
          bestLaunch = launch;
          bestCfg = e.function + ": " + cfgs.front().text;
        }
        return;
      }
      // the same code's configurations timed before in this process (autotuneKey): chosen
      // from those times, not timed again
      const bool named = e.function.rfind(k.name, 0) == 0;
      const std::string entryKey = key + "|" + (named ? e.function.substr(k.name.size()) : e.function) + "|";
      for (const auto& cfg : cfgs) {
        auto launch = make(cfg);
        double eventUs = 0, gpuUs = 0, us = 0;
        auto& memo = tuneMemo();
        std::unique_lock lock(memo.mutex);
        if (auto hit = memo.times.find(entryKey + cfg.text); hit != memo.times.end()) {
          std::tie(us, eventUs, gpuUs) = hit->second;
          lock.unlock();
          timing.configs.push_back({e.function + ": " + cfg.text + " (timed on the same code before)", us, eventUs, gpuUs});
        } else {
          lock.unlock();
          us = tuneTime(launch, cfgs.size() > 1 ? 10 : reps(), eventUs, gpuUs);
          lock.lock();
          memo.times[entryKey + cfg.text] = {us, eventUs, gpuUs};
          lock.unlock();
          timing.configs.push_back({e.function + ": " + cfg.text, us, eventUs, gpuUs});
        }
        if (us < variantUs) {
          if (variantUs == 1e300) variants.emplace_back(e.function, launch);
          variantUs = us;
          variants.back().second = launch;
        }
        if (us < bestUs) {
          bestUs = us;
          bestLaunch = launch;
          bestCfg = e.function + ": " + cfg.text;
        }
      }
      result_.timingMs += msSince(tuneStart);
    };
    LoopLaunch l;
    const codegen::CudaEntry* foreach = nullptr;
    for (std::size_t ei = 0; ei < k.cudaEntries.size();) {
      if (!k.cudaEntries[ei].foreachVectors.empty()) {
        foreach = &k.cudaEntries[ei++];
        continue;
      }
      const int nest = k.cudaEntries[ei].nest;
      double bestUs = 1e300;
      Launch bestLaunch;
      std::string bestCfg;
      l.variantsOf.emplace_back();
      for (; ei < k.cudaEntries.size() && k.cudaEntries[ei].nest == nest; ++ei)
        tuneEntry(k.cudaEntries[ei], l.variantsOf.back(), bestUs, bestLaunch, bestCfg);
      if (!bestLaunch) throw std::runtime_error("no launch configuration fits loop nest " + std::to_string(nest));
      l.nestBest.push_back(bestLaunch);
      l.nestBestText.push_back(bestCfg);
    }
    l.best = l.nestBest;
    l.bestText = l.nestBestText;
    if (foreach) {
      Launch nests = [each = l.nestBest] {
        for (const auto& b : each) b();
      };
      double foreachUs = 1e300;
      Launch foreachLaunch;
      std::string foreachCfg;
      std::vector<std::pair<std::string, Launch>> unused;
      tuneEntry(*foreach, unused, foreachUs, foreachLaunch, foreachCfg);
      double nestsUs = 1e300;
      if (foreachLaunch && options_.time) {
        const auto tuneStart = std::chrono::steady_clock::now();
        double eventUs = 0, gpuUs = 0;
        nestsUs = tuneTime(nests, 10, eventUs, gpuUs);
        timing.configs.push_back({"the nests' own launches, one after the other", nestsUs, eventUs, gpuUs});
        result_.timingMs += msSince(tuneStart);
      }
      if (foreachLaunch && foreachUs < nestsUs) {
        l.best = {foreachLaunch};
        l.bestText = {foreachCfg};
        l.wholeLosers.emplace_back("the nests' own launches", nests);
      } else if (foreachLaunch) {
        l.wholeLosers.emplace_back(foreach->function, foreachLaunch);
      }
    }
    for (const auto& t : l.bestText) timing.launch += (timing.launch.empty() ? "" : "; ") + t;
    return l;
  }

  // Runs `launch` once on the reference's inputs and checks each of `outs` against the
  // reference; the device buffers are restored to the reference's values afterwards.
  // `checkOutput` is the kernel's one check, shared by its variants: the rounding spread
  // it may need (roundingSpread, several interpreter runs of the kernel) is the kernel's,
  // not a variant's, so it is computed once.
  // `restore`: put the reference's values back into the outputs afterwards, for the
  // kernels after this one; a check followed by another of the same kernel leaves that to
  // the last (each check prepares the outputs itself).
  // An output staged on the device (stageOutputs) is checked there (fs_check: the plain
  // tolerance, compare()'s rule) and restored by a device-to-device copy; only where that
  // check fails, or for an output not staged, what the kernel wrote comes back into one
  // host tensor reused from check to check and compare() decides (with the rounding
  // spread where the plain tolerance fails).
  std::vector<CompareResult> checkOnce(KernelOutputCheck& checkOutput, const std::vector<std::string>& outs,
                                       const Launch& launch, bool restore = true) {
    if (!staged_) {
      const auto t0 = std::chrono::steady_clock::now();
      stageOutputs(checkOutput, outs);
      result_.verifyStageMs += msSince(t0);
    }
    for (const auto& o : outs) {
      auto st = staged_->find(o);
      if (st == staged_->end()) prepareOutputOnDevice(g_, table_, o, reference_.pool);
      else if (st->second.initial) CU(cuMemcpyDtoD(g_.ptr(o), st->second.initial, st->second.initialBytes));
      else CU(cuMemsetD8(g_.ptr(o), 0xFF, st->second.bytes));  // poisoned, as prepareOutputOnDevice does
    }
    const auto runStart = std::chrono::steady_clock::now();
    launch();
    CU(cuCtxSynchronize());  // a kernel's fault surfaces here, named as its own
    result_.verifyRunMs += msSince(runStart);
    std::vector<unsigned long long> counts;
    if (!staged_->empty()) {
      CU(cuMemsetD8(checkCounts_.ptr, 0, checkCounts_.bytes));
      std::size_t k = 0;
      for (const auto& o : outs)
        if (auto st = staged_->find(o); st != staged_->end()) {
          const auto& want = reference_.pool.at(o);
          launchCheck(g_.checkFn, g_.ptr(o), st->second.want, st->second.written, want.numel, st->second.type,
                      codegen::isFloat(want.dtype), st->second.tol, checkCounts_.ptr + 3 * sizeof(unsigned long long) * k++);
        }
      counts.resize(3 * k);
      CU(cuMemcpyDtoH(counts.data(), checkCounts_.ptr, counts.size() * sizeof(unsigned long long)));
    }
    std::vector<CompareResult> cmps;
    std::size_t k = 0;
    for (const auto& o : outs) {
      const HostTensor& want = reference_.pool.at(o);
      auto st = staged_->find(o);
      CompareResult cmp;
      bool decided = false;
      if (st != staged_->end()) {
        const auto checked = counts[3 * k], off = counts[3 * k + 1], poison = counts[3 * k + 2];
        ++k;
        if (off == 0 && !(checked == 0 && poison > 0)) {  // passes the plain tolerance: what compare() says
          cmp.ok = true;
          cmp.checked = static_cast<std::int64_t>(checked);
          cmp.atol = st->second.tol.atol;
          cmp.rtol = st->second.tol.rtol;
          decided = true;
        }
      }
      if (!decided) {
        const auto t0 = std::chrono::steady_clock::now();
        got_.dtype = want.dtype;
        got_.numel = want.numel;
        got_.bytes.resize(want.bytes.size());
        download(g_, o, got_);
        cmp = checkOutput(o, got_);
        result_.verifyHostMs += msSince(t0);
      }
      cmp.buffer = o;
      cmps.push_back(std::move(cmp));
      if (!restore) continue;
      if (st != staged_->end()) CU(cuMemcpyDtoD(g_.ptr(o), st->second.want, st->second.bytes));
      else upload(g_, o, want);
    }
    return cmps;
  }

  // Stages the reference's values of a kernel's outputs on the device, once for all its
  // checks (checkOnce): the values to check against, the written mask, the values an
  // update in place starts from, and the plain tolerance. An output fs_check cannot read
  // (complex), or that finds no room on the device, is left to the host.
  void stageOutputs(KernelOutputCheck& checkOutput, const std::vector<std::string>& outs) {
    staged_.emplace();
    auto align = [](std::size_t b) { return (b + 255) / 256 * 256; };
    std::size_t need = 0;
    std::vector<std::string> fit;
    for (const auto& o : outs) {
      const HostTensor& want = reference_.pool.at(o);
      if (checkTypeCode(want.dtype) < 0 || want.bytes.empty() ||
          (!want.written.empty() && want.written.size() != static_cast<std::size_t>(want.numel)))
        continue;
      need += align(want.bytes.size()) + align(want.written.size());
      if (const HostTensor* init = mutatedValues(table_, o, reference_.pool)) need += align(init->bytes.size());
      fit.push_back(o);
    }
    if (fit.empty()) return;
    try {
      if (stage_.bytes < need) {
        if (stage_.ptr) CU(cuMemFree(stage_.ptr));
        stage_ = {};
        CU(cuMemAlloc(&stage_.ptr, need));
        stage_.bytes = need;
      }
      if (checkCounts_.bytes < 3 * sizeof(unsigned long long) * outs.size()) {
        if (checkCounts_.ptr) CU(cuMemFree(checkCounts_.ptr));
        checkCounts_ = {};
        CU(cuMemAlloc(&checkCounts_.ptr, 3 * sizeof(unsigned long long) * outs.size()));
        checkCounts_.bytes = 3 * sizeof(unsigned long long) * outs.size();
      }
    } catch (const std::exception& e) {  // no room: every output is checked on the host
      logger("runtime")->debug("the outputs of a kernel writing {} are checked on the host: {}", outs.front(), e.what());
      return;
    }
    std::size_t at = 0;
    for (const auto& o : fit) {
      const HostTensor& want = reference_.pool.at(o);
      StagedOutput st;
      st.type = checkTypeCode(want.dtype);
      st.bytes = want.bytes.size();
      const auto tolStart = std::chrono::steady_clock::now();
      st.tol = checkOutput.tolerance(o);
      result_.verifyToleranceMs += msSince(tolStart);
      st.want = stage_.ptr + at;
      CU(cuMemcpyHtoD(st.want, want.data(), want.bytes.size()));
      at += align(want.bytes.size());
      if (!want.written.empty()) {
        st.written = stage_.ptr + at;
        CU(cuMemcpyHtoD(st.written, want.written.data(), want.written.size()));
        at += align(want.written.size());
      }
      if (const HostTensor* init = mutatedValues(table_, o, reference_.pool)) {
        st.initial = stage_.ptr + at;
        st.initialBytes = init->bytes.size();
        CU(cuMemcpyHtoD(st.initial, init->data(), init->bytes.size()));
        at += align(init->bytes.size());
      }
      staged_->emplace(o, st);
    }
  }

  // Each variant that lost the autotune, run in place of its nest's winner, and each launch
  // of the whole kernel that lost (the foreach form, or the nests' own launches where it
  // won): a wrong variant is a codegen bug even when it is slower. Returns what is wrong, or "".
  std::string verifyLosingVariants(KernelOutputCheck& checkOutput, const std::vector<std::string>& outs,
                                   const LoopLaunch& l, std::vector<CompareResult>& wrong) {
    std::string errors;
    auto check = [&](const std::string& fn, const Launch& launch) {
      for (auto& cmp : checkOnce(checkOutput, outs, launch, false)) {  // the kernel's own check restores
        if (cmp.ok) continue;
        errors += (errors.empty() ? "" : "; ") + std::string("variant ") + fn + " (not chosen): " + cmp.buffer +
                  " does not match the reference";
        cmp.buffer += " (variant " + fn + ")";
        wrong.push_back(std::move(cmp));
      }
    };
    for (std::size_t ni = 0; ni < l.variantsOf.size(); ++ni)
      for (const auto& [fn, launch] : l.variantsOf[ni]) {
        if (l.nestBestText[ni].rfind(fn + ":", 0) == 0) continue;  // the nest's winner: verified with the kernel
        check(fn, [&, ni, launch = launch] {
          for (std::size_t nj = 0; nj < l.nestBest.size(); ++nj) (nj == ni ? launch : l.nestBest[nj])();
        });
      }
    for (const auto& [what, launch] : l.wholeLosers) check(what, launch);
    return errors;
  }

  // The kernel's time: CUDA events with L2 flushed (medianUs) and back to back (warmUs),
  // and CUPTI's kernel durations of the same runs (gpuUs, gpuWarmUs).
  void timeKernel(const std::string& name, const Launch& launch, KernelTiming& timing) {
    std::vector<KernelTimeSum> gpuRuns, gpuWarmRuns;
    const auto timeStart = std::chrono::steady_clock::now();
    if (options_.time) {
      timing.samplesUs = timeIt(launch, reps(), true, &gpuRuns);
      timing.medianUs = median(timing.samplesUs);
      timing.warmUs = median(timeIt(launch, reps(), false, &gpuWarmRuns));
    }
    if (tracerActive()) {
      timing.gpuUs = medianKernelTime(gpuRuns);
      timing.gpuWarmUs = medianKernelTime(gpuWarmRuns);
      std::size_t lost = 0;
      for (const auto& run : gpuRuns) {
        timing.gpuSamplesUs.push_back(run.complete && run.kernels > 0 ? run.us : 0.0);
        if (!run.complete) ++lost;
      }
      for (const auto& run : gpuWarmRuns)
        if (!run.complete) ++lost;
      if (lost)
        logger("runtime")->warn("{}: {} of {} timed runs lost CUPTI records (not counted in gpu_us)", name, lost,
                                gpuRuns.size() + gpuWarmRuns.size());
    }
    if (options_.time) result_.timingMs += msSince(timeStart);  // untimed: reading the empty tracer is no timing
    timing.gbps = timing.medianUs > 0 ? static_cast<double>(timing.bytes) / (timing.medianUs * 1e3) : 0;
    result_.totalUs += timing.medianUs;
    result_.totalGpuUs += timing.gpuUs;
  }

  // Why kernel `kernelNo` cannot run at all ("" where it can): a node the emitter could
  // not write, a compile error, an input downstream of a kernel that could not run.
  std::string whyNotRun(std::size_t kernelNo) {
    const auto& k = prog_.kernels[kernelNo];
    if (!k.unsupported.empty()) {
      std::string why;
      for (const auto& [n, r] : k.unsupported) {
        result_.notRun[n] = r;
        why += (why.empty() ? "" : "; ") + n + ": " + r;
      }
      return why;
    }
    if (!compileErrors_[kernelNo].empty()) {
      for (const auto& n : k.nodes) result_.notRun[n] = compileErrors_[kernelNo];
      return compileErrors_[kernelNo];
    }
    // poisoned indices could point anywhere: not run
    if (const std::string in = taintedInput(table_, k, reference_); !in.empty())
      return "cannot be checked: input " + in + " depends on a node that could not run";
    return {};
  }

  // One kernel: tuned (loop kernels) or prepared (library calls), timed, and checked
  // against the reference. A kernel that cannot run is a result, and the plan goes on.
  void runKernel(std::size_t kernelNo) {
    const auto& k = prog_.kernels[kernelNo];
    staged_.reset();  // the previous kernel's outputs
    KernelCheck check;
    check.kernel = k.name;
    check.nodes = k.nodes;
    KernelTiming timing;
    timing.name = k.name;
    timing.nodes = k.nodes;
    timing.device = result_.device;
    timing.bytes = k.bytes;
    timing.kind = k.kind == codegen::KernelSpec::Kind::Loop     ? "loop"
                  : k.kind == codegen::KernelSpec::Kind::Extern ? "extern"
                                                                : "nop";
    std::vector<std::string> outs;
    std::optional<KernelOutputCheck> checkOutput;  // the kernel's, shared by its variants (checkOnce)
    const auto kernelStart = std::chrono::steady_clock::now();
    const double verifyBefore = result_.verifyMs;
    try {
      if (const std::string why = whyNotRun(kernelNo); !why.empty()) throw std::runtime_error(why);
      Launch launchBest;
      std::string variantErrors;  // variants that lost the autotune and gave wrong results
      std::vector<CompareResult> variantChecks;
      if (k.kind == codegen::KernelSpec::Kind::Loop) {
        for (const auto& p : k.params)
          if (p.written) outs.push_back(p.buffer);
        LoopLaunch l = tuneLoopNests(kernelNo, timing);
        if (options_.verify) {
          const auto verifyStart = std::chrono::steady_clock::now();
          variantErrors = verifyLosingVariants(checkOutput.emplace(table_, k.nodes, outs, reference_.pool), outs, l,
                                               variantChecks);
          result_.verifyMs += msSince(verifyStart);
        }
        launchBest = [best = l.best] {
          for (const auto& b : best) b();
        };
      } else {
        const auto* node = table_.node(k.nodes.front());
        auto L = prepareExternAnywhere(g_, *node, reference_);
        launchBest = L.run;
        timing.launch = L.launch;
        // a nop kernel (an allocation, Inductor's NopKernelSchedulerNode) writes
        // nothing: its buffer's contents are undefined until a later kernel writes it
        if (k.kind != codegen::KernelSpec::Kind::Nop) outs = externOutputs(table_, *node);
      }
      timeKernel(k.name, launchBest, timing);
      check.ran = true;
      if (options_.verify) {
        const auto verifyStart = std::chrono::steady_clock::now();
        check.ok = true;
        if (!checkOutput) checkOutput.emplace(table_, k.nodes, outs, reference_.pool);
        check.buffers = checkOnce(*checkOutput, outs, launchBest);
        for (const auto& cmp : check.buffers)
          if (!cmp.ok) check.ok = false;
        if (!variantErrors.empty()) {
          check.ok = false;
          check.reason = variantErrors;
          for (auto& c : variantChecks) check.buffers.push_back(std::move(c));
        }
        if (!check.ok) allOk_ = false;
        result_.verifyMs += msSince(verifyStart);
      }
      inOrder_.push_back({result_.kernels.size(), launchBest});
      result_.kernels.push_back(timing);
    } catch (const CompileError&) {
      throw;
    } catch (const std::exception& e) {
      check.reason = e.what();
      allOk_ = false;
      for (const auto& n : k.nodes)
        if (!result_.notRun.count(n)) result_.notRun[n] = e.what();
      // keep going: restore the outputs this kernel may have touched
      for (const auto& o : outs)
        if (reference_.pool.count(o)) upload(g_, o, reference_.pool.at(o));
    }
    // a kernel that takes seconds (a corpus bench of minutes) is named, with where its time
    // went, at -v: the diagnosis of a slow bench from its log
    if (const double ms = msSince(kernelStart); ms > kSlowKernelMs)
      logger("runtime")->info("{}: {:.1f} s ({} variant(s); checking {:.1f} s)", k.name, ms / 1e3, k.cudaEntries.size(),
                              (result_.verifyMs - verifyBefore) / 1e3);
    result_.checks.push_back(check);
  }
  static constexpr double kSlowKernelMs = 1000;

  const codegen::BufferTable& table_;
  const std::string planName_;
  const Reference& reference_;
  const CudaRunOptions& options_;
  Context& ctx_;
  const codegen::ProgramSource prog_;
  NvrtcCompiler nvrtc_;
  std::vector<int> partOf_;                            // per kernel: its NVRTC program
  std::vector<std::optional<NvrtcOutcome>> compiled_;  // per program; empty where it did not compile
  std::vector<std::string> compileErrors_;             // per kernel: "did not compile: ..." or ""
  NvrtcOutcome runtimeKernels_;
  PlanResult result_;
  bool allOk_ = true;
  Gpu g_;
  std::vector<Module> mods_;
  std::optional<CuptiKernelTracer> tracer_;
  HostTensor got_;  // what a checked kernel wrote (checkOnce), reused
  // The current kernel's outputs staged on the device for its checks (stageOutputs),
  // in stage_ (grown as a kernel needs, kept from kernel to kernel); fs_check's counts
  // in checkCounts_. Empty until the kernel's first check.
  struct StagedOutput {
    CUdeviceptr want = 0, written = 0, initial = 0;
    std::size_t bytes = 0, initialBytes = 0;
    int type = -1;
    Tolerance tol;
  };
  std::optional<std::map<std::string, StagedOutput>> staged_;
  DeviceBuffer stage_, checkCounts_;
  // the kernels that ran, in plan order: (index in result_.kernels, winning launch)
  std::vector<std::pair<std::size_t, std::function<void()>>> inOrder_;
};

}  // namespace

PlanResult runPlanCuda(const codegen::BufferTable& table, const codegen::Plan& plan, const std::string& planName,
                       const Reference& reference, const CudaRunOptions& options) {
  if (!context().ok) throw std::runtime_error(context().reason);
  return CudaPlanRun(table, plan, planName, reference, options).run();
}

#endif  // FUSIONSCOPE_HAVE_CUDA

}  // namespace fs::runtime
