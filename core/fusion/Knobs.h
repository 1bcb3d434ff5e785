// Knobs: the settings the fusion scheduler reads, as one value struct.
//
// Contract: the first block mirrors torch/_inductor/config.py, with Inductor's
// names and its defaults as of PyTorch 2.11 (config.cpp.* and config.triton.*
// are spelled cpp_* and triton_*). The second block holds constants that are
// written into Inductor's code rather than its config (exposed for what-if
// runs; the defaults are Inductor's). The third block holds what-if knobs that
// users of other fusers expect and Inductor does not have; their defaults
// change nothing. A default-constructed Knobs reproduces Inductor.
// setKnob() parses "name=value" (the CLI's --set), knobValues() lists every
// knob with its value as text; the two round-trip.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ir/Graph.h"

namespace fs::fusion {

/// The scheduler's record of timed fusions is the graph's (ir/Graph.h).
using ir::BenchmarkVerdict;

struct Knobs {
  // --- torch/_inductor/config.py ------------------------------------------
  int max_fusion_size = 64;                        ///< nodes allowed in one fused kernel
  bool aggressive_fusion = false;                  ///< also pair nodes of the same group without shared data
  bool epilogue_fusion = true;                     ///< fuse pointwise epilogues into templates
  bool epilogue_fusion_first = false;              ///< template score favours epilogues
  bool prologue_fusion = true;                     ///< fuse pointwise prologues into templates
  int score_fusion_memory_threshold = 10;          ///< bytes a horizontal fusion must save
  bool loop_ordering_after_fusion = true;          ///< LOAF: reorder loops in the final round (GPU only)
  bool loop_index_inversion_in_fusion = true;      ///< also run the final (reorder) round
  int max_fusion_buffer_group_pairwise_attempts = 64;  ///< pairing window inside a buffer group
  int max_fusion_unique_io_buffers = 0;            ///< 0 means None (check disabled)
  int cpp_max_horizontal_fusion_size = 16;         ///< config.cpp.max_horizontal_fusion_size
  bool triton_tiling_prevents_pointwise_fusion = true;  ///< config.triton: no fusion that changes a 2-D tiling
  bool triton_tiling_prevents_reduction_fusion = true;  ///< config.triton: producer must tile like the reduction
  // Not here: config.triton.mix_order_reduction, whose check CudaBackend does
  // not model (see there).

  // --- constants in Inductor's scheduler code -----------------------------
  /// Scheduler.fuse_nodes: `for i in range(10)`. 0 turns fusion off: no round
  /// runs, not even the reorder round (Inductor's loop would still run that one).
  int max_rounds = 10;
  int long_distance_threshold = 64;  ///< Scheduler.are_long_distant_nodes: proximity > 64
  int peak_memory_factor = 32;       ///< Scheduler.can_fusion_increase_peak_memory: overhead > 32 * saving

  // --- what Inductor measures and FusionScope cannot ------------------------
  /// The outcome of Scheduler.speedup_by_fusion for a fusion with a max-autotune
  /// MultiTemplateBuffer: Inductor benchmarks the fused template kernel against
  /// the best unfused choice plus the other kernel. FusionScope does not time
  /// Triton templates; by default the unfused kernels win (as on the H200 zoo).
  bool multi_template_fusion_faster = false;

  // --- what-if knobs (not Inductor) ---------------------------------------
  /// Node kinds never fused: "pointwise", "reduction", "template", or an
  /// Inductor class name ("SchedulerNode" ...). A fused node is of a kind when
  /// any of its leaves is.
  std::vector<std::string> disabled_node_kinds;
  /// Buffers whose producers are never fused (like V.graph.no_fuse_buffer_names).
  std::vector<std::string> disabled_buffers;
  bool vertical_only = false;    ///< reject every horizontal (sibling) fusion
  bool horizontal_only = false;  ///< reject every vertical (producer/consumer) fusion

  bool operator==(const Knobs&) const = default;
};

/// Sets one knob from "name=value". Booleans accept true/false/1/0/on/off;
/// list knobs take comma-separated values ("" clears them). Throws
/// fs::InputError (file "--set", line 0) for an unknown name or a bad value,
/// naming the knob and what was expected.
void setKnob(Knobs& knobs, std::string_view assignment);

/// Every knob as (name, value text), in declaration order. setKnob() accepts
/// each pair back as "name=value".
std::vector<std::pair<std::string, std::string>> knobValues(const Knobs& knobs);

enum class KnobType { Int, Bool, List };

/// One knob for a user interface: its name, value type, current and default value
/// as setKnob() text, and one line saying what it does and which Inductor config
/// or code it mirrors.
struct KnobInfo {
  std::string name;
  KnobType type;
  std::string value, defaultValue;
  std::string help;
};

/// Every knob of `knobs`, in declaration order (knobValues() with types and help).
std::vector<KnobInfo> knobInfo(const Knobs& knobs);

/// The names setKnob() accepts, in declaration order.
std::vector<std::string> knobNames();

}  // namespace fs::fusion
