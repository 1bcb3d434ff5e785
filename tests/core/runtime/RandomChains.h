// RandomChains: random pointwise -> reduction -> epilogue chains shaped like the zoo's, written as Inductor's ir_pre_fusion.txt
// text, for the differential test of the code generators against the reference
// interpreter (issue 12): each graph holds independent chains of
//   A (pointwise): loads an input through a permuted layout (a transpose), a 1-D
//     input broadcast along one dimension, optionally a read shifted by one along a
//     dimension under a mask (ops.masked subblock, as padding prints), and a random
//     chain of unary and binary ops; its iteration is either one variable per
//     dimension or, for 2-D, one flat variable with the index forms Inductor prints
//     for it (`n*(ModularIndexing(p0, 1, m)) + ((p0//m))`);
//   B (reduction) of A's output over its last, first or middle dimension (a column
//     reduction when not the last): sum, max, min, prod, argmax, argmin, welford,
//     any;
//   C (pointwise epilogue) over A's shape, reading A and B broadcast.
// Sizes are drawn from 1..255 with uneven ones (17, 31, 127) so that vectorised
// loops have tails, and innermost sizes over 1024 (1031, 2053, 4099) that the C++
// loops split into chunks with a short last one. Deterministic per seed. `device` is the text of the layouts
// ("cpu" or "cuda:0"): it picks the backend's fusion rules and code generators.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace fs::test {

struct RandomGraph {
  std::string text;         ///< ir_pre_fusion.txt
  std::string description;  ///< one line per chain: its shape and choices
};

namespace nests {

inline std::string join(const std::vector<std::int64_t>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s;
}

inline std::vector<std::int64_t> contiguous(const std::vector<std::int64_t>& sizes) {
  std::vector<std::int64_t> st(sizes.size(), 1);
  for (int i = static_cast<int>(sizes.size()) - 2; i >= 0; --i) st[i] = st[i + 1] * sizes[i + 1];
  return st;
}

/// sum of coef*var (+ constant), Inductor's spelling ("512*p0 + p1 + 3").
inline std::string affine(const std::vector<std::pair<std::int64_t, std::string>>& terms, std::int64_t constant = 0) {
  std::string s;
  for (const auto& [c, v] : terms) {
    if (c == 0) continue;
    s += (s.empty() ? "" : " + ") + (c == 1 ? v : std::to_string(c) + "*" + v);
  }
  if (constant != 0 || s.empty()) s += (s.empty() ? "" : " + ") + std::to_string(constant);
  return s;
}

inline std::string ranges(const std::vector<std::int64_t>& sizes, char var) {
  std::string s = "{";
  for (std::size_t i = 0; i < sizes.size(); ++i)
    s += (i ? ", " : "") + std::string(1, var) + std::to_string(i) + ": " + std::to_string(sizes[i]);
  return s + "}";
}

inline std::string layout(const std::string& device, const std::string& dtype, const std::vector<std::int64_t>& size,
                          const std::vector<std::int64_t>& stride) {
  return "FixedLayout('" + device + "', torch." + dtype + ", size=[" + join(size) + "], stride=[" + join(stride) + "])";
}

/// A Python tuple of integers: "()", "(5,)", "(2, 3)".
inline std::string pyTuple(const std::vector<std::int64_t>& v) {
  return "(" + join(v) + (v.size() == 1 ? ",)" : ")");
}

/// `group.iteration` as each backend prints it: Triton (numel, rnumel); C++ the
/// unmerged sizes ((16, 64), ()) (Inductor's CppScheduling.group_fn).
inline std::string groupIteration(const std::string& device, const std::vector<std::int64_t>& sizes,
                                  const std::vector<std::int64_t>& rsizes) {
  if (device == "cpu") return "(" + pyTuple(sizes) + ", " + pyTuple(rsizes) + ")";
  std::int64_t n = 1, r = 1;
  for (auto x : sizes) n *= x;
  for (auto x : rsizes) r *= x;
  return "(" + std::to_string(n) + ", " + std::to_string(r) + ")";
}

/// Replaces p<i> by d<i> (a MemoryDep's variables).
inline std::string depIndex(std::string index) {
  std::replace(index.begin(), index.end(), 'p', 'd');
  return index;
}

}  // namespace nests

inline RandomGraph randomGraph(std::uint64_t seed, const std::string& device, int chains = 3) {
  using namespace nests;
  std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ULL + 12345);
  auto pick = [&](auto const& v) { return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)]; };
  auto coin = [&](double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; };
  const std::vector<std::int64_t> sizePool = {1, 2, 3, 5, 8, 16, 17, 31, 32, 64, 100, 127, 128, 255};
  RandomGraph g;
  std::ostringstream o;
  for (int c = 0; c < chains; ++c) {
    // ---- shapes
    const int rank = coin(0.5) ? 2 : 3;
    std::vector<std::int64_t> n;
    std::int64_t numel = 1;
    for (int i = 0; i < rank; ++i) {
      std::int64_t s = pick(sizePool);
      while (numel * s > 100000) s = std::max<std::int64_t>(1, s / 2);
      n.push_back(s);
      numel *= s;
    }
    // a long, uneven innermost dimension: the C++ loops split it into chunks with a tail
    if (coin(0.2)) {
      const std::vector<std::int64_t> longPool = {1031, 2053, 4099};
      n.back() = pick(longPool);
      for (std::size_t i = 0; i + 1 < n.size(); ++i) n[i] = std::min<std::int64_t>(n[i], 5);
    }
    // a reduction of one element is lowered to a pointwise node, and a split by 1 is
    // simplified away: neither reaches a dump
    for (auto& s : n)
      if (s == 1 && coin(0.7)) s = 2;
    numel = 1;
    for (auto s : n) numel *= s;
    const bool flat = rank == 2 && n[1] > 1 && coin(0.35);
    std::vector<int> perm(static_cast<std::size_t>(rank));
    std::iota(perm.begin(), perm.end(), 0);
    if (coin(0.6)) std::shuffle(perm.begin(), perm.end(), rng);
    if (flat && coin(0.7)) perm = {1, 0};
    const int bdim = static_cast<int>(rng() % static_cast<std::uint64_t>(rank));
    const int mdim = static_cast<int>(rng() % static_cast<std::uint64_t>(rank));
    const bool masked = coin(0.4) && n[static_cast<std::size_t>(mdim)] > 1;
    const std::vector<std::string> kinds = {"sum", "max", "min", "prod", "argmax", "argmin", "welford_reduce", "any"};
    const std::string kind = pick(kinds);
    int rdim = coin(0.5) ? rank - 1 : static_cast<int>(rng() % static_cast<std::uint64_t>(rank));
    for (int tries = 0; n[static_cast<std::size_t>(rdim)] == 1 && tries < rank; ++tries) rdim = (rdim + 1) % rank;
    if (n[static_cast<std::size_t>(rdim)] == 1) n[static_cast<std::size_t>(rdim)] = 3, numel *= 3;
    const bool floatB = kind != "argmax" && kind != "argmin" && kind != "any";
    // half-precision storage of the permuted input and of A's output (values computed
    // in float32 between to_dtype casts, as Inductor prints them)
    const std::string half = coin(0.25) ? (coin(0.5) ? "bfloat16" : "float16") : "";
    const std::string dtypeA = half.empty() ? "float32" : half;
    auto upcast = [&](const std::string& v) {  // "load" -> to_dtype line and its name
      if (half.empty()) return std::pair<std::string, std::string>{"", v};
      return std::pair<std::string, std::string>{
          "        to_dtype_" + v + " = ops.to_dtype(" + v + ", torch.float32, src_dtype = torch." + half + ")\n",
          "to_dtype_" + v};
    };

    const std::string in0 = "arg" + std::to_string(2 * c) + "_1", in1 = "arg" + std::to_string(2 * c + 1) + "_1";
    const std::string bufA = "buf" + std::to_string(3 * c), bufB = "buf" + std::to_string(3 * c + 1),
                      bufC = "buf" + std::to_string(3 * c + 2);
    const std::string opA = "op" + std::to_string(3 * c), opB = "op" + std::to_string(3 * c + 1),
                      opC = "op" + std::to_string(3 * c + 2);

    // ---- the inputs' layouts: in0 stored with its dimensions permuted, in1 1-D
    std::vector<std::int64_t> storedSizes;
    for (int j = 0; j < rank; ++j) storedSizes.push_back(n[static_cast<std::size_t>(perm[static_cast<std::size_t>(j)])]);
    const auto storedStrides = contiguous(storedSizes);
    std::vector<std::int64_t> coef(static_cast<std::size_t>(rank));  // element stride of each logical dimension
    for (int j = 0; j < rank; ++j) coef[static_cast<std::size_t>(perm[static_cast<std::size_t>(j)])] = storedStrides[static_cast<std::size_t>(j)];
    const auto strideA = contiguous(n);

    // index of logical dimension i in A's iteration
    auto dimVar = [&](int i) -> std::string {
      if (!flat) return "p" + std::to_string(i);
      return i == 0 ? "((p0//" + std::to_string(n[1]) + "))" : "(ModularIndexing(p0, 1, " + std::to_string(n[1]) + "))";
    };
    auto indexOf = [&](const std::vector<std::int64_t>& strides, std::int64_t constant) {
      std::vector<std::pair<std::int64_t, std::string>> t;
      for (int i = 0; i < rank; ++i) t.emplace_back(strides[static_cast<std::size_t>(i)], dimVar(i));
      if (flat && strides == strideA && constant == 0) return std::string("p0");  // contiguous: Inductor's simplified form
      return affine(t, constant);
    };
    const std::vector<std::int64_t> itSizes = flat ? std::vector<std::int64_t>{numel} : n;
    const std::string read0 = indexOf(coef, 0), readShift = indexOf(coef, coef[static_cast<std::size_t>(mdim)]);
    std::vector<std::int64_t> bstride(static_cast<std::size_t>(rank), 0);
    bstride[static_cast<std::size_t>(bdim)] = 1;
    const std::string read1 = indexOf(bstride, 0), writeA = indexOf(strideA, 0);
    std::vector<std::int64_t> mstride(static_cast<std::size_t>(rank), 0);
    mstride[static_cast<std::size_t>(mdim)] = 1;
    const std::string maskIndex = indexOf(mstride, 0);

    // ---- C's existence and B's shape
    std::vector<int> kept;
    for (int i = 0; i < rank; ++i)
      if (i != rdim) kept.push_back(i);
    std::vector<std::int64_t> keptSizes;
    for (int i : kept) keptSizes.push_back(n[static_cast<std::size_t>(i)]);
    const auto strideB = contiguous(keptSizes);
    const std::int64_t rnumel = n[static_cast<std::size_t>(rdim)];
      const bool withC = floatB;
    const std::string dtypeB = kind == "any" ? "bool" : floatB ? "float32" : "int64";

    // ---- A
    auto user = [](const std::string& op) { return "NodeUser(node=SchedulerNode(name='" + op + "'), can_inplace=False, is_weak=False)"; };
    const std::string output = "NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)";
    o << opA << ": SchedulerNode(ComputedBuffer)\n";
    o << opA << ".writes = [MemoryDep('" << bufA << "', " << depIndex(writeA) << ", " << ranges(itSizes, 'd') << ")]\n";
    o << opA << ".unmet_dependencies = []\n";
    o << opA << ".met_dependencies = [MemoryDep('" << in0 << "', " << depIndex(read0) << ", " << ranges(itSizes, 'd')
      << "), MemoryDep('" << in1 << "', " << depIndex(read1) << ", " << ranges(itSizes, 'd') << ")]\n";
    o << opA << ".outputs = [\n    " << bufA << ": ComputedBuffer\n    " << bufA
      << ".layout = " << layout(device, dtypeA, n, strideA) << "\n    " << bufA << ".users = [" << user(opB)
      << (withC ? ", " + user(opC) : "") << "]\n]\n";
    o << opA << ".group.device = " << device << "\n" << opA << ".group.iteration = " << groupIteration(device, itSizes, {}) << "\n";
    o << opA << ".sizes = ([" << join(itSizes) << "], [])\n";
    o << in0 << "_layout = " << layout(device, dtypeA, storedSizes, storedStrides) << "\n";
    o << in1 << "_layout = " << layout(device, "float32", {n[static_cast<std::size_t>(bdim)]}, {1}) << "\n";
    o << bufA << "_layout = " << layout(device, dtypeA, n, strideA) << "\n";
    o << "class " << opA << "_loop_body:\n    var_ranges = " << ranges(itSizes, 'p') << "\n";
    o << "    index0 = " << read0 << "\n    index1 = " << read1 << "\n    index2 = " << writeA << "\n";
    if (masked) o << "    index3 = " << maskIndex << "\n    index4 = " << readShift << "\n";
    o << "    def body(self, ops):\n";
    o << "        get_index = self.get_index('index0')\n        load = ops.load('" << in0 << "', get_index)\n";
    const auto [castLoad, loadValue] = upcast("load");
    o << castLoad;
    o << "        get_index_1 = self.get_index('index1')\n        load_1 = ops.load('" << in1 << "', get_index_1)\n";
    std::vector<std::string> vals = {loadValue, "load_1"};
    int k = 0;
    std::string desc = "x" + std::to_string(c) + ": [" + join(n) + "]" + (flat ? " flat" : "") + " perm";
    for (int p : perm) desc += std::to_string(p);
    desc += " bcast" + std::to_string(bdim);
    auto fresh = [&](const std::string& op) { return op + "_" + std::to_string(k++); };
    if (masked) {
      o << "        get_index_2 = self.get_index('index3')\n";
      o << "        index_expr = ops.index_expr(get_index_2, torch.int64)\n";
      o << "        constant_m = ops.constant(" << n[static_cast<std::size_t>(mdim)] - 1 << ", torch.int64)\n";
      o << "        lt_m = ops.lt(index_expr, constant_m)\n";
      o << "        masked_subblock1 = self.masked_subblock1(lt_m, 0.0)\n";
      vals.push_back("masked_subblock1");
      desc += " masked-shift" + std::to_string(mdim);
    }
    const std::vector<std::string> unary = {"relu", "neg", "abs", "sigmoid", "tanh", "erf", "sin", "cos", "exp_t", "sqrt_a", "log1p_a", "leaky"};
    const std::vector<std::string> binary = {"add", "sub", "mul", "maximum", "minimum"};
    const int nops = 2 + static_cast<int>(rng() % 5);
    std::string cur = vals[0];
    for (int i = 0; i < nops; ++i) {
      if (coin(0.5)) {
        const std::string other = pick(vals);
        const std::string op = pick(binary);
        const std::string v = fresh(op);
        o << "        " << v << " = ops." << op << "(" << cur << ", " << other << ")\n";
        cur = v;
        desc += " " + op;
      } else {
        const std::string op = pick(unary);
        desc += " " + op;
        if (op == "exp_t") {  // exp of a bounded value
          const std::string t = fresh("tanh");
          o << "        " << t << " = ops.tanh(" << cur << ")\n";
          cur = t;
          const std::string v = fresh("exp");
          o << "        " << v << " = ops.exp(" << cur << ")\n";
          cur = v;
        } else if (op == "sqrt_a" || op == "log1p_a") {
          const std::string a = fresh("abs");
          o << "        " << a << " = ops.abs(" << cur << ")\n";
          const std::string v = fresh(op.substr(0, op.size() - 2));
          o << "        " << v << " = ops." << op.substr(0, op.size() - 2) << "(" << a << ")\n";
          cur = v;
        } else if (op == "leaky") {
          const std::string z = fresh("constant"), gt = fresh("gt"), sc = fresh("constant"), m = fresh("mul"), w = fresh("where");
          o << "        " << z << " = ops.constant(0.0, torch.float32)\n";
          o << "        " << gt << " = ops.gt(" << cur << ", " << z << ")\n";
          o << "        " << sc << " = ops.constant(0.1, torch.float32)\n";
          o << "        " << m << " = ops.mul(" << cur << ", " << sc << ")\n";
          o << "        " << w << " = ops.where(" << gt << ", " << cur << ", " << m << ")\n";
          cur = w;
        } else {
          const std::string v = fresh(op);
          o << "        " << v << " = ops." << op << "(" << cur << ")\n";
          cur = v;
        }
      }
      vals.push_back(cur);
    }
    o << "        get_index_3 = self.get_index('index2')\n";
    if (!half.empty()) {
      o << "        to_dtype_store = ops.to_dtype(" << cur << ", torch." << half << ", src_dtype = torch.float32)\n";
      cur = "to_dtype_store";
    }
    o << "        store = ops.store('" << bufA << "', get_index_3, " << cur << ", None)\n        return store\n";
    if (masked)
      o << "    def masked_subblock1(self, ops):\n        get_index = self.get_index('index4')\n"
        << "        load = ops.load('" << in0 << "', get_index)\n" << upcast("load").first << "        return "
        << upcast("load").second << "\n";
    o << "\n\n";

    // ---- B: reduction of A over rdim (iteration: kept variables, then the reduced one)
    std::vector<std::int64_t> bIt = keptSizes;
    bIt.push_back(rnumel);
    const int rv = static_cast<int>(kept.size());
    std::vector<std::pair<std::int64_t, std::string>> bRead, bWrite;
    for (std::size_t j = 0; j < kept.size(); ++j) {
      bRead.emplace_back(strideA[static_cast<std::size_t>(kept[j])], "p" + std::to_string(j));
      bWrite.emplace_back(strideB[j], "p" + std::to_string(j));
    }
    bRead.emplace_back(strideA[static_cast<std::size_t>(rdim)], "p" + std::to_string(rv));
    const std::string readB = affine(bRead), writeB = affine(bWrite);
    o << opB << ": SchedulerNode(ComputedBuffer)\n";
    o << opB << ".writes = [MemoryDep('" << bufB << "', " << depIndex(writeB) << ", " << ranges(keptSizes, 'd') << ")]\n";
    o << opB << ".unmet_dependencies = [MemoryDep('" << bufA << "', " << depIndex(readB) << ", " << ranges(bIt, 'd') << ")]\n";
    o << opB << ".met_dependencies = []\n";
    o << opB << ".outputs = [\n    " << bufB << ": ComputedBuffer\n    " << bufB << ".layout = "
      << layout(device, dtypeB, keptSizes, strideB) << "\n    " << bufB << ".users = [" << (withC ? user(opC) : output) << "]\n]\n";
    o << opB << ".group.device = " << device << "\n" << opB << ".group.iteration = " << groupIteration(device, keptSizes, {rnumel}) << "\n";
    o << opB << ".sizes = ([" << join(keptSizes) << "], [" << rnumel << "])\n";
    o << bufA << "_layout = " << layout(device, dtypeA, n, strideA) << "\n";
    o << bufB << "_layout = " << layout(device, dtypeB, keptSizes, strideB) << "\n";
    o << "class " << opB << "_loop_body:\n    var_ranges = " << ranges(bIt, 'p') << "\n";
    o << "    index0 = " << readB << "\n    index1 = " << writeB << "\n    def body(self, ops):\n";
    o << "        get_index = self.get_index('index0')\n        load = ops.load('" << bufA << "', get_index)\n";
    o << upcast("load").first;
    std::string arg = upcast("load").second;
    if (kind == "prod") {  // values near 1, so that a product of 255 stays finite
      o << "        constant = ops.constant(0.01, torch.float32)\n        mul = ops.mul(" << arg << ", constant)\n";
      o << "        constant_1 = ops.constant(1.0, torch.float32)\n        add = ops.add(mul, constant_1)\n";
      arg = "add";
    }
    if (kind == "any") {
      o << "        constant = ops.constant(0.5, torch.float32)\n        gt = ops.gt(" << arg << ", constant)\n";
      arg = "gt";
    }
    const std::string types = kind == "any" ? "torch.bool, torch.bool" : floatB ? "torch.float32, torch.float32" : "torch.int64, torch.float32";
    o << "        reduction = ops.reduction(" << types << ", '" << kind << "', " << arg << ")\n";
    std::string result = "reduction";
    if (kind == "welford_reduce") {
      o << "        getitem = reduction[0]\n        getitem_1 = reduction[1]\n        getitem_2 = reduction[2]\n";
      result = coin(0.5) ? "getitem" : "getitem_1";
    }
    o << "        get_index_1 = self.get_index('index1')\n";
    o << "        store_reduction = ops.store_reduction('" << bufB << "', get_index_1, " << result << ")\n";
    o << "        return store_reduction\n\n\n";
    desc += " | " + kind + (kind == "welford_reduce" ? (result == "getitem" ? "(mean)" : "(m2)") : "") + " over dim " +
            std::to_string(rdim);

    // ---- C: A - B broadcast, times 2
    if (withC) {
      std::vector<std::pair<std::int64_t, std::string>> cReadA, cReadB;
      for (int i = 0; i < rank; ++i) cReadA.emplace_back(strideA[static_cast<std::size_t>(i)], "p" + std::to_string(i));
      for (std::size_t j = 0; j < kept.size(); ++j) cReadB.emplace_back(strideB[j], "p" + std::to_string(kept[j]));
      const std::string ia = affine(cReadA), ib = affine(cReadB);
      o << opC << ": SchedulerNode(ComputedBuffer)\n";
      o << opC << ".writes = [MemoryDep('" << bufC << "', " << depIndex(ia) << ", " << ranges(n, 'd') << ")]\n";
      o << opC << ".unmet_dependencies = [MemoryDep('" << bufA << "', " << depIndex(ia) << ", " << ranges(n, 'd')
        << "), MemoryDep('" << bufB << "', " << depIndex(ib) << ", " << ranges(n, 'd') << ")]\n";
      o << opC << ".met_dependencies = []\n";
      o << opC << ".outputs = [\n    " << bufC << ": ComputedBuffer\n    " << bufC << ".layout = "
        << layout(device, "float32", n, strideA) << "\n    " << bufC << ".users = [" << output << "]\n]\n";
      o << opC << ".group.device = " << device << "\n" << opC << ".group.iteration = " << groupIteration(device, n, {}) << "\n";
      o << opC << ".sizes = ([" << join(n) << "], [])\n";
      o << bufA << "_layout = " << layout(device, dtypeA, n, strideA) << "\n";
      o << bufB << "_layout = " << layout(device, "float32", keptSizes, strideB) << "\n";
      o << bufC << "_layout = " << layout(device, "float32", n, strideA) << "\n";
      o << "class " << opC << "_loop_body:\n    var_ranges = " << ranges(n, 'p') << "\n";
      o << "    index0 = " << ia << "\n    index1 = " << ib << "\n    def body(self, ops):\n";
      o << "        get_index = self.get_index('index0')\n        load = ops.load('" << bufA << "', get_index)\n";
      o << upcast("load").first;
      o << "        get_index_1 = self.get_index('index1')\n        load_1 = ops.load('" << bufB << "', get_index_1)\n";
      o << "        sub = ops.sub(" << upcast("load").second << ", load_1)\n        constant = ops.constant(2.0, torch.float32)\n";
      o << "        mul = ops.mul(sub, constant)\n        get_index_2 = self.get_index('index0')\n";
      o << "        store = ops.store('" << bufC << "', get_index_2, mul, None)\n        return store\n\n\n";
      desc += " | epilogue";
    }
    g.description += desc + (half.empty() ? "" : " | " + half + " storage") + "\n";
  }
  g.text = o.str();
  return g;
}

}  // namespace fs::test
