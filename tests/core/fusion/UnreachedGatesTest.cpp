// Gates that no real dump reaches (tests/mutation/mutants.txt listed them as known):
// each test starts from a real graph (samples/ or tests/data/zoo/), changes in memory
// only what the gate looks at, and expects the decision Inductor's code makes for that
// case (torch/_inductor/scheduler.py, codegen/cpp.py, codegen/simd.py), with its reason
// text. The unchanged graph is checked first where the change is what makes the gate
// decide, so that the test shows the change, not something else, is the cause.
// tests/mutation/run.sh breaks each gate in turn and expects these tests to fail.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>
#include <stdexcept>
#include <string>
#include <variant>

#include "core/frontends/inductor/IrReader.h"
#include "core/fusion/Explain.h"

using namespace fs::fusion;

namespace {

fs::ir::Graph readSample(const std::string& relPath) {
  return fs::inductor::readIrFile(std::string(FUSIONSCOPE_SOURCE_DIR) + "/" + relPath);
}

fs::ir::Node& nodeOf(fs::ir::Graph& g, const std::string& name) {
  for (auto& n : g.nodes)
    if (n.name == name) return n;
  throw std::runtime_error("no node " + name);
}

bool rejectsFor(const Explanation& e, Reason r) {
  for (const auto& d : e.rejections())
    if (d.reason == r) return true;
  return false;
}

const char* kLayernorm = "samples/inductor/layernorm_manual/inference/ir_pre_fusion.txt";
const char* kCatPointwise = "samples/zoo/cat_pointwise/model__0_inference_0.0/ir_pre_fusion.txt";
const char* kGpt2 = "samples/inductor/gpt2_eval/inference/ir_pre_fusion.txt";

// Scheduler.can_fuse: `if device != device2: why("device mismatch (%s vs %s)", ...)`.
// layernorm_manual's op0 (the mean) fuses into op4 (Inductor's op0_op2_op4); with
// op4's group moved to another GPU the pair is refused for the device alone.
TEST(UnreachedGates, DeviceMismatchRefusesAPairThatOtherwiseFuses) {
  auto g = readSample(kLayernorm);
  ASSERT_TRUE(explain(g, "op0", "op4").wouldFuse);
  nodeOf(g, "op4").group->device = "cuda:1";
  Explanation e = explain(g, "op0", "op4");
  EXPECT_FALSE(e.wouldFuse);
  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty());
  EXPECT_EQ(rej.front().reason, Reason::DeviceMismatch);
  EXPECT_EQ(rej.front().logLine(), "cannot fuse op0 with op4: device mismatch (cuda:0 vs cuda:1)");
}

// Scheduler.can_fuse refuses a NopKernelSchedulerNode as node1 first of all.
// cat_pointwise's op16 is a real one (the ConcatKernel of buf16), and op17 reads buf16:
// unchanged graph.
TEST(UnreachedGates, NopNode1IsRefused) {
  auto g = readSample(kCatPointwise);
  ASSERT_EQ(g.find("op16")->kind, fs::ir::NodeKind::NopKernel);
  Explanation e = explain(g, "op16", "op17");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty());
  // torch 2.11 (this dump) words the check as 2.8-2.10 did
  EXPECT_EQ(rej.front().reason, Reason::Node1IsExternOrNop);
  EXPECT_EQ(rej.front().logLine(), "cannot fuse op16 with op17: node1 is extern or nop");
  // 2.12+ split it in two
  g.release = {2, 12};
  auto split = explain(g, "op16", "op17").rejections();
  ASSERT_FALSE(split.empty());
  EXPECT_EQ(split.front().reason, Reason::Node1IsNop);
  EXPECT_EQ(split.front().logLine(), "cannot fuse op16 with op17: node1 is nop");
}

// fusable_read_and_write: a write whose mode requires synchronization (atomic_add)
// never matches a read, so can_fuse_vertical finds the read unmet: "memory deps did
// not match". layernorm_manual's op4 reads buf0 with op0's write index (d0, {d0: 8192});
// the write is marked atomic_add.
TEST(UnreachedGates, AnAtomicWriteDoesNotMatchItsRead) {
  auto g = readSample(kLayernorm);
  ASSERT_FALSE(rejectsFor(explain(g, "op0", "op4"), Reason::MemoryDepsDidNotMatch));
  auto& w = std::get<fs::ir::MemoryDep>(nodeOf(g, "op0").writes.at(0));
  ASSERT_EQ(w.name, "buf0");
  w.mode = "atomic_add";
  Explanation e = explain(g, "op0", "op4");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  bool found = false;
  for (const auto& d : e.rejections())
    if (d.reason == Reason::MemoryDepsDidNotMatch) {
      found = true;
      EXPECT_EQ(d.logLine(), "cannot fuse op0 with op4: memory deps did not match");
    }
  EXPECT_TRUE(found) << e.toText();
}

// fusable_read_and_write: read.index == write.index. op4's read of buf0 is given
// another index over the same ranges (2*d0: every other element); the ranges still
// equal the write's, the index alone differs.
TEST(UnreachedGates, AReadOfAnotherIndexDoesNotMatchTheWrite) {
  auto g = readSample(kLayernorm);
  auto& n4 = nodeOf(g, "op4");
  bool changed = false;
  for (auto& d : n4.unmet_dependencies)
    if (auto* m = std::get_if<fs::ir::MemoryDep>(&d); m && m->name == "buf0") {
      ASSERT_EQ(m->index, fs::ir::parseExpr("d0"));
      m->index = fs::ir::parseExpr("2*d0");
      changed = true;
    }
  ASSERT_TRUE(changed);
  Explanation e = explain(g, "op0", "op4");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  EXPECT_TRUE(rejectsFor(e, Reason::MemoryDepsDidNotMatch)) << e.toText();
}

// ForeachKernelSchedulerNode.can_fuse, two foreach nodes: "foreach do not have same
// length". gpt2_eval's dropout masks op1, op15, op21, op39 and op45 each read only the
// RNG seeds buf0 (independent nodes): op1 and op15 made one foreach group,
// op21, op39 and op45 another, 2 sub-nodes against 3.
TEST(UnreachedGates, ForeachGroupsOfDifferentLengthsAreRefused) {
  auto g = readSample(kGpt2);
  // node1 the shorter one: the mutant (no length check) then compares op1/op21, op15/op39
  g.foreachLists = {{"op1", "op15"}, {"op21", "op39", "op45"}};
  Explanation e = explain(g, "op1", "op21", {}, 0);
  EXPECT_EQ(e.node1, "op1_op15");
  EXPECT_EQ(e.node2, "op21_op39_op45");
  EXPECT_EQ(e.relation, "horizontal");
  EXPECT_FALSE(e.wouldFuse);
  // Each mask reads its own element of buf0, so InductorChoices refuses the pair first
  // (no shared data); explain() evaluates every gate, the backend's is foreach's.
  int foreachGates = 0;
  for (const auto& d : e.gates)
    if (d.gate == Gate::ForeachCanFuse) {
      ++foreachGates;
      EXPECT_FALSE(d.accepted) << e.toText();
      EXPECT_EQ(d.reason, Reason::ForeachLengthMismatch) << e.toText();
      EXPECT_EQ(d.logLine(), "cannot fuse op1_op15 with op21_op39_op45: foreach do not have same length");
    }
  EXPECT_EQ(foreachGates, 1) << e.toText();
}

// ForeachKernelSchedulerNode.can_fuse, a foreach consumer: a reduction producer is
// refused before its dependencies are looked at. gpt2_eval's op2 (a reduction over
// buf1) feeds op5; op5 and op9 made a foreach group.
TEST(UnreachedGates, AReductionProducerOfAForeachIsRefused) {
  auto g = readSample(kGpt2);
  g.foreachLists = {{"op5", "op9"}};
  Explanation e = explain(g, "op2", "op5", {}, 0);
  EXPECT_EQ(e.node2, "op5_op9");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty()) << e.toText();
  EXPECT_EQ(rej.front().reason, Reason::ForeachProducerIsReduction) << e.toText();
  EXPECT_EQ(rej.front().logLine(),
            "cannot fuse op2 with op5_op9: candidate producer is a reduction, foreach ops cannot be fused with "
            "reductions currently");
}

// ForeachKernelSchedulerNode.can_fuse, a foreach producer: a reduction consumer is
// refused. gpt2_eval's op1 (pointwise) feeds the reduction op2; op1 and op9 made a
// foreach group.
TEST(UnreachedGates, AReductionConsumerOfAForeachIsRefused) {
  auto g = readSample(kGpt2);
  g.foreachLists = {{"op1", "op9"}};
  Explanation e = explain(g, "op1", "op2", {}, 0);
  EXPECT_EQ(e.node1, "op1_op9");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  auto rej = e.rejections();
  ASSERT_FALSE(rej.empty()) << e.toText();
  EXPECT_EQ(rej.front().reason, Reason::ForeachConsumerIsReduction) << e.toText();
  EXPECT_EQ(rej.front().logLine(),
            "cannot fuse op1_op9 with op2: candidate consumer is a reduction, foreach ops cannot be fused with "
            "reductions currently");
}

// CppScheduling._can_fuse_nodes_with_compatible_ranges: a 1-D node and an n-D node of
// the same numel fuse (the 1-D one recomputed to the other's loops) only when their
// data sizes, node.data.get_size(), are equal. gpt2_eval on the CPU, unchanged: op1
// ((196608,), ()) writes a (2, 128, 768) tensor, op9 ((2, 12, 128, 64), ()) a
// (2, 12, 128, 64) one, so the C++ backend refuses them (can_fuse_vertical: not
// horizontally compatible, no common outer loop); op5 ((2, 128, 768), ()), whose data
// size is op1's, is compatible.
TEST(UnreachedGates, CppCompatibleRangesNeedEqualDataSizes) {
  auto g = readSample("samples/inductor_cpu/gpt2_eval/inference/ir_pre_fusion.txt");
  Explanation same = explain(g, "op1", "op5");
  EXPECT_EQ(same.backend, "cpp");
  EXPECT_FALSE(rejectsFor(same, Reason::CppIncompatibleLoops)) << same.toText();
  Explanation e = explain(g, "op1", "op9");
  EXPECT_EQ(e.backend, "cpp");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  bool found = false;
  for (const auto& d : e.rejections())
    if (d.reason == Reason::CppIncompatibleLoops) {
      found = true;
      EXPECT_EQ(d.logLine(),
                "cannot fuse op1 with op9: C++ backend: loop ranges ((196608,), ()) and ((2, 12, 128, 64), ()) are "
                "neither equal, reduction-compatible nor mergeable, and share no outer loop");
    }
  EXPECT_TRUE(found) << e.toText();
}

// SIMDScheduling.can_fuse, a pointwise producer of a reduction with numel1 == numel2 *
// rnumel2: every node of node1 must split its loops into (numel2, rnumel2)
// (SIMDKernel.is_compatible), else "nodes numel/rnumel incompatibility". gpt2_eval's op1
// (sizes [2, 128, 768]) feeds the row reduction op2 (256, 768) and passes this check;
// op1's sizes set to [3, 65536] (the same numel): 3 neither fills nor divides 256.
TEST(UnreachedGates, CudaProducerLoopsThatDoNotSplitIntoTheReductionAreRefused) {
  auto g = readSample(kGpt2);
  ASSERT_FALSE(rejectsFor(explain(g, "op1", "op2"), Reason::NumelRnumelIncompatible));
  auto& sizes = nodeOf(g, "op1").sizes;
  ASSERT_TRUE(sizes.has_value());
  ASSERT_EQ(sizes->iteration, (std::vector<std::int64_t>{2, 128, 768}));
  sizes->iteration = {3, 65536};
  Explanation e = explain(g, "op1", "op2");
  EXPECT_EQ(e.backend, "triton");
  EXPECT_EQ(e.relation, "vertical");
  EXPECT_FALSE(e.wouldFuse);
  bool found = false;
  for (const auto& d : e.rejections())
    if (d.reason == Reason::NumelRnumelIncompatible) {
      found = true;
      EXPECT_EQ(d.logLine(), "cannot fuse op1 with op2: nodes numel/rnumel incompatibility");
    }
  EXPECT_TRUE(found) << e.toText();
}

// Scheduler.can_fuse, a template's prologue (mlp_maxautotune: the GELU op1 into the
// matmul template op2, which Inductor lets through every prologue check). Each test
// changes the one thing one check looks at.
Decision prologueDecision(const fs::ir::Graph& g) {
  Explanation e = explain(g, "op1", "op2");
  for (const auto& d : e.gates)
    if (!d.accepted) return d;
  return Decision::accept(Gate::SchedulerCanFuse, "op1", "op2");
}

fs::ir::Graph mlpMaxAutotune() {
  auto g = readSample("tests/data/zoo/mlp_maxautotune/model__0_inference_0.0/ir_pre_fusion.txt");
  EXPECT_TRUE(prologueDecision(g).accepted) << "the unchanged prologue must pass";
  return g;
}

// `if prologue_node.has_aliasing_or_mutation()`: op1's buf1 made to mutate buf0.
TEST(UnreachedGates, AMutatingPrologueIsRefused) {
  auto g = mlpMaxAutotune();
  nodeOf(g, "op1").outputs.at(0).mutations = {"buf0"};
  Decision d = prologueDecision(g);
  EXPECT_EQ(d.reason, Reason::PrologueNotFunctional);
  EXPECT_EQ(d.logLine(), "cannot fuse op1 with op2: template prologue can only fuse functional pointwise nodes");
}

// The prologue's output must have the template as its only user: buf1 also made a
// graph output.
TEST(UnreachedGates, APrologueOutputWithAnotherUserIsRefused) {
  auto g = mlpMaxAutotune();
  auto& users = nodeOf(g, "op1").outputs.at(0).users;
  ASSERT_EQ(users.size(), 1u);
  users.push_back(fs::ir::NodeUser{"OUTPUT", "", false, false});
  Decision d = prologueDecision(g);
  EXPECT_EQ(d.reason, Reason::PrologueNotSingleUseIntoTemplate);
  EXPECT_EQ(d.logLine(), "cannot fuse op1 with op2: template prologue can only fuse nodes with a single use into template");
}

// check_prologue_fusion_heuristics_fusable: read bytes > 1.1 x write bytes refuses
// (a downcast): buf1 written as float16, half the bytes of the float32 it reads.
TEST(UnreachedGates, APrologueReadingMoreThanItWritesIsRefused) {
  auto g = mlpMaxAutotune();
  auto& layout = nodeOf(g, "op1").outputs.at(0).layout;
  ASSERT_EQ(layout.dtype, fs::ir::DType::F32);
  layout.dtype = fs::ir::DType::F16;
  Decision d = prologueDecision(g);
  EXPECT_EQ(d.reason, Reason::PrologueMoreBytesRead);
  EXPECT_EQ(d.logLine(), "cannot fuse op1 with op2: prologue fusion will not increase amount of bytes read in kernel");
}

}  // namespace
