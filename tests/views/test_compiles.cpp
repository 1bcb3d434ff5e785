// Two compiles and a capture in the app (issue 13): the Diff panel on ResNet-18
// compiled with static shapes (tests/data/zoo/resnet18) and dynamic shapes
// (samples/zoo/resnet18_dynamic), both torch 2.11 on an H200: the kernel counts,
// the changed decision found in their logs, rows that select the nodes in both
// windows; and File > Capture running a program with the debug environment, its
// stderr kept as the torch log, the captured dump opened, Cancel and a program
// that does not exist. The capture's program is a shell that copies a real dump
// where PyTorch would write it (tests/cli/capture_torch.sh runs real PyTorch).
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "core/session/CompileDiff.h"
#include "core/session/LoadInput.h"
#include "views/models/CandidateModel.h"
#include "views/MainWindow.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"
#include "views/models/DiffModel.h"
#include "views/panels/CaptureDialog.h"
#include "views/panels/DiffPanel.h"

using namespace fs::views;

namespace {

const QString kStatic = QStringLiteral(FUSIONSCOPE_TESTDATA_DIR "/zoo/resnet18");
const QString kDynamic = QStringLiteral(FUSIONSCOPE_SAMPLES_DIR "/zoo/resnet18_dynamic");

bool waitSettled(MainWindow& w, int ms = 60000) {
  QDeadlineTimer deadline(ms);
  while (!w.isSettled() && !deadline.hasExpired()) QTest::qWait(5);
  return w.isSettled();
}

int rowWhere(const DiffModel& m, DiffModel::Kind kind, const QString& a) {
  for (int r = 0; r < m.rowCount(); ++r)
    if (m.kindOf(r) == kind && m.index(r, DiffModel::A).data().toString() == a) return r;
  return -1;
}

QStringList sorted(QStringList l) {
  l.sort();
  return l;
}

}  // namespace

class TestCompiles : public QObject {
  Q_OBJECT
 private slots:
  void diffShowsTheChangedDecisionAndSelectsItInBothCompiles() {
    MainWindow w(false);
    w.show();
    w.openPath(kStatic);
    w.diffWith(kDynamic);  // before the dump is in: runs once it is
    DiffPanel* panel = w.diffPanel();
    QDeadlineTimer deadline(60000);
    while (!panel->graphDiff() && !deadline.hasExpired()) QTest::qWait(10);
    QVERIFY2(panel->graphDiff(), "no diff arrived");
    QVERIFY(waitSettled(w));
    QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    const QString summary = panel->summary();
    // output_code.py's launches: 36 triton kernels static, 18 dynamic
    QVERIFY2(summary.contains(QStringLiteral("kernels 36 \u2192 18")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("nodes 61 / 43")), qPrintable(summary));

    // The last block's ReLU + the average pool's mean (resnet.py:103 / :278): op52/op58
    // static, op36/op40 dynamic; the logs' reasons differ.
    const DiffModel& m = *panel->model();
    const int row = rowWhere(m, DiffModel::Kind::Decision, QStringLiteral("op52 + op58: no shared data"));
    QVERIFY2(row >= 0, "no changed-decision row for op52 + op58");
    QCOMPARE(m.index(row, DiffModel::B).data().toString(),
             QStringLiteral("op36 + op40: intermediate nodes between node1 & node2"));
    QVERIFY2(m.index(row, DiffModel::Where).data().toString().contains(QStringLiteral("resnet.py:278")),
             qPrintable(m.index(row, DiffModel::Where).data().toString()));
    // the static compile's channels-last copy of the stem convolution's input
    const int only = rowWhere(m, DiffModel::Kind::OnlyA, QStringLiteral("op0"));
    QVERIFY(only >= 0);
    QCOMPARE(m.index(only, DiffModel::Where).data().toString(), QStringLiteral("convolution@resnet.py:268"));

    // Compile B in its own window; a row selects its nodes on both sides.
    QPushButton* beside = nullptr;
    for (auto* b : panel->findChildren<QPushButton*>())
      if (b->text() == QStringLiteral("Open B beside")) beside = b;
    QVERIFY(beside && beside->isEnabled());
    beside->click();
    MainWindow* b = w.besideWindow();
    QVERIFY(b);
    QVERIFY(waitSettled(*b));
    QCOMPARE(b->controller()->session()->preFusion->nodes.size(), std::size_t{43});
    panel->view()->clicked(m.index(row, DiffModel::Change));
    QCOMPARE(sorted(w.beforePane()->scene()->selectedMembers()), QStringList({"op52", "op58"}));
    QCOMPARE(sorted(b->beforePane()->scene()->selectedMembers()), QStringList({"op36", "op40"}));
    // a pair of fused nodes (as the log names them, op51_op52) selects their members
    const int fusedRow = rowWhere(m, DiffModel::Kind::Decision, QStringLiteral("op51_op52 + op58_op59: no shared data"));
    QVERIFY(fusedRow >= 0);
    QCOMPARE(sorted(m.nodesA(fusedRow)), QStringList({"op51", "op52", "op58", "op59"}));

    // Matched nodes on request: one row more per match, op52 of A beside op36 of B.
    const int changes = m.rowCount();
    for (auto* c : panel->findChildren<QCheckBox*>()) c->setChecked(true);
    QCOMPARE(m.rowCount(), changes + panel->graphDiff()->matched);
    const int match = rowWhere(m, DiffModel::Kind::Match, QStringLiteral("op52"));
    QVERIFY(match >= 0);
    QCOMPARE(m.index(match, DiffModel::B).data().toString(), QStringLiteral("op36"));
    b->close();
  }

  // An ONNX model opens like a dump (core/session/LoadInput.h): lowered, fused, its
  // steps in the candidate table; with no Inductor log the "vs Inductor" column is
  // empty, not "same".
  void onnxModelOpensWithItsStepsAndNoInductorVerdict() {
    if (!fs::session::haveOnnx()) QSKIP("this build has no ONNX frontend");
    MainWindow w(false);
    w.show();
    w.openPath(QStringLiteral(FUSIONSCOPE_SAMPLES_DIR "/onnx/layernorm_manual.onnx"));
    QVERIFY(waitSettled(w));
    const CandidateModel* m = w.candidateModel();
    QCOMPARE(m->rowCount(), 6);
    QStringList outcomes;
    for (int r = 0; r < m->rowCount(); ++r) {
      outcomes << m->index(r, CandidateModel::Outcome).data().toString();
      QVERIFY(!m->index(r, CandidateModel::Inductor).data().isValid());
    }
    QCOMPARE(outcomes.count(QStringLiteral("fused")), 3);
    QCOMPARE(m->index(1, CandidateModel::Node1).data().toString(), QStringLiteral("op1"));
    QCOMPARE(m->index(1, CandidateModel::Node2).data().toString(), QStringLiteral("op2"));
    // a dump with its log still says "same"
    MainWindow d(false);
    d.show();
    d.openPath(kStatic);
    QVERIFY(waitSettled(d));
    QCOMPARE(d.candidateModel()->index(0, CandidateModel::Inductor).data().toString(), QStringLiteral("same"));
  }

  void diffAgainstWhatIsNotADumpSaysWhy() {
    MainWindow w(false);
    w.show();
    w.openPath(kStatic);
    QVERIFY(waitSettled(w));
    QTemporaryDir empty;
    QSignalSpy failed(w.controller(), &Controller::diffFailed);
    w.diffWith(empty.path());
    QVERIFY(failed.wait(30000));
    QVERIFY(!w.diffPanel()->graphDiff());
    const QString text = w.diffPanel()->findChild<QLabel*>()->text();
    QVERIFY2(text.contains(QStringLiteral("No diff:")) && text.contains(empty.path()), qPrintable(text));
  }

  void captureRunsTheProgramKeepsItsLogAndOpensTheDump() {
    QTemporaryDir out;
    MainWindow w(false);
    w.show();
    // what PyTorch would do: write a graph folder under TORCH_COMPILE_DEBUG_DIR and
    // log fuse_nodes on stderr (here: the real resnet18 dump and its real log)
    const QString script =
        QStringLiteral("cp -r '%1/model__0_inference_0.0' \"$TORCH_COMPILE_DEBUG_DIR/\" && cat '%1/torch_logs.txt' >&2 && "
                       "echo \"debug=$TORCH_COMPILE_DEBUG logs=$TORCH_LOGS caches=$TORCHINDUCTOR_FORCE_DISABLE_CACHES\" >&2")
            .arg(kStatic);
    w.startCapture({QStringLiteral("sh"), QStringLiteral("-c"), script}, out.path());
    CaptureDialog* dialog = w.captureDialog();
    QVERIFY(dialog);
    QSignalSpy done(dialog, &CaptureDialog::captured);
    QVERIFY(done.wait(30000));
    QCOMPARE(done.first().at(0).toString(), out.path());
    QDeadlineTimer deadline(60000);
    while (!(w.controller()->session() && w.isSettled()) && !deadline.hasExpired()) QTest::qWait(10);
    QVERIFY(w.controller()->session());
    QCOMPARE(w.controller()->session()->preFusion->nodes.size(), std::size_t{61});
    // stderr is the torch log, byte for byte, with the environment the program saw
    QFile logFile(out.filePath(QStringLiteral("torch_logs.txt"))), real(kStatic + QStringLiteral("/torch_logs.txt"));
    QVERIFY(logFile.open(QIODevice::ReadOnly) && real.open(QIODevice::ReadOnly));
    const QByteArray log = logFile.readAll(), realLog = real.readAll();
    QVERIFY(log.startsWith(realLog));
    QCOMPARE(log.mid(realLog.size()), QByteArray("debug=1 logs=+fusion,+schedule,graph_breaks caches=1\n"));
    QVERIFY(fs::ir::logOf(w.controller()->session()->programGraph()) != nullptr);
    // progress counted what the log said: one graph reached fusion
    QVERIFY2(dialog->output().contains(QStringLiteral("attempting fusion (1/10)")), qPrintable(dialog->output().left(500)));
    QVERIFY2(dialog->status().contains(QStringLiteral("Captured in")) && dialog->status().contains(QStringLiteral("1 graph.")),
             qPrintable(dialog->status()));
  }

  void captureCancelStopsTheProgram() {
    QTemporaryDir out;
    MainWindow w(false);
    w.show();
    w.startCapture({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo started $((40+2)) >&2; exec sleep 60")}, out.path());
    CaptureDialog* dialog = w.captureDialog();
    QSignalSpy ended(dialog, &CaptureDialog::endedWithoutDump);
    QDeadlineTimer started(20000);
    // (the command line echoed at the top says "$((40+2))", the program "42")
    while (!dialog->output().contains(QStringLiteral("started 42")) && !started.hasExpired()) QTest::qWait(10);
    QVERIFY(dialog->isRunning());
    QElapsedTimer t;
    t.start();
    dialog->cancel();
    QVERIFY(ended.wait(10000));
    qInfo("the program stopped %lld ms after Cancel", static_cast<long long>(t.elapsed()));
    QVERIFY(t.elapsed() < 2500);  // SIGTERM, not the 3 s SIGKILL fallback
    QVERIFY(!dialog->isRunning());
    QVERIFY2(dialog->status().startsWith(QStringLiteral("Cancelled after")), qPrintable(dialog->status()));
    QVERIFY(!w.controller()->session());
    // what it printed before it stopped is kept as the log
    QFile log(out.filePath(QStringLiteral("torch_logs.txt")));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QCOMPARE(log.readAll(), QByteArray("started 42\n"));
  }

  void captureOfAMissingProgramSaysSo() {
    QTemporaryDir out;
    MainWindow w(false);
    w.show();
    w.startCapture({QStringLiteral("no-such-program-fs")}, out.path());
    QSignalSpy ended(w.captureDialog(), &CaptureDialog::endedWithoutDump);
    QVERIFY(ended.wait(20000));
    QVERIFY2(w.captureDialog()->status().contains(QStringLiteral("could not be started")), qPrintable(w.captureDialog()->status()));
    QVERIFY2(w.captureDialog()->output().contains(QStringLiteral("cannot run no-such-program-fs")),
             qPrintable(w.captureDialog()->output()));
  }
};

QTEST_MAIN(TestCompiles)
#include "test_compiles.moc"
