// LogModel: lines of the spdlog loggers (every core module and the app), newest
// last. `sink()` returns an spdlog sink that may be called from any thread; it
// hands each line to the model through a queued call.
#pragma once

#include <QAbstractListModel>
#include <QStringList>

#include <memory>

namespace spdlog::sinks {
class sink;
}

namespace fs::views {

class LogModel : public QAbstractListModel {
  Q_OBJECT
 public:
  struct Line {
    QString time, logger, level, text;
  };
  enum Column { Time, Logger, Level, Text };
  explicit LogModel(QObject* parent = nullptr);
  ~LogModel() override;

  /// The sink to register with fs::addLogSink (owned jointly by spdlog).
  std::shared_ptr<spdlog::sinks::sink> sink() const { return sink_; }
  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  void append(const Line& line);
  void clear();

 private:
  std::shared_ptr<spdlog::sinks::sink> sink_;
  QVector<Line> lines_;
  static constexpr int kMaxLines = 20000;
};

}  // namespace fs::views
