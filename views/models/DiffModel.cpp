#include "views/models/DiffModel.h"

#include <QBrush>
#include <QColor>
#include <QRegularExpression>

#include "core/session/CompileDiff.h"

namespace fs::views {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QStringList names(const std::vector<std::string>& v) {
  QStringList out;
  for (const auto& x : v) out << q(x);
  return out;
}

/// "[op3 op4] [op5]" and every node of the groups.
QString groupsText(const std::vector<std::vector<std::string>>& groups, QStringList& nodes) {
  QStringList parts;
  for (const auto& g : groups) {
    parts << QLatin1Char('[') + names(g).join(QLatin1Char(' ')) + QLatin1Char(']');
    nodes << names(g);
  }
  return parts.join(QLatin1Char(' '));
}

/// The scheduler nodes of a logged name: a fused node ("op51_op52") is its members.
QStringList membersOf(const std::string& name) {
  static const QRegularExpression fused(QStringLiteral("^(op|buf)\\d+(_(op|buf)\\d+)+$"));
  const QString n = q(name);
  return fused.match(n).hasMatch() ? n.split(QLatin1Char('_')) : QStringList{n};
}

/// "op12 (convert_element_type@modeling_llama.py:65)" -> "op12"
QString nodeOf(const std::string& described) { return q(described.substr(0, described.find(' '))); }
QString whereOf(const std::string& described) {
  const auto open = described.find(" (");
  if (open == std::string::npos || described.back() != ')') return {};
  return q(described.substr(open + 2, described.size() - open - 3));
}

}  // namespace

void DiffModel::setGraph(std::shared_ptr<const session::CompileDiff> diff, const session::GraphDiff* g, bool withMatches) {
  beginResetModel();
  diff_ = std::move(diff);
  rows_.clear();
  if (diff_ && g) {
    for (const auto& c : g->groupChanges) {
      Row r;
      r.kind = c.kind == "split" ? Kind::Split : Kind::Merged;
      r.a = groupsText(c.a, r.nodesA);
      r.b = groupsText(c.b, r.nodesB);
      QStringList keys;
      for (const auto& k : c.keys) keys << q(session::displayKey(k));
      keys.removeDuplicates();
      r.where = keys.join(QStringLiteral(", "));
      rows_ << r;
    }
    for (const auto& c : g->reasonChanges) {
      Row r;
      r.kind = Kind::Decision;
      auto side = [](const std::string& x, const std::string& y, const std::string& reason, QStringList& nodes) {
        if (!x.empty()) nodes << membersOf(x) << membersOf(y);
        const QString pair = x.empty() ? QString() : q(x) + QStringLiteral(" + ") + q(y) + QStringLiteral(": ");
        return pair + (reason.empty() ? tr("not tried") : q(reason));
      };
      r.a = side(c.a1, c.a2, c.reasonA, r.nodesA);
      r.b = side(c.b1, c.b2, c.reasonB, r.nodesB);
      r.where = q(session::displayKey(c.key1)) + QStringLiteral(" + ") + q(session::displayKey(c.key2));
      rows_ << r;
    }
    for (const auto& n : g->onlyA) rows_ << Row{Kind::OnlyA, nodeOf(n), QString(), whereOf(n), {nodeOf(n)}, {}};
    for (const auto& n : g->onlyB) rows_ << Row{Kind::OnlyB, QString(), nodeOf(n), whereOf(n), {}, {nodeOf(n)}};
    if (withMatches)
      for (const auto& [a, b] : g->matches) rows_ << Row{Kind::Match, q(a), q(b), QString(), {q(a)}, {q(b)}};
  }
  endResetModel();
}

int DiffModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }
int DiffModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DiffModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const Row& r = rows_[index.row()];
  if (role == Qt::ForegroundRole && index.column() == Change) {
    switch (r.kind) {
      case Kind::Split: return QBrush(QColor(0xc6, 0x28, 0x28));
      case Kind::Merged: return QBrush(QColor(0x1b, 0x9e, 0x3e));
      case Kind::Decision: return QBrush(QColor(0xb2, 0x6a, 0x00));
      default: return {};
    }
  }
  if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
  switch (index.column()) {
    case Change:
      switch (r.kind) {
        case Kind::Split: return role == Qt::ToolTipRole ? tr("One fused group of A is in several groups of B") : tr("split");
        case Kind::Merged: return role == Qt::ToolTipRole ? tr("Several groups of A are one fused group of B") : tr("merged");
        case Kind::Decision:
          return role == Qt::ToolTipRole ? tr("Inductor's log gives this pair a different reason, or fused it on one side only")
                                         : tr("decision");
        case Kind::OnlyA: return tr("only in A");
        case Kind::OnlyB: return tr("only in B");
        case Kind::Match: return tr("same node");
      }
      return {};
    case A: return r.a;
    case B: return r.b;
    case Where: return r.where;
  }
  return {};
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Change: return tr("Change");
    case A: return tr("Compile A (this window)");
    case B: return tr("Compile B");
    case Where: return tr("In your model (op@line)");
  }
  return {};
}

}  // namespace fs::views
