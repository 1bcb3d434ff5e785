// Attention: the exporter's scaled dot-product attention found in an ONNX graph, and
// aten's choice of fused kernel for it (Attention.h).
#include "core/frontends/onnx/Attention.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace fs::onnx {

namespace {

class Finder {
 public:
  explicit Finder(const Model& m) : m_(m) {
    for (const auto& n : m.nodes) {
      for (const auto& o : n.outputs)
        if (!o.empty()) producer_[o] = n.index;
      for (const auto& i : n.inputs)
        if (!i.empty()) readers_[i].push_back(n.index);
    }
    for (const auto& o : m.outputs) outputs_.insert(o.name);
    for (const auto& init : m.initializers) initializers_[init.info.name] = &init;
  }

  std::vector<AttentionMatch> run() {
    std::vector<AttentionMatch> out;
    std::set<int> used;
    for (const auto& n : m_.nodes) {
      if (!is(&n, "Softmax")) continue;
      auto match = at(n);
      if (!match) continue;
      bool overlaps = false;
      for (int i : match->nodes) overlaps = overlaps || used.count(i);
      if (overlaps) continue;
      used.insert(match->nodes.begin(), match->nodes.end());
      out.push_back(std::move(*match));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.last < b.last; });
    return out;
  }

 private:
  const Node* producer(const std::string& v) const {
    auto it = producer_.find(v);
    return it == producer_.end() ? nullptr : &m_.nodes[static_cast<std::size_t>(it->second)];
  }
  // the only reader of `v` (and `v` no graph output), else nullptr
  const Node* soleReader(const std::string& v) const {
    auto it = readers_.find(v);
    if (outputs_.count(v) || it == readers_.end() || it->second.size() != 1) return nullptr;
    return &m_.nodes[static_cast<std::size_t>(it->second.front())];
  }
  bool readOnlyBy(const std::string& v, const Node& reader) const {
    const Node* r = soleReader(v);
    return r && r->index == reader.index;
  }
  static bool is(const Node* n, const char* op) {
    return n && n->opType == op && (n->domain.empty() || n->domain == "ai.onnx");
  }
  // A scalar constant (an initializer or Constant node of one element), else nullopt.
  std::optional<double> scalar(const std::string& v) const {
    if (auto it = initializers_.find(v); it != initializers_.end()) {
      if (it->second->values.size() == 1) return it->second->values.front();
      return std::nullopt;
    }
    const Node* p = producer(v);
    if (!is(p, "Constant")) return std::nullopt;
    if (auto a = p->attributes.find("value"); a != p->attributes.end() && a->second.tensorValues.size() == 1)
      return a->second.tensorValues.front();
    if (auto a = p->attributes.find("value_float"); a != p->attributes.end()) return a->second.f;
    return std::nullopt;
  }
  std::optional<std::vector<std::int64_t>> shape(const std::string& v) const {
    auto it = m_.values.find(v);
    if (it == m_.values.end() || !it->second.hasShape) return std::nullopt;
    std::vector<std::int64_t> s;
    for (const auto& d : it->second.shape) {
      if (!d.known()) return std::nullopt;
      s.push_back(d.value);
    }
    return s;
  }
  std::string dtype(const std::string& v) const {
    auto it = m_.values.find(v);
    return it == m_.values.end() ? "" : it->second.dtype;
  }
  // x = Mul(y, c) or Mul(c, y) with a scalar constant c, read only by `reader`:
  // (y, c), its node added to `nodes`
  std::optional<std::pair<std::string, double>> scaled(const std::string& x, const Node& reader, std::set<int>& nodes) const {
    const Node* mul = producer(x);
    if (!is(mul, "Mul") || mul->inputs.size() != 2 || !readOnlyBy(x, reader)) return std::nullopt;
    for (int k = 0; k < 2; ++k)
      if (auto c = scalar(mul->inputs[static_cast<std::size_t>(k)])) {
        nodes.insert(mul->index);
        return std::pair(mul->inputs[static_cast<std::size_t>(1 - k)], *c);
      }
    return std::nullopt;
  }
  // kT = k with its last two dims swapped, kT read only by `reader`: sets the match's
  // key, keyShape and keyReshape, and adds the nodes
  bool untransposed(const std::string& kT, const Node& reader, AttentionMatch& a) const {
    const Node* t = producer(kT);
    if (!t || !readOnlyBy(kT, reader)) return false;
    auto swapsLastTwo = [](const Node& tr, std::size_t rank) {
      auto at = tr.attributes.find("perm");
      if (at == tr.attributes.end() || at->second.ints.size() != rank || rank < 2) return false;
      for (std::size_t i = 0; i < rank; ++i) {
        const std::size_t want = i == rank - 2 ? rank - 1 : i == rank - 1 ? rank - 2 : i;
        if (at->second.ints[i] != static_cast<std::int64_t>(want)) return false;
      }
      return true;
    };
    if (is(t, "Transpose") && swapsLastTwo(*t, 4)) {
      const auto ks = shape(t->inputs.at(0));
      if (!ks) return false;
      a.nodes.insert(t->index);
      a.key = t->inputs.at(0);
      a.keyShape = *ks;
      return true;
    }
    // Reshape(Transpose(Reshape(k, [B*H, S, E]), [0, 2, 1]), [B, H, E, S])
    if (!is(t, "Reshape")) return false;
    const Node* tr = producer(t->inputs.at(0));
    if (!is(tr, "Transpose") || !swapsLastTwo(*tr, 3) || !readOnlyBy(t->inputs.at(0), *t)) return false;
    const Node* r = producer(tr->inputs.at(0));
    if (!is(r, "Reshape") || !readOnlyBy(tr->inputs.at(0), *tr)) return false;
    const auto in = shape(r->inputs.at(0)), flat = shape(tr->inputs.at(0)), out = shape(kT);
    if (!in || !flat || !out || out->size() != 4) return false;
    const auto& o = *out;  // [B, H, E, S]
    // element counts, refused where they overflow (shapes of malformed files)
    auto count = [](const std::vector<std::int64_t>& dims) -> std::optional<std::int64_t> {
      std::int64_t n = 1;
      for (auto d : dims)
        if (d < 0 || __builtin_mul_overflow(n, d, &n)) return std::nullopt;
      return n;
    };
    const auto numel = count(*in), want = count(o);
    const auto bh = count({o[0], o[1]});
    if (!numel || !want || !bh || *numel != *want || *flat != std::vector<std::int64_t>{*bh, o[3], o[2]}) return false;
    a.nodes.insert({t->index, tr->index, r->index});
    a.key = r->inputs.at(0);
    a.keyShape = {o[0], o[1], o[3], o[2]};
    if (*in != a.keyShape) a.keyReshape = r->index;
    return true;
  }

  std::optional<AttentionMatch> at(const Node& softmax) const {
    AttentionMatch a;
    const auto rank = shape(softmax.inputs.at(0));
    if (!rank || rank->size() != 4) return std::nullopt;
    auto axis = softmax.attributes.find("axis");
    if (axis == softmax.attributes.end() || (axis->second.i != -1 && axis->second.i != 3)) return std::nullopt;
    a.nodes.insert(softmax.index);
    // before: [Add(s, mask) ->] Softmax
    std::string s = softmax.inputs.at(0);
    const Node* p = producer(s);
    if (is(p, "Add") && p->inputs.size() == 2 && readOnlyBy(s, softmax)) {
      const Node& add = *p;
      for (int k = 0; k < 2 && a.mask.empty(); ++k)
        if (is(producer(add.inputs[static_cast<std::size_t>(k)]), "MatMul")) {
          a.mask = add.inputs[static_cast<std::size_t>(1 - k)];
          s = add.inputs[static_cast<std::size_t>(k)];
        }
      if (a.mask.empty() || !readOnlyBy(s, add)) return std::nullopt;
      a.nodes.insert(add.index);
      a.maskAdd = add.index;
      p = producer(s);
    } else if (!readOnlyBy(s, softmax)) {
      return std::nullopt;
    }
    if (!is(p, "MatMul") || p->inputs.size() != 2) return std::nullopt;
    const Node& qk = *p;
    a.nodes.insert(qk.index);
    // both operands scaled, or neither (a scale of 1: the exporter's optimizer drops the
    // multiplications by sqrt(1)); one scaled operand is a model's own attention
    auto q = scaled(qk.inputs[0], qk, a.nodes), kT = scaled(qk.inputs[1], qk, a.nodes);
    bool unscaled = false;
    if (!q && !kT) {
      q = std::pair(qk.inputs[0], 1.0);
      kT = std::pair(qk.inputs[1], 1.0);
      unscaled = true;
    }
    if (!q || !kT) return std::nullopt;
    if (!untransposed(kT->first, kT->first == qk.inputs[1] ? qk : *producer(qk.inputs[1]), a)) return std::nullopt;
    a.query = q->first;
    a.scale = q->second * kT->second;
    // after: Softmax [-> Where(IsNaN(p), 0, p)] -> MatMul(., value)
    std::string probs = softmax.outputs.at(0);
    const Node* next = nullptr;
    auto rd = readers_.find(probs);
    if (outputs_.count(probs) || rd == readers_.end()) return std::nullopt;
    if (rd->second.size() == 1) {
      next = &m_.nodes[static_cast<std::size_t>(rd->second.front())];
    } else if (rd->second.size() == 2) {
      const Node* isnan = nullptr;
      const Node* where = nullptr;
      for (int i : rd->second) {
        const Node& r = m_.nodes[static_cast<std::size_t>(i)];
        if (is(&r, "IsNaN")) isnan = &r;
        if (is(&r, "Where")) where = &r;
      }
      if (!isnan || !where || where->inputs.size() != 3 || where->inputs[0] != isnan->outputs.at(0) ||
          where->inputs[2] != probs || !readOnlyBy(isnan->outputs.at(0), *where) || scalar(where->inputs[1]) != 0.0)
        return std::nullopt;
      a.nodes.insert({isnan->index, where->index});
      probs = where->outputs.at(0);
      next = soleReader(probs);
    }
    if (!is(next, "MatMul") || next->inputs.size() != 2 || next->inputs[0] != probs) return std::nullopt;
    // unscaled, only _safe_softmax's Where(IsNaN) tells the exporter's form from a model's
    // own matmul-softmax-matmul (T5's attention has neither scale nor Where)
    if (unscaled && probs == softmax.outputs.at(0)) return std::nullopt;
    if (probs == softmax.outputs.at(0) && !readOnlyBy(probs, *next)) return std::nullopt;
    a.value = next->inputs[1];
    a.last = next->index;
    a.nodes.insert(next->index);
    // shapes and types: [B, H, L, E], [B, H, S, E], [B, H, S, Ev] of one float type
    const auto qs = shape(a.query), vs = shape(a.value), os = shape(next->outputs.at(0));
    if (!qs || !vs || !os || qs->size() != 4 || a.keyShape.size() != 4 || vs->size() != 4) return std::nullopt;
    const auto &Q = *qs, &K = a.keyShape, &V = *vs;
    if (Q[0] != K[0] || Q[0] != V[0] || Q[1] != K[1] || Q[1] != V[1] || Q[3] != K[3] || K[2] != V[2] ||
        *os != std::vector<std::int64_t>{Q[0], Q[1], Q[2], V[3]})
      return std::nullopt;
    if (!a.mask.empty()) {
      // a shape inference left unknown (the old exporter's masks) is checked by the
      // lowering on the value it computed
      const auto ms = shape(a.mask);
      if (ms && ms->size() > 4) return std::nullopt;
      const std::vector<std::int64_t> full = {Q[0], Q[1], Q[2], K[2]};
      for (std::size_t i = 0; ms && i < ms->size(); ++i) {
        const std::int64_t d = (*ms)[i], want = full[4 - ms->size() + i];
        if (d != 1 && d != want) return std::nullopt;
      }
    }
    a.dtype = dtype(a.query);
    if (a.dtype.find("float") == std::string::npos && a.dtype != "bfloat16") return std::nullopt;
    if (dtype(a.key) != a.dtype || dtype(a.value) != a.dtype || (!a.mask.empty() && dtype(a.mask) != a.dtype))
      return std::nullopt;
    a.headDim = Q[3];
    a.valueDim = V[3];
    a.keyLen = K[2];
    return a;
  }

  const Model& m_;
  std::map<std::string, int> producer_;
  std::map<std::string, std::vector<int>> readers_;
  std::set<std::string> outputs_;
  std::map<std::string, const Initializer*> initializers_;
};

}  // namespace

std::vector<AttentionMatch> findAttention(const Model& m) { return Finder(m).run(); }

SdpaBackend chooseSdpaBackend(const std::string& device, const std::string& dtype, std::int64_t headDim,
                              std::int64_t valueDim, std::int64_t keyLen, bool hasMask) {
  const bool half = dtype == "float16" || dtype == "bfloat16";
  const bool floating = half || dtype == "float32";
  if (device == "cpu")  // sdp_utils_cpp.cpp: flash, then math
    return (floating || dtype == "float64") && headDim == valueDim ? SdpaBackend::FlashCpu : SdpaBackend::Math;
  const bool cudnnDims = (headDim <= 128 && valueDim <= 128) || (headDim == 192 && valueDim == 128);
  if (half && cudnnDims && headDim % 8 == 0 && valueDim % 8 == 0 && keyLen != 1) return SdpaBackend::Cudnn;
  if (half && !hasMask && headDim == valueDim && headDim <= 256) return SdpaBackend::Flash;
  const std::int64_t align = half ? 8 : 4;  // minimum_gemm_alignment, sm80+
  if (floating && headDim > 0 && valueDim > 0 && headDim % align == 0 && valueDim % align == 0) return SdpaBackend::Efficient;
  return SdpaBackend::Math;
}

std::string sdpaOperator(SdpaBackend b) {
  switch (b) {
    case SdpaBackend::Flash: return "aten._scaled_dot_product_flash_attention";
    case SdpaBackend::Efficient: return "aten._scaled_dot_product_efficient_attention";
    case SdpaBackend::Cudnn: return "aten._scaled_dot_product_cudnn_attention";
    case SdpaBackend::FlashCpu: return "aten._scaled_dot_product_flash_attention_for_cpu";
    case SdpaBackend::Math: break;
  }
  return "";
}

}  // namespace fs::onnx
