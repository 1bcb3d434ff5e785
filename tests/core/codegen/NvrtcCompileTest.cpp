// CI check of CUDA codegen without a GPU: every generated CUDA kernel of every
// fixture graph (unfused and Inductor's plan) compiles with NVRTC for sm_90.
#include <gtest/gtest.h>

#include "Fixtures.h"
#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/CudaRunner.h"
#include "core/runtime/NvrtcCompiler.h"

namespace {

using namespace fs;

class NvrtcCompile : public ::testing::TestWithParam<test::FixtureGraph> {};

TEST_P(NvrtcCompile, EveryKernelOfBothPlans) {
  if (!runtime::haveNvrtc()) GTEST_SKIP() << "this build has no CUDA toolkit (NVRTC)";
  const auto& fx = GetParam();
  auto pre = inductor::readIrFile(fx.folder + "/ir_pre_fusion.txt");
  auto post = inductor::readIrFile(fx.folder + "/ir_post_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(fx.folder + "/output_code.py"), pre);
  codegen::BufferTable table(pre);
  runtime::NvrtcCompiler nvrtc(FS_TEST_CACHE_DIR);
  for (const auto& [name, plan] : {std::pair{"none", codegen::planNoFusion(pre)}, std::pair{"inductor", codegen::planFromPostFusion(post)}}) {
    auto prog = codegen::emitProgram(table, plan, codegen::Target::Cuda);
    int loops = 0;
    for (const auto& k : prog.kernels) {
      EXPECT_TRUE(k.unsupported.empty()) << k.name << ": " << (k.unsupported.empty() ? "" : k.unsupported.begin()->second);
      if (k.kind == codegen::KernelSpec::Kind::Loop) ++loops;
    }
    try {
      // as the runtime compiles: a few programs in parallel
      std::vector<int> partOf;
      auto sources = prog.split(std::max(1, loops / 4), partOf);
      ASSERT_EQ(partOf.size(), prog.kernels.size());
      auto outs = nvrtc.compileAll(sources, fx.name + "_" + name, "sm_90", /*cubin=*/true, /*threads=*/2);
      std::size_t bytes = 0;
      double ms = 0;
      int hits = 0;
      for (const auto& out : outs) {
        EXPECT_GT(out.image.size(), 0u);
        bytes += out.image.size();
        ms += out.compileMs;
        hits += out.cacheHit ? 1 : 0;
      }
      std::printf("%s/%s: %d generated kernels, %zu programs, %zu cubin bytes, %.0f ms compile (summed), %d cache hits\n",
                  fx.name.c_str(), name, loops, outs.size(), bytes, ms, hits);
    } catch (const runtime::CompileError& e) {
      ADD_FAILURE() << name << ": " << e.what() << "\n" << e.log().substr(0, 4000);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, NvrtcCompile, ::testing::ValuesIn(test::fixtureGraphs()),
                         [](const auto& info) { return info.param.name; });
// Whole-row ops on one thread per row: sorts (ops.sort, x_sort_topk of tests/data/zoo).
INSTANTIATE_TEST_SUITE_P(
    WholeRows, NvrtcCompile,
    ::testing::Values(test::FixtureGraph{"zoo_x_sort_topk",
                                         std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/x_sort_topk/model__0_inference_0.0"}),
    [](const auto& info) { return info.param.name; });
// A store at an index read from memory (set_indirect) in a transposed nest: t5's
// backward scatters the relative-position bias gradient by bucket (op54). The tiled
// transpose writes its stores in a second phase that knows only the loop variables;
// such a store stays in the first (issue 34: "identifier op54_indirect0 is undefined").
INSTANTIATE_TEST_SUITE_P(
    IndirectStores, NvrtcCompile,
    ::testing::Values(test::FixtureGraph{"t5_seq2seq_train_backward", std::string(FUSIONSCOPE_TESTDATA_DIR) +
                                                                          "/zoo3/t5_seq2seq_train/model__0_backward_15.7"}),
    [](const auto& info) { return info.param.name; });
// bfloat16 storage: vector accesses of halves (uint2 / uint1 words, converted per
// element) and the hardware's conversions (PTX cvt) in the prelude.
INSTANTIATE_TEST_SUITE_P(
    HalfPrecision, NvrtcCompile,
    ::testing::Values(test::FixtureGraph{"llama_bf16_forward", std::string(FUSIONSCOPE_TESTDATA_DIR) +
                                                                   "/kernels/llama_bf16/model__0_forward_1.0"},
                      test::FixtureGraph{"x_bf16_conv_bn_relu_forward",
                                         std::string(FUSIONSCOPE_TESTDATA_DIR) +
                                             "/kernels/x_bf16_conv_bn_relu/model__0_forward_1.0"}),
    [](const auto& info) { return info.param.name; });

}  // namespace

namespace {

// The runtime's own kernels (flush, bias, copy, attention, the fp16/bf16 widen and
// narrow of half-precision externs) compile as runPlanCuda compiles them.
TEST(NvrtcCompile, RuntimeKernels) {
  if (!fs::runtime::haveNvrtc()) GTEST_SKIP() << "this build has no CUDA toolkit (NVRTC)";
  fs::runtime::NvrtcCompiler nvrtc(FS_TEST_CACHE_DIR);
  const std::string source = fs::runtime::runtimeKernelSource();
  for (const char* fn : {"fs_flush", "fs_bias_fill", "fs_copy4d", "fs_sdpa", "fs_widen", "fs_narrow", "fs_sdpa_bwd_q",
                         "fs_sdpa_bwd_kv", "fs_zero4d", "fs_topk", "fs_histc_range", "fs_histc", "fs_histc_write", "fs_roi_align", "fs_grid_sample", "fs_embedding_bag", "fs_copynd", "fs_bias_grad", "fs_avg_pool", "fs_adaptive_pool_bwd", "fs_upsample_aa",
                         "fs_weight_norm_bwd", "fs_grouped_mm", "fs_complex_map", "fs_dft"})
    EXPECT_NE(source.find(std::string("__global__ void ") + fn + "("), std::string::npos) << fn;
  try {
    const auto out = nvrtc.compile(source, "fs_runtime", "sm_90");
    EXPECT_GT(out.image.size(), 0u);
  } catch (const fs::runtime::CompileError& e) {
    ADD_FAILURE() << e.what() << "\n" << e.log().substr(0, 4000);
  }
}

}  // namespace
