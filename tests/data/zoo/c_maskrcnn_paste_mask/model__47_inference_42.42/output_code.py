# AOT ID: ['47_inference']
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


# kernel path: /tmp/torchinductor_root/qq/cqqbdxj5hsdg7yrlpcwywgf6fkrlgg6twxx7iw52slzrgkm2zoeb.py
# Topologically Sorted Source Nodes: [mask, mask_1], Original ATen: [aten.expand, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   mask => expand
#   mask_1 => _unsafe_index, _unsafe_index_1, _unsafe_index_2, _unsafe_index_3, add_20, add_32, add_45, add_5, add_72, add_82, add_98, clamp_max, clamp_max_1, clamp_max_2, clamp_max_3, clamp_min, clamp_min_1, clamp_min_2, clamp_min_3, convert_element_type, convert_element_type_1, convert_element_type_2, convert_element_type_3, iota, iota_1, mul_14, mul_3, mul_44, mul_57, mul_72, sub_19, sub_34, sub_37, sub_44, sub_51, sub_54, sub_6, view
# Graph fragment:
#   %arg2_1 : Tensor "f32[30, 30][30, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %mul_57 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0" = PlaceHolder[target=mul_57]
#   %mul_44 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0" = PlaceHolder[target=mul_44]
#   %mul_72 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0" = PlaceHolder[target=mul_72]
#   %expand : Tensor "f32[1, 1, 30, 30][900, 900, 30, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.expand.default](args = (%arg2_1, [1, 1, -1, -1]), kwargs = {})
#   %iota : Tensor "i64[Max(1, s2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_max_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type : Tensor "f32[Max(1, s2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_5 : Tensor "f32[Max(1, s2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[Max(1, s2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, %truediv), kwargs = {})
#   %sub_6 : Tensor "f32[Max(1, s2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_3, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[Max(1, s2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_6, 0.0), kwargs = {})
#   %view : Tensor "f32[Max(1, s2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min, [%sym_max_1, 1]), kwargs = {})
#   %convert_element_type_1 : Tensor "i64[Max(1, s2), 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.int64), kwargs = {})
#   %add_20 : Tensor "i64[Max(1, s2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_1, 1), kwargs = {})
#   %clamp_max : Tensor "i64[Max(1, s2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_20, 29), kwargs = {})
#   %iota_1 : Tensor "i64[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_max,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_2 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_32 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 0.5), kwargs = {})
#   %mul_14 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %truediv_1), kwargs = {})
#   %sub_19 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_14, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_19, 0.0), kwargs = {})
#   %convert_element_type_3 : Tensor "i64[Max(1, s96)][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_1, torch.int64), kwargs = {})
#   %add_45 : Tensor "i64[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_3, 1), kwargs = {})
#   %clamp_max_1 : Tensor "i64[Max(1, s96)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_45, 29), kwargs = {})
#   %_unsafe_index_3 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%expand, [None, None, %clamp_max, %clamp_max_1]), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%expand, [None, None, %clamp_max, %convert_element_type_3]), kwargs = {})
#   %sub_44 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_3, %_unsafe_index_2), kwargs = {})
#   %sub_34 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_1, %convert_element_type_3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_34, 0.0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[Max(1, s96)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 1.0), kwargs = {})
#   %mul_57 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_44, %clamp_max_2), kwargs = {})
#   %add_82 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_2, %mul_57), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%expand, [None, None, %convert_element_type_1, %clamp_max_1]), kwargs = {})
#   %_unsafe_index : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%expand, [None, None, %convert_element_type_1, %convert_element_type_3]), kwargs = {})
#   %sub_37 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_1, %_unsafe_index), kwargs = {})
#   %mul_44 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %clamp_max_2), kwargs = {})
#   %add_72 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index, %mul_44), kwargs = {})
#   %sub_54 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_82, %add_72), kwargs = {})
#   %sub_51 : Tensor "f32[Max(1, s2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %convert_element_type_1), kwargs = {})
#   %clamp_min_3 : Tensor "f32[Max(1, s2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_51, 0.0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[Max(1, s2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 1.0), kwargs = {})
#   %mul_72 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_54, %clamp_max_3), kwargs = {})
#   %add_98 : Tensor "f32[1, 1, Max(1, s2), Max(1, s96)][Max(1, s2)*Max(1, s96), Max(1, s2)*Max(1, s96), Max(1, s96), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_72, %mul_72), kwargs = {})
#   return %mul_57,%mul_44,%mul_72,%add_98
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0', 'mutated_arg_names': ['in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0(in_out_ptr1, in_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // ks0
    x0 = (xindex % ks0)
    x2 = xindex
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 30 / ((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 29, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = 30 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = triton_helpers.minimum(tmp24, tmp13)
    tmp26 = tl.load(in_ptr0 + (tmp25 + 30*tmp14), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr0 + (tmp23 + 30*tmp14), xmask, eviction_policy='evict_last')
    tmp28 = tmp26 - tmp27
    tmp29 = tmp23.to(tl.float32)
    tmp30 = tmp22 - tmp29
    tmp31 = triton_helpers.maximum(tmp30, tmp8)
    tmp32 = tl.full([1], 1.0, tl.float32)
    tmp33 = triton_helpers.minimum(tmp31, tmp32)
    tmp34 = tmp28 * tmp33
    tmp35 = tl.load(in_ptr0 + (tmp25 + 30*tmp10), xmask, eviction_policy='evict_last')
    tmp36 = tl.load(in_ptr0 + (tmp23 + 30*tmp10), xmask, eviction_policy='evict_last')
    tmp37 = tmp35 - tmp36
    tmp38 = tmp37 * tmp33
    tmp39 = tmp27 + tmp34
    tmp40 = tmp36 + tmp38
    tmp41 = tmp39 - tmp40
    tmp42 = tmp10.to(tl.float32)
    tmp43 = tmp9 - tmp42
    tmp44 = triton_helpers.maximum(tmp43, tmp8)
    tmp45 = triton_helpers.minimum(tmp44, tmp32)
    tmp46 = tmp41 * tmp45
    tmp47 = tmp40 + tmp46
    tl.store(in_out_ptr1 + (x2), tmp47, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/sk/csklkho3rtixj2ypno7y2c4vmtgqe5vym2qyfmegfrkzbwxnu42h.py
# Topologically Sorted Source Nodes: [im_mask], Original ATen: [aten.zeros]
# Source node to ATen node mapping:
#   im_mask => full_default
# Graph fragment:
#   %full_default : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([256, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default
triton_poi_fused_zeros_1 = async_compile.triton('triton_poi_fused_zeros_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/6u/c6u3reylz7pytun6oqwhqxusf6vseexoby5mnr67erw7gfzxc4b2.py
# Topologically Sorted Source Nodes: [getitem_2, x_0], Original ATen: [aten.select, aten.clamp]
# Source node to ATen node mapping:
#   getitem_2 => select_2
#   x_0 => clamp_min_4
# Graph fragment:
#   %arg3_1 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %select_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg3_1, 0, 0), kwargs = {})
#   %clamp_min_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%select_2, 0), kwargs = {})
#   return %clamp_min_4
triton_poi_fused_clamp_select_2 = async_compile.triton('triton_poi_fused_clamp_select_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_select_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_select_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 0, tl.int64)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/lk/clkq3ndnarrt6mbjlav56wtazjka6crbc6x7mr4xhdlqsqn5pxb7.py
# Topologically Sorted Source Nodes: [getitem_3, add, x_1], Original ATen: [aten.select, aten.add, aten.clamp]
# Source node to ATen node mapping:
#   add => add_108
#   getitem_3 => select_3
#   x_1 => clamp_max_4
# Graph fragment:
#   %arg3_1 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %select_3 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg3_1, 0, 2), kwargs = {})
#   %add_108 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_3, 1), kwargs = {})
#   %clamp_max_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_108, 256), kwargs = {})
#   return %clamp_max_4
triton_poi_fused_add_clamp_select_3 = async_compile.triton('triton_poi_fused_add_clamp_select_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_select_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_select_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (2))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tmp4 = tl.full([1], 256, tl.int64)
    tmp5 = triton_helpers.minimum(tmp3, tmp4)
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/g4/cg4fggns447rgwxoyqfoh5n2s4hjv2isjmh4flejstyc6bny5ben.py
# Topologically Sorted Source Nodes: [getitem_4, y_0], Original ATen: [aten.select, aten.clamp]
# Source node to ATen node mapping:
#   getitem_4 => select_4
#   y_0 => clamp_min_5
# Graph fragment:
#   %arg3_1 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %select_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg3_1, 0, 1), kwargs = {})
#   %clamp_min_5 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%select_4, 0), kwargs = {})
#   return %clamp_min_5
triton_poi_fused_clamp_select_4 = async_compile.triton('triton_poi_fused_clamp_select_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_select_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_select_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (1))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 0, tl.int64)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wf/cwfl7mkhyq4qcjiuwhmjiyon5czwm333sgbuw777yfgqykomb4w2.py
# Topologically Sorted Source Nodes: [getitem_5, add_1, y_1], Original ATen: [aten.select, aten.add, aten.clamp]
# Source node to ATen node mapping:
#   add_1 => add_109
#   getitem_5 => select_5
#   y_1 => clamp_max_5
# Graph fragment:
#   %arg3_1 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %select_5 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg3_1, 0, 3), kwargs = {})
#   %add_109 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_5, 1), kwargs = {})
#   %clamp_max_5 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_109, 256), kwargs = {})
#   return %clamp_max_5
triton_poi_fused_add_clamp_select_5 = async_compile.triton('triton_poi_fused_add_clamp_select_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_select_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_select_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (3))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tmp4 = tl.full([1], 256, tl.int64)
    tmp5 = triton_helpers.minimum(tmp3, tmp4)
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp5, None)
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        s96 = arg0_1
        s2 = arg1_1
        assert_size_stride(arg2_1, (30, 30), (30, 1))
        assert_size_stride(arg3_1, (4, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = max(1, s96)
            buf1 = empty_strided_cuda((1, 1, max(1, s2), max(1, s96)), (max(1, s2)*max(1, s96), max(1, s2)*max(1, s96), max(1, s96), 1), torch.float32)
            buf3 = reinterpret_tensor(buf1, (1, 1, max(1, s2), max(1, s96)), (max(1, s2)*max(1, s96), 1, max(1, s96), 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [mask, mask_1], Original ATen: [aten.expand, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0:1
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0_xnumel = max(1, s2)*max(1, s96)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0.run(buf3, arg2_1, ps0, s2, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_expand_mul_sub_view_0_xnumel, stream=stream0)
            del arg2_1
            buf4 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [im_mask], Original ATen: [aten.zeros]
            # [Provenance debug handles] triton_poi_fused_zeros_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_1.run(buf4, 65536, stream=stream0)
            buf5 = empty_strided_cuda((), (), torch.int64)
            # Topologically Sorted Source Nodes: [getitem_2, x_0], Original ATen: [aten.select, aten.clamp]
            # [Provenance debug handles] triton_poi_fused_clamp_select_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_select_2.run(arg3_1, buf5, 1, stream=stream0)
            buf6 = empty_strided_cuda((), (), torch.int64)
            # Topologically Sorted Source Nodes: [getitem_3, add, x_1], Original ATen: [aten.select, aten.add, aten.clamp]
            # [Provenance debug handles] triton_poi_fused_add_clamp_select_3:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_select_3.run(arg3_1, buf6, 1, stream=stream0)
            buf7 = empty_strided_cuda((), (), torch.int64)
            # Topologically Sorted Source Nodes: [getitem_4, y_0], Original ATen: [aten.select, aten.clamp]
            # [Provenance debug handles] triton_poi_fused_clamp_select_4:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_select_4.run(arg3_1, buf7, 1, stream=stream0)
            buf8 = empty_strided_cuda((), (), torch.int64)
            # Topologically Sorted Source Nodes: [getitem_5, add_1, y_1], Original ATen: [aten.select, aten.add, aten.clamp]
            # [Provenance debug handles] triton_poi_fused_add_clamp_select_5:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_select_5.run(arg3_1, buf8, 1, stream=stream0)
            del arg3_1
        return (reinterpret_tensor(buf3, (max(1, s2), max(1, s96)), (max(1, s96), 1), 0), buf4, buf5, buf6, buf7, buf8, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 2
    arg1_1 = 275
    arg2_1 = rand_strided((30, 30), (30, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
