#include "views/controller/Timeline.h"

#include <QSet>

#include <algorithm>

#include "core/fusion/Trace.h"
#include "core/reference/Compare.h"

namespace fs::views {

namespace {

QStringList toList(const std::vector<std::string>& v) {
  QStringList out;
  out.reserve(static_cast<int>(v.size()));
  for (const auto& s : v) out << QString::fromStdString(s);
  return out;
}

}  // namespace

int Timeline::roundAt(int p) const {
  if (rounds.isEmpty()) return 0;
  if (p <= 0) return 1;
  const int step = std::min(p, static_cast<int>(steps.size())) - 1;
  return steps[step].round;
}

int Timeline::roundStart(int r) const {
  if (r < 1) return 0;
  // The first position showing round r: its first step. Rounds without steps
  // (nothing to try) are skipped.
  for (int i = r; i <= rounds.size(); ++i)
    if (rounds[i - 1].stepCount > 0) return rounds[i - 1].firstStep + 1;
  return static_cast<int>(steps.size());
}

Groups Timeline::fusedThisRoundAt(int p) const {
  Groups fused;
  const int r = roundAt(p);
  if (r == 0) return fused;
  const auto& round = rounds[r - 1];
  // Union of the pairs fused in this round up to p.
  QHash<QString, int> groupOf;
  for (int i = round.firstStep; i < std::min(p, round.firstStep + round.stepCount); ++i) {
    const auto& s = steps[i];
    if (!s.fused) continue;
    QStringList merged = s.membersA + s.membersB;
    int keep = -1;
    for (const auto& m : merged) {
      const int g = groupOf.value(m, -1);
      if (g >= 0 && keep < 0) keep = g;
    }
    if (keep < 0) {
      keep = static_cast<int>(fused.size());
      fused.push_back({});
    }
    for (const auto& m : merged) {
      const int g = groupOf.value(m, -1);
      if (g == keep) continue;
      if (g >= 0) {  // absorb another group
        for (const auto& x : fused[g]) groupOf.insert(x, keep);
        fused[keep] += fused[g];
        fused[g].clear();
        continue;
      }
      groupOf.insert(m, keep);
      fused[keep] << m;
    }
  }
  fused.erase(std::remove_if(fused.begin(), fused.end(), [](const QStringList& g) { return g.isEmpty(); }), fused.end());
  return fused;
}

Groups Timeline::groupsAt(int p) const {
  const int r = roundAt(p);
  if (r == 0) return {};
  if (p >= static_cast<int>(steps.size()) && !finalGroups.isEmpty()) return finalGroups;
  Groups groups = rounds[r - 1].groupsAtStart;
  const Groups fused = fusedThisRoundAt(p);
  if (fused.isEmpty()) return groups;
  QHash<QString, int> groupOf;
  for (int i = 0; i < groups.size(); ++i)
    for (const auto& m : groups[i]) groupOf.insert(m, i);
  Groups out;
  QSet<int> absorbed;
  for (const auto& f : fused) {
    QStringList merged;
    for (const auto& m : f) {
      const int g = groupOf.value(m, -1);
      if (g >= 0) {
        if (!absorbed.contains(g)) merged += groups[g];
        absorbed.insert(g);
      } else if (!merged.contains(m)) {
        merged << m;
      }
    }
    out.push_back(merged);
  }
  for (int i = 0; i < groups.size(); ++i)
    if (!absorbed.contains(i)) out.push_back(groups[i]);
  return out;
}

int Timeline::findPair(const QString& a, const QString& b, bool fusedOnly, int round) const {
  int first = -1;
  for (int i = 0; i < steps.size(); ++i) {
    const auto& s = steps[i];
    if (fusedOnly && !s.fused) continue;
    const bool ab = (s.membersA.contains(a) || s.a == a) && (s.membersB.contains(b) || s.b == b);
    const bool ba = (s.membersA.contains(b) || s.a == b) && (s.membersB.contains(a) || s.b == a);
    if (!ab && !ba) continue;
    if (round <= 0 || s.round == round) return i + 1;
    if (first < 0) first = i + 1;
  }
  return first;
}

namespace {
QString pairKey(int round, const std::string& a, const std::string& b) {
  const auto& lo = std::min(a, b);
  const auto& hi = std::max(a, b);
  return QStringLiteral("%1:%2|%3").arg(round).arg(QString::fromStdString(lo), QString::fromStdString(hi));
}
}  // namespace

Timeline buildTimeline(const fusion::Trace& trace, const reference::GraphComparison& comparison) {
  Timeline t;
  t.comparedWithInductor = comparison.hasLog;
  QHash<QString, QString> differs;
  for (const auto& m : comparison.reasonMismatches)
    differs.insert(pairKey(m.round, m.node1, m.node2),
                   QStringLiteral("Inductor: %1; ours: %2")
                       .arg(QString::fromStdString(m.inductorReason), QString::fromStdString(m.ourReason)));
  for (const auto& round : trace.rounds) {
    const int roundNo = static_cast<int>(t.rounds.size()) + 1;
    QHash<QString, const fusion::CandidateChecked*> checked;
    for (const auto& c : round.candidates) checked.insert(pairKey(0, c.node1, c.node2), &c);
    QHash<QString, int> priorities;
    for (const auto& pp : round.priority.pairs) priorities.insert(pairKey(0, pp.node1, pp.node2), pp.priority);
    QHash<int, const fusion::PairScored*> scoredByRank;
    for (const auto& sc : round.scored) scoredByRank.insert(sc.rank, &sc);
    auto viaText = [](const fusion::CandidateChecked& c) {
      return QStringLiteral("%1 %2%3")
          .arg(c.via == fusion::FoundVia::BufferGroup ? QStringLiteral("buffer") : QStringLiteral("group"),
               QString::fromStdString(c.groupKey), c.reversed ? QStringLiteral(" (reversed)") : QString());
    };
    TimelineRound r;
    r.index = static_cast<int>(t.rounds.size()) + 1;
    r.firstStep = static_cast<int>(t.steps.size());
    r.nodesBefore = round.end.nodesBefore;
    r.nodesAfter = round.end.nodesAfter;
    QHash<QString, QStringList> leaves;  // current node name -> leaves
    for (const auto& n : round.begin.nodes) {
      const QStringList l = toList(n.leaves);
      leaves.insert(QString::fromStdString(n.name), l.isEmpty() ? QStringList{QString::fromStdString(n.name)} : l);
      if (l.size() > 1) r.groupsAtStart.push_back(l);
    }
    if (round.begin.nodes.empty() && round.begin.round > 1) r.groupsAtStart = t.rounds.isEmpty() ? Groups{} : t.finalGroups;
    QSet<QString> atStart;
    for (const auto& n : round.begin.nodes) atStart.insert(QString::fromStdString(n.name));
    auto membersOf = [&](const std::string& name) {
      const QString n = QString::fromStdString(name);
      return leaves.value(n, QStringList{n});
    };
    // Phase 1: pairs get_possible_fusions rejected (Inductor's "cannot fuse" lines).
    for (const auto& c : round.candidates) {
      if (c.decision.accepted) continue;
      TimelineStep s;
      s.round = r.index;
      s.indexInRound = static_cast<int>(t.steps.size()) - r.firstStep + 1;
      s.a = QString::fromStdString(c.node1);
      s.b = QString::fromStdString(c.node2);
      s.membersA = membersOf(c.node1);
      s.membersB = membersOf(c.node2);
      s.fused = false;
      s.reason = QString::fromStdString(c.decision.text.empty() ? fusion::reasonInfo(c.decision.reason).wording
                                                                : c.decision.text);
      s.phase = QStringLiteral("candidate search");
      s.gate = QString::fromLatin1(fusion::gateFunction(c.decision.gate));
      s.decision = &c.decision;
      s.via = viaText(c);
      s.inductorDiffers = differs.value(pairKey(roundNo, c.node1, c.node2));
      t.steps.push_back(s);
    }
    // Phase 2: the candidates in score order (_try_fusion_pairs).
    std::size_t fusedIndex = 0;
    for (std::size_t i = 0; i < round.attempts.size(); ++i) {
      const auto& a = round.attempts[i];
      TimelineStep s;
      s.round = r.index;
      s.indexInRound = static_cast<int>(t.steps.size()) - r.firstStep + 1;
      s.attempt = static_cast<int>(i);
      s.a = QString::fromStdString(a.node1);
      s.b = QString::fromStdString(a.node2);
      s.membersA = membersOf(a.node1);
      s.membersB = membersOf(a.node2);
      s.fused = a.fused;
      s.reason = a.fused ? QString() : QString::fromStdString(a.decision.text.empty() ? fusion::reasonInfo(a.decision.reason).wording : a.decision.text);
      s.phase = QStringLiteral("try fusion");
      s.atRoundStart = atStart.contains(s.a) && atStart.contains(s.b);
      s.gate = a.fused ? QString() : QString::fromLatin1(fusion::gateFunction(a.decision.gate));
      s.decision = &a.decision;
      if (const auto* c = checked.value(pairKey(0, a.candidate1, a.candidate2))) s.via = viaText(*c);
      s.priority = priorities.value(pairKey(0, a.candidate1, a.candidate2), -1);
      if (const auto* sc = scoredByRank.value(a.rank)) {
        s.scored = true;
        s.templateScore = sc->score.templateScore;
        s.typeScore = sc->score.typeScore;
        s.memoryScore = sc->score.memoryScore;
        s.proximityScore = sc->score.proximityScore;
      }
      s.inductorDiffers = differs.value(pairKey(roundNo, a.candidate1, a.candidate2));
      if (s.inductorDiffers.isEmpty()) s.inductorDiffers = differs.value(pairKey(roundNo, a.node1, a.node2));
      t.steps.push_back(s);
      if (a.fused && fusedIndex < round.fusions.size()) {
        const auto& f = round.fusions[fusedIndex++];
        QStringList l = toList(f.result.leaves);
        if (l.isEmpty()) l = s.membersA + s.membersB;
        leaves.remove(QString::fromStdString(f.node1));
        leaves.remove(QString::fromStdString(f.node2));
        leaves.insert(QString::fromStdString(f.result.name), l);
      }
    }
    r.stepCount = static_cast<int>(t.steps.size()) - r.firstStep;
    t.rounds.push_back(r);
  }
  for (const auto& g : trace.end.plan.fusedGroups()) t.finalGroups.push_back(toList(g));
  return t;
}

}  // namespace fs::views
