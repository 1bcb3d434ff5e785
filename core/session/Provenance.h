// Provenance: where each scheduler node came from in the user's model: its FX
// nodes, the op that computes its buffer, the ops Inductor inlined into it, the
// source lines and the module calls (Dynamo's source nodes) behind them.
//
// Contract (data, in order of trust):
//   - a node's FX origins are the `origins=OrderedSet([...])` of its line in the
//     torch log's first `fuse_nodes_once, candidates:` list (every pre-fusion node
//     is a candidate there); a graph without that log has none, and `missing` says so;
//   - the FX graph (fx_graph_readable.py, see FxGraph.h) orders them
//     topologically, names each one's op and gives its `# File:` line;
//   - output_code.py's "Source node to ATen node mapping" names the module call
//     each FX node came from ("input_3 => relu"): the only provenance of a model
//     whose frames Dynamo drops (nn.Sequential).
// The op that computes a node's buffer (`primary`) is the last of its origins in
// FX order (the others all feed it); through view-like ops (getitem, view,
// unsqueeze...) it is the op they view. Every other non-view origin was inlined
// into the node (Inductor recomputes a pointwise producer in each consumer):
// `inlinedOps`, in topological order, with the BatchNorm decomposition (sub,
// sqrt/rsqrt, reciprocal, muls, adds of one source line, or of the whole node
// when there are no lines) named "batch_norm". Extern kernels are named by their
// kernel ("convolution"). Never throws; unknown nodes get no entry.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/ir/Program.h"

namespace fs::session {

struct NodeOrigin {
  std::string node;                  ///< "op4"
  std::vector<std::string> fxNodes;  ///< its FX origins, topological order when known
  std::string primary;               ///< FX node that computes its buffer ("" for externs)
  std::string op;                    ///< what it computes: "max_pool", "convolution"
  std::vector<std::string> inlinedOps;  ///< ops inlined into it: {"batch_norm", "relu"}
  /// Distinct source lines of its FX nodes, the primary's first, then in FX order.
  std::vector<ir::SourceLocation> sources;
  /// Module calls (Dynamo source nodes, "input_4") of its FX nodes, primary's first.
  std::vector<std::string> moduleCalls;

  /// "max_pool (inlined: batch_norm + relu)", "convolution", "" when unknown.
  std::string label() const;
  /// "resnet.py:271 (x = self.maxpool(x)); resnet.py:269 ...", else
  /// "module calls input_4, input_2 (no stack trace in fx_graph_readable.py)",
  /// else "" (at most `maxLines` lines, then "+N more").
  std::string sourceText(std::size_t maxLines = 3) const;
};

class Provenance {
 public:
  /// Builds the provenance of every pre-fusion node of `graph`.
  static Provenance of(const ir::ProgramGraph& graph);

  /// The node's origin, or nullptr when the dump says nothing about it.
  const NodeOrigin* find(std::string_view node) const;
  const std::vector<NodeOrigin>& nodes() const { return nodes_; }
  /// Nodes with an FX origin at `where`: "resnet.py:271", a path ending in
  /// "models/resnet.py:271", or a file alone ("resnet.py"); pre-fusion order.
  std::vector<std::string> nodesFrom(std::string_view where) const;
  /// Why some provenance is missing ("no torch log with this graph's candidates;
  /// ..."), "" when every source was there.
  const std::string& missing() const { return missing_; }

 private:
  std::vector<NodeOrigin> nodes_;
  std::unordered_map<std::string, std::size_t> index_;
  std::string missing_;
};

/// The display name of one FX op: "_low_memory_max_pool_with_offsets" -> "max_pool",
/// "_native_batch_norm_legit_no_training" -> "batch_norm", "relu_3" -> "relu".
std::string opDisplayName(std::string_view fxOpOrNode);
/// True for ops that only view or index their input (getitem, view, unsqueeze ...).
bool isViewLikeOp(std::string_view op);

}  // namespace fs::session
