// ScanCombine: the combine functions of scans, read from output_code.py.
//
// A scan node's loop body calls `self.scanN((dtypes...), (values...))` (Inductor's
// ir.Scan: cumsum, cumprod, logcumsumexp, associative_scan ...), and
// ir_pre_fusion.txt does not print the function it combines with. output_code.py
// does: the node's Triton kernel defines it as a helper and passes it to
// `tl.associative_scan((values...), axis, _triton_helper_fn_NAME)`:
//
//     @triton.jit
//     def _triton_helper_fn_add0(arg0_0, arg1_0):
//         tmp0 = arg0_0 + arg1_0
//         return tmp0
//
// Contract: parseTritonCombineFn reads one such helper into an ir::CombineFn whose
// block holds ordinary loop-body Ops (add, minimum, where, to_dtype, ...; the Triton
// spellings of Inductor's TritonOverrides: `a + b`, `triton_helpers.maximum(a, b)`,
// `libdevice.exp(a)`, `tl.where(c, a, b)`, `x.to(tl.int1)`, `~x`), so the interpreter
// and the code generators evaluate it with the same op catalogue as loop bodies.
// attachScanCombineFns matches, per kernel launch, the kernel's associative_scan
// calls in source order with the scans of the launch's nodes in node order (each
// node's scanN in body order), which is the order Inductor generates them in.
// Scans it cannot match keep no combine function: codegen::unsupportedReason then
// names them. Never throws; a helper it cannot read becomes a located warning.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/frontends/inductor/OutputCode.h"
#include "core/ir/Graph.h"

namespace fs::inductor {

/// The helper `def <helper>(...)` in a kernel's `source` as a combine function
/// (submodule left empty). nullopt and `why` set when the helper is absent or uses
/// a construct outside the subset above.
std::optional<ir::CombineFn> parseTritonCombineFn(std::string_view source, std::string_view helper, std::string& why);

/// Fills `combineFns` of the loop bodies of `graph` (pre- or post-fusion; fused
/// nodes' children too) from the kernels of `code`. Returns the number of scans given
/// a combine function; appends a warning to graph.warnings per helper not understood.
int attachScanCombineFns(const OutputCode& code, ir::Graph& graph);

}  // namespace fs::inductor
