// The CUDA kernels of real graphs against golden files. Without a GPU they cannot
// run here (tests/gpu runs them against the reference on the H200), so their text
// is pinned to the version last checked there: an index computed differently, a
// guard lost or a launch mapping changed shows as a diff, with the first differing
// line and its neighbours. After a deliberate change, review the diff, regenerate
// with FUSIONSCOPE_UPDATE_GOLDEN=1 (writes tests/data/codegen/golden/) and run the
// GPU tests.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/IrReader.h"

namespace {

using namespace fs;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// Kernels of the graph's Inductor plan (ir_post_fusion.txt), or of the unfused plan
// (`unfused`), without the prelude. `folder`: under samples/, or tests/data/ with
// `testData`.
void checkGolden(const std::string& graphFolder, const std::string& golden, bool testData = false, bool unfused = false) {
  const std::string folder =
      std::string(testData ? FUSIONSCOPE_TESTDATA_DIR : FUSIONSCOPE_SAMPLES_DIR) + "/" + graphFolder;
  // as the CLI loads it: output_code.py's calls and scan combine functions attached
  auto dump = inductor::loadDebugDump(folder);
  ASSERT_EQ(dump.graphs.size(), 1u) << folder;
  const auto& pre = dump.graphs.front().preFusion;
  auto post = inductor::readIrFile(folder + "/ir_post_fusion.txt");
  codegen::BufferTable table(pre);
  const auto plan = unfused ? codegen::planNoFusion(pre) : codegen::planFromPostFusion(post);
  const auto prog = codegen::emitProgram(table, plan, codegen::Target::Cuda);
  std::string got;
  for (const auto& k : prog.kernels) got += "// ---- " + k.name + "\n" + k.code + "\n";
  const std::string path = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/codegen/golden/" + golden;
  if (const char* u = std::getenv("FUSIONSCOPE_UPDATE_GOLDEN"); u && std::string(u) == "1") {
    std::ofstream(path, std::ios::binary) << got;
    GTEST_SKIP() << "wrote " << path;
  }
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << "no golden file " << path << " (FUSIONSCOPE_UPDATE_GOLDEN=1 writes it)";
  std::stringstream ss;
  ss << in.rdbuf();
  const auto want = lines(ss.str()), have = lines(got);
  for (std::size_t i = 0; i < std::max(want.size(), have.size()); ++i) {
    const std::string w = i < want.size() ? want[i] : "<end>", h = i < have.size() ? have[i] : "<end>";
    if (w == h) continue;
    std::string context;
    for (std::size_t j = i >= 3 ? i - 3 : 0; j < i; ++j) context += "    " + want[j] + "\n";
    ADD_FAILURE() << golden << ":" << i + 1 << " differs\n" << context << "  - " << w << "\n  + " << h;
    return;
  }
}

TEST(EmitterGolden, CudaKernelsOfBatchNormReluMaxPool) {
  // 4-D pointwise (channels-last BatchNorm + ReLU) and a 3x3/2 max-pool window
  checkGolden("inductor/bn_relu_maxpool/inference", "bn_relu_maxpool.cu");
}

TEST(EmitterGolden, CudaKernelsOfLayerNorm) {
  // row reductions (mean, variance) fused with the normalisation
  checkGolden("inductor/layernorm_manual/inference", "layernorm_manual.cu");
}

// Every CUDA kernel form the emitter has, each on a real graph of tests/data:
TEST(EmitterGolden, CudaColumnReductionsAndTransposesOfResNet18) {
  // per-channel statistics as column reductions (narrow `_c` and wide `_cw` variants),
  // tiled transposes (`_t`: NCHW <-> channels-last copies through shared memory) and
  // rows transposed in registers
  checkGolden("zoo/resnet18/model__0_inference_0.0", "resnet18.cu", true);
}

TEST(EmitterGolden, CudaScansLoopOverTheirRows) {
  // cumsum, cumprod and logcumsumexp: one lane walks its row in order (the looped row
  // form, `for (fs_rl = fs_lane; fs_rl < R; fs_rl += fs_lanes)`)
  checkGolden("kernels/x_scan_cum_logcumsumexp/model__0_inference_0.0", "x_scan_cum_logcumsumexp.cu", true);
}

TEST(EmitterGolden, CudaSortsAndPersistentReductionsUnfused) {
  // sort / topk rows (two passes over a row held in registers) and, unfused, the
  // persistent row reductions (`_p`: the row's loads cached in registers across stages)
  checkGolden("zoo/x_sort_topk/model__0_inference_0.0", "x_sort_topk.cu", true);
  checkGolden("zoo/x_sort_topk/model__0_inference_0.0", "x_sort_topk.none.cu", true, true);
}

}  // namespace
