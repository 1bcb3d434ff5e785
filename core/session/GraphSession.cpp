#include "core/session/GraphSession.h"

#include <chrono>
#include <stdexcept>

#include "core/session/EmitSession.h"
#include "core/util/Error.h"

namespace fs::session {

GraphSession openGraph(std::shared_ptr<const ir::Program> program, std::size_t index, const GraphSessionOptions& options) {
  if (!program || index >= program->graphs.size())
    throw std::out_of_range("openGraph: graph " + std::to_string(index) + " of a program of " +
                            std::to_string(program ? program->graphs.size() : 0) + " graphs");
  GraphSession s;
  s.program = program;
  s.graphIndex = index;
  s.knobs = options.knobs;
  const auto& g = program->graphs[index];
  s.preFusion = std::shared_ptr<const ir::Graph>(program, &g.preFusion);
  if (options.provenance) {
    s.provenance = std::make_shared<const Provenance>(Provenance::of(g));
    s.kernels = std::make_shared<const KernelTable>(kernelTable(g, *s.provenance, options.trace, options.benchmark));
  }
  if (options.fuse) {
    const auto t0 = std::chrono::steady_clock::now();
    fusion::Trace trace;
    s.comparison = reference::compareGraph(g, options.knobs, &trace);
    s.trace = std::make_shared<const fusion::Trace>(std::move(trace));
    s.fuseMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
  return s;
}

codegen::Plan GraphSession::plan(const std::string& name) const {
  // "ours": the plan this session's scheduler run ended with; unfused, the same run now
  if (name == "ours" && trace) return planOf(trace->end.plan);
  return planNamed(name, programGraph(), knobs);
}

fusion::Explanation GraphSession::explain(const std::string& a, const std::string& b, int atRound) const {
  return fusion::explain(*preFusion, a, b, knobs, atRound);
}

std::vector<codegen::ProgramSource> GraphSession::generate(const std::string& planName,
                                                       const std::vector<codegen::Target>& targets) const {
  return emitGraph(programGraph(), plan(planName), targets);
}

GraphBench GraphSession::bench(const std::string& planName, const BenchOptions& options, const BenchProgress& progress,
                               ProgramValues* values) const {
  return benchGraph(programGraph(), plan(planName), planName, options, progress, values);
}

std::size_t graphIndexOf(const ir::Program& program, const std::string& name, const std::string& input) {
  for (std::size_t i = 0; i < program.graphs.size(); ++i)
    if (name.empty() || program.graphs[i].name == name) return i;
  for (const auto& f : program.failedGraphs)
    if (f.name == name) throw InputError(input, 0, "graph '" + name + "' did not load: " + f.error);
  std::string names;
  for (const auto& g : program.graphs) names += (names.empty() ? "" : ", ") + g.name;
  if (name.empty()) throw InputError(input, 0, "no graph loaded");
  throw InputError(input, 0, "no graph named '" + name + "' in the dump (it has: " + names + ")");
}

}  // namespace fs::session
