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


# kernel path: /tmp/torchinductor_root/ee/cee22tmdfw33ymb37ma674zesufzrfuudkrbj2qdelpl4mapfqm6.py
# Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
# Source node to ATen node mapping:
#   x_1 => add_5, add_6, mul_14, mul_15, mul_16, reciprocal, sqrt, sub_3, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   x_2 => relu
# Graph fragment:
#   %convolution : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution]
#   %arg4_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %unsqueeze : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg4_1, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %sub_3 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_1), kwargs = {})
#   %add_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_5,), kwargs = {})
#   %reciprocal : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_14 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_14, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %mul_15 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_16 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_6 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %unsqueeze_7), kwargs = {})
#   %relu : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_6,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_no_training_relu_0 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_relu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 16384}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 19268608, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
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
    tmp16 = tl.full([1, 1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/lq/clqgclamsljw77mt44lycigl3c2ltlraxoogidhulhjs57llyr23.py
# Topologically Sorted Source Nodes: [x_1, x_2, x_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   x_1 => add_5, add_6, mul_14, mul_15, mul_16, reciprocal, sqrt, sub_3, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   x_2 => relu
#   x_3 => _low_memory_max_pool_with_offsets
# Graph fragment:
#   %relu : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=relu]
#   %unsqueeze : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg4_1, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %sub_3 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_1), kwargs = {})
#   %add_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_5,), kwargs = {})
#   %reciprocal : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_14 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_14, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %mul_15 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_16 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_6 : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %unsqueeze_7), kwargs = {})
#   %relu : Tensor "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1][64*((((s53 - 1)//2)) + 1)**2, ((((s53 - 1)//2)) + 1)**2, (((s53 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_6,), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%relu, [3, 3], [2, 2], [1, 1], [1, 1], False), kwargs = {})
#   return %getitem
triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks0)
    x0 = (xindex % ks0)
    x2 = xindex // ks2
    x3 = xindex
    tmp0 = (-1) + 2*x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2))
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x0
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-2) + x2 + (-1)*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp10 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp12 = 2*x0
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-1) + x2 + (-1)*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp16 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp18 = triton_helpers.maximum(tmp11, tmp17)
    tmp19 = 1 + 2*x0
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + (x2 + (-1)*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp23 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp25 = triton_helpers.maximum(tmp18, tmp24)
    tmp26 = 2*x1
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-1) + x2 + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp30 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp32 = triton_helpers.maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x2 + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp33 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp35 = triton_helpers.maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (1 + x2 + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp36 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp38 = triton_helpers.maximum(tmp35, tmp37)
    tmp39 = 1 + 2*x1
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (x2 + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp43 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp45 = triton_helpers.maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (1 + x2 + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp46 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp48 = triton_helpers.maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (2 + x2 + 2*x0 + 2*x1 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 2*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp49 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp51 = triton_helpers.maximum(tmp48, tmp50)
    tl.store(out_ptr0 + (x3), tmp51, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dj/cdjq3gzkgisaixtn7temnjtdnxxf2nurd4jvzduoxbcm4gshm2wq.py
# Topologically Sorted Source Nodes: [out_1, out_2, out_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
# Source node to ATen node mapping:
#   out_1 => add_37, add_38, mul_51, mul_52, mul_53, reciprocal_1, sqrt_1, sub_22, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_8, unsqueeze_9
#   out_2 => relu_1
#   out_3 => convolution_2
# Graph fragment:
#   %convolution_1 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %arg9_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg11_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg9_1, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %sub_22 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_9), kwargs = {})
#   %add_37 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg10_1, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_37,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_51 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_51, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %mul_52 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_22, %unsqueeze_11), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg11_1, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_53 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_52, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg12_1, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_38 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_53, %unsqueeze_15), kwargs = {})
#   %relu_1 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_38,), kwargs = {})
#   %convolution_2 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %arg13_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf4
triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 4096}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4817920, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
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
    tmp16 = tl.full([1, 1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/du/cdumob7a2agbsiinrbxxogtf32mkfm7fa7bliw3vcbvo2743sfih.py
# Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_4 => add_59, add_60, mul_80, mul_81, mul_82, reciprocal_2, sqrt_2, sub_35, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
#   out_5 => add_76
#   out_6 => relu_2
# Graph fragment:
#   %convolution_2 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %arg14_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %arg15_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %arg17_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %getitem : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0" = PlaceHolder[target=getitem]
#   %unsqueeze_16 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg14_1, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %sub_35 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_17), kwargs = {})
#   %add_59 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, 1e-05), kwargs = {})
#   %sqrt_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_59,), kwargs = {})
#   %reciprocal_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_2,), kwargs = {})
#   %mul_80 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_80, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %mul_81 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %unsqueeze_19), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg16_1, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_82 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_81, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg17_1, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_60 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_82, %unsqueeze_23), kwargs = {})
#   %add_76 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_60, %getitem), kwargs = {})
#   %relu_2 : Tensor "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1][64*((((s53 - 1)//4)) + 1)**2, ((((s53 - 1)//4)) + 1)**2, (((s53 - 1)//4)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_76,), kwargs = {})
#   return %relu_2
triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 4096}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 6423552, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
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
    tmp18 = tl.full([1, 1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))*(triton_helpers.div_floor_integer((-1) + ks0,  4)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp19, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yt/cytru5wypmnjva6uwzw44mx73lmvwvtpeuz7rjrsv5qfslgbcvlb.py
# Topologically Sorted Source Nodes: [out_15, out_16, out_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
# Source node to ATen node mapping:
#   out_15 => add_157, add_158, mul_191, mul_192, mul_193, reciprocal_5, sqrt_5, sub_92, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47
#   out_16 => relu_5
#   out_17 => convolution_6
# Graph fragment:
#   %convolution_5 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %arg29_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %arg31_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg31_1]
#   %arg32_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg32_1]
#   %unsqueeze_40 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg29_1, -1), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, -1), kwargs = {})
#   %sub_92 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %unsqueeze_41), kwargs = {})
#   %add_157 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg30_1, 1e-05), kwargs = {})
#   %sqrt_5 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_157,), kwargs = {})
#   %reciprocal_5 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_5,), kwargs = {})
#   %mul_191 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_5, 1), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_191, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %mul_192 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_92, %unsqueeze_43), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg31_1, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %mul_193 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_192, %unsqueeze_45), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg32_1, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %add_158 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_193, %unsqueeze_47), kwargs = {})
#   %relu_5 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_158,), kwargs = {})
#   %convolution_6 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_5, %arg33_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf12
triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4', '''
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
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2410496, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
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
    tmp16 = tl.full([1, 1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7l/c7luytxnuvpxn6klvgmyjk3nn7holnkkx74mjz33jwwolnjynite.py
# Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_2 => add_191, add_192, mul_241, mul_242, mul_243, reciprocal_7, sqrt_7, sub_112, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, unsqueeze_60, unsqueeze_61, unsqueeze_62, unsqueeze_63
#   out_18 => add_179, add_180, mul_220, mul_221, mul_222, reciprocal_6, sqrt_6, sub_105, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, unsqueeze_52, unsqueeze_53, unsqueeze_54, unsqueeze_55
#   out_19 => add_208
#   out_20 => relu_6
# Graph fragment:
#   %convolution_6 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %arg34_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %arg35_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %arg36_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %arg37_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %convolution_7 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_7]
#   %arg39_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %arg40_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg40_1]
#   %arg41_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg41_1]
#   %arg42_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg42_1]
#   %add_208 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=add_208]
#   %unsqueeze_48 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg34_1, -1), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, -1), kwargs = {})
#   %sub_105 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_49), kwargs = {})
#   %add_179 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg35_1, 1e-05), kwargs = {})
#   %sqrt_6 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_179,), kwargs = {})
#   %reciprocal_6 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_6,), kwargs = {})
#   %mul_220 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_6, 1), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_220, -1), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, -1), kwargs = {})
#   %mul_221 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_105, %unsqueeze_51), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg36_1, -1), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_52, -1), kwargs = {})
#   %mul_222 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_221, %unsqueeze_53), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg37_1, -1), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, -1), kwargs = {})
#   %add_180 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_222, %unsqueeze_55), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg39_1, -1), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, -1), kwargs = {})
#   %sub_112 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %unsqueeze_57), kwargs = {})
#   %add_191 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg40_1, 1e-05), kwargs = {})
#   %sqrt_7 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_191,), kwargs = {})
#   %reciprocal_7 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_7,), kwargs = {})
#   %mul_241 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_7, 1), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_241, -1), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, -1), kwargs = {})
#   %mul_242 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_112, %unsqueeze_59), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg41_1, -1), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_60, -1), kwargs = {})
#   %mul_243 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_242, %unsqueeze_61), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg42_1, -1), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_62, -1), kwargs = {})
#   %add_192 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_243, %unsqueeze_63), kwargs = {})
#   %add_208 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_180, %add_192), kwargs = {})
#   %relu_6 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_208,), kwargs = {})
#   return %add_208,%relu_6
triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1609728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 128)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr7 + (x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr8 + (x1), xmask, eviction_policy='evict_last')
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
    tmp18 = tmp16 - tmp17
    tmp20 = tmp19 + tmp4
    tmp21 = tl.sqrt_rn(tmp20)
    tmp22 = (tmp7 / tmp21)
    tmp23 = tmp22 * tmp9
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp15 + tmp28
    tmp30 = tl.full([1], 0, tl.int32)
    tmp31 = triton_helpers.maximum(tmp30, tmp29)
    tl.store(in_out_ptr0 + (x3), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2d/c2dadknqnhcj4exfkahdlsusafrv2hfn32ywnjk2dgzapm7mvsgh.py
# Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_25 => add_251, add_252, mul_311, mul_312, mul_313, reciprocal_9, sqrt_9, sub_147, unsqueeze_72, unsqueeze_73, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, unsqueeze_78, unsqueeze_79
#   out_26 => add_268
#   out_27 => relu_8
# Graph fragment:
#   %convolution_9 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_9]
#   %arg49_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg49_1]
#   %arg50_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg50_1]
#   %arg51_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg51_1]
#   %arg52_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg52_1]
#   %relu_6 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0" = PlaceHolder[target=relu_6]
#   %unsqueeze_72 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg49_1, -1), kwargs = {})
#   %unsqueeze_73 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_72, -1), kwargs = {})
#   %sub_147 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_73), kwargs = {})
#   %add_251 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg50_1, 1e-05), kwargs = {})
#   %sqrt_9 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_251,), kwargs = {})
#   %reciprocal_9 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_9,), kwargs = {})
#   %mul_311 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_9, 1), kwargs = {})
#   %unsqueeze_74 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_311, -1), kwargs = {})
#   %unsqueeze_75 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_74, -1), kwargs = {})
#   %mul_312 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_147, %unsqueeze_75), kwargs = {})
#   %unsqueeze_76 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg51_1, -1), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_76, -1), kwargs = {})
#   %mul_313 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_312, %unsqueeze_77), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg52_1, -1), kwargs = {})
#   %unsqueeze_79 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_78, -1), kwargs = {})
#   %add_252 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_313, %unsqueeze_79), kwargs = {})
#   %add_268 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_252, %relu_6), kwargs = {})
#   %relu_8 : Tensor "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1][128*((((s53 - 1)//8)) + 1)**2, ((((s53 - 1)//8)) + 1)**2, (((s53 - 1)//8)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_268,), kwargs = {})
#   return %relu_8
triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3213312, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
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
    tmp18 = tl.full([1, 1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))*(triton_helpers.div_floor_integer((-1) + ks0,  8)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  8))), tmp19, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kt/ckt3evnt4sl4c34jkfmp43q2gqk7fh7t7rboxtx4ffjld5mkyexx.py
# Topologically Sorted Source Nodes: [out_29, out_30, out_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
# Source node to ATen node mapping:
#   out_29 => add_289, add_290, mul_352, mul_353, mul_354, reciprocal_10, sqrt_10, sub_169, unsqueeze_80, unsqueeze_81, unsqueeze_82, unsqueeze_83, unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87
#   out_30 => relu_9
#   out_31 => convolution_11
# Graph fragment:
#   %convolution_10 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_10]
#   %arg54_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg54_1]
#   %arg55_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg55_1]
#   %arg56_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg56_1]
#   %arg57_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg57_1]
#   %unsqueeze_80 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg54_1, -1), kwargs = {})
#   %unsqueeze_81 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_80, -1), kwargs = {})
#   %sub_169 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_10, %unsqueeze_81), kwargs = {})
#   %add_289 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg55_1, 1e-05), kwargs = {})
#   %sqrt_10 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_289,), kwargs = {})
#   %reciprocal_10 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_10,), kwargs = {})
#   %mul_352 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_10, 1), kwargs = {})
#   %unsqueeze_82 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_352, -1), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_82, -1), kwargs = {})
#   %mul_353 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_169, %unsqueeze_83), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg56_1, -1), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_84, -1), kwargs = {})
#   %mul_354 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_353, %unsqueeze_85), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg57_1, -1), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, -1), kwargs = {})
#   %add_290 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_354, %unsqueeze_87), kwargs = {})
#   %relu_9 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_290,), kwargs = {})
#   %convolution_11 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_9, %arg58_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf22
triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7', '''
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
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1208320, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
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
    tmp16 = tl.full([1, 1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5m/c5m6qs6irkwh4kkuam6n43e4ej7ufpkrkuglmnconhyesuv6usfj.py
# Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_4 => add_323, add_324, mul_402, mul_403, mul_404, reciprocal_12, sqrt_12, sub_189, unsqueeze_100, unsqueeze_101, unsqueeze_102, unsqueeze_103, unsqueeze_96, unsqueeze_97, unsqueeze_98, unsqueeze_99
#   out_32 => add_311, add_312, mul_381, mul_382, mul_383, reciprocal_11, sqrt_11, sub_182, unsqueeze_88, unsqueeze_89, unsqueeze_90, unsqueeze_91, unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95
#   out_33 => add_340
#   out_34 => relu_10
# Graph fragment:
#   %convolution_11 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_11]
#   %arg59_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg59_1]
#   %arg60_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg60_1]
#   %arg61_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg61_1]
#   %arg62_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg62_1]
#   %convolution_12 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_12]
#   %arg64_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg64_1]
#   %arg65_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg65_1]
#   %arg66_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg66_1]
#   %arg67_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg67_1]
#   %add_340 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=add_340]
#   %unsqueeze_88 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg59_1, -1), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_88, -1), kwargs = {})
#   %sub_182 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %unsqueeze_89), kwargs = {})
#   %add_311 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg60_1, 1e-05), kwargs = {})
#   %sqrt_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_311,), kwargs = {})
#   %reciprocal_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_11,), kwargs = {})
#   %mul_381 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_11, 1), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_381, -1), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_90, -1), kwargs = {})
#   %mul_382 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_182, %unsqueeze_91), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg61_1, -1), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, -1), kwargs = {})
#   %mul_383 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_382, %unsqueeze_93), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg62_1, -1), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_94, -1), kwargs = {})
#   %add_312 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_383, %unsqueeze_95), kwargs = {})
#   %unsqueeze_96 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg64_1, -1), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_96, -1), kwargs = {})
#   %sub_189 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %unsqueeze_97), kwargs = {})
#   %add_323 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg65_1, 1e-05), kwargs = {})
#   %sqrt_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_323,), kwargs = {})
#   %reciprocal_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_12,), kwargs = {})
#   %mul_402 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_12, 1), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_402, -1), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, -1), kwargs = {})
#   %mul_403 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_189, %unsqueeze_99), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg66_1, -1), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_100, -1), kwargs = {})
#   %mul_404 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_403, %unsqueeze_101), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg67_1, -1), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_102, -1), kwargs = {})
#   %add_324 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_404, %unsqueeze_103), kwargs = {})
#   %add_340 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_312, %add_324), kwargs = {})
#   %relu_10 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_340,), kwargs = {})
#   return %add_340,%relu_10
triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 811008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 256)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr7 + (x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr8 + (x1), xmask, eviction_policy='evict_last')
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
    tmp18 = tmp16 - tmp17
    tmp20 = tmp19 + tmp4
    tmp21 = tl.sqrt_rn(tmp20)
    tmp22 = (tmp7 / tmp21)
    tmp23 = tmp22 * tmp9
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp15 + tmp28
    tmp30 = tl.full([1], 0, tl.int32)
    tmp31 = triton_helpers.maximum(tmp30, tmp29)
    tl.store(in_out_ptr0 + (x3), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4m/c4mvs2m4jt5i5schsh2g77h3slxywfafnatbkxd442pkuyjurqqx.py
# Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_39 => add_383, add_384, mul_472, mul_473, mul_474, reciprocal_14, sqrt_14, sub_224, unsqueeze_112, unsqueeze_113, unsqueeze_114, unsqueeze_115, unsqueeze_116, unsqueeze_117, unsqueeze_118, unsqueeze_119
#   out_40 => add_400
#   out_41 => relu_12
# Graph fragment:
#   %convolution_14 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_14]
#   %arg74_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg74_1]
#   %arg75_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg75_1]
#   %arg76_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg76_1]
#   %arg77_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg77_1]
#   %relu_10 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0" = PlaceHolder[target=relu_10]
#   %unsqueeze_112 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg74_1, -1), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_112, -1), kwargs = {})
#   %sub_224 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %unsqueeze_113), kwargs = {})
#   %add_383 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg75_1, 1e-05), kwargs = {})
#   %sqrt_14 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_383,), kwargs = {})
#   %reciprocal_14 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_14,), kwargs = {})
#   %mul_472 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_14, 1), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_472, -1), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_114, -1), kwargs = {})
#   %mul_473 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_224, %unsqueeze_115), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg76_1, -1), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_116, -1), kwargs = {})
#   %mul_474 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_473, %unsqueeze_117), kwargs = {})
#   %unsqueeze_118 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg77_1, -1), kwargs = {})
#   %unsqueeze_119 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_118, -1), kwargs = {})
#   %add_384 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_474, %unsqueeze_119), kwargs = {})
#   %add_400 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_384, %relu_10), kwargs = {})
#   %relu_12 : Tensor "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1][256*((((s53 - 1)//16)) + 1)**2, ((((s53 - 1)//16)) + 1)**2, (((s53 - 1)//16)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_400,), kwargs = {})
#   return %relu_12
triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1609728, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
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
    tmp18 = tl.full([1, 1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))*(triton_helpers.div_floor_integer((-1) + ks0,  16)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  16))), tmp19, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/x6/cx6i62266vqznfwwvcxfccmwt2ujbwf424rg4er7mjcuii4f57la.py
# Topologically Sorted Source Nodes: [out_43, out_44, out_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
# Source node to ATen node mapping:
#   out_43 => add_421, add_422, mul_513, mul_514, mul_515, reciprocal_15, sqrt_15, sub_246, unsqueeze_120, unsqueeze_121, unsqueeze_122, unsqueeze_123, unsqueeze_124, unsqueeze_125, unsqueeze_126, unsqueeze_127
#   out_44 => relu_13
#   out_45 => convolution_16
# Graph fragment:
#   %convolution_15 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_15]
#   %arg79_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg79_1]
#   %arg80_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg80_1]
#   %arg81_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg81_1]
#   %arg82_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg82_1]
#   %unsqueeze_120 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg79_1, -1), kwargs = {})
#   %unsqueeze_121 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_120, -1), kwargs = {})
#   %sub_246 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_15, %unsqueeze_121), kwargs = {})
#   %add_421 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg80_1, 1e-05), kwargs = {})
#   %sqrt_15 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_421,), kwargs = {})
#   %reciprocal_15 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_15,), kwargs = {})
#   %mul_513 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_15, 1), kwargs = {})
#   %unsqueeze_122 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_513, -1), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_122, -1), kwargs = {})
#   %mul_514 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_246, %unsqueeze_123), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg81_1, -1), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_124, -1), kwargs = {})
#   %mul_515 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_514, %unsqueeze_125), kwargs = {})
#   %unsqueeze_126 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg82_1, -1), kwargs = {})
#   %unsqueeze_127 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_126, -1), kwargs = {})
#   %add_422 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_515, %unsqueeze_127), kwargs = {})
#   %relu_13 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_422,), kwargs = {})
#   %convolution_16 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_13, %arg83_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf32
triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10', '''
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
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 610304, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 512)
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
    tmp16 = tl.full([1, 1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*y3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/pb/cpb6jk3zglkjni3ygqn4zfaows43u7a7ftfyn2t6vwu5avp5wai4.py
# Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_6 => add_455, add_456, mul_563, mul_564, mul_565, reciprocal_17, sqrt_17, sub_266, unsqueeze_136, unsqueeze_137, unsqueeze_138, unsqueeze_139, unsqueeze_140, unsqueeze_141, unsqueeze_142, unsqueeze_143
#   out_46 => add_443, add_444, mul_542, mul_543, mul_544, reciprocal_16, sqrt_16, sub_259, unsqueeze_128, unsqueeze_129, unsqueeze_130, unsqueeze_131, unsqueeze_132, unsqueeze_133, unsqueeze_134, unsqueeze_135
#   out_47 => add_472
#   out_48 => relu_14
# Graph fragment:
#   %convolution_16 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_16]
#   %arg84_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg84_1]
#   %arg85_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg85_1]
#   %arg86_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg86_1]
#   %arg87_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg87_1]
#   %convolution_17 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_17]
#   %arg89_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg89_1]
#   %arg90_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %arg91_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg91_1]
#   %arg92_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg92_1]
#   %add_472 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=add_472]
#   %unsqueeze_128 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg84_1, -1), kwargs = {})
#   %unsqueeze_129 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_128, -1), kwargs = {})
#   %sub_259 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %unsqueeze_129), kwargs = {})
#   %add_443 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg85_1, 1e-05), kwargs = {})
#   %sqrt_16 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_443,), kwargs = {})
#   %reciprocal_16 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_16,), kwargs = {})
#   %mul_542 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_16, 1), kwargs = {})
#   %unsqueeze_130 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_542, -1), kwargs = {})
#   %unsqueeze_131 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_130, -1), kwargs = {})
#   %mul_543 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_259, %unsqueeze_131), kwargs = {})
#   %unsqueeze_132 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg86_1, -1), kwargs = {})
#   %unsqueeze_133 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_132, -1), kwargs = {})
#   %mul_544 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_543, %unsqueeze_133), kwargs = {})
#   %unsqueeze_134 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg87_1, -1), kwargs = {})
#   %unsqueeze_135 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_134, -1), kwargs = {})
#   %add_444 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_544, %unsqueeze_135), kwargs = {})
#   %unsqueeze_136 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg89_1, -1), kwargs = {})
#   %unsqueeze_137 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_136, -1), kwargs = {})
#   %sub_266 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %unsqueeze_137), kwargs = {})
#   %add_455 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg90_1, 1e-05), kwargs = {})
#   %sqrt_17 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_455,), kwargs = {})
#   %reciprocal_17 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_17,), kwargs = {})
#   %mul_563 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_17, 1), kwargs = {})
#   %unsqueeze_138 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_563, -1), kwargs = {})
#   %unsqueeze_139 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_138, -1), kwargs = {})
#   %mul_564 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_266, %unsqueeze_139), kwargs = {})
#   %unsqueeze_140 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg91_1, -1), kwargs = {})
#   %unsqueeze_141 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_140, -1), kwargs = {})
#   %mul_565 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_564, %unsqueeze_141), kwargs = {})
#   %unsqueeze_142 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg92_1, -1), kwargs = {})
#   %unsqueeze_143 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_142, -1), kwargs = {})
#   %add_456 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_565, %unsqueeze_143), kwargs = {})
#   %add_472 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_444, %add_456), kwargs = {})
#   %relu_14 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_472,), kwargs = {})
#   return %add_472,%relu_14
triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 417792}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 512)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr7 + (x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr8 + (x1), xmask, eviction_policy='evict_last')
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
    tmp18 = tmp16 - tmp17
    tmp20 = tmp19 + tmp4
    tmp21 = tl.sqrt_rn(tmp20)
    tmp22 = (tmp7 / tmp21)
    tmp23 = tmp22 * tmp9
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp15 + tmp28
    tmp30 = tl.full([1], 0, tl.int32)
    tmp31 = triton_helpers.maximum(tmp30, tmp29)
    tl.store(in_out_ptr0 + (x3), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/el/celnomatohlh4d2vc3cowbpxiioijms4pnnhv27l3qdxde4hip3y.py
# Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu, aten.mean]
# Source node to ATen node mapping:
#   out_53 => add_515, add_516, mul_633, mul_634, mul_635, reciprocal_19, sqrt_19, sub_301, unsqueeze_152, unsqueeze_153, unsqueeze_154, unsqueeze_155, unsqueeze_156, unsqueeze_157, unsqueeze_158, unsqueeze_159
#   out_54 => add_532
#   out_55 => relu_16
#   x_4 => mean
# Graph fragment:
#   %convolution_19 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_19]
#   %arg99_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg99_1]
#   %arg100_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg100_1]
#   %arg101_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg101_1]
#   %arg102_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg102_1]
#   %relu_14 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0" = PlaceHolder[target=relu_14]
#   %buf40 : Tensor "f32[s77, 512, 1, 1][512, 1, 512*s77, 512*s77]cuda:0" = PlaceHolder[target=buf40]
#   %unsqueeze_152 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg99_1, -1), kwargs = {})
#   %unsqueeze_153 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_152, -1), kwargs = {})
#   %sub_301 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %unsqueeze_153), kwargs = {})
#   %add_515 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg100_1, 1e-05), kwargs = {})
#   %sqrt_19 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_515,), kwargs = {})
#   %reciprocal_19 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_19,), kwargs = {})
#   %mul_633 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_19, 1), kwargs = {})
#   %unsqueeze_154 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_633, -1), kwargs = {})
#   %unsqueeze_155 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_154, -1), kwargs = {})
#   %mul_634 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_301, %unsqueeze_155), kwargs = {})
#   %unsqueeze_156 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg101_1, -1), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_156, -1), kwargs = {})
#   %mul_635 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_634, %unsqueeze_157), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg102_1, -1), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, -1), kwargs = {})
#   %add_516 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_635, %unsqueeze_159), kwargs = {})
#   %add_532 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_516, %relu_14), kwargs = {})
#   %relu_16 : Tensor "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1][512*((((s53 - 1)//32)) + 1)**2, ((((s53 - 1)//32)) + 1)**2, (((s53 - 1)//32)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_532,), kwargs = {})
#   %mean : Tensor "f32[s77, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu_16, [-1, -2], True), kwargs = {})
#   return %buf40,%mean
triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12 = async_compile.triton('triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 417792, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    x0 = (xindex % 512)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + x3 + x3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*x3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr5 + (r0_2 + x3 + x3*(triton_helpers.div_floor_integer((-1) + ks0,  32))*(triton_helpers.div_floor_integer((-1) + ks0,  32)) + 2*x3*(triton_helpers.div_floor_integer((-1) + ks0,  32))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        tmp18 = tl.full([1, 1], 0, tl.int32)
        tmp19 = triton_helpers.maximum(tmp18, tmp17)
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tmp23 = ks1
    tmp24 = tmp23.to(tl.float32)
    tmp25 = (tmp21 / tmp24)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp25, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1 = args
        args.clear()
        s77 = arg1_1
        s53 = arg2_1
        assert_size_stride(arg0_1, (64, 3, 7, 7), (147, 49, 7, 1))
        assert_size_stride(arg3_1, (s77, 3, s53, s53), (3*s53*s53, s53*s53, s53, 1))
        assert_size_stride(arg4_1, (64, ), (1, ))
        assert_size_stride(arg5_1, (64, ), (1, ))
        assert_size_stride(arg6_1, (64, ), (1, ))
        assert_size_stride(arg7_1, (64, ), (1, ))
        assert_size_stride(arg8_1, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(arg9_1, (64, ), (1, ))
        assert_size_stride(arg10_1, (64, ), (1, ))
        assert_size_stride(arg11_1, (64, ), (1, ))
        assert_size_stride(arg12_1, (64, ), (1, ))
        assert_size_stride(arg13_1, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(arg14_1, (64, ), (1, ))
        assert_size_stride(arg15_1, (64, ), (1, ))
        assert_size_stride(arg16_1, (64, ), (1, ))
        assert_size_stride(arg17_1, (64, ), (1, ))
        assert_size_stride(arg18_1, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(arg19_1, (64, ), (1, ))
        assert_size_stride(arg20_1, (64, ), (1, ))
        assert_size_stride(arg21_1, (64, ), (1, ))
        assert_size_stride(arg22_1, (64, ), (1, ))
        assert_size_stride(arg23_1, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(arg24_1, (64, ), (1, ))
        assert_size_stride(arg25_1, (64, ), (1, ))
        assert_size_stride(arg26_1, (64, ), (1, ))
        assert_size_stride(arg27_1, (64, ), (1, ))
        assert_size_stride(arg28_1, (128, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(arg29_1, (128, ), (1, ))
        assert_size_stride(arg30_1, (128, ), (1, ))
        assert_size_stride(arg31_1, (128, ), (1, ))
        assert_size_stride(arg32_1, (128, ), (1, ))
        assert_size_stride(arg33_1, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(arg34_1, (128, ), (1, ))
        assert_size_stride(arg35_1, (128, ), (1, ))
        assert_size_stride(arg36_1, (128, ), (1, ))
        assert_size_stride(arg37_1, (128, ), (1, ))
        assert_size_stride(arg38_1, (128, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(arg39_1, (128, ), (1, ))
        assert_size_stride(arg40_1, (128, ), (1, ))
        assert_size_stride(arg41_1, (128, ), (1, ))
        assert_size_stride(arg42_1, (128, ), (1, ))
        assert_size_stride(arg43_1, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(arg44_1, (128, ), (1, ))
        assert_size_stride(arg45_1, (128, ), (1, ))
        assert_size_stride(arg46_1, (128, ), (1, ))
        assert_size_stride(arg47_1, (128, ), (1, ))
        assert_size_stride(arg48_1, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(arg49_1, (128, ), (1, ))
        assert_size_stride(arg50_1, (128, ), (1, ))
        assert_size_stride(arg51_1, (128, ), (1, ))
        assert_size_stride(arg52_1, (128, ), (1, ))
        assert_size_stride(arg53_1, (256, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(arg54_1, (256, ), (1, ))
        assert_size_stride(arg55_1, (256, ), (1, ))
        assert_size_stride(arg56_1, (256, ), (1, ))
        assert_size_stride(arg57_1, (256, ), (1, ))
        assert_size_stride(arg58_1, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(arg59_1, (256, ), (1, ))
        assert_size_stride(arg60_1, (256, ), (1, ))
        assert_size_stride(arg61_1, (256, ), (1, ))
        assert_size_stride(arg62_1, (256, ), (1, ))
        assert_size_stride(arg63_1, (256, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(arg64_1, (256, ), (1, ))
        assert_size_stride(arg65_1, (256, ), (1, ))
        assert_size_stride(arg66_1, (256, ), (1, ))
        assert_size_stride(arg67_1, (256, ), (1, ))
        assert_size_stride(arg68_1, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(arg69_1, (256, ), (1, ))
        assert_size_stride(arg70_1, (256, ), (1, ))
        assert_size_stride(arg71_1, (256, ), (1, ))
        assert_size_stride(arg72_1, (256, ), (1, ))
        assert_size_stride(arg73_1, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(arg74_1, (256, ), (1, ))
        assert_size_stride(arg75_1, (256, ), (1, ))
        assert_size_stride(arg76_1, (256, ), (1, ))
        assert_size_stride(arg77_1, (256, ), (1, ))
        assert_size_stride(arg78_1, (512, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(arg79_1, (512, ), (1, ))
        assert_size_stride(arg80_1, (512, ), (1, ))
        assert_size_stride(arg81_1, (512, ), (1, ))
        assert_size_stride(arg82_1, (512, ), (1, ))
        assert_size_stride(arg83_1, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(arg84_1, (512, ), (1, ))
        assert_size_stride(arg85_1, (512, ), (1, ))
        assert_size_stride(arg86_1, (512, ), (1, ))
        assert_size_stride(arg87_1, (512, ), (1, ))
        assert_size_stride(arg88_1, (512, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(arg89_1, (512, ), (1, ))
        assert_size_stride(arg90_1, (512, ), (1, ))
        assert_size_stride(arg91_1, (512, ), (1, ))
        assert_size_stride(arg92_1, (512, ), (1, ))
        assert_size_stride(arg93_1, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(arg94_1, (512, ), (1, ))
        assert_size_stride(arg95_1, (512, ), (1, ))
        assert_size_stride(arg96_1, (512, ), (1, ))
        assert_size_stride(arg97_1, (512, ), (1, ))
        assert_size_stride(arg98_1, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(arg99_1, (512, ), (1, ))
        assert_size_stride(arg100_1, (512, ), (1, ))
        assert_size_stride(arg101_1, (512, ), (1, ))
        assert_size_stride(arg102_1, (512, ), (1, ))
        assert_size_stride(arg103_1, (1000, 512), (512, 1))
        assert_size_stride(arg104_1, (1000, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:1
            buf0 = extern_kernels.convolution(arg3_1, arg0_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (s77, 64, 1 + (((-1) + s53) // 2), 1 + (((-1) + s53) // 2)), (64 + 64*(((-1) + s53) // 2)*(((-1) + s53) // 2) + 128*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2), 1 + (((-1) + s53) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg3_1
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_relu_0:2
            triton_poi_fused__native_batch_norm_legit_no_training_relu_0_ynumel = 64*s77
            triton_poi_fused__native_batch_norm_legit_no_training_relu_0_xnumel = 1 + (((-1) + s53) // 2)*(((-1) + s53) // 2) + 2*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_relu_0.run(buf1, arg4_1, arg5_1, arg6_1, arg7_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_relu_0_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_relu_0_xnumel, stream=stream0)
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            ps0 = 1 + (((-1) + s53) // 4)
            ps1 = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            buf2 = empty_strided_cuda((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (64 + 64*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 128*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, x_2, x_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1:3
            triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1_xnumel = 64*s77 + 64*s77*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 128*s77*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1.run(buf1, buf2, ps0, s53, ps1, triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1_xnumel, stream=stream0)
            del buf1
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:4
            buf3 = extern_kernels.convolution(buf2, arg8_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (64 + 64*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 128*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg8_1
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [out_1, out_2, out_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2:5
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_ynumel = 64*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2.run(buf4, arg9_1, arg10_1, arg11_1, arg12_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_xnumel, stream=stream0)
            del arg10_1
            del arg11_1
            del arg12_1
            del arg9_1
            # Topologically Sorted Source Nodes: [out_1, out_2, out_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:6
            buf5 = extern_kernels.convolution(buf4, arg13_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf5, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (64 + 64*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 128*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg13_1
            del buf4
            buf6 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3:7
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_ynumel = 64*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3.run(buf6, arg14_1, arg15_1, arg16_1, arg17_1, buf2, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_xnumel, stream=stream0)
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del buf2
            # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:8
            buf7 = extern_kernels.convolution(buf6, arg18_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf7, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (64 + 64*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 128*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg18_1
            buf8 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [out_8, out_9, out_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2:9
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_ynumel = 64*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2.run(buf8, arg19_1, arg20_1, arg21_1, arg22_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_2_xnumel, stream=stream0)
            del arg19_1
            del arg20_1
            del arg21_1
            del arg22_1
            # Topologically Sorted Source Nodes: [out_8, out_9, out_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:10
            buf9 = extern_kernels.convolution(buf8, arg23_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf9, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s53) // 4)), (64 + 64*(((-1) + s53) // 4)*(((-1) + s53) // 4) + 128*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4), 1 + (((-1) + s53) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg23_1
            del buf8
            buf10 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [out_11, out_12, out_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3:11
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_ynumel = 64*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_xnumel = 1 + (((-1) + s53) // 4)*(((-1) + s53) // 4) + 2*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3.run(buf10, arg24_1, arg25_1, arg26_1, arg27_1, buf6, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_3_xnumel, stream=stream0)
            del arg24_1
            del arg25_1
            del arg26_1
            del arg27_1
            del buf6
            # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:12
            buf11 = extern_kernels.convolution(buf10, arg28_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf11, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (128 + 128*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 256*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg28_1
            buf12 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [out_15, out_16, out_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4:13
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_ynumel = 128*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4.run(buf12, arg29_1, arg30_1, arg31_1, arg32_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_xnumel, stream=stream0)
            del arg29_1
            del arg30_1
            del arg31_1
            del arg32_1
            # Topologically Sorted Source Nodes: [out_15, out_16, out_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:14
            buf13 = extern_kernels.convolution(buf12, arg33_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf13, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (128 + 128*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 256*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg33_1
            del buf12
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:15
            buf14 = extern_kernels.convolution(buf10, arg38_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf14, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (128 + 128*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 256*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg38_1
            del buf10
            ps2 = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            buf15 = buf13; del buf13  # reuse
            buf16 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5:16
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5_xnumel = 128*s77 + 128*s77*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 256*s77*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5.run(buf16, arg34_1, arg35_1, arg36_1, arg37_1, buf14, arg39_1, arg40_1, arg41_1, arg42_1, ps2, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_5_xnumel, stream=stream0)
            del arg34_1
            del arg35_1
            del arg36_1
            del arg37_1
            del arg39_1
            del arg40_1
            del arg41_1
            del arg42_1
            del buf14
            # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:17
            buf17 = extern_kernels.convolution(buf16, arg43_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf17, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (128 + 128*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 256*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg43_1
            buf18 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [out_22, out_23, out_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4:18
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_ynumel = 128*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4.run(buf18, arg44_1, arg45_1, arg46_1, arg47_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_4_xnumel, stream=stream0)
            del arg44_1
            del arg45_1
            del arg46_1
            del arg47_1
            # Topologically Sorted Source Nodes: [out_22, out_23, out_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:19
            buf19 = extern_kernels.convolution(buf18, arg48_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf19, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s53) // 8)), (128 + 128*(((-1) + s53) // 8)*(((-1) + s53) // 8) + 256*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8), 1 + (((-1) + s53) // 8), 1), 'torch.ops.aten.convolution.default')
            del arg48_1
            del buf18
            buf20 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6:20
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6_ynumel = 128*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6_xnumel = 1 + (((-1) + s53) // 8)*(((-1) + s53) // 8) + 2*(((-1) + s53) // 8)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6.run(buf20, arg49_1, arg50_1, arg51_1, arg52_1, buf16, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_6_xnumel, stream=stream0)
            del arg49_1
            del arg50_1
            del arg51_1
            del arg52_1
            del buf16
            # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:21
            buf21 = extern_kernels.convolution(buf20, arg53_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf21, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (256 + 256*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 512*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg53_1
            buf22 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [out_29, out_30, out_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7:22
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_ynumel = 256*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7.run(buf22, arg54_1, arg55_1, arg56_1, arg57_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_xnumel, stream=stream0)
            del arg54_1
            del arg55_1
            del arg56_1
            del arg57_1
            # Topologically Sorted Source Nodes: [out_29, out_30, out_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:23
            buf23 = extern_kernels.convolution(buf22, arg58_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf23, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (256 + 256*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 512*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg58_1
            del buf22
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:24
            buf24 = extern_kernels.convolution(buf20, arg63_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf24, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (256 + 256*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 512*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg63_1
            del buf20
            ps3 = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            buf25 = buf23; del buf23  # reuse
            buf26 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8:25
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8_xnumel = 256*s77 + 256*s77*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 512*s77*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8.run(buf26, arg59_1, arg60_1, arg61_1, arg62_1, buf24, arg64_1, arg65_1, arg66_1, arg67_1, ps3, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_8_xnumel, stream=stream0)
            del arg59_1
            del arg60_1
            del arg61_1
            del arg62_1
            del arg64_1
            del arg65_1
            del arg66_1
            del arg67_1
            del buf24
            # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:26
            buf27 = extern_kernels.convolution(buf26, arg68_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf27, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (256 + 256*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 512*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg68_1
            buf28 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [out_36, out_37, out_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7:27
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_ynumel = 256*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7.run(buf28, arg69_1, arg70_1, arg71_1, arg72_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_7_xnumel, stream=stream0)
            del arg69_1
            del arg70_1
            del arg71_1
            del arg72_1
            # Topologically Sorted Source Nodes: [out_36, out_37, out_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:28
            buf29 = extern_kernels.convolution(buf28, arg73_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf29, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s53) // 16)), (256 + 256*(((-1) + s53) // 16)*(((-1) + s53) // 16) + 512*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16), 1 + (((-1) + s53) // 16), 1), 'torch.ops.aten.convolution.default')
            del arg73_1
            del buf28
            buf30 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9:29
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9_ynumel = 256*s77
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9_xnumel = 1 + (((-1) + s53) // 16)*(((-1) + s53) // 16) + 2*(((-1) + s53) // 16)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9.run(buf30, arg74_1, arg75_1, arg76_1, arg77_1, buf26, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_9_xnumel, stream=stream0)
            del arg74_1
            del arg75_1
            del arg76_1
            del arg77_1
            del buf26
            # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:30
            buf31 = extern_kernels.convolution(buf30, arg78_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf31, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (512 + 512*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1024*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg78_1
            buf32 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [out_43, out_44, out_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10:31
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_ynumel = 512*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10.run(buf32, arg79_1, arg80_1, arg81_1, arg82_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_xnumel, stream=stream0)
            del arg79_1
            del arg80_1
            del arg81_1
            del arg82_1
            # Topologically Sorted Source Nodes: [out_43, out_44, out_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:32
            buf33 = extern_kernels.convolution(buf32, arg83_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf33, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (512 + 512*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1024*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg83_1
            del buf32
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:33
            buf34 = extern_kernels.convolution(buf30, arg88_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf34, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (512 + 512*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1024*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg88_1
            del buf30
            ps4 = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            buf35 = buf33; del buf33  # reuse
            buf36 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11:34
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11_xnumel = 512*s77 + 512*s77*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1024*s77*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11.run(buf36, arg84_1, arg85_1, arg86_1, arg87_1, buf34, arg89_1, arg90_1, arg91_1, arg92_1, ps4, triton_poi_fused__native_batch_norm_legit_no_training_add_relu_11_xnumel, stream=stream0)
            del arg84_1
            del arg85_1
            del arg86_1
            del arg87_1
            del arg89_1
            del arg90_1
            del arg91_1
            del arg92_1
            del buf34
            # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:35
            buf37 = extern_kernels.convolution(buf36, arg93_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf37, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (512 + 512*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1024*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg93_1
            buf38 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [out_50, out_51, out_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10:36
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_ynumel = 512*s77
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_xnumel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10.run(buf38, arg94_1, arg95_1, arg96_1, arg97_1, s53, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_ynumel, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_10_xnumel, stream=stream0)
            del arg94_1
            del arg95_1
            del arg96_1
            del arg97_1
            # Topologically Sorted Source Nodes: [out_50, out_51, out_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:37
            buf39 = extern_kernels.convolution(buf38, arg98_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf39, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s53) // 32)), (512 + 512*(((-1) + s53) // 32)*(((-1) + s53) // 32) + 1024*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32), 1 + (((-1) + s53) // 32), 1), 'torch.ops.aten.convolution.default')
            del arg98_1
            del buf38
            buf40 = empty_strided_cuda((s77, 512, 1, 1), (512, 1, 512*s77, 512*s77), torch.float32)
            buf41 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu, aten.mean]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12:38
            triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12_xnumel = 512*s77
            triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12_r0_numel = 1 + (((-1) + s53) // 32)*(((-1) + s53) // 32) + 2*(((-1) + s53) // 32)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12.run(buf41, buf39, arg99_1, arg100_1, arg101_1, arg102_1, buf36, s53, ps4, triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12_xnumel, triton_red_fused__native_batch_norm_legit_no_training_add_mean_relu_12_r0_numel, stream=stream0)
            del arg100_1
            del arg101_1
            del arg102_1
            del arg99_1
            del buf36
            del buf39
            buf42 = empty_strided_cuda((s77, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, x_5, x_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu, aten.mean, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:39
            extern_kernels.addmm(arg104_1, reinterpret_tensor(buf41, (s77, 512), (512, 1), 0), reinterpret_tensor(arg103_1, (512, 1000), (1, 512), 0), alpha=1, beta=1, out=buf42)
            del arg103_1
            del arg104_1
            del buf41
        return (buf42, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = 2
    arg2_1 = 224
    arg3_1 = rand_strided((2, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
