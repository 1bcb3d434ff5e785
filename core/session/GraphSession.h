// GraphSession: one graph of a loaded program as a command or the app works on it. The
// one door into the engine for both: `fusionscope-cli` (compare, explain, kernels,
// emit, bench) and the app's Controller open one and read what they need from it.
//
// Contract: openGraph() builds, for `program->graphs[index]`, what the options ask:
//  - the scheduler's run against the compiler's own (reference::compareGraph, with the
//    graph's log facts) and its event Trace, with options.knobs (`fuse`);
//  - where each node came from (Provenance) and the compiler's kernels with a profile's
//    times (KernelTable) (`provenance`).
// What was not asked stays null / empty. plan(name) is the plan every command means by
// that name: "ours" is the scheduler's plan with the session's knobs (planOf of the
// trace's end when fused, else the same run made then: planNamed), "inductor" and
// "none" as planNamed says (BenchSession.h). bench() and generate() run that plan.
// Errors: fs::InputError for an unknown graph or plan name (located at the input);
// what the scheduler throws (fs::InternalError); the bench's errors (BenchSession.h).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "core/codegen/Emitter.h"
#include "core/fusion/Explain.h"
#include "core/fusion/Knobs.h"
#include "core/fusion/Trace.h"
#include "core/ir/Program.h"
#include "core/reference/Compare.h"
#include "core/session/BenchSession.h"
#include "core/session/KernelTable.h"
#include "core/session/Provenance.h"

namespace fs::session {

struct GraphSessionOptions {
  fusion::Knobs knobs;
  bool fuse = true;        ///< run the scheduler and compare with the compiler's plan and log
  bool provenance = true;  ///< node provenance and the compiler's kernel table
  /// A profile of the compiled model (a torch profiler trace, Inductor's benchmark
  /// times) for the kernel table's times; not owned, used during openGraph only.
  const ir::KernelProfile* trace = nullptr;
  const ir::KernelProfile* benchmark = nullptr;
};

struct GraphSession {
  std::shared_ptr<const ir::Program> program;
  std::size_t graphIndex = 0;
  fusion::Knobs knobs;
  std::shared_ptr<const ir::Graph> preFusion;  ///< aliases program->graphs[graphIndex].preFusion
  /// Where each node came from: FX nodes, ops, source lines (null unless asked).
  std::shared_ptr<const Provenance> provenance;
  /// The compiler's kernels with the profile's times (null unless asked).
  std::shared_ptr<const KernelTable> kernels;
  /// The scheduler's run, event by event, and its comparison with the compiler's own
  /// (null / empty unless fused).
  std::shared_ptr<const fusion::Trace> trace;
  reference::GraphComparison comparison;
  double fuseMs = 0;  ///< wall time of the scheduler's run and the comparison, ms

  const ir::ProgramGraph& programGraph() const { return program->graphs[graphIndex]; }
  /// The plan named `name` ("ours", "inductor", "none"), as the contract says.
  codegen::Plan plan(const std::string& name) const;
  /// Why `a` and `b` did (not) fuse, with the session's knobs, in the state at the
  /// start of round `atRound` (fusion::explain).
  fusion::Explanation explain(const std::string& a, const std::string& b, int atRound) const;
  /// The plan `planName`'s kernels, one program per target (emitGraph).
  std::vector<codegen::ProgramSource> generate(const std::string& planName, const std::vector<codegen::Target>& targets) const;
  /// The plan `planName` verified and timed against the unfused baseline (benchGraph).
  GraphBench bench(const std::string& planName, const BenchOptions& options, const BenchProgress& progress = {},
                   ProgramValues* values = nullptr) const;
};

/// Opens graph `index` of `program` (0 <= index < graphs.size(): else std::out_of_range).
GraphSession openGraph(std::shared_ptr<const ir::Program> program, std::size_t index,
                       const GraphSessionOptions& options = {});

/// The index of the graph named `name` in `program` (the first graph when `name` is
/// empty). Throws fs::InputError located at `input`: a graph that did not load says
/// why, an unknown name lists the graphs there are.
std::size_t graphIndexOf(const ir::Program& program, const std::string& name, const std::string& input);

}  // namespace fs::session
