// A backward graph takes what its forward saved (AOTAutograd), on the real dumps of
// tests/data/zoo3/moe_handwritten_train (torch 2.11 on the H200): the forward's
// wrapper returns its output, then the saved tensors; the backward unpacks them first.
// The router's topk (buf5 values, buf6 indices of the forward) reaches the backward
// as getitem / getitem_1: with the forward's values the indices of a row are distinct
// experts, the order of the values the topk's, so the backward's scatter by them does
// not collide (random integers would, and the GPU's threads would race).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/SavedTensors.h"
#include "core/runtime/CpuRunner.h"
#include "core/session/BenchSession.h"

namespace {

using namespace fs;

const std::string kMoe = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo3/moe_handwritten_train";

const ir::ProgramGraph& graphNamed(const ir::Program& p, const std::string& name) {
  for (const auto& g : p.graphs)
    if (g.name == name) return g;
  throw std::runtime_error("no graph " + name);
}

TEST(SavedTensors, TheBackwardsInputsAreTheForwardsReturnsAfterItsOutputs) {
  const auto dump = inductor::loadDebugDump(kMoe);
  const auto& bwd = graphNamed(dump, "backward");
  EXPECT_TRUE(graphNamed(dump, "forward").feeds.empty());
  // output_code.py: forward returns (buf43, primals_3, primals_5, buf3, buf5, buf6, ...,
  // reinterpret_tensor(buf41, (512, 1024), (1, 512), 0), ...); backward unpacks
  // (primals_3, primals_5, div, getitem, getitem_1, ..., permute_1, ..., tangents_1)
  EXPECT_EQ(bwd.feeds.size(), 38u);
  EXPECT_EQ(bwd.feeds.at("primals_3"), (ir::GraphFeed{"forward", "primals_3"}));
  EXPECT_EQ(bwd.feeds.at("div"), (ir::GraphFeed{"forward", "buf3"}));
  EXPECT_EQ(bwd.feeds.at("getitem"), (ir::GraphFeed{"forward", "buf5"}));
  EXPECT_EQ(bwd.feeds.at("getitem_1"), (ir::GraphFeed{"forward", "buf6"}));
  EXPECT_EQ(bwd.feeds.at("permute_1"), (ir::GraphFeed{"forward", "buf41", true, {512, 1024}, {1, 512}, 0}));
  EXPECT_FALSE(bwd.feeds.count("tangents_1"));  // the output's gradient: a true input
}

TEST(SavedTensors, TheBackwardsReferenceReadsTheForwardsTopk) {
  const auto dump = inductor::loadDebugDump(kMoe);
  const auto& fwd = graphNamed(dump, "forward");
  const auto& bwd = graphNamed(dump, "backward");
  // the forward's reference on its own (the same seed as the program's)
  const auto fwdTable = session::bufferTableOf(fwd);
  const auto fwdRef = runtime::computeReference(fwdTable, 1);
  const auto& scores = fwdRef.pool.at("buf3");  // div: the router's softmax, [1024, 8]

  session::ProgramValues values(dump, 1);
  const auto table = session::bufferTableOf(bwd);
  session::FeedReport report;
  const auto ref = values.reference(bwd, table, report);
  EXPECT_TRUE(report.problems.empty()) << report.problems.front();
  EXPECT_EQ(report.from, (std::set<std::string>{"forward"}));
  EXPECT_GT(report.fed, 30);
  const auto& topv = ref.pool.at("getitem"), &topi = ref.pool.at("getitem_1");
  for (std::int64_t r = 0; r < 1024; ++r) {
    // the two largest scores of the row, by hand
    std::vector<std::pair<double, int>> row;
    for (int e = 0; e < 8; ++e) row.emplace_back(scores.get(r * 8 + e), e);
    std::stable_sort(row.begin(), row.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    ASSERT_EQ(topi.get(r * 2), row[0].second) << "row " << r;
    ASSERT_EQ(topi.get(r * 2 + 1), row[1].second) << "row " << r;
    ASSERT_EQ(topv.get(r * 2), row[0].first) << "row " << r;
    ASSERT_NE(topi.get(r * 2), topi.get(r * 2 + 1)) << "row " << r;
  }
}

// Without the program's values (a graph benched alone, or no forward in the dump) the
// indices are random: some row repeats an expert, which a real topk never does.
TEST(SavedTensors, GeneratedIndicesCollideWhichIsWhyTheyAreNotUsed) {
  const auto dump = inductor::loadDebugDump(kMoe);
  const auto table = session::bufferTableOf(graphNamed(dump, "backward"));
  const auto ref = runtime::computeReference(table, 1);
  const auto& topi = ref.pool.at("getitem_1");
  int repeats = 0;
  for (std::int64_t r = 0; r < 1024; ++r) repeats += topi.get(r * 2) == topi.get(r * 2 + 1);
  EXPECT_GT(repeats, 0);
}

}  // namespace
