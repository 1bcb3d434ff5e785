// Where each scheduler node came from: its op, what Inductor inlined into it, its
// source lines and module calls (real dumps: the ResNet stem, torch 2.11 on an H200).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "core/frontends/inductor/DebugDir.h"
#include "core/session/LoadInput.h"
#include "core/session/Provenance.h"
#include "tests/core/TestData.h"

using namespace fs;

namespace {
using fs::testdata::kSamples;


std::vector<std::string> shortNames(const session::NodeOrigin& o) {
  std::vector<std::string> out;
  for (const auto& s : o.sources) out.push_back(s.shortName());
  return out;
}

TEST(Provenance, TheResNetStemNamesWhatEachNodeComputesAndItsLines) {
  const auto dump = inductor::loadDebugDump(kSamples + "/inductor/resnet50_eval");
  const auto p = session::Provenance::of(dump.graphs.front());
  EXPECT_EQ(p.missing(), "");
  // op3 stores relu's output; the BatchNorm before it was inlined.
  const auto* op3 = p.find("op3");
  ASSERT_NE(op3, nullptr);
  EXPECT_EQ(op3->primary, "relu");
  EXPECT_EQ(op3->op, "relu");
  EXPECT_EQ(op3->inlinedOps, (std::vector<std::string>{"batch_norm"}));
  EXPECT_EQ(shortNames(*op3), (std::vector<std::string>{"resnet.py:270", "resnet.py:269"}));
  EXPECT_EQ(op3->label(), "relu (inlined: batch_norm)");
  // op4 is the max-pool (through getitem), recomputing BatchNorm and ReLU.
  const auto* op4 = p.find("op4");
  ASSERT_NE(op4, nullptr);
  EXPECT_EQ(op4->primary, "_low_memory_max_pool_with_offsets");
  EXPECT_EQ(op4->label(), "max_pool (inlined: batch_norm + relu)");
  EXPECT_EQ(shortNames(*op4), (std::vector<std::string>{"resnet.py:271", "resnet.py:269", "resnet.py:270"}));
  EXPECT_EQ(op4->sources.front().code, "x = self.maxpool(x)");
  EXPECT_EQ(op4->sourceText(1), "resnet.py:271 (x = self.maxpool(x)); +2 more");
  // op12 is the residual add with both BatchNorms (bn3 and the downsample's)
  // inlined: each line's decomposition is one batch_norm, even where its adds
  // share the op of the buffer.
  const auto* op12 = p.find("op12");
  ASSERT_NE(op12, nullptr);
  EXPECT_EQ(op12->label(), "add (inlined: batch_norm)");
  EXPECT_EQ(shortNames(*op12), (std::vector<std::string>{"resnet.py:160", "resnet.py:155", "resnet.py:158"}));
  // op2 is the extern convolution.
  ASSERT_NE(p.find("op2"), nullptr);
  EXPECT_EQ(p.find("op2")->op, "convolution");
  // Search by line: whole path components only.
  const auto at271 = p.nodesFrom("resnet.py:271");
  EXPECT_NE(std::find(at271.begin(), at271.end(), "op4"), at271.end());
  EXPECT_EQ(std::find(at271.begin(), at271.end(), "op3"), at271.end());
  EXPECT_EQ(p.nodesFrom("torchvision/models/resnet.py:271"), at271);
  EXPECT_TRUE(p.nodesFrom("net.py:271").empty());
  EXPECT_GT(p.nodesFrom("resnet.py").size(), at271.size());
}

TEST(Provenance, ASequentialModelFallsBackToItsModuleCalls) {
  const auto dump = inductor::loadDebugDump(kSamples + "/inductor/bn_relu_maxpool");
  const auto p = session::Provenance::of(dump.graphs.front());
  EXPECT_EQ(p.missing(), "fx_graph_readable.py has no stack traces");
  const auto* op3 = p.find("op3");
  ASSERT_NE(op3, nullptr);
  EXPECT_TRUE(op3->sources.empty());
  // output_code.py: "input_2 => add, ..., unsqueeze_7", "input_3 => relu"
  EXPECT_EQ(op3->moduleCalls, (std::vector<std::string>{"input_3", "input_2"}));
  EXPECT_EQ(op3->label(), "relu (inlined: batch_norm)");
  EXPECT_EQ(op3->sourceText(), "module calls input_3, input_2 (no stack trace in fx_graph_readable.py)");
  EXPECT_EQ(p.find("op4")->moduleCalls.front(), "input_4");
}

TEST(Provenance, WithoutTheLogOnlyExternKernelsAreNamed) {
  // the dump as when the user compiled without TORCH_LOGS="+fusion": no torch_logs.txt
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("fs_nolog_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::filesystem::copy(kSamples + "/inductor/bn_relu_maxpool/inference", dir / "inference",
                        std::filesystem::copy_options::recursive);
  const auto dump = inductor::loadDebugDump(dir.string());
  std::filesystem::remove_all(dir);
  const auto& graph = dump.graphs.front();
  EXPECT_EQ(ir::logOf(graph), nullptr);
  EXPECT_TRUE(graph.sourceOrigins.empty());
  const auto p = session::Provenance::of(graph);
  EXPECT_NE(p.missing().find("no torch log"), std::string::npos);
  EXPECT_EQ(p.find("op3"), nullptr);
  ASSERT_NE(p.find("op2"), nullptr);
  EXPECT_EQ(p.find("op2")->op, "convolution");
}

}  // namespace

#ifdef FUSIONSCOPE_HAVE_ONNX
// An ONNX model names its nodes' origins itself: each scheduler node's ONNX nodes
// (the lowering's origins), the model's nodes standing in for the FX graph.
TEST(Provenance, AnOnnxModelsNodesAreTheOrigins) {
  const auto dump = fs::session::loadInput(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/onnx/gpt2_eval.onnx");
  const auto p = fs::session::Provenance::of(dump.graphs.at(0));
  EXPECT_EQ(p.missing(), "");
  const auto* ln = p.find("op0");  // the first LayerNorm with the embeddings inlined
  ASSERT_NE(ln, nullptr);
  EXPECT_EQ(ln->label(), "layer_norm (inlined: embedding + cast + add)");
  ASSERT_FALSE(ln->sources.empty());
  EXPECT_EQ(ln->sources[0].shortName(), "gpt2_eval.onnx:33");  // node #33 of the model, as messages say it
  EXPECT_EQ(ln->sources[0].code, "LayerNormalization /m/h.0/ln_1/LayerNormalization");
  const auto* mm = p.find("op4");  // c_attn's Gemm, an addmm extern
  ASSERT_NE(mm, nullptr);
  EXPECT_EQ(mm->op, "addmm");
  EXPECT_EQ(p.nodesFrom("gpt2_eval.onnx:33"), (std::vector<std::string>{"op0", "op1", "op3"}));
  // the attention call is named by the ATen op it calls, the ONNX ops it replaces inlined
  const fs::session::NodeOrigin* sdpa = nullptr;
  for (const auto& n : dump.graphs.at(0).preFusion.nodes)
    if (n.irType == "FallbackKernel" && !sdpa) sdpa = p.find(n.name);
  ASSERT_NE(sdpa, nullptr);
  EXPECT_EQ(sdpa->op, "scaled_dot_product_efficient_attention");
  EXPECT_EQ(sdpa->inlinedOps.front(), "matmul");
  // and so is its output, item 0 of the call's tuple
  for (const auto& n : dump.graphs.at(0).preFusion.nodes)
    if (n.irType == "MultiOutput") {
      EXPECT_EQ(p.find(n.name)->op, "scaled_dot_product_efficient_attention") << n.name;
    }
}
#endif
