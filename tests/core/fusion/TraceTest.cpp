// Trace: the recorded event stream, its JSON Lines form and its round trip.
#include <gtest/gtest.h>

#include <sstream>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"
#include "core/util/Error.h"

using namespace fs::fusion;

namespace {

Trace record(const std::string& folder, const std::string& name = "", Knobs knobs = {}) {
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + folder);
  for (const auto& g : dump.graphs)
    if (name.empty() || g.name == name) {
      RecordingObserver rec;
      fuseGraph(g.preFusion, knobs, &rec);
      return rec.take();
    }
  throw std::runtime_error("no graph");
}

TEST(Trace, RecordsEveryStep) {
  Trace t = record("inductor/softmax_attn");
  EXPECT_EQ(t.run.backend, "triton");
  EXPECT_EQ(t.run.nodes.size(), 5u);
  ASSERT_EQ(t.rounds.size(), 3u);  // two rounds, then the reorder round
  EXPECT_FALSE(t.rounds[0].begin.reorderRound);
  EXPECT_TRUE(t.rounds[2].begin.reorderRound);
  EXPECT_EQ(t.rounds[0].end.nodesBefore, 5);
  EXPECT_EQ(t.rounds[0].end.nodesAfter, 3);  // op1+op2, then op3 joins in the same round
  EXPECT_EQ(t.rounds[0].fusions.size(), 2u);
  EXPECT_EQ(t.rounds[0].fusions[1].result.name, "op1_op2_op3");
  EXPECT_EQ(t.rounds[1].end.nodesAfter, 3);  // round 2 changes nothing: fusion complete
  EXPECT_TRUE(t.rounds[1].fusions.empty());
  EXPECT_EQ(t.end.plan.fusedGroups(), (std::vector<std::vector<std::string>>{{"op1", "op2", "op3"}}));
  // Scored pairs are in rank order and each is attempted.
  for (const auto& r : t.rounds) {
    ASSERT_EQ(r.scored.size(), r.attempts.size());
    for (std::size_t i = 0; i < r.scored.size(); ++i) EXPECT_EQ(r.scored[i].rank, static_cast<int>(i));
  }
}

TEST(Trace, JsonLinesRoundTripIsIdentical) {
  for (const auto& [folder, graph] : std::vector<std::pair<std::string, std::string>>{
           {"inductor/gpt2_eval", ""}, {"inductor_cpu/gpt2_eval", ""}, {"inductor/resnet50_train", "forward"}}) {
    Knobs k;
    if (folder == "inductor/gpt2_eval") setKnob(k, "disabled_node_kinds=reduction");
    Trace t = record(folder, graph, k);
    std::stringstream ss;
    t.writeJsonLines(ss);
    std::string text = ss.str();
    Trace back = Trace::readJsonLines(ss, "mem");
    EXPECT_TRUE(back == t) << folder;
    std::stringstream again;
    back.writeJsonLines(again);
    EXPECT_EQ(again.str(), text);
  }
}

TEST(Trace, SaveAndLoadFile) {
  Trace t = record("inductor/layernorm_manual");
  std::string path = ::testing::TempDir() + "/fusion_trace.jsonl";
  t.save(path);
  EXPECT_EQ(Trace::load(path), t);
}

TEST(Trace, MalformedLinesAreLocated) {
  Trace t = record("inductor/layernorm_manual");
  std::stringstream ss;
  t.writeJsonLines(ss);
  std::string text = ss.str();
  // Truncated: no plan line.
  std::string truncated = text.substr(0, text.rfind('\n', text.size() - 2) + 1);
  std::stringstream a(truncated);
  EXPECT_THROW(Trace::readJsonLines(a, "t.jsonl"), fs::InputError);
  // Garbage on line 2.
  std::string garbled = text.substr(0, text.find('\n') + 1) + "{not json\n";
  std::stringstream b(garbled);
  try {
    Trace::readJsonLines(b, "t.jsonl");
    ADD_FAILURE() << "expected an error";
  } catch (const fs::InputError& e) {
    EXPECT_EQ(e.line(), 2);
    EXPECT_EQ(e.file(), "t.jsonl");
  }
  std::stringstream c("{\"type\":\"round_begin\"}\n");
  EXPECT_THROW(Trace::readJsonLines(c, "t.jsonl"), fs::InputError);
}

}  // namespace
