// CompileDiff: two compiles of one model, matched by source, compared (see CompileDiff.h).
#include "core/session/CompileDiff.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <tuple>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "core/session/Provenance.h"

namespace fs::session {

namespace {

// node -> key, and the reverse for matching.
struct Keyed {
  std::unordered_map<std::string, std::string> keyOf;  ///< opN -> "relu@resnet.py:270#0"
  std::unordered_map<std::string, std::string> nodeOf;  ///< key -> opN
  std::vector<std::string> order;                        ///< pre-fusion order
  std::unordered_map<std::string, std::set<std::string>> lines;  ///< opN -> all its source lines
};

Keyed keyed(const ir::ProgramGraph& g, const Provenance& prov) {
  Keyed k;
  for (const auto& [node, key] : nodeKeys(g, prov)) {
    k.keyOf[node] = key;
    k.nodeOf[key] = node;
    k.order.push_back(node);
    if (const NodeOrigin* o = prov.find(node))
      for (const auto& src : o->sources) k.lines[node].insert(src.shortName());
  }
  return k;
}

// The line part of a key: "mul@modeling_llama.py:67#2" -> "modeling_llama.py:67"
// ("" when the key has no source line).
std::string lineOf(const std::string& key) {
  std::size_t at = key.find('@'), h = key.rfind('#');
  if (at == std::string::npos || h == std::string::npos || h < at) return {};
  std::string line = key.substr(at + 1, h - at - 1);
  return line.find(':') == std::string::npos || line.rfind("fx:", 0) == 0 ? std::string() : line;
}

std::string opOfKey(const std::string& key) { return key.substr(0, key.find('@')); }

// B's nodes re-keyed in A's terms. Nodes with a source line are matched line by
// line: the nodes of one line in A and in B, in pre-fusion order, pair up in order
// when their counts agree (autocast turns a line's `mul` into a
// `convert_element_type`: same node, other op); else the longest common
// subsequence of their ops pairs them, and equal-length gaps between its pairs pair
// in order. Nodes without a line match by equal keys. Unmatched B nodes keep
// "B:" + key.
Keyed rekeyB(const Keyed& a, const Keyed& b) {
  std::unordered_map<std::string, std::string> mapped;  // B node -> A key
  std::map<std::string, std::vector<std::string>> lineA, lineB;  // line -> nodes in order
  for (const auto& n : a.order)
    if (auto l = lineOf(a.keyOf.at(n)); !l.empty()) lineA[l].push_back(n);
  for (const auto& n : b.order) {
    const std::string& k = b.keyOf.at(n);
    if (auto l = lineOf(k); !l.empty()) lineB[l].push_back(n);
    else if (a.nodeOf.count(k)) mapped[n] = k;
  }
  for (const auto& lineNodes : lineB) {
    const auto& nb = lineNodes.second;  // named: the lambda below captures it
    auto it = lineA.find(lineNodes.first);
    if (it == lineA.end()) continue;
    const auto& na = it->second;
    auto pair = [&](std::size_t i, std::size_t j) { mapped[nb[j]] = a.keyOf.at(na[i]); };
    if (na.size() == nb.size()) {
      for (std::size_t i = 0; i < na.size(); ++i) pair(i, i);
      continue;
    }
    // Counts differ: pair the most alike first, by the overlap of all their source
    // lines (what was inlined into them) and then their op; ties in order.
    const std::size_t n = na.size(), m = nb.size();
    if (n * m > 1'000'000) continue;
    auto lines = [](const Keyed& k, const std::string& node) {
      auto it = k.lines.find(node);
      return it == k.lines.end() ? std::set<std::string>() : it->second;
    };
    std::vector<std::tuple<double, std::size_t, std::size_t>> scored;
    for (std::size_t i = 0; i < n; ++i) {
      const auto la = lines(a, na[i]);
      for (std::size_t j = 0; j < m; ++j) {
        const auto lb = lines(b, nb[j]);
        std::size_t common = 0;
        for (const auto& x : la) common += lb.count(x);
        const std::size_t all = la.size() + lb.size() - common;
        double score = all ? static_cast<double>(common) / static_cast<double>(all) : 0;
        if (opOfKey(a.keyOf.at(na[i])) == opOfKey(b.keyOf.at(nb[j]))) score += 0.5;
        scored.emplace_back(-score, i, j);
      }
    }
    std::sort(scored.begin(), scored.end());
    std::vector<bool> usedA(n), usedB(m);
    for (const auto& [score, i, j] : scored) {
      if (usedA[i] || usedB[j]) continue;
      usedA[i] = usedB[j] = true;
      pair(i, j);
    }
  }
  Keyed out;
  for (const auto& n : b.order) {
    auto m = mapped.find(n);
    const std::string key = m != mapped.end() ? m->second : "B:" + b.keyOf.at(n);
    out.keyOf[n] = key;
    out.nodeOf[key] = n;
    out.order.push_back(n);
  }
  return out;
}

std::vector<std::vector<std::string>> plan(const ir::ProgramGraph& g) {
  std::vector<std::vector<std::string>> out;
  const ir::Graph* post = ir::postFusionOf(g);
  if (!post) return out;
  for (const auto& n : post->nodes) out.push_back(n.leafNames());
  return out;
}

int kernelCount(const ir::ProgramGraph& g) {
  const ir::OutputCode* code = ir::outputCodeOf(g);
  if (code && !code->kernels.empty()) {
    int n = 0;
    for (const auto& k : code->kernels) n += static_cast<int>(std::max<std::size_t>(1, k.launches.size()));
    return n;
  }
  int n = 0;
  if (const ir::Graph* post = ir::postFusionOf(g))
    for (const auto& node : post->nodes)
      if (node.kind != ir::NodeKind::ExternKernel && node.kind != ir::NodeKind::NopKernel) ++n;
  return n;
}


// "op0_op2" -> the sorted keys of its members, joined; "" when a member is unknown.
std::string keyOfName(const std::string& name, const Keyed& k) {
  std::vector<std::string> keys;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= name.size(); ++i)
    if (i == name.size() || name[i] == '_') {
      std::string part = name.substr(start, i - start);
      start = i + 1;
      if (part.empty()) continue;
      auto it = k.keyOf.find(part);
      if (it == k.keyOf.end()) return {};
      keys.push_back(it->second);
    }
  std::sort(keys.begin(), keys.end());
  std::string out;
  for (const auto& s : keys) out += (out.empty() ? "" : "+") + s;
  return out;
}

struct PairReason {
  std::string n1, n2, reason;
};

// (key1, key2) ordered -> first logged reason, and the pairs that fused.
std::map<std::pair<std::string, std::string>, PairReason> loggedPairs(const ir::ProgramGraph& g, const Keyed& k,
                                                                      std::set<std::pair<std::string, std::string>>& fused) {
  std::map<std::pair<std::string, std::string>, PairReason> out;
  const ir::LogGraphRun* log = ir::logOf(g);
  if (!log) return out;
  auto visit = [&](const std::vector<ir::LogDecision>& ds) {
    for (const auto& d : ds) {
      if (d.node1.empty()) continue;
      std::string a = keyOfName(d.node1, k), b = keyOfName(d.node2, k);
      if (a.empty() || b.empty()) continue;
      bool swapped = b < a;
      auto key = swapped ? std::make_pair(b, a) : std::make_pair(a, b);
      if (d.kind == ir::LogDecision::Kind::Fusing) {
        fused.insert(key);
      } else if (!out.count(key)) {
        out[key] = {d.node1, d.node2, d.reason};
      }
    }
  };
  for (const auto& r : log->rounds) visit(r.decisions);
  visit(log->tail);
  return out;
}

// Inductor prints reasons with sizes and names that differ between compiles
// ("numel 802816 vs 401408", "s77"); the changed-decision test compares the
// reason's words before its first ':' / '(' detail, i.e. its kind.
std::string reasonKind(const std::string& r) {
  std::size_t e = r.find_first_of(":(0123456789");
  std::string s = r.substr(0, e);
  while (!s.empty() && (s.back() == ' ' || s.back() == ',')) s.pop_back();
  return s;
}

GraphDiff diffGraph(const ir::ProgramGraph& a, const ir::ProgramGraph& b) {
  GraphDiff d;
  d.graphA = a.name;
  d.graphB = b.name;
  d.kernelsA = kernelCount(a);
  d.kernelsB = kernelCount(b);
  const auto provA = Provenance::of(a), provB = Provenance::of(b);
  const Keyed ka = keyed(a, provA), kbOwn = keyed(b, provB), kb = rekeyB(ka, kbOwn);
  d.nodesA = static_cast<int>(ka.order.size());
  d.nodesB = static_cast<int>(kb.order.size());
  if (!provA.missing().empty() || !provB.missing().empty())
    d.note = "A: " + (provA.missing().empty() ? std::string("complete") : provA.missing()) +
             "; B: " + (provB.missing().empty() ? std::string("complete") : provB.missing());
  auto describe = [](const std::string& node, const std::string& key) {
    return node + " (" + displayKey(key) + ")";
  };
  for (const auto& n : ka.order) {
    const std::string& key = ka.keyOf.at(n);
    if (auto m = kb.nodeOf.find(key); m != kb.nodeOf.end()) {
      ++d.matched;
      d.matches.emplace_back(n, m->second);
    }
    else d.onlyA.push_back(describe(n, key));
  }
  for (const auto& n : kb.order)
    if (!ka.nodeOf.count(kb.keyOf.at(n))) d.onlyB.push_back(describe(n, kbOwn.keyOf.at(n)));

  // Groups: which B group holds each matched A node, and the reverse.
  const auto planA = plan(a), planB = plan(b);
  std::unordered_map<std::string, int> groupA, groupB;  // opN -> group index
  for (std::size_t i = 0; i < planA.size(); ++i)
    for (const auto& n : planA[i]) groupA[n] = static_cast<int>(i);
  for (std::size_t i = 0; i < planB.size(); ++i)
    for (const auto& n : planB[i]) groupB[n] = static_cast<int>(i);
  auto keysOf = [](const std::vector<std::string>& g, const Keyed& k) {
    std::vector<std::string> out;
    for (const auto& n : g)
      if (auto it = k.keyOf.find(n); it != k.keyOf.end()) out.push_back(displayKey(it->second));
    return out;
  };
  if (!planA.empty() && !planB.empty()) {
    for (std::size_t i = 0; i < planA.size(); ++i) {
      std::set<int> inB;
      for (const auto& n : planA[i])
        if (auto key = ka.keyOf.find(n); key != ka.keyOf.end())
          if (auto nb = kb.nodeOf.find(key->second); nb != kb.nodeOf.end())
            if (auto gb = groupB.find(nb->second); gb != groupB.end()) inB.insert(gb->second);
      if (inB.size() < 2) continue;
      GroupChange c;
      c.kind = "split";
      c.a.push_back(planA[i]);
      for (int g : inB) c.b.push_back(planB[static_cast<std::size_t>(g)]);
      c.keys = keysOf(planA[i], ka);
      d.groupChanges.push_back(std::move(c));
    }
    for (std::size_t i = 0; i < planB.size(); ++i) {
      std::set<int> inA;
      for (const auto& n : planB[i])
        if (auto key = kb.keyOf.find(n); key != kb.keyOf.end())
          if (auto na = ka.nodeOf.find(key->second); na != ka.nodeOf.end())
            if (auto ga = groupA.find(na->second); ga != groupA.end()) inA.insert(ga->second);
      if (inA.size() < 2) continue;
      GroupChange c;
      c.kind = "merged";
      for (int g : inA) c.a.push_back(planA[static_cast<std::size_t>(g)]);
      c.b.push_back(planB[i]);
      c.keys = keysOf(planB[i], kb);
      d.groupChanges.push_back(std::move(c));
    }
  } else {
    d.note += std::string(d.note.empty() ? "" : "; ") + "no ir_post_fusion.txt on one side: groups not compared";
  }

  // Reasons.
  std::set<std::pair<std::string, std::string>> fusedA, fusedB;
  const auto ra = loggedPairs(a, ka, fusedA), rb = loggedPairs(b, kb, fusedB);
  auto side = [](const std::pair<std::string, std::string>& key,
                 const std::map<std::pair<std::string, std::string>, PairReason>& r,
                 const std::set<std::pair<std::string, std::string>>& fused, PairReason& out) {
    if (auto it = r.find(key); it != r.end()) {
      out = it->second;
      return;
    }
    if (fused.count(key)) out.reason = "fused";
  };
  std::set<std::pair<std::string, std::string>> keys;
  for (const auto& [k, _] : ra) keys.insert(k);
  for (const auto& [k, _] : rb) keys.insert(k);
  for (const auto& k : keys) {
    PairReason pa, pb;
    side(k, ra, fusedA, pa);
    side(k, rb, fusedB, pb);
    if (reasonKind(pa.reason) == reasonKind(pb.reason)) continue;
    if (pa.reason.empty() || pb.reason.empty()) {  // tried on one side only
      ++(pa.reason.empty() ? d.reasonsOnlyB : d.reasonsOnlyA);
      continue;
    }
    // a pair of nodes one side does not have is not a changed decision
    auto known = [](const std::string& joined, const Keyed& kk) {
      std::size_t start = 0;
      for (std::size_t i = 0; i <= joined.size(); ++i)
        if (i == joined.size() || joined[i] == '+') {
          if (!kk.nodeOf.count(joined.substr(start, i - start))) return false;
          start = i + 1;
        }
      return true;
    };
    if (!known(k.first, ka) || !known(k.second, ka) || !known(k.first, kb) || !known(k.second, kb)) continue;
    ReasonChange c;
    c.key1 = k.first;
    c.key2 = k.second;
    c.a1 = pa.n1;
    c.a2 = pa.n2;
    c.b1 = pb.n1;
    c.b2 = pb.n2;
    c.reasonA = pa.reason;
    c.reasonB = pb.reason;
    d.reasonChanges.push_back(std::move(c));
  }
  return d;
}

}  // namespace

// "relu@resnet.py:103#2" -> "relu@resnet.py:103"; each part of "a#0+b#1".
std::string displayKey(const std::string& key) {
  std::string out;
  for (std::size_t i = 0; i < key.size(); ++i) {
    if (key[i] == '#') {
      while (i + 1 < key.size() && key[i + 1] != '+') ++i;
      continue;
    }
    out += key[i];
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> nodeKeys(const ir::ProgramGraph& graph, const Provenance& prov) {
  std::vector<std::pair<std::string, std::string>> out;
  std::map<std::string, int> seen;
  for (const auto& node : graph.preFusion.nodes) {
    const NodeOrigin* o = prov.find(node.name);
    std::string base;
    if (!o) {
      base = "?@" + std::string(ir::nodeKindName(node.kind));
    } else {
      base = (o->op.empty() ? std::string("?") : o->op) + "@";
      if (!o->sources.empty()) base += o->sources.front().shortName();
      else if (!o->primary.empty()) base += "fx:" + o->primary;
      else base += std::string(ir::nodeKindName(node.kind));
    }
    const int k = seen[base]++;
    out.emplace_back(node.name, base + "#" + std::to_string(k));
  }
  return out;
}

CompileDiff diffCompiles(const ir::Program& a, const ir::Program& b) {
  CompileDiff d;
  d.inputA = a.input;
  d.inputB = b.input;
  std::vector<bool> usedB(b.graphs.size(), false);
  std::vector<int> partner(a.graphs.size(), -1);
  for (std::size_t i = 0; i < a.graphs.size(); ++i)
    for (std::size_t j = 0; j < b.graphs.size(); ++j)
      if (!usedB[j] && a.graphs[i].name == b.graphs[j].name) {
        partner[i] = static_cast<int>(j);
        usedB[j] = true;
        break;
      }
  for (std::size_t i = 0, j = 0; i < a.graphs.size(); ++i) {  // the rest in order
    if (partner[i] >= 0) continue;
    while (j < b.graphs.size() && usedB[j]) ++j;
    if (j < b.graphs.size()) {
      partner[i] = static_cast<int>(j);
      usedB[j] = true;
    }
  }
  for (std::size_t i = 0; i < a.graphs.size(); ++i) {
    if (partner[i] < 0) {
      d.unpairedA.push_back(a.graphs[i].name);
      continue;
    }
    d.graphs.push_back(diffGraph(a.graphs[i], b.graphs[static_cast<std::size_t>(partner[i])]));
  }
  for (std::size_t j = 0; j < b.graphs.size(); ++j)
    if (!usedB[j]) d.unpairedB.push_back(b.graphs[j].name);
  return d;
}

nlohmann::json toJson(const CompileDiff& diff) {
  nlohmann::json graphs = nlohmann::json::array();
  int ka = 0, kb = 0;
  for (const auto& g : diff.graphs) {
    ka += g.kernelsA;
    kb += g.kernelsB;
    nlohmann::json groups = nlohmann::json::array();
    for (const auto& c : g.groupChanges) groups.push_back({{"kind", c.kind}, {"a", c.a}, {"b", c.b}, {"keys", c.keys}});
    nlohmann::json reasons = nlohmann::json::array();
    for (const auto& r : g.reasonChanges)
      reasons.push_back({{"key1", r.key1}, {"key2", r.key2}, {"a", {r.a1, r.a2}}, {"b", {r.b1, r.b2}},
                         {"reason_a", r.reasonA}, {"reason_b", r.reasonB}});
    graphs.push_back({{"reasons_only_a", g.reasonsOnlyA}, {"reasons_only_b", g.reasonsOnlyB},
                      {"graph_a", g.graphA}, {"graph_b", g.graphB}, {"a_kernels", g.kernelsA}, {"b_kernels", g.kernelsB},
                      {"a_nodes", g.nodesA}, {"matches", g.matches}, {"b_nodes", g.nodesB}, {"matched_nodes", g.matched},
                      {"only_a", g.onlyA}, {"only_b", g.onlyB}, {"group_changes", groups},
                      {"reason_changes", reasons}, {"note", g.note}});
  }
  return {{"a", diff.inputA}, {"b", diff.inputB}, {"a_kernels", ka}, {"b_kernels", kb},
          {"graphs", graphs}, {"unpaired_a", diff.unpairedA}, {"unpaired_b", diff.unpairedB}};
}

std::string toText(const CompileDiff& diff, std::size_t maxItems) {
  std::ostringstream o;
  o << "A: " << diff.inputA << "\nB: " << diff.inputB << "\n";
  auto list = [&](const std::vector<std::string>& v, const char* title) {
    if (v.empty()) return;
    o << "  " << title << " (" << v.size() << "): ";
    for (std::size_t i = 0; i < v.size() && i < maxItems; ++i) o << (i ? ", " : "") << v[i];
    if (v.size() > maxItems) o << ", ...";
    o << "\n";
  };
  auto groupText = [](const std::vector<std::string>& g) {
    std::string s = "[";
    for (std::size_t i = 0; i < g.size(); ++i) s += (i ? " " : "") + g[i];
    return s + "]";
  };
  for (const auto& g : diff.graphs) {
    o << "\ngraph " << g.graphA << (g.graphA == g.graphB ? "" : " / " + g.graphB) << ": kernels " << g.kernelsA
      << " -> " << g.kernelsB << "; nodes " << g.nodesA << " / " << g.nodesB << ", " << g.matched << " matched by source\n";
    if (!g.note.empty()) o << "  note: " << g.note << "\n";
    list(g.onlyA, "only in A");
    list(g.onlyB, "only in B");
    std::size_t shown = 0;
    for (const auto& c : g.groupChanges) {
      if (shown++ == maxItems) {
        o << "  ... " << g.groupChanges.size() - maxItems << " more group changes\n";
        break;
      }
      o << "  " << c.kind << ": ";
      for (const auto& x : c.a) o << groupText(x);
      o << " -> ";
      for (const auto& x : c.b) o << groupText(x);
      if (!c.keys.empty()) o << "  (" << c.keys.front() << (c.keys.size() > 1 ? ", ..." : "") << ")";
      o << "\n";
    }
    shown = 0;
    for (const auto& r : g.reasonChanges) {
      if (shown++ == maxItems) {
        o << "  ... " << g.reasonChanges.size() - maxItems << " more changed decisions\n";
        break;
      }
      auto names = [](const std::string& x, const std::string& y) { return x.empty() ? std::string() : " (" + x + ", " + y + ")"; };
      o << "  decision " << displayKey(r.key1) << " + " << displayKey(r.key2) << ":\n      A" << names(r.a1, r.a2)
        << ": " << r.reasonA << "\n      B" << names(r.b1, r.b2) << ": " << r.reasonB << "\n";
    }
    if (g.reasonsOnlyA || g.reasonsOnlyB)
      o << "  rejections logged on one side only (the pair was not tried on the other): A " << g.reasonsOnlyA << ", B "
        << g.reasonsOnlyB << "\n";
    if (g.groupChanges.empty() && g.reasonChanges.empty() && g.onlyA.empty() && g.onlyB.empty())
      o << "  same plan\n";
  }
  for (const auto& n : diff.unpairedA) o << "graph " << n << " only in A\n";
  for (const auto& n : diff.unpairedB) o << "graph " << n << " only in B\n";
  return o.str();
}

}  // namespace fs::session
