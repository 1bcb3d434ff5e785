// Issue 5's CUDA done-when: every CUDA fixture graph runs unfused and fused
// (Inductor's groups) on the GPU and every kernel matches the reference
// interpreter. Skips, saying why, when cuInit/cuDeviceGet fail (no GPU here).
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <cmath>
#include <limits>
#include <set>

#include "FixtureReference.h"
#include "Fixtures.h"
#include "RandomNests.h"
#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "RandomChains.h"
#include "core/fusion/Scheduler.h"
#include "core/runtime/CudaRunner.h"
#include "ExternGraph.h"

namespace {

using namespace fs;

#define REQUIRE_GPU()                                                      \
  do {                                                                     \
    auto info = runtime::probeCuda();                                      \
    if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.reason; \
  } while (0)

// A fixture graph loaded for a GPU run as a user's dump is (loadDebugDump: scans get
// their combine functions from output_code.py, size symbols their example values):
// its IR before/after fusion, buffers, the reference outputs, and the test run
// options (no autotune, 1 warm-up, 20 runs).
ir::ProgramGraph loadGraph(const std::string& folder) {
  inductor::LoadOptions options;
  options.fullLog = false;  // the fuse_nodes rounds are not needed here
  auto dump = inductor::loadDebugDump(folder, "", {}, options);
  if (dump.graphs.size() != 1 || !ir::postFusionOf(dump.graphs[0]))
    throw std::runtime_error(folder + ": expected one graph with ir_post_fusion.txt");
  return std::move(dump.graphs[0]);
}

struct GpuCase {
  ir::ProgramGraph dump;
  const ir::Graph& pre;
  const ir::Graph& post;
  codegen::BufferTable table;
  runtime::Reference ref;
  runtime::CudaRunOptions opt;
  explicit GpuCase(const std::string& folder, bool programValues = false)
      : dump(loadGraph(folder)),
        pre(dump.preFusion),
        post(*ir::postFusionOf(dump)),
        table(pre),
        ref(programValues ? test::fixtureReference(folder, table) : runtime::computeReference(table, 1)) {
    opt.autotune = false;
    opt.warmup = 1;
    opt.reps = 20;
    opt.cacheDir = FS_TEST_CACHE_DIR;
  }
};

TEST(Gpu, DeviceAndCopyBandwidth) {
  REQUIRE_GPU();
  auto info = runtime::probeCuda();
  double gbps = runtime::copyBandwidthGBs(256u << 20);
  std::printf("%s (%s): %d SMs, L2 %d MiB, device-to-device copy %.0f GB/s\n", info.name.c_str(), info.arch().c_str(),
              info.smCount, info.l2Bytes >> 20, gbps);
  EXPECT_GT(gbps, 100.0);
}

class GpuFixture : public ::testing::TestWithParam<test::FixtureGraph> {};

TEST_P(GpuFixture, UnfusedAndInductorPlansMatchTheReference) {
  REQUIRE_GPU();
  const auto& fx = GetParam();
  GpuCase g(fx.folder, true);
  for (const auto& [name, plan] :
       {std::pair{"none", codegen::planNoFusion(g.pre)}, std::pair{"inductor", codegen::planFromPostFusion(g.post)}}) {
    auto r = runtime::runPlanCuda(g.table, plan, name, g.ref, g.opt);
    for (const auto& c : r.checks) {
      if (c.ok) continue;
      std::string detail = c.reason;
      for (const auto& b : c.buffers)
        if (!b.ok) detail += "\n    " + b.describe();
      ADD_FAILURE() << name << ": kernel " << c.kernel << ": " << detail;
    }
    EXPECT_TRUE(r.verified) << name;
    std::printf("%s/%s: %zu kernels, %.1f us, NVRTC %.0f ms\n", fx.name.c_str(), name, r.kernels.size(), r.totalUs,
                r.compileMs);
  }
}

// Every kernel of `r` matched the reference; the launch text of each kernel that ran,
// by kernel name.
std::map<std::string, std::string> expectVerified(const runtime::PlanResult& r) {
  for (const auto& c : r.checks)
    if (!c.ok) {
      std::string detail = c.reason;
      for (const auto& b : c.buffers)
        if (!b.ok) detail += "\n    " + b.describe();
      ADD_FAILURE() << "kernel " << c.kernel << ": " << detail;
    }
  EXPECT_TRUE(r.verified);
  EXPECT_TRUE(r.notRun.empty());
  std::map<std::string, std::string> launches;
  for (const auto& k : r.kernels) launches[k.name] = k.launch;
  return launches;
}

// Library calls on the GPU (issue 34): mixtral's router runs aten.topk and aten.histc as
// the runtime's own kernels (fs_topk, fs_histc) between generated kernels, and the expert
// matmuls (transformers.grouped_mm_fallback) as fs_grouped_mm, which reads the group
// boundaries the router computed on the device. Every kernel must verify against the
// reference (the CPU externs, CpuExterns.cpp: separate code); nothing runs on the host.
TEST(Gpu, MixtralsRouterAndExpertsRunOnTheGpu) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/zoo/mixtral/model__0_inference_0.0");
  auto r = runtime::runPlanCuda(g.table, codegen::planFromPostFusion(g.post), "inductor", g.ref, g.opt);
  std::set<std::string> seen;
  for (const auto& [name, launch] : expectVerified(r)) {
    if (launch.rfind("fs_topk", 0) == 0) seen.insert("topk");
    if (launch.rfind("fs_histc", 0) == 0) seen.insert("histc");
    if (launch.rfind("fs_grouped_mm", 0) == 0) seen.insert("grouped mm");
    EXPECT_NE(launch.rfind("on the host (", 0), 0u) << name << ": " << launch;
  }
  EXPECT_EQ(seen, (std::set<std::string>{"topk", "histc", "grouped mm"}));
  if (r.cuptiUsed)
    for (const auto& k : r.kernels)
      if (k.launch.rfind("fs_", 0) == 0) {
        EXPECT_GT(k.gpuUs, 0.0) << k.name;
      }
}

// adamw_step's foreach kernel (tests/data/zoo: 8 parameter updates, one loop nest each):
// timed and autotuned, its foreach form (one launch, nest i over its own blocks) competes
// with the nests' own launches one after the other, and the whole kernel verifies with
// either, the loser checked as a variant (a wrong block range fails the plan).
TEST(Gpu, AForeachKernelRunsInOneLaunchAndMatchesTheReference) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/adamw_step/model__0_inference_0.0");
  g.opt.autotune = true;
  auto r = runtime::runPlanCuda(g.table, codegen::planFromPostFusion(g.post), "inductor", g.ref, g.opt);
  expectVerified(r);
  int foreach = 0;
  for (const auto& k : r.kernels) {
    bool form = false, nests = false;
    for (const auto& c : k.configs) {
      form |= c.config.find("_f: ") != std::string::npos && c.config.find("foreach of 8 nests") != std::string::npos;
      nests |= c.config == "the nests' own launches, one after the other";
    }
    if (!form) continue;
    ++foreach;
    EXPECT_TRUE(nests) << k.name;
    std::printf("  %s: %s (%.2f us)\n", k.name.c_str(), k.launch.c_str(), k.gpuUs);
  }
  EXPECT_EQ(foreach, 1);
}

// The library calls that run as kernels of our own (CudaLibraryKernels.h), each as one
// call written as output_code.py writes it (the corpus models' forms: s3d's avg_pool3d,
// vgg11_bn's adaptive pool backward 4x4 <- 7x7, naflexvit's antialiased bicubic resize,
// wav2vec2's weight-norm backward and SpecAugment draw, MoE expert matmuls), on random
// inputs, unfused: the CUDA form must match the CPU extern (the reference, separate code,
// tested against definitions and PyTorch's values in CpuExternsReferenceTest), and must
// run as the named kernel, not on the host.
TEST(Gpu, LibraryCallsOfOurOwnMatchTheCpuExterns) {
  using testgraph::contiguous;
  using testgraph::Sizes;
  using testgraph::TensorSpec;
  struct Case {
    std::string what, kernel;
    std::vector<TensorSpec> inputs;
    std::string call;
    std::vector<TensorSpec> items;
    std::string launch;  // the launch text's start
    runtime::InputValues values = {};
  };
  auto t = [](std::string name, Sizes size, std::string dtype = "torch.float32") {
    Sizes stride = contiguous(size);
    return TensorSpec{std::move(name), std::move(size), std::move(stride), std::move(dtype)};
  };
  auto aten = [](const std::string& op) { return "torch.ops.aten." + op + ".default"; };
  std::vector<Case> cases = {
      {"avg_pool3d, ceil mode, padding outside the divisor", aten("avg_pool3d"), {t("x", {2, 3, 5, 6, 7})},
       "buf0 = torch.ops.aten.avg_pool3d.default(x, [3, 2, 3], [2, 2, 2], [1, 0, 1], True, False)",
       {t("buf1", {2, 3, 3, 3, 4})}, "fs_avg_pool"},
      {"avg_pool2d, divisor override", aten("avg_pool2d"), {t("x", {2, 3, 7, 6})},
       "buf0 = torch.ops.aten.avg_pool2d.default(x, [3, 3], [2, 1], [1, 1], False, True, 5)", {t("buf1", {2, 3, 4, 6})},
       "fs_avg_pool"},
      {"adaptive avg pool 3d", aten("_adaptive_avg_pool3d"), {t("x", {2, 3, 5, 6, 4})},
       "buf0 = torch.ops.aten._adaptive_avg_pool3d.default(x, [2, 4, 3])", {t("buf1", {2, 3, 2, 4, 3})}, "fs_avg_pool"},
      {"adaptive avg pool 2d backward, overlapping windows (vgg's 7x7 <- 4x4)", aten("_adaptive_avg_pool2d_backward"),
       {t("buf11", {2, 4, 7, 7}), t("getitem_24", {2, 3, 4, 4})},
       "buf0 = torch.ops.aten._adaptive_avg_pool2d_backward.default(reinterpret_tensor(buf11, (2, 3, 7, 7), (196, 49, 7, 1), 5), "
       "getitem_24)",
       {t("buf1", {2, 3, 4, 4})}, "fs_adaptive_pool_bwd"},
      {"adaptive avg pool 3d backward, shrinking", aten("_adaptive_avg_pool3d_backward"),
       {t("g", {2, 3, 2, 3, 3}), t("x", {2, 3, 3, 5, 4})},
       "buf0 = torch.ops.aten._adaptive_avg_pool3d_backward.default(g, x)", {t("buf1", {2, 3, 3, 5, 4})},
       "fs_adaptive_pool_bwd"},
      {"antialiased bicubic 16x16 -> 8x8 (naflexvit)", aten("_upsample_bicubic2d_aa"), {t("x", {2, 3, 16, 16})},
       "buf0 = torch.ops.aten._upsample_bicubic2d_aa.default(x, [8, 8], False)", {t("buf1", {2, 3, 8, 8})}, "fs_upsample_aa"},
      {"antialiased bilinear 10x12 -> 7x5", aten("_upsample_bilinear2d_aa"), {t("x", {1, 2, 10, 12})},
       "buf0 = torch.ops.aten._upsample_bilinear2d_aa.default(x, [7, 5], False)", {t("buf1", {1, 2, 7, 5})}, "fs_upsample_aa"},
      {"antialiased bicubic upscale, align_corners", aten("_upsample_bicubic2d_aa"), {t("x", {1, 2, 5, 6})},
       "buf0 = torch.ops.aten._upsample_bicubic2d_aa.default(x, [9, 11], True)", {t("buf1", {1, 2, 9, 11})}, "fs_upsample_aa"},
      {"weight-norm backward, dim 2 (wav2vec2)", aten("_weight_norm_interface_backward"),
       {t("gw", {4, 3, 5}), t("v", {4, 3, 5}), TensorSpec{"gn", {1, 1, 5}, {5, 5, 1}}, TensorSpec{"nrm", {1, 1, 5}, {5, 5, 1}}},
       "buf0 = torch.ops.aten._weight_norm_interface_backward.default(gw, v, gn, nrm, 2)",
       {t("buf1", {4, 3, 5}), TensorSpec{"buf2", {1, 1, 5}, {5, 5, 1}}}, "fs_weight_norm_bwd",
       [](runtime::BufferPool& p) {  // norms that are the norms of v: positive, as a forward makes them
         for (std::int64_t j = 0; j < 5; ++j) {
           double s = 0;
           for (std::int64_t i = j; i < 60; i += 5) s += p.at("v").get(i) * p.at("v").get(i);
           p.at("nrm").set(j, std::sqrt(s));
         }
       }},
      {"grouped mm: an empty group, rows past the last, a transposed weight", "torch.ops.transformers.grouped_mm_fallback.default",
       {t("x", {40, 24}), t("w", {4, 20, 24}), t("offs", {4}, "torch.int32")},
       "buf0 = torch.ops.transformers.grouped_mm_fallback.default(x, reinterpret_tensor(w, (4, 24, 20), (480, 1, 24), 0), offs)",
       {t("buf1", {40, 20})}, "fs_grouped_mm",
       [](runtime::BufferPool& p) {
         const std::int64_t ends[] = {5, 5, 21, 33};
         for (std::int64_t g = 0; g < 4; ++g) p.at("offs").set(g, static_cast<double>(ends[g]));
       }},
      {"uniform draw", aten("uniform"), {t("x", {64})}, "buf0 = torch.ops.aten.uniform.default(x)", {t("buf1", {64})},
       "the reference's draw"},
      {"uniform draw into float16 (through its float32 shadow)", aten("uniform"), {t("x", {64}, "torch.float16")},
       "buf0 = torch.ops.aten.uniform.default(x)", {t("buf1", {64}, "torch.float16")}, "the reference's draw"},
  };
  // the graphs and their references first (on any machine: the calls' forms must run on the CPU)
  // (a BufferTable points into its graph: the graphs stay where they were made)
  std::vector<std::unique_ptr<ir::Graph>> graphs;
  std::vector<std::unique_ptr<codegen::BufferTable>> tables;
  std::vector<runtime::Reference> refs;
  for (const auto& c : cases) {
    graphs.push_back(std::make_unique<ir::Graph>(testgraph::externCallGraph(c.kernel, c.inputs, c.call, std::nullopt, c.items)));
    tables.push_back(std::make_unique<codegen::BufferTable>(*graphs.back()));
    for (const auto& in : c.inputs)  // each input in the type the call takes (int32 group ends)
      EXPECT_EQ(tables.back()->at(in.name).dtype, inductor::parseTorchDType(in.dtype)) << c.what << ": " << in.name;
    refs.push_back(runtime::computeReference(*tables.back(), 3, c.values));
    ASSERT_TRUE(refs.back().notRun.empty()) << c.what << ": " << refs.back().notRun.begin()->second;
  }
  REQUIRE_GPU();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    SCOPED_TRACE(c.what);
    const ir::Graph& graph = *graphs[i];
    const codegen::BufferTable& table = *tables[i];
    const runtime::Reference& ref = refs[i];
    runtime::CudaRunOptions opt;
    opt.autotune = false;
    opt.warmup = 1;
    opt.reps = 3;
    opt.cacheDir = FS_TEST_CACHE_DIR;
    const auto r = runtime::runPlanCuda(table, codegen::planNoFusion(graph), "none", ref, opt);
    int named = 0;
    std::string launches;
    for (const auto& [kernel, launch] : expectVerified(r)) {
      named += launch.rfind(c.launch, 0) == 0;
      launches += "\n  " + kernel + ": " + launch;
    }
    EXPECT_EQ(named, 1) << "no kernel launched as " << c.launch << "; the launches:" << launches;
  }
}

// The calls on complex values on the GPU (fs_complex_map, fs_dft): FNet's Fourier mixing
// (copy_ into complex64, _fft_c2c over two dims, view_as_real) and DeepSeek-V2's rotary
// embedding in polar form (polar, view_as_complex, mul, unsqueeze, view_as_real), real
// graphs of the corpus, unfused and fused; each must match the CPU externs (the reference,
// tested against the 2-D DFT and each pair's rotation in CpuExternsTest), none on the host.
TEST(Gpu, ComplexCallsRunOnTheGpu) {
  REQUIRE_GPU();
  for (const auto& [model, want] : {std::pair{"c_hf_fnet", "fs_dft"}, std::pair{"c_hf_deepseek_v2", "fs_complex_map"}}) {
    SCOPED_TRACE(model);
    GpuCase g(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/" + model + "/model__0_inference_0.0");
    for (const auto& [name, plan] :
         {std::pair{"none", codegen::planNoFusion(g.pre)}, std::pair{"inductor", codegen::planFromPostFusion(g.post)}}) {
      auto r = runtime::runPlanCuda(g.table, plan, name, g.ref, g.opt);
      int named = 0;
      for (const auto& [kernel, launch] : expectVerified(r)) {
        named += launch.find(want) != std::string::npos;
        EXPECT_NE(launch.rfind("on the host", 0), 0u) << kernel << ": " << launch;
      }
      EXPECT_GT(named, 0) << name;
    }
  }
}

// torchvision.roi_align on the GPU (fs_roi_align): Faster R-CNN's box head, 200 rois over
// a [2, 256, 8, 8] feature map, checked against the CPU extern (CpuExterns.cpp, separate code).
TEST(Gpu, RoiAlignRunsOnTheGpu) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/frcnn_rois/model__13_inference_13.13");
  auto r = runtime::runPlanCuda(g.table, codegen::planFromPostFusion(g.post), "inductor", g.ref, g.opt);
  int roi = 0;
  for (const auto& [name, launch] : expectVerified(r)) roi += launch.rfind("fs_roi_align", 0) == 0;
  EXPECT_EQ(roi, 1);
}

// topk alone, with the values and indices of a sort-and-topk model (zoo x_sort_topk).
TEST(Gpu, TopkOfTheSortModelMatchesTheReference) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/x_sort_topk/model__0_inference_0.0");
  auto r = runtime::runPlanCuda(g.table, codegen::planFromPostFusion(g.post), "inductor", g.ref, g.opt);
  int topk = 0;
  for (const auto& [name, launch] : expectVerified(r)) topk += launch.rfind("fs_topk", 0) == 0;
  EXPECT_GT(topk, 0);
}

// The attention backward on the GPU (fs_sdpa_bwd_q, fs_sdpa_bwd_kv): gpt2's training
// backward calls aten._scaled_dot_product_efficient_attention_backward with dropout 0.1
// and a causal mask given as a bias broadcast over the heads; dQ, dK and dV must match
// the CPU extern (CpuExterns.cpp, runAttentionBackward, double accumulation), unfused and
// fused.
TEST(Gpu, AttentionBackwardRunsOnTheGpu) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/u_gpt2_train/model__0_backward_3.1");
  for (const auto& [name, plan] :
       {std::pair{"none", codegen::planNoFusion(g.pre)}, std::pair{"inductor", codegen::planFromPostFusion(g.post)}}) {
    auto r = runtime::runPlanCuda(g.table, plan, name, g.ref, g.opt);
    int bwd = 0;
    for (const auto& [kernel, launch] : expectVerified(r)) {
      bwd += launch.rfind("fs_sdpa_bwd_q", 0) == 0;
      EXPECT_NE(launch.rfind("on the host", 0), 0u) << kernel << ": " << launch;
    }
    EXPECT_GT(bwd, 0) << name;
  }
}

// CUPTI kernel durations (Cupti.h) on a small plan: linear_gelu, one cuBLAS mm (an
// extern: its kernels are summed) and one pointwise loop kernel. CUPTI must be in use
// (run_h200.sh puts PyTorch's libcupti on the path), every kernel must have a CUPTI
// time, and the CUDA-event time, which brackets the launch, must not be below it.
TEST(Gpu, CuptiKernelDurations) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/linear_gelu/inference");
  auto r = runtime::runPlanCuda(g.table, codegen::planFromPostFusion(g.post), "inductor", g.ref, g.opt);
  ASSERT_TRUE(r.cuptiUsed) << "CUPTI not used: " << r.cuptiReason
                           << " (LD_LIBRARY_PATH or FUSIONSCOPE_CUPTI must lead to libcupti.so.13)";
  EXPECT_TRUE(r.cuptiReason.empty()) << r.cuptiReason;
  int loops = 0;
  // CUDA events resolve about 0.5 us: allow that much where one run is compared.
  constexpr double kEventResolutionUs = 0.5;
  for (const auto& k : r.kernels) {
    std::printf("  %-40s %-6s events %8.2f us (warm %8.2f)  CUPTI %8.2f us (warm %8.2f, in order %8.2f)  %s\n",
                k.name.c_str(), k.kind.c_str(), k.medianUs, k.warmUs, k.gpuUs, k.gpuWarmUs, k.gpuInOrderUs,
                k.launch.c_str());
    if (k.kind == "nop" || k.launch == "no work" || k.launch.find("cuMemcpyHtoD") != std::string::npos)
      continue;  // launches no kernel: gpuUs is 0
    loops += k.kind == "loop";
    EXPECT_GT(k.gpuUs, 0.0) << k.name;
    EXPECT_GT(k.gpuWarmUs, 0.0) << k.name;
    // the plan run in order: each kernel's own records between its markers (a kernel
    // given another's records, or none, is off by far more than run-to-run noise)
    EXPECT_GT(k.gpuInOrderUs, 0.5 * k.gpuWarmUs) << k.name;
    EXPECT_LT(k.gpuInOrderUs, 2.0 * k.gpuUs + 1.0) << k.name;
    EXPECT_LE(k.gpuUs, k.medianUs) << k.name << ": the CUDA-event time includes the kernel";
    EXPECT_LE(k.gpuWarmUs, k.warmUs + kEventResolutionUs) << k.name;
    ASSERT_EQ(k.gpuSamplesUs.size(), k.samplesUs.size()) << k.name;
    for (std::size_t i = 0; i < k.samplesUs.size(); ++i) {
      EXPECT_GT(k.gpuSamplesUs[i], 0.0) << k.name << " run " << i << ": no complete CUPTI record";
      EXPECT_LE(k.gpuSamplesUs[i], k.samplesUs[i] + kEventResolutionUs)
          << k.name << " run " << i << ": records of another run were counted";
    }
  }
  EXPECT_GT(loops, 0) << "the plan has no loop kernel";
  double inOrder = 0;
  for (const auto& k : r.kernels) inOrder += k.gpuInOrderUs;
  EXPECT_DOUBLE_EQ(r.totalGpuInOrderUs, inOrder);
}

// Untimed (CudaRunOptions::time false, bench --verify-only): softmax_attn (matmuls,
// softmax reductions with several variants) verifies as the timed run does, and nothing
// is timed: no CUDA-event or CUPTI time, no samples, no CUPTI in use.
TEST(Gpu, VerifyOnlyChecksEveryKernelAndTimesNothing) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/softmax_attn/inference");
  g.opt.autotune = true;  // untimed overrides it: each variant's default configuration
  g.opt.time = false;
  auto r = runtime::runPlanCuda(g.table, codegen::planFromPostFusion(g.post), "inductor", g.ref, g.opt);
  const auto launches = expectVerified(r);
  EXPECT_EQ(r.checks.size(), r.kernels.size());
  EXPECT_FALSE(r.cuptiUsed);
  EXPECT_EQ(r.totalUs, 0.0);
  EXPECT_EQ(r.timingMs, 0.0);
  EXPECT_GT(r.verifyMs, 0.0);
  for (const auto& k : r.kernels) {
    EXPECT_EQ(k.medianUs, 0.0) << k.name;
    EXPECT_EQ(k.gpuUs, 0.0) << k.name;
    EXPECT_EQ(k.gpuInOrderUs, 0.0) << k.name;
    EXPECT_TRUE(k.samplesUs.empty()) << k.name;
    EXPECT_TRUE(k.configs.empty()) << k.name << ": no configuration was timed";
    EXPECT_FALSE(k.launch.empty()) << k.name;
  }
}

// The device's check (fs_check, checkOnDevice) counts what compare() counts on the host,
// for every element type it reads: values on both sides of the tolerance, an error of
// exactly atol + rtol |want| (passes), NaN and inf on either side, a written mask (its
// unwritten elements skipped, a written NaN checked), NaN poison without a mask, and a
// reference of poison only (vacuous). runPlanCuda trusts a pass of this check without
// the host; a device rule looser than compare()'s would pass a wrong kernel.
TEST(Gpu, TheDeviceCheckCountsWhatCompareCounts) {
  REQUIRE_GPU();
  using codegen::DType;
  std::uint64_t state = 12345;
  auto uniform = [&state] {  // [0, 1)
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<double>(state >> 11) * 0x1p-53;
  };
  int cases = 0;
  for (DType t : {DType::F32, DType::F64, DType::F16, DType::BF16, DType::I64, DType::I32, DType::I16, DType::I8,
                  DType::U8, DType::Bool}) {
    const bool fl = codegen::isFloat(t);
    for (int variant = 0; variant < 4; ++variant) {  // 0 plain, 1 written mask, 2 poison, 3 poison only
      if (!fl && variant >= 2) continue;
      const std::int64_t n = 70001;  // more than one block's stride, not a multiple of 256
      runtime::HostTensor want, got;
      want.dtype = got.dtype = t;
      want.numel = got.numel = n;
      want.bytes.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(codegen::dtypeSize(t)), 0);
      got.bytes = want.bytes;
      if (variant == 1) want.written.resize(static_cast<std::size_t>(n));
      for (std::int64_t i = 0; i < n; ++i) {
        double w = fl ? (uniform() - 0.5) * 8 : std::floor(uniform() * (t == DType::Bool ? 2 : 100));
        if (t == DType::I64 && i % 7 == 0) w = 0x1p60 + static_cast<double>(i);  // past double's exact integers
        want.set(i, w);
        if (variant == 1) want.written[static_cast<std::size_t>(i)] = uniform() < 0.8;
      }
      if (fl && variant >= 2)
        for (std::int64_t i = 0; i < n; ++i)
          if (variant == 3 || i % 11 == 0) want.set(i, std::nan(""));
      if (t == DType::I64)  // 2^60 + 1 and 2^60 differ as integers, not as doubles
        reinterpret_cast<std::int64_t*>(got.data())[0] = (1ll << 60) + 1, reinterpret_cast<std::int64_t*>(want.data())[0] = 1ll << 60;
      const runtime::Tolerance tol = runtime::toleranceOf(want);
      for (std::int64_t i = 0; i < n; ++i) {
        if (t == DType::I64 && i == 0) continue;
        const double w = want.get(i);
        double g = w;
        const double u = uniform();
        if (!fl) g = u < 0.1 ? w + 1 : w;
        else if (u < 0.02) g = std::nan("");
        else if (u < 0.03) g = std::numeric_limits<double>::infinity();
        else if (u < 0.04 && i > 0) g = want.get(i - 1);  // often off, sometimes NaN or inf against a number
        else g = w + (uniform() - 0.5) * 4 * (tol.atol + tol.rtol * std::fabs(w));
        got.set(i, g);
      }
      if (fl && variant == 0) {  // exact boundaries: error == atol + rtol|w| passes, an infinite reference
        want.set(1, 1.0), got.set(1, 1.0 + 0.75);
        want.set(2, std::numeric_limits<double>::infinity()), got.set(2, std::numeric_limits<double>::infinity());
        want.set(3, -std::numeric_limits<double>::infinity()), got.set(3, std::numeric_limits<double>::infinity());
        want.set(4, std::nan("")), got.set(4, std::nan(""));
      }
      runtime::Tolerance used = tol;
      if (fl && variant == 0) used = {0.5, 0.25};  // 1.75 against 1.0: exactly on the bound
      const auto host = runtime::compare("x", got, want, DType::F32, nullptr, 0, &used);
      const auto dev = runtime::checkOnDevice(got, want, used);
      const std::string what = codegen::torchName(t) + " variant " + std::to_string(variant);
      EXPECT_EQ(dev.checked, host.checked) << what;
      EXPECT_EQ(dev.mismatches, host.mismatches) << what;
      EXPECT_EQ(dev.checked == 0 && dev.poisoned > 0, host.vacuous) << what;
      if (variant < 3) {
        EXPECT_GT(host.mismatches, 0) << what << ": the case must hold elements off";
        EXPECT_LT(host.mismatches, host.checked) << what << ": and elements within the tolerance";
      } else {
        EXPECT_TRUE(host.vacuous) << what;
      }
      if (fl && variant == 0) {  // the boundary element alone, under the same tolerance
        runtime::HostTensor w1 = want, g1 = got;
        w1.numel = g1.numel = 1;
        w1.bytes.assign(want.bytes.begin() + static_cast<std::size_t>(codegen::dtypeSize(t)), want.bytes.begin() + 2 * static_cast<std::size_t>(codegen::dtypeSize(t)));
        g1.bytes.assign(got.bytes.begin() + static_cast<std::size_t>(codegen::dtypeSize(t)), got.bytes.begin() + 2 * static_cast<std::size_t>(codegen::dtypeSize(t)));
        EXPECT_EQ(runtime::checkOnDevice(g1, w1, used).mismatches, 0) << what << ": an error equal to the bound passes";
        EXPECT_EQ(runtime::compare("x", g1, w1, DType::F32, nullptr, 0, &used).mismatches, 0) << what;
      }
      ++cases;
    }
  }
  EXPECT_EQ(cases, 10 * 2 + 4 * 2);
}

// A kernel output that differs from the reference at one element fails its check, and
// the check says where: the device check (which passes an output without the host) hands
// the failing output to compare(), which names the element. An error within the
// tolerance elsewhere in the same output does not fail it. With autotune on, each of the
// kernel's losing variants is checked the same way.
TEST(Gpu, AWrongOutputIsCaughtWhereItIs) {
  REQUIRE_GPU();
  GpuCase g(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/softmax_attn/inference");
  g.opt.autotune = true;
  const auto plan = codegen::planFromPostFusion(g.post);
  const auto clean = runtime::runPlanCuda(g.table, plan, "inductor", g.ref, g.opt);
  expectVerified(clean);
  // the last loop kernel's first float output of more than 8 elements
  std::string kernel, buffer;
  for (const auto& c : clean.checks)
    for (const auto& b : c.buffers)
      if (b.buffer.find(' ') == std::string::npos && codegen::isFloat(g.ref.pool.at(b.buffer).dtype) &&
          g.ref.pool.at(b.buffer).numel > 8 && b.checked == g.ref.pool.at(b.buffer).numel) {
        kernel = c.kernel;
        buffer = b.buffer;
        break;
      }
  ASSERT_FALSE(buffer.empty());
  runtime::Reference wrong = g.ref;
  auto& want = wrong.pool.at(buffer);
  const runtime::Tolerance tol = runtime::toleranceOf(want);
  want.set(5, want.get(5) + 100 * (tol.atol + tol.rtol * std::fabs(want.get(5))));
  want.set(7, want.get(7) + 0.5 * tol.atol);  // within the tolerance
  const auto r = runtime::runPlanCuda(g.table, plan, "inductor", wrong, g.opt);
  EXPECT_FALSE(r.verified);
  bool found = false;
  for (const auto& c : r.checks) {
    if (c.kernel != kernel) continue;
    EXPECT_FALSE(c.ok);
    for (const auto& b : c.buffers) {
      if (b.buffer != buffer) continue;
      found = true;
      EXPECT_FALSE(b.ok);
      EXPECT_EQ(b.mismatches, 1) << b.describe();
      EXPECT_EQ(b.firstBad, 5) << b.describe();
    }
  }
  EXPECT_TRUE(found) << kernel << " " << buffer;
}

// Only the CUDA dumps (samples/inductor/*): their layouts are the GPU's.
std::vector<test::FixtureGraph> cudaFixtures() {
  std::vector<test::FixtureGraph> out;
  for (auto& f : test::fixtureGraphs())
    if (f.name.rfind("inductor_cpu_", 0) != 0) out.push_back(f);
  return out;
}

// The differential test on the GPU (issue 12): random loop nests (RandomChains.h, the
// CUDA backend's rules) unfused and fused by our scheduler, every variant of every
// nest autotuned and each checked against the reference interpreter.
TEST(Gpu, RandomChainsMatchTheReferenceInEveryVariant) {
  REQUIRE_GPU();
  const char* env = std::getenv("FS_CHAIN_SEEDS");
  const int seeds = env ? std::max(1, std::atoi(env)) : 40;
  int kernels = 0, fused = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    const auto rg = test::randomGraph(static_cast<std::uint64_t>(seed), "cuda:0");
    const auto graph = inductor::parseIrText(rg.text, "random-" + std::to_string(seed) + ".txt");
    codegen::BufferTable table(graph);
    const auto ref = runtime::computeReference(table, static_cast<std::uint64_t>(seed) + 1);
    runtime::CudaRunOptions opt;
    opt.autotune = true;  // every variant and launch configuration runs, and each is verified
    opt.warmup = 0;
    opt.reps = 1;
    opt.cacheDir = FS_TEST_CACHE_DIR;
    codegen::Plan ours;
    for (const auto& n : fusion::fuseGraph(graph).nodes) {
      ours.push_back(n.leaves);
      fused += n.leaves.size() > 1 ? 1 : 0;
    }
    for (const auto& [name, plan] : {std::pair{"none", codegen::planNoFusion(graph)}, std::pair{"ours", ours}}) {
      try {
        const auto r = runtime::runPlanCuda(table, plan, name, ref, opt);
        kernels += static_cast<int>(r.checks.size());
        std::string why;
        for (const auto& [node, reason] : r.notRun) why += "\n  node " + node + " did not run: " + reason;
        for (const auto& c : r.checks)
          if (!c.ok) {
            why += "\n  kernel " + c.kernel + ": " + c.reason;
            for (const auto& b : c.buffers)
              if (!b.ok) why += "\n    " + b.describe();
          }
        EXPECT_TRUE(r.verified) << "seed " << seed << " (" << name << "):\n" << rg.description << why;
      } catch (const std::exception& e) {
        ADD_FAILURE() << "seed " << seed << " (" << name << "): " << e.what() << "\n" << rg.description;
      }
    }
  }
  std::printf("%d seeds: %d kernels checked in every variant, %d fused groups\n", seeds, kernels, fused);
  EXPECT_GT(fused, 0);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, GpuFixture, ::testing::ValuesIn(cudaFixtures()),
                         [](const auto& info) { return info.param.name; });

// Issue 12's differential test on CUDA: the random loop nests of
// tests/core/runtime/RandomNests.h (the CPU test's seeds) under the same three plans;
// runPlanCuda verifies every variant of every nest (looped, persistent, columns, tiled),
// not only the one it chooses.
TEST(Gpu, RandomLoopNestsMatchTheReferenceInEveryVariant) {
  REQUIRE_GPU();
  using namespace fs::test::random_nests;
  const Seeds s = seeds();
  for (std::uint64_t seed = s.first; seed <= s.last; ++seed) {
    Generator g(seed);
    for (int i = 0; i < 4; ++i) g.chain();
    const std::string text = g.print();
    const ir::Graph graph = inductor::parseIrText(text, "random_seed_" + std::to_string(seed) + ".txt");
    codegen::BufferTable table(graph);
    auto ref = runtime::computeReference(table, seed);
    runtime::CudaRunOptions opt;
    opt.autotune = false;
    opt.warmup = 0;
    opt.reps = 3;
    opt.cacheDir = FS_TEST_CACHE_DIR;
    for (const auto& [name, plan] : {std::pair<std::string, codegen::Plan>{"none", codegen::planNoFusion(graph)},
                                     {"chains", g.chains}, {"pairs", pairsOf(g.chains)}}) {
      auto r = runtime::runPlanCuda(table, plan, name, ref, opt);
      for (const auto& [node, why] : r.notRun) ADD_FAILURE() << "seed " << seed << " plan " << name << ": " << node << ": " << why;
      for (const auto& c : r.checks) {
        if (c.ok) continue;
        std::string detail = c.reason;
        for (const auto& b : c.buffers)
          if (!b.ok) detail += "\n    " + b.describe();
        ADD_FAILURE() << "seed " << seed << " plan " << name << ": kernel " << c.kernel << " (" << chainOf(g, c.nodes)
                      << ") does not match the reference: " << detail;
      }
    }
    if (HasFailure()) {
      std::printf("seed %llu graph:\n%s\n", static_cast<unsigned long long>(seed), text.c_str());
      return;
    }
  }
}

}  // namespace
