# AOT ID: ['0_forward']
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


# kernel path: /tmp/torchinductor_root/3n/c3nlirys2wbvmxam5eypdpa54zgtqg6moclkxs3hkrdrb3gxzshe.py
# Topologically Sorted Source Nodes: [, p], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default, prepare_softmax_online_default, sub_tensor
#   p => div
# Graph fragment:
#   %addmm : Tensor "f32[1024, 8][8, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_2 : Tensor "f32[1024, 1][1, 1024]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem_3 : Tensor "f32[1024, 1][1, 1024]cuda:0" = PlaceHolder[target=getitem_3]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[1024, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %getitem_2), kwargs = {})
#   %exp_default : Tensor "f32[1024, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[1024, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_3), kwargs = {})
#   return %getitem_2,%getitem_3,%div
triton_per_fused__softmax_exp_prepare_softmax_online_sub_0 = async_compile.triton('triton_per_fused__softmax_exp_prepare_softmax_online_sub_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_exp_prepare_softmax_online_sub_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 98304}}
)
@triton.jit
def triton_per_fused__softmax_exp_prepare_softmax_online_sub_0(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 8*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, float("-inf"))
    tmp6 = triton_helpers.max2(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tmp1 - tmp6
    tmp8 = libdevice.exp(tmp7)
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tmp0 - tmp6
    tmp14 = libdevice.exp(tmp13)
    tmp15 = (tmp14 / tmp12)
    tl.store(in_out_ptr0 + (r0_1 + 8*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/k5/ck5557dqvljxz4hvi6sbf5lgj4nibtqxp3x4tu7vvxwqtv5nvbci.py
# Topologically Sorted Source Nodes: [eq, eq_2, eq_4, eq_6, eq_8, eq_10, eq_12, eq_14], Original ATen: [aten.eq]
# Source node to ATen node mapping:
#   eq => eq
#   eq_10 => eq_10
#   eq_12 => eq_12
#   eq_14 => eq_14
#   eq_2 => eq_2
#   eq_4 => eq_4
#   eq_6 => eq_6
#   eq_8 => eq_8
# Graph fragment:
#   %getitem_1 : Tensor "i64[1024, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %eq : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 0), kwargs = {})
#   %eq_2 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 1), kwargs = {})
#   %eq_4 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 2), kwargs = {})
#   %eq_6 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 3), kwargs = {})
#   %eq_8 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 4), kwargs = {})
#   %eq_10 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 5), kwargs = {})
#   %eq_12 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 6), kwargs = {})
#   %eq_14 : Tensor "b8[1024, 2][2, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 7), kwargs = {})
#   return %eq,%eq_2,%eq_4,%eq_6,%eq_8,%eq_10,%eq_12,%eq_14
triton_poi_fused_eq_1 = async_compile.triton('triton_poi_fused_eq_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i1', 'out_ptr1': '*i1', 'out_ptr2': '*i1', 'out_ptr3': '*i1', 'out_ptr4': '*i1', 'out_ptr5': '*i1', 'out_ptr6': '*i1', 'out_ptr7': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 8, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_1(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 == tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 == tmp3
    tmp5 = tl.full([1], 2, tl.int64)
    tmp6 = tmp0 == tmp5
    tmp7 = tl.full([1], 3, tl.int64)
    tmp8 = tmp0 == tmp7
    tmp9 = tl.full([1], 4, tl.int64)
    tmp10 = tmp0 == tmp9
    tmp11 = tl.full([1], 5, tl.int64)
    tmp12 = tmp0 == tmp11
    tmp13 = tl.full([1], 6, tl.int64)
    tmp14 = tmp0 == tmp13
    tmp15 = tl.full([1], 7, tl.int64)
    tmp16 = tmp0 == tmp15
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
    tl.store(out_ptr2 + (x0), tmp6, xmask)
    tl.store(out_ptr3 + (x0), tmp8, xmask)
    tl.store(out_ptr4 + (x0), tmp10, xmask)
    tl.store(out_ptr5 + (x0), tmp12, xmask)
    tl.store(out_ptr6 + (x0), tmp14, xmask)
    tl.store(out_ptr7 + (x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/qt/cqt54iucrpngoc7pq757xmef65fkbjfilhgdrjfhclwbvwlgwxid.py
# Topologically Sorted Source Nodes: [silu], Original ATen: [aten.silu]
# Source node to ATen node mapping:
#   silu => add, div_2, exp_1, neg
# Graph fragment:
#   %mm : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %neg : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mm,), kwargs = {})
#   %exp_1 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_2 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mm, %add), kwargs = {})
#   return %div_2
triton_poi_fused_silu_2 = async_compile.triton('triton_poi_fused_silu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_silu_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tl.store(out_ptr0 + (x0), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yh/cyh76cohfuly52a6d4urspj23t2js37l4vpwsi7yxfeeoeqytpya.py
# Topologically Sorted Source Nodes: [sum_1, v_1, mul_14, w_7], Original ATen: [aten.sum, aten.div, aten.mul]
# Source node to ATen node mapping:
#   mul_14 => mul_14
#   sum_1 => sum_2
#   v_1 => div_1
#   w_7 => sum_10
# Graph fragment:
#   %getitem : Tensor "f32[1024, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %eq_14 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_14]
#   %sum_2 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   %mul_14 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_14), kwargs = {})
#   %sum_10 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [-1], True), kwargs = {})
#   return %sum_10
triton_poi_fused_div_mul_sum_3 = async_compile.triton('triton_poi_fused_div_mul_sum_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_mul_sum_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_mul_sum_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (2*x0), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp8 = tl.load(in_ptr1 + (1 + 2*x0), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tmp0 + tmp1
    tmp3 = (tmp0 / tmp2)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = (tmp1 / tmp2)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tmp7 * tmp9
    tmp11 = tmp6 + tmp10
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/e5/ce5jfrpbuajp7s6q22mpnmrushecgxpcbl7irj2hoaznh2w3amhy.py
# Topologically Sorted Source Nodes: [sum_1, v_1, m, mul, w, getitem_4, mul_1, where, out_1, m_1, mul_2, w_1, getitem_7, mul_3, where_1, out_2, m_2, mul_4, w_2, getitem_10, mul_5, where_2, out_3, m_3, mul_6, w_3, getitem_13, mul_7, where_3, out_4, m_4, mul_8, w_4, getitem_16, mul_9, where_4, out_5, m_5, mul_10, w_5, getitem_19, mul_11, where_5, out_6, m_6, mul_12, w_6, getitem_22, mul_13, where_6, out_7, m_7, getitem_25, mul_15, where_7, out_8], Original ATen: [aten.sum, aten.div, aten.any, aten.mul, aten.unsqueeze, aten.scalar_tensor, aten.add, aten.where]
# Source node to ATen node mapping:
#   getitem_10 => unsqueeze_2
#   getitem_13 => unsqueeze_3
#   getitem_16 => unsqueeze_4
#   getitem_19 => unsqueeze_5
#   getitem_22 => unsqueeze_6
#   getitem_25 => unsqueeze_7
#   getitem_4 => unsqueeze
#   getitem_7 => unsqueeze_1
#   m => any_1
#   m_1 => any_2
#   m_2 => any_3
#   m_3 => any_4
#   m_4 => any_5
#   m_5 => any_6
#   m_6 => any_7
#   m_7 => any_8
#   mul => mul
#   mul_1 => mul_1
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_15 => mul_15
#   mul_2 => mul_2
#   mul_3 => mul_3
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   out_1 => where
#   out_2 => add_3
#   out_3 => add_5
#   out_4 => add_7
#   out_5 => add_9
#   out_6 => add_11
#   out_7 => add_13
#   out_8 => add_15
#   sum_1 => sum_2
#   v_1 => div_1
#   w => sum_3
#   w_1 => sum_4
#   w_2 => sum_5
#   w_3 => sum_6
#   w_4 => sum_7
#   w_5 => sum_8
#   w_6 => sum_9
#   where => full_default_1
#   where_1 => where_1
#   where_2 => where_2
#   where_3 => where_3
#   where_4 => where_4
#   where_5 => where_5
#   where_6 => where_6
#   where_7 => where_7
# Graph fragment:
#   %eq : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq]
#   %mm_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %getitem : Tensor "f32[1024, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %eq_2 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_2]
#   %mm_3 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_3 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=add_3]
#   %eq_4 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_4]
#   %mm_5 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %eq_6 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_6]
#   %mm_7 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_7]
#   %add_7 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=add_7]
#   %eq_8 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_8]
#   %mm_9 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %eq_10 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_10]
#   %mm_11 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %add_11 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=add_11]
#   %eq_12 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_12]
#   %mm_13 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %eq_14 : Tensor "b8[1024, 2][2, 1]cuda:0" = PlaceHolder[target=eq_14]
#   %mm_15 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %sum_10 : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=sum_10]
#   %sum_2 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   %any_1 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq, -1), kwargs = {})
#   %mul : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq), kwargs = {})
#   %sum_3 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul, [-1], True), kwargs = {})
#   %unsqueeze : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_1, 1), kwargs = {})
#   %mul_1 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_1, %sum_3), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze, %mul_1, %full_default_1), kwargs = {})
#   %any_2 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_2, -1), kwargs = {})
#   %mul_2 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_2), kwargs = {})
#   %sum_4 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_2, [-1], True), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_2, 1), kwargs = {})
#   %mul_3 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_3, %sum_4), kwargs = {})
#   %where_1 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %mul_3, %full_default_1), kwargs = {})
#   %add_3 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where, %where_1), kwargs = {})
#   %any_3 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_4, -1), kwargs = {})
#   %mul_4 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_4), kwargs = {})
#   %sum_5 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_4, [-1], True), kwargs = {})
#   %unsqueeze_2 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_3, 1), kwargs = {})
#   %mul_5 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_5, %sum_5), kwargs = {})
#   %where_2 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_2, %mul_5, %full_default_1), kwargs = {})
#   %add_5 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %where_2), kwargs = {})
#   %any_4 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_6, -1), kwargs = {})
#   %mul_6 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_6), kwargs = {})
#   %sum_6 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_6, [-1], True), kwargs = {})
#   %unsqueeze_3 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_4, 1), kwargs = {})
#   %mul_7 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_7, %sum_6), kwargs = {})
#   %where_3 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %mul_7, %full_default_1), kwargs = {})
#   %add_7 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %where_3), kwargs = {})
#   %any_5 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_8, -1), kwargs = {})
#   %mul_8 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_8), kwargs = {})
#   %sum_7 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_8, [-1], True), kwargs = {})
#   %unsqueeze_4 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_5, 1), kwargs = {})
#   %mul_9 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_9, %sum_7), kwargs = {})
#   %where_4 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_4, %mul_9, %full_default_1), kwargs = {})
#   %add_9 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %where_4), kwargs = {})
#   %any_6 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_10, -1), kwargs = {})
#   %mul_10 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_10), kwargs = {})
#   %sum_8 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_10, [-1], True), kwargs = {})
#   %unsqueeze_5 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_6, 1), kwargs = {})
#   %mul_11 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_11, %sum_8), kwargs = {})
#   %where_5 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %mul_11, %full_default_1), kwargs = {})
#   %add_11 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %where_5), kwargs = {})
#   %any_7 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_12, -1), kwargs = {})
#   %mul_12 : Tensor "f32[1024, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq_12), kwargs = {})
#   %sum_9 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_12, [-1], True), kwargs = {})
#   %unsqueeze_6 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_7, 1), kwargs = {})
#   %mul_13 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_13, %sum_9), kwargs = {})
#   %where_6 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_6, %mul_13, %full_default_1), kwargs = {})
#   %add_13 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %where_6), kwargs = {})
#   %any_8 : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%eq_14, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%any_8, 1), kwargs = {})
#   %mul_15 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_15, %sum_10), kwargs = {})
#   %where_7 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %mul_15, %full_default_1), kwargs = {})
#   %add_15 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %where_7), kwargs = {})
#   return %add_3,%add_7,%add_11,%add_15
triton_poi_fused_add_any_div_mul_scalar_tensor_sum_unsqueeze_where_4 = async_compile.triton('triton_poi_fused_add_any_div_mul_scalar_tensor_sum_unsqueeze_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'in_ptr5': '*i1', 'in_ptr6': '*fp32', 'in_ptr7': '*i1', 'in_ptr8': '*fp32', 'in_ptr9': '*i1', 'in_ptr10': '*fp32', 'in_ptr11': '*i1', 'in_ptr12': '*fp32', 'in_ptr13': '*i1', 'in_ptr14': '*fp32', 'in_ptr15': '*i1', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_any_div_mul_scalar_tensor_sum_unsqueeze_where_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 27, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10485760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_any_div_mul_scalar_tensor_sum_unsqueeze_where_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp3 = tl.load(in_ptr0 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp7 = tl.load(in_ptr1 + (x2), None)
    tmp8 = tl.load(in_ptr2 + (2*x1), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (1 + 2*x1), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp24 = tl.load(in_ptr3 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp28 = tl.load(in_ptr4 + (x2), None)
    tmp37 = tl.load(in_ptr5 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp40 = tl.load(in_ptr5 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp44 = tl.load(in_ptr6 + (x2), None)
    tmp53 = tl.load(in_ptr7 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp56 = tl.load(in_ptr7 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp60 = tl.load(in_ptr8 + (x2), None)
    tmp69 = tl.load(in_ptr9 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp72 = tl.load(in_ptr9 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp76 = tl.load(in_ptr10 + (x2), None)
    tmp85 = tl.load(in_ptr11 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp88 = tl.load(in_ptr11 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp92 = tl.load(in_ptr12 + (x2), None)
    tmp101 = tl.load(in_ptr13 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp104 = tl.load(in_ptr13 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp108 = tl.load(in_ptr14 + (x2), None)
    tmp117 = tl.load(in_ptr15 + (2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp120 = tl.load(in_ptr15 + (1 + 2*x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp124 = tl.load(in_ptr16 + (x2), None)
    tmp125 = tl.load(in_ptr17 + (x1), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.int64)
    tmp2 = (tmp1 != 0)
    tmp4 = tmp3.to(tl.int64)
    tmp5 = (tmp4 != 0)
    tmp6 = tmp2 | tmp5
    tmp10 = tmp8 + tmp9
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp0.to(tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = (tmp9 / tmp10)
    tmp15 = tmp3.to(tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 + tmp16
    tmp18 = tmp7 * tmp17
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp6, tmp18, tmp19)
    tmp22 = tmp21.to(tl.int64)
    tmp23 = (tmp22 != 0)
    tmp25 = tmp24.to(tl.int64)
    tmp26 = (tmp25 != 0)
    tmp27 = tmp23 | tmp26
    tmp29 = tmp21.to(tl.float32)
    tmp30 = tmp11 * tmp29
    tmp31 = tmp24.to(tl.float32)
    tmp32 = tmp14 * tmp31
    tmp33 = tmp30 + tmp32
    tmp34 = tmp28 * tmp33
    tmp35 = tl.where(tmp27, tmp34, tmp19)
    tmp36 = tmp20 + tmp35
    tmp38 = tmp37.to(tl.int64)
    tmp39 = (tmp38 != 0)
    tmp41 = tmp40.to(tl.int64)
    tmp42 = (tmp41 != 0)
    tmp43 = tmp39 | tmp42
    tmp45 = tmp37.to(tl.float32)
    tmp46 = tmp11 * tmp45
    tmp47 = tmp40.to(tl.float32)
    tmp48 = tmp14 * tmp47
    tmp49 = tmp46 + tmp48
    tmp50 = tmp44 * tmp49
    tmp51 = tl.where(tmp43, tmp50, tmp19)
    tmp52 = tmp36 + tmp51
    tmp54 = tmp53.to(tl.int64)
    tmp55 = (tmp54 != 0)
    tmp57 = tmp56.to(tl.int64)
    tmp58 = (tmp57 != 0)
    tmp59 = tmp55 | tmp58
    tmp61 = tmp53.to(tl.float32)
    tmp62 = tmp11 * tmp61
    tmp63 = tmp56.to(tl.float32)
    tmp64 = tmp14 * tmp63
    tmp65 = tmp62 + tmp64
    tmp66 = tmp60 * tmp65
    tmp67 = tl.where(tmp59, tmp66, tmp19)
    tmp68 = tmp52 + tmp67
    tmp70 = tmp69.to(tl.int64)
    tmp71 = (tmp70 != 0)
    tmp73 = tmp72.to(tl.int64)
    tmp74 = (tmp73 != 0)
    tmp75 = tmp71 | tmp74
    tmp77 = tmp69.to(tl.float32)
    tmp78 = tmp11 * tmp77
    tmp79 = tmp72.to(tl.float32)
    tmp80 = tmp14 * tmp79
    tmp81 = tmp78 + tmp80
    tmp82 = tmp76 * tmp81
    tmp83 = tl.where(tmp75, tmp82, tmp19)
    tmp84 = tmp68 + tmp83
    tmp86 = tmp85.to(tl.int64)
    tmp87 = (tmp86 != 0)
    tmp89 = tmp88.to(tl.int64)
    tmp90 = (tmp89 != 0)
    tmp91 = tmp87 | tmp90
    tmp93 = tmp85.to(tl.float32)
    tmp94 = tmp11 * tmp93
    tmp95 = tmp88.to(tl.float32)
    tmp96 = tmp14 * tmp95
    tmp97 = tmp94 + tmp96
    tmp98 = tmp92 * tmp97
    tmp99 = tl.where(tmp91, tmp98, tmp19)
    tmp100 = tmp84 + tmp99
    tmp102 = tmp101.to(tl.int64)
    tmp103 = (tmp102 != 0)
    tmp105 = tmp104.to(tl.int64)
    tmp106 = (tmp105 != 0)
    tmp107 = tmp103 | tmp106
    tmp109 = tmp101.to(tl.float32)
    tmp110 = tmp11 * tmp109
    tmp111 = tmp104.to(tl.float32)
    tmp112 = tmp14 * tmp111
    tmp113 = tmp110 + tmp112
    tmp114 = tmp108 * tmp113
    tmp115 = tl.where(tmp107, tmp114, tmp19)
    tmp116 = tmp100 + tmp115
    tmp118 = tmp117.to(tl.int64)
    tmp119 = (tmp118 != 0)
    tmp121 = tmp120.to(tl.int64)
    tmp122 = (tmp121 != 0)
    tmp123 = tmp119 | tmp122
    tmp126 = tmp124 * tmp125
    tmp127 = tl.where(tmp123, tmp126, tmp19)
    tmp128 = tmp116 + tmp127
    tl.store(in_out_ptr0 + (x2), tmp128, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5 = args
        args.clear()
        assert_size_stride(primals_1, (8, 256), (256, 1))
        assert_size_stride(primals_2, (8, ), (1, ))
        assert_size_stride(primals_3, (1024, 256), (256, 1))
        assert_size_stride(primals_4, (8, 256, 512), (131072, 512, 1))
        assert_size_stride(primals_5, (8, 512, 256), (131072, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1024, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:1
            extern_kernels.addmm(primals_2, primals_3, reinterpret_tensor(primals_1, (256, 8), (1, 256), 0), alpha=1, beta=1, out=buf0)
            del primals_1
            del primals_2
            buf3 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [, p], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax_exp_prepare_softmax_online_sub_0:2
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_exp_prepare_softmax_online_sub_0.run(buf3, 1024, 8, stream=stream0)
            # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:3
            buf4 = torch.ops.aten.topk.default(buf3, 2)
            buf5 = buf4[0]
            assert_size_stride(buf5, (1024, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf5, 16, 'torch.ops.aten.topk.default')
            buf6 = buf4[1]
            assert_size_stride(buf6, (1024, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.topk.default')
            del buf4
            buf7 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf11 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf16 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf20 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf25 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf29 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf34 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            buf38 = empty_strided_cuda((1024, 2), (2, 1), torch.bool)
            # Topologically Sorted Source Nodes: [eq, eq_2, eq_4, eq_6, eq_8, eq_10, eq_12, eq_14], Original ATen: [aten.eq]
            # [Provenance debug handles] triton_poi_fused_eq_1:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_1.run(buf6, buf7, buf11, buf16, buf20, buf25, buf29, buf34, buf38, 2048, stream=stream0)
            buf8 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_2, matmul], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 0), out=buf8)
            buf9 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf8, buf9, 524288, stream=stream0)
            buf10 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_3, h], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(buf9, reinterpret_tensor(primals_5, (512, 256), (256, 1), 0), out=buf10)
            buf12 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_5, matmul_2], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 131072), out=buf12)
            buf13 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_1], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf12, buf13, 524288, stream=stream0)
            buf14 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_6, h_1], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(buf13, reinterpret_tensor(primals_5, (512, 256), (256, 1), 131072), out=buf14)
            buf17 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_8, matmul_4], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 262144), out=buf17)
            buf18 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_2], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf17, buf18, 524288, stream=stream0)
            buf19 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_9, h_2], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(buf18, reinterpret_tensor(primals_5, (512, 256), (256, 1), 262144), out=buf19)
            buf21 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_11, matmul_6], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 393216), out=buf21)
            buf22 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_3], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf21, buf22, 524288, stream=stream0)
            buf23 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_12, h_3], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(buf22, reinterpret_tensor(primals_5, (512, 256), (256, 1), 393216), out=buf23)
            buf26 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_14, matmul_8], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 524288), out=buf26)
            buf27 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_4], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:18
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf26, buf27, 524288, stream=stream0)
            buf28 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_15, h_4], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(buf27, reinterpret_tensor(primals_5, (512, 256), (256, 1), 524288), out=buf28)
            buf30 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_17, matmul_10], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 655360), out=buf30)
            buf31 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_5], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf30, buf31, 524288, stream=stream0)
            buf32 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_18, h_5], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(buf31, reinterpret_tensor(primals_5, (512, 256), (256, 1), 655360), out=buf32)
            buf35 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_20, matmul_12], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 786432), out=buf35)
            buf36 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_6], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf35, buf36, 524288, stream=stream0)
            buf37 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_21, h_6], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(buf36, reinterpret_tensor(primals_5, (512, 256), (256, 1), 786432), out=buf37)
            buf39 = empty_strided_cuda((1024, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1, v_1, mul_14, w_7], Original ATen: [aten.sum, aten.div, aten.mul]
            # [Provenance debug handles] triton_poi_fused_div_mul_sum_3:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_mul_sum_3.run(buf5, buf38, buf39, 1024, stream=stream0)
            buf40 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_23, matmul_14], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_4, (256, 512), (512, 1), 917504), out=buf40)
            del primals_4
            buf41 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_7], Original ATen: [aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_2:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_2.run(buf40, buf41, 524288, stream=stream0)
            buf42 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_24, h_7], Original ATen: [aten.select, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(buf41, reinterpret_tensor(primals_5, (512, 256), (256, 1), 917504), out=buf42)
            buf15 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            buf24 = buf15; del buf15  # reuse
            buf33 = buf24; del buf24  # reuse
            buf43 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [sum_1, v_1, m, mul, w, getitem_4, mul_1, where, out_1, m_1, mul_2, w_1, getitem_7, mul_3, where_1, out_2, m_2, mul_4, w_2, getitem_10, mul_5, where_2, out_3, m_3, mul_6, w_3, getitem_13, mul_7, where_3, out_4, m_4, mul_8, w_4, getitem_16, mul_9, where_4, out_5, m_5, mul_10, w_5, getitem_19, mul_11, where_5, out_6, m_6, mul_12, w_6, getitem_22, mul_13, where_6, out_7, m_7, getitem_25, mul_15, where_7, out_8], Original ATen: [aten.sum, aten.div, aten.any, aten.mul, aten.unsqueeze, aten.scalar_tensor, aten.add, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_any_div_mul_scalar_tensor_sum_unsqueeze_where_4:30
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_any_div_mul_scalar_tensor_sum_unsqueeze_where_4.run(buf43, buf7, buf10, buf5, buf11, buf14, buf16, buf19, buf20, buf23, buf25, buf28, buf29, buf32, buf34, buf37, buf38, buf42, buf39, 262144, stream=stream0)
        return (buf43, primals_3, primals_5, buf3, buf5, buf6, buf7, buf8, buf10, buf11, buf12, buf14, buf16, buf17, buf19, buf20, buf21, buf23, buf25, buf26, buf28, buf29, buf30, buf32, buf34, buf35, buf37, buf38, buf39, buf40, buf42, reinterpret_tensor(buf41, (512, 1024), (1, 512), 0), reinterpret_tensor(buf36, (512, 1024), (1, 512), 0), reinterpret_tensor(buf31, (512, 1024), (1, 512), 0), reinterpret_tensor(buf27, (512, 1024), (1, 512), 0), reinterpret_tensor(buf22, (512, 1024), (1, 512), 0), reinterpret_tensor(buf18, (512, 1024), (1, 512), 0), reinterpret_tensor(buf13, (512, 1024), (1, 512), 0), reinterpret_tensor(buf9, (512, 1024), (1, 512), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((8, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((8, 512, 256), (131072, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
