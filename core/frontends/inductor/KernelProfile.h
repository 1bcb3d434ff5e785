// KernelProfile: measured kernel times from the user's own run, as PyTorch
// writes them.
//
// Contract:
//   - readProfilerTrace: a torch.profiler Chrome trace (`prof.export_chrome_trace`):
//     `{"traceEvents": [...]}`, each GPU kernel an event with "ph": "X",
//     "cat": "kernel", "name" (Inductor's kernel name for a Triton kernel, the
//     library's symbol for cuBLAS/cuDNN ...) and "dur" in microseconds. Every kernel
//     event is counted under its name: `calls`, `totalUs`. Events of other
//     categories are ignored. Throws fs::InputError(path, 0, ...) for a file that
//     is not JSON (with the byte offset of the error) or has no "traceEvents" array;
//     an event without a name or a finite, non-negative duration is skipped and
//     counted in `skipped`.
//   - readKernelBenchmark: what `python output_code.py -k` prints after a compile
//     with TORCHINDUCTOR_BENCHMARK_KERNEL=1: one line per kernel,
//     `<kernel category> <backend> <module hash> <t>ms <g> GB <b>GB/s <r> regs <s> spills <m> shared mem`,
//     possibly wrapped in ANSI colours (slow kernels are red). The hash is the
//     start of the kernel's module file name, which output_code.py names in each
//     kernel's `# kernel path:` comment. Each line is one call: calls = 1,
//     totalUs = t * 1000. Lines that are not such rows are skipped (counted).
//     Throws fs::InputError(path, 0, "cannot read file") only.
//   - readInductorKernelTimings: Inductor's own kernel times, as the model zoo
//     keeps them (kernel_timings_h200.json, made by ../shared/zoo/gen_zoo.py from a
//     torch.profiler run): `{"compiled_kernels_us_per_step": {"<kernel>":
//     {"count": N, "total_us_per_step": T}}}`, T in microseconds over the N launches
//     of one step: calls = N (1 when absent), totalUs = T. An entry of another shape
//     is skipped (counted). Throws fs::InputError(path, 0, ...) for a file that is
//     not JSON (the byte offset) or has no such object.
//   The parse* functions read the same formats from text already in memory (`path`
//   names it in errors).
// Source of the formats: torch/profiler/profiler.py (export_chrome_trace, Kineto
// events), torch/_inductor/codegen/triton.py and wrapper benchmark harness
// (`get_info_str`, the benchmark_all_kernels output).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/Reference.h"

namespace fs::inductor {

using ir::KernelProfile;  // the neutral form of measured kernel times (ir/Reference.h)
using ir::MeasuredKernel;

KernelProfile readProfilerTrace(const std::string& path);
KernelProfile readKernelBenchmark(const std::string& path);
KernelProfile readInductorKernelTimings(const std::string& path);
KernelProfile parseProfilerTrace(std::string_view text, const std::string& path);
KernelProfile parseKernelBenchmark(std::string_view text, const std::string& path);
KernelProfile parseInductorKernelTimings(std::string_view text, const std::string& path);
/// A JSON file of kernel times, either format told by its content: a Chrome trace
/// ("traceEvents", parseProfilerTrace) or Inductor kernel timings
/// ("compiled_kernels_us_per_step", parseInductorKernelTimings). Throws
/// fs::InputError(path, 0, ...) naming both when it is neither.
KernelProfile readKernelTimesJson(const std::string& path);
KernelProfile parseKernelTimesJson(std::string_view text, const std::string& path);
/// Several benchmark outputs (one per graph) as one profile: module hashes are unique
/// across graphs, so their rows are merged; `path` is the first file's.
KernelProfile readKernelBenchmarks(const std::vector<std::string>& paths);
/// The benchmark's module hash of a kernel path:
/// "/tmp/torchinductor_root/zq/czqmqat4rw6j...py" -> "czqmqat4rw6j..." (file stem).
std::string moduleHashOf(const std::string& kernelPath);

}  // namespace fs::inductor
