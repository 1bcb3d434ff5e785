// CpuRunner: verifies and times one plan's C++ kernels on this machine.
//
// Contract:
//  - computeReference() fills a pool with random inputs (fillInputs, `seed`), lets
//    `inputs` replace chosen ones (values another graph computed), and runs the
//    Interpreter over the whole graph; nodes it cannot run are listed, and
//    every buffer downstream of them is "tainted" (cannot be checked).
//  - runPlanCpu() emits the plan's C++ (emitProgram), compiles it in units of at
//    most `kernelsPerUnit` kernels (`jobs` compilers at once, disk-cached), then
//      1. verifies each kernel in isolation: its inputs hold the reference's values,
//         its outputs are poisoned (NaN), it runs once, every buffer it writes is
//         compared with the reference (HostBuffers.h states the tolerance), and the
//         reference values are restored for the next kernel;
//      2. times each kernel (timeRuns): `warmup` untimed runs, then `reps` timed runs
//         (steady clock), median in microseconds.
//    Extern nodes run through CpuExterns and are verified and timed the same way, their
//    GEMMs on the kernels' own OpenMP threads (configureBlasThreads(), called first), so
//    that no second thread pool spins while a kernel is timed and a kernel's time does
//    not depend on what ran before it. When other processes took more than a tenth of
//    the CPUs while the kernels ran, a warning says the times are not reliable.
//  - PlanResult::verified is true only when every kernel ran and matched.
// Throws CompileError when the generated code does not compile.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/codegen/BufferTable.h"
#include "core/codegen/KernelSource.h"
#include "core/codegen/Plan.h"
#include "core/runtime/HostBuffers.h"
#include "core/runtime/Results.h"

namespace fs::runtime {

struct Reference {
  BufferPool pool;
  std::map<std::string, std::string> notRun;  ///< node -> reason
  std::set<std::string> tainted;              ///< buffers that depend on a node that did not run
  double ms = 0;                              ///< interpreter wall time
};

/// Sets chosen graph inputs after the random fill, before the interpreter runs (the
/// values another graph computed: session::ProgramValues).
using InputValues = std::function<void(BufferPool& pool)>;

Reference computeReference(const codegen::BufferTable& table, std::uint64_t seed = 1, const InputValues& inputs = {});

/// The first buffer kernel `k` reads from outside itself that the reference could not
/// compute (Reference::tainted), or "": its loop parameters, and every buffer its nodes
/// read (their dependencies: a library call's operands, a MultiOutput's tuple). Such a
/// kernel cannot be checked and is not run (indices read from poison point anywhere); the
/// CPU and CUDA runners say so. A library call reading a buffer that a failed node left
/// unwritten, e.g. through `bufB = bufA; del bufA  # reuse`, is refused too.
std::string taintedInput(const codegen::BufferTable& table, const codegen::KernelSource& k, const Reference& ref);

struct RunOptions {
  int warmup = 2;  ///< untimed runs before the timed ones (after the verification run)
  int reps = 10;
  bool verify = true;
  bool time = true;        ///< false: no timed runs (every KernelTiming's samples empty, times 0)
  std::string cacheDir;    ///< "" = defaultCacheDir()
  int jobs = 2;            ///< parallel compiler processes
  int kernelsPerUnit = 200;
};

PlanResult runPlanCpu(const codegen::BufferTable& table, const codegen::Plan& plan, const std::string& planName,
                      const Reference& reference, const RunOptions& options);

/// Median of samples (0 for none).
double median(std::vector<double> samples);

/// Extremes and quartiles of samples (Results.h, Spread): of {1, 2, 3, 4}, q1 1.75,
/// median 2.5, q3 3.25; one sample is all five; none gives all 0.
Spread spreadOf(std::vector<double> samples);

/// Runs `run` `warmup` times untimed, then `reps` times timed: the samples, microseconds.
std::vector<double> timeRuns(const std::function<void()>& run, int warmup, int reps);

/// A sample of CPU time: the machine's (all CPUs) and this process's.
struct CpuUsage {
  double wallS = 0;     ///< steady clock
  double machineS = 0;  ///< CPU seconds used on the machine (/proc/stat, steal included); < 0 unknown
  double selfS = 0;     ///< CPU seconds used by this process
};
CpuUsage cpuUsage();
/// Share of the machine's CPUs (0..1) that other processes, and the hypervisor (steal),
/// used between two samples; 0 when /proc/stat could not be read.
double othersCpuShare(const CpuUsage& from, const CpuUsage& to);

/// The OpenMP team of the untimed host work (the reference interpreter, its library
/// calls), sized to the CPUs other processes leave: every `kPeriodS` seconds (tick(),
/// called between nodes) it samples othersCpuShare() since the last sample and sets
/// omp_set_num_threads(round(cpus * (1 - share))), at least 1, at most the team it found;
/// the destructor restores that team. Why: OpenMP threads spin at each region's barrier
/// (libgomp's default), so two processes of a full team each on one machine run many
/// times slower than one (two references of mobilenet_v2 on 16 cores: over 60 s against
/// 3.7 s alone, measured on the device machine). Each process then sees the other's
/// threads and they share the CPUs. Not for timed runs (CpuRunner times with the team
/// it was given).
class CpuThreadGovernor {
 public:
  static constexpr double kPeriodS = 0.25;
  CpuThreadGovernor();
  ~CpuThreadGovernor();
  CpuThreadGovernor(const CpuThreadGovernor&) = delete;
  CpuThreadGovernor& operator=(const CpuThreadGovernor&) = delete;
  void tick();
  int threads() const { return threads_; }  ///< the team it set last
  /// The team tick() sets: round(cpus * (1 - othersShare)), clamped to [1, max].
  static int teamFor(long cpus, double othersShare, int max);

 private:
  int max_, threads_;
  CpuUsage last_;
};

}  // namespace fs::runtime
