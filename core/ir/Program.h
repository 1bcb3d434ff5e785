// Program: what a frontend hands the engine. The graphs one compilation of a model
// produced, each the scheduler's input (ir::Graph, with typed extern ops), and,
// where the frontend has one, a reference: what the frontend's own compiler did
// with that graph.
//
// Contract: value type; copies share each graph's reference (immutable once
// loaded). Every layer above the frontends (fusion, codegen, runtime, session,
// views, CLI) takes a Program and nothing frontend-specific:
//   - frontends/inductor fills it from a TORCH_COMPILE_DEBUG dump, with a
//     reference (ir/Reference.h: Inductor's post-fusion plan, its output_code.py,
//     its fuse_nodes run from the torch log), read by comparison, summaries and the
//     app's panes;
//   - the ONNX frontend (session/LoadInput) fills it from a model's lowering, with
//     no reference.
// A graph without a reference is complete for fuse, explain, emit and bench;
// what compares against a reference says that there is none.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ir/Graph.h"
#include "core/ir/Reference.h"
#include "core/ir/SourceGraph.h"

namespace fs::ir {

/// Where a graph input's value comes from when another graph of the program computes
/// it: AOTAutograd's backward takes the tensors its forward saved, which the forward's
/// wrapper returns after the model's outputs.
struct GraphFeed {
  std::string graph;   ///< the producing graph's name ("forward")
  std::string buffer;  ///< the producer's buffer (or input) that is returned
  /// Returned as a view of that buffer's storage (reinterpret_tensor(buffer, sizes,
  /// strides, offset)); otherwise the buffer as laid out.
  bool view = false;
  std::vector<std::int64_t> sizes, strides;
  std::int64_t offset = 0;
  bool operator==(const GraphFeed&) const = default;
};

struct ProgramGraph {
  std::string name;      ///< "inference", "forward", "backward"
  std::string folder;    ///< where it was read from ("" when a single file was given)
  std::string graphId;   ///< the frontend's id ("model__0_forward_1" in PyTorch's layout), else ""
  Graph preFusion;       ///< the scheduler's input: one node per realized buffer
  std::optional<SourceGraph> sourceGraph;  ///< the model's own graph, if the frontend has it
  /// Node -> the source graph's nodes computed in it, in topological order, where the
  /// frontend knows them: an ONNX model's from its lowering; a dump's from its torch
  /// log's candidate lines (`origins=OrderedSet([...])`; none without a log).
  std::map<std::string, std::vector<std::string>> sourceOrigins;
  /// The frontend's reference for this graph, or null (an ONNX model's).
  std::shared_ptr<const Reference> reference;
  /// Inputs whose values an earlier graph of the program computes (input -> where
  /// from); the other inputs are the model's own (inputs, parameters, gradients of its
  /// outputs). Empty for a graph that takes only those.
  std::map<std::string, GraphFeed> feeds;
};

/// A graph that could not be read.
struct FailedGraph {
  std::string name;    ///< what the graph would have been called ("backward")
  std::string folder;
  std::string error;   ///< "file:line: what was expected"
};

struct Program {
  std::string input;                ///< what the user gave
  std::string logPath;              ///< the compiler log the reference came from (a torch log), if any
  std::vector<ProgramGraph> graphs; ///< in compile order (the ones that loaded)
  std::vector<FailedGraph> failedGraphs;  ///< graphs that did not load, with why
  std::vector<std::string> notes;   ///< what was not matched or not found (not errors)
  /// Located problems with files or parts of the input that could not be read while the
  /// rest loaded (a malformed ir_post_fusion.txt, an ONNX node shape inference could not
  /// type). Logged at warning level.
  std::vector<std::string> warnings;
};

}  // namespace fs::ir
