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


# kernel path: /tmp/torchinductor_root/b4/cb4ih3hwtfxblibly2nwsg57bfmp5kdxwpmekjffh5g57rtzcni7.py
# Topologically Sorted Source Nodes: [convert_element_type_3, mul_36, clone_9, hidden_states_15, mul_39, sum_3], Original ATen: [aten.native_dropout_backward, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   clone_9 => mul_37
#   convert_element_type_3 => convert_element_type_3
#   hidden_states_15 => mul_32
#   mul_36 => mul_36
#   mul_39 => mul_39
#   sum_3 => sum_3
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %gt_10 : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt_10]
#   %add_15 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_15]
#   %rsqrt_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %convert_element_type_3 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_10, torch.float32), kwargs = {})
#   %mul_36 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_3, 1.1111111111111112), kwargs = {})
#   %mul_37 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %mul_36), kwargs = {})
#   %mul_32 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_15, %rsqrt_4), kwargs = {})
#   %mul_39 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %mul_32), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_39, [0, 1], True), kwargs = {})
#   return %sum_3
triton_red_fused_mul_native_dropout_backward_sum_0 = async_compile.triton('triton_red_fused_mul_native_dropout_backward_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mul_native_dropout_backward_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 296960, 'r0_': 512}}
)
@triton.jit
def triton_red_fused_mul_native_dropout_backward_sum_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp6 = tl.load(in_ptr2 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp7 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp1.to(tl.float32)
        tmp3 = tl.full([1, 1], 1.1111111111111112, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp0 * tmp4
        tmp8 = tmp6 * tmp7
        tmp9 = tmp5 * tmp8
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dq/cdqpljb3u4ig3z5jbohcvticqwa453yzu4o4ufgz6dqxswng7bf7.py
# Topologically Sorted Source Nodes: [convert_element_type_3, mul_36, clone_9, mul_38, mul_40, mul_41, sum_4, pow_6, mul_42, mul_43, expand_9, div_4, pow_7, mul_44, mul_45, add_17, convert_element_type_4, mul_46, clone_10], Original ATen: [aten.native_dropout_backward, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_17 => add_17
#   clone_10 => mul_47
#   clone_9 => mul_37
#   convert_element_type_3 => convert_element_type_3
#   convert_element_type_4 => convert_element_type_4
#   div_4 => div_4
#   expand_9 => expand_9
#   mul_36 => mul_36
#   mul_38 => mul_38
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_46 => mul_46
#   pow_6 => pow_6
#   pow_7 => pow_7
#   sum_4 => sum_4
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %gt_10 : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt_10]
#   %primals_20 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_20]
#   %add_15 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_15]
#   %rsqrt_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %sum_4 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_4]
#   %add_17 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_17]
#   %gt_9 : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt_9]
#   %convert_element_type_3 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_10, torch.float32), kwargs = {})
#   %mul_36 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_3, 1.1111111111111112), kwargs = {})
#   %mul_37 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %mul_36), kwargs = {})
#   %mul_38 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %primals_20), kwargs = {})
#   %mul_40 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %add_15), kwargs = {})
#   %mul_41 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %rsqrt_4), kwargs = {})
#   %sum_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_40, [2], True), kwargs = {})
#   %pow_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_4, 3), kwargs = {})
#   %mul_42 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_4, -0.5), kwargs = {})
#   %mul_43 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %pow_6), kwargs = {})
#   %expand_9 : Tensor "f32[2, 64, 256][64, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_43, [2, 64, 256]), kwargs = {})
#   %div_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_9, 256), kwargs = {})
#   %pow_7 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_15, 1.0), kwargs = {})
#   %mul_44 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_7, 2.0), kwargs = {})
#   %mul_45 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %mul_44), kwargs = {})
#   %add_17 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %mul_45), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_9, torch.float32), kwargs = {})
#   %mul_46 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, 1.1111111111111112), kwargs = {})
#   %mul_47 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_17, %mul_46), kwargs = {})
#   return %sum_4,%add_17,%mul_47
triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_1 = async_compile.triton('triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 852992}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp6 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tmp7 * tmp14
    tmp16 = tl.full([1, 1], -0.5, tl.float32)
    tmp17 = tmp13 * tmp16
    tmp18 = tmp14 * tmp14
    tmp19 = tmp18 * tmp14
    tmp20 = tmp17 * tmp19
    tmp21 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tl.full([1, 1], 2.0, tl.float32)
    tmp24 = tmp8 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp15 + tmp25
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp28 * tmp3
    tmp30 = tmp26 * tmp29
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp26, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5i/c5is6nkpcrfxyu3ywsrw3vqvwu6dhsjtmkr7fbxpsxwnjpeddcij.py
# Topologically Sorted Source Nodes: [view_46, convert_element_type_5, mul_48, clone_11, scalar_tensor_3, where_6], Original ATen: [aten.view, aten.native_dropout_backward, aten.threshold_backward]
# Source node to ATen node mapping:
#   clone_11 => mul_49
#   convert_element_type_5 => convert_element_type_5
#   mul_48 => mul_48
#   scalar_tensor_3 => full_default_7
#   view_46 => view_46
#   where_6 => where_6
# Graph fragment:
#   %le : Tensor "b8[2, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=le]
#   %mm_13 : Tensor "f32[128, 512][512, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %gt_8 : Tensor "b8[2, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=gt_8]
#   %view_46 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [2, 64, 512]), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_8, torch.float32), kwargs = {})
#   %mul_48 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, 1.1111111111111112), kwargs = {})
#   %mul_49 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_46, %mul_48), kwargs = {})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_6 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_7, %mul_49), kwargs = {})
#   return %where_6
triton_poi_fused_native_dropout_backward_threshold_backward_view_2 = async_compile.triton('triton_poi_fused_native_dropout_backward_threshold_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_dropout_backward_threshold_backward_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 917504}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_dropout_backward_threshold_backward_view_2(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.int1)
    tmp1 = tl.load(in_out_ptr0 + (x0), None)
    tmp2 = tl.load(in_ptr1 + (x0), None).to(tl.int1)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1], 1.1111111111111112, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = tmp1 * tmp5
    tmp7 = tl.full([1], 0.0, tl.float32)
    tmp8 = tl.where(tmp0, tmp7, tmp6)
    tl.store(in_out_ptr0 + (x0), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fm/cfmxrabjar44jgduguns6nvzbp3r22k76j677u4kcrlakkay2jwp.py
# Topologically Sorted Source Nodes: [view_48, hidden_states_9, mul_51, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   hidden_states_9 => mul_26
#   mul_51 => mul_51
#   sum_5 => sum_5
#   view_48 => view_48
# Graph fragment:
#   %mm_15 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %add_13 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %rsqrt_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_48 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [2, 64, 256]), kwargs = {})
#   %mul_26 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %rsqrt_3), kwargs = {})
#   %mul_51 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_48, %mul_26), kwargs = {})
#   %sum_5 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_51, [0, 1], True), kwargs = {})
#   return %sum_5
triton_red_fused_mul_sum_view_3 = async_compile.triton('triton_red_fused_mul_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mul_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 264192, 'r0_': 512}}
)
@triton.jit
def triton_red_fused_mul_sum_view_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/w6/cw66a2ciestu2l3qupd7a3ghdwi6snkogka6v5hnqhyr5c76s2a4.py
# Topologically Sorted Source Nodes: [view_48, mul_50, mul_52, mul_53, sum_6, add_18, pow_8, mul_54, mul_55, expand_10, div_5, pow_9, mul_56, mul_57, add_19, convert_element_type_6, mul_58, clone_12], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_18 => add_18
#   add_19 => add_19
#   clone_12 => mul_59
#   convert_element_type_6 => convert_element_type_6
#   div_5 => div_5
#   expand_10 => expand_10
#   mul_50 => mul_50
#   mul_52 => mul_52
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_58 => mul_58
#   pow_8 => pow_8
#   pow_9 => pow_9
#   sum_6 => sum_6
#   view_48 => view_48
# Graph fragment:
#   %mm_15 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %primals_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add_13 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %add_17 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_17]
#   %rsqrt_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %sum_6 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_6]
#   %add_19 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_19]
#   %gt_7 : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt_7]
#   %view_48 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [2, 64, 256]), kwargs = {})
#   %mul_50 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_48, %primals_17), kwargs = {})
#   %mul_52 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_50, %add_13), kwargs = {})
#   %mul_53 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_50, %rsqrt_3), kwargs = {})
#   %sum_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_52, [2], True), kwargs = {})
#   %add_18 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %mul_53), kwargs = {})
#   %pow_8 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_3, 3), kwargs = {})
#   %mul_54 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_6, -0.5), kwargs = {})
#   %mul_55 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_54, %pow_8), kwargs = {})
#   %expand_10 : Tensor "f32[2, 64, 256][64, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_55, [2, 64, 256]), kwargs = {})
#   %div_5 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_10, 256), kwargs = {})
#   %pow_9 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, 1.0), kwargs = {})
#   %mul_56 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_9, 2.0), kwargs = {})
#   %mul_57 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_5, %mul_56), kwargs = {})
#   %add_19 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %mul_57), kwargs = {})
#   %convert_element_type_6 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_7, torch.float32), kwargs = {})
#   %mul_58 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, 1.1111111111111112), kwargs = {})
#   %mul_59 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_19, %mul_58), kwargs = {})
#   return %sum_6,%add_19,%mul_59
triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4 = async_compile.triton('triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 951296}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp3 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp10 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp11 = tmp2 * tmp10
    tmp12 = tmp9 + tmp11
    tmp13 = tl.full([1, 1], -0.5, tl.float32)
    tmp14 = tmp8 * tmp13
    tmp15 = tmp10 * tmp10
    tmp16 = tmp15 * tmp10
    tmp17 = tmp14 * tmp16
    tmp18 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tl.full([1, 1], 2.0, tl.float32)
    tmp21 = tmp3 * tmp20
    tmp22 = tmp19 * tmp21
    tmp23 = tmp12 + tmp22
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tmp23 * tmp27
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp23, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yh/cyhbymg26o4iebzg6hu45dhgffsfxgdqucxjxlzlfs54hbiltf5x.py
# Topologically Sorted Source Nodes: [view_51, view_52, permute_35, clone_13], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_13 => clone_13
#   permute_35 => permute_35
#   view_51 => view_51
#   view_52 => view_52
# Graph fragment:
#   %mm_17 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %view_51 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [2, 64, 256]), kwargs = {})
#   %view_52 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_51, [2, 64, 4, 64]), kwargs = {})
#   %permute_35 : Tensor "f32[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_52, [0, 2, 1, 3]), kwargs = {})
#   %clone_13 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_35,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_13
triton_poi_fused_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_clone_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 64)
    x2 = ((xindex // 4096) % 4)
    x3 = xindex // 16384
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 16384*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ft/cftbnzcobnfm7mfwdg7oqllcwwnedjeot6zx4xe3m2igkkzhud6t.py
# Topologically Sorted Source Nodes: [view_55, convert_element_type_7, mul_60, clone_14, mul_62, sum_7, neg, fma], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   clone_14 => mul_61
#   convert_element_type_7 => convert_element_type_7
#   fma => fma
#   mul_60 => mul_60
#   mul_62 => mul_62
#   neg => neg
#   sum_7 => sum_7
#   view_55 => view_55
# Graph fragment:
#   %bmm_5 : Tensor "f32[8, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %gt_6 : Tensor "b8[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=gt_6]
#   %where_4 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=where_4]
#   %sum_7 : Tensor "f32[2, 4, 64, 1][256, 64, 1, 512]cuda:0" = PlaceHolder[target=sum_7]
#   %view_55 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [2, 4, 64, 64]), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_6, torch.float32), kwargs = {})
#   %mul_60 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_7, 1.1111111111111112), kwargs = {})
#   %mul_61 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_55, %mul_60), kwargs = {})
#   %mul_62 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, %where_4), kwargs = {})
#   %sum_7 : Tensor "f32[2, 4, 64, 1][256, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_62, [-1], True), kwargs = {})
#   %neg : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_4,), kwargs = {})
#   %fma : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_7, %mul_62), kwargs = {})
#   return %sum_7,%fma
triton_per_fused__softmax_backward_data_native_dropout_backward_view_6 = async_compile.triton('triton_per_fused__softmax_backward_data_native_dropout_backward_view_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_native_dropout_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 557056}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_native_dropout_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0).to(tl.int1)
    tmp6 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp7 = tmp5 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = -tmp6
    tmp13 = tl.fma(tmp12, tmp11, tmp7)
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dh/cdhix6h5rnybuhkxi47t2fhaq77ozrp46ncguzwlwtn55qqiin3z.py
# Topologically Sorted Source Nodes: [view_54, permute_41, clone_15, view_59, view_60], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_15 => clone_15
#   permute_41 => permute_41
#   view_54 => view_54
#   view_59 => view_59
#   view_60 => view_60
# Graph fragment:
#   %bmm_4 : Tensor "f32[8, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %view_54 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [2, 4, 64, 64]), kwargs = {})
#   %permute_41 : Tensor "f32[2, 64, 4, 64][16384, 64, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_54, [0, 2, 1, 3]), kwargs = {})
#   %clone_15 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_41,), kwargs = {memory_format: torch.contiguous_format})
#   %view_59 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [2, 64, 256]), kwargs = {})
#   %view_60 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_59, [128, 256]), kwargs = {})
#   return %view_60
triton_poi_fused__unsafe_view_clone_transpose_view_7 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 64)) + 4096*(x0 // 64) + 16384*(x1 // 64) + ((x0 % 64))), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hl/chl4x7qr3vz7higmi7jtfo75sjvhuux2o7chtkbtrmaajlrpn4ay.py
# Topologically Sorted Source Nodes: [view_57, mul_63, permute_40, permute_46, view_62, clone_16, view_63], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_16 => clone_16
#   mul_63 => mul_63
#   permute_40 => permute_40
#   permute_46 => permute_46
#   view_57 => view_57
#   view_62 => view_62
#   view_63 => view_63
# Graph fragment:
#   %bmm_6 : Tensor "f32[8, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_6]
#   %view_57 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_6, [2, 4, 64, 64]), kwargs = {})
#   %mul_63 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_57, 1.0), kwargs = {})
#   %permute_40 : Tensor "f32[2, 4, 64, 64][16384, 4096, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_63, [0, 1, 3, 2]), kwargs = {})
#   %permute_46 : Tensor "f32[2, 64, 4, 64][16384, 1, 4096, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_40, [0, 2, 1, 3]), kwargs = {})
#   %view_62 : Tensor "f32[2, 64, 256][16384, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_46, [2, 64, 256]), kwargs = {})
#   %clone_16 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%view_62,), kwargs = {memory_format: torch.contiguous_format})
#   %view_63 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_16, [128, 256]), kwargs = {})
#   return %view_63
triton_poi_fused__unsafe_view_clone_mul_transpose_view_8 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 256}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 131072, 'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_8(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 128
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (64*x1 + 16384*(y0 // 64) + ((y0 % 64))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x1 + 256*y0), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/av/cavyvzz42urv7av4utbpdzvrvco3fhgpbb2fv57wiqu4kj323bgb.py
# Topologically Sorted Source Nodes: [view_58, mul_64, permute_51, clone_17, view_65, view_66], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_17 => clone_17
#   mul_64 => mul_64
#   permute_51 => permute_51
#   view_58 => view_58
#   view_65 => view_65
#   view_66 => view_66
# Graph fragment:
#   %bmm_7 : Tensor "f32[8, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_7]
#   %view_58 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_7, [2, 4, 64, 64]), kwargs = {})
#   %mul_64 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_58, 1.0), kwargs = {})
#   %permute_51 : Tensor "f32[2, 64, 4, 64][16384, 64, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_64, [0, 2, 1, 3]), kwargs = {})
#   %clone_17 : Tensor "f32[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_51,), kwargs = {memory_format: torch.contiguous_format})
#   %view_65 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_17, [2, 64, 256]), kwargs = {})
#   %view_66 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_65, [128, 256]), kwargs = {})
#   return %view_66
triton_poi_fused__unsafe_view_clone_mul_transpose_view_9 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 64)) + 4096*(x0 // 64) + 16384*(x1 // 64) + ((x0 % 64))), None)
    tmp1 = tl.full([1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xk/cxk62mspeoqiickyfllyezjaeujlzzwpecbfd3aktjuqc3nzk753.py
# Topologically Sorted Source Nodes: [view_61, view_64, add_20, view_67, add_21, hidden_states_8, mul_66, sum_9], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_20 => add_20
#   add_21 => add_21
#   hidden_states_8 => mul_18
#   mul_66 => mul_66
#   sum_9 => sum_9
#   view_61 => view_61
#   view_64 => view_64
#   view_67 => view_67
# Graph fragment:
#   %mm_19 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %mm_21 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_21]
#   %mm_23 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_23]
#   %add_10 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_10]
#   %rsqrt_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_61 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [2, 64, 256]), kwargs = {})
#   %view_64 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_21, [2, 64, 256]), kwargs = {})
#   %add_20 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_61, %view_64), kwargs = {})
#   %view_67 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_23, [2, 64, 256]), kwargs = {})
#   %add_21 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_20, %view_67), kwargs = {})
#   %mul_18 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, %rsqrt_2), kwargs = {})
#   %mul_66 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_21, %mul_18), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_66, [0, 1], True), kwargs = {})
#   return %sum_9
triton_red_fused_add_mul_sum_view_10 = async_compile.triton('triton_red_fused_add_mul_sum_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 526336, 'r0_': 512}}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp7 = tmp5 * tmp6
        tmp8 = tmp4 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bf/cbfpn3256ikcmncdi2auguyszlynuc4yjc4lryvlrl55r5vleq45.py
# Topologically Sorted Source Nodes: [view_61, view_64, add_20, view_67, add_21, mul_65, mul_67, mul_68, sum_10, add_22, pow_10, mul_69, mul_70, expand_11, div_6, pow_11, mul_71, mul_72, add_23, convert_element_type_8, mul_73, clone_18], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_20 => add_20
#   add_21 => add_21
#   add_22 => add_22
#   add_23 => add_23
#   clone_18 => mul_74
#   convert_element_type_8 => convert_element_type_8
#   div_6 => div_6
#   expand_11 => expand_11
#   mul_65 => mul_65
#   mul_67 => mul_67
#   mul_68 => mul_68
#   mul_69 => mul_69
#   mul_70 => mul_70
#   mul_71 => mul_71
#   mul_72 => mul_72
#   mul_73 => mul_73
#   pow_10 => pow_10
#   pow_11 => pow_11
#   sum_10 => sum_10
#   view_61 => view_61
#   view_64 => view_64
#   view_67 => view_67
# Graph fragment:
#   %mm_19 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %mm_21 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_21]
#   %mm_23 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_23]
#   %primals_12 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_12]
#   %add_10 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_10]
#   %add_19 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_19]
#   %rsqrt_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %sum_10 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_10]
#   %add_23 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_23]
#   %gt_5 : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt_5]
#   %view_61 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [2, 64, 256]), kwargs = {})
#   %view_64 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_21, [2, 64, 256]), kwargs = {})
#   %add_20 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_61, %view_64), kwargs = {})
#   %view_67 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_23, [2, 64, 256]), kwargs = {})
#   %add_21 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_20, %view_67), kwargs = {})
#   %mul_65 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_21, %primals_12), kwargs = {})
#   %mul_67 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, %add_10), kwargs = {})
#   %mul_68 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, %rsqrt_2), kwargs = {})
#   %sum_10 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_67, [2], True), kwargs = {})
#   %add_22 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_19, %mul_68), kwargs = {})
#   %pow_10 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_2, 3), kwargs = {})
#   %mul_69 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_10, -0.5), kwargs = {})
#   %mul_70 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_69, %pow_10), kwargs = {})
#   %expand_11 : Tensor "f32[2, 64, 256][64, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_70, [2, 64, 256]), kwargs = {})
#   %div_6 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_11, 256), kwargs = {})
#   %pow_11 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_10, 1.0), kwargs = {})
#   %mul_71 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_11, 2.0), kwargs = {})
#   %mul_72 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_6, %mul_71), kwargs = {})
#   %add_23 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %mul_72), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_5, torch.float32), kwargs = {})
#   %mul_73 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_8, 1.1111111111111112), kwargs = {})
#   %mul_74 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_23, %mul_73), kwargs = {})
#   return %sum_10,%add_23,%mul_74
triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_11 = async_compile.triton('triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i1', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 1213440}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr6 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp6 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp31 = tmp29 * tmp30
    tmp32 = tmp27 * tmp31
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp27, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ux/cux4npdykgkpjstvocs4erqrvm5rhcw4uyot5iatjxyb72yci4fz.py
# Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_4 => full_default_12
# Graph fragment:
#   %full_default_12 : Tensor "f32[32, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 4], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_12 = async_compile.triton('triton_poi_fused_embedding_dense_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_12(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hm/chmmhmc5qddm752ryu4ghkcbnubqw5wgxbpalx5h2di4e3ze3c7x.py
# Topologically Sorted Source Nodes: [scalar_tensor_3, attention_mask_1, where_7, sum_8, where_9, sum_14, add_26, squeeze, permute_74, eq_3, unsqueeze_6, where_10, clone_23, full_4, index_put], Original ATen: [aten.threshold_backward, aten.expand, aten.where, aten.sum, aten.add, aten.squeeze, aten.permute, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_26 => add_26
#   attention_mask_1 => expand
#   clone_23 => clone_23
#   eq_3 => eq_3
#   full_4 => full_default_12
#   index_put => index_put
#   permute_74 => permute_74
#   scalar_tensor_3 => full_default_7
#   squeeze => squeeze
#   sum_14 => sum_14
#   sum_8 => sum_8
#   unsqueeze_6 => unsqueeze_6
#   where_10 => where_10
#   where_7 => where_7
#   where_9 => where_9
# Graph fragment:
#   %add_6 : Tensor "i64[64, 64][64, 1]cuda:0" = PlaceHolder[target=add_6]
#   %ge : Tensor "b8[1, 1, 64, 1][64, 64, 1, 1]cuda:0" = PlaceHolder[target=ge]
#   %fma : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=fma]
#   %fma_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=fma_1]
#   %index_put : Tensor "f32[32, 4][4, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %expand : Tensor "b8[2, 1, 64, 64][0, 64, 1, 0]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [2, -1, 64, 64]), kwargs = {})
#   %where_7 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %fma, %full_default_7), kwargs = {})
#   %sum_8 : Tensor "f32[1, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_7, [0], True), kwargs = {})
#   %where_9 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %fma_1, %full_default_7), kwargs = {})
#   %sum_14 : Tensor "f32[1, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_9, [0], True), kwargs = {})
#   %add_26 : Tensor "f32[1, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sum_8, %sum_14), kwargs = {})
#   %squeeze : Tensor "f32[4, 64, 64][4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%add_26, 0), kwargs = {})
#   %permute_74 : Tensor "f32[64, 64, 4][64, 1, 4096]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%squeeze, [1, 2, 0]), kwargs = {})
#   %eq_3 : Tensor "b8[64, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_6, -1), kwargs = {})
#   %unsqueeze_6 : Tensor "b8[64, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_3, -1), kwargs = {})
#   %where_10 : Tensor "f32[64, 64, 4][64, 1, 4096]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_6, %full_default_7, %permute_74), kwargs = {})
#   %clone_23 : Tensor "f32[64, 64, 4][256, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%where_10,), kwargs = {memory_format: torch.contiguous_format})
#   %full_default_12 : Tensor "f32[32, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 4], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[32, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_12, [%add_6], %clone_23, True), kwargs = {})
#   return %buf54
triton_poi_fused_add_embedding_dense_backward_expand_permute_squeeze_sum_threshold_backward_where_13 = async_compile.triton('triton_poi_fused_add_embedding_dense_backward_expand_permute_squeeze_sum_threshold_backward_where_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_embedding_dense_backward_expand_permute_squeeze_sum_threshold_backward_where_13', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 294912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_embedding_dense_backward_expand_permute_squeeze_sum_threshold_backward_where_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = (xindex % 4096)
    x1 = ((xindex // 64) % 64)
    x4 = xindex
    x2 = xindex // 4096
    tmp0 = tl.load(in_ptr0 + (x3), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp9 = tl.load(in_ptr2 + (x4), None)
    tmp12 = tl.load(in_ptr2 + (16384 + x4), None)
    tmp15 = tl.load(in_ptr3 + (x4), None)
    tmp17 = tl.load(in_ptr3 + (16384 + x4), None)
    tmp1 = tl.full([XBLOCK], 32, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 32), "index out of bounds: 0 <= tmp4 < 32")
    tmp6 = tl.full([1], -1, tl.int64)
    tmp7 = tmp0 == tmp6
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tmp13 = tl.where(tmp8, tmp12, tmp10)
    tmp14 = tmp11 + tmp13
    tmp16 = tl.where(tmp8, tmp15, tmp10)
    tmp18 = tl.where(tmp8, tmp17, tmp10)
    tmp19 = tmp16 + tmp18
    tmp20 = tmp14 + tmp19
    tmp21 = tl.where(tmp7, tmp10, tmp20)
    tl.atomic_add(out_ptr0 + (x2 + 4*tmp4), tmp21, None, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7y/c7yw4iwnocedtqoiq7vfiq2p5k5la4gtnaf5enyzpzftxok5vbmj.py
# Topologically Sorted Source Nodes: [view_85, view_88, add_27, view_91, add_28, hidden_states, hidden_states_1, mul_93, sum_15], Original ATen: [aten.view, aten.add, aten.native_dropout, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_27 => add_27
#   add_28 => add_28
#   hidden_states => mul, mul_1
#   hidden_states_1 => mul_2
#   mul_93 => mul_93
#   sum_15 => sum_15
#   view_85 => view_85
#   view_88 => view_88
#   view_91 => view_91
# Graph fragment:
#   %mm_31 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_31]
#   %mm_33 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_33]
#   %mm_35 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_35]
#   %gt : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_85 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_31, [2, 64, 256]), kwargs = {})
#   %view_88 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_33, [2, 64, 256]), kwargs = {})
#   %add_27 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_85, %view_88), kwargs = {})
#   %view_91 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_35, [2, 64, 256]), kwargs = {})
#   %add_28 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_27, %view_91), kwargs = {})
#   %mul : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %embedding), kwargs = {})
#   %mul_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %mul_2 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1, %rsqrt), kwargs = {})
#   %mul_93 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_28, %mul_2), kwargs = {})
#   %sum_15 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_93, [0, 1], True), kwargs = {})
#   return %sum_15
triton_red_fused_add_mul_native_dropout_sum_view_14 = async_compile.triton('triton_red_fused_add_mul_native_dropout_sum_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_native_dropout_sum_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 559104, 'r0_': 512}}
)
@triton.jit
def triton_red_fused_add_mul_native_dropout_sum_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp7 = tl.load(in_ptr4 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp6 = tmp5.to(tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tl.full([1, 1], 1.1111111111111112, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp12 = tmp10 * tmp11
        tmp13 = tmp4 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4x/c4xvxvqo3rapd3fxapgal6ky75ncfdjzadocnfrbi6dqxjfahdwf.py
# Topologically Sorted Source Nodes: [full_5], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_5 => full_default_14
# Graph fragment:
#   %full_default_14 : Tensor "f32[1000, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1000, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_15 = async_compile.triton('triton_poi_fused_embedding_dense_backward_15', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_15(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4w/c4wy6ir6q4dywixcurriifimpfsszwprbjuiyepdopevp3boviyk.py
# Topologically Sorted Source Nodes: [scalar_tensor_3, view_85, view_88, add_27, view_91, add_28, mul_92, hidden_states, mul_94, mul_95, sum_16, add_29, pow_14, mul_96, mul_97, expand_13, div_8, pow_15, mul_98, mul_99, add_30, convert_element_type_12, mul_100, clone_27, eq_4, unsqueeze_7, where_11, full_5, index_put_1], Original ATen: [aten.threshold_backward, aten.view, aten.add, aten.mul, aten.native_dropout, aten.sum, aten.pow, aten.expand, aten.div, aten.native_dropout_backward, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_27 => add_27
#   add_28 => add_28
#   add_29 => add_29
#   add_30 => add_30
#   clone_27 => mul_101
#   convert_element_type_12 => convert_element_type_12
#   div_8 => div_8
#   eq_4 => eq_4
#   expand_13 => expand_13
#   full_5 => full_default_14
#   hidden_states => mul, mul_1
#   index_put_1 => index_put_1
#   mul_100 => mul_100
#   mul_92 => mul_92
#   mul_94 => mul_94
#   mul_95 => mul_95
#   mul_96 => mul_96
#   mul_97 => mul_97
#   mul_98 => mul_98
#   mul_99 => mul_99
#   pow_14 => pow_14
#   pow_15 => pow_15
#   scalar_tensor_3 => full_default_7
#   sum_16 => sum_16
#   unsqueeze_7 => unsqueeze_7
#   view_85 => view_85
#   view_88 => view_88
#   view_91 => view_91
#   where_11 => where_11
# Graph fragment:
#   %mm_31 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_31]
#   %mm_33 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_33]
#   %mm_35 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_35]
#   %primals_3 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %gt : Tensor "b8[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %add_25 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_25]
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_16 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_16]
#   %primals_1 : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %add_30 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_30]
#   %index_put_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_85 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_31, [2, 64, 256]), kwargs = {})
#   %view_88 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_33, [2, 64, 256]), kwargs = {})
#   %add_27 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_85, %view_88), kwargs = {})
#   %view_91 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_35, [2, 64, 256]), kwargs = {})
#   %add_28 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_27, %view_91), kwargs = {})
#   %mul_92 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_28, %primals_3), kwargs = {})
#   %mul : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %embedding), kwargs = {})
#   %mul_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %mul_94 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %mul_1), kwargs = {})
#   %mul_95 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %rsqrt), kwargs = {})
#   %sum_16 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_94, [2], True), kwargs = {})
#   %add_29 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_25, %mul_95), kwargs = {})
#   %pow_14 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt, 3), kwargs = {})
#   %mul_96 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_16, -0.5), kwargs = {})
#   %mul_97 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %pow_14), kwargs = {})
#   %expand_13 : Tensor "f32[2, 64, 256][64, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_97, [2, 64, 256]), kwargs = {})
#   %div_8 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_13, 256), kwargs = {})
#   %pow_15 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%mul_1, 1.0), kwargs = {})
#   %mul_98 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_15, 2.0), kwargs = {})
#   %mul_99 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_8, %mul_98), kwargs = {})
#   %add_30 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_29, %mul_99), kwargs = {})
#   %convert_element_type_12 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.float32), kwargs = {})
#   %mul_100 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_12, 1.1111111111111112), kwargs = {})
#   %mul_101 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_30, %mul_100), kwargs = {})
#   %eq_4 : Tensor "b8[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_4, -1), kwargs = {})
#   %where_11 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_7, %mul_101), kwargs = {})
#   %full_default_14 : Tensor "f32[1000, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1000, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[1000, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_14, [%primals_1], %where_11, True), kwargs = {})
#   return %sum_16,%add_30,%buf68
triton_per_fused_add_div_embedding_dense_backward_expand_mul_native_dropout_native_dropout_backward_pow_sum_threshold_backward_view_16 = async_compile.triton('triton_per_fused_add_div_embedding_dense_backward_expand_mul_native_dropout_native_dropout_backward_pow_sum_threshold_backward_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*i64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_embedding_dense_backward_expand_mul_native_dropout_native_dropout_backward_pow_sum_threshold_backward_view_16', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 9, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 689152}}
)
@triton.jit
def triton_per_fused_add_div_embedding_dense_backward_expand_mul_native_dropout_native_dropout_backward_pow_sum_threshold_backward_view_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp9 = tl.load(in_ptr5 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp18 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp19 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp33 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp6 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp20 = tmp6 * tmp19
    tmp21 = tmp18 + tmp20
    tmp22 = tl.full([1, 1], -0.5, tl.float32)
    tmp23 = tmp17 * tmp22
    tmp24 = tmp19 * tmp19
    tmp25 = tmp24 * tmp19
    tmp26 = tmp23 * tmp25
    tmp27 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp28 = tmp26 * tmp27
    tmp29 = tl.full([1, 1], 2.0, tl.float32)
    tmp30 = tmp12 * tmp29
    tmp31 = tmp28 * tmp30
    tmp32 = tmp21 + tmp31
    tmp34 = tl.full([1, 1], 1000, tl.int32)
    tmp35 = tmp33 + tmp34
    tmp36 = tmp33 < 0
    tmp37 = tl.where(tmp36, tmp35, tmp33)
    tl.device_assert(((0 <= tmp37) & (tmp37 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp37 < 1000")
    tmp39 = tl.full([1, 1], -1, tl.int64)
    tmp40 = tmp33 == tmp39
    tmp41 = tmp8 * tmp11
    tmp42 = tmp32 * tmp41
    tmp43 = tl.full([1, 1], 0.0, tl.float32)
    tmp44 = tl.where(tmp40, tmp43, tmp42)
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_1 + 256*tmp37, [XBLOCK, R0_BLOCK])), tmp44, xmask, sem='relaxed')
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
        primals_1, primals_3, primals_4, primals_5, primals_6, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, embedding, ge, gt, rsqrt, view, add_6, where_2, gt_2, view_16, gt_3, add_8, rsqrt_1, view_18, gt_4, view_20, gt_5, add_10, rsqrt_2, view_22, where_4, gt_6, view_38, gt_7, add_13, rsqrt_3, view_40, gt_8, view_42, gt_9, add_15, rsqrt_4, gt_10, le, permute_36, permute_37, permute_38, permute_39, le_1, permute_69, permute_70, permute_71, permute_72, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (2, 64), (64, 1))
        assert_size_stride(primals_3, (256, ), (1, ))
        assert_size_stride(primals_4, (256, 256), (256, 1))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, 256), (256, 1))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (512, 256), (256, 1))
        assert_size_stride(primals_11, (256, 512), (512, 1))
        assert_size_stride(primals_12, (256, ), (1, ))
        assert_size_stride(primals_13, (256, 256), (256, 1))
        assert_size_stride(primals_14, (256, 256), (256, 1))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (256, 256), (256, 1))
        assert_size_stride(primals_17, (256, ), (1, ))
        assert_size_stride(primals_18, (512, 256), (256, 1))
        assert_size_stride(primals_19, (256, 512), (512, 1))
        assert_size_stride(primals_20, (256, ), (1, ))
        assert_size_stride(embedding, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(ge, (1, 1, 64, 1), (64, 64, 1, 1))
        assert_size_stride(gt, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(rsqrt, (2, 64, 1), (64, 1, 1))
        assert_size_stride(view, (128, 256), (256, 1))
        assert_size_stride(add_6, (64, 64), (64, 1))
        assert_size_stride(where_2, (2, 4, 64, 64), (16384, 4096, 64, 1))
        assert_size_stride(gt_2, (2, 4, 64, 64), (16384, 4096, 64, 1))
        assert_size_stride(view_16, (128, 256), (256, 1))
        assert_size_stride(gt_3, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(add_8, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(rsqrt_1, (2, 64, 1), (64, 1, 1))
        assert_size_stride(view_18, (128, 256), (256, 1))
        assert_size_stride(gt_4, (2, 64, 512), (32768, 512, 1))
        assert_size_stride(view_20, (128, 512), (512, 1))
        assert_size_stride(gt_5, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(add_10, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(rsqrt_2, (2, 64, 1), (64, 1, 1))
        assert_size_stride(view_22, (128, 256), (256, 1))
        assert_size_stride(where_4, (2, 4, 64, 64), (16384, 4096, 64, 1))
        assert_size_stride(gt_6, (2, 4, 64, 64), (16384, 4096, 64, 1))
        assert_size_stride(view_38, (128, 256), (256, 1))
        assert_size_stride(gt_7, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(add_13, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(rsqrt_3, (2, 64, 1), (64, 1, 1))
        assert_size_stride(view_40, (128, 256), (256, 1))
        assert_size_stride(gt_8, (2, 64, 512), (32768, 512, 1))
        assert_size_stride(view_42, (128, 512), (512, 1))
        assert_size_stride(gt_9, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(add_15, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(rsqrt_4, (2, 64, 1), (64, 1, 1))
        assert_size_stride(gt_10, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(le, (2, 64, 512), (32768, 512, 1))
        assert_size_stride(permute_36, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(permute_37, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(permute_38, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(permute_39, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(le_1, (2, 64, 512), (32768, 512, 1))
        assert_size_stride(permute_69, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(permute_70, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(permute_71, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(permute_72, (8, 64, 64), (4096, 1, 64))
        assert_size_stride(tangents_1, (2, 64, 256), (16384, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_36, clone_9, hidden_states_15, mul_39, sum_3], Original ATen: [aten.native_dropout_backward, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused_mul_native_dropout_backward_sum_0:90
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_native_dropout_backward_sum_0.run(tangents_1, gt_10, add_15, rsqrt_4, buf0, 256, 128, stream=stream0)
            buf2 = add_15; del add_15  # reuse
            buf3 = empty_strided_cuda((2, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_36, clone_9, mul_38, mul_40, mul_41, sum_4, pow_6, mul_42, mul_43, expand_9, div_4, pow_7, mul_44, mul_45, add_17, convert_element_type_4, mul_46, clone_10], Original ATen: [aten.native_dropout_backward, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
            # [Provenance debug handles] triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_1:91
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_1.run(buf2, tangents_1, gt_10, primals_20, rsqrt_4, gt_9, buf3, 128, 256, stream=stream0)
            del gt_10
            del gt_9
            del primals_20
            del rsqrt_4
            del tangents_1
            buf4 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_4, mul_46, clone_10, view_45, permute_23, permute_26], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:92
            extern_kernels.mm(reinterpret_tensor(buf3, (256, 128), (1, 256), 0), view_42, out=buf4)
            del view_42
            buf5 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_4, mul_46, clone_10, view_45, hidden_states_13, permute_25, mm_13], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:93
            extern_kernels.mm(reinterpret_tensor(buf3, (128, 256), (256, 1), 0), primals_19, out=buf5)
            del primals_19
            buf6 = reinterpret_tensor(buf5, (2, 64, 512), (32768, 512, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_46, convert_element_type_5, mul_48, clone_11, scalar_tensor_3, where_6], Original ATen: [aten.view, aten.native_dropout_backward, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_native_dropout_backward_threshold_backward_view_2:94
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_dropout_backward_threshold_backward_view_2.run(buf6, le, gt_8, 65536, stream=stream0)
            del gt_8
            del le
            buf7 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_46, convert_element_type_5, mul_48, clone_11, scalar_tensor_3, where_6, view_47, permute_27, permute_30], Original ATen: [aten.view, aten.native_dropout_backward, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:95
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 128), (1, 512), 0), view_40, out=buf7)
            del view_40
            buf8 = reinterpret_tensor(buf3, (128, 256), (256, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [view_46, convert_element_type_5, mul_48, clone_11, scalar_tensor_3, where_6, view_47, hidden_states_10, permute_29, mm_15], Original ATen: [aten.view, aten.native_dropout_backward, aten.threshold_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:96
            extern_kernels.mm(reinterpret_tensor(buf6, (128, 512), (512, 1), 0), primals_18, out=buf8)
            del primals_18
            buf9 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, hidden_states_9, mul_51, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused_mul_sum_view_3:97
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_sum_view_3.run(buf8, add_13, rsqrt_3, buf9, 256, 128, stream=stream0)
            buf11 = buf2; del buf2  # reuse
            buf12 = empty_strided_cuda((2, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, mul_50, mul_52, mul_53, sum_6, add_18, pow_8, mul_54, mul_55, expand_10, div_5, pow_9, mul_56, mul_57, add_19, convert_element_type_6, mul_58, clone_12], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4:98
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4.run(buf11, buf8, primals_17, add_13, rsqrt_3, gt_7, buf12, 128, 256, stream=stream0)
            del add_13
            del gt_7
            del primals_17
            del rsqrt_3
            buf13 = reinterpret_tensor(buf6, (256, 256), (256, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_6, mul_58, clone_12, view_50, permute_31, permute_34], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf12, (256, 128), (1, 256), 0), view_38, out=buf13)
            del view_38
            buf14 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_6, mul_58, clone_12, view_50, attn_output_7, permute_33, mm_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:100
            extern_kernels.mm(reinterpret_tensor(buf12, (128, 256), (256, 1), 0), primals_16, out=buf14)
            del primals_16
            buf15 = reinterpret_tensor(buf12, (2, 4, 64, 64), (16384, 4096, 64, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [view_51, view_52, permute_35, clone_13], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:101
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf14, buf15, 32768, stream=stream0)
            buf16 = reinterpret_tensor(buf14, (8, 64, 64), (4096, 64, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_51, view_52, permute_35, clone_13, view_53, bmm_4], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:102
            extern_kernels.bmm(permute_36, reinterpret_tensor(buf15, (8, 64, 64), (4096, 64, 1), 0), out=buf16)
            del permute_36
            buf17 = empty_strided_cuda((8, 64, 64), (4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_51, view_52, permute_35, clone_13, view_53, bmm_5], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:103
            extern_kernels.bmm(reinterpret_tensor(buf15, (8, 64, 64), (4096, 64, 1), 0), permute_37, out=buf17)
            del permute_37
            buf19 = where_4; del where_4  # reuse
            # Topologically Sorted Source Nodes: [view_55, convert_element_type_7, mul_60, clone_14, mul_62, sum_7, neg, fma], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_native_dropout_backward_view_6:104
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_native_dropout_backward_view_6.run(buf19, buf17, gt_6, 512, 64, stream=stream0)
            del gt_6
            buf20 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_55, convert_element_type_7, mul_60, clone_14, mul_62, neg, fma, view_56, bmm_6], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:105
            extern_kernels.bmm(permute_38, reinterpret_tensor(buf19, (8, 64, 64), (4096, 64, 1), 0), out=buf20)
            del permute_38
            buf21 = reinterpret_tensor(buf15, (8, 64, 64), (4096, 64, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [view_55, convert_element_type_7, mul_60, clone_14, mul_62, neg, fma, view_56, bmm_7], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:106
            extern_kernels.bmm(reinterpret_tensor(buf19, (8, 64, 64), (4096, 64, 1), 0), permute_39, out=buf21)
            del permute_39
            buf22 = empty_strided_cuda((128, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_54, permute_41, clone_15, view_59, view_60], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_7:107
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_7.run(buf16, buf22, 32768, stream=stream0)
            buf23 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_42, permute_45], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:108
            extern_kernels.mm(reinterpret_tensor(buf22, (256, 128), (1, 256), 0), view_22, out=buf23)
            buf24 = reinterpret_tensor(buf16, (128, 256), (256, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [linear_8, permute_44, mm_19], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:109
            extern_kernels.mm(buf22, primals_15, out=buf24)
            del primals_15
            buf25 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [view_57, mul_63, permute_40, permute_46, view_62, clone_16, view_63], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_8:110
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_8.run(buf20, buf25, 128, 256, stream=stream0)
            buf26 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_47, permute_50], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:111
            extern_kernels.mm(reinterpret_tensor(buf25, (256, 128), (1, 256), 0), view_22, out=buf26)
            buf27 = reinterpret_tensor(buf20, (128, 256), (256, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [linear_7, permute_49, mm_21], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:112
            extern_kernels.mm(buf25, primals_14, out=buf27)
            del primals_14
            buf28 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [view_58, mul_64, permute_51, clone_17, view_65, view_66], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_9:113
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_9.run(buf21, buf28, 32768, stream=stream0)
            buf29 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_52, permute_55], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:114
            extern_kernels.mm(reinterpret_tensor(buf28, (256, 128), (1, 256), 0), view_22, out=buf29)
            del view_22
            buf30 = reinterpret_tensor(buf21, (128, 256), (256, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [linear_6, permute_54, mm_23], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:115
            extern_kernels.mm(buf28, primals_13, out=buf30)
            del primals_13
            buf31 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_61, view_64, add_20, view_67, add_21, hidden_states_8, mul_66, sum_9], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_sum_view_10:116
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_10.run(buf24, buf27, buf30, add_10, rsqrt_2, buf31, 256, 128, stream=stream0)
            buf33 = buf11; del buf11  # reuse
            buf34 = reinterpret_tensor(buf28, (2, 64, 256), (16384, 256, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [view_61, view_64, add_20, view_67, add_21, mul_65, mul_67, mul_68, sum_10, add_22, pow_10, mul_69, mul_70, expand_11, div_6, pow_11, mul_71, mul_72, add_23, convert_element_type_8, mul_73, clone_18], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_11:117
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_11.run(buf33, buf24, buf27, buf30, primals_12, add_10, rsqrt_2, gt_5, buf34, 128, 256, stream=stream0)
            del add_10
            del buf24
            del gt_5
            del primals_12
            del rsqrt_2
            buf35 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_8, mul_73, clone_18, view_69, permute_56, permute_59], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:118
            extern_kernels.mm(reinterpret_tensor(buf34, (256, 128), (1, 256), 0), view_20, out=buf35)
            del view_20
            buf36 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_8, mul_73, clone_18, view_69, hidden_states_6, permute_58, mm_25], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:119
            extern_kernels.mm(reinterpret_tensor(buf34, (128, 256), (256, 1), 0), primals_11, out=buf36)
            del primals_11
            buf37 = reinterpret_tensor(buf36, (2, 64, 512), (32768, 512, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_3, view_70, convert_element_type_9, mul_75, clone_19, where_8], Original ATen: [aten.threshold_backward, aten.view, aten.native_dropout_backward]
            # [Provenance debug handles] triton_poi_fused_native_dropout_backward_threshold_backward_view_2:120
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_dropout_backward_threshold_backward_view_2.run(buf37, le_1, gt_4, 65536, stream=stream0)
            del gt_4
            del le_1
            buf38 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_3, view_70, convert_element_type_9, mul_75, clone_19, where_8, view_71, permute_60, permute_63], Original ATen: [aten.threshold_backward, aten.view, aten.native_dropout_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:121
            extern_kernels.mm(reinterpret_tensor(buf37, (512, 128), (1, 512), 0), view_18, out=buf38)
            del view_18
            buf39 = reinterpret_tensor(buf34, (128, 256), (256, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_3, view_70, convert_element_type_9, mul_75, clone_19, where_8, view_71, hidden_states_3, permute_62, mm_27], Original ATen: [aten.threshold_backward, aten.view, aten.native_dropout_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:122
            extern_kernels.mm(reinterpret_tensor(buf37, (128, 512), (512, 1), 0), primals_10, out=buf39)
            del primals_10
            buf40 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_72, hidden_states_2, mul_78, sum_11], Original ATen: [aten.view, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused_mul_sum_view_3:123
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_sum_view_3.run(buf39, add_8, rsqrt_1, buf40, 256, 128, stream=stream0)
            buf42 = buf33; del buf33  # reuse
            buf43 = reinterpret_tensor(buf30, (2, 64, 256), (16384, 256, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [view_72, mul_77, mul_79, mul_80, sum_12, add_24, pow_12, mul_81, mul_82, expand_12, div_7, pow_13, mul_83, mul_84, add_25, convert_element_type_10, mul_85, clone_20], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4:124
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_native_dropout_backward_pow_sum_view_4.run(buf42, buf39, primals_9, add_8, rsqrt_1, gt_3, buf43, 128, 256, stream=stream0)
            del add_8
            del gt_3
            del primals_9
            del rsqrt_1
            buf44 = reinterpret_tensor(buf37, (256, 256), (256, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_10, mul_85, clone_20, view_74, permute_64, permute_67], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:125
            extern_kernels.mm(reinterpret_tensor(buf43, (256, 128), (1, 256), 0), view_16, out=buf44)
            del view_16
            buf45 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_10, mul_85, clone_20, view_74, attn_output_3, permute_66, mm_29], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:126
            extern_kernels.mm(reinterpret_tensor(buf43, (128, 256), (256, 1), 0), primals_8, out=buf45)
            del primals_8
            buf46 = reinterpret_tensor(buf43, (2, 4, 64, 64), (16384, 4096, 64, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [view_75, view_76, permute_68, clone_21], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:127
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf45, buf46, 32768, stream=stream0)
            buf47 = reinterpret_tensor(buf45, (8, 64, 64), (4096, 64, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [view_75, view_76, permute_68, clone_21, view_77, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:128
            extern_kernels.bmm(permute_69, reinterpret_tensor(buf46, (8, 64, 64), (4096, 64, 1), 0), out=buf47)
            del permute_69
            buf48 = reinterpret_tensor(buf27, (8, 64, 64), (4096, 64, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [view_75, view_76, permute_68, clone_21, view_77, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:129
            extern_kernels.bmm(reinterpret_tensor(buf46, (8, 64, 64), (4096, 64, 1), 0), permute_70, out=buf48)
            del permute_70
            buf50 = where_2; del where_2  # reuse
            # Topologically Sorted Source Nodes: [view_79, convert_element_type_11, mul_87, clone_22, mul_89, sum_13, neg_1, fma_1], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_native_dropout_backward_view_6:130
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_native_dropout_backward_view_6.run(buf50, buf48, gt_2, 512, 64, stream=stream0)
            del gt_2
            buf51 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [view_79, convert_element_type_11, mul_87, clone_22, mul_89, neg_1, fma_1, view_80, bmm_10], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:131
            extern_kernels.bmm(permute_71, reinterpret_tensor(buf50, (8, 64, 64), (4096, 64, 1), 0), out=buf51)
            del permute_71
            buf52 = reinterpret_tensor(buf46, (8, 64, 64), (4096, 64, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [view_79, convert_element_type_11, mul_87, clone_22, mul_89, neg_1, fma_1, view_80, bmm_11], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:132
            extern_kernels.bmm(reinterpret_tensor(buf50, (8, 64, 64), (4096, 64, 1), 0), permute_72, out=buf52)
            del permute_72
            buf53 = empty_strided_cuda((32, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_12:133
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_12.run(buf53, 128, stream=stream0)
            # Topologically Sorted Source Nodes: [scalar_tensor_3, attention_mask_1, where_7, sum_8, where_9, sum_14, add_26, squeeze, permute_74, eq_3, unsqueeze_6, where_10, clone_23, full_4, index_put], Original ATen: [aten.threshold_backward, aten.expand, aten.where, aten.sum, aten.add, aten.squeeze, aten.permute, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_add_embedding_dense_backward_expand_permute_squeeze_sum_threshold_backward_where_13:134
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_embedding_dense_backward_expand_permute_squeeze_sum_threshold_backward_where_13.run(add_6, ge, buf19, buf50, buf53, 16384, stream=stream0)
            del add_6
            del buf19
            del ge
            buf55 = reinterpret_tensor(buf50, (128, 256), (256, 1), 0); del buf50  # reuse
            # Topologically Sorted Source Nodes: [view_78, permute_75, clone_24, view_83, view_84], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_7:135
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_7.run(buf47, buf55, 32768, stream=stream0)
            buf56 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_76, permute_79], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:136
            extern_kernels.mm(reinterpret_tensor(buf55, (256, 128), (1, 256), 0), view, out=buf56)
            buf57 = reinterpret_tensor(buf47, (128, 256), (256, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [linear_2, permute_78, mm_31], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:137
            extern_kernels.mm(buf55, primals_6, out=buf57)
            del primals_6
            buf58 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [view_81, mul_90, permute_73, permute_80, view_86, clone_25, view_87], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_8:138
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_8.run(buf51, buf58, 128, 256, stream=stream0)
            buf59 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_81, permute_84], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:139
            extern_kernels.mm(reinterpret_tensor(buf58, (256, 128), (1, 256), 0), view, out=buf59)
            buf60 = reinterpret_tensor(buf51, (128, 256), (256, 1), 0); del buf51  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_83, mm_33], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:140
            extern_kernels.mm(buf58, primals_5, out=buf60)
            del primals_5
            buf61 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [view_82, mul_91, permute_85, clone_26, view_89, view_90], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_9:141
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_9.run(buf52, buf61, 32768, stream=stream0)
            buf62 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_86, permute_89], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:142
            extern_kernels.mm(reinterpret_tensor(buf61, (256, 128), (1, 256), 0), view, out=buf62)
            del view
            buf63 = reinterpret_tensor(buf52, (128, 256), (256, 1), 0); del buf52  # reuse
            # Topologically Sorted Source Nodes: [linear, permute_88, mm_35], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:143
            extern_kernels.mm(buf61, primals_4, out=buf63)
            del buf61
            del primals_4
            buf64 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_85, view_88, add_27, view_91, add_28, hidden_states, hidden_states_1, mul_93, sum_15], Original ATen: [aten.view, aten.add, aten.native_dropout, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_native_dropout_sum_view_14:144
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_native_dropout_sum_view_14.run(buf57, buf60, buf63, gt, embedding, rsqrt, buf64, 256, 128, stream=stream0)
            buf67 = empty_strided_cuda((1000, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_5], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_15:145
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_15.run(buf67, 256000, stream=stream0)
            buf66 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_3, view_85, view_88, add_27, view_91, add_28, mul_92, hidden_states, mul_94, mul_95, sum_16, add_29, pow_14, mul_96, mul_97, expand_13, div_8, pow_15, mul_98, mul_99, add_30, convert_element_type_12, mul_100, clone_27, eq_4, unsqueeze_7, where_11, full_5, index_put_1], Original ATen: [aten.threshold_backward, aten.view, aten.add, aten.mul, aten.native_dropout, aten.sum, aten.pow, aten.expand, aten.div, aten.native_dropout_backward, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_add_div_embedding_dense_backward_expand_mul_native_dropout_native_dropout_backward_pow_sum_threshold_backward_view_16:146
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_embedding_dense_backward_expand_mul_native_dropout_native_dropout_backward_pow_sum_threshold_backward_view_16.run(buf66, buf57, buf60, buf63, primals_3, gt, embedding, rsqrt, primals_1, buf67, 128, 256, stream=stream0)
            del buf57
            del buf60
            del buf63
            del buf66
            del embedding
            del gt
            del primals_1
            del primals_3
            del rsqrt
        return (None, buf67, reinterpret_tensor(buf64, (256, ), (1, ), 0), buf62, buf59, buf56, buf53, buf44, reinterpret_tensor(buf40, (256, ), (1, ), 0), buf38, buf35, reinterpret_tensor(buf31, (256, ), (1, ), 0), buf29, buf26, buf23, buf13, reinterpret_tensor(buf9, (256, ), (1, ), 0), buf7, buf4, reinterpret_tensor(buf0, (256, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    ge = rand_strided((1, 1, 64, 1), (64, 64, 1, 1), device='cuda:0', dtype=torch.bool)
    gt = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bool)
    rsqrt = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    add_6 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.int64)
    where_2 = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    gt_2 = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.bool)
    view_16 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    gt_3 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bool)
    add_8 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    gt_4 = rand_strided((2, 64, 512), (32768, 512, 1), device='cuda:0', dtype=torch.bool)
    view_20 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    gt_5 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bool)
    add_10 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    where_4 = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    gt_6 = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.bool)
    view_38 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    gt_7 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bool)
    add_13 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_40 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    gt_8 = rand_strided((2, 64, 512), (32768, 512, 1), device='cuda:0', dtype=torch.bool)
    view_42 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    gt_9 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bool)
    add_15 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    gt_10 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bool)
    le = rand_strided((2, 64, 512), (32768, 512, 1), device='cuda:0', dtype=torch.bool)
    permute_36 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_37 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_38 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_39 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    le_1 = rand_strided((2, 64, 512), (32768, 512, 1), device='cuda:0', dtype=torch.bool)
    permute_69 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_70 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_71 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_72 = rand_strided((8, 64, 64), (4096, 1, 64), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_5, primals_6, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, embedding, ge, gt, rsqrt, view, add_6, where_2, gt_2, view_16, gt_3, add_8, rsqrt_1, view_18, gt_4, view_20, gt_5, add_10, rsqrt_2, view_22, where_4, gt_6, view_38, gt_7, add_13, rsqrt_3, view_40, gt_8, view_42, gt_9, add_15, rsqrt_4, gt_10, le, permute_36, permute_37, permute_38, permute_39, le_1, permute_69, permute_70, permute_71, permute_72, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
