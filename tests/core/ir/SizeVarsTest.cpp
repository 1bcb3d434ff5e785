// ir::sizevars against torch 2.11: every expected value below is what torch 2.11's
// FloorDiv and SizeVarAllocator answered for the same expressions (a ShapeEnv with
// backed size symbols s0, s1, s53 of range [2, inf)), run with PyTorch 2.11.0 from PyPI.
#include <gtest/gtest.h>

#include "core/ir/Expr.h"
#include "core/ir/SizeVars.h"

namespace fs::ir {
namespace {

Expr e(const char* text) { return parseExpr(text); }

TEST(SizeVars, FloorDivCancelsOnlyWhatSympySeesSyntactically) {
  using sizevars::floorDiv;
  EXPECT_EQ(floorDiv(e("s0*((s53//4))**2"), e("s0")), e("((s53//4))**2"));
  // X**2 is one factor: X does not cancel from it
  EXPECT_EQ(floorDiv(e("((s53//4))**2"), e("(s53//4)")),
            Expr::floorDiv(e("((s53//4))**2"), e("(s53//4)")));
  EXPECT_EQ(floorDiv(e("s1**2"), e("s1")), Expr::floorDiv(e("s1**2"), e("s1")));
  EXPECT_EQ(floorDiv(e("96*s0 + 3"), e("96")), e("s0"));
  EXPECT_EQ(floorDiv(e("96*s0*s1"), e("32*s0")), e("3*s1"));
  EXPECT_EQ(floorDiv(e("4*((s53//4))"), e("2*((s53//4))")), e("2"));
  EXPECT_EQ(floorDiv(e("(s0//2)"), e("4")), e("(s0//8)"));
  EXPECT_EQ(floorDiv(e("2*s0"), e("4")), e("(s0//2)"));
  EXPECT_EQ(floorDiv(e("s0*s1 + s0"), e("s0")), e("s1 + 1"));
  EXPECT_EQ(floorDiv(e("s0*((s53//4))"), e("(s53//4)")), e("s0"));
  EXPECT_EQ(floorDiv(e("6*s0"), e("4*s0")), e("1"));
  EXPECT_EQ(floorDiv(e("-7"), e("2")), e("-4"));  // Python's floor
}

TEST(SizeVars, MultipleOfDividesAsPolynomialsOnceSymbolsAreShifted) {
  using sizevars::floorDiv;
  using sizevars::staticallyKnownMultipleOf;
  EXPECT_TRUE(staticallyKnownMultipleOf(e("s0*((s53//4))**2"), e("s0")));
  // what convnext's split leaves: a FloorDiv of FloorDiv terms is opaque
  EXPECT_FALSE(staticallyKnownMultipleOf(floorDiv(e("((s53//4))**2"), e("(s53//4)")), e("(s53//4)")));
  // ... but one whose divisor is a size symbol divides out (s1 becomes e + 1: an Add)
  EXPECT_TRUE(staticallyKnownMultipleOf(floorDiv(e("s1**2"), e("s1")), e("s1")));
  EXPECT_TRUE(staticallyKnownMultipleOf(e("96*s0"), e("32")));
  EXPECT_FALSE(staticallyKnownMultipleOf(e("2*s0"), e("4")));
  EXPECT_TRUE(staticallyKnownMultipleOf(e("2*s0 + 2"), e("s0 + 1")));
  EXPECT_TRUE(staticallyKnownMultipleOf(e("s0*((s53//4))"), e("s0")));
  EXPECT_TRUE(staticallyKnownMultipleOf(e("((s53//4))**2"), e("(s53//4)")));
  EXPECT_FALSE(staticallyKnownMultipleOf(e("s0"), e("(s53//4)")));
  EXPECT_TRUE(staticallyKnownMultipleOf(e("96*s0*s1"), e("96*s1")));
  EXPECT_TRUE(staticallyKnownMultipleOf(e("4*((s0//2))"), e("2")));
}

TEST(SizeVars, GreaterIsProvedByIntervalsOfTheShiftedDifference) {
  using sizevars::staticallyKnownGt;
  EXPECT_TRUE(staticallyKnownGt(e("96*s0*s1"), e("s0")));
  EXPECT_FALSE(staticallyKnownGt(e("s0"), e("96*s1")));
  EXPECT_FALSE(staticallyKnownGt(e("s0*s1"), e("2*s0")));
  EXPECT_TRUE(staticallyKnownGt(e("s0 + 1"), e("s0")));
  EXPECT_TRUE(staticallyKnownGt(e("2*s0"), e("s0 + 1")));
  EXPECT_FALSE(staticallyKnownGt(e("4*((s53//4))"), e("(s53//4)")));
  EXPECT_FALSE(staticallyKnownGt(e("(s53//4)"), e("s0")));
  EXPECT_FALSE(staticallyKnownGt(e("s0*s1"), e("s0 + s1")));
  EXPECT_TRUE(staticallyKnownGt(e("s0"), e("1")));
  EXPECT_FALSE(staticallyKnownGt(e("s0"), e("2")));
  EXPECT_FALSE(staticallyKnownGt(e("(s53//4)"), e("0")));
  EXPECT_TRUE(staticallyKnownGt(e("(s53//4) + 1"), e("0")));
  EXPECT_TRUE(staticallyKnownGt(e("96*s0"), e("96")));
  EXPECT_TRUE(staticallyKnownGt(e("s0*s1"), e("3")));
}

TEST(SizeVars, EqualsReadsFloorDivsBySizeSymbolsAsDivisions) {
  using sizevars::floorDiv;
  using sizevars::staticallyKnownEquals;
  EXPECT_TRUE(staticallyKnownEquals(floorDiv(e("s1**2"), e("s1")), e("s1")));
  EXPECT_FALSE(staticallyKnownEquals(floorDiv(e("((s53//4))**2"), e("(s53//4)")), e("(s53//4)")));
  EXPECT_TRUE(staticallyKnownEquals(floorDiv(e("s0*s1"), e("s1")), e("s0")));
  EXPECT_FALSE(staticallyKnownEquals(e("s0"), e("1")));
}

}  // namespace
}  // namespace fs::ir
