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

  // 1. Nests and roles.
  std::vector<NodeShape> shapes;
  for (const auto* n : nodes) shapes.push_back(shapeOf(*n));
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
    if (!spec.nests.empty()) {
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

  // 2. Refinement and variable maps, per nest.
  for (std::size_t ni = 0; ni < spec.nests.size(); ++ni) {
    auto& nest = spec.nests[ni];
    const std::int64_t N = nest.numel, M = nest.numel * nest.rnumel;
    std::set<std::int64_t> cuts{1, N, M};
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < spec.nodes.size(); ++i)
      if (spec.nodes[i].nest == static_cast<int>(ni)) members.push_back(i);
    for (auto i : members) {
      std::vector<std::int64_t> dims = shapes[i].it;
      dims.insert(dims.end(), shapes[i].red.begin(), shapes[i].red.end());
      auto merged = cuts;
      for (auto c : prefixCuts(dims)) merged.insert(c);
      if (isChain(merged)) cuts = merged;
      else spec.nodes[i].linearMapped = true;
    }
    std::vector<std::int64_t> cutv(cuts.begin(), cuts.end());  // ascending: 1 .. M
    // refined dim j spans cutv[j]..cutv[j+1]; var name depends on side of N
    std::vector<std::string> qname;
    std::vector<std::int64_t> qsize;
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
      qsize.push_back(size);
    }
    for (auto i : members) {
      auto& ln = spec.nodes[i];
      const auto& s = shapes[i];
      std::vector<std::int64_t> dims = s.it;
      dims.insert(dims.end(), s.red.begin(), s.red.end());
      auto pc = prefixCuts(dims);
      if (!ln.linearMapped) {
        for (std::size_t d = 0; d < dims.size(); ++d) {
          std::vector<ir::Expr> terms;
          for (std::size_t j = 0; j + 1 < cutv.size(); ++j) {
            if (cutv[j] >= pc[d] && cutv[j + 1] <= pc[d + 1] && pc[d] != pc[d + 1])
              terms.push_back(ir::Expr::mul({ir::Expr::constant(pc[d + 1] / cutv[j + 1]), ir::Expr::var(qname[j])}));
          }
          ln.varMap[s.vars[d]] = terms.empty() ? ir::Expr::constant(0) : ir::Expr::add(terms);
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
        for (std::size_t d = 0; d < dims.size(); ++d) {
          std::int64_t stride = D / pc[d + 1];
          ln.varMap[s.vars[d]] = ir::Expr::modularIndexing(flat, ir::Expr::constant(stride), ir::Expr::constant(dims[d]));
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
