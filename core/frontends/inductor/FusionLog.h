// FusionLog: the `fusion` channel of a torch log (TORCH_LOGS="+fusion"), split
// into graphs and rounds, as Inductor's scheduler prints it
// (torch/_inductor/scheduler.py: fuse_nodes / fuse_nodes_once / can_fuse).
//
// Contract: lines are matched by their `[__fusion]` tag, wherever the log prefix
// puts them (glog-style `V1129 19:02:32.18 839 scheduler.py:3706] [0/0] [__fusion] `,
// a `[rank0]:` prefix, or none); other lines are ignored, except the
// `model__N_<kind>_K debug trace: PATH` line that debug.py prints after each
// graph, which names the graph of the run before it. A log holds one
// fuse_nodes run per compiled graph (in compile order, e.g. forward then
// backward; a new run starts at "attempting fusion (1/N)"); each run holds
// rounds ("===== attempting fusion (i/10): N nodes =====" ... "completed fusion
// round (i/10): fused A nodes into B nodes"); each round holds the candidate list
// ("fuse_nodes_once, candidates:" and one indented line per node) and the
// decisions ("cannot fuse X with Y: reason", "fusing X with Y") in log order.
// Inductor prints one more "fuse_nodes_once, candidates:" block after
// "===== fusion complete (N iterations) =====" (a last pass that can still fuse,
// e.g. 10 pairs in resnet50_train's forward graph); it is kept as the `tail*`
// fields. A reason continued on following lines that carry no log prefix is
// joined with '\n'. Unknown `[__fusion]` lines (other messages Inductor prints on
// that channel) are ignored. max-autotune's AUTOTUNE tables (select_algorithm prints
// them to stderr while a graph is lowered, before its run) become that run's
// autotuneTemplates.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/Reference.h"

namespace fs::inductor {

// The run's values are the engine's neutral form of a logged fusion run (ir/Reference.h).
using ir::LogBenchmark;
using ir::LogCandidate;
using ir::LogDecision;
using ir::LogGraphRun;
using ir::LogRound;

struct FusionLog {
  std::string sourcePath;
  std::vector<LogGraphRun> runs;
};

/// Parses a whole log. `file` names it in errors. Throws fs::InputError
/// (file, line, what was expected) for a `[__fusion]` line of a known shape that
/// is garbled (e.g. a round header without its counts) or out of order (a
/// "completed fusion round (2/10)" while round 1 is open, round 3 after round 1).
FusionLog parseFusionLog(std::string_view text, const std::string& file);
/// Reads and parses a log file (or a pipe, read to its end). Throws fs::InputError
/// (also when unreadable, e.g. a folder).
FusionLog readFusionLog(const std::string& path);

/// The FX origins of a candidate line's description, as logged (Inductor prints them
/// in reverse topological order):
/// "Pointwise(['[2, 64, 112, 112]', 'origins=OrderedSet([relu, add_1])'])" -> {relu, add_1};
/// {} when the description has none (extern and fused kinds).
std::vector<std::string> originsOfCandidate(std::string_view description);

/// The graph's foreach lists (V.graph.lists, ir::Graph::foreachLists), which
/// ir_pre_fusion.txt does not record: the ForeachKernelSchedulerNode candidates of
/// the run's first fuse_nodes_once (`ForeachKernelSchedulerNode(nodes=op0_op1_op2)`),
/// split into the nodes of `graph` (names may hold '_' too). Empty without rounds.
std::vector<std::vector<std::string>> foreachListsFromLog(const LogGraphRun& run, const ir::Graph& graph);
/// Inductor's timed fusion outcomes (ir::Graph::benchmarkVerdicts), from the run's
/// "can fuse (benchmark)" / "cannot fuse (benchmark)" lines (every round), in log order.
std::vector<ir::BenchmarkVerdict> benchmarkVerdictsFromLog(const LogGraphRun& run);
/// ir::Graph::autotuneTemplates: each template node of `graph` (a SchedulerNode over a
/// TemplateBuffer) with the run's first unused AUTOTUNE table over the same inputs (its
/// MemoryDeps' extents against the table's printed sizes, sizes of 1 left out); a node
/// with no such table (autotuning cached, not printed) is left out.
std::map<std::string, std::vector<std::string>> autotuneTemplatesFromLog(const LogGraphRun& run,
                                                                          const ir::Graph& graph);

/// Whether the log at `path` may hold what the scheduler takes from a log
/// (foreachListsFromLog, benchmarkVerdictsFromLog, autotune tables): a
/// ForeachKernelSchedulerNode candidate (foreach groups), a "(benchmark)" line (timed
/// fusions) or an AUTOTUNE table (max-autotune's template choices). False
/// means parsing it would give the scheduler nothing. Only searches the text
/// (mapped, not copied or parsed: tens of ms for the 150 MB llama log). Throws
/// fs::InputError when it cannot be read.
bool logMayHoldSchedulerFacts(const std::string& path);
/// Calls `scan` once with the whole text of the log at `path`: mapped, not copied, where
/// it can be (a pipe is read). For searches of a large log that need no parse. Throws
/// fs::InputError when it cannot be read or is over the input size limit.
void scanLogText(const std::string& path, const std::function<void(std::string_view)>& scan);

/// Splits "model__0_forward_1" (or a folder name "model__0_forward_1.0") into
/// its parts. Returns false when `id` is not of that form.
bool parseGraphId(std::string_view id, int& model, std::string& kind, int& compile, int& sub);

}  // namespace fs::inductor
