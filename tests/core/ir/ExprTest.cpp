#include <gtest/gtest.h>

#include "core/ir/Expr.h"

using fs::ir::Expr;
using fs::ir::parseExpr;
using fs::ir::isSizeSymbol;
using fs::ir::UnknownFunctionError;

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

// The wrapper code (output_code.py's call) prints sizes with Python's spellings: max/min,
// '%' and math.ceil(a / b) (hf_bart__train's dynamic-shape attention: a bias padded to
// a multiple of 8, a logsumexp padded to a multiple of 32).
TEST(Expr, ReadsTheWrapperCodesPythonSpellings) {
  auto at = [](const std::string& text, std::int64_t s) {
    return parseExpr(text).evaluate([&](const std::string&) { return s; });
  };
  EXPECT_EQ(at("s50*max(1, 8 + s50 + (-1)*(s50 % 8))", 13), 13 * 16);
  EXPECT_EQ(at("s50*max(1, 8 + s50 + (-1)*(s50 % 8))", 0), 0);
  EXPECT_EQ(at("min(s0, 4) + s0 % 3", 7), 4 + 1);
  EXPECT_EQ(at("32*math.ceil(s50 / 32)", 40), 64);
  EXPECT_EQ(at("32*math.ceil(s50 / 32)", 32), 32);
  EXPECT_EQ(at("4*max(1, 32*math.ceil(s50 / 32))", 1), 128);
  EXPECT_EQ(at("math.floor((s0 + 1) / 2)", 6), 3);
  EXPECT_THROW(parseExpr("math.ceil(s0 // 2)"), std::exception);
  // sympy's float detour of an integer size (hf_nllb_moe's ir_pre_fusion.txt)
  EXPECT_EQ(at("CeilToInt(1.0*ToFloat(s47))", 9), 9);
  EXPECT_THROW(parseExpr("CeilToInt(0.5*ToFloat(s47))"), std::exception);
  EXPECT_THROW(parseExpr("1.0e3*s0"), std::exception);
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

TEST(Expr, SympyIntegerFunctionsKeepTheirValues) {
  // the forms dynamic-shape and T5 dumps print, each lowered onto our kinds
  auto at = [](const std::string& text, std::int64_t x, std::int64_t y = 0) {
    return parseExpr(text).evaluate([&](const std::string& s) { return s == "x" ? x : y; });
  };
  EXPECT_EQ(at("(((x - 1)//2))**2", 7), 9);
  EXPECT_EQ(at("64*((((x - 1)//2)) + 1)**2", 224), 64 * 112 * 112);
  EXPECT_EQ(at("-x**2", 3), -9);  // ** binds tighter than unary minus, as in Python
  EXPECT_EQ(at("Abs(x - y)", 3, 10), 7);
  EXPECT_EQ(at("Abs(x - y)", 10, 3), 7);
  EXPECT_EQ(at("CeilDiv(x, 4)", 9), 3);
  EXPECT_EQ(at("CeilDiv(x, 4)", 8), 2);
  EXPECT_EQ(at("PythonMod(x, 5)", -7), 3);
  EXPECT_EQ(at("Mod(x, 5)", 12), 2);
  EXPECT_EQ(at("CleanDiv(x, 4)", 12), 3);
  EXPECT_EQ(at("PowByNatural(x, 3)", 5), 125);
  EXPECT_EQ(at("Identity(x + 2)", 5), 7);
  // equal values, equal canonical keys: Abs(x - y) is Abs(y - x)
  EXPECT_EQ(parseExpr("Abs(x - y)"), parseExpr("Abs(-x + y)"));
  // the spelling is kept for printing
  EXPECT_EQ(parseExpr("(((s53 - 1)//2))**2").str(), "(((s53 - 1)//2))**2");
}

TEST(Expr, UnknownFunctionsAreTheirOwnError) {
  // a well-formed call of a function we do not know (a newer PyTorch) is not garbled text
  EXPECT_THROW(parseExpr("NewIndexFn(x, 1)"), UnknownFunctionError);
  try {
    parseExpr("2*x + NewIndexFn(x, 1)");
    FAIL();
  } catch (const UnknownFunctionError& e) {
    EXPECT_NE(std::string(e.what()).find("column 7: unknown function 'NewIndexFn'"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parseExpr("x**y"), std::invalid_argument);
  try {
    parseExpr("2*");
    FAIL();
  } catch (const UnknownFunctionError&) {
    FAIL() << "a syntax error is not an unknown function";
  } catch (const std::invalid_argument&) {
  }
}

TEST(Expr, SizeSymbolsAreToldApartFromLoopVariables) {
  for (const char* s : {"s0", "s77", "u3", "ps12"}) EXPECT_TRUE(isSizeSymbol(s)) << s;
  for (const char* s : {"s", "d0", "p1", "x0", "r0_0", "indirect0", "tmp0", "ks0", "u", "s7a", "sin"})
    EXPECT_FALSE(isSizeSymbol(s)) << s;
}

// Symbols bound to huge values (a hostile or corrupt dump's sizes) make a checked
// error, never signed overflow.
TEST(Expr, EvaluationOverflowIsAnError) {
  const Expr sum = parseExpr("x + y");
  const Expr product = parseExpr("x*y");
  auto big = [](const std::string&) { return std::int64_t{1} << 62; };
  EXPECT_THROW(sum.evaluate(big), std::domain_error);
  EXPECT_THROW(product.evaluate(big), std::domain_error);
  EXPECT_EQ(sum.evaluate([](const std::string&) { return std::int64_t{1} << 61; }), std::int64_t{1} << 62);
  EXPECT_THROW(parseExpr("x//y").evaluate([](const std::string& s) { return s == "x" ? INT64_MIN : -1; }), std::domain_error);
}
