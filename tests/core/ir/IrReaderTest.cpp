// The reader gets real values out of real dumps: node kinds, deps, groups,
// layouts and loop bodies, in every format variant.
#include <gtest/gtest.h>

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
