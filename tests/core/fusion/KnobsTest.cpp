// What-if knobs: each changes the plan in the way it says, and nothing else.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"
#include "core/util/Error.h"
#include "tests/core/fusion/ZooGraph.h"

using namespace fs::fusion;

namespace {
using fs::fusion::testing::sampleGraph;

std::vector<std::vector<std::string>> planLeaves(const FusionPlan& p) {
  std::vector<std::vector<std::string>> out;
  for (const auto& n : p.nodes) out.push_back(n.leaves);
  return out;
}

Knobs with(std::initializer_list<const char*> sets) {
  Knobs k;
  for (const char* s : sets) setKnob(k, s);
  return k;
}

using Plan = std::vector<std::vector<std::string>>;

TEST(Knobs, DefaultsAreInductors) {
  Knobs k;
  EXPECT_EQ(k.max_fusion_size, 64);
  EXPECT_FALSE(k.aggressive_fusion);
  EXPECT_TRUE(k.epilogue_fusion);
  EXPECT_EQ(k.score_fusion_memory_threshold, 10);
  EXPECT_TRUE(k.loop_ordering_after_fusion);
  EXPECT_EQ(k.max_fusion_buffer_group_pairwise_attempts, 64);
  EXPECT_EQ(k.cpp_max_horizontal_fusion_size, 16);
}

TEST(Knobs, DefaultPlanOfLayerNorm) {
  EXPECT_EQ(planLeaves(fuseGraph(sampleGraph("inductor/layernorm_manual"))), (Plan{{"op0", "op2", "op4"}}));
}

TEST(Knobs, MaxFusionSizeOneFusesNothing) {
  for (const char* folder : {"inductor/layernorm_manual", "inductor/gpt2_eval", "inductor_cpu/gpt2_eval"}) {
    auto g = sampleGraph(folder);
    RecordingObserver rec;
    FusionPlan p = fuseGraph(g, with({"max_fusion_size=1"}), &rec);
    EXPECT_TRUE(p.fusedGroups().empty()) << folder;
    ASSERT_EQ(p.nodes.size(), g.nodes.size()) << folder;
    for (std::size_t i = 0; i < g.nodes.size(); ++i) EXPECT_EQ(p.nodes[i].leaves, std::vector<std::string>{g.nodes[i].name});
    EXPECT_EQ(p.iterations, 1);
  }
  // resnet50_train backward: 471 nodes, all alone.
  auto g = sampleGraph("inductor/resnet50_train", "backward");
  FusionPlan p = fuseGraph(g, with({"max_fusion_size=1"}));
  EXPECT_EQ(p.nodes.size(), 471u);
  EXPECT_TRUE(p.fusedGroups().empty());
}

TEST(Knobs, MaxFusionSizeTwoStopsAfterTheFirstPair) {
  RecordingObserver rec;
  FusionPlan p = fuseGraph(sampleGraph("inductor/layernorm_manual"), with({"max_fusion_size=2"}), &rec);
  EXPECT_EQ(planLeaves(p), (Plan{{"op0", "op2"}, {"op4"}}));
  bool sawExceeds = false;
  for (const auto& line : rec.trace().logLines())
    if (line == "cannot fuse op0_op2 with op4: exceeds max fusion") sawExceeds = true;
  EXPECT_TRUE(sawExceeds);
}

TEST(Knobs, DisablingReductionsLeavesThemAlone) {
  RecordingObserver rec;
  FusionPlan p = fuseGraph(sampleGraph("inductor/layernorm_manual"), with({"disabled_node_kinds=reduction"}), &rec);
  EXPECT_EQ(planLeaves(p), (Plan{{"op0"}, {"op2"}, {"op4"}}));
  int disabled = 0;
  for (const auto& r : rec.trace().rounds)
    for (const auto& c : r.candidates)
      if (c.decision.reason == Reason::NodeKindDisabled) ++disabled;
  EXPECT_GT(disabled, 0);
}

TEST(Knobs, DisablingPointwiseKeepsTheReductionPair) {
  EXPECT_EQ(planLeaves(fuseGraph(sampleGraph("inductor/layernorm_manual"), with({"disabled_node_kinds=pointwise"}))),
            (Plan{{"op0", "op2"}, {"op4"}}));
}

TEST(Knobs, DisabledBufferKeepsItsProducerAlone) {
  EXPECT_EQ(planLeaves(fuseGraph(sampleGraph("inductor/layernorm_manual"), with({"disabled_buffers=buf0"}))),
            (Plan{{"op0"}, {"op2", "op4"}}));
}

TEST(Knobs, HorizontalOnlyRejectsTheSoftmaxChain) {
  auto g = sampleGraph("inductor/softmax_attn");
  EXPECT_EQ(planLeaves(fuseGraph(g)), (Plan{{"op0"}, {"op1", "op2", "op3"}, {"op4"}}));
  EXPECT_EQ(planLeaves(fuseGraph(g, with({"vertical_only=true"}))), (Plan{{"op0"}, {"op1", "op2", "op3"}, {"op4"}}));
  EXPECT_EQ(planLeaves(fuseGraph(g, with({"horizontal_only=true"}))),
            (Plan{{"op0"}, {"op1"}, {"op2"}, {"op3"}, {"op4"}}));
}

TEST(Knobs, VerticalOnlyKeepsTheHorizontalReductionsApart) {
  // resnet50_train forward: Inductor fuses each BatchNorm's statistics, reductions of the
  // same input that depend on each other not at all (op19, op20, op21; ir_post_fusion.txt)
  auto g = sampleGraph("inductor/resnet50_train", "forward");
  auto has = [](const FusionPlan& p, const std::vector<std::string>& group) {
    auto groups = p.fusedGroups();
    return std::find(groups.begin(), groups.end(), group) != groups.end();
  };
  const FusionPlan inductor = fuseGraph(g), vertical = fuseGraph(g, with({"vertical_only=true"}));
  EXPECT_TRUE(has(inductor, {"op19", "op20", "op21"}));
  EXPECT_FALSE(has(vertical, {"op19", "op20", "op21"}));
  EXPECT_EQ(inductor.fusedGroups().size(), 155u);
  EXPECT_EQ(vertical.fusedGroups().size(), 154u);
  for (const auto& group : vertical.fusedGroups())
    EXPECT_FALSE(std::count(group.begin(), group.end(), "op19") && std::count(group.begin(), group.end(), "op20"));
}

TEST(Knobs, MaxUniqueIoBuffersStopsTheLayerNormAtItsStatistics) {
  // Inductor's config.max_fusion_unique_io_buffers (fusion_prevent_too_many_reads_and_writes):
  // the statistics (op0, op2) read x and write mean and variance; adding the
  // normalisation (op4: x, the statistics, weight, bias, the output) needs more than 3
  auto g = sampleGraph("inductor/layernorm_manual");
  EXPECT_EQ(planLeaves(fuseGraph(g, with({"max_fusion_unique_io_buffers=3"}))), (Plan{{"op0", "op2"}, {"op4"}}));
  EXPECT_TRUE(fuseGraph(g, with({"max_fusion_unique_io_buffers=2"})).fusedGroups().empty());
  EXPECT_EQ(planLeaves(fuseGraph(g, with({"max_fusion_unique_io_buffers=0"}))), (Plan{{"op0", "op2", "op4"}}));
}

TEST(Knobs, CppMaxHorizontalFusionSizeOneKeepsTheHorizontalPartnersOut) {
  // gpt2_eval on the CPU: Inductor's plan joins op12 to op13 and op14 horizontally (no
  // dependency between op12 and the others); with cpp.max_horizontal_fusion_size = 1
  // the C++ backend's can_fuse_horizontal refuses every horizontal pair
  auto g = sampleGraph("inductor_cpu/gpt2_eval");
  auto has = [](const FusionPlan& p, const std::vector<std::string>& group) {
    auto groups = p.fusedGroups();
    return std::find(groups.begin(), groups.end(), group) != groups.end();
  };
  const FusionPlan inductor = fuseGraph(g);
  RecordingObserver rec;
  const FusionPlan limited = fuseGraph(g, with({"cpp.max_horizontal_fusion_size=1"}), &rec);
  for (const auto& [wide, narrow] : {std::pair<std::vector<std::string>, std::vector<std::string>>{{"op12", "op13", "op14"}, {"op13", "op14"}},
                                     {{"op40", "op41", "op42"}, {"op41", "op42"}}}) {
    EXPECT_TRUE(has(inductor, wide));
    EXPECT_FALSE(has(limited, wide));
    EXPECT_TRUE(has(limited, narrow));
  }
  int refused = 0;
  for (const auto& r : rec.trace().rounds) {
    for (const auto& c : r.candidates) refused += c.decision.reason == Reason::CppHorizontalSizeLimit;
    for (const auto& a : r.attempts) refused += a.decision.reason == Reason::CppHorizontalSizeLimit;
  }
  EXPECT_GT(refused, 0);
  EXPECT_EQ(planLeaves(fuseGraph(g, with({"cpp.max_horizontal_fusion_size=2"}))), planLeaves(inductor));
}

TEST(Knobs, SetKnobParsesAndRejects) {
  Knobs k;
  setKnob(k, "max_fusion_size=3");
  setKnob(k, "cpp.max_horizontal_fusion_size=4");
  setKnob(k, "aggressive_fusion=on");
  setKnob(k, "disabled_node_kinds=reduction, template");
  EXPECT_EQ(k.max_fusion_size, 3);
  EXPECT_EQ(k.cpp_max_horizontal_fusion_size, 4);
  EXPECT_TRUE(k.aggressive_fusion);
  EXPECT_EQ(k.disabled_node_kinds, (std::vector<std::string>{"reduction", "template"}));
  EXPECT_THROW(setKnob(k, "no_such_knob=1"), fs::InputError);
  EXPECT_THROW(setKnob(k, "max_fusion_size=lots"), fs::InputError);
  EXPECT_THROW(setKnob(k, "aggressive_fusion=maybe"), fs::InputError);
  EXPECT_THROW(setKnob(k, "max_fusion_size"), fs::InputError);
  try {
    setKnob(k, "no_such_knob=1");
  } catch (const fs::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown knob 'no_such_knob'"), std::string::npos);
  }
  Knobs back;
  for (const auto& [name, value] : knobValues(k)) setKnob(back, name + "=" + value);
  EXPECT_EQ(back, k);
}

}  // namespace

// max_rounds=0 is "fusion off": not one round runs, not even the reorder round
// that Inductor's fuse_nodes runs after its `for i in range(10)` loop (which would
// fuse on the GPU graphs with loop_ordering_after_fusion on).
TEST(Knobs, MaxRoundsZeroIsFusionOff) {
  for (const char* folder : {"inductor/layernorm_manual", "inductor/gpt2_eval", "inductor/bn_relu_maxpool"}) {
    auto g = sampleGraph(folder);
    RecordingObserver rec;
    FusionPlan p = fuseGraph(g, with({"max_rounds=0"}), &rec);
    EXPECT_TRUE(p.fusedGroups().empty()) << folder;
    EXPECT_EQ(p.nodes.size(), g.nodes.size()) << folder;
    EXPECT_EQ(p.iterations, 0) << folder;
  }
}

// max_rounds=N runs exactly N rounds of fuse_nodes' `for i in range(10)` loop (the
// knob is that 10). unet_cpu (tests/data/zoo3, a CPU dump) needs three: 107 nodes,
// then 79 after round 1, 67 after round 2, and round 3 fuses nothing. One round fewer
// or more than asked shows in the node count (without the final reorder round, which
// would fuse round 2's pairs) and in the rounds the trace records.
TEST(Knobs, MaxRoundsRunsExactlyThatManyRounds) {
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo3/unet_cpu");
  ASSERT_FALSE(dump.graphs.empty());
  const auto& g = dump.graphs.front().preFusion;
  ASSERT_EQ(g.nodes.size(), 107u);
  struct Case {
    int maxRounds;
    std::size_t nodesAfter;
  };
  for (Case c : {Case{1, 79}, Case{2, 67}, Case{3, 67}, Case{10, 67}}) {
    RecordingObserver rec;
    const std::string rounds = "max_rounds=" + std::to_string(c.maxRounds);
    FusionPlan p = fuseGraph(g, with({rounds.c_str(), "loop_ordering_after_fusion=false", "loop_index_inversion_in_fusion=false"}), &rec);
    EXPECT_EQ(p.nodes.size(), c.nodesAfter) << "max_rounds=" << c.maxRounds;
    EXPECT_EQ(p.iterations, std::min(c.maxRounds, 3)) << "max_rounds=" << c.maxRounds;
    int fuseRounds = 0;
    for (const auto& r : rec.trace().rounds) fuseRounds += r.begin.reorderRound ? 0 : 1;
    EXPECT_EQ(fuseRounds, std::min(c.maxRounds, 3)) << "max_rounds=" << c.maxRounds;
  }
}

TEST(Knobs, InfoHasTypesDefaultsAndHelpForEveryKnob) {
  Knobs k = with({"max_rounds=3", "vertical_only=true"});
  const auto info = knobInfo(k);
  ASSERT_EQ(info.size(), knobNames().size());
  for (const auto& i : info) {
    EXPECT_FALSE(i.help.empty()) << i.name;
    Knobs back;
    setKnob(back, i.name + "=" + i.defaultValue);
    EXPECT_EQ(back, Knobs{}) << i.name;
  }
  auto find = [&](const std::string& n) {
    for (const auto& i : info)
      if (i.name == n) return i;
    throw std::runtime_error(n);
  };
  EXPECT_EQ(find("max_rounds").type, KnobType::Int);
  EXPECT_EQ(find("max_rounds").value, "3");
  EXPECT_EQ(find("max_rounds").defaultValue, "10");
  EXPECT_EQ(find("vertical_only").type, KnobType::Bool);
  EXPECT_EQ(find("vertical_only").value, "true");
  EXPECT_EQ(find("disabled_buffers").type, KnobType::List);
  EXPECT_NE(find("max_fusion_size").help.find("config.max_fusion_size"), std::string::npos);
}
