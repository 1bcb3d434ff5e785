#include "views/models/TimingModel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

#include "views/controller/Session.h"

namespace fs::views {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }

const QColor kNoise(0x8a8f98);

QStringList problemsOf(const runtime::KernelCheck& c, const QString& prefix) {
  QStringList out;
  if (!c.ran) {
    out << prefix + QStringLiteral("%1 did not run: %2").arg(q(c.kernel), q(c.reason));
    return out;
  }
  if (c.ok) return out;
  for (const auto& b : c.buffers)
    if (!b.ok) out << prefix + QStringLiteral("%1: %2").arg(q(c.kernel), q(b.describe()));
  if (out.isEmpty()) out << prefix + QStringLiteral("%1: not checked: %2").arg(q(c.kernel), q(c.reason));
  return out;
}

void add(runtime::Spread& sum, const runtime::Spread& s) {
  sum.min += s.min;
  sum.q1 += s.q1;
  sum.median += s.median;
  sum.q3 += s.q3;
  sum.max += s.max;
  sum.runs = sum.runs == 0 ? s.runs : std::min(sum.runs, s.runs);
}

/// Decimals that keep two or three significant digits of a time in microseconds.
int decimalsFor(double us) { return us < 10 ? 2 : us < 1000 ? 1 : 0; }

QString num(double us, int decimals) { return QString::number(us, 'f', decimals); }

/// "1.23 ±0.08": the median and half the inter-quartile range, in the median's precision.
QString withSpread(double medianUs, const runtime::Spread& s) {
  const int d = decimalsFor(medianUs);
  if (s.runs < 2) return num(medianUs, d);
  return QStringLiteral("%1 \u00b1%2").arg(num(medianUs, d), num(s.iqr() / 2, d));
}

/// "1.23 µs (middle half of 5 runs 1.19–1.35 µs, all 1.10–2.30 µs)".
QString describeSpread(double medianUs, const runtime::Spread& s, const QString& runsOf) {
  const int d = decimalsFor(medianUs);
  if (s.runs < 2) return QStringLiteral("%1 \u00b5s (%2)").arg(num(medianUs, d), runsOf);
  return QStringLiteral("%1 \u00b5s (%2: middle half %3\u2013%4 \u00b5s, all %5\u2013%6 \u00b5s)")
      .arg(num(medianUs, d), runsOf, num(s.q1, d), num(s.q3, d), num(s.min, d), num(s.max, d));
}

QString runsText(int n) { return n == 1 ? QStringLiteral("1 run") : QStringLiteral("%1 runs").arg(n); }

QString bytesText(qint64 b) { return QLocale::c().formattedDataSize(b, 1, QLocale::DataSizeIecFormat); }

/// The chart's label for a kernel: its index and its first (and last) node.
QString labelOf(const TimingRow& r, int position) {
  const QString id = r.index >= 0 ? QStringLiteral("k%1").arg(r.index) : QStringLiteral("#%1").arg(position + 1);
  if (r.nodes.isEmpty()) return id;
  if (r.nodes.size() == 1) return QStringLiteral("%1 %2").arg(id, r.nodes.front());
  if (r.nodes.size() == 2) return QStringLiteral("%1 %2+%3").arg(id, r.nodes.front(), r.nodes.back());
  return QStringLiteral("%1 %2\u2026%3 (%4)").arg(id, r.nodes.front(), r.nodes.back()).arg(r.nodes.size());
}
}  // namespace

QString formatUs(double us) {
  if (us >= 1000) return QStringLiteral("%1 ms").arg(us / 1000, 0, 'f', 2);
  return QStringLiteral("%1 \u00b5s").arg(num(us, decimalsFor(us)));
}

bool TimingRow::spreadsOverlap() const {
  if (!ran || fusedUs <= 0 || unfusedUs <= 0 || fused.runs == 0 || unfused.runs == 0) return false;
  return fused.q1 <= unfused.q3 && unfused.q1 <= fused.q3;
}

bool TimingRow::withinNoise() const { return ran && fusedUs > 0 && unfusedUs > 0 && (sameKernel || spreadsOverlap()); }

void TimingModel::clear() {
  beginResetModel();
  rows_.clear();
  peakGBs_ = 0;
  peakBytes_ = 0;
  peakLabel_.clear();
  device_.clear();
  reps_ = 0;
  endResetModel();
}

void TimingModel::setResult(const TimingResult& r) {
  beginResetModel();
  rows_.clear();
  peakGBs_ = r.peakGBs;
  peakBytes_ = r.peakBytes;
  peakLabel_ = r.peakLabel;
  device_ = r.device;
  reps_ = r.reps;
  const auto& fused = r.bench.fused;
  const auto& unfused = r.bench.unfused;
  // The baseline runs one kernel per node: its time, spread and check by node.
  QHash<QString, double> unfusedUs;
  QHash<QString, int> unfusedKernels;  // how many baseline kernels compute the node (one)
  QHash<QString, runtime::Spread> unfusedSpread;
  QHash<QString, const runtime::KernelCheck*> unfusedCheck;
  for (const auto& k : unfused.kernels) {
    const auto spread = runtime::spreadOf(k.samplesUs);
    for (const auto& n : k.nodes) {
      unfusedUs[q(n)] += k.medianUs;
      unfusedKernels[q(n)] += k.nodes.size() == 1 ? 1 : 2;  // a kernel of several nodes is not the same kernel
      add(unfusedSpread[q(n)], spread);
    }
  }
  for (const auto& c : unfused.checks)
    for (const auto& n : c.nodes) unfusedCheck[q(n)] = &c;
  QHash<QString, const runtime::KernelCheck*> fusedCheck;
  for (const auto& c : fused.checks) fusedCheck[q(c.kernel)] = &c;

  static const QRegularExpression indexed(QStringLiteral("^k(\\d+)(_|$)"));
  auto fill = [&](TimingRow& row, const runtime::KernelCheck* check) {
    if (const auto m = indexed.match(row.kernel); m.hasMatch()) row.index = m.captured(1).toInt();
    row.ok = check && check->ran && check->ok;
    row.ran = check && check->ran;
    row.sameKernel = row.nodes.size() == 1 && unfusedKernels.value(row.nodes.front()) == 1;
    if (check) row.problems += problemsOf(*check, {});
    for (const auto& n : row.nodes) {
      row.unfusedUs += unfusedUs.value(n);
      add(row.unfused, unfusedSpread.value(n));
      if (const auto* c = unfusedCheck.value(n); c && !(c->ran && c->ok)) {
        row.ok = false;
        if (fused.plan != "none") row.problems += problemsOf(*c, tr("unfused "));
      }
    }
  };
  QSet<QString> seen;
  for (const auto& k : fused.kernels) {
    TimingRow row;
    row.kernel = q(k.name);
    row.kind = q(k.kind);
    for (const auto& n : k.nodes) row.nodes << q(n);
    row.bytes = k.bytes;
    row.fusedUs = k.medianUs;
    row.fused = runtime::spreadOf(k.samplesUs);
    row.gbps = k.gbps;
    fill(row, fusedCheck.value(row.kernel));
    seen.insert(row.kernel);
    rows_.push_back(row);
  }
  for (const auto& c : fused.checks) {  // kernels that could not run have no timing
    if (seen.contains(q(c.kernel))) continue;
    TimingRow row;
    row.kernel = q(c.kernel);
    for (const auto& n : c.nodes) row.nodes << q(n);
    fill(row, &c);
    rows_.push_back(row);
  }
  for (int i = 0; i < rows_.size(); ++i) rows_[i].label = labelOf(rows_[i], i);
  endResetModel();
}

QString TimingModel::peakExplanation() const {
  if (peakGBs_ <= 0) return {};
  const QString moved = bytesText(peakBytes_);
  if (device_ == QLatin1String("cuda"))
    return tr("Peak %1 GB/s: a device-to-device copy (cuMemcpyDtoD) of 256 MiB timed with CUDA events, bytes read + "
              "written (%2) / time, median of 10 runs after 2 warm-ups.")
        .arg(peakGBs_, 0, 'f', 1)
        .arg(moved);
  return tr("Peak %1 GB/s: host memcpy measured on this machine (%2): every hardware thread copies its share of "
            "128 MiB at once; bytes read + written (%3) / time, median of 5 runs after a warm-up.")
      .arg(peakGBs_, 0, 'f', 1)
      .arg(peakLabel_, moved);
}

QString TimingModel::overPeakExplanation(const TimingRow& r) const {
  const double share = peakShare(r);
  if (share <= 100.0) return {};
  const QString head = tr("%1 GB/s is %2 % of the peak.").arg(r.gbps, 0, 'f', 1).arg(share, 0, 'f', 0);
  if (!beatsPeakFromCache(r))
    return head + QLatin1Char(' ') +
           tr("This kernel's byte count (%1: each buffer's whole storage once per direction) is at least what the "
              "peak's copy moves, so it counts more bytes than the kernel touches (a slice, or data read from the "
              "cache a second time).")
               .arg(bytesText(r.bytes));
  if (device_ == QLatin1String("cuda"))
    return head + QLatin1Char(' ') +
           tr("This kernel moves %1, less than the %2 of the copy that sets the peak: although L2 is flushed before "
              "each timed run, what it writes and what it reads twice can stay in L2, which is faster than device "
              "memory, so it can beat the copy.")
               .arg(bytesText(r.bytes), bytesText(peakBytes_));
  return head + QLatin1Char(' ') +
         tr("This kernel moves %1, less than the %2 of the memcpy that sets the peak: its timed runs follow each "
            "other with nothing flushed in between, so its data stays in the CPU caches, which are faster than the "
            "large copy. A share over 100 % means \"fits in cache\", not a faster memory.")
             .arg(bytesText(r.bytes), bytesText(peakBytes_));
}

QString TimingModel::noiseExplanation(const TimingRow& r) const {
  if (!r.ran || r.fusedUs <= 0) return {};
  const QString fused = describeSpread(r.fusedUs, r.fused, runsText(r.fused.runs));
  const QString unfused = describeSpread(r.unfusedUs, r.unfused,
                                         r.nodes.size() > 1 ? tr("sum over %1 kernels").arg(r.nodes.size())
                                                            : runsText(r.unfused.runs));
  const QString ratio = QStringLiteral("%1\u00d7").arg(r.speedup(), 0, 'f', 2);
  if (r.sameKernel && r.withinNoise())
    return tr("Within noise: one node, so both plans run the same generated kernel (fused %1, unfused %2); the %3 "
              "between the two is the machine (other processes, a preempted OpenMP thread, clocks and caches, at "
              "different moments), not an effect of fusion.")
        .arg(fused, unfused, ratio);
  if (r.withinNoise())
    return tr("Within noise: fused %1 and unfused %2 overlap, so the %3 between their medians is run-to-run variation, "
              "not an effect of fusion. More timed runs, or a quieter machine, can separate them.")
        .arg(fused, unfused, ratio);
  if (r.fused.runs < 2)
    return tr("Fused %1, unfused %2: one timed run, no spread to judge the %3 by.").arg(fused, unfused, ratio);
  return tr("Fused %1, unfused %2: the middle halves of their runs do not overlap, so %3 is larger than the "
            "run-to-run spread.")
      .arg(fused, unfused, ratio);
}

int TimingModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int TimingModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TimingModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rows_.size()) return {};
  const TimingRow& r = rows_[index.row()];
  const double speedup = r.speedup();
  const double share = peakShare(r);
  const bool noise = r.withinNoise();
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case Kernel: return r.kernel;
      case Nodes: return r.nodes.join(QStringLiteral(", "));
      case FusedUs: return r.ran ? withSpread(r.fusedUs, r.fused) : QStringLiteral("\u2014");
      case UnfusedUs: return withSpread(r.unfusedUs, r.unfused);
      case Speedup:
        if (speedup <= 0) return QStringLiteral("\u2014");
        // One node is the same kernel in both plans: its ratio is the machine, so
        // no number is shown (it read "295.32x within noise"); a ratio past 10x
        // either way whose runs still overlap is a spread too wide to read.
        if (noise && r.sameKernel) return tr("same kernel");
        if (noise && (speedup < 0.1 || speedup > 10)) return tr("within noise (runs too spread)");
        return noise ? tr("%1\u00d7 within noise").arg(speedup, 0, 'f', 2)
                     : QStringLiteral("%1\u00d7").arg(speedup, 0, 'f', 2);
      case Bytes: return bytesText(r.bytes);
      case GBps: return QString::number(r.gbps, 'f', 1);
      case PeakShare:
        if (peakGBs_ <= 0) return QString();
        if (share > 100.0) return beatsPeakFromCache(r) ? tr(">100 % (cache)") : tr(">100 %");
        return QStringLiteral("%1 %").arg(share, 0, 'f', 0);
      case Check: return r.ok ? tr("ok") : r.problems.join(QStringLiteral("; "));
      default: return {};
    }
  }
  if (role == SortRole) {
    switch (index.column()) {
      case Kernel: return r.index >= 0 ? r.index : index.row();
      case Nodes: return static_cast<int>(r.nodes.size());
      case FusedUs: return r.fusedUs;
      case UnfusedUs: return r.unfusedUs;
      case Speedup: return speedup;
      case Bytes: return r.bytes;
      case GBps: return r.gbps;
      case PeakShare: return share;
      case Check: return r.ok;
      default: return {};
    }
  }
  if (role == Qt::ToolTipRole) {
    switch (index.column()) {
      case Kernel: return r.kernel;
      case Nodes: return r.nodes.join(QStringLiteral(", "));
      case Bytes: return tr("%1 bytes").arg(QLocale::system().toString(r.bytes));
      case FusedUs:
      case UnfusedUs:
      case Speedup: return noiseExplanation(r);
      case PeakShare: {
        const QString over = overPeakExplanation(r);
        if (!over.isEmpty()) return over + QStringLiteral("\n\n") + peakExplanation();
        return tr("%1 GB/s is %2 % of the peak. %3").arg(r.gbps, 0, 'f', 1).arg(share, 0, 'f', 0).arg(peakExplanation());
      }
      case Check: return r.problems.isEmpty() ? QVariant() : QVariant(r.problems.join(QLatin1Char('\n')));
      default: return {};
    }
  }
  if (role == Qt::ForegroundRole) {
    if (index.column() == Check) return QBrush(r.ok ? QColor(0x1b7f3b) : QColor(0xc0392b));
    if (index.column() == Speedup && noise) return QBrush(kNoise);
    if (index.column() == PeakShare && share > 100.0) return QBrush(kNoise);
  }
  if (role == Qt::FontRole && index.column() == Speedup && noise) {
    QFont f;
    f.setItalic(true);
    return f;
  }
  if (role == Qt::TextAlignmentRole && index.column() >= FusedUs && index.column() <= PeakShare)
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant TimingModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal) return {};
  if (role == Qt::DisplayRole) {
    switch (section) {
      case Kernel: return tr("Kernel (ours)");
      case Nodes: return tr("Nodes");
      case FusedUs: return tr("Fused \u00b5s");
      case UnfusedUs: return tr("Unfused \u00b5s");
      case Speedup: return tr("Speed-up");
      case Bytes: return tr("Bytes");
      case GBps: return tr("GB/s");
      case PeakShare: return tr("of peak");
      case Check: return tr("Check");
      default: return {};
    }
  }
  if (role == Qt::ToolTipRole) {
    const QString runs = reps_ > 0 ? runsText(reps_) : tr("the timed runs");
    switch (section) {
      case Kernel: return tr("Our plan's kernel (sorted by its place in the plan)");
      case Nodes:
        return tr("The scheduler nodes the kernel computes (sorted by how many); click a row to select them in the "
                  "graphs");
      case FusedUs:
        return tr("Our fused kernel: median of %1; \u00b1 is half the inter-quartile range (the middle half of the "
                  "runs)")
            .arg(runs);
      case UnfusedUs:
        return tr("The same nodes unfused, one baseline kernel each: the sum of their medians; \u00b1 is half the sum of "
                  "their inter-quartile ranges");
      case Speedup:
        return tr("Unfused median / fused median. \"within noise\": the middle halves of the fused and the unfused runs "
                  "overlap, or the kernel is one node (the same kernel in both plans), so the ratio is run-to-run "
                  "variation, not a result");
      case Bytes: return tr("Bytes the fused kernel reads and writes: each buffer's whole storage once per direction");
      case GBps: return tr("Bytes / fused median time (1 GB = 1e9 bytes)");
      case PeakShare:
        return peakGBs_ > 0 ? tr("GB/s as a share of the peak. %1 Over 100 %: the kernel's data fits in the caches, so it "
                                 "beats the large copy that sets the peak (\"(cache)\"; the cell's tooltip says why)")
                                  .arg(peakExplanation())
                            : tr("GB/s as a share of the device's peak copy bandwidth");
      case Check: return tr("Both plans' outputs against the reference interpreter");
      default: return {};
    }
  }
  return {};
}

}  // namespace fs::views
