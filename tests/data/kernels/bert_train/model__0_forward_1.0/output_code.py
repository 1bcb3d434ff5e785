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


# kernel path: /tmp/torchinductor_root/ra/crariuwcno5slnwddqncrjpqbj2mi6nh722bp4cleb6pkvn4gq3x.py
# Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1], Original ATen: [aten.slice, aten.expand, aten.gather]
# Source node to ATen node mapping:
#   buffered_token_type_ids => expand
#   buffered_token_type_ids_1 => gather
#   position_ids => slice_1
# Graph fragment:
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_3 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %expand : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%primals_3, [1, -1]), kwargs = {})
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%expand, 1, %slice_1), kwargs = {})
#   return %gather
triton_poi_fused_expand_gather_slice_0 = async_compile.triton('triton_poi_fused_expand_gather_slice_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_expand_gather_slice_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_expand_gather_slice_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([XBLOCK], 512, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
    tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ip/cipxo4yx3fxpt2yzofqor5u75ftdpeptjaoo2md74ppjahlrqwrn.py
# Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, , inductor_random, embeddings_3, div_6], Original ATen: [aten.slice, aten.expand, aten.gather, aten.embedding, aten.add, aten.native_layer_norm, aten.native_dropout, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default
#   buffered_token_type_ids => expand
#   buffered_token_type_ids_1 => gather
#   div_6 => div_6
#   embeddings => add
#   embeddings_1 => add_1
#   embeddings_2 => add_2, add_3, mul, mul_1, rsqrt, sub, var_mean
#   embeddings_3 => gt, mul_2, mul_3
#   inductor_random => inductor_random_default_6
#   inputs_embeds => embedding
#   position_embeddings => embedding_2
#   position_ids => slice_1
#   token_type_embeddings => embedding_1
#   token_type_ids => expand_1
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_4 : Tensor "f32[1000, 256][256, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=gather]
#   %primals_5 : Tensor "f32[2, 256][256, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_6 : Tensor "f32[512, 256][256, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %add_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_1]
#   %inductor_seeds_default : Tensor "i64[7][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_6]
#   %getitem_1 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf3 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf3]
#   %gt : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %mul : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul]
#   %primals_7 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_8]
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %expand : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%primals_3, [1, -1]), kwargs = {})
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%expand, 1, %slice_1), kwargs = {})
#   %expand_1 : Tensor "i64[2, 128][0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%gather, [2, 128]), kwargs = {})
#   %embedding : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_4, %primals_1, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_5, %expand_1), kwargs = {})
#   %add : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %embedding_2 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_6, %slice_1), kwargs = {})
#   %add_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %embedding_2), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-12), kwargs = {})
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %sub : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_7), kwargs = {})
#   %add_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_8), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default_6 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 128, 256], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_6, 0.1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_3), kwargs = {})
#   %mul_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, 1.1111111111111112), kwargs = {})
#   %div_6 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   return %add_1,%getitem_1,%buf3,%inductor_random_default_6,%gt,%mul,%mul_3,%div_6
triton_per_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_native_layer_norm_backward_slice_1 = async_compile.triton('triton_per_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_native_layer_norm_backward_slice_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr3': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_native_layer_norm_backward_slice_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120, 'r0_': 1181696}}
)
@triton.jit
def triton_per_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_native_layer_norm_backward_slice_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr3, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x3 = xindex
    r0_2 = r0_index
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp52 = tl.load(in_ptr7 + (r0_2), None, eviction_policy='evict_last')
    tmp54 = tl.load(in_ptr8 + (r0_2), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 256*tmp4), xmask, other=0.0)
    tmp8 = tl.full([1, 1], 2, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert(((0 <= tmp11) & (tmp11 < 2)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 2")
    tmp13 = tl.load(in_ptr3 + (r0_2 + 256*tmp11), xmask, other=0.0)
    tmp14 = tmp6 + tmp13
    tmp16 = tl.full([1, 1], 512, tl.int32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp15 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp15)
    tl.device_assert(((0 <= tmp19) & (tmp19 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 512")
    tmp21 = tl.load(in_ptr5 + (r0_2 + 256*tmp19), xmask, other=0.0)
    tmp22 = tmp14 + tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 256, tl.int32)
    tmp31 = tmp30.to(tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tmp23 - tmp32
    tmp34 = tmp33 * tmp33
    tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
    tmp37 = tl.where(xmask, tmp35, 0)
    tmp38 = tl.sum(tmp37, 1)[:, None].to(tl.float32)
    tmp39 = tl.load(in_ptr6 + load_seed_offset)
    tmp40 = r0_2 + 256*x3
    tmp41 = tl.rand(tmp39, (tmp40).to(tl.uint32))
    tmp42 = tl.full([1, 1], 0.1, tl.float32)
    tmp43 = tmp41 > tmp42
    tmp44 = tmp22 - tmp32
    tmp45 = tl.full([1, 1], 256.0, tl.float32)
    tmp46 = (tmp38 / tmp45)
    tmp47 = tl.full([1, 1], 1e-12, tl.float32)
    tmp48 = tmp46 + tmp47
    tmp49 = libdevice.rsqrt(tmp48)
    tmp50 = tmp44 * tmp49
    tmp51 = tmp43.to(tl.float32)
    tmp53 = tmp50 * tmp52
    tmp55 = tmp53 + tmp54
    tmp56 = tmp51 * tmp55
    tmp57 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp58 = tmp56 * tmp57
    tmp59 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp60 = tmp49 * tmp59
    tl.store(out_ptr3 + (r0_2 + 256*x3), tmp43, xmask)
    tl.store(in_out_ptr0 + (r0_2 + 256*x3), tmp50, xmask)
    tl.store(out_ptr4 + (r0_2 + 256*x3), tmp58, xmask)
    tl.store(out_ptr5 + (x3), tmp60, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/i7/ci7jjlk36pnf3f34a3gsizh5sbbhtxynca2i7xjgbw63fc4z6oif.py
# Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge]
# Source node to ATen node mapping:
#   arange_2 => iota_2
#   attention_mask => ge
#   q_arange => add_4
#   q_indices => unsqueeze, unsqueeze_1, unsqueeze_2
# Graph fragment:
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   return %ge
triton_poi_fused_add_arange_ge_unsqueeze_2 = async_compile.triton('triton_poi_fused_add_arange_ge_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_ge_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_ge_unsqueeze_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3p/c3puwn46rexnaugi6ybh7s7x7jbt62tbnlbjguezmmrpshf7pcib.py
# Topologically Sorted Source Nodes: [, linear, view, query_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_9
#   attn_output => clone, mul_4
#   linear => view_1
#   query_layer => permute_1
#   view => view_2
# Graph fragment:
#   %primals_10 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mm_default_9 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_9]
#   %add_tensor_9 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_10, %mm_default_9), kwargs = {})
#   %view_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_9, [2, 128, 256]), kwargs = {})
#   %view_2 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [2, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_1, 0.3535533905932738), kwargs = {})
#   %clone : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_addmm_clone_mul_transpose_view_3 = async_compile.triton('triton_poi_fused_addmm_clone_mul_transpose_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_mul_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 787456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_mul_transpose_view_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = ((xindex // 8192) % 4)
    x1 = ((xindex // 64) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x2 + 256*x1 + 32768*x3), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x4), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ir/cirgjpuk5b57uhqa2ajq446usolxhdy2czdxvkhybxkwxi6twi4n.py
# Topologically Sorted Source Nodes: [, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_8
#   attn_output => clone_1, mul_5, permute_6
#   key_layer => permute_3
#   linear_1 => view_4
#   view_1 => view_5
# Graph fragment:
#   %primals_12 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_12]
#   %mm_default_8 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_8]
#   %add_tensor_8 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_12, %mm_default_8), kwargs = {})
#   %view_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_8, [2, 128, 256]), kwargs = {})
#   %view_5 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 4, 64, 128][32768, 64, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_3, [0, 1, 3, 2]), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 64, 128][32768, 64, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_6, 0.3535533905932738), kwargs = {})
#   %clone_1 : Tensor "f32[2, 4, 64, 128][32768, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_addmm_clone_mul_transpose_view_4 = async_compile.triton('triton_poi_fused_addmm_clone_mul_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_mul_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 263168, 'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_mul_transpose_view_4(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 256)
    x2 = xindex
    y1 = yindex // 256
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0 + 256*x2 + 32768*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x2 + 128*y3), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/uz/cuz2tipyx7aceqibfcavetw3neoerra7ihtdqrzg7przk6lmksnq.py
# Topologically Sorted Source Nodes: [attention_mask_1, attn_output, , inductor_random], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax, aten.native_dropout]
# Source node to ATen node mapping:
#    => exp_default_1, inductor_lookup_seed_default_1, prepare_softmax_online_default_1, sub_tensor_1
#   attention_mask_1 => expand_2
#   attn_output => add_6, any_1, div, eq, full_default, full_default_1, full_default_2, gt_1, logical_not, logical_not_1, mul_6, mul_7, view_11, where, where_1
#   inductor_random => inductor_random_default_5
# Graph fragment:
#   %bmm : Tensor "f32[8, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0" = PlaceHolder[target=ge]
#   %any_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=any_1]
#   %inductor_seeds_default : Tensor "i64[7][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_5 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=inductor_random_default_5]
#   %gt_1 : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=gt_1]
#   %logical_not_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0" = PlaceHolder[target=logical_not_1]
#   %getitem_12 : Tensor "f32[2, 4, 128, 1][512, 128, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %getitem_13 : Tensor "f32[2, 4, 128, 1][512, 128, 1, 1]cuda:0" = PlaceHolder[target=getitem_13]
#   %expand_2 : Tensor "b8[2, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [2, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %view_11 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [2, 4, 128, 128]), kwargs = {})
#   %add_6 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where), kwargs = {})
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_12), kwargs = {})
#   %exp_default_1 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_13), kwargs = {})
#   %eq : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_6, -inf), kwargs = {})
#   %logical_not : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_random_default_5 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 4, 128, 128], %inductor_lookup_seed_default_1, rand), kwargs = {})
#   %gt_1 : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_5, 0.1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_1, %where_1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, 1.1111111111111112), kwargs = {})
#   return %getitem_12,%getitem_13,%any_1,%logical_not_1,%inductor_random_default_5,%gt_1,%expand_5
triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_5 = async_compile.triton('triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i1', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*i1', 'out_ptr4': '*fp32', 'load_seed_offset': 'constexpr', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 5, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2176, 'r0_': 1835008}}
)
@triton.jit
def triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr3, out_ptr4, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 128*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp4 = tl.where(tmp1, tmp2, tmp3)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, float("-inf"))
    tmp11 = triton_helpers.max2(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tmp6 - tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tmp5 == tmp3
    tmp19 = tmp18 == 0
    tmp20 = tmp19.to(tl.int64)
    tmp21 = (tmp20 != 0)
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, False)
    tmp25 = triton_helpers.any(tmp24, 1)[:, None].to(tl.int1)
    tmp26 = tmp25 == 0
    tmp27 = tl.load(in_ptr2 + load_seed_offset)
    tmp28 = r0_2 + 128*x3
    tmp29 = tl.rand(tmp27, (tmp28).to(tl.uint32))
    tmp30 = tl.full([1, 1], 0.1, tl.float32)
    tmp31 = tmp29 > tmp30
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tmp5 - tmp11
    tmp34 = libdevice.exp(tmp33)
    tmp35 = (tmp34 / tmp17)
    tmp36 = tl.where(tmp26, tmp2, tmp35)
    tmp37 = tmp32 * tmp36
    tmp38 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp39 = tmp37 * tmp38
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp26, xmask)
    tl.store(out_ptr3 + (r0_2 + 128*x3), tmp31, xmask)
    tl.store(out_ptr4 + (r0_2 + 128*x3), tmp39, xmask)
    tl.store(out_ptr0 + (x3), tmp11, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5q/c5qi435vlgdoaus42h2ijfz6b62xblhrprdoyuzirrdgy5xycazj.py
# Topologically Sorted Source Nodes: [, linear_2, view_2, value_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_7
#   attn_output => clone_2
#   linear_2 => view_7
#   value_layer => permute_5
#   view_2 => view_8
# Graph fragment:
#   %primals_14 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_7 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_7]
#   %add_tensor_7 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_7), kwargs = {})
#   %view_7 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_7, [2, 128, 256]), kwargs = {})
#   %view_8 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [2, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_addmm_clone_transpose_view_6 = async_compile.triton('triton_poi_fused_addmm_clone_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 787456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_transpose_view_6(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = ((xindex // 8192) % 4)
    x1 = ((xindex // 64) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x2 + 256*x1 + 32768*x3), None)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/pr/cpr6ckgo4glilosauladr5qfjmemmx3zokn4rrj44hhv5kv664up.py
# Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_14
#   attn_output_1 => clone_3
#   transpose_3 => permute_7
# Graph fragment:
#   %bmm_1 : Tensor "f32[8, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [2, 4, 128, 64]), kwargs = {})
#   %permute_7 : Tensor "f32[2, 128, 4, 64][32768, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused_clone_transpose_view_7 = async_compile.triton('triton_poi_fused_clone_transpose_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 4)
    x2 = ((xindex // 256) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 8192*x1 + 32768*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/m7/cm7ypmav56z5hy2jkxj6tzhurc52b56iomuhf766haaxamd2gcug.py
# Topologically Sorted Source Nodes: [, hidden_states, inductor_random, hidden_states_1, add_4, hidden_states_2, div_5], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_6, inductor_lookup_seed_default_2
#   add_4 => add_7
#   div_5 => div_5
#   hidden_states => view_17
#   hidden_states_1 => gt_2, mul_8, mul_9
#   hidden_states_2 => add_8, add_9, mul_10, mul_11, rsqrt_1, sub_2, var_mean_1
#   inductor_random => inductor_random_default_4
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[7][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_4]
#   %gt_2 : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %primals_16 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mm_default_6 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %mul_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_3]
#   %getitem_3 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf31 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf31]
#   %mul_10 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_10]
#   %primals_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_18]
#   %add_tensor_6 : Tensor "f32[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_16, %mm_default_6), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_6, [2, 128, 256]), kwargs = {})
#   %inductor_lookup_seed_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 2), kwargs = {})
#   %inductor_random_default_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 128, 256], %inductor_lookup_seed_default_2, rand), kwargs = {})
#   %gt_2 : Tensor "b8[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_4, 0.1), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_17), kwargs = {})
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, 1.1111111111111112), kwargs = {})
#   %add_7 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_3), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_8 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-12), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %sub_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_3), kwargs = {})
#   %mul_10 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_11 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %primals_17), kwargs = {})
#   %add_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %primals_18), kwargs = {})
#   %div_5 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   return %inductor_random_default_4,%gt_2,%getitem_3,%buf31,%mul_10,%add_9,%div_5
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1707008}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp37 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 256, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 256.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-12, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp36, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp40, xmask)
    tl.store(out_ptr5 + (x0), tmp42, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/pe/cpe5xysb3atgzonr3cog33hseqa35yb7ylecbrh2gntd4i5rn2pl.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_19
#   hidden_states_4 => add_10, erf, mul_12, mul_13, mul_14
# Graph fragment:
#   %addmm_4 : Tensor "f32[256, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_19 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [2, 128, 512]), kwargs = {})
#   %mul_12 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, 0.5), kwargs = {})
#   %mul_13 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_13,), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_14 : Tensor "f32[2, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, %add_10), kwargs = {})
#   return %mul_14
triton_poi_fused_gelu_view_9 = async_compile.triton('triton_poi_fused_gelu_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1572864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ys/cyszoftfrpyehigsnd32zh252imudsex6tavwmrbv7lrt5a24efp.py
# Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_3, , inductor_random], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten.native_dropout]
# Source node to ATen node mapping:
#    => exp_default, inductor_lookup_seed_default_4, prepare_softmax_online_default, sub_tensor
#   attention_mask_1 => expand_2
#   attn_output => full_default, full_default_1, full_default_2, where
#   attn_output_3 => add_14, any_2, div_1, eq_1, gt_4, logical_not_2, logical_not_3, mul_21, mul_22, view_33, where_3
#   inductor_random => inductor_random_default_2
# Graph fragment:
#   %bmm_2 : Tensor "f32[8, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0" = PlaceHolder[target=ge]
#   %inductor_seeds_default : Tensor "i64[7][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=inductor_random_default_2]
#   %any_2 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=any_2]
#   %getitem_10 : Tensor "f32[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_10]
#   %getitem_11 : Tensor "f32[2, 4, 128, 1][512, 128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_11]
#   %gt_4 : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=gt_4]
#   %where_3 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=where_3]
#   %expand_2 : Tensor "b8[2, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [2, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %full_default_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_33 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [2, 4, 128, 128]), kwargs = {})
#   %add_14 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %where), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_14, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_10), kwargs = {})
#   %exp_default : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_1 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_11), kwargs = {})
#   %eq_1 : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_14, -inf), kwargs = {})
#   %logical_not_2 : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq_1,), kwargs = {})
#   %any_2 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not_2, -1, True), kwargs = {})
#   %logical_not_3 : Tensor "b8[2, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_2,), kwargs = {})
#   %where_3 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_3, %full_default_2, %div_1), kwargs = {})
#   %inductor_lookup_seed_default_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 4), kwargs = {})
#   %inductor_random_default_2 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 4, 128, 128], %inductor_lookup_seed_default_4, rand), kwargs = {})
#   %gt_4 : Tensor "b8[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_2, 0.1), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_4, %where_3), kwargs = {})
#   %mul_22 : Tensor "f32[2, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_21, 1.1111111111111112), kwargs = {})
#   return %getitem_10,%getitem_11,%any_2,%inductor_random_default_2,%gt_4,%where_3,%expand_9
triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_10 = async_compile.triton('triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*i64', 'out_ptr4': '*i1', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 2883584}}
)
@triton.jit
def triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_10(in_out_ptr0, in_ptr0, in_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 128*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp4 = tl.where(tmp1, tmp2, tmp3)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, float("-inf"))
    tmp11 = triton_helpers.max2(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tmp6 - tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tmp5 == tmp3
    tmp19 = tmp18 == 0
    tmp20 = tmp19.to(tl.int64)
    tmp21 = (tmp20 != 0)
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, False)
    tmp25 = triton_helpers.any(tmp24, 1)[:, None].to(tl.int1)
    tmp26 = tl.load(in_ptr1 + load_seed_offset)
    tmp27 = r0_2 + 128*x3
    tmp28 = tl.rand(tmp26, (tmp27).to(tl.uint32))
    tmp29 = tl.full([1, 1], 0.1, tl.float32)
    tmp30 = tmp28 > tmp29
    tmp31 = tmp25 == 0
    tmp32 = tmp5 - tmp11
    tmp33 = libdevice.exp(tmp32)
    tmp34 = (tmp33 / tmp17)
    tmp35 = tl.where(tmp31, tmp2, tmp34)
    tmp36 = tmp30.to(tl.float32)
    tmp37 = tmp36 * tmp35
    tmp38 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp39 = tmp37 * tmp38
    tl.store(out_ptr4 + (r0_2 + 128*x3), tmp30, xmask)
    tl.store(in_out_ptr0 + (r0_2 + 128*x3), tmp35, xmask)
    tl.store(out_ptr5 + (r0_2 + 128*x3), tmp39, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42 = args
        args.clear()
        assert_size_stride(primals_1, (2, 128), (128, 1))
        assert_size_stride(primals_2, (1, 512), (512, 1))
        assert_size_stride(primals_3, (1, 512), (512, 1))
        assert_size_stride(primals_4, (1000, 256), (256, 1))
        assert_size_stride(primals_5, (2, 256), (256, 1))
        assert_size_stride(primals_6, (512, 256), (256, 1))
        assert_size_stride(primals_7, (256, ), (1, ))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_11, (256, 256), (256, 1))
        assert_size_stride(primals_12, (256, ), (1, ))
        assert_size_stride(primals_13, (256, 256), (256, 1))
        assert_size_stride(primals_14, (256, ), (1, ))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_17, (256, ), (1, ))
        assert_size_stride(primals_18, (256, ), (1, ))
        assert_size_stride(primals_19, (512, 256), (256, 1))
        assert_size_stride(primals_20, (512, ), (1, ))
        assert_size_stride(primals_21, (256, 512), (512, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (256, ), (1, ))
        assert_size_stride(primals_24, (256, ), (1, ))
        assert_size_stride(primals_25, (256, 256), (256, 1))
        assert_size_stride(primals_26, (256, ), (1, ))
        assert_size_stride(primals_27, (256, 256), (256, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(primals_29, (256, 256), (256, 1))
        assert_size_stride(primals_30, (256, ), (1, ))
        assert_size_stride(primals_31, (256, 256), (256, 1))
        assert_size_stride(primals_32, (256, ), (1, ))
        assert_size_stride(primals_33, (256, ), (1, ))
        assert_size_stride(primals_34, (256, ), (1, ))
        assert_size_stride(primals_35, (512, 256), (256, 1))
        assert_size_stride(primals_36, (512, ), (1, ))
        assert_size_stride(primals_37, (256, 512), (512, 1))
        assert_size_stride(primals_38, (256, ), (1, ))
        assert_size_stride(primals_39, (256, ), (1, ))
        assert_size_stride(primals_40, (256, ), (1, ))
        assert_size_stride(primals_41, (256, 256), (256, 1))
        assert_size_stride(primals_42, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 128), (128, 1), torch.int64)
            # Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1], Original ATen: [aten.slice, aten.expand, aten.gather]
            # [Provenance debug handles] triton_poi_fused_expand_gather_slice_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_expand_gather_slice_0.run(primals_2, primals_3, buf0, 128, stream=stream0)
            del primals_3
            buf6 = empty_strided_cuda((7, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:2
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [7], out=buf6)
            buf1 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf8 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bool)
            buf5 = buf1; del buf1  # reuse
            buf10 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf83 = empty_strided_cuda((2, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, , inductor_random, embeddings_3, div_6], Original ATen: [aten.slice, aten.expand, aten.gather, aten.embedding, aten.add, aten.native_layer_norm, aten.native_dropout, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_native_layer_norm_backward_slice_1:3
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_native_layer_norm_backward_slice_1.run(buf5, primals_1, primals_4, buf0, primals_5, primals_2, primals_6, buf6, primals_7, primals_8, buf8, buf10, buf83, 0, 256, 256, stream=stream0)
            del primals_4
            del primals_5
            del primals_6
            del primals_8
            buf9 = empty_strided_cuda((1, 1, 128, 1), (128, 128, 1, 1), torch.bool)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge]
            # [Provenance debug handles] triton_poi_fused_add_arange_ge_unsqueeze_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_ge_unsqueeze_2.run(buf9, 128, stream=stream0)
            buf11 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, ], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf10, (256, 256), (256, 1), 0), reinterpret_tensor(primals_9, (256, 256), (1, 256), 0), out=buf11)
            buf12 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, linear_1, ], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf10, (256, 256), (256, 1), 0), reinterpret_tensor(primals_11, (256, 256), (1, 256), 0), out=buf12)
            buf13 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, linear_2, ], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf10, (256, 256), (256, 1), 0), reinterpret_tensor(primals_13, (256, 256), (1, 256), 0), out=buf13)
            buf14 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear, view, query_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_10, buf11, buf14, 65536, stream=stream0)
            del primals_10
            buf15 = reinterpret_tensor(buf11, (2, 4, 64, 128), (32768, 8192, 128, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_4.run(primals_12, buf12, buf15, 512, 128, stream=stream0)
            del primals_12
            buf16 = empty_strided_cuda((8, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear, view, query_layer, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:10
            extern_kernels.bmm(reinterpret_tensor(buf14, (8, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf15, (8, 64, 128), (8192, 128, 1), 0), out=buf16)
            buf17 = empty_strided_cuda((2, 4, 128, 1), (512, 128, 1, 1), torch.float32)
            buf18 = empty_strided_cuda((2, 4, 128, 1), (512, 128, 1, 1), torch.float32)
            buf19 = empty_strided_cuda((2, 4, 128, 1), (512, 128, 1, 1024), torch.bool)
            buf20 = reinterpret_tensor(buf19, (2, 4, 128, 1), (512, 128, 1, 1), 0); del buf19  # reuse
            buf22 = empty_strided_cuda((2, 4, 128, 128), (65536, 16384, 128, 1), torch.bool)
            buf23 = empty_strided_cuda((2, 4, 128, 128), (65536, 16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, , inductor_random], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax, aten.native_dropout]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_5:11
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_5.run(buf20, buf16, buf9, buf6, buf17, buf18, buf22, buf23, 1, 1024, 128, stream=stream0)
            buf24 = reinterpret_tensor(buf12, (2, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [, linear_2, view_2, value_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_6.run(primals_14, buf13, buf24, 65536, stream=stream0)
            del primals_14
            buf25 = reinterpret_tensor(buf13, (8, 128, 64), (8192, 64, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, , linear_2, view_2, value_layer, attn_output], Original ATen: [aten.expand, aten.addmm, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten.add, aten.sub, aten.exp, aten._safe_softmax, aten.native_dropout, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:13
            extern_kernels.bmm(reinterpret_tensor(buf23, (8, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf24, (8, 128, 64), (8192, 64, 1), 0), out=buf25)
            buf26 = empty_strided_cuda((2, 128, 4, 64), (32768, 256, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_7:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf25, buf26, 65536, stream=stream0)
            buf27 = reinterpret_tensor(buf25, (256, 256), (256, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1, reshape, hidden_states, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(buf26, (256, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 256), (1, 256), 0), out=buf27)
            buf29 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bool)
            buf33 = reinterpret_tensor(buf27, (2, 128, 256), (32768, 256, 1), 0); del buf27  # reuse
            buf34 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf82 = empty_strided_cuda((2, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states, inductor_random, hidden_states_1, add_4, hidden_states_2, div_5], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:16
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf33, buf6, primals_16, buf10, primals_17, primals_18, buf29, buf34, buf82, 2, 256, 256, stream=stream0)
            del primals_16
            del primals_18
            buf35 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_2, hidden_states_3], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:17
            extern_kernels.addmm(primals_20, reinterpret_tensor(buf34, (256, 256), (256, 1), 0), reinterpret_tensor(primals_19, (256, 512), (1, 256), 0), alpha=1, beta=1, out=buf35)
            del primals_20
            buf36 = empty_strided_cuda((2, 128, 512), (65536, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_9:18
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_9.run(buf35, buf36, 131072, stream=stream0)
            buf37 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf36, (256, 512), (512, 1), 0), reinterpret_tensor(primals_21, (512, 256), (1, 512), 0), out=buf37)
            buf39 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bool)
            buf43 = reinterpret_tensor(buf37, (2, 128, 256), (32768, 256, 1), 0); del buf37  # reuse
            buf44 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf81 = empty_strided_cuda((2, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_5, inductor_random, hidden_states_6, add_5, hidden_states_7, div_4], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:20
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf43, buf6, primals_22, buf34, primals_23, primals_24, buf39, buf44, buf81, 3, 256, 256, stream=stream0)
            del primals_22
            del primals_24
            buf45 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf44, (256, 256), (256, 1), 0), reinterpret_tensor(primals_25, (256, 256), (1, 256), 0), out=buf45)
            buf46 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_7, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf44, (256, 256), (256, 1), 0), reinterpret_tensor(primals_27, (256, 256), (1, 256), 0), out=buf46)
            buf47 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf44, (256, 256), (256, 1), 0), reinterpret_tensor(primals_29, (256, 256), (1, 256), 0), out=buf47)
            buf48 = empty_strided_cuda((2, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_6, view_3, query_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_26, buf45, buf48, 65536, stream=stream0)
            del primals_26
            buf49 = reinterpret_tensor(buf45, (2, 4, 64, 128), (32768, 8192, 128, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [, linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_4:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_4.run(primals_28, buf46, buf49, 512, 128, stream=stream0)
            del primals_28
            buf50 = empty_strided_cuda((8, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:26
            extern_kernels.bmm(reinterpret_tensor(buf48, (8, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf49, (8, 64, 128), (8192, 128, 1), 0), out=buf50)
            buf56 = empty_strided_cuda((2, 4, 128, 128), (65536, 16384, 128, 1), torch.bool)
            buf54 = reinterpret_tensor(buf50, (2, 4, 128, 128), (65536, 16384, 128, 1), 0); del buf50  # reuse
            buf57 = empty_strided_cuda((2, 4, 128, 128), (65536, 16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_3, , inductor_random], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten.native_dropout]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_10:27
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_native_dropout_prepare_softmax_online_scalar_tensor_sub_view_where_10.run(buf54, buf9, buf6, buf56, buf57, 4, 1024, 128, stream=stream0)
            buf58 = reinterpret_tensor(buf46, (2, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [, linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_6:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_6.run(primals_30, buf47, buf58, 65536, stream=stream0)
            del primals_30
            buf59 = reinterpret_tensor(buf47, (8, 128, 64), (8192, 64, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [, linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.native_dropout, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:29
            extern_kernels.bmm(reinterpret_tensor(buf57, (8, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf58, (8, 128, 64), (8192, 64, 1), 0), out=buf59)
            buf60 = empty_strided_cuda((2, 128, 4, 64), (32768, 256, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_7:30
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf59, buf60, 65536, stream=stream0)
            buf61 = reinterpret_tensor(buf59, (256, 256), (256, 1), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4, reshape_1, hidden_states_8, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf60, (256, 256), (256, 1), 0), reinterpret_tensor(primals_31, (256, 256), (1, 256), 0), out=buf61)
            buf63 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bool)
            buf67 = reinterpret_tensor(buf61, (2, 128, 256), (32768, 256, 1), 0); del buf61  # reuse
            buf68 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf80 = empty_strided_cuda((2, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_8, inductor_random, hidden_states_9, add_6, hidden_states_10, div_3], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:32
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf67, buf6, primals_32, buf44, primals_33, primals_34, buf63, buf68, buf80, 5, 256, 256, stream=stream0)
            del primals_32
            del primals_34
            buf69 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:33
            extern_kernels.addmm(primals_36, reinterpret_tensor(buf68, (256, 256), (256, 1), 0), reinterpret_tensor(primals_35, (256, 512), (1, 256), 0), alpha=1, beta=1, out=buf69)
            del primals_36
            buf70 = empty_strided_cuda((2, 128, 512), (65536, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_9:34
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_9.run(buf69, buf70, 131072, stream=stream0)
            buf71 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf70, (256, 512), (512, 1), 0), reinterpret_tensor(primals_37, (512, 256), (1, 512), 0), out=buf71)
            buf73 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bool)
            buf77 = reinterpret_tensor(buf71, (2, 128, 256), (32768, 256, 1), 0); del buf71  # reuse
            buf78 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.float32)
            buf79 = empty_strided_cuda((2, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_13, inductor_random, hidden_states_14, add_7, hidden_states_15, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:36
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf77, buf6, primals_38, buf68, primals_39, primals_40, buf73, buf78, buf79, 6, 256, 256, stream=stream0)
            del buf6
            del primals_38
            del primals_40
        return (buf78, primals_1, primals_2, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, reinterpret_tensor(buf0, (2, 128), (0, 1), 0), buf5, buf8, buf9, reinterpret_tensor(buf10, (256, 256), (256, 1), 0), buf16, buf17, buf18, buf20, buf22, reinterpret_tensor(buf26, (256, 256), (256, 1), 0), buf29, buf33, reinterpret_tensor(buf34, (256, 256), (256, 1), 0), buf35, reinterpret_tensor(buf36, (256, 512), (512, 1), 0), buf39, buf43, reinterpret_tensor(buf44, (256, 256), (256, 1), 0), buf54, buf56, reinterpret_tensor(buf60, (256, 256), (256, 1), 0), buf63, buf67, reinterpret_tensor(buf68, (256, 256), (256, 1), 0), buf69, reinterpret_tensor(buf70, (256, 512), (512, 1), 0), buf73, buf77, buf79, buf80, reinterpret_tensor(buf57, (8, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf58, (8, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf48, (8, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf49, (8, 128, 64), (8192, 1, 128), 0), buf81, buf82, reinterpret_tensor(buf23, (8, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf24, (8, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf14, (8, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf15, (8, 128, 64), (8192, 1, 128), 0), buf83, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((1000, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
