// Lowering: an ONNX model (OnnxModel.h) to the scheduler IR (ir::Graph), the way
// Inductor 2.11 lowers the ATen graph of the same model (torch/_inductor/lowering.py,
// ir.py, graph.py), so that the fusion engine sees what it would see in a dump.
//
// Contract: lowerOnnx(model, options) returns one graph ("inference") of scheduler
// nodes in topological order, numbered as Inductor numbers them (op0/buf0, op1/buf1 ...
// in the order buffers are realized), graph inputs named arg0_1, arg1_1 ... in input
// order (`inputNames` maps them back to the ONNX names), with the printed fields the
// engine reads: writes, unmet/met dependencies (extracted from the loop body as
// Inductor's dependencies.extract_read_writes does), outputs with layouts and users,
// group and sizes, the loop body.
// The rules, as Inductor applies them:
//  - pointwise ops are not computed where they appear: each value is a function of
//    its index (Inductor's inner_fn) that its consumers inline; a value becomes a
//    buffer (is realized) when it is a graph output, an input of an extern kernel,
//    used by more than one node while it reads more than `realize_reads_threshold` (4)
//    buffers or has more than `realize_opcount_threshold` (30) ops, or when it reads
//    more than `realize_acc_reads_threshold` (8) buffers (graph.py, ir.StorageBox);
//  - reductions are realized where they appear (lowering.make_reduction); on CUDA one
//    with few outputs and many elements is split in two layers (ir.Reduction.num_splits
//    and create_multilayer, with an H200's 132 SMs: inner or outer by the strides of the
//    reads, [*kept, split] partial results, the last chunk masked with the reduction's
//    identity when the split does not divide, then a reduction over the split; a Welford
//    reduction as three partials and a welford_combine); the C++ backend never splits;
//    ReduceMean is a sum and a division, Softmax is max, exp(x - max), sum and a division (the
//    aten._softmax decomposition), GlobalAveragePool a mean over the spatial dims;
//  - views (Transpose, Reshape, Flatten, Unsqueeze, Squeeze, Identity, Split, Slice,
//    Expand) of a buffer are strided views of it where the memory allows (aten's view
//    rule), else re-indexings of its loads; of an unrealized value, a re-indexing of
//    its function (Reshape as View.dynamic_reshape_indexer) that remembers the value
//    beneath: when an extern kernel needs the view, that value is realized and the view
//    becomes a strided view of its buffer, or a copy when it is none (BaseView.realize,
//    convert_to_reinterpret_view, copy_input); broadcasting is re-indexing;
//  - constants: all elements equal: ops.constant; an arange (start + step * index
//    along one dim): ops.index_expr; any other a graph constant buffer
//    `_tensor_constantN` (its values in Lowered::constants). The exporter's shape
//    arithmetic (Shape, Size, ConstantOfShape, Equal, Where, Concat, Gather, Slice,
//    Range ... of tensors of known values, at most 64 elements) is folded; where shape
//    inference leaves a dimension unknown, Expand's and elementwise ops' shapes are
//    computed from their inputs;
//  - Gather (Inductor's embedding / index_select): the index loaded in the same body
//    becomes self.set_indirectN (ONNX's negative indices wrapped); an arange index
//    indexes directly, with ops.check_bounds; Concat as Inductor's cat chooses per
//    device: pointwise_cat (masked loads joined by ops.where) or a ConcatKernel whose
//    inputs compute their slices (NonOwningLayout; ir::Graph::aliasViews);
//  - MatMul as aten.matmul decomposes (ATen's _matmul_impl): a vector operand is a
//    one-row or one-column matrix; a rank-2 second operand folds the first's batch dims
//    into the rows of one extern_kernels.mm; otherwise the batch dims broadcast (stride-0
//    views) into one bmm over [B, M, K] x [B, K, N], each operand a view or, when its
//    dims do not merge, a contiguous copy; Gemm
//    (mm, with its bias and scales left to the consumer when every consumer is
//    pointwise, as Inductor does for addmm followed by pointwise ops, else addmm) and
//    Conv (extern_kernels.convolution) are extern kernel nodes over realized inputs,
//    each with its typed call in ir::Graph::externOps (a Conv with asymmetric padding
//    has none: a located warning, and it cannot run);
//  - layout optimization (graph.py decide_layout_opt): with a convolution, always on the
//    CPU; on CUDA unless the graph has 300 nodes per convolution or more, or the
//    convolutions' FLOPs weighted by Inductor's channels-last multipliers exceed their
//    FLOPs. Then a 2-D convolution's input and weight are required channels-last
//    (an unrealized value realized so; a graph input, parameter or extern output not in
//    NHWC stride order, size-1 dims ignored, copied by a pointwise node) and its output
//    is channels-last. On CUDA a convolution's bias is peeled off into a pointwise add
//    (kernel/conv.py: cuDNN is slower with it);
//  - Gelu (exact and tanh), HardSigmoid/HardSwish (torch's alpha 1/6: aten's clamp
//    decompositions), Clip (clamp_min then clamp_max), InstanceNormalization (the
//    normalization over the spatial dims, per-channel scale and bias), DepthToSpace /
//    SpaceToDepth (view, permute, reshape), Resize nearest with asymmetric/floor
//    coordinates (upsample_nearestnd: float index times in/out, to int32, an indirect
//    index) and linear with half_pixel / align_corners coordinates (_upsample_linear:
//    the corners' indirect loads, interpolated dim by dim), AveragePool (2-D, windows
//    of at most 25 unrolled; padding and ceil_mode masked, divided as _avg_poolnd
//    counts), Pad (constant_pad_nd: masked loads), GatherND / GatherElements (indirect
//    indices), Tile (ModularIndexing), ReduceL2/L1/SumSquare, LeakyRelu, Softplus;
//    integer initializers of at most 64 elements and scalar ones (0-d or one element)
//    are constants; CumSum as Inductor's scan on CUDA (self.scan1, combine add) and
//    aten.cumsum (a FallbackKernel) on the CPU; Einsum of two operands as aten's
//    sumproduct_pair (permutes, reshapes, one bmm); Pad reflect/edge as the
//    _reflection_pad/_replication_pad decompositions (indirect indices); Resize cubic
//    (half_pixel, align_corners; no antialias) as upsample_bicubic2d's decomposition;
//  - attention as the exporter writes F.scaled_dot_product_attention (Attention.h) is
//    the one call aten's SDPA dispatch picks for it (chooseSdpaBackend): a
//    FallbackKernel (`torch.ops.aten._scaled_dot_product_efficient_attention.default`
//    ...) writing a tuple, and a MultiOutput node for its output [B, H, L, Ev] laid
//    out as [B, L, H, Ev]; its typed call in ir::Graph::externCalls (query, key, value,
//    the mask, scale) and the item in ir::Graph::tupleItems. Operands as
//    lowering.sdpa_constraint requires them (copied where a view is neither aligned to
//    8 elements on CUDA nor innermost in its last dim); the mask expanded to
//    [B, H, L, S] on CUDA, padded to aligned strides where it is not. Where the
//    dispatch picks the math form, or the call cannot be made, the ops are lowered one
//    by one (the latter with a located warning);
//  - BatchNormalization (inference) is its decomposition; LayerNormalization is
//    var_mean by a Welford reduction (mean and m2 nodes; the count's buffer is dead and
//    its number skipped, as in Inductor's dumps) and the normalization; under 8
//    elements (unroll_reductions_threshold) the two-step variance.
// Degrades, never aborts: an op it does not lower becomes an opaque extern node
// (`onnx.<Op>`) with the located reason in `ir::Graph::warnings` (and the node's
// opaqueReason), so the rest of the graph still lowers and fuses around it.
// The target device picks the backend's rules: "cuda" (Triton) or "cpu" (C++).
// Not yet as Inductor: a split's first layer is never split again, nor does a full
// reduction reuse an input reduction's ranges (num_splits' -1); max-pool windows over
// 25 elements (opaque),
// online softmax, a ConcatKernel taking over an input already realized (it is copied
// into its slice), symbolic sizes kept symbolic (a dim_param must be bound when the
// model is loaded: loadOnnxModel's dims), Slice/Split bounds computed at run time.
// Throws fs::InputError, and only it (std::bad_alloc aside), when the model cannot be
// lowered: a value the lowering needs has no inferred shape, an opaque node's output
// has no shape that a buffer can hold, or any other failure, said with the model's path.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/frontends/onnx/OnnxModel.h"
#include "core/ir/Graph.h"

namespace fs::onnx {

struct LowerOptions {
  std::string device = "cuda";  ///< "cuda" or "cpu"
};

struct Lowered {
  ir::Graph graph;
  std::map<std::string, std::string> inputNames;  ///< "arg0_1" -> the ONNX input's name
  /// The graph's outputs in order: (buffer, ONNX output name). Each is a buffer of
  /// its own in contiguous layout (an output that would be a view of another buffer,
  /// or an input itself, is copied, as Inductor copies such outputs).
  std::vector<std::pair<std::string, std::string>> outputNames;
  /// Scheduler node -> the ONNX nodes (indices) whose computation it holds.
  std::map<std::string, std::vector<int>> origins;
  /// Graph constant buffers (`_tensor_constantN`) whose values the model holds (a
  /// Constant node's tensor, a folded result): buffer -> values in row-major order.
  /// Initializers are constant buffers too, without values here.
  std::map<std::string, std::vector<double>> constants;
};

Lowered lowerOnnx(const Model& model, const LowerOptions& options = {});

}  // namespace fs::onnx
