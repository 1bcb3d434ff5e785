// The Graphviz module: layouts are complete (every node and edge placed, y
// flipped so producers sit above consumers), deterministic (same request, same
// result; the cache key follows content), and safe from several threads.
#include <QtConcurrent/QtConcurrent>
#include <QtTest>

#include "ViewsTestSupport.h"

#include <algorithm>
#include <numeric>

#include "core/frontends/inductor/DebugDir.h"
#include "views/graph/DisplayGraph.h"
#include "views/graph/GraphLayout.h"
#include "views/graph/LayeredLayout.h"
#include "views/graph/LayoutWorker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include "views/graph/OpLabels.h"

using namespace fs::views;
using fs::views::test::layoutWorkersRunning;

namespace {
/// resnet50_train's forward and backward graphs side by side (742 + 471 boxes):
/// a real request that `dot` needs a second or more for.
LayoutRequest bigRealRequest() {
  const auto dump = fs::inductor::loadDebugDump(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_train");
  LayoutRequest all;
  for (const auto& g : dump.graphs) {
    const LayoutRequest r = buildDisplayGraph(g.preFusion, {}, opLabels(g), {}).layoutRequest();
    const int base = static_cast<int>(all.nodes.size());
    for (auto n : r.nodes) {
      n.id = QString::fromStdString(g.name) + QLatin1Char('/') + n.id;
      all.nodes.push_back(n);
    }
    for (const auto& e : r.edges) all.edges.push_back({e.tail + base, e.head + base});
  }
  return all;
}

}  // namespace

class TestLayout : public QObject {
  Q_OBJECT
 private slots:
  void layeredLayoutOfALargeGraph() {
    // the layout for graphs beyond Graphviz's budget (kGraphvizMaxNodes), on
    // resnet50_train's forward graph (742 nodes): every box placed, producers above
    // consumers, no two boxes overlapping, the same result twice
    const auto dump = fs::inductor::loadDebugDump(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_train");
    const auto& g = dump.graphs.front();
    const LayoutRequest request = buildDisplayGraph(g.preFusion, {}, opLabels(g), {}).layoutRequest();
    QCOMPARE(request.nodes.size(), 742);
    const LayoutResult a = layeredLayout(request);
    QCOMPARE(a.nodeRects.size(), request.nodes.size());
    for (const auto& e : request.edges) {
      QVERIFY(a.nodeRects[e.tail].bottom() < a.nodeRects[e.head].top());
      QVERIFY(!a.edgePaths[&e - request.edges.data()].isEmpty());
    }
    QVector<int> order(a.nodeRects.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int x, int y) { return a.nodeRects[x].top() < a.nodeRects[y].top(); });
    for (int i = 0; i < order.size(); ++i)
      for (int j = i + 1; j < order.size() && a.nodeRects[order[j]].top() < a.nodeRects[order[i]].bottom(); ++j)
        QVERIFY2(!a.nodeRects[order[i]].intersects(a.nodeRects[order[j]]), "two boxes overlap");
    for (const QRectF& r : a.nodeRects) QVERIFY(a.bounds.contains(r));
    const LayoutResult b = layeredLayout(request);
    QCOMPARE(b.nodeRects, a.nodeRects);
  }
  void opaqueNodeIsMarked() {
    // a real dump with one node damaged (tests/degraded-input): the node stays in
    // the graph, marked with the reader's located reason; the others are read in full
    const auto dump =
        fs::inductor::loadDebugDump(FUSIONSCOPE_SOURCE_DIR "/tests/degraded-input/unknown-index-function/ir_pre_fusion.txt");
    const auto& g = dump.graphs.front();
    const DisplayGraph display = buildDisplayGraph(g.preFusion, {}, opLabels(g), {});
    QCOMPARE(display.nodes.size(), 5);
    const DisplayNode& op4 = display.nodes[display.nodeOfMember.value("op4")];
    QVERIFY2(op4.opaqueReason.contains("ir_pre_fusion.txt:151: index expression column 1: unknown function 'NewIndexFn'"),
             qPrintable(op4.opaqueReason));
    QCOMPARE(op4.title, QStringLiteral("op4 (not read)"));
    QVERIFY(display.nodes[display.nodeOfMember.value("op3")].opaqueReason.isEmpty());
  }
  void bnReluMaxpool() {
    const auto dump = fs::inductor::loadDebugDump(FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool");
    const auto& g = dump.graphs.front();
    const auto labels = opLabels(g);
    QCOMPARE(labels.value("op2"), QStringLiteral("convolution"));
    // What computes the buffer first, then what Inductor inlined into it.
    QCOMPARE(labels.value("op3"), QStringLiteral("relu (inlined: batch_norm)"));
    QCOMPARE(labels.value("op4"), QStringLiteral("max_pool (inlined: batch_norm + relu)"));
    const DisplayGraph display = buildDisplayGraph(g.preFusion, {}, labels, {});
    QCOMPARE(display.nodes.size(), 5);
    const LayoutResult layout = layoutGraph(display.layoutRequest());
    QCOMPARE(layout.nodeRects.size(), display.nodes.size());
    QCOMPARE(layout.edgePaths.size(), display.edges.size());
    for (const auto& p : layout.edgePaths) QVERIFY(!p.isEmpty());
    // Producers above consumers: op2 (conv) above op3 above op4.
    const auto rect = [&](const char* n) { return layout.nodeRects[display.nodeOfMember.value(n)]; };
    QVERIFY(rect("op2").center().y() < rect("op3").center().y());
    QVERIFY(rect("op3").center().y() < rect("op4").center().y());
    QVERIFY(layout.bounds.contains(rect("op4")));
  }

  void groupsCollapse() {
    const auto dump = fs::inductor::loadDebugDump(FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool");
    const auto& g = dump.graphs.front();
    const DisplayGraph display = buildDisplayGraph(g.preFusion, {{"op0", "op1"}}, {}, {});
    QCOMPARE(display.nodes.size(), 4);
    QCOMPARE(display.nodes.front().id, QStringLiteral("op0_op1"));
    QCOMPARE(display.nodeOfMember.value("op1"), 0);
  }

  void workerProcessGivesTheSameLayout() {
    // the app's layouts run in fusionscope-layout: same boxes and edges as in-process
    QVERIFY2(!layoutWorkerPath().isEmpty(), "fusionscope-layout is not built");
    const auto dump = fs::inductor::loadDebugDump(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval");
    const auto& g = dump.graphs.front();
    const LayoutRequest request = buildDisplayGraph(g.preFusion, {}, opLabels(g), {}).layoutRequest();
    const LayoutResult here = layoutGraph(request);
    const LayoutResult there = layoutGraphCancellable(request, [] { return false; });
    QCOMPARE(there.nodeRects, here.nodeRects);
    QCOMPARE(there.bounds, here.bounds);
    QCOMPARE(there.edgePaths.size(), here.edgePaths.size());
    for (int i = 0; i < here.edgePaths.size(); ++i) QCOMPARE(there.edgePaths[i], here.edgePaths[i]);
    // the wire format refuses what is not a request, and a result that does not fit
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, decodeLayoutRequest(QByteArray("not a request")));
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, decodeLayoutRequest(encodeLayoutRequest(request).left(100)));
    LayoutRequest other = request;
    other.nodes.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, decodeLayoutResult(encodeLayoutResult(here), other));
  }

  void cancelKillsTheWorkerAtOnce() {
    const LayoutRequest request = bigRealRequest();
    QCOMPARE(request.nodes.size(), 742 + 471);
    std::atomic<bool> stop{false};
    QElapsedTimer sinceStop;
    auto run = QtConcurrent::run([&] {
      try {
        layoutGraphCancellable(request, [&] { return stop.load(); });
        return false;
      } catch (const LayoutCancelled&) {
        return true;
      }
    });
    QTRY_COMPARE_WITH_TIMEOUT(layoutWorkersRunning(), 1, 5000);
    QTest::qWait(30);
    QVERIFY2(run.isRunning(), "dot finished the 1,213-box layout in 30 ms: the test proves nothing");
    sinceStop.start();
    stop = true;
    run.waitForFinished();
    const qint64 ms = sinceStop.elapsed();
    qInfo("the cancelled layout returned %lld ms after the request to stop", ms);
    QVERIFY2(run.result(), "the layout ran to its end");
    QVERIFY2(ms < 200, qPrintable(QStringLiteral("cancel took %1 ms").arg(ms)));
    QCOMPARE(layoutWorkersRunning(), 0);
  }

  void deterministicAndThreadSafe() {
    const auto dump = fs::inductor::loadDebugDump(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval");
    const auto& g = dump.graphs.front();
    const LayoutRequest request = buildDisplayGraph(g.preFusion, {}, opLabels(g), {}).layoutRequest();
    QCOMPARE(request.nodes.size(), 127);
    const LayoutResult first = layoutGraph(request);
    // Four layouts at once from worker threads: serialised by the mutex, all equal.
    QList<LayoutRequest> requests(4, request);
    const QList<LayoutResult> results = QtConcurrent::blockingMapped(requests, [](const LayoutRequest& r) { return layoutGraph(r); });
    for (const auto& r : results) QCOMPARE(r.nodeRects, first.nodeRects);
    LayoutRequest changed = request;
    changed.nodes[0].size.rwidth() += 1;
    QVERIFY(changed.cacheKey() != request.cacheKey());
    QCOMPARE(LayoutRequest(request).cacheKey(), request.cacheKey());
  }
};

QTEST_GUILESS_MAIN(TestLayout)
#include "test_layout.moc"
