// Inductor's dtype and layout-kind spellings -> the IR's enums (frontends/inductor/
// TorchSpelling.h): every spelling the real dumps print reads as its type with the
// IR's one size table, prints back as it was, and a spelling the frontend does not
// know degrades to Unknown with one located warning on its node.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "core/frontends/inductor/IrReader.h"
#include "core/frontends/inductor/TorchSpelling.h"
#include "core/ir/Printer.h"

namespace {

using namespace fs;
using ir::DType;

std::string readText(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every dtype the zoo's dumps print (torch 2.11), with PyTorch's element_size().
TEST(TorchSpelling, TheDumpsSpellingsReadAsTheirTypesWithTorchsSizes) {
  struct Case {
    const char* spelling;
    DType type;
    int size;
  };
  const Case cases[] = {
      {"torch.float32", DType::F32, 4},  {"torch.float16", DType::F16, 2}, {"torch.bfloat16", DType::BF16, 2},
      {"torch.float64", DType::F64, 8},  {"torch.int64", DType::I64, 8},   {"torch.int32", DType::I32, 4},
      {"torch.int16", DType::I16, 2},    {"torch.int8", DType::I8, 1},     {"torch.bool", DType::Bool, 1},
      {"torch.uint8", DType::U8, 1},     {"torch.uint32", DType::U32, 4},  {"torch.uint64", DType::U64, 8},
      {"torch.float8_e4m3fn", DType::F8E4M3FN, 1}, {"torch.float8_e5m2", DType::F8E5M2, 1},
      {"torch.complex64", DType::C64, 8},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.spelling);
    EXPECT_EQ(inductor::parseTorchDType(c.spelling), c.type);
    EXPECT_EQ(ir::dtypeSize(c.type), c.size);
    EXPECT_EQ(ir::dtypeName(c.type), c.spelling);
  }
  // torch's aliases read as the type they name (and print as its canonical name)
  EXPECT_EQ(inductor::parseTorchDType("torch.float"), DType::F32);
  EXPECT_EQ(inductor::parseTorchDType("torch.long"), DType::I64);
  EXPECT_EQ(inductor::parseTorchDType("torch.half"), DType::F16);
  EXPECT_EQ(inductor::parseTorchDType("torch.double"), DType::F64);
  // not a dtype, or not one PyTorch 2.11 has
  EXPECT_EQ(inductor::parseTorchDType("float32"), DType::Unknown);
  EXPECT_EQ(inductor::parseTorchDType("torch.qint8"), DType::Unknown);
  EXPECT_EQ(ir::dtypeSize(DType::Unknown), 0);
  for (DType t : ir::allDTypes()) EXPECT_EQ(inductor::parseTorchDType(ir::dtypeName(t)), t) << ir::dtypeName(t);
  for (ir::LayoutKind k : ir::allLayoutKinds())
    EXPECT_EQ(inductor::parseLayoutKind(ir::layoutKindName(k)), k) << ir::layoutKindName(k);
  EXPECT_EQ(inductor::parseLayoutKind("MutationLayoutSHOULDREMOVE"), ir::LayoutKind::Mutation);
  EXPECT_EQ(inductor::parseLayoutKind("FancyLayout"), ir::LayoutKind::Unknown);
}

// The real dumps: every dtype spelled in them is known (no warning), and the
// printed graph spells each layout exactly as the dump did.
TEST(TorchSpelling, RealDumpsReadEveryDtypeAndPrintItBack) {
  const std::filesystem::path root = FUSIONSCOPE_SAMPLES_DIR;
  const std::filesystem::path files[] = {
      root / "inductor/resnet50_train/backward/ir_pre_fusion.txt",  // float32, int64, bool
      std::filesystem::path(FUSIONSCOPE_TESTDATA_DIR) / "kernels/llama_bf16/model__0_forward_1.0/ir_pre_fusion.txt",
  };
  const std::regex layout(R"(\w*Layout\('[^']*', (torch\.\w+),)");
  std::set<std::string> seen;
  for (const auto& f : files) {
    SCOPED_TRACE(f.string());
    const std::string text = readText(f);
    ASSERT_FALSE(text.empty());
    ir::Graph g = inductor::parseIrText(text, f.filename().string());
    for (const auto& w : g.warnings) EXPECT_EQ(w.message.find("unknown dtype"), std::string::npos) << w.text();
    const std::string printed = ir::printGraph(g);
    std::set<std::string> in, out;
    for (std::sregex_iterator it(text.begin(), text.end(), layout), end; it != end; ++it) in.insert((*it)[0]);
    for (std::sregex_iterator it(printed.begin(), printed.end(), layout), end; it != end; ++it) out.insert((*it)[0]);
    EXPECT_EQ(in, out);
    for (const auto& node : g.nodes) {
      for (const auto& b : node.outputs)
        if (b.layout.kind != ir::LayoutKind::MultiOutput) {
          EXPECT_NE(b.layout.dtype, DType::Unknown) << b.name;
          seen.insert(std::string(ir::dtypeName(b.layout.dtype)));
        }
      for (const auto& [name, l] : node.bufferLayouts) {
        EXPECT_NE(l.dtype, DType::Unknown) << name;
        seen.insert(std::string(ir::dtypeName(l.dtype)));
      }
    }
  }
  for (const char* t : {"torch.float32", "torch.int64", "torch.bool", "torch.bfloat16"})
    EXPECT_TRUE(seen.count(t)) << t << ": the samples no longer cover the dtypes this test is about";
}

// A dtype of a newer PyTorch, in a layout and in a loop body: the graph loads, the
// type is Unknown (size 0), and one warning per node names the file, the line,
// the node and the spelling. The node is not opaque: it still fuses.
TEST(TorchSpelling, AnUnknownDtypeDegradesWithALocatedWarningOnItsNode) {
  const std::string text =
      "op0: SchedulerNode(ComputedBuffer)\n"
      "op0.writes = [MemoryDep('buf0', c0, {c0: 64})]\n"
      "op0.unmet_dependencies = []\n"
      "op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 64})]\n"
      "op0.outputs = [\n"
      "    buf0: ComputedBuffer\n"
      "    buf0.layout = FixedLayout('cuda:0', torch.float4_e3m0, size=[64], stride=[1])\n"
      "    buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n"
      "]\n"
      "op0.group.device = cuda:0\n"
      "op0.group.iteration = (64, 1)\n"
      "op0.sizes = ([64], [])\n"
      "arg0_1_layout = FixedLayout('cuda:0', torch.float32, size=[64], stride=[1])\n"
      "buf0_layout = FixedLayout('cuda:0', torch.float4_e3m0, size=[64], stride=[1])\n"
      "class op0_loop_body:\n"
      "    var_ranges = {p0: 64}\n"
      "    index0 = p0\n"
      "    def body(self, ops):\n"
      "        get_index = self.get_index('index0')\n"
      "        load = ops.load('arg0_1', get_index)\n"
      "        to_dtype = ops.to_dtype(load, torch.float4_e3m0, src_dtype = torch.float32)\n"
      "        get_index_1 = self.get_index('index0')\n"
      "        store = ops.store('buf0', get_index_1, to_dtype, None)\n"
      "        return store\n";
  ir::Graph g;
  ASSERT_NO_THROW(g = inductor::parseIrText(text, "ir_pre_fusion.txt"));
  ASSERT_EQ(g.nodes.size(), 1u);
  const ir::Node& n = g.nodes[0];
  EXPECT_TRUE(n.opaqueReason.empty()) << n.opaqueReason;
  const ir::Layout& l = n.outputs.at(0).layout;
  EXPECT_EQ(l.dtype, DType::Unknown);
  EXPECT_EQ(l.itemsize(), 0);
  EXPECT_EQ(n.bufferLayouts.at(0).second.dtype, DType::F32);
  EXPECT_EQ(n.bufferLayouts.at(0).second.itemsize(), 4);
  const ir::OpArg& to = n.body->blocks.at(0).ops.at(2).args.at(1);
  EXPECT_EQ(to.kind, ir::OpArg::Kind::Dtype);
  EXPECT_EQ(to.dtype, DType::Unknown);
  EXPECT_EQ(to.text, "torch.float4_e3m0");  // the loop body prints back as read
  EXPECT_EQ(n.body->blocks.at(0).ops.at(2).args.at(2).dtype, DType::F32);
  ASSERT_EQ(g.warnings.size(), 1u);  // one per node and spelling, at its first line
  EXPECT_EQ(g.warnings[0].text(),
            "ir_pre_fusion.txt:7: op0: unknown dtype 'torch.float4_e3m0' (read as unknown: no element size, "
            "no kernels for the buffers of that type)");
  EXPECT_EQ(g.warnings[0].node, "op0");
  EXPECT_EQ(ir::layoutRepr(l), "FixedLayout('cuda:0', unknown, size=[64], stride=[1])");
  // what the IR prints for it reads back as the same unknown type
  ir::Graph again;
  ASSERT_NO_THROW(again = inductor::parseIrText(ir::printGraph(g), "printed.txt"));
  EXPECT_EQ(again.nodes.at(0).outputs.at(0).layout.dtype, DType::Unknown);
}

// A layout class of a newer PyTorch: read as a strided layout, with a warning.
TEST(TorchSpelling, AnUnknownLayoutKindDegradesWithALocatedWarning) {
  const std::string text =
      "op0: ExternKernelSchedulerNode(ExternKernelOut)\n"
      "op0.writes = [StarDep(name='buf0', mode=None)]\n"
      "op0.unmet_dependencies = []\n"
      "op0.met_dependencies = [StarDep(name='arg0_1', mode=None)]\n"
      "op0.outputs = [\n"
      "    buf0: ExternKernelOut\n"
      "    buf0.layout = PinnedLayout('cuda:0', torch.bfloat16, size=[8, 8], stride=[8, 1])\n"
      "    buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n"
      "]\n"
      "op0.node.kernel = extern_kernels.mm\n";
  ir::Graph g;
  ASSERT_NO_THROW(g = inductor::parseIrText(text, "ir_pre_fusion.txt"));
  const ir::Layout& l = g.nodes.at(0).outputs.at(0).layout;
  EXPECT_EQ(l.kind, ir::LayoutKind::Unknown);
  EXPECT_EQ(l.dtype, DType::BF16);
  EXPECT_EQ(l.itemsize(), 2);
  EXPECT_EQ(l.size, (std::vector<std::int64_t>{8, 8}));
  ASSERT_EQ(g.warnings.size(), 1u);
  EXPECT_EQ(g.warnings[0].text(),
            "ir_pre_fusion.txt:7: op0: unknown layout kind 'PinnedLayout' (read as a strided layout, printed as "
            "UnknownLayout)");
}

}  // namespace
