# AOT ID: ['2_inference']
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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
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


# kernel path: /tmp/torchinductor_root/mm/cmm3t7tap7xllxh4iv4n2flwrkf6hj7tn5ov6ysb7ace7qvzfkmg.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_0 = async_compile.triton('triton_for_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'in_ptr20': '*fp32', 'in_ptr21': '*fp32', 'in_ptr22': '*fp32', 'in_ptr23': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr16': '*fp32', 'out_ptr17': '*fp32', 'out_ptr19': '*fp32', 'out_ptr20': '*fp32', 'out_ptr22': '*fp32', 'out_ptr23': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 8, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 4096, 'no_x_dim_1': False, 'xnumel_1': 1000, 'no_x_dim_2': False, 'xnumel_2': 65536, 'no_x_dim_3': False, 'xnumel_3': 512, 'no_x_dim_4': False, 'xnumel_4': 9408, 'no_x_dim_5': False, 'xnumel_5': 77, 'no_x_dim_6': False, 'xnumel_6': 65536, 'no_x_dim_7': False, 'xnumel_7': 300}, 'kernel_name': 'triton_for_fused_0', 'mutated_arg_names': ['in_ptr0', 'in_ptr11', 'in_ptr12', 'in_ptr14', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr20', 'in_ptr21', 'in_ptr23', 'in_ptr3', 'in_ptr5', 'in_ptr6', 'in_ptr8', 'in_ptr9', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr13', 'out_ptr14', 'out_ptr16', 'out_ptr17', 'out_ptr19', 'out_ptr2', 'out_ptr20', 'out_ptr22', 'out_ptr23', 'out_ptr4', 'out_ptr5', 'out_ptr7', 'out_ptr8'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, out_ptr1, out_ptr2, out_ptr4, out_ptr5, out_ptr7, out_ptr8, out_ptr10, out_ptr11, out_ptr13, out_ptr14, out_ptr16, out_ptr17, out_ptr19, out_ptr20, out_ptr22, out_ptr23):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(4096, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(1000, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(65536, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(512, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(9408, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(77, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(65536, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(300, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 4096
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp3 = tl.load(in_ptr1 + (x0), None)
        tmp5 = tl.load(in_ptr2 + (x0), None)
        tmp1 = tl.full([1], 0.9, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp2 + tmp3
        tmp6 = tl.full([1], -0.1, tl.float32)
        tmp7 = tmp4 * tmp6
        tmp8 = tmp5 + tmp7
        tl.store(out_ptr1 + (x0), tmp8, None)
        tl.store(out_ptr2 + (x0), tmp4, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 1000
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp9 = tl.load(in_ptr3 + (x1), xmask)
        tmp12 = tl.load(in_ptr4 + (x1), xmask)
        tmp14 = tl.load(in_ptr5 + (x1), xmask)
        tmp10 = tl.full([1], 0.9, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp13 = tmp11 + tmp12
        tmp15 = tl.full([1], -0.1, tl.float32)
        tmp16 = tmp13 * tmp15
        tmp17 = tmp14 + tmp16
        tl.store(out_ptr4 + (x1), tmp17, xmask)
        tl.store(out_ptr5 + (x1), tmp13, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x2 = xindex
        tmp18 = tl.load(in_ptr6 + (x2), None)
        tmp21 = tl.load(in_ptr7 + (x2), None)
        tmp23 = tl.load(in_ptr8 + (x2), None)
        tmp19 = tl.full([1], 0.9, tl.float32)
        tmp20 = tmp18 * tmp19
        tmp22 = tmp20 + tmp21
        tmp24 = tl.full([1], -0.1, tl.float32)
        tmp25 = tmp22 * tmp24
        tmp26 = tmp23 + tmp25
        tl.store(out_ptr7 + (x2), tmp26, None)
        tl.store(out_ptr8 + (x2), tmp22, None)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp27 = tl.load(in_ptr9 + (x3), xmask)
        tmp30 = tl.load(in_ptr10 + (x3), xmask)
        tmp32 = tl.load(in_ptr11 + (x3), xmask)
        tmp28 = tl.full([1], 0.9, tl.float32)
        tmp29 = tmp27 * tmp28
        tmp31 = tmp29 + tmp30
        tmp33 = tl.full([1], -0.1, tl.float32)
        tmp34 = tmp31 * tmp33
        tmp35 = tmp32 + tmp34
        tl.store(out_ptr10 + (x3), tmp35, xmask)
        tl.store(out_ptr11 + (x3), tmp31, xmask)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 9408
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp36 = tl.load(in_ptr12 + (x4), xmask)
        tmp39 = tl.load(in_ptr13 + (x4), xmask)
        tmp41 = tl.load(in_ptr14 + (x4), xmask)
        tmp37 = tl.full([1], 0.9, tl.float32)
        tmp38 = tmp36 * tmp37
        tmp40 = tmp38 + tmp39
        tmp42 = tl.full([1], -0.1, tl.float32)
        tmp43 = tmp40 * tmp42
        tmp44 = tmp41 + tmp43
        tl.store(out_ptr13 + (x4), tmp44, xmask)
        tl.store(out_ptr14 + (x4), tmp40, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 77
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x5 = xindex
        tmp45 = tl.load(in_ptr15 + (x5), xmask)
        tmp48 = tl.load(in_ptr16 + (x5), xmask)
        tmp50 = tl.load(in_ptr17 + (x5), xmask)
        tmp46 = tl.full([1], 0.9, tl.float32)
        tmp47 = tmp45 * tmp46
        tmp49 = tmp47 + tmp48
        tmp51 = tl.full([1], -0.1, tl.float32)
        tmp52 = tmp49 * tmp51
        tmp53 = tmp50 + tmp52
        tl.store(out_ptr16 + (x5), tmp53, xmask)
        tl.store(out_ptr17 + (x5), tmp49, xmask)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x6 = xindex
        tmp54 = tl.load(in_ptr18 + (x6), None)
        tmp57 = tl.load(in_ptr19 + (x6), None)
        tmp59 = tl.load(in_ptr20 + (x6), None)
        tmp55 = tl.full([1], 0.9, tl.float32)
        tmp56 = tmp54 * tmp55
        tmp58 = tmp56 + tmp57
        tmp60 = tl.full([1], -0.1, tl.float32)
        tmp61 = tmp58 * tmp60
        tmp62 = tmp59 + tmp61
        tl.store(out_ptr19 + (x6), tmp62, None)
        tl.store(out_ptr20 + (x6), tmp58, None)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 300
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x7 = xindex
        tmp63 = tl.load(in_ptr21 + (x7), xmask)
        tmp66 = tl.load(in_ptr22 + (x7), xmask)
        tmp68 = tl.load(in_ptr23 + (x7), xmask)
        tmp64 = tl.full([1], 0.9, tl.float32)
        tmp65 = tmp63 * tmp64
        tmp67 = tmp65 + tmp66
        tmp69 = tl.full([1], -0.1, tl.float32)
        tmp70 = tmp67 * tmp69
        tmp71 = tmp68 + tmp70
        tl.store(out_ptr22 + (x7), tmp71, xmask)
        tl.store(out_ptr23 + (x7), tmp67, xmask)
    else:
        pass
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1 = args
        args.clear()
        assert_size_stride(arg0_1, (4096, ), (1, ))
        assert_size_stride(arg1_1, (1000, ), (1, ))
        assert_size_stride(arg2_1, (65536, ), (1, ))
        assert_size_stride(arg3_1, (512, ), (1, ))
        assert_size_stride(arg4_1, (9408, ), (1, ))
        assert_size_stride(arg5_1, (77, ), (1, ))
        assert_size_stride(arg6_1, (65536, ), (1, ))
        assert_size_stride(arg7_1, (300, ), (1, ))
        assert_size_stride(arg8_1, (1000, ), (1, ))
        assert_size_stride(arg9_1, (4096, ), (1, ))
        assert_size_stride(arg10_1, (65536, ), (1, ))
        assert_size_stride(arg11_1, (512, ), (1, ))
        assert_size_stride(arg12_1, (9408, ), (1, ))
        assert_size_stride(arg13_1, (77, ), (1, ))
        assert_size_stride(arg14_1, (65536, ), (1, ))
        assert_size_stride(arg15_1, (300, ), (1, ))
        assert_size_stride(arg16_1, (4096, ), (1, ))
        assert_size_stride(arg17_1, (1000, ), (1, ))
        assert_size_stride(arg18_1, (65536, ), (1, ))
        assert_size_stride(arg19_1, (512, ), (1, ))
        assert_size_stride(arg20_1, (9408, ), (1, ))
        assert_size_stride(arg21_1, (77, ), (1, ))
        assert_size_stride(arg22_1, (65536, ), (1, ))
        assert_size_stride(arg23_1, (300, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_0:1
            stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg9_1, arg16_1, arg0_1, arg8_1, arg17_1, arg1_1, arg10_1, arg18_1, arg2_1, arg11_1, arg19_1, arg3_1, arg12_1, arg20_1, arg4_1, arg13_1, arg21_1, arg5_1, arg14_1, arg22_1, arg6_1, arg15_1, arg23_1, arg7_1, arg0_1, arg9_1, arg1_1, arg8_1, arg2_1, arg10_1, arg3_1, arg11_1, arg4_1, arg12_1, arg5_1, arg13_1, arg6_1, arg14_1, arg7_1, arg15_1, stream=stream0)
            del arg0_1
            del arg10_1
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            del arg1_1
            del arg20_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            del arg8_1
            del arg9_1
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((9408, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((77, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((300, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((9408, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((77, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((300, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((9408, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((77, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((300, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
