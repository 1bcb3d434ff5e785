# AOT ID: ['0_backward']
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


# kernel path: /tmp/torchinductor_root/er/cerl5y5brk5shhuzpsb34ajuncorumrbfn3xnkhmealefcge3vkb.py
# Topologically Sorted Source Nodes: [mul_29, mul_30, sum_1, mul_31, sum_2, mul_32, sub_6, sub_7, mul_33, convert_element_type, mul_35, clone_4], Original ATen: [aten.native_layer_norm_backward, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   clone_4 => mul_36
#   convert_element_type => convert_element_type
#   mul_29 => mul_29
#   mul_30 => mul_30
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_35 => mul_35
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_1 => sum_1
#   sum_2 => sum_2
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %primals_28 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_28]
#   %mul_26 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_26]
#   %div : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_1 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_33 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_33]
#   %gt_4 : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_4]
#   %mul_29 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %primals_28), kwargs = {})
#   %mul_30 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, 256), kwargs = {})
#   %sum_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [2], True), kwargs = {})
#   %mul_31 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, %mul_26), kwargs = {})
#   %sum_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [2], True), kwargs = {})
#   %mul_32 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %sum_2), kwargs = {})
#   %sub_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_30, %sum_1), kwargs = {})
#   %sub_7 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_32), kwargs = {})
#   %mul_33 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_7), kwargs = {})
#   %convert_element_type : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.float32), kwargs = {})
#   %mul_35 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %mul_35), kwargs = {})
#   return %sum_1,%sum_2,%mul_33,%mul_36
triton_per_fused_native_dropout_backward_native_layer_norm_backward_0 = async_compile.triton('triton_per_fused_native_dropout_backward_native_layer_norm_backward_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_dropout_backward_native_layer_norm_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1639424}}
)
@triton.jit
def triton_per_fused_native_dropout_backward_native_layer_norm_backward_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 256.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp19 * tmp23
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp19, xmask)
    tl.store(out_ptr3 + (r0_1 + 256*x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rz/crzjjw5s2riezuvnkx32x2gauqtslrem5ewcyovlrqhhgl3lornj.py
# Topologically Sorted Source Nodes: [mul_34, sum_3, sum_4], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_34 => mul_34
#   sum_3 => sum_3
#   sum_4 => sum_4
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %mul_26 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_26]
#   %mul_34 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %mul_26), kwargs = {})
#   %sum_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_34, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0, 1]), kwargs = {})
#   return %buf3,%buf5
triton_red_fused_native_layer_norm_backward_1 = async_compile.triton('triton_red_fused_native_layer_norm_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 532480, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_1(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nk/cnkrllm75fnnoe3xeihl2rp55vosyhfvvwd4jjuuupffvhnbfwcm.py
# Topologically Sorted Source Nodes: [mul_34, sum_3], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_34 => mul_34
#   sum_3 => sum_3
# Graph fragment:
#   %buf3 : Tensor "f32[256, 2][1, 256]cuda:0" = PlaceHolder[target=buf3]
#   %mul_34 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %mul_26), kwargs = {})
#   %sum_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_34, [0, 1]), kwargs = {})
#   return %sum_3
triton_per_fused_native_layer_norm_backward_2 = async_compile.triton('triton_per_fused_native_layer_norm_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ql/cqlzzomvjlbj3wkijswefrf4seo6pho465ebwtzkh6fl42oqmjqy.py
# Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone_4, view_27, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   clone_4 => mul_36
#   convert_element_type => convert_element_type
#   mul_35 => mul_35
#   sum_5 => sum_5
#   view_27 => view_27
# Graph fragment:
#   %mul_36 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_36]
#   %convert_element_type : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.float32), kwargs = {})
#   %mul_35 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %mul_35), kwargs = {})
#   %view_27 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_36, [256, 256]), kwargs = {})
#   %sum_5 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_27, [0], True), kwargs = {})
#   return %buf10
triton_red_fused_native_dropout_backward_sum_view_3 = async_compile.triton('triton_red_fused_native_dropout_backward_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_dropout_backward_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 266240, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_dropout_backward_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jo/cjolgffz2bt6w2mi7zxukxeoivp536qvhlabmkrddjzamcgpkmsb.py
# Topologically Sorted Source Nodes: [view_29, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_8, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_22, mul_45, add_23, view_30, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_10 => add_18
#   add_22 => add_22
#   add_23 => add_23
#   add_9 => add_17
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_4 => mul_20
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_5 => mul_21
#   mul_6 => mul_22
#   pow_2 => pow_2
#   pow_3 => pow_3
#   sub_8 => sub_8
#   sum_6 => sum_6
#   tanh_1 => tanh_1
#   view_29 => view_29
#   view_30 => view_30
#   x_13 => view_22
# Graph fragment:
#   %mm : Tensor "f32[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_6 : Tensor "f32[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %add_23 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0" = PlaceHolder[target=add_23]
#   %view_29 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 1024]), kwargs = {})
#   %view_22 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [2, 128, 1024]), kwargs = {})
#   %mul_20 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_22, 0.5), kwargs = {})
#   %mul_37 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %mul_20), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 3.0), kwargs = {})
#   %mul_21 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_2, 0.044715), kwargs = {})
#   %add_17 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_22, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_17, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_18 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1.0), kwargs = {})
#   %mul_38 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %add_18), kwargs = {})
#   %mul_39 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_1, %tanh_1), kwargs = {})
#   %sub_8 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_39), kwargs = {})
#   %mul_40 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %sub_8), kwargs = {})
#   %mul_41 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, 0.7978845608028654), kwargs = {})
#   %mul_42 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, 0.044715), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 2.0), kwargs = {})
#   %mul_43 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_3, 3.0), kwargs = {})
#   %mul_44 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %mul_43), kwargs = {})
#   %add_22 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %mul_44), kwargs = {})
#   %mul_45 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.5), kwargs = {})
#   %add_23 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %mul_45), kwargs = {})
#   %view_30 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_23, [256, 1024]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_30, [0], True), kwargs = {})
#   return %add_23,%buf15
triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4 = async_compile.triton('triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4210688, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.full([1, 1], 0.5, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tmp1 * tmp1
        tmp6 = tmp5 * tmp1
        tmp7 = tl.full([1, 1], 0.044715, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 + tmp8
        tmp10 = tl.full([1, 1], 0.7978845608028654, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = libdevice.tanh(tmp11)
        tmp13 = tmp12 * tmp12
        tmp14 = tl.full([1, 1], 1.0, tl.float32)
        tmp15 = tmp14 - tmp13
        tmp16 = tmp4 * tmp15
        tmp17 = tmp16 * tmp10
        tmp18 = tmp17 * tmp7
        tmp19 = tl.full([1, 1], 3.0, tl.float32)
        tmp20 = tmp5 * tmp19
        tmp21 = tmp18 * tmp20
        tmp22 = tmp17 + tmp21
        tmp23 = tmp12 + tmp14
        tmp24 = tmp0 * tmp23
        tmp25 = tmp24 * tmp2
        tmp26 = tmp22 + tmp25
        tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask & xmask, tmp29, _tmp28)
        tl.store(in_out_ptr0 + (x0 + 1024*r0_2 + 131072*x1), tmp26, r0_mask & xmask)
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7i/c7i3vm3jn3tb6ll5v3arfndrsrsjbhap4y7an565bo3ldoj3t6fs.py
# Topologically Sorted Source Nodes: [view_29, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_8, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_22, mul_45, add_23, view_30, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_10 => add_18
#   add_22 => add_22
#   add_23 => add_23
#   add_9 => add_17
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_4 => mul_20
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_5 => mul_21
#   mul_6 => mul_22
#   pow_2 => pow_2
#   pow_3 => pow_3
#   sub_8 => sub_8
#   sum_6 => sum_6
#   tanh_1 => tanh_1
#   view_29 => view_29
#   view_30 => view_30
#   x_13 => view_22
# Graph fragment:
#   %buf15 : Tensor "f32[1, 1024, 2][2048, 1, 1024]cuda:0" = PlaceHolder[target=buf15]
#   %view_29 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 1024]), kwargs = {})
#   %view_22 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [2, 128, 1024]), kwargs = {})
#   %mul_20 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_22, 0.5), kwargs = {})
#   %mul_37 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %mul_20), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 3.0), kwargs = {})
#   %mul_21 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_2, 0.044715), kwargs = {})
#   %add_17 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_22, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_17, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_18 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1.0), kwargs = {})
#   %mul_38 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %add_18), kwargs = {})
#   %mul_39 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_1, %tanh_1), kwargs = {})
#   %sub_8 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_39), kwargs = {})
#   %mul_40 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %sub_8), kwargs = {})
#   %mul_41 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, 0.7978845608028654), kwargs = {})
#   %mul_42 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, 0.044715), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 2.0), kwargs = {})
#   %mul_43 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_3, 3.0), kwargs = {})
#   %mul_44 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %mul_43), kwargs = {})
#   %add_22 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %mul_44), kwargs = {})
#   %mul_45 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.5), kwargs = {})
#   %add_23 : Tensor "f32[2, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %mul_45), kwargs = {})
#   %view_30 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_23, [256, 1024]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_30, [0], True), kwargs = {})
#   return %sum_6
triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5 = async_compile.triton('triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nr/cnrovhezf5vy3dok7mime5n7e3yfibx2y7koahwz7acnm5bpcwbu.py
# Topologically Sorted Source Nodes: [view_32, mul_47, mul_48, sum_7, mul_49, sum_8, mul_50, sub_10, sub_11, mul_51, add_24, convert_element_type_1, mul_53, clone_5], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_24 => add_24
#   clone_5 => mul_54
#   convert_element_type_1 => convert_element_type_1
#   mul_47 => mul_47
#   mul_48 => mul_48
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_53 => mul_53
#   sub_10 => sub_10
#   sub_11 => sub_11
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_32 => view_32
# Graph fragment:
#   %mm_2 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_22 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %mul_18 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_18]
#   %mul_33 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_33]
#   %div_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_7 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=sum_8]
#   %add_24 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_24]
#   %gt_3 : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %view_32 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 256]), kwargs = {})
#   %mul_47 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_32, %primals_22), kwargs = {})
#   %mul_48 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, 256), kwargs = {})
#   %sum_7 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_47, [2], True), kwargs = {})
#   %mul_49 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, %mul_18), kwargs = {})
#   %sum_8 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_49, [2], True), kwargs = {})
#   %mul_50 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %sum_8), kwargs = {})
#   %sub_10 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_48, %sum_7), kwargs = {})
#   %sub_11 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_10, %mul_50), kwargs = {})
#   %mul_51 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_11), kwargs = {})
#   %add_24 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_33, %mul_51), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_3, torch.float32), kwargs = {})
#   %mul_53 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_1, 1.1111111111111112), kwargs = {})
#   %mul_54 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_24, %mul_53), kwargs = {})
#   return %sum_7,%sum_8,%add_24,%mul_54
triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6 = async_compile.triton('triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1901568}}
)
@triton.jit
def triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 256.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp21, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nr/cnro2ia4cb5j45xsl664ficeo3rzdq27eqis7oeyxctd4dirpoyu.py
# Topologically Sorted Source Nodes: [permute_15, view_37, permute_16, view_38, permute_17, view_39, cat, view_40, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   permute_15 => permute_15
#   permute_16 => permute_16
#   permute_17 => permute_17
#   sum_12 => sum_12
#   view_37 => view_37
#   view_38 => view_38
#   view_39 => view_39
#   view_40 => view_40
# Graph fragment:
#   %getitem_24 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_24]
#   %getitem_25 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_25]
#   %getitem_26 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %cat : Tensor "f32[2, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=cat]
#   %permute_15 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_24, [0, 2, 1, 3]), kwargs = {})
#   %view_37 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_15, [2, 128, 256]), kwargs = {})
#   %permute_16 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_26, [0, 2, 1, 3]), kwargs = {})
#   %view_38 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_16, [2, 128, 256]), kwargs = {})
#   %permute_17 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_25, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_17, [2, 128, 256]), kwargs = {})
#   %cat : Tensor "f32[2, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_37, %view_39, %view_38], 2), kwargs = {})
#   %view_40 : Tensor "f32[256, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [256, 768]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_40, [0], True), kwargs = {})
#   return %cat,%buf36
triton_red_fused_cat_sum_transpose_view_7 = async_compile.triton('triton_red_fused_cat_sum_transpose_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_cat_sum_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2371584, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_cat_sum_transpose_view_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1536
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 256, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (256*r0_2 + 32768*x1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 512, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tmp6 & tmp8
        tmp10 = tl.load(in_ptr1 + (256*r0_2 + 32768*x1 + ((-256) + x0)), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tmp0 >= tmp7
        tmp12 = tl.full([1, 1], 768, tl.int64)
        tmp13 = tmp0 < tmp12
        tmp14 = tl.load(in_ptr2 + (256*r0_2 + 32768*x1 + ((-512) + x0)), r0_mask & tmp11 & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.where(tmp9, tmp10, tmp14)
        tmp16 = tl.where(tmp4, tmp5, tmp15)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tl.store(out_ptr0 + (x0 + 768*r0_2 + 98304*x1), tmp16, r0_mask & xmask)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ba/cbaqzu6gbpvy33jdstmqyig26ktgw2w6rmmude6ep4xpfpiavpei.py
# Topologically Sorted Source Nodes: [permute_15, view_37, permute_16, view_38, permute_17, view_39, cat, view_40, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   permute_15 => permute_15
#   permute_16 => permute_16
#   permute_17 => permute_17
#   sum_12 => sum_12
#   view_37 => view_37
#   view_38 => view_38
#   view_39 => view_39
#   view_40 => view_40
# Graph fragment:
#   %buf36 : Tensor "f32[1, 768, 2][1536, 1, 768]cuda:0" = PlaceHolder[target=buf36]
#   %permute_15 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_24, [0, 2, 1, 3]), kwargs = {})
#   %view_37 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_15, [2, 128, 256]), kwargs = {})
#   %permute_16 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_26, [0, 2, 1, 3]), kwargs = {})
#   %view_38 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_16, [2, 128, 256]), kwargs = {})
#   %permute_17 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_25, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_17, [2, 128, 256]), kwargs = {})
#   %cat : Tensor "f32[2, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_37, %view_39, %view_38], 2), kwargs = {})
#   %view_40 : Tensor "f32[256, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [256, 768]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_40, [0], True), kwargs = {})
#   return %sum_12
triton_per_fused_cat_sum_transpose_view_8 = async_compile.triton('triton_per_fused_cat_sum_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_sum_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_sum_transpose_view_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2y/c2yuhy7g54axn4m6f5kzq6plpjpzrxmgbh7dscknsyinkmq3s3ed.py
# Topologically Sorted Source Nodes: [full_5], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_5 => full_default_7
# Graph fragment:
#   %full_default_7 : Tensor "f32[1000, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1000, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_9 = async_compile.triton('triton_poi_fused_embedding_dense_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_9(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/i7/ci7cnvesqtdvpoxhp2f53uyqrkkl4s5wkcfhynfigqu2k36xfrgr.py
# Topologically Sorted Source Nodes: [view_58, mul_83, mul_84, sum_25, mul_85, sum_26, mul_86, sub_20, sub_21, mul_87, add_29, convert_element_type_4, mul_89, clone_8, attn_output, eq_1, unsqueeze_8, where_3, full_5, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_29 => add_29
#   attn_output => full_default_1
#   clone_8 => mul_90
#   convert_element_type_4 => convert_element_type_4
#   eq_1 => eq_1
#   full_5 => full_default_7
#   index_put_1 => index_put_1
#   mul_83 => mul_83
#   mul_84 => mul_84
#   mul_85 => mul_85
#   mul_86 => mul_86
#   mul_87 => mul_87
#   mul_89 => mul_89
#   sub_20 => sub_20
#   sub_21 => sub_21
#   sum_25 => sum_25
#   sum_26 => sum_26
#   unsqueeze_8 => unsqueeze_8
#   view_58 => view_58
#   where_3 => where_3
# Graph fragment:
#   %mm_14 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %primals_4 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %add_28 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_28]
#   %div_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_4]
#   %sum_25 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=sum_25]
#   %sum_26 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=sum_26]
#   %gt : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %primals_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %mul_90 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_90]
#   %index_put_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_58 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [2, 128, 256]), kwargs = {})
#   %mul_83 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_58, %primals_4), kwargs = {})
#   %mul_84 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, 256), kwargs = {})
#   %sum_25 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_83, [2], True), kwargs = {})
#   %mul_85 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, %mul_2), kwargs = {})
#   %sum_26 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_85, [2], True), kwargs = {})
#   %mul_86 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_26), kwargs = {})
#   %sub_20 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_84, %sum_25), kwargs = {})
#   %sub_21 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_20, %mul_86), kwargs = {})
#   %mul_87 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %sub_21), kwargs = {})
#   %add_29 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_28, %mul_87), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.float32), kwargs = {})
#   %mul_89 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, 1.1111111111111112), kwargs = {})
#   %mul_90 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_29, %mul_89), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_1 : Tensor "b8[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_8 : Tensor "b8[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %where_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_8, %full_default_1, %mul_90), kwargs = {})
#   %full_default_7 : Tensor "f32[1000, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1000, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[1000, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_7, [%primals_1], %where_3, True), kwargs = {})
#   return %sum_25,%sum_26,%mul_90,%buf86
triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'in_ptr5': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 1377280}}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp27 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 256.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tmp28 = tl.full([1, 1], 1000, tl.int32)
    tmp29 = tmp27 + tmp28
    tmp30 = tmp27 < 0
    tmp31 = tl.where(tmp30, tmp29, tmp27)
    tl.device_assert(((0 <= tmp31) & (tmp31 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp31 < 1000")
    tmp33 = tl.full([1, 1], -1, tl.int64)
    tmp34 = tmp27 == tmp33
    tmp35 = tl.full([1, 1], 0.0, tl.float32)
    tmp36 = tl.where(tmp34, tmp35, tmp26)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp26, xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 256*tmp31, [XBLOCK, R0_BLOCK])), tmp36, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rc/crcc75qs5fh5maksnhig5ajtngaolcxjyixryor53j6wvtw6qj2u.py
# Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_4 => full_default_5
# Graph fragment:
#   %full_default_5 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([256, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_11 = async_compile.triton('triton_poi_fused_embedding_dense_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_11(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/6v/c6v3xxj7i7k2mhfgte3kwxq7jtgxox2mv3ryjpu43ykvuvrndz5i.py
# Topologically Sorted Source Nodes: [sum_29, eq, unsqueeze_7, attn_output, where_2, full_4, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   eq => eq
#   full_4 => full_default_5
#   index_put => index_put
#   sum_29 => sum_29
#   unsqueeze_7 => unsqueeze_7
#   where_2 => where_2
# Graph fragment:
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %mul_90 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_90]
#   %index_put : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_29 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_90, [0], True), kwargs = {})
#   %eq : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_1, %sum_29), kwargs = {})
#   %full_default_5 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([256, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_5, [%unsqueeze], %where_2, True), kwargs = {})
#   return %buf84
triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12 = async_compile.triton('triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 256
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x2), None)
    tmp9 = tl.load(in_ptr1 + (32768 + x2), None)
    tmp1 = tl.full([XBLOCK], 256, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 256), "index out of bounds: 0 <= tmp4 < 256")
    tmp6 = tl.full([1], -1, tl.int64)
    tmp7 = tmp0 == tmp6
    tmp10 = tmp8 + tmp9
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = tl.where(tmp7, tmp11, tmp10)
    tl.atomic_add(out_ptr0 + (x0 + 256*tmp4), tmp12, None, sem='relaxed')
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
        primals_1, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, unsqueeze, gt, mul_2, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_6, clone_2, clone_3, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, div, permute_9, permute_11, div_1, permute_19, div_2, permute_21, permute_23, div_3, permute_31, div_4, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (2, 128), (128, 1))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_7, (256, 768), (768, 1))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(primals_15, (1024, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_19, (256, 768), (768, 1))
        assert_size_stride(primals_21, (256, 256), (256, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_25, (256, 1024), (1024, 1))
        assert_size_stride(primals_27, (1024, 256), (256, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(unsqueeze, (1, 128), (128, 1))
        assert_size_stride(gt, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_2, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(permute_2, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(clone_1, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(where, (2, 1, 128, 128), (16384, 16384, 128, 1))
        assert_size_stride(getitem_5, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_6, (2, 4, 128), (512, 128, 1))
        assert_size_stride(getitem_7, (), ())
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(gt_1, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_6, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(addmm_2, (256, 1024), (1024, 1))
        assert_size_stride(gt_2, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_14, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(permute_6, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_2, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(clone_3, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_16, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_17, (2, 4, 128), (512, 128, 1))
        assert_size_stride(getitem_18, (), ())
        assert_size_stride(getitem_19, (), ())
        assert_size_stride(gt_3, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_18, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(addmm_6, (256, 1024), (1024, 1))
        assert_size_stride(gt_4, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_26, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(div, (2, 128, 1), (128, 1, 1))
        assert_size_stride(permute_9, (1024, 256), (1, 1024))
        assert_size_stride(permute_11, (256, 256), (1, 256))
        assert_size_stride(div_1, (2, 128, 1), (128, 1, 1))
        assert_size_stride(permute_19, (256, 256), (1, 256))
        assert_size_stride(div_2, (2, 128, 1), (128, 1, 1))
        assert_size_stride(permute_21, (1024, 256), (1, 1024))
        assert_size_stride(permute_23, (256, 256), (1, 256))
        assert_size_stride(div_3, (2, 128, 1), (128, 1, 1))
        assert_size_stride(permute_31, (256, 256), (1, 256))
        assert_size_stride(div_4, (2, 128, 1), (128, 1, 1))
        assert_size_stride(tangents_1, (2, 128, 256), (32768, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf7 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_29, mul_30, sum_1, mul_31, sum_2, mul_32, sub_6, sub_7, mul_33, convert_element_type, mul_35, clone_4], Original ATen: [aten.native_layer_norm_backward, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_native_dropout_backward_native_layer_norm_backward_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_native_dropout_backward_native_layer_norm_backward_0.run(tangents_1, primals_28, mul_26, div, gt_4, buf2, buf7, 256, 256, stream=stream0)
            del div
            del gt_4
            del primals_28
            buf3 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            buf5 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [mul_34, sum_3, sum_4], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_1:2
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_1.run(tangents_1, mul_26, buf3, buf5, 512, 128, stream=stream0)
            del mul_26
            del tangents_1
            buf4 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_34, sum_3], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:3
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf3, buf4, 256, 2, stream=stream0)
            del buf3
            buf6 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf5, buf6, 256, 2, stream=stream0)
            del buf5
            buf8 = empty_strided_cuda((256, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone_4, view_27, permute_8, mm], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf7, (256, 256), (256, 1), 0), reinterpret_tensor(primals_27, (256, 1024), (1, 256), 0), out=buf8)
            del primals_27
            buf9 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone_4, view_27, mm_1], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(permute_9, reinterpret_tensor(buf7, (256, 256), (256, 1), 0), out=buf9)
            del permute_9
            buf10 = empty_strided_cuda((1, 256, 2), (512, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone_4, view_27, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:7
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf7, buf10, 512, 128, stream=stream0)
            del buf7
            buf11 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone_4, view_27, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:8
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf10, buf11, 256, 2, stream=stream0)
            buf12 = reinterpret_tensor(buf8, (2, 128, 1024), (131072, 1024, 1), 0); del buf8  # reuse
            buf15 = empty_strided_cuda((1, 1024, 2), (2048, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_8, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_22, mul_45, add_23, view_30, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:9
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf12, addmm_6, buf15, 2048, 128, stream=stream0)
            del addmm_6
            buf13 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_8, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_22, mul_45, add_23, view_30, permute_10, mm_2], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf12, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_25, (1024, 256), (1, 1024), 0), out=buf13)
            del primals_25
            buf14 = empty_strided_cuda((256, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_8, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_22, mul_45, add_23, view_30, mm_3], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(permute_11, reinterpret_tensor(buf12, (256, 1024), (1024, 1), 0), out=buf14)
            del permute_11
            buf16 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_8, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_22, mul_45, add_23, view_30, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:12
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf15, buf16, 1024, 2, stream=stream0)
            buf23 = buf2; del buf2  # reuse
            buf24 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_32, mul_47, mul_48, sum_7, mul_49, sum_8, mul_50, sub_10, sub_11, mul_51, add_24, convert_element_type_1, mul_53, clone_5], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:13
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf23, buf13, primals_22, mul_18, div_1, gt_3, buf24, 256, 256, stream=stream0)
            del div_1
            del gt_3
            del primals_22
            buf19 = reinterpret_tensor(buf10, (256, 2), (1, 256), 0); del buf10  # reuse
            buf21 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_32, mul_52, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_1:14
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_1.run(buf13, mul_18, buf19, buf21, 512, 128, stream=stream0)
            del mul_18
            buf20 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_32, mul_52, sum_9], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:15
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf19, buf20, 256, 2, stream=stream0)
            buf22 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_32, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:16
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf21, buf22, 256, 2, stream=stream0)
            buf25 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_5, view_33, permute_12, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf24, (256, 256), (256, 1), 0), reinterpret_tensor(primals_21, (256, 256), (1, 256), 0), out=buf25)
            del primals_21
            buf26 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_5, view_33, transpose_7, reshape_1, view_17, permute_13, mm_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(getitem_16, (256, 256), (1, 256), 0), reinterpret_tensor(buf24, (256, 256), (256, 1), 0), out=buf26)
            buf27 = reinterpret_tensor(buf21, (1, 256, 2), (512, 1, 256), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_5, view_33, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:19
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf24, buf27, 512, 128, stream=stream0)
            del buf24
            buf28 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_5, view_33, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:20
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf27, buf28, 256, 2, stream=stream0)
            # Topologically Sorted Source Nodes: [view_35, view_36, permute_14, attn_output, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:21
            buf29 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf25, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_6, clone_2, clone_3, reinterpret_tensor(where, (2, 4, 128, 128), (16384, 0, 128, 1), 0), getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale=0.125)
            del buf25
            del clone_2
            del clone_3
            del getitem_16
            del getitem_17
            del getitem_18
            del getitem_19
            del permute_6
            buf30 = buf29[0]
            assert_size_stride(buf30, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf31 = buf29[1]
            assert_size_stride(buf31, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf32 = buf29[2]
            assert_size_stride(buf32, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf29
            buf33 = empty_strided_cuda((2, 128, 768), (98304, 768, 1), torch.float32)
            buf36 = empty_strided_cuda((1, 768, 2), (1536, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [permute_15, view_37, permute_16, view_38, permute_17, view_39, cat, view_40, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused_cat_sum_transpose_view_7:22
            stream0 = get_raw_stream(0)
            triton_red_fused_cat_sum_transpose_view_7.run(buf30, buf31, buf32, buf33, buf36, 1536, 128, stream=stream0)
            buf34 = reinterpret_tensor(buf32, (256, 256), (256, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [permute_15, view_37, permute_16, view_38, permute_17, view_39, cat, view_40, permute_18, mm_6], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf33, (256, 768), (768, 1), 0), reinterpret_tensor(primals_19, (768, 256), (1, 768), 0), out=buf34)
            del primals_19
            buf35 = empty_strided_cuda((256, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_15, view_37, permute_16, view_38, permute_17, view_39, cat, view_40, mm_7], Original ATen: [aten.transpose, aten.view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(permute_19, reinterpret_tensor(buf33, (256, 768), (768, 1), 0), out=buf35)
            del buf33
            del permute_19
            buf37 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_15, view_37, permute_16, view_38, permute_17, view_39, cat, view_40, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused_cat_sum_transpose_view_8:25
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_sum_transpose_view_8.run(buf36, buf37, 768, 2, stream=stream0)
            buf44 = buf23; del buf23  # reuse
            buf45 = reinterpret_tensor(buf31, (2, 128, 256), (32768, 256, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [view_42, mul_56, mul_57, sum_13, mul_58, sum_14, mul_59, sub_13, sub_14, mul_60, add_25, convert_element_type_2, mul_62, clone_6], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:26
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf44, buf34, primals_16, mul_14, div_2, gt_2, buf45, 256, 256, stream=stream0)
            del div_2
            del gt_2
            del primals_16
            buf40 = reinterpret_tensor(buf27, (256, 2), (1, 256), 0); del buf27  # reuse
            buf42 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [view_42, mul_61, sum_15, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_1:27
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_1.run(buf34, mul_14, buf40, buf42, 512, 128, stream=stream0)
            del mul_14
            buf41 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_42, mul_61, sum_15], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:28
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf40, buf41, 256, 2, stream=stream0)
            buf43 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_42, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:29
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf42, buf43, 256, 2, stream=stream0)
            buf46 = reinterpret_tensor(buf12, (256, 1024), (1024, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_6, view_43, permute_20, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf45, (256, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 1024), (1, 256), 0), out=buf46)
            del primals_15
            buf47 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_6, view_43, mm_9], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(permute_21, reinterpret_tensor(buf45, (256, 256), (256, 1), 0), out=buf47)
            del permute_21
            buf48 = reinterpret_tensor(buf42, (1, 256, 2), (512, 1, 256), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_6, view_43, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:32
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf45, buf48, 512, 128, stream=stream0)
            buf49 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_6, view_43, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:33
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf48, buf49, 256, 2, stream=stream0)
            buf50 = reinterpret_tensor(buf46, (2, 128, 1024), (131072, 1024, 1), 0); del buf46  # reuse
            buf53 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [view_45, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_15, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_26, mul_72, add_27, view_46, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:34
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf50, addmm_2, buf53, 2048, 128, stream=stream0)
            del addmm_2
            buf51 = reinterpret_tensor(buf45, (256, 256), (256, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [view_45, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_15, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_26, mul_72, add_27, view_46, permute_22, mm_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf50, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_13, (1024, 256), (1, 1024), 0), out=buf51)
            del primals_13
            buf52 = empty_strided_cuda((256, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_45, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_15, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_26, mul_72, add_27, view_46, mm_11], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(permute_23, reinterpret_tensor(buf50, (256, 1024), (1024, 1), 0), out=buf52)
            del buf50
            del permute_23
            buf54 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_45, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_15, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_26, mul_72, add_27, view_46, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:37
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf53, buf54, 1024, 2, stream=stream0)
            del buf53
            buf61 = buf44; del buf44  # reuse
            buf62 = reinterpret_tensor(buf34, (2, 128, 256), (32768, 256, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [view_48, mul_74, mul_75, sum_19, mul_76, sum_20, mul_77, sub_17, sub_18, mul_78, add_28, convert_element_type_3, mul_80, clone_7], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:38
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf61, buf51, primals_10, mul_6, div_3, gt_1, buf62, 256, 256, stream=stream0)
            del div_3
            del gt_1
            del primals_10
            buf57 = reinterpret_tensor(buf48, (256, 2), (1, 256), 0); del buf48  # reuse
            buf59 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_48, mul_79, sum_21, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_1:39
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_1.run(buf51, mul_6, buf57, buf59, 512, 128, stream=stream0)
            del mul_6
            buf58 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, mul_79, sum_21], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:40
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf57, buf58, 256, 2, stream=stream0)
            buf60 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:41
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf59, buf60, 256, 2, stream=stream0)
            buf63 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_7, view_49, permute_24, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf62, (256, 256), (256, 1), 0), reinterpret_tensor(primals_9, (256, 256), (1, 256), 0), out=buf63)
            del primals_9
            buf64 = reinterpret_tensor(buf30, (256, 256), (256, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_7, view_49, transpose_3, reshape, view_6, permute_25, mm_13], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(getitem_5, (256, 256), (1, 256), 0), reinterpret_tensor(buf62, (256, 256), (256, 1), 0), out=buf64)
            buf65 = reinterpret_tensor(buf59, (1, 256, 2), (512, 1, 256), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_7, view_49, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:44
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf62, buf65, 512, 128, stream=stream0)
            del buf62
            buf66 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_7, view_49, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:45
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf65, buf66, 256, 2, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_51, view_52, permute_26, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:46
            buf67 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf63, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_2, clone, clone_1, reinterpret_tensor(where, (2, 4, 128, 128), (16384, 0, 128, 1), 0), getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale=0.125)
            del buf63
            del clone
            del clone_1
            del getitem_5
            del getitem_6
            del getitem_7
            del getitem_8
            del permute_2
            del where
            buf68 = buf67[0]
            assert_size_stride(buf68, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf68, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf69 = buf67[1]
            assert_size_stride(buf69, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf70 = buf67[2]
            assert_size_stride(buf70, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf67
            buf71 = empty_strided_cuda((2, 128, 768), (98304, 768, 1), torch.float32)
            buf74 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [permute_27, view_53, permute_28, view_54, permute_29, view_55, cat_1, view_56, sum_24], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused_cat_sum_transpose_view_7:47
            stream0 = get_raw_stream(0)
            triton_red_fused_cat_sum_transpose_view_7.run(buf68, buf69, buf70, buf71, buf74, 1536, 128, stream=stream0)
            del buf68
            del buf69
            buf72 = reinterpret_tensor(buf70, (256, 256), (256, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [permute_27, view_53, permute_28, view_54, permute_29, view_55, cat_1, view_56, permute_30, mm_14], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf71, (256, 768), (768, 1), 0), reinterpret_tensor(primals_7, (768, 256), (1, 768), 0), out=buf72)
            del primals_7
            buf73 = empty_strided_cuda((256, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_27, view_53, permute_28, view_54, permute_29, view_55, cat_1, view_56, mm_15], Original ATen: [aten.transpose, aten.view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(permute_31, reinterpret_tensor(buf71, (256, 768), (768, 1), 0), out=buf73)
            del buf71
            del permute_31
            buf75 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_27, view_53, permute_28, view_54, permute_29, view_55, cat_1, view_56, sum_24], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused_cat_sum_transpose_view_8:50
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_sum_transpose_view_8.run(buf74, buf75, 768, 2, stream=stream0)
            del buf74
            buf85 = empty_strided_cuda((1000, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_5], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_9:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_9.run(buf85, 256000, stream=stream0)
            buf82 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [view_58, mul_83, mul_84, sum_25, mul_85, sum_26, mul_86, sub_20, sub_21, mul_87, add_29, convert_element_type_4, mul_89, clone_8, attn_output, eq_1, unsqueeze_8, where_3, full_5, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10:52
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10.run(buf82, buf72, primals_4, mul_2, div_4, gt, primals_1, buf85, 256, 256, stream=stream0)
            del div_4
            del gt
            del primals_1
            del primals_4
            buf78 = reinterpret_tensor(buf65, (256, 2), (1, 256), 0); del buf65  # reuse
            buf80 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [view_58, mul_88, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_1:53
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_1.run(buf72, mul_2, buf78, buf80, 512, 128, stream=stream0)
            del mul_2
            buf79 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_58, mul_88, sum_27], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:54
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf78, buf79, 256, 2, stream=stream0)
            del buf78
            buf81 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_58, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_2:55
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_2.run(buf80, buf81, 256, 2, stream=stream0)
            del buf80
            buf83 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_11:56
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_11.run(buf83, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [sum_29, eq, unsqueeze_7, attn_output, where_2, full_4, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12.run(unsqueeze, buf82, buf83, 32768, stream=stream0)
            del buf82
            del unsqueeze
        return (None, buf85, buf83, buf79, buf81, reinterpret_tensor(buf75, (768, ), (1, ), 0), buf73, reinterpret_tensor(buf66, (256, ), (1, ), 0), buf64, buf58, buf60, reinterpret_tensor(buf54, (1024, ), (1, ), 0), buf52, reinterpret_tensor(buf49, (256, ), (1, ), 0), buf47, buf41, buf43, reinterpret_tensor(buf37, (768, ), (1, ), 0), buf35, reinterpret_tensor(buf28, (256, ), (1, ), 0), buf26, buf20, buf22, reinterpret_tensor(buf16, (1024, ), (1, ), 0), buf14, reinterpret_tensor(buf11, (256, ), (1, ), 0), buf9, buf4, buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    unsqueeze = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    gt = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_2 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    clone_1 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    where = rand_strided((2, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((2, 4, 128), (512, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_1 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_6 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    gt_2 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_14 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    permute_6 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_2 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    clone_3 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_16 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((2, 4, 128), (512, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_19 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_3 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_18 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    gt_4 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_26 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_9 = rand_strided((1024, 256), (1, 1024), device='cuda:0', dtype=torch.float32)
    permute_11 = rand_strided((256, 256), (1, 256), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((2, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_19 = rand_strided((256, 256), (1, 256), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((2, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_21 = rand_strided((1024, 256), (1, 1024), device='cuda:0', dtype=torch.float32)
    permute_23 = rand_strided((256, 256), (1, 256), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((2, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_31 = rand_strided((256, 256), (1, 256), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((2, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, unsqueeze, gt, mul_2, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_6, clone_2, clone_3, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, div, permute_9, permute_11, div_1, permute_19, div_2, permute_21, permute_23, div_3, permute_31, div_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
