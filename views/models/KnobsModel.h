// KnobsModel: the scheduler's Knobs value struct as an editable two-column table
// (name, value), through the core's knobValues()/setKnob() so the GUI accepts
// exactly what `fusionscope-cli fuse --set name=value` accepts. Knobs that differ
// from Inductor's defaults are shown in bold.
#pragma once

#include <QAbstractTableModel>

#include "core/fusion/Knobs.h"

namespace fs::views {

class KnobsModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Name, Value, Default, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  void setKnobs(const fusion::Knobs& knobs);
  const fusion::Knobs& knobs() const { return knobs_; }
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

 signals:
  /// A value was refused by setKnob (message names the knob and what was expected).
  void rejected(const QString& message);

 private:
  fusion::Knobs knobs_;
  std::vector<std::pair<std::string, std::string>> values_ = fusion::knobValues(fusion::Knobs{});
  std::vector<std::pair<std::string, std::string>> defaults_ = fusion::knobValues(fusion::Knobs{});
};

}  // namespace fs::views
