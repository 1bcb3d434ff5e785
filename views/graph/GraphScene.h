// GraphScene: the items of one graph pane (before or after fusion).
//
// Contract: setGraph() shows a DisplayGraph and its layout (called only when the
// layout changes: on load and when the round changes). It reuses the items it
// has: a node of the same id keeps its item (moved to its new box, its
// selection and cached picture kept), other items are given other nodes and
// edges, and the surplus is hidden for the next layout, so a round change costs
// about the nodes that changed, not the whole graph (hidden items are in
// items(): look at isVisible()); the overlay is cleared (setOverlay draws the
// next one);
// setOverlay() repaints per-step state (the pair being tried, groups outlined or
// drawn merged, search hits, differences from Inductor) without touching the
// layout, and changes only what differs from the previous step's (an outline or
// merged node whose group and shape are unchanged keeps its item), so a step
// costs a few item updates even with a thousand groups drawn. Members are pre-fusion node names;
// the scene maps them to the display node that holds them.
//   - clusters: an outline around each group's members only (GroupShapes): it
//     holds no other node and no two outlines intersect;
//   - merged: each group drawn as the one node it becomes (DisplayGraph::nodeFor)
//     over its members' boxes, which paint nothing meanwhile, with the edges
//     between them hidden: the picture of the next layout, without laying out;
//   - the pair's callout (its outcome and reason) goes in free space near the
//     pair: the nearest spot that covers no node, else the one covering least.
#pragma once

#include <QGraphicsScene>
#include <QHash>
#include <QSet>

#include <memory>
#include <vector>

#include "views/graph/DisplayGraph.h"
#include "views/graph/GraphItems.h"
#include "views/graph/GraphLayout.h"

namespace fs::views {

class GroupShapes;
class LayerItem;

struct SceneOverlay {
  enum class Outcome { None, Trying, Fused, Rejected };
  struct Cluster {
    QStringList members;
    bool inductorAgrees = true;
    bool operator==(const Cluster&) const = default;
  };
  QVector<Cluster> clusters;  ///< groups outlined (Before: every group fused so far)
  QVector<Cluster> merged;    ///< groups drawn as one node (After: fused this round so far)
  QString pairA, pairB;       ///< members of the pair of the current step
  Outcome outcome = Outcome::None;
  QString reason;             ///< shown beside a rejected pair
  QSet<QString> searchHits;   ///< members matching the search
  QSet<QString> differs;      ///< members whose final group differs from Inductor's
  bool operator==(const SceneOverlay&) const = default;
};

class GraphScene : public QGraphicsScene {
  Q_OBJECT
 public:
  explicit GraphScene(QObject* parent = nullptr);
  ~GraphScene() override;

  void setGraph(std::shared_ptr<const DisplayGraph> graph, std::shared_ptr<const LayoutResult> layout);
  void setOverlay(const SceneOverlay& overlay);
  void clearGraph();

  const DisplayGraph* graph() const { return graph_.get(); }
  const LayoutResult* layout() const { return layout_.get(); }
  const SceneOverlay& overlay() const { return overlay_; }
  NodeItem* itemForMember(const QString& member) const;
  /// Bounding rectangle of the display nodes holding these members.
  QRectF rectForMembers(const QStringList& members) const;
  /// The pair of the current step with its callout (null when there is none).
  QRectF focusRect() const { return focus_; }
  /// The callout beside the pair, in scene coordinates (null when there is none).
  QRectF calloutRect() const { return callout_; }
  /// Every member of the display node holding `member` (itself when alone).
  QStringList membersOfNode(const QString& member) const;
  /// Selected display nodes' members (the first member of each node).
  QStringList selectedMembers() const;
  void selectMembers(const QStringList& members);
  /// Node items paint from a pixmap cache on screen; vector exports need them
  /// to paint themselves (text stays text in SVG).
  void setItemCaching(bool on);
  /// Text describing what is drawn (node ids, positions, marks, clusters), for
  /// tests that compare states.
  QString stateSignature() const;

 signals:
  /// The user selected nodes (members: first member of each selected node).
  void memberSelectionChanged(const QStringList& members);

 private:
  void onSelectionChanged();
  /// Display node indices holding each group's members.
  QVector<QVector<int>> displayGroups(const QVector<SceneOverlay::Cluster>& groups) const;
  /// Merged nodes for `groups` (reusing `previous`'s items where unchanged), and
  /// the boxes and edges they hide.
  void addMerged(const QVector<SceneOverlay::Cluster>& groups, QHash<QString, MergedNodeItem*>& previous);
  void addCallout();
  /// Removes the overlay's items and marks (overlay_ becomes empty).
  void clearOverlay();
  std::shared_ptr<const DisplayGraph> graph_;
  std::shared_ptr<const LayoutResult> layout_;
  /// Group shapes of the current layout and of the last few shown (stepping back
  /// into a round finds its shapes cached). Front: the current layout's.
  struct Shapes {
    std::shared_ptr<const DisplayGraph> graph;
    std::shared_ptr<const LayoutResult> layout;
    std::unique_ptr<GroupShapes> outlines, merged;
  };
  std::vector<Shapes> shapes_;
  static constexpr size_t kShapesKept = 3;
  GroupShapes* outlines_ = nullptr;
  GroupShapes* mergedShapes_ = nullptr;
  QVector<NodeItem*> nodeItems_;
  QVector<EdgeItem*> edgeItems_;  ///< per display edge (null: no path)
  QVector<NodeItem*> spareNodes_;  ///< hidden, for the next layout's new nodes
  QVector<EdgeItem*> spareEdges_;
  /// The layer of nodes (z kNodeZ) or edges (kEdgeZ) with this key (-1: not culled), made on first use.
  LayerItem* layer(double z, int key);
  static constexpr double kEdgeZ = 1, kNodeZ = 2;
  static constexpr int kNodesPerLayer = 32;  ///< pre-fusion nodes per layer
  static constexpr double kFarEdge = 3000;   ///< an edge spanning more (scene units) goes in the unculled layer
  QHash<QPair<double, int>, LayerItem*> layerOf_;
  QVector<LayerItem*> layers_;
  QVector<QGraphicsItem*> overlayItems_;  ///< outlines, merged nodes, then the callout
  QVector<MergedNodeItem*> mergedItems_;
  QHash<QString, QGraphicsItem*> overlayByKey_;  ///< outlines and merged nodes by their members
  QGraphicsItem* calloutItem_ = nullptr;
  QHash<NodeItem*, NodeItem::Mark> marked_;  ///< boxes with a mark
  QSet<NodeItem*> differing_;
  QSet<NodeItem*> mergedAway_;
  QSet<EdgeItem*> hiddenEdges_;
  SceneOverlay overlay_;
  QRectF focus_, callout_;
  bool settingSelection_ = false;
};

}  // namespace fs::views
