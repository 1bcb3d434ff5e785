// OutputCode: the generated kernels of Inductor's output_code.py and the
// scheduler nodes each came from.
//
// Contract: finds each kernel definition, `NAME = async_compile.<method>(...)`
// with its source in triple quotes (Triton `async_compile.triton('name', '''...''')`,
// C++ `async_compile.cpp_pybinding([...], r'''...''')` or older `async_compile.cpp`;
// other methods are kept with the method as backend), its name, its source text,
// and the comment block just above it: "# kernel path:", "# Topologically Sorted
// Source Nodes: [...], Original ATen: [...]" (also "Unsorted Source Nodes" and the
// older "Source Nodes"), "# Source node to ATen node mapping:". C++ kernels carry no
// such block; their origins come from the same comment above the call in the
// wrapper, when there is one. Extern calls (extern_kernels.convolution ...) are
// not kernels here.
//
// Which scheduler nodes (opN) a kernel came from: output_code.py never prints
// the node names. It does say which buffers each kernel writes: the wrapper
// launches `NAME.run(arg1_1, buf0, ...)` / `NAME(buf3, ..., buf4)`, and the kernel's
// parameters name their role (`out_ptrN`, `in_out_ptrN`, `in_ptrN`, plus the
// Triton `mutated_arg_names`). parseOutputCode fills `writes` / `reads` from
// that; assignKernelNodes then maps each written buffer to the node that
// defines (or mutates) it in ir_pre_fusion.txt, and that node to its group in
// ir_post_fusion.txt, so a kernel of a FusedSchedulerNode lists all its nodes
// (also the ones whose buffers were never stored), and a C++ kernel that covers
// several scheduled nodes lists each.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ir/Reference.h"

namespace fs::inductor {

// The kernels, the wrapper's call and the file as a whole are the engine's neutral
// form of generated code (ir/Reference.h).
using ir::GeneratedKernel;
using ir::KernelLaunch;
using ir::OutputCode;
using ir::WrapperCall;

/// The wrapper's call() of an output_code.py text (see WrapperCall). Never throws.
WrapperCall wrapperCall(std::string_view text);

/// Parses the text of an output_code.py. `file` names it in errors. Throws
/// fs::InputError (file, line, what was expected) for a kernel definition whose
/// source is not quoted or not closed.
OutputCode parseOutputCode(std::string_view text, const std::string& file);
/// Reads and parses a file. Throws fs::InputError (also when unreadable).
OutputCode readOutputCode(const std::string& path);

/// The example value of each size symbol of a dynamic-shape graph, from its
/// output_code.py: the wrapper's `call()` binds symbols to its integer arguments
/// (`s77 = arg1_1`), and `get_args()` gives those arguments' example values
/// (`arg1_1 = 2`), the inputs Inductor compiled with (source "get_args"). Symbols
/// bound to no integer argument are left out. Never throws.
std::vector<ir::SizeSymbol> exampleSizeSymbols(std::string_view text);

/// Fills each launch's and kernel's `nodes` (when empty) from the `writes`: a written buffer
/// names the pre-fusion node whose outputs (or, failing that, mutations or
/// writes) hold it; with `postFusion`, that node stands for every node of its
/// post-fusion group. Nodes are listed in pre-fusion order. Buffers that no node
/// defines (graph inputs not mutated by a node) are skipped. Never throws.
void assignKernelNodes(OutputCode& code, const ir::Graph& preFusion, const ir::Graph* postFusion);

}  // namespace fs::inductor
