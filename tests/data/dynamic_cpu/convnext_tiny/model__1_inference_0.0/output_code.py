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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L))))))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + x1*static_cast<int64_t>(ks1*ks1) + x1_inner*static_cast<int64_t>(ks1*ks1) + 3L*x0*static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 3L*x0*static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L)))) && x2 < static_cast<int64_t>(static_cast<int64_t>(ks1*ks1))))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + x1*static_cast<int64_t>(ks1*ks1) + x1_inner*static_cast<int64_t>(ks1*ks1) + 3L*x0*static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(static_cast<int64_t>(ks1*ks1) + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L)))));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner*static_cast<int64_t>(ks1*ks1) + (-8L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L)))), static_cast<int64_t>(static_cast<int64_t>(ks1*ks1) + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L)))));
                            }
                            transpose_mxn<float,false>(tmp1, static_cast<int64_t>(static_cast<int64_t>(ks1*ks1) + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L)))), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 3L*x0*static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(3L), static_cast<int64_t>(3L), static_cast<int64_t>(static_cast<int64_t>(ks1*ks1) + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>(ks1*ks1)), static_cast<int64_t>(8L)))));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 48L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 48L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_native_layer_norm_permute_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(96L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(96.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_addmm_gelu_t_view_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L*ks1*static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L*ks1*static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*((static_cast<int64_t>(x0) % static_cast<int64_t>(ks1*static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_mul_native_layer_norm_permute_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 96L*x0*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 96L*x1 + 96L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp4.store(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 96L*x0*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_native_layer_norm_permute_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(96L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(96.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_gelu_view_5 = async_compile.cpp_pybinding(['float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
}
''')


cpp_fused_add_mul_permute_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_mul_native_layer_norm_permute_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(96L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp4, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp5 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(96.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 384L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x1 + 96L*x2 + 384L*x0), static_cast<int64_t>(96L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_native_layer_norm_permute_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(24L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(192.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_gelu_view_9 = async_compile.cpp_pybinding(['float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
}
''')


cpp_fused_add_mul_permute_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_mul_native_layer_norm_permute_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(24L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp4, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp5 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(192.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 768L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x1 + 192L*x2 + 768L*x0), static_cast<int64_t>(192L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_native_layer_norm_permute_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(384L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(48L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(384.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_gelu_view_13 = async_compile.cpp_pybinding(['float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1536L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1536L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
}
''')


cpp_fused_add_mul_permute_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_mul_native_layer_norm_permute_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(384L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(48L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp4, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp5 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(384.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_native_layer_norm_permute_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(768L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(96L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_gelu_view_17 = async_compile.cpp_pybinding(['float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L*ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
}
''')


cpp_fused_add_mul_permute_view_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_as_strided_mean_mul_native_layer_norm_permute_view_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x2 + 768L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x2 + 768L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L*ks0); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L*ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))), static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(768L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(96L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
}
''')


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1 = args
        args.clear()
        s77 = arg2_1
        s53 = arg3_1
        assert_size_stride(arg0_1, (96, 3, 4, 4), (48, 16, 4, 1))
        assert_size_stride(arg1_1, (96, ), (1, ))
        assert_size_stride(arg4_1, (s77, 3, s53, s53), (3*s53*s53, s53*s53, s53, 1))
        assert_size_stride(arg5_1, (96, ), (1, ))
        assert_size_stride(arg6_1, (96, ), (1, ))
        assert_size_stride(arg7_1, (96, 1, 1), (1, 1, 1))
        assert_size_stride(arg8_1, (96, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg9_1, (96, ), (1, ))
        assert_size_stride(arg10_1, (96, ), (1, ))
        assert_size_stride(arg11_1, (96, ), (1, ))
        assert_size_stride(arg12_1, (384, 96), (96, 1))
        assert_size_stride(arg13_1, (384, ), (1, ))
        assert_size_stride(arg14_1, (96, 384), (384, 1))
        assert_size_stride(arg15_1, (96, ), (1, ))
        assert_size_stride(arg16_1, (96, 1, 1), (1, 1, 1))
        assert_size_stride(arg17_1, (96, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg18_1, (96, ), (1, ))
        assert_size_stride(arg19_1, (96, ), (1, ))
        assert_size_stride(arg20_1, (96, ), (1, ))
        assert_size_stride(arg21_1, (384, 96), (96, 1))
        assert_size_stride(arg22_1, (384, ), (1, ))
        assert_size_stride(arg23_1, (96, 384), (384, 1))
        assert_size_stride(arg24_1, (96, ), (1, ))
        assert_size_stride(arg25_1, (96, 1, 1), (1, 1, 1))
        assert_size_stride(arg26_1, (96, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg27_1, (96, ), (1, ))
        assert_size_stride(arg28_1, (96, ), (1, ))
        assert_size_stride(arg29_1, (96, ), (1, ))
        assert_size_stride(arg30_1, (384, 96), (96, 1))
        assert_size_stride(arg31_1, (384, ), (1, ))
        assert_size_stride(arg32_1, (96, 384), (384, 1))
        assert_size_stride(arg33_1, (96, ), (1, ))
        assert_size_stride(arg34_1, (96, ), (1, ))
        assert_size_stride(arg35_1, (96, ), (1, ))
        assert_size_stride(arg36_1, (192, 96, 2, 2), (384, 4, 2, 1))
        assert_size_stride(arg37_1, (192, ), (1, ))
        assert_size_stride(arg38_1, (192, 1, 1), (1, 1, 1))
        assert_size_stride(arg39_1, (192, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg40_1, (192, ), (1, ))
        assert_size_stride(arg41_1, (192, ), (1, ))
        assert_size_stride(arg42_1, (192, ), (1, ))
        assert_size_stride(arg43_1, (768, 192), (192, 1))
        assert_size_stride(arg44_1, (768, ), (1, ))
        assert_size_stride(arg45_1, (192, 768), (768, 1))
        assert_size_stride(arg46_1, (192, ), (1, ))
        assert_size_stride(arg47_1, (192, 1, 1), (1, 1, 1))
        assert_size_stride(arg48_1, (192, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg49_1, (192, ), (1, ))
        assert_size_stride(arg50_1, (192, ), (1, ))
        assert_size_stride(arg51_1, (192, ), (1, ))
        assert_size_stride(arg52_1, (768, 192), (192, 1))
        assert_size_stride(arg53_1, (768, ), (1, ))
        assert_size_stride(arg54_1, (192, 768), (768, 1))
        assert_size_stride(arg55_1, (192, ), (1, ))
        assert_size_stride(arg56_1, (192, 1, 1), (1, 1, 1))
        assert_size_stride(arg57_1, (192, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg58_1, (192, ), (1, ))
        assert_size_stride(arg59_1, (192, ), (1, ))
        assert_size_stride(arg60_1, (192, ), (1, ))
        assert_size_stride(arg61_1, (768, 192), (192, 1))
        assert_size_stride(arg62_1, (768, ), (1, ))
        assert_size_stride(arg63_1, (192, 768), (768, 1))
        assert_size_stride(arg64_1, (192, ), (1, ))
        assert_size_stride(arg65_1, (192, ), (1, ))
        assert_size_stride(arg66_1, (192, ), (1, ))
        assert_size_stride(arg67_1, (384, 192, 2, 2), (768, 4, 2, 1))
        assert_size_stride(arg68_1, (384, ), (1, ))
        assert_size_stride(arg69_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg70_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg71_1, (384, ), (1, ))
        assert_size_stride(arg72_1, (384, ), (1, ))
        assert_size_stride(arg73_1, (384, ), (1, ))
        assert_size_stride(arg74_1, (1536, 384), (384, 1))
        assert_size_stride(arg75_1, (1536, ), (1, ))
        assert_size_stride(arg76_1, (384, 1536), (1536, 1))
        assert_size_stride(arg77_1, (384, ), (1, ))
        assert_size_stride(arg78_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg79_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg80_1, (384, ), (1, ))
        assert_size_stride(arg81_1, (384, ), (1, ))
        assert_size_stride(arg82_1, (384, ), (1, ))
        assert_size_stride(arg83_1, (1536, 384), (384, 1))
        assert_size_stride(arg84_1, (1536, ), (1, ))
        assert_size_stride(arg85_1, (384, 1536), (1536, 1))
        assert_size_stride(arg86_1, (384, ), (1, ))
        assert_size_stride(arg87_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg88_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg89_1, (384, ), (1, ))
        assert_size_stride(arg90_1, (384, ), (1, ))
        assert_size_stride(arg91_1, (384, ), (1, ))
        assert_size_stride(arg92_1, (1536, 384), (384, 1))
        assert_size_stride(arg93_1, (1536, ), (1, ))
        assert_size_stride(arg94_1, (384, 1536), (1536, 1))
        assert_size_stride(arg95_1, (384, ), (1, ))
        assert_size_stride(arg96_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg97_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg98_1, (384, ), (1, ))
        assert_size_stride(arg99_1, (384, ), (1, ))
        assert_size_stride(arg100_1, (384, ), (1, ))
        assert_size_stride(arg101_1, (1536, 384), (384, 1))
        assert_size_stride(arg102_1, (1536, ), (1, ))
        assert_size_stride(arg103_1, (384, 1536), (1536, 1))
        assert_size_stride(arg104_1, (384, ), (1, ))
        assert_size_stride(arg105_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg106_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg107_1, (384, ), (1, ))
        assert_size_stride(arg108_1, (384, ), (1, ))
        assert_size_stride(arg109_1, (384, ), (1, ))
        assert_size_stride(arg110_1, (1536, 384), (384, 1))
        assert_size_stride(arg111_1, (1536, ), (1, ))
        assert_size_stride(arg112_1, (384, 1536), (1536, 1))
        assert_size_stride(arg113_1, (384, ), (1, ))
        assert_size_stride(arg114_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg115_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg116_1, (384, ), (1, ))
        assert_size_stride(arg117_1, (384, ), (1, ))
        assert_size_stride(arg118_1, (384, ), (1, ))
        assert_size_stride(arg119_1, (1536, 384), (384, 1))
        assert_size_stride(arg120_1, (1536, ), (1, ))
        assert_size_stride(arg121_1, (384, 1536), (1536, 1))
        assert_size_stride(arg122_1, (384, ), (1, ))
        assert_size_stride(arg123_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg124_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg125_1, (384, ), (1, ))
        assert_size_stride(arg126_1, (384, ), (1, ))
        assert_size_stride(arg127_1, (384, ), (1, ))
        assert_size_stride(arg128_1, (1536, 384), (384, 1))
        assert_size_stride(arg129_1, (1536, ), (1, ))
        assert_size_stride(arg130_1, (384, 1536), (1536, 1))
        assert_size_stride(arg131_1, (384, ), (1, ))
        assert_size_stride(arg132_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg133_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg134_1, (384, ), (1, ))
        assert_size_stride(arg135_1, (384, ), (1, ))
        assert_size_stride(arg136_1, (384, ), (1, ))
        assert_size_stride(arg137_1, (1536, 384), (384, 1))
        assert_size_stride(arg138_1, (1536, ), (1, ))
        assert_size_stride(arg139_1, (384, 1536), (1536, 1))
        assert_size_stride(arg140_1, (384, ), (1, ))
        assert_size_stride(arg141_1, (384, 1, 1), (1, 1, 1))
        assert_size_stride(arg142_1, (384, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg143_1, (384, ), (1, ))
        assert_size_stride(arg144_1, (384, ), (1, ))
        assert_size_stride(arg145_1, (384, ), (1, ))
        assert_size_stride(arg146_1, (1536, 384), (384, 1))
        assert_size_stride(arg147_1, (1536, ), (1, ))
        assert_size_stride(arg148_1, (384, 1536), (1536, 1))
        assert_size_stride(arg149_1, (384, ), (1, ))
        assert_size_stride(arg150_1, (384, ), (1, ))
        assert_size_stride(arg151_1, (384, ), (1, ))
        assert_size_stride(arg152_1, (768, 384, 2, 2), (1536, 4, 2, 1))
        assert_size_stride(arg153_1, (768, ), (1, ))
        assert_size_stride(arg154_1, (768, 1, 1), (1, 1, 1))
        assert_size_stride(arg155_1, (768, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg156_1, (768, ), (1, ))
        assert_size_stride(arg157_1, (768, ), (1, ))
        assert_size_stride(arg158_1, (768, ), (1, ))
        assert_size_stride(arg159_1, (3072, 768), (768, 1))
        assert_size_stride(arg160_1, (3072, ), (1, ))
        assert_size_stride(arg161_1, (768, 3072), (3072, 1))
        assert_size_stride(arg162_1, (768, ), (1, ))
        assert_size_stride(arg163_1, (768, 1, 1), (1, 1, 1))
        assert_size_stride(arg164_1, (768, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg165_1, (768, ), (1, ))
        assert_size_stride(arg166_1, (768, ), (1, ))
        assert_size_stride(arg167_1, (768, ), (1, ))
        assert_size_stride(arg168_1, (3072, 768), (768, 1))
        assert_size_stride(arg169_1, (3072, ), (1, ))
        assert_size_stride(arg170_1, (768, 3072), (3072, 1))
        assert_size_stride(arg171_1, (768, ), (1, ))
        assert_size_stride(arg172_1, (768, 1, 1), (1, 1, 1))
        assert_size_stride(arg173_1, (768, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(arg174_1, (768, ), (1, ))
        assert_size_stride(arg175_1, (768, ), (1, ))
        assert_size_stride(arg176_1, (768, ), (1, ))
        assert_size_stride(arg177_1, (3072, 768), (768, 1))
        assert_size_stride(arg178_1, (3072, ), (1, ))
        assert_size_stride(arg179_1, (768, 3072), (3072, 1))
        assert_size_stride(arg180_1, (768, ), (1, ))
        assert_size_stride(arg181_1, (768, ), (1, ))
        assert_size_stride(arg182_1, (768, ), (1, ))
        assert_size_stride(arg183_1, (10, 768), (768, 1))
        assert_size_stride(arg184_1, (10, ), (1, ))
        buf0 = empty_strided_cpu((s77, 3, s53, s53), (3*s53*s53, 1, 3*s53, 3), torch.float32)
        buf1 = empty_strided_cpu((96, 3, 4, 4), (48, 1, 12, 3), torch.float32)
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg4_1, arg0_1, buf0, buf1, s77, s53)
        del arg0_1
        del arg4_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf2, (s77, 96, s53 // 4, s53 // 4), (96*(s53 // 4)*(s53 // 4), 1, 96*(s53 // 4), 96), 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        buf3 = empty_strided_cpu((s77, s53 // 4, s53 // 4, 1), ((s53 // 4)*(s53 // 4), s53 // 4, 1, s77*(s53 // 4)*(s53 // 4)), torch.float32)
        buf4 = empty_strided_cpu((s77, s53 // 4, s53 // 4, 1), ((s53 // 4)*(s53 // 4), s53 // 4, 1, s77*(s53 // 4)*(s53 // 4)), torch.float32)
        buf6 = reinterpret_tensor(buf2, (s77, s53 // 4, s53 // 4, 96), (96*(s53 // 4)*(s53 // 4), 96*(s53 // 4), 96, 1), 0); del buf2  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_1:3
        cpp_fused_native_layer_norm_permute_1(buf6, arg5_1, arg6_1, buf3, buf4, s53, s77)
        del arg5_1
        del arg6_1
        # Topologically Sorted Source Nodes: [x, x_1, x_2, input_2], Original ATen: [aten.permute, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf7 = extern_kernels.convolution(reinterpret_tensor(buf6, (s77, 96, s53 // 4, s53 // 4), (96*(s53 // 4)*(s53 // 4), 1, 96*(s53 // 4), 96), 0), arg8_1, arg9_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_size_stride(buf7, (s77, 96, s53 // 4, s53 // 4), (96*(s53 // 4)*(s53 // 4), 1, 96*(s53 // 4), 96), 'torch.ops.aten.convolution.default')
        del arg8_1
        del arg9_1
        buf8 = buf4; del buf4  # reuse
        buf9 = buf3; del buf3  # reuse
        buf11 = reinterpret_tensor(buf7, (s77, s53 // 4, s53 // 4, 96), (96*(s53 // 4)*(s53 // 4), 96*(s53 // 4), 96, 1), 0); del buf7  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_1:5
        cpp_fused_native_layer_norm_permute_1(buf11, arg10_1, arg11_1, buf8, buf9, s53, s77)
        del arg10_1
        del arg11_1
        del buf8
        del buf9
        buf12 = empty_strided_cpu((s77*(s53 // 4)*(s53 // 4), 384), (384, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_3, input_4, input_5], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:6
        extern_kernels.addmm(arg13_1, reinterpret_tensor(buf11, (s77*(s53 // 4)*(s53 // 4), 96), (96, 1), 0), reinterpret_tensor(arg12_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf12)
        del arg12_1
        del arg13_1
        del buf11
        buf13 = reinterpret_tensor(buf12, (s77, s53 // 4, s53 // 4, 384), (384*(s53 // 4)*(s53 // 4), 384*(s53 // 4), 384, 1), 0); del buf12  # reuse
        buf14 = empty_strided_cpu((s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_addmm_gelu_t_view_2:7
        cpp_fused_addmm_gelu_t_view_2(buf13, buf14, s53, s77)
        del buf13
        buf15 = empty_strided_cpu((s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:8
        extern_kernels.addmm(arg15_1, buf14, reinterpret_tensor(arg14_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf15)
        del arg14_1
        del arg15_1
        buf16 = reinterpret_tensor(buf15, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 0); del buf15  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_native_layer_norm_permute_view_3:9
        cpp_fused_add_mul_native_layer_norm_permute_view_3(buf16, arg7_1, buf6, s53, s77)
        del arg7_1
        del buf6
        # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf17 = extern_kernels.convolution(buf16, arg17_1, arg18_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_size_stride(buf17, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        buf18 = empty_strided_cpu((s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 1), ((s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), ((s53 // 4)*(s53 // 4)) // (s53 // 4), 1, s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))), torch.float32)
        buf19 = empty_strided_cpu((s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 1), ((s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), ((s53 // 4)*(s53 // 4)) // (s53 // 4), 1, s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4))), torch.float32)
        buf21 = reinterpret_tensor(buf17, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 96), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96, 1), 0); del buf17  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_4:11
        cpp_fused_native_layer_norm_permute_4(buf21, arg19_1, arg20_1, buf18, buf19, s53, s77)
        del arg19_1
        del arg20_1
        buf22 = buf14; del buf14  # reuse
        # Topologically Sorted Source Nodes: [input_10, input_11, input_12], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(arg22_1, reinterpret_tensor(buf21, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), 0), reinterpret_tensor(arg21_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf22)
        del arg21_1
        del arg22_1
        buf23 = reinterpret_tensor(buf22, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 384), (384*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384, 1), 0); del buf22  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_5:13
        cpp_fused_gelu_view_5(buf23, s53, s77)
        buf24 = reinterpret_tensor(buf21, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [input_12, input_13, input_14], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(arg24_1, reinterpret_tensor(buf23, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), 0), reinterpret_tensor(arg23_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf24)
        del arg23_1
        del arg24_1
        buf25 = reinterpret_tensor(buf24, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 0); del buf24  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_6:15
        cpp_fused_add_mul_permute_view_6(buf25, arg16_1, buf16, s53, s77)
        del arg16_1
        del buf16
        # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:16
        buf26 = extern_kernels.convolution(buf25, arg26_1, arg27_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_size_stride(buf26, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 'torch.ops.aten.convolution.default')
        del arg26_1
        del arg27_1
        buf27 = buf19; del buf19  # reuse
        buf28 = buf18; del buf18  # reuse
        buf30 = reinterpret_tensor(buf26, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 96), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96, 1), 0); del buf26  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_4:17
        cpp_fused_native_layer_norm_permute_4(buf30, arg28_1, arg29_1, buf27, buf28, s53, s77)
        del arg28_1
        del arg29_1
        buf31 = reinterpret_tensor(buf23, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [input_17, input_18, input_19], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf30, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), 0), reinterpret_tensor(arg30_1, (96, 384), (1, 96), 0), alpha=1, beta=1, out=buf31)
        del arg30_1
        del arg31_1
        buf32 = reinterpret_tensor(buf31, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 384), (384*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384, 1), 0); del buf31  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_5:19
        cpp_fused_gelu_view_5(buf32, s53, s77)
        buf33 = reinterpret_tensor(buf30, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), (96, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [input_19, input_20, input_21], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg33_1, reinterpret_tensor(buf32, (s77*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 384), (384, 1), 0), reinterpret_tensor(arg32_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf33)
        del arg32_1
        del arg33_1
        del buf32
        buf34 = buf28; del buf28  # reuse
        buf35 = buf27; del buf27  # reuse
        buf37 = reinterpret_tensor(buf33, (s77, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4), 96), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96, 1), 0); del buf33  # reuse
        buf38 = empty_strided_cpu((192, 96, 2, 2), (384, 1, 192, 96), torch.float32)
        # [Provenance debug handles] cpp_fused_add_convolution_mul_native_layer_norm_permute_view_7:21
        cpp_fused_add_convolution_mul_native_layer_norm_permute_view_7(buf37, arg25_1, buf25, arg34_1, arg35_1, arg36_1, buf34, buf35, buf38, s53, s77)
        del arg25_1
        del arg34_1
        del arg35_1
        del arg36_1
        del buf25
        del buf34
        del buf35
        # Topologically Sorted Source Nodes: [input_21, input_22, result_4, result_5, x_4, x_5, input_23], Original ATen: [aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:22
        buf39 = extern_kernels.convolution(reinterpret_tensor(buf37, (s77, 96, s53 // 4, ((s53 // 4)*(s53 // 4)) // (s53 // 4)), (96*(s53 // 4)*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 1, 96*(((s53 // 4)*(s53 // 4)) // (s53 // 4)), 96), 0), buf38, arg37_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf39, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
        del arg37_1
        del buf37
        del buf38
        # Topologically Sorted Source Nodes: [input_24], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:23
        buf40 = extern_kernels.convolution(buf39, arg39_1, arg40_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_size_stride(buf40, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
        del arg39_1
        del arg40_1
        buf41 = empty_strided_cpu((s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 1), ((s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 1, s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))), torch.float32)
        buf42 = empty_strided_cpu((s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 1), ((s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 1, s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)))), torch.float32)
        buf44 = reinterpret_tensor(buf40, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf40  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_8:24
        cpp_fused_native_layer_norm_permute_8(buf44, arg41_1, arg42_1, buf41, buf42, s53, s77)
        del arg41_1
        del arg42_1
        buf45 = empty_strided_cpu((s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_25, input_26, input_27], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:25
        extern_kernels.addmm(arg44_1, reinterpret_tensor(buf44, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0), reinterpret_tensor(arg43_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf45)
        del arg43_1
        del arg44_1
        buf46 = reinterpret_tensor(buf45, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 768), (768*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768, 1), 0); del buf45  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_9:26
        cpp_fused_gelu_view_9(buf46, s53, s77)
        buf47 = reinterpret_tensor(buf44, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [input_27, input_28, input_29], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:27
        extern_kernels.addmm(arg46_1, reinterpret_tensor(buf46, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg45_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf47)
        del arg45_1
        del arg46_1
        buf48 = reinterpret_tensor(buf47, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 0); del buf47  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_10:28
        cpp_fused_add_mul_permute_view_10(buf48, arg38_1, buf39, s53, s77)
        del arg38_1
        del buf39
        # Topologically Sorted Source Nodes: [input_31], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:29
        buf49 = extern_kernels.convolution(buf48, arg48_1, arg49_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_size_stride(buf49, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
        del arg48_1
        del arg49_1
        buf50 = buf42; del buf42  # reuse
        buf51 = buf41; del buf41  # reuse
        buf53 = reinterpret_tensor(buf49, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf49  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_8:30
        cpp_fused_native_layer_norm_permute_8(buf53, arg50_1, arg51_1, buf50, buf51, s53, s77)
        del arg50_1
        del arg51_1
        buf54 = reinterpret_tensor(buf46, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0); del buf46  # reuse
        # Topologically Sorted Source Nodes: [input_32, input_33, input_34], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:31
        extern_kernels.addmm(arg53_1, reinterpret_tensor(buf53, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0), reinterpret_tensor(arg52_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf54)
        del arg52_1
        del arg53_1
        buf55 = reinterpret_tensor(buf54, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 768), (768*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768, 1), 0); del buf54  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_9:32
        cpp_fused_gelu_view_9(buf55, s53, s77)
        buf56 = reinterpret_tensor(buf53, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [input_34, input_35, input_36], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:33
        extern_kernels.addmm(arg55_1, reinterpret_tensor(buf55, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg54_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf56)
        del arg54_1
        del arg55_1
        buf57 = reinterpret_tensor(buf56, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 0); del buf56  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_10:34
        cpp_fused_add_mul_permute_view_10(buf57, arg47_1, buf48, s53, s77)
        del arg47_1
        del buf48
        # Topologically Sorted Source Nodes: [input_38], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:35
        buf58 = extern_kernels.convolution(buf57, arg57_1, arg58_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_size_stride(buf58, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 'torch.ops.aten.convolution.default')
        del arg57_1
        del arg58_1
        buf59 = buf51; del buf51  # reuse
        buf60 = buf50; del buf50  # reuse
        buf62 = reinterpret_tensor(buf58, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf58  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_8:36
        cpp_fused_native_layer_norm_permute_8(buf62, arg59_1, arg60_1, buf59, buf60, s53, s77)
        del arg59_1
        del arg60_1
        buf63 = reinterpret_tensor(buf55, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [input_39, input_40, input_41], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:37
        extern_kernels.addmm(arg62_1, reinterpret_tensor(buf62, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0), reinterpret_tensor(arg61_1, (192, 768), (1, 192), 0), alpha=1, beta=1, out=buf63)
        del arg61_1
        del arg62_1
        buf64 = reinterpret_tensor(buf63, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 768), (768*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768, 1), 0); del buf63  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_9:38
        cpp_fused_gelu_view_9(buf64, s53, s77)
        buf65 = reinterpret_tensor(buf62, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), (192, 1), 0); del buf62  # reuse
        # Topologically Sorted Source Nodes: [input_41, input_42, input_43], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:39
        extern_kernels.addmm(arg64_1, reinterpret_tensor(buf64, (s77*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg63_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf65)
        del arg63_1
        del arg64_1
        del buf64
        buf66 = buf60; del buf60  # reuse
        buf67 = buf59; del buf59  # reuse
        buf69 = reinterpret_tensor(buf65, (s77, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4)), 192), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192, 1), 0); del buf65  # reuse
        buf70 = empty_strided_cpu((384, 192, 2, 2), (768, 1, 384, 192), torch.float32)
        # [Provenance debug handles] cpp_fused_add_convolution_mul_native_layer_norm_permute_view_11:40
        cpp_fused_add_convolution_mul_native_layer_norm_permute_view_11(buf69, arg56_1, buf57, arg65_1, arg66_1, arg67_1, buf66, buf67, buf70, s53, s77)
        del arg56_1
        del arg65_1
        del arg66_1
        del arg67_1
        del buf57
        del buf66
        del buf67
        # Topologically Sorted Source Nodes: [input_43, input_44, result_10, result_11, x_7, x_8, input_45], Original ATen: [aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:41
        buf71 = extern_kernels.convolution(reinterpret_tensor(buf69, (s77, 192, s53 // 8, ((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), (192*(s53 // 8)*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 1, 192*(((s53 // 4)*(s53 // 4)) // (2*(s53 // 4))), 192), 0), buf70, arg68_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf71, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg68_1
        del buf69
        del buf70
        # Topologically Sorted Source Nodes: [input_46], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:42
        buf72 = extern_kernels.convolution(buf71, arg70_1, arg71_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf72, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg70_1
        del arg71_1
        buf73 = empty_strided_cpu((s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1), ((s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1, s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))), torch.float32)
        buf74 = empty_strided_cpu((s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1), ((s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1, s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)))), torch.float32)
        buf76 = reinterpret_tensor(buf72, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf72  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:43
        cpp_fused_native_layer_norm_permute_12(buf76, arg72_1, arg73_1, buf73, buf74, s53, s77)
        del arg72_1
        del arg73_1
        buf77 = empty_strided_cpu((s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_47, input_48, input_49], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:44
        extern_kernels.addmm(arg75_1, reinterpret_tensor(buf76, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg74_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf77)
        del arg74_1
        del arg75_1
        buf78 = reinterpret_tensor(buf77, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf77  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:45
        cpp_fused_gelu_view_13(buf78, s53, s77)
        buf79 = reinterpret_tensor(buf76, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf76  # reuse
        # Topologically Sorted Source Nodes: [input_49, input_50, input_51], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:46
        extern_kernels.addmm(arg77_1, reinterpret_tensor(buf78, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg76_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf79)
        del arg76_1
        del arg77_1
        buf80 = reinterpret_tensor(buf79, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf79  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:47
        cpp_fused_add_mul_permute_view_14(buf80, arg69_1, buf71, s53, s77)
        del arg69_1
        del buf71
        # Topologically Sorted Source Nodes: [input_53], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:48
        buf81 = extern_kernels.convolution(buf80, arg79_1, arg80_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf81, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg79_1
        del arg80_1
        buf82 = buf74; del buf74  # reuse
        buf83 = buf73; del buf73  # reuse
        buf85 = reinterpret_tensor(buf81, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf81  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:49
        cpp_fused_native_layer_norm_permute_12(buf85, arg81_1, arg82_1, buf82, buf83, s53, s77)
        del arg81_1
        del arg82_1
        buf86 = reinterpret_tensor(buf78, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [input_54, input_55, input_56], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:50
        extern_kernels.addmm(arg84_1, reinterpret_tensor(buf85, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg83_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf86)
        del arg83_1
        del arg84_1
        buf87 = reinterpret_tensor(buf86, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf86  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:51
        cpp_fused_gelu_view_13(buf87, s53, s77)
        buf88 = reinterpret_tensor(buf85, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf85  # reuse
        # Topologically Sorted Source Nodes: [input_56, input_57, input_58], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:52
        extern_kernels.addmm(arg86_1, reinterpret_tensor(buf87, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg85_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf88)
        del arg85_1
        del arg86_1
        buf89 = reinterpret_tensor(buf88, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf88  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:53
        cpp_fused_add_mul_permute_view_14(buf89, arg78_1, buf80, s53, s77)
        del arg78_1
        del buf80
        # Topologically Sorted Source Nodes: [input_60], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:54
        buf90 = extern_kernels.convolution(buf89, arg88_1, arg89_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf90, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg88_1
        del arg89_1
        buf91 = buf83; del buf83  # reuse
        buf92 = buf82; del buf82  # reuse
        buf94 = reinterpret_tensor(buf90, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf90  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:55
        cpp_fused_native_layer_norm_permute_12(buf94, arg90_1, arg91_1, buf91, buf92, s53, s77)
        del arg90_1
        del arg91_1
        buf95 = reinterpret_tensor(buf87, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [input_61, input_62, input_63], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:56
        extern_kernels.addmm(arg93_1, reinterpret_tensor(buf94, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg92_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf95)
        del arg92_1
        del arg93_1
        buf96 = reinterpret_tensor(buf95, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf95  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:57
        cpp_fused_gelu_view_13(buf96, s53, s77)
        buf97 = reinterpret_tensor(buf94, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf94  # reuse
        # Topologically Sorted Source Nodes: [input_63, input_64, input_65], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:58
        extern_kernels.addmm(arg95_1, reinterpret_tensor(buf96, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg94_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf97)
        del arg94_1
        del arg95_1
        buf98 = reinterpret_tensor(buf97, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf97  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:59
        cpp_fused_add_mul_permute_view_14(buf98, arg87_1, buf89, s53, s77)
        del arg87_1
        del buf89
        # Topologically Sorted Source Nodes: [input_67], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:60
        buf99 = extern_kernels.convolution(buf98, arg97_1, arg98_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf99, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg97_1
        del arg98_1
        buf100 = buf92; del buf92  # reuse
        buf101 = buf91; del buf91  # reuse
        buf103 = reinterpret_tensor(buf99, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf99  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:61
        cpp_fused_native_layer_norm_permute_12(buf103, arg99_1, arg100_1, buf100, buf101, s53, s77)
        del arg100_1
        del arg99_1
        buf104 = reinterpret_tensor(buf96, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [input_68, input_69, input_70], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:62
        extern_kernels.addmm(arg102_1, reinterpret_tensor(buf103, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg101_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf104)
        del arg101_1
        del arg102_1
        buf105 = reinterpret_tensor(buf104, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf104  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:63
        cpp_fused_gelu_view_13(buf105, s53, s77)
        buf106 = reinterpret_tensor(buf103, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [input_70, input_71, input_72], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:64
        extern_kernels.addmm(arg104_1, reinterpret_tensor(buf105, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg103_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf106)
        del arg103_1
        del arg104_1
        buf107 = reinterpret_tensor(buf106, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf106  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:65
        cpp_fused_add_mul_permute_view_14(buf107, arg96_1, buf98, s53, s77)
        del arg96_1
        del buf98
        # Topologically Sorted Source Nodes: [input_74], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:66
        buf108 = extern_kernels.convolution(buf107, arg106_1, arg107_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf108, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg106_1
        del arg107_1
        buf109 = buf101; del buf101  # reuse
        buf110 = buf100; del buf100  # reuse
        buf112 = reinterpret_tensor(buf108, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf108  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:67
        cpp_fused_native_layer_norm_permute_12(buf112, arg108_1, arg109_1, buf109, buf110, s53, s77)
        del arg108_1
        del arg109_1
        buf113 = reinterpret_tensor(buf105, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [input_75, input_76, input_77], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:68
        extern_kernels.addmm(arg111_1, reinterpret_tensor(buf112, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg110_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf113)
        del arg110_1
        del arg111_1
        buf114 = reinterpret_tensor(buf113, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf113  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:69
        cpp_fused_gelu_view_13(buf114, s53, s77)
        buf115 = reinterpret_tensor(buf112, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf112  # reuse
        # Topologically Sorted Source Nodes: [input_77, input_78, input_79], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:70
        extern_kernels.addmm(arg113_1, reinterpret_tensor(buf114, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg112_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf115)
        del arg112_1
        del arg113_1
        buf116 = reinterpret_tensor(buf115, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf115  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:71
        cpp_fused_add_mul_permute_view_14(buf116, arg105_1, buf107, s53, s77)
        del arg105_1
        del buf107
        # Topologically Sorted Source Nodes: [input_81], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:72
        buf117 = extern_kernels.convolution(buf116, arg115_1, arg116_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf117, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg115_1
        del arg116_1
        buf118 = buf110; del buf110  # reuse
        buf119 = buf109; del buf109  # reuse
        buf121 = reinterpret_tensor(buf117, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf117  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:73
        cpp_fused_native_layer_norm_permute_12(buf121, arg117_1, arg118_1, buf118, buf119, s53, s77)
        del arg117_1
        del arg118_1
        buf122 = reinterpret_tensor(buf114, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf114  # reuse
        # Topologically Sorted Source Nodes: [input_82, input_83, input_84], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:74
        extern_kernels.addmm(arg120_1, reinterpret_tensor(buf121, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg119_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf122)
        del arg119_1
        del arg120_1
        buf123 = reinterpret_tensor(buf122, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf122  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:75
        cpp_fused_gelu_view_13(buf123, s53, s77)
        buf124 = reinterpret_tensor(buf121, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf121  # reuse
        # Topologically Sorted Source Nodes: [input_84, input_85, input_86], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:76
        extern_kernels.addmm(arg122_1, reinterpret_tensor(buf123, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg121_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf124)
        del arg121_1
        del arg122_1
        buf125 = reinterpret_tensor(buf124, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf124  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:77
        cpp_fused_add_mul_permute_view_14(buf125, arg114_1, buf116, s53, s77)
        del arg114_1
        del buf116
        # Topologically Sorted Source Nodes: [input_88], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:78
        buf126 = extern_kernels.convolution(buf125, arg124_1, arg125_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf126, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg124_1
        del arg125_1
        buf127 = buf119; del buf119  # reuse
        buf128 = buf118; del buf118  # reuse
        buf130 = reinterpret_tensor(buf126, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf126  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:79
        cpp_fused_native_layer_norm_permute_12(buf130, arg126_1, arg127_1, buf127, buf128, s53, s77)
        del arg126_1
        del arg127_1
        buf131 = reinterpret_tensor(buf123, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf123  # reuse
        # Topologically Sorted Source Nodes: [input_89, input_90, input_91], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:80
        extern_kernels.addmm(arg129_1, reinterpret_tensor(buf130, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg128_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf131)
        del arg128_1
        del arg129_1
        buf132 = reinterpret_tensor(buf131, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf131  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:81
        cpp_fused_gelu_view_13(buf132, s53, s77)
        buf133 = reinterpret_tensor(buf130, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf130  # reuse
        # Topologically Sorted Source Nodes: [input_91, input_92, input_93], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:82
        extern_kernels.addmm(arg131_1, reinterpret_tensor(buf132, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg130_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf133)
        del arg130_1
        del arg131_1
        buf134 = reinterpret_tensor(buf133, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf133  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:83
        cpp_fused_add_mul_permute_view_14(buf134, arg123_1, buf125, s53, s77)
        del arg123_1
        del buf125
        # Topologically Sorted Source Nodes: [input_95], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:84
        buf135 = extern_kernels.convolution(buf134, arg133_1, arg134_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf135, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg133_1
        del arg134_1
        buf136 = buf128; del buf128  # reuse
        buf137 = buf127; del buf127  # reuse
        buf139 = reinterpret_tensor(buf135, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf135  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:85
        cpp_fused_native_layer_norm_permute_12(buf139, arg135_1, arg136_1, buf136, buf137, s53, s77)
        del arg135_1
        del arg136_1
        buf140 = reinterpret_tensor(buf132, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf132  # reuse
        # Topologically Sorted Source Nodes: [input_96, input_97, input_98], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:86
        extern_kernels.addmm(arg138_1, reinterpret_tensor(buf139, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg137_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf140)
        del arg137_1
        del arg138_1
        buf141 = reinterpret_tensor(buf140, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf140  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:87
        cpp_fused_gelu_view_13(buf141, s53, s77)
        buf142 = reinterpret_tensor(buf139, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf139  # reuse
        # Topologically Sorted Source Nodes: [input_98, input_99, input_100], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:88
        extern_kernels.addmm(arg140_1, reinterpret_tensor(buf141, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg139_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf142)
        del arg139_1
        del arg140_1
        buf143 = reinterpret_tensor(buf142, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0); del buf142  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_14:89
        cpp_fused_add_mul_permute_view_14(buf143, arg132_1, buf134, s53, s77)
        del arg132_1
        del buf134
        # Topologically Sorted Source Nodes: [input_102], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:90
        buf144 = extern_kernels.convolution(buf143, arg142_1, arg143_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_size_stride(buf144, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 'torch.ops.aten.convolution.default')
        del arg142_1
        del arg143_1
        buf145 = buf137; del buf137  # reuse
        buf146 = buf136; del buf136  # reuse
        buf148 = reinterpret_tensor(buf144, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf144  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_12:91
        cpp_fused_native_layer_norm_permute_12(buf148, arg144_1, arg145_1, buf145, buf146, s53, s77)
        del arg144_1
        del arg145_1
        buf149 = reinterpret_tensor(buf141, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0); del buf141  # reuse
        # Topologically Sorted Source Nodes: [input_103, input_104, input_105], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:92
        extern_kernels.addmm(arg147_1, reinterpret_tensor(buf148, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0), reinterpret_tensor(arg146_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf149)
        del arg146_1
        del arg147_1
        buf150 = reinterpret_tensor(buf149, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 1536), (1536*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536, 1), 0); del buf149  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_13:93
        cpp_fused_gelu_view_13(buf150, s53, s77)
        buf151 = reinterpret_tensor(buf148, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), (384, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [input_105, input_106, input_107], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:94
        extern_kernels.addmm(arg149_1, reinterpret_tensor(buf150, (s77*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1536), (1536, 1), 0), reinterpret_tensor(arg148_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf151)
        del arg148_1
        del arg149_1
        del buf150
        buf152 = buf146; del buf146  # reuse
        buf153 = buf145; del buf145  # reuse
        buf155 = reinterpret_tensor(buf151, (s77, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4)), 384), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384, 1), 0); del buf151  # reuse
        buf156 = empty_strided_cpu((768, 384, 2, 2), (1536, 1, 768, 384), torch.float32)
        # [Provenance debug handles] cpp_fused_add_convolution_mul_native_layer_norm_permute_view_15:95
        cpp_fused_add_convolution_mul_native_layer_norm_permute_view_15(buf155, arg141_1, buf143, arg150_1, arg151_1, arg152_1, buf152, buf153, buf156, s53, s77)
        del arg141_1
        del arg150_1
        del arg151_1
        del arg152_1
        del buf143
        del buf152
        del buf153
        # Topologically Sorted Source Nodes: [input_107, input_108, result_28, result_29, x_10, x_11, input_109], Original ATen: [aten.view, aten.permute, aten.mul, aten.add, aten.native_layer_norm, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:96
        buf157 = extern_kernels.convolution(reinterpret_tensor(buf155, (s77, 384, s53 // 16, ((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), (384*(s53 // 16)*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 1, 384*(((s53 // 4)*(s53 // 4)) // (4*(s53 // 4))), 384), 0), buf156, arg153_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf157, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
        del arg153_1
        del buf155
        del buf156
        # Topologically Sorted Source Nodes: [input_110], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:97
        buf158 = extern_kernels.convolution(buf157, arg155_1, arg156_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768)
        assert_size_stride(buf158, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
        del arg155_1
        del arg156_1
        buf159 = empty_strided_cpu((s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 1), ((s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 1, s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))), torch.float32)
        buf160 = empty_strided_cpu((s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 1), ((s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 1, s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)))), torch.float32)
        buf162 = reinterpret_tensor(buf158, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 768), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768, 1), 0); del buf158  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_16:98
        cpp_fused_native_layer_norm_permute_16(buf162, arg157_1, arg158_1, buf159, buf160, s53, s77)
        del arg157_1
        del arg158_1
        buf163 = empty_strided_cpu((s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_111, input_112, input_113], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:99
        extern_kernels.addmm(arg160_1, reinterpret_tensor(buf162, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg159_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf163)
        del arg159_1
        del arg160_1
        buf164 = reinterpret_tensor(buf163, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 3072), (3072*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072, 1), 0); del buf163  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_17:100
        cpp_fused_gelu_view_17(buf164, s53, s77)
        buf165 = reinterpret_tensor(buf162, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0); del buf162  # reuse
        # Topologically Sorted Source Nodes: [input_113, input_114, input_115], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:101
        extern_kernels.addmm(arg162_1, reinterpret_tensor(buf164, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0), reinterpret_tensor(arg161_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf165)
        del arg161_1
        del arg162_1
        buf166 = reinterpret_tensor(buf165, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 0); del buf165  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_18:102
        cpp_fused_add_mul_permute_view_18(buf166, arg154_1, buf157, s53, s77)
        del arg154_1
        del buf157
        # Topologically Sorted Source Nodes: [input_117], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:103
        buf167 = extern_kernels.convolution(buf166, arg164_1, arg165_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768)
        assert_size_stride(buf167, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
        del arg164_1
        del arg165_1
        buf168 = buf160; del buf160  # reuse
        buf169 = buf159; del buf159  # reuse
        buf171 = reinterpret_tensor(buf167, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 768), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768, 1), 0); del buf167  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_16:104
        cpp_fused_native_layer_norm_permute_16(buf171, arg166_1, arg167_1, buf168, buf169, s53, s77)
        del arg166_1
        del arg167_1
        buf172 = reinterpret_tensor(buf164, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0); del buf164  # reuse
        # Topologically Sorted Source Nodes: [input_118, input_119, input_120], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:105
        extern_kernels.addmm(arg169_1, reinterpret_tensor(buf171, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg168_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf172)
        del arg168_1
        del arg169_1
        buf173 = reinterpret_tensor(buf172, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 3072), (3072*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072, 1), 0); del buf172  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_17:106
        cpp_fused_gelu_view_17(buf173, s53, s77)
        buf174 = reinterpret_tensor(buf171, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0); del buf171  # reuse
        # Topologically Sorted Source Nodes: [input_120, input_121, input_122], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:107
        extern_kernels.addmm(arg171_1, reinterpret_tensor(buf173, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0), reinterpret_tensor(arg170_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf174)
        del arg170_1
        del arg171_1
        buf175 = reinterpret_tensor(buf174, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 0); del buf174  # reuse
        # [Provenance debug handles] cpp_fused_add_mul_permute_view_18:108
        cpp_fused_add_mul_permute_view_18(buf175, arg163_1, buf166, s53, s77)
        del arg163_1
        del buf166
        # Topologically Sorted Source Nodes: [input_124], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:109
        buf176 = extern_kernels.convolution(buf175, arg173_1, arg174_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=768)
        assert_size_stride(buf176, (s77, 768, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 1, 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), 'torch.ops.aten.convolution.default')
        del arg173_1
        del arg174_1
        buf177 = buf169; del buf169  # reuse
        buf178 = buf168; del buf168  # reuse
        buf180 = reinterpret_tensor(buf176, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 768), (768*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768, 1), 0); del buf176  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_permute_16:110
        cpp_fused_native_layer_norm_permute_16(buf180, arg175_1, arg176_1, buf177, buf178, s53, s77)
        del arg175_1
        del arg176_1
        del buf177
        del buf178
        buf181 = reinterpret_tensor(buf173, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0); del buf173  # reuse
        # Topologically Sorted Source Nodes: [input_125, input_126, input_127], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:111
        extern_kernels.addmm(arg178_1, reinterpret_tensor(buf180, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0), reinterpret_tensor(arg177_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf181)
        del arg177_1
        del arg178_1
        buf182 = reinterpret_tensor(buf181, (s77, s53 // 32, ((s53 // 4)*(s53 // 4)) // (8*(s53 // 4)), 3072), (3072*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072, 1), 0); del buf181  # reuse
        # [Provenance debug handles] cpp_fused_gelu_view_17:112
        cpp_fused_gelu_view_17(buf182, s53, s77)
        buf183 = reinterpret_tensor(buf180, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 768), (768, 1), 0); del buf180  # reuse
        # Topologically Sorted Source Nodes: [input_127, input_128, input_129], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:113
        extern_kernels.addmm(arg180_1, reinterpret_tensor(buf182, (s77*(s53 // 32)*(((s53 // 4)*(s53 // 4)) // (8*(s53 // 4))), 3072), (3072, 1), 0), reinterpret_tensor(arg179_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf183)
        del arg179_1
        del arg180_1
        del buf182
        buf184 = empty_strided_cpu((s77, 768, 1, 1), (768, 1, 768*s77, 768*s77), torch.float32)
        buf185 = reinterpret_tensor(buf184, (s77, 768, 1, 1), (768, 1, 1, 1), 0); del buf184  # reuse
        buf186 = empty_strided_cpu((s77, 1, 1, 1), (1, s77, s77, s77), torch.float32)
        buf187 = empty_strided_cpu((s77, 1, 1, 1), (1, s77, s77, s77), torch.float32)
        buf189 = reinterpret_tensor(buf185, (s77, 1, 1, 768), (768, 1, 768*s77, 1), 0); del buf185  # reuse
        # [Provenance debug handles] cpp_fused_add_as_strided_mean_mul_native_layer_norm_permute_view_19:114
        cpp_fused_add_as_strided_mean_mul_native_layer_norm_permute_view_19(buf189, arg172_1, buf183, buf175, arg181_1, arg182_1, buf186, buf187, s77, s53)
        del arg172_1
        del arg181_1
        del arg182_1
        del buf175
        del buf183
        del buf186
        del buf187
        buf190 = empty_strided_cpu((s77, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_12, x_13, x_14, x_15, input_131, input_132], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:115
        extern_kernels.addmm(arg184_1, reinterpret_tensor(buf189, (s77, 768), (768, 1), 0), reinterpret_tensor(arg183_1, (768, 10), (1, 768), 0), alpha=1, beta=1, out=buf190)
        del arg183_1
        del arg184_1
        return (buf190, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((96, 3, 4, 4), (48, 16, 4, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = 2
    arg3_1 = 64
    arg4_1 = rand_strided((2, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((384, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((96, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((384, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((96, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((96, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((384, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((96, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((192, 96, 2, 2), (384, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((768, 192), (192, 1), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((192, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((768, 192), (192, 1), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((192, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((192, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((768, 192), (192, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((192, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((384, 192, 2, 2), (768, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((384, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((768, 384, 2, 2), (1536, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((768, 1, 1), (1, 1, 1), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((768, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((10, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
