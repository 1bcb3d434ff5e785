#include "core/session/EmitSession.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "core/runtime/CpuCompiler.h"
#include "core/runtime/NvrtcCompiler.h"
#include "core/session/BenchSession.h"

namespace fs::session {

std::vector<codegen::ProgramSource> emitGraph(const ir::ProgramGraph& g, const codegen::Plan& plan,
                                              const std::vector<codegen::Target>& targets) {
  const codegen::BufferTable table = bufferTableOf(g);
  codegen::validatePlan(g.preFusion, plan);
  std::vector<codegen::ProgramSource> out;
  for (codegen::Target t : targets) out.push_back(codegen::emitProgram(table, plan, t));
  return out;
}

CompileCheck compileKernels(const codegen::ProgramSource& prog, codegen::Target target, const std::string& arch) {
  const bool cuda = target == codegen::Target::Cuda;
  if (cuda && !runtime::haveNvrtc()) throw std::runtime_error("this build has no CUDA toolkit (NVRTC)");
  CompileCheck r;
  for (const auto& k : prog.kernels) r.loopKernels += k.kind == codegen::KernelSpec::Kind::Loop && k.unsupported.empty();
  std::vector<int> partOf;
  const auto sources = prog.split(cuda ? std::max(1, r.loopKernels / 4) : std::max(1, (r.loopKernels + 199) / 200), partOf);
  r.programs = sources.size();
  std::vector<std::string> codes;
  for (const auto& k : prog.kernels) codes.push_back(k.code);
  const auto t0 = std::chrono::steady_clock::now();
  r.errors.assign(prog.kernels.size(), "");
  auto isolate = [&](auto compile) {
    auto iso = runtime::compileIsolatingErrors<decltype(compile(std::string(), 0))>(prog.prelude, codes, sources, partOf,
                                                                                   compile);
    for (const auto& o : iso.outcomes) r.cacheHits += o && o->cacheHit ? 1 : 0;
    r.errors = std::move(iso.errors);
  };
  if (cuda) {
    runtime::NvrtcCompiler nvrtc;
    auto compile = [&](const std::string& src, std::size_t i) { return nvrtc.compile(src, "emit_" + std::to_string(i), arch); };
    try {  // in parallel; one by one only when something does not compile
      for (const auto& o : nvrtc.compileAll(sources, "emit", arch)) r.cacheHits += o.cacheHit ? 1 : 0;
    } catch (const runtime::CompileError&) {
      r.cacheHits = 0;
      isolate(compile);
    }
  } else {
    runtime::CpuCompiler cc;
    isolate([&](const std::string& src, std::size_t) { return cc.compile(src); });
  }
  for (const auto& e : r.errors) r.failed += e.empty() ? 0 : 1;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

bool haveNvrtc() { return runtime::haveNvrtc(); }

}  // namespace fs::session
