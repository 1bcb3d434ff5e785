#include "views/panels/TimingPanel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

#include "views/controller/Session.h"
#include "views/models/TimingModel.h"

namespace fs::views {

namespace {
constexpr int kChartKernels = 10;

const QColor kUnfusedBar(0x8f96a3);
const QColor kFusedBar(0x2e86de);
const QColor kNoiseBar(0xa9d1f7);  ///< a fused bar whose speed-up is within noise: a paler blue, still not grey

/// Kernel labels on the category axis: small enough that ten fit without eliding.
QFont axisFont(const QWidget* w) {
  QFont f = w->font();
  f.setPointSizeF(f.pointSizeF() * 0.8);
  return f;
}

QChartView* makeChartView(QWidget* parent) {
  auto* chart = new QChart;
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->setMargins(QMargins(4, 4, 4, 4));
  chart->legend()->setAlignment(Qt::AlignBottom);
  auto* view = new QChartView(chart, parent);
  view->setRenderHint(QPainter::Antialiasing);
  view->setMinimumSize(240, 150);  // small enough for a 720-pixel-high window
  return view;
}

}  // namespace

TimingPanel::TimingPanel(QWidget* parent)
    : QWidget(parent), model_(new TimingModel(this)), sorted_(new QSortFilterProxyModel(this)),
      device_(new QComboBox(this)), reps_(new QSpinBox(this)), run_(new QPushButton(tr("Run"), this)), cancel_(new QPushButton(tr("Cancel"), this)), progress_(new QProgressBar(this)),
      deviceLine_(new QLabel(this)), summary_(new QLabel(this)), problems_(new QLabel(this)),
      timeView_(makeChartView(this)), bandwidthView_(makeChartView(this)), table_(new QTableView(this)) {
  device_->addItem(tr("CPU"));
  device_->addItem(tr("CUDA"));
  reps_->setRange(1, 200);
  reps_->setValue(5);
  reps_->setToolTip(tr("Timed runs per kernel (the median and the spread of the runs are shown)"));
  run_->setToolTip(tr("Verify our plan's kernels and the unfused ones against the reference interpreter, then time them"));
  cancel_->setEnabled(false);
  progress_->setMaximumWidth(220);
  progress_->setTextVisible(true);
  progress_->hide();
  deviceLine_->setWordWrap(true);
  deviceLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  problems_->setWordWrap(true);
  problems_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  problems_->setTextInteractionFlags(Qt::TextSelectableByMouse);

  sorted_->setSourceModel(model_);
  sorted_->setSortRole(TimingModel::SortRole);
  table_->setModel(sorted_);
  table_->setSortingEnabled(true);
  table_->sortByColumn(-1, Qt::AscendingOrder);  // the plan's order until a header is clicked
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setTextElideMode(Qt::ElideRight);  // names keep their start; the tooltip has them whole
  table_->verticalHeader()->hide();
  table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setWordWrap(false);

  auto* bar = new QHBoxLayout;
  bar->addWidget(new QLabel(tr("Device:"), this));
  bar->addWidget(device_);
  bar->addWidget(new QLabel(tr("Timed runs:"), this));
  bar->addWidget(reps_);
  bar->addWidget(run_);
  bar->addWidget(cancel_);
  bar->addWidget(progress_);
  bar->addWidget(deviceLine_, 1);

  auto* problemsArea = new QScrollArea(this);
  problemsArea->setWidget(problems_);
  problemsArea->setWidgetResizable(true);
  auto* right = new QSplitter(Qt::Vertical, this);
  right->addWidget(table_);
  right->addWidget(problemsArea);
  right->setStretchFactor(0, 3);
  right->setStretchFactor(1, 1);
  // The two charts as tabs beside the table: each chart has the panel's full
  // height for its ten bars and the width its labels need, also when the dock
  // shares the window's width with the side docks.
  charts_ = new QTabWidget(this);
  charts_->addTab(timeView_, tr("Time per kernel"));
  charts_->addTab(bandwidthView_, tr("Bandwidth"));
  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(charts_);
  split->addWidget(right);
  split->setStretchFactor(0, 4);
  split->setStretchFactor(1, 5);
  split->setSizes({440, 560});

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(bar);
  layout->addWidget(summary_);
  layout->addWidget(split, 1);

  auto activate = [this](const QModelIndex& i) {
    const int row = sorted_->mapToSource(i).row();
    if (row >= 0 && row < model_->rows().size()) emit nodesActivated(model_->rows()[row].nodes);
  };
  connect(table_, &QTableView::activated, this, activate);
  connect(table_, &QTableView::clicked, this, activate);
  connect(run_, &QPushButton::clicked, this, &TimingPanel::run);
  connect(cancel_, &QPushButton::clicked, this, [this] {
    setRunning(false);
    summary_->setText(tr("Cancelled; no numbers from that run are shown."));
    emit cancelRequested();
  });
  connect(device_, &QComboBox::currentIndexChanged, this, [this](int i) {
    if (i == 1 && cudaKnown_ < 0) {
      deviceLine_->setText(tr("Looking for a CUDA GPU\u2026"));
      emit cudaChoiceMade();
    }
    updateRunEnabled();
  });
  clear({});
}

bool TimingPanel::cudaChosen() const { return device_->currentIndex() == 1; }

QString TimingPanel::summaryText() const { return summary_->text(); }

QString TimingPanel::deviceText() const { return deviceLine_->text(); }

void TimingPanel::chooseDevice(bool cuda) { device_->setCurrentIndex(cuda ? 1 : 0); }

void TimingPanel::run() {
  if (running_ || !run_->isEnabled()) return;
  setRunning(true);
  progress_->setRange(0, 0);
  summary_->setText(tr("Running %1 on the %2\u2026").arg(graphName_, cudaChosen() ? tr("GPU") : tr("CPU")));
  emit runRequested(cudaChosen(), reps_->value());
}

void TimingPanel::setRunning(bool running) {
  running_ = running;
  cancel_->setEnabled(running);
  progress_->setVisible(running);
  device_->setEnabled(!running);
  updateRunEnabled();
}

void TimingPanel::updateRunEnabled() {
  const bool cudaOk = !cudaChosen() || cudaKnown_ == 1;
  run_->setEnabled(!running_ && cudaOk && !graphName_.isEmpty());
  if (cudaChosen() && cudaKnown_ >= 0) deviceLine_->setText(cudaMessage_);
  else if (!cudaChosen())
    deviceLine_->setText(tr("CPU: our C++ kernels (g++ -O3, OpenMP); GB/s compared against this machine's memcpy bandwidth."));
}

void TimingPanel::setCudaStatus(bool available, const QString& message) {
  cudaKnown_ = available ? 1 : 0;
  cudaMessage_ = available ? tr("CUDA: %1").arg(message) : message;
  if (!available) device_->setItemText(1, tr("CUDA (no GPU)"));
  updateRunEnabled();
  if (!available && cudaChosen() && !running_ && model_->rowCount() == 0)
    summary_->setText(tr("No CUDA run here; choose CPU to verify and time the kernels on this machine."));
}

void TimingPanel::setProgress(const QString& what, int stage, int stages) {
  if (!running_) return;
  progress_->setRange(0, stages);
  progress_->setValue(stage);
  progress_->setFormat(QStringLiteral("%1/%2").arg(stage + 1).arg(stages));
  summary_->setText(tr("%1: %2\u2026").arg(graphName_, what));
}

void TimingPanel::setFailed(const QString& message) {
  setRunning(false);
  summary_->setText(QStringLiteral("<span style='color:#c0392b'><b>%1</b></span>").arg(message.toHtmlEscaped()));
}

void TimingPanel::clear(const QString& graphName) {
  graphName_ = graphName;
  setRunning(false);
  model_->clear();
  problems_->clear();
  clearCharts();
  summary_->setText(graphName.isEmpty() ? tr("Open a graph, then Run to verify and time its kernels.")
                                        : tr("%1: press Run to verify and time our plan's kernels against the unfused ones.")
                                              .arg(graphName));
}

void TimingPanel::clearCharts() {
  timeRows_.clear();
  bandwidthRows_.clear();
  timeView_->chart()->removeAllSeries();
  bandwidthView_->chart()->removeAllSeries();
  for (auto* chart : {timeView_->chart(), bandwidthView_->chart()})
    for (auto* axis : chart->axes()) {
      chart->removeAxis(axis);
      delete axis;
    }
  timeView_->chart()->setTitle(tr("Time per kernel: fused vs unfused"));
  bandwidthView_->chart()->setTitle(tr("Achieved bandwidth against peak"));
}

void TimingPanel::setResult(const TimingResult& r) {
  setRunning(false);
  model_->setResult(r);
  table_->resizeColumnsToContents();
  // Names run long ("k7_op12_op13_..._etc9"): elided in the middle, whole in the tooltip.
  if (table_->columnWidth(TimingModel::Kernel) > 150) table_->setColumnWidth(TimingModel::Kernel, 150);
  if (table_->columnWidth(TimingModel::Nodes) > 120) table_->setColumnWidth(TimingModel::Nodes, 120);
  const auto& b = r.bench;
  const QString verdict =
      b.verified() ? tr("<span style='color:#1b7f3b'><b>verified</b>: every output of both plans matches the reference "
                        "(float32, relative error under 1e-4)</span>")
                   : tr("<span style='color:#c0392b'><b>NOT verified</b>: see the failures below</span>");
  summary_->setText(tr("<b>%1</b> on %2: ours <b>%3</b> (%4 kernels) vs unfused <b>%5</b> (%6 kernels): "
                       "<b>%7\u00d7</b> speed-up; median of %8 runs per kernel; %9<br>%10<br>%11")
                        .arg(QString::fromStdString(b.graph).toHtmlEscaped(), r.deviceLabel.toHtmlEscaped(),
                             formatUs(b.fused.totalUs))
                        .arg(b.fused.kernels.size())
                        .arg(formatUs(b.unfused.totalUs))
                        .arg(b.unfused.kernels.size())
                        .arg(b.speedup(), 0, 'f', 2)
                        .arg(r.reps)
                        .arg(verdict, spreadSummary(r), peakSummary()));
  QStringList lines;
  for (const auto& row : model_->rows())
    for (const auto& p : row.problems) lines << p.toHtmlEscaped();
  for (const auto& [node, why] : b.fused.notRun)
    lines << tr("%1 could not run: %2").arg(QString::fromStdString(node), QString::fromStdString(why)).toHtmlEscaped();
  for (const auto& [node, why] : b.referenceNotRun)
    lines << tr("reference: %1 not interpreted: %2").arg(QString::fromStdString(node), QString::fromStdString(why)).toHtmlEscaped();
  lines.removeDuplicates();
  problems_->setText(lines.isEmpty()
                         ? tr("<b>Verification</b>: %1 fused and %2 unfused kernels ran on fresh random inputs; every "
                              "buffer they wrote matched the reference interpreter.")
                               .arg(b.fused.checks.size())
                               .arg(b.unfused.checks.size())
                         : tr("<b style='color:#c0392b'>Verification failures, per buffer</b><br>") +
                               lines.join(QStringLiteral("<br>")));
  fillCharts(r);
}

QString TimingPanel::spreadSummary(const TimingResult& r) const {
  int timed = 0, noise = 0, same = 0;
  runtime::Spread fused, unfused;  // the sums of the kernels' quartiles
  for (const auto& row : model_->rows()) {
    if (!row.ran || row.fusedUs <= 0) continue;
    ++timed;
    if (row.withinNoise()) ++noise;
    if (row.withinNoise() && row.sameKernel) ++same;
    fused.q1 += row.fused.q1;
    fused.q3 += row.fused.q3;
    unfused.q1 += row.unfused.q1;
    unfused.q3 += row.unfused.q3;
  }
  QString out;
  const double others = std::max(r.bench.fused.othersCpuShare, r.bench.unfused.othersCpuShare);
  if (others > 0.1)  // the runner's own threshold (CpuRunner.cpp) for its warning
    out += tr("<span style='color:#b9770e'><b>Other processes used %1 % of the CPUs</b> while the kernels ran: the times "
              "are not reliable (run again on an idle machine).</span> ")
               .arg(100 * others, 0, 'f', 0);
  out += tr("Spread (\u00b1): half the inter-quartile range, the middle half of each kernel's %1 runs. ").arg(r.reps);
  if (r.reps < 2) return out + tr("With one timed run there is no spread: no speed-up can be told from noise.");
  out += noise == 0 ? tr("No kernel's speed-up is within noise.")
                    : tr("<b>%1 of %2</b> kernels' speed-ups are <b>within noise</b> (%3; greyed in the table, pale "
                         "bars in the chart): read those as no difference.")
                          .arg(noise)
                          .arg(timed)
                          .arg(same == noise ? tr("each is one node, the same kernel in both plans")
                               : same > 0    ? tr("%1 are one node, the same kernel in both plans; the others' middle "
                                                  "halves of fused and unfused runs overlap")
                                                   .arg(same)
                                             : tr("the middle halves of their fused and unfused runs overlap"));
  if (timed > 0 && fused.q1 <= unfused.q3 && unfused.q1 <= fused.q3)
    out += QLatin1Char(' ') + tr("The totals are within noise too (ours %1\u2013%2, unfused %3\u2013%4).")
                                  .arg(formatUs(fused.q1), formatUs(fused.q3), formatUs(unfused.q1), formatUs(unfused.q3));
  return out;
}

QString TimingPanel::peakSummary() const {
  if (model_->peakGBs() <= 0) return {};
  int cache = 0, counted = 0;
  for (const auto& row : model_->rows()) {
    if (model_->peakShare(row) <= 100.0) continue;
    if (model_->beatsPeakFromCache(row)) ++cache;
    else ++counted;
  }
  QString out = model_->peakExplanation().toHtmlEscaped();
  if (cache > 0)
    out += QLatin1Char(' ') +
           tr("<b>%1</b> kernels show <b>&gt;100 % (cache)</b>: they move far less than that copy and their data stays in "
              "the caches between runs, so they beat it.")
               .arg(cache);
  if (counted > 0)
    out += QLatin1Char(' ') +
           tr("%1 kernels show &gt;100 %: their byte count (whole buffers) is more than they touch.").arg(counted);
  return out;
}

void TimingPanel::fillCharts(const TimingResult& r) {
  clearCharts();
  const QVector<TimingRow>& all = model_->rows();
  // The slowest first (by the unfused time they replace) of the rows `keep` admits,
  // at most kChartKernels; the table has all.
  auto slowest = [&](const std::function<bool(const TimingRow&)>& keep, int* total) {
    QVector<int> order;
    for (int i = 0; i < all.size(); ++i)
      if (keep(all[i])) order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return std::max(all[a].unfusedUs, all[a].fusedUs) > std::max(all[b].unfusedUs, all[b].fusedUs);
    });
    *total = static_cast<int>(order.size());
    if (order.size() > kChartKernels) order.resize(kChartKernels);
    std::reverse(order.begin(), order.end());  // horizontal bars stack bottom-up: the slowest on top
    return order;
  };
  int total = 0, generated = 0;
  const QVector<int> order = slowest([](const TimingRow&) { return true; }, &total);
  // Bandwidth says something of the kernels we generate; library calls (convolution,
  // matmul) are bound by arithmetic, and their GB/s near zero would fill the chart.
  const QVector<int> loops = slowest([](const TimingRow& t) { return t.kind == QLatin1String("loop"); }, &generated);
  timeRows_ = order;
  bandwidthRows_ = loops;
  QStringList categories, loopCategories;
  for (int i : order) categories << all[i].label;
  for (int i : loops) loopCategories << all[i].label;
  const QString subset = total > kChartKernels ? tr(" (slowest %1 of %2)").arg(kChartKernels).arg(total) : QString();

  // Hovering a bar names its kernel in full; clicking it selects the kernel's nodes.
  auto wire = [this](QHorizontalBarSeries* series, bool time) {
    connect(series, &QAbstractBarSeries::hovered, this, [this, time](bool on, int i, QBarSet*) {
      const QVector<int>& shown = time ? timeRows_ : bandwidthRows_;
      if (!on || i < 0 || i >= shown.size()) return QToolTip::hideText();
      const TimingRow& row = model_->rows()[shown[i]];
      QString text = tr("%1\nnodes: %2\n").arg(row.kernel, row.nodes.join(QStringLiteral(", ")));
      text += time ? model_->noiseExplanation(row)
                   : tr("%1 GB/s, %2 moved. %3")
                         .arg(row.gbps, 0, 'f', 1)
                         .arg(QLocale::c().formattedDataSize(row.bytes, 1, QLocale::DataSizeIecFormat))
                         .arg(model_->overPeakExplanation(row));
      QToolTip::showText(QCursor::pos(), text.trimmed(), this);
    });
    connect(series, &QAbstractBarSeries::clicked, this, [this, time](int i, QBarSet*) {
      const QVector<int>& shown = time ? timeRows_ : bandwidthRows_;
      if (i >= 0 && i < shown.size()) emit nodesActivated(model_->rows()[shown[i]].nodes);
    });
  };
  {
    QChart* chart = timeView_->chart();
    auto* unfused = new QBarSet(tr("unfused (same nodes)"));
    auto* fused = new QBarSet(tr("fused (our plan)"));
    unfused->setColor(kUnfusedBar);
    fused->setColor(kFusedBar);
    fused->setSelectedColor(kNoiseBar);
    double maxUs = 0;
    for (int i : order) maxUs = std::max({maxUs, all[i].unfusedUs, all[i].fusedUs});
    const bool ms = maxUs >= 10000;  // long CPU kernels read better in milliseconds
    const double scale = ms ? 1e-3 : 1.0;
    int noise = 0;
    for (int k = 0; k < order.size(); ++k) {
      const TimingRow& row = all[order[k]];
      *unfused << row.unfusedUs * scale;
      *fused << row.fusedUs * scale;
      if (row.withinNoise()) {
        fused->selectBar(k);
        ++noise;
      }
    }
    maxUs *= scale;
    auto* series = new QHorizontalBarSeries;
    series->append(unfused);
    series->append(fused);
    chart->addSeries(series);
    wire(series, true);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsFont(axisFont(this));
    // Qt elides category labels to "..." even where the axis has room for them; ours
    // are short (TimingRow::label) and the layout reserves their width.
    y->setTruncateLabels(false);
    auto* x = new QValueAxis;
    x->setRange(0, maxUs > 0 ? maxUs * 1.08 : 1);
    x->setTickCount(5);
    x->applyNiceNumbers();
    x->setLabelFormat(maxUs < 20 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    x->setTitleText(tr("%1, median of %2 runs").arg(ms ? tr("ms") : tr("\u00b5s")).arg(r.reps));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    chart->setTitle(noise > 0 ? tr("Time per kernel%1; pale: within noise").arg(subset)
                              : tr("Time per kernel%1").arg(subset));
  }
  {
    QChart* chart = bandwidthView_->chart();
    auto* achieved = new QBarSet(tr("achieved (fused)"));
    achieved->setColor(QColor(0x10ac84));
    double maxG = r.peakGBs;
    for (int i : loops) {
      *achieved << all[i].gbps;
      maxG = std::max(maxG, all[i].gbps);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(achieved);
    chart->addSeries(series);
    wire(series, false);
    auto* y = new QBarCategoryAxis;
    y->append(loopCategories);
    y->setLabelsFont(axisFont(this));
    y->setTruncateLabels(false);
    auto* x = new QValueAxis;
    x->setRange(0, maxG > 0 ? maxG * 1.1 : 1);
    x->setTickCount(5);
    x->applyNiceNumbers();
    x->setLabelFormat(maxG < 20 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    x->setTitleText(tr("GB/s (bytes / median time)"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    if (r.peakGBs > 0) {
      auto* peak = new QLineSeries;
      peak->setName(tr("peak %1 GB/s").arg(r.peakGBs, 0, 'f', 1));
      chart->setToolTip(model_->peakExplanation());
      peak->append(r.peakGBs, -0.5);
      peak->append(r.peakGBs, static_cast<double>(loops.size()) - 0.5);
      QPen pen(QColor(0xc0392b));
      pen.setWidth(2);
      pen.setStyle(Qt::DashLine);
      peak->setPen(pen);
      chart->addSeries(peak);
      peak->attachAxis(x);
      peak->attachAxis(y);
    }
    chart->setTitle(generated > kChartKernels
                        ? tr("GB/s of generated kernels (slowest %1 of %2)").arg(kChartKernels).arg(generated)
                        : tr("GB/s of our generated kernels"));
  }
}

void TimingPanel::showChart(QChartView* chart) { charts_->setCurrentWidget(chart); }

}  // namespace fs::views
