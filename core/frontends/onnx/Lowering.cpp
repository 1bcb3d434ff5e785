#include "core/frontends/onnx/Lowering.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <set>

#include "core/fusion/ReadWriteExtractor.h"
#include "core/util/Error.h"

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

OpArg arg(OpArg::Kind k, std::string text) {
  OpArg a;
  a.kind = k;
  a.text = std::move(text);
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
  auto r = static_cast<double>(f) == v ? std::to_chars(buf, buf + sizeof buf, f) : std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

std::string torchDtype(const std::string& onnxName) { return onnxName.empty() ? "" : "torch." + onnxName; }
bool isFloat(const std::string& dt) { return dt.find("float") != std::string::npos; }

std::vector<std::int64_t> contiguousStrides(const std::vector<std::int64_t>& shape) {
  std::vector<std::int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i)
    s[static_cast<std::size_t>(i)] = s[static_cast<std::size_t>(i) + 1] * std::max<std::int64_t>(1, shape[static_cast<std::size_t>(i) + 1]);
  return s;
}

std::int64_t product(const std::vector<std::int64_t>& v) {
  std::int64_t n = 1;
  for (auto x : v) n *= x;
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
  int ops = 0;
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
    o.op = name;
    o.args = std::move(args);
    block().ops.push_back(std::move(o));
    ++ops;
    return block().ops.back().result;
  }
  // ops.masked(mask, inner, other): `inner` emitted into a new masked_subblockN,
  // called here (Inductor's LoopBody prints `self.masked_subblockN(mask, other)`)
  std::string masked(const std::string& mask, const std::function<std::string(Body&)>& inner, const std::string& other) {
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
  bool realized() const { return !buffer.empty(); }
};

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
      const std::string name = "_tensor_constant" + std::to_string(constants_++);
      const auto shape = shapeOf(init.info.name, "initializer '" + init.info.name + "'");
      vals_[init.info.name] = bufferVal(name, shape, contiguousStrides(shape), 0, torchDtype(init.info.dtype));
      layouts_[name] = layoutOf(shape, contiguousStrides(shape), torchDtype(init.info.dtype));
    }
    for (const auto& n : m_.nodes) {
      try {
        lowerNode(n);
      } catch (const InputError&) {
        throw;
      } catch (const std::exception& e) {
        opaque(n, e.what());
      }
    }
    for (const auto& o : m_.outputs) {
      auto it = vals_.find(o.name);
      if (it == vals_.end()) throw InputError(m_.path, 0, "graph output '" + o.name + "' is computed by no node");
      Val& v = it->second;
      const bool ownBuffer = v.realized() && producer_.count(v.buffer) && v.offset == 0 &&
                             v.strides == contiguousStrides(v.shape) &&
                             product(layouts_.at(v.buffer).size) == product(v.shape);
      // a strided view or an input: copied into a buffer of its own (a contiguous
      // reshape of a buffer is that buffer)
      if (v.realized() && !ownBuffer) {
        Val copy = lazy(v.shape, v.dtype, v.load, {});
        v = copy;
      }
      if (!v.realized()) realize(v);
      outputBuffers_.insert(v.buffer);
      out_.outputNames.emplace_back(v.buffer, o.name);
    }
    fillUsers();
    return std::move(out_);
  }

 private:
  // ---- shapes and values ------------------------------------------------------
  std::vector<std::int64_t> shapeOf(const std::string& name, const std::string& what) const {
    auto it = m_.values.find(name);
    if (it == m_.values.end() || !it->second.hasShape)
      throw InputError(m_.path, 0, what + " has no inferred shape (shape inference could not type it)");
    std::vector<std::int64_t> s;
    for (const auto& d : it->second.shape) {
      if (!d.known())
        throw InputError(m_.path, 0, what + " has a dimension of unknown size ('" + d.symbol +
                                         "'): symbolic ONNX dimensions are not lowered yet");
      s.push_back(d.value);
    }
    return s;
  }
  std::string dtypeOf(const std::string& name) const {
    auto it = m_.values.find(name);
    return it == m_.values.end() ? "" : torchDtype(it->second.dtype);
  }
  Val& in(const Node& n, std::size_t i) {
    if (i >= n.inputs.size() || n.inputs[i].empty()) throw std::runtime_error("input " + std::to_string(i) + " is missing");
    auto it = vals_.find(n.inputs[i]);
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
  // A constant input's integer values (a Constant node's tensor), for axes and shapes.
  std::vector<std::int64_t> constInts(const Node& n, std::size_t i) {
    auto it = constValues_.find(n.inputs.at(i));
    if (it == constValues_.end()) throw std::runtime_error("input " + std::to_string(i) + " is not a constant");
    std::vector<std::int64_t> out;
    for (double d : it->second) out.push_back(static_cast<std::int64_t>(d));
    return out;
  }

  // Stats of an unrealized function: buffers read and ops, evaluated once.
  void measure(Val& v) {
    Body b;
    Index idx;
    for (std::size_t i = 0; i < v.shape.size(); ++i) idx.push_back(Expr::var("x" + std::to_string(i)));
    v.load(b, idx);
    v.reads = static_cast<int>(b.reads.size());
    v.opcount = b.ops;
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
                   std::vector<std::int64_t> iter, std::vector<std::int64_t> red, Body& b, const std::set<int>& origins) {
    ir::Node n;
    n.name = opn;
    n.kind = ir::NodeKind::Scheduler;
    n.irType = "ComputedBuffer";
    ir::LoopBody body;
    body.var_ranges = std::move(ranges);
    body.indexExprs = b.index;
    body.blocks = b.blocks;
    const auto rw = fusion::extractReadWrites(body, iter, red, o_.device == "cpu");
    n.writes = rw.writes;
    for (const auto& d : rw.reads) (producer_.count(ir::depName(d)) ? n.unmet_dependencies : n.met_dependencies).push_back(d);
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
    out_.origins[opn].assign(origins.begin(), origins.end());
    out_.graph.nodes.push_back(std::move(n));
  }

  // Realizes a value into a new buffer: one pointwise SchedulerNode.
  void realize(Val& v) {
    if (v.realized()) return;
    std::string buf;
    const std::string opn = nextName(buf);
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
    const auto strides = contiguousStrides(v.shape);
    const std::string gi = b.getIndex(linear(idx, strides, 0));
    b.block().returns = b.op("store", {str(buf), value(gi), value(result), none()});
    addComputed(opn, buf, v, ranges, iter, {}, b, v.origins);
    const auto origins = v.origins;
    v = bufferVal(buf, v.shape, strides, 0, v.dtype);
    v.origins = origins;
  }

  // A reduction over `axes` of `x` (realized at once), kept dims in order; `keepdims`
  // gives the reduced dims size 1 in the result (a view).
  Val reduce(const Val& x, std::vector<std::int64_t> axes, bool keepdims, const std::string& type,
             const std::set<int>& origins, int welfordItem = -1) {
    const int rank = static_cast<int>(x.shape.size());
    std::set<int> red;
    for (auto a : axes) red.insert(static_cast<int>(a < 0 ? a + rank : a));
    if (axes.empty())
      for (int i = 0; i < rank; ++i) red.insert(i);
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
    std::string r = b.op("reduction", {dtypeArg(acc), dtypeArg(acc), str(type), value(loaded)});
    if (welfordItem >= 0) {
      LoopOp gi;
      for (int k = 0; k < 3; ++k) {
        gi.result = b.fresh("getitem");
        gi.form = LoopOp::Form::GetItem;
        gi.op = "getitem";
        gi.args = {value(r), arg(OpArg::Kind::Int, std::to_string(k))};
        b.block().ops.push_back(gi);
        if (k == welfordItem) r = gi.result;
      }
    }
    const auto strides = contiguousStrides(outShape);
    const std::string gi = b.getIndex(linear(outIdx, strides, 0));
    b.op("store_reduction", {str(buf), value(gi), value(r)});
    b.block().returns = "None";
    Val out;
    out.shape = outShape;
    out.dtype = acc;
    addComputed(opn, buf, out, ranges, iter, rsz, b, origins);
    Val v = bufferVal(buf, outShape, strides, 0, acc);
    v.origins = origins;
    if (!keepdims) return v;
    // the reduced dims back as size-1 dims: a view
    std::vector<std::int64_t> ks, kst;
    std::size_t j = 0;
    for (int i = 0; i < rank; ++i) {
      if (red.count(i)) {
        ks.push_back(1);
        kst.push_back(0);
      } else {
        ks.push_back(outShape[j]);
        kst.push_back(strides[j]);
        ++j;
      }
    }
    return bufferVal(buf, ks, kst, 0, acc);
  }

  std::string addExtern(const std::string& kernel, const std::vector<Val*>& inputs, const std::vector<std::int64_t>& shape,
                        const std::string& dtype, const std::set<int>& origins, const std::string& opaqueReason = "") {
    std::set<std::string> reads;
    for (Val* v : inputs) {
      if (!v->realized()) realize(*v);
      reads.insert(v->buffer);
    }
    std::string buf;
    const std::string opn = nextName(buf);
    ir::Node n;
    n.name = opn;
    n.kind = ir::NodeKind::ExternKernel;
    n.irType = "ExternKernelOut";
    n.writes = {ir::StarDep{buf, std::string("None"), true}};
    std::set<std::string> seen;
    for (Val* v : inputs) {
      if (!seen.insert(v->buffer).second) continue;
      (producer_.count(v->buffer) ? n.unmet_dependencies : n.met_dependencies)
          .push_back(ir::StarDep{v->buffer, std::string("None"), true});
    }
    ir::Buffer ob;
    ob.name = buf;
    ob.irType = "ExternKernelOut";
    ob.layout = layoutOf(shape, contiguousStrides(shape), dtype);
    n.outputs = {ob};
    n.kernel = kernel;
    n.opaqueReason = opaqueReason;
    layouts_[buf] = ob.layout;
    producer_[buf] = opn;
    out_.origins[opn].assign(origins.begin(), origins.end());
    out_.graph.nodes.push_back(std::move(n));
    return buf;
  }

  // An op we do not lower: an opaque extern node, the rest of the graph goes on.
  void opaque(const Node& n, const std::string& why) {
    std::vector<Val*> inputs;
    for (std::size_t i = 0; i < n.inputs.size(); ++i)
      if (hasInput(n, i) && vals_.count(n.inputs[i])) inputs.push_back(&vals_.at(n.inputs[i]));
    const std::string reason = n.where() + ": not lowered: " + why;
    for (const auto& o : n.outputs) {
      if (o.empty()) continue;
      const auto shape = shapeOf(o, n.where() + " output '" + o + "'");
      const std::string dt = dtypeOf(o);
      const std::string buf = addExtern("onnx." + n.opType, inputs, shape, dt, {n.index}, reason);
      vals_[o] = bufferVal(buf, shape, contiguousStrides(shape), 0, dt);
    }
    ir::Diagnostic d;
    d.file = m_.path;
    d.line = 0;
    d.message = reason + " (an opaque extern node: it never fuses)";
    d.node = out_.graph.nodes.empty() ? "" : out_.graph.nodes.back().name;
    out_.graph.warnings.push_back(d);
  }

  // ---- ops ----------------------------------------------------------------------
  // `x` read at an index of the broadcast result shape `outShape` (numpy rules).
  static Loader broadcast(const Val& x, const std::vector<std::int64_t>& outShape) {
    const std::size_t lead = outShape.size() - x.shape.size();
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
    if (!v.realized()) {
      std::set<int> users;
      if (consumers_.count(name)) users = consumers_.at(name);
      const int nUsers = static_cast<int>(users.size()) + (graphOutputs_.count(name) ? 1 : 0);
      if ((nUsers > 1 && (v.reads > kRealizeReadsThreshold || v.opcount > kRealizeOpcountThreshold)) ||
          v.reads > kRealizeAccReadsThreshold)
        realize(v);
    }
    vals_[name] = std::move(v);
  }

  void pointwise(const Node& n, const std::string& op, std::size_t arity) {
    const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
    std::vector<Loader> ls;
    std::set<int> origins;
    for (std::size_t i = 0; i < arity; ++i) {
      const Val& x = in(n, i);
      ls.push_back(broadcast(x, outShape));
      const auto c = carried(x);
      origins.insert(c.begin(), c.end());
    }
    setOut(n, lazy(outShape, dtypeOf(n.outputs[0]), [ls, op](Body& b, const Index& idx) {
             std::vector<OpArg> args;
             for (const auto& l : ls) args.push_back(value(l(b, idx)));
             return b.op(op, std::move(args));
           }, origins));
  }

  void lowerNode(const Node& n) {
    const std::string& t = n.opType;
    if (!n.domain.empty() && n.domain != "ai.onnx") throw std::runtime_error("ops of domain '" + n.domain + "' are not lowered");
    static const std::map<std::string, std::string> binary = {
        {"Add", "add"},  {"Sub", "sub"},  {"Mul", "mul"},
        {"Equal", "eq"}, {"Less", "lt"}, {"LessOrEqual", "le"}, {"Greater", "gt"}, {"GreaterOrEqual", "ge"},
        {"And", "logical_and"}, {"Or", "logical_or"}};
    static const std::map<std::string, std::string> unary = {
        {"Relu", "relu"}, {"Tanh", "tanh"}, {"Exp", "exp"},   {"Log", "log"},         {"Sqrt", "sqrt"},
        {"Sigmoid", "sigmoid"}, {"Neg", "neg"}, {"Abs", "abs"}, {"Erf", "erf"}, {"Reciprocal", "reciprocal"},
        {"Floor", "floor"}, {"Ceil", "ceil"}, {"Sin", "sin"}, {"Cos", "cos"}, {"Not", "logical_not"},
        {"IsNaN", "isnan"}};
    for (const auto& o : n.outputs)
      if (!o.empty()) {
        const auto dt = dtypeOf(o);
        if (dt == "torch.string" || dt.empty()) throw std::runtime_error("output '" + o + "' has no numeric type");
        for (auto d : shapeOf(o, n.where() + " output '" + o + "'"))
          if (d == 0) throw std::runtime_error("a tensor with no elements (a dimension of size 0) is not lowered");
      }
    if (t == "Max" || t == "Min" || t == "Sum") {  // variadic: a chain of binary ops
      const std::string op = t == "Max" ? "maximum" : t == "Min" ? "minimum" : "add";
      const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
      std::vector<Loader> ls;
      std::set<int> origins;
      for (std::size_t i = 0; i < n.inputs.size(); ++i) {
        const Val& x = in(n, i);
        ls.push_back(broadcast(x, outShape));
        const auto c = carried(x);
        origins.insert(c.begin(), c.end());
      }
      return setOut(n, lazy(outShape, dtypeOf(n.outputs[0]), [ls, op](Body& b, const Index& idx) {
                      std::string acc = ls[0](b, idx);
                      for (std::size_t i = 1; i < ls.size(); ++i) acc = b.op(op, {value(acc), value(ls[i](b, idx))});
                      return acc;
                    }, origins));
    }
    if (auto it = binary.find(t); it != binary.end()) return pointwise(n, it->second, 2);
    if (auto it = unary.find(t); it != unary.end()) return pointwise(n, it->second, 1);
    if (t == "Div") return pointwise(n, isFloat(dtypeOf(n.outputs.at(0))) ? "truediv" : "floordiv", 2);
    if (t == "Where") return pointwise(n, "where", 3);
    if (t == "Identity") return setOut(n, in(n, 0));
    if (t == "Constant") return constant(n);
    if (t == "Pow") return power(n);
    if (t == "Cast") {
      const Val& x = in(n, 0);
      const std::string to = dtypeOf(n.outputs.at(0)), from = x.dtype;
      Loader l = x.load;
      return setOut(n, lazy(x.shape, to, [l, to, from](Body& b, const Index& idx) {
                      const std::string v = l(b, idx);
                      OpArg src = dtypeArg(from);
                      src.keyword = "src_dtype";
                      return b.op("to_dtype", {value(v), dtypeArg(to), src});
                    }, carried(x)));
    }
    if (t == "Transpose") return transpose(n);
    if (t == "Reshape" || t == "Flatten" || t == "Squeeze" || t == "Unsqueeze") return reshape(n);
    if (t == "Expand") {
      const Val& x = in(n, 0);
      const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
      return setOut(n, lazy(outShape, x.dtype, broadcast(x, outShape), carried(x)));
    }
    if (t == "ReduceSum" || t == "ReduceMean" || t == "ReduceMax" || t == "ReduceMin") return reduction(n);
    if (t == "GlobalAveragePool") {
      Val x = in(n, 0);
      std::vector<std::int64_t> axes;
      for (std::size_t i = 2; i < x.shape.size(); ++i) axes.push_back(static_cast<std::int64_t>(i));
      return mean(n, x, axes, true);
    }
    if (t == "Softmax") return softmax(n);
    if (t == "MatMul") return matmul(n);
    if (t == "Gemm") return gemm(n);
    if (t == "Conv") return conv(n);
    if (t == "BatchNormalization") return batchNorm(n);
    if (t == "MaxPool") return maxPool(n);
    throw std::runtime_error("op " + t + " is not lowered yet");
  }

  void constant(const Node& n) {
    const auto* a = attr(n, "value");
    if (!a) throw std::runtime_error("a Constant without a 'value' tensor");
    const std::string dt = torchDtype(elemTypeName(a->tensorType));
    if (product(a->tensorDims) != static_cast<std::int64_t>(a->tensorValues.size()))
      throw std::runtime_error("a constant tensor of more than " + std::to_string(kMaxAttributeTensorValues) +
                               " elements (a graph constant buffer) is not lowered yet");
    constValues_[n.outputs.at(0)] = a->tensorValues;
    // a scalar, or a tensor whose elements are all equal, is ops.constant; other
    // constant tensors (shapes, axes: read by the lowering through constValues_)
    // would be graph constant buffers: only an op that computes with one fails
    for (double e : a->tensorValues)
      if (e != a->tensorValues[0] && !(std::isnan(e) && std::isnan(a->tensorValues[0]))) {
        Val c;
        c.shape = a->tensorDims;
        c.dtype = dt;
        c.load = [](Body&, const Index&) -> std::string {
          throw std::runtime_error("it computes with a constant tensor of different elements (not lowered yet)");
        };
        vals_[n.outputs.at(0)] = c;
        return;
      }
    const double v = a->tensorValues.empty() ? 0.0 : a->tensorValues[0];
    const bool fl = isFloat(dt);
    const std::string text = fl ? floatRepr(v) : std::to_string(static_cast<std::int64_t>(v));
    setOut(n, lazy(a->tensorDims, dt, [text, dt, fl](Body& b, const Index&) {
             return b.op("constant", {arg(fl ? OpArg::Kind::Float : OpArg::Kind::Int, text), dtypeArg(dt)});
           }, {}));
  }

  void power(const Node& n) {
    const Val& x = in(n, 0);
    auto c = constValues_.find(n.inputs.at(1));
    const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
    if (c != constValues_.end() && c->second.size() == 1 && c->second[0] == std::floor(c->second[0]) &&
        c->second[0] >= 1 && c->second[0] <= 8) {
      // Inductor's pow lowering with a small integer exponent: repeated multiplication
      const int e = static_cast<int>(c->second[0]);
      Loader l = broadcast(x, outShape);
      return setOut(n, lazy(outShape, dtypeOf(n.outputs[0]), [l, e](Body& b, const Index& idx) {
                      const std::string v = l(b, idx);
                      std::string r = v;
                      for (int k = 1; k < e; ++k) r = b.op("mul", {value(r), value(v)});
                      return r;
                    }, carried(x)));
    }
    pointwise(n, "pow", 2);
  }

  void transpose(const Node& n) {
    const Val& x = in(n, 0);
    std::vector<std::int64_t> perm;
    if (const auto* a = attr(n, "perm")) perm = a->ints;
    if (perm.empty())
      for (int i = static_cast<int>(x.shape.size()) - 1; i >= 0; --i) perm.push_back(i);
    std::vector<std::int64_t> shape;
    for (auto p : perm) shape.push_back(x.shape.at(static_cast<std::size_t>(p)));
    if (x.realized()) {
      std::vector<std::int64_t> st;
      for (auto p : perm) st.push_back(x.strides.at(static_cast<std::size_t>(p)));
      Val v = bufferVal(x.buffer, shape, st, x.offset, x.dtype);
      v.origins = carried(x);
      return setOut(n, v);
    }
    Loader l = x.load;
    setOut(n, lazy(shape, x.dtype, [l, perm](Body& b, const Index& idx) {
             Index sub(perm.size());
             for (std::size_t i = 0; i < perm.size(); ++i) sub[static_cast<std::size_t>(perm[i])] = idx[i];
             return l(b, sub);
           }, carried(x)));
  }

  // Reshape: a view of a contiguous buffer keeps the buffer; anything else re-indexes
  // through the flat index (Inductor's View.dynamic_reshape_indexer does the same
  // with FloorDiv / ModularIndexing).
  void reshape(const Node& n) {
    const Val& x = in(n, 0);
    const auto shape = shapeOf(n.outputs.at(0), n.where() + " output");
    if (x.realized() && x.strides == contiguousStrides(x.shape)) {
      Val v = bufferVal(x.buffer, shape, contiguousStrides(shape), x.offset, x.dtype);
      v.origins = carried(x);
      return setOut(n, v);
    }
    // only size-1 dims added or removed: a re-indexing without division
    std::vector<std::int64_t> a, bsz;
    for (auto d : x.shape)
      if (d != 1) a.push_back(d);
    for (auto d : shape)
      if (d != 1) bsz.push_back(d);
    Loader l = x.load;
    const auto xs = x.shape;
    if (a == bsz) {
      return setOut(n, lazy(shape, x.dtype, [l, xs, shape](Body& b, const Index& idx) {
                      Index nonOne;
                      for (std::size_t i = 0; i < shape.size(); ++i)
                        if (shape[i] != 1) nonOne.push_back(idx[i]);
                      Index sub;
                      std::size_t j = 0;
                      for (auto d : xs) sub.push_back(d == 1 ? Expr::constant(0) : nonOne[j++]);
                      return l(b, sub);
                    }, carried(x)));
    }
    const auto inStrides = contiguousStrides(xs), outStrides = contiguousStrides(shape);
    setOut(n, lazy(shape, x.dtype, [l, xs, inStrides, outStrides](Body& b, const Index& idx) {
             const Expr flat = linear(idx, outStrides, 0);
             Index sub;
             for (std::size_t i = 0; i < xs.size(); ++i)
               sub.push_back(xs[i] == 1 ? Expr::constant(0)
                                        : Expr::modularIndexing(flat, Expr::constant(inStrides[i]), Expr::constant(xs[i])));
             return l(b, sub);
           }, carried(x)));
  }

  std::vector<std::int64_t> axesOf(const Node& n) {
    if (const auto* a = attr(n, "axes")) return a->ints;
    if (hasInput(n, 1)) return constInts(n, 1);
    return {};
  }

  Val divideBy(const Val& x, double count, const std::set<int>& origins) {
    Loader l = x.load;
    const std::string dt = x.dtype;
    return lazy(x.shape, dt, [l, count, dt](Body& b, const Index& idx) {
      const std::string v = l(b, idx);
      const std::string c = b.op("constant", {arg(OpArg::Kind::Float, floatRepr(count)), dtypeArg(dt)});
      return b.op("truediv", {value(v), value(c)});
    }, origins);
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
    const std::string type = n.opType == "ReduceSum" ? "sum" : n.opType == "ReduceMax" ? "max" : "min";
    std::set<int> origins = carried(x);
    origins.insert(n.index);
    setOut(n, reduce(x, axes, keep, type, origins));
  }

  // aten._softmax's decomposition: amax, exp(x - amax), sum, division
  void softmax(const Node& n) {
    const Val& x = in(n, 0);
    const int rank = static_cast<int>(x.shape.size());
    std::int64_t axis = attrInt(n, "axis", -1);
    if (axis < 0) axis += rank;
    if (axis != rank - 1) throw std::runtime_error("Softmax over an axis other than the last is not lowered yet");
    const std::set<int> origins = {n.index};
    std::set<int> all = carried(x);
    all.insert(n.index);
    Val mx = reduce(x, {axis}, true, "max", all);
    const auto shape = x.shape;
    Loader xl = x.load, ml = broadcast(mx, shape);
    Val e = lazy(shape, x.dtype, [xl, ml](Body& b, const Index& idx) {
      const std::string a = xl(b, idx), m = ml(b, idx);
      const std::string d = b.op("sub", {value(a), value(m)});
      return b.op("exp", {value(d)});
    }, origins);
    Val s = reduce(e, {axis}, true, "sum", origins);
    Loader el = e.load, sl = broadcast(s, shape);
    setOut(n, lazy(shape, x.dtype, [el, sl](Body& b, const Index& idx) {
             const std::string a = el(b, idx), c = sl(b, idx);
             return b.op("truediv", {value(a), value(c)});
           }, origins));
  }

  // MatMul: 2-D mm, or bmm over the flattened batch dims (broadcast batches: not yet)
  void matmul(const Node& n) {
    Val& a = in(n, 0);
    Val& b = in(n, 1);
    realize(a);
    realize(b);
    const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
    std::set<int> origins = {n.index};
    if (a.shape.size() == 2 && b.shape.size() == 2) {
      const std::string buf = addExtern("extern_kernels.mm", {&a, &b}, outShape, dtypeOf(n.outputs[0]), origins);
      Val v = bufferVal(buf, outShape, contiguousStrides(outShape), 0, dtypeOf(n.outputs[0]));
      return setOut(n, v);
    }
    if (a.shape.size() < 3 || a.shape.size() != b.shape.size())
      throw std::runtime_error("MatMul of ranks " + std::to_string(a.shape.size()) + " and " +
                               std::to_string(b.shape.size()) + " is not lowered yet");
    for (std::size_t i = 0; i + 2 < a.shape.size(); ++i)
      if (a.shape[i] != b.shape[i]) throw std::runtime_error("MatMul with broadcast batch dims is not lowered yet");
    std::vector<std::int64_t> bshape(outShape.end() - 3, outShape.end());
    bshape[0] = product(std::vector<std::int64_t>(outShape.begin(), outShape.end() - 2));
    const std::string buf = addExtern("extern_kernels.bmm", {&a, &b}, bshape, dtypeOf(n.outputs[0]), origins);
    setOut(n, bufferVal(buf, outShape, contiguousStrides(outShape), 0, dtypeOf(n.outputs[0])));
  }

  // Gemm: Y = alpha * A' B' + beta * C. With C and only pointwise consumers, Inductor's
  // addmm lowering leaves the bias to them (mm + pointwise epilogue); else addmm.
  void gemm(const Node& n) {
    realize(in(n, 0));  // in place: every consumer reads the buffer
    realize(in(n, 1));
    Val a = in(n, 0), bm = in(n, 1);
    const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
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
    const double alpha = attrFloat(n, "alpha", 1.0), beta = attrFloat(n, "beta", 1.0);
    const std::set<int> origins = {n.index};
    bool pointwiseUsers = consumers_.count(n.outputs[0]) && !graphOutputs_.count(n.outputs[0]);
    if (pointwiseUsers)
      for (int u : consumers_.at(n.outputs[0])) {
        static const std::set<std::string> pw = {"Add", "Sub", "Mul", "Div", "Relu", "Tanh", "Sigmoid", "Erf",
                                                 "Pow", "Exp", "Neg", "Abs", "Sqrt", "Cast", "Where"};
        if (!pw.count(m_.nodes.at(static_cast<std::size_t>(u)).opType)) pointwiseUsers = false;
      }
    if (hasInput(n, 2) && !pointwiseUsers) {
      Val& c = in(n, 2);
      const std::string buf = addExtern("extern_kernels.addmm", {&c, &a, &bm}, outShape, dt, origins);
      return setOut(n, bufferVal(buf, outShape, contiguousStrides(outShape), 0, dt));
    }
    const std::string buf = addExtern("extern_kernels.mm", {&a, &bm}, outShape, dt, origins);
    Val mm = bufferVal(buf, outShape, contiguousStrides(outShape), 0, dt);
    if (!hasInput(n, 2) && alpha == 1.0) return setOut(n, mm);
    Loader ml = mm.load;
    Loader cl = hasInput(n, 2) ? broadcast(in(n, 2), outShape) : Loader{};
    setOut(n, lazy(outShape, dt, [ml, cl, alpha, beta, dt](Body& b, const Index& idx) {
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
           }, origins));
  }

  void conv(const Node& n) {
    std::vector<Val*> inputs = {&in(n, 0), &in(n, 1)};
    if (hasInput(n, 2)) inputs.push_back(&in(n, 2));
    const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
    const std::string dt = dtypeOf(n.outputs[0]);
    const std::string buf = addExtern("extern_kernels.convolution", inputs, outShape, dt, {n.index});
    setOut(n, bufferVal(buf, outShape, contiguousStrides(outShape), 0, dt));
  }

  // MaxPool (2-D, no ceil mode, one output): Inductor's low-memory max pool for
  // windows of at most 25 elements, unrolled: for each window element a bounds mask
  // on the input row and column (ops.index_expr compared with 0 and the size), the
  // element loaded in a masked subblock with -inf outside, and a chain of
  // ops.maximum. The input is realized first (realize_hint: each element is read
  // by several windows).
  void maxPool(const Node& n) {
    Val& x = in(n, 0);
    if (x.shape.size() != 4) throw std::runtime_error("MaxPool of rank " + std::to_string(x.shape.size()) + " is not lowered yet");
    if (n.outputs.size() > 1 && !n.outputs[1].empty()) throw std::runtime_error("MaxPool's Indices output is not lowered yet");
    if (attrInt(n, "ceil_mode", 0)) throw std::runtime_error("MaxPool with ceil_mode is not lowered yet");
    if (const auto* a = attr(n, "auto_pad"); a && a->s != "NOTSET") throw std::runtime_error("MaxPool with auto_pad is not lowered yet");
    const auto* ks = attr(n, "kernel_shape");
    if (!ks || ks->ints.size() != 2) throw std::runtime_error("MaxPool without a 2-D kernel_shape");
    std::vector<std::int64_t> stride = {1, 1}, pad = {0, 0, 0, 0}, dil = {1, 1};
    if (const auto* a = attr(n, "strides")) stride = a->ints;
    if (const auto* a = attr(n, "pads")) pad = a->ints;
    if (const auto* a = attr(n, "dilations")) dil = a->ints;
    const std::int64_t kh = ks->ints[0], kw = ks->ints[1];
    if (kh * kw > 25) throw std::runtime_error("a max-pool window over 25 elements (Inductor's reduction form) is not lowered yet");
    realize(x);
    const auto outShape = shapeOf(n.outputs.at(0), n.where() + " output");
    const std::int64_t H = x.shape[2], W = x.shape[3];
    Loader xl = x.load;
    const std::string dt = x.dtype;
    setOut(n, lazy(outShape, dt, [xl, kh, kw, stride, pad, dil, H, W](Body& b, const Index& idx) {
             auto inRange = [&](const Expr& e, std::int64_t size) {
               const std::string i0 = b.getIndex(e);
               const std::string v0 = b.op("index_expr", {value(i0), dtypeArg("torch.int64")});
               const std::string zero = b.op("constant", {arg(OpArg::Kind::Int, "0"), dtypeArg("torch.int64")});
               const std::string ge = b.op("ge", {value(v0), value(zero)});
               const std::string i1 = b.getIndex(e);
               const std::string v1 = b.op("index_expr", {value(i1), dtypeArg("torch.int64")});
               const std::string hi = b.op("constant", {arg(OpArg::Kind::Int, std::to_string(size)), dtypeArg("torch.int64")});
               const std::string lt = b.op("lt", {value(v1), value(hi)});
               return b.op("and_", {value(ge), value(lt)});
             };
             std::string acc;
             for (std::int64_t i = 0; i < kh; ++i)
               for (std::int64_t j = 0; j < kw; ++j) {
                 const Expr ih = Expr::add({Expr::mul({Expr::constant(stride[0]), idx[2]}), Expr::constant(i * dil[0] - pad[0])});
                 const Expr iw = Expr::add({Expr::mul({Expr::constant(stride[1]), idx[3]}), Expr::constant(j * dil[1] - pad[1])});
                 const std::string mh = inRange(ih, H), mw = inRange(iw, W);
                 const std::string mask = b.op("and_", {value(mh), value(mw)});
                 const Index at = {idx[0], idx[1], ih, iw};
                 const std::string v = b.masked(mask, [&](Body& sb) { return xl(sb, at); }, "-inf");
                 acc = acc.empty() ? v : b.op("maximum", {value(acc), value(v)});
               }
             return acc;
           }, {}));
  }

  // inference BatchNormalization: (x - mean) / sqrt(var + eps) * scale + bias, per channel
  void batchNorm(const Node& n) {
    const Val& x = in(n, 0);
    const double eps = attrFloat(n, "epsilon", 1e-5);
    std::vector<Loader> ch;
    for (std::size_t i = 1; i <= 4; ++i) {
      const Val& p = in(n, i);
      Loader l = p.load;
      ch.push_back([l](Body& b, const Index& idx) { return l(b, {idx[1]}); });
    }
    Loader xl = x.load;
    const std::string dt = x.dtype;
    setOut(n, lazy(x.shape, dt, [xl, ch, eps, dt](Body& b, const Index& idx) {
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
           }, carried(x)));
  }

  void fillUsers() {
    std::map<std::string, std::vector<ir::NodeUser>> users;
    for (const auto& node : out_.graph.nodes) {
      std::set<std::string> seen;
      for (const auto* list : {&node.unmet_dependencies, &node.met_dependencies})
        for (const auto& d : *list) {
          const std::string& b = ir::depName(d);
          if (!seen.insert(b).second) continue;
          ir::NodeUser u;
          u.nodeKind = ir::nodeKindName(node.kind);
          u.nodeName = node.name;
          users[b].push_back(u);
        }
    }
    for (auto& node : out_.graph.nodes)
      for (auto& ob : node.outputs) {
        ob.users = users[ob.name];
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
  std::map<std::string, ir::Layout> layouts_;
  std::map<std::string, std::vector<double>> constValues_;
  int next_ = 0, constants_ = 0;
};

}  // namespace

Lowered lowerOnnx(const Model& model, const LowerOptions& options) {
  if (options.device != "cuda" && options.device != "cpu")
    throw std::invalid_argument("device must be cuda or cpu, not '" + options.device + "'");
  return Lowerer(model, options).run();
}

}  // namespace fs::onnx
