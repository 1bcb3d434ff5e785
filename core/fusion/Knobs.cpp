#include "core/fusion/Knobs.h"

#include <algorithm>
#include <charconv>
#include <functional>

#include "core/util/Error.h"

namespace fs::fusion {
namespace {

[[noreturn]] void bad(const std::string& name, const std::string& what) {
  throw InputError("--set", 0, "knob '" + name + "': " + what);
}

int parseInt(const std::string& name, std::string_view text) {
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size() || value < 0)
    bad(name, "expected a non-negative integer, got '" + std::string(text) + "'");
  return value;
}

bool parseBool(const std::string& name, std::string_view text) {
  std::string t(text);
  std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (t == "true" || t == "1" || t == "on" || t == "yes") return true;
  if (t == "false" || t == "0" || t == "off" || t == "no") return false;
  bad(name, "expected true or false, got '" + std::string(text) + "'");
}

std::vector<std::string> parseList(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    std::string item(text.substr(start, end - start));
    auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    item.erase(item.begin(), std::find_if(item.begin(), item.end(), notSpace));
    item.erase(std::find_if(item.rbegin(), item.rend(), notSpace).base(), item.end());
    if (!item.empty()) out.push_back(item);
    start = end + 1;
  }
  return out;
}

std::string joinList(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ",") + s;
  return out;
}

struct KnobDef {
  const char* name;
  KnobType type;
  const char* help;
  std::function<void(Knobs&, const std::string&, std::string_view)> set;
  std::function<std::string(const Knobs&)> get;
};

#define FS_INT_KNOB(field, help)                                                                  \
  KnobDef {                                                                                       \
    #field, KnobType::Int, help,                                                                  \
        [](Knobs& k, const std::string& n, std::string_view v) { k.field = parseInt(n, v); },     \
        [](const Knobs& k) { return std::to_string(k.field); }                                    \
  }
#define FS_BOOL_KNOB(field, help)                                                                 \
  KnobDef {                                                                                       \
    #field, KnobType::Bool, help,                                                                 \
        [](Knobs& k, const std::string& n, std::string_view v) { k.field = parseBool(n, v); },    \
        [](const Knobs& k) { return std::string(k.field ? "true" : "false"); }                    \
  }
#define FS_LIST_KNOB(field, help)                                                                 \
  KnobDef {                                                                                       \
    #field, KnobType::List, help,                                                                 \
        [](Knobs& k, const std::string&, std::string_view v) { k.field = parseList(v); },         \
        [](const Knobs& k) { return joinList(k.field); }                                          \
  }

const std::vector<KnobDef>& defs() {
  static const std::vector<KnobDef> list = {
      FS_INT_KNOB(max_fusion_size,
                   "config.max_fusion_size: the most nodes one fused kernel may hold (1 fuses nothing)."),
      FS_BOOL_KNOB(aggressive_fusion,
                   "config.aggressive_fusion: also pair nodes that share no buffer but are in the same group (same numel and rnumel)."),
      FS_BOOL_KNOB(epilogue_fusion,
                   "config.epilogue_fusion: fuse pointwise consumers into a template (a max-autotune matmul or conv) as its epilogue."),
      FS_BOOL_KNOB(epilogue_fusion_first,
                   "config.epilogue_fusion_first: a template's fusion score favours its epilogues."),
      FS_BOOL_KNOB(prologue_fusion,
                   "config.prologue_fusion: fuse pointwise producers into a template as its prologue."),
      FS_INT_KNOB(score_fusion_memory_threshold,
                   "config.score_fusion_memory_threshold: bytes of memory traffic a horizontal (sibling) fusion must save to be taken."),
      FS_BOOL_KNOB(loop_ordering_after_fusion,
                   "config.loop_ordering_after_fusion (LOAF): reorder loops so that more pairs share accesses; runs the final reorder round (GPU)."),
      FS_BOOL_KNOB(loop_index_inversion_in_fusion,
                   "config.loop_index_inversion_in_fusion: also run the final reorder round, trying inverted loop orders."),
      FS_INT_KNOB(max_fusion_buffer_group_pairwise_attempts,
                   "config.max_fusion_buffer_group_pairwise_attempts: how many neighbours among one buffer's users are tried as fusion candidates."),
      FS_INT_KNOB(max_fusion_unique_io_buffers,
                   "config.max_fusion_unique_io_buffers: the most distinct input and output buffers a fused kernel may have (0: no limit)."),
      FS_INT_KNOB(cpp_max_horizontal_fusion_size,
                   "config.cpp.max_horizontal_fusion_size: the most nodes one horizontal fusion may hold on the CPU backend."),
      FS_BOOL_KNOB(triton_tiling_prevents_pointwise_fusion,
                   "config.triton.tiling_prevents_pointwise_fusion: reject a pointwise fusion that would change a 2-D tiling."),
      FS_BOOL_KNOB(triton_tiling_prevents_reduction_fusion,
                   "config.triton.tiling_prevents_reduction_fusion: a producer must tile like the reduction it fuses into."),
      FS_INT_KNOB(max_rounds,
                   "Scheduler.fuse_nodes' `for i in range(10)`: fuse_nodes_once rounds before the reorder round. 0 turns fusion off (no round runs, not even the reorder round)."),
      FS_INT_KNOB(long_distance_threshold,
                   "Scheduler.are_long_distant_nodes: nodes further apart than this many positions are not fused."),
      FS_INT_KNOB(peak_memory_factor,
                   "Scheduler.can_fusion_increase_peak_memory: reject a fusion whose memory overhead is more than this many times its saving."),
      FS_BOOL_KNOB(multi_template_fusion_faster,
                   "Measured by Inductor, not by FusionScope: whether a fused max-autotune template benchmarked faster than the unfused choice (default: unfused wins)."),
      FS_LIST_KNOB(disabled_node_kinds,
                   "What-if: node kinds never fused, comma-separated: pointwise, reduction, template, or an Inductor class (SchedulerNode, ExternKernelSchedulerNode ...)."),
      FS_LIST_KNOB(disabled_buffers,
                   "What-if: buffers whose producers are never fused, comma-separated (like V.graph.no_fuse_buffer_names)."),
      FS_BOOL_KNOB(vertical_only,
                   "What-if: reject every horizontal (sibling) fusion."),
      FS_BOOL_KNOB(horizontal_only,
                   "What-if: reject every vertical (producer/consumer) fusion."),
  };
  return list;
}

}  // namespace

void setKnob(Knobs& knobs, std::string_view assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos)
    throw InputError("--set", 0, "expected knob=value, got '" + std::string(assignment) + "'");
  std::string name(assignment.substr(0, eq));
  // Accept Inductor's dotted spellings: cpp.max_horizontal_fusion_size, triton.x.
  for (auto& c : name)
    if (c == '.') c = '_';
  for (const auto& d : defs()) {
    if (name == d.name) {
      d.set(knobs, name, assignment.substr(eq + 1));
      return;
    }
  }
  std::string known;
  for (const auto& d : defs()) known += (known.empty() ? "" : ", ") + std::string(d.name);
  throw InputError("--set", 0, "unknown knob '" + name + "' (known: " + known + ")");
}

std::vector<std::pair<std::string, std::string>> knobValues(const Knobs& knobs) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& d : defs()) out.emplace_back(d.name, d.get(knobs));
  return out;
}

std::vector<KnobInfo> knobInfo(const Knobs& knobs) {
  static const Knobs defaults;
  std::vector<KnobInfo> out;
  for (const auto& d : defs()) out.push_back({d.name, d.type, d.get(knobs), d.get(defaults), d.help});
  return out;
}

std::vector<std::string> knobNames() {
  std::vector<std::string> out;
  for (const auto& d : defs()) out.emplace_back(d.name);
  return out;
}

}  // namespace fs::fusion
