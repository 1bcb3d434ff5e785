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


# kernel path: /tmp/torchinductor_root/3c/c3cbtj3hlrwfou57l466grsoq4zgzjbflrjaxnijrxawme2g2hua.py
# Topologically Sorted Source Nodes: [buf], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf => clone
# Graph fragment:
#   %arg8_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %clone : Tensor "f32[4096][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg8_1,), kwargs = {})
#   return %clone
triton_poi_fused_clone_0 = async_compile.triton('triton_poi_fused_clone_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gn/cgnpejuzbi6t4jmu6tpjcmdddqwhg4ov3umc53rfl5u2dty6i2qq.py
# Topologically Sorted Source Nodes: [buf_1], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf_1 => clone_1
# Graph fragment:
#   %arg9_1 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %clone_1 : Tensor "f32[1000][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg9_1,), kwargs = {})
#   return %clone_1
triton_poi_fused_clone_1 = async_compile.triton('triton_poi_fused_clone_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/4s/c4st47y3muw3zauiezuao2wxsubc2uhlhrhizktxynvtr6dr4wg4.py
# Topologically Sorted Source Nodes: [buf_2], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf_2 => clone_2
# Graph fragment:
#   %arg10_1 : Tensor "f32[65536][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %clone_2 : Tensor "f32[65536][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg10_1,), kwargs = {})
#   return %clone_2
triton_poi_fused_clone_2 = async_compile.triton('triton_poi_fused_clone_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wf/cwf3jpdz76fqeedpepa477edxln5gvaw7a6o2mqqrscbaljvv4bg.py
# Topologically Sorted Source Nodes: [buf_3], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf_3 => clone_3
# Graph fragment:
#   %arg11_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %clone_3 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg11_1,), kwargs = {})
#   return %clone_3
triton_poi_fused_clone_3 = async_compile.triton('triton_poi_fused_clone_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/mx/cmx7n6vvf5jq6qtogpyfg4vhns2u2wjwfoy3cd4kdkmv7mt7z32y.py
# Topologically Sorted Source Nodes: [buf_4], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf_4 => clone_4
# Graph fragment:
#   %arg12_1 : Tensor "f32[9408][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %clone_4 : Tensor "f32[9408][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg12_1,), kwargs = {})
#   return %clone_4
triton_poi_fused_clone_4 = async_compile.triton('triton_poi_fused_clone_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112896}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9408
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/om/com4ggfsjrtp3rcn7oqqba3cbgu57lvfltk63icugfjxoyowmmde.py
# Topologically Sorted Source Nodes: [buf_5], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf_5 => clone_5
# Graph fragment:
#   %arg13_1 : Tensor "f32[77][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %clone_5 : Tensor "f32[77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg13_1,), kwargs = {})
#   return %clone_5
triton_poi_fused_clone_5 = async_compile.triton('triton_poi_fused_clone_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 924}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 77
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/w3/cw3zinutfkk3g7bixeejbtfs5u5lkbmesiloivm6qo3uncro3ndo.py
# Topologically Sorted Source Nodes: [buf_7], Original ATen: [aten.clone]
# Source node to ATen node mapping:
#   buf_7 => clone_7
# Graph fragment:
#   %arg15_1 : Tensor "f32[300][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %clone_7 : Tensor "f32[300][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%arg15_1,), kwargs = {})
#   return %clone_7
triton_poi_fused_clone_6 = async_compile.triton('triton_poi_fused_clone_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 300
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/64/c644qu53pa54dzw4azw2ho5lyvw5mino6575jzp4vjjuqa6wfzr4.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_7 = async_compile.triton('triton_for_fused_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 8, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 4096, 'no_x_dim_1': False, 'xnumel_1': 1000, 'no_x_dim_2': False, 'xnumel_2': 65536, 'no_x_dim_3': False, 'xnumel_3': 512, 'no_x_dim_4': False, 'xnumel_4': 9408, 'no_x_dim_5': False, 'xnumel_5': 77, 'no_x_dim_6': False, 'xnumel_6': 65536, 'no_x_dim_7': False, 'xnumel_7': 300}, 'kernel_name': 'triton_for_fused_7', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr13', 'in_ptr14', 'in_ptr2', 'in_ptr4', 'in_ptr6', 'in_ptr8', 'out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3', 'out_ptr4', 'out_ptr5', 'out_ptr7', 'out_ptr8'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, out_ptr8):
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
        tmp1 = tl.load(in_ptr1 + (x0), None)
        tmp2 = tl.full([1], -0.1, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 + tmp3
        tl.store(out_ptr0 + (x0), tmp4, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 1000
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp5 = tl.load(in_ptr2 + (x1), xmask)
        tmp6 = tl.load(in_ptr3 + (x1), xmask)
        tmp7 = tl.full([1], -0.1, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp5 + tmp8
        tl.store(out_ptr1 + (x1), tmp9, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x2 = xindex
        tmp10 = tl.load(in_ptr4 + (x2), None)
        tmp11 = tl.load(in_ptr5 + (x2), None)
        tmp12 = tl.full([1], -0.1, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = tmp10 + tmp13
        tl.store(out_ptr2 + (x2), tmp14, None)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 512
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp15 = tl.load(in_ptr6 + (x3), xmask)
        tmp16 = tl.load(in_ptr7 + (x3), xmask)
        tmp17 = tl.full([1], -0.1, tl.float32)
        tmp18 = tmp16 * tmp17
        tmp19 = tmp15 + tmp18
        tl.store(out_ptr3 + (x3), tmp19, xmask)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 9408
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp20 = tl.load(in_ptr8 + (x4), xmask)
        tmp21 = tl.load(in_ptr9 + (x4), xmask)
        tmp22 = tl.full([1], -0.1, tl.float32)
        tmp23 = tmp21 * tmp22
        tmp24 = tmp20 + tmp23
        tl.store(out_ptr4 + (x4), tmp24, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 77
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x5 = xindex
        tmp25 = tl.load(in_ptr10 + (x5), xmask)
        tmp26 = tl.load(in_ptr11 + (x5), xmask)
        tmp27 = tl.full([1], -0.1, tl.float32)
        tmp28 = tmp26 * tmp27
        tmp29 = tmp25 + tmp28
        tl.store(out_ptr5 + (x5), tmp29, xmask)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x6 = xindex
        tmp30 = tl.load(in_ptr12 + (x6), None)
        tmp31 = tl.load(in_ptr13 + (x6), None)
        tmp32 = tl.full([1], -0.1, tl.float32)
        tmp33 = tmp30 * tmp32
        tmp34 = tmp31 + tmp33
        tl.store(out_ptr6 + (x6), tmp30, None)
        tl.store(out_ptr7 + (x6), tmp34, None)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 300
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x7 = xindex
        tmp35 = tl.load(in_ptr14 + (x7), xmask)
        tmp36 = tl.load(in_ptr15 + (x7), xmask)
        tmp37 = tl.full([1], -0.1, tl.float32)
        tmp38 = tmp36 * tmp37
        tmp39 = tmp35 + tmp38
        tl.store(out_ptr8 + (x7), tmp39, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1 = args
        args.clear()
        assert_size_stride(arg0_1, (4096, ), (1, ))
        assert_size_stride(arg1_1, (1000, ), (1, ))
        assert_size_stride(arg2_1, (65536, ), (1, ))
        assert_size_stride(arg3_1, (512, ), (1, ))
        assert_size_stride(arg4_1, (9408, ), (1, ))
        assert_size_stride(arg5_1, (77, ), (1, ))
        assert_size_stride(arg6_1, (65536, ), (1, ))
        assert_size_stride(arg7_1, (300, ), (1, ))
        assert_size_stride(arg8_1, (4096, ), (1, ))
        assert_size_stride(arg9_1, (1000, ), (1, ))
        assert_size_stride(arg10_1, (65536, ), (1, ))
        assert_size_stride(arg11_1, (512, ), (1, ))
        assert_size_stride(arg12_1, (9408, ), (1, ))
        assert_size_stride(arg13_1, (77, ), (1, ))
        assert_size_stride(arg14_1, (65536, ), (1, ))
        assert_size_stride(arg15_1, (300, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4096, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_0.run(arg8_1, buf0, 4096, stream=stream0)
            del arg8_1
            buf1 = empty_strided_cuda((1000, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf_1], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_1.run(arg9_1, buf1, 1000, stream=stream0)
            del arg9_1
            buf2 = empty_strided_cuda((65536, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf_2], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_2.run(arg10_1, buf2, 65536, stream=stream0)
            del arg10_1
            buf3 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf_3], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_3:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_3.run(arg11_1, buf3, 512, stream=stream0)
            del arg11_1
            buf4 = empty_strided_cuda((9408, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf_4], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_4:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_4.run(arg12_1, buf4, 9408, stream=stream0)
            del arg12_1
            buf5 = empty_strided_cuda((77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf_5], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_5:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_5.run(arg13_1, buf5, 77, stream=stream0)
            del arg13_1
            buf7 = empty_strided_cuda((300, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [buf_7], Original ATen: [aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_6:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_6.run(arg15_1, buf7, 300, stream=stream0)
            del arg15_1
            buf6 = empty_strided_cuda((65536, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
            # [Provenance debug handles] triton_for_fused_7:8
            stream0 = get_raw_stream(0)
            triton_for_fused_7.run(arg0_1, buf0, arg1_1, buf1, arg2_1, buf2, arg3_1, buf3, arg4_1, buf4, arg5_1, buf5, arg14_1, arg6_1, arg7_1, buf7, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, buf6, arg6_1, arg7_1, stream=stream0)
            del arg0_1
            del arg14_1
            del arg1_1
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
        return (buf1, buf0, buf2, buf3, buf4, buf5, buf6, buf7, )

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
    arg8_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((9408, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((77, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((65536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((300, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
