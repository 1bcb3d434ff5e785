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
  std::function<void(Knobs&, const std::string&, std::string_view)> set;
  std::function<std::string(const Knobs&)> get;
};

#define FS_INT_KNOB(field)                                                                   \
  KnobDef {                                                                                  \
    #field, [](Knobs& k, const std::string& n, std::string_view v) { k.field = parseInt(n, v); }, \
        [](const Knobs& k) { return std::to_string(k.field); }                               \
  }
#define FS_BOOL_KNOB(field)                                                                    \
  KnobDef {                                                                                    \
    #field, [](Knobs& k, const std::string& n, std::string_view v) { k.field = parseBool(n, v); }, \
        [](const Knobs& k) { return std::string(k.field ? "true" : "false"); }                 \
  }
#define FS_LIST_KNOB(field)                                                                  \
  KnobDef {                                                                                  \
    #field, [](Knobs& k, const std::string&, std::string_view v) { k.field = parseList(v); }, \
        [](const Knobs& k) { return joinList(k.field); }                                     \
  }

const std::vector<KnobDef>& defs() {
  static const std::vector<KnobDef> list = {
      FS_INT_KNOB(max_fusion_size),
      FS_BOOL_KNOB(aggressive_fusion),
      FS_BOOL_KNOB(epilogue_fusion),
      FS_BOOL_KNOB(epilogue_fusion_first),
      FS_BOOL_KNOB(prologue_fusion),
      FS_INT_KNOB(score_fusion_memory_threshold),
      FS_BOOL_KNOB(loop_ordering_after_fusion),
      FS_BOOL_KNOB(loop_index_inversion_in_fusion),
      FS_INT_KNOB(max_fusion_buffer_group_pairwise_attempts),
      FS_INT_KNOB(max_fusion_unique_io_buffers),
      FS_INT_KNOB(cpp_max_horizontal_fusion_size),
      FS_BOOL_KNOB(triton_tiling_prevents_pointwise_fusion),
      FS_BOOL_KNOB(triton_tiling_prevents_reduction_fusion),
      FS_INT_KNOB(max_rounds),
      FS_INT_KNOB(long_distance_threshold),
      FS_INT_KNOB(peak_memory_factor),
      FS_BOOL_KNOB(multi_template_fusion_faster),
      FS_LIST_KNOB(disabled_node_kinds),
      FS_LIST_KNOB(disabled_buffers),
      FS_BOOL_KNOB(vertical_only),
      FS_BOOL_KNOB(horizontal_only),
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

std::vector<std::string> knobNames() {
  std::vector<std::string> out;
  for (const auto& d : defs()) out.emplace_back(d.name);
  return out;
}

}  // namespace fs::fusion
