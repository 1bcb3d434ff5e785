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
#pragma once

#include <cstdint>
#include <optional>
#include <string>
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
  bool operator==(const ExternOp&) const = default;

  /// Inductor's name of the call ("extern_kernels.mm", "extern_kernels.convolution").
  std::string kernelName() const;
  /// The buffers it reads and writes (operands, bias, result), without repeats.
  std::vector<std::string> buffers() const;
};

}  // namespace fs::ir
