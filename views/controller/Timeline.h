// Timeline: a recorded fuse_nodes run (core's fusion::Trace) flattened into the
// steps a user walks through, with the graph state at every position.
//
// Contract: value type, built once per trace off the UI thread. A *step* is one
// attempted pair in the scheduler's order (candidates in score order within a
// round). Positions run from 0 (before the first step) to steps.size() (after
// the last); position p shows the state after steps 1..p with step p as the
// current pair. Groups are lists of pre-fusion node names. groupsAt(p) is
// computed from the round's starting groups plus the fusions of that round up to
// p, so going to p from any direction gives the same state.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

namespace fs::fusion {
struct Decision;
struct Trace;
}
namespace fs::reference {
struct GraphComparison;
}

namespace fs::views {

using Groups = QVector<QStringList>;

struct TimelineStep {
  int round = 0;         ///< 1-based round
  int indexInRound = 0;  ///< 1-based
  int attempt = -1;      ///< index of the attempt in the trace's round
  QString a, b;          ///< node names as the scheduler saw them ("op3", "op0_op2")
  QStringList membersA, membersB;
  bool fused = false;
  QString reason;        ///< Inductor's wording, empty when fused
  QString phase;         ///< where the scheduler decided (e.g. "candidate search", "try fusion")
  /// Both nodes existed when the round began, so explain(a, b, round) sees the
  /// same pair; false when one was formed by a fusion earlier in this round.
  bool atRoundStart = true;
  QString gate;          ///< Inductor function of the deciding gate
  /// The scheduler's recorded decision (with its evidence), inside the trace the
  /// timeline was built from (valid while that trace lives: Session owns both).
  const fusion::Decision* decision = nullptr;
  QString via;           ///< how get_possible_fusions found it ("buffer buf3", "group (64, 1)")
  int priority = -1;     ///< backend pair priority (lower is better), -1 when not a candidate
  bool scored = false;
  int templateScore = 0, proximityScore = 0;
  qint64 memoryScore = 0;  ///< bytes shared (score_fusion_memory)
  bool typeScore = false;
  /// Empty when Inductor's log agrees (or says nothing); else what Inductor did.
  QString inductorDiffers;
};

struct TimelineRound {
  int index = 0;      ///< 1-based
  int firstStep = 0;  ///< index into steps of its first step
  int stepCount = 0;
  int nodesBefore = 0, nodesAfter = 0;
  Groups groupsAtStart;  ///< only the multi-member groups
};

struct Timeline {
  QVector<TimelineRound> rounds;
  QVector<TimelineStep> steps;
  Groups finalGroups;  ///< multi-member groups after the last round
  /// Inductor's log of this graph was there to compare each step with (a dump with
  /// its torch log); false for an ONNX model or a dump without a log.
  bool comparedWithInductor = false;

  int positionCount() const { return static_cast<int>(steps.size()) + 1; }
  /// Round shown at position p (1-based; 0 when there are no rounds).
  int roundAt(int p) const;
  /// Multi-member groups at position p.
  Groups groupsAt(int p) const;
  /// Groups fused in p's round up to p (drawn as outlines on the round's layout).
  Groups fusedThisRoundAt(int p) const;
  /// First position showing round r (its first step; 1-based round); the last
  /// position when no later round has steps.
  int roundStart(int r) const;
  /// Position of the first step whose sides hold `a` and `b` (either order; a side
  /// holds its members), or -1. `fusedOnly`: only steps that fused them. `round`
  /// (> 0): a step of that round is preferred to an earlier one of another round.
  int findPair(const QString& a, const QString& b, bool fusedOnly = false, int round = 0) const;
};

/// Builds the timeline of a trace; `comparison` (of the same run) marks the steps
/// where Inductor's log decided differently.
Timeline buildTimeline(const fusion::Trace& trace, const reference::GraphComparison& comparison);

}  // namespace fs::views
