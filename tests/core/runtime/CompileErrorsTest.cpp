// A kernel that does not compile is a result, not the end of a run: the program's
// units are compiled again kernel by kernel (compileIsolatingErrors, CpuCompiler.h), so
// that only the kernel that does not compile is lost, named with the compiler's first
// error. Checked with the real C++ compiler on layernorm_manual's and bn_relu_maxpool's
// generated kernels (samples/inductor), one of them made invalid.
#include <gtest/gtest.h>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuCompiler.h"

namespace {

using namespace fs;

TEST(CompileErrors, OnlyTheKernelThatDoesNotCompileIsLost) {
  auto g = inductor::readIrFile(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/bn_relu_maxpool/inference/ir_pre_fusion.txt");
  codegen::BufferTable table(g);
  const auto prog = codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cpp);
  std::vector<std::string> codes;
  std::vector<int> loops;  // kernels with code
  for (std::size_t i = 0; i < prog.kernels.size(); ++i) {
    codes.push_back(prog.kernels[i].code);
    if (prog.kernels[i].kind == codegen::KernelSpec::Kind::Loop && prog.kernels[i].unsupported.empty())
      loops.push_back(static_cast<int>(i));
  }
  ASSERT_GE(loops.size(), 3u);
  const int broken = loops[1];
  codes[static_cast<std::size_t>(broken)] += "\nstatic_assert(false, \"deliberately broken kernel\");\n";
  // two units: the broken kernel shares the first with another
  std::vector<std::string> units(2, prog.prelude);
  std::vector<int> unitOf(codes.size(), -1);
  for (std::size_t j = 0; j < loops.size(); ++j) {
    const int u = j < 2 ? 0 : 1;
    units[static_cast<std::size_t>(u)] += "\n" + codes[static_cast<std::size_t>(loops[j])];
    unitOf[static_cast<std::size_t>(loops[j])] = u;
  }
  runtime::CpuCompiler cc(FS_TEST_CACHE_DIR);
  auto r = runtime::compileIsolatingErrors<runtime::CompileOutcome>(
      prog.prelude, codes, units, unitOf, [&](const std::string& src, std::size_t) { return cc.compile(src); });
  EXPECT_FALSE(r.outcomes[0].has_value());  // the unit holding it
  EXPECT_TRUE(r.outcomes[1].has_value());
  for (int k : loops) {
    const auto i = static_cast<std::size_t>(k);
    if (k == broken) {
      EXPECT_EQ(r.unitOf[i], -1);
      EXPECT_EQ(r.errors[i].rfind("did not compile: ", 0), 0u) << r.errors[i];
      EXPECT_NE(r.errors[i].find("deliberately broken kernel"), std::string::npos) << r.errors[i];
      EXPECT_NE(r.errors[i].find("source kept at "), std::string::npos) << r.errors[i];
    } else {
      EXPECT_TRUE(r.errors[i].empty()) << prog.kernels[i].name << ": " << r.errors[i];
      ASSERT_GE(r.unitOf[i], 0);
      const auto& lib = r.outcomes[static_cast<std::size_t>(r.unitOf[i])];
      ASSERT_TRUE(lib.has_value());
      EXPECT_NE(lib->library->symbol(prog.kernels[i].cppEntry), nullptr);
    }
  }
  // the other kernel of the first unit got a unit of its own, after the original two
  EXPECT_GE(r.unitOf[static_cast<std::size_t>(loops[0])], 2);
}

}  // namespace
