// The timing view under the offscreen platform: the CPU run of layernorm_manual
// goes through the controller and fills the panel's model with our plan's real
// kernels (positive fused and unfused times, verified against the reference);
// on a machine without a GPU, choosing CUDA says so and nothing runs.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "core/runtime/CudaRunner.h"
#include "views/MainWindow.h"
#include "views/models/TimingModel.h"
#include "views/panels/TimingPanel.h"

using namespace fs::views;

namespace {
bool waitSettled(MainWindow& w) {
  QDeadlineTimer deadline(60000);
  while (!w.isSettled() && !deadline.hasExpired()) QTest::qWait(5);
  return w.isSettled();
}
}  // namespace

class TestTimings : public QObject {
  Q_OBJECT
 private slots:
  void cpuTimingsOfLayernorm() {
    MainWindow w(false);
    w.show();
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/layernorm_manual");
    QVERIFY(waitSettled(w));
    TimingPanel* panel = w.timingPanel();
    QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy ready(w.controller(), &Controller::timingsReady);
    QSignalSpy failed(w.controller(), &Controller::timingsFailed);
    panel->chooseDevice(false);
    panel->run();
    QVERIFY(panel->isRunning());
    QVERIFY(ready.wait(180000));
    QCOMPARE(failed.count(), 0);
    QVERIFY(!panel->isRunning());
    const TimingModel* m = panel->model();
    QVERIFY(m->rowCount() > 0);
    QVERIFY(m->peakGBs() > 0);
    QStringList nodes;
    for (const auto& row : m->rows()) {
      QVERIFY2(row.kernel.startsWith('k'), qPrintable(row.kernel));
      QVERIFY2(row.ran && row.ok, qPrintable(row.kernel + ": " + row.problems.join("; ")));
      QVERIFY(row.fusedUs > 0);
      QVERIFY(row.unfusedUs > 0);
      QVERIFY(row.bytes > 0);
      QVERIFY(row.gbps > 0);
      nodes += row.nodes;
    }
    nodes.sort();
    QCOMPARE(nodes, QStringList({"op0", "op2", "op4"}));  // every node of the graph, once
    QCOMPARE(m->data(m->index(0, TimingModel::Check), Qt::UserRole).toBool(), true);
    const QString summary = panel->summaryText();
    QVERIFY2(summary.contains("verified") && !summary.contains("NOT verified"), qPrintable(summary));
    QVERIFY2(summary.contains("speed-up"), qPrintable(summary));
  }

  void cudaWithoutGpuSaysSo() {
    const auto info = fs::runtime::probeCuda();
    if (info.available) QSKIP("a CUDA GPU is present; the no-GPU message does not apply");
    MainWindow w(false);
    w.show();
    w.openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/add_relu");
    QVERIFY(waitSettled(w));
    TimingPanel* panel = w.timingPanel();
    QSignalSpy probed(w.controller(), &Controller::cudaProbed);
    panel->chooseDevice(true);
    QVERIFY(probed.wait(30000));
    QCOMPARE(probed.front().front().toBool(), false);
    const QString text = panel->deviceText();
    QVERIFY2(text.contains("No CUDA GPU on this machine"), qPrintable(text));
    QVERIFY2(text.contains(QString::fromStdString(info.reason)), qPrintable(text));
    panel->run();
    QVERIFY(!panel->isRunning());  // Run is disabled for CUDA here
    QCOMPARE(panel->model()->rowCount(), 0);
    // The CPU path still works after choosing CUDA.
    panel->chooseDevice(false);
    QSignalSpy ready(w.controller(), &Controller::timingsReady);
    panel->run();
    QVERIFY(ready.wait(180000));
    QVERIFY(panel->model()->rowCount() > 0);
  }
};

QTEST_MAIN(TestTimings)
#include "test_timings.moc"
