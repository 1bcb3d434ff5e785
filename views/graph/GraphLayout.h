// GraphLayout: Graphviz `dot` layout, confined to this module (KGraphViewer's rule).
//
// Contract: a LayoutRequest is a plain value (node ids with box sizes in scene
// units, directed edges by node index); layoutGraph() returns node rectangles and
// edge paths in scene coordinates (Graphviz points, 1 unit = 1/72 inch, y flipped
// so that rank 0 is at the top). Graphviz headers never leave GraphLayout.cpp
// (pimpl); every call into libgvc/libcgraph holds one process-wide mutex, because
// Graphviz keeps global state. layoutGraph() is safe to call from any thread and
// is meant for worker threads: it takes ~0.05 s for 127 nodes, ~0.5 s for 742.
// Node labels are drawn by the scene; Graphviz only sees fixed-size boxes.
#pragma once

#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <QVector>

#include <memory>

namespace fs::views {

struct LayoutRequest {
  struct Node {
    QString id;
    QSizeF size;  ///< box size in scene units (points)
  };
  struct Edge {
    int tail = 0;  ///< index into nodes
    int head = 0;
  };
  QVector<Node> nodes;
  QVector<Edge> edges;
  double nodeSep = 18;   ///< points between boxes of one rank
  double rankSep = 28;   ///< points between ranks
  bool splines = true;   ///< curved edges routed by dot; false: straight lines (faster)

  /// Stable key of the request's content, for caching layouts.
  QByteArray cacheKey() const;
};

struct LayoutResult {
  QVector<QRectF> nodeRects;       ///< per request node, scene coordinates
  QVector<QPainterPath> edgePaths; ///< per request edge, tail to head
  QRectF bounds;
  double elapsedMs = 0;
};

/// Above this many boxes `dot` would keep the user waiting (minutes at ~4,700):
/// layoutGraph() hands such graphs to layeredLayout() (LayeredLayout.h).
inline constexpr int kGraphvizMaxNodes = 1500;

/// Lays out with `dot`, or with layeredLayout() for more than kGraphvizMaxNodes
/// boxes. Thread-safe (Graphviz calls are serialised by the Graphviz mutex).
/// Throws std::runtime_error when Graphviz fails.
LayoutResult layoutGraph(const LayoutRequest& request);

/// Owner of the Graphviz context (pimpl). One per process, created on first use.
class GraphvizEngine {
 public:
  static GraphvizEngine& instance();
  LayoutResult run(const LayoutRequest& request);
  ~GraphvizEngine();

 private:
  GraphvizEngine();
  struct Impl;
  std::unique_ptr<Impl> d;
};

}  // namespace fs::views
