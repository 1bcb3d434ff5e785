// TimingModel: one row per kernel of our plan from a TimingResult: its nodes,
// the fused kernel's median time, the unfused time of the same nodes (the sum of
// their baseline kernels' medians), the speed-up, the bytes it moves, achieved
// GB/s and its share of the device's peak, and the verification verdict (with
// each mismatching buffer, fused or unfused). Thin: the rows are read once from
// the result; nothing is measured here.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

namespace fs::views {

struct TimingResult;

struct TimingRow {
  QString kernel, kind;
  QStringList nodes;
  qint64 bytes = 0;
  double fusedUs = 0, unfusedUs = 0, gbps = 0;
  bool ran = false, ok = false;  ///< the fused kernel ran; it and the unfused kernels of its nodes matched
  QStringList problems;          ///< one line per mismatching buffer or kernel that did not run
};

class TimingModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Kernel, Nodes, FusedUs, UnfusedUs, Speedup, Bytes, GBps, PeakShare, Check, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  void setResult(const TimingResult& result);
  void clear();
  const QVector<TimingRow>& rows() const { return rows_; }
  double peakGBs() const { return peakGBs_; }
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  QVector<TimingRow> rows_;
  double peakGBs_ = 0;
};

}  // namespace fs::views
