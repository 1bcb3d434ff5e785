// The reader gets real values out of real dumps: node kinds, deps, groups,
// layouts and loop bodies, in every format variant.
#include <gtest/gtest.h>

#include <map>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

using namespace fs::ir;

namespace {
using fs::testdata::kSamples;

Graph read(const std::string& rel) { return fs::inductor::readIrFile(kSamples + "/" + rel); }
}  // namespace

TEST(IrReader, BnReluMaxpoolStem) {
  Graph g = read("inductor/bn_relu_maxpool/inference/ir_pre_fusion.txt");
  EXPECT_EQ(g.name, "inference");
  ASSERT_EQ(g.nodes.size(), 5u);
  EXPECT_EQ(g.nodes[2].kind, NodeKind::ExternKernel);
  EXPECT_EQ(g.nodes[2].kernel.value(), "extern_kernels.convolution");

  const Node& op3 = *g.find("op3");
  EXPECT_EQ(op3.kind, NodeKind::Scheduler);
  EXPECT_EQ(op3.group->device, "cuda:0");
  EXPECT_EQ(op3.group->numel(), 1605632);
  EXPECT_EQ(op3.group->rnumel(), 1);
  ASSERT_EQ(op3.writes.size(), 1u);
  const auto& w = std::get<MemoryDep>(op3.writes[0]);
  EXPECT_EQ(w.name, "buf3");
  EXPECT_EQ(w.index.key(), "802816*d0 + 7168*d1 + 64*d2 + d3");
  EXPECT_EQ(w.numel(), 1605632);
  EXPECT_EQ(op3.met_dependencies.size(), 4u);
  EXPECT_EQ(op3.outputs.at(0).layout.stride, (std::vector<std::int64_t>{802816, 1, 7168, 64}));
  EXPECT_EQ(op3.outputs.at(0).users.at(0).nodeName, "op4");
  ASSERT_TRUE(op3.body.has_value());
  EXPECT_EQ(op3.body->blocks.at(0).ops.size(), 23u);
  EXPECT_EQ(op3.body->blocks.at(0).ops.back().op, "store");

  const Node& op4 = *g.find("op4");
  EXPECT_EQ(op4.unmet_dependencies.size(), 9u);  // max-pool 3x3 reads buf3 at nine shifted indices
  EXPECT_EQ(op4.group->numel(), 401408);
  EXPECT_EQ(op4.body->blocks.size(), 10u);  // body + masked_subblock1..9
  EXPECT_EQ(op4.body->indexExprs.size(), 16u);
}

TEST(IrReader, PostFusionGroupsAreTheReferencePlan) {
  Graph g = read("inductor/layernorm_manual/inference/ir_post_fusion.txt");
  const Node* fused = g.find("op0_op2_op4");
  ASSERT_NE(fused, nullptr);
  EXPECT_EQ(fused->kind, NodeKind::Fused);
  EXPECT_EQ(fused->leafNames(), (std::vector<std::string>{"op0", "op2", "op4"}));
  EXPECT_TRUE(fused->snodes[0].isReduction());
  EXPECT_EQ(fused->snodes[0].sizes->tupleForm, true);
}

TEST(IrReader, CppBackendTupleGroupsAndOuterLoopFusion) {
  Graph g = read("inductor_cpu/layernorm_manual/inference/ir_pre_fusion.txt");
  const Node& n = g.nodes.at(0);
  ASSERT_TRUE(n.group.has_value());
  EXPECT_EQ(n.group->device, "cpu");
  EXPECT_TRUE(n.group->tupleForm);
  Graph post = read("inductor_cpu/gpt2_eval/inference/ir_post_fusion.txt");
  bool outer = false;
  for (const Node& x : post.nodes) outer |= x.kind == NodeKind::OuterLoopFused;
  EXPECT_TRUE(outer);
}

TEST(IrReader, LegacyFormat) {
  Graph g = read("inductor_legacy/mm_after_add_cpu/inference/ir_post_fusion.txt");
  ASSERT_EQ(g.nodes.size(), 2u);
  EXPECT_EQ(g.nodes[0].name, "buf0_buf1");
  EXPECT_EQ(g.nodes[0].leafNames(), (std::vector<std::string>{"buf0", "buf1"}));
  EXPECT_TRUE(g.nodes[0].legacyUsers.has_value());
  EXPECT_EQ(g.nodes[0].snodes[0].body->var_ranges.at(0).first, "z0");
  EXPECT_EQ(std::get<StarDep>(g.nodes[1].writes[0]).printsMode, false);
}

TEST(IrReader, ReadsEveryGraphOfResnet50Train) {
  Graph fwd = read("inductor/resnet50_train/forward/ir_pre_fusion.txt");
  EXPECT_EQ(fwd.nodes.size(), 742u);
  Graph bwd = read("inductor/resnet50_train/backward/ir_pre_fusion.txt");
  EXPECT_EQ(bwd.nodes.size(), 471u);
  std::size_t weak = 0, mutations = 0;
  for (const Node& n : fwd.nodes) {
    for (const Dep& d : n.unmet_dependencies) weak += std::holds_alternative<WeakDep>(d);
    for (const Buffer& b : n.outputs) mutations += !b.mutations.empty();
  }
  // the running statistics' updates: 53 BatchNorms x 3 (mean, var, batches tracked),
  // each a buffer mutating its input and ordered after its readers by a WeakDep
  EXPECT_EQ(weak, 159u);
  EXPECT_EQ(mutations, 159u);
}

TEST(IrReader, ErrorsNameFileLineAndExpectation) {
  try {
    fs::inductor::parseIrText("op0: SchedulerNode(ComputedBuffer)\nop0.writes = [MemoryDep('buf0', d0 +, {d0: 4})]\n",
                              "x.txt");
    FAIL() << "expected an error";
  } catch (const fs::InputError& e) {
    EXPECT_EQ(e.file(), "x.txt");
    EXPECT_EQ(e.line(), 2);
    EXPECT_NE(std::string(e.what()).find("garbled MemoryDep index"), std::string::npos) << e.what();
  }
}

namespace {

// tests/data/dynamic_cpu/resnet18_train (torch 2.11 CPU, dynamic=True, a training step):
// BatchNorm's running-variance update reads the Bessel correction n / (n - 1) as a real
// index expression, `index2 = FloatTrueDiv(IntTrueDiv(A, 64), (IntTrueDiv(A, 64)) - 1.0)`
// with A = 64*s77*(((s0 - 1)//2))*(((s53 - 1)//2)) + ... (the elements per channel). The
// node is read (not opaque), and the body computes that value where ops.index_expr reads
// it: evaluated here op by op, at the dump's example sizes (s77 = 2, s0 = s53 = 64:
// A = 131072, n = A / 64 = 2048), it is 2048 / 2047.
TEST(IrReader, ARealValuedIndexIsComputedWhereTheBodyReadsIt) {
  auto dump = fs::inductor::loadDebugDump(fs::testdata::kTestData + "/dynamic_cpu/resnet18_train");
  ASSERT_EQ(dump.graphs.size(), 1u);
  const Node* op145 = nullptr;
  for (const auto& n : dump.graphs[0].preFusion.nodes)
    if (n.name == "op145") op145 = &n;
  ASSERT_NE(op145, nullptr);
  EXPECT_TRUE(op145->opaqueReason.empty()) << op145->opaqueReason;
  ASSERT_TRUE(op145->body.has_value());
  const auto& body = *op145->body;
  std::map<std::string, double> values;
  std::map<std::string, std::string> indexOf;
  auto indexValue = [&](const std::string& name) {
    for (const auto& [n, e] : body.indexExprs)
      if (n == name) return static_cast<double>(e.evaluate([](const std::string&) -> std::int64_t { return 0; }));
    ADD_FAILURE() << "no index expression " << name;
    return 0.0;
  };
  for (const auto& op : body.blocks.front().ops) {
    if (op.form == LoopOp::Form::GetIndex) {
      indexOf[op.result] = op.op;
      continue;
    }
    if (op.op == "index_expr") values[op.result] = indexValue(indexOf.at(op.args[0].text));
    else if (op.op == "constant") values[op.result] = op.args[0].number;
    else if (op.op == "sub") values[op.result] = values[op.args[0].text] - values[op.args[1].text];
    else if (op.op == "add") values[op.result] = values[op.args[0].text] + values[op.args[1].text];
    else if (op.op == "mul") values[op.result] = values[op.args[0].text] * values[op.args[1].text];
    else if (op.op == "truediv") values[op.result] = values[op.args[0].text] / values[op.args[1].text];
  }
  ASSERT_TRUE(values.count("index_expr_1"));
  EXPECT_DOUBLE_EQ(values["index_expr_1"], 2048.0 / 2047.0);
  EXPECT_DOUBLE_EQ(values["index_expr"], 131072.0 / 64.0);  // index1: n itself, an integer index
}

}  // namespace
