// The app under the offscreen platform: loads bn_relu_maxpool, steps to the
// op3/op4 attempt, and checks that the decision panel says "no shared data" with
// the evidence; stepping forward and back restores the same graph state.
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QSplitter>
#include <QTemporaryFile>
#include <QTextBrowser>
#include <QtTest>

#include "core/ir/SourceGraph.h"

#include "views/MainWindow.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"
#include "views/models/CandidateModel.h"
#include "views/panels/DecisionPanel.h"
#include "views/panels/InspectorPanel.h"
#include "views/panels/KernelsPanel.h"
#include "views/panels/SourcePanel.h"
#include "views/panels/StepperPanel.h"

using namespace fs::views;

namespace {
bool waitSettled(MainWindow& w) {
  QDeadlineTimer deadline(60000);
  while (!w.isSettled() && !deadline.hasExpired()) QTest::qWait(5);
  return w.isSettled();
}
QString state(MainWindow& w) {
  return w.beforePane()->scene()->stateSignature() + "\n---\n" + w.afterPane()->scene()->stateSignature() + "\n---\n" +
         w.stepper()->caption();
}
}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT
 private slots:
  void bnReluMaxpoolWhyNotFused() {
    MainWindow w(false);
    w.show();
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool");
    QVERIFY(waitSettled(w));
    QCOMPARE(w.beforePane()->scene()->graph()->nodes.size(), 5);
    const auto session = w.controller()->session();
    const int pos = session->timeline.findPair("op3", "op4");
    QVERIFY2(pos > 0, "the timeline has no op3/op4 step");
    const auto& step = session->timeline.steps[pos - 1];
    QVERIFY(!step.fused);
    QCOMPARE(step.reason, QStringLiteral("no shared data"));

    QSignalSpy explained(w.controller(), &Controller::explanationReady);
    w.goToPosition(pos);
    QVERIFY(explained.wait(30000));
    QVERIFY(waitSettled(w));
    const QString text = w.decisionPanel()->text();
    QVERIFY2(text.contains("no shared data"), qPrintable(text));
    // The evidence: op3 writes buf3 at one index over (1605632, 1); op4 reads
    // buf3 at nine shifted indices over (401408, 1).
    QVERIFY2(text.contains("buf3"), qPrintable(text));
    QVERIFY2(text.contains("1605632"), qPrintable(text));
    QVERIFY2(text.contains("401408"), qPrintable(text));
    QVERIFY2(text.contains("op4's accesses to the common buffers (9)"), qPrintable(text));
    // Where both came from in the model (an nn.Sequential: its module calls).
    QVERIFY2(text.contains("op3 computes relu (inlined: batch_norm), from module calls input_3, input_2"), qPrintable(text));
    QVERIFY2(text.contains("op4 computes max_pool (inlined: batch_norm + relu)"), qPrintable(text));
    // And on the graph: the pair marked rejected, with the reason beside it.
    QVERIFY(w.beforePane()->scene()->stateSignature().contains("callout \u2717 no shared data"));
  }

  void profileTimesOnTheGraphAndInTheKernelTable() {
    // The user's torch.profiler trace and Inductor's benchmark of the profiled llama.
    const QString dir = QStringLiteral(FUSIONSCOPE_TESTDATA_DIR "/profiled/llama");
    MainWindow w(false);
    w.show();
    w.openProfile({dir + "/profiler_trace.json", dir + "/benchmark_kernels_model__0_inference_0.0.txt"});
    w.openPath(dir);
    QDeadlineTimer deadline(60000);
    while (!deadline.hasExpired() &&
           !(w.controller()->session() && !w.controller()->session()->nodeTimes.isEmpty() && w.isSettled()))
      QTest::qWait(10);
    QVERIFY(waitSettled(w));
    const auto session = w.controller()->session();
    QVERIFY(session && session->kernels);
    const QString summary = w.kernelsPanel()->summary();
    QVERIFY2(summary.contains("11 Inductor kernels; 11 in the profile"), qPrintable(summary));
    // op0 and op1 are triton_red_fused_add_embedding_mean_mul_pow_rsqrt_0: 5 calls, 1.65 us each.
    QCOMPARE(session->nodeTimes.value("op1"), QStringLiteral("Inductor 1.65 \u00b5s"));
    const auto* graph = w.beforePane()->scene()->graph();
    QVERIFY(graph);
    const auto& op1 = graph->nodes[graph->nodeOfMember.value("op1")];
    QVERIFY2(op1.space.contains("Inductor 1.65 \u00b5s"), qPrintable(op1.space));
  }

  void exportsAndTrace() {
    MainWindow w(false);
    w.show();
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool");
    QVERIFY(waitSettled(w));
    QTemporaryDir dir;
    const QString svg = dir.filePath("after.svg"), png = dir.filePath("before.png"), trace = dir.filePath("t.jsonl");
    QVERIFY(w.exportPaneTo(w.afterPane(), svg));
    QVERIFY(w.exportPaneTo(w.beforePane(), png));
    QVERIFY(w.saveTraceTo(trace));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("<svg") && text.contains("op3") && text.contains("max_pool"));
    QImage image(png);
    QVERIFY(!image.isNull() && image.width() > 100);
    const auto loaded = fs::fusion::Trace::load(trace.toStdString());
    QCOMPARE(loaded, *w.controller()->session()->trace);
  }

  void kernelSource() {
    // Selecting op3 shows our CUDA and C++ kernels holding it and Inductor's.
    MainWindow w(false);
    w.show();
    QSignalSpy sources(w.controller(), &Controller::sourcesReady);
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool", {}, {}, QStringLiteral("op3"));
    QVERIFY(waitSettled(w));
    QVERIFY(sources.size() == 1 || sources.wait(60000));
    QTest::qWait(50);
    const QString text = w.sourcePanel()->text();
    QVERIFY2(text.contains("CUDA kernel") && text.contains("__global__"), qPrintable(text.left(2000)));
    QVERIFY2(text.contains("triton_poi_fused"), qPrintable(text.left(2000)));
    // ours and Inductor's side by side: both panes have room at once
    const QList<int> sizes = w.sourcePanel()->splitter()->sizes();
    QCOMPARE(sizes.size(), 2);
    QVERIFY2(sizes[0] > 100 && sizes[1] > 100, qPrintable(QStringLiteral("%1 %2").arg(sizes[0]).arg(sizes[1])));
  }

  void pythonSourceLinks() {
    // The node's source lines are links: in the Kernel source summary and in the
    // Inspector. A file on this machine opens at its line; one that is not says so
    // with the line the dump recorded.
    MainWindow w(false);
    w.show();
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval", {}, {}, QStringLiteral("op3"));
    QVERIFY(waitSettled(w));
    QSignalSpy sources(w.controller(), &Controller::sourcesReady);
    QVERIFY(!w.sourcePanel()->text().contains(QStringLiteral("Generating")) || sources.wait(60000));
    const QString summary = w.sourcePanel()->summary()->text();
    QVERIFY2(summary.contains(QStringLiteral("<a href=\"src:0\">resnet.py:270</a>")), qPrintable(summary));
    emit w.sourcePanel()->summary()->linkActivated(QStringLiteral("src:0"));
    QString text = w.sourcePanel()->text();
    QVERIFY2(text.contains(QStringLiteral("is not readable on this machine")) && text.contains(QStringLiteral("line 270")) &&
                 text.contains(QStringLiteral("x = self.relu(x)")),
             qPrintable(text.right(600)));
    // the Inspector's line links to the same place
    QSignalSpy asked(w.inspector(), &InspectorPanel::sourceRequested);
    auto* browser = w.inspector()->findChild<QTextBrowser*>();
    QVERIFY(browser && browser->toHtml().contains(QStringLiteral("src:op3:0")));
    emit browser->anchorClicked(QUrl(QStringLiteral("src:op3:1")));
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked[0][0].value<fs::ir::SourceLocation>().line, 269);
    // a readable file: shown whole, its line marked
    QTemporaryFile py(QDir::tempPath() + QStringLiteral("/model_XXXXXX.py"));
    QVERIFY(py.open());
    for (int i = 1; i <= 40; ++i) py.write(QStringLiteral("line_%1 = %1\n").arg(i).toUtf8());
    py.close();
    fs::ir::SourceLocation where;
    where.file = py.fileName().toStdString();
    where.line = 33;
    w.sourcePanel()->showPythonSource(where);
    text = w.sourcePanel()->text();
    QVERIFY2(text.contains(QStringLiteral("line_1 = 1")) && text.contains(QStringLiteral("line_40 = 40")), qPrintable(text.right(300)));
  }

  void whatIfRerun() {
    // max_fusion_size=1 fuses nothing: the re-run's plan has no groups, and the
    // knobs panel says which groups are gone.
    MainWindow w(false);
    w.show();
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval");
    QVERIFY(waitSettled(w));
    const auto before = w.controller()->session();
    QVERIFY(!before->timeline.finalGroups.isEmpty());
    fs::fusion::Knobs knobs;
    knobs.max_fusion_size = 1;
    QSignalSpy ready(w.controller(), &Controller::sessionReady);
    w.controller()->rerun(knobs);
    QVERIFY(ready.wait(60000));
    QVERIFY(waitSettled(w));
    const auto after = w.controller()->session();
    QCOMPARE(after->knobs.max_fusion_size, 1);
    QVERIFY(after->timeline.finalGroups.isEmpty());
    QVERIFY(after->previousGroups && *after->previousGroups == before->timeline.finalGroups);
  }

  void steppingRestoresState_data() {
    QTest::addColumn<QString>("sample");
    QTest::newRow("bn_relu_maxpool") << QStringLiteral(FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool");
    QTest::newRow("resnet50_eval") << QStringLiteral(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval");
  }

  void steppingRestoresState() {
    QFETCH(QString, sample);
    MainWindow w(false);
    w.show();
    w.openPath(sample);
    QVERIFY(waitSettled(w));
    const auto& t = w.controller()->session()->timeline;
    QVERIFY(t.positionCount() > 1);
    // Every position: forward then back gives the same picture; and across a
    // round boundary (a new layout) too.
    QList<int> positions = {0, 1, t.positionCount() / 2, t.positionCount() - 2};
    if (t.rounds.size() > 1) positions << t.rounds[1].firstStep << t.rounds[1].firstStep - 1;
    for (int p : positions) {
      if (p < 0 || p + 1 >= t.positionCount()) continue;
      w.goToPosition(p);
      QVERIFY(waitSettled(w));
      const QString here = state(w);
      w.goToPosition(p + 1);
      QVERIFY(waitSettled(w));
      QVERIFY(state(w) != here);
      w.goToPosition(p);
      QVERIFY(waitSettled(w));
      QCOMPARE(state(w), here);
    }
    // Jumping far away and back also restores it.
    w.goToPosition(t.positionCount() / 2);
    QVERIFY(waitSettled(w));
    const QString mid = state(w);
    w.goToPosition(t.positionCount() - 1);
    QVERIFY(waitSettled(w));
    w.goToPosition(0);
    QVERIFY(waitSettled(w));
    w.goToPosition(t.positionCount() / 2);
    QVERIFY(waitSettled(w));
    QCOMPARE(state(w), mid);
  }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
