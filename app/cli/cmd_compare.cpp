// `fusionscope-cli compare DUMP_DIR [--json] [--graph NAME] [--set knob=value]...`:
// our fusion plan and decisions against Inductor's own (ir_post_fusion.txt and
// the torch log), per graph.
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/fusion/ReleaseRules.h"
#include "core/session/GraphSession.h"
#include "core/session/LoadInput.h"
#include "core/util/Error.h"

namespace {

struct CompareOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input;
  std::string log;
  std::string graph;
  std::vector<std::string> sets;
  bool json = false;
};

std::string groupText(const std::vector<std::string>& g) {
  std::string s;
  for (const auto& n : g) s += (s.empty() ? "" : "_") + n;
  return s;
}

nlohmann::json toJson(const fs::reference::GraphComparison& c) {
  nlohmann::json mismatches = nlohmann::json::array();
  for (const auto& m : c.reasonMismatches)
    mismatches.push_back({{"round", m.round},
                          {"reorder_round", m.reorderRound},
                          {"node1", m.node1},
                          {"node2", m.node2},
                          {"inductor_reason", m.inductorReason},
                          {"our_reason", m.ourReason},
                          {"log_line", m.logLine}});
  return {{"graph", c.graph},
          {"inductor_groups", c.inductorGroups},
          {"our_groups", c.ourGroups},
          {"identical_groups", c.identicalGroups},
          {"only_inductor", c.onlyInductor},
          {"only_ours", c.onlyOurs},
          {"log_rejections", c.logRejections},
          {"matched_rejections", c.matchedRejections},
          {"reason_mismatches", mismatches},
          {"extra_rejections", c.extraRejections.size()},
          {"inductor_iterations", c.inductorRounds},
          {"our_iterations", c.ourRounds},
          {"matches", c.matches()},
          {"fuse_ms", c.fuseMillis}};
}

fs::cli::Registrar compareCommand{{"compare", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<CompareOptions>();
  auto* cmd = app.add_subcommand("compare", "Compare our fusion plan and reasons with Inductor's (post-fusion IR and log)");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("DUMP_DIR", opts->input, "debug directory or graph folder (default: bundled ResNet-50)");
  cmd->add_option("--graph", opts->graph, "compare only this graph (inference, forward, backward ...)");
  cmd->add_option("--log", opts->log, "torch log with the fusion channel (default: torch_logs.txt beside the dump)");
  cmd->add_option("--set", opts->sets, "knob=value (repeatable), e.g. --set max_fusion_size=1");
  cmd->add_flag("--json", opts->json, "print a JSON array, one object per graph");
  return [opts]() {
    fs::fusion::Knobs knobs;
    for (const auto& s : opts->sets) fs::fusion::setKnob(knobs, s);
    std::string input = opts->input.empty() ? fs::cli::defaultSample() : opts->input;
    const auto program = std::make_shared<const fs::ir::Program>(fs::cli::loadDump(input, opts->log, opts->sizes));
    const auto& dump = *program;
    fs::session::GraphSessionOptions o;
    o.knobs = knobs;
    o.provenance = false;
    nlohmann::json all = nlohmann::json::array();
    bool any = false;
    for (std::size_t i = 0; i < dump.graphs.size(); ++i) {
      const auto& g = dump.graphs[i];
      if (!opts->graph.empty() && g.name != opts->graph) continue;
      any = true;
      const auto session = fs::session::openGraph(program, i, o);
      const auto& c = session.comparison;
      const std::string rules = fs::fusion::rulesRelease(g.preFusion.release).str();
      if (opts->json) {
        all.push_back(toJson(c));
        all.back()["torch_release"] = g.preFusion.release.str();
        all.back()["rules_release"] = rules;
        continue;
      }
      std::cout << "graph " << c.graph << " (Inductor " << rules << " rules): " << c.identicalGroups << " of " << c.inductorGroups.size()
                << " Inductor fused groups identical (ours: " << c.ourGroups.size() << "); "
                << c.matchedRejections << " of " << c.logRejections << " logged rejections matched; iterations "
                << c.ourRounds << " (Inductor " << c.inductorRounds << "); " << c.fuseMillis << " ms\n";
      if (c.hasPostFusion) {  // without Inductor's plan, every group of ours would read "only ours"
        for (const auto& gr : c.onlyInductor) std::cout << "  only Inductor: " << groupText(gr) << "\n";
        for (const auto& gr : c.onlyOurs) std::cout << "  only ours:     " << groupText(gr) << "\n";
      }
      for (const auto& m : c.reasonMismatches)
        std::cout << "  round " << m.round << (m.reorderRound ? " (reorder)" : "") << ": " << m.node1 << " / "
                  << m.node2 << ": Inductor '" << m.inductorReason << "', ours '" << m.ourReason << "' (log line "
                  << m.logLine << ")\n";
      for (const auto& m : c.extraRejections)
        std::cout << "  round " << m.round << (m.reorderRound ? " (reorder)" : "") << ": we reject " << m.node1
                  << " / " << m.node2 << " ('" << m.ourReason << "'), Inductor's log does not\n";
      if (!fs::ir::logOf(g))  // the verdict then rests on the groups alone
        std::cout << "  (no fuse_nodes run of this graph in " << (dump.logPath.empty() ? "a torch log" : dump.logPath)
                  << ": its rejections and rounds were not compared)\n";
      if (!c.hasPostFusion)
        std::cout << "  => no Inductor plan to compare with (ir_post_fusion.txt missing or not read)\n";
      else
        std::cout << (c.matches() ? "  => identical to Inductor\n" : "  => DIFFERS from Inductor\n");
    }
    if (!any) fs::cli::noSuchGraph(dump, input, opts->graph);
    if (opts->json) std::cout << all.dump(2) << "\n";
    return 0;
  };
}}};

}  // namespace
