#include "views/models/KnobsModel.h"

#include <QFont>

#include <exception>

namespace fs::views {

void KnobsModel::setKnobs(const fusion::Knobs& knobs) {
  beginResetModel();
  knobs_ = knobs;
  values_ = fusion::knobValues(knobs_);
  endResetModel();
}

int KnobsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(values_.size()); }
int KnobsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KnobsModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const auto& [name, value] = values_[static_cast<std::size_t>(index.row())];
  const std::string& def = defaults_[static_cast<std::size_t>(index.row())].second;
  if (role == Qt::DisplayRole || role == Qt::EditRole) {
    switch (index.column()) {
      case Name: return QString::fromStdString(name);
      case Value: return QString::fromStdString(value);
      case Default: return QString::fromStdString(def);
    }
  }
  if (role == Qt::FontRole && value != def) {
    QFont f;
    f.setBold(true);
    return f;
  }
  if (role == Qt::ToolTipRole && index.column() == Value)
    return tr("Double-click to edit; same syntax as `fusionscope-cli fuse --set %1=VALUE`").arg(QString::fromStdString(name));
  return {};
}

QVariant KnobsModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Name: return tr("Knob");
    case Value: return tr("Value");
    case Default: return tr("Inductor default");
  }
  return {};
}

Qt::ItemFlags KnobsModel::flags(const QModelIndex& index) const {
  Qt::ItemFlags f = QAbstractTableModel::flags(index);
  if (index.isValid() && index.column() == Value) f |= Qt::ItemIsEditable;
  return f;
}

bool KnobsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != Value) return false;
  fusion::Knobs next = knobs_;
  const std::string assignment = values_[static_cast<std::size_t>(index.row())].first + "=" + value.toString().trimmed().toStdString();
  try {
    fusion::setKnob(next, assignment);
  } catch (const std::exception& e) {
    emit rejected(QString::fromUtf8(e.what()));
    return false;
  }
  knobs_ = next;
  values_ = fusion::knobValues(knobs_);
  emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
  return true;
}

}  // namespace fs::views
