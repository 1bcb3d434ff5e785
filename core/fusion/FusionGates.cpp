#include "core/fusion/FusionGates.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>

#include "core/fusion/Backend.h"
#include "core/ir/IndexAnalysis.h"

namespace fs::fusion {
namespace {

const std::vector<int>& allDeps(const SNode& n) { return n.depsSorted; }

std::int64_t storageLength(const ir::Layout& l) {
  std::int64_t numel = 1;
  for (auto s : l.size) numel *= s;
  if (numel == 0) return 0;
  std::int64_t maxOffset = 0;
  for (std::size_t i = 0; i < l.size.size() && i < l.stride.size(); ++i) maxOffset += (l.size[i] - 1) * l.stride[i];
  return 1 + l.offset + maxOffset;
}

// The symbolic part of a layout's storage size, spelled from its symbolic sizes, strides
// and offset ("" when every one is an integer): buffer_reuse_key's sympy_str of a
// dynamic-shape buffer's storage_size, compared as text.
std::string symbolicStorage(const ir::Layout& l) {
  std::string s;
  bool symbolic = false;
  for (const auto* v : {&l.symSize, &l.symStride})
    for (const auto& e : *v) {
      symbolic = symbolic || !e.freeSymbols().empty();
      s += e.key() + ",";
    }
  if (l.symOffset) {
    symbolic = symbolic || !l.symOffset->freeSymbols().empty();
    s += "+" + l.symOffset->key();
  }
  return symbolic ? s : std::string();
}

}  // namespace

// ---- scores --------------------------------------------------------------------

std::int64_t FusionGates::scoreFusionMemory(int id1, int id2) const {
  const auto& a = allDeps(s_.node(id1));
  const auto& b = allDeps(s_.node(id2));
  std::int64_t score = 0;
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      score += s_.dep(a[i]).bytes;
      ++i;
      ++j;
    }
  }
  return score;
}

int FusionGates::orderDistance(int id1, int id2) const {
  const SNode& a = s_.node(id1);
  const SNode& b = s_.node(id2);
  return std::max(std::abs(a.minOrder - b.maxOrder), std::abs(b.minOrder - a.maxOrder));
}

ScoreParts FusionGates::scoreFusion(int id1, int id2) const {
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  ScoreParts p;
  p.memoryScore = scoreFusionMemory(id1, id2);
  p.proximityScore = -orderDistance(id1, id2);
  if (n2.isTemplate)
    p.templateScore = 0;
  else
    p.templateScore = 1 + ((n1.isTemplate == s_.knobs.epilogue_fusion_first) && p.memoryScore > 0 ? 1 : 0);
  p.typeScore = n1.reduction == n2.reduction && p.memoryScore > 0;
  return p;
}

bool FusionGates::scoreLess(const ScoreParts& a, const ScoreParts& b, bool memoryRatio) {
  constexpr std::int64_t threshold = 16;
  if (a.templateScore != b.templateScore) return a.templateScore < b.templateScore;
  if (memoryRatio && std::max(a.memoryScore, b.memoryScore) > std::min(a.memoryScore, b.memoryScore) * threshold)
    return a.memoryScore < b.memoryScore;
  if (a.typeScore != b.typeScore) return a.typeScore < b.typeScore;
  if (a.memoryScore != b.memoryScore) return a.memoryScore < b.memoryScore;
  return a.proximityScore < b.proximityScore;
}

// ---- evidence ------------------------------------------------------------------

Access FusionGates::access(const SNode& n, int depId, const char* role) const {
  const DepRec& d = s_.dep(depId);
  Access a;
  a.node = n.name;
  a.role = role;
  a.buffer = d.name;
  a.dep = d.repr();
  if (d.isMemory()) a.index = d.index.str();
  a.ranges = d.ranges;
  a.numel = d.numel;
  a.bytes = d.bytes;
  return a;
}

Evidence FusionGates::baseEvidence(int id1, int id2) const {
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  Evidence e;
  auto names1 = s_.usedBufferNames(n1);
  auto names2 = s_.usedBufferNames(n2);
  std::unordered_set<std::string> set2(names2.begin(), names2.end());
  for (const auto& n : names1)
    if (set2.count(n)) e.commonBuffers.push_back(n);
  std::unordered_set<std::string> common(e.commonBuffers.begin(), e.commonBuffers.end());
  auto collect = [&](const SNode& n, std::vector<Access>& out) {
    for (int d : n.writes)
      if (common.count(s_.dep(d).name)) out.push_back(access(n, d, "write"));
    for (int d : n.reads)
      if (common.count(s_.dep(d).name)) out.push_back(access(n, d, "read"));
  };
  collect(n1, e.node1Accesses);
  collect(n2, e.node2Accesses);
  const auto& a = allDeps(n1);
  const auto& b = allDeps(n2);
  std::vector<int> shared;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(shared));
  for (int d : shared) {
    const char* role = std::find(n1.writes.begin(), n1.writes.end(), d) != n1.writes.end() ? "write" : "read";
    e.sharedAccesses.push_back(access(n1, d, role));
  }
  e.sharedDataScore = scoreFusionMemory(id1, id2);
  e.group1 = s_.groupText(n1);
  e.group2 = s_.groupText(n2);
  e.orderDistance = orderDistance(id1, id2);
  e.fusedSize = static_cast<int>(n1.leaves.size() + n2.leaves.size());
  return e;
}

// ---- Scheduler.can_fuse_vertical ----------------------------------------------

const std::pair<ir::Expr, ir::VarRanges>& FusionGates::normalized(int depId) const { return s_.normalizedDep(depId); }

bool FusionGates::fusableReadAndWrite(int readId, int writeId) const {
  const DepRec& read = s_.dep(readId);
  const DepRec& write = s_.dep(writeId);
  if (read.isMemory()) {
    if (s_.renamedBufferOf(readId) != s_.depBufferId(writeId) || read.hasTmp || write.hasTmp) return false;
    const ir::Expr* ri = &read.index;
    const ir::Expr* wi = &write.index;
    const ir::VarRanges* rr = &read.ranges;
    const ir::VarRanges* wr = &write.ranges;
    // index equal, and the read's sizes start with the write's (_same_index_with_prefix_size)
    auto samePrefix = [](const ir::Expr& a, const ir::VarRanges& ar, const ir::Expr& b, const ir::VarRanges& br) {
      if (!(a == b) || ar.size() < br.size()) return false;
      for (std::size_t k = 0; k < br.size(); ++k)
        if (ar[k].second != br[k].second) return false;
      return true;
    };
    const bool modeCheck = s_.holds(ReleaseRule::ReadWriteModeCheck);
    // torch 2.13+: the dependencies as printed first, loop-merged only when that fails
    if (s_.holds(ReleaseRule::ReadWriteExactFirst) && !(modeCheck && write.mode) && samePrefix(*ri, *rr, *wi, *wr))
      return true;
    if (s_.knobs.loop_ordering_after_fusion && read.numVars() != write.numVars()) {
      const auto& rn = normalized(readId);
      const auto& wn = normalized(writeId);
      ri = &rn.first;
      rr = &rn.second;
      wi = &wn.first;
      wr = &wn.second;
    }
    if (write.mode && modeCheck) return false;  // mode_requires_synchronization (2.11+)
    return samePrefix(*ri, *rr, *wi, *wr);
  }
  if (read.kind == DepRec::Kind::Star) {
    return read.mode == write.mode && write.mode && s_.renamedBufferOf(readId) == s_.renamedBufferOf(writeId);
  }
  return false;
}

Decision FusionGates::canFuseVerticalScheduler(int id1, int id2) const {
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  // remaining_deps_by_name: (renamed buffer, its deps), in first-seen order.
  std::vector<std::pair<int, std::vector<int>>> remaining;
  auto slotOf = [&](int buf) -> std::vector<int>* {
    for (auto& [b, list] : remaining)
      if (b == buf) return &list;
    return nullptr;
  };
  for (int d : n2.unmet) {
    const DepRec& dep = s_.dep(d);
    if (dep.kind == DepRec::Kind::Weak && s_.fusableWeakDep(d, n1, n2)) continue;
    const int buf = s_.renamedBufferOf(d);
    std::vector<int>* list = slotOf(buf);
    if (!list) {
      remaining.emplace_back(buf, std::vector<int>{});
      list = &remaining.back().second;
    }
    list->push_back(d);
  }
  for (int cd : n1.writes) {
    const DepRec& w = s_.dep(cd);
    if (w.kind == DepRec::Kind::Weak) continue;
    std::vector<int>* list = slotOf(s_.renamedBufferOf(cd));
    if (!list || list->empty()) continue;
    // Python removes from the list it iterates: up to torch 2.14 the element after a
    // removed one is skipped (kept on purpose); 2.15 iterates over a copy.
    const bool copy = s_.holds(ReleaseRule::VerticalIteratesACopy);
    for (std::size_t i = 0; i < list->size();) {
      if (w.isMemory() && fusableReadAndWrite((*list)[i], cd)) {
        list->erase(list->begin() + static_cast<std::ptrdiff_t>(i));
        if (copy) continue;
      }
      ++i;
    }
  }
  auto bufferName = [&](int b) { return b < 0 ? std::string("?") : s_.buffers[static_cast<std::size_t>(b)].name; };
  std::vector<std::string> remainingReprs;
  auto collectReprs = [&]() {
    if (!s_.detail) return;
    for (const auto& [b, list] : remaining)
      for (int d : list) remainingReprs.push_back(s_.dep(d).repr());
  };
  // remaining_deps: the (un-renamed) names of what is left, in order.
  std::vector<int> names;
  for (const auto& [key, list] : remaining)
    for (int d : list) {
      int b = s_.depBufferId(d);
      if (std::find(names.begin(), names.end(), b) == names.end()) names.push_back(b);
    }
  for (int b : names) {
    if (s_.ownsBufferId(n1, b)) {
      Decision d = Decision::reject(Reason::MemoryDepsDidNotMatch, n1.name, n2.name);
      if (!s_.detail) return d;  // evidence only for observers and explain()
      collectReprs();
      d.evidence.remainingDeps = remainingReprs;
      d.evidence.note =
          "node2 reads " + bufferName(b) + ", which node1 writes, at accesses node1's writes do not match";
      return d;
    }
  }
  for (int b : names) {
    if (b < 0) continue;
    int op = s_.buffers[static_cast<std::size_t>(b)].definingLeaf;
    if (op < 0) continue;
    const SNode& producer = s_.node(s_.fusedOf[static_cast<std::size_t>(op)]);
    if (s_.opsIntersectAncestors(n1, producer)) {
      Decision d = Decision::reject(Reason::IntermediateNodes, n1.name, n2.name);
      if (!s_.detail) return d;
      collectReprs();
      d.evidence.remainingDeps = remainingReprs;
      d.evidence.note = "node2 also reads " + bufferName(b) + " from " + producer.name + ", which depends on node1";
      d.evidence.cyclePath = {n1.name, producer.name, n2.name};
      return d;
    }
  }
  return Decision::accept(Gate::SchedulerCanFuseVertical, n1.name, n2.name);
}

// ---- InductorChoices.can_fuse helpers -------------------------------------------

bool FusionGates::canFusionIncreasePeakMemory(int id1, int id2, std::int64_t& overhead) const {
  // (device, dtype, storage length) of the buffer's layout, compared by value
  // (the device string is the layout's own, not copied).
  struct Key {
    const std::string* device;
    ir::DType dtype;
    std::int64_t length;
    std::string symbolic;  // the storage size's symbols, "" when it is an integer
    bool operator==(const Key& o) const {
      return length == o.length && symbolic == o.symbolic && *device == *o.device && dtype == o.dtype;
    }
  };
  auto singleUserKeys = [&](const SNode& n) {
    std::vector<Key> keys;
    for (int r : n.reads) {
      int b = s_.depBufferId(r);
      if (b < 0) continue;
      const BufferInfo& buf = s_.buffers[static_cast<std::size_t>(b)];
      if (buf.definingLeaf < 0 || buf.userCount != 1 || !buf.hasLayout) continue;
      if (!buf.layout.hasStorage()) continue;
      Key k{&buf.layout.device, buf.layout.dtype, storageLength(buf.layout), symbolicStorage(buf.layout)};
      if (!k.symbolic.empty()) k.length = 0;  // compared by its symbols, as sympy_str is
      if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
    }
    return keys;
  };
  const auto lhs = singleUserKeys(s_.node(id1));
  overhead = 0;
  if (lhs.empty()) return 0 > static_cast<std::int64_t>(s_.knobs.peak_memory_factor) * scoreFusionMemory(id1, id2);
  const auto rhs = singleUserKeys(s_.node(id2));
  for (const auto& k : lhs)
    if (std::find(rhs.begin(), rhs.end(), k) != rhs.end()) {
      // int(key[2]) of a symbolic storage size raises ValueError: "Fallback is to fuse"
      if (!k.symbolic.empty()) {
        overhead = 0;
        return false;
      }
      overhead += k.length;
    }
  std::int64_t saving = scoreFusionMemory(id1, id2);
  return overhead > static_cast<std::int64_t>(s_.knobs.peak_memory_factor) * saving;
}

bool FusionGates::fusionPreventsTooManyReadsAndWrites(int id1, int id2, int threshold) const {
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  std::unordered_set<std::string> fusedNames;
  for (int l : n1.leaves) fusedNames.insert(s_.leaves[static_cast<std::size_t>(l)].name);
  for (int l : n2.leaves) fusedNames.insert(s_.leaves[static_cast<std::size_t>(l)].name);
  std::unordered_set<std::string> w1, r2, removedWrites, reads, writes;
  for (int d : n1.writes) w1.insert(s_.dep(d).name);
  for (int d : n2.reads) r2.insert(s_.dep(d).name);
  for (int d : n1.writes) {
    const std::string& name = s_.dep(d).name;
    int b = s_.bufferId(name);
    if (b < 0 || s_.buffers[static_cast<std::size_t>(b)].definingLeaf < 0) continue;
    // can_buffer_be_removed_through_fusion needs every user inside the fusion.
    bool allInside = true;
    for (const auto& node : s_.graph->nodes)
      for (const auto& out : node.outputs)
        if (out.name == name)
          for (const auto& u : out.users)
            if (!u.is_weak && !fusedNames.count(u.nodeName)) allInside = false;
    if (allInside && !s_.mutationRenames.count(name) && !s_.mutationRealName.count(name)) removedWrites.insert(name);
  }
  for (const SNode* n : {&n1, &n2}) {
    for (int d : n->reads) reads.insert(s_.dep(d).name);
    for (int d : n->writes) writes.insert(s_.dep(d).name);
  }
  std::unordered_set<std::string> io;
  for (const auto& r : reads)
    if (!(r2.count(r) && w1.count(r))) io.insert(r);
  for (const auto& w : writes)
    if (!removedWrites.count(w)) io.insert(w);
  return static_cast<int>(io.size()) > threshold;
}

// ---- loop reordering (final round) ------------------------------------------------

bool FusionGates::reorderLoopsByDepPair(int nodeId, int selfDepId, int otherDepId) {
  SNode& n = s_.node(nodeId);
  const DepRec& self = s_.dep(selfDepId);
  const DepRec& other = s_.dep(otherDepId);
  if (n.isTemplate) return false;
  const std::vector<std::int64_t>* sizes = nullptr;
  for (int l : n.leaves) {
    const SNode& leaf = s_.node(s_.leaves[static_cast<std::size_t>(l)].selfNode);
    if (leaf.kind != SKind::Scheduler) return false;
    if (sizes && *sizes != leaf.iterSizes) return false;
    sizes = &leaf.iterSizes;
  }
  if (!sizes) return false;
  if (!(static_cast<int>(sizes->size()) == self.numVars() && self.numVars() == other.numVars())) return false;
  auto order =
      decideLoopOrderToMatch(self.index, self.ranges, other.index, other.ranges, self.sizeSymbols, other.sizeSymbols);
  if (!order || order->empty()) return false;
  for (int l : n.leaves) s_.applyLoopOrder(s_.leaves[static_cast<std::size_t>(l)].selfNode, *order);
  if (n.isFusedKind()) s_.refreshGroupDeps(n);
  return true;
}

std::int64_t FusionGates::sharedDataAfterReorderingLoop(int id1, int id2) {
  // "Don't do loop reordering for CPU for now" (scheduler.py), and not for templates
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  if (!s_.knobs.loop_ordering_after_fusion || isCpuDevice(n1.device) || isCpuDevice(n2.device)) return -1;
  if (n1.isTemplate || n2.isTemplate) return -1;
  // buffer_names(): MemoryDeps only, integer indexes (load_seed) ignored.
  auto memoryBuffers = [&](const SNode& n) {
    std::vector<int> out;
    for (const auto* list : {&n.reads, &n.writes})
      for (int d : *list) {
        const DepRec& r = s_.dep(d);
        if (!r.isMemory() || r.integerIndex) continue;
        int b = s_.depBufferId(d);
        if (std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
      }
    return out;
  };
  const auto names1 = memoryBuffers(n1);
  const auto names2 = memoryBuffers(n2);
  std::vector<int> common;
  for (int b : names1)
    if (std::find(names2.begin(), names2.end(), b) != names2.end()) common.push_back(b);
  if (common.empty()) return -1;
  // {dep.name: dep for dep in reads_and_writes()}: the last dependency of each buffer.
  auto lastOf = [&](const SNode& n, int buffer) {
    int last = -1;
    for (const auto* list : {&n.reads, &n.writes})
      for (int d : *list)
        if (s_.depBufferId(d) == buffer) last = d;
    return last;
  };
  struct Candidate {
    std::int64_t numel;
    int lhs, rhs;
  };
  std::vector<Candidate> candidates;
  for (int buffer : common) {
    int lhs = lastOf(n1, buffer), rhs = lastOf(n2, buffer);
    const DepRec& l = s_.dep(lhs);
    const DepRec& r = s_.dep(rhs);
    bool same;
    if (l.isMemory() && r.isMemory()) {
      // Reordering and merging loops keep the element count and the offset:
      // a cheap test before normalising.
      if (l.rangeProduct != r.rangeProduct || l.offset != r.offset) continue;
      const auto& ln = s_.strideOrderedDep(lhs);
      const auto& rn = s_.strideOrderedDep(rhs);
      same = ln.first == rn.first && ln.second == rn.second;
    } else {
      same = lhs == rhs;
    }
    if (same) candidates.push_back({l.numel, lhs, rhs});
  }
  if (candidates.empty()) return -1;
  Candidate best = candidates.front();
  for (const auto& c : candidates)
    if (c.numel > best.numel) best = c;
  const DepRec& lhs = s_.dep(best.lhs);
  const DepRec& rhs = s_.dep(best.rhs);
  if (!lhs.isMemory() || !rhs.isMemory()) return -1;
  if (lhs.numVars() != rhs.numVars()) {
    const auto& ln = normalized(best.lhs);
    const auto& rn = normalized(best.rhs);
    if (ln.first == rn.first && ln.second == rn.second && lhs.mode == rhs.mode) return lhs.bytes;
    return -1;
  }
  bool reordered = false;
  if (!n1.reduction)
    reordered = reorderLoopsByDepPair(id1, best.lhs, best.rhs);
  else if (!n2.reduction)
    reordered = reorderLoopsByDepPair(id2, best.rhs, best.lhs);
  return reordered ? scoreFusionMemory(id1, id2) : -1;
}

// ---- Scheduler.can_fuse -------------------------------------------------------------

// The gates of one can_fuse query, recorded: the first rejection (the verdict), and,
// when `every` is given (explain()), every gate passed or failed in order. Evidence
// (the pair's accesses, sizes ...) is built once, for the first rejection, or for the
// verdict where explaining.
struct FusionGates::GateLog {
  FusionGates& gates;
  int id1, id2;
  const SNode& n1;
  const SNode& n2;
  std::vector<Decision>* every;
  std::optional<Evidence> evidence{};
  std::optional<Decision> first{};

  Decision withEvidence(Decision d) {
    if (!gates.s_.detail) return d;
    if (!evidence) evidence = gates.baseEvidence(id1, id2);
    Evidence specific = std::move(d.evidence);
    d.evidence = *evidence;
    if (!specific.remainingDeps.empty()) d.evidence.remainingDeps = specific.remainingDeps;
    if (!specific.cyclePath.empty()) d.evidence.cyclePath = specific.cyclePath;
    if (!specific.note.empty()) d.evidence.note = specific.note;
    if (specific.limit >= 0) d.evidence.limit = specific.limit;
    if (specific.fusedSize >= 0) d.evidence.fusedSize = specific.fusedSize;
    return d;
  }
  // Records one gate; true when the caller should stop (first failure, not explaining).
  bool gate(Decision d) {
    if (!d.accepted) d = withEvidence(std::move(d));
    const bool stop = !d.accepted && !every;
    if (!d.accepted && !first) {
      if (every)
        first = d;
      else
        first = std::move(d);
    }
    if (every) every->push_back(std::move(d));
    return stop;
  }
  void notApplicable(Gate g, const std::string& why) {
    if (!every) return;
    Decision d = Decision::accept(g, n1.name, n2.name);
    d.applicable = false;
    d.evidence.note = why;
    every->push_back(std::move(d));
  }
  // An accepting gate notes which check it passed (for explain()).
  Decision passed(Gate g, Reason r) const {
    if (!every) return Decision{};  // accepted; nobody looks at it
    Decision d = Decision::accept(g, n1.name, n2.name);
    // The reason's wording without its "%s" placeholders: "device mismatch (%s vs %s)" -> "device mismatch".
    std::string_view w = reasonInfo(r).wording;
    std::string shown(w.substr(0, w.find("%s")));
    if (shown.size() < w.size()) {
      while (!shown.empty() && (shown.back() == ' ' || shown.back() == '(')) shown.pop_back();
    }
    d.evidence.note = "passed: not \"" + shown + "\"";
    return d;
  }
  bool structural(bool failed, Reason r, std::string text = {}) {
    if (!failed && !every) return false;  // a passed check nobody looks at
    return gate(failed ? Decision::reject(r, n1.name, n2.name, std::move(text)) : passed(Gate::SchedulerCanFuse, r));
  }
  // The verdict: the first rejection, else acceptance. Called once, on the way out.
  Decision result() {
    if (first) return std::move(*first);
    Decision ok = Decision::accept(Gate::None, n1.name, n2.name);
    if (gates.s_.detail) ok.evidence = evidence ? *evidence : gates.baseEvidence(id1, id2);
    return ok;
  }
};

Decision FusionGates::canFuse(int id1, int id2, bool canReorder, std::vector<Decision>* every) {
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  const Knobs& k = s_.knobs;
  if (id1 == id2) return Decision::reject(Reason::SameNode, n1.name, n2.name);
  GateLog log{*this, id1, id2, n1, n2, every};
  if (structuralGates(log) || disabledKindGate(log)) return log.result();
  std::int64_t shared = scoreFusionMemory(id1, id2);
  if (canReorder && shared < k.score_fusion_memory_threshold && k.loop_ordering_after_fusion) {
    std::int64_t reordered = sharedDataAfterReorderingLoop(id1, id2);
    if (reordered >= 0) {
      shared = reordered;
      log.evidence.reset();  // loops changed: recompute the accesses
    }
  }
  if (choicesGates(log, shared)) return log.result();
  directionGates(log, shared);
  return log.result();
}

// Scheduler.can_fuse: structural preconditions, in Inductor's order. True: stop.
bool FusionGates::structuralGates(GateLog& log) {
  std::vector<Decision>* every = log.every;
  const SNode& n1 = log.n1;
  const SNode& n2 = log.n2;
  const int id1 = log.id1, id2 = log.id2;
  const Knobs& k = s_.knobs;
  // A node the reader did not understand never fuses (FusionScope's own gate, first).
  for (const SNode* n : {&n1, &n2})
    for (int l : n->leaves)
      if (const ir::Node* src = s_.leaves[static_cast<std::size_t>(l)].src; src && src->isOpaque()) {
        Decision d =
            Decision::reject(Reason::OpaqueNode, n1.name, n2.name,
                             src->name + " was not understood by FusionScope's reader (" + src->opaqueReason + ")");
        d.evidence.note = src->opaqueReason;
        if (log.gate(std::move(d))) return true;
      }
  if (s_.holds(ReleaseRule::Node1ExternOrNopWording)) {  // torch 2.8-2.11: one check, one wording
    if (log.structural((n1.kind == SKind::Nop && !n1.isTemplate) || n1.kind == SKind::Extern,
                       Reason::Node1IsExternOrNop))
      return true;
  } else {
    if (log.structural(n1.kind == SKind::Nop && !n1.isTemplate, Reason::Node1IsNop)) return true;
    if (log.structural(n1.kind == SKind::Extern, Reason::Node1IsExtern)) return true;
  }
  if (log.structural((n2.kind == SKind::Extern || n2.kind == SKind::Nop) && !n2.isTemplate, Reason::Node2IsExternOrNop))
    return true;
  if (log.structural(s_.opsIntersectAncestors(n2, n1), Reason::Node1MustGoBeforeNode2)) return true;
  if (n2.isTemplate) {
    Decision d = !k.prologue_fusion                ? Decision::reject(Reason::PrologueFusionOff, n1.name, n2.name)
                 : (n1.reduction || n1.isTemplate) ? Decision::reject(Reason::PrologueOnlyPointwise, n1.name, n2.name)
                                                   : templatePrologue(id1, id2);
    if (d.accepted) d = log.passed(Gate::SchedulerCanFuse, Reason::PrologueOnlyPointwise);
    if (log.gate(std::move(d))) return true;
  }
  if (n1.isTemplate &&
      log.structural(n2.reduction || !k.epilogue_fusion ||
                         std::any_of(n2.leaves.begin(), n2.leaves.end(),
                                     [&](int l) { return s_.leaves[static_cast<std::size_t>(l)].aliasOrMutation; }),
                     Reason::TemplateEpilogueNotSatisfied))
    return true;
  {
    std::string hit;
    for (const SNode* n : {&n1, &n2})
      for (int b : n->buffers)
        for (const auto& name : k.disabled_buffers)
          if (s_.buffers[static_cast<std::size_t>(b)].name == name) hit = name;
    if (!hit.empty() || every) {
      Decision d = hit.empty() ? log.passed(Gate::SchedulerCanFuse, Reason::BufferFusionDisabled)
                               : Decision::reject(Reason::BufferFusionDisabled, n1.name, n2.name);
      if (!hit.empty()) d.evidence.note = "buffer " + hit + " is in disabled_buffers";
      if (log.gate(std::move(d))) return true;
    }
  }
  if (log.structural(
          n1.device != n2.device, Reason::DeviceMismatch,
          n1.device != n2.device ? "device mismatch (" + n1.device + " vs " + n2.device + ")" : std::string()))
    return true;
  return false;
}

// What-if: disabled node kinds. True: stop.
bool FusionGates::disabledKindGate(GateLog& log) {
  std::vector<Decision>* every = log.every;
  const SNode& n1 = log.n1;
  const SNode& n2 = log.n2;
  const Knobs& k = s_.knobs;
  // What-if: disabled node kinds.
  {
    std::string hit;
    for (const SNode* n : {&n1, &n2})
      for (int l : n->leaves) {
        const Leaf& leaf = s_.leaves[static_cast<std::size_t>(l)];
        const char* kinds[] = {leaf.reduction ? "reduction" : "pointwise", skindName(leaf.kind),
                               leaf.kind == SKind::Template ? "template" : ""};
        for (const auto& want : k.disabled_node_kinds)
          for (const char* have : kinds)
            if (want == have) hit = leaf.name + " (" + want + ")";
      }
    if (!hit.empty() || every) {
      Decision d = hit.empty() ? log.passed(Gate::WhatIf, Reason::NodeKindDisabled)
                               : Decision::reject(Reason::NodeKindDisabled, n1.name, n2.name,
                                                  "fusion disabled for node kind " +
                                                      hit.substr(hit.find('(') + 1, hit.size() - hit.find('(') - 2) +
                                                      " (what-if knob)");
      if (!hit.empty()) d.evidence.note = "node " + hit + " is of a disabled kind";
      if (log.gate(std::move(d))) return true;
    }
  }
  return false;
}

// InductorChoices.can_fuse. A check that passes builds no Decision unless every gate
// is wanted (explain()): most pairs pass most checks. True: stop.
bool FusionGates::choicesGates(GateLog& log, std::int64_t shared) {
  const SNode& n1 = log.n1;
  const SNode& n2 = log.n2;
  const int id1 = log.id1, id2 = log.id2;
  const Knobs& k = s_.knobs;
  std::vector<Decision>* every = log.every;
  {
    const bool noShared = shared == 0 && (!k.aggressive_fusion || n1.reduction || n2.reduction);
    if ((noShared || every) && log.gate(noShared ? Decision::reject(Reason::NoSharedData, n1.name, n2.name)
                                                 : log.passed(Gate::ChoicesCanFuse, Reason::NoSharedData)))
      return true;
    const int size = static_cast<int>(n1.leaves.size() + n2.leaves.size());
    const bool tooLarge = size > k.max_fusion_size && !n1.isForeach() && !n2.isForeach();  // foreach: no limit
    if (tooLarge || every) {
      Decision d = log.passed(Gate::ChoicesCanFuse, Reason::ExceedsMaxFusion);
      if (tooLarge) {
        d = Decision::reject(Reason::ExceedsMaxFusion, n1.name, n2.name);
        d.evidence.fusedSize = size;
        d.evidence.limit = k.max_fusion_size;
      }
      if (log.gate(std::move(d))) return true;
    }
    std::int64_t overhead = 0;
    const bool peak = canFusionIncreasePeakMemory(id1, id2, overhead);
    if (peak || every) {
      Decision d = log.passed(Gate::ChoicesCanFuse, Reason::IncreasePeakMemory);
      if (peak) {
        d = Decision::reject(Reason::IncreasePeakMemory, n1.name, n2.name);
        d.evidence.note = "reusable single-user inputs of " + std::to_string(overhead) + " elements > " +
                          std::to_string(k.peak_memory_factor) + " x " + std::to_string(shared) + " bytes saved";
      }
      if (log.gate(std::move(d))) return true;
    }
    const bool tooManyIo = k.max_fusion_unique_io_buffers > 0 &&
                           fusionPreventsTooManyReadsAndWrites(id1, id2, k.max_fusion_unique_io_buffers);
    if (tooManyIo || every) {
      Decision d = log.passed(Gate::ChoicesCanFuse, Reason::TooManyReadsAndWrites);
      if (tooManyIo) {
        d = Decision::reject(Reason::TooManyReadsAndWrites, n1.name, n2.name);
        d.evidence.limit = k.max_fusion_unique_io_buffers;
      }
      if (log.gate(std::move(d))) return true;
    }
  }
  return false;
}

// Scheduler.can_fuse_vertical or InductorChoices.can_fuse_horizontal and the backend's
// own, as node2 depends on node1 or not. True: stop.
bool FusionGates::directionGates(GateLog& log, std::int64_t shared) {
  const SNode& n1 = log.n1;
  const SNode& n2 = log.n2;
  const int id1 = log.id1, id2 = log.id2;
  const Knobs& k = s_.knobs;
  std::vector<Decision>* every = log.every;
  const bool vertical = s_.opsIntersectAncestors(n1, n2);
  if (vertical) {
    if ((k.horizontal_only || every) &&
        log.gate(k.horizontal_only ? Decision::reject(Reason::HorizontalOnly, n1.name, n2.name)
                                   : log.passed(Gate::WhatIf, Reason::HorizontalOnly)))
      return true;
    if (log.gate(canFuseVerticalScheduler(id1, id2))) return true;
    if (log.gate(n1.isForeach() || n2.isForeach() ? foreachCanFuse(id1, id2)
                                                  : s_.backend->canFuseVertical(s_, id1, id2)))
      return true;
    log.notApplicable(Gate::ChoicesCanFuseHorizontal, "node2 depends on node1: the vertical checks apply");
  } else {
    if ((k.vertical_only || every) &&
        log.gate(k.vertical_only ? Decision::reject(Reason::VerticalOnly, n1.name, n2.name)
                                 : log.passed(Gate::WhatIf, Reason::VerticalOnly)))
      return true;
    log.notApplicable(Gate::SchedulerCanFuseVertical, "node2 does not depend on node1: the horizontal checks apply");
    const bool lowScore = shared < k.score_fusion_memory_threshold;
    if (lowScore || every) {
      Decision d = log.passed(Gate::ChoicesCanFuseHorizontal, Reason::ScoreBelowThreshold);
      if (lowScore) {
        d = Decision::reject(Reason::ScoreBelowThreshold, n1.name, n2.name);
        d.evidence.limit = k.score_fusion_memory_threshold;
      }
      if (log.gate(std::move(d))) return true;
    }
    const bool tooFar = orderDistance(id1, id2) > k.long_distance_threshold;
    if (tooFar || every) {
      Decision d = log.passed(Gate::ChoicesCanFuseHorizontal, Reason::NodesTooFarAway);
      if (tooFar) {
        d = Decision::reject(Reason::NodesTooFarAway, n1.name, n2.name);
        d.evidence.limit = k.long_distance_threshold;
      }
      if (log.gate(std::move(d))) return true;
    }
    if (log.gate(n1.isForeach() || n2.isForeach() ? foreachCanFuse(id1, id2)
                                                  : s_.backend->canFuseHorizontal(s_, id1, id2)))
      return true;
  }
  return false;
}

// ---- template prologues ------------------------------------------------------------------

std::int64_t FusionGates::bufferBytesAccessed(int id, bool reads, bool writes) const {
  // BaseSchedulerNode.get_read_write_buffer_accesses: per buffer, the smaller of
  // (elements the node iterates x accesses) and the buffer's size, in bytes.
  const SNode& n = s_.node(id);
  std::int64_t nodeNumel = 1000000000;  // not a SchedulerNode (fused): 1e9
  if (n.leaves.size() == 1 && (n.kind == SKind::Scheduler || n.kind == SKind::Template)) {
    nodeNumel = 1;
    for (auto v : n.iterSizes) nodeNumel *= v;
    for (auto v : n.reduceSizes) nodeNumel *= v;
  }
  std::vector<std::pair<int, int>> accesses;  // (buffer id, deps on it)
  auto count = [&](const std::vector<int>& deps) {
    for (int d : deps) {
      const int b = s_.depBufferId(d);
      if (b < 0) continue;
      auto it = std::find_if(accesses.begin(), accesses.end(), [&](const auto& a) { return a.first == b; });
      if (it == accesses.end())
        accesses.emplace_back(b, 1);
      else
        ++it->second;
    }
  };
  if (reads) count(n.reads);
  if (writes) count(n.writes);
  std::unordered_set<std::string> inside;
  for (int l : n.leaves) inside.insert(s_.leaves[static_cast<std::size_t>(l)].name);
  std::int64_t total = 0;
  for (const auto& [b, deps] : accesses) {
    const BufferInfo& buf = s_.buffers[static_cast<std::size_t>(b)];
    if (n.leaves.size() > 1 && buf.definingLeaf >= 0 && s_.ownsBufferId(n, b)) {
      // A fused node's buffer that no node outside it uses is not materialized.
      bool materialized = false;
      for (const auto& out : s_.leaves[static_cast<std::size_t>(buf.definingLeaf)].src->outputs)
        if (out.name == buf.name)
          for (const auto& u : out.users)
            if (!inside.count(u.nodeName)) materialized = true;
      if (!materialized) continue;
    }
    if (!buf.hasLayout || !buf.layout.hasStorage()) continue;
    total += static_cast<std::int64_t>(buf.layout.itemsize()) * std::min(nodeNumel * deps, buf.layout.numel());
  }
  return total;
}

Decision FusionGates::templatePrologue(int id1, int id2) const {
  const SNode& pro = s_.node(id1);
  const SNode& tpl = s_.node(id2);
  // template.get_allowed_prologue_inps() (torch/_inductor/select_algorithm.py): the
  // inputs a Triton template loads through load_input, or all of them where it is made
  // with prologue_loads_all_inputs; a MultiTemplateBuffer's is the union over its
  // Triton choices, a TritonTemplateBuffer's its chosen one's. In torch 2.11 only the
  // "mm" template (triton_mm.py.jinja, mm and addmm's) allows any: convolution2d/3d,
  // bmm, mm_persistent_tma, mm_plus_mm and flex attention load theirs directly. The
  // dump does not say which templates a node chose between; the torch log's AUTOTUNE
  // tables do (ir::Graph::autotuneTemplates; a table prints its ten fastest choices, so
  // an mm choice slower than nine others of another template is not seen). Without them
  // every input is taken as allowed.
  if (s_.graph) {
    for (int l : tpl.leaves) {
      const Leaf& leaf = s_.leaves[static_cast<std::size_t>(l)];
      if (leaf.kind != SKind::Template) continue;
      auto it = s_.graph->autotuneTemplates.find(leaf.name);
      if (it == s_.graph->autotuneTemplates.end() || it->second.empty()) continue;
      const bool multi = ir::irClassOf(leaf.src->irType) == ir::IrClass::MultiTemplateBuffer;
      const bool allowsAll = multi ? std::find(it->second.begin(), it->second.end(), "mm") != it->second.end()
                                   : it->second.front() == "mm";
      if (allowsAll) continue;
      // node1.get_buffer_names() & (template inputs - allowed): every input it writes
      for (int d : tpl.reads) {
        const int b = s_.depBufferId(d);
        if (b >= 0 && s_.ownsBufferId(pro, b)) {
          Decision d1 = Decision::reject(Reason::PrologueInputsNotSupported, pro.name, tpl.name);
          d1.evidence.note = "the template's choices (" + it->second.front() + (it->second.size() > 1 ? ", ..." : "") +
                             ") take no prologue into " + s_.buffers[static_cast<std::size_t>(b)].name;
          return d1;
        }
      }
    }
  }
  for (int l : pro.leaves)
    if (s_.leaves[static_cast<std::size_t>(l)].aliasOrMutation)
      return Decision::reject(Reason::PrologueNotFunctional, pro.name, tpl.name);
  std::unordered_set<std::string> prologue;
  for (int l : pro.leaves) prologue.insert(s_.leaves[static_cast<std::size_t>(l)].name);
  for (std::size_t i = 0; i + 1 < pro.leaves.size(); ++i)
    for (const auto& out : s_.leaves[static_cast<std::size_t>(pro.leaves[i])].src->outputs)
      for (const auto& u : out.users)
        if (u.nodeName.empty() || !prologue.count(u.nodeName)) {
          Decision d = Decision::reject(Reason::PrologueMultipleUses, pro.name, tpl.name);
          d.evidence.note = out.name + " is also used by " + (u.nodeName.empty() ? "the graph output" : u.nodeName);
          return d;
        }
  std::string templateName;
  for (int l : tpl.leaves)
    if (s_.leaves[static_cast<std::size_t>(l)].kind == SKind::Template)
      templateName = s_.leaves[static_cast<std::size_t>(l)].name;
  const auto& lastOutputs = s_.leaves[static_cast<std::size_t>(pro.leaves.back())].src->outputs;
  if (!(lastOutputs.size() == 1 && lastOutputs.front().users.size() == 1 &&
        lastOutputs.front().users.front().nodeName == templateName)) {
    Decision d = Decision::reject(Reason::PrologueNotSingleUseIntoTemplate, pro.name, tpl.name);
    d.evidence.note = "the last prologue node's output must have the template as its only user";
    return d;
  }
  // check_prologue_fusion_heuristics_fusable: no prologue that reads more than it writes.
  const std::int64_t readBytes = bufferBytesAccessed(id1, true, false);
  const std::int64_t writeBytes = bufferBytesAccessed(id1, false, true);
  if (static_cast<double>(readBytes) > static_cast<double>(writeBytes) * 1.1) {
    Decision d = Decision::reject(Reason::PrologueMoreBytesRead, pro.name, tpl.name);
    d.evidence.note =
        "reads " + std::to_string(readBytes) + " bytes > 1.1 x " + std::to_string(writeBytes) + " bytes written";
    return d;
  }
  return Decision::accept(Gate::SchedulerCanFuse, pro.name, tpl.name);
}

// ---- ForeachKernelSchedulerNode.can_fuse ------------------------------------------------

Decision FusionGates::foreachCanFuse(int id1, int id2) {
  const SNode& p = s_.node(id1);
  const SNode& c = s_.node(id2);
  if (p.isForeach() && c.isForeach()) {
    if (p.snodes.size() != c.snodes.size()) {
      Decision d = Decision::reject(Reason::ForeachLengthMismatch, p.name, c.name);
      d.evidence.note = std::to_string(p.snodes.size()) + " vs " + std::to_string(c.snodes.size()) + " sub-nodes";
      return d;
    }
    if (s_.holds(ReleaseRule::ForeachCrossPartnerDependency)) {
      // torch 2.15+: the pairs run in parallel, so a consumer sub-node may depend
      // only on its own partner
      for (std::size_t j = 0; j < c.snodes.size(); ++j)
        for (int d : s_.node(c.snodes[j]).unmet) {
          const int b = s_.depBufferId(d);
          for (std::size_t i = 0; i < p.snodes.size() && b >= 0; ++i)
            if (i != j && s_.ownsBufferId(s_.node(p.snodes[i]), b)) {
              Decision r = Decision::reject(Reason::ForeachCrossPartner, p.name, c.name);
              r.evidence.note = s_.node(c.snodes[j]).name + " reads " + s_.buffers[static_cast<std::size_t>(b)].name +
                                " of " + s_.node(p.snodes[i]).name + ", not of its partner " +
                                s_.node(p.snodes[j]).name;
              return r;
            }
        }
    }
    // all(scheduler.can_fuse(l, r) for l, r in zip(...)): the first pair that fails decides.
    const std::vector<int> left = p.snodes, right = c.snodes;
    for (std::size_t i = 0; i < left.size(); ++i) {
      Decision d = canFuse(left[i], right[i], false);
      if (!d.accepted) return d;
    }
    return Decision::accept(Gate::ForeachCanFuse, p.name, c.name);
  }
  if (c.isForeach()) {
    if (p.reduction) return Decision::reject(Reason::ForeachProducerIsReduction, p.name, c.name);
    const int sub = s_.foreachConsumerSubnode(id2, id1);
    if (sub >= 0) return canFuse(id1, sub, false);
    Decision d = Decision::reject(Reason::ForeachProducerNotDep, p.name, c.name);
    d.evidence.note = "no sub-node of " + c.name + " reads an output of " + p.name;
    return d;
  }
  if (c.reduction) return Decision::reject(Reason::ForeachConsumerIsReduction, p.name, c.name);
  const int sub = s_.foreachProducerSubnode(id1, id2);
  if (sub >= 0) return canFuse(sub, id2, false);
  Decision d = Decision::reject(Reason::ForeachConsumerNoDep, p.name, c.name);
  d.evidence.note = c.name + " reads from no sub-node of " + p.name + ", or from several";
  return d;
}

// ---- Scheduler.will_fusion_create_cycle ------------------------------------------------

bool FusionGates::cycleByInductorSearch(int id1, int id2, std::vector<std::string>* pathOut) const {
  // found_path over bit sets of pre-fusion nodes; a fused node is visited once
  // (epoch stamps), a fused node whose leaves are all ancestors of the pair is
  // a dead end, any other continues into its ancestors outside the pair's.
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  int maxLeaf = 0;
  for (const SNode* n : {&n1, &n2})
    for (int l : n->leaves) maxLeaf = std::max(maxLeaf, l);
  const std::size_t words = AncestorSet::wordsFor(maxLeaf + 1);
  std::vector<std::uint64_t>& combined = s_.scratchBits;
  combined.assign(words, 0);
  for (const SNode* n : {&n1, &n2})
    for (int l : n->leaves) s_.ancestors.orRowInto(l, combined);
  std::vector<int> names;
  for (const SNode* n : {&n1, &n2})
    for (int l : n->leaves) {
      names.push_back(l);
      combined[static_cast<std::size_t>(l >> 6)] &= ~(std::uint64_t{1} << (l & 63));
    }
  auto inCombined = [&](int l) {
    std::size_t w = static_cast<std::size_t>(l >> 6);
    return w < combined.size() && ((combined[w] >> (l & 63)) & 1U);
  };
  const int epoch = s_.nextEpoch();
  auto& stamp = s_.visitStamp;

  struct Frame {
    std::vector<std::uint64_t> own;  // empty for the top frame (uses `combined`)
    std::size_t word = 0;
    std::uint64_t bits = 0;
    bool started = false;
  };
  std::vector<Frame> stack(1);
  std::vector<int> path;
  int culprit = -1;
  bool cycle = false;

  // Next fused node of a frame not visited yet, or -1.
  auto nextNode = [&](Frame& f) -> int {
    const std::vector<std::uint64_t>& v = f.own.empty() ? combined : f.own;
    for (;;) {
      if (!f.started) {
        f.started = true;
        f.word = 0;
        f.bits = v.empty() ? 0 : v[0] & s_.fusedMask[0];
      }
      while (!f.bits) {
        if (++f.word >= v.size()) return -1;
        f.bits = v[f.word] & s_.fusedMask[f.word];
      }
      int bit = __builtin_ctzll(f.bits);
      f.bits &= f.bits - 1;
      int leaf = static_cast<int>(f.word * 64) + bit;
      int x = s_.fusedOf[static_cast<std::size_t>(leaf)];
      if (stamp[static_cast<std::size_t>(x)] != epoch) return x;
    }
  };

  while (!stack.empty() && !cycle) {
    int x = nextNode(stack.back());
    if (x < 0) {
      stack.pop_back();
      if (!path.empty()) path.pop_back();
      continue;
    }
    stamp[static_cast<std::size_t>(x)] = epoch;
    const SNode& node = s_.node(x);
    bool subset = true;
    for (int l : node.leaves)
      if (!inCombined(l)) {
        subset = false;
        break;
      }
    if (subset) continue;
    for (int l : names)
      if (s_.hasAncestorLeaf(node, l)) {
        culprit = l;
        cycle = true;
        break;
      }
    path.push_back(x);
    if (cycle) break;
    Frame f;
    int top = 0;
    for (int l : node.leaves) top = std::max(top, l);
    f.own.assign(AncestorSet::wordsFor(top + 1), 0);
    for (int l : node.leaves) s_.ancestors.orRowInto(l, f.own);
    for (std::size_t w = 0; w < f.own.size() && w < combined.size(); ++w) f.own[w] &= ~combined[w];
    stack.push_back(std::move(f));
  }
  if (cycle && pathOut) {
    const SNode& from = std::find(n1.leaves.begin(), n1.leaves.end(), culprit) != n1.leaves.end() ? n1 : n2;
    pathOut->assign(1, from.name);
    for (auto it = path.rbegin(); it != path.rend(); ++it) pathOut->push_back(s_.node(*it).name);
    const SNode& first = s_.node(path.front());
    pathOut->push_back((s_.opsIntersectAncestors(first, n1) ? n1 : n2).name);
  }
  return cycle;
}

bool FusionGates::pathThroughOthers(int from, int to, std::vector<std::string>* pathOut) const {
  // Breadth-first over the current nodes' producer->consumer edges, leaving
  // `from` by any edge except the direct one to `to`. A node whose earliest
  // leaf comes after `to`'s last leaf cannot lead back to `to` (every edge
  // goes to a later leaf), so the search stays between the two.
  const SNode& target = s_.node(to);
  const int epoch = s_.nextEpoch();
  auto& stamp = s_.visitStamp;
  std::vector<int>& parent = s_.scratchParent;
  if (parent.size() < s_.nodes.size()) parent.resize(s_.nodes.size() * 2, -1);
  std::vector<int> queue;
  stamp[static_cast<std::size_t>(from)] = epoch;
  auto push = [&](int u, int via) {
    if (stamp[static_cast<std::size_t>(u)] == epoch) return;
    stamp[static_cast<std::size_t>(u)] = epoch;
    if (s_.node(u).minOrder >= target.maxOrder && u != to) return;
    parent[static_cast<std::size_t>(u)] = via;
    queue.push_back(u);
  };
  for (int x : s_.node(from).leaves)
    for (int user : s_.leafUsers[static_cast<std::size_t>(x)]) {
      int u = s_.fusedOf[static_cast<std::size_t>(user)];
      if (u != from && u != to) push(u, from);
    }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int cur = queue[head];
    for (int x : s_.node(cur).leaves)
      for (int user : s_.leafUsers[static_cast<std::size_t>(x)]) {
        int u = s_.fusedOf[static_cast<std::size_t>(user)];
        if (u == cur) continue;
        if (u == to) {
          if (pathOut) {
            std::vector<std::string> rev{s_.node(to).name};
            for (int p = cur; p != -1 && p != from; p = parent[static_cast<std::size_t>(p)])
              rev.push_back(s_.node(p).name);
            rev.push_back(s_.node(from).name);
            pathOut->assign(rev.rbegin(), rev.rend());
          }
          return true;
        }
        push(u, cur);
      }
  }
  return false;
}

Decision FusionGates::willFusionCreateCycleAsInductor(int id1, int id2) const {
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  std::vector<std::string> path;
  if (!cycleByInductorSearch(id1, id2, &path)) return Decision::accept(Gate::WillFusionCreateCycle, n1.name, n2.name);
  Decision d = Decision::reject(Reason::WillCreateCycle, n1.name, n2.name);
  if (s_.detail) {
    d.evidence = baseEvidence(id1, id2);
    d.evidence.cyclePath = path;
    d.evidence.note = "a fused node holds both an ancestor of the pair and a node that depends on it";
  }
  return d;
}

Decision FusionGates::willFusionCreateCycle(int id1, int id2) const {
  // The decision is Inductor's found_path over ancestor sets (cycleByInductorSearch):
  // ancestors come from every node's unmet dependencies (MemoryDep, StarDep and
  // WeakDep alike, compute_ancestors), which a walk over buffer users does not
  // see in full (mutation and weak edges). A path through buffer users, when there
  // is one, is the evidence shown: it names the nodes in between.
  const SNode& n1 = s_.node(id1);
  const SNode& n2 = s_.node(id2);
  std::vector<std::string> inductorPath;
  const bool cycle = cycleByInductorSearch(id1, id2, s_.detail ? &inductorPath : nullptr);
  if (s_.crossCheckCycles) {
    if (cycle != (pathThroughOthers(id1, id2, nullptr) || pathThroughOthers(id2, id1, nullptr)))
      ++s_.cycleDisagreements;
    ++s_.cycleChecks;
  }
  if (!cycle) return Decision::accept(Gate::WillFusionCreateCycle, n1.name, n2.name);
  Decision d = Decision::reject(Reason::WillCreateCycle, n1.name, n2.name);
  if (s_.detail) {
    std::vector<std::string> path;
    if (!pathThroughOthers(id1, id2, &path) && !pathThroughOthers(id2, id1, &path)) path = inductorPath;
    d.evidence = baseEvidence(id1, id2);
    d.evidence.cyclePath = path;
    d.evidence.note = "fused, the pair would be both before and after " +
                      (path.size() > 2 ? path[1] : std::string("another node")) + ": " + path.front() + " -> ... -> " +
                      path.back();
  }
  return d;
}

}  // namespace fs::fusion
