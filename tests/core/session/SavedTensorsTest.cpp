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
#include "core/frontends/inductor/OutputCode.h"
#include "core/ir/Program.h"
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

namespace {

// hf_bart__train (the corpus, dynamic sizes): model__4's forward returns
// `(buf0, primals_3, s70, )` and its backward unpacks `primals_2, primals_3, tangents_1`:
// the saved size symbol comes first in the backward (AOTAutograd: *symints,
// *saved_tensors), last in the forward. Built from those two lines.
fs::ir::Program pairOf(const std::string& returns, const std::string& args) {
  fs::ir::Program p;
  p.graphs.resize(2);
  p.graphs[0].name = "forward";
  p.graphs[1].name = "backward";
  fs::ir::mutableReferenceOf(p.graphs[0]).outputCode =
      fs::inductor::parseOutputCode("class Runner:\n    def call(self, args):\n        primals_3, = args\n        return (" +
                                        returns + ")\n",
                                    "forward/output_code.py");
  fs::ir::mutableReferenceOf(p.graphs[1]).outputCode = fs::inductor::parseOutputCode(
      "class Runner:\n    def call(self, args):\n        " + args + " = args\n        return (buf1, )\n", "backward/output_code.py");
  return p;
}

TEST(SavedTensors, SavedSizeSymbolsComeFirstInTheBackward) {
  auto p = pairOf("buf0, primals_3, s70, ", "primals_2, primals_3, tangents_1");
  std::vector<std::string> notes;
  fs::inductor::linkSavedTensors(p, notes);
  EXPECT_TRUE(notes.empty()) << notes.front();
  ASSERT_EQ(p.graphs[1].feeds.size(), 1u);
  EXPECT_EQ(p.graphs[1].feeds.at("primals_3"), (fs::ir::GraphFeed{"forward", "primals_3"}));
  // two symbols, one an expression (`2*s50`), before the tensors
  auto q = pairOf("buf48, primals_2, buf7, s50, 2*s50, ", "primals_1, mul_6, primals_2, getitem, tangents_1");
  fs::inductor::linkSavedTensors(q, notes);
  EXPECT_TRUE(notes.empty()) << notes.front();
  EXPECT_EQ(q.graphs[1].feeds.size(), 2u);
  EXPECT_EQ(q.graphs[1].feeds.at("primals_2"), (fs::ir::GraphFeed{"forward", "primals_2"}));
  EXPECT_EQ(q.graphs[1].feeds.at("getitem"), (fs::ir::GraphFeed{"forward", "buf7"}));
  // a forward that returns one value too few: primals_2 would be primals_3; not linked, said
  auto r = pairOf("primals_3, buf7, ", "primals_2, getitem, tangents_1");
  fs::inductor::linkSavedTensors(r, notes);
  EXPECT_TRUE(r.graphs[1].feeds.empty());
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("do not line up"), std::string::npos) << notes[0];
}

}  // namespace
