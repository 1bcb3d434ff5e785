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


# kernel path: /tmp/torchinductor_root/57/c575zkveqzegk2c73w6ei3kfjymdlzjwrqzew4yjrcwvpgbf7wr2.py
# Topologically Sorted Source Nodes: [input_1, x, x_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => convolution
#   x => permute
#   x_1 => clone, var_mean
# Graph fragment:
#   %buf0 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %permute : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, Max(1, (s53//4)), 1, Max(1, (s53//4))**2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf2
triton_red_fused_convolution_native_layer_norm_permute_0 = async_compile.triton('triton_red_fused_convolution_native_layer_norm_permute_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_native_layer_norm_permute_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 819200, 'r0_': 384}}
)
@triton.jit
def triton_red_fused_convolution_native_layer_norm_permute_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks0)
    x2 = xindex // ks1
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x4 = xindex
    tmp13_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp13_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp13_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + r0_3*((1) * ((1) >= (ks2 // 4)) + (ks2 // 4) * ((ks2 // 4) > (1)))*((1) * ((1) >= (ks2 // 4)) + (ks2 // 4) * ((ks2 // 4) > (1))) + x1*((1) * ((1) >= (ks2 // 4)) + (ks2 // 4) * ((ks2 // 4) > (1))) + 96*x2*((1) * ((1) >= (ks2 // 4)) + (ks2 // 4) * ((ks2 // 4) > (1)))*((1) * ((1) >= (ks2 // 4)) + (ks2 // 4) * ((ks2 // 4) > (1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr0 + (x0 + r0_3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 96*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
        tmp11 = tmp10 + tmp1
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp13_mean_next, tmp13_m2_next, tmp13_weight_next = triton_helpers.welford_reduce(
            tmp12, tmp13_mean, tmp13_m2, tmp13_weight, roffset == 0
        )
        tmp13_mean = tl.where(r0_mask & xmask, tmp13_mean_next, tmp13_mean)
        tmp13_m2 = tl.where(r0_mask & xmask, tmp13_m2_next, tmp13_m2)
        tmp13_weight = tl.where(r0_mask & xmask, tmp13_weight_next, tmp13_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tmp14, tmp15, tmp16 = triton_helpers.welford(tmp13_mean, tmp13_m2, tmp13_weight, 1)
    tmp13 = tmp14[:, None]
    tmp17 = tmp15[:, None]
    tmp18 = tmp16[:, None]
    tl.store(out_ptr0 + (x4), tmp4, xmask)
    tl.store(out_ptr1 + (x4), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/y5/cy56o6ktdpgq43hlj7hkytlleg24civmws7uhb2wdro2dqvrxyyv.py
# Topologically Sorted Source Nodes: [input_1, x, x_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => convolution
#   x => permute
#   x_1 => add_10, add_11, clone, mul_8, mul_9, rsqrt, sub_6, var_mean
# Graph fragment:
#   %buf0 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %getitem_1 : Tensor "f32[s77, (s53//4), (s53//4), 1][((s53//4))**2, (s53//4), 1, s77*((s53//4))**2]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[s77, (s53//4), (s53//4), 1][((s53//4))**2, (s53//4), 1, s77*((s53//4))**2]cuda:0" = PlaceHolder[target=buf2]
#   %arg5_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %convolution : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %permute : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, Max(1, (s53//4)), 1, Max(1, (s53//4))**2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clone, %getitem_1), kwargs = {})
#   %add_10 : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_8 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %mul_9 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg5_1), kwargs = {})
#   %add_11 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg6_1), kwargs = {})
#   return %add_11
triton_poi_fused_convolution_native_layer_norm_permute_1 = async_compile.triton('triton_poi_fused_convolution_native_layer_norm_permute_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_layer_norm_permute_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1574016}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_layer_norm_permute_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % ks0)
    x2 = ((xindex // ks1) % ks0)
    x3 = xindex // ks2
    x4 = xindex // 96
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (x1 + x0*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 96*x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x4), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x4), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 96.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = libdevice.rsqrt(tmp9)
    tmp11 = tmp4 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.store(out_ptr0 + (x5), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3k/c3kaua25j66schl4xug2dga47rbrw3vvdxi5ruzj32njur74vekg.py
# Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, input_2, input_3, input_4], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => convolution
#   input_2 => convolution_1
#   input_3 => permute_2
#   input_4 => var_mean_1
#   x => permute
#   x_1 => add_10, add_11, clone, mul_8, mul_9, rsqrt, sub_6, var_mean
#   x_2 => permute_1
# Graph fragment:
#   %buf5 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*((s53//4))**2, 1, 96*((s53//4)), 96]cuda:0" = PlaceHolder[target=buf5]
#   %arg9_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convolution : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %permute : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, Max(1, (s53//4)), 1, Max(1, (s53//4))**2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clone, %getitem_1), kwargs = {})
#   %add_10 : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_8 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %mul_9 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg5_1), kwargs = {})
#   %add_11 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg6_1), kwargs = {})
#   %permute_1 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, 1, 96*Max(1, (s53//4)), 96]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [0, 3, 1, 2]), kwargs = {})
#   %convolution_1 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*((s53//4))**2, 1, 96*((s53//4)), 96]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_1, %arg8_1, %arg9_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96), kwargs = {})
#   %permute_2 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*((s53//4))**2, 96*((s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_1, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_2, [3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_3,%buf7
triton_per_fused_convolution_native_layer_norm_permute_2 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 786816}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 96
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 96*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 96, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr1 + (x0), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/c5/cc5ob53mw2ymac5fu2ddp4icgznxbssojqqpitxsihwg4qjjf2bv.py
# Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, input_2, input_3, input_4], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => convolution
#   input_2 => convolution_1
#   input_3 => permute_2
#   input_4 => add_42, add_43, mul_38, mul_39, rsqrt_1, sub_25, var_mean_1
#   x => permute
#   x_1 => add_10, add_11, clone, mul_8, mul_9, rsqrt, sub_6, var_mean
#   x_2 => permute_1
# Graph fragment:
#   %buf5 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*((s53//4))**2, 1, 96*((s53//4)), 96]cuda:0" = PlaceHolder[target=buf5]
#   %arg9_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %getitem_3 : Tensor "f32[s77, (s53//4), (s53//4), 1][((s53//4))**2, (s53//4), 1, s77*((s53//4))**2]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf7 : Tensor "f32[s77, (s53//4), (s53//4), 1][((s53//4))**2, (s53//4), 1, s77*((s53//4))**2]cuda:0" = PlaceHolder[target=buf7]
#   %arg10_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg11_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %convolution : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %permute : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, Max(1, (s53//4)), 1, Max(1, (s53//4))**2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clone, %getitem_1), kwargs = {})
#   %add_10 : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_8 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %mul_9 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg5_1), kwargs = {})
#   %add_11 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg6_1), kwargs = {})
#   %permute_1 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, 1, 96*Max(1, (s53//4)), 96]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [0, 3, 1, 2]), kwargs = {})
#   %convolution_1 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*((s53//4))**2, 1, 96*((s53//4)), 96]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_1, %arg8_1, %arg9_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96), kwargs = {})
#   %permute_2 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*((s53//4))**2, 96*((s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_1, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_2, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_25 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_2, %getitem_3), kwargs = {})
#   %add_42 : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_42,), kwargs = {})
#   %mul_38 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_25, %rsqrt_1), kwargs = {})
#   %mul_39 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg10_1), kwargs = {})
#   %add_43 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %arg11_1), kwargs = {})
#   return %add_43
triton_poi_fused_convolution_native_layer_norm_permute_3 = async_compile.triton('triton_poi_fused_convolution_native_layer_norm_permute_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_layer_norm_permute_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 2360448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_layer_norm_permute_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 96
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_out_ptr0 + (x1 + 96*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1, 1], 96.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1, 1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = libdevice.rsqrt(tmp9)
    tmp11 = tmp4 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x1 + 96*y0), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ja/cjamso4waa5dzqsqh6shokfza7zomreguuxufxsc5xesqimrdimv.py
# Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_5 => view_1
#   input_6 => add_70, erf, mul_69, mul_70, mul_71
# Graph fragment:
#   %addmm : Tensor "f32[s77*((s53//4))**2, 384][384, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*((s53//4))**2, 384*(((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg2_1, %sym_size_int_3, %sym_size_int_4, 384]), kwargs = {})
#   %mul_69 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.5), kwargs = {})
#   %mul_70 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_70,), kwargs = {})
#   %add_70 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_71 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_69, %add_70), kwargs = {})
#   return %mul_71
triton_poi_fused_gelu_view_4 = async_compile.triton('triton_poi_fused_gelu_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9437184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_4(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zo/czogekejlcyhdkrrh5unwvkqphooddmdmxpfytmquqsmyx3hwm3i.py
# Topologically Sorted Source Nodes: [input_5, input_6, input_7, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
# Source node to ATen node mapping:
#    => mm_default_17
#   input_5 => view_1
#   input_6 => add_70, erf, mul_69, mul_70, mul_71
#   input_7 => permute_4, view_2
# Graph fragment:
#   %mul_71 : Tensor "f32[s77, (s53//4), (s53//4), 384][384*((s53//4))**2, 384*((s53//4)), 384, 1]cuda:0" = PlaceHolder[target=mul_71]
#   %view_1 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*((s53//4))**2, 384*(((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg2_1, %sym_size_int_3, %sym_size_int_4, 384]), kwargs = {})
#   %mul_69 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.5), kwargs = {})
#   %mul_70 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_70,), kwargs = {})
#   %add_70 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_71 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 384][384*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 384*Max(1, ((((s53//4))**2)//((s53//4)))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_69, %add_70), kwargs = {})
#   %view_2 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_71, [%mul_86, 384]), kwargs = {})
#   %permute_4 : Tensor "f32[384, 96][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg14_1, [1, 0]), kwargs = {})
#   %mm_default_17 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_2, %permute_4), kwargs = {})
#   return %buf12
triton_poi_fused_addmm_gelu_t_view_5 = async_compile.triton('triton_poi_fused_addmm_gelu_t_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_t_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9437184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_t_view_5(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = xindex // 384
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 384*((x1 % (ks0*ks1)))), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ec/cecxyr5xbfbogomr55gv6nrpoirc6g363eb6rmr2q5o5l62aalnf.py
# Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, , input_7, input_8, result, result_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.addmm, aten.view, aten.mul, aten.add]
# Source node to ATen node mapping:
#    => add_tensor_17
#   input_1 => convolution
#   input_7 => view_3
#   input_8 => permute_5
#   result => mul_99
#   result_1 => add_107
#   x => permute
#   x_1 => add_10, add_11, clone, mul_8, mul_9, rsqrt, sub_6, var_mean
#   x_2 => permute_1
# Graph fragment:
#   %arg7_1 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %arg15_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_17 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_17]
#   %add_11 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*((s53//4))**2, 96*((s53//4)), 96, 1]cuda:0" = PlaceHolder[target=add_11]
#   %convolution : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, Max(1, (s53//4))**2, Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %permute : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, Max(1, (s53//4)), 1, Max(1, (s53//4))**2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clone, %getitem_1), kwargs = {})
#   %add_10 : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[s77, (s53//4), (s53//4), 1][Max(1, (s53//4))**2, Max(1, (s53//4)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_8 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %mul_9 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg5_1), kwargs = {})
#   %add_11 : Tensor "f32[s77, (s53//4), (s53//4), 96][96*Max(1, (s53//4))**2, 96*Max(1, (s53//4)), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg6_1), kwargs = {})
#   %permute_1 : Tensor "f32[s77, 96, (s53//4), (s53//4)][96*Max(1, (s53//4))**2, 1, 96*Max(1, (s53//4)), 96]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [0, 3, 1, 2]), kwargs = {})
#   %add_tensor_17 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_17), kwargs = {})
#   %view_3 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_17, [%arg2_1, %sym_size_int_3, %sym_size_int_6, 96]), kwargs = {})
#   %permute_5 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 3, 1, 2]), kwargs = {})
#   %mul_99 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg7_1, %permute_5), kwargs = {})
#   %add_107 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_99, %permute_1), kwargs = {})
#   return %add_107
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3146496}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x3 = xindex
    x2 = xindex // ks0
    x4 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x4 + 96*ks1*x2), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tl.store(in_out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/lk/clkgrpdh2bolihsi3juygqowohxnslf7uerzyta4epavve2ig2dy.py
# Topologically Sorted Source Nodes: [input_9, input_10, input_11], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_10 => permute_6
#   input_11 => add_123, add_124, mul_130, mul_131, rsqrt_2, sub_69, var_mean_2
#   input_9 => convolution_2
# Graph fragment:
#   %buf15 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0" = PlaceHolder[target=buf15]
#   %arg18_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %getitem_5 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][((s53//4))*(((((s53//4))**2)//((s53//4)))), ((((s53//4))**2)//((s53//4))), 1, s77*((s53//4))*(((((s53//4))**2)//((s53//4))))]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf17 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][((s53//4))*(((((s53//4))**2)//((s53//4)))), ((((s53//4))**2)//((s53//4))), 1, s77*((s53//4))*(((((s53//4))**2)//((s53//4))))]cuda:0" = PlaceHolder[target=buf17]
#   %arg19_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %arg20_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %convolution_2 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%add_107, %arg17_1, %arg18_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96), kwargs = {})
#   %permute_6 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_2, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_6, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_69 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_6, %getitem_5), kwargs = {})
#   %add_123 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_123,), kwargs = {})
#   %mul_130 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_69, %rsqrt_2), kwargs = {})
#   %mul_131 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_130, %arg19_1), kwargs = {})
#   %add_124 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_131, %arg20_1), kwargs = {})
#   return %getitem_5,%buf17,%add_124
triton_per_fused_convolution_native_layer_norm_permute_7 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2360448}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 96
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 96*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 96, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp2 - tmp12
    tmp20 = tl.full([1, 1], 96.0, tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tl.full([1, 1], 1e-06, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp19 * tmp24
    tmp27 = tmp25 * tmp26
    tmp29 = tmp27 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 96*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5p/c5poslcorxuxxo3svyhiwdtw3wtjbr6rc6eviyg6rlspwb2r6mrj.py
# Topologically Sorted Source Nodes: [, input_14, input_15, result_2, result_3], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
# Source node to ATen node mapping:
#    => add_tensor_16
#   input_14 => view_7
#   input_15 => permute_9
#   result_2 => mul_191
#   result_3 => add_188
# Graph fragment:
#   %arg16_1 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg16_1]
#   %arg24_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %mm_default_16 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_16]
#   %add_107 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0" = PlaceHolder[target=add_107]
#   %add_tensor_16 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg24_1, %mm_default_16), kwargs = {})
#   %view_7 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_16, [%arg2_1, %sym_size_int_9, %sym_size_int_12, 96]), kwargs = {})
#   %permute_9 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [0, 3, 1, 2]), kwargs = {})
#   %mul_191 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg16_1, %permute_9), kwargs = {})
#   %add_188 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_191, %add_107), kwargs = {})
#   return %add_188
triton_poi_fused_add_addmm_mul_permute_view_8 = async_compile.triton('triton_poi_fused_add_addmm_mul_permute_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_permute_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3146496}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_permute_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp5 = tl.load(in_ptr2 + (x2), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tl.store(in_out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/qq/cqq4lahuakcimqsadmkvle3svrrouuqerot6gts2zaityc3qc4qc.py
# Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_15
#   input_21 => view_11
#   input_22 => permute_13
#   input_23 => convolution_4
#   result_4 => mul_283
#   result_5 => add_269
#   x_4 => add_280, add_281, mul_310, mul_311, permute_15, rsqrt_4, sub_154, var_mean_4
#   x_5 => permute_16
# Graph fragment:
#   %arg25_1 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg25_1]
#   %arg33_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg33_1]
#   %mm_default_15 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_15]
#   %add_188 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0" = PlaceHolder[target=add_188]
#   %getitem_9 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][((s53//4))*(((((s53//4))**2)//((s53//4)))), ((((s53//4))**2)//((s53//4))), 1, s77*((s53//4))*(((((s53//4))**2)//((s53//4))))]cuda:0" = PlaceHolder[target=getitem_9]
#   %buf33 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][((s53//4))*(((((s53//4))**2)//((s53//4)))), ((((s53//4))**2)//((s53//4))), 1, s77*((s53//4))*(((((s53//4))**2)//((s53//4))))]cuda:0" = PlaceHolder[target=buf33]
#   %arg34_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %arg35_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %add_tensor_15 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg33_1, %mm_default_15), kwargs = {})
#   %view_11 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_15, [%arg2_1, %sym_size_int_15, %sym_size_int_18, 96]), kwargs = {})
#   %permute_13 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_11, [0, 3, 1, 2]), kwargs = {})
#   %mul_283 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg25_1, %permute_13), kwargs = {})
#   %add_269 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_283, %add_188), kwargs = {})
#   %permute_15 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_269, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_15, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_154 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_15, %getitem_9), kwargs = {})
#   %add_280 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_280,), kwargs = {})
#   %mul_310 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_154, %rsqrt_4), kwargs = {})
#   %mul_311 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_310, %arg34_1), kwargs = {})
#   %add_281 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_311, %arg35_1), kwargs = {})
#   %permute_16 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_281, [0, 3, 1, 2]), kwargs = {})
#   %convolution_4 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_16, %arg36_1, %arg37_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %getitem_9,%buf33,%buf35
triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9 = async_compile.triton('triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 3147264}}
)
@triton.jit
def triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 96
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 96*x0), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 96*x0), r0_mask & xmask, other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 96, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 96.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tl.store(in_out_ptr0 + (r0_1 + 96*x0), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xi/cxiic2eoieqgfweggvwwm7w76lahlmzeb7cpznb6hhew3yqdhrqf.py
# Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_15
#   input_21 => view_11
#   input_22 => permute_13
#   input_23 => convolution_4
#   result_4 => mul_283
#   result_5 => add_269
#   x_4 => add_280, add_281, mul_310, mul_311, permute_15, rsqrt_4, sub_154, var_mean_4
#   x_5 => permute_16
# Graph fragment:
#   %arg36_1 : Tensor "f32[192, 96, 2, 2][384, 4, 2, 1]cuda:0" = PlaceHolder[target=arg36_1]
#   %add_tensor_15 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg33_1, %mm_default_15), kwargs = {})
#   %view_11 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_15, [%arg2_1, %sym_size_int_15, %sym_size_int_18, 96]), kwargs = {})
#   %permute_13 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_11, [0, 3, 1, 2]), kwargs = {})
#   %mul_283 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg25_1, %permute_13), kwargs = {})
#   %add_269 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_283, %add_188), kwargs = {})
#   %permute_15 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_269, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_15, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_154 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_15, %getitem_9), kwargs = {})
#   %add_280 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_280,), kwargs = {})
#   %mul_310 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_154, %rsqrt_4), kwargs = {})
#   %mul_311 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_310, %arg34_1), kwargs = {})
#   %add_281 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_311, %arg35_1), kwargs = {})
#   %permute_16 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_281, [0, 3, 1, 2]), kwargs = {})
#   %convolution_4 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_16, %arg36_1, %arg37_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf36
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_10 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32768, 'x': 4}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 589824, 'x': 147456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_10(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 18432
    xnumel = 4
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 96)
    y1 = yindex // 96
    tmp0 = tl.load(in_ptr0 + (x2 + 4*y3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 96*x2 + 384*y1), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gv/cgvbxztfpcxatqays2vfiwphkarr7xx3im67hyffndmuo4aq3zag.py
# Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_15
#   input_21 => view_11
#   input_22 => permute_13
#   input_23 => convolution_4
#   result_4 => mul_283
#   result_5 => add_269
#   x_4 => add_280, add_281, mul_310, mul_311, permute_15, rsqrt_4, sub_154, var_mean_4
#   x_5 => permute_16
# Graph fragment:
#   %buf37 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0" = PlaceHolder[target=buf37]
#   %arg37_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %add_tensor_15 : Tensor "f32[s77*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg33_1, %mm_default_15), kwargs = {})
#   %view_11 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_15, [%arg2_1, %sym_size_int_15, %sym_size_int_18, 96]), kwargs = {})
#   %permute_13 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_11, [0, 3, 1, 2]), kwargs = {})
#   %mul_283 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg25_1, %permute_13), kwargs = {})
#   %add_269 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 1, 96*(((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_283, %add_188), kwargs = {})
#   %permute_15 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*((s53//4))*(((((s53//4))**2)//((s53//4)))), 96*(((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_269, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_15, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_154 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_15, %getitem_9), kwargs = {})
#   %add_280 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 1][Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), Max(1, ((((s53//4))**2)//((s53//4)))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_280,), kwargs = {})
#   %mul_310 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_154, %rsqrt_4), kwargs = {})
#   %mul_311 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_310, %arg34_1), kwargs = {})
#   %add_281 : Tensor "f32[s77, (s53//4), ((((s53//4))**2)//((s53//4))), 96][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_311, %arg35_1), kwargs = {})
#   %permute_16 : Tensor "f32[s77, 96, (s53//4), ((((s53//4))**2)//((s53//4)))][96*Max(1, (s53//4))*Max(1, ((((s53//4))**2)//((s53//4)))), 1, 96*Max(1, ((((s53//4))**2)//((s53//4)))), 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_281, [0, 3, 1, 2]), kwargs = {})
#   %convolution_4 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_16, %arg36_1, %arg37_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_4
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1180416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 192)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/n5/cn5ao3vgwjmvsp6snnpm3qop5q6kzjlko3diw2td2e6e2h4mq3tc.py
# Topologically Sorted Source Nodes: [input_24, input_25, input_26], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_24 => convolution_5
#   input_25 => permute_17
#   input_26 => add_317, add_318, mul_344, mul_345, rsqrt_5, sub_176, var_mean_5
# Graph fragment:
#   %buf39 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0" = PlaceHolder[target=buf39]
#   %arg40_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg40_1]
#   %getitem_11 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), ((((s53//4))**2)//(2*((s53//4)))), 1, s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4)))))]cuda:0" = PlaceHolder[target=getitem_11]
#   %buf41 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), ((((s53//4))**2)//(2*((s53//4)))), 1, s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4)))))]cuda:0" = PlaceHolder[target=buf41]
#   %arg41_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg41_1]
#   %arg42_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg42_1]
#   %convolution_5 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%convolution_4, %arg39_1, %arg40_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192), kwargs = {})
#   %permute_17 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_5, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_17, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_176 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_17, %getitem_11), kwargs = {})
#   %add_317 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_317,), kwargs = {})
#   %mul_344 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_176, %rsqrt_5), kwargs = {})
#   %mul_345 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_344, %arg41_1), kwargs = {})
#   %add_318 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_345, %arg42_1), kwargs = {})
#   return %getitem_11,%buf41,%add_318
triton_per_fused_convolution_native_layer_norm_permute_12 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1181952}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 192
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 192*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 192, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp2 - tmp12
    tmp20 = tl.full([1, 1], 192.0, tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tl.full([1, 1], 1e-06, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp19 * tmp24
    tmp27 = tmp25 * tmp26
    tmp29 = tmp27 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 192*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nl/cnl7xfvmgzyuwjsqldv3sfchzntxnr7umofwbnxyysqszqfzc2wf.py
# Topologically Sorted Source Nodes: [input_27, input_28], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_27 => view_13
#   input_28 => add_345, erf_3, mul_375, mul_376, mul_377
# Graph fragment:
#   %addmm_6 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 768][768, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_13 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 768][768*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 768*(((((s53//4))**2)//(2*((s53//4))))), 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [%arg2_1, %sym_size_int_23, %sym_size_int_24, 768]), kwargs = {})
#   %mul_375 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 768][768*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, 0.5), kwargs = {})
#   %mul_376 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 768][768*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, 0.7071067811865476), kwargs = {})
#   %erf_3 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 768][768*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_376,), kwargs = {})
#   %add_345 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 768][768*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_3, 1), kwargs = {})
#   %mul_377 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 768][768*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_375, %add_345), kwargs = {})
#   return %mul_377
triton_poi_fused_gelu_view_13 = async_compile.triton('triton_poi_fused_gelu_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_13(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kn/ckng7u3555v54rqnix6yojrucyhm2bl5mwclfksxdvezqyyvi76c.py
# Topologically Sorted Source Nodes: [, input_29, input_30, result_6, result_7], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
# Source node to ATen node mapping:
#    => add_tensor_14
#   input_29 => view_15
#   input_30 => permute_20
#   result_6 => mul_405
#   result_7 => add_382
# Graph fragment:
#   %arg38_1 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg38_1]
#   %arg46_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg46_1]
#   %mm_default_14 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192][192, 1]cuda:0" = PlaceHolder[target=mm_default_14]
#   %convolution_4 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0" = PlaceHolder[target=convolution_4]
#   %add_tensor_14 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg46_1, %mm_default_14), kwargs = {})
#   %view_15 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_14, [%arg2_1, %sym_size_int_23, %sym_size_int_26, 192]), kwargs = {})
#   %permute_20 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 3, 1, 2]), kwargs = {})
#   %mul_405 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg38_1, %permute_20), kwargs = {})
#   %add_382 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_405, %convolution_4), kwargs = {})
#   return %add_382
triton_poi_fused_add_addmm_mul_permute_view_14 = async_compile.triton('triton_poi_fused_add_addmm_mul_permute_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_permute_view_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1574400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_permute_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp5 = tl.load(in_ptr2 + (x2), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tl.store(in_out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yd/cydgemwsi3mejtalcy44a53tvrjgh2fpv3333zfw6bilcvwb2pqj.py
# Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_12
#   input_43 => view_23
#   input_44 => permute_28
#   input_45 => convolution_8
#   result_10 => mul_589
#   result_11 => add_544
#   x_7 => add_555, add_556, mul_616, mul_617, permute_30, rsqrt_8, sub_305, var_mean_8
#   x_8 => permute_31
# Graph fragment:
#   %arg56_1 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg56_1]
#   %arg64_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg64_1]
#   %mm_default_12 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192][192, 1]cuda:0" = PlaceHolder[target=mm_default_12]
#   %add_463 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0" = PlaceHolder[target=add_463]
#   %getitem_17 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), ((((s53//4))**2)//(2*((s53//4)))), 1, s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4)))))]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf66 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), ((((s53//4))**2)//(2*((s53//4)))), 1, s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4)))))]cuda:0" = PlaceHolder[target=buf66]
#   %arg65_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg65_1]
#   %arg66_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg66_1]
#   %add_tensor_12 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg64_1, %mm_default_12), kwargs = {})
#   %view_23 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_12, [%arg2_1, %sym_size_int_35, %sym_size_int_38, 192]), kwargs = {})
#   %permute_28 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_23, [0, 3, 1, 2]), kwargs = {})
#   %mul_589 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg56_1, %permute_28), kwargs = {})
#   %add_544 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_589, %add_463), kwargs = {})
#   %permute_30 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_544, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_8 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_30, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_305 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_30, %getitem_17), kwargs = {})
#   %add_555 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_8 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_555,), kwargs = {})
#   %mul_616 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_305, %rsqrt_8), kwargs = {})
#   %mul_617 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_616, %arg65_1), kwargs = {})
#   %add_556 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_617, %arg66_1), kwargs = {})
#   %permute_31 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_556, [0, 3, 1, 2]), kwargs = {})
#   %convolution_8 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_31, %arg67_1, %arg68_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %getitem_17,%buf66,%buf68
triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15 = async_compile.triton('triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1575936}}
)
@triton.jit
def triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 192
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 192*x0), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 192*x0), r0_mask & xmask, other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 192, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 192.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tl.store(in_out_ptr0 + (r0_1 + 192*x0), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7u/c7uuqeg63xpxhrjgk5nsd4bzijmyijezmbsxfdhezoc6v2z2x3i5.py
# Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_12
#   input_43 => view_23
#   input_44 => permute_28
#   input_45 => convolution_8
#   result_10 => mul_589
#   result_11 => add_544
#   x_7 => add_555, add_556, mul_616, mul_617, permute_30, rsqrt_8, sub_305, var_mean_8
#   x_8 => permute_31
# Graph fragment:
#   %arg67_1 : Tensor "f32[384, 192, 2, 2][768, 4, 2, 1]cuda:0" = PlaceHolder[target=arg67_1]
#   %add_tensor_12 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg64_1, %mm_default_12), kwargs = {})
#   %view_23 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_12, [%arg2_1, %sym_size_int_35, %sym_size_int_38, 192]), kwargs = {})
#   %permute_28 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_23, [0, 3, 1, 2]), kwargs = {})
#   %mul_589 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg56_1, %permute_28), kwargs = {})
#   %add_544 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_589, %add_463), kwargs = {})
#   %permute_30 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_544, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_8 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_30, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_305 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_30, %getitem_17), kwargs = {})
#   %add_555 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_8 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_555,), kwargs = {})
#   %mul_616 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_305, %rsqrt_8), kwargs = {})
#   %mul_617 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_616, %arg65_1), kwargs = {})
#   %add_556 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_617, %arg66_1), kwargs = {})
#   %permute_31 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_556, [0, 3, 1, 2]), kwargs = {})
#   %convolution_8 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_31, %arg67_1, %arg68_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf69
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_16 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 131072, 'x': 4}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2359296, 'x': 589824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_16(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 73728
    xnumel = 4
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 192)
    y1 = yindex // 192
    tmp0 = tl.load(in_ptr0 + (x2 + 4*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 192*x2 + 768*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kw/ckwnlz63iopg7g5x2jfj5kh7fv577vqunobr7daxfruguedyhl7w.py
# Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_12
#   input_43 => view_23
#   input_44 => permute_28
#   input_45 => convolution_8
#   result_10 => mul_589
#   result_11 => add_544
#   x_7 => add_555, add_556, mul_616, mul_617, permute_30, rsqrt_8, sub_305, var_mean_8
#   x_8 => permute_31
# Graph fragment:
#   %buf70 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0" = PlaceHolder[target=buf70]
#   %arg68_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg68_1]
#   %add_tensor_12 : Tensor "f32[s77*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg64_1, %mm_default_12), kwargs = {})
#   %view_23 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_12, [%arg2_1, %sym_size_int_35, %sym_size_int_38, 192]), kwargs = {})
#   %permute_28 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_23, [0, 3, 1, 2]), kwargs = {})
#   %mul_589 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg56_1, %permute_28), kwargs = {})
#   %add_544 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 1, 192*(((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_589, %add_463), kwargs = {})
#   %permute_30 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*((s53//8))*(((((s53//4))**2)//(2*((s53//4))))), 192*(((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_544, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_8 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_30, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_305 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_30, %getitem_17), kwargs = {})
#   %add_555 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_8 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 1][Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_555,), kwargs = {})
#   %mul_616 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_305, %rsqrt_8), kwargs = {})
#   %mul_617 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_616, %arg65_1), kwargs = {})
#   %add_556 : Tensor "f32[s77, (s53//8), ((((s53//4))**2)//(2*((s53//4)))), 192][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_617, %arg66_1), kwargs = {})
#   %permute_31 : Tensor "f32[s77, 192, (s53//8), ((((s53//4))**2)//(2*((s53//4))))][192*Max(1, (s53//8))*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 1, 192*Max(1, ((((s53//4))**2)//(2*((s53//4))))), 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_556, [0, 3, 1, 2]), kwargs = {})
#   %convolution_8 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_31, %arg67_1, %arg68_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_8
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 591360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 384)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/o3/co3i7d6gdthlx7q2rbrhgp5c5mv7dif5ojewh42ica3zqdb4uz5p.py
# Topologically Sorted Source Nodes: [input_46, input_47, input_48], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_46 => convolution_9
#   input_47 => permute_32
#   input_48 => add_592, add_593, mul_650, mul_651, rsqrt_9, sub_327, var_mean_9
# Graph fragment:
#   %buf72 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0" = PlaceHolder[target=buf72]
#   %arg71_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg71_1]
#   %getitem_19 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), ((((s53//4))**2)//(4*((s53//4)))), 1, s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4)))))]cuda:0" = PlaceHolder[target=getitem_19]
#   %buf74 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), ((((s53//4))**2)//(4*((s53//4)))), 1, s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4)))))]cuda:0" = PlaceHolder[target=buf74]
#   %arg72_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg72_1]
#   %arg73_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg73_1]
#   %convolution_9 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%convolution_8, %arg70_1, %arg71_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384), kwargs = {})
#   %permute_32 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_9, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_32, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_327 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_32, %getitem_19), kwargs = {})
#   %add_592 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-06), kwargs = {})
#   %rsqrt_9 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_592,), kwargs = {})
#   %mul_650 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_327, %rsqrt_9), kwargs = {})
#   %mul_651 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_650, %arg72_1), kwargs = {})
#   %add_593 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_651, %arg73_1), kwargs = {})
#   return %getitem_19,%buf74,%add_593
triton_per_fused_convolution_native_layer_norm_permute_18 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 594432}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 384, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp2 - tmp12
    tmp20 = tl.full([1, 1], 384.0, tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tl.full([1, 1], 1e-06, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp19 * tmp24
    tmp27 = tmp25 * tmp26
    tmp29 = tmp27 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/34/c34dhyinbae2tnyq5e3ldunzy4lim5y5itrm5fkqvd2ea7wpakiv.py
# Topologically Sorted Source Nodes: [input_49, input_50], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_49 => view_25
#   input_50 => add_620, erf_6, mul_681, mul_682, mul_683
# Graph fragment:
#   %addmm_12 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_12]
#   %view_25 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1536][1536*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1536*(((((s53//4))**2)//(4*((s53//4))))), 1536, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [%arg2_1, %sym_size_int_43, %sym_size_int_44, 1536]), kwargs = {})
#   %mul_681 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1536][1536*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_25, 0.5), kwargs = {})
#   %mul_682 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1536][1536*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_25, 0.7071067811865476), kwargs = {})
#   %erf_6 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1536][1536*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_682,), kwargs = {})
#   %add_620 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1536][1536*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_6, 1), kwargs = {})
#   %mul_683 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1536][1536*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_681, %add_620), kwargs = {})
#   return %mul_683
triton_poi_fused_gelu_view_19 = async_compile.triton('triton_poi_fused_gelu_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2359296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_19(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jo/cjov5breopa7p5fcnvhzh3cxhgcpuay3iuig2twilvpz6qtjgtlr.py
# Topologically Sorted Source Nodes: [, input_51, input_52, result_12, result_13], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
# Source node to ATen node mapping:
#    => add_tensor_11
#   input_51 => view_27
#   input_52 => permute_35
#   result_12 => mul_711
#   result_13 => add_657
# Graph fragment:
#   %arg69_1 : Tensor "f32[384, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg69_1]
#   %arg77_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg77_1]
#   %mm_default_11 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384][384, 1]cuda:0" = PlaceHolder[target=mm_default_11]
#   %convolution_8 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0" = PlaceHolder[target=convolution_8]
#   %add_tensor_11 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg77_1, %mm_default_11), kwargs = {})
#   %view_27 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_11, [%arg2_1, %sym_size_int_43, %sym_size_int_46, 384]), kwargs = {})
#   %permute_35 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [0, 3, 1, 2]), kwargs = {})
#   %mul_711 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg69_1, %permute_35), kwargs = {})
#   %add_657 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_711, %convolution_8), kwargs = {})
#   return %add_657
triton_poi_fused_add_addmm_mul_permute_view_20 = async_compile.triton('triton_poi_fused_add_addmm_mul_permute_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_permute_view_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 789504}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_permute_view_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp5 = tl.load(in_ptr2 + (x2), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tl.store(in_out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ji/cjixbv62vauhlnbgsui77ql5dhshgaejcgdjfl7zomskm36p2csm.py
# Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_3
#   input_107 => view_59
#   input_108 => permute_67
#   input_109 => convolution_18
#   result_28 => mul_1447
#   result_29 => add_1305
#   x_10 => add_1316, add_1317, mul_1474, mul_1475, permute_69, rsqrt_18, sub_720, var_mean_18
#   x_11 => permute_70
# Graph fragment:
#   %arg141_1 : Tensor "f32[384, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg141_1]
#   %arg149_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg149_1]
#   %mm_default_3 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384][384, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %add_1224 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0" = PlaceHolder[target=add_1224]
#   %getitem_37 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), ((((s53//4))**2)//(4*((s53//4)))), 1, s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4)))))]cuda:0" = PlaceHolder[target=getitem_37]
#   %buf153 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), ((((s53//4))**2)//(4*((s53//4)))), 1, s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4)))))]cuda:0" = PlaceHolder[target=buf153]
#   %arg150_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg150_1]
#   %arg151_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg151_1]
#   %add_tensor_3 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg149_1, %mm_default_3), kwargs = {})
#   %view_59 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [%arg2_1, %sym_size_int_91, %sym_size_int_94, 384]), kwargs = {})
#   %permute_67 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_59, [0, 3, 1, 2]), kwargs = {})
#   %mul_1447 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg141_1, %permute_67), kwargs = {})
#   %add_1305 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1447, %add_1224), kwargs = {})
#   %permute_69 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_1305, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_18 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_69, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_720 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_69, %getitem_37), kwargs = {})
#   %add_1316 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-06), kwargs = {})
#   %rsqrt_18 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1316,), kwargs = {})
#   %mul_1474 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_720, %rsqrt_18), kwargs = {})
#   %mul_1475 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1474, %arg150_1), kwargs = {})
#   %add_1317 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1475, %arg151_1), kwargs = {})
#   %permute_70 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_1317, [0, 3, 1, 2]), kwargs = {})
#   %convolution_18 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_70, %arg152_1, %arg153_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %getitem_37,%buf153,%buf155
triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21 = async_compile.triton('triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 792576}}
)
@triton.jit
def triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 384, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 384.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ri/cricksga7ckquxmmfv45glzshp3by7uh75bqvtvihj6wkiqgg6j7.py
# Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_3
#   input_107 => view_59
#   input_108 => permute_67
#   input_109 => convolution_18
#   result_28 => mul_1447
#   result_29 => add_1305
#   x_10 => add_1316, add_1317, mul_1474, mul_1475, permute_69, rsqrt_18, sub_720, var_mean_18
#   x_11 => permute_70
# Graph fragment:
#   %arg152_1 : Tensor "f32[768, 384, 2, 2][1536, 4, 2, 1]cuda:0" = PlaceHolder[target=arg152_1]
#   %add_tensor_3 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg149_1, %mm_default_3), kwargs = {})
#   %view_59 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [%arg2_1, %sym_size_int_91, %sym_size_int_94, 384]), kwargs = {})
#   %permute_67 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_59, [0, 3, 1, 2]), kwargs = {})
#   %mul_1447 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg141_1, %permute_67), kwargs = {})
#   %add_1305 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1447, %add_1224), kwargs = {})
#   %permute_69 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_1305, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_18 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_69, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_720 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_69, %getitem_37), kwargs = {})
#   %add_1316 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-06), kwargs = {})
#   %rsqrt_18 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1316,), kwargs = {})
#   %mul_1474 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_720, %rsqrt_18), kwargs = {})
#   %mul_1475 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1474, %arg150_1), kwargs = {})
#   %add_1317 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1475, %arg151_1), kwargs = {})
#   %permute_70 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_1317, [0, 3, 1, 2]), kwargs = {})
#   %convolution_18 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_70, %arg152_1, %arg153_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf156
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_22 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 524288, 'x': 4}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 9437184, 'x': 2359296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_22(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 294912
    xnumel = 4
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 384)
    y1 = yindex // 384
    tmp0 = tl.load(in_ptr0 + (x2 + 4*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 384*x2 + 1536*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nm/cnmzhvewqzmdgpuu6qqkpascmiqjtwfstfqb6q27avfio73gp27l.py
# Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
# Source node to ATen node mapping:
#    => add_tensor_3
#   input_107 => view_59
#   input_108 => permute_67
#   input_109 => convolution_18
#   result_28 => mul_1447
#   result_29 => add_1305
#   x_10 => add_1316, add_1317, mul_1474, mul_1475, permute_69, rsqrt_18, sub_720, var_mean_18
#   x_11 => permute_70
# Graph fragment:
#   %buf157 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0" = PlaceHolder[target=buf157]
#   %arg153_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg153_1]
#   %add_tensor_3 : Tensor "f32[s77*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg149_1, %mm_default_3), kwargs = {})
#   %view_59 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [%arg2_1, %sym_size_int_91, %sym_size_int_94, 384]), kwargs = {})
#   %permute_67 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_59, [0, 3, 1, 2]), kwargs = {})
#   %mul_1447 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg141_1, %permute_67), kwargs = {})
#   %add_1305 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 1, 384*(((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1447, %add_1224), kwargs = {})
#   %permute_69 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*((s53//16))*(((((s53//4))**2)//(4*((s53//4))))), 384*(((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_1305, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_18 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_69, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_720 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_69, %getitem_37), kwargs = {})
#   %add_1316 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-06), kwargs = {})
#   %rsqrt_18 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 1][Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1316,), kwargs = {})
#   %mul_1474 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_720, %rsqrt_18), kwargs = {})
#   %mul_1475 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1474, %arg150_1), kwargs = {})
#   %add_1317 : Tensor "f32[s77, (s53//16), ((((s53//4))**2)//(4*((s53//4)))), 384][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1475, %arg151_1), kwargs = {})
#   %permute_70 : Tensor "f32[s77, 384, (s53//16), ((((s53//4))**2)//(4*((s53//4))))][384*Max(1, (s53//16))*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 1, 384*Max(1, ((((s53//4))**2)//(4*((s53//4))))), 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_1317, [0, 3, 1, 2]), kwargs = {})
#   %convolution_18 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_70, %arg152_1, %arg153_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_18
triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23 = async_compile.triton('triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 297984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 768)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/d3/cd32utzeeeolakz7n4b5lzgr7yd2adm6jdzggpio7zthafha2j44.py
# Topologically Sorted Source Nodes: [input_110, input_111, input_112], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_110 => convolution_19
#   input_111 => permute_71
#   input_112 => add_1353, add_1354, mul_1508, mul_1509, rsqrt_19, sub_742, var_mean_19
# Graph fragment:
#   %buf159 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0" = PlaceHolder[target=buf159]
#   %arg156_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg156_1]
#   %getitem_39 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 1][((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), ((((s53//4))**2)//(8*((s53//4)))), 1, s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4)))))]cuda:0" = PlaceHolder[target=getitem_39]
#   %buf161 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 1][((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), ((((s53//4))**2)//(8*((s53//4)))), 1, s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4)))))]cuda:0" = PlaceHolder[target=buf161]
#   %arg157_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg157_1]
#   %arg158_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg158_1]
#   %convolution_19 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%convolution_18, %arg155_1, %arg156_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768), kwargs = {})
#   %permute_71 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768*(((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_19, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_19 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_71, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_742 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_71, %getitem_39), kwargs = {})
#   %add_1353 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 1][Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), Max(1, ((((s53//4))**2)//(8*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_38, 1e-06), kwargs = {})
#   %rsqrt_19 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 1][Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), Max(1, ((((s53//4))**2)//(8*((s53//4))))), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1353,), kwargs = {})
#   %mul_1508 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_742, %rsqrt_19), kwargs = {})
#   %mul_1509 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1508, %arg157_1), kwargs = {})
#   %add_1354 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1509, %arg158_1), kwargs = {})
#   return %getitem_39,%buf161,%add_1354
triton_per_fused_convolution_native_layer_norm_permute_24 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_24', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 304128}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_24(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 768, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp2 - tmp12
    tmp20 = tl.full([1, 1], 768.0, tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tl.full([1, 1], 1e-06, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp19 * tmp24
    tmp27 = tmp25 * tmp26
    tmp29 = tmp27 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zi/czisxctssgqd67lajulxkenocbzp5yvu3e3yjhpgwqfpfmypz2vg.py
# Topologically Sorted Source Nodes: [input_113, input_114], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_113 => view_61
#   input_114 => add_1381, erf_15, mul_1539, mul_1540, mul_1541
# Graph fragment:
#   %addmm_30 : Tensor "f32[s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_30]
#   %view_61 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 3072][3072*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 3072*(((((s53//4))**2)//(8*((s53//4))))), 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_30, [%arg2_1, %sym_size_int_99, %sym_size_int_100, 3072]), kwargs = {})
#   %mul_1539 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 3072][3072*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_61, 0.5), kwargs = {})
#   %mul_1540 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 3072][3072*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_61, 0.7071067811865476), kwargs = {})
#   %erf_15 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 3072][3072*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_1540,), kwargs = {})
#   %add_1381 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 3072][3072*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_15, 1), kwargs = {})
#   %mul_1541 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 3072][3072*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1539, %add_1381), kwargs = {})
#   return %mul_1541
triton_poi_fused_gelu_view_25 = async_compile.triton('triton_poi_fused_gelu_view_25', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1179648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_25(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3p/c3p2wt4eiww5kyxnjoozgakarwko37s37id4xtusgaurjbm7qyfa.py
# Topologically Sorted Source Nodes: [, input_115, input_116, result_30, result_31], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
# Source node to ATen node mapping:
#    => add_tensor_2
#   input_115 => view_63
#   input_116 => permute_74
#   result_30 => mul_1569
#   result_31 => add_1418
# Graph fragment:
#   %arg154_1 : Tensor "f32[768, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg154_1]
#   %arg162_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg162_1]
#   %mm_default_2 : Tensor "f32[s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %convolution_18 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0" = PlaceHolder[target=convolution_18]
#   %add_tensor_2 : Tensor "f32[s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg162_1, %mm_default_2), kwargs = {})
#   %view_63 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768*(((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [%arg2_1, %sym_size_int_99, %sym_size_int_102, 768]), kwargs = {})
#   %permute_74 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_63, [0, 3, 1, 2]), kwargs = {})
#   %mul_1569 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 1, 768*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg154_1, %permute_74), kwargs = {})
#   %add_1418 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1569, %convolution_18), kwargs = {})
#   return %add_1418
triton_poi_fused_add_addmm_mul_permute_view_26 = async_compile.triton('triton_poi_fused_add_addmm_mul_permute_view_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_permute_view_26', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 399360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_permute_view_26(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 768)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp5 = tl.load(in_ptr2 + (x2), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp6 = tmp4 + tmp5
    tl.store(in_out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2y/c2yyv67avtqn7mnbpeakj7zdxhaeidyhkw27c3p6z32scrfg2t6u.py
# Topologically Sorted Source Nodes: [, input_129, input_130, result_34, result_35, x_12], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.mean]
# Source node to ATen node mapping:
#    => add_tensor
#   input_129 => view_71
#   input_130 => permute_82
#   result_34 => mul_1753
#   result_35 => add_1580
#   x_12 => mean
# Graph fragment:
#   %arg172_1 : Tensor "f32[768, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg172_1]
#   %arg180_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg180_1]
#   %mm_default : Tensor "f32[s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_1499 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0" = PlaceHolder[target=add_1499]
#   %buf185 : Tensor "f32[s77, 768, 1, 1][768, 1, 768*s77, 768*s77]cuda:0" = PlaceHolder[target=buf185]
#   %add_tensor : Tensor "f32[s77*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg180_1, %mm_default), kwargs = {})
#   %view_71 : Tensor "f32[s77, (s53//32), ((((s53//4))**2)//(8*((s53//4)))), 768][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 768*(((((s53//4))**2)//(8*((s53//4))))), 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%arg2_1, %sym_size_int_111, %sym_size_int_114, 768]), kwargs = {})
#   %permute_82 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_71, [0, 3, 1, 2]), kwargs = {})
#   %mul_1753 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*Max(1, (s53//32))*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 1, 768*Max(1, ((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg172_1, %permute_82), kwargs = {})
#   %add_1580 : Tensor "f32[s77, 768, (s53//32), ((((s53//4))**2)//(8*((s53//4))))][768*((s53//32))*(((((s53//4))**2)//(8*((s53//4))))), 1, 768*(((((s53//4))**2)//(8*((s53//4))))), 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1753, %add_1499), kwargs = {})
#   %mean : Tensor "f32[s77, 768, 1, 1][768, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%add_1580, [-1, -2], True), kwargs = {})
#   return %buf185,%mean
triton_red_fused_add_addmm_mean_mul_permute_view_27 = async_compile.triton('triton_red_fused_add_addmm_mean_mul_permute_view_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_addmm_mean_mul_permute_view_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 215040, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_addmm_mean_mul_permute_view_27(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    x1 = xindex // 768
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp2 = tl.load(in_ptr2 + (x0 + 768*r0_2 + 768*x1*(ks1 // (8*ks0))*(ks2 // 32)), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 768*r0_2 + 768*x1*(ks1 // (8*ks0))*(ks2 // 32)), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tmp1 + tmp2
        tmp4 = tmp0 * tmp3
        tmp6 = tmp4 + tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp10 = (ks1 // (8*ks0))*(ks2 // 32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp8 / tmp11)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/x7/cx7ewybu3lwovpfe7cucncel3c7uulqxexkdmvfrgw7ji7pev4gg.py
# Topologically Sorted Source Nodes: [x_12, x_13, x_14], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_12 => as_strided
#   x_13 => permute_83
#   x_14 => add_1611, add_1612, mul_1785, mul_1786, rsqrt_22, sub_873, var_mean_22
# Graph fragment:
#   %mean : Tensor "f32[s77, 768, 1, 1][768, 1, 1, 1]cuda:0" = PlaceHolder[target=mean]
#   %getitem_45 : Tensor "f32[s77, 1, 1, 1][1, s77, s77, s77]cuda:0" = PlaceHolder[target=getitem_45]
#   %buf188 : Tensor "f32[s77, 1, 1, 1][1, s77, s77, s77]cuda:0" = PlaceHolder[target=buf188]
#   %arg181_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg181_1]
#   %arg182_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg182_1]
#   %as_strided : Tensor "f32[s77, 768, 1, 1][768, 1, 768, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.as_strided.default](args = (%mean, [%arg2_1, 768, 1, 1], [768, 1, 768, 768]), kwargs = {})
#   %permute_83 : Tensor "f32[s77, 1, 1, 768][768, 768, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%as_strided, [0, 2, 3, 1]), kwargs = {})
#   %var_mean_22 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%permute_83, [3]), kwargs = {correction: 0, keepdim: True})
#   %sub_873 : Tensor "f32[s77, 1, 1, 768][768, 768, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%permute_83, %getitem_45), kwargs = {})
#   %add_1611 : Tensor "f32[s77, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-06), kwargs = {})
#   %rsqrt_22 : Tensor "f32[s77, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1611,), kwargs = {})
#   %mul_1785 : Tensor "f32[s77, 1, 1, 768][768, 768, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_873, %rsqrt_22), kwargs = {})
#   %mul_1786 : Tensor "f32[s77, 1, 1, 768][768, 768, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1785, %arg181_1), kwargs = {})
#   %add_1612 : Tensor "f32[s77, 1, 1, 768][768, 768, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1786, %arg182_1), kwargs = {})
#   return %getitem_45,%buf188,%add_1612
triton_per_fused_as_strided_native_layer_norm_permute_28 = async_compile.triton('triton_per_fused_as_strided_native_layer_norm_permute_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_as_strided_native_layer_norm_permute_28', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 24576}}
)
@triton.jit
def triton_per_fused_as_strided_native_layer_norm_permute_28(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp24 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 768, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp0 - tmp10
    tmp18 = tl.full([1, 1], 768.0, tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tl.full([1, 1], 1e-06, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp17 * tmp22
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp27, r0_mask & xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1 = args
        args.clear()
        s77 = arg2_1
        s53 = arg3_1
        assert_size_stride(arg0_1, (96, 3, 4, 4), (48, 16, 4, 1))
        assert_size_stride(arg1_1, (96, ), (1, ))
        assert_size_stride(arg4_1, (s77, 3, s53, s53), (3*s53*s53, s53*s53, s53, 1))
        assert_size_stride(arg5_1, (96, ), (1, ))
        assert_size_stride(arg6_1, (96, ), (1, ))
        assert_size_stride(arg7_1, (96, 1, 1), (1, 1, 1))
        assert_size_stride(arg8_1, (96, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg9_1, (96, ), (1, ))
        assert_size_stride(arg10_1, (96, ), (1, ))
        assert_size_stride(arg11_1, (96, ), (1, ))
        assert_size_stride(arg12_1, (384, 96), (96, 1))
        assert_size_stride(arg13_1, (384, ), (1, ))
        assert_size_stride(arg14_1, (96, 384), (384, 1))
        assert_size_stride(arg15_1, (96, ), (1, ))
        assert_size_stride(arg16_1, (96, 1, 1), (1, 1, 1))
        assert_size_stride(arg17_1, (96, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg18_1, (96, ), (1, ))
        assert_size_stride(arg19_1, (96, ), (1, ))
        assert_size_stride(arg20_1, (96, ), (1, ))
        assert_size_stride(arg21_1, (384, 96), (96, 1))
        assert_size_stride(arg22_1, (384, ), (1, ))
        assert_size_stride(arg23_1, (96, 384), (384, 1))
        assert_size_stride(arg24_1, (96, ), (1, ))
        assert_size_stride(arg25_1, (96, 1, 1), (1, 1, 1))
        assert_size_stride(arg26_1, (96, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg27_1, (96, ), (1, ))
        assert_size_stride(arg28_1, (96, ), (1, ))
        assert_size_stride(arg29_1, (96, ), (1, ))
        assert_size_stride(arg30_1, (384, 96), (96, 1))
        assert_size_stride(arg31_1, (384, ), (1, ))
        assert_size_stride(arg32_1, (96, 384), (384, 1))
        assert_size_stride(arg33_1, (96, ), (1, ))
        assert_size_stride(arg34_1, (96, ), (1, ))
        assert_size_stride(arg35_1, (96, ), (1, ))
        assert_size_stride(arg36_1, (192, 96, 2, 2), (384, 4, 2, 1))
        assert_size_stride(arg37_1, (192, ), (1, ))
        assert_size_stride(arg38_1, (192, 1, 1), (1, 1, 1))
        assert_size_stride(arg39_1, (192, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg40_1, (192, ), (1, ))
        assert_size_stride(arg41_1, (192, ), (1, ))
        assert_size_stride(arg42_1, (192, ), (1, ))
        assert_size_stride(arg43_1, (768, 192), (192, 1))
        assert_size_stride(arg44_1, (768, ), (1, ))
        assert_size_stride(arg45_1, (192, 768), (768, 1))
        assert_size_stride(arg46_1, (192, ), (1, ))
        assert_size_stride(arg47_1, (192, 1, 1), (1, 1, 1))
        assert_size_stride(arg48_1, (192, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg49_1, (192, ), (1, ))
        assert_size_stride(arg50_1, (192, ), (1, ))
        assert_size_stride(arg51_1, (192, ), (1, ))
        assert_size_stride(arg52_1, (768, 192), (192, 1))
        assert_size_stride(arg53_1, (768, ), (1, ))
        assert_size_stride(arg54_1, (192, 768), (768, 1))
        assert_size_stride(arg55_1, (192, ), (1, ))
        assert_size_stride(arg56_1, (192, 1, 1), (1, 1, 1))
        assert_size_stride(arg57_1, (192, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg58_1, (192, ), (1, ))
        assert_size_stride(arg59_1, (192, ), (1, ))
        assert_size_stride(arg60_1, (192, ), (1, ))
        assert_size_stride(arg61_1, (768, 192), (192, 1))
        assert_size_stride(arg62_1, (768, ), (1, ))
        assert_size_stride(arg63_1, (192, 768), (768, 1))
        assert_size_stride(arg64_1, (192, ), (1, ))
        assert_size_stride(arg65_1, (192, ), (1, ))
        assert_size_stride(arg66_1, (192, ), (1, ))
        assert_size_stride(arg67_1, (384, 192, 2, 2), (768, 4, 2, 1))
        assert_size_stride(arg68_1, (384, ), (1, ))
        assert_size_stride(arg69_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg70_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg71_1, (384, ), (1, ))
        assert_size_stride(arg72_1, (384, ), (1, ))
        assert_size_stride(arg73_1, (384, ), (1, ))
        assert_size_stride(arg74_1, (1536, 384), (384, 1))
        assert_size_stride(arg75_1, (1536, ), (1, ))
        assert_size_stride(arg76_1, (384, 1536), (1536, 1))
        assert_size_stride(arg77_1, (384, ), (1, ))
        assert_size_stride(arg78_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg79_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg80_1, (384, ), (1, ))
        assert_size_stride(arg81_1, (384, ), (1, ))
        assert_size_stride(arg82_1, (384, ), (1, ))
        assert_size_stride(arg83_1, (1536, 384), (384, 1))
        assert_size_stride(arg84_1, (1536, ), (1, ))
        assert_size_stride(arg85_1, (384, 1536), (1536, 1))
        assert_size_stride(arg86_1, (384, ), (1, ))
        assert_size_stride(arg87_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg88_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg89_1, (384, ), (1, ))
        assert_size_stride(arg90_1, (384, ), (1, ))
        assert_size_stride(arg91_1, (384, ), (1, ))
        assert_size_stride(arg92_1, (1536, 384), (384, 1))
        assert_size_stride(arg93_1, (1536, ), (1, ))
        assert_size_stride(arg94_1, (384, 1536), (1536, 1))
        assert_size_stride(arg95_1, (384, ), (1, ))
        assert_size_stride(arg96_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg97_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg98_1, (384, ), (1, ))
        assert_size_stride(arg99_1, (384, ), (1, ))
        assert_size_stride(arg100_1, (384, ), (1, ))
        assert_size_stride(arg101_1, (1536, 384), (384, 1))
        assert_size_stride(arg102_1, (1536, ), (1, ))
        assert_size_stride(arg103_1, (384, 1536), (1536, 1))
        assert_size_stride(arg104_1, (384, ), (1, ))
        assert_size_stride(arg105_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg106_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg107_1, (384, ), (1, ))
        assert_size_stride(arg108_1, (384, ), (1, ))
        assert_size_stride(arg109_1, (384, ), (1, ))
        assert_size_stride(arg110_1, (1536, 384), (384, 1))
        assert_size_stride(arg111_1, (1536, ), (1, ))
        assert_size_stride(arg112_1, (384, 1536), (1536, 1))
        assert_size_stride(arg113_1, (384, ), (1, ))
        assert_size_stride(arg114_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg115_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg116_1, (384, ), (1, ))
        assert_size_stride(arg117_1, (384, ), (1, ))
        assert_size_stride(arg118_1, (384, ), (1, ))
        assert_size_stride(arg119_1, (1536, 384), (384, 1))
        assert_size_stride(arg120_1, (1536, ), (1, ))
        assert_size_stride(arg121_1, (384, 1536), (1536, 1))
        assert_size_stride(arg122_1, (384, ), (1, ))
        assert_size_stride(arg123_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg124_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg125_1, (384, ), (1, ))
        assert_size_stride(arg126_1, (384, ), (1, ))
        assert_size_stride(arg127_1, (384, ), (1, ))
        assert_size_stride(arg128_1, (1536, 384), (384, 1))
        assert_size_stride(arg129_1, (1536, ), (1, ))
        assert_size_stride(arg130_1, (384, 1536), (1536, 1))
        assert_size_stride(arg131_1, (384, ), (1, ))
        assert_size_stride(arg132_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg133_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg134_1, (384, ), (1, ))
        assert_size_stride(arg135_1, (384, ), (1, ))
        assert_size_stride(arg136_1, (384, ), (1, ))
        assert_size_stride(arg137_1, (1536, 384), (384, 1))
        assert_size_stride(arg138_1, (1536, ), (1, ))
        assert_size_stride(arg139_1, (384, 1536), (1536, 1))
        assert_size_stride(arg140_1, (384, ), (1, ))
        assert_size_stride(arg141_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg142_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg143_1, (384, ), (1, ))
        assert_size_stride(arg144_1, (384, ), (1, ))
        assert_size_stride(arg145_1, (384, ), (1, ))
        assert_size_stride(arg146_1, (1536, 384), (384, 1))
        assert_size_stride(arg147_1, (1536, ), (1, ))
        assert_size_stride(arg148_1, (384, 1536), (1536, 1))
        assert_size_stride(arg149_1, (384, ), (1, ))
        assert_size_stride(arg150_1, (384, ), (1, ))
        assert_size_stride(arg151_1, (384, ), (1, ))
        assert_size_stride(arg152_1, (768, 384, 2, 2), (1536, 4, 2, 1))
        assert_size_stride(arg153_1, (768, ), (1, ))
        assert_size_stride(arg154_1, (768, 1, 1), (1, 1, 1))
        assert_size_stride(arg155_1, (768, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg156_1, (768, ), (1, ))
        assert_size_stride(arg157_1, (768, ), (1, ))
        assert_size_stride(arg158_1, (768, ), (1, ))
        assert_size_stride(arg159_1, (3072, 768), (768, 1))
        assert_size_stride(arg160_1, (3072, ), (1, ))
        assert_size_stride(arg161_1, (768, 3072), (3072, 1))
        assert_size_stride(arg162_1, (768, ), (1, ))
        assert_size_stride(arg163_1, (768, 1, 1), (1, 1, 1))
        assert_size_stride(arg164_1, (768, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg165_1, (768, ), (1, ))
        assert_size_stride(arg166_1, (768, ), (1, ))
        assert_size_stride(arg167_1, (768, ), (1, ))
        assert_size_stride(arg168_1, (3072, 768), (768, 1))
        assert_size_stride(arg169_1, (3072, ), (1, ))
        assert_size_stride(arg170_1, (768, 3072), (3072, 1))
        assert_size_stride(arg171_1, (768, ), (1, ))
        assert_size_stride(arg172_1, (768, 1, 1), (1, 1, 1))
        assert_size_stride(arg173_1, (768, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg174_1, (768, ), (1, ))
        assert_size_stride(arg175_1, (768, ), (1, ))
        assert_size_stride(arg176_1, (768, ), (1, ))
        assert_size_stride(arg177_1, (3072, 768), (768, 1))
        assert_size_stride(arg178_1, (3072, ), (1, ))
        assert_size_stride(arg179_1, (768, 3072), (3072, 1))
        assert_size_stride(arg180_1, (768, ), (1, ))
        assert_size_stride(arg181_1, (768, ), (1, ))
        assert_size_stride(arg182_1, (768, ), (1, ))
        assert_size_stride(arg183_1, (1000, 768), (768, 1))
        assert_size_stride(arg184_1, (1000, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:1
            buf0 = extern_kernels.convolution(arg4_1, arg0_1, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (s77, 96, s53 // 4, s53 // 4), (96*max(1, s53 // 4)*max(1, s53 // 4), max(1, s53 // 4)*max(1, s53 // 4), max(1, s53 // 4), 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg4_1
            ps0 = s53 // 4
            ps1 = (s53 // 4)*(s53 // 4)
            buf1 = empty_strided_cuda((s77, s53 // 4, s53 // 4, 1), ((s53 // 4)*(s53 // 4), s53 // 4, 1, s77*(s53 // 4)*(s53 // 4)), torch.float32)
            buf2 = empty_strided_cuda((s77, s53 // 4, s53 // 4, 1), ((s53 // 4)*(s53 // 4), s53 // 4, 1, s77*(s53 // 4)*(s53 // 4)), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, x, x_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_0:2
            triton_red_fused_convolution_native_layer_norm_permute_0_xnumel = s77*(s53 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_0.run(buf0, arg1_1, buf1, buf2, ps0, ps1, s53, triton_red_fused_convolution_native_layer_norm_permute_0_xnumel, 96, stream=stream0)
            ps2 = 96*(s53 // 4)
            ps3 = 96*(s53 // 4)*(s53 // 4)
            buf4 = empty_strided_cuda((s77, s53 // 4, s53 // 4, 96), (96*(s53 // 4)*(s53 // 4), 96*(s53 // 4), 96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, x, x_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_convolution_native_layer_norm_permute_1:3
            triton_poi_fused_convolution_native_layer_norm_permute_1_xnumel = 96*s77*(s53 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_layer_norm_permute_1.run(buf0, arg1_1, buf1, buf2, arg5_1, arg6_1, buf4, ps0, ps2, ps3, triton_poi_fused_convolution_native_layer_norm_permute_1_xnumel, stream=stream0)
            del arg1_1
            del arg5_1
            del arg6_1
            del buf0
            # Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, input_2], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.convolution:4
            buf5 = extern_kernels.convolution(reinterpret_tensor(buf4, (s77, 96, s53 // 4, s53 // 4), (96*(s53 // 4)*(s53 // 4), 1, 96*(s53 // 4), 96), 0), arg8_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
            assert_size_stride(buf5, (s77, 96, s53 // 4, s53 // 4), (96*(s53 // 4)*(s53 // 4), 1, 96*(s53 // 4), 96), 'torch.ops.aten.convolution.default')
            del arg8_1
            buf6 = buf2; del buf2  # reuse
            buf7 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, input_2, input_3, input_4], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_2:5
            triton_per_fused_convolution_native_layer_norm_permute_2_xnumel = s77*(s53 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_2.run(buf5, arg9_1, buf6, buf7, triton_per_fused_convolution_native_layer_norm_permute_2_xnumel, 96, stream=stream0)
            buf9 = reinterpret_tensor(buf5, (s77, s53 // 4, s53 // 4, 96), (96*(s53 // 4)*(s53 // 4), 96*(s53 // 4), 96, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, input_2, input_3, input_4], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_convolution_native_layer_norm_permute_3:6
            triton_poi_fused_convolution_native_layer_norm_permute_3_ynumel = s77*(s53 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_layer_norm_permute_3.run(buf9, arg9_1, buf6, buf7, arg10_1, arg11_1, triton_poi_fused_convolution_native_layer_norm_permute_3_ynumel, 96, stream=stream0)
            del arg10_1
            del arg11_1
            del arg9_1
            del buf6
            del buf7
            buf10 = empty_strided_cuda((s77*(s53 // 4)*(s53 // 4), 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, input_2, input_3, input_4, input_5], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:7
            extern_kernels.addmm(arg13_1, reinterpret_tensor(buf9, (s77*(s53 // 4)*(s53 // 4), 96), (96, 1), 0), reinterpret_tensor(arg12_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf10)
            del arg12_1
            del arg13_1
            del buf9
            buf11 = reinterpret_tensor(buf10, (s77, s53 // 4, s53 // 4, 384), (384*(s53 // 4)*(s53 // 4), 384*(s53 // 4), 384, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_4:8
            triton_poi_fused_gelu_view_4_xnumel = 384*s77*(s53 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_4.run(buf11, triton_poi_fused_gelu_view_4_xnumel, stream=stream0)
            buf12 = empty_strided_cuda((s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, input_6, input_7, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_t_view_5:9
            triton_poi_fused_addmm_gelu_t_view_5_xnumel = 384*s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_t_view_5.run(buf11, buf12, ps1, s77, triton_poi_fused_addmm_gelu_t_view_5_xnumel, stream=stream0)
            del buf11
            buf13 = empty_strided_cuda((s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, input_6, input_7, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(buf12, reinterpret_tensor(arg14_1, (384, 96), (1, 384), 0), out=buf13)
            del arg14_1
            ps4 = 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            buf14 = reinterpret_tensor(buf13, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [input_1, x, x_1, x_2, , input_7, input_8, result, result_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.addmm, aten.view, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6:11
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6_xnumel = 96*s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6.run(buf14, arg7_1, arg15_1, buf4, ps4, ps0, triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_6_xnumel, stream=stream0)
            del arg15_1
            del arg7_1
            del buf4
            # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:12
            buf15 = extern_kernels.convolution(buf14, arg17_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
            assert_size_stride(buf15, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 'torch.ops.aten.convolution.default')
            del arg17_1
            buf19 = reinterpret_tensor(buf15, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 96), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [input_9, input_10, input_11], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_7:13
            triton_per_fused_convolution_native_layer_norm_permute_7_xnumel = s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_7.run(buf19, arg18_1, arg19_1, arg20_1, triton_per_fused_convolution_native_layer_norm_permute_7_xnumel, 96, stream=stream0)
            del arg18_1
            del arg19_1
            del arg20_1
            buf20 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [input_9, input_10, input_11, input_12], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:14
            extern_kernels.addmm(arg22_1, reinterpret_tensor(buf19, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), 0), reinterpret_tensor(arg21_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf20)
            del arg21_1
            del arg22_1
            del buf19
            buf21 = reinterpret_tensor(buf20, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 384), (384*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_4:15
            triton_poi_fused_gelu_view_4_xnumel = 384*s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_4.run(buf21, triton_poi_fused_gelu_view_4_xnumel, stream=stream0)
            buf22 = empty_strided_cuda((s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_12, input_13, input_14, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf21, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), 0), reinterpret_tensor(arg23_1, (384, 96), (1, 384), 0), out=buf22)
            del arg23_1
            buf23 = reinterpret_tensor(buf22, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [, input_14, input_15, result_2, result_3], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_8:17
            triton_poi_fused_add_addmm_mul_permute_view_8_xnumel = 96*s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_8.run(buf23, arg16_1, arg24_1, buf14, triton_poi_fused_add_addmm_mul_permute_view_8_xnumel, stream=stream0)
            del arg16_1
            del arg24_1
            del buf14
            # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:18
            buf24 = extern_kernels.convolution(buf23, arg26_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
            assert_size_stride(buf24, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 'torch.ops.aten.convolution.default')
            del arg26_1
            buf28 = reinterpret_tensor(buf24, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 96), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [input_16, input_17, input_18], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_7:19
            triton_per_fused_convolution_native_layer_norm_permute_7_xnumel = s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_7.run(buf28, arg27_1, arg28_1, arg29_1, triton_per_fused_convolution_native_layer_norm_permute_7_xnumel, 96, stream=stream0)
            del arg27_1
            del arg28_1
            del arg29_1
            buf29 = reinterpret_tensor(buf21, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [input_16, input_17, input_18, input_19], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:20
            extern_kernels.addmm(arg31_1, reinterpret_tensor(buf28, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), 0), reinterpret_tensor(arg30_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf29)
            del arg30_1
            del arg31_1
            del buf28
            buf30 = reinterpret_tensor(buf29, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 384), (384*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [input_19, input_20], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_4:21
            triton_poi_fused_gelu_view_4_xnumel = 384*s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_4.run(buf30, triton_poi_fused_gelu_view_4_xnumel, stream=stream0)
            buf31 = empty_strided_cuda((s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_19, input_20, input_21, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf30, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), 0), reinterpret_tensor(arg32_1, (384, 96), (1, 384), 0), out=buf31)
            del arg32_1
            del buf30
            buf35 = reinterpret_tensor(buf31, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9:23
            triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9_xnumel = s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9.run(buf35, arg25_1, arg33_1, buf23, arg34_1, arg35_1, triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_9_xnumel, 96, stream=stream0)
            del arg25_1
            del arg33_1
            del arg34_1
            del arg35_1
            del buf23
            buf36 = empty_strided_cuda((192, 96, 2, 2), (384, 1, 192, 96), torch.float32)
            # Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_10:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_10.run(arg36_1, buf36, 18432, 4, stream=stream0)
            del arg36_1
            # Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:25
            buf37 = extern_kernels.convolution(buf35, buf36, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf37, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
            del buf35
            del buf36
            buf38 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [, input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11:26
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11_xnumel = 192*s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11.run(buf38, arg37_1, triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_11_xnumel, stream=stream0)
            del arg37_1
            # Topologically Sorted Source Nodes: [input_24], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:27
            buf39 = extern_kernels.convolution(buf38, arg39_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192, bias=None)
            assert_size_stride(buf39, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
            del arg39_1
            buf43 = reinterpret_tensor(buf39, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [input_24, input_25, input_26], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_12:28
            triton_per_fused_convolution_native_layer_norm_permute_12_xnumel = s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_12.run(buf43, arg40_1, arg41_1, arg42_1, triton_per_fused_convolution_native_layer_norm_permute_12_xnumel, 192, stream=stream0)
            del arg40_1
            del arg41_1
            del arg42_1
            buf44 = empty_strided_cuda((s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_24, input_25, input_26, input_27], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:29
            extern_kernels.addmm(arg44_1, reinterpret_tensor(buf43, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0), reinterpret_tensor(arg43_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf44)
            del arg43_1
            del arg44_1
            buf45 = reinterpret_tensor(buf44, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 768), (768*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [input_27, input_28], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:30
            triton_poi_fused_gelu_view_13_xnumel = 768*s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf45, triton_poi_fused_gelu_view_13_xnumel, stream=stream0)
            buf46 = reinterpret_tensor(buf43, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [input_27, input_28, input_29, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf45, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg45_1, (768, 192), (1, 768), 0), out=buf46)
            del arg45_1
            buf47 = reinterpret_tensor(buf46, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [, input_29, input_30, result_6, result_7], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_14:32
            triton_poi_fused_add_addmm_mul_permute_view_14_xnumel = 192*s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_14.run(buf47, arg38_1, arg46_1, buf38, triton_poi_fused_add_addmm_mul_permute_view_14_xnumel, stream=stream0)
            del arg38_1
            del arg46_1
            del buf38
            # Topologically Sorted Source Nodes: [input_31], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:33
            buf48 = extern_kernels.convolution(buf47, arg48_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192, bias=None)
            assert_size_stride(buf48, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
            del arg48_1
            buf52 = reinterpret_tensor(buf48, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [input_31, input_32, input_33], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_12:34
            triton_per_fused_convolution_native_layer_norm_permute_12_xnumel = s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_12.run(buf52, arg49_1, arg50_1, arg51_1, triton_per_fused_convolution_native_layer_norm_permute_12_xnumel, 192, stream=stream0)
            del arg49_1
            del arg50_1
            del arg51_1
            buf53 = reinterpret_tensor(buf45, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [input_31, input_32, input_33, input_34], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:35
            extern_kernels.addmm(arg53_1, reinterpret_tensor(buf52, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0), reinterpret_tensor(arg52_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf53)
            del arg52_1
            del arg53_1
            buf54 = reinterpret_tensor(buf53, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 768), (768*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [input_34, input_35], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:36
            triton_poi_fused_gelu_view_13_xnumel = 768*s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf54, triton_poi_fused_gelu_view_13_xnumel, stream=stream0)
            buf55 = reinterpret_tensor(buf52, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0); del buf52  # reuse
            # Topologically Sorted Source Nodes: [input_34, input_35, input_36, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(reinterpret_tensor(buf54, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg54_1, (768, 192), (1, 768), 0), out=buf55)
            del arg54_1
            buf56 = reinterpret_tensor(buf55, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 0); del buf55  # reuse
            # Topologically Sorted Source Nodes: [, input_36, input_37, result_8, result_9], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_14:38
            triton_poi_fused_add_addmm_mul_permute_view_14_xnumel = 192*s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_14.run(buf56, arg47_1, arg55_1, buf47, triton_poi_fused_add_addmm_mul_permute_view_14_xnumel, stream=stream0)
            del arg47_1
            del arg55_1
            del buf47
            # Topologically Sorted Source Nodes: [input_38], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:39
            buf57 = extern_kernels.convolution(buf56, arg57_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192, bias=None)
            assert_size_stride(buf57, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
            del arg57_1
            buf61 = reinterpret_tensor(buf57, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [input_38, input_39, input_40], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_12:40
            triton_per_fused_convolution_native_layer_norm_permute_12_xnumel = s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_12.run(buf61, arg58_1, arg59_1, arg60_1, triton_per_fused_convolution_native_layer_norm_permute_12_xnumel, 192, stream=stream0)
            del arg58_1
            del arg59_1
            del arg60_1
            buf62 = reinterpret_tensor(buf54, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [input_38, input_39, input_40, input_41], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:41
            extern_kernels.addmm(arg62_1, reinterpret_tensor(buf61, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0), reinterpret_tensor(arg61_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf62)
            del arg61_1
            del arg62_1
            buf63 = reinterpret_tensor(buf62, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 768), (768*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768, 1), 0); del buf62  # reuse
            # Topologically Sorted Source Nodes: [input_41, input_42], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:42
            triton_poi_fused_gelu_view_13_xnumel = 768*s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf63, triton_poi_fused_gelu_view_13_xnumel, stream=stream0)
            buf64 = reinterpret_tensor(buf61, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0); del buf61  # reuse
            # Topologically Sorted Source Nodes: [input_41, input_42, input_43, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(buf63, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg63_1, (768, 192), (1, 768), 0), out=buf64)
            del arg63_1
            del buf63
            buf68 = reinterpret_tensor(buf64, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15:44
            triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15_xnumel = s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15.run(buf68, arg56_1, arg64_1, buf56, arg65_1, arg66_1, triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_15_xnumel, 192, stream=stream0)
            del arg56_1
            del arg64_1
            del arg65_1
            del arg66_1
            del buf56
            buf69 = empty_strided_cuda((384, 192, 2, 2), (768, 1, 384, 192), torch.float32)
            # Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_16:45
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_16.run(arg67_1, buf69, 73728, 4, stream=stream0)
            del arg67_1
            # Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:46
            buf70 = extern_kernels.convolution(buf68, buf69, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf70, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del buf68
            del buf69
            buf71 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [, input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17:47
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17.run(buf71, arg68_1, triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_17_xnumel, stream=stream0)
            del arg68_1
            # Topologically Sorted Source Nodes: [input_46], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:48
            buf72 = extern_kernels.convolution(buf71, arg70_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf72, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg70_1
            buf76 = reinterpret_tensor(buf72, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [input_46, input_47, input_48], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:49
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf76, arg71_1, arg72_1, arg73_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg71_1
            del arg72_1
            del arg73_1
            buf77 = empty_strided_cuda((s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_46, input_47, input_48, input_49], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:50
            extern_kernels.addmm(arg75_1, reinterpret_tensor(buf76, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg74_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf77)
            del arg74_1
            del arg75_1
            buf78 = reinterpret_tensor(buf77, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf77  # reuse
            # Topologically Sorted Source Nodes: [input_49, input_50], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:51
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf78, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf79 = reinterpret_tensor(buf76, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [input_49, input_50, input_51, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(reinterpret_tensor(buf78, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg76_1, (1536, 384), (1, 1536), 0), out=buf79)
            del arg76_1
            buf80 = reinterpret_tensor(buf79, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf79  # reuse
            # Topologically Sorted Source Nodes: [, input_51, input_52, result_12, result_13], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:53
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf80, arg69_1, arg77_1, buf71, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg69_1
            del arg77_1
            del buf71
            # Topologically Sorted Source Nodes: [input_53], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:54
            buf81 = extern_kernels.convolution(buf80, arg79_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf81, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg79_1
            buf85 = reinterpret_tensor(buf81, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf81  # reuse
            # Topologically Sorted Source Nodes: [input_53, input_54, input_55], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:55
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf85, arg80_1, arg81_1, arg82_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg80_1
            del arg81_1
            del arg82_1
            buf86 = reinterpret_tensor(buf78, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf78  # reuse
            # Topologically Sorted Source Nodes: [input_53, input_54, input_55, input_56], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:56
            extern_kernels.addmm(arg84_1, reinterpret_tensor(buf85, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg83_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf86)
            del arg83_1
            del arg84_1
            buf87 = reinterpret_tensor(buf86, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf86  # reuse
            # Topologically Sorted Source Nodes: [input_56, input_57], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:57
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf87, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf88 = reinterpret_tensor(buf85, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [input_56, input_57, input_58, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:58
            extern_kernels.mm(reinterpret_tensor(buf87, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg85_1, (1536, 384), (1, 1536), 0), out=buf88)
            del arg85_1
            buf89 = reinterpret_tensor(buf88, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [, input_58, input_59, result_14, result_15], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:59
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf89, arg78_1, arg86_1, buf80, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg78_1
            del arg86_1
            del buf80
            # Topologically Sorted Source Nodes: [input_60], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:60
            buf90 = extern_kernels.convolution(buf89, arg88_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf90, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg88_1
            buf94 = reinterpret_tensor(buf90, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf90  # reuse
            # Topologically Sorted Source Nodes: [input_60, input_61, input_62], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:61
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf94, arg89_1, arg90_1, arg91_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg89_1
            del arg90_1
            del arg91_1
            buf95 = reinterpret_tensor(buf87, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [input_60, input_61, input_62, input_63], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:62
            extern_kernels.addmm(arg93_1, reinterpret_tensor(buf94, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg92_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf95)
            del arg92_1
            del arg93_1
            buf96 = reinterpret_tensor(buf95, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [input_63, input_64], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:63
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf96, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf97 = reinterpret_tensor(buf94, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf94  # reuse
            # Topologically Sorted Source Nodes: [input_63, input_64, input_65, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:64
            extern_kernels.mm(reinterpret_tensor(buf96, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg94_1, (1536, 384), (1, 1536), 0), out=buf97)
            del arg94_1
            buf98 = reinterpret_tensor(buf97, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [, input_65, input_66, result_16, result_17], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:65
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf98, arg87_1, arg95_1, buf89, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg87_1
            del arg95_1
            del buf89
            # Topologically Sorted Source Nodes: [input_67], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:66
            buf99 = extern_kernels.convolution(buf98, arg97_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf99, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg97_1
            buf103 = reinterpret_tensor(buf99, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf99  # reuse
            # Topologically Sorted Source Nodes: [input_67, input_68, input_69], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:67
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf103, arg98_1, arg99_1, arg100_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg100_1
            del arg98_1
            del arg99_1
            buf104 = reinterpret_tensor(buf96, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [input_67, input_68, input_69, input_70], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:68
            extern_kernels.addmm(arg102_1, reinterpret_tensor(buf103, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg101_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf104)
            del arg101_1
            del arg102_1
            buf105 = reinterpret_tensor(buf104, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [input_70, input_71], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:69
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf105, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf106 = reinterpret_tensor(buf103, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf103  # reuse
            # Topologically Sorted Source Nodes: [input_70, input_71, input_72, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:70
            extern_kernels.mm(reinterpret_tensor(buf105, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg103_1, (1536, 384), (1, 1536), 0), out=buf106)
            del arg103_1
            buf107 = reinterpret_tensor(buf106, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf106  # reuse
            # Topologically Sorted Source Nodes: [, input_72, input_73, result_18, result_19], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:71
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf107, arg96_1, arg104_1, buf98, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg104_1
            del arg96_1
            del buf98
            # Topologically Sorted Source Nodes: [input_74], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:72
            buf108 = extern_kernels.convolution(buf107, arg106_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf108, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg106_1
            buf112 = reinterpret_tensor(buf108, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [input_74, input_75, input_76], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:73
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf112, arg107_1, arg108_1, arg109_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg107_1
            del arg108_1
            del arg109_1
            buf113 = reinterpret_tensor(buf105, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf105  # reuse
            # Topologically Sorted Source Nodes: [input_74, input_75, input_76, input_77], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:74
            extern_kernels.addmm(arg111_1, reinterpret_tensor(buf112, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg110_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf113)
            del arg110_1
            del arg111_1
            buf114 = reinterpret_tensor(buf113, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf113  # reuse
            # Topologically Sorted Source Nodes: [input_77, input_78], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:75
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf114, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf115 = reinterpret_tensor(buf112, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf112  # reuse
            # Topologically Sorted Source Nodes: [input_77, input_78, input_79, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:76
            extern_kernels.mm(reinterpret_tensor(buf114, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg112_1, (1536, 384), (1, 1536), 0), out=buf115)
            del arg112_1
            buf116 = reinterpret_tensor(buf115, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [, input_79, input_80, result_20, result_21], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:77
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf116, arg105_1, arg113_1, buf107, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg105_1
            del arg113_1
            del buf107
            # Topologically Sorted Source Nodes: [input_81], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:78
            buf117 = extern_kernels.convolution(buf116, arg115_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf117, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg115_1
            buf121 = reinterpret_tensor(buf117, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [input_81, input_82, input_83], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:79
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf121, arg116_1, arg117_1, arg118_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg116_1
            del arg117_1
            del arg118_1
            buf122 = reinterpret_tensor(buf114, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf114  # reuse
            # Topologically Sorted Source Nodes: [input_81, input_82, input_83, input_84], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:80
            extern_kernels.addmm(arg120_1, reinterpret_tensor(buf121, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg119_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf122)
            del arg119_1
            del arg120_1
            buf123 = reinterpret_tensor(buf122, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [input_84, input_85], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:81
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf123, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf124 = reinterpret_tensor(buf121, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf121  # reuse
            # Topologically Sorted Source Nodes: [input_84, input_85, input_86, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:82
            extern_kernels.mm(reinterpret_tensor(buf123, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg121_1, (1536, 384), (1, 1536), 0), out=buf124)
            del arg121_1
            buf125 = reinterpret_tensor(buf124, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [, input_86, input_87, result_22, result_23], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:83
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf125, arg114_1, arg122_1, buf116, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg114_1
            del arg122_1
            del buf116
            # Topologically Sorted Source Nodes: [input_88], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:84
            buf126 = extern_kernels.convolution(buf125, arg124_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf126, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg124_1
            buf130 = reinterpret_tensor(buf126, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf126  # reuse
            # Topologically Sorted Source Nodes: [input_88, input_89, input_90], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:85
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf130, arg125_1, arg126_1, arg127_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg125_1
            del arg126_1
            del arg127_1
            buf131 = reinterpret_tensor(buf123, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf123  # reuse
            # Topologically Sorted Source Nodes: [input_88, input_89, input_90, input_91], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:86
            extern_kernels.addmm(arg129_1, reinterpret_tensor(buf130, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg128_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf131)
            del arg128_1
            del arg129_1
            buf132 = reinterpret_tensor(buf131, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf131  # reuse
            # Topologically Sorted Source Nodes: [input_91, input_92], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:87
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf132, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf133 = reinterpret_tensor(buf130, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf130  # reuse
            # Topologically Sorted Source Nodes: [input_91, input_92, input_93, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:88
            extern_kernels.mm(reinterpret_tensor(buf132, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg130_1, (1536, 384), (1, 1536), 0), out=buf133)
            del arg130_1
            buf134 = reinterpret_tensor(buf133, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf133  # reuse
            # Topologically Sorted Source Nodes: [, input_93, input_94, result_24, result_25], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:89
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf134, arg123_1, arg131_1, buf125, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg123_1
            del arg131_1
            del buf125
            # Topologically Sorted Source Nodes: [input_95], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:90
            buf135 = extern_kernels.convolution(buf134, arg133_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf135, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg133_1
            buf139 = reinterpret_tensor(buf135, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf135  # reuse
            # Topologically Sorted Source Nodes: [input_95, input_96, input_97], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:91
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf139, arg134_1, arg135_1, arg136_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg134_1
            del arg135_1
            del arg136_1
            buf140 = reinterpret_tensor(buf132, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf132  # reuse
            # Topologically Sorted Source Nodes: [input_95, input_96, input_97, input_98], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:92
            extern_kernels.addmm(arg138_1, reinterpret_tensor(buf139, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg137_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf140)
            del arg137_1
            del arg138_1
            buf141 = reinterpret_tensor(buf140, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf140  # reuse
            # Topologically Sorted Source Nodes: [input_98, input_99], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:93
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf141, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf142 = reinterpret_tensor(buf139, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf139  # reuse
            # Topologically Sorted Source Nodes: [input_98, input_99, input_100, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:94
            extern_kernels.mm(reinterpret_tensor(buf141, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg139_1, (1536, 384), (1, 1536), 0), out=buf142)
            del arg139_1
            buf143 = reinterpret_tensor(buf142, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf142  # reuse
            # Topologically Sorted Source Nodes: [, input_100, input_101, result_26, result_27], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_20:95
            triton_poi_fused_add_addmm_mul_permute_view_20_xnumel = 384*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_20.run(buf143, arg132_1, arg140_1, buf134, triton_poi_fused_add_addmm_mul_permute_view_20_xnumel, stream=stream0)
            del arg132_1
            del arg140_1
            del buf134
            # Topologically Sorted Source Nodes: [input_102], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:96
            buf144 = extern_kernels.convolution(buf143, arg142_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
            assert_size_stride(buf144, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
            del arg142_1
            buf148 = reinterpret_tensor(buf144, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [input_102, input_103, input_104], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_18:97
            triton_per_fused_convolution_native_layer_norm_permute_18_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_18.run(buf148, arg143_1, arg144_1, arg145_1, triton_per_fused_convolution_native_layer_norm_permute_18_xnumel, 384, stream=stream0)
            del arg143_1
            del arg144_1
            del arg145_1
            buf149 = reinterpret_tensor(buf141, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf141  # reuse
            # Topologically Sorted Source Nodes: [input_102, input_103, input_104, input_105], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:98
            extern_kernels.addmm(arg147_1, reinterpret_tensor(buf148, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg146_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf149)
            del arg146_1
            del arg147_1
            buf150 = reinterpret_tensor(buf149, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [input_105, input_106], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_19:99
            triton_poi_fused_gelu_view_19_xnumel = 1536*s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf150, triton_poi_fused_gelu_view_19_xnumel, stream=stream0)
            buf151 = reinterpret_tensor(buf148, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf148  # reuse
            # Topologically Sorted Source Nodes: [input_105, input_106, input_107, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:100
            extern_kernels.mm(reinterpret_tensor(buf150, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg148_1, (1536, 384), (1, 1536), 0), out=buf151)
            del arg148_1
            del buf150
            buf155 = reinterpret_tensor(buf151, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf151  # reuse
            # Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21:101
            triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21_xnumel = s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21.run(buf155, arg141_1, arg149_1, buf143, arg150_1, arg151_1, triton_per_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_21_xnumel, 384, stream=stream0)
            del arg141_1
            del arg149_1
            del arg150_1
            del arg151_1
            del buf143
            buf156 = empty_strided_cuda((768, 384, 2, 2), (1536, 1, 768, 384), torch.float32)
            # Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_22:102
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_22.run(arg152_1, buf156, 294912, 4, stream=stream0)
            del arg152_1
            # Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:103
            buf157 = extern_kernels.convolution(buf155, buf156, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf157, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
            del buf155
            del buf156
            buf158 = buf157; del buf157  # reuse
            # Topologically Sorted Source Nodes: [, input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23:104
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23_xnumel = 768*s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23.run(buf158, arg153_1, triton_poi_fused_add_addmm_convolution_mul_native_layer_norm_permute_view_23_xnumel, stream=stream0)
            del arg153_1
            # Topologically Sorted Source Nodes: [input_110], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:105
            buf159 = extern_kernels.convolution(buf158, arg155_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768, bias=None)
            assert_size_stride(buf159, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
            del arg155_1
            buf163 = reinterpret_tensor(buf159, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 768), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768, 1), 0); del buf159  # reuse
            # Topologically Sorted Source Nodes: [input_110, input_111, input_112], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_24:106
            triton_per_fused_convolution_native_layer_norm_permute_24_xnumel = s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_24.run(buf163, arg156_1, arg157_1, arg158_1, triton_per_fused_convolution_native_layer_norm_permute_24_xnumel, 768, stream=stream0)
            del arg156_1
            del arg157_1
            del arg158_1
            buf164 = empty_strided_cuda((s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_110, input_111, input_112, input_113], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:107
            extern_kernels.addmm(arg160_1, reinterpret_tensor(buf163, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg159_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf164)
            del arg159_1
            del arg160_1
            buf165 = reinterpret_tensor(buf164, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 3072), (3072*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072, 1), 0); del buf164  # reuse
            # Topologically Sorted Source Nodes: [input_113, input_114], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_25:108
            triton_poi_fused_gelu_view_25_xnumel = 3072*s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_25.run(buf165, triton_poi_fused_gelu_view_25_xnumel, stream=stream0)
            buf166 = reinterpret_tensor(buf163, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0); del buf163  # reuse
            # Topologically Sorted Source Nodes: [input_113, input_114, input_115, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:109
            extern_kernels.mm(reinterpret_tensor(buf165, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0), reinterpret_tensor(arg161_1, (3072, 768), (1, 3072), 0), out=buf166)
            del arg161_1
            buf167 = reinterpret_tensor(buf166, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 0); del buf166  # reuse
            # Topologically Sorted Source Nodes: [, input_115, input_116, result_30, result_31], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_26:110
            triton_poi_fused_add_addmm_mul_permute_view_26_xnumel = 768*s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_26.run(buf167, arg154_1, arg162_1, buf158, triton_poi_fused_add_addmm_mul_permute_view_26_xnumel, stream=stream0)
            del arg154_1
            del arg162_1
            del buf158
            # Topologically Sorted Source Nodes: [input_117], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:111
            buf168 = extern_kernels.convolution(buf167, arg164_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768, bias=None)
            assert_size_stride(buf168, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
            del arg164_1
            buf172 = reinterpret_tensor(buf168, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 768), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768, 1), 0); del buf168  # reuse
            # Topologically Sorted Source Nodes: [input_117, input_118, input_119], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_24:112
            triton_per_fused_convolution_native_layer_norm_permute_24_xnumel = s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_24.run(buf172, arg165_1, arg166_1, arg167_1, triton_per_fused_convolution_native_layer_norm_permute_24_xnumel, 768, stream=stream0)
            del arg165_1
            del arg166_1
            del arg167_1
            buf173 = reinterpret_tensor(buf165, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0); del buf165  # reuse
            # Topologically Sorted Source Nodes: [input_117, input_118, input_119, input_120], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:113
            extern_kernels.addmm(arg169_1, reinterpret_tensor(buf172, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg168_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf173)
            del arg168_1
            del arg169_1
            buf174 = reinterpret_tensor(buf173, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 3072), (3072*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072, 1), 0); del buf173  # reuse
            # Topologically Sorted Source Nodes: [input_120, input_121], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_25:114
            triton_poi_fused_gelu_view_25_xnumel = 3072*s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_25.run(buf174, triton_poi_fused_gelu_view_25_xnumel, stream=stream0)
            buf175 = reinterpret_tensor(buf172, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0); del buf172  # reuse
            # Topologically Sorted Source Nodes: [input_120, input_121, input_122, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:115
            extern_kernels.mm(reinterpret_tensor(buf174, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0), reinterpret_tensor(arg170_1, (3072, 768), (1, 3072), 0), out=buf175)
            del arg170_1
            buf176 = reinterpret_tensor(buf175, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [, input_122, input_123, result_32, result_33], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_permute_view_26:116
            triton_poi_fused_add_addmm_mul_permute_view_26_xnumel = 768*s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_permute_view_26.run(buf176, arg163_1, arg171_1, buf167, triton_poi_fused_add_addmm_mul_permute_view_26_xnumel, stream=stream0)
            del arg163_1
            del arg171_1
            del buf167
            # Topologically Sorted Source Nodes: [input_124], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:117
            buf177 = extern_kernels.convolution(buf176, arg173_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768, bias=None)
            assert_size_stride(buf177, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
            del arg173_1
            buf181 = reinterpret_tensor(buf177, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 768), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768, 1), 0); del buf177  # reuse
            # Topologically Sorted Source Nodes: [input_124, input_125, input_126], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_24:118
            triton_per_fused_convolution_native_layer_norm_permute_24_xnumel = s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_24.run(buf181, arg174_1, arg175_1, arg176_1, triton_per_fused_convolution_native_layer_norm_permute_24_xnumel, 768, stream=stream0)
            del arg174_1
            del arg175_1
            del arg176_1
            buf182 = reinterpret_tensor(buf174, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [input_124, input_125, input_126, input_127], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:119
            extern_kernels.addmm(arg178_1, reinterpret_tensor(buf181, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg177_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf182)
            del arg177_1
            del arg178_1
            buf183 = reinterpret_tensor(buf182, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 3072), (3072*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072, 1), 0); del buf182  # reuse
            # Topologically Sorted Source Nodes: [input_127, input_128], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_25:120
            triton_poi_fused_gelu_view_25_xnumel = 3072*s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_25.run(buf183, triton_poi_fused_gelu_view_25_xnumel, stream=stream0)
            buf184 = reinterpret_tensor(buf181, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0); del buf181  # reuse
            # Topologically Sorted Source Nodes: [input_127, input_128, input_129, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:121
            extern_kernels.mm(reinterpret_tensor(buf183, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0), reinterpret_tensor(arg179_1, (3072, 768), (1, 3072), 0), out=buf184)
            del arg179_1
            del buf183
            buf185 = empty_strided_cuda((s77, 768, 1, 1), (768, 1, 768*s77, 768*s77), torch.float32)
            buf186 = reinterpret_tensor(buf185, (s77, 768, 1, 1), (768, 1, 1, 1), 0); del buf185  # reuse
            # Topologically Sorted Source Nodes: [, input_129, input_130, result_34, result_35, x_12], Original ATen: [aten.addmm, aten.view, aten.permute, aten.mul, aten.add, aten.mean]
            # [Provenance debug handles] triton_red_fused_add_addmm_mean_mul_permute_view_27:122
            triton_red_fused_add_addmm_mean_mul_permute_view_27_xnumel = 768*s77
            triton_red_fused_add_addmm_mean_mul_permute_view_27_r0_numel = (s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_mean_mul_permute_view_27.run(buf186, arg172_1, arg180_1, buf184, buf176, ps0, ps1, s53, triton_red_fused_add_addmm_mean_mul_permute_view_27_xnumel, triton_red_fused_add_addmm_mean_mul_permute_view_27_r0_numel, stream=stream0)
            del arg172_1
            del arg180_1
            del buf176
            del buf184
            buf190 = reinterpret_tensor(buf186, (s77, 1, 1, 768), (768, 1, 768*s77, 1), 0); del buf186  # reuse
            # Topologically Sorted Source Nodes: [x_12, x_13, x_14], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_as_strided_native_layer_norm_permute_28:123
            stream0 = get_raw_stream(0)
            triton_per_fused_as_strided_native_layer_norm_permute_28.run(buf190, arg181_1, arg182_1, s77, 768, stream=stream0)
            del arg181_1
            del arg182_1
            buf191 = empty_strided_cuda((s77, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_12, x_13, x_14, x_15, input_131, input_132], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:124
            extern_kernels.addmm(arg184_1, reinterpret_tensor(buf190, (s77, 768), (768, 1), 0), reinterpret_tensor(arg183_1, (768, 1000), (1, 768), 0), alpha=1, beta=1, out=buf191)
            del arg183_1
            del arg184_1
            del buf190
        return (buf191, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((96, 3, 4, 4), (48, 16, 4, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 2
    arg3_1 = 128
    arg4_1 = rand_strided((2, 3, 128, 128), (49152, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((384, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((96, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((384, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((96, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((384, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((96, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((192, 96, 2, 2), (384, 4, 2, 1), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((768, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((192, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((768, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((192, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((768, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((192, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((384, 192, 2, 2), (768, 4, 2, 1), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((768, 384, 2, 2), (1536, 4, 2, 1), device='cuda:0', dtype=torch.float32)
    arg153_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg154_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg155_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg156_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg157_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg158_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg159_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg160_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg161_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg162_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg163_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg164_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg165_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg166_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg167_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg168_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg169_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg170_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg171_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg172_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg173_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg174_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg175_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg176_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg177_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg178_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg179_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg180_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg181_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg182_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg183_1 = rand_strided((1000, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg184_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
