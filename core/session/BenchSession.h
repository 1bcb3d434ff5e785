// BenchSession: verify and time one graph's plan against the unfused baseline, on
// the CPU or the GPU, as `fusionscope-cli bench` and the app's timing view do.
//
// Contract: benchGraph() computes the reference (Interpreter, random inputs from
// `seed`; with ProgramValues, inputs another graph computed take its values), then runs the unfused plan (planNoFusion) and the given plan with
// runPlanCpu / runPlanCuda (CpuRunner.h, CudaRunner.h state how each kernel is
// verified and timed). A plan named "none" is the baseline itself and runs once.
// Between stages it reports progress and asks whether to stop; a stop throws
// BenchCancelled (the runners have no interruption points, so a stage in flight
// finishes first). Compile errors throw CompileError, bad plans fs::InputError,
// a CUDA run without a usable device std::runtime_error.
// Units as in Results.h: microseconds, bytes, GB/s (1e9 bytes per second).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>

#include "core/codegen/BufferTable.h"
#include "core/codegen/Plan.h"
#include "core/ir/Program.h"
#include "core/fusion/FusionPlan.h"
#include "core/fusion/Knobs.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/Results.h"

namespace fs::session {

enum class BenchDevice { Cpu, Cuda };

struct BenchOptions {
  BenchDevice device = BenchDevice::Cpu;
  int reps = 0;           ///< timed runs per kernel; 0 = the runner's default (cpu 10, cuda 20)
  bool autotune = true;   ///< CUDA: try several launch configurations per kernel
  bool time = true;       ///< false: verify only, nothing timed (every time 0; runtime::CudaRunOptions::time)
  std::uint64_t seed = 1; ///< random inputs of the reference
};

/// Called before each stage (0: reference, 1: unfused, 2: the plan; `stages` = 3,
/// or 2 for plan "none"); returning false stops the run (BenchCancelled).
using BenchProgress = std::function<bool(int stage, int stages, const std::string& what)>;

struct BenchCancelled : std::runtime_error {
  BenchCancelled() : std::runtime_error("cancelled") {}
};

/// Which inputs of a graph took another graph's values (ir::ProgramGraph::feeds).
struct FeedReport {
  int fed = 0;                        ///< inputs set from a producer's reference values
  std::set<std::string> from;         ///< the producing graphs
  std::vector<std::string> problems;  ///< feeds left random, each with why
};

/// The reference values of a program's graphs, shared between them. A graph whose
/// inputs another graph computes (ir::ProgramGraph::feeds: AOTAutograd's saved
/// tensors, SavedTensors.h) takes that graph's reference values: the forward's
/// outputs, computed from the same random model inputs, are what the backward reads,
/// so indices saved by a topk are distinct and a mask is one the forward made. The
/// producer's reference is kept when it is computed (benchGraph of the producer first,
/// or here on demand: a backward benched alone), only for graphs some graph feeds
/// from. Every other input is random from `seed`, as computeReference fills it.
class ProgramValues {
 public:
  ProgramValues(const ir::Program& program, std::uint64_t seed);
  /// The reference of `g` (its table: bufferTableOf(g)), its fed inputs set.
  runtime::Reference reference(const ir::ProgramGraph& g, const codegen::BufferTable& table, FeedReport& report);

 private:
  const runtime::BufferPool* valuesOf(const std::string& graph, int depth);
  const ir::Program& program_;
  std::uint64_t seed_;
  std::set<std::string> producers_;  // graphs some graph feeds from
  std::map<std::string, std::shared_ptr<const runtime::BufferPool>> pools_;
  std::map<std::string, std::shared_ptr<const codegen::BufferTable>> tables_;  // the pools' layouts
};

/// One graph, fused (the plan) and unfused, on the same reference inputs.
struct GraphBench {
  std::string graph;
  FeedReport feeds;  ///< inputs taken from other graphs' values (with ProgramValues)
  runtime::PlanResult fused, unfused;           ///< `fused` == `unfused` for plan "none"
  std::map<std::string, std::string> referenceNotRun;  ///< node -> why the interpreter could not run it
  double referenceMs = 0;
  bool verified() const { return fused.verified && unfused.verified; }
  /// unfused.totalUs / fused.totalUs (0 when nothing was timed).
  double speedup() const { return fused.totalUs > 0 ? unfused.totalUs / fused.totalUs : 0.0; }
};

/// The kernels of a scheduler's plan as codegen's Plan: every planned node's leaves,
/// in the plan's order (one kernel per scheduled node). The one conversion that
/// planNamed("ours"), the CLI and the app use.
codegen::Plan planOf(const fusion::FusionPlan& plan);

/// The plan named `name` for one graph: "none" (planNoFusion), "inductor"
/// (ir_post_fusion.txt) or "ours" (the fusion scheduler with `knobs` and the graph's log
/// facts, as fuse, explain and the app run it: planOf).
/// Throws fs::InputError for an unknown name or a missing ir_post_fusion.txt.
codegen::Plan planNamed(const std::string& name, const ir::ProgramGraph& g, const fusion::Knobs& knobs = {});
/// The plan a command uses when the user names none: "inductor" where the graph has
/// Inductor's plan (ir_post_fusion.txt), else "ours" (an ONNX model, a bare
/// ir_pre_fusion.txt); `name` itself when not empty.
std::string planNameOrDefault(const std::string& name, const ir::ProgramGraph& g);

/// The graph's buffers, with extern calls read from its output_code.py when present
/// (in the graph's folder, else beside its ir_pre_fusion.txt). The CLI's emit and
/// bench and the app's kernel sources all read them here.
codegen::BufferTable bufferTableOf(const ir::ProgramGraph& g);

/// With `values`, the reference takes the values of the graphs `g` is fed from
/// (ProgramValues); without, every input is random (as for a graph benched alone).
GraphBench benchGraph(const ir::ProgramGraph& g, const codegen::Plan& plan, const std::string& planName,
                      const BenchOptions& options, const BenchProgress& progress = {}, ProgramValues* values = nullptr);

/// Host memcpy bandwidth in GB/s (read + write bytes / time, as copyBandwidthGBs
/// counts on the GPU): `bytes` copied by every hardware thread at once, median of 5.
/// The CPU's peak that the timing view compares kernels against.
double hostCopyBandwidthGBs(std::size_t bytes);

}  // namespace fs::session
