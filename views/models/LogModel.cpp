#include "views/models/LogModel.h"

#include <QBrush>
#include <QPointer>
#include <QTime>

#include <spdlog/sinks/base_sink.h>

#include <mutex>

namespace fs::views {

namespace {

class ModelSink : public spdlog::sinks::base_sink<std::mutex> {
 public:
  explicit ModelSink(LogModel* model) : model_(model) {}
  void detach() {
    std::lock_guard lock(mutex_);
    model_ = nullptr;
  }

 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    if (!model_) return;
    LogModel::Line line;
    line.time = QTime::currentTime().toString(QStringLiteral("HH:mm:ss.zzz"));
    line.logger = QString::fromUtf8(msg.logger_name.data(), static_cast<int>(msg.logger_name.size()));
    const auto lv = spdlog::level::to_string_view(msg.level);
    line.level = QString::fromUtf8(lv.data(), static_cast<int>(lv.size()));
    line.text = QString::fromUtf8(msg.payload.data(), static_cast<int>(msg.payload.size()));
    QPointer<LogModel> target = model_;
    QMetaObject::invokeMethod(model_, [target, line] { if (target) target->append(line); }, Qt::QueuedConnection);
  }
  void flush_() override {}

 private:
  LogModel* model_;
};

}  // namespace

LogModel::LogModel(QObject* parent) : QAbstractListModel(parent), sink_(std::make_shared<ModelSink>(this)) {}

LogModel::~LogModel() { static_cast<ModelSink*>(sink_.get())->detach(); }

int LogModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(lines_.size()); }

QVariant LogModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const Line& l = lines_[index.row()];
  if (role == Qt::DisplayRole)
    return QStringLiteral("%1 [%2] %3: %4").arg(l.time, l.logger, l.level, l.text);
  if (role == Qt::ForegroundRole) {
    if (l.level == QLatin1String("error") || l.level == QLatin1String("critical")) return QBrush(QColor(0xc6, 0x28, 0x28));
    if (l.level == QLatin1String("warning")) return QBrush(QColor(0xb2, 0x6a, 0x00));
    if (l.level == QLatin1String("debug") || l.level == QLatin1String("trace")) return QBrush(Qt::gray);
  }
  return {};
}

void LogModel::append(const Line& line) {
  if (lines_.size() >= kMaxLines) {
    beginRemoveRows({}, 0, 999);
    lines_.remove(0, 1000);
    endRemoveRows();
  }
  beginInsertRows({}, static_cast<int>(lines_.size()), static_cast<int>(lines_.size()));
  lines_.push_back(line);
  endInsertRows();
}

void LogModel::clear() {
  beginResetModel();
  lines_.clear();
  endResetModel();
}

}  // namespace fs::views
