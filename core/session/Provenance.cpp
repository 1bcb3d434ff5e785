// Provenance: the FX origins, ops and source lines of each scheduler node (see
// Provenance.h for the rules).
#include "core/session/Provenance.h"

#include <algorithm>
#include <set>
#include <unordered_set>

namespace fs::session {

namespace {

std::string stripNumberSuffix(std::string s) {
  std::size_t u = s.rfind('_');
  if (u != std::string::npos && u + 1 < s.size() &&
      std::all_of(s.begin() + static_cast<std::ptrdiff_t>(u) + 1, s.end(), [](char c) { return c >= '0' && c <= '9'; }))
    s.resize(u);
  return s;
}

bool isBatchNormPiece(const std::string& op) {
  return op == "sub" || op == "sqrt" || op == "rsqrt" || op == "reciprocal" || op == "mul" || op == "add";
}

// Names the BatchNorm decomposition among `ops` (one source line's ops, or a
// whole node's): sub, sqrt|rsqrt, 3+ mul, 2+ add -> "batch_norm" at the first one.
void foldBatchNorm(std::vector<std::string>& ops) {
  auto count = [&](const char* op) { return std::count(ops.begin(), ops.end(), std::string(op)); };
  if (!(count("sub") >= 1 && (count("sqrt") + count("rsqrt")) >= 1 && count("mul") >= 3 && count("add") >= 2)) return;
  std::vector<std::string> out;
  bool placed = false;
  for (auto& op : ops) {
    if (isBatchNormPiece(op)) {
      if (!placed) out.push_back("batch_norm");
      placed = true;
    } else {
      out.push_back(op);
    }
  }
  ops = std::move(out);
}

std::string externOp(const std::string& kernel) {
  // "extern_kernels.convolution", "torch.ops.aten.convolution_backward.default"
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= kernel.size(); ++i)
    if (i == kernel.size() || kernel[i] == '.') {
      parts.push_back(kernel.substr(start, i - start));
      start = i + 1;
    }
  for (std::size_t i = 0; i + 1 < parts.size(); ++i)
    if (parts[i] == "aten" || parts[i] == "extern_kernels") return opDisplayName(parts[i + 1]);
  return parts.empty() ? std::string() : parts.back();
}

}  // namespace

std::string opDisplayName(std::string_view fxOpOrNode) {
  std::string s = stripNumberSuffix(std::string(fxOpOrNode));
  if (s.find("max_pool") != std::string::npos) return "max_pool";
  if (s.find("avg_pool") != std::string::npos) return "avg_pool";
  if (s.find("batch_norm") != std::string::npos) return "batch_norm";
  if (s.find("layer_norm") != std::string::npos) return "layer_norm";
  while (!s.empty() && s.front() == '_') s.erase(0, 1);
  return s;
}

bool isViewLikeOp(std::string_view op) {
  static const std::unordered_set<std::string_view> views = {
      "unsqueeze", "squeeze", "getitem", "view", "reshape", "permute", "expand", "clone", "slice",
      "select", "alias", "t", "transpose", "unsafe_view", "full", "as_strided", "placeholder",
      "_unsafe_view", "view_of", "slice_scatter_view", "reinterpret_tensor", "empty", "empty_strided"};
  return views.count(op) > 0;
}

std::string NodeOrigin::label() const {
  if (op.empty()) return {};
  if (inlinedOps.empty()) return op;
  std::string s = op + " (inlined: ";
  for (std::size_t i = 0; i < inlinedOps.size() && i < 3; ++i) s += (i ? " + " : "") + inlinedOps[i];
  if (inlinedOps.size() > 3) s += " + " + std::to_string(inlinedOps.size() - 3) + " more";
  return s + ")";
}

std::string NodeOrigin::sourceText(std::size_t maxLines) const {
  std::string s;
  if (!sources.empty()) {
    for (std::size_t i = 0; i < sources.size() && i < maxLines; ++i) {
      if (i) s += "; ";
      s += sources[i].shortName();
      if (!sources[i].code.empty()) s += " (" + sources[i].code + ")";
    }
    if (sources.size() > maxLines) s += "; +" + std::to_string(sources.size() - maxLines) + " more";
    return s;
  }
  if (!moduleCalls.empty()) {
    s = "module call" + std::string(moduleCalls.size() > 1 ? "s " : " ");
    for (std::size_t i = 0; i < moduleCalls.size() && i < 4; ++i) s += (i ? ", " : "") + moduleCalls[i];
    if (moduleCalls.size() > 4) s += ", +" + std::to_string(moduleCalls.size() - 4) + " more";
    return s + " (no stack trace in fx_graph_readable.py)";
  }
  return {};
}

Provenance Provenance::of(const ir::ProgramGraph& graph) {
  Provenance p;
  // FX origins per node, as the frontend found them (a dump's torch log, an ONNX lowering)
  const auto& originsOf = graph.sourceOrigins;
  const ir::SourceGraph* fx = graph.sourceGraph ? &*graph.sourceGraph : nullptr;
  // FX node -> module call, from output_code.py's mapping.
  std::unordered_map<std::string, std::string> moduleOf;
  if (const ir::OutputCode* code = ir::outputCodeOf(graph))
    for (const auto& k : code->kernels)
      for (const auto& [module, atens] : k.atenMapping)
        for (const auto& a : atens) moduleOf.emplace(a, module);

  std::vector<std::string> missing;
  if (originsOf.empty()) missing.push_back("no torch log with this graph's fusion candidates (FX origins unknown)");
  if (!fx) missing.push_back("no fx_graph_readable.py (no source lines)");
  else if (!fx->hasSources()) missing.push_back("fx_graph_readable.py has no stack traces");
  for (std::size_t i = 0; i < missing.size(); ++i) p.missing_ += (i ? "; " : "") + missing[i];

  // a fallback kernel's tuple buffer -> the ATen op it calls (its MultiOutput items are named so)
  std::unordered_map<std::string, std::string> fallbackCall;
  for (const ir::Node& node : graph.preFusion.nodes)
    if (node.irClass() == ir::IrClass::FallbackKernel && node.kernel)
      for (const auto& ob : node.outputs) fallbackCall.emplace(ob.name, externOp(*node.kernel));
  for (const ir::Node& node : graph.preFusion.nodes) {
    NodeOrigin o;
    o.node = node.name;
    auto it = originsOf.find(node.name);
    if (it != originsOf.end()) o.fxNodes = it->second;
    if (fx) {
      // topological order; names the FX graph does not know go last, as listed
      std::stable_sort(o.fxNodes.begin(), o.fxNodes.end(), [&](const std::string& a, const std::string& b) {
        int ia = fx->indexOf(a), ib = fx->indexOf(b);
        return (ia < 0 ? 1 << 30 : ia) < (ib < 0 ? 1 << 30 : ib);
      });
    }
    auto opOf = [&](const std::string& fxName) {
      const ir::SourceNode* n = fx ? fx->find(fxName) : nullptr;
      return opDisplayName(n && !n->op.empty() ? n->op : fxName);
    };
    // The buffer's op: the last origin in FX order (every other origin feeds
    // it), through views.
    if (!o.fxNodes.empty()) {
      std::set<std::string> in(o.fxNodes.begin(), o.fxNodes.end());
      std::string primary = o.fxNodes.back();
      for (int guard = 0; guard < 64 && isViewLikeOp(opOf(primary)); ++guard) {
        const auto* n = fx ? fx->find(primary) : nullptr;
        std::string next;
        if (n)
          for (const auto& x : n->inputs)
            if (in.count(x)) {
              next = x;
              break;
            }
        if (next.empty()) break;
        primary = next;
      }
      if (!fx && isViewLikeOp(opOf(primary))) {  // log order: the next non-view back
        for (auto r = o.fxNodes.rbegin(); r != o.fxNodes.rend(); ++r)
          if (!isViewLikeOp(opOf(*r))) {
            primary = *r;
            break;
          }
      }
      o.primary = primary;
      o.op = isViewLikeOp(opOf(primary)) ? std::string() : opOf(primary);
      // Inlined ops: the rest, topological, folded per source line.
      std::vector<std::string> ops;
      int lastSource = -2;
      std::vector<std::string> run;
      auto flush = [&] {
        foldBatchNorm(run);
        for (auto& r : run)
          if (std::find(ops.begin(), ops.end(), r) == ops.end()) ops.push_back(r);
        run.clear();
      };
      for (const auto& f : o.fxNodes) {
        if (f == primary) continue;
        const std::string op = opOf(f);
        if (op.empty() || isViewLikeOp(op)) continue;
        const auto* n = fx ? fx->find(f) : nullptr;
        int src = n ? n->source : -1;
        if (fx && fx->hasSources() && src != lastSource) flush();
        lastSource = src;
        run.push_back(op);
      }
      flush();
      foldBatchNorm(ops);
      ops.erase(std::remove(ops.begin(), ops.end(), o.op), ops.end());  // "add (inlined: add)" says nothing
      o.inlinedOps = std::move(ops);
      // Source lines and module calls, the primary's first.
      std::vector<std::string> order{primary};
      for (const auto& f : o.fxNodes)
        if (f != primary) order.push_back(f);
      for (const auto& f : order) {
        if (fx)
          if (const auto* s = fx->sourceOf(f); s && std::find(o.sources.begin(), o.sources.end(), *s) == o.sources.end())
            o.sources.push_back(*s);
        if (auto m = moduleOf.find(f); m != moduleOf.end() &&
            std::find(o.moduleCalls.begin(), o.moduleCalls.end(), m->second) == o.moduleCalls.end())
          o.moduleCalls.push_back(m->second);
      }
    }
    if (o.op.empty() && node.kernelName()) o.op = externOp(*node.kernelName());
    // a fallback kernel, and each item of its tuple, is named by the ATen op it calls: the
    // ONNX lowering's attention call computes what its MatMul, Softmax ... origins did,
    // and is none of them
    std::string call;
    if (node.irClass() == ir::IrClass::FallbackKernel && node.kernel) call = externOp(*node.kernel);
    if (node.irClass() == ir::IrClass::MultiOutput && !node.unmet_dependencies.empty())  // an item of the call's tuple
      if (auto c = fallbackCall.find(ir::depName(node.unmet_dependencies.front())); c != fallbackCall.end()) call = c->second;
    if (!call.empty() && call != o.op) {
      if (!o.op.empty()) o.inlinedOps.insert(o.inlinedOps.begin(), o.op);
      o.op = call;
    }
    if (o.fxNodes.empty() && o.op.empty()) continue;
    p.index_.emplace(o.node, p.nodes_.size());
    p.nodes_.push_back(std::move(o));
  }
  return p;
}

const NodeOrigin* Provenance::find(std::string_view node) const {
  auto it = index_.find(std::string(node));
  return it == index_.end() ? nullptr : &nodes_[it->second];
}

std::vector<std::string> Provenance::nodesFrom(std::string_view where) const {
  // "resnet.py:271" / ".../models/resnet.py:271" / "resnet.py"
  std::string_view file = where;
  int line = 0;
  if (std::size_t c = where.rfind(':'); c != std::string_view::npos) {
    std::string_view num = where.substr(c + 1);
    if (!num.empty() && std::all_of(num.begin(), num.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
      file = where.substr(0, c);
      line = std::stoi(std::string(num));
    }
  }
  auto matches = [&](const ir::SourceLocation& s) {
    if (line && s.line != line) return false;
    if (s.file.size() < file.size() || s.file.compare(s.file.size() - file.size(), file.size(), file) != 0) return false;
    // whole path components: "net.py" must not match "resnet.py"
    return s.file.size() == file.size() || file.front() == '/' || s.file[s.file.size() - file.size() - 1] == '/';
  };
  std::vector<std::string> out;
  if (file.empty()) return out;
  for (const auto& o : nodes_)
    if (std::any_of(o.sources.begin(), o.sources.end(), matches)) out.push_back(o.node);
  return out;
}

}  // namespace fs::session
