// OpenBLAS-backed externs against naive loops (the reference interpreter uses them,
// so they are checked here on their own).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <fstream>
#include <sstream>
#include <tuple>
#include <functional>
#include <map>
#include <random>

#include "core/codegen/BufferTable.h"
#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuExterns.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/HostBuffers.h"
#include "core/runtime/Interpreter.h"

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

// One extern node buf0 = convolution(x, w, stride, padding, groups 1) on x of `xs` sizes
// and `xt` strides, checked against naive loops (double accumulation).
void checkConvolution(std::vector<std::int64_t> xs, std::vector<std::int64_t> xt, std::vector<std::int64_t> ws,
                      int stride, int pad) {
  ir::Graph g;
  ir::Node n;
  n.name = "op0";
  n.kind = ir::NodeKind::ExternKernel;
  n.irType = "ExternKernelAlloc";
  n.kernel = "extern_kernels.convolution";
  n.writes = {ir::StarDep{"buf0", std::nullopt, true}};
  n.met_dependencies = {ir::StarDep{"x", std::nullopt, true}, ir::StarDep{"w", std::nullopt, true}};
  const std::int64_t OH = (xs[2] + 2 * pad - ws[2]) / stride + 1, OW = (xs[3] + 2 * pad - ws[3]) / stride + 1;
  ir::Buffer out;
  out.name = "buf0";
  out.irType = "ExternKernelAlloc";
  out.layout.device = "cpu";
  out.layout.dtype = ir::DType::F32;
  out.layout.size = {xs[0], ws[0], OH, OW};
  out.layout.stride = {ws[0] * OH * OW, OH * OW, OW, 1};
  out.users = {ir::NodeUser{"OUTPUT", "", false, false}};
  n.outputs = {out};
  g.nodes = {n};
  auto tuple = [](const std::vector<std::int64_t>& v) {
    std::string t = "(";
    for (std::size_t i = 0; i < v.size(); ++i) t += (i ? ", " : "") + std::to_string(v[i]);
    return t + ")";
  };
  const std::vector<std::int64_t> wt = {ws[1] * ws[2] * ws[3], ws[2] * ws[3], ws[3], 1};
  const std::string s = std::to_string(stride), p = std::to_string(pad);
  auto calls = inductor::parseExternCalls(
      "assert_size_stride(x, " + tuple(xs) + ", " + tuple(xt) + ")\n" + "assert_size_stride(w, " + tuple(ws) + ", " +
          tuple(wt) + ")\n" + "buf0 = extern_kernels.convolution(x, w, stride=(" + s + ", " + s + "), padding=(" + p +
          ", " + p + "), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)\n",
      "output_code.py");
  inductor::attachExternCalls(calls, g);
  codegen::BufferTable table(g);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 5);
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const auto& x = pool.at("x");
  const auto& w = pool.at("w");
  const auto& y = pool.at("buf0");
  for (std::int64_t b = 0; b < xs[0]; ++b)
    for (std::int64_t oc = 0; oc < ws[0]; ++oc)
      for (std::int64_t oh = 0; oh < OH; ++oh)
        for (std::int64_t ow = 0; ow < OW; ++ow) {
          double want = 0;
          for (std::int64_t c = 0; c < xs[1]; ++c)
            for (std::int64_t kh = 0; kh < ws[2]; ++kh)
              for (std::int64_t kw = 0; kw < ws[3]; ++kw) {
                std::int64_t ih = oh * stride - pad + kh, iw = ow * stride - pad + kw;
                if (ih < 0 || ih >= xs[2] || iw < 0 || iw >= xs[3]) continue;
                want += x.get(b * xt[0] + c * xt[1] + ih * xt[2] + iw * xt[3]) * w.get(oc * wt[0] + c * wt[1] + kh * wt[2] + kw);
              }
          ASSERT_NEAR(y.get(b * out.layout.stride[0] + oc * out.layout.stride[1] + oh * OW + ow), want, 1e-4)
              << "b " << b << " oc " << oc << " oh " << oh << " ow " << ow;
        }
}

TEST(CpuExterns, ConvolutionMatchesNaiveLoops) {
  // 3x3, stride 2, padding 1 on a channels-last x: im2col with padding
  checkConvolution({2, 3, 7, 7}, {147, 1, 21, 3}, {4, 3, 3, 3}, 2, 1);
}

TEST(CpuExterns, PointwiseConvolutionReadsChannelsFirstImagesWithoutIm2col) {
  // 1x1, stride 1, no padding on NCHW x whose channels are 32 apart (27 of 32 used):
  // the image is the GEMM's operand as it is, with leading dimension 32
  checkConvolution({2, 3, 5, 5}, {96, 32, 5, 1}, {4, 3, 1, 1}, 1, 0);
  // the same convolution on channels-last x goes through im2col
  checkConvolution({2, 3, 5, 5}, {75, 1, 15, 3}, {4, 3, 1, 1}, 1, 0);
}

// A 1-D convolution (wav2vec 2.0's feature extractor: x (N, C, L), w (O, C, K), one
// stride, padding and dilation each) against naive loops: it runs as the 2-D one of
// height 1.
TEST(CpuExterns, OneDimensionalConvolutionMatchesNaiveLoops) {
  const std::vector<std::int64_t> xs = {2, 3, 23}, xt = {69, 23, 1}, ws = {4, 3, 5};
  const int stride = 2, pad = 3, dil = 2;
  const std::int64_t OL = (xs[2] + 2 * pad - dil * (ws[2] - 1) - 1) / stride + 1;
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
  out.layout.dtype = ir::DType::F32;
  out.layout.size = {xs[0], ws[0], OL};
  out.layout.stride = {ws[0] * OL, OL, 1};
  out.users = {ir::NodeUser{"OUTPUT", "", false, false}};
  n.outputs = {out};
  g.nodes = {n};
  auto calls = inductor::parseExternCalls(
      "assert_size_stride(x, (2, 3, 23), (69, 23, 1))\nassert_size_stride(w, (4, 3, 5), (15, 5, 1))\n"
      "buf0 = extern_kernels.convolution(x, w, stride=(2,), padding=(3,), dilation=(2,), transposed=False, "
      "output_padding=(0,), groups=1, bias=None)\n",
      "output_code.py");
  inductor::attachExternCalls(calls, g);
  codegen::BufferTable table(g);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 7);
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const auto& x = pool.at("x");
  const auto& w = pool.at("w");
  const auto& y = pool.at("buf0");
  for (std::int64_t b = 0; b < xs[0]; ++b)
    for (std::int64_t oc = 0; oc < ws[0]; ++oc)
      for (std::int64_t ol = 0; ol < OL; ++ol) {
        double want = 0;
        for (std::int64_t c = 0; c < xs[1]; ++c)
          for (std::int64_t kk = 0; kk < ws[2]; ++kk) {
            const std::int64_t il = ol * stride - pad + kk * dil;
            if (il < 0 || il >= xs[2]) continue;
            want += x.get(b * xt[0] + c * xt[1] + il * xt[2]) * w.get(oc * 15 + c * 5 + kk);
          }
        ASSERT_NEAR(y.get(b * ws[0] * OL + oc * OL + ol), want, 1e-4) << "b " << b << " oc " << oc << " l " << ol;
      }
}

// mixtral (dev zoo, bundled as samples/zoo/mixtral): the MoE layer's routing and expert
// matmuls, as the wrapper calls them.
struct Mixtral {
  Mixtral()
      : graph(withCalls(inductor::readIrFile(dir() + "/ir_pre_fusion.txt"), dir() + "/output_code.py")),
        table(graph),
        pool(runtime::allocatePool(table)) {
    runtime::fillInputs(table, pool, 11);
  }
  static std::string dir() { return std::string(FUSIONSCOPE_SAMPLES_DIR) + "/zoo/mixtral/model__0_inference_0.0"; }
  static ir::Graph withCalls(ir::Graph g, const std::string& outputCode) {
    inductor::attachExternCalls(inductor::readExternCalls(outputCode), g);
    return g;
  }
  const ir::Node& node(const std::string& name) const { return *table.node(name); }
  ir::Graph graph;
  codegen::BufferTable table;
  runtime::BufferPool pool;
};

TEST(CpuExterns, HistcCountsValuesInEqualBinsBetweenMinAndMax) {
  // op27: buf27 = torch.ops.aten.histc.default(buf26, 4, 0, 3), buf28 = buf27 (int32):
  // the tokens per expert. Bins [0, .75), [.75, 1.5), [1.5, 2.25), [2.25, 3]; values
  // outside [0, 3] are not counted.
  Mixtral m;
  ASSERT_EQ(m.graph.externCalls.at("buf27").op, "aten.histc");
  ASSERT_EQ(runtime::cpuExternSupport(m.table, m.node("op27")), "");
  auto& x = m.pool.at("buf26");
  ASSERT_EQ(x.numel, 512);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> pick(-2, 5);
  std::vector<int> values(512);
  for (std::int64_t i = 0; i < 512; ++i) x.set(i, values[static_cast<std::size_t>(i)] = pick(rng));
  runtime::runCpuExtern(m.table, m.node("op27"), m.pool, true);
  const double edges[5] = {0.0, 0.75, 1.5, 2.25, 3.0};
  const auto& h = m.pool.at("buf28");
  ASSERT_EQ(h.dtype, codegen::DType::I32);
  for (int b = 0; b < 4; ++b) {
    int want = 0;
    for (int v : values) want += (v >= edges[b] && (v < edges[b + 1] || (b == 3 && v == edges[4]))) ? 1 : 0;
    EXPECT_EQ(h.get(b), want) << "bin " << b;
    EXPECT_EQ(h.written.at(static_cast<std::size_t>(b)), 1);
  }
}

// A histc call whose bins its result cannot hold (mixtral's call mutated to 4e12 bins) is
// refused by the result's size before any bin is counted (it threw std::bad_alloc).
TEST(CpuExterns, HistcOfMoreBinsThanItsResultHoldsIsRefused) {
  Mixtral m;
  auto& call = m.graph.externCalls.at("buf27");
  ASSERT_EQ(call.op, "aten.histc");
  auto bins = std::find_if(call.args.begin(), call.args.end(), [](const auto& a) { return a.first == "bins"; });
  ASSERT_NE(bins, call.args.end());
  ASSERT_EQ(bins->second.kind, ir::ExternArg::Kind::Int);
  bins->second.integer = 4000000000000;
  bins->second.text = "4000000000000";
  codegen::BufferTable table(m.graph);
  try {
    runtime::runCpuExtern(table, *table.node("op27"), m.pool, true);
    ADD_FAILURE() << "histc of 4e12 bins into 4 ran";
  } catch (const std::bad_alloc&) {
    ADD_FAILURE() << "histc allocated its bins before checking its result";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "histc: output buf28 does not hold 4000000000000 bins (" + Mixtral::dir() + "/output_code.py:1854)");
  }
}

// torchvision.roi_align as Faster R-CNN's box head calls it (tests/data/kernels/frcnn_rois,
// graph 13: roi_align(arg1_1 [2, 256, 8, 8], arg0_1 [200, 5], 0.03125, 7, 7, 2, False)),
// on inputs given by formula, against torchvision 0.29.2's own output for the same
// inputs (x[i] = sin(0.37 i); roi k = (k % 2, x1 + 0.25, y1 + 0.5, x1 + 10 + 13k % 120,
// y1 + 5 + 29k % 140), x1 = 37k % 256 - 20, y1 = 53k % 256 - 20: boxes partly outside the
// image, smaller and larger than a bin): twelve outputs, the sum, the sum of magnitudes
// and the count of exact zeros (samples beyond the map) of all 2,508,800.
TEST(CpuExterns, RoiAlignMatchesTorchvision) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/frcnn_rois/model__13_inference_13.13";
  ir::Graph graph = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), graph);
  codegen::BufferTable table(graph);
  ASSERT_EQ(graph.externCalls.at("buf0").op, "torchvision.roi_align");
  ASSERT_EQ(runtime::cpuExternSupport(table, *table.node("op0")), "");
  auto pool = runtime::allocatePool(table);
  auto& x = pool.at("arg1_1");
  auto& rois = pool.at("arg0_1");
  ASSERT_EQ(x.numel, 2 * 256 * 8 * 8);
  ASSERT_EQ(rois.numel, 200 * 5);
  for (std::int64_t i = 0; i < x.numel; ++i) x.set(i, static_cast<float>(std::sin(0.37 * static_cast<double>(i))));
  for (std::int64_t k = 0; k < 200; ++k) {
    const double x1 = static_cast<double>(k * 37 % 256) - 20, y1 = static_cast<double>(k * 53 % 256) - 20;
    const double row[5] = {static_cast<double>(k % 2), x1 + 0.25, y1 + 0.5, x1 + 10 + static_cast<double>(k * 13 % 120),
                           y1 + 5 + static_cast<double>(k * 29 % 140)};
    for (int j = 0; j < 5; ++j) rois.set(k * 5 + j, row[j]);
  }
  runtime::runCpuExtern(table, *table.node("op0"), pool, true);
  const auto& y = pool.at("buf1");  // buf1 = buf0: the one tensor of the call
  ASSERT_EQ(y.numel, 200 * 256 * 7 * 7);
  const std::pair<std::int64_t, double> torchvision[] = {
      {0, 0},           {1, 0},           {48, 0.0977393612},      {12547, 0.621195078},     {12345, -0.0171601027},
      {1254407, -0.00186092779}, {2508799, 0.886531472}, {77777, -0.0668119714}, {333333, 0.198591471},
      {500000, 0.879060447},     {1543769, 0.440110743}, {25089, -0.0890249982}};
  for (const auto& [i, want] : torchvision) EXPECT_NEAR(y.get(i), want, 2e-6) << "output " << i;
  double sum = 0, magnitude = 0;
  std::int64_t zeros = 0;
  for (std::int64_t i = 0; i < y.numel; ++i) {
    sum += y.get(i);
    magnitude += std::abs(y.get(i));
    zeros += y.get(i) == 0.0 ? 1 : 0;
  }
  EXPECT_NEAR(sum, 202.20082, 1e-3);
  EXPECT_NEAR(magnitude, 720752.327, 1e-2);
  EXPECT_EQ(zeros, 473616);
}

// A graph of one library call as Inductor makes it: FallbackKernel op0 writes buf0 (a
// MultiOutputLayout), MultiOutput op1 takes its tensor as buf1 (the wrapper's `buf1 =
// buf0` or `buf1 = buf0[0]`), a float32 [outSizes] graph output; the call's tensor
// arguments are graph inputs, `wrapper` is its output_code.py text (asserts, the call).
ir::Graph oneCallGraph(const std::string& kernel, const std::vector<std::string>& inputs, std::vector<std::int64_t> outSizes,
                       const std::string& wrapper) {
  ir::Graph g;
  ir::Node n;
  n.name = "op0";
  n.kind = ir::NodeKind::ExternKernel;
  n.irType = "FallbackKernel";
  n.kernel = kernel;
  n.writes = {ir::StarDep{"buf0", std::nullopt, true}};
  for (const auto& in : inputs) n.met_dependencies.push_back(ir::StarDep{in, std::nullopt, true});
  ir::Buffer tuple;
  tuple.name = "buf0";
  tuple.irType = "FallbackKernel";
  tuple.layout.kind = ir::LayoutKind::MultiOutput;
  tuple.layout.device = "cuda:0";
  tuple.users = {ir::NodeUser{"op1", "ExternKernelSchedulerNode", false, false}};
  n.outputs = {tuple};
  ir::Node item;
  item.name = "op1";
  item.kind = ir::NodeKind::ExternKernel;
  item.irType = "MultiOutput";
  item.writes = {ir::StarDep{"buf1", std::nullopt, true}};
  item.unmet_dependencies = {ir::StarDep{"buf0", std::nullopt, true}};
  ir::Buffer out;
  out.name = "buf1";
  out.irType = "MultiOutput";
  out.layout.device = "cuda:0";
  out.layout.dtype = ir::DType::F32;
  out.layout.stride.assign(outSizes.size(), 1);
  for (std::size_t d = outSizes.size(); d-- > 1;) out.layout.stride[d - 1] = out.layout.stride[d] * outSizes[d];
  out.layout.size = std::move(outSizes);
  out.users = {ir::NodeUser{"OUTPUT", "", false, false}};
  item.outputs = {out};
  g.nodes = {n, item};
  inductor::attachExternCalls(inductor::parseExternCalls(wrapper, "output_code.py"), g);
  return g;
}

// aten.cudnn_grid_sampler (RAFT's correlation lookup: ATen sends grid_sample with
// bilinear, zeros padding and align_corners=True to it) against PyTorch 2.15's
// grid_sample for the same inputs: x [2, 3, 5, 7] = sin(0.37 i), grid [2, 4, 6, 2] =
// 1.3 cos(0.91 i) (a fifth of the samples fall outside [-1, 1]), all 144 outputs.
TEST(CpuExterns, GridSamplerMatchesPyTorch) {
  const ir::Graph g = oneCallGraph(
      "torch.ops.aten.cudnn_grid_sampler.default", {"x", "grid"}, {2, 3, 4, 6},
      "assert_size_stride(x, (2, 3, 5, 7), (105, 35, 7, 1))\nassert_size_stride(grid, (2, 4, 6, 2), (48, 12, 2, 1))\n"
      "buf0 = torch.ops.aten.cudnn_grid_sampler.default(x, grid)\nbuf1 = buf0\n");
  codegen::BufferTable table(g);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  auto& x = pool.at("x");
  auto& grid = pool.at("grid");
  for (std::int64_t i = 0; i < x.numel; ++i) x.set(i, static_cast<float>(std::sin(0.37 * static_cast<double>(i))));
  for (std::int64_t i = 0; i < grid.numel; ++i) grid.set(i, static_cast<float>(1.3 * std::cos(0.91 * static_cast<double>(i))));
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const double torch[] = {
      -0.0208405107, 0.421340436, -0.170687377, -0.0461752042, -0.728310585, 0, -0.808593869, -0.0660497025,
      0.230280563, -0.793921292, 0.00594357261, -0.384994864, 0.00858280342, -0.643547237, -0.0836896449,
      0.118635468, 0.0511033833, 0.00466088345, 0.355829328, 0.0238570794, -0.386020869, 0.233720526, 0.0427952968,
      0.817099392, -0.00980757084, 0.558703721, -0.179080486, 0.107194439, -0.710525274, 0.094708316, -0.649001896,
      -0.0876127481, 0.364969254, -0.580072224, 0.168723106, -0.484081268, 0.0506793708, -0.426542222, -0.151136369,
      0.253430933, 0.147018507, 0.132310778, 0.277701855, 0.0283688325, -0.189687103, 0.210576653, 0.192209065,
      0.690788805, 0.00265114731, 0.614845216, -0.161439672, 0.244980633, -0.589446962, 0.175648376, -0.395061046,
      -0.0964390561, 0.446600348, -0.281894892, 0.306974441, -0.512794137, 0.0854084119, -0.147528455, -0.196611598,
      0.351383805, 0.221560776, 0.240725935, 0.15920338, 0.0287564602, 0.0342225283, 0.156820163, 0.313680351,
      0.464054525, 0.220104471, 0.654201686, -0.0559346974, 0.283884317, 0.672307849, 0.387009263, -0.193717107,
      0.0826013535, 0.658357143, -0.148601264, 0.308705062, 0.144453391, 0.300632119, -0.256011933, -0.00331305317,
      0.547412276, -0.0917521715, 0.368859798, -0.592764854, 0.206703261, 0.0109163038, -0.149338663, 0.442354053,
      0.126582369, 0.239547744, 0.361796886, -0.0925540328, 0.39552328, 0.435732812, 0.42354992, -0.325192541,
      0.0942482352, 0.470488459, -0.18712467, 0.379677713, 0.221915737, 0.329017222, -0.101040356, 0.00744991982,
      0.450383574, 0.0246530809, 0.415300399, -0.278233767, 0.226219773, 0.380636781, -0.12599884, 0.40380463,
      0.386758327, 0.224166662, 0.0167957377, -0.115718298, 0.449662924, 0.135812908, 0.398516834, -0.409392953,
      0.0921937376, 0.214222357, -0.198444739, 0.395454556, 0.267116994, 0.309571296, 0.0686200112, 0.0171298534,
      0.287880212, 0.137474373, 0.401366562, 0.0767457932, 0.212849498, 0.695021987, -0.084341906, 0.306551993,
      0.59070915};
  const auto& y = pool.at("buf1");
  ASSERT_EQ(y.numel, static_cast<std::int64_t>(std::size(torch)));
  for (std::int64_t i = 0; i < y.numel; ++i) EXPECT_NEAR(y.get(i), torch[i], 2e-6) << "output " << i;
}

// aten._embedding_bag (DLRM's sparse features: `_embedding_bag(weight, indices,
// offsets)`, zoo3-dev) against PyTorch 2.15's F.embedding_bag on the same inputs: weight
// [7, 3] = sin(0.7 i + 0.3), indices {3, 0, 6, 6, 2, 5, 1, 4, 0, 3}, offsets {0, 2, 2, 6}
// (an empty bag), per-sample weights 0.5 + 0.25 i; sum, mean, max, weighted sum,
// padding_idx 6, include_last_offset. A graph of the one call, as Inductor makes it
// (FallbackKernel buf0, MultiOutput buf1 = buf0[0]).
TEST(CpuExterns, EmbeddingBagMatchesPyTorch) {
  struct Case {
    const char *mode, *psw, *last;
    int pad, bags;
    std::vector<double> torch;
  };
  const Case cases[] = {
      {"0", "None", "False", -1, 4, {0.607061565, 1.69190764, 1.98102307, 0, 0, 0, -1.30351746, -0.0405832529, 1.24143791, 1.94549394, 1.75826359, 0.74409461}},
      {"1", "None", "False", -1, 4, {0.303530782, 0.845953822, 0.990511537, 0, 0, 0, -0.325879365, -0.0101458132, 0.310359478, 0.486373484, 0.439565897, 0.186023653}},
      {"2", "None", "False", -1, 4, {0.311541349, 0.850436628, 0.991664827, 0, 0, 0, 0.327474445, 0.859161794, 0.986771941, 0.6754632, 0.850436628, 0.991664827}},
      {"0", "psw", "False", -1, 4, {0.377410829, 1.0563215, 1.23842776, 0, 0, 0, -2.44611621, -0.924109221, 1.03252053, 4.43814659, 4.58128405, 2.56977248}},
      {"1", "None", "False", 6, 4, {0.303530782, 0.845953822, 0.990511537, 0, 0, 0, -0.979233146, -0.879453421, -0.366052985, 0.486373484, 0.439565897, 0.186023653}},
      {"0", "None", "True", -1, 3, {0.607061565, 1.69190764, 1.98102307, 0, 0, 0, -1.30351746, -0.0405832529, 1.24143791}},
  };
  for (const auto& cs : cases) {
    const std::string text = std::string("assert_size_stride(w, (7, 3), (3, 1))\nassert_size_stride(ix, (10, ), (1, ))\n") +
                             "assert_size_stride(off, (4, ), (1, ))\nassert_size_stride(psw, (10, ), (1, ))\n" +
                             "buf0 = torch.ops.aten._embedding_bag.default(w, ix, off, False, " + cs.mode + ", False, " + cs.psw +
                             ", " + cs.last + ", " + std::to_string(cs.pad) + ")\nbuf1 = buf0[0]\n" +
                             "def get_args():\n    ix = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.int64)\n" +
                             "    off = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.int64)\n";
    const ir::Graph g = oneCallGraph("torch.ops.aten._embedding_bag.default", {"w", "ix", "off", "psw"}, {cs.bags, 3}, text);
    codegen::BufferTable table(g);
    ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
    auto pool = runtime::allocatePool(table);
    ASSERT_EQ(pool.at("ix").dtype, codegen::DType::I64) << "the example inputs give the indices' type";
    for (std::int64_t i = 0; i < 21; ++i) pool.at("w").set(i, static_cast<float>(std::sin(0.7 * static_cast<double>(i) + 0.3)));
    const int ix[] = {3, 0, 6, 6, 2, 5, 1, 4, 0, 3}, off[] = {0, 2, 2, 6};
    for (int i = 0; i < 10; ++i) {
      pool.at("ix").set(i, ix[i]);
      pool.at("psw").set(i, 0.5 + 0.25 * i);
    }
    for (int i = 0; i < 4; ++i) pool.at("off").set(i, off[i]);
    runtime::runCpuExtern(table, g.nodes[0], pool, true);
    const auto& y = pool.at("buf1");
    ASSERT_EQ(y.numel, static_cast<std::int64_t>(cs.torch.size()));
    for (std::int64_t i = 0; i < y.numel; ++i)
      EXPECT_NEAR(y.get(i), cs.torch[static_cast<std::size_t>(i)], 2e-6)
          << "mode " << cs.mode << ", per-sample weights " << cs.psw << ", padding " << cs.pad << ", last offset " << cs.last
          << ": output " << i;
  }
}

TEST(CpuExterns, GroupedMmMultipliesEachGroupsRowsByItsWeight) {
  // op31: buf31 = transformers.grouped_mm_fallback(buf30 (512 x 256),
  // reinterpret_tensor(arg10_1, (4, 256, 1024), (262144, 1, 256), 0), buf29 (offsets)),
  // buf32 = buf31 (512 x 1024). Group g has rows [offs[g-1], offs[g]); rows after the
  // last offset are zero. Checked by loops here, with an empty group.
  Mixtral m;
  ASSERT_EQ(runtime::cpuExternSupport(m.table, m.node("op31")), "");
  auto& a = m.pool.at("buf30");
  std::mt19937 rng(8);
  std::uniform_real_distribution<float> u(-1, 1);
  for (std::int64_t i = 0; i < a.numel; ++i) a.set(i, u(rng));
  const int offs[4] = {100, 100, 300, 480};
  for (int g = 0; g < 4; ++g) m.pool.at("buf29").set(g, offs[g]);
  runtime::runCpuExtern(m.table, m.node("op31"), m.pool, true);
  const auto &w = m.pool.at("arg10_1"), &out = m.pool.at("buf32");
  for (std::int64_t row : {0LL, 99LL, 100LL, 299LL, 300LL, 479LL, 480LL, 511LL}) {
    int g = 0;
    while (g < 4 && row >= offs[g]) ++g;
    for (std::int64_t n = 0; n < 1024; n += 7) {
      double want = 0;
      if (g < 4)
        for (std::int64_t k = 0; k < 256; ++k) want += a.get(row * 256 + k) * w.get(g * 262144 + k + n * 256);
      EXPECT_NEAR(out.get(row * 1024 + n), want, 1e-4 * (1 + std::fabs(want))) << row << "," << n;
    }
  }
}

}  // namespace

// The efficient-attention backward of a real GPT-2 training step (tests/data/zoo/
// u_gpt2_train: torch 2.11 on an H200, from tests/zoo/unseen.tar.xz; dropout 0.1, a
// broadcast causal bias, scale 0.125) against central differences of the attention
// forward written here in double: loss = sum(O * dO), O = (softmax(scale q k^T + bias)
// * M) v, M this runtime's dropout mask. Every gradient the call returns (query, key,
// value) is checked at 12 points each.
TEST(CpuExterns, AttentionBackwardIsTheGradientOfTheForward) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/u_gpt2_train/model__0_backward_3.1";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  const ir::ExternCall* call = nullptr;
  for (const auto& [result, c] : g.externCalls)
    if (c.op == "aten._scaled_dot_product_efficient_attention_backward") call = &c;
  ASSERT_NE(call, nullptr);
  // the reference runs every node before it, then this one (runCpuExtern)
  const auto ref = runtime::computeReference(table, 3);
  ASSERT_TRUE(ref.notRun.empty()) << ref.notRun.begin()->first << ": " << ref.notRun.begin()->second;
  struct Tensor4 {  // a view of a pool buffer, read as double
    const runtime::HostTensor* t = nullptr;
    std::vector<std::int64_t> sizes, strides;
    std::int64_t offset = 0;
    double at(std::int64_t a, std::int64_t b, std::int64_t i, std::int64_t j) const {
      auto ix = [&](int d, std::int64_t n) { return sizes[static_cast<std::size_t>(d)] == 1 ? 0 : n * strides[static_cast<std::size_t>(d)]; };
      return t->get(offset + ix(0, a) + ix(1, b) + ix(2, i) + ix(3, j));
    }
  };
  auto view = [&](const std::optional<ir::TensorRef>& arg) {
    EXPECT_TRUE(arg.has_value());
    Tensor4 v;
    v.t = &ref.pool.at(arg->buffer);
    const auto& d = table.at(arg->buffer);
    v.sizes = arg->isView ? arg->sizes : d.sizes;
    v.strides = arg->isView ? arg->strides : d.strides;
    v.offset = arg->isView ? arg->offset : d.offset;
    return v;
  };
  const Tensor4 dO = view(call->tensor("grad_out_")), bias = view(call->tensor("attn_bias"));
  Tensor4 q = view(call->tensor("query")), k = view(call->tensor("key")), v = view(call->tensor("value"));
  const double p = call->real("dropout_p", -1), scale = call->real("scale", -1);
  ASSERT_NEAR(p, 0.1, 1e-12);
  const std::int64_t H = q.sizes[1], L = q.sizes[2], E = q.sizes[3], S = k.sizes[2];
  // loss restricted to one (batch, head), where a perturbation of q, k or v acts
  auto loss = [&](std::int64_t b, std::int64_t h, const std::function<double(char, std::int64_t, std::int64_t)>& val) {
    double total = 0;
    for (std::int64_t i = 0; i < L; ++i) {
      std::vector<double> s(static_cast<std::size_t>(S));
      double mx = -1e300;
      for (std::int64_t j = 0; j < S; ++j) {
        double d = 0;
        for (std::int64_t e = 0; e < E; ++e) d += val('q', i, e) * val('k', j, e);
        s[static_cast<std::size_t>(j)] = d * scale + bias.at(b, h, i, j);
        mx = std::max(mx, s[static_cast<std::size_t>(j)]);
      }
      double sum = 0;
      for (auto& x : s) sum += (x = std::exp(x - mx));
      for (std::int64_t j = 0; j < S; ++j) {
        const bool dropped = runtime::philoxRand(runtime::kAttentionDropoutSeed, ((b * H + h) * L + i) * S + j) < p;
        const double w = dropped ? 0.0 : s[static_cast<std::size_t>(j)] / sum / (1.0 - p);
        for (std::int64_t e = 0; e < E; ++e) total += w * val('v', j, e) * dO.at(b, h, i, e);
      }
    }
    return total;
  };
  std::map<int, std::string> items = table.tupleItems(call->result);
  ASSERT_TRUE(items.count(0) && items.count(1) && items.count(2));
  std::mt19937 rng(5);
  int checked = 0;
  for (char which : {'q', 'k', 'v'}) {
    ir::TensorRef whole;
    whole.buffer = items[which == 'q' ? 0 : which == 'k' ? 1 : 2];
    const Tensor4 grad = view(whole);
    for (int n = 0; n < 12; ++n) {
      const std::int64_t b = rng() % q.sizes[0], h = rng() % H, r = rng() % (which == 'q' ? L : S), e = rng() % E;
      const double eps = 1e-3;
      auto valWith = [&](double delta) {
        return [&, delta](char t, std::int64_t row, std::int64_t col) {
          const Tensor4& x = t == 'q' ? q : t == 'k' ? k : v;
          return x.at(b, h, row, col) + (t == which && row == r && col == e ? delta : 0.0);
        };
      };
      const double numeric = (loss(b, h, valWith(eps)) - loss(b, h, valWith(-eps))) / (2 * eps);
      const double analytic = grad.at(b, h, r, e);
      EXPECT_NEAR(analytic, numeric, 1e-3 + 1e-3 * std::abs(numeric)) << "d loss / d " << which << "[" << b << "," << h << "," << r << "," << e << "]";
      ++checked;
    }
  }
  EXPECT_EQ(checked, 36);
}

// torch 2.15's CPU training dumps (tests/data/releases/torch-2.15/transformer_train, the
// backward of the release zoo's causal transformer): the attention gradient is
// aten._scaled_dot_product_flash_attention_for_cpu_backward(grad_out, query, key, value,
// out, logsumexp, dropout_p, is_causal), and its saved inputs are declared by one
// assert_size_stride_grouped line. Checked by central differences of the causal
// attention's loss sum(dO * softmax(scale * q k^T, causal) v), written here.
TEST(CpuExterns, FlashAttentionForCpuBackwardIsTheGradientOfTheCausalForward) {
  const std::string dir =
      std::string(FUSIONSCOPE_TESTDATA_DIR) + "/releases/torch-2.15/transformer_train/model__0_backward_3.1";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  const auto calls = inductor::readExternCalls(dir + "/output_code.py");
  // the grouped assert: getitem_2 (query) is a strided view of the saved qkv projection
  ASSERT_TRUE(calls.inputLayouts.count("getitem_2"));
  EXPECT_EQ(calls.inputLayouts.at("getitem_2").first, (std::vector<std::int64_t>{2, 4, 16, 16}));
  EXPECT_EQ(calls.inputLayouts.at("getitem_2").second, (std::vector<std::int64_t>{3072, 16, 192, 1}));
  EXPECT_EQ(calls.inputLayouts.at("getitem_5").second, (std::vector<std::int64_t>{1024, 16, 64, 1}));
  inductor::attachExternCalls(calls, g);
  codegen::BufferTable table(g);
  const ir::ExternCall* call = nullptr;
  for (const auto& [result, c] : g.externCalls)
    if (c.op == "aten._scaled_dot_product_flash_attention_for_cpu_backward") call = &c;
  ASSERT_NE(call, nullptr);
  EXPECT_TRUE(call->flag("is_causal", false));
  EXPECT_EQ(call->real("dropout_p", -1), 0.0);
  const auto ref = runtime::computeReference(table, 3);
  ASSERT_TRUE(ref.notRun.empty()) << ref.notRun.begin()->first << ": " << ref.notRun.begin()->second;
  auto at = [&](const ir::TensorRef& arg, std::int64_t b, std::int64_t h, std::int64_t i, std::int64_t j) {
    const auto& d = table.at(arg.buffer);
    const auto& st = arg.isView ? arg.strides : d.strides;
    return ref.pool.at(arg.buffer).get((arg.isView ? arg.offset : d.offset) + b * st[0] + h * st[1] + i * st[2] + j * st[3]);
  };
  const ir::TensorRef dO = call->requiredTensor("grad_out"), q = call->requiredTensor("query"),
                      k = call->requiredTensor("key"), v = call->requiredTensor("value");
  const std::int64_t L = 16, E = 16;
  const double scale = 1.0 / std::sqrt(double(E));
  auto loss = [&](std::int64_t b, std::int64_t h, char which, std::int64_t r, std::int64_t e, double delta) {
    auto val = [&](char t, std::int64_t row, std::int64_t col) {
      return at(t == 'q' ? q : t == 'k' ? k : v, b, h, row, col) + (t == which && row == r && col == e ? delta : 0.0);
    };
    double total = 0;
    for (std::int64_t i = 0; i < L; ++i) {
      std::vector<double> s(static_cast<std::size_t>(i + 1));  // causal: keys j <= i
      double mx = -1e300, sum = 0;
      for (std::int64_t j = 0; j <= i; ++j) {
        double d = 0;
        for (std::int64_t x = 0; x < E; ++x) d += val('q', i, x) * val('k', j, x);
        mx = std::max(mx, s[static_cast<std::size_t>(j)] = d * scale);
      }
      for (auto& x : s) sum += (x = std::exp(x - mx));
      for (std::int64_t j = 0; j <= i; ++j)
        for (std::int64_t x = 0; x < E; ++x) total += s[static_cast<std::size_t>(j)] / sum * val('v', j, x) * at(dO, b, h, i, x);
    }
    return total;
  };
  const auto items = table.tupleItems(call->result);
  ASSERT_TRUE(items.count(0) && items.count(1) && items.count(2));
  int checked = 0;
  for (char which : {'q', 'k', 'v'}) {
    ir::TensorRef grad;
    grad.buffer = items.at(which == 'q' ? 0 : which == 'k' ? 1 : 2);
    for (std::int64_t n = 0; n < 8; ++n) {
      const std::int64_t b = n % 2, h = (n * 3) % 4, r = (n * 5 + 2) % L, e = (n * 7 + 1) % E;
      const double numeric = (loss(b, h, which, r, e, 1e-3) - loss(b, h, which, r, e, -1e-3)) / 2e-3;
      EXPECT_NEAR(at(grad, b, h, r, e), numeric, 1e-3 + 1e-3 * std::abs(numeric))
          << "d loss / d " << which << "[" << b << "," << h << "," << r << "," << e << "]";
      ++checked;
    }
  }
  EXPECT_EQ(checked, 24);
}

// torch 2.15's CPU scatter_add (tests/data/releases/torch-2.15/scatter_add): Inductor's
// ScatterFallback calls `aten.scatter_reduce_.two(buf0,1,arg0_1,arg1_1, reduce='sum',
// include_self=True)` in place, with no result of its own; its node's output buf1 is a
// NoneLayout that mutates buf0, and op4 reads the updated values. The scatter is checked
// against out[i][index[i][j]] = self + the sum of src over j, written here; then, on the
// same call text with reduce='mean', include_self=False, against the mean of src alone.
std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void checkScatterReduce(const std::string& mode, bool includeSelf) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/releases/torch-2.15/scatter_add/model__0_inference_0.0";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  std::string code = readText(dir + "/output_code.py");
  const std::string call = "reduce='sum', include_self=True";
  ASSERT_NE(code.find(call), std::string::npos);
  code.replace(code.find(call), call.size(),
               "reduce='" + mode + "', include_self=" + std::string(includeSelf ? "True" : "False"));
  inductor::attachExternCalls(inductor::parseExternCalls(code, "output_code.py"), g);
  ASSERT_TRUE(g.externCalls.count("buf1"));  // the in-place call is op1's
  EXPECT_EQ(g.externCalls.at("buf1").op, "aten.scatter_reduce_");
  codegen::BufferTable table(g);
  EXPECT_EQ(table.at("buf1").mutated, "buf0");
  EXPECT_EQ(table.at("buf1").sizes, (std::vector<std::int64_t>{128, 32}));
  const auto ref = runtime::computeReference(table, 5);
  ASSERT_TRUE(ref.notRun.empty()) << ref.notRun.begin()->first << ": " << ref.notRun.begin()->second;
  const auto &self = ref.pool.at("buf0"), &index = ref.pool.at("arg0_1"), &src = ref.pool.at("arg1_1"),
             &out = ref.pool.at("buf1");
  int touched = 0, collided = 0;
  for (int i = 0; i < 128; ++i)
    for (int c = 0; c < 32; ++c) {
      double sum = 0;
      int count = 0;
      for (int j = 0; j < 64; ++j)
        if (index.get(i * 64 + j) == c) {
          sum += src.get(i * 64 + j);
          ++count;
        }
      double want = self.get(i * 32 + c);
      if (count > 0) {
        const double withSelf = includeSelf ? want : 0.0;
        want = mode == "sum" ? withSelf + sum : (withSelf + sum) / (count + (includeSelf ? 1 : 0));
        ++touched;
        collided += count > 1;
      }
      EXPECT_NEAR(out.get(i * 32 + c), want, 1e-5 * (std::abs(want) + 1)) << mode << " at [" << i << "][" << c << "]";
    }
  EXPECT_GT(touched, 128);   // the generated indices name several columns per row
  EXPECT_GT(collided, 128);  // and the same column several times
  // op4 reads the updated values (its load of buf0 is buf1's, its load of buf2 buf3's, the
  // index_add in place): buf4 = 2 * sigmoid(buf1 + buf3)
  const auto &x = ref.pool.at("buf3"), &y = ref.pool.at("buf4");
  for (int e = 0; e < 4096; e += 97)
    EXPECT_NEAR(y.get(e), 2.0 / (1.0 + std::exp(-(out.get(e) + x.get(e)))), 1e-5) << "buf4[" << e << "]";
}

TEST(CpuExterns, ScatterReduceInPlaceAsTorch215CallsIt) { checkScatterReduce("sum", true); }
TEST(CpuExterns, ScatterReduceMeanWithoutSelf) { checkScatterReduce("mean", false); }

// Malformed forms of the 2.15 scatter_add dump mark the node that reads them, with why,
// and never read outside a storage (they crashed or read garbage before): a src view past
// its storage, an asserted size whose storage overflows int64 or is negative (the layout
// is no storage), and a grouped assert that does not read (a located warning).
TEST(CpuExterns, MalformedScatterInputsMarkTheirNode) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/releases/torch-2.15/scatter_add/model__0_inference_0.0";
  const std::string code = readText(dir + "/output_code.py");
  auto notRunWith = [&](const std::string& from, const std::string& to) {
    auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
    std::string text = code;
    EXPECT_NE(text.find(from), std::string::npos) << from;
    if (text.find(from) != std::string::npos) text.replace(text.find(from), from.size(), to);
    inductor::attachExternCalls(inductor::parseExternCalls(text, "output_code.py"), g);
    codegen::BufferTable table(g);
    const auto ref = runtime::computeReference(table, 5);
    std::string warnings;
    for (const auto& w : g.warnings) warnings += w.text() + "\n";
    return std::pair{ref.notRun.count("op1") ? ref.notRun.at("op1") : std::string(), warnings};
  };
  const std::string call = "aten.scatter_reduce_.two(buf0,1,arg0_1,arg1_1,";
  auto [why, w] = notRunWith(call, "aten.scatter_reduce_.two(buf0,1,arg0_1,reinterpret_tensor(arg1_1, (128, 64), (640, 1), 0),");
  EXPECT_NE(why.find("outside its storage of 8192"), std::string::npos) << why;
  const std::string assertLine = "((128, 64), (128, 64)), ((64, 1), (64, 1))";
  // the message says which layout was refused
  std::tie(why, w) = notRunWith(assertLine, "((128, 64), (4611686018427387904, 64)), ((64, 1), (64, 1))");
  EXPECT_EQ(why, "buffer 'arg1_1' has no storage: its layout (size [4611686018427387904, 64], stride [64, 1], offset 0) "
                 "has a negative size, stride or offset, or reaches past 2^62 elements (output_code.py:165)");
  std::tie(why, w) = notRunWith(assertLine, "((128, 64), (-128, 64)), ((64, 1), (64, 1))");
  EXPECT_EQ(why, "buffer 'arg1_1' has no storage: its layout (size [-128, 64], stride [64, 1], offset 0) has a negative "
                 "size, stride or offset, or reaches past 2^62 elements (output_code.py:165)");
  std::tie(why, w) = notRunWith(assertLine, "((128, 64), (128, 64)), ((64, 1),)");
  EXPECT_NE(w.find("output_code.py:162: assert_size_stride_grouped: expected"), std::string::npos) << w;
}

namespace {
// The corpus's FNet (hf_fnet, tests/data/zoo/c_hf_fnet): its token mixing is
// torch.fft.fftn(x, dim=(1, 2)).real, which Inductor runs as buf6.copy_(buf7 viewed as
// (2, 64, 128)) into a complex64 buffer, aten._fft_c2c(buf6, [1, 2], 0, True) and
// view_as_real. The reference's view_as_real output (buf12) must be the 2-D discrete
// Fourier transform of buf7, written out here as one double sum over both dims (the extern
// transforms one dim after the other). `call` replaces the real call's arguments: the
// normalization and direction are checked on the same graph.
void checkFnetFourierMixing(const std::string& args, double sign, double scale) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/c_hf_fnet/model__0_inference_0.0";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  std::string code = readText(dir + "/output_code.py");
  const std::string call = "aten._fft_c2c.default(buf6, [1, 2], 0, True)";
  ASSERT_NE(code.find(call), std::string::npos);
  code.replace(code.find(call), call.size(), "aten._fft_c2c.default(buf6, [1, 2], " + args + ")");
  inductor::attachExternCalls(inductor::parseExternCalls(code, "output_code.py"), g);
  ASSERT_TRUE(g.externCalls.count("buf8"));  // buf6.copy_(...): the InplaceCopyFallback's call
  EXPECT_EQ(g.externCalls.at("buf8").op, "aten.copy_");
  codegen::BufferTable table(g);
  EXPECT_EQ(table.at("buf10").dtype, ir::DType::C64);
  const auto ref = runtime::computeReference(table, 7);
  for (const auto& n : {"op8", "op9", "op11", "op13"})
    ASSERT_FALSE(ref.notRun.count(n)) << n << ": " << ref.notRun.at(n);
  const auto &x = ref.pool.at("buf7"), &y = ref.pool.at("buf12");
  const double pi = std::acos(-1.0);
  int checked = 0;
  for (int b = 0; b < 2; ++b)
    for (int k1 = 0; k1 < 64; k1 += 5)
      for (int k2 = 0; k2 < 128; k2 += 7) {
        std::complex<double> want = 0;
        for (int j1 = 0; j1 < 64; ++j1)
          for (int j2 = 0; j2 < 128; ++j2)
            want += x.get(b * 8192 + j1 * 128 + j2) * std::polar(1.0, sign * 2 * pi * (j1 * k1 / 64.0 + j2 * k2 / 128.0));
        want *= scale;
        const std::int64_t at = b * 16384 + k1 * 256 + k2 * 2;  // buf12: (2, 64, 128, 2), (16384, 256, 2, 1)
        const double tol = 1e-4 * (std::abs(want) + 10 * scale);
        EXPECT_NEAR(y.get(at), want.real(), tol) << "real part at [" << b << "][" << k1 << "][" << k2 << "]";
        EXPECT_NEAR(y.get(at + 1), want.imag(), tol) << "imaginary part at [" << b << "][" << k1 << "][" << k2 << "]";
        ++checked;
      }
  EXPECT_EQ(checked, 2 * 13 * 19);
}

TEST(CpuExterns, FnetsFourierMixingIsThe2dDft) { checkFnetFourierMixing("0, True", -1.0, 1.0); }
TEST(CpuExterns, FftC2cReadsItsNormalizationAndDirection) {
  checkFnetFourierMixing("2, False", 1.0, 1.0 / 8192);
  checkFnetFourierMixing("1, True", -1.0, 1.0 / std::sqrt(8192.0));
}

// aten._fft_c2c over lengths that are no power of two (5 and 6: the direct sum, where
// FNet's 64 and 128 take the radix-2 path), both dims, against the 2-D DFT written out.
TEST(CpuExterns, FftC2cOfLengthsNoPowerOfTwoIsThe2dDft) {
  ir::Graph g = oneCallGraph("torch.ops.aten._fft_c2c.default", {"x"}, {5, 6},
                             "x = rand_strided((5, 6), (6, 1), device='cuda:0', dtype=torch.complex64)\n"
                             "assert_size_stride(x, (5, 6), (6, 1))\n"
                             "buf0 = torch.ops.aten._fft_c2c.default(x, [0, 1], 0, True)\nbuf1 = buf0[0]\n");
  g.nodes[1].outputs[0].layout.dtype = ir::DType::C64;
  codegen::BufferTable table(g);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  auto value = [](int i) { return std::complex<double>(std::sin(0.7 * i + 0.1), std::cos(1.3 * i)); };
  for (int i = 0; i < 30; ++i) pool.at("x").setComplex(i, value(i));
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const double pi = std::acos(-1.0);
  for (int k1 = 0; k1 < 5; ++k1)
    for (int k2 = 0; k2 < 6; ++k2) {
      std::complex<double> want = 0;
      for (int j1 = 0; j1 < 5; ++j1)
        for (int j2 = 0; j2 < 6; ++j2) want += value(j1 * 6 + j2) * std::polar(1.0, -2 * pi * (j1 * k1 / 5.0 + j2 * k2 / 6.0));
      const auto got = pool.at("buf1").getComplex(k1 * 6 + k2);
      EXPECT_NEAR(got.real(), want.real(), 1e-5) << k1 << "," << k2;
      EXPECT_NEAR(got.imag(), want.imag(), 1e-5) << k1 << "," << k2;
    }
}

// Malformed forms of the real FNet and DeepSeek-V2 calls mark their node with why (found by
// a helper breaking these paths: they crashed, hung, or said verified): a view whose extent
// overflows int64, a result that overlaps itself, a missing argument, a real result of a
// complex call, a dim named twice; and an in-place line that names another buffer is a
// located warning that leaves the later in-place calls their nodes.
TEST(CpuExterns, MalformedComplexCallsMarkTheirNode) {
  auto run = [](const std::string& model, const std::string& from, const std::string& to, const std::string& irFrom = "",
                const std::string& irTo = "") {
    const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/" + model + "/model__0_inference_0.0";
    std::string ir = readText(dir + "/ir_pre_fusion.txt"), code = readText(dir + "/output_code.py");
    EXPECT_NE(code.find(from), std::string::npos) << from;
    if (code.find(from) != std::string::npos) code.replace(code.find(from), from.size(), to);
    if (!irFrom.empty()) {
      EXPECT_NE(ir.find(irFrom), std::string::npos) << irFrom;
      if (ir.find(irFrom) != std::string::npos) ir.replace(ir.find(irFrom), irFrom.size(), irTo);
    }
    auto g = inductor::parseIrText(ir, dir + "/ir_pre_fusion.txt");
    inductor::attachExternCalls(inductor::parseExternCalls(code, "output_code.py"), g);
    codegen::BufferTable table(g);
    auto ref = runtime::computeReference(table, 3);
    std::string warnings;
    for (const auto& w : g.warnings) warnings += w.text() + "\n";
    return std::pair{ref.notRun, warnings};
  };
  const std::string polar = "reinterpret_tensor(buf11, (1, 64, 16), (1024, 1, 64), 0))";
  auto [notRun, w] = run("c_hf_deepseek_v2", polar,
                         "reinterpret_tensor(buf11, (1, 64, 16), (1024, 144115188075855872, 576460752303423488), 0))");
  EXPECT_EQ(notRun["op13"], "view of 'buf11' reaches elements past 2^63, outside its storage of 1024 (output_code.py:1868)");
  std::tie(notRun, w) = run("c_hf_deepseek_v2", "aten.mul.Tensor(buf26, buf18)", "aten.mul.Tensor(buf26)");
  EXPECT_EQ(notRun["op27"], "aten.mul: argument other is missing (output_code.py:1926)");
  // a tensor argument the node does not depend on (buf58 is computed after op27)
  std::tie(notRun, w) = run("c_hf_deepseek_v2", "aten.mul.Tensor(buf26, buf18)", "aten.mul.Tensor(buf26, buf58)");
  EXPECT_EQ(notRun["op27"], "aten.mul (output_code.py:1926) reads 'buf58', which is none of op27's dependencies: the call "
                            "and the IR disagree about what it reads");
  std::tie(notRun, w) = run("c_hf_deepseek_v2", polar, polar, "buf14.layout = FixedLayout('cuda:0', torch.complex64",
                            "buf14.layout = FixedLayout('cuda:0', torch.float32");
  EXPECT_EQ(notRun["op13"], "aten.polar: the result is torch.float32, not a complex tensor (output_code.py:1868)");
  const std::string fft = "aten._fft_c2c.default(buf6, [1, 2], 0, True)";
  std::tie(notRun, w) = run("c_hf_fnet", fft, "aten._fft_c2c.default(buf6, [1, 1], 0, True)");
  EXPECT_EQ(notRun["op9"], "aten._fft_c2c: a dim is named twice (output_code.py:543)");
  // an argument too many: torch would refuse the call, so it does not run (it ran, ignoring them)
  std::tie(notRun, w) = run("c_hf_fnet", fft, "aten._fft_c2c.default(buf6, [1, 2], 0, True, 5, 6)");
  EXPECT_EQ(notRun["op9"], "aten._fft_c2c takes at most 4 positional argument(s) (self, dim, normalization, forward); "
                           "the call gives 6: torch would refuse it (output_code.py:543)");
  std::tie(notRun, w) = run("c_hf_fnet", fft, fft, "buf12.layout = FixedLayout('cuda:0', torch.float32, size=[2, 64, 128, 2], stride=[16384, 256, 2, 1])",
                            "buf12.layout = FixedLayout('cuda:0', torch.float32, size=[2, 64, 128, 2], stride=[16384, 256, 2, 0])");
  EXPECT_EQ(notRun["op11"], "result 'buf12': its layout maps two positions to one element (output_code.py:551)");
  std::tie(notRun, w) = run("c_hf_fnet", "buf6.copy_(", "buf99.copy_(");
  EXPECT_NE(w.find("output_code.py:540: the in-place call of torch.ops.aten.copy_.default updates buf99, which no later "
                   "library node of the graph mutates: it is not used"),
            std::string::npos)
      << w;
  EXPECT_TRUE(notRun.count("op8"));   // the call it lost
  EXPECT_FALSE(notRun.count("op25")) << notRun["op25"];  // the second copy_ still has its node
}

// Calls torch would refuse for their arguments' values or shapes (externValueProblem; a
// helper's mutants of the real DeepSeek-V2 calls): each marks its node with why, located,
// where they ran before (a silent pass, or a MISMATCH on memory nothing wrote).
TEST(CpuExterns, CallsTorchWouldRefuseForTheirValuesMarkTheirNode) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/c_hf_deepseek_v2/model__0_inference_0.0";
  const std::string ir = readText(dir + "/ir_pre_fusion.txt"), code = readText(dir + "/output_code.py");
  auto reasonFor = [&](const std::string& node, const std::string& from, const std::string& to) {
    std::string c = code;
    EXPECT_NE(c.find(from), std::string::npos) << from;
    if (c.find(from) != std::string::npos) c.replace(c.find(from), from.size(), to);
    auto g = inductor::parseIrText(ir, dir + "/ir_pre_fusion.txt");
    inductor::attachExternCalls(inductor::parseExternCalls(c, "output_code.py"), g);
    codegen::BufferTable table(g);
    return runtime::cpuExternSupport(table, *table.node(node));
  };
  const std::string topk = "aten.topk.default(buf84, 2, -1, True, False)", histc = "aten.histc.default(buf90, 4, 0, 3)",
                    bias = "reinterpret_tensor(buf34, (2, 4, 64, 64), (4096, 0, 64, 1), 0), False, scale=0.125)";
  EXPECT_EQ(reasonFor("op85", topk, topk), "");  // the real calls run
  EXPECT_EQ(reasonFor("op91", histc, histc), "");
  EXPECT_EQ(reasonFor("op35", bias, bias), "");
  EXPECT_EQ(reasonFor("op85", topk, "aten.topk.default(buf84, 0, -1, True, False)"),
            "aten.topk: result buf86 is [128, 2], but top-0 of [128, 4] along dim 1 is [128, 0] (output_code.py:2179)");
  // an int argument torch's binding refuses: a float k (even a whole one), a dim past int64
  // (-2^63 - 1 read as INT64_MIN through a double: "dim -9223372036854775808 is out of range")
  EXPECT_EQ(reasonFor("op85", topk, "aten.topk.default(buf84, 2.0, -1, True, False)"),
            "aten.topk (output_code.py:2179): argument k = '2.0' is not an integer (int64)");
  EXPECT_EQ(reasonFor("op85", topk, "aten.topk.default(buf84, 2, -9223372036854775809, True, False)"),
            "aten.topk (output_code.py:2179): argument dim = '-9223372036854775809' is not an integer (int64)");
  EXPECT_EQ(reasonFor("op91", histc, "aten.histc.default(buf90, 4, 0, float('inf'))"),
            "aten.histc: the range [min, max] is not finite (output_code.py:2198)");
  // min and max convert to histc's bounds type, checked (c10's checked_convert): int64 for
  // this int32 input (CUDA's acc_type), exactly for an integer literal
  EXPECT_EQ(reasonFor("op91", histc, "aten.histc.default(buf90, 4, 0, 9223372036854775807)"), "");
  EXPECT_EQ(reasonFor("op91", histc, "aten.histc.default(buf90, 4, 0, 9223372036854775808)"),
            "aten.histc: the range [0, 9223372036854775808] cannot be converted to torch.int64 without overflow (the "
            "bounds of an integer input are int64) (output_code.py:2198)");
  EXPECT_EQ(reasonFor("op91", histc, "aten.histc.default(buf90, 4, 0, 1e300)"),
            "aten.histc: the range [0, 1e300] cannot be converted to torch.int64 without overflow (the bounds of an "
            "integer input are int64) (output_code.py:2198)");
  // past what a Scalar holds (int64, else uint64): torch's argument parser raises OverflowError
  EXPECT_EQ(reasonFor("op91", histc, "aten.histc.default(buf90, 4, 0, 18446744073709551616)"),
            "aten.histc: max=18446744073709551616 is an integer outside [-2^63, 2^64 - 1], which no Scalar holds "
            "(torch: OverflowError) (output_code.py:2198)");
  EXPECT_EQ(reasonFor("op91", histc, "aten.histc.default(buf90, 4, -9223372036854775809, 3)"),
            "aten.histc: min=-9223372036854775809 is an integer outside [-2^63, 2^64 - 1], which no Scalar holds "
            "(torch: OverflowError) (output_code.py:2198)");
  // a float32 input: its own type bounds the range; max = 2^63 runs, as in torch 2.11 (a
  // Scalar takes a Python int up to 2^64 - 1), 1e300 does not convert to float
  // the support of one call `op(args)` on a float32 input x of 64 elements
  auto supportOf = [](const std::string& op, const std::string& args) {
    const std::string call = "torch.ops.aten." + op + ".default";
    const ir::Graph g = oneCallGraph(call, {"x"}, {64},
                                     "assert_size_stride(x, (64, ), (1, ))\nbuf0 = " + call + "(" + args + ")\nbuf1 = buf0\n");
    codegen::BufferTable table(g);
    return runtime::cpuExternSupport(table, g.nodes[0]);
  };
  auto histcOf = [&](const std::string& args) { return supportOf("histc", args); };
  EXPECT_EQ(histcOf("x, 4, 0, 9223372036854775808"), "");
  EXPECT_EQ(histcOf("x, 4, 0, 3e38"), "");
  EXPECT_EQ(histcOf("x, 4, 0, 1e300"),
            "aten.histc: the range [0, 1e300] cannot be converted to torch.float32 without overflow (output_code.py:2)");
  EXPECT_EQ(reasonFor("op35", bias, "reinterpret_tensor(buf34, (2, 4, 64, 32), (4096, 0, 64, 1), 0), False, scale=0.125)"),
            "aten._scaled_dot_product_efficient_attention: attn_bias [2, 4, 64, 32] does not broadcast to [B, H, L, S] = "
            "[2, 4, 64, 64] (output_code.py:2003)");
  // uniform: from > to, and no self
  auto uniform = [&](const std::string& args) { return supportOf("uniform", args); };
  EXPECT_EQ(uniform("x, 0.0, 1.0"), "");
  EXPECT_EQ(uniform("x, 1.0, 0.5"),
            "aten.uniform: expects a [from, to) range with from <= to, both finite; the call gives from=1.0, to=0.5 (output_code.py:2)");
  EXPECT_EQ(uniform("from=0.0"), "aten.uniform: argument self is missing (output_code.py:2)");
  // check_uniform_bounds<float>: both ends within float32, and to - from at most its max
  EXPECT_EQ(uniform("x, 0.0, 1e300"), "aten.uniform: to=1e300 is out of bounds for torch.float32 (output_code.py:2)");
  EXPECT_EQ(uniform("x, -1e39, 0.0"), "aten.uniform: from=-1e39 is out of bounds for torch.float32 (output_code.py:2)");
  EXPECT_EQ(uniform("x, -3e38, 3e38"), "aten.uniform: to - from exceeds the largest torch.float32 (output_code.py:2)");
  EXPECT_EQ(uniform("x, -1e38, 2e38"), "");
}

// aten.uniform's result type, as torch's uniform_impl_: a complex tensor is drawn through its
// real view, both parts uniform in [from, to) (torch 2.11 runs it; here the CPU run refused it);
// an integer or bool result is refused before the call runs, located, on the CPU and CUDA alike
// (torch: "check_uniform_bounds" not implemented for 'Long'; here only the CPU run refused it)
TEST(CpuExterns, UniformDrawsIntoAComplexResultAndRefusesAnIntegerOne) {
  auto graph = [](ir::DType dtype) {
    ir::Graph g =
        oneCallGraph("torch.ops.aten.uniform.default", {"x"}, {64},
                     "assert_size_stride(x, (64, ), (1, ))\nbuf0 = torch.ops.aten.uniform.default(x, -1.0, 1.0)\n"
                     "buf1 = buf0\n");
    g.nodes[1].outputs[0].layout.dtype = dtype;
    return g;
  };
  for (auto dtype : {ir::DType::C64, ir::DType::C128}) {
    const ir::Graph g = graph(dtype);
    codegen::BufferTable table(g);
    ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
    auto pool = runtime::allocatePool(table);
    runtime::runCpuExtern(table, g.nodes[0], pool, true);
    double lo = 1, hi = -1, im = 0;
    for (std::int64_t i = 0; i < 64; ++i) {
      const auto z = pool.at("buf1").getComplex(i);
      lo = std::min({lo, z.real(), z.imag()});
      hi = std::max({hi, z.real(), z.imag()});
      im = std::max(im, std::fabs(z.imag()));
    }
    EXPECT_GE(lo, -1.0);
    EXPECT_LT(hi, 1.0);
    EXPECT_GT(hi - lo, 1.0);
    EXPECT_GT(im, 0.5);  // the imaginary parts are drawn too, not 0
  }
  for (auto [dtype, name] : {std::pair{ir::DType::I64, "torch.int64"}, std::pair{ir::DType::Bool, "torch.bool"}}) {
    const ir::Graph g = graph(dtype);
    codegen::BufferTable table(g);
    EXPECT_EQ(runtime::cpuExternSupport(table, g.nodes[0]),
              "aten.uniform: its result buf1 is " + std::string(name) +
                  ": torch draws only into a floating or complex tensor (output_code.py:2)");
  }
}

// An attention mask of rank 2 broadcasts from the right, as torch's (it read sizes[2..3]
// past a 2-D view: a MISMATCH that changed from run to run). DeepSeek-V2's call with its
// first batch's mask as [64, 64] gives what the same mask as a 4-D stride-0 view gives.
TEST(CpuExterns, AnAttentionMaskOfRankTwoBroadcastsAsTorchs) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/c_hf_deepseek_v2/model__0_inference_0.0";
  const std::string ir = readText(dir + "/ir_pre_fusion.txt"), code = readText(dir + "/output_code.py");
  const std::string bias = "reinterpret_tensor(buf34, (2, 4, 64, 64), (4096, 0, 64, 1), 0), False, scale=0.125)";
  auto attentionOutput = [&](const std::string& mask) {
    std::string c = code;
    EXPECT_NE(c.find(bias), std::string::npos);
    c.replace(c.find(bias), bias.size(), mask + ", False, scale=0.125)");
    auto g = inductor::parseIrText(ir, dir + "/ir_pre_fusion.txt");
    inductor::attachExternCalls(inductor::parseExternCalls(c, "output_code.py"), g);
    codegen::BufferTable table(g);
    EXPECT_EQ(runtime::cpuExternSupport(table, *table.node("op35")), "");
    auto pool = runtime::allocatePool(table);
    runtime::fillInputs(table, pool, 5);
    for (const char* b : {"buf32", "buf33", "buf6", "buf34"}) {  // the call's operands, computed upstream: values of each element's own
      auto& x = pool.at(b);
      for (std::int64_t i = 0; i < x.numel; ++i) x.set(i, std::sin(0.37 * static_cast<double>(i) + b[3]));
    }
    runtime::runCpuExtern(table, *table.node("op35"), pool, true);
    return pool.at(table.tupleItems("buf35").at(0)).bytes;
  };
  const auto fourD = attentionOutput("reinterpret_tensor(buf34, (2, 4, 64, 64), (0, 0, 64, 1), 0)");
  EXPECT_EQ(attentionOutput("reinterpret_tensor(buf34, (64, 64), (64, 1), 0)"), fourD);
  EXPECT_EQ(attentionOutput("reinterpret_tensor(buf34, (1, 64, 64), (0, 64, 1), 0)"), fourD);
  EXPECT_NE(attentionOutput("reinterpret_tensor(buf34, (2, 4, 64, 64), (4096, 0, 64, 1), 0)"), fourD);  // batch 1's own mask
}

// A library call whose operand a failed node left unwritten does not run (it ran on the
// unwritten buffer and could even pass): mixtral's histc refused (min > max, a helper's
// mutant), so its counts' running sum (cumsum, in place on `buf29 = buf28; del buf28  #
// reuse`) has no values, and neither may the grouped matmul that takes them as group ends.
// The histc's MultiOutput item is not "ok" either.
TEST(CpuExterns, ACallReadingWhatAFailedNodeLeftUnwrittenDoesNotRun) {
  const std::string dir = std::string(FUSIONSCOPE_SAMPLES_DIR) + "/zoo/mixtral/model__0_inference_0.0";
  std::string code = readText(dir + "/output_code.py");
  const std::string histc = "aten.histc.default(buf26, 4, 0, 3)";
  ASSERT_NE(code.find(histc), std::string::npos);
  code.replace(code.find(histc), histc.size(), "aten.histc.default(buf26, 4, 3, 0)");
  auto g = inductor::parseIrText(readText(dir + "/ir_pre_fusion.txt"), dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::parseExternCalls(code, "output_code.py"), g);
  codegen::BufferTable table(g);
  const auto ref = runtime::computeReference(table, 1);
  EXPECT_EQ(ref.notRun.at("op27"), "histc: max must be larger than min (output_code.py:1854)");
  runtime::RunOptions opt;
  opt.warmup = 0;
  opt.reps = 1;
  opt.time = false;
  opt.cacheDir = FS_TEST_CACHE_DIR;
  const auto r = runtime::runPlanCpu(table, codegen::planNoFusion(g), "none", ref, opt);
  std::map<std::string, const runtime::KernelCheck*> byNode;
  for (const auto& c : r.checks)
    for (const auto& n : c.nodes) byNode[n] = &c;
  ASSERT_TRUE(byNode.count("op31") && byNode.count("op28"));
  EXPECT_FALSE(byNode["op31"]->ran);
  EXPECT_EQ(byNode["op31"]->reason, "cannot be checked: input buf29 depends on a node that could not run");
  EXPECT_FALSE(byNode["op28"]->ok) << "the refused histc's item";
  EXPECT_FALSE(r.verified);
}

// The corpus's DeepSeek-V2 (hf_deepseek_v2, tests/data/zoo/c_hf_deepseek_v2) applies its
// rotary embedding in polar form: freqs = polar(ones, angles) (aten.polar), times 1.0
// (aten.mul with a scalar), unsqueeze(1), then view_as_real(view_as_complex(q pairs) * freqs)
// (aten.mul of two complex tensors). The reference's result (buf30) must be each pair
// (x0, x1) of buf24 rotated by its angle (buf11) and scaled by its magnitude (buf12), with
// the views' strides of the real call (abs and angle read transposed: element [0, p, f] at
// p + 64 f), written out here in real arithmetic.
TEST(CpuExterns, DeepseekRotaryInPolarFormRotatesEachPair) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/c_hf_deepseek_v2/model__0_inference_0.0";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::parseExternCalls(readText(dir + "/output_code.py"), "output_code.py"), g);
  codegen::BufferTable table(g);
  const auto ref = runtime::computeReference(table, 9);
  int complexCalls = 0;  // every library call on complex values ran
  for (const ir::Node* n : table.nodes())
    if (const ir::ExternCall* c = table.externCall(*n);
        c && (c->op == "aten.polar" || c->op == "aten.mul" || c->op == "aten.unsqueeze" || c->op == "aten.view_as_complex" ||
              c->op == "aten.view_as_real")) {
      ++complexCalls;
      EXPECT_FALSE(ref.notRun.count(n->name)) << n->name << ": " << ref.notRun.at(n->name);
    }
  EXPECT_GE(complexCalls, 6);
  const auto &x = ref.pool.at("buf24"), &mag = ref.pool.at("buf12"), &angle = ref.pool.at("buf11"), &y = ref.pool.at("buf30");
  double spread = 0;  // the angles differ: a rotation, not one constant factor
  for (int b = 0; b < 2; ++b)
    for (int p = 0; p < 64; ++p)
      for (int f = 0; f < 16; ++f) {
        const std::int64_t at = b * 2048 + p * 32 + f * 2;  // buf24 and buf30: (2, 1, 64, 16, 2), (2048, 2048, 32, 2, 1)
        const double x0 = x.get(at), x1 = x.get(at + 1), r = mag.get(f * 64 + p), th = angle.get(f * 64 + p);
        const double c = r * std::cos(th), s = r * std::sin(th);
        EXPECT_NEAR(y.get(at), x0 * c - x1 * s, 1e-5 * (1 + std::fabs(x0) + std::fabs(x1))) << b << "," << p << "," << f;
        EXPECT_NEAR(y.get(at + 1), x0 * s + x1 * c, 1e-5 * (1 + std::fabs(x0) + std::fabs(x1))) << b << "," << p << "," << f;
        spread = std::max(spread, std::fabs(th - angle.get(0)));
      }
  EXPECT_GT(spread, 1.0);
}
}  // namespace

namespace {
// aten._weight_norm_interface_backward (wav2vec2's weight-normed positional convolution,
// dim 2) by the definition of a gradient: grad_v is dL/dv of L(v) = sum(grad_w * w), w =
// g * v / ||v|| (the norm over every dim but `dim`), taken here by central differences in
// double, independent of the closed form the extern computes.
TEST(CpuExterns, WeightNormBackwardIsTheGradientOfTheWeightNorm) {
  const ir::Graph g = oneCallGraph(
      "torch.ops.aten._weight_norm_interface_backward.default", {"gw", "v", "gn", "nrm"}, {4, 3, 5},
      "assert_size_stride(gw, (4, 3, 5), (15, 5, 1))\nassert_size_stride(v, (4, 3, 5), (15, 5, 1))\n"
      "assert_size_stride(gn, (1, 1, 5), (5, 5, 1))\nassert_size_stride(nrm, (1, 1, 5), (5, 5, 1))\n"
      "buf0 = torch.ops.aten._weight_norm_interface_backward.default(gw, v, gn, nrm, 2)\nbuf1 = buf0[0]\n");
  codegen::BufferTable table(g);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  std::vector<double> v(60), gw(60), gn(5);
  for (int i = 0; i < 60; ++i) {
    v[static_cast<std::size_t>(i)] = std::sin(0.37 * i + 0.2);
    gw[static_cast<std::size_t>(i)] = std::cos(0.61 * i);
  }
  for (int j = 0; j < 5; ++j) gn[static_cast<std::size_t>(j)] = 0.5 + 0.3 * j;
  auto norm = [&](const std::vector<double>& x, int j) {
    double s = 0;
    for (int i = j; i < 60; i += 5) s += x[static_cast<std::size_t>(i)] * x[static_cast<std::size_t>(i)];
    return std::sqrt(s);
  };
  auto loss = [&](const std::vector<double>& x) {
    double l = 0;
    for (int i = 0; i < 60; ++i) l += gw[static_cast<std::size_t>(i)] * gn[static_cast<std::size_t>(i % 5)] * x[static_cast<std::size_t>(i)] / norm(x, i % 5);
    return l;
  };
  for (int i = 0; i < 60; ++i) {
    pool.at("v").set(i, v[static_cast<std::size_t>(i)]);
    pool.at("gw").set(i, gw[static_cast<std::size_t>(i)]);
  }
  for (int j = 0; j < 5; ++j) {
    pool.at("gn").set(j, gn[static_cast<std::size_t>(j)]);
    pool.at("nrm").set(j, norm(v, j));
  }
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const auto& y = pool.at("buf1");
  for (int i = 0; i < 60; ++i) {
    auto up = v, down = v;
    up[static_cast<std::size_t>(i)] += 1e-6;
    down[static_cast<std::size_t>(i)] -= 1e-6;
    const double want = (loss(up) - loss(down)) / 2e-6;
    EXPECT_NEAR(y.get(i), want, 1e-4 * (1 + std::fabs(want))) << i;
  }
}
}  // namespace

namespace {
// aten.uniform(self) (wav2vec2's SpecAugment draw): values in [0, 1), not constant, and the
// same on every run (a kernel and the reference must see one draw)
TEST(CpuExterns, UniformDrawsTheSameValuesInRange) {
  const ir::Graph g = oneCallGraph("torch.ops.aten.uniform.default", {"x"}, {64},
                                   "assert_size_stride(x, (64, ), (1, ))\nbuf0 = torch.ops.aten.uniform.default(x)\nbuf1 = buf0\n");
  codegen::BufferTable table(g);
  ASSERT_EQ(runtime::cpuExternSupport(table, g.nodes[0]), "");
  auto pool = runtime::allocatePool(table);
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  const auto first = pool.at("buf1").bytes;
  double lo = 1, hi = 0;
  for (std::int64_t i = 0; i < 64; ++i) {
    lo = std::min(lo, pool.at("buf1").get(i));
    hi = std::max(hi, pool.at("buf1").get(i));
  }
  EXPECT_GE(lo, 0.0);
  EXPECT_LT(hi, 1.0);
  EXPECT_GT(hi - lo, 0.5);
  runtime::runCpuExtern(table, g.nodes[0], pool, true);
  EXPECT_EQ(pool.at("buf1").bytes, first);
}
}  // namespace
