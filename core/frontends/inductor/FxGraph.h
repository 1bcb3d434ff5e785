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

#include "core/ir/SourceGraph.h"

namespace fs::inductor {

// The FX graph is the Inductor frontend's source graph (ir/SourceGraph.h).
using SourceLocation = ir::SourceLocation;
using FxNode = ir::SourceNode;
using FxGraph = ir::SourceGraph;

/// Parses the text of an fx_graph_readable.py (`file` names it in `path`). Never throws.
FxGraph parseFxGraph(std::string_view text, const std::string& file);

/// Reads `path`; throws fs::InputError only when the file cannot be read.
FxGraph readFxGraph(const std::string& path);

}  // namespace fs::inductor
