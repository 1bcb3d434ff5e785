// PythonSort must order exactly as CPython's list.sort does, including with
// FusionScore's non-transitive __lt__ (the cases were produced by CPython).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "core/fusion/FusionGates.h"
#include "core/fusion/PythonSort.h"

using namespace fs::fusion;

namespace {

struct SortItem {
  int index, templateScore, typeScore;
  long long memory;
  int proximity;
};

#include "PythonSortCases.inc"

TEST(PythonSort, MatchesCPythonOnFusionScores) {
  for (std::size_t c = 0; c < kSortCases.size(); ++c) {
    const auto& items = *kSortCases[c].first;
    std::vector<std::pair<int, ScoreParts>> v;
    for (const auto& it : items)
      v.push_back({it.index, ScoreParts{it.templateScore, it.typeScore != 0, it.memory, it.proximity}});
    pythonSort(v, [](const auto& a, const auto& b) { return FusionGates::scoreLess(a.second, b.second); }, true);
    std::vector<int> got;
    for (const auto& p : v) got.push_back(p.first);
    EXPECT_EQ(got, *kSortCases[c].second) << "case " << c << " (" << items.size() << " items)";
  }
}

TEST(PythonSort, IsStableAndSortsTotalOrders) {
  std::vector<std::pair<int, int>> v;
  for (int i = 0; i < 1000; ++i) v.push_back({(i * 7919) % 37, i});
  auto expected = v;
  std::stable_sort(expected.begin(), expected.end(), [](auto& a, auto& b) { return a.first < b.first; });
  pythonSort(v, [](auto& a, auto& b) { return a.first < b.first; });
  EXPECT_EQ(v, expected);
  // reverse=True keeps equal keys in their original order, as CPython does.
  std::vector<std::pair<int, int>> r;
  for (int i = 0; i < 300; ++i) r.push_back({i % 5, i});
  pythonSort(r, [](auto& a, auto& b) { return a.first < b.first; }, true);
  for (std::size_t i = 1; i < r.size(); ++i) {
    ASSERT_GE(r[i - 1].first, r[i].first);
    if (r[i - 1].first == r[i].first) {
      EXPECT_LT(r[i - 1].second, r[i].second);
    }
  }
}

}  // namespace
