// bench_gui [SAMPLE GRAPH]...: the desktop app's responsiveness, measured on the
// real window (run with QT_QPA_PLATFORM=offscreen or under xvfb-run).
//   first paint: from openPath() to the before-fusion graph drawn (load, fuse,
//                layout and one full window render included);
//   settled:     until both panes are drawn and nothing is in flight;
//   per step:    goToPosition(p) for every position in order, until both panes
//                show it and are repainted (median and worst; steps that enter a
//                new round counted apart: they switch to that round's layout);
//   explain:     for 10 positions, until the decision panel holds every gate
//                (explain() starts once the user rests 120 ms on a step).
// Defaults: resnet50_eval inference (127 nodes) and resnet50_train forward (742).
// SAMPLE is relative to samples/ or an absolute path (e.g. the zoo's llama_eval_256l).
// bench_gui --rounds SAMPLE GRAPH...: only the steps that change the after pane's
// round (each round's first step from the step before it, or FS_BENCH_FROM=N steps
// before, and back), 5 times each:
// the costliest steps, measured in seconds instead of minutes; with the UI
// thread's CPU time per change (apart from other load on a shared machine), and
// each change's times with FS_BENCH_VERBOSE=1 (FS_BENCH_GRAB=PREFIX: screenshots
// after a step into round 2 and back).
// Targets: first paint < 0.5 s and < 1.5 s; < 50 ms per step.
#include <QApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <functional>
#include <vector>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_TOGGLE_COLLECT
#endif

#include "views/MainWindow.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"

using fs::views::MainWindow;

namespace {

double ms(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

/// CPU time of the calling (UI) thread: what a step costs, apart from other load on a shared machine.
double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

bool waitFor(const std::function<bool()>& done, int timeoutMs = 120000) {
  QElapsedTimer t;
  t.start();
  while (!done()) {
    if (t.elapsed() > timeoutMs) return false;
    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    if (!done()) QThread::usleep(200);
  }
  return true;
}

void bench(const QString& sample, const QString& graph, bool roundsOnly) {
  MainWindow w(false);
  w.resize(1600, 1000);
  w.show();
  QCoreApplication::processEvents();
  QElapsedTimer t;
  t.start();
  w.openPath(sample.startsWith(QLatin1Char('/')) ? sample : QStringLiteral(FUSIONSCOPE_SAMPLES_DIR "/") + sample, graph);
  if (!waitFor([&] { return w.beforePane()->scene()->graph() != nullptr; })) {
    std::printf("%s: timed out\n", qPrintable(sample));
    return;
  }
  (void)w.grab();  // paint it
  const double firstPaint = ms(t);
  waitFor([&] { return w.isSettled(); });
  (void)w.grab();
  const double settled = ms(t);
  const auto session = w.controller()->session();
  const auto& tl = session->timeline;
  const int nodes = static_cast<int>(session->preFusion->nodes.size());

  // Let the background prefetch of later rounds' layouts finish, as it does
  // while a user reads the first step.
  w.controller()->waitForIdle();
  // ...and deliver its results (queued to the UI thread), as the app's event loop does
  // between the user's steps; a step whose pane is current at once runs no event loop.
  QCoreApplication::processEvents();
  std::vector<double> steps, roundSteps, callMs, settleMs, paintMs, cpuMs;
  // One step to p, until both panes show it and are repainted.
  auto step = [&](int p) {
    QElapsedTimer s;
    s.start();
    const double cpu0 = threadCpuMs();
    w.goToPosition(p);
    const double call = ms(s);
    waitFor([&] { return w.isGraphCurrent(); });
    const double settle = ms(s);
    w.beforePane()->repaint();
    w.afterPane()->repaint();
    const double d = ms(s);
    callMs.push_back(call);
    settleMs.push_back(settle - call);
    paintMs.push_back(d - settle);
    cpuMs.push_back(threadCpuMs() - cpu0);
    return d;
  };
  // The app idle while the user reads a step: the event loop runs, and with it
  // the after pane's building of the next rounds' items (in slices; the longest
  // turn of the event loop is reported).
  double longestIdleTurn = 0;
  auto idle = [&] {
    QElapsedTimer t;
    t.start();
    do {
      QElapsedTimer turn;
      turn.start();
      QCoreApplication::processEvents();
      longestIdleTurn = std::max(longestIdleTurn, ms(turn));
    } while (w.afterPane()->scene()->isPreparing() && t.elapsed() < 5000);
  };
  auto peakRssMb = [] {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
  };
  auto rssMb = [] {  // resident now
    long pages = 0, resident = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
      if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
      std::fclose(f);
    }
    return static_cast<double>(resident) * 4096.0 / (1024.0 * 1024.0);
  };
  if (roundsOnly) {
    // Under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`: only
    // the steps into a new round are collected.
    const bool callgrind = qEnvironmentVariableIsSet("FS_BENCH_CALLGRIND");
    if (callgrind) CALLGRIND_START_INSTRUMENTATION;
    const bool verbose = qEnvironmentVariableIsSet("FS_BENCH_VERBOSE");  // each round change's times
    std::vector<int> starts;  // positions whose after pane shows another round than the one before
    for (int r = 2; r <= tl.rounds.size(); ++r)
      if (const int p = tl.roundStart(r); p > 1 && tl.roundAt(p) != tl.roundAt(p - 1)) starts.push_back(p);
    if (tl.positionCount() > 2) starts.push_back(tl.positionCount() - 1);  // the final plan
    // FS_BENCH_FROM=N: from N steps before (the ordinary run's stride), not 1.
    const int from = std::max(1, qEnvironmentVariableIntValue("FS_BENCH_FROM"));
    for (int k = 0; k < 5; ++k)
      for (int p : starts) {
        w.goToPosition(std::max(0, p - from));
        waitFor([&] { return w.isGraphCurrent(); });
        idle();
        if (callgrind) CALLGRIND_TOGGLE_COLLECT;
        roundSteps.push_back(step(p));
        if (callgrind) CALLGRIND_TOGGLE_COLLECT;
        if (verbose)
          std::printf("into %d: %.1f ms (update %.1f, paint %.1f, cpu %.1f)\n", p, roundSteps.back(), callMs.back(), paintMs.back(), cpuMs.back());
        idle();
        roundSteps.push_back(step(std::max(0, p - from)));
        if (verbose)
          std::printf("back to %d: %.1f ms (update %.1f, paint %.1f, cpu %.1f)\n", std::max(0, p - from), roundSteps.back(), callMs.back(), paintMs.back(), cpuMs.back());
        QCoreApplication::processEvents();
      }
    // FS_BENCH_GRAB=PREFIX: the window after a step into round 2 from round 1 (the
    // prepared set shown) and back, as PREFIX-into.png and PREFIX-back.png.
    if (const QString grab = qEnvironmentVariable("FS_BENCH_GRAB"); !grab.isEmpty() && !starts.empty()) {
      w.goToPosition(starts.front() - 1);
      waitFor([&] { return w.isGraphCurrent(); });
      idle();
      w.goToPosition(starts.front());
      waitFor([&] { return w.isGraphCurrent(); });
      w.grab().save(grab + QStringLiteral("-into.png"));
      w.goToPosition(starts.front() - 1);
      waitFor([&] { return w.isGraphCurrent(); });
      w.grab().save(grab + QStringLiteral("-back.png"));
    }
    std::sort(roundSteps.begin(), roundSteps.end());
    std::sort(callMs.begin(), callMs.end());
    std::sort(paintMs.begin(), paintMs.end());
    std::sort(cpuMs.begin(), cpuMs.end());
    std::printf("%-34s %6d nodes  first paint %7.1f ms  settled %7.1f ms  (load %.0f, fuse %.0f)\n",
                qPrintable(sample + "/" + session->graphName()), nodes, firstPaint, settled, session->loadMs, session->fuseMs);
    auto median = [](const std::vector<double>& v) { return v.empty() ? 0.0 : v[v.size() / 2]; };
    auto worst = [](const std::vector<double>& v) { return v.empty() ? 0.0 : v.back(); };
    std::printf("%-34s round changes (%zu, both ways): median %5.1f ms, worst %5.1f ms; update median %5.1f ms, paint median %5.1f ms\n",
                "", roundSteps.size(), median(roundSteps), worst(roundSteps), median(callMs), median(paintMs));
    std::printf("%-34s UI thread's CPU time per round change: median %5.1f ms, worst %5.1f ms\n", "", median(cpuMs), worst(cpuMs));
    std::printf("%-34s longest turn of the idle event loop %5.1f ms; resident memory %.0f MB (peak %.0f MB)\n", "",
                longestIdleTurn, rssMb(), peakRssMb());
    return;
  }
  int prevRound = tl.roundAt(0);
  std::vector<double> stepCpu, roundCpu;  // the UI thread's CPU time of each step
  // Every position up to 3,000; beyond that 3,000 spread evenly (a 256-layer LLM has
  // 100,000), always including the last: the first step into each round is among them.
  const int stride = std::max(1, tl.positionCount() / 3000);
  // FS_BENCH_STEPS=N: only the first N steps (for profiling: under callgrind with
  // FS_BENCH_CALLGRIND=1 they are collected).
  const int maxSteps = qEnvironmentVariableIntValue("FS_BENCH_STEPS");
  const bool callgrind = qEnvironmentVariableIsSet("FS_BENCH_CALLGRIND");
  if (callgrind) CALLGRIND_START_INSTRUMENTATION;
  int stepsTaken = 0;
  for (int p = 1; p < tl.positionCount(); p = (p + stride < tl.positionCount() || p == tl.positionCount() - 1)
                                                   ? p + stride
                                                   : tl.positionCount() - 1) {
    if (maxSteps > 0 && ++stepsTaken > maxSteps) break;
    if (callgrind) CALLGRIND_TOGGLE_COLLECT;
    const double d = step(p);
    if (callgrind) CALLGRIND_TOGGLE_COLLECT;
    {
      QElapsedTimer turn;
      turn.start();
      QCoreApplication::processEvents();  // between two key presses the event loop runs
      longestIdleTurn = std::max(longestIdleTurn, ms(turn));
    }
    const int r = p == tl.positionCount() - 1 ? static_cast<int>(tl.rounds.size()) + 1 : tl.roundAt(p);
    (r != prevRound ? roundSteps : steps).push_back(d);
    (r != prevRound ? roundCpu : stepCpu).push_back(cpuMs.back());
    prevRound = r;
  }
  const double residentAfterSteps = rssMb();
  // The decision panel: the recorded decision is shown with the step; every
  // gate's explain() runs once the user rests on a step (after a 120 ms pause).
  std::vector<double> explainMs;
  for (int i = 1; i <= 10; ++i) {
    const int p = i * (tl.positionCount() - 1) / 11;
    w.goToPosition(0);
    waitFor([&] { return w.isSettled(); });
    QElapsedTimer s;
    s.start();
    w.goToPosition(p);
    waitFor([&] { return w.isSettled(); });
    explainMs.push_back(ms(s));
  }
  std::sort(explainMs.begin(), explainMs.end());
  std::sort(callMs.begin(), callMs.end());
  std::sort(settleMs.begin(), settleMs.end());
  std::sort(paintMs.begin(), paintMs.end());
  std::sort(steps.begin(), steps.end());
  std::sort(roundSteps.begin(), roundSteps.end());
  std::sort(stepCpu.begin(), stepCpu.end());
  std::sort(roundCpu.begin(), roundCpu.end());
  auto median = [](const std::vector<double>& v) { return v.empty() ? 0.0 : v[v.size() / 2]; };
  auto worst = [](const std::vector<double>& v) { return v.empty() ? 0.0 : v.back(); };
  std::printf("%-34s %6d nodes  first paint %7.1f ms  settled %7.1f ms  (load %.0f, fuse %.0f)\n",
              qPrintable(sample + "/" + session->graphName()), nodes, firstPaint, settled, session->loadMs, session->fuseMs);
  std::printf("%-34s %6zu steps  per step: median %5.1f ms, worst %5.1f ms; into a new round (%zu): median %5.1f ms, worst %5.1f ms\n",
              "", steps.size(), median(steps), worst(steps), roundSteps.size(), median(roundSteps), worst(roundSteps));
  std::printf("%-34s UI thread's CPU time per step: median %5.1f ms, worst %5.1f ms; into a new round: median %5.1f ms, worst %5.1f ms\n",
              "", median(stepCpu), worst(stepCpu), median(roundCpu), worst(roundCpu));
  std::printf("%-34s per step, median: update %5.1f ms, wait for layout %5.1f ms, paint %5.1f ms\n", "",
              median(callMs), median(settleMs), median(paintMs));
  std::printf("%-34s longest turn of the event loop between steps %5.1f ms; resident memory after the steps %.0f MB (peak %.0f MB)\n",
              "", longestIdleTurn, residentAfterSteps, peakRssMb());
  std::printf("%-34s every gate's explain() shown: median %5.1f ms, worst %5.1f ms (120 ms rest included)\n", "",
              median(explainMs), worst(explainMs));
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QStringList args = app.arguments().mid(1);
  const bool roundsOnly = !args.isEmpty() && args.front() == QStringLiteral("--rounds");
  if (roundsOnly) args.pop_front();
  if (args.isEmpty())
    args = {QStringLiteral("inductor/resnet50_eval"), QStringLiteral("inference"), QStringLiteral("inductor/resnet50_train"),
            QStringLiteral("forward")};
  for (int i = 0; i + 1 < args.size(); i += 2) bench(args[i], args[i + 1], roundsOnly);
  return 0;
}
