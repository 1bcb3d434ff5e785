# AOT ID: ['1_forward']
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


cpp_fused_add_copy__0 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
                       const int64_t* in_ptr11,
                       const int64_t* in_ptr12,
                       const int64_t* in_ptr13,
                       const int64_t* in_ptr14,
                       const int64_t* in_ptr15,
                       const int64_t* in_ptr16,
                       const int64_t* in_ptr17,
                       const int64_t* in_ptr18,
                       const int64_t* in_ptr19,
                       const float* in_ptr20,
                       const float* in_ptr21,
                       const float* in_ptr22,
                       const float* in_ptr23,
                       const float* in_ptr24,
                       const float* in_ptr25,
                       const float* in_ptr26,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       int64_t* out_ptr9,
                       int64_t* out_ptr11,
                       int64_t* out_ptr13,
                       int64_t* out_ptr15,
                       int64_t* out_ptr17,
                       int64_t* out_ptr19,
                       int64_t* out_ptr21,
                       int64_t* out_ptr23,
                       int64_t* out_ptr25,
                       int64_t* out_ptr27,
                       int64_t* out_ptr29,
                       int64_t* out_ptr31,
                       int64_t* out_ptr33,
                       int64_t* out_ptr35,
                       int64_t* out_ptr37,
                       int64_t* out_ptr39,
                       float* out_ptr40,
                       float* out_ptr41,
                       float* out_ptr42,
                       float* out_ptr43,
                       float* out_ptr44,
                       float* out_ptr45,
                       float* out_ptr46,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr9[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr11[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr13[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr7[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr15[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr8[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr17[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr19[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr10[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr21[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr11[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr23[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr12[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr25[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr13[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr27[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr14[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr29[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr15[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr31[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr16[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr33[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr17[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr35[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr18[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr37[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr19[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr39[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr40 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr40 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks1*ks2); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L))))))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x2 + ks1*ks2*x1 + ks1*ks2*x1_inner + 3L*ks1*ks2*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr41 + static_cast<int64_t>(x1 + 3L*x2 + 3L*ks1*ks2*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L)))) && x2 < static_cast<int64_t>(ks1*ks2)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x2 + ks1*ks2*x1 + ks1*ks2*x1_inner + 3L*ks1*ks2*x0), static_cast<int64_t>((-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L))) + ks1*ks2));
                                tmp0.store(tmp1 + static_cast<int64_t>((-8L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L))) + ks1*ks2*x1_inner), static_cast<int64_t>((-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L))) + ks1*ks2));
                            }
                            transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L))) + ks1*ks2), out_ptr41 + static_cast<int64_t>(x1 + 3L*x2 + 3L*ks1*ks2*x0), static_cast<int64_t>(3L), static_cast<int64_t>(3L), static_cast<int64_t>((-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks1*ks2), static_cast<int64_t>(8L))) + ks1*ks2));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr42 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr42 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr43 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr43 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr24 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr44 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr24 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr44 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr25 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr45 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr25 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr45 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr26 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr46 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr26 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr46 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(64L*ks2 + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))) / static_cast<double>(64L)) / ((-1.0000000000000000) + (static_cast<double>(64L*ks2 + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))) / static_cast<double>(64L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                        tmp17.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = (-1L) + 2L*x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = 1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)));
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = tmp1 < tmp5;
                                auto tmp7 = tmp3 & tmp6;
                                auto tmp8 = (-1L) + 2L*x2;
                                auto tmp9 = c10::convert<int64_t>(tmp8);
                                auto tmp10 = tmp9 >= tmp2;
                                auto tmp11 = 1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)));
                                auto tmp12 = c10::convert<int64_t>(tmp11);
                                auto tmp13 = tmp9 < tmp12;
                                auto tmp14 = tmp10 & tmp13;
                                auto tmp15 = tmp7 & tmp14;
                                auto tmp16 = [&]
                                {
                                    auto tmp17 = at::vec::VecMask<float,1>::from(tmp15).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-128L) + x3 + (-64L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp17;
                                }
                                ;
                                auto tmp18 = tmp15 ? tmp16() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp19 = 2L*x2;
                                auto tmp20 = c10::convert<int64_t>(tmp19);
                                auto tmp21 = tmp20 >= tmp2;
                                auto tmp22 = tmp20 < tmp12;
                                auto tmp23 = tmp21 & tmp22;
                                auto tmp24 = tmp7 & tmp23;
                                auto tmp25 = [&]
                                {
                                    auto tmp26 = at::vec::VecMask<float,1>::from(tmp24).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-64L) + x3 + (-64L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp26;
                                }
                                ;
                                auto tmp27 = tmp24 ? tmp25() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp28 = at::vec::maximum(tmp18, tmp27);
                                auto tmp29 = 1L + 2L*x2;
                                auto tmp30 = c10::convert<int64_t>(tmp29);
                                auto tmp31 = tmp30 >= tmp2;
                                auto tmp32 = tmp30 < tmp12;
                                auto tmp33 = tmp31 & tmp32;
                                auto tmp34 = tmp7 & tmp33;
                                auto tmp35 = [&]
                                {
                                    auto tmp36 = at::vec::VecMask<float,1>::from(tmp34).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + (-64L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp36;
                                }
                                ;
                                auto tmp37 = tmp34 ? tmp35() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp38 = at::vec::maximum(tmp28, tmp37);
                                auto tmp39 = 2L*x1;
                                auto tmp40 = c10::convert<int64_t>(tmp39);
                                auto tmp41 = tmp40 >= tmp2;
                                auto tmp42 = tmp40 < tmp5;
                                auto tmp43 = tmp41 & tmp42;
                                auto tmp44 = tmp43 & tmp14;
                                auto tmp45 = [&]
                                {
                                    auto tmp46 = at::vec::VecMask<float,1>::from(tmp44).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-64L) + x3 + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp46;
                                }
                                ;
                                auto tmp47 = tmp44 ? tmp45() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp48 = at::vec::maximum(tmp38, tmp47);
                                auto tmp49 = tmp43 & tmp23;
                                auto tmp50 = [&]
                                {
                                    auto tmp51 = at::vec::VecMask<float,1>::from(tmp49).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp51;
                                }
                                ;
                                auto tmp52 = tmp49 ? tmp50() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp53 = at::vec::maximum(tmp48, tmp52);
                                auto tmp54 = tmp43 & tmp33;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = at::vec::VecMask<float,1>::from(tmp54).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x3 + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp56;
                                }
                                ;
                                auto tmp57 = tmp54 ? tmp55() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp58 = at::vec::maximum(tmp53, tmp57);
                                auto tmp59 = 1L + 2L*x1;
                                auto tmp60 = c10::convert<int64_t>(tmp59);
                                auto tmp61 = tmp60 >= tmp2;
                                auto tmp62 = tmp60 < tmp5;
                                auto tmp63 = tmp61 & tmp62;
                                auto tmp64 = tmp63 & tmp14;
                                auto tmp65 = [&]
                                {
                                    auto tmp66 = at::vec::VecMask<float,1>::from(tmp64).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 64L*x0 + 64L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp66;
                                }
                                ;
                                auto tmp67 = tmp64 ? tmp65() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp68 = at::vec::maximum(tmp58, tmp67);
                                auto tmp69 = tmp63 & tmp23;
                                auto tmp70 = [&]
                                {
                                    auto tmp71 = at::vec::VecMask<float,1>::from(tmp69).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x3 + 64L*x0 + 64L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp71;
                                }
                                ;
                                auto tmp72 = tmp69 ? tmp70() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp73 = at::vec::maximum(tmp68, tmp72);
                                auto tmp74 = tmp63 & tmp33;
                                auto tmp75 = [&]
                                {
                                    auto tmp76 = at::vec::VecMask<float,1>::from(tmp74).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(128L + x3 + 64L*x0 + 64L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp76;
                                }
                                ;
                                auto tmp77 = tmp74 ? tmp75() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp78 = at::vec::maximum(tmp73, tmp77);
                                auto tmp79 = [&]
                                {
                                    auto tmp80 = at::vec::VecMask<float,1>::from(tmp15).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-128L) + x3 + (-64L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp80;
                                }
                                ;
                                auto tmp81 = tmp15 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = at::vec::VecMask<float,1>::from(tmp24).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-64L) + x3 + (-64L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp83;
                                }
                                ;
                                auto tmp84 = tmp24 ? tmp82() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp85 = at::vec::VecMask<float,1>(tmp81 > tmp84);
                                auto tmp86 = at::vec::VecMask<float,1>(tmp81 == tmp84);
                                auto tmp87 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                                auto tmp88 = at::vec::VecMask<float,1>(tmp84 != tmp84);
                                auto tmp89 = (tmp87 > tmp88);
                                auto tmp90 = tmp85.template cast<int32_t,1>();
                                auto tmp91 = tmp89.template cast<int32_t,1>();
                                auto tmp92 = tmp90 | tmp91;
                                auto tmp93 = tmp87.template cast<int32_t,1>();
                                auto tmp94 = tmp88.template cast<int32_t,1>();
                                auto tmp95 = tmp93 & tmp94;
                                auto tmp96 = tmp86.template cast<int32_t,1>();
                                auto tmp97 = tmp95.template cast<int32_t,1>();
                                auto tmp98 = tmp96 | tmp97;
                                auto tmp99 = static_cast<int64_t>(1);
                                auto tmp100 = tmp2 < tmp99;
                                auto tmp101 = at::vec::VecMask<float,1>::from(tmp100);
                                auto tmp102 = tmp98.template cast<int32_t,1>();
                                auto tmp103 = tmp101.template cast<int32_t,1>();
                                auto tmp104 = tmp102 & tmp103;
                                auto tmp105 = tmp92.template cast<int32_t,1>();
                                auto tmp106 = tmp104.template cast<int32_t,1>();
                                auto tmp107 = tmp105 | tmp106;
                                auto tmp108 = decltype(tmp81)::blendv(tmp84, tmp81, tmp107.template cast<float,1>());
                                auto tmp109 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp110 = at::vec::VectorizedN<int64_t,2>(tmp99);
                                auto tmp111 = decltype(tmp109)::blendv(tmp110, tmp109, tmp107.template cast<int64_t,2>());
                                auto tmp112 = [&]
                                {
                                    auto tmp113 = at::vec::VecMask<float,1>::from(tmp34).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + (-64L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp113;
                                }
                                ;
                                auto tmp114 = tmp34 ? tmp112() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp115 = at::vec::VecMask<float,1>(tmp108 > tmp114);
                                auto tmp116 = at::vec::VecMask<float,1>(tmp108 == tmp114);
                                auto tmp117 = at::vec::VecMask<float,1>(tmp108 != tmp108);
                                auto tmp118 = at::vec::VecMask<float,1>(tmp114 != tmp114);
                                auto tmp119 = (tmp117 > tmp118);
                                auto tmp120 = tmp115.template cast<int32_t,1>();
                                auto tmp121 = tmp119.template cast<int32_t,1>();
                                auto tmp122 = tmp120 | tmp121;
                                auto tmp123 = tmp117.template cast<int32_t,1>();
                                auto tmp124 = tmp118.template cast<int32_t,1>();
                                auto tmp125 = tmp123 & tmp124;
                                auto tmp126 = tmp116.template cast<int32_t,1>();
                                auto tmp127 = tmp125.template cast<int32_t,1>();
                                auto tmp128 = tmp126 | tmp127;
                                auto tmp129 = static_cast<int64_t>(2);
                                auto tmp130 = at::vec::VectorizedN<int64_t,2>(tmp129);
                                auto tmp131 = at::vec::VecMask<int64_t,2>(tmp111 < tmp130);
                                auto tmp132 = tmp128.template cast<int32_t,1>();
                                auto tmp133 = tmp131.template cast<int32_t,1>();
                                auto tmp134 = tmp132 & tmp133;
                                auto tmp135 = tmp122.template cast<int32_t,1>();
                                auto tmp136 = tmp134.template cast<int32_t,1>();
                                auto tmp137 = tmp135 | tmp136;
                                auto tmp138 = decltype(tmp108)::blendv(tmp114, tmp108, tmp137.template cast<float,1>());
                                auto tmp139 = decltype(tmp111)::blendv(tmp130, tmp111, tmp137.template cast<int64_t,2>());
                                auto tmp140 = [&]
                                {
                                    auto tmp141 = at::vec::VecMask<float,1>::from(tmp44).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-64L) + x3 + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp141;
                                }
                                ;
                                auto tmp142 = tmp44 ? tmp140() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp143 = at::vec::VecMask<float,1>(tmp138 > tmp142);
                                auto tmp144 = at::vec::VecMask<float,1>(tmp138 == tmp142);
                                auto tmp145 = at::vec::VecMask<float,1>(tmp138 != tmp138);
                                auto tmp146 = at::vec::VecMask<float,1>(tmp142 != tmp142);
                                auto tmp147 = (tmp145 > tmp146);
                                auto tmp148 = tmp143.template cast<int32_t,1>();
                                auto tmp149 = tmp147.template cast<int32_t,1>();
                                auto tmp150 = tmp148 | tmp149;
                                auto tmp151 = tmp145.template cast<int32_t,1>();
                                auto tmp152 = tmp146.template cast<int32_t,1>();
                                auto tmp153 = tmp151 & tmp152;
                                auto tmp154 = tmp144.template cast<int32_t,1>();
                                auto tmp155 = tmp153.template cast<int32_t,1>();
                                auto tmp156 = tmp154 | tmp155;
                                auto tmp157 = static_cast<int64_t>(3);
                                auto tmp158 = at::vec::VectorizedN<int64_t,2>(tmp157);
                                auto tmp159 = at::vec::VecMask<int64_t,2>(tmp139 < tmp158);
                                auto tmp160 = tmp156.template cast<int32_t,1>();
                                auto tmp161 = tmp159.template cast<int32_t,1>();
                                auto tmp162 = tmp160 & tmp161;
                                auto tmp163 = tmp150.template cast<int32_t,1>();
                                auto tmp164 = tmp162.template cast<int32_t,1>();
                                auto tmp165 = tmp163 | tmp164;
                                auto tmp166 = decltype(tmp138)::blendv(tmp142, tmp138, tmp165.template cast<float,1>());
                                auto tmp167 = decltype(tmp139)::blendv(tmp158, tmp139, tmp165.template cast<int64_t,2>());
                                auto tmp168 = [&]
                                {
                                    auto tmp169 = at::vec::VecMask<float,1>::from(tmp49).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp169;
                                }
                                ;
                                auto tmp170 = tmp49 ? tmp168() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp171 = at::vec::VecMask<float,1>(tmp166 > tmp170);
                                auto tmp172 = at::vec::VecMask<float,1>(tmp166 == tmp170);
                                auto tmp173 = at::vec::VecMask<float,1>(tmp166 != tmp166);
                                auto tmp174 = at::vec::VecMask<float,1>(tmp170 != tmp170);
                                auto tmp175 = (tmp173 > tmp174);
                                auto tmp176 = tmp171.template cast<int32_t,1>();
                                auto tmp177 = tmp175.template cast<int32_t,1>();
                                auto tmp178 = tmp176 | tmp177;
                                auto tmp179 = tmp173.template cast<int32_t,1>();
                                auto tmp180 = tmp174.template cast<int32_t,1>();
                                auto tmp181 = tmp179 & tmp180;
                                auto tmp182 = tmp172.template cast<int32_t,1>();
                                auto tmp183 = tmp181.template cast<int32_t,1>();
                                auto tmp184 = tmp182 | tmp183;
                                auto tmp185 = static_cast<int64_t>(4);
                                auto tmp186 = at::vec::VectorizedN<int64_t,2>(tmp185);
                                auto tmp187 = at::vec::VecMask<int64_t,2>(tmp167 < tmp186);
                                auto tmp188 = tmp184.template cast<int32_t,1>();
                                auto tmp189 = tmp187.template cast<int32_t,1>();
                                auto tmp190 = tmp188 & tmp189;
                                auto tmp191 = tmp178.template cast<int32_t,1>();
                                auto tmp192 = tmp190.template cast<int32_t,1>();
                                auto tmp193 = tmp191 | tmp192;
                                auto tmp194 = decltype(tmp166)::blendv(tmp170, tmp166, tmp193.template cast<float,1>());
                                auto tmp195 = decltype(tmp167)::blendv(tmp186, tmp167, tmp193.template cast<int64_t,2>());
                                auto tmp196 = [&]
                                {
                                    auto tmp197 = at::vec::VecMask<float,1>::from(tmp54).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x3 + 64L*x0 + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp197;
                                }
                                ;
                                auto tmp198 = tmp54 ? tmp196() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp199 = at::vec::VecMask<float,1>(tmp194 > tmp198);
                                auto tmp200 = at::vec::VecMask<float,1>(tmp194 == tmp198);
                                auto tmp201 = at::vec::VecMask<float,1>(tmp194 != tmp194);
                                auto tmp202 = at::vec::VecMask<float,1>(tmp198 != tmp198);
                                auto tmp203 = (tmp201 > tmp202);
                                auto tmp204 = tmp199.template cast<int32_t,1>();
                                auto tmp205 = tmp203.template cast<int32_t,1>();
                                auto tmp206 = tmp204 | tmp205;
                                auto tmp207 = tmp201.template cast<int32_t,1>();
                                auto tmp208 = tmp202.template cast<int32_t,1>();
                                auto tmp209 = tmp207 & tmp208;
                                auto tmp210 = tmp200.template cast<int32_t,1>();
                                auto tmp211 = tmp209.template cast<int32_t,1>();
                                auto tmp212 = tmp210 | tmp211;
                                auto tmp213 = static_cast<int64_t>(5);
                                auto tmp214 = at::vec::VectorizedN<int64_t,2>(tmp213);
                                auto tmp215 = at::vec::VecMask<int64_t,2>(tmp195 < tmp214);
                                auto tmp216 = tmp212.template cast<int32_t,1>();
                                auto tmp217 = tmp215.template cast<int32_t,1>();
                                auto tmp218 = tmp216 & tmp217;
                                auto tmp219 = tmp206.template cast<int32_t,1>();
                                auto tmp220 = tmp218.template cast<int32_t,1>();
                                auto tmp221 = tmp219 | tmp220;
                                auto tmp222 = decltype(tmp194)::blendv(tmp198, tmp194, tmp221.template cast<float,1>());
                                auto tmp223 = decltype(tmp195)::blendv(tmp214, tmp195, tmp221.template cast<int64_t,2>());
                                auto tmp224 = [&]
                                {
                                    auto tmp225 = at::vec::VecMask<float,1>::from(tmp64).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 64L*x0 + 64L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp225;
                                }
                                ;
                                auto tmp226 = tmp64 ? tmp224() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp227 = at::vec::VecMask<float,1>(tmp222 > tmp226);
                                auto tmp228 = at::vec::VecMask<float,1>(tmp222 == tmp226);
                                auto tmp229 = at::vec::VecMask<float,1>(tmp222 != tmp222);
                                auto tmp230 = at::vec::VecMask<float,1>(tmp226 != tmp226);
                                auto tmp231 = (tmp229 > tmp230);
                                auto tmp232 = tmp227.template cast<int32_t,1>();
                                auto tmp233 = tmp231.template cast<int32_t,1>();
                                auto tmp234 = tmp232 | tmp233;
                                auto tmp235 = tmp229.template cast<int32_t,1>();
                                auto tmp236 = tmp230.template cast<int32_t,1>();
                                auto tmp237 = tmp235 & tmp236;
                                auto tmp238 = tmp228.template cast<int32_t,1>();
                                auto tmp239 = tmp237.template cast<int32_t,1>();
                                auto tmp240 = tmp238 | tmp239;
                                auto tmp241 = static_cast<int64_t>(6);
                                auto tmp242 = at::vec::VectorizedN<int64_t,2>(tmp241);
                                auto tmp243 = at::vec::VecMask<int64_t,2>(tmp223 < tmp242);
                                auto tmp244 = tmp240.template cast<int32_t,1>();
                                auto tmp245 = tmp243.template cast<int32_t,1>();
                                auto tmp246 = tmp244 & tmp245;
                                auto tmp247 = tmp234.template cast<int32_t,1>();
                                auto tmp248 = tmp246.template cast<int32_t,1>();
                                auto tmp249 = tmp247 | tmp248;
                                auto tmp250 = decltype(tmp222)::blendv(tmp226, tmp222, tmp249.template cast<float,1>());
                                auto tmp251 = decltype(tmp223)::blendv(tmp242, tmp223, tmp249.template cast<int64_t,2>());
                                auto tmp252 = [&]
                                {
                                    auto tmp253 = at::vec::VecMask<float,1>::from(tmp69).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x3 + 64L*x0 + 64L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp253;
                                }
                                ;
                                auto tmp254 = tmp69 ? tmp252() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp255 = at::vec::VecMask<float,1>(tmp250 > tmp254);
                                auto tmp256 = at::vec::VecMask<float,1>(tmp250 == tmp254);
                                auto tmp257 = at::vec::VecMask<float,1>(tmp250 != tmp250);
                                auto tmp258 = at::vec::VecMask<float,1>(tmp254 != tmp254);
                                auto tmp259 = (tmp257 > tmp258);
                                auto tmp260 = tmp255.template cast<int32_t,1>();
                                auto tmp261 = tmp259.template cast<int32_t,1>();
                                auto tmp262 = tmp260 | tmp261;
                                auto tmp263 = tmp257.template cast<int32_t,1>();
                                auto tmp264 = tmp258.template cast<int32_t,1>();
                                auto tmp265 = tmp263 & tmp264;
                                auto tmp266 = tmp256.template cast<int32_t,1>();
                                auto tmp267 = tmp265.template cast<int32_t,1>();
                                auto tmp268 = tmp266 | tmp267;
                                auto tmp269 = static_cast<int64_t>(7);
                                auto tmp270 = at::vec::VectorizedN<int64_t,2>(tmp269);
                                auto tmp271 = at::vec::VecMask<int64_t,2>(tmp251 < tmp270);
                                auto tmp272 = tmp268.template cast<int32_t,1>();
                                auto tmp273 = tmp271.template cast<int32_t,1>();
                                auto tmp274 = tmp272 & tmp273;
                                auto tmp275 = tmp262.template cast<int32_t,1>();
                                auto tmp276 = tmp274.template cast<int32_t,1>();
                                auto tmp277 = tmp275 | tmp276;
                                auto tmp278 = decltype(tmp250)::blendv(tmp254, tmp250, tmp277.template cast<float,1>());
                                auto tmp279 = decltype(tmp251)::blendv(tmp270, tmp251, tmp277.template cast<int64_t,2>());
                                auto tmp280 = [&]
                                {
                                    auto tmp281 = at::vec::VecMask<float,1>::from(tmp74).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(128L + x3 + 64L*x0 + 64L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 128L*x1 + 128L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L))) + 128L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(2L)))));
                                    return tmp281;
                                }
                                ;
                                auto tmp282 = tmp74 ? tmp280() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp283 = at::vec::VecMask<float,1>(tmp278 > tmp282);
                                auto tmp284 = at::vec::VecMask<float,1>(tmp278 == tmp282);
                                auto tmp285 = at::vec::VecMask<float,1>(tmp278 != tmp278);
                                auto tmp286 = at::vec::VecMask<float,1>(tmp282 != tmp282);
                                auto tmp287 = (tmp285 > tmp286);
                                auto tmp288 = tmp283.template cast<int32_t,1>();
                                auto tmp289 = tmp287.template cast<int32_t,1>();
                                auto tmp290 = tmp288 | tmp289;
                                auto tmp291 = tmp285.template cast<int32_t,1>();
                                auto tmp292 = tmp286.template cast<int32_t,1>();
                                auto tmp293 = tmp291 & tmp292;
                                auto tmp294 = tmp284.template cast<int32_t,1>();
                                auto tmp295 = tmp293.template cast<int32_t,1>();
                                auto tmp296 = tmp294 | tmp295;
                                auto tmp297 = static_cast<int64_t>(8);
                                auto tmp298 = at::vec::VectorizedN<int64_t,2>(tmp297);
                                auto tmp299 = at::vec::VecMask<int64_t,2>(tmp279 < tmp298);
                                auto tmp300 = tmp296.template cast<int32_t,1>();
                                auto tmp301 = tmp299.template cast<int32_t,1>();
                                auto tmp302 = tmp300 & tmp301;
                                auto tmp303 = tmp290.template cast<int32_t,1>();
                                auto tmp304 = tmp302.template cast<int32_t,1>();
                                auto tmp305 = tmp303 | tmp304;
                                auto tmp306 = decltype(tmp278)::blendv(tmp282, tmp278, tmp305.template cast<float,1>());
                                auto tmp307 = decltype(tmp279)::blendv(tmp298, tmp279, tmp305.template cast<int64_t,2>());
                                auto tmp308 = at::vec::convert<int8_t,1,int64_t,2>(tmp307);
                                tmp78.store(out_ptr8 + static_cast<int64_t>(x3 + 64L*x0 + 64L*x1 + 64L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + 64L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))));
                                tmp308.store(out_ptr9 + static_cast<int64_t>(x3 + 64L*x0 + 64L*x1 + 64L*x2 + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + 64L*x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(8));
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(64L*ks2 + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))) / static_cast<double>(64L)) / ((-1.0000000000000000) + (static_cast<double>(64L*ks2 + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))) / static_cast<double>(64L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                        tmp17.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(64L*ks2 + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))) / static_cast<double>(64L)) / ((-1.0000000000000000) + (static_cast<double>(64L*ks2 + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + 64L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))) / static_cast<double>(64L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(4L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp19 = at::vec::clamp_min(tmp18, decltype(tmp18)(0));
                        tmp19.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L)) / ((-1.0000000000000000) + (static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                        tmp17.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L)) / ((-1.0000000000000000) + (static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr8,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L)) / ((-1.0000000000000000) + (static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = tmp20 / tmp6;
                        auto tmp22 = tmp21 + tmp9;
                        auto tmp23 = tmp22.rsqrt();
                        auto tmp24 = tmp19 * tmp23;
                        auto tmp26 = tmp24 * tmp25;
                        auto tmp28 = tmp26 + tmp27;
                        auto tmp29 = tmp16 + tmp28;
                        auto tmp30 = at::vec::clamp_min(tmp29, decltype(tmp29)(0));
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr8 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L)) / ((-1.0000000000000000) + (static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                        tmp17.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr8 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L)) / ((-1.0000000000000000) + (static_cast<double>(128L*ks2 + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + 128L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))) / static_cast<double>(128L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(8L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(8L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp19 = at::vec::clamp_min(tmp18, decltype(tmp18)(0));
                        tmp19.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L)) / ((-1.0000000000000000) + (static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L)) / ((-1.0000000000000000) + (static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                        tmp17.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr8 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr8,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L)) / ((-1.0000000000000000) + (static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = tmp20 / tmp6;
                        auto tmp22 = tmp21 + tmp9;
                        auto tmp23 = tmp22.rsqrt();
                        auto tmp24 = tmp19 * tmp23;
                        auto tmp26 = tmp24 * tmp25;
                        auto tmp28 = tmp26 + tmp27;
                        auto tmp29 = tmp16 + tmp28;
                        auto tmp30 = at::vec::clamp_min(tmp29, decltype(tmp29)(0));
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr8 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L)) / ((-1.0000000000000000) + (static_cast<double>(256L*ks2 + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + 256L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))) / static_cast<double>(256L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(16L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(16L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp19 = at::vec::clamp_min(tmp18, decltype(tmp18)(0));
                        tmp19.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L)) / ((-1.0000000000000000) + (static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr6 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr6 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L)) / ((-1.0000000000000000) + (static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                        tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr7,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L)) / ((-1.0000000000000000) + (static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = tmp20 / tmp6;
                        auto tmp22 = tmp21 + tmp9;
                        auto tmp23 = tmp22.rsqrt();
                        auto tmp24 = tmp19 * tmp23;
                        auto tmp26 = tmp24 * tmp25;
                        auto tmp28 = tmp26 + tmp27;
                        auto tmp29 = tmp16 + tmp28;
                        auto tmp30 = at::vec::clamp_min(tmp29, decltype(tmp29)(0));
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'bool*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       bool* out_ptr8,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    auto out_ptr7 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    auto tmp5 = ((static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L)) / ((-1.0000000000000000) + (static_cast<double>(512L*ks2 + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))) / static_cast<double>(512L))));
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp4 * tmp7;
                    auto tmp9 = static_cast<float>(0.1);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp13 = static_cast<float>(0.9);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp11 + tmp15;
                    tmp16.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = ks2 + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + ks2*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                        auto tmp5 = c10::convert<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp2 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp19 = at::vec::clamp_min(tmp18, decltype(tmp18)(0));
                        tmp19.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x2 + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L))))))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x2 + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(512L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                                tmp4.store(out_ptr8 + static_cast<int64_t>(x1 + x1_inner + x2 + 512L*x0 + x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L)))) && x2 < static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))))))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,false>(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x2 + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(512L), tmp0, static_cast<int64_t>(1L + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(1L + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x1_inner + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (-8L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(1L + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                                tmp4.store(out_ptr8 + static_cast<int64_t>(x1 + x1_inner + x2 + 512L*x0 + x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + x1*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + 512L*x0*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(1L + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))), static_cast<int64_t>(8L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)))));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L*ks2); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L*ks2)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = 1L + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L)))*(c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>((-1L) + ks1), static_cast<int64_t>(32L)));
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126 = args
        args.clear()
        s77 = primals_2
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 49, 7, 1))
        assert_size_stride(primals_5, (s77, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(primals_6, (), ())
        assert_size_stride(primals_7, (64, ), (1, ))
        assert_size_stride(primals_8, (64, ), (1, ))
        assert_size_stride(primals_9, (64, ), (1, ))
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_12, (), ())
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (64, ), (1, ))
        assert_size_stride(primals_15, (64, ), (1, ))
        assert_size_stride(primals_16, (64, ), (1, ))
        assert_size_stride(primals_17, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_18, (), ())
        assert_size_stride(primals_19, (64, ), (1, ))
        assert_size_stride(primals_20, (64, ), (1, ))
        assert_size_stride(primals_21, (64, ), (1, ))
        assert_size_stride(primals_22, (64, ), (1, ))
        assert_size_stride(primals_23, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_24, (), ())
        assert_size_stride(primals_25, (64, ), (1, ))
        assert_size_stride(primals_26, (64, ), (1, ))
        assert_size_stride(primals_27, (64, ), (1, ))
        assert_size_stride(primals_28, (64, ), (1, ))
        assert_size_stride(primals_29, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_30, (), ())
        assert_size_stride(primals_31, (64, ), (1, ))
        assert_size_stride(primals_32, (64, ), (1, ))
        assert_size_stride(primals_33, (64, ), (1, ))
        assert_size_stride(primals_34, (64, ), (1, ))
        assert_size_stride(primals_35, (128, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_36, (), ())
        assert_size_stride(primals_37, (128, ), (1, ))
        assert_size_stride(primals_38, (128, ), (1, ))
        assert_size_stride(primals_39, (128, ), (1, ))
        assert_size_stride(primals_40, (128, ), (1, ))
        assert_size_stride(primals_41, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_42, (), ())
        assert_size_stride(primals_43, (128, ), (1, ))
        assert_size_stride(primals_44, (128, ), (1, ))
        assert_size_stride(primals_45, (128, ), (1, ))
        assert_size_stride(primals_46, (128, ), (1, ))
        assert_size_stride(primals_47, (128, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_48, (), ())
        assert_size_stride(primals_49, (128, ), (1, ))
        assert_size_stride(primals_50, (128, ), (1, ))
        assert_size_stride(primals_51, (128, ), (1, ))
        assert_size_stride(primals_52, (128, ), (1, ))
        assert_size_stride(primals_53, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_54, (), ())
        assert_size_stride(primals_55, (128, ), (1, ))
        assert_size_stride(primals_56, (128, ), (1, ))
        assert_size_stride(primals_57, (128, ), (1, ))
        assert_size_stride(primals_58, (128, ), (1, ))
        assert_size_stride(primals_59, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_60, (), ())
        assert_size_stride(primals_61, (128, ), (1, ))
        assert_size_stride(primals_62, (128, ), (1, ))
        assert_size_stride(primals_63, (128, ), (1, ))
        assert_size_stride(primals_64, (128, ), (1, ))
        assert_size_stride(primals_65, (256, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_66, (), ())
        assert_size_stride(primals_67, (256, ), (1, ))
        assert_size_stride(primals_68, (256, ), (1, ))
        assert_size_stride(primals_69, (256, ), (1, ))
        assert_size_stride(primals_70, (256, ), (1, ))
        assert_size_stride(primals_71, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_72, (), ())
        assert_size_stride(primals_73, (256, ), (1, ))
        assert_size_stride(primals_74, (256, ), (1, ))
        assert_size_stride(primals_75, (256, ), (1, ))
        assert_size_stride(primals_76, (256, ), (1, ))
        assert_size_stride(primals_77, (256, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_78, (), ())
        assert_size_stride(primals_79, (256, ), (1, ))
        assert_size_stride(primals_80, (256, ), (1, ))
        assert_size_stride(primals_81, (256, ), (1, ))
        assert_size_stride(primals_82, (256, ), (1, ))
        assert_size_stride(primals_83, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_84, (), ())
        assert_size_stride(primals_85, (256, ), (1, ))
        assert_size_stride(primals_86, (256, ), (1, ))
        assert_size_stride(primals_87, (256, ), (1, ))
        assert_size_stride(primals_88, (256, ), (1, ))
        assert_size_stride(primals_89, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_90, (), ())
        assert_size_stride(primals_91, (256, ), (1, ))
        assert_size_stride(primals_92, (256, ), (1, ))
        assert_size_stride(primals_93, (256, ), (1, ))
        assert_size_stride(primals_94, (256, ), (1, ))
        assert_size_stride(primals_95, (512, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_96, (), ())
        assert_size_stride(primals_97, (512, ), (1, ))
        assert_size_stride(primals_98, (512, ), (1, ))
        assert_size_stride(primals_99, (512, ), (1, ))
        assert_size_stride(primals_100, (512, ), (1, ))
        assert_size_stride(primals_101, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_102, (), ())
        assert_size_stride(primals_103, (512, ), (1, ))
        assert_size_stride(primals_104, (512, ), (1, ))
        assert_size_stride(primals_105, (512, ), (1, ))
        assert_size_stride(primals_106, (512, ), (1, ))
        assert_size_stride(primals_107, (512, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(primals_108, (), ())
        assert_size_stride(primals_109, (512, ), (1, ))
        assert_size_stride(primals_110, (512, ), (1, ))
        assert_size_stride(primals_111, (512, ), (1, ))
        assert_size_stride(primals_112, (512, ), (1, ))
        assert_size_stride(primals_113, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_114, (), ())
        assert_size_stride(primals_115, (512, ), (1, ))
        assert_size_stride(primals_116, (512, ), (1, ))
        assert_size_stride(primals_117, (512, ), (1, ))
        assert_size_stride(primals_118, (512, ), (1, ))
        assert_size_stride(primals_119, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_120, (), ())
        assert_size_stride(primals_121, (512, ), (1, ))
        assert_size_stride(primals_122, (512, ), (1, ))
        assert_size_stride(primals_123, (512, ), (1, ))
        assert_size_stride(primals_124, (512, ), (1, ))
        assert_size_stride(primals_125, (10, 512), (512, 1))
        assert_size_stride(primals_126, (10, ), (1, ))
        buf0 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        buf1 = empty_strided_cpu((s77, 3, s53, s0), (3*s0*s53, 1, 3*s0, 3), torch.float32)
        buf2 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        buf3 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        buf4 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        buf5 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        buf6 = empty_strided_cpu((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        # [Provenance debug handles] cpp_fused_add_copy__0:1
        cpp_fused_add_copy__0(primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, primals_1, primals_5, primals_11, primals_17, primals_23, primals_29, primals_35, primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, buf0, buf1, buf2, buf3, buf4, buf5, buf6, s77, s0, s53)
        del primals_1
        del primals_102
        del primals_108
        del primals_11
        del primals_114
        del primals_12
        del primals_120
        del primals_17
        del primals_18
        del primals_23
        del primals_24
        del primals_29
        del primals_30
        del primals_35
        del primals_36
        del primals_42
        del primals_48
        del primals_5
        del primals_54
        del primals_6
        del primals_60
        del primals_66
        del primals_72
        del primals_78
        del primals_84
        del primals_90
        del primals_96
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf18 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf18, (s77, 64, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (64 + 64*(((-1) + s0) // 2) + 64*(((-1) + s53) // 2) + 64*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1, 64 + 64*(((-1) + s0) // 2), 64), 'torch.ops.aten.convolution.default')
        buf19 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf20 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf22 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf23 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (64 + 64*(((-1) + s0) // 2) + 64*(((-1) + s53) // 2) + 64*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1, 64 + 64*(((-1) + s0) // 2), 64), torch.float32)
        buf24 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), torch.float32)
        buf25 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), torch.int8)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1:3
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1(buf18, primals_7, primals_8, primals_9, primals_10, buf19, buf20, buf22, primals_7, primals_8, buf23, buf24, buf25, s0, s53, s77)
        del primals_10
        del primals_7
        del primals_8
        # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf26 = extern_kernels.convolution(buf24, buf2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf26, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), 'torch.ops.aten.convolution.default')
        buf27 = buf20; del buf20  # reuse
        buf28 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf30 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf31 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_2:5
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf26, primals_13, primals_14, primals_15, primals_16, buf27, buf28, buf30, primals_13, primals_14, buf31, s0, s53, s77)
        del primals_13
        del primals_14
        del primals_16
        # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:6
        buf32 = extern_kernels.convolution(buf31, buf3, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf32, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), 'torch.ops.aten.convolution.default')
        buf33 = buf28; del buf28  # reuse
        buf34 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf36 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf37 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3:7
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3(buf32, primals_19, primals_20, primals_21, primals_22, buf24, buf33, buf34, buf36, primals_19, primals_20, buf37, s0, s53, s77)
        del primals_19
        del primals_20
        del primals_22
        # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:8
        buf38 = extern_kernels.convolution(buf37, buf4, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf38, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), 'torch.ops.aten.convolution.default')
        buf39 = buf34; del buf34  # reuse
        buf40 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf42 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf43 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_2:9
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf38, primals_25, primals_26, primals_27, primals_28, buf39, buf40, buf42, primals_25, primals_26, buf43, s0, s53, s77)
        del primals_25
        del primals_26
        del primals_28
        # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf44 = extern_kernels.convolution(buf43, buf5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf44, (s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), 'torch.ops.aten.convolution.default')
        buf45 = buf40; del buf40  # reuse
        buf46 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf48 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf49 = empty_strided_cpu((s77, 64, 1 + (((-1) + s53) // 4), 1 + (((-1) + s0) // 4)), (64 + 64*(((-1) + s0) // 4) + 64*(((-1) + s53) // 4) + 64*(((-1) + s0) // 4)*(((-1) + s53) // 4), 1, 64 + 64*(((-1) + s0) // 4), 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3:11
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3(buf44, primals_31, primals_32, primals_33, primals_34, buf37, buf45, buf46, buf48, primals_31, primals_32, buf49, s0, s53, s77)
        del buf46
        del primals_31
        del primals_32
        del primals_34
        # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:12
        buf50 = extern_kernels.convolution(buf49, buf6, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf50, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), 'torch.ops.aten.convolution.default')
        buf51 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf52 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf54 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf55 = empty_strided_cpu((s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_4:13
        cpp_fused__native_batch_norm_legit_functional_copy__relu_4(buf50, primals_37, primals_38, primals_39, primals_40, buf51, buf52, buf54, primals_37, primals_38, buf55, s0, s53, s77)
        del primals_37
        del primals_38
        del primals_40
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:14
        buf61 = extern_kernels.convolution(buf49, reinterpret_tensor(primals_47, (128, 64, 1, 1), (64, 1, 64, 64), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf61, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), 'torch.ops.aten.convolution.default')
        buf62 = buf52; del buf52  # reuse
        buf63 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf65 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf7 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__5:15
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf61, primals_49, primals_50, primals_41, buf62, buf63, buf65, primals_49, primals_50, buf7, s0, s53, s77)
        del primals_41
        del primals_49
        del primals_50
        # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:16
        buf56 = extern_kernels.convolution(buf55, buf7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf56, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), 'torch.ops.aten.convolution.default')
        buf57 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf58 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf60 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf66 = empty_strided_cpu((s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), torch.float32)
        buf67 = buf66; del buf66  # reuse
        buf8 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_6:17
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_6(buf67, buf56, primals_43, primals_44, primals_45, primals_46, buf61, buf62, buf63, primals_51, primals_52, primals_53, buf57, buf58, buf60, primals_43, primals_44, buf8, s0, s53, s77)
        del primals_43
        del primals_44
        del primals_46
        del primals_52
        del primals_53
        # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:18
        buf68 = extern_kernels.convolution(buf67, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf68, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), 'torch.ops.aten.convolution.default')
        buf69 = buf63; del buf63  # reuse
        buf70 = buf58; del buf58  # reuse
        buf72 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf73 = empty_strided_cpu((s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), torch.float32)
        buf9 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_7:19
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf68, primals_55, primals_56, primals_57, primals_58, primals_59, buf69, buf70, buf72, primals_55, primals_56, buf73, buf9, s0, s53, s77)
        del primals_55
        del primals_56
        del primals_58
        del primals_59
        # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:20
        buf74 = extern_kernels.convolution(buf73, buf9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf74, (s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), 'torch.ops.aten.convolution.default')
        buf75 = buf70; del buf70  # reuse
        buf76 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf78 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf79 = empty_strided_cpu((s77, 128, 1 + (((-1) + s53) // 8), 1 + (((-1) + s0) // 8)), (128 + 128*(((-1) + s0) // 8) + 128*(((-1) + s53) // 8) + 128*(((-1) + s0) // 8)*(((-1) + s53) // 8), 1, 128 + 128*(((-1) + s0) // 8), 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8:21
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8(buf74, primals_61, primals_62, primals_63, primals_64, buf67, buf75, buf76, buf78, primals_61, primals_62, buf79, s0, s53, s77)
        del buf76
        del primals_61
        del primals_62
        del primals_64
        # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:22
        buf91 = extern_kernels.convolution(buf79, reinterpret_tensor(primals_77, (256, 128, 1, 1), (128, 1, 128, 128), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf91, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), 'torch.ops.aten.convolution.default')
        buf92 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf93 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf95 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf10 = empty_strided_cpu((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__9:23
        cpp_fused__native_batch_norm_legit_functional_copy__9(buf91, primals_79, primals_80, primals_65, buf92, buf93, buf95, primals_79, primals_80, buf10, s0, s53, s77)
        del primals_65
        del primals_79
        del primals_80
        # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:24
        buf80 = extern_kernels.convolution(buf79, buf10, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf80, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), 'torch.ops.aten.convolution.default')
        buf81 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf82 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf84 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf85 = empty_strided_cpu((s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), torch.float32)
        buf11 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_10:25
        cpp_fused__native_batch_norm_legit_functional_copy__relu_10(buf80, primals_67, primals_68, primals_69, primals_70, primals_71, buf81, buf82, buf84, primals_67, primals_68, buf85, buf11, s0, s53, s77)
        del primals_67
        del primals_68
        del primals_70
        del primals_71
        # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:26
        buf86 = extern_kernels.convolution(buf85, buf11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf86, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), 'torch.ops.aten.convolution.default')
        buf87 = buf82; del buf82  # reuse
        buf88 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf90 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf96 = empty_strided_cpu((s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), torch.float32)
        buf97 = buf96; del buf96  # reuse
        buf12 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_11:27
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_11(buf97, buf86, primals_73, primals_74, primals_75, primals_76, buf91, buf92, buf93, primals_81, primals_82, primals_83, buf87, buf88, buf90, primals_73, primals_74, buf12, s0, s53, s77)
        del primals_73
        del primals_74
        del primals_76
        del primals_82
        del primals_83
        # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:28
        buf98 = extern_kernels.convolution(buf97, buf12, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf98, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), 'torch.ops.aten.convolution.default')
        buf99 = buf93; del buf93  # reuse
        buf100 = buf88; del buf88  # reuse
        buf102 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf103 = empty_strided_cpu((s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), torch.float32)
        buf13 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_10:29
        cpp_fused__native_batch_norm_legit_functional_copy__relu_10(buf98, primals_85, primals_86, primals_87, primals_88, primals_89, buf99, buf100, buf102, primals_85, primals_86, buf103, buf13, s0, s53, s77)
        del primals_85
        del primals_86
        del primals_88
        del primals_89
        # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:30
        buf104 = extern_kernels.convolution(buf103, buf13, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf104, (s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), 'torch.ops.aten.convolution.default')
        buf105 = buf100; del buf100  # reuse
        buf106 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf108 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf109 = empty_strided_cpu((s77, 256, 1 + (((-1) + s53) // 16), 1 + (((-1) + s0) // 16)), (256 + 256*(((-1) + s0) // 16) + 256*(((-1) + s53) // 16) + 256*(((-1) + s0) // 16)*(((-1) + s53) // 16), 1, 256 + 256*(((-1) + s0) // 16), 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_12:31
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_12(buf104, primals_91, primals_92, primals_93, primals_94, buf97, buf105, buf106, buf108, primals_91, primals_92, buf109, s0, s53, s77)
        del buf106
        del primals_91
        del primals_92
        del primals_94
        # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:32
        buf119 = extern_kernels.convolution(buf109, reinterpret_tensor(primals_107, (512, 256, 1, 1), (256, 1, 256, 256), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf119, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), 'torch.ops.aten.convolution.default')
        buf120 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf121 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf14 = empty_strided_cpu((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__13:33
        cpp_fused__native_batch_norm_legit_functional_copy__13(buf119, primals_109, primals_110, primals_95, buf120, buf121, primals_109, primals_110, buf14, s0, s53, s77)
        del primals_109
        del primals_110
        del primals_95
        # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:34
        buf110 = extern_kernels.convolution(buf109, buf14, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf110, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), 'torch.ops.aten.convolution.default')
        buf111 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf112 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf114 = empty_strided_cpu((s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), torch.float32)
        buf15 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_14:35
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf110, primals_97, primals_98, primals_99, primals_100, primals_101, buf111, buf112, primals_97, primals_98, buf114, buf15, s0, s53, s77)
        del primals_100
        del primals_101
        del primals_97
        del primals_98
        # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:36
        buf115 = extern_kernels.convolution(buf114, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf115, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), 'torch.ops.aten.convolution.default')
        buf116 = buf112; del buf112  # reuse
        buf117 = buf111; del buf111  # reuse
        buf123 = empty_strided_cpu((s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), torch.float32)
        buf124 = buf123; del buf123  # reuse
        buf16 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_15:37
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_15(buf124, buf115, primals_103, primals_104, primals_105, primals_106, buf119, buf120, buf121, primals_111, primals_112, primals_113, buf116, buf117, primals_103, primals_104, buf16, s0, s53, s77)
        del buf116
        del buf117
        del primals_103
        del primals_104
        del primals_106
        del primals_112
        del primals_113
        # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:38
        buf125 = extern_kernels.convolution(buf124, buf16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf125, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), 'torch.ops.aten.convolution.default')
        buf126 = buf121; del buf121  # reuse
        buf127 = buf120; del buf120  # reuse
        buf129 = empty_strided_cpu((s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), torch.float32)
        buf17 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_14:39
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf125, primals_115, primals_116, primals_117, primals_118, primals_119, buf126, buf127, primals_115, primals_116, buf129, buf17, s0, s53, s77)
        del primals_115
        del primals_116
        del primals_118
        del primals_119
        # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:40
        buf130 = extern_kernels.convolution(buf129, buf17, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf130, (s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), 'torch.ops.aten.convolution.default')
        buf131 = buf127; del buf127  # reuse
        buf132 = buf126; del buf126  # reuse
        buf134 = empty_strided_cpu((s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1, 512 + 512*(((-1) + s0) // 32), 512), torch.float32)
        buf135 = empty_strided_cpu((s77, 512, 1, 1), (512, 1, 512*s77, 512*s77), torch.float32)
        buf138 = empty_strided_cpu((s77, 512, 1 + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32)), (512 + 512*(((-1) + s0) // 32) + 512*(((-1) + s53) // 32) + 512*(((-1) + s0) // 32)*(((-1) + s53) // 32), 1 + (((-1) + s0) // 32)*(((-1) + s53) // 32) + (((-1) + s0) // 32) + (((-1) + s53) // 32), 1 + (((-1) + s0) // 32), 1), torch.bool)
        buf136 = buf135; del buf135  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_16:41
        cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_16(buf136, buf130, primals_121, primals_122, primals_123, primals_124, buf124, buf131, buf132, primals_121, primals_122, buf134, buf138, s0, s53, s77)
        del buf131
        del buf132
        del buf134
        del primals_121
        del primals_122
        del primals_124
        buf137 = empty_strided_cpu((s77, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_4, x_5, x_6], Original ATen: [aten.mean, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:42
        extern_kernels.addmm(primals_126, reinterpret_tensor(buf136, (s77, 512), (512, 1), 0), reinterpret_tensor(primals_125, (512, 10), (1, 512), 0), alpha=1, beta=1, out=buf137)
        del primals_126
        return (buf137, buf0, buf1, primals_9, buf2, primals_15, buf3, primals_21, buf4, primals_27, buf5, primals_33, buf6, primals_39, buf7, primals_45, primals_47, primals_51, buf8, primals_57, buf9, primals_63, buf10, primals_69, buf11, primals_75, primals_77, primals_81, buf12, primals_87, buf13, primals_93, buf14, primals_99, buf15, primals_105, primals_107, primals_111, buf16, primals_117, buf17, primals_123, primals_125, buf18, reinterpret_tensor(buf22, (64, ), (1, ), 0), buf23, buf24, buf25, buf26, reinterpret_tensor(buf30, (64, ), (1, ), 0), buf31, buf32, reinterpret_tensor(buf36, (64, ), (1, ), 0), buf37, buf38, reinterpret_tensor(buf42, (64, ), (1, ), 0), buf43, buf44, reinterpret_tensor(buf48, (64, ), (1, ), 0), buf49, buf50, reinterpret_tensor(buf54, (128, ), (1, ), 0), buf55, buf56, reinterpret_tensor(buf60, (128, ), (1, ), 0), buf61, reinterpret_tensor(buf65, (128, ), (1, ), 0), buf67, buf68, reinterpret_tensor(buf72, (128, ), (1, ), 0), buf73, buf74, reinterpret_tensor(buf78, (128, ), (1, ), 0), buf79, buf80, reinterpret_tensor(buf84, (256, ), (1, ), 0), buf85, buf86, reinterpret_tensor(buf90, (256, ), (1, ), 0), buf91, reinterpret_tensor(buf95, (256, ), (1, ), 0), buf97, buf98, reinterpret_tensor(buf102, (256, ), (1, ), 0), buf103, buf104, reinterpret_tensor(buf108, (256, ), (1, ), 0), buf109, buf110, buf114, buf115, buf119, buf124, buf125, buf129, buf130, reinterpret_tensor(buf136, (s77, 512), (512, 1), 0), buf138, reinterpret_tensor(buf105, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf99, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf92, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf87, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf81, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf75, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf69, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf62, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf57, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf51, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf45, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf39, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf33, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf27, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf19, (1, 64, 1, 1), (64, 1, 1, 1), 0), s77, s0, s53, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    primals_2 = 2
    primals_3 = 64
    primals_4 = 64
    primals_5 = rand_strided((2, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_19 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_25 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_31 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_37 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_43 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_49 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_55 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_61 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_67 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_73 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_79 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_85 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_91 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_97 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_103 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_109 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_115 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_121 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((10, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
