// Loop merging, normalisation and loop-order matching, on accesses from the dumps.
#include <gtest/gtest.h>

#include "core/fusion/CudaBackend.h"
#include "core/ir/IndexAnalysis.h"
#include "core/ir/Expr.h"

using namespace fs::fusion;
using namespace fs::ir;
using fs::ir::parseExpr;

TEST(IndexAnalysis, NormalizeMergesContiguousLoops) {
  // op0 of bn_relu_maxpool (C++ backend): a contiguous read merges to one loop,
  // the channels-last write keeps three.
  auto [i1, r1] = normalizeIndex(parseExpr("150528*p0 + 50176*p1 + p2"), {{"p0", 2}, {"p1", 3}, {"p2", 50176}});
  EXPECT_EQ(i1.str(), "c0");
  EXPECT_EQ(r1, (fs::ir::VarRanges{{"c0", 301056}}));
  auto [i2, r2] = normalizeIndex(parseExpr("150528*p0 + p1 + 3*p2"), {{"p0", 2}, {"p1", 3}, {"p2", 50176}});
  EXPECT_EQ(i2.str(), "150528*c0 + c1 + 3*c2");
  EXPECT_EQ(r2.size(), 3u);
  // Broadcast read: trailing unused loops are dropped.
  auto [i3, r3] = normalizeIndex(parseExpr("d1"), {{"d0", 25088}, {"d1", 64}});
  EXPECT_EQ(i3.str(), "c1");
  EXPECT_EQ(r3, (fs::ir::VarRanges{{"c0", 25088}, {"c1", 64}}));
}

TEST(IndexAnalysis, StrideHints) {
  EXPECT_EQ(strideHints(parseExpr("802816*d0 + 7168*d1 + 64*d2 + d3"), {"d0", "d1", "d2", "d3"}),
            (std::vector<std::int64_t>{802816, 7168, 64, 1}));
  EXPECT_EQ(strideHints(parseExpr("d0 + 2*((d1//4))"), {"d0", "d1"}), (std::vector<std::int64_t>{1, 0}));
}

TEST(IndexAnalysis, LoopOrderToMatchATransposedAccess) {
  // self walks (a, b) row-major, other walks it column-major: swap the loops.
  auto order = decideLoopOrderToMatch(parseExpr("64*d0 + d1"), {{"d0", 32}, {"d1", 64}}, parseExpr("d0 + 64*d1"),
                                      {{"d0", 64}, {"d1", 32}});
  ASSERT_TRUE(order.has_value());
  EXPECT_EQ(*order, (std::vector<int>{1, 0}));
  // Broadcasts (unused loops) and repeated strides give no order.
  EXPECT_FALSE(decideLoopOrderToMatch(parseExpr("d0"), {{"d0", 4}, {"d1", 8}}, parseExpr("d1"), {{"d0", 4}, {"d1", 8}}));
}

TEST(IndexAnalysis, NormalizeWithStrideOrderIgnoresLoopOrder) {
  auto a = normalizeWithStrideOrder(parseExpr("64*d0 + d1"), {{"d0", 32}, {"d1", 64}});
  auto b = normalizeWithStrideOrder(parseExpr("d0 + 64*d1"), {{"d0", 64}, {"d1", 32}});
  EXPECT_EQ(a.first, b.first);
  EXPECT_EQ(a.second, b.second);
}

TEST(IndexAnalysis, SimdIsCompatible) {
  // A pointwise node over [2, 112, 112, 64] cannot be split into a per-channel
  // reduction's (64, 25088); one over [64, 25088] can.
  EXPECT_FALSE(simdIsCompatible({64, 25088}, {2, 112, 112, 64}, {}));
  EXPECT_TRUE(simdIsCompatible({64, 25088}, {64, 25088}, {}));
  EXPECT_TRUE(simdIsCompatible({8192, 512}, {8192, 512}, {}));
  EXPECT_TRUE(simdIsCompatible({8192, 512}, {8192}, {512}));
}

TEST(IndexAnalysis, SimdIsCompatibleWithDynamicShapesDecidesAsSympy) {
  // SIMDKernel.is_compatible on symbolic sizes: each expected value is torch 2.11's
  // _split_iteration_ranges (CantSplit or not) on the same sympy expressions, backed
  // symbols of range [2, inf). Hints: s0 = 8, s1 = 16, s53 = 224.
  auto hint = [](const Expr& x) {
    return x.evaluate([](const std::string& s) -> std::int64_t { return s == "s0" ? 8 : s == "s1" ? 16 : 224; });
  };
  auto compatible = [&](std::vector<const char*> groups, std::vector<const char*> iteration,
                        std::vector<const char*> reduction = {}) {
    std::vector<Expr> g, it, red;
    std::vector<std::int64_t> gh, ith, redh;
    for (auto* t : groups) g.push_back(parseExpr(t)), gh.push_back(hint(g.back()));
    for (auto* t : iteration) it.push_back(parseExpr(t)), ith.push_back(hint(it.back()));
    for (auto* t : reduction) red.push_back(parseExpr(t)), redh.push_back(hint(red.back()));
    return simdIsCompatibleSymbolic(g, gh, it, ith, red, redh);
  };
  // tv_convnext_tiny__dynamic's op4 against its layer norm's Welford reduction: the
  // hints divide (and simdIsCompatible on them says yes), sympy cannot show it
  EXPECT_FALSE(compatible({"s0*((s53//4))**2", "96"}, {"s0", "(s53//4)", "(s53//4)", "96"}));
  EXPECT_TRUE(simdIsCompatible({8 * 56 * 56, 96}, {8, 56, 56, 96}, {}));
  EXPECT_FALSE(compatible({"((s53//4))**2", "4"}, {"(s53//4)", "(s53//4)", "4"}));
  EXPECT_FALSE(compatible({"s0*((s53//4))**2", "4"}, {"s0*((s53//4))", "(s53//4)", "4"}));
  EXPECT_TRUE(compatible({"s0*((s53//4))**2", "4"}, {"s0", "((s53//4))**2", "4"}));
  EXPECT_TRUE(compatible({"s0*((s53//4))", "4"}, {"s0", "(s53//4)", "4"}));
  // plain symbols: (s1**2)//s1 is s1 once the symbols are shifted
  EXPECT_TRUE(compatible({"s0*s1**2", "4"}, {"s0*s1", "s1", "4"}));
  EXPECT_TRUE(compatible({"s0*s1**2", "4"}, {"s1", "s1", "s0", "4"}));
  // a flattened range splits across both groups when it is known larger
  EXPECT_TRUE(compatible({"s0", "96*s1"}, {"96*s0*s1"}));
  EXPECT_TRUE(compatible({"96*s0", "s1"}, {"96*s0*s1"}));
  EXPECT_TRUE(compatible({"s0*s1", "96"}, {"s0", "96*s1"}));
  EXPECT_TRUE(compatible({"s0", "4*s1"}, {"s0"}, {"4", "s1"}));
  EXPECT_TRUE(compatible({"2*s0", "4"}, {"2", "s0", "4"}));
  // 2 is not known to divide s0, nor 16 to be split off s0//2's group
  EXPECT_FALSE(compatible({"s0", "4"}, {"2", "2*s0"}));
  EXPECT_FALSE(compatible({"8", "s0"}, {"16", "(s0//2)"}));
}

TEST(IndexAnalysis, DynamicLoopsMergeOnlyWhereSympyShowsThemContiguous) {
  // tests/data/corpus/tv_convnext_tiny__dynamic (s77 = 2, s53 = 128: X = (s53//4) = 32).
  // Each expected value is torch 2.11's MemoryDep.normalize_with_stride_order on the same
  // sympy expressions. op12 reads buf11 at d1 + 384*ModularIndexing(d0, 1, s77*X**2) over
  // d0 < s77*X*((X**2)//X): the stride of d0 is 384*ModularIndexing(1, 1, s77*X**2), not
  // 384, so the loops stay apart ({t0: s77*X*((X**2)//X), t1: 384}); on the hints the
  // ModularIndexing is d0 and they merge.
  const fs::ir::VarRanges readRanges{{"d0", 2048}, {"d1", 384}};
  const Expr readHint = parseExpr("d1 + 384*(ModularIndexing(d0, 1, 2048))");
  SymbolicLoops read;
  read.formulas = {parseExpr("d1 + 384*(ModularIndexing(d0, 1, s77*((s53//4))**2))")};
  read.sizes = {parseExpr("s77*((s53//4))*(((((s53//4))**2)//((s53//4))))"), parseExpr("384")};
  auto [index, ranges] = normalizeWithStrideOrder(readHint, readRanges, &read);
  EXPECT_EQ(ranges, (fs::ir::VarRanges{{"t0", 2048}, {"t1", 384}}));
  EXPECT_EQ(index, parseExpr("t1 + 384*(ModularIndexing(t0, 1, 2048))"));
  EXPECT_EQ(normalizeWithStrideOrder(readHint, readRanges).second, (fs::ir::VarRanges{{"t0", 786432}}));
  // op11 writes buf11 at 384*d0*X**2 + 384*d1*X + 384*d2 + d3 over [s77, X, X, 384]: sympy
  // merges all four ({t0: 384*s77*X**2}, index t0)
  SymbolicLoops write;
  write.formulas = {parseExpr("384*d0*((s53//4))**2 + 384*d1*((s53//4)) + 384*d2 + d3")};
  write.sizes = {parseExpr("s77"), parseExpr("(s53//4)"), parseExpr("(s53//4)"), parseExpr("384")};
  auto [wIndex, wRanges] = normalizeWithStrideOrder(parseExpr("393216*d0 + 12288*d1 + 384*d2 + d3"),
                                                    {{"d0", 2}, {"d1", 32}, {"d2", 32}, {"d3", 384}}, &write);
  EXPECT_EQ(wRanges, (fs::ir::VarRanges{{"t0", 786432}}));
  EXPECT_EQ(wIndex, parseExpr("t0"));
}

TEST(IndexAnalysis, LoopsWhoseSpanOverflowsAreNotMerged) {
  // index 2^62 * x1 over x1 < 4 (inner) and x0 < 2 (outer): x1's span 2^62 * 4 is beyond
  // int64. Wrapped, it is 0, x0's stride, and the two loops "merged" into one loop of 8,
  // whose index then walked 2^62 * (m % 4) ... as if contiguous (fuzz_onnx found the
  // overflow in a fuzzed GPT-2 export). They stay two loops.
  auto loops = simplifyLoops({"x0", "x1"}, {2, 4}, {parseExpr("4611686018427387904*x1")});
  EXPECT_EQ(loops.newSizes, (std::vector<std::int64_t>{2, 4}));
  // the same index with a span that fits merges as before
  loops = simplifyLoops({"x0", "x1"}, {2, 4}, {parseExpr("4*x0 + x1")});
  EXPECT_EQ(loops.newSizes, (std::vector<std::int64_t>{8}));
}
