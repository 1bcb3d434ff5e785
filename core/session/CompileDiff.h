// CompileDiff: the same model compiled twice (two PyTorch versions, two configs,
// static and dynamic shapes, fp32 and autocast), side by side: kernel counts,
// Inductor's fused groups that split or merged, decisions whose reason changed.
//
// Contract: graphs are paired by name (inference, forward, backward...), else in
// order. Scheduler nodes are matched across the two compiles by what they are in
// the user's model, never by their `opN` names (numbering differs between
// compiles): a node's key is its op and the source line of the FX node that
// computes its buffer (Provenance.h), "relu@resnet.py:270", or its op and that FX
// node's name when the dump has no source lines, "relu@fx:relu_3"; the k-th node
// with one key in A matches the k-th in B (pre-fusion order); nodes left over are
// then matched by source line alone, in order (autocast makes the node of a line a
// cast). A node still without a partner is "only in A/B". Extern kernels are
// keyed the same way. Groups: Inductor's plan of each side (ir_post_fusion.txt);
// an A group whose matched nodes lie in 2+ B groups `split`, a B group whose
// matched nodes come from 2+ A groups `merged`. Reasons: the torch log's
// `cannot fuse` lines of every round, keyed by the pair of node keys; a pair
// rejected on both sides with reasons of different kinds (the words before any
// number or detail), or rejected on one side and fused on the other, is a changed
// decision; a pair tried on one side only is counted, not listed.
// Kernels: each side's count of generated-kernel launches per run of the graph
// (output_code.py's wrapper; without it, the post-fusion nodes that are not
// extern or nop kernels). Never throws.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/ir/Program.h"
#include "core/session/Provenance.h"

namespace fs::session {

struct GroupChange {
  std::string kind;  ///< "split" (one A group, several B groups) or "merged" (several A, one B)
  std::vector<std::vector<std::string>> a, b;  ///< the groups on each side, by opN
  std::vector<std::string> keys;               ///< the matched nodes' keys ("relu@resnet.py:270")
};

struct ReasonChange {
  std::string key1, key2;         ///< the pair, by node keys
  std::string a1, a2, b1, b2;     ///< the pair's names on each side ("" when absent)
  std::string reasonA, reasonB;   ///< the logged reason, "fused" or "" (not logged)
};

struct GraphDiff {
  std::string graphA, graphB;
  int kernelsA = 0, kernelsB = 0;
  int nodesA = 0, nodesB = 0, matched = 0;
  std::vector<std::pair<std::string, std::string>> matches;  ///< (A node, B node), A's order
  std::vector<std::string> onlyA, onlyB;  ///< "op12 (convert_element_type@modeling_llama.py:65)"
  std::vector<GroupChange> groupChanges;
  std::vector<ReasonChange> reasonChanges;
  int reasonsOnlyA = 0, reasonsOnlyB = 0;  ///< pairs rejected on one side, not tried on the other
  std::string note;        ///< what limited the match
};

struct CompileDiff {
  std::string inputA, inputB;
  std::vector<GraphDiff> graphs;
  std::vector<std::string> unpairedA, unpairedB;  ///< graph names without a partner
};

/// The match key of every pre-fusion node of `graph` (see the contract), by name;
/// `provenance` is Provenance::of(graph).
std::vector<std::pair<std::string, std::string>> nodeKeys(const ir::ProgramGraph& graph, const Provenance& provenance);

/// A match key as users read it: without the occurrence suffix ("relu@resnet.py:103#2"
/// -> "relu@resnet.py:103"; each part of a pair key "a#0+b#1").
std::string displayKey(const std::string& key);

CompileDiff diffCompiles(const ir::Program& a, const ir::Program& b);
nlohmann::json toJson(const CompileDiff& diff);
std::string toText(const CompileDiff& diff, std::size_t maxItems = 12);

}  // namespace fs::session
