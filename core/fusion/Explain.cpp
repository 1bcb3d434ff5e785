#include "core/fusion/Explain.h"

#include <sstream>

#include "core/fusion/FusionGates.h"
#include "core/fusion/Scheduler.h"
#include "core/fusion/SchedulerState.h"
#include "core/util/Error.h"

namespace fs::fusion {
namespace {

int resolve(const SchedulerState& s, const std::string& name, const std::string& source) {
  for (int id : s.current)
    if (s.node(id).name == name) return id;
  auto it = s.leafIndex.find(name);
  if (it != s.leafIndex.end()) return s.fusedOf[static_cast<std::size_t>(it->second)];
  throw InputError(source, 0, "no node named '" + name + "' in graph '" + s.graphName + "'");
}

std::string roundText(int atRound) {
  if (atRound == 0) return "before round 1";
  if (atRound < 0) return "after the last round";
  return "at the start of round " + std::to_string(atRound);
}

void printAccesses(std::ostringstream& out, const std::vector<Access>& accesses) {
  for (const auto& a : accesses)
    out << "    " << a.node << " " << a.role << "s " << a.dep << "  (numel " << a.numel << ", " << a.bytes
        << " bytes)\n";
}

}  // namespace

std::vector<Decision> Explanation::rejections() const {
  std::vector<Decision> out;
  for (const auto& g : gates)
    if (g.applicable && !g.accepted) out.push_back(g);
  return out;
}

std::string Explanation::toText() const {
  std::ostringstream out;
  out << "explain " << node1 << " -> " << node2 << " (" << backend << " backend, " << roundText(atRound);
  if (askedRound != atRound)
    out << ": round " << askedRound << " was asked, and fusion ended after round " << roundsRun;
  out << ")\n";
  if (!release.empty()) out << "rules: Inductor " << release << (releaseSource.empty() ? "" : " (" + releaseSource + ")") << "\n";
  out << "relation: " << relation;
  if (relation == "vertical") out << " (" << node2 << " reads what " << node1 << " writes)";
  if (relation == "reverse") out << " (" << node1 << " depends on " << node2 << ")";
  out << "\n";
  auto rej = rejections();
  const std::string who = "Inductor" + (release.empty() ? std::string() : " " + release);
  if (wouldFuse) {
    out << "verdict: FUSES: " << who << " fuses this pair (every gate accepts)\n";
  } else {
    const Decision& r = rej.front();
    out << "verdict: does NOT fuse: " << who << " rejects this pair because " << (r.text.empty() ? reasonInfo(r.reason).wording : r.text.c_str());
    if (reasonInfo(r.reason).loggedByInductor)
      out << "\n  its log line: " << r.logLine() << "\n";
    else
      out << "\n  (" << who << " does not log this rejection)\n";
  }
  out << "score_fusion: template " << score.templateScore << ", type " << (score.typeScore ? "true" : "false")
      << ", memory " << score.memoryScore << " bytes, proximity " << score.proximityScore << "\n";
  out << "evidence:\n";
  out << "  groups: " << node1 << " " << evidence.group1 << " vs " << node2 << " " << evidence.group2 << "\n";
  out << "  order distance: " << evidence.orderDistance << "\n";
  out << "  common buffers:";
  if (evidence.commonBuffers.empty()) out << " none";
  for (const auto& b : evidence.commonBuffers) out << " " << b;
  out << "\n";
  if (!evidence.node1Accesses.empty()) {
    out << "  " << node1 << " (" << evidence.node1Accesses.size() << " access(es) to them):\n";
    printAccesses(out, evidence.node1Accesses);
  }
  if (!evidence.node2Accesses.empty()) {
    out << "  " << node2 << " (" << evidence.node2Accesses.size() << " access(es) to them):\n";
    printAccesses(out, evidence.node2Accesses);
  }
  out << "  identical accesses (what score_fusion_memory counts): ";
  if (evidence.sharedAccesses.empty()) out << "none";
  out << "\n";
  printAccesses(out, evidence.sharedAccesses);
  out << "gates (" << gates.size() << ", in Inductor's order):\n";
  for (const auto& g : gates) {
    const char* mark = !g.applicable ? "n/a" : g.accepted ? "ok " : "NO ";
    std::string fn = gateFunction(g.gate);
    if (g.gate == Gate::BackendCanFuse)
      fn = backend == "cpp" ? (relation == "vertical" ? "CppScheduling.can_fuse_vertical" : "CppScheduling.can_fuse_horizontal")
                            : "TritonScheduling.can_fuse";
    out << "  [" << mark << "] " << fn;
    if (!g.accepted) out << ": " << g.text << "  (" << reasonCode(g.reason) << ")";
    if (!g.evidence.note.empty()) out << (g.accepted && g.applicable ? "  " : "\n        ") << g.evidence.note;
    if (!g.accepted && g.evidence.limit >= 0)
      out << "\n        limit " << g.evidence.limit << ", fused size " << g.evidence.fusedSize << ", distance "
          << g.evidence.orderDistance << ", shared " << g.evidence.sharedDataScore << " bytes";
    if (!g.accepted && !g.evidence.remainingDeps.empty()) {
      out << "\n        unmatched reads:";
      for (const auto& d : g.evidence.remainingDeps) out << "\n          " << d;
    }
    if (!g.accepted && !g.evidence.cyclePath.empty()) {
      out << "\n        path:";
      for (const auto& p : g.evidence.cyclePath) out << " " << p;
    }
    out << "\n";
  }
  return out.str();
}

Explanation explain(const ir::Graph& graph, const std::string& a, const std::string& b, const Knobs& knobs,
                    int atRound) {
  Scheduler scheduler(graph, knobs);
  if (atRound < 0) {
    scheduler.run();
  } else {
    while (scheduler.roundsRun() < atRound - 1 && scheduler.runRound()) {
    }
  }
  SchedulerState s = scheduler.state();  // a copy: loop reordering must not leak
  s.observers.clear();
  s.detail = true;
  // Inductor makes the foreach nodes in Scheduler.__init__, before any fusion: before
  // round 1 the pair is already looked at with them (the driver makes them lazily).
  s.createForeachNodes();
  const std::string source = graph.sourcePath.empty() ? graph.name : graph.sourcePath;
  const int id1 = resolve(s, a, source);
  const int id2 = resolve(s, b, source);
  if (id1 == id2)
    throw InputError(source, 0, "'" + a + "' and '" + b + "' are the same scheduler node (" + s.node(id1).name + ")");

  Explanation e;
  e.node1 = s.node(id1).name;
  e.node2 = s.node(id2).name;
  e.backend = s.backendName;
  e.release = s.release.str();
  e.releaseSource = !s.releaseWarning.empty() ? s.releaseWarning
                    : graph.release.known() ? "torch " + graph.release.str() + " wrote the dump: " + graph.releaseSource
                                            : "the dump does not tell its release; Inductor 2.11 assumed";
  e.askedRound = atRound;
  e.roundsRun = scheduler.roundsRun();
  // round K starts after K-1 rounds; fewer ran when fusion ended before it
  e.atRound = atRound > 0 && scheduler.roundsRun() < atRound - 1 ? -1 : atRound;
  e.relation = s.opsIntersectAncestors(s.node(id1), s.node(id2))   ? "vertical"
               : s.opsIntersectAncestors(s.node(id2), s.node(id1)) ? "reverse"
                                                                  : "horizontal";
  FusionGates gates(s);
  e.score = gates.scoreFusion(id1, id2);
  e.evidence = gates.baseEvidence(id1, id2);
  const bool reorderRound = s.phase == SchedulerState::Phase::Reorder;
  Decision first = gates.canFuse(id1, id2, reorderRound, &e.gates);
  Decision cycle = gates.willFusionCreateCycleAsInductor(id1, id2);
  e.gates.push_back(cycle);
  e.wouldFuse = first.accepted && cycle.accepted;
  return e;
}

}  // namespace fs::fusion
