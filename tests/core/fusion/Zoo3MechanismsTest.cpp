// The mechanisms issue 33 found failing on architectures no rule was written
// against, each on the real dump it failed on (tests/data/zoo3/, copied from
// ../shared/zoo/zoo3-dev.tar.xz: torch 2.11, H200; README there):
//   dead nodes left in users lists (unet_cpu), an empty ir_pre_fusion.txt
//   (ssdlite_detection), will_fusion_create_cycle over ancestor sets
//   (timm_hrnet_w18_small), Identity(...) in dependency indices deciding "no shared
//   data" before the vertical checks (timm_edgenext_xx_small), and the reorder
//   round with dynamic shapes (qwen3_dynamic). Each case also compares the whole
//   graph with Inductor's plan and log.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "ZooGraph.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/fusion/CppBackend.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/SchedulerState.h"
#include "core/ir/Printer.h"
#include "core/fusion/Scheduler.h"
#include "core/reference/Compare.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

using namespace fs::fusion;
using fs::fusion::testing::decisionFor;

namespace {

const std::string kZoo3 = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo3/";

fs::ir::ProgramGraph zoo3Graph(const std::string& model) {
  auto dump = fs::inductor::loadDebugDump(kZoo3 + model);
  EXPECT_TRUE(dump.failedGraphs.empty()) << model;
  if (dump.graphs.empty()) throw std::runtime_error("no graph in " + model);
  return std::move(dump.graphs.front());
}

Trace traceOf(const fs::ir::ProgramGraph& g) {
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion);
  scheduler.addObserver(&rec);
  scheduler.run();
  return rec.trace();
}

void expectIdenticalToInductor(const fs::ir::ProgramGraph& g) {
  fs::reference::GraphComparison r = fs::reference::compareGraph(g);
  EXPECT_TRUE(r.onlyInductor.empty());
  EXPECT_TRUE(r.onlyOurs.empty());
  EXPECT_EQ(r.matchedRejections, r.logRejections);
  EXPECT_TRUE(r.reasonMismatches.empty());
  EXPECT_TRUE(r.extraRejections.empty());
  EXPECT_TRUE(r.matches());
}

TEST(Zoo3Mechanisms, DeadNodeLeftInASharedUsersListIsKeptWithANote) {
  // unet_cpu: buf86 (aliases buf88, a ConcatKernel slice) lists op91, which
  // dead_node_elimination removed; the list is the one buf88 shares.
  auto g = zoo3Graph("unet_cpu");
  const fs::ir::Node* op86 = g.preFusion.find("op86");
  ASSERT_NE(op86, nullptr);
  bool listed = false;
  for (const auto& u : op86->outputs.front().users) listed = listed || u.nodeName == "op91";
  EXPECT_TRUE(listed);
  EXPECT_EQ(g.preFusion.find("op91"), nullptr);
  ASSERT_FALSE(g.preFusion.notes.empty());
  EXPECT_EQ(g.preFusion.notes.front().line, 2465);
  EXPECT_NE(g.preFusion.notes.front().message.find("buf86.users names op91"), std::string::npos);
  EXPECT_TRUE(g.preFusion.warnings.empty());
  expectIdenticalToInductor(g);
}

TEST(Zoo3Mechanisms, AUserMissingFromAnUnsharedListIsStillATruncatedFile) {
  // The same dump cut before op86's block: users of buffers in no alias relation
  // name nodes that are not in the file any more.
  const std::string text = fs::testdata::slurp(kZoo3 + "unet_cpu/model__0_inference_0.0/ir_pre_fusion.txt");
  const std::size_t cut = text.find("\nop86: ");
  ASSERT_NE(cut, std::string::npos);
  try {
    fs::inductor::parseIrText(text.substr(0, cut + 1), "cut.txt");
    FAIL() << "expected an error";
  } catch (const fs::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("which is not in this file (truncated file"), std::string::npos) << e.what();
  }
}

TEST(Zoo3Mechanisms, AnEmptyPreFusionFileIsAnEmptyGraph) {
  auto dump = fs::inductor::loadDebugDump(kZoo3 + "ssdlite_detection");
  EXPECT_TRUE(dump.failedGraphs.empty());
  ASSERT_EQ(dump.graphs.size(), 1u);
  EXPECT_TRUE(dump.graphs[0].preFusion.nodes.empty());
  auto trace = traceOf(dump.graphs[0]);
  EXPECT_TRUE(trace.end.plan.nodes.empty());
}

TEST(Zoo3Mechanisms, CycleCheckIsInductorsSearchOverAncestors) {
  // torch_logs.txt: "cannot fuse op132 with op208_op210_op211: will create cycle"
  auto g = zoo3Graph("timm_hrnet_w18_small");
  auto trace = traceOf(g);
  // _try_fusion_pairs' attempts (get_possible_fusions had accepted op176 / op177)
  auto attempt = [&](const std::string& a, const std::string& b) -> std::optional<Decision> {
    for (const auto& r : trace.rounds)
      if (r.begin.round == 1 && !r.begin.reorderRound)
        for (const auto& at : r.attempts)
          if (at.decision.node1 == a && at.decision.node2 == b) return at.decision;
    return std::nullopt;
  };
  for (const auto& [a, b] : {std::pair{"op132", "op208_op210_op211"}, std::pair{"op159", "op193_op195_op196"},
                             std::pair{"op176", "op177"}}) {
    auto d = attempt(a, b);
    ASSERT_TRUE(d.has_value()) << a << " " << b;
    EXPECT_EQ(d->reason, Reason::WillCreateCycle) << a << " " << b;
    EXPECT_FALSE(d->evidence.cyclePath.empty());
  }
  expectIdenticalToInductor(g);
}

TEST(Zoo3Mechanisms, IdentityIndexMeansNoSharedDataBeforeTheVerticalChecks) {
  // op177 reads buf171 at `... + ((d3 - 126)) + 126`, op171 writes it at `... + d3`:
  // different MemoryDeps, so score_fusion_memory is 0 and InductorChoices.can_fuse
  // says "no shared data" before can_fuse_vertical is asked.
  auto g = zoo3Graph("timm_edgenext_xx_small");
  auto trace = traceOf(g);
  auto d = decisionFor(trace, 1, "op171", "op177");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::NoSharedData);
  expectIdenticalToInductor(g);
}

TEST(Zoo3Mechanisms, ReorderRoundDoesNotReorderLoopsOverSizeSymbols) {
  // qwen3_dynamic: the candidate buf7 reads `128*d0*s21 + d1 + 128*d2 + 64*d3`;
  // index.free_symbols holds s21 too, so decide_loop_order_to_match gives up and
  // the reorder round logs "no shared data" for op8 / op9_op10.
  auto g = zoo3Graph("qwen3_dynamic");
  auto trace = traceOf(g);
  auto d = decisionFor(trace, 0, "op8", "op9_op10", /*reorderRound=*/true);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::NoSharedData);
  expectIdenticalToInductor(g);
}

TEST(Zoo3Mechanisms, DynamicGroupSizesCompareAsSympyDoes) {
  // tests/data/corpus/tv_efficientnet_b0__dynamic (the issue-33 corpus): op4 (pointwise,
  // numel 32*s77*q**2 + 64*s77*q + 32*s77 with q = (s53 - 1)//2) and op5 (reduction,
  // numel 32*s77, rnumel q**2 + 2*q + 1). The values agree at every size, but sympy's
  // numel2 * rnumel2 = 32*s77*(q**2 + 2*q + 1) is not the expanded sum: Inductor logs
  // "nodes numel incompatibility" (torch_logs.txt), and so must we.
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/tv_efficientnet_b0__dynamic");
  ASSERT_EQ(dump.graphs.size(), 1u);
  auto trace = traceOf(dump.graphs[0]);
  auto d = decisionFor(trace, 1, "op4", "op5");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::NumelIncompatible);
  expectIdenticalToInductor(dump.graphs[0]);
}

TEST(Zoo3Mechanisms, DynamicLoopsSplitAndAccessesCompareAsSympy) {
  // tests/data/corpus/tv_convnext_tiny__dynamic (ConvNeXt, dynamic=True), round 1.
  // op4 (the channels-last layer norm's output over [s77, X, X, 96], X = (s53//4)) against
  // op1 (its Welford reduction, (s77*X**2, 96)): the hints split, but sympy leaves
  // (X**2)//X of the group after s77 and X, which X is not known to divide: CantSplit,
  // "nodes numel/rnumel incompatibility" (torch_logs.txt).
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/tv_convnext_tiny__dynamic");
  ASSERT_EQ(dump.graphs.size(), 1u);
  auto trace = traceOf(dump.graphs[0]);
  auto split = decisionFor(trace, 1, "op4", "op1");
  ASSERT_TRUE(split.has_value());
  EXPECT_EQ(split->reason, Reason::NumelRnumelIncompatible);
  // op4 writes buf4 over {d2: X}, op14 reads it over {d2: ((X**2)//X)}: the same hints,
  // different MemoryDeps to sympy, so no shared data (not the later "intermediate nodes")
  auto shared = decisionFor(trace, 1, "op4", "op14");
  ASSERT_TRUE(shared.has_value());
  EXPECT_EQ(shared->reason, Reason::NoSharedData);
  EXPECT_EQ(shared->logLine(), "cannot fuse op4 with op14: no shared data");
  // Round 3 (loop reordering): op12 reads op11's buf11 at
  // d1 + 384*ModularIndexing(d0, 1, s77*X**2) over d0 < s77*X*((X**2)//X). On the hints
  // the two accesses normalize alike and the pair went on to a numel mismatch; sympy
  // keeps the ModularIndexing's loops apart, no candidate, "no shared data".
  auto reorder = decisionFor(trace, 0, "op11", "op12", /*reorderRound=*/true);
  ASSERT_TRUE(reorder.has_value());
  EXPECT_EQ(reorder->reason, Reason::NoSharedData);
  expectIdenticalToInductor(dump.graphs[0]);
}

TEST(Zoo3Mechanisms, SizeSymbolsOfEqualExampleValuesAreOneSymbol) {
  // tests/data/corpus/hf_bart__train, the forward: the dropout mask's pointwise op12
  // loops over [2, s7, 128], its consumer's reduction over (2*s50, 128). s7 and s50 are
  // both 32 in output_code.py (get_args): ShapeEnv replaced s7 by s50, and Inductor
  // fuses op11_op12 with op13_op14 (torch_logs.txt). Symbolically apart, the ranges would
  // not split into the reduction's groups.
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/hf_bart__train");
  ASSERT_EQ(dump.graphs.size(), 1u);
  auto trace = traceOf(dump.graphs[0]);
  bool fused = false;
  for (const auto& r : trace.rounds)
    for (const auto& a : r.attempts)
      fused = fused || (a.decision.node1 == "op11_op12" && a.decision.node2 == "op13_op14" && a.decision.accepted);
  EXPECT_TRUE(fused);
  expectIdenticalToInductor(dump.graphs[0]);
}

TEST(Zoo3Mechanisms, CppGroupsCompareAsSympyTuples) {
  // tests/data/dynamic_cpu/convnext_tiny (torch 2.11 CPU, dynamic=True): op11's group is
  // ((s77*((s53//4))**2, 96), ()), op21's ((s77*((s53//4))*(((((s53//4))**2)//((s53//4)))),
  // 96), ()): one value at every size, two sympy tuples, so _why_fuse_nodes finds no
  // reason to fuse them; op6's group is op11's.
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/dynamic_cpu/convnext_tiny");
  ASSERT_EQ(dump.graphs.size(), 1u);
  SchedulerState s(dump.graphs[0].preFusion, Knobs{});
  auto id = [&](const char* name) { return s.leaves[static_cast<std::size_t>(s.leafIndex.at(name))].selfNode; };
  ASSERT_EQ(s.node(id("op11")).group.numel(), s.node(id("op21")).group.numel());
  CppBackend cpp;
  EXPECT_EQ(cpp.whyFuseNodes(s, id("op11"), id("op21")), CppBackend::Relation::None);
  EXPECT_EQ(cpp.whyFuseNodes(s, id("op6"), id("op11")), CppBackend::Relation::SameVarsReduce);
  expectIdenticalToInductor(dump.graphs[0]);
}

TEST(Zoo3Mechanisms, ASymbolicStorageSizeNeverCountsAsPeakMemory) {
  // tests/data/corpus/hf_t5__dynamic (T5, dynamic=True): op28 and op50 read buffers of one
  // user whose storage sizes are symbolic (4*s21**2 ...). can_fusion_increase_peak_memory
  // sums int(key[2]) of buffer_reuse_key, the storage size's sympy_str: for a symbol that
  // raises ValueError and Inductor falls back to "may fuse"; the pair is rejected later,
  // by can_fuse_vertical (intermediate nodes), as Inductor logs. Evaluated at the size
  // hints, the sizes would count and "Fusion will increase peak memory" would speak first.
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/hf_t5__dynamic");
  ASSERT_EQ(dump.graphs.size(), 1u);
  auto trace = traceOf(dump.graphs[0]);
  auto d = decisionFor(trace, 1, "op28", "op50");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::IntermediateNodes);
  expectIdenticalToInductor(dump.graphs[0]);
}

TEST(Zoo3Mechanisms, AForeachNodePrintedWithoutItsChildrenIsReadFromItsName) {
  // Class 5 of issue 33, tests/data/corpus/opt_sgd_momentum__2steps (SGD with momentum,
  // foreach, two steps): Inductor's debug_str of the foreach node op8_..._op15, whose
  // seventh child is a FusedSchedulerNode (op6_op14), raised; Inductor dropped its
  // `snodes[i]` lines and logged "Ignoring error in debug_str()". Its nodes are the
  // names its name joins, in order; the file prints back byte for byte (no children
  // invented), and the plan is Inductor's.
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/opt_sgd_momentum__2steps/model__0_inference_0.0";
  auto post = fs::inductor::readIrFile(dir + "/ir_post_fusion.txt");
  const fs::ir::Node* fe = nullptr;
  for (const auto& n : post.nodes)
    if (n.kind == fs::ir::NodeKind::ForeachKernel) fe = &n;
  ASSERT_NE(fe, nullptr);
  EXPECT_EQ(fe->line, 197);
  EXPECT_TRUE(fe->snodesFromName);
  EXPECT_EQ(fe->leafNames(), (std::vector<std::string>{"op8", "op9", "op10", "op11", "op12", "op13", "op6", "op14", "op15"}));
  ASSERT_EQ(post.notes.size(), 1u);
  EXPECT_EQ(post.notes[0].line, 197);
  EXPECT_NE(post.notes[0].message.find("printed without its snodes"), std::string::npos);
  std::ifstream in(dir + "/ir_post_fusion.txt", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(fs::ir::printGraph(post), text.str());

  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/opt_sgd_momentum__2steps");
  ASSERT_EQ(dump.graphs.size(), 3u);
  EXPECT_TRUE(dump.failedGraphs.empty());
  for (const auto& g : dump.graphs) expectIdenticalToInductor(g);
}

}  // namespace
