// `fusionscope-cli diff DUMP_A DUMP_B [--json]`: two compiles of one model side by side
// (kernel counts, groups that split or merged, decisions whose reason changed), nodes
// matched by their source lines, not their opN names.
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/session/LoadInput.h"
#include "core/session/CompileDiff.h"

namespace {

struct DiffOptions {
  std::string a, b, logA, logB;
  bool json = false;
};

fs::cli::Registrar diffCommand{{"diff", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<DiffOptions>();
  auto* cmd = app.add_subcommand("diff", "Diff two compiles of one model: kernels, fused groups, fusion decisions");
  cmd->add_option("DUMP_A", opts->a, "first debug directory (e.g. the older PyTorch or fp32)")->required();
  cmd->add_option("DUMP_B", opts->b, "second debug directory")->required();
  cmd->add_option("--log-a", opts->logA, "torch log of A (default: torch_logs.txt beside it)");
  cmd->add_option("--log-b", opts->logB, "torch log of B");
  cmd->add_flag("--json", opts->json, "print JSON: a_kernels, b_kernels, graphs[] {group_changes, reason_changes, ...}");
  return [opts]() {
    auto a = fs::cli::loadDump(opts->a, opts->logA, {});
    auto b = fs::cli::loadDump(opts->b, opts->logB, {});
    const auto d = fs::session::diffCompiles(a, b);
    if (opts->json) std::cout << fs::session::toJson(d).dump(2) << "\n";
    else std::cout << fs::session::toText(d);
    return 0;
  };
}}};

}  // namespace
