// TimingModel: one row per kernel of our plan from a TimingResult: its nodes,
// the fused kernel's median time and the spread of its timed runs, the unfused
// time of the same nodes (the sum of their baseline kernels' medians, with the
// sums of their quartiles as its spread), the speed-up, the bytes it moves,
// achieved GB/s and its share of the device's peak, and the verification verdict
// (with each mismatching buffer, fused or unfused). Thin: the rows are read once
// from the result; nothing is measured here.
//
// Two judgements are the model's, so that the table, the chart and the summary
// agree on them:
//  - a speed-up is "within noise" when the middle halves (inter-quartile ranges)
//    of the fused runs and of the unfused runs overlap: the run-to-run spread is
//    as large as the difference, so the ratio of the medians is not a result; and
//    always for a kernel of one node, which both plans run as the same generated
//    kernel (or library call): whatever its two times differ by is the machine
//    (other processes, a preempted OpenMP thread, clocks), measured minutes apart;
//  - a share of the peak over 100 % is marked, not shown bare. The peak is a large
//    copy (TimingResult::peakBytes moved); a kernel moving fewer bytes than that
//    copy can be served by the caches, faster than the copy that sets the peak:
//    "(cache)" (on the CPU its timed runs follow each other with nothing flushed;
//    on CUDA, L2 is flushed before each run, so only what it writes or reads
//    twice can stay there).
//    One that moves as much is over the peak because its byte count (each
//    buffer's whole storage once per direction) is more than it touches.
// The displayed text is for reading; SortRole holds the number behind it.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

#include "core/session/BenchSession.h"

namespace fs::views {

struct TimingResult;

struct TimingRow {
  QString kernel, kind;
  int index = -1;       ///< the kernel's place in our plan (the N of "kN_..."), -1 when unknown
  QString label;        ///< short and distinct within a result, for the chart: "k12 op12+op13", "k3 op5…op9 (4)"
  QStringList nodes;
  qint64 bytes = 0;
  double fusedUs = 0, unfusedUs = 0, gbps = 0;
  /// The fused kernel's timed runs (microseconds).
  runtime::Spread fused;
  /// The unfused kernels of the same nodes: each field is the sum of theirs (the
  /// median is unfusedUs; q1..q3 bound the middle half of the summed time).
  runtime::Spread unfused;
  bool ran = false, ok = false;  ///< the fused kernel ran; it and the unfused kernels of its nodes matched
  bool sameKernel = false;       ///< one node, and one unfused kernel of that node: the same kernel in both plans
  QStringList problems;          ///< one line per mismatching buffer or kernel that did not run

  double speedup() const { return fusedUs > 0 ? unfusedUs / fusedUs : 0.0; }
  /// Both were timed, and the kernel is the same in both plans or the
  /// inter-quartile ranges of fused and unfused overlap.
  bool withinNoise() const;
  bool spreadsOverlap() const;
};

class TimingModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Kernel, Nodes, FusedUs, UnfusedUs, Speedup, Bytes, GBps, PeakShare, Check, ColumnCount };
  /// Numbers for sorting (and tests): the kernel's index, the node count, the
  /// medians in microseconds, the speed-up, bytes, GB/s, the share of the peak in
  /// percent (unclamped), and ok as a bool.
  static constexpr int SortRole = Qt::UserRole;
  using QAbstractTableModel::QAbstractTableModel;

  void setResult(const TimingResult& result);
  void clear();
  const QVector<TimingRow>& rows() const { return rows_; }
  double peakGBs() const { return peakGBs_; }
  /// Percent of the peak that row `r` achieved (0 without a peak).
  double peakShare(const TimingRow& r) const { return peakGBs_ > 0 ? 100.0 * r.gbps / peakGBs_ : 0.0; }
  /// Over 100 % because the kernel moves fewer bytes than the peak's copy (see above).
  bool beatsPeakFromCache(const TimingRow& r) const { return peakShare(r) > 100.0 && r.bytes < peakBytes_; }
  /// What the peak is, in a sentence: "host memcpy: every hardware thread copies ...".
  QString peakExplanation() const;
  /// Why row `r` shows more than 100 % of the peak ("" when it does not).
  QString overPeakExplanation(const TimingRow& r) const;
  /// Why row `r`'s speed-up is or is not a result: both medians and their spreads.
  QString noiseExplanation(const TimingRow& r) const;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  QVector<TimingRow> rows_;
  double peakGBs_ = 0;
  qint64 peakBytes_ = 0;
  QString peakLabel_, device_;
  int reps_ = 0;
};

/// Microseconds for reading: "0.84 µs", "12.3 µs", "1.23 ms".
QString formatUs(double us);

}  // namespace fs::views
