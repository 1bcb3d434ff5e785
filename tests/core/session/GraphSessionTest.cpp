// GraphSession, the one door the CLI and the app open a graph through: "ours" is the
// plan of the session's own scheduler run (with the graph's log facts and the session's
// knobs), whichever parts the session was opened with. On adamw_step (tests/data/zoo,
// one AdamW step over 8 parameters: its foreach lists come from the torch log) and
// resnet18 (with its output_code.py).
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/Knobs.h"
#include "core/fusion/Scheduler.h"
#include "core/session/GraphSession.h"
#include "core/util/Error.h"

using namespace fs;

namespace {

std::shared_ptr<const ir::Program> zoo(const std::string& model) {
  return std::make_shared<const ir::Program>(
      inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/" + model));
}

std::size_t fusedGroups(const codegen::Plan& plan) {
  std::size_t n = 0;
  for (const auto& k : plan) n += k.size() > 1 ? 1 : 0;
  return n;
}

TEST(GraphSession, OursIsTheSessionsRunWithTheLogsFactsAndItsKnobs) {
  const auto program = zoo("adamw_step");
  session::GraphSessionOptions fused, bare;
  bare.fuse = false;
  bare.provenance = false;
  const auto a = session::openGraph(program, 0, fused);
  const auto b = session::openGraph(program, 0, bare);
  // the plan the app shows (the trace's end) and the one emit and bench run (made on
  // demand) are one plan: the foreach lists from the log make the 48 parameter updates
  // 4 foreach kernels, and those fuse into 2 (Inductor's own plan for this step)
  const auto ours = a.plan("ours");
  EXPECT_EQ(ours, b.plan("ours"));
  EXPECT_EQ(ours, session::planNamed("ours", program->graphs[0]));
  std::size_t foreachKernel = 0;
  for (const auto& k : ours) foreachKernel = std::max(foreachKernel, k.size());
  EXPECT_GE(foreachKernel, 16u);
  // without the log's foreach lists (what emit and bench ran before), no such kernel
  ir::Graph noLists = program->graphs[0].preFusion;
  noLists.foreachLists.clear();
  const auto withoutFacts = session::planOf(fusion::Scheduler(noLists).run());
  EXPECT_NE(withoutFacts.size(), ours.size());

  // the session's knobs decide "ours", fused or not
  session::GraphSessionOptions one = fused;
  fusion::setKnob(one.knobs, "max_fusion_size=1");
  session::GraphSessionOptions oneBare = bare;
  oneBare.knobs = one.knobs;
  const auto c = session::openGraph(program, 0, one);
  const auto d = session::openGraph(program, 0, oneBare);
  EXPECT_EQ(c.plan("ours"), d.plan("ours"));
  // `fuse --set max_fusion_size=1`: 20 kernels, the 4 foreach groups left (a foreach
  // node is made before fusion); by default 2
  EXPECT_EQ(ours.size(), 2u);
  EXPECT_EQ(c.plan("ours").size(), 20u);
  EXPECT_EQ(fusedGroups(c.plan("ours")), 4u);
  // the other plans are the graph's, whatever the knobs
  EXPECT_EQ(c.plan("none"), codegen::planNoFusion(program->graphs[0].preFusion));
  EXPECT_THROW((void)c.plan("fastest"), InputError);
}

// Every model of tests/data/zoo (real dumps of the model zoo): the plan the app shows
// (a fused session's trace) is the plan emit and bench run (planNamed("ours")).
TEST(GraphSession, TheAppsPlanIsEmitsAndBenchsOnEveryZooModel) {
  int graphs = 0;
  for (const auto& e : std::filesystem::directory_iterator(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo")) {
    if (!e.is_directory()) continue;
    const auto program = zoo(e.path().filename().string());
    for (std::size_t i = 0; i < program->graphs.size(); ++i) {
      const auto s = session::openGraph(program, i, {});
      EXPECT_EQ(s.plan("ours"), session::planNamed("ours", program->graphs[i]))
          << e.path().filename().string() << " " << program->graphs[i].name;
      ++graphs;
    }
  }
  EXPECT_GE(graphs, 18);
}

TEST(GraphSession, OpensWhatItIsAskedAndComparesWithInductor) {
  const auto program = zoo("resnet18");
  session::GraphSessionOptions o;
  o.fuse = false;
  const auto p = session::openGraph(program, 0, o);
  EXPECT_EQ(p.trace, nullptr);
  ASSERT_NE(p.provenance, nullptr);
  ASSERT_NE(p.kernels, nullptr);
  EXPECT_FALSE(p.kernels->rows.empty());  // Inductor's kernels, from output_code.py
  EXPECT_EQ(p.preFusion.get(), &program->graphs[0].preFusion);

  const auto f = session::openGraph(program, 0);
  ASSERT_NE(f.trace, nullptr);
  EXPECT_TRUE(f.comparison.hasPostFusion);
  EXPECT_TRUE(f.comparison.matches());  // conformance: identical to Inductor 2.11
  EXPECT_GT(f.comparison.identicalGroups, 0);
  EXPECT_EQ(f.comparison.identicalGroups, static_cast<int>(f.comparison.inductorGroups.size()));
  EXPECT_THROW((void)session::openGraph(program, 1), std::out_of_range);
}

TEST(GraphSession, AGraphIsFoundByNameOrSaysWhichThereAre) {
  const auto program = zoo("convnext_tiny_train");
  EXPECT_EQ(session::graphIndexOf(*program, "", "dump"), 0u);
  EXPECT_EQ(program->graphs[session::graphIndexOf(*program, "backward", "dump")].name, "backward");
  try {
    (void)session::graphIndexOf(*program, "inference", "dump");
    FAIL() << "no graph 'inference' in convnext_tiny_train";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("no graph named 'inference' in the dump (it has: forward, backward)"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
