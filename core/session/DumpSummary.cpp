#include "core/session/DumpSummary.h"

#include <filesystem>

#include <sstream>

#include <nlohmann/json.hpp>

#include "core/fusion/ReleaseRules.h"

namespace fs::session {
DumpSummary summarize(const ir::Program& dump) {
  DumpSummary s;
  s.input = dump.input;
  s.log = dump.logPath;
  s.failedGraphs = dump.failedGraphs;
  for (const auto& gd : dump.graphs) {
    GraphSummary g;
    g.name = gd.name;
    g.folder = gd.folder;
    g.sizeSymbols = gd.preFusion.sizeSymbols;
    for (const auto& w : gd.preFusion.warnings) g.warnings.push_back(w.text());
    for (const auto& w : gd.preFusion.notes) g.notes.push_back(w.text());
    g.release = gd.preFusion.release.str();
    g.releaseSource = gd.preFusion.releaseSource;
    g.rulesRelease = fusion::rulesRelease(gd.preFusion.release).str();
    for (const auto& n : gd.preFusion.nodes)
      if (n.isOpaque()) g.opaqueNodes.push_back(n.name);
    const auto& origins = gd.sourceOrigins;
    const ir::LogGraphRun* log = ir::logOf(gd);
    for (const ir::Node& n : gd.preFusion.nodes) {
      ++g.nodes;
      ++g.nodeKinds[ir::nodeKindName(n.kind)];
      if (n.kind == ir::NodeKind::Scheduler) ++(n.isReduction() ? g.reductions : g.pointwise);
      g.buffers += n.outputs.size();
      NodeSummary ns;
      ns.name = n.name;
      ns.kind = ir::nodeKindName(n.kind);
      if (n.group) {
        ns.numel = n.group->numel();
        ns.rnumel = n.group->rnumel();
      }
      ns.kernel = n.kernel.value_or("");
      if (auto it = origins.find(n.name); it != origins.end()) ns.origins.assign(it->second.rbegin(), it->second.rend());
      g.nodeList.push_back(std::move(ns));
    }
    if (const ir::Graph* post = ir::postFusionOf(gd)) {
      g.scheduledNodes = post->nodes.size();
      for (const ir::Node& n : post->nodes)
        if (n.snodes.size() > 1) g.fusedGroups.push_back(n.leafNames());
    }
    if (log) {
      for (const auto& r : log->rounds) {
        RoundSummary rs;
        rs.index = r.index;
        rs.nodesBefore = r.nodesBefore;
        rs.nodesAfter = r.nodesAfter;
        for (const auto& d : r.decisions) {
          if (d.kind == ir::LogDecision::Kind::Fusing) {
            ++rs.fused;
          } else {
            ++rs.rejected;
            g.rejections.push_back({d.node1, d.node2, d.reason});
          }
        }
        g.rounds.push_back(rs);
      }
    }
    s.graphs.push_back(std::move(g));
  }
  return s;
}

nlohmann::json toJson(const DumpSummary& s) {
  nlohmann::json j;
  j["input"] = s.input;
  j["log"] = s.log;
  j["graphs"] = nlohmann::json::array();
  for (const GraphSummary& g : s.graphs) {
    nlohmann::json jg;
    jg["name"] = g.name;
    jg["folder"] = g.folder;
    jg["nodes"] = g.nodes;
    jg["node_kinds"] = g.nodeKinds;
    jg["pointwise"] = g.pointwise;
    jg["reductions"] = g.reductions;
    jg["buffers"] = g.buffers;
    jg["node_list"] = nlohmann::json::array();
    for (const NodeSummary& n : g.nodeList)
      jg["node_list"].push_back({{"name", n.name}, {"kind", n.kind}, {"numel", n.numel}, {"rnumel", n.rnumel},
                                 {"kernel", n.kernel}, {"origins", n.origins}});
    if (g.scheduledNodes)
      jg["reference_plan"] = {{"scheduled_nodes", *g.scheduledNodes}, {"fused_groups", g.fusedGroups}};
    else
      jg["reference_plan"] = nullptr;
    nlohmann::json rounds = nlohmann::json::array();
    for (const RoundSummary& r : g.rounds)
      rounds.push_back({{"index", r.index}, {"nodes_before", r.nodesBefore}, {"nodes_after", r.nodesAfter},
                        {"fused", r.fused}, {"rejected", r.rejected}});
    nlohmann::json rej = nlohmann::json::array();
    for (const Rejection& r : g.rejections) rej.push_back({{"node1", r.node1}, {"node2", r.node2}, {"reason", r.reason}});
    jg["log"] = {{"rounds", rounds}, {"rejections", rej}};
    nlohmann::json syms = nlohmann::json::array();
    for (const auto& sy : g.sizeSymbols) syms.push_back({{"name", sy.name}, {"value", sy.hint}, {"source", sy.source}});
    jg["size_symbols"] = syms;
    jg["warnings"] = g.warnings;
    jg["notes"] = g.notes;
    jg["torch_release"] = g.release;
    jg["torch_release_source"] = g.releaseSource;
    jg["rules_release"] = g.rulesRelease;
    jg["opaque_nodes"] = g.opaqueNodes;
    j["graphs"].push_back(jg);
  }
  j["failed_graphs"] = nlohmann::json::array();
  for (const auto& f : s.failedGraphs)
    j["failed_graphs"].push_back({{"name", f.name}, {"folder", f.folder}, {"error", f.error}});
  return j;
}

std::string toText(const DumpSummary& s, std::size_t maxNodesListed) {
  std::ostringstream o;
  o << "input: " << s.input << "\n";
  o << "log:   " << (s.log.empty() ? "(none found)" : s.log) << "\n";
  for (const auto& f : s.failedGraphs) o << "graph " << f.name << " NOT LOADED: " << f.error << "\n";
  for (const GraphSummary& g : s.graphs) {
    o << "\ngraph " << g.name << "  (" << g.folder << ")\n";
    o << "  pre-fusion nodes: " << g.nodes << " (";
    bool first = true;
    for (const auto& [k, c] : g.nodeKinds) {
      o << (first ? "" : ", ") << k << " " << c;
      first = false;
    }
    o << "); pointwise " << g.pointwise << ", reductions " << g.reductions << "; buffers " << g.buffers << "\n";
    o << "  torch release: " << g.release;
    if (!g.releaseSource.empty()) o << " (" << g.releaseSource << ")";
    o << "; fusion decided with Inductor " << g.rulesRelease << "'s rules\n";
    if (!g.sizeSymbols.empty()) {
      o << "  size symbols (dynamic shapes):";
      for (const auto& sy : g.sizeSymbols) o << " " << sy.name << "=" << sy.hint << " (" << sy.source << ")";
      o << "\n";
    }
    if (!g.opaqueNodes.empty()) {
      o << "  not understood by the reader (opaque, never fused):";
      for (const auto& n : g.opaqueNodes) o << " " << n;
      o << "\n";
    }
    if (!g.notes.empty()) {
      o << "  notes (read; no fusion rule uses them): " << g.notes.size() << "\n";
      for (std::size_t i = 0; i < g.notes.size() && i < 5; ++i) o << "    " << g.notes[i] << "\n";
      if (g.notes.size() > 5) o << "    ... (" << g.notes.size() - 5 << " more in --json)\n";
    }
    if (g.nodeList.size() <= maxNodesListed) {
      for (const NodeSummary& n : g.nodeList) {
        o << "    " << n.name << "  " << n.kind;
        if (n.numel) o << "  (" << n.numel << ", " << n.rnumel << ")";
        if (!n.kernel.empty()) o << "  " << n.kernel;
        if (!n.origins.empty()) {
          o << "  origins: ";
          for (std::size_t i = 0; i < n.origins.size() && i < 6; ++i) o << (i ? ", " : "") << n.origins[i];
          if (n.origins.size() > 6) o << ", ... (" << n.origins.size() << ")";
        }
        o << "\n";
      }
    }
    if (g.scheduledNodes) {
      o << "  Inductor's plan (ir_post_fusion.txt): " << *g.scheduledNodes << " scheduled nodes, "
        << g.fusedGroups.size() << " fused groups\n";
      for (const auto& grp : g.fusedGroups) {
        o << "    ";
        for (std::size_t i = 0; i < grp.size(); ++i) o << (i ? " + " : "") << grp[i];
        o << "\n";
      }
    } else {
      const bool there = !g.folder.empty() && std::filesystem::exists(std::filesystem::path(g.folder) / "ir_post_fusion.txt");
      o << (there ? "  Inductor's plan: ir_post_fusion.txt could not be read (see the warning)\n"
                  : "  Inductor's plan: no ir_post_fusion.txt\n");
    }
    if (!g.rounds.empty()) {
      o << "  fusion log: " << g.rounds.size() << " round(s)\n";
      for (const RoundSummary& r : g.rounds)
        o << "    round " << r.index << ": " << r.nodesBefore << " -> " << r.nodesAfter << " nodes, " << r.fused
          << " fusing, " << r.rejected << " cannot fuse\n";
      for (const Rejection& r : g.rejections)
        o << "    cannot fuse " << r.node1 << " with " << r.node2 << ": " << r.reason << "\n";
    } else {
      o << "  fusion log: none for this graph\n";
    }
  }
  return o.str();
}

}  // namespace fs::session
