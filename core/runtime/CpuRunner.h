// CpuRunner: verifies and times one plan's C++ kernels on this machine.
//
// Contract:
//  - computeReference() fills a pool with random inputs (fillInputs, `seed`) and
//    runs the Interpreter over the whole graph; nodes it cannot run are listed, and
//    every buffer downstream of them is "tainted" (cannot be checked).
//  - runPlanCpu() emits the plan's C++ (emitProgram), compiles it in units of at
//    most `kernelsPerUnit` kernels (`jobs` compilers at once, disk-cached), then
//      1. verifies each kernel in isolation: its inputs hold the reference's values,
//         its outputs are poisoned (NaN), it runs once, every buffer it writes is
//         compared with the reference (HostBuffers.h states the tolerance), and the
//         reference values are restored for the next kernel;
//      2. times each kernel: `warmup` runs, then `reps` timed runs (steady clock),
//         median in microseconds.
//    Extern nodes run through CpuExterns and are verified and timed the same way.
//  - PlanResult::verified is true only when every kernel ran and matched.
// Throws CompileError when the generated code does not compile.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>

#include "core/codegen/BufferTable.h"
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

Reference computeReference(const codegen::BufferTable& table, std::uint64_t seed = 1);

struct RunOptions {
  int warmup = 1;
  int reps = 10;
  bool verify = true;
  std::string cacheDir;    ///< "" = defaultCacheDir()
  int jobs = 2;            ///< parallel compiler processes
  int kernelsPerUnit = 200;
};

PlanResult runPlanCpu(const codegen::BufferTable& table, const codegen::Plan& plan, const std::string& planName,
                      const Reference& reference, const RunOptions& options);

/// Median of samples (0 for none).
double median(std::vector<double> samples);

}  // namespace fs::runtime
