#include "views/panels/TimingPanel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

#include "views/controller/Session.h"
#include "views/models/TimingModel.h"

namespace fs::views {

namespace {
constexpr int kChartKernels = 10;

QString shortName(const QString& s) { return s.size() > 20 ? s.left(18) + QStringLiteral("\u2026") : s; }

/// Kernel names on the category axis: small enough that ten fit without eliding.
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
  view->setMinimumSize(280, 220);
  return view;
}

QString us(double v) {
  return v >= 10000 ? QStringLiteral("%1 ms").arg(v / 1000, 0, 'f', 2) : QStringLiteral("%1 \u00b5s").arg(v, 0, 'f', 1);
}
}  // namespace

TimingPanel::TimingPanel(QWidget* parent)
    : QWidget(parent), model_(new TimingModel(this)), device_(new QComboBox(this)), reps_(new QSpinBox(this)),
      run_(new QPushButton(tr("Run"), this)), cancel_(new QPushButton(tr("Cancel"), this)), progress_(new QProgressBar(this)),
      deviceLine_(new QLabel(this)), summary_(new QLabel(this)), problems_(new QLabel(this)),
      timeView_(makeChartView(this)), bandwidthView_(makeChartView(this)), table_(new QTableView(this)) {
  device_->addItem(tr("CPU"));
  device_->addItem(tr("CUDA"));
  reps_->setRange(1, 200);
  reps_->setValue(5);
  reps_->setToolTip(tr("Timed runs per kernel (the median is shown)"));
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

  table_->setModel(model_);
  table_->setSortingEnabled(false);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
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
  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(timeView_);
  split->addWidget(bandwidthView_);
  split->addWidget(right);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 3);
  split->setStretchFactor(2, 3);
  split->setSizes({350, 350, 620});

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(bar);
  layout->addWidget(summary_);
  layout->addWidget(split, 1);

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
  const auto& b = r.bench;
  const QString verdict =
      b.verified() ? tr("<span style='color:#1b7f3b'><b>verified</b>: every output of both plans matches the reference "
                        "(float32, relative error under 1e-4)</span>")
                   : tr("<span style='color:#c0392b'><b>NOT verified</b>: see the failures below</span>");
  summary_->setText(tr("<b>%1</b> on %2: ours <b>%3</b> (%4 kernels) vs unfused <b>%5</b> (%6 kernels): "
                       "<b>%7\u00d7</b> speed-up; median of %8 runs; %9")
                        .arg(QString::fromStdString(b.graph).toHtmlEscaped(), r.deviceLabel.toHtmlEscaped(),
                             us(b.fused.totalUs))
                        .arg(b.fused.kernels.size())
                        .arg(us(b.unfused.totalUs))
                        .arg(b.unfused.kernels.size())
                        .arg(b.speedup(), 0, 'f', 2)
                        .arg(r.reps)
                        .arg(verdict));
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

void TimingPanel::fillCharts(const TimingResult& r) {
  clearCharts();
  QVector<TimingRow> rows = model_->rows();
  // The slowest first (by the unfused time they replace); the table has all.
  std::stable_sort(rows.begin(), rows.end(), [](const TimingRow& a, const TimingRow& b) {
    return std::max(a.unfusedUs, a.fusedUs) > std::max(b.unfusedUs, b.fusedUs);
  });
  const int total = static_cast<int>(rows.size());
  if (rows.size() > kChartKernels) rows.resize(kChartKernels);
  std::reverse(rows.begin(), rows.end());  // horizontal bars stack bottom-up: the slowest on top
  QStringList categories;
  for (const auto& row : rows) categories << shortName(row.kernel);
  const QString subset = total > kChartKernels ? tr(" (slowest %1 of %2)").arg(kChartKernels).arg(total) : QString();

  {
    QChart* chart = timeView_->chart();
    auto* unfused = new QBarSet(tr("unfused (same nodes)"));
    auto* fused = new QBarSet(tr("fused (our plan)"));
    unfused->setColor(QColor(0xb0b7c3));
    fused->setColor(QColor(0x2e86de));
    double maxUs = 0;
    for (const auto& row : rows) {
      *unfused << row.unfusedUs;
      *fused << row.fusedUs;
      maxUs = std::max({maxUs, row.unfusedUs, row.fusedUs});
    }
    auto* series = new QHorizontalBarSeries;
    series->append(unfused);
    series->append(fused);
    chart->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsFont(axisFont(this));
    auto* x = new QValueAxis;
    x->setRange(0, maxUs > 0 ? maxUs * 1.08 : 1);
    x->setTickCount(5);
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("\u00b5s, median of %1 runs").arg(r.reps));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    chart->setTitle(tr("Time per kernel%1").arg(subset));
  }
  {
    QChart* chart = bandwidthView_->chart();
    auto* achieved = new QBarSet(tr("achieved GB/s (fused)"));
    achieved->setColor(QColor(0x10ac84));
    double maxG = r.peakGBs;
    for (const auto& row : rows) {
      *achieved << row.gbps;
      maxG = std::max(maxG, row.gbps);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(achieved);
    chart->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsFont(axisFont(this));
    auto* x = new QValueAxis;
    x->setRange(0, maxG > 0 ? maxG * 1.1 : 1);
    x->setTickCount(5);
    x->applyNiceNumbers();
    x->setLabelFormat(maxG < 20 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    x->setTitleText(tr("GB/s (bytes read + written / median time)"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    if (r.peakGBs > 0) {
      auto* peak = new QLineSeries;
      peak->setName(tr("peak %1 GB/s (%2)").arg(r.peakGBs, 0, 'f', 1).arg(r.peakLabel.section(QLatin1Char(','), 0, 0)));
      chart->setToolTip(tr("Peak: %1").arg(r.peakLabel));
      peak->append(r.peakGBs, -0.5);
      peak->append(r.peakGBs, static_cast<double>(rows.size()) - 0.5);
      QPen pen(QColor(0xc0392b));
      pen.setWidth(2);
      pen.setStyle(Qt::DashLine);
      peak->setPen(pen);
      chart->addSeries(peak);
      peak->attachAxis(x);
      peak->attachAxis(y);
    }
    chart->setTitle(tr("Achieved bandwidth per kernel%1").arg(subset));
  }
}

}  // namespace fs::views
