#include "views/graph/GraphView.h"

#include <QGraphicsItem>
#include <QPainter>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "views/graph/GraphItems.h"
#include "views/graph/GraphScene.h"

namespace fs::views {

/// The overview: the whole scene, fitted, with the main view's viewport drawn on
/// it; a click centres the main view there. The layout's boxes are drawn once per
/// graph into an image, each as a node item draws itself at overview scale (a
/// box in its class's colour; edges and outlines are too thin to show there).
/// Rendering the scene's items instead costs ~20 ms at 4,700 nodes, in every
/// step into a new round, and repainting them with every frame of the main view
/// would cost more than the main view itself.
class GraphView::Overview : public QWidget {
 public:
  explicit Overview(GraphView* main) : QWidget(main), main_(main) {
    setToolTip(tr("Overview: click to move there"));
    setCursor(Qt::PointingHandCursor);
  }
  void refit() {
    image_ = QImage();
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    const QRectF sr = main_->sceneRect();
    if (sr.isEmpty()) return;
    if (image_.size() != size()) {
      image_ = QImage(size(), QImage::Format_ARGB32_Premultiplied);
      image_.fill(QColor(250, 250, 250));
      const DisplayGraph* graph = main_->graphScene()->graph();
      const LayoutResult* layout = main_->graphScene()->layout();
      if (graph && layout) {
        QPainter ip(&image_);
        const QRectF t = target();
        const double s = t.width() / sr.width();
        for (int i = 0; i < layout->nodeRects.size() && i < graph->nodes.size(); ++i) {
          const QRectF& r = layout->nodeRects[i];
          ip.fillRect(QRectF((r.left() - sr.left()) * s + t.left(), (r.top() - sr.top()) * s + t.top(), r.width() * s,
                             r.height() * s),
                      nodeClassColor(graph->nodes[i].cls).darker(140));
        }
      }
    }
    // Translucent until hovered: the nodes beneath stay readable.
    p.setOpacity(underMouse() ? 1.0 : 0.72);
    p.drawImage(0, 0, image_);
    p.setPen(QColor(0x90, 0x90, 0x90));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    const QRectF visible = main_->mapToScene(main_->viewport()->rect()).boundingRect();
    const QRectF t = target();
    const double s = t.width() / sr.width();
    const QRectF r((visible.left() - sr.left()) * s + t.left(), (visible.top() - sr.top()) * s + t.top(),
                   visible.width() * s, visible.height() * s);
    p.setPen(QPen(QColor(0x19, 0x76, 0xd2), 1));
    p.setBrush(QColor(0x19, 0x76, 0xd2, 40));
    p.drawRect(r.intersected(QRectF(rect())));
  }
  void enterEvent(QEnterEvent*) override { update(); }
  void leaveEvent(QEvent*) override { update(); }
  void mousePressEvent(QMouseEvent* e) override { moveTo(e->position()); }
  void mouseMoveEvent(QMouseEvent* e) override {
    if (e->buttons() & Qt::LeftButton) moveTo(e->position());
  }

 private:
  /// Where the scene lands in this widget (aspect kept, centred).
  QRectF target() const {
    const QRectF sr = main_->sceneRect();
    const double s = std::min(width() / sr.width(), height() / sr.height());
    const QSizeF size(sr.width() * s, sr.height() * s);
    return QRectF(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
  }
  void moveTo(QPointF pos) {
    const QRectF sr = main_->sceneRect(), t = target();
    const double s = t.width() / sr.width();
    main_->centerOn(sr.left() + (pos.x() - t.left()) / s, sr.top() + (pos.y() - t.top()) / s);
  }
  GraphView* main_;
  QImage image_;
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
  const double maxW = std::min(kOverviewMaxFraction * viewport()->width(), double(kOverviewMaxPx));
  const double maxH = std::min(kOverviewMaxFraction * viewport()->height(), double(kOverviewMaxPx));
  overviewSize_ = {};
  if (sr.isEmpty() || maxW < 40 || maxH < 30) return;  // too small to be of use
  const double s = std::min(maxW / sr.width(), maxH / sr.height());
  // A very thin graph still gets a strip wide enough to click on.
  overviewSize_ = QSize(static_cast<int>(std::lround(std::clamp(sr.width() * s, std::min(24.0, maxW), maxW))),
                        static_cast<int>(std::lround(std::clamp(sr.height() * s, std::min(24.0, maxH), maxH))));
  overview_->setGeometry(overviewCorner(overviewCorner_));
  overview_->refit();
}

QRect GraphView::overviewCorner(int c) const {
  const int m = 6, w = overviewSize_.width(), h = overviewSize_.height();
  const int x = (c == 0 || c == 2) ? viewport()->width() - w - m : m;
  const int y = c < 2 ? viewport()->height() - h - m : m;
  return {x, y, w, h};
}

QRect GraphView::overviewGeometry() const { return overview_->isVisible() ? overview_->geometry() : QRect(); }

void GraphView::setOverviewEnabled(bool on) {
  overviewEnabled_ = on;
  updateOverviewVisibility();
}

void GraphView::resizeEvent(QResizeEvent* e) {
  QGraphicsView::resizeEvent(e);
  placeOverview();
  updateOverviewVisibility();
}

void GraphView::fitAll() {
  const QRectF sr = sceneRect();
  if (sr.isEmpty()) return;
  const double whole = std::min(viewport()->width() / sr.width(), viewport()->height() / sr.height());
  if (whole < kMinFitZoom) {
    // A graph too tall (or wide) to show whole legibly (llama's 4,740 nodes became a
    // hairline): fit its width, at least kMinFitZoom, around the part in view; the
    // overview map shows the whole.
    const double z = std::clamp(viewport()->width() / sr.width(), kMinFitZoom, 1.0);
    const QPointF c = mapToScene(viewport()->rect().center());
    setTransform(QTransform::fromScale(z, z));
    centerOn(sr.center().x(), c.y());
    emit viewportMoved();
    return;
  }
  fitInView(sr, Qt::KeepAspectRatio);
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
  overview_->update();
  if (follow) emit viewportMoved();
}

void GraphView::centerOnFocus() {
  const QRectF r = scene_->focusRect();
  if (r.isNull()) return;
  quiet_ = true;
  // A pair further apart than the view shows (on a 256-layer model, node1 and a
  // node hundreds of ranks below) would leave both out of view when centred
  // between: the view shows node1 then, and the edges lead to the other.
  const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
  const QRectF first = scene_->focusFirstRect();
  if ((r.width() > visible.width() || r.height() > visible.height()) && !first.isNull()) centerOn(first.center());
  else centerOn(r.center());
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
  if (!scene()) return;  // detached (the scene is being destroyed)
  const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
  const LayoutResult* layout = scene_->layout();
  const bool needed = overviewEnabled_ && overviewSize_.isValid() && layout && !visible.contains(layout->bounds);
  if (needed) {
    QRectF corners[4];
    for (int c = 0; c < 4; ++c) corners[c] = mapToScene(overviewCorner(c)).boundingRect();
    overviewCorner_ = chooseOverviewCorner(corners, layout->nodeRects, scene_->calloutRect(), overviewCorner_);
    overview_->setGeometry(overviewCorner(overviewCorner_));
  }
  overview_->setVisible(needed);
  if (needed) overview_->update();
}

int chooseOverviewCorner(const QRectF (&corners)[4], const QVector<QRectF>& nodeRects, const QRectF& callout, int current) {
  // The corner covering the least node area; the current one unless another is
  // clearly freer (the overview should not hop about while panning).
  auto covered = [&](int c) {
    double area = 0;
    for (const QRectF& n : nodeRects) {
      const QRectF i = n.intersected(corners[c]);
      if (!i.isEmpty()) area += i.width() * i.height();
    }
    // The callout (the step's verdict badge) must never be under the overview.
    if (!callout.intersected(corners[c]).isEmpty()) area += 1e9;
    return area;
  };
  const double here = covered(current);
  if (here <= 0) return current;
  int best = current;
  double bestArea = here;
  for (int c = 0; c < 4; ++c)
    if (const double a = c == current ? here : covered(c); a < 0.5 * bestArea) {
      best = c;
      bestArea = a;
    }
  return best;
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

