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


# kernel path: /tmp/torchinductor_root/hi/chiouwo7gsbplfpza7kxswwxga7c6utjnjylt2t4oeeipfpovsdg.py
# Topologically Sorted Source Nodes: [input_2, input_3, input_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_2 => add_5, add_6, mul_14, mul_15, mul_16, reciprocal, sqrt, sub_3, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   input_3 => add_18, div, exp, neg
#   input_4 => convolution_1
# Graph fragment:
#   %convolution : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution]
#   %arg4_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %add_6 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_6]
#   %unsqueeze : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg4_1, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %sub_3 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_1), kwargs = {})
#   %add_5 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_5,), kwargs = {})
#   %reciprocal : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_14 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_14, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %mul_15 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_16 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_6 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %unsqueeze_7), kwargs = {})
#   %neg : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_18 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_18), kwargs = {})
#   %convolution_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg8_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32), kwargs = {})
#   return %add_6,%buf2
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/e7/ce7zonwehvfpon74wpnu6ke2agadxss2yubcthnn3kywokw5nmy4.py
# Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_5 => add_29, add_30, mul_64, mul_65, mul_66, reciprocal_1, sqrt_1, sub_16, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_8, unsqueeze_9
# Graph fragment:
#   %convolution_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %arg9_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg11_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %unsqueeze_8 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg9_1, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %sub_16 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_9), kwargs = {})
#   %add_29 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg10_1, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_29,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_64 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_64, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %mul_65 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %unsqueeze_11), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg11_1, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_66 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg12_1, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_30 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_66, %unsqueeze_15), kwargs = {})
#   return %add_30
triton_poi_fused__native_batch_norm_legit_no_training_1 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 4096}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3146240, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 32)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tm/ctmjdeayyybmutwxig2rve6kxumtvrtzjar2kcjyholxb7i2jt66.py
# Topologically Sorted Source Nodes: [input_6, scale, scale_1], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_6 => add_42, div_1, exp_1, neg_1
#   scale => mean
#   scale_1 => convolution_2
# Graph fragment:
#   %add_30 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_30]
#   %buf5 : Tensor "f32[s77, 32, 1, 1][32, 1, 32*s77, 32*s77]cuda:0" = PlaceHolder[target=buf5]
#   %neg_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_30,), kwargs = {})
#   %exp_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_42 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_30, %add_42), kwargs = {})
#   %mean : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [-1, -2], True), kwargs = {})
#   %convolution_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg13_1, %arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf5,%buf6
triton_red_fused_convolution_mean_silu_2 = async_compile.triton('triton_red_fused_convolution_mean_silu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1049088, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_2(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ng/cngpg5umyxuai4owb2gdgqksnabzvv7enyvdbuoyvftwm7kjislj.py
# Topologically Sorted Source Nodes: [input_6, scale, scale_1, scale_2, scale_3], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_6 => add_42, div_1, exp_1, neg_1
#   scale => mean
#   scale_1 => convolution_2
#   scale_2 => add_64, div_2, exp_2, neg_2
#   scale_3 => convolution_3
# Graph fragment:
#   %buf7 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=buf7]
#   %arg14_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %neg_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_30,), kwargs = {})
#   %exp_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_42 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_30, %add_42), kwargs = {})
#   %mean : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [-1, -2], True), kwargs = {})
#   %convolution_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg13_1, %arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_2,), kwargs = {})
#   %exp_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_64 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_2, %add_64), kwargs = {})
#   %convolution_3 : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg15_1, %arg16_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf8
triton_poi_fused_convolution_mean_silu_3 = async_compile.triton('triton_poi_fused_convolution_mean_silu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wf/cwffm5rb4nshuoz2yhvkyplzp3s4pvgjtsaehuspo77h2dx6en4c.py
# Topologically Sorted Source Nodes: [input_6, scale, scale_1, scale_2, scale_3, scale_4, input_7, input_8], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_6 => add_42, div_1, exp_1, neg_1
#   input_7 => mul_121
#   input_8 => convolution_4
#   scale => mean
#   scale_1 => convolution_2
#   scale_2 => add_64, div_2, exp_2, neg_2
#   scale_3 => convolution_3
#   scale_4 => sigmoid
# Graph fragment:
#   %buf9 : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=buf9]
#   %arg16_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %add_30 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_30]
#   %neg_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_30,), kwargs = {})
#   %exp_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_42 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_30, %add_42), kwargs = {})
#   %mean : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [-1, -2], True), kwargs = {})
#   %convolution_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg13_1, %arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_2,), kwargs = {})
#   %exp_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_64 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[s77, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_2, %add_64), kwargs = {})
#   %convolution_3 : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg15_1, %arg16_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_3,), kwargs = {})
#   %mul_121 : Tensor "f32[s77, 32, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][32*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %div_1), kwargs = {})
#   %convolution_4 : Tensor "f32[s77, 16, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][16*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_121, %arg17_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf10
triton_poi_fused_convolution_mean_mul_sigmoid_silu_4 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 4096}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3146112, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_4(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 32)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/cf/ccfzprgvfpquywouboc6jvv56ho6rs5oxyr3bb7nh6b3r57w4qv7.py
# Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
# Source node to ATen node mapping:
#   input_10 => convolution_5
#   input_9 => add_90, add_91, mul_140, mul_141, mul_142, reciprocal_2, sqrt_2, sub_38, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
# Graph fragment:
#   %convolution_4 : Tensor "f32[s77, 16, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][16*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %arg18_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %arg19_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %arg20_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %arg21_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %unsqueeze_16 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg18_1, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %sub_38 : Tensor "f32[s77, 16, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][16*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_17), kwargs = {})
#   %add_90 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg19_1, 1e-05), kwargs = {})
#   %sqrt_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_90,), kwargs = {})
#   %reciprocal_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_2,), kwargs = {})
#   %mul_140 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_140, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %mul_141 : Tensor "f32[s77, 16, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][16*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_38, %unsqueeze_19), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg20_1, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_142 : Tensor "f32[s77, 16, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][16*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_141, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg21_1, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_91 : Tensor "f32[s77, 16, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][16*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_142, %unsqueeze_23), kwargs = {})
#   %convolution_5 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_91, %arg22_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf12
triton_poi_fused__native_batch_norm_legit_no_training_convolution_5 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 4096}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1573120, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jh/cjhtgutvzkil3q2bz2jpconetrcvwurk2prs2e27frj772whj3hv.py
# Topologically Sorted Source Nodes: [input_11, input_12, input_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_11 => add_102, add_103, mul_161, mul_162, mul_163, reciprocal_3, sqrt_3, sub_45, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31
#   input_12 => add_115, div_3, exp_3, neg_3
#   input_13 => convolution_6
# Graph fragment:
#   %convolution_5 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %arg23_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %arg25_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg25_1]
#   %arg26_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %add_103 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_103]
#   %unsqueeze_24 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg23_1, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %sub_45 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %unsqueeze_25), kwargs = {})
#   %add_102 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg24_1, 1e-05), kwargs = {})
#   %sqrt_3 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_102,), kwargs = {})
#   %reciprocal_3 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_3,), kwargs = {})
#   %mul_161 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_161, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %mul_162 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_45, %unsqueeze_27), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg25_1, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_163 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_162, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg26_1, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_103 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_163, %unsqueeze_31), kwargs = {})
#   %neg_3 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_103,), kwargs = {})
#   %exp_3 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_115 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[s77, 96, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][96*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_103, %add_115), kwargs = {})
#   %convolution_6 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_3, %arg27_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96), kwargs = {})
#   return %add_103,%buf15
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6292992}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 96)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/vh/cvhd3yr3cnbhcoygmgdthkr2qab734oibdgckqah5arui2fhmw2l.py
# Topologically Sorted Source Nodes: [input_14], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_14 => add_126, add_127, mul_211, mul_212, mul_213, reciprocal_4, sqrt_4, sub_58, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39
# Graph fragment:
#   %convolution_6 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %arg28_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg29_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %arg31_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg31_1]
#   %unsqueeze_32 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg28_1, -1), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_32, -1), kwargs = {})
#   %sub_58 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_33), kwargs = {})
#   %add_126 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg29_1, 1e-05), kwargs = {})
#   %sqrt_4 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_126,), kwargs = {})
#   %reciprocal_4 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_4,), kwargs = {})
#   %mul_211 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_4, 1), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_211, -1), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, -1), kwargs = {})
#   %mul_212 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_58, %unsqueeze_35), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg30_1, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %mul_213 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_212, %unsqueeze_37), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg31_1, -1), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, -1), kwargs = {})
#   %add_127 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_213, %unsqueeze_39), kwargs = {})
#   return %add_127
triton_poi_fused__native_batch_norm_legit_no_training_7 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2360832, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 96)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5v/c5vjie7nvdli44t622etwd3zod2ytyaui2nnpg7souja327eiufi.py
# Topologically Sorted Source Nodes: [input_15, scale_5, scale_6], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_15 => add_139, div_4, exp_4, neg_4
#   scale_5 => mean_1
#   scale_6 => convolution_7
# Graph fragment:
#   %add_127 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=add_127]
#   %buf18 : Tensor "f32[s77, 96, 1, 1][96, 1, 96*s77, 96*s77]cuda:0" = PlaceHolder[target=buf18]
#   %neg_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_127,), kwargs = {})
#   %exp_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_139 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_127, %add_139), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [-1, -2], True), kwargs = {})
#   %convolution_7 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_1, %arg32_1, %arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf18,%buf19
triton_red_fused_convolution_mean_silu_8 = async_compile.triton('triton_red_fused_convolution_mean_silu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 787968, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_8(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  4))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*(triton_helpers.div_floor_integer((-1) + ks0,  4))
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ho/choktqauaqjuv7iczaahpyel3zmlkssxhwgxviv62umysgm4usei.py
# Topologically Sorted Source Nodes: [input_15, scale_5, scale_6, scale_7, scale_8], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_15 => add_139, div_4, exp_4, neg_4
#   scale_5 => mean_1
#   scale_6 => convolution_7
#   scale_7 => add_161, div_5, exp_5, neg_5
#   scale_8 => convolution_8
# Graph fragment:
#   %buf20 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf20]
#   %arg33_1 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=arg33_1]
#   %neg_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_127,), kwargs = {})
#   %exp_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_139 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_127, %add_139), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [-1, -2], True), kwargs = {})
#   %convolution_7 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_1, %arg32_1, %arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_7,), kwargs = {})
#   %exp_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_161 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_5, 1), kwargs = {})
#   %div_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_7, %add_161), kwargs = {})
#   %convolution_8 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_5, %arg34_1, %arg35_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf21
triton_poi_fused_convolution_mean_silu_9 = async_compile.triton('triton_poi_fused_convolution_mean_silu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/sp/cspkibgx5bitj5pu6bffophu6pe4yeeji3x7uswnraspvynkorl5.py
# Topologically Sorted Source Nodes: [input_15, scale_5, scale_6, scale_7, scale_8, scale_9, input_16, input_17], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_15 => add_139, div_4, exp_4, neg_4
#   input_16 => mul_268
#   input_17 => convolution_9
#   scale_5 => mean_1
#   scale_6 => convolution_7
#   scale_7 => add_161, div_5, exp_5, neg_5
#   scale_8 => convolution_8
#   scale_9 => sigmoid_1
# Graph fragment:
#   %buf22 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0" = PlaceHolder[target=buf22]
#   %arg35_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %add_127 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=add_127]
#   %neg_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_127,), kwargs = {})
#   %exp_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_139 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_4 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_127, %add_139), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [-1, -2], True), kwargs = {})
#   %convolution_7 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_1, %arg32_1, %arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_7,), kwargs = {})
#   %exp_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_161 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_5, 1), kwargs = {})
#   %div_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_7, %add_161), kwargs = {})
#   %convolution_8 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_5, %arg34_1, %arg35_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_1 : Tensor "f32[s77, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_8,), kwargs = {})
#   %mul_268 : Tensor "f32[s77, 96, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][96*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_1, %div_4), kwargs = {})
#   %convolution_9 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_268, %arg36_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf23
triton_poi_fused_convolution_mean_mul_sigmoid_silu_10 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2360448, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_10(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 96)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/qo/cqock5yzbnindkl6tmrggwzfnkta234wix2dounimonbwrqzy3l5.py
# Topologically Sorted Source Nodes: [input_18], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_18 => add_187, add_188, mul_287, mul_288, mul_289, reciprocal_5, sqrt_5, sub_80, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47
# Graph fragment:
#   %convolution_9 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_9]
#   %arg37_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %arg38_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg38_1]
#   %arg39_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %arg40_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg40_1]
#   %unsqueeze_40 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg37_1, -1), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, -1), kwargs = {})
#   %sub_80 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_41), kwargs = {})
#   %add_187 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg38_1, 1e-05), kwargs = {})
#   %sqrt_5 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_187,), kwargs = {})
#   %reciprocal_5 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_5,), kwargs = {})
#   %mul_287 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_5, 1), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_287, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %mul_288 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_80, %unsqueeze_43), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg39_1, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %mul_289 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_288, %unsqueeze_45), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg40_1, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %add_188 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_289, %unsqueeze_47), kwargs = {})
#   return %add_188
triton_poi_fused__native_batch_norm_legit_no_training_11 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 590208, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tk/ctk3swqipldzkicxgnbpaf4uqufvei6mtyco5nhxmywpu6ojepez.py
# Topologically Sorted Source Nodes: [input_20, input_21, input_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_20 => add_199, add_200, mul_308, mul_309, mul_310, reciprocal_6, sqrt_6, sub_87, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, unsqueeze_52, unsqueeze_53, unsqueeze_54, unsqueeze_55
#   input_21 => add_212, div_6, exp_6, neg_6
#   input_22 => convolution_11
# Graph fragment:
#   %convolution_10 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_10]
#   %arg42_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg42_1]
#   %arg43_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg43_1]
#   %arg44_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg44_1]
#   %arg45_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg45_1]
#   %add_200 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=add_200]
#   %unsqueeze_48 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg42_1, -1), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, -1), kwargs = {})
#   %sub_87 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_10, %unsqueeze_49), kwargs = {})
#   %add_199 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg43_1, 1e-05), kwargs = {})
#   %sqrt_6 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_199,), kwargs = {})
#   %reciprocal_6 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_6,), kwargs = {})
#   %mul_308 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_6, 1), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_308, -1), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, -1), kwargs = {})
#   %mul_309 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %unsqueeze_51), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg44_1, -1), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_52, -1), kwargs = {})
#   %mul_310 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_309, %unsqueeze_53), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg45_1, -1), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, -1), kwargs = {})
#   %add_200 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_310, %unsqueeze_55), kwargs = {})
#   %neg_6 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_200,), kwargs = {})
#   %exp_6 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_212 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %div_6 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_200, %add_212), kwargs = {})
#   %convolution_11 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_6, %arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 144), kwargs = {})
#   return %add_200,%buf28
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2361600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 144)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/24/c246eb3lflmk7pqftlh2fcu2qaxa33y5hda2msc7tzsgxuv4w2wb.py
# Topologically Sorted Source Nodes: [input_23], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_23 => add_223, add_224, mul_358, mul_359, mul_360, reciprocal_7, sqrt_7, sub_100, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, unsqueeze_60, unsqueeze_61, unsqueeze_62, unsqueeze_63
# Graph fragment:
#   %convolution_11 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_11]
#   %arg47_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %arg48_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg48_1]
#   %arg49_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg49_1]
#   %arg50_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg50_1]
#   %unsqueeze_56 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg47_1, -1), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, -1), kwargs = {})
#   %sub_100 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %unsqueeze_57), kwargs = {})
#   %add_223 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg48_1, 1e-05), kwargs = {})
#   %sqrt_7 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_223,), kwargs = {})
#   %reciprocal_7 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_7,), kwargs = {})
#   %mul_358 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_7, 1), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_358, -1), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, -1), kwargs = {})
#   %mul_359 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_100, %unsqueeze_59), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg49_1, -1), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_60, -1), kwargs = {})
#   %mul_360 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_359, %unsqueeze_61), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg50_1, -1), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_62, -1), kwargs = {})
#   %add_224 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_360, %unsqueeze_63), kwargs = {})
#   return %add_224
triton_poi_fused__native_batch_norm_legit_no_training_13 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3541248, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 144)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3d/c3d6sntmuo6eobp2nexktakzxvt2hq25zh3aqqgwfflz67bl6h3d.py
# Topologically Sorted Source Nodes: [input_24, scale_10, scale_11], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_24 => add_236, div_7, exp_7, neg_7
#   scale_10 => mean_2
#   scale_11 => convolution_12
# Graph fragment:
#   %add_224 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=add_224]
#   %buf31 : Tensor "f32[s77, 144, 1, 1][144, 1, 144*s77, 144*s77]cuda:0" = PlaceHolder[target=buf31]
#   %neg_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_224,), kwargs = {})
#   %exp_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_236 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_224, %add_236), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [-1, -2], True), kwargs = {})
#   %convolution_12 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_2, %arg51_1, %arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf31,%buf32
triton_red_fused_convolution_mean_silu_14 = async_compile.triton('triton_red_fused_convolution_mean_silu_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1181952, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_14(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  4))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ko/ckoox2uwjiyfvcj6swztenbz5ojfzioctkuoz2qrfzufg4pu24ai.py
# Topologically Sorted Source Nodes: [input_24, scale_10, scale_11, scale_12, scale_13], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_24 => add_236, div_7, exp_7, neg_7
#   scale_10 => mean_2
#   scale_11 => convolution_12
#   scale_12 => add_258, div_8, exp_8, neg_8
#   scale_13 => convolution_13
# Graph fragment:
#   %buf33 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0" = PlaceHolder[target=buf33]
#   %arg52_1 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=arg52_1]
#   %neg_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_224,), kwargs = {})
#   %exp_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_236 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_224, %add_236), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [-1, -2], True), kwargs = {})
#   %convolution_12 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_2, %arg51_1, %arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_8 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_12,), kwargs = {})
#   %exp_8 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_258 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %div_8 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_12, %add_258), kwargs = {})
#   %convolution_13 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_8, %arg53_1, %arg54_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf34
triton_poi_fused_convolution_mean_silu_15 = async_compile.triton('triton_poi_fused_convolution_mean_silu_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_15(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 6)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/y5/cy5jskf7uvv6p73e634e6cqumxr4bfyfvunwviksjcsikemfy2e4.py
# Topologically Sorted Source Nodes: [input_24, scale_10, scale_11, scale_12, scale_13, scale_14, input_25, input_26], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_24 => add_236, div_7, exp_7, neg_7
#   input_25 => mul_415
#   input_26 => convolution_14
#   scale_10 => mean_2
#   scale_11 => convolution_12
#   scale_12 => add_258, div_8, exp_8, neg_8
#   scale_13 => convolution_13
#   scale_14 => sigmoid_2
# Graph fragment:
#   %buf35 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0" = PlaceHolder[target=buf35]
#   %arg54_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg54_1]
#   %add_224 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=add_224]
#   %neg_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_224,), kwargs = {})
#   %exp_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_236 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_224, %add_236), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [-1, -2], True), kwargs = {})
#   %convolution_12 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_2, %arg51_1, %arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_8 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_12,), kwargs = {})
#   %exp_8 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_258 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %div_8 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_12, %add_258), kwargs = {})
#   %convolution_13 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_8, %arg53_1, %arg54_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_2 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_13,), kwargs = {})
#   %mul_415 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, %div_7), kwargs = {})
#   %convolution_14 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_415, %arg55_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf36
triton_poi_fused_convolution_mean_mul_sigmoid_silu_16 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3540672, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_16(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 144)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rd/crdenodktcjma2mx3kqqyrjl334be4fdz6a67kyfx5sbz352rfup.py
# Topologically Sorted Source Nodes: [input_27, result, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
# Source node to ATen node mapping:
#   input_27 => add_284, add_285, mul_434, mul_435, mul_436, reciprocal_8, sqrt_8, sub_122, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, unsqueeze_68, unsqueeze_69, unsqueeze_70, unsqueeze_71
#   input_28 => convolution_15
#   result => add_301
# Graph fragment:
#   %convolution_14 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_14]
#   %arg56_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg56_1]
#   %arg57_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg57_1]
#   %arg58_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg58_1]
#   %arg59_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg59_1]
#   %add_188 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=add_188]
#   %unsqueeze_64 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg56_1, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %sub_122 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %unsqueeze_65), kwargs = {})
#   %add_284 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg57_1, 1e-05), kwargs = {})
#   %sqrt_8 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_284,), kwargs = {})
#   %reciprocal_8 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_8,), kwargs = {})
#   %mul_434 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_8, 1), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_434, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_66, -1), kwargs = {})
#   %mul_435 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_122, %unsqueeze_67), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg58_1, -1), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_68, -1), kwargs = {})
#   %mul_436 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_435, %unsqueeze_69), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg59_1, -1), kwargs = {})
#   %unsqueeze_71 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_70, -1), kwargs = {})
#   %add_285 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_436, %unsqueeze_71), kwargs = {})
#   %add_301 : Tensor "f32[s77, 24, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][24*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_285, %add_188), kwargs = {})
#   %convolution_15 : Tensor "f32[s77, 144, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][144*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_301, %arg60_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf38
triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 786816, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/up/cupavtm5ooxtt2acwnnf7ayq4jhyufncxzbu2b3bb6n6jhm55esc.py
# Topologically Sorted Source Nodes: [input_32], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_32 => add_336, add_337, mul_517, mul_518, mul_519, reciprocal_10, sqrt_10, sub_151, unsqueeze_80, unsqueeze_81, unsqueeze_82, unsqueeze_83, unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87
# Graph fragment:
#   %convolution_16 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_16]
#   %arg66_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg66_1]
#   %arg67_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg67_1]
#   %arg68_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg68_1]
#   %arg69_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg69_1]
#   %unsqueeze_80 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg66_1, -1), kwargs = {})
#   %unsqueeze_81 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_80, -1), kwargs = {})
#   %sub_151 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %unsqueeze_81), kwargs = {})
#   %add_336 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg67_1, 1e-05), kwargs = {})
#   %sqrt_10 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_336,), kwargs = {})
#   %reciprocal_10 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_10,), kwargs = {})
#   %mul_517 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_10, 1), kwargs = {})
#   %unsqueeze_82 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_517, -1), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_82, -1), kwargs = {})
#   %mul_518 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_151, %unsqueeze_83), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg68_1, -1), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_84, -1), kwargs = {})
#   %mul_519 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_518, %unsqueeze_85), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg69_1, -1), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, -1), kwargs = {})
#   %add_337 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_519, %unsqueeze_87), kwargs = {})
#   return %add_337
triton_poi_fused__native_batch_norm_legit_no_training_18 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 887040, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 144)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7v/c7vpojklzqck4mvbqzemjbghfzrvnrtjh4qk46mku4dkrsnjsimx.py
# Topologically Sorted Source Nodes: [input_33, scale_15, scale_16], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_33 => add_349, div_10, exp_10, neg_10
#   scale_15 => mean_3
#   scale_16 => convolution_17
# Graph fragment:
#   %add_337 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_337]
#   %buf44 : Tensor "f32[s77, 144, 1, 1][144, 1, 144*s77, 144*s77]cuda:0" = PlaceHolder[target=buf44]
#   %neg_10 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_337,), kwargs = {})
#   %exp_10 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_10,), kwargs = {})
#   %add_349 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_10, 1), kwargs = {})
#   %div_10 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_337, %add_349), kwargs = {})
#   %mean_3 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_10, [-1, -2], True), kwargs = {})
#   %convolution_17 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_3, %arg70_1, %arg71_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf44,%buf45
triton_red_fused_convolution_mean_silu_19 = async_compile.triton('triton_red_fused_convolution_mean_silu_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 297216, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_19(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  8))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*(triton_helpers.div_floor_integer((-1) + ks0,  8))
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wt/cwte2q6ww4xlp4sgrtpe7v7dwthrhjdebnqg3crz2y2hov5zewbz.py
# Topologically Sorted Source Nodes: [input_33, scale_15, scale_16, scale_17, scale_18, scale_19, input_34, input_35], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_33 => add_349, div_10, exp_10, neg_10
#   input_34 => mul_574
#   input_35 => convolution_19
#   scale_15 => mean_3
#   scale_16 => convolution_17
#   scale_17 => add_371, div_11, exp_11, neg_11
#   scale_18 => convolution_18
#   scale_19 => sigmoid_3
# Graph fragment:
#   %buf48 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0" = PlaceHolder[target=buf48]
#   %arg73_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg73_1]
#   %add_337 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_337]
#   %neg_10 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_337,), kwargs = {})
#   %exp_10 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_10,), kwargs = {})
#   %add_349 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_10, 1), kwargs = {})
#   %div_10 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_337, %add_349), kwargs = {})
#   %mean_3 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_10, [-1, -2], True), kwargs = {})
#   %convolution_17 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_3, %arg70_1, %arg71_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_11 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_17,), kwargs = {})
#   %exp_11 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_11,), kwargs = {})
#   %add_371 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_11, 1), kwargs = {})
#   %div_11 : Tensor "f32[s77, 6, 1, 1][6, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_17, %add_371), kwargs = {})
#   %convolution_18 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_11, %arg72_1, %arg73_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_3 : Tensor "f32[s77, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_18,), kwargs = {})
#   %mul_574 : Tensor "f32[s77, 144, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][144*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_3, %div_10), kwargs = {})
#   %convolution_19 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_574, %arg74_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf49
triton_poi_fused_convolution_mean_mul_sigmoid_silu_20 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 886464, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_20(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 144)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/mj/cmjlulrkvj45krzavb3j7p4gdagkmw4il5qqquhclg47pn3y4igx.py
# Topologically Sorted Source Nodes: [input_36], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_36 => add_397, add_398, mul_593, mul_594, mul_595, reciprocal_11, sqrt_11, sub_173, unsqueeze_88, unsqueeze_89, unsqueeze_90, unsqueeze_91, unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95
# Graph fragment:
#   %convolution_19 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_19]
#   %arg75_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg75_1]
#   %arg76_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg76_1]
#   %arg77_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg77_1]
#   %arg78_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg78_1]
#   %unsqueeze_88 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg75_1, -1), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_88, -1), kwargs = {})
#   %sub_173 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %unsqueeze_89), kwargs = {})
#   %add_397 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg76_1, 1e-05), kwargs = {})
#   %sqrt_11 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_397,), kwargs = {})
#   %reciprocal_11 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_11,), kwargs = {})
#   %mul_593 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_11, 1), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_593, -1), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_90, -1), kwargs = {})
#   %mul_594 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_173, %unsqueeze_91), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg77_1, -1), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, -1), kwargs = {})
#   %mul_595 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_594, %unsqueeze_93), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg78_1, -1), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_94, -1), kwargs = {})
#   %add_398 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_595, %unsqueeze_95), kwargs = {})
#   return %add_398
triton_poi_fused__native_batch_norm_legit_no_training_21 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 246400, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/q4/cq422jjeuwgko6lac5smdma253c7jneofgc7unsnxqu4cbqc2ozj.py
# Topologically Sorted Source Nodes: [input_38, input_39, input_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_38 => add_409, add_410, mul_614, mul_615, mul_616, reciprocal_12, sqrt_12, sub_180, unsqueeze_100, unsqueeze_101, unsqueeze_102, unsqueeze_103, unsqueeze_96, unsqueeze_97, unsqueeze_98, unsqueeze_99
#   input_39 => add_422, div_12, exp_12, neg_12
#   input_40 => convolution_21
# Graph fragment:
#   %convolution_20 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_20]
#   %arg80_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg80_1]
#   %arg81_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg81_1]
#   %arg82_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg82_1]
#   %arg83_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg83_1]
#   %add_410 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_410]
#   %unsqueeze_96 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg80_1, -1), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_96, -1), kwargs = {})
#   %sub_180 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_20, %unsqueeze_97), kwargs = {})
#   %add_409 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg81_1, 1e-05), kwargs = {})
#   %sqrt_12 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_409,), kwargs = {})
#   %reciprocal_12 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_12,), kwargs = {})
#   %mul_614 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_12, 1), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_614, -1), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, -1), kwargs = {})
#   %mul_615 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_180, %unsqueeze_99), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg82_1, -1), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_100, -1), kwargs = {})
#   %mul_616 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_615, %unsqueeze_101), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg83_1, -1), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_102, -1), kwargs = {})
#   %add_410 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_616, %unsqueeze_103), kwargs = {})
#   %neg_12 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_410,), kwargs = {})
#   %exp_12 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_12,), kwargs = {})
#   %add_422 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_12, 1), kwargs = {})
#   %div_12 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_410, %add_422), kwargs = {})
#   %convolution_21 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_12, %arg84_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240), kwargs = {})
#   return %add_410,%buf54
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 986880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 240)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/x4/cx4bjdo65355yd44bihysnc4qhyjz5cifne24mfib4vlhoapuhhh.py
# Topologically Sorted Source Nodes: [input_41], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_41 => add_433, add_434, mul_664, mul_665, mul_666, reciprocal_13, sqrt_13, sub_193, unsqueeze_104, unsqueeze_105, unsqueeze_106, unsqueeze_107, unsqueeze_108, unsqueeze_109, unsqueeze_110, unsqueeze_111
# Graph fragment:
#   %convolution_21 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_21]
#   %arg85_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg85_1]
#   %arg86_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg86_1]
#   %arg87_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg87_1]
#   %arg88_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg88_1]
#   %unsqueeze_104 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg85_1, -1), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_104, -1), kwargs = {})
#   %sub_193 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_21, %unsqueeze_105), kwargs = {})
#   %add_433 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg86_1, 1e-05), kwargs = {})
#   %sqrt_13 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_433,), kwargs = {})
#   %reciprocal_13 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_13,), kwargs = {})
#   %mul_664 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_13, 1), kwargs = {})
#   %unsqueeze_106 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_664, -1), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_106, -1), kwargs = {})
#   %mul_665 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_193, %unsqueeze_107), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg87_1, -1), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_108, -1), kwargs = {})
#   %mul_666 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_665, %unsqueeze_109), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg88_1, -1), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_110, -1), kwargs = {})
#   %add_434 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_666, %unsqueeze_111), kwargs = {})
#   return %add_434
triton_poi_fused__native_batch_norm_legit_no_training_23 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1478400, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 240)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/d7/cd7e4bdc3ql33rkeh55dch2i2bpje7wb2knvkhrvufofoihks5hf.py
# Topologically Sorted Source Nodes: [input_42, scale_20, scale_21], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_42 => add_446, div_13, exp_13, neg_13
#   scale_20 => mean_4
#   scale_21 => convolution_22
# Graph fragment:
#   %add_434 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_434]
#   %buf57 : Tensor "f32[s77, 240, 1, 1][240, 1, 240*s77, 240*s77]cuda:0" = PlaceHolder[target=buf57]
#   %neg_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_434,), kwargs = {})
#   %exp_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_13,), kwargs = {})
#   %add_446 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_13, 1), kwargs = {})
#   %div_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_434, %add_446), kwargs = {})
#   %mean_4 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_13, [-1, -2], True), kwargs = {})
#   %convolution_22 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_4, %arg89_1, %arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf57,%buf58
triton_red_fused_convolution_mean_silu_24 = async_compile.triton('triton_red_fused_convolution_mean_silu_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_24', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 495360, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_24(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  8))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/e7/ce76nzx4nzs5al3a2okgi6nf5z47hmill36xldvg5qanbmnrdwqg.py
# Topologically Sorted Source Nodes: [input_42, scale_20, scale_21, scale_22, scale_23], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_42 => add_446, div_13, exp_13, neg_13
#   scale_20 => mean_4
#   scale_21 => convolution_22
#   scale_22 => add_468, div_14, exp_14, neg_14
#   scale_23 => convolution_23
# Graph fragment:
#   %buf59 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0" = PlaceHolder[target=buf59]
#   %arg90_1 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %neg_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_434,), kwargs = {})
#   %exp_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_13,), kwargs = {})
#   %add_446 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_13, 1), kwargs = {})
#   %div_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_434, %add_446), kwargs = {})
#   %mean_4 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_13, [-1, -2], True), kwargs = {})
#   %convolution_22 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_4, %arg89_1, %arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_14 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_22,), kwargs = {})
#   %exp_14 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_14,), kwargs = {})
#   %add_468 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_14, 1), kwargs = {})
#   %div_14 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_22, %add_468), kwargs = {})
#   %convolution_23 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_14, %arg91_1, %arg92_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf60
triton_poi_fused_convolution_mean_silu_25 = async_compile.triton('triton_poi_fused_convolution_mean_silu_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_25(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 10)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jm/cjmbxzxixwkiuhcaopnslp3yo556ezrndldpn2y2gzl6mdwhxrvl.py
# Topologically Sorted Source Nodes: [input_42, scale_20, scale_21, scale_22, scale_23, scale_24, input_43, input_44], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_42 => add_446, div_13, exp_13, neg_13
#   input_43 => mul_721
#   input_44 => convolution_24
#   scale_20 => mean_4
#   scale_21 => convolution_22
#   scale_22 => add_468, div_14, exp_14, neg_14
#   scale_23 => convolution_23
#   scale_24 => sigmoid_4
# Graph fragment:
#   %buf61 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0" = PlaceHolder[target=buf61]
#   %arg92_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg92_1]
#   %add_434 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_434]
#   %neg_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_434,), kwargs = {})
#   %exp_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_13,), kwargs = {})
#   %add_446 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_13, 1), kwargs = {})
#   %div_13 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_434, %add_446), kwargs = {})
#   %mean_4 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_13, [-1, -2], True), kwargs = {})
#   %convolution_22 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_4, %arg89_1, %arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_14 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_22,), kwargs = {})
#   %exp_14 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_14,), kwargs = {})
#   %add_468 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_14, 1), kwargs = {})
#   %div_14 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_22, %add_468), kwargs = {})
#   %convolution_23 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_14, %arg91_1, %arg92_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_4 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_23,), kwargs = {})
#   %mul_721 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_4, %div_13), kwargs = {})
#   %convolution_24 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_721, %arg93_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf62
triton_poi_fused_convolution_mean_mul_sigmoid_silu_26 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_26', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1477440, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_26(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 240)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ci/ccip77asfvrliin56mj3risk6jyvlnzobmkkeib75o36pmo6j7ku.py
# Topologically Sorted Source Nodes: [input_45, result_1, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
# Source node to ATen node mapping:
#   input_45 => add_494, add_495, mul_740, mul_741, mul_742, reciprocal_14, sqrt_14, sub_215, unsqueeze_112, unsqueeze_113, unsqueeze_114, unsqueeze_115, unsqueeze_116, unsqueeze_117, unsqueeze_118, unsqueeze_119
#   input_46 => convolution_25
#   result_1 => add_511
# Graph fragment:
#   %convolution_24 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_24]
#   %arg94_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg94_1]
#   %arg95_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg95_1]
#   %arg96_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg96_1]
#   %arg97_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg97_1]
#   %add_398 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_398]
#   %unsqueeze_112 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg94_1, -1), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_112, -1), kwargs = {})
#   %sub_215 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_24, %unsqueeze_113), kwargs = {})
#   %add_494 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg95_1, 1e-05), kwargs = {})
#   %sqrt_14 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_494,), kwargs = {})
#   %reciprocal_14 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_14,), kwargs = {})
#   %mul_740 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_14, 1), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_740, -1), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_114, -1), kwargs = {})
#   %mul_741 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_215, %unsqueeze_115), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg96_1, -1), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_116, -1), kwargs = {})
#   %mul_742 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_741, %unsqueeze_117), kwargs = {})
#   %unsqueeze_118 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg97_1, -1), kwargs = {})
#   %unsqueeze_119 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_118, -1), kwargs = {})
#   %add_495 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_742, %unsqueeze_119), kwargs = {})
#   %add_511 : Tensor "f32[s77, 40, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][40*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_495, %add_398), kwargs = {})
#   %convolution_25 : Tensor "f32[s77, 240, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][240*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_511, %arg98_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf64
triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 328320, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kf/ckf5v3zsca4oas57macacornqyoijxbfjxohfjgtwgbzho4vrsaj.py
# Topologically Sorted Source Nodes: [input_50], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_50 => add_546, add_547, mul_823, mul_824, mul_825, reciprocal_16, sqrt_16, sub_244, unsqueeze_128, unsqueeze_129, unsqueeze_130, unsqueeze_131, unsqueeze_132, unsqueeze_133, unsqueeze_134, unsqueeze_135
# Graph fragment:
#   %convolution_26 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_26]
#   %arg104_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg104_1]
#   %arg105_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg105_1]
#   %arg106_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg106_1]
#   %arg107_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg107_1]
#   %unsqueeze_128 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg104_1, -1), kwargs = {})
#   %unsqueeze_129 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_128, -1), kwargs = {})
#   %sub_244 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_26, %unsqueeze_129), kwargs = {})
#   %add_546 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg105_1, 1e-05), kwargs = {})
#   %sqrt_16 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_546,), kwargs = {})
#   %reciprocal_16 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_16,), kwargs = {})
#   %mul_823 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_16, 1), kwargs = {})
#   %unsqueeze_130 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_823, -1), kwargs = {})
#   %unsqueeze_131 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_130, -1), kwargs = {})
#   %mul_824 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_244, %unsqueeze_131), kwargs = {})
#   %unsqueeze_132 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg106_1, -1), kwargs = {})
#   %unsqueeze_133 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_132, -1), kwargs = {})
#   %mul_825 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_824, %unsqueeze_133), kwargs = {})
#   %unsqueeze_134 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg107_1, -1), kwargs = {})
#   %unsqueeze_135 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_134, -1), kwargs = {})
#   %add_547 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_825, %unsqueeze_135), kwargs = {})
#   return %add_547
triton_poi_fused__native_batch_norm_legit_no_training_28 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_28', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 372480, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_28(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 240)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gg/cgg4qaelmuujxxkzarri3lae3wgoex5auaslqpil7gbwgegcuyhe.py
# Topologically Sorted Source Nodes: [input_51, scale_25, scale_26], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_51 => add_559, div_16, exp_16, neg_16
#   scale_25 => mean_5
#   scale_26 => convolution_27
# Graph fragment:
#   %add_547 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_547]
#   %buf70 : Tensor "f32[s77, 240, 1, 1][240, 1, 240*s77, 240*s77]cuda:0" = PlaceHolder[target=buf70]
#   %neg_16 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_547,), kwargs = {})
#   %exp_16 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_16,), kwargs = {})
#   %add_559 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_16, 1), kwargs = {})
#   %div_16 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_547, %add_559), kwargs = {})
#   %mean_5 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_16, [-1, -2], True), kwargs = {})
#   %convolution_27 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_5, %arg108_1, %arg109_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf70,%buf71
triton_red_fused_convolution_mean_silu_29 = async_compile.triton('triton_red_fused_convolution_mean_silu_29', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_29', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 126720, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_29(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  16))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*(triton_helpers.div_floor_integer((-1) + ks0,  16))
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ae/caee2zykxgtbdb6bx3xe5i4punh5bhhweioxlzv7geqrmhnhqrpo.py
# Topologically Sorted Source Nodes: [input_51, scale_25, scale_26, scale_27, scale_28, scale_29, input_52, input_53], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_51 => add_559, div_16, exp_16, neg_16
#   input_52 => mul_880
#   input_53 => convolution_29
#   scale_25 => mean_5
#   scale_26 => convolution_27
#   scale_27 => add_581, div_17, exp_17, neg_17
#   scale_28 => convolution_28
#   scale_29 => sigmoid_5
# Graph fragment:
#   %buf74 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0" = PlaceHolder[target=buf74]
#   %arg111_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg111_1]
#   %add_547 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_547]
#   %neg_16 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_547,), kwargs = {})
#   %exp_16 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_16,), kwargs = {})
#   %add_559 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_16, 1), kwargs = {})
#   %div_16 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_547, %add_559), kwargs = {})
#   %mean_5 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_16, [-1, -2], True), kwargs = {})
#   %convolution_27 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_5, %arg108_1, %arg109_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_17 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_27,), kwargs = {})
#   %exp_17 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_17,), kwargs = {})
#   %add_581 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_17, 1), kwargs = {})
#   %div_17 : Tensor "f32[s77, 10, 1, 1][10, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_27, %add_581), kwargs = {})
#   %convolution_28 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_17, %arg110_1, %arg111_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_5 : Tensor "f32[s77, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_28,), kwargs = {})
#   %mul_880 : Tensor "f32[s77, 240, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][240*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_5, %div_16), kwargs = {})
#   %convolution_29 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_880, %arg112_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf75
triton_poi_fused_convolution_mean_mul_sigmoid_silu_30 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_30', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 371520, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_30(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 240)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yd/cydbr57byexbji2mxc7jb6pkkcwcfq4cljz5ox4ba37i7j4miiur.py
# Topologically Sorted Source Nodes: [input_54], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_54 => add_607, add_608, mul_899, mul_900, mul_901, reciprocal_17, sqrt_17, sub_266, unsqueeze_136, unsqueeze_137, unsqueeze_138, unsqueeze_139, unsqueeze_140, unsqueeze_141, unsqueeze_142, unsqueeze_143
# Graph fragment:
#   %convolution_29 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_29]
#   %arg113_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg113_1]
#   %arg114_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg114_1]
#   %arg115_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg115_1]
#   %arg116_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg116_1]
#   %unsqueeze_136 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg113_1, -1), kwargs = {})
#   %unsqueeze_137 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_136, -1), kwargs = {})
#   %sub_266 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_29, %unsqueeze_137), kwargs = {})
#   %add_607 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg114_1, 1e-05), kwargs = {})
#   %sqrt_17 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_607,), kwargs = {})
#   %reciprocal_17 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_17,), kwargs = {})
#   %mul_899 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_17, 1), kwargs = {})
#   %unsqueeze_138 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_899, -1), kwargs = {})
#   %unsqueeze_139 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_138, -1), kwargs = {})
#   %mul_900 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_266, %unsqueeze_139), kwargs = {})
#   %unsqueeze_140 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg115_1, -1), kwargs = {})
#   %unsqueeze_141 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_140, -1), kwargs = {})
#   %mul_901 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_900, %unsqueeze_141), kwargs = {})
#   %unsqueeze_142 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg116_1, -1), kwargs = {})
#   %unsqueeze_143 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_142, -1), kwargs = {})
#   %add_608 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_901, %unsqueeze_143), kwargs = {})
#   return %add_608
triton_poi_fused__native_batch_norm_legit_no_training_31 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_31', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 124160, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_31(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 80)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jq/cjqbm7m2gbxshmb5kkk7x37uvewybyi3lc5hqt2lelhkwzctqc6g.py
# Topologically Sorted Source Nodes: [input_56, input_57, input_58], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_56 => add_619, add_620, mul_920, mul_921, mul_922, reciprocal_18, sqrt_18, sub_273, unsqueeze_144, unsqueeze_145, unsqueeze_146, unsqueeze_147, unsqueeze_148, unsqueeze_149, unsqueeze_150, unsqueeze_151
#   input_57 => add_632, div_18, exp_18, neg_18
#   input_58 => convolution_31
# Graph fragment:
#   %convolution_30 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_30]
#   %arg118_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg118_1]
#   %arg119_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg119_1]
#   %arg120_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg120_1]
#   %arg121_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg121_1]
#   %add_620 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_620]
#   %unsqueeze_144 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg118_1, -1), kwargs = {})
#   %unsqueeze_145 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_144, -1), kwargs = {})
#   %sub_273 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_30, %unsqueeze_145), kwargs = {})
#   %add_619 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg119_1, 1e-05), kwargs = {})
#   %sqrt_18 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_619,), kwargs = {})
#   %reciprocal_18 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_18,), kwargs = {})
#   %mul_920 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_18, 1), kwargs = {})
#   %unsqueeze_146 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_920, -1), kwargs = {})
#   %unsqueeze_147 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_146, -1), kwargs = {})
#   %mul_921 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_273, %unsqueeze_147), kwargs = {})
#   %unsqueeze_148 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg120_1, -1), kwargs = {})
#   %unsqueeze_149 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_148, -1), kwargs = {})
#   %mul_922 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_921, %unsqueeze_149), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg121_1, -1), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_150, -1), kwargs = {})
#   %add_620 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_922, %unsqueeze_151), kwargs = {})
#   %neg_18 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_620,), kwargs = {})
#   %exp_18 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_18,), kwargs = {})
#   %add_632 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_18, 1), kwargs = {})
#   %div_18 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_620, %add_632), kwargs = {})
#   %convolution_31 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_18, %arg122_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480), kwargs = {})
#   return %add_620,%buf80
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 499200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 480)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zj/czjdc6chvcb6tfgu5yg5d6hyh5r7674qznuwucaf4hv264lkqucd.py
# Topologically Sorted Source Nodes: [input_59], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_59 => add_643, add_644, mul_970, mul_971, mul_972, reciprocal_19, sqrt_19, sub_286, unsqueeze_152, unsqueeze_153, unsqueeze_154, unsqueeze_155, unsqueeze_156, unsqueeze_157, unsqueeze_158, unsqueeze_159
# Graph fragment:
#   %convolution_31 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_31]
#   %arg123_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg123_1]
#   %arg124_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg124_1]
#   %arg125_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg125_1]
#   %arg126_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg126_1]
#   %unsqueeze_152 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg123_1, -1), kwargs = {})
#   %unsqueeze_153 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_152, -1), kwargs = {})
#   %sub_286 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_31, %unsqueeze_153), kwargs = {})
#   %add_643 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg124_1, 1e-05), kwargs = {})
#   %sqrt_19 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_643,), kwargs = {})
#   %reciprocal_19 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_19,), kwargs = {})
#   %mul_970 : Tensor "f32[480][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_19, 1), kwargs = {})
#   %unsqueeze_154 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_970, -1), kwargs = {})
#   %unsqueeze_155 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_154, -1), kwargs = {})
#   %mul_971 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_286, %unsqueeze_155), kwargs = {})
#   %unsqueeze_156 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg125_1, -1), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_156, -1), kwargs = {})
#   %mul_972 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_971, %unsqueeze_157), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[480, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg126_1, -1), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[480, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, -1), kwargs = {})
#   %add_644 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_972, %unsqueeze_159), kwargs = {})
#   return %add_644
triton_poi_fused__native_batch_norm_legit_no_training_33 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 744960, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_33(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 480)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dp/cdp3pfbjz7pglxn3wnxswts5n4w5qtay6cquq3hnie7cyxijb5r7.py
# Topologically Sorted Source Nodes: [input_60, scale_30, scale_31], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_60 => add_656, div_19, exp_19, neg_19
#   scale_30 => mean_6
#   scale_31 => convolution_32
# Graph fragment:
#   %add_644 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_644]
#   %buf83 : Tensor "f32[s77, 480, 1, 1][480, 1, 480*s77, 480*s77]cuda:0" = PlaceHolder[target=buf83]
#   %neg_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_644,), kwargs = {})
#   %exp_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_19,), kwargs = {})
#   %add_656 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_19, 1), kwargs = {})
#   %div_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_644, %add_656), kwargs = {})
#   %mean_6 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_19, [-1, -2], True), kwargs = {})
#   %convolution_32 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_6, %arg127_1, %arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf83,%buf84
triton_red_fused_convolution_mean_silu_34 = async_compile.triton('triton_red_fused_convolution_mean_silu_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_34', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 253440, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_34(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  16))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jm/cjmgbz5r4pxhrsited3o2kphvkqkhkdywjx4du7hxqdzzwhdurru.py
# Topologically Sorted Source Nodes: [input_60, scale_30, scale_31, scale_32, scale_33], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_60 => add_656, div_19, exp_19, neg_19
#   scale_30 => mean_6
#   scale_31 => convolution_32
#   scale_32 => add_678, div_20, exp_20, neg_20
#   scale_33 => convolution_33
# Graph fragment:
#   %buf85 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0" = PlaceHolder[target=buf85]
#   %arg128_1 : Tensor "f32[20][1]cuda:0" = PlaceHolder[target=arg128_1]
#   %neg_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_644,), kwargs = {})
#   %exp_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_19,), kwargs = {})
#   %add_656 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_19, 1), kwargs = {})
#   %div_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_644, %add_656), kwargs = {})
#   %mean_6 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_19, [-1, -2], True), kwargs = {})
#   %convolution_32 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_6, %arg127_1, %arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_20 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_32,), kwargs = {})
#   %exp_20 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_20,), kwargs = {})
#   %add_678 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_20, 1), kwargs = {})
#   %div_20 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_32, %add_678), kwargs = {})
#   %convolution_33 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_20, %arg129_1, %arg130_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf86
triton_poi_fused_convolution_mean_silu_35 = async_compile.triton('triton_poi_fused_convolution_mean_silu_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_35(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 20)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/if/cifr3hldcxc2yd42bfgygdayyklh5zik722sigd7o3dbpfade3e2.py
# Topologically Sorted Source Nodes: [input_60, scale_30, scale_31, scale_32, scale_33, scale_34, input_61, input_62], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_60 => add_656, div_19, exp_19, neg_19
#   input_61 => mul_1027
#   input_62 => convolution_34
#   scale_30 => mean_6
#   scale_31 => convolution_32
#   scale_32 => add_678, div_20, exp_20, neg_20
#   scale_33 => convolution_33
#   scale_34 => sigmoid_6
# Graph fragment:
#   %buf87 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0" = PlaceHolder[target=buf87]
#   %arg130_1 : Tensor "f32[480][1]cuda:0" = PlaceHolder[target=arg130_1]
#   %add_644 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_644]
#   %neg_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_644,), kwargs = {})
#   %exp_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_19,), kwargs = {})
#   %add_656 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_19, 1), kwargs = {})
#   %div_19 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_644, %add_656), kwargs = {})
#   %mean_6 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_19, [-1, -2], True), kwargs = {})
#   %convolution_32 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_6, %arg127_1, %arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_20 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_32,), kwargs = {})
#   %exp_20 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_20,), kwargs = {})
#   %add_678 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_20, 1), kwargs = {})
#   %div_20 : Tensor "f32[s77, 20, 1, 1][20, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_32, %add_678), kwargs = {})
#   %convolution_33 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_20, %arg129_1, %arg130_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_6 : Tensor "f32[s77, 480, 1, 1][480, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_33,), kwargs = {})
#   %mul_1027 : Tensor "f32[s77, 480, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][480*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_6, %div_19), kwargs = {})
#   %convolution_34 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_1027, %arg131_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf88
triton_poi_fused_convolution_mean_mul_sigmoid_silu_36 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_36', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 743040, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_36(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 480)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/a3/ca3tuylfapuxspkkmcsfgh3sxe5i243x4k6uliasm6hdaky6daii.py
# Topologically Sorted Source Nodes: [input_63, result_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_63 => add_704, add_705, mul_1046, mul_1047, mul_1048, reciprocal_20, sqrt_20, sub_308, unsqueeze_160, unsqueeze_161, unsqueeze_162, unsqueeze_163, unsqueeze_164, unsqueeze_165, unsqueeze_166, unsqueeze_167
#   result_2 => add_721
# Graph fragment:
#   %convolution_34 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_34]
#   %arg132_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg132_1]
#   %arg133_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg133_1]
#   %arg134_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg134_1]
#   %arg135_1 : Tensor "f32[80][1]cuda:0" = PlaceHolder[target=arg135_1]
#   %add_608 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_608]
#   %unsqueeze_160 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg132_1, -1), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_160, -1), kwargs = {})
#   %sub_308 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_34, %unsqueeze_161), kwargs = {})
#   %add_704 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg133_1, 1e-05), kwargs = {})
#   %sqrt_20 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_704,), kwargs = {})
#   %reciprocal_20 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_20,), kwargs = {})
#   %mul_1046 : Tensor "f32[80][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_20, 1), kwargs = {})
#   %unsqueeze_162 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1046, -1), kwargs = {})
#   %unsqueeze_163 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_162, -1), kwargs = {})
#   %mul_1047 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_308, %unsqueeze_163), kwargs = {})
#   %unsqueeze_164 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg134_1, -1), kwargs = {})
#   %unsqueeze_165 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_164, -1), kwargs = {})
#   %mul_1048 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1047, %unsqueeze_165), kwargs = {})
#   %unsqueeze_166 : Tensor "f32[80, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg135_1, -1), kwargs = {})
#   %unsqueeze_167 : Tensor "f32[80, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_166, -1), kwargs = {})
#   %add_705 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1048, %unsqueeze_167), kwargs = {})
#   %add_721 : Tensor "f32[s77, 80, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][80*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_705, %add_608), kwargs = {})
#   return %add_721
triton_poi_fused__native_batch_norm_legit_no_training_add_37 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_37', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 165120, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_37(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 80)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ty/ctyghsbp2dze5u3svsmgadthelw6nvoagyxn6rbknojfvanvyq7v.py
# Topologically Sorted Source Nodes: [input_81], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_81 => add_930, add_931, mul_1364, mul_1365, mul_1366, reciprocal_26, sqrt_26, sub_410, unsqueeze_208, unsqueeze_209, unsqueeze_210, unsqueeze_211, unsqueeze_212, unsqueeze_213, unsqueeze_214, unsqueeze_215
# Graph fragment:
#   %convolution_44 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_44]
#   %arg170_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg170_1]
#   %arg171_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg171_1]
#   %arg172_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg172_1]
#   %arg173_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg173_1]
#   %unsqueeze_208 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg170_1, -1), kwargs = {})
#   %unsqueeze_209 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_208, -1), kwargs = {})
#   %sub_410 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_44, %unsqueeze_209), kwargs = {})
#   %add_930 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg171_1, 1e-05), kwargs = {})
#   %sqrt_26 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_930,), kwargs = {})
#   %reciprocal_26 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_26,), kwargs = {})
#   %mul_1364 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_26, 1), kwargs = {})
#   %unsqueeze_210 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1364, -1), kwargs = {})
#   %unsqueeze_211 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_210, -1), kwargs = {})
#   %mul_1365 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_410, %unsqueeze_211), kwargs = {})
#   %unsqueeze_212 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg172_1, -1), kwargs = {})
#   %unsqueeze_213 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_212, -1), kwargs = {})
#   %mul_1366 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1365, %unsqueeze_213), kwargs = {})
#   %unsqueeze_214 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg173_1, -1), kwargs = {})
#   %unsqueeze_215 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_214, -1), kwargs = {})
#   %add_931 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1366, %unsqueeze_215), kwargs = {})
#   return %add_931
triton_poi_fused__native_batch_norm_legit_no_training_38 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_38', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 173824, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_38(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 112)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/g3/cg3zhffavo32ia2xbnshfbucfs7wky5qk53lqgdy3gqu7p5b6jdx.py
# Topologically Sorted Source Nodes: [input_83, input_84, input_85], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_83 => add_942, add_943, mul_1385, mul_1386, mul_1387, reciprocal_27, sqrt_27, sub_417, unsqueeze_216, unsqueeze_217, unsqueeze_218, unsqueeze_219, unsqueeze_220, unsqueeze_221, unsqueeze_222, unsqueeze_223
#   input_84 => add_955, div_27, exp_27, neg_27
#   input_85 => convolution_46
# Graph fragment:
#   %convolution_45 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_45]
#   %arg175_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg175_1]
#   %arg176_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg176_1]
#   %arg177_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg177_1]
#   %arg178_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg178_1]
#   %add_943 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_943]
#   %unsqueeze_216 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg175_1, -1), kwargs = {})
#   %unsqueeze_217 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_216, -1), kwargs = {})
#   %sub_417 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_45, %unsqueeze_217), kwargs = {})
#   %add_942 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg176_1, 1e-05), kwargs = {})
#   %sqrt_27 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_942,), kwargs = {})
#   %reciprocal_27 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_27,), kwargs = {})
#   %mul_1385 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_27, 1), kwargs = {})
#   %unsqueeze_218 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1385, -1), kwargs = {})
#   %unsqueeze_219 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_218, -1), kwargs = {})
#   %mul_1386 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_417, %unsqueeze_219), kwargs = {})
#   %unsqueeze_220 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg177_1, -1), kwargs = {})
#   %unsqueeze_221 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_220, -1), kwargs = {})
#   %mul_1387 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1386, %unsqueeze_221), kwargs = {})
#   %unsqueeze_222 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg178_1, -1), kwargs = {})
#   %unsqueeze_223 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_222, -1), kwargs = {})
#   %add_943 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1387, %unsqueeze_223), kwargs = {})
#   %neg_27 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_943,), kwargs = {})
#   %exp_27 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_27,), kwargs = {})
#   %add_955 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_27, 1), kwargs = {})
#   %div_27 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_943, %add_955), kwargs = {})
#   %convolution_46 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_27, %arg179_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672), kwargs = {})
#   return %add_943,%buf119
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 698880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 672)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/do/cdovz5sfrddh7vhz7iwowgjtahnslblyokllojleaczpsfjmrp6g.py
# Topologically Sorted Source Nodes: [input_86], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_86 => add_966, add_967, mul_1435, mul_1436, mul_1437, reciprocal_28, sqrt_28, sub_430, unsqueeze_224, unsqueeze_225, unsqueeze_226, unsqueeze_227, unsqueeze_228, unsqueeze_229, unsqueeze_230, unsqueeze_231
# Graph fragment:
#   %convolution_46 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_46]
#   %arg180_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg180_1]
#   %arg181_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg181_1]
#   %arg182_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg182_1]
#   %arg183_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg183_1]
#   %unsqueeze_224 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg180_1, -1), kwargs = {})
#   %unsqueeze_225 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_224, -1), kwargs = {})
#   %sub_430 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_46, %unsqueeze_225), kwargs = {})
#   %add_966 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg181_1, 1e-05), kwargs = {})
#   %sqrt_28 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_966,), kwargs = {})
#   %reciprocal_28 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_28,), kwargs = {})
#   %mul_1435 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_28, 1), kwargs = {})
#   %unsqueeze_226 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1435, -1), kwargs = {})
#   %unsqueeze_227 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_226, -1), kwargs = {})
#   %mul_1436 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_430, %unsqueeze_227), kwargs = {})
#   %unsqueeze_228 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg182_1, -1), kwargs = {})
#   %unsqueeze_229 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_228, -1), kwargs = {})
#   %mul_1437 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1436, %unsqueeze_229), kwargs = {})
#   %unsqueeze_230 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg183_1, -1), kwargs = {})
#   %unsqueeze_231 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_230, -1), kwargs = {})
#   %add_967 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1437, %unsqueeze_231), kwargs = {})
#   return %add_967
triton_poi_fused__native_batch_norm_legit_no_training_40 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_40', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1042944, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_40(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 672)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ys/cyszknpcmyuxtuv4owwyjsh6e2rprt525vexgul52vkocihr3amu.py
# Topologically Sorted Source Nodes: [input_87, scale_45, scale_46], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_87 => add_979, div_28, exp_28, neg_28
#   scale_45 => mean_9
#   scale_46 => convolution_47
# Graph fragment:
#   %add_967 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_967]
#   %buf122 : Tensor "f32[s77, 672, 1, 1][672, 1, 672*s77, 672*s77]cuda:0" = PlaceHolder[target=buf122]
#   %neg_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_967,), kwargs = {})
#   %exp_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_28,), kwargs = {})
#   %add_979 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_28, 1), kwargs = {})
#   %div_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_967, %add_979), kwargs = {})
#   %mean_9 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_28, [-1, -2], True), kwargs = {})
#   %convolution_47 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_9, %arg184_1, %arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf122,%buf123
triton_red_fused_convolution_mean_silu_41 = async_compile.triton('triton_red_fused_convolution_mean_silu_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_41', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 354816, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_41(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  16))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/eb/cebgr54ugm7k5ql352kqlotwlrlxbn7xendzqqoxnz34aj5za7un.py
# Topologically Sorted Source Nodes: [input_87, scale_45, scale_46, scale_47, scale_48], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_87 => add_979, div_28, exp_28, neg_28
#   scale_45 => mean_9
#   scale_46 => convolution_47
#   scale_47 => add_1001, div_29, exp_29, neg_29
#   scale_48 => convolution_48
# Graph fragment:
#   %buf124 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0" = PlaceHolder[target=buf124]
#   %arg185_1 : Tensor "f32[28][1]cuda:0" = PlaceHolder[target=arg185_1]
#   %neg_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_967,), kwargs = {})
#   %exp_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_28,), kwargs = {})
#   %add_979 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_28, 1), kwargs = {})
#   %div_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_967, %add_979), kwargs = {})
#   %mean_9 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_28, [-1, -2], True), kwargs = {})
#   %convolution_47 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_9, %arg184_1, %arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_29 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_47,), kwargs = {})
#   %exp_29 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_29,), kwargs = {})
#   %add_1001 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_29, 1), kwargs = {})
#   %div_29 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_47, %add_1001), kwargs = {})
#   %convolution_48 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_29, %arg186_1, %arg187_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf125
triton_poi_fused_convolution_mean_silu_42 = async_compile.triton('triton_poi_fused_convolution_mean_silu_42', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_42', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 784}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_42(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 28)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/na/cnazghchquadls2e3i2ifg2hqzkvmjsny7qzp4ec6nzrkmg325f6.py
# Topologically Sorted Source Nodes: [input_87, scale_45, scale_46, scale_47, scale_48, scale_49, input_88, input_89], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_87 => add_979, div_28, exp_28, neg_28
#   input_88 => mul_1492
#   input_89 => convolution_49
#   scale_45 => mean_9
#   scale_46 => convolution_47
#   scale_47 => add_1001, div_29, exp_29, neg_29
#   scale_48 => convolution_48
#   scale_49 => sigmoid_9
# Graph fragment:
#   %buf126 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0" = PlaceHolder[target=buf126]
#   %arg187_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg187_1]
#   %add_967 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_967]
#   %neg_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_967,), kwargs = {})
#   %exp_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_28,), kwargs = {})
#   %add_979 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_28, 1), kwargs = {})
#   %div_28 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_967, %add_979), kwargs = {})
#   %mean_9 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_28, [-1, -2], True), kwargs = {})
#   %convolution_47 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_9, %arg184_1, %arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_29 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_47,), kwargs = {})
#   %exp_29 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_29,), kwargs = {})
#   %add_1001 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_29, 1), kwargs = {})
#   %div_29 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_47, %add_1001), kwargs = {})
#   %convolution_48 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_29, %arg186_1, %arg187_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_9 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_48,), kwargs = {})
#   %mul_1492 : Tensor "f32[s77, 672, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][672*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_9, %div_28), kwargs = {})
#   %convolution_49 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_1492, %arg188_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf127
triton_poi_fused_convolution_mean_mul_sigmoid_silu_43 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_43', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_43', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1040256, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_43(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 672)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/62/c62sfr5zvjkc7iqnpycn2jzm2junu5nraee5adjzzfawhyyljfao.py
# Topologically Sorted Source Nodes: [input_90, result_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_90 => add_1027, add_1028, mul_1511, mul_1512, mul_1513, reciprocal_29, sqrt_29, sub_452, unsqueeze_232, unsqueeze_233, unsqueeze_234, unsqueeze_235, unsqueeze_236, unsqueeze_237, unsqueeze_238, unsqueeze_239
#   result_4 => add_1044
# Graph fragment:
#   %convolution_49 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_49]
#   %arg189_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg189_1]
#   %arg190_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg190_1]
#   %arg191_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg191_1]
#   %arg192_1 : Tensor "f32[112][1]cuda:0" = PlaceHolder[target=arg192_1]
#   %add_931 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_931]
#   %unsqueeze_232 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg189_1, -1), kwargs = {})
#   %unsqueeze_233 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_232, -1), kwargs = {})
#   %sub_452 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_49, %unsqueeze_233), kwargs = {})
#   %add_1027 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg190_1, 1e-05), kwargs = {})
#   %sqrt_29 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1027,), kwargs = {})
#   %reciprocal_29 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_29,), kwargs = {})
#   %mul_1511 : Tensor "f32[112][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_29, 1), kwargs = {})
#   %unsqueeze_234 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1511, -1), kwargs = {})
#   %unsqueeze_235 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_234, -1), kwargs = {})
#   %mul_1512 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_452, %unsqueeze_235), kwargs = {})
#   %unsqueeze_236 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg191_1, -1), kwargs = {})
#   %unsqueeze_237 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_236, -1), kwargs = {})
#   %mul_1513 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1512, %unsqueeze_237), kwargs = {})
#   %unsqueeze_238 : Tensor "f32[112, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg192_1, -1), kwargs = {})
#   %unsqueeze_239 : Tensor "f32[112, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_238, -1), kwargs = {})
#   %add_1028 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1513, %unsqueeze_239), kwargs = {})
#   %add_1044 : Tensor "f32[s77, 112, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][112*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1028, %add_931), kwargs = {})
#   return %add_1044
triton_poi_fused__native_batch_norm_legit_no_training_add_44 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_44', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_44', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 231168, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_44(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 112)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/cb/ccb3hvbk2jggvumw6dijpcyxqz4kcyyqquwgpijyyi3kjkb4lwd5.py
# Topologically Sorted Source Nodes: [input_104], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_104 => add_1192, add_1193, mul_1753, mul_1754, mul_1755, reciprocal_34, sqrt_34, sub_532, unsqueeze_272, unsqueeze_273, unsqueeze_274, unsqueeze_275, unsqueeze_276, unsqueeze_277, unsqueeze_278, unsqueeze_279
# Graph fragment:
#   %convolution_56 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_56]
#   %arg218_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg218_1]
#   %arg219_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg219_1]
#   %arg220_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg220_1]
#   %arg221_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg221_1]
#   %unsqueeze_272 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg218_1, -1), kwargs = {})
#   %unsqueeze_273 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_272, -1), kwargs = {})
#   %sub_532 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_56, %unsqueeze_273), kwargs = {})
#   %add_1192 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg219_1, 1e-05), kwargs = {})
#   %sqrt_34 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1192,), kwargs = {})
#   %reciprocal_34 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_34,), kwargs = {})
#   %mul_1753 : Tensor "f32[672][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_34, 1), kwargs = {})
#   %unsqueeze_274 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1753, -1), kwargs = {})
#   %unsqueeze_275 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_274, -1), kwargs = {})
#   %mul_1754 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_532, %unsqueeze_275), kwargs = {})
#   %unsqueeze_276 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg220_1, -1), kwargs = {})
#   %unsqueeze_277 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_276, -1), kwargs = {})
#   %mul_1755 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1754, %unsqueeze_277), kwargs = {})
#   %unsqueeze_278 : Tensor "f32[672, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg221_1, -1), kwargs = {})
#   %unsqueeze_279 : Tensor "f32[672, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_278, -1), kwargs = {})
#   %add_1193 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1755, %unsqueeze_279), kwargs = {})
#   return %add_1193
triton_poi_fused__native_batch_norm_legit_no_training_45 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_45', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_45', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 268800, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_45(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 672)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5q/c5qlrjocrdxgz6jrvmebiyoy66lhgebmuuzjdjzuz3h4b7qvmyjs.py
# Topologically Sorted Source Nodes: [input_105, scale_55, scale_56], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_105 => add_1205, div_34, exp_34, neg_34
#   scale_55 => mean_11
#   scale_56 => convolution_57
# Graph fragment:
#   %add_1193 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1193]
#   %buf148 : Tensor "f32[s77, 672, 1, 1][672, 1, 672*s77, 672*s77]cuda:0" = PlaceHolder[target=buf148]
#   %neg_34 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1193,), kwargs = {})
#   %exp_34 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_34,), kwargs = {})
#   %add_1205 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_34, 1), kwargs = {})
#   %div_34 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1193, %add_1205), kwargs = {})
#   %mean_11 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_34, [-1, -2], True), kwargs = {})
#   %convolution_57 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_11, %arg222_1, %arg223_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf148,%buf149
triton_red_fused_convolution_mean_silu_46 = async_compile.triton('triton_red_fused_convolution_mean_silu_46', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_46', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 96768, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_46(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  32))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*(triton_helpers.div_floor_integer((-1) + ks0,  32))
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5t/c5tcgg7nlzvjqi6ul2ilyfw27nirdfnohn6y23ww2uidahjskej7.py
# Topologically Sorted Source Nodes: [input_105, scale_55, scale_56, scale_57, scale_58, scale_59, input_106, input_107], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_105 => add_1205, div_34, exp_34, neg_34
#   input_106 => mul_1810
#   input_107 => convolution_59
#   scale_55 => mean_11
#   scale_56 => convolution_57
#   scale_57 => add_1227, div_35, exp_35, neg_35
#   scale_58 => convolution_58
#   scale_59 => sigmoid_11
# Graph fragment:
#   %buf152 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0" = PlaceHolder[target=buf152]
#   %arg225_1 : Tensor "f32[672][1]cuda:0" = PlaceHolder[target=arg225_1]
#   %add_1193 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1193]
#   %neg_34 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1193,), kwargs = {})
#   %exp_34 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_34,), kwargs = {})
#   %add_1205 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_34, 1), kwargs = {})
#   %div_34 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1193, %add_1205), kwargs = {})
#   %mean_11 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_34, [-1, -2], True), kwargs = {})
#   %convolution_57 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_11, %arg222_1, %arg223_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_35 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_57,), kwargs = {})
#   %exp_35 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_35,), kwargs = {})
#   %add_1227 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_35, 1), kwargs = {})
#   %div_35 : Tensor "f32[s77, 28, 1, 1][28, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_57, %add_1227), kwargs = {})
#   %convolution_58 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_35, %arg224_1, %arg225_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_11 : Tensor "f32[s77, 672, 1, 1][672, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_58,), kwargs = {})
#   %mul_1810 : Tensor "f32[s77, 672, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][672*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_11, %div_34), kwargs = {})
#   %convolution_59 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_1810, %arg226_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf153
triton_poi_fused_convolution_mean_mul_sigmoid_silu_47 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_47', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_47', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 266112, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_47(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 672)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/mw/cmwgamwmba2skrk25hxglzrbz4aqggw3eeicpyl2g5l7slitctar.py
# Topologically Sorted Source Nodes: [input_108], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_108 => add_1253, add_1254, mul_1829, mul_1830, mul_1831, reciprocal_35, sqrt_35, sub_554, unsqueeze_280, unsqueeze_281, unsqueeze_282, unsqueeze_283, unsqueeze_284, unsqueeze_285, unsqueeze_286, unsqueeze_287
# Graph fragment:
#   %convolution_59 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_59]
#   %arg227_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg227_1]
#   %arg228_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg228_1]
#   %arg229_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg229_1]
#   %arg230_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg230_1]
#   %unsqueeze_280 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg227_1, -1), kwargs = {})
#   %unsqueeze_281 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_280, -1), kwargs = {})
#   %sub_554 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_59, %unsqueeze_281), kwargs = {})
#   %add_1253 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg228_1, 1e-05), kwargs = {})
#   %sqrt_35 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1253,), kwargs = {})
#   %reciprocal_35 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_35,), kwargs = {})
#   %mul_1829 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_35, 1), kwargs = {})
#   %unsqueeze_282 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1829, -1), kwargs = {})
#   %unsqueeze_283 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_282, -1), kwargs = {})
#   %mul_1830 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_554, %unsqueeze_283), kwargs = {})
#   %unsqueeze_284 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg229_1, -1), kwargs = {})
#   %unsqueeze_285 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_284, -1), kwargs = {})
#   %mul_1831 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1830, %unsqueeze_285), kwargs = {})
#   %unsqueeze_286 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg230_1, -1), kwargs = {})
#   %unsqueeze_287 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_286, -1), kwargs = {})
#   %add_1254 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1831, %unsqueeze_287), kwargs = {})
#   return %add_1254
triton_poi_fused__native_batch_norm_legit_no_training_48 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_48', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_48', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 76800, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_48(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 192)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hr/chrphlpewul4iogvasownhee35no6dbc6edngd2gzu6y3ad63ucs.py
# Topologically Sorted Source Nodes: [input_110, input_111, input_112], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_110 => add_1265, add_1266, mul_1850, mul_1851, mul_1852, reciprocal_36, sqrt_36, sub_561, unsqueeze_288, unsqueeze_289, unsqueeze_290, unsqueeze_291, unsqueeze_292, unsqueeze_293, unsqueeze_294, unsqueeze_295
#   input_111 => add_1278, div_36, exp_36, neg_36
#   input_112 => convolution_61
# Graph fragment:
#   %convolution_60 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_60]
#   %arg232_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg232_1]
#   %arg233_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg233_1]
#   %arg234_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg234_1]
#   %arg235_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg235_1]
#   %add_1266 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1266]
#   %unsqueeze_288 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg232_1, -1), kwargs = {})
#   %unsqueeze_289 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_288, -1), kwargs = {})
#   %sub_561 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_60, %unsqueeze_289), kwargs = {})
#   %add_1265 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg233_1, 1e-05), kwargs = {})
#   %sqrt_36 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1265,), kwargs = {})
#   %reciprocal_36 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_36,), kwargs = {})
#   %mul_1850 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_36, 1), kwargs = {})
#   %unsqueeze_290 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1850, -1), kwargs = {})
#   %unsqueeze_291 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_290, -1), kwargs = {})
#   %mul_1851 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_561, %unsqueeze_291), kwargs = {})
#   %unsqueeze_292 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg234_1, -1), kwargs = {})
#   %unsqueeze_293 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_292, -1), kwargs = {})
#   %mul_1852 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1851, %unsqueeze_293), kwargs = {})
#   %unsqueeze_294 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg235_1, -1), kwargs = {})
#   %unsqueeze_295 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_294, -1), kwargs = {})
#   %add_1266 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1852, %unsqueeze_295), kwargs = {})
#   %neg_36 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1266,), kwargs = {})
#   %exp_36 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_36,), kwargs = {})
#   %add_1278 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_36, 1), kwargs = {})
#   %div_36 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1266, %add_1278), kwargs = {})
#   %convolution_61 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_36, %arg236_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152), kwargs = {})
#   return %add_1266,%buf158
triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 313344}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 1152)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = -tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp17 + tmp9
    tmp19 = (tmp15 / tmp18)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4i/c4ijidjhr3ryhohvigo3qkqgksx6fcw57qegb2phovwbwmlphtgo.py
# Topologically Sorted Source Nodes: [input_113], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_113 => add_1289, add_1290, mul_1900, mul_1901, mul_1902, reciprocal_37, sqrt_37, sub_574, unsqueeze_296, unsqueeze_297, unsqueeze_298, unsqueeze_299, unsqueeze_300, unsqueeze_301, unsqueeze_302, unsqueeze_303
# Graph fragment:
#   %convolution_61 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_61]
#   %arg237_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg237_1]
#   %arg238_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg238_1]
#   %arg239_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg239_1]
#   %arg240_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg240_1]
#   %unsqueeze_296 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg237_1, -1), kwargs = {})
#   %unsqueeze_297 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_296, -1), kwargs = {})
#   %sub_574 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_61, %unsqueeze_297), kwargs = {})
#   %add_1289 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg238_1, 1e-05), kwargs = {})
#   %sqrt_37 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1289,), kwargs = {})
#   %reciprocal_37 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_37,), kwargs = {})
#   %mul_1900 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_37, 1), kwargs = {})
#   %unsqueeze_298 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1900, -1), kwargs = {})
#   %unsqueeze_299 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_298, -1), kwargs = {})
#   %mul_1901 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_574, %unsqueeze_299), kwargs = {})
#   %unsqueeze_300 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg239_1, -1), kwargs = {})
#   %unsqueeze_301 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_300, -1), kwargs = {})
#   %mul_1902 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1901, %unsqueeze_301), kwargs = {})
#   %unsqueeze_302 : Tensor "f32[1152, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg240_1, -1), kwargs = {})
#   %unsqueeze_303 : Tensor "f32[1152, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_302, -1), kwargs = {})
#   %add_1290 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1902, %unsqueeze_303), kwargs = {})
#   return %add_1290
triton_poi_fused__native_batch_norm_legit_no_training_50 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_50', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_50', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 460800, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_50(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 1152)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/t6/ct6dkgagswu32mbmizsaj6zvjmbggtiu6phjefq3duuvfcoxme3r.py
# Topologically Sorted Source Nodes: [input_114, scale_60, scale_61], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_114 => add_1302, div_37, exp_37, neg_37
#   scale_60 => mean_12
#   scale_61 => convolution_62
# Graph fragment:
#   %add_1290 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1290]
#   %buf161 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1152*s77, 1152*s77]cuda:0" = PlaceHolder[target=buf161]
#   %neg_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1290,), kwargs = {})
#   %exp_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_37,), kwargs = {})
#   %add_1302 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_37, 1), kwargs = {})
#   %div_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1290, %add_1302), kwargs = {})
#   %mean_12 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_37, [-1, -2], True), kwargs = {})
#   %convolution_62 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_12, %arg241_1, %arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf161,%buf162
triton_red_fused_convolution_mean_silu_51 = async_compile.triton('triton_red_fused_convolution_mean_silu_51', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_mean_silu_51', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 165888, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_mean_silu_51(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  32))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/le/cle2gcuifvrsyjfulphva7jwdwii6quvfatqa6g34fk2s5cke6dy.py
# Topologically Sorted Source Nodes: [input_114, scale_60, scale_61, scale_62, scale_63], Original ATen: [aten.silu, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   input_114 => add_1302, div_37, exp_37, neg_37
#   scale_60 => mean_12
#   scale_61 => convolution_62
#   scale_62 => add_1324, div_38, exp_38, neg_38
#   scale_63 => convolution_63
# Graph fragment:
#   %buf163 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0" = PlaceHolder[target=buf163]
#   %arg242_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg242_1]
#   %neg_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1290,), kwargs = {})
#   %exp_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_37,), kwargs = {})
#   %add_1302 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_37, 1), kwargs = {})
#   %div_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1290, %add_1302), kwargs = {})
#   %mean_12 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_37, [-1, -2], True), kwargs = {})
#   %convolution_62 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_12, %arg241_1, %arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_38 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_62,), kwargs = {})
#   %exp_38 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_38,), kwargs = {})
#   %add_1324 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_38, 1), kwargs = {})
#   %div_38 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_62, %add_1324), kwargs = {})
#   %convolution_63 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_38, %arg243_1, %arg244_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf164
triton_poi_fused_convolution_mean_silu_52 = async_compile.triton('triton_poi_fused_convolution_mean_silu_52', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_silu_52', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1344}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_silu_52(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/en/cennczgkot4oiw5pcmfq2rhlzqfifrnh33evtbv7x4bqhcaw72dj.py
# Topologically Sorted Source Nodes: [input_114, scale_60, scale_61, scale_62, scale_63, scale_64, input_115, input_116], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_114 => add_1302, div_37, exp_37, neg_37
#   input_115 => mul_1957
#   input_116 => convolution_64
#   scale_60 => mean_12
#   scale_61 => convolution_62
#   scale_62 => add_1324, div_38, exp_38, neg_38
#   scale_63 => convolution_63
#   scale_64 => sigmoid_12
# Graph fragment:
#   %buf165 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0" = PlaceHolder[target=buf165]
#   %arg244_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg244_1]
#   %add_1290 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1290]
#   %neg_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1290,), kwargs = {})
#   %exp_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_37,), kwargs = {})
#   %add_1302 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_37, 1), kwargs = {})
#   %div_37 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1290, %add_1302), kwargs = {})
#   %mean_12 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_37, [-1, -2], True), kwargs = {})
#   %convolution_62 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_12, %arg241_1, %arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_38 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_62,), kwargs = {})
#   %exp_38 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_38,), kwargs = {})
#   %add_1324 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_38, 1), kwargs = {})
#   %div_38 : Tensor "f32[s77, 48, 1, 1][48, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_62, %add_1324), kwargs = {})
#   %convolution_63 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_38, %arg243_1, %arg244_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %sigmoid_12 : Tensor "f32[s77, 1152, 1, 1][1152, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_63,), kwargs = {})
#   %mul_1957 : Tensor "f32[s77, 1152, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1152*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_12, %div_37), kwargs = {})
#   %convolution_64 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_1957, %arg245_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf166
triton_poi_fused_convolution_mean_mul_sigmoid_silu_53 = async_compile.triton('triton_poi_fused_convolution_mean_mul_sigmoid_silu_53', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_mul_sigmoid_silu_53', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 456192, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_mul_sigmoid_silu_53(in_out_ptr0, in_ptr0, in_ptr1, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 1152)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp5 = -tmp4
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = (tmp4 / tmp8)
    tmp10 = tmp3 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gw/cgwwivgvfp223bqcajlwhndp6qx4d5avp7kxjiqizumdr3crgtka.py
# Topologically Sorted Source Nodes: [input_117, result_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_117 => add_1350, add_1351, mul_1976, mul_1977, mul_1978, reciprocal_38, sqrt_38, sub_596, unsqueeze_304, unsqueeze_305, unsqueeze_306, unsqueeze_307, unsqueeze_308, unsqueeze_309, unsqueeze_310, unsqueeze_311
#   result_6 => add_1367
# Graph fragment:
#   %convolution_64 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_64]
#   %arg246_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg246_1]
#   %arg247_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg247_1]
#   %arg248_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg248_1]
#   %arg249_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg249_1]
#   %add_1254 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1254]
#   %unsqueeze_304 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg246_1, -1), kwargs = {})
#   %unsqueeze_305 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_304, -1), kwargs = {})
#   %sub_596 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_64, %unsqueeze_305), kwargs = {})
#   %add_1350 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg247_1, 1e-05), kwargs = {})
#   %sqrt_38 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1350,), kwargs = {})
#   %reciprocal_38 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_38,), kwargs = {})
#   %mul_1976 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_38, 1), kwargs = {})
#   %unsqueeze_306 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1976, -1), kwargs = {})
#   %unsqueeze_307 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_306, -1), kwargs = {})
#   %mul_1977 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_596, %unsqueeze_307), kwargs = {})
#   %unsqueeze_308 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg248_1, -1), kwargs = {})
#   %unsqueeze_309 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_308, -1), kwargs = {})
#   %mul_1978 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1977, %unsqueeze_309), kwargs = {})
#   %unsqueeze_310 : Tensor "f32[192, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg249_1, -1), kwargs = {})
#   %unsqueeze_311 : Tensor "f32[192, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_310, -1), kwargs = {})
#   %add_1351 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1978, %unsqueeze_311), kwargs = {})
#   %add_1367 : Tensor "f32[s77, 192, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][192*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1351, %add_1254), kwargs = {})
#   return %add_1367
triton_poi_fused__native_batch_norm_legit_no_training_add_54 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_54', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_54', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 101376, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_54(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 192)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2k/c2kpsnvz56gmq23kxl6lixca4xl33obptdxp2chgdy4oqqslnghg.py
# Topologically Sorted Source Nodes: [input_144, input_145], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
# Source node to ATen node mapping:
#   input_144 => add_1689, add_1690, mul_2453, mul_2454, mul_2455, reciprocal_47, sqrt_47, sub_749, unsqueeze_376, unsqueeze_377, unsqueeze_378, unsqueeze_379, unsqueeze_380, unsqueeze_381, unsqueeze_382, unsqueeze_383
#   input_145 => convolution_80
# Graph fragment:
#   %convolution_79 : Tensor "f32[s77, 320, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][320*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_79]
#   %arg303_1 : Tensor "f32[320][1]cuda:0" = PlaceHolder[target=arg303_1]
#   %arg304_1 : Tensor "f32[320][1]cuda:0" = PlaceHolder[target=arg304_1]
#   %arg305_1 : Tensor "f32[320][1]cuda:0" = PlaceHolder[target=arg305_1]
#   %arg306_1 : Tensor "f32[320][1]cuda:0" = PlaceHolder[target=arg306_1]
#   %unsqueeze_376 : Tensor "f32[320, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg303_1, -1), kwargs = {})
#   %unsqueeze_377 : Tensor "f32[320, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_376, -1), kwargs = {})
#   %sub_749 : Tensor "f32[s77, 320, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][320*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_79, %unsqueeze_377), kwargs = {})
#   %add_1689 : Tensor "f32[320][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg304_1, 1e-05), kwargs = {})
#   %sqrt_47 : Tensor "f32[320][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1689,), kwargs = {})
#   %reciprocal_47 : Tensor "f32[320][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_47,), kwargs = {})
#   %mul_2453 : Tensor "f32[320][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_47, 1), kwargs = {})
#   %unsqueeze_378 : Tensor "f32[320, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_2453, -1), kwargs = {})
#   %unsqueeze_379 : Tensor "f32[320, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_378, -1), kwargs = {})
#   %mul_2454 : Tensor "f32[s77, 320, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][320*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_749, %unsqueeze_379), kwargs = {})
#   %unsqueeze_380 : Tensor "f32[320, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg305_1, -1), kwargs = {})
#   %unsqueeze_381 : Tensor "f32[320, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_380, -1), kwargs = {})
#   %mul_2455 : Tensor "f32[s77, 320, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][320*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2454, %unsqueeze_381), kwargs = {})
#   %unsqueeze_382 : Tensor "f32[320, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg306_1, -1), kwargs = {})
#   %unsqueeze_383 : Tensor "f32[320, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_382, -1), kwargs = {})
#   %add_1690 : Tensor "f32[s77, 320, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][320*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2455, %unsqueeze_383), kwargs = {})
#   %convolution_80 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_1690, %arg307_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf207
triton_poi_fused__native_batch_norm_legit_no_training_convolution_55 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_55', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_55', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 128000, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_55(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 320)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ve/cveffm4j7frjbyc4czdufzijn2ii2a33qjnvf7wzsa5tibmgforu.py
# Topologically Sorted Source Nodes: [input_146], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_146 => add_1701, add_1702, mul_2474, mul_2475, mul_2476, reciprocal_48, sqrt_48, sub_756, unsqueeze_384, unsqueeze_385, unsqueeze_386, unsqueeze_387, unsqueeze_388, unsqueeze_389, unsqueeze_390, unsqueeze_391
# Graph fragment:
#   %convolution_80 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_80]
#   %arg308_1 : Tensor "f32[1280][1]cuda:0" = PlaceHolder[target=arg308_1]
#   %arg309_1 : Tensor "f32[1280][1]cuda:0" = PlaceHolder[target=arg309_1]
#   %arg310_1 : Tensor "f32[1280][1]cuda:0" = PlaceHolder[target=arg310_1]
#   %arg311_1 : Tensor "f32[1280][1]cuda:0" = PlaceHolder[target=arg311_1]
#   %unsqueeze_384 : Tensor "f32[1280, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg308_1, -1), kwargs = {})
#   %unsqueeze_385 : Tensor "f32[1280, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_384, -1), kwargs = {})
#   %sub_756 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_80, %unsqueeze_385), kwargs = {})
#   %add_1701 : Tensor "f32[1280][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg309_1, 1e-05), kwargs = {})
#   %sqrt_48 : Tensor "f32[1280][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_1701,), kwargs = {})
#   %reciprocal_48 : Tensor "f32[1280][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_48,), kwargs = {})
#   %mul_2474 : Tensor "f32[1280][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_48, 1), kwargs = {})
#   %unsqueeze_386 : Tensor "f32[1280, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_2474, -1), kwargs = {})
#   %unsqueeze_387 : Tensor "f32[1280, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_386, -1), kwargs = {})
#   %mul_2475 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_756, %unsqueeze_387), kwargs = {})
#   %unsqueeze_388 : Tensor "f32[1280, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg310_1, -1), kwargs = {})
#   %unsqueeze_389 : Tensor "f32[1280, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_388, -1), kwargs = {})
#   %mul_2476 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2475, %unsqueeze_389), kwargs = {})
#   %unsqueeze_390 : Tensor "f32[1280, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg311_1, -1), kwargs = {})
#   %unsqueeze_391 : Tensor "f32[1280, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_390, -1), kwargs = {})
#   %add_1702 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2476, %unsqueeze_391), kwargs = {})
#   return %add_1702
triton_poi_fused__native_batch_norm_legit_no_training_56 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_56', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_56', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 512000, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_56(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 1280)
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xg/cxgu5zpbxqpd5ybipy6lo7by2lxko3yyxa4qjch2ob52v5anvdxx.py
# Topologically Sorted Source Nodes: [input_147, x], Original ATen: [aten.silu, aten.mean]
# Source node to ATen node mapping:
#   input_147 => add_1714, div_48, exp_48, neg_48
#   x => mean_16
# Graph fragment:
#   %add_1702 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_1702]
#   %buf210 : Tensor "f32[s77, 1280, 1, 1][1280, 1, 1280*s77, 1280*s77]cuda:0" = PlaceHolder[target=buf210]
#   %neg_48 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1702,), kwargs = {})
#   %exp_48 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_48,), kwargs = {})
#   %add_1714 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_48, 1), kwargs = {})
#   %div_48 : Tensor "f32[s77, 1280, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][1280*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_1702, %add_1714), kwargs = {})
#   %mean_16 : Tensor "f32[s77, 1280, 1, 1][1280, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_48, [-1, -2], True), kwargs = {})
#   return %buf210,%mean_16
triton_red_fused_mean_silu_57 = async_compile.triton('triton_red_fused_mean_silu_57', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mean_silu_57', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 184320, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_mean_silu_57(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*x0*(triton_helpers.div_floor_integer((-1) + ks0,  32))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = -tmp0
        tmp2 = libdevice.exp(tmp1)
        tmp3 = tl.full([1, 1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = (tmp0 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp9 = ks1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp7 / tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1 = args
        args.clear()
        s77 = arg1_1
        s53 = arg2_1
        assert_size_stride(arg0_1, (32, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(arg3_1, (s77, 3, s53, s53), (3*s53*s53, s53*s53, s53, 1))
        assert_size_stride(arg4_1, (32, ), (1, ))
        assert_size_stride(arg5_1, (32, ), (1, ))
        assert_size_stride(arg6_1, (32, ), (1, ))
        assert_size_stride(arg7_1, (32, ), (1, ))
        assert_size_stride(arg8_1, (32, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg9_1, (32, ), (1, ))
        assert_size_stride(arg10_1, (32, ), (1, ))
        assert_size_stride(arg11_1, (32, ), (1, ))
        assert_size_stride(arg12_1, (32, ), (1, ))
        assert_size_stride(arg13_1, (8, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(arg14_1, (8, ), (1, ))
        assert_size_stride(arg15_1, (32, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(arg16_1, (32, ), (1, ))
        assert_size_stride(arg17_1, (16, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(arg18_1, (16, ), (1, ))
        assert_size_stride(arg19_1, (16, ), (1, ))
        assert_size_stride(arg20_1, (16, ), (1, ))
        assert_size_stride(arg21_1, (16, ), (1, ))
        assert_size_stride(arg22_1, (96, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg23_1, (96, ), (1, ))
        assert_size_stride(arg24_1, (96, ), (1, ))
        assert_size_stride(arg25_1, (96, ), (1, ))
        assert_size_stride(arg26_1, (96, ), (1, ))
        assert_size_stride(arg27_1, (96, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg28_1, (96, ), (1, ))
        assert_size_stride(arg29_1, (96, ), (1, ))
        assert_size_stride(arg30_1, (96, ), (1, ))
        assert_size_stride(arg31_1, (96, ), (1, ))
        assert_size_stride(arg32_1, (4, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg33_1, (4, ), (1, ))
        assert_size_stride(arg34_1, (96, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(arg35_1, (96, ), (1, ))
        assert_size_stride(arg36_1, (24, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg37_1, (24, ), (1, ))
        assert_size_stride(arg38_1, (24, ), (1, ))
        assert_size_stride(arg39_1, (24, ), (1, ))
        assert_size_stride(arg40_1, (24, ), (1, ))
        assert_size_stride(arg41_1, (144, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(arg42_1, (144, ), (1, ))
        assert_size_stride(arg43_1, (144, ), (1, ))
        assert_size_stride(arg44_1, (144, ), (1, ))
        assert_size_stride(arg45_1, (144, ), (1, ))
        assert_size_stride(arg46_1, (144, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg47_1, (144, ), (1, ))
        assert_size_stride(arg48_1, (144, ), (1, ))
        assert_size_stride(arg49_1, (144, ), (1, ))
        assert_size_stride(arg50_1, (144, ), (1, ))
        assert_size_stride(arg51_1, (6, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg52_1, (6, ), (1, ))
        assert_size_stride(arg53_1, (144, 6, 1, 1), (6, 1, 1, 1))
        assert_size_stride(arg54_1, (144, ), (1, ))
        assert_size_stride(arg55_1, (24, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg56_1, (24, ), (1, ))
        assert_size_stride(arg57_1, (24, ), (1, ))
        assert_size_stride(arg58_1, (24, ), (1, ))
        assert_size_stride(arg59_1, (24, ), (1, ))
        assert_size_stride(arg60_1, (144, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(arg61_1, (144, ), (1, ))
        assert_size_stride(arg62_1, (144, ), (1, ))
        assert_size_stride(arg63_1, (144, ), (1, ))
        assert_size_stride(arg64_1, (144, ), (1, ))
        assert_size_stride(arg65_1, (144, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg66_1, (144, ), (1, ))
        assert_size_stride(arg67_1, (144, ), (1, ))
        assert_size_stride(arg68_1, (144, ), (1, ))
        assert_size_stride(arg69_1, (144, ), (1, ))
        assert_size_stride(arg70_1, (6, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg71_1, (6, ), (1, ))
        assert_size_stride(arg72_1, (144, 6, 1, 1), (6, 1, 1, 1))
        assert_size_stride(arg73_1, (144, ), (1, ))
        assert_size_stride(arg74_1, (40, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg75_1, (40, ), (1, ))
        assert_size_stride(arg76_1, (40, ), (1, ))
        assert_size_stride(arg77_1, (40, ), (1, ))
        assert_size_stride(arg78_1, (40, ), (1, ))
        assert_size_stride(arg79_1, (240, 40, 1, 1), (40, 1, 1, 1))
        assert_size_stride(arg80_1, (240, ), (1, ))
        assert_size_stride(arg81_1, (240, ), (1, ))
        assert_size_stride(arg82_1, (240, ), (1, ))
        assert_size_stride(arg83_1, (240, ), (1, ))
        assert_size_stride(arg84_1, (240, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg85_1, (240, ), (1, ))
        assert_size_stride(arg86_1, (240, ), (1, ))
        assert_size_stride(arg87_1, (240, ), (1, ))
        assert_size_stride(arg88_1, (240, ), (1, ))
        assert_size_stride(arg89_1, (10, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg90_1, (10, ), (1, ))
        assert_size_stride(arg91_1, (240, 10, 1, 1), (10, 1, 1, 1))
        assert_size_stride(arg92_1, (240, ), (1, ))
        assert_size_stride(arg93_1, (40, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg94_1, (40, ), (1, ))
        assert_size_stride(arg95_1, (40, ), (1, ))
        assert_size_stride(arg96_1, (40, ), (1, ))
        assert_size_stride(arg97_1, (40, ), (1, ))
        assert_size_stride(arg98_1, (240, 40, 1, 1), (40, 1, 1, 1))
        assert_size_stride(arg99_1, (240, ), (1, ))
        assert_size_stride(arg100_1, (240, ), (1, ))
        assert_size_stride(arg101_1, (240, ), (1, ))
        assert_size_stride(arg102_1, (240, ), (1, ))
        assert_size_stride(arg103_1, (240, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg104_1, (240, ), (1, ))
        assert_size_stride(arg105_1, (240, ), (1, ))
        assert_size_stride(arg106_1, (240, ), (1, ))
        assert_size_stride(arg107_1, (240, ), (1, ))
        assert_size_stride(arg108_1, (10, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg109_1, (10, ), (1, ))
        assert_size_stride(arg110_1, (240, 10, 1, 1), (10, 1, 1, 1))
        assert_size_stride(arg111_1, (240, ), (1, ))
        assert_size_stride(arg112_1, (80, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg113_1, (80, ), (1, ))
        assert_size_stride(arg114_1, (80, ), (1, ))
        assert_size_stride(arg115_1, (80, ), (1, ))
        assert_size_stride(arg116_1, (80, ), (1, ))
        assert_size_stride(arg117_1, (480, 80, 1, 1), (80, 1, 1, 1))
        assert_size_stride(arg118_1, (480, ), (1, ))
        assert_size_stride(arg119_1, (480, ), (1, ))
        assert_size_stride(arg120_1, (480, ), (1, ))
        assert_size_stride(arg121_1, (480, ), (1, ))
        assert_size_stride(arg122_1, (480, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg123_1, (480, ), (1, ))
        assert_size_stride(arg124_1, (480, ), (1, ))
        assert_size_stride(arg125_1, (480, ), (1, ))
        assert_size_stride(arg126_1, (480, ), (1, ))
        assert_size_stride(arg127_1, (20, 480, 1, 1), (480, 1, 1, 1))
        assert_size_stride(arg128_1, (20, ), (1, ))
        assert_size_stride(arg129_1, (480, 20, 1, 1), (20, 1, 1, 1))
        assert_size_stride(arg130_1, (480, ), (1, ))
        assert_size_stride(arg131_1, (80, 480, 1, 1), (480, 1, 1, 1))
        assert_size_stride(arg132_1, (80, ), (1, ))
        assert_size_stride(arg133_1, (80, ), (1, ))
        assert_size_stride(arg134_1, (80, ), (1, ))
        assert_size_stride(arg135_1, (80, ), (1, ))
        assert_size_stride(arg136_1, (480, 80, 1, 1), (80, 1, 1, 1))
        assert_size_stride(arg137_1, (480, ), (1, ))
        assert_size_stride(arg138_1, (480, ), (1, ))
        assert_size_stride(arg139_1, (480, ), (1, ))
        assert_size_stride(arg140_1, (480, ), (1, ))
        assert_size_stride(arg141_1, (480, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg142_1, (480, ), (1, ))
        assert_size_stride(arg143_1, (480, ), (1, ))
        assert_size_stride(arg144_1, (480, ), (1, ))
        assert_size_stride(arg145_1, (480, ), (1, ))
        assert_size_stride(arg146_1, (20, 480, 1, 1), (480, 1, 1, 1))
        assert_size_stride(arg147_1, (20, ), (1, ))
        assert_size_stride(arg148_1, (480, 20, 1, 1), (20, 1, 1, 1))
        assert_size_stride(arg149_1, (480, ), (1, ))
        assert_size_stride(arg150_1, (80, 480, 1, 1), (480, 1, 1, 1))
        assert_size_stride(arg151_1, (80, ), (1, ))
        assert_size_stride(arg152_1, (80, ), (1, ))
        assert_size_stride(arg153_1, (80, ), (1, ))
        assert_size_stride(arg154_1, (80, ), (1, ))
        assert_size_stride(arg155_1, (480, 80, 1, 1), (80, 1, 1, 1))
        assert_size_stride(arg156_1, (480, ), (1, ))
        assert_size_stride(arg157_1, (480, ), (1, ))
        assert_size_stride(arg158_1, (480, ), (1, ))
        assert_size_stride(arg159_1, (480, ), (1, ))
        assert_size_stride(arg160_1, (480, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg161_1, (480, ), (1, ))
        assert_size_stride(arg162_1, (480, ), (1, ))
        assert_size_stride(arg163_1, (480, ), (1, ))
        assert_size_stride(arg164_1, (480, ), (1, ))
        assert_size_stride(arg165_1, (20, 480, 1, 1), (480, 1, 1, 1))
        assert_size_stride(arg166_1, (20, ), (1, ))
        assert_size_stride(arg167_1, (480, 20, 1, 1), (20, 1, 1, 1))
        assert_size_stride(arg168_1, (480, ), (1, ))
        assert_size_stride(arg169_1, (112, 480, 1, 1), (480, 1, 1, 1))
        assert_size_stride(arg170_1, (112, ), (1, ))
        assert_size_stride(arg171_1, (112, ), (1, ))
        assert_size_stride(arg172_1, (112, ), (1, ))
        assert_size_stride(arg173_1, (112, ), (1, ))
        assert_size_stride(arg174_1, (672, 112, 1, 1), (112, 1, 1, 1))
        assert_size_stride(arg175_1, (672, ), (1, ))
        assert_size_stride(arg176_1, (672, ), (1, ))
        assert_size_stride(arg177_1, (672, ), (1, ))
        assert_size_stride(arg178_1, (672, ), (1, ))
        assert_size_stride(arg179_1, (672, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg180_1, (672, ), (1, ))
        assert_size_stride(arg181_1, (672, ), (1, ))
        assert_size_stride(arg182_1, (672, ), (1, ))
        assert_size_stride(arg183_1, (672, ), (1, ))
        assert_size_stride(arg184_1, (28, 672, 1, 1), (672, 1, 1, 1))
        assert_size_stride(arg185_1, (28, ), (1, ))
        assert_size_stride(arg186_1, (672, 28, 1, 1), (28, 1, 1, 1))
        assert_size_stride(arg187_1, (672, ), (1, ))
        assert_size_stride(arg188_1, (112, 672, 1, 1), (672, 1, 1, 1))
        assert_size_stride(arg189_1, (112, ), (1, ))
        assert_size_stride(arg190_1, (112, ), (1, ))
        assert_size_stride(arg191_1, (112, ), (1, ))
        assert_size_stride(arg192_1, (112, ), (1, ))
        assert_size_stride(arg193_1, (672, 112, 1, 1), (112, 1, 1, 1))
        assert_size_stride(arg194_1, (672, ), (1, ))
        assert_size_stride(arg195_1, (672, ), (1, ))
        assert_size_stride(arg196_1, (672, ), (1, ))
        assert_size_stride(arg197_1, (672, ), (1, ))
        assert_size_stride(arg198_1, (672, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg199_1, (672, ), (1, ))
        assert_size_stride(arg200_1, (672, ), (1, ))
        assert_size_stride(arg201_1, (672, ), (1, ))
        assert_size_stride(arg202_1, (672, ), (1, ))
        assert_size_stride(arg203_1, (28, 672, 1, 1), (672, 1, 1, 1))
        assert_size_stride(arg204_1, (28, ), (1, ))
        assert_size_stride(arg205_1, (672, 28, 1, 1), (28, 1, 1, 1))
        assert_size_stride(arg206_1, (672, ), (1, ))
        assert_size_stride(arg207_1, (112, 672, 1, 1), (672, 1, 1, 1))
        assert_size_stride(arg208_1, (112, ), (1, ))
        assert_size_stride(arg209_1, (112, ), (1, ))
        assert_size_stride(arg210_1, (112, ), (1, ))
        assert_size_stride(arg211_1, (112, ), (1, ))
        assert_size_stride(arg212_1, (672, 112, 1, 1), (112, 1, 1, 1))
        assert_size_stride(arg213_1, (672, ), (1, ))
        assert_size_stride(arg214_1, (672, ), (1, ))
        assert_size_stride(arg215_1, (672, ), (1, ))
        assert_size_stride(arg216_1, (672, ), (1, ))
        assert_size_stride(arg217_1, (672, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg218_1, (672, ), (1, ))
        assert_size_stride(arg219_1, (672, ), (1, ))
        assert_size_stride(arg220_1, (672, ), (1, ))
        assert_size_stride(arg221_1, (672, ), (1, ))
        assert_size_stride(arg222_1, (28, 672, 1, 1), (672, 1, 1, 1))
        assert_size_stride(arg223_1, (28, ), (1, ))
        assert_size_stride(arg224_1, (672, 28, 1, 1), (28, 1, 1, 1))
        assert_size_stride(arg225_1, (672, ), (1, ))
        assert_size_stride(arg226_1, (192, 672, 1, 1), (672, 1, 1, 1))
        assert_size_stride(arg227_1, (192, ), (1, ))
        assert_size_stride(arg228_1, (192, ), (1, ))
        assert_size_stride(arg229_1, (192, ), (1, ))
        assert_size_stride(arg230_1, (192, ), (1, ))
        assert_size_stride(arg231_1, (1152, 192, 1, 1), (192, 1, 1, 1))
        assert_size_stride(arg232_1, (1152, ), (1, ))
        assert_size_stride(arg233_1, (1152, ), (1, ))
        assert_size_stride(arg234_1, (1152, ), (1, ))
        assert_size_stride(arg235_1, (1152, ), (1, ))
        assert_size_stride(arg236_1, (1152, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg237_1, (1152, ), (1, ))
        assert_size_stride(arg238_1, (1152, ), (1, ))
        assert_size_stride(arg239_1, (1152, ), (1, ))
        assert_size_stride(arg240_1, (1152, ), (1, ))
        assert_size_stride(arg241_1, (48, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg242_1, (48, ), (1, ))
        assert_size_stride(arg243_1, (1152, 48, 1, 1), (48, 1, 1, 1))
        assert_size_stride(arg244_1, (1152, ), (1, ))
        assert_size_stride(arg245_1, (192, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg246_1, (192, ), (1, ))
        assert_size_stride(arg247_1, (192, ), (1, ))
        assert_size_stride(arg248_1, (192, ), (1, ))
        assert_size_stride(arg249_1, (192, ), (1, ))
        assert_size_stride(arg250_1, (1152, 192, 1, 1), (192, 1, 1, 1))
        assert_size_stride(arg251_1, (1152, ), (1, ))
        assert_size_stride(arg252_1, (1152, ), (1, ))
        assert_size_stride(arg253_1, (1152, ), (1, ))
        assert_size_stride(arg254_1, (1152, ), (1, ))
        assert_size_stride(arg255_1, (1152, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg256_1, (1152, ), (1, ))
        assert_size_stride(arg257_1, (1152, ), (1, ))
        assert_size_stride(arg258_1, (1152, ), (1, ))
        assert_size_stride(arg259_1, (1152, ), (1, ))
        assert_size_stride(arg260_1, (48, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg261_1, (48, ), (1, ))
        assert_size_stride(arg262_1, (1152, 48, 1, 1), (48, 1, 1, 1))
        assert_size_stride(arg263_1, (1152, ), (1, ))
        assert_size_stride(arg264_1, (192, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg265_1, (192, ), (1, ))
        assert_size_stride(arg266_1, (192, ), (1, ))
        assert_size_stride(arg267_1, (192, ), (1, ))
        assert_size_stride(arg268_1, (192, ), (1, ))
        assert_size_stride(arg269_1, (1152, 192, 1, 1), (192, 1, 1, 1))
        assert_size_stride(arg270_1, (1152, ), (1, ))
        assert_size_stride(arg271_1, (1152, ), (1, ))
        assert_size_stride(arg272_1, (1152, ), (1, ))
        assert_size_stride(arg273_1, (1152, ), (1, ))
        assert_size_stride(arg274_1, (1152, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg275_1, (1152, ), (1, ))
        assert_size_stride(arg276_1, (1152, ), (1, ))
        assert_size_stride(arg277_1, (1152, ), (1, ))
        assert_size_stride(arg278_1, (1152, ), (1, ))
        assert_size_stride(arg279_1, (48, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg280_1, (48, ), (1, ))
        assert_size_stride(arg281_1, (1152, 48, 1, 1), (48, 1, 1, 1))
        assert_size_stride(arg282_1, (1152, ), (1, ))
        assert_size_stride(arg283_1, (192, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg284_1, (192, ), (1, ))
        assert_size_stride(arg285_1, (192, ), (1, ))
        assert_size_stride(arg286_1, (192, ), (1, ))
        assert_size_stride(arg287_1, (192, ), (1, ))
        assert_size_stride(arg288_1, (1152, 192, 1, 1), (192, 1, 1, 1))
        assert_size_stride(arg289_1, (1152, ), (1, ))
        assert_size_stride(arg290_1, (1152, ), (1, ))
        assert_size_stride(arg291_1, (1152, ), (1, ))
        assert_size_stride(arg292_1, (1152, ), (1, ))
        assert_size_stride(arg293_1, (1152, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg294_1, (1152, ), (1, ))
        assert_size_stride(arg295_1, (1152, ), (1, ))
        assert_size_stride(arg296_1, (1152, ), (1, ))
        assert_size_stride(arg297_1, (1152, ), (1, ))
        assert_size_stride(arg298_1, (48, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg299_1, (48, ), (1, ))
        assert_size_stride(arg300_1, (1152, 48, 1, 1), (48, 1, 1, 1))
        assert_size_stride(arg301_1, (1152, ), (1, ))
        assert_size_stride(arg302_1, (320, 1152, 1, 1), (1152, 1, 1, 1))
        assert_size_stride(arg303_1, (320, ), (1, ))
        assert_size_stride(arg304_1, (320, ), (1, ))
        assert_size_stride(arg305_1, (320, ), (1, ))
        assert_size_stride(arg306_1, (320, ), (1, ))
        assert_size_stride(arg307_1, (1280, 320, 1, 1), (320, 1, 1, 1))
        assert_size_stride(arg308_1, (1280, ), (1, ))
        assert_size_stride(arg309_1, (1280, ), (1, ))
        assert_size_stride(arg310_1, (1280, ), (1, ))
        assert_size_stride(arg311_1, (1280, ), (1, ))
        assert_size_stride(arg312_1, (1000, 1280), (1280, 1))
        assert_size_stride(arg313_1, (1000, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:1
            buf0 = extern_kernels.convolution(arg3_1, arg0_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (s77, 32, 1 + (((-1) + s53) // 2), 1 + (((-1) + s53) // 2)), (32 + 32*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 64*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg3_1
            ps0 = 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2)
            buf1 = buf0; del buf0  # reuse
            buf2 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [input_2, input_3, input_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0:2
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0_xnumel = 32*s77 + 32*s77*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 64*s77*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0.run(buf2, arg4_1, arg5_1, arg6_1, arg7_1, ps0, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_0_xnumel, stream=stream0)
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:3
            buf3 = extern_kernels.convolution(buf2, arg8_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32, bias=None)
            assert_size_stride(buf3, (s77, 32, 1 + (((-1) + s53) // 2), 1 + (((-1) + s53) // 2)), (32 + 32*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 64*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg8_1
            del buf2
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_1:4
            triton_poi_fused__native_batch_norm_legit_no_training_1_ynumel = 32*s77
            triton_poi_fused__native_batch_norm_legit_no_training_1_xnumel = 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_1.run(buf4, arg9_1, arg10_1, arg11_1, arg12_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_1_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_1_xnumel, stream=stream0)
            del arg10_1
            del arg11_1
            del arg12_1
            del arg9_1
            buf5 = empty_strided_cuda((s77, 32, 1, 1), (32, 1, 32*s77, 32*s77), torch.float32)
            buf6 = reinterpret_tensor(buf5, (s77, 32, 1, 1), (32, 1, 1, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [input_6, scale, scale_1], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_2:5
            triton_red_fused_convolution_mean_silu_2_xnumel = 32*s77
            triton_red_fused_convolution_mean_silu_2_r0_numel = 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_2.run(buf6, buf4, s53, ps0, triton_red_fused_convolution_mean_silu_2_xnumel, triton_red_fused_convolution_mean_silu_2_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_6, scale, scale_1], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:6
            buf7 = extern_kernels.convolution(buf6, arg13_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf7, (s77, 8, 1, 1), (8, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg13_1
            del buf6
            buf8 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [input_6, scale, scale_1, scale_2, scale_3], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_3:7
            triton_poi_fused_convolution_mean_silu_3_xnumel = 8*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_3.run(buf8, arg14_1, triton_poi_fused_convolution_mean_silu_3_xnumel, stream=stream0)
            del arg14_1
            # Topologically Sorted Source Nodes: [input_6, scale, scale_1, scale_2, scale_3], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:8
            buf9 = extern_kernels.convolution(buf8, arg15_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf9, (s77, 32, 1, 1), (32, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg15_1
            del buf8
            buf10 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [input_6, scale, scale_1, scale_2, scale_3, scale_4, input_7, input_8], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_4:9
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_4_ynumel = 32*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_4_xnumel = 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_4.run(buf10, buf9, arg16_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_4_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_4_xnumel, stream=stream0)
            del arg16_1
            del buf9
            # Topologically Sorted Source Nodes: [input_6, scale, scale_1, scale_2, scale_3, scale_4, input_7, input_8], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:10
            buf11 = extern_kernels.convolution(buf10, arg17_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf11, (s77, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s53) // 2)), (16 + 16*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 32*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg17_1
            del buf10
            buf12 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_5:11
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_5_ynumel = 16*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_5_xnumel = 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_5.run(buf12, arg18_1, arg19_1, arg20_1, arg21_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_5_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_5_xnumel, stream=stream0)
            del arg18_1
            del arg19_1
            del arg20_1
            del arg21_1
            # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:12
            buf13 = extern_kernels.convolution(buf12, arg22_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf13, (s77, 96, 1 + (((-1) + s53) // 2), 1 + (((-1) + s53) // 2)), (96 + 96*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 192*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg22_1
            del buf12
            buf14 = buf13; del buf13  # reuse
            buf15 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [input_11, input_12, input_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6:13
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6_xnumel = 96*s77 + 96*s77*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 192*s77*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6.run(buf15, arg23_1, arg24_1, arg25_1, arg26_1, ps0, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_6_xnumel, stream=stream0)
            del arg23_1
            del arg24_1
            del arg25_1
            del arg26_1
            # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:14
            buf16 = extern_kernels.convolution(buf15, arg27_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
            assert_size_stride(buf16, (s77, 96, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (96 + 96*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 192*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg27_1
            del buf15
            buf17 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [input_14], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_7:15
            triton_poi_fused__native_batch_norm_legit_no_training_7_ynumel = 96*s77
            triton_poi_fused__native_batch_norm_legit_no_training_7_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_7.run(buf17, arg28_1, arg29_1, arg30_1, arg31_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_7_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_7_xnumel, stream=stream0)
            del arg28_1
            del arg29_1
            del arg30_1
            del arg31_1
            buf18 = empty_strided_cuda((s77, 96, 1, 1), (96, 1, 96*s77, 96*s77), torch.float32)
            buf19 = reinterpret_tensor(buf18, (s77, 96, 1, 1), (96, 1, 1, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [input_15, scale_5, scale_6], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_8:16
            triton_red_fused_convolution_mean_silu_8_xnumel = 96*s77
            triton_red_fused_convolution_mean_silu_8_r0_numel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_8.run(buf19, buf17, s53, triton_red_fused_convolution_mean_silu_8_xnumel, triton_red_fused_convolution_mean_silu_8_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_15, scale_5, scale_6], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:17
            buf20 = extern_kernels.convolution(buf19, arg32_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf20, (s77, 4, 1, 1), (4, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg32_1
            del buf19
            buf21 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [input_15, scale_5, scale_6, scale_7, scale_8], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_9:18
            triton_poi_fused_convolution_mean_silu_9_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_9.run(buf21, arg33_1, triton_poi_fused_convolution_mean_silu_9_xnumel, stream=stream0)
            del arg33_1
            # Topologically Sorted Source Nodes: [input_15, scale_5, scale_6, scale_7, scale_8], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:19
            buf22 = extern_kernels.convolution(buf21, arg34_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf22, (s77, 96, 1, 1), (96, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg34_1
            del buf21
            buf23 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [input_15, scale_5, scale_6, scale_7, scale_8, scale_9, input_16, input_17], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_10:20
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_10_ynumel = 96*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_10_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_10.run(buf23, buf22, arg35_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_10_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_10_xnumel, stream=stream0)
            del arg35_1
            del buf22
            # Topologically Sorted Source Nodes: [input_15, scale_5, scale_6, scale_7, scale_8, scale_9, input_16, input_17], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:21
            buf24 = extern_kernels.convolution(buf23, arg36_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf24, (s77, 24, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (24 + 24*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 48*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg36_1
            del buf23
            buf25 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [input_18], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_11:22
            triton_poi_fused__native_batch_norm_legit_no_training_11_ynumel = 24*s77
            triton_poi_fused__native_batch_norm_legit_no_training_11_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_11.run(buf25, arg37_1, arg38_1, arg39_1, arg40_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_11_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_11_xnumel, stream=stream0)
            del arg37_1
            del arg38_1
            del arg39_1
            del arg40_1
            # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:23
            buf26 = extern_kernels.convolution(buf25, arg41_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf26, (s77, 144, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (144 + 144*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 288*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg41_1
            ps1 = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            buf27 = buf26; del buf26  # reuse
            buf28 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [input_20, input_21, input_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12:24
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12_xnumel = 144*s77 + 144*s77*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 288*s77*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12.run(buf28, arg42_1, arg43_1, arg44_1, arg45_1, ps1, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12_xnumel, stream=stream0)
            del arg42_1
            del arg43_1
            del arg44_1
            del arg45_1
            # Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:25
            buf29 = extern_kernels.convolution(buf28, arg46_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
            assert_size_stride(buf29, (s77, 144, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (144 + 144*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 288*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg46_1
            del buf28
            buf30 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [input_23], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_13:26
            triton_poi_fused__native_batch_norm_legit_no_training_13_ynumel = 144*s77
            triton_poi_fused__native_batch_norm_legit_no_training_13_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_13.run(buf30, arg47_1, arg48_1, arg49_1, arg50_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_13_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_13_xnumel, stream=stream0)
            del arg47_1
            del arg48_1
            del arg49_1
            del arg50_1
            buf31 = empty_strided_cuda((s77, 144, 1, 1), (144, 1, 144*s77, 144*s77), torch.float32)
            buf32 = reinterpret_tensor(buf31, (s77, 144, 1, 1), (144, 1, 1, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [input_24, scale_10, scale_11], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_14:27
            triton_red_fused_convolution_mean_silu_14_xnumel = 144*s77
            triton_red_fused_convolution_mean_silu_14_r0_numel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_14.run(buf32, buf30, s53, ps1, triton_red_fused_convolution_mean_silu_14_xnumel, triton_red_fused_convolution_mean_silu_14_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_24, scale_10, scale_11], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:28
            buf33 = extern_kernels.convolution(buf32, arg51_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf33, (s77, 6, 1, 1), (6, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg51_1
            del buf32
            buf34 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [input_24, scale_10, scale_11, scale_12, scale_13], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_15:29
            triton_poi_fused_convolution_mean_silu_15_xnumel = 6*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_15.run(buf34, arg52_1, triton_poi_fused_convolution_mean_silu_15_xnumel, stream=stream0)
            del arg52_1
            # Topologically Sorted Source Nodes: [input_24, scale_10, scale_11, scale_12, scale_13], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:30
            buf35 = extern_kernels.convolution(buf34, arg53_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf35, (s77, 144, 1, 1), (144, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg53_1
            del buf34
            buf36 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [input_24, scale_10, scale_11, scale_12, scale_13, scale_14, input_25, input_26], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_16:31
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_16_ynumel = 144*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_16_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_16.run(buf36, buf35, arg54_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_16_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_16_xnumel, stream=stream0)
            del arg54_1
            # Topologically Sorted Source Nodes: [input_24, scale_10, scale_11, scale_12, scale_13, scale_14, input_25, input_26], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:32
            buf37 = extern_kernels.convolution(buf36, arg55_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf37, (s77, 24, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (24 + 24*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 48*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg55_1
            del buf36
            buf38 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [input_27, result, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17:33
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17_ynumel = 24*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17.run(buf38, arg56_1, arg57_1, arg58_1, arg59_1, buf25, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_17_xnumel, stream=stream0)
            del arg56_1
            del arg57_1
            del arg58_1
            del arg59_1
            del buf25
            # Topologically Sorted Source Nodes: [input_27, result, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:34
            buf39 = extern_kernels.convolution(buf38, arg60_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf39, (s77, 144, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (144 + 144*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 288*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg60_1
            del buf38
            buf40 = buf39; del buf39  # reuse
            buf41 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [input_29, input_30, input_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12:35
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12_xnumel = 144*s77 + 144*s77*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 288*s77*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12.run(buf41, arg61_1, arg62_1, arg63_1, arg64_1, ps1, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_12_xnumel, stream=stream0)
            del arg61_1
            del arg62_1
            del arg63_1
            del arg64_1
            # Topologically Sorted Source Nodes: [input_30, input_31], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:36
            buf42 = extern_kernels.convolution(buf41, arg65_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
            assert_size_stride(buf42, (s77, 144, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (144 + 144*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 288*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg65_1
            del buf41
            buf43 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [input_32], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_18:37
            triton_poi_fused__native_batch_norm_legit_no_training_18_ynumel = 144*s77
            triton_poi_fused__native_batch_norm_legit_no_training_18_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_18.run(buf43, arg66_1, arg67_1, arg68_1, arg69_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_18_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_18_xnumel, stream=stream0)
            del arg66_1
            del arg67_1
            del arg68_1
            del arg69_1
            buf44 = reinterpret_tensor(buf35, (s77, 144, 1, 1), (144, 1, 144*s77, 144*s77), 0); del buf35  # reuse
            buf45 = reinterpret_tensor(buf44, (s77, 144, 1, 1), (144, 1, 1, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [input_33, scale_15, scale_16], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_19:38
            triton_red_fused_convolution_mean_silu_19_xnumel = 144*s77
            triton_red_fused_convolution_mean_silu_19_r0_numel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_19.run(buf45, buf43, s53, triton_red_fused_convolution_mean_silu_19_xnumel, triton_red_fused_convolution_mean_silu_19_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_33, scale_15, scale_16], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:39
            buf46 = extern_kernels.convolution(buf45, arg70_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf46, (s77, 6, 1, 1), (6, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg70_1
            del buf45
            buf47 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [input_33, scale_15, scale_16, scale_17, scale_18], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_15:40
            triton_poi_fused_convolution_mean_silu_15_xnumel = 6*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_15.run(buf47, arg71_1, triton_poi_fused_convolution_mean_silu_15_xnumel, stream=stream0)
            del arg71_1
            # Topologically Sorted Source Nodes: [input_33, scale_15, scale_16, scale_17, scale_18], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:41
            buf48 = extern_kernels.convolution(buf47, arg72_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf48, (s77, 144, 1, 1), (144, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg72_1
            del buf47
            buf49 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [input_33, scale_15, scale_16, scale_17, scale_18, scale_19, input_34, input_35], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_20:42
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_20_ynumel = 144*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_20_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_20.run(buf49, buf48, arg73_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_20_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_20_xnumel, stream=stream0)
            del arg73_1
            del buf48
            # Topologically Sorted Source Nodes: [input_33, scale_15, scale_16, scale_17, scale_18, scale_19, input_34, input_35], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:43
            buf50 = extern_kernels.convolution(buf49, arg74_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf50, (s77, 40, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (40 + 40*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 80*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg74_1
            del buf49
            buf51 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [input_36], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_21:44
            triton_poi_fused__native_batch_norm_legit_no_training_21_ynumel = 40*s77
            triton_poi_fused__native_batch_norm_legit_no_training_21_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_21.run(buf51, arg75_1, arg76_1, arg77_1, arg78_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_21_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_21_xnumel, stream=stream0)
            del arg75_1
            del arg76_1
            del arg77_1
            del arg78_1
            # Topologically Sorted Source Nodes: [input_37], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:45
            buf52 = extern_kernels.convolution(buf51, arg79_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf52, (s77, 240, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (240 + 240*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 480*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg79_1
            ps2 = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            buf53 = buf52; del buf52  # reuse
            buf54 = buf53; del buf53  # reuse
            # Topologically Sorted Source Nodes: [input_38, input_39, input_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22:46
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22_xnumel = 240*s77 + 240*s77*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 480*s77*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22.run(buf54, arg80_1, arg81_1, arg82_1, arg83_1, ps2, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22_xnumel, stream=stream0)
            del arg80_1
            del arg81_1
            del arg82_1
            del arg83_1
            # Topologically Sorted Source Nodes: [input_39, input_40], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:47
            buf55 = extern_kernels.convolution(buf54, arg84_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
            assert_size_stride(buf55, (s77, 240, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (240 + 240*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 480*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg84_1
            del buf54
            buf56 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [input_41], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_23:48
            triton_poi_fused__native_batch_norm_legit_no_training_23_ynumel = 240*s77
            triton_poi_fused__native_batch_norm_legit_no_training_23_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_23.run(buf56, arg85_1, arg86_1, arg87_1, arg88_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_23_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_23_xnumel, stream=stream0)
            del arg85_1
            del arg86_1
            del arg87_1
            del arg88_1
            buf57 = empty_strided_cuda((s77, 240, 1, 1), (240, 1, 240*s77, 240*s77), torch.float32)
            buf58 = reinterpret_tensor(buf57, (s77, 240, 1, 1), (240, 1, 1, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [input_42, scale_20, scale_21], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_24:49
            triton_red_fused_convolution_mean_silu_24_xnumel = 240*s77
            triton_red_fused_convolution_mean_silu_24_r0_numel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_24.run(buf58, buf56, s53, ps2, triton_red_fused_convolution_mean_silu_24_xnumel, triton_red_fused_convolution_mean_silu_24_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_42, scale_20, scale_21], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:50
            buf59 = extern_kernels.convolution(buf58, arg89_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf59, (s77, 10, 1, 1), (10, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg89_1
            del buf58
            buf60 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [input_42, scale_20, scale_21, scale_22, scale_23], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_25:51
            triton_poi_fused_convolution_mean_silu_25_xnumel = 10*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_25.run(buf60, arg90_1, triton_poi_fused_convolution_mean_silu_25_xnumel, stream=stream0)
            del arg90_1
            # Topologically Sorted Source Nodes: [input_42, scale_20, scale_21, scale_22, scale_23], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:52
            buf61 = extern_kernels.convolution(buf60, arg91_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf61, (s77, 240, 1, 1), (240, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg91_1
            del buf60
            buf62 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [input_42, scale_20, scale_21, scale_22, scale_23, scale_24, input_43, input_44], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_26:53
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_26_ynumel = 240*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_26_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_26.run(buf62, buf61, arg92_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_26_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_26_xnumel, stream=stream0)
            del arg92_1
            # Topologically Sorted Source Nodes: [input_42, scale_20, scale_21, scale_22, scale_23, scale_24, input_43, input_44], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:54
            buf63 = extern_kernels.convolution(buf62, arg93_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf63, (s77, 40, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (40 + 40*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 80*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg93_1
            del buf62
            buf64 = buf63; del buf63  # reuse
            # Topologically Sorted Source Nodes: [input_45, result_1, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27:55
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27_ynumel = 40*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27.run(buf64, arg94_1, arg95_1, arg96_1, arg97_1, buf51, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_27_xnumel, stream=stream0)
            del arg94_1
            del arg95_1
            del arg96_1
            del arg97_1
            del buf51
            # Topologically Sorted Source Nodes: [input_45, result_1, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:56
            buf65 = extern_kernels.convolution(buf64, arg98_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf65, (s77, 240, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (240 + 240*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 480*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg98_1
            del buf64
            buf66 = buf65; del buf65  # reuse
            buf67 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [input_47, input_48, input_49], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22:57
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22_xnumel = 240*s77 + 240*s77*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 480*s77*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22.run(buf67, arg99_1, arg100_1, arg101_1, arg102_1, ps2, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_22_xnumel, stream=stream0)
            del arg100_1
            del arg101_1
            del arg102_1
            del arg99_1
            # Topologically Sorted Source Nodes: [input_48, input_49], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:58
            buf68 = extern_kernels.convolution(buf67, arg103_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
            assert_size_stride(buf68, (s77, 240, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (240 + 240*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 480*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg103_1
            del buf67
            buf69 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [input_50], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_28:59
            triton_poi_fused__native_batch_norm_legit_no_training_28_ynumel = 240*s77
            triton_poi_fused__native_batch_norm_legit_no_training_28_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_28.run(buf69, arg104_1, arg105_1, arg106_1, arg107_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_28_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_28_xnumel, stream=stream0)
            del arg104_1
            del arg105_1
            del arg106_1
            del arg107_1
            buf70 = reinterpret_tensor(buf61, (s77, 240, 1, 1), (240, 1, 240*s77, 240*s77), 0); del buf61  # reuse
            buf71 = reinterpret_tensor(buf70, (s77, 240, 1, 1), (240, 1, 1, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [input_51, scale_25, scale_26], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_29:60
            triton_red_fused_convolution_mean_silu_29_xnumel = 240*s77
            triton_red_fused_convolution_mean_silu_29_r0_numel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_29.run(buf71, buf69, s53, triton_red_fused_convolution_mean_silu_29_xnumel, triton_red_fused_convolution_mean_silu_29_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_51, scale_25, scale_26], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:61
            buf72 = extern_kernels.convolution(buf71, arg108_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf72, (s77, 10, 1, 1), (10, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg108_1
            del buf71
            buf73 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [input_51, scale_25, scale_26, scale_27, scale_28], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_25:62
            triton_poi_fused_convolution_mean_silu_25_xnumel = 10*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_25.run(buf73, arg109_1, triton_poi_fused_convolution_mean_silu_25_xnumel, stream=stream0)
            del arg109_1
            # Topologically Sorted Source Nodes: [input_51, scale_25, scale_26, scale_27, scale_28], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:63
            buf74 = extern_kernels.convolution(buf73, arg110_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf74, (s77, 240, 1, 1), (240, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg110_1
            del buf73
            buf75 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [input_51, scale_25, scale_26, scale_27, scale_28, scale_29, input_52, input_53], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_30:64
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_30_ynumel = 240*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_30_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_30.run(buf75, buf74, arg111_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_30_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_30_xnumel, stream=stream0)
            del arg111_1
            del buf74
            # Topologically Sorted Source Nodes: [input_51, scale_25, scale_26, scale_27, scale_28, scale_29, input_52, input_53], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:65
            buf76 = extern_kernels.convolution(buf75, arg112_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf76, (s77, 80, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (80 + 80*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 160*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg112_1
            del buf75
            buf77 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [input_54], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_31:66
            triton_poi_fused__native_batch_norm_legit_no_training_31_ynumel = 80*s77
            triton_poi_fused__native_batch_norm_legit_no_training_31_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_31.run(buf77, arg113_1, arg114_1, arg115_1, arg116_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_31_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_31_xnumel, stream=stream0)
            del arg113_1
            del arg114_1
            del arg115_1
            del arg116_1
            # Topologically Sorted Source Nodes: [input_55], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:67
            buf78 = extern_kernels.convolution(buf77, arg117_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf78, (s77, 480, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (480 + 480*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg117_1
            ps3 = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            buf79 = buf78; del buf78  # reuse
            buf80 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [input_56, input_57, input_58], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32:68
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32_xnumel = 480*s77 + 480*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32.run(buf80, arg118_1, arg119_1, arg120_1, arg121_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32_xnumel, stream=stream0)
            del arg118_1
            del arg119_1
            del arg120_1
            del arg121_1
            # Topologically Sorted Source Nodes: [input_57, input_58], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:69
            buf81 = extern_kernels.convolution(buf80, arg122_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
            assert_size_stride(buf81, (s77, 480, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (480 + 480*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg122_1
            del buf80
            buf82 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [input_59], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_33:70
            triton_poi_fused__native_batch_norm_legit_no_training_33_ynumel = 480*s77
            triton_poi_fused__native_batch_norm_legit_no_training_33_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_33.run(buf82, arg123_1, arg124_1, arg125_1, arg126_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_33_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_33_xnumel, stream=stream0)
            del arg123_1
            del arg124_1
            del arg125_1
            del arg126_1
            buf83 = empty_strided_cuda((s77, 480, 1, 1), (480, 1, 480*s77, 480*s77), torch.float32)
            buf84 = reinterpret_tensor(buf83, (s77, 480, 1, 1), (480, 1, 1, 1), 0); del buf83  # reuse
            # Topologically Sorted Source Nodes: [input_60, scale_30, scale_31], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_34:71
            triton_red_fused_convolution_mean_silu_34_xnumel = 480*s77
            triton_red_fused_convolution_mean_silu_34_r0_numel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_34.run(buf84, buf82, s53, ps3, triton_red_fused_convolution_mean_silu_34_xnumel, triton_red_fused_convolution_mean_silu_34_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_60, scale_30, scale_31], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:72
            buf85 = extern_kernels.convolution(buf84, arg127_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf85, (s77, 20, 1, 1), (20, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg127_1
            del buf84
            buf86 = buf85; del buf85  # reuse
            # Topologically Sorted Source Nodes: [input_60, scale_30, scale_31, scale_32, scale_33], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_35:73
            triton_poi_fused_convolution_mean_silu_35_xnumel = 20*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_35.run(buf86, arg128_1, triton_poi_fused_convolution_mean_silu_35_xnumel, stream=stream0)
            del arg128_1
            # Topologically Sorted Source Nodes: [input_60, scale_30, scale_31, scale_32, scale_33], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:74
            buf87 = extern_kernels.convolution(buf86, arg129_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf87, (s77, 480, 1, 1), (480, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg129_1
            del buf86
            buf88 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [input_60, scale_30, scale_31, scale_32, scale_33, scale_34, input_61, input_62], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_36:75
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_ynumel = 480*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36.run(buf88, buf87, arg130_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_xnumel, stream=stream0)
            del arg130_1
            # Topologically Sorted Source Nodes: [input_60, scale_30, scale_31, scale_32, scale_33, scale_34, input_61, input_62], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:76
            buf89 = extern_kernels.convolution(buf88, arg131_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf89, (s77, 80, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (80 + 80*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 160*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg131_1
            del buf88
            buf90 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [input_63, result_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_37:77
            triton_poi_fused__native_batch_norm_legit_no_training_add_37_ynumel = 80*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_37_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_37.run(buf90, arg132_1, arg133_1, arg134_1, arg135_1, buf77, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_37_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_37_xnumel, stream=stream0)
            del arg132_1
            del arg133_1
            del arg134_1
            del arg135_1
            del buf77
            # Topologically Sorted Source Nodes: [input_64], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:78
            buf91 = extern_kernels.convolution(buf90, arg136_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf91, (s77, 480, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (480 + 480*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg136_1
            buf92 = buf91; del buf91  # reuse
            buf93 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [input_65, input_66, input_67], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32:79
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32_xnumel = 480*s77 + 480*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32.run(buf93, arg137_1, arg138_1, arg139_1, arg140_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32_xnumel, stream=stream0)
            del arg137_1
            del arg138_1
            del arg139_1
            del arg140_1
            # Topologically Sorted Source Nodes: [input_66, input_67], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:80
            buf94 = extern_kernels.convolution(buf93, arg141_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
            assert_size_stride(buf94, (s77, 480, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (480 + 480*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg141_1
            del buf93
            buf95 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [input_68], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_33:81
            triton_poi_fused__native_batch_norm_legit_no_training_33_ynumel = 480*s77
            triton_poi_fused__native_batch_norm_legit_no_training_33_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_33.run(buf95, arg142_1, arg143_1, arg144_1, arg145_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_33_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_33_xnumel, stream=stream0)
            del arg142_1
            del arg143_1
            del arg144_1
            del arg145_1
            buf96 = reinterpret_tensor(buf87, (s77, 480, 1, 1), (480, 1, 480*s77, 480*s77), 0); del buf87  # reuse
            buf97 = reinterpret_tensor(buf96, (s77, 480, 1, 1), (480, 1, 1, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [input_69, scale_35, scale_36], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_34:82
            triton_red_fused_convolution_mean_silu_34_xnumel = 480*s77
            triton_red_fused_convolution_mean_silu_34_r0_numel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_34.run(buf97, buf95, s53, ps3, triton_red_fused_convolution_mean_silu_34_xnumel, triton_red_fused_convolution_mean_silu_34_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_69, scale_35, scale_36], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:83
            buf98 = extern_kernels.convolution(buf97, arg146_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf98, (s77, 20, 1, 1), (20, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg146_1
            del buf97
            buf99 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [input_69, scale_35, scale_36, scale_37, scale_38], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_35:84
            triton_poi_fused_convolution_mean_silu_35_xnumel = 20*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_35.run(buf99, arg147_1, triton_poi_fused_convolution_mean_silu_35_xnumel, stream=stream0)
            del arg147_1
            # Topologically Sorted Source Nodes: [input_69, scale_35, scale_36, scale_37, scale_38], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:85
            buf100 = extern_kernels.convolution(buf99, arg148_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf100, (s77, 480, 1, 1), (480, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg148_1
            del buf99
            buf101 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [input_69, scale_35, scale_36, scale_37, scale_38, scale_39, input_70, input_71], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_36:86
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_ynumel = 480*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36.run(buf101, buf100, arg149_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_xnumel, stream=stream0)
            del arg149_1
            # Topologically Sorted Source Nodes: [input_69, scale_35, scale_36, scale_37, scale_38, scale_39, input_70, input_71], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:87
            buf102 = extern_kernels.convolution(buf101, arg150_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf102, (s77, 80, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (80 + 80*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 160*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg150_1
            del buf101
            buf103 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [input_72, result_3, input_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_37:88
            triton_poi_fused__native_batch_norm_legit_no_training_add_37_ynumel = 80*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_37_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_37.run(buf103, arg151_1, arg152_1, arg153_1, arg154_1, buf90, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_37_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_37_xnumel, stream=stream0)
            del arg151_1
            del arg152_1
            del arg153_1
            del arg154_1
            del buf90
            # Topologically Sorted Source Nodes: [input_72, result_3, input_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:89
            buf104 = extern_kernels.convolution(buf103, arg155_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf104, (s77, 480, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (480 + 480*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg155_1
            del buf103
            buf105 = buf104; del buf104  # reuse
            buf106 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [input_74, input_75, input_76], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32:90
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32_xnumel = 480*s77 + 480*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32.run(buf106, arg156_1, arg157_1, arg158_1, arg159_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_32_xnumel, stream=stream0)
            del arg156_1
            del arg157_1
            del arg158_1
            del arg159_1
            # Topologically Sorted Source Nodes: [input_75, input_76], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:91
            buf107 = extern_kernels.convolution(buf106, arg160_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
            assert_size_stride(buf107, (s77, 480, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (480 + 480*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 960*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg160_1
            del buf106
            buf108 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [input_77], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_33:92
            triton_poi_fused__native_batch_norm_legit_no_training_33_ynumel = 480*s77
            triton_poi_fused__native_batch_norm_legit_no_training_33_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_33.run(buf108, arg161_1, arg162_1, arg163_1, arg164_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_33_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_33_xnumel, stream=stream0)
            del arg161_1
            del arg162_1
            del arg163_1
            del arg164_1
            buf109 = reinterpret_tensor(buf100, (s77, 480, 1, 1), (480, 1, 480*s77, 480*s77), 0); del buf100  # reuse
            buf110 = reinterpret_tensor(buf109, (s77, 480, 1, 1), (480, 1, 1, 1), 0); del buf109  # reuse
            # Topologically Sorted Source Nodes: [input_78, scale_40, scale_41], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_34:93
            triton_red_fused_convolution_mean_silu_34_xnumel = 480*s77
            triton_red_fused_convolution_mean_silu_34_r0_numel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_34.run(buf110, buf108, s53, ps3, triton_red_fused_convolution_mean_silu_34_xnumel, triton_red_fused_convolution_mean_silu_34_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_78, scale_40, scale_41], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:94
            buf111 = extern_kernels.convolution(buf110, arg165_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf111, (s77, 20, 1, 1), (20, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg165_1
            del buf110
            buf112 = buf111; del buf111  # reuse
            # Topologically Sorted Source Nodes: [input_78, scale_40, scale_41, scale_42, scale_43], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_35:95
            triton_poi_fused_convolution_mean_silu_35_xnumel = 20*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_35.run(buf112, arg166_1, triton_poi_fused_convolution_mean_silu_35_xnumel, stream=stream0)
            del arg166_1
            # Topologically Sorted Source Nodes: [input_78, scale_40, scale_41, scale_42, scale_43], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:96
            buf113 = extern_kernels.convolution(buf112, arg167_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf113, (s77, 480, 1, 1), (480, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg167_1
            del buf112
            buf114 = buf108; del buf108  # reuse
            # Topologically Sorted Source Nodes: [input_78, scale_40, scale_41, scale_42, scale_43, scale_44, input_79, input_80], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_36:97
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_ynumel = 480*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_36.run(buf114, buf113, arg168_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_36_xnumel, stream=stream0)
            del arg168_1
            del buf113
            # Topologically Sorted Source Nodes: [input_78, scale_40, scale_41, scale_42, scale_43, scale_44, input_79, input_80], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:98
            buf115 = extern_kernels.convolution(buf114, arg169_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf115, (s77, 112, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (112 + 112*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 224*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg169_1
            del buf114
            buf116 = buf115; del buf115  # reuse
            # Topologically Sorted Source Nodes: [input_81], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_38:99
            triton_poi_fused__native_batch_norm_legit_no_training_38_ynumel = 112*s77
            triton_poi_fused__native_batch_norm_legit_no_training_38_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_38.run(buf116, arg170_1, arg171_1, arg172_1, arg173_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_38_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_38_xnumel, stream=stream0)
            del arg170_1
            del arg171_1
            del arg172_1
            del arg173_1
            # Topologically Sorted Source Nodes: [input_82], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:100
            buf117 = extern_kernels.convolution(buf116, arg174_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf117, (s77, 672, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (672 + 672*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg174_1
            buf118 = buf117; del buf117  # reuse
            buf119 = buf118; del buf118  # reuse
            # Topologically Sorted Source Nodes: [input_83, input_84, input_85], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39:101
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39_xnumel = 672*s77 + 672*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39.run(buf119, arg175_1, arg176_1, arg177_1, arg178_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39_xnumel, stream=stream0)
            del arg175_1
            del arg176_1
            del arg177_1
            del arg178_1
            # Topologically Sorted Source Nodes: [input_84, input_85], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:102
            buf120 = extern_kernels.convolution(buf119, arg179_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
            assert_size_stride(buf120, (s77, 672, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (672 + 672*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg179_1
            del buf119
            buf121 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [input_86], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_40:103
            triton_poi_fused__native_batch_norm_legit_no_training_40_ynumel = 672*s77
            triton_poi_fused__native_batch_norm_legit_no_training_40_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_40.run(buf121, arg180_1, arg181_1, arg182_1, arg183_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_40_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_40_xnumel, stream=stream0)
            del arg180_1
            del arg181_1
            del arg182_1
            del arg183_1
            buf122 = empty_strided_cuda((s77, 672, 1, 1), (672, 1, 672*s77, 672*s77), torch.float32)
            buf123 = reinterpret_tensor(buf122, (s77, 672, 1, 1), (672, 1, 1, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [input_87, scale_45, scale_46], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_41:104
            triton_red_fused_convolution_mean_silu_41_xnumel = 672*s77
            triton_red_fused_convolution_mean_silu_41_r0_numel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_41.run(buf123, buf121, s53, ps3, triton_red_fused_convolution_mean_silu_41_xnumel, triton_red_fused_convolution_mean_silu_41_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_87, scale_45, scale_46], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:105
            buf124 = extern_kernels.convolution(buf123, arg184_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf124, (s77, 28, 1, 1), (28, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg184_1
            del buf123
            buf125 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [input_87, scale_45, scale_46, scale_47, scale_48], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_42:106
            triton_poi_fused_convolution_mean_silu_42_xnumel = 28*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_42.run(buf125, arg185_1, triton_poi_fused_convolution_mean_silu_42_xnumel, stream=stream0)
            del arg185_1
            # Topologically Sorted Source Nodes: [input_87, scale_45, scale_46, scale_47, scale_48], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:107
            buf126 = extern_kernels.convolution(buf125, arg186_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf126, (s77, 672, 1, 1), (672, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg186_1
            del buf125
            buf127 = buf121; del buf121  # reuse
            # Topologically Sorted Source Nodes: [input_87, scale_45, scale_46, scale_47, scale_48, scale_49, input_88, input_89], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_43:108
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_ynumel = 672*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_43.run(buf127, buf126, arg187_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_xnumel, stream=stream0)
            del arg187_1
            # Topologically Sorted Source Nodes: [input_87, scale_45, scale_46, scale_47, scale_48, scale_49, input_88, input_89], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:109
            buf128 = extern_kernels.convolution(buf127, arg188_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf128, (s77, 112, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (112 + 112*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 224*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg188_1
            del buf127
            buf129 = buf128; del buf128  # reuse
            # Topologically Sorted Source Nodes: [input_90, result_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_44:110
            triton_poi_fused__native_batch_norm_legit_no_training_add_44_ynumel = 112*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_44_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_44.run(buf129, arg189_1, arg190_1, arg191_1, arg192_1, buf116, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_44_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_44_xnumel, stream=stream0)
            del arg189_1
            del arg190_1
            del arg191_1
            del arg192_1
            del buf116
            # Topologically Sorted Source Nodes: [input_91], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:111
            buf130 = extern_kernels.convolution(buf129, arg193_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf130, (s77, 672, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (672 + 672*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg193_1
            buf131 = buf130; del buf130  # reuse
            buf132 = buf131; del buf131  # reuse
            # Topologically Sorted Source Nodes: [input_92, input_93, input_94], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39:112
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39_xnumel = 672*s77 + 672*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39.run(buf132, arg194_1, arg195_1, arg196_1, arg197_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39_xnumel, stream=stream0)
            del arg194_1
            del arg195_1
            del arg196_1
            del arg197_1
            # Topologically Sorted Source Nodes: [input_93, input_94], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:113
            buf133 = extern_kernels.convolution(buf132, arg198_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
            assert_size_stride(buf133, (s77, 672, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (672 + 672*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg198_1
            del buf132
            buf134 = buf133; del buf133  # reuse
            # Topologically Sorted Source Nodes: [input_95], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_40:114
            triton_poi_fused__native_batch_norm_legit_no_training_40_ynumel = 672*s77
            triton_poi_fused__native_batch_norm_legit_no_training_40_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_40.run(buf134, arg199_1, arg200_1, arg201_1, arg202_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_40_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_40_xnumel, stream=stream0)
            del arg199_1
            del arg200_1
            del arg201_1
            del arg202_1
            buf135 = reinterpret_tensor(buf126, (s77, 672, 1, 1), (672, 1, 672*s77, 672*s77), 0); del buf126  # reuse
            buf136 = reinterpret_tensor(buf135, (s77, 672, 1, 1), (672, 1, 1, 1), 0); del buf135  # reuse
            # Topologically Sorted Source Nodes: [input_96, scale_50, scale_51], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_41:115
            triton_red_fused_convolution_mean_silu_41_xnumel = 672*s77
            triton_red_fused_convolution_mean_silu_41_r0_numel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_41.run(buf136, buf134, s53, ps3, triton_red_fused_convolution_mean_silu_41_xnumel, triton_red_fused_convolution_mean_silu_41_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_96, scale_50, scale_51], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:116
            buf137 = extern_kernels.convolution(buf136, arg203_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf137, (s77, 28, 1, 1), (28, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg203_1
            del buf136
            buf138 = buf137; del buf137  # reuse
            # Topologically Sorted Source Nodes: [input_96, scale_50, scale_51, scale_52, scale_53], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_42:117
            triton_poi_fused_convolution_mean_silu_42_xnumel = 28*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_42.run(buf138, arg204_1, triton_poi_fused_convolution_mean_silu_42_xnumel, stream=stream0)
            del arg204_1
            # Topologically Sorted Source Nodes: [input_96, scale_50, scale_51, scale_52, scale_53], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:118
            buf139 = extern_kernels.convolution(buf138, arg205_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf139, (s77, 672, 1, 1), (672, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg205_1
            del buf138
            buf140 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [input_96, scale_50, scale_51, scale_52, scale_53, scale_54, input_97, input_98], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_43:119
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_ynumel = 672*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_43.run(buf140, buf139, arg206_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_43_xnumel, stream=stream0)
            del arg206_1
            # Topologically Sorted Source Nodes: [input_96, scale_50, scale_51, scale_52, scale_53, scale_54, input_97, input_98], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:120
            buf141 = extern_kernels.convolution(buf140, arg207_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf141, (s77, 112, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (112 + 112*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 224*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg207_1
            del buf140
            buf142 = buf141; del buf141  # reuse
            # Topologically Sorted Source Nodes: [input_99, result_5, input_100], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_44:121
            triton_poi_fused__native_batch_norm_legit_no_training_add_44_ynumel = 112*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_44_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_44.run(buf142, arg208_1, arg209_1, arg210_1, arg211_1, buf129, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_44_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_44_xnumel, stream=stream0)
            del arg208_1
            del arg209_1
            del arg210_1
            del arg211_1
            del buf129
            # Topologically Sorted Source Nodes: [input_99, result_5, input_100], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:122
            buf143 = extern_kernels.convolution(buf142, arg212_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf143, (s77, 672, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (672 + 672*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg212_1
            del buf142
            buf144 = buf143; del buf143  # reuse
            buf145 = buf144; del buf144  # reuse
            # Topologically Sorted Source Nodes: [input_101, input_102, input_103], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39:123
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39_xnumel = 672*s77 + 672*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 1344*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39.run(buf145, arg213_1, arg214_1, arg215_1, arg216_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_39_xnumel, stream=stream0)
            del arg213_1
            del arg214_1
            del arg215_1
            del arg216_1
            # Topologically Sorted Source Nodes: [input_102, input_103], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:124
            buf146 = extern_kernels.convolution(buf145, arg217_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
            assert_size_stride(buf146, (s77, 672, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (672 + 672*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1344*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg217_1
            del buf145
            buf147 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [input_104], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_45:125
            triton_poi_fused__native_batch_norm_legit_no_training_45_ynumel = 672*s77
            triton_poi_fused__native_batch_norm_legit_no_training_45_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_45.run(buf147, arg218_1, arg219_1, arg220_1, arg221_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_45_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_45_xnumel, stream=stream0)
            del arg218_1
            del arg219_1
            del arg220_1
            del arg221_1
            buf148 = reinterpret_tensor(buf139, (s77, 672, 1, 1), (672, 1, 672*s77, 672*s77), 0); del buf139  # reuse
            buf149 = reinterpret_tensor(buf148, (s77, 672, 1, 1), (672, 1, 1, 1), 0); del buf148  # reuse
            # Topologically Sorted Source Nodes: [input_105, scale_55, scale_56], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_46:126
            triton_red_fused_convolution_mean_silu_46_xnumel = 672*s77
            triton_red_fused_convolution_mean_silu_46_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_46.run(buf149, buf147, s53, triton_red_fused_convolution_mean_silu_46_xnumel, triton_red_fused_convolution_mean_silu_46_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_105, scale_55, scale_56], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:127
            buf150 = extern_kernels.convolution(buf149, arg222_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf150, (s77, 28, 1, 1), (28, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg222_1
            del buf149
            buf151 = buf150; del buf150  # reuse
            # Topologically Sorted Source Nodes: [input_105, scale_55, scale_56, scale_57, scale_58], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_42:128
            triton_poi_fused_convolution_mean_silu_42_xnumel = 28*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_42.run(buf151, arg223_1, triton_poi_fused_convolution_mean_silu_42_xnumel, stream=stream0)
            del arg223_1
            # Topologically Sorted Source Nodes: [input_105, scale_55, scale_56, scale_57, scale_58], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:129
            buf152 = extern_kernels.convolution(buf151, arg224_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf152, (s77, 672, 1, 1), (672, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg224_1
            del buf151
            buf153 = buf147; del buf147  # reuse
            # Topologically Sorted Source Nodes: [input_105, scale_55, scale_56, scale_57, scale_58, scale_59, input_106, input_107], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_47:130
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_47_ynumel = 672*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_47_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_47.run(buf153, buf152, arg225_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_47_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_47_xnumel, stream=stream0)
            del arg225_1
            del buf152
            # Topologically Sorted Source Nodes: [input_105, scale_55, scale_56, scale_57, scale_58, scale_59, input_106, input_107], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:131
            buf154 = extern_kernels.convolution(buf153, arg226_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf154, (s77, 192, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (192 + 192*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 384*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg226_1
            del buf153
            buf155 = buf154; del buf154  # reuse
            # Topologically Sorted Source Nodes: [input_108], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_48:132
            triton_poi_fused__native_batch_norm_legit_no_training_48_ynumel = 192*s77
            triton_poi_fused__native_batch_norm_legit_no_training_48_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_48.run(buf155, arg227_1, arg228_1, arg229_1, arg230_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_48_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_48_xnumel, stream=stream0)
            del arg227_1
            del arg228_1
            del arg229_1
            del arg230_1
            # Topologically Sorted Source Nodes: [input_109], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:133
            buf156 = extern_kernels.convolution(buf155, arg231_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf156, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg231_1
            ps4 = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            buf157 = buf156; del buf156  # reuse
            buf158 = buf157; del buf157  # reuse
            # Topologically Sorted Source Nodes: [input_110, input_111, input_112], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49:134
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel = 1152*s77 + 1152*s77*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*s77*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49.run(buf158, arg232_1, arg233_1, arg234_1, arg235_1, ps4, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel, stream=stream0)
            del arg232_1
            del arg233_1
            del arg234_1
            del arg235_1
            # Topologically Sorted Source Nodes: [input_111, input_112], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:135
            buf159 = extern_kernels.convolution(buf158, arg236_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
            assert_size_stride(buf159, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg236_1
            del buf158
            buf160 = buf159; del buf159  # reuse
            # Topologically Sorted Source Nodes: [input_113], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_50:136
            triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel = 1152*s77
            triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_50.run(buf160, arg237_1, arg238_1, arg239_1, arg240_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel, stream=stream0)
            del arg237_1
            del arg238_1
            del arg239_1
            del arg240_1
            buf161 = empty_strided_cuda((s77, 1152, 1, 1), (1152, 1, 1152*s77, 1152*s77), torch.float32)
            buf162 = reinterpret_tensor(buf161, (s77, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf161  # reuse
            # Topologically Sorted Source Nodes: [input_114, scale_60, scale_61], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_51:137
            triton_red_fused_convolution_mean_silu_51_xnumel = 1152*s77
            triton_red_fused_convolution_mean_silu_51_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_51.run(buf162, buf160, s53, ps4, triton_red_fused_convolution_mean_silu_51_xnumel, triton_red_fused_convolution_mean_silu_51_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_114, scale_60, scale_61], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:138
            buf163 = extern_kernels.convolution(buf162, arg241_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf163, (s77, 48, 1, 1), (48, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg241_1
            del buf162
            buf164 = buf163; del buf163  # reuse
            # Topologically Sorted Source Nodes: [input_114, scale_60, scale_61, scale_62, scale_63], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_52:139
            triton_poi_fused_convolution_mean_silu_52_xnumel = 48*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_52.run(buf164, arg242_1, triton_poi_fused_convolution_mean_silu_52_xnumel, stream=stream0)
            del arg242_1
            # Topologically Sorted Source Nodes: [input_114, scale_60, scale_61, scale_62, scale_63], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:140
            buf165 = extern_kernels.convolution(buf164, arg243_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf165, (s77, 1152, 1, 1), (1152, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg243_1
            del buf164
            buf166 = buf160; del buf160  # reuse
            # Topologically Sorted Source Nodes: [input_114, scale_60, scale_61, scale_62, scale_63, scale_64, input_115, input_116], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_53:141
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel = 1152*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53.run(buf166, buf165, arg244_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel, stream=stream0)
            del arg244_1
            # Topologically Sorted Source Nodes: [input_114, scale_60, scale_61, scale_62, scale_63, scale_64, input_115, input_116], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:142
            buf167 = extern_kernels.convolution(buf166, arg245_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf167, (s77, 192, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (192 + 192*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 384*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg245_1
            del buf166
            buf168 = buf167; del buf167  # reuse
            # Topologically Sorted Source Nodes: [input_117, result_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_54:143
            triton_poi_fused__native_batch_norm_legit_no_training_add_54_ynumel = 192*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_54_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_54.run(buf168, arg246_1, arg247_1, arg248_1, arg249_1, buf155, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_54_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_54_xnumel, stream=stream0)
            del arg246_1
            del arg247_1
            del arg248_1
            del arg249_1
            del buf155
            # Topologically Sorted Source Nodes: [input_118], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:144
            buf169 = extern_kernels.convolution(buf168, arg250_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf169, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg250_1
            buf170 = buf169; del buf169  # reuse
            buf171 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [input_119, input_120, input_121], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49:145
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel = 1152*s77 + 1152*s77*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*s77*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49.run(buf171, arg251_1, arg252_1, arg253_1, arg254_1, ps4, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel, stream=stream0)
            del arg251_1
            del arg252_1
            del arg253_1
            del arg254_1
            # Topologically Sorted Source Nodes: [input_120, input_121], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:146
            buf172 = extern_kernels.convolution(buf171, arg255_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
            assert_size_stride(buf172, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg255_1
            del buf171
            buf173 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [input_122], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_50:147
            triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel = 1152*s77
            triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_50.run(buf173, arg256_1, arg257_1, arg258_1, arg259_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel, stream=stream0)
            del arg256_1
            del arg257_1
            del arg258_1
            del arg259_1
            buf174 = reinterpret_tensor(buf165, (s77, 1152, 1, 1), (1152, 1, 1152*s77, 1152*s77), 0); del buf165  # reuse
            buf175 = reinterpret_tensor(buf174, (s77, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [input_123, scale_65, scale_66], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_51:148
            triton_red_fused_convolution_mean_silu_51_xnumel = 1152*s77
            triton_red_fused_convolution_mean_silu_51_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_51.run(buf175, buf173, s53, ps4, triton_red_fused_convolution_mean_silu_51_xnumel, triton_red_fused_convolution_mean_silu_51_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_123, scale_65, scale_66], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:149
            buf176 = extern_kernels.convolution(buf175, arg260_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf176, (s77, 48, 1, 1), (48, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg260_1
            del buf175
            buf177 = buf176; del buf176  # reuse
            # Topologically Sorted Source Nodes: [input_123, scale_65, scale_66, scale_67, scale_68], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_52:150
            triton_poi_fused_convolution_mean_silu_52_xnumel = 48*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_52.run(buf177, arg261_1, triton_poi_fused_convolution_mean_silu_52_xnumel, stream=stream0)
            del arg261_1
            # Topologically Sorted Source Nodes: [input_123, scale_65, scale_66, scale_67, scale_68], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:151
            buf178 = extern_kernels.convolution(buf177, arg262_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf178, (s77, 1152, 1, 1), (1152, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg262_1
            del buf177
            buf179 = buf173; del buf173  # reuse
            # Topologically Sorted Source Nodes: [input_123, scale_65, scale_66, scale_67, scale_68, scale_69, input_124, input_125], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_53:152
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel = 1152*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53.run(buf179, buf178, arg263_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel, stream=stream0)
            del arg263_1
            # Topologically Sorted Source Nodes: [input_123, scale_65, scale_66, scale_67, scale_68, scale_69, input_124, input_125], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:153
            buf180 = extern_kernels.convolution(buf179, arg264_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf180, (s77, 192, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (192 + 192*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 384*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg264_1
            del buf179
            buf181 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [input_126, result_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_54:154
            triton_poi_fused__native_batch_norm_legit_no_training_add_54_ynumel = 192*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_54_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_54.run(buf181, arg265_1, arg266_1, arg267_1, arg268_1, buf168, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_54_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_54_xnumel, stream=stream0)
            del arg265_1
            del arg266_1
            del arg267_1
            del arg268_1
            del buf168
            # Topologically Sorted Source Nodes: [input_127], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:155
            buf182 = extern_kernels.convolution(buf181, arg269_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf182, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg269_1
            buf183 = buf182; del buf182  # reuse
            buf184 = buf183; del buf183  # reuse
            # Topologically Sorted Source Nodes: [input_128, input_129, input_130], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49:156
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel = 1152*s77 + 1152*s77*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*s77*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49.run(buf184, arg270_1, arg271_1, arg272_1, arg273_1, ps4, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel, stream=stream0)
            del arg270_1
            del arg271_1
            del arg272_1
            del arg273_1
            # Topologically Sorted Source Nodes: [input_129, input_130], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:157
            buf185 = extern_kernels.convolution(buf184, arg274_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
            assert_size_stride(buf185, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg274_1
            del buf184
            buf186 = buf185; del buf185  # reuse
            # Topologically Sorted Source Nodes: [input_131], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_50:158
            triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel = 1152*s77
            triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_50.run(buf186, arg275_1, arg276_1, arg277_1, arg278_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel, stream=stream0)
            del arg275_1
            del arg276_1
            del arg277_1
            del arg278_1
            buf187 = reinterpret_tensor(buf178, (s77, 1152, 1, 1), (1152, 1, 1152*s77, 1152*s77), 0); del buf178  # reuse
            buf188 = reinterpret_tensor(buf187, (s77, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf187  # reuse
            # Topologically Sorted Source Nodes: [input_132, scale_70, scale_71], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_51:159
            triton_red_fused_convolution_mean_silu_51_xnumel = 1152*s77
            triton_red_fused_convolution_mean_silu_51_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_51.run(buf188, buf186, s53, ps4, triton_red_fused_convolution_mean_silu_51_xnumel, triton_red_fused_convolution_mean_silu_51_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_132, scale_70, scale_71], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:160
            buf189 = extern_kernels.convolution(buf188, arg279_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf189, (s77, 48, 1, 1), (48, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg279_1
            del buf188
            buf190 = buf189; del buf189  # reuse
            # Topologically Sorted Source Nodes: [input_132, scale_70, scale_71, scale_72, scale_73], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_52:161
            triton_poi_fused_convolution_mean_silu_52_xnumel = 48*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_52.run(buf190, arg280_1, triton_poi_fused_convolution_mean_silu_52_xnumel, stream=stream0)
            del arg280_1
            # Topologically Sorted Source Nodes: [input_132, scale_70, scale_71, scale_72, scale_73], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:162
            buf191 = extern_kernels.convolution(buf190, arg281_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf191, (s77, 1152, 1, 1), (1152, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg281_1
            del buf190
            buf192 = buf186; del buf186  # reuse
            # Topologically Sorted Source Nodes: [input_132, scale_70, scale_71, scale_72, scale_73, scale_74, input_133, input_134], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_53:163
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel = 1152*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53.run(buf192, buf191, arg282_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel, stream=stream0)
            del arg282_1
            # Topologically Sorted Source Nodes: [input_132, scale_70, scale_71, scale_72, scale_73, scale_74, input_133, input_134], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:164
            buf193 = extern_kernels.convolution(buf192, arg283_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf193, (s77, 192, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (192 + 192*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 384*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg283_1
            del buf192
            buf194 = buf193; del buf193  # reuse
            # Topologically Sorted Source Nodes: [input_135, result_8, input_136], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_54:165
            triton_poi_fused__native_batch_norm_legit_no_training_add_54_ynumel = 192*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_54_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_54.run(buf194, arg284_1, arg285_1, arg286_1, arg287_1, buf181, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_54_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_54_xnumel, stream=stream0)
            del arg284_1
            del arg285_1
            del arg286_1
            del arg287_1
            del buf181
            # Topologically Sorted Source Nodes: [input_135, result_8, input_136], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:166
            buf195 = extern_kernels.convolution(buf194, arg288_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf195, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg288_1
            del buf194
            buf196 = buf195; del buf195  # reuse
            buf197 = buf196; del buf196  # reuse
            # Topologically Sorted Source Nodes: [input_137, input_138, input_139], Original ATen: [aten._native_batch_norm_legit_no_training, aten.silu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49:167
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel = 1152*s77 + 1152*s77*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*s77*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49.run(buf197, arg289_1, arg290_1, arg291_1, arg292_1, ps4, triton_poi_fused__native_batch_norm_legit_no_training_convolution_silu_49_xnumel, stream=stream0)
            del arg289_1
            del arg290_1
            del arg291_1
            del arg292_1
            # Topologically Sorted Source Nodes: [input_138, input_139], Original ATen: [aten.silu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:168
            buf198 = extern_kernels.convolution(buf197, arg293_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1152, bias=None)
            assert_size_stride(buf198, (s77, 1152, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1152 + 1152*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2304*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg293_1
            del buf197
            buf199 = buf198; del buf198  # reuse
            # Topologically Sorted Source Nodes: [input_140], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_50:169
            triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel = 1152*s77
            triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_50.run(buf199, arg294_1, arg295_1, arg296_1, arg297_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_50_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_50_xnumel, stream=stream0)
            del arg294_1
            del arg295_1
            del arg296_1
            del arg297_1
            buf200 = reinterpret_tensor(buf191, (s77, 1152, 1, 1), (1152, 1, 1152*s77, 1152*s77), 0); del buf191  # reuse
            buf201 = reinterpret_tensor(buf200, (s77, 1152, 1, 1), (1152, 1, 1, 1), 0); del buf200  # reuse
            # Topologically Sorted Source Nodes: [input_141, scale_75, scale_76], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_red_fused_convolution_mean_silu_51:170
            triton_red_fused_convolution_mean_silu_51_xnumel = 1152*s77
            triton_red_fused_convolution_mean_silu_51_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_mean_silu_51.run(buf201, buf199, s53, ps4, triton_red_fused_convolution_mean_silu_51_xnumel, triton_red_fused_convolution_mean_silu_51_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_141, scale_75, scale_76], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:171
            buf202 = extern_kernels.convolution(buf201, arg298_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf202, (s77, 48, 1, 1), (48, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg298_1
            del buf201
            buf203 = buf202; del buf202  # reuse
            # Topologically Sorted Source Nodes: [input_141, scale_75, scale_76, scale_77, scale_78], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_silu_52:172
            triton_poi_fused_convolution_mean_silu_52_xnumel = 48*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_silu_52.run(buf203, arg299_1, triton_poi_fused_convolution_mean_silu_52_xnumel, stream=stream0)
            del arg299_1
            # Topologically Sorted Source Nodes: [input_141, scale_75, scale_76, scale_77, scale_78], Original ATen: [aten.silu, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:173
            buf204 = extern_kernels.convolution(buf203, arg300_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf204, (s77, 1152, 1, 1), (1152, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg300_1
            del buf203
            buf205 = buf199; del buf199  # reuse
            # Topologically Sorted Source Nodes: [input_141, scale_75, scale_76, scale_77, scale_78, scale_79, input_142, input_143], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_mul_sigmoid_silu_53:174
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel = 1152*s77
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_mul_sigmoid_silu_53.run(buf205, buf204, arg301_1, s53, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_ynumel, triton_poi_fused_convolution_mean_mul_sigmoid_silu_53_xnumel, stream=stream0)
            del arg301_1
            del buf204
            # Topologically Sorted Source Nodes: [input_141, scale_75, scale_76, scale_77, scale_78, scale_79, input_142, input_143], Original ATen: [aten.silu, aten.mean, aten.convolution, aten.sigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:175
            buf206 = extern_kernels.convolution(buf205, arg302_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf206, (s77, 320, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (320 + 320*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 640*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg302_1
            del buf205
            buf207 = buf206; del buf206  # reuse
            # Topologically Sorted Source Nodes: [input_144, input_145], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_55:176
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_55_ynumel = 320*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_55_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_55.run(buf207, arg303_1, arg304_1, arg305_1, arg306_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_55_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_55_xnumel, stream=stream0)
            del arg303_1
            del arg304_1
            del arg305_1
            del arg306_1
            # Topologically Sorted Source Nodes: [input_144, input_145], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:177
            buf208 = extern_kernels.convolution(buf207, arg307_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf208, (s77, 1280, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (1280 + 1280*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 2560*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg307_1
            del buf207
            buf209 = buf208; del buf208  # reuse
            # Topologically Sorted Source Nodes: [input_146], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_56:178
            triton_poi_fused__native_batch_norm_legit_no_training_56_ynumel = 1280*s77
            triton_poi_fused__native_batch_norm_legit_no_training_56_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_56.run(buf209, arg308_1, arg309_1, arg310_1, arg311_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_56_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_56_xnumel, stream=stream0)
            del arg308_1
            del arg309_1
            del arg310_1
            del arg311_1
            buf210 = empty_strided_cuda((s77, 1280, 1, 1), (1280, 1, 1280*s77, 1280*s77), torch.float32)
            buf211 = buf210; del buf210  # reuse
            # Topologically Sorted Source Nodes: [input_147, x], Original ATen: [aten.silu, aten.mean]
            # [Provenance debug handles] triton_red_fused_mean_silu_57:179
            triton_red_fused_mean_silu_57_xnumel = 1280*s77
            triton_red_fused_mean_silu_57_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused_mean_silu_57.run(buf211, buf209, s53, ps4, triton_red_fused_mean_silu_57_xnumel, triton_red_fused_mean_silu_57_r0_numel, stream=stream0)
            del buf209
            buf212 = empty_strided_cuda((s77, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_147, x, x_1, input_149], Original ATen: [aten.silu, aten.mean, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:180
            extern_kernels.addmm(arg313_1, reinterpret_tensor(buf211, (s77, 1280), (1280, 1), 0), reinterpret_tensor(arg312_1, (1280, 1000), (1, 1280), 0), alpha=1, beta=1, out=buf212)
            del arg312_1
            del arg313_1
            del buf211
        return (buf212, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = 2
    arg2_1 = 128
    arg3_1 = rand_strided((2, 3, 128, 128), (49152, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((8, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((96, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((4, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((96, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((6, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((144, 6, 1, 1), (6, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((24, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((6, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((144, 6, 1, 1), (6, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((10, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((240, 10, 1, 1), (10, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((240, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((10, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((240, 10, 1, 1), (10, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((80, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((80, 480, 1, 1), (480, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((80, 480, 1, 1), (480, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg153_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg154_1 = rand_strided((80, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg155_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg156_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg157_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg158_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg159_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg160_1 = rand_strided((480, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg161_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg162_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg163_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg164_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg165_1 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg166_1 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg167_1 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg168_1 = rand_strided((480, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg169_1 = rand_strided((112, 480, 1, 1), (480, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg170_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg171_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg172_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg173_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg174_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg175_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg176_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg177_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg178_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg179_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg180_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg181_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg182_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg183_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg184_1 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg185_1 = rand_strided((28, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg186_1 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg187_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg188_1 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg189_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg190_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg191_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg192_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg193_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg194_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg195_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg196_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg197_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg198_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg199_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg200_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg201_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg202_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg203_1 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg204_1 = rand_strided((28, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg205_1 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg206_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg207_1 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg208_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg209_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg210_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg211_1 = rand_strided((112, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg212_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg213_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg214_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg215_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg216_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg217_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg218_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg219_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg220_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg221_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg222_1 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg223_1 = rand_strided((28, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg224_1 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg225_1 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg226_1 = rand_strided((192, 672, 1, 1), (672, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg227_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg228_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg229_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg230_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg231_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg232_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg233_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg234_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg235_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg236_1 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg237_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg238_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg239_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg240_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg241_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg242_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg243_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg244_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg245_1 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg246_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg247_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg248_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg249_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg250_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg251_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg252_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg253_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg254_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg255_1 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg256_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg257_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg258_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg259_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg260_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg261_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg262_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg263_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg264_1 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg265_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg266_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg267_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg268_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg269_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg270_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg271_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg272_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg273_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg274_1 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg275_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg276_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg277_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg278_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg279_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg280_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg281_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg282_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg283_1 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg284_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg285_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg286_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg287_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg288_1 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg289_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg290_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg291_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg292_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg293_1 = rand_strided((1152, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg294_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg295_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg296_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg297_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg298_1 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg299_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg300_1 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg301_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg302_1 = rand_strided((320, 1152, 1, 1), (1152, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg303_1 = rand_strided((320, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg304_1 = rand_strided((320, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg305_1 = rand_strided((320, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg306_1 = rand_strided((320, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg307_1 = rand_strided((1280, 320, 1, 1), (320, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg308_1 = rand_strided((1280, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg309_1 = rand_strided((1280, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg310_1 = rand_strided((1280, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg311_1 = rand_strided((1280, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg312_1 = rand_strided((1000, 1280), (1280, 1), device='cuda:0', dtype=torch.float32)
    arg313_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
