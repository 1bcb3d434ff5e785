// The timing view under the offscreen platform: the CPU run of layernorm_manual
// goes through the controller and fills the panel's model with our plan's real
// kernels (positive fused and unfused times, verified against the reference);
// on a machine without a GPU, choosing CUDA says so and nothing runs.
// One real CPU run of gpt2_eval (initTestCase, through the window as the app does
// it) then checks what a user of a profiler expects of the panel: the table sorts
// every numeric column by its number and a click selects the kernel's nodes in the
// graphs; the chart's labels are short, distinct and not elided; a share of the
// peak over 100 % is marked and explained; a speed-up within the runs' spread is
// marked as noise, and the summary counts those.
#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QtTest>

#include <algorithm>
#include <memory>

#include "core/runtime/CudaRunner.h"
#include "views/MainWindow.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"
#include "views/models/TimingModel.h"
#include "views/panels/TimingPanel.h"

using namespace fs::views;

namespace {
bool waitSettled(MainWindow& w) {
  QDeadlineTimer deadline(60000);
  while (!w.isSettled() && !deadline.hasExpired()) QTest::qWait(5);
  return w.isSettled();
}

QString plain(const QString& html) { return QTextDocumentFragment::fromHtml(html).toPlainText(); }

/// The p-th percentile of samples as numpy computes it by default (linear), here
/// independently of runtime::spreadOf.
double percentile(std::vector<double> s, double p) {
  std::sort(s.begin(), s.end());
  const double pos = p * static_cast<double>(s.size() - 1);
  const auto lo = static_cast<std::size_t>(pos);
  const auto hi = std::min(lo + 1, s.size() - 1);
  return s[lo] + (pos - static_cast<double>(lo)) * (s[hi] - s[lo]);
}

QBarCategoryAxis* categoryAxis(QChartView* view) {
  const auto axes = view->chart()->axes(Qt::Vertical);
  return axes.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis*>(axes.front());
}

/// The fused kernel of `result` that computes exactly `node`, and the unfused one.
std::pair<fs::runtime::KernelTiming*, fs::runtime::KernelTiming*> singleNodeKernels(TimingResult& result) {
  for (auto& k : result.bench.fused.kernels) {
    if (k.nodes.size() != 1 || k.samplesUs.size() < 2) continue;
    for (auto& u : result.bench.unfused.kernels)
      if (u.nodes == k.nodes) return {&k, &u};
  }
  return {nullptr, nullptr};
}

const TimingRow* rowOf(const TimingModel& m, const std::string& kernel) {
  for (const auto& r : m.rows())
    if (r.kernel == QString::fromStdString(kernel)) return &r;
  return nullptr;
}
}  // namespace

class TestTimings : public QObject {
  Q_OBJECT
  std::unique_ptr<MainWindow> window_;  ///< gpt2_eval, its CPU timings shown
  TimingResult real_;                   ///< what the controller delivered for it

 private slots:
  void initTestCase() {
    window_ = std::make_unique<MainWindow>(false);
    window_->show();
    window_->runTimingsWhenReady(false);  // as `fusionscope --timings cpu`: the panel raised, then Run
    QSignalSpy ready(window_->controller(), &Controller::timingsReady);
    window_->openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/gpt2_eval");
    QVERIFY(ready.wait(240000));
    QVERIFY(waitSettled(*window_));
    real_ = ready.front().front().value<TimingResult>();
    QVERIFY(real_.bench.fused.kernels.size() >= 11);  // k10 sorts after k9 only by number
    QVERIFY(real_.reps >= 2);
    QVERIFY(real_.peakGBs > 0);
    QCOMPARE(real_.peakBytes, 2 * (qint64{128} << 20));  // hostCopyBandwidthGBs(128 MiB): read + written
  }

  void cleanupTestCase() { window_.reset(); }

  // Every numeric column sorts by its number (not its text: "k10" after "k9",
  // "98,304" before "1,048,576"), both ways; clicking a row of the sorted table
  // emits that kernel's nodes, and the window selects them in the graphs.
  void tableSortsNumericallyAndRowSelectsNodes() {
    TimingPanel* panel = window_->timingPanel();
    const TimingModel* m = panel->model();
    QTableView* table = panel->table();
    QAbstractItemModel* shown = table->model();
    QVERIFY(shown != m);  // a sorting proxy over the model
    QVERIFY(table->isSortingEnabled());
    QCOMPARE(shown->rowCount(), m->rowCount());
    for (int col : {TimingModel::Kernel, TimingModel::Nodes, TimingModel::FusedUs, TimingModel::UnfusedUs,
                    TimingModel::Speedup, TimingModel::Bytes, TimingModel::GBps, TimingModel::PeakShare}) {
      QVector<double> want;
      for (int r = 0; r < m->rowCount(); ++r) want << m->index(r, col).data(TimingModel::SortRole).toDouble();
      for (auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        table->sortByColumn(col, order);
        QVector<double> got;
        for (int r = 0; r < shown->rowCount(); ++r) got << shown->index(r, col).data(TimingModel::SortRole).toDouble();
        QVector<double> sorted = want;
        if (order == Qt::AscendingOrder) std::sort(sorted.begin(), sorted.end());
        else std::sort(sorted.begin(), sorted.end(), std::greater<>());
        QVERIFY2(got == sorted, qPrintable(QStringLiteral("column %1").arg(col)));
      }
    }
    // By kernel, ascending: k0, k1, ..., k9, k10 (as text, k10 would follow k1).
    table->sortByColumn(TimingModel::Kernel, Qt::AscendingOrder);
    for (int r = 0; r <= 10; ++r) {
      const QString name = shown->index(r, TimingModel::Kernel).data().toString();
      QVERIFY2(name.startsWith(QStringLiteral("k%1_").arg(r)), qPrintable(name));
    }

    // The slowest fused kernel is on top when sorted by fused time, descending.
    table->sortByColumn(TimingModel::FusedUs, Qt::DescendingOrder);
    const auto slowest = std::max_element(m->rows().begin(), m->rows().end(),
                                          [](const TimingRow& a, const TimingRow& b) { return a.fusedUs < b.fusedUs; });
    QCOMPARE(shown->index(0, TimingModel::Kernel).data().toString(), slowest->kernel);
    QSignalSpy activated(panel, &TimingPanel::nodesActivated);
    const QModelIndex second = shown->index(1, TimingModel::Nodes);
    const QString secondKernel = shown->index(1, TimingModel::Kernel).data().toString();
    table->scrollTo(second);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(second).center());
    QCOMPARE(activated.count(), 1);
    const QStringList nodes = activated.front().front().toStringList();
    QStringList want;
    for (const auto& r : m->rows())
      if (r.kernel == secondKernel) want = r.nodes;
    QVERIFY(!want.isEmpty());
    QCOMPARE(nodes, want);
    QStringList selected = window_->afterPane()->scene()->selectedMembers();
    selected.sort();
    want.sort();
    QCOMPARE(selected, want);
  }

  // The chart labels each kernel by its index and first (and last) node: short,
  // distinct, never "…", and Qt does not elide them at the panel's size.
  void chartLabelsAreDistinctAndNotElided() {
    TimingPanel* panel = window_->timingPanel();
    for (QChartView* view : {panel->timeChart(), panel->bandwidthChart()}) {
      panel->showChart(view);
      QVERIFY(view->isVisible());
      QVERIFY2(view->width() >= 250, qPrintable(QString::number(view->width())));
      QBarCategoryAxis* axis = categoryAxis(view);
      QVERIFY(axis);
      const QStringList labels = axis->categories();
      QVERIFY(labels.size() >= 5 && labels.size() <= 10);  // the slowest ten (of the generated kernels, for GB/s)
      if (view == panel->timeChart()) QCOMPARE(labels.size(), 10);
      QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
      for (const QString& l : labels) {
        QVERIFY2(!l.isEmpty() && l != QStringLiteral("\u2026") && l != QStringLiteral("..."), qPrintable(l));
        QVERIFY2(l.size() <= 24, qPrintable(l));
        QVERIFY2(QRegularExpression(QStringLiteral("^k\\d+ op\\d+")).match(l).hasMatch(), qPrintable(l));
      }
      // What is drawn (once the chart has laid itself out) is each label whole, inside the view.
      auto drawn = [view] {
        QHash<QString, QRectF> out;
        for (auto* item : view->scene()->items())
          if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            out.insert(text->toPlainText(), text->sceneBoundingRect());
        return out;
      };
      auto allDrawn = [&] {
        const auto d = drawn();
        return std::all_of(labels.begin(), labels.end(), [&](const QString& l) { return d.contains(l); });
      };
      QTRY_VERIFY2_WITH_TIMEOUT(allDrawn(), qPrintable(QStringList(drawn().keys()).join(" | ")), 5000);
      QVERIFY(!axis->labelsTruncated());
      const auto d = drawn();
      for (const QString& l : labels) {
        const QRectF at = view->mapFromScene(d.value(l)).boundingRect();
        QVERIFY2(at.left() >= 0 && at.right() <= view->width(), qPrintable(l));
      }
    }
    // Each label names its kernel: the index and the first node of the row behind it.
    const TimingModel* m = panel->model();
    const QStringList labels = categoryAxis(panel->timeChart())->categories();
    for (const QString& l : labels) {
      const auto row =
          std::find_if(m->rows().begin(), m->rows().end(), [&](const TimingRow& r) { return r.label == l; });
      QVERIFY(row != m->rows().end());
      QVERIFY2(l.startsWith(QStringLiteral("k%1 %2").arg(row->index).arg(row->nodes.front())), qPrintable(l));
    }
  }

  // Over 100 % of the peak is marked, not shown bare, and says why: the kernel moves
  // less than the memcpy that sets the peak and its runs are served by the caches.
  void overPeakShareIsMarkedAndExplained() {
    TimingResult r = real_;
    double least = 1e300;
    for (const auto& k : r.bench.fused.kernels)
      if (k.gbps > 0) least = std::min(least, k.gbps);
    r.peakGBs = least / 2;  // every kernel at 200 % or more
    TimingPanel panel;
    panel.setResult(r);
    const TimingModel* m = panel.model();
    int over = 0;
    for (int row = 0; row < m->rowCount(); ++row) {
      const TimingRow& t = m->rows()[row];
      if (t.gbps <= 0) continue;
      ++over;
      QVERIFY(t.bytes < r.peakBytes);
      const QModelIndex i = m->index(row, TimingModel::PeakShare);
      QCOMPARE(i.data().toString(), QStringLiteral(">100 % (cache)"));
      QVERIFY(i.data(TimingModel::SortRole).toDouble() >= 199.9);  // sorting keeps the number
      const QString why = i.data(Qt::ToolTipRole).toString();
      QVERIFY2(why.contains(QStringLiteral("%1 % of the peak").arg(100 * t.gbps / r.peakGBs, 0, 'f', 0)), qPrintable(why));
      QVERIFY2(why.contains("CPU caches") && why.contains("nothing flushed") && why.contains("host memcpy") &&
                   why.contains("128 MiB"),
               qPrintable(why));
    }
    QVERIFY(over > 0);
    const QString header = m->headerData(TimingModel::PeakShare, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(header.contains("host memcpy") && header.contains("every hardware thread") &&
                 header.contains("read + written") && header.contains("caches"),
             qPrintable(header));
    const QString summary = plain(panel.summaryText());
    QVERIFY2(summary.contains(QStringLiteral("%1 kernels show >100 % (cache)").arg(over)), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("Peak %1 GB/s: host memcpy").arg(r.peakGBs, 0, 'f', 1)), qPrintable(summary));

    // A kernel that moves as much as the copy is over the peak by its byte count, not the caches.
    r.peakBytes = 1;
    panel.setResult(r);
    const QModelIndex first = m->index(0, TimingModel::PeakShare);
    QCOMPARE(first.data().toString(), QStringLiteral(">100 %"));
    QVERIFY(first.data(Qt::ToolTipRole).toString().contains("counts more bytes than the kernel touches"));

    // Unchanged, the real run: every share over 100 % is marked, every other is its number.
    panel.setResult(real_);
    for (int row = 0; row < m->rowCount(); ++row) {
      const double share = 100 * m->rows()[row].gbps / real_.peakGBs;
      const QString shown = m->index(row, TimingModel::PeakShare).data().toString();
      if (share > 100) QVERIFY2(shown.startsWith(">100 %"), qPrintable(shown));
      else QCOMPARE(shown, QStringLiteral("%1 %").arg(share, 0, 'f', 0));
    }
  }

  // A speed-up is "within noise" when the middle halves of the fused and the unfused
  // runs overlap: marked (text, grey, tooltip) instead of shown as a result, and
  // counted in the summary. Each time shows its spread: median ± half the IQR.
  void speedupWithinNoiseIsMarked() {
    TimingPanel panel;
    const TimingModel* m = panel.model();
    // The real run, judged independently from the core's samples.
    panel.setResult(real_);
    int timed = 0, noise = 0;
    for (const auto& k : real_.bench.fused.kernels) {
      const TimingRow* row = rowOf(*m, k.name);
      QVERIFY(row);
      QCOMPARE(row->fused.runs, real_.reps);
      QVERIFY(qAbs(row->fused.median - k.medianUs) < 1e-9);
      double uq1 = 0, uq3 = 0;  // the unfused kernels of the same nodes: the sums of their quartiles
      int unfusedTimed = 0;
      for (const auto& u : real_.bench.unfused.kernels)
        if (!u.nodes.empty() && !u.samplesUs.empty() &&
            std::find(k.nodes.begin(), k.nodes.end(), u.nodes.front()) != k.nodes.end()) {
          uq1 += percentile(u.samplesUs, 0.25);
          uq3 += percentile(u.samplesUs, 0.75);
          ++unfusedTimed;
        }
      const double fq1 = percentile(k.samplesUs, 0.25), fq3 = percentile(k.samplesUs, 0.75);
      QVERIFY(qAbs(row->fused.q1 - fq1) < 1e-9 && qAbs(row->fused.q3 - fq3) < 1e-9);
      const bool overlap = unfusedTimed > 0 && k.medianUs > 0 && fq1 <= uq3 + 1e-9 && uq1 <= fq3 + 1e-9;
      const bool sameKernel = k.nodes.size() == 1 && unfusedTimed == 1;  // one node: the same kernel in both plans
      const bool within = k.medianUs > 0 && unfusedTimed > 0 && (overlap || sameKernel);
      ++timed;
      noise += within;
      const int i = static_cast<int>(row - m->rows().data());
      const QString speedup = m->index(i, TimingModel::Speedup).data().toString();
      QCOMPARE(row->withinNoise(), within);
      QCOMPARE(speedup.contains("within noise") || speedup == QStringLiteral("same kernel"), within);
      QCOMPARE(speedup == QStringLiteral("same kernel"), within && sameKernel);  // no ratio for one kernel against itself
      QCOMPARE(m->index(i, TimingModel::Speedup).data(Qt::ToolTipRole).toString().startsWith("Within noise"), within);
      const QString fused = m->index(i, TimingModel::FusedUs).data().toString();
      QVERIFY2(fused.contains(QStringLiteral("\u00b1")), qPrintable(fused));
    }
    const QString summary = plain(panel.summaryText());
    if (noise > 0)
      QVERIFY2(summary.contains(QStringLiteral("%1 of %2 kernels' speed-ups are within noise").arg(noise).arg(timed)),
               qPrintable(summary));
    else QVERIFY2(summary.contains("No kernel's speed-up is within noise"), qPrintable(summary));
    // The runner measured what other processes took of the CPUs meanwhile; over a tenth, the summary says so.
    TimingResult loaded = real_;
    loaded.bench.fused.othersCpuShare = 0.63;
    loaded.bench.unfused.othersCpuShare = 0.05;
    panel.setResult(loaded);
    QVERIFY2(plain(panel.summaryText()).contains("Other processes used 63 % of the CPUs while the kernels ran: the times "
                                                 "are not reliable"),
             qPrintable(plain(panel.summaryText())));
    loaded.bench.fused.othersCpuShare = 0.02;
    panel.setResult(loaded);
    QVERIFY(!plain(panel.summaryText()).contains("Other processes"));

    // One node is the same kernel in both plans: the user's 0.53x of a single node,
    // every unfused run 0.53 of a fused one, is the machine, not fusion.
    TimingResult same = real_;
    auto [fusedK, unfusedK] = singleNodeKernels(same);
    QVERIFY(fusedK && unfusedK);
    unfusedK->samplesUs = fusedK->samplesUs;
    for (double& v : unfusedK->samplesUs) v *= 0.53;
    unfusedK->medianUs = fusedK->medianUs * 0.53;
    panel.setResult(same);
    const TimingRow* row = rowOf(*m, fusedK->name);
    QVERIFY(row && row->sameKernel && !row->spreadsOverlap() && row->withinNoise());
    int i = static_cast<int>(row - m->rows().data());
    QCOMPARE(m->index(i, TimingModel::Speedup).data().toString(), QStringLiteral("same kernel"));
    QCOMPARE(m->index(i, TimingModel::Speedup).data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0x8a8f98));
    QString why = m->index(i, TimingModel::Speedup).data(Qt::ToolTipRole).toString();
    QVERIFY2(why.contains("the same generated kernel") && why.contains("not an effect of fusion"), qPrintable(why));

    // Several nodes: noise only where the middle halves of the runs overlap. The
    // unfused kernels given the fused runs (a share each): 1.00x, within noise.
    TimingResult several = real_;
    fs::runtime::KernelTiming* fusedMany = nullptr;
    for (auto& k : several.bench.fused.kernels)
      if (k.nodes.size() >= 2 && k.medianUs > 0) fusedMany = &k;
    QVERIFY(fusedMany);
    // The fused runs' spread is set here, not taken from the real run: on a loaded
    // machine a real middle half can be wider than 3x (q3 > 3 q1), and the 3x case
    // below would then rightly read as noise (CI of 2026-12-02 saw that).
    fusedMany->samplesUs = {100.0, 104.0, 96.0, 101.0, 99.0, 103.0, 97.0, 100.0};
    fusedMany->medianUs = 100.0;
    auto shareOut = [&](double factor) {
      const double n = static_cast<double>(fusedMany->nodes.size());
      for (auto& u : several.bench.unfused.kernels)
        if (u.nodes.size() == 1 &&
            std::find(fusedMany->nodes.begin(), fusedMany->nodes.end(), u.nodes.front()) != fusedMany->nodes.end()) {
          u.samplesUs = fusedMany->samplesUs;
          for (double& v : u.samplesUs) v *= factor / n;
          u.medianUs = fusedMany->medianUs * factor / n;
        }
    };
    shareOut(1.0);
    panel.setResult(several);
    row = rowOf(*m, fusedMany->name);
    QVERIFY(row && !row->sameKernel && row->spreadsOverlap() && row->withinNoise());
    i = static_cast<int>(row - m->rows().data());
    QCOMPARE(m->index(i, TimingModel::Speedup).data().toString(), QStringLiteral("1.00\u00d7 within noise"));
    why = m->index(i, TimingModel::Speedup).data(Qt::ToolTipRole).toString();
    QVERIFY2(why.contains("run-to-run variation") && why.contains("middle half"), qPrintable(why));

    // Three times slower unfused, every run: a result, not noise.
    shareOut(3.0);
    panel.setResult(several);
    row = rowOf(*m, fusedMany->name);
    QVERIFY(row && !row->withinNoise());
    QCOMPARE(m->index(i, TimingModel::Speedup).data().toString(), QStringLiteral("3.00\u00d7"));
    QVERIFY(!m->index(i, TimingModel::Speedup).data(Qt::ForegroundRole).isValid());

    // Runs spread over 100x (middle halves overlap) and medians 20x apart: no ratio
    // is shown as if it were a result.
    fusedMany->samplesUs = {1.0, 1.0, 1.0, 1.0, 1.0, 100.0, 100.0, 100.0};
    fusedMany->medianUs = 1.0;
    shareOut(20.0);
    panel.setResult(several);
    row = rowOf(*m, fusedMany->name);
    QVERIFY(row && row->withinNoise() && row->speedup() > 10);
    QCOMPARE(m->index(i, TimingModel::Speedup).data().toString(), QStringLiteral("within noise (runs too spread)"));
  }

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
