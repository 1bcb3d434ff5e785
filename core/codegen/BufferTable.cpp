#include "core/codegen/BufferTable.h"

#include <set>

#include <optional>
#include <stdexcept>
#include <variant>

namespace fs::codegen {

std::int64_t storageNumel(const std::vector<std::int64_t>& sizes, const std::vector<std::int64_t>& strides,
                          std::int64_t offset) {
  constexpr std::int64_t kMax = std::int64_t{1} << 62;
  if (offset < 0 || offset >= kMax) return -1;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] < 0 || (i < strides.size() && strides[i] < 0)) return -1;
    if (sizes[i] == 0) return 0;
  }
  std::int64_t extent = offset + 1;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    std::int64_t step = 0;
    if (__builtin_mul_overflow(sizes[i] - 1, i < strides.size() ? strides[i] : 0, &step) ||
        __builtin_add_overflow(extent, step, &extent) || extent > kMax)
      return -1;
  }
  return extent;
}

namespace {

void collectLeaves(const ir::Node& n, std::vector<const ir::Node*>& out) {
  if (n.isFusedKind() && !n.snodes.empty()) {
    for (const auto& c : n.snodes) collectLeaves(c, out);
  } else {
    out.push_back(&n);
  }
}

std::string listText(const std::vector<std::int64_t>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + std::to_string(v[i]);
  return out + "]";
}

// storageNumel of b's layout, or, for a layout that is no storage, layoutKnown false and why
void setStorage(BufferDesc& b) {
  b.storageNumel = storageNumel(b.sizes, b.strides, b.offset);
  b.layoutKnown = b.storageNumel >= 0;  // a negative size or stride, or past 2^62 elements: no storage
  if (!b.layoutKnown) {
    b.storageNumel = 0;
    b.layoutProblem = "its layout (size " + listText(b.sizes) + ", stride " + listText(b.strides) + ", offset " +
                      std::to_string(b.offset) + ") has a negative size, stride or offset, or reaches past 2^62 elements";
  }
}

void applyLayout(BufferDesc& b, const ir::Layout& layout) {
  if (layout.kind == ir::LayoutKind::MultiOutput) {
    b.isTuple = true;
    b.layoutKnown = true;
    return;
  }
  b.dtype = layout.dtype;
  b.sizes = layout.size;
  b.strides = layout.stride;
  b.offset = layout.offset;
  setStorage(b);
}

// A template node (max-autotune's TemplateBuffer / MultiTemplateBuffer: a matmul
// whose choice between Triton templates and the library was made at compile time)
// as the library call it computes. The wrapper's own call when autotuning chose the
// library (`extern_kernels.mm(..., out=buf0)`); otherwise the call is read from the
// node's MemoryDeps: the output [M, N] (batched: [B, M, N]) is written over its
// iteration; A is the read over (M, K), B the read over (K, N), and a read over
// (M, N) is the bias of an addmm (alpha = beta = 1, as Inductor's addmm template
// when it folds the bias in); with K = 1 the index has no K variable, and A is
// read over (M), B over (N) (an outer product). Each read's index gives its strided view. Exactly
// one assignment must fit, else nullopt and `why` (e.g. a square mm whose two
// operands could be either).
std::optional<ir::ExternOp> templateCall(const ir::Node& n, const ir::Graph& g, std::string& why) {
  if (n.outputs.empty()) {
    why = "template node without an output";
    return std::nullopt;
  }
  const std::string& out = n.outputs.front().name;
  if (auto it = g.externOps.find(out); it != g.externOps.end()) return it->second;
  const ir::MemoryDep* w = nullptr;
  for (const auto& d : n.writes)
    if (const auto* m = std::get_if<ir::MemoryDep>(&d); m && m->name == out) w = m;
  if (!w || (w->var_ranges.size() != 2 && w->var_ranges.size() != 3)) {
    why = "template output is not written over [M, N] or [B, M, N]";
    return std::nullopt;
  }
  const bool batched = w->var_ranges.size() == 3;
  const std::int64_t Bt = batched ? w->var_ranges[0].second : 1;
  const std::int64_t M = w->var_ranges[batched ? 1 : 0].second, N = w->var_ranges.back().second;
  std::vector<const ir::MemoryDep*> reads;
  for (const auto* deps : {&n.unmet_dependencies, &n.met_dependencies})
    for (const auto& d : *deps)
      if (const auto* m = std::get_if<ir::MemoryDep>(&d)) reads.push_back(m);
  auto view = [&](const ir::MemoryDep& d, ir::TensorRef& ref) {
    auto aff = d.index.asAffine();
    if (!aff) return false;
    ref.buffer = d.name;
    ref.isView = true;
    for (const auto& [v, extent] : d.var_ranges) {
      std::int64_t c = 0;
      for (const auto& [sym, k] : aff->coeffs)
        if (sym == v) c = k;
      ref.sizes.push_back(extent);
      ref.strides.push_back(c);
    }
    ref.offset = aff->offset;
    return true;
  };
  auto dims = [&](const ir::MemoryDep& d, std::vector<std::int64_t>& ext) {
    ext.clear();
    for (const auto& [v, e] : d.var_ranges) ext.push_back(e);
    if (batched && (ext.size() != 3 || ext[0] != Bt)) return false;
    if (batched) ext.erase(ext.begin());
    return ext.size() == 2;
  };
  // K = 1 (an outer product: rotary embeddings' inv_freq[:, None] @ positions[None, :]):
  // sympy drops the extent-1 variable, so A is read over (M) alone and B over (N)
  auto outer = [&](const ir::MemoryDep& d, std::int64_t& extent) {
    const std::size_t rank = batched ? 2 : 1;
    if (d.var_ranges.size() != rank || (batched && d.var_ranges[0].second != Bt)) return false;
    extent = d.var_ranges.back().second;
    return true;
  };
  std::vector<std::pair<std::size_t, std::size_t>> fits;
  std::size_t bias = SIZE_MAX;
  bool unitK = false;
  for (std::size_t i = 0; i < reads.size(); ++i)
    for (std::size_t j = 0; j < reads.size(); ++j) {
      std::vector<std::int64_t> a, b;
      std::int64_t ma = 0, nb = 0;
      const bool outerProduct = i != j && outer(*reads[i], ma) && outer(*reads[j], nb);
      if (outerProduct) {
        a = {ma, 1};
        b = {1, nb};
      } else if (i == j || !dims(*reads[i], a) || !dims(*reads[j], b)) {
        continue;
      }
      if (a[0] != M || b[1] != N || a[1] != b[0]) continue;
      unitK = outerProduct;
      // every other read is the bias over (M, N)
      std::size_t others = 0, bi = SIZE_MAX;
      bool ok = true;
      for (std::size_t k = 0; k < reads.size(); ++k) {
        if (k == i || k == j) continue;
        std::vector<std::int64_t> c;
        if (!dims(*reads[k], c) || c[0] != M || c[1] != N) ok = false;
        ++others;
        bi = k;
      }
      if (ok && others <= 1) {
        fits.emplace_back(i, j);
        bias = bi;
      }
    }
  if (fits.size() != 1) {
    // what it saw: the output's extents and each read's
    std::string seen;
    for (const auto* r : reads) {
      std::string ext;
      for (const auto& [v, e] : r->var_ranges) ext += (ext.empty() ? "" : ", ") + std::to_string(e);
      seen += (seen.empty() ? "" : ", ") + r->name + " over [" + ext + "]";
    }
    const std::string out = (batched ? "[" + std::to_string(Bt) + ", " : "[") + std::to_string(M) + ", " + std::to_string(N) + "]";
    why = fits.empty() ? "template reads match no matmul A[M, K] x B[K, N] of its output " + out + " (reads: " +
                             (seen.empty() ? "none" : seen) + "; a convolution template is read from its launch in output_code.py)"
                       : "template reads fit a matmul in " + std::to_string(fits.size()) + " ways (which is A is not known)";
    return std::nullopt;
  }
  ir::ExternOp c;
  c.result = out;
  ir::TensorRef a, b, bt;
  if (!view(*reads[fits[0].first], a) || !view(*reads[fits[0].second], b) ||
      (bias != SIZE_MAX && !view(*reads[bias], bt))) {
    why = "template reads are not affine";
    return std::nullopt;
  }
  if (unitK) {  // the dropped K of extent 1, with the strides of a packed operand
    const auto dim = static_cast<std::ptrdiff_t>(batched ? 1 : 0);
    a.sizes.push_back(1);
    a.strides.push_back(1);
    b.sizes.insert(b.sizes.begin() + dim, 1);
    b.strides.insert(b.strides.begin() + dim, N * b.strides.back());
  }
  if (bias != SIZE_MAX) {
    c.kind = batched ? ir::ExternKind::Baddbmm : ir::ExternKind::Addmm;
    c.inputs = {bt, a, b};
  } else {
    c.kind = batched ? ir::ExternKind::Bmm : ir::ExternKind::Mm;
    c.inputs = {a, b};
  }
  return c;
}

}  // namespace

BufferTable::BufferTable(const ir::Graph& g) : graph_(&g) {
  for (const auto& n : g.nodes) collectLeaves(n, nodes_);
  ops_ = g.externOps;
  calls_ = g.externCalls;
  // Versions of buffers updated in place: T -> the newest mutation buffer of T.
  std::map<std::string, std::string> newest;
  std::map<std::string, std::string> mutatedVersion;  // mutation buffer -> the version it updates
  for (auto& n : nodes_) {
    const bool isTemplate = n->kind == ir::NodeKind::Template || n->irType.find("TemplateBuffer") != std::string::npos;
    if (isTemplate && !n->body && n->kind != ir::NodeKind::ExternKernel) {
      // runs as the library matmul it stands for (templateCall); its epilogue nodes
      // run as a kernel of their own after it
      std::string why;
      if (auto call = templateCall(*n, g, why)) {
        ir::Node& copy = renamed_.emplace_back(*n);
        copy.kind = ir::NodeKind::ExternKernel;
        copy.kernel = call->kernelName();
        ops_[call->result] = std::move(*call);
        n = &copy;
      } else {
        templateReasons_[n->name] = why;
      }
    }
    if (n->body && !newest.empty()) {
      bool renames = false;
      for (const auto& blk : n->body->blocks)
        for (const auto& op : blk.ops)
          if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Load && !op.args.empty() && newest.count(op.args[0].text))
            renames = true;
      if (renames) {
        ir::Node& copy = renamed_.emplace_back(*n);
        for (auto& blk : copy.body->blocks)
          for (auto& op : blk.ops)
            if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Load && !op.args.empty())
              if (auto it = newest.find(op.args[0].text); it != newest.end()) op.args[0].text = it->second;
        n = &copy;
      }
    }
    // a library call's tensor arguments name the newest version too (FNet's
    // aten._fft_c2c(buf6) after buf6.copy_(...) reads the copy's buffer)
    if (n->kind == ir::NodeKind::ExternKernel && !newest.empty()) {
      auto rename = [&](ir::TensorRef& r) {
        if (auto it = newest.find(r.buffer); it != newest.end()) r.buffer = it->second;
      };
      for (const auto& out : n->outputs) {
        if (auto op = ops_.find(out.name); op != ops_.end()) {
          for (auto& r : op->second.inputs) rename(r);
          if (op->second.bias) rename(*op->second.bias);
        }
        if (auto c = calls_.find(out.name); c != calls_.end())
          for (auto& [name, arg] : c->second.args)
            for (auto& r : arg.tensors) rename(r);
      }
    }
    // a new version of a buffer: a MutationLayout, or a library call's update in place
    // (a fallback kernel's NoneLayout output that mutates its input: ScatterFallback's
    // aten.scatter_reduce_)
    for (const auto& out : n->outputs)
      if ((out.layout.kind == ir::LayoutKind::Mutation ||
           (out.layout.kind == ir::LayoutKind::None && n->kind == ir::NodeKind::ExternKernel)) &&
          !out.mutations.empty()) {
        const std::string& t = out.mutations.front();
        auto it = newest.find(t);
        mutatedVersion[out.name] = it == newest.end() ? t : it->second;
        newest[t] = out.name;
      }
  }
  for (const auto* n : nodes_) nodeIndex_[n->name] = n;
  auto get = [&](const std::string& name) -> BufferDesc& {
    auto it = index_.find(name);
    if (it != index_.end()) return buffers_[it->second];
    index_[name] = buffers_.size();
    buffers_.push_back(BufferDesc{});
    buffers_.back().name = name;
    return buffers_.back();
  };
  // Producers first (outputs blocks are authoritative).
  for (const auto* n : nodes_) {
    for (const auto& out : n->outputs) {
      auto& b = get(out.name);
      b.producer = n->name;
      applyLayout(b, out.layout);
      if (auto mv = mutatedVersion.find(out.name); mv != mutatedVersion.end()) b.mutated = mv->second;
      for (const auto& u : out.users)
        if (u.isGraphOutput()) b.isGraphOutput = true;
    }
    for (const auto& w : n->writes) {
      auto& b = get(ir::depName(w));
      if (b.producer.empty()) b.producer = n->name;
    }
  }
  // Readers; layouts of inputs from `<buf>_layout` lines.
  for (const auto* n : nodes_) {
    auto addUser = [&](const ir::Dep& d) {
      if (std::holds_alternative<ir::WeakDep>(d)) return;
      auto& b = get(ir::depName(d));
      if (b.users.empty() || b.users.back() != n->name) b.users.push_back(n->name);
    };
    for (const auto& d : n->unmet_dependencies) addUser(d);
    for (const auto& d : n->met_dependencies) addUser(d);
    for (const auto& [name, layout] : n->bufferLayouts) {
      auto& b = get(name);
      if (!b.layoutKnown) applyLayout(b, layout);
    }
  }
  for (auto& b : buffers_) {
    if (b.producer.empty()) b.isGraphInput = true;
    if (!b.layoutKnown) {
      auto it = g.inputLayouts.find(b.name);
      if (it != g.inputLayouts.end()) {
        // the example inputs give the dtype; assert_size_stride alone does not, and
        // float32 is what the library calls that read such inputs take
        b.sizes = it->second.first;
        b.strides = it->second.second;
        const auto dt = g.inputDTypes.find(b.name);
        b.dtype = dt != g.inputDTypes.end() ? dt->second : DType::F32;
        b.offset = 0;
        setStorage(b);
      }
    }
  }
  // A mutation's buffer is the mutated buffer's storage (Inductor prints the
  // MutationLayout's own size with the target's stride): take the target's layout.
  for (auto& b : buffers_) {
    if (b.mutated.empty()) continue;
    const auto it = index_.find(b.mutated);
    if (it == index_.end() || !buffers_[it->second].layoutKnown || buffers_[it->second].isTuple) continue;
    const auto& t = buffers_[it->second];
    b.dtype = t.dtype;
    b.sizes = t.sizes;
    b.strides = t.strides;
    b.offset = t.offset;
    b.storageNumel = t.storageNumel;
    b.layoutKnown = true;
  }
}

const ir::ExternCall* BufferTable::externCall(const ir::Node& node) const {
  for (const auto& o : node.outputs)
    if (auto it = calls_.find(o.name); it != calls_.end()) return &it->second;
  return nullptr;
}

std::string BufferTable::callProblem(const ir::Node& node) const {
  const ir::ExternCall* c = externCall(node);
  if (!c) return "";
  std::set<std::string> known;
  for (const auto* deps : {&node.writes, &node.unmet_dependencies, &node.met_dependencies})
    for (const auto& d : *deps) known.insert(ir::depName(d));
  for (const auto& o : node.outputs) known.insert(o.name);
  for (const auto& b : c->buffers())
    if (b != c->result && !known.count(b))
      return c->op + c->where() + " reads '" + b +
             "', which is none of " + node.name + "'s dependencies: the call and the IR disagree about what it reads";
  return "";
}

std::map<int, std::string> BufferTable::tupleItems(const std::string& tuple) const {
  std::map<int, std::string> out;
  if (!graph_) return out;
  for (const auto& [item, source] : graph_->tupleItems)
    if (source.first == tuple) out[source.second] = item;
  return out;
}

const std::map<std::string, ir::TensorRef>& BufferTable::aliasViews() const {
  static const std::map<std::string, ir::TensorRef> none;
  return graph_ ? graph_->aliasViews : none;
}

const BufferDesc* BufferTable::find(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : &buffers_[it->second];
}

const BufferDesc& BufferTable::at(const std::string& name) const {
  auto* b = find(name);
  if (!b) throw std::out_of_range("unknown buffer '" + name + "'");
  return *b;
}

const ir::ExternOp* BufferTable::externOp(const ir::Node& node) const {
  for (const auto& o : node.outputs)
    if (auto it = ops_.find(o.name); it != ops_.end()) return &it->second;
  return nullptr;
}

std::string BufferTable::templateReason(const std::string& node) const {
  auto it = templateReasons_.find(node);
  return it == templateReasons_.end() ? "" : it->second;
}

const ir::Node* BufferTable::node(const std::string& name) const {
  auto it = nodeIndex_.find(name);
  return it == nodeIndex_.end() ? nullptr : it->second;
}

std::map<std::string, std::int64_t> indirectSizes(const BufferTable& table, const ir::Node& node) {
  std::map<std::string, std::int64_t> out;
  if (!node.body) return out;
  for (const auto& blk : node.body->blocks) {
    for (const auto& access : node.body->memoryAccesses(blk)) {
      const BufferDesc* target = table.find(access.buffer);
      auto aff = access.index ? access.index->asAffine() : std::nullopt;
      if (!aff || !target) continue;
      for (const auto& [sym, coeff] : aff->coeffs) {
        if (sym.rfind("indirect", 0) != 0 || coeff == 0 || out.count(sym)) continue;
        for (std::size_t d = 0; d < target->strides.size(); ++d)
          if (target->strides[d] == coeff && target->sizes[d] > 1) {
            out[sym] = target->sizes[d];
            break;
          }
      }
    }
  }
  return out;
}

}  // namespace fs::codegen
