// ExternCalls: the arguments of Inductor's extern kernel calls, read from
// output_code.py, which the IR dumps do not carry (ir_pre_fusion.txt only says
// `op2.node.kernel = extern_kernels.convolution`).
//
// Contract: parseExternCalls() scans the `call()` function of an output_code.py for
//   - extern calls: `buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), ...)`,
//     `extern_kernels.mm(reinterpret_tensor(buf5, (256, 768), (768, 1), 0), arg3_1, out=buf6)`,
//     `buf10 = torch.ops.aten._scaled_dot_product_efficient_attention.default(...)`,
//     `aten.randint.low_out(-9223372036854775808, 9223372036854775807, [5], out=buf0)`;
//   - tuple selections of fallback kernels: `buf11 = buf10[0]` (MultiOutput), and
//     `buf28 = buf27` after `buf27 = torch.ops.aten.histc.default(...)`: a fallback
//     kernel that returns one tensor, taken as item 0;
//   - input layouts: `assert_size_stride(primals_1, (64, 3, 7, 7), (147, 1, 21, 3))`;
//   - alias views: `buf7 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 128)  # alias`,
//     where a ConcatKernel's input (NonOwningLayout, `buf7.aliases = ['buf16']`) writes
//     its slice of the concatenation's storage. The IR dumps print that slice's sizes
//     and strides but not its offset, nor the inputs' order along the axis.
// Each call is keyed by the buffer it defines (the left-hand side, or `out=`).
// Arguments keep their Python spelling here; tensorArg() reads a buffer name or a
// `reinterpret_tensor(name, sizes, strides, offset)` view. attachExternCalls() then
// decodes them once into the graph's frontend-neutral form (ir/ExternOp.h): the
// typed GEMM and convolution calls (ExternOp), every other call by its ATen schema's
// argument names (ExternCall), tuple items, input layouts and alias views, so that
// no layer above this frontend reads Python spelling.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/ExternOp.h"
#include "core/ir/Graph.h"

namespace fs::inductor {

/// A tensor argument: a whole buffer, or a strided view of it (sizes/strides in elements).
using TensorArg = ir::TensorRef;

struct ExternCall {
  std::string kernel;                         ///< "extern_kernels.mm", "torch.ops.aten.convolution_backward.default"
  std::string result;                         ///< buffer the call defines (lhs or out=)
  std::vector<std::string> args;              ///< positional arguments, Python spelling
  std::map<std::string, std::string> kwargs;  ///< keyword arguments (without out=)
  int line = 0;                               ///< 1-based line in output_code.py
  /// What Python would not read in the call ("keyword 'k' is given twice", "an empty
  /// argument", "a positional argument follows a keyword argument"), "" when none:
  /// argumentProblem says it first.
  std::string malformed;
};

struct ExternCalls {
  std::string sourcePath;
  std::map<std::string, ExternCall> byResult;                       ///< by defined buffer
  std::map<std::string, std::pair<std::string, int>> tupleItems;    ///< buf11 -> (buf10, 0)
  std::map<std::string, std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> inputLayouts;
  /// assert_size_stride lines whose sizes or strides are not integers (dynamic shapes:
  /// `(s77, 3, s53, s53)`), as written: name -> (sizes text, strides text).
  std::map<std::string, std::pair<std::string, std::string>> symbolicInputLayouts;
  /// The example inputs (get_args(), or benchmark_compiled_module() before 2.11):
  /// `arg0_1 = rand_strided((0, 5), (5, 1), device='cuda:0', dtype=torch.float32)`,
  /// integer sizes and strides only: name -> layout, and its element type.
  std::map<std::string, std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> exampleLayouts;
  std::map<std::string, ir::DType> exampleDTypes;
  /// `bufX = reinterpret_tensor(bufY, sizes, strides, offset)  # alias`: bufX -> its view
  /// of bufY's storage (elements). Views with size symbols are kept as text in
  /// `symbolicAliasViews` until bindSizeSymbols gives them values.
  std::map<std::string, TensorArg> aliasViews;
  std::map<std::string, std::string> symbolicAliasViews;
  std::map<std::string, int> aliasLines;  ///< bufX -> its `# alias` line (1-based), for warnings
  /// Lines that call a library kernel but do not read as a call (unbalanced brackets),
  /// located: (line, what); attachExternCalls makes them the graph's warnings.
  std::vector<std::pair<int, std::string>> unreadCalls;
  /// Calls of an in-place ATen op that define no buffer (`aten.scatter_reduce_.two(buf0,
  /// 1, ...)`: the op's name ends with `_`, its first argument is what it updates), in
  /// order. attachExternCalls gives each to the node whose output mutates that buffer
  /// (a fallback kernel's NoneLayout output with `.mutations = ['buf0']`), in node order.
  std::vector<ExternCall> inPlaceCalls;
};

/// Replaces every integer expression over size symbols in a Python argument text by
/// its value under `hints` ("reinterpret_tensor(buf1, (s10*s21, 256), (256, 1), 0)"
/// -> "reinterpret_tensor(buf1, (512, 256), (256, 1), 0)"), descending into tuples,
/// lists and calls; pieces that do not parse, or name a symbol without a value, stay.
std::string bindSizeSymbols(const std::string& text, const std::map<std::string, std::int64_t>& hints);
/// Binds the size symbols of every call's arguments and the symbolic input layouts.
void bindSizeSymbols(ExternCalls& calls, const std::map<std::string, std::int64_t>& hints);

ExternCalls parseExternCalls(std::string_view text, const std::string& file);
/// Reads output_code.py; an empty value (no calls) when the file does not exist.
ExternCalls readExternCalls(const std::string& path);

/// The typed form of a call (ir/ExternOp.h) for the kernels it has one for: mm, addmm,
/// bmm, baddbmm (alpha/beta keywords), convolution (stride, padding, dilation, groups,
/// bias, by keyword or by position: input, weight, bias, stride, padding, dilation,
/// transposed, output_padding, groups). std::nullopt for other kernels, a transposed
/// convolution, or arguments that do not read (`why` says which).
std::optional<ir::ExternOp> decodeExternOp(const ExternCall& call, std::string* why = nullptr);
/// Why torch would refuse `call` as written, "" when it would not or when its operator
/// has no schema here: more positional arguments than the schema has before its
/// keyword-only ones, a keyword the schema lacks, an argument given by position and by
/// keyword (native_functions.yaml's signatures; Python's argument binding).
std::string argumentProblem(const ExternCall& call);

/// The call's arguments by its ATen schema's names, each typed (ir/ExternOp.h): the
/// schemas of the fallback kernels Inductor's wrapper calls (convolution_backward, the
/// scaled-dot-product attention forms and the efficient form's backward, topk, histc,
/// avg_pool2d/3d, randint, _grouped_mm, transformers.grouped_mm_fallback; native_functions.yaml). An
/// op without a schema here keeps its positional arguments as "arg0", "arg1", ... and
/// its keywords by name. Integer expressions over size symbols must be bound first
/// (bindSizeSymbols); one left unbound stays Text. A call torch would refuse
/// (argumentProblem) keeps why in its `note`, with its file and line.
ir::ExternCall decodeExternCall(const ExternCall& call, const std::string& file);

/// Puts what output_code.py says about `graph`'s library calls into the graph, in
/// the engine's form: binds size symbols to `graph.sizeSymbols`' values; every call
/// with a typed form (decodeExternOp) into `externOps` (what the frontend already put
/// there wins), every other call into `externCalls` (decodeExternCall; an mm or
/// convolution that has no typed form keeps why in its `note`); `tupleItems`;
/// `inputLayouts`; the wrapper's alias views into `aliasViews`; each unread call line
/// into `warnings` (located: the node whose call it was then cannot run).
void attachExternCalls(ExternCalls calls, ir::Graph& graph);

/// Parses a tensor argument; std::nullopt when `text` is not a name or reinterpret_tensor(...).
std::optional<TensorArg> tensorArg(const std::string& text);

}  // namespace fs::inductor
