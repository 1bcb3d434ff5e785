// A probe for the in-order instrument (issue 34): does a chain of memory-bound kernels run
// slower when each kernel writes a buffer of its own (runPlanCuda gives every buffer its
// own allocation) than when the wrapper reuses freed buffers (Inductor's `# reuse`)?
//
//   nvcc -O2 -arch=sm_90 -o /tmp/reuse_probe tests/gpu/reuse_probe.cu && /tmp/reuse_probe
//
// For buffers of 1, 4, 16 and 64 MiB: a chain of K kernels y = 1.0001 x + 1 (each reads the
// previous one's output) captured in one CUDA graph (no launch gaps), timed with events,
// median of 9 replays, per kernel:
//   distinct  each kernel writes a new buffer (K + 1 allocations);
//   reuse     three buffers in rotation (what a wrapper that frees and reuses does);
//   same      one kernel K times on the same two buffers (the back-to-back instrument).
// Prints one line per size. Nothing here is FusionScope's code: a baseline of the card.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#define CK(x)                                                                          \
  do {                                                                                 \
    cudaError_t e_ = (x);                                                              \
    if (e_ != cudaSuccess) {                                                           \
      std::fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      return 1;                                                                        \
    }                                                                                  \
  } while (0)

__global__ void axpb(float* __restrict__ y, const float* __restrict__ x, long long n) {
  long long i = (static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x) * 4;
  if (i + 3 < n) {
    float4 v = *reinterpret_cast<const float4*>(x + i);
    v.x = v.x * 1.0001f + 1.f, v.y = v.y * 1.0001f + 1.f, v.z = v.z * 1.0001f + 1.f, v.w = v.w * 1.0001f + 1.f;
    *reinterpret_cast<float4*>(y + i) = v;
  }
}

// us per kernel of the chain whose k-th kernel reads bufs[in(k)] and writes bufs[out(k)]
template <class In, class Out>
static int timeChain(std::vector<float*>& bufs, long long n, int K, In in, Out out, double& us) {
  cudaStream_t s;
  CK(cudaStreamCreate(&s));
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  const unsigned blocks = static_cast<unsigned>((n / 4 + 255) / 256);
  for (int k = 0; k < K; ++k) axpb<<<blocks, 256, 0, s>>>(bufs[out(k)], bufs[in(k)], n);
  CK(cudaStreamEndCapture(s, &graph));
  CK(cudaGraphInstantiate(&exec, graph, 0));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<float> t;
  for (int r = 0; r < 11; ++r) {
    CK(cudaEventRecord(a, s));
    CK(cudaGraphLaunch(exec, s));
    CK(cudaEventRecord(b, s));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    if (r >= 2) t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  us = 1e3 * t[t.size() / 2] / K;
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  cudaStreamDestroy(s);
  return 0;
}

int main() {
  cudaDeviceProp p{};
  CK(cudaGetDeviceProperties(&p, 0));
  std::printf("%s, L2 %d MiB\n", p.name, p.l2CacheSize >> 20);
  std::printf("%10s %6s %12s %12s %12s  (us per kernel)\n", "buffer", "K", "distinct", "reuse(3)", "same");
  for (long long mib : {1, 4, 16, 64}) {
    const long long n = mib << 18;  // floats
    const int K = mib >= 64 ? 40 : 120;
    std::vector<float*> bufs(K + 1);
    for (auto& b : bufs) {
      CK(cudaMalloc(&b, n * sizeof(float)));
      CK(cudaMemset(b, 0, n * sizeof(float)));
    }
    double distinct = 0, reuse = 0, same = 0;
    if (timeChain(bufs, n, K, [](int k) { return k; }, [](int k) { return k + 1; }, distinct)) return 1;
    if (timeChain(bufs, n, K, [](int k) { return k % 3; }, [](int k) { return (k + 1) % 3; }, reuse)) return 1;
    if (timeChain(bufs, n, K, [](int) { return 0; }, [](int) { return 1; }, same)) return 1;
    std::printf("%7lld MiB %6d %12.2f %12.2f %12.2f\n", mib, K, distinct, reuse, same);
    for (auto& b : bufs) CK(cudaFree(b));
  }
  return 0;
}
