// NodeListModel: the pre-fusion nodes of one graph, for search and pickers.
// Thin: rows are the graph's nodes in order; columns name, kind, ops, iteration,
// source lines (the search panel matches "resnet.py:271" against them).
#pragma once

#include <QAbstractTableModel>
#include <QHash>

#include <memory>

namespace fs::ir {
struct Graph;
}
namespace fs::session {
class Provenance;
}

namespace fs::views {

class NodeListModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Name, Kind, Ops, Iteration, Source, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  /// `provenance` (may be null) gives the Source column.
  void setGraph(std::shared_ptr<const ir::Graph> graph, QHash<QString, QString> opLabels,
                std::shared_ptr<const session::Provenance> provenance = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  QString nodeName(int row) const;

 private:
  std::shared_ptr<const ir::Graph> graph_;
  QHash<QString, QString> opLabels_;
  std::shared_ptr<const session::Provenance> provenance_;
};

}  // namespace fs::views
