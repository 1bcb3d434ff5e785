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


# kernel path: /tmp/torchinductor_root/3g/c3g4lnjnse4ebs7qsggc5a623ol6iekoj6mrdqeg4wmsofr4hsyc.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg3_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf0 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf0]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %pow_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg3_1, %mul_2), kwargs = {})
#   return %buf0,%mul_3
triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 525312}}
)
@triton.jit
def triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], 1000, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp6 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp11 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.full([1, 1], 1000, tl.int32)
        tmp13 = tmp0 + tmp12
        tmp14 = tmp0 < 0
        tmp15 = tl.where(tmp14, tmp13, tmp0)
        tl.device_assert(((0 <= tmp15) & (tmp15 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp15 < 1000")
        tmp17 = tl.load(in_ptr1 + (r0_1 + 256*tmp15), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 256.0, tl.float32)
        tmp19 = (tmp9 / tmp18)
        tmp20 = tl.full([1, 1], 1e-05, tl.float32)
        tmp21 = tmp19 + tmp20
        tmp22 = libdevice.rsqrt(tmp21)
        tmp23 = tmp17 * tmp22
        tmp24 = tmp11 * tmp23
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp24, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/c2/cc26beyehjkt2f3k3vlr7amdwda4f46pppcbo7jorn2lotevotc7.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_5, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   getitem_5 => unsqueeze_9
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_9, torch.float32), kwargs = {})
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
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


# kernel path: /tmp/torchinductor_root/6a/c6atg2lsntqdczwi7axbuc64cxempz7lrt3sfliujofn4flzplwy.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default, full_default_1, where
#   cat_1 => cat
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_10 => unsqueeze_13
#   getitem_11 => unsqueeze_14
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   value => clone_5, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_1
#   x1_1 => slice_3
#   x2 => slice_2
#   x2_1 => slice_4
# Graph fragment:
#   %mm : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 128]), kwargs = {})
#   %view_9 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_4 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[2, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %slice_3 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %cat_1 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [2, 4, 128, 64]), kwargs = {})
#   %view_11 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 128]), kwargs = {})
#   %view_12 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [2, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [2, 4, 128, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %expand_7 : Tensor "f32[2, 4, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf7
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 1310720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (x5 + 256*y4), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (y0 + 128*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = x2
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1, 1], 32, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (32 + 64*x3 + 256*y4 + (x2)), tmp10 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1, 1], 64, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (64*x3 + 256*y4 + ((-32) + x2)), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tl.store(out_ptr0 + (x5 + 256*y4), tmp23, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/eg/cegkea5pecyuifn6y5ndxgqamml4jflv2aynh6pb5psvpx7kmt3b.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default, full_default_1, where
#   cat_1 => cat
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_10 => unsqueeze_13
#   getitem_11 => unsqueeze_14
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   value => clone_5, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_1
#   x1_1 => slice_3
#   x2 => slice_2
#   x2_1 => slice_4
# Graph fragment:
#   %mm_1 : Tensor "f32[256, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 128]), kwargs = {})
#   %view_9 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_4 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[2, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %slice_3 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %cat_1 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [2, 4, 128, 64]), kwargs = {})
#   %view_11 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 128]), kwargs = {})
#   %view_12 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [2, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [2, 4, 128, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %expand_7 : Tensor "f32[2, 4, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf8
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 917504}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (x3 + 64*(y1 // 2) + 128*y0 + 16384*y2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0 + 128*((x3 % 32))), xmask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = x3
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1, 1], 32, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (32 + 64*(y1 // 2) + 128*y0 + 16384*y2 + (x3)), tmp10 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1, 1], 64, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (64*(y1 // 2) + 128*y0 + 16384*y2 + ((-32) + x3)), tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tl.store(out_ptr0 + (x3 + 64*y5), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/p6/cp6gfsxrblpirj366ohgobnljuimz5grvgohcllbynf44f2nwrnt.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default, full_default_1, where
#   cat_1 => cat
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_10 => unsqueeze_13
#   getitem_11 => unsqueeze_14
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   value => clone_5, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_1
#   x1_1 => slice_3
#   x2 => slice_2
#   x2_1 => slice_4
# Graph fragment:
#   %mm_2 : Tensor "f32[256, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 128]), kwargs = {})
#   %view_9 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_4 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[2, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %slice_3 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %cat_1 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [2, 4, 128, 64]), kwargs = {})
#   %view_11 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 128]), kwargs = {})
#   %view_12 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [2, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [2, 4, 128, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %expand_7 : Tensor "f32[2, 4, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf9
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 4)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*(x2 // 2) + 128*x1 + 16384*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wp/cwphbbvg6vptj6ngcqj7bxu2e6tfyobrbgdx3qefnenjdxx7ppy4.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default, full_default_1, where
#   cat_1 => cat
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   getitem_10 => unsqueeze_13
#   getitem_11 => unsqueeze_14
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_4, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   linear_1 => view_8
#   linear_2 => view_11
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   value => clone_5, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_1
#   x1_1 => slice_3
#   x2 => slice_2
#   x2_1 => slice_4
# Graph fragment:
#   %view_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "f32[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 128]), kwargs = {})
#   %view_9 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_4 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[2, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %slice_3 : Tensor "f32[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %cat_1 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [2, 4, 128, 64]), kwargs = {})
#   %view_11 : Tensor "f32[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 128, 128]), kwargs = {})
#   %view_12 : Tensor "f32[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [2, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [2, 4, 128, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %expand_7 : Tensor "f32[2, 4, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [2, 4, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.125})
#   return %buf10
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/23/c23ie4j27dfl3wwawuc4yar4s7z7yhuwtcy6ajuz4hg4ay7l6nbo.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_7 => add_7
#   attn_output_3 => view_17
#   hidden_states_5 => add_6
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   inputs_embeds => embedding
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg8_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %buf17 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf17]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg8_1, %mul_8), kwargs = {})
#   return %buf17,%mul_9
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 787456}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 256.0, tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tl.full([1, 1], 1e-05, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp8 * tmp19
    tmp21 = tmp14 * tmp20
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fc/cfcny5qeiegwtibzssakdaw72z6j64tdqdryk4u624fhdwyfxr6g.py
# Topologically Sorted Source Nodes: [, router_probs], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default_1, prepare_softmax_online_default_1, sub_tensor_1
#   router_probs => div
# Graph fragment:
#   %mm_4 : Tensor "f32[256, 4][4, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm_4, -1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm_4, %getitem_22), kwargs = {})
#   %exp_default_1 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_23), kwargs = {})
#   return %div
triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7 = async_compile.triton('triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp5 = triton_helpers.maximum(tmp3, tmp4)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp8 = tmp0 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tmp1 - tmp7
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp2 - tmp7
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp4 - tmp7
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 + tmp16
    tmp18 = tmp6 - tmp7
    tmp19 = libdevice.exp(tmp18)
    tmp20 = tmp17 + tmp19
    tmp21 = (tmp9 / tmp20)
    tl.store(out_ptr0 + (x2), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ik/cik3s4xfqj5zpbgtdg3vs75m3yjqfkn6acs37tm7swfxid4x6elu.py
# Topologically Sorted Source Nodes: [expert_ids, sort, histc_input, arange_5, setitem], Original ATen: [aten.view, aten.sort, aten._to_copy, aten.arange, aten.index_put]
# Source node to ATen node mapping:
#   arange_5 => iota_5
#   expert_ids => view_21
#   histc_input => convert_element_type_1
#   setitem => index_put
#   sort => sort
# Graph fragment:
#   %getitem_5 : Tensor "i64[256, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %getitem_6 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=getitem_6]
#   %buf25 : Tensor "i16[512][1]cuda:0" = PlaceHolder[target=buf25]
#   %index_put : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=index_put]
#   %view_21 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_5, [-1]), kwargs = {})
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_21,), kwargs = {})
#   %convert_element_type_1 : Tensor "i32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_6, torch.int32), kwargs = {})
#   %iota_5 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %index_put : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%empty, [%getitem_7], %iota_5), kwargs = {})
#   return %getitem_6,%buf25,%convert_element_type_1,%buf37
triton_per_fused__to_copy_arange_index_put_sort_view_8 = async_compile.triton('triton_per_fused__to_copy_arange_index_put_sort_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'out_ptr1': '*i16', 'out_ptr2': '*i32', 'out_ptr3': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_arange_index_put_sort_view_8', 'mutated_arg_names': ['out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 18432}}
)
@triton.jit
def triton_per_fused__to_copy_arange_index_put_sort_view_8(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = r0_0
    tmp2 = tmp1.to(tl.int16)
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5, tmp6, = triton_helpers.sort_with_index(tmp3, tmp4, None, 1, stable=False, descending=False)
    tmp7 = tmp5.to(tl.int32)
    tmp8 = tmp6.to(tl.int64)
    tmp9 = tl.full([1, 1], 512, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 512), "index out of bounds: 0 <= tmp12 < 512")
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp5, None)
    tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp6, None)
    tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp7, None)
    tl.store(out_ptr3 + (tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rj/crjg6oivr3utyp7wylchyuvhaexeers7tsxcq7zmpdm7zwhw4tl6.py
# Topologically Sorted Source Nodes: [offsets], Original ATen: [aten.cumsum]
# Source node to ATen node mapping:
#   offsets => cumsum
# Graph fragment:
#   %histc : Tensor "i32[4][1]cuda:0" = PlaceHolder[target=histc]
#   %cumsum : Tensor "i32[4][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%histc, 0), kwargs = {dtype: torch.int32})
#   return %cumsum
triton_per_fused_cumsum_9 = async_compile.triton('triton_per_fused_cumsum_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumsum_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 24}}
)
@triton.jit
def triton_per_fused_cumsum_9(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_out_ptr0 + (r0_0), None)
    tmp1 = tmp0.to(tl.int32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_add0)
    tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ne/cneoqfe2kfojjwsqbxa7a7lfqvmhq27xy3jr446iany37m5swlhf.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, hidden_states_9, expert_ids, sort, ge, sentinel_mask, masked_fill_, floordiv, selected_hidden_states_g, transpose_5, out], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
# Source node to ATen node mapping:
#   add_7 => add_7
#   attn_output_3 => view_17
#   expert_ids => view_21
#   floordiv => div_2
#   ge => ge
#   hidden_states_5 => add_6
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   hidden_states_9 => view_18
#   inputs_embeds => embedding
#   masked_fill_ => full_default_2, where_1
#   out => grouped_mm_fallback
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   selected_hidden_states_g => index
#   sentinel_mask => unsqueeze_15
#   sort => sort
#   transpose_5 => permute_10
#   variance_1 => mean_1
# Graph fragment:
#   %getitem_6 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=getitem_6]
#   %buf25 : Tensor "i16[512][1]cuda:0" = PlaceHolder[target=buf25]
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg8_1, %mul_8), kwargs = {})
#   %view_18 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [-1, 256]), kwargs = {})
#   %view_21 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_5, [-1]), kwargs = {})
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_21,), kwargs = {})
#   %ge : Tensor "b8[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_6, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[512, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %div_2 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%getitem_7, 2), kwargs = {rounding_mode: floor})
#   %index : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_18, [%div_2]), kwargs = {})
#   %where_1 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_2, %index), kwargs = {})
#   %permute_10 : Tensor "f32[4, 256, 1024][262144, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg10_1, [0, 2, 1]), kwargs = {})
#   %grouped_mm_fallback : Tensor "f32[512, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.transformers.grouped_mm_fallback.default](args = (%where_1, %permute_10, %cumsum), kwargs = {})
#   return %buf30
triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10 = async_compile.triton('triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 256
    x0 = (xindex % 256)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 4, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp4 = tmp3.to(tl.int64)
    tmp5 = tl.full([1], 2, tl.int64)
    tmp6 = tl.where((tmp4 < 0) != (tmp5 < 0), tl.where(tmp4 % tmp5 != 0, tmp4 // tmp5 - 1, tmp4 // tmp5), tmp4 // tmp5)
    tmp7 = tl.full([XBLOCK], 256, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert((0 <= tmp10) & (tmp10 < 256), "index out of bounds: 0 <= tmp10 < 256")
    tmp12 = tl.load(in_ptr2 + (x0 + 256*tmp10), None)
    tmp13 = tl.full([1], 0.0, tl.float32)
    tmp14 = tl.where(tmp2, tmp13, tmp12)
    tl.store(out_ptr0 + (x2), tmp14, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gy/cgyj3cbp4babq6zeriejg43fgiiudhebgkn67iukt7gyxqgww625.py
# Topologically Sorted Source Nodes: [proj_out, ge, sentinel_mask, chunk, silu, proj_out_1, transpose_6, out_1], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
# Source node to ATen node mapping:
#   chunk => split
#   ge => ge
#   out_1 => grouped_mm_fallback_1
#   proj_out => full_default_3, where_2
#   proj_out_1 => mul_10
#   sentinel_mask => unsqueeze_15
#   silu => add_8, div_3, exp_1, neg_2
#   transpose_6 => permute_11
# Graph fragment:
#   %getitem_6 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=getitem_6]
#   %grouped_mm_fallback : Tensor "f32[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=grouped_mm_fallback]
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %ge : Tensor "b8[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_6, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[512, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %where_2 : Tensor "f32[512, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_3, %grouped_mm_fallback), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%where_2, 512, -1), kwargs = {})
#   %neg_2 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_8,), kwargs = {})
#   %exp_1 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_3 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_8, %add_8), kwargs = {})
#   %mul_10 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %getitem_9), kwargs = {})
#   %permute_11 : Tensor "f32[4, 512, 256][131072, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg11_1, [0, 2, 1]), kwargs = {})
#   %grouped_mm_fallback_1 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.transformers.grouped_mm_fallback.default](args = (%mul_10, %permute_11, %cumsum), kwargs = {})
#   return %buf33
triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11 = async_compile.triton('triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4194304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 512
    x0 = (xindex % 512)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0 + 1024*x1), None)
    tmp11 = tl.load(in_ptr1 + (512 + x0 + 1024*x1), None)
    tmp1 = tl.full([1], 4, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp4, tmp3)
    tmp6 = -tmp5
    tmp7 = libdevice.exp(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = (tmp5 / tmp9)
    tmp12 = tl.where(tmp2, tmp4, tmp11)
    tmp13 = tmp10 * tmp12
    tl.store(out_ptr0 + (x2), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dx/cdxmgqqbenr7ajwadjnnri6i6wzq4uqjt7luvx25f2dfkxtotq7j.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, expert_ids, sort, ge, sentinel_mask, proj_out_2, sum_1, router_top_value_1, sample_weights_g, unsqueeze_4, weighted_out, weighted_out_1, view_4, final_hidden_states, hidden_states_12, hidden_states_13, pow_3, variance_2, add_9, rsqrt_2, hidden_states_15, hidden_states_16], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.sum, aten.div, aten.index, aten.mul, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_9 => add_10
#   attn_output_3 => view_17
#   expert_ids => view_21
#   final_hidden_states => sum_3
#   ge => ge
#   hidden_states_12 => view_24
#   hidden_states_13 => add_9
#   hidden_states_15 => mul_12
#   hidden_states_16 => mul_13
#   hidden_states_5 => add_6
#   inputs_embeds => embedding
#   pow_3 => pow_3
#   proj_out_2 => full_default_4, where_3
#   router_top_value_1 => div_1
#   rsqrt_2 => rsqrt_2
#   sample_weights_g => index_1, view_22
#   sentinel_mask => unsqueeze_15
#   sort => sort
#   sum_1 => sum_2
#   unsqueeze_4 => unsqueeze_16
#   variance_2 => mean_2
#   view_4 => view_23
#   weighted_out => mul_11
#   weighted_out_1 => index_2
# Graph fragment:
#   %buf37 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=buf37]
#   %getitem_6 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=getitem_6]
#   %grouped_mm_fallback_1 : Tensor "f32[512, 256][256, 1]cuda:0" = PlaceHolder[target=grouped_mm_fallback_1]
#   %buf25 : Tensor "i16[512][1]cuda:0" = PlaceHolder[target=buf25]
#   %getitem_4 : Tensor "f32[256, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %sum_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %arg12_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %buf39 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf39]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_21 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_5, [-1]), kwargs = {})
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_21,), kwargs = {})
#   %ge : Tensor "b8[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_6, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[512, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_4, %grouped_mm_fallback_1), kwargs = {})
#   %sum_2 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_4, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[256, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_4, %sum_2), kwargs = {})
#   %view_22 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1]), kwargs = {})
#   %index_1 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_22, [%getitem_7]), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_1, -1), kwargs = {})
#   %mul_11 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_3, %unsqueeze_16), kwargs = {})
#   %index_2 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mul_11, [%index_put]), kwargs = {})
#   %view_23 : Tensor "f32[256, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_2, [256, 2, 256]), kwargs = {})
#   %sum_3 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_23, [1]), kwargs = {})
#   %view_24 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [2, 128, 256]), kwargs = {})
#   %add_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_24), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_12 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg12_1, %mul_12), kwargs = {})
#   return %sum_3,%buf39,%mul_13
triton_red_fused__unsafe_view_add_div_embedding_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_12 = async_compile.triton('triton_red_fused__unsafe_view_add_div_embedding_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i16', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_div_embedding_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1573888}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_div_embedding_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp46 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    _tmp58 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp53 = tl.load(in_ptr7 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 512, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
        tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
        tmp7 = tl.full([1, 1], 4, tl.int64)
        tmp8 = tmp6 >= tmp7
        tmp9 = tl.load(in_ptr2 + (r0_1 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.full([1, 1], 0.0, tl.float32)
        tmp11 = tl.where(tmp8, tmp10, tmp9)
        tmp12 = tl.load(in_ptr3 + (tmp4), xmask, eviction_policy='evict_last')
        tmp13 = tmp12.to(tl.int64)
        tmp14 = tmp13 + tmp1
        tmp15 = tmp13 < 0
        tmp16 = tl.where(tmp15, tmp14, tmp13)
        tl.device_assert(((0 <= tmp16) & (tmp16 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp16 < 512")
        tmp18 = tl.load(in_ptr4 + ((tmp16 % 512)), xmask, eviction_policy='evict_last')
        tmp19 = tl.load(in_ptr4 + (2*(((tmp16 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp20 = tl.load(in_ptr4 + (1 + 2*(((tmp16 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp21 = tmp19 + tmp20
        tmp22 = (tmp18 / tmp21)
        tmp23 = tmp11 * tmp22
        tmp25 = tmp24 + tmp1
        tmp26 = tmp24 < 0
        tmp27 = tl.where(tmp26, tmp25, tmp24)
        tl.device_assert(((0 <= tmp27) & (tmp27 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp27 < 512")
        tmp29 = tl.load(in_ptr1 + (tmp27), xmask, eviction_policy='evict_last')
        tmp30 = tmp29 >= tmp7
        tmp31 = tl.load(in_ptr2 + (r0_1 + 256*tmp27), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.where(tmp30, tmp10, tmp31)
        tmp33 = tl.load(in_ptr3 + (tmp27), xmask, eviction_policy='evict_last')
        tmp34 = tmp33.to(tl.int64)
        tmp35 = tmp34 + tmp1
        tmp36 = tmp34 < 0
        tmp37 = tl.where(tmp36, tmp35, tmp34)
        tl.device_assert(((0 <= tmp37) & (tmp37 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp37 < 512")
        tmp39 = tl.load(in_ptr4 + ((tmp37 % 512)), xmask, eviction_policy='evict_last')
        tmp40 = tl.load(in_ptr4 + (2*(((tmp37 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp41 = tl.load(in_ptr4 + (1 + 2*(((tmp37 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp42 = tmp40 + tmp41
        tmp43 = (tmp39 / tmp42)
        tmp44 = tmp32 * tmp43
        tmp45 = tmp23 + tmp44
        tmp47 = tl.full([1, 1], 1000, tl.int32)
        tmp48 = tmp46 + tmp47
        tmp49 = tmp46 < 0
        tmp50 = tl.where(tmp49, tmp48, tmp46)
        tl.device_assert(((0 <= tmp50) & (tmp50 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp50 < 1000")
        tmp52 = tl.load(in_ptr6 + (r0_1 + 256*tmp50), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp54 = tmp52 + tmp53
        tmp55 = tmp54 + tmp45
        tmp56 = tmp55 * tmp55
        tmp57 = tl.broadcast_to(tmp56, [XBLOCK, R0_BLOCK])
        tmp59 = _tmp58 + tmp57
        _tmp58 = tl.where(r0_mask & xmask, tmp59, _tmp58)
        tl.store(out_ptr0 + (r0_1 + 256*x0), tmp45, r0_mask & xmask)
    tmp58 = tl.sum(_tmp58, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp60 = tl.load(in_ptr8 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp67 = tl.load(in_ptr7 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp69 = tl.load(out_ptr0 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp61 = tl.full([1, 1], 1000, tl.int32)
        tmp62 = tmp46 + tmp61
        tmp63 = tmp46 < 0
        tmp64 = tl.where(tmp63, tmp62, tmp46)
        tl.device_assert(((0 <= tmp64) & (tmp64 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp64 < 1000")
        tmp66 = tl.load(in_ptr6 + (r0_1 + 256*tmp64), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp68 = tmp66 + tmp67
        tmp70 = tmp68 + tmp69
        tmp71 = tl.full([1, 1], 256.0, tl.float32)
        tmp72 = (tmp58 / tmp71)
        tmp73 = tl.full([1, 1], 1e-05, tl.float32)
        tmp74 = tmp72 + tmp73
        tmp75 = libdevice.rsqrt(tmp74)
        tmp76 = tmp70 * tmp75
        tmp77 = tmp60 * tmp76
        tl.store(out_ptr2 + (r0_1 + 256*x0), tmp77, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5s/c5svsmyl4paltn6fcuymk5yvuy5ermbi73vvf3ypvlun5noqf7ab.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, hidden_states_12, hidden_states_13, attn_output_7, hidden_states_19, pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, hidden_states_22], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_13 => add_14
#   attn_output_3 => view_17
#   attn_output_7 => view_38
#   hidden_states_12 => view_24
#   hidden_states_13 => add_9
#   hidden_states_19 => add_13
#   hidden_states_21 => mul_18
#   hidden_states_22 => mul_19
#   hidden_states_5 => add_6
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %sum_3 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %mm_8 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %arg17_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %buf55 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf55]
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_24 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [2, 128, 256]), kwargs = {})
#   %add_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_24), kwargs = {})
#   %view_38 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [2, 128, 256]), kwargs = {})
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %view_38), kwargs = {})
#   %pow_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, 2), kwargs = {})
#   %mean_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_18 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %rsqrt_3), kwargs = {})
#   %mul_19 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg17_1, %mul_18), kwargs = {})
#   return %add_13,%buf55,%mul_19
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_view_13 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_view_13', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1836032}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 256.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp12 * tmp23
    tmp25 = tmp18 * tmp24
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xx/cxxb5lvckialkcqiv773yhhqalrhmk2rgwysqnsnmz5bvsftficy.py
# Topologically Sorted Source Nodes: [expert_ids_1, sort_1, ge_1, sentinel_mask_1, proj_out_5, sum_3, router_top_value_3, sample_weights_g_1, unsqueeze_8, weighted_out_2, weighted_out_3, view_9, final_hidden_states_1, hidden_states_26, hidden_states_27, pow_5, variance_4, add_15, rsqrt_4, hidden_states_29, hidden_states_30], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.sum, aten.div, aten.index, aten.mul, aten.add, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_15 => add_17
#   expert_ids_1 => view_42
#   final_hidden_states_1 => sum_6
#   ge_1 => ge_1
#   hidden_states_26 => view_45
#   hidden_states_27 => add_16
#   hidden_states_29 => mul_22
#   hidden_states_30 => mul_23
#   pow_5 => pow_5
#   proj_out_5 => full_default_9, where_7
#   router_top_value_3 => div_5
#   rsqrt_4 => rsqrt_4
#   sample_weights_g_1 => index_4, view_43
#   sentinel_mask_1 => unsqueeze_21
#   sort_1 => sort_1
#   sum_3 => sum_5
#   unsqueeze_8 => unsqueeze_22
#   variance_4 => mean_4
#   view_9 => view_44
#   weighted_out_2 => mul_21
#   weighted_out_3 => index_5
# Graph fragment:
#   %buf75 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=buf75]
#   %getitem_16 : Tensor "i64[512][1]cuda:0" = PlaceHolder[target=getitem_16]
#   %grouped_mm_fallback_3 : Tensor "f32[512, 256][256, 1]cuda:0" = PlaceHolder[target=grouped_mm_fallback_3]
#   %buf63 : Tensor "i16[512][1]cuda:0" = PlaceHolder[target=buf63]
#   %getitem_14 : Tensor "f32[256, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_14]
#   %add_13 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %sum_6 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %arg21_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %buf77 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf77]
#   %view_42 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_15, [-1]), kwargs = {})
#   %sort_1 : [num_users=2] = call_function[target=torch.ops.aten.sort.default](args = (%view_42,), kwargs = {})
#   %ge_1 : Tensor "b8[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_16, 4), kwargs = {})
#   %unsqueeze_21 : Tensor "b8[512, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge_1, -1), kwargs = {})
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_7 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_21, %full_default_9, %grouped_mm_fallback_3), kwargs = {})
#   %sum_5 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_14, [-1], True), kwargs = {})
#   %div_5 : Tensor "f32[256, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_14, %sum_5), kwargs = {})
#   %view_43 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_5, [-1]), kwargs = {})
#   %index_4 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_43, [%getitem_17]), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_4, -1), kwargs = {})
#   %mul_21 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %unsqueeze_22), kwargs = {})
#   %index_5 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mul_21, [%index_put_1]), kwargs = {})
#   %view_44 : Tensor "f32[256, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_5, [256, 2, 256]), kwargs = {})
#   %sum_6 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [1]), kwargs = {})
#   %view_45 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_6, [2, 128, 256]), kwargs = {})
#   %add_16 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %view_45), kwargs = {})
#   %pow_5 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_16, 2), kwargs = {})
#   %mean_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_17,), kwargs = {})
#   %mul_22 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %rsqrt_4), kwargs = {})
#   %mul_23 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg21_1, %mul_22), kwargs = {})
#   return %sum_6,%buf77,%mul_23
triton_red_fused_add_div_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_14 = async_compile.triton('triton_red_fused_add_div_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_div_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 787456}}
)
@triton.jit
def triton_red_fused_add_div_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    _tmp50 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp46 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 512, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
        tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
        tmp7 = tl.full([1, 1], 4, tl.int64)
        tmp8 = tmp6 >= tmp7
        tmp9 = tl.load(in_ptr2 + (r0_1 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.full([1, 1], 0.0, tl.float32)
        tmp11 = tl.where(tmp8, tmp10, tmp9)
        tmp12 = tl.load(in_ptr3 + (tmp4), xmask, eviction_policy='evict_last')
        tmp13 = tmp12.to(tl.int64)
        tmp14 = tmp13 + tmp1
        tmp15 = tmp13 < 0
        tmp16 = tl.where(tmp15, tmp14, tmp13)
        tl.device_assert(((0 <= tmp16) & (tmp16 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp16 < 512")
        tmp18 = tl.load(in_ptr4 + ((tmp16 % 512)), xmask, eviction_policy='evict_last')
        tmp19 = tl.load(in_ptr4 + (2*(((tmp16 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp20 = tl.load(in_ptr4 + (1 + 2*(((tmp16 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp21 = tmp19 + tmp20
        tmp22 = (tmp18 / tmp21)
        tmp23 = tmp11 * tmp22
        tmp25 = tmp24 + tmp1
        tmp26 = tmp24 < 0
        tmp27 = tl.where(tmp26, tmp25, tmp24)
        tl.device_assert(((0 <= tmp27) & (tmp27 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp27 < 512")
        tmp29 = tl.load(in_ptr1 + (tmp27), xmask, eviction_policy='evict_last')
        tmp30 = tmp29 >= tmp7
        tmp31 = tl.load(in_ptr2 + (r0_1 + 256*tmp27), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.where(tmp30, tmp10, tmp31)
        tmp33 = tl.load(in_ptr3 + (tmp27), xmask, eviction_policy='evict_last')
        tmp34 = tmp33.to(tl.int64)
        tmp35 = tmp34 + tmp1
        tmp36 = tmp34 < 0
        tmp37 = tl.where(tmp36, tmp35, tmp34)
        tl.device_assert(((0 <= tmp37) & (tmp37 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp37 < 512")
        tmp39 = tl.load(in_ptr4 + ((tmp37 % 512)), xmask, eviction_policy='evict_last')
        tmp40 = tl.load(in_ptr4 + (2*(((tmp37 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp41 = tl.load(in_ptr4 + (1 + 2*(((tmp37 // 2) % 256))), xmask, eviction_policy='evict_last')
        tmp42 = tmp40 + tmp41
        tmp43 = (tmp39 / tmp42)
        tmp44 = tmp32 * tmp43
        tmp45 = tmp23 + tmp44
        tmp47 = tmp46 + tmp45
        tmp48 = tmp47 * tmp47
        tmp49 = tl.broadcast_to(tmp48, [XBLOCK, R0_BLOCK])
        tmp51 = _tmp50 + tmp49
        _tmp50 = tl.where(r0_mask & xmask, tmp51, _tmp50)
        tl.store(out_ptr0 + (r0_1 + 256*x0), tmp45, r0_mask & xmask)
    tmp50 = tl.sum(_tmp50, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp52 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp53 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp54 = tl.load(out_ptr0 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp55 = tmp53 + tmp54
        tmp56 = tl.full([1, 1], 256.0, tl.float32)
        tmp57 = (tmp50 / tmp56)
        tmp58 = tl.full([1, 1], 1e-05, tl.float32)
        tmp59 = tmp57 + tmp58
        tmp60 = libdevice.rsqrt(tmp59)
        tmp61 = tmp55 * tmp60
        tmp62 = tmp52 * tmp61
        tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp62, r0_mask & xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2, 128), (128, 1))
        assert_size_stride(arg1_1, (1000, 256), (256, 1))
        assert_size_stride(arg2_1, (32, ), (1, ))
        assert_size_stride(arg3_1, (256, ), (1, ))
        assert_size_stride(arg4_1, (256, 256), (256, 1))
        assert_size_stride(arg5_1, (128, 256), (256, 1))
        assert_size_stride(arg6_1, (128, 256), (256, 1))
        assert_size_stride(arg7_1, (256, 256), (256, 1))
        assert_size_stride(arg8_1, (256, ), (1, ))
        assert_size_stride(arg9_1, (4, 256), (256, 1))
        assert_size_stride(arg10_1, (4, 1024, 256), (262144, 256, 1))
        assert_size_stride(arg11_1, (4, 256, 512), (131072, 512, 1))
        assert_size_stride(arg12_1, (256, ), (1, ))
        assert_size_stride(arg13_1, (256, 256), (256, 1))
        assert_size_stride(arg14_1, (128, 256), (256, 1))
        assert_size_stride(arg15_1, (128, 256), (256, 1))
        assert_size_stride(arg16_1, (256, 256), (256, 1))
        assert_size_stride(arg17_1, (256, ), (1, ))
        assert_size_stride(arg18_1, (4, 256), (256, 1))
        assert_size_stride(arg19_1, (4, 1024, 256), (262144, 256, 1))
        assert_size_stride(arg20_1, (4, 256, 512), (131072, 512, 1))
        assert_size_stride(arg21_1, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0.run(arg0_1, arg1_1, arg3_1, buf1, 256, 256, stream=stream0)
            del arg3_1
            buf2 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (256, 1), 0), reinterpret_tensor(arg4_1, (256, 256), (1, 256), 0), out=buf2)
            del arg4_1
            buf3 = empty_strided_cuda((1, 1, 128), (128, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_5, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_1.run(buf3, 128, stream=stream0)
            buf4 = empty_strided_cuda((32, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_4, expand_1, , arange, position_ids, position_ids_1, getitem_5, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten.bmm, aten.arange, aten.add, aten._to_copy]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(arg2_1, (32, 1), (1, 1), 0), reinterpret_tensor(buf3, (1, 128), (0, 1), 0), out=buf4)
            del arg2_1
            del buf3
            buf5 = empty_strided_cuda((256, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (256, 1), 0), reinterpret_tensor(arg5_1, (256, 128), (1, 256), 0), out=buf5)
            del arg5_1
            buf6 = empty_strided_cuda((256, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (256, 1), 0), reinterpret_tensor(arg6_1, (256, 128), (1, 256), 0), out=buf6)
            del arg6_1
            buf7 = reinterpret_tensor(buf1, (2, 4, 128, 64), (32768, 64, 256, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2.run(buf2, buf4, buf7, 256, 256, stream=stream0)
            buf8 = reinterpret_tensor(buf2, (2, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3.run(buf5, buf4, buf8, 1024, 64, stream=stream0)
            del buf5
            buf9 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4.run(buf6, buf9, 65536, stream=stream0)
            buf10 = reinterpret_tensor(buf6, (2, 1, 128, 128), (16384, 0, 128, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf10, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_10, hidden_states_3, key, linear_2, view_2, value_states, getitem_11, hidden_states_4, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:11
            buf11 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf7, buf8, buf9, reinterpret_tensor(buf10, (2, 4, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf10
            del buf7
            del buf8
            buf12 = buf11[0]
            assert_size_stride(buf12, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf12, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf11
            buf16 = reinterpret_tensor(buf9, (256, 256), (256, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(reinterpret_tensor(buf12, (256, 256), (256, 1), 0), reinterpret_tensor(arg7_1, (256, 256), (1, 256), 0), out=buf16)
            del arg7_1
            buf18 = reinterpret_tensor(buf12, (2, 128, 256), (32768, 256, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6:13
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_6.run(arg0_1, arg1_1, buf16, arg8_1, buf18, 256, 256, stream=stream0)
            del arg8_1
            buf19 = empty_strided_cuda((256, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, hidden_states_9, router_logits], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf18, (256, 256), (256, 1), 0), reinterpret_tensor(arg9_1, (256, 4), (1, 256), 0), out=buf19)
            del arg9_1
            buf20 = empty_strided_cuda((256, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, router_probs], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7.run(buf19, buf20, 1024, stream=stream0)
            del buf19
            # Topologically Sorted Source Nodes: [, router_probs, topk], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:16
            buf21 = torch.ops.aten.topk.default(buf20, 2)
            del buf20
            buf22 = buf21[0]
            assert_size_stride(buf22, (256, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf22, 16, 'torch.ops.aten.topk.default')
            buf23 = buf21[1]
            assert_size_stride(buf23, (256, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf23, 16, 'torch.ops.aten.topk.default')
            del buf21
            buf36 = empty_strided_cuda((512, ), (1, ), torch.int64)
            buf24 = empty_strided_cuda((512, ), (1, ), torch.int64)
            buf25 = empty_strided_cuda((512, ), (1, ), torch.int16)
            buf26 = empty_strided_cuda((512, ), (1, ), torch.int32)
            # Topologically Sorted Source Nodes: [expert_ids, sort, histc_input, arange_5, setitem], Original ATen: [aten.view, aten.sort, aten._to_copy, aten.arange, aten.index_put]
            # [Provenance debug handles] triton_per_fused__to_copy_arange_index_put_sort_view_8:17
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_arange_index_put_sort_view_8.run(buf23, buf24, buf25, buf26, buf36, 1, 512, stream=stream0)
            del buf23
            # Topologically Sorted Source Nodes: [histc_input, tokens_per_expert], Original ATen: [aten._to_copy, aten.histc]
            # [Provenance debug handles] torch.ops.aten.histc.default:18
            buf27 = torch.ops.aten.histc.default(buf26, 4, 0, 3)
            del buf26
            buf28 = buf27
            assert_size_stride(buf28, (4, ), (1, ), 'torch.ops.aten.histc.default')
            assert_alignment(buf28, 16, 'torch.ops.aten.histc.default')
            del buf27
            buf29 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [offsets], Original ATen: [aten.cumsum]
            # [Provenance debug handles] triton_per_fused_cumsum_9:19
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_9.run(buf29, 1, 4, stream=stream0)
            buf30 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, hidden_states_9, expert_ids, sort, ge, sentinel_mask, masked_fill_, floordiv, selected_hidden_states_g, transpose_5, out], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10.run(buf24, buf25, buf18, buf30, 131072, stream=stream0)
            del buf18
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, hidden_states_9, expert_ids, sort, ge, sentinel_mask, masked_fill_, floordiv, selected_hidden_states_g, transpose_5, out], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] torch.ops.transformers.grouped_mm_fallback.default:21
            buf31 = torch.ops.transformers.grouped_mm_fallback.default(buf30, reinterpret_tensor(arg10_1, (4, 256, 1024), (262144, 1, 256), 0), buf29)
            del arg10_1
            del buf30
            buf32 = buf31
            assert_size_stride(buf32, (512, 1024), (1024, 1), 'torch.ops.transformers.grouped_mm_fallback.default')
            assert_alignment(buf32, 16, 'torch.ops.transformers.grouped_mm_fallback.default')
            del buf31
            buf33 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [proj_out, ge, sentinel_mask, chunk, silu, proj_out_1, transpose_6, out_1], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11.run(buf24, buf32, buf33, 262144, stream=stream0)
            del buf32
            # Topologically Sorted Source Nodes: [proj_out, ge, sentinel_mask, chunk, silu, proj_out_1, transpose_6, out_1], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] torch.ops.transformers.grouped_mm_fallback.default:23
            buf34 = torch.ops.transformers.grouped_mm_fallback.default(buf33, reinterpret_tensor(arg11_1, (4, 512, 256), (131072, 1, 512), 0), buf29)
            del arg11_1
            del buf29
            del buf33
            buf35 = buf34
            assert_size_stride(buf35, (512, 256), (256, 1), 'torch.ops.transformers.grouped_mm_fallback.default')
            assert_alignment(buf35, 16, 'torch.ops.transformers.grouped_mm_fallback.default')
            del buf34
            buf38 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            buf40 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, expert_ids, sort, ge, sentinel_mask, proj_out_2, sum_1, router_top_value_1, sample_weights_g, unsqueeze_4, weighted_out, weighted_out_1, view_4, final_hidden_states, hidden_states_12, hidden_states_13, pow_3, variance_2, add_9, rsqrt_2, hidden_states_15, hidden_states_16], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.sum, aten.div, aten.index, aten.mul, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_div_embedding_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_12:24
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_div_embedding_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_12.run(buf36, buf24, buf35, buf25, buf22, arg0_1, arg1_1, buf16, arg12_1, buf38, buf40, 256, 256, stream=stream0)
            del arg12_1
            del buf22
            buf41 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(reinterpret_tensor(buf40, (256, 256), (256, 1), 0), reinterpret_tensor(arg13_1, (256, 256), (1, 256), 0), out=buf41)
            del arg13_1
            buf42 = empty_strided_cuda((256, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf40, (256, 256), (256, 1), 0), reinterpret_tensor(arg14_1, (256, 128), (1, 256), 0), out=buf42)
            del arg14_1
            buf43 = empty_strided_cuda((256, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(reinterpret_tensor(buf40, (256, 256), (256, 1), 0), reinterpret_tensor(arg15_1, (256, 128), (1, 256), 0), out=buf43)
            del arg15_1
            buf44 = reinterpret_tensor(buf40, (2, 4, 128, 64), (32768, 64, 256, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_5, view_5, query_states_1, cos_4, mul_14, x2_2, neg_2, x1_2, cat_5, sin_4, mul_15, q_embed_1, linear_6, view_6, key_states_1, mul_16, x2_3, neg_3, x1_3, cat_6, mul_17, k_embed_1, getitem_25, hidden_states_17, key_1, linear_7, view_7, value_states_1, getitem_26, hidden_states_18, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_2.run(buf41, buf4, buf44, 256, 256, stream=stream0)
            buf45 = reinterpret_tensor(buf41, (2, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_5, view_5, query_states_1, cos_4, mul_14, x2_2, neg_2, x1_2, cat_5, sin_4, mul_15, q_embed_1, linear_6, view_6, key_states_1, mul_16, x2_3, neg_3, x1_3, cat_6, mul_17, k_embed_1, getitem_25, hidden_states_17, key_1, linear_7, view_7, value_states_1, getitem_26, hidden_states_18, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_3.run(buf42, buf4, buf45, 1024, 64, stream=stream0)
            del buf4
            del buf42
            buf46 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_5, view_5, query_states_1, cos_4, mul_14, x2_2, neg_2, x1_2, cat_5, sin_4, mul_15, q_embed_1, linear_6, view_6, key_states_1, mul_16, x2_3, neg_3, x1_3, cat_6, mul_17, k_embed_1, getitem_25, hidden_states_17, key_1, linear_7, view_7, value_states_1, getitem_26, hidden_states_18, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4:30
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4.run(buf43, buf46, 65536, stream=stream0)
            buf47 = reinterpret_tensor(buf43, (2, 1, 128, 128), (16384, 0, 128, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_5, view_5, query_states_1, cos_4, mul_14, x2_2, neg_2, x1_2, cat_5, sin_4, mul_15, q_embed_1, linear_6, view_6, key_states_1, mul_16, x2_3, neg_3, x1_3, cat_6, mul_17, k_embed_1, getitem_25, hidden_states_17, key_1, linear_7, view_7, value_states_1, getitem_26, hidden_states_18, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:31
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf47, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_5, view_5, query_states_1, cos_4, mul_14, x2_2, neg_2, x1_2, cat_5, sin_4, mul_15, q_embed_1, linear_6, view_6, key_states_1, mul_16, x2_3, neg_3, x1_3, cat_6, mul_17, k_embed_1, getitem_25, hidden_states_17, key_1, linear_7, view_7, value_states_1, getitem_26, hidden_states_18, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:32
            buf48 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf44, buf45, buf46, reinterpret_tensor(buf47, (2, 4, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf44
            del buf45
            del buf47
            buf49 = buf48[0]
            assert_size_stride(buf49, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf49, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf48
            buf53 = reinterpret_tensor(buf46, (256, 256), (256, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [transpose_10, reshape_9, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf49, (256, 256), (256, 1), 0), reinterpret_tensor(arg16_1, (256, 256), (1, 256), 0), out=buf53)
            del arg16_1
            buf54 = reinterpret_tensor(buf16, (2, 128, 256), (32768, 256, 1), 0); del buf16  # reuse
            buf56 = reinterpret_tensor(buf49, (2, 128, 256), (32768, 256, 1), 0); del buf49  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, hidden_states_12, hidden_states_13, attn_output_7, hidden_states_19, pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, hidden_states_22], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_view_13:34
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_view_13.run(buf54, arg0_1, arg1_1, buf38, buf53, arg17_1, buf56, 256, 256, stream=stream0)
            del arg0_1
            del arg17_1
            del arg1_1
            del buf38
            del buf53
            buf57 = empty_strided_cuda((256, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, hidden_states_22, hidden_states_23, router_logits_1], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf56, (256, 256), (256, 1), 0), reinterpret_tensor(arg18_1, (256, 4), (1, 256), 0), out=buf57)
            del arg18_1
            buf58 = empty_strided_cuda((256, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, router_probs_1], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_exp_prepare_softmax_online_sub_7.run(buf57, buf58, 1024, stream=stream0)
            del buf57
            # Topologically Sorted Source Nodes: [, router_probs_1, topk_1], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:37
            buf59 = torch.ops.aten.topk.default(buf58, 2)
            del buf58
            buf60 = buf59[0]
            assert_size_stride(buf60, (256, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf60, 16, 'torch.ops.aten.topk.default')
            buf61 = buf59[1]
            assert_size_stride(buf61, (256, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf61, 16, 'torch.ops.aten.topk.default')
            del buf59
            buf74 = buf36; del buf36  # reuse
            buf62 = buf24; del buf24  # reuse
            buf63 = buf25; del buf25  # reuse
            buf64 = empty_strided_cuda((512, ), (1, ), torch.int32)
            # Topologically Sorted Source Nodes: [expert_ids_1, sort_1, histc_input_1, arange_6, setitem_1], Original ATen: [aten.view, aten.sort, aten._to_copy, aten.arange, aten.index_put]
            # [Provenance debug handles] triton_per_fused__to_copy_arange_index_put_sort_view_8:38
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_arange_index_put_sort_view_8.run(buf61, buf62, buf63, buf64, buf74, 1, 512, stream=stream0)
            del buf61
            # Topologically Sorted Source Nodes: [histc_input_1, tokens_per_expert_1], Original ATen: [aten._to_copy, aten.histc]
            # [Provenance debug handles] torch.ops.aten.histc.default:39
            buf65 = torch.ops.aten.histc.default(buf64, 4, 0, 3)
            del buf64
            buf66 = buf65
            assert_size_stride(buf66, (4, ), (1, ), 'torch.ops.aten.histc.default')
            assert_alignment(buf66, 16, 'torch.ops.aten.histc.default')
            del buf65
            buf67 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [offsets_1], Original ATen: [aten.cumsum]
            # [Provenance debug handles] triton_per_fused_cumsum_9:40
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_9.run(buf67, 1, 4, stream=stream0)
            buf68 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, hidden_states_22, hidden_states_23, expert_ids_1, sort_1, ge_1, sentinel_mask_1, masked_fill__1, floordiv_1, selected_hidden_states_g_1, transpose_11, out_2], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_embedding_floor_divide_ge_grouped_mm_fallback_index_masked_fill_mean_mul_pow_rsqrt_sort_transpose_unsqueeze_view_10.run(buf62, buf63, buf56, buf68, 131072, stream=stream0)
            del buf56
            # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, hidden_states_22, hidden_states_23, expert_ids_1, sort_1, ge_1, sentinel_mask_1, masked_fill__1, floordiv_1, selected_hidden_states_g_1, transpose_11, out_2], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.floor_divide, aten.index, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] torch.ops.transformers.grouped_mm_fallback.default:42
            buf69 = torch.ops.transformers.grouped_mm_fallback.default(buf68, reinterpret_tensor(arg19_1, (4, 256, 1024), (262144, 1, 256), 0), buf67)
            del arg19_1
            del buf68
            buf70 = buf69
            assert_size_stride(buf70, (512, 1024), (1024, 1), 'torch.ops.transformers.grouped_mm_fallback.default')
            assert_alignment(buf70, 16, 'torch.ops.transformers.grouped_mm_fallback.default')
            del buf69
            buf71 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [proj_out_3, ge_1, sentinel_mask_1, chunk_1, silu_1, proj_out_4, transpose_12, out_3], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11:43
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_grouped_mm_fallback_masked_fill_mul_silu_split_transpose_unsqueeze_11.run(buf62, buf70, buf71, 262144, stream=stream0)
            del buf70
            # Topologically Sorted Source Nodes: [proj_out_3, ge_1, sentinel_mask_1, chunk_1, silu_1, proj_out_4, transpose_12, out_3], Original ATen: [aten.masked_fill, aten.ge, aten.unsqueeze, aten.split, aten.silu, aten.mul, aten.transpose, transformers.grouped_mm_fallback]
            # [Provenance debug handles] torch.ops.transformers.grouped_mm_fallback.default:44
            buf72 = torch.ops.transformers.grouped_mm_fallback.default(buf71, reinterpret_tensor(arg20_1, (4, 512, 256), (131072, 1, 512), 0), buf67)
            del arg20_1
            del buf67
            del buf71
            buf73 = buf72
            assert_size_stride(buf73, (512, 256), (256, 1), 'torch.ops.transformers.grouped_mm_fallback.default')
            assert_alignment(buf73, 16, 'torch.ops.transformers.grouped_mm_fallback.default')
            del buf72
            buf76 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            buf78 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [expert_ids_1, sort_1, ge_1, sentinel_mask_1, proj_out_5, sum_3, router_top_value_3, sample_weights_g_1, unsqueeze_8, weighted_out_2, weighted_out_3, view_9, final_hidden_states_1, hidden_states_26, hidden_states_27, pow_5, variance_4, add_15, rsqrt_4, hidden_states_29, hidden_states_30], Original ATen: [aten.view, aten.sort, aten.ge, aten.unsqueeze, aten.masked_fill, aten.sum, aten.div, aten.index, aten.mul, aten.add, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_red_fused_add_div_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_14:45
            stream0 = get_raw_stream(0)
            triton_red_fused_add_div_ge_index_masked_fill_mean_mul_pow_rsqrt_sort_sum_unsqueeze_view_14.run(buf78, buf74, buf62, buf73, buf63, buf60, arg21_1, buf76, 256, 256, stream=stream0)
            del arg21_1
            del buf60
            del buf62
            del buf63
            del buf73
            del buf74
            del buf76
        return (buf78, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((1000, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((4, 1024, 256), (262144, 256, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((4, 1024, 256), (262144, 256, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
