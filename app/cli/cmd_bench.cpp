// `fusionscope-cli bench INPUT --device cpu|cuda [--plan ours|inductor|none] [--graph NAME]
//  [--json FILE] [--reps N] [--no-autotune] [--inductor-timings FILE]`: verifies the plan's kernels against the
// reference interpreter and times them, with the unfused plan as the baseline.
// Prints a table per kernel and the totals. Exit code 0 when every kernel ran and
// matched the reference; 4 when a kernel's output did not match it (a wrong result);
// 3 when every kernel that ran matched but some could not run (an op or extern we do
// not generate, an opaque node) or be checked (the reference has no values for what
// it wrote): the table and JSON say which and why.
//
// JSON: {device, plan, verified, mismatched_kernels, kernels_not_run (not run or not checkable; both plans
// counted), kernels: [{graph, name, nodes, kind, bytes, median_us,
// warm_us, gpu_us, gpu_warm_us, gpu_inorder_us, gbps, launch, configs, ok, inductor_kernel, inductor_us,
// ratio_vs_inductor(_warm), ratio_vs_inductor_gpu(_warm, _inorder)}], unfused_kernels: [the baseline's
// kernels, the same fields without Inductor's], total_us, unfused_total_us, speedup,
// with CUPTI also total_gpu_us, unfused_total_gpu_us, speedup_gpu (sums of CUPTI kernel durations) and
// the same of the plans run in order (total_gpu_inorder_us, unfused_total_gpu_inorder_us, speedup_gpu_inorder),
// copy_gbps (cuda), cupti (cuda), cupti_reason (cuda, when not), not_run: {node: reason},
// graphs: [{name, verified, total_us, unfused_total_us, ..., cupti, cupti_reason}],
// graphs_not_loaded: [{name, error}] (without --graph: any makes verified false)}.
// Times in microseconds: median_us / warm_us are CUDA-event times around one launch (L2
// flushed / back to back); gpu_us / gpu_warm_us the same runs' kernel durations from
// CUPTI (0 without CUPTI), the instrument of Inductor's inductor_us (torch profiler, per
// launch), so ratio_vs_inductor_gpu(_warm) = gpu_us (gpu_warm_us) / inductor_us compares like with like;
// gpu_inorder_us: CUPTI's duration with the whole plan run in order (KernelTiming::gpuInOrderUs), the
// condition Inductor's kernels were profiled in (its model's call()).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/Commands.h"
#include "core/session/LoadInput.h"
#include "core/session/Devices.h"
#include "core/session/BenchSession.h"
#include "core/session/GraphSession.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

namespace {

struct BenchCommandOptions {
  std::vector<std::string> sizes;  ///< --size NAME=VALUE
  std::string input, device = "cpu", plan, graph, json, inductorTimings;  // plan "": Inductor's where the dump has it, else ours
  int reps = 0;
  bool noAutotune = false;
  bool verifyOnly = false;
};

// `check`: the kernel's verification, null when it has none. "within_spread": elements
// that passed only within their float32 rounding spread (KernelOutputCheck).
nlohmann::json kernelJson(const std::string& graph, const fs::runtime::KernelTiming& k, const fs::runtime::KernelCheck* check) {
  nlohmann::json configs = nlohmann::json::array();
  for (const auto& c : k.configs) configs.push_back({{"config", c.config}, {"median_us", c.medianUs}, {"event_us", c.eventUs}, {"gpu_us", c.gpuUs}});
  std::int64_t spread = 0;
  if (check)
    for (const auto& b : check->buffers) spread += b.withinSpread;
  return {{"graph", graph}, {"name", k.name},     {"nodes", k.nodes},     {"kind", k.kind},
          {"bytes", k.bytes}, {"median_us", k.medianUs}, {"warm_us", k.warmUs}, {"gpu_us", k.gpuUs},
          {"gpu_warm_us", k.gpuWarmUs}, {"gpu_inorder_us", k.gpuInOrderUs}, {"gbps", k.gbps}, {"launch", k.launch}, {"configs", configs},
          {"ok", check && check->ok}, {"within_spread", spread}};
}

// A check that passed only with some elements' tolerance widened by their float32
// rounding spread (KernelOutputCheck): said, never silent.
bool withinSpread(const fs::runtime::KernelCheck& c) {
  return c.ok && std::any_of(c.buffers.begin(), c.buffers.end(), [](const auto& b) { return b.withinSpread > 0; });
}

// A kernel not run because an input depends on one that could not run (CpuRunner,
// CudaRunner: "cannot be checked: input ... depends on a node that could not run").
bool isDownstream(const fs::runtime::KernelCheck& c) {
  return !c.ran && c.reason.rfind("cannot be checked: input ", 0) == 0;
}
constexpr int kDownstreamListed = 5;

// `inductorUs`: kernel name -> Inductor's time per launch for the same nodes, when known.
void printTable(const std::string& graph, const fs::runtime::PlanResult& r, const fs::runtime::PlanResult& base,
                const std::map<std::string, double>& inductorUs, bool timed) {
  std::printf("\n%s: plan %s on %s -- %s\n", graph.c_str(), r.plan.c_str(), r.device.c_str(),
              r.verified ? "verified against the reference" : "NOT verified");
  // With CUPTI: the kernels' own GPU durations (as the torch profiler measured
  // Inductor's, inductor_us) next to the CUDA-event times, which add launch overhead.
  const bool gpu = r.cuptiUsed;
  if (!timed)
    std::printf("  nothing timed (--verify-only)\n");
  else if (gpu)
    std::printf("  median_us: CUDA events, L2 flushed; gpu_us / gpu_warm_us: CUPTI kernel duration, L2 flushed / "
                "back to back; inductor_us: torch profiler\n");
  else if (!r.cuptiReason.empty())
    std::printf("  no CUPTI kernel durations (gpu_us): %s\n", r.cuptiReason.c_str());
  if (!timed)
    std::printf("  %-44s %6s %12s  %s\n", "kernel", "kind", "bytes", "check");
  else if (gpu)
    std::printf("  %-44s %6s %12s %10s %10s %11s %11s %9s  %s\n", "kernel", "kind", "bytes", "median_us", "gpu_us",
                "gpu_warm_us", "inductor_us", "GB/s", "check");
  else
    std::printf("  %-44s %6s %12s %12s %9s  %s\n", "kernel", "kind", "bytes", "median_us", "GB/s", "check");
  std::map<std::string, const fs::runtime::KernelCheck*> checks;
  for (const auto& c : r.checks) checks[c.kernel] = &c;
  for (const auto& k : r.kernels) {
    const auto* c = checks[k.name];
    std::string name = k.name.size() > 44 ? k.name.substr(0, 41) + "..." : k.name;
    const char* verdict = c && withinSpread(*c) ? "ok, within rounding spread"
                          : c && c->ok              ? "ok"
                          : c && !c->reason.empty() ? c->reason.c_str()
                                                    : "MISMATCH";
    if (!timed) {
      std::printf("  %-44s %6s %12lld  %s\n", name.c_str(), k.kind.c_str(), static_cast<long long>(k.bytes), verdict);
    } else if (gpu) {
      auto it = inductorUs.find(k.name);
      char ind[32] = "-";
      if (it != inductorUs.end()) std::snprintf(ind, sizeof ind, "%.2f", it->second);
      std::printf("  %-44s %6s %12lld %10.2f %10.2f %11.2f %11s %9.1f  %s\n", name.c_str(), k.kind.c_str(),
                  static_cast<long long>(k.bytes), k.medianUs, k.gpuUs, k.gpuWarmUs, ind, k.gbps, verdict);
    } else {
      std::printf("  %-44s %6s %12lld %12.2f %9.1f  %s\n", name.c_str(), k.kind.c_str(), static_cast<long long>(k.bytes),
                  k.medianUs, k.gbps, verdict);
    }
    if (c && (!c->ok || withinSpread(*c)))
      for (const auto& b : c->buffers)
        if (!b.ok || b.withinSpread > 0) std::printf("      %s\n", b.describe().c_str());
  }
  // a kernel that could not run is named with why; the kernels downstream of it (their
  // inputs never computed) are counted after the first few, not listed by the hundred
  int downstream = 0;
  for (const auto& c : r.checks) {
    if (c.ran) continue;
    if (isDownstream(c) && ++downstream > kDownstreamListed) continue;
    std::printf("  %-44s did not run: %s\n", c.kernel.c_str(), c.reason.c_str());
  }
  if (downstream > kDownstreamListed)
    std::printf("  ... and %d more kernel(s) downstream of a kernel that could not run\n", downstream - kDownstreamListed);
  // the unfused baseline's kernels are checked too: each that failed is named here
  if (&base != &r && base.plan != r.plan) {
    int bad = 0;
    for (const auto& c : base.checks) bad += c.ok ? 0 : 1;
    std::vector<const fs::runtime::KernelCheck*> spread;
    for (const auto& c : base.checks)
      if (withinSpread(c)) spread.push_back(&c);
    if (bad == 0) {
      std::printf("  unfused baseline (%zu kernels): verified against the reference%s\n", base.kernels.size(),
                  spread.empty() ? "" : (", " + std::to_string(spread.size()) + " within rounding spread:").c_str());
      for (const auto* c : spread) {
        std::printf("    unfused %-36s ok, within rounding spread\n", c->kernel.c_str());
        for (const auto& b : c->buffers)
          if (b.withinSpread > 0) std::printf("      %s\n", b.describe().c_str());
      }
    } else {
      std::printf("  unfused baseline: NOT verified, %d kernel(s) did not run or did not match:\n", bad);
      int baseDownstream = 0;
      for (const auto& c : base.checks) {
        if (c.ok) continue;
        if (!c.ran) {
          if (isDownstream(c) && ++baseDownstream > kDownstreamListed) continue;
          std::printf("    unfused %-36s did not run: %s\n", c.kernel.c_str(), c.reason.c_str());
          continue;
        }
        std::printf("    unfused %-36s %s\n", c.kernel.c_str(), c.reason.empty() ? "MISMATCH" : c.reason.c_str());
        for (const auto& b : c.buffers)
          if (!b.ok) std::printf("      %s\n", b.describe().c_str());
      }
      if (baseDownstream > kDownstreamListed)
        std::printf("    ... and %d more unfused kernel(s) downstream of a kernel that could not run\n",
                    baseDownstream - kDownstreamListed);
    }
  }
  if (timed)
    std::printf("  total %.1f us (%zu kernels); unfused %.1f us (%zu kernels); speed-up %.2fx; compile %.0f ms (%d/%d cached)\n",
                r.totalUs, r.kernels.size(), base.totalUs, base.kernels.size(), r.totalUs > 0 ? base.totalUs / r.totalUs : 0.0,
                r.compileMs, r.cacheHits, r.compiledUnits);
  else
    std::printf("  %zu kernels; unfused %zu kernels; compile %.0f ms (%d/%d cached)\n", r.kernels.size(), base.kernels.size(),
                r.compileMs, r.cacheHits, r.compiledUnits);
  if (r.timingMs + r.verifyMs + base.timingMs + base.verifyMs > 0)  // CUDA: where the bench's time went
    std::printf("  wall: compile %.1f s, setup %.1f s, autotune and timing %.1f s, verify %.1f s (both plans; of verify: "
                "staging outputs on the device %.1f s (tolerances %.1f s), the checked launches %.1f s, checks decided on "
                "the host %.1f s)\n",
                (r.compileMs + base.compileMs) / 1e3, (r.setupMs + base.setupMs) / 1e3, (r.timingMs + base.timingMs) / 1e3,
                (r.verifyMs + base.verifyMs) / 1e3, (r.verifyStageMs + base.verifyStageMs) / 1e3,
                (r.verifyToleranceMs + base.verifyToleranceMs) / 1e3,
                (r.verifyRunMs + base.verifyRunMs) / 1e3,
                (r.verifyHostMs + base.verifyHostMs) / 1e3);
  if (r.cuptiUsed && base.cuptiUsed && r.totalGpuUs > 0)
    std::printf("  GPU kernel time (CUPTI): total %.1f us; unfused %.1f us; speed-up %.2fx\n", r.totalGpuUs, base.totalGpuUs,
                base.totalGpuUs / r.totalGpuUs);
  if (r.totalGpuInOrderUs > 0 && base.totalGpuInOrderUs > 0)
    std::printf("  GPU kernel time, each plan run in order (CUPTI): total %.1f us; unfused %.1f us; speed-up %.2fx\n",
                r.totalGpuInOrderUs, base.totalGpuInOrderUs, base.totalGpuInOrderUs / r.totalGpuInOrderUs);
}

fs::cli::Registrar benchCommand{{"bench", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<BenchCommandOptions>();
  auto* cmd = app.add_subcommand("bench", "Verify and time a plan's kernels (fused) against the unfused baseline");
  fs::cli::addSizeOption(cmd, opts->sizes);
  cmd->add_option("INPUT", opts->input, "debug directory, graph folder or ir_pre_fusion.txt")->required();
  cmd->add_option("--device", opts->device, "cpu or cuda")->check(CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--plan", opts->plan, "ours, inductor or none (default: inductor where the dump has Inductor's plan, else ours)")
      ->check(CLI::IsMember({"ours", "inductor", "none"}));
  cmd->add_option("--graph", opts->graph, "only this graph (inference, forward, backward)");
  cmd->add_option("--json", opts->json, "write the results as JSON to FILE");
  cmd->add_option("--reps", opts->reps, "timed runs per kernel (default: cpu 10, cuda 20)")->check(CLI::Range(1, 1000000));
  cmd->add_flag("--no-autotune", opts->noAutotune, "CUDA: one launch configuration per kernel");
  cmd->add_flag("--verify-only", opts->verifyOnly,
                "check every kernel (CUDA: every variant) against the reference once and time nothing (times print as 0): "
                "a corpus sweep, or several benches sharing one GPU");
  cmd->add_option("--inductor-timings", opts->inductorTimings,
                  "Inductor's per-kernel times (kernel_timings_h200.json; default: found beside the graph or up its tree)");
  return [opts]() {
    const auto program = std::make_shared<const fs::ir::Program>(
        fs::cli::loadDump(opts->input, "", opts->sizes, {}, opts->device));  // an ONNX model for the device's backend
    const auto& dump = *program;
    // a timings file the user named is checked before the (long) runs
    std::optional<fs::ir::KernelProfile> namedTimings;
    if (!opts->inductorTimings.empty()) namedTimings = fs::session::readInductorKernelTimings(opts->inductorTimings);
    if (namedTimings && namedTimings->skipped > 0)
      std::cerr << "warning: " << opts->inductorTimings << ": " << namedTimings->skipped
                << " entries are not {\"count\": N, \"total_us_per_step\": T} and were skipped\n";
    bool cuda = opts->device == "cuda";
    double copyGbps = 0;
    if (cuda) {
      auto info = fs::session::probeGpu();
      if (!info.available) {
        std::cerr << "fusionscope-cli: no CUDA device: " << info.reason << "\n";
        return 1;
      }
      std::printf("device: %s (%s, %d SMs, %.0f GiB)\n", info.name.c_str(), info.arch().c_str(), info.smCount,
                  static_cast<double>(info.totalMem) / (1 << 30));
      const auto peak = fs::session::measurePeak(fs::session::BenchDevice::Cuda);
      copyGbps = peak.gbs;
      std::printf("copy bandwidth (%s): %.0f GB/s\n", peak.label.c_str(), copyGbps);
    }
    nlohmann::json out;
    out["device"] = opts->device;
    std::string planName = opts->plan;
    for (const auto& g : dump.graphs)
      if (planName.empty() && (opts->graph.empty() || g.name == opts->graph))
        planName = fs::session::planNameOrDefault(opts->plan, g);
    if (planName.empty()) planName = "inductor";
    out["plan"] = planName;
    out["timed"] = !opts->verifyOnly;  // false: --verify-only, every time 0
    nlohmann::json kernels = nlohmann::json::array(), unfusedKernels = nlohmann::json::array(),
                   graphs = nlohmann::json::array(), notRun = nlohmann::json::object();
    bool verified = true;
    int mismatched = 0, didNotRun = 0;  // kernels of both plans: ran and differed / could not run or be checked
    bool cupti = true;        // CUDA: every graph's runs had CUPTI kernel durations
    std::string cuptiReason;  // the first reason one did not
    double total = 0, unfusedTotal = 0, totalGpu = 0, unfusedTotalGpu = 0, inOrder = 0, unfusedInOrder = 0;
    double othersCpu = 0;  // CPU: the largest share of the CPUs other processes took while kernels were timed
    int ran = 0;
    // a backward graph reads what its forward saved: the forward's reference values
    fs::session::ProgramValues values(dump, fs::session::BenchOptions{}.seed);
    for (std::size_t gi = 0; gi < dump.graphs.size(); ++gi) {
      const auto& g = dump.graphs[gi];
      if (!opts->graph.empty() && g.name != opts->graph) continue;
      ++ran;
      fs::session::BenchOptions o;
      o.device = cuda ? fs::session::BenchDevice::Cuda : fs::session::BenchDevice::Cpu;
      o.reps = opts->reps;
      o.autotune = !opts->noAutotune;
      o.time = !opts->verifyOnly;
      // with -v, each stage's start and the seconds since the graph's: a model of
      // thousands of kernels runs for minutes (llama_eval_256l on the H200)
      const auto graphStart = std::chrono::steady_clock::now();
      auto progress = [&, log = fs::logger("bench")](int stage, int stages, const std::string& what) {
        log->info("{}: stage {} of {} at {:.1f} s: {}", g.name, stage + 1, stages,
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - graphStart).count(), what);
        return true;
      };
      fs::session::GraphSessionOptions so;
      so.fuse = false;  // plan "ours" is the same run, made by plan()
      so.provenance = false;
      auto bench = fs::session::openGraph(program, gi, so).bench(planName, o, progress, &values);
      std::printf("%s: reference computed in %.0f ms\n", g.name.c_str(), bench.referenceMs);
      if (bench.feeds.fed > 0) {
        std::string from;
        for (const auto& f : bench.feeds.from) from += (from.empty() ? "" : ", ") + f;
        std::printf("%s: %d input(s) hold %s's reference values (what it saved for this graph); the others are generated\n",
                    g.name.c_str(), bench.feeds.fed, from.c_str());
      }
      for (const auto& p : bench.feeds.problems) std::fprintf(stderr, "warning: %s: input %s\n", g.name.c_str(), p.c_str());
      // why a backward's inputs are generated rather than its forward's values (SavedTensors.h)
      for (const auto& note : dump.notes)
        if (note.rfind(g.name + ": ", 0) == 0 && note.find("not linked") != std::string::npos)
          std::fprintf(stderr, "warning: %s\n", note.c_str());
      const auto& r = bench.fused;
      const auto& base = bench.unfused;
      std::map<std::string, const fs::runtime::KernelCheck*> ok;
      for (const auto& c : r.checks) ok[c.kernel] = &c;
      // Inductor's own kernel for the same group of nodes (output_code.py launches) and
      // its time on the H200 (kernel_timings_h200.json: total per step / launches).
      fs::ir::KernelProfile timings;
      {
        // --inductor-timings FILE, else kernel_timings_h200.json in the graph's folder or
        // up its tree (beside a fixture's graph folders; a zoo model's root, four levels up)
        std::filesystem::path folder = g.folder.empty() ? std::filesystem::path(g.preFusion.sourcePath).parent_path()
                                                        : std::filesystem::path(g.folder);
        std::filesystem::path file = opts->inductorTimings;
        for (auto dir = folder; file.empty() && !dir.empty(); dir = dir.parent_path()) {
          if (std::filesystem::exists(dir / "kernel_timings_h200.json")) file = dir / "kernel_timings_h200.json";
          if (dir == dir.parent_path() || std::distance(folder.begin(), folder.end()) - std::distance(dir.begin(), dir.end()) >= 6)
            break;
        }
        if (namedTimings) {
          timings = *namedTimings;
        } else if (!file.empty()) {
          try {
            timings = fs::session::readInductorKernelTimings(file.string());
          } catch (const fs::InputError& e) {
            if (!opts->inductorTimings.empty()) throw;  // the file the user named
            std::cerr << "warning: " << e.what() << " (not compared with Inductor's times)\n";
          }
        }
      }
      std::map<std::string, double> inductorUs;  // our kernel -> Inductor's time per launch
      for (const auto& k : r.kernels) {
        auto j = kernelJson(g.name, k, ok[k.name]);
        if (const auto* code = fs::ir::outputCodeOf(g)) {
          std::set<std::string> mine(k.nodes.begin(), k.nodes.end());
          for (const auto& gk : code->kernels)
            for (const auto& launch : gk.launches)
              if (std::set<std::string>(launch.nodes.begin(), launch.nodes.end()) == mine) {
                j["inductor_kernel"] = gk.name;
                if (auto t = timings.kernels.find(gk.name); t != timings.kernels.end()) {
                  const double us = t->second.meanUs();
                  j["inductor_us"] = us;
                  if (us > 0) j["ratio_vs_inductor"] = k.medianUs / us;
                  if (us > 0 && k.warmUs > 0) j["ratio_vs_inductor_warm"] = k.warmUs / us;
                  if (us > 0 && k.gpuUs > 0) j["ratio_vs_inductor_gpu"] = k.gpuUs / us;
                  if (us > 0 && k.gpuWarmUs > 0) j["ratio_vs_inductor_gpu_warm"] = k.gpuWarmUs / us;
                  if (us > 0 && k.gpuInOrderUs > 0) j["ratio_vs_inductor_gpu_inorder"] = k.gpuInOrderUs / us;
                  inductorUs[k.name] = us;
                }
              }
        }
        kernels.push_back(j);
      }
      {
        std::map<std::string, const fs::runtime::KernelCheck*> baseOk;
        for (const auto& c : base.checks) baseOk[c.kernel] = &c;
        for (const auto& k : base.kernels) unfusedKernels.push_back(kernelJson(g.name, k, baseOk[k.name]));
      }
      printTable(g.name, r, base, inductorUs, !opts->verifyOnly);
      for (const auto& [n, why] : r.notRun) notRun[g.name + ":" + n] = why;
      for (const auto& [n, why] : bench.referenceNotRun) notRun[g.name + ":" + n] = "reference: " + why;
      for (const auto* plan : {&r, &base})
        for (const auto& c : plan->checks) {
          bool wrong = false;  // a value compared and off (not: nothing to compare)
          for (const auto& b : c.buffers) wrong = wrong || (!b.ok && !b.vacuous);
          if (c.ran && wrong) ++mismatched;
          else if (!c.ok) ++didNotRun;
        }
      bool v = r.verified && base.verified;
      verified = verified && v;
      if (!cuda) othersCpu = std::max({othersCpu, r.othersCpuShare, base.othersCpuShare});
      total += r.totalUs;
      unfusedTotal += base.totalUs;
      totalGpu += r.totalGpuUs;
      unfusedTotalGpu += base.totalGpuUs;
      inOrder += r.totalGpuInOrderUs;
      unfusedInOrder += base.totalGpuInOrderUs;
      graphs.push_back({{"name", g.name},
                        {"verified", r.verified},
                        {"unfused_verified", base.verified},
                        {"total_us", r.totalUs},
                        {"unfused_total_us", base.totalUs},
                        {"kernels", r.kernels.size()},
                        {"unfused_kernels", base.kernels.size()},
                        {"compile_ms", r.compileMs},
                        {"unfused_compile_ms", base.compileMs},
                        {"setup_ms", r.setupMs + base.setupMs},
                        {"timing_ms", r.timingMs + base.timingMs},
                        {"verify_ms", r.verifyMs + base.verifyMs},
                        {"verify_stage_ms", r.verifyStageMs + base.verifyStageMs},
                        {"verify_run_ms", r.verifyRunMs + base.verifyRunMs},
                        {"verify_host_ms", r.verifyHostMs + base.verifyHostMs},
                        {"reference_ms", bench.referenceMs}});
      if (cuda) {
        graphs.back()["cupti"] = r.cuptiUsed && base.cuptiUsed;
        const std::string& why = !r.cuptiUsed ? r.cuptiReason : base.cuptiReason;
        if (!why.empty()) {
          graphs.back()["cupti_reason"] = why;
          if (cuptiReason.empty()) cuptiReason = why;
        }
        cupti = cupti && r.cuptiUsed && base.cuptiUsed;
      }
    }
    if (!ran) fs::cli::noSuchGraph(dump, opts->input, opts->graph);
    out["verified"] = verified;
    out["mismatched_kernels"] = mismatched;
    out["kernels_not_run"] = didNotRun;
    out["kernels"] = kernels;
    out["unfused_kernels"] = unfusedKernels;
    out["total_us"] = total;
    out["unfused_total_us"] = unfusedTotal;
    out["speedup"] = total > 0 ? unfusedTotal / total : 0.0;
    if (cuda && cupti) {
      out["total_gpu_us"] = totalGpu;
      out["unfused_total_gpu_us"] = unfusedTotalGpu;
      out["speedup_gpu"] = totalGpu > 0 ? unfusedTotalGpu / totalGpu : 0.0;
      out["total_gpu_inorder_us"] = inOrder;
      out["unfused_total_gpu_inorder_us"] = unfusedInOrder;
      out["speedup_gpu_inorder"] = inOrder > 0 ? unfusedInOrder / inOrder : 0.0;
    }
    out["not_run"] = notRun;
    // other processes took over a tenth of the CPUs while the kernels were timed (CpuRunner.h)
    const bool reliable = othersCpu <= 0.1;
    if (!cuda) {
      out["times_reliable"] = reliable;
      out["others_cpu_share"] = othersCpu;
    }
    out["graphs"] = graphs;
    if (cuda) {
      out["copy_gbps"] = copyGbps;
      out["cupti"] = cupti;
      if (!cuptiReason.empty()) out["cupti_reason"] = cuptiReason;
    }
    // A graph of the dump that did not load was not checked: the dump is not verified
    // (it used to end "verified" with a truncated ir_pre_fusion.txt left out).
    nlohmann::json notLoaded = nlohmann::json::array();
    if (opts->graph.empty())
      for (const auto& f : dump.failedGraphs) notLoaded.push_back({{"name", f.name}, {"error", f.error}});
    if (!notLoaded.empty()) verified = false;
    out["verified"] = verified;
    out["graphs_not_loaded"] = notLoaded;
    if (!opts->json.empty()) std::ofstream(opts->json) << out.dump(2) << "\n";
    std::string verdict = "verified";
    if (!notLoaded.empty())
      verdict = "NOT verified: " + std::to_string(notLoaded.size()) + " graph(s) not loaded (" +
                notLoaded.front()["name"].get<std::string>() + ": " + notLoaded.front()["error"].get<std::string>() + ")";
    else if (mismatched > 0)
      verdict = "NOT verified: " + std::to_string(mismatched) + " kernel(s) did not match the reference";
    else if (!verified)
      verdict = "NOT verified: every kernel that ran matched the reference, " + std::to_string(didNotRun) +
                " kernel(s) could not run or be checked";
    if (opts->verifyOnly)
      std::printf("\nall graphs: %s (nothing timed)\n", verdict.c_str());
    else
      std::printf("\nall graphs: total %.1f us, unfused %.1f us, speed-up %.2fx, %s\n", total, unfusedTotal,
                  total > 0 ? unfusedTotal / total : 0.0, verdict.c_str());
    if (!reliable && !opts->verifyOnly)  // the verdict stands; the times and the speed-up from them do not
      std::printf("TIMES NOT RELIABLE: other processes took %.0f%% of the CPUs while the kernels ran; the times and "
                  "speed-ups above are not measurements (run again on an idle machine)\n",
                  100 * othersCpu);
    if (verified) return 0;
    return mismatched > 0 ? 4 : 3;
  };
}}};

}  // namespace
