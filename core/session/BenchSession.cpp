#include "core/session/BenchSession.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <memory>
#include <thread>
#include <vector>

#include "core/fusion/Scheduler.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/CudaRunner.h"
#include "core/util/Error.h"

namespace fs::session {

codegen::Plan planOf(const fusion::FusionPlan& plan) {
  codegen::Plan out;
  out.reserve(plan.nodes.size());
  for (const auto& n : plan.nodes) out.push_back(n.leaves);
  return out;
}

std::string planNameOrDefault(const std::string& name, const ir::ProgramGraph& g) {
  if (!name.empty()) return name;
  return inductor::postFusionOf(g) ? "inductor" : "ours";
}

codegen::Plan planNamed(const std::string& name, const ir::ProgramGraph& g) {
  if (name == "none") return codegen::planNoFusion(g.preFusion);
  if (name == "inductor") {
    const ir::Graph* plan = inductor::postFusionOf(g);
    if (!plan) throw InputError(g.folder, 0, "no ir_post_fusion.txt: Inductor's plan is unknown");
    return codegen::planFromPostFusion(*plan);
  }
  if (name == "ours") return planOf(fusion::fuseGraph(g.preFusion));
  throw InputError("", 0, "unknown plan '" + name + "' (expected ours, inductor or none)");
}

codegen::BufferTable bufferTableOf(const ir::ProgramGraph& g) { return codegen::BufferTable(g.preFusion); }

GraphBench benchGraph(const ir::ProgramGraph& g, const codegen::Plan& plan, const std::string& planName,
                      const BenchOptions& options, const BenchProgress& progress) {
  const bool baselineOnly = planName == "none";
  const int stages = baselineOnly ? 2 : 3;
  auto stage = [&](int i, const std::string& what) {
    if (progress && !progress(i, stages, what)) throw BenchCancelled();
  };
  GraphBench out;
  out.graph = g.name;
  auto table = bufferTableOf(g);
  codegen::validatePlan(g.preFusion, plan);
  const auto unfused = codegen::planNoFusion(g.preFusion);
  stage(0, "computing the reference");
  const auto ref = runtime::computeReference(table, options.seed);
  out.referenceMs = ref.ms;
  out.referenceNotRun = ref.notRun;
  auto run = [&](const codegen::Plan& p, const std::string& name) {
    if (options.device == BenchDevice::Cuda) {
      runtime::CudaRunOptions o;
      if (options.reps > 0) o.reps = options.reps;
      o.autotune = options.autotune;
      return runtime::runPlanCuda(table, p, name, ref, o);
    }
    runtime::RunOptions o;
    if (options.reps > 0) o.reps = options.reps;
    return runtime::runPlanCpu(table, p, name, ref, o);
  };
  stage(1, "running the unfused kernels");
  out.unfused = run(unfused, "none");
  if (baselineOnly) {
    out.fused = out.unfused;
  } else {
    stage(2, "running the " + planName + " plan's kernels");
    out.fused = run(plan, planName);
  }
  out.fused.graph = out.unfused.graph = g.name;
  return out;
}

double hostCopyBandwidthGBs(std::size_t bytes) {
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t chunk = std::max<std::size_t>(bytes / threads, 1);
  const std::size_t total = chunk * threads;
  auto src = std::make_unique<char[]>(total), dst = std::make_unique<char[]>(total);
  std::memset(src.get(), 1, total);
  std::memset(dst.get(), 0, total);  // touch every page before timing
  std::vector<double> seconds;
  for (int rep = 0; rep < 6; ++rep) {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::jthread> workers;
    for (unsigned t = 0; t < threads; ++t)
      workers.emplace_back([&, t] { std::memcpy(dst.get() + t * chunk, src.get() + t * chunk, chunk); });
    workers.clear();  // joins
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (rep > 0) seconds.push_back(s);  // the first run is a warm-up
  }
  const double med = runtime::median(seconds);
  return med > 0 ? 2.0 * static_cast<double>(total) / med / 1e9 : 0.0;
}

}  // namespace fs::session
