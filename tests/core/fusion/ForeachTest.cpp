// Foreach (horizontal) groups: Scheduler.create_foreach_nodes and
// ForeachKernelSchedulerNode.can_fuse / fuse, on adamw_step (one AdamW step
// over 8 parameters, torch._foreach_* ops). ir_pre_fusion.txt is written before
// the groups are made; the log's first candidate list shows them.
#include <gtest/gtest.h>

#include "ZooGraph.h"
#include "core/reference/Compare.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"

using namespace fs::fusion;
using namespace fs::reference;
using fs::fusion::testing::decisionFor;
using fs::fusion::testing::zooGraph;

namespace {

TEST(Foreach, ListsComeFromTheLogsFirstCandidates) {
  auto g = zooGraph("adamw_step", "inference");
  ASSERT_NE(fs::ir::logOf(g), nullptr);
  auto lists = fs::inductor::foreachListsFromLog(*fs::ir::logOf(g), g.preFusion);
  ASSERT_EQ(lists.size(), 4u);
  EXPECT_EQ(lists[0], (std::vector<std::string>{"op0", "op1", "op2", "op3", "op4", "op5", "op6", "op7"}));
  EXPECT_EQ(lists[3], (std::vector<std::string>{"op40", "op41", "op42", "op43", "op44", "op45", "op46", "op47"}));
  // the loader makes them the graph's own (V.graph.lists), so every scheduler run has them
  EXPECT_EQ(g.preFusion.foreachLists, lists);
}

TEST(Foreach, DecidesAsInductor) {
  auto g = zooGraph("adamw_step", "inference");
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion);  // the graph's own foreach lists, from the loader
  scheduler.addObserver(&rec);
  FusionPlan plan = scheduler.run();
  const Trace& t = rec.trace();
  // Two foreach nodes fuse sub-node by sub-node; the first pair that cannot
  // is what Inductor logs.
  auto d = decisionFor(t, 1, "op0", "op40");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::NumelMismatchNonReduce);
  EXPECT_EQ(d->logLine(), "cannot fuse op0 with op40: numel/rnumel mismatch (non-reduce) (1, 4096), (1, 1)");
  // A plain node that reads from no sub-node of the producer.
  d = decisionFor(t, 1, "op40_op41_op42_op43_op44_op45_op46_op47", "op67");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::ForeachConsumerNoDep);
  EXPECT_EQ(d->gate, Gate::ForeachCanFuse);
  EXPECT_EQ(d->text, "candidate consumer has no dep in any foreach producer");
  // The reversed retry of a foreach node2.
  d = decisionFor(t, 1, "op40_op41_op42_op43_op44_op45_op46_op47", "op0_op1_op2_op3_op4_op5_op6_op7");
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::Node1MustGoBeforeNode2);

  // Inductor's plan: the step counters stay one foreach kernel; the other
  // three lists fuse pairwise and take in each parameter's copy_ nodes.
  ASSERT_EQ(plan.nodes.size(), 2u);
  EXPECT_EQ(plan.nodes[0].kind, "ForeachKernelSchedulerNode");
  EXPECT_EQ(plan.nodes[0].leaves, (std::vector<std::string>{"op0", "op1", "op2", "op3", "op4", "op5", "op6", "op7"}));
  EXPECT_EQ(plan.nodes[1].kind, "ForeachKernelSchedulerNode");
  EXPECT_EQ(plan.nodes[1].leaves.size(), 40u);
  EXPECT_EQ((std::vector<std::string>(plan.nodes[1].leaves.begin(), plan.nodes[1].leaves.begin() + 5)),
            (std::vector<std::string>{"op8", "op32", "op40", "op49", "op67"}));
}

TEST(Foreach, CompareMatchesInductorsPlanAndLog) {
  auto g = zooGraph("adamw_step", "inference");
  GraphComparison r = compareGraph(g);
  EXPECT_EQ(r.identicalGroups, 2);
  EXPECT_TRUE(r.onlyOurs.empty());
  EXPECT_EQ(r.logRejections, 14);
  EXPECT_EQ(r.matchedRejections, 14);
  EXPECT_TRUE(r.extraRejections.empty());
  EXPECT_TRUE(r.matches());
}

}  // namespace
