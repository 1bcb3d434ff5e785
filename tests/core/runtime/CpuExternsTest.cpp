// OpenBLAS-backed externs against naive loops (the reference interpreter uses them,
// so they are checked here on their own).
#include <gtest/gtest.h>

#include <random>

#include "core/runtime/CpuExterns.h"

namespace {

using namespace fs;

TEST(CpuExterns, StridedGemmHandlesTransposedAndPackedOperands) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> u(-1, 1);
  const int M = 5, N = 7, K = 3;
  std::vector<float> a(M * K), b(K * N);
  for (auto& v : a) v = u(rng);
  for (auto& v : b) v = u(rng);
  // a as row-major (K, 1); b as column-major (1, K); c with a gap (ld 9)
  std::vector<float> c(M * 9, 0.0f);
  std::vector<float> bt(K * N);
  for (int k = 0; k < K; ++k)
    for (int n = 0; n < N; ++n) bt[n * K + k] = b[k * N + n];
  runtime::stridedGemm(a.data(), K, 1, bt.data(), 1, K, c.data(), 9, 1, M, N, K, 1.0f, 0.0f);
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      double want = 0;
      for (int k = 0; k < K; ++k) want += a[m * K + k] * b[k * N + n];
      EXPECT_NEAR(c[m * 9 + n], want, 1e-5);
    }
  // a with no unit stride at all (packed copy path)
  std::vector<float> a2(M * K * 2);
  for (int m = 0; m < M; ++m)
    for (int k = 0; k < K; ++k) a2[(m * K + k) * 2] = a[m * K + k];
  std::vector<float> c2(M * N, 0.0f);
  runtime::stridedGemm(a2.data(), 2 * K, 2, b.data(), N, 1, c2.data(), N, 1, M, N, K, 1.0f, 0.0f);
  for (int i = 0; i < M * N; ++i) EXPECT_NEAR(c2[i], c[(i / N) * 9 + i % N], 1e-5);
}

TEST(CpuExterns, ConvolutionMatchesNaiveLoops) {
  // One extern node: buf0 = convolution(x, w, stride 2, padding 1, groups 1), channels-last x.
  ir::Graph g;
  ir::Node n;
  n.name = "op0";
  n.kind = ir::NodeKind::ExternKernel;
  n.irType = "ExternKernelAlloc";
  n.kernel = "extern_kernels.convolution";
  n.writes = {ir::StarDep{"buf0", std::nullopt, true}};
  n.met_dependencies = {ir::StarDep{"x", std::nullopt, true}, ir::StarDep{"w", std::nullopt, true}};
  ir::Buffer out;
  out.name = "buf0";
  out.irType = "ExternKernelAlloc";
  out.layout.device = "cpu";
  out.layout.dtype = "torch.float32";
  out.layout.size = {2, 4, 4, 4};
  out.layout.stride = {64, 16, 4, 1};
  out.users = {ir::NodeUser{"OUTPUT", "", false, false}};
  n.outputs = {out};
  g.nodes = {n};
  auto calls = codegen::parseExternCalls(
      "assert_size_stride(x, (2, 3, 7, 7), (147, 1, 21, 3))\n"
      "assert_size_stride(w, (4, 3, 3, 3), (27, 9, 3, 1))\n"
      "buf0 = extern_kernels.convolution(x, w, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, "
      "output_padding=(0, 0), groups=1, bias=None)\n",
      "output_code.py");
  codegen::BufferTable table(g, calls);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 5);
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const auto& x = pool.at("x");
  const auto& w = pool.at("w");
  const auto& y = pool.at("buf0");
  for (int b = 0; b < 2; ++b)
    for (int oc = 0; oc < 4; ++oc)
      for (int oh = 0; oh < 4; ++oh)
        for (int ow = 0; ow < 4; ++ow) {
          double want = 0;
          for (int c = 0; c < 3; ++c)
            for (int kh = 0; kh < 3; ++kh)
              for (int kw = 0; kw < 3; ++kw) {
                int ih = oh * 2 - 1 + kh, iw = ow * 2 - 1 + kw;
                if (ih < 0 || ih >= 7 || iw < 0 || iw >= 7) continue;
                want += x.get(b * 147 + c + ih * 21 + iw * 3) * w.get(oc * 27 + c * 9 + kh * 3 + kw);
              }
          EXPECT_NEAR(y.get(b * 64 + oc * 16 + oh * 4 + ow), want, 1e-4);
        }
}

}  // namespace
