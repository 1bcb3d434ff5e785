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


# kernel path: /tmp/torchinductor_root/kd/ckd5cbevshquflrfwqwpw64rh6etubg5nhryg4wgmbr2nn2rhowq.py
# Topologically Sorted Source Nodes: [mul_32, sum_5, sum_6], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_32 => mul_32
#   sum_5 => sum_5
#   sum_6 => sum_6
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %mul_24 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=mul_24]
#   %mul_32 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %mul_24), kwargs = {})
#   %sum_5 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_32, [0, 1]), kwargs = {})
#   %sum_6 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0, 1]), kwargs = {})
#   return %sum_5,%sum_6
triton_red_fused_native_layer_norm_backward_0 = async_compile.triton('triton_red_fused_native_layer_norm_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 133120, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ym/cymp5mkrazniatihb25nbaegxndfdxi2zvishozix4p6ldmg3bpn.py
# Topologically Sorted Source Nodes: [mul_27, mul_28, sum_3, mul_29, sum_4, mul_30, sub_6, sub_7, mul_31], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   mul_31 => mul_31
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_3 => sum_3
#   sum_4 => sum_4
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %primals_16 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mul_24 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=mul_24]
#   %div_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=div_2]
#   %sum_3 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_4]
#   %mul_27 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %primals_16), kwargs = {})
#   %mul_28 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, 128), kwargs = {})
#   %sum_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_27, [2], True), kwargs = {})
#   %mul_29 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, %mul_24), kwargs = {})
#   %sum_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [2], True), kwargs = {})
#   %mul_30 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %sum_4), kwargs = {})
#   %sub_6 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_28, %sum_3), kwargs = {})
#   %sub_7 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_30), kwargs = {})
#   %mul_31 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_7), kwargs = {})
#   return %sum_3,%sum_4,%mul_31
triton_per_fused_native_layer_norm_backward_1 = async_compile.triton('triton_per_fused_native_layer_norm_backward_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 262656}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 128.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4s/c4stzih6trmnbv7ox3yeheph5jblosnkf3eyhmswyllbtqtau7tq.py
# Topologically Sorted Source Nodes: [view_53, view_54, view_55, clone_12], Original ATen: [aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   clone_12 => clone_12
#   view_53 => view_53
#   view_54 => view_54
#   view_55 => permute_31
# Graph fragment:
#   %mm_13 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %view_53 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [2, 64, 128]), kwargs = {})
#   %view_54 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_53, [2, 64, 4, 32]), kwargs = {})
#   %permute_31 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_54, [0, 2, 1, 3]), kwargs = {})
#   %clone_12 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_31,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_12
triton_poi_fused_clone_permute_view_2 = async_compile.triton('triton_poi_fused_clone_permute_view_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 64)
    x2 = ((xindex // 2048) % 4)
    x3 = xindex // 8192
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*x1 + 8192*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xs/cxssp5priadk7rd2vm4mq5a6l6t4hvxsa3kdfttnfclvmm266bm2.py
# Topologically Sorted Source Nodes: [view_58, mul_40, sum_8, neg_4, fma], Original ATen: [aten.view, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   fma => fma
#   mul_40 => mul_40
#   neg_4 => neg_4
#   sum_8 => sum_8
#   view_58 => view_58
# Graph fragment:
#   %bmm_6 : Tensor "f32[8, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_6]
#   %expand_11 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=expand_11]
#   %sum_8 : Tensor "f32[2, 4, 64, 1][256, 64, 1, 512]cuda:0" = PlaceHolder[target=sum_8]
#   %view_58 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_6, [2, 4, 64, 64]), kwargs = {})
#   %mul_40 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_58, %where_3), kwargs = {})
#   %sum_8 : Tensor "f32[2, 4, 64, 1][256, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_40, [-1], True), kwargs = {})
#   %neg_4 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_3,), kwargs = {})
#   %fma : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_4, %sum_8, %mul_40), kwargs = {})
#   return %sum_8,%fma
triton_per_fused__softmax_backward_data_view_3 = async_compile.triton('triton_per_fused__softmax_backward_data_view_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 524288}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_view_3(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = -tmp1
    tmp8 = tl.fma(tmp7, tmp6, tmp2)
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/m4/cm43o73j5f2jo6xel5aigbyai4us6y22jofbsscyx4kl7vzmnpeb.py
# Topologically Sorted Source Nodes: [view_60, sum_9, mul_41, permute_36, , freqs, emb, sin, sin_1, sin_3, mul_43], Original ATen: [aten.view, aten.sum, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.sin, aten.unsqueeze]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   mul_41 => mul_41
#   mul_43 => mul_43
#   permute_36 => permute_36
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   sum_9 => sum_9
#   view_60 => view_60
# Graph fragment:
#   %bmm_7 : Tensor "f32[8, 32, 64][2048, 64, 1]cuda:0" = PlaceHolder[target=bmm_7]
#   %mm_default : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_60 : Tensor "f32[2, 4, 32, 64][8192, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_7, [2, 4, 32, 64]), kwargs = {})
#   %sum_9 : Tensor "f32[2, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_60, [1], True), kwargs = {})
#   %mul_41 : Tensor "f32[2, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_9, 0.42044820762685725), kwargs = {})
#   %permute_36 : Tensor "f32[2, 1, 64, 32][2048, 2048, 1, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%mul_41, [0, 1, 3, 2]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 64, 16][1024, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 64, 1, 16][1024, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 64, 2, 16][1024, 1, 0, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 64, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 64, 2, 16][2048, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 64, 32]), kwargs = {})
#   %sin : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_43 : Tensor "f32[2, 1, 64, 32][2048, 2048, 1, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_36, %unsqueeze_12), kwargs = {})
#   return %mul_43
triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 102400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex // 2048
    x3 = (xindex % 2048)
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 32)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x3 + 8192*x2), None)
    tmp1 = tl.load(in_ptr0 + (2048 + x3 + 8192*x2), None)
    tmp3 = tl.load(in_ptr0 + (4096 + x3 + 8192*x2), None)
    tmp5 = tl.load(in_ptr0 + (6144 + x3 + 8192*x2), None)
    tmp9 = tl.load(in_ptr1 + (x0 + 64*((x1 % 16))), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1], 0.42044820762685725, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp10 = tl_math.sin(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp8 * tmp12
    tl.store(out_ptr0 + (x4), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/lw/clwelx5x6ic2pd64itlmoggclrljj4wvihc7w4yafo2f66uayh73.py
# Topologically Sorted Source Nodes: [view_57, view_62, permute_37, full_6, index_put], Original ATen: [aten.view, aten.sum, aten.transpose, aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#   full_6 => full_default_14
#   index_put => index_put
#   permute_37 => permute_37
#   view_57 => view_57
#   view_62 => sum_7
# Graph fragment:
#   %view_57 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [2, 4, 64, 32]), kwargs = {})
#   %sum_7 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_57, [1], True), kwargs = {})
#   %permute_37 : Tensor "f32[2, 64, 1, 32][2048, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%sum_7, [0, 2, 1, 3]), kwargs = {})
#   %full_default_14 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([2, 64, 6, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_14, [None, None, %full_default_6], %permute_37, True), kwargs = {})
#   return %index_put
triton_poi_fused_index_put_new_zeros_sum_transpose_view_5 = async_compile.triton('triton_poi_fused_index_put_new_zeros_sum_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_new_zeros_sum_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_new_zeros_sum_transpose_view_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 24576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/oz/cozohqymfszss5u6mxjrtnkaprcae6zaxbqq3rm3l3j2cmxt3xnj.py
# Topologically Sorted Source Nodes: [view_57, view_62, permute_37, full_6, index_put], Original ATen: [aten.view, aten.sum, aten.transpose, aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#   full_6 => full_default_14
#   index_put => index_put
#   permute_37 => permute_37
#   view_57 => view_57
#   view_62 => sum_7
# Graph fragment:
#   %full_default_6 : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=full_default_6]
#   %bmm_5 : Tensor "f32[8, 64, 32][2048, 32, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %index_put : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view_57 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [2, 4, 64, 32]), kwargs = {})
#   %sum_7 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_57, [1], True), kwargs = {})
#   %permute_37 : Tensor "f32[2, 64, 1, 32][2048, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%sum_7, [0, 2, 1, 3]), kwargs = {})
#   %full_default_14 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([2, 64, 6, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_14, [None, None, %full_default_6], %permute_37, True), kwargs = {})
#   return %buf21
triton_poi_fused_index_put_new_zeros_sum_transpose_view_6 = async_compile.triton('triton_poi_fused_index_put_new_zeros_sum_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_new_zeros_sum_transpose_view_6', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_new_zeros_sum_transpose_view_6(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex // 2048
    x3 = (xindex % 2048)
    x0 = (xindex % 32)
    x4 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp7 = tl.load(in_ptr1 + (x3 + 8192*x2), None)
    tmp8 = tl.load(in_ptr1 + (2048 + x3 + 8192*x2), None)
    tmp10 = tl.load(in_ptr1 + (4096 + x3 + 8192*x2), None)
    tmp12 = tl.load(in_ptr1 + (6144 + x3 + 8192*x2), None)
    tmp2 = tl.full([XBLOCK], 6, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert((0 <= tmp5) & (tmp5 < 6), "index out of bounds: 0 <= tmp5 < 6")
    tmp9 = tmp7 + tmp8
    tmp11 = tmp9 + tmp10
    tmp13 = tmp11 + tmp12
    tl.atomic_add(out_ptr0 + (x0 + 32*tmp5 + 192*x4), tmp13, None, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5v/c5vmzlrlltsr4rvhfzj5sqb5yygemoyf3l5ne3q5cwb3ks3gw5w5.py
# Topologically Sorted Source Nodes: [view_60, sum_9, mul_41, permute_36, , freqs, emb, slice_11, slice_12, neg_5, full_2, _generalized_scatter, _generalized_scatter_1, add_23, cos, cos_1, cos_3, mul_44, view_63, permute_38, full_6, index_put_1], Original ATen: [aten.view, aten.sum, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.cos, aten.unsqueeze, aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   _generalized_scatter => slice_scatter_default
#   _generalized_scatter_1 => slice_scatter_default_1
#   add_23 => add_23
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   full_2 => full_default_10
#   full_6 => full_default_14
#   index_put_1 => index_put_1
#   mul_41 => mul_41
#   mul_44 => mul_44
#   neg_5 => neg_5
#   permute_36 => permute_36
#   permute_38 => permute_38
#   slice_11 => slice_11
#   slice_12 => slice_12
#   sum_9 => sum_9
#   view_60 => view_60
#   view_63 => add_24
# Graph fragment:
#   %full_default : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=full_default]
#   %mul_43 : Tensor "f32[2, 1, 64, 32][2048, 4096, 1, 64]cuda:0" = PlaceHolder[target=mul_43]
#   %bmm_7 : Tensor "f32[8, 32, 64][2048, 64, 1]cuda:0" = PlaceHolder[target=bmm_7]
#   %mm_default : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %index_put_1 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_60 : Tensor "f32[2, 4, 32, 64][8192, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_7, [2, 4, 32, 64]), kwargs = {})
#   %sum_9 : Tensor "f32[2, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_60, [1], True), kwargs = {})
#   %mul_41 : Tensor "f32[2, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_9, 0.42044820762685725), kwargs = {})
#   %permute_36 : Tensor "f32[2, 1, 64, 32][2048, 2048, 1, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%mul_41, [0, 1, 3, 2]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 64, 16][1024, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 64, 1, 16][1024, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 64, 2, 16][1024, 1, 0, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 64, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 64, 2, 16][2048, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 64, 32]), kwargs = {})
#   %slice_11 : Tensor "f32[2, 1, 64, 16][2048, 2048, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_43, 3, 0, 16), kwargs = {})
#   %slice_12 : Tensor "f32[2, 1, 64, 16][2048, 2048, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_43, 3, 16, 32), kwargs = {})
#   %neg_5 : Tensor "f32[2, 1, 64, 16][1024, 1024, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_11,), kwargs = {})
#   %full_default_10 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 1, 64, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %neg_5, 3, 16, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %slice_12, 3, 0, 16), kwargs = {})
#   %add_23 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default, %slice_scatter_default_1), kwargs = {})
#   %cos : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_44 : Tensor "f32[2, 1, 64, 32][2048, 2048, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_36, %unsqueeze_11), kwargs = {})
#   %add_24 : Tensor "f32[2, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_23, %mul_44), kwargs = {})
#   %permute_38 : Tensor "f32[2, 64, 1, 32][2048, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_24, [0, 2, 1, 3]), kwargs = {})
#   %full_default_14 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([2, 64, 6, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_14, [None, None, %full_default], %permute_38, True), kwargs = {})
#   return %buf23
triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7 = async_compile.triton('triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 102400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 64) % 32)
    x3 = xindex
    x2 = xindex // 2048
    x4 = (xindex % 2048)
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp20 = tl.load(in_ptr2 + (x4 + 8192*x2), None)
    tmp21 = tl.load(in_ptr2 + (2048 + x4 + 8192*x2), None)
    tmp23 = tl.load(in_ptr2 + (4096 + x4 + 8192*x2), None)
    tmp25 = tl.load(in_ptr2 + (6144 + x4 + 8192*x2), None)
    tmp29 = tl.load(in_ptr3 + (x0 + 64*((x1 % 16))), None, eviction_policy='evict_last')
    tmp2 = tl.full([XBLOCK], 6, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert((0 <= tmp5) & (tmp5 < 6), "index out of bounds: 0 <= tmp5 < 6")
    tmp7 = x1
    tmp8 = tl.full([1], 16, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.load(in_ptr1 + ((-1024) + x3), tmp9, other=0.0)
    tmp11 = -tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp9, tmp11, tmp12)
    tmp14 = tl.full([1], 0.0, tl.float32)
    tmp15 = tl.where(tmp9, tmp13, tmp14)
    tmp16 = tmp7 < tmp8
    tmp17 = tl.load(in_ptr1 + (1024 + x3), tmp16, other=0.0)
    tmp18 = tl.where(tmp16, tmp17, tmp14)
    tmp19 = tmp15 + tmp18
    tmp22 = tmp20 + tmp21
    tmp24 = tmp22 + tmp23
    tmp26 = tmp24 + tmp25
    tmp27 = tl.full([1], 0.42044820762685725, tl.float32)
    tmp28 = tmp26 * tmp27
    tmp30 = tl_math.cos(tmp29)
    tmp31 = tl.full([1], 1.0, tl.float32)
    tmp32 = tmp30 * tmp31
    tmp33 = tmp28 * tmp32
    tmp34 = tmp19 + tmp33
    tl.atomic_add(out_ptr0 + (x1 + 32*tmp5 + 192*x0 + 12288*x2), tmp34, None, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/vx/cvxcq73leva34phv3kmmwz6tl5f42od7iwbzuvxwpebvsyt4wasd.py
# Topologically Sorted Source Nodes: [view_61, mul_42, , freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, mul_45, slice_13, slice_14, neg_6, full_4, _generalized_scatter_2, _generalized_scatter_3, add_25, mul_46, view_64, permute_39, full_6, add_27, _generalized_scatter_4, add_28], Original ATen: [aten.view, aten.mul, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.unsqueeze, aten.cos, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.new_zeros]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   _generalized_scatter_2 => slice_scatter_default_2
#   _generalized_scatter_3 => slice_scatter_default_3
#   _generalized_scatter_4 => slice_scatter_default_4
#   add_25 => add_25
#   add_27 => add_27
#   add_28 => add_28
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   full_4 => full_default_12
#   full_6 => full_default_14
#   mul_42 => mul_42
#   mul_45 => mul_45
#   mul_46 => mul_46
#   neg_6 => neg_6
#   permute_39 => permute_39
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_13 => slice_13
#   slice_14 => slice_14
#   view_61 => view_61
#   view_64 => add_26
# Graph fragment:
#   %bmm_8 : Tensor "f32[8, 64, 32][2048, 32, 1]cuda:0" = PlaceHolder[target=bmm_8]
#   %mm_default : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %buf21 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0" = PlaceHolder[target=buf21]
#   %buf23 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0" = PlaceHolder[target=buf23]
#   %slice_scatter_default_4 : Tensor "f32[2, 64, 6, 32][12288, 32, 2048, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_4]
#   %view_61 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_8, [2, 4, 64, 32]), kwargs = {})
#   %mul_42 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_61, 0.42044820762685725), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 64, 16][1024, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 64, 1, 16][1024, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 64, 2, 16][1024, 1, 0, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 64, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 64, 2, 16][2048, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 64, 32]), kwargs = {})
#   %sin : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %cos : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 64, 32][2048, 2048, 32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_45 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %unsqueeze_12), kwargs = {})
#   %slice_13 : Tensor "f32[2, 4, 64, 16][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_45, 3, 0, 16), kwargs = {})
#   %slice_14 : Tensor "f32[2, 4, 64, 16][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_45, 3, 16, 32), kwargs = {})
#   %neg_6 : Tensor "f32[2, 4, 64, 16][4096, 1024, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_13,), kwargs = {})
#   %full_default_12 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 64, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default_2 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_12, %neg_6, 3, 16, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_3 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_12, %slice_14, 3, 0, 16), kwargs = {})
#   %add_25 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default_2, %slice_scatter_default_3), kwargs = {})
#   %mul_46 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %unsqueeze_11), kwargs = {})
#   %add_26 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_25, %mul_46), kwargs = {})
#   %permute_39 : Tensor "f32[2, 64, 4, 32][8192, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_26, [0, 2, 1, 3]), kwargs = {})
#   %full_default_14 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([2, 64, 6, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_27 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, %index_put_1), kwargs = {})
#   %slice_scatter_default_4 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_14, %permute_39, 2, 0, -2), kwargs = {})
#   %add_28 : Tensor "f32[2, 64, 6, 32][12288, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_27, %slice_scatter_default_4), kwargs = {})
#   return %slice_scatter_default_4,%add_28
triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8 = async_compile.triton('triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4096, 'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 128
    xnumel = 192
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex // 32
    x2 = (xindex % 32)
    y0 = (yindex % 64)
    y1 = yindex // 64
    x5 = xindex
    y4 = yindex
    tmp47 = tl.load(in_ptr2 + (x5 + 192*y4), xmask & ymask, eviction_policy='evict_last')
    tmp48 = tl.load(in_ptr3 + (x5 + 192*y4), xmask & ymask, eviction_policy='evict_last')
    tmp0 = x3
    tmp1 = tl.full([1, 1], 4, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.broadcast_to(x2, [YBLOCK, XBLOCK])
    tmp4 = tl.full([1, 1], 16, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tmp5 & tmp2
    tmp7 = tl.load(in_ptr0 + ((-16) + x2 + 32*y0 + 2048*x3 + 8192*y1), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.full([1, 1], 0.42044820762685725, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.load(in_ptr1 + (y0 + 64*((x2 % 16))), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl_math.sin(tmp10)
    tmp12 = tl.full([1, 1], 1.0, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = -tmp14
    tmp16 = tl.full(tmp15.shape, 0.0, tmp15.dtype)
    tmp17 = tl.where(tmp6, tmp15, tmp16)
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = tl.where(tmp5, tmp17, tmp18)
    tmp20 = tmp3 < tmp4
    tmp21 = tmp20 & tmp2
    tmp22 = tl.load(in_ptr0 + (16 + x2 + 32*y0 + 2048*x3 + 8192*y1), tmp21 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.full([1, 1], 0.42044820762685725, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.load(in_ptr1 + (y0 + 64*((x2 % 16))), tmp21 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl_math.sin(tmp25)
    tmp27 = tl.full([1, 1], 1.0, tl.float32)
    tmp28 = tmp26 * tmp27
    tmp29 = tmp24 * tmp28
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp21, tmp29, tmp30)
    tmp32 = tl.where(tmp20, tmp31, tmp18)
    tmp33 = tmp19 + tmp32
    tmp34 = tl.load(in_ptr0 + (x2 + 32*y0 + 2048*x3 + 8192*y1), tmp2 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.full([1, 1], 0.42044820762685725, tl.float32)
    tmp36 = tmp34 * tmp35
    tmp37 = tl.load(in_ptr1 + (y0 + 64*((x2 % 16))), tmp2 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl_math.cos(tmp37)
    tmp39 = tl.full([1, 1], 1.0, tl.float32)
    tmp40 = tmp38 * tmp39
    tmp41 = tmp36 * tmp40
    tmp42 = tmp33 + tmp41
    tmp43 = tl.full(tmp42.shape, 0.0, tmp42.dtype)
    tmp44 = tl.where(tmp2, tmp42, tmp43)
    tmp45 = tl.full([1, 1], 0.0, tl.float32)
    tmp46 = tl.where(tmp2, tmp44, tmp45)
    tmp49 = tmp47 + tmp48
    tmp50 = tmp49 + tmp46
    tl.store(out_ptr1 + (x5 + 192*y4), tmp50, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/cd/ccd53rgzkgza4xtkndrzr6y4jneqaxzvqkyneuyaed2c2vf5uwcv.py
# Topologically Sorted Source Nodes: [view_49, hidden_states_6, x_1, mul_34, mul_35, mul_36, exp_2, mul_37, mul_38, add_22, mul_39], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_22 => add_22
#   exp_2 => exp_2
#   hidden_states_6 => view_43
#   mul_34 => mul_34
#   mul_35 => mul_35
#   mul_36 => mul_36
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   view_49 => view_49
#   x_1 => add_16, erf_1, mul_22
# Graph fragment:
#   %mm_9 : Tensor "f32[128, 512][512, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %mm_6 : Tensor "f32[128, 512][512, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %view_49 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [2, 64, 512]), kwargs = {})
#   %view_43 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 64, 512]), kwargs = {})
#   %mul_22 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_43, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_22,), kwargs = {})
#   %add_16 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_34 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, 0.5), kwargs = {})
#   %mul_35 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_43, %view_43), kwargs = {})
#   %mul_36 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, -0.5), kwargs = {})
#   %exp_2 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_36,), kwargs = {})
#   %mul_37 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_2, 0.3989422804014327), kwargs = {})
#   %mul_38 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_43, %mul_37), kwargs = {})
#   %add_22 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_34, %mul_38), kwargs = {})
#   %mul_39 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_49, %add_22), kwargs = {})
#   return %mul_39
triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9 = async_compile.triton('triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = libdevice.erf(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 * tmp1
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp15 = tmp1 * tmp14
    tmp16 = tmp8 + tmp15
    tmp17 = tmp0 * tmp16
    tl.store(in_out_ptr0 + (x0), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kc/ckc6d6hhs4pa46dxlddexnqg7lszs3pg3d4vhwghtqqerqzfgzk3.py
# Topologically Sorted Source Nodes: [view_51, view_67, add_29, mul_48, mul_49, sum_10, mul_50, sum_11, mul_51, sub_9, sub_10, mul_52, add_30], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_29 => add_29
#   add_30 => add_30
#   mul_48 => mul_48
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_52 => mul_52
#   sub_10 => sub_10
#   sub_9 => sub_9
#   sum_10 => sum_10
#   sum_11 => sum_11
#   view_51 => view_51
#   view_67 => view_67
# Graph fragment:
#   %mm_11 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %mm_15 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %primals_10 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mul_13 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=mul_13]
#   %mul_31 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=mul_31]
#   %div_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %sum_10 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_10]
#   %sum_11 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_11]
#   %view_51 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [2, 64, 128]), kwargs = {})
#   %view_67 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [2, 64, 128]), kwargs = {})
#   %add_29 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_51, %view_67), kwargs = {})
#   %mul_48 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_29, %primals_10), kwargs = {})
#   %mul_49 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_48, 128), kwargs = {})
#   %sum_10 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_48, [2], True), kwargs = {})
#   %mul_50 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_48, %mul_13), kwargs = {})
#   %sum_11 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_50, [2], True), kwargs = {})
#   %mul_51 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %sum_11), kwargs = {})
#   %sub_9 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_49, %sum_10), kwargs = {})
#   %sub_10 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_9, %mul_51), kwargs = {})
#   %mul_52 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %sub_10), kwargs = {})
#   %add_30 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_31, %mul_52), kwargs = {})
#   return %sum_10,%sum_11,%add_30
triton_per_fused_add_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 393728}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp15 = tl.load(in_ptr4 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp4 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 128.0, tl.float32)
    tmp18 = tmp4 * tmp17
    tmp19 = tmp18 - tmp8
    tmp20 = tmp9 * tmp14
    tmp21 = tmp19 - tmp20
    tmp22 = tmp16 * tmp21
    tmp23 = tmp15 + tmp22
    tl.store(out_ptr2 + (r0_1 + 128*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/v2/cv2gwt54hizkiju44d2ixcipes77fy636cuznymlixv73xontund.py
# Topologically Sorted Source Nodes: [view_51, view_67, add_29, mul_53, sum_12, sum_13], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_29 => add_29
#   mul_53 => mul_53
#   sum_12 => sum_12
#   sum_13 => sum_13
#   view_51 => view_51
#   view_67 => view_67
# Graph fragment:
#   %mm_11 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %mm_15 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %mul_13 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=mul_13]
#   %view_51 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [2, 64, 128]), kwargs = {})
#   %view_67 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [2, 64, 128]), kwargs = {})
#   %add_29 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_51, %view_67), kwargs = {})
#   %mul_53 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_29, %mul_13), kwargs = {})
#   %sum_12 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_53, [0, 1]), kwargs = {})
#   %sum_13 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_29, [0, 1]), kwargs = {})
#   return %sum_12,%sum_13
triton_red_fused_add_native_layer_norm_backward_view_11 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 198656, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_view_11(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp8 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tl.store(out_ptr1 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xs/cxsnc6nkeeibshc256eq3viuj5vzobvz7e5qhj6colrcug2cgq4y.py
# Topologically Sorted Source Nodes: [view_71, view_87, add_39, attention_layernorm_out, mul_74, sum_19, sum_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_39 => add_39
#   attention_layernorm_out => mul_2, sub
#   mul_74 => mul_74
#   sum_19 => sum_19
#   sum_20 => sum_20
#   view_71 => view_71
#   view_87 => view_87
# Graph fragment:
#   %mm_19 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %mm_23 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_23]
#   %embedding : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=embedding]
#   %getitem_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_71 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [2, 64, 128]), kwargs = {})
#   %view_87 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_23, [2, 64, 128]), kwargs = {})
#   %add_39 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_71, %view_87), kwargs = {})
#   %sub : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%embedding, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_74 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %mul_2), kwargs = {})
#   %sum_19 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_74, [0, 1]), kwargs = {})
#   %sum_20 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_39, [0, 1]), kwargs = {})
#   return %sum_19,%sum_20
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_12 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 198656, 'r0_': 1024}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp12 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp10, xmask)
    tl.store(out_ptr1 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/af/caflgspuw4dkcpimgnudfv3lj2xnf5toixiq3motj2vyqt3urkbg.py
# Topologically Sorted Source Nodes: [full_16], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_16 => full_default_25
# Graph fragment:
#   %full_default_25 : Tensor "f32[1000, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1000, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_4
triton_poi_fused_embedding_dense_backward_13 = async_compile.triton('triton_poi_fused_embedding_dense_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_13(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7d/c7dk47pckmiuz5hgjale5huaoe2dmstnnkjwwfnhahje2uohb5qt.py
# Topologically Sorted Source Nodes: [view_71, view_87, add_39, mul_69, mul_70, sum_17, attention_layernorm_out, mul_71, sum_18, mul_72, sub_12, sub_13, div_4, mul_73, add_40, eq_2, unsqueeze_15, attn_output, where_4, full_16, index_put_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm, aten.embedding_dense_backward, aten.scalar_tensor]
# Source node to ATen node mapping:
#   add_39 => add_39
#   add_40 => add_40
#   attention_layernorm_out => mul_2, sub
#   attn_output => full_default_3
#   div_4 => div_4
#   eq_2 => eq_2
#   full_16 => full_default_25
#   index_put_4 => index_put_4
#   mul_69 => mul_69
#   mul_70 => mul_70
#   mul_71 => mul_71
#   mul_72 => mul_72
#   mul_73 => mul_73
#   sub_12 => sub_12
#   sub_13 => sub_13
#   sum_17 => sum_17
#   sum_18 => sum_18
#   unsqueeze_15 => unsqueeze_15
#   view_71 => view_71
#   view_87 => view_87
#   where_4 => where_4
# Graph fragment:
#   %mm_19 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %mm_23 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_23]
#   %primals_4 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_4]
#   %embedding : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=embedding]
#   %getitem_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_30 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=add_30]
#   %sum_17 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_17]
#   %sum_18 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_18]
#   %primals_1 : Tensor "i64[2, 64][64, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %add_40 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=add_40]
#   %index_put_4 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=index_put_4]
#   %view_71 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [2, 64, 128]), kwargs = {})
#   %view_87 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_23, [2, 64, 128]), kwargs = {})
#   %add_39 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_71, %view_87), kwargs = {})
#   %mul_69 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %primals_4), kwargs = {})
#   %mul_70 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_69, 128), kwargs = {})
#   %sum_17 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_69, [2], True), kwargs = {})
#   %sub : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%embedding, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_71 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_69, %mul_2), kwargs = {})
#   %sum_18 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_71, [2], True), kwargs = {})
#   %mul_72 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_18), kwargs = {})
#   %sub_12 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_70, %sum_17), kwargs = {})
#   %sub_13 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_12, %mul_72), kwargs = {})
#   %div_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 128), kwargs = {})
#   %mul_73 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %sub_13), kwargs = {})
#   %add_40 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_30, %mul_73), kwargs = {})
#   %eq_2 : Tensor "b8[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_2, -1), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_3, %add_40), kwargs = {})
#   %full_default_25 : Tensor "f32[1000, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1000, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_4 : Tensor "f32[1000, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_25, [%primals_1], %where_4, True), kwargs = {})
#   return %sum_17,%sum_18,%add_40,%buf62
triton_per_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_14 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_14', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_14', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 8, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 262656}}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp10 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp29 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp4 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 0.0078125, tl.float32)
    tmp21 = tmp12 * tmp20
    tmp22 = tl.full([1, 1], 128.0, tl.float32)
    tmp23 = tmp4 * tmp22
    tmp24 = tmp23 - tmp8
    tmp25 = tmp13 * tmp18
    tmp26 = tmp24 - tmp25
    tmp27 = tmp21 * tmp26
    tmp28 = tmp19 + tmp27
    tmp30 = tl.full([1, 1], 1000, tl.int32)
    tmp31 = tmp29 + tmp30
    tmp32 = tmp29 < 0
    tmp33 = tl.where(tmp32, tmp31, tmp29)
    tl.device_assert(((0 <= tmp33) & (tmp33 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp33 < 1000")
    tmp35 = tl.full([1, 1], -1, tl.int64)
    tmp36 = tmp29 == tmp35
    tmp37 = tl.full([1, 1], 0.0, tl.float32)
    tmp38 = tl.where(tmp36, tmp37, tmp28)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 128*tmp33, [XBLOCK, R0_BLOCK])), tmp38, xmask, sem='relaxed')
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
        primals_1, primals_4, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_13, primals_14, primals_15, primals_16, embedding, mm_default, getitem_1, rsqrt, view_4, full_default, full_default_1, where_1, view_18, mm_2, view_22, mul_13, view_26, full_default_6, where_3, view_40, mm_6, view_44, mul_24, div_2, permute_33, permute_34, permute_35, div_3, permute_58, permute_59, permute_60, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (2, 64), (64, 1))
        assert_size_stride(primals_4, (128, ), (1, ))
        assert_size_stride(primals_6, (192, 128), (128, 1))
        assert_size_stride(primals_7, (128, 128), (128, 1))
        assert_size_stride(primals_8, (512, 128), (128, 1))
        assert_size_stride(primals_9, (128, 512), (512, 1))
        assert_size_stride(primals_10, (128, ), (1, ))
        assert_size_stride(primals_12, (192, 128), (128, 1))
        assert_size_stride(primals_13, (128, 128), (128, 1))
        assert_size_stride(primals_14, (512, 128), (128, 1))
        assert_size_stride(primals_15, (128, 512), (512, 1))
        assert_size_stride(primals_16, (128, ), (1, ))
        assert_size_stride(embedding, (2, 64, 128), (8192, 128, 1))
        assert_size_stride(mm_default, (16, 64), (64, 1))
        assert_size_stride(getitem_1, (2, 64, 1), (64, 1, 1))
        assert_size_stride(rsqrt, (2, 64, 1), (64, 1, 1))
        assert_size_stride(view_4, (128, 128), (128, 1))
        assert_size_stride(full_default, (1, ), (1, ))
        assert_size_stride(full_default_1, (1, ), (1, ))
        assert_size_stride(where_1, (2, 4, 64, 64), (16384, 4096, 64, 1))
        assert_size_stride(view_18, (128, 128), (128, 1))
        assert_size_stride(mm_2, (128, 512), (512, 1))
        assert_size_stride(view_22, (128, 512), (512, 1))
        assert_size_stride(mul_13, (2, 64, 128), (8192, 128, 1))
        assert_size_stride(view_26, (128, 128), (128, 1))
        assert_size_stride(full_default_6, (1, ), (1, ))
        assert_size_stride(where_3, (2, 4, 64, 64), (16384, 4096, 64, 1))
        assert_size_stride(view_40, (128, 128), (128, 1))
        assert_size_stride(mm_6, (128, 512), (512, 1))
        assert_size_stride(view_44, (128, 512), (512, 1))
        assert_size_stride(mul_24, (2, 64, 128), (8192, 128, 1))
        assert_size_stride(div_2, (2, 64, 1), (64, 1, 1))
        assert_size_stride(permute_33, (8, 32, 64), (2048, 1, 32))
        assert_size_stride(permute_34, (8, 32, 64), (2048, 1, 32))
        assert_size_stride(permute_35, (8, 64, 32), (2048, 1, 64))
        assert_size_stride(div_3, (2, 64, 1), (64, 1, 1))
        assert_size_stride(permute_58, (8, 32, 64), (2048, 1, 32))
        assert_size_stride(permute_59, (8, 32, 64), (2048, 1, 32))
        assert_size_stride(permute_60, (8, 64, 32), (2048, 1, 64))
        assert_size_stride(tangents_1, (2, 64, 128), (8192, 128, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf4 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_32, sum_5, sum_6], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_0.run(tangents_1, mul_24, buf3, buf4, 128, 128, stream=stream0)
            buf2 = mul_24; del mul_24  # reuse
            # Topologically Sorted Source Nodes: [mul_27, mul_28, sum_3, mul_29, sum_4, mul_30, sub_6, sub_7, mul_31], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_1:2
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_1.run(buf2, tangents_1, primals_16, div_2, 128, 128, stream=stream0)
            del div_2
            del primals_16
            del tangents_1
            buf11 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, getattr_6, permute_29, mm_13], Original ATen: [aten.view, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf2, (128, 128), (128, 1), 0), primals_13, out=buf11)
            del primals_13
            buf12 = empty_strided_cuda((2, 4, 64, 32), (8192, 2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_53, view_54, view_55, clone_12], Original ATen: [aten.view, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_view_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_2.run(buf11, buf12, 16384, stream=stream0)
            buf14 = empty_strided_cuda((8, 64, 64), (4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_53, view_54, view_55, clone_12, view_56, bmm_6], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:5
            extern_kernels.bmm(reinterpret_tensor(buf12, (8, 64, 32), (2048, 32, 1), 0), permute_33, out=buf14)
            del permute_33
            buf16 = reinterpret_tensor(buf14, (2, 4, 64, 64), (16384, 4096, 64, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_58, mul_40, sum_8, neg_4, fma], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_3:6
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_3.run(buf16, where_3, 512, 64, stream=stream0)
            buf17 = reinterpret_tensor(buf11, (8, 32, 64), (2048, 64, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_58, mul_40, neg_4, fma, view_59, bmm_7], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:7
            extern_kernels.bmm(permute_34, reinterpret_tensor(buf16, (8, 64, 64), (4096, 64, 1), 0), out=buf17)
            del permute_34
            buf19 = empty_strided_cuda((2, 1, 64, 32), (2048, 4096, 1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [view_60, sum_9, mul_41, permute_36, , freqs, emb, sin, sin_1, sin_3, mul_43], Original ATen: [aten.view, aten.sum, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.sin, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4.run(buf17, mm_default, buf19, 4096, stream=stream0)
            buf20 = empty_strided_cuda((2, 64, 6, 32), (12288, 192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_57, view_62, permute_37, full_6, index_put], Original ATen: [aten.view, aten.sum, aten.transpose, aten.new_zeros, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_index_put_new_zeros_sum_transpose_view_5:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_sum_transpose_view_5.run(buf20, 24576, stream=stream0)
            buf13 = empty_strided_cuda((8, 64, 32), (2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_53, view_54, view_55, clone_12, view_56, attn_output_4, permute_32, bmm_5], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:10
            extern_kernels.bmm(reinterpret_tensor(where_3, (8, 64, 64), (4096, 1, 64), 0), reinterpret_tensor(buf12, (8, 64, 32), (2048, 32, 1), 0), out=buf13)
            del buf12
            del where_3
            # Topologically Sorted Source Nodes: [view_57, view_62, permute_37, full_6, index_put], Original ATen: [aten.view, aten.sum, aten.transpose, aten.new_zeros, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_index_put_new_zeros_sum_transpose_view_6:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_sum_transpose_view_6.run(full_default_6, buf13, buf20, 4096, stream=stream0)
            del full_default_6
            buf22 = empty_strided_cuda((2, 64, 6, 32), (12288, 192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_60, sum_9, mul_41, permute_36, , freqs, emb, slice_11, slice_12, neg_5, full_2, _generalized_scatter, _generalized_scatter_1, add_23, cos, cos_1, cos_3, mul_44, view_63, permute_38, full_6, index_put_1], Original ATen: [aten.view, aten.sum, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.cos, aten.unsqueeze, aten.new_zeros, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_index_put_new_zeros_sum_transpose_view_5:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_sum_transpose_view_5.run(buf22, 24576, stream=stream0)
            # Topologically Sorted Source Nodes: [view_60, sum_9, mul_41, permute_36, , freqs, emb, slice_11, slice_12, neg_5, full_2, _generalized_scatter, _generalized_scatter_1, add_23, cos, cos_1, cos_3, mul_44, view_63, permute_38, full_6, index_put_1], Original ATen: [aten.view, aten.sum, aten.mul, aten.transpose, aten.bmm, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.cos, aten.unsqueeze, aten.new_zeros, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7.run(full_default, buf19, buf17, mm_default, buf22, 4096, stream=stream0)
            del buf19
            buf18 = reinterpret_tensor(buf17, (8, 64, 32), (2048, 32, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_58, mul_40, neg_4, fma, view_59, bmm_8], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:14
            extern_kernels.bmm(reinterpret_tensor(buf16, (8, 64, 64), (4096, 64, 1), 0), permute_35, out=buf18)
            del buf16
            del permute_35
            buf25 = empty_strided_cuda((2, 64, 6, 32), (12288, 192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_61, mul_42, , freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, mul_45, slice_13, slice_14, neg_6, full_4, _generalized_scatter_2, _generalized_scatter_3, add_25, mul_46, view_64, permute_39, full_6, add_27, _generalized_scatter_4, add_28], Original ATen: [aten.view, aten.mul, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.unsqueeze, aten.cos, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.new_zeros]
            # [Provenance debug handles] triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8.run(buf18, mm_default, buf20, buf22, buf25, 128, 192, stream=stream0)
            del buf20
            del buf22
            buf27 = reinterpret_tensor(buf18, (128, 128), (128, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [add_27, add_28, view_65, view_66, getattr_5, permute_42, mm_15], Original ATen: [aten.add, aten.view, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf25, (128, 192), (192, 1), 0), primals_12, out=buf27)
            del primals_12
            buf6 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, getattr_8, permute_21, mm_9], Original ATen: [aten.view, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf2, (128, 128), (128, 1), 0), primals_15, out=buf6)
            del primals_15
            buf7 = reinterpret_tensor(buf6, (2, 64, 512), (32768, 512, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [view_49, hidden_states_6, x_1, mul_34, mul_35, mul_36, exp_2, mul_37, mul_38, add_22, mul_39], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9.run(buf7, mm_6, 65536, stream=stream0)
            del mm_6
            buf9 = reinterpret_tensor(buf13, (128, 128), (128, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_49, hidden_states_6, x_1, mul_34, mul_35, mul_36, exp_2, mul_37, mul_38, add_22, mul_39, view_50, getattr_7, permute_25, mm_11], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf7, (128, 512), (512, 1), 0), primals_14, out=buf9)
            del primals_14
            buf32 = empty_strided_cuda((2, 64, 128), (8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_51, view_67, add_29, mul_48, mul_49, sum_10, mul_50, sum_11, mul_51, sub_9, sub_10, mul_52, add_30], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_10:20
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_10.run(buf9, buf27, primals_10, mul_13, buf2, div_3, buf32, 128, 128, stream=stream0)
            del div_3
            del primals_10
            buf39 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_68, getattr_2, permute_54, mm_21], Original ATen: [aten.view, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf32, (128, 128), (128, 1), 0), primals_7, out=buf39)
            del primals_7
            buf40 = empty_strided_cuda((2, 4, 64, 32), (8192, 2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_73, view_74, view_75, clone_13], Original ATen: [aten.view, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_view_2:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_2.run(buf39, buf40, 16384, stream=stream0)
            buf42 = empty_strided_cuda((8, 64, 64), (4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_73, view_74, view_75, clone_13, view_76, bmm_10], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:23
            extern_kernels.bmm(reinterpret_tensor(buf40, (8, 64, 32), (2048, 32, 1), 0), permute_58, out=buf42)
            del permute_58
            buf44 = reinterpret_tensor(buf42, (2, 4, 64, 64), (16384, 4096, 64, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_78, mul_61, sum_15, neg_7, fma_1], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_3:24
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_3.run(buf44, where_1, 512, 64, stream=stream0)
            buf45 = reinterpret_tensor(buf39, (8, 32, 64), (2048, 64, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [view_78, mul_61, neg_7, fma_1, view_79, bmm_11], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:25
            extern_kernels.bmm(permute_59, reinterpret_tensor(buf44, (8, 64, 64), (4096, 64, 1), 0), out=buf45)
            del permute_59
            buf47 = empty_strided_cuda((2, 1, 64, 32), (2048, 4096, 1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, view_80, sum_16, mul_62, permute_61, mul_64], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.view, aten.sum]
            # [Provenance debug handles] triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_bmm_cat_mul_sin_sum_transpose_unsqueeze_view_4.run(buf45, mm_default, buf47, 4096, stream=stream0)
            buf48 = empty_strided_cuda((2, 64, 6, 32), (12288, 192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_6, view_77, view_82, permute_62, index_put_2], Original ATen: [aten.new_zeros, aten.view, aten.sum, aten.transpose, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_index_put_new_zeros_sum_transpose_view_5:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_sum_transpose_view_5.run(buf48, 24576, stream=stream0)
            buf50 = empty_strided_cuda((2, 64, 6, 32), (12288, 192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, full_2, cos, cos_1, cos_3, full_6, view_80, sum_16, mul_62, permute_61, slice_15, slice_16, neg_8, _generalized_scatter_5, _generalized_scatter_6, add_33, mul_65, view_83, permute_63, index_put_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.slice_backward, aten.cos, aten.mul, aten.unsqueeze, aten.new_zeros, aten.view, aten.sum, aten.slice, aten.neg, aten.add, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_index_put_new_zeros_sum_transpose_view_5:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_sum_transpose_view_5.run(buf50, 24576, stream=stream0)
            buf41 = empty_strided_cuda((8, 64, 32), (2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_73, view_74, view_75, clone_13, view_76, attn_output, permute_57, bmm_9], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:29
            extern_kernels.bmm(reinterpret_tensor(where_1, (8, 64, 64), (4096, 1, 64), 0), reinterpret_tensor(buf40, (8, 64, 32), (2048, 32, 1), 0), out=buf41)
            del where_1
            # Topologically Sorted Source Nodes: [full_6, view_77, view_82, permute_62, index_put_2], Original ATen: [aten.new_zeros, aten.view, aten.sum, aten.transpose, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_index_put_new_zeros_sum_transpose_view_6:30
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_sum_transpose_view_6.run(full_default_1, buf41, buf48, 4096, stream=stream0)
            del full_default_1
            # Topologically Sorted Source Nodes: [, freqs, emb, full_2, cos, cos_1, cos_3, full_6, view_80, sum_16, mul_62, permute_61, slice_15, slice_16, neg_8, _generalized_scatter_5, _generalized_scatter_6, add_33, mul_65, view_83, permute_63, index_put_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.slice_backward, aten.cos, aten.mul, aten.unsqueeze, aten.new_zeros, aten.view, aten.sum, aten.slice, aten.neg, aten.add, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7:31
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_index_put_mul_neg_new_zeros_slice_slice_backward_sum_transpose_unsqueeze_view_7.run(full_default, buf47, buf45, mm_default, buf50, 4096, stream=stream0)
            del buf47
            del full_default
            buf46 = reinterpret_tensor(buf45, (8, 64, 32), (2048, 32, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [view_78, mul_61, neg_7, fma_1, view_79, bmm_12], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:32
            extern_kernels.bmm(reinterpret_tensor(buf44, (8, 64, 64), (4096, 64, 1), 0), permute_60, out=buf46)
            del buf44
            del permute_60
            buf53 = empty_strided_cuda((2, 64, 6, 32), (12288, 192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, full_6, view_81, mul_63, mul_66, slice_17, slice_18, neg_9, _generalized_scatter_7, _generalized_scatter_8, add_35, mul_67, view_84, permute_64, add_37, _generalized_scatter_9, add_38], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten.new_zeros, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8:33
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_new_zeros_sin_slice_slice_backward_transpose_unsqueeze_view_8.run(buf46, mm_default, buf48, buf50, buf53, 128, 192, stream=stream0)
            del buf48
            del mm_default
            buf55 = reinterpret_tensor(buf46, (128, 128), (128, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [add_37, add_38, view_85, view_86, getattr_1, permute_67, mm_23], Original ATen: [aten.add, aten.view, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(reinterpret_tensor(buf53, (128, 192), (192, 1), 0), primals_6, out=buf55)
            del primals_6
            buf10 = reinterpret_tensor(buf41, (128, 128), (128, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [view_48, permute_19, permute_30], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf2, (128, 128), (1, 128), 0), view_40, out=buf10)
            del view_40
            buf38 = reinterpret_tensor(buf40, (128, 128), (128, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_68, permute_44, permute_55], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf32, (128, 128), (1, 128), 0), view_18, out=buf38)
            del view_18
            buf30 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf31 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_51, view_67, add_29, mul_53, sum_12, sum_13], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_view_11:37
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_view_11.run(buf9, buf27, mul_13, buf30, buf31, 128, 128, stream=stream0)
            del buf27
            del mul_13
            buf34 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_68, getattr_4, permute_46, mm_17], Original ATen: [aten.view, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(reinterpret_tensor(buf32, (128, 128), (128, 1), 0), primals_9, out=buf34)
            del primals_9
            buf35 = reinterpret_tensor(buf34, (2, 64, 512), (32768, 512, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [view_69, hidden_states_2, x, mul_55, mul_56, mul_57, exp_3, mul_58, mul_59, add_32, mul_60], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9:39
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_gelu_gelu_backward_view_9.run(buf35, mm_2, 65536, stream=stream0)
            del mm_2
            buf37 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [view_69, hidden_states_2, x, mul_55, mul_56, mul_57, exp_3, mul_58, mul_59, add_32, mul_60, view_70, getattr_3, permute_50, mm_19], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward, aten.permute, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf35, (128, 512), (512, 1), 0), primals_8, out=buf37)
            del primals_8
            buf58 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf59 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_71, view_87, add_39, attention_layernorm_out, mul_74, sum_19, sum_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_12:41
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_12.run(buf37, buf55, embedding, getitem_1, rsqrt, buf58, buf59, 128, 128, stream=stream0)
            buf26 = reinterpret_tensor(buf50, (192, 128), (128, 1), 0); del buf50  # reuse
            # Topologically Sorted Source Nodes: [add_27, add_28, view_65, view_66, permute_40, permute_43], Original ATen: [aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf25, (192, 128), (1, 192), 0), view_26, out=buf26)
            buf54 = reinterpret_tensor(buf25, (192, 128), (128, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [add_37, add_38, view_85, view_86, permute_65, permute_68], Original ATen: [aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(buf53, (192, 128), (1, 192), 0), view_4, out=buf54)
            del buf53
            buf61 = empty_strided_cuda((1000, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_16], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_13:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_13.run(buf61, 128000, stream=stream0)
            buf5 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, permute_19, permute_22], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf2, (128, 128), (1, 128), 0), view_44, out=buf5)
            del buf2
            del view_44
            buf8 = empty_strided_cuda((512, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_49, hidden_states_6, x_1, mul_34, mul_35, mul_36, exp_2, mul_37, mul_38, add_22, mul_39, view_50, permute_23, permute_26], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(reinterpret_tensor(buf7, (512, 128), (1, 512), 0), view_26, out=buf8)
            del view_26
            buf33 = reinterpret_tensor(buf7, (128, 512), (512, 1), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [view_68, permute_44, permute_47], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:47
            extern_kernels.mm(reinterpret_tensor(buf32, (128, 128), (1, 128), 0), view_22, out=buf33)
            del view_22
            buf36 = empty_strided_cuda((512, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_69, hidden_states_2, x, mul_55, mul_56, mul_57, exp_3, mul_58, mul_59, add_32, mul_60, view_70, permute_48, permute_51], Original ATen: [aten.view, aten._unsafe_view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf35, (512, 128), (1, 512), 0), view_4, out=buf36)
            del buf35
            del view_4
            buf60 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [view_71, view_87, add_39, mul_69, mul_70, sum_17, attention_layernorm_out, mul_71, sum_18, mul_72, sub_12, sub_13, div_4, mul_73, add_40, eq_2, unsqueeze_15, attn_output, where_4, full_16, index_put_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm, aten.embedding_dense_backward, aten.scalar_tensor]
            # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_14:49
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_14.run(buf60, buf37, buf55, primals_4, embedding, getitem_1, rsqrt, primals_1, buf61, 128, 128, stream=stream0)
            del buf37
            del buf55
            del buf60
            del embedding
            del getitem_1
            del primals_1
            del primals_4
            del rsqrt
        return (None, buf61, None, buf58, buf59, buf54, buf38, buf36, buf33, buf30, buf31, buf26, buf10, buf8, buf5, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((192, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((192, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    mm_default = rand_strided((16, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_4 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    full_default = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.int64)
    full_default_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.int64)
    where_1 = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    mm_2 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mul_13 = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    view_26 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    full_default_6 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.int64)
    where_3 = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    view_40 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    mm_6 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_44 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mul_24 = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_33 = rand_strided((8, 32, 64), (2048, 1, 32), device='cuda:0', dtype=torch.float32)
    permute_34 = rand_strided((8, 32, 64), (2048, 1, 32), device='cuda:0', dtype=torch.float32)
    permute_35 = rand_strided((8, 64, 32), (2048, 1, 64), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_58 = rand_strided((8, 32, 64), (2048, 1, 32), device='cuda:0', dtype=torch.float32)
    permute_59 = rand_strided((8, 32, 64), (2048, 1, 32), device='cuda:0', dtype=torch.float32)
    permute_60 = rand_strided((8, 64, 32), (2048, 1, 64), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_4, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_13, primals_14, primals_15, primals_16, embedding, mm_default, getitem_1, rsqrt, view_4, full_default, full_default_1, where_1, view_18, mm_2, view_22, mul_13, view_26, full_default_6, where_3, view_40, mm_6, view_44, mul_24, div_2, permute_33, permute_34, permute_35, div_3, permute_58, permute_59, permute_60, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
