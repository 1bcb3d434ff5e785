# AOT ID: ['0_inference']
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


# kernel path: /tmp/torchinductor_root/2h/c2hd433dsroi3tou6gcjuzlxfkj4imesjh3df4ftgpznfd4gihgf.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_2, rsqrt, hidden_states_1, normed_hidden_states], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_2 => add_2
#   hidden_states_1 => mul
#   inputs_embeds => embedding
#   normed_hidden_states => mul_1
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %buf0 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf0]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %pow_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg2_1, %mul), kwargs = {})
#   return %buf0,%mul_1
triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 525312}}
)
@triton.jit
def triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
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
        tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp6 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
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
        tmp17 = tl.load(in_ptr1 + (r0_1 + 256*tmp15), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 256.0, tl.float32)
        tmp19 = (tmp9 / tmp18)
        tmp20 = tl.full([1, 1], 1e-06, tl.float32)
        tmp21 = tmp19 + tmp20
        tmp22 = libdevice.rsqrt(tmp21)
        tmp23 = tmp17 * tmp22
        tmp24 = tmp11 * tmp23
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp24, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3m/c3mssptiaml74q2ny4f6ilgc74lz4eim5vwb2atebwajv7ny2t7k.py
# Topologically Sorted Source Nodes: [linear, view, query_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_1, mul_4
#   linear => view_1
#   query_states => permute_1
#   view => view_2
# Graph fragment:
#   %mm : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_2 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [2, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_1, 1.0), kwargs = {})
#   %clone_1 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused__unsafe_view_clone_mul_transpose_view_1 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 4)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 32768*x3), None)
    tmp1 = tl.full([1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/vv/cvvlnextz36bvbk5qlvos4ogfag3u3mxidxwb6fsqdc3pk3wc7sm.py
# Topologically Sorted Source Nodes: [linear_1, view_1, key_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_2, mul_5, permute_7
#   key_states => permute_3
#   linear_1 => view_4
#   view_1 => view_5
# Graph fragment:
#   %mm_1 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 256]), kwargs = {})
#   %view_5 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %permute_7 : Tensor "f32[2, 4, 64, 128][32768, 64, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_3, [0, 1, 3, 2]), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 64, 128][32768, 64, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_7, 1.0), kwargs = {})
#   %clone_2 : Tensor "f32[2, 4, 64, 128][32768, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_2,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused__unsafe_view_clone_mul_transpose_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 128}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 262144, 'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_2(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 256*x2 + 32768*y1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2 + 128*y3), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/6e/c6ebyi7uc2im6xpv5t2stlgm5kimc3uz3vsmp2bl554oughs2u3t.py
# Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, arange_5, memory_position, arange_4, getitem_4, context_position, relative_position, gt, to_1, mul_2, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, position_bias_mask, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.sub, aten.gt, aten._to_copy, aten.mul, aten.abs, aten.lt, aten.div, aten.log, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
# Source node to ATen node mapping:
#    => exp_default_1, prepare_softmax_online_default_1, sub_tensor_1
#   arange_2 => iota_2
#   arange_4 => iota_4
#   arange_5 => iota_5
#   attention_mask => ge
#   attention_mask_1 => expand
#   attn_output => add_7, any_1, div_2, eq, full_default_2, logical_not, logical_not_1, view_11, where_2
#   context_position => add_3
#   float_1 => convert_element_type_1
#   full_like => full_default
#   getitem_4 => unsqueeze_3
#   gt => gt
#   is_small => lt
#   log => log
#   memory_position => unsqueeze_4
#   mul_2 => mul_2
#   mul_3 => mul_3
#   permute => permute_6
#   position_bias_mask => full_default_1, where_1
#   q_arange => add
#   q_indices => unsqueeze, unsqueeze_1, unsqueeze_2
#   relative_buckets => add_4
#   relative_buckets_1 => add_6
#   relative_position => sub
#   relative_position_1 => abs_1
#   relative_position_if_large => add_5
#   relative_position_if_large_1 => minimum
#   to_1 => convert_element_type
#   to_2 => convert_element_type_2
#   truediv => div
#   truediv_1 => div_1
#   values => embedding_1
#   values_1 => unsqueeze_5
#   where => where
# Graph fragment:
#   %bmm : Tensor "f32[8, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %arg6_1 : Tensor "f32[32, 4][4, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %add_7 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=add_7]
#   %any_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=any_1]
#   %getitem_2 : Tensor "f32[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem_3 : Tensor "f32[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_3]
#   %view_11 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [2, 4, 128, 128]), kwargs = {})
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [2, -1, 128, 128]), kwargs = {})
#   %iota_5 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_5, 0), kwargs = {})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_4, 1), kwargs = {})
#   %add_3 : Tensor "i64[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_3, 0), kwargs = {})
#   %sub : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze_4, %add_3), kwargs = {})
#   %gt : Tensor "b8[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%sub, 0), kwargs = {})
#   %convert_element_type : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.int64), kwargs = {})
#   %mul_2 : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 16), kwargs = {})
#   %add_4 : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2, 0), kwargs = {})
#   %abs_1 : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.abs.default](args = (%sub,), kwargs = {})
#   %lt : Tensor "b8[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%abs_1, 8), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%abs_1, torch.float32), kwargs = {})
#   %div : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_1, 8), kwargs = {})
#   %log : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%div,), kwargs = {})
#   %div_1 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%log, 2.772588722239781), kwargs = {})
#   %mul_3 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, 8), kwargs = {})
#   %convert_element_type_2 : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.int64), kwargs = {})
#   %add_5 : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 8), kwargs = {})
#   %full_default : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 128], 15), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %minimum : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%add_5, %full_default), kwargs = {})
#   %where : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %abs_1, %minimum), kwargs = {})
#   %add_6 : Tensor "i64[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %where), kwargs = {})
#   %embedding_1 : Tensor "f32[128, 128, 4][512, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg6_1, %add_6), kwargs = {})
#   %permute_6 : Tensor "f32[4, 128, 128][1, 512, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%embedding_1, [2, 0, 1]), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 4, 128, 128][4, 1, 512, 4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 0), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 4, 128, 128][65536, 1, 512, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %unsqueeze_5, %full_default_1), kwargs = {})
#   %add_7 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where_1), kwargs = {})
#   %eq : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_7, -inf), kwargs = {})
#   %logical_not : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_7, -1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_2), kwargs = {})
#   %exp_default_1 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_3), kwargs = {})
#   %where_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div_2), kwargs = {})
#   return %add_7,%any_1,%getitem_2,%getitem_3,%expand_3
triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3 = async_compile.triton('triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1572864}}
)
@triton.jit
def triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    r0_3 = r0_index
    x4 = xindex
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 4)
    tmp0 = tl.load(in_out_ptr0 + (r0_3 + 128*x4), xmask, other=0.0)
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
    tl.device_assert(((0 <= tmp30) & (tmp30 < 32)) | ~(xmask), "index out of bounds: 0 <= tmp30 < 32")
    tmp32 = tl.load(in_ptr0 + (x1 + 4*tmp30), xmask, eviction_policy='evict_last')
    tmp33 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
    tmp34 = tl.where(tmp3, tmp32, tmp33)
    tmp35 = tmp0 + tmp34
    tmp36 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp37 = tmp35 == tmp36
    tmp38 = tmp37 == 0
    tmp39 = tmp38.to(tl.int64)
    tmp40 = (tmp39 != 0)
    tmp41 = tl.broadcast_to(tmp40, [XBLOCK, R0_BLOCK])
    tmp43 = tl.where(xmask, tmp41, False)
    tmp44 = triton_helpers.any(tmp43, 1)[:, None].to(tl.int1)
    tmp45 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp47 = tl.broadcast_to(tmp45, [XBLOCK, R0_BLOCK])
    tmp49 = tl.where(xmask, tmp47, float("-inf"))
    tmp50 = triton_helpers.max2(tmp49, 1)[:, None].to(tl.float32)
    tmp51 = tmp45 - tmp50
    tmp52 = libdevice.exp(tmp51)
    tmp53 = tl.broadcast_to(tmp52, [XBLOCK, R0_BLOCK])
    tmp55 = tl.where(xmask, tmp53, 0)
    tmp56 = tl.sum(tmp55, 1)[:, None].to(tl.float32)
    tmp57 = tmp44 == 0
    tmp58 = tmp35 - tmp50
    tmp59 = libdevice.exp(tmp58)
    tmp60 = (tmp59 / tmp56)
    tmp61 = tl.full([1, 1], 0.0, tl.float32)
    tmp62 = tl.where(tmp57, tmp61, tmp60)
    tl.store(in_out_ptr0 + (r0_3 + 128*x4), tmp62, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/im/cimlazoxmr52xnb3rwt6f7y7dbpebqf44b2hbgtisslv6vzyuc2g.py
# Topologically Sorted Source Nodes: [linear_2, view_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_3
#   linear_2 => view_7
#   value_states => permute_5
#   view_2 => view_8
# Graph fragment:
#   %mm_2 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_7 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 256]), kwargs = {})
#   %view_8 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [2, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused__unsafe_view_clone_transpose_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 4)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 32768*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gi/cgibnyac2ec2q3x3fpqj5kx35izbmjjdfxduvn2scljtdmagqrii.py
# Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_14
#   attn_output_1 => clone_4
#   transpose_3 => permute_8
# Graph fragment:
#   %bmm_1 : Tensor "f32[8, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [2, 4, 128, 64]), kwargs = {})
#   %permute_8 : Tensor "f32[2, 128, 4, 64][32768, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_clone_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 4)
    x2 = ((xindex // 256) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 8192*x1 + 32768*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/k2/ck264jpzhzm3rwuuhmtmbi5dodoo4c774e73je7jb4hewfxprfd6.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, add_7, rsqrt_1, hidden_states_2, forwarded_states], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_7 => add_9
#   attention_output => add_8
#   attn_output_3 => view_17
#   forwarded_states => mul_7
#   hidden_states_2 => mul_6
#   inputs_embeds => embedding
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg8_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %buf17 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf17]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_8, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_9 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_9,), kwargs = {})
#   %mul_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_8, %rsqrt_1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg8_1, %mul_6), kwargs = {})
#   return %buf17,%mul_7
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 787456}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 256.0, tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tl.full([1, 1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp8 * tmp19
    tmp21 = tmp14 * tmp20
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/om/comtl4zzb4vfwpccovkkzeff6jpgblvy4bvyu6fai4hbm77m5c2u.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten._unsafe_view, aten.relu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_19
#   hidden_states_4 => relu
# Graph fragment:
#   %mm_4 : Tensor "f32[256, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_19 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 128, 512]), kwargs = {})
#   %relu : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%view_19,), kwargs = {})
#   return %relu
triton_poi_fused__unsafe_view_relu_7 = async_compile.triton('triton_poi_fused__unsafe_view_relu_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_relu_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1572864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_relu_7(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tl.store(in_out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2o/c2opxhigmwxe6vrst7t2bzrs2zewajy2xokcgrkiwgxlmj4ixd36.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, pow_3, variance_2, add_9, rsqrt_2, hidden_states_8, normed_hidden_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_9 => add_11
#   attention_output => add_8
#   attn_output_3 => view_17
#   hidden_states_6 => view_21
#   hidden_states_7 => add_10
#   hidden_states_8 => mul_8
#   inputs_embeds => embedding
#   normed_hidden_states_1 => mul_9
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_5 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %arg11_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %buf22 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf22]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_21 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 128, 256]), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_8, %view_21), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_10, 2), kwargs = {})
#   %mean_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_11 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg11_1, %mul_8), kwargs = {})
#   return %buf22,%mul_9
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1049600}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 256.0, tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tl.full([1, 1], 1e-06, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = libdevice.rsqrt(tmp20)
    tmp22 = tmp10 * tmp21
    tmp23 = tmp16 * tmp22
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/v3/cv3rjckj42b6ulyqpcs5blv22biv6ynzzwyatgjntleuq3ebtd6k.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, attn_output_7, attention_output_1, pow_4, variance_3, add_11, rsqrt_3, hidden_states_9, forwarded_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_11 => add_14
#   attention_output => add_8
#   attention_output_1 => add_13
#   attn_output_3 => view_17
#   attn_output_7 => view_39
#   forwarded_states_1 => mul_13
#   hidden_states_6 => view_21
#   hidden_states_7 => add_10
#   hidden_states_9 => mul_12
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_5 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %mm_9 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %arg16_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %buf40 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf40]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_21 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 128, 256]), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_8, %view_21), kwargs = {})
#   %view_39 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [2, 128, 256]), kwargs = {})
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_39), kwargs = {})
#   %pow_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, 2), kwargs = {})
#   %mean_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_12 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %rsqrt_3), kwargs = {})
#   %mul_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg16_1, %mul_12), kwargs = {})
#   return %add_13,%buf40,%mul_13
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1836032}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 256.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp21 = tl.full([1, 1], 1e-06, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp12 * tmp23
    tmp25 = tmp18 * tmp24
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/io/ciodm7ksqplatl762osiwkn3u5nlevtrjsoonop42a5hnsn2ntml.py
# Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, pow_5, variance_4, add_13, rsqrt_4, hidden_states_15, hidden_states_16], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_13 => add_16
#   hidden_states_13 => view_43
#   hidden_states_14 => add_15
#   hidden_states_15 => mul_14
#   hidden_states_16 => mul_15
#   pow_5 => pow_5
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_4
# Graph fragment:
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %mm_11 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %arg19_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %buf45 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf45]
#   %view_43 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [2, 128, 256]), kwargs = {})
#   %add_15 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %view_43), kwargs = {})
#   %pow_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_15, 2), kwargs = {})
#   %mean_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %add_16 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_14 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_15, %rsqrt_4), kwargs = {})
#   %mul_15 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg19_1, %mul_14), kwargs = {})
#   return %buf45,%mul_15
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1049600}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp8 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = tmp2 * tmp13
    tmp15 = tmp8 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp15, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2, 128), (128, 1))
        assert_size_stride(arg1_1, (1000, 256), (256, 1))
        assert_size_stride(arg2_1, (256, ), (1, ))
        assert_size_stride(arg3_1, (256, 256), (256, 1))
        assert_size_stride(arg4_1, (256, 256), (256, 1))
        assert_size_stride(arg5_1, (256, 256), (256, 1))
        assert_size_stride(arg6_1, (32, 4), (4, 1))
        assert_size_stride(arg7_1, (256, 256), (256, 1))
        assert_size_stride(arg8_1, (256, ), (1, ))
        assert_size_stride(arg9_1, (512, 256), (256, 1))
        assert_size_stride(arg10_1, (256, 512), (512, 1))
        assert_size_stride(arg11_1, (256, ), (1, ))
        assert_size_stride(arg12_1, (256, 256), (256, 1))
        assert_size_stride(arg13_1, (256, 256), (256, 1))
        assert_size_stride(arg14_1, (256, 256), (256, 1))
        assert_size_stride(arg15_1, (256, 256), (256, 1))
        assert_size_stride(arg16_1, (256, ), (1, ))
        assert_size_stride(arg17_1, (512, 256), (256, 1))
        assert_size_stride(arg18_1, (256, 512), (512, 1))
        assert_size_stride(arg19_1, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_2, rsqrt, hidden_states_1, normed_hidden_states], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0.run(arg0_1, arg1_1, arg2_1, buf1, 256, 256, stream=stream0)
            del arg2_1
            buf2 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_2, rsqrt, hidden_states_1, normed_hidden_states, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (256, 1), 0), reinterpret_tensor(arg3_1, (256, 256), (1, 256), 0), out=buf2)
            del arg3_1
            buf3 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (256, 1), 0), reinterpret_tensor(arg4_1, (256, 256), (1, 256), 0), out=buf3)
            del arg4_1
            buf4 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_1:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_1.run(buf2, buf4, 65536, stream=stream0)
            buf5 = reinterpret_tensor(buf2, (2, 4, 64, 128), (32768, 8192, 128, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear_1, view_1, key_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_2.run(buf3, buf5, 512, 128, stream=stream0)
            del buf3
            buf6 = empty_strided_cuda((8, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_states, attn_output, linear_1, view_1, key_states], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:6
            extern_kernels.bmm(reinterpret_tensor(buf4, (8, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf5, (8, 64, 128), (8192, 128, 1), 0), out=buf6)
            buf7 = reinterpret_tensor(buf6, (2, 4, 128, 128), (65536, 16384, 128, 1), 0); del buf6  # reuse
            buf12 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, arange_5, memory_position, arange_4, getitem_4, context_position, relative_position, gt, to_1, mul_2, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, position_bias_mask, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.sub, aten.gt, aten._to_copy, aten.mul, aten.abs, aten.lt, aten.div, aten.log, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:7
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf12, arg6_1, 1024, 128, stream=stream0)
            buf11 = reinterpret_tensor(buf5, (256, 256), (256, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (256, 1), 0), reinterpret_tensor(arg5_1, (256, 256), (1, 256), 0), out=buf11)
            del arg5_1
            buf13 = reinterpret_tensor(buf1, (2, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_4.run(buf11, buf13, 65536, stream=stream0)
            buf14 = reinterpret_tensor(buf11, (8, 128, 64), (8192, 64, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [attn_output, , linear_2, view_2, value_states], Original ATen: [aten._safe_softmax, aten.sub, aten.exp, aten.view, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:10
            extern_kernels.bmm(reinterpret_tensor(buf12, (8, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf13, (8, 128, 64), (8192, 64, 1), 0), out=buf14)
            buf15 = reinterpret_tensor(buf13, (2, 128, 4, 64), (32768, 256, 64, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf14, buf15, 65536, stream=stream0)
            buf16 = reinterpret_tensor(buf14, (256, 256), (256, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1, reshape, attn_output_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(reinterpret_tensor(buf15, (256, 256), (256, 1), 0), reinterpret_tensor(arg7_1, (256, 256), (1, 256), 0), out=buf16)
            del arg7_1
            buf18 = reinterpret_tensor(buf15, (2, 128, 256), (32768, 256, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, add_7, rsqrt_1, hidden_states_2, forwarded_states], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6:13
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6.run(arg0_1, arg1_1, buf16, arg8_1, buf18, 256, 256, stream=stream0)
            del arg8_1
            buf19 = reinterpret_tensor(buf12, (256, 512), (512, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, add_7, rsqrt_1, hidden_states_2, forwarded_states, hidden_states_3], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf18, (256, 256), (256, 1), 0), reinterpret_tensor(arg9_1, (256, 512), (1, 256), 0), out=buf19)
            del arg9_1
            buf20 = reinterpret_tensor(buf19, (2, 128, 512), (65536, 512, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten._unsafe_view, aten.relu]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_relu_7:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_7.run(buf20, 131072, stream=stream0)
            buf21 = reinterpret_tensor(buf18, (256, 256), (256, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_6], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf20, (256, 512), (512, 1), 0), reinterpret_tensor(arg10_1, (512, 256), (1, 512), 0), out=buf21)
            del arg10_1
            buf23 = reinterpret_tensor(buf4, (2, 128, 256), (32768, 256, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, pow_3, variance_2, add_9, rsqrt_2, hidden_states_8, normed_hidden_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8:17
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8.run(arg0_1, arg1_1, buf16, buf21, arg11_1, buf23, 256, 256, stream=stream0)
            del arg11_1
            buf24 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf23, (256, 256), (256, 1), 0), reinterpret_tensor(arg12_1, (256, 256), (1, 256), 0), out=buf24)
            del arg12_1
            buf25 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf23, (256, 256), (256, 1), 0), reinterpret_tensor(arg13_1, (256, 256), (1, 256), 0), out=buf25)
            del arg13_1
            buf26 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_1:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_1.run(buf24, buf26, 65536, stream=stream0)
            buf27 = reinterpret_tensor(buf24, (2, 4, 64, 128), (32768, 8192, 128, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [linear_7, view_4, key_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_2:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_2.run(buf25, buf27, 512, 128, stream=stream0)
            del buf25
            buf28 = reinterpret_tensor(buf20, (8, 128, 128), (16384, 128, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_states_1, attn_output_4, linear_7, view_4, key_states_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:22
            extern_kernels.bmm(reinterpret_tensor(buf26, (8, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf27, (8, 64, 128), (8192, 128, 1), 0), out=buf28)
            del buf26
            del buf27
            buf29 = reinterpret_tensor(buf28, (2, 4, 128, 128), (65536, 16384, 128, 1), 0); del buf28  # reuse
            buf34 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, arange_5, memory_position, arange_4, getitem_4, context_position, relative_position, gt, to_1, mul_2, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, attn_output_4, position_bias_mask_1, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.sub, aten.gt, aten._to_copy, aten.mul, aten.abs, aten.lt, aten.div, aten.log, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.view, aten.scalar_tensor, aten._safe_softmax, prims.prepare_softmax_online, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:23
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__to_copy_abs_add_arange_div_embedding_exp_expand_full_like_ge_gt_log_lt_minimum_mul_permute_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf34, arg6_1, 1024, 128, stream=stream0)
            del arg6_1
            buf33 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(reinterpret_tensor(buf23, (256, 256), (256, 1), 0), reinterpret_tensor(arg14_1, (256, 256), (1, 256), 0), out=buf33)
            del arg14_1
            buf35 = reinterpret_tensor(buf23, (2, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [linear_8, view_5, value_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_4:25
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_4.run(buf33, buf35, 65536, stream=stream0)
            buf36 = reinterpret_tensor(buf33, (8, 128, 64), (8192, 64, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, , linear_8, view_5, value_states_1], Original ATen: [aten._safe_softmax, aten.sub, aten.exp, aten.view, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:26
            extern_kernels.bmm(reinterpret_tensor(buf34, (8, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf35, (8, 128, 64), (8192, 64, 1), 0), out=buf36)
            buf37 = reinterpret_tensor(buf35, (2, 128, 4, 64), (32768, 256, 64, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf36, buf37, 65536, stream=stream0)
            buf38 = reinterpret_tensor(buf36, (256, 256), (256, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5, reshape_1, attn_output_7], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf37, (256, 256), (256, 1), 0), reinterpret_tensor(arg15_1, (256, 256), (1, 256), 0), out=buf38)
            del arg15_1
            buf39 = reinterpret_tensor(buf16, (2, 128, 256), (32768, 256, 1), 0); del buf16  # reuse
            buf41 = reinterpret_tensor(buf37, (2, 128, 256), (32768, 256, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, hidden_states_6, hidden_states_7, attn_output_7, attention_output_1, pow_4, variance_3, add_11, rsqrt_3, hidden_states_9, forwarded_states_1], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9:29
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9.run(buf39, arg0_1, arg1_1, buf21, buf38, arg16_1, buf41, 256, 256, stream=stream0)
            del arg0_1
            del arg16_1
            del arg1_1
            del buf21
            del buf38
            buf42 = reinterpret_tensor(buf34, (256, 512), (512, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [pow_4, variance_3, add_11, rsqrt_3, hidden_states_9, forwarded_states_1, hidden_states_10], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf41, (256, 256), (256, 1), 0), reinterpret_tensor(arg17_1, (256, 512), (1, 256), 0), out=buf42)
            del arg17_1
            buf43 = reinterpret_tensor(buf42, (2, 128, 512), (65536, 512, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11], Original ATen: [aten._unsafe_view, aten.relu]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_relu_7:31
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_7.run(buf43, 131072, stream=stream0)
            buf44 = reinterpret_tensor(buf41, (256, 256), (256, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11, hidden_states_13], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf43, (256, 512), (512, 1), 0), reinterpret_tensor(arg18_1, (512, 256), (1, 512), 0), out=buf44)
            del arg18_1
            del buf43
            buf46 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, pow_5, variance_4, add_13, rsqrt_4, hidden_states_15, hidden_states_16], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10:33
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf46, buf44, arg19_1, 256, 256, stream=stream0)
            del arg19_1
            del buf44
        return (buf46, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((1000, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((32, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
