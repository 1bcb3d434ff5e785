#include "core/fusion/SchedulerState.h"

#include <algorithm>
#include <optional>
#include <unordered_set>

#include "core/fusion/Backend.h"
#include "core/ir/IndexAnalysis.h"
#include "core/ir/ReadWriteExtractor.h"
#include "core/ir/SizeVars.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

namespace fs::fusion {
namespace {

std::string tupleText(const std::vector<std::int64_t>& v) {
  std::string s = "(";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  if (v.size() == 1) s += ",";
  return s + ")";
}

SKind kindOf(const ir::Node& n) {
  switch (n.kind) {
    case ir::NodeKind::Scheduler:
      if (n.isTemplate()) return SKind::Template;  // over an ir.TemplateBuffer
      return SKind::Scheduler;
    case ir::NodeKind::Template:
      return SKind::Template;
    case ir::NodeKind::ExternKernel:
      return SKind::Extern;
    case ir::NodeKind::NopKernel:
      return SKind::Nop;
    default:
      break;
  }
  throw InputError(n.name, n.line,
                   std::string("expected a pre-fusion node, got a ") + ir::nodeKindName(n.kind) +
                       " (give FusionScope ir_pre_fusion.txt, not ir_post_fusion.txt)");
}

}  // namespace

const char* skindName(SKind kind) {
  switch (kind) {
    case SKind::Scheduler:
      return "SchedulerNode";
    case SKind::Template:
      return "SchedulerNode";
    case SKind::Extern:
      return "ExternKernelSchedulerNode";
    case SKind::Nop:
      return "NopKernelSchedulerNode";
    case SKind::Fused:
      return "FusedSchedulerNode";
    case SKind::OuterLoopFused:
      return "OuterLoopFusedSchedulerNode";
    case SKind::Foreach:
      return "ForeachKernelSchedulerNode";
  }
  return "?";
}

SchedulerState::SchedulerState(const ir::Graph& g, Knobs k, bool verifyExtraction)
    : knobs(std::move(k)), graph(std::make_shared<const ir::Graph>(g)) {
  build(verifyExtraction);
}

SchedulerState::SchedulerState(std::shared_ptr<const ir::Graph> g, Knobs k, bool verifyExtraction)
    : knobs(std::move(k)), graph(std::move(g)) {
  build(verifyExtraction);
}

void SchedulerState::build(bool verifyExtraction) {
  graphName = graph->name;
  foreachLists = graph->foreachLists;
  benchmarkVerdicts = graph->benchmarkVerdicts;
  release = rulesRelease(graph->release, &releaseWarning);
  findSizeReplacements();
  for (const auto& n : graph->nodes) {
    if (n.group && !n.group->device.empty()) {
      device = n.group->device;
      break;
    }
  }
  if (device.empty())
    for (const auto& n : graph->nodes)
      for (const auto& b : n.outputs)
        if (device.empty() && !b.layout.device.empty()) device = b.layout.device;
  backend = makeBackend(device);
  backendName = backend->name();
  buildBuffers();
  buildLeaves(verifyExtraction);
  buildAncestors();
  renamedBuffer.resize(buffers.size());
  for (std::size_t b = 0; b < buffers.size(); ++b) {
    int r = bufferId(renamed(buffers[b].name));
    renamedBuffer[b] = r < 0 ? static_cast<int>(b) : r;
  }
}

std::vector<int> SchedulerState::usedBufferIds(const SNode& n) const {
  if (bufferStamp_.size() < buffers.size()) bufferStamp_.assign(buffers.size(), 0);
  const int epoch = ++bufferEpoch_;
  std::vector<int> out;
  for (const auto* list : {&n.reads, &n.writes})
    for (int id : *list) {
      int b = depBufferId(id);
      if (b < 0 || bufferStamp_[static_cast<std::size_t>(b)] == epoch) continue;
      bufferStamp_[static_cast<std::size_t>(b)] = epoch;
      out.push_back(b);
    }
  return out;
}

bool SchedulerState::ownsBufferId(const SNode& n, int b) const {
  return b >= 0 && std::find(n.buffers.begin(), n.buffers.end(), b) != n.buffers.end();
}

int SchedulerState::shapeClass(int depId) const {
  if (shapeClass_.size() < deps.size()) shapeClass_.resize(deps.size(), -1);
  int& cls = shapeClass_[static_cast<std::size_t>(depId)];
  if (cls >= 0) return cls;
  const DepRec& d = dep(depId);
  std::size_t h = d.index.hash();
  for (const auto& [var, size] : d.ranges)
    h = (h * 1000003U) ^ std::hash<std::string>{}(var) ^ (static_cast<std::size_t>(size) * 0x9E3779B97F4A7C15ULL);
  auto [first, last] = shapeIndex_.equal_range(h);
  for (auto it = first; it != last; ++it) {
    const DepRec& o = dep(it->second);
    // The printed spelling too: Identity(...) groups are read from it.
    if (o.index == d.index && o.index.str() == d.index.str() && o.ranges == d.ranges && o.symbolic == d.symbolic)
      return cls = it->second;
  }
  shapeIndex_.emplace(h, depId);
  return cls = depId;
}

namespace {
// Dynamic shapes: an index printed over size symbols is normalized as sympy does it, on
// its symbolic form and extents (an access derived from a loop body has only hints, and
// no size symbol in its index: the hints decide). nullopt where the hints decide.
std::optional<ir::SymbolicLoops> symbolicForms(const DepRec& d) {
  if (d.sizeSymbols == 0 || !(d.symRanges.empty() || d.symRanges.size() == d.ranges.size())) return std::nullopt;
  try {
    ir::Expr index = ir::parseExprKeepingIdentity(d.index.str());
    if (!ir::identityVars(index).empty()) return std::nullopt;
    ir::SymbolicLoops sym;
    sym.formulas = {index};
    for (std::size_t k = 0; k < d.ranges.size(); ++k)
      sym.sizes.push_back(d.symRanges.empty() ? ir::Expr::constant(d.ranges[k].second) : d.symRanges[k]);
    return sym;
  } catch (const std::exception&) {
    return std::nullopt;  // unreadable as printed: the hints decide
  }
}
}  // namespace

const std::pair<ir::Expr, ir::VarRanges>& SchedulerState::normalizedDep(int depId) const {
  const int key = shapeClass(depId);
  auto it = normalizedCache_.find(key);
  if (it != normalizedCache_.end()) return it->second;
  const DepRec& d = dep(key);
  const auto sym = symbolicForms(d);
  return normalizedCache_.emplace(key, normalizeIndex(d.index, d.ranges, "c", sym ? &*sym : nullptr)).first->second;
}

const std::pair<ir::Expr, ir::VarRanges>& SchedulerState::strideOrderedDep(int depId) const {
  const int key = shapeClass(depId);
  auto it = strideOrderCache_.find(key);
  if (it != strideOrderCache_.end()) return it->second;
  const DepRec& d = dep(key);
  const auto sym = symbolicForms(d);
  return strideOrderCache_.emplace(key, normalizeWithStrideOrder(d.index, d.ranges, sym ? &*sym : nullptr))
      .first->second;
}

int SchedulerState::depBufferId(int depId) const {
  if (depBuffer_.size() < deps.size()) {
    std::size_t from = depBuffer_.size();
    depBuffer_.resize(deps.size());
    for (std::size_t i = from; i < deps.size(); ++i) depBuffer_[i] = bufferId(deps[static_cast<int>(i)].name);
  }
  return depBuffer_[static_cast<std::size_t>(depId)];
}

void SchedulerState::refreshDerived(SNode& n) const {
  n.depsSorted = n.reads;
  n.depsSorted.insert(n.depsSorted.end(), n.writes.begin(), n.writes.end());
  std::sort(n.depsSorted.begin(), n.depsSorted.end());
  n.depsSorted.erase(std::unique(n.depsSorted.begin(), n.depsSorted.end()), n.depsSorted.end());
}

int SchedulerState::bufferId(const std::string& name) const {
  auto it = bufferIndex.find(name);
  return it == bufferIndex.end() ? -1 : it->second;
}

int SchedulerState::definingLeaf(const std::string& name) const {
  int b = bufferId(name);
  return b < 0 ? -1 : buffers[static_cast<std::size_t>(b)].definingLeaf;
}

std::string SchedulerState::renamed(const std::string& name) const {
  auto it = mutationRenames.find(name);
  return it == mutationRenames.end() ? name : it->second;
}

void SchedulerState::buildBuffers() {
  auto add = [&](const std::string& name) -> BufferInfo& {
    // try_emplace: no node is made for a name already known (most of them).
    auto [it, inserted] = bufferIndex.try_emplace(name, static_cast<int>(buffers.size()));
    if (inserted) {
      buffers.emplace_back();
      buffers.back().name = name;
    }
    return buffers[static_cast<std::size_t>(it->second)];
  };
  std::size_t named = 0;
  for (const auto& n : graph->nodes) named += n.outputs.size() + n.writes.size();
  bufferIndex.reserve(named + 16);
  buffers.reserve(named + 16);
  for (std::size_t i = 0; i < graph->nodes.size(); ++i) {
    const ir::Node& n = graph->nodes[i];
    if (!n.outputs.empty()) {
      for (const auto& out : n.outputs) {
        BufferInfo& b = add(out.name);
        b.definingLeaf = static_cast<int>(i);
        b.hasLayout = true;
        b.layout = out.layout;
        b.userCount = static_cast<int>(out.users.size());
        b.mutations = out.mutations;
      }
    } else {
      // Older releases: no outputs block; the node's writes name its buffers.
      for (const auto& w : n.writes) {
        BufferInfo& b = add(ir::depName(w));
        b.definingLeaf = static_cast<int>(i);
        b.userCount = n.legacyUsers ? static_cast<int>(n.legacyUsers->size()) : 1;
      }
    }
  }
  for (const auto& n : graph->nodes) {
    for (const auto& [name, layout] : n.bufferLayouts) {
      BufferInfo& b = add(name);
      if (!b.hasLayout) {
        b.hasLayout = true;
        b.layout = layout;
      }
    }
    for (const auto* list : {&n.writes, &n.unmet_dependencies, &n.met_dependencies})
      for (const auto& d : *list) add(ir::depName(d));
  }
  auto facts = std::make_shared<std::unordered_map<std::string, BufferFacts>>();
  for (const auto& b : buffers) {
    if (!b.hasLayout) continue;
    BufferFacts f;
    f.numel = b.layout.numel();
    f.itemsize = b.layout.itemsize();  // 0 for MultiOutputLayout / NoneLayout
    (*facts)[b.name] = f;
  }
  deps.setLookup([facts](const std::string& name) -> std::optional<BufferFacts> {
    auto it = facts->find(name);
    if (it == facts->end()) return std::nullopt;
    return it->second;
  });
}

// buildLeaves' state across nodes (mutation_renames as compute_dependencies builds it)
// and its scratch per node (the printed dependencies, interned).
struct SchedulerState::LeafScratch {
  std::unordered_map<std::string, std::string> renames;
  std::vector<std::pair<int, int>> keyed;                   // (access rank, dep id)
  std::vector<int> printedWrites, printedReads, unmetList;  // of the node at hand
  std::string rename(std::string name) const {
    for (int guard = 0; guard < 64; ++guard) {
      auto it = renames.find(name);
      if (it == renames.end()) break;
      name = it->second;
    }
    return name;
  }
};

void SchedulerState::buildLeaves(bool verifyExtraction) {
  LeafScratch w;
  const int n = static_cast<int>(graph->nodes.size());
  leaves.reserve(static_cast<std::size_t>(n));
  nodes.reserve(static_cast<std::size_t>(n) * 2);
  std::size_t printed = 0;
  for (const auto& node : graph->nodes)
    printed += node.writes.size() + node.unmet_dependencies.size() + node.met_dependencies.size();
  deps.reserve(printed + 16);
  for (int i = 0; i < n; ++i) {
    const ir::Node& src = graph->nodes[static_cast<std::size_t>(i)];
    Leaf leaf = makeLeaf(src, i);
    SNode s = makeSNode(src, leaf, i);
    // Printed dependencies: the truth for membership.
    w.printedWrites.clear();
    w.printedReads.clear();
    w.unmetList.clear();
    for (const auto& d : src.writes) w.printedWrites.push_back(deps.intern(d));
    for (const auto& d : src.unmet_dependencies) {
      int id = deps.intern(d);
      w.printedReads.push_back(id);
      w.unmetList.push_back(id);
    }
    for (const auto& d : src.met_dependencies) w.printedReads.push_back(deps.intern(d));
    orderAccesses(src, verifyExtraction, w, leaf, s);
    for (int id : s.reads)
      if (std::find(w.unmetList.begin(), w.unmetList.end(), id) != w.unmetList.end()) s.unmet.push_back(id);
    refreshDerived(s);

    // compute_dependencies: this node's mutations rename the mutated buffer for later nodes.
    for (const auto& out : src.outputs)
      for (const auto& alt : out.mutations) {
        w.renames[w.rename(alt)] = out.name;
        w.renames[alt] = out.name;
        auto real = mutationRealName.find(alt);
        mutationRealName[out.name] = real == mutationRealName.end() ? alt : real->second;
      }

    leafIndex.emplace(leaf.name, i);
    leaves.push_back(std::move(leaf));
    nodes.push_back(std::move(s));
    current.push_back(i);
  }
  mutationRenames = std::move(w.renames);
  fusedOf.resize(leaves.size());
  fusedMask.assign(AncestorSet::wordsFor(static_cast<int>(leaves.size())), 0);
  for (std::size_t i = 0; i < leaves.size(); ++i) fusedOf[i] = static_cast<int>(i);
}

Leaf SchedulerState::makeLeaf(const ir::Node& src, int i) const {
  Leaf leaf;
  leaf.name = src.name;
  leaf.kind = kindOf(src);
  leaf.irType = src.irType;
  leaf.order = i;
  leaf.selfNode = i;
  leaf.src = &src;
  leaf.reduction = (leaf.kind == SKind::Scheduler || leaf.kind == SKind::Template) &&
                   (src.body ? bodyHasReduction(*src.body) : src.isReduction());
  for (const auto& out : src.outputs)
    if (!out.mutations.empty()) leaf.aliasOrMutation = true;
  if (!src.outputs.empty()) {
    leaf.dataSize = src.outputs.front().layout.size;
    leaf.symDataSize = src.outputs.front().layout.symSize;
  }
  for (const auto& w : src.writes) {
    int b = bufferId(ir::depName(w));
    if (b >= 0 && std::find(leaf.buffers.begin(), leaf.buffers.end(), b) == leaf.buffers.end() &&
        buffers[static_cast<std::size_t>(b)].definingLeaf == i)
      leaf.buffers.push_back(b);
  }
  for (const auto& out : src.outputs) {
    int b = bufferId(out.name);
    if (std::find(leaf.buffers.begin(), leaf.buffers.end(), b) == leaf.buffers.end()) leaf.buffers.push_back(b);
  }
  return leaf;
}

SNode SchedulerState::makeSNode(const ir::Node& src, const Leaf& leaf, int i) const {
  SNode s;
  s.id = i;
  s.name = src.name;
  s.kind = leaf.kind;
  s.leaves = {i};
  s.device = src.group ? src.group->device : device;
  if (src.group && (leaf.kind == SKind::Scheduler || leaf.kind == SKind::Template)) {
    s.group = *src.group;
    s.hasGroup = true;
  }
  if (src.sizes) {
    s.iterSizes = src.sizes->iteration;
    s.reduceSizes = src.sizes->reduction;
    if (src.sizes->symIteration.size() == s.iterSizes.size()) s.symIterSizes = src.sizes->symIteration;
    if (src.sizes->symReduction.size() == s.reduceSizes.size()) s.symReduceSizes = src.sizes->symReduction;
  }
  s.loopOrder.resize(s.iterSizes.size());
  for (std::size_t k = 0; k < s.loopOrder.size(); ++k) s.loopOrder[k] = static_cast<int>(k);
  s.reduction = leaf.reduction;
  s.isTemplate = leaf.kind == SKind::Template;
  s.buffers = leaf.buffers;
  s.minOrder = s.maxOrder = i;
  return s;
}

// Inductor's order of the node's accesses into s.reads / s.writes: derived from the
// loop body. When every buffer is read (and written) through one dependency, the
// buffers' access order decides it; otherwise the accesses themselves are derived
// (extract_read_writes), as always with `verifyExtraction`. Printed dependencies the
// body does not order (the scheduler's ordering deps) follow in their printed order.
void SchedulerState::orderAccesses(const ir::Node& src, bool verifyExtraction, LeafScratch& w, Leaf& leaf, SNode& s) {
  std::vector<int> reads, writes;
  const std::vector<int>& printedReads = w.printedReads;
  const std::vector<int>& printedWrites = w.printedWrites;
  const bool hasBody = src.body && src.sizes && (leaf.kind == SKind::Scheduler || leaf.kind == SKind::Template);
  bool full = verifyExtraction;
  if (hasBody && !full) {
    // Two dependencies on one buffer need the accesses themselves to be ordered.
    auto repeats = [&](const std::vector<int>& ids, bool memoryOnly) {
      for (std::size_t a = 0; a < ids.size(); ++a)
        for (std::size_t b = a + 1; b < ids.size(); ++b)
          if ((!memoryOnly || (deps[ids[a]].isMemory() && deps[ids[b]].isMemory())) &&
              deps[ids[a]].name == deps[ids[b]].name)
            return true;
      return false;
    };
    full = repeats(printedReads, true) || repeats(printedWrites, false);
  }
  int memoryReads = 0;
  for (int id : printedReads)
    if (deps[id].isMemory()) ++memoryReads;
  if (hasBody && !full && memoryReads <= 1 && printedWrites.size() <= 1 && w.renames.empty()) {
    // One access each way: the order is the body's (loads before the
    // scheduler's ordering deps) without walking it.
    reads = printedReads;
    std::stable_partition(reads.begin(), reads.end(), [&](int id) { return deps[id].isMemory(); });
    writes = printedWrites;
  } else if (hasBody && !full) {
    orderByBody(src, w, leaf, reads, writes);
  } else if (hasBody) {
    extractAndCheck(src, w, leaf, reads, writes);
  }
  for (int id : printedReads)
    if (std::find(reads.begin(), reads.end(), id) == reads.end()) reads.push_back(id);
  for (int id : printedWrites)
    if (std::find(writes.begin(), writes.end(), id) == writes.end()) writes.push_back(id);
  s.writes = std::move(writes);
  s.reads = std::move(reads);
}

// The printed dependencies sorted by the body's first access to their buffers.
void SchedulerState::orderByBody(const ir::Node& src, LeafScratch& w, Leaf& leaf, std::vector<int>& reads,
                                 std::vector<int>& writes) {
  auto log = fs::logger("fusion");
  const std::vector<int>& printedReads = w.printedReads;
  const std::vector<int>& printedWrites = w.printedWrites;
  std::vector<std::pair<int, int>>& keyedScratch = w.keyed;
  const auto& renames = w.renames;
  auto rename = [&](std::string name) { return w.rename(std::move(name)); };
  try {
    ir::BufferAccessOrder order = bufferAccessOrder(*src.body);
    // mutation_renames applied to the body's names (views into the body
    // or into `renamedNames`, which never reallocates).
    std::vector<std::string> renamedNames;
    renamedNames.reserve(renames.empty() ? 0 : order.reads.size() + order.writes.size());
    auto rank = [&](std::vector<std::string_view>& names) {
      if (renames.empty()) return;
      for (auto& name : names) {
        std::string renamedName = rename(std::string(name));
        if (renamedName == name) continue;
        leaf.renames.emplace_back(std::string(name), renamedName);
        renamedNames.push_back(std::move(renamedName));
        name = renamedNames.back();
      }
    };
    rank(order.reads);
    rank(order.writes);
    // A stable sort by first access (unranked last), without allocating for the usual handful.
    auto sortBy = [&](std::vector<int> ids, const std::vector<std::string_view>& r, bool memoryOnly) {
      keyedScratch.clear();
      for (int id : ids) {
        const DepRec& d = deps[id];
        int key = 1 << 30;
        if (!memoryOnly || d.isMemory())
          for (std::size_t k = 0; k < r.size(); ++k)
            if (r[k] == d.name) {
              key = static_cast<int>(k);
              break;
            }
        keyedScratch.emplace_back(key, id);
      }
      if (keyedScratch.size() <= 32) {
        for (std::size_t k = 1; k < keyedScratch.size(); ++k)
          for (std::size_t m = k; m > 0 && keyedScratch[m].first < keyedScratch[m - 1].first; --m)
            std::swap(keyedScratch[m], keyedScratch[m - 1]);
      } else {
        std::stable_sort(keyedScratch.begin(), keyedScratch.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
      }
      for (std::size_t k = 0; k < keyedScratch.size(); ++k) ids[k] = keyedScratch[k].second;
      return ids;
    };
    reads = sortBy(printedReads, order.reads, true);
    writes = sortBy(printedWrites, order.writes, false);
  } catch (const std::exception& e) {
    log->warn("{}: cannot derive access order from the loop body: {}", src.name, e.what());
  }
}

namespace {
// A MemoryDep derived from a loop body over the node's loops (normalize=False: every
// loop variable, in order) gets those loops' symbolic sizes as its extents, as
// Inductor's extract_read_writes over the symbolic sizes would; left as is when the
// loops are integers or do not line up with its ranges.
void attachSymbolicExtents(ir::Dep& d, const std::vector<ir::Expr>& sym, const std::vector<std::int64_t>& hints) {
  auto* m = std::get_if<ir::MemoryDep>(&d);
  if (!m || sym.empty() || m->var_ranges.size() != sym.size()) return;
  for (std::size_t k = 0; k < sym.size(); ++k)
    if (m->var_ranges[k].second != hints[k]) return;
  m->symRanges = sym;
}

// The node's loops' symbolic sizes (iteration, then reduction) with their hints; empty
// when all are integers.
std::pair<std::vector<ir::Expr>, std::vector<std::int64_t>> symbolicLoops(
    const std::vector<ir::Expr>& symIter, const std::vector<std::int64_t>& iter, const std::vector<ir::Expr>& symRed,
    const std::vector<std::int64_t>& red) {
  if (symIter.empty() && symRed.empty()) return {};
  std::vector<ir::Expr> sym = ir::sizevars::asExprs(iter, symIter);
  for (auto& e : ir::sizevars::asExprs(red, symRed)) sym.push_back(e);
  std::vector<std::int64_t> hints = iter;
  hints.insert(hints.end(), red.begin(), red.end());
  return {sym, hints};
}
}  // namespace

// The accesses derived from the body (extract_read_writes), in their order, checked
// against the printed dependencies (ExtractionStats).
void SchedulerState::extractAndCheck(const ir::Node& src, LeafScratch& w, Leaf& leaf, std::vector<int>& reads,
                                     std::vector<int>& writes) {
  auto log = fs::logger("fusion");
  // SchedulerNode._compute_attrs: normalised unless loop ordering after fusion may
  // reorder the loops (a GPU node with the knob on)
  const std::string& dev = src.group ? src.group->device : device;
  const bool normalize = !knobs.loop_ordering_after_fusion || !isGpuDevice(dev);
  const std::vector<int>& printedReads = w.printedReads;
  const std::vector<int>& printedWrites = w.printedWrites;
  auto rename = [&](std::string name) { return w.rename(std::move(name)); };
  ++extraction.nodesWithBody;
  try {
    ir::ExtractedReadWrites ex = extractReadWrites(*src.body, src.sizes->iteration, src.sizes->reduction, normalize);
    // (a pair, not a structured binding: clang 14's lambdas cannot capture one)
    const auto loops = normalize ? std::pair<std::vector<ir::Expr>, std::vector<std::int64_t>>{}
                                 : symbolicLoops(src.sizes->symIteration, src.sizes->iteration,
                                                 src.sizes->symReduction, src.sizes->reduction);
    auto internRenamed = [&](ir::Dep d) {
      attachSymbolicExtents(d, loops.first, loops.second);
      std::visit(
          [&](auto& dd) {
            std::string r = rename(dd.name);
            if (r != dd.name) {
              leaf.renames.emplace_back(dd.name, r);
              dd.name = r;
            }
          },
          d);
      return deps.intern(d);
    };
    // A derived access has no symbolic form (dynamic shapes): it stands for the printed
    // one whose hints it equals.
    std::unordered_map<int, int> printedOfHint;
    for (const auto* list : {&printedReads, &printedWrites})
      for (int id : *list) printedOfHint.emplace(deps.hintForm(id), id);
    auto asPrinted = [&](int id) {
      auto it = printedOfHint.find(id);
      return it == printedOfHint.end() ? id : it->second;
    };
    std::vector<int> exReads, exWrites;
    for (auto& d : ex.reads) exReads.push_back(asPrinted(internRenamed(d)));
    for (auto& d : ex.writes) exWrites.push_back(asPrinted(internRenamed(d)));
    std::unordered_set<int> pr(printedReads.begin(), printedReads.end());
    std::unordered_set<int> pw(printedWrites.begin(), printedWrites.end());
    for (int id : exReads)
      if (pr.count(id) && std::find(reads.begin(), reads.end(), id) == reads.end()) reads.push_back(id);
    for (int id : exWrites)
      if (pw.count(id) && std::find(writes.begin(), writes.end(), id) == writes.end()) writes.push_back(id);
    // Agreement check (ordering deps added by the scheduler are not in the body).
    std::unordered_set<int> er(exReads.begin(), exReads.end()), ew(exWrites.begin(), exWrites.end());
    bool ok = ew == pw;
    for (int id : printedReads)
      if (deps[id].isMemory() && !er.count(id)) ok = false;
    for (int id : exReads)
      if (!pr.count(id)) ok = false;
    if (ok) {
      ++extraction.nodesMatched;
    } else if (extraction.mismatched.size() < 20) {
      extraction.mismatched.push_back(src.name);
    }
  } catch (const std::exception& e) {
    log->warn("{}: cannot derive read order from the loop body: {}", src.name, e.what());
    if (extraction.mismatched.size() < 20) extraction.mismatched.push_back(src.name);
  }
}

void SchedulerState::buildAncestors() {
  const int n = static_cast<int>(leaves.size());
  ancestors = AncestorSet(n);
  leafUsers.assign(static_cast<std::size_t>(n), {});
  for (int i = 0; i < n; ++i) {
    for (int id : nodes[static_cast<std::size_t>(i)].unmet) {
      int l = depLeaf(id);
      // A node reading a buffer it writes itself (torch 2.14+ compute_ancestors skips
      // such a self-edge; earlier releases could not compile it) is no ancestor of itself.
      if (l < 0 || l == i) continue;
      auto& users = leafUsers[static_cast<std::size_t>(l)];
      if (l < i && (users.empty() || users.back() != i)) users.push_back(i);
      if (l >= i) {
        throw InputError(graph->sourcePath, leaves[static_cast<std::size_t>(i)].src->line,
                         "node " + leaves[static_cast<std::size_t>(i)].name + " depends on " +
                             leaves[static_cast<std::size_t>(l)].name +
                             ", which comes later: expected nodes in topological order");
      }
      ancestors.addWithAncestors(i, l);
    }
  }
}

bool SchedulerState::hasAncestorLeaf(const SNode& n, int leaf) const {
  for (int b : n.leaves)
    if (ancestors.contains(b, leaf)) return true;
  return false;
}

bool SchedulerState::opsIntersectAncestors(const SNode& opsOf, const SNode& ancestorsOf) const {
  for (int a : opsOf.leaves)
    if (hasAncestorLeaf(ancestorsOf, a)) return true;
  return false;
}

std::vector<std::string> SchedulerState::usedBufferNames(const SNode& n) const {
  std::vector<std::string> out;
  std::unordered_set<std::string> seen;
  for (const auto* list : {&n.reads, &n.writes})
    for (int id : *list)
      if (seen.insert(dep(id).name).second) out.push_back(dep(id).name);
  return out;
}

std::vector<std::string> SchedulerState::memoryBufferNames(const SNode& n) const {
  std::vector<std::string> out;
  std::unordered_set<std::string> seen;
  for (const auto* list : {&n.reads, &n.writes})
    for (int id : *list) {
      const DepRec& d = dep(id);
      if (!d.isMemory() || d.integerIndex) continue;
      if (seen.insert(d.name).second) out.push_back(d.name);
    }
  return out;
}

bool SchedulerState::ownsBuffer(const SNode& n, const std::string& name) const {
  int b = bufferId(name);
  if (b < 0) return false;
  return std::find(n.buffers.begin(), n.buffers.end(), b) != n.buffers.end();
}

bool SchedulerState::isUnfusable(const SNode& n) const {
  return (n.kind == SKind::Nop || n.kind == SKind::Extern) && !n.isTemplate;
}

std::string SchedulerState::groupText(const SNode& n) const {
  if (!n.hasGroup) return "";
  if (n.group.tupleForm) return "(" + tupleText(n.group.iteration) + ", " + tupleText(n.group.reduction) + ")";
  return "(" + std::to_string(n.group.numel()) + ", " + std::to_string(n.group.rnumel()) + ")";
}

NodeInfo SchedulerState::info(int id) const {
  const SNode& n = node(id);
  NodeInfo i;
  i.name = n.name;
  i.kind = skindName(n.kind);
  for (int l : n.leaves) i.leaves.push_back(leaves[static_cast<std::size_t>(l)].name);
  i.group = groupText(n);
  i.reduction = n.reduction;
  i.minOrder = n.minOrder;
  i.maxOrder = n.maxOrder;
  return i;
}

std::vector<NodeInfo> SchedulerState::infos(const std::vector<int>& ids) const {
  std::vector<NodeInfo> out;
  out.reserve(ids.size());
  for (int id : ids) out.push_back(info(id));
  return out;
}

void SchedulerState::refreshGroupDeps(SNode& f) const {
  std::vector<int> writes, reads, unmet;
  std::unordered_set<int> seenW, seenR, seenU;
  std::unordered_set<std::string> ownNames;
  for (int b : f.buffers) ownNames.insert(buffers[static_cast<std::size_t>(b)].name);
  for (int l : f.leaves)
    for (int id : node(leaves[static_cast<std::size_t>(l)].selfNode).writes)
      if (seenW.insert(id).second) writes.push_back(id);
  for (int l : f.leaves)
    for (int id : node(leaves[static_cast<std::size_t>(l)].selfNode).reads)
      if (!seenW.count(id) && seenR.insert(id).second) reads.push_back(id);
  for (int l : f.leaves)
    for (int id : node(leaves[static_cast<std::size_t>(l)].selfNode).unmet)
      if (!ownNames.count(dep(id).name) && !seenW.count(id) && seenU.insert(id).second) unmet.push_back(id);
  f.writes = std::move(writes);
  f.reads = std::move(reads);
  f.unmet = std::move(unmet);
  refreshDerived(f);
}

int SchedulerState::makeFused(const std::vector<int>& leafIds, SKind kind, std::vector<int> outer, int depth) {
  SNode f;
  f.id = static_cast<int>(nodes.size());
  f.kind = kind;
  f.leaves = leafIds;
  f.outer = std::move(outer);
  f.outerDepth = depth;
  f.minOrder = f.maxOrder = leafIds.empty() ? 0 : leafIds.front();
  const SNode* groupFrom = nullptr;
  for (int l : leafIds) {
    const SNode& s = node(leaves[static_cast<std::size_t>(l)].selfNode);
    f.name += (f.name.empty() ? "" : "_") + s.name;
    f.minOrder = std::min(f.minOrder, s.minOrder);
    f.maxOrder = std::max(f.maxOrder, s.maxOrder);
    if (s.reduction) f.reduction = true;
    if (s.isTemplate) f.isTemplate = true;
    if (!groupFrom || (s.reduction && !groupFrom->reduction)) groupFrom = &s;
    for (int b : s.buffers)
      if (std::find(f.buffers.begin(), f.buffers.end(), b) == f.buffers.end()) f.buffers.push_back(b);
  }
  // FusedSchedulerNode.group = max(snodes, key=is_reduction).group: the first reduction's.
  if (groupFrom) {
    f.device = groupFrom->device;
    f.group = groupFrom->group;
    f.hasGroup = groupFrom->hasGroup;
  }
  refreshGroupDeps(f);
  nodes.push_back(std::move(f));
  return static_cast<int>(nodes.size()) - 1;
}

void SchedulerState::install(int id, int n1, int n2) {
  // fused_nodes.remove(node1), .remove(node2), .add(node3): the dead entries
  // are dropped when the round re-sorts the nodes (Scheduler::round).
  node(n1).alive = false;
  node(n2).alive = false;
  current.push_back(id);
  for (int l : node(id).leaves) {
    fusedOf[static_cast<std::size_t>(l)] = id;
    if (node(id).leaves.size() > 1) fusedMask[static_cast<std::size_t>(l >> 6)] |= std::uint64_t{1} << (l & 63);
  }
}

void SchedulerState::setReads(SNode& n, std::vector<int> reads) const {
  n.reads = std::move(reads);
  n.unmet.clear();
  for (int id : n.reads) {
    int b = depBufferId(id);
    if (b >= 0 && buffers[static_cast<std::size_t>(b)].definingLeaf >= 0) n.unmet.push_back(id);
  }
  refreshDerived(n);
}

std::vector<int> SchedulerState::topologicalSort(const std::vector<int>& ids) const {
  if (bufferNameRank_.size() != buffers.size()) {
    std::vector<int> order(buffers.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
      return buffers[static_cast<std::size_t>(a)].name < buffers[static_cast<std::size_t>(b)].name;
    });
    bufferNameRank_.assign(buffers.size(), 0);
    for (std::size_t r = 0; r < order.size(); ++r)
      bufferNameRank_[static_cast<std::size_t>(order[r])] = static_cast<int>(r);
  }
  std::vector<int> producer(buffers.size(), -1);  // buffer id -> node in `ids`
  for (int id : ids)
    for (int b : node(id).buffers) producer[static_cast<std::size_t>(b)] = id;
  std::vector<char> seen(nodes.size(), 0);
  std::vector<int> result;
  result.reserve(ids.size());
  struct Frame {
    int id;
    std::vector<int> next;
    std::size_t pos = 0;
  };
  // visit(n): the producers of n's unmet deps, deps sorted by buffer name.
  auto depsOf = [&](int id) {
    std::vector<std::pair<int, int>> keyed;  // (name rank, producer)
    for (int d : node(id).unmet) {
      int b = depBufferId(d);
      if (b < 0 || producer[static_cast<std::size_t>(b)] < 0) continue;
      keyed.emplace_back(bufferNameRank_[static_cast<std::size_t>(b)], producer[static_cast<std::size_t>(b)]);
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> out;
    out.reserve(keyed.size());
    for (const auto& k : keyed) out.push_back(k.second);
    return out;
  };
  for (int start : ids) {
    if (seen[static_cast<std::size_t>(start)]) continue;
    seen[static_cast<std::size_t>(start)] = 1;
    std::vector<Frame> stack;
    stack.push_back({start, depsOf(start)});
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.pos < f.next.size()) {
        int nxt = f.next[f.pos++];
        if (!seen[static_cast<std::size_t>(nxt)]) {
          seen[static_cast<std::size_t>(nxt)] = 1;
          stack.push_back({nxt, depsOf(nxt)});
        }
      } else {
        result.push_back(f.id);
        stack.pop_back();
      }
    }
  }
  return result;
}

bool SchedulerState::fusableWeakDep(int depId, const SNode& n1, const SNode& n2) const {
  const DepRec& weak = dep(depId);
  if (!ownsBufferId(n1, depBufferId(depId))) return false;
  const DepRec* write = nullptr;
  int count = 0;
  for (int w : n2.writes)
    if (dep(w).name == weak.mutatingBuf) {
      write = &dep(w);
      ++count;
    }
  if (count != 1 || !write->isMemory() || write->hasTmp) return false;
  if (holds(ReleaseRule::WeakDepNonInjective)) {  // a non-injective scatter (torch 2.12+)
    auto symbols = write->index.freeSymbols();
    for (const auto& [v, s] : write->ranges)
      if (std::find(symbols.begin(), symbols.end(), v) == symbols.end()) return false;
  }
  auto real = mutationRealName.find(weak.mutatingBuf);
  if (real == mutationRealName.end()) return false;
  const bool throughRealName = holds(ReleaseRule::WeakDepReadsRealName);  // torch 2.15+
  // Every read of the mutated buffer by `reader` reads what the write writes, and
  // whether it reads it at all.
  auto readsMatch = [&](const SNode& reader, bool& reads) {
    reads = false;
    for (int r : reader.reads) {
      const DepRec& rd = dep(r);
      const std::string* name = &rd.name;
      if (throughRealName)
        if (auto it = mutationRealName.find(rd.name); it != mutationRealName.end()) name = &it->second;
      if (*name != real->second) continue;
      reads = true;
      if (!rd.isMemory() || rd.hasTmp || !(rd.index == write->index)) return false;
      if (rd.ranges.size() != write->ranges.size()) return false;
      for (std::size_t k = 0; k < rd.ranges.size(); ++k)
        if (rd.ranges[k].second != write->ranges[k].second) return false;
    }
    return true;
  };
  bool reads = false;
  // torch 2.10+: a foreach node1's sub-nodes read concurrently; at most one may read it
  // (2.8 and 2.9 look at node1's reads as one)
  if (!holds(ReleaseRule::WeakDepForeachReads) || !n1.isForeach()) return readsMatch(n1, reads);
  int concurrent = 0;
  for (int sub : n1.snodes) {
    if (!readsMatch(node(sub), reads)) return false;
    if (reads) ++concurrent;
  }
  return concurrent <= 1;
}

void SchedulerState::pruneRedundantDeps(int id) {
  SNode& n = node(id);
  bool anyWeak = false;
  for (int d : n.unmet)
    if (dep(d).kind == DepRec::Kind::Weak) anyWeak = true;
  if (!anyWeak) {
    if (n.isForeach())
      for (int sub : std::vector<int>(n.snodes)) pruneRedundantDeps(sub);
    return;
  }
  std::unordered_map<int, int> count;  // fused node -> non-weak deps on it
  for (int d : n.unmet) {
    if (dep(d).kind == DepRec::Kind::Weak) continue;
    int l = depLeaf(d);
    if (l >= 0) ++count[fusedOf[static_cast<std::size_t>(l)]];
  }
  std::unordered_set<int> prune;
  for (int d : n.unmet) {
    if (dep(d).kind != DepRec::Kind::Weak) continue;
    int l = depLeaf(d);
    if (l < 0) continue;
    int producer = fusedOf[static_cast<std::size_t>(l)];
    bool redundant =
        count[producer] > 0 && (!holds(ReleaseRule::PruneAsksFusableWeakDep) || fusableWeakDep(d, node(producer), n));
    if (redundant || producer == id) prune.insert(d);
  }
  if (!prune.empty()) {
    std::vector<int> reads;
    for (int d : n.reads)
      if (!prune.count(d)) reads.push_back(d);
    setReads(n, std::move(reads));
  }
  // ForeachKernelSchedulerNode.prune_redundant_deps: then each sub-node.
  if (n.isForeach())
    for (int sub : std::vector<int>(n.snodes)) pruneRedundantDeps(sub);
}

void SchedulerState::applyLoopOrder(int leafNodeId, const std::vector<int>& newOrder) {
  SNode& n = node(leafNodeId);
  const Leaf& leaf = leaves[static_cast<std::size_t>(n.leaves.front())];
  if (!leaf.src->body || !leaf.src->sizes) return;
  std::vector<int> perm(newOrder.size());
  std::vector<std::int64_t> sizes(newOrder.size());
  std::vector<ir::Expr> symSizes(n.symIterSizes.empty() ? 0 : newOrder.size());
  for (std::size_t k = 0; k < newOrder.size(); ++k) {
    perm[k] = n.loopOrder[static_cast<std::size_t>(newOrder[k])];
    sizes[k] = n.iterSizes[static_cast<std::size_t>(newOrder[k])];
    if (!symSizes.empty()) symSizes[k] = n.symIterSizes[static_cast<std::size_t>(newOrder[k])];
  }
  ir::ExtractedReadWrites ex =
      extractReadWrites(*leaf.src->body, leaf.src->sizes->iteration, leaf.src->sizes->reduction, false, perm);
  const auto loops = symbolicLoops(symSizes, sizes, n.symReduceSizes, n.reduceSizes);
  auto internRenamed = [&](ir::Dep d) {
    attachSymbolicExtents(d, loops.first, loops.second);
    std::visit(
        [&](auto& dd) {
          for (const auto& [from, to] : leaf.renames)
            if (dd.name == from) dd.name = to;
        },
        d);
    return deps.intern(d);
  };
  std::vector<int> reads, writes;
  for (auto& d : ex.reads) {
    int id = internRenamed(d);
    if (std::find(reads.begin(), reads.end(), id) == reads.end()) reads.push_back(id);
  }
  for (int old : n.reads)
    if (!dep(old).isMemory() && std::find(reads.begin(), reads.end(), old) == reads.end()) reads.push_back(old);
  for (auto& d : ex.writes) {
    int id = internRenamed(d);
    if (std::find(writes.begin(), writes.end(), id) == writes.end()) writes.push_back(id);
  }
  n.loopOrder = std::move(perm);
  n.iterSizes = std::move(sizes);
  n.symIterSizes = std::move(symSizes);
  n.writes = std::move(writes);
  setReads(n, std::move(reads));
}

// ShapeEnv.replacements seen in the dump: a node's group is simplified (replacements
// applied) while its printed sizes are not. Where the sizes' product differs from the
// group's in form, a symbol only the sizes name is replaced by one only the group names
// when both have the same example value and the substitution makes the products equal
// (bart's dropout mask: sizes [2, s7, 128], group (256*s50, 1)).
void SchedulerState::findSizeReplacements() {
  std::map<std::string, std::int64_t> hint;
  for (const auto& sym : graph->sizeSymbols)
    if (sym.source != "fallback") hint.emplace(sym.name, sym.hint);
  if (hint.size() < 2) return;
  for (const auto& n : graph->nodes) {
    if (!n.group || !n.sizes || (n.sizes->symIteration.empty() && n.sizes->symReduction.empty())) continue;
    using ir::sizevars::asExprs;
    auto sizes = asExprs(n.sizes->iteration, n.sizes->symIteration);
    for (auto& e : asExprs(n.sizes->reduction, n.sizes->symReduction)) sizes.push_back(e);
    auto groups = asExprs(n.group->iteration, n.group->symIteration);
    for (auto& e : asExprs(n.group->reduction, n.group->symReduction)) groups.push_back(e);
    ir::Expr ofSizes = ir::Expr::mul(sizes);
    if (!sizeReplacements.empty()) ofSizes = ofSizes.substitute(sizeReplacements);
    const ir::Expr ofGroup = ir::Expr::mul(groups);
    if (ofSizes == ofGroup) continue;
    const auto inSizes = ofSizes.freeSymbols(), inGroup = ofGroup.freeSymbols();
    for (const auto& a : inSizes) {
      if (std::find(inGroup.begin(), inGroup.end(), a) != inGroup.end() || !hint.count(a)) continue;
      for (const auto& b : inGroup) {
        if (std::find(inSizes.begin(), inSizes.end(), b) != inSizes.end() || !hint.count(b) || hint[a] != hint[b])
          continue;
        const std::map<std::string, ir::Expr> candidate{{a, ir::Expr::var(b)}};
        if (ofSizes.substitute(candidate) == ofGroup) {
          sizeReplacements.emplace(a, ir::Expr::var(b));
          break;
        }
      }
    }
  }
}

// ---- foreach groups ------------------------------------------------------------------

void SchedulerState::mergeDeps(SNode& f, const std::vector<int>& parts) const {
  std::vector<int> writes, reads, unmet;
  std::unordered_set<int> seenW, seenR, seenU;
  for (int p : parts)
    for (int id : node(p).writes)
      if (seenW.insert(id).second) writes.push_back(id);
  for (int p : parts)
    for (int id : node(p).reads)
      if (!seenW.count(id) && seenR.insert(id).second) reads.push_back(id);
  for (int p : parts)
    for (int id : node(p).unmet)
      if (!ownsBufferId(f, depBufferId(id)) && !seenW.count(id) && seenU.insert(id).second) unmet.push_back(id);
  f.writes = std::move(writes);
  f.reads = std::move(reads);
  f.unmet = std::move(unmet);
  refreshDerived(f);
}

int SchedulerState::makeForeach(const std::vector<int>& snodes) {
  std::vector<int> leafIds;
  for (int sub : snodes) leafIds.insert(leafIds.end(), node(sub).leaves.begin(), node(sub).leaves.end());
  // FusedSchedulerNode.__init__ over the sub-nodes: the name joins theirs (so
  // their leaves'), reads/writes are merged in sub-node (so leaf) order.
  const int id = makeFused(leafIds, SKind::Foreach);
  SNode& f = node(id);
  f.snodes = snodes;
  f.device = node(snodes.front()).device;
  f.hasGroup = false;  // group = (device, (("combo_kernel",),))
  f.group = {};
  for (int sub : snodes) {
    for (int r : node(sub).reads) {
      const std::string& name = dep(r).name;
      auto it = std::find_if(f.readToNode.begin(), f.readToNode.end(), [&](const auto& e) { return e.first == name; });
      if (it == f.readToNode.end())
        f.readToNode.emplace_back(name, sub);
      else
        it->second = sub;  // the last sub-node reading it wins
    }
    for (int l : node(sub).leaves) f.nameToNode.emplace_back(l, sub);
  }
  return id;
}

void SchedulerState::createForeachNodes() {
  if (foreachCreated_) return;
  foreachCreated_ = true;
  if (foreachLists.empty()) return;
  std::vector<int> groups;
  std::unordered_set<int> removed;
  // torch 2.15+: extern nodes leave the list too, and an element that reads an earlier
  // one's buffer starts a new foreach node (the elements of one run in parallel)
  const bool split = holds(ReleaseRule::ForeachListsSplitOnDependency);
  for (const auto& list : foreachLists) {
    std::vector<int> snodes;
    for (const auto& name : list) {
      auto it = leafIndex.find(name);
      if (it == leafIndex.end()) continue;
      const int id = fusedOf[static_cast<std::size_t>(it->second)];
      if (!node(id).alive || node(id).kind == SKind::Nop || removed.count(id)) continue;
      if (split && node(id).kind == SKind::Extern) continue;
      snodes.push_back(id);
    }
    if (snodes.empty()) continue;
    for (int id : snodes) removed.insert(id);
    std::vector<std::vector<int>> parts(1);
    std::unordered_set<std::string> written;
    for (int id : snodes) {
      if (split) {
        bool readsEarlier = false;
        for (int d : node(id).unmet) readsEarlier = readsEarlier || written.count(dep(d).name);
        if (readsEarlier && !parts.back().empty()) {
          parts.emplace_back();
          written.clear();
        }
        for (int b : node(id).buffers) written.insert(buffers[static_cast<std::size_t>(b)].name);
      }
      parts.back().push_back(id);
    }
    for (const auto& part : parts) {
      const int f = makeForeach(part);
      for (int l : node(f).leaves) {
        fusedOf[static_cast<std::size_t>(l)] = f;
        fusedMask[static_cast<std::size_t>(l >> 6)] |= std::uint64_t{1} << (l & 63);
      }
      groups.push_back(f);
    }
  }
  // self.nodes = [the others] + foreach nodes, then topological_sort_schedule.
  std::vector<int> nodesNow;
  for (int id : current)
    if (!removed.count(id)) nodesNow.push_back(id);
  for (int id : removed) node(id).alive = false;
  nodesNow.insert(nodesNow.end(), groups.begin(), groups.end());
  current = topologicalSort(nodesNow);
}

int SchedulerState::foreachProducerSubnode(int foreach, int consumer) const {
  const SNode& f = node(foreach);
  std::vector<int> producers;
  for (int r : node(consumer).reads) {
    const int b = depBufferId(r);
    if (b < 0) continue;
    const int leaf = buffers[static_cast<std::size_t>(b)].definingLeaf;
    if (leaf < 0) continue;
    for (const auto& [l, sub] : f.nameToNode)
      if (l == leaf) {
        if (std::find(producers.begin(), producers.end(), sub) == producers.end()) producers.push_back(sub);
        break;
      }
  }
  return producers.size() == 1 ? producers.front() : -1;
}

int SchedulerState::foreachConsumerSubnode(int foreach, int producer) const {
  const SNode& f = node(foreach);
  for (int b : node(producer).buffers)
    for (const auto& [name, sub] : f.readToNode)
      if (name == buffers[static_cast<std::size_t>(b)].name) return sub;
  return -1;
}

int SchedulerState::fuseForeach(int producer, int consumer) {
  auto join = [&](int a, int b) {  // FusedSchedulerNode.fuse(a, b)
    std::vector<int> leafIds = node(a).leaves;
    leafIds.insert(leafIds.end(), node(b).leaves.begin(), node(b).leaves.end());
    return makeFused(leafIds, SKind::Fused);
  };
  if (node(producer).isForeach() && node(consumer).isForeach()) {
    std::vector<int> subs;
    const std::vector<int> left = node(producer).snodes, right = node(consumer).snodes;
    for (std::size_t i = 0; i < left.size() && i < right.size(); ++i) subs.push_back(join(left[i], right[i]));
    return makeForeach(subs);
  }
  const bool foreachFirst = node(producer).isForeach();
  const int fe = foreachFirst ? producer : consumer;
  const int other = foreachFirst ? consumer : producer;
  const int target = foreachFirst ? foreachProducerSubnode(fe, other) : foreachConsumerSubnode(fe, other);
  std::vector<int> subs;
  int joined = -1;
  for (int sub : std::vector<int>(node(fe).snodes)) {
    if (sub == target) {
      joined = foreachFirst ? join(sub, other) : join(other, sub);
      subs.push_back(joined);
    } else {
      subs.push_back(sub);
    }
  }
  if (joined < 0) return makeForeach(subs);
  // The constructor's prev_node_1/prev_node_2 branch: read-writes merged from
  // the foreach node and the new sub-node, read_to_node left empty,
  // name_to_node carried over with the new sub-node's leaves pointing to it.
  const int id = makeForeach(subs);
  SNode& f = node(id);
  mergeDeps(f, {fe, joined});
  f.readToNode.clear();
  f.nameToNode = node(fe).nameToNode;
  for (int l : node(joined).leaves) {
    auto it = std::find_if(f.nameToNode.begin(), f.nameToNode.end(), [&](const auto& e) { return e.first == l; });
    if (it == f.nameToNode.end())
      f.nameToNode.emplace_back(l, joined);
    else
      it->second = joined;
  }
  return id;
}

}  // namespace fs::fusion
