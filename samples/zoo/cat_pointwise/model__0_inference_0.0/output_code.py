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


# kernel path: /tmp/torchinductor_root/jv/cjvksbhkmkidpxrbtzwccofp6k3oecvz5xdu7wfjh6obxwuqo47b.py
# Topologically Sorted Source Nodes: [sigmoid, a, mul_1, tanh, add, relu, mul_3, add_2, mul_4, add_3, mul_5, add_4, mul_6, add_5, mul_7, add_6, mul_8, add_7, mul_9, add_8, mul_10, add_9, mul_11, add_10], Original ATen: [aten.sigmoid, aten.mul, aten.tanh, aten.add, aten.relu]
# Source node to ATen node mapping:
#   a => mul
#   add => add
#   add_10 => add_10
#   add_2 => add_2
#   add_3 => add_3
#   add_4 => add_4
#   add_5 => add_5
#   add_6 => add_6
#   add_7 => add_7
#   add_8 => add_8
#   add_9 => add_9
#   mul_1 => mul_1
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_3 => mul_3
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   relu => relu
#   sigmoid => sigmoid
#   tanh => tanh
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %sigmoid : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%arg0_1,), kwargs = {})
#   %mul : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %arg0_1), kwargs = {})
#   %mul_1 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 2), kwargs = {})
#   %tanh : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_1,), kwargs = {})
#   %add : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg0_1, 1), kwargs = {})
#   %relu : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add,), kwargs = {})
#   %mul_3 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 1), kwargs = {})
#   %add_2 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, 1), kwargs = {})
#   %mul_4 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 2), kwargs = {})
#   %add_3 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, 2), kwargs = {})
#   %mul_5 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 3), kwargs = {})
#   %add_4 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, 3), kwargs = {})
#   %mul_6 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 4), kwargs = {})
#   %add_5 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, 4), kwargs = {})
#   %mul_7 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 5), kwargs = {})
#   %add_6 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, 5), kwargs = {})
#   %mul_8 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 6), kwargs = {})
#   %add_7 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 6), kwargs = {})
#   %mul_9 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 7), kwargs = {})
#   %add_8 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, 7), kwargs = {})
#   %mul_10 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 8), kwargs = {})
#   %add_9 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, 8), kwargs = {})
#   %mul_11 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, 9), kwargs = {})
#   %add_10 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, 9), kwargs = {})
#   return %mul,%tanh,%relu,%add_2,%add_3,%add_4,%add_5,%add_6,%add_7,%add_8,%add_9,%add_10
triton_poi_fused_add_mul_relu_sigmoid_tanh_0 = async_compile.triton('triton_poi_fused_add_mul_relu_sigmoid_tanh_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_relu_sigmoid_tanh_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 12, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 819200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_relu_sigmoid_tanh_0(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, out_ptr8, out_ptr9, out_ptr10, out_ptr11, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.sigmoid(tmp0)
    tmp2 = tmp1 * tmp0
    tmp3 = tl.full([1], 2.0, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.tanh(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0, tl.int32)
    tmp9 = triton_helpers.maximum(tmp8, tmp7)
    tmp10 = tmp0 * tmp6
    tmp11 = tmp10 + tmp6
    tmp12 = tmp4 + tmp3
    tmp13 = tl.full([1], 3.0, tl.float32)
    tmp14 = tmp0 * tmp13
    tmp15 = tmp14 + tmp13
    tmp16 = tl.full([1], 4.0, tl.float32)
    tmp17 = tmp0 * tmp16
    tmp18 = tmp17 + tmp16
    tmp19 = tl.full([1], 5.0, tl.float32)
    tmp20 = tmp0 * tmp19
    tmp21 = tmp20 + tmp19
    tmp22 = tl.full([1], 6.0, tl.float32)
    tmp23 = tmp0 * tmp22
    tmp24 = tmp23 + tmp22
    tmp25 = tl.full([1], 7.0, tl.float32)
    tmp26 = tmp0 * tmp25
    tmp27 = tmp26 + tmp25
    tmp28 = tl.full([1], 8.0, tl.float32)
    tmp29 = tmp0 * tmp28
    tmp30 = tmp29 + tmp28
    tmp31 = tl.full([1], 9.0, tl.float32)
    tmp32 = tmp0 * tmp31
    tmp33 = tmp32 + tmp31
    tl.store(out_ptr0 + (x0 + 512*x1), tmp2, None)
    tl.store(out_ptr1 + (x0 + 512*x1), tmp5, None)
    tl.store(out_ptr2 + (x0 + 512*x1), tmp9, None)
    tl.store(out_ptr3 + (x0 + 1280*x1), tmp11, None)
    tl.store(out_ptr4 + (x0 + 1280*x1), tmp12, None)
    tl.store(out_ptr5 + (x0 + 1280*x1), tmp15, None)
    tl.store(out_ptr6 + (x0 + 1280*x1), tmp18, None)
    tl.store(out_ptr7 + (x0 + 1280*x1), tmp21, None)
    tl.store(out_ptr8 + (x0 + 1280*x1), tmp24, None)
    tl.store(out_ptr9 + (x0 + 1280*x1), tmp27, None)
    tl.store(out_ptr10 + (x0 + 1280*x1), tmp30, None)
    tl.store(out_ptr11 + (x0 + 1280*x1), tmp33, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7h/c7hu6ps46nl4btr6velaaabohbrb5j3ajzgs33vplv5k6ywiwm3o.py
# Topologically Sorted Source Nodes: [mul_2, add_1], Original ATen: [aten.mul, aten.add]
# Source node to ATen node mapping:
#   add_1 => add_1
#   mul_2 => full_default
# Graph fragment:
#   %full_default : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([64, 128], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_1 : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%full_default, 0), kwargs = {})
#   return %add_1
triton_poi_fused_add_mul_1 = async_compile.triton('triton_poi_fused_add_mul_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0 + 1280*x1), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/46/c46axtlz6s5emeflifgklk2zv7kem5xmvy73xvyytcmvf3awjeh4.py
# Topologically Sorted Source Nodes: [, softmax], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default, prepare_softmax_online_default, sub_tensor
#   softmax => div
# Graph fragment:
#   %cat_1 : Tensor "f32[64, 1280][1280, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %getitem : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%cat_1, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[64, 1280][1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%cat_1, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[64, 1280][1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[64, 1280][1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   return %getitem,%getitem_1,%div
triton_red_fused__softmax_exp_prepare_softmax_online_sub_2 = async_compile.triton('triton_red_fused__softmax_exp_prepare_softmax_online_sub_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_exp_prepare_softmax_online_sub_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 983040}}
)
@triton.jit
def triton_red_fused__softmax_exp_prepare_softmax_online_sub_2(in_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 1280
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp2_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 1280*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])

        _tmp2_max_next, _tmp2_sum_next = triton_helpers.online_softmax_combine(
            _tmp2_max, _tmp2_sum, tmp1, False
        )

        _tmp2_max = tl.where(r0_mask & xmask, _tmp2_max_next, _tmp2_max)
        _tmp2_sum = tl.where(r0_mask & xmask, _tmp2_sum_next, _tmp2_sum)

    tmp2, tmp3 = triton_helpers.online_softmax_reduce(
        _tmp2_max, _tmp2_sum, 1, False)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp4 = tl.load(in_ptr0 + (r0_1 + 1280*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tmp4 - tmp2
        tmp6 = libdevice.exp(tmp5)
        tmp7 = (tmp6 / tmp3)
        tl.store(out_ptr2 + (r0_1 + 1280*x0), tmp7, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5f/c5folz3trymun5wevrnl3mdvffy2ec2soyp5pv6rj2ilhlxltiyt.py
# Topologically Sorted Source Nodes: [exp, cos, cat_2, w, repeat, add_11], Original ATen: [aten.exp, aten.cos, aten.cat, aten.mul, aten.repeat, aten.add]
# Source node to ATen node mapping:
#   add_11 => add_11
#   cat_2 => cat_2
#   cos => cos
#   exp => exp
#   repeat => repeat
#   w => mul_12
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %mul : Tensor "f32[64, 128][512, 1]cuda:0" = PlaceHolder[target=mul]
#   %exp : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%arg0_1,), kwargs = {})
#   %cos : Tensor "f32[64, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%arg0_1,), kwargs = {})
#   %cat_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%exp, %cos], 1), kwargs = {})
#   %mul_12 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_2, 3), kwargs = {})
#   %repeat : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.repeat.default](args = (%mul, [1, 2]), kwargs = {})
#   %add_11 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_12, %repeat), kwargs = {})
#   return %add_11
triton_poi_fused_add_cat_cos_exp_mul_repeat_3 = async_compile.triton('triton_poi_fused_add_cat_cos_exp_mul_repeat_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_cos_exp_mul_repeat_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 229376}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_cos_exp_mul_repeat_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp19 = tl.load(in_ptr1 + (512*x1 + ((x0 % 128))), None)
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 128, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (128*x1 + (x0)), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp4, tmp6, tmp7)
    tmp9 = tmp0 >= tmp3
    tmp10 = tl.full([1], 256, tl.int64)
    tmp11 = tmp0 < tmp10
    tmp12 = tl.load(in_ptr0 + (128*x1 + ((-128) + x0)), tmp9, eviction_policy='evict_last', other=0.0)
    tmp13 = tl_math.cos(tmp12)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp9, tmp13, tmp14)
    tmp16 = tl.where(tmp4, tmp8, tmp15)
    tmp17 = tl.full([1], 3.0, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tmp18 + tmp19
    tl.store(out_ptr0 + (x2), tmp20, None)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1 = args
        args.clear()
        assert_size_stride(arg0_1, (64, 128), (128, 1))
        assert_size_stride(arg1_1, (128, 128), (128, 1))
        assert_size_stride(arg2_1, (128, ), (1, ))
        assert_size_stride(arg3_1, (64, 512), (512, 1))
        assert_size_stride(arg4_1, (64, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf4 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            buf0 = reinterpret_tensor(buf4, (64, 128), (512, 1), 384)  # alias
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:1
            extern_kernels.addmm(arg2_1, arg0_1, reinterpret_tensor(arg1_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf0)
            del arg1_1
            del arg2_1
            buf1 = reinterpret_tensor(buf4, (64, 128), (512, 1), 0)  # alias
            buf2 = reinterpret_tensor(buf4, (64, 128), (512, 1), 128)  # alias
            buf3 = reinterpret_tensor(buf4, (64, 128), (512, 1), 256)  # alias
            buf16 = empty_strided_cuda((64, 1280), (1280, 1), torch.float32)
            buf7 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 128)  # alias
            buf8 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 256)  # alias
            buf9 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 384)  # alias
            buf10 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 512)  # alias
            buf11 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 640)  # alias
            buf12 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 768)  # alias
            buf13 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 896)  # alias
            buf14 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 1024)  # alias
            buf15 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 1152)  # alias
            # Topologically Sorted Source Nodes: [sigmoid, a, mul_1, tanh, add, relu, mul_3, add_2, mul_4, add_3, mul_5, add_4, mul_6, add_5, mul_7, add_6, mul_8, add_7, mul_9, add_8, mul_10, add_9, mul_11, add_10], Original ATen: [aten.sigmoid, aten.mul, aten.tanh, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused_add_mul_relu_sigmoid_tanh_0:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_relu_sigmoid_tanh_0.run(arg0_1, buf1, buf2, buf3, buf7, buf8, buf9, buf10, buf11, buf12, buf13, buf14, buf15, 8192, stream=stream0)
            del buf0
            del buf2
            del buf3
            buf5 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:3
            extern_kernels.addmm(arg4_1, buf4, reinterpret_tensor(arg3_1, (512, 64), (1, 512), 0), alpha=1, beta=1, out=buf5)
            del arg3_1
            del arg4_1
            buf6 = reinterpret_tensor(buf16, (64, 128), (1280, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [mul_2, add_1], Original ATen: [aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_1:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_1.run(buf6, 8192, stream=stream0)
            buf19 = empty_strided_cuda((64, 1280), (1280, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, softmax], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_red_fused__softmax_exp_prepare_softmax_online_sub_2:5
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_exp_prepare_softmax_online_sub_2.run(buf16, buf19, 64, 1280, stream=stream0)
            del buf10
            del buf11
            del buf12
            del buf13
            del buf14
            del buf15
            del buf16
            del buf6
            del buf7
            del buf8
            del buf9
            buf20 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [exp, cos, cat_2, w, repeat, add_11], Original ATen: [aten.exp, aten.cos, aten.cat, aten.mul, aten.repeat, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_cat_cos_exp_mul_repeat_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_cos_exp_mul_repeat_3.run(arg0_1, buf1, buf20, 16384, stream=stream0)
            del arg0_1
            del buf1
            del buf4
        return (buf5, buf19, buf20, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((64, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
