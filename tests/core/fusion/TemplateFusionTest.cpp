// Template nodes of max-autotune (SchedulerNode(MultiTemplateBuffer)) on
// mlp_maxautotune: Linear -> GELU -> Linear -> LayerNorm. The two mm nodes
// (op0, op2) are templates: a reduction cannot be their epilogue, the GELU
// (op1) passes can_fuse as op0's epilogue and op2's prologue, and Inductor
// then benchmarks those fusions (speedup_by_fusion), which the unfused
// kernels won: only the LayerNorm nodes fuse.
#include <gtest/gtest.h>

#include "ZooGraph.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/reference/Compare.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"
#include "core/fusion/SchedulerState.h"

using namespace fs::fusion;
using namespace fs::reference;
using fs::fusion::testing::attemptFor;
using fs::fusion::testing::decisionFor;
using fs::fusion::testing::zooGraph;

namespace {

TEST(TemplateFusion, MultiTemplateBufferIsATemplate) {
  auto g = zooGraph("mlp_maxautotune", "inference");
  SchedulerState s(g.preFusion, Knobs{});
  EXPECT_TRUE(s.node(s.leafIndex.at("op0")).isTemplate);
  EXPECT_TRUE(s.node(s.leafIndex.at("op2")).isTemplate);
  EXPECT_FALSE(s.node(s.leafIndex.at("op1")).isTemplate);
}

TEST(TemplateFusion, DecidesAsInductor) {
  auto g = zooGraph("mlp_maxautotune", "inference");
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion);
  scheduler.addObserver(&rec);
  FusionPlan plan = scheduler.run();
  const Trace& t = rec.trace();
  auto d = decisionFor(t, 1, "op0", "op3");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->logLine(), "cannot fuse op0 with op3: template epilogue not satisfied");
  // GELU as prologue of op2: every prologue check passes (no log line).
  auto prologue = decisionFor(t, 1, "op1", "op2");
  ASSERT_TRUE(prologue.has_value());
  EXPECT_TRUE(prologue->accepted);
  // The epilogue fusion is benchmarked; the unfused kernels win by default.
  auto a = attemptFor(t, 1, "op0", "op1");
  ASSERT_TRUE(a.has_value());
  EXPECT_FALSE(a->fused);
  EXPECT_EQ(a->decision.reason, Reason::TemplateFusionNotFaster);
  EXPECT_EQ(a->decision.gate, Gate::SpeedupByFusion);
  EXPECT_EQ(plan.fusedGroups(), (std::vector<std::vector<std::string>>{{"op3", "op4", "op6"}}));

  GraphComparison r = compareGraph(g);
  EXPECT_TRUE(r.matches());
  EXPECT_EQ(r.matchedRejections, 10);
  EXPECT_TRUE(r.extraRejections.empty());
}

TEST(TemplateFusion, PrologueFusionOffRejectsTheGeluPrologue) {
  // config.prologue_fusion = False: the pair Inductor lets through above (op1 as op2's
  // prologue) is rejected by Scheduler.can_fuse's first template check
  auto g = zooGraph("mlp_maxautotune", "inference");
  Knobs k;
  k.prologue_fusion = false;
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion, k);
  scheduler.addObserver(&rec);
  scheduler.run();
  auto prologue = decisionFor(rec.trace(), 1, "op1", "op2");
  ASSERT_TRUE(prologue.has_value());
  EXPECT_FALSE(prologue->accepted);
  EXPECT_EQ(prologue->reason, Reason::PrologueFusionOff);
  EXPECT_EQ(prologue->logLine(), "cannot fuse op1 with op2: prologue fusion turned off");
}

TEST(TemplateFusion, AFasterFusedTemplateTakesItsEpilogue) {
  auto g = zooGraph("mlp_maxautotune", "inference");
  Knobs k;
  k.multi_template_fusion_faster = true;
  FusionPlan plan = fuseGraph(g.preFusion, k);
  EXPECT_EQ(plan.fusedGroups(), (std::vector<std::vector<std::string>>{{"op0", "op1"}, {"op3", "op4", "op6"}}));
}

}  // namespace

namespace {

TEST(TemplateFusion, TheLoggedBenchmarkDecides) {
  // x_maxautotune_mlp (tests/zoo/gen_zoo_extra.py): Inductor timed the GELU as op0's
  // epilogue and logged "can fuse (benchmark): fusing OrderedSet(['buf0']) with
  // OrderedSet(['buf1']) cause 1.560x speedup": the fused template won, whatever
  // the knob says; the log's outcome decides.
  auto g = zooGraph("x_maxautotune_mlp", "inference");
  ASSERT_NE(fs::ir::logOf(g), nullptr);
  const auto verdicts = fs::inductor::benchmarkVerdictsFromLog(*fs::ir::logOf(g));
  EXPECT_EQ(g.preFusion.benchmarkVerdicts, verdicts);  // the graph's own, from the loader
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_EQ(verdicts[0].buffers1, std::vector<std::string>{"buf0"});
  EXPECT_EQ(verdicts[0].buffers2, std::vector<std::string>{"buf1"});
  EXPECT_TRUE(verdicts[0].faster);
  EXPECT_DOUBLE_EQ(verdicts[0].ratio, 1.56);

  Trace trace;
  GraphComparison r = compareGraph(g, Knobs{}, &trace);
  EXPECT_EQ(r.ourGroups, (std::vector<std::vector<std::string>>{{"op0", "op1"}}));
  EXPECT_TRUE(r.matches());
  EXPECT_EQ(r.matchedRejections, 4);
  auto a = attemptFor(trace, 1, "op0", "op1");
  ASSERT_TRUE(a.has_value());
  EXPECT_TRUE(a->fused);
  EXPECT_NE(a->decision.evidence.note.find("was 1.560x faster"), std::string::npos) << a->decision.evidence.note;

  // without the log's outcome the default (unfused kernels faster) keeps them apart
  fs::ir::Graph unlogged = g.preFusion;
  unlogged.benchmarkVerdicts.clear();
  EXPECT_TRUE(fuseGraph(unlogged, Knobs{}).fusedGroups().empty());
}

}  // namespace

namespace {

// A prologue of several nodes with an intermediate used outside it
// (tests/data/corpus/misc_prologue_shared__maxautotune, torch 2.11 on the H200:
// a = 1.5 x + 0.25 is also a graph output, sigmoid(a) feeds the matmul template op2).
// Round 1 fuses op0 (a) and op1 (sigmoid) vertically; op0_op1 as op2's prologue is then
// rejected: buf0 is also used by the graph output ("template prologue can only fuse
// nodes with a single use", scheduler.py's can_fuse), as Inductor logs it.
TEST(TemplateFusion, APrologueWhoseIntermediateIsUsedOutsideIsRejected) {
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/corpus/misc_prologue_shared__maxautotune");
  ASSERT_EQ(dump.graphs.size(), 1u);
  const auto& g = dump.graphs.front();
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion);
  scheduler.addObserver(&rec);
  FusionPlan plan = scheduler.run();
  // the log's AUTOTUNE table: op2's Triton choices are the mm template's, which takes a
  // prologue into every input (prologue_loads_all_inputs)
  ASSERT_TRUE(g.preFusion.autotuneTemplates.count("op2"));
  EXPECT_EQ(g.preFusion.autotuneTemplates.at("op2").front(), "mm");
  auto d = decisionFor(rec.trace(), 2, "op0_op1", "op2");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::PrologueMultipleUses);
  EXPECT_EQ(d->logLine(), "cannot fuse op0_op1 with op2: template prologue can only fuse nodes with a single use");
  EXPECT_EQ(plan.fusedGroups(), (std::vector<std::vector<std::string>>{{"op0", "op1"}}));
  GraphComparison r = compareGraph(g);
  EXPECT_TRUE(r.matches());
  EXPECT_EQ(r.matchedRejections, r.logRejections);
}

}  // namespace

namespace {

// max-autotune's convolution template takes no prologue
// (tests/data/kernels/convnet_maxautotune with its whole torch_logs.txt, torch 2.11 on the H200): op2 is a
// MultiTemplateBuffer over the first convolution; its AUTOTUNE table (torch_logs.txt)
// lists nine triton_convolution2d_* choices, whose template loads its inputs without
// load_input, so get_allowed_prologue_inps() is empty and op0 (the pointwise producer of
// its input) is rejected: "prologue fusion not implemented for kernel for these inputs".
TEST(TemplateFusion, AConvolutionTemplateTakesNoPrologue) {
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/convnet_maxautotune");
  ASSERT_EQ(dump.graphs.size(), 1u);
  auto g = dump.graphs.front();
  // each template node has its table, matched by its inputs' sizes
  ASSERT_EQ(g.preFusion.autotuneTemplates.size(), 3u);
  EXPECT_EQ(g.preFusion.autotuneTemplates.at("op2"), std::vector<std::string>(9, "convolution2d"));
  // (a table prints its ten fastest rows: nine Triton choices beside the library's)
  EXPECT_EQ(g.preFusion.autotuneTemplates.at("op5"), std::vector<std::string>(9, "convolution2d"));
  EXPECT_EQ(g.preFusion.autotuneTemplates.at("op9"), std::vector<std::string>(9, "mm"));  // addmm(8x10, 8x64, 64x10)
  // round 1's decision on the prologue op0 into the template op2
  auto prologueDecision = [&g] {
    RecordingObserver rec;
    Scheduler scheduler(g.preFusion);
    scheduler.addObserver(&rec);
    (void)scheduler.run();
    return decisionFor(rec.trace(), 1, "op0", "op2");
  };
  {
    auto d = prologueDecision();
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->reason, Reason::PrologueInputsNotSupported);
    EXPECT_EQ(d->logLine(), "cannot fuse op0 with op2: prologue fusion not implemented for kernel for these inputs");
    GraphComparison r = compareGraph(g);
    EXPECT_TRUE(r.matches());
    EXPECT_EQ(r.matchedRejections, r.logRejections);
  }
  // A MultiTemplateBuffer allows the union of its Triton choices': one mm choice among
  // them would allow every input, and the pair goes on to the later gates
  g.preFusion.autotuneTemplates["op2"] = {"convolution2d", "mm"};
  auto d = prologueDecision();
  ASSERT_TRUE(d.has_value());
  EXPECT_NE(d->reason, Reason::PrologueInputsNotSupported);
}

}  // namespace
