#include "core/codegen/KernelSpec.h"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <optional>

#include "core/codegen/OpSupport.h"
#include "core/util/Error.h"

namespace fs::codegen {

std::string identifierOf(const std::string& s) {
  std::string out;
  for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  return out;
}

std::string refinedVar(bool reduction, std::size_t i) { return (reduction ? "r" : "x") + std::to_string(i); }

namespace {

std::int64_t product(const std::vector<std::int64_t>& v, std::size_t from = 0, std::size_t to = SIZE_MAX) {
  std::int64_t p = 1;
  for (std::size_t i = from; i < std::min(to, v.size()); ++i) p *= v[i];
  return p;
}

struct NodeShape {
  std::vector<std::int64_t> it, red;  // loop sizes from var_ranges
  std::vector<std::string> vars;      // p0.. in order
};

NodeShape shapeOf(const ir::Node& n) {
  NodeShape s;
  const auto& vr = n.body->var_ranges;
  std::size_t nIt = n.sizes ? n.sizes->iteration.size() : vr.size();
  for (std::size_t i = 0; i < vr.size(); ++i) {
    s.vars.push_back(vr[i].first);
    (i < nIt ? s.it : s.red).push_back(vr[i].second);
  }
  return s;
}

// Prefix products of dims (outermost first), starting at 1.
std::vector<std::int64_t> prefixCuts(const std::vector<std::int64_t>& dims) {
  std::vector<std::int64_t> cuts{1};
  for (auto d : dims) cuts.push_back(cuts.back() * d);
  return cuts;
}

bool isChain(const std::set<std::int64_t>& cuts) {
  std::int64_t prev = 0;
  for (auto c : cuts) {
    if (prev != 0 && (c % prev) != 0) return false;
    prev = c;
  }
  return true;
}

// Loop orders tried for a node whose read does not line up (at most 6! permutations).
constexpr std::size_t kMaxReorderDims = 6;

// A node's loop orders other than its own (virtual dim k = original dim order[k]):
// reduction dims stay after the iteration dims. None for more than kMaxReorderDims.
std::vector<std::vector<std::size_t>> otherLoopOrders(const NodeShape& s) {
  std::vector<std::vector<std::size_t>> out;
  const std::size_t nIt = s.it.size(), nAll = s.it.size() + s.red.size();
  const bool reduction = !s.red.empty() && product(s.red) > 1;
  if (nAll > kMaxReorderDims) return out;
  std::vector<std::size_t> identity(nAll);
  std::iota(identity.begin(), identity.end(), 0);
  if (!reduction) {
    auto p = identity;
    while (std::next_permutation(p.begin(), p.end())) out.push_back(p);
    return out;
  }
  std::vector<std::size_t> it(identity.begin(), identity.begin() + static_cast<std::ptrdiff_t>(nIt));
  do {
    std::vector<std::size_t> red(identity.begin() + static_cast<std::ptrdiff_t>(nIt), identity.end());
    do {
      std::vector<std::size_t> order = it;
      order.insert(order.end(), red.begin(), red.end());
      if (order != identity) out.push_back(order);
    } while (std::next_permutation(red.begin(), red.end()));
  } while (std::next_permutation(it.begin(), it.end()));
  return out;
}

// Range [min, max] of the r-variable part of an affine index over the nest's r domain.
std::pair<std::int64_t, std::int64_t> rRange(const ir::Expr::Affine& a, const LoopNest& nest) {
  std::int64_t lo = 0, hi = 0;
  for (const auto& [sym, c] : a.coeffs) {
    if (sym.size() < 2 || sym[0] != 'r' || !std::isdigit(static_cast<unsigned char>(sym[1]))) continue;
    std::size_t j = static_cast<std::size_t>(std::stoll(sym.substr(1)));
    std::int64_t ext = j < nest.rDims.size() ? nest.rDims[j] - 1 : 0;
    (c < 0 ? lo : hi) += c * ext;
  }
  return {lo, hi};
}

// True when every element `load` reads at an iteration of the nest was written by
// `store` (of an earlier node of the same nest) before, in the same thread: the same
// index (the same iteration), or, for a store inside an r-loop, an element of the
// same row (later stages of a row run after its r-loop: same x part, r part inside
// the store's r part).
bool readsOwnIteration(const Access& load, const Access& store, NodeRole storeRole, const LoopNest& nest) {
  if (load.index == store.index) return true;
  if (storeRole == NodeRole::XOnly || store.postLoop || !store.usesR) return false;
  auto la = load.index.asAffine(), sa = store.index.asAffine();
  if (!la || !sa || la->offset != sa->offset) return false;
  auto xPart = [](const ir::Expr::Affine& a) {
    std::map<std::string, std::int64_t> out;
    for (const auto& [sym, c] : a.coeffs)
      if (c != 0 && !(sym.size() > 1 && sym[0] == 'r' && std::isdigit(static_cast<unsigned char>(sym[1]))))
        out[sym] = c;
    return out;
  };
  if (xPart(*la) != xPart(*sa)) return false;
  auto [llo, lhi] = rRange(*la, nest);
  auto [slo, shi] = rRange(*sa, nest);
  return llo >= slo && lhi <= shi;
}

// The first node (index into spec.nodes) that reads, in its nest, a buffer earlier
// nodes of the nest write, at an element none of them wrote in the same iteration
// (or row): another thread's, a later iteration's, another row's. SIZE_MAX if none.
std::size_t firstCrossIterationRead(const KernelSpec& spec) {
  for (std::size_t i = 0; i < spec.nodes.size(); ++i) {
    const auto& ln = spec.nodes[i];
    const auto& nest = spec.nests[static_cast<std::size_t>(ln.nest)];
    for (const auto& ld : ln.loads) {
      bool written = false, own = false;
      for (std::size_t j = 0; j < i && !own; ++j) {
        const auto& prev = spec.nodes[j];
        if (prev.nest != ln.nest) continue;
        for (const auto& st : prev.stores)
          if (st.buffer == ld.buffer) {
            written = true;
            if (readsOwnIteration(ld, st, prev.role, nest)) own = true;
          }
      }
      if (written && !own) return i;
    }
  }
  return SIZE_MAX;
}

}  // namespace

namespace {

// lowerGroup's steps over one group's nodes, in the order KernelSpec.h gives them: 1.
// nests and roles, 2. loop orders and variable maps per nest, 3. accesses; again with
// another loop order or a node split into a nest of its own until no node reads what
// another iteration writes (resolve); 4. stages.
class GroupLowering {
 public:
  GroupLowering(KernelSpec& spec, std::vector<const ir::Node*> nodes) : spec(spec), nodes(std::move(nodes)) {
    for (const auto* n : this->nodes) shapes.push_back(shapeOf(*n));
  }

  /// Steps 1-4; false (spec.unsupported says why) when no loop order of a node reads
  /// the values its kernel's earlier nodes write in the same iteration.
  bool lower() {
    if (!resolve()) return false;
    buildStages();
    return true;
  }

 private:
  // Buffers node i stores after its reduction loop (store_reduction) or per row.
  std::set<std::string> storedNames(std::size_t i) const {
    std::set<std::string> out;
    for (const auto& blk : nodes[i]->body->blocks)
      for (const auto& op : blk.ops)
        if (op.form == ir::LoopOp::Form::Ops &&
            (op.code == ir::OpCode::Store || op.code == ir::OpCode::StoreReduction) && !op.args.empty())
          out.insert(op.args[0].text);
    return out;
  }

  // Steps 1-3 under forcedSplit and orderOverride. Returns SIZE_MAX, or the first
  // node that fits no loop order of its nest (it must open a new nest).
  std::size_t lowerOnce() {
    spec.nodes.clear();
    spec.nests.clear();
    placeNests();
    std::vector<std::vector<std::size_t>> orders(nodes.size());  // virtual dim k = original dim orders[i][k]
    for (std::size_t ni = 0; ni < spec.nests.size(); ++ni) {
      std::set<std::int64_t> cuts{1, spec.nests[ni].numel, spec.nests[ni].numel * spec.nests[ni].rnumel};
      if (const std::size_t invalid = orderNest(ni, orders, cuts); invalid != SIZE_MAX) return invalid;
      mapVariables(ni, orders, cuts);
    }
    collectAccesses();
    return SIZE_MAX;
  }

  // 1. Nests and roles.
  void placeNests() {
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const auto& s = shapes[i];
      std::int64_t n = product(s.it), r = product(s.red);
      bool isRed = !s.red.empty() && r > 1;
      if (!isRed && !s.red.empty()) {  // a reduction over one element behaves as pointwise
        n *= r;
        r = 1;
      }
      LoweredNode ln;
      ln.node = nodes[i];
      bool placed = false;
      if (!spec.nests.empty() && !forcedSplit.count(i)) {
        auto& nest = spec.nests.back();
        if (isRed) {
          if (nest.numel == n && nest.rnumel == r) {
            ln.role = NodeRole::Reduction;
            placed = true;
          } else if (nest.rnumel == 1 && nest.numel == n * r) {
            nest.numel = n;
            nest.rnumel = r;
            for (auto& other : spec.nodes)
              if (other.nest == static_cast<int>(spec.nests.size()) - 1) other.role = NodeRole::RLoop;
            ln.role = NodeRole::Reduction;
            placed = true;
          }
        } else {
          if (nest.rnumel == 1 && nest.numel == n) {
            ln.role = NodeRole::XOnly;
            placed = true;
          } else if (nest.rnumel > 1 && n == nest.numel * nest.rnumel) {
            ln.role = NodeRole::RLoop;
            placed = true;
          } else if (nest.rnumel > 1 && n == nest.numel) {
            ln.role = NodeRole::XOnly;
            placed = true;
          }
        }
      }
      if (!placed) {
        LoopNest nest;
        nest.numel = n;
        nest.rnumel = isRed ? r : 1;
        spec.nests.push_back(nest);
        ln.role = isRed ? NodeRole::Reduction : NodeRole::XOnly;
      }
      ln.nest = static_cast<int>(spec.nests.size()) - 1;
      spec.nodes.push_back(std::move(ln));
    }
  }

  // 2a. Loop order of each node of nest `ni`, refining `cuts` (the nest's loop sizes
  // as cumulative products). Returns SIZE_MAX, or the first node that fits no order.
  std::size_t orderNest(std::size_t ni, std::vector<std::vector<std::size_t>>& orders, std::set<std::int64_t>& cuts) {
    const std::int64_t N = spec.nests[ni].numel, M = spec.nests[ni].numel * spec.nests[ni].rnumel;
    std::set<std::string> rowScoped;     // stored once per row by earlier nodes of this nest
    std::set<std::string> linearStored;  // stored by earlier div/mod-indexed nodes of this nest
    for (std::size_t i = 0; i < spec.nodes.size(); ++i) {
      auto& ln = spec.nodes[i];
      if (ln.nest != static_cast<int>(ni)) continue;
      const auto& s = shapes[i];
      std::vector<std::int64_t> dims = s.it;
      dims.insert(dims.end(), s.red.begin(), s.red.end());
      std::vector<std::vector<std::size_t>> candidates;
      std::vector<std::size_t> identity(dims.size());
      std::iota(identity.begin(), identity.end(), 0);
      if (auto ov = orderOverride.find(i); ov != orderOverride.end() && ov->second != identity)
        candidates.push_back(ov->second);
      candidates.push_back(identity);
      if (ln.role == NodeRole::RLoop && dims.size() > 1 && dims.size() <= 10) {
        // Inductor reorders a pointwise node's loops to the reduction's: pick the dims
        // that make up the rows (product N), keeping their order.
        for (std::uint32_t mask = 1; mask + 1 < (1u << dims.size()); ++mask) {
          std::int64_t p = 1;
          std::vector<std::size_t> xs, rs;
          for (std::size_t d = 0; d < dims.size(); ++d) {
            if (mask & (1u << d)) {
              p *= dims[d];
              xs.push_back(d);
            } else {
              rs.push_back(d);
            }
          }
          if (p != N) continue;
          xs.insert(xs.end(), rs.begin(), rs.end());
          if (xs != identity) candidates.push_back(xs);
        }
      }
      // Prefer orders that refine with the nest (affine indexing, forwardable);
      // the identity with div/mod indexing comes last.
      auto refinesWith = [&](const std::vector<std::size_t>& order) {
        std::vector<std::int64_t> vd;
        for (auto d : order) vd.push_back(dims[d]);
        auto merged = cuts;
        for (auto c : prefixCuts(vd)) merged.insert(c);
        return isChain(merged);
      };
      std::stable_partition(candidates.begin(), candidates.end(), refinesWith);
      bool accepted = false;
      for (const auto& order : candidates) {
        std::vector<std::int64_t> vd;
        for (auto d : order) vd.push_back(dims[d]);
        auto merged = cuts;
        for (auto c : prefixCuts(vd)) merged.insert(c);
        bool refines = isChain(merged);
        if (!refines && order != identity) continue;
        // tentative map, to check that row-scoped values are read per row
        std::vector<std::int64_t> cutv(refines ? merged.begin() : cuts.begin(), refines ? merged.end() : cuts.end());
        std::map<std::string, ir::Expr> vm;
        std::int64_t D = ln.role == NodeRole::XOnly ? N : M;
        auto pc = prefixCuts(vd);
        for (std::size_t k = 0; k < order.size(); ++k) {
          std::vector<ir::Expr> terms;
          if (refines) {
            for (std::size_t j = 0; j + 1 < cutv.size(); ++j)
              if (cutv[j] >= pc[k] && cutv[j + 1] <= pc[k + 1] && pc[k] != pc[k + 1])
                terms.push_back(ir::Expr::var(cutv[j] >= N ? "r" : "x"));
            vm[s.vars[order[k]]] = terms.empty() ? ir::Expr::constant(0) : ir::Expr::add(terms);
          } else {
            vm[s.vars[order[k]]] = ir::Expr::var(D > N ? "r" : "x");  // flat index spans rows
          }
        }
        bool ok = true;
        // values stored through div/mod indexing by an earlier node may belong to other rows
        for (const auto& blk : ln.node->body->blocks)
          for (const auto& op : blk.ops)
            if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Load && !op.args.empty() &&
                linearStored.count(op.args[0].text))
              ok = false;
        for (const auto& blk : ln.node->body->blocks)
          for (const auto& access : ln.node->body->memoryAccesses(blk)) {
            if (access.op->code != ir::OpCode::Load || !rowScoped.count(access.buffer) || !access.index) continue;
            for (const auto& sym : access.index->substitute(vm).freeSymbols())
              if (sym == "r") ok = false;
          }
        if (!ok) continue;
        orders[i] = order;
        ln.linearMapped = !refines;
        if (refines) cuts = merged;
        accepted = true;
        break;
      }
      if (!accepted) return i;
      // (a sort stores every element of its row, in its second pass: not per row)
      const auto& ops0 = ln.node->body->blocks.front().ops;
      if (ln.role != NodeRole::RLoop && std::none_of(ops0.begin(), ops0.end(), isSortOp))
        for (const auto& b : storedNames(i)) rowScoped.insert(b);
      if (ln.linearMapped)
        for (const auto& b : storedNames(i)) linearStored.insert(b);
    }
    return SIZE_MAX;
  }

  // 2b. The nest's refined loop variables (x0.., r0..) and each node's map from its
  // variables (p0..) onto them.
  void mapVariables(std::size_t ni, const std::vector<std::vector<std::size_t>>& orders,
                    const std::set<std::int64_t>& cuts) {
    auto& nest = spec.nests[ni];
    const std::int64_t N = nest.numel, M = nest.numel * nest.rnumel;
    std::vector<std::int64_t> cutv(cuts.begin(), cuts.end());  // ascending: 1 .. M
    std::vector<std::string> qname;
    for (std::size_t j = 0; j + 1 < cutv.size(); ++j) {
      std::int64_t size = cutv[j + 1] / cutv[j];
      bool red = cutv[j] >= N;
      if (red) {
        qname.push_back(refinedVar(true, nest.rDims.size()));
        nest.rDims.push_back(size);
      } else {
        qname.push_back(refinedVar(false, nest.xDims.size()));
        nest.xDims.push_back(size);
      }
    }
    for (std::size_t i = 0; i < spec.nodes.size(); ++i) {
      auto& ln = spec.nodes[i];
      if (ln.nest != static_cast<int>(ni)) continue;
      const auto& s = shapes[i];
      std::vector<std::int64_t> dims = s.it;
      dims.insert(dims.end(), s.red.begin(), s.red.end());
      std::vector<std::int64_t> vd;
      for (auto d : orders[i]) vd.push_back(dims[d]);
      auto pc = prefixCuts(vd);
      if (!ln.linearMapped) {
        for (std::size_t k = 0; k < vd.size(); ++k) {
          std::vector<ir::Expr> terms;
          for (std::size_t j = 0; j + 1 < cutv.size(); ++j)
            if (cutv[j] >= pc[k] && cutv[j + 1] <= pc[k + 1] && pc[k] != pc[k + 1])
              terms.push_back(ir::Expr::mul({ir::Expr::constant(pc[k + 1] / cutv[j + 1]), ir::Expr::var(qname[j])}));
          ln.varMap[s.vars[orders[i][k]]] = terms.empty() ? ir::Expr::constant(0) : ir::Expr::add(terms);
        }
      } else {
        // flat index over the node's domain (M, or N for XOnly), then div/mod
        std::int64_t D = ln.role == NodeRole::XOnly ? N : M;
        std::vector<ir::Expr> terms;
        for (std::size_t j = 0; j + 1 < cutv.size(); ++j) {
          if (cutv[j + 1] > D) break;
          terms.push_back(ir::Expr::mul({ir::Expr::constant(D / cutv[j + 1]), ir::Expr::var(qname[j])}));
        }
        ir::Expr flat = terms.empty() ? ir::Expr::constant(0) : ir::Expr::add(terms);
        for (std::size_t k = 0; k < vd.size(); ++k) {
          std::int64_t stride = D / pc[k + 1];
          ln.varMap[s.vars[orders[i][k]]] =
              ir::Expr::modularIndexing(flat, ir::Expr::constant(stride), ir::Expr::constant(vd[k]));
        }
      }
      // indirect variables are per node
      for (const auto& blk : ln.node->body->blocks)
        for (const auto& op : blk.ops)
          if (op.form == ir::LoopOp::Form::SetIndirect) {
            std::string var = "indirect" + op.op.substr(std::string("set_indirect").size());
            ln.varMap[var] = ir::Expr::var(identifierOf(ln.node->name) + "_" + var);
          }
    }
  }

  // 3. Accesses.
  void collectAccesses() {
    for (auto& ln : spec.nodes) {
      const auto& body = *ln.node->body;
      const bool sorts =
          !body.blocks.empty() && std::any_of(body.blocks.front().ops.begin(), body.blocks.front().ops.end(), isSortOp);
      for (const auto& blk : body.blocks) {
        for (const auto& access : body.memoryAccesses(blk)) {
          const ir::LoopOp& op = *access.op;
          const ir::Expr* e = access.index;
          if (!e) continue;
          const bool isLoad = op.code == ir::OpCode::Load, isSR = op.code == ir::OpCode::StoreReduction;
          Access a;
          a.buffer = access.buffer;
          a.index = e->substitute(ln.varMap);
          for (const auto& sym : a.index.freeSymbols())
            if (!sym.empty() && sym[0] == 'r') a.usesR = true;
          a.postLoop = isSR;
          a.afterSort = sorts && !isLoad;
          a.accumulates = isAtomicAddStore(op);
          (isLoad ? ln.loads : ln.stores).push_back(std::move(a));
        }
      }
    }
  }

  // A node that reads a buffer an earlier node of its nest writes must read elements
  // written by the same iteration (or, after an r-loop, by the same row). Loop orders
  // chosen by sizes alone (step 2) can map a transposing read to another iteration:
  // try the node's other loop orders (Inductor's loop reordering), else open a new nest.
  bool resolve() {
    std::set<std::size_t> reorderTried;
    for (std::size_t attempt = 0;; ++attempt) {
      std::size_t invalid = lowerOnce();
      std::size_t h = invalid == SIZE_MAX ? firstCrossIterationRead(spec) : SIZE_MAX;
      if (invalid == SIZE_MAX && h == SIZE_MAX) break;
      if (attempt > 2 * nodes.size() + 2) {  // each round splits or reorders a node once: not reached
        spec.unsupported[nodes[invalid != SIZE_MAX ? invalid : h]->name] =
            "no loop order reads the values the kernel's earlier nodes write in the same iteration";
        return false;
      }
      if (invalid != SIZE_MAX) {
        forcedSplit.insert(invalid);
        continue;
      }
      bool reordered = false;
      if (reorderTried.insert(h).second) {
        // the reader's loop orders first, then those of the nodes that wrote what it reads
        std::vector<std::size_t> movable{h};
        for (std::size_t j = h; j-- > 0;) {
          if (spec.nodes[j].nest != spec.nodes[h].nest) continue;
          bool writes = false;
          for (const auto& st : spec.nodes[j].stores)
            for (const auto& ld : spec.nodes[h].loads) writes = writes || st.buffer == ld.buffer;
          if (writes) movable.push_back(j);
        }
        for (std::size_t k : movable) {
          auto before = orderOverride.find(k) == orderOverride.end() ? std::optional<std::vector<std::size_t>>()
                                                                     : orderOverride[k];
          for (const auto& order : otherLoopOrders(shapes[k])) {
            orderOverride[k] = order;
            if (lowerOnce() != SIZE_MAX) continue;
            std::size_t h2 = firstCrossIterationRead(spec);
            if ((reordered = h2 == SIZE_MAX || h2 > h)) break;
          }
          if (reordered) break;
          if (before)
            orderOverride[k] = *before;
          else
            orderOverride.erase(k);
        }
      }
      if (!reordered) forcedSplit.insert(h);
    }
    return true;
  }

  // 4. Stages.
  void buildStages() {
    // 4. Stages.
    for (std::size_t ni = 0; ni < spec.nests.size(); ++ni) {
      auto& nest = spec.nests[ni];
      for (std::size_t i = 0; i < spec.nodes.size(); ++i) {
        auto& ln = spec.nodes[i];
        if (ln.nest != static_cast<int>(ni)) continue;
        bool rl = ln.role != NodeRole::XOnly;
        bool join = false;
        if (!nest.stages.empty() && nest.stages.back().rloop == rl) {
          join = true;
          if (rl) {
            for (int other : nest.stages.back().nodes)
              for (const auto& st : spec.nodes[other].stores)
                for (const auto& ld : ln.loads)
                  if (st.buffer == ld.buffer && (st.postLoop || st.afterSort || st.index != ld.index)) join = false;
          }
        }
        if (!join) nest.stages.push_back(LoopNest::Stage{rl, {}});
        nest.stages.back().nodes.push_back(static_cast<int>(i));
        ln.stage = static_cast<int>(nest.stages.size()) - 1;
      }
    }
  }

  KernelSpec& spec;
  std::vector<const ir::Node*> nodes;
  std::vector<NodeShape> shapes;
  std::set<std::size_t> forcedSplit;                              // nodes that must open a new nest
  std::map<std::size_t, std::vector<std::size_t>> orderOverride;  // loop order tried first, per node
};

}  // namespace

KernelSpec lowerGroup(const BufferTable& buffers, const std::vector<std::string>& group, int index) {
  KernelSpec spec;
  spec.nodeNames = group;
  std::string joined;
  for (const auto& n : group) joined += "_" + identifierOf(n);
  if (joined.size() > 48) joined = joined.substr(0, 40) + "_etc" + std::to_string(group.size());
  spec.name = "k" + std::to_string(index) + joined;

  std::vector<const ir::Node*> nodes;
  for (const auto& name : group) {
    const auto* n = buffers.node(name);
    if (!n) throw InternalError("lowerGroup: unknown node '" + name + "'");
    nodes.push_back(n);
  }
  // Extern and nop nodes run alone.
  for (const auto* n : nodes) {
    if (n->kind == ir::NodeKind::ExternKernel || n->kind == ir::NodeKind::NopKernel) {
      if (nodes.size() != 1) {
        spec.unsupported[n->name] = "an extern/nop node fused with other nodes cannot be generated";
        continue;
      }
      spec.kind = n->kind == ir::NodeKind::NopKernel ? KernelSpec::Kind::Nop : KernelSpec::Kind::Extern;
      spec.externNode = n;
      return spec;
    }
    if (!n->body) {
      const std::string why = buffers.templateReason(n->name);
      spec.unsupported[n->name] =
          why.empty() ? std::string(ir::nodeKindName(n->kind)) + " without a loop body cannot be generated"
                      : "template node: " + why;
      continue;
    }
    auto why = unsupportedReason(*n, buffers);
    if (!why.empty()) spec.unsupported[n->name] = why;
  }
  if (!spec.unsupported.empty()) return spec;

  // A dimension of size 0 leaves nothing to compute (Inductor schedules no such node);
  // the loop nest below needs every extent positive.
  for (const auto* n : nodes) {
    const NodeShape shape = shapeOf(*n);
    for (const auto* dims : {&shape.it, &shape.red})
      if (std::find(dims->begin(), dims->end(), 0) != dims->end())
        spec.unsupported[n->name] = "a dimension of size 0: no element to compute";
  }
  if (!spec.unsupported.empty()) return spec;
  GroupLowering(spec, std::move(nodes)).lower();
  return spec;
}

}  // namespace fs::codegen
