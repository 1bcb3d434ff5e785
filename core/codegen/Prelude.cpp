// The helper code every generated program starts with (see Emitter.h).
#include "core/codegen/Emitter.h"

namespace fs::codegen {

namespace {

// Shared between the C++ and CUDA preludes; FS_HD marks host/device functions.
const char* kCommon = R"FS(
// ---- index helpers: Python semantics (floor division, non-negative modulo) ----
template <class T> FS_HD T fs_floordiv(T a, T b) { T q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) --q; return q; }
template <class T> FS_HD T fs_pymod(T a, T b) { T r = a % b; if (r != 0 && ((r < 0) != (b < 0))) r += b; return r; }
FS_HD int64_t fs_modidx(int64_t a, int64_t d, int64_t m) { return fs_pymod<int64_t>(fs_floordiv<int64_t>(a, d), m); }
// index arithmetic in the operands' common type: 32-bit where the kernel's variables
// are, 64-bit where an indirect (int64) index takes part
template <class A, class B> FS_HD auto fs_imin(A a, B b) -> decltype(a + b) { return a < b ? a : b; }
template <class A, class B> FS_HD auto fs_imax(A a, B b) -> decltype(a + b) { return a > b ? a : b; }
template <class A, class B> FS_HD auto fs_ifloordiv(A a, B b) -> decltype(a + b) { return fs_floordiv<decltype(a + b)>(a, b); }
// ---- value helpers (torch semantics: maximum/minimum propagate NaN) ----
template <class T> FS_HD T fs_maximum(T a, T b) { return a > b ? a : b; }
template <class T> FS_HD T fs_minimum(T a, T b) { return a < b ? a : b; }
// A NaN in either operand is the result; else the larger (the smaller), b where they
// tie. On the GPU as Triton's triton_helpers.maximum/minimum: one ordered compare and
// one NaN test (s3d's 27-step max-pool: three compares a step as two NaN tests and a
// compare). On the host the NaN tests come first: GCC makes them a never-taken branch
// and a blend, where the GPU's form becomes a branch on the compare itself, taken half
// the time on relu's inputs (resnet50's BN+ReLU on the CPU: 1.9 -> 5.9 ms).
#ifdef __CUDA_ARCH__
FS_HD float fs_maximum(float a, float b) { return (a > b || a != a) ? a : b; }
FS_HD float fs_minimum(float a, float b) { return (a < b || a != a) ? a : b; }
FS_HD double fs_maximum(double a, double b) { return (a > b || a != a) ? a : b; }
FS_HD double fs_minimum(double a, double b) { return (a < b || a != a) ? a : b; }
#else
FS_HD float fs_maximum(float a, float b) { return (a != a) ? a : ((b != b) ? b : (a > b ? a : b)); }
FS_HD float fs_minimum(float a, float b) { return (a != a) ? a : ((b != b) ? b : (a < b ? a : b)); }
FS_HD double fs_maximum(double a, double b) { return (a != a) ? a : ((b != b) ? b : (a > b ? a : b)); }
FS_HD double fs_minimum(double a, double b) { return (a != a) ? a : ((b != b) ? b : (a < b ? a : b)); }
#endif
template <class T> FS_HD T fs_abs(T a) { return a < 0 ? -a : a; }
template <class T> FS_HD T fs_sign(T a) { return (T)((a > 0) - (a < 0)); }
FS_HD float fs_sigmoid(float a) { return 1.0f / (1.0f + expf(-a)); }
FS_HD float fs_fpymod(float a, float b) { float r = fmodf(a, b); if (r != 0.0f && ((r < 0.0f) != (b < 0.0f))) r += b; return r; }
// ---- sorts (ops.sort): a stable merge sort of a row's positions by key; NaN is larger
// than every number (after them ascending, before them descending), as torch.sort ----
template <class T> FS_HD bool fs_sort_nan(T) { return false; }
FS_HD bool fs_sort_nan(float a) { return a != a; }
FS_HD bool fs_sort_nan(double a) { return a != a; }
template <class T> FS_HD bool fs_sort_before(T a, T b, bool desc) {
  const bool na = fs_sort_nan(a), nb = fs_sort_nan(b);
  if (desc) return (na && !nb) || (!na && !nb && a > b);
  return (nb && !na) || (!na && !nb && a < b);
}
template <class T> FS_HD void fs_sort_perm(const T* keys, int* perm, int* tmp, int n, bool desc) {
  for (int i = 0; i < n; ++i) perm[i] = i;
  for (int w = 1; w < n; w *= 2) {
    for (int lo = 0; lo < n; lo += 2 * w) {
      const int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = fs_sort_before(keys[perm[j]], keys[perm[i]], desc) ? perm[j++] : perm[i++];
      while (i < mid) tmp[k++] = perm[i++];
      while (j < hi) tmp[k++] = perm[j++];
    }
    for (int i = 0; i < n; ++i) perm[i] = tmp[i];
  }
}
// ---- Philox4x32-10 counter-based RNG: rand(seed, offset) in [0, 1) ----
FS_HD uint32_t fs_mulhilo(uint32_t a, uint32_t b, uint32_t* hi) {
  uint64_t p = (uint64_t)a * (uint64_t)b; *hi = (uint32_t)(p >> 32); return (uint32_t)p;
}
FS_HD void fs_philox4x32(const uint32_t* ctr, const uint32_t* key, uint32_t* out) {
  uint32_t c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3];
  uint32_t k0 = key[0], k1 = key[1];
  for (int i = 0; i < 10; ++i) {
    uint32_t hi0, hi1;
    uint32_t lo0 = fs_mulhilo(0xD2511F53u, c0, &hi0);
    uint32_t lo1 = fs_mulhilo(0xCD9E8D57u, c2, &hi1);
    uint32_t n0 = hi1 ^ c1 ^ k0, n1 = lo1, n2 = hi0 ^ c3 ^ k1, n3 = lo0;
    c0 = n0; c1 = n1; c2 = n2; c3 = n3;
    k0 += 0x9E3779B9u; k1 += 0xBB67AE85u;
  }
  out[0] = c0; out[1] = c1; out[2] = c2; out[3] = c3;
}
FS_HD void fs_philox(uint64_t seed, uint64_t offset, uint32_t* out) {
  const uint32_t ctr[4] = {(uint32_t)offset, (uint32_t)(offset >> 32), 0u, 0u};
  const uint32_t key[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
  fs_philox4x32(ctr, key, out);
}
FS_HD float fs_rand(int64_t seed, int64_t offset) {
  uint32_t r[4]; fs_philox((uint64_t)seed, (uint64_t)offset, r);
  return (float)(r[0] >> 8) * (1.0f / 16777216.0f);
}
FS_HD float fs_randn(int64_t seed, int64_t offset) {
  uint32_t r[4]; fs_philox((uint64_t)seed, (uint64_t)offset, r);
  float u1 = ((float)(r[0] >> 8) + 1.0f) * (1.0f / 16777216.0f), u2 = (float)(r[1] >> 8) * (1.0f / 16777216.0f);
  return sqrtf(-2.0f * logf(u1)) * cosf(6.283185307179586f * u2);
}
// ---- float16 / bfloat16 storage: bits in uint16_t, values computed in float ----
// round to nearest even (NaN stays NaN, overflow gives inf), as core/codegen/DType.cpp;
// on the GPU the hardware's conversions (PTX cvt, the same rounding; a NaN's payload
// may differ), which cost one instruction instead of a dozen with branches
FS_HD uint16_t fs_f2h(float f) {
#ifdef __CUDA_ARCH__
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
  return h;
#else
  uint32_t u = fs_f2u(f);
  const uint32_t sign = (u >> 16) & 0x8000u;
  u &= 0x7fffffffu;
  uint32_t o;
  if (u >= 0x47800000u) o = u > 0x7f800000u ? 0x7e00u : 0x7c00u;
  else if (u < 0x38800000u) o = fs_f2u(fs_u2f(u) + 0.5f) - 0x3f000000u;
  else o = (u + 0xc8000fffu + ((u >> 13) & 1u)) >> 13;
  return (uint16_t)(o | sign);
#endif
}
FS_HD float fs_h2f(uint16_t h) {
#ifdef __CUDA_ARCH__
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"((unsigned short)h));
  return f;
#else
  const uint32_t sign = (uint32_t)(h & 0x8000u) << 16, em = h & 0x7fffu;
  if (em >= 0x7c00u) return fs_u2f(sign | 0x7f800000u | ((em & 0x3ffu) << 13));
  if (em < 0x0400u) { const float v = (float)em * 5.9604644775390625e-8f; return sign ? -v : v; }
  return fs_u2f(sign | ((em << 13) + 0x38000000u));
#endif
}
FS_HD uint16_t fs_f2bf(float f) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  unsigned short h;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(f));
  return h;
#else
  uint32_t u = fs_f2u(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x40u);
  return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
#endif
}
FS_HD float fs_bf2f(uint16_t h) { return fs_u2f((uint32_t)h << 16); }
// ---- float to integer (to_dtype) ----
// NaN gives 0, values beyond int64 saturate, then the int64 narrows to T by wrapping
// (core/util/Numeric.h, saturatingInt64, and the reference's castTo): one answer on the
// CPU and the GPU where C++ leaves the conversion undefined (x86 gives INT64_MIN for a
// NaN, PTX cvt gives 0); in range it truncates towards zero as a cast does
template <class T> FS_HD T fs_f2i(double v) {
  if (v != v) return (T)0;
  if (v >= 9223372036854775808.0) return (T)(int64_t)0x7fffffffffffffffLL;
  if (v < -9223372036854775808.0) return (T)(int64_t)(-0x7fffffffffffffffLL - 1);
  return (T)(int64_t)v;
}
FS_HD float fs_round_h(float f) { return fs_h2f(fs_f2h(f)); }
FS_HD float fs_round_bf(float f) { return fs_bf2f(fs_f2bf(f)); }
// ---- reduction state ----
struct fs_welford { float mean, m2, weight; };
FS_HD fs_welford fs_welford_init() { fs_welford w; w.mean = 0.0f; w.m2 = 0.0f; w.weight = 0.0f; return w; }
FS_HD fs_welford fs_welford_add(fs_welford a, float v) {
  a.weight += 1.0f; float d = v - a.mean; a.mean += d / a.weight; a.m2 += d * (v - a.mean); return a;
}
FS_HD fs_welford fs_welford_make(float mean, float m2, float weight) { fs_welford w; w.mean = mean; w.m2 = m2; w.weight = weight; return w; }
FS_HD fs_welford fs_welford_combine(fs_welford a, fs_welford b) {
  if (b.weight == 0.0f) return a;
  if (a.weight == 0.0f) return b;
  float w = a.weight + b.weight, nb = b.weight / w, d = b.mean - a.mean;
  return fs_welford_make(a.mean + d * nb, a.m2 + b.m2 + d * d * a.weight * nb, w);
}
// online softmax (Inductor's online_softmax_reduce): the row's max and the sum of
// exp(x - max); where the max is -inf, elements count exp(0) (delta 0), as Inductor does
struct fs_osm { float max, sum; };
FS_HD fs_osm fs_osm_make(float m, float s) { fs_osm o; o.max = m; o.sum = s; return o; }
FS_HD fs_osm fs_osm_add(fs_osm a, float v) {
  if (v > a.max) return fs_osm_make(v, a.sum * expf(a.max - v) + 1.0f);
  return fs_osm_make(a.max, a.sum + (a.max == -INFINITY ? 1.0f : expf(v - a.max)));
}
FS_HD fs_osm fs_osm_combine(fs_osm a, fs_osm b) {
  const float m = a.max > b.max ? a.max : b.max;
  if (m == -INFINITY) return fs_osm_make(m, a.sum + b.sum);
  return fs_osm_make(m, a.sum * expf(a.max - m) + b.sum * expf(b.max - m));
}
struct fs_argf { float value; int64_t index; };
FS_HD fs_argf fs_arg_make(float v, int64_t i) { fs_argf a; a.value = v; a.index = i; return a; }
FS_HD fs_argf fs_argmax_combine(fs_argf a, fs_argf b) {
  if (a.value != a.value) return (b.value != b.value && b.index < a.index) ? b : a;
  if (b.value != b.value) return b;
  if (b.value > a.value || (b.value == a.value && b.index < a.index)) return b;
  return a;
}
FS_HD fs_argf fs_argmin_combine(fs_argf a, fs_argf b) {
  if (a.value != a.value) return (b.value != b.value && b.index < a.index) ? b : a;
  if (b.value != b.value) return b;
  if (b.value < a.value || (b.value == a.value && b.index < a.index)) return b;
  return a;
}
struct fs_op_sum { template <class T> FS_MEM T operator()(T a, T b) const { return a + b; } };
struct fs_op_prod { template <class T> FS_MEM T operator()(T a, T b) const { return a * b; } };
struct fs_op_max { template <class T> FS_MEM T operator()(T a, T b) const { return fs_maximum(a, b); } };
struct fs_op_min { template <class T> FS_MEM T operator()(T a, T b) const { return fs_minimum(a, b); } };
struct fs_op_any { FS_MEM bool operator()(bool a, bool b) const { return a || b; } };
struct fs_op_xor { template <class T> FS_MEM T operator()(T a, T b) const { return a ^ b; } };
struct fs_op_welford { FS_MEM fs_welford operator()(fs_welford a, fs_welford b) const { return fs_welford_combine(a, b); } };
struct fs_op_osm { FS_MEM fs_osm operator()(fs_osm a, fs_osm b) const { return fs_osm_combine(a, b); } };
struct fs_op_argmax { FS_MEM fs_argf operator()(fs_argf a, fs_argf b) const { return fs_argmax_combine(a, b); } };
struct fs_op_argmin { FS_MEM fs_argf operator()(fs_argf a, fs_argf b) const { return fs_argmin_combine(a, b); } };
)FS";

const char* kCppHead = R"FS(// FusionScope generated C++ kernels (OpenMP).
#include <cmath>
#include <cstdint>
#include <cstring>
using std::isinf;
using std::isnan;
using std::signbit;
#define FS_HD static inline
#define FS_MEM inline
static inline uint32_t fs_f2u(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
static inline float fs_u2f(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }
)FS";

const char* kCudaHead = R"FS(// FusionScope generated CUDA kernels (NVRTC).
typedef signed char int8_t;
typedef unsigned char uint8_t;
typedef short int16_t;
typedef unsigned short uint16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
#define INFINITY __int_as_float(0x7f800000)
#define NAN __int_as_float(0x7fffffff)
#define FS_HD __device__ __forceinline__
#define FS_MEM __device__ __forceinline__
__device__ __forceinline__ uint32_t fs_f2u(float f) { return __float_as_uint(f); }
__device__ __forceinline__ float fs_u2f(uint32_t u) { return __uint_as_float(u); }
)FS";

const char* kCudaTail = R"FS(
// ---- cross-lane all-reduce: every lane of the row gets the result ----
__device__ __forceinline__ float fs_shfl(float v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
__device__ __forceinline__ double fs_shfl(double v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
__device__ __forceinline__ int fs_shfl(int v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
__device__ __forceinline__ int64_t fs_shfl(int64_t v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
__device__ __forceinline__ bool fs_shfl(bool v, int m) { return __shfl_xor_sync(0xffffffffu, (int)v, m) != 0; }
__device__ __forceinline__ fs_welford fs_shfl(fs_welford v, int m) {
  return fs_welford_make(fs_shfl(v.mean, m), fs_shfl(v.m2, m), fs_shfl(v.weight, m));
}
__device__ __forceinline__ fs_osm fs_shfl(fs_osm v, int m) { return fs_osm_make(fs_shfl(v.max, m), fs_shfl(v.sum, m)); }
__device__ __forceinline__ fs_argf fs_shfl(fs_argf v, int m) { return fs_arg_make(fs_shfl(v.value, m), fs_shfl(v.index, m)); }
template <class T, class Op> __device__ __forceinline__ T fs_allreduce(T v, Op op, int lanes) {
#pragma unroll
  for (int m = 16; m >= 1; m >>= 1)  // within groups of `lanes` (a power of 2; 1: one thread per row, a scan)
    if (m < lanes) v = op(v, fs_shfl(v, m));
  if (lanes > 32) {  // the row's warps combine through shared memory (several rows per block allowed)
    __shared__ T fs_red_smem[32];
    const int w = threadIdx.x >> 5, first = (threadIdx.x / lanes) * (lanes >> 5);
    __syncthreads();
    if ((threadIdx.x & 31) == 0) fs_red_smem[w] = v;
    __syncthreads();
    v = fs_red_smem[first];
    for (int i = 1; i < (lanes >> 5); ++i) v = op(v, fs_red_smem[first + i]);
  }
  return v;
}
// Column form: the row of thread t is t % w (w = rows per block, a power of two), its
// lanes are the threads w apart; every thread gets its row's result. Lanes read the
// shared values in order (deterministic).
template <class T, class Op> __device__ __forceinline__ T fs_allreduce_cols(T v, Op op, int lanes, int w) {
  if (lanes == 1) return v;  // a thread per row (lanes is a compile-time constant: no divergence)
  __shared__ T fs_col_smem[1024];
  __syncthreads();
  fs_col_smem[threadIdx.x] = v;
  __syncthreads();
  const int row = threadIdx.x & (w - 1);
  v = fs_col_smem[row];
  for (int i = 1; i < lanes; ++i) v = op(v, fs_col_smem[row + w * i]);
  return v;
}
__device__ __forceinline__ void fs_sync(int lanes) { if (lanes > 32) __syncthreads(); else if (lanes > 1) __syncwarp(); }
)FS";

}  // namespace

std::string prelude(Target target) {
  if (target == Target::Cpp) return std::string(kCppHead) + kCommon;
  return std::string(kCudaHead) + kCommon + kCudaTail;
}

}  // namespace fs::codegen
