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
// Targets: first paint < 0.5 s and < 1.5 s; < 50 ms per step.
#include <QApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include "views/MainWindow.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"

using fs::views::MainWindow;

namespace {

double ms(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

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

void bench(const QString& sample, const QString& graph) {
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
  std::vector<double> steps, roundSteps, callMs, settleMs, paintMs;
  int prevRound = tl.roundAt(0);
  // Every position up to 3,000; beyond that 3,000 spread evenly (a 256-layer LLM has
  // 100,000), always including the last: the first step into each round is among them.
  const int stride = std::max(1, tl.positionCount() / 3000);
  for (int p = 1; p < tl.positionCount(); p = (p + stride < tl.positionCount() || p == tl.positionCount() - 1)
                                                   ? p + stride
                                                   : tl.positionCount() - 1) {
    QElapsedTimer s;
    s.start();
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
    const int r = p == tl.positionCount() - 1 ? static_cast<int>(tl.rounds.size()) + 1 : tl.roundAt(p);
    (r != prevRound ? roundSteps : steps).push_back(d);
    prevRound = r;
  }
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
  auto median = [](const std::vector<double>& v) { return v.empty() ? 0.0 : v[v.size() / 2]; };
  auto worst = [](const std::vector<double>& v) { return v.empty() ? 0.0 : v.back(); };
  std::printf("%-34s %6d nodes  first paint %7.1f ms  settled %7.1f ms  (load %.0f, fuse %.0f)\n",
              qPrintable(sample + "/" + session->graphName()), nodes, firstPaint, settled, session->loadMs, session->fuseMs);
  std::printf("%-34s %6zu steps  per step: median %5.1f ms, worst %5.1f ms; into a new round (%zu): median %5.1f ms, worst %5.1f ms\n",
              "", steps.size(), median(steps), worst(steps), roundSteps.size(), median(roundSteps), worst(roundSteps));
  std::printf("%-34s per step, median: update %5.1f ms, wait for layout %5.1f ms, paint %5.1f ms\n", "",
              median(callMs), median(settleMs), median(paintMs));
  std::printf("%-34s every gate's explain() shown: median %5.1f ms, worst %5.1f ms (120 ms rest included)\n", "",
              median(explainMs), worst(explainMs));
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QStringList args = app.arguments().mid(1);
  if (args.isEmpty())
    args = {QStringLiteral("inductor/resnet50_eval"), QStringLiteral("inference"), QStringLiteral("inductor/resnet50_train"),
            QStringLiteral("forward")};
  for (int i = 0; i + 1 < args.size(); i += 2) bench(args[i], args[i + 1]);
  return 0;
}
