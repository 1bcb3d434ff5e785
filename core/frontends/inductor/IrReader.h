// IrReader: reads Inductor's ir_pre_fusion.txt / ir_post_fusion.txt into the IR.
//
// Contract: accepts the forms PyTorch releases print (2.x `opN` names with an
// `outputs` block; older `bufN` names with `users` lines and fused children
// indented under `snodes[i] =`; CPU tuple groups; wrapped dependency lists;
// StarDep/WeakDep with store modes (`atomic_add`); buffer aliases and mutations;
// NonOwningLayout/MultiOutputLayout/MutationLayoutSHOULDREMOVE; loop-body
// submodule calls (scans) and dtype tuples (sort); dynamic shapes: sizes,
// strides, var ranges, group numels and indices over size symbols (`s77`,
// `(((s53 - 1)//2)) + 1`, `x**2`, Abs ...).
//
// Size symbols get their values (hints) from `sizeSymbols` (output_code.py's
// example inputs, or the user); a symbol not there gets Inductor's fallback hint
// (8192) and a warning. Every integer field holds the value; the symbolic form is
// kept beside it (Layout::symSize ...) and printed back as the dump spelled it.
//
// Degrade, never abort: a construct the reader does not know (a field, node kind,
// dependency kind, index function or loop-body statement of a newer PyTorch)
// makes its node opaque (Node::opaqueReason, and a located warning in
// Graph::warnings); the node keeps what could be read and the rest of the graph
// loads. A text that is garbled (a syntax error) or truncated (a node without its
// fields) throws fs::InputError naming the file, the line and what was expected:
// no partial graphs. What Inductor itself leaves behind is not an error: an empty
// file is a graph with no scheduler nodes, and a users entry naming a node its
// dead_node_elimination removed (left in a users list shared with an alias or a
// mutation) stays in the list with a located note
// (Graph::notes, where fields a release prints that fusion does not use go too).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/ir/Graph.h"

namespace fs::inductor {

/// Parses the text of one ir_*_fusion.txt. `file` names it in errors.
/// Throws fs::InputError.
ir::Graph parseIrText(std::string_view text, const std::string& file,
                      const std::vector<ir::SizeSymbol>& sizeSymbols = {});
/// Reads and parses a file. Throws fs::InputError (also when unreadable).
ir::Graph readIrFile(const std::string& path, const std::vector<ir::SizeSymbol>& sizeSymbols = {});

}  // namespace fs::inductor
