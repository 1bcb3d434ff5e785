#include "views/models/DecisionModel.h"

#include <QBrush>

#include "views/controller/Session.h"

namespace fs::views {

void DecisionModel::setExplanation(std::shared_ptr<const PairExplanation> explanation) {
  beginResetModel();
  explanation_ = std::move(explanation);
  endResetModel();
}

int DecisionModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !explanation_ ? 0 : static_cast<int>(explanation_->result.gates.size());
}

int DecisionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DecisionModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const fusion::Decision& d = explanation_->result.gates[static_cast<std::size_t>(index.row())];
  if (role == Qt::ForegroundRole && !d.applicable) return QBrush(Qt::gray);
  if (role == Qt::BackgroundRole && index.column() == Verdict && d.applicable)
    return QBrush(d.accepted ? QColor(0xd7, 0xf0, 0xdc) : QColor(0xfb, 0xdd, 0xdd));
  if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
  switch (index.column()) {
    case Gate: return QString::fromLatin1(fusion::gateFunction(d.gate));
    case Verdict:
      if (!d.applicable) return tr("n/a");
      return d.accepted ? tr("\u2713 passes") : tr("\u2717 rejects");
    case Reason:
      if (!d.applicable) return tr("does not apply to this pair");
      if (d.accepted) return d.evidence.note.empty() ? QString() : QString::fromStdString(d.evidence.note);
      return QString::fromStdString(d.text.empty() ? fusion::reasonInfo(d.reason).wording : d.text);
  }
  return {};
}

QVariant DecisionModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Gate: return tr("Gate (Inductor)");
    case Verdict: return tr("Verdict");
    case Reason: return tr("Reason");
  }
  return {};
}

}  // namespace fs::views
