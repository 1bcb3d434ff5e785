// Results: the value structs every run produces (CPU and CUDA alike), which the
// CLI prints and serialises and the app's timing view shows.
//
// Units: times in microseconds (median of the timed runs), bytes as counted by the
// emitter (each parameter buffer's storage once per direction read/written),
// bandwidth in GB/s (1e9 bytes per second).
//
// Two instruments time CUDA kernels. CUDA events (medianUs, warmUs, samplesUs) bracket
// one launch on the stream, so they include the launch and event overhead (~2 us: a
// 1 us kernel reads about 3 us). CUPTI (gpuUs, gpuWarmUs, gpuSamplesUs; Cupti.h)
// records each kernel's own GPU start and end, as the torch profiler does, which is
// the instrument behind Inductor's kernel_timings_h200.json: compare those with gpuUs.
// Both come from the same timed runs.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/runtime/HostBuffers.h"

namespace fs::runtime {

/// One launch configuration tried by the autotuner (CUDA) with its times over the same
/// runs, queued back to back (L2 warm; CUDA events give their mean, CUPTI the median).
struct ConfigTiming {
  std::string config;  ///< e.g. "block=256 ept=4", "block=512 lanes=512 (block per row)"
  /// The time the autotuner ranked, microseconds: gpuUs when CUPTI timed the runs (a
  /// kernel's own duration: CUDA events add ~2 us of launch overhead with jitter
  /// larger than the differences between configurations of a 2 us kernel), else eventUs.
  double medianUs = 0;
  double eventUs = 0;  ///< CUDA events around the launch
  double gpuUs = 0;    ///< CUPTI kernel duration; 0 without CUPTI
};

struct KernelTiming {
  std::string name;
  std::vector<std::string> nodes;
  std::string kind;    ///< "loop", "extern", "nop"
  std::string device;  ///< "cpu", "cuda:0 (NVIDIA H200)"
  std::int64_t bytes = 0;
  double medianUs = 0;   ///< L2 flushed before every run (CUDA: CUDA events around the launch); plain median on the CPU
  double warmUs = 0;     ///< CUDA: median without flushing L2 (back-to-back, as a profiler sees a model step)
  /// CUDA: median over the same runs as medianUs (L2 flushed before each) of the GPU
  /// kernel duration CUPTI recorded (end - start), summed over every kernel the run
  /// launched (cuBLAS/cuDNN calls and packing copies may launch several; the L2 flush
  /// kernel is not counted), microseconds. 0 when CUPTI was not used
  /// (PlanResult::cuptiUsed) or the run launched no kernel (a host copy, no work).
  double gpuUs = 0;
  /// CUDA: the same over the runs of warmUs (L2 not flushed, back to back), microseconds.
  double gpuWarmUs = 0;
  /// CUDA with CUPTI: the kernel's CUPTI duration where it sits in the plan, every kernel
  /// of the plan run in order (its winning launch; library calls too) after the plan was
  /// verified: what it reads is as fresh in L2 as its producers left it, the condition
  /// under which Inductor's kernels were profiled (the model's call(), in order). Median
  /// of 5 passes after one warm-up pass, microseconds; 0 when not measured.
  double gpuInOrderUs = 0;
  double gbps = 0;
  std::string launch;                  ///< chosen launch parameters (CUDA), "" on CPU
  std::vector<ConfigTiming> configs;   ///< every configuration tried (CUDA autotune)
  std::vector<double> samplesUs;       ///< every timed run
  std::vector<double> gpuSamplesUs;    ///< CUDA with CUPTI: each run of samplesUs, CUPTI kernel time (0: no complete record)
};

/// The spread of one kernel's timed runs (KernelTiming::samplesUs; spreadOf() in
/// CpuRunner.h computes it), microseconds: the extremes and the quartiles, each
/// quartile interpolated linearly between the sorted samples (numpy's default
/// percentile), so `median` is runtime::median() of the same samples. All 0, `runs` 0,
/// for no samples.
struct Spread {
  double min = 0, q1 = 0, median = 0, q3 = 0, max = 0;
  int runs = 0;
  double iqr() const { return q3 - q1; }  ///< the inter-quartile range: the middle half of the runs
};

/// Verification of one kernel against the reference interpreter.
struct KernelCheck {
  std::string kernel;
  std::vector<std::string> nodes;
  bool ran = false;      ///< the kernel ran
  bool ok = false;       ///< every buffer it wrote matched the reference
  std::string reason;    ///< why it did not run or could not be checked
  std::vector<CompareResult> buffers;
};

struct PlanResult {
  std::string device;
  std::string plan;      ///< "none", "inductor", "ours"
  std::string graph;     ///< graph name ("inference", "forward", ...)
  bool verified = false; ///< every kernel ran and matched the reference
  std::vector<KernelTiming> kernels;
  std::vector<KernelCheck> checks;
  std::map<std::string, std::string> notRun;  ///< node -> reason it could not run
  double totalUs = 0;        ///< sum of kernel medians
  /// CUDA with CUPTI: sum of the kernels' gpuUs (GPU kernel time only; extern library
  /// calls such as cuDNN spend host time between the events that totalUs counts)
  double totalGpuUs = 0;
  /// CUDA with CUPTI: sum of the kernels' gpuInOrderUs (the plan run in order)
  double totalGpuInOrderUs = 0;
  double compileMs = 0;      ///< wall time spent compiling (0 on cache hits)
  int compiledUnits = 0;     ///< translation units / NVRTC programs built
  /// CUDA: where the rest of the plan's wall time went (ms): setup (device buffers
  /// allocated and the reference's inputs uploaded), timing (autotuning every launch
  /// configuration and timing the chosen one, cold and warm) and verify (each kernel's,
  /// and each losing variant's, outputs checked against the reference). 0 on the CPU.
  double setupMs = 0, timingMs = 0, verifyMs = 0;
  /// CUDA: of verifyMs, staging the reference's values of each kernel's outputs on the
  /// device (uploads and tolerances), the checked launches themselves (to their
  /// synchronize), and the checks decided on the host (an output the device check failed,
  /// or could not read: downloaded, compared, rounding spreads).
  double verifyStageMs = 0, verifyRunMs = 0, verifyHostMs = 0;
  double verifyToleranceMs = 0;  ///< of verifyStageMs: the tolerances (toleranceOf, on the host)
  int cacheHits = 0;         ///< of those, loaded from the disk cache
  /// CPU: the share of the machine's CPUs (0..1) that other processes (and the
  /// hypervisor) used while the kernels were verified and timed (othersCpuShare() in
  /// CpuRunner.h); over 0.1 the times are not reliable. 0 on CUDA or when unknown.
  double othersCpuShare = 0;
  bool cuptiUsed = false;    ///< CUDA: CUPTI recorded kernel durations (gpuUs, gpuWarmUs) for the whole plan
  /// When !cuptiUsed on CUDA: why ("libcupti not found: ...", "turned off by
  /// FUSIONSCOPE_NO_CUPTI", or the CUPTI call that failed; if it failed part-way, the
  /// kernels timed before keep their gpuUs). "" on the CPU.
  std::string cuptiReason;
};

/// Fused against unfused on the same inputs.
struct Comparison {
  PlanResult fused, unfused;
  double speedup = 0;  ///< unfused.totalUs / fused.totalUs
};

}  // namespace fs::runtime
