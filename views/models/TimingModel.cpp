#include "views/models/TimingModel.h"

#include <QBrush>
#include <QColor>
#include <QHash>
#include <QLocale>
#include <QSet>

#include "views/controller/Session.h"

namespace fs::views {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }

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
}  // namespace

void TimingModel::clear() {
  beginResetModel();
  rows_.clear();
  peakGBs_ = 0;
  endResetModel();
}

void TimingModel::setResult(const TimingResult& r) {
  beginResetModel();
  rows_.clear();
  peakGBs_ = r.peakGBs;
  const auto& fused = r.bench.fused;
  const auto& unfused = r.bench.unfused;
  // The baseline runs one kernel per node: its time and check by node.
  QHash<QString, double> unfusedUs;
  QHash<QString, const runtime::KernelCheck*> unfusedCheck;
  for (const auto& k : unfused.kernels)
    for (const auto& n : k.nodes) unfusedUs[q(n)] += k.medianUs;
  for (const auto& c : unfused.checks)
    for (const auto& n : c.nodes) unfusedCheck[q(n)] = &c;
  QHash<QString, const runtime::KernelCheck*> fusedCheck;
  for (const auto& c : fused.checks) fusedCheck[q(c.kernel)] = &c;

  auto fill = [&](TimingRow& row, const runtime::KernelCheck* check) {
    row.ok = check && check->ran && check->ok;
    row.ran = check && check->ran;
    if (check) row.problems += problemsOf(*check, {});
    for (const auto& n : row.nodes) {
      row.unfusedUs += unfusedUs.value(n);
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
  endResetModel();
}

int TimingModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int TimingModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TimingModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rows_.size()) return {};
  const TimingRow& r = rows_[index.row()];
  const double speedup = r.fusedUs > 0 ? r.unfusedUs / r.fusedUs : 0.0;
  const double share = peakGBs_ > 0 ? 100.0 * r.gbps / peakGBs_ : 0.0;
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case Kernel: return r.kernel;
      case Nodes: return r.nodes.join(QStringLiteral(", "));
      case FusedUs: return r.ran ? QString::number(r.fusedUs, 'f', 1) : QStringLiteral("\u2014");
      case UnfusedUs: return QString::number(r.unfusedUs, 'f', 1);
      case Speedup: return speedup > 0 ? QStringLiteral("%1\u00d7").arg(speedup, 0, 'f', 2) : QStringLiteral("\u2014");
      case Bytes: return QLocale::c().toString(r.bytes);
      case GBps: return QString::number(r.gbps, 'f', 1);
      case PeakShare: return peakGBs_ > 0 ? QStringLiteral("%1 %").arg(share, 0, 'f', 0) : QString();
      case Check: return r.ok ? tr("ok") : r.problems.join(QStringLiteral("; "));
      default: return {};
    }
  }
  if (role == Qt::UserRole) {  // raw values for sorting and tests
    switch (index.column()) {
      case FusedUs: return r.fusedUs;
      case UnfusedUs: return r.unfusedUs;
      case Speedup: return speedup;
      case Bytes: return r.bytes;
      case GBps: return r.gbps;
      case PeakShare: return share;
      case Check: return r.ok;
      default: return data(index, Qt::DisplayRole);
    }
  }
  if (role == Qt::ToolTipRole && index.column() == Check && !r.problems.isEmpty()) return r.problems.join(QLatin1Char('\n'));
  if (role == Qt::ToolTipRole && index.column() == Nodes) return r.nodes.join(QStringLiteral(", "));
  if (role == Qt::ForegroundRole && index.column() == Check) return QBrush(r.ok ? QColor(0x1b7f3b) : QColor(0xc0392b));
  if (role == Qt::TextAlignmentRole && index.column() >= FusedUs && index.column() <= PeakShare)
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant TimingModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
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

}  // namespace fs::views
