// Identity(...) in index expressions (cat lowering puts it around an index):
// sympy takes no stride through it, so its loops have stride hint 0 and never
// merge. On swin_t this decides the reorder round: op55_op56_op57 (Welford
// reductions over the patch-merging cat) reads buf54 at
// `... + ((128*d3 + d4 - 288)) + 5472` over (2, 28, 28, 3, 128), op61_op62 at
// `... + ((d3 - 288)) + 5472` over (2, 28, 28, 384); with the two loops kept
// apart the accesses differ after normalize_with_stride_order, no loop
// reordering applies and Inductor logs "no shared data".
#include <gtest/gtest.h>

#include "ZooGraph.h"
#include "core/ir/IndexAnalysis.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"
#include "core/ir/Expr.h"

using namespace fs::fusion;
using namespace fs::ir;
using fs::fusion::testing::decisionFor;
using fs::fusion::testing::zooGraph;
using fs::ir::parseExpr;
// MemoryDep indices are read keeping Identity (IrReader); plain parseExpr drops it.
const auto parseDepIndex = fs::ir::parseExprKeepingIdentity;

namespace {

// Index texts as the zoo's ir_pre_fusion.txt files print them (swin_t op55 and
// op61; llama, gpt_neox and bert_train below).
const char* const kReductionRead = "301056*d0 + 10752*d1 + 192*d2 + ((128*d3 + d4 - 288)) + 5472";
const char* const kPointwiseRead = "301056*d0 + 10752*d1 + 192*d2 + ((d3 - 288)) + 5472";

TEST(IdentityIndex, LoopsInsideIdentityAreFoundFromThePrintedIndex) {
  EXPECT_EQ(identityVars(parseDepIndex(kReductionRead)), (std::vector<std::string>{"d3", "d4"}));
  EXPECT_EQ(identityVars(parseDepIndex(kPointwiseRead)), (std::vector<std::string>{"d3"}));
  // A FloorDiv prints as ((a//b)) too, and is not an Identity.
  EXPECT_EQ(identityVars(parseDepIndex("16384*d0 + 128*d2 + ((d3 - 32)) + 64*((d1//2))")),
            (std::vector<std::string>{"d3"}));
  // Identity nested in Identity.
  EXPECT_EQ(identityVars(parseDepIndex("98304*d0 + 768*d1 + 192*d2 + ((((d3)) - 8))")), (std::vector<std::string>{"d3"}));
  EXPECT_TRUE(identityVars(parseDepIndex("32768*((d0//128)) + 8192*((d1//64)) + 64*(ModularIndexing(d0, 1, 128)) + "
                                     "(ModularIndexing(d1, 1, 64))"))
                  .empty());
}

TEST(IdentityIndex, NoStrideAndNoMergeThroughIdentity) {
  EXPECT_EQ(strideHints(parseDepIndex(kReductionRead), {"d0", "d1", "d2", "d3", "d4"}),
            (std::vector<std::int64_t>{301056, 10752, 192, 0, 0}));
  // d0 and d1 merge (10752 * 28 == 301056); d3 and d4 stay apart.
  auto lhs = normalizeWithStrideOrder(parseDepIndex(kReductionRead),
                                      {{"d0", 2}, {"d1", 28}, {"d2", 28}, {"d3", 3}, {"d4", 128}});
  auto rhs = normalizeWithStrideOrder(parseDepIndex(kPointwiseRead), {{"d0", 2}, {"d1", 28}, {"d2", 28}, {"d3", 384}});
  EXPECT_EQ(lhs.second, (fs::ir::VarRanges{{"t0", 56}, {"t1", 28}, {"t2", 3}, {"t3", 128}}));
  EXPECT_EQ(rhs.second, (fs::ir::VarRanges{{"t0", 56}, {"t1", 28}, {"t2", 384}}));
  EXPECT_NE(lhs.second, rhs.second);
  // Without the Identity the same loops do merge.
  auto plain = normalizeIndex(parseExpr("301056*d0 + 10752*d1 + 192*d2 + 128*d3 + d4 + 5184"),
                              {{"d0", 2}, {"d1", 28}, {"d2", 28}, {"d3", 3}, {"d4", 128}});
  EXPECT_EQ(plain.second, (fs::ir::VarRanges{{"c0", 56}, {"c1", 28}, {"c2", 384}}));
}

TEST(IdentityIndex, IdentityIsStructuralInDependencyIndices) {
  // sympy keeps Identity(d3 - 126) apart from the terms around it: the read
  // `... + ((d3 - 126)) + 126` is not the write `... + d3` (timm_edgenext_xx_small,
  // op177 reading buf171), though both take the same values.
  const auto read = parseDepIndex("8232*d0 + 1176*d1 + 168*d2 + ((d3 - 126)) + 126");
  const auto write = parseDepIndex("8232*d0 + 1176*d1 + 168*d2 + d3");
  EXPECT_NE(read, write);
  EXPECT_EQ(read.stripIdentity(), write);
  EXPECT_EQ(read.key(), "8232*d0 + 1176*d1 + 168*d2 + ((d3 - 126)) + 126");
  auto at = [](const fs::ir::Expr& e) {
    return e.evaluate([](const std::string& v) -> std::int64_t { return v == "d3" ? 130 : 1; });
  };
  EXPECT_EQ(at(read), at(write));
  // Top level `(d3)` and the spelling Identity(...) are Identities too; FloorDiv's own
  // parentheses, a group that is an operand and a wrapped call are not.
  EXPECT_EQ(parseDepIndex("(d3)").kind(), fs::ir::Expr::Kind::Identity);
  EXPECT_EQ(parseDepIndex("Identity(d3 - 42)"), parseDepIndex("(d3 - 42)"));
  EXPECT_EQ(parseDepIndex("(d0//2)"), parseExpr("(d0//2)"));
  EXPECT_EQ(parseDepIndex("s0*(d0 + 1)"), parseExpr("s0*(d0 + 1)"));
  EXPECT_EQ(parseDepIndex("p1 + 128*(ModularIndexing(p0, 1, 8))"), parseExpr("p1 + 128*(ModularIndexing(p0, 1, 8))"));
  EXPECT_EQ(parseDepIndex("d1 + (ModularIndexing(d0, 1, 8))"), parseExpr("d1 + (ModularIndexing(d0, 1, 8))"));
}

TEST(IdentityIndex, SwinReorderRoundFindsNoSharedData) {
  auto g = zooGraph("swin_t", "inference");
  RecordingObserver rec;
  Scheduler scheduler(g.preFusion);
  scheduler.addObserver(&rec);
  scheduler.run();
  // torch_logs.txt line 1358: "cannot fuse op55_op56_op57 with op61_op62: no shared data"
  auto d = decisionFor(rec.trace(), 0, "op55_op56_op57", "op61_op62", /*reorderRound=*/true);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, Reason::NoSharedData);
  EXPECT_EQ(d->logLine(), "cannot fuse op55_op56_op57 with op61_op62: no shared data");
}

}  // namespace
