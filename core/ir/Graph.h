// Graph: one compiled graph's scheduler nodes in order, as one
// ir_pre_fusion.txt / ir_post_fusion.txt holds them.
//
// Contract: value type. `nodes` keep file order (Inductor's topological order).
// Lookups are linear-time helpers; the scheduler builds its own indexes.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/ir/ExternOp.h"
#include "core/ir/Node.h"
#include "core/ir/Release.h"

namespace fs::ir {

/// Values for size symbols (dynamic shapes): symbol -> integer, e.g. {"s77": 2}.
using SizeHints = std::map<std::string, std::int64_t>;

/// A size symbol of a graph and the value the engine uses for it: Inductor's
/// `sizevars.size_hint`, the size of the example inputs it was compiled with.
struct SizeSymbol {
  std::string name;       ///< "s77"
  std::int64_t hint = 0;  ///< value used for numel, memory scores, codegen
  /// Where the value came from: "get_args" (output_code.py's example inputs),
  /// "user" (given by the user), or "fallback" (none known: 8192, Inductor's
  /// `unbacked_symint_fallback`).
  std::string source;
  bool operator==(const SizeSymbol&) const = default;
};

/// A located note about input that was read but not fully understood (the
/// reader degraded instead of failing): "file:line: message".
struct Diagnostic {
  std::string file;
  int line = 0;
  std::string message;
  std::string node;  ///< the node it concerns, if any
  /// "file:line: message", or "file: message" when there is no line (a model's node: 0).
  std::string text() const { return file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + message; }
  bool operator==(const Diagnostic&) const = default;
};

/// A fusion the compiler decided by timing the fused kernel against the unfused ones
/// (Inductor's Scheduler.speedup_by_fusion: multi-template fusions of max-autotune,
/// config.benchmark_fusion). Only the compiler's record holds the outcome (Inductor's
/// fusion log); the scheduler uses it in place of `multi_template_fusion_faster` for
/// the pair whose buffer names match.
struct BenchmarkVerdict {
  std::vector<std::string> buffers1, buffers2;  ///< get_buffer_names() of node1 / node2
  bool faster = false;                          ///< the fused kernel won
  double ratio = 0;                             ///< the recorded speedup or slowdown factor
  int logLine = 0;                              ///< 1-based line of the record, 0 if none
  bool operator==(const BenchmarkVerdict&) const = default;
};

struct Graph {
  std::string name;        ///< "inference", "forward", "backward" or a file stem
  std::string sourcePath;  ///< file it was read from, if any
  std::vector<Node> nodes;
  std::vector<SizeSymbol> sizeSymbols;  ///< size symbols used (dynamic shapes), in first-use order
  std::vector<Diagnostic> warnings;     ///< constructs read but not understood (opaque nodes ...)
  /// Located notes on what was read and does not matter to fusion: a field a release prints
  /// that no rule uses, a users entry naming a node Inductor's dead_node_elimination removed.
  std::vector<Diagnostic> notes;
  /// The compiler release that wrote this graph, where the frontend could tell
  /// (a dump: the torch release), and from what ("the torch log's scheduler.py line
  /// numbers", ...); the scheduler applies that release's rules (fusion/ReleaseRules.h).
  Release release;
  std::string releaseSource;
  /// Typed library calls of ExternKernel nodes, by the buffer each writes (ExternOp.h);
  /// a frontend fills what it knows (the ONNX lowering: every MatMul/Gemm/Conv).
  std::map<std::string, ExternOp> externOps;
  /// Where a buffer with a NonOwningLayout (`aliases`) lies in the storage it aliases:
  /// bufX -> its strided view of bufC (elements). A ConcatKernel's inputs each compute
  /// their slice of the concatenation this way; the IR prints the slice's sizes and
  /// strides but not its offset. A frontend fills what it knows (the ONNX lowering:
  /// every ConcatKernel it makes; a dump's come from output_code.py instead).
  std::map<std::string, TensorRef> aliasViews;
  /// Every other library call of an ExternKernel node (a fallback kernel), with its
  /// arguments by name (ExternOp.h), by the buffer it writes.
  std::map<std::string, ExternCall> externCalls;
  /// The items of a tuple-returning call (a MultiOutput node's buffer): item buffer ->
  /// (the call's tuple buffer, position). A call returning one tensor that the program
  /// takes as its own buffer has that buffer as item 0.
  std::map<std::string, std::pair<std::string, int>> tupleItems;
  /// Layouts of graph inputs that only library calls read, which no node prints
  /// (sizes, strides in elements; the Inductor frontend: output_code.py's
  /// assert_size_stride lines, else its example inputs' rand_strided lines, which also
  /// give an empty input, e.g. [0, 5] rois, that Inductor asserts nothing about).
  std::map<std::string, std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> inputLayouts;
  /// Element types of graph inputs that only library calls read (the Inductor frontend:
  /// output_code.py's example inputs, `rand_strided(..., dtype=torch.int64)`); an input
  /// in inputLayouts without one here is taken as float32.
  std::map<std::string, DType> inputDTypes;
  /// V.graph.lists: the operation lists that foreach lowerings (torch._foreach_*)
  /// registered, as names of this graph's nodes; the scheduler makes each a
  /// ForeachKernelSchedulerNode before its first round. ir_pre_fusion.txt is written
  /// before that and does not record them: the Inductor frontend fills them from the
  /// torch log (its ForeachKernelSchedulerNode candidates); the ONNX lowering has none.
  std::vector<std::vector<std::string>> foreachLists;
  /// The fusions the compiler decided by timing them (see BenchmarkVerdict), in the
  /// order recorded; the Inductor frontend fills them from the torch log.
  std::vector<BenchmarkVerdict> benchmarkVerdicts;
  /// max-autotune: each template node's Triton choices as their templates' names,
  /// fastest first ("mm", "convolution2d", "mm_persistent_tma"): which of its inputs
  /// the template can take a prologue into depends on them (get_allowed_prologue_inps).
  /// The Inductor frontend fills it from the torch log's AUTOTUNE tables.
  std::map<std::string, std::vector<std::string>> autotuneTemplates;

  /// Top-level node by name, or nullptr.
  const Node* find(const std::string& nodeName) const;
  /// Node by name, searching fused children too, or nullptr.
  const Node* findAny(const std::string& nodeName) const;
  /// Counts every node of every kind, children of fused nodes included.
  std::size_t leafCount() const;
  bool operator==(const Graph&) const = default;
};

}  // namespace fs::ir
