// Graph: one compiled graph's scheduler nodes in order, as one
// ir_pre_fusion.txt / ir_post_fusion.txt holds them.
//
// Contract: value type. `nodes` keep file order (Inductor's topological order).
// Lookups are linear-time helpers; the scheduler builds its own indexes.
#pragma once

#include <string>
#include <vector>

#include "core/ir/Node.h"

namespace fs::ir {

struct Graph {
  std::string name;        ///< "inference", "forward", "backward" or a file stem
  std::string sourcePath;  ///< file it was read from, if any
  std::vector<Node> nodes;

  /// Top-level node by name, or nullptr.
  const Node* find(const std::string& nodeName) const;
  /// Node by name, searching fused children too, or nullptr.
  const Node* findAny(const std::string& nodeName) const;
  /// Counts every node of every kind, children of fused nodes included.
  std::size_t leafCount() const;
  bool operator==(const Graph&) const = default;
};

}  // namespace fs::ir
