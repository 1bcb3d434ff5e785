// explain(): why two nodes did or did not fuse, gate by gate.
//
// Contract: evaluates EVERY gate Inductor's can_fuse path has for the pair
// (Scheduler.can_fuse, InductorChoices.can_fuse, the vertical or horizontal
// branch, the backend's can_fuse, will_fusion_create_cycle, and our what-if
// knobs), not only the first that fails, and returns each Decision with its
// evidence, in the order Inductor evaluates them. Gates of the branch that
// does not apply (vertical vs horizontal) are listed with applicable == false.
// `wouldFuse` is true when every applicable gate accepts, i.e. exactly when
// Inductor's can_fuse(a, b) and not will_fusion_create_cycle(a, b).
//
// Nodes are named as in the graph; a leaf name inside a fused node (at the
// chosen round) stands for that fused node. `atRound` chooses the scheduler
// state: 0 = the pre-fusion graph (before round 1), k = at the start of round
// k, -1 = after the last round (also for a k past the last round: the explanation
// then says which round was asked and after which round fusion ended). The graph is not modified; loop reordering the
// final round may try is done on a copy.
// Throws fs::InputError when a node is unknown or both names are one node.
#pragma once

#include <string>
#include <vector>

#include "core/fusion/Decision.h"
#include "core/fusion/FusionEvents.h"
#include "core/fusion/Knobs.h"
#include "core/ir/Graph.h"

namespace fs::fusion {

struct Explanation {
  std::string node1, node2;   ///< the scheduler nodes compared (fused names when fused)
  std::string relation;       ///< "vertical" (node2 reads node1's output), "horizontal", or "reverse" (node1 depends on node2)
  std::string backend;        ///< "triton" or "cpp"
  std::string release;        ///< the Inductor release whose rules decided ("2.15")
  std::string releaseSource;  ///< how the dump's release was told (ir::Graph::releaseSource), or a warning
  int atRound = 0;            ///< the state explained: 0, K (start of round K) or -1 (after the last round)
  int askedRound = 0;         ///< the round asked for; a K past the last round gives atRound -1
  int roundsRun = 0;          ///< rounds the scheduler ran before the state explained
  bool wouldFuse = false;
  std::vector<Decision> gates;  ///< every gate, Inductor's order
  ScoreParts score;             ///< score_fusion for the pair
  Evidence evidence;            ///< the shared evidence (accesses, groups, distance)

  /// The rejections among `gates` (applicable ones only).
  std::vector<Decision> rejections() const;
  /// Multi-line, human-readable report (the CLI's `explain` output).
  std::string toText() const;
};

/// Mirrors Scheduler.can_fuse(a, b) + will_fusion_create_cycle(a, b), all gates.
/// The graph's foreach lists and timed fusions (ir::Graph) take part as in a run.
Explanation explain(const ir::Graph& graph, const std::string& a, const std::string& b,
                    const Knobs& knobs = {}, int atRound = 0);

}  // namespace fs::fusion
