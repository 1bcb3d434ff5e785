// IntTrueDiv in a loop body's index expressions: Mask R-CNN's paste_masks (torchvision,
// dynamic shapes) resizes a 30x30 mask to (s2, s96) with bilinear interpolation, and
// Inductor's lowering writes the scale as `index1 = IntTrueDiv(30, Max(1, s2))`, read by
// `ops.index_expr(get_index_1, torch.float32)` (its Triton kernel: `30 / ks0`). The
// reader lowers it to index_expr(30) / index_expr(Max(1, s2)) in float32
// (IrReader.cpp, lowerTrueDivisions). The graph: tests/data/zoo/c_maskrcnn_paste_mask,
// from the corpus (tv_maskrcnn_resnet50_fpn, graph inference_34), unchanged; its
// output_code.py binds s2 = 275 and s96 = 2.
//
// The reference interpreter's output is checked against bilinear interpolation written
// here from its definition (PyTorch's upsample_bilinear2d, align_corners=False), and the
// generated C++ kernels of both plans against the reference.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuRunner.h"
#include "core/util/InputFile.h"

namespace {

using namespace fs;

const std::string kPasteMaskFolder = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/c_maskrcnn_paste_mask";

TEST(TrueDivisionIndex, ABilinearScaleOverDynamicSizesIsReadAndComputed) {
  auto dump = inductor::loadDebugDump(kPasteMaskFolder, "", {}, {});
  ASSERT_EQ(dump.graphs.size(), 1u);
  const auto& pre = dump.graphs[0].preFusion;
  for (const auto& n : pre.nodes) EXPECT_FALSE(n.isOpaque()) << n.name << ": " << n.opaqueReason;
  // op0's body: index1 is the dividend 30, index1_divisor Max(1, s2)
  const auto& body = *pre.nodes.at(0).body;
  ASSERT_TRUE(body.indexExpr("index1") && body.indexExpr("index1_divisor"));
  EXPECT_EQ(body.indexExpr("index1")->str(), "30");
  int quotients = 0;
  for (const auto& op : body.blocks[0].ops)
    if (op.code == ir::OpCode::Truediv) ++quotients;
  EXPECT_EQ(quotients, 6) << "index1 and index3 are each read three times";

  codegen::BufferTable table(pre);
  auto ref = runtime::computeReference(table, 1);
  EXPECT_TRUE(ref.notRun.empty());
  const auto& in = ref.pool.at("arg2_1");   // [30, 30]
  const auto& out = ref.pool.at("buf3");    // [1, 1, 275, 2]
  constexpr int kIn = 30, kH = 275, kW = 2;
  ASSERT_EQ(out.numel, kH * kW);
  auto source = [](int i, int outSize, int& i0, int& i1, float& lambda) {
    const float scale = static_cast<float>(kIn) / static_cast<float>(outSize);
    const float src = std::max((static_cast<float>(i) + 0.5f) * scale - 0.5f, 0.0f);
    i0 = static_cast<int>(src);
    i1 = std::min(i0 + 1, kIn - 1);
    lambda = std::clamp(src - static_cast<float>(i0), 0.0f, 1.0f);
  };
  int checked = 0;
  for (int h = 0; h < kH; ++h)
    for (int w = 0; w < kW; ++w) {
      int h0, h1, w0, w1;
      float lh, lw;
      source(h, kH, h0, h1, lh);
      source(w, kW, w0, w1, lw);
      auto at = [&](int y, int x) { return in.get(y * kIn + x); };
      const double top = at(h0, w0) + (at(h0, w1) - at(h0, w0)) * lw;
      const double bottom = at(h1, w0) + (at(h1, w1) - at(h1, w0)) * lw;
      const double want = top + (bottom - top) * lh;
      EXPECT_NEAR(out.get(h * kW + w), want, 1e-5 * (1 + std::fabs(want))) << h << ", " << w;
      ++checked;
    }
  EXPECT_EQ(checked, 550);

  // the generated C++ kernels compute the same division
  runtime::RunOptions opt;
  opt.warmup = 0;
  opt.reps = 1;
  opt.cacheDir = FS_TEST_CACHE_DIR;
  for (const auto& [name, plan] : {std::pair{"none", codegen::planNoFusion(pre)},
                                   std::pair{"inductor", codegen::planFromPostFusion(*ir::postFusionOf(dump.graphs[0]))}}) {
    auto r = runtime::runPlanCpu(table, plan, name, ref, opt);
    EXPECT_TRUE(r.notRun.empty()) << name;
    EXPECT_TRUE(r.verified) << name;
  }
}

// Read any other way than as a real number (here the dtype of the index_expr changed to
// an integer one, the real line otherwise), the node is opaque with a located warning and
// the rest of the graph still reads.
TEST(TrueDivisionIndex, ReadAsAnIntegerItIsALocatedWarning) {
  std::string text = readInputFile(kPasteMaskFolder + "/model__47_inference_42.42/ir_pre_fusion.txt");
  const std::string line = "index_expr_1 = ops.index_expr(get_index_1, torch.float32)";
  const auto at = text.find(line);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, line.size(), "index_expr_1 = ops.index_expr(get_index_1, torch.int64)");
  const auto g = inductor::parseIrText(text, "ir_pre_fusion.txt");
  ASSERT_EQ(g.nodes.size(), 9u);
  EXPECT_TRUE(g.nodes[0].isOpaque());
  EXPECT_FALSE(g.nodes[1].isOpaque());
  // located at the op that reads it
  const int opLine = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  bool located = false;
  for (const auto& w : g.warnings)
    located |= w.line == opLine && w.message.find("IntTrueDiv") != std::string::npos &&
               w.message.find("index_expr_1") != std::string::npos;
  EXPECT_TRUE(located) << "line " << opLine;

  // inside a larger real-valued expression (sums, products, FloatTrueDiv, float
  // constants) it is read as a tree of those ops; a form outside them (a power) is not,
  // and the warning says so
  std::string nested = readInputFile(kPasteMaskFolder + "/model__47_inference_42.42/ir_pre_fusion.txt");
  const std::string index = "index1 = IntTrueDiv(30, Max(1, s2))";
  const auto i = nested.find(index);
  ASSERT_NE(i, std::string::npos);
  std::string scaled = nested;
  scaled.replace(i, index.size(), "index1 = 2*IntTrueDiv(30, Max(1, s2))");
  EXPECT_FALSE(inductor::parseIrText(scaled, "ir_pre_fusion.txt").nodes[0].isOpaque());
  nested.replace(i, index.size(), "index1 = 2**IntTrueDiv(30, Max(1, s2))");
  const auto g2 = inductor::parseIrText(nested, "ir_pre_fusion.txt");
  EXPECT_TRUE(g2.nodes[0].isOpaque());
  EXPECT_NE(g2.nodes[0].opaqueReason.find("real-valued index expression of a form not read here"), std::string::npos)
      << g2.nodes[0].opaqueReason;

  // with another number of arguments (none included) the node is opaque, as any
  // construct not understood; the rest of the graph still reads
  for (const auto& [call, got] : {std::pair{"IntTrueDiv()", "got 0"}, std::pair{"IntTrueDiv(30)", "got 1"},
                                  std::pair{"IntTrueDiv(30, Max(1, s2), 2)", "got 3"}}) {
    std::string arity = readInputFile(kPasteMaskFolder + "/model__47_inference_42.42/ir_pre_fusion.txt");
    arity.replace(arity.find(index), index.size(), std::string("index1 = ") + call);
    const auto g3 = inductor::parseIrText(arity, "ir_pre_fusion.txt");
    ASSERT_EQ(g3.nodes.size(), 9u) << call;
    EXPECT_TRUE(g3.nodes[0].isOpaque()) << call;
    EXPECT_FALSE(g3.nodes[1].isOpaque()) << call;
    EXPECT_NE(g3.nodes[0].opaqueReason.find(std::string("IntTrueDiv takes 2 arguments, ") + got), std::string::npos)
        << g3.nodes[0].opaqueReason;
  }
}

}  // namespace
