// Attention: scaled dot-product attention found in an ONNX graph, so that the lowering
// calls the fused attention kernel Inductor calls for the same model.
//
// A model that calls F.scaled_dot_product_attention keeps one aten call under
// torch.compile: aten's SDPA dispatch (select_sdp_backend) picks a fused kernel at trace
// time and Inductor makes it a FallbackKernel. torch.onnx.export (its dynamo exporter,
// onnxscript's torch_lib aten_scaled_dot_product_attention) instead writes the math
// form, which findAttention recognizes:
//
//   s  = MatMul(Mul(query, c1), Mul(keyT, c2))      c1, c2: scalar constants (sqrt(scale));
//                                                    neither Mul when the scale is 1 (the
//                                                    exporter's optimizer drops them): then
//                                                    only with the Where below
//   s' = Add(s, mask)                                optional; either operand order
//   p  = Softmax(s', axis=-1)
//   p' = Where(IsNaN(p), 0, p)                       optional (aten._safe_softmax: a
//                                                    fully masked row gives zeros)
//   out = MatMul(p', value)
//
// keyT is key [B, H, S, E] with its last two dims swapped: one Transpose, or the
// exporter's Reshape to [B*H, S, E], Transpose [0, 2, 1], Reshape to [B, H, E, S]
// (checked on the inferred shapes). In the latter the key is the first Reshape's input
// read as [B, H, S, E]: with grouped-query attention that input is the 5-D expand of
// the key's heads ([B, Hkv, H/Hkv, S, E]) and no ONNX value holds the 4-D key. Every intermediate has no reader outside the
// pattern and is no graph output. Query [B, H, L, E], key [B, H, S, E] and value
// [B, H, S, Ev] are rank 4 of one float type; scale = c1 * c2.
//
// Not matched (left to the op-by-op lowering, as Inductor's math backend decomposes it):
// a model's own attention written as matmul/softmax/matmul with the scale on one operand
// or after the MatMul
// (Inductor's fuse_attention patterns are not ported), ranks other than 4, dropout.
// A model that scales both q and k by constants itself (as Whisper does) matches too.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "core/frontends/onnx/OnnxModel.h"

namespace fs::onnx {

/// One attention call found in a graph.
struct AttentionMatch {
  int last = -1;             ///< index of the final MatMul: where the call is lowered
  std::set<int> nodes;       ///< every node the call replaces, `last` included
  std::string query, key, value;  ///< ONNX value names: [B, H, L, E], key (below), [B, H, S, Ev]
  /// The key's shape [B, H, S, E]; the value `key` has it, or (keyReshape >= 0) holds
  /// its elements in that order and is read through node `keyReshape`'s view.
  std::vector<std::int64_t> keyShape;
  int keyReshape = -1;
  std::string mask;          ///< the additive mask (broadcasts to [B, H, L, S]); "" when none
  int maskAdd = -1;          ///< the Add node of the mask (a copy of the mask is named after it)
  double scale = 0;          ///< c1 * c2
  std::string dtype;         ///< the float type of query, key and value ("float32" ...)
  std::int64_t headDim = 0, valueDim = 0, keyLen = 0;  ///< E, Ev, S
};

/// Every match in `m`, in node order; matches never share a node.
std::vector<AttentionMatch> findAttention(const Model& m);

/// The fused kernels of aten's SDPA dispatch.
enum class SdpaBackend { Math, Flash, Efficient, Cudnn, FlashCpu };

/// select_sdp_backend (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp and
/// sdp_utils_cpp.cpp) for a dense rank-4 call without dropout, as torch 2.11 (CUDA 13,
/// cuDNN 9.15+) picks it on an H200 (sm90): priority cuDNN, flash, efficient, math.
///   cuDNN:     float16/bfloat16, E and Ev multiples of 8 and at most 128 (or E 192,
///              Ev 128), a key length other than 1;
///   flash:     float16/bfloat16, no mask, E == Ev at most 256;
///   efficient: float32/16/bf16, E and Ev multiples of the GEMM alignment (4 for
///              float32, 8 for the half types; minimum_gemm_alignment on sm80+);
///   else math (no fused kernel: the decomposition is lowered op by op).
/// On the CPU: flash (_scaled_dot_product_flash_attention_for_cpu) for float32/64,
/// float16, bfloat16 with E == Ev; else math. `device` is "cuda" or "cpu".
SdpaBackend chooseSdpaBackend(const std::string& device, const std::string& dtype, std::int64_t headDim,
                              std::int64_t valueDim, std::int64_t keyLen, bool hasMask);

/// ATen's operator for a fused backend: "aten._scaled_dot_product_efficient_attention" ...;
/// "" for Math.
std::string sdpaOperator(SdpaBackend b);

}  // namespace fs::onnx
