// Two compiles of ResNet-18 (static: tests/data/zoo/resnet18; dynamic shapes:
// samples/zoo/resnet18_dynamic; torch 2.11 on an H200), nodes matched by their source lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "core/frontends/inductor/DebugDir.h"
#include "core/session/CompileDiff.h"

using namespace fs;

namespace {

const std::string kZoo = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo";
const std::string kDynamic = std::string(FUSIONSCOPE_SAMPLES_DIR) + "/zoo/resnet18_dynamic";

TEST(CompileDiff, StaticAndDynamicResNet18) {
  const auto a = inductor::loadDebugDump(kZoo + "/resnet18");
  const auto b = inductor::loadDebugDump(kDynamic);
  const auto d = session::diffCompiles(a, b);
  ASSERT_EQ(d.graphs.size(), 1u);
  const auto& g = d.graphs.front();
  // `grep -cE '^\s+triton_\w+\.run\(' output_code.py`: 36 and 18 launches
  EXPECT_EQ(g.kernelsA, 36);
  EXPECT_EQ(g.kernelsB, 18);
  EXPECT_EQ(g.nodesA, 61);
  EXPECT_EQ(g.nodesB, 43);
  // The static compile converts the input and weights to channels-last first:
  // pointwise copies whose origin is the stem's convolution (resnet.py:268).
  EXPECT_NE(std::find(g.onlyA.begin(), g.onlyA.end(), "op0 (convolution@resnet.py:268)"), g.onlyA.end());
  // The last block's ReLU (resnet.py:103) and the average pool's mean (resnet.py:278)
  // are op52/op58 in one compile and op36/op40 in the other; the logs give
  // different reasons: "no shared data" against "intermediate nodes between node1 & node2".
  const auto it = std::find_if(g.reasonChanges.begin(), g.reasonChanges.end(), [](const session::ReasonChange& r) {
    return r.a1 == "op52" && r.a2 == "op58";
  });
  ASSERT_NE(it, g.reasonChanges.end());
  EXPECT_EQ(it->b1, "op36");
  EXPECT_EQ(it->b2, "op40");
  EXPECT_EQ(it->reasonA, "no shared data");
  EXPECT_EQ(it->reasonB, "intermediate nodes between node1 & node2");
  // Matched by source, never by name: op52 of A is op36 of B.
  EXPECT_NE(std::find(g.matches.begin(), g.matches.end(), std::make_pair(std::string("op52"), std::string("op36"))),
            g.matches.end());
}

TEST(CompileDiff, ACompileAgainstItselfIsTheSamePlan) {
  const auto a = inductor::loadDebugDump(kZoo + "/resnet18");
  const auto d = session::diffCompiles(a, a);
  ASSERT_EQ(d.graphs.size(), 1u);
  const auto& g = d.graphs.front();
  EXPECT_EQ(g.matched, 61);
  EXPECT_TRUE(g.onlyA.empty());
  EXPECT_TRUE(g.groupChanges.empty());
  EXPECT_TRUE(g.reasonChanges.empty());
  EXPECT_EQ(g.reasonsOnlyA + g.reasonsOnlyB, 0);
}

}  // namespace
