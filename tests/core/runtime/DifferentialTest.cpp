// The differential test of the code generators (issue 12): random loop nests shaped
// like the zoo's (RandomChains.h: permuted and broadcast reads, flattened index forms,
// masked shifted reads, uneven sizes, every reduction kind, row and column
// reductions, epilogues) run as generated C++, unfused and fused by our scheduler,
// and every kernel's outputs are checked against the reference interpreter. A
// failure names the seed and the chain; `FS_CHAIN_SEEDS=N` runs more seeds,
// `FS_CHAIN_DUMP=DIR` writes each seed's IR to DIR/seedN/ir_pre_fusion.txt.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "RandomChains.h"
#include "RandomNests.h"
#include "core/codegen/BufferTable.h"
#include "core/codegen/Plan.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/fusion/Scheduler.h"
#include "core/codegen/Emitter.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/NvrtcCompiler.h"

namespace {

using namespace fs;

int seeds() {
  const char* s = std::getenv("FS_CHAIN_SEEDS");
  return s ? std::max(1, std::atoi(s)) : 12;
}

std::string failures(const runtime::PlanResult& r) {
  std::string out;
  for (const auto& [node, why] : r.notRun) out += "\n  " + r.plan + ": node " + node + " did not run: " + why;
  for (const auto& c : r.checks) {
    if (c.ok) continue;
    out += "\n  " + r.plan + ": kernel " + c.kernel + ": " + c.reason;
    for (const auto& b : c.buffers)
      if (!b.ok) out += "\n    " + b.describe();
  }
  return out;
}

TEST(Differential, RandomChainsMatchTheReferenceUnfusedAndFused) {
  int kernels = 0, fusedGroups = 0;
  for (int seed = 0; seed < seeds(); ++seed) {
    const auto rg = test::randomGraph(static_cast<std::uint64_t>(seed), "cpu");
    if (const char* dir = std::getenv("FS_CHAIN_DUMP")) {  // the generated IR, for the CLI (fuse, explain, bench)
      std::filesystem::create_directories(std::string(dir) + "/seed" + std::to_string(seed));
      std::ofstream(std::string(dir) + "/seed" + std::to_string(seed) + "/ir_pre_fusion.txt") << rg.text;
    }
    ir::Graph graph;
    try {
      graph = inductor::parseIrText(rg.text, "random-" + std::to_string(seed) + ".txt");
    } catch (const std::exception& e) {
      ADD_FAILURE() << "seed " << seed << ": the generated IR does not read: " << e.what() << "\n" << rg.text.substr(0, 3000);
      continue;
    }
    for (const auto& n : graph.nodes) ASSERT_FALSE(n.isOpaque()) << "seed " << seed << ": " << n.name << " not understood";
    codegen::BufferTable table(graph);
    const auto ref = runtime::computeReference(table, static_cast<std::uint64_t>(seed) + 1);
    ASSERT_TRUE(ref.notRun.empty()) << "seed " << seed << ": the reference did not run " << ref.notRun.begin()->first << ": "
                                    << ref.notRun.begin()->second;
    runtime::RunOptions opt;
    opt.warmup = 0;
    opt.reps = 1;
    opt.cacheDir = FS_TEST_CACHE_DIR;
    codegen::Plan ours;
    for (const auto& n : fusion::fuseGraph(graph).nodes) {
      ours.push_back(n.leaves);
      fusedGroups += n.leaves.size() > 1 ? 1 : 0;
    }
    for (const auto& [name, plan] : {std::pair{"none", codegen::planNoFusion(graph)}, std::pair{"ours", ours}}) {
      runtime::PlanResult r;
      try {
        r = runtime::runPlanCpu(table, plan, name, ref, opt);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "seed " << seed << " (" << name << "): " << e.what() << "\n" << rg.description;
        continue;
      }
      kernels += static_cast<int>(r.checks.size());
      EXPECT_TRUE(r.verified) << "seed " << seed << " (" << name << "):\n" << rg.description << failures(r);
    }
  }
  std::printf("%d seeds: %d kernels checked, %d fused groups\n", seeds(), kernels, fusedGroups);
  EXPECT_GT(fusedGroups, 0);  // the scheduler fused some chains: fused kernels were generated and checked
}

// Without a GPU, the CUDA side of the same nests (the CUDA backend's fusion rules)
// is generated and compiled with NVRTC, so that no variant fails to build; the GPU
// machine runs and checks them (tests/gpu: Gpu.RandomChainsMatchTheReferenceInEveryVariant).
TEST(Differential, RandomChainsCompileForCuda) {
  if (!runtime::haveNvrtc()) GTEST_SKIP() << "this build has no CUDA toolkit (NVRTC)";
  runtime::NvrtcCompiler nvrtc(FS_TEST_CACHE_DIR);
  int entries = 0;
  for (int seed = 0; seed < std::min(seeds(), 8); ++seed) {
    const auto rg = test::randomGraph(static_cast<std::uint64_t>(seed), "cuda:0");
    const auto graph = inductor::parseIrText(rg.text, "random-" + std::to_string(seed) + ".txt");
    codegen::BufferTable table(graph);
    codegen::Plan ours;
    for (const auto& n : fusion::fuseGraph(graph).nodes) ours.push_back(n.leaves);
    for (const auto& [name, plan] : {std::pair{"none", codegen::planNoFusion(graph)}, std::pair{"ours", ours}}) {
      const auto prog = codegen::emitProgram(table, plan, codegen::Target::Cuda);
      for (const auto& k : prog.kernels) {
        EXPECT_TRUE(k.unsupported.empty()) << "seed " << seed << " " << k.name;
        entries += static_cast<int>(k.cudaEntries.size());
      }
      std::vector<int> partOf;
      try {
        nvrtc.compileAll(prog.split(1, partOf), "random" + std::to_string(seed) + "_" + name, "sm_90", /*cubin=*/true, 2);
      } catch (const runtime::CompileError& e) {
        ADD_FAILURE() << "seed " << seed << " (" << name << "): " << e.what() << "\n" << rg.description << e.log().substr(0, 3000);
      }
    }
  }
  std::printf("%d CUDA entries (variants) compiled\n", entries);
}

// The fixed-plan random loop nests of RandomNests.h (LoopNestDifferentialTest.cpp runs
// them on the CPU) compile for CUDA too, in each of their three plans.
TEST(Differential, RandomLoopNestsCompileForCuda) {
  if (!runtime::haveNvrtc()) GTEST_SKIP() << "this build has no CUDA toolkit (NVRTC)";
  runtime::NvrtcCompiler nvrtc(FS_TEST_CACHE_DIR);
  using namespace fs::test::random_nests;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(std::min(seeds(), 8)); ++seed) {
    Generator g(seed);
    for (int i = 0; i < 4; ++i) g.chain();
    const std::string text = g.print();
    const auto graph = inductor::parseIrText(text, "random_seed_" + std::to_string(seed) + ".txt");
    codegen::BufferTable table(graph);
    for (const auto& [name, plan] : {std::pair<std::string, codegen::Plan>{"none", codegen::planNoFusion(graph)},
                                     {"chains", g.chains}, {"pairs", pairsOf(g.chains)}}) {
      const auto prog = codegen::emitProgram(table, plan, codegen::Target::Cuda);
      std::vector<int> partOf;
      try {
        nvrtc.compileAll(prog.split(1, partOf), "nests" + std::to_string(seed) + "_" + name, "sm_90", /*cubin=*/true, 2);
      } catch (const runtime::CompileError& e) {
        ADD_FAILURE() << "seed " << seed << " (" << name << "): " << e.what() << "\n" << e.log().substr(0, 3000);
      }
    }
  }
}

}  // namespace
