#include "core/frontends/onnx/Lowering.h"

#include <algorithm>
#include <limits>
#include <charconv>
#include <cmath>
#include <functional>
#include <optional>
#include <set>
#include <tuple>

#include "core/frontends/onnx/Attention.h"
#include "core/ir/ReadWriteExtractor.h"
#include "core/util/Error.h"
#include "core/util/Numeric.h"

namespace fs::onnx {

namespace {

using ir::Expr;
using ir::LoopOp;
using ir::OpArg;
using Index = std::vector<Expr>;

// Inductor's thresholds (torch/_inductor/config.py, 2.11)
constexpr int kRealizeReadsThreshold = 4;
constexpr int kRealizeOpcountThreshold = 30;
constexpr int kRealizeAccReadsThreshold = 8;

// An argument as the loop body prints it; a literal's value decoded from the spelling
// this lowering writes (floatRepr, std::to_string, True / False).
OpArg arg(OpArg::Kind k, std::string text) {
  OpArg a;
  a.kind = k;
  a.text = std::move(text);
  if (k == OpArg::Kind::Bool) a.number = a.text == "True" ? 1 : 0;
  if (k == OpArg::Kind::Int || k == OpArg::Kind::Float) {
    if (a.text == "inf" || a.text == "-inf")
      a.number = (a.text == "inf" ? 1 : -1) * std::numeric_limits<double>::infinity();
    else if (a.text == "nan")
      a.number = std::numeric_limits<double>::quiet_NaN();
    else
      a.number = std::strtod(a.text.c_str(), nullptr);
  }
  return a;
}
OpArg value(const std::string& v) { return arg(OpArg::Kind::Value, v); }
OpArg str(const std::string& v) { return arg(OpArg::Kind::String, v); }
// The IR's type for its printed name ("torch.float32": what torchDtype() makes of an
// ONNX type name); Unknown for any other text.
ir::DType irDtype(const std::string& torchName) {
  for (ir::DType t : ir::allDTypes())
    if (ir::dtypeName(t) == torchName) return t;
  return ir::DType::Unknown;
}
OpArg dtypeArg(const std::string& v) {
  OpArg a = arg(OpArg::Kind::Dtype, v);
  a.dtype = irDtype(v);
  return a;
}
OpArg none() { return arg(OpArg::Kind::None, "None"); }

// Python's repr of a float: the shortest text that reads back (of the float32 the
// ONNX file holds), always with a '.' or an exponent; inf, -inf, nan.
std::string floatRepr(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  const float f = static_cast<float>(v);
  auto r =
      static_cast<double>(f) == v ? std::to_chars(buf, buf + sizeof buf, f) : std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

std::string torchDtype(const std::string& onnxName) { return onnxName.empty() ? "" : "torch." + onnxName; }
bool isFloat(const std::string& dt) { return dt.find("float") != std::string::npos; }

std::int64_t mulChecked(std::int64_t a, std::int64_t b,
                        const char* what = "a tensor of more elements than 64-bit indices hold") {
  std::int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) throw std::runtime_error(what);
  return r;
}

// Row-major strides (a size-0 or size-1 dimension counts as 1, as torch's). A tensor with
// no elements may still have strides beyond 64 bits: that throws too.
std::vector<std::int64_t> contiguousStrides(const std::vector<std::int64_t>& shape) {
  std::vector<std::int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i)
    s[static_cast<std::size_t>(i)] = mulChecked(s[static_cast<std::size_t>(i) + 1],
                                                std::max<std::int64_t>(1, shape[static_cast<std::size_t>(i) + 1]),
                                                "a tensor whose strides do not fit 64-bit indices");
  return s;
}

// Elements of a shape; throws (a located error or an opaque node, where the caller
// catches it) for a negative size or more elements than 64-bit indices hold.
std::int64_t product(const std::vector<std::int64_t>& v) {
  std::int64_t n = 1;
  for (auto x : v) {
    if (x < 0) throw std::runtime_error("a tensor with a negative dimension");
    n = mulChecked(n, x);
  }
  return n;
}

Expr linear(const Index& idx, const std::vector<std::int64_t>& strides, std::int64_t offset) {
  std::vector<Expr> terms;
  if (offset) terms.push_back(Expr::constant(offset));
  for (std::size_t i = 0; i < idx.size(); ++i) {
    if (strides[i] == 0 || (idx[i].isConst() && idx[i].value() == 0)) continue;
    terms.push_back(strides[i] == 1 ? idx[i] : Expr::mul({Expr::constant(strides[i]), idx[i]}));
  }
  if (terms.empty()) return Expr::constant(0);
  return terms.size() == 1 ? terms[0] : Expr::add(std::move(terms));
}

// One loop body being built, with Inductor's SSA names (load, load_1, get_index ...),
// its index expressions shared by its blocks ("body", then masked_subblockN).
struct Body {
  std::vector<ir::LoopBlock> blocks;
  std::vector<std::map<std::string, int>> used;  // per block
  std::size_t cur = 0;
  std::vector<std::pair<std::string, Expr>> index;
  std::set<std::string> reads;
  int ops = 0, indirects = 0;
  Body() {
    blocks.emplace_back();
    blocks[0].name = "body";
    used.emplace_back();
  }
  ir::LoopBlock& block() { return blocks[cur]; }
  std::string fresh(const std::string& base) {
    const int n = used[cur][base]++;
    return n ? base + "_" + std::to_string(n) : base;
  }
  std::string getIndex(const Expr& e) {
    std::string name;
    for (const auto& [n, x] : index)
      if (x == e) name = n;
    if (name.empty()) {
      name = "index" + std::to_string(index.size());
      index.emplace_back(name, e);
    }
    LoopOp o;
    o.result = fresh("get_index");
    o.form = LoopOp::Form::GetIndex;
    o.op = name;
    block().ops.push_back(o);
    return o.result;
  }
  std::string op(const std::string& name, std::vector<OpArg> args) {
    LoopOp o;
    o.result = fresh(name);
    o.setOp(name);
    o.args = std::move(args);
    block().ops.push_back(std::move(o));
    ++ops;
    return block().ops.back().result;
  }
  // self.set_indirectN(value): the value becomes the index variable `indirectN`
  // (Inductor's ops.indirect_indexing in a LoopBody)
  Expr setIndirect(const std::string& v) {
    const std::string n = std::to_string(indirects++);
    LoopOp o;
    o.result = "set_indirect" + n;
    o.form = LoopOp::Form::SetIndirect;
    o.op = o.result;
    o.args = {value(v)};
    block().ops.push_back(std::move(o));
    ++ops;
    return Expr::var("indirect" + n);
  }
  // ops.masked(mask, inner, other): `inner` emitted into a new masked_subblockN,
  // called here (Inductor's LoopBody prints `self.masked_subblockN(mask, other)`)
  std::string masked(const std::string& mask, const std::function<std::string(Body&)>& inner,
                     const std::string& other) {
    const std::string name = "masked_subblock" + std::to_string(blocks.size());
    const std::size_t parent = cur;
    blocks.emplace_back();
    blocks.back().name = name;
    used.emplace_back();
    cur = blocks.size() - 1;
    const std::string r = inner(*this);
    blocks[cur].returns = r;
    cur = parent;
    LoopOp o;
    o.result = fresh(name);
    o.form = LoopOp::Form::Subblock;
    o.op = name;
    o.args = {value(mask), arg(OpArg::Kind::Float, other)};
    block().ops.push_back(std::move(o));
    ++ops;
    return block().ops.back().result;
  }
};

using Loader = std::function<std::string(Body&, const Index&)>;

// A value of the graph: an unrealized function of its index (Inductor's Pointwise
// inner_fn), or a buffer (a strided view of one).
struct Val {
  std::vector<std::int64_t> shape;
  std::string dtype;  // "torch.float32"
  Loader load;
  std::string buffer;  // realized: the buffer it views
  std::vector<std::int64_t> strides;
  std::int64_t offset = 0;
  int reads = 0, opcount = 0;  // of the unrealized function
  std::set<int> origins;       // ONNX nodes computed in it
  // A view of an unrealized value (Inductor's View, PermuteView, SliceView over a
  // StorageBox): `root` names the ONNX value whose storage it views, `toRoot` maps its
  // index to the root's, `rootStrides`/`rootOffset` give the same view as a strided
  // view of the root's contiguous buffer when it is one (ExternKernel's
  // convert_to_reinterpret_view), else `viewable` is false.
  std::string root;
  std::function<Index(const Index&)> toRoot;
  std::vector<std::int64_t> rootStrides;
  std::int64_t rootOffset = 0;
  bool viewable = false;
  bool realized() const { return !buffer.empty(); }
};

// A view's strides from its base's: how the view's sizes and strides follow from the
// base's (std::nullopt when the view is no strided view of the base's storage).
using StrideMap = std::function<std::optional<std::pair<std::vector<std::int64_t>, std::int64_t>>(
    const std::vector<std::int64_t>& strides, std::int64_t offset)>;

// The strides of `shape` viewing memory laid out as (oldShape, oldStrides), as
// aten's view (computeStride) finds them: each run of old dims that is contiguous in
// memory may be split or merged freely; std::nullopt when the view needs a copy.
std::optional<std::vector<std::int64_t>> viewStrides(const std::vector<std::int64_t>& oldShape,
                                                     const std::vector<std::int64_t>& oldStrides,
                                                     const std::vector<std::int64_t>& shape) {
  std::vector<std::int64_t> out(shape.size(), 1);
  if (oldShape.empty()) return out;
  int v = static_cast<int>(shape.size()) - 1;
  std::int64_t base = oldStrides.back(), tensorNumel = 1, viewNumel = 1;
  for (int d = static_cast<int>(oldShape.size()) - 1; d >= 0; --d) {
    const auto du = static_cast<std::size_t>(d);
    tensorNumel *= oldShape[du];
    // the run ends where the next-outer dim does not continue it
    if (d == 0 || (oldShape[du - 1] != 1 && oldStrides[du - 1] != tensorNumel * base)) {
      while (v >= 0 && (viewNumel < tensorNumel || shape[static_cast<std::size_t>(v)] == 1)) {
        out[static_cast<std::size_t>(v)] = viewNumel * base;
        viewNumel *= shape[static_cast<std::size_t>(v)];
        --v;
      }
      if (viewNumel != tensorNumel) return std::nullopt;
      if (d > 0) {
        base = oldStrides[du - 1];
        tensorNumel = 1;
        viewNumel = 1;
      }
    }
  }
  if (v != -1) return std::nullopt;
  return out;
}

// Inductor's View.dynamic_reshape_indexer: the index of `oldShape` that an index of
// `shape` reads, matching dims from the innermost: equal sizes map through, new dims
// that an old one splits into combine linearly, old dims merged into a new one are
// ModularIndexing of it (the outermost a FloorDiv, as Inductor's simplification
// prints it), size-1 dims are 0.
std::function<Index(const Index&)> reshapeIndexer(const std::vector<std::int64_t>& oldShape,
                                                  const std::vector<std::int64_t>& shape) {
  return [oldShape, shape](const Index& idx) {
    std::vector<std::pair<Expr, std::int64_t>> stackNew;
    for (std::size_t i = 0; i < shape.size(); ++i) stackNew.emplace_back(idx[i], shape[i]);
    std::vector<std::int64_t> stackOld = oldShape;
    std::vector<Expr> out;
    while (!stackNew.empty() && !stackOld.empty()) {
      std::int64_t sizeOld = stackOld.back();
      stackOld.pop_back();
      auto [var, sizeNew] = stackNew.back();
      stackNew.pop_back();
      if (sizeOld == 1) {
        out.push_back(Expr::constant(0));
        stackNew.emplace_back(var, sizeNew);
      } else if (sizeNew == 1) {
        stackOld.push_back(sizeOld);
      } else if (sizeNew == sizeOld) {
        out.push_back(var);
      } else if (sizeNew < sizeOld) {
        while (sizeNew < sizeOld && !stackNew.empty()) {
          auto [var2, sizeNew2] = stackNew.back();
          stackNew.pop_back();
          var = sizeNew == 1 ? var2 : Expr::add({Expr::mul({Expr::constant(sizeNew), var2}), var});
          sizeNew *= sizeNew2;
        }
        out.push_back(var);
      } else {
        std::int64_t divisor = 1, modulus = sizeOld;
        std::vector<std::int64_t> parts = {sizeOld};
        while (sizeNew > sizeOld && !stackOld.empty()) {
          parts.push_back(stackOld.back());
          sizeOld *= stackOld.back();
          stackOld.pop_back();
        }
        for (std::size_t k = 0; k < parts.size(); ++k) {
          modulus = parts[k];
          if (modulus == 1)
            out.push_back(Expr::constant(0));
          else if (k + 1 == parts.size())
            out.push_back(Expr::floorDiv(var, Expr::constant(divisor)));
          else
            out.push_back(Expr::modularIndexing(var, Expr::constant(divisor), Expr::constant(modulus)));
          divisor *= modulus;
        }
      }
    }
    while (!stackOld.empty()) {
      stackOld.pop_back();
      out.push_back(Expr::constant(0));
    }
    std::reverse(out.begin(), out.end());
    return Index(out.begin(), out.end());
  };
}

// The ONNX nodes an unrealized value carries into its consumer (a buffer carries none:
// they belong to the node that computed it).
std::set<int> carried(const Val& v) { return v.realized() ? std::set<int>{} : v.origins; }

Loader bufferLoader(const std::string& buffer, std::vector<std::int64_t> strides, std::int64_t offset) {
  return [buffer, strides = std::move(strides), offset](Body& b, const Index& idx) {
    b.reads.insert(buffer);
    const std::string gi = b.getIndex(linear(idx, strides, offset));
    return b.op("load", {str(buffer), value(gi)});
  };
}

Val bufferVal(const std::string& buffer, std::vector<std::int64_t> shape, std::vector<std::int64_t> strides,
              std::int64_t offset, const std::string& dtype) {
  Val v;
  v.shape = std::move(shape);
  v.dtype = dtype;
  v.buffer = buffer;
  v.strides = std::move(strides);
  v.offset = offset;
  v.load = bufferLoader(buffer, v.strides, offset);
  v.reads = 1;
  return v;
}

class Lowerer {
 public:
  Lowerer(const Model& m, const LowerOptions& o) : m_(m), o_(o) {
    device_ = o.device == "cpu" ? "cpu" : "cuda:0";
    out_.graph.name = "inference";
    out_.graph.sourcePath = m.path;
  }

  Lowered run() {
    for (const auto& n : m_.nodes)
      for (const auto& i : n.inputs)
        if (!i.empty()) consumers_[i].insert(n.index);
    for (const auto& o : m_.outputs) graphOutputs_.insert(o.name);
    layoutOpt_ = decideLayoutOpt();
    try {
      declareInputs();
    } catch (const InputError&) {
      throw;
    } catch (const std::exception& e) {
      throw InputError(m_.path, 0, std::string("a graph input or initializer: ") + e.what());
    }
    findFusedAttention();
    for (const auto& n : m_.nodes) {
      if (auto a = attentionOf_.find(n.index); a != attentionOf_.end()) {
        // a node of an attention call: lowered by the call, at its last node
        if (n.index == attention_[a->second].first.last) lowerAttention(n, attention_[a->second]);
        continue;
      }
      lowerOrOpaque(n);
    }
    for (const auto& o : m_.outputs) {
      auto it = vals_.find(o.name);
      if (it == vals_.end() && shapeless_.count(o.name)) throw InputError(m_.path, 0, shapeless_.at(o.name));
      if (it == vals_.end()) throw InputError(m_.path, 0, "graph output '" + o.name + "' is computed by no node");
      try {
        outputBuffer(it->second, o.name);
      } catch (const InputError&) {
        throw;
      } catch (const std::exception& e) {
        throw InputError(m_.path, 0, "graph output '" + o.name + "': " + e.what());
      }
    }
    fillUsers();
    return std::move(out_);
  }

 private:
  void lowerOrOpaque(const Node& n) {
    try {
      lowerNode(n);
    } catch (const InputError&) {
      throw;
    } catch (const std::exception& e) {
      opaque(n, e.what());
    }
  }

  // ---- attention (Attention.h): the exporter's decomposition of
  // F.scaled_dot_product_attention lowered as the one call aten's SDPA dispatch picks
  // for it (Inductor's FallbackKernel and its MultiOutput), when that is a fused kernel
  void findFusedAttention() {
    for (auto& a : findAttention(m_)) {
      const SdpaBackend be = chooseSdpaBackend(o_.device, a.dtype, a.headDim, a.valueDim, a.keyLen, !a.mask.empty());
      if (be == SdpaBackend::Math) continue;  // decomposed by aten: lowered op by op
      for (int i : a.nodes) attentionOf_[i] = attention_.size();
      attention_.emplace_back(std::move(a), be);
    }
  }
  void lowerAttention(const Node& last, const std::pair<AttentionMatch, SdpaBackend>& call) {
    try {
      attention(last, call.first, call.second);
      return;
    } catch (const InputError&) {
      throw;
    } catch (const std::exception& e) {
      // degrade: the decomposition, op by op, with a located note of why
      ir::Diagnostic d;
      d.file = m_.path;
      d.message = last.where() + ": attention not lowered as one " + sdpaOperator(call.second) + " call (" + e.what() +
                  "); its ops are lowered one by one";
      out_.graph.warnings.push_back(d);
    }
    for (int i : call.first.nodes) lowerOrOpaque(m_.nodes[static_cast<std::size_t>(i)]);
  }
  // sdpa_constraint (lowering.py) for query, key and value: realized; on CUDA a view
  // whose strides but the last are multiples of 8 elements and whose last is 1
  // (ir.is_aligned_realized_tensor) is passed as it is; otherwise the layout must keep
  // its stride order when its last dim is the innermost, else be contiguous
  // (require_stride_order): a contiguous copy when it is not.
  static bool sdpaAligned(const Val& x) {
    for (std::size_t i = 0; i + 1 < x.strides.size(); ++i)
      if (x.strides[i] % 8 != 0) return false;
    return x.strides.back() == 1 || x.shape.back() <= 1;
  }
  void sdpaOperand(Val& x, int origin) {
    realize(x);
    if (o_.device != "cpu" && sdpaAligned(x)) return;
    bool innermost = true;
    for (std::size_t i = 0; i + 1 < x.strides.size(); ++i)
      if (x.shape[i] > 1 && x.strides[i] < x.strides.back()) innermost = false;
    if (innermost) return;
    Val c = lazy(x.shape, x.dtype, x.load, {origin});
    realize(c, false);
    x = c;
  }
  // The additive mask: realized, as rank 4. On CUDA the efficient and cuDNN kernels take
  // it expanded to [B, H, L, S] (stride 0 where it broadcasts); one not aligned as above
  // is copied with its strides padded to multiples of 8 (sdpa_constraint's
  // require_exact_strides for attn_bias). The CPU kernel takes it as it is.
  Val sdpaMask(Val m, const std::vector<std::int64_t>& full, int origin) {
    if (m.shape.size() > 4) throw std::runtime_error("the mask has more than 4 dims");
    for (std::size_t i = 0; i < m.shape.size(); ++i)
      if (m.shape[i] != 1 && m.shape[i] != full[4 - m.shape.size() + i])
        throw std::runtime_error("the mask does not broadcast to [B, H, L, S]");
    realize(m);
    std::vector<std::int64_t> shape(4 - m.shape.size(), 1), strides(4 - m.shape.size(), 0);
    shape.insert(shape.end(), m.shape.begin(), m.shape.end());
    strides.insert(strides.end(), m.strides.begin(), m.strides.end());
    m = bufferVal(m.buffer, shape, strides, m.offset, m.dtype);
    if (o_.device == "cpu") return m;
    auto expanded = [&](const Val& x) {
      std::vector<std::int64_t> st = x.strides;
      for (std::size_t i = 0; i < 4; ++i)
        if (x.shape[i] == 1) st[i] = 0;
      return bufferVal(x.buffer, full, st, x.offset, x.dtype);
    };
    Val e = expanded(m);
    if (sdpaAligned(e)) return e;
    std::vector<std::int64_t> padded(4, 0);
    std::int64_t stride = 1;
    padded[3] = 1;
    for (int i = 2; i >= 0; --i) {
      if (padded[static_cast<std::size_t>(i) + 1] != 0) stride *= shape[static_cast<std::size_t>(i) + 1];
      if (shape[static_cast<std::size_t>(i)] == 1 && padded[static_cast<std::size_t>(i) + 1] % 8 == 0) {
        padded[static_cast<std::size_t>(i)] = 0;  // an expanded dim stays expanded
        continue;
      }
      if (stride % 8 != 0) stride = (stride + 7) / 8 * 8;
      padded[static_cast<std::size_t>(i)] = stride;
    }
    std::string buf;
    const std::string opn = nextName(buf);
    Val src = lazy(shape, m.dtype, m.load, {origin});
    storePointwise(opn, buf, src, padded, {origin});
    setLayout(buf, shape, padded, m.dtype);
    return expanded(bufferVal(buf, shape, padded, 0, m.dtype));
  }
  void attention(const Node& last, const AttentionMatch& a, SdpaBackend be) {
    auto valueOf = [&](const std::string& name) -> Val {
      auto it = vals_.find(name);
      if (it == vals_.end()) throw std::runtime_error("'" + name + "' has no value here (its producer is opaque)");
      return it->second;
    };
    Val q = valueOf(a.query), k = valueOf(a.key), v = valueOf(a.value);
    if (a.keyReshape >= 0) k = reshaped(m_.nodes.at(static_cast<std::size_t>(a.keyReshape)), k, a.keyShape);
    if (q.shape.size() != 4 || k.shape.size() != 4 || v.shape.size() != 4)
      throw std::runtime_error("query, key and value are not rank 4");
    const std::int64_t B = q.shape[0], H = q.shape[1], L = q.shape[2], S = k.shape[2], Ev = v.shape[3];
    for (Val* x : {&q, &k, &v}) sdpaOperand(*x, a.last);
    std::optional<Val> mask;
    if (!a.mask.empty()) mask = sdpaMask(valueOf(a.mask), {B, H, L, S}, a.maskAdd);
    const std::set<int> origins(a.nodes.begin(), a.nodes.end());
    std::vector<const Val*> operands = {&q, &k, &v};
    if (mask) operands.push_back(&*mask);
    ir::ExternArg none, scale;
    none.text = "None";
    scale.kind = ir::ExternArg::Kind::Real;
    scale.real = a.scale;
    scale.text = floatRepr(a.scale);
    std::vector<std::pair<std::string, ir::ExternArg>> args = {
        {"query", tensorArg(q)}, {"key", tensorArg(k)}, {"value", tensorArg(v)}};
    if (be == SdpaBackend::Efficient || be == SdpaBackend::Cudnn) {
      args.emplace_back("attn_bias", mask ? tensorArg(*mask) : none);
      args.emplace_back("compute_log_sumexp", flagArg(false));
    } else if (be == SdpaBackend::FlashCpu && mask) {
      args.emplace_back("attn_mask", tensorArg(*mask));
    }
    args.emplace_back("scale", scale);
    // the output [B, H, L, Ev] laid out as [B, L, H, Ev] (every fused kernel's)
    const std::vector<std::int64_t> shape = {B, H, L, Ev}, strides = {L * H * Ev, Ev, H * Ev, 1};
    const std::string out = addFallback(sdpaOperator(be), operands, std::move(args), shape, strides, q.dtype, origins);
    setOut(last, bufferVal(out, shape, strides, 0, q.dtype));
  }
  static ir::ExternArg tensorArg(const Val& x) {
    ir::ExternArg t;
    t.kind = ir::ExternArg::Kind::Tensor;
    t.tensors = {refOf(x)};
    t.text = x.buffer;
    return t;
  }
  static ir::ExternArg flagArg(bool f) {
    ir::ExternArg t;
    t.kind = ir::ExternArg::Kind::Bool;
    t.flag = f;
    t.text = f ? "True" : "False";
    return t;
  }
  // A fallback kernel (Inductor's FallbackKernel: an ATen op called as it is) that
  // returns one tensor: the call's node writing a tuple (MultiOutputLayout) and the
  // MultiOutput node of item 0, laid out `shape`/`strides`; its typed call (`op`,
  // "aten.cumsum", with `args` by schema name) in ir::Graph::externCalls and the item
  // in tupleItems. `operands` are realized. Returns item 0's buffer.
  std::string addFallback(const std::string& op, const std::vector<const Val*>& operands,
                          std::vector<std::pair<std::string, ir::ExternArg>> args,
                          const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& strides,
                          const std::string& dtype, const std::set<int>& origins) {
    std::vector<std::string> reads;
    for (const Val* x : operands) reads.push_back(x->buffer);
    std::string tuple;
    const std::string callOp = nextName(tuple);
    ir::Layout tupleLayout;
    tupleLayout.kind = ir::LayoutKind::MultiOutput;
    tupleLayout.device = device_;
    addExternNode(callOp, "FallbackKernel", tuple, tupleLayout, reads, origins).kernel = "torch.ops." + op + ".default";
    ir::ExternCall c;
    c.op = op;
    c.result = tuple;
    c.args = std::move(args);
    out_.graph.externCalls[tuple] = std::move(c);
    std::string outBuf;
    const std::string itemOp = nextName(outBuf);
    addExternNode(itemOp, "MultiOutput", outBuf, layoutOf(shape, strides, dtype), {tuple}, origins).kernel = "None";
    out_.graph.tupleItems[outBuf] = {tuple, 0};
    return outBuf;
  }

  void declareInputs() {
    int argNo = 0;
    for (const auto& in : m_.inputs) {
      const std::string name = "arg" + std::to_string(argNo++) + "_1";
      out_.inputNames[name] = in.name;
      const auto shape = shapeOf(in.name, "graph input '" + in.name + "'");
      vals_[in.name] = bufferVal(name, shape, contiguousStrides(shape), 0, torchDtype(in.dtype));
      layouts_[name] = layoutOf(shape, contiguousStrides(shape), torchDtype(in.dtype));
    }
    for (const auto& init : m_.initializers) {
      if (vals_.count(init.info.name)) continue;
      // Today's exporters write their axes, starts and Python scalars as initializers
      // (older ones as Constant nodes): integer ones of at most kMaxInitializerValues
      // elements and scalars (0-d, or of one element: the exporter's [1]-shaped scale
      // of attention) of any type are constants as a Constant node is, so that shape
      // arithmetic folds and a scalar is ops.constant, as in Inductor.
      const bool integral = init.info.dtype != "" && init.info.dtype.find("float") == std::string::npos;
      if (!init.values.empty() && (integral || init.values.size() == 1)) {
        std::vector<std::int64_t> shape;
        for (const auto& d : init.info.shape) shape.push_back(d.value);
        setConst(init.info.name, shape, torchDtype(init.info.dtype), init.values, {});
        continue;
      }
      const std::string name = "_tensor_constant" + std::to_string(constants_++);
      const auto shape = shapeOf(init.info.name, "initializer '" + init.info.name + "'");
      vals_[init.info.name] = bufferVal(name, shape, contiguousStrides(shape), 0, torchDtype(init.info.dtype));
      layouts_[name] = layoutOf(shape, contiguousStrides(shape), torchDtype(init.info.dtype));
    }
  }

  // A graph output: a buffer of its own (see Lowered::outputNames).
  void outputBuffer(Val& v, const std::string& name) {
    {
      const bool ownBuffer = v.realized() && producer_.count(v.buffer) && v.offset == 0 &&
                             v.strides == contiguousStrides(v.shape) &&
                             product(layouts_.at(v.buffer).size) == product(v.shape);
      // a strided view or an input: copied into a buffer of its own (a contiguous
      // reshape of a buffer is that buffer)
      if (v.realized() && !ownBuffer) {
        Val copy = lazy(v.shape, v.dtype, v.load, {});
        v = copy;
      }
      if (!v.realized()) realize(v, false);
      outputBuffers_.insert(v.buffer);
      out_.outputNames.emplace_back(v.buffer, name);
    }
  }

  // ---- shapes and values ------------------------------------------------------
  std::vector<std::int64_t> shapeOf(const std::string& name, const std::string& what) const {
    auto it = m_.values.find(name);
    if (it == m_.values.end() || !it->second.hasShape)
      throw InputError(m_.path, 0, what + " has no inferred shape (shape inference could not type it)");
    std::vector<std::int64_t> s;
    for (const auto& d : it->second.shape) {
      if (!d.known())
        throw InputError(m_.path, 0,
                         what + " has " +
                             (d.symbol.empty() ? std::string("a dimension of unknown size")
                                               : "the symbolic dimension '" + d.symbol +
                                                     "' without a size (give it one: --size " + d.symbol + "=N)"));
      s.push_back(d.value);
    }
    try {
      (void)product(s);  // sizes whose product overflows: refused here
    } catch (const std::exception& e) {
      throw InputError(m_.path, 0, what + ": " + e.what());
    }
    return s;
  }
  std::string dtypeOf(const std::string& name) const {
    auto it = m_.values.find(name);
    return it == m_.values.end() ? "" : torchDtype(it->second.dtype);
  }
  Val& in(const Node& n, std::size_t i) {
    if (i >= n.inputs.size() || n.inputs[i].empty())
      throw std::runtime_error("input " + std::to_string(i) + " is missing");
    auto it = vals_.find(n.inputs[i]);
    if (it == vals_.end() && shapeless_.count(n.inputs[i]))
      throw std::runtime_error("input '" + n.inputs[i] + "' has no known shape (its producer is opaque)");
    if (it == vals_.end()) throw std::runtime_error("input '" + n.inputs[i] + "' was not lowered");
    return it->second;
  }
  bool hasInput(const Node& n, std::size_t i) const { return i < n.inputs.size() && !n.inputs[i].empty(); }
  static const Attribute* attr(const Node& n, const std::string& name) {
    auto it = n.attributes.find(name);
    return it == n.attributes.end() ? nullptr : &it->second;
  }
  static std::int64_t attrInt(const Node& n, const std::string& name, std::int64_t dflt) {
    const auto* a = attr(n, name);
    return a ? a->i : dflt;
  }
  static double attrFloat(const Node& n, const std::string& name, double dflt) {
    const auto* a = attr(n, name);
    return a ? a->f : dflt;
  }
  // The values of a constant or of an initializer kept with its values (of any type:
  // a float initializer is a buffer, but its values still give Resize its scales).
  std::optional<std::vector<double>> knownValues(const std::string& name) const {
    if (auto it = constValues_.find(name); it != constValues_.end()) return it->second;
    for (const auto& i : m_.initializers)
      if (i.info.name == name && static_cast<std::int64_t>(i.values.size()) == i.info.numel()) return i.values;
    return std::nullopt;
  }
  // A constant input's integer values (a Constant node's tensor), for axes and shapes.
  std::vector<std::int64_t> constInts(const Node& n, std::size_t i) {
    auto it = constValues_.find(n.inputs.at(i));
    if (it == constValues_.end()) throw std::runtime_error("input " + std::to_string(i) + " is not a constant");
    std::vector<std::int64_t> out;
    for (double d : it->second) out.push_back(saturatingInt64(d));
    return out;
  }

  // Stats of an unrealized function: buffers read and ops, evaluated once.
  void measure(Val& v) {
    const Body b = traced(v);
    v.reads = static_cast<int>(b.reads.size());
    v.opcount = b.ops;
  }
  // An unrealized function's ops and reads, traced once over symbolic indices.
  static Body traced(const Val& v) {
    Body b;
    Index idx;
    for (std::size_t i = 0; i < v.shape.size(); ++i) idx.push_back(Expr::var("x" + std::to_string(i)));
    v.load(b, idx);
    return b;
  }
  Val lazy(std::vector<std::int64_t> shape, std::string dtype, Loader load, std::set<int> origins) {
    Val v;
    v.shape = std::move(shape);
    v.dtype = std::move(dtype);
    v.load = std::move(load);
    v.origins = std::move(origins);
    measure(v);
    return v;
  }

  // ---- nodes --------------------------------------------------------------------
  ir::Layout layoutOf(const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& strides,
                      const std::string& dtype) const {
    ir::Layout l;
    l.kind = ir::LayoutKind::Fixed;
    l.device = device_;
    l.dtype = irDtype(dtype);
    l.size = shape;
    l.stride = strides;
    return l;
  }
  std::string nextName(std::string& buf) {
    buf = "buf" + std::to_string(next_);
    return "op" + std::to_string(next_++);
  }
  void addComputed(const std::string& opn, const std::string& buf, const Val& shapeOfOut, ir::VarRanges ranges,
                   std::vector<std::int64_t> iter, std::vector<std::int64_t> red, Body& b,
                   const std::set<int>& origins) {
    ir::Node n;
    n.name = opn;
    n.kind = ir::NodeKind::Scheduler;
    n.irType = "ComputedBuffer";
    ir::LoopBody body;
    body.var_ranges = std::move(ranges);
    body.indexExprs = b.index;
    body.blocks = b.blocks;
    const auto rw = ir::extractReadWrites(body, iter, red, o_.device == "cpu");
    n.writes = rw.writes;
    for (const auto& d : rw.reads)
      (producer_.count(ir::depName(d)) ? n.unmet_dependencies : n.met_dependencies).push_back(d);
    ir::Buffer ob;
    ob.name = buf;
    ob.irType = "ComputedBuffer";
    ob.layout = layoutOf(shapeOfOut.shape, contiguousStrides(shapeOfOut.shape), shapeOfOut.dtype);
    n.outputs = {ob};
    ir::Group g;
    g.device = device_;
    if (o_.device == "cpu") {
      g.tupleForm = true;
      g.iteration = iter;
      g.reduction = red;
    } else {
      g.iteration = {product(iter)};
      g.reduction = {product(red)};
    }
    n.group = g;
    ir::Sizes s;
    s.iteration = iter;
    s.reduction = red;
    n.sizes = s;
    for (const auto& r : b.reads)
      if (layouts_.count(r)) n.bufferLayouts.emplace_back(r, layouts_.at(r));
    n.bufferLayouts.emplace_back(buf, ob.layout);
    n.body = std::move(body);
    layouts_[buf] = ob.layout;
    producer_[buf] = opn;
    aliasable_.insert(buf);
    if (!red.empty()) reductions_.insert(buf);
    out_.origins[opn].assign(origins.begin(), origins.end());
    out_.graph.nodes.push_back(std::move(n));
  }

  // One pointwise SchedulerNode `opn` storing value `v` into `buf` at `strides` (its
  // iteration: v's dims, those of size 1 left out, as Inductor's ranges).
  void storePointwise(const std::string& opn, const std::string& buf, const Val& v,
                      const std::vector<std::int64_t>& strides, const std::set<int>& origins) {
    Body b;
    ir::VarRanges ranges;
    Index idx;
    std::vector<std::int64_t> iter;
    for (auto d : v.shape) {
      if (d == 1) {
        idx.push_back(Expr::constant(0));
        continue;
      }
      const std::string p = "p" + std::to_string(ranges.size());
      ranges.emplace_back(p, d);
      idx.push_back(Expr::var(p));
      iter.push_back(d);
    }
    const std::string result = v.load(b, idx);
    const std::string gi = b.getIndex(linear(idx, strides, 0));
    b.block().returns = b.op("store", {str(buf), value(gi), value(result), none()});
    addComputed(opn, buf, v, ranges, iter, {}, b, origins);
  }

  // Realizes a value into a new buffer: one pointwise SchedulerNode.
  // `viaRoot`: a view of an unrealized value realizes that value and becomes a strided
  // view of its buffer (BaseView.realize, then convert_to_reinterpret_view), or, when
  // it is no strided view, a copy of it (copy_input). Without, a view is copied.
  void realize(Val& v, bool viaRoot = true) {
    if (v.realized()) return;
    if (viaRoot && !v.root.empty()) {
      Val& r = vals_.at(v.root);
      realize(r);
      if (v.viewable && r.strides == contiguousStrides(r.shape)) {
        Val out = bufferVal(r.buffer, v.shape, v.rootStrides, r.offset + v.rootOffset, v.dtype);
        v = out;
        return;
      }
    }
    std::string buf;
    const std::string opn = nextName(buf);
    const auto strides = contiguousStrides(v.shape);
    storePointwise(opn, buf, v, strides, v.origins);
    const auto origins = v.origins;
    v = bufferVal(buf, v.shape, strides, 0, v.dtype);
    v.origins = origins;
  }

  // Ends a reduction's body: stores `r` at its output index (contiguous `outShape`) and
  // adds the node (a reduction over `rsz`); the buffer as a value.
  Val storeReduction(Body& b, const std::string& opn, const std::string& buf, const std::string& r,
                     const std::vector<std::int64_t>& outShape, const Index& outIdx, const ir::VarRanges& ranges,
                     const std::vector<std::int64_t>& iter, const std::vector<std::int64_t>& rsz,
                     const std::string& acc, const std::set<int>& origins) {
    const auto strides = contiguousStrides(outShape);
    const std::string gi = b.getIndex(linear(outIdx, strides, 0));
    b.op("store_reduction", {str(buf), value(gi), value(r)});
    b.block().returns.clear();  // return None
    Val shapeOfOut;
    shapeOfOut.shape = outShape;
    shapeOfOut.dtype = acc;
    addComputed(opn, buf, shapeOfOut, ranges, iter, rsz, b, origins);
    Val v = bufferVal(buf, outShape, strides, 0, acc);
    v.origins = origins;
    return v;
  }

  // A reduction's result (a contiguous buffer over the kept dims) with the reduced dims
  // `red` of a rank-`rank` input back as size-1 dims: a view (keepdims).
  Val withReducedDims(const Val& v, const std::set<int>& red, int rank) {
    std::vector<std::int64_t> ks, kst;
    const auto strides = contiguousStrides(v.shape);
    std::size_t j = 0;
    for (int i = 0; i < rank; ++i) {
      if (red.count(i)) {
        ks.push_back(1);
        kst.push_back(0);
      } else {
        ks.push_back(v.shape[j]);
        kst.push_back(strides[j]);
        ++j;
      }
    }
    Val out = bufferVal(v.buffer, ks, kst, 0, v.dtype);
    out.origins = v.origins;
    return out;
  }

  // The split of a reduction on CUDA (ir.Reduction.num_splits with the helpers of
  // choices.reduction_split_factor, H200 constants: 132 SMs, warps of 32, 2048 threads
  // per SM, 8 warps per block): 1 when it stays one reduction. `x` is loaded over
  // `ranges` (kept vars, then reduction vars) to see its read strides: a read that
  // covers every var votes "outer" when every reduction var's stride is over 1, else
  // "inner"; more inner votes is an inner split, a tie or fewer an outer one. The C++
  // backend reduces to one element itself and never splits; argmax/argmin never split.
  // Not modelled: the -1 split (reusing an input reduction's ranges) and the
  // dense-dim reindexing of a full reduction of a channels-last buffer.
  std::int64_t splitsOf(const Val& x, const Index& full, const ir::VarRanges& ranges, std::size_t keptVars,
                        const std::string& type, std::int64_t R, std::int64_t N) const {
    if (o_.device == "cpu" || type == "argmax" || type == "argmin" || R <= 1) return 1;
    constexpr std::int64_t numSm = 132, warp = 32, threadsPerSm = 2048, numThreads = warp * 8;
    constexpr std::int64_t minEpt = warp, maxEpt = 512;
    constexpr std::int64_t minDev = minEpt * numSm * threadsPerSm, maxDev = maxEpt * numSm * threadsPerSm;
    auto ceilDiv = [](std::int64_t a, std::int64_t b) { return (a + b - 1) / b; };
    auto closest = [](std::int64_t n, std::int64_t target) {  // the divisor of n nearest target (the smaller on a tie)
      std::int64_t best = 1;
      for (std::int64_t d = 1; d * d <= n; ++d) {
        if (n % d) continue;
        for (std::int64_t c : {d, n / d})
          if (std::llabs(c - target) < std::llabs(best - target) ||
              (std::llabs(c - target) == std::llabs(best - target) && c < best))
            best = c;
      }
      return best;
    };
    auto inner = [&](std::int64_t r, std::int64_t n) -> std::int64_t {
      if (n >= 2 * numSm || r <= 8192) return 1;
      std::int64_t ss;
      if (r * n <= minDev) {
        ss = minEpt;
      } else if (r * n < maxDev) {
        const std::int64_t targetBlocks = numSm * threadsPerSm / (2 * numThreads);
        const std::int64_t bpo = ceilDiv(targetBlocks, n), tmp = ceilDiv(r, numThreads * bpo);
        const std::int64_t c = closest(r, tmp);
        ss = std::llabs(c - tmp) < 30 ? std::max(c, minEpt) : tmp;
      } else {
        const std::int64_t c = closest(r, maxEpt);
        ss = std::llabs(c - maxEpt) < 50 ? c : maxEpt;
      }
      return ceilDiv(r, ss * numThreads);
    };
    auto outer = [&](std::int64_t r, std::int64_t n) -> std::int64_t {
      std::int64_t ss;
      const std::int64_t xblocks = ceilDiv(n, 128);
      if (r * n < minDev) {
        ss = minEpt;
      } else if (r * n < maxDev) {
        const std::int64_t tb = ceilDiv(numSm * threadsPerSm / numThreads, xblocks), tmp = ceilDiv(r, 4 * tb);
        const std::int64_t c = closest(r, tmp);
        ss = std::llabs(tmp - c) < 20 ? std::max(c, minEpt) : tmp;
      } else {
        const std::int64_t c = closest(r, maxEpt);
        ss = std::llabs(c - maxEpt) < 50 ? c : maxEpt;
      }
      return ceilDiv(r, 4 * ss);
    };
    if (N == 1) return inner(R, 1);
    if (R <= 32 || N >= numSm * 2 * 32) return 1;
    // the vote over x's reads (Reduction.num_splits' get_read_indices)
    Body probe;
    x.load(probe, full);
    std::map<std::string, Expr> byGetIndex;
    for (const auto& blk : probe.blocks)
      for (const auto& op : blk.ops)
        if (op.form == LoopOp::Form::GetIndex)
          for (const auto& [name, e] : probe.index)
            if (name == op.op) byGetIndex.emplace(op.result, e);
    int innerVotes = 0, outerVotes = 0;
    for (const auto& blk : probe.blocks)
      for (const auto& op : blk.ops) {
        if (op.form != LoopOp::Form::Ops || op.op != "load" || op.args.size() < 2) continue;
        auto it = byGetIndex.find(op.args[1].text);
        if (it == byGetIndex.end()) continue;
        const Expr& e = it->second;
        const auto free = e.freeSymbols();
        bool all = true;
        for (const auto& [v, size] : ranges)
          if (std::find(free.begin(), free.end(), v) == free.end()) all = false;
        if (!all) continue;  // a broadcast or partial read does not vote
        auto at = [&](const std::string& one) {
          return e.evaluate([&](const std::string& sym) -> std::int64_t { return sym == one ? 1 : 0; });
        };
        const std::int64_t base = at("");
        bool outerRead = true;
        for (std::size_t k = keptVars; k < ranges.size(); ++k)
          if (at(ranges[k].first) - base <= 1) outerRead = false;
        (outerRead ? outerVotes : innerVotes)++;
      }
    if (innerVotes + outerVotes == 0) return 1;
    return innerVotes > outerVotes ? inner(R, N) : outer(R, N);
  }

  // The split of a reduction of `x` over dims `red` (splitsOf), with x loaded over its
  // kept dims' vars, then the reduced dims' (size-1 dims get none). Under
  // unroll_reductions_threshold (8) elements Inductor unrolls: never split.
  std::int64_t splitOf(const Val& x, const std::set<int>& red, const std::string& type) const {
    const int rank = static_cast<int>(x.shape.size());
    std::int64_t R = 1, N = 1;
    Index full(static_cast<std::size_t>(rank), Expr::constant(0));
    ir::VarRanges ranges;
    std::size_t kept = 0;
    for (int pass = 0; pass < 2; ++pass)
      for (int i = 0; i < rank; ++i) {
        const std::int64_t d = x.shape[static_cast<std::size_t>(i)];
        if ((red.count(i) > 0) != (pass == 1)) continue;
        (pass ? R : N) *= d;
        if (d == 1) continue;
        const std::string p = "p" + std::to_string(ranges.size());
        ranges.emplace_back(p, d);
        full[static_cast<std::size_t>(i)] = Expr::var(p);
        if (!pass) ++kept;
      }
    return R < 8 ? 1 : splitsOf(x, full, ranges, kept, type, R, N);
  }

  // The first layer of a split reduction (ir.Reduction.create_multilayer): over
  // [*kept, split], each element reducing the contiguous chunk [block*j, block*(j+1))
  // of the flattened reduced dims (row-major), masked past the end when `split` does not
  // divide them (the reduction's identity outside); realized as [*kept, split] in the
  // accumulator's type. The caller reduces its last dim (the second layer, never split).
  Val firstLayer(const Val& x, const std::set<int>& red, const std::string& type, std::int64_t split,
                 const std::set<int>& origins, int welfordItem = -1) {
    const int rank = static_cast<int>(x.shape.size());
    std::vector<std::int64_t> rdims;  // sizes of the reduced dims over 1, in order
    for (int i : red)
      if (x.shape[static_cast<std::size_t>(i)] != 1) rdims.push_back(x.shape[static_cast<std::size_t>(i)]);
    std::int64_t R = 1;
    for (auto d : rdims) R *= d;
    const std::int64_t block = (R + split - 1) / split;
    std::string buf;
    const std::string opn = nextName(buf);
    Body b;
    ir::VarRanges ranges;
    std::vector<std::int64_t> iter, outShape;
    Index full(static_cast<std::size_t>(rank), Expr::constant(0)), outIdx;
    for (int i = 0; i < rank; ++i) {
      if (red.count(i)) continue;
      const std::int64_t d = x.shape[static_cast<std::size_t>(i)];
      outShape.push_back(d);
      if (d == 1) {
        outIdx.push_back(Expr::constant(0));
        continue;
      }
      const std::string p = "p" + std::to_string(ranges.size());
      ranges.emplace_back(p, d);
      full[static_cast<std::size_t>(i)] = Expr::var(p);
      outIdx.push_back(Expr::var(p));
      iter.push_back(d);
    }
    const std::string pj = "p" + std::to_string(ranges.size());
    ranges.emplace_back(pj, split);
    iter.push_back(split);
    outShape.push_back(split);
    outIdx.push_back(Expr::var(pj));
    const std::string pr = "p" + std::to_string(ranges.size());
    ranges.emplace_back(pr, block);
    const Expr flat = Expr::add({Expr::mul({Expr::constant(block), Expr::var(pj)}), Expr::var(pr)});
    // flat -> the reduced dims' indices, row-major (View.dynamic_reshape_indexer)
    std::int64_t inner = R;
    std::size_t k = 0;
    for (int i : red) {
      const std::int64_t d = x.shape[static_cast<std::size_t>(i)];
      if (d == 1) continue;
      inner /= d;
      full[static_cast<std::size_t>(i)] = rdims.size() == 1 ? flat
                                          : k == 0
                                              ? Expr::floorDiv(flat, Expr::constant(inner))
                                              : Expr::modularIndexing(flat, Expr::constant(inner), Expr::constant(d));
      ++k;
    }
    const std::string acc = x.dtype == "torch.float16" || x.dtype == "torch.bfloat16" ? "torch.float32" : x.dtype;
    std::string r;
    if (R % split == 0) {
      r = b.op("reduction", {dtypeArg(acc), dtypeArg(acc), str(type), value(x.load(b, full))});
    } else {
      const std::string fi = b.getIndex(flat);
      const std::string fv = b.op("index_expr", {value(fi), dtypeArg("torch.int32")});
      const std::string end = b.op("constant", {arg(OpArg::Kind::Int, std::to_string(R)), dtypeArg("torch.int32")});
      const std::string mask = b.op("lt", {value(fv), value(end)});
      Loader xl = x.load;
      if (welfordItem < 0) {
        const std::string other = type == "sum"    ? "0.0"
                                  : type == "prod" ? "1.0"
                                  : type == "max"  ? lowestValueOf(x.dtype)
                                  : type == "min"  ? highestValueOf(x.dtype)
                                                   : "0.0";
        const std::string loaded = b.masked(
            mask, [&](Body& sb) { return xl(sb, full); }, other);
        r = b.op("reduction", {dtypeArg(acc), dtypeArg(acc), str(type), value(loaded)});
      } else {
        // WelfordReduction.create_multilayer with a mask: each element as (x, 0, 1) for
        // welford_combine, padding as (0, 0, 0): no weight
        const std::string xm = b.masked(
            mask, [&](Body& sb) { return xl(sb, full); }, "0.0");
        const std::string zm = b.masked(
            mask,
            [&](Body& sb) {
              return sb.op("constant", {arg(OpArg::Kind::Float, "0.0"), dtypeArg("torch.float32")});
            },
            "0.0");
        const std::string om = b.masked(
            mask,
            [&](Body& sb) {
              return sb.op("constant", {arg(OpArg::Kind::Float, "1.0"), dtypeArg("torch.float32")});
            },
            "0.0");
        OpArg items = arg(OpArg::Kind::Tuple, "(" + xm + ", " + zm + ", " + om + ")");
        items.items = {xm, zm, om};
        r = b.op("reduction", {dtypeArg(acc), dtypeArg(acc), str("welford_combine"), items});
      }
    }
    if (welfordItem >= 0) r = welfordGetItems(b, r, welfordItem);
    return storeReduction(b, opn, buf, r, outShape, outIdx, ranges, iter, {block}, acc, origins);
  }

  // `whole = reduction[0]; reduction[1]; reduction[2]` as Inductor prints a Welford
  // reduction's three items; the item `keep` is stored.
  std::string welfordGetItems(Body& b, const std::string& whole, int keep) {
    std::string r;
    for (int k = 0; k < 3; ++k) {
      LoopOp gi;
      gi.result = b.fresh("getitem");
      gi.form = LoopOp::Form::GetItem;
      gi.op = "getitem";
      gi.args = {value(whole), arg(OpArg::Kind::Int, std::to_string(k))};
      b.block().ops.push_back(gi);
      if (k == keep) r = gi.result;
    }
    return r;
  }

  // var_mean over `axes` by Welford's method, as Inductor's var_mean_welford_: the mean
  // and m2 (the sum of squared deviations), each with the reduced dims kept as size 1.
  // On CUDA a large one with few outputs is split as WelfordReduction.create_multilayer:
  // three first-layer buffers (mean, m2, weight over [*kept, split]) and a
  // welford_combine over the split; the weight's last buffer is dead (its number skipped).
  std::pair<Val, Val> welford(const Val& x, const std::vector<std::int64_t>& axes, const std::set<int>& origins) {
    const int rank = static_cast<int>(x.shape.size());
    std::set<int> red;
    for (auto a : axes) red.insert(static_cast<int>(a < 0 ? a + rank : a));
    const std::int64_t split = splitOf(x, red, "welford_reduce");
    if (split <= 1) {
      Val mean = reduce(x, axes, true, "welford_reduce", origins, 0);
      Val m2 = reduce(x, axes, true, "welford_reduce", origins, 1);
      ++next_;  // the Welford count's buffer, dead
      return {mean, m2};
    }
    std::vector<Val> parts;
    for (int k = 0; k < 3; ++k) parts.push_back(firstLayer(x, red, "welford_reduce", split, origins, k));
    // the second layer: welford_combine of the three over the split (the last dim)
    auto combine = [&](int item) {
      const std::vector<std::int64_t>& pshape = parts[0].shape;
      std::string buf;
      const std::string opn = nextName(buf);
      Body b;
      ir::VarRanges rr;
      std::vector<std::int64_t> iter, outShape(pshape.begin(), pshape.end() - 1);
      Index at, outIdx;
      for (std::size_t i = 0; i + 1 < pshape.size(); ++i) {
        if (pshape[i] == 1) {
          at.push_back(Expr::constant(0));
          outIdx.push_back(Expr::constant(0));
          continue;
        }
        const std::string p = "p" + std::to_string(rr.size());
        rr.emplace_back(p, pshape[i]);
        at.push_back(Expr::var(p));
        outIdx.push_back(Expr::var(p));
        iter.push_back(pshape[i]);
      }
      const std::string pr = "p" + std::to_string(rr.size());
      rr.emplace_back(pr, split);
      at.push_back(Expr::var(pr));
      std::vector<std::string> loads;
      for (const Val& v : parts) loads.push_back(v.load(b, at));
      OpArg items = arg(OpArg::Kind::Tuple, "(" + loads[0] + ", " + loads[1] + ", " + loads[2] + ")");
      items.items = loads;
      const std::string whole =
          b.op("reduction", {dtypeArg(parts[0].dtype), dtypeArg(parts[0].dtype), str("welford_combine"), items});
      const std::string r = welfordGetItems(b, whole, item);
      Val v = storeReduction(b, opn, buf, r, outShape, outIdx, rr, iter, {split}, parts[0].dtype, origins);
      return withReducedDims(v, red, rank);
    };
    Val mean = combine(0), m2 = combine(1);
    ++next_;  // the combined weight's buffer, dead
    return {mean, m2};
  }

  // A reduction over `axes` of `x` (realized at once), kept dims in order; `keepdims`
  // gives the reduced dims size 1 in the result (a view). On CUDA a large reduction
  // with few outputs is split in two layers as Inductor splits it (splitsOf,
  // firstLayer); a Welford reduction is not split here (see the header).
  Val reduce(const Val& x, std::vector<std::int64_t> axes, bool keepdims, const std::string& type,
             const std::set<int>& origins, int welfordItem = -1, bool maySplit = true) {
    const int rank = static_cast<int>(x.shape.size());
    std::set<int> red;
    for (auto a : axes) {
      const auto r = a < 0 ? a + rank : a;
      if (r < 0 || r >= rank) throw std::runtime_error("a reduction axis outside the input's rank");
      red.insert(static_cast<int>(r));
    }
    if (axes.empty())
      for (int i = 0; i < rank; ++i) red.insert(i);
    if (maySplit && welfordItem < 0) {
      const std::int64_t split = splitOf(x, red, type);
      if (split > 1) {
        Val partial = firstLayer(x, red, type, split, origins);
        Val whole =
            reduce(partial, {static_cast<std::int64_t>(partial.shape.size()) - 1}, false, type, origins, -1, false);
        return keepdims ? withReducedDims(whole, red, rank) : whole;
      }
    }
    std::string buf;
    const std::string opn = nextName(buf);
    Body b;
    ir::VarRanges ranges;
    std::vector<std::int64_t> iter, rsz, outShape;
    Index full(static_cast<std::size_t>(rank), Expr::constant(0)), outIdx;
    for (int i = 0; i < rank; ++i) {
      if (red.count(i)) continue;
      outShape.push_back(x.shape[static_cast<std::size_t>(i)]);
      if (x.shape[static_cast<std::size_t>(i)] == 1) {
        outIdx.push_back(Expr::constant(0));
        continue;
      }
      const std::string p = "p" + std::to_string(ranges.size());
      ranges.emplace_back(p, x.shape[static_cast<std::size_t>(i)]);
      full[static_cast<std::size_t>(i)] = Expr::var(p);
      outIdx.push_back(Expr::var(p));
      iter.push_back(x.shape[static_cast<std::size_t>(i)]);
    }
    for (int i : red) {
      if (x.shape[static_cast<std::size_t>(i)] == 1) continue;
      const std::string p = "p" + std::to_string(ranges.size());
      ranges.emplace_back(p, x.shape[static_cast<std::size_t>(i)]);
      full[static_cast<std::size_t>(i)] = Expr::var(p);
      rsz.push_back(x.shape[static_cast<std::size_t>(i)]);
    }
    const std::string loaded = x.load(b, full);
    const std::string acc = x.dtype == "torch.float16" || x.dtype == "torch.bfloat16" ? "torch.float32" : x.dtype;
    // argmax/argmin give the int64 index of the first extreme (Inductor's reduction dtype)
    const std::string dst = type == "argmax" || type == "argmin" ? "torch.int64" : acc;
    std::string r = b.op("reduction", {dtypeArg(dst), dtypeArg(acc), str(type), value(loaded)});
    if (welfordItem >= 0) r = welfordGetItems(b, r, welfordItem);  // as Inductor prints a Welford reduction
    Val v = storeReduction(b, opn, buf, r, outShape, outIdx, ranges, iter, rsz, dst, origins);
    return keepdims ? withReducedDims(v, red, rank) : v;
  }

  // An ExternKernel node `opn` of Inductor's `irType` (ExternKernelOut, FallbackKernel,
  // MultiOutput) writing `buf` laid out `layout` and reading the buffers `reads` (one
  // StarDep each, unmet where one of our nodes computes it; their layouts, as Inductor's
  // wrapper asserts them with assert_size_stride), added to the graph. The caller sets
  // what else is its own (kernel ...) on the node returned, before it adds another.
  ir::Node& addExternNode(const std::string& opn, const std::string& irType, const std::string& buf,
                          const ir::Layout& layout, const std::vector<std::string>& reads,
                          const std::set<int>& origins) {
    ir::Node n;
    n.name = opn;
    n.kind = ir::NodeKind::ExternKernel;
    n.irType = irType;
    n.writes = {ir::StarDep{buf, std::string("None"), true}};
    std::set<std::string> seen;
    for (const auto& r : reads) {
      if (!seen.insert(r).second) continue;
      (producer_.count(r) ? n.unmet_dependencies : n.met_dependencies)
          .push_back(ir::StarDep{r, std::string("None"), true});
    }
    for (const auto& r : seen)
      if (layouts_.count(r)) n.bufferLayouts.emplace_back(r, layouts_.at(r));
    ir::Buffer ob;
    ob.name = buf;
    ob.irType = irType;
    ob.layout = layout;
    n.outputs = {ob};
    if (layout.kind != ir::LayoutKind::MultiOutput) {  // a tuple has no layout of its own
      layouts_[buf] = layout;
      externOutputs_.insert(buf);
    }
    producer_[buf] = opn;
    out_.origins[opn].assign(origins.begin(), origins.end());
    out_.graph.nodes.push_back(std::move(n));
    return out_.graph.nodes.back();
  }

  std::string addExtern(const std::string& kernel, const std::vector<Val*>& inputs,
                        const std::vector<std::int64_t>& shape, const std::string& dtype, const std::set<int>& origins,
                        const std::string& opaqueReason = "") {
    std::vector<std::string> reads;
    for (Val* v : inputs) {
      if (!v->realized()) realize(*v);
      reads.push_back(v->buffer);
    }
    std::string buf;
    const std::string opn = nextName(buf);
    ir::Node& n =
        addExternNode(opn, "ExternKernelOut", buf, layoutOf(shape, contiguousStrides(shape), dtype), reads, origins);
    n.kernel = kernel;
    n.opaqueReason = opaqueReason;
    // an ExternKernelOut (the GEMM family: out= a buffer of flexible layout) may write a
    // concatenation's slice; a convolution's or a fallback's output (ExternKernelAlloc)
    // may not (ConcatKernel.can_realize_into_without_copy)
    if (kernel != "extern_kernels.convolution" && kernel.rfind("onnx.", 0) != 0) aliasable_.insert(buf);
    return buf;
  }

  // An op we do not lower: an opaque extern node, the rest of the graph goes on.
  void opaque(const Node& n, const std::string& why) {
    std::vector<Val*> inputs;
    for (std::size_t i = 0; i < n.inputs.size(); ++i)
      if (hasInput(n, i) && vals_.count(n.inputs[i])) inputs.push_back(&vals_.at(n.inputs[i]));
    const std::string reason = n.where() + ": not lowered: " + why;
    std::string noShape;  // outputs with no shape: no buffer; the nodes that read them become opaque in turn
    const std::size_t nodesBefore = out_.graph.nodes.size();
    for (const auto& o : n.outputs) {
      if (o.empty()) continue;
      std::vector<std::int64_t> shape;
      try {
        shape = outShape(n, static_cast<std::size_t>(&o - n.outputs.data()));
        // a shape whose elements or strides no 64-bit index holds has no buffer either
        (void)product(shape);
        (void)contiguousStrides(shape);
      } catch (const std::exception& e) {
        // what ONNX's shape inference said of this node, if anything (the loader's warning)
        std::string inferred;
        for (const auto& w : m_.warnings)
          if (w.where == n.where()) inferred += "; " + w.what;
        // degrade: only a graph output without a value ends the lowering (with the
        // cause: this node's, or the input's that left it without a shape)
        shapeless_[o] = reason + (why == e.what() ? "" : std::string("; ") + e.what()) + inferred +
                        " (no shape of its output to go on with, so nothing after it can be lowered)";
        for (const auto& i : n.inputs)
          if (auto root = shapeless_.find(i); !i.empty() && root != shapeless_.end()) {
            shapeless_[o] = root->second;
            break;
          }
        noShape += (noShape.empty() ? "'" : ", '") + o + "'";
        continue;
      }
      const std::string dt = dtypeOf(o);
      const std::string buf = addExtern("onnx." + n.opType, inputs, shape, dt, {n.index}, reason);
      vals_[o] = bufferVal(buf, shape, contiguousStrides(shape), 0, dt);
    }
    ir::Diagnostic d;
    d.file = m_.path;
    d.line = 0;
    d.message = reason + (noShape.empty()
                              ? " (an opaque extern node: it never fuses)"
                              : " (no shape of " + noShape + " to go on with: the nodes that read it are opaque too)");
    d.node =
        out_.graph.nodes.size() > nodesBefore ? out_.graph.nodes.back().name : "";  // none when no output has a buffer
    out_.graph.warnings.push_back(d);
  }

  // ---- shapes the lowering computes -----------------------------------------------
  // numpy's broadcast of shapes (ONNX's multidirectional broadcasting)
  static std::vector<std::int64_t> broadcastShapes(const std::vector<std::vector<std::int64_t>>& shapes) {
    std::size_t rank = 0;
    for (const auto& s : shapes) rank = std::max(rank, s.size());
    std::vector<std::int64_t> out(rank, 1);
    for (const auto& s : shapes)
      for (std::size_t i = 0; i < s.size(); ++i) {
        std::int64_t& o = out[rank - s.size() + i];
        if (s[i] == o || s[i] == 1) continue;
        if (o != 1) throw std::runtime_error("shapes do not broadcast");
        o = s[i];
      }
    return out;
  }
  static bool elementwise(const std::string& t) {
    static const std::set<std::string> ops = {"Add",        "Sub",         "Mul",         "Div",      "Pow",
                                              "Equal",      "Less",        "LessOrEqual", "Greater",  "GreaterOrEqual",
                                              "And",        "Or",          "Where",       "Max",      "Min",
                                              "Sum",        "Relu",        "Tanh",        "Exp",      "Log",
                                              "Sqrt",       "Sigmoid",     "Neg",         "Abs",      "Erf",
                                              "Reciprocal", "Floor",       "Ceil",        "Sin",      "Cos",
                                              "Not",        "IsNaN",       "Cast",        "Identity", "CastLike",
                                              "Gelu",       "HardSigmoid", "HardSwish",   "Clip",     "LeakyRelu",
                                              "Softplus"};
    return ops.count(t) != 0;
  }
  // The shape of output `k`: shape inference's, or, where it left a dimension unknown
  // (a shape computed by ops it does not evaluate, as the exporter writes for Expand),
  // the one this lowering computes from its inputs' shapes and constant values.
  // The output shape an op's inputs give, where the lowering computes one (Expand,
  // Concat, Gather, elementwise ops); std::nullopt elsewhere.
  std::optional<std::vector<std::int64_t>> computedShape(const Node& n, std::size_t k) {
    if (k != 0) return std::nullopt;
    const std::string& t = n.opType;
    if (t == "Expand") {  // a target shape known here only when it is a constant
      if (!hasInput(n, 1) || !constValues_.count(n.inputs[1])) return std::nullopt;
      return broadcastShapes({in(n, 0).shape, constInts(n, 1)});
    }
    if (t == "Concat" && hasInput(n, 0)) {
      auto shape = in(n, 0).shape;
      std::int64_t axis = attrInt(n, "axis", 0);
      if (axis < 0) axis += static_cast<std::int64_t>(shape.size());
      if (axis < 0 || axis >= static_cast<std::int64_t>(shape.size()))
        throw std::runtime_error("Concat's axis is outside the inputs' rank");
      const auto a = static_cast<std::size_t>(axis);
      shape[a] = 0;
      for (std::size_t i = 0; i < n.inputs.size(); ++i) {
        if (!hasInput(n, i)) continue;
        const auto& s = in(n, i).shape;
        if (s.size() != shape.size()) throw std::runtime_error("Concat of inputs of different ranks");
        for (std::size_t d = 0; d < s.size(); ++d)
          if (d != a && s[d] != in(n, 0).shape[d]) throw std::runtime_error("Concat of inputs whose other dims differ");
        shape[a] += s[a];
      }
      return shape;
    }
    if (t == "Gather" && hasInput(n, 1)) {
      const auto& data = in(n, 0).shape;
      std::int64_t axis = attrInt(n, "axis", 0);
      if (axis < 0) axis += static_cast<std::int64_t>(data.size());
      if (axis < 0 || axis >= static_cast<std::int64_t>(data.size()))
        throw std::runtime_error("Gather's axis is outside the data's rank");
      std::vector<std::int64_t> shape(data.begin(), data.begin() + axis);
      const auto& ind = in(n, 1).shape;
      shape.insert(shape.end(), ind.begin(), ind.end());
      shape.insert(shape.end(), data.begin() + axis + 1, data.end());
      return shape;
    }
    if (elementwise(t)) {
      std::vector<std::vector<std::int64_t>> shapes;
      for (std::size_t i = 0; i < n.inputs.size(); ++i)
        if (hasInput(n, i)) shapes.push_back(in(n, i).shape);
      if (t == "Cast" || t == "CastLike" || t == "Identity") shapes.resize(std::min<std::size_t>(shapes.size(), 1));
      return broadcastShapes(shapes);
    }
    return std::nullopt;
  }

  // The shape of output `k`: shape inference's, or, where it left a dimension unknown
  // (a shape computed by ops it does not evaluate, as the exporter writes for Expand),
  // the one this lowering computes from its inputs' shapes and constant values. Where
  // both exist they must agree (a file whose inferred shapes contradict its inputs is
  // not lowered there: the node is opaque).
  std::vector<std::int64_t> outShape(const Node& n, std::size_t k = 0) {
    const std::string& o = n.outputs.at(k);
    auto it = m_.values.find(o);
    bool known = it != m_.values.end() && it->second.hasShape;
    if (known)
      for (const auto& d : it->second.shape) known = known && d.known();
    const auto computed = computedShape(n, k);
    if (known) {
      std::vector<std::int64_t> s;
      for (const auto& d : it->second.shape) s.push_back(d.value);
      if (computed && *computed != s)
        throw std::runtime_error("shape inference gives output '" + o + "' a shape its inputs do not give");
      (void)product(s);
      return s;
    }
    if (computed) {
      (void)product(*computed);
      return *computed;
    }
    throw std::runtime_error("output '" + o + "' has no inferred shape, and its shape is not computed here");
  }

  // ---- constants ----------------------------------------------------------------
  // value = start + step * index[dim]: an arange as the exporter writes it (a constant
  // tensor), which Inductor sees as torch.arange: ops.index_expr of the index.
  struct Iota {
    std::int64_t start = 0, step = 0;
    std::size_t dim = 0;
  };
  static std::optional<Iota> iotaOf(const std::vector<std::int64_t>& shape, const std::vector<double>& v) {
    if (v.size() < 2 || static_cast<std::int64_t>(v.size()) != product(shape)) return std::nullopt;
    const auto strides = contiguousStrides(shape);
    for (std::size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] < 2) continue;
      const double start = v[0], step = v[static_cast<std::size_t>(strides[d])] - v[0];
      if (step == 0 || start != std::floor(start) || step != std::floor(step) || std::abs(start) > 1e15 ||
          std::abs(step) > 1e15)
        continue;
      bool ok = true;
      for (std::size_t i = 0; i < v.size() && ok; ++i) {
        const auto coord = (static_cast<std::int64_t>(i) / strides[d]) % shape[d];
        ok = v[i] == start + step * static_cast<double>(coord);
      }
      if (ok) return Iota{static_cast<std::int64_t>(start), static_cast<std::int64_t>(step), d};
    }
    return std::nullopt;
  }
  // A constant value of the graph: known values (all equal: ops.constant; an arange:
  // ops.index_expr), or a graph constant buffer (`_tensor_constantN`, as Inductor
  // names the tensors a graph holds) when its values differ otherwise or are not kept.
  void setConst(const std::string& name, const std::vector<std::int64_t>& shape, const std::string& dt,
                const std::vector<double>& values, std::set<int> origins) {
    const bool haveValues = static_cast<std::int64_t>(values.size()) == product(shape);
    if (haveValues) {
      constValues_[name] = values;
      constShapes_[name] = shape;
    }
    const bool uniform = haveValues && std::all_of(values.begin(), values.end(), [&](double e) {
                           return e == values[0] || (std::isnan(e) && std::isnan(values[0]));
                         });
    if (uniform) return uniformConst(name, shape, dt, values.empty() ? 0.0 : values[0], std::move(origins));
    if (const auto iota = haveValues ? iotaOf(shape, values) : std::nullopt) {
      iotas_[name] = *iota;
      const Iota io = *iota;
      vals_[name] = lazy(
          shape, dt,
          [io, dt](Body& b, const Index& idx) {
            const std::string gi = b.getIndex(iotaExpr(io, idx));
            const bool integral = !isFloat(dt) && dt != "torch.bool";
            const std::string v = b.op("index_expr", {value(gi), dtypeArg(integral ? dt : "torch.int64")});
            if (integral) return v;
            return castTo(b, v, dt, "torch.int64");
          },
          std::move(origins));
      return;
    }
    const std::string buf = "_tensor_constant" + std::to_string(constants_++);
    vals_[name] = bufferVal(buf, shape, contiguousStrides(shape), 0, dt);
    layouts_[buf] = layoutOf(shape, contiguousStrides(shape), dt);
    if (haveValues) out_.constants[buf] = values;
  }
  void uniformConst(const std::string& name, const std::vector<std::int64_t>& shape, const std::string& dt, double v,
                    std::set<int> origins) {
    const bool fl = isFloat(dt);
    const std::string text = fl                   ? floatRepr(v)
                             : dt == "torch.bool" ? (v != 0 ? "True" : "False")
                                                  : std::to_string(saturatingInt64(v));
    const OpArg::Kind kind = fl ? OpArg::Kind::Float : dt == "torch.bool" ? OpArg::Kind::Bool : OpArg::Kind::Int;
    vals_[name] = lazy(
        shape, dt,
        [text, dt, kind](Body& b, const Index&) {
          return b.op("constant", {arg(kind, text), dtypeArg(dt)});
        },
        std::move(origins));
  }
  static Expr iotaExpr(const Iota& io, const Index& idx) {
    std::vector<std::int64_t> st(idx.size(), 0);
    st[io.dim] = io.step;
    return linear(idx, st, io.start);
  }

  // Constant folding of the shape arithmetic exporters write (Shape, ConstantOfShape,
  // Equal, Where, Concat of small integer tensors ...): a node whose inputs all have
  // known values, and whose result is at most kMaxFoldValues elements, is evaluated
  // here, as torch.export or onnx's optimizer would fold it; its result is a constant
  // (setConst). Larger results are lowered as computations. Returns whether it folded.
  static constexpr std::int64_t kMaxFoldValues = 64;
  // A node to fold, its constant inputs' values and shapes (nullptr / {} for an absent
  // optional input).
  struct FoldArgs {
    const Node& n;
    std::string outName;
    std::vector<const std::vector<double>*> v;
    std::vector<std::vector<std::int64_t>> sh;
  };
  // The output's dtype where the exporter gave it, else `dflt`.
  std::string foldDtype(const FoldArgs& f, const std::string& dflt) const {
    const std::string d = dtypeOf(f.outName);
    return d.empty() ? dflt : d;
  }
  static std::vector<std::int64_t> foldInts(const std::vector<double>& d) {
    std::vector<std::int64_t> r;
    for (double x : d) r.push_back(saturatingInt64(x));
    return r;
  }

  bool fold(const Node& n) {
    const std::string& t = n.opType;
    if (n.outputs.empty() || n.outputs[0].empty()) return false;
    const std::string outName = n.outputs[0];
    if (t == "Size") {  // needs only the input's shape
      if (!hasInput(n, 0) || !vals_.count(n.inputs[0])) return false;
      setConst(outName, {}, "torch.int64", {static_cast<double>(product(vals_.at(n.inputs[0]).shape))}, {n.index});
      return true;
    }
    if (t == "Shape") {  // needs only the input's shape
      if (!hasInput(n, 0) || !vals_.count(n.inputs[0])) return false;
      const auto& shape = vals_.at(n.inputs[0]).shape;
      const auto rank = static_cast<std::int64_t>(shape.size());
      auto clampAxis = [&](std::int64_t a) { return std::clamp<std::int64_t>(a < 0 ? a + rank : a, 0, rank); };
      const std::int64_t b = clampAxis(attrInt(n, "start", 0)), e = clampAxis(attrInt(n, "end", rank));
      std::vector<double> v;
      for (std::int64_t i = b; i < e; ++i) v.push_back(static_cast<double>(shape[static_cast<std::size_t>(i)]));
      setConst(outName, {static_cast<std::int64_t>(v.size())}, "torch.int64", v, {n.index});
      return true;
    }
    static const std::set<std::string> foldable = {"ConstantOfShape",
                                                   "Add",
                                                   "Sub",
                                                   "Mul",
                                                   "Div",
                                                   "Equal",
                                                   "Less",
                                                   "LessOrEqual",
                                                   "Greater",
                                                   "GreaterOrEqual",
                                                   "And",
                                                   "Or",
                                                   "Not",
                                                   "Where",
                                                   "Max",
                                                   "Min",
                                                   "Neg",
                                                   "Abs",
                                                   "Cast",
                                                   "Identity",
                                                   "Concat",
                                                   "Unsqueeze",
                                                   "Squeeze",
                                                   "Reshape",
                                                   "Flatten",
                                                   "Gather",
                                                   "Range",
                                                   "Expand",
                                                   "Floor",
                                                   "Ceil",
                                                   "Slice"};
    if (!foldable.count(t) || n.outputs.size() != 1) return false;
    FoldArgs f{n, outName, {}, {}};
    for (std::size_t i = 0; i < n.inputs.size(); ++i) {
      if (!hasInput(n, i)) {
        f.v.push_back(nullptr);
        f.sh.emplace_back();
        continue;
      }
      auto it = constValues_.find(n.inputs[i]);
      if (it == constValues_.end()) return false;
      f.v.push_back(&it->second);
      f.sh.push_back(constShapes_.at(n.inputs[i]));
    }
    if (f.v.empty() || !f.v[0]) return false;
    if (t == "ConstantOfShape") return foldConstantOfShape(f);
    if (t == "Range") return foldRange(f);
    if (t == "Concat") return foldConcat(f);
    if (t == "Gather") return foldGather(f);
    if (t == "Slice") return foldSlice(f);
    if (t == "Unsqueeze" || t == "Squeeze" || t == "Reshape" || t == "Flatten" || t == "Identity") return foldView(f);
    return foldElementwise(f);
  }

  // ConstantOfShape: the fill value over the shape input.
  bool foldConstantOfShape(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<std::int64_t> shape;
    std::vector<double> out;
    shape = foldInts(*v[0]);
    const auto* a = attr(n, "value");
    const double fill = a && !a->tensorValues.empty() ? a->tensorValues[0] : 0.0;
    if (product(shape) > kMaxFoldValues) return false;
    out.assign(static_cast<std::size_t>(product(shape)), fill);
    setConst(outName, shape, foldDtype(f, a ? torchDtype(elemTypeName(a->tensorType)) : "torch.float32"), out,
             {n.index});
    return true;
  }

  // Range(start, limit, delta).
  bool foldRange(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<double> out;
    if (v.size() < 3 || !v[1] || !v[2] || (*v[2]).empty() || (*v[2])[0] == 0) return false;
    const double start = (*v[0])[0], limit = (*v[1])[0], delta = (*v[2])[0];
    const double count = std::max(0.0, std::ceil((limit - start) / delta));
    if (count > static_cast<double>(kMaxAttributeTensorValues)) return false;
    for (std::int64_t i = 0; i < static_cast<std::int64_t>(count); ++i)
      out.push_back(start + static_cast<double>(i) * delta);
    setConst(outName, {static_cast<std::int64_t>(out.size())}, foldDtype(f, "torch.int64"), out, {n.index});
    return true;
  }

  // Concat along `axis`.
  bool foldConcat(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<std::int64_t> shape;
    std::vector<double> out;
    const auto rank = static_cast<std::int64_t>(sh[0].size());
    std::int64_t axis = attrInt(n, "axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) return false;
    shape = sh[0];
    shape[static_cast<std::size_t>(axis)] = 0;
    for (const auto& s : sh) {
      if (s.size() != sh[0].size()) return false;
      shape[static_cast<std::size_t>(axis)] += s[static_cast<std::size_t>(axis)];
    }
    if (product(shape) > kMaxFoldValues) return false;
    const std::int64_t outer = product({sh[0].begin(), sh[0].begin() + axis});
    for (std::int64_t o = 0; o < outer; ++o)
      for (std::size_t k = 0; k < v.size(); ++k) {
        const std::int64_t inner = product({sh[k].begin() + axis, sh[k].end()});
        out.insert(out.end(), v[k]->begin() + o * inner, v[k]->begin() + (o + 1) * inner);
      }
    setConst(outName, shape, foldDtype(f, "torch.int64"), out, {n.index});
    return true;
  }

  // Gather along `axis` by the index input.
  bool foldGather(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<std::int64_t> shape;
    std::vector<double> out;
    if (v.size() < 2 || !v[1]) return false;
    const auto rank = static_cast<std::int64_t>(sh[0].size());
    std::int64_t axis = attrInt(n, "axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) return false;
    shape.assign(sh[0].begin(), sh[0].begin() + axis);
    shape.insert(shape.end(), sh[1].begin(), sh[1].end());
    shape.insert(shape.end(), sh[0].begin() + axis + 1, sh[0].end());
    if (product(shape) > kMaxFoldValues) return false;
    const std::int64_t outer = product({sh[0].begin(), sh[0].begin() + axis});
    const std::int64_t inner = product({sh[0].begin() + axis + 1, sh[0].end()}),
                       size = sh[0][static_cast<std::size_t>(axis)];
    for (std::int64_t o = 0; o < outer; ++o)
      for (double ix : *v[1]) {
        auto j = saturatingInt64(ix);
        if (j < 0) j += size;
        if (j < 0 || j >= size) return false;
        out.insert(out.end(), v[0]->begin() + (o * size + j) * inner, v[0]->begin() + (o * size + j + 1) * inner);
      }
    setConst(outName, shape, foldDtype(f, "torch.int64"), out, {n.index});
    return true;
  }

  // Slice (starts, ends, axes, steps).
  bool foldSlice(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<std::int64_t> shape;
    std::vector<double> out;
    std::vector<SliceAxis> axes;
    try {
      axes = sliceAxes(n, sh[0]);
    } catch (const std::exception&) {
      return false;
    }
    std::vector<std::int64_t> first(sh[0].size(), 0), step(sh[0].size(), 1);
    shape = sh[0];
    for (const auto& a : axes) {
      first[a.axis] = a.start;
      step[a.axis] = a.step;
      shape[a.axis] = a.len;
    }
    if (product(shape) > kMaxFoldValues) return false;
    const auto os = contiguousStrides(shape), is = contiguousStrides(sh[0]);
    for (std::int64_t i = 0; i < product(shape); ++i) {
      std::int64_t off = 0;
      for (std::size_t d = 0; d < shape.size(); ++d) off += (first[d] + ((i / os[d]) % shape[d]) * step[d]) * is[d];
      out.push_back((*v[0])[static_cast<std::size_t>(off)]);
    }
    setConst(outName, shape, foldDtype(f, "torch.int64"), out, {n.index});
    return true;
  }

  // Unsqueeze, Squeeze, Reshape, Flatten, Identity: the values under a new shape.
  bool foldView(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<std::int64_t> shape;
    try {
      shape = outShape(n);
    } catch (const std::exception&) {
      return false;
    }
    if (product(shape) != static_cast<std::int64_t>(v[0]->size())) return false;
    setConst(outName, shape, foldDtype(f, "torch.int64"), *v[0], {n.index});
    return true;
  }

  // The elementwise ops (and Expand, Where) under numpy broadcasting.
  bool foldElementwise(const FoldArgs& f) {
    const auto& [n, outName, v, sh] = f;
    std::vector<std::int64_t> shape;
    std::vector<double> out;
    // element i of input k under the broadcast to `shape` (reads f's members: clang 14
    // cannot capture structured bindings)
    auto at = [&](std::size_t k, std::int64_t i) {
      const auto& v = f.v;
      const auto& sh = f.sh;
      const auto& s = sh[k];
      const auto os = contiguousStrides(shape), is = contiguousStrides(s);
      std::int64_t off = 0;
      const std::size_t lead = shape.size() - s.size();
      for (std::size_t d = 0; d < s.size(); ++d)
        if (s[d] != 1) off += ((i / os[lead + d]) % shape[lead + d]) * is[d];
      return (*v[k])[static_cast<std::size_t>(off)];
    };
    const std::string& t = n.opType;
    if (t == "Expand") {
      if (v.size() < 2 || !v[1]) return false;
      shape = broadcastShapes({sh[0], foldInts(*v[1])});
    } else {
      std::vector<std::vector<std::int64_t>> shapes;
      for (std::size_t k = 0; k < v.size(); ++k)
        if (v[k]) shapes.push_back(sh[k]);
      shape = broadcastShapes(shapes);
    }
    if (product(shape) > kMaxFoldValues) return false;
    const std::string dt = foldDtype(f, t == "Equal" || t == "Less" || t == "LessOrEqual" || t == "Greater" ||
                                                t == "GreaterOrEqual" || t == "And" || t == "Or" || t == "Not"
                                            ? "torch.bool"
                                            : dtypeOf(n.inputs[t == "Where" ? 1 : 0]));
    const bool truncate = !isFloat(dt);
    for (std::int64_t i = 0; i < product(shape); ++i) {
      const double a = at(0, i);
      double r = 0;
      if (t == "Expand" || t == "Identity")
        r = a;
      else if (t == "Neg")
        r = -a;
      else if (t == "Abs")
        r = std::abs(a);
      else if (t == "Not")
        r = a == 0;
      else if (t == "Floor")
        r = std::floor(a);
      else if (t == "Ceil")
        r = std::ceil(a);
      else if (t == "Cast")
        r = dt == "torch.bool" ? (a != 0) : a;
      else if (t == "Where")
        r = a != 0 ? at(1, i) : at(2, i);
      else {
        double acc = a;
        for (std::size_t k = 1; k < v.size(); ++k) {
          if (!v[k]) continue;
          const double b = at(k, i);
          if (t == "Add")
            acc = acc + b;
          else if (t == "Sub")
            acc = acc - b;
          else if (t == "Mul")
            acc = acc * b;
          else if (t == "Div") {
            if (truncate && b == 0) return false;  // an integer division by zero: left to run
            acc = acc / b;
          } else if (t == "Equal")
            acc = acc == b;
          else if (t == "Less")
            acc = acc < b;
          else if (t == "LessOrEqual")
            acc = acc <= b;
          else if (t == "Greater")
            acc = acc > b;
          else if (t == "GreaterOrEqual")
            acc = acc >= b;
          else if (t == "And")
            acc = (acc != 0) && (b != 0);
          else if (t == "Or")
            acc = (acc != 0) || (b != 0);
          else if (t == "Max")
            acc = std::max(acc, b);
          else if (t == "Min")
            acc = std::min(acc, b);
        }
        r = acc;
      }
      if (truncate && std::isfinite(r)) r = std::trunc(r);
      out.push_back(r);
    }
    setConst(outName, shape, dt, out, {n.index});
    return true;
  }

  // ---- ops ----------------------------------------------------------------------
  // `x` read at an index of the broadcast result shape `outShape` (numpy rules).
  static Loader broadcast(const Val& x, const std::vector<std::int64_t>& outShape) {
    if (x.shape.size() > outShape.size()) throw std::runtime_error("an input of higher rank than the output");
    const std::size_t lead = outShape.size() - x.shape.size();
    for (std::size_t i = 0; i < x.shape.size(); ++i)
      if (x.shape[i] != 1 && x.shape[i] != outShape[lead + i])
        throw std::runtime_error("an input whose shape does not broadcast to the output's");
    std::vector<std::int64_t> xs = x.shape;
    Loader inner = x.load;
    return [inner, xs, lead](Body& b, const Index& idx) {
      Index sub;
      for (std::size_t i = 0; i < xs.size(); ++i) sub.push_back(xs[i] == 1 ? Expr::constant(0) : idx[lead + i]);
      return inner(b, sub);
    };
  }

  void setOut(const Node& n, Val v, std::size_t k = 0) {
    v.origins.insert(n.index);
    const std::string& name = n.outputs.at(k);
    // realize where Inductor would (graph.py run_node, StorageBox.mark_reuse)
    if (!v.realized() && v.root.empty()) {
      std::set<int> users;
      if (consumers_.count(name)) users = consumers_.at(name);
      const int nUsers = static_cast<int>(users.size()) + (graphOutputs_.count(name) ? 1 : 0);
      // mark_reuse (more than one user), has_exceeded_max_reads (too many reads, or an
      // inner function over realize_opcount_threshold ops: Inductor realizes such a
      // Pointwise whatever its users, as run_node does for one "too large to inline")
      if ((nUsers > 1 && v.reads > kRealizeReadsThreshold) || v.opcount > kRealizeOpcountThreshold ||
          v.reads > kRealizeAccReadsThreshold)
        realize(v);
    }
    vals_[name] = std::move(v);
  }

  void pointwise(const Node& n, const std::string& op, std::size_t arity) {
    const auto outShape = this->outShape(n);
    std::vector<Loader> ls;
    std::set<int> origins;
    for (std::size_t i = 0; i < arity; ++i) {
      const Val& x = in(n, i);
      ls.push_back(broadcast(x, outShape));
      const auto c = carried(x);
      origins.insert(c.begin(), c.end());
    }
    setOut(n, lazy(
                  outShape, dtypeOf(n.outputs[0]),
                  [ls, op](Body& b, const Index& idx) {
                    std::vector<OpArg> args;
                    for (const auto& l : ls) args.push_back(value(l(b, idx)));
                    return b.op(op, std::move(args));
                  },
                  origins));
  }

  void lowerNode(const Node& n) {
    const std::string& t = n.opType;
    if (!n.domain.empty() && n.domain != "ai.onnx")
      throw std::runtime_error("ops of domain '" + n.domain + "' are not lowered");
    static const std::map<std::string, std::string> binary = {
        {"Add", "add"},         {"Sub", "sub"},        {"Mul", "mul"},    {"Equal", "eq"},
        {"Less", "lt"},         {"LessOrEqual", "le"}, {"Greater", "gt"}, {"GreaterOrEqual", "ge"},
        {"And", "logical_and"}, {"Or", "logical_or"}};
    static const std::map<std::string, std::string> unary = {
        {"Relu", "relu"},       {"Tanh", "tanh"}, {"Exp", "exp"}, {"Log", "log"}, {"Sqrt", "sqrt"},
        {"Sigmoid", "sigmoid"}, {"Neg", "neg"},   {"Abs", "abs"}, {"Erf", "erf"}, {"Reciprocal", "reciprocal"},
        {"Floor", "floor"},     {"Ceil", "ceil"}, {"Sin", "sin"}, {"Cos", "cos"}, {"Not", "logical_not"},
        {"IsNaN", "isnan"}};
    for (std::size_t k = 0; k < n.outputs.size(); ++k)
      if (!n.outputs[k].empty()) {
        const auto dt = dtypeOf(n.outputs[k]);
        if (dt == "torch.string" || dt.empty())
          throw std::runtime_error("output '" + n.outputs[k] + "' has no numeric type");
      }
    for (const auto& o : n.outputs)  // (a folded empty shape may feed others; as an output it has no kernel)
      if (graphOutputs_.count(o))
        if (auto it = m_.values.find(o); it != m_.values.end() && it->second.hasShape)
          for (const auto& d : it->second.shape)
            if (d.value == 0)
              throw std::runtime_error("a tensor with no elements (a dimension of size 0) is not lowered");
    if (fold(n)) return;
    for (std::size_t i = 0; i < n.inputs.size(); ++i)
      if (hasInput(n, i) && vals_.count(n.inputs[i]))
        for (auto d : vals_.at(n.inputs[i]).shape)
          if (d == 0) throw std::runtime_error("a tensor with no elements (a dimension of size 0) is not lowered");
    for (std::size_t k = 0; k < n.outputs.size(); ++k)
      if (!n.outputs[k].empty())
        for (auto d : outShape(n, k))
          if (d == 0) throw std::runtime_error("a tensor with no elements (a dimension of size 0) is not lowered");
    if (t == "Max" || t == "Min" || t == "Sum") {  // variadic: a chain of binary ops
      const std::string op = t == "Max" ? "maximum" : t == "Min" ? "minimum" : "add";
      const auto outShape = this->outShape(n);
      std::vector<Loader> ls;
      std::set<int> origins;
      for (std::size_t i = 0; i < n.inputs.size(); ++i) {
        const Val& x = in(n, i);
        ls.push_back(broadcast(x, outShape));
        const auto c = carried(x);
        origins.insert(c.begin(), c.end());
      }
      return setOut(n, lazy(
                           outShape, dtypeOf(n.outputs[0]),
                           [ls, op](Body& b, const Index& idx) {
                             std::string acc = ls[0](b, idx);
                             for (std::size_t i = 1; i < ls.size(); ++i)
                               acc = b.op(op, {value(acc), value(ls[i](b, idx))});
                             return acc;
                           },
                           origins));
    }
    if (auto it = binary.find(t); it != binary.end()) return pointwise(n, it->second, 2);
    if (auto it = unary.find(t); it != unary.end()) return pointwise(n, it->second, 1);
    if (t == "Div") return pointwise(n, isFloat(dtypeOf(n.outputs.at(0))) ? "truediv" : "floordiv", 2);
    if (t == "Where") return pointwise(n, "where", 3);
    if (t == "Identity") return setOut(n, in(n, 0));
    if (t == "Constant") return constant(n);
    if (t == "Pow") return power(n);
    if (t == "Cast" || t == "CastLike") {  // CastLike: to input 1's type, the output's
      const Val& x = in(n, 0);
      const std::string to = dtypeOf(n.outputs.at(0)), from = x.dtype;
      if (to == from) return setOut(n, x);  // .to() of the same type is the tensor itself
      Loader l = x.load;
      return setOut(
          n, lazy(
                 x.shape, to, [l, to, from](Body& b, const Index& idx) { return castTo(b, l(b, idx), to, from); },
                 carried(x)));
    }
    if (t == "Transpose") return transpose(n);
    if (t == "Reshape" || t == "Flatten" || t == "Squeeze" || t == "Unsqueeze") return reshape(n);
    if (t == "Expand") return setOut(n, expandView(n, in(n, 0), outShape(n)));
    if (t == "Gather") return gather(n);
    if (t == "Split") return split(n);
    if (t == "Slice") return slice(n);
    if (t == "Concat") return concat(n);
    if (t == "LayerNormalization") return layerNorm(n);
    if (t == "ConstantOfShape") {
      const auto* a = attr(n, "value");
      const double fill = a && !a->tensorValues.empty() ? a->tensorValues[0] : 0.0;
      const auto shape = outShape(n);
      uniformConst(n.outputs[0], shape, dtypeOf(n.outputs[0]), fill, {n.index});
      return;
    }
    if (t == "ReduceSum" || t == "ReduceMean" || t == "ReduceMax" || t == "ReduceMin" || t == "ReduceL2" ||
        t == "ReduceL1" || t == "ReduceSumSquare")
      return reduction(n);
    if (t == "GlobalAveragePool") {
      Val x = in(n, 0);
      std::vector<std::int64_t> axes;
      for (std::size_t i = 2; i < x.shape.size(); ++i) axes.push_back(static_cast<std::int64_t>(i));
      return mean(n, x, axes, true);
    }
    if (t == "Softmax") return softmax(n);
    if (t == "CumSum") return cumsum(n);
    if (t == "MatMul") return matmul(n);
    if (t == "Einsum") return einsum(n);
    if (t == "Gemm") return gemm(n);
    if (t == "Conv") return conv(n);
    if (t == "BatchNormalization") return batchNorm(n);
    if (t == "MaxPool") return maxPool(n);
    if (t == "Gelu") return gelu(n);
    if (t == "HardSigmoid" || t == "HardSwish") return hardSigmoid(n, t == "HardSwish");
    if (t == "Clip") return clip(n);
    if (t == "InstanceNormalization") return instanceNorm(n);
    if (t == "DepthToSpace" || t == "SpaceToDepth") return depthToSpace(n, t == "DepthToSpace");
    if (t == "Resize") return resize(n);
    if (t == "LeakyRelu") {  // aten.leaky_relu: where(x > 0, x, x * slope)
      const double slope = attrFloat(n, "alpha", 0.01);
      return unaryBody(n, [slope](Body& b, const std::string& x, const std::string& dt) {
        const std::string gt = b.op("gt", {value(x), value(fconst(b, 0.0, dt))});
        const std::string m = b.op("mul", {value(x), value(fconst(b, slope, dt))});
        return b.op("where", {value(gt), value(x), value(m)});
      });
    }
    if (t == "Softplus") {  // aten.softplus (beta 1, threshold 20): where(x > 20, x, log1p(exp(x)))
      return unaryBody(n, [](Body& b, const std::string& x, const std::string& dt) {
        const std::string gt = b.op("gt", {value(x), value(fconst(b, 20.0, dt))});
        const std::string e = b.op("log1p", {value(b.op("exp", {value(x)}))});
        return b.op("where", {value(gt), value(x), value(e)});
      });
    }
    if (t == "Pad") return pad(n);
    if (t == "GatherND") return gatherNd(n);
    if (t == "GatherElements") return gatherElements(n);
    if (t == "ArgMax" || t == "ArgMin") {  // aten.argmax: an int64 reduction over one axis, never split
      if (attrInt(n, "select_last_index", 0))
        throw std::runtime_error(t + " with select_last_index is not lowered yet");
      Val& x = in(n, 0);
      std::set<int> origins = carried(x);
      origins.insert(n.index);
      return setOut(n, reduce(x, {attrInt(n, "axis", 0)}, attrInt(n, "keepdims", 1) != 0,
                              t == "ArgMax" ? "argmax" : "argmin", origins, -1, false));
    }
    if (t == "Mod")  // fmod 0: torch.remainder (the divisor's sign); fmod 1: torch.fmod
      return pointwise(n, attrInt(n, "fmod", 0) ? "fmod" : "remainder", 2);
    if (t == "Tile") return tile(n);
    if (t == "AveragePool") return avgPool(n);
    throw std::runtime_error("op " + t + " is not lowered yet");
  }

  void constant(const Node& n) {
    const auto* a = attr(n, "value");
    // opset 12+: a scalar or a list in value_float / value_int / value_floats / value_ints
    if (const auto* f = attr(n, "value_float"))
      return setConst(n.outputs.at(0), {}, "torch.float32", {f->f}, {n.index});
    if (const auto* i = attr(n, "value_int"))
      return setConst(n.outputs.at(0), {}, "torch.int64", {static_cast<double>(i->i)}, {n.index});
    if (const auto* f = attr(n, "value_floats"))
      return setConst(n.outputs.at(0), {static_cast<std::int64_t>(f->floats.size())}, "torch.float32", f->floats,
                      {n.index});
    if (const auto* i = attr(n, "value_ints")) {
      std::vector<double> v(i->ints.begin(), i->ints.end());
      return setConst(n.outputs.at(0), {static_cast<std::int64_t>(v.size())}, "torch.int64", v, {n.index});
    }
    if (!a) throw std::runtime_error("a Constant without a value (a tensor, or value_float/int/floats/ints)");
    const std::string dt = torchDtype(elemTypeName(a->tensorType));
    setConst(n.outputs.at(0), a->tensorDims, dt, a->tensorValues, {n.index});
  }

  void power(const Node& n) {
    const Val& x = in(n, 0);
    auto c = constValues_.find(n.inputs.at(1));
    const auto outShape = this->outShape(n);
    if (c != constValues_.end() && c->second.size() == 1 && c->second[0] == std::floor(c->second[0]) &&
        c->second[0] >= 1 && c->second[0] <= 8) {
      // Inductor's pow lowering with a small integer exponent: repeated multiplication
      const int e = static_cast<int>(c->second[0]);
      Loader l = broadcast(x, outShape);
      return setOut(n, lazy(
                           outShape, dtypeOf(n.outputs[0]),
                           [l, e](Body& b, const Index& idx) {
                             const std::string v = l(b, idx);
                             std::string r = v;
                             for (int k = 1; k < e; ++k) r = b.op("mul", {value(r), value(v)});
                             return r;
                           },
                           carried(x)));
    }
    pointwise(n, "pow", 2);
  }

  // A view of `x` (the value of input 0) with `shape`: `map` takes its index to x's,
  // `strides` gives its strides from x's. Of a buffer: a strided view of it, or, when
  // it is none, a re-indexing of its loads; of an unrealized value: a view whose
  // realization realizes that value (see Val::root).
  Val view(const Node& n, const Val& x, std::vector<std::int64_t> shape, std::function<Index(const Index&)> map,
           const StrideMap& strides) {
    if (x.realized()) {
      if (auto st = strides(x.strides, x.offset))
        return bufferVal(x.buffer, std::move(shape), st->first, st->second, x.dtype);
      Loader l = x.load;
      return lazy(
          std::move(shape), x.dtype, [l, map](Body& b, const Index& idx) { return l(b, map(idx)); }, carried(x));
    }
    std::string root = x.root.empty() ? n.inputs.at(0) : x.root;
    std::function<Index(const Index&)> toRoot = map;
    std::optional<std::pair<std::vector<std::int64_t>, std::int64_t>> st;
    if (x.root.empty()) {
      st = strides(contiguousStrides(x.shape), 0);
    } else {
      auto prev = x.toRoot;
      toRoot = [prev, map](const Index& idx) { return prev(map(idx)); };
      if (x.viewable) st = strides(x.rootStrides, x.rootOffset);
    }
    Val v = lazy(
        std::move(shape), x.dtype,
        [this, root, toRoot](Body& b, const Index& idx) { return vals_.at(root).load(b, toRoot(idx)); }, carried(x));
    v.root = root;
    v.toRoot = toRoot;
    v.viewable = st.has_value();
    if (st) {
      v.rootStrides = st->first;
      v.rootOffset = st->second;
    }
    return v;
  }

  void transpose(const Node& n) {
    const Val& x = in(n, 0);
    std::vector<std::int64_t> perm;
    if (const auto* a = attr(n, "perm")) perm = a->ints;
    if (perm.empty())
      for (int i = static_cast<int>(x.shape.size()) - 1; i >= 0; --i) perm.push_back(i);
    if (perm.size() != x.shape.size()) throw std::runtime_error("Transpose's perm does not match the input's rank");
    for (auto p : perm)
      if (p < 0 || p >= static_cast<std::int64_t>(x.shape.size()))
        throw std::runtime_error("Transpose's perm is out of range");
    setOut(n, permuted(n, x, perm));
  }
  // aten.permute: a strided view of a buffer, else a re-indexing (perm checked by the caller)
  Val permuted(const Node& n, const Val& x, const std::vector<std::int64_t>& perm) {
    std::vector<std::int64_t> shape;
    for (auto p : perm) shape.push_back(x.shape[static_cast<std::size_t>(p)]);
    return view(
        n, x, shape,
        [perm](const Index& idx) {
          Index sub(perm.size());
          for (std::size_t i = 0; i < perm.size(); ++i) sub[static_cast<std::size_t>(perm[i])] = idx[i];
          return sub;
        },
        [perm](const std::vector<std::int64_t>& st, std::int64_t off) {
          std::vector<std::int64_t> out;
          for (auto p : perm) out.push_back(st[static_cast<std::size_t>(p)]);
          return std::optional(std::pair(out, off));
        });
  }

  // Reshape, Flatten, Squeeze, Unsqueeze: aten.view (a strided view where the memory
  // allows, else View.dynamic_reshape_indexer's re-indexing).
  void reshape(const Node& n) {
    const Val& x = in(n, 0);
    const auto shape = outShape(n);
    if (product(shape) != product(x.shape)) throw std::runtime_error("the reshape changes the number of elements");
    setOut(n, reshaped(n, x, shape));
  }
  // aten.view / reshape of `x` to `shape` (the same number of elements)
  Val reshaped(const Node& n, const Val& x, const std::vector<std::int64_t>& shape) {
    const auto xs = x.shape;
    return view(n, x, shape, reshapeIndexer(xs, shape),
                [xs, shape](const std::vector<std::int64_t>& st,
                            std::int64_t off) -> std::optional<std::pair<std::vector<std::int64_t>, std::int64_t>> {
                  auto ns = viewStrides(xs, st, shape);
                  if (!ns) return std::nullopt;
                  return std::pair(*ns, off);
                });
  }

  // Expand: aten.expand, a view with stride 0 along the broadcast dims (ExpandView)
  Val expandView(const Node& n, const Val& x, const std::vector<std::int64_t>& shape) {
    const std::size_t lead = shape.size() - x.shape.size();
    const auto xs = x.shape;
    return view(
        n, x, shape,
        [xs, lead](const Index& idx) {
          Index sub;
          for (std::size_t i = 0; i < xs.size(); ++i) sub.push_back(xs[i] == 1 ? Expr::constant(0) : idx[lead + i]);
          return sub;
        },
        [xs, lead, shape](const std::vector<std::int64_t>& st, std::int64_t off) {
          std::vector<std::int64_t> out(lead, 0);
          for (std::size_t i = 0; i < xs.size(); ++i) out.push_back(xs[i] == 1 && shape[lead + i] != 1 ? 0 : st[i]);
          return std::optional(std::pair(out, off));
        });
  }

  std::vector<std::int64_t> axesOf(const Node& n) {
    if (const auto* a = attr(n, "axes")) return a->ints;
    if (hasInput(n, 1)) return constInts(n, 1);
    return {};
  }

  Val divideBy(const Val& x, double count, const std::set<int>& origins) {
    Loader l = x.load;
    const std::string dt = x.dtype;
    return lazy(
        x.shape, dt,
        [l, count, dt](Body& b, const Index& idx) {
          const std::string v = l(b, idx);
          const std::string c = b.op("constant", {arg(OpArg::Kind::Float, floatRepr(count)), dtypeArg(dt)});
          return b.op("truediv", {value(v), value(c)});
        },
        origins);
  }

  void mean(const Node& n, const Val& x, const std::vector<std::int64_t>& axes, bool keepdims) {
    const int rank = static_cast<int>(x.shape.size());
    double count = 1;
    if (axes.empty())
      for (auto d : x.shape) count *= static_cast<double>(d);
    for (auto a : axes) count *= static_cast<double>(x.shape.at(static_cast<std::size_t>(a < 0 ? a + rank : a)));
    std::set<int> origins = carried(x);
    origins.insert(n.index);
    Val s = reduce(x, axes, keepdims, "sum", origins);
    setOut(n, divideBy(s, count, {n.index}));
  }

  void reduction(const Node& n) {
    Val& x = in(n, 0);
    const auto axes = axesOf(n);
    if (axes.empty() && attrInt(n, "noop_with_empty_axes", 0)) return setOut(n, x);
    const bool keep = attrInt(n, "keepdims", 1) != 0;
    if (n.opType == "ReduceMean") return mean(n, x, axes, keep);
    std::set<int> origins = carried(x);
    origins.insert(n.index);
    const std::string& t = n.opType;
    if (t == "ReduceL2" || t == "ReduceL1" || t == "ReduceSumSquare") {
      // torch.linalg.vector_norm's decomposition (ord 2: sqrt(sum(x * x)); ord 1: sum(abs(x)))
      Loader xl = x.load;
      const bool abs = t == "ReduceL1";
      Val term = lazy(
          x.shape, x.dtype,
          [xl, abs](Body& b, const Index& idx) {
            const std::string v = xl(b, idx);
            return abs ? b.op("abs", {value(v)}) : b.op("mul", {value(v), value(v)});
          },
          origins);
      Val sum = reduce(term, axes, keep, "sum", origins);
      if (t != "ReduceL2") return setOut(n, sum);
      Loader sl = sum.load;
      return setOut(n, lazy(
                           sum.shape, sum.dtype,
                           [sl](Body& b, const Index& idx) { return b.op("sqrt", {value(sl(b, idx))}); }, origins));
    }
    const std::string type = t == "ReduceSum" ? "sum" : t == "ReduceMax" ? "max" : "min";
    setOut(n, reduce(x, axes, keep, type, origins));
  }

  // CumSum as Inductor's cumsum lowering (lowering.py cumsum, ir.Scan.create): on a GPU
  // one node whose body calls self.scan1 with the combine function add (its iteration
  // the other dims, the scanned dim its "reduction" range, the result stored at the
  // element's own index); a scan of one element is a copy. The C++ backend has no scan
  // (BackendFeature.SCAN): fallback_cumsum, the library call aten.cumsum. A scan
  // Inductor would split (SplitScan) is not lowered.
  void cumsum(const Node& n) {
    const Val& x = in(n, 0);
    const int rank = static_cast<int>(x.shape.size());
    const auto axes = constInts(n, 1);
    if (axes.size() != 1) throw std::runtime_error("CumSum's axis is not one value");
    const std::int64_t axis = axes[0] < 0 ? axes[0] + rank : axes[0];
    if (rank == 0 || axis < 0 || axis >= rank) throw std::runtime_error("CumSum's axis is outside the input's rank");
    if (attrInt(n, "exclusive", 0) || attrInt(n, "reverse", 0))
      throw std::runtime_error("CumSum with exclusive or reverse (torch's exporter writes neither) is not lowered");
    const std::string dt = dtypeOf(n.outputs[0]);
    const auto shape = x.shape;
    const std::int64_t len = shape[static_cast<std::size_t>(axis)];
    if (len <= 1) {  // Scan.create: a scan of one element is a copy
      Loader l = x.load;
      const std::string src = x.dtype;
      return setOut(n, lazy(
                           shape, dt,
                           [l, src, dt](Body& b, const Index& idx) {
                             const std::string v = l(b, idx);
                             return src == dt ? v : castTo(b, v, dt, src);
                           },
                           carried(x)));
    }
    std::set<int> origins = carried(x);
    origins.insert(n.index);
    if (o_.device == "cpu") {  // fallback_cumsum: aten.cumsum(self, dim, dtype)
      Val self = x;
      realize(self);
      ir::ExternArg dim;
      dim.kind = ir::ExternArg::Kind::Int;
      dim.integer = axis;
      dim.text = std::to_string(axis);
      ir::ExternArg dtype;
      dtype.kind = ir::ExternArg::Kind::Text;
      dtype.text = dt;
      const auto strides = contiguousStrides(shape);
      const std::string out =
          addFallback("aten.cumsum", {&self}, {{"self", tensorArg(self)}, {"dim", dim}, {"dtype", dtype}}, shape,
                      strides, dt, origins);
      return setOut(n, bufferVal(out, shape, strides, 0, dt));
    }
    if (splitOf(x, {static_cast<int>(axis)}, "sum") > 1)
      throw std::runtime_error("a cumsum long enough for Inductor to split it (SplitScan) is not lowered");
    std::string buf;
    const std::string opn = nextName(buf);
    Body b;
    ir::VarRanges ranges;
    std::vector<std::int64_t> iter;
    Index full(static_cast<std::size_t>(rank), Expr::constant(0));
    for (int i = 0; i < rank; ++i) {
      const std::int64_t d = shape[static_cast<std::size_t>(i)];
      if (i == axis || d == 1) continue;
      const std::string p = "p" + std::to_string(ranges.size());
      ranges.emplace_back(p, d);
      full[static_cast<std::size_t>(i)] = Expr::var(p);
      iter.push_back(d);
    }
    const std::string sp = "p" + std::to_string(ranges.size());
    ranges.emplace_back(sp, len);
    full[static_cast<std::size_t>(axis)] = Expr::var(sp);
    std::string v = x.load(b, full);
    if (x.dtype != dt) v = castTo(b, v, dt, x.dtype);
    // scan1 = self.scan1((dtype,), (v,)); getitem = scan1[0]
    LoopOp scan;
    scan.result = "scan1";
    scan.form = LoopOp::Form::Submodule;
    scan.op = "scan1";
    OpArg types;
    types.kind = OpArg::Kind::DtypeTuple;
    types.text = "(" + dt + ",)";
    types.items = {dt};
    types.dtypes = {irDtype(dt)};
    OpArg values;
    values.kind = OpArg::Kind::Tuple;
    values.text = "(" + v + ",)";
    values.items = {v};
    scan.args = {types, values};
    b.block().ops.push_back(scan);
    ++b.ops;
    LoopOp item;
    item.result = b.fresh("getitem");
    item.form = LoopOp::Form::GetItem;
    item.op = "getitem";
    item.args = {value("scan1"), arg(OpArg::Kind::Int, "0")};
    b.block().ops.push_back(item);
    const auto strides = contiguousStrides(shape);
    const std::string gi = b.getIndex(linear(full, strides, 0));
    b.block().returns = b.op("store", {str(buf), value(gi), value(item.result), none()});
    Val out;
    out.shape = shape;
    out.dtype = dt;
    addComputed(opn, buf, out, ranges, iter, {len}, b, origins);
    // the combine function (a0, b0) -> a0 + b0 (combine_fn of lowering.cumsum)
    ir::CombineFn fn;
    fn.submodule = "scan1";
    fn.params = {"arg0_0", "arg1_0"};
    fn.block.name = "combine_scan1";
    LoopOp add;
    add.result = "add";
    add.setOp("add");
    add.args = {value("arg0_0"), value("arg1_0")};
    fn.block.ops = {add};
    fn.block.returns = "add";
    fn.results = {"add"};
    fn.origin = "lowering.cumsum's combine_fn (ops.add)";
    out_.graph.nodes.back().body->combineFns.push_back(std::move(fn));
    setOut(n, bufferVal(buf, shape, strides, 0, dt));
  }

  // aten._softmax's decomposition: amax, exp(x - amax), sum, division
  void softmax(const Node& n) {
    const Val& x = in(n, 0);
    const int rank = static_cast<int>(x.shape.size());
    std::int64_t axis = attrInt(n, "axis", -1);
    if (axis < 0) axis += rank;
    if (rank == 0) throw std::runtime_error("Softmax of a scalar");
    if (axis < 0 || axis >= rank) throw std::runtime_error("Softmax's axis is outside the input's rank");
    const std::set<int> origins = {n.index};
    std::set<int> all = carried(x);
    all.insert(n.index);
    Val mx = reduce(x, {axis}, true, "max", all);
    const auto shape = x.shape;
    Loader xl = x.load, ml = broadcast(mx, shape);
    Val e = lazy(
        shape, x.dtype,
        [xl, ml](Body& b, const Index& idx) {
          const std::string a = xl(b, idx), m = ml(b, idx);
          const std::string d = b.op("sub", {value(a), value(m)});
          return b.op("exp", {value(d)});
        },
        origins);
    Val s = reduce(e, {axis}, true, "sum", origins);
    Loader el = e.load, sl = broadcast(s, shape);
    setOut(n, lazy(
                  shape, x.dtype,
                  [el, sl](Body& b, const Index& idx) {
                    const std::string a = el(b, idx), c = sl(b, idx);
                    return b.op("truediv", {value(a), value(c)});
                  },
                  origins));
  }

  // A realized value as a call's tensor operand: a strided view of its buffer.
  static ir::TensorRef refOf(const Val& v) {
    ir::TensorRef t;
    t.buffer = v.buffer;
    t.isView = true;
    t.sizes = v.shape;
    t.strides = v.strides;
    t.offset = v.offset;
    return t;
  }
  void addOp(ir::ExternKind kind, const std::string& result, std::vector<ir::TensorRef> inputs, double alpha = 1,
             double beta = 1) {
    ir::ExternOp op;
    op.kind = kind;
    op.result = result;
    op.inputs = std::move(inputs);
    op.alpha = alpha;
    op.beta = beta;
    out_.graph.externOps[result] = std::move(op);
  }

  // `v` (realized) viewed as `shape` (same elements) for a library call: a strided view
  // where its dims merge, else a contiguous copy first (aten's reshape)
  ir::TensorRef viewAs(Val& v, const std::vector<std::int64_t>& shape) {
    auto st = viewStrides(v.shape, v.strides, shape);
    if (!st) {
      Val c = lazy(v.shape, v.dtype, v.load, {});
      realize(c, false);
      v = c;
      st = viewStrides(v.shape, v.strides, shape);
      if (!st) throw std::runtime_error("an operand does not view as its matrix shape");
    }
    ir::TensorRef t = refOf(v);
    t.sizes = shape;
    t.strides = *st;
    return t;
  }

  // Einsum of two operands as aten.einsum computes it (ATen's Linear.cpp einsum and
  // sumproduct_pair): each operand permuted to one order of all labels (the output's in
  // its order, then the contracted ones by label: A-Z before a-z) with size-1 dims for
  // the labels it lacks; then the labels in both with size > 1 and not contracted (lro),
  // in the left only (lo), contracted (sum), in the right only (ro); left permuted to
  // (lro, lo, sum, ro) and reshaped [lro, lo, sum], right to (lro, sum, ro, lo) and
  // [lro, sum, ro]; one bmm; its result viewed [lro, lo, 1.., ro], permuted back and the
  // contracted dims squeezed. Not lowered: one or three operands, an ellipsis, a label
  // repeated in an operand (a diagonal), a contracted label in one operand only.
  void einsum(const Node& n) {
    const auto* eqAttr = attr(n, "equation");
    if (!eqAttr) throw std::runtime_error("Einsum without an equation");
    std::string eq;
    for (char c : eqAttr->s)
      if (c != ' ') eq += c;
    const auto arrow = eq.find("->");
    if (arrow == std::string::npos || eq.find("...") != std::string::npos)
      throw std::runtime_error("Einsum '" + eqAttr->s + "': an implicit output or an ellipsis is not lowered");
    const std::string lhs = eq.substr(0, arrow), out = eq.substr(arrow + 2);
    const auto comma = lhs.find(',');
    if (comma == std::string::npos || lhs.find(',', comma + 1) != std::string::npos || n.inputs.size() != 2)
      throw std::runtime_error("Einsum '" + eqAttr->s + "': only two operands are lowered");
    const std::string la = lhs.substr(0, comma), lb = lhs.substr(comma + 1);
    auto labelIndex = [](char c) {
      return c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? 26 + (c - 'a') : -1;
    };
    for (const std::string* l : {&la, &lb, &out}) {
      std::set<char> seen;
      for (char c : *l)
        if (labelIndex(c) < 0 || !seen.insert(c).second)
          throw std::runtime_error("Einsum '" + eqAttr->s + "': a repeated or non-letter label is not lowered");
    }
    Val a = in(n, 0), b = in(n, 1);
    if (a.shape.size() != la.size() || b.shape.size() != lb.size())
      throw std::runtime_error("Einsum's operands do not have its labels' ranks");
    const std::string dt = dtypeOf(n.outputs[0]);
    if (dt != "torch.float32" && dt != "torch.float16" && dt != "torch.bfloat16")
      throw std::runtime_error("Einsum of " + dt +
                               " is not lowered (the library GEMMs here take float32 and the half types)");
    // the unified label order: the output's, then the contracted by label index
    std::vector<char> order(out.begin(), out.end());
    std::vector<char> contracted;
    for (char c : la + lb)
      if (out.find(c) == std::string::npos && std::find(contracted.begin(), contracted.end(), c) == contracted.end()) {
        if (la.find(c) == std::string::npos || lb.find(c) == std::string::npos)
          throw std::runtime_error("Einsum '" + eqAttr->s + "': a label summed in one operand only is not lowered");
        contracted.push_back(c);
      }
    std::sort(contracted.begin(), contracted.end(), [&](char x, char y) { return labelIndex(x) < labelIndex(y); });
    order.insert(order.end(), contracted.begin(), contracted.end());
    const std::size_t dims = order.size(), outRank = out.size();
    std::map<char, std::int64_t> size;
    for (const auto& [labels, v] : {std::pair(&la, &a), std::pair(&lb, &b)})
      for (std::size_t i = 0; i < labels->size(); ++i) {
        const std::int64_t d = v->shape[i];
        auto [it, fresh] = size.emplace((*labels)[i], d);
        if (!fresh && it->second != d && it->second != 1 && d != 1)
          throw std::runtime_error("Einsum's label sizes disagree");
        if (!fresh && it->second == 1) it->second = d;
      }
    for (char c : out)
      if (!size.count(c)) throw std::runtime_error("Einsum's output has a label no operand has");
    realize(a);
    realize(b);
    // each operand in the unified order, with size-1 dims for the labels it lacks
    auto unified = [&](const Val& v, const std::string& labels) {
      std::vector<std::int64_t> perm, shape;
      for (char c : order)
        if (auto p = labels.find(c); p != std::string::npos) perm.push_back(static_cast<std::int64_t>(p));
      Val pv = permuted(n, v, perm);
      for (char c : order) shape.push_back(labels.find(c) != std::string::npos ? size.at(c) : 1);
      for (std::size_t i = 0, j = 0; i < dims; ++i)
        if (labels.find(order[i]) != std::string::npos) shape[i] = pv.shape[j++];
      return reshaped(n, pv, shape);
    };
    Val left = unified(a, la), right = unified(b, lb);
    std::vector<std::int64_t> lro, lo, ro, sum;
    std::int64_t lroSize = 1, loSize = 1, roSize = 1, sumSize = 1;
    for (std::size_t i = 0; i < dims; ++i) {
      const bool sl = left.shape[i] != 1, sr = right.shape[i] != 1;
      const auto d = static_cast<std::int64_t>(i);
      if (i >= outRank) {
        if (!(sl && sr)) throw std::runtime_error("Einsum: a contracted label of size 1 in one operand is not lowered");
        sum.push_back(d);
        sumSize *= left.shape[i];
      } else if (sl && sr) {
        lro.push_back(d);
        lroSize *= left.shape[i];
      } else if (sl) {
        lo.push_back(d);
        loSize *= left.shape[i];
      } else {
        ro.push_back(d);
        roSize *= right.shape[i];
      }
    }
    auto cat = [](std::initializer_list<const std::vector<std::int64_t>*> parts) {
      std::vector<std::int64_t> r;
      for (const auto* p : parts) r.insert(r.end(), p->begin(), p->end());
      return r;
    };
    Val lp = permuted(n, left, cat({&lro, &lo, &sum, &ro}));
    Val rp = permuted(n, right, cat({&lro, &sum, &ro, &lo}));
    if (!lp.realized()) realize(lp, false);
    if (!rp.realized()) realize(rp, false);
    std::set<int> origins = {n.index};
    const ir::TensorRef ta = viewAs(lp, {lroSize, loSize, sumSize}), tb = viewAs(rp, {lroSize, sumSize, roSize});
    const std::string buf = addExtern("extern_kernels.bmm", {&lp, &rp}, {lroSize, loSize, roSize}, dt, origins);
    addOp(ir::ExternKind::Bmm, buf, {ta, tb});
    // [lro, lo, 1 (each contracted), ro], permuted back to the unified order, squeezed
    std::vector<std::int64_t> viewShape;
    for (auto d : lro) viewShape.push_back(left.shape[static_cast<std::size_t>(d)]);
    for (auto d : lo) viewShape.push_back(left.shape[static_cast<std::size_t>(d)]);
    for (std::size_t k = 0; k < sum.size(); ++k) viewShape.push_back(1);
    for (auto d : ro) viewShape.push_back(right.shape[static_cast<std::size_t>(d)]);
    Val r = bufferVal(buf, {lroSize, loSize, roSize}, contiguousStrides({lroSize, loSize, roSize}), 0, dt);
    r = reshaped(n, r, viewShape);
    std::vector<std::int64_t> operm(dims);
    {
      std::int64_t i = 0;
      for (const auto* part : {&lro, &lo, &sum, &ro})
        for (auto d : *part) operm[static_cast<std::size_t>(d)] = i++;
    }
    r = permuted(n, r, operm);
    std::vector<std::int64_t> outShape(r.shape.begin(), r.shape.begin() + static_cast<std::ptrdiff_t>(outRank));
    if (outShape != this->outShape(n))
      throw std::runtime_error("Einsum's result does not have the inferred output shape");
    setOut(n, reshaped(n, r, outShape));
  }

  // MatMul: 2-D mm, or bmm over the flattened batch dims (broadcast batches: not yet)
  // MatMul as aten.matmul decomposes it (ATen's _matmul_impl): a vector operand is a
  // matrix of one row (first) or one column (second) whose dim the result drops; a
  // second operand of rank 2 folds the first's batch dims into its rows (one mm over
  // [batch*M, K]); otherwise the batch dims broadcast (expand) and both operands view as
  // [B, M, K] and [B, K, N] for one bmm, each a strided view where its dims merge (a
  // broadcast dim with stride 0), else a contiguous copy, as aten's reshape.
  void matmul(const Node& n) {
    realize(in(n, 0));
    realize(in(n, 1));
    Val a = in(n, 0), b = in(n, 1);
    const auto outShape = this->outShape(n);
    const std::string dt = dtypeOf(n.outputs[0]);
    std::set<int> origins = {n.index};
    if (a.shape.empty() || b.shape.empty()) throw std::runtime_error("MatMul of a 0-d operand");
    if (a.shape.size() == 1) a = bufferVal(a.buffer, {1, a.shape[0]}, {0, a.strides[0]}, a.offset, a.dtype);
    if (b.shape.size() == 1) b = bufferVal(b.buffer, {b.shape[0], 1}, {b.strides[0], 0}, b.offset, b.dtype);
    const std::size_t ra = a.shape.size(), rb = b.shape.size();
    const std::int64_t M = a.shape[ra - 2], K = a.shape[ra - 1], N = b.shape[rb - 1];
    if (b.shape[rb - 2] != K) throw std::runtime_error("MatMul of shapes that do not multiply");
    const std::vector<std::int64_t> batchA(a.shape.begin(), a.shape.end() - 2),
        batchB(b.shape.begin(), b.shape.end() - 2);
    std::vector<std::int64_t> batch(std::max(batchA.size(), batchB.size()), 1);
    for (std::size_t i = 0; i < batch.size(); ++i) {
      const std::size_t ia = batch.size() - batchA.size(), ib = batch.size() - batchB.size();
      const std::int64_t da = i >= ia ? batchA[i - ia] : 1, db = i >= ib ? batchB[i - ib] : 1;
      if (da != db && da != 1 && db != 1) throw std::runtime_error("MatMul of batch dims that do not broadcast");
      batch[i] = std::max(da, db);
    }
    const std::int64_t B = product(batch);
    // the output's shape as the operands give it (fuzz_onnx: shape inference's, when it
    // contradicted them, sized the views beyond the operands)
    if (product(outShape) != B * M * N || (in(n, 0).shape.size() >= 2 && in(n, 1).shape.size() >= 2 &&
                                           (outShape.size() != batch.size() + 2 || outShape[outShape.size() - 1] != N ||
                                            outShape[outShape.size() - 2] != M)))
      throw std::runtime_error("shape inference gives MatMul's output a shape its inputs do not give");
    std::string buf;
    if (batchB.empty()) {
      const ir::TensorRef ta = viewAs(a, {product(batchA) * M, K}), tb = viewAs(b, {K, N});
      buf = addExtern("extern_kernels.mm", {&a, &b}, {product(batchA) * M, N}, dt, origins);
      addOp(ir::ExternKind::Mm, buf, {ta, tb});
    } else {
      // the batch dims broadcast: a stride-0 view of each operand (aten's expand)
      auto expanded = [&](const Val& v, std::int64_t rows, std::int64_t cols) {
        std::vector<std::int64_t> shape = batch, strides(batch.size(), 0);
        const std::size_t lead = batch.size() - (v.shape.size() - 2);
        for (std::size_t i = lead; i < batch.size(); ++i)
          strides[i] = v.shape[i - lead] == 1 && batch[i] != 1 ? 0 : v.strides[i - lead];
        shape.push_back(rows), shape.push_back(cols);
        strides.push_back(v.strides[v.shape.size() - 2]), strides.push_back(v.strides.back());
        return bufferVal(v.buffer, shape, strides, v.offset, v.dtype);
      };
      Val ea = expanded(a, M, K), eb = expanded(b, K, N);
      const ir::TensorRef ta = viewAs(ea, {B, M, K}), tb = viewAs(eb, {B, K, N});
      buf = addExtern("extern_kernels.bmm", {&ea, &eb}, {B, M, N}, dt, origins);
      addOp(ir::ExternKind::Bmm, buf, {ta, tb});
    }
    setOut(n, bufferVal(buf, outShape, contiguousStrides(outShape), 0, dt));
  }

  // Gemm: Y = alpha * A' B' + beta * C. With C and only pointwise consumers on CUDA,
  // Inductor leaves the bias to them (mm + pointwise epilogue); else addmm.
  void gemm(const Node& n) {
    if (in(n, 0).shape.size() != 2 || in(n, 1).shape.size() != 2 || (hasInput(n, 2) && in(n, 2).shape.size() > 2))
      throw std::runtime_error("Gemm of operands that are not 2-D (or a bias of more dims)");
    realize(in(n, 0));  // in place: every consumer reads the buffer
    realize(in(n, 1));
    Val a = in(n, 0), bm = in(n, 1);
    const auto outShape = this->outShape(n);
    const std::string dt = dtypeOf(n.outputs[0]);
    auto t = [](Val& v) {
      if (v.realized()) {
        v = bufferVal(v.buffer, {v.shape[1], v.shape[0]}, {v.strides[1], v.strides[0]}, v.offset, v.dtype);
        return;
      }
      Loader l = v.load;
      v.shape = {v.shape[1], v.shape[0]};
      v.load = [l](Body& b, const Index& idx) { return l(b, {idx[1], idx[0]}); };
    };
    if (attrInt(n, "transA", 0)) t(a);
    if (attrInt(n, "transB", 0)) t(bm);
    if (a.shape[1] != bm.shape[0] || outShape != std::vector<std::int64_t>{a.shape[0], bm.shape[1]})
      throw std::runtime_error("Gemm of shapes that do not multiply");
    const double alpha = attrFloat(n, "alpha", 1.0), beta = attrFloat(n, "beta", 1.0);
    const std::set<int> origins = {n.index};
    // post_grad's unfuse_bias_add_to_pointwise (should_prefer_unfused_addmm): on a GPU,
    // where every use is pointwise (views followed); the C++ backend keeps addmm
    const bool pointwiseUsers = o_.device != "cpu" && pointwiseUse(n.outputs[0], false);
    if (hasInput(n, 2) && !pointwiseUsers) {
      Val& c = in(n, 2);
      const std::string buf = addExtern("extern_kernels.addmm", {&c, &a, &bm}, outShape, dt, origins);
      // the bias broadcast to [M, N] (stride 0 where it repeats), as addmm's input
      ir::TensorRef bias = refOf(c);
      const std::size_t lead = 2 - std::min<std::size_t>(2, bias.sizes.size());
      std::vector<std::int64_t> bsz(2, 1), bst(2, 0);
      for (std::size_t i = 0; i < bias.sizes.size() && i < 2; ++i) {
        bsz[lead + i] = bias.sizes[i];
        bst[lead + i] = bias.sizes[i] == 1 ? 0 : bias.strides[i];
      }
      for (std::size_t i = 0; i < 2; ++i)
        if (bsz[i] == 1) bsz[i] = outShape[i];
      bias.sizes = bsz;
      bias.strides = bst;
      addOp(ir::ExternKind::Addmm, buf, {bias, refOf(a), refOf(bm)}, alpha, beta);
      return setOut(n, bufferVal(buf, outShape, contiguousStrides(outShape), 0, dt));
    }
    const std::string buf = addExtern("extern_kernels.mm", {&a, &bm}, outShape, dt, origins);
    addOp(ir::ExternKind::Mm, buf, {refOf(a), refOf(bm)});
    Val mm = bufferVal(buf, outShape, contiguousStrides(outShape), 0, dt);
    if (!hasInput(n, 2) && alpha == 1.0) return setOut(n, mm);
    Loader ml = mm.load;
    Loader cl = hasInput(n, 2) ? broadcast(in(n, 2), outShape) : Loader{};
    setOut(n, lazy(
                  outShape, dt,
                  [ml, cl, alpha, beta, dt](Body& b, const Index& idx) {
                    std::string c = cl ? cl(b, idx) : "";
                    if (cl && beta != 1.0) {
                      const std::string k = b.op("constant", {arg(OpArg::Kind::Float, floatRepr(beta)), dtypeArg(dt)});
                      c = b.op("mul", {value(c), value(k)});
                    }
                    std::string m = ml(b, idx);
                    if (alpha != 1.0) {
                      const std::string k = b.op("constant", {arg(OpArg::Kind::Float, floatRepr(alpha)), dtypeArg(dt)});
                      m = b.op("mul", {value(m), value(k)});
                    }
                    return cl ? b.op("add", {value(c), value(m)}) : m;
                  },
                  origins));
  }

  void conv(const Node& n) {
    if (in(n, 0).shape.size() < 3 || in(n, 1).shape.size() != in(n, 0).shape.size() ||
        this->outShape(n).size() != in(n, 0).shape.size())
      throw std::runtime_error("Conv of ranks that do not match (input, weight and output of one rank, at least 3)");
    {
      const auto& xs = in(n, 0).shape;
      const auto& ws = in(n, 1).shape;
      const std::int64_t group = attrInt(n, "group", 1);
      if (group < 1 || xs[1] != ws[1] * group || ws[0] % group != 0 || this->outShape(n)[1] != ws[0] ||
          (hasInput(n, 2) && in(n, 2).shape != std::vector<std::int64_t>{ws[0]}))
        throw std::runtime_error("Conv whose input, weight, bias and output channels do not match");
    }
    const auto outShape = this->outShape(n);
    const std::string dt = dtypeOf(n.outputs[0]);
    // Inductor's convolution lowering (kernel/conv.py): on a GPU the bias is peeled
    // off (cuDNN is slower with it) and added by a pointwise op over the output; with
    // layout optimization a 2-D convolution's input and weight are required
    // channels-last (ExternKernel.require_channels_last) and so is its output.
    const bool peelBias = hasInput(n, 2) && o_.device != "cpu";
    const bool channelsLast = layoutOpt_ && outShape.size() == 4;
    Val* px = &in(n, 0);
    Val* pw = &in(n, 1);
    std::optional<Val> cx, cw;  // copies for this convolution alone
    if (channelsLast) {
      if ((cx = requireChannelsLast(*px, n.index))) px = &*cx;
      if ((cw = requireChannelsLast(*pw, n.index))) pw = &*cw;
    }
    std::vector<Val*> inputs = {px, pw};
    if (hasInput(n, 2) && !peelBias) inputs.push_back(&in(n, 2));
    const std::string buf = addExtern("extern_kernels.convolution", inputs, outShape, dt, {n.index});
    const auto outStrides = channelsLast ? channelsLastStrides(outShape) : contiguousStrides(outShape);
    if (channelsLast) setLayout(buf, outShape, outStrides, dt);
    // its arguments for the runtimes: symmetric padding only (aten.convolution's)
    const std::size_t spatial = inputs[0]->shape.size() - 2;
    std::vector<std::int64_t> stride(spatial, 1), dilation(spatial, 1), pads(2 * spatial, 0);
    if (const auto* a = attr(n, "strides")) stride = a->ints;
    if (const auto* a = attr(n, "dilations")) dilation = a->ints;
    if (const auto* a = attr(n, "pads")) pads = a->ints;
    const std::string autoPad = attr(n, "auto_pad") ? attr(n, "auto_pad")->s : "NOTSET";
    std::string why;
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      pads.assign(2 * spatial, 0);
      for (std::size_t d = 0; d < spatial && d < stride.size() && d < dilation.size(); ++d) {
        const std::int64_t in = inputs[0]->shape[2 + d], k = inputs[1]->shape[2 + d];
        const std::int64_t total =
            std::max<std::int64_t>(0, (outShape[2 + d] - 1) * stride[d] + (k - 1) * dilation[d] + 1 - in);
        pads[d] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
        pads[spatial + d] = total - pads[d];
      }
    } else if (autoPad == "VALID") {
      pads.assign(2 * spatial, 0);
    }
    if (stride.size() != spatial || dilation.size() != spatial || pads.size() != 2 * spatial)
      why = "attributes of the wrong length";
    for (std::size_t d = 0; d < spatial && why.empty(); ++d)
      if (pads[d] != pads[spatial + d]) why = "asymmetric padding (aten.convolution pads both sides alike)";
    if (why.empty()) {
      ir::ExternOp op;
      op.kind = ir::ExternKind::Convolution;
      op.result = buf;
      op.inputs = {refOf(*inputs[0]), refOf(*inputs[1])};
      if (inputs.size() > 2) op.bias = refOf(*inputs[2]);
      op.stride = stride;
      op.padding.assign(pads.begin(), pads.begin() + static_cast<std::ptrdiff_t>(spatial));
      op.dilation = dilation;
      op.groups = attrInt(n, "group", 1);
      out_.graph.externOps[buf] = std::move(op);
    } else {
      ir::Diagnostic d;
      d.file = m_.path;
      d.node = out_.graph.nodes.back().name;
      d.message =
          n.where() + ": " + why + ": the convolution has no arguments for the runtimes (it cannot run in bench)";
      out_.graph.warnings.push_back(d);
    }
    Val result = bufferVal(buf, outShape, outStrides, 0, dt);
    if (peelBias) {  // result + bias.view([C, 1, ...])
      const Val& bias = in(n, 2);
      Loader rl = result.load, bl = bias.load;
      std::set<int> origins = carried(bias);
      origins.insert(n.index);
      result = lazy(
          outShape, dt,
          [rl, bl](Body& b, const Index& idx) {
            return b.op("add", {value(rl(b, idx)), value(bl(b, {idx[1]}))});
          },
          origins);
    }
    setOut(n, result);
  }

  // ---- layout optimization (graph.py decide_layout_opt, ExternKernel.require_channels_last)

  // Whether Inductor would lay convolutions out channels-last: never without a
  // convolution; always on the CPU (mkldnn); on a GPU not when the graph has 300 FX
  // nodes per convolution or more, and, for inference (an export is), when the
  // convolutions' FLOPs weighted by the benchmarked channels-last speed-ups (grouped
  // 1.358, small channels 0.783, in < out channels 0.725, default 0.823) exceed their
  // FLOPs. FLOPs as torch.utils.flop_counter's conv_flop.
  bool decideLayoutOpt() const {
    std::vector<const Node*> convs;
    for (const auto& n : m_.nodes)
      if (n.opType == "Conv" && (n.domain.empty() || n.domain == "ai.onnx")) convs.push_back(&n);
    if (convs.empty()) return false;
    if (o_.device == "cpu") return true;
    // the FX graph's nodes: its ops, a placeholder per input and parameter, the output
    const std::size_t fxNodes = m_.nodes.size() + m_.inputs.size() + m_.initializers.size() + 1;
    if (fxNodes >= 300 * convs.size()) return false;
    double total = 0, weighted = 0;
    for (const Node* c : convs) {
      auto shape = [&](const std::string& name) -> std::vector<std::int64_t> {
        auto it = m_.values.find(name);
        std::vector<std::int64_t> out;
        if (it == m_.values.end() || !it->second.hasShape) return out;
        for (const auto& d : it->second.shape) {
          if (!d.known()) return {};
          out.push_back(d.value);
        }
        return out;
      };
      if (c->inputs.size() < 2 || c->outputs.empty()) continue;
      const auto w = shape(c->inputs[1]), y = shape(c->outputs[0]);
      if (w.size() < 3 || y.size() != w.size()) continue;  // count_flops_fx: no shapes, not counted
      double flops = 2.0 * static_cast<double>(y[0]);
      for (auto d : w) flops *= static_cast<double>(d);
      for (std::size_t i = 2; i < y.size(); ++i) flops *= static_cast<double>(y[i]);
      const std::int64_t groups = attrInt(*c, "group", 1);
      double mult = 0.823;
      if (groups > 1 && w[1] > 1)
        mult = 1.358;
      else if (w[0] <= 64 && w[1] <= 64)
        mult = 0.783;
      else if (w[0] * 2 <= w[1] && w[2] > 1)
        mult = 0.725;
      total += flops;
      weighted += flops * mult;
    }
    return weighted <= total;
  }

  static std::vector<std::int64_t> channelsLastStrides(const std::vector<std::int64_t>& s) {
    const std::int64_t c = std::max<std::int64_t>(s[1], 1), w = std::max<std::int64_t>(s[3], 1),
                       h = std::max<std::int64_t>(s[2], 1);
    return {h * w * c, 1, w * c, c};
  }
  // NHWC stride order (C fastest, then W, H, N), size-1 dims left out as Inductor's
  // stride-order checks leave them
  static bool isChannelsLastOrdered(const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& strides) {
    std::int64_t last = -1;
    for (std::size_t d : {1, 3, 2, 0}) {
      if (shape[d] == 1) continue;
      if (strides[d] < last) return false;
      last = strides[d];
    }
    return true;
  }
  // The layout of a buffer just added (a store or an extern kernel's output).
  void setLayout(const std::string& buf, const std::vector<std::int64_t>& shape,
                 const std::vector<std::int64_t>& strides, const std::string& dt) {
    const auto layout = layoutOf(shape, strides, dt);
    auto& node = out_.graph.nodes.back();
    for (auto& o : node.outputs)
      if (o.name == buf) o.layout = layout;
    for (auto& [name, l] : node.bufferLayouts)
      if (name == buf) l = layout;
    layouts_[buf] = layout;
  }
  // ExternKernel.require_channels_last for a 4-D convolution operand: an unrealized
  // value is realized channels-last (its flexible layout frozen so); a buffer of fixed
  // layout (a graph input, a parameter, an extern kernel's output, or a view of one)
  // not in NHWC stride order is copied channels-last by a pointwise node (Inductor's
  // copy_input, named after the convolution). A buffer our own nodes computed keeps
  // its layout: Inductor would freeze its flexible layout channels-last, with no copy.
  // Returns the copy (for this convolution alone; other users keep the original), or
  // nothing when `x` was realized in place or needs no copy.
  std::optional<Val> requireChannelsLast(Val& x, int origin) {
    if (x.shape.size() != 4) return std::nullopt;
    const auto cl = channelsLastStrides(x.shape);
    const bool fixed = x.realized() && (!producer_.count(x.buffer) || externOutputs_.count(x.buffer));
    if (x.realized() && (!fixed || isChannelsLastOrdered(x.shape, x.strides))) return std::nullopt;
    Val c = lazy(x.shape, x.dtype, x.load, {origin});
    std::string buf;
    const std::string opn = nextName(buf);
    storePointwise(opn, buf, c, cl, {origin});
    setLayout(buf, x.shape, cl, x.dtype);
    const auto origins = x.realized() ? std::set<int>{origin} : x.origins;
    Val out = bufferVal(buf, x.shape, cl, 0, x.dtype);
    out.origins = origins;
    if (x.realized()) return out;
    x = out;
    return std::nullopt;
  }

  // The lowest value of a torch dtype as an IR literal: "-inf" for floating types.
  static std::string highestValueOf(const std::string& torchDtype) {
    if (torchDtype == "torch.bool") return "1";
    if (torchDtype == "torch.uint8") return "255";
    if (torchDtype == "torch.int8") return "127";
    if (torchDtype == "torch.int16") return "32767";
    if (torchDtype == "torch.int32") return "2147483647";
    if (torchDtype == "torch.int64") return "9223372036854775807";
    return "inf";
  }

  static std::string lowestValueOf(const std::string& torchDtype) {
    if (torchDtype == "torch.bool") return "0";
    if (torchDtype == "torch.uint8" || torchDtype == "torch.uint16" || torchDtype == "torch.uint32" ||
        torchDtype == "torch.uint64")
      return "0";
    if (torchDtype == "torch.int8") return "-128";
    if (torchDtype == "torch.int16") return "-32768";
    if (torchDtype == "torch.int32") return "-2147483648";
    if (torchDtype == "torch.int64") return "-9223372036854775808";
    return "-inf";
  }

  // 0 <= e < size as the pooling lowerings write it (two index_exprs compared, and_):
  // the bounds mask of a window element (constant_boundary_condition)
  static std::string inBounds(Body& b, const Expr& e, std::int64_t size) {
    const std::string i0 = b.getIndex(e);
    const std::string v0 = b.op("index_expr", {value(i0), dtypeArg("torch.int64")});
    const std::string zero = b.op("constant", {arg(OpArg::Kind::Int, "0"), dtypeArg("torch.int64")});
    const std::string ge = b.op("ge", {value(v0), value(zero)});
    const std::string i1 = b.getIndex(e);
    const std::string v1 = b.op("index_expr", {value(i1), dtypeArg("torch.int64")});
    const std::string hi = b.op("constant", {arg(OpArg::Kind::Int, std::to_string(size)), dtypeArg("torch.int64")});
    const std::string lt = b.op("lt", {value(v1), value(hi)});
    return b.op("and_", {value(ge), value(lt)});
  }

  // Pad, mode "constant" (aten.constant_pad_nd): each output element a masked load of
  // the input (index - low pad) where every padded dim is inside the input, the fill
  // value outside; negative pads crop. pads (input 1, opset 11+, or the attribute) are
  // [begin of each axis..., end of each axis...], over `axes` (input 3, opset 18) or all.
  void pad(const Node& n) {
    const Val& x = in(n, 0);
    const auto* ma = attr(n, "mode");
    const std::string mode = ma ? ma->s : "constant";
    if (mode != "constant" && mode != "reflect" && mode != "edge")
      throw std::runtime_error("Pad of mode '" + mode + "' is not lowered yet");
    std::vector<std::int64_t> pads;
    if (hasInput(n, 1))
      pads = constInts(n, 1);
    else if (const auto* a = attr(n, "pads"))
      pads = a->ints;
    const std::size_t rank = x.shape.size();
    std::vector<std::int64_t> axes;
    if (hasInput(n, 3)) {
      for (auto a : constInts(n, 3)) axes.push_back(a < 0 ? a + static_cast<std::int64_t>(rank) : a);
    } else {
      for (std::size_t i = 0; i < rank; ++i) axes.push_back(static_cast<std::int64_t>(i));
    }
    if (pads.size() != 2 * axes.size()) throw std::runtime_error("Pad's pads do not match its axes");
    std::vector<std::int64_t> lo(rank, 0), hi(rank, 0);
    for (std::size_t k = 0; k < axes.size(); ++k) {
      if (axes[k] < 0 || axes[k] >= static_cast<std::int64_t>(rank))
        throw std::runtime_error("Pad's axis is outside the rank");
      lo[static_cast<std::size_t>(axes[k])] = pads[k];
      hi[static_cast<std::size_t>(axes[k])] = pads[axes.size() + k];
    }
    if (mode != "constant") return padByIndex(n, x, lo, hi, mode == "reflect");
    double fill = 0;
    if (hasInput(n, 2)) {
      const auto v = knownValues(n.inputs[2]);
      if (!v || v->size() != 1) throw std::runtime_error("Pad's constant_value is not a known scalar");
      fill = (*v)[0];
    }
    const auto out = outShape(n);
    const auto xs = x.shape;
    Loader xl = x.load;
    const std::string dt = x.dtype;
    const std::string fillText = isFloat(dt) ? floatRepr(fill) : std::to_string(static_cast<std::int64_t>(fill));
    setOut(n, lazy(
                  out, dt,
                  [xl, lo, hi, xs, fillText](Body& b, const Index& idx) {
                    Index src;
                    std::string mask;
                    for (std::size_t d = 0; d < idx.size(); ++d) {
                      src.push_back(lo[d] ? Expr::add({idx[d], Expr::constant(-lo[d])}) : idx[d]);
                      auto cmp = [&](const char* op, const Expr& e, std::int64_t bound) {
                        const std::string v = b.op("index_expr", {value(b.getIndex(e)), dtypeArg("torch.int64")});
                        const std::string c =
                            b.op("constant", {arg(OpArg::Kind::Int, std::to_string(bound)), dtypeArg("torch.int64")});
                        const std::string r = b.op(op, {value(v), value(c)});
                        mask = mask.empty() ? r : b.op("and_", {value(mask), value(r)});
                      };
                      if (lo[d] > 0) cmp("ge", src.back(), 0);
                      if (hi[d] > 0) cmp("lt", src.back(), xs[d]);
                    }
                    if (mask.empty()) return xl(b, src);
                    return b.masked(
                        mask, [&](Body& sb) { return xl(sb, src); }, fillText);
                  },
                  carried(x)));
  }

  // Pad reflect / edge as Inductor's decompositions of reflection_pad / replication_pad
  // (torch/_decomp _reflection_or_replication_pad): per padded dim an index tensor from
  // an arange, i - left, reflected (m - 1 - |m - 1 - |i - left||, m the dim's size) or
  // clamped to [0, m - 1], read by _unsafe_index: in the body, index_expr and int64 ops,
  // then an indirect index. Reflect needs each pad below the dim's size (as PyTorch).
  void padByIndex(const Node& n, const Val& x, const std::vector<std::int64_t>& lo, const std::vector<std::int64_t>& hi,
                  bool reflect) {
    const auto out = outShape(n);
    const auto xs = x.shape;
    for (std::size_t d = 0; d < xs.size(); ++d) {
      if (lo[d] < 0 || hi[d] < 0)
        throw std::runtime_error("Pad reflect/edge with a negative pad (a crop) is not lowered");
      if (reflect && (lo[d] >= xs[d] || hi[d] >= xs[d]) && (lo[d] || hi[d]))
        throw std::runtime_error("Pad reflect with a pad not below the dim's size");
      if (out[d] != xs[d] + lo[d] + hi[d]) throw std::runtime_error("Pad's output shape does not match its pads");
    }
    Loader xl = x.load;
    setOut(n, lazy(
                  out, x.dtype,
                  [xl, lo, hi, xs, reflect](Body& b, const Index& idx) {
                    Index src;
                    for (std::size_t d = 0; d < idx.size(); ++d) {
                      if (!lo[d] && !hi[d]) {
                        src.push_back(idx[d]);
                        continue;
                      }
                      std::string i = b.op(
                          "index_expr",
                          {value(b.getIndex(Expr::add({idx[d], Expr::constant(-lo[d])}))), dtypeArg("torch.int64")});
                      if (reflect) {
                        const std::string a = b.op("abs", {value(i)});
                        const std::string r = b.op("sub", {value(iconst(b, xs[d] - 1)), value(a)});
                        const std::string ar = b.op("abs", {value(r)});
                        i = b.op("sub", {value(iconst(b, xs[d] - 1)), value(ar)});
                      } else {
                        i = b.op("maximum", {value(i), value(iconst(b, 0))});
                        i = b.op("minimum", {value(i), value(iconst(b, xs[d] - 1))});
                      }
                      src.push_back(b.setIndirect(i));
                    }
                    return xl(b, src);
                  },
                  carried(x)));
  }

  // AveragePool, 2-D (aten.avg_pool2d as Inductor's _avg_poolnd lowers it): windows of
  // at most 25 elements unrolled into a sum of loads (masked with 0 where padding or
  // ceil_mode reaches outside the input), divided by the window's size, or, with padding
  // and count_include_pad 0 or an overhanging ceil_mode window, by the count of its
  // elements inside (hend - hstart per dim, as ops); a larger window is not lowered here.
  void avgPool(const Node& n) {
    Val& x = in(n, 0);
    const std::size_t rank = x.shape.size();
    if (rank != 4 && rank != 3)
      throw std::runtime_error("AveragePool of rank " + std::to_string(rank) + " is not lowered yet");
    if (const auto* a = attr(n, "auto_pad"); a && a->s != "NOTSET")
      throw std::runtime_error("AveragePool with auto_pad is not lowered yet");
    const std::size_t sd = rank - 2;  // spatial dims; a 1-D pool runs as a 2-D one of height 1
    const auto* ks = attr(n, "kernel_shape");
    if (!ks || ks->ints.size() != sd || *std::min_element(ks->ints.begin(), ks->ints.end()) < 1)
      throw std::runtime_error("AveragePool without a kernel_shape of its spatial rank");
    std::vector<std::int64_t> stride(sd, 1), pad(2 * sd, 0), dil(sd, 1);
    if (const auto* a = attr(n, "strides")) stride = a->ints;
    if (const auto* a = attr(n, "pads")) pad = a->ints;
    if (const auto* a = attr(n, "dilations")) dil = a->ints;
    if (stride.size() != sd || pad.size() != 2 * sd || dil.size() != sd)
      throw std::runtime_error("AveragePool's window attributes do not describe its window");
    std::vector<std::int64_t> kk(ks->ints.begin(), ks->ints.end());
    if (sd == 1) {
      kk.insert(kk.begin(), 1), stride.insert(stride.begin(), 1), dil.insert(dil.begin(), 1);
      pad = {0, pad[0], 0, pad[1]};
    }
    if (dil[0] != 1 || dil[1] != 1) throw std::runtime_error("AveragePool with dilation is not lowered yet");
    if (pad[0] != pad[2] || pad[1] != pad[3])
      throw std::runtime_error("AveragePool with asymmetric padding (aten pads both sides alike)");
    const std::int64_t kh = kk[0], kw = kk[1];
    if (kh * kw > 25)
      throw std::runtime_error(
          "an average-pool window over 25 elements (Inductor's reduction or fallback) is not lowered yet");
    const bool includePad = attrInt(n, "count_include_pad", 0) != 0;
    const auto given = this->outShape(n);
    if (given.size() != rank) throw std::runtime_error("AveragePool's output rank differs from its input's");
    const std::vector<std::int64_t> outShape =
        sd == 1 ? std::vector<std::int64_t>{given[0], given[1], 1, given[2]} : given;
    const std::int64_t H = sd == 1 ? 1 : x.shape[2], W = x.shape[rank - 1];
    const std::vector<std::int64_t> size = {H, W}, k = {kh, kw};
    bool overhang = false;  // ceil_mode's last window past the padded input
    for (int d = 0; d < 2; ++d)
      if ((outShape[2 + static_cast<std::size_t>(d)] - 1) * stride[static_cast<std::size_t>(d)] -
              pad[static_cast<std::size_t>(d)] + k[static_cast<std::size_t>(d)] >
          size[static_cast<std::size_t>(d)] + pad[static_cast<std::size_t>(d)])
        overhang = true;
    const bool masked = pad[0] || pad[1] || overhang;
    const bool countDivisor = masked && (!includePad || overhang);
    if (!x.realized() && x.reads > 1) realize(x);  // realize_hint
    Loader xl = x.load;
    if (sd == 1) xl = [l = x.load](Body& b, const Index& i) { return l(b, {i[0], i[1], i[3]}); };
    const std::string dt = x.dtype;
    Loader pooled = [xl, k, stride, pad, size, masked, countDivisor, includePad, dt](Body& b, const Index& idx) {
      std::string acc;
      for (std::int64_t i = 0; i < k[0]; ++i)
        for (std::int64_t j = 0; j < k[1]; ++j) {
          const Expr ih = Expr::add({Expr::mul({Expr::constant(stride[0]), idx[2]}), Expr::constant(i - pad[0])});
          const Expr iw = Expr::add({Expr::mul({Expr::constant(stride[1]), idx[3]}), Expr::constant(j - pad[1])});
          const Index at = {idx[0], idx[1], ih, iw};
          std::string v;
          if (masked) {
            const std::string mask = b.op("and_", {value(inBounds(b, ih, size[0])), value(inBounds(b, iw, size[1]))});
            v = b.masked(
                mask, [&](Body& sb) { return xl(sb, at); }, "0.0");
          } else {
            v = xl(b, at);
          }
          acc = acc.empty() ? v : b.op("add", {value(acc), value(v)});
        }
      if (!countDivisor) return b.op("truediv", {value(acc), value(fconst(b, static_cast<double>(k[0] * k[1]), dt))});
      // the window's count per dim: min(start + k, size + pad) - start, clipped to the
      // input unless count_include_pad (Inductor's fn_count)
      std::string count;
      for (int d = 0; d < 2; ++d) {
        const std::size_t u = static_cast<std::size_t>(d);
        const Expr start = Expr::add({Expr::mul({Expr::constant(stride[u]), idx[2 + u]}), Expr::constant(-pad[u])});
        auto c64 = [&](std::int64_t v) {
          return b.op("constant", {arg(OpArg::Kind::Int, std::to_string(v)), dtypeArg("torch.int64")});
        };
        std::string s0 = b.op("index_expr", {value(b.getIndex(start)), dtypeArg("torch.int64")});
        std::string e0 = b.op("add", {value(s0), value(c64(k[u]))});
        e0 = b.op("minimum", {value(e0), value(c64(size[u] + pad[u]))});
        if (!includePad) {
          s0 = b.op("maximum", {value(s0), value(c64(0))});
          e0 = b.op("minimum", {value(e0), value(c64(size[u]))});
        }
        const std::string f = b.op("sub", {value(e0), value(s0)});
        count = count.empty() ? f : b.op("mul", {value(count), value(f)});
      }
      const std::string cf = castTo(b, count, dt, "torch.int64");
      return b.op("truediv", {value(acc), value(cf)});
    };
    if (sd == 1)
      return setOut(n, lazy(
                           given, dt,
                           [pooled](Body& b, const Index& i) {
                             return pooled(b, {i[0], i[1], Expr::constant(0), i[2]});
                           },
                           carried(x)));
    setOut(n, lazy(outShape, dt, pooled, carried(x)));
  }

  // MaxPool (2-D, no ceil mode, one output): Inductor's low-memory max pool for
  // windows of at most 25 elements, unrolled: for each window element a bounds mask
  // on the input row and column (ops.index_expr compared with 0 and the size), the
  // element loaded in a masked subblock with -inf outside, and a chain of
  // ops.maximum. The input is realized first (realize_hint: each element is read
  // by several windows).
  void maxPool(const Node& n) {
    Val& x = in(n, 0);
    if (x.shape.size() != 4)
      throw std::runtime_error("MaxPool of rank " + std::to_string(x.shape.size()) + " is not lowered yet");
    if (n.outputs.size() > 1 && !n.outputs[1].empty())
      throw std::runtime_error("MaxPool's Indices output is not lowered yet");
    // ceil_mode: the output (shape inference's) has one more window where the last
    // overhangs; the bounds masks below give it -inf outside, as Inductor's pooling_size
    // and constant_boundary_condition do
    if (const auto* a = attr(n, "auto_pad"); a && a->s != "NOTSET")
      throw std::runtime_error("MaxPool with auto_pad is not lowered yet");
    const auto* ks = attr(n, "kernel_shape");
    if (!ks || ks->ints.size() != 2) throw std::runtime_error("MaxPool without a 2-D kernel_shape");
    std::vector<std::int64_t> stride = {1, 1}, pad = {0, 0, 0, 0}, dil = {1, 1};
    if (const auto* a = attr(n, "strides")) stride = a->ints;
    if (const auto* a = attr(n, "pads")) pad = a->ints;
    if (const auto* a = attr(n, "dilations")) dil = a->ints;
    if (stride.size() != 2 || pad.size() != 4 || dil.size() != 2 || ks->ints[0] < 1 || ks->ints[1] < 1)
      throw std::runtime_error("MaxPool's window attributes do not describe a 2-D window");
    if (outShape(n).size() != 4) throw std::runtime_error("MaxPool's output is not 4-D");
    const std::int64_t kh = ks->ints[0], kw = ks->ints[1];
    if (kh * kw > 25)
      throw std::runtime_error("a max-pool window over 25 elements (Inductor's reduction form) is not lowered yet");
    realize(x);
    const auto outShape = this->outShape(n);
    const std::int64_t H = x.shape[2], W = x.shape[3];
    Loader xl = x.load;
    const std::string dt = x.dtype;
    // outside the input: -inf for floating types, the type's lowest value for integers
    // (as Inductor's pooling lowerings; -inf does not convert to an integer)
    const std::string padValue = lowestValueOf(dt);
    setOut(n, lazy(outShape, dt,
                   [xl, kh, kw, stride, pad, dil, H, W, padValue](Body& b, const Index& idx) {
                     std::string acc;
                     for (std::int64_t i = 0; i < kh; ++i)
                       for (std::int64_t j = 0; j < kw; ++j) {
                         const Expr ih = Expr::add(
                             {Expr::mul({Expr::constant(stride[0]), idx[2]}), Expr::constant(i * dil[0] - pad[0])});
                         const Expr iw = Expr::add(
                             {Expr::mul({Expr::constant(stride[1]), idx[3]}), Expr::constant(j * dil[1] - pad[1])});
                         const std::string mh = inBounds(b, ih, H), mw = inBounds(b, iw, W);
                         const std::string mask = b.op("and_", {value(mh), value(mw)});
                         const Index at = {idx[0], idx[1], ih, iw};
                         const std::string v = b.masked(
                             mask, [&](Body& sb) { return xl(sb, at); }, padValue);
                         acc = acc.empty() ? v : b.op("maximum", {value(acc), value(v)});
                       }
                     return acc;
                   },
                   {}));
  }

  // inference BatchNormalization: (x - mean) / sqrt(var + eps) * scale + bias, per channel
  void batchNorm(const Node& n) {
    if (n.outputs.size() > 1 || attrInt(n, "training_mode", 0))
      throw std::runtime_error(
          "BatchNormalization in training mode (batch statistics, running mean and var outputs) is not lowered yet");
    const Val& x = in(n, 0);
    if (x.shape.size() < 2) throw std::runtime_error("BatchNormalization of an input without a channel dim");
    for (std::size_t i = 1; i <= 4; ++i)
      if (in(n, i).shape != std::vector<std::int64_t>{x.shape[1]})
        throw std::runtime_error("BatchNormalization's parameters are not one value per channel");
    const double eps = attrFloat(n, "epsilon", 1e-5);
    std::vector<Loader> ch;
    for (std::size_t i = 1; i <= 4; ++i) {
      const Val& p = in(n, i);
      Loader l = p.load;
      ch.push_back([l](Body& b, const Index& idx) { return l(b, {idx[1]}); });
    }
    Loader xl = x.load;
    const std::string dt = x.dtype;
    setOut(n, lazy(
                  x.shape, dt,
                  [xl, ch, eps, dt](Body& b, const Index& idx) {
                    const std::string v = xl(b, idx), mean = ch[2](b, idx);
                    const std::string d = b.op("sub", {value(v), value(mean)});
                    const std::string var = ch[3](b, idx);
                    const std::string e = b.op("constant", {arg(OpArg::Kind::Float, floatRepr(eps)), dtypeArg(dt)});
                    const std::string s = b.op("add", {value(var), value(e)});
                    const std::string r = b.op("sqrt", {value(s)});
                    const std::string inv = b.op("reciprocal", {value(r)});
                    const std::string y = b.op("mul", {value(d), value(inv)});
                    const std::string w = ch[0](b, idx);
                    const std::string yw = b.op("mul", {value(y), value(w)});
                    const std::string bias = ch[1](b, idx);
                    return b.op("add", {value(yw), value(bias)});
                  },
                  carried(x)));
  }

  // Gather along `axis` (Inductor's embedding / index_select lowering): the index is
  // read in the same loop body and becomes an indirect index variable
  // (self.set_indirectN); an arange of indices (a constant the exporter wrote for
  // torch.arange) indexes directly, with ops.check_bounds as Inductor prints it.
  void gather(const Node& n) {
    const Val& data = in(n, 0);
    const Val& ind = in(n, 1);
    const auto rank = static_cast<std::int64_t>(data.shape.size());
    std::int64_t axis = attrInt(n, "axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) throw std::runtime_error("Gather's axis is outside the data's rank");
    const auto shape = outShape(n);
    const auto a = static_cast<std::size_t>(axis), q = ind.shape.size();
    const std::int64_t size = data.shape[a];
    Loader dl = data.load, il = ind.load;
    std::optional<Iota> iota;
    if (auto it = iotas_.find(n.inputs[1]); it != iotas_.end()) iota = it->second;
    if (auto it = constValues_.find(n.inputs[1]); it != constValues_.end())
      for (double v : it->second)
        if (v < static_cast<double>(-size) || v >= static_cast<double>(size))
          throw std::runtime_error("a Gather index (" + floatRepr(v) + ") outside the indexed dim's [-" +
                                   std::to_string(size) + ", " + std::to_string(size) + ")");
    std::set<int> origins = carried(data);
    for (int o : carried(ind)) origins.insert(o);
    setOut(n, lazy(
                  shape, data.dtype,
                  [dl, il, iota, a, q, size](Body& b, const Index& idx) {
                    const Index indIdx(idx.begin() + static_cast<std::ptrdiff_t>(a),
                                       idx.begin() + static_cast<std::ptrdiff_t>(a + q));
                    Expr e = Expr::constant(0);
                    if (iota) {
                      e = iotaExpr(*iota, indIdx);
                      const std::string lo = b.getIndex(e), hi = b.getIndex(Expr::constant(size));
                      b.op("check_bounds",
                           {value(lo), value(hi), arg(OpArg::Kind::Bool, "False"), arg(OpArg::Kind::Bool, "False")});
                    } else {
                      e = b.setIndirect(wrapNegative(b, il(b, indIdx), size));
                    }
                    Index sub(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(a));
                    sub.push_back(e);
                    sub.insert(sub.end(), idx.begin() + static_cast<std::ptrdiff_t>(a + q), idx.end());
                    return dl(b, sub);
                  },
                  origins));
  }

  // ONNX's negative indices count from the end: where(v < 0, v + size, v), written out
  // in the body (Inductor's indirect_indexing wraps them in its generated code)
  static std::string wrapNegative(Body& b, const std::string& v, std::int64_t size) {
    const std::string zero = b.op("constant", {arg(OpArg::Kind::Int, "0"), dtypeArg("torch.int64")});
    const std::string neg = b.op("lt", {value(v), value(zero)});
    const std::string sz = b.op("constant", {arg(OpArg::Kind::Int, std::to_string(size)), dtypeArg("torch.int64")});
    const std::string wrapped = b.op("add", {value(v), value(sz)});
    return b.op("where", {value(neg), value(wrapped), value(v)});
  }

  // GatherElements (torch.gather, aten.gather's lowering): out[i] = data[i with
  // i[axis] replaced by index[i]], the index loaded in the same body as an indirect
  // index (negatives wrapped).
  void gatherElements(const Node& n) {
    const Val& data = in(n, 0);
    const Val& ind = in(n, 1);
    const auto rank = static_cast<std::int64_t>(data.shape.size());
    std::int64_t axis = attrInt(n, "axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank || static_cast<std::int64_t>(ind.shape.size()) != rank)
      throw std::runtime_error("GatherElements' axis or index rank does not match the data");
    const auto a = static_cast<std::size_t>(axis);
    const std::int64_t size = data.shape[a];
    Loader dl = data.load, il = ind.load;
    std::set<int> origins = carried(data);
    for (int o : carried(ind)) origins.insert(o);
    setOut(n, lazy(
                  ind.shape, data.dtype,
                  [dl, il, a, size](Body& b, const Index& idx) {
                    Index sub = idx;
                    sub[a] = b.setIndirect(wrapNegative(b, il(b, idx), size));
                    return dl(b, sub);
                  },
                  origins));
  }

  // Tile (aten.repeat's lowering): out[i] = x[i mod size] along each repeated dim, a
  // re-indexing (ModularIndexing) of a buffer's loads or of a value's function.
  void tile(const Node& n) {
    const Val& x = in(n, 0);
    const auto reps = constInts(n, 1);
    if (reps.size() != x.shape.size()) throw std::runtime_error("Tile's repeats do not match the input's rank");
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < reps.size(); ++i) {
      if (reps[i] < 1) throw std::runtime_error("Tile with a repeat under 1 is not lowered");
      out.push_back(mulChecked(x.shape[i], reps[i]));
    }
    const auto xs = x.shape;
    Loader xl = x.load;
    setOut(n, lazy(
                  out, x.dtype,
                  [xl, xs, reps](Body& b, const Index& idx) {
                    Index sub = idx;
                    for (std::size_t i = 0; i < xs.size(); ++i)
                      if (reps[i] > 1)
                        sub[i] = xs[i] == 1 ? Expr::constant(0)
                                            : Expr::modularIndexing(idx[i], Expr::constant(1), Expr::constant(xs[i]));
                    return xl(b, sub);
                  },
                  carried(x)));
  }

  // GatherND, batch_dims 0 (how torch exports aten.index with several index tensors,
  // x[rows, cols]): indices [..., k] select data's first k dims; each component is loaded
  // in the same body and becomes an indirect index (negatives wrapped), as Inductor's
  // index lowering loads each index tensor.
  void gatherNd(const Node& n) {
    if (attrInt(n, "batch_dims", 0) != 0) throw std::runtime_error("GatherND with batch_dims is not lowered yet");
    const Val& data = in(n, 0);
    const Val& ind = in(n, 1);
    if (ind.shape.empty()) throw std::runtime_error("GatherND of 0-d indices");
    const std::size_t q = ind.shape.size() - 1;
    const std::int64_t k = ind.shape.back();
    if (k < 1 || k > static_cast<std::int64_t>(data.shape.size()))
      throw std::runtime_error("GatherND's index tuples are longer than the data's rank");
    const auto out = outShape(n);
    Loader dl = data.load, il = ind.load;
    const auto ds = data.shape;
    std::set<int> origins = carried(data);
    for (int o : carried(ind)) origins.insert(o);
    setOut(n, lazy(
                  out, data.dtype,
                  [dl, il, ds, q, k](Body& b, const Index& idx) {
                    Index sub;
                    for (std::int64_t c = 0; c < k; ++c) {
                      Index at(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(q));
                      at.push_back(Expr::constant(c));
                      sub.push_back(b.setIndirect(wrapNegative(b, il(b, at), ds[static_cast<std::size_t>(c)])));
                    }
                    sub.insert(sub.end(), idx.begin() + static_cast<std::ptrdiff_t>(q), idx.end());
                    return dl(b, sub);
                  },
                  origins));
  }

  // `x` from `start` along `axis`, `len` long: a view of a buffer (its offset moves),
  // or a re-indexing of a function (Inductor's slice lowering, SliceView).
  Val sliceOf(const Node& n, const Val& x, std::size_t axis, std::int64_t start, std::int64_t len,
              std::int64_t step = 1) {
    std::vector<std::int64_t> shape = x.shape;
    shape[axis] = len;
    return view(
        n, x, shape,
        [axis, start, step](const Index& idx) {
          Index sub = idx;
          Expr e = step == 1 ? idx[axis] : Expr::mul({Expr::constant(step), idx[axis]});
          sub[axis] = start ? Expr::add({e, Expr::constant(start)}) : e;
          return sub;
        },
        [axis, start, step](const std::vector<std::int64_t>& st, std::int64_t off) {
          auto out = st;
          out[axis] = st[axis] * step;
          return std::optional(std::pair(out, off + start * st[axis]));
        });
  }

  // Slice's (axis, start, step, length) per sliced axis, ONNX's clamping rules
  // (negative starts and ends count from the end; a negative step walks backwards).
  struct SliceAxis {
    std::size_t axis;
    std::int64_t start, step, len;
  };
  std::vector<SliceAxis> sliceAxes(const Node& n, const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> starts, ends, axes, steps;
    if (hasInput(n, 1)) {
      starts = constInts(n, 1);
      ends = constInts(n, 2);
      if (hasInput(n, 3)) axes = constInts(n, 3);
      if (hasInput(n, 4)) steps = constInts(n, 4);
    } else {  // opset < 10: attributes
      if (const auto* a = attr(n, "starts")) starts = a->ints;
      if (const auto* a = attr(n, "ends")) ends = a->ints;
      if (const auto* a = attr(n, "axes")) axes = a->ints;
    }
    if (starts.size() != ends.size()) throw std::runtime_error("Slice's starts and ends differ in length");
    if (axes.empty())
      for (std::size_t i = 0; i < starts.size(); ++i) axes.push_back(static_cast<std::int64_t>(i));
    if (steps.empty()) steps.assign(starts.size(), 1);
    if (axes.size() != starts.size() || steps.size() != starts.size())
      throw std::runtime_error("Slice's inputs differ in length");
    const auto rank = static_cast<std::int64_t>(shape.size());
    std::vector<SliceAxis> out;
    for (std::size_t i = 0; i < starts.size(); ++i) {
      std::int64_t a = axes[i] < 0 ? axes[i] + rank : axes[i];
      if (a < 0 || a >= rank) throw std::runtime_error("Slice's axis is outside the input's rank");
      const std::int64_t dim = shape[static_cast<std::size_t>(a)], step = steps[i];
      if (step == 0) throw std::runtime_error("Slice with a step of 0");
      std::int64_t b = starts[i], e = ends[i];
      if (b < 0) b += dim;
      if (e < 0) e += dim;
      if (step > 0) {
        b = std::clamp<std::int64_t>(b, 0, dim);
        e = std::clamp<std::int64_t>(e, 0, dim);
      } else {
        b = std::clamp<std::int64_t>(b, 0, dim - 1);
        e = std::clamp<std::int64_t>(e, -1, dim - 1);
      }
      const std::int64_t len = step > 0 ? std::max<std::int64_t>(0, (e - b + step - 1) / step)
                                        : std::max<std::int64_t>(0, (b - e + (-step) - 1) / (-step));
      out.push_back({static_cast<std::size_t>(a), b, step, len});
    }
    return out;
  }

  // Slice: aten.slice per axis, views (SliceView)
  void slice(const Node& n) {
    Val v = in(n, 0);
    for (const auto& s : sliceAxes(n, v.shape)) {
      if (s.len == 0) throw std::runtime_error("a tensor with no elements (a dimension of size 0) is not lowered");
      v = sliceOf(n, v, s.axis, s.start, s.len, s.step);
    }
    setOut(n, v);
  }

  // Split: each output a slice of the input (aten.split_with_sizes: views, no copy)
  void split(const Node& n) {
    const Val x = in(n, 0);
    const auto rank = static_cast<std::int64_t>(x.shape.size());
    std::int64_t axis = attrInt(n, "axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) throw std::runtime_error("Split's axis is outside the input's rank");
    const auto a = static_cast<std::size_t>(axis);
    std::vector<std::int64_t> sizes;
    if (hasInput(n, 1))
      sizes = constInts(n, 1);
    else if (const auto* s = attr(n, "split"))
      sizes = s->ints;
    else
      for (std::size_t k = 0; k < n.outputs.size(); ++k) sizes.push_back(outShape(n, k)[a]);
    if (sizes.size() != n.outputs.size()) throw std::runtime_error("Split's sizes do not match its outputs");
    std::int64_t start = 0;
    for (std::size_t k = 0; k < n.outputs.size(); ++k) {
      if (sizes[k] < 0 || start + sizes[k] > x.shape[a]) throw std::runtime_error("Split's sizes exceed the input");
      if (!n.outputs[k].empty()) setOut(n, sliceOf(n, x, a, start, sizes[k]), k);
      start += sizes[k];
    }
  }

  // Concat as Inductor's `cat` lowering chooses (lowering.py, 2.11): one input is that
  // input; the C++ backend always makes a ConcatKernel (pointwise_cat is disabled on the
  // CPU); on CUDA, up to 8 inputs (max_pointwise_cat_inputs) a pointwise cat where its
  // users are all pointwise and some input would need a copy anyway or be recomputed
  // (an unrealized pointwise; a buffer that cannot be computed into its slice: a graph
  // input, a constant, a convolution's output), or where every input would need one
  // and none reads a reduction (fusing a reduction into a masked gather recomputes
  // it); otherwise a ConcatKernel. Inductor's dumps of the zoo's cat models
  // (tests/zoo/extra.tar.xz) agree with this rule: x_cat_pointwise 2 ConcatKernels (4
  // inputs into a linear; 10 inputs) and pointwise cats into pointwise users, x_cat_conv
  // none (convolution outputs: every input needs a copy), x_dense_block 3 (its cats of 9
  // to 11 inputs), x_cpu_cat_conv 1; the first is tested on its ONNX form.
  void concat(const Node& n) {
    std::vector<Val> xs;
    for (std::size_t i = 0; i < n.inputs.size(); ++i)
      if (hasInput(n, i)) xs.push_back(in(n, i));
    if (xs.empty()) throw std::runtime_error("Concat without inputs");
    if (xs.size() == 1) return setOut(n, xs[0]);
    const auto rank = static_cast<std::int64_t>(xs[0].shape.size());
    std::int64_t axis = attrInt(n, "axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) throw std::runtime_error("Concat's axis is outside the inputs' rank");
    const auto a = static_cast<std::size_t>(axis);
    if (o_.device == "cpu" || xs.size() > 8) return concatKernel(n, std::move(xs), a);
    bool any = false, all = true, reduction = false;
    for (const auto& x : xs) {
      const bool copy = needsCopyIntoSlice(x);
      any = any || copy;
      all = all && copy;
      reduction = reduction || readsReduction(x);
    }
    if ((any && pointwiseUse(n.outputs[0], true)) || (all && !reduction)) return pointwiseCat(n, xs, a);
    concatKernel(n, std::move(xs), a);
  }

  // Inductor's should_lower_cat_input: an unrealized pointwise value (or a view of one),
  // or a buffer whose layout is fixed (a graph input, a constant, a convolution's or a
  // fallback's output), which a ConcatKernel must copy.
  bool needsCopyIntoSlice(const Val& x) const { return !x.realized() || !aliasable_.count(x.buffer); }
  // Inductor's can_fuse_reduction for one input: a reduction's buffer, or an unrealized
  // pointwise value reading one.
  bool readsReduction(const Val& x) const {
    if (x.realized()) return reductions_.count(x.buffer) > 0;
    for (const auto& r : traced(x).reads)
      if (reductions_.count(r)) return true;
    return false;
  }
  // Inductor's is_pointwise_use over every user of ONNX value `name`: elementwise ops
  // (ATen's pointwise tag; a Concat where `catIsPointwise`, as the cat lowering's
  // additional_pointwise_ops), views through to their own users; a graph output or any
  // other op is not.
  bool pointwiseUse(const std::string& name, bool catIsPointwise, int depth = 0) const {
    static const std::set<std::string> elementwise = {
        "Add",       "Sub",     "Mul",         "Div",       "Pow",   "Neg",         "Abs",     "Relu",
        "LeakyRelu", "Sigmoid", "HardSigmoid", "Tanh",      "Exp",   "Log",         "Sqrt",    "Reciprocal",
        "Erf",       "Floor",   "Ceil",        "Round",     "Sin",   "Cos",         "Cast",    "Where",
        "Clip",      "Max",     "Min",         "Equal",     "Less",  "LessOrEqual", "Greater", "GreaterOrEqual",
        "Not",       "And",     "Or",          "Xor",       "Sign",  "Softplus",    "Elu",     "Selu",
        "Celu",      "Gelu",    "Mish",        "HardSwish", "PRelu", "Mod",         "IsNaN",   "IsInf",
        "CastLike"};
    static const std::set<std::string> views = {"Reshape",   "Flatten",  "Transpose", "Squeeze",
                                                "Unsqueeze", "Identity", "Expand"};
    if (graphOutputs_.count(name) || depth > 64) return false;
    auto it = consumers_.find(name);
    if (it == consumers_.end() || it->second.empty()) return false;
    for (int u : it->second) {
      const Node& c = m_.nodes.at(static_cast<std::size_t>(u));
      if (attentionOf_.count(u)) return false;  // read by a fused attention call (an extern kernel)
      if (views.count(c.opType)) {
        for (const auto& o : c.outputs)
          if (!o.empty() && !pointwiseUse(o, catIsPointwise, depth + 1)) return false;
      } else if (!elementwise.count(c.opType) && !(catIsPointwise && c.opType == "Concat")) {
        return false;
      }
    }
    return true;
  }

  // lowering.pointwise_cat: per input a mask on the index along the axis and a masked
  // load, joined by ops.where from the last.
  void pointwiseCat(const Node& n, const std::vector<Val>& xs, std::size_t a) {
    const auto shape = outShape(n);
    std::vector<Loader> ls;
    std::vector<std::int64_t> starts;
    std::int64_t off = 0;
    std::set<int> origins;
    for (const auto& x : xs) {
      ls.push_back(x.load);
      starts.push_back(off);
      off += x.shape[a];
      for (int o : carried(x)) origins.insert(o);
    }
    starts.push_back(off);
    const std::string dt = dtypeOf(n.outputs[0]);
    setOut(n, lazy(
                  shape, dt,
                  [ls, starts, a](Body& b, const Index& idx) {
                    const std::size_t k = ls.size();
                    std::vector<std::string> masks, loads;
                    const std::string at = b.getIndex(idx[a]);
                    const std::string pos = b.op("index_expr", {value(at), dtypeArg("torch.int64")});
                    for (std::size_t i = 0; i < k; ++i) {
                      const std::string lo =
                          i == 0 ? b.op("constant", {arg(OpArg::Kind::Int, "0"), dtypeArg("torch.int64")})
                                 : b.op("index_expr",
                                        {value(b.getIndex(Expr::constant(starts[i]))), dtypeArg("torch.int64")});
                      const std::string hi = b.op(
                          "index_expr", {value(b.getIndex(Expr::constant(starts[i + 1]))), dtypeArg("torch.int64")});
                      const std::string ge = b.op("ge", {value(pos), value(lo)});
                      const std::string lt = b.op("lt", {value(pos), value(hi)});
                      const std::string mask = i == 0 ? lt : i + 1 == k ? ge : b.op("and_", {value(ge), value(lt)});
                      masks.push_back(mask);
                      Index sub = idx;
                      if (starts[i]) sub[a] = Expr::add({idx[a], Expr::constant(-starts[i])});
                      loads.push_back(b.masked(
                          mask, [&](Body& sb) { return ls[i](sb, sub); }, "0.0"));
                    }
                    std::string r = loads.back();
                    for (std::size_t i = k - 1; i-- > 0;)
                      r = b.op("where", {value(masks[i]), value(loads[i]), value(r)});
                    return r;
                  },
                  origins));
  }

  // ir.ConcatKernel.create: the output's storage (contiguous) belongs to a
  // NopKernelSchedulerNode(ConcatKernel) that waits on its inputs (StarDeps); each input
  // is computed into its slice of that storage (realize_into: a NonOwningLayout with the
  // output's strides, `aliases` the output; the slice's offset is in the graph's
  // aliasViews). An unrealized input's own computation stores there; a realized one is
  // copied by a pointwise node (Inductor computes a ComputedBuffer or an ExternKernelOut
  // of flexible layout into its slice without the copy; here every realized buffer is
  // copied: one more kernel than Inductor's for each).
  void concatKernel(const Node& n, std::vector<Val> xs, std::size_t a) {
    const auto shape = outShape(n);
    const std::string dt = dtypeOf(n.outputs[0]);
    const auto outStrides = contiguousStrides(shape);
    std::vector<std::pair<std::string, std::int64_t>> slices;  // input buffer, offset
    std::int64_t start = 0;
    for (auto& x : xs) {
      std::string buf;
      const std::string opn = nextName(buf);
      std::set<int> origins = x.realized() ? std::set<int>{} : x.origins;
      origins.insert(n.index);
      storePointwise(opn, buf, x, outStrides, origins);
      // the slice's layout: the output's strides, aliasing the output
      auto& node = out_.graph.nodes.back();
      ir::Layout l = layoutOf(x.shape, outStrides, x.dtype);
      l.kind = ir::LayoutKind::NonOwning;
      node.outputs.front().layout = l;
      for (auto& [name, layout] : node.bufferLayouts)
        if (name == buf) layout = l;
      layouts_[buf] = l;
      slices.emplace_back(buf, start * outStrides[a]);
      start += x.shape[a];
    }
    std::string buf;
    const std::string opn = nextName(buf);
    ir::Node c;
    c.name = opn;
    c.kind = ir::NodeKind::NopKernel;
    c.irType = "ConcatKernel";
    c.writes = {ir::StarDep{buf, std::string("None"), true}};
    for (std::size_t i = 0; i < slices.size(); ++i) {
      const auto& [in, offset] = slices[i];
      c.unmet_dependencies.push_back(ir::StarDep{in, std::string("None"), true});
      for (auto& node : out_.graph.nodes)
        if (node.name == producer_.at(in)) node.outputs.front().aliases = {buf};
      ir::TensorRef view;
      view.buffer = buf;
      view.isView = true;
      view.sizes = xs[i].shape;
      view.strides = outStrides;
      view.offset = offset;
      out_.graph.aliasViews[in] = view;
    }
    ir::Buffer ob;
    ob.name = buf;
    ob.irType = "ConcatKernel";
    ob.layout = layoutOf(shape, outStrides, dt);
    c.outputs = {ob};
    layouts_[buf] = ob.layout;
    producer_[buf] = opn;
    out_.origins[opn] = {n.index};
    out_.graph.nodes.push_back(std::move(c));
    setOut(n, bufferVal(buf, shape, outStrides, 0, dt));
  }

  // LayerNormalization over the dims from `axis` on: aten.native_layer_norm's
  // decomposition as Inductor lowers it, var_mean by a Welford reduction (two nodes:
  // mean and m2; the third item, the count, is never read and Inductor removes its
  // buffer, so its number is skipped), then (x - mean) * rsqrt(m2 / N + eps) * scale
  // + bias; under 8 elements (config.unroll_reductions_threshold) the two-step
  // variance: a sum for the mean, a sum of squared differences.
  void layerNorm(const Node& n) {
    const Val& x = in(n, 0);
    const auto rank = static_cast<std::int64_t>(x.shape.size());
    std::int64_t axis = attrInt(n, "axis", -1);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) throw std::runtime_error("LayerNormalization's axis is outside the input's rank");
    const double eps = attrFloat(n, "epsilon", 1e-5);
    std::vector<std::int64_t> axes;
    double count = 1;
    for (std::int64_t i = axis; i < rank; ++i) {
      axes.push_back(i);
      count *= static_cast<double>(x.shape[static_cast<std::size_t>(i)]);
    }
    auto trailing = [&](std::size_t i) -> Loader {
      if (!hasInput(n, i)) return {};
      const Val& p = in(n, i);
      return broadcast(p, x.shape);
    };
    const auto [mean, m2] = normalize(n, x, axes, count, eps, trailing(1), trailing(2));
    if (n.outputs.size() > 1 && !n.outputs[1].empty()) setOut(n, mean, 1);
    if (n.outputs.size() > 2 && !n.outputs[2].empty()) {
      Loader v2 = m2.load;
      const auto ms = m2.shape;
      setOut(n,
             lazy(
                 ms, "torch.float32",
                 [v2, count, eps](Body& b, const Index& idx) {
                   const std::string c =
                       b.op("constant", {arg(OpArg::Kind::Float, floatRepr(count)), dtypeArg("torch.float32")});
                   const std::string var = b.op("truediv", {value(v2(b, idx)), value(c)});
                   const std::string e =
                       b.op("constant", {arg(OpArg::Kind::Float, floatRepr(eps)), dtypeArg("torch.float32")});
                   return b.op("rsqrt", {value(b.op("add", {value(var), value(e)}))});
                 },
                 [&] {
                   auto o = carried(x);
                   o.insert(n.index);
                   return o;
                 }()),
             2);
    }
  }

  // The normalization of LayerNormalization, InstanceNormalization and GroupNorm (aten's
  // normalize in native_layer_norm / native_group_norm): var_mean over `axes` (Welford;
  // the two-step variance under 8 elements, unroll_reductions_threshold), then
  // (x - mean) * rsqrt(var + eps), times `wl`, plus `bl` where given. Output 0 of `n`;
  // returns the kept-dim mean and m2.
  std::pair<Val, Val> normalize(const Node& n, const Val& x, const std::vector<std::int64_t>& axes, double count,
                                double eps, Loader wl, Loader bl) {
    std::set<int> origins = carried(x);
    origins.insert(n.index);
    Val mean, m2;
    if (count >= 8) {
      std::tie(mean, m2) = welford(x, axes, origins);
    } else {
      mean = divideBy(reduce(x, axes, true, "sum", origins), count, origins);
      Loader xl = x.load, ml = broadcast(mean, x.shape);
      Val sq = lazy(
          x.shape, x.dtype,
          [xl, ml](Body& b, const Index& idx) {
            const std::string d = b.op("sub", {value(xl(b, idx)), value(ml(b, idx))});
            return b.op("mul", {value(d), value(d)});
          },
          origins);
      m2 = reduce(sq, axes, true, "sum", origins);
    }
    const std::string dt = x.dtype;
    Loader xl = x.load, ml = broadcast(mean, x.shape), vl = broadcast(m2, x.shape);
    setOut(n, lazy(
                  x.shape, dt,
                  [xl, ml, vl, wl, bl, count, eps, dt](Body& b, const Index& idx) {
                    const std::string d = b.op("sub", {value(xl(b, idx)), value(ml(b, idx))});
                    const std::string c =
                        b.op("constant", {arg(OpArg::Kind::Float, floatRepr(count)), dtypeArg("torch.float32")});
                    const std::string var = b.op("truediv", {value(vl(b, idx)), value(c)});
                    const std::string e =
                        b.op("constant", {arg(OpArg::Kind::Float, floatRepr(eps)), dtypeArg("torch.float32")});
                    const std::string r = b.op("rsqrt", {value(b.op("add", {value(var), value(e)}))});
                    std::string y = b.op("mul", {value(d), value(r)});
                    if (wl) y = b.op("mul", {value(y), value(wl(b, idx))});
                    if (bl) y = b.op("add", {value(y), value(bl(b, idx))});
                    return y;
                  },
                  origins));
    return {mean, m2};
  }

  // InstanceNormalization (and GroupNorm, which exporters write as one over [N, G, -1]):
  // the normalization over the spatial dims, the per-channel scale and bias along dim 1.
  void instanceNorm(const Node& n) {
    const Val& x = in(n, 0);
    if (x.shape.size() < 3) throw std::runtime_error("InstanceNormalization of an input under 3-D");
    std::vector<std::int64_t> axes;
    double count = 1;
    for (std::size_t i = 2; i < x.shape.size(); ++i) {
      axes.push_back(static_cast<std::int64_t>(i));
      count *= static_cast<double>(x.shape[i]);
    }
    auto channel = [&](std::size_t i) -> Loader {
      const Val& p = in(n, i);
      if (p.shape != std::vector<std::int64_t>{x.shape[1]})
        throw std::runtime_error("InstanceNormalization's scale or bias is not [C]");
      Loader l = p.load;
      return [l](Body& b, const Index& idx) { return l(b, {idx[1]}); };
    };
    normalize(n, x, axes, count, attrFloat(n, "epsilon", 1e-5), channel(1), channel(2));
  }

  // A pointwise function of input 0 written as a body (the decompositions below)
  void unaryBody(const Node& n, std::function<std::string(Body&, const std::string&, const std::string&)> f) {
    const Val& x = in(n, 0);
    Loader l = x.load;
    const std::string dt = dtypeOf(n.outputs.at(0));
    setOut(n, lazy(
                  x.shape, dt, [l, f, dt](Body& b, const Index& idx) { return f(b, l(b, idx), dt); }, carried(x)));
  }
  static std::string fconst(Body& b, double v, const std::string& dt) {
    return b.op("constant", {arg(OpArg::Kind::Float, floatRepr(v)), dtypeArg(dt)});
  }
  // ops.constant(v, torch.int64)
  static std::string iconst(Body& b, std::int64_t v) {
    return b.op("constant", {arg(OpArg::Kind::Int, std::to_string(v)), dtypeArg("torch.int64")});
  }
  // ops.to_dtype(v, to, src_dtype = from)
  static std::string castTo(Body& b, const std::string& v, const std::string& to, const std::string& from) {
    OpArg src = dtypeArg(from);
    src.keyword = "src_dtype";
    return b.op("to_dtype", {value(v), dtypeArg(to), src});
  }

  // Gelu: aten.gelu's decomposition (torch._refs.nn.functional.gelu): exact,
  // x * 0.5 * (1 + erf(x * M_SQRT1_2)); "tanh", 0.5 * x * (1 + tanh(kBeta * (x + kKappa * x^3))).
  void gelu(const Node& n) {
    const auto* a = attr(n, "approximate");
    const bool tanhForm = a && a->s == "tanh";
    if (a && a->s != "tanh" && a->s != "none")
      throw std::runtime_error("Gelu's approximate '" + a->s + "' is not one ONNX defines");
    unaryBody(n, [tanhForm](Body& b, const std::string& x, const std::string& dt) {
      if (!tanhForm) {
        const std::string half = b.op("mul", {value(x), value(fconst(b, 0.5, dt))});
        const std::string s = b.op("mul", {value(x), value(fconst(b, 0.7071067811865476, dt))});
        const std::string e = b.op("erf", {value(s)});
        const std::string one = b.op("add", {value(e), value(fconst(b, 1.0, dt))});
        return b.op("mul", {value(half), value(one)});
      }
      const std::string x2 = b.op("mul", {value(x), value(x)});
      const std::string x3 = b.op("mul", {value(x2), value(x)});
      const std::string k = b.op("mul", {value(x3), value(fconst(b, 0.044715, dt))});
      const std::string sum = b.op("add", {value(x), value(k)});
      const std::string inner = b.op("mul", {value(sum), value(fconst(b, 0.7978845608028654, dt))});
      const std::string t = b.op("tanh", {value(inner)});
      const std::string one = b.op("add", {value(t), value(fconst(b, 1.0, dt))});
      const std::string half = b.op("mul", {value(x), value(fconst(b, 0.5, dt))});
      return b.op("mul", {value(half), value(one)});
    });
  }

  // HardSigmoid / HardSwish. With torch's alpha 1/6 and beta 0.5 (how it exports
  // hardsigmoid), aten's decompositions: clamp(clamp(x + 3, min=0), max=6) / 6, times x
  // for hardswish; any other alpha and beta, max(0, min(1, alpha * x + beta)).
  void hardSigmoid(const Node& n, bool swish) {
    const double alpha = swish ? 1.0 / 6 : attrFloat(n, "alpha", 0.2), beta = swish ? 0.5 : attrFloat(n, "beta", 0.5);
    const bool torchForm = std::abs(alpha - 1.0 / 6) < 1e-7 && beta == 0.5;
    unaryBody(n, [alpha, beta, torchForm, swish](Body& b, const std::string& x, const std::string& dt) {
      if (torchForm) {
        const std::string a3 = b.op("add", {value(x), value(fconst(b, 3.0, dt))});
        const std::string lo = b.op("maximum", {value(a3), value(fconst(b, 0.0, dt))});
        const std::string hi = b.op("minimum", {value(lo), value(fconst(b, 6.0, dt))});
        const std::string num = swish ? b.op("mul", {value(x), value(hi)}) : hi;
        return b.op("truediv", {value(num), value(fconst(b, 6.0, dt))});
      }
      const std::string ax = b.op("mul", {value(x), value(fconst(b, alpha, dt))});
      const std::string axb = b.op("add", {value(ax), value(fconst(b, beta, dt))});
      const std::string lo = b.op("maximum", {value(axb), value(fconst(b, 0.0, dt))});
      return b.op("minimum", {value(lo), value(fconst(b, 1.0, dt))});
    });
  }

  // Clip: aten.clamp's decomposition, clamp_min (ops.maximum) then clamp_max
  // (ops.minimum); the bounds are inputs 1 and 2 (opset 11+; any broadcastable tensor)
  // or the min/max attributes (before).
  void clip(const Node& n) {
    const Val& x = in(n, 0);
    const std::string dt = dtypeOf(n.outputs.at(0));
    Loader xl = x.load;
    std::set<int> origins = carried(x);
    auto bound = [&](std::size_t i, const char* name) -> Loader {
      if (hasInput(n, i)) {
        const Val& v = in(n, i);
        for (int o : carried(v)) origins.insert(o);
        return broadcast(v, x.shape);
      }
      if (const auto* a = attr(n, name)) {
        const double c = a->f;
        return [c, dt](Body& b, const Index&) { return fconst(b, c, dt); };
      }
      return {};
    };
    Loader lo = bound(1, "min"), hi = bound(2, "max");
    setOut(n, lazy(
                  x.shape, dt,
                  [xl, lo, hi](Body& b, const Index& idx) {
                    std::string v = xl(b, idx);
                    if (lo) v = b.op("maximum", {value(v), value(lo(b, idx))});
                    if (hi) v = b.op("minimum", {value(v), value(hi(b, idx))});
                    return v;
                  },
                  origins));
  }

  // DepthToSpace (pixel_shuffle) and SpaceToDepth (pixel_unshuffle) as aten's
  // decompositions: a view to 6-D, a permute, a reshape back to 4-D (a re-indexing
  // where the memory does not allow a view). DCR and CRD orders as ONNX defines them.
  void depthToSpace(const Node& n, bool toSpace) {
    const Val& x = in(n, 0);
    if (x.shape.size() != 4) throw std::runtime_error(n.opType + " of an input that is not 4-D");
    const std::int64_t r = attrInt(n, "blocksize", 0);
    if (r < 1) throw std::runtime_error(n.opType + " without a positive blocksize");
    const std::int64_t N = x.shape[0], C = x.shape[1], H = x.shape[2], W = x.shape[3];
    const auto out = outShape(n);
    Val v;
    if (toSpace) {
      if (C % (r * r)) throw std::runtime_error("DepthToSpace's channels do not divide by blocksize^2");
      const std::string mode = attr(n, "mode") ? attr(n, "mode")->s : "DCR";
      if (mode == "CRD") {
        v = permuted(n, reshaped(n, x, {N, C / (r * r), r, r, H, W}), {0, 1, 4, 2, 5, 3});
      } else if (mode == "DCR") {
        v = permuted(n, reshaped(n, x, {N, r, r, C / (r * r), H, W}), {0, 3, 4, 1, 5, 2});
      } else {
        throw std::runtime_error("DepthToSpace's mode '" + mode + "' is not one ONNX defines");
      }
    } else {
      if (H % r || W % r) throw std::runtime_error("SpaceToDepth's height or width does not divide by blocksize");
      v = permuted(n, reshaped(n, x, {N, C, H / r, r, W / r, r}), {0, 3, 5, 1, 2, 4});
    }
    if (product(out) != product(v.shape))
      throw std::runtime_error(n.opType + "'s output does not hold its input's elements");
    setOut(n, reshaped(n, v, out));
  }

  // Resize, mode "nearest" with coordinate_transformation_mode "asymmetric" and
  // nearest_mode "floor" (how torch exports interpolate(mode="nearest")): Inductor's
  // upsample_nearestnd over the trailing dims whose size changes, the input realized
  // first when it reads more than one buffer (realize_hint); each output index
  // i -> (int32)(float(i) * in/out) as an indirect index (scales given: 1/scale).
  void resize(const Node& n) {
    Val& x = in(n, 0);
    const auto out = outShape(n);
    auto sattr = [&](const char* name, const char* dflt) {
      const auto* a = attr(n, name);
      return a ? a->s : std::string(dflt);
    };
    const std::string mode = sattr("mode", "nearest"), ctm = sattr("coordinate_transformation_mode", "half_pixel"),
                      nearest = sattr("nearest_mode", "round_prefer_floor");
    const bool linear =
        mode == "linear" && (ctm == "half_pixel" || ctm == "pytorch_half_pixel" || ctm == "align_corners");
    const bool cubic = mode == "cubic" && (ctm == "half_pixel" || ctm == "align_corners") &&
                       !attrInt(n, "antialias", 0) && !attrInt(n, "exclude_outside", 0);
    if (!linear && !cubic && (mode != "nearest" || ctm != "asymmetric" || nearest != "floor"))
      throw std::runtime_error("Resize of mode '" + mode + "' (" + ctm + ", " + nearest +
                               ") is not lowered yet: only nearest (asymmetric, floor), linear (half_pixel, "
                               "align_corners) and cubic (half_pixel, align_corners; no antialias, exclude_outside 0): "
                               "torch's interpolate nearest, bilinear, linear and bicubic");
    if (linear && attrInt(n, "antialias", 0))
      throw std::runtime_error("Resize linear with antialias is not lowered yet");
    if (out.size() != x.shape.size()) throw std::runtime_error("Resize's output rank differs from its input's");
    if (hasInput(n, 1) && constValues_.count(n.inputs[1]) && !constValues_.at(n.inputs[1]).empty())
      throw std::runtime_error("Resize with a region of interest is not lowered yet");
    std::vector<double> scales;
    if (hasInput(n, 2)) {
      const auto known = knownValues(n.inputs[2]);
      if (!known && product(in(n, 2).shape) != 0) throw std::runtime_error("Resize's scales are not a constant");
      if (known) scales = *known;
    }
    if (!scales.empty() && scales.size() != out.size())
      throw std::runtime_error("Resize's scales do not match the rank");
    std::size_t first = out.size();  // the resized dims: from the first that changes
    for (std::size_t i = 0; i < out.size(); ++i)
      if (out[i] != x.shape[i] || (!scales.empty() && scales[i] != 1.0)) {
        first = i;
        break;
      }
    if (first < 2 && first < out.size()) throw std::runtime_error("Resize of the batch or channel dims is not lowered");
    std::vector<double> inv;
    for (std::size_t i = first; i < out.size(); ++i)
      inv.push_back(!scales.empty() ? 1.0 / scales[i] : static_cast<double>(x.shape[i]) / static_cast<double>(out[i]));
    if (!x.realized() && x.reads > 1) realize(x);
    Loader xl = x.load;
    if (cubic)
      return resizeCubic(n, x, out, first, scales, ctm == "align_corners", attrFloat(n, "cubic_coeff_a", -0.75));
    if (linear) {
      // aten.upsample_linear1d/bilinear2d's decomposition (torch._decomp _upsample_linear):
      // per resized dim the source coordinate (i + 0.5) * in/out - 0.5 clamped at 0
      // (align_corners: i * (in - 1) / (out - 1)), its floor i0 and i0 + 1 clamped to the
      // input, the weight clamped to [0, 1]; the 2^n corners loaded by indirect indices
      // and interpolated dim by dim, a + (b - a) * weight.
      const bool corners = ctm == "align_corners";
      std::vector<std::int64_t> insz(x.shape.begin() + static_cast<std::ptrdiff_t>(first), x.shape.end());
      std::vector<double> scale;
      std::vector<bool> direct;  // the coordinate is i * scale (align_corners; pytorch_half_pixel of one output: 0)
      for (std::size_t i = first; i < out.size(); ++i) {
        const double in_ = static_cast<double>(x.shape[i]), o = static_cast<double>(out[i]);
        const bool one = ctm == "pytorch_half_pixel" && out[i] == 1;
        direct.push_back(corners || one);
        scale.push_back(one       ? 0.0
                        : corners ? (out[i] > 1 ? (in_ - 1) / (o - 1) : 0.0)
                                  : (!scales.empty() ? 1.0 / scales[i] : in_ / o));
      }
      const std::string dt = x.dtype;
      return setOut(
          n, lazy(
                 out, dt,
                 [xl, first, insz, scale, direct, dt](Body& b, const Index& idx) {
                   auto i64 = [&](std::int64_t v) { return iconst(b, v); };
                   auto cast = [&](const std::string& v, const std::string& to, const std::string& from) {
                     return castTo(b, v, to, from);
                   };
                   std::vector<Expr> lo, hi;
                   std::vector<std::string> w;
                   for (std::size_t d = 0; d < insz.size(); ++d) {
                     std::string f = b.op("index_expr", {value(b.getIndex(idx[first + d])), dtypeArg("torch.float32")});
                     if (!direct[d]) f = b.op("add", {value(f), value(fconst(b, 0.5, "torch.float32"))});
                     f = b.op("mul", {value(f), value(fconst(b, scale[d], "torch.float32"))});
                     if (!direct[d]) {
                       f = b.op("sub", {value(f), value(fconst(b, 0.5, "torch.float32"))});
                       f = b.op("maximum", {value(f), value(fconst(b, 0.0, "torch.float32"))});
                     }
                     const std::string i0 = cast(f, "torch.int64", "torch.float32");
                     const std::string i1 =
                         b.op("minimum", {value(b.op("add", {value(i0), value(i64(1))})), value(i64(insz[d] - 1))});
                     std::string l = b.op("sub", {value(f), value(cast(i0, "torch.float32", "torch.int64"))});
                     l = b.op("minimum", {value(b.op("maximum", {value(l), value(fconst(b, 0.0, "torch.float32"))})),
                                          value(fconst(b, 1.0, "torch.float32"))});
                     lo.push_back(b.setIndirect(i0));
                     hi.push_back(b.setIndirect(i1));
                     w.push_back(l);
                   }
                   // corners in binary order (bit d set: hi along dim d), folded from the last dim
                   std::vector<std::string> vals;
                   const std::size_t nd = insz.size();
                   for (std::size_t c = 0; c < (std::size_t{1} << nd); ++c) {
                     Index at(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(first));
                     for (std::size_t d = 0; d < nd; ++d) at.push_back((c >> (nd - 1 - d)) & 1 ? hi[d] : lo[d]);
                     std::string v = xl(b, at);
                     if (dt != "torch.float32") v = cast(v, "torch.float32", dt.c_str());
                     vals.push_back(v);
                   }
                   for (std::size_t d = nd; d-- > 0;) {
                     std::vector<std::string> next;
                     for (std::size_t c = 0; c < vals.size(); c += 2) {
                       const std::string diff = b.op("sub", {value(vals[c + 1]), value(vals[c])});
                       next.push_back(b.op("add", {value(vals[c]), value(b.op("mul", {value(diff), value(w[d])}))}));
                     }
                     vals = std::move(next);
                   }
                   return dt == "torch.float32" ? vals[0] : cast(vals[0], dt.c_str(), "torch.float32");
                 },
                 carried(x)));
    }
    setOut(n, lazy(
                  out, x.dtype,
                  [xl, first, inv](Body& b, const Index& idx) {
                    Index sub(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(first));
                    for (std::size_t i = first; i < idx.size(); ++i) {
                      const std::string gi = b.getIndex(idx[i]);
                      const std::string f = b.op("index_expr", {value(gi), dtypeArg("torch.float32")});
                      const std::string m = b.op("mul", {value(f), value(fconst(b, inv[i - first], "torch.float32"))});
                      sub.push_back(b.setIndirect(castTo(b, m, "torch.int32", "torch.float32")));
                    }
                    return xl(b, sub);
                  },
                  carried(x)));
  }

  // Resize cubic of the last two dims as aten.upsample_bicubic2d's decomposition
  // (torch._decomp upsample_bicubic2d_default, A = cubic_coeff_a, -0.75 in torch): per
  // dim the source coordinate (i + 0.5) * in/out - 0.5, unclamped (align_corners:
  // i * (in - 1) / (out - 1)), its floor y and the fraction t clamped to [0, 1]; the
  // weights ((A + 2) t - (A + 3)) t^2 + 1 for |d| <= 1 and ((A t - 5A) t + 8A) t - 4A
  // for 1 < |d| < 2 at t + 1, t, 1 - t, 2 - t; the 4 x 4 loads at y - 1 .. y + 2
  // clamped to the input (indirect indices), summed along x, then along y.
  void resizeCubic(const Node& n, const Val& x, const std::vector<std::int64_t>& out, std::size_t first,
                   const std::vector<double>& scales, bool corners, double A) {
    // upsample_bicubic2d interpolates the last two dims, also where their sizes do not change
    if (out.size() >= 3 && first == out.size()) first = out.size() - 2;
    if (out.size() - first != 2 || out.size() < 3)
      throw std::runtime_error("Resize cubic of other than the last two dims is not lowered");
    std::vector<std::int64_t> insz(x.shape.end() - 2, x.shape.end());
    std::vector<double> scale;
    for (std::size_t i = first; i < out.size(); ++i) {
      const double in_ = static_cast<double>(x.shape[i]), o = static_cast<double>(out[i]);
      scale.push_back(corners ? (out[i] > 1 ? (in_ - 1) / (o - 1) : 0.0)
                              : (!scales.empty() ? 1.0 / scales[i] : in_ / o));
    }
    Loader xl = x.load;
    const std::string dt = x.dtype;
    setOut(
        n,
        lazy(
            out, dt,
            [xl, first, insz, scale, corners, A, dt](Body& b, const Index& idx) {
              const char* f32 = "torch.float32";
              auto f = [&](double v) { return fconst(b, v, f32); };
              auto i64 = [&](std::int64_t v) { return iconst(b, v); };
              auto cast = [&](const std::string& v, const std::string& to, const std::string& from) {
                return castTo(b, v, to, from);
              };
              auto mul = [&](const std::string& p, const std::string& q) { return b.op("mul", {value(p), value(q)}); };
              auto add = [&](const std::string& p, const std::string& q) { return b.op("add", {value(p), value(q)}); };
              auto sub = [&](const std::string& p, const std::string& q) { return b.op("sub", {value(p), value(q)}); };
              // _upsample_cubic_convolution1 (|d| <= 1) and 2 (1 < |d| < 2)
              auto conv1 = [&](const std::string& t) {
                return add(mul(mul(sub(mul(f(A + 2), t), f(A + 3)), t), t), f(1.0));
              };
              auto conv2 = [&](const std::string& t) {
                return sub(mul(add(mul(sub(mul(f(A), t), f(5 * A)), t), f(8 * A)), t), f(4 * A));
              };
              std::vector<std::vector<Expr>> at(2);
              std::vector<std::vector<std::string>> w(2);
              for (std::size_t d = 0; d < 2; ++d) {
                std::string c = b.op("index_expr", {value(b.getIndex(idx[first + d])), dtypeArg(f32)});
                if (!corners) c = add(c, f(0.5));
                c = mul(c, f(scale[d]));
                if (!corners) c = sub(c, f(0.5));
                const std::string fl = b.op("floor", {value(c)});
                const std::string t =
                    b.op("minimum", {value(b.op("maximum", {value(sub(c, fl)), value(f(0.0))})), value(f(1.0))});
                const std::string i0 = cast(fl, "torch.int64", f32);
                w[d] = {conv2(add(t, f(1.0))), conv1(t), conv1(sub(f(1.0), t)), conv2(sub(f(2.0), t))};
                for (std::int64_t k = -1; k <= 2; ++k) {
                  std::string i = add(i0, i64(k));
                  i = b.op("minimum", {value(b.op("maximum", {value(i), value(i64(0))})), value(i64(insz[d] - 1))});
                  at[d].push_back(b.setIndirect(i));
                }
              }
              std::string result;
              for (std::size_t ky = 0; ky < 4; ++ky) {
                std::string row;
                for (std::size_t kx = 0; kx < 4; ++kx) {
                  Index src(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(first));
                  src.push_back(at[0][ky]);
                  src.push_back(at[1][kx]);
                  std::string v = xl(b, src);
                  if (dt != f32) v = cast(v, f32, dt.c_str());
                  const std::string term = mul(v, w[1][kx]);
                  row = row.empty() ? term : add(row, term);
                }
                const std::string term = mul(row, w[0][ky]);
                result = result.empty() ? term : add(result, term);
              }
              return dt == f32 ? result : cast(result, dt.c_str(), f32);
            },
            carried(x)));
  }

  // Each buffer's users: the nodes that read it, in node order. A buffer and those that
  // alias it (a ConcatKernel's output and its inputs' slices) share one list, the
  // readers of any of them, as Inductor's compute_dependencies shares name_to_users.
  void fillUsers() {
    std::map<std::string, std::string> group;  // buffer -> the buffer it aliases
    for (const auto& node : out_.graph.nodes)
      for (const auto& ob : node.outputs)
        if (!ob.aliases.empty()) group[ob.name] = ob.aliases.front();
    auto root = [&](const std::string& b) {
      auto it = group.find(b);
      return it == group.end() ? b : it->second;
    };
    std::map<std::string, std::vector<ir::NodeUser>> users;
    for (const auto& node : out_.graph.nodes) {
      std::set<std::string> seen;
      for (const auto* list : {&node.unmet_dependencies, &node.met_dependencies})
        for (const auto& d : *list) {
          const std::string b = root(ir::depName(d));
          if (!seen.insert(b).second) continue;
          ir::NodeUser u;
          u.nodeKind = ir::nodeKindName(node.kind);
          u.nodeName = node.name;
          users[b].push_back(u);
        }
    }
    for (auto& node : out_.graph.nodes)
      for (auto& ob : node.outputs) {
        ob.users = users[root(ob.name)];
        if (outputBuffers_.count(ob.name)) {
          ir::NodeUser u;
          u.nodeKind = "OUTPUT";
          ob.users.push_back(u);
        }
      }
  }

  const Model& m_;
  LowerOptions o_;
  std::string device_;
  Lowered out_;
  std::map<std::string, Val> vals_;
  std::map<std::string, std::set<int>> consumers_;
  std::set<std::string> graphOutputs_, outputBuffers_;
  std::map<std::string, std::string> producer_;
  std::set<std::string> reductions_;  ///< buffers of reduction nodes
  /// buffers whose layout Inductor leaves flexible (ComputedBuffers, ExternKernelOuts):
  /// a ConcatKernel could compute them into their slice without a copy
  std::set<std::string> aliasable_;
  std::map<std::string, ir::Layout> layouts_;
  bool layoutOpt_ = false;                                  ///< decideLayoutOpt's verdict for this graph
  std::map<std::string, std::string> shapeless_;            ///< values of no known shape -> why (they have no buffer)
  std::set<std::string> externOutputs_;                     ///< buffers an extern kernel writes (fixed layouts)
  std::map<std::string, std::vector<double>> constValues_;  ///< values known here (constants, folded)
  std::map<std::string, std::vector<std::int64_t>> constShapes_;
  std::map<std::string, Iota> iotas_;
  std::vector<std::pair<AttentionMatch, SdpaBackend>> attention_;  ///< fused attention calls to lower
  std::map<int, std::size_t> attentionOf_;                         ///< node index -> its call in attention_
  int next_ = 0, constants_ = 0;
};

}  // namespace

Lowered lowerOnnx(const Model& model, const LowerOptions& options) {
  if (options.device != "cuda" && options.device != "cpu")
    throw std::invalid_argument("device must be cuda or cpu, not '" + options.device + "'");
  try {
    return Lowerer(model, options).run();
  } catch (const InputError&) {
    throw;
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& e) {
    // the contract (Lowering.h): only InputError leaves; a failure the rules above did
    // not locate is still the model's, said as one error
    throw InputError(model.path, 0, std::string("cannot be lowered: ") + e.what());
  }
}

}  // namespace fs::onnx
