// GraphScene: the items of one graph pane (before or after fusion).
//
// Contract: setGraph() shows a DisplayGraph and its layout (called only when the
// layout changes: on load and when the round changes). Each layout has its own
// set of items (an ItemSet: a node item per display node, an edge item per edge,
// in ~300 culled containers under one hidden-or-shown root, with the overlay it
// last showed); a round change hides the old set's root and shows the new one's,
// so it moves and restyles nothing. prepareGraph() builds a layout's set ahead,
// in slices of a few milliseconds while the event loop is idle (the next and
// previous rounds' layouts as they arrive), so that stepping into a round finds
// its items made; setGraph() builds a set not prepared yet at once. At most
// kSetsKept sets are kept (the current one and the most recently shown or
// prepared). Sets not shown are culled, not hidden: their items are in items()
// and isVisible(); inShownSet() tells the shown set's. A set shown again keeps
// the overlay it showed (setOverlay changes only what differs).
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
#include <QTimer>

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
  /// Builds the items of this layout ahead (while the event loop is idle), so that
  /// setGraph() with it only switches sets. Does nothing for a layout already kept.
  void prepareGraph(std::shared_ptr<const DisplayGraph> graph, std::shared_ptr<const LayoutResult> layout);
  /// This layout's item set is built (prepared, or shown before and still kept).
  bool isPrepared(const LayoutResult* layout) const;
  /// Whether a set is being built in the background now.
  bool isPreparing() const { return prepareTimer_.isActive(); }
  /// The node items of a kept layout's set, by display node (empty if none is kept).
  QVector<NodeItem*> nodeItemsOf(const LayoutResult* layout) const;
  /// How many node and edge items this scene has made so far (a switch to a
  /// prepared set makes none).
  qint64 itemsMade() const { return itemsMade_; }
  /// Whether `item` belongs to the set shown now (it is drawn unless hidden itself).
  bool inShownSet(const QGraphicsItem* item) const;
  static constexpr size_t kSetsKept = 4;
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
  /// The pair's first node (node1; the second when there is no first), null when
  /// there is no pair: what a view shows when the pair is too far apart to fit.
  QRectF focusFirstRect() const { return focusFirst_; }
  /// The callout beside the pair, in scene coordinates (null when there is none).
  QRectF calloutRect() const { return callout_; }
  /// Every member of the display node holding `member` (itself when alone); in
  /// After, of the fused node it is merged into.
  QStringList membersOfNode(const QString& member) const;
  /// Selected display nodes' members (the first member of each node; a fused node
  /// of After is one node).
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
  std::shared_ptr<const DisplayGraph> graph_;
  std::shared_ptr<const LayoutResult> layout_;
  /// The items of one layout, and the overlay they last showed. The current
  /// set's overlay state lives in the scene's members below while it is shown
  /// (moved in and out on a switch: O(1)).
  struct ItemSet;
  std::vector<std::unique_ptr<ItemSet>> sets_;  ///< front: the current (or last shown) set
  ItemSet* current_ = nullptr;
  QTimer prepareTimer_;
  qint64 itemsMade_ = 0;
  QVector<QGraphicsItem*> doomed_;  ///< roots of evicted sets, deleted while idle
  bool caching_ = true;
  ItemSet* findSet(const LayoutResult* layout) const;
  /// Builds part of `set` until `budgetNs` has passed (< 0: all of it); true when it is complete.
  bool buildSome(ItemSet& set, qint64 budgetNs);
  void buildPrepared();  ///< one slice of background building
  void evictSets();
  /// Moves the shown overlay state into `set` (stash) or out of it (unstash).
  void stash(ItemSet& set);
  void unstash(ItemSet& set);
  /// Puts an overlay item into the current set.
  void adopt(QGraphicsItem* item);
  GroupShapes* outlines_ = nullptr;
  GroupShapes* mergedShapes_ = nullptr;
  QVector<NodeItem*> nodeItems_;
  QVector<EdgeItem*> edgeItems_;  ///< per display edge (null: no path)
  static constexpr double kEdgeZ = 1, kNodeZ = 2;
  static constexpr int kNodesPerLayer = 32;  ///< pre-fusion nodes per layer
  static constexpr double kFarEdge = 3000;   ///< an edge spanning more (scene units) goes in the unculled layer
  QVector<QGraphicsItem*> overlayItems_;  ///< outlines, merged nodes, then the callout
  QVector<MergedNodeItem*> mergedItems_;
  QHash<QString, QGraphicsItem*> overlayByKey_;  ///< outlines and merged nodes by their members
  QGraphicsItem* calloutItem_ = nullptr;
  QHash<NodeItem*, NodeItem::Mark> marked_;  ///< boxes with a mark
  QSet<NodeItem*> differing_;
  QSet<NodeItem*> mergedAway_;
  QSet<EdgeItem*> hiddenEdges_;
  SceneOverlay overlay_;
  QRectF focus_, focusFirst_, callout_;
  bool settingSelection_ = false;
  /// The fused node (After) a box is merged into, else nullptr.
  const MergedNodeItem* mergedOf(const NodeItem* box) const;
};

}  // namespace fs::views
