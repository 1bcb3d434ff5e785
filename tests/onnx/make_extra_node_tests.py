#!/usr/bin/env python3
"""ONNX node tests for forms today's exporters write that ONNX's own node tests lack
(MatMul with broadcast ranks, Resize as torch exports interpolate(mode="nearest"), Pad,
ReduceL2/L1/SumSquare with initializer pads and axes, AveragePool with padding and ceil_mode),
in the layout of ONNX's test data (model.onnx, test_data_set_0/input_N.pb, output_N.pb),
IR 10 and opset 20 as torch.onnx.export (dynamo) writes them. The expected outputs come
from onnx's own reference implementation (onnx.reference.ReferenceEvaluator), never
from FusionScope. Run once with the onnx package (pip install onnx==1.19.1 numpy);
the files it writes are committed under tests/data/onnx/node-extra.
Usage: tests/onnx/make_extra_node_tests.py [OUT_DIR]"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnx.reference import ReferenceEvaluator

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "data", "onnx", "node-extra")
rng = np.random.default_rng(20261204)


def write(name, node, inputs, inits=(), opset=20):
    """One test: `node` (or a list of nodes, the last one's outputs the graph's) over
    graph inputs `inputs` (name -> array) and constant initializers `inits` (name ->
    array); outputs typed by shape inference."""
    nodes = node if isinstance(node, list) else [node]
    node = nodes[-1]
    g = helper.make_graph(
        nodes, name,
        [helper.make_tensor_value_info(k, helper.np_dtype_to_tensor_dtype(v.dtype), v.shape) for k, v in inputs.items()],
        [helper.make_tensor_value_info(o, TensorProto.UNDEFINED, None) for o in node.output],
        initializer=[numpy_helper.from_array(v, k) for k, v in dict(inits).items()])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)], producer_name="make_extra_node_tests")
    m.ir_version = 10
    m = onnx.shape_inference.infer_shapes(m, strict_mode=True)
    onnx.checker.check_model(m, full_check=True)
    outs = ReferenceEvaluator(m).run(None, inputs)
    d = os.path.join(OUT, name)
    os.makedirs(os.path.join(d, "test_data_set_0"), exist_ok=True)
    onnx.save(m, os.path.join(d, "model.onnx"))
    for i, (k, v) in enumerate(inputs.items()):
        with open(os.path.join(d, "test_data_set_0", f"input_{i}.pb"), "wb") as f:
            f.write(numpy_helper.from_array(v, k).SerializeToString())
    for i, (k, v) in enumerate(zip(node.output, outs)):
        with open(os.path.join(d, "test_data_set_0", f"output_{i}.pb"), "wb") as f:
            f.write(numpy_helper.from_array(np.asarray(v), k).SerializeToString())


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


# MatMul: aten.matmul's cases (a vector operand; a 2-D second operand folded; broadcast batch dims)
for name, sa, sb in [
    ("matmul_3d_2d", (2, 5, 4), (4, 3)),        # every Linear of a transformer export
    ("matmul_4d_2d", (2, 3, 5, 4), (4, 6)),
    ("matmul_2d_3d", (5, 4), (2, 4, 3)),
    ("matmul_4d_3d_bcast", (2, 3, 5, 4), (3, 4, 6)),
    ("matmul_4d_4d_bcast1", (2, 1, 5, 4), (1, 3, 4, 6)),
    ("matmul_1d_3d", (4,), (2, 4, 3)),
    ("matmul_3d_1d", (2, 5, 4), (4,)),
    ("matmul_1d_2d", (4,), (4, 3)),
]:
    write(f"test_fs_{name}", helper.make_node("MatMul", ["a", "b"], ["y"]), {"a": f32(*sa), "b": f32(*sb)})

# Resize as torch.onnx.export writes interpolate(mode="nearest"): asymmetric, floor,
# by scales (scale_factor) or by sizes (size=), 2-D and 1-D, up and down
nearest = dict(mode="nearest", coordinate_transformation_mode="asymmetric", nearest_mode="floor")
write("test_fs_resize_nearest_asymmetric_floor_scales_2x",
      helper.make_node("Resize", ["x", "", "scales"], ["y"], **nearest),
      {"x": f32(1, 3, 4, 5)}, {"scales": np.array([1, 1, 2, 2], np.float32)})
write("test_fs_resize_nearest_asymmetric_floor_sizes",
      helper.make_node("Resize", ["x", "", "", "sizes"], ["y"], **nearest),
      {"x": f32(2, 2, 4, 6)}, {"sizes": np.array([2, 2, 7, 9], np.int64)})
write("test_fs_resize_nearest_asymmetric_floor_down",
      helper.make_node("Resize", ["x", "", "", "sizes"], ["y"], **nearest),
      {"x": f32(1, 2, 8, 9)}, {"sizes": np.array([1, 2, 3, 4], np.int64)})
write("test_fs_resize_nearest_asymmetric_floor_1d",
      helper.make_node("Resize", ["x", "", "scales"], ["y"], **nearest),
      {"x": f32(2, 3, 5)}, {"scales": np.array([1, 1, 3], np.float32)})
# Resize as torch exports interpolate(mode="bilinear"/"linear"): half_pixel (align_corners=False),
# align_corners, up and down, scales or sizes
linear = dict(mode="linear", coordinate_transformation_mode="half_pixel")
write("test_fs_resize_linear_half_pixel_scales_2x", helper.make_node("Resize", ["x", "", "scales"], ["y"], **linear),
      {"x": f32(1, 2, 4, 5)}, {"scales": np.array([1, 1, 2, 2], np.float32)})
write("test_fs_resize_linear_half_pixel_sizes_down", helper.make_node("Resize", ["x", "", "", "sizes"], ["y"], **linear),
      {"x": f32(2, 3, 9, 7)}, {"sizes": np.array([2, 3, 4, 5], np.int64)})
write("test_fs_resize_linear_align_corners_sizes",
      helper.make_node("Resize", ["x", "", "", "sizes"], ["y"], mode="linear", coordinate_transformation_mode="align_corners"),
      {"x": f32(1, 2, 5, 4)}, {"sizes": np.array([1, 2, 8, 7], np.int64)})
write("test_fs_resize_linear_1d_scales", helper.make_node("Resize", ["x", "", "scales"], ["y"], **linear),
      {"x": f32(2, 3, 6)}, {"scales": np.array([1, 1, 2.5], np.float32)})

# Tile as torch exports Tensor.repeat (repeats an initializer); GatherElements as
# torch.gather exports, with negative indices
write("test_fs_tile_initializer_repeats", helper.make_node("Tile", ["x", "repeats"], ["y"]),
      {"x": f32(2, 1, 3)}, {"repeats": np.array([2, 4, 3], np.int64)})
write("test_fs_gather_elements_axis1_negative",
      helper.make_node("GatherElements", ["x", "i"], ["y"], axis=1),
      {"x": f32(3, 5, 2), "i": rng.integers(-5, 5, size=(3, 4, 2)).astype(np.int64)})

# Pad as torch exports F.pad / constant_pad_nd: pads (and axes) as int64 initializers
write("test_fs_pad_constant_initializer_pads",
      helper.make_node("Pad", ["x", "pads", "value"], ["y"], mode="constant"),
      {"x": f32(1, 3, 4, 5)}, {"pads": np.array([0, 0, 1, 2, 0, 0, 2, 1], np.int64), "value": np.array(0.5, np.float32)})
write("test_fs_pad_constant_axes",
      helper.make_node("Pad", ["x", "pads", "", "axes"], ["y"], mode="constant"),
      {"x": f32(2, 6, 7)}, {"pads": np.array([1, 0, 0, 2], np.int64), "axes": np.array([-2, -1], np.int64)})
# ReduceL2 / ReduceSumSquare / ReduceL1 with their axes as initializers (F.normalize, vector_norm)
for op, name in [("ReduceL2", "reduce_l2"), ("ReduceSumSquare", "reduce_sum_square"), ("ReduceL1", "reduce_l1")]:
    write(f"test_fs_{name}_initializer_axes", helper.make_node(op, ["x", "axes"], ["y"], keepdims=1),
          {"x": f32(2, 8, 5)}, {"axes": np.array([-1], np.int64)})
# AveragePool as torch exports avg_pool2d: padding with count_include_pad 1 and 0, ceil_mode
write("test_fs_averagepool_pad_count_include_pad",
      helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
                       count_include_pad=1), {"x": f32(1, 2, 7, 8)})
write("test_fs_averagepool_pad_exclude_pad",
      helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
                       count_include_pad=0), {"x": f32(1, 2, 7, 8)})
write("test_fs_averagepool_1d_pad_exclude_pad",
      helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[3], strides=[2], pads=[1, 1], count_include_pad=0),
      {"x": f32(2, 3, 9)})
write("test_fs_averagepool_ceil_mode",
      helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1,
                       count_include_pad=0), {"x": f32(1, 3, 5, 7)})

# Scaled dot-product attention as torch.onnx.export (onnxscript's torch_lib) writes
# F.scaled_dot_product_attention: q and k^T each scaled by sqrt(scale), MatMul, the
# additive mask, Softmax, aten._safe_softmax's Where(IsNaN(p), 0, p), MatMul with v.
# k^T as the exporter writes it for rank 4: Reshape [B*H, S, E], Transpose, Reshape.
def attention(name, B, H, L, S, E, Ev, mask=None, direct_transpose=False, scale=0.3):
    c = np.array([np.sqrt(scale)], np.float32)
    nodes = [helper.make_node("Mul", ["q", "c"], ["qs"])]
    if direct_transpose:
        nodes.append(helper.make_node("Transpose", ["k"], ["kt"], perm=[0, 1, 3, 2]))
    else:
        nodes += [helper.make_node("Reshape", ["k", "flat"], ["k3"]),
                  helper.make_node("Transpose", ["k3"], ["k3t"], perm=[0, 2, 1]),
                  helper.make_node("Reshape", ["k3t", "kt_shape"], ["kt"])]
    nodes += [helper.make_node("Mul", ["kt", "c"], ["kts"]), helper.make_node("MatMul", ["qs", "kts"], ["s"])]
    scores = "s"
    inputs = {"q": f32(B, H, L, E), "k": f32(B, H, S, E), "v": f32(B, H, S, Ev)}
    if mask is not None:
        nodes.append(helper.make_node("Add", ["s", "mask"], ["sm"]))
        inputs["mask"] = mask
        scores = "sm"
    nodes.append(helper.make_node("Softmax", [scores], ["p"], axis=-1))
    probs = "p"
    if mask is not None:
        nodes += [helper.make_node("IsNaN", ["p"], ["nan"]), helper.make_node("Where", ["nan", "zero", "p"], ["p0"])]
        probs = "p0"
    nodes.append(helper.make_node("MatMul", [probs, "v"], ["y"]))
    inits = {"c": c, "zero": np.array(0.0, np.float32), "flat": np.array([B * H, S, E], np.int64),
             "kt_shape": np.array([B, H, E, S], np.int64)}
    write(name, nodes, inputs, inits)


# a padding mask [B, 1, 1, S] broadcast over heads and queries; one row all -inf (its
# probabilities NaN in the math form, zeros after _safe_softmax)
pad = np.zeros((2, 1, 5, 7), np.float32)
pad[0, 0, :, 5:] = -np.inf
pad[1, 0, 3, :] = -np.inf
attention("test_fs_attention_exported_mask_safe_softmax", 2, 3, 5, 7, 8, 8, mask=pad)
attention("test_fs_attention_exported_no_mask", 2, 2, 6, 6, 12, 12, direct_transpose=True, scale=0.125)
# a value head dim other than the query's (no fused CPU kernel: the math form) and a
# key head dim no fused CUDA kernel takes (E % 4 != 0)
attention("test_fs_attention_exported_value_dim_differs", 1, 2, 4, 5, 8, 4, mask=f32(1, 2, 4, 5))
attention("test_fs_attention_exported_head_dim_6", 1, 2, 4, 4, 6, 6, mask=f32(4, 4))

# CumSum as torch exports cumsum: the axis a 0-d int64 initializer (ONNX's own tests
# give it as a graph input), over the last, a middle and the first dim, float and int64
write("test_fs_cumsum_axis_initializer_last", helper.make_node("CumSum", ["x", "axis"], ["y"]),
      {"x": f32(3, 6)}, {"axis": np.array(-1, np.int64)})
write("test_fs_cumsum_int64_middle_axis", helper.make_node("CumSum", ["x", "axis"], ["y"]),
      {"x": rng.integers(-4, 5, size=(2, 5, 3)).astype(np.int64)}, {"axis": np.array(1, np.int64)})
write("test_fs_cumsum_first_axis", helper.make_node("CumSum", ["x", "axis"], ["y"]),
      {"x": f32(4, 2, 3)}, {"axis": np.array(0, np.int64)})

# Einsum as torch exports torch.einsum (two operands, the equations of the corpus's
# models: CvT's and MaxViT's attention, XLNet's heads, MViTv2's relative positions)
for name, eq, sa, sb in [
    ("attention_scores", "bhlk,bhtk->bhlt", (2, 3, 5, 4), (2, 3, 6, 4)),
    ("projection", "ibh,hnd->ibnd", (5, 2, 6), (6, 3, 4)),
    ("batch_last", "ibnd,jbnd->bnij", (5, 2, 3, 4), (6, 2, 3, 4)),
    ("transposed_out", "bnij,jbnd->ibnd", (2, 3, 5, 6), (6, 2, 3, 4)),
    ("relative_position", "byhwc,hkc->byhwk", (2, 3, 4, 5, 6), (4, 7, 6)),
    ("spaced_upper", "B G H I D, B G H J D -> B G H I J", (2, 2, 3, 4, 5), (2, 2, 3, 6, 5)),
]:
    write(f"test_fs_einsum_{name}", helper.make_node("Einsum", ["a", "b"], ["y"], equation=eq),
          {"a": f32(*sa), "b": f32(*sb)})

# Pad reflect / edge as torch exports F.pad(mode="reflect" / "replicate") and
# ReflectionPad2d: the pads an int64 initializer, padding the last two dims
write("test_fs_pad_reflect_initializer_pads", helper.make_node("Pad", ["x", "pads"], ["y"], mode="reflect"),
      {"x": f32(1, 2, 4, 5)}, {"pads": np.array([0, 0, 1, 3, 0, 0, 3, 2], np.int64)})
write("test_fs_pad_edge_initializer_pads", helper.make_node("Pad", ["x", "pads"], ["y"], mode="edge"),
      {"x": f32(2, 3, 4)}, {"pads": np.array([0, 2, 1, 0, 3, 4], np.int64)})

# Resize cubic as torch exports interpolate(mode="bicubic"): A = -0.75, half_pixel
# (align_corners=False) by sizes and by scales, up and down, and align_corners
cubic = dict(mode="cubic", cubic_coeff_a=-0.75, exclude_outside=0)
for name, ctm, shape, target in [
    ("half_pixel_sizes_up", "half_pixel", (1, 3, 5, 4), {"sizes": np.array([1, 3, 8, 7], np.int64)}),
    ("half_pixel_sizes_down", "half_pixel", (2, 2, 9, 8), {"sizes": np.array([2, 2, 4, 5], np.int64)}),
    ("half_pixel_scales", "half_pixel", (1, 2, 4, 6), {"scales": np.array([1, 1, 2, 1.5], np.float32)}),
    ("align_corners", "align_corners", (1, 2, 5, 6), {"sizes": np.array([1, 2, 9, 4], np.int64)}),
    # to the same size (YOLOS interpolates its position embeddings to the size they have)
    ("same_size", "half_pixel", (1, 4, 3, 3), {"sizes": np.array([1, 4, 3, 3], np.int64)}),
]:
    inputs = ["x", "", "scales"] if "scales" in target else ["x", "", "", "sizes"]
    write(f"test_fs_resize_cubic_{name}",
          helper.make_node("Resize", inputs, ["y"], coordinate_transformation_mode=ctm, **cubic), {"x": f32(*shape)}, target)
print("wrote", OUT)
