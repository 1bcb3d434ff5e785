// Inductor's kernels with their nodes, source lines and the times of the user's own
// profile (tests/data/profiled/llama: a torch.profiler trace of 5 steps and Inductor's
// `output_code.py -k` benchmark, from ../shared/zoo/profiled.tar.xz, torch 2.11 on an H200).
#include <gtest/gtest.h>

#include <string>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/KernelProfile.h"
#include "core/session/KernelTable.h"
#include "core/util/Error.h"

using namespace fs;

namespace {

const std::string kDir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/profiled/llama";

TEST(KernelTable, EveryTritonKernelOfTheProfiledLlamaGetsItsNodesLinesAndTimes) {
  const auto dump = inductor::loadDebugDump(kDir);
  const auto trace = inductor::readProfilerTrace(kDir + "/profiler_trace.json");
  const auto bench = inductor::readKernelBenchmark(kDir + "/benchmark_kernels_model__0_inference_0.0.txt");
  EXPECT_EQ(bench.kernels.size(), 11u);  // 11 lines, one colour-wrapped
  EXPECT_EQ(bench.skipped, 0);
  const auto& g = dump.graphs.front();
  const auto t = session::kernelTable(g, session::Provenance::of(g), &trace, &bench);
  ASSERT_EQ(t.rows.size(), 11u);
  for (const auto& r : t.rows) {
    EXPECT_FALSE(r.nodes.empty()) << r.name;
    EXPECT_FALSE(r.sources.empty()) << r.name;
    EXPECT_GT(r.traceCalls, 0) << r.name;
    EXPECT_GT(r.benchmarkUs, 0) << r.name;
  }
  const auto& first = t.rows.front();
  EXPECT_EQ(first.name, "triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0");
  EXPECT_EQ(first.nodes, (std::vector<std::string>{"op0", "op1"}));
  // 5 kernel events, durations 1.6514 us on average (summed with Python's json)
  EXPECT_EQ(first.traceCalls, 5);
  EXPECT_NEAR(first.traceUs, 1.6514, 1e-9);
  // its module is .../ic/cicgz65czblkni3....py; the benchmark's row `cicgz65czb 0.004ms`
  EXPECT_DOUBLE_EQ(first.benchmarkUs, 4.0);
  EXPECT_EQ(first.sources.front(), "modeling_llama.py:65 (variance = hidden_states.pow(2).mean(-1, keepdim=True))");
  // cuBLAS and attention kernels are not Inductor's: listed apart, largest first
  ASSERT_FALSE(t.unmatched.empty());
  EXPECT_EQ(t.unmatched.size(), 8u);  // 19 kernel names in the trace, 11 Inductor's
  EXPECT_EQ(t.unmatched.front().name.rfind("fmha_cutlassF_f32", 0), 0u);  // attention: 10 x 17.6 us
  EXPECT_GE(t.unmatched.front().totalUs, t.unmatched.back().totalUs);
}

TEST(KernelTable, AFileThatIsNotATraceIsOneLocatedError) {
  try {
    inductor::readProfilerTrace(kDir + "/benchmark_kernels_model__0_inference_0.0.txt");
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("not a torch.profiler Chrome trace: JSON error at byte"), std::string::npos)
        << e.what();
  }
}

}  // namespace
