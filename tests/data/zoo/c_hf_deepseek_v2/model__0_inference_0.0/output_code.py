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


# kernel path: /tmp/torchinductor_root/ux/cuxl5lqcqtdwn674eu55yijurelukdfejciwiczlz6bxlawyzdqr.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_8, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   getitem_8 => unsqueeze_12
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
# Graph fragment:
#   %iota : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_12, torch.float32), kwargs = {})
#   return %expand_4
triton_poi_fused__to_copy_add_arange_unsqueeze_0 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/lu/clu7lptqbmkaivgxffixstxbkorrubxi2zib5popobpvwoqi27cx.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_ids_2, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_2 => expand
# Graph fragment:
#   %iota : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %expand : Tensor "i64[2, 64][0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [2, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[2, 1][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%expand, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[2, 65][65, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %expand], -1), kwargs = {})
#   %slice_3 : Tensor "i64[2, 64][65, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 65), kwargs = {})
#   %slice_2 : Tensor "i64[2, 64][65, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 64), kwargs = {})
#   %sub_1 : Tensor "i64[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[2, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_1 = async_compile.triton('triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2048}}
)
@triton.jit
def triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_1(out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
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
    tmp0 = 1 + r0_1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to((-1) + (1 + r0_1), [XBLOCK, R0_BLOCK])
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 65, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp8, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp7, tmp13)
    tmp15 = r0_1
    tmp16 = tmp15 >= tmp1
    tmp17 = tmp15 < tmp3
    tmp18 = tl.broadcast_to((-1) + (r0_1), [XBLOCK, R0_BLOCK])
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tmp21 = tmp15 >= tmp3
    tmp22 = tmp15 < tmp9
    tmp23 = tl.broadcast_to((-1) + r0_1, [XBLOCK, R0_BLOCK])
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp21, tmp23, tmp24)
    tmp26 = tl.where(tmp17, tmp20, tmp25)
    tmp27 = tmp14 - tmp26
    tmp28 = tmp27 != tmp3
    tmp29 = tmp28.to(tl.int64)
    tmp30 = tmp29.to(tl.int64)
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp32, = tl.associative_scan((tmp31,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (r0_1 + 64*x0), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bm/cbmrztvixojymgowv7gdwraismfz3cwmrbvertkjneh4xmd4cp3m.py
# Topologically Sorted Source Nodes: [ones_like], Original ATen: [aten.ones_like]
# Source node to ATen node mapping:
#   ones_like => full_1
# Graph fragment:
#   %full_1 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1, 16, 64], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_1
triton_poi_fused_ones_like_2 = async_compile.triton('triton_poi_fused_ones_like_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ones_like_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ones_like_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 1.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jr/cjremy2ep5fv2inhtuewagexrv5j6smnyhxxycgmb4rjye25uvus.py
# Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, q_2, view_4, q_3, split_3, linear_9, view_7, kv_nope_3, split_5, flatten_2, query_states_1, getitem_23, copy__2, _generalized_scatter_2, copy__3, flatten_3, k_rot_1, _generalized_scatter_3, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   _generalized_scatter => slice_scatter_default
#   _generalized_scatter_1 => slice_scatter_default_1
#   _generalized_scatter_2 => slice_scatter_default_2
#   _generalized_scatter_3 => slice_scatter_default_3
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand_1
#   attn_output => _scaled_dot_product_efficient_attention, expand_6, full_default_1, full_default_2, where
#   attn_output_4 => _scaled_dot_product_efficient_attention_1, expand_8, full_default_3, full_default_4, where_1
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   copy_ => copy
#   copy__1 => copy_1, slice_7
#   copy__2 => copy_2
#   copy__3 => copy_3, slice_12
#   eq => eq
#   flatten => view_12
#   flatten_1 => view_13
#   flatten_2 => view_35
#   flatten_3 => view_36
#   getitem_15 => slice_4
#   getitem_23 => slice_9
#   getitem_5 => index
#   getitem_6 => index_1
#   k_rot => expand_5
#   k_rot_1 => expand_7
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   kv_nope_1 => permute_6
#   kv_nope_3 => permute_16
#   le => le
#   linear_2 => view_15
#   linear_9 => view_38
#   q => view_4
#   q_1 => permute_3
#   q_2 => view_27
#   q_3 => permute_13
#   q_arange => add_1
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => cat_1
#   query_states_1 => cat_2
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split_with_sizes
#   split_2 => split_with_sizes_2
#   split_3 => split_with_sizes_3
#   split_5 => split_with_sizes_5
#   view => view_5
#   view_3 => view_16
#   view_4 => view_28
#   view_7 => view_39
# Graph fragment:
#   %cumsum : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %view_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 256]), kwargs = {})
#   %view_5 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, 64, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_3, [32, 32], -1), kwargs = {})
#   %view_15 : Tensor "f32[2, 1, 64, 256][16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 1, 64, 256]), kwargs = {})
#   %view_16 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_15, [2, 64, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes_2 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_6, [32, 32], -1), kwargs = {})
#   %view_12 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real, [2, 4, 64, 32]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem, %view_12], -1), kwargs = {})
#   %slice_4 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%empty, 3, 0, 32), kwargs = {})
#   %copy : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_4, %getitem_4), kwargs = {})
#   %slice_scatter_default : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%empty, %copy, 3, 0, 32), kwargs = {})
#   %slice_7 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 3, 32, 9223372036854775807), kwargs = {})
#   %view_13 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_1, [2, 1, 64, 32]), kwargs = {})
#   %expand_5 : Tensor "f32[2, 4, 64, 32][2048, 0, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_13, [-1, 4, -1, -1]), kwargs = {})
#   %copy_1 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_7, %expand_5), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default, %copy_1, 3, 32, 9223372036854775807), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[2, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[2, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[2, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand_1 : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [2, -1, 64, 64]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_2, %full_default_1), kwargs = {})
#   %expand_6 : Tensor "f32[2, 4, 64, 64][4096, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 64, 64]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%cat_1, %slice_scatter_default_1, %getitem_5, %expand_6, False), kwargs = {scale: 0.125})
#   %view_27 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_7, [2, 64, 256]), kwargs = {})
#   %view_28 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_27, [2, 64, -1, 64]), kwargs = {})
#   %permute_13 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_28, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes_3 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_13, [32, 32], -1), kwargs = {})
#   %view_38 : Tensor "f32[2, 1, 64, 256][16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [2, 1, 64, 256]), kwargs = {})
#   %view_39 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_38, [2, 64, -1, 64]), kwargs = {})
#   %permute_16 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_39, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes_5 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_16, [32, 32], -1), kwargs = {})
#   %view_35 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_2, [2, 4, 64, 32]), kwargs = {})
#   %cat_2 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_10, %view_35], -1), kwargs = {})
#   %slice_9 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%empty_1, 3, 0, 32), kwargs = {})
#   %copy_2 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_9, %getitem_14), kwargs = {})
#   %slice_scatter_default_2 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%empty_1, %copy_2, 3, 0, 32), kwargs = {})
#   %slice_12 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default_2, 3, 32, 9223372036854775807), kwargs = {})
#   %view_36 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_3, [2, 1, 64, 32]), kwargs = {})
#   %expand_7 : Tensor "f32[2, 4, 64, 32][2048, 0, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_36, [-1, 4, -1, -1]), kwargs = {})
#   %copy_3 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_12, %expand_7), kwargs = {})
#   %slice_scatter_default_3 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_2, %copy_3, 3, 32, 9223372036854775807), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_4, %full_default_3), kwargs = {})
#   %expand_8 : Tensor "f32[2, 4, 64, 64][4096, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_1, [2, 4, 64, 64]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%cat_2, %slice_scatter_default_3, %getitem_15, %expand_8, False), kwargs = {scale: 0.125})
#   return %buf34,%buf73
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1024, 'x': 132096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_3(in_ptr0, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 128
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 64)
    y3 = yindex
    y1 = yindex // 64
    tmp5 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x2 + 64*y1), xmask & ymask, eviction_policy='evict_last')
    tmp0 = x2
    tmp1 = y0
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2 + 64*y3), tmp11, xmask & ymask)
    tl.store(out_ptr1 + (x2 + 64*y3), tmp11, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/53/c533yzham6v7o75vzd2uelpdijcubsetevzgtan3mxxhabez2xhe.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_1
#   hidden_states_2 => mul_2
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg3_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf0 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf0]
#   %embedding : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %pow_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_2 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg3_1, %mul_1), kwargs = {})
#   return %buf0,%mul_2
triton_red_fused_add_embedding_mean_mul_pow_rsqrt_4 = async_compile.triton('triton_red_fused_add_embedding_mean_mul_pow_rsqrt_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_embedding_mean_mul_pow_rsqrt_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 131584}}
)
@triton.jit
def triton_red_fused_add_embedding_mean_mul_pow_rsqrt_4(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
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
        tmp20 = tl.full([1, 1], 1e-06, tl.float32)
        tmp21 = tmp19 + tmp20
        tmp22 = libdevice.rsqrt(tmp21)
        tmp23 = tmp17 * tmp22
        tmp24 = tmp11 * tmp23
        tl.store(out_ptr1 + (r0_1 + 128*x0), tmp24, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bz/cbzdhui63tndc7nzox55nmzh5rdbqfwabyxb42jttnlovale7ksi.py
# Topologically Sorted Source Nodes: [compressed_kv, split_1, k_pe_1, reshape_1, xk_], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.view_as_complex]
# Source node to ATen node mapping:
#   compressed_kv => view_7
#   k_pe_1 => view_9
#   reshape_1 => view_11
#   split_1 => split_with_sizes_1
#   xk_ => view_as_complex_1
# Graph fragment:
#   %mm_1 : Tensor "f32[128, 96][96, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_7 : Tensor "f32[2, 64, 96][6144, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 64, 96]), kwargs = {})
#   %split_with_sizes_1 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_7, [64, 32], -1), kwargs = {})
#   %view_9 : Tensor "f32[2, 1, 64, 32][6144, 6144, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [2, 1, 64, 32]), kwargs = {})
#   %view_11 : Tensor "f32[2, 1, 64, 16, 2][6144, 6144, 96, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_9, [2, 1, 64, 16, 2]), kwargs = {})
#   %view_as_complex_1 : Tensor "c64[2, 1, 64, 16][3072, 3072, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view_as_complex.default](args = (%view_11,), kwargs = {})
#   return %buf24
triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5 = async_compile.triton('triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64 + x0 + 96*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dy/cdyljyo75ifudkg6bqrwkspx5treb3idoipeg5v74dkxk2iyw73x.py
# Topologically Sorted Source Nodes: [compressed_kv, split_1, pow_2, variance_1, add_4, rsqrt_1, hidden_states_4, mul_4], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_4 => add_4
#   compressed_kv => view_7
#   hidden_states_4 => mul_3
#   mul_4 => mul_4
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   split_1 => split_with_sizes_1
#   variance_1 => mean_1
# Graph fragment:
#   %mm_1 : Tensor "f32[128, 96][96, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %arg6_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %buf4 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf4]
#   %view_7 : Tensor "f32[2, 64, 96][6144, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 64, 96]), kwargs = {})
#   %split_with_sizes_1 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_7, [64, 32], -1), kwargs = {})
#   %pow_2 : Tensor "f32[2, 64, 64][4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%getitem_2, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_3 : Tensor "f32[2, 64, 64][4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_2, %rsqrt_1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 64, 64][4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg6_1, %mul_3), kwargs = {})
#   return %buf4,%mul_4
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 98560}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 96*x0), xmask, other=0.0)
    tmp6 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tmp0 * tmp0
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tmp7 = tl.full([1, 1], 64.0, tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tl.full([1, 1], 1e-06, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp0 * tmp11
    tmp13 = tmp6 * tmp12
    tl.store(out_ptr1 + (r0_1 + 64*x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yp/cypalytx2ywful4vxjhfv6rukvdafcw2n4rfmjkgc7hfpln6jncb.py
# Topologically Sorted Source Nodes: [q, view, q_1, split, reshape, xq_], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.view_as_complex]
# Source node to ATen node mapping:
#   q => view_4
#   q_1 => permute_3
#   reshape => view_10
#   split => split_with_sizes
#   view => view_5
#   xq_ => view_as_complex
# Graph fragment:
#   %mm : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 256]), kwargs = {})
#   %view_5 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, 64, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_3, [32, 32], -1), kwargs = {})
#   %view_10 : Tensor "f32[2, 4, 64, 16, 2][16384, 64, 256, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [2, 4, 64, 16, 2]), kwargs = {})
#   %view_as_complex : Tensor "c64[2, 4, 64, 16][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view_as_complex.default](args = (%view_10,), kwargs = {})
#   return %buf7
triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7 = async_compile.triton('triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 64)
    x2 = ((xindex // 2048) % 4)
    x3 = xindex // 8192
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0 + 64*x2 + 256*x1 + 16384*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/uu/cuui6ppknpedxtklzkxhqtkwurwa2mb567sscotht2zta2yzcciw.py
# Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   _generalized_scatter => slice_scatter_default
#   _generalized_scatter_1 => slice_scatter_default_1
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand_1
#   attn_output => _scaled_dot_product_efficient_attention, expand_6, full_default_1, full_default_2, where
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   copy_ => copy
#   copy__1 => copy_1, slice_7
#   eq => eq
#   flatten => view_12
#   flatten_1 => view_13
#   getitem_15 => slice_4
#   getitem_5 => index
#   getitem_6 => index_1
#   k_rot => expand_5
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   kv_nope_1 => permute_6
#   le => le
#   linear_2 => view_15
#   q => view_4
#   q_1 => permute_3
#   q_arange => add_1
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => cat_1
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split_with_sizes
#   split_2 => split_with_sizes_2
#   view => view_5
#   view_3 => view_16
# Graph fragment:
#   %mm : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_as_real : Tensor "f32[2, 4, 64, 16, 2][8192, 2048, 32, 2, 1]cuda:0" = PlaceHolder[target=view_as_real]
#   %view_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 256]), kwargs = {})
#   %view_5 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, 64, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_3, [32, 32], -1), kwargs = {})
#   %view_15 : Tensor "f32[2, 1, 64, 256][16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 1, 64, 256]), kwargs = {})
#   %view_16 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_15, [2, 64, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes_2 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_6, [32, 32], -1), kwargs = {})
#   %view_12 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real, [2, 4, 64, 32]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem, %view_12], -1), kwargs = {})
#   %slice_4 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%empty, 3, 0, 32), kwargs = {})
#   %copy : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_4, %getitem_4), kwargs = {})
#   %slice_scatter_default : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%empty, %copy, 3, 0, 32), kwargs = {})
#   %slice_7 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 3, 32, 9223372036854775807), kwargs = {})
#   %view_13 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_1, [2, 1, 64, 32]), kwargs = {})
#   %expand_5 : Tensor "f32[2, 4, 64, 32][2048, 0, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_13, [-1, 4, -1, -1]), kwargs = {})
#   %copy_1 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_7, %expand_5), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default, %copy_1, 3, 32, 9223372036854775807), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[2, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[2, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[2, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand_1 : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [2, -1, 64, 64]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_2, %full_default_1), kwargs = {})
#   %expand_6 : Tensor "f32[2, 4, 64, 64][4096, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 64, 64]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%cat_1, %slice_scatter_default_1, %getitem_5, %expand_6, False), kwargs = {scale: 0.125})
#   return %buf32
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 458752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 64)
    x2 = ((xindex // 4096) % 4)
    x3 = xindex // 16384
    x4 = xindex // 64
    x5 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (64*x2 + 256*x1 + 16384*x3 + (x0)), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 64, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (32*x4 + ((-32) + x0)), tmp6, eviction_policy='evict_last', other=0.0)
    tmp10 = tl.where(tmp4, tmp5, tmp9)
    tl.store(out_ptr0 + (x5), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xf/cxfx5k6aqfle6q76i7e7uj2hrslbzzy3g4ts3ledzg7l3re6gcev.py
# Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   _generalized_scatter => slice_scatter_default
#   _generalized_scatter_1 => slice_scatter_default_1
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand_1
#   attn_output => _scaled_dot_product_efficient_attention, expand_6, full_default_1, full_default_2, where
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   copy_ => copy
#   copy__1 => copy_1, slice_7
#   eq => eq
#   flatten => view_12
#   flatten_1 => view_13
#   getitem_15 => slice_4
#   getitem_5 => index
#   getitem_6 => index_1
#   k_rot => expand_5
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   kv_nope_1 => permute_6
#   le => le
#   linear_2 => view_15
#   q => view_4
#   q_1 => permute_3
#   q_arange => add_1
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => cat_1
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split_with_sizes
#   split_2 => split_with_sizes_2
#   view => view_5
#   view_3 => view_16
# Graph fragment:
#   %view_as_real_1 : Tensor "f32[2, 1, 64, 16, 2][2048, 2048, 32, 2, 1]cuda:0" = PlaceHolder[target=view_as_real_1]
#   %mm_2 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 256]), kwargs = {})
#   %view_5 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, 64, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_3, [32, 32], -1), kwargs = {})
#   %view_15 : Tensor "f32[2, 1, 64, 256][16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 1, 64, 256]), kwargs = {})
#   %view_16 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_15, [2, 64, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %split_with_sizes_2 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%permute_6, [32, 32], -1), kwargs = {})
#   %view_12 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real, [2, 4, 64, 32]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem, %view_12], -1), kwargs = {})
#   %slice_4 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%empty, 3, 0, 32), kwargs = {})
#   %copy : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_4, %getitem_4), kwargs = {})
#   %slice_scatter_default : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%empty, %copy, 3, 0, 32), kwargs = {})
#   %slice_7 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 3, 32, 9223372036854775807), kwargs = {})
#   %view_13 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_1, [2, 1, 64, 32]), kwargs = {})
#   %expand_5 : Tensor "f32[2, 4, 64, 32][2048, 0, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_13, [-1, 4, -1, -1]), kwargs = {})
#   %copy_1 : Tensor "f32[2, 4, 64, 32][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_7, %expand_5), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default, %copy_1, 3, 32, 9223372036854775807), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (64,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[2, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[2, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[2, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand_1 : Tensor "b8[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [2, -1, 64, 64]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_2, %full_default_1), kwargs = {})
#   %expand_6 : Tensor "f32[2, 4, 64, 64][4096, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 64, 64]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%cat_1, %slice_scatter_default_1, %getitem_5, %expand_6, False), kwargs = {scale: 0.125})
#   return %buf33
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 409600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 64)
    x3 = xindex // 16384
    x2 = ((xindex // 4096) % 4)
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x0 + 32*x1 + 2048*x3), tmp2, eviction_policy='evict_last', other=0.0)
    tmp4 = tmp0 < tmp1
    tmp5 = tl.load(in_ptr1 + (x0 + 64*x2 + 256*x1 + 16384*x3), tmp4, other=0.0)
    tmp6 = tl.full([1], float("nan"), tl.float32)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tl.where(tmp2, tmp3, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bh/cbhunqsdwyf6isii2likgpayjchnvdifaywra67tetrvg73gby5k.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_3, variance_2, add_6, rsqrt_2, hidden_states_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_6 => add_6
#   attn_output_3 => view_19
#   hidden_states_5 => add_5
#   hidden_states_7 => mul_7
#   hidden_states_8 => mul_8
#   inputs_embeds => embedding
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg9_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %buf41 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf41]
#   %embedding : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_19 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 64, 128]), kwargs = {})
#   %add_5 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_19), kwargs = {})
#   %pow_3 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_5, 2), kwargs = {})
#   %mean_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %mul_7 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg9_1, %mul_7), kwargs = {})
#   return %buf41,%mul_8
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 197120}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp17 = tl.full([1, 1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp8 * tmp19
    tmp21 = tmp14 * tmp20
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zb/czbszl6t77h7kppxh3jszh5lpaxsy6bnwjfwstvkiq3zttxkejcl.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_9], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_21
#   linear_5 => view_23
#   mul_9 => mul_9
#   silu => add_7, div, exp, neg
# Graph fragment:
#   %mm_4 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_21 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 64, 256]), kwargs = {})
#   %neg : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_21,), kwargs = {})
#   %exp : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_7 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_21, %add_7), kwargs = {})
#   %view_23 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 64, 256]), kwargs = {})
#   %mul_9 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %view_23), kwargs = {})
#   return %mul_9
triton_poi_fused__unsafe_view_mul_silu_11 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_11(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp6 = tl.load(in_ptr0 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(in_out_ptr0 + (x0), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/l3/cl37anpxhsdq4choaycn6y6w6fch4gfuemtn3ww3mmdsoisavvdd.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, pow_4, variance_3, add_8, rsqrt_3, hidden_states_11, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_8 => add_9
#   attn_output_3 => view_19
#   down_proj => view_25
#   hidden_states_11 => mul_10
#   hidden_states_12 => mul_11
#   hidden_states_5 => add_5
#   hidden_states_9 => add_8
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %arg13_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %buf47 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf47]
#   %embedding : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_19 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 64, 128]), kwargs = {})
#   %add_5 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_19), kwargs = {})
#   %view_25 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 64, 128]), kwargs = {})
#   %add_8 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %view_25), kwargs = {})
#   %pow_4 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_8, 2), kwargs = {})
#   %mean_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_9 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_9,), kwargs = {})
#   %mul_10 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_8, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg13_1, %mul_10), kwargs = {})
#   return %buf47,%mul_11
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 262656}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp19 = tl.full([1, 1], 1e-06, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = libdevice.rsqrt(tmp20)
    tmp22 = tmp10 * tmp21
    tmp23 = tmp16 * tmp22
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tp/ctp6qmcf7yyjlgokfe4uwohwipbacvzgt5lywl4kk3lo5zfxkkm7.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, attn_output_7, hidden_states_15, pow_6, variance_5, add_11, rsqrt_5, hidden_states_17, hidden_states_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_11 => add_12
#   attn_output_3 => view_19
#   attn_output_7 => view_42
#   down_proj => view_25
#   hidden_states_15 => add_11
#   hidden_states_17 => mul_16
#   hidden_states_18 => mul_17
#   hidden_states_5 => add_5
#   hidden_states_9 => add_8
#   inputs_embeds => embedding
#   pow_6 => pow_6
#   rsqrt_5 => rsqrt_5
#   variance_5 => mean_5
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mm_10 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_11 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=add_11]
#   %arg19_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %buf81 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf81]
#   %embedding : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_19 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 64, 128]), kwargs = {})
#   %add_5 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_19), kwargs = {})
#   %view_25 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 64, 128]), kwargs = {})
#   %add_8 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %view_25), kwargs = {})
#   %view_42 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [2, 64, 128]), kwargs = {})
#   %add_11 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_8, %view_42), kwargs = {})
#   %pow_6 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_11, 2), kwargs = {})
#   %mean_5 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_12 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_16 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_11, %rsqrt_5), kwargs = {})
#   %mul_17 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg19_1, %mul_16), kwargs = {})
#   return %add_11,%buf81,%mul_17
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 459264}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp21 = tl.full([1, 1], 1e-06, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp12 * tmp23
    tmp25 = tmp18 * tmp24
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rl/crldespqfaqzvu6hxnrdyefk5cezcnoxrs2nf4pk23vlsprs7urb.py
# Topologically Sorted Source Nodes: [, scores], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default, prepare_softmax_online_default, sub_tensor
#   scores => div_1
# Graph fragment:
#   %mm_11 : Tensor "f32[128, 4][4, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm_11, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[128, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm_11, %getitem_26), kwargs = {})
#   %exp_default : Tensor "f32[128, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_1 : Tensor "f32[128, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_27), kwargs = {})
#   return %div_1
triton_poi_fused__softmax_exp_prepare_softmax_online_sub_14 = async_compile.triton('triton_poi_fused__softmax_exp_prepare_softmax_online_sub_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_exp_prepare_softmax_online_sub_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_exp_prepare_softmax_online_sub_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp5 = triton_helpers.maximum(tmp3, tmp4)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp8 = tmp0 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tmp1 - tmp7
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp2 - tmp7
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp4 - tmp7
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 + tmp16
    tmp18 = tmp6 - tmp7
    tmp19 = libdevice.exp(tmp18)
    tmp20 = tmp17 + tmp19
    tmp21 = (tmp9 / tmp20)
    tl.store(out_ptr0 + (x2), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wz/cwzgdlh3lbnas2scfr2vofpeneozytiwr4jsl6epqn5azkvl56e5.py
# Topologically Sorted Source Nodes: [expert_ids, sort, histc_input, arange_5, setitem], Original ATen: [aten.view, aten.sort, aten._to_copy, aten.arange, aten.index_put]
# Source node to ATen node mapping:
#   arange_5 => iota_5
#   expert_ids => view_46
#   histc_input => convert_element_type_1
#   setitem => index_put
#   sort => sort
# Graph fragment:
#   %getitem_21 : Tensor "i64[128, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_21]
#   %getitem_22 : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=getitem_22]
#   %buf89 : Tensor "i16[256][1]cuda:0" = PlaceHolder[target=buf89]
#   %index_put : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=index_put]
#   %view_46 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_21, [-1]), kwargs = {})
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_46,), kwargs = {})
#   %convert_element_type_1 : Tensor "i32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_22, torch.int32), kwargs = {})
#   %iota_5 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %index_put : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%empty_2, [%getitem_23], %iota_5), kwargs = {})
#   return %getitem_22,%buf89,%convert_element_type_1,%buf101
triton_per_fused__to_copy_arange_index_put_sort_view_15 = async_compile.triton('triton_per_fused__to_copy_arange_index_put_sort_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'out_ptr1': '*i16', 'out_ptr2': '*i32', 'out_ptr3': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_arange_index_put_sort_view_15', 'mutated_arg_names': ['out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 9216}}
)
@triton.jit
def triton_per_fused__to_copy_arange_index_put_sort_view_15(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = r0_0
    tmp2 = tmp1.to(tl.int16)
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5, tmp6, = triton_helpers.sort_with_index(tmp3, tmp4, None, 1, stable=False, descending=False)
    tmp7 = tmp5.to(tl.int32)
    tmp8 = tmp6.to(tl.int64)
    tmp9 = tl.full([1, 1], 256, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 256), "index out of bounds: 0 <= tmp12 < 256")
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp5, None)
    tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp6, None)
    tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp7, None)
    tl.store(out_ptr3 + (tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bt/cbtbphtuqnbsskwm5o7j4yjah42x2ycj4w6ldviembrdgpwfkjbs.py
# Topologically Sorted Source Nodes: [offsets], Original ATen: [aten.cumsum]
# Source node to ATen node mapping:
#   offsets => cumsum_1
# Graph fragment:
#   %histc : Tensor "i32[4][1]cuda:0" = PlaceHolder[target=histc]
#   %cumsum_1 : Tensor "i32[4][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%histc, 0), kwargs = {dtype: torch.int32})
#   return %cumsum_1
triton_per_fused_cumsum_16 = async_compile.triton('triton_per_fused_cumsum_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumsum_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 24}}
)
@triton.jit
def triton_per_fused_cumsum_16(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_out_ptr0 + (r0_0), None)
    tmp1 = tmp0.to(tl.int32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_add0)
    tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/mg/cmgtat27egjuswchtoitlxwskegp2rieud25kj4mz2r3p77ldntj.py
# Topologically Sorted Source Nodes: [linear_12, silu_2, linear_13, mul_21], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_12 => view_50
#   linear_13 => view_52
#   mul_21 => mul_21
#   silu_2 => add_14, div_4, exp_3, neg_2
# Graph fragment:
#   %mm_12 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_13 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %view_50 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [2, 64, 128]), kwargs = {})
#   %neg_2 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_50,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_14 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_4 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_50, %add_14), kwargs = {})
#   %view_52 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [2, 64, 128]), kwargs = {})
#   %mul_21 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %view_52), kwargs = {})
#   return %mul_21
triton_poi_fused__unsafe_view_mul_silu_17 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_17(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp6 = tl.load(in_ptr0 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(in_out_ptr0 + (x0), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/y5/cy5dkl35woc44amolno2zvdtovqavxrgnndmb2dfq77c4lrjcihb.py
# Topologically Sorted Source Nodes: [expert_ids, sort, ge, sentinel_mask, masked_fill_, hidden_states_20, floordiv, selected_hidden_states_g, transpose_7, out], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
# Source node to ATen node mapping:
#   expert_ids => view_46
#   floordiv => div_2
#   ge => ge
#   hidden_states_20 => view_44
#   masked_fill_ => full_default_5, where_2
#   out => grouped_mm_fallback
#   selected_hidden_states_g => index_2
#   sentinel_mask => unsqueeze_15
#   sort => sort
#   transpose_7 => permute_20
# Graph fragment:
#   %getitem_22 : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=getitem_22]
#   %buf89 : Tensor "i16[256][1]cuda:0" = PlaceHolder[target=buf89]
#   %mul_17 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=mul_17]
#   %view_46 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_21, [-1]), kwargs = {})
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_46,), kwargs = {})
#   %ge : Tensor "b8[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_22, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[256, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_44 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_17, [-1, 128]), kwargs = {})
#   %div_2 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%getitem_23, 2), kwargs = {rounding_mode: floor})
#   %index_2 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_44, [%div_2]), kwargs = {})
#   %where_2 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_5, %index_2), kwargs = {})
#   %permute_20 : Tensor "f32[4, 128, 256][32768, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg21_1, [0, 2, 1]), kwargs = {})
#   %grouped_mm_fallback : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.transformers.grouped_mm_fallback.default](args = (%where_2, %permute_20, %cumsum_1), kwargs = {})
#   return %buf94
triton_poi_fused_floor_divide_ge_grouped_mm_fallback_index_masked_fill_sort_transpose_unsqueeze_view_18 = async_compile.triton('triton_poi_fused_floor_divide_ge_grouped_mm_fallback_index_masked_fill_sort_transpose_unsqueeze_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_floor_divide_ge_grouped_mm_fallback_index_masked_fill_sort_transpose_unsqueeze_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2560, 'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_floor_divide_ge_grouped_mm_fallback_index_masked_fill_sort_transpose_unsqueeze_view_18(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 4, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp4 = tmp3.to(tl.int64)
    tmp5 = tl.full([1, 1], 2, tl.int64)
    tmp6 = tl.where((tmp4 < 0) != (tmp5 < 0), tl.where(tmp4 % tmp5 != 0, tmp4 // tmp5 - 1, tmp4 // tmp5), tmp4 // tmp5)
    tmp7 = tl.full([1, 1], 128, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 128)) | ~(ymask), "index out of bounds: 0 <= tmp10 < 128")
    tmp12 = tl.load(in_ptr2 + (x1 + 128*tmp10), xmask & ymask)
    tmp13 = tl.full([1, 1], 0.0, tl.float32)
    tmp14 = tl.where(tmp2, tmp13, tmp12)
    tl.store(out_ptr0 + (x1 + 128*y0), tmp14, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/73/c73qy4el43yqrhh5i6ynwry7nwukwg7eitohhyne4xwlfixaaqve.py
# Topologically Sorted Source Nodes: [proj_out, ge, sentinel_mask, chunk, silu_1, proj_out_1, transpose_8, out_1], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
# Source node to ATen node mapping:
#   chunk => split
#   ge => ge
#   out_1 => grouped_mm_fallback_1
#   proj_out => full_default_6, where_3
#   proj_out_1 => mul_19
#   sentinel_mask => unsqueeze_15
#   silu_1 => add_13, div_3, exp_2, neg_1
#   transpose_8 => permute_21
# Graph fragment:
#   %getitem_22 : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=getitem_22]
#   %grouped_mm_fallback : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=grouped_mm_fallback]
#   %full_default_6 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %ge : Tensor "b8[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_22, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[256, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %where_3 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_6, %grouped_mm_fallback), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%where_3, 128, -1), kwargs = {})
#   %neg_1 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_24,), kwargs = {})
#   %exp_2 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_13 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_3 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_24, %add_13), kwargs = {})
#   %mul_19 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %getitem_25), kwargs = {})
#   %permute_21 : Tensor "f32[4, 128, 128][16384, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg22_1, [0, 2, 1]), kwargs = {})
#   %grouped_mm_fallback_1 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.transformers.grouped_mm_fallback.default](args = (%mul_19, %permute_21, %cumsum_1), kwargs = {})
#   return %buf97
triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_19 = async_compile.triton('triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_19(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 128
    x0 = (xindex % 128)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0 + 256*x1), None)
    tmp11 = tl.load(in_ptr1 + (128 + x0 + 256*x1), None)
    tmp1 = tl.full([1], 4, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp4, tmp3)
    tmp6 = -tmp5
    tmp7 = libdevice.exp(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = (tmp5 / tmp9)
    tmp12 = tl.where(tmp2, tmp4, tmp11)
    tmp13 = tmp10 * tmp12
    tl.store(out_ptr0 + (x2), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/i6/ci6ryybqaxe23jdxef6o5xpawcxpgkub52dmxxev2aewifhoi5hp.py
# Topologically Sorted Source Nodes: [expert_ids, sort, ge, sentinel_mask, proj_out_2, topk_weights_1, sample_weights, sample_weights_g, unsqueeze_4, weighted_out, weighted_out_1, view_10, final_hidden_states, hidden_states_21, down_proj_1, hidden_states_22, hidden_states_23, pow_7, variance_6, add_14, rsqrt_6, hidden_states_25, hidden_states_26], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.mul, aten.index, aten.sum, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_14 => add_17
#   down_proj_1 => view_54
#   expert_ids => view_46
#   final_hidden_states => sum_2
#   ge => ge
#   hidden_states_21 => view_48
#   hidden_states_22 => add_15
#   hidden_states_23 => add_16
#   hidden_states_25 => mul_22
#   hidden_states_26 => mul_23
#   pow_7 => pow_7
#   proj_out_2 => full_default_7, where_4
#   rsqrt_6 => rsqrt_6
#   sample_weights => view_45
#   sample_weights_g => index_3
#   sentinel_mask => unsqueeze_15
#   sort => sort
#   topk_weights_1 => mul_18
#   unsqueeze_4 => unsqueeze_16
#   variance_6 => mean_6
#   view_10 => view_47
#   weighted_out => mul_20
#   weighted_out_1 => index_4
# Graph fragment:
#   %buf101 : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=buf101]
#   %getitem_22 : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=getitem_22]
#   %grouped_mm_fallback_1 : Tensor "f32[256, 128][128, 1]cuda:0" = PlaceHolder[target=grouped_mm_fallback_1]
#   %buf89 : Tensor "i16[256][1]cuda:0" = PlaceHolder[target=buf89]
#   %getitem_20 : Tensor "f32[128, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %add_11 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=add_11]
#   %sum_2 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_14 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %arg26_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %buf107 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf107]
#   %view_46 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_21, [-1]), kwargs = {})
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_46,), kwargs = {})
#   %ge : Tensor "b8[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_22, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[256, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_7, %grouped_mm_fallback_1), kwargs = {})
#   %mul_18 : Tensor "f32[128, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_20, 1.0), kwargs = {})
#   %view_45 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_18, [-1]), kwargs = {})
#   %index_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_45, [%getitem_23]), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_3, -1), kwargs = {})
#   %mul_20 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_4, %unsqueeze_16), kwargs = {})
#   %index_4 : Tensor "f32[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mul_20, [%index_put]), kwargs = {})
#   %view_47 : Tensor "f32[128, 2, 128][256, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_4, [128, 2, 128]), kwargs = {})
#   %sum_2 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_47, [1]), kwargs = {})
#   %view_48 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_2, [2, 64, 128]), kwargs = {})
#   %view_54 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [2, 64, 128]), kwargs = {})
#   %add_15 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_48, %view_54), kwargs = {})
#   %add_16 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %add_15), kwargs = {})
#   %pow_7 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_16, 2), kwargs = {})
#   %mean_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_7, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_6, 1e-06), kwargs = {})
#   %rsqrt_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_17,), kwargs = {})
#   %mul_22 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %rsqrt_6), kwargs = {})
#   %mul_23 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg26_1, %mul_22), kwargs = {})
#   return %sum_2,%buf107,%mul_23
triton_red_fused__unsafe_view_add_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_20 = async_compile.triton('triton_red_fused__unsafe_view_add_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_20', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 262656}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    _tmp47 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp41 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp42 = tl.load(in_ptr5 + (r0_1 + 128*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 256, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 256")
        tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
        tmp7 = tl.full([1, 1], 4, tl.int64)
        tmp8 = tmp6 >= tmp7
        tmp9 = tl.load(in_ptr2 + (r0_1 + 128*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.full([1, 1], 0.0, tl.float32)
        tmp11 = tl.where(tmp8, tmp10, tmp9)
        tmp12 = tl.load(in_ptr3 + (tmp4), xmask, eviction_policy='evict_last')
        tmp13 = tmp12.to(tl.int64)
        tmp14 = tmp13 + tmp1
        tmp15 = tmp13 < 0
        tmp16 = tl.where(tmp15, tmp14, tmp13)
        tl.device_assert(((0 <= tmp16) & (tmp16 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp16 < 256")
        tmp18 = tl.load(in_ptr4 + ((tmp16 % 256)), xmask, eviction_policy='evict_last')
        tmp19 = tl.full([1, 1], 1.0, tl.float32)
        tmp20 = tmp18 * tmp19
        tmp21 = tmp11 * tmp20
        tmp23 = tmp22 + tmp1
        tmp24 = tmp22 < 0
        tmp25 = tl.where(tmp24, tmp23, tmp22)
        tl.device_assert(((0 <= tmp25) & (tmp25 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp25 < 256")
        tmp27 = tl.load(in_ptr1 + (tmp25), xmask, eviction_policy='evict_last')
        tmp28 = tmp27 >= tmp7
        tmp29 = tl.load(in_ptr2 + (r0_1 + 128*tmp25), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = tl.where(tmp28, tmp10, tmp29)
        tmp31 = tl.load(in_ptr3 + (tmp25), xmask, eviction_policy='evict_last')
        tmp32 = tmp31.to(tl.int64)
        tmp33 = tmp32 + tmp1
        tmp34 = tmp32 < 0
        tmp35 = tl.where(tmp34, tmp33, tmp32)
        tl.device_assert(((0 <= tmp35) & (tmp35 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp35 < 256")
        tmp37 = tl.load(in_ptr4 + ((tmp35 % 256)), xmask, eviction_policy='evict_last')
        tmp38 = tmp37 * tmp19
        tmp39 = tmp30 * tmp38
        tmp40 = tmp21 + tmp39
        tmp43 = tmp40 + tmp42
        tmp44 = tmp41 + tmp43
        tmp45 = tmp44 * tmp44
        tmp46 = tl.broadcast_to(tmp45, [XBLOCK, R0_BLOCK])
        tmp48 = _tmp47 + tmp46
        _tmp47 = tl.where(r0_mask & xmask, tmp48, _tmp47)
        tl.store(out_ptr0 + (r0_1 + 128*x0), tmp40, r0_mask & xmask)
    tmp47 = tl.sum(_tmp47, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp49 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp50 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp51 = tl.load(out_ptr0 + (r0_1 + 128*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp52 = tl.load(in_ptr5 + (r0_1 + 128*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp53 = tmp51 + tmp52
        tmp54 = tmp50 + tmp53
        tmp55 = tl.full([1, 1], 128.0, tl.float32)
        tmp56 = (tmp47 / tmp55)
        tmp57 = tl.full([1, 1], 1e-06, tl.float32)
        tmp58 = tmp56 + tmp57
        tmp59 = libdevice.rsqrt(tmp58)
        tmp60 = tmp54 * tmp59
        tmp61 = tmp49 * tmp60
        tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp61, r0_mask & xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2, 64), (64, 1))
        assert_size_stride(arg1_1, (1000, 128), (128, 1))
        assert_size_stride(arg2_1, (16, ), (1, ))
        assert_size_stride(arg3_1, (128, ), (1, ))
        assert_size_stride(arg4_1, (256, 128), (128, 1))
        assert_size_stride(arg5_1, (96, 128), (128, 1))
        assert_size_stride(arg6_1, (64, ), (1, ))
        assert_size_stride(arg7_1, (256, 64), (64, 1))
        assert_size_stride(arg8_1, (128, 128), (128, 1))
        assert_size_stride(arg9_1, (128, ), (1, ))
        assert_size_stride(arg10_1, (256, 128), (128, 1))
        assert_size_stride(arg11_1, (256, 128), (128, 1))
        assert_size_stride(arg12_1, (128, 256), (256, 1))
        assert_size_stride(arg13_1, (128, ), (1, ))
        assert_size_stride(arg14_1, (256, 128), (128, 1))
        assert_size_stride(arg15_1, (96, 128), (128, 1))
        assert_size_stride(arg16_1, (64, ), (1, ))
        assert_size_stride(arg17_1, (256, 64), (64, 1))
        assert_size_stride(arg18_1, (128, 128), (128, 1))
        assert_size_stride(arg19_1, (128, ), (1, ))
        assert_size_stride(arg20_1, (4, 128), (128, 1))
        assert_size_stride(arg21_1, (4, 256, 128), (32768, 128, 1))
        assert_size_stride(arg22_1, (4, 128, 128), (16384, 128, 1))
        assert_size_stride(arg23_1, (128, 128), (128, 1))
        assert_size_stride(arg24_1, (128, 128), (128, 1))
        assert_size_stride(arg25_1, (128, 128), (128, 1))
        assert_size_stride(arg26_1, (128, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf10 = empty_strided_cuda((1, 1, 64), (64, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_8, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_0.run(buf10, 64, stream=stream0)
            buf31 = empty_strided_cuda((2, 64), (64, 1), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_ids_2, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
            # [Provenance debug handles] triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_1.run(buf31, 2, 64, stream=stream0)
            buf100 = empty_strided_cuda((256, ), (1, ), torch.int64)
            buf11 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_7, inv_freq_expanded, , arange, position_ids, position_ids_1, getitem_8, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten.bmm, aten.arange, aten.add, aten._to_copy]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(arg2_1, (16, 1), (1, 1), 0), reinterpret_tensor(buf10, (1, 64), (0, 1), 0), out=buf11)
            del arg2_1
            del buf10
            buf12 = empty_strided_cuda((1, 16, 64), (1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [ones_like], Original ATen: [aten.ones_like]
            # [Provenance debug handles] triton_poi_fused_ones_like_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_ones_like_2.run(buf12, 1024, stream=stream0)
            # Topologically Sorted Source Nodes: [ones_like, , freqs, freqs_cis], Original ATen: [aten.ones_like, aten.bmm, aten.transpose, aten.polar]
            # [Provenance debug handles] torch.ops.aten.polar.default:5
            buf13 = torch.ops.aten.polar.default(reinterpret_tensor(buf12, (1, 64, 16), (0, 1, 64), 0), reinterpret_tensor(buf11, (1, 64, 16), (1024, 1, 64), 0))
            del buf11
            del buf12
            buf14 = buf13
            assert_size_stride(buf14, (1, 64, 16), (1024, 1, 64), 'torch.ops.aten.polar.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.polar.default')
            del buf13
            # Topologically Sorted Source Nodes: [freqs_cis_1], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:6
            buf15 = torch.ops.aten.mul.Tensor(buf14, 1.0)
            del buf14
            buf16 = buf15
            assert_size_stride(buf16, (1, 64, 16), (1024, 1, 64), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf16, 16, 'torch.ops.aten.mul.Tensor')
            del buf15
            # Topologically Sorted Source Nodes: [unsqueeze_1], Original ATen: [aten.unsqueeze]
            # [Provenance debug handles] torch.ops.aten.unsqueeze.default:7
            buf17 = torch.ops.aten.unsqueeze.default(buf16, 1)
            buf18 = buf17
            assert_size_stride(buf18, (1, 1, 64, 16), (1024, 64, 1, 64), 'torch.ops.aten.unsqueeze.default')
            assert_alignment(buf18, 16, 'torch.ops.aten.unsqueeze.default')
            # Topologically Sorted Source Nodes: [unsqueeze_2], Original ATen: [aten.unsqueeze]
            # [Provenance debug handles] torch.ops.aten.unsqueeze.default:8
            buf57 = torch.ops.aten.unsqueeze.default(buf16, 1)
            buf58 = buf57
            assert_size_stride(buf58, (1, 1, 64, 16), (1024, 64, 1, 64), 'torch.ops.aten.unsqueeze.default')
            assert_alignment(buf58, 16, 'torch.ops.aten.unsqueeze.default')
            buf34 = empty_strided_cuda((2, 1, 64, 64), (4096, 0, 64, 1), torch.float32)
            buf73 = empty_strided_cuda((2, 1, 64, 64), (4096, 0, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, q_2, view_4, q_3, split_3, linear_9, view_7, kv_nope_3, split_5, flatten_2, query_states_1, getitem_23, copy__2, _generalized_scatter_2, copy__3, flatten_3, k_rot_1, _generalized_scatter_3, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_3:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_3.run(buf31, buf34, buf73, 128, 64, stream=stream0)
            del buf31
            buf1 = empty_strided_cuda((2, 64, 128), (8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_add_embedding_mean_mul_pow_rsqrt_4:10
            stream0 = get_raw_stream(0)
            triton_red_fused_add_embedding_mean_mul_pow_rsqrt_4.run(arg0_1, arg1_1, arg3_1, buf1, 128, 128, stream=stream0)
            del arg3_1
            buf3 = empty_strided_cuda((128, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [compressed_kv], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf1, (128, 128), (128, 1), 0), reinterpret_tensor(arg5_1, (128, 96), (1, 128), 0), out=buf3)
            del arg5_1
            buf24 = empty_strided_cuda((2, 1, 64, 16, 2), (2048, 2048, 32, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [compressed_kv, split_1, k_pe_1, reshape_1, xk_], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5.run(buf3, buf24, 4096, stream=stream0)
            # Topologically Sorted Source Nodes: [compressed_kv, split_1, k_pe_1, reshape_1, xk_], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:13
            buf25 = torch.ops.aten.view_as_complex.default(buf24)
            buf26 = buf25
            assert_size_stride(buf26, (2, 1, 64, 16), (1024, 1024, 16, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf26, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul_6], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:14
            buf27 = torch.ops.aten.mul.Tensor(buf26, buf18)
            del buf25
            del buf26
            buf28 = buf27
            assert_size_stride(buf28, (2, 1, 64, 16), (1024, 1024, 16, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf28, 16, 'torch.ops.aten.mul.Tensor')
            del buf27
            # Topologically Sorted Source Nodes: [view_as_real_1], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:15
            buf29 = torch.ops.aten.view_as_real.default(buf28)
            buf30 = buf29
            assert_size_stride(buf30, (2, 1, 64, 16, 2), (2048, 2048, 32, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf30, 16, 'torch.ops.aten.view_as_real.default')
            buf5 = empty_strided_cuda((2, 64, 64), (4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [compressed_kv, split_1, pow_2, variance_1, add_4, rsqrt_1, hidden_states_4, mul_4], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6:16
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6.run(buf3, arg6_1, buf5, 128, 64, stream=stream0)
            del arg6_1
            del buf3
            buf2 = empty_strided_cuda((128, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, q], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf1, (128, 128), (128, 1), 0), reinterpret_tensor(arg4_1, (128, 256), (1, 128), 0), out=buf2)
            del arg4_1
            buf7 = reinterpret_tensor(buf1, (2, 4, 64, 16, 2), (8192, 2048, 32, 2, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [q, view, q_1, split, reshape, xq_], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7.run(buf2, buf7, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [q, view, q_1, split, reshape, xq_], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:19
            buf8 = torch.ops.aten.view_as_complex.default(buf7)
            buf9 = buf8
            assert_size_stride(buf9, (2, 4, 64, 16), (4096, 1024, 16, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf9, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul_5], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:20
            buf19 = torch.ops.aten.mul.Tensor(buf9, buf18)
            del buf17
            del buf18
            del buf8
            del buf9
            buf20 = buf19
            assert_size_stride(buf20, (2, 4, 64, 16), (4096, 1024, 16, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf20, 16, 'torch.ops.aten.mul.Tensor')
            del buf19
            # Topologically Sorted Source Nodes: [view_as_real], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:21
            buf21 = torch.ops.aten.view_as_real.default(buf20)
            buf22 = buf21
            assert_size_stride(buf22, (2, 4, 64, 16, 2), (8192, 2048, 32, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf22, 16, 'torch.ops.aten.view_as_real.default')
            buf32 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8.run(buf2, buf22, buf32, 32768, stream=stream0)
            del buf20
            del buf21
            del buf22
            buf6 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [compressed_kv, split_1, pow_2, variance_1, add_4, rsqrt_1, hidden_states_4, mul_4, k_nope, linear_2], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf5, (128, 64), (64, 1), 0), reinterpret_tensor(arg7_1, (64, 256), (1, 64), 0), out=buf6)
            del arg7_1
            del buf5
            buf33 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9.run(buf30, buf6, buf33, 32768, stream=stream0)
            del buf28
            del buf29
            del buf30
            # Topologically Sorted Source Nodes: [q, view, q_1, split, linear_2, view_3, kv_nope_1, split_2, flatten, query_states, getitem_15, copy_, _generalized_scatter, copy__1, flatten_1, k_rot, _generalized_scatter_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.expand, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:25
            buf35 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf32, buf33, reinterpret_tensor(buf6, (2, 4, 64, 32), (16384, 64, 256, 1), 32), reinterpret_tensor(buf34, (2, 4, 64, 64), (4096, 0, 64, 1), 0), False, scale=0.125)
            del buf32
            buf36 = buf35[0]
            assert_size_stride(buf36, (2, 4, 64, 32), (8192, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf36, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf35
            buf40 = reinterpret_tensor(buf7, (128, 128), (128, 1), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [transpose_3, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf36, (128, 128), (128, 1), 0), reinterpret_tensor(arg8_1, (128, 128), (1, 128), 0), out=buf40)
            del arg8_1
            buf42 = reinterpret_tensor(buf36, (2, 64, 128), (8192, 128, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_3, variance_2, add_6, rsqrt_2, hidden_states_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10:27
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10.run(arg0_1, arg1_1, buf40, arg9_1, buf42, 128, 128, stream=stream0)
            del arg9_1
            buf43 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf42, (128, 128), (128, 1), 0), reinterpret_tensor(arg10_1, (128, 256), (1, 128), 0), out=buf43)
            del arg10_1
            buf44 = reinterpret_tensor(buf33, (128, 256), (256, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf42, (128, 128), (128, 1), 0), reinterpret_tensor(arg11_1, (128, 256), (1, 128), 0), out=buf44)
            del arg11_1
            buf45 = reinterpret_tensor(buf43, (2, 64, 256), (16384, 256, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_9], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_11:30
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_11.run(buf45, buf44, 32768, stream=stream0)
            buf46 = reinterpret_tensor(buf42, (128, 128), (128, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_9, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf45, (128, 256), (256, 1), 0), reinterpret_tensor(arg12_1, (256, 128), (1, 256), 0), out=buf46)
            del arg12_1
            buf48 = empty_strided_cuda((2, 64, 128), (8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, pow_4, variance_3, add_8, rsqrt_3, hidden_states_11, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12:32
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_12.run(arg0_1, arg1_1, buf40, buf46, arg13_1, buf48, 128, 128, stream=stream0)
            del arg13_1
            buf50 = empty_strided_cuda((128, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [compressed_kv_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf48, (128, 128), (128, 1), 0), reinterpret_tensor(arg15_1, (128, 96), (1, 128), 0), out=buf50)
            del arg15_1
            buf64 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [compressed_kv_1, split_4, k_pe_3, reshape_4, xk__1], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5:34
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_split_with_sizes_view_view_as_complex_5.run(buf50, buf64, 4096, stream=stream0)
            buf52 = reinterpret_tensor(buf34, (2, 64, 64), (4096, 64, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [compressed_kv_1, split_4, pow_5, variance_4, add_9, rsqrt_4, hidden_states_14, mul_13], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6:35
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_split_with_sizes_6.run(buf50, arg16_1, buf52, 128, 64, stream=stream0)
            del arg16_1
            del buf50
            # Topologically Sorted Source Nodes: [compressed_kv_1, split_4, k_pe_3, reshape_4, xk__1], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:36
            buf65 = torch.ops.aten.view_as_complex.default(buf64)
            buf66 = buf65
            assert_size_stride(buf66, (2, 1, 64, 16), (1024, 1024, 16, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf66, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul_15], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:37
            buf67 = torch.ops.aten.mul.Tensor(buf66, buf58)
            del buf64
            del buf65
            del buf66
            buf68 = buf67
            assert_size_stride(buf68, (2, 1, 64, 16), (1024, 1024, 16, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf68, 16, 'torch.ops.aten.mul.Tensor')
            del buf67
            # Topologically Sorted Source Nodes: [view_as_real_3], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:38
            buf69 = torch.ops.aten.view_as_real.default(buf68)
            buf70 = buf69
            assert_size_stride(buf70, (2, 1, 64, 16, 2), (2048, 2048, 32, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf70, 16, 'torch.ops.aten.view_as_real.default')
            buf49 = reinterpret_tensor(buf45, (128, 256), (256, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [q_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:39
            extern_kernels.mm(reinterpret_tensor(buf48, (128, 128), (128, 1), 0), reinterpret_tensor(arg14_1, (128, 256), (1, 128), 0), out=buf49)
            del arg14_1
            buf54 = reinterpret_tensor(buf48, (2, 4, 64, 16, 2), (8192, 2048, 32, 2, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [q_2, view_4, q_3, split_3, reshape_3, xq__1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_split_with_sizes_transpose_view_view_as_complex_7.run(buf49, buf54, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [q_2, view_4, q_3, split_3, reshape_3, xq__1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:41
            buf55 = torch.ops.aten.view_as_complex.default(buf54)
            buf56 = buf55
            assert_size_stride(buf56, (2, 4, 64, 16), (4096, 1024, 16, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf56, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul_14], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:42
            buf59 = torch.ops.aten.mul.Tensor(buf56, buf58)
            del buf16
            del buf54
            del buf55
            del buf56
            del buf57
            del buf58
            buf60 = buf59
            assert_size_stride(buf60, (2, 4, 64, 16), (4096, 1024, 16, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf60, 16, 'torch.ops.aten.mul.Tensor')
            del buf59
            # Topologically Sorted Source Nodes: [view_as_real_2], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:43
            buf61 = torch.ops.aten.view_as_real.default(buf60)
            buf62 = buf61
            assert_size_stride(buf62, (2, 4, 64, 16, 2), (8192, 2048, 32, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf62, 16, 'torch.ops.aten.view_as_real.default')
            buf71 = reinterpret_tensor(buf44, (2, 4, 64, 64), (16384, 4096, 64, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, q_2, view_4, q_3, split_3, linear_9, view_7, kv_nope_3, split_5, flatten_2, query_states_1, getitem_23, copy__2, _generalized_scatter_2, copy__3, flatten_3, k_rot_1, _generalized_scatter_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_8.run(buf49, buf62, buf71, 32768, stream=stream0)
            del buf60
            del buf61
            del buf62
            buf53 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [compressed_kv_1, split_4, pow_5, variance_4, add_9, rsqrt_4, hidden_states_14, mul_13, k_nope_2, linear_9], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf52, (128, 64), (64, 1), 0), reinterpret_tensor(arg17_1, (64, 256), (1, 64), 0), out=buf53)
            del arg17_1
            del buf52
            buf72 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, q_2, view_4, q_3, split_3, linear_9, view_7, kv_nope_3, split_5, flatten_2, query_states_1, getitem_23, copy__2, _generalized_scatter_2, copy__3, flatten_3, k_rot_1, _generalized_scatter_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_cat_copy_eq_expand_index_le_new_ones_scalar_tensor_slice_split_with_sizes_transpose_unsqueeze_view_where_9.run(buf70, buf53, buf72, 32768, stream=stream0)
            del buf68
            del buf69
            del buf70
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, q_2, view_4, q_3, split_3, linear_9, view_7, kv_nope_3, split_5, flatten_2, query_states_1, getitem_23, copy__2, _generalized_scatter_2, copy__3, flatten_3, k_rot_1, _generalized_scatter_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten.cat, aten.slice, aten.copy, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:47
            buf74 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf71, buf72, reinterpret_tensor(buf53, (2, 4, 64, 32), (16384, 64, 256, 1), 32), reinterpret_tensor(buf73, (2, 4, 64, 64), (4096, 0, 64, 1), 0), False, scale=0.125)
            del buf53
            del buf71
            del buf73
            buf75 = buf74[0]
            assert_size_stride(buf75, (2, 4, 64, 32), (8192, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf75, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf74
            buf79 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_6, reshape_5, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf75, (128, 128), (128, 1), 0), reinterpret_tensor(arg18_1, (128, 128), (1, 128), 0), out=buf79)
            del arg18_1
            buf80 = reinterpret_tensor(buf40, (2, 64, 128), (8192, 128, 1), 0); del buf40  # reuse
            buf82 = reinterpret_tensor(buf75, (2, 64, 128), (8192, 128, 1), 0); del buf75  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, attn_output_7, hidden_states_15, pow_6, variance_5, add_11, rsqrt_5, hidden_states_17, hidden_states_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13:49
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13.run(buf80, arg0_1, arg1_1, buf46, buf79, arg19_1, buf82, 128, 128, stream=stream0)
            del arg0_1
            del arg19_1
            del arg1_1
            buf83 = empty_strided_cuda((128, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_6, variance_5, add_11, rsqrt_5, hidden_states_17, hidden_states_18, hidden_states_19, router_logits], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:50
            extern_kernels.mm(reinterpret_tensor(buf82, (128, 128), (128, 1), 0), reinterpret_tensor(arg20_1, (128, 4), (1, 128), 0), out=buf83)
            del arg20_1
            buf84 = empty_strided_cuda((128, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, scores], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_poi_fused__softmax_exp_prepare_softmax_online_sub_14:51
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_exp_prepare_softmax_online_sub_14.run(buf83, buf84, 512, stream=stream0)
            del buf83
            # Topologically Sorted Source Nodes: [, scores, topk], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:52
            buf85 = torch.ops.aten.topk.default(buf84, 2, -1, True, False)
            del buf84
            buf86 = buf85[0]
            assert_size_stride(buf86, (128, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf86, 16, 'torch.ops.aten.topk.default')
            buf87 = buf85[1]
            assert_size_stride(buf87, (128, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf87, 16, 'torch.ops.aten.topk.default')
            del buf85
            buf88 = empty_strided_cuda((256, ), (1, ), torch.int64)
            buf89 = empty_strided_cuda((256, ), (1, ), torch.int16)
            buf90 = empty_strided_cuda((256, ), (1, ), torch.int32)
            # Topologically Sorted Source Nodes: [expert_ids, sort, histc_input, arange_5, setitem], Original ATen: [aten.view, aten.sort, aten._to_copy, aten.arange, aten.index_put]
            # [Provenance debug handles] triton_per_fused__to_copy_arange_index_put_sort_view_15:53
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_arange_index_put_sort_view_15.run(buf87, buf88, buf89, buf90, buf100, 1, 256, stream=stream0)
            del buf87
            # Topologically Sorted Source Nodes: [histc_input, tokens_per_expert], Original ATen: [aten._to_copy, aten.histc]
            # [Provenance debug handles] torch.ops.aten.histc.default:54
            buf91 = torch.ops.aten.histc.default(buf90, 4, 0, 3)
            del buf90
            buf92 = buf91
            assert_size_stride(buf92, (4, ), (1, ), 'torch.ops.aten.histc.default')
            assert_alignment(buf92, 16, 'torch.ops.aten.histc.default')
            del buf91
            buf93 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [offsets], Original ATen: [aten.cumsum]
            # [Provenance debug handles] triton_per_fused_cumsum_16:55
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_16.run(buf93, 1, 4, stream=stream0)
            buf103 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(reinterpret_tensor(buf82, (128, 128), (128, 1), 0), reinterpret_tensor(arg23_1, (128, 128), (1, 128), 0), out=buf103)
            del arg23_1
            buf104 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:57
            extern_kernels.mm(reinterpret_tensor(buf82, (128, 128), (128, 1), 0), reinterpret_tensor(arg24_1, (128, 128), (1, 128), 0), out=buf104)
            del arg24_1
            buf105 = reinterpret_tensor(buf103, (2, 64, 128), (8192, 128, 1), 0); del buf103  # reuse
            # Topologically Sorted Source Nodes: [linear_12, silu_2, linear_13, mul_21], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_17:58
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_17.run(buf105, buf104, 16384, stream=stream0)
            buf106 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [linear_12, silu_2, linear_13, mul_21, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:59
            extern_kernels.mm(reinterpret_tensor(buf105, (128, 128), (128, 1), 0), reinterpret_tensor(arg25_1, (128, 128), (1, 128), 0), out=buf106)
            del arg25_1
            del buf105
            buf94 = reinterpret_tensor(buf72, (256, 128), (128, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [expert_ids, sort, ge, sentinel_mask, masked_fill_, hidden_states_20, floordiv, selected_hidden_states_g, transpose_7, out], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] triton_poi_fused_floor_divide_ge_grouped_mm_fallback_index_masked_fill_sort_transpose_unsqueeze_view_18:60
            stream0 = get_raw_stream(0)
            triton_poi_fused_floor_divide_ge_grouped_mm_fallback_index_masked_fill_sort_transpose_unsqueeze_view_18.run(buf88, buf89, buf82, buf94, 256, 128, stream=stream0)
            # Topologically Sorted Source Nodes: [expert_ids, sort, ge, sentinel_mask, masked_fill_, hidden_states_20, floordiv, selected_hidden_states_g, transpose_7, out], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] torch.ops.transformers.grouped_mm_fallback.default:61
            buf95 = torch.ops.transformers.grouped_mm_fallback.default(buf94, reinterpret_tensor(arg21_1, (4, 128, 256), (32768, 1, 128), 0), buf93)
            del arg21_1
            buf96 = buf95
            assert_size_stride(buf96, (256, 256), (256, 1), 'torch.ops.transformers.grouped_mm_fallback.default')
            assert_alignment(buf96, 16, 'torch.ops.transformers.grouped_mm_fallback.default')
            del buf95
            buf97 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [proj_out, ge, sentinel_mask, chunk, silu_1, proj_out_1, transpose_8, out_1], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_19:62
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_19.run(buf88, buf96, buf97, 32768, stream=stream0)
            del buf96
            # Topologically Sorted Source Nodes: [proj_out, ge, sentinel_mask, chunk, silu_1, proj_out_1, transpose_8, out_1], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] torch.ops.transformers.grouped_mm_fallback.default:63
            buf98 = torch.ops.transformers.grouped_mm_fallback.default(buf97, reinterpret_tensor(arg22_1, (4, 128, 128), (16384, 1, 128), 0), buf93)
            del arg22_1
            del buf93
            del buf97
            buf99 = buf98
            assert_size_stride(buf99, (256, 128), (128, 1), 'torch.ops.transformers.grouped_mm_fallback.default')
            assert_alignment(buf99, 16, 'torch.ops.transformers.grouped_mm_fallback.default')
            del buf98
            buf102 = reinterpret_tensor(buf82, (128, 128), (128, 1), 0); del buf82  # reuse
            buf108 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [expert_ids, sort, ge, sentinel_mask, proj_out_2, topk_weights_1, sample_weights, sample_weights_g, unsqueeze_4, weighted_out, weighted_out_1, view_10, final_hidden_states, hidden_states_21, down_proj_1, hidden_states_22, hidden_states_23, pow_7, variance_6, add_14, rsqrt_6, hidden_states_25, hidden_states_26], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.mul, aten.index, aten.sum, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_20:64
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_20.run(buf108, buf100, buf88, buf99, buf89, buf86, buf106, arg26_1, buf102, 128, 128, stream=stream0)
            del arg26_1
            del buf100
            del buf102
            del buf106
            del buf86
            del buf88
            del buf89
            del buf99
        return (buf108, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((1000, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((96, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((96, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((4, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((4, 256, 128), (32768, 128, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((4, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
