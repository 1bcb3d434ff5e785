#include "core/codegen/KernelSpec.h"

#include <algorithm>
#include <numeric>

#include "core/codegen/OpSupport.h"
#include "core/util/Error.h"

namespace fs::codegen {

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

std::string sanitize(const std::string& s) {
  std::string out;
  for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  return out;
}

}  // namespace

KernelSpec lowerGroup(const BufferTable& buffers, const std::vector<std::string>& group, int index) {
  KernelSpec spec;
  spec.nodeNames = group;
  std::string joined;
  for (const auto& n : group) joined += "_" + sanitize(n);
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
      spec.unsupported[n->name] = std::string(ir::nodeKindName(n->kind)) + " without a loop body cannot be generated";
      continue;
    }
    auto why = unsupportedReason(*n, buffers);
    if (!why.empty()) spec.unsupported[n->name] = why;
  }
  if (!spec.unsupported.empty()) return spec;

  std::vector<NodeShape> shapes;
  for (const auto* n : nodes) shapes.push_back(shapeOf(*n));
  // Buffers each node stores after its reduction loop (store_reduction) or per row.
  auto storedNames = [&](std::size_t i) {
    std::set<std::string> out;
    for (const auto& blk : nodes[i]->body->blocks)
      for (const auto& op : blk.ops)
        if (op.form == ir::LoopOp::Form::Ops && (op.op == "store" || op.op == "store_reduction") && !op.args.empty())
          out.insert(op.args[0].text);
    return out;
  };

  std::set<std::size_t> forcedSplit;  // nodes that must open a new nest
  for (std::size_t attempt = 0; attempt <= nodes.size(); ++attempt) {
    spec.nodes.clear();
    spec.nests.clear();
    // 1. Nests and roles.
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

    // 2. Loop order, refinement and variable maps, per nest.
    std::vector<std::vector<std::size_t>> orders(nodes.size());  // virtual dim k = original dim orders[i][k]
    std::size_t invalid = SIZE_MAX;
    for (std::size_t ni = 0; ni < spec.nests.size() && invalid == SIZE_MAX; ++ni) {
      auto& nest = spec.nests[ni];
      const std::int64_t N = nest.numel, M = nest.numel * nest.rnumel;
      std::set<std::int64_t> cuts{1, N, M};
      std::set<std::string> rowScoped;     // stored once per row by earlier nodes of this nest
      std::set<std::string> linearStored;  // stored by earlier div/mod-indexed nodes of this nest
      for (std::size_t i = 0; i < spec.nodes.size() && invalid == SIZE_MAX; ++i) {
        auto& ln = spec.nodes[i];
        if (ln.nest != static_cast<int>(ni)) continue;
        const auto& s = shapes[i];
        std::vector<std::int64_t> dims = s.it;
        dims.insert(dims.end(), s.red.begin(), s.red.end());
        std::vector<std::vector<std::size_t>> candidates;
        std::vector<std::size_t> identity(dims.size());
        std::iota(identity.begin(), identity.end(), 0);
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
              if (op.form == ir::LoopOp::Form::Ops && op.op == "load" && !op.args.empty() &&
                  linearStored.count(op.args[0].text))
                ok = false;
          for (const auto& blk : ln.node->body->blocks) {
            std::map<std::string, std::string> indexOf;
            for (const auto& op : blk.ops) {
              if (op.form == ir::LoopOp::Form::GetIndex) indexOf[op.result] = op.op;
              if (op.form != ir::LoopOp::Form::Ops || op.op != "load" || op.args.size() < 2) continue;
              if (!rowScoped.count(op.args[0].text)) continue;
              auto it = indexOf.find(op.args[1].text);
              const ir::Expr* e = it == indexOf.end() ? nullptr : ln.node->body->indexExpr(it->second);
              if (!e) continue;
              for (const auto& sym : e->substitute(vm).freeSymbols())
                if (sym == "r") ok = false;
            }
          }
          if (!ok) continue;
          orders[i] = order;
          ln.linearMapped = !refines;
          if (refines) cuts = merged;
          accepted = true;
          break;
        }
        if (!accepted) {
          invalid = i;
          break;
        }
        if (ln.role != NodeRole::RLoop)
          for (const auto& b : storedNames(i)) rowScoped.insert(b);
        if (ln.linearMapped)
          for (const auto& b : storedNames(i)) linearStored.insert(b);
      }
      if (invalid != SIZE_MAX) break;
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
              ln.varMap[var] = ir::Expr::var(sanitize(ln.node->name) + "_" + var);
            }
      }
    }
    if (invalid != SIZE_MAX) {
      forcedSplit.insert(invalid);
      continue;
    }
    break;
  }

  // 3. Accesses.
  for (auto& ln : spec.nodes) {
    const auto& body = *ln.node->body;
    for (const auto& blk : body.blocks) {
      std::map<std::string, std::string> indexOf;  // value -> indexN
      for (const auto& op : blk.ops) {
        if (op.form == ir::LoopOp::Form::GetIndex) indexOf[op.result] = op.op;
        if (op.form != ir::LoopOp::Form::Ops) continue;
        bool isLoad = op.op == "load", isStore = op.op == "store", isSR = op.op == "store_reduction";
        if (!(isLoad || isStore || isSR) || op.args.size() < 2) continue;
        auto it = indexOf.find(op.args[1].text);
        if (it == indexOf.end()) continue;
        const ir::Expr* e = body.indexExpr(it->second);
        if (!e) continue;
        Access a;
        a.buffer = op.args[0].text;
        a.index = e->substitute(ln.varMap);
        for (const auto& sym : a.index.freeSymbols())
          if (!sym.empty() && sym[0] == 'r') a.usesR = true;
        a.postLoop = isSR;
        (isLoad ? ln.loads : ln.stores).push_back(std::move(a));
      }
    }
  }

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
                if (st.buffer == ld.buffer && (st.postLoop || st.index != ld.index)) join = false;
        }
      }
      if (!join) nest.stages.push_back(LoopNest::Stage{rl, {}});
      nest.stages.back().nodes.push_back(static_cast<int>(i));
      ln.stage = static_cast<int>(nest.stages.size()) - 1;
    }
  }
  return spec;
}

}  // namespace fs::codegen
