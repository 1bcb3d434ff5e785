# AOT ID: ['12_inference']
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


# kernel path: /tmp/torchinductor_root/cu/ccujwobkiofdkec5v3mlhjk6w27bwfn3mbr272ntv4kn2m3oitxf.py
# Topologically Sorted Source Nodes: [getitem, getitem_1, sub, getitem_2, getitem_3, sub_1, area, getitem_4, getitem_5, sub_2, getitem_6, getitem_7, sub_3, area_1, cat, s, truediv, log2, add, tensor, add_1, target_lvls, target_lvls_1, to, sub_4], Original ATen: [aten.select, aten.sub, aten.mul, aten.cat, aten.sqrt, aten.div, aten.log2, aten.add, aten.lift_fresh, aten.floor, aten.clamp, aten._to_copy]
# Source node to ATen node mapping:
#   add => add
#   add_1 => add_1
#   area => mul
#   area_1 => mul_1
#   cat => cat
#   getitem => select
#   getitem_1 => select_1
#   getitem_2 => select_2
#   getitem_3 => select_3
#   getitem_4 => select_4
#   getitem_5 => select_5
#   getitem_6 => select_6
#   getitem_7 => select_7
#   log2 => log2
#   s => sqrt
#   sub => sub
#   sub_1 => sub_1
#   sub_2 => sub_2
#   sub_3 => sub_3
#   sub_4 => sub_4
#   target_lvls => floor
#   target_lvls_1 => clamp_max, clamp_min
#   tensor => full_default
#   to => convert_element_type
#   truediv => div
# Graph fragment:
#   %arg0_1 : Tensor "f32[100, 4][4, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[100, 4][4, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %add : Tensor "f32[200][1]cuda:0" = PlaceHolder[target=add]
#   %select : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 1, 2), kwargs = {})
#   %select_1 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 1, 0), kwargs = {})
#   %sub : Tensor "f32[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select, %select_1), kwargs = {})
#   %select_2 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 1, 3), kwargs = {})
#   %select_3 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 1, 1), kwargs = {})
#   %sub_1 : Tensor "f32[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select_2, %select_3), kwargs = {})
#   %mul : Tensor "f32[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %sub_1), kwargs = {})
#   %select_4 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 2), kwargs = {})
#   %select_5 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 0), kwargs = {})
#   %sub_2 : Tensor "f32[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select_4, %select_5), kwargs = {})
#   %select_6 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 3), kwargs = {})
#   %select_7 : Tensor "f32[100][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg1_1, 1, 1), kwargs = {})
#   %sub_3 : Tensor "f32[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select_6, %select_7), kwargs = {})
#   %mul_1 : Tensor "f32[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %sub_3), kwargs = {})
#   %cat : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul, %mul_1],), kwargs = {})
#   %sqrt : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%cat,), kwargs = {})
#   %div : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sqrt, 224), kwargs = {})
#   %log2 : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log2.default](args = (%div,), kwargs = {})
#   %add : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log2, 4), kwargs = {})
#   %full_default : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 9.999999974752427e-07), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %add_1 : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %full_default), kwargs = {})
#   %floor : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.floor.default](args = (%add_1,), kwargs = {})
#   %clamp_min : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%floor, 5), kwargs = {})
#   %clamp_max : Tensor "f32[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 5), kwargs = {})
#   %convert_element_type : Tensor "i64[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max, torch.int64), kwargs = {})
#   %sub_4 : Tensor "i64[200][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, 5), kwargs = {})
#   return %add,%sub_4
triton_poi_fused__to_copy_add_cat_clamp_div_floor_lift_fresh_log2_mul_select_sqrt_sub_0 = async_compile.triton('triton_poi_fused__to_copy_add_cat_clamp_div_floor_lift_fresh_log2_mul_select_sqrt_sub_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_cat_clamp_div_floor_lift_fresh_log2_mul_select_sqrt_sub_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_cat_clamp_div_floor_lift_fresh_log2_mul_select_sqrt_sub_0(in_ptr0, in_ptr1, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 100, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (2 + 4*(x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr0 + (4*(x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 - tmp6
    tmp8 = tl.load(in_ptr0 + (3 + 4*(x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.load(in_ptr0 + (1 + 4*(x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp10 = tmp8 - tmp9
    tmp11 = tmp7 * tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp4, tmp11, tmp12)
    tmp14 = tmp0 >= tmp3
    tmp15 = tl.full([1], 200, tl.int64)
    tmp16 = tmp0 < tmp15
    tmp17 = tl.load(in_ptr1 + (2 + 4*((-100) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tl.load(in_ptr1 + (4*((-100) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tmp17 - tmp18
    tmp20 = tl.load(in_ptr1 + (3 + 4*((-100) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tl.load(in_ptr1 + (1 + 4*((-100) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp20 - tmp21
    tmp23 = tmp19 * tmp22
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp14, tmp23, tmp24)
    tmp26 = tl.where(tmp4, tmp13, tmp25)
    tmp27 = tl.sqrt_rn(tmp26)
    tmp28 = tl.full([1], 0.004464285714285714, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = libdevice.log2(tmp29)
    tmp31 = tl.full([1], 4.0, tl.float32)
    tmp32 = tmp30 + tmp31
    tmp33 = tl.full([1], 9.999999974752427e-07, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.floor(tmp34)
    tmp36 = tl.full([1], 5.0, tl.float32)
    tmp37 = triton_helpers.maximum(tmp35, tmp36)
    tmp38 = triton_helpers.minimum(tmp37, tmp36)
    tmp39 = tmp38.to(tl.int64)
    tmp40 = tl.full([1], 5, tl.int64)
    tmp41 = tmp39 - tmp40
    tl.store(out_ptr1 + (x0), tmp41, xmask)
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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (100, 4), (4, 1))
        assert_size_stride(arg1_1, (100, 4), (4, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((200, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [getitem, getitem_1, sub, getitem_2, getitem_3, sub_1, area, getitem_4, getitem_5, sub_2, getitem_6, getitem_7, sub_3, area_1, cat, s, truediv, log2, add, tensor, add_1, target_lvls, target_lvls_1, to, sub_4], Original ATen: [aten.select, aten.sub, aten.mul, aten.cat, aten.sqrt, aten.div, aten.log2, aten.add, aten.lift_fresh, aten.floor, aten.clamp, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_cat_clamp_div_floor_lift_fresh_log2_mul_select_sqrt_sub_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_cat_clamp_div_floor_lift_fresh_log2_mul_select_sqrt_sub_0.run(arg0_1, arg1_1, buf1, 200, stream=stream0)
            del arg0_1
            del arg1_1
        return (buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((100, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((100, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
