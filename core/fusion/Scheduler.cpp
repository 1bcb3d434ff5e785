// Scheduler: Inductor's fuse_nodes, round by round.
//
//   fuse_nodes:  for round in 1..10:  fuse_nodes_once(reorder=False)
//                                     stop when the node count is unchanged or 1
//                then, with loop_ordering_after_fusion: fuse_nodes_once(reorder=True)
//
//   fuse_nodes_once:
//     prune_redundant_deps(every node)
//     get_possible_fusions:
//        group nodes by every buffer they use --> per group, pair each node
//        with the next 64 (max_fusion_buffer_group_pairwise_attempts) --> can_fuse
//        (aggressive_fusion: also group by node.group)
//        keep the backend's best priority --> sort by score_fusion (CPython's sort)
//     _try_fusion_pairs: in score order, look the pair up again (earlier fusions
//        may have absorbed it), can_fuse, will_fusion_create_cycle, fuse
//     order: sort by min_order, then topological_sort_schedule
//
// Every step goes to the observers; the gates live in FusionGates, the device
// rules in the Backend.
#include "core/fusion/Scheduler.h"

#include <algorithm>
#include <cstdio>
#include <unordered_map>
#include <unordered_set>

#include "core/fusion/Backend.h"
#include "core/fusion/FusionGates.h"
#include "core/fusion/PythonSort.h"
#include "core/fusion/SchedulerState.h"
#include "core/util/Log.h"

namespace fs::fusion {

class SchedulerDriver {
 public:
  explicit SchedulerDriver(SchedulerState& s) : s_(s), gates_(s) {}

  template <class F>
  void emit(F&& f) {
    for (auto* o : s_.observers) f(*o);
  }

  void begin() {
    if (s_.started) return;
    s_.started = true;
    s_.createForeachNodes();
    fs::logger("fusion")->info("{}: {} nodes, backend {}", s_.graphName, s_.current.size(), s_.backendName);
    if (s_.observers.empty()) return;
    RunBegin e;
    e.graph = s_.graphName;
    e.backend = s_.backendName;
    e.device = s_.device;
    e.knobs = s_.knobs;
    e.nodes = s_.infos(s_.current);
    emit([&](FusionObserver& o) { o.onRunBegin(e); });
  }

  /// fuse_nodes_once
  void round(bool reorder) {
    const int roundNo = ++s_.roundsRun;
    const int before = static_cast<int>(s_.current.size());
    const bool pruneFirst = s_.holds(ReleaseRule::PruneBeforeRound);  // torch 2.10+; before: at the end
    if (pruneFirst)
      for (int id : s_.current) s_.pruneRedundantDeps(id);
    if (!s_.observers.empty()) {
      RoundBegin rb{roundNo, reorder, s_.infos(s_.current)};
      emit([&](FusionObserver& o) { o.onRoundBegin(rb); });
    }

    auto candidates = possibleFusions(roundNo, reorder);
    tryFusionPairs(roundNo, reorder, candidates);

    std::vector<int> nodes;
    nodes.reserve(s_.current.size());
    for (int id : s_.current)
      if (s_.node(id).alive) nodes.push_back(id);
    std::sort(nodes.begin(), nodes.end(), [&](int a, int b) { return s_.node(a).minOrder < s_.node(b).minOrder; });
    s_.current = s_.topologicalSort(nodes);
    if (!pruneFirst)
      for (int id : s_.current) s_.pruneRedundantDeps(id);

    const int after = static_cast<int>(s_.current.size());
    if (!s_.observers.empty()) {
      RoundEnd re;
      re.round = roundNo;
      re.reorderRound = reorder;
      re.nodesBefore = before;
      re.nodesAfter = after;
      for (int id : s_.current) re.nodes.push_back(s_.node(id).name);
      emit([&](FusionObserver& o) { o.onRoundEnd(re); });
    }
    fs::logger("fusion")->info("round {}{}: fused {} nodes into {} nodes", roundNo, reorder ? " (reorder)" : "",
                               before, after);
  }

 private:
  using Pair = std::pair<int, int>;

  std::vector<Pair> possibleFusions(int roundNo, bool reorder) {
    std::vector<Pair> possible;
    std::unordered_set<std::uint64_t> seen;
    const bool wantEvents = !s_.observers.empty();
    auto check = [&](const std::vector<int>& group, FoundVia via, const std::string& key) {
      const std::size_t window = static_cast<std::size_t>(std::max(0, s_.knobs.max_fusion_buffer_group_pairwise_attempts));
      for (std::size_t i = 0; i < group.size(); ++i) {
        const std::size_t end = std::min(group.size(), i + 1 + window);
        for (std::size_t j = i + 1; j < end; ++j) {
          int n1 = group[i], n2 = group[j];
          std::uint64_t pairKey = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(n1)) << 32) |
                                  static_cast<std::uint32_t>(n2);
          if (!seen.insert(pairKey).second) continue;
          Decision d = gates_.canFuse(n1, n2, reorder);
          if (wantEvents) {
            CandidateChecked e{roundNo, s_.node(n1).name, s_.node(n2).name, via, key, false, d};
            emit([&](FusionObserver& o) { o.onCandidate(e); });
          }
          if (d.accepted) {
            possible.emplace_back(n1, n2);
          } else if (s_.node(n2).isTemplate || s_.node(n2).isForeach()) {  // order-dependent fusions
            Decision r = gates_.canFuse(n2, n1, reorder);
            if (wantEvents) {
              CandidateChecked e{roundNo, s_.node(n2).name, s_.node(n1).name, via, key, true, r};
              emit([&](FusionObserver& o) { o.onCandidate(e); });
            }
            if (r.accepted) possible.emplace_back(n2, n1);
          }
        }
      }
    };

    // Buffer groups, in order of first use.
    std::vector<int> order;
    std::vector<int> slot(s_.buffers.size(), -1);
    std::vector<std::vector<int>> groups;
    for (int id : s_.current) {
      const SNode& n = s_.node(id);
      if (s_.isUnfusable(n)) continue;
      for (int buf : s_.usedBufferIds(n)) {
        int& k = slot[static_cast<std::size_t>(buf)];
        if (k < 0) {
          k = static_cast<int>(groups.size());
          groups.emplace_back();
          order.push_back(buf);
        }
        groups[static_cast<std::size_t>(k)].push_back(id);
      }
    }
    for (int buf : order)
      check(groups[static_cast<std::size_t>(slot[static_cast<std::size_t>(buf)])], FoundVia::BufferGroup,
            s_.buffers[static_cast<std::size_t>(buf)].name);

    if (s_.knobs.aggressive_fusion) {
      std::vector<std::string> gorder;
      std::unordered_map<std::string, std::vector<int>> byGroup;
      for (int id : s_.current) {
        const SNode& n = s_.node(id);
        if (!n.hasGroup) continue;
        std::string key = n.device + " " + s_.groupText(n);
        auto [it, inserted] = byGroup.try_emplace(key);
        if (inserted) gorder.push_back(key);
        it->second.push_back(id);
      }
      for (const auto& key : gorder) check(byGroup[key], FoundVia::AggressiveGroup, key);
    }

    // get_possible_fusions_with_highest_priority
    PriorityChosen pc;
    pc.round = roundNo;
    if (!possible.empty()) {
      std::vector<int> prio;
      prio.reserve(possible.size());
      int best = 0;
      for (std::size_t i = 0; i < possible.size(); ++i) {
        int p = s_.backend->fusionPairPriority(s_, possible[i].first, possible[i].second);
        prio.push_back(p);
        if (i == 0 || p < best) best = p;
        if (wantEvents)
          pc.pairs.push_back({s_.node(possible[i].first).name, s_.node(possible[i].second).name, p});
      }
      pc.chosen = best;
      std::vector<Pair> kept;
      for (std::size_t i = 0; i < possible.size(); ++i)
        if (prio[i] == best) kept.push_back(possible[i]);
      possible = std::move(kept);
    }
    emit([&](FusionObserver& o) { o.onPriorityChosen(pc); });

    // possible_fusions.sort(key=score_fusion_key, reverse=True)
    struct Keyed {
      Pair pair;
      ScoreParts score;
    };
    std::vector<Keyed> keyed;
    keyed.reserve(possible.size());
    for (const auto& p : possible) keyed.push_back({p, gates_.scoreFusion(p.first, p.second)});
    const bool memoryRatio = s_.holds(ReleaseRule::ScoreMemoryRatio);
    pythonSort(
        keyed, [&](const Keyed& a, const Keyed& b) { return FusionGates::scoreLess(a.score, b.score, memoryRatio); },
        true);
    possible.clear();
    for (std::size_t rank = 0; rank < keyed.size(); ++rank) {
      possible.push_back(keyed[rank].pair);
      if (wantEvents) {
        PairScored e{roundNo, static_cast<int>(rank), s_.node(keyed[rank].pair.first).name,
                     s_.node(keyed[rank].pair.second).name, keyed[rank].score};
        emit([&](FusionObserver& o) { o.onPairScored(e); });
      }
    }
    fs::logger("fusion")->debug("found {} possible fusions", possible.size());
    return possible;
  }

  // is_template_fusion(node1, node2): an epilogue into a template or a prologue into one.
  bool templateFusion(int n1, int n2) const {
    const SNode& a = s_.node(n1);
    const SNode& b = s_.node(n2);
    return (a.isTemplate && s_.knobs.epilogue_fusion && !b.isTemplate) ||
           (b.isTemplate && s_.knobs.prologue_fusion && !a.isTemplate);
  }
  bool multiTemplate(int id) const {
    for (int l : s_.node(id).leaves) {
      const Leaf& leaf = s_.leaves[static_cast<std::size_t>(l)];
      if (leaf.kind == SKind::Template && ir::irClassOf(leaf.irType) == ir::IrClass::MultiTemplateBuffer) return true;
    }
    return false;
  }

  struct Pending {
    int n1, n2;        // the pair as can_fuse accepted it
    int c1, c2;        // the candidate pair it came from
    std::size_t rank;  // its place in score order
  };

  void reportAttempt(int roundNo, std::size_t rank, int c1, int c2, int n1, int n2, const Decision& d, int fused) {
    if (s_.observers.empty()) return;
    AttemptDecided a;
    a.round = roundNo;
    a.rank = static_cast<int>(rank);
    a.candidate1 = s_.node(c1).name;
    a.candidate2 = s_.node(c2).name;
    a.node1 = s_.node(n1).name;
    a.node2 = s_.node(n2).name;
    a.fused = d.accepted;
    a.decision = d;
    emit([&](FusionObserver& o) { o.onAttemptDecided(a); });
    if (fused >= 0) {
      NodesFused f{roundNo, s_.node(n1).name, s_.node(n2).name, s_.info(fused)};
      emit([&](FusionObserver& o) { o.onNodesFused(f); });
    }
  }

  int fusePair(int n1, int n2) {
    // BaseScheduling.fuse hands foreach pairs to ForeachKernelSchedulerNode.fuse.
    const int fused = s_.node(n1).isForeach() || s_.node(n2).isForeach() ? s_.fuseForeach(n1, n2)
                                                                         : s_.backend->fuse(s_, n1, n2);
    s_.install(fused, n1, n2);
    fs::logger("fusion")->debug("fusing {} with {}", s_.node(n1).name, s_.node(n2).name);
    return fused;
  }

  void tryFusionPairs(int roundNo, bool reorder, const std::vector<Pair>& pairs) {
    // Template fusions with a max-autotune MultiTemplateBuffer are benchmarked
    // (speedup_by_fusion): they wait, per pointwise node, until the other pairs
    // are done (_evaluate_pending_template_fusions).
    std::vector<std::pair<int, std::vector<Pending>>> pending;
    std::vector<Pair> seenTemplateFusions;
    for (std::size_t rank = 0; rank < pairs.size(); ++rank) {
      const int c1 = pairs[rank].first, c2 = pairs[rank].second;
      const int n1 = s_.fusedNode(c1), n2 = s_.fusedNode(c2);
      const bool templ = templateFusion(n1, n2);
      if (templ && std::find(seenTemplateFusions.begin(), seenTemplateFusions.end(), Pair{n1, n2}) !=
                       seenTemplateFusions.end())
        continue;
      Decision d = gates_.canFuse(n1, n2, reorder);
      if (d.accepted) d = gates_.willFusionCreateCycle(n1, n2);
      if (d.accepted && templ && (multiTemplate(n1) || multiTemplate(n2))) {
        seenTemplateFusions.emplace_back(n1, n2);
        const int pointwise = s_.node(n1).isTemplate ? n2 : n1;
        auto it = std::find_if(pending.begin(), pending.end(), [&](const auto& e) { return e.first == pointwise; });
        if (it == pending.end()) it = pending.insert(pending.end(), {pointwise, {}});
        it->second.push_back({n1, n2, c1, c2, rank});
        continue;
      }
      reportAttempt(roundNo, rank, c1, c2, n1, n2, d, d.accepted ? fusePair(n1, n2) : -1);
    }
    // _evaluate_pending_template_fusions: one pending fusion per pointwise node
    // at a time; a template that fused already takes no second one of its kind.
    while (!pending.empty()) {
      std::vector<int> finished;
      for (auto& [pointwise, list] : pending) {
        const Pending p = list.front();
        list.erase(list.begin());
        if (list.empty()) finished.push_back(pointwise);
        const int templateNode = p.n2 == pointwise ? p.n1 : p.n2;
        if (s_.fusedNode(templateNode) != templateNode || !s_.node(p.n1).alive || !s_.node(p.n2).alive) continue;
        // fuse_if_speedup: can_fuse, will_fusion_create_cycle, then the benchmark.
        Decision d = gates_.canFuse(p.n1, p.n2, false);
        if (d.accepted) d = gates_.willFusionCreateCycle(p.n1, p.n2);
        if (d.accepted) {
          // the benchmark: Inductor's own outcome from its log when it has one, else the knob
          const BenchmarkVerdict* logged = loggedVerdict(p.n1, p.n2);
          const bool faster = logged ? logged->faster : s_.knobs.multi_template_fusion_faster;
          if (!faster) d = Decision::reject(Reason::TemplateFusionNotFaster, s_.node(p.n1).name, s_.node(p.n2).name);
          if (logged)
            d.evidence.note = "Inductor's benchmark (log line " + std::to_string(logged->logLine) + "): the fused kernel " +
                              (logged->faster ? "was " + fixed3(logged->ratio) + "x faster"
                                              : "was " + fixed3(logged->ratio) + "x slower");
          else if (!faster)
            d.evidence.note = "Inductor times the fused template kernel against the best unfused choice; its log "
                              "does not say the outcome and FusionScope takes the unfused kernels as faster "
                              "(knob multi_template_fusion_faster)";
        }
        reportAttempt(roundNo, p.rank, p.c1, p.c2, p.n1, p.n2, d, d.accepted ? fusePair(p.n1, p.n2) : -1);
        if (d.accepted && std::find(finished.begin(), finished.end(), pointwise) == finished.end())
          finished.push_back(pointwise);
      }
      for (int f : finished)
        pending.erase(std::remove_if(pending.begin(), pending.end(), [&](const auto& e) { return e.first == f; }),
                      pending.end());
    }
  }

  static std::string fixed3(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
  }

  // The logged benchmark of this pair, matched by the nodes' buffer names.
  const BenchmarkVerdict* loggedVerdict(int n1, int n2) const {
    if (s_.benchmarkVerdicts.empty()) return nullptr;
    auto names = [&](int id) {
      std::vector<std::string> out;
      for (int b : s_.node(id).buffers) out.push_back(s_.buffers[static_cast<std::size_t>(b)].name);
      std::sort(out.begin(), out.end());
      return out;
    };
    const auto b1 = names(n1), b2 = names(n2);
    for (const auto& v : s_.benchmarkVerdicts) {
      auto v1 = v.buffers1, v2 = v.buffers2;
      std::sort(v1.begin(), v1.end());
      std::sort(v2.begin(), v2.end());
      if (v1 == b1 && v2 == b2) return &v;
    }
    return nullptr;
  }

  SchedulerState& s_;
  FusionGates gates_;
};

// ---- Scheduler ---------------------------------------------------------------------

Scheduler::Scheduler(const ir::Graph& graph, Knobs knobs)
    : state_(std::make_unique<SchedulerState>(graph, std::move(knobs))) {}
Scheduler::Scheduler(std::shared_ptr<const ir::Graph> graph, Knobs knobs)
    : state_(std::make_unique<SchedulerState>(std::move(graph), std::move(knobs))) {}
Scheduler::~Scheduler() = default;
Scheduler::Scheduler(Scheduler&&) noexcept = default;
Scheduler& Scheduler::operator=(Scheduler&&) noexcept = default;

void Scheduler::addObserver(FusionObserver* observer) {
  if (!observer) return;
  state_->observers.push_back(observer);
  state_->detail = true;
}

void Scheduler::setForeachLists(std::vector<std::vector<std::string>> lists) {
  state_->foreachLists = std::move(lists);
}

void Scheduler::setBenchmarkVerdicts(std::vector<BenchmarkVerdict> verdicts) {
  state_->benchmarkVerdicts = std::move(verdicts);
}


bool Scheduler::finished() const { return state_->phase == SchedulerState::Phase::Done; }
int Scheduler::roundsRun() const { return state_->roundsRun; }
const std::string& Scheduler::backendName() const { return state_->backendName; }
const Knobs& Scheduler::knobs() const { return state_->knobs; }
const SchedulerState& Scheduler::state() const { return *state_; }
SchedulerState& Scheduler::mutableState() { return *state_; }

bool Scheduler::runRound() {
  SchedulerState& s = *state_;
  SchedulerDriver driver(s);
  switch (s.phase) {
    case SchedulerState::Phase::Done: return false;
    case SchedulerState::Phase::Rounds: {
      driver.begin();
      if (s.knobs.max_rounds <= 0) {  // fusion off: not even the reorder round
        s.phase = SchedulerState::Phase::Done;
        break;
      }
      const std::size_t before = s.current.size();
      driver.round(false);
      ++s.iterations;
      const std::size_t after = s.current.size();
      if (after == before || after == 1 || s.iterations >= s.knobs.max_rounds) {
        fs::logger("fusion")->info("fusion complete ({} iterations)", s.iterations);
        // the final reorder round: torch 2.10+ (2.8 and 2.9 have none)
        s.phase = (s.knobs.loop_ordering_after_fusion || s.knobs.loop_index_inversion_in_fusion) &&
                          s.holds(ReleaseRule::FinalReorderRound)
                      ? SchedulerState::Phase::Reorder
                      : SchedulerState::Phase::Done;
      }
      break;
    }
    case SchedulerState::Phase::Reorder:
      driver.round(true);
      s.phase = SchedulerState::Phase::Done;
      break;
  }
  if (s.phase == SchedulerState::Phase::Done && !s.observers.empty()) {
    RunEnd e{plan()};
    for (auto* o : s.observers) o->onRunEnd(e);
  }
  return true;
}

FusionPlan Scheduler::run() {
  while (runRound()) {
  }
  return plan();
}

FusionPlan Scheduler::plan() const {
  const SchedulerState& s = *state_;
  FusionPlan p;
  p.iterations = s.iterations;
  for (int id : s.current) {
    NodeInfo i = s.info(id);
    p.nodes.push_back({i.name, i.kind, i.leaves, i.group});
  }
  return p;
}

FusionPlan fuseGraph(const ir::Graph& graph, const Knobs& knobs, FusionObserver* observer) {
  Scheduler scheduler(graph, knobs);
  scheduler.addObserver(observer);
  return scheduler.run();
}

}  // namespace fs::fusion
