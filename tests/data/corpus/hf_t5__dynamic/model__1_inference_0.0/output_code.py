# AOT ID: ['1_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/qw/cqwvjqzl5dsqc2dieu3oqnjuthmfk3trhy6cmbc2criqxgnxvlhx.py
# Topologically Sorted Source Nodes: [inputs_embeds_1, pow_6, variance_5, rsqrt_5, hidden_states_19, normed_hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   hidden_states_19 => mul_936
#   inputs_embeds_1 => embedding_2
#   normed_hidden_states_2 => mul_940
#   pow_6 => pow_6
#   rsqrt_5 => rsqrt_5
#   variance_5 => mean_5
# Graph fragment:
#   %arg28_1 : Tensor "i64[s10, s12][s12, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg30_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %buf0 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf0]
#   %arg29_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg29_1]
#   %embedding_2 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg28_1), kwargs = {})
#   %pow_6 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding_2, 2), kwargs = {})
#   %mean_5 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %convert_element_type_default_11 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg29_1, torch.float32), kwargs = {})
#   %add_tensor_5 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, %convert_element_type_default_11), kwargs = {})
#   %rsqrt_5 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_5,), kwargs = {})
#   %mul_936 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding_2, %rsqrt_5), kwargs = {})
#   %mul_940 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg30_1, %mul_936), kwargs = {})
#   return %buf0,%mul_940
triton_red_fused_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 66048}}
)
@triton.jit
def triton_red_fused_embedding_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], 1000, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp6 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp20 = in_ptr3
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp11 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.full([1, 1], 1000, tl.int32)
        tmp13 = tmp0 + tmp12
        tmp14 = tmp0 < 0
        tmp15 = tl.where(tmp14, tmp13, tmp0)
        tl.device_assert(((0 <= tmp15) & (tmp15 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp15 < 1000")
        tmp17 = tl.load(in_ptr1 + (r0_1 + 128*tmp15), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 128.0, tl.float32)
        tmp19 = (tmp9 / tmp18)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 + tmp21
        tmp23 = libdevice.rsqrt(tmp22)
        tmp24 = tmp17 * tmp23
        tmp25 = tmp11 * tmp24
        tl.store(out_ptr1 + (r0_1 + 128*x0), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ak/cak7r2sgn7dljevmtkyvk2ntddolym2swvbuw6jogsswuaefnpqq.py
# Topologically Sorted Source Nodes: [linear_12, view_6, query_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output_8 => clone_17, mul_1071
#   linear_12 => view_45
#   query_states_2 => permute_24
#   view_6 => view_46
# Graph fragment:
#   %mm_12 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %view_45 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %view_46 : Tensor "f32[s10, s12, 4, 32][128*s12, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_45, [%arg0_1, %arg27_1, -1, 32]), kwargs = {})
#   %permute_24 : Tensor "f32[s10, 4, s12, 32][128*s12, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_46, [0, 2, 1, 3]), kwargs = {})
#   %mul_1071 : Tensor "f32[s10, 4, s12, 32][128*s12, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_24, 1.0), kwargs = {})
#   %clone_17 : Tensor "f32[s10, 4, s12, 32][128*s12, 32*s12, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_11,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_17
triton_poi_fused__unsafe_view_clone_mul_transpose_view_1 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_1(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % ks0)
    x2 = ((xindex // ks1) % 4)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x4), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/e6/ce6i4ofssyssdy375tupqkm3xuestyvmmzufeod5jbququeiwi6h.py
# Topologically Sorted Source Nodes: [linear_13, view_7, key_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output_8 => clone_18, mul_1078, permute_30
#   key_states_2 => permute_26
#   linear_13 => view_48
#   view_7 => view_49
# Graph fragment:
#   %mm_13 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %view_48 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %view_49 : Tensor "f32[s10, s12, 4, 32][128*s12, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_48, [%arg0_1, %arg27_1, -1, 32]), kwargs = {})
#   %permute_26 : Tensor "f32[s10, 4, s12, 32][128*s12, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_49, [0, 2, 1, 3]), kwargs = {})
#   %permute_30 : Tensor "f32[s10, 4, 32, s12][128*s12, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_26, [0, 1, 3, 2]), kwargs = {})
#   %mul_1078 : Tensor "f32[s10, 4, 32, s12][128*s12, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_30, 1.0), kwargs = {})
#   %clone_18 : Tensor "f32[s10, 4, 32, s12][128*s12, 32*s12, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_12,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_18
triton_poi_fused__unsafe_view_clone_mul_transpose_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 32768, 'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_2(in_ptr0, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 128*x2 + 128*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2 + ks0*y3), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5v/c5vebjmf3inqh3jdezh4a3jh7na5nioxo6w5yfyd34kqkwwwhmkf.py
# Topologically Sorted Source Nodes: [attn_output_8, arange_9, kv_arange_1, kv_indices_1, arange_8, q_arange_1, q_indices_1, attention_mask_2, attention_mask_3, arange_15, memory_position_1, arange_14, getitem_77, context_position_1, relative_position_2, zeros_like, min_2, relative_position_3, is_small_1, float_2, truediv_2, log_1, truediv_3, mul_14, to_8, relative_position_if_large_2, full_like_1, relative_position_if_large_3, where_3, relative_buckets_2, values_2, permute_1, values_3, position_bias_mask_2, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.sub, aten.zeros_like, aten.minimum, aten.neg, aten.lt, aten._to_copy, aten.div, aten.log, aten.mul, aten.full_like, aten.where, aten.embedding, aten.permute, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
# Source node to ATen node mapping:
#    => exp_default_3, prepare_softmax_online_default_3, sub_tensor_3
#   arange_14 => iota_14
#   arange_15 => iota_15
#   arange_8 => iota_8
#   arange_9 => iota_9
#   attention_mask_2 => le_5
#   attention_mask_3 => expand_9
#   attn_output_8 => add_1016, any_3, div_6, eq_823, full_default_8, logical_not_4, logical_not_5, view_55, where_7
#   context_position_1 => add_888
#   float_2 => convert_element_type_3
#   full_like_1 => full_default_6
#   getitem_77 => unsqueeze_15
#   is_small_1 => lt_86
#   kv_arange_1 => add_735
#   kv_indices_1 => unsqueeze_10, unsqueeze_11, unsqueeze_9
#   log_1 => log_1
#   memory_position_1 => unsqueeze_16
#   min_2 => minimum_1
#   mul_14 => mul_1041
#   permute_1 => permute_29
#   position_bias_mask_2 => full_default_7, where_6
#   q_arange_1 => add_729
#   q_indices_1 => unsqueeze_6, unsqueeze_7, unsqueeze_8
#   relative_buckets_2 => add_945
#   relative_position_2 => sub_445
#   relative_position_3 => neg
#   relative_position_if_large_2 => add_932
#   relative_position_if_large_3 => minimum_2
#   to_8 => convert_element_type_4
#   truediv_2 => div_4
#   truediv_3 => div_5
#   values_2 => embedding_3
#   values_3 => unsqueeze_17
#   where_3 => where_5
#   zeros_like => full_default_5
# Graph fragment:
#   %bmm_4 : Tensor "f32[4*s10, s12, s12][s12**2, s12, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %arg34_1 : Tensor "f32[32, 4][4, 1]cuda:0" = PlaceHolder[target=arg34_1]
#   %getitem_14 : Tensor "f32[s10, 4, s12, 1][4*s12, s12, 1, 4*s10*s12]cuda:0" = PlaceHolder[target=getitem_14]
#   %eq_823 : Tensor "b8[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0" = PlaceHolder[target=eq_823]
#   %any_3 : Tensor "b8[s10, 4, s12, 1][4*s12, s12, 1, 4*s10*s12]cuda:0" = PlaceHolder[target=any_3]
#   %sub_tensor_3 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0" = PlaceHolder[target=sub_tensor_3]
#   %getitem_15 : Tensor "f32[s10, 4, s12, 1][4*s12, s12, 1, 4*s10*s12]cuda:0" = PlaceHolder[target=getitem_15]
#   %view_55 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [%arg0_1, 4, %arg27_1, %arg27_1]), kwargs = {})
#   %iota_9 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg27_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_735 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_9, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_735, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "i64[1, 1, s12][s12, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "i64[1, 1, 1, s12][s12, s12, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 2), kwargs = {})
#   %iota_8 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg27_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_729 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_8, 0), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_729, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 1, s12][s12, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, s12, 1][s12, s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %le_5 : Tensor "b8[1, 1, s12, s12][s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_11, %unsqueeze_8), kwargs = {})
#   %expand_9 : Tensor "b8[s10, 1, s12, s12][0, s12**2, s12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le_5, [%arg0_1, -1, %arg27_1, %arg27_1]), kwargs = {})
#   %iota_15 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg27_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_16 : Tensor "i64[1, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_15, 0), kwargs = {})
#   %iota_14 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg27_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_15 : Tensor "i64[s12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_14, 1), kwargs = {})
#   %add_888 : Tensor "i64[s12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_15, 0), kwargs = {})
#   %sub_445 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze_16, %add_888), kwargs = {})
#   %full_default_5 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg27_1, %arg27_1], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %minimum_1 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%sub_445, %full_default_5), kwargs = {})
#   %neg : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.neg.default](args = (%minimum_1,), kwargs = {})
#   %lt_86 : Tensor "b8[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%neg, 16), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%neg, torch.float32), kwargs = {})
#   %div_4 : Tensor "f32[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_3, 16), kwargs = {})
#   %log_1 : Tensor "f32[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%div_4,), kwargs = {})
#   %div_5 : Tensor "f32[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%log_1, 2.0794415416798357), kwargs = {})
#   %mul_1041 : Tensor "f32[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_5, 16), kwargs = {})
#   %convert_element_type_4 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1041, torch.int64), kwargs = {})
#   %add_932 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_4, 16), kwargs = {})
#   %full_default_6 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg27_1, %arg27_1], 31), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %minimum_2 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%add_932, %full_default_6), kwargs = {})
#   %where_5 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_86, %neg, %minimum_2), kwargs = {})
#   %add_945 : Tensor "i64[s12, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_5, 0), kwargs = {})
#   %embedding_3 : Tensor "f32[s12, s12, 4][4*s12, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg34_1, %add_945), kwargs = {})
#   %permute_29 : Tensor "f32[4, s12, s12][1, 4*s12, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%embedding_3, [2, 0, 1]), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 4, s12, s12][4, 1, 4*s12, 4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_29, 0), kwargs = {})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_6 : Tensor "f32[s10, 4, s12, s12][4*s12**2, 1, 4*s12, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_9, %unsqueeze_17, %full_default_7), kwargs = {})
#   %add_1016 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_55, %where_6), kwargs = {})
#   %eq_823 : Tensor "b8[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_1016, -inf), kwargs = {})
#   %logical_not_4 : Tensor "b8[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq_823,), kwargs = {})
#   %any_3 : Tensor "b8[s10, 4, s12, 1][4*s12, s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not_4, -1, True), kwargs = {})
#   %logical_not_5 : Tensor "b8[s10, 4, s12, 1][4*s12, s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_3,), kwargs = {})
#   %full_default_8 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg0_1, 4, %arg27_1, %arg27_1], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %prepare_softmax_online_default_3 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_1016, -1), kwargs = {})
#   %sub_tensor_3 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1016, %getitem_14), kwargs = {})
#   %exp_default_3 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_3,), kwargs = {})
#   %div_6 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_3, %getitem_15), kwargs = {})
#   %where_7 : Tensor "f32[s10, 4, s12, s12][4*s12**2, s12**2, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_5, %full_default_8, %div_6), kwargs = {})
#   return %getitem_14,%getitem_15,%eq_823,%sub_tensor_3,%any_3,%expand_13
triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3 = async_compile.triton('triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 98304}}
)
@triton.jit
def triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3(in_out_ptr0, in_ptr0, in_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % 4)
    _tmp32 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_3 + ks0*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_3
        tmp2 = x0
        tmp3 = tmp1 <= tmp2
        tmp4 = (-1)*((0) * ((0) <= (r0_3 + ((-1)*x0))) + (r0_3 + ((-1)*x0)) * ((r0_3 + ((-1)*x0)) < (0)))
        tmp5 = tl.full([1, 1], 16, tl.int64)
        tmp6 = tmp4 < tmp5
        tmp7 = tmp4.to(tl.float32)
        tmp8 = tl.full([1, 1], 0.0625, tl.float32)
        tmp9 = tmp7 * tmp8
        tmp10 = tl_math.log(tmp9)
        tmp11 = tl.full([1, 1], 0.48089834696298783, tl.float32)
        tmp12 = tmp10 * tmp11
        tmp13 = tl.full([1, 1], 16.0, tl.float32)
        tmp14 = tmp12 * tmp13
        tmp15 = tmp14.to(tl.int64)
        tmp16 = tmp15 + tmp5
        tmp17 = tl.full([1, 1], 31, tl.int64)
        tmp18 = triton_helpers.minimum(tmp16, tmp17)
        tmp19 = tl.where(tmp6, tmp4, tmp18)
        tmp20 = tl.full([1, 1], 0, tl.int64)
        tmp21 = tmp19 + tmp20
        tmp22 = tl.full([1, 1], 32, tl.int32)
        tmp23 = tmp21 + tmp22
        tmp24 = tmp21 < 0
        tmp25 = tl.where(tmp24, tmp23, tmp21)
        tl.device_assert(((0 <= tmp25) & (tmp25 < 32)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp25 < 32")
        tmp27 = tl.load(in_ptr1 + (x1 + 4*tmp25), r0_mask & xmask, eviction_policy='evict_last')
        tmp28 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp29 = tl.where(tmp3, tmp27, tmp28)
        tmp30 = tmp0 + tmp29
        tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
        tmp33 = triton_helpers.maximum(_tmp32, tmp31)
        _tmp32 = tl.where(r0_mask & xmask, tmp33, _tmp32)
    tmp32 = triton_helpers.max2(_tmp32, 1)[:, None]
    _tmp68 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp76 = tl.full([XBLOCK, R0_BLOCK], False, tl.int1)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp34 = tl.load(in_ptr0 + (r0_3 + ks0*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp35 = r0_3
        tmp36 = x0
        tmp37 = tmp35 <= tmp36
        tmp38 = (-1)*((0) * ((0) <= (r0_3 + ((-1)*x0))) + (r0_3 + ((-1)*x0)) * ((r0_3 + ((-1)*x0)) < (0)))
        tmp39 = tl.full([1, 1], 16, tl.int64)
        tmp40 = tmp38 < tmp39
        tmp41 = tmp38.to(tl.float32)
        tmp42 = tl.full([1, 1], 0.0625, tl.float32)
        tmp43 = tmp41 * tmp42
        tmp44 = tl_math.log(tmp43)
        tmp45 = tl.full([1, 1], 0.48089834696298783, tl.float32)
        tmp46 = tmp44 * tmp45
        tmp47 = tl.full([1, 1], 16.0, tl.float32)
        tmp48 = tmp46 * tmp47
        tmp49 = tmp48.to(tl.int64)
        tmp50 = tmp49 + tmp39
        tmp51 = tl.full([1, 1], 31, tl.int64)
        tmp52 = triton_helpers.minimum(tmp50, tmp51)
        tmp53 = tl.where(tmp40, tmp38, tmp52)
        tmp54 = tl.full([1, 1], 0, tl.int64)
        tmp55 = tmp53 + tmp54
        tmp56 = tl.full([1, 1], 32, tl.int32)
        tmp57 = tmp55 + tmp56
        tmp58 = tmp55 < 0
        tmp59 = tl.where(tmp58, tmp57, tmp55)
        tl.device_assert(((0 <= tmp59) & (tmp59 < 32)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp59 < 32")
        tmp61 = tl.load(in_ptr1 + (x1 + 4*tmp59), r0_mask & xmask, eviction_policy='evict_last')
        tmp62 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp63 = tl.where(tmp37, tmp61, tmp62)
        tmp64 = tmp34 + tmp63
        tmp65 = tmp64 - tmp32
        tmp66 = libdevice.exp(tmp65)
        tmp67 = tl.broadcast_to(tmp66, [XBLOCK, R0_BLOCK])
        tmp69 = _tmp68 + tmp67
        _tmp68 = tl.where(r0_mask & xmask, tmp69, _tmp68)
        tmp70 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp71 = tmp64 == tmp70
        tmp72 = tmp71 == 0
        tmp73 = tmp72.to(tl.int64)
        tmp74 = (tmp73 != 0)
        tmp75 = tl.broadcast_to(tmp74, [XBLOCK, R0_BLOCK])
        tmp77 = _tmp76 | tmp75
        _tmp76 = tl.where(r0_mask & xmask, tmp77, _tmp76)
        tl.store(in_out_ptr0 + (r0_3 + ks0*x4), tmp65, r0_mask & xmask)
    tmp68 = tl.sum(_tmp68, 1)[:, None]
    tmp78 = _tmp76.to(tl.int8)
    tmp76 = triton_helpers.any(tmp78, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp80 = tl.load(in_out_ptr0 + (r0_3 + ks0*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp79 = tmp76 == 0
        tmp81 = libdevice.exp(tmp80)
        tmp82 = (tmp81 / tmp68)
        tmp83 = tl.full([1, 1], 0.0, tl.float32)
        tmp84 = tl.where(tmp79, tmp83, tmp82)
        tl.store(in_out_ptr0 + (r0_3 + ks0*x4), tmp84, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/6k/c6k5x4a3ufl6hch2drnkppbxq6chuakjdpknxh2h4qogcje2vvce.py
# Topologically Sorted Source Nodes: [linear_14, view_8, value_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output_8 => clone_19
#   linear_14 => view_51
#   value_states_2 => permute_28
#   view_8 => view_52
# Graph fragment:
#   %mm_14 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %view_51 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %view_52 : Tensor "f32[s10, s12, 4, 32][128*s12, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_51, [%arg0_1, %arg27_1, -1, 32]), kwargs = {})
#   %permute_28 : Tensor "f32[s10, 4, s12, 32][128*s12, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_52, [0, 2, 1, 3]), kwargs = {})
#   %clone_19 : Tensor "f32[s10, 4, s12, 32][128*s12, 32*s12, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_14,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_19
triton_poi_fused__unsafe_view_clone_transpose_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_4(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % ks0)
    x2 = ((xindex // ks1) % 4)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hg/chggwtywleurtmhfy7rtye5e4eypc6ptequdtqefjyzmzhusk7rf.py
# Topologically Sorted Source Nodes: [attn_output_8, transpose_11, attn_output_9], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output_8 => view_58
#   attn_output_9 => clone_20
#   transpose_11 => permute_31
# Graph fragment:
#   %bmm_5 : Tensor "f32[4*s10, s12, 32][32*s12, 32, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_58 : Tensor "f32[s10, 4, s12, 32][128*s12, 32*s12, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [%arg0_1, 4, %arg27_1, 32]), kwargs = {})
#   %permute_31 : Tensor "f32[s10, s12, 4, 32][128*s12, 32, 32*s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_58, [0, 2, 1, 3]), kwargs = {})
#   %clone_20 : Tensor "f32[s10, s12, 4, 32][128*s12, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_31,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_20
triton_poi_fused_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_clone_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_5(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 4)
    x2 = ((xindex // 128) % ks0)
    x3 = xindex // ks1
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 32*ks0*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xw/cxwx4tg5bzy5klhoenmtt5ypr75lmbkzqhrm7w2tivkn2oatvbp2.py
# Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, pow_7, variance_6, rsqrt_6, hidden_states_20, normed_hidden_states_3], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output_2 => add_1087
#   attn_output_11 => view_61
#   hidden_states_20 => mul_1298
#   inputs_embeds_1 => embedding_2
#   normed_hidden_states_3 => mul_1302
#   pow_7 => pow_7
#   rsqrt_6 => rsqrt_6
#   variance_6 => mean_6
# Graph fragment:
#   %arg28_1 : Tensor "i64[s10, s12][s12, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_15 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %arg37_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %buf18 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf18]
#   %arg36_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg36_1]
#   %embedding_2 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg28_1), kwargs = {})
#   %view_61 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1087 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding_2, %view_61), kwargs = {})
#   %pow_7 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1087, 2), kwargs = {})
#   %mean_6 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_7, [-1], True), kwargs = {})
#   %convert_element_type_default_13 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.float32), kwargs = {})
#   %add_tensor_6 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_6, %convert_element_type_default_13), kwargs = {})
#   %rsqrt_6 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_6,), kwargs = {})
#   %mul_1298 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1087, %rsqrt_6), kwargs = {})
#   %mul_1302 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg37_1, %mul_1298), kwargs = {})
#   return %buf18,%mul_1302
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 98816}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp17 = in_ptr4
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 128.0, tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp14 * tmp21
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2u/c2uio2ptdbrajafxlvwzo2rkqfswikrqw3sjghv5r3ermgpiohyj.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, rsqrt, hidden_states_1, normed_hidden_states], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   hidden_states_1 => mul_36
#   inputs_embeds => embedding
#   normed_hidden_states => mul_40
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg5_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %buf21 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf21]
#   %arg4_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %pow_1 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.float32), kwargs = {})
#   %add_tensor : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, %convert_element_type_default_1), kwargs = {})
#   %rsqrt : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor,), kwargs = {})
#   %mul_36 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_40 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg5_1, %mul_36), kwargs = {})
#   return %buf21,%mul_40
triton_red_fused_embedding_mean_mul_pow_rsqrt_7 = async_compile.triton('triton_red_fused_embedding_mean_mul_pow_rsqrt_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_embedding_mean_mul_pow_rsqrt_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 131584}}
)
@triton.jit
def triton_red_fused_embedding_mean_mul_pow_rsqrt_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], 1000, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp6 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp20 = in_ptr3
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp11 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.full([1, 1], 1000, tl.int32)
        tmp13 = tmp0 + tmp12
        tmp14 = tmp0 < 0
        tmp15 = tl.where(tmp14, tmp13, tmp0)
        tl.device_assert(((0 <= tmp15) & (tmp15 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp15 < 1000")
        tmp17 = tl.load(in_ptr1 + (r0_1 + 128*tmp15), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 128.0, tl.float32)
        tmp19 = (tmp9 / tmp18)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 + tmp21
        tmp23 = libdevice.rsqrt(tmp22)
        tmp24 = tmp17 * tmp23
        tmp25 = tmp11 * tmp24
        tl.store(out_ptr1 + (r0_1 + 128*x0), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/vj/cvj5b6d75lstilywp7f6cjz6jxuz534mufptb5cex6oua2kyca3i.py
# Topologically Sorted Source Nodes: [linear, view, query_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_1, mul_177
#   linear => view_1
#   query_states => permute_1
#   view => view_2
# Graph fragment:
#   %mm : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_1 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_2 : Tensor "f32[s10, s21, 4, 32][128*s21, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [%arg0_1, %arg1_1, -1, 32]), kwargs = {})
#   %permute_1 : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %mul_177 : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_1, 1.0), kwargs = {})
#   %clone_1 : Tensor "f32[s10, 4, s21, 32][128*s21, 32*s21, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused__unsafe_view_clone_mul_transpose_view_8 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_8(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % ks0)
    x2 = ((xindex // ks1) % 4)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x4), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gj/cgjzskr5mc7nqpzbah5up42fi52btemh3neykrtlgqterf6jy5i6.py
# Topologically Sorted Source Nodes: [linear_1, view_1, key_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_2, mul_184, permute_7
#   key_states => permute_3
#   linear_1 => view_4
#   view_1 => view_5
# Graph fragment:
#   %mm_1 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_4 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_5 : Tensor "f32[s10, s21, 4, 32][128*s21, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [%arg0_1, %arg1_1, -1, 32]), kwargs = {})
#   %permute_3 : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %permute_7 : Tensor "f32[s10, 4, 32, s21][128*s21, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_3, [0, 1, 3, 2]), kwargs = {})
#   %mul_184 : Tensor "f32[s10, 4, 32, s21][128*s21, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_7, 1.0), kwargs = {})
#   %clone_2 : Tensor "f32[s10, 4, 32, s21][128*s21, 32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_2,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused__unsafe_view_clone_mul_transpose_view_9 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 65536, 'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_9(in_ptr0, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 128*x2 + 128*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2 + ks0*y3), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/je/cjeqt34rvbdowaw6f3qrkcqiph6mflcwajwjwjharezbtatt4lzs.py
# Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, arange_5, memory_position, arange_4, getitem_20, context_position, relative_position, gt, to_1, mul_2, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, position_bias_mask, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.sub, aten.gt, aten._to_copy, aten.mul, aten.abs, aten.lt, aten.div, aten.log, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
# Source node to ATen node mapping:
#    => exp_default_2, prepare_softmax_online_default_2, sub_tensor_2
#   arange_2 => iota_2
#   arange_4 => iota_4
#   arange_5 => iota_5
#   attention_mask => ge_3
#   attention_mask_1 => expand
#   attn_output => add_272, any_1, div_2, eq_211, full_default_2, logical_not, logical_not_1, view_11, where_2
#   context_position => add_131
#   float_1 => convert_element_type_1
#   full_like => full_default
#   getitem_20 => unsqueeze_3
#   gt => gt_6
#   is_small => lt_9
#   log => log
#   memory_position => unsqueeze_4
#   mul_2 => mul_127
#   mul_3 => mul_143
#   permute => permute_6
#   position_bias_mask => full_default_1, where_1
#   q_arange => add_10
#   q_indices => unsqueeze, unsqueeze_1, unsqueeze_2
#   relative_buckets => add_154
#   relative_buckets_1 => add_201
#   relative_position => sub_70
#   relative_position_1 => abs_1
#   relative_position_if_large => add_182
#   relative_position_if_large_1 => minimum
#   to_1 => convert_element_type
#   to_2 => convert_element_type_2
#   truediv => div
#   truediv_1 => div_1
#   values => embedding_1
#   values_1 => unsqueeze_5
#   where => where
# Graph fragment:
#   %bmm : Tensor "f32[4*s10, s21, s21][s21**2, s21, 1]cuda:0" = PlaceHolder[target=bmm]
#   %arg9_1 : Tensor "f32[32, 4][4, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %add_272 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0" = PlaceHolder[target=add_272]
#   %getitem_12 : Tensor "f32[s10, 4, s21, 1][4*s21, s21, 1, 4*s10*s21]cuda:0" = PlaceHolder[target=getitem_12]
#   %any_1 : Tensor "b8[s10, 4, s21, 1][4*s21, s21, 1, 4*s10*s21]cuda:0" = PlaceHolder[target=any_1]
#   %getitem_13 : Tensor "f32[s10, 4, s21, 1][4*s21, s21, 1, 4*s10*s21]cuda:0" = PlaceHolder[target=getitem_13]
#   %view_11 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [%arg0_1, 4, %arg1_1, %arg1_1]), kwargs = {})
#   %iota_2 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_10 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_10, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, s21, 1][s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge_3 : Tensor "b8[1, 1, s21, 1][s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   %expand : Tensor "b8[s10, 1, s21, s21][0, s21, 1, 0]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%ge_3, [%arg0_1, -1, %arg1_1, %arg1_1]), kwargs = {})
#   %iota_5 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_4 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_5, 0), kwargs = {})
#   %iota_4 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[s21, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_4, 1), kwargs = {})
#   %add_131 : Tensor "i64[s21, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_3, 0), kwargs = {})
#   %sub_70 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze_4, %add_131), kwargs = {})
#   %gt_6 : Tensor "b8[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%sub_70, 0), kwargs = {})
#   %convert_element_type : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_6, torch.int64), kwargs = {})
#   %mul_127 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 16), kwargs = {})
#   %add_154 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_127, 0), kwargs = {})
#   %abs_1 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.abs.default](args = (%sub_70,), kwargs = {})
#   %lt_9 : Tensor "b8[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%abs_1, 8), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%abs_1, torch.float32), kwargs = {})
#   %div : Tensor "f32[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_1, 8), kwargs = {})
#   %log : Tensor "f32[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%div,), kwargs = {})
#   %div_1 : Tensor "f32[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%log, 2.772588722239781), kwargs = {})
#   %mul_143 : Tensor "f32[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, 8), kwargs = {})
#   %convert_element_type_2 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_143, torch.int64), kwargs = {})
#   %add_182 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 8), kwargs = {})
#   %full_default : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg1_1, %arg1_1], 15), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %minimum : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%add_182, %full_default), kwargs = {})
#   %where : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_9, %abs_1, %minimum), kwargs = {})
#   %add_201 : Tensor "i64[s21, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_154, %where), kwargs = {})
#   %embedding_1 : Tensor "f32[s21, s21, 4][4*s21, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg9_1, %add_201), kwargs = {})
#   %permute_6 : Tensor "f32[4, s21, s21][1, 4*s21, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%embedding_1, [2, 0, 1]), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 4, s21, s21][4, 1, 4*s21, 4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 0), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s10, 4, s21, s21][4*s21**2, 1, 4*s21, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %unsqueeze_5, %full_default_1), kwargs = {})
#   %add_272 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where_1), kwargs = {})
#   %eq_211 : Tensor "b8[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_272, -inf), kwargs = {})
#   %logical_not : Tensor "b8[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq_211,), kwargs = {})
#   %any_1 : Tensor "b8[s10, 4, s21, 1][4*s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[s10, 4, s21, 1][4*s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg0_1, 4, %arg1_1, %arg1_1], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %prepare_softmax_online_default_2 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_272, -1), kwargs = {})
#   %sub_tensor_2 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_272, %getitem_12), kwargs = {})
#   %exp_default_2 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_2,), kwargs = {})
#   %div_2 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_2, %getitem_13), kwargs = {})
#   %where_2 : Tensor "f32[s10, 4, s21, s21][4*s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div_2), kwargs = {})
#   return %add_272,%any_1,%getitem_12,%getitem_13,%expand_3
triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10 = async_compile.triton('triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 393216}}
)
@triton.jit
def triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % 4)
    _tmp42 = tl.full([XBLOCK, R0_BLOCK], False, tl.int1)
    _tmp46 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_3 + ks0*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = x0
        tmp2 = tl.full([1, 1], 0, tl.int64)
        tmp3 = tmp1 >= tmp2
        tmp4 = r0_3 + ((-1)*x0)
        tmp5 = tmp4 > tmp2
        tmp6 = tmp5.to(tl.int64)
        tmp7 = tl.full([1, 1], 16, tl.int64)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp8 + tmp2
        tmp10 = tl_math.abs(r0_3 + ((-1)*x0))
        tmp11 = tl.full([1, 1], 8, tl.int64)
        tmp12 = tmp10 < tmp11
        tmp13 = tmp10.to(tl.float32)
        tmp14 = tl.full([1, 1], 0.125, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tl_math.log(tmp15)
        tmp17 = tl.full([1, 1], 0.36067376022224085, tl.float32)
        tmp18 = tmp16 * tmp17
        tmp19 = tl.full([1, 1], 8.0, tl.float32)
        tmp20 = tmp18 * tmp19
        tmp21 = tmp20.to(tl.int64)
        tmp22 = tmp21 + tmp11
        tmp23 = tl.full([1, 1], 15, tl.int64)
        tmp24 = triton_helpers.minimum(tmp22, tmp23)
        tmp25 = tl.where(tmp12, tmp10, tmp24)
        tmp26 = tmp9 + tmp25
        tmp27 = tl.full([1, 1], 32, tl.int32)
        tmp28 = tmp26 + tmp27
        tmp29 = tmp26 < 0
        tmp30 = tl.where(tmp29, tmp28, tmp26)
        tl.device_assert(((0 <= tmp30) & (tmp30 < 32)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp30 < 32")
        tmp32 = tl.load(in_ptr0 + (x1 + 4*tmp30), r0_mask & xmask, eviction_policy='evict_last')
        tmp33 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp34 = tl.where(tmp3, tmp32, tmp33)
        tmp35 = tmp0 + tmp34
        tmp36 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp37 = tmp35 == tmp36
        tmp38 = tmp37 == 0
        tmp39 = tmp38.to(tl.int64)
        tmp40 = (tmp39 != 0)
        tmp41 = tl.broadcast_to(tmp40, [XBLOCK, R0_BLOCK])
        tmp43 = _tmp42 | tmp41
        _tmp42 = tl.where(r0_mask & xmask, tmp43, _tmp42)
        tmp45 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
        tmp47 = triton_helpers.maximum(_tmp46, tmp45)
        _tmp46 = tl.where(r0_mask & xmask, tmp47, _tmp46)
        tl.store(in_out_ptr0 + (r0_3 + ks0*x4), tmp35, r0_mask & xmask)
    tmp44 = _tmp42.to(tl.int8)
    tmp42 = triton_helpers.any(tmp44, 1)[:, None]
    tmp46 = triton_helpers.max2(_tmp46, 1)[:, None]
    _tmp52 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp48 = tl.load(in_out_ptr0 + (r0_3 + ks0*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp49 = tmp48 - tmp46
        tmp50 = libdevice.exp(tmp49)
        tmp51 = tl.broadcast_to(tmp50, [XBLOCK, R0_BLOCK])
        tmp53 = _tmp52 + tmp51
        _tmp52 = tl.where(r0_mask & xmask, tmp53, _tmp52)
    tmp52 = tl.sum(_tmp52, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp55 = tl.load(in_out_ptr0 + (r0_3 + ks0*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp54 = tmp42 == 0
        tmp56 = tmp55 - tmp46
        tmp57 = libdevice.exp(tmp56)
        tmp58 = (tmp57 / tmp52)
        tmp59 = tl.full([1, 1], 0.0, tl.float32)
        tmp60 = tl.where(tmp54, tmp59, tmp58)
        tl.store(in_out_ptr0 + (r0_3 + ks0*x4), tmp60, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/43/c43xblu34d4wk5bj7nfuny7pydwonxlxfzbo3ibj3xcrxytz6b3x.py
# Topologically Sorted Source Nodes: [linear_2, view_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_3
#   linear_2 => view_7
#   value_states => permute_5
#   view_2 => view_8
# Graph fragment:
#   %mm_2 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_7 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_8 : Tensor "f32[s10, s21, 4, 32][128*s21, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [%arg0_1, %arg1_1, -1, 32]), kwargs = {})
#   %permute_5 : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[s10, 4, s21, 32][128*s21, 32*s21, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused__unsafe_view_clone_transpose_view_11 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_11(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % ks0)
    x2 = ((xindex // ks1) % 4)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tg/ctg7ssgjhoplc2g3c6euvr6qwz56qni3yne6uit6qbzgfp7qrieu.py
# Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_14
#   attn_output_1 => clone_4
#   transpose_3 => permute_8
# Graph fragment:
#   %bmm_1 : Tensor "f32[4*s10, s21, 32][32*s21, 32, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[s10, 4, s21, 32][128*s21, 32*s21, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [%arg0_1, 4, %arg1_1, 32]), kwargs = {})
#   %permute_8 : Tensor "f32[s10, s21, 4, 32][128*s21, 32, 32*s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[s10, s21, 4, 32][128*s21, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_transpose_view_12 = async_compile.triton('triton_poi_fused_clone_transpose_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_12(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 4)
    x2 = ((xindex // 128) % ks0)
    x3 = xindex // ks1
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 32*ks0*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/le/clegt2qs35gps745ekjtkriedmitnj4io7lq6lncg5rpxnye3ljw.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, rsqrt_1, hidden_states_2, forwarded_states], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output => add_343
#   attn_output_3 => view_17
#   forwarded_states => mul_408
#   hidden_states_2 => mul_404
#   inputs_embeds => embedding
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_3 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg12_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %buf38 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf38]
#   %arg11_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg11_1]
#   %embedding : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %view_17 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_343 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_343, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %convert_element_type_default_3 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.float32), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, %convert_element_type_default_3), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_1,), kwargs = {})
#   %mul_404 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_343, %rsqrt_1), kwargs = {})
#   %mul_408 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg12_1, %mul_404), kwargs = {})
#   return %buf38,%mul_408
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 197120}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp17 = in_ptr4
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 128.0, tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp14 * tmp21
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ko/ckovmxqcmdwm2cgtdi77jxzt5osjwf7nkvbxyrxls4mizmlvl4ji.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten._unsafe_view, aten.relu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_19
#   hidden_states_4 => relu
# Graph fragment:
#   %mm_4 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_19 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %relu : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%view_19,), kwargs = {})
#   return %relu
triton_poi_fused__unsafe_view_relu_14 = async_compile.triton('triton_poi_fused__unsafe_view_relu_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_relu_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_relu_14(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tl.store(in_out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hf/chfb5nkvy65hd4pczdvjh4g7nk5mfonzl3eslpyjx7q7cqrca7px.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, pow_3, variance_2, rsqrt_2, hidden_states_8, normed_hidden_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output => add_343
#   attn_output_3 => view_17
#   hidden_states_6 => view_21
#   hidden_states_7 => add_405
#   hidden_states_8 => mul_475
#   inputs_embeds => embedding
#   normed_hidden_states_1 => mul_479
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_3 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_5 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %arg16_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %buf43 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf43]
#   %arg15_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg15_1]
#   %embedding : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %view_17 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_343 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_21 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_405 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_343, %view_21), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_405, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %convert_element_type_default_5 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg15_1, torch.float32), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, %convert_element_type_default_5), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_2,), kwargs = {})
#   %mul_475 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_405, %rsqrt_2), kwargs = {})
#   %mul_479 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg16_1, %mul_475), kwargs = {})
#   return %buf43,%mul_479
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 262656}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp19 = in_ptr5
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 128.0, tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp18 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp10 * tmp22
    tmp24 = tmp16 * tmp23
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ue/cue2wzzom7w7jstdq5b6ljp3qyulje5npy37mllne2cuzle32kxp.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, attn_output_7, attention_output_1, pow_4, variance_3, rsqrt_3, hidden_states_9, forwarded_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output => add_343
#   attention_output_1 => add_623
#   attn_output_3 => view_17
#   attn_output_7 => view_39
#   forwarded_states_1 => mul_787
#   hidden_states_6 => view_21
#   hidden_states_7 => add_405
#   hidden_states_9 => mul_783
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_3 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_5 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %mm_9 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %add_623 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0" = PlaceHolder[target=add_623]
#   %arg22_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %buf61 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf61]
#   %arg21_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg21_1]
#   %embedding : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %view_17 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_343 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_21 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_405 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_343, %view_21), kwargs = {})
#   %view_39 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_623 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_405, %view_39), kwargs = {})
#   %pow_4 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_623, 2), kwargs = {})
#   %mean_3 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %convert_element_type_default_7 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg21_1, torch.float32), kwargs = {})
#   %add_tensor_3 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, %convert_element_type_default_7), kwargs = {})
#   %rsqrt_3 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_3,), kwargs = {})
#   %mul_783 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_623, %rsqrt_3), kwargs = {})
#   %mul_787 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg22_1, %mul_783), kwargs = {})
#   return %add_623,%buf61,%mul_787
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 459264}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp21 = in_ptr5
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 128.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp20 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp12 * tmp24
    tmp26 = tmp18 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5y/c5ypoh4i6nawc5ov6dt4ol7kuv6jtsts7rpdpbnwwwuvkpd32bof.py
# Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, pow_5, variance_4, rsqrt_4, hidden_states_15, hidden_states_16], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   hidden_states_13 => view_43
#   hidden_states_14 => add_685
#   hidden_states_15 => mul_854
#   hidden_states_16 => mul_858
#   pow_5 => pow_5
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_4
# Graph fragment:
#   %add_623 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0" = PlaceHolder[target=add_623]
#   %mm_11 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %arg26_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %buf66 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf66]
#   %arg25_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg25_1]
#   %view_43 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %add_685 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_623, %view_43), kwargs = {})
#   %pow_5 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_685, 2), kwargs = {})
#   %mean_4 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %convert_element_type_default_9 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg25_1, torch.float32), kwargs = {})
#   %add_tensor_4 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, %convert_element_type_default_9), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_4,), kwargs = {})
#   %mul_854 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_685, %rsqrt_4), kwargs = {})
#   %mul_858 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg26_1, %mul_854), kwargs = {})
#   return %buf66,%mul_858
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': 'fp64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 262656}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp8 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = in_ptr2
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 128.0, tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp10 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp8 * tmp15
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/mc/cmc3xxleszdprcpkoeh3puhimik33r4rrhun3rm6kl7i53nroeha.py
# Topologically Sorted Source Nodes: [linear_16, view_9, query_states_3, linear_17, view_10, key_states_3, linear_18, view_11, value_states_3, arange_12, q_arange_2, q_indices_2, attention_mask_4, attention_mask_5, position_bias, position_bias_mask_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.zeros, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_12 => iota_12
#   attention_mask_4 => ge_16
#   attention_mask_5 => expand_10
#   attn_output_12 => _scaled_dot_product_efficient_attention, constant_pad_nd, slice_9
#   key_states_3 => permute_36
#   linear_16 => view_63
#   linear_17 => view_66
#   linear_18 => view_69
#   position_bias => full_default_9
#   position_bias_mask_3 => full_default_10, where_8
#   q_arange_2 => add_767
#   q_indices_2 => unsqueeze_12, unsqueeze_13, unsqueeze_14
#   query_states_3 => permute_34
#   value_states_3 => permute_38
#   view_10 => view_67
#   view_11 => view_70
#   view_9 => view_64
# Graph fragment:
#   %view_63 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_16, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %view_64 : Tensor "f32[s10, s12, 4, 32][128*s12, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_63, [%arg0_1, %arg27_1, -1, 32]), kwargs = {})
#   %permute_34 : Tensor "f32[s10, 4, s12, 32][128*s12, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_64, [0, 2, 1, 3]), kwargs = {})
#   %view_66 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_67 : Tensor "f32[s10, s21, 4, 32][128*s21, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_66, [%arg0_1, %arg1_1, -1, 32]), kwargs = {})
#   %permute_36 : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_67, [0, 2, 1, 3]), kwargs = {})
#   %view_69 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_18, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_70 : Tensor "f32[s10, s21, 4, 32][128*s21, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_69, [%arg0_1, %arg1_1, -1, 32]), kwargs = {})
#   %permute_38 : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_70, [0, 2, 1, 3]), kwargs = {})
#   %iota_12 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg27_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_767 : Tensor "i64[s12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_12, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "i64[1, s12][s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_767, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "i64[1, 1, s12][s12, s12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "i64[1, 1, s12, 1][s12, s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %ge_16 : Tensor "b8[1, 1, s12, 1][s12, s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_14, 0), kwargs = {})
#   %expand_10 : Tensor "b8[s10, 1, s12, s21][0, s12, 1, 0]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%ge_16, [%arg0_1, -1, %arg27_1, %arg1_1]), kwargs = {})
#   %full_default_9 : Tensor "f32[1, 4, s12, s21][4*s12*s21, s12*s21, s21, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([1, 4, %arg27_1, %arg1_1], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_10 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_8 : Tensor "f32[s10, 4, s12, s21][4*s12*s21, s12*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_10, %full_default_9, %full_default_10), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s10, 4, s12, s21 - (Mod(s21, 8)) + 8][4*s12*Max(1, s21 - (Mod(s21, 8)) + 8), s12*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where_8, [0, %sub_589], 0.0), kwargs = {})
#   %slice_9 : Tensor "f32[s10, 4, s12, s21][4*s12*Max(1, s21 - (Mod(s21, 8)) + 8), s12*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, %arg1_1), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_34, %permute_36, %permute_38, %expand_15, False), kwargs = {scale: 1.0})
#   return %buf70
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x3 = xindex // ks0
    tmp0 = x0
    tmp1 = ks0
    tmp2 = tmp0 < tmp1
    tmp3 = x1
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tl.full(tmp8.shape, 0.0, tmp8.dtype)
    tmp10 = tl.where(tmp2, tmp8, tmp9)
    tl.store(out_ptr0 + (x0 + 8*x3*((7 + ks0) // 8)), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jd/cjd5gwp5xqrvp5qitntdj7x3tfjmcaeymsbioczljncxo3gyosa3.py
# Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, attn_output_15, layer_output, pow_8, variance_7, rsqrt_7, hidden_states_21, forwarded_states_2], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output_2 => add_1087
#   attn_output_11 => view_61
#   attn_output_15 => view_73
#   forwarded_states_2 => mul_1458
#   hidden_states_21 => mul_1454
#   inputs_embeds_1 => embedding_2
#   layer_output => add_1231
#   pow_8 => pow_8
#   rsqrt_7 => rsqrt_7
#   variance_7 => mean_7
# Graph fragment:
#   %arg28_1 : Tensor "i64[s10, s12][s12, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_15 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %mm_19 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %arg43_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg43_1]
#   %buf77 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf77]
#   %arg42_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg42_1]
#   %embedding_2 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg28_1), kwargs = {})
#   %view_61 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1087 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding_2, %view_61), kwargs = {})
#   %view_73 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1231 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1087, %view_73), kwargs = {})
#   %pow_8 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1231, 2), kwargs = {})
#   %mean_7 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %convert_element_type_default_15 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg42_1, torch.float32), kwargs = {})
#   %add_tensor_7 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_7, %convert_element_type_default_15), kwargs = {})
#   %rsqrt_7 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_7,), kwargs = {})
#   %mul_1454 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1231, %rsqrt_7), kwargs = {})
#   %mul_1458 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg43_1, %mul_1454), kwargs = {})
#   return %buf77,%mul_1458
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 131584}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp19 = in_ptr5
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 128.0, tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp18 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp10 * tmp22
    tmp24 = tmp16 * tmp23
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3z/c3zbbw6dciztkldxzechk53zre5aj5lykdgewsj2lin6spl3xnae.py
# Topologically Sorted Source Nodes: [hidden_states_22, hidden_states_23], Original ATen: [aten._unsafe_view, aten.relu]
# Source node to ATen node mapping:
#   hidden_states_22 => view_75
#   hidden_states_23 => relu_2
# Graph fragment:
#   %mm_20 : Tensor "f32[s10*s12, 256][256, 1]cuda:0" = PlaceHolder[target=mm_20]
#   %view_75 : Tensor "f32[s10, s12, 256][256*s12, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_20, [%arg0_1, %arg27_1, 256]), kwargs = {})
#   %relu_2 : Tensor "f32[s10, s12, 256][256*s12, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%view_75,), kwargs = {})
#   return %relu_2
triton_poi_fused__unsafe_view_relu_20 = async_compile.triton('triton_poi_fused__unsafe_view_relu_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_relu_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_relu_20(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tl.store(in_out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zf/czf3vggn32aeoeolpy7cppiysb6nj5xd4hnmkfhd5s5ulftwrthh.py
# Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, attn_output_15, layer_output, hidden_states_25, hidden_states_26, pow_9, variance_8, rsqrt_8, hidden_states_27, normed_hidden_states_4], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output_2 => add_1087
#   attn_output_11 => view_61
#   attn_output_15 => view_73
#   hidden_states_25 => view_77
#   hidden_states_26 => add_1293
#   hidden_states_27 => mul_1525
#   inputs_embeds_1 => embedding_2
#   layer_output => add_1231
#   normed_hidden_states_4 => mul_1529
#   pow_9 => pow_9
#   rsqrt_8 => rsqrt_8
#   variance_8 => mean_8
# Graph fragment:
#   %arg28_1 : Tensor "i64[s10, s12][s12, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg3_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_15 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %mm_19 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %mm_21 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_21]
#   %add_1293 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0" = PlaceHolder[target=add_1293]
#   %arg47_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %buf83 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf83]
#   %arg46_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg46_1]
#   %embedding_2 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg28_1), kwargs = {})
#   %view_61 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1087 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding_2, %view_61), kwargs = {})
#   %view_73 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1231 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1087, %view_73), kwargs = {})
#   %view_77 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_21, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1293 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1231, %view_77), kwargs = {})
#   %pow_9 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1293, 2), kwargs = {})
#   %mean_8 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %convert_element_type_default_17 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg46_1, torch.float32), kwargs = {})
#   %add_tensor_8 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_8, %convert_element_type_default_17), kwargs = {})
#   %rsqrt_8 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_8,), kwargs = {})
#   %mul_1525 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1293, %rsqrt_8), kwargs = {})
#   %mul_1529 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg47_1, %mul_1525), kwargs = {})
#   return %add_1293,%buf83,%mul_1529
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 229888}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp21 = in_ptr5
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 128.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp20 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp12 * tmp24
    tmp26 = tmp18 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/si/csiiylsj3zo4rwdqzo2sa7x7kldlzs26lxbl6dpovyypiznh6bda.py
# Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, pow_10, variance_9, rsqrt_9, hidden_states_28, normed_hidden_states_5], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output_3 => add_1511
#   attn_output_19 => view_95
#   hidden_states_28 => mul_1833
#   normed_hidden_states_5 => mul_1837
#   pow_10 => pow_10
#   rsqrt_9 => rsqrt_9
#   variance_9 => mean_9
# Graph fragment:
#   %add_1293 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0" = PlaceHolder[target=add_1293]
#   %mm_25 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %arg53_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg53_1]
#   %buf101 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf101]
#   %arg52_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg52_1]
#   %view_95 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1511 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1293, %view_95), kwargs = {})
#   %pow_10 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1511, 2), kwargs = {})
#   %mean_9 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_10, [-1], True), kwargs = {})
#   %convert_element_type_default_19 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg52_1, torch.float32), kwargs = {})
#   %add_tensor_9 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_9, %convert_element_type_default_19), kwargs = {})
#   %rsqrt_9 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_9,), kwargs = {})
#   %mul_1833 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1511, %rsqrt_9), kwargs = {})
#   %mul_1837 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg53_1, %mul_1833), kwargs = {})
#   return %buf101,%mul_1837
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 131584}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp8 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = in_ptr3
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 128.0, tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp10 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp8 * tmp15
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bi/cbiwrjlcqsa4m3hohwnuqvig62wg65vzlluiqj4egy6et2pc44jq.py
# Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, attn_output_23, layer_output_1, pow_11, variance_10, rsqrt_10, hidden_states_29, forwarded_states_3], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output_3 => add_1511
#   attn_output_19 => view_95
#   attn_output_23 => view_107
#   forwarded_states_3 => mul_1983
#   hidden_states_29 => mul_1979
#   layer_output_1 => add_1651
#   pow_11 => pow_11
#   rsqrt_10 => rsqrt_10
#   variance_10 => mean_10
# Graph fragment:
#   %add_1293 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0" = PlaceHolder[target=add_1293]
#   %mm_25 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %mm_29 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_29]
#   %arg59_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg59_1]
#   %buf113 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf113]
#   %arg58_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg58_1]
#   %view_95 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1511 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1293, %view_95), kwargs = {})
#   %view_107 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_29, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1651 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1511, %view_107), kwargs = {})
#   %pow_11 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1651, 2), kwargs = {})
#   %mean_10 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_11, [-1], True), kwargs = {})
#   %convert_element_type_default_21 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg58_1, torch.float32), kwargs = {})
#   %add_tensor_10 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_10, %convert_element_type_default_21), kwargs = {})
#   %rsqrt_10 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_10,), kwargs = {})
#   %mul_1979 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1651, %rsqrt_10), kwargs = {})
#   %mul_1983 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg59_1, %mul_1979), kwargs = {})
#   return %buf113,%mul_1983
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 164352}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp10 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp13 = in_ptr4
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 128.0, tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tmp12 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tmp4 * tmp16
    tmp18 = tmp10 * tmp17
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7s/c7sdfocnh65h4khqqux67muj4wxfcezfwcqlzmuolp2qg2jndja3.py
# Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, attn_output_23, layer_output_1, hidden_states_33, hidden_states_34, pow_12, variance_11, rsqrt_11, hidden_states_35, hidden_states_36], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attention_output_3 => add_1511
#   attn_output_19 => view_95
#   attn_output_23 => view_107
#   hidden_states_33 => view_111
#   hidden_states_34 => add_1713
#   hidden_states_35 => mul_2050
#   hidden_states_36 => mul_2054
#   layer_output_1 => add_1651
#   pow_12 => pow_12
#   rsqrt_11 => rsqrt_11
#   variance_11 => mean_11
# Graph fragment:
#   %add_1293 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0" = PlaceHolder[target=add_1293]
#   %mm_25 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %mm_29 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_29]
#   %mm_31 : Tensor "f32[s10*s12, 128][128, 1]cuda:0" = PlaceHolder[target=mm_31]
#   %arg63_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg63_1]
#   %buf118 : Tensor "f32[s10, s12, 1][s12, 1, s10*s12]cuda:0" = PlaceHolder[target=buf118]
#   %arg62_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg62_1]
#   %view_95 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1511 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1293, %view_95), kwargs = {})
#   %view_107 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_29, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1651 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1511, %view_107), kwargs = {})
#   %view_111 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_31, [%arg0_1, %arg27_1, 128]), kwargs = {})
#   %add_1713 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1651, %view_111), kwargs = {})
#   %pow_12 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1713, 2), kwargs = {})
#   %mean_11 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_12, [-1], True), kwargs = {})
#   %convert_element_type_default_23 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg62_1, torch.float32), kwargs = {})
#   %add_tensor_11 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, %convert_element_type_default_23), kwargs = {})
#   %rsqrt_11 : Tensor "f32[s10, s12, 1][s12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_11,), kwargs = {})
#   %mul_2050 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1713, %rsqrt_11), kwargs = {})
#   %mul_2054 : Tensor "f32[s10, s12, 128][128*s12, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg63_1, %mul_2050), kwargs = {})
#   return %buf118,%mul_2054
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': 'fp64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 197120}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp15 = in_ptr4
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 128.0, tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 + tmp16
    tmp18 = libdevice.rsqrt(tmp17)
    tmp19 = tmp6 * tmp18
    tmp20 = tmp12 * tmp19
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp20, xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1 = args
        args.clear()
        s10 = arg0_1
        s21 = arg1_1
        s12 = arg27_1
        assert_size_stride(arg2_1, (s10, s21), (s21, 1))
        assert_size_stride(arg3_1, (1000, 128), (128, 1))
        assert_size_stride(arg4_1, (), ())
        assert_size_stride(arg5_1, (128, ), (1, ))
        assert_size_stride(arg6_1, (128, 128), (128, 1))
        assert_size_stride(arg7_1, (128, 128), (128, 1))
        assert_size_stride(arg8_1, (128, 128), (128, 1))
        assert_size_stride(arg9_1, (32, 4), (4, 1))
        assert_size_stride(arg10_1, (128, 128), (128, 1))
        assert_size_stride(arg11_1, (), ())
        assert_size_stride(arg12_1, (128, ), (1, ))
        assert_size_stride(arg13_1, (256, 128), (128, 1))
        assert_size_stride(arg14_1, (128, 256), (256, 1))
        assert_size_stride(arg15_1, (), ())
        assert_size_stride(arg16_1, (128, ), (1, ))
        assert_size_stride(arg17_1, (128, 128), (128, 1))
        assert_size_stride(arg18_1, (128, 128), (128, 1))
        assert_size_stride(arg19_1, (128, 128), (128, 1))
        assert_size_stride(arg20_1, (128, 128), (128, 1))
        assert_size_stride(arg21_1, (), ())
        assert_size_stride(arg22_1, (128, ), (1, ))
        assert_size_stride(arg23_1, (256, 128), (128, 1))
        assert_size_stride(arg24_1, (128, 256), (256, 1))
        assert_size_stride(arg25_1, (), ())
        assert_size_stride(arg26_1, (128, ), (1, ))
        assert_size_stride(arg28_1, (s10, s12), (s12, 1))
        assert_size_stride(arg29_1, (), ())
        assert_size_stride(arg30_1, (128, ), (1, ))
        assert_size_stride(arg31_1, (128, 128), (128, 1))
        assert_size_stride(arg32_1, (128, 128), (128, 1))
        assert_size_stride(arg33_1, (128, 128), (128, 1))
        assert_size_stride(arg34_1, (32, 4), (4, 1))
        assert_size_stride(arg35_1, (128, 128), (128, 1))
        assert_size_stride(arg36_1, (), ())
        assert_size_stride(arg37_1, (128, ), (1, ))
        assert_size_stride(arg38_1, (128, 128), (128, 1))
        assert_size_stride(arg39_1, (128, 128), (128, 1))
        assert_size_stride(arg40_1, (128, 128), (128, 1))
        assert_size_stride(arg41_1, (128, 128), (128, 1))
        assert_size_stride(arg42_1, (), ())
        assert_size_stride(arg43_1, (128, ), (1, ))
        assert_size_stride(arg44_1, (256, 128), (128, 1))
        assert_size_stride(arg45_1, (128, 256), (256, 1))
        assert_size_stride(arg46_1, (), ())
        assert_size_stride(arg47_1, (128, ), (1, ))
        assert_size_stride(arg48_1, (128, 128), (128, 1))
        assert_size_stride(arg49_1, (128, 128), (128, 1))
        assert_size_stride(arg50_1, (128, 128), (128, 1))
        assert_size_stride(arg51_1, (128, 128), (128, 1))
        assert_size_stride(arg52_1, (), ())
        assert_size_stride(arg53_1, (128, ), (1, ))
        assert_size_stride(arg54_1, (128, 128), (128, 1))
        assert_size_stride(arg55_1, (128, 128), (128, 1))
        assert_size_stride(arg56_1, (128, 128), (128, 1))
        assert_size_stride(arg57_1, (128, 128), (128, 1))
        assert_size_stride(arg58_1, (), ())
        assert_size_stride(arg59_1, (128, ), (1, ))
        assert_size_stride(arg60_1, (256, 128), (128, 1))
        assert_size_stride(arg61_1, (128, 256), (256, 1))
        assert_size_stride(arg62_1, (), ())
        assert_size_stride(arg63_1, (128, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((s10, s12, 128), (128*s12, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds_1, pow_6, variance_5, rsqrt_5, hidden_states_19, normed_hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_embedding_mean_mul_pow_rsqrt_0:1
            triton_red_fused_embedding_mean_mul_pow_rsqrt_0_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_red_fused_embedding_mean_mul_pow_rsqrt_0.run(arg28_1, arg3_1, arg30_1, arg29_1.item(), buf1, triton_red_fused_embedding_mean_mul_pow_rsqrt_0_xnumel, 128, stream=stream0)
            del arg29_1
            del arg30_1
            buf2 = empty_strided_cuda((s10*s12, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(buf1, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg31_1, (128, 128), (1, 128), 0), out=buf2)
            del arg31_1
            buf3 = empty_strided_cuda((s10*s12, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf1, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg32_1, (128, 128), (1, 128), 0), out=buf3)
            del arg32_1
            ps0 = 32*s12
            ps1 = 128*s12
            buf4 = empty_strided_cuda((s10, 4, s12, 32), (128*s12, 32*s12, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12, view_6, query_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_1:4
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_1_xnumel = 128*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_1.run(buf2, buf4, s12, ps0, ps1, triton_poi_fused__unsafe_view_clone_mul_transpose_view_1_xnumel, stream=stream0)
            buf5 = reinterpret_tensor(buf2, (s10, 4, 32, s12), (128*s12, 32*s12, s12, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear_13, view_7, key_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_2:5
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_2_ynumel = 128*s10
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_2.run(buf3, buf5, s12, triton_poi_fused__unsafe_view_clone_mul_transpose_view_2_ynumel, s12, stream=stream0)
            del buf3
            buf6 = empty_strided_cuda((4*s10, s12, s12), (s12*s12, s12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12, view_6, query_states_2, attn_output_8, linear_13, view_7, key_states_2], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:6
            extern_kernels.bmm(reinterpret_tensor(buf4, (4*s10, s12, 32), (32*s12, 32, 1), 0), reinterpret_tensor(buf5, (4*s10, 32, s12), (32*s12, s12, 1), 0), out=buf6)
            buf11 = empty_strided_cuda((s10, 4, s12, s12), (4*s12*s12, s12*s12, s12, 1), torch.float32)
            buf13 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [attn_output_8, arange_9, kv_arange_1, kv_indices_1, arange_8, q_arange_1, q_indices_1, attention_mask_2, attention_mask_3, arange_15, memory_position_1, arange_14, getitem_77, context_position_1, relative_position_2, zeros_like, min_2, relative_position_3, is_small_1, float_2, truediv_2, log_1, truediv_3, mul_14, to_8, relative_position_if_large_2, full_like_1, relative_position_if_large_3, where_3, relative_buckets_2, values_2, permute_1, values_3, position_bias_mask_2, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.sub, aten.zeros_like, aten.minimum, aten.neg, aten.lt, aten._to_copy, aten.div, aten.log, aten.mul, aten.full_like, aten.where, aten.embedding, aten.permute, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
            # [Provenance debug handles] triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3:7
            triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3_xnumel = 4*s10*s12
            stream0 = get_raw_stream(0)
            triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3.run(buf13, buf6, arg34_1, s12, triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3_xnumel, s12, stream=stream0)
            del buf6
            buf12 = reinterpret_tensor(buf5, (s10*s12, 128), (128, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(buf1, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg33_1, (128, 128), (1, 128), 0), out=buf12)
            del arg33_1
            buf14 = reinterpret_tensor(buf1, (s10, 4, s12, 32), (128*s12, 32*s12, 32, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [linear_14, view_8, value_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_4:9
            triton_poi_fused__unsafe_view_clone_transpose_view_4_xnumel = 128*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_4.run(buf12, buf14, s12, ps0, ps1, triton_poi_fused__unsafe_view_clone_transpose_view_4_xnumel, stream=stream0)
            buf15 = reinterpret_tensor(buf12, (4*s10, s12, 32), (32*s12, 32, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [attn_output_8, , linear_14, view_8, value_states_2], Original ATen: [aten._safe_softmax, aten.exp, aten.view, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:10
            extern_kernels.bmm(reinterpret_tensor(buf13, (4*s10, s12, s12), (s12*s12, s12, 1), 0), reinterpret_tensor(buf14, (4*s10, s12, 32), (32*s12, 32, 1), 0), out=buf15)
            del buf13
            buf16 = reinterpret_tensor(buf14, (s10, s12, 4, 32), (128*s12, 128, 32, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [attn_output_8, transpose_11, attn_output_9], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:11
            triton_poi_fused_clone_transpose_view_5_xnumel = 128*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf15, buf16, s12, ps1, triton_poi_fused_clone_transpose_view_5_xnumel, stream=stream0)
            buf17 = reinterpret_tensor(buf15, (s10*s12, 128), (128, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [attn_output_8, transpose_11, attn_output_9, reshape_2, attn_output_11], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(reinterpret_tensor(buf16, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg35_1, (128, 128), (1, 128), 0), out=buf17)
            del arg35_1
            buf19 = reinterpret_tensor(buf16, (s10, s12, 128), (128*s12, 128, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, pow_7, variance_6, rsqrt_6, hidden_states_20, normed_hidden_states_3], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6:13
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6.run(arg28_1, arg3_1, buf17, arg37_1, arg36_1.item(), buf19, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6_xnumel, 128, stream=stream0)
            del arg36_1
            del arg37_1
            buf20 = reinterpret_tensor(buf4, (s10*s12, 128), (128, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, pow_7, variance_6, rsqrt_6, hidden_states_20, normed_hidden_states_3, linear_16], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf19, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg38_1, (128, 128), (1, 128), 0), out=buf20)
            del arg38_1
            del buf19
            buf22 = empty_strided_cuda((s10, s21, 128), (128*s21, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, rsqrt, hidden_states_1, normed_hidden_states], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_embedding_mean_mul_pow_rsqrt_7:15
            triton_red_fused_embedding_mean_mul_pow_rsqrt_7_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_red_fused_embedding_mean_mul_pow_rsqrt_7.run(arg2_1, arg3_1, arg5_1, arg4_1.item(), buf22, triton_red_fused_embedding_mean_mul_pow_rsqrt_7_xnumel, 128, stream=stream0)
            del arg4_1
            del arg5_1
            buf23 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf22, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg6_1, (128, 128), (1, 128), 0), out=buf23)
            del arg6_1
            buf24 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf22, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg7_1, (128, 128), (1, 128), 0), out=buf24)
            del arg7_1
            ps2 = 32*s21
            ps3 = 128*s21
            buf25 = empty_strided_cuda((s10, 4, s21, 32), (128*s21, 32*s21, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_8:18
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_8_xnumel = 128*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_8.run(buf23, buf25, s21, ps2, ps3, triton_poi_fused__unsafe_view_clone_mul_transpose_view_8_xnumel, stream=stream0)
            buf26 = reinterpret_tensor(buf23, (s10, 4, 32, s21), (128*s21, 32*s21, s21, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [linear_1, view_1, key_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_9:19
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_9_ynumel = 128*s10
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_9.run(buf24, buf26, s21, triton_poi_fused__unsafe_view_clone_mul_transpose_view_9_ynumel, s21, stream=stream0)
            del buf24
            buf27 = empty_strided_cuda((4*s10, s21, s21), (s21*s21, s21, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_states, attn_output, linear_1, view_1, key_states], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:20
            extern_kernels.bmm(reinterpret_tensor(buf25, (4*s10, s21, 32), (32*s21, 32, 1), 0), reinterpret_tensor(buf26, (4*s10, 32, s21), (32*s21, s21, 1), 0), out=buf27)
            buf28 = reinterpret_tensor(buf27, (s10, 4, s21, s21), (4*s21*s21, s21*s21, s21, 1), 0); del buf27  # reuse
            buf33 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, arange_5, memory_position, arange_4, getitem_20, context_position, relative_position, gt, to_1, mul_2, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, position_bias_mask, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.sub, aten.gt, aten._to_copy, aten.mul, aten.abs, aten.lt, aten.div, aten.log, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
            # [Provenance debug handles] triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10:21
            triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10_xnumel = 4*s10*s21
            stream0 = get_raw_stream(0)
            triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10.run(buf33, arg9_1, s21, triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10_xnumel, s21, stream=stream0)
            buf32 = reinterpret_tensor(buf26, (s10*s21, 128), (128, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf22, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg8_1, (128, 128), (1, 128), 0), out=buf32)
            del arg8_1
            buf34 = reinterpret_tensor(buf22, (s10, 4, s21, 32), (128*s21, 32*s21, 32, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_11:23
            triton_poi_fused__unsafe_view_clone_transpose_view_11_xnumel = 128*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_11.run(buf32, buf34, s21, ps2, ps3, triton_poi_fused__unsafe_view_clone_transpose_view_11_xnumel, stream=stream0)
            buf35 = reinterpret_tensor(buf32, (4*s10, s21, 32), (32*s21, 32, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [attn_output, , linear_2, view_2, value_states], Original ATen: [aten._safe_softmax, aten.sub, aten.exp, aten.view, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:24
            extern_kernels.bmm(reinterpret_tensor(buf33, (4*s10, s21, s21), (s21*s21, s21, 1), 0), reinterpret_tensor(buf34, (4*s10, s21, 32), (32*s21, 32, 1), 0), out=buf35)
            buf36 = reinterpret_tensor(buf34, (s10, s21, 4, 32), (128*s21, 128, 32, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_12:25
            triton_poi_fused_clone_transpose_view_12_xnumel = 128*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_12.run(buf35, buf36, s21, ps3, triton_poi_fused_clone_transpose_view_12_xnumel, stream=stream0)
            buf37 = reinterpret_tensor(buf35, (s10*s21, 128), (128, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1, reshape, attn_output_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf36, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg10_1, (128, 128), (1, 128), 0), out=buf37)
            del arg10_1
            buf39 = reinterpret_tensor(buf36, (s10, s21, 128), (128*s21, 128, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, rsqrt_1, hidden_states_2, forwarded_states], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13:27
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13.run(arg2_1, arg3_1, buf37, arg12_1, arg11_1.item(), buf39, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13_xnumel, 128, stream=stream0)
            del arg11_1
            del arg12_1
            buf40 = empty_strided_cuda((s10*s21, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, rsqrt_1, hidden_states_2, forwarded_states, hidden_states_3], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf39, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg13_1, (128, 256), (1, 128), 0), out=buf40)
            del arg13_1
            buf41 = reinterpret_tensor(buf40, (s10, s21, 256), (256*s21, 256, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten._unsafe_view, aten.relu]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_relu_14:29
            triton_poi_fused__unsafe_view_relu_14_xnumel = 256*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_14.run(buf41, triton_poi_fused__unsafe_view_relu_14_xnumel, stream=stream0)
            buf42 = reinterpret_tensor(buf39, (s10*s21, 128), (128, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_6], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf41, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg14_1, (256, 128), (1, 256), 0), out=buf42)
            del arg14_1
            del buf41
            buf44 = reinterpret_tensor(buf25, (s10, s21, 128), (128*s21, 128, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, pow_3, variance_2, rsqrt_2, hidden_states_8, normed_hidden_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15:31
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15.run(arg2_1, arg3_1, buf37, buf42, arg16_1, arg15_1.item(), buf44, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_15_xnumel, 128, stream=stream0)
            del arg15_1
            del arg16_1
            buf45 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf44, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg17_1, (128, 128), (1, 128), 0), out=buf45)
            del arg17_1
            buf46 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf44, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg18_1, (128, 128), (1, 128), 0), out=buf46)
            del arg18_1
            buf47 = empty_strided_cuda((s10, 4, s21, 32), (128*s21, 32*s21, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_8:34
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_8_xnumel = 128*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_8.run(buf45, buf47, s21, ps2, ps3, triton_poi_fused__unsafe_view_clone_mul_transpose_view_8_xnumel, stream=stream0)
            buf48 = reinterpret_tensor(buf45, (s10, 4, 32, s21), (128*s21, 32*s21, s21, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [linear_7, view_4, key_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_9:35
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_9_ynumel = 128*s10
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_9.run(buf46, buf48, s21, triton_poi_fused__unsafe_view_clone_mul_transpose_view_9_ynumel, s21, stream=stream0)
            del buf46
            buf49 = reinterpret_tensor(buf33, (4*s10, s21, s21), (s21*s21, s21, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_states_1, attn_output_4, linear_7, view_4, key_states_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:36
            extern_kernels.bmm(reinterpret_tensor(buf47, (4*s10, s21, 32), (32*s21, 32, 1), 0), reinterpret_tensor(buf48, (4*s10, 32, s21), (32*s21, s21, 1), 0), out=buf49)
            del buf47
            del buf48
            buf50 = reinterpret_tensor(buf49, (s10, 4, s21, s21), (4*s21*s21, s21*s21, s21, 1), 0); del buf49  # reuse
            buf55 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, arange_5, memory_position, arange_4, getitem_20, context_position, relative_position, gt, to_1, mul_2, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, attn_output_4, position_bias_mask_1, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.sub, aten.gt, aten._to_copy, aten.mul, aten.abs, aten.lt, aten.div, aten.log, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.view, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
            # [Provenance debug handles] triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10:37
            triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10_xnumel = 4*s10*s21
            stream0 = get_raw_stream(0)
            triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10.run(buf55, arg9_1, s21, triton_red_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_10_xnumel, s21, stream=stream0)
            del arg9_1
            buf54 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(reinterpret_tensor(buf44, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg19_1, (128, 128), (1, 128), 0), out=buf54)
            del arg19_1
            buf56 = reinterpret_tensor(buf44, (s10, 4, s21, 32), (128*s21, 32*s21, 32, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [linear_8, view_5, value_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_11:39
            triton_poi_fused__unsafe_view_clone_transpose_view_11_xnumel = 128*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_11.run(buf54, buf56, s21, ps2, ps3, triton_poi_fused__unsafe_view_clone_transpose_view_11_xnumel, stream=stream0)
            buf57 = reinterpret_tensor(buf54, (4*s10, s21, 32), (32*s21, 32, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, , linear_8, view_5, value_states_1], Original ATen: [aten._safe_softmax, aten.sub, aten.exp, aten.view, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:40
            extern_kernels.bmm(reinterpret_tensor(buf55, (4*s10, s21, s21), (s21*s21, s21, 1), 0), reinterpret_tensor(buf56, (4*s10, s21, 32), (32*s21, 32, 1), 0), out=buf57)
            del buf55
            buf58 = reinterpret_tensor(buf56, (s10, s21, 4, 32), (128*s21, 128, 32, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_12:41
            triton_poi_fused_clone_transpose_view_12_xnumel = 128*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_12.run(buf57, buf58, s21, ps3, triton_poi_fused_clone_transpose_view_12_xnumel, stream=stream0)
            buf59 = reinterpret_tensor(buf57, (s10*s21, 128), (128, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5, reshape_1, attn_output_7], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf58, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg20_1, (128, 128), (1, 128), 0), out=buf59)
            del arg20_1
            buf60 = reinterpret_tensor(buf37, (s10, s21, 128), (128*s21, 128, 1), 0); del buf37  # reuse
            buf62 = reinterpret_tensor(buf58, (s10, s21, 128), (128*s21, 128, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, attn_output_7, attention_output_1, pow_4, variance_3, rsqrt_3, hidden_states_9, forwarded_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16:43
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16.run(buf60, arg2_1, arg3_1, buf42, buf59, arg22_1, arg21_1.item(), buf62, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16_xnumel, 128, stream=stream0)
            del arg21_1
            del arg22_1
            del arg2_1
            del buf42
            buf63 = empty_strided_cuda((s10*s21, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_4, variance_3, rsqrt_3, hidden_states_9, forwarded_states_1, hidden_states_10], Original ATen: [aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:44
            extern_kernels.mm(reinterpret_tensor(buf62, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg23_1, (128, 256), (1, 128), 0), out=buf63)
            del arg23_1
            buf64 = reinterpret_tensor(buf63, (s10, s21, 256), (256*s21, 256, 1), 0); del buf63  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11], Original ATen: [aten._unsafe_view, aten.relu]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_relu_14:45
            triton_poi_fused__unsafe_view_relu_14_xnumel = 256*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_14.run(buf64, triton_poi_fused__unsafe_view_relu_14_xnumel, stream=stream0)
            buf65 = reinterpret_tensor(buf62, (s10*s21, 128), (128, 1), 0); del buf62  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11, hidden_states_13], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(reinterpret_tensor(buf64, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg24_1, (256, 128), (1, 256), 0), out=buf65)
            del arg24_1
            del buf64
            buf67 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, pow_5, variance_4, rsqrt_4, hidden_states_15, hidden_states_16], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17:47
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17.run(buf67, buf65, arg26_1, arg25_1.item(), triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_17_xnumel, 128, stream=stream0)
            del arg25_1
            del arg26_1
            buf68 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [linear_17], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf67, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg39_1, (128, 128), (1, 128), 0), out=buf68)
            del arg39_1
            buf69 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(reinterpret_tensor(buf67, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg40_1, (128, 128), (1, 128), 0), out=buf69)
            del arg40_1
            buf70 = empty_strided_cuda((s10, 4, s12, s21), (32*s12*((7 + s21) // 8), 8*s12*((7 + s21) // 8), 8*((7 + s21) // 8), 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_16, view_9, query_states_3, linear_17, view_10, key_states_3, linear_18, view_11, value_states_3, arange_12, q_arange_2, q_indices_2, attention_mask_4, attention_mask_5, position_bias, position_bias_mask_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.zeros, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18:50
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18_xnumel = 4*s10*s12*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18.run(buf70, s21, s12, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_16, view_9, query_states_3, linear_17, view_10, key_states_3, linear_18, view_11, value_states_3, arange_12, q_arange_2, q_indices_2, attention_mask_4, attention_mask_5, position_bias, position_bias_mask_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.zeros, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:51
            buf71 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf20, (s10, 4, s12, 32), (128*s12, 32, 128, 1), 0), reinterpret_tensor(buf68, (s10, 4, s21, 32), (128*s21, 32, 128, 1), 0), reinterpret_tensor(buf69, (s10, 4, s21, 32), (128*s21, 32, 128, 1), 0), buf70, False, scale=1.0)
            buf72 = buf71[0]
            assert_size_stride(buf72, (s10, 4, s12, 32), (128*s12, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf72, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf71
            buf76 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, attn_output_15], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(reinterpret_tensor(buf72, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg41_1, (128, 128), (1, 128), 0), out=buf76)
            del arg41_1
            buf78 = reinterpret_tensor(buf72, (s10, s12, 128), (128*s12, 128, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, attn_output_15, layer_output, pow_8, variance_7, rsqrt_7, hidden_states_21, forwarded_states_2], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19:53
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19.run(arg28_1, arg3_1, buf17, buf76, arg43_1, arg42_1.item(), buf78, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_19_xnumel, 128, stream=stream0)
            del arg42_1
            del arg43_1
            buf79 = empty_strided_cuda((s10*s12, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, attn_output_15, layer_output, pow_8, variance_7, rsqrt_7, hidden_states_21, forwarded_states_2, hidden_states_22], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:54
            extern_kernels.mm(reinterpret_tensor(buf78, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg44_1, (128, 256), (1, 128), 0), out=buf79)
            del arg44_1
            buf80 = reinterpret_tensor(buf79, (s10, s12, 256), (256*s12, 256, 1), 0); del buf79  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_22, hidden_states_23], Original ATen: [aten._unsafe_view, aten.relu]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_relu_20:55
            triton_poi_fused__unsafe_view_relu_20_xnumel = 256*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_20.run(buf80, triton_poi_fused__unsafe_view_relu_20_xnumel, stream=stream0)
            buf81 = reinterpret_tensor(buf78, (s10*s12, 128), (128, 1), 0); del buf78  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_22, hidden_states_23, hidden_states_25], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(reinterpret_tensor(buf80, (s10*s12, 256), (256, 1), 0), reinterpret_tensor(arg45_1, (256, 128), (1, 256), 0), out=buf81)
            del arg45_1
            buf82 = reinterpret_tensor(buf17, (s10, s12, 128), (128*s12, 128, 1), 0); del buf17  # reuse
            buf84 = empty_strided_cuda((s10, s12, 128), (128*s12, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_11, attention_output_2, attn_output_15, layer_output, hidden_states_25, hidden_states_26, pow_9, variance_8, rsqrt_8, hidden_states_27, normed_hidden_states_4], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21:57
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21.run(buf82, arg28_1, arg3_1, buf76, buf81, arg47_1, arg46_1.item(), buf84, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_21_xnumel, 128, stream=stream0)
            del arg28_1
            del arg3_1
            del arg46_1
            del arg47_1
            buf85 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [pow_9, variance_8, rsqrt_8, hidden_states_27, normed_hidden_states_4, linear_22], Original ATen: [aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:58
            extern_kernels.mm(reinterpret_tensor(buf84, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg48_1, (128, 128), (1, 128), 0), out=buf85)
            del arg48_1
            buf86 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [linear_23], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:59
            extern_kernels.mm(reinterpret_tensor(buf84, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg49_1, (128, 128), (1, 128), 0), out=buf86)
            del arg49_1
            buf87 = empty_strided_cuda((s10, 4, s12, 32), (128*s12, 32*s12, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_22, view_12, query_states_4, attn_output_16], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_1:60
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_1_xnumel = 128*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_1.run(buf85, buf87, s12, ps0, ps1, triton_poi_fused__unsafe_view_clone_mul_transpose_view_1_xnumel, stream=stream0)
            buf88 = reinterpret_tensor(buf85, (s10, 4, 32, s12), (128*s12, 32*s12, s12, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [linear_23, view_13, key_states_4, attn_output_16], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_2:61
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_2_ynumel = 128*s10
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_2.run(buf86, buf88, s12, triton_poi_fused__unsafe_view_clone_mul_transpose_view_2_ynumel, s12, stream=stream0)
            del buf86
            buf89 = empty_strided_cuda((4*s10, s12, s12), (s12*s12, s12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_22, view_12, query_states_4, attn_output_16, linear_23, view_13, key_states_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:62
            extern_kernels.bmm(reinterpret_tensor(buf87, (4*s10, s12, 32), (32*s12, 32, 1), 0), reinterpret_tensor(buf88, (4*s10, 32, s12), (32*s12, s12, 1), 0), out=buf89)
            buf94 = empty_strided_cuda((s10, 4, s12, s12), (4*s12*s12, s12*s12, s12, 1), torch.float32)
            buf96 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [arange_9, kv_arange_1, kv_indices_1, arange_8, q_arange_1, q_indices_1, attention_mask_2, attention_mask_3, arange_15, memory_position_1, arange_14, getitem_77, context_position_1, relative_position_2, zeros_like, min_2, relative_position_3, is_small_1, float_2, truediv_2, log_1, truediv_3, mul_14, to_8, relative_position_if_large_2, full_like_1, relative_position_if_large_3, where_3, relative_buckets_2, values_2, permute_1, values_3, attn_output_16, position_bias_mask_4, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.sub, aten.zeros_like, aten.minimum, aten.neg, aten.lt, aten._to_copy, aten.div, aten.log, aten.mul, aten.full_like, aten.where, aten.embedding, aten.permute, aten.view, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
            # [Provenance debug handles] triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3:63
            triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3_xnumel = 4*s10*s12
            stream0 = get_raw_stream(0)
            triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3.run(buf96, buf89, arg34_1, s12, triton_red_fused__safe_softmax__to_copy_add_arange_div_embedding_exp_expand_full_like_le_log_lt_minimum_mul_neg_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_zeros_like_3_xnumel, s12, stream=stream0)
            del arg34_1
            del buf89
            buf95 = reinterpret_tensor(buf88, (s10*s12, 128), (128, 1), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:64
            extern_kernels.mm(reinterpret_tensor(buf84, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg50_1, (128, 128), (1, 128), 0), out=buf95)
            del arg50_1
            buf97 = reinterpret_tensor(buf84, (s10, 4, s12, 32), (128*s12, 32*s12, 32, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [linear_24, view_14, value_states_4, attn_output_16], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_4:65
            triton_poi_fused__unsafe_view_clone_transpose_view_4_xnumel = 128*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_4.run(buf95, buf97, s12, ps0, ps1, triton_poi_fused__unsafe_view_clone_transpose_view_4_xnumel, stream=stream0)
            buf98 = reinterpret_tensor(buf95, (4*s10, s12, 32), (32*s12, 32, 1), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [attn_output_16, , linear_24, view_14, value_states_4], Original ATen: [aten._safe_softmax, aten.exp, aten.view, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:66
            extern_kernels.bmm(reinterpret_tensor(buf96, (4*s10, s12, s12), (s12*s12, s12, 1), 0), reinterpret_tensor(buf97, (4*s10, s12, 32), (32*s12, 32, 1), 0), out=buf98)
            del buf96
            buf99 = reinterpret_tensor(buf97, (s10, s12, 4, 32), (128*s12, 128, 32, 1), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [attn_output_16, transpose_19, attn_output_17], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:67
            triton_poi_fused_clone_transpose_view_5_xnumel = 128*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf98, buf99, s12, ps1, triton_poi_fused_clone_transpose_view_5_xnumel, stream=stream0)
            buf100 = reinterpret_tensor(buf98, (s10*s12, 128), (128, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [attn_output_16, transpose_19, attn_output_17, reshape_4, attn_output_19], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:68
            extern_kernels.mm(reinterpret_tensor(buf99, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg51_1, (128, 128), (1, 128), 0), out=buf100)
            del arg51_1
            buf102 = reinterpret_tensor(buf99, (s10, s12, 128), (128*s12, 128, 1), 0); del buf99  # reuse
            # Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, pow_10, variance_9, rsqrt_9, hidden_states_28, normed_hidden_states_5], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22:69
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22.run(buf82, buf100, arg53_1, arg52_1.item(), buf102, triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_22_xnumel, 128, stream=stream0)
            del arg52_1
            del arg53_1
            buf103 = reinterpret_tensor(buf87, (s10*s12, 128), (128, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, pow_10, variance_9, rsqrt_9, hidden_states_28, normed_hidden_states_5, linear_26], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:70
            extern_kernels.mm(reinterpret_tensor(buf102, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg54_1, (128, 128), (1, 128), 0), out=buf103)
            del arg54_1
            del buf102
            buf104 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [linear_27], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:71
            extern_kernels.mm(reinterpret_tensor(buf67, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg55_1, (128, 128), (1, 128), 0), out=buf104)
            del arg55_1
            buf105 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:72
            extern_kernels.mm(reinterpret_tensor(buf67, (s10*s21, 128), (128, 1), 0), reinterpret_tensor(arg56_1, (128, 128), (1, 128), 0), out=buf105)
            del arg56_1
            del buf67
            buf106 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [arange_12, q_arange_2, q_indices_2, attention_mask_4, attention_mask_5, position_bias, linear_26, view_15, query_states_5, linear_27, view_16, key_states_5, linear_28, view_17, value_states_5, position_bias_mask_5, attn_output_20], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.zeros, aten._unsafe_view, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18:73
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18_xnumel = 4*s10*s12*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18.run(buf106, s21, s12, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_constant_pad_nd_expand_ge_scalar_tensor_slice_transpose_unsqueeze_view_where_zeros_18_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_12, q_arange_2, q_indices_2, attention_mask_4, attention_mask_5, position_bias, linear_26, view_15, query_states_5, linear_27, view_16, key_states_5, linear_28, view_17, value_states_5, position_bias_mask_5, attn_output_20], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.zeros, aten._unsafe_view, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:74
            buf107 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf103, (s10, 4, s12, 32), (128*s12, 32, 128, 1), 0), reinterpret_tensor(buf104, (s10, 4, s21, 32), (128*s21, 32, 128, 1), 0), reinterpret_tensor(buf105, (s10, 4, s21, 32), (128*s21, 32, 128, 1), 0), buf106, False, scale=1.0)
            del buf104
            del buf105
            del buf106
            buf108 = buf107[0]
            assert_size_stride(buf108, (s10, 4, s12, 32), (128*s12, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf108, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf107
            buf112 = buf103; del buf103  # reuse
            # Topologically Sorted Source Nodes: [transpose_23, reshape_5, attn_output_23], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:75
            extern_kernels.mm(reinterpret_tensor(buf108, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg57_1, (128, 128), (1, 128), 0), out=buf112)
            del arg57_1
            buf114 = reinterpret_tensor(buf108, (s10, s12, 128), (128*s12, 128, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, attn_output_23, layer_output_1, pow_11, variance_10, rsqrt_10, hidden_states_29, forwarded_states_3], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23:76
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23.run(buf82, buf100, buf112, arg59_1, arg58_1.item(), buf114, triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_23_xnumel, 128, stream=stream0)
            del arg58_1
            del arg59_1
            buf115 = reinterpret_tensor(buf80, (s10*s12, 256), (256, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, attn_output_23, layer_output_1, pow_11, variance_10, rsqrt_10, hidden_states_29, forwarded_states_3, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:77
            extern_kernels.mm(reinterpret_tensor(buf114, (s10*s12, 128), (128, 1), 0), reinterpret_tensor(arg60_1, (128, 256), (1, 128), 0), out=buf115)
            del arg60_1
            buf116 = reinterpret_tensor(buf115, (s10, s12, 256), (256*s12, 256, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_30, hidden_states_31], Original ATen: [aten._unsafe_view, aten.relu]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_relu_20:78
            triton_poi_fused__unsafe_view_relu_20_xnumel = 256*s10*s12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_20.run(buf116, triton_poi_fused__unsafe_view_relu_20_xnumel, stream=stream0)
            buf117 = reinterpret_tensor(buf114, (s10*s12, 128), (128, 1), 0); del buf114  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_30, hidden_states_31, hidden_states_33], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:79
            extern_kernels.mm(reinterpret_tensor(buf116, (s10*s12, 256), (256, 1), 0), reinterpret_tensor(arg61_1, (256, 128), (1, 256), 0), out=buf117)
            del arg61_1
            del buf116
            buf119 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [attn_output_19, attention_output_3, attn_output_23, layer_output_1, hidden_states_33, hidden_states_34, pow_12, variance_11, rsqrt_11, hidden_states_35, hidden_states_36], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24:80
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24_xnumel = s10*s12
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24.run(buf119, buf100, buf112, buf117, arg63_1, arg62_1.item(), triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_24_xnumel, 128, stream=stream0)
            del arg62_1
            del arg63_1
            del buf100
            del buf112
            del buf117
        return (buf119, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 2
    arg1_1 = 64
    arg2_1 = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((1000, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg5_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((32, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg12_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg16_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg22_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg26_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = 32
    arg28_1 = rand_strided((2, 32), (32, 1), device='cuda:0', dtype=torch.int64)
    arg29_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg30_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((32, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg37_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg43_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg47_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg53_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg59_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg63_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
