// RandomNests: random loop nests shaped like the zoo's, as ir_pre_fusion.txt text, for
// the differential tests (tests/core/runtime/LoopNestDifferentialTest.cpp on the CPU,
// tests/gpu/GpuTest.cpp on CUDA).
//
// Contract: Generator(seed).chain() adds a chain of 2-4 nodes over one iteration space
// (see LoopNestDifferentialTest.cpp for what chains draw from); print() gives the graph
// text, which inductor::parseIrText reads; `chains` lists each chain's node names in
// order (a plan with a group per chain), `describe` what each chain drew. The same
// seed gives the same graph. Every load is in bounds by construction.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/codegen/Plan.h"

namespace fs::test::random_nests {

struct BufInfo {
  std::string name, dtype = "torch.float32";
  std::vector<std::int64_t> size, stride;
  std::vector<std::string> users;  // op names; "OUTPUT" for a graph output
};

inline std::string list(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

inline std::string layout(const BufInfo& b) {
  return "FixedLayout('cuda:0', " + b.dtype + ", size=" + list(b.size) + ", stride=" + list(b.stride) + ")";
}

// d-variables in place of p-variables (MemoryDep indices)
inline std::string depIndex(const std::string& pIndex) {
  static const std::regex p("\\bp([0-9])");
  return std::regex_replace(pIndex, p, "d$1");
}

// One node's text while it is generated.
struct NodeGen {
  std::string name, out;
  std::vector<std::pair<std::string, std::int64_t>> vars;
  std::size_t nIt = 0;
  std::vector<std::string> indices;  // index expressions, index0..
  std::vector<std::string> body;
  std::vector<std::vector<std::string>> subblocks;
  std::vector<std::pair<std::string, std::string>> reads;  // buffer, p-index
  std::string writeIndex;                                   // p-index of the store
  std::map<std::string, int> names;

  std::string fresh(const std::string& base) {
    int& n = names[base];
    std::string s = n == 0 ? base : base + "_" + std::to_string(n);
    ++n;
    return s;
  }
  std::string index(const std::string& e) {
    for (std::size_t i = 0; i < indices.size(); ++i)
      if (indices[i] == e) return "index" + std::to_string(i);
    indices.push_back(e);
    return "index" + std::to_string(indices.size() - 1);
  }
  // ops into `lines` (the body or a subblock)
  std::string getIndex(std::vector<std::string>& lines, const std::string& e) {
    std::string v = fresh("get_index");
    lines.push_back(v + " = self.get_index('" + index(e) + "')");
    return v;
  }
  std::string load(std::vector<std::string>& lines, const std::string& buf, const std::string& e) {
    std::string gi = getIndex(lines, e);
    std::string v = fresh("load");
    lines.push_back(v + " = ops.load('" + buf + "', " + gi + ")");
    reads.emplace_back(buf, e);
    return v;
  }
  std::string op(std::vector<std::string>& lines, const std::string& o, const std::string& args) {
    std::string v = fresh(o);
    lines.push_back(v + " = ops." + o + "(" + args + ")");
    return v;
  }
};

class Generator {
 public:
  explicit Generator(std::uint64_t seed) : rng_(seed) {}

  // The graph text and the chains (node names in order).
  std::string text;
  std::vector<std::vector<std::string>> chains;
  std::vector<std::string> describe;  // per chain, what it draws

  void chain() {
    std::vector<std::int64_t> dims;
    const int rank = pick(2) ? 3 : 2;
    std::int64_t numel = 1;
    for (int i = 0; i < rank; ++i) {
      static const std::int64_t extents[] = {1, 2, 3, 5, 6, 7, 8, 12, 16, 17, 31, 32, 48, 64, 100, 128};
      std::int64_t e = extents[pick(16)];
      while (numel * e > 16384) e = std::max<std::int64_t>(1, e / 2);
      dims.push_back(e);
      numel *= e;
    }
    chains.emplace_back();
    desc_.clear();
    // n0: pointwise over dims from inputs, stored in a random (maybe permuted) layout
    NodeGen n0 = newNode(dims, {});
    std::string v = pointwiseValue(n0, dims);
    BufInfo out0 = newBuffer(dims, pick(3) == 0);
    storeAll(n0, out0, dims, v);
    const int kind = pick(4);
    if (kind == 0) {
      // a pointwise consumer of n0's result, maybe in another loop order (a transpose:
      // its iteration i reads the element n0 wrote at another iteration)
      std::vector<std::size_t> perm(dims.size());
      for (std::size_t i = 0; i < perm.size(); ++i) perm[i] = i;
      if (pick(2)) {
        std::shuffle(perm.begin(), perm.end(), rng_);
        desc_ += " transposed-read";
      }
      std::vector<std::int64_t> d2;
      for (auto k : perm) d2.push_back(dims[k]);
      NodeGen n1 = newNode(d2, {});
      std::vector<std::string> terms;
      for (std::size_t i = 0; i < perm.size(); ++i)
        if (d2[i] > 1) terms.push_back(term(out0.stride[perm[i]], n1.vars[i].first));
      std::string a = n1.load(n1.body, out0.name, sum(terms));
      std::string b = pointwiseValue(n1, d2);
      std::string c = n1.op(n1.body, pick(2) ? "mul" : "sub", a + ", " + b);
      BufInfo out1 = newBuffer(d2, false);
      storeAll(n1, out1, d2, c);
      finish(n0, {out0});
      finish(n1, {out1});
    } else if (kind == 3 && dims.back() > 1) {
      // a sort of each row (last dimension) with its positions, then a consumer of it
      std::vector<std::int64_t> rows(dims.begin(), dims.end() - 1);
      const std::int64_t R = dims.back();
      NodeGen s = reductionNode(rows, R);
      std::string x = s.load(s.body, out0.name, flatIndexOf(out0, s, rows, R));
      std::string gi = s.getIndex(s.body, "p" + std::to_string(s.nIt));
      std::string pos = s.fresh("index_expr");
      s.body.push_back(pos + " = ops.index_expr(" + gi + ", torch.int16)");
      const bool desc = pick(2), stable = pick(2), wantPos = pick(2);
      std::string so = s.fresh("sort");
      s.body.push_back(so + " = ops.sort((torch.float32, torch.int16), (" + x + ", " + pos + "), " +
                       (stable ? "True" : "False") + ", " + (desc ? "True" : "False") + ")");
      std::string g0 = s.fresh("getitem"), g1 = s.fresh("getitem");
      s.body.push_back(g0 + " = " + so + "[0]");
      s.body.push_back(g1 + " = " + so + "[1]");
      BufInfo sorted = newBuffer(dims, false, wantPos ? "torch.int16" : "torch.float32");
      std::string si = s.getIndex(s.body, rowMajor(dims, s, true));
      s.body.push_back(s.fresh("store") + " = ops.store('" + sorted.name + "', " + si + ", " + (wantPos ? g1 : g0) + ", None)");
      s.writeIndex = rowMajor(dims, s, true);
      s.body.push_back("return store");
      desc_ += std::string(" sort(") + (desc ? "desc" : "asc") + (wantPos ? ", positions)" : ", values)");
      // consumer: pointwise over dims reading the sorted row (same index: may share the r-loop)
      NodeGen c = reductionShapedPointwise(rows, R);
      std::string y = c.load(c.body, sorted.name, rowMajor(dims, c, true));
      if (wantPos) y = c.op(c.body, "to_dtype", y + ", torch.float32, src_dtype = torch.int16");
      std::string z = c.load(c.body, out0.name, flatIndexOf(out0, c, rows, R));
      std::string w = c.op(c.body, "add", y + ", " + z);
      BufInfo out2 = newBuffer(dims, false);
      std::string ci = c.getIndex(c.body, rowMajor(dims, c, true));
      c.body.push_back(c.fresh("store") + " = ops.store('" + out2.name + "', " + ci + ", " + w + ", None)");
      c.writeIndex = rowMajor(dims, c, true);
      c.body.push_back("return store");
      finish(n0, {out0});
      finish(s, {sorted});
      finish(c, {out2});
    } else {
      // a reduction over the last dimension of n0's result, then (kind 2) a softmax-like
      // consumer of it over the whole iteration space
      std::vector<std::int64_t> rows(dims.begin(), dims.end() - 1);
      const std::int64_t R = dims.back();
      NodeGen r = reductionNode(rows, R);
      std::string x = r.load(r.body, out0.name, flatIndexOf(out0, r, rows, R));
      static const char* kinds[] = {"sum", "max", "min", "argmax", "argmin", "welford_reduce", "online_softmax_reduce"};
      const std::string k = kinds[pick(7)];
      desc_ += " reduction " + k;
      const bool arg = k == "argmax" || k == "argmin";
      std::string red = r.fresh("reduction");
      r.body.push_back(red + " = ops.reduction(" + std::string(arg ? "torch.int64" : "torch.float32") + ", torch.float32, '" + k +
                       "', " + x + ")");
      std::string value = red;
      if (k == "welford_reduce" || k == "online_softmax_reduce") {
        const int items = k == "welford_reduce" ? 3 : 2;
        std::vector<std::string> g;
        for (int i = 0; i < items; ++i) {
          g.push_back(r.fresh("getitem"));
          r.body.push_back(g.back() + " = " + red + "[" + std::to_string(i) + "]");
        }
        value = g[static_cast<std::size_t>(pick(2))];
      }
      BufInfo rb = newBuffer(rows, false, arg ? "torch.int64" : "torch.float32");
      std::string ri = r.getIndex(r.body, rowIndex(rows, r));
      r.body.push_back(r.fresh("store_reduction") + " = ops.store_reduction('" + rb.name + "', " + ri + ", " + value + ")");
      r.writeIndex = rowIndex(rows, r);
      r.body.push_back("return store_reduction");
      if (kind == 2 && !arg) {
        NodeGen c = reductionShapedPointwise(rows, R);
        std::string y = c.load(c.body, out0.name, flatIndexOf(out0, c, rows, R));
        std::string m = c.load(c.body, rb.name, rowIndex(rows, c));
        std::string d = c.op(c.body, "sub", y + ", " + m);
        std::string e = c.op(c.body, pick(2) ? "sigmoid" : "tanh", d);
        BufInfo out2 = newBuffer(dims, pick(3) == 0);
        std::string ci = c.getIndex(c.body, flatIndexOf(out2, c, rows, R));
        c.body.push_back(c.fresh("store") + " = ops.store('" + out2.name + "', " + ci + ", " + e + ", None)");
        c.writeIndex = flatIndexOf(out2, c, rows, R);
        c.body.push_back("return store");
        desc_ += " + consumer";
        finish(n0, {out0});
        finish(r, {rb});
        finish(c, {out2});
      } else {
        finish(n0, {out0});
        finish(r, {rb});
      }
    }
    describe.push_back(desc_);
  }

  // Prints every node (users known now).
  std::string print() {
    std::ostringstream os;
    for (const auto& n : nodes_) {
      os << n.name << ": SchedulerNode(ComputedBuffer)\n";
      const std::string ranges = varRanges(n.vars, "d", n.vars.size());
      const bool red = n.nIt < n.vars.size() && isReduction_.count(n.name);
      os << n.name << ".writes = [MemoryDep('" << n.out << "', " << depIndex(n.writeIndex) << ", "
         << varRanges(n.vars, "d", red ? n.nIt : n.vars.size()) << ")]\n";
      std::vector<std::string> unmet, met;
      for (const auto& [b, idx] : n.reads) {
        std::string dep = "MemoryDep('" + b + "', " + depIndex(idx) + ", " + ranges + ")";
        (inputs_.count(b) ? met : unmet).push_back(dep);
      }
      auto deps = [&](const std::vector<std::string>& v) {
        std::string s = "[";
        for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
        return s + "]";
      };
      os << n.name << ".unmet_dependencies = " << deps(unmet) << "\n";
      os << n.name << ".met_dependencies = " << deps(met) << "\n";
      const BufInfo& ob = buffers_.at(n.out);
      os << n.name << ".outputs = [\n    " << ob.name << ": ComputedBuffer\n    " << ob.name << ".layout = " << layout(ob)
         << "\n";
      std::vector<std::string> users = ob.users;
      if (users.empty()) users.push_back("OUTPUT");
      os << "    " << ob.name << ".users = [\n";
      for (const auto& u : users)
        os << "        NodeUser(node=" << (u == "OUTPUT" ? std::string("OUTPUT") : "SchedulerNode(name='" + u + "')")
           << ", can_inplace=False, is_weak=False),\n";
      os << "    ]\n]\n";
      std::int64_t numel = 1, rnumel = 1;
      std::vector<std::int64_t> it, rd;
      for (std::size_t i = 0; i < n.vars.size(); ++i) {
        (i < n.nIt ? numel : rnumel) *= n.vars[i].second;
        (i < n.nIt ? it : rd).push_back(n.vars[i].second);
      }
      os << n.name << ".group.device = cuda:0\n";
      os << n.name << ".group.iteration = (" << numel << ", " << rnumel << ")\n";
      os << n.name << ".sizes = (" << list(it) << ", " << list(rd) << ")\n";
      std::set<std::string> shown;
      for (const auto& [b, idx] : n.reads)
        if (shown.insert(b).second) os << b << "_layout = " << layout(buffers_.at(b)) << "\n";
      os << ob.name << "_layout = " << layout(ob) << "\n";
      os << "class " << n.name << "_loop_body:\n";
      os << "    var_ranges = " << varRanges(n.vars, "p", n.vars.size()) << "\n";
      for (std::size_t i = 0; i < n.indices.size(); ++i) os << "    index" << i << " = " << n.indices[i] << "\n";
      os << "    def body(self, ops):\n";
      for (const auto& l : n.body) os << "        " << l << "\n";
      for (std::size_t i = 0; i < n.subblocks.size(); ++i) {
        os << "    def masked_subblock" << i + 1 << "(self, ops):\n";
        for (const auto& l : n.subblocks[i]) os << "        " << l << "\n";
      }
      os << "\n\n";
    }
    return os.str();
  }

 private:
  std::mt19937_64 rng_;
  std::vector<NodeGen> nodes_;
  std::map<std::string, BufInfo> buffers_;
  std::set<std::string> inputs_, isReduction_;
  int nextOp_ = 0, nextArg_ = 0;
  std::string desc_;

  int pick(int n) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(n)); }

  static std::string varRanges(const std::vector<std::pair<std::string, std::int64_t>>& vars, const std::string& letter,
                               std::size_t count) {
    std::string s = "{";
    for (std::size_t i = 0; i < count; ++i)
      s += (i ? ", " : "") + letter + vars[i].first.substr(1) + ": " + std::to_string(vars[i].second);
    return s + "}";
  }

  NodeGen newNode(const std::vector<std::int64_t>& dims, const std::vector<std::int64_t>& red) {
    NodeGen n;
    n.name = "op" + std::to_string(nextOp_++);
    n.out = "buf" + n.name.substr(2);
    for (auto d : dims) n.vars.emplace_back("p" + std::to_string(n.vars.size()), d);
    n.nIt = n.vars.size();
    for (auto d : red) n.vars.emplace_back("p" + std::to_string(n.vars.size()), d);
    chains.back().push_back(n.name);
    return n;
  }
  // (rows..., R) with R a reduction variable: rows flattened into one iteration
  // variable as Inductor does for a reduction over the last dimension
  NodeGen reductionNode(const std::vector<std::int64_t>& rows, std::int64_t R) {
    std::int64_t X = 1;
    for (auto d : rows) X *= d;
    NodeGen n = newNode(X > 1 ? std::vector<std::int64_t>{X} : std::vector<std::int64_t>{}, {R});
    isReduction_.insert(n.name);
    return n;
  }
  // a pointwise node over (rows flattened, R): both variables iteration variables
  NodeGen reductionShapedPointwise(const std::vector<std::int64_t>& rows, std::int64_t R) {
    std::int64_t X = 1;
    for (auto d : rows) X *= d;
    return newNode(X > 1 ? std::vector<std::int64_t>{X, R} : std::vector<std::int64_t>{R}, {});
  }

  BufInfo newBuffer(const std::vector<std::int64_t>& dims, bool permuted, const std::string& dtype = "torch.float32") {
    BufInfo b;
    b.dtype = dtype;
    b.name = "buf" + std::to_string(nextOp_ - 1);
    b.size = dims;
    b.stride = strides(dims, permuted, false);
    buffers_[b.name] = b;
    return b;
  }
  BufInfo newInput(const std::vector<std::int64_t>& size, const std::vector<std::int64_t>& stride) {
    BufInfo b;
    b.name = "arg" + std::to_string(nextArg_++) + "_1";
    b.size = size;
    b.stride = stride;
    buffers_[b.name] = b;
    inputs_.insert(b.name);
    return b;
  }
  // dense strides in a random order (permuted) or row-major, the outermost maybe padded
  std::vector<std::int64_t> strides(const std::vector<std::int64_t>& dims, bool permuted, bool padded) {
    std::vector<std::size_t> order(dims.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    if (permuted) std::shuffle(order.begin(), order.end(), rng_);
    std::vector<std::int64_t> st(dims.size(), 1);
    std::int64_t s = 1;
    for (std::size_t k = order.size(); k-- > 0;) {
      const std::size_t d = order[k];
      if (padded && k == 0 && order.size() > 1) s += 3;
      st[d] = s;
      s *= std::max<std::int64_t>(1, dims[d]);
    }
    return st;
  }

  static std::string term(std::int64_t c, const std::string& e) {
    if (c == 0) return "";
    return c == 1 ? e : std::to_string(c) + "*" + e;
  }
  static std::string sum(const std::vector<std::string>& terms) {
    std::string s;
    for (const auto& t : terms)
      if (!t.empty()) s += (s.empty() ? "" : " + ") + t;
    return s.empty() ? "0" : s;
  }

  // index of buffer b (of the chain's dims) at the point (rows flattened, R) of node n:
  // each row dimension through FloorDiv / ModularIndexing of the flat row variable
  std::string flatIndexOf(const BufInfo& b, const NodeGen& n, const std::vector<std::int64_t>& rows, std::int64_t R) {
    std::vector<std::string> terms;
    std::int64_t inner = 1;
    const std::string x = "p0";  // the flat row variable (only when there are rows)
    std::int64_t X = 1;
    for (auto d : rows) X *= d;
    for (std::size_t k = rows.size(); k-- > 0;) {
      std::string e;
      if (X <= 1 || rows[k] == 1) e = "";
      else if (inner == 1 && k == 0) e = x;
      else if (inner == 1) e = "ModularIndexing(" + x + ", 1, " + std::to_string(rows[k]) + ")";
      else if (k == 0) e = "FloorDiv(" + x + ", " + std::to_string(inner) + ")";
      else e = "ModularIndexing(" + x + ", " + std::to_string(inner) + ", " + std::to_string(rows[k]) + ")";
      if (!e.empty()) terms.push_back(term(b.stride[k], e));
      inner *= rows[k];
    }
    const std::string r = "p" + std::to_string(n.vars.size() - 1);
    if (R > 1) terms.push_back(term(b.stride.back(), r));
    return sum(terms);
  }
  // index of a buffer of the node's own dims at its point (row-major over its variables)
  std::string indexOf(const BufInfo& b, const NodeGen& n) {
    std::vector<std::string> terms;
    for (std::size_t i = 0; i < n.vars.size(); ++i)
      if (n.vars[i].second > 1) terms.push_back(term(b.stride[i], n.vars[i].first));
    return sum(terms);
  }
  // contiguous row-major index of `dims` at the point (rows flattened, R) of node n
  static std::string rowMajor(const std::vector<std::int64_t>& dims, const NodeGen& n, bool /*flat*/) {
    std::vector<std::string> terms;
    if (n.vars.size() > 1) terms.push_back(term(dims.back(), "p0"));
    terms.push_back("p" + std::to_string(n.vars.size() - 1));
    return sum(terms);
  }
  std::string rowIndex(const std::vector<std::int64_t>& rows, const NodeGen& n) {
    std::int64_t X = 1;
    for (auto d : rows) X *= d;
    return X > 1 && n.vars.size() > 1 ? "p0" : "0";
  }

  // A value over the node's variables (dims, all iteration variables) from fresh inputs.
  std::string pointwiseValue(NodeGen& n, const std::vector<std::int64_t>& dims) {
    const int loads = 1 + pick(2);
    std::vector<std::string> vals;
    for (int l = 0; l < loads; ++l) {
      const int form = pick(6);
      if (form == 0) {  // contiguous or permuted, maybe padded
        const bool perm = pick(2), pad = pick(2);
        BufInfo in = newInput(dims, strides(dims, perm, pad));
        desc_ += perm ? " permuted" : " contiguous";
        if (pad) desc_ += "+padded";
        vals.push_back(n.load(n.body, in.name, indexOf(in, n)));
      } else if (form == 1 && dims.size() > 1) {  // broadcast: one dimension missing
        const std::size_t drop = static_cast<std::size_t>(pick(static_cast<int>(dims.size())));
        std::vector<std::int64_t> sz, full;
        for (std::size_t i = 0; i < dims.size(); ++i)
          if (i != drop) sz.push_back(dims[i]);
        BufInfo in = newInput(sz, strides(sz, false, false));
        std::vector<std::string> terms;
        for (std::size_t i = 0, j = 0; i < dims.size(); ++i) {
          if (i == drop) continue;
          if (dims[i] > 1) terms.push_back(term(in.stride[j], n.vars[i].first));
          ++j;
        }
        desc_ += " broadcast";
        vals.push_back(n.load(n.body, in.name, sum(terms)));
      } else if (form == 2) {  // a dimension a*b read as a transpose through div/mod
        std::size_t k = static_cast<std::size_t>(pick(static_cast<int>(dims.size())));
        std::int64_t a = 0, b = 0;
        for (std::int64_t f = 2; f * f <= dims[k]; ++f)
          if (dims[k] % f == 0) {
            a = f;
            b = dims[k] / f;
          }
        std::vector<std::int64_t> st = strides(dims, false, false);
        std::int64_t numel = 1;
        for (auto d : dims) numel *= d;
        BufInfo in = newInput({numel}, {1});
        std::vector<std::string> terms;
        for (std::size_t i = 0; i < dims.size(); ++i) {
          if (dims[i] == 1) continue;
          if (i == k && a > 0)
            terms.push_back(sum({term(st[i] * a, "ModularIndexing(" + n.vars[i].first + ", 1, " + std::to_string(b) + ")"),
                                 term(st[i], "FloorDiv(" + n.vars[i].first + ", " + std::to_string(b) + ")")}));
          else terms.push_back(term(st[i], n.vars[i].first));
        }
        desc_ += a > 0 ? " div/mod" : " flat";
        vals.push_back(n.load(n.body, in.name, sum(terms)));
      } else if (form == 3 && dims.back() > 2) {  // concatenation along the last dimension
        const std::int64_t D = dims.back(), c = 1 + pick(static_cast<int>(D - 1));
        std::vector<std::int64_t> sa = dims, sb = dims;
        sa.back() = c;
        sb.back() = D - c;
        BufInfo A = newInput(sa, strides(sa, false, false)), B = newInput(sb, strides(sb, false, false));
        const std::string last = n.vars[dims.size() - 1].first;
        std::string gi = n.getIndex(n.body, last);
        std::string ie = n.fresh("index_expr");
        n.body.push_back(ie + " = ops.index_expr(" + gi + ", torch.int64)");
        std::string k1 = n.op(n.body, "constant", std::to_string(c) + ", torch.int64");
        std::string lt = n.op(n.body, "lt", ie + ", " + k1);
        std::string ge = n.op(n.body, "ge", ie + ", " + k1);
        auto part = [&](const BufInfo& src, std::int64_t shift, const std::string& mask) {
          n.subblocks.emplace_back();
          auto& sbk = n.subblocks.back();
          std::vector<std::string> terms;
          for (std::size_t i = 0; i < dims.size(); ++i)
            if (dims[i] > 1 || i + 1 == dims.size()) terms.push_back(term(src.stride[i], n.vars[i].first));
          std::string idx = sum(terms);
          if (shift) idx += " - " + std::to_string(shift);
          std::string ld = n.load(sbk, src.name, idx);
          sbk.push_back("return " + ld);
          std::string v = n.fresh("masked_subblock" + std::to_string(n.subblocks.size()));
          n.body.push_back(v + " = self.masked_subblock" + std::to_string(n.subblocks.size()) + "(" + mask + ", 0.0)");
          return v;
        };
        std::string va = part(A, 0, lt), vb = part(B, c, ge);
        desc_ += " cat";
        vals.push_back(n.op(n.body, "where", lt + ", " + va + ", " + vb));
      } else {  // an index expression as a value (iota-like)
        BufInfo in = newInput(dims, strides(dims, false, false));
        std::string ld = n.load(n.body, in.name, indexOf(in, n));
        std::string gi = n.getIndex(n.body, n.vars.front().first);
        std::string ie = n.fresh("index_expr");
        n.body.push_back(ie + " = ops.index_expr(" + gi + ", torch.int64)");
        std::string f = n.op(n.body, "to_dtype", ie + ", torch.float32, src_dtype = torch.int64");
        // small: sums stay away from sigmoid/tanh saturation, where float32 results tie and
        // an argmax of the kernel's values (1 ulp from the reference's) may pick another index
        std::string k = n.op(n.body, "constant", "0.0078125, torch.float32");
        std::string m = n.op(n.body, "mul", f + ", " + k);
        desc_ += " iota";
        vals.push_back(n.op(n.body, "add", ld + ", " + m));
      }
    }
    std::string v = vals.front();
    for (std::size_t i = 1; i < vals.size(); ++i) {
      static const char* bin[] = {"add", "mul", "maximum", "sub"};
      v = n.op(n.body, bin[pick(4)], v + ", " + vals[i]);
    }
    static const char* un[] = {"relu", "sigmoid", "abs", "neg", "tanh"};
    if (pick(2)) v = n.op(n.body, un[pick(5)], v);
    return v;
  }

  void storeAll(NodeGen& n, const BufInfo& out, const std::vector<std::int64_t>& dims, const std::string& v) {
    (void)dims;
    n.writeIndex = indexOf(out, n);
    std::string gi = n.getIndex(n.body, n.writeIndex);
    n.body.push_back(n.fresh("store") + " = ops.store('" + out.name + "', " + gi + ", " + v + ", None)");
    n.body.push_back("return store");
  }

  void finish(NodeGen& n, const std::vector<BufInfo>& outs) {
    for (const auto& [b, idx] : n.reads)
      if (!inputs_.count(b)) {
        auto& u = buffers_.at(b).users;
        if (std::find(u.begin(), u.end(), n.name) == u.end()) u.push_back(n.name);
      }
    (void)outs;
    nodes_.push_back(std::move(n));
  }
};

/// The plan with consecutive pairs of each chain's nodes.
inline codegen::Plan pairsOf(const std::vector<std::vector<std::string>>& chains) {
  codegen::Plan pairs;
  for (const auto& c : chains)
    for (std::size_t i = 0; i < c.size(); i += 2)
      pairs.push_back(i + 1 < c.size() ? std::vector<std::string>{c[i], c[i + 1]} : std::vector<std::string>{c[i]});
  return pairs;
}

/// Seeds first..last: 1..16, or FS_DIFF_SEEDS=a-b (or a single seed).
struct Seeds {
  std::uint64_t first = 1, last = 16;  // about 25 s on 2 cores (CPU)
};
inline Seeds seeds() {
  Seeds s;
  if (const char* e = std::getenv("FS_DIFF_SEEDS")) {
    std::string t = e;
    auto dash = t.find('-');
    s.first = std::stoull(t.substr(0, dash));
    s.last = dash == std::string::npos ? s.first : std::stoull(t.substr(dash + 1));
  }
  return s;
}

/// "chain 2: cat div/mod sort(desc, values)": the chain holding one of `nodes`.
inline std::string chainOf(const Generator& g, const std::vector<std::string>& nodes) {
  for (std::size_t i = 0; i < g.chains.size(); ++i)
    for (const auto& n : g.chains[i])
      for (const auto& kn : nodes)
        if (n == kn) return "chain " + std::to_string(i) + ":" + g.describe[i];
  return "";
}

}  // namespace fs::test::random_nests
