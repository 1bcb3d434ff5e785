// Issue 12's differential test: random loop nests shaped like the zoo's, run as
// generated C++ under several plans and checked against the reference interpreter.
//
// A seed makes a graph of independent chains (each 2-4 nodes over one iteration
// space), written in ir_pre_fusion.txt's text form and read by the IR reader, as a
// dump would be. What the chains draw from, as the zoo's graphs print it:
//   - sizes: 2-D or 3-D, extents 1..128 (odd, prime, powers of two);
//   - input layouts: contiguous, permuted strides (channels-last, transposes), an outer
//     stride padded past the dense one (a slice), broadcasts (a dimension missing, read
//     with coefficient 0), and a dimension read through `a*ModularIndexing(p, 1, b) +
//     FloorDiv(p, b)` (a reshape of a transpose);
//   - masks: a concatenation along the last dimension, two masked subblocks (`lt`/`ge`
//     of an index_expr) under `where`;
//   - pointwise ops, a stored intermediate in a permuted layout read back in another
//     loop order (a transpose: the class of issue 12's wrong result), reductions over the
//     last dimension (sum, max, min, argmax, argmin, welford_reduce's mean and m2,
//     online_softmax_reduce's max and sum), a pointwise consumer of the reduction
//     (softmax-like: it can join the reduction's r-loop), and sorts (ops.sort of the
//     row with its positions) with a consumer of the sorted row.
// Plans: every node alone, each chain as one kernel, and consecutive pairs. A kernel
// that differs from the reference names the seed and the chain; set FS_DIFF_SEEDS=a-b
// to run other seeds, FS_DIFF_PRINT=1 to print each graph.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <random>
#include <regex>
#include <sstream>

#include "RandomNests.h"
#include "core/codegen/Plan.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuRunner.h"

namespace {

using namespace fs;
using namespace fs::test::random_nests;

void expectVerified(const runtime::PlanResult& r, const Generator& g, std::uint64_t seed) {
  for (const auto& [node, why] : r.notRun) ADD_FAILURE() << "seed " << seed << " plan " << r.plan << ": node " << node << " did not run: " << why;
  for (const auto& c : r.checks) {
    if (c.ok) continue;
    const std::string chain = chainOf(g, c.nodes);
    std::string detail = c.reason;
    for (const auto& b : c.buffers)
      if (!b.ok) detail += "\n    " + b.describe();
    ADD_FAILURE() << "seed " << seed << " plan " << r.plan << ": kernel " << c.kernel << " (" << chain
                  << ") does not match the reference: " << detail;
  }
  EXPECT_TRUE(r.verified) << "seed " << seed << " plan " << r.plan;
}

TEST(LoopNestDifferential, RandomNestsMatchTheReferenceUnderEveryPlan) {
  const Seeds s = seeds();
  for (std::uint64_t seed = s.first; seed <= s.last; ++seed) {
    Generator g(seed);
    for (int i = 0; i < 4; ++i) g.chain();
    const std::string text = g.print();
    if (std::getenv("FS_DIFF_PRINT")) std::printf("seed %llu graph:\n%s\n", static_cast<unsigned long long>(seed), text.c_str());
    ir::Graph graph;
    try {
      graph = inductor::parseIrText(text, "random_seed_" + std::to_string(seed) + ".txt");
    } catch (const std::exception& e) {
      FAIL() << "seed " << seed << ": the generated IR does not read: " << e.what() << "\n" << text;
    }
    codegen::BufferTable table(graph);
    auto ref = runtime::computeReference(table, seed);
    for (const auto& [node, why] : ref.notRun) ADD_FAILURE() << "seed " << seed << ": reference: node " << node << ": " << why;
    runtime::RunOptions opt;
    opt.warmup = 0;
    opt.reps = 1;
    opt.cacheDir = FS_TEST_CACHE_DIR;
    const codegen::Plan pairs = pairsOf(g.chains);
    for (const auto& [name, plan] :
         {std::pair<std::string, codegen::Plan>{"none", codegen::planNoFusion(graph)}, {"chains", g.chains}, {"pairs", pairs}}) {
      try {
        auto r = runtime::runPlanCpu(table, plan, name, ref, opt);
        expectVerified(r, g, seed);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "seed " << seed << " plan " << name << ": " << e.what();
      }
    }
    if (HasFailure()) {
      std::printf("seed %llu graph:\n%s\n", static_cast<unsigned long long>(seed), text.c_str());
      return;
    }
  }
}

}  // namespace
