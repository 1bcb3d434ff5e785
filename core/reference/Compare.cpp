#include "core/reference/Compare.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <unordered_map>

#include "core/fusion/RecordingObserver.h"
#include "core/fusion/Scheduler.h"

namespace fs::reference {

using namespace fusion;

namespace {

struct OurRejection {
  std::string node1, node2;
  const Decision* decision = nullptr;
};

// Our decisions of one round that Inductor would have logged, and the pairs we fused.
struct RoundDecisions {
  std::vector<OurRejection> rejections;
  std::vector<std::pair<std::string, std::string>> fused;
};

RoundDecisions decisionsOf(const TraceRound& r) {
  RoundDecisions out;
  for (const auto& c : r.candidates)
    if (!c.decision.accepted) out.rejections.push_back({c.decision.node1, c.decision.node2, &c.decision});
  for (const auto& a : r.attempts) {
    if (a.fused)
      out.fused.emplace_back(a.node1, a.node2);
    else if (!a.decision.accepted)
      out.rejections.push_back({a.decision.node1, a.decision.node2, &a.decision});
  }
  return out;
}

void compareRound(const std::vector<ir::LogDecision>& logged, const TraceRound* ours, int roundNo,
                  bool reorder, GraphComparison& out) {
  RoundDecisions mine;
  if (ours) mine = decisionsOf(*ours);
  auto key = [](const std::string& a, const std::string& b) { return a + '\x1f' + b; };
  std::unordered_map<std::string, std::vector<std::size_t>> mineByPair, loggedByPair;
  for (std::size_t i = 0; i < mine.rejections.size(); ++i)
    mineByPair[key(mine.rejections[i].node1, mine.rejections[i].node2)].push_back(i);
  std::vector<std::optional<Reason>> loggedReason(logged.size());
  for (std::size_t i = 0; i < logged.size(); ++i) {
    if (logged[i].kind != ir::LogDecision::Kind::CannotFuse) continue;
    loggedReason[i] = reasonFromText(logged[i].reason);
    loggedByPair[key(logged[i].node1, logged[i].node2)].push_back(i);
  }
  for (std::size_t li = 0; li < logged.size(); ++li) {
    const auto& d = logged[li];
    if (d.kind != ir::LogDecision::Kind::CannotFuse) continue;
    ++out.logRejections;
    const auto& wanted = loggedReason[li];
    const Decision* best = nullptr;
    auto it = mineByPair.find(key(d.node1, d.node2));
    if (it != mineByPair.end())
      for (std::size_t ri : it->second) {
        const auto& r = mine.rejections[ri];
        if (!best) best = r.decision;
        if (wanted && r.decision->reason == *wanted) {
          best = r.decision;
          break;
        }
      }
    if (best && wanted && best->reason == *wanted) {
      ++out.matchedRejections;
      continue;
    }
    ReasonMismatch m;
    m.round = roundNo;
    m.reorderRound = reorder;
    m.node1 = d.node1;
    m.node2 = d.node2;
    m.inductorReason = d.reason;
    m.logLine = d.line;
    if (best) {
      m.ourReason = best->text;
    } else {
      bool fused = std::any_of(mine.fused.begin(), mine.fused.end(),
                               [&](const auto& p) { return p.first == d.node1 && p.second == d.node2; });
      m.ourReason = fused ? "fused" : "not evaluated";
    }
    out.reasonMismatches.push_back(std::move(m));
  }
  // The other direction: what we would have logged that Inductor did not.
  std::vector<bool> used(logged.size(), false);
  for (const auto& r : mine.rejections) {
    if (!reasonInfo(r.decision->reason).loggedByInductor) continue;
    bool found = false;
    auto it = loggedByPair.find(key(r.node1, r.node2));
    if (it != loggedByPair.end())
      for (std::size_t i : it->second)
        if (!used[i] && loggedReason[i] == r.decision->reason) {
          used[i] = true;
          found = true;
          break;
        }
    if (!found) {
      ReasonMismatch m;
      m.round = roundNo;
      m.reorderRound = reorder;
      m.node1 = r.node1;
      m.node2 = r.node2;
      m.ourReason = r.decision->text;
      out.extraRejections.push_back(std::move(m));
    }
  }
}

}  // namespace

bool GraphComparison::matches() const {
  return identicalGroups == static_cast<int>(inductorGroups.size()) &&
         identicalGroups == static_cast<int>(ourGroups.size()) && reasonMismatches.empty();
}

GraphComparison compareGraph(const ir::ProgramGraph& dump, const fusion::Knobs& knobs, fusion::Trace* traceOut) {
  GraphComparison out;
  out.graph = dump.name;
  RecordingObserver recorder;
  Scheduler scheduler(dump.preFusion, knobs);
  scheduler.addObserver(&recorder);
  auto t0 = std::chrono::steady_clock::now();
  FusionPlan plan = scheduler.run();
  out.fuseMillis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  out.ourGroups = plan.fusedGroups();
  out.ourRounds = plan.iterations;

  if (const ir::Graph* plan = ir::postFusionOf(dump)) {
    out.hasPostFusion = true;
    for (const auto& n : plan->nodes)
      if (!n.snodes.empty()) out.inductorGroups.push_back(n.leafNames());
  }
  for (const auto& g : out.ourGroups) {
    if (std::find(out.inductorGroups.begin(), out.inductorGroups.end(), g) != out.inductorGroups.end())
      ++out.identicalGroups;
    else
      out.onlyOurs.push_back(g);
  }
  for (const auto& g : out.inductorGroups)
    if (std::find(out.ourGroups.begin(), out.ourGroups.end(), g) == out.ourGroups.end()) out.onlyInductor.push_back(g);

  const Trace& trace = recorder.trace();
  if (const ir::LogGraphRun* log = ir::logOf(dump)) {
    out.hasLog = true;
    out.inductorRounds = log->iterations;
    for (std::size_t i = 0; i < log->rounds.size(); ++i) {
      const TraceRound* ours = nullptr;
      for (const auto& r : trace.rounds)
        if (!r.begin.reorderRound && r.begin.round == static_cast<int>(i) + 1) ours = &r;
      compareRound(log->rounds[i].decisions, ours, static_cast<int>(i) + 1, false, out);
    }
    const TraceRound* reorder = nullptr;
    for (const auto& r : trace.rounds)
      if (r.begin.reorderRound) reorder = &r;
    compareRound(log->tail, reorder, reorder ? reorder->begin.round : 0, true, out);
  }
  if (traceOut) *traceOut = recorder.take();
  return out;
}

}  // namespace fs::reference
