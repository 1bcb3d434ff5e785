#include "core/ir/SourceGraph.h"

namespace fs::ir {

std::string SourceLocation::shortName() const {
  std::size_t slash = file.find_last_of("/\\");
  std::string base = slash == std::string::npos ? file : file.substr(slash + 1);
  return base + ":" + std::to_string(line);
}

const SourceNode* SourceGraph::find(std::string_view name) const {
  int i = indexOf(name);
  return i < 0 ? nullptr : &nodes[static_cast<std::size_t>(i)];
}

int SourceGraph::indexOf(std::string_view name) const {
  auto it = index.find(std::string(name));
  return it == index.end() ? -1 : it->second;
}

const SourceLocation* SourceGraph::sourceOf(std::string_view name) const {
  const SourceNode* n = find(name);
  if (!n || n->source < 0) return nullptr;
  return &sources[static_cast<std::size_t>(n->source)];
}

}  // namespace fs::ir
