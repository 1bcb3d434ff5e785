// `fusionscope-cli kernels INPUT [--profile TRACE.json] [--benchmark FILE.txt]... [--graph NAME] [--json]`:
// one row per Inductor kernel: the scheduler nodes it came from, the user's
// source lines behind them, and the times of the user's own profile.
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/session/GraphSession.h"
#include "core/session/LoadInput.h"
#include "core/util/Error.h"

namespace {

struct KernelsOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input, log, graph, profile;
  std::vector<std::string> benchmarks;
  bool json = false;
};

fs::cli::Registrar kernelsCommand{{"kernels", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<KernelsOptions>();
  auto* cmd = app.add_subcommand("kernels", "Inductor's kernels: their nodes, source lines and measured times");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input, "debug directory or graph folder (default: bundled ResNet-50)");
  cmd->add_option("--profile", opts->profile, "torch.profiler Chrome trace (prof.export_chrome_trace) of the compiled model, or Inductor kernel timings (kernel_timings_*.json)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--benchmark", opts->benchmarks,
                  "what `python output_code.py -k` printed (TORCHINDUCTOR_BENCHMARK_KERNEL=1); repeatable")
      ->check(CLI::ExistingFile);
  cmd->add_option("--graph", opts->graph, "only this graph (default: all)");
  cmd->add_option("--log", opts->log, "torch log (default: torch_logs.txt beside the dump)");
  cmd->add_flag("--json", opts->json, "print JSON: graphs[].kernels[] {name, nodes, source, us, calls, ...}");
  return [opts]() {
    std::string input = opts->input.empty() ? fs::cli::defaultSample() : opts->input;
    fs::session::DumpOptions load;
    load.postFusion = true;  // a fused kernel's nodes come from Inductor's groups
    const auto program = std::make_shared<const fs::ir::Program>(fs::cli::loadDump(input, opts->log, opts->sizes, load));
    const auto& dump = *program;
    std::optional<fs::ir::KernelProfile> trace, bench;
    if (!opts->profile.empty()) trace = fs::session::readKernelTimesJson(opts->profile);
    if (!opts->benchmarks.empty()) bench = fs::session::readKernelBenchmarks(opts->benchmarks);
    if (bench && bench->kernels.empty())
      std::cerr << "warning: " << bench->path << ": no benchmark rows (`<category> <backend> <hash> <t>ms ...`, what "
                << "`python output_code.py -k` prints) among its " << bench->skipped << " lines: no times from it\n";
    if (trace && trace->kernels.empty())
      std::cerr << "warning: " << trace->path << ": no kernel events (\"cat\": \"kernel\") in the trace: no times from it\n";
    std::vector<fs::session::KernelTable> tables;
    fs::session::GraphSessionOptions o;
    o.fuse = false;
    o.trace = trace ? &*trace : nullptr;
    o.benchmark = bench ? &*bench : nullptr;
    for (std::size_t i = 0; i < dump.graphs.size(); ++i)
      if (opts->graph.empty() || dump.graphs[i].name == opts->graph)
        tables.push_back(*fs::session::openGraph(program, i, o).kernels);
    if (tables.empty()) fs::cli::noSuchGraph(dump, input, opts->graph);
    fs::session::dropClaimedElsewhere(tables);
    if (opts->json) {
      nlohmann::json graphs = nlohmann::json::array();
      for (const auto& t : tables) graphs.push_back(fs::session::toJson(t));
      nlohmann::json j = {{"input", input}, {"graphs", graphs}};
      if (trace) j["profile"] = {{"path", trace->path}, {"kernels", trace->kernels.size()}, {"skipped_events", trace->skipped}};
      if (bench) j["benchmark"] = {{"kernels", bench->kernels.size()}, {"skipped_lines", bench->skipped}};
      std::cout << j.dump(2) << "\n";
      return 0;
    }
    for (const auto& t : tables) std::cout << fs::session::toText(t);
    if (!trace && !bench) std::cout << "(no times: give --profile TRACE.json and/or --benchmark FILE.txt)\n";
    return 0;
  };
}}};

}  // namespace
