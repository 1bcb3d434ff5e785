#include "views/graph/GraphScene.h"

#include <QElapsedTimer>
#include <QGraphicsView>

#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include "views/graph/GraphItems.h"
#include "views/graph/GroupShapes.h"

#include <algorithm>
#include <utility>
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
constexpr GroupShapeStyle kMergedStyle{2, 1e6, 1e6, 2, 6};

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

/// The root of one layout's items (GraphScene::ItemSet): draws nothing and holds
/// the set's containers and overlay. A set is hidden by culling, not by
/// QGraphicsItem::setVisible (which visits each of ~10,000 items, ~10 ms both
/// ways at 4,700 nodes): the root "contains its children in its shape", so an
/// empty bounding rectangle keeps painting and hit tests out of the whole set at
/// the cost of one rectangle test; shown, it is unbounded.
class SetRootItem : public QGraphicsItem {
 public:
  SetRootItem() {
    setFlag(ItemContainsChildrenInShape);
    setAcceptedMouseButtons(Qt::NoButton);
  }
  QRectF boundingRect() const override { return shown_ ? QRectF(-1e7, -1e7, 2e7, 2e7) : QRectF(); }
  void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}
  bool shown() const { return shown_; }
  void setShown(bool on) {
    if (on == shown_) return;
    prepareGeometryChange();
    shown_ = on;
  }

 private:
  bool shown_ = false;
};

struct GraphScene::ItemSet {
  std::shared_ptr<const DisplayGraph> graph;
  std::shared_ptr<const LayoutResult> layout;
  SetRootItem* root = nullptr;  ///< owns every item of the set (deleted with it)
  QVector<NodeItem*> nodeItems;   ///< while the set is not shown (else the scene's)
  QVector<EdgeItem*> edgeItems;
  QHash<QPair<double, int>, LayerItem*> layerOf;  ///< (z, part) -> container (-1: the unculled one)
  QVector<LayerItem*> layers;
  QVector<int> part;  ///< while building: each node's part of the graph
  int builtNodes = 0, builtEdges = 0;
  bool complete = false;
  std::unique_ptr<GroupShapes> outlines, merged;
  // The overlay the set showed last (while it is not shown).
  QVector<QGraphicsItem*> overlayItems;
  QVector<MergedNodeItem*> mergedItems;
  QHash<QString, QGraphicsItem*> overlayByKey;
  QGraphicsItem* calloutItem = nullptr;
  QHash<NodeItem*, NodeItem::Mark> marked;
  QSet<NodeItem*> differing, mergedAway;
  QSet<EdgeItem*> hiddenEdges;
  SceneOverlay overlay;
  QRectF focus, focusFirst, callout;
};

GraphScene::GraphScene(QObject* parent) : QGraphicsScene(parent) {
  // Items never move; painting culls by itself well enough, and a BSP index costs
  // more to rebuild on a round change (742 nodes) than it saves.
  setItemIndexMethod(QGraphicsScene::NoIndex);
  connect(this, &QGraphicsScene::selectionChanged, this, &GraphScene::onSelectionChanged);
  prepareTimer_.setSingleShot(true);
  prepareTimer_.setInterval(0);
  connect(&prepareTimer_, &QTimer::timeout, this, &GraphScene::buildPrepared);
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
  prepareTimer_.stop();
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
  sets_.clear();  // their items go with the scene's
  doomed_.clear();
  current_ = nullptr;
  clear();
  settingSelection_ = false;
  outlines_ = mergedShapes_ = nullptr;
  graph_.reset();
  layout_.reset();
  overlay_ = {};
  focus_ = focusFirst_ = callout_ = {};
}

GraphScene::ItemSet* GraphScene::findSet(const LayoutResult* layout) const {
  for (const auto& s : sets_)
    if (s->layout.get() == layout) return s.get();
  return nullptr;
}

bool GraphScene::isPrepared(const LayoutResult* layout) const {
  const ItemSet* s = findSet(layout);
  return s && s->complete;
}

QVector<NodeItem*> GraphScene::nodeItemsOf(const LayoutResult* layout) const {
  const ItemSet* s = findSet(layout);
  if (!s || !s->complete) return {};
  return s == current_ ? nodeItems_ : s->nodeItems;
}

bool GraphScene::buildSome(ItemSet& s, qint64 budgetNs) {
  if (s.complete) return true;
  QElapsedTimer clock;
  clock.start();
  auto timeUp = [&](int i) { return budgetNs >= 0 && (i & 31) == 31 && clock.nsecsElapsed() > budgetNs; };
  const DisplayGraph& g = *s.graph;
  const LayoutResult& l = *s.layout;
  // Each item goes into the container of its part of the graph (LayerItem): nodes
  // by their first member's pre-fusion order, edges by the node they leave; an
  // edge reaching far goes into one container that is never culled.
  auto layerFor = [&](double z, int key) {
    const QPair<double, int> k(z, key);
    if (LayerItem* found = s.layerOf.value(k)) return found;
    auto* made = new LayerItem(z, key >= 0);
    made->setParentItem(s.root);
    s.layerOf.insert(k, made);
    s.layers.push_back(made);
    return made;
  };
  if (!s.root) {
    s.root = new SetRootItem;  // not shown
    addItem(s.root);
    s.part = QVector<int>(g.nodes.size(), 0);
    for (int i = 0; i < g.nodes.size(); ++i)
      if (const auto m = g.members.constFind(g.nodes[i].members.value(0)); m != g.members.constEnd())
        s.part[i] = m->order / kNodesPerLayer;
    s.nodeItems = QVector<NodeItem*>(g.nodes.size(), nullptr);
    s.edgeItems = QVector<EdgeItem*>(g.edges.size(), nullptr);
  }
  while (s.builtNodes < g.nodes.size()) {
    const int i = s.builtNodes++;
    auto* n = new NodeItem(g.nodes[i], l.nodeRects.value(i));
    if (!caching_) n->setCacheMode(QGraphicsItem::NoCache);
    n->setParentItem(layerFor(kNodeZ, s.part[i]));
    s.nodeItems[i] = n;
    ++itemsMade_;
    if (timeUp(i)) return false;
  }
  while (s.builtEdges < g.edges.size()) {
    const int i = s.builtEdges++;
    const QPainterPath& path = l.edgePaths.value(i);
    if (!path.isEmpty()) {
      const QRectF bounds = path.controlPointRect();
      const bool far = bounds.height() > kFarEdge || bounds.width() > kFarEdge;
      auto* e = new EdgeItem(g.edges[i], path);
      e->setParentItem(layerFor(kEdgeZ, far ? -1 : s.part.value(g.edges[i].from)));
      s.edgeItems[i] = e;
      ++itemsMade_;
    }
    if (timeUp(i)) return false;
  }
  // Each container is as large as what it holds.
  QHash<LayerItem*, QRectF> bounds;
  for (NodeItem* n : s.nodeItems) {
    auto* layer = static_cast<LayerItem*>(n->parentItem());
    bounds[layer] = bounds.value(layer).united(n->boundingRect().translated(n->pos()));
  }
  for (EdgeItem* e : s.edgeItems)
    if (e) {
      auto* layer = static_cast<LayerItem*>(e->parentItem());
      bounds[layer] = bounds.value(layer).united(e->boundingRect());
    }
  for (LayerItem* layer : s.layers) layer->setBounds(bounds.value(layer));
  s.outlines = std::make_unique<GroupShapes>(g, l, kOutlineStyle);
  s.merged = std::make_unique<GroupShapes>(g, l, kMergedStyle);
  s.part = {};
  s.complete = true;
  return true;
}

void GraphScene::buildPrepared() {
  // A few milliseconds per turn of the event loop: a key press waits at most that.
  constexpr qint64 kSliceNs = 4'000'000;
  QElapsedTimer clock;
  clock.start();
  while (!doomed_.isEmpty() && clock.nsecsElapsed() < kSliceNs) {
    // An evicted set goes one container at a time.
    QGraphicsItem* root = doomed_.back();
    const QList<QGraphicsItem*> children = root->childItems();
    if (children.isEmpty()) {
      doomed_.pop_back();
      delete root;
    } else {
      delete children.back();
    }
  }
  for (const auto& s : sets_) {
    const qint64 left = kSliceNs - clock.nsecsElapsed();
    if (left <= 0) break;
    if (!s->complete && !buildSome(*s, left)) break;
  }
  const bool more = !doomed_.isEmpty() || std::any_of(sets_.begin(), sets_.end(), [](const auto& s) { return !s->complete; });
  if (more) prepareTimer_.start();
}

void GraphScene::evictSets() {
  while (sets_.size() > kSetsKept) {
    auto victim = std::find_if(sets_.rbegin(), sets_.rend(), [&](const auto& s) { return s.get() != current_; });
    if (victim == sets_.rend()) return;
    if ((*victim)->root) doomed_.push_back((*victim)->root);  // hidden; deleted while idle
    sets_.erase(std::next(victim).base());
  }
  if (!doomed_.isEmpty() && !prepareTimer_.isActive()) prepareTimer_.start();
}

void GraphScene::prepareGraph(std::shared_ptr<const DisplayGraph> graph, std::shared_ptr<const LayoutResult> layout) {
  if (!graph || !layout) return;
  // Kept sets by recency: the current one first, then the one asked for here.
  const auto found = std::find_if(sets_.begin(), sets_.end(), [&](const auto& s) { return s->layout == layout; });
  std::unique_ptr<ItemSet> s;
  if (found != sets_.end()) {
    if ((*found)->graph == graph || found->get() == current_) {
      if (found->get() != current_ && found != sets_.begin() + 1) {
        s = std::move(*found);
        sets_.erase(found);
        sets_.insert(sets_.begin() + std::min<size_t>(sets_.size(), current_ ? 1 : 0), std::move(s));
      }
      return;
    }
  }
  s = std::make_unique<ItemSet>();
  s->graph = std::move(graph);
  s->layout = std::move(layout);
  sets_.insert(sets_.begin() + std::min<size_t>(sets_.size(), current_ ? 1 : 0), std::move(s));
  evictSets();
  if (!prepareTimer_.isActive()) prepareTimer_.start();
}

void GraphScene::stash(ItemSet& s) {
  s.nodeItems = std::move(nodeItems_);
  s.edgeItems = std::move(edgeItems_);
  s.overlayItems = std::move(overlayItems_);
  s.mergedItems = std::move(mergedItems_);
  s.overlayByKey = std::move(overlayByKey_);
  s.calloutItem = std::exchange(calloutItem_, nullptr);
  s.marked = std::move(marked_);
  s.differing = std::move(differing_);
  s.mergedAway = std::move(mergedAway_);
  s.hiddenEdges = std::move(hiddenEdges_);
  s.overlay = std::exchange(overlay_, {});
  s.focus = std::exchange(focus_, {});
  s.focusFirst = std::exchange(focusFirst_, {});
  s.callout = std::exchange(callout_, {});
  nodeItems_.clear();
  edgeItems_.clear();
  overlayItems_.clear();
  mergedItems_.clear();
  overlayByKey_.clear();
  marked_.clear();
  differing_.clear();
  mergedAway_.clear();
  hiddenEdges_.clear();
}

void GraphScene::unstash(ItemSet& s) {
  nodeItems_ = std::move(s.nodeItems);
  edgeItems_ = std::move(s.edgeItems);
  overlayItems_ = std::move(s.overlayItems);
  mergedItems_ = std::move(s.mergedItems);
  overlayByKey_ = std::move(s.overlayByKey);
  calloutItem_ = std::exchange(s.calloutItem, nullptr);
  marked_ = std::move(s.marked);
  differing_ = std::move(s.differing);
  mergedAway_ = std::move(s.mergedAway);
  hiddenEdges_ = std::move(s.hiddenEdges);
  overlay_ = std::exchange(s.overlay, {});
  focus_ = std::exchange(s.focus, {});
  focusFirst_ = std::exchange(s.focusFirst, {});
  callout_ = std::exchange(s.callout, {});
  s.nodeItems.clear();
  s.edgeItems.clear();
  s.overlayItems.clear();
  s.mergedItems.clear();
  s.overlayByKey.clear();
  s.marked.clear();
  s.differing.clear();
  s.mergedAway.clear();
  s.hiddenEdges.clear();
  outlines_ = s.outlines.get();
  mergedShapes_ = s.merged.get();
}

bool GraphScene::inShownSet(const QGraphicsItem* item) const {
  return item && current_ && item->topLevelItem() == current_->root;
}

void GraphScene::adopt(QGraphicsItem* item) {
  // Stacked with the set's containers (z: outlines 0, edges 1, nodes 2, merged
  // nodes 2.5, callout 5), hidden with them.
  item->setParentItem(current_->root);
}

void GraphScene::setGraph(std::shared_ptr<const DisplayGraph> graph, std::shared_ptr<const LayoutResult> layout) {
  if (!graph || !layout) {
    clearGraph();
    return;
  }
  if (graph == graph_ && layout == layout_) return;  // the same layout (two rounds alike): nothing moves
  const QStringList selected = selectedMembers();
  // Hidden items lose their selection: selectMembers() restores it on the new set.
  settingSelection_ = true;
  auto found = std::find_if(sets_.begin(), sets_.end(), [&](const auto& s) { return s->layout == layout && s->graph == graph; });
  std::unique_ptr<ItemSet> next;
  if (found != sets_.end()) {
    next = std::move(*found);
    sets_.erase(found);
  } else {
    next = std::make_unique<ItemSet>();
    next->graph = graph;
    next->layout = layout;
  }
  buildSome(*next, -1);  // a set not prepared (or half built) is finished now
  if (current_) {
    stash(*current_);
    current_->root->setShown(false);
  }
  current_ = next.get();
  sets_.insert(sets_.begin(), std::move(next));
  unstash(*current_);
  current_->root->setShown(true);
  graph_ = std::move(graph);
  layout_ = std::move(layout);
  settingSelection_ = false;
  evictSets();
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
  focus_ = focusFirst_ = callout_ = {};

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
        adopt(item);
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
      // Each piece of the shape (members joined by wide bridges; far-apart pieces
      // are linked thinly) shows the name: in its largest member's box (sized for
      // its own label), widened over the members beside it in its rank.
      QVector<QRectF> labels;
      const auto area = [&](int i) { return layout_->nodeRects[i].width() * layout_->nodeRects[i].height(); };
      for (const QVector<int>& piece : mergedShapes_->pieces(spanning[k])) {
        int largest = piece.front();
        for (int i : piece)
          if (area(i) > area(largest)) largest = i;
        QRectF label = layout_->nodeRects[largest];
        QVector<int> row = {largest};
        for (bool grew = true; grew;) {
          grew = false;
          for (int i : piece)
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
        labels.push_back(label);
      }
      item = new MergedNodeItem(graph_->nodeFor(members), shapes[k], labels, boxes, agrees);
      adopt(item);
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
  adopt(callout);
  callout_ = callout->sceneBoundingRect();
  focus_ = a.united(b).united(callout_);
  focusFirst_ = a.isNull() ? b : a;
  overlayItems_.push_back(callout);
  calloutItem_ = callout;
}

const MergedNodeItem* GraphScene::mergedOf(const NodeItem* box) const {
  if (!box || !box->isMergedAway()) return nullptr;
  for (const MergedNodeItem* m : mergedItems_)
    if (m->boxes().contains(box)) return m;
  return nullptr;
}

QStringList GraphScene::membersOfNode(const QString& member) const {
  const NodeItem* item = itemForMember(member);
  if (const MergedNodeItem* m = mergedOf(item)) return m->node().members;
  if (item) return item->node().members;
  return {member};
}

QStringList GraphScene::selectedMembers() const {
  QStringList out;
  QSet<const MergedNodeItem*> seen;  // a fused node is one selection: its first member
  for (NodeItem* item : nodeItems_) {
    if (!item->isSelected()) continue;
    if (const MergedNodeItem* m = mergedOf(item)) {
      if (seen.contains(m)) continue;
      seen.insert(m);
    }
    out << item->node().members.front();
  }
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
  caching_ = on;
  const auto mode = on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
  for (NodeItem* item : nodeItems_) item->setCacheMode(mode);
  for (const auto& s : sets_)
    for (NodeItem* item : s->nodeItems)
      if (item) item->setCacheMode(mode);
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
