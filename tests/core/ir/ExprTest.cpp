#include <gtest/gtest.h>

#include "core/ir/Expr.h"

using fs::ir::Expr;
using fs::ir::parseExpr;

TEST(Expr, CanonicalFormMakesEqualAccessesEqual) {
  Expr a = parseExpr("d1 + 3*d3 + 150528*d0 + 672*d2");
  Expr b = parseExpr("150528*d0 + d1 + 672*d2 + 3*d3");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.key(), "150528*d0 + d1 + 672*d2 + 3*d3");
  EXPECT_EQ(a.str(), "d1 + 3*d3 + 150528*d0 + 672*d2");  // keeps the spelling it was read with
  EXPECT_NE(parseExpr("d0 + 64"), parseExpr("d0 - 64"));
}

TEST(Expr, CombinesLikeTermsAndFoldsConstants) {
  EXPECT_EQ(parseExpr("2*x + 3*x - 5*x + 4 - 4").key(), "0");
  EXPECT_EQ(parseExpr("2*(p1 + 1)").key(), "2*p1 + 2");
  EXPECT_EQ(parseExpr("p0 - 7232 + 64").key(), "p0 - 7168");
  EXPECT_EQ(parseExpr("-d0 + d1").key(), "-d0 + d1");
}

TEST(Expr, PrintsInductorSpellingOfFunctions) {
  EXPECT_EQ(parseExpr("((p1//2)) + 1").key(), "((p1//2)) + 1");
  EXPECT_EQ(parseExpr("p1 + 128*(ModularIndexing(121*p0 + p2, 1, 1568))").key(),
            "p1 + 128*(ModularIndexing(121*p0 + p2, 1, 1568))");
  EXPECT_EQ(parseExpr("Min((((p1 + 1)//2)) + 1, 56)").key(), "Min(56, (((p1 + 1)//2)) + 1)");
}

TEST(Expr, EvaluatesWithPythonSemantics) {
  Expr e = parseExpr("(x//4) + ModularIndexing(x, 1, 3) + Max(x, 2) + Min(x, 0)");
  auto at = [&](std::int64_t x) { return e.evaluate([&](const std::string&) { return x; }); };
  EXPECT_EQ(at(7), 1 + 1 + 7 + 0);
  EXPECT_EQ(at(-1), -1 + 2 + 2 - 1);  // floor division and non-negative modulus
}

TEST(Expr, AffineViewAndSubstitution) {
  auto aff = parseExpr("802816*d0 + 14336*d1 + 128*d2 + d3 - 7232").asAffine();
  ASSERT_TRUE(aff.has_value());
  EXPECT_EQ(aff->coeffs.at("d1"), 14336);
  EXPECT_EQ(aff->offset, -7232);
  EXPECT_FALSE(parseExpr("(p1//2)").asAffine().has_value());
  Expr s = parseExpr("2*p1 - 1").substitute({{"p1", parseExpr("q + 1")}});
  EXPECT_EQ(s.key(), "2*q + 1");
}

TEST(Expr, RejectsMalformedText) {
  EXPECT_THROW(parseExpr("2*"), std::invalid_argument);
  EXPECT_THROW(parseExpr("Foo(x)"), std::invalid_argument);
  EXPECT_THROW(parseExpr("(x + 1"), std::invalid_argument);
  EXPECT_THROW(parseExpr("x + 1.5"), std::invalid_argument);
}
