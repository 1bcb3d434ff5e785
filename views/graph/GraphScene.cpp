#include "views/graph/GraphScene.h"

#include <QGraphicsView>

#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include "views/graph/GraphItems.h"

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
  nodeItems_.clear();
  clear();
  settingSelection_ = false;
  graph_.reset();
  layout_.reset();
  overlay_ = {};
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
  for (int i = 0; i < graph_->edges.size(); ++i) {
    const QPainterPath path = layout_->edgePaths.value(i);
    if (path.isEmpty()) continue;
    addItem(new EdgeItem(graph_->edges[i], path));
  }
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
  overlay_ = overlay;
  markAll(overlay_, true);
  focus_ = {};

  for (const auto& c : overlay_.clusters) {
    const QRectF r = rectForMembers(c.members).adjusted(-8, -8, 8, 8);
    if (r.isNull()) continue;
    auto* item = new ClusterItem(c.members.join(QLatin1Char('_')), r, c.inductorAgrees);
    addItem(item);
    overlayItems_.push_back(item);
  }
  if (overlay_.outcome != SceneOverlay::Outcome::None) {
    const QRectF r = rectForMembers({overlay_.pairA, overlay_.pairB});
    if (!r.isNull()) {
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
      // Under the later node of the pair, where the eye lands after the pair.
      const QRectF b = rectForMembers({overlay_.pairB});
      const QRectF a = rectForMembers({overlay_.pairA});
      const QRectF lower = a.bottom() > b.bottom() ? a : b;
      callout->setPos(lower.left(), lower.bottom() + 8);
      addItem(callout);
      focus_ = r.united(callout->sceneBoundingRect());
      overlayItems_.push_back(callout);
    }
  }
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
    s += QStringLiteral("%1@%2,%3 mark=%4 diff=%5\n")
             .arg(item->node().id)
             .arg(r.x(), 0, 'f', 1)
             .arg(r.y(), 0, 'f', 1)
             .arg(static_cast<int>(item->mark()))
             .arg(item->differs());
  }
  for (QGraphicsItem* item : overlayItems_) {
    if (auto* c = dynamic_cast<ClusterItem*>(item)) s += QStringLiteral("cluster %1\n").arg(c->title());
    if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(item)) s += QStringLiteral("callout %1\n").arg(t->text());
  }
  return s;
}

}  // namespace fs::views
