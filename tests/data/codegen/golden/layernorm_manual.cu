// ---- k0_op0_op2_op4
// kernel k0_op0_op2_op4: nodes op0_op2_op4
extern "C" __global__ void k0_op0_op2_op4_p(const float* __restrict__ p_arg0_1, const float* __restrict__ p_arg1_1, const float* __restrict__ p_arg2_1, float* __restrict__ p_buf4, int fs_lanes_arg) {
  // persistent reduction: 32 lanes per row, 4 vector(s) of 4 per lane
  constexpr int fs_lanes = 32; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 8192) return;
  const int x0 = ((int)fs_row);
  float fs_v0[16];  // arg0_1, this lane's part of the row
  float fs_v1[16];  // arg1_1, this lane's part of the row
  float fs_v2[16];  // arg2_1, this lane's part of the row
  float acc_t0_reduction = 0;
  fs_welford acc_t1_reduction;
  float acc_t1_reduction_sum = 0.0f, acc_t1_reduction_m2 = 0.0f;
  float acc_t1_reduction_v[16];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 32;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (512 * x0))]); fs_v0[fs_i * 4 + 0] = fs_q.x; fs_v0[fs_i * 4 + 1] = fs_q.y; fs_v0[fs_i * 4 + 2] = fs_q.z; fs_v0[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op0 (reduction)
      const float t0_load = fs_v0[fs_i * 4 + fs_j];
      acc_t0_reduction = acc_t0_reduction + (float)t0_load;
      // op2 (reduction)
      const float t1_load = fs_v0[fs_i * 4 + fs_j];
      acc_t1_reduction_v[fs_i * 4 + fs_j] = (float)t1_load;
      acc_t1_reduction_sum += acc_t1_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction = fs_allreduce(acc_t0_reduction, fs_op_sum(), fs_lanes);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_store_reduction_v = (float)t0_reduction;
  acc_t1_reduction_sum = fs_allreduce(acc_t1_reduction_sum, fs_op_sum(), fs_lanes);
  const float acc_t1_reduction_mean = acc_t1_reduction_sum / 512.0f;
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const float fs_d = acc_t1_reduction_v[fs_i * 4 + fs_j] - acc_t1_reduction_mean;
      acc_t1_reduction_m2 += fs_d * fs_d;
    }
  }
  acc_t1_reduction_m2 = fs_allreduce(acc_t1_reduction_m2, fs_op_sum(), fs_lanes);
  acc_t1_reduction = fs_welford_make(acc_t1_reduction_mean, acc_t1_reduction_m2, 512.0f);
  const auto t1_reduction = acc_t1_reduction;
  const float t1_getitem = acc_t1_reduction.mean;
  const float t1_getitem_1 = acc_t1_reduction.m2;
  const float t1_getitem_2 = acc_t1_reduction.weight;
  const float t1_store_reduction_v = (float)t1_getitem_1;
  fs_sync(fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 32;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg1_1[fs_r0b]); fs_v1[fs_i * 4 + 0] = fs_q.x; fs_v1[fs_i * 4 + 1] = fs_q.y; fs_v1[fs_i * 4 + 2] = fs_q.z; fs_v1[fs_i * 4 + 3] = fs_q.w; }
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg2_1[fs_r0b]); fs_v2[fs_i * 4 + 0] = fs_q.x; fs_v2[fs_i * 4 + 1] = fs_q.y; fs_v2[fs_i * 4 + 2] = fs_q.z; fs_v2[fs_i * 4 + 3] = fs_q.w; }
    float fs_s3[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op4 (pointwise, in reduction loop)
      const float t2_load = fs_v0[fs_i * 4 + fs_j];
      const float t2_load_1 = t0_store_reduction_v;  // forwarded buf0
      const float t2_constant = (float)512.0f;
      const float t2_truediv = (float)t2_load_1 / (float)t2_constant;
      const float t2_sub = (float)t2_load - (float)t2_truediv;
      const float t2_load_2 = t1_store_reduction_v;  // forwarded buf2
      const float t2_constant_1 = (float)512.0f;
      const float t2_truediv_1 = (float)t2_load_2 / (float)t2_constant_1;
      const float t2_constant_2 = (float)1e-05f;
      const float t2_add = (float)t2_truediv_1 + (float)t2_constant_2;
      const float t2_sqrt = (float)sqrtf((float)t2_add);
      const float t2_truediv_2 = (float)t2_sub / (float)t2_sqrt;
      const float t2_load_3 = fs_v1[fs_i * 4 + fs_j];
      const float t2_mul = (float)t2_truediv_2 * (float)t2_load_3;
      const float t2_load_4 = fs_v2[fs_i * 4 + fs_j];
      const float t2_add_1 = (float)t2_mul + (float)t2_load_4;
      const float t2_store_v = (float)t2_add_1;
      fs_s3[fs_j] = t2_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf4[(fs_r0b + (512 * x0))]) = make_float4(fs_s3[0], fs_s3[1], fs_s3[2], fs_s3[3]);
  }
}

