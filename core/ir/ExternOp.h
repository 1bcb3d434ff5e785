// ExternOp: a library call of the program with typed arguments (the extern kernels
// of Inductor's ExternKernelSchedulerNodes: a GEMM from cuBLAS / OpenBLAS, a
// convolution from cuDNN / im2col), frontend-neutral. The runtimes run these; no
// runtime decodes a frontend's own spelling of them.
//
// Contract: a frontend fills ir::Graph::externOps, keyed by the buffer the call
// writes: the ONNX lowering from MatMul / Gemm / Conv; the Inductor frontend decodes
// output_code.py's wrapper calls (`extern_kernels.mm(buf0, arg1_1, out=buf1)`) into
// the same form (codegen::decodeExternOp). Shapes are PyTorch's for the same call:
//   Mm       out[M, N]    = a[M, K] @ b[K, N]                     inputs (a, b)
//   Addmm    out[M, N]    = beta * bias + alpha * a @ b            inputs (bias, a, b); bias
//                                                                  [N], [1|M, N] broadcast
//   Bmm      out[B, M, N] = a[B, M, K] @ b[B, K, N]               inputs (a, b)
//   Baddbmm  out[B, M, N] = beta * bias + alpha * a @ b            inputs (bias, a, b)
//   Convolution out[N, O, H', W'] = conv(x[N, C, H, W], w[O, C/groups, KH, KW]) + bias[O]
//            (1-D: [N, C, L]); inputs (x, w), `bias` optional; stride, padding (the
//            same both sides, per spatial dim), dilation per spatial dim (one value
//            for all dims allowed); not transposed.
// Tensor operands are buffers or strided views of them (sizes, strides in elements).
//
// ExternCall: any other library call (a fallback kernel: attention, convolution
// backward, topk, histc, grouped matmul, randint ...), as the ATen operator it calls
// and its arguments by the names of that operator's schema (native_functions.yaml),
// each typed. A frontend decodes its own spelling once (the Inductor frontend: the
// positional and keyword arguments of output_code.py's calls, ExternCalls.h); the
// runtimes read arguments by name (`c.real("dropout_p", 0)`), never by position or
// from text. An argument the call leaves out is absent: the accessor's default is the
// schema's. A tuple-returning op's items are Graph::tupleItems.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fs::ir {

/// A tensor argument: a whole buffer (its own layout), or a strided view of it.
struct TensorRef {
  std::string buffer;
  bool isView = false;
  std::vector<std::int64_t> sizes, strides;  ///< when isView
  std::int64_t offset = 0;
  bool operator==(const TensorRef&) const = default;
};

enum class ExternKind : std::uint8_t { Mm, Addmm, Bmm, Baddbmm, Convolution };

struct ExternOp {
  ExternKind kind = ExternKind::Mm;
  std::string result;              ///< the buffer it writes
  std::vector<TensorRef> inputs;   ///< in the order of the table above
  std::optional<TensorRef> bias;   ///< a convolution's
  double alpha = 1, beta = 1;      ///< addmm / baddbmm
  std::vector<std::int64_t> stride, padding, dilation;  ///< convolution, per spatial dim
  std::int64_t groups = 1;
  /// convolution: ConvTranspose (aten.convolution's transposed=True), whose weight is
  /// (C_in, C_out / groups, k...); output_padding only lengthens the result, whose sizes
  /// the graph gives
  bool transposed = false;
  std::vector<std::int64_t> outputPadding;
  std::string file;  ///< where the frontend read it, for messages ("output_code.py"; "" when made)
  int line = 0;      ///< 1-based line there, 0 when none
  bool operator==(const ExternOp&) const = default;

  /// "extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), groups=1)":
  /// the call with its operands (a view as reinterpret_tensor(buf, sizes, strides, offset)).
  std::string spelled() const;

  /// Inductor's name of the call ("extern_kernels.mm", "extern_kernels.convolution").
  std::string kernelName() const;
  /// The buffers it reads and writes (operands, bias, result), without repeats.
  std::vector<std::string> buffers() const;
};

/// One argument of an ExternCall, typed. `text` keeps the frontend's spelling, for messages
/// and for what no other kind fits (Text: a dtype, a device, a string).
struct ExternArg {
  enum class Kind : std::uint8_t { None, Bool, Int, Real, Ints, Tensor, Tensors, Text };
  Kind kind = Kind::None;
  bool flag = false;
  std::int64_t integer = 0;
  double real = 0;
  std::vector<std::int64_t> ints;  ///< Ints (also a list of bools, as 0/1)
  std::vector<TensorRef> tensors;  ///< Tensor: one; Tensors: a list
  std::string text;
  bool operator==(const ExternArg&) const = default;
};

struct ExternCall {
  /// The operator, namespace-qualified as ATen names it, without overload:
  /// "aten.topk", "aten._scaled_dot_product_efficient_attention", "aten.randint",
  /// "transformers.grouped_mm_fallback".
  std::string op;
  std::string result;  ///< the buffer it writes (a tuple buffer when it returns several)
  std::vector<std::pair<std::string, ExternArg>> args;  ///< by schema name, in schema order
  std::string file;    ///< where the frontend read it, for messages ("output_code.py")
  int line = 0;        ///< 1-based line there, 0 when none
  /// Why the call does not run, located, "" when nothing is known against it: a call of
  /// a kind that has a typed form (mm, convolution) that did not get it ("... no typed
  /// form ..."), or a call torch would refuse as written (an argument too many, a keyword
  /// its schema lacks: the Inductor frontend's argumentProblem). The runtimes refuse it.
  std::string note;
  bool operator==(const ExternCall&) const = default;

  /// The argument `name`, or nullptr when the call leaves it out.
  const ExternArg* arg(std::string_view name) const;
  /// Typed reads of argument `name`. An absent argument, or None, gives `dflt` (the
  /// schema's default); an argument of another kind throws std::runtime_error naming
  /// the op and the argument, located. integer() accepts an Int only (a Python int within
  /// int64, as torch: never a float, even 2.0); real() an Int; flag() an Int.
  std::optional<TensorRef> tensor(std::string_view name) const;  ///< nullopt: absent or None
  TensorRef requiredTensor(std::string_view name) const;          ///< throws when absent or None
  double real(std::string_view name, double dflt) const;
  std::int64_t integer(std::string_view name, std::int64_t dflt) const;
  bool flag(std::string_view name, bool dflt) const;
  std::vector<std::int64_t> ints(std::string_view name) const;    ///< throws when absent
  /// The buffers its tensor arguments name, then `result`, without repeats.
  std::vector<std::string> buffers() const;
  /// "aten.topk(self=buf0, k=5, dim=-1)" with each argument as the frontend spelled it.
  std::string spelled() const;
  /// " (output_code.py:1926)": where the frontend read it, for messages; "" when unknown.
  std::string where() const;
};

}  // namespace fs::ir
