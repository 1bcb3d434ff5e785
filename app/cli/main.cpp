// fusionscope-cli: the headless face of FusionScope. Links the core only.
// Subcommands register themselves (see Commands.h): summary, print, fuse,
// explain, compare, emit, bench ...
#include <algorithm>
#include <iostream>

#include <CLI/CLI.hpp>

#include "app/cli/Commands.h"
#include "core/util/Log.h"

int main(int argc, char** argv) {
  CLI::App app{"fusionscope-cli: what Inductor-style operator fusion did to a model, and why"};
  app.require_subcommand(1);
  bool verbose = false;
  app.add_flag("-v,--verbose", verbose, "log progress (info level) to stderr");
  app.add_option("--torch-version", fs::cli::torchVersionOption(),
                 "the torch release that wrote the dump (2.8 to 2.15), instead of what FusionScope tells from the "
                 "dump; fusion decisions follow that release's Inductor rules");
  app.fallthrough();  // global options may also follow the subcommand
  auto& cmds = fs::cli::commands();
  std::sort(cmds.begin(), cmds.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  std::vector<std::pair<CLI::App*, std::function<int()>>> runs;
  for (auto& cmd : cmds) {
    std::size_t before = app.get_subcommands({}).size();
    auto run = cmd.setup(app);
    auto subs = app.get_subcommands({});
    if (subs.size() > before) runs.emplace_back(subs.back(), run);
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  if (verbose) fs::setLogLevel(spdlog::level::info);
  for (auto& [sub, run] : runs)
    if (sub->parsed()) return fs::cli::guarded(run);
  return 2;
}
