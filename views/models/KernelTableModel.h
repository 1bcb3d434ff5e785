// KernelTableModel: one row per kernel Inductor generated for the graph
// (session::KernelTable): name, scheduler nodes, the user's source lines, and the
// times of the user's profile (trace mean per call, calls, Inductor's benchmark).
// Thin: rows are read once from the session; nothing is measured here.
#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace fs::session {
struct KernelTable;
}

namespace fs::views {

class KernelTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Kernel, Nodes, Source, ProfileUs, Calls, BenchmarkUs, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  void setTable(std::shared_ptr<const session::KernelTable> table);
  const session::KernelTable* table() const { return table_.get(); }
  QStringList nodesOf(int row) const;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::shared_ptr<const session::KernelTable> table_;
};

}  // namespace fs::views
