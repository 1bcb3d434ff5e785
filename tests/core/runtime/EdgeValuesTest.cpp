// Edge values through the reference interpreter and the generated C++ kernels, each
// checked against torch's own results written out here (not computed by either side):
// `.5` for every rounding op (torch.round is half-to-even: round(2.5) = 2, round(-7.5)
// = -8, and round(0.49999997) = 0 where floor(x + 0.5) gives 1), negative operands for
// integer floordiv / truncdiv and for remainder (Python's sign of the divisor) against
// fmod and Inductor's ops.mod (C's sign of the dividend: `a % b` in Triton, `mod()` in
// the C++ prefix), NaN and +-inf through maximum / minimum (NaN propagates) and where,
// float32 -> float16 conversions at ties, limits and subnormals (round to nearest
// even), and size-1 and size-0 dimensions (a reduction over one element; a node of no
// elements: the reference writes nothing, the code generators name it and generate
// the rest).
//
// The graph is written in Inductor's ir_pre_fusion.txt form (one pointwise node per op,
// 1-D of 16 elements, as Inductor prints a 1-D pointwise node).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <sstream>

#include "core/codegen/BufferTable.h"
#include "core/codegen/Emitter.h"
#include "core/codegen/Plan.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/HostBuffers.h"
#include "core/runtime/Interpreter.h"
#include "core/runtime/NvrtcCompiler.h"

namespace {

using namespace fs;

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr int kN = 16;

struct Input {
  std::string name, dtype;  // torch dtype spelling
  std::vector<double> values;
};
// x, y: float32; a, b: int64; c: bool (where's condition)
const std::vector<Input>& inputs() {
  static const std::vector<Input> in = {
      {"arg0_1", "float32", {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -7.0, 7.0, -7.5, 0.49999997f, kNan, kInf, -kInf, -0.0, 3.0, 1.0}},
      {"arg1_1", "float32", {2, 2, 2, -2, -2, -2, 2, -2, 2, 1, 1, 1, 1, kNan, kInf, -kInf}},
      {"arg2_1", "int64", {-7, 7, -7, 7, 0, -1, 9, -9, 6, -6, 1, -8, 8, 3, -3, 5}},
      {"arg3_1", "int64", {2, -2, -2, 2, 3, 3, 4, 4, -4, -4, 7, 3, -3, 5, 5, 1}},
      {"arg4_1", "bool", {1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0}},
      // float32 -> float16 ties and limits: 1 + 2^-11 (a tie: to 1), 1 + 3 * 2^-11 (a tie:
      // to the even 1 + 2^-9), just above a tie, 65504 (the largest half), 65520 (a tie:
      // to inf), 65519, 2^-25 and 3 * 2^-25 (subnormal ties: 0 and 2^-23), ..., 2049 (a
      // tie: to 2048)
      {"arg7_1", "float32", {1 + 0x1p-11, 1 + 3 * 0x1p-11, 1 + 0x1p-11 + 0x1p-20, 65504, 65520, 65519, 0x1p-25,
                             3 * 0x1p-25, -1 - 0x1p-11, kNan, kInf, -kInf, 0.1f, -0.0, 1e-8, 2049}},
  };
  return in;
}

struct Case {
  std::string op;                 // ops.<op>
  std::vector<std::string> args;  // input names
  std::string dtype;              // result dtype
  std::vector<double> want;       // torch's result; NaN: NaN expected
  int checked = kN;               // elements compared (the first `checked`)
  std::string extra = "";         // ops.<op>(loads, extra)
};

// torch's results (torch 2.11: torch.round / floor / ceil / trunc, torch.div(a, b,
// rounding_mode=...) on int64, torch.remainder, torch.fmod, torch.maximum / minimum,
// torch.where). Float remainder and fmod are compared on the finite inputs only.
const std::vector<Case>& cases() {
  const float q = 0.49999997f;
  static const std::vector<Case> c = {
      {"round", {"arg0_1"}, "float32", {-2, -2, -0.0, 0, 2, 2, -7, 7, -8, 0, kNan, kInf, -kInf, -0.0, 3, 1}},
      {"floor", {"arg0_1"}, "float32", {-3, -2, -1, 0, 1, 2, -7, 7, -8, 0, kNan, kInf, -kInf, -0.0, 3, 1}},
      {"ceil", {"arg0_1"}, "float32", {-2, -1, -0.0, 1, 2, 3, -7, 7, -7, 1, kNan, kInf, -kInf, -0.0, 3, 1}},
      {"trunc", {"arg0_1"}, "float32", {-2, -1, -0.0, 0, 1, 2, -7, 7, -7, 0, kNan, kInf, -kInf, -0.0, 3, 1}},
      {"remainder", {"arg0_1", "arg1_1"}, "float32", {1.5, 0.5, 1.5, -1.5, -0.5, -1.5, 1, -1, 0.5, q}, 10},
      {"fmod", {"arg0_1", "arg1_1"}, "float32", {-0.5, -1.5, -0.5, 0.5, 1.5, 0.5, -1, 1, -1.5, q}, 10},
      {"maximum", {"arg0_1", "arg1_1"}, "float32", {2, 2, 2, 0.5, 1.5, 2.5, 2, 7, 2, 1, kNan, kInf, 1, kNan, kInf, 1}},
      {"minimum", {"arg0_1", "arg1_1"}, "float32", {-2.5, -1.5, -0.5, -2, -2, -2, -7, -2, -7.5, q, kNan, 1, -kInf, kNan, 3, -kInf}},
      {"where", {"arg4_1", "arg0_1", "arg1_1"}, "float32", {-2.5, 2, -0.5, -2, 1.5, -2, -7.0, -2, -7.5, 1, kNan, 1, -kInf, kNan, 3, -kInf}},
      {"floordiv", {"arg2_1", "arg3_1"}, "int64", {-4, -4, 3, 3, 0, -1, 2, -3, -2, 1, 0, -3, -3, 0, -1, 5}},
      {"truncdiv", {"arg2_1", "arg3_1"}, "int64", {-3, -3, 3, 3, 0, 0, 2, -2, -1, 1, 0, -2, -2, 0, 0, 5}},
      {"remainder", {"arg2_1", "arg3_1"}, "int64", {1, -1, -1, 1, 0, 2, 1, 3, -2, -2, 1, 1, -1, 3, 2, 0}},
      {"mod", {"arg2_1", "arg3_1"}, "int64", {-1, 1, -1, 1, 0, -1, 1, -1, 2, -2, 1, -2, 2, 3, -3, 0}},
      {"fmod", {"arg2_1", "arg3_1"}, "int64", {-1, 1, -1, 1, 0, -1, 1, -1, 2, -2, 1, -2, 2, 3, -3, 0}},
      // x.half() (round to nearest even, stored as float16)
      {"to_dtype", {"arg7_1"}, "float16",
       {1, 1 + 0x1p-9, 1 + 0x1p-10, 65504, kInf, 65504, 0, 0x1p-23, -1, kNan, kInf, -kInf, 0.0999755859375, -0.0, 0, 2048},
       kN, "torch.float16, src_dtype = torch.float32"},
  };
  return c;
}

std::string layout(const std::string& dtype, const std::vector<int>& size) {
  std::string s = "FixedLayout('cpu', torch." + dtype + ", size=[", st = "stride=[";
  for (std::size_t i = 0; i < size.size(); ++i) {
    int stride = 1;
    for (std::size_t j = i + 1; j < size.size(); ++j) stride *= size[j];
    s += (i ? ", " : "") + std::to_string(size[i]);
    st += (i ? ", " : "") + std::to_string(stride);
  }
  return s + "], " + st + "])";
}

// One pointwise node `op<i>` writing buf<i> = ops.<op>(loads...), 1-D of kN.
std::string pointwiseNode(int i, const Case& c) {
  const std::string op = "op" + std::to_string(i), buf = "buf" + std::to_string(i);
  std::ostringstream o;
  o << op << ": SchedulerNode(ComputedBuffer)\n";
  o << op << ".writes = [MemoryDep('" << buf << "', d0, {d0: " << kN << "})]\n";
  o << op << ".unmet_dependencies = []\n" << op << ".met_dependencies = [";
  for (std::size_t k = 0; k < c.args.size(); ++k)
    o << (k ? ", " : "") << "MemoryDep('" << c.args[k] << "', d0, {d0: " << kN << "})";
  o << "]\n" << op << ".outputs = [\n    " << buf << ": ComputedBuffer\n    " << buf << ".layout = " << layout(c.dtype, {kN})
    << "\n    " << buf << ".users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n]\n";
  o << op << ".group.device = cpu\n" << op << ".group.iteration = ((" << kN << ",), ())\n" << op << ".sizes = ([" << kN << "], [])\n";
  for (const auto& a : c.args)
    for (const auto& in : inputs())
      if (in.name == a) o << a << "_layout = " << layout(in.dtype, {kN}) << "\n";
  o << buf << "_layout = " << layout(c.dtype, {kN}) << "\n";
  o << "class " << op << "_loop_body:\n    var_ranges = {p0: " << kN << "}\n    index0 = p0\n    def body(self, ops):\n";
  o << "        get_index = self.get_index('index0')\n";
  std::string args;
  for (std::size_t k = 0; k < c.args.size(); ++k) {
    const std::string v = "load" + (k ? "_" + std::to_string(k) : std::string());
    o << "        " << v << " = ops.load('" << c.args[k] << "', get_index)\n";
    args += (k ? ", " : "") + v;
  }
  o << "        " << c.op << " = ops." << c.op << "(" << args << (c.extra.empty() ? "" : ", " + c.extra) << ")\n";
  o << "        get_index_1 = self.get_index('index0')\n";
  o << "        store = ops.store('" << buf << "', get_index_1, " << c.op << ", None)\n        return store\n\n\n";
  return o.str();
}

// Size-1 and size-0 dimensions: op<i> is max over a reduction dimension of one element
// of arg5_1 [16, 1] (NaN included: the max of {NaN} is NaN); op<i+1> is a pointwise
// node over [0, 16] (arg6_1): no element, so it runs and writes nothing.
std::string degenerateNodes(int i) {
  const std::string op = "op" + std::to_string(i), buf = "buf" + std::to_string(i);
  const std::string op2 = "op" + std::to_string(i + 1), buf2 = "buf" + std::to_string(i + 1);
  std::ostringstream o;
  o << op << ": SchedulerNode(ComputedBuffer)\n" << op << ".writes = [MemoryDep('" << buf << "', d0, {d0: 16})]\n"
    << op << ".unmet_dependencies = []\n" << op << ".met_dependencies = [MemoryDep('arg5_1', d0, {d0: 16})]\n"
    << op << ".outputs = [\n    " << buf << ": ComputedBuffer\n    " << buf << ".layout = " << layout("float32", {16})
    << "\n    " << buf << ".users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n]\n"
    << op << ".group.device = cpu\n" << op << ".group.iteration = ((16,), (1,))\n" << op << ".sizes = ([16], [1])\n"
    << "arg5_1_layout = " << layout("float32", {16, 1}) << "\n" << buf << "_layout = " << layout("float32", {16}) << "\n"
    << "class " << op << "_loop_body:\n    var_ranges = {p0: 16, p1: 1}\n    index0 = p0\n    def body(self, ops):\n"
    << "        get_index = self.get_index('index0')\n        load = ops.load('arg5_1', get_index)\n"
    << "        reduction = ops.reduction(torch.float32, torch.float32, 'max', load)\n"
    << "        get_index_1 = self.get_index('index0')\n"
    << "        store_reduction = ops.store_reduction('" << buf << "', get_index_1, reduction)\n        return store_reduction\n\n\n";
  o << op2 << ": SchedulerNode(ComputedBuffer)\n" << op2 << ".writes = [MemoryDep('" << buf2 << "', 16*d0 + d1, {d0: 0, d1: 16})]\n"
    << op2 << ".unmet_dependencies = []\n" << op2 << ".met_dependencies = [MemoryDep('arg6_1', 16*d0 + d1, {d0: 0, d1: 16})]\n"
    << op2 << ".outputs = [\n    " << buf2 << ": ComputedBuffer\n    " << buf2 << ".layout = " << layout("float32", {0, 16})
    << "\n    " << buf2 << ".users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n]\n"
    << op2 << ".group.device = cpu\n" << op2 << ".group.iteration = ((0, 16), ())\n" << op2 << ".sizes = ([0, 16], [])\n"
    << "arg6_1_layout = " << layout("float32", {0, 16}) << "\n" << buf2 << "_layout = " << layout("float32", {0, 16}) << "\n"
    << "class " << op2 << "_loop_body:\n    var_ranges = {p0: 0, p1: 16}\n    index0 = 16*p0 + p1\n    def body(self, ops):\n"
    << "        get_index = self.get_index('index0')\n        load = ops.load('arg6_1', get_index)\n"
    << "        exp = ops.exp(load)\n        get_index_1 = self.get_index('index0')\n"
    << "        store = ops.store('" << buf2 << "', get_index_1, exp, None)\n        return store\n\n\n";
  return o.str();
}

const int kDegenerate = static_cast<int>(cases().size());  // op index of the size-1 reduction

std::string graphText() {
  std::string s;
  for (std::size_t i = 0; i < cases().size(); ++i) s += pointwiseNode(static_cast<int>(i), cases()[i]);
  return s + degenerateNodes(kDegenerate);
}

runtime::BufferPool inputPool(const codegen::BufferTable& table) {
  auto pool = runtime::allocatePool(table);
  for (const auto& in : inputs())
    for (int i = 0; i < kN; ++i) pool.at(in.name).set(i, in.values[static_cast<std::size_t>(i)]);
  const std::vector<double> col = {-1, kNan, kInf, -kInf, 0.5, -0.0, 3, 2, 1, 0, -2, -3, 7, 8, 9, 10};
  for (int i = 0; i < 16; ++i) pool.at("arg5_1").set(i, col[static_cast<std::size_t>(i)]);
  return pool;
}

// Every value of `got` against torch's: NaN where NaN is expected, else exact (each
// result is an integer or a float32 value the op returns exactly).
void expectTorchValues(const runtime::BufferPool& pool, const std::string& who) {
  for (std::size_t i = 0; i < cases().size(); ++i) {
    const auto& c = cases()[i];
    const auto& got = pool.at("buf" + std::to_string(i));
    for (int e = 0; e < c.checked; ++e) {
      const double w = c.want[static_cast<std::size_t>(e)], g = got.get(e);
      const std::string where = who + ": ops." + c.op + "(" + c.dtype + ") element " + std::to_string(e);
      if (std::isnan(w)) EXPECT_TRUE(std::isnan(g)) << where << ": " << g << ", torch gives nan";
      else EXPECT_EQ(g, static_cast<double>(static_cast<float>(w))) << where << " (input "
                                                                        << inputs().back().values[static_cast<std::size_t>(e)] << ")";
    }
  }
  const auto& mx = pool.at("buf" + std::to_string(kDegenerate));
  const std::vector<double> col = {-1, kNan, kInf, -kInf, 0.5, -0.0, 3, 2, 1, 0, -2, -3, 7, 8, 9, 10};
  for (int i = 0; i < 16; ++i) {
    const double w = col[static_cast<std::size_t>(i)], g = mx.get(i);
    if (std::isnan(w)) EXPECT_TRUE(std::isnan(g)) << who << ": max over one element " << i << ": " << g;
    else EXPECT_EQ(g, w) << who << ": max over one element " << i;
  }
  EXPECT_EQ(pool.at("buf" + std::to_string(kDegenerate + 1)).numel, 0) << who;
}

ir::Graph edgeGraph() {
  auto g = inductor::parseIrText(graphText(), "edge-values.txt");
  for (const auto& n : g.nodes) EXPECT_FALSE(n.isOpaque()) << n.name << " not understood";
  return g;
}

TEST(EdgeValues, TheReferenceGivesTorchsResults) {
  auto g = edgeGraph();
  codegen::BufferTable table(g);
  auto pool = inputPool(table);
  runtime::Interpreter interp(table);
  const auto notRun = interp.run(pool);
  EXPECT_TRUE(notRun.empty()) << notRun.begin()->first << ": " << notRun.begin()->second;
  expectTorchValues(pool, "reference");
}

// The generated C++ of each plan: one kernel per node, and all nodes in one kernel
// (the pointwise nodes of one size as one horizontal group).
TEST(EdgeValues, TheGeneratedCppGivesTorchsResults) {
  auto g = edgeGraph();
  codegen::BufferTable table(g);
  codegen::Plan together;
  together.emplace_back();
  for (std::size_t i = 0; i < cases().size(); ++i) together.back().push_back("op" + std::to_string(i));
  together.push_back({"op" + std::to_string(kDegenerate)});
  together.push_back({"op" + std::to_string(kDegenerate + 1)});
  for (const auto& [name, plan] : {std::pair{"none", codegen::planNoFusion(g)}, std::pair{"one group", together}}) {
    const auto prog = codegen::emitProgram(table, plan, codegen::Target::Cpp);
    std::string src = prog.prelude;
    const std::string empty = "op" + std::to_string(kDegenerate + 1);
    for (const auto& k : prog.kernels) {
      if (k.nodes == std::vector<std::string>{empty}) {  // named, not generated; the rest runs
        ASSERT_EQ(k.unsupported.count(empty), 1u) << name;
        EXPECT_EQ(k.unsupported.at(empty), "a dimension of size 0: no element to compute");
        continue;
      }
      ASSERT_TRUE(k.unsupported.empty()) << name << ": " << k.name << ": " << k.unsupported.begin()->second;
      src += "\n" + k.code;
    }
    runtime::CpuCompiler cc(FS_TEST_CACHE_DIR);
    auto lib = cc.compile(src).library;
    auto pool = inputPool(table);
    for (const auto& k : prog.kernels) {
      if (!k.unsupported.empty()) continue;
      std::vector<void*> args;
      for (const auto& p : k.params) args.push_back(pool.at(p.buffer).data());
      reinterpret_cast<void (*)(void**)>(lib->symbol(k.cppEntry))(args.data());
    }
    expectTorchValues(pool, std::string("C++ kernels, plan ") + name);
  }
}

// Without a GPU the CUDA kernels of the same graph are generated and compiled (the GPU
// machine runs them: tests/gpu).
TEST(EdgeValues, TheCudaKernelsCompile) {
  if (!runtime::haveNvrtc()) GTEST_SKIP() << "this build has no CUDA toolkit (NVRTC)";
  auto text = graphText();
  for (std::size_t p = 0; (p = text.find("'cpu'", p)) != std::string::npos;) text.replace(p, 5, "'cuda:0'");
  for (std::size_t p = 0; (p = text.find("device = cpu", p)) != std::string::npos;) text.replace(p, 12, "device = cuda:0");
  auto g = inductor::parseIrText(text, "edge-values-cuda.txt");
  codegen::BufferTable table(g);
  const auto prog = codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cuda);
  for (const auto& k : prog.kernels)
    EXPECT_EQ(k.unsupported.size(), k.nodes == std::vector<std::string>{"op" + std::to_string(kDegenerate + 1)} ? 1u : 0u) << k.name;
  std::vector<int> partOf;
  runtime::NvrtcCompiler nvrtc(FS_TEST_CACHE_DIR);
  EXPECT_NO_THROW(nvrtc.compileAll(prog.split(1, partOf), "edge_values", "sm_90", /*cubin=*/false, 1));
}

}  // namespace

// ---- welford_combine with uneven weights -------------------------------------------
// Inductor's split Welford (resnet18_train's forward, tests/data/zoo: op22, op23, op24
// combine 98 partials (mean, m2, weight) per channel into the mean, m2 and count of
// BatchNorm's statistics). The partials here are those of known data split unevenly
// (1 to 5 values each), so the combine's weighting shows: the result must be the mean
// and the sum of squared deviations of all the data, computed here in two passes.
namespace {

struct WelfordData {
  std::vector<double> mean, m2, count;  // per output row (128)
};

WelfordData fillPartials(runtime::BufferPool& pool) {
  WelfordData want;
  for (int p0 = 0; p0 < 2; ++p0)
    for (int p1 = 0; p1 < 64; ++p1) {
      std::vector<double> all;
      for (int p2 = 0; p2 < 98; ++p2) {
        const int count = 1 + (p2 * 7 + p1 + 3 * p0) % 5;
        std::vector<double> v;
        for (int k = 0; k < count; ++k) v.push_back(std::sin(0.37 * (p2 * 5 + k) + 0.11 * p1 + p0) * (1 + p2 % 3) + 0.01 * p2);
        double mu = 0, m2 = 0;
        for (double x : v) mu += x;
        mu /= count;
        for (double x : v) m2 += (x - mu) * (x - mu);
        const std::int64_t at = 6272 * p0 + p1 + 64 * p2;  // index0 of the loop bodies
        pool.at("buf19").set(at, mu);
        pool.at("buf20").set(at, m2);
        pool.at("buf21").set(at, count);
        all.insert(all.end(), v.begin(), v.end());
      }
      double mu = 0, m2 = 0;
      for (double x : all) mu += x;
      mu /= static_cast<double>(all.size());
      for (double x : all) m2 += (x - mu) * (x - mu);
      want.mean.push_back(mu);
      want.m2.push_back(m2);
      want.count.push_back(static_cast<double>(all.size()));
    }
  return want;
}

void expectStatistics(const runtime::BufferPool& pool, const WelfordData& want, const std::string& who) {
  for (int r = 0; r < 128; ++r) {
    const std::size_t i = static_cast<std::size_t>(r);
    EXPECT_NEAR(pool.at("buf22").get(r), want.mean[i], 1e-5 * (1 + std::fabs(want.mean[i]))) << who << " mean, row " << r;
    EXPECT_NEAR(pool.at("buf23").get(r), want.m2[i], 1e-4 * (1 + want.m2[i])) << who << " m2, row " << r;
    EXPECT_EQ(pool.at("buf24").get(r), want.count[i]) << who << " count, row " << r;
  }
}

}  // namespace

TEST(EdgeValues, WelfordCombineWeighsEachPartialByItsCount) {
  auto dump = inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/resnet18_train");
  const ir::Graph* g = nullptr;
  for (const auto& pg : dump.graphs)
    if (pg.name == "forward") g = &pg.preFusion;
  ASSERT_NE(g, nullptr);
  codegen::BufferTable table(*g);
  const runtime::Interpreter interp(table);
  {
    auto pool = runtime::allocatePool(table);
    const auto want = fillPartials(pool);
    for (const char* op : {"op22", "op23", "op24"}) interp.runLoopNode(*g->find(op), pool);
    expectStatistics(pool, want, "reference");
  }
  const auto prog = codegen::emitProgram(table, {{"op22", "op23", "op24"}}, codegen::Target::Cpp);
  ASSERT_EQ(prog.kernels.size(), 1u);
  ASSERT_TRUE(prog.kernels[0].unsupported.empty());
  runtime::CpuCompiler cc(FS_TEST_CACHE_DIR);
  auto lib = cc.compile(prog.prelude + "\n" + prog.kernels[0].code).library;
  auto pool = runtime::allocatePool(table);
  const auto want = fillPartials(pool);
  std::vector<void*> args;
  for (const auto& p : prog.kernels[0].params) args.push_back(pool.at(p.buffer).data());
  reinterpret_cast<void (*)(void**)>(lib->symbol(prog.kernels[0].cppEntry))(args.data());
  expectStatistics(pool, want, "C++ kernel");
}
