// Capture: what FusionScope sets for a user's PyTorch program so that its compile
// leaves the dump FusionScope reads, and what it finds afterwards. Shared by
// `fusionscope-cli capture -- PROGRAM ARGS` (fork/exec) and the app's File >
// Capture (QProcess, cancellable); each runs the program itself and copies its
// stderr to captureLogPath(out) as it comes.
//
// Contract: captureEnvironment(out) lists the variables to set, each only when the
// user's environment does not already set it:
//   TORCH_COMPILE_DEBUG=1                          the dump (ir_pre/post_fusion.txt,
//                                                  output_code.py, fx_graph_readable.py)
//   TORCH_COMPILE_DEBUG_DIR=<out>                  written under <out>/torch_compile_debug/
//   TORCH_LOGS=+fusion,+schedule,graph_breaks      the fusion log: rounds, candidates, reasons
//   TORCHINDUCTOR_FORCE_DISABLE_CACHES=1           a cached compile runs no fuse_nodes and
//                                                  logs nothing (Inductor's FX graph cache)
// The variable names are PyTorch 2.x's (torch/_dynamo/config.py, torch/_logging,
// torch/_inductor/config.py). summariseCapture never throws: a folder without a
// dump is `found == false` with what to check.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace fs::session {

/// (name, value) pairs to set for the program, in the order above; a name already
/// in this process's environment is left out (the user's value is kept).
std::vector<std::pair<std::string, std::string>> captureEnvironment(const std::filesystem::path& out);

/// Where the program's stderr (the torch log) is kept: <out>/torch_logs.txt.
std::filesystem::path captureLogPath(const std::filesystem::path& out);

struct CaptureSummary {
  bool found = false;                 ///< a dump with at least one graph was captured
  std::string dumpPath;               ///< what to open (the out folder) when found
  std::vector<std::string> lines;     ///< "inference: 71 scheduler nodes, fusion log: 3 rounds, 26 kernels"
  std::string text;                   ///< the whole summary, newline-separated, for a terminal or a log pane
};

/// Reads what the program left in `out` (loadDebugDump with captureLogPath(out));
/// `exitCode` is the program's (0: success; 128 + N: killed by signal N; -1: not
/// started or cancelled). Never throws.
CaptureSummary summariseCapture(const std::filesystem::path& out, int exitCode);

}  // namespace fs::session
