// DumpSummary: what a TORCH_COMPILE_DEBUG dump holds, per graph: node counts by
// kind, buffers, Inductor's reference plan (ir_post_fusion.txt groups) and the
// fusion log's rounds and rejections. The CLI's `summary` prints it; the GUI's
// status line shows it.
//
// Contract: summarize() only reads the Program (no fusion is run); the JSON
// form (toJson) has stable field names: input, log, graphs[{name, folder, nodes,
// node_kinds, pointwise, reductions, buffers, node_list[{name, kind, numel, rnumel,
// origins}], reference_plan{scheduled_nodes, fused_groups[[...]]}, log{rounds[{index,
// nodes_before, nodes_after, fused, rejected}], rejections[{node1, node2, reason}]},
// size_symbols[{name, value, source}], warnings[...], notes[...], opaque_nodes[...],
// torch_release, torch_release_source, rules_release}],
// failed_graphs[{name, folder, error}].
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/ir/Program.h"

namespace fs::session {

struct NodeSummary {
  std::string name;
  std::string kind;  ///< Inductor class name
  std::int64_t numel = 0, rnumel = 0;  ///< group (0 for extern/nop)
  std::string kernel;                  ///< extern kernel, if any
  /// Source (FX) nodes it came from (a dump's: the fusion log's candidate lines), its own
  /// op first: reverse topological order, as Inductor logs them.
  std::vector<std::string> origins;
};

struct RoundSummary {
  int index = 0;
  int nodesBefore = 0, nodesAfter = -1;
  int fused = 0, rejected = 0;
};

struct Rejection {
  std::string node1, node2, reason;
};

struct GraphSummary {
  std::string name, folder;
  std::size_t nodes = 0;
  std::map<std::string, std::size_t> nodeKinds;
  std::size_t pointwise = 0, reductions = 0;
  std::size_t buffers = 0;
  std::vector<NodeSummary> nodeList;
  std::optional<std::size_t> scheduledNodes;  ///< node count after Inductor's fusion
  std::vector<std::vector<std::string>> fusedGroups;  ///< Inductor's groups of 2+ nodes
  std::vector<RoundSummary> rounds;
  std::vector<Rejection> rejections;  ///< every `cannot fuse` line of the graph's rounds
  /// Dynamic shapes: each size symbol with its value and where that came from.
  std::vector<ir::SizeSymbol> sizeSymbols;
  std::vector<std::string> warnings;   ///< what the reader did not understand ("file:line: ...")
  std::string release;                 ///< the torch release that wrote it ("2.15"; "unknown")
  std::string releaseSource;           ///< how that was told (ir::Graph::releaseSource)
  std::string rulesRelease;            ///< whose Inductor rules FusionScope decides with ("2.15")
  std::vector<std::string> notes;      ///< read, harmless to fusion ("file:line: ..."; ir::Graph::notes)
  std::vector<std::string> opaqueNodes;  ///< nodes it kept opaque (never fused)
};

struct DumpSummary {
  std::string input, log;
  std::vector<GraphSummary> graphs;
  std::vector<ir::FailedGraph> failedGraphs;  ///< graphs that did not load, with why
};

DumpSummary summarize(const ir::Program& dump);
nlohmann::json toJson(const DumpSummary& summary);
/// Human-readable text; `maxNodesListed` bounds the per-node list of each graph.
std::string toText(const DumpSummary& summary, std::size_t maxNodesListed = 40);

}  // namespace fs::session
