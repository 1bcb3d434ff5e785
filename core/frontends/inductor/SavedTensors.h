// SavedTensors: which inputs of a backward graph are values its forward graph computed.
//
// AOTAutograd compiles a training step into a forward and a backward graph. The
// forward's wrapper `call()` (output_code.py) returns the model's outputs and then
// the tensors (and size symbols) the backward needs; the backward's `call()` unpacks
// exactly those saved values first, then the gradients of the outputs (`tangents_N`).
// The forward returns `*fw_outs, *saved_tensors, *saved_symints`; the backward unpacks
// `*saved_symints, *saved_tensors, *tangents` (torch/_functorch/_aot_autograd,
// CompiledFunction.backward). The size symbols are the forward's trailing returns that
// are symbols (`s70`); they feed nothing (the backward binds its own symbols), and each
// saved tensor is linked by its position. A model input returned as itself must keep
// its name (`primals_3` on both sides): a pair where it does not is not linked (a note).
//
// Contract: linkSavedTensors() fills ir::ProgramGraph::feeds of each backward graph
// whose forward is in the same program: the pair is the same `model__N` (PyTorch's
// layout) or, without graph ids (the fixtures' `forward/`, `backward/`), the i-th
// forward with the i-th backward. A returned value is a buffer or input of the
// forward (`buf3`, `primals_6`) or a view of one (`reinterpret_tensor(buf28, (64, ),
// (1, ), 0)`, sizes and strides evaluated with the forward's size symbols); size
// symbols and `None` feed nothing (the backward binds its own symbols). A pair whose
// counts do not fit (more saved inputs than returned values), or a graph without
// output_code.py, gets no feeds and a note. Never throws.
#pragma once

#include <string>
#include <vector>

#include "core/ir/Program.h"

namespace fs::inductor {

/// One returned entry of a wrapper's call() (WrapperCall::returns) as a feed from
/// `graph`: a buffer name or reinterpret_tensor(...) view; nullopt for anything else
/// (a size symbol, None, an expression). `symbols` evaluate symbolic view sizes.
std::optional<ir::GraphFeed> feedOfReturn(const std::string& entry, const std::string& graph,
                                          const std::vector<ir::SizeSymbol>& symbols);

/// Fills the backward graphs' feeds (see above); appends a note to `notes` for each
/// backward graph whose inputs could not be linked (and why).
void linkSavedTensors(ir::Program& program, std::vector<std::string>& notes);

}  // namespace fs::inductor
