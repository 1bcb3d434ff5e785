#include "views/graph/GraphView.h"

#include <QGraphicsItem>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include "views/graph/GraphScene.h"

namespace fs::views {

/// The overview: the whole scene, fitted, with the main view's viewport drawn on
/// it; a click centres the main view there.
class GraphView::Overview : public QGraphicsView {
 public:
  Overview(GraphView* main) : QGraphicsView(main->scene(), main), main_(main) {
    setInteractive(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::Box);
    setRenderHint(QPainter::Antialiasing, false);
    setBackgroundBrush(QColor(250, 250, 250, 235));
    setCacheMode(QGraphicsView::CacheBackground);
    setToolTip(tr("Overview: click to move there"));
  }
  void refit() { fitInView(sceneRect(), Qt::KeepAspectRatio); }

 protected:
  void drawForeground(QPainter* p, const QRectF&) override {
    const QRectF visible = main_->mapToScene(main_->viewport()->rect()).boundingRect();
    p->setPen(QPen(QColor(0x19, 0x76, 0xd2), 0));
    p->setBrush(QColor(0x19, 0x76, 0xd2, 40));
    p->drawRect(visible);
  }
  void mousePressEvent(QMouseEvent* e) override { main_->centerOn(mapToScene(e->pos())); }
  void mouseMoveEvent(QMouseEvent* e) override {
    if (e->buttons() & Qt::LeftButton) main_->centerOn(mapToScene(e->pos()));
  }
  void wheelEvent(QWheelEvent*) override {}

 private:
  GraphView* main_;
};

GraphView::GraphView(GraphScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setDragMode(QGraphicsView::ScrollHandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setOptimizationFlags(QGraphicsView::DontSavePainterState);
  overview_ = new Overview(this);
  overview_->hide();
  connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
    overview_->refit();
    placeOverview();
    updateOverviewVisibility();
  });
}

void GraphView::placeOverview() {
  const QRectF sr = sceneRect();
  int w = std::max(70, viewport()->width() / 6);
  int h = sr.width() > 0 ? static_cast<int>(w * sr.height() / sr.width()) : w;
  h = std::clamp(h, 50, std::max(50, viewport()->height() / 2));
  if (sr.height() > 0) w = std::clamp(static_cast<int>(h * sr.width() / sr.height()), 50, w);
  overview_->setGeometry(viewport()->width() - w - 6, viewport()->height() - h - 6, w, h);
  overview_->refit();
}

void GraphView::resizeEvent(QResizeEvent* e) {
  QGraphicsView::resizeEvent(e);
  placeOverview();
  updateOverviewVisibility();
}

void GraphView::fitAll() {
  fitInView(sceneRect(), Qt::KeepAspectRatio);
  // Never shrink text below legibility on a small graph's first fit... but do
  // show the whole of a big one.
  if (zoom() > 1.0) {
    const QPointF c = mapToScene(viewport()->rect().center());
    setTransform(QTransform());
    centerOn(c);
  }
  emit viewportMoved();
}

void GraphView::zoomToSelection() {
  QRectF r;
  for (QGraphicsItem* item : scene()->selectedItems()) r = r.united(item->sceneBoundingRect());
  if (r.isNull()) return;
  fitInView(r.adjusted(-80, -80, 80, 80), Qt::KeepAspectRatio);
  if (zoom() > 1.5) {
    const QPointF c = r.center();
    setTransform(QTransform::fromScale(1.5, 1.5));
    centerOn(c);
  }
  emit viewportMoved();
}

void GraphView::centerOnMembers(const QStringList& members, bool follow) {
  const QRectF r = scene_->rectForMembers(members);
  if (r.isNull()) return;
  quiet_ = !follow;
  centerOn(r.center());
  quiet_ = false;
  overview_->viewport()->update();
  if (follow) emit viewportMoved();
}

void GraphView::centerOnFocus() {
  const QRectF r = scene_->focusRect();
  if (r.isNull()) return;
  quiet_ = true;
  centerOn(r.center());
  quiet_ = false;
  updateOverviewVisibility();
}

void GraphView::showInitial() {
  const QRectF sr = sceneRect();
  if (sr.isEmpty()) return;
  const double fit = std::min(viewport()->width() / sr.width(), viewport()->height() / sr.height());
  quiet_ = true;
  if (fit >= 0.45) {
    fitAll();
  } else {
    const double z = 0.7;
    setTransform(QTransform::fromScale(z, z));
    const double halfH = viewport()->height() / (2 * z);
    // Centre on the graph's first ranks (where its inputs are), not on the
    // middle of a wide bounding box.
    QRectF top;
    if (const LayoutResult* l = scene_->layout()) {
      for (const QRectF& r : l->nodeRects)
        if (r.top() < l->bounds.top() + 2 * halfH) top = top.united(r);
    }
    centerOn(top.isNull() ? sr.center().x() : top.center().x(), sr.top() + halfH);
  }
  quiet_ = false;
  updateOverviewVisibility();
}

void GraphView::zoomBy(double factor) {
  const double z = zoom() * factor;
  if (z < 0.01 || z > 8) return;
  scale(factor, factor);
  emit viewportMoved();
}

void GraphView::wheelEvent(QWheelEvent* e) {
  const double steps = e->angleDelta().y() / 120.0;
  if (steps == 0) return;
  zoomBy(std::pow(1.18, steps));
}

void GraphView::updateOverviewVisibility() {
  // Only when part of the graph is out of sight.
  const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
  const LayoutResult* layout = scene_->layout();
  const bool needed = layout && !visible.contains(layout->bounds);
  overview_->setVisible(needed);
  if (needed) overview_->viewport()->update();
}

void GraphView::scrollContentsBy(int dx, int dy) {
  QGraphicsView::scrollContentsBy(dx, dy);
  updateOverviewVisibility();
  if (!quiet_) emit viewportMoved();
}

void GraphView::drawBackground(QPainter* p, const QRectF& rect) { p->fillRect(rect, Qt::white); }

void GraphView::linkWith(GraphView* other) {
  linked_ = other;
  other->linked_ = this;
  connect(this, &GraphView::viewportMoved, other, [other, this] { other->syncFrom(this); });
  connect(other, &GraphView::viewportMoved, this, [other, this] { syncFrom(other); });
}

void GraphView::syncFrom(GraphView* source) {
  if (syncing_ || source->syncing_) return;
  syncing_ = true;
  const QRectF src = source->sceneRect();
  const QPointF c = source->mapToScene(source->viewport()->rect().center());
  const double rx = src.width() > 0 ? (c.x() - src.left()) / src.width() : 0.5;
  const double ry = src.height() > 0 ? (c.y() - src.top()) / src.height() : 0.5;
  setTransform(QTransform::fromScale(source->zoom(), source->zoom()));
  const QRectF dst = sceneRect();
  centerOn(dst.left() + rx * dst.width(), dst.top() + ry * dst.height());
  updateOverviewVisibility();
  syncing_ = false;
}

}  // namespace fs::views

