#include "views/graph/DisplayGraph.h"

#include "views/graph/OpLabels.h"

#include <QSet>

#include <algorithm>
#include <map>

#include "core/ir/Graph.h"

namespace fs::views {

QString nodeClassName(NodeClass c) {
  switch (c) {
    case NodeClass::Pointwise: return QStringLiteral("pointwise");
    case NodeClass::Reduction: return QStringLiteral("reduction");
    case NodeClass::Extern: return QStringLiteral("extern");
    case NodeClass::Template: return QStringLiteral("template");
    case NodeClass::Nop: return QStringLiteral("nop");
    case NodeClass::Foreach: return QStringLiteral("foreach");
  }
  return {};
}

namespace {

NodeClass classOf(const ir::Node& n) {
  switch (n.kind) {
    case ir::NodeKind::ExternKernel: return NodeClass::Extern;
    case ir::NodeKind::NopKernel: return NodeClass::Nop;
    case ir::NodeKind::Template: return NodeClass::Template;
    case ir::NodeKind::ForeachKernel: return NodeClass::Foreach;
    case ir::NodeKind::Fused:
    case ir::NodeKind::OuterLoopFused: {
      for (const auto& c : n.snodes)
        if (c.isReduction()) return NodeClass::Reduction;
      return NodeClass::Pointwise;
    }
    case ir::NodeKind::Scheduler: return n.isReduction() ? NodeClass::Reduction : NodeClass::Pointwise;
  }
  return NodeClass::Pointwise;
}

int rankOf(NodeClass c) {
  switch (c) {
    case NodeClass::Template: return 5;
    case NodeClass::Extern: return 4;
    case NodeClass::Reduction: return 3;
    case NodeClass::Foreach: return 2;
    case NodeClass::Pointwise: return 1;
    case NodeClass::Nop: return 0;
  }
  return 0;
}

QString spaceOf(const ir::Node& n) {
  if (n.group && n.kind != ir::NodeKind::ExternKernel)
    return QStringLiteral("%1 \u00d7 %2").arg(n.group->numel()).arg(n.group->rnumel());
  return {};
}

QString elide(const QString& s, int maxChars) {
  return s.size() <= maxChars ? s : s.left(maxChars - 1) + QChar(0x2026);
}

}  // namespace

LayoutRequest DisplayGraph::layoutRequest() const {
  LayoutRequest r;
  r.nodes.reserve(nodes.size());
  for (const auto& n : nodes) r.nodes.push_back({n.id, n.size});
  r.edges.reserve(edges.size());
  for (const auto& e : edges) r.edges.push_back({e.from, e.to});
  return r;
}

DisplayGraph buildDisplayGraph(const ir::Graph& pre, const QVector<QStringList>& groups,
                               const QHash<QString, QString>& opLabels, const TextMetrics& metrics,
                               const QHash<QString, QString>& nodeNotes) {
  DisplayGraph g;
  QHash<QString, int> orderOf;
  for (int i = 0; i < static_cast<int>(pre.nodes.size()); ++i)
    orderOf.insert(QString::fromStdString(pre.nodes[static_cast<std::size_t>(i)].name), i);

  // Group index per pre-fusion node.
  QHash<QString, int> groupOf;
  for (int gi = 0; gi < groups.size(); ++gi)
    for (const auto& m : groups[gi]) groupOf.insert(m, gi);

  // Display nodes in order of their first member.
  QHash<int, int> displayOfGroup;
  for (const auto& node : pre.nodes) {
    const QString name = QString::fromStdString(node.name);
    const int gi = groupOf.value(name, -1);
    if (gi >= 0 && displayOfGroup.contains(gi)) {
      g.nodeOfMember.insert(name, displayOfGroup.value(gi));
      continue;
    }
    DisplayNode dn;
    if (gi >= 0) {
      dn.members = groups[gi];
      std::sort(dn.members.begin(), dn.members.end(),
                [&](const QString& a, const QString& b) { return orderOf.value(a) < orderOf.value(b); });
      displayOfGroup.insert(gi, static_cast<int>(g.nodes.size()));
    } else {
      dn.members = {name};
    }
    g.nodeOfMember.insert(name, static_cast<int>(g.nodes.size()));
    g.nodes.push_back(dn);
  }

  // Titles, classes, labels.
  for (auto& dn : g.nodes) {
    dn.id = dn.members.join(QLatin1Char('_'));
    QStringList ops;
    int best = -1;
    for (const auto& m : dn.members) {
      const ir::Node* node = pre.find(m.toStdString());
      if (!node) continue;
      const NodeClass c = classOf(*node);
      if (rankOf(c) > best) {
        best = rankOf(c);
        dn.cls = c;
      }
      if (dn.space.isEmpty()) dn.space = spaceOf(*node);
      if (node->isOpaque() && dn.opaqueReason.isEmpty()) dn.opaqueReason = QString::fromStdString(node->opaqueReason);
      // One node: its whole label; a group: what each member computes.
      const QString label = dn.members.size() == 1 ? opLabels.value(m) : primaryOp(opLabels.value(m));
      if (!label.isEmpty() && !ops.contains(label)) ops << label;
    }
    for (const auto& m : dn.members)
      if (const QString note = nodeNotes.value(m); !note.isEmpty()) {
        dn.space += (dn.space.isEmpty() ? QString() : QStringLiteral(" \u00b7 ")) + note;
        break;
      }
    const int n = static_cast<int>(dn.members.size());
    dn.title = n == 1 ? dn.id : QStringLiteral("%1 \u2026 %2 (%3)").arg(dn.members.front(), dn.members.back()).arg(n);
    if (n > 1 && n <= 3) dn.title = dn.id;
    if (!dn.opaqueReason.isEmpty()) dn.title += QStringLiteral(" (not read)");
    dn.ops = elide(ops.join(QStringLiteral(" + ")), 40);
    int chars = static_cast<int>(std::max({dn.title.size(), dn.ops.size(), dn.space.size()}));
    chars = std::clamp(chars, 6, 40);
    const int lines = 1 + (dn.ops.isEmpty() ? 0 : 1) + (dn.space.isEmpty() ? 0 : 1);
    dn.size = QSizeF(chars * metrics.charWidth + 16, lines * metrics.lineHeight + 10);
  }

  // Edges: producer of each read buffer -> consumer, merged per node pair.
  QHash<QString, int> producer;  // buffer -> display node
  for (const auto& node : pre.nodes) {
    const int di = g.nodeOfMember.value(QString::fromStdString(node.name));
    for (const auto& w : node.writes) producer.insert(QString::fromStdString(ir::depName(w)), di);
    for (const auto& b : node.outputs) producer.insert(QString::fromStdString(b.name), di);
  }
  std::map<std::pair<int, int>, int> edgeIndex;
  for (const auto& node : pre.nodes) {
    const int to = g.nodeOfMember.value(QString::fromStdString(node.name));
    for (const auto& dep : node.unmet_dependencies) {
      const QString buf = QString::fromStdString(ir::depName(dep));
      const auto it = producer.constFind(buf);
      if (it == producer.constEnd() || *it == to) continue;
      const auto key = std::make_pair(*it, to);
      auto found = edgeIndex.find(key);
      if (found == edgeIndex.end()) {
        found = edgeIndex.emplace(key, static_cast<int>(g.edges.size())).first;
        g.edges.push_back({*it, to, {}});
      }
      auto& bufs = g.edges[found->second].buffers;
      if (!bufs.contains(buf)) bufs << buf;
    }
  }
  return g;
}

}  // namespace fs::views
