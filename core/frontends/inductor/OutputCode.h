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

#include "core/ir/Graph.h"

namespace fs::inductor {

/// One call of a kernel in the wrapper's `call()`; a kernel is often launched
/// several times (same code for several groups of nodes, e.g. 53 times in
/// resnet50_train's forward graph).
struct KernelLaunch {
  int line = 0;                      ///< 1-based line of the call
  std::vector<std::string> writes;   ///< buffers passed to written params ("buf3", "primals_3")
  std::vector<std::string> reads;    ///< buffers passed to read params
  std::vector<std::string> nodes;    ///< scheduler nodes of this launch (see assignKernelNodes)
};

struct GeneratedKernel {
  std::string name;                  ///< "triton_poi_fused_relu_0", "cpp_fused_add_0"
  std::string backend;               ///< "triton" or "cpp" (else the async_compile method)
  std::string source;                ///< the kernel's source text (inside the quotes)
  std::vector<std::string> origins;  ///< FX node names from "Source Nodes: [...]"
  std::vector<std::string> aten;     ///< "Original ATen: [...]", e.g. "aten.relu"
  /// "# Source node to ATen node mapping:" lines, "input_3 => relu" -> {"input_3", {"relu"}}.
  std::vector<std::pair<std::string, std::vector<std::string>>> atenMapping;
  std::string kernelPath;            ///< "# kernel path: /tmp/torchinductor_.../x.py"
  /// Buffer parameters in order (in_ptr0, out_ptr0, in_out_ptr0, ...), from the
  /// Triton `def` or the C++ `kernel(...)` signature.
  std::vector<std::string> params;
  std::vector<KernelLaunch> launches;  ///< its calls in the wrapper, in order
  std::vector<std::string> writes;   ///< union of the launches' writes
  std::vector<std::string> reads;    ///< union of the launches' reads
  /// Scheduler nodes (opN) it was generated from: the union of its launches'
  /// nodes, in pre-fusion order (see assignKernelNodes).
  std::vector<std::string> nodes;
  int line = 0;                      ///< 1-based line of the definition
  int sourceLine = 0;                ///< 1-based line of the source's first line
};

/// The wrapper's `call(args)`: the graph's inputs as it unpacks them
/// (`primals_1, primals_2, tangents_1 = args`) and what it returns, each entry's text
/// as written (`buf3`, `primals_6`, `reinterpret_tensor(buf28, (64, ), (1, ), 0)`, `s0`,
/// `None`). AOTAutograd's forward returns the model's outputs, then the tensors (and
/// size symbols) its backward saves; the backward takes those saved values first,
/// then the outputs' gradients (`tangents_N`). Empty when the file has no `call`.
struct WrapperCall {
  std::vector<std::string> args;
  std::vector<std::string> returns;
  int argsLine = 0, returnLine = 0;  ///< 1-based lines of the unpacking and of the return
};
/// The wrapper's call() of an output_code.py text (see WrapperCall). Never throws.
WrapperCall wrapperCall(std::string_view text);

struct OutputCode {
  std::string sourcePath;
  std::vector<GeneratedKernel> kernels;
  WrapperCall call;  ///< the wrapper's call(args): inputs and returned values
  /// Dynamic shapes: the size symbols' example values (see exampleSizeSymbols).
  std::vector<ir::SizeSymbol> sizeSymbols;

  const GeneratedKernel* find(const std::string& kernelName) const;
};

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
