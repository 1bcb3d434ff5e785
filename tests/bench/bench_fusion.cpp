// bench_fusion [--nodes N] [--runs R] [--skip-fixtures] [--dump DIR]: time of our fuse_nodes
// (Scheduler construction on a shared, already-read graph + every round, no
// observer) per bundled graph, median of R runs after one warm-up (wall and
// thread-CPU time), and for a generated graph of N (default 50,000) nodes: copies of
// resnet50_train's forward graph, renamed, each copy's image input chained to
// the previous copy's last output (so ancestor sets span the whole graph).
// Also prints the process's peak resident memory growth during the big run.
// --dump DIR (e.g. the zoo's llama_eval_256l, 4,740 nodes): also its first graph,
// read as `fuse` reads it (no ir_post_fusion.txt, the log only when it holds
// scheduler facts; read time printed apart) and fused. Last, the growth
// exponent of the fuse time, k in time ~ nodes^k, from resnet50_train forward
// to each larger row (1 is linear).
// Targets: resnet50_train forward < 25 ms; 50,000 nodes < 1 s and < 1 GiB;
// llama_eval_256l fuse (as fusionscope-cli fuse --quiet does it) <= 0.44 s in all.
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/fusion/Scheduler.h"
#include "core/fusion/SchedulerState.h"

namespace {

using Clock = std::chrono::steady_clock;

// Thread CPU time in ms: steadier than wall time on a shared machine.
double cpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

long peakRssKb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

struct Timing {
  double wallMs, cpuMs;
};

Timing timeFuse(const std::shared_ptr<const fs::ir::Graph>& g, int runs, std::size_t& groups) {
  std::vector<double> wall, cpu;
  for (int r = 0; r <= runs; ++r) {
    auto t0 = Clock::now();
    double c0 = cpuMs();
    fs::fusion::Scheduler s(g);
    auto plan = s.run();
    double c1 = cpuMs();
    auto t1 = Clock::now();
    groups = plan.fusedGroups().size();
    if (r > 0) {
      wall.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      cpu.push_back(c1 - c0);
    }
  }
  std::sort(wall.begin(), wall.end());
  std::sort(cpu.begin(), cpu.end());
  return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

// Renames every op, buffer and graph input of `g` with `suffix`-numbered
// names, except `keep` (names mapped explicitly).
void renameAll(fs::ir::Graph& g, const std::unordered_map<std::string, std::string>& map) {
  auto rn = [&](std::string& name) {
    auto it = map.find(name);
    if (it != map.end()) name = it->second;
  };
  auto rnDep = [&](fs::ir::Dep& d) { std::visit([&](auto& x) { rn(x.name); }, d); };
  for (auto& n : g.nodes) {
    rn(n.name);
    for (auto* list : {&n.writes, &n.unmet_dependencies, &n.met_dependencies})
      for (auto& d : *list) {
        rnDep(d);
        if (auto* w = std::get_if<fs::ir::WeakDep>(&d)) rn(w->mutating_buf);
      }
    for (auto& b : n.outputs) {
      rn(b.name);
      for (auto& m : b.mutations) rn(m);
      for (auto& u : b.users) rn(u.nodeName);
    }
    for (auto& [name, layout] : n.bufferLayouts) rn(name);
    if (n.body)
      for (auto& block : n.body->blocks)
        for (auto& op : block.ops)
          for (auto& a : op.args)
            if (a.kind == fs::ir::OpArg::Kind::String) rn(a.text);
  }
}

fs::ir::Graph generate(const fs::ir::Graph& base, std::size_t target) {
  fs::ir::Graph out;
  out.name = "generated";
  std::string previousLast;  // last buffer of the previous copy
  // Every name that appears in the base graph gets a per-copy name.
  std::vector<std::string> names;
  for (const auto& n : base.nodes) {
    names.push_back(n.name);
    for (const auto& b : n.outputs) names.push_back(b.name);
    for (const auto& [name, layout] : n.bufferLayouts) names.push_back(name);
    for (const auto* list : {&n.writes, &n.unmet_dependencies, &n.met_dependencies})
      for (const auto& d : *list) names.push_back(fs::ir::depName(d));
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  std::string imageInput = "primals_1";
  for (int copy = 0; out.nodes.size() < target; ++copy) {
    fs::ir::Graph g = base;
    std::unordered_map<std::string, std::string> map;
    for (const auto& n : names) map[n] = n + "_k" + std::to_string(copy);
    if (copy > 0) map[imageInput] = previousLast;
    renameAll(g, map);
    if (copy > 0) {
      // The chained input is now produced by a node: a met dependency becomes unmet.
      for (auto& n : g.nodes) {
        std::vector<fs::ir::Dep> keep;
        for (auto& d : n.met_dependencies) {
          if (fs::ir::depName(d) == previousLast)
            n.unmet_dependencies.push_back(d);
          else
            keep.push_back(d);
        }
        n.met_dependencies = std::move(keep);
      }
    }
    for (auto& n : g.nodes) {
      if (out.nodes.size() >= target) break;
      out.nodes.push_back(std::move(n));
    }
    for (auto it = out.nodes.rbegin(); it != out.nodes.rend(); ++it)
      if (!it->outputs.empty()) {
        previousLast = it->outputs.front().name;
        break;
      }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t bigNodes = 50000;
  int runs = 11;
  bool fixtures = true;
  std::string dumpPath;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--nodes")) bigNodes = std::stoul(argv[++i]);
    else if (!std::strcmp(argv[i], "--skip-fixtures")) fixtures = false;
    else if (!std::strcmp(argv[i], "--runs")) runs = std::max(1, std::stoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--dump") && i + 1 < argc) dumpPath = argv[++i];
  }
  struct Row {
    std::string name;
    std::size_t nodes;
    double ms;
  };
  std::vector<Row> rows;  // for the growth exponent
  const std::string s = FUSIONSCOPE_SAMPLES_DIR;
  std::printf("%-44s %8s %8s %12s %12s\n", "graph", "nodes", "groups", "fuse_ms", "fuse_cpu_ms");
  for (const char* model : {"inductor/add_relu", "inductor/bn_relu_maxpool", "inductor/gelu_tanh",
                            "inductor/layernorm_manual", "inductor/linear_gelu", "inductor/softmax_attn",
                            "inductor/gpt2_eval", "inductor/resnet50_eval", "inductor/resnet50_train",
                            "inductor_cpu/add_relu", "inductor_cpu/bn_relu_maxpool", "inductor_cpu/gelu_tanh",
                            "inductor_cpu/layernorm_manual", "inductor_cpu/softmax_attn", "inductor_cpu/gpt2_eval",
                            "inductor_cpu/resnet50_eval"}) {
    if (!fixtures) break;
    auto dump = fs::inductor::loadDebugDump(s + "/" + model);
    for (const auto& g : dump.graphs) {
      std::size_t groups = 0;
      Timing t = timeFuse(std::make_shared<const fs::ir::Graph>(g.preFusion), runs, groups);
      std::string name = std::string(model) + "/" + g.name;
      std::printf("%-44s %8zu %8zu %12.3f %12.3f\n", name.c_str(), g.preFusion.nodes.size(), groups, t.wallMs,
                  t.cpuMs);
      if (name == "inductor/resnet50_train/forward") rows.push_back({name, g.preFusion.nodes.size(), t.cpuMs});
    }
  }

  if (!dumpPath.empty()) {
    auto r0 = Clock::now();
    fs::inductor::LoadOptions load;
    load.postFusion = false;
    load.fullLog = false;
    auto dump = fs::inductor::loadDebugDump(dumpPath, "", {}, load);
    const double readMs = std::chrono::duration<double, std::milli>(Clock::now() - r0).count();
    if (!dump.graphs.empty()) {
      const auto& g = dump.graphs.front();
      std::size_t groups = 0;
      Timing t = timeFuse(std::make_shared<const fs::ir::Graph>(g.preFusion), std::min(runs, 5), groups);
      std::string name = dumpPath.substr(dumpPath.find_last_of('/', dumpPath.size() - 2) + 1) + "/" + g.name;
      std::printf("%-44s %8zu %8zu %12.3f %12.3f   (reading it as fuse does: %.1f ms)\n", name.c_str(),
                  g.preFusion.nodes.size(), groups, t.wallMs, t.cpuMs, readMs);
      rows.push_back({name, g.preFusion.nodes.size(), t.cpuMs});
    }
  }

  auto base = fs::inductor::readIrFile(s + "/inductor/resnet50_train/forward/ir_pre_fusion.txt");
  auto big = std::make_shared<const fs::ir::Graph>(generate(base, bigNodes));
  const long rssBefore = peakRssKb();
  auto t0 = Clock::now();
  double c0 = cpuMs();
  fs::fusion::Scheduler sched(big);  // shares the graph (no copy)
  auto t1 = Clock::now();
  auto plan = sched.run();
  double c2 = cpuMs();
  auto t2 = Clock::now();
  const long rssAfter = peakRssKb();
  std::printf("%-44s %8zu %8zu %12.3f %12.3f   (wall: build %.1f ms + rounds %.1f ms; %d iterations)\n",
              "generated (resnet50_train fwd x N, chained)", big->nodes.size(), plan.fusedGroups().size(),
              std::chrono::duration<double, std::milli>(t2 - t0).count(), c2 - c0,
              std::chrono::duration<double, std::milli>(t1 - t0).count(),
              std::chrono::duration<double, std::milli>(t2 - t1).count(), plan.iterations);
  std::printf("peak RSS: %.1f MiB before the big run, %.1f MiB after (growth %.1f MiB; ancestor matrix %.1f MiB)\n",
              rssBefore / 1024.0, rssAfter / 1024.0, (rssAfter - rssBefore) / 1024.0,
              static_cast<double>(sched.state().ancestors.bytes()) / (1024.0 * 1024.0));
  rows.push_back({"generated", big->nodes.size(), c2 - c0});
  if (rows.size() >= 2 && rows.front().name == "inductor/resnet50_train/forward") {
    // time ~ nodes^k between resnet50_train forward and each larger graph (thread CPU time)
    for (std::size_t i = 1; i < rows.size(); ++i) {
      const double k = std::log(rows[i].ms / rows.front().ms) /
                       std::log(static_cast<double>(rows[i].nodes) / static_cast<double>(rows.front().nodes));
      std::printf("growth exponent %zu -> %zu nodes (%s): %.2f\n", rows.front().nodes, rows[i].nodes,
                  rows[i].name.c_str(), k);
    }
  }
  return 0;
}
