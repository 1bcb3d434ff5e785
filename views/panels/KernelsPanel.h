// KernelsPanel: Inductor's kernels of the graph with their nodes, the user's source
// lines and the times of the user's own profile (File > Open profile...), sortable.
// Activating a row selects its nodes in both graphs.
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace fs::session {
struct KernelTable;
}

namespace fs::views {

class KernelTableModel;

class KernelsPanel : public QWidget {
  Q_OBJECT
 public:
  explicit KernelsPanel(QWidget* parent = nullptr);
  void setTable(std::shared_ptr<const session::KernelTable> table);
  KernelTableModel* model() const { return model_; }
  QString summary() const;

 signals:
  void nodesActivated(const QStringList& nodes);

 private:
  KernelTableModel* model_;
  QSortFilterProxyModel* sorted_;
  QTableView* view_;
  QLabel* status_;
};

}  // namespace fs::views
