// ---- k0_op0
// kernel k0_op0: nodes op0
extern "C" __global__ void k0_op0_p(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf0, int fs_lanes_arg) {
  // persistent reduction: 32 lanes per row, 2 vector(s) of 4 per lane
  constexpr int fs_lanes = 32; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v0[8];  // arg0_1, this lane's part of the row
  fs_osm acc_t0_reduction;
  float acc_t0_reduction_mx = -INFINITY, acc_t0_reduction_sm = 0.0f;
  float acc_t0_reduction_v[8];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 2; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 32;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (256 * x0))]); fs_v0[fs_i * 4 + 0] = fs_q.x; fs_v0[fs_i * 4 + 1] = fs_q.y; fs_v0[fs_i * 4 + 2] = fs_q.z; fs_v0[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op0 (reduction)
      const float t0_load = fs_v0[fs_i * 4 + fs_j];
      acc_t0_reduction_v[fs_i * 4 + fs_j] = (float)t0_load;
      if (acc_t0_reduction_v[fs_i * 4 + fs_j] > acc_t0_reduction_mx) acc_t0_reduction_mx = acc_t0_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 2; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf(acc_t0_reduction_v[fs_i * 4 + fs_j] - acc_t0_reduction_mx);
    }
  }
  acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);
  acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_getitem = acc_t0_reduction.max;
  const float t0_getitem_1 = acc_t0_reduction.sum;
  const float t0_store_reduction_v = (float)t0_getitem;
  if (fs_lane == 0) p_buf0[x0] = t0_store_reduction_v;
}
extern "C" __global__ void k0_op0_q(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf0, int fs_lanes_arg) {
  // persistent reduction: 16 lanes per row, 4 vector(s) of 4 per lane
  constexpr int fs_lanes = 16; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v1[16];  // arg0_1, this lane's part of the row
  fs_osm acc_t0_reduction;
  float acc_t0_reduction_mx = -INFINITY, acc_t0_reduction_sm = 0.0f;
  float acc_t0_reduction_v[16];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 16;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (256 * x0))]); fs_v1[fs_i * 4 + 0] = fs_q.x; fs_v1[fs_i * 4 + 1] = fs_q.y; fs_v1[fs_i * 4 + 2] = fs_q.z; fs_v1[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op0 (reduction)
      const float t0_load = fs_v1[fs_i * 4 + fs_j];
      acc_t0_reduction_v[fs_i * 4 + fs_j] = (float)t0_load;
      if (acc_t0_reduction_v[fs_i * 4 + fs_j] > acc_t0_reduction_mx) acc_t0_reduction_mx = acc_t0_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf(acc_t0_reduction_v[fs_i * 4 + fs_j] - acc_t0_reduction_mx);
    }
  }
  acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);
  acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_getitem = acc_t0_reduction.max;
  const float t0_getitem_1 = acc_t0_reduction.sum;
  const float t0_store_reduction_v = (float)t0_getitem;
  if (fs_lane == 0) p_buf0[x0] = t0_store_reduction_v;
}
extern "C" __global__ void k0_op0_pw(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf0, int fs_lanes_arg) {
  // persistent reduction: 64 lanes per row, 1 vector(s) of 4 per lane
  constexpr int fs_lanes = 64; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v2[4];  // arg0_1, this lane's part of the row
  fs_osm acc_t0_reduction;
  float acc_t0_reduction_mx = -INFINITY, acc_t0_reduction_sm = 0.0f;
  float acc_t0_reduction_v[4];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 1; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 64;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (256 * x0))]); fs_v2[fs_i * 4 + 0] = fs_q.x; fs_v2[fs_i * 4 + 1] = fs_q.y; fs_v2[fs_i * 4 + 2] = fs_q.z; fs_v2[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op0 (reduction)
      const float t0_load = fs_v2[fs_i * 4 + fs_j];
      acc_t0_reduction_v[fs_i * 4 + fs_j] = (float)t0_load;
      if (acc_t0_reduction_v[fs_i * 4 + fs_j] > acc_t0_reduction_mx) acc_t0_reduction_mx = acc_t0_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 1; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf(acc_t0_reduction_v[fs_i * 4 + fs_j] - acc_t0_reduction_mx);
    }
  }
  acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);
  acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_getitem = acc_t0_reduction.max;
  const float t0_getitem_1 = acc_t0_reduction.sum;
  const float t0_store_reduction_v = (float)t0_getitem;
  if (fs_lane == 0) p_buf0[x0] = t0_store_reduction_v;
}

// ---- k1_op1
// kernel k1_op1: nodes op1
extern "C" __global__ void k1_op1_p(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf1, int fs_lanes_arg) {
  // persistent reduction: 32 lanes per row, 2 vector(s) of 4 per lane
  constexpr int fs_lanes = 32; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v0[8];  // arg0_1, this lane's part of the row
  fs_osm acc_t0_reduction;
  float acc_t0_reduction_mx = -INFINITY, acc_t0_reduction_sm = 0.0f;
  float acc_t0_reduction_v[8];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 2; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 32;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (256 * x0))]); fs_v0[fs_i * 4 + 0] = fs_q.x; fs_v0[fs_i * 4 + 1] = fs_q.y; fs_v0[fs_i * 4 + 2] = fs_q.z; fs_v0[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op1 (reduction)
      const float t0_load = fs_v0[fs_i * 4 + fs_j];
      acc_t0_reduction_v[fs_i * 4 + fs_j] = (float)t0_load;
      if (acc_t0_reduction_v[fs_i * 4 + fs_j] > acc_t0_reduction_mx) acc_t0_reduction_mx = acc_t0_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 2; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf(acc_t0_reduction_v[fs_i * 4 + fs_j] - acc_t0_reduction_mx);
    }
  }
  acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);
  acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_getitem = acc_t0_reduction.max;
  const float t0_getitem_1 = acc_t0_reduction.sum;
  const float t0_store_reduction_v = (float)t0_getitem_1;
  if (fs_lane == 0) p_buf1[x0] = t0_store_reduction_v;
}
extern "C" __global__ void k1_op1_q(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf1, int fs_lanes_arg) {
  // persistent reduction: 16 lanes per row, 4 vector(s) of 4 per lane
  constexpr int fs_lanes = 16; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v1[16];  // arg0_1, this lane's part of the row
  fs_osm acc_t0_reduction;
  float acc_t0_reduction_mx = -INFINITY, acc_t0_reduction_sm = 0.0f;
  float acc_t0_reduction_v[16];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 16;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (256 * x0))]); fs_v1[fs_i * 4 + 0] = fs_q.x; fs_v1[fs_i * 4 + 1] = fs_q.y; fs_v1[fs_i * 4 + 2] = fs_q.z; fs_v1[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op1 (reduction)
      const float t0_load = fs_v1[fs_i * 4 + fs_j];
      acc_t0_reduction_v[fs_i * 4 + fs_j] = (float)t0_load;
      if (acc_t0_reduction_v[fs_i * 4 + fs_j] > acc_t0_reduction_mx) acc_t0_reduction_mx = acc_t0_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 4; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf(acc_t0_reduction_v[fs_i * 4 + fs_j] - acc_t0_reduction_mx);
    }
  }
  acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);
  acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_getitem = acc_t0_reduction.max;
  const float t0_getitem_1 = acc_t0_reduction.sum;
  const float t0_store_reduction_v = (float)t0_getitem_1;
  if (fs_lane == 0) p_buf1[x0] = t0_store_reduction_v;
}
extern "C" __global__ void k1_op1_pw(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf1, int fs_lanes_arg) {
  // persistent reduction: 64 lanes per row, 1 vector(s) of 4 per lane
  constexpr int fs_lanes = 64; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v2[4];  // arg0_1, this lane's part of the row
  fs_osm acc_t0_reduction;
  float acc_t0_reduction_mx = -INFINITY, acc_t0_reduction_sm = 0.0f;
  float acc_t0_reduction_v[4];  // this lane's values of the row
  #pragma unroll
  for (int fs_i = 0; fs_i < 1; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 64;
    const int fs_rb = fs_rv * 4;
    const int fs_r0b = ((int)fs_rb);
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[(fs_r0b + (256 * x0))]); fs_v2[fs_i * 4 + 0] = fs_q.x; fs_v2[fs_i * 4 + 1] = fs_q.y; fs_v2[fs_i * 4 + 2] = fs_q.z; fs_v2[fs_i * 4 + 3] = fs_q.w; }
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int r0 = fs_r0b + fs_j;
      const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
      // op1 (reduction)
      const float t0_load = fs_v2[fs_i * 4 + fs_j];
      acc_t0_reduction_v[fs_i * 4 + fs_j] = (float)t0_load;
      if (acc_t0_reduction_v[fs_i * 4 + fs_j] > acc_t0_reduction_mx) acc_t0_reduction_mx = acc_t0_reduction_v[fs_i * 4 + fs_j];
    }
  }
  acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);
  #pragma unroll
  for (int fs_i = 0; fs_i < 1; ++fs_i) {
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf(acc_t0_reduction_v[fs_i * 4 + fs_j] - acc_t0_reduction_mx);
    }
  }
  acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);
  acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_getitem = acc_t0_reduction.max;
  const float t0_getitem_1 = acc_t0_reduction.sum;
  const float t0_store_reduction_v = (float)t0_getitem_1;
  if (fs_lane == 0) p_buf1[x0] = t0_store_reduction_v;
}

// ---- k2_op2
// kernel k2_op2: nodes op2
extern "C" __global__ void k2_op2(const float* __restrict__ p_arg0_1, const float* __restrict__ p_buf0, const float* __restrict__ p_buf1, float* __restrict__ p_buf2, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 2
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_xv >= 4096) break;
    const int64_t fs_x = fs_xv * 4;
    const int x0 = (((int)fs_x) / 256);
    const int fs_x1b = (((int)fs_x) % 256);
    const int fs_x0_1 = ((int)fs_x);
    float fs_v0[4];
    { const float4 fs_q = *reinterpret_cast<const float4*>(&p_arg0_1[fs_x0_1]); fs_v0[0 + 0] = fs_q.x; fs_v0[0 + 1] = fs_q.y; fs_v0[0 + 2] = fs_q.z; fs_v0[0 + 3] = fs_q.w; }
    float fs_s1[4];
    #pragma unroll
    for (int fs_j = 0; fs_j < 4; ++fs_j) {
      const int x1 = fs_x1b + fs_j;
      // op2 (pointwise)
      const float t0_load = fs_v0[fs_j];
      const float t0_load_1 = p_buf0[x0];
      const float t0_sub = (float)t0_load - (float)t0_load_1;
      const float t0_exp = (float)expf((float)t0_sub);
      const float t0_load_2 = p_buf1[x0];
      const float t0_truediv = (float)t0_exp / (float)t0_load_2;
      const float t0_store_v = (float)t0_truediv;
      fs_s1[fs_j] = t0_store_v;
    }
    *reinterpret_cast<float4*>(&p_buf2[fs_x0_1]) = make_float4(fs_s1[0], fs_s1[1], fs_s1[2], fs_s1[3]);
  }
}
extern "C" __global__ void k2_op2_s(const float* __restrict__ p_arg0_1, const float* __restrict__ p_buf0, const float* __restrict__ p_buf1, float* __restrict__ p_buf2, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 16384) break;
    const int x0 = (((int)fs_x) / 256);
    const int x1 = (((int)fs_x) % 256);
    const int fs_x0_1 = ((int)fs_x);
    // op2 (pointwise)
    const float t0_load = p_arg0_1[fs_x0_1];
    const float t0_load_1 = p_buf0[x0];
    const float t0_sub = (float)t0_load - (float)t0_load_1;
    const float t0_exp = (float)expf((float)t0_sub);
    const float t0_load_2 = p_buf1[x0];
    const float t0_truediv = (float)t0_exp / (float)t0_load_2;
    const float t0_store_v = (float)t0_truediv;
    p_buf2[fs_x0_1] = t0_store_v;
  }
}

// ---- k3_op3
// kernel k3_op3: ExternKernelSchedulerNode op3 (FallbackKernel), torch.ops.aten.topk.default
// runs as: runtime library call
// call (output_code.py:328): aten.topk(self=buf2, k=8)

// ---- k4_op4
// kernel k4_op4: ExternKernelSchedulerNode op4 (MultiOutput)
// runs as: no work: the buffer is a view / tuple item

// ---- k5_op5
// kernel k5_op5: ExternKernelSchedulerNode op5 (MultiOutput)
// runs as: no work: the buffer is a view / tuple item

// ---- k6_op6
// kernel k6_op6: nodes op6
extern "C" __global__ void k6_op6(const float* __restrict__ p_arg0_1, float* __restrict__ p_buf6, int fs_lanes_arg) {
  // a scan: one thread per row, the row in order
  constexpr int fs_lanes = 1; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float t0_sort_row0[256];  // the row's values to sort
  int16_t t0_sort_row1[256];  // the row's values to sort
  int t0_sort_perm[256], t0_sort_tmp[256];
  #pragma unroll 4
  for (int fs_rl = fs_lane; fs_rl < 256; fs_rl += fs_lanes) {
    const int r0 = ((int)fs_rl);
    const int64_t fs_rlin = fs_rl; (void)fs_rlin;
    // op6 (reduction)
    const float t0_load = p_arg0_1[(r0 + (256 * x0))];
    const int16_t t0_index_expr = (int16_t)(r0);
    t0_sort_row0[(0) * 256 + (r0)] = (float)t0_load;
    t0_sort_row1[(0) * 256 + (r0)] = (int16_t)t0_index_expr;
  }
  fs_sort_perm(t0_sort_row0, t0_sort_perm, t0_sort_tmp, 256, true);  // descending
  for (int64_t fs_rl = fs_lane; fs_rl < 256; fs_rl += fs_lanes) {
    const int r0 = ((int)fs_rl);
    const int64_t fs_rlin = fs_rl; (void)fs_rlin;
    const float t0_sort_0 = t0_sort_row0[t0_sort_perm[(0) * 256 + (r0)]];
    const int16_t t0_sort_1 = t0_sort_row1[t0_sort_perm[(0) * 256 + (r0)]];
    const float t0_getitem = t0_sort_0;
    const int16_t t0_getitem_1 = t0_sort_1;
    const float t0_store_v = (float)t0_getitem;
    if (fs_lane == 0) p_buf6[(r0 + (256 * x0))] = t0_store_v;
  }
}

// ---- k7_op7
// kernel k7_op7: nodes op7
extern "C" __global__ void k7_op7(const float* __restrict__ p_arg0_1, int16_t* __restrict__ p_buf7, int fs_lanes_arg) {
  // a scan: one thread per row, the row in order
  constexpr int fs_lanes = 1; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float t0_sort_row0[256];  // the row's values to sort
  int16_t t0_sort_row1[256];  // the row's values to sort
  int t0_sort_perm[256], t0_sort_tmp[256];
  #pragma unroll 4
  for (int fs_rl = fs_lane; fs_rl < 256; fs_rl += fs_lanes) {
    const int r0 = ((int)fs_rl);
    const int64_t fs_rlin = fs_rl; (void)fs_rlin;
    // op7 (reduction)
    const float t0_load = p_arg0_1[(r0 + (256 * x0))];
    const int16_t t0_index_expr = (int16_t)(r0);
    t0_sort_row0[(0) * 256 + (r0)] = (float)t0_load;
    t0_sort_row1[(0) * 256 + (r0)] = (int16_t)t0_index_expr;
  }
  fs_sort_perm(t0_sort_row0, t0_sort_perm, t0_sort_tmp, 256, true);  // descending
  for (int64_t fs_rl = fs_lane; fs_rl < 256; fs_rl += fs_lanes) {
    const int r0 = ((int)fs_rl);
    const int64_t fs_rlin = fs_rl; (void)fs_rlin;
    const float t0_sort_0 = t0_sort_row0[t0_sort_perm[(0) * 256 + (r0)]];
    const int16_t t0_sort_1 = t0_sort_row1[t0_sort_perm[(0) * 256 + (r0)]];
    const float t0_getitem = t0_sort_0;
    const int16_t t0_getitem_1 = t0_sort_1;
    const int16_t t0_store_v = (int16_t)t0_getitem_1;
    if (fs_lane == 0) p_buf7[(r0 + (256 * x0))] = t0_store_v;
  }
}

// ---- k8_op9
// kernel k8_op9: nodes op9
extern "C" __global__ void k8_op9(const float* __restrict__ p_arg0_1, int16_t* __restrict__ p_buf9, int fs_lanes_arg) {
  // a scan: one thread per row, the row in order
  constexpr int fs_lanes = 1; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float t0_sort_row0[256];  // the row's values to sort
  int16_t t0_sort_row1[256];  // the row's values to sort
  int t0_sort_perm[256], t0_sort_tmp[256];
  #pragma unroll 4
  for (int fs_rl = fs_lane; fs_rl < 256; fs_rl += fs_lanes) {
    const int r0 = ((int)fs_rl);
    const int64_t fs_rlin = fs_rl; (void)fs_rlin;
    // op9 (reduction)
    const float t0_load = p_arg0_1[(r0 + (256 * x0))];
    const float t0_constant = (float)2.0f;
    const float t0_mul = (float)t0_load * (float)t0_constant;
    const float t0_constant_1 = (float)1.0f;
    const float t0_add = (float)t0_mul + (float)t0_constant_1;
    const int16_t t0_index_expr = (int16_t)(r0);
    t0_sort_row0[(0) * 256 + (r0)] = (float)t0_add;
    t0_sort_row1[(0) * 256 + (r0)] = (int16_t)t0_index_expr;
  }
  fs_sort_perm(t0_sort_row0, t0_sort_perm, t0_sort_tmp, 256, false);  // ascending
  for (int64_t fs_rl = fs_lane; fs_rl < 256; fs_rl += fs_lanes) {
    const int r0 = ((int)fs_rl);
    const int64_t fs_rlin = fs_rl; (void)fs_rlin;
    const float t0_sort_0 = t0_sort_row0[t0_sort_perm[(0) * 256 + (r0)]];
    const int16_t t0_sort_1 = t0_sort_row1[t0_sort_perm[(0) * 256 + (r0)]];
    const float t0_getitem = t0_sort_0;
    const int16_t t0_getitem_1 = t0_sort_1;
    const int16_t t0_store_v = (int16_t)t0_getitem_1;
    if (fs_lane == 0) p_buf9[(r0 + (256 * x0))] = t0_store_v;
  }
}

// ---- k9_op10
// kernel k9_op10: nodes op10
extern "C" __global__ void k9_op10_p(const float* __restrict__ p_buf4, float* __restrict__ p_buf10, int fs_lanes_arg) {
  // persistent reduction: 4 lanes per row, 1 vector(s) of 4 per lane
  constexpr int fs_lanes = 4; (void)fs_lanes_arg;
  const int fs_lane = threadIdx.x % fs_lanes;
  const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;
  if (fs_row >= 64) return;
  const int x0 = ((int)fs_row);
  float fs_v0[4];  // buf4, this lane's part of the row
  float acc_t0_reduction = 0;
  #pragma unroll
  for (int fs_i = 0; fs_i < 1; ++fs_i) {
    const int fs_rv = fs_lane + fs_i * 4;
    if (fs_rv < 2) {
      const int fs_rb = fs_rv * 4;
      const int fs_r0b = ((int)fs_rb);
      { const float4 fs_q = *reinterpret_cast<const float4*>(&p_buf4[(fs_r0b + (8 * x0))]); fs_v0[fs_i * 4 + 0] = fs_q.x; fs_v0[fs_i * 4 + 1] = fs_q.y; fs_v0[fs_i * 4 + 2] = fs_q.z; fs_v0[fs_i * 4 + 3] = fs_q.w; }
      #pragma unroll
      for (int fs_j = 0; fs_j < 4; ++fs_j) {
        const int r0 = fs_r0b + fs_j;
        const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;
        // op10 (reduction)
        const float t0_load = fs_v0[fs_i * 4 + fs_j];
        acc_t0_reduction = acc_t0_reduction + (float)t0_load;
      }
    }
  }
  acc_t0_reduction = fs_allreduce(acc_t0_reduction, fs_op_sum(), fs_lanes);
  const auto t0_reduction = acc_t0_reduction;
  const float t0_store_reduction_v = (float)t0_reduction;
  if (fs_lane == 0) p_buf10[x0] = t0_store_reduction_v;
}

// ---- k10_op11
// kernel k10_op11: nodes op11
extern "C" __global__ void k10_op11(const float* __restrict__ p_buf10, const float* __restrict__ p_buf6, float* __restrict__ p_buf11, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 64) break;
    const int x0 = ((int)fs_x);
    // op11 (pointwise)
    const float t0_load = p_buf10[x0];
    const float t0_load_1 = p_buf6[(256 * x0)];
    const float t0_load_2 = p_buf6[((256 * x0) + 1)];
    const float t0_add = (float)t0_load_1 + (float)t0_load_2;
    const float t0_load_3 = p_buf6[((256 * x0) + 2)];
    const float t0_add_1 = (float)t0_add + (float)t0_load_3;
    const float t0_load_4 = p_buf6[((256 * x0) + 3)];
    const float t0_add_2 = (float)t0_add_1 + (float)t0_load_4;
    const float t0_add_3 = (float)t0_load + (float)t0_add_2;
    const float t0_store_v = (float)t0_add_3;
    p_buf11[x0] = t0_store_v;
  }
}

// ---- k11_op12
// kernel k11_op12: nodes op12
extern "C" __global__ void k11_op12(const int16_t* __restrict__ p_buf9, const float* __restrict__ p_arg0_1, float* __restrict__ p_buf12, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 1024) break;
    const int x0 = (((int)fs_x) / 16);
    const int x1 = (((int)fs_x) % 16);
    const int fs_x0_1 = ((int)fs_x);
    // op12 (pointwise)
    const int16_t t0_load = p_buf9[((256 * x0) + x1)];
    const int64_t t0_to_dtype = (int64_t)t0_load;
    const int64_t op12_indirect0_raw = (int64_t)t0_to_dtype;
    const int64_t op12_indirect0 = op12_indirect0_raw < 0 ? op12_indirect0_raw + 256 : op12_indirect0_raw;
    const float t0_load_1 = p_arg0_1[(op12_indirect0 + (256 * x0))];
    const float t0_relu = fs_maximum((float)t0_load_1, (float)0);
    const float t0_store_v = (float)t0_relu;
    p_buf12[fs_x0_1] = t0_store_v;
  }
}

// ---- k12_op13
// kernel k12_op13: nodes op13
extern "C" __global__ void k12_op13(const int64_t* __restrict__ p_buf5, const int16_t* __restrict__ p_buf7, int64_t* __restrict__ p_buf13, int fs_ept) {
  const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;
  #pragma unroll 4
  for (int fs_u = 0; fs_u < fs_ept; ++fs_u) {
    const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;
    if (fs_x >= 512) break;
    const int x0 = (((int)fs_x) / 8);
    const int x1 = (((int)fs_x) % 8);
    const int fs_x0_1 = ((int)fs_x);
    // op13 (pointwise)
    const int64_t t0_load = p_buf5[fs_x0_1];
    const int16_t t0_load_1 = p_buf7[((256 * x0) + x1)];
    const int64_t t0_to_dtype = (int64_t)t0_load_1;
    const int64_t t0_add = (int64_t)t0_load + (int64_t)t0_to_dtype;
    const int64_t t0_store_v = (int64_t)t0_add;
    p_buf13[fs_x0_1] = t0_store_v;
  }
}

