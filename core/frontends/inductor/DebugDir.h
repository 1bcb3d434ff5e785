// DebugDir: finds and loads the graphs of a TORCH_COMPILE_DEBUG dump.
//
// Contract: returns an ir::Program (ir/Program.h) whose graphs each carry an
// ir::Reference (ir/Reference.h): Inductor's plan, output_code.py and the
// graph's fuse_nodes run, each where found. INPUT may be
//   - one ir_pre_fusion.txt / ir_post_fusion.txt file (loaded alone as
//     `preFusion`; an ir_post_fusion.txt is also Inductor's plan, the reference's
//     `postFusion`),
//   - one graph folder (holding ir_pre_fusion.txt),
//   - a model folder as in the fixtures (`inference/`, `forward/`, `backward/`
//     beside `torch_logs.txt`),
//   - PyTorch's layout: `torch_compile_debug/`, `run_*/`, `torchinductor/`
//     (or the folder holding `torch_compile_debug/`), with
//     `model__<N>_<inference|forward|backward>_<K>.<M>/` graph folders.
// Graph folders are found up to 5 levels below INPUT and ordered by compile order
// (run folder, then model__N, then K, then M; fixture folders: inference, forward,
// backward), and named "inference" / "forward" / "backward" (with "_2", "_3"...
// when a kind repeats; other folder names are kept). Beside ir_pre_fusion.txt a
// graph folder may hold ir_post_fusion.txt and output_code.py (its kernels get
// their scheduler nodes from the two IR files, see assignKernelNodes) and
// fx_graph_readable.py (see FxGraph.h; the graph's `sourceGraph`).
// A torch log is the given `logPath`, else the first `torch_logs.txt` found in
// INPUT, beside a graph folder, one level above it, or beside `torch_compile_debug/`.
// Its fuse_nodes runs are matched to graphs: by graph id ("model__0_forward_1",
// which debug.py prints after each run) when both sides have ids, else by kind
// in order (the i-th backward graph gets the i-th backward run), else in order
// when the counts agree; what could not be matched is said in `notes`.
// Dynamic shapes: each graph's size symbols take their values from its
// output_code.py (`get_args()`, see exampleSizeSymbols), overridden by `sizeHints`.
// One graph that fails never hides the others: a graph whose ir_pre_fusion.txt is
// malformed is listed in `failedGraphs` with its located error and the others
// load; a malformed ir_post_fusion.txt or output_code.py only loses that file (a
// note). Nodes the reader did not understand are opaque (ir::Graph::warnings).
// Throws fs::InputError when nothing loadable is found (file = INPUT, line 0,
// "expected ir_pre_fusion.txt in this directory or in graph folders under it ..."),
// when INPUT does not exist, or when every graph failed (the first graph's error).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/frontends/inductor/FusionLog.h"
#include "core/frontends/inductor/FxGraph.h"
#include "core/frontends/inductor/OutputCode.h"
#include "core/ir/Program.h"
#include "core/ir/Program.h"
#include "core/util/Error.h"

namespace fs::inductor {

/// What to read beyond ir_pre_fusion.txt and output_code.py. A command that only
/// runs the scheduler (fuse) needs neither Inductor's plan nor the log's rounds.
struct LoadOptions {
  bool postFusion = true;  ///< read ir_post_fusion.txt (the reference's `postFusion`)
  /// Parse the torch log and give each graph its run (the reference's `log`). When false, the
  /// log is parsed only if it may hold what the scheduler takes from it
  /// (logMayHoldSchedulerFacts); otherwise no graph gets a `log`, which changes
  /// no fusion decision (its foreach lists and timed fusions would be empty).
  bool fullLog = true;
  bool fxGraph = true;  ///< read fx_graph_readable.py (`sourceGraph`: source lines, op names)
  /// The torch release that wrote the dump, when the user says (`--torch-version`):
  /// replaces what ReleaseDetect tells from the dump (ir::Graph::release).
  std::optional<ir::Release> torchRelease;
};

/// A directory that holds several separate dumps (say a repository with many
/// models' dumps under it): loadDebugDump() will not mix their graphs into one
/// model. `dumps` lists each dump's folder (see findDumps), so that a user
/// interface can offer them; the message names the first ten.
class SeveralDumpsError : public InputError {
 public:
  SeveralDumpsError(const std::string& input, std::vector<std::string> dumps);
  std::vector<std::string> dumps;
};

/// The separate dumps under directory `dir`, each as the folder to open, sorted:
/// for PyTorch's layout the folder holding `torch_compile_debug/`; for the
/// fixtures' layout the model folder holding `inference/`, `forward/`,
/// `backward/`; else the graph folder itself. Graph folders are found as
/// loadDebugDump finds them (5 levels down, hidden folders and symlinks skipped).
std::vector<std::string> findDumps(const std::string& dir);

/// Loads everything under `input` (see the contract above). `logPath` overrides
/// the log search; `sizeHints` the size symbols' values (dynamic shapes), e.g.
/// {"s77": 4}. Throws fs::InputError; SeveralDumpsError when `input` holds the
/// graph folders of more than one dump (findDumps).
ir::Program loadDebugDump(const std::string& input, const std::string& logPath = "",
                        const ir::SizeHints& sizeHints = {}, const LoadOptions& options = {});

}  // namespace fs::inductor
