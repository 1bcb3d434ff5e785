// FxGraph: the post-grad FX graph that Inductor lowered, as fx_graph_readable.py
// prints it, with each FX node's line of the user's (or library's) source.
//
// Contract: fx_graph_readable.py is the `print_readable()` text of a GraphModule:
// `class <lambda>(torch.nn.Module):` / `class GraphModule(...)`, `def forward(...)`,
// then one statement per FX node,
//     `relu: "f32[2, 64, 112, 112]" = torch.ops.aten.relu.default(add_1);  add_1 = None`
// (a node without a tensor type, like a tuple-valued op, has no `: "..."`), each
// group of nodes with one stack trace preceded by its last frame,
//     `# File: /.../resnet.py:271 in _forward_impl, code: x = self.maxpool(x)`,
// or by `# No stacktrace found for following nodes`. Dynamo keeps only frames
// outside torch's own files, so a model built of nn.Sequential has none.
// parseFxGraph reads every such statement (the inputs of `def forward` too, as
// placeholders) and never throws: a line it does not understand is skipped and
// counted in `skippedLines` (the graph serves only to name sources and ops; no
// fusion decision depends on it).
// The source of the rule: torch/fx/graph.py (`python_code(verbose=True)`, which
// emits the `# File:` comments) and torch/_inductor/debug.py (which writes the file).
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fs::inductor {

/// One frame of a stack trace: where an FX node came from.
struct SourceLocation {
  std::string file;      ///< as printed: "/opt/.../torchvision/models/resnet.py"
  int line = 0;          ///< 1-based
  std::string function;  ///< "_forward_impl"
  std::string code;      ///< "x = self.maxpool(x)"

  /// "resnet.py:271" (the file's last path component and the line).
  std::string shortName() const;
  bool operator==(const SourceLocation& o) const { return file == o.file && line == o.line; }
};

struct FxNode {
  std::string name;    ///< "relu", "_low_memory_max_pool_with_offsets"
  std::string type;    ///< "f32[2, 64, 112, 112]" ("" when not printed)
  /// The callee as printed, without the namespace and overload:
  /// "torch.ops.aten.relu.default" -> "relu",
  /// "torch.ops.prims._low_memory_max_pool_with_offsets.default" ->
  /// "_low_memory_max_pool_with_offsets"; "getitem" for `x[0]`; "placeholder"
  /// for an input of forward().
  std::string op;
  std::string target;              ///< the whole callee: "torch.ops.aten.relu.default"
  std::vector<std::string> inputs; ///< FX nodes named in its arguments, in order
  int source = -1;                 ///< index into FxGraph::sources, -1: no stack trace
  int line = 0;                    ///< 1-based line in fx_graph_readable.py
};

struct FxGraph {
  std::string path;
  std::vector<FxNode> nodes;             ///< in the file's (topological) order
  std::vector<SourceLocation> sources;   ///< distinct `# File:` comments, in order
  int skippedLines = 0;                  ///< statements not understood (see contract)

  /// The node named `name`, or nullptr.
  const FxNode* find(std::string_view name) const;
  /// Position of `name` in `nodes`, or -1.
  int indexOf(std::string_view name) const;
  /// The stack-trace frame of `name`, or nullptr (unknown node or no stack trace).
  const SourceLocation* sourceOf(std::string_view name) const;
  /// True when no node has a stack trace (e.g. an nn.Sequential model).
  bool hasSources() const { return !sources.empty(); }

  std::unordered_map<std::string, int> index;  ///< name -> position in `nodes`
};

/// Parses the text of an fx_graph_readable.py (`file` names it in `path`). Never throws.
FxGraph parseFxGraph(std::string_view text, const std::string& file);

/// Reads `path`; throws fs::InputError only when the file cannot be read.
FxGraph readFxGraph(const std::string& path);

}  // namespace fs::inductor
