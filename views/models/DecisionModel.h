// DecisionModel: explain()'s gates for one pair, one row per gate in Inductor's
// order: the Inductor function, the verdict (passes / rejects / not applicable)
// and the reason text. Thin: reads a PairExplanation.
#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace fs::views {

struct PairExplanation;

class DecisionModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Gate, Verdict, Reason, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  void setExplanation(std::shared_ptr<const PairExplanation> explanation);
  const PairExplanation* explanation() const { return explanation_.get(); }
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::shared_ptr<const PairExplanation> explanation_;
};

}  // namespace fs::views
