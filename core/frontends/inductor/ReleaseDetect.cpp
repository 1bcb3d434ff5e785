#include "core/frontends/inductor/ReleaseDetect.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <functional>

#include "core/frontends/inductor/FusionLog.h"
#include "core/util/Error.h"

namespace fs::inductor {
namespace {

using ir::Release;

constexpr Release kOldest{2, 8};
constexpr Release kNewest{2, 15};

// The fusion messages of scheduler.py and the line that logs each, per release.
enum Msg { Attempting, Completed, Complete, CandidatesHeader, Found, Fusing, CannotFuse, kMsgs };
struct LineTable {
  Release release;
  std::array<int, kMsgs> line;
};
constexpr std::array<LineTable, 8> kLines{{
    {{2, 8}, {2618, 2625, 2632, 3075, 3272, 3089, 904}},
    {{2, 9}, {2976, 2983, 2990, 3511, 3708, 3525, 1034}},
    {{2, 10}, {3561, 3568, 3575, 4100, 4298, 4114, 1343}},
    {{2, 11}, {3706, 3713, 3720, 4607, 4768, 4369, 1388}},
    {{2, 12}, {4044, 4051, 4058, 4984, 5148, 4739, 1413}},
    {{2, 13}, {4995, 5002, 5009, 5993, 6452, 5748, 2059}},
    {{2, 14}, {5362, 5369, 5376, 6499, 6974, 6233, 2132}},
    {{2, 15}, {7061, 7068, 7075, 8291, 8976, 7964, 3667}},
}};

std::optional<Msg> messageOf(std::string_view m) {
  auto starts = [&](std::string_view p) { return m.substr(0, p.size()) == p; };
  if (starts("===== attempting fusion")) return Attempting;
  if (starts("completed fusion round")) return Completed;
  if (starts("===== fusion complete")) return Complete;
  if (starts("fuse_nodes_once, candidates:")) return CandidatesHeader;
  if (starts("found ") && m.find("possible fusions") != std::string_view::npos) return Found;
  if (starts("fusing ")) return Fusing;
  if (starts("cannot fuse ") && !starts("cannot fuse (")) return CannotFuse;
  return std::nullopt;
}

std::optional<ReleaseEvidence> scanLog(std::string_view text, const std::string& file) {
  constexpr std::string_view tag = "scheduler.py:";
  std::size_t from = 0;
  for (int seen = 0; seen < 200; ++seen) {
    const std::size_t at = text.find(tag, from);
    if (at == std::string_view::npos) return std::nullopt;
    from = at + tag.size();
    const std::size_t bol = text.rfind('\n', at) == std::string_view::npos ? 0 : text.rfind('\n', at) + 1;
    std::size_t eol = text.find('\n', at);
    if (eol == std::string_view::npos) eol = text.size();
    const std::string_view line = text.substr(bol, eol - bol);
    const std::size_t fusionTag = line.find("[__fusion] ");
    if (fusionTag == std::string_view::npos) continue;
    int number = 0;
    const char* p = text.data() + from;
    auto [end, ec] = std::from_chars(p, text.data() + eol, number);
    if (ec != std::errc() || end == p || *end != ']') continue;
    const auto msg = messageOf(line.substr(fusionTag + 11));
    if (!msg) continue;
    for (const auto& t : kLines)
      if (t.line[*msg] == number) {
        const long lineNo = std::count(text.data(), text.data() + bol, '\n') + 1;
        return ReleaseEvidence{t.release, t.release,
                               "torch log line numbers (" + file + ":" + std::to_string(lineNo) + " was logged at " +
                                   "scheduler.py:" + std::to_string(number) + ", Inductor " + t.release.str() + ")"};
      }
  }
  return std::nullopt;
}

}  // namespace

const std::vector<ir::Release>& knownReleases() {
  static const std::vector<Release> list = [] {
    std::vector<Release> out;
    for (const auto& t : kLines) out.push_back(t.release);
    return out;
  }();
  return list;
}

std::optional<ReleaseEvidence> releaseFromLogText(std::string_view text, const std::string& file) {
  return scanLog(text, file);
}

std::optional<ReleaseEvidence> releaseFromLog(const std::string& path) {
  std::optional<ReleaseEvidence> out;
  try {
    scanLogText(path, [&](std::string_view text) { out = scanLog(text, path); });
  } catch (const InputError&) {  // the log's own reader says so
  }
  return out;
}

std::optional<ReleaseEvidence> releaseFromOutputCode(std::string_view text, const std::string& file) {
  Release low = kOldest, high = kNewest;
  std::vector<std::string> why;
  auto has = [&](std::string_view s) { return text.find(s) != std::string_view::npos; };
  auto atLeast = [&](std::string_view marker, Release r) {
    if (!has(marker)) return false;
    if (r > low) low = r;
    why.push_back("'" + std::string(marker) + "' (" + r.str() + "+)");
    return true;
  };
  auto atMost = [&](std::string_view marker, Release r) {
    if (r < high) high = r;
    why.push_back("no '" + std::string(marker) + "' (up to " + r.str() + ")");
  };
  const bool header = has("empty_strided_cpu = ");  // the wrapper's header (every release)
  if (!atLeast("empty_strided_cpu_pinned", {2, 9}) && header) atMost("empty_strided_cpu_pinned", {2, 8});
  atLeast("'num_store'", {2, 10});
  if (!atLeast("def get_args(", {2, 11}) && has("def benchmark_compiled_module(times")) atMost("def get_args()", {2, 10});
  atLeast("'mix_order_reduction_allow_multi_stages'", {2, 11});
  atLeast("raw_stream0 = get_raw_stream(", {2, 12});
  atLeast("'batch_invariant'", {2, 13});
  if (!atLeast("assert_size_stride_grouped", {2, 14}) && header) atMost("assert_size_stride_grouped", {2, 13});
  if (!atLeast("'autotune_hints': ()", {2, 15}) && has("'autotune_hints': set()")) {
    if (Release{2, 14} < high) high = {2, 14};
    why.push_back("'autotune_hints': set() (up to 2.14)");
  }
  if (why.empty()) return std::nullopt;
  std::string src = file + ": ";
  for (std::size_t i = 0; i < why.size(); ++i) src += (i ? ", " : "") + why[i];
  return ReleaseEvidence{low, high, src};
}

std::optional<ReleaseEvidence> releaseFromIr(const ir::Graph& g) {
  Release low = kOldest, high = kNewest;
  std::vector<std::string> why;
  bool anyNode = false, withDistance = false, withoutDistance = false, weakWithFake = false, weakWithoutFake = false;
  std::string newerKind;
  std::function<void(const std::vector<ir::Node>&)> walk = [&](const std::vector<ir::Node>& nodes) {
    for (const ir::Node& n : nodes) {
      anyNode = true;
      (n.minInputDistance ? withDistance : withoutDistance) = true;
      for (const auto* deps : {&n.writes, &n.unmet_dependencies, &n.met_dependencies})
        for (const auto& d : *deps)
          if (const auto* w = std::get_if<ir::WeakDep>(&d)) (w->printsFake ? weakWithFake : weakWithoutFake) = true;
      if (!n.fusedClass.empty()) newerKind = n.fusedClass;
      walk(n.snodes);
    }
  };
  walk(g.nodes);
  if (!anyNode) return std::nullopt;
  const std::string file = g.sourcePath.empty() ? "the IR" : g.sourcePath;
  if (withDistance) {
    low = {2, 12};
    why.push_back("min_input_distance lines (2.12+)");
  } else if (withoutDistance) {
    high = {2, 11};
    why.push_back("no min_input_distance lines (up to 2.11)");
  }
  if (weakWithoutFake) {
    high = std::min(high, Release{2, 8});
    why.push_back("WeakDep without is_fake (2.8)");
  } else if (weakWithFake) {
    low = std::max(low, Release{2, 9});
    why.push_back("WeakDep with is_fake (2.9+)");
  }
  if (newerKind == "FusedStagedReduction") low = std::max(low, Release{2, 15});
  if (newerKind == "FusedNestedReductions") low = std::max(low, Release{2, 13});
  if (newerKind == "FusedExternTritonKernelSchedulerNode") low = std::max(low, Release{2, 12});
  if (newerKind == "FusedMixOrderReductions") low = std::max(low, Release{2, 10});
  if (!newerKind.empty()) why.push_back(newerKind + " nodes");
  std::string src = file + ": ";
  for (std::size_t i = 0; i < why.size(); ++i) src += (i ? ", " : "") + why[i];
  return ReleaseEvidence{low, high, src};
}

ir::Release combine(const std::vector<ReleaseEvidence>& evidence, std::string& source) {
  source.clear();
  if (evidence.empty()) return {};
  Release low = kOldest, high = kNewest;
  const ReleaseEvidence* exact = nullptr;
  for (const auto& e : evidence) {
    if (e.low == e.high && !exact) exact = &e;
    low = std::max(low, e.low);
    high = std::min(high, e.high);
  }
  std::string all;
  for (const auto& e : evidence) all += (all.empty() ? "" : "; ") + e.source;
  if (exact && (low > high || (exact->low == low && exact->high == high))) {
    source = exact->source + (low > high ? " (other evidence disagrees: " + all + ")" : "");
    return exact->low;
  }
  if (low > high) {  // contradictory format markers: the newest any of them allows
    source = "contradictory evidence (" + all + "): taken as " + low.str();
    return low;
  }
  if (low == high) {
    source = all;
    return low;
  }
  source = low.str() + "-" + high.str() + " (" + all + "): taken as " + high.str();
  return high;
}

}  // namespace fs::inductor
