// DiffModel: one graph of a diff of two compiles (session::GraphDiff) as rows a
// user reads side by side: Inductor groups that split or merged, decisions whose
// reason changed, nodes only in one compile and, on request, every node match.
// Columns: the change, what compile A has, what compile B has, and where in the
// user's model (the matched nodes' keys: op and source line). Thin: the rows are
// the core's values in the core's order (CompileDiff.h); nothing is computed here
// but text.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

#include <memory>

namespace fs::session {
struct CompileDiff;
struct GraphDiff;
}  // namespace fs::session

namespace fs::views {

class DiffModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Change, A, B, Where, ColumnCount };
  enum class Kind { Split, Merged, Decision, OnlyA, OnlyB, Match };
  using QAbstractTableModel::QAbstractTableModel;

  /// Shows `graph` of `diff` (not owned beyond the shared pointer); nullptr: empty.
  /// `withMatches` adds one row per matched node pair after the changes.
  void setGraph(std::shared_ptr<const session::CompileDiff> diff, const session::GraphDiff* graph, bool withMatches);
  Kind kindOf(int row) const { return rows_[row].kind; }
  /// The scheduler nodes (opN) of a row in compile A and in compile B.
  QStringList nodesA(int row) const { return rows_.value(row).nodesA; }
  QStringList nodesB(int row) const { return rows_.value(row).nodesB; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  struct Row {
    Kind kind = Kind::Match;
    QString a, b, where;
    QStringList nodesA, nodesB;
  };
  std::shared_ptr<const session::CompileDiff> diff_;
  QVector<Row> rows_;
};

}  // namespace fs::views
