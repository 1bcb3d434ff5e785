// RecordingObserver: a FusionObserver that builds a Trace from the events.
//
// Contract: attach it to one Scheduler run; after the run, trace() holds every
// event in order. take() moves the Trace out and leaves the observer empty.
#pragma once

#include "core/fusion/FusionObserver.h"
#include "core/fusion/Trace.h"

namespace fs::fusion {

class RecordingObserver : public FusionObserver {
 public:
  const Trace& trace() const { return trace_; }
  Trace take();

  void onRunBegin(const RunBegin& e) override;
  void onRoundBegin(const RoundBegin& e) override;
  void onCandidate(const CandidateChecked& e) override;
  void onPriorityChosen(const PriorityChosen& e) override;
  void onPairScored(const PairScored& e) override;
  void onAttemptDecided(const AttemptDecided& e) override;
  void onNodesFused(const NodesFused& e) override;
  void onRoundEnd(const RoundEnd& e) override;
  void onRunEnd(const RunEnd& e) override;

 private:
  TraceRound& current();
  Trace trace_;
};

}  // namespace fs::fusion
