// Done-when of issue 5 on the CPU: every fixture graph (samples/inductor/* and
// samples/inductor_cpu/*, every graph) runs unfused and fused (Inductor's groups)
// as generated C++ on this machine, and every kernel's outputs match the reference
// interpreter on random inputs. Nodes that cannot run are named in the output.
#include <gtest/gtest.h>

#include "Fixtures.h"
#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuRunner.h"

namespace {

using namespace fs;

class CpuFixture : public ::testing::TestWithParam<test::FixtureGraph> {};

void expectVerified(const runtime::PlanResult& r) {
  for (const auto& [node, why] : r.notRun) ADD_FAILURE() << r.plan << ": node " << node << " did not run: " << why;
  for (const auto& c : r.checks) {
    if (c.ok) continue;
    std::string detail = c.reason;
    for (const auto& b : c.buffers)
      if (!b.ok) detail += "\n    " + b.describe();
    ADD_FAILURE() << r.plan << ": kernel " << c.kernel << " does not match the reference: " << detail;
  }
  EXPECT_TRUE(r.verified) << r.plan;
}

TEST_P(CpuFixture, UnfusedAndInductorPlansMatchTheReference) {
  const auto& fx = GetParam();
  auto pre = inductor::readIrFile(fx.folder + "/ir_pre_fusion.txt");
  auto post = inductor::readIrFile(fx.folder + "/ir_post_fusion.txt");
  codegen::BufferTable table(pre, codegen::readExternCalls(fx.folder + "/output_code.py"));
  auto ref = runtime::computeReference(table, 1);
  for (const auto& [node, why] : ref.notRun) ADD_FAILURE() << "reference: node " << node << " did not run: " << why;
  runtime::RunOptions opt;
  opt.warmup = 0;
  opt.reps = 1;
  opt.cacheDir = FS_TEST_CACHE_DIR;
  auto unfused = runtime::runPlanCpu(table, codegen::planNoFusion(pre), "none", ref, opt);
  expectVerified(unfused);
  auto fused = runtime::runPlanCpu(table, codegen::planFromPostFusion(post), "inductor", ref, opt);
  expectVerified(fused);
  std::printf("%s: reference %.0f ms; unfused %zu kernels %.0f us; inductor %zu kernels %.0f us; compile %.0f + %.0f ms\n",
              fx.name.c_str(), ref.ms, unfused.kernels.size(), unfused.totalUs, fused.kernels.size(), fused.totalUs,
              unfused.compileMs, fused.compileMs);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, CpuFixture, ::testing::ValuesIn(test::fixtureGraphs()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
