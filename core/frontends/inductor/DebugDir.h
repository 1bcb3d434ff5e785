// DebugDir: finds and loads the graphs of a TORCH_COMPILE_DEBUG dump.
//
// Contract: INPUT may be
//   - one ir_pre_fusion.txt / ir_post_fusion.txt file,
//   - one graph folder (holding ir_pre_fusion.txt),
//   - a model folder as in the fixtures (`inference/`, `forward/`, `backward/`
//     beside `torch_logs.txt`),
//   - PyTorch's layout: `torch_compile_debug/`, `run_*/`, `torchinductor/`,
//     with `model__<N>_<inference|forward|backward>_<K>.<M>/` graph folders.
// Graph folders are ordered by compile order (model__N, then K), and named
// "inference" / "forward" / "backward" (with a numeric suffix when repeated).
// A torch log is the `torch_logs.txt` (or given `logPath`) found beside them; its
// fuse_nodes runs are matched to graphs in order.
// Throws fs::InputError when nothing loadable is found ("no ir_pre_fusion.txt
// under DIR") or a file is malformed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/frontends/inductor/FusionLog.h"
#include "core/frontends/inductor/OutputCode.h"
#include "core/ir/Graph.h"

namespace fs::inductor {

struct GraphDump {
  std::string name;                     ///< "inference", "forward", "backward"
  std::string folder;                   ///< graph folder ("" when a single file was given)
  ir::Graph preFusion;                  ///< ir_pre_fusion.txt
  std::optional<ir::Graph> postFusion;  ///< ir_post_fusion.txt: Inductor's reference plan
  std::optional<OutputCode> outputCode; ///< output_code.py
  std::optional<LogGraphRun> log;       ///< this graph's fuse_nodes run from the torch log
};

struct DebugDump {
  std::string input;                ///< what the user gave
  std::string logPath;              ///< torch log used, if any
  std::vector<GraphDump> graphs;    ///< in compile order
};

/// Loads everything under `input`. `logPath` overrides the log search.
DebugDump loadDebugDump(const std::string& input, const std::string& logPath = "");

}  // namespace fs::inductor
