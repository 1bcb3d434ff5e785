// KnobsModel: the scheduler's Knobs value struct as an editable table (knob,
// value, Inductor default), through the core's knobInfo()/setKnob() so the GUI
// accepts exactly what `fusionscope-cli fuse --set name=value` accepts. Boolean
// knobs are check boxes; every knob's name carries its help (which Inductor
// config or code it mirrors) as a tooltip. Knobs that differ from Inductor's
// defaults are shown in bold.
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
  /// Sets one knob by name from setKnob() text; false (and rejected()) when refused.
  bool setKnob(const QString& name, const QString& value);
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

 signals:
  /// A value was refused by setKnob (message names the knob and what was expected).
  void rejected(const QString& message);
  /// The user changed a knob (not emitted by setKnobs).
  void edited(const QString& name, const QString& value);

 private:
  fusion::Knobs knobs_;
  std::vector<fusion::KnobInfo> info_ = fusion::knobInfo(fusion::Knobs{});
};

}  // namespace fs::views
