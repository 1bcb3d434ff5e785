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


# kernel path: /tmp/torchinductor_root/zs/czsm27onqpmkxecc3xeaixmnfjrns5xm2amvtflofnasgfi5wq33.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   hidden_states_1 => mul_97
#   hidden_states_2 => mul_101
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg7_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %buf0 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf0]
#   %arg6_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg6_1]
#   %embedding : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %pow_1 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %convert_element_type_default_4 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg6_1, torch.float32), kwargs = {})
#   %add_tensor : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, %convert_element_type_default_4), kwargs = {})
#   %rsqrt : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor,), kwargs = {})
#   %mul_97 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_101 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg7_1, %mul_97), kwargs = {})
#   return %buf0,%mul_101
triton_red_fused_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused_embedding_mean_mul_pow_rsqrt_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 525312}}
)
@triton.jit
def triton_red_fused_embedding_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp17 = tl.load(in_ptr1 + (r0_1 + 256*tmp15), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 256.0, tl.float32)
        tmp19 = (tmp9 / tmp18)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 + tmp21
        tmp23 = libdevice.rsqrt(tmp22)
        tmp24 = tmp17 * tmp23
        tmp25 = tmp11 * tmp24
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nf/cnf5vmlq2m3zls4s2xnfpuzgod4cgwnkkgvkqlvxegtd6xyminqc.py
# Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   linear => view_5
#   pow_2 => pow_2
#   variance_1 => mean_1
#   view => view_6
# Graph fragment:
#   %mm : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %view_6 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   return %buf3
triton_per_fused__unsafe_view_mean_pow_view_1 = async_compile.triton('triton_per_fused__unsafe_view_mean_pow_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_mean_pow_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 262144}}
)
@triton.jit
def triton_per_fused__unsafe_view_mean_pow_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tmp0 * tmp0
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fi/cfitvedporshlyt4uz6h4mzuuhx4x2iq443ywua5ohoad2jnw45u.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_16, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   getitem_16 => unsqueeze_9
#   position_ids => add_7
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
# Graph fragment:
#   %iota : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_7 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_7, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_9, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_2 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/uo/cuo2jvvya3ygfn53dnmwcmysgfxearvz6aegex4curr53amnqdqo.py
# Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, x2, neg, x1, cat_1, sin, sin_3, mul_9], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.slice, aten.neg, aten.sin, aten.unsqueeze]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_1 => cat
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   hidden_states_4 => mul_141
#   linear => view_5
#   mul_5 => mul_145
#   mul_9 => mul_239
#   neg => neg
#   pow_2 => pow_2
#   query_states => permute_2
#   rsqrt_1 => rsqrt_1
#   sin => sin
#   sin_3 => unsqueeze_12
#   variance_1 => mean_1
#   view => view_6
#   x1 => slice_4
#   x2 => slice_5
# Graph fragment:
#   %arg10_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %mm : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf3 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 4*s10*s21]cuda:0" = PlaceHolder[target=buf3]
#   %arg9_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg9_1]
#   %mm_default : Tensor "f32[32, s21][s21, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %arg5_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg5_1]
#   %view_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %view_6 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.float32), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, %convert_element_type_default_6), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_1,), kwargs = {})
#   %mul_141 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %rsqrt_1), kwargs = {})
#   %mul_145 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg10_1, %mul_141), kwargs = {})
#   %permute_2 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_145, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, s21][32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, s21, 32][32*s21, 1, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, s21, 1, 32][32*s21, 1, 32*s21, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, s21, 2, 32][32*s21, 1, 0, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, %arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, s21, 2, 32][64*s21, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, %arg1_1, 64]), kwargs = {})
#   %slice_5 : Tensor "f32[s10, 4, s21, 32][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[s10, 4, s21, 32][128*s21, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_5,), kwargs = {})
#   %slice_4 : Tensor "f32[s10, 4, s21, 32][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_4], -1), kwargs = {})
#   %sin : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_2 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, %convert_element_type_default_2), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_1, 1), kwargs = {})
#   %mul_239 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   return %mul_239
triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': 'fp64', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 524800, 'x': 528384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 64)
    x4 = xindex
    y1 = yindex // 64
    x3 = xindex // 4
    y5 = yindex
    tmp36 = tl.load(in_ptr4 + (x3 + ks0*((y0 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp38 = in_ptr5
    tmp0 = y0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(32 + (y0), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (32 + 64*x4 + 256*ks0*y1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (x4 + 4*ks0*y1), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.full([1, 1], 64.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = in_ptr3
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = tmp6 * tmp13
    tmp15 = tmp5 * tmp14
    tmp16 = -tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp4, tmp16, tmp17)
    tmp19 = tmp0 >= tmp3
    tmp20 = tl.full([1, 1], 64, tl.int64)
    tmp21 = tmp0 < tmp20
    tmp22 = tl.load(in_ptr0 + (tl.broadcast_to((-32) + y0, [YBLOCK, XBLOCK])), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.load(in_ptr1 + (64*x4 + 256*ks0*y1 + ((-32) + y0)), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp24 = tl.load(in_ptr2 + (x4 + 4*ks0*y1), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp25 = tl.full([1, 1], 64.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tmp27 = in_ptr3
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp23 * tmp30
    tmp32 = tmp22 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp19, tmp32, tmp33)
    tmp35 = tl.where(tmp4, tmp18, tmp34)
    tmp37 = tl_math.sin(tmp36)
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tmp37 * tmp39
    tmp41 = tmp35 * tmp40
    tl.store(out_ptr0 + (x4 + 4*ks0*y5), tmp41, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zh/czhgqteeexxpxvbd3blq24f5ynyagkutboe2c5edy4bhdrypyvs4.py
# Topologically Sorted Source Nodes: [linear_1, view_1, pow_3, variance_2], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   linear_1 => view_8
#   pow_3 => pow_3
#   variance_2 => mean_2
#   view_1 => view_9
# Graph fragment:
#   %mm_1 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_8 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_9 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   return %buf8
triton_per_fused__unsafe_view_mean_pow_view_4 = async_compile.triton('triton_per_fused__unsafe_view_mean_pow_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_mean_pow_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused__unsafe_view_mean_pow_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tmp0 * tmp0
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/vp/cvpk7x2uki5yauzwo4qhv5wktujjs4a6np5hvcsaxafg5doqb4gk.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_3, sin, sin_3, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, x2_1, neg_1, x1_1, cat_2, mul_11, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.unsqueeze, aten.sin, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_2 => cat_1
#   cos => cos
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   hidden_states_6 => mul_182
#   k_embed => add_303
#   key_states => permute_4
#   linear_1 => view_8
#   mul_10 => mul_247
#   mul_11 => mul_263
#   mul_7 => mul_186
#   neg_1 => neg_1
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   sin => sin
#   sin_3 => unsqueeze_12
#   variance_2 => mean_2
#   view_1 => view_9
#   x1_1 => slice_6
#   x2_1 => slice_7
# Graph fragment:
#   %arg13_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_1 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf8 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 2*s10*s21]cuda:0" = PlaceHolder[target=buf8]
#   %arg12_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg12_1]
#   %mm_default : Tensor "f32[32, s21][s21, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %arg5_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg5_1]
#   %mul_263 : Tensor "f32[s10, 2, s21, 64][128*s21, 1, 2, 2*s21]cuda:0" = PlaceHolder[target=mul_263]
#   %unsqueeze_default : Tensor "f32[1, 32, s21][32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, s21, 32][32*s21, 1, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, s21, 1, 32][32*s21, 1, 32*s21, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, s21, 2, 32][32*s21, 1, 0, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, %arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, s21, 2, 32][64*s21, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, %arg1_1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, %convert_element_type_default_1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor, 1), kwargs = {})
#   %sin : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_2 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, %convert_element_type_default_2), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_1, 1), kwargs = {})
#   %view_8 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_9 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %convert_element_type_default_8 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.float32), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, %convert_element_type_default_8), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_2,), kwargs = {})
#   %mul_182 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %rsqrt_2), kwargs = {})
#   %mul_186 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg13_1, %mul_182), kwargs = {})
#   %permute_4 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_186, [0, 2, 1, 3]), kwargs = {})
#   %mul_247 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_7 : Tensor "f32[s10, 2, s21, 32][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[s10, 2, s21, 32][64*s21, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_7,), kwargs = {})
#   %slice_6 : Tensor "f32[s10, 2, s21, 32][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %cat_1 : Tensor "f32[s10, 2, s21, 64][128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_6], -1), kwargs = {})
#   %mul_263 : Tensor "f32[s10, 2, s21, 64][128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_303 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_247, %mul_263), kwargs = {})
#   return %mul_263,%add_303
triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5 = async_compile.triton('triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': 'fp64', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 14, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 393984, 'x': 264192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 64)
    x4 = xindex
    y1 = yindex // 64
    x3 = xindex // 2
    y5 = yindex
    tmp36 = tl.load(in_ptr4 + (x3 + ks0*((y0 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp38 = in_ptr5
    tmp42 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr1 + (y0 + 64*x4 + 128*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr2 + (x4 + 2*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp47 = in_ptr3
    tmp0 = y0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(32 + (y0), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (32 + 64*x4 + 128*ks0*y1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (x4 + 2*ks0*y1), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.full([1, 1], 64.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = in_ptr3
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = tmp6 * tmp13
    tmp15 = tmp5 * tmp14
    tmp16 = -tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp4, tmp16, tmp17)
    tmp19 = tmp0 >= tmp3
    tmp20 = tl.full([1, 1], 64, tl.int64)
    tmp21 = tmp0 < tmp20
    tmp22 = tl.load(in_ptr0 + (tl.broadcast_to((-32) + y0, [YBLOCK, XBLOCK])), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.load(in_ptr1 + (64*x4 + 128*ks0*y1 + ((-32) + y0)), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp24 = tl.load(in_ptr2 + (x4 + 2*ks0*y1), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp25 = tl.full([1, 1], 64.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tmp27 = in_ptr3
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp23 * tmp30
    tmp32 = tmp22 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp19, tmp32, tmp33)
    tmp35 = tl.where(tmp4, tmp18, tmp34)
    tmp37 = tl_math.sin(tmp36)
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tmp37 * tmp39
    tmp41 = tmp35 * tmp40
    tmp45 = tl.full([1, 1], 64.0, tl.float32)
    tmp46 = (tmp44 / tmp45)
    tmp48 = tmp47.to(tl.float32)
    tmp49 = tmp46 + tmp48
    tmp50 = libdevice.rsqrt(tmp49)
    tmp51 = tmp43 * tmp50
    tmp52 = tmp42 * tmp51
    tmp53 = tl_math.cos(tmp36)
    tmp54 = tmp53 * tmp39
    tmp55 = tmp52 * tmp54
    tmp56 = tmp55 + tmp41
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x4 + 2*ks0*y5), tmp56, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yd/cyde5mhn3weoqbvryu4gsdlm3wfnkok76cisqakrrx735qgk2nag.py
# Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le_2
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, constant_pad_nd, expand_7, full_default, full_default_1, slice_12, where
#   cos => cos
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_44 => unsqueeze_13
#   getitem_49 => unsqueeze_14
#   hidden_states_4 => mul_141
#   hidden_states_6 => mul_182
#   hidden_states_7 => expand_5
#   hidden_states_8 => expand_6
#   k_embed => add_303
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_24
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_10 => mul_247
#   mul_5 => mul_145
#   mul_7 => mul_186
#   mul_8 => mul_222
#   pow_2 => pow_2
#   pow_3 => pow_3
#   q_arange => add_18
#   q_embed => add_267
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   rsqrt_1 => rsqrt_1
#   rsqrt_2 => rsqrt_2
#   value => clone_5, view_14
#   value_states => permute_6
#   variance_1 => mean_1
#   variance_2 => mean_2
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
# Graph fragment:
#   %arg10_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %mm : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf3 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 4*s10*s21]cuda:0" = PlaceHolder[target=buf3]
#   %arg9_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg9_1]
#   %mm_default : Tensor "f32[32, s21][s21, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %arg5_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg5_1]
#   %mul_239 : Tensor "f32[s10, 4, s21, 64][256*s21, 1, 4, 4*s21]cuda:0" = PlaceHolder[target=mul_239]
#   %view_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %view_6 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.float32), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, %convert_element_type_default_6), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_1,), kwargs = {})
#   %mul_141 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %rsqrt_1), kwargs = {})
#   %mul_145 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg10_1, %mul_141), kwargs = {})
#   %permute_2 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_145, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, s21][32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, s21, 32][32*s21, 1, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, s21, 1, 32][32*s21, 1, 32*s21, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, s21, 2, 32][32*s21, 1, 0, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, %arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, s21, 2, 32][64*s21, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, %arg1_1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, %convert_element_type_default_1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor, 1), kwargs = {})
#   %mul_222 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %add_267 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_222, %mul_239), kwargs = {})
#   %view_8 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_9 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %convert_element_type_default_8 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.float32), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, %convert_element_type_default_8), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_2,), kwargs = {})
#   %mul_182 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %rsqrt_2), kwargs = {})
#   %mul_186 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg13_1, %mul_182), kwargs = {})
#   %permute_4 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_186, [0, 2, 1, 3]), kwargs = {})
#   %mul_247 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %add_303 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_247, %mul_263), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_303, 2), kwargs = {})
#   %expand_5 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %view_11 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_12 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_24 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_24, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, s21][s21, s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_18 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_18, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, s21, 1][s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[s10, 1, s21, s21][0, s21**2, s21, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le_2, [%arg0_1, -1, %arg1_1, %arg1_1]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s10, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s10, 1, s21, s21 - (Mod(s21, 8)) + 8][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, %sub_165], 0.0), kwargs = {})
#   %slice_12 : Tensor "f32[s10, 1, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, %arg1_1), kwargs = {})
#   %expand_7 : Tensor "f32[s10, 4, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), 0, Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_12, [%arg0_1, 4, %arg1_1, %arg1_1]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_267, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf12
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': 'fp64', 'in_ptr3': '*fp32', 'in_ptr4': 'fp64', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 266240, 'x': 786688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 64
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y4 = yindex
    y1 = ((yindex // 4) % ks0)
    y2 = yindex // ks1
    y5 = (yindex % ks1)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x3 + 64*y4), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (y4), ymask, eviction_policy='evict_last')
    tmp5 = in_ptr2
    tmp11 = tl.load(in_ptr3 + (y1 + ks0*((x3 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp13 = in_ptr4
    tmp17 = tl.load(in_ptr5 + (y5 + 4*ks0*x3 + 256*ks0*y2), xmask & ymask, eviction_policy='evict_last')
    tmp3 = tl.full([1, 1], 64.0, tl.float32)
    tmp4 = (tmp2 / tmp3)
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp4 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp1 * tmp8
    tmp10 = tmp0 * tmp9
    tmp12 = tl_math.cos(tmp11)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tmp12 * tmp14
    tmp16 = tmp10 * tmp15
    tmp18 = tmp16 + tmp17
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3 + 64*y4), tmp18, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3e/c3ewyrleorrp5kqoeforouazm5cj7k6nfvb6lqyyxtb3slvwofec.py
# Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le_2
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, constant_pad_nd, expand_7, full_default, full_default_1, slice_12, where
#   cos => cos
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_44 => unsqueeze_13
#   getitem_49 => unsqueeze_14
#   hidden_states_4 => mul_141
#   hidden_states_6 => mul_182
#   hidden_states_7 => expand_5
#   hidden_states_8 => expand_6
#   k_embed => add_303
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_24
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_10 => mul_247
#   mul_5 => mul_145
#   mul_7 => mul_186
#   mul_8 => mul_222
#   pow_2 => pow_2
#   pow_3 => pow_3
#   q_arange => add_18
#   q_embed => add_267
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   rsqrt_1 => rsqrt_1
#   rsqrt_2 => rsqrt_2
#   value => clone_5, view_14
#   value_states => permute_6
#   variance_1 => mean_1
#   variance_2 => mean_2
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
# Graph fragment:
#   %add_303 : Tensor "f32[s10, 2, s21, 64][128*s21, 1, 2, 2*s21]cuda:0" = PlaceHolder[target=add_303]
#   %view_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %view_6 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.float32), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, %convert_element_type_default_6), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_1,), kwargs = {})
#   %mul_141 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %rsqrt_1), kwargs = {})
#   %mul_145 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg10_1, %mul_141), kwargs = {})
#   %permute_2 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_145, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, s21][32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, s21, 32][32*s21, 1, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, s21, 1, 32][32*s21, 1, 32*s21, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, s21, 2, 32][32*s21, 1, 0, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, %arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, s21, 2, 32][64*s21, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, %arg1_1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, %convert_element_type_default_1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor, 1), kwargs = {})
#   %mul_222 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %add_267 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_222, %mul_239), kwargs = {})
#   %view_8 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_9 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %convert_element_type_default_8 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.float32), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, %convert_element_type_default_8), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_2,), kwargs = {})
#   %mul_182 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %rsqrt_2), kwargs = {})
#   %mul_186 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg13_1, %mul_182), kwargs = {})
#   %permute_4 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_186, [0, 2, 1, 3]), kwargs = {})
#   %mul_247 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %add_303 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_247, %mul_263), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_303, 2), kwargs = {})
#   %expand_5 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %view_11 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_12 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_24 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_24, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, s21][s21, s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_18 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_18, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, s21, 1][s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[s10, 1, s21, s21][0, s21**2, s21, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le_2, [%arg0_1, -1, %arg1_1, %arg1_1]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s10, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s10, 1, s21, s21 - (Mod(s21, 8)) + 8][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, %sub_165], 0.0), kwargs = {})
#   %slice_12 : Tensor "f32[s10, 1, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, %arg1_1), kwargs = {})
#   %expand_7 : Tensor "f32[s10, 4, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), 0, Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_12, [%arg0_1, 4, %arg1_1, %arg1_1]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_267, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf13
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8, 'x': 8192}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 131072, 'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7(in_ptr0, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = (xindex % 64)
    x3 = xindex // 64
    y0 = (yindex % 4)
    y1 = yindex // 4
    x5 = xindex
    y4 = yindex
    tmp0 = tl.load(in_ptr0 + (2*x3 + 2*ks0*x2 + 128*ks0*y1 + (y0 // 2)), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x5 + 64*ks0*y4), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ip/cipp5jemyyazuychk45smk7n2imp6vcgkjxgevuceot4yrj3ljuv.py
# Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le_2
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, constant_pad_nd, expand_7, full_default, full_default_1, slice_12, where
#   cos => cos
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_44 => unsqueeze_13
#   getitem_49 => unsqueeze_14
#   hidden_states_4 => mul_141
#   hidden_states_6 => mul_182
#   hidden_states_7 => expand_5
#   hidden_states_8 => expand_6
#   k_embed => add_303
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_24
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_10 => mul_247
#   mul_5 => mul_145
#   mul_7 => mul_186
#   mul_8 => mul_222
#   pow_2 => pow_2
#   pow_3 => pow_3
#   q_arange => add_18
#   q_embed => add_267
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   rsqrt_1 => rsqrt_1
#   rsqrt_2 => rsqrt_2
#   value => clone_5, view_14
#   value_states => permute_6
#   variance_1 => mean_1
#   variance_2 => mean_2
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
# Graph fragment:
#   %mm_2 : Tensor "f32[s10*s21, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %view_6 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.float32), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, %convert_element_type_default_6), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_1,), kwargs = {})
#   %mul_141 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %rsqrt_1), kwargs = {})
#   %mul_145 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg10_1, %mul_141), kwargs = {})
#   %permute_2 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_145, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, s21][32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, s21, 32][32*s21, 1, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, s21, 1, 32][32*s21, 1, 32*s21, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, s21, 2, 32][32*s21, 1, 0, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, %arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, s21, 2, 32][64*s21, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, %arg1_1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, %convert_element_type_default_1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor, 1), kwargs = {})
#   %mul_222 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %add_267 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_222, %mul_239), kwargs = {})
#   %view_8 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_9 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %convert_element_type_default_8 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.float32), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, %convert_element_type_default_8), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_2,), kwargs = {})
#   %mul_182 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %rsqrt_2), kwargs = {})
#   %mul_186 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg13_1, %mul_182), kwargs = {})
#   %permute_4 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_186, [0, 2, 1, 3]), kwargs = {})
#   %mul_247 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %add_303 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_247, %mul_263), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_303, 2), kwargs = {})
#   %expand_5 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %view_11 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_12 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_24 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_24, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, s21][s21, s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_18 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_18, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, s21, 1][s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[s10, 1, s21, s21][0, s21**2, s21, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le_2, [%arg0_1, -1, %arg1_1, %arg1_1]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s10, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s10, 1, s21, s21 - (Mod(s21, 8)) + 8][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, %sub_165], 0.0), kwargs = {})
#   %slice_12 : Tensor "f32[s10, 1, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, %arg1_1), kwargs = {})
#   %expand_7 : Tensor "f32[s10, 4, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), 0, Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_12, [%arg0_1, 4, %arg1_1, %arg1_1]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_267, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf14
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % ks0)
    x2 = ((xindex // ks1) % 4)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*(x2 // 2) + 128*x1 + 128*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fd/cfd6wa3i4nqj6yogu3e5lchvkt5g74x3tkyfgbd3ri3u4y7hwzjl.py
# Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le_2
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, constant_pad_nd, expand_7, full_default, full_default_1, slice_12, where
#   cos => cos
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_44 => unsqueeze_13
#   getitem_49 => unsqueeze_14
#   hidden_states_4 => mul_141
#   hidden_states_6 => mul_182
#   hidden_states_7 => expand_5
#   hidden_states_8 => expand_6
#   k_embed => add_303
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_24
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_10 => mul_247
#   mul_5 => mul_145
#   mul_7 => mul_186
#   mul_8 => mul_222
#   pow_2 => pow_2
#   pow_3 => pow_3
#   q_arange => add_18
#   q_embed => add_267
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   rsqrt_1 => rsqrt_1
#   rsqrt_2 => rsqrt_2
#   value => clone_5, view_14
#   value_states => permute_6
#   variance_1 => mean_1
#   variance_2 => mean_2
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
# Graph fragment:
#   %view_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %view_6 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_2 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.float32), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, %convert_element_type_default_6), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s10, s21, 4, 1][4*s21, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_1,), kwargs = {})
#   %mul_141 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %rsqrt_1), kwargs = {})
#   %mul_145 : Tensor "f32[s10, s21, 4, 64][256*s21, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg10_1, %mul_141), kwargs = {})
#   %permute_2 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_145, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, s21][32*s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, s21, 32][32*s21, 1, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, s21, 1, 32][32*s21, 1, 32*s21, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, s21, 2, 32][32*s21, 1, 0, s21]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, %arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, s21, 2, 32][64*s21, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, %arg1_1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.float32), kwargs = {})
#   %mul_tensor : Tensor "f32[1, s21, 64][64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, %convert_element_type_default_1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, s21, 64][64*s21, 64*s21, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor, 1), kwargs = {})
#   %mul_222 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %add_267 : Tensor "f32[s10, 4, s21, 64][256*s21, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_222, %mul_239), kwargs = {})
#   %view_8 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_9 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %pow_3 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %convert_element_type_default_8 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.float32), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, %convert_element_type_default_8), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s10, s21, 2, 1][2*s21, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_2,), kwargs = {})
#   %mul_182 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %rsqrt_2), kwargs = {})
#   %mul_186 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg13_1, %mul_182), kwargs = {})
#   %permute_4 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%mul_186, [0, 2, 1, 3]), kwargs = {})
#   %mul_247 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %add_303 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_247, %mul_263), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_303, 2), kwargs = {})
#   %expand_5 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %view_11 : Tensor "f32[s10, s21, 128][128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%arg0_1, %arg1_1, 128]), kwargs = {})
#   %view_12 : Tensor "f32[s10, s21, 2, 64][128*s21, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[s10, 2, s21, 64][128*s21, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s10, 2, 1, s21, 64][128*s21, 64, 128*s21, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[s10, 2, 2, s21, 64][128*s21, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [%arg0_1, 2, 2, %arg1_1, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[s10, 2, 2, s21, 64][256*s21, 128*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[s10, 4, s21, 64][256*s21, 64*s21, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%arg0_1, 4, %arg1_1, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_24 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_24, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, s21][s21, s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_18 : Tensor "i64[s21][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s21][s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_18, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, s21][s21, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, s21, 1][s21, s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[s10, 1, s21, s21][0, s21**2, s21, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le_2, [%arg0_1, -1, %arg1_1, %arg1_1]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s10, 1, s21, s21][s21**2, s21**2, s21, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s10, 1, s21, s21 - (Mod(s21, 8)) + 8][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, %sub_165], 0.0), kwargs = {})
#   %slice_12 : Tensor "f32[s10, 1, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), s21*Max(1, s21 - (Mod(s21, 8)) + 8), Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, %arg1_1), kwargs = {})
#   %expand_7 : Tensor "f32[s10, 4, s21, s21][s21*Max(1, s21 - (Mod(s21, 8)) + 8), 0, Max(1, s21 - (Mod(s21, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_12, [%arg0_1, 4, %arg1_1, %arg1_1]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_267, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf15
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks0)
    x3 = xindex // ks0
    tmp0 = x0
    tmp1 = ks0
    tmp2 = tmp0 < tmp1
    tmp3 = x0
    tmp4 = x1
    tmp5 = tmp3 <= tmp4
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = tl.full([1], float("-inf"), tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tl.full(tmp8.shape, 0.0, tmp8.dtype)
    tmp10 = tl.where(tmp2, tmp8, tmp9)
    tl.store(out_ptr0 + (x0 + 8*x3*((7 + ks0) // 8)), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/oj/cojsdcajpx5pl4trpaplgkm7orujemvaabdfjcco3i4grwko77gh.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_9, pow_4, variance_3, rsqrt_3, hidden_states_11, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attn_output_3 => view_17
#   hidden_states_11 => mul_451
#   hidden_states_12 => mul_455
#   hidden_states_9 => add_433
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_3 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg17_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %buf22 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf22]
#   %arg16_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg16_1]
#   %embedding : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %view_17 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_433 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_4 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_433, 2), kwargs = {})
#   %mean_3 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %convert_element_type_default_10 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg16_1, torch.float32), kwargs = {})
#   %add_tensor_3 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, %convert_element_type_default_10), kwargs = {})
#   %rsqrt_3 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_3,), kwargs = {})
#   %mul_451 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_433, %rsqrt_3), kwargs = {})
#   %mul_455 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg17_1, %mul_451), kwargs = {})
#   return %buf22,%mul_455
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 787456}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp17 = in_ptr4
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
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp14 * tmp21
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rv/crvmz2amt3xcapzw3hce3qdiypaayykiaog4casct2rioycqqyo6.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_14], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_14 => mul_498
#   silu => add_473, div, exp, neg_2
# Graph fragment:
#   %mm_4 : Tensor "f32[s10*s21, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "f32[s10*s21, 512][512, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [%arg0_1, %arg1_1, 512]), kwargs = {})
#   %neg_2 : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_19,), kwargs = {})
#   %exp : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_473 : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_19, %add_473), kwargs = {})
#   %view_21 : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [%arg0_1, %arg1_1, 512]), kwargs = {})
#   %mul_498 : Tensor "f32[s10, s21, 512][512*s21, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %view_21), kwargs = {})
#   return %mul_498
triton_poi_fused__unsafe_view_mul_silu_11 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_11(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(in_out_ptr0 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xh/cxhwjvwy3jfuvzappks37tsyjdvszuoxy3hv7et3vqjgrezxb6qw.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_9, down_proj, hidden_states_13, pow_5, variance_4, rsqrt_4, hidden_states_15, hidden_states_16], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attn_output_3 => view_17
#   down_proj => view_23
#   hidden_states_13 => add_502
#   hidden_states_15 => mul_535
#   hidden_states_16 => mul_539
#   hidden_states_9 => add_433
#   inputs_embeds => embedding
#   pow_5 => pow_5
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_4
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_3 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %arg22_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %buf28 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf28]
#   %arg21_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg21_1]
#   %embedding : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %view_17 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_433 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_502 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_433, %view_23), kwargs = {})
#   %pow_5 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_502, 2), kwargs = {})
#   %mean_4 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %convert_element_type_default_12 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg21_1, torch.float32), kwargs = {})
#   %add_tensor_4 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, %convert_element_type_default_12), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_4,), kwargs = {})
#   %mul_535 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_502, %rsqrt_4), kwargs = {})
#   %mul_539 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg22_1, %mul_535), kwargs = {})
#   return %buf28,%mul_539
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1049600}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp19 = in_ptr5
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
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp18 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp10 * tmp22
    tmp24 = tmp16 * tmp23
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fn/cfn4ijao7jqg4m7oogrv2l7sis2r6andyylalouvdnbql47id4hd.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_9, down_proj, hidden_states_13, attn_output_7, hidden_states_23, pow_8, variance_7, rsqrt_7, hidden_states_25, hidden_states_26], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   attn_output_3 => view_17
#   attn_output_7 => view_37
#   down_proj => view_23
#   hidden_states_13 => add_502
#   hidden_states_23 => add_856
#   hidden_states_25 => mul_889
#   hidden_states_26 => mul_893
#   hidden_states_9 => add_433
#   inputs_embeds => embedding
#   pow_8 => pow_8
#   rsqrt_7 => rsqrt_7
#   variance_7 => mean_7
# Graph fragment:
#   %arg2_1 : Tensor "i64[s10, s21][s21, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_3 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mm_10 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_856 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0" = PlaceHolder[target=add_856]
#   %arg32_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg32_1]
#   %buf49 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf49]
#   %arg31_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg31_1]
#   %embedding : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %view_17 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_433 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_502 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_433, %view_23), kwargs = {})
#   %view_37 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_856 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_502, %view_37), kwargs = {})
#   %pow_8 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_856, 2), kwargs = {})
#   %mean_7 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %convert_element_type_default_18 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg31_1, torch.float32), kwargs = {})
#   %add_tensor_7 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_7, %convert_element_type_default_18), kwargs = {})
#   %rsqrt_7 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_7,), kwargs = {})
#   %mul_889 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_856, %rsqrt_7), kwargs = {})
#   %mul_893 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg32_1, %mul_889), kwargs = {})
#   return %add_856,%buf49,%mul_893
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': 'fp64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1836032}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp21 = in_ptr5
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
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp20 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp12 * tmp24
    tmp26 = tmp18 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2t/c2t47c5mzfixqkysd3tqa5avogn2nr4puo2cl26b6cezonahlkf7.py
# Topologically Sorted Source Nodes: [down_proj_1, hidden_states_27, pow_9, variance_8, rsqrt_8, hidden_states_29, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   down_proj_1 => view_43
#   hidden_states_27 => add_925
#   hidden_states_29 => mul_973
#   hidden_states_30 => mul_977
#   pow_9 => pow_9
#   rsqrt_8 => rsqrt_8
#   variance_8 => mean_8
# Graph fragment:
#   %add_856 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0" = PlaceHolder[target=add_856]
#   %mm_13 : Tensor "f32[s10*s21, 256][256, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %arg37_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %buf55 : Tensor "f32[s10, s21, 1][s21, 1, s10*s21]cuda:0" = PlaceHolder[target=buf55]
#   %arg36_1 : Tensor "f64[][]cpu" = PlaceHolder[target=arg36_1]
#   %view_43 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_925 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_856, %view_43), kwargs = {})
#   %pow_9 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_925, 2), kwargs = {})
#   %mean_8 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %convert_element_type_default_20 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.float32), kwargs = {})
#   %add_tensor_8 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_8, %convert_element_type_default_20), kwargs = {})
#   %rsqrt_8 : Tensor "f32[s10, s21, 1][s21, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_tensor_8,), kwargs = {})
#   %mul_973 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_925, %rsqrt_8), kwargs = {})
#   %mul_977 : Tensor "f32[s10, s21, 256][256*s21, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg37_1, %mul_973), kwargs = {})
#   return %buf55,%mul_977
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': 'fp64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1049600}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp11 = in_ptr2
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp10 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp8 * tmp15
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp16, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1 = args
        args.clear()
        s10 = arg0_1
        s21 = arg1_1
        assert_size_stride(arg2_1, (s10, s21), (s21, 1))
        assert_size_stride(arg3_1, (1000, 256), (256, 1))
        assert_size_stride(arg4_1, (32, ), (1, ))
        assert_size_stride(arg5_1, (), ())
        assert_size_stride(arg6_1, (), ())
        assert_size_stride(arg7_1, (256, ), (1, ))
        assert_size_stride(arg8_1, (256, 256), (256, 1))
        assert_size_stride(arg9_1, (), ())
        assert_size_stride(arg10_1, (64, ), (1, ))
        assert_size_stride(arg11_1, (128, 256), (256, 1))
        assert_size_stride(arg12_1, (), ())
        assert_size_stride(arg13_1, (64, ), (1, ))
        assert_size_stride(arg14_1, (128, 256), (256, 1))
        assert_size_stride(arg15_1, (256, 256), (256, 1))
        assert_size_stride(arg16_1, (), ())
        assert_size_stride(arg17_1, (256, ), (1, ))
        assert_size_stride(arg18_1, (512, 256), (256, 1))
        assert_size_stride(arg19_1, (512, 256), (256, 1))
        assert_size_stride(arg20_1, (256, 512), (512, 1))
        assert_size_stride(arg21_1, (), ())
        assert_size_stride(arg22_1, (256, ), (1, ))
        assert_size_stride(arg23_1, (256, 256), (256, 1))
        assert_size_stride(arg24_1, (), ())
        assert_size_stride(arg25_1, (64, ), (1, ))
        assert_size_stride(arg26_1, (128, 256), (256, 1))
        assert_size_stride(arg27_1, (), ())
        assert_size_stride(arg28_1, (64, ), (1, ))
        assert_size_stride(arg29_1, (128, 256), (256, 1))
        assert_size_stride(arg30_1, (256, 256), (256, 1))
        assert_size_stride(arg31_1, (), ())
        assert_size_stride(arg32_1, (256, ), (1, ))
        assert_size_stride(arg33_1, (512, 256), (256, 1))
        assert_size_stride(arg34_1, (512, 256), (256, 1))
        assert_size_stride(arg35_1, (256, 512), (512, 1))
        assert_size_stride(arg36_1, (), ())
        assert_size_stride(arg37_1, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((s10, s21, 256), (256*s21, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_embedding_mean_mul_pow_rsqrt_0:1
            triton_red_fused_embedding_mean_mul_pow_rsqrt_0_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_red_fused_embedding_mean_mul_pow_rsqrt_0.run(arg2_1, arg3_1, arg7_1, arg6_1.item(), buf1, triton_red_fused_embedding_mean_mul_pow_rsqrt_0_xnumel, 256, stream=stream0)
            del arg6_1
            del arg7_1
            buf2 = empty_strided_cuda((s10*s21, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(buf1, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg8_1, (256, 256), (1, 256), 0), out=buf2)
            del arg8_1
            buf3 = empty_strided_cuda((s10, s21, 4, 1), (4*s21, 4, 1, 4*s10*s21), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean]
            # [Provenance debug handles] triton_per_fused__unsafe_view_mean_pow_view_1:3
            triton_per_fused__unsafe_view_mean_pow_view_1_xnumel = 4*s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_mean_pow_view_1.run(buf2, buf3, triton_per_fused__unsafe_view_mean_pow_view_1_xnumel, 64, stream=stream0)
            buf4 = empty_strided_cuda((1, 1, s21), (s21, s21, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_16, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_2.run(buf4, s21, stream=stream0)
            buf5 = empty_strided_cuda((32, s21), (s21, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_13, expand_1, , arange, position_ids, position_ids_1, getitem_16, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten.bmm, aten.arange, aten.add, aten._to_copy]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(arg4_1, (32, 1), (1, 1), 0), reinterpret_tensor(buf4, (1, s21), (0, 1), 0), out=buf5)
            del arg4_1
            del buf4
            buf6 = empty_strided_cuda((s10, 4, s21, 64), (256*s21, 1, 4, 4*s21), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, x2, neg, x1, cat_1, sin, sin_3, mul_9], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.slice, aten.neg, aten.sin, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3:6
            triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_ynumel = 64*s10
            triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_xnumel = 4*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3.run(arg10_1, buf2, buf3, arg9_1.item(), buf5, arg5_1.item(), buf6, s21, triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_ynumel, triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_xnumel, stream=stream0)
            buf7 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf1, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg11_1, (256, 128), (1, 256), 0), out=buf7)
            del arg11_1
            buf8 = empty_strided_cuda((s10, s21, 2, 1), (2*s21, 2, 1, 2*s10*s21), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, view_1, pow_3, variance_2], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean]
            # [Provenance debug handles] triton_per_fused__unsafe_view_mean_pow_view_4:8
            triton_per_fused__unsafe_view_mean_pow_view_4_xnumel = 2*s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_mean_pow_view_4.run(buf7, buf8, triton_per_fused__unsafe_view_mean_pow_view_4_xnumel, 64, stream=stream0)
            buf9 = empty_strided_cuda((s10, 2, s21, 64), (128*s21, 1, 2, 2*s21), torch.float32)
            buf10 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_3, sin, sin_3, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, x2_1, neg_1, x1_1, cat_2, mul_11, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.unsqueeze, aten.sin, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5:9
            triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_ynumel = 64*s10
            triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_xnumel = 2*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5.run(buf10, arg13_1, buf7, buf8, arg12_1.item(), buf5, arg5_1.item(), s21, triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_ynumel, triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_xnumel, stream=stream0)
            del arg12_1
            del arg13_1
            del buf8
            buf11 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf1, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg14_1, (256, 128), (1, 256), 0), out=buf11)
            del arg14_1
            ps0 = 4*s21
            buf12 = reinterpret_tensor(buf2, (s10, 4, s21, 64), (256*s21, 64, 256, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6:11
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6_ynumel = 4*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6.run(buf12, arg10_1, buf3, arg9_1.item(), buf5, arg5_1.item(), buf6, s21, ps0, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6_ynumel, 64, stream=stream0)
            del arg10_1
            del arg9_1
            del buf3
            buf13 = reinterpret_tensor(buf6, (s10, 4, s21, 64), (256*s21, 64*s21, 64, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7:12
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_ynumel = 4*s10
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_xnumel = 64*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7.run(buf10, buf13, s21, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_ynumel, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_xnumel, stream=stream0)
            del buf10
            ps1 = 64*s21
            ps2 = 256*s21
            buf14 = reinterpret_tensor(buf1, (s10, 4, s21, 64), (256*s21, 64*s21, 64, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8:13
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8_xnumel = 256*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8.run(buf11, buf14, s21, ps1, ps2, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8_xnumel, stream=stream0)
            del buf11
            buf15 = empty_strided_cuda((s10, 1, s21, s21), (8*s21*((7 + s21) // 8), 0, 8*((7 + s21) // 8), 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9:14
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9_xnumel = s10*s21*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9.run(buf15, s21, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [linear, view, pow_2, variance_1, rsqrt_1, hidden_states_4, mul_5, query_states, , freqs, emb, cos, cos_3, mul_8, q_embed, linear_1, view_1, pow_3, variance_2, rsqrt_2, hidden_states_6, mul_7, key_states, mul_10, k_embed, getitem_44, hidden_states_7, key, linear_2, view_2, value_states, getitem_49, hidden_states_8, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.unsqueeze, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:15
            buf16 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf12, buf13, buf14, reinterpret_tensor(buf15, (s10, 4, s21, s21), (8*s21*((7 + s21) // 8), 0, 8*((7 + s21) // 8), 1), 0), False, scale=0.125)
            del buf12
            del buf13
            del buf15
            buf17 = buf16[0]
            assert_size_stride(buf17, (s10, 4, s21, 64), (256*s21, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf16
            buf21 = reinterpret_tensor(buf14, (s10*s21, 256), (256, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf17, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg15_1, (256, 256), (1, 256), 0), out=buf21)
            del arg15_1
            buf23 = reinterpret_tensor(buf17, (s10, s21, 256), (256*s21, 256, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_9, pow_4, variance_3, rsqrt_3, hidden_states_11, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10:17
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10.run(arg2_1, arg3_1, buf21, arg17_1, arg16_1.item(), buf23, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10_xnumel, 256, stream=stream0)
            del arg16_1
            del arg17_1
            buf24 = empty_strided_cuda((s10*s21, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf23, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg18_1, (256, 512), (1, 256), 0), out=buf24)
            del arg18_1
            buf25 = empty_strided_cuda((s10*s21, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf23, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg19_1, (256, 512), (1, 256), 0), out=buf25)
            del arg19_1
            del buf23
            buf26 = reinterpret_tensor(buf24, (s10, s21, 512), (512*s21, 512, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_14], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_11:20
            triton_poi_fused__unsafe_view_mul_silu_11_xnumel = 512*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_11.run(buf26, buf25, triton_poi_fused__unsafe_view_mul_silu_11_xnumel, stream=stream0)
            del buf25
            buf27 = empty_strided_cuda((s10*s21, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_14, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf26, (s10*s21, 512), (512, 1), 0), reinterpret_tensor(arg20_1, (512, 256), (1, 512), 0), out=buf27)
            del arg20_1
            del buf26
            buf29 = empty_strided_cuda((s10, s21, 256), (256*s21, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_9, down_proj, hidden_states_13, pow_5, variance_4, rsqrt_4, hidden_states_15, hidden_states_16], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12:22
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12.run(arg2_1, arg3_1, buf21, buf27, arg22_1, arg21_1.item(), buf29, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12_xnumel, 256, stream=stream0)
            del arg21_1
            del arg22_1
            buf30 = empty_strided_cuda((s10*s21, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf29, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg23_1, (256, 256), (1, 256), 0), out=buf30)
            del arg23_1
            buf31 = empty_strided_cuda((s10, s21, 4, 1), (4*s21, 4, 1, 4*s10*s21), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, view_3, pow_6, variance_5], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean]
            # [Provenance debug handles] triton_per_fused__unsafe_view_mean_pow_view_1:24
            triton_per_fused__unsafe_view_mean_pow_view_1_xnumel = 4*s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_mean_pow_view_1.run(buf30, buf31, triton_per_fused__unsafe_view_mean_pow_view_1_xnumel, 64, stream=stream0)
            buf32 = empty_strided_cuda((s10, 4, s21, 64), (256*s21, 1, 4, 4*s21), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, linear_7, view_3, pow_6, variance_5, rsqrt_5, hidden_states_18, mul_18, query_states_1, x2_2, neg_2, x1_2, cat_5, sin_4, mul_22], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.slice, aten.neg, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3:25
            triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_ynumel = 64*s10
            triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_xnumel = 4*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3.run(arg25_1, buf30, buf31, arg24_1.item(), buf5, arg5_1.item(), buf32, s21, triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_ynumel, triton_poi_fused__unsafe_view_bmm_cat_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_3_xnumel, stream=stream0)
            buf33 = empty_strided_cuda((s10*s21, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf29, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg26_1, (256, 128), (1, 256), 0), out=buf33)
            del arg26_1
            buf34 = empty_strided_cuda((s10, s21, 2, 1), (2*s21, 2, 1, 2*s10*s21), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, view_4, pow_7, variance_6], Original ATen: [aten._unsafe_view, aten.view, aten.pow, aten.mean]
            # [Provenance debug handles] triton_per_fused__unsafe_view_mean_pow_view_4:27
            triton_per_fused__unsafe_view_mean_pow_view_4_xnumel = 2*s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_mean_pow_view_4.run(buf33, buf34, triton_per_fused__unsafe_view_mean_pow_view_4_xnumel, 64, stream=stream0)
            buf35 = empty_strided_cuda((s10, 2, s21, 64), (128*s21, 1, 2, 2*s21), torch.float32)
            buf36 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, sin, cos_4, sin_4, linear_8, view_4, pow_7, variance_6, rsqrt_6, hidden_states_20, mul_20, key_states_1, mul_23, x2_3, neg_3, x1_3, cat_6, mul_24, k_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5:28
            triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_ynumel = 64*s10
            triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_xnumel = 2*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5.run(buf36, arg28_1, buf33, buf34, arg27_1.item(), buf5, arg5_1.item(), s21, triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_ynumel, triton_poi_fused__unsafe_view_add_bmm_cat_cos_mean_mul_neg_pow_rsqrt_sin_slice_transpose_unsqueeze_view_5_xnumel, stream=stream0)
            del arg27_1
            del arg28_1
            del buf34
            buf37 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf29, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg29_1, (256, 128), (1, 256), 0), out=buf37)
            del arg29_1
            del buf29
            buf38 = reinterpret_tensor(buf30, (s10, 4, s21, 64), (256*s21, 64, 256, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, pow_6, variance_5, rsqrt_5, hidden_states_18, mul_18, query_states_1, cos_4, mul_21, q_embed_1, linear_8, view_4, pow_7, variance_6, rsqrt_6, hidden_states_20, mul_20, key_states_1, mul_23, k_embed_1, getitem_85, hidden_states_21, key_1, linear_9, view_5, value_states_1, getitem_90, hidden_states_22, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.clone, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6:30
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6_ynumel = 4*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6.run(buf38, arg25_1, buf31, arg24_1.item(), buf5, arg5_1.item(), buf32, s21, ps0, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_6_ynumel, 64, stream=stream0)
            del arg24_1
            del arg25_1
            del arg5_1
            del buf31
            del buf5
            buf39 = reinterpret_tensor(buf32, (s10, 4, s21, 64), (256*s21, 64*s21, 64, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, pow_6, variance_5, rsqrt_5, hidden_states_18, mul_18, query_states_1, cos_4, mul_21, q_embed_1, linear_8, view_4, pow_7, variance_6, rsqrt_6, hidden_states_20, mul_20, key_states_1, mul_23, k_embed_1, getitem_85, hidden_states_21, key_1, linear_9, view_5, value_states_1, getitem_90, hidden_states_22, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.clone, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7:31
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_ynumel = 4*s10
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_xnumel = 64*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7.run(buf36, buf39, s21, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_ynumel, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_7_xnumel, stream=stream0)
            del buf36
            buf40 = empty_strided_cuda((s10, 4, s21, 64), (256*s21, 64*s21, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, pow_6, variance_5, rsqrt_5, hidden_states_18, mul_18, query_states_1, cos_4, mul_21, q_embed_1, linear_8, view_4, pow_7, variance_6, rsqrt_6, hidden_states_20, mul_20, key_states_1, mul_23, k_embed_1, getitem_85, hidden_states_21, key_1, linear_9, view_5, value_states_1, getitem_90, hidden_states_22, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.clone, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8:32
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8_xnumel = 256*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8.run(buf37, buf40, s21, ps1, ps2, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_8_xnumel, stream=stream0)
            del buf37
            buf41 = empty_strided_cuda((s10, 1, s21, s21), (8*s21*((7 + s21) // 8), 0, 8*((7 + s21) // 8), 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, pow_6, variance_5, rsqrt_5, hidden_states_18, mul_18, query_states_1, cos_4, mul_21, q_embed_1, linear_8, view_4, pow_7, variance_6, rsqrt_6, hidden_states_20, mul_20, key_states_1, mul_23, k_embed_1, getitem_85, hidden_states_21, key_1, linear_9, view_5, value_states_1, getitem_90, hidden_states_22, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.clone, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9:33
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9_xnumel = s10*s21*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9.run(buf41, s21, triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_constant_pad_nd_cos_expand_le_mean_mul_pow_rsqrt_scalar_tensor_slice_transpose_unsqueeze_view_where_9_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, pow_6, variance_5, rsqrt_5, hidden_states_18, mul_18, query_states_1, cos_4, mul_21, q_embed_1, linear_8, view_4, pow_7, variance_6, rsqrt_6, hidden_states_20, mul_20, key_states_1, mul_23, k_embed_1, getitem_85, hidden_states_21, key_1, linear_9, view_5, value_states_1, getitem_90, hidden_states_22, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.clone, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:34
            buf42 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf38, buf39, buf40, reinterpret_tensor(buf41, (s10, 4, s21, s21), (8*s21*((7 + s21) // 8), 0, 8*((7 + s21) // 8), 1), 0), False, scale=0.125)
            del buf38
            del buf39
            del buf41
            buf43 = buf42[0]
            assert_size_stride(buf43, (s10, 4, s21, 64), (256*s21, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf42
            buf47 = reinterpret_tensor(buf40, (s10*s21, 256), (256, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [transpose_8, reshape_5, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf43, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg30_1, (256, 256), (1, 256), 0), out=buf47)
            del arg30_1
            buf48 = reinterpret_tensor(buf21, (s10, s21, 256), (256*s21, 256, 1), 0); del buf21  # reuse
            buf50 = reinterpret_tensor(buf43, (s10, s21, 256), (256*s21, 256, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_9, down_proj, hidden_states_13, attn_output_7, hidden_states_23, pow_8, variance_7, rsqrt_7, hidden_states_25, hidden_states_26], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13:36
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13.run(buf48, arg2_1, arg3_1, buf27, buf47, arg32_1, arg31_1.item(), buf50, triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13_xnumel, 256, stream=stream0)
            del arg2_1
            del arg31_1
            del arg32_1
            del arg3_1
            del buf27
            del buf47
            buf51 = empty_strided_cuda((s10*s21, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_8, variance_7, rsqrt_7, hidden_states_25, hidden_states_26, linear_11], Original ATen: [aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(reinterpret_tensor(buf50, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg33_1, (256, 512), (1, 256), 0), out=buf51)
            del arg33_1
            buf52 = empty_strided_cuda((s10*s21, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(reinterpret_tensor(buf50, (s10*s21, 256), (256, 1), 0), reinterpret_tensor(arg34_1, (256, 512), (1, 256), 0), out=buf52)
            del arg34_1
            del buf50
            buf53 = reinterpret_tensor(buf51, (s10, s21, 512), (512*s21, 512, 1), 0); del buf51  # reuse
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_27], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_11:39
            triton_poi_fused__unsafe_view_mul_silu_11_xnumel = 512*s10*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_11.run(buf53, buf52, triton_poi_fused__unsafe_view_mul_silu_11_xnumel, stream=stream0)
            del buf52
            buf54 = empty_strided_cuda((s10*s21, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_27, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf53, (s10*s21, 512), (512, 1), 0), reinterpret_tensor(arg35_1, (512, 256), (1, 512), 0), out=buf54)
            del arg35_1
            del buf53
            buf56 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_27, pow_9, variance_8, rsqrt_8, hidden_states_29, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14:41
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14_xnumel = s10*s21
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf56, buf54, arg37_1, arg36_1.item(), triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14_xnumel, 256, stream=stream0)
            del arg36_1
            del arg37_1
            del buf54
        return (buf56, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 2
    arg1_1 = 128
    arg2_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((1000, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg6_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg7_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg10_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg13_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg17_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg22_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg25_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg28_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg32_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((), (), device='cpu', dtype=torch.float64)
    arg37_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
