#include "core/runtime/CpuRunner.h"

#include <omp.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <chrono>
#include <fstream>
#include <future>

#include "core/codegen/Emitter.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/CpuExterns.h"
#include "core/runtime/Interpreter.h"
#include "core/util/Log.h"

namespace fs::runtime {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> s) {
  if (s.empty()) return 0;
  std::sort(s.begin(), s.end());
  std::size_t m = s.size() / 2;
  return s.size() % 2 ? s[m] : 0.5 * (s[m - 1] + s[m]);
}

Spread spreadOf(std::vector<double> s) {
  Spread out;
  if (s.empty()) return out;
  std::sort(s.begin(), s.end());
  // the p-th percentile at position p * (n - 1), interpolated between its neighbours
  auto at = [&](double p) {
    const double pos = p * static_cast<double>(s.size() - 1);
    const auto lo = static_cast<std::size_t>(pos);
    const std::size_t hi = std::min(lo + 1, s.size() - 1);
    return s[lo] + (pos - static_cast<double>(lo)) * (s[hi] - s[lo]);
  };
  out.min = s.front();
  out.q1 = at(0.25);
  out.median = at(0.5);
  out.q3 = at(0.75);
  out.max = s.back();
  out.runs = static_cast<int>(s.size());
  return out;
}

std::vector<double> timeRuns(const std::function<void()>& run, int warmup, int reps) {
  for (int w = 0; w < warmup; ++w) run();
  std::vector<double> samples;
  samples.reserve(static_cast<std::size_t>(std::max(0, reps)));
  for (int r = 0; r < reps; ++r) {
    auto s = Clock::now();
    run();
    samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - s).count());
  }
  return samples;
}

CpuUsage cpuUsage() {
  CpuUsage u;
  u.wallS = std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
  // cpu  user nice system idle iowait irq softirq steal ... (clock ticks, all CPUs)
  std::ifstream st("/proc/stat");
  std::string cpu;
  unsigned long long user = 0, nice = 0, sys = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;
  if (st >> cpu >> user >> nice >> sys >> idle >> iowait >> irq >> softirq >> steal && cpu == "cpu")
    u.machineS = static_cast<double>(user + nice + sys + irq + softirq + steal) / static_cast<double>(sysconf(_SC_CLK_TCK));
  else
    u.machineS = -1;
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  u.selfS = static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
  return u;
}

double othersCpuShare(const CpuUsage& from, const CpuUsage& to) {
  const double wall = to.wallS - from.wallS;
  const long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  if (from.machineS < 0 || to.machineS < 0 || wall <= 0 || cpus <= 0) return 0;
  const double others = (to.machineS - from.machineS) - (to.selfS - from.selfS);
  return std::clamp(others / (wall * static_cast<double>(cpus)), 0.0, 1.0);
}

CpuThreadGovernor::CpuThreadGovernor() : max_(omp_get_max_threads()), threads_(max_), last_(cpuUsage()) {}

CpuThreadGovernor::~CpuThreadGovernor() { omp_set_num_threads(max_); }

void CpuThreadGovernor::tick() {
  const CpuUsage now = cpuUsage();
  if (now.wallS - last_.wallS < kPeriodS) return;
  const long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  if (cpus > 0 && now.machineS >= 0) {
    threads_ = teamFor(cpus, othersCpuShare(last_, now), max_);
    omp_set_num_threads(threads_);
  }
  last_ = now;
}

int CpuThreadGovernor::teamFor(long cpus, double othersShare, int max) {
  const double free = static_cast<double>(cpus) * (1.0 - std::clamp(othersShare, 0.0, 1.0));
  return std::clamp(static_cast<int>(std::lround(free)), 1, std::max(1, max));
}

namespace {

std::vector<std::string> readsOf(const ir::Node& n) {
  std::vector<std::string> out;
  for (const auto& d : n.unmet_dependencies)
    if (!std::holds_alternative<ir::WeakDep>(d)) out.push_back(ir::depName(d));
  for (const auto& d : n.met_dependencies)
    if (!std::holds_alternative<ir::WeakDep>(d)) out.push_back(ir::depName(d));
  return out;
}

std::vector<std::string> writesOf(const codegen::BufferTable& t, const ir::Node& n) {
  if (n.kind == ir::NodeKind::ExternKernel || n.kind == ir::NodeKind::NopKernel) return externOutputs(t, n);
  std::vector<std::string> out;
  for (const auto& w : n.writes) out.push_back(ir::depName(w));
  return out;
}

// Puts OpenBLAS on the kernels' OpenMP threads (once) and says how it is threaded.
void setUpBlas() {
  static const bool logged = [] {
    const auto& b = configureBlasThreads();
    auto log = logger("runtime");
    log->info("BLAS: {} ({}, {} thread(s)); generated kernels: {} OpenMP thread(s)", b.config, b.model, b.threads,
              b.ompThreads);
    if (!std::getenv("OPENBLAS_CORETYPE") && blasCoreBelowCpu(b.core, __builtin_cpu_supports("avx2")))
      log->warn("OpenBLAS does not know this CPU and runs its {} kernels (no AVX2): host GEMMs and convolutions "
                "run several times slower than they could; set OPENBLAS_CORETYPE=Haswell (AVX2) or SkylakeX "
                "(AVX-512) before starting",
                b.core);
    if (b.model == "pthreads" && b.ompThreads > 1)
      log->warn("OpenBLAS is its pthreads build, whose own threads would compete with the kernels' OpenMP threads: "
                "it runs on 1 thread, so extern kernels use one core (install libopenblas-openmp-dev and rebuild)");
    return true;
  }();
  (void)logged;
}

}  // namespace

Reference computeReference(const codegen::BufferTable& table, std::uint64_t seed, const InputValues& inputs) {
  setUpBlas();
  Reference ref;
  auto t0 = Clock::now();
  ref.pool = allocatePool(table);
  fillInputs(table, ref.pool, seed);
  if (inputs) inputs(ref.pool);
  Interpreter interp(table);
  ref.notRun = interp.run(ref.pool);
  for (const auto* n : table.nodes()) {
    bool bad = ref.notRun.count(n->name) > 0;
    for (const auto& r : readsOf(*n))
      if (ref.tainted.count(r)) bad = true;
    // a fallback kernel's tuple items are written by the fallback, not the MultiOutput node
    if (bad)
      for (const auto& w : writesOf(table, *n)) ref.tainted.insert(w);
    if (bad)
      for (const auto& o : n->outputs) ref.tainted.insert(o.name);
  }
  ref.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  return ref;
}

std::string taintedInput(const codegen::BufferTable& table, const codegen::KernelSource& k, const Reference& ref) {
  if (ref.tainted.empty()) return "";
  std::set<std::string> own;  // what the kernel's own nodes write: not an input of it
  for (const auto& name : k.nodes)
    if (const ir::Node* n = table.node(name)) {
      for (const auto& w : writesOf(table, *n)) own.insert(w);
      for (const auto& o : n->outputs) own.insert(o.name);
    }
  for (const auto& p : k.params)
    if (p.read && !own.count(p.buffer) && ref.tainted.count(p.buffer)) return p.buffer;
  for (const auto& name : k.nodes)
    if (const ir::Node* n = table.node(name))
      for (const auto& r : readsOf(*n))
        if (!own.count(r) && ref.tainted.count(r)) return r;
  return "";
}

namespace {
// The program's loop kernels, compiled in units of options.kernelsPerUnit kernels,
// options.jobs units at a time. A kernel that does not compile is a result: then every
// unit is compiled again (the ones that compiled come from the cache) and a failing one
// kernel by kernel, so that each such kernel gets its compiler error and the rest run.
// Counts the compiled units, cache hits and the compile time into `result`.
struct CompiledKernels {
  std::vector<std::shared_ptr<SharedLibrary>> libs;  // per unit, null when it did not compile
  std::vector<void*> entry;                          // per kernel: its entry point, or null
  std::vector<std::string> errors;                   // per kernel: "did not compile: ...", or ""
};
CompiledKernels compileCpuProgram(const codegen::ProgramSource& prog, const RunOptions& options, const std::string& planName,
                                  PlanResult& result) {
  auto log = logger("runtime");
  CpuCompiler compiler(options.cacheDir);
  std::vector<std::vector<std::size_t>> units;
  for (std::size_t i = 0; i < prog.kernels.size(); ++i) {
    const auto& k = prog.kernels[i];
    if (k.kind != codegen::KernelSpec::Kind::Loop || !k.unsupported.empty()) continue;
    if (units.empty() || static_cast<int>(units.back().size()) >= options.kernelsPerUnit) units.emplace_back();
    units.back().push_back(i);
  }
  CompiledKernels out;
  auto& libs = out.libs;
  auto& entry = out.entry;
  auto& compileErrors = out.errors;
  libs.resize(units.size());
  entry.assign(prog.kernels.size(), nullptr);
  compileErrors.assign(prog.kernels.size(), "");
  auto t0 = Clock::now();
  try {
    for (std::size_t u0 = 0; u0 < units.size(); u0 += static_cast<std::size_t>(std::max(1, options.jobs))) {
      std::vector<std::future<CompileOutcome>> futs;
      for (std::size_t u = u0; u < std::min(units.size(), u0 + static_cast<std::size_t>(std::max(1, options.jobs))); ++u) {
        std::string src = prog.prelude;
        for (auto i : units[u]) src += "\n" + prog.kernels[i].code;
        futs.push_back(std::async(std::launch::async, [&compiler, src] { return compiler.compile(src); }));
      }
      std::exception_ptr first;
      for (std::size_t j = 0; j < futs.size(); ++j) try {
          auto outcome = futs[j].get();
          libs[u0 + j] = outcome.library;
          result.cacheHits += outcome.cacheHit ? 1 : 0;
          ++result.compiledUnits;
          for (auto i : units[u0 + j]) entry[i] = outcome.library->symbol(prog.kernels[i].cppEntry);
        } catch (const CompileError&) {
          if (!first) first = std::current_exception();
        }
      if (first) std::rethrow_exception(first);
    }
  } catch (const CompileError& e) {
    // a kernel that does not compile is a result: each unit again (the ones that
    // compiled come from the cache), a failing one kernel by kernel
    log->warn("cpu plan {}: {}; compiling its units one by one to find the kernels that do not", planName, e.what());
    std::vector<std::string> codes, sources;
    std::vector<int> unitOf(prog.kernels.size(), -1);
    for (const auto& k : prog.kernels) codes.push_back(k.code);
    for (std::size_t u = 0; u < units.size(); ++u) {
      sources.push_back(prog.prelude);
      for (auto i : units[u]) {
        sources.back() += "\n" + prog.kernels[i].code;
        unitOf[i] = static_cast<int>(u);
      }
    }
    auto isolated = compileIsolatingErrors<CompileOutcome>(
        prog.prelude, codes, sources, unitOf, [&](const std::string& src, std::size_t) { return compiler.compile(src); });
    libs.clear();
    std::fill(entry.begin(), entry.end(), nullptr);
    for (const auto& o : isolated.outcomes) libs.push_back(o ? o->library : nullptr);
    for (std::size_t i = 0; i < prog.kernels.size(); ++i)
      if (isolated.unitOf[i] >= 0 && libs[static_cast<std::size_t>(isolated.unitOf[i])])
        entry[i] = libs[static_cast<std::size_t>(isolated.unitOf[i])]->symbol(prog.kernels[i].cppEntry);
    compileErrors = std::move(isolated.errors);
    result.compiledUnits = static_cast<int>(std::count_if(libs.begin(), libs.end(), [](const auto& l) { return l != nullptr; }));
  }
  result.compileMs = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  log->info("cpu plan {}: {} kernels in {} units compiled in {:.0f} ms ({} cache hits)", planName, prog.kernels.size(),
            units.size(), result.compileMs, result.cacheHits);
  return out;
}
}  // namespace

PlanResult runPlanCpu(const codegen::BufferTable& table, const codegen::Plan& plan, const std::string& planName,
                      const Reference& reference, const RunOptions& options) {
  auto log = logger("runtime");
  setUpBlas();
  PlanResult result;
  result.device = "cpu";
  result.plan = planName;
  const codegen::ProgramSource prog = codegen::emitProgram(table, plan, codegen::Target::Cpp);

  const CompiledKernels compiled = compileCpuProgram(prog, options, planName, result);
  const auto& entry = compiled.entry;
  const auto& compileErrors = compiled.errors;

  BufferPool work = reference.pool;
  for (auto& [name, t] : work) t.written.clear();

  auto argsOf = [&](const codegen::KernelSource& k) {
    std::vector<void*> args;
    for (const auto& p : k.params) args.push_back(work.at(p.buffer).data());
    return args;
  };
  auto outputsOf = [&](std::size_t i) {
    const auto& k = prog.kernels[i];
    std::vector<std::string> outs;
    if (k.kind == codegen::KernelSpec::Kind::Loop) {
      for (const auto& p : k.params)
        if (p.written) outs.push_back(p.buffer);
    } else if (k.kind != codegen::KernelSpec::Kind::Nop) {  // a nop kernel writes nothing to check
      outs = externOutputs(table, *table.node(k.nodes.front()));
    }
    return outs;
  };
  auto runKernel = [&](std::size_t i, std::vector<void*>& args) {
    const auto& k = prog.kernels[i];
    if (k.kind == codegen::KernelSpec::Kind::Loop) reinterpret_cast<void (*)(void**)>(entry[i])(args.data());
    else runCpuExtern(table, *table.node(k.nodes.front()), work, false);
  };

  bool allOk = true;
  const CpuUsage usageBefore = cpuUsage();
  // untimed (verify only): share the CPUs with other processes; timed: the team as given
  std::optional<CpuThreadGovernor> team;
  if (!options.time) team.emplace();
  for (std::size_t i = 0; i < prog.kernels.size(); ++i) {
    if (team) team->tick();
    const auto& k = prog.kernels[i];
    KernelCheck check;
    check.kernel = k.name;
    check.nodes = k.nodes;
    KernelTiming timing;
    timing.name = k.name;
    timing.nodes = k.nodes;
    timing.device = "cpu";
    timing.bytes = k.bytes;
    timing.kind = k.kind == codegen::KernelSpec::Kind::Loop ? "loop" : k.kind == codegen::KernelSpec::Kind::Extern ? "extern" : "nop";
    std::string why = compileErrors[i];
    if (!why.empty()) {
      for (const auto& n : k.nodes) result.notRun[n] = why;
    } else if (!k.unsupported.empty()) {
      for (const auto& [n, r] : k.unsupported) {
        result.notRun[n] = r;
        why += (why.empty() ? "" : "; ") + n + ": " + r;
      }
    } else if (k.kind != codegen::KernelSpec::Kind::Loop) {
      why = cpuExternSupport(table, *table.node(k.nodes.front()));
      // an operand a failed node left unwritten: said first, the reference's own error
      // on it (mixtral's grouped mm on unwritten group ends) is only its consequence
      if (const std::string in = why.empty() ? taintedInput(table, k, reference) : ""; !in.empty())
        why = "cannot be checked: input " + in + " depends on a node that could not run";
      // what the reference could not compute (an extern call it could not run) has
      // nothing to be checked against
      if (auto r = reference.notRun.find(k.nodes.front()); why.empty() && r != reference.notRun.end()) why = r->second;
      if (!why.empty()) result.notRun[k.nodes.front()] = why;
    }
    if (why.empty())
      // its input holds no reference values (poison): indices read from it could point
      // anywhere, so the kernel is not run
      if (const std::string in = taintedInput(table, k, reference); !in.empty())
        why = "cannot be checked: input " + in + " depends on a node that could not run";
    if (!why.empty()) {
      check.reason = why;
      allOk = false;
      result.checks.push_back(check);
      continue;
    }
    auto args = argsOf(k);
    auto outs = outputsOf(i);
    // 1. verify in isolation
    if (options.verify) {
      for (const auto& o : outs) prepareOutput(table, o, reference.pool, work.at(o));
      try {
        runKernel(i, args);
      } catch (const std::exception& e) {  // an extern call this runtime cannot make: named, the rest runs
        result.notRun[k.nodes.front()] = e.what();
        check.reason = e.what();
        allOk = false;
        for (const auto& o : outs) work.at(o).bytes = reference.pool.at(o).bytes;
        result.checks.push_back(check);
        continue;
      }
      check.ran = true;
      check.ok = true;
      KernelOutputCheck checkOutput(table, k.nodes, outs, reference.pool);
      for (const auto& o : outs) {
        const auto& want = reference.pool.at(o);
        auto cmp = checkOutput(o, work.at(o));
        if (!cmp.ok) check.ok = false;
        check.buffers.push_back(cmp);
        work.at(o).bytes = want.bytes;  // restore for the next kernel
      }
      if (!check.ok) allOk = false;
    } else {
      check.ran = true;
    }
    // 2. time
    if (options.time) timing.samplesUs = timeRuns([&] { runKernel(i, args); }, options.warmup, options.reps);
    // the runs changed what an update in place (atomic_add) updates: the next kernels read the reference's values
    for (const auto& o : outs) work.at(o).bytes = reference.pool.at(o).bytes;
    timing.medianUs = median(timing.samplesUs);
    timing.gbps = timing.medianUs > 0 ? static_cast<double>(timing.bytes) / (timing.medianUs * 1e3) : 0;
    result.totalUs += timing.medianUs;
    result.kernels.push_back(timing);
    result.checks.push_back(check);
  }
  const double others = options.time ? othersCpuShare(usageBefore, cpuUsage()) : 0.0;  // untimed: no times to doubt
  result.othersCpuShare = others;
  if (others > 0.1)
    log->warn("cpu plan {}: other processes took {:.0f}% of the machine's CPUs while its kernels ran: the times are "
              "not reliable (run again on an idle machine)",
              planName, 100 * others);
  result.verified = allOk && options.verify;
  return result;
}

}  // namespace fs::runtime
