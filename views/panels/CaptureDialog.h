// CaptureDialog: File > Capture a PyTorch run (and `fusionscope --capture -- python
// train.py ARGS`): runs the user's program with the debug environment FusionScope
// reads (core/session/Capture.h), shows its output as it comes, keeps its stderr
// as the torch log, counts the fusion rounds and graphs seen so far, and when the
// program ends summarises what was captured; a captured dump is offered to the
// window (captured) to open. Cancel stops the program (SIGTERM, then SIGKILL
// after 3 s). The program runs in a QProcess: nothing blocks the UI thread but
// the final summary's load, which runs on the global thread pool.
#pragma once

#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProcess;
class QProgressBar;
class QPushButton;
class QTimer;

namespace fs::views {

class CaptureDialog : public QDialog {
  Q_OBJECT
 public:
  explicit CaptureDialog(QWidget* parent = nullptr);
  ~CaptureDialog() override;

  /// The program and its arguments, as one shell-like line ("python train.py --epochs 1").
  void setCommand(const QStringList& programAndArgs);
  QString commandLine() const;
  /// Where the dump and torch_logs.txt go (default: ./fusionscope_capture).
  void setOutDir(const QString& dir);
  QString outDir() const;
  /// Runs the command now; false (and says why in the dialog) when it is empty.
  bool start();
  void cancel();
  bool isRunning() const;
  /// Everything the program printed so far, stdout and stderr as they came.
  QString output() const;
  QString status() const;

 signals:
  /// The program ended and left a dump at `dumpPath`; `summary` says what it holds.
  void captured(const QString& dumpPath, const QString& summary);
  /// The program ended (or was cancelled) without a dump to open.
  void endedWithoutDump(const QString& summary);

 private:
  void readOutput(bool errChannel);
  void onFinished(int exitCode);
  void updateStatus();

  QLineEdit* command_;
  QLineEdit* out_;
  QLineEdit* cwd_;
  QPlainTextEdit* output_;
  QLabel* status_;
  QProgressBar* busy_;
  QPushButton* run_;
  QPushButton* cancel_;
  QProcess* process_ = nullptr;
  QTimer* tick_;
  QFile log_;
  QElapsedTimer elapsed_;
  QByteArray partial_[2];  ///< stdout, stderr bytes after the last newline
  int rounds_ = 0;         ///< "attempting fusion (1/10)" lines: fuse_nodes rounds logged
  int graphs_ = 0;         ///< "attempting fusion (1/": graphs that reached fusion
  bool cancelled_ = false;
  bool failedToStart_ = false;
  bool summarising_ = false;
};

}  // namespace fs::views
