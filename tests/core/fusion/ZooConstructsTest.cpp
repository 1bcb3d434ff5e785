// The constructs real models put in their dumps, each on a real dump cut from the
// model zoo (samples/zoo/, copied from ../shared/zoo; see samples/README.md): dynamic
// shapes (size symbols bound to output_code.py's example inputs), atomic_add
// stores, scans, sorts (multi-output ops with dtype tuples), sympy's Abs in
// indices; and the decisions Inductor made on them. The whole-graph comparisons
// against Inductor's plan and log are in FixtureComparisonTest (Zoo cases).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/fusion/Explain.h"
#include "core/ir/Printer.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

using namespace fs;
using namespace fs::ir;

namespace {
using fs::testdata::slurp;

const std::string kZoo = std::string(FUSIONSCOPE_SAMPLES_DIR) + "/zoo";

const SizeSymbol* symbol(const Graph& g, const std::string& name) {
  for (const auto& s : g.sizeSymbols)
    if (s.name == name) return &s;
  return nullptr;
}

const Buffer& output(const Graph& g, const std::string& node) {
  const Node* n = g.find(node);
  if (!n || n->outputs.empty()) throw std::runtime_error("no outputs for " + node);
  return n->outputs.front();
}

}  // namespace

TEST(ZooConstructs, DynamicShapesTakeTheExampleInputsSizes) {
  // resnet18 compiled with dynamic=True: batch s77 and image size s53 are symbols;
  // output_code.py binds `s77 = arg1_1`, `s53 = arg2_1` and get_args() has 2 and 224.
  auto dump = inductor::loadDebugDump(kZoo + "/resnet18_dynamic");
  ASSERT_EQ(dump.graphs.size(), 1u);
  const Graph& g = dump.graphs[0].preFusion;
  ASSERT_NE(symbol(g, "s77"), nullptr);
  EXPECT_EQ(symbol(g, "s77")->hint, 2);
  EXPECT_EQ(symbol(g, "s77")->source, "get_args");
  ASSERT_NE(symbol(g, "s53"), nullptr);
  EXPECT_EQ(symbol(g, "s53")->hint, 224);
  EXPECT_TRUE(g.warnings.empty());

  // buf0 = conv1's output: size=[s77, 64, (((s53 - 1)//2)) + 1, ...] -> [2, 64, 112, 112]
  const Layout& l = output(g, "op0").layout;
  EXPECT_EQ(l.size, (std::vector<std::int64_t>{2, 64, 112, 112}));
  EXPECT_EQ(l.stride, (std::vector<std::int64_t>{802816, 12544, 112, 1}));
  ASSERT_EQ(l.symSize.size(), 4u);
  EXPECT_EQ(l.symSize[2].str(), "(((s53 - 1)//2)) + 1");
  EXPECT_EQ(l.symStride[0].str(), "64*((((s53 - 1)//2)) + 1)**2");

  // op1 (BatchNorm+ReLU): group numel 64*s77*(((s53 - 1)//2))**2 + ... = 2*64*112*112
  const Node& op1 = *g.find("op1");
  EXPECT_EQ(op1.group->numel(), 1605632);
  ASSERT_EQ(op1.group->symIteration.size(), 1u);
  EXPECT_EQ(op1.group->symIteration[0].str(), "64*s77*(((s53 - 1)//2))**2 + 128*s77*(((s53 - 1)//2)) + 64*s77");
  // the index is over the hints (canonical, comparable); it prints as the dump did
  const auto& w = std::get<MemoryDep>(op1.writes.at(0));
  EXPECT_EQ(w.index.key(), "802816*d0 + 12544*d1 + 112*d2 + d3");
  EXPECT_EQ(w.index.str().substr(0, 24), "64*d0*(((s53 - 1)//2))**");
  EXPECT_EQ(w.var_ranges.at(0).second, 2);
  EXPECT_EQ(w.symRanges.at(0).str(), "s77");
  EXPECT_EQ(op1.body->var_ranges.at(2).second, 112);

  // and the text round-trips byte for byte
  const std::string path = dump.graphs[0].folder + "/ir_pre_fusion.txt";
  EXPECT_EQ(printGraph(g), slurp(path));
}

TEST(ZooConstructs, UserSizesOverrideTheExampleInputs) {
  auto dump = inductor::loadDebugDump(kZoo + "/resnet18_dynamic", "", SizeHints{{"s77", 8}});
  const Graph& g = dump.graphs.at(0).preFusion;
  EXPECT_EQ(symbol(g, "s77")->hint, 8);
  EXPECT_EQ(symbol(g, "s77")->source, "user");
  EXPECT_EQ(symbol(g, "s53")->hint, 224);
  EXPECT_EQ(g.find("op1")->group->numel(), 4 * 1605632);
}

TEST(ZooConstructs, UnboundSizeSymbolsGetInductorsFallbackAndAWarning) {
  // the same ir_pre_fusion.txt alone: no output_code.py binds s77 / s53
  auto dump = inductor::loadDebugDump(kZoo + "/resnet18_dynamic/model__1_inference_0.0/ir_pre_fusion.txt");
  const Graph& g = dump.graphs.at(0).preFusion;
  ASSERT_NE(symbol(g, "s77"), nullptr);
  EXPECT_EQ(symbol(g, "s77")->hint, 8192);
  EXPECT_EQ(symbol(g, "s77")->source, "fallback");
  ASSERT_EQ(g.warnings.size(), 2u);
  EXPECT_NE(g.warnings[0].message.find("size symbol s77 has no example value"), std::string::npos);
}

TEST(ZooConstructs, AtomicAddStoresKeepTheirMode) {
  // index_put(..., accumulate=True): op1 adds into buf1 at indirect rows
  auto g = inductor::readIrFile(kZoo + "/index_put_accumulate/model__0_inference_0.0/ir_pre_fusion.txt");
  const Node& op1 = *g.find("op1");
  const auto& w = std::get<MemoryDep>(op1.writes.at(0));
  EXPECT_EQ(w.name, "buf1");
  EXPECT_EQ(w.mode.value_or(""), "atomic_add");
  EXPECT_FALSE(w.modeKeyword);
  EXPECT_EQ(depRepr(op1.writes.at(0)), "MemoryDep('buf1', d1 + 128*tmp0, {d0: 16384, d1: 128}, atomic_add)");
  const auto& star = std::get<StarDep>(op1.unmet_dependencies.at(0));
  EXPECT_EQ(star.mode.value_or(""), "'atomic_add'");
  const LoopOp& store = op1.body->blocks.at(0).ops.at(op1.body->blocks.at(0).ops.size() - 1);
  EXPECT_EQ(store.op, "store");
  EXPECT_EQ(store.args.at(3).text, "atomic_add");
}

TEST(ZooConstructs, ScanIsASubmoduleCallAndAReduction) {
  // cumsum of a softmax: op2's body calls self.scan1((torch.float32,), (truediv,))
  auto g = inductor::readIrFile(kZoo + "/cumsum_softmax/model__0_inference_0.0/ir_pre_fusion.txt");
  const Node& op2 = *g.find("op2");
  const LoopOp* scan = nullptr;
  for (const auto& op : op2.body->blocks.at(0).ops)
    if (op.form == LoopOp::Form::Submodule) scan = &op;
  ASSERT_NE(scan, nullptr);
  EXPECT_EQ(scan->op, "scan1");
  EXPECT_EQ(scan->args.at(0).kind, OpArg::Kind::DtypeTuple);
  EXPECT_EQ(scan->args.at(0).items, std::vector<std::string>{"torch.float32"});
  EXPECT_EQ(scan->args.at(1).items, std::vector<std::string>{"truediv"});
  // a scan runs over rnumel like a reduction (Inductor: Scan has a reduction type),
  // so the softmax statistics (reductions over the same row) fuse with it
  auto e = fusion::explain(g, "op1", "op2");
  EXPECT_TRUE(e.wouldFuse) << e.toText();
}

TEST(ZooConstructs, SortIsAReductionSoItsPointwiseConsumerIsNumelIncompatible) {
  // mixtral's MoE routing sorts 512 expert ids (op24: group (1, 512)); op30 gathers
  // 512x256 rows by the sorted order (group (131072, 1)). Inductor's log:
  // "cannot fuse op30 with op24: nodes numel incompatibility" (reduction + pointwise,
  // arguments swapped): only so if the sort counts as a reduction.
  auto g = inductor::readIrFile(kZoo + "/mixtral/model__0_inference_0.0/ir_pre_fusion.txt");
  const Node& op24 = *g.find("op24");
  bool sawSort = false;
  for (const auto& op : op24.body->blocks.at(0).ops)
    if (op.op == "sort") {
      sawSort = true;
      EXPECT_EQ(op.args.at(0).kind, OpArg::Kind::DtypeTuple);
      EXPECT_EQ(op.args.at(0).items, (std::vector<std::string>{"torch.int64", "torch.int16"}));
      EXPECT_EQ(op.args.at(1).kind, OpArg::Kind::Tuple);
    }
  EXPECT_TRUE(sawSort);
  auto e = fusion::explain(g, "op24", "op30");
  EXPECT_FALSE(e.wouldFuse);
  ASSERT_FALSE(e.rejections().empty());
  EXPECT_EQ(e.rejections().front().reason, fusion::Reason::NumelIncompatible) << e.toText();
  EXPECT_EQ(e.rejections().front().node1, "op30");
}

TEST(ZooConstructs, AbsInIndicesIsEvaluated) {
  // T5's relative position buckets: index3 = Abs(p2 - p3)
  auto g = inductor::readIrFile(kZoo + "/t5_encoder/model__0_inference_0.0/ir_pre_fusion.txt");
  const Expr* abs = nullptr;
  for (const auto& n : g.nodes)
    if (n.body)
      for (const auto& [name, e] : n.body->indexExprs)
        if (e.str() == "Abs(p2 - p3)") abs = &e;
  ASSERT_NE(abs, nullptr);
  auto at = [&](std::int64_t p2, std::int64_t p3) {
    return abs->evaluate([&](const std::string& s) { return s == "p2" ? p2 : p3; });
  };
  EXPECT_EQ(at(3, 10), 7);
  EXPECT_EQ(at(10, 3), 7);
  EXPECT_EQ(at(4, 4), 0);
}

TEST(ZooConstructs, OneBrokenGraphDoesNotHideTheOthers) {
  // a dump of two graph folders, the second's ir_pre_fusion.txt cut short
  namespace sfs = std::filesystem;
  const sfs::path root = sfs::temp_directory_path() / ("fs_zoo_partial_" + std::to_string(::getpid()));
  sfs::remove_all(root);
  const sfs::path good = root / "model__0_inference_0.0", bad = root / "model__1_inference_1.0";
  sfs::create_directories(good);
  sfs::create_directories(bad);
  const std::string src = kZoo + "/cumsum_softmax/model__0_inference_0.0/";
  for (const char* f : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"}) sfs::copy_file(src + f, good / f);
  const std::string text = slurp(src + "ir_pre_fusion.txt");
  std::ofstream(bad / "ir_pre_fusion.txt", std::ios::binary) << text.substr(0, text.size() / 2);

  auto dump = inductor::loadDebugDump(root.string());
  ASSERT_EQ(dump.graphs.size(), 1u);
  EXPECT_EQ(dump.graphs[0].name, "inference");
  EXPECT_EQ(dump.graphs[0].preFusion.nodes.size(), 4u);
  ASSERT_EQ(dump.failedGraphs.size(), 1u);
  EXPECT_EQ(dump.failedGraphs[0].name, "inference_2");
  EXPECT_NE(dump.failedGraphs[0].error.find((bad / "ir_pre_fusion.txt").string() + ":"), std::string::npos);

  // every graph broken: the first graph's located error
  std::ofstream(good / "ir_pre_fusion.txt", std::ios::binary) << text.substr(0, text.size() / 3);
  EXPECT_THROW(inductor::loadDebugDump(root.string()), InputError);
  sfs::remove_all(root);
}

TEST(ZooConstructs, ConcatenationBuffersKeepTheirAliases) {
  // torch.cat of a linear's output and pointwise results, realized in place: each
  // input writes its slice of buf4 (NonOwningLayout, `aliases = ['buf4']`) and
  // the ConcatKernel op4 is a NopKernelSchedulerNode (tests/zoo/gen_zoo_extra.py)
  auto g = inductor::readIrFile(kZoo + "/cat_pointwise/model__0_inference_0.0/ir_pre_fusion.txt");
  const Buffer& buf0 = output(g, "op0");
  EXPECT_EQ(buf0.layout.kind, ir::LayoutKind::NonOwning);
  EXPECT_EQ(buf0.layout.stride, (std::vector<std::int64_t>{512, 1}));
  EXPECT_EQ(buf0.aliases, std::vector<std::string>{"buf4"});
  EXPECT_TRUE(buf0.mutations.empty());
  const Node& op4 = *g.find("op4");
  EXPECT_EQ(op4.kind, NodeKind::NopKernel);
  EXPECT_EQ(op4.irType, "ConcatKernel");
  EXPECT_EQ(op4.unmet_dependencies.size(), 4u);
  int aliased = 0;
  for (const auto& n : g.nodes)
    for (const auto& b : n.outputs) aliased += b.aliases == std::vector<std::string>{"buf4"} ? 1 : 0;
  EXPECT_EQ(aliased, 4);
  EXPECT_EQ(printGraph(g), slurp(kZoo + "/cat_pointwise/model__0_inference_0.0/ir_pre_fusion.txt"));
}
