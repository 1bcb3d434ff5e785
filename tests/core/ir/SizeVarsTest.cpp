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

TEST(SizeVars, ModularIndexingEvaluatesAsSympy) {
  // ModularIndexing(base, divisor, modulus) as torch 2.11's ModularIndexing.eval left it
  // (d0, d1: index symbols; s77, s53: size symbols)
  struct Case {
    const char *base, *divisor, *modulus, *torch;
  };
  const Case cases[] = {
      {"0", "1", "s77", "0"},
      {"d0", "1", "1", "0"},
      {"7", "2", "3", "0"},
      {"-7", "2", "3", "2"},
      {"1", "1", "s77*((s53//4))**2", "ModularIndexing(1, 1, s77*((s53//4))**2)"},
      {"4*d0", "2", "s77", "ModularIndexing(2*d0, 1, s77)"},
      {"6*d0 + 4", "4", "s77", "ModularIndexing(3*d0 + 2, 2, s77)"},
      {"d0*s77", "s77", "8", "ModularIndexing(d0, 1, 8)"},
      {"2*d0*s77", "4*s77", "3", "ModularIndexing(d0, 2, 3)"},
      {"d0 + 384*s77", "1", "384", "ModularIndexing(d0, 1, 384)"},
      {"d0 + 384*d1*s77", "1", "384*s77", "ModularIndexing(d0, 1, 384*s77)"},
      {"d0 - 384*s77", "1", "384", "ModularIndexing(d0, 1, 384)"},
      {"-d0 + 384*d1 + 768", "1", "384", "ModularIndexing(-d0 + 384*d1 + 768, 1, 384)"},
      {"(d0//3)", "2", "s77", "ModularIndexing(d0, 6, s77)"},
      {"d0", "1", "s77*((s53//4))**2", "ModularIndexing(d0, 1, s77*((s53//4))**2)"},
      {"8*d0 + 3", "2", "4", "1"},
      {"d0 + 4*s77", "2", "2", "ModularIndexing(d0, 2, 2)"},
      {"d0*((s53//4)) + ((s53//4))", "(s53//4)", "s77", "ModularIndexing(d0 + 1, 1, s77)"},
  };
  for (const auto& c : cases)
    EXPECT_EQ(sizevars::modularIndexing(e(c.base), e(c.divisor), e(c.modulus)), e(c.torch))
        << "ModularIndexing(" << c.base << ", " << c.divisor << ", " << c.modulus << ")";
}

TEST(SizeVars, SimplifiedEqualityIsStructuralAfterExpansion) {
  // _simplify_loops compares SizeVarAllocator.simplify (sympy.expand) results with ==:
  // what expands alike is equal, a ModularIndexing over a symbolic modulus stays a term
  // of its own even where the hints would make it its base
  using sizevars::simplifiedEquals;
  EXPECT_TRUE(simplifiedEquals(e("384*((s53//4))*((s53//4))"), e("384*((s53//4))**2")));
  EXPECT_TRUE(simplifiedEquals(e("s77*(d0 + 1)"), e("d0*s77 + s77")));
  EXPECT_TRUE(simplifiedEquals(e("384*ModularIndexing(0, 1, s77)"), e("0")));
  EXPECT_FALSE(simplifiedEquals(e("384"), e("384*ModularIndexing(1, 1, s77*((s53//4))**2)")));
  EXPECT_FALSE(simplifiedEquals(e("384*m1 + 384*ModularIndexing(m2, 1, s77)"), e("384*ModularIndexing(m1 + m2, 1, s77)")));
  EXPECT_TRUE(simplifiedEquals(e("ModularIndexing(4*d0, 2, s77)"), e("ModularIndexing(2*d0, 1, s77)")));
  EXPECT_TRUE(simplifiedEquals(e("((4*s0 + 4)//4)"), e("s0 + 1")));
}

}  // namespace
}  // namespace fs::ir
