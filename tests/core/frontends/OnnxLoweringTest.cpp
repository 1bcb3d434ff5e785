// The ONNX lowering (core/frontends/onnx/Lowering.h) against Inductor on the same
// models: samples/onnx holds torch.onnx.export's files of the models whose Inductor
// dumps are in samples/inductor. Where the export keeps ATen's ops, the lowered graph
// must fuse into the same kernels as Inductor's plan (ir_post_fusion.txt); for
// add_relu the lowered IR is Inductor's ir_pre_fusion.txt byte for byte.
#include <gtest/gtest.h>
#include <onnx/onnx_pb.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "core/frontends/inductor/IrReader.h"
#include "core/frontends/onnx/Lowering.h"
#include "core/fusion/Explain.h"
#include "core/fusion/Scheduler.h"
#include "core/ir/Printer.h"
#include "core/runtime/HostBuffers.h"
#include "core/runtime/Interpreter.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

namespace {
using fs::testdata::kSamples;

namespace fo = fs::onnx;

fo::Lowered lower(const std::string& model, const std::string& device = "cuda") {
  return fo::lowerOnnx(fo::loadOnnxModel(kSamples + "/onnx/" + model + ".onnx"), {device});
}

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// Kernels of Inductor's plan: the top-level nodes of ir_post_fusion.txt, each as the
// list of its leaves.
std::vector<std::vector<std::string>> inductorKernels(const std::string& model) {
  auto post = fs::inductor::readIrFile(kSamples + "/inductor/" + model + "/inference/ir_post_fusion.txt");
  std::vector<std::vector<std::string>> out;
  for (const auto& n : post.nodes) out.push_back(n.leafNames());
  return out;
}
std::vector<std::vector<std::string>> ourKernels(const fs::ir::Graph& g) {
  std::vector<std::vector<std::string>> out;
  for (const auto& n : fs::fusion::fuseGraph(g).nodes) out.push_back(n.leaves);
  return out;
}

TEST(OnnxLowering, AddReluIsInductorsPreFusionIrByteForByte) {
  auto l = lower("add_relu");
  EXPECT_EQ(trimmed(fs::ir::printGraph(l.graph)),
            trimmed(readText(kSamples + "/inductor/add_relu/inference/ir_pre_fusion.txt")));
  EXPECT_EQ(l.inputNames.at("arg0_1"), "onnx::Add_0");
  EXPECT_EQ(l.origins.at("op0"), (std::vector<int>{0, 1, 2}));  // Constant, Add, Relu in one node
  EXPECT_TRUE(l.graph.warnings.empty());
}

TEST(OnnxLowering, SameKernelsAsInductorWhereTheExportKeepsTheOps) {
  // node names differ only where the export differs: layernorm_manual's export
  // computes the mean twice (4 nodes, Inductor 3), fused into one kernel by both
  for (const char* model : {"add_relu", "gelu_tanh", "layernorm_manual", "linear_gelu", "softmax_attn"}) {
    auto l = lower(model);
    const auto ours = ourKernels(l.graph), theirs = inductorKernels(model);
    ASSERT_EQ(ours.size(), theirs.size()) << model;
    if (std::string(model) == "layernorm_manual") continue;
    for (std::size_t k = 0; k < ours.size(); ++k) EXPECT_EQ(ours[k], theirs[k]) << model << " kernel " << k;
  }
  auto ln = ourKernels(lower("layernorm_manual").graph);
  EXPECT_EQ(ln, (std::vector<std::vector<std::string>>{{"op0", "op1", "op2", "op3"}}));
}

TEST(OnnxLowering, SoftmaxIsMaxExpSumDivBetweenTwoBmms) {
  auto l = lower("softmax_attn");
  ASSERT_EQ(l.graph.nodes.size(), 5u);
  std::vector<std::string> kinds;
  for (const auto& n : l.graph.nodes) {
    std::string k = n.kernel ? *n.kernel : "";
    if (n.body)
      for (const auto& op : n.body->blocks[0].ops)
        if (op.op == "reduction") k = "reduction " + op.args.at(2).text;
    kinds.push_back(k.empty() ? "pointwise" : k);
  }
  EXPECT_EQ(kinds, (std::vector<std::string>{"extern_kernels.bmm", "reduction max", "reduction sum", "pointwise",
                                             "extern_kernels.bmm"}));
  // the bmm reads the transposed key as a strided view of the input: no copy
  EXPECT_EQ(fs::ir::depRepr(l.graph.nodes[0].met_dependencies.at(1)), "StarDep(name='arg1_1', mode=None)");
  EXPECT_EQ(l.graph.nodes[0].outputs[0].layout.size, (std::vector<std::int64_t>{48, 512, 512}));
}

// ResNet-50: the export folds each BatchNorm into its convolution; with Inductor's
// layout optimization both plans have 122 scheduled nodes: 18 channels-last copies
// (the input and the 17 weights that are not 1x1: a 1x1 weight is already in NHWC
// stride order), 53 convolutions, 1 mm.
TEST(OnnxLowering, Resnet50HasInductorsKernelsWithItsChannelsLastCopies) {
  auto l = lower("resnet50_eval");
  const auto ours = ourKernels(l.graph).size(), theirs = inductorKernels("resnet50_eval").size();
  std::printf("resnet50_eval: %zu kernels, Inductor %zu\n", ours, theirs);
  EXPECT_EQ(ours, theirs);
  EXPECT_TRUE(l.graph.warnings.empty()) << l.graph.warnings[0].text();
  std::size_t convs = 0, opaque = 0, copies = 0;
  for (const auto& n : l.graph.nodes) {
    if (n.kernel && *n.kernel == "extern_kernels.convolution") ++convs;
    if (n.isOpaque()) ++opaque;
    // a channels-last copy: a pointwise node of one 4-D output in NHWC strides that only loads
    if (n.body && n.outputs.size() == 1 && n.outputs[0].layout.size.size() == 4 && n.outputs[0].layout.stride[1] == 1 &&
        n.outputs[0].layout.size[1] > 1 && n.body->blocks[0].ops.size() == 4)
      ++copies;
  }
  EXPECT_EQ(convs, 53u);
  EXPECT_EQ(copies, 18u);
  EXPECT_EQ(opaque, 0u);
  // on the CPU the bias stays in the convolution (no peeled add); on CUDA it is peeled
  std::size_t withBias = 0;
  for (const auto& [buf, op] : l.graph.externOps) withBias += op.bias.has_value();
  EXPECT_EQ(withBias, 0u);
  const auto cpu = lower("resnet50_eval", "cpu");
  withBias = 0;
  for (const auto& [buf, op] : cpu.graph.externOps) withBias += op.bias.has_value();
  EXPECT_EQ(withBias, 53u);
}

// gemma2 as torch 2.11's dynamo exporter writes it (IR 10, opset 20: every Linear a
// MatMul of a [1, S, K] activation and a [K, N] weight, Gelu(tanh), the RMSNorm's axes
// as initializers): each such MatMul is one mm, as aten.matmul folds the batch dim into
// the rows, and so are Inductor's Linears; the export's attention (MatMul, Softmax,
// MatMul, its key heads repeated by a 5-D Expand for grouped-query attention) is one
// efficient-attention call a layer, as in Inductor's dump.
TEST(OnnxLowering, TodaysGemma2ExportFoldsEachLinearIntoOneMm) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo3/gemma2";
  const auto m = fo::loadOnnxModel(dir + "/model.onnx");
  const auto l = fo::lowerOnnx(m, {"cuda"});
  EXPECT_TRUE(l.graph.warnings.empty()) << l.graph.warnings[0].text();
  int linears = 0;
  for (const auto& n : m.nodes)
    if (n.opType == "MatMul" && m.values.at(n.inputs[1]).shape.size() == 2 && m.values.at(n.inputs[0]).shape.size() == 3)
      ++linears;
  std::map<std::string, int> ours, theirs;
  for (const auto& n : l.graph.nodes)
    if (n.kernel) ++ours[*n.kernel];
  for (const auto& n : fs::inductor::readIrFile(dir + "/model__0_inference_0.0/ir_pre_fusion.txt").nodes)
    if (n.kernel) ++theirs[*n.kernel];
  EXPECT_EQ(linears, 14);
  EXPECT_EQ(ours["extern_kernels.mm"], linears);
  EXPECT_EQ(ours["extern_kernels.bmm"], 0);
  const std::string sdpa = "torch.ops.aten._scaled_dot_product_efficient_attention.default";
  EXPECT_EQ(theirs[sdpa], 2);
  EXPECT_EQ(ours[sdpa], 2);
  // the call's key: the repeated heads [2, 4, 128, 64] copied into a buffer (a stride-0
  // dim does not merge), as Inductor's buf8
  for (const auto& [tuple, call] : l.graph.externCalls) {
    const auto key = call.requiredTensor("key");
    EXPECT_EQ(key.sizes, (std::vector<std::int64_t>{2, 4, 128, 64}));
    EXPECT_EQ(key.strides, (std::vector<std::int64_t>{32768, 8192, 64, 1}));
    EXPECT_NEAR(call.real("scale", 0), 0.0625, 1e-9);
  }
  // every node of the export lowered: the same scheduled nodes as Inductor's (35)
  EXPECT_EQ(fs::fusion::fuseGraph(l.graph).nodes.size(), 35u);
}

// F.scaled_dot_product_attention as the exporter writes it (q and k^T each scaled by
// sqrt(scale), the mask added, Softmax, _safe_softmax's Where(IsNaN), MatMul: the
// node-extra tests, whose values onnx_node_tests checks against ONNX's reference) is
// one call of the kernel aten's SDPA dispatch picks (Attention.h): on CUDA the
// efficient kernel for float32 with the head dims multiples of 4, its mask expanded
// over the heads and copied to strides padded to 8 elements (sdpa_constraint); on
// the CPU the flash kernel when the head dims agree. Else the math form, op by op.
TEST(OnnxLowering, ExportedAttentionIsTheKernelAtensDispatchPicks) {
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/onnx/node-extra/";
  auto lowered = [&](const std::string& test, const std::string& device) {
    return fo::lowerOnnx(fo::loadOnnxModel(dir + test + "/model.onnx"), {device});
  };
  auto calls = [](const fo::Lowered& l) {
    std::vector<std::string> out;
    for (const auto& n : l.graph.nodes)
      if (n.irType == "FallbackKernel") out.push_back(*n.kernel);
    return out;
  };
  auto bmms = [](const fo::Lowered& l) {
    return std::count_if(l.graph.nodes.begin(), l.graph.nodes.end(), [](const auto& n) { return n.kernel == "extern_kernels.bmm"; });
  };
  {  // q [2, 3, 5, 8], k [2, 3, 7, 8], v [2, 3, 7, 8], mask [2, 1, 5, 7], scale 0.3
    const auto l = lowered("test_fs_attention_exported_mask_safe_softmax", "cuda");
    EXPECT_TRUE(l.graph.warnings.empty());
    ASSERT_EQ(calls(l), (std::vector<std::string>{"torch.ops.aten._scaled_dot_product_efficient_attention.default"}));
    EXPECT_EQ(bmms(l), 0);
    ASSERT_EQ(l.graph.externCalls.size(), 1u);
    const auto& c = l.graph.externCalls.begin()->second;
    EXPECT_EQ(c.op, "aten._scaled_dot_product_efficient_attention");
    EXPECT_NEAR(c.real("scale", 0), 0.3, 1e-6);
    const auto bias = c.tensor("attn_bias");
    ASSERT_TRUE(bias.has_value());
    EXPECT_EQ(bias->sizes, (std::vector<std::int64_t>{2, 3, 5, 7}));
    EXPECT_EQ(bias->strides, (std::vector<std::int64_t>{40, 0, 8, 1}));
    // the output, item 0 of the call's tuple: [B, H, L, Ev] laid out as [B, L, H, Ev]
    const auto it = std::find_if(l.graph.nodes.begin(), l.graph.nodes.end(), [](const auto& n) { return n.irType == "MultiOutput"; });
    ASSERT_NE(it, l.graph.nodes.end());
    const auto& item = *it;
    EXPECT_EQ(l.graph.tupleItems.at(item.outputs[0].name), (std::pair<std::string, int>{c.result, 0}));
    EXPECT_EQ(item.outputs[0].layout.stride, (std::vector<std::int64_t>{120, 8, 24, 1}));
    const auto cpu = lowered("test_fs_attention_exported_mask_safe_softmax", "cpu");
    ASSERT_EQ(calls(cpu), (std::vector<std::string>{"torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default"}));
    const auto mask = cpu.graph.externCalls.begin()->second.tensor("attn_mask");
    ASSERT_TRUE(mask.has_value());
    EXPECT_EQ(mask->sizes, (std::vector<std::int64_t>{2, 1, 5, 7}));  // as it is
  }
  {  // E 8, Ev 4: efficient on CUDA; no CPU kernel takes head dims that differ
    EXPECT_EQ(calls(lowered("test_fs_attention_exported_value_dim_differs", "cuda")).size(), 1u);
    const auto cpu = lowered("test_fs_attention_exported_value_dim_differs", "cpu");
    EXPECT_TRUE(calls(cpu).empty());
    EXPECT_EQ(bmms(cpu), 2);
  }
  {  // E 6: no fused CUDA kernel (the efficient kernel needs multiples of 4)
    const auto l = lowered("test_fs_attention_exported_head_dim_6", "cuda");
    EXPECT_TRUE(calls(l).empty());
    EXPECT_EQ(bmms(l), 2);
  }
}

// CumSum as Inductor lowers cumsum: on CUDA one scan node (self.scan1 with the combine
// function add; the other dims its iteration, the scanned dim its "reduction"), on the
// CPU the library call aten.cumsum. Both give the running sums, added up here from the
// input (test_fs_cumsum_first_axis: x [4, 2, 3], axis 0).
TEST(OnnxLowering, CumSumIsAScanOnCudaAndACallOnTheCpu) {
  const auto m = fo::loadOnnxModel(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/onnx/node-extra/test_fs_cumsum_first_axis/model.onnx");
  for (const std::string device : {"cuda", "cpu"}) {
    const auto l = fo::lowerOnnx(m, {device});
    ASSERT_TRUE(l.graph.warnings.empty()) << l.graph.warnings[0].text();
    if (device == "cuda") {
      ASSERT_EQ(l.graph.nodes.size(), 1u);
      const auto& n = l.graph.nodes[0];
      ASSERT_TRUE(n.body && n.sizes);
      EXPECT_EQ(n.sizes->iteration, (std::vector<std::int64_t>{2, 3}));
      EXPECT_EQ(n.sizes->reduction, (std::vector<std::int64_t>{4}));
      ASSERT_NE(n.body->combineFn("scan1"), nullptr);
    } else {
      ASSERT_EQ(l.graph.externCalls.size(), 1u);
      EXPECT_EQ(l.graph.externCalls.begin()->second.op, "aten.cumsum");
      EXPECT_EQ(l.graph.externCalls.begin()->second.integer("dim", -1), 0);
    }
    fs::codegen::BufferTable table(l.graph);
    auto pool = fs::runtime::allocatePool(table);
    fs::runtime::fillInputs(table, pool, 5);
    EXPECT_TRUE(fs::runtime::Interpreter(table).run(pool).empty());
    const auto& x = pool.at("arg0_1");
    const auto& y = pool.at(l.outputNames.at(0).first);
    for (std::int64_t j = 0; j < 6; ++j) {
      double sum = 0;
      for (std::int64_t i = 0; i < 4; ++i) {
        sum += x.get(i * 6 + j);
        EXPECT_NEAR(y.get(i * 6 + j), sum, 1e-5) << device << " at " << i * 6 + j;
      }
    }
  }
}

// Einsum as aten.einsum computes two operands (sumproduct_pair): CvT's attention
// scores "bhlk,bhtk->bhlt" are one bmm over [b*h, l, k] x [b*h, k, t], the key read
// transposed through a view (no copy), the result already in the output's order. The
// node-extra tests check the values of six equations against ONNX's reference.
TEST(OnnxLowering, EinsumIsOneBmmOverViewsAsAtenComputesIt) {
  const auto m = fo::loadOnnxModel(std::string(FUSIONSCOPE_TESTDATA_DIR) +
                                   "/onnx/node-extra/test_fs_einsum_attention_scores/model.onnx");  // a [2, 3, 5, 4], b [2, 3, 6, 4]
  const auto l = fo::lowerOnnx(m, {"cuda"});
  ASSERT_TRUE(l.graph.warnings.empty()) << l.graph.warnings[0].text();
  ASSERT_EQ(l.graph.nodes.size(), 1u);
  EXPECT_EQ(l.graph.nodes[0].kernel, "extern_kernels.bmm");
  const auto& op = l.graph.externOps.begin()->second;
  EXPECT_EQ(op.inputs[0].sizes, (std::vector<std::int64_t>{6, 5, 4}));
  EXPECT_EQ(op.inputs[0].strides, (std::vector<std::int64_t>{20, 4, 1}));
  EXPECT_EQ(op.inputs[1].buffer, "arg1_1");
  EXPECT_EQ(op.inputs[1].sizes, (std::vector<std::int64_t>{6, 4, 6}));
  EXPECT_EQ(op.inputs[1].strides, (std::vector<std::int64_t>{24, 1, 4}));
  EXPECT_EQ(l.outputNames.at(0).first, l.graph.nodes[0].outputs[0].name);
}

// The question users ask of the ResNet stem: does BatchNorm + ReLU fuse with the
// max-pool? The export folds the BatchNorm into the convolution; the ReLU and the
// unrolled 3x3 window (Inductor's low-memory max pool: 9 masked loads) get the
// answer the dump gets for its op3 / op4: no shared data (the pool reads the ReLU's
// buffer only at window offsets).
TEST(OnnxLowering, ReluAndMaxPoolDoNotFuseAsInTheDump) {
  // as Inductor's: the input and the 7x7 weight copied channels-last (layout
  // optimization), the convolution, its peeled bias with the ReLU, the max pool
  auto l = lower("bn_relu_maxpool");
  ASSERT_EQ(l.graph.nodes.size(), 5u);
  EXPECT_EQ(l.graph.nodes[0].outputs[0].layout.stride, (std::vector<std::int64_t>{150528, 1, 672, 3}));
  EXPECT_EQ(l.graph.nodes[1].outputs[0].layout.size, (std::vector<std::int64_t>{64, 3, 7, 7}));
  EXPECT_EQ(l.graph.nodes[1].outputs[0].layout.stride, (std::vector<std::int64_t>{147, 1, 21, 3}));
  EXPECT_EQ(l.graph.nodes[2].kernel, "extern_kernels.convolution");
  const auto& pool = l.graph.nodes[4];
  ASSERT_TRUE(pool.body.has_value());
  EXPECT_EQ(pool.body->blocks.size(), 10u);  // body + 9 masked subblocks
  EXPECT_EQ(pool.unmet_dependencies.size(), 9u);
  const auto ours = fs::fusion::explain(l.graph, "op3", "op4");
  auto dump = fs::inductor::readIrFile(kSamples + "/inductor/bn_relu_maxpool/inference/ir_pre_fusion.txt");
  const auto theirs = fs::fusion::explain(dump, "op3", "op4");
  EXPECT_FALSE(ours.wouldFuse);
  EXPECT_FALSE(theirs.wouldFuse);
  ASSERT_FALSE(ours.rejections().empty());
  ASSERT_FALSE(theirs.rejections().empty());
  EXPECT_EQ(ours.rejections()[0].reason, theirs.rejections()[0].reason);
  EXPECT_EQ(ours.relation, "vertical");
}

TEST(OnnxLowering, TheCppBackendGetsTupleGroups) {
  auto l = lower("layernorm_manual", "cpu");
  ASSERT_FALSE(l.graph.nodes.empty());
  const auto& g = *l.graph.nodes[0].group;
  EXPECT_EQ(g.device, "cpu");
  EXPECT_TRUE(g.tupleForm);
  EXPECT_EQ(g.iteration, (std::vector<std::int64_t>{8192}));
  EXPECT_EQ(g.reduction, (std::vector<std::int64_t>{512}));
  EXPECT_THROW(fo::lowerOnnx(fo::loadOnnxModel(kSamples + "/onnx/add_relu.onnx"), {"tpu"}), std::invalid_argument);
}

}  // namespace

// GPT-2 (2 layers) as torch.onnx.export writes it: the embedding lookups are Gather
// (the token ids through an indirect index, the positions an arange constant),
// LayerNormalization, the attention's Split/Reshape/Transpose views, a causal mask
// from Expand/Where over shape arithmetic that shape inference leaves unknown
// (unk__0), Concat of one input. Inductor's plan of the same model has 26 kernels
// with dropout's RandomSeeds and the fused SDPA kernel, which the eval export does
// not have (attention is two bmms around a softmax there).
TEST(OnnxLowering, Gpt2LowersWholeWithinAQuarterOfInductorsKernels) {
  auto l = lower("gpt2_eval");
  EXPECT_TRUE(l.graph.warnings.empty()) << l.graph.warnings[0].text();
  for (const auto& n : l.graph.nodes) EXPECT_FALSE(n.isOpaque()) << n.name;
  const auto ours = ourKernels(l.graph), theirs = inductorKernels("gpt2_eval");
  std::printf("gpt2_eval: %zu kernels, Inductor %zu\n", ours.size(), theirs.size());
  EXPECT_LE(static_cast<double>(std::max(ours.size(), theirs.size()) - std::min(ours.size(), theirs.size())),
            0.25 * static_cast<double>(theirs.size()));
  // the first LayerNorm: Welford mean and m2 (the count's op2 dead, as Inductor's op4)
  // and the normalization fuse into one kernel with the embeddings inlined, as
  // Inductor's op1_op2_op3_op5 (whose op1 is dropout's random mask)
  EXPECT_EQ(ours.at(0), (std::vector<std::string>{"op0", "op1", "op3"}));
  EXPECT_EQ(theirs.at(1), (std::vector<std::string>{"op1", "op2", "op3", "op5"}));
  std::size_t welford = 0;
  for (const auto& n : l.graph.nodes)
    if (n.body)
      for (const auto& op : n.body->blocks[0].ops)
        if (op.op == "reduction" && op.args.at(2).text == "welford_reduce") ++welford;
  EXPECT_EQ(welford, 10u);  // 5 LayerNorms, mean and m2 each
  // token ids: an indirect index; positions (an arange constant): the index itself
  const auto& ln = *l.graph.find("op0");
  ASSERT_TRUE(ln.body.has_value());
  bool indirect = false, bounds = false;
  for (const auto& op : ln.body->blocks[0].ops) {
    indirect = indirect || op.form == fs::ir::LoopOp::Form::SetIndirect;
    bounds = bounds || op.op == "check_bounds";
  }
  EXPECT_TRUE(indirect);
  EXPECT_TRUE(bounds);
  EXPECT_EQ(fs::ir::depRepr(ln.met_dependencies.at(1)), "MemoryDep('arg1_1', d2 + 768*tmp0, {d0: 2, d1: 128, d2: 768})");
  // the addmm reads the LayerNorm's output through a view ([2, 128, 768] as
  // [256, 768]): the LayerNorm is realized in its own shape, as Inductor's buf5
  const auto& norm = *l.graph.find("op3");
  EXPECT_EQ(norm.outputs.at(0).layout.size, (std::vector<std::int64_t>{2, 128, 768}));
  // attention: one efficient-attention call a layer, as Inductor's; its query the
  // Split's slice of the c_attn addmm output viewed as heads, no copy (Inductor's
  // reinterpret_tensor(buf6, (2, 12, 128, 64), (294912, 64, 2304, 1), 0)), its mask
  // expanded over the heads as Inductor's (16384, 0, 128, 1), its scale 1/sqrt(64)
  ASSERT_EQ(l.graph.externCalls.size(), 2u);
  for (const auto& [tuple, c] : l.graph.externCalls) {
    EXPECT_EQ(c.op, "aten._scaled_dot_product_efficient_attention");
    const auto q = c.requiredTensor("query");
    EXPECT_EQ(q.sizes, (std::vector<std::int64_t>{2, 12, 128, 64}));
    EXPECT_EQ(q.strides, (std::vector<std::int64_t>{294912, 64, 2304, 1}));
    EXPECT_EQ(q.offset, 0);
    const auto mask = c.tensor("attn_bias");
    ASSERT_TRUE(mask.has_value());
    EXPECT_EQ(mask->sizes, (std::vector<std::int64_t>{2, 12, 128, 128}));
    EXPECT_EQ(mask->strides, (std::vector<std::int64_t>{16384, 0, 128, 1}));
    EXPECT_NEAR(c.real("scale", 0), 0.125, 1e-6);
  }
}

// A symbolic dimension (`dim_param`, as torch.onnx.export's dynamic_axes writes it):
// refused, named, until it is given a size; given one, it is bound before shape
// inference and the model lowers as the static export does.
TEST(OnnxLowering, SymbolicDimensionsAreBoundBeforeShapeInference) {
  const std::string path = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/onnx/add_relu_dynamic_batch.onnx";
  const auto unbound = fo::loadOnnxModel(path);
  EXPECT_EQ(unbound.unboundDims, (std::vector<std::string>{"batch"}));
  try {
    (void)fo::lowerOnnx(unbound, {"cuda"});
    ADD_FAILURE() << "a symbolic dimension without a size lowered";
  } catch (const fs::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("symbolic dimension 'batch' without a size (give it one: --size batch=N)"),
              std::string::npos)
        << e.what();
  }
  const auto bound = fo::loadOnnxModel(path, {{"batch", 2}});
  EXPECT_TRUE(bound.unboundDims.empty());
  EXPECT_EQ(bound.boundDims, (fo::DimValues{{"batch", 2}}));
  EXPECT_EQ(fs::ir::printGraph(fo::lowerOnnx(bound, {"cuda"}).graph), fs::ir::printGraph(lower("add_relu").graph));
  EXPECT_THROW(fo::loadOnnxModel(path, {{"batch", 0}}), fs::InputError);
}

// A pointwise function of more than realize_opcount_threshold (30) ops is realized
// whatever its users (Inductor's has_large_inner_fn), so a long chain lowers in pieces
// of about 30 ops (in linear time: before, the whole chain was one function, measured
// again at every op) that all fuse back into one kernel.
TEST(OnnxLowering, ALongPointwiseChainIsRealizedInPieces) {
  const auto m = fo::loadOnnxModel(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/onnx/neg_relu_chain_1000.onnx");
  const auto l = fo::lowerOnnx(m, {"cuda"});
  EXPECT_EQ(l.graph.nodes.size(), 34u);
  for (const auto& n : l.graph.nodes) {
    ASSERT_TRUE(n.body.has_value());
    std::size_t ops = 0;
    for (const auto& op : n.body->blocks[0].ops) ops += op.form == fs::ir::LoopOp::Form::Ops && op.op != "load" && op.op != "store";
    EXPECT_LE(ops, 31u) << n.name;
  }
  EXPECT_EQ(ourKernels(l.graph).size(), 1u);
}

// A constant beyond int64 (1e30 and -inf cast to int64, as a fuzzed model has them)
// saturates: the lowering converts it without undefined behaviour (before, the
// conversion was a plain cast: UBSan stopped the fuzzer, and x86 gave int64's
// lowest value for 1e30). The kernels then clamp by int64's extremes: y == x.
TEST(OnnxLowering, ConstantsBeyondInt64Saturate) {
  const auto m = fo::loadOnnxModel(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/onnx/clamp_by_out_of_range_constants.onnx");
  const auto l = fo::lowerOnnx(m, {"cpu"});
  const std::string ir = fs::ir::printGraph(l.graph);
  EXPECT_NE(ir.find("ops.constant(9223372036854775807, torch.int64)"), std::string::npos) << ir;
  EXPECT_NE(ir.find("ops.constant(-9223372036854775808, torch.int64)"), std::string::npos) << ir;
}

// Inductor's cat lowering per device, on the zoo's x_cat_pointwise model as ONNX writes
// it (tests/data/onnx/README.md): Inductor's own dump of that model
// (tests/zoo/extra.tar.xz) has 2 ConcatKernels on CUDA, for the cat of 4 inputs whose
// user is a linear (no pointwise use; the linear's output could be computed into its
// slice, so not every input needs a copy) and for the cat of 10 inputs (over
// max_pointwise_cat_inputs); the cats with pointwise users are pointwise. The C++
// backend makes every cat a ConcatKernel.
TEST(OnnxLowering, ConcatFollowsInductorsCatRulesPerDevice) {
  const auto m = fo::loadOnnxModel(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/onnx/cat_rules.onnx");
  auto concats = [](const fs::ir::Graph& g) {
    std::vector<const fs::ir::Node*> out;
    for (const auto& n : g.nodes)
      if (n.kind == fs::ir::NodeKind::NopKernel && n.irType == "ConcatKernel") out.push_back(&n);
    return out;
  };
  const auto cuda = fo::lowerOnnx(m, {"cuda"});
  const auto cc = concats(cuda.graph);
  ASSERT_EQ(cc.size(), 2u) << fs::ir::printGraph(cuda.graph);
  EXPECT_EQ(cc[0]->outputs.at(0).layout.size, (std::vector<std::int64_t>{64, 512}));
  EXPECT_EQ(cc[1]->outputs.at(0).layout.size, (std::vector<std::int64_t>{64, 1280}));
  EXPECT_EQ(cc[0]->unmet_dependencies.size(), 4u);
  EXPECT_EQ(cc[1]->unmet_dependencies.size(), 10u);
  // each input computes its slice: NonOwningLayout with the output's strides, aliasing
  // it, at the offset its position along the axis gives (the graph's aliasViews)
  const std::string& first = cc[0]->outputs.at(0).name;
  std::vector<std::int64_t> offsets;
  for (const auto& d : cc[0]->unmet_dependencies) {
    const std::string in = fs::ir::depName(d);
    const auto* producer = [&]() -> const fs::ir::Node* {
      for (const auto& n : cuda.graph.nodes)
        if (!n.outputs.empty() && n.outputs[0].name == in) return &n;
      return nullptr;
    }();
    ASSERT_NE(producer, nullptr) << in;
    EXPECT_EQ(producer->outputs[0].layout.kind, fs::ir::LayoutKind::NonOwning) << in;
    EXPECT_EQ(producer->outputs[0].layout.stride, (std::vector<std::int64_t>{512, 1})) << in;
    EXPECT_EQ(producer->outputs[0].aliases, std::vector<std::string>{first}) << in;
    ASSERT_TRUE(cuda.graph.aliasViews.count(in)) << in;
    EXPECT_EQ(cuda.graph.aliasViews.at(in).buffer, first);
    offsets.push_back(cuda.graph.aliasViews.at(in).offset);
  }
  EXPECT_EQ(offsets, (std::vector<std::int64_t>{0, 128, 256, 384}));
  // the output and its slices share their users (Inductor's name_to_users): the
  // ConcatKernel itself and the linear reading the output, as in Inductor's dump
  auto userNames = [](const fs::ir::Buffer& b) {
    std::vector<std::string> out;
    for (const auto& u : b.users) out.push_back(u.nodeName);
    return out;
  };
  const std::vector<std::string> concatUsers = {cc[0]->name, "op6"};
  EXPECT_EQ(userNames(cc[0]->outputs.at(0)), concatUsers);
  int slices = 0;
  for (const auto& n : cuda.graph.nodes) {
    if (n.outputs.empty() || n.outputs[0].aliases != std::vector<std::string>{first}) continue;
    EXPECT_EQ(userNames(n.outputs[0]), concatUsers) << n.name;
    ++slices;
  }
  EXPECT_EQ(slices, 4);
  // the cats with pointwise users (Mul, Add) are masked loads in their users' nodes
  EXPECT_NE(fs::ir::printGraph(cuda.graph).find("masked_subblock"), std::string::npos);
  const auto cpu = fo::lowerOnnx(m, {"cpu"});
  EXPECT_EQ(concats(cpu.graph).size(), 4u) << fs::ir::printGraph(cpu.graph);
  EXPECT_EQ(fs::ir::printGraph(cpu.graph).find("masked_subblock"), std::string::npos);
}

// Gemm with a bias: on CUDA, where every use is pointwise (views followed), Inductor
// leaves the bias add to the users (post_grad's unfuse_bias_add_to_pointwise: mm and an
// epilogue), else addmm; the C++ backend always keeps addmm. The counts come from
// Inductor's own output_code.py of the same model on each device.
TEST(OnnxLowering, GemmBiasGoesToPointwiseUsersOnCudaOnly) {
  auto inductorCalls = [](const std::string& dir, const std::string& kernel) {
    std::istringstream in(readText(kSamples + "/" + dir + "/inference/output_code.py"));
    int count = 0;
    for (std::string line; std::getline(in, line);) {
      const auto at = line.find_first_not_of(' ');
      if (at != std::string::npos && line.compare(at, kernel.size() + 1, kernel + "(") == 0) ++count;
    }
    return count;
  };
  auto ours = [](const fs::ir::Graph& g, const std::string& kernel) {
    return std::count_if(g.nodes.begin(), g.nodes.end(), [&](const auto& n) { return n.kernel == kernel; });
  };
  for (const std::string device : {"cuda", "cpu"}) {
    const auto l = lower("gpt2_eval", device);
    const std::string dump = device == "cuda" ? "inductor/gpt2_eval" : "inductor_cpu/gpt2_eval";
    const int mm = inductorCalls(dump, "extern_kernels.mm"), addmm = inductorCalls(dump, "extern_kernels.addmm");
    EXPECT_EQ(mm + addmm, 8) << device;
    EXPECT_EQ(ours(l.graph, "extern_kernels.mm"), mm) << device;
    EXPECT_EQ(ours(l.graph, "extern_kernels.addmm"), addmm) << device;
  }
}

namespace {

// A one-node model: `op` (ReduceSum: `axes` as an input, opset 13) over a float32 input of
// `shape`, keepdims 0.
fo::Model reduceModel(const std::string& op, const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& axes) {
  ::onnx::ModelProto m;
  m.set_ir_version(8);
  m.add_opset_import()->set_version(13);
  auto* g = m.mutable_graph();
  g->set_name("reduce");
  auto* x = g->add_input();
  x->set_name("x");
  x->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
  for (auto d : shape) x->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(d);
  if (!axes.empty()) {  // the axes as a Constant node, as torch.onnx.export writes them
    auto* c = g->add_node();
    c->set_op_type("Constant");
    c->set_name("axes0");
    c->add_output("axes");
    auto* v = c->add_attribute();
    v->set_name("value");
    v->set_type(::onnx::AttributeProto::TENSOR);
    auto* t = v->mutable_t();
    t->set_data_type(::onnx::TensorProto::INT64);
    t->add_dims(static_cast<std::int64_t>(axes.size()));
    for (auto a : axes) t->add_int64_data(a);
  }
  auto* n = g->add_node();
  n->set_op_type(op);
  n->set_name("reduce0");
  n->add_input("x");
  if (!axes.empty()) n->add_input("axes");
  n->add_output("y");
  auto* k = n->add_attribute();
  k->set_name("keepdims");
  k->set_type(::onnx::AttributeProto::INT);
  k->set_i(0);
  auto* y = g->add_output();
  y->set_name("y");
  y->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
  for (std::size_t i = 0; i < shape.size(); ++i)
    if (!axes.empty() && std::find(axes.begin(), axes.end(), static_cast<std::int64_t>(i)) == axes.end())
      y->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(shape[i]);
  if (axes.empty()) y->mutable_type()->mutable_tensor_type()->mutable_shape();
  return fo::parseOnnxModel(m.SerializeAsString(), op + ".onnx");
}

// Each reduction node as (iteration sizes, reduction sizes), in order.
std::vector<std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> reductionSizes(const fs::ir::Graph& g) {
  std::vector<std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> out;
  for (const auto& n : g.nodes)
    if (n.sizes && !n.sizes->reduction.empty()) out.emplace_back(n.sizes->iteration, n.sizes->reduction);
  return out;
}

}  // namespace

// Inductor's split reductions on CUDA (ir.Reduction.num_splits, create_multilayer): the
// split counts of the three cases computed by hand from its rules for an H200 (132
// SMs), inner and outer; the C++ backend never splits.
TEST(OnnxLowering, LargeReductionsWithFewOutputsSplitInTwoOnCudaOnly) {
  using Sizes = std::vector<std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>>;
  // a whole [1024, 1024] sum: one output, inner; 32 elements per thread -> 128 splits of 8192
  const auto whole = fo::lowerOnnx(reduceModel("ReduceSum", {1024, 1024}, {}), {"cuda"});
  EXPECT_EQ(reductionSizes(whole.graph), (Sizes{{{128}, {8192}}, {{}, {128}}}));
  // a sum over the contiguous dim of [8, 65536]: inner, 8 splits per row
  const auto rows = fo::lowerOnnx(reduceModel("ReduceSum", {8, 65536}, {1}), {"cuda"});
  EXPECT_EQ(reductionSizes(rows.graph), (Sizes{{{8, 8}, {8192}}, {{8}, {8}}}));
  // a sum over dim 0 of [65536, 8]: the reduction's stride is 8, outer; 4 values per
  // thread of 32 -> 512 splits of 128
  const auto cols = fo::lowerOnnx(reduceModel("ReduceSum", {65536, 8}, {0}), {"cuda"});
  EXPECT_EQ(reductionSizes(cols.graph), (Sizes{{{8, 512}, {128}}, {{8}, {512}}}));
  // many outputs: no split
  const auto many = fo::lowerOnnx(reduceModel("ReduceSum", {512, 1024}, {1}), {"cuda"});
  EXPECT_EQ(reductionSizes(many.graph), (Sizes{{{512}, {1024}}}));
  // the C++ backend reduces to one element itself
  const auto cpu = fo::lowerOnnx(reduceModel("ReduceSum", {1024, 1024}, {}), {"cpu"});
  EXPECT_EQ(reductionSizes(cpu.graph), (Sizes{{{}, {1024, 1024}}}));
}

// A split that does not divide the reduction masks the last chunk: the two layers'
// sum is the sum of the input, checked here by adding the input's values up.
TEST(OnnxLowering, AnUnevenSplitMasksItsLastChunkAndSumsRight) {
  const auto l = fo::lowerOnnx(reduceModel("ReduceSum", {1000, 1000}, {}), {"cuda"});
  // 1,000,000 elements, 123 splits (32 per thread of 256) of ceil(1e6 / 123) = 8131
  ASSERT_EQ(reductionSizes(l.graph).size(), 2u);
  EXPECT_EQ(reductionSizes(l.graph)[0].first, (std::vector<std::int64_t>{123}));
  EXPECT_EQ(reductionSizes(l.graph)[0].second, (std::vector<std::int64_t>{8131}));
  fs::codegen::BufferTable table(l.graph);
  auto pool = fs::runtime::allocatePool(table);
  fs::runtime::fillInputs(table, pool, 9);
  const auto& x = pool.at("arg0_1");
  double want = 0;
  for (std::int64_t i = 0; i < x.numel; ++i) want += x.get(i);
  fs::runtime::Interpreter interp(table);
  const auto skipped = interp.run(pool);
  EXPECT_TRUE(skipped.empty());
  const std::string out = l.outputNames.at(0).first;
  EXPECT_NEAR(pool.at(out).get(0), want, 1e-3 * std::max(1.0, std::fabs(want)));
}

namespace {

// LayerNormalization (opset 17) over the last dim of a float32 [rows, cols] input, its
// scale all ones (a Constant), no bias.
fo::Model layerNormModel(std::int64_t rows, std::int64_t cols) {
  ::onnx::ModelProto m;
  m.set_ir_version(8);
  m.add_opset_import()->set_version(17);
  auto* g = m.mutable_graph();
  g->set_name("ln");
  auto* x = g->add_input();
  x->set_name("x");
  x->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
  for (auto d : {rows, cols}) x->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(d);
  auto* c = g->add_node();
  c->set_op_type("Constant");
  c->set_name("scale0");
  c->add_output("scale");
  auto* v = c->add_attribute();
  v->set_name("value");
  v->set_type(::onnx::AttributeProto::TENSOR);
  v->mutable_t()->set_data_type(::onnx::TensorProto::FLOAT);
  v->mutable_t()->add_dims(cols);
  for (std::int64_t i = 0; i < cols; ++i) v->mutable_t()->add_float_data(1.0f);
  auto* n = g->add_node();
  n->set_op_type("LayerNormalization");
  n->set_name("ln0");
  n->add_input("x");
  n->add_input("scale");
  n->add_output("y");
  auto* y = g->add_output();
  y->set_name("y");
  y->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
  for (auto d : {rows, cols}) y->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(d);
  return fo::parseOnnxModel(m.SerializeAsString(), "layernorm.onnx");
}

// Runs the lowered graph in the reference interpreter and checks y against the
// normalization computed here, in double, from the same inputs.
void expectLayerNormValues(const fo::Lowered& l, std::int64_t rows, std::int64_t cols) {
  fs::codegen::BufferTable table(l.graph);
  auto pool = fs::runtime::allocatePool(table);
  fs::runtime::fillInputs(table, pool, 5);
  for (const auto& [name, values] : l.constants)  // the scale (all ones), where it is a buffer
    for (std::size_t i = 0; i < values.size(); ++i) pool.at(name).set(static_cast<std::int64_t>(i), values[i]);
  const auto& x = pool.at("arg0_1");
  fs::runtime::Interpreter interp(table);
  const auto skipped = interp.run(pool);
  ASSERT_TRUE(skipped.empty()) << skipped.begin()->first << ": " << skipped.begin()->second;
  const auto& y = pool.at(l.outputNames.at(0).first);
  for (std::int64_t r = 0; r < rows; ++r) {
    double mean = 0, m2 = 0;
    for (std::int64_t c = 0; c < cols; ++c) mean += x.get(r * cols + c);
    mean /= static_cast<double>(cols);
    for (std::int64_t c = 0; c < cols; ++c) m2 += (x.get(r * cols + c) - mean) * (x.get(r * cols + c) - mean);
    const double rstd = 1.0 / std::sqrt(m2 / static_cast<double>(cols) + 1e-5);
    for (std::int64_t c : {std::int64_t{0}, cols / 2, cols - 1})
      ASSERT_NEAR(y.get(r * cols + c), (x.get(r * cols + c) - mean) * rstd, 2e-3) << "row " << r << " col " << c;
  }
}

}  // namespace

// A Welford reduction splits as WelfordReduction.create_multilayer: three first-layer
// buffers (mean, m2, weight) over [rows, split] and welford_combine over the split, the
// combined weight dead; an uneven split combines (x, 0, 1) with the padding weightless.
TEST(OnnxLowering, WelfordSplitsIntoThreePartialsAndACombine) {
  using Sizes = std::vector<std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>>;
  const auto even = fo::lowerOnnx(layerNormModel(4, 65536), {"cuda"});  // 8 splits of 8192
  EXPECT_EQ(reductionSizes(even.graph),
            (Sizes{{{4, 8}, {8192}}, {{4, 8}, {8192}}, {{4, 8}, {8192}}, {{4}, {8}}, {{4}, {8}}}));
  std::vector<std::string> types;
  for (const auto& n : even.graph.nodes)
    if (n.body)
      for (const auto& op : n.body->blocks.front().ops)
        if (op.op == "reduction") types.push_back(op.args.at(2).text);
  EXPECT_EQ(types, (std::vector<std::string>{"welford_reduce", "welford_reduce", "welford_reduce", "welford_combine",
                                             "welford_combine"}));
  expectLayerNormValues(even, 4, 65536);
  const auto uneven = fo::lowerOnnx(layerNormModel(2, 50000), {"cuda"});  // 7 splits of 7143 (50,001)
  ASSERT_EQ(reductionSizes(uneven.graph).size(), 5u);
  EXPECT_EQ(reductionSizes(uneven.graph)[0], (std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>{{2, 7}, {7143}}));
  expectLayerNormValues(uneven, 2, 50000);
  const auto cpu = fo::lowerOnnx(layerNormModel(4, 65536), {"cpu"});
  EXPECT_EQ(reductionSizes(cpu.graph).size(), 2u);  // mean and m2, unsplit
}

// ---- realize thresholds at their boundaries (graph.py run_node, StorageBox.mark_reuse,
// has_exceeded_max_reads; config.realize_reads_threshold 4, realize_acc_reads_threshold
// 8, realize_opcount_threshold 30): a pointwise value is computed into a buffer of its
// own (realized: one more node) exactly when its users are more than one and its
// buffers read more than 4, when it reads more than 8 buffers, or when its inner
// function has more than 30 ops; otherwise it is inlined into each user.
namespace {

// A model of float32 [8] inputs x0..x{inputs-1} and `nodes` (op type, inputs, output),
// outputs as named, every value [8].
fo::Model pointwiseModel(int inputs, const std::vector<std::tuple<std::string, std::vector<std::string>, std::string>>& nodes,
                         const std::vector<std::string>& outputs) {
  ::onnx::ModelProto m;
  m.set_ir_version(8);
  m.add_opset_import()->set_version(13);
  auto* g = m.mutable_graph();
  g->set_name("thresholds");
  auto value = [](::onnx::ValueInfoProto* v, const std::string& name) {
    v->set_name(name);
    v->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
    v->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(8);
  };
  for (int i = 0; i < inputs; ++i) value(g->add_input(), "x" + std::to_string(i));
  int k = 0;
  for (const auto& [type, ins, out] : nodes) {
    auto* n = g->add_node();
    n->set_op_type(type);
    n->set_name(type + std::to_string(k++));
    for (const auto& i : ins) n->add_input(i);
    n->add_output(out);
  }
  for (const auto& o : outputs) value(g->add_output(), o);
  return fo::parseOnnxModel(m.SerializeAsString(), "thresholds.onnx");
}

// s = x0 + x1 + ... + x{reads-1} (reads distinct buffers), used by `users` Neg nodes.
std::size_t nodesOfSumWithUsers(int reads, int users) {
  std::vector<std::tuple<std::string, std::vector<std::string>, std::string>> nodes;
  std::string acc = "x0";
  for (int i = 1; i < reads; ++i) {
    const std::string s = "s" + std::to_string(i);
    nodes.emplace_back("Add", std::vector<std::string>{acc, "x" + std::to_string(i)}, s);
    acc = s;
  }
  std::vector<std::string> outs;
  for (int u = 0; u < users; ++u) {
    outs.push_back("y" + std::to_string(u));
    nodes.emplace_back("Neg", std::vector<std::string>{acc}, outs.back());
  }
  return fo::lowerOnnx(pointwiseModel(reads, nodes, outs), {"cuda"}).graph.nodes.size();
}

// `length` Neg nodes in a chain from x0, one user each.
std::vector<std::size_t> opsPerNodeOfNegChain(int length) {
  std::vector<std::tuple<std::string, std::vector<std::string>, std::string>> nodes;
  std::string acc = "x0";
  for (int i = 0; i < length; ++i) {
    const std::string s = "n" + std::to_string(i);
    nodes.emplace_back("Neg", std::vector<std::string>{acc}, s);
    acc = s;
  }
  std::vector<std::size_t> out;
  for (const auto& n : fo::lowerOnnx(pointwiseModel(1, nodes, {acc}), {"cuda"}).graph.nodes) {
    std::size_t negs = 0;
    for (const auto& op : n.body->blocks[0].ops) negs += op.form == fs::ir::LoopOp::Form::Ops && op.op == "neg";
    out.push_back(negs);
  }
  return out;
}

}  // namespace

TEST(OnnxLowering, AValueOfTwoUsersIsRealizedWhenItReadsMoreThanFourBuffers) {
  EXPECT_EQ(nodesOfSumWithUsers(4, 2), 2u);  // inlined into both Negs
  EXPECT_EQ(nodesOfSumWithUsers(5, 2), 3u);  // its own buffer, then the two Negs
  EXPECT_EQ(nodesOfSumWithUsers(5, 1), 1u);  // one user: mark_reuse does not apply
}

TEST(OnnxLowering, AValueIsRealizedWhenItReadsMoreThanEightBuffers) {
  EXPECT_EQ(nodesOfSumWithUsers(8, 1), 1u);
  EXPECT_EQ(nodesOfSumWithUsers(9, 1), 2u);  // the sum of nine, then the Neg
  EXPECT_EQ(nodesOfSumWithUsers(10, 1), 2u);
}

// The inner function's op count: the load of x0 and each neg (Inductor's
// OpCountResult.num_ops counts the load too); over 30 ops, the value is realized.
TEST(OnnxLowering, AValueIsRealizedWhenItsInnerFunctionHasMoreThanThirtyOps) {
  EXPECT_EQ(opsPerNodeOfNegChain(29), (std::vector<std::size_t>{29}));
  EXPECT_EQ(opsPerNodeOfNegChain(30), (std::vector<std::size_t>{30}));
  EXPECT_EQ(opsPerNodeOfNegChain(31), (std::vector<std::size_t>{30, 1}));
  EXPECT_EQ(opsPerNodeOfNegChain(61), (std::vector<std::size_t>{30, 30, 1}));
}

// Gemm's transA / transB (ONNX: Y = alpha * A' B' + beta * C) on 2 x 3 times 3 x 4 with a
// bias, each operand stored transposed or not: the lowered graph, run by the reference,
// gives the product computed here by hand, and the same Y for all four layouts.
TEST(OnnxLowering, GemmTransposesEitherOperandAsAsked) {
  const double a[2][3] = {{1, 2, 3}, {-4, 5, 0.5}};
  const double b[3][4] = {{1, 0, -1, 2}, {0.5, 3, 1, -2}, {2, -1, 0, 1}};
  const double c[4] = {0.25, -0.5, 1, 2};
  for (int transA : {0, 1})
    for (int transB : {0, 1}) {
      ::onnx::ModelProto m;
      m.set_ir_version(8);
      m.add_opset_import()->set_version(13);
      auto* g = m.mutable_graph();
      g->set_name("gemm");
      auto input = [&](const std::string& name, std::vector<std::int64_t> dims) {
        auto* v = g->add_input();
        v->set_name(name);
        v->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
        for (auto d : dims) v->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(d);
      };
      input("A", transA ? std::vector<std::int64_t>{3, 2} : std::vector<std::int64_t>{2, 3});
      input("B", transB ? std::vector<std::int64_t>{4, 3} : std::vector<std::int64_t>{3, 4});
      input("C", {4});
      auto* n = g->add_node();
      n->set_op_type("Gemm");
      n->set_name("gemm0");
      for (const char* i : {"A", "B", "C"}) n->add_input(i);
      n->add_output("Y");
      for (auto [name, v] : {std::pair{"transA", transA}, std::pair{"transB", transB}}) {
        auto* at = n->add_attribute();
        at->set_name(name);
        at->set_type(::onnx::AttributeProto::INT);
        at->set_i(v);
      }
      auto* y = g->add_output();
      y->set_name("Y");
      y->mutable_type()->mutable_tensor_type()->set_elem_type(::onnx::TensorProto::FLOAT);
      for (int d : {2, 4}) y->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(d);
      const auto l = fo::lowerOnnx(fo::parseOnnxModel(m.SerializeAsString(), "gemm.onnx"), {"cpu"});
      fs::codegen::BufferTable table(l.graph);
      auto pool = fs::runtime::allocatePool(table);
      for (const auto& [arg, name] : l.inputNames) {
        auto& t = pool.at(arg);
        if (name == "A")
          for (int i = 0; i < 2; ++i)
            for (int k = 0; k < 3; ++k) t.set(transA ? k * 2 + i : i * 3 + k, a[i][k]);
        if (name == "B")
          for (int k = 0; k < 3; ++k)
            for (int j = 0; j < 4; ++j) t.set(transB ? j * 3 + k : k * 4 + j, b[k][j]);
        if (name == "C")
          for (int j = 0; j < 4; ++j) t.set(j, c[j]);
      }
      const auto notRun = fs::runtime::Interpreter(table).run(pool);
      ASSERT_TRUE(notRun.empty()) << notRun.begin()->second;
      ASSERT_EQ(l.outputNames.size(), 1u);
      const auto& out = pool.at(l.outputNames[0].first);
      for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 4; ++j) {
          double want = c[j];
          for (int k = 0; k < 3; ++k) want += a[i][k] * b[k][j];
          EXPECT_NEAR(out.get(i * 4 + j), want, 1e-5) << "transA " << transA << " transB " << transB << " Y[" << i << "][" << j << "]";
        }
    }
}
