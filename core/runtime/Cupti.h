// Cupti: GPU kernel durations from CUPTI's Activity API, the instrument behind the
// torch profiler (and so behind Inductor's kernel_timings_h200.json): one record per
// kernel execution with its GPU start and end timestamps, no launch or event overhead.
//
// Contract:
//  - libcupti is opened with dlopen on first use (CudaApi.h: cupti()), never linked,
//    so FusionScope builds and starts without it and without a GPU. Search order
//    (cuptiSearchPath()): libcupti.so.13, libcupti.so (default loader path), then
//    $FUSIONSCOPE_CUPTI (a full path) when set, then libcupti.so.13 / libcupti.so in
//    /usr/local/cuda/extras/CUPTI/lib64, /usr/local/cuda/lib64, /usr/local/cuda/lib.
//    The library must have every entry point used and report a CUPTI 13 API version
//    (cuptiGetVersion, 13yyzz): the records are read with CUDA 13's layout
//    (CUpti_ActivityKernel10). One that opens but fails this is skipped (named in the
//    error if none passes), so a CUDA 12 libcupti.so on the path does not hide a good one.
//  - Nothing here throws. Whatever fails (library absent, a missing entry point, a
//    CUPTI call returning an error, no driver or no GPU) makes the tracer inactive,
//    and reason() says why, naming the library or the CUPTI call and CUPTI's result,
//    e.g. "cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL) failed:
//    CUPTI_ERROR_UNKNOWN".
//  - FUSIONSCOPE_NO_CUPTI=1 (any value but "" and "0") turns the tracer off.
//  - Units: record timestamps in ns (CUPTI's clock); durations in microseconds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fs::runtime {

/// Where the library is looked for, in order (reads $FUSIONSCOPE_CUPTI each call).
std::vector<std::string> cuptiSearchPath();

/// The outcome of opening CUPTI.
struct CuptiLibrary {
  bool ok = false;
  std::string error;          ///< why not, when !ok ("libcupti not found: libcupti.so.13: cannot open ... (tried ...)")
  std::string path;           ///< the name or path dlopen accepted
  std::uint32_t version = 0;  ///< cuptiGetVersion (e.g. 130001), when ok
};

/// Tries `candidates` in order (dlopen, every entry point, cuptiGetVersion). Not
/// cached, and independent of the library the tracer uses; for tests and diagnostics.
CuptiLibrary openCuptiLibrary(const std::vector<std::string>& candidates);

/// The library the tracer uses (cuptiSearchPath(), opened once per process).
CuptiLibrary cuptiLibrary();

/// One kernel execution as CUPTI recorded it (CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL).
struct CuptiKernelRecord {
  std::string name;              ///< the kernel's (mangled) name, e.g. "fs_flush"
  std::uint64_t startNs = 0;     ///< GPU start, ns; 0 with endNs 0 when CUPTI could not time it
  std::uint64_t endNs = 0;       ///< GPU end, ns
  std::uint32_t correlationId = 0;
  bool timed() const { return endNs > startNs; }
  double durationUs() const { return timed() ? static_cast<double>(endNs - startNs) / 1000.0 : 0.0; }
};

/// The records one take() delivered.
struct CuptiRecords {
  std::vector<CuptiKernelRecord> kernels;  ///< in delivery order
  std::size_t lost = 0;  ///< records CUPTI dropped (no buffer space) or handed back incomplete
};

/// CUPTI kernel time of one timed run: the durations of its kernels summed.
struct KernelTimeSum {
  double us = 0;          ///< sum of end - start over the counted kernels, microseconds
  int kernels = 0;        ///< kernels counted
  bool complete = true;   ///< false when a record was lost or untimed (the sum is then unusable)
};

/// Sums the durations of `records`' kernels, skipping those named `exclude` (the
/// runtime's own L2-flush kernel): several kernels per run (cuBLAS, cuDNN, packing
/// copies) add up, as the profiler's per-kernel times would.
KernelTimeSum sumKernelDurations(const CuptiRecords& records, std::string_view exclude);

/// The per-run sums of `runs` runs queued back to back and taken at once (one take()
/// after the last): the records other than `exclude`, in launch order (CUPTI's
/// correlation ids), cut into `runs` equal runs, each summed as sumKernelDurations does.
/// Every run is incomplete when a record was lost or the count does not divide by
/// `runs` (a run launched a different number of kernels). Why queued: Inductor's kernels
/// are profiled inside the model, each launched while the one before it runs; a kernel
/// launched on an idle GPU (one run, then a synchronize) reads about 0.5 us longer on an
/// H100 for a 1 us kernel (mamba's 512-element copies: 1.6 us against 1.07).
std::vector<KernelTimeSum> splitKernelRuns(const CuptiRecords& records, int runs, std::string_view exclude);

/// The runs of one take() that each follow a record named `marker` (the runtime's
/// L2-flush kernel, launched before each run, or with no work as a mere marker): run r is
/// the kernels after the r-th of the last `runs` markers up to the next marker (or the
/// end), in launch order (correlation ids), each summed as sumKernelDurations does. What
/// came before those markers (warm-up runs, earlier untimed work) is left out, so one
/// take() after the last run replaces one per run (each a forced CUPTI flush). Every run
/// is incomplete when a record was lost or fewer than `runs` markers came.
std::vector<KernelTimeSum> runsAfterMarkers(const CuptiRecords& records, int runs, std::string_view marker);

/// The records of one take() after its last record named `marker`, in launch order
/// (correlation ids), the marker left out: the runs queued after one marker launch, for
/// splitKernelRuns. With no marker, no kernels and `lost` set (nothing is usable).
CuptiRecords recordsAfterLastMarker(const CuptiRecords& records, std::string_view marker);

/// Median of `runs`' sums over the complete runs that saw at least one kernel;
/// 0 when there is none (no kernel launched, e.g. a host copy, or every run lost records).
double medianKernelTime(const std::vector<KernelTimeSum>& runs);

/// A CUPTI activity session collecting kernel records, process-wide (CUPTI's buffers
/// are): the constructor registers the buffer callbacks (once per process) and
/// enables CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL; the destructor disables it and
/// drops what was not taken. One tracer at a time: while one is active, another is
/// inactive ("CUPTI is already collecting for another run in this process").
/// Kernels launched by any thread while it is active are recorded.
class CuptiKernelTracer {
 public:
  CuptiKernelTracer();
  ~CuptiKernelTracer();
  CuptiKernelTracer(const CuptiKernelTracer&) = delete;
  CuptiKernelTracer& operator=(const CuptiKernelTracer&) = delete;

  bool active() const { return active_; }
  /// Why not active: never started, or the CUPTI call that failed since.
  const std::string& reason() const { return reason_; }

  /// Delivers every record CUPTI holds (cuptiActivityFlushAll, forced) and returns
  /// the kernel records completed since the last take() (or the start). Synchronise
  /// the work first: records of kernels still running are not complete. When a CUPTI
  /// call fails the tracer becomes inactive (reason() names the call) and this
  /// returns nothing.
  CuptiRecords take();

 private:
  bool active_ = false;   ///< collecting, every call so far succeeded
  bool enabled_ = false;  ///< cuptiActivityEnable succeeded (the destructor disables)
  std::string reason_;
};

}  // namespace fs::runtime
