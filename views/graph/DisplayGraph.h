// DisplayGraph: what a graph pane draws, built from the IR. One display node per
// scheduled node (a pre-fusion node, or a fused group of them), edges by buffer.
//
// Contract: value type, built off the UI thread. `groups` partitions the
// pre-fusion nodes (top-level names); nodes not named in any group stand alone.
// Node ids are the members joined by '_' (Inductor's fused-node naming), so a
// layout of an unchanged node keeps its key. Sizes are estimated from
// `TextMetrics`, measured once on the UI thread (fonts are measured there).
#pragma once

#include <QHash>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QVector>

#include "views/graph/GraphLayout.h"

namespace fs::ir {
struct Graph;
}

namespace fs::views {

/// How a node is coloured: its Inductor class, or for a group the class of the
/// group's heaviest member (reduction > pointwise).
enum class NodeClass { Pointwise, Reduction, Extern, Template, Nop, Foreach };
QString nodeClassName(NodeClass c);

struct TextMetrics {
  double charWidth = 7.0;   ///< average width of a label character
  double lineHeight = 14.0;
};

struct DisplayNode {
  QString id;             ///< "op3" or "op0_op2"
  QStringList members;    ///< pre-fusion node names, in graph order
  NodeClass cls = NodeClass::Pointwise;
  QString title;          ///< name line
  QString ops;            ///< "batch_norm + relu" (may be empty)
  QString space;          ///< iteration space, "1605632 x 1", or the extern kernel
  /// Why the reader could not understand a member ("file:line: ..."): the node is
  /// opaque (never fused) and drawn marked; empty for nodes read in full.
  QString opaqueReason;
  QSizeF size;
};

struct DisplayEdge {
  int from = 0;
  int to = 0;
  QStringList buffers;  ///< buffers flowing along the edge
};

/// What a pre-fusion node contributes to the display node holding it.
struct DisplayMember {
  int order = 0;          ///< index in the pre-fusion graph
  NodeClass cls = NodeClass::Pointwise;
  QString label;          ///< its op label ("relu (inlined: batch_norm)")
  QString space;          ///< its iteration space (empty for externs)
  QString note;           ///< its entry of `nodeNotes`
  QString opaqueReason;
};

struct DisplayGraph {
  QVector<DisplayNode> nodes;
  QVector<DisplayEdge> edges;
  QHash<QString, int> nodeOfMember;  ///< pre-fusion node name -> index in nodes
  QHash<QString, DisplayMember> members;  ///< pre-fusion node name -> what it contributes
  TextMetrics metrics;

  LayoutRequest layoutRequest() const;
  /// The display node that a group of these pre-fusion nodes would be: what a
  /// layout with that group draws (same id, title, ops, space, class, size), so a
  /// pane can show a fusion before the next layout. Unknown names are ignored.
  DisplayNode nodeFor(const QStringList& members) const;
};

/// `nodeNotes` (node -> "Inductor 1.6 us") is appended to a display node's space
/// line (the first member's note): the times of the user's profile.
DisplayGraph buildDisplayGraph(const ir::Graph& preFusion, const QVector<QStringList>& groups,
                               const QHash<QString, QString>& opLabels, const TextMetrics& metrics,
                               const QHash<QString, QString>& nodeNotes = {});

}  // namespace fs::views
