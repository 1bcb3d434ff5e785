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
// call (output_code.py:352): extern_kernels.convolution(buf0, buf1, bias=None, stride=(2, 2), padding=(3, 3), dilation=(1, 1), groups=1, out=buf2)

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
    const int fs_x1_2 = ((((int)fs_x) / 64) % 3136);
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
    p_buf4[(fs_x1_2 + (200704 * x0) + (3136 * x3))] = t0_store_v;
  }
}
extern "C" __global__ void k4_op4_t(const float* __restrict__ p_buf3, float* __restrict__ p_buf4, int fs_ept) {
  // tiled transpose: a tile of 32 x1-x2 values by 32 positions of the variables after it, through shared memory
  __shared__ float fs_tile0[32][33];  // buf4
  const int fs_pt = blockIdx.x % 2;
  const int fs_bt = (blockIdx.x / 2) % 98;
  const int fs_pre = blockIdx.x / 196;
  #pragma unroll 4
  for (int fs_e = threadIdx.x; fs_e < 1024; fs_e += blockDim.x) {
    const int fs_bi = fs_e / 32, fs_pi = fs_e % 32;
    const int fs_b = fs_bt * 32 + fs_bi, fs_p = fs_pt * 32 + fs_pi;
    if (fs_b < 3136 && fs_p < 64) {
      const int x0 = fs_pre;
      const int x2 = (fs_b % 56);
      const int x1 = (fs_b / 56);
      const int x3 = fs_p;
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
        const float t0_masked_subblock1_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + (-7232))];
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
        const float t0_masked_subblock2_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + (-7168))];
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
        const float t0_masked_subblock3_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + (-7104))];
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
        const float t0_masked_subblock4_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + (-64))];
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
        const float t0_masked_subblock5_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3)];
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
        const float t0_masked_subblock6_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + 64)];
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
        const float t0_masked_subblock7_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + 7104)];
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
        const float t0_masked_subblock8_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + 7168)];
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
        const float t0_masked_subblock9_load = p_buf3[((802816 * x0) + (14336 * x1) + (128 * x2) + x3 + 7232)];
        t0_masked_subblock9 = (float)t0_masked_subblock9_load;
      }
      const float t0_maximum_7 = fs_maximum((float)t0_maximum_6, (float)t0_masked_subblock9);
      const float t0_store_v = (float)t0_maximum_7;
      fs_tile0[fs_bi][fs_pi] = t0_store_v;
    }
  }
  __syncthreads();
  #pragma unroll 4
  for (int fs_e = threadIdx.x; fs_e < 1024; fs_e += blockDim.x) {
    const int fs_bi = fs_e % 32, fs_pi = fs_e / 32;
    const int fs_b = fs_bt * 32 + fs_bi, fs_p = fs_pt * 32 + fs_pi;
    if (fs_b < 3136 && fs_p < 64) {
      const int x0 = fs_pre;
      const int x2 = (fs_b % 56);
      const int x1 = (fs_b / 56);
      const int x3 = fs_p;
      p_buf4[((200704 * x0) + (56 * x1) + x2 + (3136 * x3))] = fs_tile0[fs_bi][fs_pi];
    }
  }
}

