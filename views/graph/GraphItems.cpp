#include "views/graph/GraphItems.h"

#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

#include <algorithm>

namespace fs::views {

QString fittedTitle(const QString& title, const QStringList& members, const QFontMetricsF& fm, double width) {
  if (fm.horizontalAdvance(title) <= width) return title;
  if (members.size() > 1) {
    const QString shortForm = QStringLiteral("%1 +%2").arg(members.front()).arg(members.size() - 1);
    if (fm.horizontalAdvance(shortForm) <= width) return shortForm;
    return fm.elidedText(shortForm, Qt::ElideRight, width);
  }
  return fm.elidedText(title, Qt::ElideRight, width);
}

QColor nodeClassColor(NodeClass c) {
  switch (c) {
    case NodeClass::Pointwise: return QColor(0xd8, 0xe8, 0xfb);
    case NodeClass::Reduction: return QColor(0xfd, 0xe3, 0xbf);
    case NodeClass::Extern: return QColor(0xe0, 0xe0, 0xe0);
    case NodeClass::Template: return QColor(0xe6, 0xd7, 0xf7);
    case NodeClass::Nop: return QColor(0xf6, 0xf6, 0xf6);
    case NodeClass::Foreach: return QColor(0xd6, 0xf2, 0xe9);
  }
  return Qt::white;
}

namespace {

QString toolTipOf(const DisplayNode& node) {
  QString tip = QStringLiteral("<b>%1</b> (%2)").arg(node.id.toHtmlEscaped(), nodeClassName(node.cls));
  if (!node.ops.isEmpty()) tip += QStringLiteral("<br>%1").arg(node.ops.toHtmlEscaped());
  if (!node.space.isEmpty()) tip += QStringLiteral("<br>iteration %1").arg(node.space);
  if (node.members.size() > 1) tip += QStringLiteral("<br>members: %1").arg(node.members.join(QStringLiteral(", ")));
  if (!node.opaqueReason.isEmpty())
    tip += QStringLiteral("<br><b>Not understood by the reader; never fused</b>: %1").arg(node.opaqueReason.toHtmlEscaped());
  return tip;
}

/// Everything a node item shows of its node.
bool sameContent(const DisplayNode& a, const DisplayNode& b) {
  return a.id == b.id && a.cls == b.cls && a.title == b.title && a.ops == b.ops && a.space == b.space &&
         a.opaqueReason == b.opaqueReason && a.members == b.members;
}

}  // namespace

NodeItem::NodeItem(const DisplayNode& node, const QRectF& rect)
    : node_(node), box_(QPointF(0, 0), rect.size()) {
  setFlag(ItemIsSelectable);
  setZValue(2);
  setPos(rect.topLeft());
  // Text is the costly part of a frame; a step repaints only the marked nodes.
  setCacheMode(DeviceCoordinateCache);
  setToolTip(toolTipOf(node));
}

void NodeItem::setNode(const DisplayNode& node, const QRectF& rect) {
  if (rect.size() != box_.size()) {
    prepareGeometryChange();
    box_ = QRectF(QPointF(0, 0), rect.size());
  }
  if (!sameContent(node, node_)) {
    node_ = node;
    setToolTip(toolTipOf(node));
    update();
  }
  // A move only: the cached picture is reused.
  setPos(rect.topLeft());
}

QRectF NodeItem::boundingRect() const { return box_.adjusted(-4, -4, 4, 4); }

void NodeItem::setMark(Mark m) {
  if (m == mark_) return;
  mark_ = m;
  update();
}

void NodeItem::setDiffers(bool d) {
  if (d == differs_) return;
  differs_ = d;
  update();
}

void NodeItem::setMergedAway(bool m) {
  if (m == mergedAway_) return;
  mergedAway_ = m;
  update();
}

namespace {

/// The outline of a node box or merged node: a mark, the selection, a difference
/// from Inductor (dashed), an opaque node (dotted red).
QPen borderPen(NodeItem::Mark mark, bool selected, bool differs, bool opaque, double lod) {
  QColor border(0x60, 0x60, 0x60);
  double width = 1.0;
  switch (mark) {
    case NodeItem::Mark::Fused: border = QColor(0x1b, 0x9e, 0x3e); width = 4; break;
    case NodeItem::Mark::Rejected: border = QColor(0xd3, 0x2f, 0x2f); width = 4; break;
    case NodeItem::Mark::Trying: border = QColor(0xf5, 0x9e, 0x0b); width = 4; break;
    case NodeItem::Mark::Search: border = QColor(0x8e, 0x24, 0xaa); width = 3; break;
    case NodeItem::Mark::None: break;
  }
  if (selected) {
    border = QColor(0x19, 0x76, 0xd2);
    width = std::max(width, 3.0);
  }
  QPen pen(border, width / std::max(lod, 0.25) * std::min(lod, 1.0));
  const bool plain = mark == NodeItem::Mark::None && !selected;
  if (differs && plain) pen.setStyle(Qt::DashLine);
  if (opaque && plain) {
    // a node the reader did not understand: dotted red outline, hatched fill
    pen.setColor(QColor(0xb7, 0x1c, 0x1c));
    pen.setStyle(Qt::DotLine);
    pen.setWidthF(std::max(pen.widthF(), 2.0));
  }
  return pen;
}

QColor fillOf(const DisplayNode& node) {
  QColor fill = nodeClassColor(node.cls);
  return node.members.size() > 1 ? fill.darker(108) : fill;
}

/// Name, ops and iteration space, one line each, elided to `rect`.
void paintLabel(QPainter* p, const QRectF& rect, const DisplayNode& node) {
  const QRectF text = rect.adjusted(6, 4, -6, -4);
  QFont f = p->font();
  f.setBold(true);
  p->setFont(f);
  p->setPen(Qt::black);
  const QFontMetricsF fm(f);
  double y = text.top();
  const double lh = fm.height();
  p->drawText(QRectF(text.left(), y, text.width(), lh), Qt::AlignHCenter | Qt::AlignVCenter,
              fittedTitle(node.title, node.members, fm, text.width()));
  y += lh;
  f.setBold(false);
  p->setFont(f);
  const QFontMetricsF fm2(f);
  if (!node.ops.isEmpty()) {
    p->drawText(QRectF(text.left(), y, text.width(), lh), Qt::AlignHCenter | Qt::AlignVCenter,
                fm2.elidedText(node.ops, Qt::ElideRight, text.width()));
    y += lh;
  }
  if (!node.space.isEmpty()) {
    p->setPen(QColor(0x55, 0x55, 0x55));
    p->drawText(QRectF(text.left(), y, text.width(), lh), Qt::AlignHCenter | Qt::AlignVCenter,
                fm2.elidedText(node.space, Qt::ElideRight, text.width()));
  }
}

}  // namespace

void NodeItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*) {
  if (mergedAway_) return;
  const double lod = option->levelOfDetailFromTransform(p->worldTransform());
  if (lod < 0.12 && mark_ == Mark::None && !isSelected()) {
    // Overview scale: a solid box in a saturated class colour, no outline.
    p->fillRect(box_, nodeClassColor(node_.cls).darker(140));
    return;
  }
  const bool opaque = !node_.opaqueReason.isEmpty();
  p->setPen(borderPen(mark_, isSelected(), differs_, opaque, lod));
  p->setBrush(fillOf(node_));
  p->drawRoundedRect(box_, 5, 5);
  if (opaque) {
    p->setBrush(QBrush(QColor(0xb7, 0x1c, 0x1c, 60), Qt::BDiagPattern));
    p->setPen(Qt::NoPen);
    p->drawRoundedRect(box_, 5, 5);
  }
  if (lod < 0.3) return;  // too small to read: boxes only
  paintLabel(p, box_, node_);
}

EdgeItem::EdgeItem(const DisplayEdge& edge, const QPainterPath& path) : edge_(edge) {
  setZValue(1);
  setAcceptHoverEvents(true);
  setEdge(edge, path);
}

void EdgeItem::setEdge(const DisplayEdge& edge, const QPainterPath& path) {
  edge_ = edge;
  if (hovered_) {
    hovered_ = false;
    setZValue(1);
    if (home_) setParentItem(home_);
    home_ = nullptr;
  }
  setPath(path);  // prepares the geometry change (boundingRect() is still the old one there)
  arrow_.clear();
  if (path.elementCount() >= 2) {
    // Direction from the last element's predecessor (the last control point):
    // exact for Graphviz's splines and far cheaper than measuring the curve.
    const QPointF tip = path.elementAt(path.elementCount() - 1);
    QPointF from = path.elementAt(path.elementCount() - 2);
    for (int i = path.elementCount() - 2; i >= 0 && QLineF(from, tip).length() < 0.5; --i) from = path.elementAt(i);
    const QLineF line(from, tip);
    const double len = std::max(line.length(), 1e-6);
    const QPointF dir = (tip - from) / len;
    const QPointF normal(-dir.y(), dir.x());
    const QPointF base = tip - dir * 8;
    arrow_ << tip << base + normal * 3.5 << base - normal * 3.5;
  }
  // The path's control points hold the curve; the shape's stroke (6) and the
  // pen's reach lie within the margin. (QGraphicsPathItem::boundingRect() would
  // stroke shape() for it: ~10 us an edge, thousands per round change.)
  bounds_ = path.controlPointRect().united(arrow_.boundingRect()).adjusted(-7, -7, 7, 7);
}

QRectF EdgeItem::boundingRect() const {
  if (hovered_) return bounds_.united(QRectF(path().pointAtPercent(0.5), QSizeF(200, 20)));
  return bounds_;
}

QPainterPath EdgeItem::shape() const {
  QPainterPathStroker s;
  s.setWidth(6);
  return s.createStroke(path());
}

void EdgeItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  const QColor c = hovered_ ? QColor(0x19, 0x76, 0xd2) : QColor(0x70, 0x70, 0x70);
  p->setPen(QPen(c, hovered_ ? 2.0 : 1.0));
  p->setBrush(Qt::NoBrush);
  p->drawPath(path());
  p->setBrush(c);
  p->drawPolygon(arrow_);
  if (hovered_) {
    const QPointF mid = path().pointAtPercent(0.5);
    const QString label = edge_.buffers.join(QStringLiteral(", "));
    const QFontMetricsF fm(p->font());
    const QRectF box(mid + QPointF(6, 0), QSizeF(fm.horizontalAdvance(label) + 8, fm.height() + 2));
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(255, 255, 224));
    p->drawRect(box);
    p->setPen(Qt::black);
    p->drawText(box, Qt::AlignCenter, label);
  }
}

void EdgeItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
  // The tooltip is made when it can be asked for (a tooltip follows a hover):
  // a round change gives thousands of edge items other edges.
  setToolTip(edge_.buffers.join(QStringLiteral(", ")));
  prepareGeometryChange();
  hovered_ = true;
  // Above the nodes while hovered, its label too: out of its layer of edges
  // (which lies beneath the nodes' layers) into the layer's parent meanwhile.
  home_ = parentItem();
  if (home_) setParentItem(home_->parentItem());  // the layout's set of items (or the scene)
  setZValue(3);
  update();
}

void EdgeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
  prepareGeometryChange();
  hovered_ = false;
  setZValue(1);
  if (home_) setParentItem(home_);
  home_ = nullptr;
  update();
}

ClusterItem::ClusterItem(const QString& title, const QPainterPath& shape, bool inductorAgrees)
    : title_(title), shape_(shape), bounds_(shape.boundingRect().adjusted(-2, -2, 2, 2)), agrees_(inductorAgrees) {
  setZValue(0);
  setToolTip(QStringLiteral("fused: %1").arg(title));
}

QRectF ClusterItem::boundingRect() const { return bounds_; }

void ClusterItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  QPen pen(QColor(0x1b, 0x9e, 0x3e), 2);
  pen.setJoinStyle(Qt::RoundJoin);
  if (!agrees_) pen.setStyle(Qt::DashLine);
  p->setPen(pen);
  p->setBrush(QColor(0x1b, 0x9e, 0x3e, 40));
  p->drawPath(shape_);
}

MergedNodeItem::MergedNodeItem(const DisplayNode& node, const QPainterPath& shape, QVector<QRectF> labelRects,
                               QVector<NodeItem*> members, bool inductorAgrees)
    : node_(node), shape_(shape), bounds_(shape.boundingRect().adjusted(-4, -4, 4, 4)), labelRects_(std::move(labelRects)),
      members_(std::move(members)), agrees_(inductorAgrees) {
  // Above the edges and the hidden boxes; clicks reach the boxes beneath.
  setZValue(2.5);
  setAcceptedMouseButtons(Qt::NoButton);
  setToolTip(QStringLiteral("<b>%1</b> (%2), fused in this round<br>members: %3")
                 .arg(node.id.toHtmlEscaped(), nodeClassName(node.cls), node.members.join(QStringLiteral(", "))));
}

QRectF MergedNodeItem::boundingRect() const { return bounds_; }

void MergedNodeItem::setMark(NodeItem::Mark m) {
  if (m == mark_) return;
  mark_ = m;
  update();
}

void MergedNodeItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(p->worldTransform());
  const bool selected = std::any_of(members_.begin(), members_.end(), [](const NodeItem* n) { return n->isSelected(); });
  if (lod < 0.12 && mark_ == NodeItem::Mark::None && !selected) {
    p->fillPath(shape_, nodeClassColor(node_.cls).darker(140));
    return;
  }
  QPen pen = borderPen(mark_, selected, !agrees_, !node_.opaqueReason.isEmpty(), lod);
  pen.setJoinStyle(Qt::RoundJoin);
  p->setPen(pen);
  p->setBrush(fillOf(node_));
  p->drawPath(shape_);
  if (lod < 0.3) return;
  for (const QRectF& r : labelRects_) paintLabel(p, r, node_);
}

}  // namespace fs::views
