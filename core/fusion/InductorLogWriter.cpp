#include "core/fusion/InductorLogWriter.h"

#include <ostream>

namespace fs::fusion {
namespace {

std::string shortRepr(const NodeInfo& n) {
  if (n.leaves.size() > 1) return n.kind + "(nodes=" + n.name + ")";
  return n.kind + "(name='" + n.name + "')";
}

}  // namespace

void InductorLogWriter::rejection(const Decision& d) {
  if (d.accepted || d.reason == Reason::SameNode) return;
  if (!allRejections_ && !reasonInfo(d.reason).loggedByInductor) return;
  out_ << d.logLine() << "\n";
}

void InductorLogWriter::onRoundBegin(const RoundBegin& e) {
  if (e.reorderRound) {
    if (!completePrinted_) out_ << "===== fusion complete (" << lastRound_ << " iterations) =====\n";
    completePrinted_ = true;
  } else {
    out_ << "===== attempting fusion (" << e.round << "/" << maxRounds_ << "): " << e.nodes.size()
         << " nodes =====\n";
  }
  out_ << "fuse_nodes_once, candidates:\n";
  for (const auto& n : e.nodes) out_ << "  " << shortRepr(n) << "\n";
}

void InductorLogWriter::onCandidate(const CandidateChecked& e) { rejection(e.decision); }

void InductorLogWriter::onPriorityChosen(const PriorityChosen& e) {
  std::size_t kept = 0;
  for (const auto& p : e.pairs)
    if (p.priority == e.chosen) ++kept;
  out_ << "found " << kept << " possible fusions\n";
}

void InductorLogWriter::onAttemptDecided(const AttemptDecided& e) {
  if (e.fused)
    out_ << "fusing " << e.node1 << " with " << e.node2 << "\n";
  else
    rejection(e.decision);
}

void InductorLogWriter::onRoundEnd(const RoundEnd& e) {
  if (e.reorderRound) return;
  lastRound_ = e.round;
  out_ << "completed fusion round (" << e.round << "/" << maxRounds_ << "): fused " << e.nodesBefore
       << " nodes into " << e.nodesAfter << " nodes\n\n";
}

void InductorLogWriter::onRunEnd(const RunEnd&) {
  if (!completePrinted_) out_ << "===== fusion complete (" << lastRound_ << " iterations) =====\n";
  completePrinted_ = true;
}

}  // namespace fs::fusion
