// InductorLogWriter: a FusionObserver that writes the run the way Inductor's
// `fusion` log channel does (TORCH_LOGS="+fusion"), one line per event:
//   ===== attempting fusion (1/10): 5 nodes =====
//   fuse_nodes_once, candidates:
//     SchedulerNode(name='op0')
//   cannot fuse op3 with op4: no shared data
//   found 0 possible fusions
//   fusing op0 with op1
//   completed fusion round (1/10): fused 5 nodes into 5 nodes
//   ===== fusion complete (1 iterations) =====
//
// Contract: only the rejections Inductor itself logs are written (the C++
// backend's silent ones and our what-if rejections are written only with
// `allRejections`). The candidate list uses Inductor's short repr, without
// the IR descriptions Inductor appends.
#pragma once

#include <iosfwd>

#include "core/fusion/FusionObserver.h"

namespace fs::fusion {

class InductorLogWriter : public FusionObserver {
 public:
  explicit InductorLogWriter(std::ostream& out, bool allRejections = false)
      : out_(out), allRejections_(allRejections) {}

  void onRoundBegin(const RoundBegin& e) override;
  void onCandidate(const CandidateChecked& e) override;
  void onPriorityChosen(const PriorityChosen& e) override;
  void onAttemptDecided(const AttemptDecided& e) override;
  void onRoundEnd(const RoundEnd& e) override;
  void onRunEnd(const RunEnd& e) override;

 private:
  void rejection(const Decision& d);
  std::ostream& out_;
  bool allRejections_;
  int maxRounds_ = 10;
  int lastRound_ = 0;
  bool completePrinted_ = false;
};

}  // namespace fs::fusion
