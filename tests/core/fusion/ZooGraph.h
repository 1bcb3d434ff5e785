// Helpers for the tests on zoo graphs in tests/data/zoo/<model>/ (copied
// unchanged from the model zoo, torch 2.11 on an H200; see meta.json there).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/Trace.h"

namespace fs::fusion::testing {

inline fs::ir::ProgramGraph zooGraph(const std::string& model, const std::string& graph) {
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/" + model);
  for (auto& g : dump.graphs)
    if (g.name == graph) return std::move(g);
  throw std::runtime_error("no graph " + graph + " in zoo/" + model);
}

/// The pre-fusion graph `name` (the first when empty) of samples/<folder>.
inline fs::ir::Graph sampleGraph(const std::string& folder, const std::string& name = "") {
  auto dump = fs::inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + folder);
  for (const auto& g : dump.graphs)
    if (name.empty() || g.name == name) return g.preFusion;
  throw std::runtime_error("no graph " + name);
}

/// Our decision for (node1, node2) in a round (get_possible_fusions' check or
/// _try_fusion_pairs' attempt, named as the decision names them), if any.
inline std::optional<Decision> decisionFor(const Trace& trace, int round, const std::string& node1,
                                           const std::string& node2, bool reorderRound = false) {
  for (const auto& r : trace.rounds) {
    if (r.begin.reorderRound != reorderRound || (!reorderRound && r.begin.round != round)) continue;
    for (const auto& c : r.candidates)
      if (c.decision.node1 == node1 && c.decision.node2 == node2) return c.decision;
    for (const auto& a : r.attempts)
      if (a.decision.node1 == node1 && a.decision.node2 == node2) return a.decision;
  }
  return std::nullopt;
}

/// Our _try_fusion_pairs attempt for (node1, node2) in a round, if any.
inline std::optional<AttemptDecided> attemptFor(const Trace& trace, int round, const std::string& node1,
                                                const std::string& node2) {
  for (const auto& r : trace.rounds)
    if (!r.begin.reorderRound && r.begin.round == round)
      for (const auto& a : r.attempts)
        if (a.node1 == node1 && a.node2 == node2) return a;
  return std::nullopt;
}

}  // namespace fs::fusion::testing
