#include "views/models/KernelTableModel.h"

#include <QStringList>

#include "core/session/KernelTable.h"

namespace fs::views {

void KernelTableModel::setTable(std::shared_ptr<const session::KernelTable> table) {
  beginResetModel();
  table_ = std::move(table);
  endResetModel();
}

int KernelTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !table_ ? 0 : static_cast<int>(table_->rows.size());
}
int KernelTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QStringList KernelTableModel::nodesOf(int row) const {
  QStringList out;
  if (!table_ || row < 0 || row >= rowCount()) return out;
  for (const auto& n : table_->rows[static_cast<std::size_t>(row)].nodes) out << QString::fromStdString(n);
  return out;
}

QVariant KernelTableModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const auto& r = table_->rows[static_cast<std::size_t>(index.row())];
  const bool sortRole = role == Qt::UserRole;
  const int col = index.column();
  if (sortRole && col != ProfileUs && col != BenchmarkUs && col != Calls) return data(index, Qt::DisplayRole);
  if (role != Qt::DisplayRole && role != Qt::ToolTipRole && !sortRole) return {};
  auto join = [](const std::vector<std::string>& v, const QString& sep) {
    QStringList s;
    for (const auto& x : v) s << QString::fromStdString(x);
    return s.join(sep);
  };
  switch (index.column()) {
    case Kernel: return QString::fromStdString(r.name);
    case Nodes: return join(r.nodes, QStringLiteral(" "));
    case Source:
      if (role == Qt::ToolTipRole) return join(r.sources, QStringLiteral("\n"));
      return r.sources.empty() ? QString() : QString::fromStdString(r.sources.front()) +
                                                 (r.sources.size() > 1 ? tr(" (+%1)").arg(r.sources.size() - 1) : QString());
    case ProfileUs:
      if (sortRole) return r.traceUs;
      return r.traceUs < 0 ? QVariant() : QVariant(QString::number(r.traceUs, 'f', 2));
    case Calls: return r.traceCalls || sortRole ? QVariant(r.traceCalls) : QVariant();
    case BenchmarkUs:
      if (sortRole) return r.benchmarkUs;
      return r.benchmarkUs < 0 ? QVariant() : QVariant(QString::number(r.benchmarkUs, 'f', 1));
  }
  return {};
}

QVariant KernelTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Kernel: return tr("Inductor kernel");
    case Nodes: return tr("Nodes");
    case Source: return tr("Source");
    case ProfileUs: return tr("Profile \u00b5s / call");
    case Calls: return tr("Calls");
    case BenchmarkUs: return tr("Benchmark \u00b5s");
  }
  return {};
}

}  // namespace fs::views
