#include "core/fusion/Trace.h"

#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/util/Error.h"

namespace fs::fusion {
namespace {

using json = nlohmann::json;

// ---- writing ----------------------------------------------------------------

json toJson(const Access& a) {
  json ranges = json::array();
  for (const auto& [v, n] : a.ranges) ranges.push_back({v, n});
  return {{"node", a.node},   {"role", a.role},   {"buffer", a.buffer}, {"dep", a.dep},
          {"index", a.index}, {"ranges", ranges}, {"numel", a.numel},   {"bytes", a.bytes}};
}

json toJson(const std::vector<Access>& v) {
  json out = json::array();
  for (const auto& a : v) out.push_back(toJson(a));
  return out;
}

json toJson(const Evidence& e) {
  return {{"common_buffers", e.commonBuffers},
          {"node1_accesses", toJson(e.node1Accesses)},
          {"node2_accesses", toJson(e.node2Accesses)},
          {"shared_accesses", toJson(e.sharedAccesses)},
          {"shared_data_score", e.sharedDataScore},
          {"group1", e.group1},
          {"group2", e.group2},
          {"order_distance", e.orderDistance},
          {"fused_size", e.fusedSize},
          {"limit", e.limit},
          {"remaining_deps", e.remainingDeps},
          {"cycle_path", e.cyclePath},
          {"note", e.note}};
}

json toJson(const Decision& d) {
  return {{"accepted", d.accepted}, {"reason", reasonCode(d.reason)}, {"gate", gateName(d.gate)},
          {"node1", d.node1},       {"node2", d.node2},               {"text", d.text},
          {"applicable", d.applicable}, {"evidence", toJson(d.evidence)}};
}

json toJson(const NodeInfo& n) {
  return {{"name", n.name},         {"kind", n.kind},          {"leaves", n.leaves},     {"group", n.group},
          {"reduction", n.reduction}, {"min_order", n.minOrder}, {"max_order", n.maxOrder}};
}

json toJson(const std::vector<NodeInfo>& v) {
  json out = json::array();
  for (const auto& n : v) out.push_back(toJson(n));
  return out;
}

json toJson(const ScoreParts& s) {
  return {{"template", s.templateScore}, {"type", s.typeScore}, {"memory", s.memoryScore},
          {"proximity", s.proximityScore}};
}

json toJson(const FusionPlan& p) {
  json nodes = json::array();
  for (const auto& n : p.nodes)
    nodes.push_back({{"name", n.name}, {"kind", n.kind}, {"leaves", n.leaves}, {"group", n.group}});
  return {{"nodes", nodes}, {"iterations", p.iterations}};
}

// ---- reading ----------------------------------------------------------------

struct Reader {
  const std::string& source;
  int line;

  [[noreturn]] void fail(const std::string& what) const { throw InputError(source, line, what); }

  const json& at(const json& j, const char* key) const {
    if (!j.is_object()) fail(std::string("expected an object holding '") + key + "'");
    auto it = j.find(key);
    if (it == j.end()) fail(std::string("expected field '") + key + "'");
    return *it;
  }
  template <class T>
  T get(const json& j, const char* key) const {
    const json& v = at(j, key);
    try {
      return v.get<T>();
    } catch (const json::exception&) {
      fail(std::string("field '") + key + "' has the wrong type");
    }
  }

  Access access(const json& j) const {
    Access a;
    a.node = get<std::string>(j, "node");
    a.role = get<std::string>(j, "role");
    a.buffer = get<std::string>(j, "buffer");
    a.dep = get<std::string>(j, "dep");
    a.index = get<std::string>(j, "index");
    for (const auto& r : at(j, "ranges")) {
      if (!r.is_array() || r.size() != 2) fail("expected [var, extent] in 'ranges'");
      a.ranges.emplace_back(r[0].get<std::string>(), r[1].get<std::int64_t>());
    }
    a.numel = get<std::int64_t>(j, "numel");
    a.bytes = get<std::int64_t>(j, "bytes");
    return a;
  }
  std::vector<Access> accesses(const json& j, const char* key) const {
    std::vector<Access> out;
    for (const auto& a : at(j, key)) out.push_back(access(a));
    return out;
  }
  Evidence evidence(const json& j) const {
    Evidence e;
    e.commonBuffers = get<std::vector<std::string>>(j, "common_buffers");
    e.node1Accesses = accesses(j, "node1_accesses");
    e.node2Accesses = accesses(j, "node2_accesses");
    e.sharedAccesses = accesses(j, "shared_accesses");
    e.sharedDataScore = get<std::int64_t>(j, "shared_data_score");
    e.group1 = get<std::string>(j, "group1");
    e.group2 = get<std::string>(j, "group2");
    e.orderDistance = get<int>(j, "order_distance");
    e.fusedSize = get<int>(j, "fused_size");
    e.limit = get<int>(j, "limit");
    e.remainingDeps = get<std::vector<std::string>>(j, "remaining_deps");
    e.cyclePath = get<std::vector<std::string>>(j, "cycle_path");
    e.note = get<std::string>(j, "note");
    return e;
  }
  Decision decision(const json& j) const {
    Decision d;
    d.accepted = get<bool>(j, "accepted");
    auto code = get<std::string>(j, "reason");
    auto reason = reasonFromCode(code);
    if (!reason) fail("unknown reason code '" + code + "'");
    d.reason = *reason;
    auto gate = get<std::string>(j, "gate");
    bool found = false;
    for (Gate g : {Gate::None, Gate::SchedulerCanFuse, Gate::ChoicesCanFuse, Gate::SchedulerCanFuseVertical,
                   Gate::ChoicesCanFuseHorizontal, Gate::BackendCanFuse, Gate::WillFusionCreateCycle,
                   Gate::ForeachCanFuse, Gate::SpeedupByFusion, Gate::WhatIf, Gate::Reader})
      if (gate == gateName(g)) {
        d.gate = g;
        found = true;
      }
    if (!found) fail("unknown gate '" + gate + "'");
    d.node1 = get<std::string>(j, "node1");
    d.node2 = get<std::string>(j, "node2");
    d.text = get<std::string>(j, "text");
    d.applicable = get<bool>(j, "applicable");
    d.evidence = evidence(at(j, "evidence"));
    return d;
  }
  NodeInfo node(const json& j) const {
    NodeInfo n;
    n.name = get<std::string>(j, "name");
    n.kind = get<std::string>(j, "kind");
    n.leaves = get<std::vector<std::string>>(j, "leaves");
    n.group = get<std::string>(j, "group");
    n.reduction = get<bool>(j, "reduction");
    n.minOrder = get<int>(j, "min_order");
    n.maxOrder = get<int>(j, "max_order");
    return n;
  }
  std::vector<NodeInfo> nodes(const json& j, const char* key) const {
    std::vector<NodeInfo> out;
    for (const auto& n : at(j, key)) out.push_back(node(n));
    return out;
  }
  ScoreParts score(const json& j) const {
    ScoreParts s;
    s.templateScore = get<int>(j, "template");
    s.typeScore = get<bool>(j, "type");
    s.memoryScore = get<std::int64_t>(j, "memory");
    s.proximityScore = get<int>(j, "proximity");
    return s;
  }
  FusionPlan plan(const json& j) const {
    FusionPlan p;
    for (const auto& n : at(j, "nodes")) {
      PlannedNode pn;
      pn.name = get<std::string>(n, "name");
      pn.kind = get<std::string>(n, "kind");
      pn.leaves = get<std::vector<std::string>>(n, "leaves");
      pn.group = get<std::string>(n, "group");
      p.nodes.push_back(std::move(pn));
    }
    p.iterations = get<int>(j, "iterations");
    return p;
  }
};

}  // namespace

std::vector<std::string> Trace::logLines() const {
  std::vector<std::string> out;
  for (const auto& r : rounds) {
    for (const auto& c : r.candidates)
      if (!c.decision.accepted) out.push_back(c.decision.logLine());
    for (const auto& a : r.attempts) {
      if (a.fused)
        out.push_back("fusing " + a.node1 + " with " + a.node2);
      else if (!a.decision.accepted)
        out.push_back(a.decision.logLine());
    }
  }
  return out;
}

void Trace::writeJsonLines(std::ostream& out) const {
  auto emit = [&](json j) { out << j.dump() << '\n'; };
  json knobs = json::object();
  for (const auto& [k, v] : knobValues(run.knobs)) knobs[k] = v;
  emit({{"type", "run"},
        {"graph", run.graph},
        {"backend", run.backend},
        {"device", run.device},
        {"knobs", knobs},
        {"nodes", toJson(run.nodes)}});
  for (const auto& r : rounds) {
    emit({{"type", "round_begin"}, {"round", r.begin.round}, {"reorder_round", r.begin.reorderRound},
          {"nodes", toJson(r.begin.nodes)}});
    for (const auto& c : r.candidates)
      emit({{"type", "candidate"}, {"round", c.round}, {"node1", c.node1}, {"node2", c.node2},
            {"via", foundViaName(c.via)}, {"group_key", c.groupKey}, {"reversed", c.reversed},
            {"decision", toJson(c.decision)}});
    json pairs = json::array();
    for (const auto& p : r.priority.pairs) pairs.push_back({p.node1, p.node2, p.priority});
    emit({{"type", "priority"}, {"round", r.priority.round}, {"pairs", pairs}, {"chosen", r.priority.chosen}});
    for (const auto& s : r.scored)
      emit({{"type", "scored"}, {"round", s.round}, {"rank", s.rank}, {"node1", s.node1}, {"node2", s.node2},
            {"score", toJson(s.score)}});
    // Attempts and fusions interleave in time; keep each list's order.
    for (const auto& a : r.attempts)
      emit({{"type", "attempt"}, {"round", a.round}, {"rank", a.rank}, {"candidate1", a.candidate1},
            {"candidate2", a.candidate2}, {"node1", a.node1}, {"node2", a.node2}, {"fused", a.fused},
            {"decision", toJson(a.decision)}});
    for (const auto& f : r.fusions)
      emit({{"type", "fused"}, {"round", f.round}, {"node1", f.node1}, {"node2", f.node2},
            {"result", toJson(f.result)}});
    emit({{"type", "round_end"}, {"round", r.end.round}, {"reorder_round", r.end.reorderRound},
          {"nodes_before", r.end.nodesBefore}, {"nodes_after", r.end.nodesAfter}, {"nodes", r.end.nodes}});
  }
  emit({{"type", "plan"}, {"plan", toJson(end.plan)}});
}

Trace Trace::readJsonLines(std::istream& in, const std::string& source) {
  Trace t;
  std::string text;
  int lineNo = 0;
  bool sawRun = false, sawPlan = false;
  while (std::getline(in, text)) {
    ++lineNo;
    if (text.empty()) continue;
    Reader r{source, lineNo};
    if (sawPlan) r.fail("expected end of trace after the 'plan' line");
    json j;
    try {
      j = json::parse(text);
    } catch (const json::exception& e) {
      r.fail(std::string("expected one JSON object per line (") + e.what() + ")");
    }
    auto type = r.get<std::string>(j, "type");
    if (!sawRun && type != "run") r.fail("expected the 'run' line first, got '" + type + "'");
    auto needRound = [&]() -> TraceRound& {
      if (t.rounds.empty()) r.fail("expected a 'round_begin' line before '" + type + "'");
      return t.rounds.back();
    };
    if (type == "run") {
      if (sawRun) r.fail("expected one 'run' line");
      sawRun = true;
      t.run.graph = r.get<std::string>(j, "graph");
      t.run.backend = r.get<std::string>(j, "backend");
      t.run.device = r.get<std::string>(j, "device");
      const json& knobs = r.at(j, "knobs");
      if (!knobs.is_object()) r.fail("expected 'knobs' to be an object");
      for (auto it = knobs.begin(); it != knobs.end(); ++it) {
        try {
          setKnob(t.run.knobs, it.key() + "=" + it.value().get<std::string>());
        } catch (const InputError& e) {
          r.fail(e.message());
        } catch (const json::exception&) {
          r.fail("expected knob values as strings");
        }
      }
      t.run.nodes = r.nodes(j, "nodes");
    } else if (type == "round_begin") {
      TraceRound round;
      round.begin.round = r.get<int>(j, "round");
      round.begin.reorderRound = r.get<bool>(j, "reorder_round");
      round.begin.nodes = r.nodes(j, "nodes");
      t.rounds.push_back(std::move(round));
    } else if (type == "candidate") {
      CandidateChecked c;
      c.round = r.get<int>(j, "round");
      c.node1 = r.get<std::string>(j, "node1");
      c.node2 = r.get<std::string>(j, "node2");
      auto via = r.get<std::string>(j, "via");
      if (via == foundViaName(FoundVia::BufferGroup))
        c.via = FoundVia::BufferGroup;
      else if (via == foundViaName(FoundVia::AggressiveGroup))
        c.via = FoundVia::AggressiveGroup;
      else
        r.fail("unknown 'via' value '" + via + "'");
      c.groupKey = r.get<std::string>(j, "group_key");
      c.reversed = r.get<bool>(j, "reversed");
      c.decision = r.decision(r.at(j, "decision"));
      needRound().candidates.push_back(std::move(c));
    } else if (type == "priority") {
      PriorityChosen p;
      p.round = r.get<int>(j, "round");
      for (const auto& e : r.at(j, "pairs")) {
        if (!e.is_array() || e.size() != 3) r.fail("expected [node1, node2, priority] in 'pairs'");
        p.pairs.push_back({e[0].get<std::string>(), e[1].get<std::string>(), e[2].get<int>()});
      }
      p.chosen = r.get<int>(j, "chosen");
      needRound().priority = std::move(p);
    } else if (type == "scored") {
      PairScored s;
      s.round = r.get<int>(j, "round");
      s.rank = r.get<int>(j, "rank");
      s.node1 = r.get<std::string>(j, "node1");
      s.node2 = r.get<std::string>(j, "node2");
      s.score = r.score(r.at(j, "score"));
      needRound().scored.push_back(std::move(s));
    } else if (type == "attempt") {
      AttemptDecided a;
      a.round = r.get<int>(j, "round");
      a.rank = r.get<int>(j, "rank");
      a.candidate1 = r.get<std::string>(j, "candidate1");
      a.candidate2 = r.get<std::string>(j, "candidate2");
      a.node1 = r.get<std::string>(j, "node1");
      a.node2 = r.get<std::string>(j, "node2");
      a.fused = r.get<bool>(j, "fused");
      a.decision = r.decision(r.at(j, "decision"));
      needRound().attempts.push_back(std::move(a));
    } else if (type == "fused") {
      NodesFused f;
      f.round = r.get<int>(j, "round");
      f.node1 = r.get<std::string>(j, "node1");
      f.node2 = r.get<std::string>(j, "node2");
      f.result = r.node(r.at(j, "result"));
      needRound().fusions.push_back(std::move(f));
    } else if (type == "round_end") {
      RoundEnd e;
      e.round = r.get<int>(j, "round");
      e.reorderRound = r.get<bool>(j, "reorder_round");
      e.nodesBefore = r.get<int>(j, "nodes_before");
      e.nodesAfter = r.get<int>(j, "nodes_after");
      e.nodes = r.get<std::vector<std::string>>(j, "nodes");
      needRound().end = std::move(e);
    } else if (type == "plan") {
      t.end.plan = r.plan(r.at(j, "plan"));
      sawPlan = true;
    } else {
      r.fail("unknown event type '" + type + "'");
    }
  }
  if (!sawRun) throw InputError(source, 0, "expected a trace (no 'run' line)");
  if (!sawPlan) throw InputError(source, lineNo, "expected a final 'plan' line (truncated trace?)");
  return t;
}

void Trace::save(const std::string& path) const {
  std::ofstream out(path);
  if (!out) throw InputError(path, 0, "cannot open for writing");
  writeJsonLines(out);
  if (!out) throw InputError(path, 0, "write failed");
}

Trace Trace::load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path, 0, "cannot open for reading");
  return readJsonLines(in, path);
}

}  // namespace fs::fusion
