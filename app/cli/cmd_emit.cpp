// `fusionscope-cli emit INPUT --backend cuda|cpp --out DIR [--plan ours|inductor|none] [--graph NAME]`:
// writes the generated kernels of each graph: DIR/<graph>.<plan>.<cu|cpp> (the whole
// program as compiled) and DIR/<graph>.<plan>.lines.tsv (line -> scheduler node).
#include <filesystem>
#include <fstream>
#include <iostream>

#include "app/cli/Commands.h"
#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/session/BenchSession.h"
#include "core/util/Error.h"

namespace {

struct EmitOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input, backend = "cuda", out, plan, graph;  // plan "": planNameOrDefault
};

fs::cli::Registrar emitCommand{{"emit", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<EmitOptions>();
  auto* cmd = app.add_subcommand("emit", "Write the generated CUDA or C++ kernels of a plan");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input, "debug directory, graph folder or ir_pre_fusion.txt")->required();
  cmd->add_option("--backend", opts->backend, "cuda or cpp")->check(CLI::IsMember({"cuda", "cpp"}));
  cmd->add_option("--out", opts->out, "output directory")->required();
  cmd->add_option("--plan", opts->plan, "ours, inductor or none (default: inductor where the dump has Inductor's plan, else ours)")->check(CLI::IsMember({"ours", "inductor", "none"}));
  cmd->add_option("--graph", opts->graph, "only this graph (inference, forward, backward)");
  return [opts]() {
    // an ONNX model is lowered with the backend's rules
    auto dump = fs::cli::loadDump(opts->input, "", opts->sizes, {}, opts->backend == "cuda" ? "cuda" : "cpu");
    std::filesystem::create_directories(opts->out);
    auto target = opts->backend == "cuda" ? fs::codegen::Target::Cuda : fs::codegen::Target::Cpp;
    int written = 0;
    for (const auto& g : dump.graphs) {
      if (!opts->graph.empty() && g.name != opts->graph) continue;
      auto table = fs::session::bufferTableOf(g);
      const std::string planName = fs::session::planNameOrDefault(opts->plan, g);
      auto plan = fs::session::planNamed(planName, g);
      fs::codegen::validatePlan(g.preFusion, plan);
      auto prog = fs::codegen::emitProgram(table, plan, target);
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
      std::cout << path << ": " << prog.kernels.size() << " kernels (" << loops << " generated, " << externs
                << " extern/nop calls, " << unsupported << " not generated)\n";
      ++written;
    }
    if (!written) fs::cli::noSuchGraph(dump, opts->input, opts->graph);
    return 0;
  };
}}};

}  // namespace
