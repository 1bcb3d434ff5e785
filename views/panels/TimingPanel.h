// TimingPanel: the timing view. A device chooser (CPU / CUDA), the timed runs per
// kernel and a Run button forward the user's intent (runRequested); the panel
// renders a TimingResult: totals and speed-up with their spread, how many
// kernels' speed-ups are within noise, what the peak is and how many kernels beat
// it from the caches; a bar chart of the slowest kernels' times fused (our plan)
// against unfused (the same nodes' baseline kernels); a chart of the slowest
// generated (loop) kernels' achieved GB/s against the device's peak (library
// convolutions and matmuls are bound by arithmetic, not bandwidth); the
// per-kernel table (TimingModel, sortable by every column, numbers by their
// value); and every verification failure per buffer. Both charts label a kernel
// by TimingRow::label, never elided, with its full name in the hover tooltip.
// Clicking a table row or a bar emits nodesActivated with that kernel's nodes.
// It measures nothing itself.
#pragma once

#include <QVector>
#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace fs::views {

struct TimingResult;
class TimingModel;

class TimingPanel : public QWidget {
  Q_OBJECT
 public:
  explicit TimingPanel(QWidget* parent = nullptr);

  TimingModel* model() const { return model_; }
  /// The table (its model sorts model() by TimingModel::SortRole) and the two charts.
  QTableView* table() const { return table_; }
  QChartView* timeChart() const { return timeView_; }
  QChartView* bandwidthChart() const { return bandwidthView_; }
  /// Brings one of the two charts (they share a tab widget) to the front.
  void showChart(QChartView* chart);
  bool cudaChosen() const;
  bool isRunning() const { return running_; }
  /// Not running, and not waiting to learn whether a CUDA GPU is there.
  bool isIdle() const { return !running_ && !(cudaChosen() && cudaKnown_ < 0); }
  /// The summary line (totals, speed-up, verification) and the device line.
  QString summaryText() const;
  QString deviceText() const;

 public slots:
  void chooseDevice(bool cuda);
  void run();
  void setCudaStatus(bool available, const QString& message);
  void setProgress(const QString& what, int stage, int stages);
  void setResult(const fs::views::TimingResult& result);
  void setFailed(const QString& message);
  /// The graph changed: earlier numbers no longer apply.
  void clear(const QString& graphName);

 signals:
  void runRequested(bool cuda, int reps);
  void cancelRequested();
  void cudaChoiceMade();
  /// A kernel's row was clicked or activated, or its bar clicked: its nodes.
  void nodesActivated(const QStringList& nodes);

 private:
  void setRunning(bool running);
  void updateRunEnabled();
  void fillCharts(const TimingResult& result);
  void clearCharts();
  QString spreadSummary(const TimingResult& result) const;
  QString peakSummary() const;

  TimingModel* model_;
  QSortFilterProxyModel* sorted_;
  QComboBox* device_;
  QSpinBox* reps_;
  QPushButton* run_;
  QPushButton* cancel_;
  QProgressBar* progress_;
  QLabel* deviceLine_;
  QLabel* summary_;
  QLabel* problems_;
  QChartView* timeView_;
  QChartView* bandwidthView_;
  QTabWidget* charts_ = nullptr;
  QTableView* table_;
  bool running_ = false;
  int cudaKnown_ = -1;  ///< -1 unknown, 0 no GPU, 1 available
  QString cudaMessage_;
  QString graphName_;
  /// The model rows each chart shows, in the order of its categories (bottom-up):
  /// the slowest kernels, and the slowest of our generated (loop) kernels.
  QVector<int> timeRows_, bandwidthRows_;
};

}  // namespace fs::views
