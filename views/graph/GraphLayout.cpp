// Graphviz layout: the only file that includes Graphviz headers.
#include "views/graph/GraphLayout.h"

#include "views/graph/LayeredLayout.h"

#include <QCryptographicHash>
#include <QElapsedTimer>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <mutex>
#include <stdexcept>

namespace fs::views {

namespace {

/// One global lock for every call into libgvc/libcgraph (they share global state).
std::mutex& graphvizMutex() {
  static std::mutex m;
  return m;
}

/// The one place where Graphviz coordinates become scene coordinates:
/// Graphviz has y pointing up with the origin at the bottom of the bounding box;
/// the scene has y pointing down.
QPointF toScene(pointf p, const boxf& bb) { return QPointF(p.x - bb.LL.x, bb.UR.y - p.y); }

void set(void* obj, const char* name, const QByteArray& value) {
  agsafeset(obj, const_cast<char*>(name), const_cast<char*>(value.constData()), const_cast<char*>(""));
}

}  // namespace

QByteArray LayoutRequest::cacheKey() const {
  QCryptographicHash h(QCryptographicHash::Sha1);
  for (const auto& n : nodes) {
    h.addData(n.id.toUtf8());
    h.addData(QByteArray::number(n.size.width()) + "x" + QByteArray::number(n.size.height()) + ";");
  }
  for (const auto& e : edges) h.addData(QByteArray::number(e.tail) + ">" + QByteArray::number(e.head) + ";");
  h.addData(QByteArray::number(nodeSep) + "," + QByteArray::number(rankSep) + (splines ? "s" : "l"));
  return h.result();
}

struct GraphvizEngine::Impl {
  GVC_t* gvc = nullptr;
};

GraphvizEngine::GraphvizEngine() : d(std::make_unique<Impl>()) {
  std::lock_guard lock(graphvizMutex());
  d->gvc = gvContext();
}

GraphvizEngine::~GraphvizEngine() {
  std::lock_guard lock(graphvizMutex());
  if (d->gvc) gvFreeContext(d->gvc);
}

GraphvizEngine& GraphvizEngine::instance() {
  static GraphvizEngine engine;
  return engine;
}

LayoutResult GraphvizEngine::run(const LayoutRequest& request) {
  QElapsedTimer timer;
  timer.start();
  LayoutResult result;
  result.nodeRects.resize(request.nodes.size());
  result.edgePaths.resize(request.edges.size());

  std::lock_guard lock(graphvizMutex());
  if (!d->gvc) throw std::runtime_error("Graphviz: no context");
  Agraph_t* g = agopen(const_cast<char*>("g"), Agdirected, nullptr);
  if (!g) throw std::runtime_error("Graphviz: agopen failed");
  set(g, "rankdir", "TB");
  set(g, "nodesep", QByteArray::number(request.nodeSep / 72.0));
  set(g, "ranksep", QByteArray::number(request.rankSep / 72.0));
  set(g, "splines", request.splines ? "spline" : "line");
  // Bound crossing minimisation on big graphs: dot's default iterates far longer
  // than the picture gains from (742 nodes: 3x faster, same readability).
  if (request.nodes.size() > 300) {
    set(g, "mclimit", "0.3");
    set(g, "nslimit", "2");
    set(g, "nslimit1", "2");
  }

  std::vector<Agnode_t*> gvNodes(static_cast<std::size_t>(request.nodes.size()));
  for (int i = 0; i < request.nodes.size(); ++i) {
    const auto& n = request.nodes[i];
    Agnode_t* node = agnode(g, const_cast<char*>(QByteArray::number(i).constData()), 1);
    set(node, "shape", "box");
    set(node, "fixedsize", "true");
    set(node, "label", "");
    set(node, "width", QByteArray::number(n.size.width() / 72.0));
    set(node, "height", QByteArray::number(n.size.height() / 72.0));
    gvNodes[static_cast<std::size_t>(i)] = node;
  }
  std::vector<Agedge_t*> gvEdges(static_cast<std::size_t>(request.edges.size()), nullptr);
  for (int i = 0; i < request.edges.size(); ++i) {
    const auto& e = request.edges[i];
    if (e.tail < 0 || e.head < 0 || e.tail >= request.nodes.size() || e.head >= request.nodes.size()) continue;
    gvEdges[static_cast<std::size_t>(i)] =
        agedge(g, gvNodes[static_cast<std::size_t>(e.tail)], gvNodes[static_cast<std::size_t>(e.head)],
               const_cast<char*>(QByteArray("e" + QByteArray::number(i)).constData()), 1);
  }

  if (gvLayout(d->gvc, g, "dot") != 0) {
    agclose(g);
    throw std::runtime_error("Graphviz: dot layout failed");
  }
  const boxf bb = GD_bb(g);
  result.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
  for (std::size_t i = 0; i < gvNodes.size(); ++i) {
    Agnode_t* node = gvNodes[i];
    const QPointF c = toScene(ND_coord(node), bb);
    const double w = ND_width(node) * 72.0, h = ND_height(node) * 72.0;
    result.nodeRects[static_cast<int>(i)] = QRectF(c.x() - w / 2, c.y() - h / 2, w, h);
  }
  for (std::size_t i = 0; i < gvEdges.size(); ++i) {
    Agedge_t* e = gvEdges[i];
    if (!e || !ED_spl(e) || ED_spl(e)->size == 0) continue;
    QPainterPath path;
    const bezier& bz = ED_spl(e)->list[0];
    if (bz.size == 0) continue;
    if (bz.sflag) {
      path.moveTo(toScene(bz.sp, bb));
      path.lineTo(toScene(bz.list[0], bb));
    } else {
      path.moveTo(toScene(bz.list[0], bb));
    }
    for (int k = 1; k + 2 < bz.size; k += 3)
      path.cubicTo(toScene(bz.list[k], bb), toScene(bz.list[k + 1], bb), toScene(bz.list[k + 2], bb));
    if (bz.eflag) path.lineTo(toScene(bz.ep, bb));
    result.edgePaths[static_cast<int>(i)] = path;
  }
  gvFreeLayout(d->gvc, g);
  agclose(g);
  result.elapsedMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return result;
}

LayoutResult layoutGraph(const LayoutRequest& request) {
  if (request.nodes.size() > kGraphvizMaxNodes) return layeredLayout(request);
  return GraphvizEngine::instance().run(request);
}

}  // namespace fs::views
