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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused__foreach_add__foreach_addcdiv__foreach_addcmul_copy__0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       const float* in_ptr20,
                       const float* in_ptr21,
                       const float* in_ptr22,
                       const float* in_ptr23,
                       const float* in_ptr24,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20,
                       float* out_ptr23,
                       float* out_ptr24,
                       float* out_ptr25,
                       float* out_ptr28,
                       float* out_ptr29)
{
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<float>(1.0);
                auto tmp2 = float(tmp0 + tmp1);
                out_ptr0[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<float>(1.0);
                auto tmp2 = float(tmp0 + tmp1);
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<float>(1.0);
                auto tmp2 = float(tmp0 + tmp1);
                out_ptr2[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<float>(1.0);
                auto tmp2 = float(tmp0 + tmp1);
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<float>(1.0);
                auto tmp2 = float(tmp0 + tmp1);
                out_ptr4[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(17L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp22 = out_ptr3[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp43.store(out_ptr8 + static_cast<int64_t>(x0));
                    tmp20.store(out_ptr9 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(17L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    auto tmp22 = out_ptr3[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    tmp43.store(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                    tmp20.store(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(231L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp22 = out_ptr4[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp43.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp20.store(out_ptr14 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(224L) && x0 < static_cast<int64_t>(231L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    auto tmp22 = out_ptr4[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    tmp43.store(out_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    tmp20.store(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(300L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp22 = out_ptr1[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr15 + static_cast<int64_t>(x0));
                    tmp43.store(out_ptr18 + static_cast<int64_t>(x0));
                    tmp20.store(out_ptr19 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(288L) && x0 < static_cast<int64_t>(300L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp22 = out_ptr1[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    tmp43.store(out_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    tmp20.store(out_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr23 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr24 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp22 = out_ptr0[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr20 + static_cast<int64_t>(x0));
                    tmp43.store(out_ptr23 + static_cast<int64_t>(x0));
                    tmp20.store(out_ptr24 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr25 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr28 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr29 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp22 = out_ptr2[static_cast<int64_t>(0L)];
                    auto tmp3 = static_cast<float>(0.01);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp1 + tmp5;
                    auto tmp7 = tmp6 - tmp0;
                    auto tmp8 = static_cast<float>(0.09999999999999998);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp0 + tmp10;
                    auto tmp13 = static_cast<float>(0.999);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp6 * tmp6;
                    auto tmp17 = static_cast<float>(0.0010000000000000009);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp21 = tmp20.sqrt();
                    auto tmp23 = std::pow(tmp13, tmp22);
                    auto tmp24 = static_cast<float>(1.0);
                    auto tmp25 = float(tmp23 - tmp24);
                    auto tmp26 = decltype(tmp25)(-tmp25);
                    auto tmp27 = std::sqrt(tmp26);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp21 / tmp28;
                    auto tmp30 = static_cast<float>(1e-08);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = static_cast<float>(0.9);
                    auto tmp34 = std::pow(tmp33, tmp22);
                    auto tmp35 = float(tmp34 - tmp24);
                    auto tmp36 = static_cast<float>(1000.0);
                    auto tmp37 = float(tmp35 * tmp36);
                    auto tmp38 = static_cast<int32_t>(1);
                    auto tmp39 = tmp38 / tmp37;
                    auto tmp40 = at::vec::Vectorized<float>(tmp39);
                    auto tmp41 = tmp32 / tmp40;
                    auto tmp42 = tmp11 / tmp41;
                    auto tmp43 = tmp2 + tmp42;
                    tmp11.store(out_ptr25 + static_cast<int64_t>(x0));
                    tmp43.store(out_ptr28 + static_cast<int64_t>(x0));
                    tmp20.store(out_ptr29 + static_cast<int64_t>(x0));
                }
            }
        }
    }
}
''')


async_compile.wait(globals())
del async_compile

def call(args):
    arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1 = args
    args.clear()
    assert_size_stride(arg0_1, (512, ), (1, ))
    assert_size_stride(arg1_1, (300, ), (1, ))
    assert_size_stride(arg2_1, (32, 32), (32, 1))
    assert_size_stride(arg3_1, (17, ), (1, ))
    assert_size_stride(arg4_1, (33, 7), (7, 1))
    assert_size_stride(arg5_1, (), ())
    assert_size_stride(arg6_1, (300, ), (1, ))
    assert_size_stride(arg7_1, (300, ), (1, ))
    assert_size_stride(arg8_1, (), ())
    assert_size_stride(arg9_1, (), ())
    assert_size_stride(arg10_1, (), ())
    assert_size_stride(arg11_1, (), ())
    assert_size_stride(arg12_1, (512, ), (1, ))
    assert_size_stride(arg13_1, (32, 32), (32, 1))
    assert_size_stride(arg14_1, (17, ), (1, ))
    assert_size_stride(arg15_1, (33, 7), (7, 1))
    assert_size_stride(arg16_1, (512, ), (1, ))
    assert_size_stride(arg17_1, (32, 32), (32, 1))
    assert_size_stride(arg18_1, (17, ), (1, ))
    assert_size_stride(arg19_1, (33, 7), (7, 1))
    assert_size_stride(arg20_1, (512, ), (1, ))
    assert_size_stride(arg21_1, (300, ), (1, ))
    assert_size_stride(arg22_1, (32, 32), (32, 1))
    assert_size_stride(arg23_1, (17, ), (1, ))
    assert_size_stride(arg24_1, (33, 7), (7, 1))
    cpp_fused__foreach_add__foreach_addcdiv__foreach_addcmul_copy__0(arg8_1, arg5_1, arg9_1, arg10_1, arg11_1, arg14_1, arg23_1, arg3_1, arg18_1, arg15_1, arg24_1, arg4_1, arg19_1, arg6_1, arg21_1, arg1_1, arg7_1, arg12_1, arg20_1, arg0_1, arg16_1, arg13_1, arg22_1, arg2_1, arg17_1, arg8_1, arg5_1, arg9_1, arg10_1, arg11_1, arg14_1, arg3_1, arg18_1, arg15_1, arg4_1, arg19_1, arg6_1, arg1_1, arg7_1, arg12_1, arg0_1, arg16_1, arg13_1, arg2_1, arg17_1)
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
    del arg24_1
    del arg2_1
    del arg3_1
    del arg4_1
    del arg5_1
    del arg6_1
    del arg7_1
    del arg8_1
    del arg9_1
    return ()


def benchmark_compiled_module(times=10, repeat=10):
    from torch._dynamo.testing import rand_strided
    from torch._inductor.utils import print_performance
    arg0_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((300, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((17, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((33, 7), (7, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((300, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((300, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((17, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((33, 7), (7, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((17, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((33, 7), (7, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((300, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((17, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((33, 7), (7, 1), device='cpu', dtype=torch.float32)
    fn = lambda: call([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1])
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    compiled_module_main('None', benchmark_compiled_module)
