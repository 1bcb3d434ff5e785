// GraphView: a pane's view on a GraphScene: wheel zoom, drag to pan, fit, zoom to
// selection, an overview (minimap) in a corner, and synchronised zoom and pan
// with a linked view (before/after panes).
//
// The overview shows while part of the graph is out of sight and it is enabled.
// It is the whole scene fitted into at most kOverviewMaxFraction of the
// viewport's width and of its height and at most kOverviewMaxPx either way; it is
// translucent until hovered and sits in the corner covering the fewest nodes
// (bottom right unless another corner is clearly freer). A viewport too small for
// a usable overview has none.
#pragma once

#include <QGraphicsView>
#include <QPointer>
#include <QRectF>
#include <QVector>

namespace fs::views {

class GraphScene;

/// The overview's corner (0..3, GraphView::overviewCorner's numbering): `current`
/// unless it covers any node or the callout (the step's verdict badge) and another
/// corner covers less than half as much. `corners`: the four corner rectangles in
/// scene coordinates; a corner over the callout counts as covering everything.
int chooseOverviewCorner(const QRectF (&corners)[4], const QVector<QRectF>& nodeRects, const QRectF& callout, int current);

class GraphView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit GraphView(GraphScene* scene, QWidget* parent = nullptr);

  GraphScene* graphScene() const { return scene_; }
  /// The smallest zoom Fit goes to: below it boxes are a hairline and text is gone.
  static constexpr double kMinFitZoom = 0.08;
  /// Shows the whole graph; one too big to show whole above kMinFitZoom is fitted
  /// to its width instead (at least kMinFitZoom), around the part in view.
  void fitAll();
  void zoomToSelection();
  void zoomBy(double factor);
  /// Centres on the nodes holding these members, keeping the zoom. `follow`:
  /// the linked view follows (a user's move); else only this view moves (both
  /// panes are centred on their own nodes when stepping).
  void centerOnMembers(const QStringList& members, bool follow = true);
  /// Centres on the current step's pair and its callout (see GraphScene::focusRect),
  /// this view only, keeping the zoom; on the pair's first node when the pair does
  /// not fit in the view.
  void centerOnFocus();
  /// The first view of a new graph: the whole graph when it is legible at that
  /// size, else a readable zoom at the graph's top (the overview shows the rest).
  void showInitial();
  /// Zoom and pan follow `other` (and back). Positions are synchronised relative
  /// to each scene's rectangle, since the two panes have different layouts.
  void linkWith(GraphView* other);
  double zoom() const { return transform().m11(); }

  static constexpr double kOverviewMaxFraction = 0.2;
  static constexpr int kOverviewMaxPx = 200;
  void setOverviewEnabled(bool on);
  bool overviewEnabled() const { return overviewEnabled_; }
  /// Where the overview is in the viewport; null while it is hidden.
  QRect overviewGeometry() const;

 signals:
  void viewportMoved();

 protected:
  void wheelEvent(QWheelEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void scrollContentsBy(int dx, int dy) override;
  void drawBackground(QPainter* painter, const QRectF& rect) override;

 private:
  void syncFrom(GraphView* source);
  void placeOverview();
  void updateOverviewVisibility();
  /// The overview's rectangle in corner `c` (0 bottom right, 1 bottom left, 2 top right, 3 top left).
  QRect overviewCorner(int c) const;
  GraphScene* scene_;
  QPointer<GraphView> linked_;
  class Overview;
  Overview* overview_ = nullptr;
  QSize overviewSize_;
  int overviewCorner_ = 0;
  bool overviewEnabled_ = true;
  bool syncing_ = false;
  bool quiet_ = false;  ///< programmatic move: do not drive the linked view
};

}  // namespace fs::views
