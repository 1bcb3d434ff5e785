// `fusionscope-cli fuse INPUT [--graph NAME] [--set knob=value]... [--trace FILE.jsonl] [--dot FILE.dot]`:
// runs the fusion scheduler, printing each round as Inductor's fusion log
// does, then the final plan.
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/session/LoadInput.h"
#include "core/fusion/InductorLogWriter.h"
#include "core/fusion/PlanDot.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"
#include "core/util/Error.h"

namespace {

struct FuseOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input, graph, log, trace, dot;
  std::vector<std::string> sets;
  std::string device = "cuda", json;
  bool quiet = false, allRejections = false;
};

fs::cli::Registrar fuseCommand{{"fuse", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<FuseOptions>();
  auto* cmd = app.add_subcommand("fuse", "Run Inductor's fusion rounds on a dump, print the log and the plan");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input,
                  "debug directory, graph folder, ir_pre_fusion.txt or an ONNX model (.onnx) (default: bundled ResNet-50)");
  cmd->add_option("--device", opts->device, "an ONNX model's target: its backend's lowering and fusion rules")
      ->check(CLI::IsMember({"cuda", "cpu"}));
  cmd->add_option("--json", opts->json,
                  "write the plan as JSON to FILE ('-': stdout, then nothing else is printed): graphs[].kernels "
                  "(each a list of scheduler nodes), graphs[].externs");
  cmd->add_option("--graph", opts->graph, "graph of a multi-graph dump (default: the first)");
  cmd->add_option("--set", opts->sets, "knob=value (repeatable), e.g. --set max_fusion_size=1");
  cmd->add_option("--trace", opts->trace, "write the event trace as JSON Lines (one graph)");
  cmd->add_option("--dot", opts->dot, "write the final plan as Graphviz DOT");
  cmd->add_option("--log", opts->log, "torch log (unused by fuse; accepted for symmetry)");
  cmd->add_flag("--quiet", opts->quiet, "print only the plan");
  cmd->add_flag("--all-rejections", opts->allRejections, "also print rejections Inductor does not log");
  return [opts]() {
    fs::fusion::Knobs knobs;
    for (const auto& s : opts->sets) fs::fusion::setKnob(knobs, s);
    std::string input = opts->input.empty() ? fs::cli::defaultSample() : opts->input;
    // Neither Inductor's plan nor the log's rounds: only what the scheduler takes
    // from the log (foreach groups, timed fusions), which the log rarely holds.
    fs::session::DumpOptions load;
    load.postFusion = false;
    load.fullLog = false;
    load.fxGraph = false;
    // The process ends with this command: the dump, the scheduler and the plan are
    // left to the OS rather than freed node by node (on llama_eval_256l's 4,740 nodes
    // the frees were ~10% of the process's time), as clang leaves its AST (-disable-free).
    auto& dump = fs::cli::keptUntilExit(new fs::ir::Program(fs::cli::loadDump(input, opts->log, opts->sizes, load, opts->device)));
    if (!opts->json.empty()) {
      // every graph (or the --graph one): its kernels (generated, each its scheduler
      // nodes) and its extern calls
      nlohmann::json out = {{"input", input}, {"graphs", nlohmann::json::array()}};
      for (const auto& gd : dump.graphs) {
        if (!opts->graph.empty() && gd.name != opts->graph) continue;
        auto gp = std::make_shared<const fs::ir::Graph>(gd.preFusion);
        fs::fusion::Scheduler s(gp, knobs);
        const auto plan = s.run();
        nlohmann::json kernels = nlohmann::json::array(), externs = nlohmann::json::array();
        for (const auto& n : plan.nodes) {
          const fs::ir::Node* src = n.leaves.size() == 1 ? gp->find(n.leaves.front()) : nullptr;
          if (src && (src->kind == fs::ir::NodeKind::ExternKernel || src->kind == fs::ir::NodeKind::NopKernel))
            externs.push_back({{"node", n.name},
                               {"kernel", src->kernel ? *src->kernel : src->irType},
                               {"opaque", src->isOpaque()}});
          else
            kernels.push_back(n.leaves);
        }
        out["graphs"].push_back({{"name", gd.name},
                                 {"backend", s.backendName()},
                                 {"nodes", gp->nodes.size()},
                                 {"kernels", kernels},
                                 {"externs", externs}});
      }
      if (out["graphs"].empty()) fs::cli::noSuchGraph(dump, input, opts->graph);
      if (opts->json == "-") {
        std::cout << out.dump(1) << "\n";
        return 0;
      }
      std::ofstream f(opts->json);
      if (!f) throw fs::InputError(opts->json, 0, "cannot open for writing");
      f << out.dump(1) << "\n";
      std::cerr << "plan written to " << opts->json << "\n";
    }
    fs::ir::ProgramGraph* g = nullptr;
    for (auto& gd : dump.graphs)
      if (!g && (opts->graph.empty() || gd.name == opts->graph)) g = &gd;
    if (!g) fs::cli::noSuchGraph(dump, input, opts->graph);

    // The scheduler shares the graph instead of copying it.
    auto graph = std::make_shared<const fs::ir::Graph>(std::move(g->preFusion));
    auto& scheduler = fs::cli::keptUntilExit(new fs::fusion::Scheduler(graph, knobs));
    fs::fusion::InductorLogWriter writer(std::cout, opts->allRejections);
    fs::fusion::RecordingObserver recorder;
    if (!opts->quiet) scheduler.addObserver(&writer);
    if (!opts->trace.empty()) scheduler.addObserver(&recorder);
    std::cout << "graph " << g->name << " (" << graph->nodes.size() << " nodes, backend "
              << scheduler.backendName() << ")\n";
    auto& plan = fs::cli::keptUntilExit(new fs::fusion::FusionPlan(scheduler.run()));
    // "kernels" counts what `fuse --json` lists as kernels: generated ones; extern (library)
    // calls and nop nodes are counted apart, as its "externs"
    std::size_t externCalls = 0;
    for (const auto& n : plan.nodes) {
      const fs::ir::Node* src = n.leaves.size() == 1 ? graph->find(n.leaves.front()) : nullptr;
      if (src && (src->kind == fs::ir::NodeKind::ExternKernel || src->kind == fs::ir::NodeKind::NopKernel)) ++externCalls;
    }
    std::cout << "plan: " << plan.nodes.size() - externCalls << " kernels + " << externCalls << " extern calls, "
              << plan.fusedGroups().size() << " fused groups, " << plan.iterations << " iterations\n";
    for (const auto& n : plan.nodes) {
      std::cout << "  " << n.name << "  " << n.kind;
      if (!n.group.empty()) std::cout << " " << n.group;
      std::cout << "\n";
    }
    if (!opts->trace.empty()) {
      recorder.trace().save(opts->trace);
      std::cerr << "trace written to " << opts->trace << "\n";
    }
    if (!opts->dot.empty()) {
      std::ofstream out(opts->dot);
      if (!out) throw fs::InputError(opts->dot, 0, "cannot open for writing");
      out << fs::fusion::planToDot(*graph, plan);
      std::cerr << "plan written to " << opts->dot << "\n";
    }
    return 0;
  };
}}};

}  // namespace
