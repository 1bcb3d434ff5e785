// explain(): every gate for one pair, with the evidence a user needs.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/Explain.h"
#include "core/util/Error.h"
#include "tests/core/fusion/ZooGraph.h"

using namespace fs::fusion;

namespace {
using fs::fusion::testing::sampleGraph;

TEST(Explain, BnReluIntoMaxPoolHasNoSharedData) {
  // op3 = BatchNorm+ReLU (writes buf3 once per point), op4 = 3x3/2 max-pool
  // (reads buf3 at nine shifted points): no MemoryDep is identical.
  Explanation e = explain(sampleGraph("inductor/bn_relu_maxpool"), "op3", "op4");
  EXPECT_EQ(e.node1, "op3");
  EXPECT_EQ(e.node2, "op4");
  EXPECT_EQ(e.backend, "triton");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);

  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty());
  EXPECT_EQ(rej.front().reason, Reason::NoSharedData);
  EXPECT_EQ(rej.front().gate, Gate::ChoicesCanFuse);
  EXPECT_EQ(rej.front().text, "no shared data");
  EXPECT_EQ(rej.front().logLine(), "cannot fuse op3 with op4: no shared data");

  // The evidence: one write of buf3 against nine shifted reads of it.
  EXPECT_EQ(e.evidence.commonBuffers, std::vector<std::string>{"buf3"});
  ASSERT_EQ(e.evidence.node1Accesses.size(), 1u);
  const Access& w = e.evidence.node1Accesses.front();
  EXPECT_EQ(w.role, "write");
  EXPECT_EQ(w.buffer, "buf3");
  EXPECT_EQ(w.index, "802816*d0 + 7168*d1 + 64*d2 + d3");
  EXPECT_EQ(w.numel, 1605632);
  EXPECT_EQ(w.bytes, 1605632 * 4);
  ASSERT_EQ(e.evidence.node2Accesses.size(), 9u);
  std::set<std::string> indexes;
  for (const Access& r : e.evidence.node2Accesses) {
    EXPECT_EQ(r.role, "read");
    EXPECT_EQ(r.buffer, "buf3");
    EXPECT_EQ(r.numel, 401408);
    EXPECT_NE(r.index.find("802816*d0 + 14336*d1 + 128*d2 + d3"), std::string::npos) << r.index;
    indexes.insert(r.index);
  }
  EXPECT_EQ(indexes.size(), 9u);
  EXPECT_TRUE(indexes.count("802816*d0 + 14336*d1 + 128*d2 + d3 - 7232"));
  EXPECT_TRUE(indexes.count("802816*d0 + 14336*d1 + 128*d2 + d3 + 7232"));
  EXPECT_TRUE(e.evidence.sharedAccesses.empty());
  EXPECT_EQ(e.evidence.sharedDataScore, 0);
  EXPECT_EQ(e.evidence.group1, "(1605632, 1)");
  EXPECT_EQ(e.evidence.group2, "(401408, 1)");
  EXPECT_EQ(e.evidence.orderDistance, 1);
  EXPECT_EQ(e.score.memoryScore, 0);

  // Every gate is evaluated, not only the first failing one: the later
  // rejections (peak memory, memory deps, numel mismatch) are reported too.
  std::set<Reason> reasons;
  for (const auto& d : rej) reasons.insert(d.reason);
  EXPECT_TRUE(reasons.count(Reason::MemoryDepsDidNotMatch));
  EXPECT_TRUE(reasons.count(Reason::NumelMismatchNonReduce));
  const auto numel = std::find_if(rej.begin(), rej.end(), [](const Decision& d) { return d.reason == Reason::NumelMismatchNonReduce; });
  EXPECT_EQ(numel->text, "numel/rnumel mismatch (non-reduce) (1605632, 401408), (1, 1)");
  const auto deps = std::find_if(rej.begin(), rej.end(), [](const Decision& d) { return d.reason == Reason::MemoryDepsDidNotMatch; });
  EXPECT_EQ(deps->evidence.remainingDeps.size(), 9u);
  EXPECT_EQ(e.gates.back().gate, Gate::WillFusionCreateCycle);
  EXPECT_TRUE(e.gates.back().accepted);
  // The horizontal branch is listed but not applicable.
  EXPECT_TRUE(std::any_of(e.gates.begin(), e.gates.end(), [](const Decision& d) {
    return !d.applicable && d.gate == Gate::ChoicesCanFuseHorizontal;
  }));
  std::string text = e.toText();
  EXPECT_NE(text.find("cannot fuse op3 with op4: no shared data"), std::string::npos);
  EXPECT_NE(text.find("(1605632, 1)"), std::string::npos);
  EXPECT_NE(text.find("(401408, 1)"), std::string::npos);
}

TEST(Explain, CppBackendSaysNoSharedDataToo) {
  Explanation e = explain(sampleGraph("inductor_cpu/bn_relu_maxpool"), "op3", "op4");
  EXPECT_EQ(e.backend, "cpp");
  EXPECT_FALSE(e.wouldFuse);
  EXPECT_EQ(e.rejections().front().reason, Reason::NoSharedData);
  EXPECT_EQ(e.evidence.group1, "((25088, 64), ())");
}

// CppScheduling.can_fuse_vertical on full reductions (tests/data/zoo/x_full_reductions_cpu,
// torch 2.11 on the CPU: a softmax over a flattened tensor and a centred second
// moment): op0 (max over all 1920 elements, ranges ((), (1920,))) feeds op1 (the sum of
// exp(x - max), the same ranges). The ranges are equal, but node1 is a reduction and
// with no outer loop (no iteration dimension) outer-loop fusion does not apply: the
// producer-is-a-reduction rejection, not "incompatible loops". op3 (mean) -> op4 (sum
// of squares about it) is the same case; op0 -> op2 (the pointwise exp / sum, ranges
// ((1920,), ())) is the incompatible-ranges one.
TEST(Explain, CppFullReductionFeedingTheSameRangesIsTheReductionProducerCase) {
  const auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/x_full_reductions_cpu");
  ASSERT_EQ(dump.graphs.size(), 1u);
  const auto& g = dump.graphs.front().preFusion;
  for (const auto& [a, b] : {std::pair{"op0", "op1"}, std::pair{"op3", "op4"}}) {
    Explanation e = explain(g, a, b);
    EXPECT_EQ(e.backend, "cpp");
    EXPECT_FALSE(e.wouldFuse);
    ASSERT_FALSE(e.rejections().empty()) << a << "/" << b;
    EXPECT_EQ(e.rejections().front().reason, Reason::CppReductionProducer) << a << "/" << b << "\n" << e.toText();
  }
  Explanation e = explain(g, "op0", "op2");
  ASSERT_FALSE(e.rejections().empty());
  EXPECT_NE(e.rejections().front().reason, Reason::CppReductionProducer);
}

TEST(Explain, LayerNormReductionsFuse) {
  Explanation e = explain(sampleGraph("inductor/layernorm_manual"), "op0", "op2");
  EXPECT_TRUE(e.wouldFuse) << e.toText();
  EXPECT_TRUE(e.rejections().empty());
  EXPECT_GT(e.score.memoryScore, 0);
  EXPECT_FALSE(e.evidence.sharedAccesses.empty());
}

TEST(Explain, LeafNamesResolveToTheirFusedNodeAtALaterRound) {
  // After round 1, op0 and op2 are one node; op4 joins it in round 1 as well,
  // so at the end the pair is one node: an error. At round 0 they are apart.
  auto g = sampleGraph("inductor/layernorm_manual");
  EXPECT_THROW(explain(g, "op0", "op4", {}, -1), fs::InputError);
  Explanation e = explain(g, "op0", "op4", {}, 0);
  EXPECT_EQ(e.node1, "op0");
}

TEST(Explain, UnknownNodeIsAnInputError) {
  EXPECT_THROW(explain(sampleGraph("inductor/layernorm_manual"), "op0", "op99"), fs::InputError);
}

TEST(Explain, ExternNodesAreRejectedStructurally) {
  Explanation e = explain(sampleGraph("inductor/bn_relu_maxpool"), "op2", "op3");
  EXPECT_FALSE(e.wouldFuse);
  EXPECT_EQ(e.rejections().front().reason, Reason::Node1IsExternOrNop);  // torch 2.11's wording
  auto g = sampleGraph("inductor/bn_relu_maxpool");
  g.release = {2, 15};
  EXPECT_EQ(explain(g, "op2", "op3").rejections().front().reason, Reason::Node1IsExtern);
  Explanation r = explain(sampleGraph("inductor/bn_relu_maxpool"), "op1", "op2");
  EXPECT_EQ(r.rejections().front().reason, Reason::Node2IsExternOrNop);
}

}  // namespace

// A round past the last one (fusion of bn_relu_maxpool ends after round 1) is the
// state after the last round, and the text says so, instead of claiming "at the start
// of round 99" for a state fusion never reached.
TEST(Explain, ARoundPastTheLastIsTheEndAndSaysSo) {
  const auto g = sampleGraph("inductor/bn_relu_maxpool");
  const Explanation end = explain(g, "op3", "op4", {}, -1);
  const Explanation past = explain(g, "op3", "op4", {}, 99);
  EXPECT_EQ(past.atRound, -1);
  EXPECT_EQ(past.askedRound, 99);
  EXPECT_EQ(past.roundsRun, end.roundsRun);
  EXPECT_EQ(past.wouldFuse, end.wouldFuse);
  EXPECT_NE(past.toText().find("after the last round: round 99 was asked, and fusion ended after round " +
                               std::to_string(end.roundsRun)),
            std::string::npos)
      << past.toText();
  EXPECT_EQ(explain(g, "op3", "op4", {}, 1).atRound, 1);
}
