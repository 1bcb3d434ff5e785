// ReleaseDetect: which torch release wrote a TORCH_COMPILE_DEBUG dump, told from the
// dump itself (no dump names its release).
//
// Contract: each reader gives a range [low, high] of releases (2.8 .. 2.15, the ones
// whose formats were compared) with the evidence that bounds it:
//   - the torch log: every glog-prefixed `[__fusion]` record names the line of
//     torch/_inductor/scheduler.py that logged it (`scheduler.py:3706]`), and the
//     lines of the fusion messages differ in every release: one release exactly;
//   - output_code.py: wrapper and kernel-metadata markers that appeared in a given
//     release (`empty_strided_cpu_pinned` 2.9, `'num_store'` 2.10, `def get_args()`
//     2.11, `raw_stream0` 2.12, `'batch_invariant'` 2.13, `assert_size_stride_grouped`
//     2.14, `'autotune_hints': ()` 2.15) and the ones always printed from a release
//     on, whose absence bounds it from above;
//   - ir_pre/post_fusion.txt: `min_input_distance` (2.12+ prints it on every node),
//     WeakDep without `is_fake` (2.8), fused kinds of newer releases.
// combine() intersects the ranges: a log's exact release wins; a range that is not
// one release resolves to its newest (users run new releases), and says so. A patch
// build with other line numbers is no evidence (its line is ignored), never an error.
// The numbers come from each release's own source (scheduler.py of torch 2.8.0,
// 2.9.1, 2.10.0, 2.11.0, 2.12.1, 2.13.0, 2.14.1, 2.15.0).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir/Graph.h"
#include "core/ir/Release.h"

namespace fs::inductor {

/// Releases whose formats and rules are known here, oldest first.
const std::vector<ir::Release>& knownReleases();

struct ReleaseEvidence {
  ir::Release low, high;  ///< the range it allows (inclusive)
  std::string source;     ///< what bounds it, e.g. "torch_logs.txt:12: scheduler.py:7061 (Inductor 2.15)"
};

/// From the first `[__fusion]` record with a known scheduler.py line; nullopt when none.
std::optional<ReleaseEvidence> releaseFromLogText(std::string_view text, const std::string& file);
/// The same, reading `path` (mapped, stops at the first match). Nullopt when unreadable.
std::optional<ReleaseEvidence> releaseFromLog(const std::string& path);
/// From output_code.py's text; nullopt when it holds no marker.
std::optional<ReleaseEvidence> releaseFromOutputCode(std::string_view text, const std::string& file);
/// From what the IR reader kept of a graph (pre- or post-fusion); nullopt without evidence.
std::optional<ReleaseEvidence> releaseFromIr(const ir::Graph& graph);

/// Intersects the evidence. `source` gets a one-line account ("2.15: torch log line
/// numbers (torch_logs.txt:12)", "2.12-2.15 (ir_pre_fusion.txt: min_input_distance):
/// taken as 2.15"). Unknown release when there is no evidence.
ir::Release combine(const std::vector<ReleaseEvidence>& evidence, std::string& source);

}  // namespace fs::inductor
