// Codegen on real dumps: plans, lowering, forwarding/elision, line -> node maps,
// unsupported ops reported per node.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/util/Error.h"

namespace {

using namespace fs;

std::string sample(const std::string& rel) { return std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + rel; }

struct Loaded {
  ir::Graph pre, post;
  codegen::BufferTable table;
};

Loaded load(const std::string& folder) {
  Loaded l;
  l.pre = inductor::readIrFile(folder + "/ir_pre_fusion.txt");
  l.post = inductor::readIrFile(folder + "/ir_post_fusion.txt");
  l.table = codegen::BufferTable(l.pre, codegen::readExternCalls(folder + "/output_code.py"));
  return l;
}

TEST(Plan, NoFusionAndInductorCoverEveryNode) {
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto none = codegen::planNoFusion(l.pre);
  auto ind = codegen::planFromPostFusion(l.post);
  EXPECT_NO_THROW(codegen::validatePlan(l.pre, none));
  EXPECT_NO_THROW(codegen::validatePlan(l.pre, ind));
  EXPECT_EQ(none.size(), l.pre.leafCount());
}

TEST(Plan, ValidateNamesTheProblem) {
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto plan = codegen::planNoFusion(l.pre);
  plan.pop_back();
  try {
    codegen::validatePlan(l.pre, plan);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("does not schedule node 'op4'"), std::string::npos) << e.what();
  }
  plan = codegen::planNoFusion(l.pre);
  plan.push_back({"op0"});
  EXPECT_THROW(codegen::validatePlan(l.pre, plan), InputError);
  plan = {{"op0", "op2", "op4", "op9"}};
  EXPECT_THROW(codegen::validatePlan(l.pre, plan), InputError);
}

TEST(Emitter, LayerNormFusesIntoOneKernelWithoutIntermediateBuffers) {
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cpp);
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  EXPECT_TRUE(k.unsupported.empty());
  // buf0 (sum) and buf2 (variance) stay in registers: only inputs and buf4 are parameters
  std::vector<std::string> params;
  for (const auto& p : k.params) params.push_back(p.buffer);
  EXPECT_EQ(std::count(params.begin(), params.end(), "buf0"), 0);
  EXPECT_EQ(std::count(params.begin(), params.end(), "buf2"), 0);
  EXPECT_EQ(std::count(params.begin(), params.end(), "buf4"), 1);
  EXPECT_EQ(k.elided, (std::vector<std::string>{"buf0", "buf2"}));
  // one pass reads arg0_1 for both reductions, a second applies the normalisation
  EXPECT_NE(k.code.find("forwarded buf0"), std::string::npos);
  // every node has lines, and the map is as long as the code
  EXPECT_EQ(k.lineNodes.size(), static_cast<std::size_t>(std::count(k.code.begin(), k.code.end(), '\n')));
  for (const char* n : {"op0", "op2", "op4"})
    EXPECT_NE(std::find(k.lineNodes.begin(), k.lineNodes.end(), n), k.lineNodes.end()) << n;
  // bytes: arg0_1 read, weights read, buf4 written (4 MiB floats each)
  EXPECT_EQ(k.bytes, 2 * 8192 * 512 * 4 + 2 * 512 * 4);
}

TEST(Emitter, UnfusedKeepsEveryBuffer) {
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planNoFusion(l.pre), codegen::Target::Cuda);
  ASSERT_EQ(prog.kernels.size(), 3u);
  EXPECT_TRUE(prog.kernels[0].cudaEntries.at(0).reduction);
  EXPECT_EQ(prog.kernels[0].cudaEntries.at(0).numel, 8192);
  EXPECT_EQ(prog.kernels[0].cudaEntries.at(0).rnumel, 512);
  EXPECT_FALSE(prog.kernels[2].cudaEntries.at(0).reduction);
  for (const auto& k : prog.kernels) EXPECT_TRUE(k.elided.empty());
}

TEST(Emitter, ExternNodesBecomeLibraryCallsWithTheirArguments) {
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planNoFusion(l.pre), codegen::Target::Cuda);
  auto it = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                         [](const auto& k) { return k.kind == codegen::KernelSpec::Kind::Extern; });
  ASSERT_NE(it, prog.kernels.end());
  EXPECT_NE(it->code.find("cuDNN convolution forward"), std::string::npos);
  EXPECT_NE(it->code.find("stride=(2, 2)"), std::string::npos) << it->code;
}

TEST(Emitter, UnsupportedOpIsReportedPerNodeNotSkipped) {
  auto l = load(sample("inductor/add_relu/inference"));
  for (auto& op : l.pre.nodes[0].body->blocks[0].ops)
    if (op.op == "relu") op.op = "bucketize";
  codegen::BufferTable table(l.pre, {});
  auto prog = codegen::emitProgram(table, codegen::planNoFusion(l.pre), codegen::Target::Cpp);
  ASSERT_EQ(prog.kernels.size(), 1u);
  ASSERT_EQ(prog.kernels[0].unsupported.count("op0"), 1u);
  EXPECT_EQ(prog.kernels[0].unsupported.at("op0"), "op 'bucketize' is not implemented");
  EXPECT_NE(prog.kernels[0].code.find("not generated"), std::string::npos);
}

TEST(Emitter, PointwiseLoopsAreReorderedToTheReductionRows) {
  // resnet50_train forward fuses a channels-last BatchNorm+ReLU ([2, 7, 7, 2048]) with
  // its per-(n, c) mean ([4096] x [49]): the pointwise node must iterate rows (n, c).
  auto l = load(sample("inductor/resnet50_train/forward"));
  auto spec = codegen::lowerGroup(l.table, {"op472", "op473", "op476", "op474"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  ASSERT_EQ(spec.nests.size(), 1u);
  EXPECT_EQ(spec.nests[0].numel, 4096);
  EXPECT_EQ(spec.nests[0].rnumel, 49);
  EXPECT_FALSE(spec.nodes[0].linearMapped);
  EXPECT_EQ(spec.nodes[0].role, codegen::NodeRole::RLoop);
}

TEST(Emitter, ExprToCKeepsPythonFloorSemantics) {
  auto e = ir::parseExpr("ModularIndexing(p0 + 3, 2, 5) + (p1//4)");
  auto c = codegen::exprToC(e);
  EXPECT_NE(c.find("fs_modidx"), std::string::npos) << c;
  EXPECT_NE(c.find("fs_floordiv"), std::string::npos) << c;
}

TEST(ExternCalls, ParsesViewsKeywordsAndTupleItems) {
  auto calls = codegen::parseExternCalls(
      "        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 1, 21, 3))\n"
      "        extern_kernels.mm(reinterpret_tensor(buf5, (256, 768), (768, 1), 0), arg3_1, out=buf6)\n"
      "        buf11 = buf10[0]\n",
      "output_code.py");
  ASSERT_EQ(calls.byResult.count("buf6"), 1u);
  EXPECT_EQ(calls.byResult["buf6"].kernel, "extern_kernels.mm");
  auto a = codegen::tensorArg(calls.byResult["buf6"].args[0]);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->buffer, "buf5");
  EXPECT_EQ(a->strides, (std::vector<std::int64_t>{768, 1}));
  EXPECT_EQ(calls.tupleItems["buf11"], (std::pair<std::string, int>{"buf10", 0}));
  EXPECT_EQ(calls.inputLayouts["primals_1"].second, (std::vector<std::int64_t>{147, 1, 21, 3}));
}

}  // namespace
