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
  return ir::postFusionOf(g) ? "inductor" : "ours";
}

codegen::Plan planNamed(const std::string& name, const ir::ProgramGraph& g, const fusion::Knobs& knobs) {
  if (name == "none") return codegen::planNoFusion(g.preFusion);
  if (name == "inductor") {
    const ir::Graph* plan = ir::postFusionOf(g);
    if (!plan) throw InputError(g.folder, 0, "no ir_post_fusion.txt: Inductor's plan is unknown");
    return codegen::planFromPostFusion(*plan);
  }
  if (name == "ours") {
    // the scheduler as fuse, explain and the app run it (with the graph's foreach lists
    // and timed fusion outcomes)
    return planOf(fusion::Scheduler(g.preFusion, knobs).run());
  }
  throw InputError("", 0, "unknown plan '" + name + "' (expected ours, inductor or none)");
}

codegen::BufferTable bufferTableOf(const ir::ProgramGraph& g) { return codegen::BufferTable(g.preFusion); }

namespace {

// Copies a producer's value into a consumer's input, element by element in row-major
// order of the value's shape: the source is the producer's buffer as laid out, or the
// view the feed names (reinterpret_tensor's sizes, strides, offset); the destination is
// the input as the consumer lays it out. "" when done, else why not.
std::string copyFeed(const ir::GraphFeed& f, const codegen::BufferDesc& srcDesc, const runtime::HostTensor& src,
                     const codegen::BufferDesc& dstDesc, runtime::HostTensor& dst) {
  const auto& sizes = f.view ? f.sizes : srcDesc.sizes;
  const auto& strides = f.view ? f.strides : srcDesc.strides;
  const std::int64_t offset = f.view ? f.offset : srcDesc.offset;
  std::int64_t n = 1, m = 1;
  for (auto s : dstDesc.sizes) m *= s;  // the consumer's input, as allocated
  for (auto s : sizes) {
    // a size read from output_code.py: no product past the input's own (no overflow)
    if (s < 0) return "the returned view has a negative size";
    if (s > 0 && n > m / s) return "the returned view is larger than the input that takes it";
    n *= s;
  }
  if (n != m || sizes.size() != strides.size() || dstDesc.sizes.size() != dstDesc.strides.size())
    return "shapes differ (" + std::to_string(n) + " elements returned, " + std::to_string(m) + " taken)";
  // in chunks on OpenMP threads, each chunk's elements in order
  constexpr std::int64_t kChunk = 1 << 14;
  const std::int64_t chunks = (n + kChunk - 1) / kChunk;
  bool outside = false;
#pragma omp parallel for schedule(static) reduction(|| : outside)
  for (std::int64_t c = 0; c < chunks; ++c) {
    runtime::StridedCursor from(sizes, strides, offset, c * kChunk), to(dstDesc.sizes, dstDesc.strides, dstDesc.offset, c * kChunk);
    for (std::int64_t k = c * kChunk; k < std::min(n, (c + 1) * kChunk); ++k, from.next(), to.next()) {
      if (from.offset() < 0 || from.offset() >= src.numel || to.offset() < 0 || to.offset() >= dst.numel) {
        outside = true;
        break;
      }
      dst.set(to.offset(), src.get(from.offset()));
    }
  }
  if (outside) return "an element lies outside the storage";
  return "";
}

}  // namespace

ProgramValues::ProgramValues(const ir::Program& program, std::uint64_t seed) : program_(program), seed_(seed) {
  for (const auto& g : program.graphs)
    for (const auto& [input, feed] : g.feeds) producers_.insert(feed.graph);
}

const runtime::BufferPool* ProgramValues::valuesOf(const std::string& graph, int depth) {
  if (auto it = pools_.find(graph); it != pools_.end()) return it->second.get();
  if (depth > 8) return nullptr;  // feeds form a chain of graphs, never a loop; bounded anyway
  for (const auto& g : program_.graphs)
    if (g.name == graph) {
      auto table = std::make_shared<codegen::BufferTable>(bufferTableOf(g));
      FeedReport ignored;
      auto ref = reference(g, *table, ignored);  // keeps the pool (a producer)
      (void)ref;
      tables_[graph] = table;
      auto it = pools_.find(graph);
      return it == pools_.end() ? nullptr : it->second.get();
    }
  return nullptr;
}

runtime::Reference ProgramValues::reference(const ir::ProgramGraph& g, const codegen::BufferTable& table,
                                            FeedReport& report) {
  std::map<std::string, const runtime::BufferPool*> sources;
  for (const auto& [input, feed] : g.feeds)
    if (!sources.count(feed.graph)) sources[feed.graph] = feed.graph == g.name ? nullptr : valuesOf(feed.graph, 1);
  auto fill = [&](runtime::BufferPool& pool) {
    for (const auto& [input, feed] : g.feeds) {
      const auto* dstDesc = table.find(input);
      auto dst = pool.find(input);
      if (!dstDesc || !dstDesc->isGraphInput || dst == pool.end()) continue;  // an input no node reads
      const runtime::BufferPool* src = sources[feed.graph];
      const auto tableIt = tables_.find(feed.graph);
      const codegen::BufferDesc* srcDesc =
          tableIt == tables_.end() ? nullptr : tableIt->second->find(feed.buffer);
      auto s = src ? src->find(feed.buffer) : runtime::BufferPool::const_iterator{};
      std::string why;
      if (!src) why = feed.graph + "'s reference could not be computed";
      else if (!srcDesc || s == src->end()) why = feed.graph + " has no buffer " + feed.buffer;
      else if (srcDesc->dtype != dstDesc->dtype) why = "dtypes differ";
      else why = copyFeed(feed, *srcDesc, s->second, *dstDesc, dst->second);
      if (why.empty()) {
        ++report.fed;
        report.from.insert(feed.graph);
      } else {
        report.problems.push_back(input + " (" + feed.graph + "'s " + feed.buffer + "): " + why + "; generated instead");
      }
    }
  };
  auto ref = runtime::computeReference(table, seed_, fill);
  if (producers_.count(g.name) && !pools_.count(g.name)) {
    pools_[g.name] = std::make_shared<const runtime::BufferPool>(ref.pool);
    if (!tables_.count(g.name)) tables_[g.name] = std::make_shared<codegen::BufferTable>(bufferTableOf(g));
  }
  return ref;
}

GraphBench benchGraph(const ir::ProgramGraph& g, const codegen::Plan& plan, const std::string& planName,
                      const BenchOptions& options, const BenchProgress& progress, ProgramValues* values) {
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
  const auto ref = values ? values->reference(g, table, out.feeds) : runtime::computeReference(table, options.seed);
  out.referenceMs = ref.ms;
  out.referenceNotRun = ref.notRun;
  auto run = [&](const codegen::Plan& p, const std::string& name) {
    if (options.device == BenchDevice::Cuda) {
      runtime::CudaRunOptions o;
      if (options.reps > 0) o.reps = options.reps;
      o.autotune = options.autotune;
      o.time = options.time;
      return runtime::runPlanCuda(table, p, name, ref, o);
    }
    runtime::RunOptions o;
    if (options.reps > 0) o.reps = options.reps;
    o.time = options.time;
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
