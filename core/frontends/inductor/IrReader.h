// IrReader: reads Inductor's ir_pre_fusion.txt / ir_post_fusion.txt into the IR.
//
// Contract: accepts the forms PyTorch releases print (2.x `opN` names with an
// `outputs` block; older `bufN` names with `users` lines and fused children
// indented under `snodes[i] =`; CPU tuple groups; wrapped dependency lists;
// StarDep/WeakDep; MultiOutputLayout/MutationLayoutSHOULDREMOVE). Anything
// else throws fs::InputError naming the file, the line and what was expected.
// The whole text is validated before a Graph is returned: no partial graphs.
#pragma once

#include <string>
#include <string_view>

#include "core/ir/Graph.h"

namespace fs::inductor {

/// Parses the text of one ir_*_fusion.txt. `file` names it in errors.
/// Throws fs::InputError.
ir::Graph parseIrText(std::string_view text, const std::string& file);
/// Reads and parses a file. Throws fs::InputError (also when unreadable).
ir::Graph readIrFile(const std::string& path);

}  // namespace fs::inductor
