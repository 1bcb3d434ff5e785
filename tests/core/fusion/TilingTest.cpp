// SIMDScheduling.select_tiling and the fusions it prevents
// (config.triton.tiling_prevents_reduction_fusion), on convnext_tiny_train's
// forward graph: op52 normalises channels-last rows (reductions op49, op50) and
// writes them transposed (buf52 strides [301056, 1, 5376, 56]), so it tiles
// 2-D as (112, 5376) and cannot join the (6272, 96) reductions; Inductor logs
// "cannot fuse op52 with op49: invalid tiling for reduction".
#include <gtest/gtest.h>

#include <algorithm>

#include "ZooGraph.h"
#include "core/fusion/CudaBackend.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"
#include "core/fusion/SchedulerState.h"

using namespace fs::fusion;
using fs::fusion::testing::decisionFor;
using fs::fusion::testing::zooGraph;

namespace {

bool hasGroup(const FusionPlan& plan, const std::vector<std::string>& leaves) {
  auto groups = plan.fusedGroups();
  return std::find(groups.begin(), groups.end(), leaves) != groups.end();
}

TEST(Tiling, TransposedWriteTilesInTwoDimensions) {
  auto g = zooGraph("convnext_tiny_train", "forward");
  SchedulerState s(g.preFusion, Knobs{});
  auto leaf = [&](const std::string& name) { return std::vector<int>{s.leafIndex.at(name)}; };
  // The write is contiguous along d1: split after it, (2*56, 56*96); scored
  // highest (a write, 5376 a multiple of 32), and op52's loops split that way.
  EXPECT_EQ(selectPointwiseTiling(s, leaf("op52"), 602112), (std::vector<std::int64_t>{112, 5376, 1}));
  EXPECT_EQ(tilingText(selectPointwiseTiling(s, leaf("op52"), 602112)), "{'y': 112, 'x': 5376, 'r0_': 1}");
  // op53 reads buf52 the same way and writes contiguously: the same tiling,
  // so the two pointwise nodes keep it when fused.
  EXPECT_EQ(selectPointwiseTiling(s, leaf("op53"), 602112), (std::vector<std::int64_t>{112, 5376, 1}));
}

TEST(Tiling, InvalidTilingForReductionAsInductorLogsIt) {
  auto g = zooGraph("convnext_tiny_train", "forward");
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion);
  scheduler.addObserver(&rec);
  FusionPlan plan = scheduler.run();
  for (const char* reduction : {"op49", "op50"}) {
    auto d = decisionFor(rec.trace(), 1, "op52", reduction);  // swapped, as SIMDScheduling.can_fuse does
    ASSERT_TRUE(d.has_value()) << reduction;
    EXPECT_EQ(d->reason, Reason::InvalidReductionTiling);
    EXPECT_EQ(d->gate, Gate::BackendCanFuse);
    EXPECT_EQ(d->logLine(), std::string("cannot fuse op52 with ") + reduction + ": invalid tiling for reduction");
  }
  // Inductor's plan (ir_post_fusion.txt): the reductions with op273, op52 with op53.
  EXPECT_TRUE(hasGroup(plan, {"op49", "op50", "op273"}));
  EXPECT_TRUE(hasGroup(plan, {"op52", "op53"}));
}

TEST(Tiling, TheKnobTurnsTheCheckOff) {
  auto g = zooGraph("convnext_tiny_train", "forward");
  Knobs k;
  k.triton_tiling_prevents_reduction_fusion = false;
  FusionPlan plan = fuseGraph(g.preFusion, k);
  EXPECT_TRUE(hasGroup(plan, {"op49", "op50", "op52", "op53", "op273"}));
}

}  // namespace
