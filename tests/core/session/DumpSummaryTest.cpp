// The summary of the ResNet stem says what a user asks first: op3 is the
// BatchNorm+ReLU pointwise node, op4 the max-pool node, and Inductor did not fuse
// them because they share no data.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/frontends/inductor/DebugDir.h"
#include "core/session/DumpSummary.h"
#include "tests/core/TestData.h"

using namespace fs;

namespace {
using fs::testdata::kSamples;

const session::NodeSummary& node(const session::GraphSummary& g, const std::string& name) {
  for (const auto& n : g.nodeList)
    if (n.name == name) return n;
  throw std::out_of_range(name);
}

bool has(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }
}  // namespace

TEST(DumpSummary, BnReluMaxpool) {
  auto s = session::summarize(inductor::loadDebugDump(kSamples + "/inductor/bn_relu_maxpool"));
  ASSERT_EQ(s.graphs.size(), 1u);
  const auto& g = s.graphs[0];
  EXPECT_EQ(g.name, "inference");
  EXPECT_EQ(g.nodes, 5u);
  EXPECT_EQ(g.nodeKinds.at("SchedulerNode"), 4u);
  EXPECT_EQ(g.nodeKinds.at("ExternKernelSchedulerNode"), 1u);
  EXPECT_EQ(g.buffers, 5u);

  const auto& op3 = node(g, "op3");  // BatchNorm (eval: sub, sqrt, reciprocal, mul, add) + ReLU
  EXPECT_EQ(op3.numel, 1605632);
  EXPECT_TRUE(has(op3.origins, "relu"));
  EXPECT_TRUE(has(op3.origins, "sqrt"));
  EXPECT_FALSE(has(op3.origins, "_low_memory_max_pool_with_offsets"));
  const auto& op4 = node(g, "op4");  // max-pool 3x3/2
  EXPECT_EQ(op4.numel, 401408);
  EXPECT_TRUE(has(op4.origins, "_low_memory_max_pool_with_offsets"));
  EXPECT_EQ(node(g, "op2").kernel, "extern_kernels.convolution");

  ASSERT_TRUE(g.scheduledNodes.has_value());
  EXPECT_EQ(*g.scheduledNodes, 5u);  // Inductor fused nothing here
  EXPECT_TRUE(g.fusedGroups.empty());
  ASSERT_EQ(g.rounds.size(), 1u);
  EXPECT_EQ(g.rounds[0].nodesBefore, 5);
  EXPECT_EQ(g.rounds[0].nodesAfter, 5);
  ASSERT_EQ(g.rejections.size(), 1u);
  EXPECT_EQ(g.rejections[0].node1, "op3");
  EXPECT_EQ(g.rejections[0].node2, "op4");
  EXPECT_EQ(g.rejections[0].reason, "no shared data");

  auto j = session::toJson(s);
  EXPECT_EQ(j["graphs"][0]["log"]["rejections"][0]["reason"], "no shared data");
  EXPECT_NE(session::toText(s).find("cannot fuse op3 with op4: no shared data"), std::string::npos);
}

TEST(DumpSummary, Resnet50TrainHasForwardAndBackward) {
  auto s = session::summarize(inductor::loadDebugDump(kSamples + "/inductor/resnet50_train"));
  ASSERT_EQ(s.graphs.size(), 2u);
  EXPECT_EQ(s.graphs[0].name, "forward");
  EXPECT_EQ(s.graphs[0].nodes, 742u);
  EXPECT_EQ(s.graphs[1].name, "backward");
  EXPECT_EQ(s.graphs[1].nodes, 471u);
  for (const auto& g : s.graphs) {
    EXPECT_FALSE(g.rounds.empty()) << g.name;
    ASSERT_TRUE(g.scheduledNodes.has_value());
    EXPECT_LT(*g.scheduledNodes, g.nodes);
    EXPECT_FALSE(g.fusedGroups.empty());
  }
}

TEST(DumpSummary, SaysTheSizeSymbolsAndWhatWasNotRead) {
  // dynamic shapes: the symbols and the example values the decisions are made on
  auto dyn = session::summarize(inductor::loadDebugDump(kSamples + "/zoo/resnet18_dynamic"));
  ASSERT_EQ(dyn.graphs.at(0).sizeSymbols.size(), 2u);
  EXPECT_EQ(dyn.graphs[0].sizeSymbols[0].name, "s77");
  EXPECT_EQ(dyn.graphs[0].sizeSymbols[0].hint, 2);
  auto j = session::toJson(dyn);
  EXPECT_EQ(j["graphs"][0]["size_symbols"][1]["name"], "s53");
  EXPECT_EQ(j["graphs"][0]["size_symbols"][1]["value"], 224);
  EXPECT_EQ(j["graphs"][0]["size_symbols"][1]["source"], "get_args");
  EXPECT_TRUE(j["failed_graphs"].empty());
  EXPECT_TRUE(j["graphs"][0]["opaque_nodes"].empty());

  // a damaged node: listed as opaque, with the reader's located warning
  auto bad = session::summarize(
      inductor::loadDebugDump(std::string(FUSIONSCOPE_SOURCE_DIR) + "/tests/degraded-input/unknown-index-function/ir_pre_fusion.txt"));
  EXPECT_EQ(bad.graphs.at(0).opaqueNodes, std::vector<std::string>{"op4"});
  ASSERT_EQ(bad.graphs[0].warnings.size(), 1u);
  EXPECT_NE(bad.graphs[0].warnings[0].find("ir_pre_fusion.txt:151: op4 is opaque"), std::string::npos);
  EXPECT_NE(session::toText(bad, 10).find("not understood by the reader (opaque, never fused): op4"), std::string::npos);
}
