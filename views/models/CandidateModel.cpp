#include "views/models/CandidateModel.h"

#include <QBrush>
#include <QFont>

#include "views/controller/Session.h"

namespace fs::views {

void CandidateModel::setSession(std::shared_ptr<const Session> session) {
  beginResetModel();
  session_ = std::move(session);
  current_ = 0;
  endResetModel();
}

void CandidateModel::setCurrentPosition(int position) {
  const int old = current_;
  current_ = position;
  for (int row : {old - 1, current_ - 1})
    if (row >= 0 && row < rowCount()) emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole, Qt::BackgroundRole});
}

int CandidateModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !session_ ? 0 : static_cast<int>(session_->timeline.steps.size());
}

int CandidateModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CandidateModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const TimelineStep& s = session_->timeline.steps[index.row()];
  if (role == OutcomeRole) return s.fused ? QStringLiteral("fused") : QStringLiteral("rejected");
  if (role == Qt::FontRole && index.row() == current_ - 1) {
    QFont f;
    f.setBold(true);
    return f;
  }
  if (role == Qt::BackgroundRole) {
    if (index.row() == current_ - 1) return QBrush(QColor(0xff, 0xf3, 0xc4));
    if (index.column() == Outcome) return QBrush(s.fused ? QColor(0xd7, 0xf0, 0xdc) : QColor(0xfb, 0xdd, 0xdd));
    if (index.column() == Inductor && !s.inductorDiffers.isEmpty()) return QBrush(QColor(0xff, 0xe0, 0xb2));
    return {};
  }
  if (role == Qt::ToolTipRole && index.column() == Score && s.scored)
    return tr("template %1, type %2, memory %3 bytes, proximity %4")
        .arg(s.templateScore).arg(s.typeScore).arg(s.memoryScore).arg(s.proximityScore);
  if (role == SortRole) {
    switch (index.column()) {
      case Step: return index.row() + 1;
      case Round: return s.round;
      case Priority: return s.priority;
      case Score: return s.scored ? s.memoryScore : -1;
      default: break;
    }
    return data(index, Qt::DisplayRole);
  }
  if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
  switch (index.column()) {
    case Step: return index.row() + 1;
    case Round: return s.round;
    case Node1: return s.a;
    case Node2: return s.b;
    case Via: return s.via;
    case Priority: return s.priority >= 0 ? QVariant(s.priority) : QVariant();
    case Score:
      if (!s.scored) return {};
      return QStringLiteral("t%1 %2 m%3 p%4").arg(s.templateScore).arg(s.typeScore ? 1 : 0).arg(s.memoryScore).arg(s.proximityScore);
    case Outcome: return s.fused ? tr("fused") : tr("rejected (%1)").arg(s.phase);
    case Reason: return s.gate.isEmpty() ? s.reason : QStringLiteral("%1 [%2]").arg(s.reason, s.gate);
    case Inductor:
      // nothing to compare with (an ONNX model, a dump without its torch log)
      if (!session_->timeline.comparedWithInductor) return role == Qt::ToolTipRole ? tr("no Inductor log to compare with") : QVariant();
      return s.inductorDiffers.isEmpty() ? QStringLiteral("same") : s.inductorDiffers;
  }
  return {};
}

QVariant CandidateModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Step: return tr("Step");
    case Round: return tr("Round");
    case Node1: return tr("Node 1");
    case Node2: return tr("Node 2");
    case Via: return tr("Found via");
    case Priority: return tr("Priority");
    case Score: return tr("Score (tmpl type mem prox)");
    case Outcome: return tr("Outcome");
    case Reason: return tr("Reason");
    case Inductor: return tr("vs Inductor");
  }
  return {};
}

}  // namespace fs::views
