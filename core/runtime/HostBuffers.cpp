#include "core/runtime/HostBuffers.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace fs::runtime {

using codegen::DType;

double HostTensor::get(std::int64_t i) const {
  const auto* p = bytes.data();
  switch (dtype) {
    case DType::F32: return reinterpret_cast<const float*>(p)[i];
    case DType::F64: return reinterpret_cast<const double*>(p)[i];
    case DType::I64: return static_cast<double>(reinterpret_cast<const std::int64_t*>(p)[i]);
    case DType::I32: return reinterpret_cast<const std::int32_t*>(p)[i];
    case DType::I16: return reinterpret_cast<const std::int16_t*>(p)[i];
    case DType::I8: return reinterpret_cast<const std::int8_t*>(p)[i];
    case DType::U8: return reinterpret_cast<const std::uint8_t*>(p)[i];
    case DType::Bool: return p[i] != 0 ? 1.0 : 0.0;
    case DType::F16: return codegen::halfToFloat(reinterpret_cast<const std::uint16_t*>(p)[i]);
    case DType::BF16: return codegen::bfloat16ToFloat(reinterpret_cast<const std::uint16_t*>(p)[i]);
    case DType::C64: return reinterpret_cast<const float*>(p)[2 * i];
    case DType::C128: return reinterpret_cast<const double*>(p)[2 * i];
    default: return 0;
  }
}

std::complex<double> HostTensor::getComplex(std::int64_t i) const {
  if (dtype == DType::C64) {
    const auto* f = reinterpret_cast<const float*>(bytes.data());
    return {f[2 * i], f[2 * i + 1]};
  }
  if (dtype == DType::C128) {
    const auto* d = reinterpret_cast<const double*>(bytes.data());
    return {d[2 * i], d[2 * i + 1]};
  }
  return {get(i), 0.0};
}

void HostTensor::setComplex(std::int64_t i, std::complex<double> z) {
  if (dtype == DType::C64) {
    auto* f = reinterpret_cast<float*>(bytes.data());
    f[2 * i] = static_cast<float>(z.real());
    f[2 * i + 1] = static_cast<float>(z.imag());
  } else if (dtype == DType::C128) {
    auto* d = reinterpret_cast<double*>(bytes.data());
    d[2 * i] = z.real();
    d[2 * i + 1] = z.imag();
  } else {
    set(i, z.real());
  }
}

void HostTensor::set(std::int64_t i, double v) {
  auto* p = bytes.data();
  switch (dtype) {
    case DType::F32: reinterpret_cast<float*>(p)[i] = static_cast<float>(v); break;
    case DType::F64: reinterpret_cast<double*>(p)[i] = v; break;
    case DType::I64: reinterpret_cast<std::int64_t*>(p)[i] = static_cast<std::int64_t>(v); break;
    case DType::I32: reinterpret_cast<std::int32_t*>(p)[i] = static_cast<std::int32_t>(v); break;
    case DType::I16: reinterpret_cast<std::int16_t*>(p)[i] = static_cast<std::int16_t>(v); break;
    case DType::I8: reinterpret_cast<std::int8_t*>(p)[i] = static_cast<std::int8_t>(v); break;
    case DType::U8: reinterpret_cast<std::uint8_t*>(p)[i] = static_cast<std::uint8_t>(v); break;
    case DType::Bool: p[i] = v != 0 ? 1 : 0; break;
    case DType::F16: reinterpret_cast<std::uint16_t*>(p)[i] = codegen::floatToHalf(static_cast<float>(v)); break;
    case DType::BF16: reinterpret_cast<std::uint16_t*>(p)[i] = codegen::floatToBFloat16(static_cast<float>(v)); break;
    case DType::C64: case DType::C128: setComplex(i, {v, 0.0}); break;
    default: break;
  }
}

void poison(HostTensor& t) {
  if (t.dtype == DType::F32 || t.dtype == DType::C64) {  // complex: both parts
    auto* f = reinterpret_cast<float*>(t.bytes.data());
    std::fill(f, f + t.bytes.size() / sizeof(float), std::numeric_limits<float>::quiet_NaN());
  } else if (t.dtype == DType::F64 || t.dtype == DType::C128) {
    auto* f = reinterpret_cast<double*>(t.bytes.data());
    std::fill(f, f + t.bytes.size() / sizeof(double), std::numeric_limits<double>::quiet_NaN());
  } else if (t.dtype == DType::F16 || t.dtype == DType::BF16) {
    auto* h = reinterpret_cast<std::uint16_t*>(t.bytes.data());
    std::fill(h, h + t.numel, static_cast<std::uint16_t>(t.dtype == DType::F16 ? 0x7e00u : 0x7fc0u));  // NaN
  } else {
    std::fill(t.bytes.begin(), t.bytes.end(), 0x5A);
  }
}

const HostTensor* mutatedValues(const codegen::BufferTable& table, const std::string& name, const BufferPool& pool) {
  const auto* b = table.find(name);
  if (!b || b->mutated.empty()) return nullptr;
  auto src = pool.find(b->mutated);
  auto own = pool.find(name);
  if (src == pool.end() || own == pool.end() || src->second.dtype != own->second.dtype ||
      src->second.bytes.size() != own->second.bytes.size())
    return nullptr;
  return &src->second;
}

void prepareOutput(const codegen::BufferTable& table, const std::string& name, const BufferPool& from,
                   HostTensor& out) {
  if (const HostTensor* src = mutatedValues(table, name, from); src && src->bytes.size() == out.bytes.size())
    out.bytes = src->bytes;
  else
    poison(out);
}

BufferPool allocatePool(const codegen::BufferTable& table) {
  BufferPool pool;
  for (const auto& b : table.all()) {
    const bool hostComplex = b.dtype == DType::C64 || b.dtype == DType::C128;
    if (b.isTuple || !b.layoutKnown || !(codegen::isSupported(b.dtype) || hostComplex)) continue;
    HostTensor t;
    t.dtype = b.dtype;
    t.numel = b.storageNumel;
    t.bytes.assign(static_cast<std::size_t>(b.storageBytes()), 0);
    if (!b.isGraphInput) poison(t);
    pool.emplace(b.name, std::move(t));
  }
  return pool;
}

namespace {

// The buffers loaded by values that reach a seed of a loop body through ops named in
// `through`, in any node: `seeds(block, def)` names the values where the walk starts
// (def: each value's defining op).
using LoopDefs = std::map<std::string, const ir::LoopOp*>;
std::set<std::string> loadsReaching(const codegen::BufferTable& table, const std::set<std::string>& through,
                                    const std::function<std::vector<std::string>(const ir::LoopBlock&, const LoopDefs&)>& seeds) {
  std::set<std::string> out;
  for (const auto* n : table.nodes()) {
    if (!n->body) continue;
    for (const auto& blk : n->body->blocks) {
      LoopDefs def;
      for (const auto& op : blk.ops) def[op.result] = &op;
      std::vector<std::string> work = seeds(blk, def);
      std::set<std::string> seen;
      while (!work.empty()) {
        auto v = work.back();
        work.pop_back();
        if (!seen.insert(v).second) continue;
        auto it = def.find(v);
        if (it == def.end() || it->second->form != ir::LoopOp::Form::Ops) continue;
        const auto& op = *it->second;
        if (op.code == ir::OpCode::Load && !op.args.empty()) out.insert(op.args[0].text);
        else if (through.count(op.op))
          for (const auto& a : op.args)
            if (a.kind == ir::OpArg::Kind::Value) work.push_back(a.text);
      }
    }
  }
  return out;
}

// Graph inputs that must be positive: loads whose value reaches sqrt/rsqrt/log/
// reciprocal/pow/truediv-denominator through add/sub/mul/truediv/to_dtype chains.
std::set<std::string> positiveInputs(const codegen::BufferTable& table) {
  static const std::set<std::string> sinks = {"sqrt", "rsqrt", "log", "log1p", "log2", "reciprocal", "pow"};
  return loadsReaching(table, {"add", "sub", "mul", "truediv", "to_dtype", "div"}, [](const ir::LoopBlock& blk, const LoopDefs&) {
    std::vector<std::string> work;
    for (const auto& op : blk.ops) {
      if (op.form != ir::LoopOp::Form::Ops) continue;
      if (sinks.count(op.op) && !op.args.empty()) work.push_back(op.args[0].text);
      if (op.code == ir::OpCode::Truediv && op.args.size() > 1) work.push_back(op.args[1].text);
    }
    return work;
  });
}

// Float graph inputs used as an additive attention mask: (1 - mask) * -1e6, HF's
// extended attention mask (a load that reaches, through sub/add/to_dtype/neg, a mul by
// a constant of magnitude 1e4 or more). A mask is 0 or 1; uniform values in [0.5, 1.5)
// would make x - 1e6 * (1 - m) - max ill-conditioned (hf_funnel: a kernel and the
// reference 3 % apart, both right to float32).
std::set<std::string> maskInputs(const codegen::BufferTable& table) {
  return loadsReaching(table, {"add", "sub", "to_dtype", "neg"}, [](const ir::LoopBlock& blk, const LoopDefs& def) {
    auto bigConstant = [&](const std::string& v) {
      auto it = def.find(v);
      if (it == def.end() || it->second->code != ir::OpCode::Constant || it->second->args.empty()) return false;
      try {
        return std::fabs(std::stod(it->second->args[0].text)) >= 1e4;
      } catch (const std::exception&) {
        return false;
      }
    };
    std::vector<std::string> work;
    for (const auto& op : blk.ops)
      if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Mul && op.args.size() == 2) {
        if (bigConstant(op.args[1].text)) work.push_back(op.args[0].text);
        if (bigConstant(op.args[0].text)) work.push_back(op.args[1].text);
      }
    return work;
  });
}

// Computed buffers that only copy another buffer's values (layout changes, gathers,
// casts, padding: a store of a load, through to_dtype, where(c, load, constant) or a
// masked load): buffer -> the buffer it copies. What the graph needs of the copy's
// values (index bounds, initialisation scale) it needs of the source's.
std::map<std::string, std::string> copySources(const codegen::BufferTable& table) {
  std::map<std::string, std::string> out;
  for (const auto* n : table.nodes()) {
    if (!n->body || n->body->blocks.empty()) continue;
    const auto& body = *n->body;
    // the buffer a value is a copy of, "" if it is computed
    std::function<std::string(const ir::LoopBlock&, const std::string&, int)> copied =
        [&](const ir::LoopBlock& blk, const std::string& v, int depth) -> std::string {
      if (depth > 8) return "";
      for (const auto& op : blk.ops) {
        if (op.result != v) continue;
        if (op.form == ir::LoopOp::Form::Subblock) {
          const auto* sb = body.block(op.op);
          return sb ? copied(*sb, sb->returns, depth + 1) : "";
        }
        if (op.form != ir::LoopOp::Form::Ops || op.args.empty()) return "";
        if (op.code == ir::OpCode::Load) return op.args[0].text;
        if (op.code == ir::OpCode::ToDtype && op.args[0].kind == ir::OpArg::Kind::Value) return copied(blk, op.args[0].text, depth + 1);
        if (op.code == ir::OpCode::Where && op.args.size() == 3) {
          const bool c1 = op.args[1].kind != ir::OpArg::Kind::Value, c2 = op.args[2].kind != ir::OpArg::Kind::Value;
          if (c1 != c2) return copied(blk, op.args[c1 ? 2 : 1].text, depth + 1);
        }
        return "";
      }
      return "";
    };
    const auto& blk = body.blocks.front();
    std::string src, dst;
    int stores = 0;
    for (const auto& op : blk.ops)
      if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Store && op.args.size() >= 3) {
        ++stores;
        dst = op.args[0].text;
        src = op.args[2].kind == ir::OpArg::Kind::Value ? copied(blk, op.args[2].text, 0) : "";
      }
    if (stores == 1 && !src.empty() && src != dst) out[dst] = src;
  }
  return out;
}

// Spreads a per-buffer requirement from copies to what they copy: `merge(source's,
// copy's)` until nothing changes (chains of copies).
template <class T, class Merge>
void spreadToSources(std::map<std::string, T>& req, const std::map<std::string, std::string>& sources, Merge merge) {
  for (std::size_t pass = 0; pass <= sources.size(); ++pass) {
    bool changed = false;
    for (const auto& [copy, src] : sources) {
      auto c = req.find(copy);
      if (c == req.end()) continue;
      auto s = req.find(src);
      T v = s == req.end() ? c->second : merge(s->second, c->second);
      if (s == req.end() || !(s->second == v)) {
        req[src] = v;
        changed = true;
      }
    }
    if (!changed) break;
  }
}

// int64 inputs used as indirect indices: the bound of the dimension they index.
std::map<std::string, std::int64_t> indirectBounds(const codegen::BufferTable& table) {
  std::map<std::string, std::int64_t> out;
  for (const auto* n : table.nodes()) {
    if (!n->body) continue;
    for (const auto& blk : n->body->blocks) {
      std::map<std::string, std::string> loadedFrom;  // value -> buffer
      std::map<std::string, std::string> indexOf;
      std::map<std::string, std::string> indirectSrc;  // indirectK -> buffer
      for (const auto& op : blk.ops) {
        if (op.form == ir::LoopOp::Form::GetIndex) indexOf[op.result] = op.op;
        if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Load && !op.args.empty())
          loadedFrom[op.result] = op.args[0].text;
        else if (op.form == ir::LoopOp::Form::Ops)  // a loaded index through arithmetic (a negative index's wrap)
          for (const auto& a : op.args)
            if (auto it = loadedFrom.find(a.text); a.kind == ir::OpArg::Kind::Value && it != loadedFrom.end()) {
              loadedFrom[op.result] = it->second;
              break;
            }
        if (op.form == ir::LoopOp::Form::SetIndirect && !op.args.empty()) {
          auto it = loadedFrom.find(op.args[0].text);
          if (it != loadedFrom.end())
            indirectSrc["indirect" + op.op.substr(std::string("set_indirect").size())] = it->second;
        }
        // loads and stores (atomic_add into an embedding's gradient) index their buffer
        if (op.form == ir::LoopOp::Form::Ops && (op.code == ir::OpCode::Load || op.code == ir::OpCode::Store) && op.args.size() > 1) {
          auto ix = indexOf.find(op.args[1].text);
          if (ix == indexOf.end()) continue;
          const ir::Expr* e = n->body->indexExpr(ix->second);
          if (!e) continue;
          auto aff = e->asAffine();
          const auto* target = table.find(op.args[0].text);
          if (!aff || !target) continue;
          for (const auto& [sym, coeff] : aff->coeffs) {
            auto src = indirectSrc.find(sym);
            if (src == indirectSrc.end() || coeff == 0) continue;
            std::int64_t bound = target->storageNumel / std::max<std::int64_t>(1, std::llabs(coeff));
            for (std::size_t d = 0; d < target->strides.size(); ++d)
              if (target->strides[d] == coeff) bound = target->sizes[d];
            auto& cur = out[src->second];
            cur = cur == 0 ? bound : std::min(cur, bound);
          }
        }
      }
    }
  }
  // library calls that index: aten._embedding_bag's indices pick rows of its weight
  for (const auto* n : table.nodes()) {
    const ir::ExternCall* c = table.externCall(*n);
    if (!c || c->op != "aten._embedding_bag") continue;
    const auto w = c->tensor("weight"), ix = c->tensor("indices");
    const auto* wd = w ? table.find(w->buffer) : nullptr;
    if (!wd || !ix) continue;
    const std::int64_t rows = w->isView ? w->sizes.front() : wd->sizes.front();
    auto& cur = out[ix->buffer];
    cur = cur == 0 ? rows : std::min(cur, rows);
  }
  // an index loaded from a copy (token_type_ids[position_ids]) bounds what it copies
  spreadToSources(out, copySources(table), [](std::int64_t a, std::int64_t b) { return std::min(a, b); });
  return out;
}

// Offsets of bags (aten._embedding_bag's `offsets`): graph inputs that must ascend from
// 0 within the indices they split. By buffer: the number of indices they split.
std::map<std::string, std::int64_t> bagOffsets(const codegen::BufferTable& table) {
  std::map<std::string, std::int64_t> out;
  for (const auto* n : table.nodes()) {
    const ir::ExternCall* c = table.externCall(*n);
    if (!c || c->op != "aten._embedding_bag") continue;
    const auto ix = c->tensor("indices"), off = c->tensor("offsets");
    const auto* d = ix ? table.find(ix->buffer) : nullptr;
    if (!d || !off) continue;
    std::int64_t n_ = 1;
    for (auto s : ix->isView ? ix->sizes : d->sizes) n_ *= s;
    auto it = out.find(off->buffer);
    out[off->buffer] = it == out.end() ? n_ : std::min(it->second, n_);
  }
  return out;
}

// Weights of convolutions and matmuls get |v| / sqrt(fan_in), as PyTorch's default
// initialisation does, so that deep networks keep activations in range (by buffer;
// only graph inputs' scales are used).
std::map<std::string, double> weightScales(const codegen::BufferTable& table) {
  std::map<std::string, double> out;
  auto sizesOf = [&](const ir::TensorRef& a) {
    if (a.isView) return a.sizes;
    const auto* d = table.find(a.buffer);
    return d ? d->sizes : std::vector<std::int64_t>{};
  };
  for (const auto& [result, op] : table.externOps()) {
    if (op.kind == ir::ExternKind::Convolution) {
      const auto s = sizesOf(op.inputs.at(1));
      std::int64_t fanIn = 1;
      for (std::size_t i = 1; i < s.size(); ++i) fanIn *= s[i];
      if (!s.empty() && fanIn > 0) out[op.inputs[1].buffer] = 1.0 / std::sqrt(static_cast<double>(fanIn));
    } else if (op.kind != ir::ExternKind::Baddbmm) {
      const std::size_t first = op.kind == ir::ExternKind::Addmm ? 1 : 0;
      for (std::size_t k = first; k < first + 2 && k < op.inputs.size(); ++k) {
        const auto s = sizesOf(op.inputs[k]);
        if (s.size() < 2) continue;
        const std::int64_t K = k == first ? s.back() : s[s.size() - 2];
        out[op.inputs[k].buffer] = 1.0 / std::sqrt(static_cast<double>(std::max<std::int64_t>(1, K)));
      }
    }
  }
  // a weight that is a copy (a layout change to channels-last, a cast) scales the graph
  // input it copies; fillInputs uses the scales of graph inputs only
  spreadToSources(out, copySources(table), [](double a, double b) { return std::min(a, b); });
  return out;
}

}  // namespace

namespace {

// The input generator: counter-based (splitmix64 of the buffer's stream and the element's
// index), so that every element is drawn on its own (OpenMP threads, any order) and a
// buffer's values depend on the seed and its name only, not on which other inputs the
// graph has.
std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

std::uint64_t streamOf(std::uint64_t seed, const std::string& name) {
  std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a of the name
  for (unsigned char c : name) h = (h ^ c) * 0x100000001b3ull;
  return splitmix64(seed ^ splitmix64(h));
}

}  // namespace

void fillInputs(const codegen::BufferTable& table, BufferPool& pool, std::uint64_t seed) {
  auto positive = positiveInputs(table);
  const auto masks = maskInputs(table);
  auto bounds = indirectBounds(table);
  auto scales = weightScales(table);
  const auto offsets = bagOffsets(table);
  for (const auto& b : table.all()) {
    if (!b.isGraphInput) continue;
    auto it = pool.find(b.name);
    if (it == pool.end()) continue;
    auto& t = it->second;
    const std::int64_t n = t.numel;
    if (auto off = offsets.find(b.name); off != offsets.end() && !codegen::isFloat(t.dtype)) {
      // bags of about equal size over the indices, ascending from 0 as embedding_bag
      // requires (DLRM's 512 bags of 2,048 indices: 4 each)
      const std::int64_t bags = off->second;
#pragma omp parallel for schedule(static)
      for (std::int64_t i = 0; i < n; ++i) t.set(i, static_cast<double>(i * bags / n));
      continue;
    }
    const bool pos = positive.count(b.name) > 0, mask = masks.count(b.name) > 0, fl = codegen::isFloat(t.dtype);
    const auto bound = bounds.find(b.name);
    const std::uint64_t rows =
        bound == bounds.end() ? 0 : static_cast<std::uint64_t>(std::max<std::int64_t>(1, bound->second));
    const auto sc = scales.find(b.name);
    const double scale = sc == scales.end() ? 1.0 : sc->second;
    const std::uint64_t stream = streamOf(seed, b.name);
#pragma omp parallel for schedule(static)
    for (std::int64_t i = 0; i < n; ++i) {
      const std::uint64_t u = splitmix64(stream + static_cast<std::uint64_t>(i) * 0xd1b54a32d192ed03ull);
      if (fl && mask) {
        t.set(i, (u >> 62) != 0 ? 1.0 : 0.0);  // three of four positions attended
      } else if (fl) {
        double v = 0.5 + static_cast<double>(u >> 11) * 0x1p-53;  // [0.5, 1.5)
        if (!pos && (u & 1)) v = -v;
        t.set(i, v * scale);
      } else if (t.dtype == DType::Bool) {
        t.set(i, static_cast<double>(u & 1));
      } else if (rows > 0) {
        t.set(i, static_cast<double>((u >> 11) % rows));
      } else {
        t.set(i, static_cast<double>(1 + (u >> 11) % 8));
      }
    }
  }
}

void convertInto(const HostTensor& src, HostTensor& dst) {
  const std::int64_t n = std::min(src.numel, dst.numel);
#pragma omp parallel for schedule(static)
  for (std::int64_t i = 0; i < n; ++i) dst.set(i, src.get(i));
}

std::string CompareResult::describe() const {
  std::ostringstream o;
  if (vacuous) {
    o << buffer << ": NOT CHECKED (the reference is NaN at every element: it read a buffer nothing wrote, so "
      << "there is no value to compare)";
    return o.str();
  }
  o << buffer << ": " << (ok ? "ok" : "MISMATCH") << " (" << mismatches << "/" << checked
    << " elements off; max abs err " << maxAbsErr << ", max rel err " << maxRelErr << " where |ref| > atol, atol " << atol
    << ", rtol " << rtol << ")";
  if (withinSpread > 0)
    o << "; " << withinSpread << " of " << checked << " element(s) differ by more than atol + rtol*|ref| but each by less than "
      << spreadFactor << "x its float32 rounding spread: the reference itself moves that much when float32 rounding is "
      << "randomized (Monte Carlo arithmetic), a value computed by cancellation, not a kernel error";
  if (!ok && firstBad >= 0) o << "; first at storage index " << firstBad << ": got " << gotAtFirstBad << ", want " << wantAtFirstBad;
  return o.str();
}

namespace {
double rtolOf(DType t) { return t == DType::F16 ? 2e-3 : t == DType::BF16 ? 1.6e-2 : 1e-4; }
}  // namespace

DType roundingOf(const codegen::BufferTable& table, const std::vector<std::string>& nodes) {
  DType out = DType::F32;
  for (const auto& name : nodes) {
    const ir::Node* n = table.node(name);
    if (!n || !n->body) continue;
    for (const auto& blk : n->body->blocks)
      for (const auto& op : blk.ops)
        if (op.code == ir::OpCode::ToDtype && op.args.size() > 1 && (op.args[1].dtype == DType::F16 || op.args[1].dtype == DType::BF16) &&
            rtolOf(op.args[1].dtype) > rtolOf(out))
          out = op.args[1].dtype;
  }
  return out;
}

namespace {
// a complex tensor's pairs as a real tensor of twice the elements (each part checked on its own)
HostTensor complexParts(const HostTensor& c) {
  HostTensor f;
  f.dtype = c.dtype == DType::C128 ? DType::F64 : DType::F32;
  f.numel = 2 * c.numel;
  f.bytes = c.bytes;
  for (auto w : c.written) f.written.insert(f.written.end(), 2, w);
  return f;
}
// compare()'s chunks: of a fixed size, each on one OpenMP thread, merged in order, so that
// a result (the rms's sum included) is the same on any number of threads
constexpr std::int64_t kCompareChunk = 1 << 16;
}  // namespace

Tolerance toleranceOf(const HostTensor& want, DType roundedTo) {
  if (codegen::isComplex(want.dtype)) return toleranceOf(complexParts(want), roundedTo);
  const bool fl = codegen::isFloat(want.dtype);
  if (!fl) return {};
  const std::int64_t chunks = (want.numel + kCompareChunk - 1) / kCompareChunk;
  std::vector<double> sumsqs(static_cast<std::size_t>(chunks), 0.0);
  std::vector<std::int64_t> finite(static_cast<std::size_t>(chunks), 0);
  // each chunk sums into locals, stored once: neighbouring chunks' sums share a cache line,
  // and stores to it on every element (the bytes read through uint8_t may alias them) had
  // 16 threads pass the line between them, 30x slower than one thread alone
#pragma omp parallel for schedule(static)
  for (std::int64_t c = 0; c < chunks; ++c) {
    double sum = 0;
    std::int64_t count = 0;
    for (std::int64_t i = c * kCompareChunk; i < std::min(want.numel, (c + 1) * kCompareChunk); ++i) {
      if (!want.written.empty() && !want.written[static_cast<std::size_t>(i)]) continue;
      const double w = want.get(i);
      if (std::isfinite(w)) {
        sum += w * w;
        ++count;
      }
    }
    sumsqs[static_cast<std::size_t>(c)] = sum;
    finite[static_cast<std::size_t>(c)] = count;
  }
  double sumsq = 0;
  std::int64_t n = 0;
  for (std::int64_t c = 0; c < chunks; ++c) {
    sumsq += sumsqs[static_cast<std::size_t>(c)];
    n += finite[static_cast<std::size_t>(c)];
  }
  Tolerance t;
  // two units in the last place of the stored type (float16 2^-10, bfloat16 2^-7): kernel
  // and reference round at the same points, so a float32 difference flips at most one
  t.rtol = std::max(rtolOf(want.dtype), rtolOf(roundedTo));
  t.atol = std::max(1e-5, t.rtol * std::sqrt(n ? sumsq / static_cast<double>(n) : 0.0));
  return t;
}

CompareResult compare(const std::string& name, const HostTensor& got, const HostTensor& want, DType roundedTo,
                      const std::vector<double>* spread, double spreadFactor, const Tolerance* tolerance) {
  if (codegen::isComplex(want.dtype) && got.dtype == want.dtype) {
    CompareResult r = compare(name, complexParts(got), complexParts(want), roundedTo, nullptr, 0, tolerance);
    if (r.firstBad >= 0) r.firstBad /= 2;  // the element of the first part off
    return r;
  }
  CompareResult r;
  r.buffer = name;
  if (spread && spread->size() != static_cast<std::size_t>(want.numel)) spread = nullptr;
  if (spread) r.spreadFactor = spreadFactor;
  const bool fl = codegen::isFloat(want.dtype);
  const std::int64_t chunks = (want.numel + kCompareChunk - 1) / kCompareChunk;
  auto wrote = [&](std::int64_t i) { return want.written.empty() || want.written[static_cast<std::size_t>(i)]; };
  const Tolerance tol = tolerance ? *tolerance : toleranceOf(want, roundedTo);
  r.rtol = tol.rtol;
  r.atol = tol.atol;
  std::vector<CompareResult> parts(static_cast<std::size_t>(chunks));
  std::vector<std::int64_t> poisonedIn(static_cast<std::size_t>(chunks), 0);
#pragma omp parallel for schedule(static)
  for (std::int64_t c = 0; c < chunks; ++c) {
    CompareResult q;  // the chunk's, in locals (as toleranceOf's sums), stored once
    std::int64_t poisonedHere = 0;
    for (std::int64_t i = c * kCompareChunk; i < std::min(want.numel, (c + 1) * kCompareChunk); ++i) {
      if (!wrote(i)) continue;
      const double w = want.get(i), g = got.get(i);
      if (fl && std::isnan(w) && want.written.empty()) {
        ++poisonedHere;
        continue;
      }
      ++q.checked;
      bool good;
      const double err = std::fabs(g - w);
      if (std::isnan(w) || std::isnan(g)) good = std::isnan(w) && std::isnan(g);
      else if (std::isinf(w) || std::isinf(g)) good = g == w;
      else {
        good = err <= r.atol + r.rtol * std::fabs(w);
        if (!good && spread && err <= r.atol + r.rtol * std::fabs(w) + spreadFactor * (*spread)[static_cast<std::size_t>(i)]) {
          good = true;
          ++q.withinSpread;
        }
      }
      if (std::isfinite(err)) {
        q.maxAbsErr = std::max(q.maxAbsErr, err);
        if (std::fabs(w) > r.atol) q.maxRelErr = std::max(q.maxRelErr, err / std::fabs(w));
      }
      if (!good) {
        if (q.firstBad < 0) {
          q.firstBad = i;
          q.gotAtFirstBad = g;
          q.wantAtFirstBad = w;
        }
        ++q.mismatches;
      }
    }
    parts[static_cast<std::size_t>(c)] = std::move(q);
    poisonedIn[static_cast<std::size_t>(c)] = poisonedHere;
  }
  std::int64_t poisoned = 0;
  for (std::int64_t c = 0; c < chunks; ++c) {
    const CompareResult& q = parts[static_cast<std::size_t>(c)];
    poisoned += poisonedIn[static_cast<std::size_t>(c)];
    r.checked += q.checked;
    r.withinSpread += q.withinSpread;
    r.mismatches += q.mismatches;
    r.maxAbsErr = std::max(r.maxAbsErr, q.maxAbsErr);
    r.maxRelErr = std::max(r.maxRelErr, q.maxRelErr);
    if (r.firstBad < 0 && q.firstBad >= 0) {
      r.firstBad = q.firstBad;
      r.gotAtFirstBad = q.gotAtFirstBad;
      r.wantAtFirstBad = q.wantAtFirstBad;
    }
  }
  r.vacuous = r.checked == 0 && poisoned > 0;
  r.ok = r.mismatches == 0 && !r.vacuous;
  return r;
}

void checkViewInStorage(const std::string& buffer, const std::vector<std::int64_t>& sizes,
                        const std::vector<std::int64_t>& strides, std::int64_t offset, std::int64_t storageNumel) {
  if (sizes.size() != strides.size()) throw std::runtime_error("view of '" + buffer + "': sizes and strides differ in rank");
  std::int64_t lo = offset, hi = offset;
  bool empty = false, overflow = false;
  for (std::size_t d = 0; d < sizes.size(); ++d) {
    if (sizes[d] < 0) throw std::runtime_error("view of '" + buffer + "': a negative size");
    if (sizes[d] == 0) empty = true;
    std::int64_t span = 0;  // an extent past int64 is outside every storage
    overflow = overflow || __builtin_mul_overflow(sizes[d] - (sizes[d] > 0 ? 1 : 0), strides[d], &span) ||
               __builtin_add_overflow(span < 0 ? lo : hi, span, span < 0 ? &lo : &hi);
  }
  if (!empty && overflow)
    throw std::runtime_error("view of '" + buffer + "' reaches elements past 2^63, outside its storage of " +
                             std::to_string(storageNumel));
  if (!empty && (lo < 0 || hi >= storageNumel))
    throw std::runtime_error("view of '" + buffer + "' reaches elements " + std::to_string(lo) + ".." + std::to_string(hi) +
                             ", outside its storage of " + std::to_string(storageNumel));
}

}  // namespace fs::runtime
