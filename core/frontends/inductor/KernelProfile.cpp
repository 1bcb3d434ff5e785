// KernelProfile: torch.profiler traces and Inductor's kernel benchmark (see KernelProfile.h).
#include "core/frontends/inductor/KernelProfile.h"

#include <nlohmann/json.hpp>

#include "core/frontends/inductor/TextScan.h"
#include "core/util/Error.h"
#include "core/util/InputFile.h"

namespace fs::inductor {

KernelProfile readProfilerTrace(const std::string& path) {
  return parseProfilerTrace(readInputFile(path), path);
}

namespace {
nlohmann::json parseJson(std::string_view text, const std::string& path, const char* what) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError(path, 0, std::string("not ") + what + ": JSON error at byte " + std::to_string(e.byte));
  } catch (const nlohmann::json::exception& e) {
    // valid JSON that nlohmann's parser still refuses, e.g. a number beyond a
    // double's range (out_of_range 406: "number overflow parsing '1e999'"), found by
    // fuzz_profile: every JSON exception is the file's error, not only parse_error
    throw InputError(path, 0, std::string("not ") + what + ": " + e.what());
  }
}
}  // namespace

KernelProfile parseProfilerTrace(std::string_view text, const std::string& path) {
  KernelProfile p;
  p.path = path;
  p.kind = KernelProfile::Kind::Trace;
  const nlohmann::json j = parseJson(text, path, "a torch.profiler Chrome trace");
  if (!j.is_object() || !j.contains("traceEvents") || !j["traceEvents"].is_array())
    throw InputError(path, 0, "not a torch.profiler Chrome trace: no \"traceEvents\" array");
  for (const auto& e : j["traceEvents"]) {
    if (!e.is_object()) {
      ++p.skipped;
      continue;
    }
    auto cat = e.find("cat");
    if (cat == e.end() || !cat->is_string() || *cat != "kernel") continue;
    auto name = e.find("name");
    auto dur = e.find("dur");
    // a duration must be a finite number of microseconds, not negative
    if (name == e.end() || !name->is_string() || dur == e.end() || !dur->is_number() ||
        !(dur->get<double>() >= 0 && dur->get<double>() < 1e15)) {
      ++p.skipped;
      continue;
    }
    const std::string n = name->get<std::string>();
    MeasuredKernel& k = p.kernels[n];
    k.name = n;
    ++k.calls;
    k.totalUs += dur->get<double>();
  }
  return p;
}

namespace {
// Drops ANSI escape sequences ("\x1b[31m" ... "\x1b[39m").
std::string stripAnsi(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\x1b' && i + 1 < s.size() && s[i + 1] == '[') {
      i += 2;
      while (i < s.size() && !(s[i] >= '@' && s[i] <= '~')) ++i;
      continue;
    }
    out += s[i];
  }
  return out;
}

bool number(std::string_view w, std::string_view suffix, double& out) {
  if (!detail::endsWith(w, suffix)) return false;
  w.remove_suffix(suffix.size());
  try {
    std::size_t used = 0;
    out = std::stod(std::string(w), &used);
    return used == w.size();
  } catch (...) {
    return false;
  }
}
}  // namespace

KernelProfile readKernelBenchmark(const std::string& path) {
  return parseKernelBenchmark(detail::readWholeFile(path), path);
}

KernelProfile parseKernelBenchmark(std::string_view text, const std::string& path) {
  KernelProfile p;
  p.path = path;
  p.kind = KernelProfile::Kind::Benchmark;
  detail::Lines lines(text);
  std::string_view raw;
  while (lines.next(raw)) {
    const std::string line = stripAnsi(raw);
    if (detail::trim(line).empty()) continue;
    std::vector<std::string_view> w;
    detail::Scan s(line);
    std::string_view word;
    while (true) {
      while (!s.atEnd() && std::isspace(static_cast<unsigned char>(s.rest().front()))) s.lit(s.rest().substr(0, 1));
      if (!s.word(word)) break;
      w.push_back(word);
    }
    // category backend hash Tms G GB B GB/s R regs S spills M shared mem
    double ms = 0, gbps = 0;
    std::size_t t = 0;
    while (t < w.size() && !number(w[t], "ms", ms)) ++t;
    if (t < 1 || t >= w.size() || !(ms >= 0 && ms < 1e12)) {
      ++p.skipped;
      continue;
    }
    MeasuredKernel k;
    k.name = std::string(w[t - 1]);
    k.calls = 1;
    k.totalUs = ms * 1000.0;
    for (std::size_t i = t + 1; i < w.size(); ++i) {
      if (number(w[i], "GB/s", gbps)) k.gbps = gbps;
      if (i > 0 && w[i] == "regs") k.registers = std::atoi(std::string(w[i - 1]).c_str());
      if (i > 0 && w[i] == "spills") k.spills = std::atoi(std::string(w[i - 1]).c_str());
    }
    MeasuredKernel& slot = p.kernels[k.name];
    if (slot.calls == 0) {
      slot = k;
    } else {  // the same module benchmarked twice: keep both calls
      slot.calls += 1;
      slot.totalUs += k.totalUs;
    }
  }
  return p;
}

KernelProfile readKernelBenchmarks(const std::vector<std::string>& paths) {
  KernelProfile all;
  all.kind = KernelProfile::Kind::Benchmark;
  for (const auto& path : paths) {
    KernelProfile one = readKernelBenchmark(path);
    if (all.path.empty()) all.path = one.path;
    all.skipped += one.skipped;
    all.kernels.insert(one.kernels.begin(), one.kernels.end());
  }
  return all;
}

KernelProfile readKernelTimesJson(const std::string& path) { return parseKernelTimesJson(readInputFile(path), path); }

KernelProfile parseKernelTimesJson(std::string_view text, const std::string& path) {
  const nlohmann::json j = parseJson(text, path, "a JSON file of kernel times");
  if (j.is_object() && j.contains("traceEvents")) return parseProfilerTrace(text, path);
  if (j.is_object() && j.contains("compiled_kernels_us_per_step")) return parseInductorKernelTimings(text, path);
  throw InputError(path, 0,
                   "neither a torch.profiler Chrome trace (no \"traceEvents\" array) nor Inductor kernel timings "
                   "(no \"compiled_kernels_us_per_step\" object)");
}

KernelProfile readInductorKernelTimings(const std::string& path) {
  return parseInductorKernelTimings(readInputFile(path), path);
}

KernelProfile parseInductorKernelTimings(std::string_view text, const std::string& path) {
  KernelProfile p;
  p.path = path;
  p.kind = KernelProfile::Kind::InductorTimings;
  const nlohmann::json j = parseJson(text, path, "Inductor kernel timings");
  auto perStep = j.is_object() ? j.find("compiled_kernels_us_per_step") : j.end();
  if (!j.is_object() || perStep == j.end() || !perStep->is_object())
    throw InputError(path, 0, "not Inductor kernel timings: no \"compiled_kernels_us_per_step\" object");
  for (const auto& [name, t] : perStep->items()) {
    auto total = t.is_object() ? t.find("total_us_per_step") : t.end();
    auto count = t.is_object() ? t.find("count") : t.end();
    if (!t.is_object() || total == t.end() || !total->is_number() || *total < 0 ||
        (count != t.end() && (!count->is_number_integer() || *count < 1 || *count > 1000000000))) {
      ++p.skipped;
      continue;
    }
    MeasuredKernel& k = p.kernels[name];
    k.name = name;
    k.calls = count == t.end() ? 1 : count->get<int>();
    k.totalUs = total->get<double>();
  }
  return p;
}

std::string moduleHashOf(const std::string& kernelPath) {
  std::size_t slash = kernelPath.find_last_of("/\\");
  std::string base = slash == std::string::npos ? kernelPath : kernelPath.substr(slash + 1);
  if (std::size_t dot = base.rfind('.'); dot != std::string::npos) base.resize(dot);
  return base;
}

}  // namespace fs::inductor
