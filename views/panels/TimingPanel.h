// TimingPanel: the timing view. A device chooser (CPU / CUDA), the timed runs per
// kernel and a Run button forward the user's intent (runRequested); the panel
// renders a TimingResult: totals and speed-up, a bar chart of each kernel's time
// fused (our plan) against unfused (the same nodes' baseline kernels), a chart of
// achieved GB/s against the device's peak, the per-kernel table (TimingModel),
// and every verification failure per buffer. It measures nothing itself.
#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace fs::views {

struct TimingResult;
class TimingModel;

class TimingPanel : public QWidget {
  Q_OBJECT
 public:
  explicit TimingPanel(QWidget* parent = nullptr);

  TimingModel* model() const { return model_; }
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

 private:
  void setRunning(bool running);
  void updateRunEnabled();
  void fillCharts(const TimingResult& result);
  void clearCharts();

  TimingModel* model_;
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
  QTableView* table_;
  bool running_ = false;
  int cudaKnown_ = -1;  ///< -1 unknown, 0 no GPU, 1 available
  QString cudaMessage_;
  QString graphName_;
};

}  // namespace fs::views
