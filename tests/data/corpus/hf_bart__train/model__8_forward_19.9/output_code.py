# AOT ID: ['8_forward']
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


# kernel path: /tmp/torchinductor_root/ha/chalufkl7f5m2nxv77ssxvqfxtwqmeqysoun5namn5synfprvdp7.py
# Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten.scalar_tensor, aten.where, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   attn_output => constant_pad_nd, full_default, full_default_1, where
# Graph fragment:
#   %primals_10 : Tensor "b8[2, 1, s50, s50][s50**2, s50**2, s50, 1]cuda:0" = PlaceHolder[target=primals_10]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, s50, s50][s50**2, s50**2, s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%primals_10, %full_default_1, %full_default), kwargs = {})
#   %constant_pad_nd : Tensor "f32[2, 1, s50, s50 - (Mod(s50, 8)) + 8][s50*Max(1, s50 - (Mod(s50, 8)) + 8), s50*Max(1, s50 - (Mod(s50, 8)) + 8), Max(1, s50 - (Mod(s50, 8)) + 8), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, %sub_17], 0.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_scalar_tensor_where_0 = async_compile.triton('triton_poi_fused_constant_pad_nd_scalar_tensor_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_scalar_tensor_where_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22528}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_scalar_tensor_where_0(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    tmp0 = x0
    tmp1 = ks1
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + ks1*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.full([1], float("-inf"), tl.float32)
    tmp6 = tl.where(tmp3, tmp4, tmp5)
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/77/c77y7f3r3ohy6edqniiylvwljfmpw3rqbgzffamhpv6irxsike5m.py
# Topologically Sorted Source Nodes: [attn_output_3, , inductor_random, hidden_states, hidden_states_1, hidden_states_2], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default
#   attn_output_3 => view_11
#   hidden_states => gt, mul_84, mul_85
#   hidden_states_1 => add_121
#   hidden_states_2 => add_126, add_127, mul_95, mul_96, rsqrt, sub_35, var_mean
#   inductor_random => inductor_random_default_2
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[3][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_2 : Tensor "f32[2, s7, 128][128*s7, 128, 1]cuda:0" = PlaceHolder[target=inductor_random_default_2]
#   %primals_2 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %gt : Tensor "b8[2, s7, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=gt]
#   %addmm_3 : Tensor "f32[2*s50, 128][128, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %buf14 : Tensor "f32[2, s50, 1][s50, 1, 2*s50]cuda:0" = PlaceHolder[target=buf14]
#   %getitem_5 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_13 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_13]
#   %primals_14 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_14]
#   %view_11 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [2, %primals_9, 128]), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default_2 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, %primals_9, 128], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt : Tensor "b8[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_2, 0.1), kwargs = {})
#   %mul_84 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %view_11), kwargs = {})
#   %mul_85 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, 1.1111111111111112), kwargs = {})
#   %add_121 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_2, %mul_85), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_121, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_126 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_126,), kwargs = {})
#   %sub_35 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_121, %getitem_5), kwargs = {})
#   %mul_95 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %rsqrt), kwargs = {})
#   %mul_96 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_95, %primals_13), kwargs = {})
#   %add_127 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_96, %primals_14), kwargs = {})
#   return %inductor_random_default_2,%gt,%getitem_5,%buf14,%rsqrt,%add_127
triton_per_fused_add_native_dropout_native_layer_norm_view_1 = async_compile.triton('triton_per_fused_add_native_dropout_native_layer_norm_view_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_native_layer_norm_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 148480}}
)
@triton.jit
def triton_per_fused_add_native_dropout_native_layer_norm_view_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr2, out_ptr3, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp35 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 128*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp5 + tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 128, tl.int32)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tmp12 - tmp21
    tmp23 = tmp22 * tmp22
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp28 = tl.full([1, 1], 128.0, tl.float32)
    tmp29 = (tmp27 / tmp28)
    tmp30 = tl.full([1, 1], 1e-05, tl.float32)
    tmp31 = tmp29 + tmp30
    tmp32 = libdevice.rsqrt(tmp31)
    tmp33 = tmp11 - tmp21
    tmp34 = tmp33 * tmp32
    tmp36 = tmp34 * tmp35
    tmp38 = tmp36 + tmp37
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp32, xmask)
    tl.store(out_ptr3 + (r0_1 + 128*x0), tmp38, xmask)
    tl.store(out_ptr2 + (x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5k/c5k5eygucvh7kx3zwltttw5u5qvsu65vkcsqwoio5hjk7uxmx5pl.py
# Topologically Sorted Source Nodes: [, linear_4, view_3, query_states_1, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.expand, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_4
#   attn_output_4 => clone, expand_1, mul_121
#   linear_4 => view_13
#   query_states_1 => permute_9
#   view_3 => view_14
# Graph fragment:
#   %primals_17 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_17]
#   %mm_default_4 : Tensor "f32[2*s50, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_4]
#   %add_tensor_4 : Tensor "f32[2*s50, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_17, %mm_default_4), kwargs = {})
#   %view_13 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_4, [2, %primals_9, 128]), kwargs = {})
#   %view_14 : Tensor "f32[2, s50, 4, 32][128*s50, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_13, [2, %primals_1, -1, 32]), kwargs = {})
#   %permute_9 : Tensor "f32[2, 4, s50, 32][128*s50, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %mul_121 : Tensor "f32[2, 4, s50, 32][128*s50, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_9, 0.4204482076268573), kwargs = {})
#   %expand_1 : Tensor "f32[2, 4, s50, 32][128*s50, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_121, [2, 4, %primals_9, 32]), kwargs = {})
#   %clone : Tensor "f32[2, 4, s50, 32][128*s50, 32*s50, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_addmm_clone_expand_mul_transpose_view_2 = async_compile.triton('triton_poi_fused_addmm_clone_expand_mul_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_expand_mul_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98816}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_expand_mul_transpose_view_2(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = ((xindex // ks0) % 4)
    x1 = ((xindex // 32) % ks1)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 32*x2 + 128*x1 + 128*ks1*x3), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.4204482076268573, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x4), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bv/cbvirrdj3a6s4h3p4xlamvniryhrxdjj3vdccimlcqnsgl325tin.py
# Topologically Sorted Source Nodes: [, key_states_2, view_4, key_states_3, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_3
#   attn_output_4 => clone_1, mul_124, permute_14
#   key_states_2 => view_16
#   key_states_3 => permute_12
#   view_4 => view_19
# Graph fragment:
#   %primals_19 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_19]
#   %mm_default_3 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %add_tensor_3 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_19, %mm_default_3), kwargs = {})
#   %view_16 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [2, 64, 128]), kwargs = {})
#   %view_19 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_16, [2, 64, -1, 32]), kwargs = {})
#   %permute_12 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_19, [0, 2, 1, 3]), kwargs = {})
#   %permute_14 : Tensor "f32[2, 4, 32, 64][8192, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_12, [0, 1, 3, 2]), kwargs = {})
#   %mul_124 : Tensor "f32[2, 4, 32, 64][8192, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_14, 0.4204482076268573), kwargs = {})
#   %clone_1 : Tensor "f32[2, 4, 32, 64][8192, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_2,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_addmm_clone_mul_transpose_view_3 = async_compile.triton('triton_poi_fused_addmm_clone_mul_transpose_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_mul_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 66048, 'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_mul_transpose_view_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 128)
    x2 = xindex
    y1 = yindex // 128
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0 + 128*x2 + 8192*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.4204482076268573, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x2 + 64*y3), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ky/ckyi5hgt6jxvggj42rjjf54ih36xidxu5viklhvy7rkzvt4ymyqc.py
# Topologically Sorted Source Nodes: [attn_output, attn_output_4, ], Original ATen: [aten.scalar_tensor, aten.where, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
# Source node to ATen node mapping:
#    => exp_default, prepare_softmax_online_default, sub_tensor
#   attn_output => full_default, full_default_1
#   attn_output_4 => add_193, any_1, div, eq_82, full_default_4, logical_not, logical_not_1, view_23, where_1, where_2
# Graph fragment:
#   %bmm : Tensor "f32[8, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=bmm]
#   %primals_22 : Tensor "b8[2, 1, s50, 64][0, s50, 1, 0]cuda:0" = PlaceHolder[target=primals_22]
#   %any_1 : Tensor "b8[2, 4, s50, 1][4*s50, s50, 1, 8*s50]cuda:0" = PlaceHolder[target=any_1]
#   %getitem_10 : Tensor "f32[2, 4, s50, 1][4*s50, s50, 1, 8*s50]cuda:0" = PlaceHolder[target=getitem_10]
#   %getitem_11 : Tensor "f32[2, 4, s50, 1][4*s50, s50, 1, 8*s50]cuda:0" = PlaceHolder[target=getitem_11]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 1, s50, 64][64*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%primals_22, %full_default_1, %full_default), kwargs = {})
#   %view_23 : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [2, 4, %primals_9, 64]), kwargs = {})
#   %add_193 : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_23, %where_1), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_193, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_193, %getitem_10), kwargs = {})
#   %exp_default : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_11), kwargs = {})
#   %eq_82 : Tensor "b8[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_193, -inf), kwargs = {})
#   %logical_not : Tensor "b8[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq_82,), kwargs = {})
#   %any_1 : Tensor "b8[2, 4, s50, 1][4*s50, s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[2, 4, s50, 1][4*s50, s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_4 : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, %primals_1, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[2, 4, s50, 64][256*s50, 64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_4, %div), kwargs = {})
#   return %getitem_10,%getitem_11,%any_1,%where_2
triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4 = async_compile.triton('triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32, 'r0_': 196608}}
)
@triton.jit
def triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 64*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp4 = tl.where(tmp1, tmp2, tmp3)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, float("-inf"))
    tmp11 = triton_helpers.max2(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tmp6 - tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tmp5 == tmp3
    tmp19 = tmp18 == 0
    tmp20 = tmp19.to(tl.int64)
    tmp21 = (tmp20 != 0)
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, False)
    tmp25 = triton_helpers.any(tmp24, 1)[:, None].to(tl.int1)
    tmp26 = tmp25 == 0
    tmp27 = tmp5 - tmp11
    tmp28 = libdevice.exp(tmp27)
    tmp29 = (tmp28 / tmp17)
    tmp30 = tl.where(tmp26, tmp2, tmp29)
    tl.store(in_out_ptr0 + (r0_2 + 64*x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wq/cwq3yhmk6pm3no63ewvsphpbw7eqy3salnsemmzvnyo5dbh22lzi.py
# Topologically Sorted Source Nodes: [, value_states_2, view_5, value_states_3, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_2
#   attn_output_4 => clone_2
#   value_states_2 => view_18
#   value_states_3 => permute_13
#   view_5 => view_20
# Graph fragment:
#   %primals_21 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_21]
#   %mm_default_2 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_tensor_2 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_21, %mm_default_2), kwargs = {})
#   %view_18 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [2, 64, 128]), kwargs = {})
#   %view_20 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_18, [2, 64, -1, 32]), kwargs = {})
#   %permute_13 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_20, [0, 2, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_addmm_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_addmm_clone_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 197120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_transpose_view_5(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x2 = ((xindex // 2048) % 4)
    x1 = ((xindex // 32) % 64)
    x3 = xindex // 8192
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 32*x2 + 128*x1 + 8192*x3), None)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tf/ctf2ojmhibmckqqo2xtbfnn4b3rdpzdgcsftm6qihuh6olzljp3v.py
# Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output_4 => view_26
#   attn_output_5 => clone_3
#   transpose_7 => permute_15
# Graph fragment:
#   %bmm_1 : Tensor "f32[8, s50, 32][32*s50, 32, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_26 : Tensor "f32[2, 4, s50, 32][128*s50, 32*s50, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [2, 4, %primals_9, 32]), kwargs = {})
#   %permute_15 : Tensor "f32[2, s50, 4, 32][128*s50, 32, 32*s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[2, s50, 4, 32][128*s50, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_15,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused_clone_transpose_view_6 = async_compile.triton('triton_poi_fused_clone_transpose_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_6(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/lf/clf4yrbtameklocryf7ymrnhxhdc22bd7ytxnz37ciq2mwziabmv.py
# Topologically Sorted Source Nodes: [, attn_output_7, inductor_random, hidden_states_3, hidden_states_4, hidden_states_5, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_1, inductor_lookup_seed_default_1
#   attn_output_7 => view_29
#   div_2 => div_2
#   hidden_states_3 => gt_3, mul_237, mul_238
#   hidden_states_4 => add_259
#   hidden_states_5 => add_264, add_265, mul_248, mul_249, rsqrt_1, sub_68, var_mean_1
#   inductor_random => inductor_random_default_1
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[3][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_1 : Tensor "f32[2, s7, 128][128*s7, 128, 1]cuda:0" = PlaceHolder[target=inductor_random_default_1]
#   %add_127 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=add_127]
#   %gt_3 : Tensor "b8[2, s7, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %primals_24 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_24]
#   %mm_default_1 : Tensor "f32[2*s50, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %getitem_7 : Tensor "f32[2, s50, 1][s50, 1, 2*s50]cuda:0" = PlaceHolder[target=getitem_7]
#   %buf35 : Tensor "f32[2, s50, 1][s50, 1, 2*s50]cuda:0" = PlaceHolder[target=buf35]
#   %mul_248 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=mul_248]
#   %primals_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_25]
#   %primals_26 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_26]
#   %add_tensor_1 : Tensor "f32[2*s50, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_24, %mm_default_1), kwargs = {})
#   %view_29 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [2, %primals_9, 128]), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_random_default_1 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, %primals_9, 128], %inductor_lookup_seed_default_1, rand), kwargs = {})
#   %gt_3 : Tensor "b8[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_1, 0.1), kwargs = {})
#   %mul_237 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_3, %view_29), kwargs = {})
#   %mul_238 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_237, 1.1111111111111112), kwargs = {})
#   %add_259 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_127, %mul_238), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_259, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_264 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_264,), kwargs = {})
#   %sub_68 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_259, %getitem_7), kwargs = {})
#   %mul_248 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_68, %rsqrt_1), kwargs = {})
#   %mul_249 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_248, %primals_25), kwargs = {})
#   %add_265 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_249, %primals_26), kwargs = {})
#   %div_2 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 128), kwargs = {})
#   return %inductor_random_default_1,%gt_3,%getitem_7,%buf35,%mul_248,%add_265,%div_2
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'constexpr', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 214528}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp37 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 128*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp5 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 128, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 128.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.0078125, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp4, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp36, xmask)
    tl.store(out_ptr4 + (r0_1 + 128*x0), tmp40, xmask)
    tl.store(out_ptr5 + (x0), tmp42, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/x5/cx5gqphowodg74eonep33g4q5ecci7hsjvat352kkfkaeoswm564.py
# Topologically Sorted Source Nodes: [linear_8, hidden_states_6], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_6 => add_288, erf, mul_267, mul_268, mul_269
#   linear_8 => view_31
# Graph fragment:
#   %addmm_8 : Tensor "f32[2*s50, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_8]
#   %view_31 : Tensor "f32[2, s50, 256][256*s50, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [2, %primals_9, 256]), kwargs = {})
#   %mul_267 : Tensor "f32[2, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_31, 0.5), kwargs = {})
#   %mul_268 : Tensor "f32[2, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_31, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_268,), kwargs = {})
#   %add_288 : Tensor "f32[2, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_269 : Tensor "f32[2, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_267, %add_288), kwargs = {})
#   return %mul_269
triton_poi_fused_gelu_view_8 = async_compile.triton('triton_poi_fused_gelu_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fw/cfw3iwxfa7zlt55rtvcwev2ihgkwnjlacc34uu5sntlkw3rps3ws.py
# Topologically Sorted Source Nodes: [, hidden_states_8, inductor_random, hidden_states_9, hidden_states_10, hidden_states_11, div_1], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor, inductor_lookup_seed_default_2
#   div_1 => div_1
#   hidden_states_10 => add_315
#   hidden_states_11 => add_320, add_321, mul_302, mul_303, rsqrt_2, sub_83, var_mean_2
#   hidden_states_8 => view_33
#   hidden_states_9 => gt_4, mul_291, mul_292
#   inductor_random => inductor_random_default
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[3][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default : Tensor "f32[2, s7, 128][128*s7, 128, 1]cuda:0" = PlaceHolder[target=inductor_random_default]
#   %add_265 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=add_265]
#   %gt_4 : Tensor "b8[2, s7, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=gt_4]
#   %primals_30 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_30]
#   %mm_default : Tensor "f32[2*s50, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_9 : Tensor "f32[2, s50, 1][s50, 1, 2*s50]cuda:0" = PlaceHolder[target=getitem_9]
#   %buf45 : Tensor "f32[2, s50, 1][s50, 1, 2*s50]cuda:0" = PlaceHolder[target=buf45]
#   %mul_302 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0" = PlaceHolder[target=mul_302]
#   %primals_31 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_31]
#   %primals_32 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_32]
#   %add_tensor : Tensor "f32[2*s50, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_30, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [2, %primals_9, 128]), kwargs = {})
#   %inductor_lookup_seed_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 2), kwargs = {})
#   %inductor_random_default : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, %primals_9, 128], %inductor_lookup_seed_default_2, rand), kwargs = {})
#   %gt_4 : Tensor "b8[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default, 0.1), kwargs = {})
#   %mul_291 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_4, %view_33), kwargs = {})
#   %mul_292 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_291, 1.1111111111111112), kwargs = {})
#   %add_315 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_265, %mul_292), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_315, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_320 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_320,), kwargs = {})
#   %sub_83 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_315, %getitem_9), kwargs = {})
#   %mul_302 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_83, %rsqrt_2), kwargs = {})
#   %mul_303 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_302, %primals_31), kwargs = {})
#   %add_321 : Tensor "f32[2, s50, 128][128*s50, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_303, %primals_32), kwargs = {})
#   %div_1 : Tensor "f32[2, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 128), kwargs = {})
#   return %inductor_random_default,%gt_4,%getitem_9,%buf45,%mul_302,%add_321,%div_1
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 214528}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp37 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 128*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp5 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 128, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 128.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.0078125, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp4, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp36, xmask)
    tl.store(out_ptr4 + (r0_1 + 128*x0), tmp40, xmask)
    tl.store(out_ptr5 + (x0), tmp42, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32 = args
        args.clear()
        s50 = primals_1
        s7 = primals_9
        assert_size_stride(primals_2, (2, s50, 128), (128*s50, 128, 1))
        assert_size_stride(primals_3, (128, 128), (128, 1))
        assert_size_stride(primals_4, (128, ), (1, ))
        assert_size_stride(primals_5, (128, 128), (128, 1))
        assert_size_stride(primals_6, (128, ), (1, ))
        assert_size_stride(primals_7, (128, 128), (128, 1))
        assert_size_stride(primals_8, (128, ), (1, ))
        assert_size_stride(primals_10, (2, 1, s50, s50), (s50*s50, s50*s50, s50, 1))
        assert_size_stride(primals_11, (128, 128), (128, 1))
        assert_size_stride(primals_12, (128, ), (1, ))
        assert_size_stride(primals_13, (128, ), (1, ))
        assert_size_stride(primals_14, (128, ), (1, ))
        assert_size_stride(primals_15, (2, 64, 128), (8192, 128, 1))
        assert_size_stride(primals_16, (128, 128), (128, 1))
        assert_size_stride(primals_17, (128, ), (1, ))
        assert_size_stride(primals_18, (128, 128), (128, 1))
        assert_size_stride(primals_19, (128, ), (1, ))
        assert_size_stride(primals_20, (128, 128), (128, 1))
        assert_size_stride(primals_21, (128, ), (1, ))
        assert_size_stride(primals_22, (2, 1, s50, 64), (0, s50, 1, 0))
        assert_size_stride(primals_23, (128, 128), (128, 1))
        assert_size_stride(primals_24, (128, ), (1, ))
        assert_size_stride(primals_25, (128, ), (1, ))
        assert_size_stride(primals_26, (128, ), (1, ))
        assert_size_stride(primals_27, (256, 128), (128, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(primals_29, (128, 256), (256, 1))
        assert_size_stride(primals_30, (128, ), (1, ))
        assert_size_stride(primals_31, (128, ), (1, ))
        assert_size_stride(primals_32, (128, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2*s50, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:1
            extern_kernels.addmm(primals_4, reinterpret_tensor(primals_2, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_3, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf0)
            del primals_4
            buf1 = empty_strided_cuda((2*s50, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, key_states], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(primals_6, reinterpret_tensor(primals_2, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_5, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf1)
            del primals_6
            buf2 = empty_strided_cuda((2*s50, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, value_states], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:3
            extern_kernels.addmm(primals_8, reinterpret_tensor(primals_2, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_7, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf2)
            del primals_8
            ps0 = 8 + s50 + (-1)*(s50 % 8)
            buf3 = empty_strided_cuda((2, 1, s50, 8 + s50 + (-1)*(s50 % 8)), (s50*max(1, 8 + s50 + (-1)*(s50 % 8)), s50*max(1, 8 + s50 + (-1)*(s50 % 8)), max(1, 8 + s50 + (-1)*(s50 % 8)), 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten.scalar_tensor, aten.where, aten.constant_pad_nd]
            # [Provenance debug handles] triton_poi_fused_constant_pad_nd_scalar_tensor_where_0:4
            triton_poi_fused_constant_pad_nd_scalar_tensor_where_0_xnumel = 2*s50*s50 + 16*s50 + (-2)*s50*(s50 % 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_scalar_tensor_where_0.run(primals_10, buf3, ps0, s50, triton_poi_fused_constant_pad_nd_scalar_tensor_where_0_xnumel, stream=stream0)
            del primals_10
            # Topologically Sorted Source Nodes: [linear, view, query_states, key_states, value_states, view_1, key_states_1, view_2, value_states_1, attn_output], Original ATen: [aten.view, aten.transpose, aten.slice, aten.expand, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:5
            buf4 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf0, (2, 4, s50, 32), (128*s50, 32, 128, 1), 0), reinterpret_tensor(buf1, (2, 4, s50, 32), (128*s50, 32, 128, 1), 0), reinterpret_tensor(buf2, (2, 4, s50, 32), (128*s50, 32, 128, 1), 0), reinterpret_tensor(buf3, (2, 4, s50, s50), (s50*max(1, 8 + s50 + (-1)*(s50 % 8)), 0, max(1, 8 + s50 + (-1)*(s50 % 8)), 1), 0), True, scale=0.1767766952966369)
            buf5 = buf4[0]
            assert_size_stride(buf5, (2, 4, s50, 32), (128*s50, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf5, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf6 = buf4[1]
            assert_size_stride(buf6, (2, 4, 32*math.ceil(s50 / 32)), (4*max(1, 32*math.ceil(s50 / 32)), max(1, 32*math.ceil(s50 / 32)), 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf6, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf7 = buf4[2]
            assert_size_stride(buf7, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf7, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf8 = buf4[3]
            assert_size_stride(buf8, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf4
            buf9 = empty_strided_cuda((2*s50, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:6
            extern_kernels.addmm(primals_12, reinterpret_tensor(buf5, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_11, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf9)
            del primals_12
            buf10 = empty_strided_cuda((3, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:7
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [3], out=buf10)
            buf12 = empty_strided_cuda((2, s50, 128), (128*s50, 128, 1), torch.bool)
            buf13 = empty_strided_cuda((2, s50, 1), (s50, 1, 1), torch.float32)
            buf14 = empty_strided_cuda((2, s50, 1), (s50, 1, 2*s50), torch.float32)
            buf16 = reinterpret_tensor(buf14, (2, s50, 1), (s50, 1, 1), 0); del buf14  # reuse
            buf17 = empty_strided_cuda((2, s50, 128), (128*s50, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, , inductor_random, hidden_states, hidden_states_1, hidden_states_2], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_native_layer_norm_view_1:8
            triton_per_fused_add_native_dropout_native_layer_norm_view_1_xnumel = 2*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_native_layer_norm_view_1.run(buf16, buf10, primals_2, buf9, primals_13, primals_14, buf12, buf13, buf17, 0, triton_per_fused_add_native_dropout_native_layer_norm_view_1_xnumel, 128, stream=stream0)
            del primals_14
            buf18 = empty_strided_cuda((2*s50, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4, ], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf17, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_16, (128, 128), (1, 128), 0), out=buf18)
            buf19 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [key_states_2, ], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(primals_15, (128, 128), (128, 1), 0), reinterpret_tensor(primals_18, (128, 128), (1, 128), 0), out=buf19)
            buf20 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [key_states_2, value_states_2, ], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(primals_15, (128, 128), (128, 1), 0), reinterpret_tensor(primals_20, (128, 128), (1, 128), 0), out=buf20)
            ps1 = 32*s50
            ps2 = 128*s50
            buf21 = empty_strided_cuda((2, 4, s50, 32), (128*s50, 32*s50, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_4, view_3, query_states_1, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_expand_mul_transpose_view_2:12
            triton_poi_fused_addmm_clone_expand_mul_transpose_view_2_xnumel = 256*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_expand_mul_transpose_view_2.run(primals_17, buf18, buf21, ps1, s50, ps2, triton_poi_fused_addmm_clone_expand_mul_transpose_view_2_xnumel, stream=stream0)
            del primals_17
            buf22 = empty_strided_cuda((2, 4, 32, 64), (8192, 2048, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, key_states_2, view_4, key_states_3, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_19, buf19, buf22, 256, 64, stream=stream0)
            del primals_19
            buf23 = empty_strided_cuda((8, s50, 64), (64*s50, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_4, view_3, query_states_1, key_states_2, view_4, key_states_3, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.expand, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:14
            extern_kernels.bmm(reinterpret_tensor(buf21, (8, s50, 32), (32*s50, 32, 1), 0), reinterpret_tensor(buf22, (8, 32, 64), (2048, 64, 1), 0), out=buf23)
            buf27 = reinterpret_tensor(buf23, (2, 4, s50, 64), (256*s50, 64*s50, 64, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [attn_output, attn_output_4, ], Original ATen: [aten.scalar_tensor, aten.where, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4:15
            triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4_xnumel = 8*s50
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4.run(buf27, primals_22, s50, triton_per_fused__safe_softmax_add_exp_prepare_softmax_online_scalar_tensor_sub_view_where_4_xnumel, 64, stream=stream0)
            del primals_22
            buf28 = reinterpret_tensor(buf19, (2, 4, 64, 32), (8192, 2048, 32, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [, value_states_2, view_5, value_states_3, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:16
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_21, buf20, buf28, 16384, stream=stream0)
            del buf20
            del primals_21
            buf29 = reinterpret_tensor(buf18, (8, s50, 32), (32*s50, 32, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [, value_states_2, view_5, value_states_3, attn_output_4], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.expand, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:17
            extern_kernels.bmm(reinterpret_tensor(buf27, (8, s50, 64), (64*s50, 64, 1), 0), reinterpret_tensor(buf28, (8, 64, 32), (2048, 32, 1), 0), out=buf29)
            buf30 = empty_strided_cuda((2, s50, 4, 32), (128*s50, 128, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:18
            triton_poi_fused_clone_transpose_view_6_xnumel = 256*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf29, buf30, s50, ps2, triton_poi_fused_clone_transpose_view_6_xnumel, stream=stream0)
            buf31 = reinterpret_tensor(buf29, (2*s50, 128), (128, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_7, attn_output_5, reshape_1, attn_output_7, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf30, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_23, (128, 128), (1, 128), 0), out=buf31)
            buf33 = empty_strided_cuda((2, s50, 128), (128*s50, 128, 1), torch.bool)
            buf37 = reinterpret_tensor(buf31, (2, s50, 128), (128*s50, 128, 1), 0); del buf31  # reuse
            buf38 = empty_strided_cuda((2, s50, 128), (128*s50, 128, 1), torch.float32)
            buf50 = empty_strided_cuda((2, s50, 1), (s50, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, attn_output_7, inductor_random, hidden_states_3, hidden_states_4, hidden_states_5, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:20
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7_xnumel = 2*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf37, buf10, buf17, primals_24, primals_25, primals_26, buf33, buf38, buf50, 1, triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7_xnumel, 128, stream=stream0)
            del primals_24
            del primals_26
            buf39 = empty_strided_cuda((2*s50, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_5, linear_8], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:21
            extern_kernels.addmm(primals_28, reinterpret_tensor(buf38, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_27, (128, 256), (1, 128), 0), alpha=1, beta=1, out=buf39)
            del primals_28
            buf40 = empty_strided_cuda((2, s50, 256), (256*s50, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, hidden_states_6], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:22
            triton_poi_fused_gelu_view_8_xnumel = 512*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf39, buf40, triton_poi_fused_gelu_view_8_xnumel, stream=stream0)
            buf41 = empty_strided_cuda((2*s50, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, hidden_states_6, hidden_states_8, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf40, (2*s50, 256), (256, 1), 0), reinterpret_tensor(primals_29, (256, 128), (1, 256), 0), out=buf41)
            buf43 = empty_strided_cuda((2, s50, 128), (128*s50, 128, 1), torch.bool)
            buf47 = reinterpret_tensor(buf41, (2, s50, 128), (128*s50, 128, 1), 0); del buf41  # reuse
            buf48 = empty_strided_cuda((2, s50, 128), (128*s50, 128, 1), torch.float32)
            buf49 = empty_strided_cuda((2, s50, 1), (s50, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_8, inductor_random, hidden_states_9, hidden_states_10, hidden_states_11, div_1], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9:24
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9_xnumel = 2*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.run(buf47, buf10, buf38, primals_30, primals_31, primals_32, buf43, buf48, buf49, 2, triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9_xnumel, 128, stream=stream0)
            del buf10
            del primals_30
            del primals_32
        return (buf48, primals_2, primals_3, primals_5, primals_7, primals_11, primals_13, primals_16, primals_18, primals_20, primals_23, primals_25, primals_27, primals_29, primals_31, reinterpret_tensor(buf0, (2, 4, s50, 32), (128*s50, 32, 128, 1), 0), reinterpret_tensor(buf1, (2, 4, s50, 32), (128*s50, 32, 128, 1), 0), reinterpret_tensor(buf2, (2, 4, s50, 32), (128*s50, 32, 128, 1), 0), buf3, buf5, buf6, buf7, buf8, buf9, buf12, buf13, buf16, reinterpret_tensor(buf17, (2*s50, 128), (128, 1), 0), reinterpret_tensor(primals_15, (128, 128), (128, 1), 0), buf27, reinterpret_tensor(buf30, (2*s50, 128), (128, 1), 0), buf33, buf37, reinterpret_tensor(buf38, (2*s50, 128), (128, 1), 0), buf39, reinterpret_tensor(buf40, (2*s50, 256), (256, 1), 0), buf43, buf47, buf49, buf50, reinterpret_tensor(buf28, (8, 32, 64), (2048, 1, 32), 0), reinterpret_tensor(buf21, (8, 32, s50), (32*s50, 1, 32), 0), reinterpret_tensor(buf22, (8, 64, 32), (2048, 1, 64), 0), s50, s50, 2*s50, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 32
    primals_2 = rand_strided((2, 32, 128), (4096, 128, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = 32
    primals_10 = rand_strided((2, 1, 32, 32), (1024, 1024, 32, 1), device='cuda:0', dtype=torch.bool)
    primals_11 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((2, 1, 32, 64), (0, 32, 1, 0), device='cuda:0', dtype=torch.bool)
    primals_23 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
