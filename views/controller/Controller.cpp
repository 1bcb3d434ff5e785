#include "views/controller/Controller.h"

#include <QElapsedTimer>
#include <QPointer>

#include <algorithm>
#include <exception>
#include <thread>

#include "core/util/Log.h"
#include <QFileInfo>

#include "core/session/EmitSession.h"
#include "core/reference/Compare.h"
#include "core/fusion/Explain.h"
#include "core/session/Devices.h"
#include "core/session/BenchSession.h"
#include "core/session/LoadInput.h"
#include "views/graph/LayoutWorker.h"
#include "views/graph/OpLabels.h"

namespace fs::views {

namespace {
std::shared_ptr<spdlog::logger> log() { return fs::logger("app"); }

double msSince(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }
}  // namespace

Controller::Controller(QObject* parent) : QObject(parent) {
  // Loading, fusing, explaining, code generation and timings.
  pool_.setMaxThreadCount(2);
  // Layouts have their own threads: an explanation or a load never waits behind
  // them. Each Graphviz layout runs in a child process (LayoutWorker.h).
  layoutPool_.setMaxThreadCount(2);
  qRegisterMetaType<std::shared_ptr<const Session>>();
  qRegisterMetaType<std::shared_ptr<const DisplayGraph>>();
  qRegisterMetaType<std::shared_ptr<const LayoutResult>>();
  qRegisterMetaType<std::shared_ptr<const PairExplanation>>();
  qRegisterMetaType<std::shared_ptr<const KernelSources>>();
  qRegisterMetaType<fs::views::TimingResult>();
}

Controller::~Controller() {
  ++sessionGen_;
  ++layoutGen_[0];
  ++layoutGen_[1];
  layoutPool_.waitForDone();
  pool_.waitForDone();
}

bool Controller::waitForIdle(int msecs) {
  QElapsedTimer t;
  t.start();
  if (!layoutPool_.waitForDone(msecs)) return false;
  return pool_.waitForDone(std::max(0, msecs - static_cast<int>(t.elapsed())));
}

void Controller::beginWork(const QString& what) {
  ++busyCount_;
  emit busy(what);
}

void Controller::endWork() {
  if (busyCount_ > 0 && --busyCount_ == 0) emit idle();
}

void Controller::cancel() {
  ++sessionGen_;
  ++layoutGen_[0];
  ++layoutGen_[1];
  ++explainGen_;
  ++diffGen_;
  ++timingGen_;
  if (timingBusy_) emit timingsFailed(tr("Cancelled; no numbers from that run are shown."));
  timingBusy_ = false;
  busyCount_ = 0;
  log()->info("cancelled: results still in flight will be dropped");
  emit cancelled(session_ && session_->program == dump_ && static_cast<int>(session_->graphIndex) == lastGraphIndex_);
  emit idle();
}

void Controller::open(const QString& path, const QString& graphName) {
  const int gen = ++sessionGen_;
  beginWork(tr("Loading %1\u2026").arg(path));
  const fusion::Knobs knobs = session_ ? session_->knobs : fusion::Knobs{};
  pool_.start([this, gen, path, graphName, knobs, options = inputOptions_] {
    QElapsedTimer t;
    t.start();
    std::shared_ptr<const ir::Program> dump;
    QString error;
    QStringList dumps, symbols;
    try {
      dump = std::make_shared<const ir::Program>(session::loadInput(path.toStdString(), options));
      if (dump->graphs.empty()) error = tr("%1: no graphs found").arg(path);
    } catch (const session::SeveralDumpsError& e) {
      error = QString::fromUtf8(e.what());
      for (const auto& d : e.dumps) dumps << QString::fromStdString(d);
    } catch (const session::UnboundDimsError& e) {
      error = QString::fromUtf8(e.what());
      for (const auto& s : e.symbols) symbols << QString::fromStdString(s);
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    const double loadMs = msSince(t);
    QMetaObject::invokeMethod(this, [this, gen, dump, error, dumps, symbols, path, graphName, knobs, loadMs] {
      endWork();
      if (gen != sessionGen_) {
        log()->debug("dropped stale load of {}", path.toStdString());
        return;
      }
      if (!dumps.isEmpty()) {
        log()->warn("{}", error.toStdString());
        emit dumpChoiceNeeded(path, dumps);
        return;
      }
      if (!symbols.isEmpty()) {
        log()->warn("{}", error.toStdString());
        emit sizesNeeded(path, graphName, symbols, error);
        return;
      }
      if (!error.isEmpty()) {
        log()->error("{}", error.toStdString());
        emit failed(error);
        return;
      }
      log()->info("loaded {} ({} graphs) in {:.1f} ms", path.toStdString(), dump->graphs.size(), loadMs);
      // what the reader could not fully read: graphs left out, opaque nodes, unbound sizes
      for (const auto& f : dump->failedGraphs) log()->warn("graph '{}' not loaded: {}", f.name, f.error);
      for (const auto& w : dump->warnings) log()->warn("{}", w);
      for (const auto& g : dump->graphs)
        for (const auto& w : g.preFusion.warnings) log()->warn("{}", w.text());
      dump_ = dump;
      QStringList names;
      int index = 0;
      for (std::size_t i = 0; i < dump->graphs.size(); ++i) {
        names << QString::fromStdString(dump->graphs[i].name);
        if (names.back() == graphName) index = static_cast<int>(i);
      }
      if (!graphName.isEmpty() && !names.contains(graphName))
        log()->warn("no graph named {} in {}; showing {}", graphName.toStdString(), path.toStdString(),
                    names.front().toStdString());
      emit dumpOpened(path, names);
      lastLoadMs_ = loadMs;
      startSession(dump, index, knobs, nullptr);
    }, Qt::QueuedConnection);
  });
}

void Controller::selectGraph(int index) {
  if (!dump_ || index < 0 || index >= static_cast<int>(dump_->graphs.size())) return;
  ++sessionGen_;
  startSession(dump_, index, session_ ? session_->knobs : fusion::Knobs{}, nullptr);
}

void Controller::rerun(const fusion::Knobs& knobs) {
  if (!dump_) return;
  ++sessionGen_;
  const bool current = session_ && session_->program == dump_ && static_cast<int>(session_->graphIndex) == lastGraphIndex_;
  startSession(dump_, lastGraphIndex_, knobs, current ? session_ : nullptr);
}

void Controller::startSession(std::shared_ptr<const ir::Program> dump, int index, const fusion::Knobs& knobs,
                              std::shared_ptr<const Session> previous) {
  const int gen = sessionGen_;
  const double loadMs = lastLoadMs_;
  lastGraphIndex_ = index;
  beginWork(tr("Fusing %1\u2026").arg(QString::fromStdString(dump->graphs[static_cast<std::size_t>(index)].name)));
  const auto profTrace = trace_, profBench = benchmark_;
  pool_.start([this, gen, dump, index, knobs, previous, loadMs, profTrace, profBench] {
    auto s = std::make_shared<Session>();
    s->loadMs = loadMs;
    QString error;
    try {
      session::GraphSessionOptions o;
      o.knobs = knobs;
      o.trace = profTrace.get();
      o.benchmark = profBench.get();
      static_cast<session::GraphSession&>(*s) = session::openGraph(dump, static_cast<std::size_t>(index), o);
      s->opLabels = opLabels(*s->provenance);
      for (const auto& row : s->kernels->rows) {
        const double us = row.traceUs >= 0 ? row.traceUs : row.benchmarkUs;
        if (us < 0) continue;
        const QString note = QStringLiteral("Inductor %1 \u00b5s").arg(us, 0, 'f', us < 10 ? 2 : 1);
        for (const auto& n : row.nodes) s->nodeTimes.insert(QString::fromStdString(n), note);
      }
      s->timeline = buildTimeline(*s->trace, s->comparison);
      if (previous) s->previousGroups = previous->timeline.finalGroups;
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(this, [this, gen, s, error, profTrace, profBench] {
      endWork();
      if (gen == sessionGen_ && error.isEmpty() && (profTrace != trace_ || profBench != benchmark_)) {
        // a profile arrived while this session was built: build it again with the times
        startSession(s->program, static_cast<int>(s->graphIndex), s->knobs, nullptr);
        return;
      }
      if (gen != sessionGen_) {
        log()->debug("dropped stale fusion result");
        return;
      }
      if (!error.isEmpty()) {
        log()->error("fusion failed: {}", error.toStdString());
        emit failed(error);
        return;
      }
      log()->info("{}: {} nodes, {} rounds, {} steps, fused in {:.1f} ms", s->graphName().toStdString(),
                  s->preFusion->nodes.size(), s->timeline.rounds.size(), s->timeline.steps.size(), s->fuseMs);
      session_ = s;
      roundCache_.clear();
      emit sessionReady(s);
      prefetchLayouts(s);
      generateSources(s);
    }, Qt::QueuedConnection);
  });
}

Groups Controller::groupsForRound(const Session& s, int round) const {
  if (round <= 0) return {};
  if (round > s.timeline.rounds.size()) return s.timeline.finalGroups;
  return s.timeline.rounds[round - 1].groupsAtStart;
}

Controller::Laid Controller::computeLayout(const Session& s, const Groups& groups, const TextMetrics& metrics,
                                           const std::function<bool()>& cancelled) {
  auto display = std::make_shared<DisplayGraph>(buildDisplayGraph(*s.preFusion, groups, s.opLabels, metrics, s.nodeTimes));
  const LayoutRequest request = display->layoutRequest();
  const QByteArray key = request.cacheKey();
  // An identical request in flight (the prefetch and the user asking for the same
  // round) is computed once: wait for it, then take it from the cache.
  {
    std::unique_lock lock(cacheMutex_);
    while (inFlight_.contains(key)) {
      layoutDone_.wait_for(lock, std::chrono::milliseconds(kCancelPollMs));
      if (cancelled()) throw LayoutCancelled();
    }
    if (const auto it = cache_.constFind(key); it != cache_.constEnd()) {
      cacheOrder_.removeOne(key);
      cacheOrder_.push_back(key);
      return *it;
    }
    inFlight_.insert(key);
  }
  ++layoutsInFlight_;
  auto finish = [&] {
    --layoutsInFlight_;
    std::lock_guard lock(cacheMutex_);
    inFlight_.remove(key);
    layoutDone_.notify_all();
  };
  Laid laid;
  try {
    laid = {display, std::make_shared<const LayoutResult>(layoutGraphCancellable(request, cancelled))};
  } catch (...) {
    finish();
    throw;
  }
  log()->debug("laid out {} nodes, {} edges in {:.1f} ms", request.nodes.size(), request.edges.size(),
               laid.layout->elapsedMs);
  {
    std::lock_guard lock(cacheMutex_);
    cache_.insert(key, laid);
    cacheOrder_.push_back(key);
    cachedNodes_ += laid.graph->nodes.size();
    // least recently used first, never the one just made
    while (cachedNodes_ > kMaxCachedLayoutNodes && cacheOrder_.size() > 1) {
      const QByteArray old = cacheOrder_.takeFirst();
      cachedNodes_ -= cache_.value(old).graph->nodes.size();
      cache_.remove(old);
    }
  }
  finish();
  return laid;
}

void Controller::requestLayout(Pane pane, int round) {
  const auto s = session_;
  if (!s) return;
  const int p = pane == Pane::Before ? 0 : 1;
  const int gen = ++layoutGen_[p];
  // A round laid out before (or prefetched) is handed over at once, without a
  // trip through the pool: stepping into a known round costs only the scene.
  const int roundKey = pane == Pane::Before ? 0 : round;
  if (const auto it = roundCache_.constFind(roundKey); it != roundCache_.constEnd() && it->session == s.get()) {
    emit layoutReady(pane, round, it->laid.graph, it->laid.layout);
    return;
  }
  const Groups groups = pane == Pane::Before ? Groups{} : groupsForRound(*s, round);
  const TextMetrics metrics = metrics_;
  beginWork(tr("Laying out %1\u2026").arg(pane == Pane::Before ? tr("the graph") : tr("round %1").arg(round)));
  layoutPool_.start([this, gen, p, pane, round, s, groups, metrics, roundKey] {
    Laid laid;
    QString error;
    bool cancelled = false;
    try {
      // a newer request for this pane, or Cancel, stops this one (its worker is killed)
      laid = computeLayout(*s, groups, metrics, [this, gen, p] { return gen != layoutGen_[p]; });
    } catch (const LayoutCancelled&) {
      cancelled = true;
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(this, [this, gen, p, pane, round, laid, error, s, roundKey, cancelled] {
      endWork();
      if (cancelled) return;
      if (error.isEmpty() && s == session_) {
        roundCache_.insert(roundKey, {s.get(), laid});
        if (roundKey > 0) emit layoutCached(roundKey);
      }
      if (gen != layoutGen_[p]) return;  // a newer layout was asked for this pane
      if (!error.isEmpty()) {
        log()->error("layout failed: {}", error.toStdString());
        emit failed(error);
        return;
      }
      emit layoutReady(pane, round, laid.graph, laid.layout);
    }, Qt::QueuedConnection);
  });
}

bool Controller::cachedLayout(int round, std::shared_ptr<const DisplayGraph>* graph,
                              std::shared_ptr<const LayoutResult>* layout) const {
  const auto it = roundCache_.constFind(round);
  if (round <= 0 || it == roundCache_.constEnd() || !session_ || it->session != session_.get()) return false;
  *graph = it->laid.graph;
  *layout = it->laid.layout;
  return true;
}

void Controller::prefetchLayouts(const std::shared_ptr<const Session>& s) {
  // Lay out every round's starting state (and the final plan) in the background,
  // lowest priority and one round per task, so that a layout the user asks for
  // runs next, and stepping into a new round finds its layout cached.
  const TextMetrics metrics = metrics_;
  const int gen = sessionGen_;
  for (int round = 2; round <= s->timeline.rounds.size() + 1; ++round) {
    const Groups groups = groupsForRound(*s, round);
    layoutPool_.start([this, gen, s, groups, metrics, round] {
      auto stale = [this, gen] { return gen != sessionGen_; };
      if (stale()) return;
      try {
        const Laid laid = computeLayout(*s, groups, metrics, stale);
        QMetaObject::invokeMethod(this, [this, s, round, laid] {
          if (s != session_) return;
          roundCache_.insert(round, {s.get(), laid});
          emit layoutCached(round);
        }, Qt::QueuedConnection);
      } catch (const LayoutCancelled&) {
      } catch (const std::exception& e) {
        log()->warn("background layout failed: {}", e.what());
      }
    }, -1);
  }
}

void Controller::generateSources(const std::shared_ptr<const Session>& s) {
  const int gen = sessionGen_;
  pool_.start([this, gen, s] {
    if (gen != sessionGen_) return;
    auto out = std::make_shared<KernelSources>();
    out->session = s.get();
    const auto& gd = s->programGraph();
    if (const auto* code = ir::outputCodeOf(gd)) out->inductor = *code;
    try {
      auto programs = s->generate("ours", {codegen::Target::Cuda, codegen::Target::Cpp});
      out->cuda = std::move(programs[0]);
      out->cpp = std::move(programs[1]);
    } catch (const std::exception& e) {
      out->error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(this, [this, gen, out] {
      if (gen != sessionGen_) return;
      if (!out->error.isEmpty()) log()->warn("code generation: {}", out->error.toStdString());
      emit sourcesReady(out);
    }, Qt::QueuedConnection);
  }, -2);
}

void Controller::explain(const QString& a, const QString& b, int atRound) {
  const auto s = session_;
  if (!s || a.isEmpty() || b.isEmpty() || a == b) return;
  const int gen = ++explainGen_;
  beginWork(tr("Explaining %1 + %2…").arg(a, b));
  pool_.start([this, gen, s, a, b, atRound] {
    std::shared_ptr<PairExplanation> result;
    QString error;
    try {
      result = std::make_shared<PairExplanation>(
          PairExplanation{a, b, atRound, s->explain(a.toStdString(), b.toStdString(), atRound)});
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(this, [this, gen, result, error] {
      endWork();
      if (gen != explainGen_) return;
      if (!error.isEmpty()) {
        log()->error("explain failed: {}", error.toStdString());
        emit failed(error);
        return;
      }
      emit explanationReady(result);
    }, Qt::QueuedConnection);
  }, 1);
}

void Controller::probeCuda() {
  if (cudaProbe_ == 2) {
    emit cudaProbed(cudaAvailable_, cudaMessage_);
    return;
  }
  if (cudaProbe_ == 1) return;
  cudaProbe_ = 1;
  pool_.start([this] {
    const session::GpuInfo info = session::probeGpu();
    const QString message =
        info.available
            ? tr("%1 (%2, %3 SMs, %4 GiB)")
                  .arg(QString::fromStdString(info.name), QString::fromStdString(info.arch()))
                  .arg(info.smCount)
                  .arg(static_cast<double>(info.totalMem) / (1 << 30), 0, 'f', 0)
            : tr("No CUDA GPU on this machine: %1. The CPU timings work.").arg(QString::fromStdString(info.reason));
    QMetaObject::invokeMethod(this, [this, available = info.available, message] {
      cudaProbe_ = 2;
      cudaAvailable_ = available;
      cudaMessage_ = message;
      log()->info("CUDA: {}", message.toStdString());
      emit cudaProbed(available, message);
    }, Qt::QueuedConnection);
  });
}

void Controller::cancelTimings() {
  if (!timingBusy_) return;
  ++timingGen_;
  timingBusy_ = false;
  log()->info("timing run cancelled: the kernels in flight finish and their result is dropped");
  endWork();
}

void Controller::runTimings(bool cuda, int reps) {
  const auto s = session_;
  if (!s) return;
  if (timingBusy_) cancelTimings();
  const int gen = ++timingGen_;
  const int sgen = sessionGen_;
  timingBusy_ = true;
  beginWork(tr("Timing %1 on the %2\u2026").arg(s->graphName(), cuda ? QStringLiteral("GPU") : QStringLiteral("CPU")));
  pool_.start([this, gen, sgen, s, cuda, reps] {
    TimingResult r;
    r.session = s.get();
    r.device = cuda ? QStringLiteral("cuda") : QStringLiteral("cpu");
    r.reps = reps;
    QString error;
    bool stopped = false;
    auto current = [this, gen, sgen] { return gen == timingGen_ && sgen == sessionGen_; };
    auto progress = [this, current](int stage, int stages, const std::string& what) {
      if (!current()) return false;
      QMetaObject::invokeMethod(this, [this, current, what = QString::fromStdString(what), stage, stages] {
        if (current()) emit timingProgress(what, stage, stages);
      }, Qt::QueuedConnection);
      return true;
    };
    try {
      session::DevicePeak peak;
      if (cuda) {
        peak = session::measurePeak(session::BenchDevice::Cuda);
      } else {  // the host's is measured once (the GPU's too is stable, but cheap to measure)
        std::lock_guard lock(hostPeakMutex_);
        if (!hostPeak_) hostPeak_ = session::measurePeak(session::BenchDevice::Cpu);
        peak = *hostPeak_;
      }
      r.deviceLabel = QString::fromStdString(peak.device);
      r.peakGBs = peak.gbs;
      r.peakLabel = QString::fromStdString(peak.label);
      r.peakBytes = peak.bytes;
      session::BenchOptions o;
      o.device = cuda ? session::BenchDevice::Cuda : session::BenchDevice::Cpu;
      o.reps = reps;
      r.bench = s->bench("ours", o, progress);
    } catch (const session::BenchCancelled&) {
      stopped = true;  // cancelled, or the graph changed
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(this, [this, gen, s, r, error, stopped] {
      if (gen != timingGen_) return;  // cancelled (work already ended), or a newer run asked for
      timingBusy_ = false;
      endWork();
      if (stopped || s != session_) {
        log()->debug("dropped stale timing result of {}", s->graphName().toStdString());
        return;
      }
      if (!error.isEmpty()) {
        log()->error("timing failed: {}", error.toStdString());
        emit timingsFailed(error);
        return;
      }
      log()->info("{} on {}: ours {:.1f} us ({} kernels), unfused {:.1f} us ({} kernels), speed-up {:.2f}x, {}",
                  s->graphName().toStdString(), r.device.toStdString(), r.bench.fused.totalUs, r.bench.fused.kernels.size(),
                  r.bench.unfused.totalUs, r.bench.unfused.kernels.size(), r.bench.speedup(),
                  r.bench.verified() ? "verified" : "NOT verified");
      emit timingsReady(r);
    }, Qt::QueuedConnection);
  });
}

void Controller::openProfile(const QString& trace, const QStringList& benchmarks) {
  beginWork(tr("Reading the profile\u2026"));
  pool_.start([this, trace, benchmarks] {
    std::shared_ptr<const ir::KernelProfile> t, b;
    QString error;
    try {
      if (!trace.isEmpty())
        t = std::make_shared<const ir::KernelProfile>(session::readKernelTimesJson(trace.toStdString()));
      if (!benchmarks.isEmpty()) {
        std::vector<std::string> paths;
        for (const auto& f : benchmarks) paths.push_back(f.toStdString());
        b = std::make_shared<const ir::KernelProfile>(session::readKernelBenchmarks(paths));
      }
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(
        this,
        [this, t, b, error] {
          endWork();
          if (!error.isEmpty()) {
            emit failed(error);
            return;
          }
          if (t) trace_ = t;
          if (b) benchmark_ = b;
          if (session_ && dump_) {
            ++sessionGen_;
            startSession(dump_, static_cast<int>(session_->graphIndex), session_->knobs, nullptr);
          }
        },
        Qt::QueuedConnection);
  });
}

void Controller::diffWith(const QString& pathB) {
  const int gen = ++diffGen_;
  const auto a = dump_;
  if (!a) {
    emit diffFailed(tr("Open a dump first: the diff compares it (A) with %1 (B).").arg(pathB));
    return;
  }
  beginWork(tr("Diffing against %1\u2026").arg(pathB));
  pool_.start([this, gen, a, pathB, options = inputOptions_] {
    std::shared_ptr<const session::CompileDiff> diff;
    QString error;
    try {
      const auto b = session::loadInput(pathB.toStdString(), options);
      if (b.graphs.empty()) error = tr("%1: no graphs found").arg(pathB);
      else diff = std::make_shared<const session::CompileDiff>(session::diffCompiles(*a, b));
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(
        this,
        [this, gen, a, diff, error] {
          endWork();
          // another diff was asked for, the user cancelled, or another dump opened
          // (a knob re-run or another graph of the same dump keeps it)
          if (gen != diffGen_ || dump_ != a) return;
          if (!error.isEmpty()) {
            log()->error("diff: {}", error.toStdString());
            emit diffFailed(error);
            return;
          }
          log()->info("diff of {} and {}: {} graphs paired", diff->inputA, diff->inputB, diff->graphs.size());
          emit diffReady(diff);
        },
        Qt::QueuedConnection);
  });
}

}  // namespace fs::views
