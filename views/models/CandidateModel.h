// CandidateModel: every step of the fusion timeline as a table row (round, pair,
// how found, priority, score parts, outcome, reason, Inductor's verdict when it
// differs). Row r is timeline step r (position r + 1). Thin: reads the Timeline.
#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace fs::views {

struct Session;

class CandidateModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Step, Round, Node1, Node2, Via, Priority, Score, Outcome, Reason, Inductor, ColumnCount };
  /// Numeric value for sorting; Qt::DisplayRole otherwise.
  static constexpr int SortRole = Qt::UserRole + 1;
  /// "fused", "rejected" or "differs" for the outcome filter.
  static constexpr int OutcomeRole = Qt::UserRole + 2;

  using QAbstractTableModel::QAbstractTableModel;
  void setSession(std::shared_ptr<const Session> session);
  void setCurrentPosition(int position);
  /// The timeline position shown in bold (0: before any step).
  int currentPosition() const { return current_; }
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::shared_ptr<const Session> session_;
  int current_ = 0;
};

}  // namespace fs::views
