#include "views/models/NodeListModel.h"

#include "core/ir/Graph.h"
#include "core/session/Provenance.h"

namespace fs::views {

void NodeListModel::setGraph(std::shared_ptr<const ir::Graph> graph, QHash<QString, QString> opLabels,
                             std::shared_ptr<const session::Provenance> provenance) {
  beginResetModel();
  graph_ = std::move(graph);
  opLabels_ = std::move(opLabels);
  provenance_ = std::move(provenance);
  endResetModel();
}

int NodeListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !graph_ ? 0 : static_cast<int>(graph_->nodes.size());
}

int NodeListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString NodeListModel::nodeName(int row) const {
  if (!graph_ || row < 0 || row >= rowCount()) return {};
  return QString::fromStdString(graph_->nodes[static_cast<std::size_t>(row)].name);
}

QVariant NodeListModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
  const auto& n = graph_->nodes[static_cast<std::size_t>(index.row())];
  switch (index.column()) {
    case Name: return QString::fromStdString(n.name);
    case Kind: return QString::fromLatin1(ir::nodeKindName(n.kind)) + (n.isReduction() ? QStringLiteral(" (reduction)") : QString());
    case Ops: return opLabels_.value(QString::fromStdString(n.name));
    case Iteration:
      if (n.group) return QStringLiteral("%1 \u00d7 %2").arg(n.group->numel()).arg(n.group->rnumel());
      return {};
    case Source: {
      const session::NodeOrigin* o = provenance_ ? provenance_->find(n.name) : nullptr;
      if (!o) return {};
      // the whole path in the tooltip, the short form in the cell
      if (role == Qt::ToolTipRole && !o->sources.empty()) {
        QStringList lines;
        for (const auto& s : o->sources)
          lines << QStringLiteral("%1:%2 in %3: %4").arg(QString::fromStdString(s.file)).arg(s.line)
                       .arg(QString::fromStdString(s.function), QString::fromStdString(s.code));
        return lines.join(QLatin1Char('\n'));
      }
      return QString::fromStdString(o->sourceText(8));
    }
  }
  return {};
}

QVariant NodeListModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Name: return tr("Node");
    case Kind: return tr("Kind");
    case Ops: return tr("Ops");
    case Iteration: return tr("Iteration (numel \u00d7 rnumel)");
    case Source: return tr("Source");
  }
  return {};
}

}  // namespace fs::views
