// Torch releases: telling which one wrote a dump, reading its format, and deciding with
// its rules. On real dumps: tests/data/releases/torch-2.15/resnet_stem (torch 2.15.0 on
// the CPU, made by tests/zoo/gen_zoo_releases.py) and the 2.11 zoo graphs.
#include <gtest/gtest.h>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/frontends/inductor/ReleaseDetect.h"
#include "core/fusion/Explain.h"
#include "core/fusion/FusionGates.h"
#include "core/fusion/ReleaseRules.h"
#include "core/fusion/Scheduler.h"
#include "core/ir/Printer.h"
#include "core/reference/Compare.h"
#include "tests/core/TestData.h"

using namespace fs;
using fs::testdata::slurp;

namespace {

const std::string kStem = fs::testdata::kTestData + "/releases/torch-2.15/resnet_stem";
const std::string kStemGraph = kStem + "/model__0_inference_0.0";

TEST(Release, ParsesReleaseSpellings) {
  EXPECT_EQ(ir::parseRelease("2.15"), (ir::Release{2, 15}));
  EXPECT_EQ(ir::parseRelease("2.15.0+cu132"), (ir::Release{2, 15}));
  EXPECT_EQ(ir::parseRelease("2.13.0a0+git1234"), (ir::Release{2, 13}));
  EXPECT_FALSE(ir::parseRelease("2"));
  EXPECT_FALSE(ir::parseRelease("two.fifteen"));
  EXPECT_FALSE(ir::parseRelease("2.15x"));
  EXPECT_EQ((ir::Release{2, 9}).str(), "2.9");
  EXPECT_EQ(ir::Release{}.str(), "unknown");
  EXPECT_LT((ir::Release{2, 9}), (ir::Release{2, 10}));  // not a string comparison
}

TEST(Release, Torch215DumpReadsWithoutOpaqueNodes) {
  // 2.12+ prints op3.min_input_distance / max_input_distance on every node: read, and
  // printed back, never a reason to make the node opaque.
  auto dump = inductor::loadDebugDump(kStem);
  ASSERT_EQ(dump.graphs.size(), 1u);
  const ir::Graph& g = dump.graphs[0].preFusion;
  EXPECT_TRUE(g.warnings.empty());
  for (const auto& n : g.nodes) EXPECT_FALSE(n.isOpaque()) << n.name << ": " << n.opaqueReason;
  const ir::Node* op3 = g.find("op3");
  ASSERT_NE(op3, nullptr);
  ASSERT_TRUE(op3->minInputDistance.has_value());
  EXPECT_EQ(*op3->minInputDistance, 2);
  // byte for byte back
  const std::string text = slurp(kStemGraph + "/ir_pre_fusion.txt");
  EXPECT_EQ(ir::printGraph(inductor::parseIrText(text, "ir_pre_fusion.txt")), text);
}

TEST(Release, Torch28WeakDepsHaveNoIsFake) {
  // torch 2.8 prints WeakDep(name=..., mutating_buf=...) (2.9+ adds is_fake=): read, printed
  // back as written, and told apart (tests/data/releases/torch-2.8/adam_step, a foreach
  // Adam step made with torch 2.8.0 on the CPU).
  const std::string dir = fs::testdata::kTestData + "/releases/torch-2.8/adam_step";
  auto dump = inductor::loadDebugDump(dir);
  ASSERT_FALSE(dump.graphs.empty());
  bool sawWeak = false;
  for (const auto& pg : dump.graphs) {
    EXPECT_EQ(pg.preFusion.release, (ir::Release{2, 8})) << pg.preFusion.releaseSource;
    bool weakHere = false;
    for (const auto& n : pg.preFusion.nodes) {
      EXPECT_FALSE(n.isOpaque()) << n.name << ": " << n.opaqueReason;
      for (const auto& d : n.unmet_dependencies)
        if (const auto* w = std::get_if<ir::WeakDep>(&d)) weakHere = weakHere || !w->printsFake;
    }
    sawWeak = sawWeak || weakHere;
    const std::string text = slurp(pg.folder + "/ir_pre_fusion.txt");
    EXPECT_EQ(ir::printGraph(inductor::parseIrText(text, "ir_pre_fusion.txt")), text);
    auto ir = inductor::releaseFromIr(pg.preFusion);
    if (weakHere) {
      ASSERT_TRUE(ir.has_value());
      EXPECT_EQ(ir->high, (ir::Release{2, 8}));
    }
    EXPECT_TRUE(reference::compareGraph(pg).matches()) << pg.name;
  }
  EXPECT_TRUE(sawWeak);
}

TEST(Release, TellsTheReleaseFromTheLogsLineNumbers) {
  auto dump = inductor::loadDebugDump(kStem);
  const ir::Graph& g = dump.graphs[0].preFusion;
  EXPECT_EQ(g.release, (ir::Release{2, 15}));
  EXPECT_NE(g.releaseSource.find("scheduler.py:"), std::string::npos) << g.releaseSource;

  // The log alone: the first [__fusion] record names scheduler.py's line.
  auto fromLog = inductor::releaseFromLogText(slurp(kStem + "/torch_logs.txt"), "torch_logs.txt");
  ASSERT_TRUE(fromLog.has_value());
  EXPECT_EQ(fromLog->low, (ir::Release{2, 15}));
  EXPECT_EQ(fromLog->high, (ir::Release{2, 15}));
  // A 2.11 log (the zoo's googlenet): scheduler.py:3706 and the rest are 2.11's lines.
  auto old = inductor::releaseFromLogText(
      slurp(fs::testdata::kTestData + "/zoo/googlenet/torch_logs.txt"), "googlenet");
  ASSERT_TRUE(old.has_value());
  EXPECT_EQ(old->low, (ir::Release{2, 11}));
  EXPECT_EQ(old->high, (ir::Release{2, 11}));
  // Lines that name no known scheduler.py line are no evidence (a patch build).
  EXPECT_FALSE(inductor::releaseFromLogText(
      "V1204 09:24:20.591000 1 torch/_inductor/scheduler.py:1] [0/0] [__fusion] cannot fuse op3 with op4: x\n", "x"));
}

TEST(Release, OutputCodeAndIrBoundTheReleaseWithoutALog) {
  // torch 2.15's C++ wrapper: empty_strided_cpu_pinned (2.9+), get_args() (2.11+),
  // assert_size_stride_grouped (2.14+); the IR's min_input_distance (2.12+).
  auto code = inductor::releaseFromOutputCode(slurp(kStemGraph + "/output_code.py"), "output_code.py");
  ASSERT_TRUE(code.has_value());
  EXPECT_EQ(code->low, (ir::Release{2, 14}));
  EXPECT_EQ(code->high, (ir::Release{2, 15}));
  auto ir = inductor::releaseFromIr(inductor::readIrFile(kStemGraph + "/ir_pre_fusion.txt"));
  ASSERT_TRUE(ir.has_value());
  EXPECT_EQ(ir->low, (ir::Release{2, 12}));
  std::string source;
  EXPECT_EQ(inductor::combine({*code, *ir}, source), (ir::Release{2, 15}));
  EXPECT_NE(source.find("2.14-2.15"), std::string::npos) << source;
  // A 2.11 dump's IR: no min_input_distance, so at most 2.11.
  auto old = inductor::releaseFromIr(
      inductor::readIrFile(fs::testdata::kTestData + "/zoo/googlenet/model__0_inference_0.0/ir_pre_fusion.txt"));
  ASSERT_TRUE(old.has_value());
  EXPECT_EQ(old->high, (ir::Release{2, 11}));
  EXPECT_EQ(inductor::combine({}, source), ir::Release{});
}

TEST(Release, TheUsersReleaseReplacesTheDetectedOne) {
  inductor::LoadOptions options;
  options.torchRelease = ir::Release{2, 9};
  auto dump = inductor::loadDebugDump(kStem, "", {}, options);
  EXPECT_EQ(dump.graphs[0].preFusion.release, (ir::Release{2, 9}));
  EXPECT_NE(dump.graphs[0].preFusion.releaseSource.find("--torch-version"), std::string::npos);
}

TEST(Release, ExplainAnswersAsInductor215LoggedIt) {
  // torch_logs.txt line 10: "cannot fuse op3 with op4: no shared data" (scheduler.py:3667)
  auto dump = inductor::loadDebugDump(kStem);
  const ir::Graph& g = dump.graphs[0].preFusion;
  fusion::Explanation e = fusion::explain(g, "op3", "op4");
  EXPECT_FALSE(e.wouldFuse);
  ASSERT_FALSE(e.rejections().empty());
  EXPECT_EQ(e.rejections().front().reason, fusion::Reason::NoSharedData);
  EXPECT_EQ(e.release, "2.15");
  const std::string text = e.toText();
  EXPECT_NE(text.find("Inductor 2.15 rejects this pair because no shared data"), std::string::npos) << text;
  EXPECT_NE(text.find("cannot fuse op3 with op4: no shared data"), std::string::npos);
  // and the whole graph decides as Inductor 2.15 did
  EXPECT_TRUE(reference::compareGraph(dump.graphs[0]).matches());
}

TEST(Release, RulesHoldInTheirReleaseRanges) {
  using fusion::ReleaseRule;
  EXPECT_FALSE(fusion::ruleHolds(ReleaseRule::FinalReorderRound, {2, 9}));
  EXPECT_TRUE(fusion::ruleHolds(ReleaseRule::FinalReorderRound, {2, 10}));
  EXPECT_TRUE(fusion::ruleHolds(ReleaseRule::Node1ExternOrNopWording, {2, 11}));
  EXPECT_FALSE(fusion::ruleHolds(ReleaseRule::Node1ExternOrNopWording, {2, 12}));
  EXPECT_FALSE(fusion::ruleHolds(ReleaseRule::VerticalIteratesACopy, {2, 14}));
  EXPECT_TRUE(fusion::ruleHolds(ReleaseRule::VerticalIteratesACopy, {2, 15}));
  std::string warning;
  EXPECT_EQ(fusion::rulesRelease({2, 16}, &warning), (ir::Release{2, 15}));
  EXPECT_NE(warning.find("torch 2.16 is not a release FusionScope knows"), std::string::npos) << warning;
  EXPECT_EQ(fusion::rulesRelease({2, 7}, &warning), (ir::Release{2, 8}));
  EXPECT_EQ(fusion::rulesRelease(ir::Release{}, &warning), (ir::Release{2, 11}));
  EXPECT_TRUE(warning.empty());
  for (const auto& r : fusion::releaseRules()) EXPECT_LE(r.first, r.last) << r.name;
}

TEST(Release, FinalReorderRoundOnlyFrom210) {
  // The same real graph decided with 2.9's rules runs no reorder round after the
  // rounds; with 2.15's it does (a last fuse_nodes_once, also on the CPU).
  auto dump = inductor::loadDebugDump(kStem);
  ir::Graph g = dump.graphs[0].preFusion;
  fusion::Scheduler s215(g);
  s215.run();
  EXPECT_EQ(s215.roundsRun(), s215.plan().iterations + 1);
  g.release = {2, 9};
  fusion::Scheduler s29(g);
  s29.run();
  EXPECT_EQ(s29.roundsRun(), s29.plan().iterations);
}

TEST(Release, ScoreWithoutTheMemoryRatioBefore210) {
  // 2.8/2.9 sort by the plain tuple (template, type, memory, proximity): a pair of the
  // same type wins over one with 20x the memory score; 2.10+ lets the memory win.
  fusion::ScoreParts sameType{1, true, 100, -1};
  fusion::ScoreParts bigMemory{1, false, 2000, -1};
  EXPECT_TRUE(fusion::FusionGates::scoreLess(sameType, bigMemory, /*memoryRatio=*/true));
  EXPECT_FALSE(fusion::FusionGates::scoreLess(sameType, bigMemory, /*memoryRatio=*/false));
  EXPECT_TRUE(fusion::FusionGates::scoreLess(bigMemory, sameType, /*memoryRatio=*/false));
}

}  // namespace
