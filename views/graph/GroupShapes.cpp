#include "views/graph/GroupShapes.h"

#include <QHash>
#include <QPainterPathStroker>
#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

namespace fs::views {

namespace {

/// An edge's curve as the polyline through its on-curve points: a band around it
/// looks the same, and path clipping on straight segments is many times cheaper.
QPainterPath polyline(const QPainterPath& path) {
  QPainterPath out;
  for (int i = 0; i < path.elementCount(); ++i) {
    const QPainterPath::Element e = path.elementAt(i);
    if (e.isMoveTo())
      out.moveTo(e);
    else if (e.isLineTo())
      out.lineTo(e);
    else if (e.isCurveTo() && i + 2 < path.elementCount())
      out.lineTo(path.elementAt(i += 2));
  }
  return out;
}

bool contains(const QVector<int>& sorted, int v) { return std::binary_search(sorted.begin(), sorted.end(), v); }

}  // namespace

bool freeGap(const QVector<QRectF>& rects, int ia, int ib, double clearance) {
  QRectF a = rects[ia], b = rects[ib];
  if (a.left() > b.left()) std::swap(a, b);
  const double top = std::max(a.top(), b.top()), bottom = std::min(a.bottom(), b.bottom());
  const double gap = b.left() - a.right();
  if (bottom - top < 0.5 * std::min(a.height(), b.height()) || gap <= 0 || gap > kMaxBridgedGap) return false;
  const QRectF between =
      QRectF(a.right(), top, gap, bottom - top).adjusted(-clearance, -clearance, clearance, clearance);
  for (int k = 0; k < rects.size(); ++k)
    if (k != ia && k != ib && rects[k].intersects(between)) return false;
  return true;
}

namespace {
/// The width two boxes share across (0 when they do not overlap horizontally).
double sharedWidth(const QRectF& a, const QRectF& b) {
  return std::max(0.0, std::min(a.right(), b.right()) - std::max(a.left(), b.left()));
}
}  // namespace

bool nearBoxes(const QRectF& a, const QRectF& b, double minShared) {
  const double along = std::max({0.0, b.top() - a.bottom(), a.top() - b.bottom()});
  return along <= kMaxBridgedGap && sharedWidth(a, b) >= minShared;
}

GroupShapes::GroupShapes(const DisplayGraph& graph, const LayoutResult& layout, const GroupShapeStyle& style)
    : graph_(graph), layout_(layout), style_(style), outEdges_(layout.nodeRects.size()) {
  for (int e = 0; e < graph_.edges.size(); ++e) {
    const int from = graph_.edges[e].from;
    if (from >= 0 && from < outEdges_.size() && e < layout_.edgePaths.size()) outEdges_[from].push_back(e);
  }
}

const GroupShapes::Part& GroupShapes::part(const QVector<int>& members) {
  if (const auto it = cache_.find(members); it != cache_.end()) return it->second;
  // Stepping through a long run meets many intermediate groups: keep the cache bounded.
  if (cache_.size() > 20000) cache_.clear();
  Part p;
  const double m = style_.margin, w = style_.bridgeWidth, c = style_.clearance;
  const auto& rects = layout_.nodeRects;
  // Plain rectangles and straight bridges: path clipping on curves costs ~5x more
  // (157 new groups: ~100 ms instead of ~20); the items round the corners with the pen.
  for (int i : members) p.core.addRect(rects[i].adjusted(-m, -m, m, m));

  QPainterPath bridges;
  bridges.setFillRule(Qt::WindingFill);
  std::vector<std::pair<int, int>> joined;  // members a wide bridge or band joins
  QPainterPathStroker stroker;
  stroker.setCapStyle(Qt::FlatCap);
  stroker.setJoinStyle(Qt::BevelJoin);
  for (int i : members)
    for (int e : outEdges_[i]) {
      const int to = graph_.edges[e].to;
      if (!contains(members, to) || layout_.edgePaths[e].isEmpty()) continue;
      const QPainterPath line = polyline(layout_.edgePaths[e]);
      // Near members get a band as wide as the width they share (capped by the
      // style); others a thin link along the edge. A band wider than a link is
      // the straight strip between the boxes over the width they share (a wide
      // band along a slanted edge would be a skewed slab).
      const bool wide = nearBoxes(rects[i], rects[to], style_.linkWidth);
      const double width = wide ? std::min(w, sharedWidth(rects[i], rects[to]))
                                : std::min({style_.linkWidth, rects[i].width(), rects[to].width()});
      if (wide) joined.emplace_back(i, to);
      if (wide && width > style_.linkWidth) {
        const QRectF& up = rects[i].top() <= rects[to].top() ? rects[i] : rects[to];
        const QRectF& down = &up == &rects[i] ? rects[to] : rects[i];
        const double left = std::max(up.left(), down.left()), right = std::min(up.right(), down.right());
        const double mid = (left + right) / 2;
        const QRectF strip(mid - width / 2, up.bottom(), width, std::max(0.0, down.top() - up.bottom()));
        p.gapBands.push_back(strip);
        bridges.addRect(strip);
        continue;
      }
      p.edgeLines.push_back(line);
      p.edgeWidths.push_back(width);
      stroker.setWidth(width);
      bridges.addPath(stroker.createStroke(line));
    }
  // Members side by side in one rank with nothing between them: a band across the gap.
  for (int x = 0; x < members.size(); ++x)
    for (int y = x + 1; y < members.size(); ++y) {
      if (!freeGap(rects, members[x], members[y], m + c)) continue;
      QRectF a = rects[members[x]], b = rects[members[y]];
      if (a.left() > b.left()) std::swap(a, b);
      const double top = std::max(a.top(), b.top()), bottom = std::min(a.bottom(), b.bottom());
      const double h = std::min(style_.bandHeight, bottom - top);
      const QRectF band(a.right(), (top + bottom - h) / 2, b.left() - a.right(), h);
      p.gapBands.push_back(band);
      bridges.addRect(band);
      joined.emplace_back(members[x], members[y]);
    }
  {  // pieces: connected components of `joined` (union-find over member positions)
    QVector<int> up(members.size());
    std::iota(up.begin(), up.end(), 0);
    const auto find = [&](int x) {
      while (up[x] != x) x = up[x] = up[up[x]];
      return x;
    };
    const auto pos = [&](int v) { return int(std::lower_bound(members.begin(), members.end(), v) - members.begin()); };
    for (const auto& [a, b] : joined) up[find(pos(a))] = find(pos(b));
    QHash<int, int> pieceOf;
    for (int x = 0; x < members.size(); ++x) {
      const int root = find(x);
      if (!pieceOf.contains(root)) {
        pieceOf.insert(root, p.pieces.size());
        p.pieces.push_back({});
      }
      p.pieces[pieceOf[root]].push_back(members[x]);
    }
  }

  if (!bridges.isEmpty()) {
    // Bridges never reach into another node's margin.
    const QRectF bounds = bridges.boundingRect();
    QPainterPath obstacles;
    obstacles.setFillRule(Qt::WindingFill);
    const double g = m + c;
    for (int k = 0; k < rects.size(); ++k) {
      if (contains(members, k)) continue;
      const QRectF r = rects[k].adjusted(-g, -g, g, g);
      if (r.intersects(bounds)) obstacles.addRect(r);
    }
    p.bridges = obstacles.isEmpty() ? bridges : bridges.subtracted(obstacles);
    p.bridgeBounds = p.bridges.boundingRect();
  }
  p.shape = p.bridges.isEmpty() ? p.core : p.core.united(p.bridges);

  return cache_.emplace(members, std::move(p)).first->second;
}

QPainterPath GroupShapes::grownBridges(const Part& p) const {
  const double c = style_.clearance;
  QPainterPath out;
  out.setFillRule(Qt::WindingFill);
  QPainterPathStroker stroker;
  stroker.setCapStyle(Qt::FlatCap);
  stroker.setJoinStyle(Qt::BevelJoin);
  for (int i = 0; i < p.edgeLines.size(); ++i) {
    stroker.setWidth(p.edgeWidths[i] + 2 * c);
    out.addPath(stroker.createStroke(p.edgeLines[i]));
  }
  for (const auto& band : p.gapBands) out.addRect(band.adjusted(-c, -c, c, c));
  return out;
}

QVector<int> GroupShapes::normalized(QVector<int> g, int nodeCount) {
  g.erase(std::remove_if(g.begin(), g.end(), [&](int i) { return i < 0 || i >= nodeCount; }), g.end());
  std::sort(g.begin(), g.end());
  g.erase(std::unique(g.begin(), g.end()), g.end());
  return g;
}

QVector<QVector<int>> GroupShapes::pieces(QVector<int> group) {
  return part(normalized(std::move(group), static_cast<int>(layout_.nodeRects.size()))).pieces;
}

QVector<QPainterPath> GroupShapes::shapes(const QVector<QVector<int>>& groups) {
  QVector<const Part*> parts;
  QVector<int> first;  // graph order of each group: its first display node
  parts.reserve(groups.size());
  for (const QVector<int>& group : groups) {
    const QVector<int> g = normalized(group, static_cast<int>(layout_.nodeRects.size()));
    parts.push_back(&part(g));
    first.push_back(g.isEmpty() ? -1 : g.front());
  }
  QVector<QPainterPath> out(parts.size());
  for (int i = 0; i < parts.size(); ++i) out[i] = parts[i]->shape;

  // Where two groups' bridges cross, the later group (graph order) gives way.
  QVector<int> bridged;
  for (int i = 0; i < parts.size(); ++i)
    if (!parts[i]->bridges.isEmpty()) bridged.push_back(i);
  std::sort(bridged.begin(), bridged.end(),
            [&](int a, int b) { return parts[a]->bridgeBounds.top() < parts[b]->bridgeBounds.top(); });
  QHash<int, QPainterPath> cut;    // group -> its bridges after giving way
  QHash<int, QPainterPath> grown;  // group -> grownBridges()
  for (int x = 0; x < bridged.size(); ++x) {
    const QRectF bx = parts[bridged[x]]->bridgeBounds.adjusted(-style_.clearance, -style_.clearance, style_.clearance,
                                                               style_.clearance);
    for (int y = x + 1; y < bridged.size() && parts[bridged[y]]->bridgeBounds.top() <= bx.bottom(); ++y) {
      if (!parts[bridged[y]]->bridgeBounds.intersects(bx)) continue;
      const int keep = first[bridged[x]] < first[bridged[y]] ? bridged[x] : bridged[y];
      const int yield = keep == bridged[x] ? bridged[y] : bridged[x];
      const QPainterPath mine = cut.value(yield, parts[yield]->bridges);
      if (!grown.contains(keep)) grown.insert(keep, grownBridges(*parts[keep]));
      const QPainterPath& other = grown[keep];
      if (mine.intersects(other)) cut.insert(yield, mine.subtracted(other));
    }
  }
  for (auto it = cut.constBegin(); it != cut.constEnd(); ++it)
    out[it.key()] = it.value().isEmpty() ? parts[it.key()]->core : parts[it.key()]->core.united(it.value());
  return out;
}

}  // namespace fs::views
