// Each fusion gate deciding on a real graph, with Inductor's own answer as the
// expectation. The graphs are zoo dumps (tests/data/zoo/<model>, copied unchanged
// from ../shared/zoo/zoo-dev.tar.xz: torch 2.11 on an H200; see its README) whose
// fusion log shows the gate's rejection. Two checks each:
//  - the pair: our decision for the node pair Inductor names is a rejection whose
//    log line is Inductor's, word for word (the line is looked up in torch_logs.txt);
//  - the graph: our fused groups equal ir_post_fusion.txt's and every rejection of
//    the log is ours with the same reason (a gate that decides wrongly anywhere in the
//    graph, rejecting too much or too little, changes one or the other).
// tests/mutation/run.sh breaks each gate in turn and expects these tests to fail.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "ZooGraph.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/reference/Compare.h"
#include "core/fusion/Explain.h"
#include "core/fusion/Scheduler.h"
#include "tests/core/TestData.h"

using namespace fs::fusion;
using namespace fs::reference;
using fs::fusion::testing::zooGraph;

namespace {
using fs::testdata::slurp;

struct GateCase {
  std::string gate;  // the gate the pair exercises (names the test)
  std::string model, graph;
  std::string node1, node2;
  std::string logLine;  // Inductor's line after "[__fusion] "
};

void PrintTo(const GateCase& c, std::ostream* os) { *os << c.gate << " (" << c.model << " " << c.graph << ")"; }

struct GraphRun {
  fs::ir::ProgramGraph dump;
  GraphComparison comparison;
  Trace trace;
};

// One comparison per graph, shared by the cases on it.
const GraphRun& runOf(const std::string& model, const std::string& graph) {
  static std::map<std::string, GraphRun> runs;
  const std::string key = model + "/" + graph;
  auto it = runs.find(key);
  if (it == runs.end()) {
    GraphRun r;
    r.dump = zooGraph(model, graph);
    r.comparison = compareGraph(r.dump, Knobs{}, &r.trace);
    it = runs.emplace(key, std::move(r)).first;
  }
  return it->second;
}

class GateDecisions : public ::testing::TestWithParam<GateCase> {};

TEST_P(GateDecisions, RejectsThePairAsInductorLogsIt) {
  const GateCase& c = GetParam();
  const std::string log = slurp(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/" + c.model + "/torch_logs.txt");
  ASSERT_NE(log.find("[__fusion] " + c.logLine + "\n"), std::string::npos) << "not in Inductor's log: " << c.logLine;
  const GraphRun& r = runOf(c.model, c.graph);
  // our decisions on the pair, every round (Inductor may reject a pair for one reason
  // in a round and for another later): one of them is Inductor's line
  std::vector<std::string> ours;
  for (const auto& round : r.trace.rounds) {
    for (const auto& cand : round.candidates)
      if (!cand.decision.accepted && cand.decision.node1 == c.node1 && cand.decision.node2 == c.node2)
        ours.push_back(cand.decision.logLine());
    for (const auto& a : round.attempts)
      if (!a.decision.accepted && a.decision.node1 == c.node1 && a.decision.node2 == c.node2)
        ours.push_back(a.decision.logLine());
  }
  ASSERT_FALSE(ours.empty()) << "we never reject " << c.node1 << " with " << c.node2;
  EXPECT_NE(std::find(ours.begin(), ours.end(), c.logLine), ours.end())
      << "ours: " << ::testing::PrintToString(ours) << "\nInductor's: " << c.logLine;
}

TEST_P(GateDecisions, WholeGraphAsInductorPlannedIt) {
  const GateCase& c = GetParam();
  const GraphComparison& r = runOf(c.model, c.graph).comparison;
  // the same groups (the order of the plan may differ where nodes are independent)
  auto sorted = [](std::vector<std::vector<std::string>> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  EXPECT_EQ(sorted(r.ourGroups), sorted(r.inductorGroups));
  EXPECT_TRUE(r.onlyInductor.empty());
  EXPECT_TRUE(r.onlyOurs.empty());
  EXPECT_EQ(r.matchedRejections, r.logRejections);
  EXPECT_GT(r.logRejections, 0);
  for (const auto& m : r.reasonMismatches)
    ADD_FAILURE() << "round " << m.round << " " << m.node1 << " / " << m.node2 << ": Inductor '" << m.inductorReason
                  << "' vs ours '" << m.ourReason << "'";
  for (const auto& m : r.extraRejections)
    ADD_FAILURE() << "round " << m.round << ": we log '" << m.ourReason << "' for " << m.node1 << " / " << m.node2
                  << ", Inductor does not";
  EXPECT_EQ(r.ourRounds, r.inductorRounds);
  EXPECT_TRUE(r.matches());
}

INSTANTIATE_TEST_SUITE_P(
    Zoo, GateDecisions,
    ::testing::Values(
        GateCase{"MemoryDepsDidNotMatch", "googlenet", "inference", "op10", "op11",
                 "cannot fuse op10 with op11: memory deps did not match"},
        GateCase{"IncreasePeakMemory", "albert", "inference", "op8", "op33",
                 "cannot fuse op8 with op33: Fusion will increase peak memory"},
        GateCase{"NumelMismatchReduce", "vit_b_32", "inference", "op1", "op4",
                 "cannot fuse op1 with op4: numel/rnumel mismatch (reduce) (600, 100), (128, 6)"},
        GateCase{"NodesTooFarAway", "resnet18_train", "forward", "op28", "op198",
                 "cannot fuse op28 with op198: Nodes are too far away. Fusing them may increase peak memory."},
        GateCase{"TilingMismatch", "convnext_tiny_train", "backward", "op78", "op81",
                 "cannot fuse op78 with op81: tiling mismatch ({'y': 28, 'x': 5376, 'r0_': 1}, {'y': 392, 'x': 384, "
                 "'r0_': 1}, {'y': 392, 'x': 384, 'r0_': 1})"},
        // from tests/zoo/extra.tar.xz (tests/zoo/gen_zoo_extra.py): SGD with momentum, foreach
        GateCase{"ForeachProducerNotDep", "x_sgd_momentum_step", "inference", "op18", "op5_op6_op7_op8_op9",
                 "cannot fuse op18 with op5_op6_op7_op8_op9: candidate producer is not dep of any foreach consumer"},
        // dynamic shapes: the sizes are output_code.py's example inputs
        GateCase{"ScoreBelowThreshold", "llama_dynamic", "inference", "op6", "op8",
                 "cannot fuse op6 with op8: score_fusion_memory_threshold"}),
    [](const auto& info) { return info.param.gate; });

// FusionScope's own gate, first of all: a node the reader did not understand never
// fuses. The dump is bn_relu_maxpool's (samples/inductor) with op4's index damaged
// (tests/degraded-input/unknown-index-function: an index function of a newer PyTorch).
TEST(GateDecisionsOpaque, AnOpaqueNodeIsRejectedFirstAndStaysAlone) {
  auto g = fs::inductor::readIrFile(std::string(FUSIONSCOPE_SOURCE_DIR) +
                                    "/tests/degraded-input/unknown-index-function/ir_pre_fusion.txt");
  ASSERT_TRUE(g.find("op4")->isOpaque());
  Explanation e = explain(g, "op3", "op4");
  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty());
  EXPECT_EQ(rej.front().reason, Reason::OpaqueNode);
  EXPECT_FALSE(e.wouldFuse);
  for (const auto& group : fuseGraph(g).fusedGroups())
    EXPECT_EQ(std::count(group.begin(), group.end(), "op4"), 0) << "op4 fused";
}

// Inductor's too-far gate is strict (`> 64`): a pair exactly at the threshold may
// fuse. No zoo pair sits at distance 64, so the threshold (a knob) is moved to the
// distance of a pair Inductor logs as too far: resnet18_train's op28 and op198.
TEST(GateDecisionsBoundary, TooFarMeansStrictlyBeyondTheThreshold) {
  const auto g = zooGraph("resnet18_train", "forward").preFusion;
  auto tooFar = [&](int threshold, int* distance = nullptr) {
    Knobs k;
    k.long_distance_threshold = threshold;
    Explanation e = explain(g, "op28", "op198", k);
    if (distance) *distance = e.evidence.orderDistance;
    EXPECT_EQ(e.relation, "horizontal");
    for (const auto& d : e.rejections())
      if (d.reason == Reason::NodesTooFarAway) return true;
    return false;
  };
  int distance = 0;
  EXPECT_TRUE(tooFar(Knobs{}.long_distance_threshold, &distance));
  EXPECT_EQ(distance, 149);  // node orders of the pre-fusion graph
  EXPECT_TRUE(tooFar(distance - 1));
  EXPECT_FALSE(tooFar(distance));
}

// fusable_read_and_write compares the loop ranges too: a read of the first 16 of
// each row of 256 (x_sort_topk: topk's input, a slice of buf9) has the write's
// index but not its ranges. Inductor logs the pair's first failing check, "no shared
// data" (tests/zoo/extra.tar.xz's log: "cannot fuse op9 with op12: no shared data");
// explain() evaluates every gate, and can_fuse_vertical's is "memory deps did not
// match": read.size[:len(write.size)] = (64, 16) != write.size = (64, 256).
TEST(GateDecisionsVertical, ASliceReadDoesNotMatchTheWholeWrite) {
  auto g = fs::inductor::readIrFile(std::string(FUSIONSCOPE_TESTDATA_DIR) +
                                    "/zoo/x_sort_topk/model__0_inference_0.0/ir_pre_fusion.txt");
  Explanation e = explain(g, "op9", "op12");
  EXPECT_EQ(e.relation, "vertical");
  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty());
  EXPECT_EQ(rej.front().logLine(), "cannot fuse op9 with op12: no shared data");
  bool depsDiffer = false;
  for (const auto& d : rej) depsDiffer |= d.reason == Reason::MemoryDepsDidNotMatch;
  EXPECT_TRUE(depsDiffer) << e.toText();
}

}  // namespace

