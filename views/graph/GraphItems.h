// Scene items of a graph pane: a node box, an edge with its arrow, a fused-group
// outline. Items only paint what they are given; the scene decides state.
#pragma once

#include <QGraphicsItem>
#include <QGraphicsPathItem>

#include "views/graph/DisplayGraph.h"

namespace fs::views {

/// Fill colour of a node class (one palette for the panes, legend and tests).
QColor nodeClassColor(NodeClass c);

class NodeItem : public QGraphicsItem {
 public:
  enum class Mark { None, Fused, Rejected, Trying, Search };
  NodeItem(const DisplayNode& node, const QRectF& rect);
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const DisplayNode& node() const { return node_; }
  void setMark(Mark m);
  Mark mark() const { return mark_; }
  /// Set when the node differs from Inductor's plan (drawn as a dashed outline).
  void setDiffers(bool d);
  bool differs() const { return differs_; }

 private:
  DisplayNode node_;
  QRectF rect_;
  Mark mark_ = Mark::None;
  bool differs_ = false;
};

class EdgeItem : public QGraphicsPathItem {
 public:
  EdgeItem(const DisplayEdge& edge, const QPainterPath& path);
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  QPainterPath shape() const override;
  QRectF boundingRect() const override;
  const DisplayEdge& edge() const { return edge_; }

 protected:
  void hoverEnterEvent(QGraphicsSceneHoverEvent* e) override;
  void hoverLeaveEvent(QGraphicsSceneHoverEvent* e) override;

 private:
  DisplayEdge edge_;
  QPolygonF arrow_;
  bool hovered_ = false;
};

/// Outline around the members of a group fused during the current round.
class ClusterItem : public QGraphicsItem {
 public:
  ClusterItem(const QString& title, const QRectF& rect, bool inductorAgrees);
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const QString& title() const { return title_; }

 private:
  QString title_;
  QRectF rect_;
  bool agrees_;
};

}  // namespace fs::views
