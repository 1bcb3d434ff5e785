// FusionObserver: the scheduler's instrumentation interface, in the manner of
// MLIR's PassInstrumentation. The scheduler calls it at every step of
// fuse_nodes; it never knows who listens (a RecordingObserver building a
// Trace, the CLI's log printer, a test).
//
// Contract: callbacks arrive on the thread that runs the scheduler, in the
// order documented in FusionEvents.h; the event references are valid only
// during the call (copy what you keep). Default implementations do nothing.
// An observer must not call back into the scheduler.
#pragma once

#include "core/fusion/FusionEvents.h"

namespace fs::fusion {

class FusionObserver {
 public:
  virtual ~FusionObserver() = default;

  virtual void onRunBegin(const RunBegin&) {}
  virtual void onRoundBegin(const RoundBegin&) {}
  /// A pair get_possible_fusions evaluated (accepted: a candidate found).
  virtual void onCandidate(const CandidateChecked&) {}
  virtual void onPriorityChosen(const PriorityChosen&) {}
  virtual void onPairScored(const PairScored&) {}
  virtual void onAttemptDecided(const AttemptDecided&) {}
  virtual void onNodesFused(const NodesFused&) {}
  virtual void onRoundEnd(const RoundEnd&) {}
  virtual void onRunEnd(const RunEnd&) {}
};

}  // namespace fs::fusion
