// LogFacts from Inductor's log: what the scheduler must know about a graph that
// ir_pre_fusion.txt does not record (V.graph.lists, the timed fusion outcomes),
// read from the torch log of a debug dump. The scheduler takes them as the
// frontend-neutral fusion::LogFacts (core/fusion/Knobs.h); this is where
// Inductor's log becomes that value.
//
// Contract: pure functions of a parsed log (frontends/inductor/FusionLog.h) and
// the pre-fusion graph; no I/O, no errors: a missing log gives empty facts.
#pragma once

#include <string>
#include <vector>

#include "core/frontends/inductor/DebugDir.h"
#include "core/fusion/Knobs.h"
#include "core/ir/Graph.h"

namespace fs::reference {

/// The graph's foreach lists (V.graph.lists), which ir_pre_fusion.txt does not
/// record: the ForeachKernelSchedulerNode candidates of the log's first
/// fuse_nodes_once (`ForeachKernelSchedulerNode(nodes=op0_op1_op2)`), split
/// into the pre-fusion nodes of `graph`. Empty without a log.
std::vector<std::vector<std::string>> foreachListsFromLog(const inductor::LogGraphRun& log, const ir::Graph& graph);

/// Inductor's timed fusion outcomes, from its log's "can fuse (benchmark)" /
/// "cannot fuse (benchmark)" lines (every round), in log order.
std::vector<fusion::BenchmarkVerdict> benchmarkVerdictsFromLog(const inductor::LogGraphRun& log);

/// The LogFacts of a graph of a dump (empty without its log run). Every path that
/// runs the scheduler on a dump (compare, fuse, explain, the app) passes them.
fusion::LogFacts logFactsOf(const ir::ProgramGraph& dump);

}  // namespace fs::reference
