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
  QPointF best = spots.front();
  double bestScore = std::numeric_limits<double>::max();
  for (const QPointF& spot : spots) {
    const QRectF c = QRectF(spot, size).adjusted(-2, -2, 2, 2);  // keep clear, not just not touching
    double covered = 0;
    for (const QRectF& r : around) covered += overlapArea(c, r);
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
  mergedItems_.clear();
  mergedAway_.clear();
  hiddenEdges_.clear();
  nodeItems_.clear();
  edgeItems_.clear();
  clear();
  settingSelection_ = false;
  outlines_.reset();
  mergedShapes_.reset();
  graph_.reset();
  layout_.reset();
  overlay_ = {};
  focus_ = callout_ = {};
}

void GraphScene::setGraph(std::shared_ptr<const DisplayGraph> graph, std::shared_ptr<const LayoutResult> layout) {
  const QStringList selected = selectedMembers();
  clearGraph();
  graph_ = std::move(graph);
  layout_ = std::move(layout);
  if (!graph_ || !layout_) return;
  nodeItems_.reserve(graph_->nodes.size());
  for (int i = 0; i < graph_->nodes.size(); ++i) {
    auto* item = new NodeItem(graph_->nodes[i], layout_->nodeRects.value(i));
    addItem(item);
    nodeItems_.push_back(item);
  }
  edgeItems_.resize(graph_->edges.size(), nullptr);
  for (int i = 0; i < graph_->edges.size(); ++i) {
    const QPainterPath path = layout_->edgePaths.value(i);
    if (path.isEmpty()) continue;
    edgeItems_[i] = new EdgeItem(graph_->edges[i], path);
    addItem(edgeItems_[i]);
  }
  outlines_ = std::make_unique<GroupShapes>(*graph_, *layout_, kOutlineStyle);
  mergedShapes_ = std::make_unique<GroupShapes>(*graph_, *layout_, kMergedStyle);
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
    if (const NodeItem* item = itemForMember(m)) r = r.united(item->boundingRect());
  return r;
}

void GraphScene::setOverlay(const SceneOverlay& overlay) {
  // Reset the marks of the previous overlay only.
  auto markAll = [&](const SceneOverlay& o, bool set) {
    auto mark = [&](const QString& m, NodeItem::Mark k) {
      if (NodeItem* item = itemForMember(m)) item->setMark(set ? k : NodeItem::Mark::None);
    };
    for (const auto& m : o.searchHits) mark(m, NodeItem::Mark::Search);
    NodeItem::Mark pairMark = NodeItem::Mark::Trying;
    if (o.outcome == SceneOverlay::Outcome::Fused) pairMark = NodeItem::Mark::Fused;
    if (o.outcome == SceneOverlay::Outcome::Rejected) pairMark = NodeItem::Mark::Rejected;
    if (o.outcome != SceneOverlay::Outcome::None) {
      mark(o.pairA, pairMark);
      mark(o.pairB, pairMark);
    }
    for (const auto& m : o.differs)
      if (NodeItem* item = itemForMember(m)) item->setDiffers(set);
  };
  markAll(overlay_, false);
  for (QGraphicsItem* item : overlayItems_) {
    removeItem(item);
    delete item;
  }
  overlayItems_.clear();
  mergedItems_.clear();
  for (NodeItem* n : mergedAway_) n->setMergedAway(false);
  mergedAway_.clear();
  for (EdgeItem* e : hiddenEdges_) e->setVisible(true);
  hiddenEdges_.clear();
  overlay_ = overlay;
  markAll(overlay_, true);
  focus_ = callout_ = {};
  if (!graph_ || !layout_) return;

  const QVector<QPainterPath> outlines = outlines_->shapes(displayGroups(overlay_.clusters));
  for (int i = 0; i < outlines.size(); ++i) {
    if (outlines[i].isEmpty()) continue;
    const auto& c = overlay_.clusters[i];
    auto* item = new ClusterItem(c.members.join(QLatin1Char('_')), outlines[i], c.inductorAgrees);
    addItem(item);
    overlayItems_.push_back(item);
  }
  addMerged(overlay_.merged);
  addCallout();
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

void GraphScene::addMerged(const QVector<SceneOverlay::Cluster>& groups) {
  const QVector<QVector<int>> nodes = displayGroups(groups);
  // Only groups that span several boxes of this layout are merged here.
  QVector<QVector<int>> spanning;
  QVector<int> which;
  for (int i = 0; i < nodes.size(); ++i)
    if (nodes[i].size() > 1) {
      spanning.push_back(nodes[i]);
      which.push_back(i);
    }
  if (spanning.isEmpty()) return;
  const QVector<QPainterPath> shapes = mergedShapes_->shapes(spanning);
  NodeItem::Mark pairMark = NodeItem::Mark::Trying;
  if (overlay_.outcome == SceneOverlay::Outcome::Fused) pairMark = NodeItem::Mark::Fused;
  if (overlay_.outcome == SceneOverlay::Outcome::Rejected) pairMark = NodeItem::Mark::Rejected;
  QVector<int> groupOfNode(graph_->nodes.size(), -1);
  for (int k = 0; k < spanning.size(); ++k) {
    QStringList members;
    QVector<NodeItem*> boxes;
    int largest = spanning[k].front();
    const auto area = [&](int i) { return layout_->nodeRects[i].width() * layout_->nodeRects[i].height(); };
    for (int i : spanning[k]) {
      groupOfNode[i] = k;
      members += graph_->nodes[i].members;
      NodeItem* box = nodeItems_[i];
      boxes.push_back(box);
      box->setMergedAway(true);
      mergedAway_.push_back(box);
      if (area(i) > area(largest)) largest = i;
    }
    // The label goes in the largest member's box (it was sized for its own label),
    // widened over the members beside it in its rank that the shape joins.
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
    auto* item = new MergedNodeItem(graph_->nodeFor(members), shapes[k], label, boxes, groups[which[k]].inductorAgrees);
    if (overlay_.outcome != SceneOverlay::Outcome::None &&
        (members.contains(overlay_.pairA) || members.contains(overlay_.pairB)))
      item->setMark(pairMark);
    addItem(item);
    overlayItems_.push_back(item);
    mergedItems_.push_back(item);
  }
  for (int e = 0; e < graph_->edges.size(); ++e) {
    const auto& edge = graph_->edges[e];
    const int g = groupOfNode.value(edge.from, -1);
    if (g < 0 || g != groupOfNode.value(edge.to, -1) || !edgeItems_[e]) continue;
    edgeItems_[e]->setVisible(false);
    hiddenEdges_.push_back(edgeItems_[e]);
  }
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
  QVector<QRectF> boxes;
  boxes.reserve(nodeItems_.size());
  for (const NodeItem* n : nodeItems_)
    if (!n->isMergedAway()) boxes.push_back(n->boundingRect());
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
    const QRectF r = item->boundingRect();
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
