// `fusionscope-cli explain INPUT NODE_A NODE_B [--graph NAME] [--round K] [--device cuda|cpu] [--set knob=value]... [--json]`:
// every fusion gate's decision for one pair, with its evidence. Without --graph, the
// first graph that has both nodes.
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/session/GraphSession.h"
#include "core/session/LoadInput.h"
#include "core/util/Error.h"

namespace {

struct ExplainOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input, a, b, graph, log, device = "cuda";
  std::vector<std::string> sets;
  int round = 0;
  bool json = false;
};

nlohmann::json accessesJson(const std::vector<fs::fusion::Access>& v) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& a : v)
    out.push_back({{"node", a.node}, {"role", a.role}, {"dep", a.dep}, {"numel", a.numel}, {"bytes", a.bytes}});
  return out;
}

// Where a node came from in the user's model (Provenance.h); null when unknown.
nlohmann::json originJson(const fs::session::NodeOrigin* o) {
  if (!o) return nullptr;
  nlohmann::json sources = nlohmann::json::array();
  for (const auto& s : o->sources)
    sources.push_back({{"file", s.file}, {"line", s.line}, {"function", s.function}, {"code", s.code}});
  return {{"op", o->op},           {"label", o->label()},         {"inlined_ops", o->inlinedOps},
          {"fx_nodes", o->fxNodes}, {"primary_fx_node", o->primary}, {"sources", sources},
          {"module_calls", o->moduleCalls}};
}

std::string originText(const fs::session::Provenance& p, const std::string& node) {
  const auto* o = p.find(node);
  if (!o) return node + ": origin unknown" + (p.missing().empty() ? "" : " (" + p.missing() + ")") + "\n";
  std::string s = node + ": " + (o->label().empty() ? "(op unknown)" : o->label());
  const std::string src = o->sourceText();
  s += src.empty() ? "; source unknown" : "\n    from " + src;
  return s + "\n";
}

fs::cli::Registrar explainCommand{{"explain", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<ExplainOptions>();
  auto* cmd = app.add_subcommand("explain", "Why two nodes do or do not fuse: every gate, with evidence");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input, "debug directory, graph folder or ir_pre_fusion.txt")->required();
  cmd->add_option("NODE_A", opts->a, "first node (node1, e.g. the producer)")->required();
  cmd->add_option("NODE_B", opts->b, "second node (node2)")->required();
  cmd->add_option("--graph", opts->graph, "graph of a multi-graph dump (default: the first)");
  cmd->add_option("--round", opts->round, "scheduler state: 0 = before fusion (default), K = start of round K, -1 = end")
      ->check(CLI::Range(-1, 1000000));
  cmd->add_option("--device", opts->device, "an ONNX model's target: its backend's lowering and fusion rules")
      ->check(CLI::IsMember({"cuda", "cpu"}));
  cmd->add_option("--log", opts->log, "torch log (unused by explain; accepted for symmetry)");
  cmd->add_option("--set", opts->sets, "knob=value (repeatable)");
  cmd->add_flag("--json", opts->json, "print JSON");
  return [opts]() {
    fs::fusion::Knobs knobs;
    for (const auto& s : opts->sets) fs::fusion::setKnob(knobs, s);
    const auto program =
        std::make_shared<const fs::ir::Program>(fs::cli::loadDump(opts->input, opts->log, opts->sizes, {}, opts->device));
    const auto& dump = *program;
    // without --graph: the first graph that has both nodes (a training dump's backward
    // has nodes its forward lacks), else the first
    auto has = [](const fs::ir::ProgramGraph& gd, const std::string& node) { return gd.preFusion.findAny(node) != nullptr; };
    const fs::ir::ProgramGraph* g = nullptr;
    for (const auto& gd : dump.graphs)
      if (!g && (opts->graph.empty() ? has(gd, opts->a) && has(gd, opts->b) : gd.name == opts->graph)) g = &gd;
    if (!g && opts->graph.empty() && !dump.graphs.empty()) g = &dump.graphs.front();
    if (!g) fs::cli::noSuchGraph(dump, opts->input, opts->graph);
    for (const std::string* node : {&opts->a, &opts->b}) {
      bool anywhere = false;
      for (const auto& gd : dump.graphs) anywhere = anywhere || has(gd, *node);
      if (!anywhere && dump.graphs.size() > 1 && opts->graph.empty())
        throw fs::InputError(opts->input, 0, "no node named '" + *node + "' in any graph");
    }
    for (const std::string* node : {&opts->a, &opts->b}) {
      if (has(*g, *node)) continue;
      std::string others;
      for (const auto& gd : dump.graphs)
        if (&gd != g && has(gd, *node)) others += (others.empty() ? "" : ", ") + gd.name;
      if (!others.empty())
        throw fs::InputError(opts->input, 0,
                             "no node named '" + *node + "' in graph '" + g->name + "'; graph(s) " + others +
                                 " have it (--graph NAME)");
    }
    fs::session::GraphSessionOptions o;
    o.knobs = knobs;
    o.fuse = false;  // explain re-asks one pair; the run's rounds are not needed
    const auto session = fs::session::openGraph(program, static_cast<std::size_t>(g - dump.graphs.data()), o);
    const auto e = session.explain(opts->a, opts->b, opts->round);
    const auto& provenance = *session.provenance;
    if (!opts->json) {
      std::cout << "graph " << g->name << "\n"
                << originText(provenance, opts->a) << originText(provenance, opts->b) << e.toText();
      return 0;
    }
    nlohmann::json gates = nlohmann::json::array();
    for (const auto& d : e.gates)
      gates.push_back({{"gate", fs::fusion::gateFunction(d.gate)},
                       {"applicable", d.applicable},
                       {"accepted", d.accepted},
                       {"reason", fs::fusion::reasonCode(d.reason)},
                       {"text", d.text},
                       {"note", d.evidence.note},
                       {"remaining_deps", d.evidence.remainingDeps},
                       {"cycle_path", d.evidence.cyclePath}});
    nlohmann::json j = {{"graph", g->name},
                        {"node1", e.node1},
                        {"node2", e.node2},
                        {"relation", e.relation},
                        {"backend", e.backend},
                        {"would_fuse", e.wouldFuse},
                        {"score", {{"template", e.score.templateScore}, {"type", e.score.typeScore},
                                   {"memory", e.score.memoryScore}, {"proximity", e.score.proximityScore}}},
                        {"group1", e.evidence.group1},
                        {"group2", e.evidence.group2},
                        {"order_distance", e.evidence.orderDistance},
                        {"common_buffers", e.evidence.commonBuffers},
                        {"node1_accesses", accessesJson(e.evidence.node1Accesses)},
                        {"node2_accesses", accessesJson(e.evidence.node2Accesses)},
                        {"shared_accesses", accessesJson(e.evidence.sharedAccesses)},
                        {"node1_origin", originJson(provenance.find(opts->a))},
                        {"node2_origin", originJson(provenance.find(opts->b))},
                        {"gates", gates}};
    std::cout << j.dump(2) << "\n";
    return 0;
  };
}}};

}  // namespace
