// Done-when of issue 5 on the CPU: every fixture graph (samples/inductor/* and
// samples/inductor_cpu/*, every graph) runs unfused and fused (Inductor's groups)
// as generated C++ on this machine, and every kernel's outputs match the reference
// interpreter on random inputs (a backward's saved inputs: its forward's values, as the
// CLI gives them: FixtureReference.h). Nodes that cannot run are named in the output.
#include <gtest/gtest.h>

#include "FixtureReference.h"
#include "Fixtures.h"
#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/ExternCalls.h"
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
  // the whole folder, as the CLI reads it (scans take their combine functions from output_code.py)
  auto dump = inductor::loadDebugDump(fx.folder, "", {}, {});
  ASSERT_EQ(dump.graphs.size(), 1u) << fx.folder;
  ASSERT_TRUE(ir::postFusionOf(dump.graphs[0])) << fx.folder;
  const auto& pre = dump.graphs[0].preFusion;
  const auto& post = *ir::postFusionOf(dump.graphs[0]);
  codegen::BufferTable table(pre);
  auto ref = test::fixtureReference(fx.folder, table);
  for (const auto& [node, why] : ref.notRun) ADD_FAILURE() << "reference: node " << node << " did not run: " << why;
  runtime::RunOptions opt;
  opt.warmup = 0;
  opt.reps = 1;
  opt.cacheDir = FS_TEST_CACHE_DIR;
  auto unfused = runtime::runPlanCpu(table, codegen::planNoFusion(pre), "none", ref, opt);
  expectVerified(unfused);
  auto fused = runtime::runPlanCpu(table, codegen::planFromPostFusion(post), "inductor", ref, opt);
  expectVerified(fused);
  // what the timing view shows beside each median: every timed run, and the others' load
  for (const auto& k : fused.kernels) EXPECT_EQ(k.samplesUs.size(), static_cast<std::size_t>(opt.reps)) << k.name;
  EXPECT_GE(fused.othersCpuShare, 0.0);
  EXPECT_LE(fused.othersCpuShare, 1.0);
  std::printf("%s: reference %.0f ms; unfused %zu kernels %.0f us; inductor %zu kernels %.0f us; compile %.0f + %.0f ms\n",
              fx.name.c_str(), ref.ms, unfused.kernels.size(), unfused.totalUs, fused.kernels.size(), fused.totalUs,
              unfused.compileMs, fused.compileMs);
}

// Issue 12: a fused node that reads what an earlier node of its kernel wrote, through
// another loop order (a transpose), got elements other iterations had not written yet
// (NaN). Real excerpts (a dump from that node on; without output_code.py the extern
// nodes do not run, and what depends on them is not checked).
class CpuCrossIterationRead : public ::testing::TestWithParam<std::pair<const char*, const char*>> {};

TEST_P(CpuCrossIterationRead, FusedKernelMatchesTheReference) {
  const std::string folder = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/codegen/" + GetParam().first;
  auto pre = inductor::readIrFile(folder + "/ir_pre_fusion.txt");
  auto post = inductor::readIrFile(folder + "/ir_post_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(folder + "/output_code.py"), pre);
  codegen::BufferTable table(pre);
  auto ref = runtime::computeReference(table, 1);
  runtime::RunOptions opt;
  opt.warmup = 0;
  opt.reps = 1;
  opt.cacheDir = FS_TEST_CACHE_DIR;
  auto fused = runtime::runPlanCpu(table, codegen::planFromPostFusion(post), "inductor", ref, opt);
  bool seen = false;
  for (const auto& c : fused.checks) {
    if (c.kernel.find(GetParam().second) == std::string::npos) continue;
    seen = true;
    std::string detail = c.reason;
    for (const auto& b : c.buffers)
      if (!b.ok) detail += "\n    " + b.describe();
    EXPECT_TRUE(c.ran && c.ok) << c.kernel << ": " << detail;
  }
  EXPECT_TRUE(seen) << "no kernel " << GetParam().second;
  for (const auto& c : fused.checks)
    if (c.ran && c.reason.empty()) {
      EXPECT_TRUE(c.ok) << c.kernel;
    }
}

INSTANTIATE_TEST_SUITE_P(Issue12, CpuCrossIterationRead,
                         ::testing::Values(std::make_pair("vit_b_32_from_op7", "op7_op8"),
                                           std::make_pair("inception_v3_from_op226", "op226_op227_op228")),
                         [](const auto& info) { return std::string(info.param.first); });

// The unfused plan and Inductor's, untimed, each verified against `ref`.
void expectBothPlansVerified(const codegen::BufferTable& table, const ir::ProgramGraph& graph, const runtime::Reference& ref) {
  runtime::RunOptions opt;
  opt.warmup = 0;
  opt.reps = 1;
  opt.time = false;
  opt.cacheDir = FS_TEST_CACHE_DIR;
  expectVerified(runtime::runPlanCpu(table, codegen::planNoFusion(graph.preFusion), "none", ref, opt));
  expectVerified(runtime::runPlanCpu(table, codegen::planFromPostFusion(*ir::postFusionOf(graph)), "inductor", ref, opt));
}

// A negative index counts from the end of its dimension (Inductor's indirect_indexing
// with wrap_neg: the Triton kernel adds 6 where the index is < 0). Falcon's training
// backward (tests/data/kernels/falcon_train) scatters into [2, 64, 6, 32] at dim 2 by
// full_default_6, the forward's tensor([-1]) (index_put(.., [None, None, full_default_6],
// .., accumulate=True)): op21 adds buf13's four rows at dim-2 position 5. Before the wrap
// the reference stopped at "store to buf21[-32] is out of bounds".
TEST(CpuKernels, ANegativeIndirectIndexCountsFromTheEndOfItsDimension) {
  auto dump = inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/falcon_train/model__0_backward_3.1",
                                      "", {}, {});
  ASSERT_EQ(dump.graphs.size(), 1u);
  const auto& pre = dump.graphs[0].preFusion;
  codegen::BufferTable table(pre);
  ASSERT_NE(table.node("op21"), nullptr);
  EXPECT_EQ(codegen::indirectSizes(table, *table.node("op21")), (std::map<std::string, std::int64_t>{{"indirect0", 6}}));
  auto ref = runtime::computeReference(table, 1, [](runtime::BufferPool& pool) { pool.at("full_default_6").set(0, -1); });
  ASSERT_EQ(ref.notRun.count("op21"), 0u) << ref.notRun["op21"];
  const auto &grad = ref.pool.at("buf13"), &out = ref.pool.at("buf21");
  for (std::int64_t p0 : {0, 1})
    for (std::int64_t p1 : {0, 33, 63})
      for (std::int64_t p2 : {0, 31}) {
        const std::int64_t in = 8192 * p0 + 32 * p1 + p2;
        const double want = grad.get(in) + grad.get(in + 2048) + grad.get(in + 4096) + grad.get(in + 6144);
        EXPECT_NEAR(out.get(12288 * p0 + 192 * p1 + 32 * 5 + p2), want, 1e-5 * (1 + std::fabs(want)));
        EXPECT_EQ(out.get(12288 * p0 + 192 * p1 + 32 * 4 + p2), 0.0);  // the other positions keep the zeros
      }
  expectBothPlansVerified(table, dump.graphs[0], ref);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, CpuFixture, ::testing::ValuesIn(test::fixtureGraphs()),
                         [](const auto& info) { return info.param.name; });
// Issue 12: real zoo graphs, one per construct the kernels must run (tests/data/kernels).
INSTANTIATE_TEST_SUITE_P(KernelZoo, CpuFixture, ::testing::ValuesIn(test::kernelZooGraphs()),
                         [](const auto& info) { return info.param.name; });

}  // namespace

namespace {
// Max-autotune's convolution template (misc_convnet__maxautotune of the corpus): op5 is a
// MultiTemplateBuffer that autotuning resolved to Triton's conv2d template, launched as
// `triton_tem_..._4.run(buf3, buf4, buf5, ...)` with its geometry in the kernel's
// config_args (KERNEL_H 3, STRIDE_H 2, PADDING_H 1, GROUPS 1). It runs as the
// convolution it computes; before, the reference stopped at "node has no loop body" and
// the H100 run could check nothing after it.
TEST(CpuKernels, AConvolutionTemplateRunsAsItsConvolution) {
  auto dump = inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/convnet_maxautotune/model__0_inference_0.0", "", {}, {});
  ASSERT_EQ(dump.graphs.size(), 1u);
  const auto& pre = dump.graphs[0].preFusion;
  codegen::BufferTable table(pre);
  ASSERT_NE(table.node("op5"), nullptr);
  const ir::ExternOp* conv = table.externOp(*table.node("op5"));
  ASSERT_NE(conv, nullptr) << table.templateReason("op5");
  EXPECT_EQ(conv->kind, ir::ExternKind::Convolution);
  EXPECT_EQ(conv->result, "buf5");
  ASSERT_EQ(conv->inputs.size(), 2u);
  EXPECT_EQ(conv->inputs[0].buffer, "buf3");
  EXPECT_EQ(conv->inputs[1].buffer, "buf4");
  EXPECT_EQ(conv->stride, (std::vector<std::int64_t>{2, 2}));
  EXPECT_EQ(conv->padding, (std::vector<std::int64_t>{1, 1}));
  EXPECT_EQ(conv->dilation, (std::vector<std::int64_t>{1, 1}));
  EXPECT_EQ(conv->groups, 1);
  auto ref = runtime::computeReference(table, 1);
  EXPECT_TRUE(ref.notRun.empty()) << ref.notRun.begin()->first << ": " << ref.notRun.begin()->second;
  expectBothPlansVerified(table, dump.graphs[0], ref);
}
}  // namespace
