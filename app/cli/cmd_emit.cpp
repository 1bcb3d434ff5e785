// `fusionscope-cli emit INPUT --backend cuda|cpp --out DIR [--plan ours|inductor|none] [--graph NAME]
// [--compile [--arch sm_90]]`: writes the generated kernels of each graph:
// DIR/<graph>.<plan>.<cu|cpp> (the whole program as compiled) and
// DIR/<graph>.<plan>.lines.tsv (line -> scheduler node). With --compile the kernels are
// also compiled as bench would compile them (NVRTC for the GPU's arch, no GPU needed;
// the C++ compiler), and every program that does not compile is named with its kernels
// and the compiler's first messages: exit status 1.
#include <filesystem>
#include <iomanip>
#include <fstream>
#include <iostream>

#include "app/cli/Commands.h"
#include "core/session/BenchSession.h"
#include "core/session/EmitSession.h"
#include "core/session/GraphSession.h"
#include "core/session/LoadInput.h"
#include "core/util/Error.h"

namespace {

struct EmitOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input, backend = "cuda", out, plan, graph;  // plan "": planNameOrDefault
  bool compile = false;
  std::string arch = "sm_90";
};

// Compiles the program's kernels as bench would (compileKernels, EmitSession.h) and
// prints one line, and one per kernel that does not compile. Returns how many did not.
int compileProgram(const fs::codegen::ProgramSource& prog, fs::codegen::Target target, const std::string& label,
                   const std::string& arch) {
  const bool cuda = target == fs::codegen::Target::Cuda;
  const auto r = fs::session::compileKernels(prog, target, arch);
  for (std::size_t k = 0; k < r.errors.size(); ++k)
    if (!r.errors[k].empty()) std::cerr << label << ": kernel " << prog.kernels[k].name << " " << r.errors[k] << "\n";
  std::cout << label << ": " << r.programs << " programs, " << r.loopKernels - r.failed << " of " << r.loopKernels
            << " kernels compiled (" << (cuda ? "NVRTC, " + arch : std::string("C++")) << ", " << r.cacheHits
            << " programs from the cache, " << std::fixed << std::setprecision(1) << r.seconds << " s)\n";
  return r.failed;
}

fs::cli::Registrar emitCommand{{"emit", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<EmitOptions>();
  auto* cmd = app.add_subcommand("emit", "Write the generated CUDA or C++ kernels of a plan");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input, "debug directory, graph folder or ir_pre_fusion.txt")->required();
  cmd->add_option("--backend", opts->backend, "cuda or cpp")->check(CLI::IsMember({"cuda", "cpp"}));
  cmd->add_option("--out", opts->out, "output directory")->required();
  cmd->add_option("--plan", opts->plan, "ours, inductor or none (default: inductor where the dump has Inductor's plan, else ours)")->check(CLI::IsMember({"ours", "inductor", "none"}));
  cmd->add_option("--graph", opts->graph, "only this graph (inference, forward, backward)");
  cmd->add_flag("--compile", opts->compile,
                "also compile the kernels (NVRTC for --arch, no GPU needed; or the C++ compiler) and name every "
                "kernel that does not compile (exit status 1)");
  cmd->add_option("--arch", opts->arch, "the GPU architecture NVRTC compiles for with --compile (default sm_90, the H200)");
  return [opts]() {
    // an architecture NVRTC knows the form of: sm_NN or compute_NN
    const auto& a = opts->arch;
    const std::size_t digits = a.rfind("sm_", 0) == 0 ? 3 : a.rfind("compute_", 0) == 0 ? 8 : 0;
    if (opts->compile && (digits == 0 || a.size() == digits ||
                          a.find_first_not_of("0123456789a", digits) != std::string::npos))
      throw fs::InputError("--arch", 0, "expected a GPU architecture like sm_90 or compute_90, got '" + a + "'");
    if (opts->compile && opts->backend == "cuda" && !fs::session::haveNvrtc())
      throw std::runtime_error("emit --compile --backend cuda: this build has no CUDA toolkit (NVRTC)");
    // an ONNX model is lowered with the backend's rules
    const auto program = std::make_shared<const fs::ir::Program>(
        fs::cli::loadDump(opts->input, "", opts->sizes, {}, opts->backend == "cuda" ? "cuda" : "cpu"));
    const auto& dump = *program;
    fs::session::GraphSessionOptions o;
    o.fuse = false;  // plan "ours" is the same run, made by plan()
    o.provenance = false;
    std::filesystem::create_directories(opts->out);
    auto target = opts->backend == "cuda" ? fs::codegen::Target::Cuda : fs::codegen::Target::Cpp;
    int written = 0, failedKernels = 0;
    for (std::size_t gi = 0; gi < dump.graphs.size(); ++gi) {
      const auto& g = dump.graphs[gi];
      if (!opts->graph.empty() && g.name != opts->graph) continue;
      const std::string planName = fs::session::planNameOrDefault(opts->plan, g);
      const auto prog = fs::session::openGraph(program, gi, o).generate(planName, {target}).front();
      std::string base = opts->out + "/" + g.name + "." + planName;
      std::string path = base + (target == fs::codegen::Target::Cuda ? ".cu" : ".cpp");
      std::ofstream(path) << prog.text();
      std::ofstream map(base + ".lines.tsv");
      map << "line\tkernel\tnode\n";
      auto firsts = prog.kernelFirstLines();
      int loops = 0, externs = 0, unsupported = 0;
      for (std::size_t k = 0; k < prog.kernels.size(); ++k) {
        const auto& ks = prog.kernels[k];
        for (std::size_t i = 0; i < ks.lineNodes.size(); ++i)
          if (!ks.lineNodes[i].empty())
            map << (firsts[k] + static_cast<int>(i) + 1) << "\t" << ks.name << "\t" << ks.lineNodes[i] << "\n";
        if (!ks.unsupported.empty()) {
          ++unsupported;
          for (const auto& [n, why] : ks.unsupported) std::cerr << g.name << ": " << n << " not generated: " << why << "\n";
        } else if (ks.kind == fs::codegen::KernelSpec::Kind::Loop) {
          ++loops;
        } else {
          ++externs;
        }
      }
      // kernels = generated ones, as `fuse` and `fuse --json` count them; library calls apart
      std::cout << path << ": " << loops << " kernels + " << externs << " extern calls (" << unsupported
                << " not generated)\n";
      ++written;
      if (opts->compile) failedKernels += compileProgram(prog, target, path, opts->arch);
    }
    if (!written) fs::cli::noSuchGraph(dump, opts->input, opts->graph);
    return failedKernels ? 1 : 0;
  };
}}};

}  // namespace
