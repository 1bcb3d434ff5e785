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


# kernel path: /tmp/torchinductor_root/k2/ck256tnxnyjxredsljcrs6fcnq7bnqavjs5pz6wbw3j6xykzq4ha.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten._to_copy]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   linear => convert_element_type_2
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf3 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf3]
#   %primals_4 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %pow_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %mul_2), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.bfloat16), kwargs = {})
#   return %embedding,%buf3,%rsqrt,%convert_element_type_2
triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 787456}}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0)
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp18 = tmp6 * tmp16
    tmp19 = tmp17 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp16, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kr/ckr7l3ahol37ry2znn7e3vs42n3hzslgrkes4c63aybuz6levmtm.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
#   q_indices => unsqueeze_2
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ai/caiwpm6xizqgu5u3eomign7aoo5uwym5bsgpaezm3b3hfi4qkrzb.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy, aten.t]
# Source node to ATen node mapping:
#   linear => convert_element_type_1, permute_1
# Graph fragment:
#   %primals_5 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %convert_element_type_1 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_5, torch.bfloat16), kwargs = {})
#   %permute_1 : Tensor "bf16[256, 256][1, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_1, [1, 0]), kwargs = {})
#   return %permute_1
triton_poi_fused__to_copy_t_2 = async_compile.triton('triton_poi_fused__to_copy_t_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_t_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_t_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yx/cyx2jmomqtxexsil23sofh52oxagprszbsklsoc5sreeyu2mf2s6.py
# Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy, aten.t]
# Source node to ATen node mapping:
#   linear_1 => convert_element_type_5, permute_3
# Graph fragment:
#   %primals_6 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %convert_element_type_5 : Tensor "bf16[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_6, torch.bfloat16), kwargs = {})
#   %permute_3 : Tensor "bf16[256, 128][1, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_5, [1, 0]), kwargs = {})
#   return %permute_3
triton_poi_fused__to_copy_t_3 = async_compile.triton('triton_poi_fused__to_copy_t_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_t_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_t_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4w/c4wwslrnyccwhf76s44t2r3xozioex7ba3i3s2ufk624je23u6li.py
# Topologically Sorted Source Nodes: [linear_2, view_2, value_states, values, getitem_11, hidden_states_4, value, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.cat, aten.unsqueeze, aten.expand, aten.clone, aten._to_copy]
# Source node to ATen node mapping:
#   attn_output => convert_element_type_14
#   getitem_11 => unsqueeze_14
#   hidden_states_4 => expand_6
#   linear_2 => view_11
#   value => clone_4, view_14
#   value_states => permute_6
#   values => convert_element_type_13
#   view_2 => view_12
# Graph fragment:
#   %mm_2 : Tensor "bf16[256, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_11 : Tensor "bf16[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 128]), kwargs = {})
#   %view_12 : Tensor "bf16[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [2, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "bf16[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_6, torch.float32), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_13, 2), kwargs = {})
#   %expand_6 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [2, 4, 128, 64]), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_14, torch.bfloat16), kwargs = {})
#   return %convert_element_type_14
triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 327680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 4)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*(x2 // 2) + 128*x1 + 16384*x3), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/k3/ck33l42ax4domczacjcivjpeeofxqzomadjetxiyrwuzudv5ayd3.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, linear_1, view_1, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, attn_output], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.expand, aten.clone, aten._to_copy]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   attn_output => convert_element_type_15
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_10 => unsqueeze_13
#   hidden_states_3 => expand_5
#   k_embed => add_5
#   key => clone_3, view_13
#   key_states => permute_4
#   linear_1 => view_8
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg_1 => neg_1
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   view_1 => view_9
#   x1_1 => slice_3
#   x2_1 => slice_4
# Graph fragment:
#   %mm_1 : Tensor "bf16[256, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %view_8 : Tensor "bf16[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 128]), kwargs = {})
#   %view_9 : Tensor "bf16[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_3 : Tensor "bf16[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "bf16[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "bf16[2, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_1 : Tensor "bf16[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_3 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [2, 4, 128, 64]), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.bfloat16), kwargs = {})
#   return %convert_element_type_15
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 458752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1024
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = (yindex % 128)
    y1 = ((yindex // 128) % 4)
    y2 = yindex // 512
    y5 = yindex
    tmp0 = tl.load(in_ptr0 + (x3 + 64*(y1 // 2) + 128*y0 + 16384*y2), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (y0 + 128*((x3 % 32))), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl_math.cos(tmp2)
    tmp4 = tl.full([1, 1], 1.0, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = tmp1 * tmp5
    tmp7 = x3
    tmp8 = tl.full([1, 1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1, 1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*(y1 // 2) + 128*y0 + 16384*y2 + (x3)), tmp11 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*(y1 // 2) + 128*y0 + 16384*y2 + ((-32) + x3)), tmp16 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tl_math.sin(tmp2)
    tmp23 = tmp22 * tmp4
    tmp24 = tmp21 * tmp23
    tmp25 = tmp6 + tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr0 + (x3 + 64*y5), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gc/cgc2v3lhhxcs7qw7yzslyphbxp2dmi3tmo5lrkuqnijhonlooti4.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, attn_output], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten._to_copy]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   attn_output => convert_element_type_16
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   linear => view_5
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_embed => add_4
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %mm : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %view_5 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "bf16[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_1 : Tensor "bf16[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "bf16[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   return %convert_element_type_16
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x5 = xindex
    y4 = yindex
    x2 = (xindex % 64)
    y0 = (yindex % 128)
    x3 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x5 + 256*y4), xmask & ymask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (y0 + 128*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl_math.cos(tmp2)
    tmp4 = tl.full([1, 1], 1.0, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = tmp1 * tmp5
    tmp7 = x2
    tmp8 = tl.full([1, 1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1, 1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*x3 + 256*y4 + (x2)), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*x3 + 256*y4 + ((-32) + x2)), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tl_math.sin(tmp2)
    tmp23 = tmp22 * tmp4
    tmp24 = tmp21 * tmp23
    tmp25 = tmp6 + tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr0 + (x5 + 256*y4), tmp26, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/p7/cp7acuim5akkf5trhohh2lqjnn6mgucwlyltqcr434c5nwm3ffww.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => full_default, full_default_1, where
#   kv_indices => unsqueeze_6
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 128)
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], -65536.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/sa/csa3eajor2mleqwh7g2itwgg7tpa6kvstq6wmzdzd7kpoutuytxl.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten._to_copy]
# Source node to ATen node mapping:
#   add_7 => add_7
#   attn_output_3 => view_17
#   hidden_states_5 => add_6
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   linear_4 => convert_element_type_21
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
# Graph fragment:
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf23 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf23]
#   %primals_9 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %view_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %mul_8), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_9, torch.bfloat16), kwargs = {})
#   return %buf23,%rsqrt_1,%convert_element_type_21
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 656384}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp14 * tmp15
    tmp17 = tmp16.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/re/crejceimzsza6pba7doqalnee7qst2ihoryvlboxcn5w7sagcnvf.py
# Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy, aten.t]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_20, permute_9
# Graph fragment:
#   %primals_10 : Tensor "f32[512, 256][256, 1]cuda:0" = PlaceHolder[target=primals_10]
#   %convert_element_type_20 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_10, torch.bfloat16), kwargs = {})
#   %permute_9 : Tensor "bf16[256, 512][1, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_20, [1, 0]), kwargs = {})
#   return %permute_9
triton_poi_fused__to_copy_t_9 = async_compile.triton('triton_poi_fused__to_copy_t_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_t_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_t_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/nv/cnv3t3xx4spohpsjjn5xihtadav5cioxtkzlvs67u7hdqgkdty7h.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_10 => mul_10
#   silu => add_8, convert_element_type_24, convert_element_type_25, div, exp, neg_2
# Graph fragment:
#   %mm_4 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "bf16[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 128, 512]), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_24,), kwargs = {})
#   %exp : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_24, %add_8), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   %view_21 : Tensor "bf16[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 128, 512]), kwargs = {})
#   %mul_10 : Tensor "bf16[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_25, %view_21), kwargs = {})
#   return %mul_10
triton_poi_fused__unsafe_view_mul_silu_10 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_10(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(out_ptr0 + (x0), tmp9, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hc/chc4ppxe7eh4hs6yg3pm6lmfuon5o73tbvz3z7anl4biv7esvv2r.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, down_proj, hidden_states_9, pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12, linear_7], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten._to_copy]
# Source node to ATen node mapping:
#   add_9 => add_10
#   attn_output_3 => view_17
#   down_proj => view_23
#   hidden_states_11 => mul_11
#   hidden_states_12 => mul_12
#   hidden_states_5 => add_6
#   hidden_states_9 => add_9
#   linear_7 => convert_element_type_34
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
# Graph fragment:
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %buf34 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf34]
#   %primals_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 128, 256]), kwargs = {})
#   %add_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_23), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_11 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_12 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_13, %mul_11), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_12, torch.bfloat16), kwargs = {})
#   return %add_9,%buf34,%rsqrt_2,%convert_element_type_34
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1311744}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp17 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp18 = tmp6 * tmp16
    tmp19 = tmp17 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp16, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hs/chsqhlt5rjipqcsbsxjzitn3j543r4kyjxpq5y4bsvp6xj64wt63.py
# Topologically Sorted Source Nodes: [attn_output_7, hidden_states_15, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18, linear_11], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten._to_copy]
# Source node to ATen node mapping:
#   add_13 => add_14
#   attn_output_7 => view_37
#   hidden_states_15 => add_13
#   hidden_states_17 => mul_17
#   hidden_states_18 => mul_18
#   linear_11 => convert_element_type_53
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %add_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %mm_10 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %buf54 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf54]
#   %primals_18 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_18]
#   %rsqrt_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_37 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [2, 128, 256]), kwargs = {})
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %view_37), kwargs = {})
#   %pow_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, 2), kwargs = {})
#   %mean_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %rsqrt_3), kwargs = {})
#   %mul_18 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_18, %mul_17), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_18, torch.bfloat16), kwargs = {})
#   return %add_13,%buf54,%rsqrt_3,%convert_element_type_53
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1180672}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp14 * tmp15
    tmp17 = tmp16.to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp3, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2s/c2s6auibz3tqtnapri4kkj3pjujvzkomvn27q4vkaanj74kduwmj.py
# Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_15 => add_17
#   down_proj_1 => view_43
#   hidden_states_19 => add_16
#   hidden_states_21 => mul_20
#   hidden_states_22 => mul_21
#   pow_5 => pow_5
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_4
# Graph fragment:
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %mm_13 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %add_16 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_16]
#   %buf65 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf65]
#   %primals_22 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %rsqrt_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %view_43 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [2, 128, 256]), kwargs = {})
#   %add_16 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %view_43), kwargs = {})
#   %pow_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_16, 2), kwargs = {})
#   %mean_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_17,), kwargs = {})
#   %mul_20 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %rsqrt_4), kwargs = {})
#   %mul_21 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_22, %mul_20), kwargs = {})
#   return %add_16,%buf65,%rsqrt_4,%mul_21
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1442816}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp14 * tmp15
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp3, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp16, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22 = args
        args.clear()
        assert_size_stride(primals_1, (2, 128), (128, 1))
        assert_size_stride(primals_2, (1000, 256), (256, 1))
        assert_size_stride(primals_3, (32, ), (1, ))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (128, 256), (256, 1))
        assert_size_stride(primals_7, (128, 256), (256, 1))
        assert_size_stride(primals_8, (256, 256), (256, 1))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (512, 256), (256, 1))
        assert_size_stride(primals_11, (512, 256), (256, 1))
        assert_size_stride(primals_12, (256, 512), (512, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (256, 256), (256, 1))
        assert_size_stride(primals_15, (128, 256), (256, 1))
        assert_size_stride(primals_16, (128, 256), (256, 1))
        assert_size_stride(primals_17, (256, 256), (256, 1))
        assert_size_stride(primals_18, (256, ), (1, ))
        assert_size_stride(primals_19, (512, 256), (256, 1))
        assert_size_stride(primals_20, (512, 256), (256, 1))
        assert_size_stride(primals_21, (256, 512), (512, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf3 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf4 = reinterpret_tensor(buf3, (2, 128, 1), (128, 1, 1), 0); del buf3  # reuse
            buf6 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0.run(buf4, primals_1, primals_2, primals_4, buf0, buf6, 256, 256, stream=stream0)
            del primals_2
            buf1 = empty_strided_cuda((1, 1, 128), (128, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_1.run(buf1, 128, stream=stream0)
            buf2 = empty_strided_cuda((32, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_4, expand_1, position_ids_expanded, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(primals_3, (32, 1), (1, 1), 0), reinterpret_tensor(buf1, (1, 128), (0, 1), 0), out=buf2)
            del buf1
            del primals_3
            buf5 = empty_strided_cuda((256, 256), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_2.run(primals_5, buf5, 65536, stream=stream0)
            del primals_5
            buf7 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_1, hidden_states_2, linear], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf6, (256, 256), (256, 1), 0), buf5, out=buf7)
            buf8 = empty_strided_cuda((256, 128), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_3.run(primals_6, buf8, 32768, stream=stream0)
            del primals_6
            buf9 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_1, hidden_states_2, linear, linear_1], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf6, (256, 256), (256, 1), 0), buf8, out=buf9)
            buf10 = empty_strided_cuda((256, 128), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_3.run(primals_7, buf10, 32768, stream=stream0)
            del primals_7
            buf11 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_1, hidden_states_2, linear, linear_2], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf6, (256, 256), (256, 1), 0), buf10, out=buf11)
            buf12 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, values, getitem_11, hidden_states_4, value, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.cat, aten.unsqueeze, aten.expand, aten.clone, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4:10
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4.run(buf11, buf12, 65536, stream=stream0)
            buf13 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, linear_1, view_1, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, attn_output], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.expand, aten.clone, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5:11
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5.run(buf9, buf2, buf13, 1024, 64, stream=stream0)
            buf14 = empty_strided_cuda((2, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, attn_output], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6.run(buf7, buf2, buf14, 256, 256, stream=stream0)
            buf15 = reinterpret_tensor(buf9, (2, 1, 128, 128), (16384, 16384, 128, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7.run(buf15, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:14
            buf16 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf14, buf13, buf12, buf15, True, scale=0.125)
            buf17 = buf16[0]
            assert_size_stride(buf17, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf18 = buf16[1]
            assert_size_stride(buf18, (2, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf19 = buf16[6]
            assert_size_stride(buf19, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf19, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf20 = buf16[7]
            assert_size_stride(buf20, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf20, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf16
            buf21 = reinterpret_tensor(buf7, (256, 256), (1, 256), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_2:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_2.run(primals_8, buf21, 65536, stream=stream0)
            del primals_8
            buf22 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf17, (256, 256), (256, 1), 0), buf21, out=buf22)
            buf23 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf24 = reinterpret_tensor(buf23, (2, 128, 1), (128, 1, 1), 0); del buf23  # reuse
            buf26 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8:17
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf24, buf0, buf22, primals_9, buf26, 256, 256, stream=stream0)
            buf25 = empty_strided_cuda((256, 512), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_9:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_9.run(primals_10, buf25, 131072, stream=stream0)
            del primals_10
            buf27 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_7, hidden_states_8, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf26, (256, 256), (256, 1), 0), buf25, out=buf27)
            buf28 = empty_strided_cuda((256, 512), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_9:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_9.run(primals_11, buf28, 131072, stream=stream0)
            del primals_11
            buf29 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_7, hidden_states_8, linear_4, linear_5], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf26, (256, 256), (256, 1), 0), buf28, out=buf29)
            buf30 = empty_strided_cuda((512, 256), (1, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_9:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_9.run(primals_12, buf30, 131072, stream=stream0)
            del primals_12
            buf31 = empty_strided_cuda((2, 128, 512), (65536, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_10:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_10.run(buf27, buf29, buf31, 131072, stream=stream0)
            buf32 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(reinterpret_tensor(buf31, (256, 512), (512, 1), 0), buf30, out=buf32)
            buf33 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf34 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf35 = reinterpret_tensor(buf34, (2, 128, 1), (128, 1, 1), 0); del buf34  # reuse
            buf37 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, down_proj, hidden_states_9, pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12, linear_7], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11:25
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11.run(buf35, buf0, buf22, buf32, primals_13, buf33, buf37, 256, 256, stream=stream0)
            buf36 = reinterpret_tensor(buf32, (256, 256), (1, 256), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_2:26
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_2.run(primals_14, buf36, 65536, stream=stream0)
            del primals_14
            buf38 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(reinterpret_tensor(buf37, (256, 256), (256, 1), 0), buf36, out=buf38)
            buf39 = reinterpret_tensor(buf11, (256, 128), (1, 256), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_3:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_3.run(primals_15, buf39, 32768, stream=stream0)
            del primals_15
            buf40 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7, linear_8], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf37, (256, 256), (256, 1), 0), buf39, out=buf40)
            buf41 = empty_strided_cuda((256, 128), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_3:30
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_3.run(primals_16, buf41, 32768, stream=stream0)
            del primals_16
            buf42 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7, linear_9], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf37, (256, 256), (256, 1), 0), buf41, out=buf42)
            buf43 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_1, values_1, getitem_17, hidden_states_14, value_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.cat, aten.unsqueeze, aten.expand, aten.clone, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_cat_clone_expand_transpose_unsqueeze_view_4.run(buf42, buf43, 65536, stream=stream0)
            del buf42
            buf44 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_8, view_4, key_states_1, mul_15, x1_3, x2_3, neg_3, cat_6, mul_16, k_embed_1, getitem_16, hidden_states_13, key_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.expand, aten.clone, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_expand_mul_neg_sin_slice_transpose_unsqueeze_view_5.run(buf40, buf2, buf44, 1024, 64, stream=stream0)
            del buf40
            buf45 = empty_strided_cuda((2, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_7, view_3, query_states_1, mul_13, x1_2, x2_2, neg_2, cat_5, mul_14, q_embed_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6:34
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_6.run(buf38, buf2, buf45, 256, 256, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output_4], Original ATen: [aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:35
            buf46 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf45, buf44, buf43, buf15, True, scale=0.125)
            buf47 = buf46[0]
            assert_size_stride(buf47, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf47, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf48 = buf46[1]
            assert_size_stride(buf48, (2, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf49 = buf46[6]
            assert_size_stride(buf49, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf49, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf50 = buf46[7]
            assert_size_stride(buf50, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf50, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf46
            buf51 = reinterpret_tensor(buf38, (256, 256), (1, 256), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [attn_output_7], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_2:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_2.run(primals_17, buf51, 65536, stream=stream0)
            del primals_17
            buf52 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_8, reshape_5, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(reinterpret_tensor(buf47, (256, 256), (256, 1), 0), buf51, out=buf52)
            buf53 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf54 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf55 = reinterpret_tensor(buf54, (2, 128, 1), (128, 1, 1), 0); del buf54  # reuse
            buf57 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_15, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18, linear_11], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:38
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf55, buf33, buf52, primals_18, buf53, buf57, 256, 256, stream=stream0)
            buf56 = empty_strided_cuda((256, 512), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_9:39
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_9.run(primals_19, buf56, 131072, stream=stream0)
            del primals_19
            buf58 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_11], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf57, (256, 256), (256, 1), 0), buf56, out=buf58)
            buf59 = empty_strided_cuda((256, 512), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_9:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_9.run(primals_20, buf59, 131072, stream=stream0)
            del primals_20
            buf60 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_11, linear_12], Original ATen: [aten.mul, aten._to_copy, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf57, (256, 256), (256, 1), 0), buf59, out=buf60)
            buf61 = empty_strided_cuda((512, 256), (1, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj_1], Original ATen: [aten._to_copy, aten.t]
            # [Provenance debug handles] triton_poi_fused__to_copy_t_9:43
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_9.run(primals_21, buf61, 131072, stream=stream0)
            del primals_21
            buf62 = empty_strided_cuda((2, 128, 512), (65536, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_10:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_10.run(buf58, buf60, buf62, 131072, stream=stream0)
            buf63 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf62, (256, 512), (512, 1), 0), buf61, out=buf63)
            buf64 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf65 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf66 = reinterpret_tensor(buf65, (2, 128, 1), (128, 1, 1), 0); del buf65  # reuse
            buf67 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13:46
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf66, buf53, buf63, primals_22, buf64, buf67, 256, 256, stream=stream0)
            del buf63
        return (buf67, primals_1, primals_4, primals_9, primals_13, primals_18, primals_22, buf0, buf2, buf4, reinterpret_tensor(buf6, (256, 256), (256, 1), 0), buf12, buf13, buf14, buf15, buf17, buf18, buf19, buf20, buf22, buf24, reinterpret_tensor(buf26, (256, 256), (256, 1), 0), buf27, buf29, reinterpret_tensor(buf31, (256, 512), (512, 1), 0), buf33, buf35, reinterpret_tensor(buf37, (256, 256), (256, 1), 0), buf43, buf44, buf45, buf47, buf48, buf49, buf50, buf53, buf55, reinterpret_tensor(buf57, (256, 256), (256, 1), 0), buf58, buf60, reinterpret_tensor(buf62, (256, 512), (512, 1), 0), buf64, buf66, reinterpret_tensor(buf61, (256, 512), (512, 1), 0), reinterpret_tensor(buf59, (512, 256), (256, 1), 0), reinterpret_tensor(buf56, (512, 256), (256, 1), 0), reinterpret_tensor(buf51, (256, 256), (256, 1), 0), reinterpret_tensor(buf41, (128, 256), (256, 1), 0), reinterpret_tensor(buf39, (128, 256), (256, 1), 0), reinterpret_tensor(buf36, (256, 256), (256, 1), 0), reinterpret_tensor(buf30, (256, 512), (512, 1), 0), reinterpret_tensor(buf28, (512, 256), (256, 1), 0), reinterpret_tensor(buf25, (512, 256), (256, 1), 0), reinterpret_tensor(buf21, (256, 256), (256, 1), 0), reinterpret_tensor(buf10, (128, 256), (256, 1), 0), reinterpret_tensor(buf8, (128, 256), (256, 1), 0), reinterpret_tensor(buf5, (256, 256), (256, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((1000, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
