// One library call as a graph, written as Inductor 2.11 writes it in output_code.py:
// the call's line, its inputs declared by assert_size_stride, tuple items `bufN = buf0[i]`
// read by MultiOutput nodes. Shared by the CPU externs' tests (against loops written in
// the test) and the GPU test (the CUDA form of each call against the CPU's).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/TorchSpelling.h"
#include "core/ir/Graph.h"

namespace fs::testgraph {

using Sizes = std::vector<std::int64_t>;

struct TensorSpec {
  std::string name;
  Sizes size, stride;
  std::string dtype = "torch.float32";
};

/// Python's tuple spelling of `v`: "(2, 3)", "(4,)".
inline std::string tuple(const Sizes& v) {
  std::string t = "(";
  for (std::size_t i = 0; i < v.size(); ++i) t += (i ? ", " : "") + std::to_string(v[i]);
  return t + (v.size() == 1 ? ",)" : ")");
}

/// Row-major strides of sizes `s`.
inline Sizes contiguous(const Sizes& s) {
  Sizes st(s.size(), 1);
  for (std::size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
  return st;
}

inline ir::Buffer bufferOf(const TensorSpec& t, const std::string& irType, const std::string& layoutKind = "FixedLayout") {
  ir::Buffer b;
  b.name = t.name;
  b.irType = irType;
  b.layout.kind = inductor::parseLayoutKind(layoutKind);
  b.layout.device = "cpu";
  if (layoutKind != "MultiOutputLayout") {
    b.layout.dtype = inductor::parseTorchDType(t.dtype);
    b.layout.size = t.size;
    b.layout.stride = t.stride;
  }
  b.users = {ir::NodeUser{"OUTPUT", "", false, false}};
  return b;
}

/// One extern node op0 = `kernel` writing buf0 (the tensor `out`, or the tuple whose items
/// `items` are MultiOutput nodes' outputs op1, op2, ...), reading `inputs`; `call` is its
/// output_code.py line; each input's dtype is declared as the benchmark harness's
/// `rand_strided(..., dtype=...)` line declares it.
inline ir::Graph externCallGraph(const std::string& kernel, const std::vector<TensorSpec>& inputs, const std::string& call,
                                 const std::optional<TensorSpec>& out, const std::vector<TensorSpec>& items = {}) {
  ir::Graph g;
  ir::Node n;
  n.name = "op0";
  n.kind = ir::NodeKind::ExternKernel;
  n.irType = items.empty() ? "ExternKernelOut" : "FallbackKernel";
  n.kernel = kernel;
  n.writes = {ir::StarDep{"buf0", std::nullopt, true}};
  for (const auto& in : inputs) n.met_dependencies.push_back(ir::StarDep{in.name, std::nullopt, true});
  n.outputs = {items.empty() ? bufferOf(*out, "ExternKernelOut") : bufferOf({"buf0", {}, {}}, "FallbackKernel", "MultiOutputLayout")};
  g.nodes.push_back(n);
  std::string text;
  for (const auto& in : inputs) text += "assert_size_stride(" + in.name + ", " + tuple(in.size) + ", " + tuple(in.stride) + ")\n";
  text += call + "\n";
  // the benchmark harness's example inputs: their dtypes (an assert names none)
  for (const auto& in : inputs)
    text += in.name + " = rand_strided(" + tuple(in.size) + ", " + tuple(in.stride) + ", device='cpu', dtype=" + in.dtype + ")\n";
  for (std::size_t i = 0; i < items.size(); ++i) {
    ir::Node m;
    m.name = "op" + std::to_string(i + 1);
    m.kind = ir::NodeKind::ExternKernel;
    m.irType = "MultiOutput";
    m.writes = {ir::StarDep{items[i].name, std::nullopt, true}};
    m.unmet_dependencies = {ir::StarDep{"buf0", std::nullopt, true}};
    m.outputs = {bufferOf(items[i], "MultiOutput")};
    g.nodes.push_back(m);
    text += items[i].name + " = buf0[" + std::to_string(i) + "]\n";
  }
  inductor::attachExternCalls(inductor::parseExternCalls(text, "output_code.py"), g);
  return g;
}

}  // namespace fs::testgraph
