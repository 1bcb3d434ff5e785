#include "core/fusion/PlanDot.h"

#include <map>
#include <sstream>
#include <unordered_map>

namespace fs::fusion {
namespace {

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string planToDot(const ir::Graph& g, const FusionPlan& plan) {
  std::unordered_map<std::string, std::size_t> planOfLeaf;
  for (std::size_t i = 0; i < plan.nodes.size(); ++i)
    for (const auto& l : plan.nodes[i].leaves) planOfLeaf[l] = i;
  std::unordered_map<std::string, std::size_t> producer;  // buffer -> plan node
  for (const auto& n : g.nodes) {
    auto it = planOfLeaf.find(n.name);
    if (it == planOfLeaf.end()) continue;
    for (const auto& out : n.outputs) producer[out.name] = it->second;
    for (const auto& w : n.writes) producer.emplace(ir::depName(w), it->second);
  }
  std::map<std::pair<std::size_t, std::size_t>, std::string> edges;
  for (const auto& n : g.nodes) {
    auto it = planOfLeaf.find(n.name);
    if (it == planOfLeaf.end()) continue;
    for (const auto& d : n.unmet_dependencies) {
      auto p = producer.find(ir::depName(d));
      if (p == producer.end() || p->second == it->second) continue;
      std::string& label = edges[{p->second, it->second}];
      if (label.find(ir::depName(d)) == std::string::npos) label += (label.empty() ? "" : ",") + ir::depName(d);
    }
  }
  std::ostringstream out;
  out << "digraph " << quote(g.name.empty() ? "plan" : g.name) << " {\n";
  out << "  rankdir=TB;\n  node [fontname=\"Helvetica\", fontsize=10];\n";
  for (std::size_t i = 0; i < plan.nodes.size(); ++i) {
    const auto& n = plan.nodes[i];
    std::string label = n.name;
    if (n.leaves.size() > 1) label = n.kind + "\\n" + n.name;
    if (!n.group.empty()) label += "\\n" + n.group;
    out << "  n" << i << " [label=" << quote(label);
    if (n.kind.find("Extern") != std::string::npos)
      out << ", shape=ellipse";
    else
      out << ", shape=box" << (n.leaves.size() > 1 ? ", style=filled, fillcolor=\"#d8e8ff\"" : "");
    out << "];\n";
  }
  for (const auto& [e, label] : edges) out << "  n" << e.first << " -> n" << e.second << " [label=" << quote(label) << "];\n";
  out << "}\n";
  return out.str();
}

}  // namespace fs::fusion
