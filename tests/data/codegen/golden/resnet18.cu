// ---- k0_op0
// kernel k0_op0: nodes op0
extern "C" __global__ void k0_op0(const float* __restrict__ p_arg1_1, float* __restrict__ p_buf0, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 75264) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 150528);
    const int x1 = ((((int)fs_x) / 50176) % 3);
    const int x2 = ((((int)fs_x) / 224) % 224);
    const int fs_x3b = (((int)fs_x) % 224);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 50176);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg1_1[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op0 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_store_v = (float)t0_load;
      p_buf0[((3 * fs_j) + (3 * fs_x2_3) + (150528 * x0) + x1)] = t0_store_v;
    }
  }
}
extern "C" __global__ void k0_op0_t(const float* __restrict__ p_arg1_1, float* __restrict__ p_buf0, int fs_ept) {
  // tiled transpose: a tile of 3 x1 values by 256 positions of the variables after it, through shared memory
  __shared__ float fs_tile0[3][257];  // buf0
  const int fs_pt = blockIdx.x % 196;
  const int fs_bt = (blockIdx.x / 196) % 1;
  const int fs_pre = blockIdx.x / 196;
  #pragma unroll 4
  for (int fs_e = threadIdx.x; fs_e < 768; fs_e += blockDim.x) {
    const int fs_bi = fs_e / 256, fs_pi = fs_e % 256;
    const int fs_b = fs_bt * 3 + fs_bi, fs_p = fs_pt * 256 + fs_pi;
    if (fs_b < 3 && fs_p < 50176) {
      const int x0 = fs_pre;
      const int x1 = fs_b;
      const int x3 = (fs_p % 224);
      const int x2 = (fs_p / 224);
      // op0 (pointwise)
      const float t0_load = p_arg1_1[((150528 * x0) + (50176 * x1) + (224 * x2) + x3)];
      const float t0_store_v = (float)t0_load;
      fs_tile0[fs_bi][fs_pi] = t0_store_v;
    }
  }
  __syncthreads();
  #pragma unroll 4
  for (int fs_e = threadIdx.x; fs_e < 768; fs_e += blockDim.x) {
    const int fs_bi = fs_e % 3, fs_pi = fs_e / 3;
    const int fs_b = fs_bt * 3 + fs_bi, fs_p = fs_pt * 256 + fs_pi;
    if (fs_b < 3 && fs_p < 50176) {
      const int x0 = fs_pre;
      const int x1 = fs_b;
      const int x3 = (fs_p % 224);
      const int x2 = (fs_p / 224);
      p_buf0[((150528 * x0) + x1 + (672 * x2) + (3 * x3))] = fs_tile0[fs_bi][fs_pi];
    }
  }
}

// ---- k1_op1
// kernel k1_op1: nodes op1
extern "C" __global__ void k1_op1(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf1, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 9408) break;
    const int x0 = (((int)fs_x) / 147);
    const int x1 = ((((int)fs_x) / 49) % 3);
    const int x2 = ((((int)fs_x) / 7) % 7);
    const int x3 = (((int)fs_x) % 7);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 49);
    // op1 (pointwise)
    const float t0_load = p_arg0_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf1[((3 * fs_x2_3) + (147 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k1_op1_t(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf1, int fs_ept) {
  // tiled transpose: a tile of 3 x1 values by 49 positions of the variables after it, through shared memory
  __shared__ float fs_tile0[3][49];  // buf1
  const int fs_pt = blockIdx.x % 1;
  const int fs_bt = (blockIdx.x / 1) % 1;
  const int fs_pre = blockIdx.x / 1;
  #pragma unroll 4
  for (int fs_e = threadIdx.x; fs_e < 147; fs_e += blockDim.x) {
    const int fs_bi = fs_e / 49, fs_pi = fs_e % 49;
    const int fs_b = fs_bt * 3 + fs_bi, fs_p = fs_pt * 49 + fs_pi;
    if (fs_b < 3 && fs_p < 49) {
      const int x0 = fs_pre;
      const int x1 = fs_b;
      const int x3 = (fs_p % 7);
      const int x2 = (fs_p / 7);
      // op1 (pointwise)
      const float t0_load = p_arg0_1[((147 * x0) + (49 * x1) + (7 * x2) + x3)];
      const float t0_store_v = (float)t0_load;
      fs_tile0[fs_bi][fs_pi] = t0_store_v;
    }
  }
  __syncthreads();
  #pragma unroll 4
  for (int fs_e = threadIdx.x; fs_e < 147; fs_e += blockDim.x) {
    const int fs_bi = fs_e % 3, fs_pi = fs_e / 3;
    const int fs_b = fs_bt * 3 + fs_bi, fs_p = fs_pt * 49 + fs_pi;
    if (fs_b < 3 && fs_p < 49) {
      const int x0 = fs_pre;
      const int x1 = fs_b;
      const int x3 = (fs_p % 7);
      const int x2 = (fs_p / 7);
      p_buf1[((147 * x0) + x1 + (21 * x2) + (3 * x3))] = fs_tile0[fs_bi][fs_pi];
    }
  }
}

// ---- k2_op2
// kernel k2_op2: ExternKernelSchedulerNode op2 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1789): extern_kernels.convolution(buf0, buf1, bias=None, stride=(2, 2), padding=(3, 3), dilation=(1, 1), groups=1, out=buf2)

// ---- k3_op3
// kernel k3_op3: nodes op3
extern "C" __global__ void k3_op3(const float* __restrict__ p_buf2, const float* __restrict__ p_arg2_1, const float* __restrict__ p_arg3_1, const float* __restrict__ p_arg4_1, const float* __restrict__ p_arg5_1, float* __restrict__ p_buf3, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 401408) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 802816);
    const int x1 = ((((int)fs_x) / 7168) % 112);
    const int x2 = ((((int)fs_x) / 64) % 112);
    const int fs_x3b = (((int)fs_x) % 64);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf2[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg2_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg3_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg4_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg5_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op3 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf3[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k4_op4
// kernel k4_op4: nodes op4
extern "C" __global__ void k4_op4(const float* __restrict__ p_buf3, float* __restrict__ p_buf4, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 401408) break;
    const int x0 = (((int)fs_x) / 200704);
    const int x1 = ((((int)fs_x) / 3584) % 56);
    const int x2 = ((((int)fs_x) / 64) % 56);
    const int x3 = (((int)fs_x) % 64);
    const int fs_x0_1 = (((int)fs_x) / 3584);
    const int fs_x0_3 = ((int)fs_x);
    // op4 (pointwise)
    const int64_t t0_index_expr = (int64_t)(((2 * x1) + (-1)));
    const int64_t t0_constant = (int64_t)0;
    const bool t0_ge = (int64_t)t0_index_expr >= (int64_t)t0_constant;
    const int64_t t0_index_expr_1 = (int64_t)(((2 * x1) + (-1)));
    const int64_t t0_constant_1 = (int64_t)112;
    const bool t0_lt = (int64_t)t0_index_expr_1 < (int64_t)t0_constant_1;
    const bool t0_and_ = (bool)t0_ge & (bool)t0_lt;
    const int64_t t0_index_expr_2 = (int64_t)(((2 * x2) + (-1)));
    const int64_t t0_constant_2 = (int64_t)0;
    const bool t0_ge_1 = (int64_t)t0_index_expr_2 >= (int64_t)t0_constant_2;
    const int64_t t0_index_expr_3 = (int64_t)(((2 * x2) + (-1)));
    const int64_t t0_constant_3 = (int64_t)112;
    const bool t0_lt_1 = (int64_t)t0_index_expr_3 < (int64_t)t0_constant_3;
    const bool t0_and__1 = (bool)t0_ge_1 & (bool)t0_lt_1;
    const bool t0_and__2 = (bool)t0_and_ & (bool)t0_and__1;
    float t0_masked_subblock1 = (float)(-INFINITY);
    if (t0_and__2) {
      const float t0_masked_subblock1_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7232))];
      t0_masked_subblock1 = (float)t0_masked_subblock1_load;
    }
    const int64_t t0_index_expr_4 = (int64_t)(((2 * x1) + (-1)));
    const int64_t t0_constant_4 = (int64_t)0;
    const bool t0_ge_2 = (int64_t)t0_index_expr_4 >= (int64_t)t0_constant_4;
    const int64_t t0_index_expr_5 = (int64_t)(((2 * x1) + (-1)));
    const int64_t t0_constant_5 = (int64_t)112;
    const bool t0_lt_2 = (int64_t)t0_index_expr_5 < (int64_t)t0_constant_5;
    const bool t0_and__3 = (bool)t0_ge_2 & (bool)t0_lt_2;
    const int64_t t0_index_expr_6 = (int64_t)((2 * x2));
    const int64_t t0_constant_6 = (int64_t)0;
    const bool t0_ge_3 = (int64_t)t0_index_expr_6 >= (int64_t)t0_constant_6;
    const int64_t t0_index_expr_7 = (int64_t)((2 * x2));
    const int64_t t0_constant_7 = (int64_t)112;
    const bool t0_lt_3 = (int64_t)t0_index_expr_7 < (int64_t)t0_constant_7;
    const bool t0_and__4 = (bool)t0_ge_3 & (bool)t0_lt_3;
    const bool t0_and__5 = (bool)t0_and__3 & (bool)t0_and__4;
    float t0_masked_subblock2 = (float)(-INFINITY);
    if (t0_and__5) {
      const float t0_masked_subblock2_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7168))];
      t0_masked_subblock2 = (float)t0_masked_subblock2_load;
    }
    const float t0_maximum = fs_maximum((float)t0_masked_subblock1, (float)t0_masked_subblock2);
    const int64_t t0_index_expr_8 = (int64_t)(((2 * x1) + (-1)));
    const int64_t t0_constant_8 = (int64_t)0;
    const bool t0_ge_4 = (int64_t)t0_index_expr_8 >= (int64_t)t0_constant_8;
    const int64_t t0_index_expr_9 = (int64_t)(((2 * x1) + (-1)));
    const int64_t t0_constant_9 = (int64_t)112;
    const bool t0_lt_4 = (int64_t)t0_index_expr_9 < (int64_t)t0_constant_9;
    const bool t0_and__6 = (bool)t0_ge_4 & (bool)t0_lt_4;
    const int64_t t0_index_expr_10 = (int64_t)(((2 * x2) + 1));
    const int64_t t0_constant_10 = (int64_t)0;
    const bool t0_ge_5 = (int64_t)t0_index_expr_10 >= (int64_t)t0_constant_10;
    const int64_t t0_index_expr_11 = (int64_t)(((2 * x2) + 1));
    const int64_t t0_constant_11 = (int64_t)112;
    const bool t0_lt_5 = (int64_t)t0_index_expr_11 < (int64_t)t0_constant_11;
    const bool t0_and__7 = (bool)t0_ge_5 & (bool)t0_lt_5;
    const bool t0_and__8 = (bool)t0_and__6 & (bool)t0_and__7;
    float t0_masked_subblock3 = (float)(-INFINITY);
    if (t0_and__8) {
      const float t0_masked_subblock3_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7104))];
      t0_masked_subblock3 = (float)t0_masked_subblock3_load;
    }
    const float t0_maximum_1 = fs_maximum((float)t0_maximum, (float)t0_masked_subblock3);
    const int64_t t0_index_expr_12 = (int64_t)((2 * x1));
    const int64_t t0_constant_12 = (int64_t)0;
    const bool t0_ge_6 = (int64_t)t0_index_expr_12 >= (int64_t)t0_constant_12;
    const int64_t t0_index_expr_13 = (int64_t)((2 * x1));
    const int64_t t0_constant_13 = (int64_t)112;
    const bool t0_lt_6 = (int64_t)t0_index_expr_13 < (int64_t)t0_constant_13;
    const bool t0_and__9 = (bool)t0_ge_6 & (bool)t0_lt_6;
    const int64_t t0_index_expr_14 = (int64_t)(((2 * x2) + (-1)));
    const int64_t t0_constant_14 = (int64_t)0;
    const bool t0_ge_7 = (int64_t)t0_index_expr_14 >= (int64_t)t0_constant_14;
    const int64_t t0_index_expr_15 = (int64_t)(((2 * x2) + (-1)));
    const int64_t t0_constant_15 = (int64_t)112;
    const bool t0_lt_7 = (int64_t)t0_index_expr_15 < (int64_t)t0_constant_15;
    const bool t0_and__10 = (bool)t0_ge_7 & (bool)t0_lt_7;
    const bool t0_and__11 = (bool)t0_and__9 & (bool)t0_and__10;
    float t0_masked_subblock4 = (float)(-INFINITY);
    if (t0_and__11) {
      const float t0_masked_subblock4_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-64))];
      t0_masked_subblock4 = (float)t0_masked_subblock4_load;
    }
    const float t0_maximum_2 = fs_maximum((float)t0_maximum_1, (float)t0_masked_subblock4);
    const int64_t t0_index_expr_16 = (int64_t)((2 * x1));
    const int64_t t0_constant_16 = (int64_t)0;
    const bool t0_ge_8 = (int64_t)t0_index_expr_16 >= (int64_t)t0_constant_16;
    const int64_t t0_index_expr_17 = (int64_t)((2 * x1));
    const int64_t t0_constant_17 = (int64_t)112;
    const bool t0_lt_8 = (int64_t)t0_index_expr_17 < (int64_t)t0_constant_17;
    const bool t0_and__12 = (bool)t0_ge_8 & (bool)t0_lt_8;
    const int64_t t0_index_expr_18 = (int64_t)((2 * x2));
    const int64_t t0_constant_18 = (int64_t)0;
    const bool t0_ge_9 = (int64_t)t0_index_expr_18 >= (int64_t)t0_constant_18;
    const int64_t t0_index_expr_19 = (int64_t)((2 * x2));
    const int64_t t0_constant_19 = (int64_t)112;
    const bool t0_lt_9 = (int64_t)t0_index_expr_19 < (int64_t)t0_constant_19;
    const bool t0_and__13 = (bool)t0_ge_9 & (bool)t0_lt_9;
    const bool t0_and__14 = (bool)t0_and__12 & (bool)t0_and__13;
    float t0_masked_subblock5 = (float)(-INFINITY);
    if (t0_and__14) {
      const float t0_masked_subblock5_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3)];
      t0_masked_subblock5 = (float)t0_masked_subblock5_load;
    }
    const float t0_maximum_3 = fs_maximum((float)t0_maximum_2, (float)t0_masked_subblock5);
    const int64_t t0_index_expr_20 = (int64_t)((2 * x1));
    const int64_t t0_constant_20 = (int64_t)0;
    const bool t0_ge_10 = (int64_t)t0_index_expr_20 >= (int64_t)t0_constant_20;
    const int64_t t0_index_expr_21 = (int64_t)((2 * x1));
    const int64_t t0_constant_21 = (int64_t)112;
    const bool t0_lt_10 = (int64_t)t0_index_expr_21 < (int64_t)t0_constant_21;
    const bool t0_and__15 = (bool)t0_ge_10 & (bool)t0_lt_10;
    const int64_t t0_index_expr_22 = (int64_t)(((2 * x2) + 1));
    const int64_t t0_constant_22 = (int64_t)0;
    const bool t0_ge_11 = (int64_t)t0_index_expr_22 >= (int64_t)t0_constant_22;
    const int64_t t0_index_expr_23 = (int64_t)(((2 * x2) + 1));
    const int64_t t0_constant_23 = (int64_t)112;
    const bool t0_lt_11 = (int64_t)t0_index_expr_23 < (int64_t)t0_constant_23;
    const bool t0_and__16 = (bool)t0_ge_11 & (bool)t0_lt_11;
    const bool t0_and__17 = (bool)t0_and__15 & (bool)t0_and__16;
    float t0_masked_subblock6 = (float)(-INFINITY);
    if (t0_and__17) {
      const float t0_masked_subblock6_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 64)];
      t0_masked_subblock6 = (float)t0_masked_subblock6_load;
    }
    const float t0_maximum_4 = fs_maximum((float)t0_maximum_3, (float)t0_masked_subblock6);
    const int64_t t0_index_expr_24 = (int64_t)(((2 * x1) + 1));
    const int64_t t0_constant_24 = (int64_t)0;
    const bool t0_ge_12 = (int64_t)t0_index_expr_24 >= (int64_t)t0_constant_24;
    const int64_t t0_index_expr_25 = (int64_t)(((2 * x1) + 1));
    const int64_t t0_constant_25 = (int64_t)112;
    const bool t0_lt_12 = (int64_t)t0_index_expr_25 < (int64_t)t0_constant_25;
    const bool t0_and__18 = (bool)t0_ge_12 & (bool)t0_lt_12;
    const int64_t t0_index_expr_26 = (int64_t)(((2 * x2) + (-1)));
    const int64_t t0_constant_26 = (int64_t)0;
    const bool t0_ge_13 = (int64_t)t0_index_expr_26 >= (int64_t)t0_constant_26;
    const int64_t t0_index_expr_27 = (int64_t)(((2 * x2) + (-1)));
    const int64_t t0_constant_27 = (int64_t)112;
    const bool t0_lt_13 = (int64_t)t0_index_expr_27 < (int64_t)t0_constant_27;
    const bool t0_and__19 = (bool)t0_ge_13 & (bool)t0_lt_13;
    const bool t0_and__20 = (bool)t0_and__18 & (bool)t0_and__19;
    float t0_masked_subblock7 = (float)(-INFINITY);
    if (t0_and__20) {
      const float t0_masked_subblock7_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 7104)];
      t0_masked_subblock7 = (float)t0_masked_subblock7_load;
    }
    const float t0_maximum_5 = fs_maximum((float)t0_maximum_4, (float)t0_masked_subblock7);
    const int64_t t0_index_expr_28 = (int64_t)(((2 * x1) + 1));
    const int64_t t0_constant_28 = (int64_t)0;
    const bool t0_ge_14 = (int64_t)t0_index_expr_28 >= (int64_t)t0_constant_28;
    const int64_t t0_index_expr_29 = (int64_t)(((2 * x1) + 1));
    const int64_t t0_constant_29 = (int64_t)112;
    const bool t0_lt_14 = (int64_t)t0_index_expr_29 < (int64_t)t0_constant_29;
    const bool t0_and__21 = (bool)t0_ge_14 & (bool)t0_lt_14;
    const int64_t t0_index_expr_30 = (int64_t)((2 * x2));
    const int64_t t0_constant_30 = (int64_t)0;
    const bool t0_ge_15 = (int64_t)t0_index_expr_30 >= (int64_t)t0_constant_30;
    const int64_t t0_index_expr_31 = (int64_t)((2 * x2));
    const int64_t t0_constant_31 = (int64_t)112;
    const bool t0_lt_15 = (int64_t)t0_index_expr_31 < (int64_t)t0_constant_31;
    const bool t0_and__22 = (bool)t0_ge_15 & (bool)t0_lt_15;
    const bool t0_and__23 = (bool)t0_and__21 & (bool)t0_and__22;
    float t0_masked_subblock8 = (float)(-INFINITY);
    if (t0_and__23) {
      const float t0_masked_subblock8_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 7168)];
      t0_masked_subblock8 = (float)t0_masked_subblock8_load;
    }
    const float t0_maximum_6 = fs_maximum((float)t0_maximum_5, (float)t0_masked_subblock8);
    const int64_t t0_index_expr_32 = (int64_t)(((2 * x1) + 1));
    const int64_t t0_constant_32 = (int64_t)0;
    const bool t0_ge_16 = (int64_t)t0_index_expr_32 >= (int64_t)t0_constant_32;
    const int64_t t0_index_expr_33 = (int64_t)(((2 * x1) + 1));
    const int64_t t0_constant_33 = (int64_t)112;
    const bool t0_lt_16 = (int64_t)t0_index_expr_33 < (int64_t)t0_constant_33;
    const bool t0_and__24 = (bool)t0_ge_16 & (bool)t0_lt_16;
    const int64_t t0_index_expr_34 = (int64_t)(((2 * x2) + 1));
    const int64_t t0_constant_34 = (int64_t)0;
    const bool t0_ge_17 = (int64_t)t0_index_expr_34 >= (int64_t)t0_constant_34;
    const int64_t t0_index_expr_35 = (int64_t)(((2 * x2) + 1));
    const int64_t t0_constant_35 = (int64_t)112;
    const bool t0_lt_17 = (int64_t)t0_index_expr_35 < (int64_t)t0_constant_35;
    const bool t0_and__25 = (bool)t0_ge_17 & (bool)t0_lt_17;
    const bool t0_and__26 = (bool)t0_and__24 & (bool)t0_and__25;
    float t0_masked_subblock9 = (float)(-INFINITY);
    if (t0_and__26) {
      const float t0_masked_subblock9_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 7232)];
      t0_masked_subblock9 = (float)t0_masked_subblock9_load;
    }
    const float t0_maximum_7 = fs_maximum((float)t0_maximum_6, (float)t0_masked_subblock9);
    const float t0_store_v = (float)t0_maximum_7;
    p_buf4[fs_x0_3] = t0_store_v;
  }
}
extern "C" __global__ void k4_op4_v(const float* __restrict__ p_buf3, float* __restrict__ p_buf4, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 100352) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 200704);
    const int x1 = ((((int)fs_x) / 3584) % 56);
    const int x2 = ((((int)fs_x) / 64) % 56);
    const int fs_x3b = (((int)fs_x) % 64);
    const int fs_x0_1 = (((int)fs_x) / 3584);
    const int fs_x0_3 = ((int)fs_x);
    float fs_s0[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op4 (pointwise)
      const int64_t t0_index_expr = (int64_t)(((2 * x1) + (-1)));
      const int64_t t0_constant = (int64_t)0;
      const bool t0_ge = (int64_t)t0_index_expr >= (int64_t)t0_constant;
      const int64_t t0_index_expr_1 = (int64_t)(((2 * x1) + (-1)));
      const int64_t t0_constant_1 = (int64_t)112;
      const bool t0_lt = (int64_t)t0_index_expr_1 < (int64_t)t0_constant_1;
      const bool t0_and_ = (bool)t0_ge & (bool)t0_lt;
      const int64_t t0_index_expr_2 = (int64_t)(((2 * x2) + (-1)));
      const int64_t t0_constant_2 = (int64_t)0;
      const bool t0_ge_1 = (int64_t)t0_index_expr_2 >= (int64_t)t0_constant_2;
      const int64_t t0_index_expr_3 = (int64_t)(((2 * x2) + (-1)));
      const int64_t t0_constant_3 = (int64_t)112;
      const bool t0_lt_1 = (int64_t)t0_index_expr_3 < (int64_t)t0_constant_3;
      const bool t0_and__1 = (bool)t0_ge_1 & (bool)t0_lt_1;
      const bool t0_and__2 = (bool)t0_and_ & (bool)t0_and__1;
      float t0_masked_subblock1 = (float)(-INFINITY);
      if (t0_and__2) {
        const float t0_masked_subblock1_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7232))];
        t0_masked_subblock1 = (float)t0_masked_subblock1_load;
      }
      const int64_t t0_index_expr_4 = (int64_t)(((2 * x1) + (-1)));
      const int64_t t0_constant_4 = (int64_t)0;
      const bool t0_ge_2 = (int64_t)t0_index_expr_4 >= (int64_t)t0_constant_4;
      const int64_t t0_index_expr_5 = (int64_t)(((2 * x1) + (-1)));
      const int64_t t0_constant_5 = (int64_t)112;
      const bool t0_lt_2 = (int64_t)t0_index_expr_5 < (int64_t)t0_constant_5;
      const bool t0_and__3 = (bool)t0_ge_2 & (bool)t0_lt_2;
      const int64_t t0_index_expr_6 = (int64_t)((2 * x2));
      const int64_t t0_constant_6 = (int64_t)0;
      const bool t0_ge_3 = (int64_t)t0_index_expr_6 >= (int64_t)t0_constant_6;
      const int64_t t0_index_expr_7 = (int64_t)((2 * x2));
      const int64_t t0_constant_7 = (int64_t)112;
      const bool t0_lt_3 = (int64_t)t0_index_expr_7 < (int64_t)t0_constant_7;
      const bool t0_and__4 = (bool)t0_ge_3 & (bool)t0_lt_3;
      const bool t0_and__5 = (bool)t0_and__3 & (bool)t0_and__4;
      float t0_masked_subblock2 = (float)(-INFINITY);
      if (t0_and__5) {
        const float t0_masked_subblock2_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7168))];
        t0_masked_subblock2 = (float)t0_masked_subblock2_load;
      }
      const float t0_maximum = fs_maximum((float)t0_masked_subblock1, (float)t0_masked_subblock2);
      const int64_t t0_index_expr_8 = (int64_t)(((2 * x1) + (-1)));
      const int64_t t0_constant_8 = (int64_t)0;
      const bool t0_ge_4 = (int64_t)t0_index_expr_8 >= (int64_t)t0_constant_8;
      const int64_t t0_index_expr_9 = (int64_t)(((2 * x1) + (-1)));
      const int64_t t0_constant_9 = (int64_t)112;
      const bool t0_lt_4 = (int64_t)t0_index_expr_9 < (int64_t)t0_constant_9;
      const bool t0_and__6 = (bool)t0_ge_4 & (bool)t0_lt_4;
      const int64_t t0_index_expr_10 = (int64_t)(((2 * x2) + 1));
      const int64_t t0_constant_10 = (int64_t)0;
      const bool t0_ge_5 = (int64_t)t0_index_expr_10 >= (int64_t)t0_constant_10;
      const int64_t t0_index_expr_11 = (int64_t)(((2 * x2) + 1));
      const int64_t t0_constant_11 = (int64_t)112;
      const bool t0_lt_5 = (int64_t)t0_index_expr_11 < (int64_t)t0_constant_11;
      const bool t0_and__7 = (bool)t0_ge_5 & (bool)t0_lt_5;
      const bool t0_and__8 = (bool)t0_and__6 & (bool)t0_and__7;
      float t0_masked_subblock3 = (float)(-INFINITY);
      if (t0_and__8) {
        const float t0_masked_subblock3_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7104))];
        t0_masked_subblock3 = (float)t0_masked_subblock3_load;
      }
      const float t0_maximum_1 = fs_maximum((float)t0_maximum, (float)t0_masked_subblock3);
      const int64_t t0_index_expr_12 = (int64_t)((2 * x1));
      const int64_t t0_constant_12 = (int64_t)0;
      const bool t0_ge_6 = (int64_t)t0_index_expr_12 >= (int64_t)t0_constant_12;
      const int64_t t0_index_expr_13 = (int64_t)((2 * x1));
      const int64_t t0_constant_13 = (int64_t)112;
      const bool t0_lt_6 = (int64_t)t0_index_expr_13 < (int64_t)t0_constant_13;
      const bool t0_and__9 = (bool)t0_ge_6 & (bool)t0_lt_6;
      const int64_t t0_index_expr_14 = (int64_t)(((2 * x2) + (-1)));
      const int64_t t0_constant_14 = (int64_t)0;
      const bool t0_ge_7 = (int64_t)t0_index_expr_14 >= (int64_t)t0_constant_14;
      const int64_t t0_index_expr_15 = (int64_t)(((2 * x2) + (-1)));
      const int64_t t0_constant_15 = (int64_t)112;
      const bool t0_lt_7 = (int64_t)t0_index_expr_15 < (int64_t)t0_constant_15;
      const bool t0_and__10 = (bool)t0_ge_7 & (bool)t0_lt_7;
      const bool t0_and__11 = (bool)t0_and__9 & (bool)t0_and__10;
      float t0_masked_subblock4 = (float)(-INFINITY);
      if (t0_and__11) {
        const float t0_masked_subblock4_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-64))];
        t0_masked_subblock4 = (float)t0_masked_subblock4_load;
      }
      const float t0_maximum_2 = fs_maximum((float)t0_maximum_1, (float)t0_masked_subblock4);
      const int64_t t0_index_expr_16 = (int64_t)((2 * x1));
      const int64_t t0_constant_16 = (int64_t)0;
      const bool t0_ge_8 = (int64_t)t0_index_expr_16 >= (int64_t)t0_constant_16;
      const int64_t t0_index_expr_17 = (int64_t)((2 * x1));
      const int64_t t0_constant_17 = (int64_t)112;
      const bool t0_lt_8 = (int64_t)t0_index_expr_17 < (int64_t)t0_constant_17;
      const bool t0_and__12 = (bool)t0_ge_8 & (bool)t0_lt_8;
      const int64_t t0_index_expr_18 = (int64_t)((2 * x2));
      const int64_t t0_constant_18 = (int64_t)0;
      const bool t0_ge_9 = (int64_t)t0_index_expr_18 >= (int64_t)t0_constant_18;
      const int64_t t0_index_expr_19 = (int64_t)((2 * x2));
      const int64_t t0_constant_19 = (int64_t)112;
      const bool t0_lt_9 = (int64_t)t0_index_expr_19 < (int64_t)t0_constant_19;
      const bool t0_and__13 = (bool)t0_ge_9 & (bool)t0_lt_9;
      const bool t0_and__14 = (bool)t0_and__12 & (bool)t0_and__13;
      float t0_masked_subblock5 = (float)(-INFINITY);
      if (t0_and__14) {
        const float t0_masked_subblock5_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3)];
        t0_masked_subblock5 = (float)t0_masked_subblock5_load;
      }
      const float t0_maximum_3 = fs_maximum((float)t0_maximum_2, (float)t0_masked_subblock5);
      const int64_t t0_index_expr_20 = (int64_t)((2 * x1));
      const int64_t t0_constant_20 = (int64_t)0;
      const bool t0_ge_10 = (int64_t)t0_index_expr_20 >= (int64_t)t0_constant_20;
      const int64_t t0_index_expr_21 = (int64_t)((2 * x1));
      const int64_t t0_constant_21 = (int64_t)112;
      const bool t0_lt_10 = (int64_t)t0_index_expr_21 < (int64_t)t0_constant_21;
      const bool t0_and__15 = (bool)t0_ge_10 & (bool)t0_lt_10;
      const int64_t t0_index_expr_22 = (int64_t)(((2 * x2) + 1));
      const int64_t t0_constant_22 = (int64_t)0;
      const bool t0_ge_11 = (int64_t)t0_index_expr_22 >= (int64_t)t0_constant_22;
      const int64_t t0_index_expr_23 = (int64_t)(((2 * x2) + 1));
      const int64_t t0_constant_23 = (int64_t)112;
      const bool t0_lt_11 = (int64_t)t0_index_expr_23 < (int64_t)t0_constant_23;
      const bool t0_and__16 = (bool)t0_ge_11 & (bool)t0_lt_11;
      const bool t0_and__17 = (bool)t0_and__15 & (bool)t0_and__16;
      float t0_masked_subblock6 = (float)(-INFINITY);
      if (t0_and__17) {
        const float t0_masked_subblock6_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 64)];
        t0_masked_subblock6 = (float)t0_masked_subblock6_load;
      }
      const float t0_maximum_4 = fs_maximum((float)t0_maximum_3, (float)t0_masked_subblock6);
      const int64_t t0_index_expr_24 = (int64_t)(((2 * x1) + 1));
      const int64_t t0_constant_24 = (int64_t)0;
      const bool t0_ge_12 = (int64_t)t0_index_expr_24 >= (int64_t)t0_constant_24;
      const int64_t t0_index_expr_25 = (int64_t)(((2 * x1) + 1));
      const int64_t t0_constant_25 = (int64_t)112;
      const bool t0_lt_12 = (int64_t)t0_index_expr_25 < (int64_t)t0_constant_25;
      const bool t0_and__18 = (bool)t0_ge_12 & (bool)t0_lt_12;
      const int64_t t0_index_expr_26 = (int64_t)(((2 * x2) + (-1)));
      const int64_t t0_constant_26 = (int64_t)0;
      const bool t0_ge_13 = (int64_t)t0_index_expr_26 >= (int64_t)t0_constant_26;
      const int64_t t0_index_expr_27 = (int64_t)(((2 * x2) + (-1)));
      const int64_t t0_constant_27 = (int64_t)112;
      const bool t0_lt_13 = (int64_t)t0_index_expr_27 < (int64_t)t0_constant_27;
      const bool t0_and__19 = (bool)t0_ge_13 & (bool)t0_lt_13;
      const bool t0_and__20 = (bool)t0_and__18 & (bool)t0_and__19;
      float t0_masked_subblock7 = (float)(-INFINITY);
      if (t0_and__20) {
        const float t0_masked_subblock7_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 7104)];
        t0_masked_subblock7 = (float)t0_masked_subblock7_load;
      }
      const float t0_maximum_5 = fs_maximum((float)t0_maximum_4, (float)t0_masked_subblock7);
      const int64_t t0_index_expr_28 = (int64_t)(((2 * x1) + 1));
      const int64_t t0_constant_28 = (int64_t)0;
      const bool t0_ge_14 = (int64_t)t0_index_expr_28 >= (int64_t)t0_constant_28;
      const int64_t t0_index_expr_29 = (int64_t)(((2 * x1) + 1));
      const int64_t t0_constant_29 = (int64_t)112;
      const bool t0_lt_14 = (int64_t)t0_index_expr_29 < (int64_t)t0_constant_29;
      const bool t0_and__21 = (bool)t0_ge_14 & (bool)t0_lt_14;
      const int64_t t0_index_expr_30 = (int64_t)((2 * x2));
      const int64_t t0_constant_30 = (int64_t)0;
      const bool t0_ge_15 = (int64_t)t0_index_expr_30 >= (int64_t)t0_constant_30;
      const int64_t t0_index_expr_31 = (int64_t)((2 * x2));
      const int64_t t0_constant_31 = (int64_t)112;
      const bool t0_lt_15 = (int64_t)t0_index_expr_31 < (int64_t)t0_constant_31;
      const bool t0_and__22 = (bool)t0_ge_15 & (bool)t0_lt_15;
      const bool t0_and__23 = (bool)t0_and__21 & (bool)t0_and__22;
      float t0_masked_subblock8 = (float)(-INFINITY);
      if (t0_and__23) {
        const float t0_masked_subblock8_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 7168)];
        t0_masked_subblock8 = (float)t0_masked_subblock8_load;
      }
      const float t0_maximum_6 = fs_maximum((float)t0_maximum_5, (float)t0_masked_subblock8);
      const int64_t t0_index_expr_32 = (int64_t)(((2 * x1) + 1));
      const int64_t t0_constant_32 = (int64_t)0;
      const bool t0_ge_16 = (int64_t)t0_index_expr_32 >= (int64_t)t0_constant_32;
      const int64_t t0_index_expr_33 = (int64_t)(((2 * x1) + 1));
      const int64_t t0_constant_33 = (int64_t)112;
      const bool t0_lt_16 = (int64_t)t0_index_expr_33 < (int64_t)t0_constant_33;
      const bool t0_and__24 = (bool)t0_ge_16 & (bool)t0_lt_16;
      const int64_t t0_index_expr_34 = (int64_t)(((2 * x2) + 1));
      const int64_t t0_constant_34 = (int64_t)0;
      const bool t0_ge_17 = (int64_t)t0_index_expr_34 >= (int64_t)t0_constant_34;
      const int64_t t0_index_expr_35 = (int64_t)(((2 * x2) + 1));
      const int64_t t0_constant_35 = (int64_t)112;
      const bool t0_lt_17 = (int64_t)t0_index_expr_35 < (int64_t)t0_constant_35;
      const bool t0_and__25 = (bool)t0_ge_17 & (bool)t0_lt_17;
      const bool t0_and__26 = (bool)t0_and__24 & (bool)t0_and__25;
      float t0_masked_subblock9 = (float)(-INFINITY);
      if (t0_and__26) {
        const float t0_masked_subblock9_load = p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + 7232)];
        t0_masked_subblock9 = (float)t0_masked_subblock9_load;
      }
      const float t0_maximum_7 = fs_maximum((float)t0_maximum_6, (float)t0_masked_subblock9);
      const float t0_store_v = (float)t0_maximum_7;
      fs_s0[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf4[fs_x0_3]) = make_float4(fs_s0[0], fs_s0[1], fs_s0[2], fs_s0[3]);
  }
}

// ---- k5_op5
// kernel k5_op5: nodes op5
extern "C" __global__ void k5_op5(const float* __restrict__ p_arg6_1, float* __restrict__ p_buf5, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 36864) break;
    const int x0 = (((int)fs_x) / 576);
    const int x1 = ((((int)fs_x) / 9) % 64);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op5 (pointwise)
    const float t0_load = p_arg6_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf5[((64 * fs_x2_3) + (576 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k5_op5_t(const float* __restrict__ p_arg6_1, float* __restrict__ p_buf5, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 4096) return;
  const int fs_pre = fs_t / 64;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 64);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op5 (pointwise)
    const float t0_load = p_arg6_1[((576 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf5[((576 * x0) + x1 + (192 * x2) + (64 * x3))] = t0_store_v;
  }
}

// ---- k6_op6
// kernel k6_op6: ExternKernelSchedulerNode op6 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1816): extern_kernels.convolution(buf4, buf5, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf6)

// ---- k7_op7
// kernel k7_op7: nodes op7
extern "C" __global__ void k7_op7(const float* __restrict__ p_buf6, const float* __restrict__ p_arg7_1, const float* __restrict__ p_arg8_1, const float* __restrict__ p_arg9_1, const float* __restrict__ p_arg10_1, float* __restrict__ p_buf7, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 100352) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 200704);
    const int x1 = ((((int)fs_x) / 3584) % 56);
    const int x2 = ((((int)fs_x) / 64) % 56);
    const int fs_x3b = (((int)fs_x) % 64);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf6[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg7_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg8_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg9_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg10_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op7 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf7[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k8_op8
// kernel k8_op8: nodes op8
extern "C" __global__ void k8_op8(const float* __restrict__ p_arg11_1, float* __restrict__ p_buf8, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 36864) break;
    const int x0 = (((int)fs_x) / 576);
    const int x1 = ((((int)fs_x) / 9) % 64);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op8 (pointwise)
    const float t0_load = p_arg11_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf8[((64 * fs_x2_3) + (576 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k8_op8_t(const float* __restrict__ p_arg11_1, float* __restrict__ p_buf8, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 4096) return;
  const int fs_pre = fs_t / 64;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 64);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op8 (pointwise)
    const float t0_load = p_arg11_1[((576 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf8[((576 * x0) + x1 + (192 * x2) + (64 * x3))] = t0_store_v;
  }
}

// ---- k9_op9
// kernel k9_op9: ExternKernelSchedulerNode op9 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1835): extern_kernels.convolution(buf7, buf8, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf9)

// ---- k10_op10
// kernel k10_op10: nodes op10
extern "C" __global__ void k10_op10(const float* __restrict__ p_buf9, const float* __restrict__ p_arg12_1, const float* __restrict__ p_arg13_1, const float* __restrict__ p_arg14_1, const float* __restrict__ p_arg15_1, const float* __restrict__ p_buf4, float* __restrict__ p_buf10, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 100352) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 200704);
    const int x1 = ((((int)fs_x) / 3584) % 56);
    const int x2 = ((((int)fs_x) / 64) % 56);
    const int fs_x3b = (((int)fs_x) % 64);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf9[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg12_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg13_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg14_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg15_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf4[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_s6[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op10 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
      const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s6[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf10[fs_x0_3]) = make_float4(fs_s6[0], fs_s6[1], fs_s6[2], fs_s6[3]);
  }
}

// ---- k11_op11
// kernel k11_op11: nodes op11
extern "C" __global__ void k11_op11(const float* __restrict__ p_arg16_1, float* __restrict__ p_buf11, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 36864) break;
    const int x0 = (((int)fs_x) / 576);
    const int x1 = ((((int)fs_x) / 9) % 64);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op11 (pointwise)
    const float t0_load = p_arg16_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf11[((64 * fs_x2_3) + (576 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k11_op11_t(const float* __restrict__ p_arg16_1, float* __restrict__ p_buf11, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 4096) return;
  const int fs_pre = fs_t / 64;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 64);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op11 (pointwise)
    const float t0_load = p_arg16_1[((576 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf11[((576 * x0) + x1 + (192 * x2) + (64 * x3))] = t0_store_v;
  }
}

// ---- k12_op12
// kernel k12_op12: ExternKernelSchedulerNode op12 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1856): extern_kernels.convolution(buf10, buf11, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf12)

// ---- k13_op13
// kernel k13_op13: nodes op13
extern "C" __global__ void k13_op13(const float* __restrict__ p_buf12, const float* __restrict__ p_arg17_1, const float* __restrict__ p_arg18_1, const float* __restrict__ p_arg19_1, const float* __restrict__ p_arg20_1, float* __restrict__ p_buf13, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 100352) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 200704);
    const int x1 = ((((int)fs_x) / 3584) % 56);
    const int x2 = ((((int)fs_x) / 64) % 56);
    const int fs_x3b = (((int)fs_x) % 64);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf12[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg17_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg18_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg19_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg20_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op13 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf13[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k14_op14
// kernel k14_op14: nodes op14
extern "C" __global__ void k14_op14(const float* __restrict__ p_arg21_1, float* __restrict__ p_buf14, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 36864) break;
    const int x0 = (((int)fs_x) / 576);
    const int x1 = ((((int)fs_x) / 9) % 64);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op14 (pointwise)
    const float t0_load = p_arg21_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf14[((64 * fs_x2_3) + (576 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k14_op14_t(const float* __restrict__ p_arg21_1, float* __restrict__ p_buf14, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 4096) return;
  const int fs_pre = fs_t / 64;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 64);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op14 (pointwise)
    const float t0_load = p_arg21_1[((576 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf14[((576 * x0) + x1 + (192 * x2) + (64 * x3))] = t0_store_v;
  }
}

// ---- k15_op15
// kernel k15_op15: ExternKernelSchedulerNode op15 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1875): extern_kernels.convolution(buf13, buf14, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf15)

// ---- k16_op16
// kernel k16_op16: nodes op16
extern "C" __global__ void k16_op16(const float* __restrict__ p_buf15, const float* __restrict__ p_arg22_1, const float* __restrict__ p_arg23_1, const float* __restrict__ p_arg24_1, const float* __restrict__ p_arg25_1, const float* __restrict__ p_buf10, float* __restrict__ p_buf16, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 100352) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 200704);
    const int x1 = ((((int)fs_x) / 3584) % 56);
    const int x2 = ((((int)fs_x) / 64) % 56);
    const int fs_x3b = (((int)fs_x) % 64);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf15[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg22_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg23_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg24_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg25_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf10[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_s6[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op16 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
      const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s6[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf16[fs_x0_3]) = make_float4(fs_s6[0], fs_s6[1], fs_s6[2], fs_s6[3]);
  }
}

// ---- k17_op17
// kernel k17_op17: nodes op17
extern "C" __global__ void k17_op17(const float* __restrict__ p_arg26_1, float* __restrict__ p_buf17, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 73728) break;
    const int x0 = (((int)fs_x) / 576);
    const int x1 = ((((int)fs_x) / 9) % 64);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op17 (pointwise)
    const float t0_load = p_arg26_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf17[((64 * fs_x2_3) + (576 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k17_op17_t(const float* __restrict__ p_arg26_1, float* __restrict__ p_buf17, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 8192) return;
  const int fs_pre = fs_t / 64;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 64);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op17 (pointwise)
    const float t0_load = p_arg26_1[((576 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf17[((576 * x0) + x1 + (192 * x2) + (64 * x3))] = t0_store_v;
  }
}

// ---- k18_op18
// kernel k18_op18: ExternKernelSchedulerNode op18 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1897): extern_kernels.convolution(buf16, buf17, bias=None, stride=(2, 2), padding=(1, 1), dilation=(1, 1), groups=1, out=buf18)

// ---- k19_op19
// kernel k19_op19: nodes op19
extern "C" __global__ void k19_op19(const float* __restrict__ p_buf18, const float* __restrict__ p_arg27_1, const float* __restrict__ p_arg28_1, const float* __restrict__ p_arg29_1, const float* __restrict__ p_arg30_1, float* __restrict__ p_buf19, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 50176) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 100352);
    const int x1 = ((((int)fs_x) / 3584) % 28);
    const int x2 = ((((int)fs_x) / 128) % 28);
    const int fs_x3b = (((int)fs_x) % 128);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf18[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg27_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg28_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg29_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg30_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op19 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf19[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k20_op20
// kernel k20_op20: nodes op20
extern "C" __global__ void k20_op20(const float* __restrict__ p_arg31_1, float* __restrict__ p_buf20, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 147456) break;
    const int x0 = (((int)fs_x) / 1152);
    const int x1 = ((((int)fs_x) / 9) % 128);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op20 (pointwise)
    const float t0_load = p_arg31_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf20[((128 * fs_x2_3) + (1152 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k20_op20_t(const float* __restrict__ p_arg31_1, float* __restrict__ p_buf20, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 16384) return;
  const int fs_pre = fs_t / 128;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 128);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op20 (pointwise)
    const float t0_load = p_arg31_1[((1152 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf20[((1152 * x0) + x1 + (384 * x2) + (128 * x3))] = t0_store_v;
  }
}

// ---- k21_op21
// kernel k21_op21: ExternKernelSchedulerNode op21 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1917): extern_kernels.convolution(buf19, buf20, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf21)

// ---- k22_op22
// kernel k22_op22: ExternKernelSchedulerNode op22 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1922): extern_kernels.convolution(buf16, arg36_1, bias=None, stride=(2, 2), padding=(0, 0), dilation=(1, 1), groups=1, out=buf22)

// ---- k23_op23_op24
// kernel k23_op23_op24: nodes op23_op24
extern "C" __global__ void k23_op23_op24(const float* __restrict__ p_buf21, const float* __restrict__ p_arg32_1, const float* __restrict__ p_arg33_1, const float* __restrict__ p_arg34_1, const float* __restrict__ p_arg35_1, const float* __restrict__ p_buf22, const float* __restrict__ p_arg37_1, const float* __restrict__ p_arg38_1, const float* __restrict__ p_arg39_1, const float* __restrict__ p_arg40_1, float* __restrict__ p_buf24, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 50176) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 100352);
    const int x1 = ((((int)fs_x) / 3584) % 28);
    const int x2 = ((((int)fs_x) / 128) % 28);
    const int fs_x3b = (((int)fs_x) % 128);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf21[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg32_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg33_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg34_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg35_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf22[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_v6[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg37_1[fs_x3b]); fs_v6[0 + 0] = fs_q.x; fs_v6[0 + 1] = fs_q.y; fs_v6[0 + 2] = fs_q.z; fs_v6[0 + 3] = fs_q.w; }
    float fs_v7[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg38_1[fs_x3b]); fs_v7[0 + 0] = fs_q.x; fs_v7[0 + 1] = fs_q.y; fs_v7[0 + 2] = fs_q.z; fs_v7[0 + 3] = fs_q.w; }
    float fs_v8[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg39_1[fs_x3b]); fs_v8[0 + 0] = fs_q.x; fs_v8[0 + 1] = fs_q.y; fs_v8[0 + 2] = fs_q.z; fs_v8[0 + 3] = fs_q.w; }
    float fs_v9[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg40_1[fs_x3b]); fs_v9[0 + 0] = fs_q.x; fs_v9[0 + 1] = fs_q.y; fs_v9[0 + 2] = fs_q.z; fs_v9[0 + 3] = fs_q.w; }
    float fs_s10[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op23 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_load_6 = fs_v6[fs_j];
      const float t0_sub_1 = (float)t0_load_5 - (float)t0_load_6;
      const float t0_load_7 = fs_v7[fs_j];
      const float t0_constant_2 = (float)1e-05f;
      const float t0_add_2 = (float)t0_load_7 + (float)t0_constant_2;
      const float t0_sqrt_1 = (float)sqrtf((float)t0_add_2);
      const float t0_reciprocal_1 = 1.0f / (float)t0_sqrt_1;
      const float t0_constant_3 = (float)1.0f;
      const float t0_mul_3 = (float)t0_reciprocal_1 * (float)t0_constant_3;
      const float t0_mul_4 = (float)t0_sub_1 * (float)t0_mul_3;
      const float t0_load_8 = fs_v8[fs_j];
      const float t0_mul_5 = (float)t0_mul_4 * (float)t0_load_8;
      const float t0_load_9 = fs_v9[fs_j];
      const float t0_add_3 = (float)t0_mul_5 + (float)t0_load_9;
      const float t0_add_4 = (float)t0_add_1 + (float)t0_add_3;
      const float t0_store_v = (float)t0_add_4;
      // op24 (pointwise)
      const float t1_load = t0_store_v;  // forwarded buf23
      const float t1_relu = fs_maximum((float)t1_load, (float)0);
      const float t1_store_v = (float)t1_relu;
      fs_s10[fs_j] = t1_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf24[fs_x0_3]) = make_float4(fs_s10[0], fs_s10[1], fs_s10[2], fs_s10[3]);
  }
}

// ---- k24_op25
// kernel k24_op25: nodes op25
extern "C" __global__ void k24_op25(const float* __restrict__ p_arg41_1, float* __restrict__ p_buf25, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 147456) break;
    const int x0 = (((int)fs_x) / 1152);
    const int x1 = ((((int)fs_x) / 9) % 128);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op25 (pointwise)
    const float t0_load = p_arg41_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf25[((128 * fs_x2_3) + (1152 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k24_op25_t(const float* __restrict__ p_arg41_1, float* __restrict__ p_buf25, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 16384) return;
  const int fs_pre = fs_t / 128;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 128);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op25 (pointwise)
    const float t0_load = p_arg41_1[((1152 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf25[((1152 * x0) + x1 + (384 * x2) + (128 * x3))] = t0_store_v;
  }
}

// ---- k25_op26
// kernel k25_op26: ExternKernelSchedulerNode op26 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1949): extern_kernels.convolution(buf24, buf25, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf26)

// ---- k26_op27
// kernel k26_op27: nodes op27
extern "C" __global__ void k26_op27(const float* __restrict__ p_buf26, const float* __restrict__ p_arg42_1, const float* __restrict__ p_arg43_1, const float* __restrict__ p_arg44_1, const float* __restrict__ p_arg45_1, float* __restrict__ p_buf27, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 50176) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 100352);
    const int x1 = ((((int)fs_x) / 3584) % 28);
    const int x2 = ((((int)fs_x) / 128) % 28);
    const int fs_x3b = (((int)fs_x) % 128);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf26[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg42_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg43_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg44_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg45_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op27 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf27[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k27_op28
// kernel k27_op28: nodes op28
extern "C" __global__ void k27_op28(const float* __restrict__ p_arg46_1, float* __restrict__ p_buf28, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 147456) break;
    const int x0 = (((int)fs_x) / 1152);
    const int x1 = ((((int)fs_x) / 9) % 128);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op28 (pointwise)
    const float t0_load = p_arg46_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf28[((128 * fs_x2_3) + (1152 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k27_op28_t(const float* __restrict__ p_arg46_1, float* __restrict__ p_buf28, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 16384) return;
  const int fs_pre = fs_t / 128;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 128);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op28 (pointwise)
    const float t0_load = p_arg46_1[((1152 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf28[((1152 * x0) + x1 + (384 * x2) + (128 * x3))] = t0_store_v;
  }
}

// ---- k28_op29
// kernel k28_op29: ExternKernelSchedulerNode op29 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1968): extern_kernels.convolution(buf27, buf28, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf29)

// ---- k29_op30
// kernel k29_op30: nodes op30
extern "C" __global__ void k29_op30(const float* __restrict__ p_buf29, const float* __restrict__ p_arg47_1, const float* __restrict__ p_arg48_1, const float* __restrict__ p_arg49_1, const float* __restrict__ p_arg50_1, const float* __restrict__ p_buf24, float* __restrict__ p_buf30, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 50176) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 100352);
    const int x1 = ((((int)fs_x) / 3584) % 28);
    const int x2 = ((((int)fs_x) / 128) % 28);
    const int fs_x3b = (((int)fs_x) % 128);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf29[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg47_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg48_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg49_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg50_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf24[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_s6[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op30 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
      const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s6[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf30[fs_x0_3]) = make_float4(fs_s6[0], fs_s6[1], fs_s6[2], fs_s6[3]);
  }
}

// ---- k30_op31
// kernel k30_op31: nodes op31
extern "C" __global__ void k30_op31(const float* __restrict__ p_arg51_1, float* __restrict__ p_buf31, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 294912) break;
    const int x0 = (((int)fs_x) / 1152);
    const int x1 = ((((int)fs_x) / 9) % 128);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op31 (pointwise)
    const float t0_load = p_arg51_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf31[((128 * fs_x2_3) + (1152 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k30_op31_t(const float* __restrict__ p_arg51_1, float* __restrict__ p_buf31, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 32768) return;
  const int fs_pre = fs_t / 128;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 128);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op31 (pointwise)
    const float t0_load = p_arg51_1[((1152 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf31[((1152 * x0) + x1 + (384 * x2) + (128 * x3))] = t0_store_v;
  }
}

// ---- k31_op32
// kernel k31_op32: ExternKernelSchedulerNode op32 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:1990): extern_kernels.convolution(buf30, buf31, bias=None, stride=(2, 2), padding=(1, 1), dilation=(1, 1), groups=1, out=buf32)

// ---- k32_op33
// kernel k32_op33: nodes op33
extern "C" __global__ void k32_op33(const float* __restrict__ p_buf32, const float* __restrict__ p_arg52_1, const float* __restrict__ p_arg53_1, const float* __restrict__ p_arg54_1, const float* __restrict__ p_arg55_1, float* __restrict__ p_buf33, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 25088) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 50176);
    const int x1 = ((((int)fs_x) / 3584) % 14);
    const int x2 = ((((int)fs_x) / 256) % 14);
    const int fs_x3b = (((int)fs_x) % 256);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf32[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg52_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg53_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg54_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg55_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op33 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf33[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k33_op34
// kernel k33_op34: nodes op34
extern "C" __global__ void k33_op34(const float* __restrict__ p_arg56_1, float* __restrict__ p_buf34, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 589824) break;
    const int x0 = (((int)fs_x) / 2304);
    const int x1 = ((((int)fs_x) / 9) % 256);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op34 (pointwise)
    const float t0_load = p_arg56_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf34[((256 * fs_x2_3) + (2304 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k33_op34_t(const float* __restrict__ p_arg56_1, float* __restrict__ p_buf34, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 65536) return;
  const int fs_pre = fs_t / 256;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 256);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op34 (pointwise)
    const float t0_load = p_arg56_1[((2304 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf34[((2304 * x0) + x1 + (768 * x2) + (256 * x3))] = t0_store_v;
  }
}

// ---- k34_op35
// kernel k34_op35: ExternKernelSchedulerNode op35 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2010): extern_kernels.convolution(buf33, buf34, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf35)

// ---- k35_op36
// kernel k35_op36: ExternKernelSchedulerNode op36 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2015): extern_kernels.convolution(buf30, arg61_1, bias=None, stride=(2, 2), padding=(0, 0), dilation=(1, 1), groups=1, out=buf36)

// ---- k36_op37_op38
// kernel k36_op37_op38: nodes op37_op38
extern "C" __global__ void k36_op37_op38(const float* __restrict__ p_buf35, const float* __restrict__ p_arg57_1, const float* __restrict__ p_arg58_1, const float* __restrict__ p_arg59_1, const float* __restrict__ p_arg60_1, const float* __restrict__ p_buf36, const float* __restrict__ p_arg62_1, const float* __restrict__ p_arg63_1, const float* __restrict__ p_arg64_1, const float* __restrict__ p_arg65_1, float* __restrict__ p_buf38, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 25088) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 50176);
    const int x1 = ((((int)fs_x) / 3584) % 14);
    const int x2 = ((((int)fs_x) / 256) % 14);
    const int fs_x3b = (((int)fs_x) % 256);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf35[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg57_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg58_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg59_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg60_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf36[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_v6[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg62_1[fs_x3b]); fs_v6[0 + 0] = fs_q.x; fs_v6[0 + 1] = fs_q.y; fs_v6[0 + 2] = fs_q.z; fs_v6[0 + 3] = fs_q.w; }
    float fs_v7[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg63_1[fs_x3b]); fs_v7[0 + 0] = fs_q.x; fs_v7[0 + 1] = fs_q.y; fs_v7[0 + 2] = fs_q.z; fs_v7[0 + 3] = fs_q.w; }
    float fs_v8[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg64_1[fs_x3b]); fs_v8[0 + 0] = fs_q.x; fs_v8[0 + 1] = fs_q.y; fs_v8[0 + 2] = fs_q.z; fs_v8[0 + 3] = fs_q.w; }
    float fs_v9[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg65_1[fs_x3b]); fs_v9[0 + 0] = fs_q.x; fs_v9[0 + 1] = fs_q.y; fs_v9[0 + 2] = fs_q.z; fs_v9[0 + 3] = fs_q.w; }
    float fs_s10[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op37 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_load_6 = fs_v6[fs_j];
      const float t0_sub_1 = (float)t0_load_5 - (float)t0_load_6;
      const float t0_load_7 = fs_v7[fs_j];
      const float t0_constant_2 = (float)1e-05f;
      const float t0_add_2 = (float)t0_load_7 + (float)t0_constant_2;
      const float t0_sqrt_1 = (float)sqrtf((float)t0_add_2);
      const float t0_reciprocal_1 = 1.0f / (float)t0_sqrt_1;
      const float t0_constant_3 = (float)1.0f;
      const float t0_mul_3 = (float)t0_reciprocal_1 * (float)t0_constant_3;
      const float t0_mul_4 = (float)t0_sub_1 * (float)t0_mul_3;
      const float t0_load_8 = fs_v8[fs_j];
      const float t0_mul_5 = (float)t0_mul_4 * (float)t0_load_8;
      const float t0_load_9 = fs_v9[fs_j];
      const float t0_add_3 = (float)t0_mul_5 + (float)t0_load_9;
      const float t0_add_4 = (float)t0_add_1 + (float)t0_add_3;
      const float t0_store_v = (float)t0_add_4;
      // op38 (pointwise)
      const float t1_load = t0_store_v;  // forwarded buf37
      const float t1_relu = fs_maximum((float)t1_load, (float)0);
      const float t1_store_v = (float)t1_relu;
      fs_s10[fs_j] = t1_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf38[fs_x0_3]) = make_float4(fs_s10[0], fs_s10[1], fs_s10[2], fs_s10[3]);
  }
}

// ---- k37_op39
// kernel k37_op39: nodes op39
extern "C" __global__ void k37_op39(const float* __restrict__ p_arg66_1, float* __restrict__ p_buf39, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 589824) break;
    const int x0 = (((int)fs_x) / 2304);
    const int x1 = ((((int)fs_x) / 9) % 256);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op39 (pointwise)
    const float t0_load = p_arg66_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf39[((256 * fs_x2_3) + (2304 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k37_op39_t(const float* __restrict__ p_arg66_1, float* __restrict__ p_buf39, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 65536) return;
  const int fs_pre = fs_t / 256;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 256);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op39 (pointwise)
    const float t0_load = p_arg66_1[((2304 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf39[((2304 * x0) + x1 + (768 * x2) + (256 * x3))] = t0_store_v;
  }
}

// ---- k38_op40
// kernel k38_op40: ExternKernelSchedulerNode op40 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2042): extern_kernels.convolution(buf38, buf39, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf40)

// ---- k39_op41
// kernel k39_op41: nodes op41
extern "C" __global__ void k39_op41(const float* __restrict__ p_buf40, const float* __restrict__ p_arg67_1, const float* __restrict__ p_arg68_1, const float* __restrict__ p_arg69_1, const float* __restrict__ p_arg70_1, float* __restrict__ p_buf41, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 25088) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 50176);
    const int x1 = ((((int)fs_x) / 3584) % 14);
    const int x2 = ((((int)fs_x) / 256) % 14);
    const int fs_x3b = (((int)fs_x) % 256);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf40[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg67_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg68_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg69_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg70_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op41 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf41[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}

// ---- k40_op42
// kernel k40_op42: nodes op42
extern "C" __global__ void k40_op42(const float* __restrict__ p_arg71_1, float* __restrict__ p_buf42, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 589824) break;
    const int x0 = (((int)fs_x) / 2304);
    const int x1 = ((((int)fs_x) / 9) % 256);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op42 (pointwise)
    const float t0_load = p_arg71_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf42[((256 * fs_x2_3) + (2304 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k40_op42_t(const float* __restrict__ p_arg71_1, float* __restrict__ p_buf42, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 65536) return;
  const int fs_pre = fs_t / 256;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 256);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op42 (pointwise)
    const float t0_load = p_arg71_1[((2304 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf42[((2304 * x0) + x1 + (768 * x2) + (256 * x3))] = t0_store_v;
  }
}

// ---- k41_op43
// kernel k41_op43: ExternKernelSchedulerNode op43 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2061): extern_kernels.convolution(buf41, buf42, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf43)

// ---- k42_op44
// kernel k42_op44: nodes op44
extern "C" __global__ void k42_op44(const float* __restrict__ p_buf43, const float* __restrict__ p_arg72_1, const float* __restrict__ p_arg73_1, const float* __restrict__ p_arg74_1, const float* __restrict__ p_arg75_1, const float* __restrict__ p_buf38, float* __restrict__ p_buf44, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 25088) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 50176);
    const int x1 = ((((int)fs_x) / 3584) % 14);
    const int x2 = ((((int)fs_x) / 256) % 14);
    const int fs_x3b = (((int)fs_x) % 256);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf43[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg72_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg73_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg74_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg75_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf38[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_s6[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op44 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
      const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s6[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf44[fs_x0_3]) = make_float4(fs_s6[0], fs_s6[1], fs_s6[2], fs_s6[3]);
  }
}

// ---- k43_op45
// kernel k43_op45: nodes op45
extern "C" __global__ void k43_op45(const float* __restrict__ p_arg76_1, float* __restrict__ p_buf45, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 1179648) break;
    const int x0 = (((int)fs_x) / 2304);
    const int x1 = ((((int)fs_x) / 9) % 256);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op45 (pointwise)
    const float t0_load = p_arg76_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf45[((256 * fs_x2_3) + (2304 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k43_op45_t(const float* __restrict__ p_arg76_1, float* __restrict__ p_buf45, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 131072) return;
  const int fs_pre = fs_t / 256;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 256);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op45 (pointwise)
    const float t0_load = p_arg76_1[((2304 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf45[((2304 * x0) + x1 + (768 * x2) + (256 * x3))] = t0_store_v;
  }
}

// ---- k44_op46
// kernel k44_op46: ExternKernelSchedulerNode op46 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2083): extern_kernels.convolution(buf44, buf45, bias=None, stride=(2, 2), padding=(1, 1), dilation=(1, 1), groups=1, out=buf46)

// ---- k45_op47
// kernel k45_op47: nodes op47
extern "C" __global__ void k45_op47(const float* __restrict__ p_buf46, const float* __restrict__ p_arg77_1, const float* __restrict__ p_arg78_1, const float* __restrict__ p_arg79_1, const float* __restrict__ p_arg80_1, float* __restrict__ p_buf47, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 12544) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 25088);
    const int x1 = ((((int)fs_x) / 3584) % 7);
    const int x2 = ((((int)fs_x) / 512) % 7);
    const int fs_x3b = (((int)fs_x) % 512);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf46[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg77_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg78_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg79_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg80_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op47 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf47[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}
extern "C" __global__ void k45_op47_s(const float* __restrict__ p_buf46, const float* __restrict__ p_arg77_1, const float* __restrict__ p_arg78_1, const float* __restrict__ p_arg79_1, const float* __restrict__ p_arg80_1, float* __restrict__ p_buf47, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 50176) break;
    const int x0 = (((int)fs_x) / 25088);
    const int x1 = ((((int)fs_x) / 3584) % 7);
    const int x2 = ((((int)fs_x) / 512) % 7);
    const int x3 = (((int)fs_x) % 512);
    const int fs_x0_3 = ((int)fs_x);
    // op47 (pointwise)
    const float t0_load = p_buf46[fs_x0_3];
    const float t0_load_1 = p_arg77_1[x3];
    const float t0_sub = (float)t0_load - (float)t0_load_1;
    const float t0_load_2 = p_arg78_1[x3];
    const float t0_constant = (float)1e-05f;
    const float t0_add = (float)t0_load_2 + (float)t0_constant;
    const float t0_sqrt = (float)sqrtf((float)t0_add);
    const float t0_reciprocal = 1.0f / (float)t0_sqrt;
    const float t0_constant_1 = (float)1.0f;
    const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
    const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
    const float t0_load_3 = p_arg79_1[x3];
    const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
    const float t0_load_4 = p_arg80_1[x3];
    const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
    const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
    const float t0_store_v = (float)t0_relu;
    p_buf47[fs_x0_3] = t0_store_v;
  }
}

// ---- k46_op48
// kernel k46_op48: nodes op48
extern "C" __global__ void k46_op48(const float* __restrict__ p_arg81_1, float* __restrict__ p_buf48, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 2359296) break;
    const int x0 = (((int)fs_x) / 4608);
    const int x1 = ((((int)fs_x) / 9) % 512);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op48 (pointwise)
    const float t0_load = p_arg81_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf48[((512 * fs_x2_3) + (4608 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k46_op48_t(const float* __restrict__ p_arg81_1, float* __restrict__ p_buf48, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 262144) return;
  const int fs_pre = fs_t / 512;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 512);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op48 (pointwise)
    const float t0_load = p_arg81_1[((4608 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf48[((4608 * x0) + x1 + (1536 * x2) + (512 * x3))] = t0_store_v;
  }
}

// ---- k47_op49
// kernel k47_op49: ExternKernelSchedulerNode op49 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2103): extern_kernels.convolution(buf47, buf48, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf49)

// ---- k48_op50
// kernel k48_op50: ExternKernelSchedulerNode op50 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2108): extern_kernels.convolution(buf44, arg86_1, bias=None, stride=(2, 2), padding=(0, 0), dilation=(1, 1), groups=1, out=buf50)

// ---- k49_op51_op52
// kernel k49_op51_op52: nodes op51_op52
extern "C" __global__ void k49_op51_op52(const float* __restrict__ p_buf49, const float* __restrict__ p_arg82_1, const float* __restrict__ p_arg83_1, const float* __restrict__ p_arg84_1, const float* __restrict__ p_arg85_1, const float* __restrict__ p_buf50, const float* __restrict__ p_arg87_1, const float* __restrict__ p_arg88_1, const float* __restrict__ p_arg89_1, const float* __restrict__ p_arg90_1, float* __restrict__ p_buf52, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 12544) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 25088);
    const int x1 = ((((int)fs_x) / 3584) % 7);
    const int x2 = ((((int)fs_x) / 512) % 7);
    const int fs_x3b = (((int)fs_x) % 512);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf49[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg82_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg83_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg84_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg85_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_v5[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf50[fs_x0_3]); fs_v5[0 + 0] = fs_q.x; fs_v5[0 + 1] = fs_q.y; fs_v5[0 + 2] = fs_q.z; fs_v5[0 + 3] = fs_q.w; }
    float fs_v6[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg87_1[fs_x3b]); fs_v6[0 + 0] = fs_q.x; fs_v6[0 + 1] = fs_q.y; fs_v6[0 + 2] = fs_q.z; fs_v6[0 + 3] = fs_q.w; }
    float fs_v7[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg88_1[fs_x3b]); fs_v7[0 + 0] = fs_q.x; fs_v7[0 + 1] = fs_q.y; fs_v7[0 + 2] = fs_q.z; fs_v7[0 + 3] = fs_q.w; }
    float fs_v8[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg89_1[fs_x3b]); fs_v8[0 + 0] = fs_q.x; fs_v8[0 + 1] = fs_q.y; fs_v8[0 + 2] = fs_q.z; fs_v8[0 + 3] = fs_q.w; }
    float fs_v9[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg90_1[fs_x3b]); fs_v9[0 + 0] = fs_q.x; fs_v9[0 + 1] = fs_q.y; fs_v9[0 + 2] = fs_q.z; fs_v9[0 + 3] = fs_q.w; }
    float fs_s10[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op51 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_load_5 = fs_v5[fs_j];
      const float t0_load_6 = fs_v6[fs_j];
      const float t0_sub_1 = (float)t0_load_5 - (float)t0_load_6;
      const float t0_load_7 = fs_v7[fs_j];
      const float t0_constant_2 = (float)1e-05f;
      const float t0_add_2 = (float)t0_load_7 + (float)t0_constant_2;
      const float t0_sqrt_1 = (float)sqrtf((float)t0_add_2);
      const float t0_reciprocal_1 = 1.0f / (float)t0_sqrt_1;
      const float t0_constant_3 = (float)1.0f;
      const float t0_mul_3 = (float)t0_reciprocal_1 * (float)t0_constant_3;
      const float t0_mul_4 = (float)t0_sub_1 * (float)t0_mul_3;
      const float t0_load_8 = fs_v8[fs_j];
      const float t0_mul_5 = (float)t0_mul_4 * (float)t0_load_8;
      const float t0_load_9 = fs_v9[fs_j];
      const float t0_add_3 = (float)t0_mul_5 + (float)t0_load_9;
      const float t0_add_4 = (float)t0_add_1 + (float)t0_add_3;
      const float t0_store_v = (float)t0_add_4;
      // op52 (pointwise)
      const float t1_load = t0_store_v;  // forwarded buf51
      const float t1_relu = fs_maximum((float)t1_load, (float)0);
      const float t1_store_v = (float)t1_relu;
      fs_s10[fs_j] = t1_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf52[fs_x0_3]) = make_float4(fs_s10[0], fs_s10[1], fs_s10[2], fs_s10[3]);
  }
}
extern "C" __global__ void k49_op51_op52_s(const float* __restrict__ p_buf49, const float* __restrict__ p_arg82_1, const float* __restrict__ p_arg83_1, const float* __restrict__ p_arg84_1, const float* __restrict__ p_arg85_1, const float* __restrict__ p_buf50, const float* __restrict__ p_arg87_1, const float* __restrict__ p_arg88_1, const float* __restrict__ p_arg89_1, const float* __restrict__ p_arg90_1, float* __restrict__ p_buf52, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 50176) break;
    const int x0 = (((int)fs_x) / 25088);
    const int x1 = ((((int)fs_x) / 3584) % 7);
    const int x2 = ((((int)fs_x) / 512) % 7);
    const int x3 = (((int)fs_x) % 512);
    const int fs_x0_3 = ((int)fs_x);
    // op51 (pointwise)
    const float t0_load = p_buf49[fs_x0_3];
    const float t0_load_1 = p_arg82_1[x3];
    const float t0_sub = (float)t0_load - (float)t0_load_1;
    const float t0_load_2 = p_arg83_1[x3];
    const float t0_constant = (float)1e-05f;
    const float t0_add = (float)t0_load_2 + (float)t0_constant;
    const float t0_sqrt = (float)sqrtf((float)t0_add);
    const float t0_reciprocal = 1.0f / (float)t0_sqrt;
    const float t0_constant_1 = (float)1.0f;
    const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
    const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
    const float t0_load_3 = p_arg84_1[x3];
    const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
    const float t0_load_4 = p_arg85_1[x3];
    const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
    const float t0_load_5 = p_buf50[fs_x0_3];
    const float t0_load_6 = p_arg87_1[x3];
    const float t0_sub_1 = (float)t0_load_5 - (float)t0_load_6;
    const float t0_load_7 = p_arg88_1[x3];
    const float t0_constant_2 = (float)1e-05f;
    const float t0_add_2 = (float)t0_load_7 + (float)t0_constant_2;
    const float t0_sqrt_1 = (float)sqrtf((float)t0_add_2);
    const float t0_reciprocal_1 = 1.0f / (float)t0_sqrt_1;
    const float t0_constant_3 = (float)1.0f;
    const float t0_mul_3 = (float)t0_reciprocal_1 * (float)t0_constant_3;
    const float t0_mul_4 = (float)t0_sub_1 * (float)t0_mul_3;
    const float t0_load_8 = p_arg89_1[x3];
    const float t0_mul_5 = (float)t0_mul_4 * (float)t0_load_8;
    const float t0_load_9 = p_arg90_1[x3];
    const float t0_add_3 = (float)t0_mul_5 + (float)t0_load_9;
    const float t0_add_4 = (float)t0_add_1 + (float)t0_add_3;
    const float t0_store_v = (float)t0_add_4;
    // op52 (pointwise)
    const float t1_load = t0_store_v;  // forwarded buf51
    const float t1_relu = fs_maximum((float)t1_load, (float)0);
    const float t1_store_v = (float)t1_relu;
    p_buf52[fs_x0_3] = t1_store_v;
  }
}

// ---- k50_op53
// kernel k50_op53: nodes op53
extern "C" __global__ void k50_op53(const float* __restrict__ p_arg91_1, float* __restrict__ p_buf53, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 2359296) break;
    const int x0 = (((int)fs_x) / 4608);
    const int x1 = ((((int)fs_x) / 9) % 512);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op53 (pointwise)
    const float t0_load = p_arg91_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf53[((512 * fs_x2_3) + (4608 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k50_op53_t(const float* __restrict__ p_arg91_1, float* __restrict__ p_buf53, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 262144) return;
  const int fs_pre = fs_t / 512;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 512);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op53 (pointwise)
    const float t0_load = p_arg91_1[((4608 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf53[((4608 * x0) + x1 + (1536 * x2) + (512 * x3))] = t0_store_v;
  }
}

// ---- k51_op54
// kernel k51_op54: ExternKernelSchedulerNode op54 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2135): extern_kernels.convolution(buf52, buf53, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf54)

// ---- k52_op55
// kernel k52_op55: nodes op55
extern "C" __global__ void k52_op55(const float* __restrict__ p_buf54, const float* __restrict__ p_arg92_1, const float* __restrict__ p_arg93_1, const float* __restrict__ p_arg94_1, const float* __restrict__ p_arg95_1, float* __restrict__ p_buf55, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 12544) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 25088);
    const int x1 = ((((int)fs_x) / 3584) % 7);
    const int x2 = ((((int)fs_x) / 512) % 7);
    const int fs_x3b = (((int)fs_x) % 512);
    const int fs_x0_3 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf54[fs_x0_3]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_v1[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg92_1[fs_x3b]); fs_v1[0 + 0] = fs_q.x; fs_v1[0 + 1] = fs_q.y; fs_v1[0 + 2] = fs_q.z; fs_v1[0 + 3] = fs_q.w; }
    float fs_v2[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg93_1[fs_x3b]); fs_v2[0 + 0] = fs_q.x; fs_v2[0 + 1] = fs_q.y; fs_v2[0 + 2] = fs_q.z; fs_v2[0 + 3] = fs_q.w; }
    float fs_v3[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg94_1[fs_x3b]); fs_v3[0 + 0] = fs_q.x; fs_v3[0 + 1] = fs_q.y; fs_v3[0 + 2] = fs_q.z; fs_v3[0 + 3] = fs_q.w; }
    float fs_v4[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg95_1[fs_x3b]); fs_v4[0 + 0] = fs_q.x; fs_v4[0 + 1] = fs_q.y; fs_v4[0 + 2] = fs_q.z; fs_v4[0 + 3] = fs_q.w; }
    float fs_s5[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x3 = fs_x3b + fs_j;
      // op55 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = fs_v1[fs_j];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_load_2 = fs_v2[fs_j];
      const float t0_constant = (float)1e-05f;
      const float t0_add = (float)t0_load_2 + (float)t0_constant;
      const float t0_sqrt = (float)sqrtf((float)t0_add);
      const float t0_reciprocal = 1.0f / (float)t0_sqrt;
      const float t0_constant_1 = (float)1.0f;
      const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
      const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
      const float t0_load_3 = fs_v3[fs_j];
      const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
      const float t0_load_4 = fs_v4[fs_j];
      const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
      const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
      const float t0_store_v = (float)t0_relu;
      fs_s5[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf55[fs_x0_3]) = make_float4(fs_s5[0], fs_s5[1], fs_s5[2], fs_s5[3]);
  }
}
extern "C" __global__ void k52_op55_s(const float* __restrict__ p_buf54, const float* __restrict__ p_arg92_1, const float* __restrict__ p_arg93_1, const float* __restrict__ p_arg94_1, const float* __restrict__ p_arg95_1, float* __restrict__ p_buf55, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 50176) break;
    const int x0 = (((int)fs_x) / 25088);
    const int x1 = ((((int)fs_x) / 3584) % 7);
    const int x2 = ((((int)fs_x) / 512) % 7);
    const int x3 = (((int)fs_x) % 512);
    const int fs_x0_3 = ((int)fs_x);
    // op55 (pointwise)
    const float t0_load = p_buf54[fs_x0_3];
    const float t0_load_1 = p_arg92_1[x3];
    const float t0_sub = (float)t0_load - (float)t0_load_1;
    const float t0_load_2 = p_arg93_1[x3];
    const float t0_constant = (float)1e-05f;
    const float t0_add = (float)t0_load_2 + (float)t0_constant;
    const float t0_sqrt = (float)sqrtf((float)t0_add);
    const float t0_reciprocal = 1.0f / (float)t0_sqrt;
    const float t0_constant_1 = (float)1.0f;
    const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
    const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
    const float t0_load_3 = p_arg94_1[x3];
    const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
    const float t0_load_4 = p_arg95_1[x3];
    const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
    const float t0_relu = fs_maximum((float)t0_add_1, (float)0);
    const float t0_store_v = (float)t0_relu;
    p_buf55[fs_x0_3] = t0_store_v;
  }
}

// ---- k53_op56
// kernel k53_op56: nodes op56
extern "C" __global__ void k53_op56(const float* __restrict__ p_arg96_1, float* __restrict__ p_buf56, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 2359296) break;
    const int x0 = (((int)fs_x) / 4608);
    const int x1 = ((((int)fs_x) / 9) % 512);
    const int x2 = ((((int)fs_x) / 3) % 3);
    const int x3 = (((int)fs_x) % 3);
    const int fs_x0_3 = ((int)fs_x);
    const int fs_x2_3 = (((int)fs_x) % 9);
    // op56 (pointwise)
    const float t0_load = p_arg96_1[fs_x0_3];
    const float t0_store_v = (float)t0_load;
    p_buf56[((512 * fs_x2_3) + (4608 * x0) + x1)] = t0_store_v;
  }
}
extern "C" __global__ void k53_op56_t(const float* __restrict__ p_arg96_1, float* __restrict__ p_buf56, int fs_ept) {
  // transposed rows in registers: a thread per value of x1 runs its 9 positions
  const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;
  if (fs_t >= 262144) return;
  const int fs_pre = fs_t / 512;
  const int x0 = fs_pre;
  const int x1 = (fs_t % 512);
  #pragma unroll
  for (int fs_p = 0; fs_p < 9; ++fs_p) {
    const int x3 = (fs_p % 3);
    const int x2 = (fs_p / 3);
    // op56 (pointwise)
    const float t0_load = p_arg96_1[((4608 * x0) + (9 * x1) + (3 * x2) + x3)];
    const float t0_store_v = (float)t0_load;
    p_buf56[((4608 * x0) + x1 + (1536 * x2) + (512 * x3))] = t0_store_v;
  }
}

// ---- k54_op57
// kernel k54_op57: ExternKernelSchedulerNode op57 (ExternKernelAlloc), extern_kernels.convolution
// runs as: cuDNN convolution forward
// call (output_code.py:2154): extern_kernels.convolution(buf55, buf56, bias=None, stride=(1, 1), padding=(1, 1), dilation=(1, 1), groups=1, out=buf57)

// ---- k55_op58_op59
// kernel k55_op58_op59: nodes op58_op59
extern "C" __global__ void k55_op58_op59_p(const float* __restrict__ p_buf57, const float* __restrict__ p_arg97_1, const float* __restrict__ p_arg98_1, const float* __restrict__ p_arg99_1, const float* __restrict__ p_arg100_1, const float* __restrict__ p_buf52, float* __restrict__ p_buf59, int fs_lanes_arg) {
  // persistent reduction: 32 lanes per row, 2 vector(s) of 1 per lane
  constexpr int fs_lanes = 32; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 1024) return;
  const int x0 = (((int)fs_row) / 512);
  const int x1 = (((int)fs_row) % 512);
  float acc_t0_reduction = 0;
  #pragma unroll
  for (int fs_i = 0; fs_i < 2; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 32;
    if (fs_rv < 49) {
      const int fs_rb = fs_rv * 1;
      const int r0 = (((int)fs_rb) / 7);
      const int fs_r1b = (((int)fs_rb) % 7);
      const int fs_r0_1 = ((int)fs_rb);
      #pragma unroll
      for (int fs_j = 0; fs_j < 1; ++fs_j) {
        const int r1 = fs_r1b + fs_j;
        const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
        // op58 (reduction)
        const float t0_load = p_buf57[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_load_1 = p_arg97_1[x1];
        const float t0_sub = (float)t0_load - (float)t0_load_1;
        const float t0_load_2 = p_arg98_1[x1];
        const float t0_constant = (float)1e-05f;
        const float t0_add = (float)t0_load_2 + (float)t0_constant;
        const float t0_sqrt = (float)sqrtf((float)t0_add);
        const float t0_reciprocal = 1.0f / (float)t0_sqrt;
        const float t0_constant_1 = (float)1.0f;
        const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
        const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
        const float t0_load_3 = p_arg99_1[x1];
        const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
        const float t0_load_4 = p_arg100_1[x1];
        const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
        const float t0_load_5 = p_buf52[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
        const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
        acc_t0_reduction = acc_t0_reduction + (float)t0_relu;
      }
    }
  }
  acc_t0_reduction = fs_allreduce(acc_t0_reduction, fs_op_sum(), fs_lanes);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_store_reduction_v = (float)t0_reduction;
  fs_sync(fs_lanes);
  // op59 (pointwise)
  const float t1_load = t0_store_reduction_v;  // forwarded buf58
  const float t1_constant = (float)49.0f;
  const float t1_truediv = (float)t1_load / (float)t1_constant;
  const float t1_store_v = (float)t1_truediv;
  if (fs_lane == 0) p_buf59[((512 * x0) + x1)] = t1_store_v;
}
extern "C" __global__ void k55_op58_op59_c(const float* __restrict__ p_buf57, const float* __restrict__ p_arg97_1, const float* __restrict__ p_arg98_1, const float* __restrict__ p_arg99_1, const float* __restrict__ p_arg100_1, const float* __restrict__ p_buf52, float* __restrict__ p_buf59, int fs_lanes_arg) {
  // columns: fs_w (the int argument: 32, 16 or 8) consecutive rows per block, adjacent
  // threads on adjacent rows so that loads along the rows coalesce; a row's lanes are
  // threads fs_w apart (blockDim.x / fs_w of them); rows fill whole blocks (1024 % 32 == 0)
  const int fs_w = fs_lanes_arg;
  // persistent: 8 lanes per row (blockDim.x == fs_w * 8), 7 element(s) per lane
  constexpr int fs_lanes = 8;
  const int fs_lane = threadIdx.x / fs_w;
  const int64_t fs_row = (int64_t)blockIdx.x * fs_w + (threadIdx.x & (fs_w - 1));
  const int x0 = (((int)fs_row) / 512);
  const int x1 = (((int)fs_row) % 512);
  float acc_t0_reduction = 0;
  #pragma unroll
  for (int fs_i = 0; fs_i < 7; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 8;
    if (fs_rv < 49) {
      const int fs_rb = fs_rv * 1;
      const int r0 = (((int)fs_rb) / 7);
      const int fs_r1b = (((int)fs_rb) % 7);
      const int fs_r0_1 = ((int)fs_rb);
      #pragma unroll
      for (int fs_j = 0; fs_j < 1; ++fs_j) {
        const int r1 = fs_r1b + fs_j;
        const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
        // op58 (reduction)
        const float t0_load = p_buf57[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_load_1 = p_arg97_1[x1];
        const float t0_sub = (float)t0_load - (float)t0_load_1;
        const float t0_load_2 = p_arg98_1[x1];
        const float t0_constant = (float)1e-05f;
        const float t0_add = (float)t0_load_2 + (float)t0_constant;
        const float t0_sqrt = (float)sqrtf((float)t0_add);
        const float t0_reciprocal = 1.0f / (float)t0_sqrt;
        const float t0_constant_1 = (float)1.0f;
        const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
        const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
        const float t0_load_3 = p_arg99_1[x1];
        const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
        const float t0_load_4 = p_arg100_1[x1];
        const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
        const float t0_load_5 = p_buf52[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
        const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
        acc_t0_reduction = acc_t0_reduction + (float)t0_relu;
      }
    }
  }
  acc_t0_reduction = fs_allreduce_cols(acc_t0_reduction, fs_op_sum(), fs_lanes, fs_w);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_store_reduction_v = (float)t0_reduction;
  __syncthreads();
  // op59 (pointwise)
  const float t1_load = t0_store_reduction_v;  // forwarded buf58
  const float t1_constant = (float)49.0f;
  const float t1_truediv = (float)t1_load / (float)t1_constant;
  const float t1_store_v = (float)t1_truediv;
  if (fs_lane == 0) p_buf59[((512 * x0) + x1)] = t1_store_v;
}
extern "C" __global__ void k55_op58_op59_cw(const float* __restrict__ p_buf57, const float* __restrict__ p_arg97_1, const float* __restrict__ p_arg98_1, const float* __restrict__ p_arg99_1, const float* __restrict__ p_arg100_1, const float* __restrict__ p_buf52, float* __restrict__ p_buf59, int fs_lanes_arg) {
  // columns: fs_w (the int argument: 32, 16 or 8) consecutive rows per block, adjacent
  // threads on adjacent rows so that loads along the rows coalesce; a row's lanes are
  // threads fs_w apart (blockDim.x / fs_w of them); rows fill whole blocks (1024 % 32 == 0)
  const int fs_w = fs_lanes_arg;
  // persistent: 32 lanes per row (blockDim.x == fs_w * 32), 2 element(s) per lane
  constexpr int fs_lanes = 32;
  const int fs_lane = threadIdx.x / fs_w;
  const int64_t fs_row = (int64_t)blockIdx.x * fs_w + (threadIdx.x & (fs_w - 1));
  const int x0 = (((int)fs_row) / 512);
  const int x1 = (((int)fs_row) % 512);
  float acc_t0_reduction = 0;
  #pragma unroll
  for (int fs_i = 0; fs_i < 2; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 32;
    if (fs_rv < 49) {
      const int fs_rb = fs_rv * 1;
      const int r0 = (((int)fs_rb) / 7);
      const int fs_r1b = (((int)fs_rb) % 7);
      const int fs_r0_1 = ((int)fs_rb);
      #pragma unroll
      for (int fs_j = 0; fs_j < 1; ++fs_j) {
        const int r1 = fs_r1b + fs_j;
        const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
        // op58 (reduction)
        const float t0_load = p_buf57[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_load_1 = p_arg97_1[x1];
        const float t0_sub = (float)t0_load - (float)t0_load_1;
        const float t0_load_2 = p_arg98_1[x1];
        const float t0_constant = (float)1e-05f;
        const float t0_add = (float)t0_load_2 + (float)t0_constant;
        const float t0_sqrt = (float)sqrtf((float)t0_add);
        const float t0_reciprocal = 1.0f / (float)t0_sqrt;
        const float t0_constant_1 = (float)1.0f;
        const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
        const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
        const float t0_load_3 = p_arg99_1[x1];
        const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
        const float t0_load_4 = p_arg100_1[x1];
        const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
        const float t0_load_5 = p_buf52[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
        const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
        acc_t0_reduction = acc_t0_reduction + (float)t0_relu;
      }
    }
  }
  acc_t0_reduction = fs_allreduce_cols(acc_t0_reduction, fs_op_sum(), fs_lanes, fs_w);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_store_reduction_v = (float)t0_reduction;
  __syncthreads();
  // op59 (pointwise)
  const float t1_load = t0_store_reduction_v;  // forwarded buf58
  const float t1_constant = (float)49.0f;
  const float t1_truediv = (float)t1_load / (float)t1_constant;
  const float t1_store_v = (float)t1_truediv;
  if (fs_lane == 0) p_buf59[((512 * x0) + x1)] = t1_store_v;
}
extern "C" __global__ void k55_op58_op59_q(const float* __restrict__ p_buf57, const float* __restrict__ p_arg97_1, const float* __restrict__ p_arg98_1, const float* __restrict__ p_arg99_1, const float* __restrict__ p_arg100_1, const float* __restrict__ p_buf52, float* __restrict__ p_buf59, int fs_lanes_arg) {
  // persistent reduction: 16 lanes per row, 4 vector(s) of 1 per lane
  constexpr int fs_lanes = 16; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 1024) return;
  const int x0 = (((int)fs_row) / 512);
  const int x1 = (((int)fs_row) % 512);
  float acc_t0_reduction = 0;
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 16;
    if (fs_rv < 49) {
      const int fs_rb = fs_rv * 1;
      const int r0 = (((int)fs_rb) / 7);
      const int fs_r1b = (((int)fs_rb) % 7);
      const int fs_r0_1 = ((int)fs_rb);
      #pragma unroll
      for (int fs_j = 0; fs_j < 1; ++fs_j) {
        const int r1 = fs_r1b + fs_j;
        const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
        // op58 (reduction)
        const float t0_load = p_buf57[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_load_1 = p_arg97_1[x1];
        const float t0_sub = (float)t0_load - (float)t0_load_1;
        const float t0_load_2 = p_arg98_1[x1];
        const float t0_constant = (float)1e-05f;
        const float t0_add = (float)t0_load_2 + (float)t0_constant;
        const float t0_sqrt = (float)sqrtf((float)t0_add);
        const float t0_reciprocal = 1.0f / (float)t0_sqrt;
        const float t0_constant_1 = (float)1.0f;
        const float t0_mul = (float)t0_reciprocal * (float)t0_constant_1;
        const float t0_mul_1 = (float)t0_sub * (float)t0_mul;
        const float t0_load_3 = p_arg99_1[x1];
        const float t0_mul_2 = (float)t0_mul_1 * (float)t0_load_3;
        const float t0_load_4 = p_arg100_1[x1];
        const float t0_add_1 = (float)t0_mul_2 + (float)t0_load_4;
        const float t0_load_5 = p_buf52[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)];
        const float t0_add_2 = (float)t0_add_1 + (float)t0_load_5;
        const float t0_relu = fs_maximum((float)t0_add_2, (float)0);
        acc_t0_reduction = acc_t0_reduction + (float)t0_relu;
      }
    }
  }
  acc_t0_reduction = fs_allreduce(acc_t0_reduction, fs_op_sum(), fs_lanes);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_store_reduction_v = (float)t0_reduction;
  fs_sync(fs_lanes);
  // op59 (pointwise)
  const float t1_load = t0_store_reduction_v;  // forwarded buf58
  const float t1_constant = (float)49.0f;
  const float t1_truediv = (float)t1_load / (float)t1_constant;
  const float t1_store_v = (float)t1_truediv;
  if (fs_lane == 0) p_buf59[((512 * x0) + x1)] = t1_store_v;
}

// ---- k56_op60
// kernel k56_op60: ExternKernelSchedulerNode op60 (ExternKernelOut), extern_kernels.addmm
// runs as: cuBLAS sgemm
// call (output_code.py:2173): extern_kernels.addmm(arg102_1, reinterpret_tensor(buf59, (2, 512), (512, 1), 0), reinterpret_tensor(arg101_1, (512, 1000), (1, 512), 0), out=buf60)

