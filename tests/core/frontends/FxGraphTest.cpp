// fx_graph_readable.py: FX nodes, their ops and inputs, and the `# File:` line
// each came from (real dumps: torch 2.11 on an H200).
#include <gtest/gtest.h>

#include <string>

#include "core/frontends/inductor/FxGraph.h"
#include "tests/core/TestData.h"

using namespace fs;

namespace {
using fs::testdata::kSamples;


TEST(FxGraph, ResNetNodesHaveTheirOpsInputsAndSourceLines) {
  const auto g = inductor::readFxGraph(kSamples + "/inductor/resnet50_eval/inference/fx_graph_readable.py");
  // `grep -cE '^        [A-Za-z_0-9]+(: "[^"]*")? = '` counts 972 statements; forward() has 268 inputs.
  EXPECT_EQ(g.nodes.size(), 972u + 268u);
  EXPECT_EQ(g.skippedLines, 0);
  // 171 `# File:` comments name 18 distinct lines (the bottleneck's repeat).
  EXPECT_EQ(g.sources.size(), 18u);

  const auto* arg = g.find("arg0_1");
  ASSERT_NE(arg, nullptr);
  EXPECT_EQ(arg->op, "placeholder");
  EXPECT_EQ(arg->type, "f32[64, 3, 7, 7]");

  const auto* conv = g.find("convolution");
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(conv->op, "convolution");
  EXPECT_EQ(conv->target, "torch.ops.aten.convolution.default");
  EXPECT_EQ(conv->inputs, (std::vector<std::string>{"arg1_1", "arg0_1"}));
  const auto* s = g.sourceOf("convolution");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->line, 268);
  EXPECT_EQ(s->function, "_forward_impl");
  EXPECT_EQ(s->code, "x = self.conv1(x)");
  EXPECT_EQ(s->shortName(), "resnet.py:268");
  EXPECT_NE(s->file.find("/torchvision/models/resnet.py"), std::string::npos);

  // A tuple-valued op has no printed type; `x[0]` is a getitem of it.
  const auto* pool = g.find("_low_memory_max_pool_with_offsets");
  ASSERT_NE(pool, nullptr);
  EXPECT_EQ(pool->op, "_low_memory_max_pool_with_offsets");
  EXPECT_EQ(pool->type, "");
  EXPECT_EQ(pool->inputs, (std::vector<std::string>{"relu"}));
  const auto* item = g.find("getitem");
  ASSERT_NE(item, nullptr);
  EXPECT_EQ(item->op, "getitem");
  EXPECT_EQ(item->inputs, (std::vector<std::string>{"_low_memory_max_pool_with_offsets"}));
  EXPECT_EQ(g.sourceOf("getitem")->shortName(), "resnet.py:271");
  EXPECT_EQ(g.sourceOf("relu")->code, "x = self.relu(x)");
  EXPECT_LT(g.indexOf("relu"), g.indexOf("getitem"));
}

TEST(FxGraph, ASequentialModelHasNoStackTraces) {
  // Dynamo keeps no frame inside torch's own files: nn.Sequential's nodes have none.
  const auto g = inductor::readFxGraph(kSamples + "/inductor/bn_relu_maxpool/inference/fx_graph_readable.py");
  EXPECT_EQ(g.nodes.size(), 20u + 6u);
  EXPECT_FALSE(g.hasSources());
  EXPECT_EQ(g.sourceOf("relu"), nullptr);
  ASSERT_NE(g.find("relu"), nullptr);
  EXPECT_EQ(g.find("relu")->inputs, (std::vector<std::string>{"add_1"}));
}

TEST(FxGraph, NoStacktraceCommentEndsTheTraceAndBadLinesAreSkipped) {
  // Two real statements of resnet50_eval's graph, a `No stacktrace` marker between
  // them, and one statement cut short.
  const std::string text =
      "class <lambda>(torch.nn.Module):\n"
      "    def forward(self, arg1_1: \"f32[2, 3, 224, 224]\", arg0_1: \"f32[64, 3, 7, 7]\"):\n"
      "        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:268 in "
      "_forward_impl, code: x = self.conv1(x)\n"
      "        convolution: \"f32[2, 64, 112, 112]\" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], "
      "[3, 3], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None\n"
      "        # No stacktrace found for following nodes\n"
      "        relu: \"f32[2, 64, 112, 112]\" = torch.ops.aten.relu.default(convolution);  convolution = None\n"
      "        relu_1: \"f32[2, 64\n"
      "        return (relu,)\n";
  const auto g = inductor::parseFxGraph(text, "fx_graph_readable.py");
  EXPECT_EQ(g.nodes.size(), 4u);
  EXPECT_EQ(g.skippedLines, 1);
  ASSERT_NE(g.sourceOf("convolution"), nullptr);
  EXPECT_EQ(g.sourceOf("convolution")->line, 268);
  EXPECT_EQ(g.sourceOf("relu"), nullptr);
  EXPECT_EQ(g.find("relu")->inputs, (std::vector<std::string>{"convolution"}));
}

}  // namespace
