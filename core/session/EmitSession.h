// EmitSession: a graph's plan as generated kernels (`fusionscope-cli emit`, the app's
// kernel sources), and those kernels compiled as bench compiles them (`emit --compile`).
//
// Contract: emitGraph() reads the graph's buffers once (bufferTableOf, BenchSession.h),
// checks the plan against the graph (codegen::validatePlan: fs::InputError for a plan
// that names unknown nodes or leaves some out) and emits each target's program
// (codegen::emitProgram). compileKernels() compiles a program as the runners do:
// programs of consecutive kernels (NVRTC: about 4 loop kernels each; C++: 200 each);
// a program that does not compile is compiled again kernel by kernel
// (runtime::compileIsolatingErrors), so that each kernel that does not compile is
// named with the compiler's first error. No GPU is needed (NVRTC compiles for `arch`).
// Throws std::runtime_error for a CUDA target in a build without NVRTC (haveNvrtc).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/codegen/Emitter.h"
#include "core/ir/Program.h"

namespace fs::session {

/// The generated program of `plan` for `g`, one per target, in the order given.
std::vector<codegen::ProgramSource> emitGraph(const ir::ProgramGraph& g, const codegen::Plan& plan,
                                              const std::vector<codegen::Target>& targets);

struct CompileCheck {
  std::size_t programs = 0;         ///< programs the kernels were compiled in
  int loopKernels = 0;              ///< generated loop kernels (library calls and unsupported ones apart)
  int failed = 0;                   ///< kernels that did not compile
  std::vector<std::string> errors;  ///< per kernel of the program: the compiler's first error, "" when it compiled
  std::size_t cacheHits = 0;        ///< programs found in the kernel cache
  double seconds = 0;               ///< wall time of the compiles
};
/// `arch`: the GPU architecture NVRTC compiles for ("sm_90"), unused for C++.
CompileCheck compileKernels(const codegen::ProgramSource& program, codegen::Target target, const std::string& arch);

/// Whether this build compiles CUDA kernels (it has NVRTC).
bool haveNvrtc();

}  // namespace fs::session
