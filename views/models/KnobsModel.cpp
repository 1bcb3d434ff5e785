#include "views/models/KnobsModel.h"

#include <QFont>

#include <exception>

#include "core/util/Error.h"

namespace fs::views {

void KnobsModel::setKnobs(const fusion::Knobs& knobs) {
  beginResetModel();
  knobs_ = knobs;
  info_ = fusion::knobInfo(knobs_);
  endResetModel();
}

int KnobsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(info_.size()); }
int KnobsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KnobsModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const fusion::KnobInfo& k = info_[static_cast<std::size_t>(index.row())];
  const bool isBool = k.type == fusion::KnobType::Bool;
  if (role == Qt::DisplayRole || role == Qt::EditRole) {
    switch (index.column()) {
      case Name: return QString::fromStdString(k.name);
      case Value: return isBool && role == Qt::DisplayRole ? QVariant() : QString::fromStdString(k.value);
      case Default: return QString::fromStdString(k.defaultValue);
    }
  }
  if (role == Qt::CheckStateRole && isBool && index.column() == Value)
    return k.value == "true" ? Qt::Checked : Qt::Unchecked;
  if (role == Qt::FontRole && k.value != k.defaultValue) {
    QFont f;
    f.setBold(true);
    return f;
  }
  if (role == Qt::ToolTipRole) {
    if (index.column() == Name) return QString::fromStdString(k.help);
    if (index.column() == Value)
      return isBool ? tr("Click to toggle; re-runs fusion (CLI: fuse --set %1=true|false)").arg(QString::fromStdString(k.name))
                    : tr("Double-click to edit; re-runs fusion (CLI: fuse --set %1=VALUE)").arg(QString::fromStdString(k.name));
  }
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
  if (!index.isValid() || index.column() != Value) return f;
  if (info_[static_cast<std::size_t>(index.row())].type == fusion::KnobType::Bool) return f | Qt::ItemIsUserCheckable;
  return f | Qt::ItemIsEditable;
}

bool KnobsModel::setKnob(const QString& name, const QString& value) {
  fusion::Knobs next = knobs_;
  try {
    fusion::setKnob(next, name.toStdString() + "=" + value.trimmed().toStdString());
  } catch (const fs::InputError& e) {
    emit rejected(QString::fromStdString(e.message()));  // the GUI has no "--set:" to locate
    return false;
  } catch (const std::exception& e) {
    emit rejected(QString::fromUtf8(e.what()));
    return false;
  }
  if (next == knobs_) return true;
  knobs_ = next;
  info_ = fusion::knobInfo(knobs_);
  for (int r = 0; r < rowCount(); ++r)
    if (info_[static_cast<std::size_t>(r)].name == name.toStdString())
      emit dataChanged(index(r, 0), index(r, ColumnCount - 1));
  emit edited(name, value.trimmed());
  return true;
}

bool KnobsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != Value) return false;
  const fusion::KnobInfo& k = info_[static_cast<std::size_t>(index.row())];
  const QString name = QString::fromStdString(k.name);
  if (role == Qt::CheckStateRole && k.type == fusion::KnobType::Bool)
    return setKnob(name, value.value<Qt::CheckState>() == Qt::Checked ? QStringLiteral("true") : QStringLiteral("false"));
  if (role != Qt::EditRole) return false;
  return setKnob(name, value.toString());
}

}  // namespace fs::views
