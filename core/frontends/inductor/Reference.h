// Reference: what Inductor itself did with one graph of a dump. The Inductor
// frontend attaches it to each ir::ProgramGraph it loads (ir/Program.h); the engine
// never reads it, only comparison (core/reference), summaries, the kernel table and
// the app's Inductor panes do, through the accessors below.
//
// Contract: each accessor returns nullptr when the graph has no Inductor reference
// (an ONNX model's graph) or the reference lacks that part (no ir_post_fusion.txt,
// no output_code.py, no fuse_nodes run matched in the torch log).
#pragma once

#include <optional>

#include "core/frontends/inductor/FusionLog.h"
#include "core/frontends/inductor/OutputCode.h"
#include "core/ir/Program.h"

namespace fs::inductor {

struct GraphReference : ir::Reference {
  std::optional<ir::Graph> postFusion;  ///< ir_post_fusion.txt: Inductor's plan
  std::optional<OutputCode> outputCode; ///< output_code.py: its kernels and calls
  std::optional<LogGraphRun> log;       ///< this graph's fuse_nodes run from the torch log
};

/// The graph's Inductor reference, or nullptr.
const GraphReference* referenceOf(const ir::ProgramGraph& graph);
/// The reference to fill or change: the graph's own (a copy when shared with another
/// ProgramGraph, or a new one when it has none).
GraphReference& mutableReferenceOf(ir::ProgramGraph& graph);

/// Inductor's post-fusion graph (its plan), or nullptr.
const ir::Graph* postFusionOf(const ir::ProgramGraph& graph);
/// output_code.py as read, or nullptr.
const OutputCode* outputCodeOf(const ir::ProgramGraph& graph);
/// The graph's fuse_nodes run from the torch log, or nullptr.
const LogGraphRun* logOf(const ir::ProgramGraph& graph);

}  // namespace fs::inductor
