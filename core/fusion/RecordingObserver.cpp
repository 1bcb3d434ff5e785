#include "core/fusion/RecordingObserver.h"

#include <utility>

namespace fs::fusion {

Trace RecordingObserver::take() {
  Trace out = std::move(trace_);
  trace_ = Trace{};
  return out;
}

TraceRound& RecordingObserver::current() {
  if (trace_.rounds.empty()) trace_.rounds.emplace_back();
  return trace_.rounds.back();
}

void RecordingObserver::onRunBegin(const RunBegin& e) {
  trace_ = Trace{};
  trace_.run = e;
}
void RecordingObserver::onRoundBegin(const RoundBegin& e) {
  trace_.rounds.emplace_back();
  trace_.rounds.back().begin = e;
}
void RecordingObserver::onCandidate(const CandidateChecked& e) { current().candidates.push_back(e); }
void RecordingObserver::onPriorityChosen(const PriorityChosen& e) { current().priority = e; }
void RecordingObserver::onPairScored(const PairScored& e) { current().scored.push_back(e); }
void RecordingObserver::onAttemptDecided(const AttemptDecided& e) { current().attempts.push_back(e); }
void RecordingObserver::onNodesFused(const NodesFused& e) { current().fusions.push_back(e); }
void RecordingObserver::onRoundEnd(const RoundEnd& e) { current().end = e; }
void RecordingObserver::onRunEnd(const RunEnd& e) { trace_.end = e; }

}  // namespace fs::fusion
