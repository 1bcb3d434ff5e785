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

DisplayNode DisplayGraph::nodeFor(const QStringList& names) const {
  DisplayNode dn;
  for (const auto& m : names)
    if (members.contains(m) && !dn.members.contains(m)) dn.members << m;
  std::sort(dn.members.begin(), dn.members.end(),
            [&](const QString& a, const QString& b) { return members.value(a).order < members.value(b).order; });
  dn.id = dn.members.join(QLatin1Char('_'));
  QStringList ops;
  int best = -1;
  for (const auto& m : dn.members) {
    const DisplayMember& info = *members.constFind(m);
    if (rankOf(info.cls) > best) {
      best = rankOf(info.cls);
      dn.cls = info.cls;
    }
    if (dn.space.isEmpty()) dn.space = info.space;
    if (dn.opaqueReason.isEmpty()) dn.opaqueReason = info.opaqueReason;
    // One node: its whole label; a group: what each member computes.
    const QString label = dn.members.size() == 1 ? info.label : primaryOp(info.label);
    if (!label.isEmpty() && !ops.contains(label)) ops << label;
  }
  for (const auto& m : dn.members)
    if (const QString& note = members.constFind(m)->note; !note.isEmpty()) {
      dn.space += (dn.space.isEmpty() ? QString() : QStringLiteral(" \u00b7 ")) + note;
      break;
    }
  const int n = static_cast<int>(dn.members.size());
  dn.title = n == 1 ? dn.id : QStringLiteral("%1 \u2026 %2 (%3)").arg(dn.members.value(0), dn.members.value(n - 1)).arg(n);
  if (n > 1 && n <= 3) dn.title = dn.id;
  if (!dn.opaqueReason.isEmpty()) dn.title += QStringLiteral(" (not read)");
  dn.ops = elide(ops.join(QStringLiteral(" + ")), 40);
  int chars = static_cast<int>(std::max({dn.title.size(), dn.ops.size(), dn.space.size()}));
  chars = std::clamp(chars, 6, 40);
  const int lines = 1 + (dn.ops.isEmpty() ? 0 : 1) + (dn.space.isEmpty() ? 0 : 1);
  dn.size = QSizeF(chars * metrics.charWidth + 16, lines * metrics.lineHeight + 10);
  return dn;
}

DisplayGraph buildDisplayGraph(const ir::Graph& pre, const QVector<QStringList>& groups,
                               const QHash<QString, QString>& opLabels, const TextMetrics& metrics,
                               const QHash<QString, QString>& nodeNotes) {
  DisplayGraph g;
  g.metrics = metrics;
  for (int i = 0; i < static_cast<int>(pre.nodes.size()); ++i) {
    const ir::Node& node = pre.nodes[static_cast<std::size_t>(i)];
    const QString name = QString::fromStdString(node.name);
    g.members.insert(name, {i, classOf(node), opLabels.value(name), spaceOf(node), nodeNotes.value(name),
                            node.isOpaque() ? QString::fromStdString(node.opaqueReason) : QString()});
  }

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
    if (gi >= 0) displayOfGroup.insert(gi, static_cast<int>(g.nodes.size()));
    g.nodeOfMember.insert(name, static_cast<int>(g.nodes.size()));
    g.nodes.push_back(g.nodeFor(gi >= 0 ? groups[gi] : QStringList{name}));
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
