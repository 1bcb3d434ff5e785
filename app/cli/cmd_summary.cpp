// `fusionscope-cli summary INPUT [--json] [--log FILE]`: graphs, node counts by kind,
// buffers, Inductor's reference plan and the fusion log's rounds.
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/session/LoadInput.h"
#include "core/session/DumpSummary.h"

namespace {

struct SummaryOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input;
  std::string log;
  bool json = false;
};

fs::cli::Registrar summaryCommand{{"summary", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<SummaryOptions>();
  auto* cmd = app.add_subcommand("summary", "Summarise a TORCH_COMPILE_DEBUG dump (or one ir_*_fusion.txt)");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input, "debug directory, graph folder or ir_pre_fusion.txt (default: bundled ResNet-50)");
  cmd->add_option("--log", opts->log, "torch log with the fusion channel (default: torch_logs.txt beside the dump)");
  cmd->add_flag("--json", opts->json, "print JSON instead of text");
  return [opts]() {
    std::string input = opts->input.empty() ? fs::cli::defaultSample() : opts->input;
    auto dump = fs::cli::loadDump(input, opts->log, opts->sizes);
    auto summary = fs::session::summarize(dump);
    if (opts->json)
      std::cout << fs::session::toJson(summary).dump(2) << "\n";
    else
      std::cout << fs::session::toText(summary);
    return 0;
  };
}}};

}  // namespace
