// The graph panes on a real dump (resnet50_train's forward graph, 742 nodes, under
// the offscreen platform): in Before, each group's outline holds its members and
// no other node, and no two outlines meet; the callout of the current pair covers
// no node in either pane; After draws this round's fusions merged at once, so the
// last step of a round shows the nodes of the next round's layout; a step into a
// round shows the items prepared for it while idle; every step's node1 is in
// view; the overview is capped in
// size and the View menu hides it.
#include <QAction>
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "views/MainWindow.h"
#include "views/graph/GraphItems.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"
#include "views/graph/GraphView.h"
#include "views/graph/GroupShapes.h"
#include "views/panels/InspectorPanel.h"

using namespace fs::views;

namespace {

bool waitSettled(MainWindow& w) {
  QDeadlineTimer deadline(120000);
  while (!w.isSettled() && !deadline.hasExpired()) QTest::qWait(5);
  return w.isSettled();
}

/// The items of the pane's shown layout (other rounds' item sets are kept, culled).
template <typename T>
QVector<T*> itemsOf(GraphScene* scene) {
  QVector<T*> out;
  for (QGraphicsItem* item : scene->items())
    if (auto* t = dynamic_cast<T*>(item); t && scene->inShownSet(item)) out.push_back(t);
  return out;
}

/// What a pane shows as nodes: boxes not merged away, and merged nodes (by id).
QStringList visibleNodeIds(GraphScene* scene) {
  QStringList ids;
  for (NodeItem* n : itemsOf<NodeItem>(scene))
    if (n->isVisible() && !n->isMergedAway()) ids << n->node().id;
  for (MergedNodeItem* m : itemsOf<MergedNodeItem>(scene))
    if (m->isVisible()) ids << m->node().id;
  ids.sort();
  return ids;
}

}  // namespace

class TestGraphPanes : public QObject {
  Q_OBJECT
  MainWindow* w_ = nullptr;
  const Timeline& timeline() const { return w_->controller()->session()->timeline; }
  bool goTo(int position) {
    w_->goToPosition(position);
    return waitSettled(*w_);
  }
  /// Positions where groups are forming: in each round that fuses, the step
  /// halfway between its first and last fusion and its last step; then the plan.
  QList<int> probes() const {
    QList<int> out;
    const Timeline& t = timeline();
    for (const auto& r : t.rounds) {
      int first = -1, last = -1;
      for (int i = r.firstStep; i < r.firstStep + r.stepCount; ++i)
        if (t.steps[i].fused) {
          if (first < 0) first = i + 1;
          last = i + 1;
        }
      if (first > 0) out << (first + last) / 2 << r.firstStep + r.stepCount;
    }
    out << t.positionCount() - 1;
    return out;
  }

 private slots:
  void initTestCase() {
    w_ = new MainWindow(false);
    w_->resize(1600, 1000);
    w_->show();
    w_->openPath(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_train", QStringLiteral("forward"));
    QVERIFY(waitSettled(*w_));
    QCOMPARE(w_->beforePane()->scene()->graph()->nodes.size(), 742);
    QVERIFY(timeline().rounds.size() >= 2);
  }
  void cleanupTestCase() { delete w_; }

  // A name too long for its box is cut at its end, never in the middle (where
  // "op47…p478" reads as another node); a fused node shows its first member and how
  // many more; the tooltip has the whole name.
  void longNamesKeepTheirStart() {
    QFont f;
    f.setBold(true);
    const QFontMetricsF fm(f);
    const QStringList members{QStringLiteral("op5499"), QStringLiteral("op5500"), QStringLiteral("op5501")};
    const QString title = members.join(QLatin1Char('_'));
    const double narrow = fm.horizontalAdvance(QStringLiteral("op5499 +2")) + 1;
    QCOMPARE(fittedTitle(title, members, fm, fm.horizontalAdvance(title) + 1), title);  // fits: whole
    QCOMPARE(fittedTitle(title, members, fm, narrow), QStringLiteral("op5499 +2"));
    const QString cut = fittedTitle(QStringLiteral("buf_a_rather_long_single_name_478"), {QStringLiteral("x")}, fm,
                                    fm.horizontalAdvance(QStringLiteral("buf_a_rather")));
    QVERIFY2(cut.startsWith(QStringLiteral("buf_a")), qPrintable(cut));
    QVERIFY2(cut.endsWith(QChar(0x2026)), qPrintable(cut));  // the ellipsis at the end
    QVERIFY2(!cut.contains(QStringLiteral("478")), qPrintable(cut));
    const QString tiny = fittedTitle(title, members, fm, fm.horizontalAdvance(QStringLiteral("op54")));
    QVERIFY2(tiny.startsWith(QStringLiteral("op")) && tiny.endsWith(QChar(0x2026)) && !tiny.contains(QStringLiteral("01")),
             qPrintable(tiny));
    // in the scene: every node's tooltip holds its whole title
    for (NodeItem* n : itemsOf<NodeItem>(w_->beforePane()->scene()))
      QVERIFY2(n->toolTip().contains(n->node().title), qPrintable(n->node().title));
  }

  void outlinesHoldOnlyTheirMembers() {
    GraphScene* scene = w_->beforePane()->scene();
    int intraEdges = 0, bridged = 0;
    for (int p : probes()) {
      QVERIFY(goTo(p));
      const Groups groups = timeline().groupsAt(p);
      const QVector<ClusterItem*> clusters = itemsOf<ClusterItem>(scene);
      QCOMPARE(clusters.size(), groups.size());
      QVERIFY(clusters.size() > 20);
      QHash<QString, QSet<QString>> membersOf;
      for (const auto& g : groups) membersOf.insert(g.join(QLatin1Char('_')), QSet<QString>(g.begin(), g.end()));
      const QVector<NodeItem*> nodes = itemsOf<NodeItem>(scene);
      for (ClusterItem* c : clusters) {
        QVERIFY2(membersOf.contains(c->title()), qPrintable(c->title()));
        const QSet<QString>& members = membersOf[c->title()];
        const QPainterPath shape = c->shape();
        for (NodeItem* n : nodes) {
          const bool member = members.contains(n->node().members.front());
          const bool inside = shape.contains(n->rect().center());
          QVERIFY2(member == inside, qPrintable(QStringLiteral("position %1: %2 %3 the outline of %4")
                                                    .arg(p)
                                                    .arg(n->node().id, inside ? "inside" : "outside", c->title())));
        }
        // Members linked by an edge are one shape: the edge's middle is inside.
        const DisplayGraph* g = scene->graph();
        for (const auto& e : g->edges) {
          if (!members.contains(g->nodes[e.from].id) || !members.contains(g->nodes[e.to].id)) continue;
          ++intraEdges;
          const QPainterPath line = scene->layout()->edgePaths[&e - g->edges.data()];
          bridged += shape.contains(line.pointAtPercent(0.5)) ? 1 : 0;
        }
      }
      for (int i = 0; i < clusters.size(); ++i)
        for (int j = i + 1; j < clusters.size(); ++j) {
          if (!clusters[i]->boundingRect().intersects(clusters[j]->boundingRect())) continue;
          QVERIFY2(
              !clusters[i]->shape().intersects(clusters[j]->shape()),
              qPrintable(
                  QStringLiteral("position %1: %2 meets %3").arg(p).arg(clusters[i]->title(), clusters[j]->title())));
        }
    }
    qInfo("%d of %d edges inside groups are bridged", bridged, intraEdges);
    QVERIFY(intraEdges > 100);
    QVERIFY(bridged >= intraEdges * 9 / 10);
  }

  // After draws a fused node over its members' boxes only: no other node lies
  // inside it; members far apart are joined by a thin link along their edge, never
  // a band over what lies between (a hull); every piece of the shape shows the name.
  void mergedNodesAreLinkedMembers() {
    GraphScene* after = w_->afterPane()->scene();
    int farEdges = 0, multiPiece = 0, checkedItems = 0;
    for (int p : probes()) {
      QVERIFY(goTo(p));
      const DisplayGraph* g = after->graph();
      const LayoutResult* l = after->layout();
      const QVector<NodeItem*> nodes = itemsOf<NodeItem>(after);
      for (MergedNodeItem* m : itemsOf<MergedNodeItem>(after)) {
        ++checkedItems;
        const QSet<QString> members(m->node().members.begin(), m->node().members.end());
        const QPainterPath shape = m->shape();
        for (NodeItem* n : nodes) {
          const bool member = members.contains(n->node().members.front());
          if (!member)
            QVERIFY2(!shape.contains(n->rect().center()),
                     qPrintable(QStringLiteral("position %1: %2 inside %3").arg(p).arg(n->node().id, m->node().id)));
        }
        for (int e = 0; e < g->edges.size(); ++e) {
          const auto& edge = g->edges[e];
          if (!members.contains(g->nodes[edge.from].members.front()) ||
              !members.contains(g->nodes[edge.to].members.front()))
            continue;
          const QRectF a = l->nodeRects[edge.from], b = l->nodeRects[edge.to];
          if (nearBoxes(a, b, 6)) continue;
          // Away from both boxes, 12 units either side of the edge is outside the shape.
          const QPainterPath& path = l->edgePaths[e];
          for (double t : {0.3, 0.5, 0.7}) {
            const QPointF at = path.pointAtPercent(t);
            if (a.adjusted(-20, -20, 20, 20).contains(at) || b.adjusted(-20, -20, 20, 20).contains(at)) continue;
            bool nearOther = false;  // another member's box nearby legitimately fills the point
            for (NodeItem* n : nodes)
              if (members.contains(n->node().members.front()) && n->rect().adjusted(-20, -20, 20, 20).contains(at))
                nearOther = true;
            if (nearOther) continue;
            ++farEdges;
            const double angle = path.angleAtPercent(t) * M_PI / 180;
            const QPointF normal(std::sin(angle), std::cos(angle));
            QVERIFY(shape.contains(at));  // linked
            for (double side : {-12.0, 12.0})
              QVERIFY2(!shape.contains(at + side * normal),
                       qPrintable(QStringLiteral("position %1: %2 is a band, not a link, beside its edge %3 -> %4")
                                      .arg(p)
                                      .arg(m->node().id, g->nodes[edge.from].id, g->nodes[edge.to].id)));
          }
        }
        // Each piece of the shape has a label inside it.
        const QList<QPolygonF> outlines = shape.simplified().toFillPolygons();
        if (outlines.size() > 1) ++multiPiece;
        for (const QPolygonF& piece : outlines) {
          bool labelled = false;
          for (const QRectF& r : m->labelRects()) labelled = labelled || piece.containsPoint(r.center(), Qt::WindingFill);
          QVERIFY2(labelled, qPrintable(QStringLiteral("position %1: a piece of %2 has no label").arg(p).arg(m->node().id)));
        }
      }
    }
    qInfo("%d merged nodes, %d edge points far from members, %d nodes in several pieces", checkedItems, farEdges,
          multiPiece);
    QVERIFY(checkedItems > 20);
    QVERIFY(farEdges > 0);  // the run has far-apart members: the rule was exercised
  }

  // A click on a fused node in After selects the node whole, not the member box
  // beneath the click: After reports one node, Before shows every member, and the
  // inspector shows them all.
  void clickOnAFusedNodeSelectsItWhole() {
    GraphScene* after = w_->afterPane()->scene();
    GraphView* view = w_->afterPane()->view();
    MergedNodeItem* target = nullptr;
    for (int p : probes()) {
      QVERIFY(goTo(p));
      for (MergedNodeItem* m : itemsOf<MergedNodeItem>(after))
        if (m->node().members.size() >= 3) target = m;
      if (target) break;
    }
    QVERIFY(target);
    const QStringList members = target->node().members;
    // click on the last member's box, at a point of the fused node's shape
    NodeItem* box = after->itemForMember(members.back());
    QVERIFY(box && box->isMergedAway());
    view->centerOn(box->rect().center());
    QTest::qWait(20);
    const QPoint at = view->mapFromScene(box->rect().center());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(after->selectedMembers().size(), 1);
    QVERIFY(members.contains(after->selectedMembers().front()));
    QStringList inBefore = w_->beforePane()->scene()->selectedMembers();
    inBefore.sort();
    QStringList want = members;
    want.sort();
    QCOMPARE(inBefore, want);
    for (const QString& m : members) QVERIFY2(w_->inspector()->text().contains(m), qPrintable(m));
  }

  // Fit on a graph too tall to show whole legibly fits its width instead: boxes
  // stay boxes (not a hairline), and the view still spans the graph's width.
  void fitKeepsNodesLegible() {
    GraphView* view = w_->beforePane()->view();
    const QRectF sr = view->sceneRect();
    const double whole = std::min(view->viewport()->width() / sr.width(), view->viewport()->height() / sr.height());
    QVERIFY2(whole < GraphView::kMinFitZoom, qPrintable(QString::number(whole)));  // the rule applies here
    const QTransform before = view->transform();
    const QPointF centre = view->mapToScene(view->viewport()->rect().center());
    view->fitAll();
    const double z = view->zoom();
    view->setTransform(before);  // the other tests expect the initial view
    view->centerOn(centre);
    QVERIFY2(z >= GraphView::kMinFitZoom - 1e-9, qPrintable(QString::number(z)));
    QVERIFY(z <= 1.0);
  }

  // The overview's corner: where only the verdict badge is, the overview goes
  // elsewhere (it once sat over the ✗ badge); nodes push it as before; an empty
  // corner keeps it.
  void overviewCornerAvoidsTheBadge() {
    const QRectF corners[4] = {QRectF(900, 700, 100, 100), QRectF(0, 700, 100, 100), QRectF(900, 0, 100, 100),
                               QRectF(0, 0, 100, 100)};  // bottom right, bottom left, top right, top left
    const QVector<QRectF> middle = {QRectF(400, 300, 200, 100)};
    const QRectF badgeBottomRight(880, 740, 110, 18);
    QCOMPARE(chooseOverviewCorner(corners, middle, QRectF(), 0), 0);  // nothing under it: it stays
    const int moved = chooseOverviewCorner(corners, middle, badgeBottomRight, 0);
    QVERIFY(moved != 0);
    QVERIFY(!corners[moved].intersects(badgeBottomRight));
    // nodes in the corner move it too, and it never goes onto the badge
    QVector<QRectF> crowded = middle;
    crowded << QRectF(10, 10, 80, 80);  // top left taken
    const int c = chooseOverviewCorner(corners, crowded, badgeBottomRight, 0);
    QVERIFY(c == 1 || c == 2);
  }

  void calloutCoversNoNode() {
    // Steps spread over the whole run: fusions and rejections, in both panes.
    const int n = timeline().positionCount() - 1;
    int rejected = 0, overviewShown = 0;
    for (int k = 1; k <= 24; ++k) {
      const int p = k * n / 25;
      QVERIFY(goTo(p));
      rejected += timeline().steps[p - 1].fused ? 0 : 1;
      for (GraphPane* pane : {w_->beforePane(), w_->afterPane()}) {
        GraphScene* scene = pane->scene();
        const QRectF callout = scene->calloutRect();
        QVERIFY(!callout.isNull());
        for (NodeItem* node : itemsOf<NodeItem>(scene))
          if (node->isVisible() && !node->isMergedAway())
            QVERIFY2(!callout.intersects(node->sceneBoundingRect()),
                     qPrintable(QStringLiteral("position %1: the callout covers %2").arg(p).arg(node->node().id)));
        for (MergedNodeItem* m : itemsOf<MergedNodeItem>(scene))
          QVERIFY2(!m->shape().intersects(callout),
                   qPrintable(QStringLiteral("position %1: the callout covers %2").arg(p).arg(m->node().id)));
        // ...and stays near the pair.
        const QRectF pair = scene->rectForMembers(
            {timeline().steps[p - 1].membersA.value(0), timeline().steps[p - 1].membersB.value(0)});
        QVERIFY2(QLineF(pair.center(), callout.center()).length() < 600,
                 qPrintable(QStringLiteral("position %1: the callout is far from the pair").arg(p)));
        // ...and is never under the overview map.
        const QRect overview = pane->view()->overviewGeometry();
        const QRect badge = pane->view()->mapFromScene(callout).boundingRect();
        if (!overview.isNull() && pane->view()->viewport()->rect().intersects(badge)) ++overviewShown;
        QVERIFY2(overview.isNull() || !overview.intersects(badge),
                 qPrintable(QStringLiteral("position %1: the callout is under the overview").arg(p)));
      }
    }
    QVERIFY(rejected > 0);
    QVERIFY(overviewShown > 0);
  }

  void pairsFirstNodeInView() {
    // Every step shows its pair: centred on the pair where it fits in the view,
    // else on node1 (pairs hundreds of ranks apart: candidate search rejects them).
    const Timeline& t = timeline();
    const int n = t.positionCount() - 1;
    int apart = 0;
    for (int k = 1; k <= 60; ++k) {
      const int p = k * n / 61;
      QVERIFY(goTo(p));
      const auto& s = t.steps[p - 1];
      for (GraphPane* pane : {w_->beforePane(), w_->afterPane()}) {
        GraphView* view = pane->view();
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        const QRectF first = pane->scene()->rectForMembers({s.membersA.value(0)});
        QVERIFY(!first.isNull());
        QVERIFY2(visible.contains(first),
                 qPrintable(QStringLiteral("position %1: %2 is out of view").arg(p).arg(s.membersA.value(0))));
        if (!visible.contains(pane->scene()->rectForMembers({s.membersB.value(0)}))) ++apart;
      }
    }
    qInfo("%d pane-steps with the pair's second node out of view", apart);
    QVERIFY(apart > 0);  // the run has pairs too far apart to fit: the rule was exercised
  }

  void afterMergesAtOnce() {
    const Timeline& t = timeline();
    GraphScene* after = w_->afterPane()->scene();
    // A fusion shows at its own step: the pair is one merged node.
    const auto& r1 = t.rounds[0];
    int fusedAt = -1;
    for (int i = r1.firstStep; i < r1.firstStep + r1.stepCount && fusedAt < 0; ++i)
      if (t.steps[i].fused) fusedAt = i + 1;
    QVERIFY(fusedAt > 0);
    QVERIFY(goTo(fusedAt));
    const auto& s = t.steps[fusedAt - 1];
    const QVector<MergedNodeItem*> merged = itemsOf<MergedNodeItem>(after);
    QCOMPARE(merged.size(), t.fusedThisRoundAt(fusedAt).size());
    QVERIFY(std::any_of(merged.begin(), merged.end(), [&](MergedNodeItem* m) {
      return m->node().members.contains(s.membersA.value(0)) && m->node().members.contains(s.membersB.value(0)) &&
             m->mark() == NodeItem::Mark::Fused;
    }));
    // The last step of a round looks like the next round's start: the same nodes.
    int checked = 0;
    for (int r = 1; r < t.rounds.size(); ++r) {
      if (t.rounds[r].stepCount == 0) continue;
      const int last = t.roundStart(r + 1) - 1;
      QVERIFY(goTo(last));
      QCOMPARE(t.roundAt(last), r);
      const QStringList shown = visibleNodeIds(after);
      QCOMPARE(itemsOf<MergedNodeItem>(after).size(), t.fusedThisRoundAt(last).size());
      // No edge is drawn inside a merged node.
      for (EdgeItem* e : itemsOf<EdgeItem>(after)) {
        if (!e->isVisible()) continue;
        const DisplayGraph* g = after->graph();
        for (MergedNodeItem* m : itemsOf<MergedNodeItem>(after))
          QVERIFY(!(m->node().members.contains(g->nodes[e->edge().from].members.front()) &&
                    m->node().members.contains(g->nodes[e->edge().to].members.front())));
      }
      QVERIFY(goTo(last + 1));
      QStringList next;
      for (const auto& n : after->graph()->nodes) next << n.id;
      next.sort();
      QCOMPARE(shown.size(), next.size());
      QCOMPARE(shown, next);
      ++checked;
    }
    QVERIFY(checked >= 2);
  }

  /// Every node of `after`'s graph shown once, by an item at its box with its label
  /// and tooltip; every edge along its path.
  void checkShown(GraphScene* after) {
    const DisplayGraph* g = after->graph();
    const LayoutResult* l = after->layout();
    for (int i = 0; i < g->nodes.size(); ++i) {
      const DisplayNode& n = g->nodes[i];
      NodeItem* item = after->itemForMember(n.members.front());
      QVERIFY(item && item->isVisible() && after->inShownSet(item));
      QCOMPARE(item->node().id, n.id);
      QCOMPARE(item->node().title, n.title);
      QCOMPARE(item->rect(), l->nodeRects[i]);
      QCOMPARE(item->sceneBoundingRect(), l->nodeRects[i].adjusted(-4, -4, 4, 4));
      QVERIFY2(item->toolTip().contains(n.id.toHtmlEscaped()), qPrintable(item->toolTip()));
    }
    int shown = 0;
    for (NodeItem* item : itemsOf<NodeItem>(after)) shown += item->isVisible() ? 1 : 0;
    QCOMPARE(shown, g->nodes.size());
    QHash<QPair<int, int>, int> edgeIndex;
    for (int e = 0; e < g->edges.size(); ++e) edgeIndex.insert({g->edges[e].from, g->edges[e].to}, e);
    int edges = 0;
    for (EdgeItem* e : itemsOf<EdgeItem>(after)) {
      if (!e->isVisible()) continue;
      ++edges;
      const int k = edgeIndex.value({e->edge().from, e->edge().to}, -1);
      QVERIFY(k >= 0);
      QCOMPARE(e->edge().buffers, g->edges[k].buffers);
      QVERIFY(e->path() == l->edgePaths[k]);
    }
    int drawn = 0;
    for (const auto& p : l->edgePaths) drawn += p.isEmpty() ? 0 : 1;
    // Edges inside a merged node are hidden; every other is drawn.
    if (itemsOf<MergedNodeItem>(after).isEmpty())
      QCOMPARE(edges, drawn);
    else
      QVERIFY(edges > 0 && edges < drawn);
    // What is not shown is culled: nothing of another layout is hit at a node's centre.
    for (int i = 0; i < g->nodes.size(); i += std::max<int>(1, g->nodes.size() / 50))
      for (QGraphicsItem* hit : after->items(l->nodeRects[i].center()))
        QVERIFY2(after->inShownSet(hit), qPrintable(QStringLiteral("%1: an item of another layout is hit").arg(g->nodes[i].id)));
  }

  void roundChangeShowsPreparedItems() {
    // While the user reads a step of round 1, round 2's items are built (idle);
    // stepping into round 2 then shows them: no item is made, moved or given
    // another node by the step. Every node shown once, at its box, with its own
    // label and tooltip; every edge along its path. Back into round 1: round 1's
    // own items again, where they were.
    const Timeline& t = timeline();
    GraphScene* after = w_->afterPane()->scene();
    const int start = t.roundStart(2);
    QVERIFY(start > 1);
    QVERIFY(goTo(start - 1));
    QCOMPARE(t.roundAt(start - 1), 1);
    std::shared_ptr<const DisplayGraph> g2;
    std::shared_ptr<const LayoutResult> l2;
    QTRY_VERIFY_WITH_TIMEOUT(w_->controller()->cachedLayout(2, &g2, &l2), 60000);
    QVERIFY(l2.get() != after->layout());
    QTRY_VERIFY_WITH_TIMEOUT(after->isPrepared(l2.get()), 60000);
    const QVector<NodeItem*> prepared = after->nodeItemsOf(l2.get());
    QCOMPARE(prepared.size(), g2->nodes.size());
    auto itemsById = [&] {  // each node's item and where it was
      QHash<QString, std::pair<NodeItem*, QRectF>> out;
      for (const auto& n : after->graph()->nodes) {
        NodeItem* item = after->itemForMember(n.members.front());
        out.insert(n.id, {item, item ? item->rect() : QRectF()});
      }
      return out;
    };
    const auto round1 = itemsById();
    const qint64 made = after->itemsMade();
    QVERIFY(goTo(start));
    QCOMPARE(t.roundAt(start), 2);
    QCOMPARE(after->layout(), l2.get());
    QCOMPARE(after->itemsMade(), made);  // the prepared set, not new items
    for (int i = 0; i < g2->nodes.size(); ++i) QCOMPARE(after->itemForMember(g2->nodes[i].members.front()), prepared[i]);
    QVERIFY(after->graph()->nodes.size() < round1.size());
    checkShown(after);
    if (QTest::currentTestFailed()) return;
    // ...and back: round 1's items as they were.
    QVERIFY(goTo(start - 1));
    QCOMPARE(after->graph()->nodes.size(), round1.size());
    QCOMPARE(after->itemsMade(), made);
    for (const auto& n : after->graph()->nodes) {
      const auto was = round1.value(n.id);
      NodeItem* item = after->itemForMember(n.members.front());
      QCOMPARE(item, was.first);
      QCOMPARE(item->rect(), was.second);
    }
    checkShown(after);
  }

  void overviewCappedAndHidden() {
    QVERIFY(goTo(1));
    GraphView* before = w_->beforePane()->view();
    const QRect g = before->overviewGeometry();
    QVERIFY2(!g.isNull(), "the graph does not fit: the overview should show");
    const QSize vp = before->viewport()->size();
    QVERIFY2(
        g.width() <= vp.width() / 5 + 1 && g.height() <= vp.height() / 5 + 1,
        qPrintable(QStringLiteral("%1x%2 in %3x%4").arg(g.width()).arg(g.height()).arg(vp.width()).arg(vp.height())));
    QVERIFY(QRect(QPoint(0, 0), vp).contains(g));
    // A big view: the fixed cap; a tiny one: none at all.
    GraphView big(w_->beforePane()->scene());
    big.resize(2400, 1800);
    big.show();
    big.setTransform(QTransform::fromScale(1, 1));
    big.centerOn(0, 0);
    QTest::qWait(10);
    QVERIFY(!big.overviewGeometry().isNull());
    QVERIFY(big.overviewGeometry().width() <= GraphView::kOverviewMaxPx);
    QVERIFY(big.overviewGeometry().height() <= GraphView::kOverviewMaxPx);
    QCOMPARE(std::max(big.overviewGeometry().width(), big.overviewGeometry().height()), GraphView::kOverviewMaxPx);
    big.resize(160, 120);
    QTest::qWait(10);
    QVERIFY(big.overviewGeometry().isNull());
    big.hide();

    // View > Show overview (M) hides it in both panes, and shows it again.
    auto* action = w_->findChild<QAction*>(QStringLiteral("showOverview"));
    QVERIFY(action);
    QVERIFY(action->isCheckable() && action->isChecked());
    QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_M));
    action->trigger();
    QVERIFY(!action->isChecked());
    QVERIFY(before->overviewGeometry().isNull());
    QVERIFY(w_->afterPane()->view()->overviewGeometry().isNull());
    before->zoomBy(1.2);  // moving does not bring it back
    QVERIFY(before->overviewGeometry().isNull());
    action->trigger();
    QVERIFY(!before->overviewGeometry().isNull());
  }
};

QTEST_MAIN(TestGraphPanes)
#include "test_graphpanes.moc"
