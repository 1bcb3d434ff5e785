// Scene items of a graph pane: a node box, an edge with its arrow, a fused-group
// outline, a group drawn merged into one node. Items only paint what they are
// given; the scene decides state.
#pragma once

#include <QGraphicsItem>
#include <QFontMetricsF>
#include <QGraphicsPathItem>

#include "views/graph/DisplayGraph.h"

namespace fs::views {

/// Fill colour of a node class (one palette for the panes, legend and tests).
QColor nodeClassColor(NodeClass c);

/// A node's name line fitted to `width` (the box's text width, in `fm`'s units): the
/// whole title when it fits; a fused node's first member and how many more ("op5499
/// +2") when that fits; else the text cut at its end ("op5499_op55…"). Never cut in
/// the middle, where "op47…p478" reads as another node's name. The tooltip has the
/// whole name.
QString fittedTitle(const QString& title, const QStringList& members, const QFontMetricsF& fm, double width);

/// A node box. It sits at its box's top left (pos()) and paints in local
/// coordinates, so that a new layout moves it without repainting its cache.
class NodeItem : public QGraphicsItem {
 public:
  enum class Mark { None, Fused, Rejected, Trying, Search };
  /// `rect`: the box as laid out, in scene coordinates.
  NodeItem(const DisplayNode& node, const QRectF& rect);
  /// Shows `node` at `rect` (scene coordinates): a scene reuses its items when
  /// the layout changes. Marks stay as they are; the label and tooltip change
  /// only when the node's content does.
  void setNode(const DisplayNode& node, const QRectF& rect);
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const DisplayNode& node() const { return node_; }
  void setMark(Mark m);
  Mark mark() const { return mark_; }
  /// Set when the node differs from Inductor's plan (drawn as a dashed outline).
  void setDiffers(bool d);
  bool differs() const { return differs_; }
  /// Set while a MergedNodeItem stands for this node: it paints nothing (but
  /// stays in the scene, selectable, so selection survives the merge).
  void setMergedAway(bool m);
  bool isMergedAway() const { return mergedAway_; }
  /// The box as laid out, in scene coordinates (boundingRect() is local and adds
  /// the pen's reach).
  QRectF rect() const { return QRectF(pos(), box_.size()); }

 private:
  DisplayNode node_;
  QRectF box_;  ///< local: (0, 0) and the box's size
  Mark mark_ = Mark::None;
  bool differs_ = false;
  bool mergedAway_ = false;
};

class EdgeItem : public QGraphicsPathItem {
 public:
  EdgeItem(const DisplayEdge& edge, const QPainterPath& path);
  /// Shows another edge, or the same along another path (a scene reuses its items).
  void setEdge(const DisplayEdge& edge, const QPainterPath& path);
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
  QRectF bounds_;  ///< path and arrow with the pen's reach (painting asks for it per item and frame)
  bool hovered_ = false;
  QGraphicsItem* home_ = nullptr;  ///< its parent (a scene's layer) while hovered
};

/// Outline of a fused group: a shape around its members only (GroupShapes).
class ClusterItem : public QGraphicsItem {
 public:
  ClusterItem(const QString& title, const QPainterPath& shape, bool inductorAgrees);
  QRectF boundingRect() const override;
  QPainterPath shape() const override { return shape_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const QString& title() const { return title_; }
  bool agrees() const { return agrees_; }

 private:
  QString title_;
  QPainterPath shape_;
  QRectF bounds_;
  bool agrees_;
};

/// A group fused during the current round, drawn as the one node it became
/// (`node`: the label the next round's layout gives it) over its members' boxes,
/// which the scene hides. Clicks go through to the members' boxes beneath.
class MergedNodeItem : public QGraphicsItem {
 public:
  /// `labelRects`: where the label goes, one per piece of the shape (a member's
  /// box each); `members`: the hidden boxes, whose selection the item shows.
  MergedNodeItem(const DisplayNode& node, const QPainterPath& shape, QVector<QRectF> labelRects,
                 QVector<NodeItem*> members, bool inductorAgrees);
  const QVector<QRectF>& labelRects() const { return labelRects_; }
  /// The members' boxes (hidden beneath it).
  const QVector<NodeItem*>& boxes() const { return members_; }
  QRectF boundingRect() const override;
  QPainterPath shape() const override { return shape_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const DisplayNode& node() const { return node_; }
  void setMark(NodeItem::Mark m);
  NodeItem::Mark mark() const { return mark_; }
  bool agrees() const { return agrees_; }

 private:
  DisplayNode node_;
  QPainterPath shape_;
  QRectF bounds_;
  QVector<QRectF> labelRects_;
  QVector<NodeItem*> members_;
  bool agrees_;
  NodeItem::Mark mark_ = NodeItem::Mark::None;
};

}  // namespace fs::views
