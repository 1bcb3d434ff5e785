// GroupShapes: the outline of a group of display nodes, built from the members'
// own boxes, so that it encloses its members and nothing else.
//
// Contract: for a laid-out DisplayGraph and disjoint groups of its nodes (display
// node indices), shape(g) is the union of
//   - each member's box grown by `margin`, and
//   - bridges that keep a group one shape where its members are adjacent: a band
//     of `bridgeWidth` (at most the narrower box's width) along every edge
//     between two members (along the polyline through the edge's on-curve
//     points), and a band of
//     `bandHeight` (at most the two boxes' common height) across the free gap
//     between two members side by side in one rank;
// minus, from the bridges only, every non-member box grown by margin + clearance,
// and, where two groups' bridges cross, the other group's bridge grown by the
// clearance (the group that comes first in graph order keeps its bridge there).
// Hence, when boxes are at least 2 * margin apart (dot's nodesep 18 and ranksep 28
// with margin 6), no non-member box lies inside a shape and no two shapes
// intersect. A member whose neighbours are not adjacent is its own piece.
// Shapes depend only on the group's members and the layout, except where bridges
// cross; they are cached per group (a step changes few groups). The graph and
// layout must outlive the GroupShapes. UI thread only.
#pragma once

#include <QPainterPath>
#include <QVector>
#include <map>

#include "views/graph/DisplayGraph.h"
#include "views/graph/GraphLayout.h"

namespace fs::views {

struct GroupShapeStyle {
  double margin = 6;       ///< scene units around each member's box
  double bridgeWidth = 8;  ///< width of the band along an edge (capped at the narrower box's width)
  double bandHeight = 8;   ///< height of the band across a gap (capped at the boxes' common height)
  double clearance = 3;    ///< bridges keep this far from other boxes' margins and other groups' bridges
};

/// Side-by-side members farther apart than this are not bridged (scene units).
inline constexpr double kMaxBridgedGap = 60;

/// True when nothing but `a` and `b` (indices into `rects`, one rank) lies in the
/// gap between them, within `clearance`, and the gap is at most kMaxBridgedGap.
bool freeGap(const QVector<QRectF>& rects, int a, int b, double clearance);

class GroupShapes {
 public:
  GroupShapes(const DisplayGraph& graph, const LayoutResult& layout, const GroupShapeStyle& style);
  /// One shape per group, in the order given. Each group: display node indices.
  QVector<QPainterPath> shapes(const QVector<QVector<int>>& groups);

 private:
  struct Part {
    QPainterPath core;                ///< members' grown boxes (disjoint)
    QPainterPath bridges;             ///< clipped by non-member boxes
    QPainterPath shape;               ///< core and bridges
    QVector<QPainterPath> edgeLines;  ///< edges between members (bridges' centre lines)
    QVector<double> edgeWidths;       ///< each edge's band width
    QVector<QRectF> gapBands;         ///< bands across gaps between members
    QRectF bridgeBounds;
  };
  const Part& part(const QVector<int>& sortedMembers);
  /// A part's bridges before clipping, grown by the clearance: what another
  /// group's bridge must keep out of.
  QPainterPath grownBridges(const Part& p) const;

  const DisplayGraph& graph_;
  const LayoutResult& layout_;
  GroupShapeStyle style_;
  QVector<QVector<int>> outEdges_;      ///< per node, indices of edges leaving it
  std::map<QVector<int>, Part> cache_;  ///< by sorted members (references stay valid)
};

}  // namespace fs::views
