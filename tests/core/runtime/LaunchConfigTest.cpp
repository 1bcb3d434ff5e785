// Every generated CUDA kernel variant gets a launch configuration (launchConfigs,
// CudaRunner.h: host code, no GPU needed). On the H100 corpus run three detection
// graphs' kernels "did not run: no launch configuration fits loop nest 0": a persistent
// reduction of one row (a max over all of RetinaNet's 1,216 box coordinates, 64 lanes)
// asked for 2 rows per block, which do not divide numel 1, and no fewer rows were tried.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include <string>

#include "core/codegen/Emitter.h"
#include "core/codegen/Plan.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CudaRunner.h"

namespace {

using namespace fs;

std::string testData(const std::string& rel) { return std::string(FUSIONSCOPE_TESTDATA_DIR) + "/" + rel; }

// tests/data/codegen/retinanet_nms_offsets: tv_retinanet_resnet50_fpn's graph 9 (corpus),
// batched NMS's coordinate offsets: op0 = max over the [304, 4] boxes, op1 = boxes +
// the max times each box's class, fused by Inductor into op0_op1.
TEST(LaunchConfig, APersistentReductionOfOneRowHasALaunch) {
  const auto pre = inductor::readIrFile(testData("codegen/retinanet_nms_offsets/ir_pre_fusion.txt"));
  const auto post = inductor::readIrFile(testData("codegen/retinanet_nms_offsets/ir_post_fusion.txt"));
  codegen::BufferTable table(pre);
  int persistentOneRow = 0, entries = 0;
  for (const auto& plan : {codegen::planFromPostFusion(post), codegen::planNoFusion(pre)}) {
    const auto prog = codegen::emitProgram(table, plan, codegen::Target::Cuda);
    for (const auto& k : prog.kernels)
      for (const auto& e : k.cudaEntries) {
        ++entries;
        if (e.persistentLanes > 32 && e.numel == 1) ++persistentOneRow;
        for (bool autotune : {false, true}) {
          const auto cfgs = runtime::launchConfigs(e, autotune);
          ASSERT_FALSE(cfgs.empty()) << e.function << (autotune ? " (autotune)" : "");
          for (const auto& c : cfgs) {
            EXPECT_LE(c.block, 1024u) << c.text;
            EXPECT_GE(c.grid, 1u) << c.text;
            if (e.persistentLanes > 0) {
              EXPECT_EQ(c.block % static_cast<unsigned>(e.persistentLanes), 0u) << c.text;
            }
          }
          if (!autotune) {
            EXPECT_EQ(cfgs.size(), 1u) << e.function;
          }
        }
      }
  }
  EXPECT_GE(entries, 3);
  EXPECT_GE(persistentOneRow, 1) << "the case of the corpus run: one row, more than a warp of lanes";
}

// The default (untimed) launch of a persistent reduction keeps the most rows per block up
// to 128 threads that divide numel when a row takes more than one warp.
TEST(LaunchConfig, UntimedPersistentRowsPerBlockDivideTheRows) {
  codegen::CudaEntry e;
  e.function = "k_p";
  e.reduction = true;
  e.persistentLanes = 64;
  e.persistentIters = 5;
  for (auto [numel, block] : {std::pair<std::int64_t, unsigned>{1, 64}, {3, 64}, {4, 128}, {6, 128}}) {
    e.numel = numel;
    const auto cfgs = runtime::launchConfigs(e, false);
    ASSERT_EQ(cfgs.size(), 1u) << numel;
    EXPECT_EQ(cfgs[0].block, block) << numel;
    EXPECT_EQ(cfgs[0].grid, static_cast<unsigned>(numel * 64 / block)) << numel;
  }
}

// Rows shorter than a warp (the emitter's persistent rows of at most 16 vectors: 4, 8 or
// 16 lanes, several rows per warp, x_sort_topk's golden kernels): every launch is whole
// warps, 32 to 256 threads (a block of fewer threads than a warp would shuffle with lanes
// that do not exist), untimed 128, and the grid covers every row.
TEST(LaunchConfig, PersistentRowsUnderAWarpLaunchWholeWarps) {
  codegen::CudaEntry e;
  e.function = "k_p";
  e.reduction = true;
  e.persistentIters = 1;
  e.numel = 1600;
  for (int lanes : {4, 8, 16}) {
    e.persistentLanes = lanes;
    std::set<unsigned> blocks;
    for (const auto& c : runtime::launchConfigs(e, true)) {
      EXPECT_EQ(c.block % 32, 0u) << c.text;
      EXPECT_GE(static_cast<std::int64_t>(c.grid) * (c.block / lanes), e.numel) << c.text;
      blocks.insert(c.block);
    }
    EXPECT_EQ(blocks, (std::set<unsigned>{32, 64, 128, 256})) << lanes;
    const auto untimed = runtime::launchConfigs(e, false);
    ASSERT_EQ(untimed.size(), 1u);
    EXPECT_EQ(untimed[0].block, 128u) << lanes;
    EXPECT_EQ(untimed[0].grid, static_cast<unsigned>(1600 / (128 / lanes))) << lanes;
  }
  // rows that leave a warp part-filled (3 rows of 16 lanes: the second warp's second row
  // does not exist, and its shuffles would take lanes that have exited): no launch
  e.persistentLanes = 16;
  e.numel = 3;
  EXPECT_TRUE(runtime::launchConfigs(e, false).empty());
  EXPECT_TRUE(runtime::launchConfigs(e, true).empty());
}

}  // namespace

// A small pointwise kernel is also tried in blocks of 32 and 64 threads, which spread it
// over more SMs: mamba's select_stack copy (512 floats, float4 loads, stores 16 floats
// apart) took 1.44 us on the H200 in one block of 128 threads, 1.06 us in four of 32
// (tests/gpu/small_kernel_probe.py). A large one is not: its blocks fill the GPU anyway.
TEST(LaunchConfig, ASmallPointwiseKernelIsAlsoTriedInBlocksOf32And64) {
  codegen::CudaEntry e;
  e.function = "k26_op42";
  e.numel = 512;
  e.vec = 4;
  std::set<std::string> small;
  for (const auto& c : runtime::launchConfigs(e, true)) {
    small.insert(c.text);
    EXPECT_GE(static_cast<std::int64_t>(c.grid) * c.block * c.param, 128) << c.text;  // every vector
  }
  EXPECT_TRUE(small.count("block=32 ept=1 vec=4 grid=4")) << ::testing::PrintToString(small);
  EXPECT_TRUE(small.count("block=64 ept=1 vec=4 grid=2")) << ::testing::PrintToString(small);
  EXPECT_TRUE(small.count("block=128 ept=1 vec=4 grid=1")) << ::testing::PrintToString(small);
  // untimed: the one default launch
  ASSERT_EQ(runtime::launchConfigs(e, false).size(), 1u);
  EXPECT_EQ(runtime::launchConfigs(e, false)[0].block, 256u);
  // 12.8M floats (s3d's first BatchNorm): no blocks under 128 threads
  e.numel = 12845056;
  for (const auto& c : runtime::launchConfigs(e, true)) EXPECT_GE(c.block, 128u) << c.text;
}

// A foreach form's launch (adamw_step's 8 parameter updates, tests/data/zoo) gives each
// nest whole blocks of its own: the grid is the sum over nests of ceil(steps / (block *
// ept)), never ceil(all steps / (block * ept)), which would run a nest's last block into
// the next nest's range and leave the last nest's tail undone.
TEST(LaunchConfig, AForeachFormsGridIsItsNestsBlocksSummed) {
  const auto pre = inductor::readIrFile(testData("zoo/adamw_step/model__0_inference_0.0/ir_pre_fusion.txt"));
  const auto post = inductor::readIrFile(testData("zoo/adamw_step/model__0_inference_0.0/ir_post_fusion.txt"));
  codegen::BufferTable table(pre);
  const auto prog = codegen::emitProgram(table, codegen::planFromPostFusion(post), codegen::Target::Cuda);
  int foreach = 0;
  for (const auto& k : prog.kernels)
    for (const auto& e : k.cudaEntries) {
      if (e.foreachVectors.empty()) continue;
      ++foreach;
      for (bool autotune : {false, true}) {
        const auto cfgs = runtime::launchConfigs(e, autotune);
        ASSERT_FALSE(cfgs.empty());
        bool rounded = false;
        for (const auto& c : cfgs) {
          const std::int64_t per = static_cast<std::int64_t>(c.block) * c.param;
          std::int64_t grid = 0, all = 0;
          for (std::int64_t v : e.foreachVectors) {
            grid += (v + per - 1) / per;
            all += v;
          }
          EXPECT_EQ(c.grid, static_cast<unsigned>(grid)) << c.text;
          EXPECT_NE(c.text.find("foreach of 8 nests"), std::string::npos) << c.text;
          rounded |= grid > (all + per - 1) / per;
        }
        if (autotune) {
          EXPECT_TRUE(rounded) << "no launch where a nest's last block is partial";
        }
      }
    }
  EXPECT_EQ(foreach, 1);
}


// The autotuner's key (autotuneKey): resnet18 (tests/data/zoo) runs the same BatchNorm+ReLU
// code over other buffers in its first stage (k7_op7, k13_op13), and the unfused baseline
// runs each of them alone again: one key for the four, so their configurations are timed
// once. The BatchNorm + residual add + ReLU (k10_op10) is other code: its own key. A
// kernel's name, its parameters' buffers and its comments (node names) are not in the key.
TEST(LaunchConfig, KernelsOfTheSameCodeShareOneAutotuneKey) {
  const auto pre = inductor::readIrFile(testData("zoo/resnet18/model__0_inference_0.0/ir_pre_fusion.txt"));
  const auto post = inductor::readIrFile(testData("zoo/resnet18/model__0_inference_0.0/ir_post_fusion.txt"));
  codegen::BufferTable table(pre);
  const auto fused = codegen::emitProgram(table, codegen::planFromPostFusion(post), codegen::Target::Cuda);
  const auto unfused = codegen::emitProgram(table, codegen::planNoFusion(pre), codegen::Target::Cuda);
  auto named = [](const auto& p, const std::string& n) -> const codegen::KernelSource* {
    for (const auto& k : p.kernels)
      if (k.name == n) return &k;
    return nullptr;
  };
  const auto* a = named(fused, "k7_op7");
  const auto* b = named(fused, "k13_op13");
  const auto* c = named(fused, "k10_op10");
  const auto* alone = named(unfused, "k13_op13");
  ASSERT_TRUE(a && b && c && alone);
  ASSERT_NE(a->params.front().buffer, b->params.front().buffer);
  const std::string key = runtime::autotuneKey(*a);
  EXPECT_EQ(runtime::autotuneKey(*b), key);
  EXPECT_EQ(runtime::autotuneKey(*alone), key);
  EXPECT_NE(runtime::autotuneKey(*c), key);
  EXPECT_EQ(key.find("k7_op7"), std::string::npos) << key;
  EXPECT_EQ(key.find("//"), std::string::npos) << key;
  EXPECT_EQ(key.find("p_" + codegen::identifierOf(a->params.front().buffer)), std::string::npos) << key;
  EXPECT_NE(key.find("void K(const float* __restrict__ p#0"), std::string::npos) << key;
  // numbers stay whole: the vector count of the nest
  EXPECT_NE(key.find("if (fs_xv >= 100352) break;"), std::string::npos) << key;
  // 30 keys for the 76 kernels of both plans with a CUDA launch
  std::set<std::string> keys;
  int kernels = 0;
  for (const auto* p : {&fused, &unfused})
    for (const auto& k : p->kernels)
      if (!k.cudaEntries.empty()) {
        ++kernels;
        keys.insert(runtime::autotuneKey(k));
      }
  EXPECT_EQ(keys.size(), 30u);
  EXPECT_EQ(kernels, 76);
}
