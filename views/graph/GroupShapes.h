// GroupShapes: the outline of a group of display nodes, built from the members'
// own boxes, so that it encloses its members and nothing else.
//
// Contract: for a laid-out DisplayGraph and disjoint groups of its nodes (display
// node indices), shape(g) is the union of
//   - each member's box grown by `margin`, and
//   - bridges that keep a group one shape where its members are adjacent: a band
//     of `bridgeWidth` (at most the width the two boxes share across) along every
//     edge between two members that are near (see nearBoxes), a thin link of
//     `linkWidth` along an edge between members that are not (so that a far-apart
//     group reads as linked members, never a hull over the nodes between them),
//     each along the polyline through the edge's on-curve points, and a band of
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
  double linkWidth = 8;    ///< width of the band along an edge between members far apart
};

/// Side-by-side members farther apart than this are not bridged, and members an
/// edge links farther apart than this get a thin link (scene units).
inline constexpr double kMaxBridgedGap = 60;

/// True when boxes `a` and `b` are near: one above the other, at most
/// kMaxBridgedGap apart, sharing at least `minShared` of width across.
bool nearBoxes(const QRectF& a, const QRectF& b, double minShared);

/// True when nothing but `a` and `b` (indices into `rects`, one rank) lies in the
/// gap between them, within `clearance`, and the gap is at most kMaxBridgedGap.
bool freeGap(const QVector<QRectF>& rects, int a, int b, double clearance);

class GroupShapes {
 public:
  GroupShapes(const DisplayGraph& graph, const LayoutResult& layout, const GroupShapeStyle& style);
  /// One shape per group, in the order given. Each group: display node indices.
  QVector<QPainterPath> shapes(const QVector<QVector<int>>& groups);
  /// The group's pieces: its members joined by wide bridges and gap bands (not by
  /// thin links), each sorted, in the order of their first member.
  QVector<QVector<int>> pieces(QVector<int> group);

 private:
  struct Part {
    QPainterPath core;                ///< members' grown boxes (disjoint)
    QPainterPath bridges;             ///< clipped by non-member boxes
    QPainterPath shape;               ///< core and bridges
    QVector<QPainterPath> edgeLines;  ///< edges between members (bridges' centre lines)
    QVector<double> edgeWidths;       ///< each edge's band width
    QVector<QRectF> gapBands;         ///< bands across gaps between members
    QRectF bridgeBounds;
    QVector<QVector<int>> pieces;     ///< members joined by wide bridges and gap bands
  };
  static QVector<int> normalized(QVector<int> group, int nodeCount);
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
