#include "core/ir/Graph.h"

namespace fs::ir {

const Node* Graph::find(const std::string& nodeName) const {
  for (const Node& n : nodes)
    if (n.name == nodeName) return &n;
  return nullptr;
}

static const Node* findIn(const std::vector<Node>& nodes, const std::string& name) {
  for (const Node& n : nodes) {
    if (n.name == name) return &n;
    if (const Node* c = findIn(n.snodes, name)) return c;
  }
  return nullptr;
}

const Node* Graph::findAny(const std::string& nodeName) const { return findIn(nodes, nodeName); }

static std::size_t countLeaves(const std::vector<Node>& nodes) {
  std::size_t n = 0;
  for (const Node& x : nodes) n += x.snodes.empty() ? 1 : countLeaves(x.snodes);
  return n;
}

std::size_t Graph::leafCount() const { return countLeaves(nodes); }

}  // namespace fs::ir
