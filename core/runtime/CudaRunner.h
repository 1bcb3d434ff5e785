// CudaRunner: verifies and times one plan's CUDA kernels on the GPU.
//
// Contract:
//  - probeCuda() never throws: without a driver, a device or a CUDA build it says
//    why (`reason`), e.g. "cuInit failed: CUDA_ERROR_NO_DEVICE"; GPU tests skip on it.
//  - runPlanCuda(): NVRTC compiles the plan's kernels as one program for the
//    device's architecture (disk cache), the driver loads it; buffers are uploaded
//    from the reference pool. For each kernel, in plan order:
//      1. autotune: each launch configuration of each variant (pointwise: blocks of
//         32..1024 threads, 1, 4 or 8 elements per thread; reductions: rows per block,
//         lanes per row) is timed, `warmup` untimed runs then 10 runs (`reps` where it
//         is the only one) queued back to back, L2 warm, as Inductor's kernels ran in
//         the model: the median CUPTI kernel time, else the CUDA events' mean; every
//         config is recorded, the fastest kept (as Triton's autotuner does); the chosen
//         launch is then timed `reps` runs with L2 flushed before each (medianUs; by
//         reading a buffer 4x its size, leaving no dirty lines) and `reps` runs back to
//         back (warmUs). During those runs CUPTI (Cupti.h; on for the whole
//         plan, unless absent or FUSIONSCOPE_NO_CUPTI=1) records every kernel's own
//         GPU duration: after each run's end event has completed, that run's kernel
//         records are collected and summed (the L2 flush kernel excluded) -> gpuUs,
//         gpuWarmUs (PlanResult::cuptiUsed / cuptiReason say whether it was used);
//      2. verify in isolation with the chosen configuration (outputs poisoned with
//         0xFF bytes = NaN, compared with the reference, reference values restored):
//         the reference's values of the kernel's outputs are staged on the device once,
//         checkOnDevice's rule counts each check there, and only an output that fails it
//         is downloaded and decided by KernelOutputCheck (Interpreter.h) on the host.
//    Externs: mm/addmm/bmm through cuBLAS (FP32, no TF32), convolution and its
//    backward through cuDNN (FMA math, no TF32), attention through FusionScope's
//    own softmax kernel (same dropout mask as the CPU), RandomSeeds from the host.
//    What cannot run is listed in PlanResult::notRun with the reason.
//  - copyBandwidthGBs(): device-to-device memcpy bandwidth (read + write bytes / time).
// Throws std::runtime_error when no device is usable, CompileError on NVRTC errors.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/codegen/BufferTable.h"
#include "core/codegen/KernelSource.h"
#include "core/codegen/Plan.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/Results.h"

namespace fs::runtime {

struct CudaDeviceInfo {
  bool available = false;
  std::string reason;  ///< why not, when !available
  std::string name;
  int ccMajor = 0, ccMinor = 0;
  int smCount = 0;
  int l2Bytes = 0;
  std::size_t totalMem = 0;
  std::string arch() const { return "sm_" + std::to_string(ccMajor) + std::to_string(ccMinor); }
};

CudaDeviceInfo probeCuda();

struct CudaRunOptions {
  int warmup = 2;
  int reps = 20;
  bool autotune = true;
  bool verify = true;
  /// false: nothing is timed (a corpus sweep that checks values, several benches sharing
  /// one GPU): each loop nest's variants run once each in their default launch
  /// configuration (as with autotune off) and are all verified, the first one standing
  /// for the kernel; every time and CUPTI duration is 0.
  bool time = true;
  std::string cacheDir;
};

PlanResult runPlanCuda(const codegen::BufferTable& table, const codegen::Plan& plan, const std::string& planName,
                       const Reference& reference, const CudaRunOptions& options);

/// One launch of a generated kernel variant: grid and block (1-D), and the int
/// parameter its code reads (pointwise: elements per thread; reductions: lanes per
/// row; column reductions: rows per block).
struct LaunchConfig {
  unsigned grid = 1, block = 256;
  int param = 1;
  std::string text;  ///< what the bench prints, e.g. "block=64 lanes=64 persistent iters=5 grid=1"
};

/// The launch configurations runPlanCuda tries for `entry` (codegen's CudaEntry: the
/// variant's shape, numel rows or elements, lanes, tiles): the default one only when
/// !autotune, several when autotune; none with more than `maxThreads` threads per block
/// (the compiled function's limit). Empty only where no block of the variant's fixed
/// lanes fits `maxThreads` (a persistent variant that needs too many registers). Host
/// code only: no GPU needed.
std::vector<LaunchConfig> launchConfigs(const codegen::CudaEntry& entry, bool autotune, int maxThreads = 1024);

/// The autotuner's key of generated kernel `k` (Host code only): its CUDA code with the
/// comments dropped, the kernel's name (and its entries', `<name>_s` ...) written `K`, and
/// each parameter `p_<buffer>` written by its position. Two kernels of the same code over
/// other buffers (a block repeated at the same shapes, a node alone in the fused plan and
/// in the unfused baseline) share one key: runPlanCuda times each configuration of such
/// code once per process and chooses from those times for every kernel with the key
/// (each kernel is still timed and checked itself).
std::string autotuneKey(const codegen::KernelSource& k);

/// The CUDA source of the runtime's own kernels (L2 flush, bias fill, strided copy,
/// attention, fp16/bf16 widen/narrow for the externs), with the codegen prelude
/// they use: what runPlanCuda compiles with NVRTC. Exposed so that a machine
/// without a GPU checks that it compiles.
std::string runtimeKernelSource();

/// Device-to-device copy bandwidth in GB/s for a buffer of `bytes`, median of 10.
double copyBandwidthGBs(std::size_t bytes);

/// compare()'s rule with the plain tolerance (HostBuffers.h), computed on the GPU: the
/// check runPlanCuda gives a kernel's output where the reference's values are staged on
/// the device. Of `want`'s elements (its written mask, or every element): `checked`, of
/// them `mismatches` outside atol + rtol |want| (NaN matches NaN only, inf itself only),
/// and `poisoned`, a float reference's NaN skipped where it has no written mask: the
/// counts compare() gives with `tolerance`. runPlanCuda hands an output to compare() on
/// the host only where mismatches > 0 or nothing but poison was found. Types: float32/64,
/// float16, bfloat16, int8/16/32/64, uint8, bool. Throws std::runtime_error without a
/// usable device, for a complex type, or where `got` and `want` differ in type or size.
struct DeviceCheck {
  std::int64_t checked = 0, mismatches = 0, poisoned = 0;
};
DeviceCheck checkOnDevice(const HostTensor& got, const HostTensor& want, const Tolerance& tolerance);

}  // namespace fs::runtime
