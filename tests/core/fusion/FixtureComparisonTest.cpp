// Our scheduler against Inductor 2.11 on every bundled dump: the fused groups
// must equal ir_post_fusion.txt's, every "cannot fuse X with Y: reason" line of
// the torch log must be matched by our decision (same pair, same round, same
// reason code), and we must not reject a pair with a logged reason that the log
// does not show. A difference fails the test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/frontends/inductor/DebugDir.h"
#include "core/reference/Compare.h"
#include "core/fusion/Scheduler.h"
#include "core/fusion/SchedulerState.h"

using namespace fs::fusion;
using namespace fs::reference;

namespace {

struct Case {
  std::string folder;  // under samples/
  std::string graph;
  int fusedGroups;      // fused nodes in ir_post_fusion.txt
  int logRejections;    // "cannot fuse" lines for this graph (rounds + final reorder round)
  int iterations;       // "fusion complete (N iterations)"
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.folder << "/" << c.graph; }

class FixtureComparison : public ::testing::TestWithParam<Case> {};

const fs::ir::ProgramGraph& graphOf(const fs::ir::Program& dump, const std::string& name) {
  for (const auto& g : dump.graphs)
    if (g.name == name) return g;
  throw std::runtime_error("no graph " + name);
}

TEST_P(FixtureComparison, SameGroupsAndReasonsAsInductor) {
  const Case& c = GetParam();
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + c.folder);
  const auto& g = graphOf(dump, c.graph);
  ASSERT_NE(fs::ir::postFusionOf(g), nullptr);
  ASSERT_NE(fs::ir::logOf(g), nullptr);

  GraphComparison r = compareGraph(g);
  EXPECT_EQ(static_cast<int>(r.inductorGroups.size()), c.fusedGroups);
  EXPECT_EQ(r.ourGroups, r.inductorGroups);  // same groups, same leaf order, same plan order
  EXPECT_EQ(r.identicalGroups, c.fusedGroups);
  EXPECT_TRUE(r.onlyInductor.empty());
  EXPECT_TRUE(r.onlyOurs.empty());
  EXPECT_EQ(r.logRejections, c.logRejections);
  EXPECT_EQ(r.matchedRejections, c.logRejections);
  for (const auto& m : r.reasonMismatches)
    ADD_FAILURE() << "round " << m.round << (m.reorderRound ? " (reorder)" : "") << " " << m.node1 << " / "
                  << m.node2 << ": Inductor '" << m.inductorReason << "' vs ours '" << m.ourReason << "'";
  for (const auto& m : r.extraRejections)
    ADD_FAILURE() << "round " << m.round << ": we log '" << m.ourReason << "' for " << m.node1 << " / " << m.node2
                  << ", Inductor does not";
  EXPECT_EQ(r.ourRounds, c.iterations);
  EXPECT_EQ(r.inductorRounds, c.iterations);
  EXPECT_TRUE(r.matches());
}

TEST_P(FixtureComparison, BodyDerivedDependenciesEqualPrintedOnes) {
  // Our extract_read_writes (loop body -> MemoryDeps, with loop merging on the
  // C++ backend) must reproduce every dependency Inductor printed.
  const Case& c = GetParam();
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + c.folder);
  SchedulerState s(graphOf(dump, c.graph).preFusion, Knobs{}, /*verifyExtraction=*/true);
  const auto& stats = s.extraction;
  EXPECT_EQ(stats.nodesMatched, stats.nodesWithBody);
  for (const auto& name : stats.mismatched) ADD_FAILURE() << "dependencies differ for " << name;
}

TEST_P(FixtureComparison, CycleCheckAgreesWithInductorsSearch) {
  // will_fusion_create_cycle is answered by a path search between the pair;
  // Inductor's own found_path over ancestor sets must agree on every attempt.
  const Case& c = GetParam();
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + c.folder);
  Scheduler s(graphOf(dump, c.graph).preFusion);
  s.mutableState().crossCheckCycles = true;
  s.run();
  EXPECT_EQ(s.state().cycleDisagreements, 0);
  if (c.fusedGroups > 0) {
    EXPECT_GT(s.state().cycleChecks, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Cuda, FixtureComparison,
    ::testing::Values(Case{"inductor/add_relu", "inference", 0, 0, 1},
                      Case{"inductor/bn_relu_maxpool", "inference", 0, 2, 1},
                      Case{"inductor/gelu_tanh", "inference", 0, 0, 1},
                      Case{"inductor/layernorm_manual", "inference", 1, 0, 1},
                      Case{"inductor/linear_gelu", "inference", 0, 0, 1},
                      Case{"inductor/softmax_attn", "inference", 1, 1, 2},
                      Case{"inductor/gpt2_eval", "inference", 5, 77, 2},
                      Case{"inductor/resnet50_eval", "inference", 5, 39, 2},
                      Case{"inductor/resnet50_train", "forward", 155, 1042, 2},
                      Case{"inductor/resnet50_train", "backward", 96, 1072, 2}),
    [](const auto& info) {
      std::string n = info.param.folder.substr(info.param.folder.find('/') + 1) + "_" + info.param.graph;
      return n;
    });

INSTANTIATE_TEST_SUITE_P(
    Cpu, FixtureComparison,
    ::testing::Values(Case{"inductor_cpu/add_relu", "inference", 0, 0, 1},
                      Case{"inductor_cpu/bn_relu_maxpool", "inference", 0, 2, 1},
                      Case{"inductor_cpu/gelu_tanh", "inference", 0, 0, 1},
                      Case{"inductor_cpu/layernorm_manual", "inference", 1, 0, 2},
                      Case{"inductor_cpu/softmax_attn", "inference", 0, 0, 1},
                      Case{"inductor_cpu/gpt2_eval", "inference", 11, 192, 3},
                      Case{"inductor_cpu/resnet50_eval", "inference", 4, 39, 2}),
    [](const auto& info) {
      std::string n = info.param.folder.substr(info.param.folder.find('/') + 1) + "_" + info.param.graph;
      return n;
    });

INSTANTIATE_TEST_SUITE_P(
    Zoo, FixtureComparison,
    ::testing::Values(Case{"zoo/cumsum_softmax", "inference", 1, 2, 1},        // scan
                      Case{"zoo/index_put_accumulate", "inference", 0, 4, 1},  // atomic_add stores
                      Case{"zoo/resnet18_dynamic", "inference", 4, 18, 2},     // dynamic shapes
                      Case{"zoo/t5_encoder", "inference", 7, 44, 2},           // Abs in indices
                      Case{"zoo/cat_pointwise", "inference", 2, 14, 2}),       // concatenation buffers
    [](const auto& info) {
      std::string n = info.param.folder.substr(info.param.folder.find('/') + 1) + "_" + info.param.graph;
      return n;
    });

}  // namespace
