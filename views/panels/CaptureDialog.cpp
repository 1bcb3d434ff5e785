#include "views/panels/CaptureDialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFont>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

#include "core/session/Capture.h"
#include "views/Plural.h"

namespace fs::views {

CaptureDialog::CaptureDialog(QWidget* parent)
    : QDialog(parent), command_(new QLineEdit(this)), out_(new QLineEdit(this)), cwd_(new QLineEdit(this)),
      output_(new QPlainTextEdit(this)), status_(new QLabel(this)), busy_(new QProgressBar(this)),
      run_(new QPushButton(tr("Run"), this)), cancel_(new QPushButton(tr("Cancel"), this)), tick_(new QTimer(this)) {
  setWindowTitle(tr("Capture a PyTorch run"));
  command_->setPlaceholderText(tr("python train.py --epochs 1"));
  command_->setToolTip(tr("The program that calls torch.compile and runs the compiled model, with its arguments"));
  out_->setText(QDir::current().absoluteFilePath(QStringLiteral("fusionscope_capture")));
  out_->setToolTip(tr("The dump (torch_compile_debug/) and the fusion log (torch_logs.txt) are written here"));
  cwd_->setText(QDir::currentPath());
  auto* form = new QFormLayout;
  form->addRow(tr("Command:"), command_);
  form->addRow(tr("Run in:"), cwd_);
  form->addRow(tr("Capture into:"), out_);
  auto* env = new QLabel(this);
  QStringList vars;
  for (const auto& [name, value] : session::captureEnvironment("OUT"))
    vars << QStringLiteral("<tt>%1=%2</tt>").arg(QString::fromStdString(name), QString::fromStdString(value).toHtmlEscaped());
  env->setText(tr("Runs with %1 (a variable you set yourself is kept); stderr is kept as OUT/torch_logs.txt.")
                   .arg(vars.isEmpty() ? tr("your own debug settings") : vars.join(QStringLiteral(", "))));
  env->setWordWrap(true);
  output_->setReadOnly(true);
  output_->setMaximumBlockCount(20000);
  output_->setLineWrapMode(QPlainTextEdit::NoWrap);
  output_->setFont(QFont(QStringLiteral("monospace")));
  status_->setWordWrap(true);
  busy_->setRange(0, 0);
  busy_->setMaximumWidth(140);
  busy_->hide();
  cancel_->setEnabled(false);
  auto* buttons = new QDialogButtonBox(this);
  buttons->addButton(run_, QDialogButtonBox::ActionRole);
  buttons->addButton(cancel_, QDialogButtonBox::ActionRole);
  auto* close = buttons->addButton(QDialogButtonBox::Close);
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(status_, 1);
  bottom->addWidget(busy_);
  bottom->addWidget(buttons);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(env);
  layout->addWidget(output_, 1);
  layout->addLayout(bottom);
  resize(820, 520);
  connect(run_, &QPushButton::clicked, this, &CaptureDialog::start);
  connect(cancel_, &QPushButton::clicked, this, &CaptureDialog::cancel);
  connect(close, &QPushButton::clicked, this, &QDialog::reject);
  tick_->setInterval(500);
  connect(tick_, &QTimer::timeout, this, &CaptureDialog::updateStatus);
  status_->setText(tr("Give the command that runs your compiled model."));
}

CaptureDialog::~CaptureDialog() {
  if (process_ && process_->state() != QProcess::NotRunning) {
    process_->kill();
    process_->waitForFinished(2000);
  }
}

void CaptureDialog::setCommand(const QStringList& programAndArgs) {
  QStringList quoted;
  for (const auto& a : programAndArgs)
    quoted << (a.contains(QLatin1Char(' ')) || a.contains(QLatin1Char('"')) || a.isEmpty()
                   ? QLatin1Char('"') + QString(a).replace(QLatin1Char('"'), QStringLiteral("\"\"\"")) + QLatin1Char('"')
                   : a);
  command_->setText(quoted.join(QLatin1Char(' ')));
}
QString CaptureDialog::commandLine() const { return command_->text(); }
void CaptureDialog::setOutDir(const QString& dir) { out_->setText(QDir::current().absoluteFilePath(dir)); }
QString CaptureDialog::outDir() const { return out_->text(); }
bool CaptureDialog::isRunning() const { return (process_ && process_->state() != QProcess::NotRunning) || summarising_; }
QString CaptureDialog::output() const { return output_->toPlainText(); }
QString CaptureDialog::status() const { return status_->text(); }

bool CaptureDialog::start() {
  if (isRunning()) return false;
  const QStringList args = QProcess::splitCommand(command_->text());
  if (args.isEmpty()) {
    status_->setText(tr("Nothing to run: give the command, e.g. <tt>python train.py</tt>."));
    return false;
  }
  const QString out = QDir::current().absoluteFilePath(out_->text().trimmed());
  if (!QDir().mkpath(out)) {
    status_->setText(tr("Cannot create %1.").arg(out.toHtmlEscaped()));
    return false;
  }
  log_.setFileName(QString::fromStdString(session::captureLogPath(out.toStdString()).string()));
  if (!log_.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
    status_->setText(tr("Cannot write %1: %2").arg(log_.fileName().toHtmlEscaped(), log_.errorString().toHtmlEscaped()));
    return false;
  }
  output_->clear();
  partial_[0].clear();
  partial_[1].clear();
  rounds_ = graphs_ = 0;
  cancelled_ = failedToStart_ = false;
  delete process_;
  process_ = new QProcess(this);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const auto& [name, value] : session::captureEnvironment(out.toStdString()))
    env.insert(QString::fromStdString(name), QString::fromStdString(value));
  process_->setProcessEnvironment(env);
  process_->setWorkingDirectory(cwd_->text().isEmpty() ? QDir::currentPath() : cwd_->text());
  connect(process_, &QProcess::readyReadStandardOutput, this, [this] { readOutput(false); });
  connect(process_, &QProcess::readyReadStandardError, this, [this] { readOutput(true); });
  connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus st) {
    // a signal's number is not reported: 128 says "killed by a signal"
    onFinished(st == QProcess::CrashExit ? (cancelled_ ? -1 : 128) : code);
  });
  connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
    if (e != QProcess::FailedToStart) return;
    output_->appendPlainText(tr("cannot run %1: %2").arg(process_->program(), process_->errorString()));
    failedToStart_ = true;
    onFinished(-1);
  });
  run_->setEnabled(false);
  cancel_->setEnabled(true);
  command_->setEnabled(false);
  out_->setEnabled(false);
  cwd_->setEnabled(false);
  busy_->show();
  elapsed_.start();
  tick_->start();
  output_->appendPlainText(tr("$ %1    (capturing into %2)").arg(command_->text(), out));
  process_->start(args.front(), args.mid(1));
  updateStatus();
  return true;
}

void CaptureDialog::cancel() {
  if (!process_ || process_->state() == QProcess::NotRunning) return;
  cancelled_ = true;
  process_->terminate();
  QPointer<QProcess> p = process_;
  QTimer::singleShot(3000, this, [p] {
    if (p && p->state() != QProcess::NotRunning) p->kill();
  });
  status_->setText(tr("Stopping the program\u2026"));
}

void CaptureDialog::readOutput(bool errChannel) {
  const QByteArray bytes = errChannel ? process_->readAllStandardError() : process_->readAllStandardOutput();
  if (errChannel && log_.isOpen()) log_.write(bytes);
  QByteArray& buf = partial_[errChannel ? 1 : 0];
  buf += bytes;
  const int last = buf.lastIndexOf('\n');
  if (last < 0) return;
  const QByteArray lines = buf.left(last);
  buf.remove(0, last + 1);
  for (const QByteArray& line : lines.split('\n')) {
    if (errChannel && line.contains("===== attempting fusion (")) {
      ++rounds_;
      if (line.contains("attempting fusion (1/")) ++graphs_;
    }
    output_->appendPlainText(QString::fromUtf8(line));
  }
}

void CaptureDialog::updateStatus() {
  if (!process_ || summarising_) return;
  if (process_->state() == QProcess::NotRunning) return;
  status_->setText(tr("Running for %1 s: %2 reached fusion, %3 logged.")
                       .arg(elapsed_.elapsed() / 1000)
                       .arg(plural(graphs_, tr("graph"), tr("graphs")))
                       .arg(plural(rounds_, tr("fusion round"), tr("fusion rounds"))));
}

void CaptureDialog::onFinished(int exitCode) {
  if (summarising_ || !process_) return;
  for (bool err : {false, true}) {
    readOutput(err);
    QByteArray& rest = partial_[err ? 1 : 0];
    if (!rest.isEmpty()) output_->appendPlainText(QString::fromUtf8(rest));
    rest.clear();
  }
  log_.close();
  tick_->stop();
  cancel_->setEnabled(false);
  summarising_ = true;
  status_->setText(tr("The program ended; reading what it left\u2026"));
  const std::string out = QDir::current().absoluteFilePath(out_->text().trimmed()).toStdString();
  const int code = cancelled_ || failedToStart_ ? -1 : exitCode;
  const bool notStarted = failedToStart_;
  QPointer<CaptureDialog> self = this;
  QThreadPool::globalInstance()->start([self, out, code, notStarted] {
    auto summary = std::make_shared<session::CaptureSummary>(session::summariseCapture(out, code));
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [self, summary, code, notStarted] {
          if (!self) return;
          self->summarising_ = false;
          self->busy_->hide();
          self->run_->setEnabled(true);
          self->command_->setEnabled(true);
          self->out_->setEnabled(true);
          self->cwd_->setEnabled(true);
          const QString text = QString::fromStdString(summary->text);
          self->output_->appendPlainText(text);
          const QString secs = QString::number(self->elapsed_.elapsed() / 1000.0, 'f', 1);
          if (summary->found && code != -1) {
            self->status_->setText(tr("Captured in %1 s: %2. Opening it.")
                                       .arg(secs)
                                       .arg(plural(static_cast<qint64>(summary->lines.size()), tr("graph"), tr("graphs"))));
            emit self->captured(QString::fromStdString(summary->dumpPath), text);
          } else {
            self->status_->setText(notStarted  ? tr("The program could not be started: see the output.")
                                   : code == -1 ? tr("Cancelled after %1 s.").arg(secs)
                                              : summary->found ? tr("Done in %1 s.").arg(secs)
                                                               : tr("No dump after %1 s: see the output.").arg(secs));
            emit self->endedWithoutDump(text);
          }
        },
        Qt::QueuedConnection);
  });
}

}  // namespace fs::views
