#include "views/graph/GraphScene.h"

#include <QGraphicsView>

#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include "views/graph/GraphItems.h"
#include "views/graph/GroupShapes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fs::views {

namespace {

/// A text label with a filled background: the reason beside a rejected pair.
class CalloutItem : public QGraphicsSimpleTextItem {
 public:
  CalloutItem(const QString& text, const QColor& color) : QGraphicsSimpleTextItem(text), color_(color) {
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    setFont(f);
    setBrush(Qt::white);
    setZValue(5);
  }
  QRectF boundingRect() const override { return QGraphicsSimpleTextItem::boundingRect().adjusted(-6, -3, 6, 3); }
  void paint(QPainter* p, const QStyleOptionGraphicsItem* o, QWidget* w) override {
    p->setPen(Qt::NoPen);
    p->setBrush(color_);
    p->drawRoundedRect(boundingRect(), 4, 4);
    QGraphicsSimpleTextItem::paint(p, o, w);
  }

 private:
  QColor color_;
};

/// Outlines: small margins, so that two groups' outlines never meet (boxes are
/// at least nodesep 18 apart). Merged nodes: tight around the boxes (arrows still
/// show where they end), with bridges as wide as the boxes, so a group reads as
/// one node.
constexpr GroupShapeStyle kOutlineStyle{6, 8, 8, 3};
constexpr GroupShapeStyle kMergedStyle{2, 1e6, 1e6, 2};

double overlapArea(const QRectF& a, const QRectF& b) {
  const QRectF i = a.intersected(b);
  return i.isEmpty() ? 0.0 : i.width() * i.height();
}

/// Where a label of `size` goes beside the pair `a`, `b` (their boxes): among
/// spots around the pair and past the boxes in the way along its ranks and
/// columns, the nearest that covers none of `boxes` and `shapes` and stays in
/// `scene`; when every spot covers something, the one covering least.
QPointF placeLabel(const QSizeF& size, const QRectF& a, const QRectF& b, const QVector<QRectF>& boxes,
                   const QVector<QPainterPath>& shapes, const QRectF& scene) {
  const double gap = 6, w = size.width(), h = size.height();
  const QRectF pair = a.united(b);
  const QRectF lower = a.bottom() > b.bottom() ? a : b, upper = a.bottom() > b.bottom() ? b : a;
  // Only boxes near the pair matter: spots are generated from these.
  const QRectF near = pair.adjusted(-2 * w - 100, -6 * h - 100, 2 * w + 100, 6 * h + 100);
  const QRectF reach = near.adjusted(-w - gap, -h - gap, w + gap, h + gap);
  QVector<QRectF> around;
  for (const QRectF& r : boxes)
    if (r.intersects(reach)) around.push_back(r);
  QVector<const QPainterPath*> aroundShapes;
  for (const QPainterPath& sh : shapes)
    if (sh.boundingRect().intersects(reach)) aroundShapes.push_back(&sh);

  // Spots beside the pair, then past each box in the way along the pair's ranks
  // (bands) and columns.
  QVector<QRectF> inTheWay;
  for (const QRectF& r : around)
    if (r.intersects(near)) inTheWay.push_back(r);
  for (const QPainterPath* sh : aroundShapes)
    if (sh->boundingRect().intersects(near)) inTheWay.push_back(sh->boundingRect());
  const double bands[] = {lower.center().y() - h / 2, upper.center().y() - h / 2, lower.bottom() + gap,
                          upper.top() - gap - h};
  const double columns[] = {lower.left(),  lower.center().x() - w / 2, lower.right() - w,
                            upper.left(), upper.center().x() - w / 2, upper.right() - w};
  QVector<QPointF> spots;
  for (double x : columns) spots << QPointF(x, lower.bottom() + gap) << QPointF(x, upper.top() - gap - h);
  for (double y : bands) spots << QPointF(pair.right() + gap, y) << QPointF(pair.left() - gap - w, y);
  for (const QRectF& r : inTheWay) {
    for (double y : bands)
      if (r.top() < y + h && r.bottom() > y) spots << QPointF(r.right() + gap, y) << QPointF(r.left() - gap - w, y);
    for (double x : columns)
      if (r.left() < x + w && r.right() > x) spots << QPointF(x, r.bottom() + gap) << QPointF(x, r.top() - gap - h);
  }
  // Boxes by horizontal band of the scene, so that a spot looks only at the
  // boxes beside it (a wide graph has hundreds around the pair, a spot meets a
  // few); they are summed in `around`'s order, as if all were looked at.
  const double band = std::max(h, 1.0);
  const double top = reach.top();
  auto bandOf = [&](double y) { return static_cast<int>(std::floor((y - top) / band)); };
  QHash<int, QVector<int>> boxesInBand;
  for (int i = 0; i < around.size(); ++i)
    for (int b = bandOf(around[i].top()); b <= bandOf(around[i].bottom()); ++b) boxesInBand[b].push_back(i);
  QVector<int> candidates;
  QPointF best = spots.front();
  double bestScore = std::numeric_limits<double>::max();
  for (const QPointF& spot : spots) {
    const QRectF c = QRectF(spot, size).adjusted(-2, -2, 2, 2);  // keep clear, not just not touching
    candidates.clear();
    for (int b = bandOf(c.top()); b <= bandOf(c.bottom()); ++b) candidates += boxesInBand.value(b);
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    double covered = 0;
    for (int i : candidates) covered += overlapArea(c, around[i]);
    for (const QPainterPath* sh : aroundShapes)
      if (sh->intersects(c)) covered += overlapArea(c, sh->boundingRect());
    covered += c.width() * c.height() - overlapArea(c, scene);  // out of the scene: as bad as covering
    const double dx = std::max({0.0, pair.left() - c.right(), c.left() - pair.right()});
    const double dy = std::max({0.0, pair.top() - c.bottom(), c.top() - pair.bottom()});
    const double score = covered * 1e6 + std::hypot(dx, dy);
    if (score < bestScore) {
      bestScore = score;
      best = spot;
    }
  }
  return best;
}

}  // namespace

/// A part of the graph's nodes or edges (GraphScene::setGraph): it draws nothing,
/// and is as large as its items, which never draw outside it; so painting skips
/// every part out of sight at the cost of one rectangle test, where a scene of
/// thousands of top-level items would test and z-sort each of them per frame.
class LayerItem : public QGraphicsItem {
 public:
  /// `culled`: skipped when out of sight (its bounds must hold its items); else
  /// always visited (items far apart).
  LayerItem(double z, bool culled) {
    setZValue(z);
    setFlag(culled ? ItemContainsChildrenInShape : ItemHasNoContents);
    setAcceptedMouseButtons(Qt::NoButton);
  }
  QRectF boundingRect() const override { return bounds_; }
  void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}
  void setBounds(const QRectF& r) {
    if (r == bounds_) return;
    prepareGeometryChange();
    bounds_ = r;
  }

 private:
  QRectF bounds_;
};

LayerItem* GraphScene::layer(double z, int key) {
  const QPair<double, int> k(z, key);
  if (LayerItem* l = layerOf_.value(k)) return l;
  auto* l = new LayerItem(z, key >= 0);
  addItem(l);
  layerOf_.insert(k, l);
  layers_.push_back(l);
  return l;
}

GraphScene::GraphScene(QObject* parent) : QGraphicsScene(parent) {
  // Items never move; painting culls by itself well enough, and a BSP index costs
  // more to rebuild on a round change (742 nodes) than it saves.
  setItemIndexMethod(QGraphicsScene::NoIndex);
  connect(this, &QGraphicsScene::selectionChanged, this, &GraphScene::onSelectionChanged);
}

GraphScene::~GraphScene() {
  // Deleting a selected item emits selectionChanged: never into a half-destroyed scene.
  disconnect(this, &QGraphicsScene::selectionChanged, this, nullptr);
  // Views scroll when the scene's items go (in ~QGraphicsScene too) and would call
  // back into this half-destroyed GraphScene (UBSan: GraphView::updateOverviewVisibility).
  for (QGraphicsView* v : views()) v->setScene(nullptr);
  clearGraph();
}

void GraphScene::clearGraph() {
  settingSelection_ = true;
  overlayItems_.clear();
  overlayByKey_.clear();
  calloutItem_ = nullptr;
  marked_.clear();
  differing_.clear();
  mergedItems_.clear();
  mergedAway_.clear();
  hiddenEdges_.clear();
  nodeItems_.clear();
  edgeItems_.clear();
  spareNodes_.clear();
  spareEdges_.clear();
  layerOf_.clear();
  layers_.clear();
  clear();
  settingSelection_ = false;
  outlines_ = mergedShapes_ = nullptr;
  shapes_.clear();
  graph_.reset();
  layout_.reset();
  overlay_ = {};
  focus_ = callout_ = {};
}

void GraphScene::setGraph(std::shared_ptr<const DisplayGraph> graph, std::shared_ptr<const LayoutResult> layout) {
  if (!graph || !layout) {
    clearGraph();
    return;
  }
  if (graph == graph_ && layout == layout_) return;  // the same layout (two rounds alike): nothing moves
  const QStringList selected = selectedMembers();
  // Items hidden or given other nodes lose their selection here: selectMembers() restores it.
  settingSelection_ = true;
  clearOverlay();
  graph_ = std::move(graph);
  layout_ = std::move(layout);

  // Each item goes into the layer of its part of the graph (LayerItem): nodes by
  // their first member's pre-fusion order, which a node keeps from round to
  // round (no item changes layer when the layout changes), edges by the node
  // they leave; an edge reaching far goes into one layer that is never culled.
  QVector<int> part(graph_->nodes.size(), 0);
  for (int i = 0; i < graph_->nodes.size(); ++i)
    if (const auto m = graph_->members.constFind(graph_->nodes[i].members.value(0)); m != graph_->members.constEnd())
      part[i] = m->order / kNodesPerLayer;
  QVector<LayerItem*> layerOfNode(graph_->nodes.size(), nullptr);
  for (int i = 0; i < graph_->nodes.size(); ++i) layerOfNode[i] = layer(kNodeZ, part[i]);
  auto nodeLayer = [&](int i) { return layerOfNode[i]; };
  auto edgeLayer = [&](int i, const QRectF& bounds) {
    const bool far = bounds.height() > kFarEdge || bounds.width() > kFarEdge;
    return layer(kEdgeZ, far ? -1 : part.value(graph_->edges[i].from));
  };
  auto place = [](QGraphicsItem* item, LayerItem* l) {
    if (item->parentItem() != l) item->setParentItem(l);
    item->setVisible(true);
  };

  // Nodes: an item per id kept; the others' items given to new nodes, from the
  // new node's layer first; the surplus hidden and kept for the next layout
  // (deleting an item from a scene of thousands costs more than hiding it).
  QHash<QString, int> oldIndex;
  oldIndex.reserve(nodeItems_.size());
  for (int i = 0; i < nodeItems_.size(); ++i) oldIndex.insert(nodeItems_[i]->node().id, i);
  QVector<NodeItem*> items(graph_->nodes.size(), nullptr);
  QVector<bool> kept(nodeItems_.size(), false);
  for (int i = 0; i < graph_->nodes.size(); ++i)
    if (const int o = oldIndex.value(graph_->nodes[i].id, -1); o >= 0) {
      items[i] = nodeItems_[o];
      kept[o] = true;
    }
  QHash<QGraphicsItem*, QVector<NodeItem*>> spareIn;  // by layer
  int spareCount = 0;
  auto addSpare = [&](NodeItem* n) {
    spareIn[n->parentItem()].push_back(n);
    ++spareCount;
  };
  for (NodeItem* n : spareNodes_) addSpare(n);
  for (int o = 0; o < nodeItems_.size(); ++o)
    if (!kept[o]) addSpare(nodeItems_[o]);
  QVector<int> pending;
  for (int i = 0; i < graph_->nodes.size(); ++i) {
    if (items[i]) continue;
    auto it = spareIn.find(nodeLayer(i));
    if (it != spareIn.end() && !it->isEmpty()) {
      items[i] = it->takeLast();
      --spareCount;
    } else {
      pending.push_back(i);
    }
  }
  for (int i : pending) {
    if (spareCount > 0) {
      auto it = std::find_if(spareIn.begin(), spareIn.end(), [](const QVector<NodeItem*>& v) { return !v.isEmpty(); });
      items[i] = it->takeLast();
      --spareCount;
    } else {
      items[i] = new NodeItem(graph_->nodes[i], layout_->nodeRects.value(i));
      items[i]->setParentItem(nodeLayer(i));
    }
  }
  for (int i = 0; i < graph_->nodes.size(); ++i) {
    items[i]->setNode(graph_->nodes[i], layout_->nodeRects.value(i));
    place(items[i], nodeLayer(i));
  }
  spareNodes_.clear();
  for (const auto& v : spareIn)
    for (NodeItem* n : v) {
      n->setVisible(false);
      spareNodes_.push_back(n);
    }
  nodeItems_ = std::move(items);

  // Edges: any item can show any edge; one from the edge's layer first.
  QHash<QGraphicsItem*, QVector<EdgeItem*>> spareEdgesIn;
  for (EdgeItem* e : edgeItems_)
    if (e) spareEdgesIn[e->parentItem()].push_back(e);
  for (EdgeItem* e : spareEdges_) spareEdgesIn[e->parentItem()].push_back(e);
  edgeItems_ = QVector<EdgeItem*>(graph_->edges.size(), nullptr);
  QVector<int> pendingEdges;
  QVector<LayerItem*> layerOfEdge(graph_->edges.size(), nullptr);
  for (int i = 0; i < graph_->edges.size(); ++i) {
    const QPainterPath& path = layout_->edgePaths.value(i);
    if (path.isEmpty()) continue;
    layerOfEdge[i] = edgeLayer(i, path.controlPointRect());
    auto it = spareEdgesIn.find(layerOfEdge[i]);
    if (it != spareEdgesIn.end() && !it->isEmpty())
      edgeItems_[i] = it->takeLast();
    else
      pendingEdges.push_back(i);
  }
  for (int i : pendingEdges) {
    auto it = std::find_if(spareEdgesIn.begin(), spareEdgesIn.end(), [](const QVector<EdgeItem*>& v) { return !v.isEmpty(); });
    if (it != spareEdgesIn.end()) {
      edgeItems_[i] = it->takeLast();
    } else {
      edgeItems_[i] = new EdgeItem(graph_->edges[i], layout_->edgePaths[i]);
      edgeItems_[i]->setParentItem(layerOfEdge[i]);
    }
  }
  for (int i = 0; i < graph_->edges.size(); ++i) {
    if (!edgeItems_[i]) continue;
    edgeItems_[i]->setEdge(graph_->edges[i], layout_->edgePaths[i]);
    place(edgeItems_[i], layerOfEdge[i]);
  }
  spareEdges_.clear();
  for (const auto& v : spareEdgesIn)
    for (EdgeItem* e : v) {
      e->setVisible(false);
      spareEdges_.push_back(e);
    }
  settingSelection_ = false;

  // Each layer is as large as what it holds now.
  QHash<LayerItem*, QRectF> bounds;
  for (NodeItem* n : nodeItems_) {
    auto* l = static_cast<LayerItem*>(n->parentItem());
    bounds[l] = bounds.value(l).united(n->boundingRect().translated(n->pos()));
  }
  for (EdgeItem* e : edgeItems_)
    if (e) {
      auto* l = static_cast<LayerItem*>(e->parentItem());
      bounds[l] = bounds.value(l).united(e->boundingRect());
    }
  for (LayerItem* l : layers_) l->setBounds(bounds.value(l));

  const auto cached = std::find_if(shapes_.begin(), shapes_.end(),
                                   [&](const Shapes& sh) { return sh.graph == graph_ && sh.layout == layout_; });
  if (cached != shapes_.end()) {
    std::rotate(shapes_.begin(), cached, cached + 1);
  } else {
    Shapes sh{graph_, layout_, std::make_unique<GroupShapes>(*graph_, *layout_, kOutlineStyle),
              std::make_unique<GroupShapes>(*graph_, *layout_, kMergedStyle)};
    shapes_.insert(shapes_.begin(), std::move(sh));
    if (shapes_.size() > kShapesKept) shapes_.pop_back();
  }
  outlines_ = shapes_.front().outlines.get();
  mergedShapes_ = shapes_.front().merged.get();
  setSceneRect(layout_->bounds.adjusted(-40, -40, 40, 40));
  selectMembers(selected);
}

NodeItem* GraphScene::itemForMember(const QString& member) const {
  if (!graph_) return nullptr;
  const int i = graph_->nodeOfMember.value(member, -1);
  return i >= 0 && i < nodeItems_.size() ? nodeItems_[i] : nullptr;
}

QRectF GraphScene::rectForMembers(const QStringList& members) const {
  QRectF r;
  for (const auto& m : members)
    if (const NodeItem* item = itemForMember(m)) r = r.united(item->sceneBoundingRect());
  return r;
}

void GraphScene::clearOverlay() {
  for (auto it = marked_.constBegin(); it != marked_.constEnd(); ++it) it.key()->setMark(NodeItem::Mark::None);
  marked_.clear();
  for (NodeItem* n : differing_) n->setDiffers(false);
  differing_.clear();
  for (QGraphicsItem* item : overlayItems_) {
    removeItem(item);
    delete item;
  }
  overlayItems_.clear();
  overlayByKey_.clear();
  calloutItem_ = nullptr;
  mergedItems_.clear();
  for (NodeItem* n : mergedAway_) n->setMergedAway(false);
  mergedAway_.clear();
  for (EdgeItem* e : hiddenEdges_) e->setVisible(true);
  hiddenEdges_.clear();
  overlay_ = {};
  focus_ = callout_ = {};
}

namespace {

NodeItem::Mark pairMarkOf(SceneOverlay::Outcome outcome) {
  switch (outcome) {
    case SceneOverlay::Outcome::Fused: return NodeItem::Mark::Fused;
    case SceneOverlay::Outcome::Rejected: return NodeItem::Mark::Rejected;
    default: return NodeItem::Mark::Trying;
  }
}

}  // namespace

void GraphScene::setOverlay(const SceneOverlay& overlay) {
  // The items always show overlay_ on the current layout: an equal overlay (the
  // same step shown again after a round's layout arrived) changes nothing.
  if (overlay == overlay_) return;
  overlay_ = overlay;
  focus_ = callout_ = {};

  // Marks and differences: only the boxes whose state changes are touched.
  QHash<NodeItem*, NodeItem::Mark> marks;
  for (const auto& m : overlay_.searchHits)
    if (NodeItem* item = itemForMember(m)) marks.insert(item, NodeItem::Mark::Search);
  if (overlay_.outcome != SceneOverlay::Outcome::None)
    for (const QString& m : {overlay_.pairA, overlay_.pairB})
      if (NodeItem* item = itemForMember(m)) marks.insert(item, pairMarkOf(overlay_.outcome));
  for (auto it = marked_.constBegin(); it != marked_.constEnd(); ++it)
    if (!marks.contains(it.key())) it.key()->setMark(NodeItem::Mark::None);
  for (auto it = marks.constBegin(); it != marks.constEnd(); ++it) it.key()->setMark(it.value());
  marked_ = std::move(marks);
  QSet<NodeItem*> differing;
  for (const auto& m : overlay_.differs)
    if (NodeItem* item = itemForMember(m)) differing.insert(item);
  for (NodeItem* n : differing_)
    if (!differing.contains(n)) n->setDiffers(false);
  for (NodeItem* n : differing) n->setDiffers(true);
  differing_ = std::move(differing);

  // Outlines and merged nodes: an item whose group, shape and agreement are
  // unchanged stays; the rest are made anew.
  QHash<QString, QGraphicsItem*> previous = std::move(overlayByKey_);
  overlayByKey_.clear();
  if (calloutItem_) {
    removeItem(calloutItem_);
    delete calloutItem_;
    calloutItem_ = nullptr;
  }
  overlayItems_.clear();
  if (graph_ && layout_) {
    const QVector<QPainterPath> outlines = outlines_->shapes(displayGroups(overlay_.clusters));
    for (int i = 0; i < outlines.size(); ++i) {
      if (outlines[i].isEmpty()) continue;
      const auto& c = overlay_.clusters[i];
      QString title = c.members.join(QLatin1Char('_'));
      auto* old = dynamic_cast<ClusterItem*>(previous.value(title));
      ClusterItem* item = nullptr;
      if (old && old->agrees() == c.inductorAgrees && old->shape() == outlines[i]) {
        item = old;
        previous.remove(title);
      } else {
        item = new ClusterItem(title, outlines[i], c.inductorAgrees);
        addItem(item);
      }
      overlayItems_.push_back(item);
      overlayByKey_.insert(title, item);
    }
  }
  QHash<QString, MergedNodeItem*> previousMerged;
  for (auto it = previous.constBegin(); it != previous.constEnd(); ++it)
    if (auto* m = dynamic_cast<MergedNodeItem*>(it.value())) previousMerged.insert(it.key(), m);
  for (auto it = previous.constBegin(); it != previous.constEnd(); ++it)
    if (!dynamic_cast<MergedNodeItem*>(it.value())) {
      removeItem(it.value());
      delete it.value();
    }
  if (graph_ && layout_) {
    addMerged(overlay_.merged, previousMerged);
    addCallout();
  }
  for (MergedNodeItem* m : previousMerged) {
    removeItem(m);
    delete m;
  }
}

QVector<QVector<int>> GraphScene::displayGroups(const QVector<SceneOverlay::Cluster>& groups) const {
  QVector<QVector<int>> out;
  out.reserve(groups.size());
  for (const auto& g : groups) {
    QVector<int> nodes;
    for (const auto& m : g.members)
      if (const int i = graph_->nodeOfMember.value(m, -1); i >= 0 && !nodes.contains(i)) nodes.push_back(i);
    out.push_back(nodes);
  }
  return out;
}

void GraphScene::addMerged(const QVector<SceneOverlay::Cluster>& groups, QHash<QString, MergedNodeItem*>& previous) {
  mergedItems_.clear();
  const QVector<QVector<int>> nodes = displayGroups(groups);
  // Only groups that span several boxes of this layout are merged here.
  QVector<QVector<int>> spanning;
  QVector<int> which;
  for (int i = 0; i < nodes.size(); ++i)
    if (nodes[i].size() > 1) {
      spanning.push_back(nodes[i]);
      which.push_back(i);
    }
  const QVector<QPainterPath> shapes = spanning.isEmpty() ? QVector<QPainterPath>() : mergedShapes_->shapes(spanning);
  const NodeItem::Mark pairMark = pairMarkOf(overlay_.outcome);
  QVector<int> groupOfNode(graph_->nodes.size(), -1);
  QSet<NodeItem*> mergedAway;
  for (int k = 0; k < spanning.size(); ++k) {
    QStringList members;
    QVector<NodeItem*> boxes;
    for (int i : spanning[k]) {
      groupOfNode[i] = k;
      members += graph_->nodes[i].members;
      boxes.push_back(nodeItems_[i]);
      mergedAway.insert(nodeItems_[i]);
    }
    const bool agrees = groups[which[k]].inductorAgrees;
    // The same members on this layout: the same node and label; only the shape
    // can change (where another group's bridge now crosses).
    const QString key = QStringLiteral("merged:") + members.join(QLatin1Char('_'));
    MergedNodeItem* item = previous.value(key);
    if (item && item->agrees() == agrees && item->shape() == shapes[k]) {
      previous.remove(key);
    } else {
      // The label goes in the largest member's box (it was sized for its own label),
      // widened over the members beside it in its rank that the shape joins.
      int largest = spanning[k].front();
      const auto area = [&](int i) { return layout_->nodeRects[i].width() * layout_->nodeRects[i].height(); };
      for (int i : spanning[k])
        if (area(i) > area(largest)) largest = i;
      QRectF label = layout_->nodeRects[largest];
      QVector<int> row = {largest};
      for (bool grew = true; grew;) {
        grew = false;
        for (int i : spanning[k])
          if (!row.contains(i) && std::any_of(row.begin(), row.end(), [&](int j) {
                return freeGap(layout_->nodeRects, i, j, kMergedStyle.margin + kMergedStyle.clearance);
              })) {
            row.push_back(i);
            const QRectF r = layout_->nodeRects[i];
            label.setLeft(std::min(label.left(), r.left()));
            label.setRight(std::max(label.right(), r.right()));
            grew = true;
          }
      }
      item = new MergedNodeItem(graph_->nodeFor(members), shapes[k], label, boxes, agrees);
      addItem(item);
    }
    item->setMark(overlay_.outcome != SceneOverlay::Outcome::None &&
                          (members.contains(overlay_.pairA) || members.contains(overlay_.pairB))
                      ? pairMark
                      : NodeItem::Mark::None);
    overlayItems_.push_back(item);
    overlayByKey_.insert(key, item);
    mergedItems_.push_back(item);
  }
  for (NodeItem* n : mergedAway_)
    if (!mergedAway.contains(n)) n->setMergedAway(false);
  for (NodeItem* n : mergedAway) n->setMergedAway(true);
  mergedAway_ = std::move(mergedAway);
  QSet<EdgeItem*> hidden;
  for (int e = 0; e < graph_->edges.size(); ++e) {
    const auto& edge = graph_->edges[e];
    const int g = groupOfNode.value(edge.from, -1);
    if (g < 0 || g != groupOfNode.value(edge.to, -1) || !edgeItems_[e]) continue;
    hidden.insert(edgeItems_[e]);
  }
  for (EdgeItem* e : hiddenEdges_)
    if (!hidden.contains(e)) e->setVisible(true);
  for (EdgeItem* e : hidden) e->setVisible(false);
  hiddenEdges_ = std::move(hidden);
}

void GraphScene::addCallout() {
  if (overlay_.outcome == SceneOverlay::Outcome::None) return;
  const QRectF a = rectForMembers({overlay_.pairA}), b = rectForMembers({overlay_.pairB});
  if (a.isNull() && b.isNull()) return;
  QString text;
  QColor color;
  switch (overlay_.outcome) {
    case SceneOverlay::Outcome::Fused: text = QStringLiteral("\u2713 fused"); color = QColor(0x1b, 0x9e, 0x3e); break;
    case SceneOverlay::Outcome::Rejected:
      text = QStringLiteral("\u2717 %1").arg(overlay_.reason);
      color = QColor(0xd3, 0x2f, 0x2f);
      break;
    default: text = QStringLiteral("trying\u2026"); color = QColor(0xf5, 0x9e, 0x0b); break;
  }
  auto* callout = new CalloutItem(text, color);
  QVector<QRectF> boxes;  // each box's sceneBoundingRect(), from the layout
  boxes.reserve(nodeItems_.size());
  for (int i = 0; i < nodeItems_.size(); ++i)
    if (!nodeItems_[i]->isMergedAway()) boxes.push_back(layout_->nodeRects[i].adjusted(-4, -4, 4, 4));
  QVector<QPainterPath> shapes;
  for (const MergedNodeItem* m : mergedItems_) shapes.push_back(m->shape());
  // The callout's box is its text's plus the background's padding.
  const QRectF box = callout->boundingRect();
  const QPointF at = placeLabel(box.size(), a.isNull() ? b : a, b.isNull() ? a : b, boxes, shapes, sceneRect());
  callout->setPos(at - box.topLeft());
  addItem(callout);
  callout_ = callout->sceneBoundingRect();
  focus_ = a.united(b).united(callout_);
  overlayItems_.push_back(callout);
  calloutItem_ = callout;
}

QStringList GraphScene::membersOfNode(const QString& member) const {
  if (const NodeItem* item = itemForMember(member)) return item->node().members;
  return {member};
}

QStringList GraphScene::selectedMembers() const {
  QStringList out;
  for (NodeItem* item : nodeItems_)
    if (item->isSelected()) out << item->node().members.front();
  return out;
}

void GraphScene::selectMembers(const QStringList& members) {
  settingSelection_ = true;
  clearSelection();
  for (const auto& m : members)
    if (NodeItem* item = itemForMember(m)) item->setSelected(true);
  settingSelection_ = false;
}

void GraphScene::onSelectionChanged() {
  for (MergedNodeItem* m : mergedItems_) m->update();  // they show their members' selection
  if (settingSelection_) return;
  emit memberSelectionChanged(selectedMembers());
}

void GraphScene::setItemCaching(bool on) {
  for (NodeItem* item : nodeItems_) item->setCacheMode(on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
}

QString GraphScene::stateSignature() const {
  QString s;
  for (NodeItem* item : nodeItems_) {
    const QRectF r = item->sceneBoundingRect();
    s += QStringLiteral("%1@%2,%3 mark=%4 diff=%5%6\n")
             .arg(item->node().id)
             .arg(r.x(), 0, 'f', 1)
             .arg(r.y(), 0, 'f', 1)
             .arg(static_cast<int>(item->mark()))
             .arg(item->differs())
             .arg(item->isMergedAway() ? QStringLiteral(" merged-away") : QString());
  }
  for (QGraphicsItem* item : overlayItems_) {
    if (auto* c = dynamic_cast<ClusterItem*>(item)) s += QStringLiteral("cluster %1\n").arg(c->title());
    if (auto* m = dynamic_cast<MergedNodeItem*>(item))
      s += QStringLiteral("merged %1 mark=%2\n").arg(m->node().id).arg(static_cast<int>(m->mark()));
    if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(item)) s += QStringLiteral("callout %1\n").arg(t->text());
  }
  return s;
}

}  // namespace fs::views
