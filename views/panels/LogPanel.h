// LogPanel: the spdlog lines of every module, with a level filter and a text filter.
#pragma once

#include <QWidget>

class QListView;
class QSortFilterProxyModel;

namespace fs::views {

class LogModel;

class LogPanel : public QWidget {
  Q_OBJECT
 public:
  LogPanel(LogModel* model, QWidget* parent = nullptr);

 private:
  QListView* view_;
  QSortFilterProxyModel* filter_;
};

}  // namespace fs::views
