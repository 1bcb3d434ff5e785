// Printer: writes the IR in Inductor's ir_pre_fusion.txt / ir_post_fusion.txt
// text form (the form `BaseSchedulerNode.debug_str()` produces, lists wrapped as
// Python's `pprint.pformat(obj, indent=4)` wraps them at 80 columns).
//
// Contract: printGraph(readGraph(text)) reproduces Inductor's file byte for byte
// for the forms the reader accepts; for any graph g, readGraph(printGraph(g)) == g.
#pragma once

#include <string>

#include "core/ir/Graph.h"

namespace fs::ir {

/// The whole graph, nodes separated as Inductor separates them (two blank lines).
std::string printGraph(const Graph& graph);
/// One node, `indent` spaces before each line (older releases indent fused children).
std::string printNode(const Node& node, int indent = 0);
/// A loop body as `class <owner>_loop_body:` ... , each line indented by `indent`.
std::string printLoopBody(const LoopBody& body, const std::string& owner, int indent = 0);

}  // namespace fs::ir
