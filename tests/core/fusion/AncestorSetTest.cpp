// AncestorSet against a dense bit matrix filled the same way: random DAGs
// (rows far apart, long chains, wide joins), rows filled in order and out of
// order, so blocks shared between rows are never written through another row.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/fusion/AncestorSet.h"

using fs::fusion::AncestorSet;

namespace {

struct Dense {
  explicit Dense(int n) : n(n), bits(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), false) {}
  void addWithAncestors(int i, int j) {
    if (j >= i || j < 0) return;
    for (int k = 0; k < j; ++k)
      if (at(j, k)) at(i, k) = true;
    at(i, j) = true;
  }
  std::vector<bool>::reference at(int i, int j) {
    return bits[static_cast<std::size_t>(i) * static_cast<std::size_t>(n) + static_cast<std::size_t>(j)];
  }
  int n;
  std::vector<bool> bits;
};

void expectSame(const AncestorSet& a, Dense& d) {
  for (int i = 0; i < d.n; ++i) {
    std::vector<std::uint64_t> row(AncestorSet::wordsFor(d.n), 0);
    a.orRowInto(i, row);
    for (int j = 0; j < d.n; ++j) {
      ASSERT_EQ(a.contains(i, j), j < i && d.at(i, j)) << i << " " << j;
      ASSERT_EQ((row[static_cast<std::size_t>(j >> 6)] >> (j & 63)) & 1U, a.contains(i, j) ? 1U : 0U) << i << " " << j;
    }
  }
}

}  // namespace

TEST(AncestorSet, MatchesADenseMatrixOnRandomGraphs) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 30; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 1500);
    AncestorSet a(n);
    Dense d(n);
    for (int i = 1; i < n; ++i) {
      const int producers = static_cast<int>(rng() % 4);
      for (int p = 0; p < producers; ++p) {
        // Mostly near producers (as in layers), some far back (skips, weights).
        const int back = rng() % 5 == 0 ? 1 + static_cast<int>(rng() % static_cast<unsigned>(i))
                                        : 1 + static_cast<int>(rng() % std::min(i, 8));
        a.addWithAncestors(i, i - back);
        d.addWithAncestors(i, i - back);
      }
    }
    expectSame(a, d);
  }
}

TEST(AncestorSet, RowsFilledOutOfOrderStayIndependent) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 20; ++trial) {
    const int n = 2 + static_cast<int>(rng() % 1200);
    AncestorSet a(n);
    Dense d(n);
    for (int step = 0; step < 4 * n; ++step) {
      const int i = 1 + static_cast<int>(rng() % static_cast<unsigned>(n - 1));
      const int j = static_cast<int>(rng() % static_cast<unsigned>(i));
      a.addWithAncestors(i, j);
      d.addWithAncestors(i, j);
    }
    a.addWithAncestors(0, 0);  // ignored, as j >= i
    expectSame(a, d);
  }
}

TEST(AncestorSet, AChainSharesEveryFullBlock) {
  const int n = 20000;
  AncestorSet a(n);
  for (int i = 1; i < n; ++i) a.addWithAncestors(i, i - 1);
  for (int i : {1, 511, 512, 513, 19999}) {
    EXPECT_TRUE(a.contains(i, 0));
    EXPECT_TRUE(a.contains(i, i - 1));
    EXPECT_FALSE(a.contains(i, i));
  }
  // One block per row at most (the one its producer's bit lands in).
  EXPECT_LE(a.blockCount(), static_cast<std::size_t>(n) + 1);
  EXPECT_LT(a.bytes(), std::size_t{4} * 1024 * 1024);
}
