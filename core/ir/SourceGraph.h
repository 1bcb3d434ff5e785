// SourceGraph: the graph a model was written as, before lowering, with each node's
// place in the user's source: what "from" lines, provenance and search name.
//
// Contract: value type, filled by a frontend. Inductor's fills it from
// fx_graph_readable.py (the post-grad FX graph, frontends/inductor/FxGraph.h: one
// node per FX node, its op as aten spells it, the stack-trace frame Dynamo kept);
// the ONNX frontend from the model's nodes (one per ONNX node, the op in aten's
// spelling where there is one, the model file with the node's 1-based position as
// the line). No fusion decision depends on it.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fs::ir {

/// One frame of a stack trace: where a source node came from.
struct SourceLocation {
  std::string file;      ///< as printed: "/opt/.../torchvision/models/resnet.py"
  int line = 0;          ///< 1-based
  std::string function;  ///< "_forward_impl"
  std::string code;      ///< "x = self.maxpool(x)"

  /// "resnet.py:271" (the file's last path component and the line).
  std::string shortName() const;
  bool operator==(const SourceLocation& o) const { return file == o.file && line == o.line; }
};

struct SourceNode {
  std::string name;    ///< "relu", "_low_memory_max_pool_with_offsets"
  std::string type;    ///< "f32[2, 64, 112, 112]" ("" when not printed)
  /// The callee without namespace and overload: "torch.ops.aten.relu.default" ->
  /// "relu"; "getitem" for `x[0]`; "placeholder" for a graph input.
  std::string op;
  std::string target;              ///< the whole callee: "torch.ops.aten.relu.default"
  std::vector<std::string> inputs; ///< source nodes named in its arguments, in order
  int source = -1;                 ///< index into SourceGraph::sources, -1: no location
  int line = 0;                    ///< 1-based line in the file it was read from
};

struct SourceGraph {
  std::string path;
  std::vector<SourceNode> nodes;         ///< in topological order
  std::vector<SourceLocation> sources;   ///< distinct locations, in order
  int skippedLines = 0;                  ///< statements the reader did not understand

  /// The node named `name`, or nullptr.
  const SourceNode* find(std::string_view name) const;
  /// Position of `name` in `nodes`, or -1.
  int indexOf(std::string_view name) const;
  /// The location of `name`, or nullptr (unknown node or no location).
  const SourceLocation* sourceOf(std::string_view name) const;
  /// True when no node has a location (e.g. an nn.Sequential model's FX graph).
  bool hasSources() const { return !sources.empty(); }

  std::unordered_map<std::string, int> index;  ///< name -> position in `nodes`
};

}  // namespace fs::ir
