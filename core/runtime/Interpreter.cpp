#include "core/runtime/Interpreter.h"

#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <stdexcept>
#include <unordered_map>

#include "core/codegen/OpSupport.h"
#include "core/runtime/CpuExterns.h"
#include "core/runtime/CpuRunner.h"
#include "core/util/Numeric.h"

namespace fs::runtime {

using codegen::DType;

namespace {

// rand(seed, offset): Philox4x32-10 of counter (offset, 0), key seed (as fs_philox).
void philox(std::uint64_t seed, std::uint64_t offset, std::uint32_t* out) {
  const std::uint32_t ctr[4] = {static_cast<std::uint32_t>(offset), static_cast<std::uint32_t>(offset >> 32), 0, 0};
  const std::uint32_t key[2] = {static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32)};
  philox4x32(ctr, key, out);
}

constexpr std::int64_t kChunk = 2048;

// A ConcatKernel (Inductor's NopKernelSchedulerNode for torch.cat realized in place):
// each input computed its slice of the concatenation's storage directly
// (NonOwningLayout, `bufX.aliases = ['bufC']`). Here every buffer has a storage of its
// own, so the reference copies each input's values into its slice of bufC, located by
// the graph's alias views (ir::Graph::aliasViews: a dump's from output_code.py's
// `# alias` lines, the ONNX lowering's own; the IR prints neither the slices' offsets
// nor their order). Returns "" or why it cannot.
std::string assembleConcat(const codegen::BufferTable& t, const ir::Node& n, BufferPool& pool) {
  for (const auto& out : n.outputs) {
    auto c = pool.find(out.name);
    if (c == pool.end()) return "concatenation " + out.name + " has no storage";
    const std::int64_t esize = codegen::dtypeSize(t.at(out.name).dtype);
    for (const auto* producer : t.nodes())
      for (const auto& b : producer->outputs) {
        if (std::find(b.aliases.begin(), b.aliases.end(), out.name) == b.aliases.end()) continue;
        auto v = t.aliasViews().find(b.name);
        if (v == t.aliasViews().end() || v->second.buffer != out.name)
          return "the slice of " + out.name + " that input " + b.name +
                 " computes is not known (its `# alias` line in output_code.py is missing or was not read: see the warnings; no "
                 "view of it from the frontend)";
        const auto& view = v->second;
        const auto& src = t.at(b.name);
        auto s = pool.find(b.name);
        if (s == pool.end() || view.sizes != src.sizes || codegen::dtypeSize(src.dtype) != esize)
          return "input " + b.name + " does not match its slice of " + out.name;
        const std::int64_t count = ir::sizeProduct(view.sizes);
        StridedCursor fromAt(src.sizes, src.strides, src.offset, 0), toAt(view.sizes, view.strides, view.offset, 0);
        for (std::int64_t k = 0; k < count; ++k, fromAt.next(), toAt.next()) {
          const std::int64_t from = fromAt.offset(), to = toAt.offset();
          if (from < 0 || from >= s->second.numel || to < 0 || to >= c->second.numel)
            return "input " + b.name + "'s slice lies outside " + out.name + "'s storage";
          std::memcpy(c->second.bytes.data() + to * esize, s->second.bytes.data() + from * esize,
                      static_cast<std::size_t>(esize));
          if (c->second.written.size() == static_cast<std::size_t>(c->second.numel))
            c->second.written[static_cast<std::size_t>(to)] = 1;
        }
      }
  }
  return "";
}

// Python's floor division and modulo of int64 (the index expressions' FloorDiv,
// ModularIndexing; ops.floordiv, ops.mod), by a divisor known not to be 0.
std::int64_t floorDivI(std::int64_t x, std::int64_t y) {
  if (y == -1) return x == std::numeric_limits<std::int64_t>::min() ? x : -x;
  std::int64_t q = x / y;
  if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
  return q;
}
std::int64_t pyModI(std::int64_t x, std::int64_t y) {
  if (y == -1) return 0;
  std::int64_t r = x % y;
  if (r != 0 && ((r < 0) != (y < 0))) r += y;
  return r;
}
double floorDiv(double a, double b) {
  const auto y = saturatingInt64(b);
  if (y == 0) throw std::runtime_error("division by zero in an index expression");
  return static_cast<double>(floorDivI(saturatingInt64(a), y));
}
double pyMod(double a, double b) {
  const auto y = saturatingInt64(b);
  if (y == 0) throw std::runtime_error("modulo by zero");
  return static_cast<double>(pyModI(saturatingInt64(a), y));
}
double maximumD(double a, double b) { return std::isnan(a) ? a : std::isnan(b) ? b : (a > b ? a : b); }
double minimumD(double a, double b) { return std::isnan(a) ? a : std::isnan(b) ? b : (a < b ? a : b); }

[[gnu::always_inline]] inline double castTo(DType t, double v) {
  switch (t) {
    case DType::F32: return static_cast<double>(static_cast<float>(v));
    case DType::F64: return v;
    case DType::Bool: return v != 0 ? 1.0 : 0.0;
    case DType::I8: return static_cast<double>(static_cast<std::int8_t>(saturatingInt64(v)));
    case DType::U8: return static_cast<double>(static_cast<std::uint8_t>(saturatingInt64(v)));
    case DType::I16: return static_cast<double>(static_cast<std::int16_t>(saturatingInt64(v)));
    case DType::I32: return static_cast<double>(static_cast<std::int32_t>(saturatingInt64(v)));
    case DType::I64: return static_cast<double>(saturatingInt64(v));  // NaN 0, beyond int64 saturated (fs_f2i)
    default: return v;
  }
}

// A float op's result as the kernels compute it: float32 for float32, float16 and
// bfloat16 values (one correctly rounded float32 result per op, as Inductor's float32
// codegen), double for float64. Rounding each op keeps float-to-int conversions (bucket
// indices from a log, floor of a scaled coordinate) on the kernels' side of integer
// boundaries, where a double reference would land on the other.
[[gnu::always_inline]] inline double asComputed(DType t, double v) { return t == DType::F64 ? v : static_cast<double>(static_cast<float>(v)); }

// to_dtype: float16 / bfloat16 round here (values of those types are computed in
// float32 otherwise, as the kernels do); other types as castTo.
double roundTo(DType t, double v) {
  if (t == DType::F16) return codegen::halfToFloat(codegen::floatToHalf(static_cast<float>(v)));
  if (t == DType::BF16) return codegen::bfloat16ToFloat(codegen::floatToBFloat16(static_cast<float>(v)));
  return castTo(t, v);
}

double literal(const ir::OpArg& a) { return a.number; }

using Vec = std::vector<double>;

// The exact value of a binary, comparison or logical op (Python semantics for floordiv
// and remainder; ops.mod is C's `%` as Inductor prints it, `a % b` in Triton and mod() in
// the C++ prefix: fmod's sign of the dividend, for integers too); the caller rounds it
// to the result type.
[[gnu::always_inline]] inline double binaryValue(ir::OpCode code, double u, double v, bool intRes) {
  using C = ir::OpCode;
  switch (code) {
    case C::Add: return u + v;
    case C::Sub: return u - v;
    case C::Mul: return u * v;
    case C::Truediv: case C::Div: return u / v;
    case C::Floordiv: return intRes ? floorDiv(u, v) : std::floor(u / v);
    case C::Truncdiv: return std::trunc(u / v);
    case C::Remainder: return intRes ? pyMod(u, v) : u - std::floor(u / v) * v;
    case C::Mod: case C::Fmod: return std::fmod(u, v);
    case C::Pow: return std::pow(u, v);
    case C::Maximum: return maximumD(u, v);
    case C::Minimum: return minimumD(u, v);
    case C::Eq: return u == v;
    case C::Ne: return u != v;
    case C::Lt: return u < v;
    case C::Le: return u <= v;
    case C::Gt: return u > v;
    case C::Ge: return u >= v;
    case C::LogicalAnd: return (u != 0) && (v != 0);
    case C::LogicalOr: return (u != 0) || (v != 0);
    case C::LogicalXor: return (u != 0) != (v != 0);
    case C::And: case C::BitwiseAnd: return static_cast<double>(saturatingInt64(u) & saturatingInt64(v));
    case C::Or: case C::BitwiseOr: return static_cast<double>(saturatingInt64(u) | saturatingInt64(v));
    default: return static_cast<double>(saturatingInt64(u) ^ saturatingInt64(v));  // Xor, BitwiseXor
  }
}

using UnaryFn = double (*)(double);
// Unary ops (the UnaryMath and Unary families); nullptr for any other code. bitwise_not
// of a bool is logical not (~True is False for torch.bool, not -2).
UnaryFn unaryFn(ir::OpCode o, DType rt) {
  using C = ir::OpCode;
  switch (o) {
    case C::Exp: return [](double u) { return std::exp(u); };
    case C::Exp2: return [](double u) { return std::exp2(u); };
    case C::Expm1: return [](double u) { return std::expm1(u); };
    case C::Log: return [](double u) { return std::log(u); };
    case C::Log1p: return [](double u) { return std::log1p(u); };
    case C::Log2: return [](double u) { return std::log2(u); };
    case C::Log10: return [](double u) { return std::log10(u); };
    case C::Sqrt: return [](double u) { return std::sqrt(u); };
    case C::Rsqrt: return [](double u) { return 1.0 / std::sqrt(u); };
    case C::Sin: return [](double u) { return std::sin(u); };
    case C::Cos: return [](double u) { return std::cos(u); };
    case C::Tan: return [](double u) { return std::tan(u); };
    case C::Asin: return [](double u) { return std::asin(u); };
    case C::Acos: return [](double u) { return std::acos(u); };
    case C::Atan: return [](double u) { return std::atan(u); };
    case C::Sinh: return [](double u) { return std::sinh(u); };
    case C::Cosh: return [](double u) { return std::cosh(u); };
    case C::Tanh: return [](double u) { return std::tanh(u); };
    case C::Erf: return [](double u) { return std::erf(u); };
    case C::Erfc: return [](double u) { return std::erfc(u); };
    case C::Floor: return [](double u) { return std::floor(u); };
    case C::Ceil: return [](double u) { return std::ceil(u); };
    case C::Trunc: return [](double u) { return std::trunc(u); };
    case C::Round: return [](double u) { return std::nearbyint(u); };
    case C::Lgamma: return [](double u) { return std::lgamma(u); };
    case C::Reciprocal: return [](double u) { return 1.0 / u; };
    case C::Sigmoid: return [](double u) { return 1.0 / (1.0 + std::exp(-u)); };
    case C::Relu: return [](double u) { return maximumD(u, 0.0); };
    case C::Neg: return [](double u) { return -u; };
    case C::Abs: return [](double u) { return std::fabs(u); };
    case C::Square: return [](double u) { return u * u; };
    case C::Sign: return [](double u) { return static_cast<double>((u > 0) - (u < 0)); };
    case C::LogicalNot: return [](double u) { return u == 0 ? 1.0 : 0.0; };
    case C::BitwiseNot:
      if (rt == DType::Bool) return unaryFn(C::LogicalNot, rt);
      return [](double u) { return static_cast<double>(~saturatingInt64(u)); };
    case C::Isinf: return [](double u) { return std::isinf(u) ? 1.0 : 0.0; };
    case C::Isnan: return [](double u) { return std::isnan(u) ? 1.0 : 0.0; };
    case C::Signbit: return [](double u) { return std::signbit(u) ? 1.0 : 0.0; };
    default: return nullptr;
  }
}

// A scan's combine function compiled to slots: params 0..2n-1 (running values, then
// the next element's), then one slot per op. Evaluated one point at a time (each
// point depends on the previous one of its row).
struct CombineProgram {
  struct Arg {
    int slot = -1;   // -1: literal
    double lit = 0;
  };
  struct Instr {
    enum class K : std::uint8_t { Binary, Unary, Where, Cast, Constant, Fma } k = K::Constant;
    ir::OpCode code = ir::OpCode::Unknown;
    UnaryFn fn = nullptr;
    DType rt = DType::F32;
    std::vector<Arg> args;
  };
  std::size_t n = 0;  // values per side
  std::vector<Instr> instrs;
  std::vector<int> results;
  std::vector<DType> types;  // of the running values
  std::size_t slots = 0;

  CombineProgram(const ir::CombineFn& fn, const codegen::ValueTypes& vt, const std::vector<DType>& itemTypes) {
    n = fn.params.size() / 2;
    types = itemTypes;
    std::unordered_map<std::string, int> slot;
    for (std::size_t i = 0; i < fn.params.size(); ++i) slot[fn.params[i]] = static_cast<int>(i);
    int next = static_cast<int>(fn.params.size());
    auto tyOf = [&](const std::string& v) {
      auto it = vt.find(v);
      return it == vt.end() ? DType::F32 : it->second;
    };
    for (const auto& op : fn.block.ops) {
      Instr in;
      in.rt = tyOf(op.result);
      for (const auto& a : op.args) {
        if (a.kind == ir::OpArg::Kind::Dtype) continue;
        Arg x;
        if (a.kind == ir::OpArg::Kind::Value) x.slot = slot.at(a.text);
        else x.lit = literal(a);
        in.args.push_back(x);
      }
      in.code = op.code;
      switch (ir::familyOf(op.code)) {
        case ir::OpFamily::Select: in.k = Instr::K::Where; break;
        case ir::OpFamily::Cast: in.k = Instr::K::Cast; break;
        case ir::OpFamily::Constant: in.k = Instr::K::Constant; break;
        case ir::OpFamily::Fma: in.k = Instr::K::Fma; break;
        case ir::OpFamily::Binary: case ir::OpFamily::Comparison: case ir::OpFamily::Logical: in.k = Instr::K::Binary; break;
        default:
          if (!(in.fn = unaryFn(op.code, in.rt)))
            throw std::runtime_error("combine function " + fn.origin + ": op '" + op.op + "' is not implemented");
          in.k = Instr::K::Unary;
      }
      instrs.push_back(std::move(in));
      slot[op.result] = next++;
    }
    for (const auto& r : fn.results) results.push_back(slot.at(r));
    slots = static_cast<std::size_t>(next);
  }
  // state = combine(state, x), both n values; `regs` is the caller's scratch.
  void apply(double* state, const double* x, std::vector<double>& regs) const {
    regs.resize(slots);
    for (std::size_t i = 0; i < n; ++i) {
      regs[i] = state[i];
      regs[n + i] = x[i];
    }
    std::size_t s = 2 * n;
    for (const auto& in : instrs) {
      auto v = [&](std::size_t i) { return in.args[i].slot >= 0 ? regs[static_cast<std::size_t>(in.args[i].slot)] : in.args[i].lit; };
      const bool fl = codegen::isFloat(in.rt);
      double r = 0;
      switch (in.k) {
        case Instr::K::Binary: r = binaryValue(in.code, v(0), v(1), !fl); r = fl ? asComputed(in.rt, r) : castTo(in.rt, r); break;
        case Instr::K::Unary: r = in.fn(v(0)); r = fl ? asComputed(in.rt, r) : castTo(in.rt, r); break;
        case Instr::K::Where: r = castTo(in.rt, v(0) != 0 ? v(1) : v(2)); break;
        case Instr::K::Cast: r = roundTo(in.rt, v(0)); break;
        case Instr::K::Constant: r = castTo(in.rt, v(0)); break;
        case Instr::K::Fma: r = castTo(in.rt, std::fma(v(0), v(1), v(2))); break;
      }
      regs[s++] = r;
    }
    for (std::size_t i = 0; i < n; ++i) state[i] = castTo(types[i], regs[static_cast<std::size_t>(results[i])]);
  }
};

// A scan's running values per row (rows are never split between threads).
struct ScanState {
  CombineProgram prog;
  std::vector<Vec> rows;  // n vectors of N rows
};

struct Acc {
  ir::ReductionType kind = ir::ReductionType::Unknown;
  DType dtype = DType::F32;
  Vec a, b, c;  // sum/max/...: a; welford: mean, m2, weight; arg: value, index; online softmax: max, sum
};

struct NodeRun {
  const ir::Node& node;
  const ir::LoopBody& body;
  const codegen::BufferTable& table;
  BufferPool& pool;
  std::vector<std::string> vars;
  std::vector<std::int64_t> extents, strides;
  std::size_t nIt = 0;
  std::int64_t N = 1, R = 1;
  std::map<std::string, codegen::ValueTypes> types;
  std::set<std::string> postOps;  // body values computed after the reduction loop
  std::map<std::string, Acc> accs;
  std::map<std::string, std::optional<ir::Expr::Affine>> affine;  // by index name
  std::map<std::string, ScanState> scans;  // by the scan's value name
  std::map<std::string, std::int64_t> indirectSizes;  // "indirectN" -> size of the dim it indexes
  const RoundingNoise* noise = nullptr;               // Monte Carlo arithmetic, when set
};

// 1 + u * noise.relative, u uniform in [-1, 1) from (seed, where, point): splitmix64.
double noiseFactor(const RoundingNoise& noise, std::uint64_t where, std::uint64_t point) {
  std::uint64_t z = noise.seed + 0x9E3779B97F4A7C15ULL * (where * 0x100000001B3ULL + point + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  z ^= z >> 31;
  const double u = static_cast<double>(z >> 11) * 0x1p-52 - 1.0;  // [-1, 1)
  return 1.0 + u * noise.relative;
}

struct Frame {
  std::int64_t n = 0;
  std::int64_t first = 0;  // first flat point (main) or row (post)
  std::unordered_map<std::string, Vec> env;   // loop and indirect variables
  std::unordered_map<std::string, Vec> vals;  // "block:value"
  std::vector<std::int64_t> row, rlin;
};

void evalExpr(const ir::Expr& e, Frame& f, Vec& out);

// An argument's values: a variable's own vector (no copy), else evaluated into `scratch`.
const Vec& exprValues(const ir::Expr& a, Frame& f, Vec& scratch) {
  if (a.kind() == ir::Expr::Kind::Var) {
    auto it = f.env.find(a.name());
    if (it == f.env.end()) throw std::runtime_error("index uses unknown symbol '" + a.name() + "'");
    return it->second;
  }
  evalExpr(a, f, scratch);
  return scratch;
}

// An index expression over the frame's points. The kind is decided once per chunk, and
// constant divisors and moduli (nearly all of them) are read once: a chunk of a
// ModularIndexing is one int64 loop (mvit's pooling windows spent 2/3 of the reference
// here when every point switched on the kind and expanded constants to vectors).
void evalExpr(const ir::Expr& e, Frame& f, Vec& out) {
  using K = ir::Expr::Kind;
  const auto n = static_cast<std::size_t>(f.n);
  const K kind = e.kind();
  if (kind == K::Const) {
    out.assign(n, static_cast<double>(e.value()));
    return;
  }
  if (kind == K::Var) {
    Vec scratch;
    out = exprValues(e, f, scratch);
    return;
  }
  const auto& as = e.args();
  auto constant = [](const ir::Expr& a) { return a.kind() == K::Const; };
  Vec scratch;
  switch (kind) {
    case K::Add:
    case K::Mul: {
      evalExpr(as[0], f, out);
      for (std::size_t k = 1; k < as.size(); ++k) {
        if (constant(as[k])) {
          const double c = static_cast<double>(as[k].value());
          if (kind == K::Add)
            for (auto& v : out) v += c;
          else
            for (auto& v : out) v *= c;
          continue;
        }
        const Vec& a = exprValues(as[k], f, scratch);
        if (kind == K::Add)
          for (std::size_t i = 0; i < n; ++i) out[i] += a[i];
        else
          for (std::size_t i = 0; i < n; ++i) out[i] *= a[i];
      }
      return;
    }
    case K::FloorDiv:
    case K::ModularIndexing: {
      const bool mod = kind == K::ModularIndexing;
      evalExpr(as[0], f, out);
      if (constant(as[1]) && (!mod || constant(as[2]))) {
        const std::int64_t y = as[1].value(), m = mod ? as[2].value() : 1;
        if (y == 0) throw std::runtime_error("division by zero in an index expression");
        if (mod && m == 0) throw std::runtime_error("modulo by zero");
        for (auto& v : out) {
          const std::int64_t q = floorDivI(saturatingInt64(v), y);
          v = static_cast<double>(mod ? pyModI(q, m) : q);
        }
        return;
      }
      Vec d, m;
      evalExpr(as[1], f, d);
      if (mod) evalExpr(as[2], f, m);
      for (std::size_t i = 0; i < n; ++i) out[i] = mod ? pyMod(floorDiv(out[i], d[i]), m[i]) : floorDiv(out[i], d[i]);
      return;
    }
    case K::Min:
    case K::Max: {
      evalExpr(as[0], f, out);
      for (std::size_t k = 1; k < as.size(); ++k) {
        const Vec& a = exprValues(as[k], f, scratch);
        for (std::size_t i = 0; i < n; ++i) out[i] = kind == K::Min ? std::min(out[i], a[i]) : std::max(out[i], a[i]);
      }
      return;
    }
    case K::Identity: evalExpr(as[0], f, out); return;
    default: out.assign(n, 0.0); return;
  }
}

void indexVec(NodeRun& run, Frame& f, const std::string& indexName, Vec& out) {
  const ir::Expr* e = run.body.indexExpr(indexName);
  if (!e) throw std::runtime_error(run.node.name + ": unknown index '" + indexName + "'");
  const auto& aff = run.affine.at(indexName);
  bool ok = aff.has_value();
  if (ok)
    for (const auto& [sym, c] : aff->coeffs)
      if (!f.env.count(sym)) ok = false;
  if (!ok) {
    evalExpr(*e, f, out);
    return;
  }
  out.assign(static_cast<std::size_t>(f.n), static_cast<double>(aff->offset));
  for (const auto& [sym, c] : aff->coeffs) {
    const Vec& v = f.env.at(sym);
    const double cd = static_cast<double>(c);
    for (std::size_t i = 0; i < out.size(); ++i) out[i] += cd * v[i];
  }
}

// ops.sort(dtypes, values, stable, descending) over the frame's rows (the frame holds
// whole rows: runLoopNode aligns its chunks to rows for a node with a sort). Each row's
// tuples are reordered by the first value, NaN after every number ascending and before
// it descending (torch.sort); equal keys keep their order in the row (std::stable_sort).
// Item i of the result goes to "<result>#i", read by getitem as a scan's items are.
template <class ValueOf>
void sortRows(NodeRun& run, Frame& f, const ir::LoopOp& op, const std::function<std::string(const std::string&)>& key,
              const ValueOf& val) {
  const auto& a = op.args;
  const std::size_t m = a[1].items.size(), n = static_cast<std::size_t>(f.n);
  const bool descending = a[3].number != 0;
  std::vector<Vec> ins(m);
  for (std::size_t i = 0; i < m; ++i) {
    const DType t = a[0].dtypes.at(i);
    const Vec& v = val(ir::OpArg{ir::OpArg::Kind::Value, a[1].items[i]});
    ins[i].resize(n);
    for (std::size_t p = 0; p < n; ++p) ins[i][p] = castTo(t, v[p]);
  }
  std::vector<Vec*> outs;
  for (std::size_t i = 0; i < m; ++i) {
    Vec& o = f.vals[key(op.result + "#" + std::to_string(i))];
    o.assign(n, 0.0);
    outs.push_back(&o);
  }
  const Vec& k = ins[0];
  auto before = [&](std::size_t x, std::size_t y) {  // key x strictly before key y
    const bool nx = std::isnan(k[x]), ny = std::isnan(k[y]);
    if (descending) return (nx && !ny) || (!nx && !ny && k[x] > k[y]);
    return (ny && !nx) || (!nx && !ny && k[x] < k[y]);
  };
  const auto R = static_cast<std::size_t>(run.R);
  std::vector<std::size_t> perm;
  for (std::size_t s = 0; s < n; s += R) {
    if (f.rlin[s] != 0 || s + R > n)
      throw std::runtime_error(run.node.name + ": internal: a sort's frame does not hold whole rows");
    perm.resize(R);
    for (std::size_t j = 0; j < R; ++j) perm[j] = s + j;
    std::stable_sort(perm.begin(), perm.end(), before);
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < R; ++j) (*outs[i])[s + j] = ins[i][perm[j]];
  }
  f.vals[key(op.result)] = *outs.front();
}

std::string evalBlock(NodeRun& run, Frame& f, const ir::LoopBlock& blk, const std::vector<std::uint8_t>& mask, bool post);

// One evaluation of a block over a frame's points (evalBlock): the values it reads and
// writes ("block:value" in the frame), and one method per op form and family.
struct BlockEval {
  NodeRun& run;
  Frame& f;
  const ir::LoopBlock& blk;
  const std::vector<std::uint8_t>& mask;
  bool post;
  const codegen::ValueTypes& types;
  std::size_t n;

  std::string key(const std::string& v) const { return blk.name + ":" + v; }
  const Vec& val(const ir::OpArg& a) const {
    auto it = f.vals.find(key(a.text));
    if (it == f.vals.end()) throw std::runtime_error(run.node.name + ": value '" + a.text + "' is not computed");
    return it->second;
  }
  const Vec& item(const std::string& name) const { return val(ir::OpArg{ir::OpArg::Kind::Value, name}); }
  const Vec& argVec(const ir::OpArg& a, Vec& tmp) const {
    if (a.kind == ir::OpArg::Kind::Value) return val(a);
    tmp.assign(n, literal(a));
    return tmp;
  }
  DType tyOf(const std::string& v) const {
    auto it = types.find(v);
    return it == types.end() ? DType::F32 : it->second;
  }
  // a reduction's or a scan's (accumulated) item, as of the frame's rows
  void rowsOf(const Vec& src, Vec& out) const {
    out.resize(n);
    for (std::size_t p = 0; p < n; ++p) out[p] = src[static_cast<std::size_t>(f.first) + p];
  }

  // self.get_index / set_indirect / value[i] / masked_subblock
  void getIndex(const ir::LoopOp& op, Vec& out) {
    // after the reduction loop only iteration variables are defined
    bool defined = true;
    if (post)
      if (const ir::Expr* e = run.body.indexExpr(op.op))
        for (const auto& sym : e->freeSymbols())
          if (!f.env.count(sym)) defined = false;
    if (defined) indexVec(run, f, op.op, out);
    else out.assign(n, 0.0);
  }
  void getItem(const ir::LoopOp& op, Vec& out) {
    const auto& a = op.args;
    const int i = std::stoi(a[1].text);
    if (auto sc = f.vals.find(key(a[0].text + "#" + a[1].text)); sc != f.vals.end()) {  // a scan's or sort's item
      out = sc->second;
      return;
    }
    auto acc = run.accs.find(a[0].text);
    if (acc == run.accs.end()) throw std::runtime_error(run.node.name + ": getitem of a non-reduction value");
    rowsOf(i == 0 ? acc->second.a : i == 1 ? acc->second.b : acc->second.c, out);
  }
  void subblock(const ir::LoopOp& op, DType rt) {
    const auto* sb = run.body.block(op.op);
    const Vec& cond = val(op.args[0]);
    std::vector<std::uint8_t> m2(n);
    for (std::size_t p = 0; p < n; ++p) m2[p] = mask[p] && cond[p] != 0;
    std::string ret = evalBlock(run, f, *sb, m2, false);
    const Vec& r = f.vals.at(sb->name + ":" + ret);
    const double other = op.args.size() > 1 ? literal(op.args[1]) : 0.0;
    Vec& o = f.vals[key(op.result)];
    o.assign(n, other);
    for (std::size_t p = 0; p < n; ++p)
      if (m2[p]) o[p] = castTo(rt, r[p]);
  }
  // self.scanN: a scan over the reduction index: each point's running value combines
  // the row's previous one with this point's values; the first point of a row starts it
  void scan(const ir::LoopOp& op) {
    auto sc = run.scans.find(op.result);
    if (sc == run.scans.end())
      throw std::runtime_error(run.node.name + ": loop-body call self." + op.op + " is not implemented");
    const auto& prog = sc->second.prog;
    const std::size_t m = prog.n;
    std::vector<const Vec*> ins;
    for (const auto& it : op.args[1].items) ins.push_back(&item(it));
    std::vector<Vec*> outs;
    for (std::size_t i = 0; i < m; ++i) {
      Vec& o = f.vals[key(op.result + "#" + std::to_string(i))];
      o.assign(n, 0.0);
      outs.push_back(&o);
    }
    std::vector<double> x(m), st(m), regs;
    for (std::size_t p = 0; p < n; ++p) {
      if (!mask[p]) continue;
      const auto row = static_cast<std::size_t>(f.row[p]);
      for (std::size_t i = 0; i < m; ++i) x[i] = castTo(prog.types[i], (*ins[i])[p]);
      if (f.rlin[p] == 0) {
        st = x;
      } else {
        for (std::size_t i = 0; i < m; ++i) st[i] = sc->second.rows[i][row];
        prog.apply(st.data(), x.data(), regs);
      }
      for (std::size_t i = 0; i < m; ++i) {
        sc->second.rows[i][row] = st[i];
        (*outs[i])[p] = st[i];
      }
    }
    f.vals[key(op.result)] = *outs.front();
  }

  // the Memory family: load, store, store_reduction, load_seed, index_expr, check_bounds
  void memory(const ir::LoopOp& op, Vec& out, DType rt) {
    const auto& a = op.args;
    Vec t0, t1;
    switch (op.code) {
      case ir::OpCode::Load: {
        auto& tensor = run.pool.at(a[0].text);
        const Vec& idx = val(a[1]);
        out.assign(n, 0.0);
        for (std::size_t p = 0; p < n; ++p) {
          if (!mask[p]) continue;
          auto i = saturatingInt64(idx[p]);
          if (i < 0 || i >= tensor.numel)
            throw std::runtime_error(run.node.name + ": load of " + a[0].text + "[" + std::to_string(i) +
                                     "] is out of bounds (storage " + std::to_string(tensor.numel) + ")");
          out[p] = tensor.get(i);
        }
        return;
      }
      case ir::OpCode::Store:
      case ir::OpCode::StoreReduction: {
        auto& tensor = run.pool.at(a[0].text);  // written mask sized before the threads start
        const Vec& idx = val(a[1]);
        const Vec& v = argVec(a[2], t0);
        const bool atomic = codegen::isAtomicAddStore(op);  // the node then runs on one thread
        for (std::size_t p = 0; p < n; ++p) {
          if (!mask[p]) continue;
          auto i = saturatingInt64(idx[p]);
          if (i < 0 || i >= tensor.numel)
            throw std::runtime_error(run.node.name + ": store to " + a[0].text + "[" + std::to_string(i) +
                                     "] is out of bounds (storage " + std::to_string(tensor.numel) + ")");
          tensor.set(i, atomic ? tensor.get(i) + v[p] : v[p]);
          tensor.written[static_cast<std::size_t>(i)] = 1;
        }
        return;
      }
      case ir::OpCode::LoadSeed: {
        auto& tensor = run.pool.at(a[0].text);
        auto i = std::stoll(a[1].text);
        out.assign(n, static_cast<double>(reinterpret_cast<const std::int64_t*>(tensor.data())[i]));
        return;
      }
      case ir::OpCode::IndexExpr: {
        const Vec& v = val(a[0]);
        out.resize(n);
        for (std::size_t p = 0; p < n; ++p) out[p] = castTo(rt, v[p]);
        return;
      }
      default: {  // CheckBounds
        const Vec& idx = argVec(a[0], t0);
        const Vec& size = argVec(a[1], t1);
        for (std::size_t p = 0; p < n; ++p)
          if (mask[p] && (idx[p] < 0 || idx[p] >= size[p]))
            throw std::runtime_error(run.node.name + ": check_bounds failed: " + std::to_string(idx[p]) +
                                     " not in [0, " + std::to_string(size[p]) + ")");
        out.assign(n, 0.0);
      }
    }
  }

  // ops.reduction(dtype, src_dtype, kind, value): one step of each row's accumulator
  void reduce(const ir::LoopOp& op) {
    const auto& a = op.args;
    using R = ir::ReductionType;
    auto& acc = run.accs.at(op.result);
    const R kind = acc.kind;
    if (kind == R::WelfordCombine) {
      const Vec& m = item(a[3].items.at(0));
      const Vec& m2 = item(a[3].items.at(1));
      const Vec& w = item(a[3].items.at(2));
      for (std::size_t p = 0; p < n; ++p) {
        if (!mask[p]) continue;
        auto r = static_cast<std::size_t>(f.row[p]);
        double wa = acc.c[r], wb = w[p];
        if (wb == 0) continue;
        if (wa == 0) {
          acc.a[r] = m[p];
          acc.b[r] = m2[p];
          acc.c[r] = wb;
          continue;
        }
        double wt = wa + wb, d = m[p] - acc.a[r];
        acc.a[r] += d * wb / wt;
        acc.b[r] += m2[p] + d * d * wa * wb / wt;
        acc.c[r] = wt;
      }
      return;
    }
    Vec t0;
    const Vec& v = argVec(a[3], t0);
    // each accumulation step rounds (Monte Carlo arithmetic): sums, products, the
    // online softmax's sum and Welford's mean and M2
    const bool rounds = run.noise && (kind == R::Sum || kind == R::Prod || kind == R::WelfordReduce ||
                                      kind == R::OnlineSoftmaxReduce);
    for (std::size_t p = 0; p < n; ++p) {
      if (!mask[p]) continue;
      auto r = static_cast<std::size_t>(f.row[p]);
      double x = v[p];
      switch (kind) {
        case R::Sum: acc.a[r] += x; break;
        case R::Prod: acc.a[r] *= x; break;
        case R::Max: acc.a[r] = maximumD(acc.a[r], x); break;
        case R::Min: acc.a[r] = minimumD(acc.a[r], x); break;
        case R::Any: acc.a[r] = (acc.a[r] != 0 || x != 0) ? 1 : 0; break;
        case R::XorSum: acc.a[r] = static_cast<double>(saturatingInt64(acc.a[r]) ^ saturatingInt64(x)); break;
        case R::OnlineSoftmaxReduce: {
          // (max, sum of exp(x - max)), one element at a time; a -inf max counts its
          // elements as exp(0) (Inductor's online_softmax_reduce: delta 0 where max is -inf)
          double& mx = acc.a[r];
          double& sm = acc.b[r];
          if (x > mx) {
            sm = sm * std::exp(mx - x) + 1.0;
            mx = x;
          } else {
            sm += mx == -std::numeric_limits<double>::infinity() ? 1.0 : std::exp(x - mx);
          }
          break;
        }
        case R::WelfordReduce: {
          acc.c[r] += 1;
          double d = x - acc.a[r];
          acc.a[r] += d / acc.c[r];
          acc.b[r] += d * (x - acc.a[r]);
          break;
        }
        case R::Argmax:
        case R::Argmin: {
          bool better = kind == R::Argmax ? x > acc.a[r] : x < acc.a[r];
          if (std::isnan(x) && !std::isnan(acc.a[r])) better = true;
          if (better) {
            acc.a[r] = x;
            acc.b[r] = static_cast<double>(f.rlin[p]);
          }
          break;
        }
        case R::WelfordCombine:  // above
        case R::Unknown:         // not supported (codegen::OpSupport): the node does not run
          break;
      }
      if (rounds) {
        const std::uint64_t point = static_cast<std::uint64_t>(f.row[p]) * 0x10000ULL + static_cast<std::uint64_t>(f.rlin[p]);
        const std::uint64_t where = std::hash<std::string>{}(op.result);
        (kind == R::OnlineSoftmaxReduce ? acc.b[r] : acc.a[r]) *= noiseFactor(*run.noise, where, point);
        if (kind == R::WelfordReduce) acc.b[r] *= noiseFactor(*run.noise, where + 1, point);
      }
    }
  }

  // every other family: a value per point from the op's arguments
  void pointwise(const ir::LoopOp& op, Vec& out, DType rt) {
    const auto& a = op.args;
    Vec t0, t1, t2;
    const bool fl = codegen::isFloat(rt);
    switch (ir::familyOf(op.code)) {
      case ir::OpFamily::Constant: out.assign(n, castTo(rt, literal(a[0]))); return;
      case ir::OpFamily::Cast: {
        const Vec& v = argVec(a[0], t0);
        out.resize(n);
        for (std::size_t p = 0; p < n; ++p) out[p] = roundTo(rt, v[p]);
        return;
      }
      case ir::OpFamily::Random: {
        const Vec& s = argVec(a[0], t0);
        const Vec& off = argVec(a[1], t1);
        out.resize(n);
        const bool uniform = op.code == ir::OpCode::Rand;
        for (std::size_t p = 0; p < n; ++p) {
          auto seed = saturatingInt64(s[p]), ofs = saturatingInt64(off[p]);
          out[p] = uniform ? philoxRand(seed, ofs) : philoxRandn(seed, ofs);
        }
        return;
      }
      case ir::OpFamily::Fma: {  // a * b + c, rounded once (Inductor's ops.fma, libdevice fma)
        const Vec& x = argVec(a[0], t0);
        const Vec& y = argVec(a[1], t1);
        const Vec& z = argVec(a[2], t2);
        out.resize(n);
        for (std::size_t p = 0; p < n; ++p) out[p] = castTo(rt, std::fma(x[p], y[p], z[p]));
        return;
      }
      case ir::OpFamily::Select: {
        const Vec& c = argVec(a[0], t0);
        const Vec& x = argVec(a[1], t1);
        const Vec& y = argVec(a[2], t2);
        out.resize(n);
        for (std::size_t p = 0; p < n; ++p) out[p] = castTo(rt, c[p] != 0 ? x[p] : y[p]);
        return;
      }
      case ir::OpFamily::Binary:
      case ir::OpFamily::Comparison:
      case ir::OpFamily::Logical:
        if (a.size() >= 2) {
          const Vec& x = argVec(a[0], t0);
          const Vec& y = argVec(a[1], t1);
          out.resize(n);
          for (std::size_t p = 0; p < n; ++p) {
            double r = binaryValue(op.code, x[p], y[p], !fl);
            out[p] = fl ? asComputed(rt, r) : castTo(rt, r);
          }
          return;
        }
        break;
      default: break;
    }
    UnaryFn fn = unaryFn(op.code, rt);
    if (!fn) throw std::runtime_error(run.node.name + ": op '" + op.op + "' is not implemented");
    const Vec& x = argVec(a[0], t0);
    out.resize(n);
    for (std::size_t p = 0; p < n; ++p) {
      double r = fn(x[p]);
      out[p] = fl ? asComputed(rt, r) : castTo(rt, r);
    }
  }
};

// Evaluates `blk` over the frame's points where mask is set. Main mode skips the
// ops after a reduction; post mode runs only those (reductions read accumulators).
std::string evalBlock(NodeRun& run, Frame& f, const ir::LoopBlock& blk, const std::vector<std::uint8_t>& mask, bool post) {
  BlockEval e{run, f, blk, mask, post, run.types[blk.name], static_cast<std::size_t>(f.n)};
  const bool isBody = &blk == &run.body.blocks.front();
  for (const auto& op : blk.ops) {
    const bool isPost = isBody && run.postOps.count(op.result);
    if (post && isBody && op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Reduction) {
      // the reduction's value, for the ops after the loop
      const auto& acc = run.accs.at(op.result);
      e.rowsOf(ir::isArgReduction(acc.kind) ? acc.b : acc.a, f.vals[e.key(op.result)]);
      continue;
    }
    if (op.form != ir::LoopOp::Form::GetIndex && isPost != post) continue;
    Vec& out = f.vals[e.key(op.result)];
    const DType rt = e.tyOf(op.result);
    switch (op.form) {
      case ir::LoopOp::Form::GetIndex: e.getIndex(op, out); continue;
      case ir::LoopOp::Form::SetIndirect: {
        // a negative index counts from the end of its dimension (Inductor's wrap_neg)
        const std::string var = "indirect" + op.op.substr(std::string("set_indirect").size());
        Vec v = e.val(op.args[0]);
        if (auto size = run.indirectSizes.find(var); size != run.indirectSizes.end())
          for (auto& x : v)
            if (x < 0) x += static_cast<double>(size->second);
        f.env[var] = v;
        out = std::move(v);
        continue;
      }
      case ir::LoopOp::Form::GetItem: e.getItem(op, out); continue;
      case ir::LoopOp::Form::Subblock: e.subblock(op, rt); continue;
      case ir::LoopOp::Form::Submodule: e.scan(op); continue;
      case ir::LoopOp::Form::Ops: break;
    }
    switch (ir::familyOf(op.code)) {
      case ir::OpFamily::Sort:
        sortRows(run, f, op, [&](const std::string& v) { return e.key(v); }, [&](const ir::OpArg& a) -> const Vec& { return e.val(a); });
        break;
      case ir::OpFamily::Memory: e.memory(op, out, rt); break;
      case ir::OpFamily::Reduction: e.reduce(op); break;
      default:
        e.pointwise(op, out, rt);
        if (run.noise && codegen::isFloat(rt)) {  // the op's float result rounds (Monte Carlo arithmetic)
          const std::uint64_t where = std::hash<std::string>{}(e.key(op.result)) ^ (post ? 1ULL : 0ULL);
          for (std::size_t p = 0; p < out.size(); ++p)
            out[p] *= noiseFactor(*run.noise, where, static_cast<std::uint64_t>(f.first) + p);
        }
    }
  }
  return blk.returns;
}

void setupFrame(NodeRun& run, Frame& f, std::int64_t first, std::int64_t n, bool post) {
  f.n = n;
  f.first = first;
  f.env.clear();
  f.row.resize(static_cast<std::size_t>(n));
  f.rlin.resize(static_cast<std::size_t>(n));
  std::vector<double*> vars;
  for (std::size_t j = 0; j < run.vars.size(); ++j) {
    Vec& v = f.env[run.vars[j]];
    v.resize(static_cast<std::size_t>(n));
    vars.push_back(v.data());
  }
  // post mode walks rows (iteration points, flat = row * R); main mode walks flat points
  // x*R + r. The first point's variables by division, the others as an odometer (a
  // division per variable and point was a quarter of a training graph's reference).
  const std::int64_t R = run.R;
  const std::int64_t flat0 = post ? first * R : first;
  std::vector<std::int64_t> idx(vars.size(), 0);
  for (std::size_t j = 0; j < vars.size(); ++j) idx[j] = (post && j >= run.nIt) ? 0 : (flat0 / run.strides[j]) % run.extents[j];
  const std::size_t stepped = post ? std::min(run.nIt, vars.size()) : vars.size();  // post: reduction variables stay 0
  std::int64_t row = flat0 / R, rlin = post ? 0 : flat0 % R;
  for (std::int64_t p = 0; p < n; ++p) {
    f.row[static_cast<std::size_t>(p)] = row;
    f.rlin[static_cast<std::size_t>(p)] = rlin;
    for (std::size_t j = 0; j < vars.size(); ++j) vars[j][p] = static_cast<double>(idx[j]);
    if (post || ++rlin == R) {
      rlin = 0;
      ++row;
    }
    for (std::size_t j = stepped; j-- > 0;) {
      if (++idx[j] < run.extents[j]) break;
      idx[j] = 0;
    }
  }
}

}  // namespace

// ---- Philox4x32-10, bit-identical to the generated fs_philox4x32 ----
void philox4x32(const std::uint32_t counter[4], const std::uint32_t key[2], std::uint32_t out[4]) {
  std::uint32_t c0 = counter[0], c1 = counter[1], c2 = counter[2], c3 = counter[3];
  std::uint32_t k0 = key[0], k1 = key[1];
  for (int i = 0; i < 10; ++i) {
    std::uint64_t p0 = static_cast<std::uint64_t>(0xD2511F53u) * c0, p1 = static_cast<std::uint64_t>(0xCD9E8D57u) * c2;
    std::uint32_t hi0 = static_cast<std::uint32_t>(p0 >> 32), lo0 = static_cast<std::uint32_t>(p0);
    std::uint32_t hi1 = static_cast<std::uint32_t>(p1 >> 32), lo1 = static_cast<std::uint32_t>(p1);
    std::uint32_t n0 = hi1 ^ c1 ^ k0, n1 = lo1, n2 = hi0 ^ c3 ^ k1, n3 = lo0;
    c0 = n0;
    c1 = n1;
    c2 = n2;
    c3 = n3;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

float philoxRand(std::int64_t seed, std::int64_t offset) {
  std::uint32_t r[4];
  philox(static_cast<std::uint64_t>(seed), static_cast<std::uint64_t>(offset), r);
  return static_cast<float>(r[0] >> 8) * (1.0f / 16777216.0f);
}

float philoxRandn(std::int64_t seed, std::int64_t offset) {
  std::uint32_t r[4];
  philox(static_cast<std::uint64_t>(seed), static_cast<std::uint64_t>(offset), r);
  float u1 = (static_cast<float>(r[0] >> 8) + 1.0f) * (1.0f / 16777216.0f);
  float u2 = static_cast<float>(r[1] >> 8) * (1.0f / 16777216.0f);
  return std::sqrt(-2.0f * std::log(u1)) * std::cos(6.283185307179586f * u2);
}

void Interpreter::runLoopNode(const ir::Node& node, BufferPool& pool, const RoundingNoise* noise) const {
  if (!node.body) throw std::runtime_error(node.name + ": no loop body");
  auto why = codegen::unsupportedReason(node, table_);
  if (!why.empty()) throw std::runtime_error(node.name + ": " + why);
  NodeRun run{node, *node.body, table_, pool, {}, {}, {}, 0, 1, 1, {}, {}, {}, {}, {}, codegen::indirectSizes(table_, node)};
  run.noise = noise;
  const auto& vr = node.body->var_ranges;
  run.nIt = node.sizes ? node.sizes->iteration.size() : vr.size();
  {  // an iteration dimension of size 0: no point to compute, nothing is written
    std::size_t j = 0;
    for (const auto& [name, extent] : vr)
      if (j++ < run.nIt && extent == 0) return;
  }
  for (const auto& [name, extent] : vr) {
    run.vars.push_back(name);
    run.extents.push_back(std::max<std::int64_t>(1, extent));
  }
  run.strides.assign(run.vars.size(), 1);
  for (std::size_t j = run.vars.size(); j-- > 0;)
    run.strides[j] = j + 1 < run.vars.size() ? run.strides[j + 1] * run.extents[j + 1] : 1;
  for (std::size_t j = 0; j < run.vars.size(); ++j) (j < run.nIt ? run.N : run.R) *= run.extents[j];
  run.types = codegen::inferTypes(*node.body, table_);
  for (const auto& [name, e] : node.body->indexExprs) run.affine[name] = e.asAffine();
  // reductions and the ops after them
  const auto& body = node.body->blocks.front();
  for (const auto& op : body.ops) {
    bool post = op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::StoreReduction;
    for (const auto& a : op.args)
      if (a.kind == ir::OpArg::Kind::Value && (run.postOps.count(a.text) || run.accs.count(a.text))) post = true;
    if (op.form == ir::LoopOp::Form::GetItem && run.accs.count(op.args[0].text)) post = true;
    if (post) run.postOps.insert(op.result);
    if (op.form == ir::LoopOp::Form::Submodule) {
      if (const ir::CombineFn* fn = node.body->combineFn(op.op); fn && !op.args.empty()) {
        const std::vector<DType>& items = op.args[0].dtypes;
        ScanState st{CombineProgram(*fn, run.types[fn->block.name], items), {}};
        st.rows.assign(items.size(), Vec(static_cast<std::size_t>(run.N), 0.0));
        run.scans.emplace(op.result, std::move(st));
      }
    }
    if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Reduction) {
      Acc acc;
      using R = ir::ReductionType;
      acc.kind = ir::reductionTypeOf(op.args[2].text);
      acc.dtype = op.args[0].dtype;
      double init = 0;
      if (acc.kind == R::Prod) init = 1;
      if (acc.kind == R::Max || acc.kind == R::Argmax || acc.kind == R::OnlineSoftmaxReduce)
        init = -std::numeric_limits<double>::infinity();
      if (acc.kind == R::Min || acc.kind == R::Argmin) init = std::numeric_limits<double>::infinity();
      acc.a.assign(static_cast<std::size_t>(run.N), init);
      acc.b.assign(static_cast<std::size_t>(run.N), 0.0);
      acc.c.assign(static_cast<std::size_t>(run.N), 0.0);
      run.accs[op.result] = std::move(acc);
    }
  }
  // Size the written masks of every stored buffer here, not in the threads.
  for (const auto& blk : node.body->blocks)
    for (const auto& op : blk.ops)
      if (op.form == ir::LoopOp::Form::Ops && (op.code == ir::OpCode::Store || op.code == ir::OpCode::StoreReduction) && !op.args.empty()) {
        auto it = pool.find(op.args[0].text);
        if (it == pool.end()) throw std::runtime_error(node.name + ": buffer " + op.args[0].text + " has no storage");
        auto& t = it->second;
        if (t.written.size() != static_cast<std::size_t>(t.numel)) t.written.assign(static_cast<std::size_t>(t.numel), 0);
      }
  const bool hasReduction = !run.accs.empty();
  bool atomicStores = false;  // several iterations add to one element: one thread, no race
  for (const auto& blk : node.body->blocks)
    for (const auto& op : blk.ops)
      if (codegen::isAtomicAddStore(op)) atomicStores = true;
  // A sort reorders whole rows: its chunks hold whole rows.
  bool sorts = false;
  for (const auto& op : body.ops) sorts = sorts || codegen::isSortOp(op);
  const std::int64_t chunk = sorts ? std::max<std::int64_t>(1, kChunk / run.R) * run.R : kChunk;
  // Main pass: ranges of whole rows per task, chunks inside.
  const std::int64_t rowsPerTask = std::max<std::int64_t>(1, (run.N + 63) / 64);
  const std::int64_t tasks = (run.N + rowsPerTask - 1) / rowsPerTask;
  std::string error;
#pragma omp parallel for schedule(dynamic, 1) if (!atomicStores)
  for (std::int64_t t = 0; t < tasks; ++t) {
    try {
      Frame f;
      std::int64_t begin = t * rowsPerTask * run.R, end = std::min(run.N, (t + 1) * rowsPerTask) * run.R;
      for (std::int64_t p = begin; p < end; p += chunk) {
        std::int64_t n = std::min(chunk, end - p);
        setupFrame(run, f, p, n, false);
        std::vector<std::uint8_t> mask(static_cast<std::size_t>(n), 1);
        evalBlock(run, f, body, mask, false);
      }
      if (hasReduction) {
        for (std::int64_t r = t * rowsPerTask; r < std::min(run.N, (t + 1) * rowsPerTask); r += kChunk) {
          std::int64_t n = std::min(kChunk, std::min(run.N, (t + 1) * rowsPerTask) - r);
          setupFrame(run, f, r, n, true);
          std::vector<std::uint8_t> mask(static_cast<std::size_t>(n), 1);
          evalBlock(run, f, body, mask, true);
        }
      }
    } catch (const std::exception& e) {
#pragma omp critical
      error = e.what();
    }
  }
  if (!error.empty()) throw std::runtime_error(error);
}

std::map<std::string, std::string> Interpreter::run(BufferPool& pool) const {
  std::map<std::string, std::string> skipped;
  CpuThreadGovernor team;  // shares the CPUs with other processes' teams (untimed work)
  for (const auto* n : table_.nodes()) {
    team.tick();
    // an update in place starts from the values of the buffer it mutates
    for (const auto& out : n->outputs)
      if (auto it = pool.find(out.name); it != pool.end() && !table_.at(out.name).mutated.empty()) {
        prepareOutput(table_, out.name, pool, it->second);
        it->second.written.assign(static_cast<std::size_t>(it->second.numel), 1);
      }
    if (n->kind == ir::NodeKind::NopKernel && n->irClass() == ir::IrClass::ConcatKernel) {
      if (auto why = assembleConcat(table_, *n, pool); !why.empty()) skipped[n->name] = why;
      continue;
    }
    if (n->kind == ir::NodeKind::ExternKernel || n->kind == ir::NodeKind::NopKernel) {
      auto why = cpuExternSupport(table_, *n);
      if (!why.empty()) {
        skipped[n->name] = why;
        continue;
      }
      try {
        runCpuExtern(table_, *n, pool, true);
      } catch (const std::exception& e) {
        skipped[n->name] = e.what();  // its outputs stay unwritten; what reads them is tainted
      }
      continue;
    }
    auto why = codegen::unsupportedReason(*n, table_);
    if (!why.empty()) {
      skipped[n->name] = why;
      continue;
    }
    try {
      runLoopNode(*n, pool);
    } catch (const std::exception& e) {
      // an out-of-bounds index (inputs of an op the reference cannot run), a failed
      // check_bounds: this node and what depends on it are not checked; the rest is
      skipped[n->name] = e.what();
    }
  }
  return skipped;
}

namespace {

// A library matmul's or convolution's rounding bound (see roundingSpread): the call on the
// absolute values of its inputs, times 2^-20 (8 units of float32 rounding). Empty for any
// other call.
std::map<std::string, std::vector<double>> bilinearExternSpread(const codegen::BufferTable& table, const ir::Node& n,
                                                                const std::vector<std::string>& outputs,
                                                                const BufferPool& reference) {
  std::vector<std::string> reads;
  if (const ir::ExternOp* op = table.externOp(n)) reads = op->buffers();
  else if (const ir::ExternCall* c = table.externCall(n); c && c->op == "aten.convolution_backward") reads = c->buffers();
  else return {};
  if (!cpuExternSupport(table, n).empty()) return {};
  BufferPool pool;
  for (const auto& name : reads)
    if (auto it = reference.find(name); it != reference.end()) {
      HostTensor t = it->second;
      if (codegen::isFloat(t.dtype))
        for (std::int64_t i = 0; i < t.numel; ++i) t.set(i, std::fabs(t.get(i)));
      pool.emplace(name, std::move(t));
    }
  for (const auto& o : outputs)
    if (auto it = reference.find(o); it != reference.end() && !pool.count(o)) {
      pool.emplace(o, it->second);
      prepareOutput(table, o, reference, pool.at(o));
    }
  try {
    runCpuExtern(table, n, pool, false);
  } catch (const std::exception&) {
    return {};
  }
  std::map<std::string, std::vector<double>> spread;
  for (const auto& o : outputs) {
    auto it = pool.find(o);
    if (it == pool.end()) continue;
    auto& s = spread[o];
    s.resize(static_cast<std::size_t>(it->second.numel));
    for (std::size_t i = 0; i < s.size(); ++i) {
      const double m = std::fabs(it->second.get(static_cast<std::int64_t>(i)));
      s[i] = std::isfinite(m) ? m * 0x1p-20 : 0.0;
    }
  }
  return spread;
}

}  // namespace

std::map<std::string, std::vector<double>> roundingSpread(const codegen::BufferTable& table,
                                                          const std::vector<std::string>& nodes,
                                                          const std::vector<std::string>& outputs,
                                                          const BufferPool& reference, int samples) {
  if (nodes.size() == 1)
    if (const ir::Node* n = table.node(nodes.front()); n && !n->body) return bilinearExternSpread(table, *n, outputs, reference);
  std::vector<const ir::Node*> loopNodes;
  std::set<std::string> names(outputs.begin(), outputs.end());
  for (const auto& name : nodes) {
    const ir::Node* n = table.node(name);
    if (!n || !n->body || !codegen::unsupportedReason(*n, table).empty()) return {};
    loopNodes.push_back(n);
    for (const auto* deps : {&n->writes, &n->unmet_dependencies, &n->met_dependencies})
      for (const auto& d : *deps) names.insert(ir::depName(d));
    for (const auto& o : n->outputs) names.insert(o.name);
  }
  std::map<std::string, std::vector<double>> spread;
  for (const auto& o : outputs)
    if (auto it = reference.find(o); it != reference.end()) spread[o].assign(static_cast<std::size_t>(it->second.numel), 0.0);
  const Interpreter interp(table);
  for (int k = 1; k <= samples; ++k) {
    BufferPool pool;  // the kernel's buffers only: its inputs as the reference has them
    for (const auto& name : names)
      if (auto it = reference.find(name); it != reference.end()) pool.emplace(name, it->second);
    for (const auto* n : loopNodes)  // outputs start as a run starts them (an update in place from its source)
      for (const auto& o : n->outputs)
        if (auto it = pool.find(o.name); it != pool.end()) prepareOutput(table, o.name, reference, it->second);
    const RoundingNoise noise{static_cast<std::uint64_t>(k), 0x1p-23};
    try {
      for (const auto* n : loopNodes) interp.runLoopNode(*n, pool, &noise);
    } catch (const std::exception&) {
      return {};
    }
    for (auto& [o, s] : spread) {
      const HostTensor &got = pool.at(o), &want = reference.at(o);
      for (std::size_t i = 0; i < s.size(); ++i) {
        const double g = got.get(static_cast<std::int64_t>(i)), w = want.get(static_cast<std::int64_t>(i));
        if (!std::isfinite(w)) continue;
        // a finite value that two units of rounding turn into NaN or inf (sqrt(1 - exp(x))
        // at x ~ -1e-7: 1 - exp(x) rounds below 0) has no float32 value to hold a kernel to
        s[i] = std::isfinite(g) ? std::max(s[i], std::fabs(g - w)) : std::numeric_limits<double>::infinity();
      }
    }
  }
  return spread;
}

const Tolerance& KernelOutputCheck::tolerance(const std::string& output) {
  if (!rounded_) rounded_ = roundingOf(table_, nodes_);
  auto it = tolerances_.find(output);
  if (it == tolerances_.end()) it = tolerances_.emplace(output, toleranceOf(reference_.at(output), *rounded_)).first;
  return it->second;
}

CompareResult KernelOutputCheck::operator()(const std::string& output, const HostTensor& got) {
  const auto& want = reference_.at(output);
  const Tolerance& tol = tolerance(output);
  CompareResult r = compare(output, got, want, *rounded_, nullptr, 0, &tol);
  if (r.ok || r.vacuous || !codegen::isFloat(want.dtype)) return r;
  if (!spread_) spread_ = roundingSpread(table_, nodes_, outputs_, reference_);
  auto it = spread_->find(output);
  if (it == spread_->end()) return r;
  return compare(output, got, want, *rounded_, &it->second, kSpreadFactor, &tol);
}

}  // namespace fs::runtime
