#include "views/graph/LayeredLayout.h"

#include <QElapsedTimer>

#include <algorithm>
#include <numeric>
#include <vector>

namespace fs::views {

namespace {

constexpr int kSweeps = 4;  // barycenter passes (down, up, down, up)

}  // namespace

LayoutResult layeredLayout(const LayoutRequest& request) {
  QElapsedTimer timer;
  timer.start();
  const int n = static_cast<int>(request.nodes.size());
  LayoutResult result;
  result.nodeRects.resize(n);
  result.edgePaths.resize(request.edges.size());
  if (n == 0) return result;

  std::vector<std::vector<int>> succ(static_cast<std::size_t>(n)), pred(static_cast<std::size_t>(n));
  for (const auto& e : request.edges) {
    if (e.tail < 0 || e.head < 0 || e.tail >= n || e.head >= n || e.tail == e.head) continue;
    succ[static_cast<std::size_t>(e.tail)].push_back(e.head);
    pred[static_cast<std::size_t>(e.head)].push_back(e.tail);
  }

  // 1. Ranks: longest path from the sources, in Kahn order.
  std::vector<int> rank(static_cast<std::size_t>(n), 0), indeg(static_cast<std::size_t>(n), 0);
  for (int v = 0; v < n; ++v) indeg[static_cast<std::size_t>(v)] = static_cast<int>(pred[static_cast<std::size_t>(v)].size());
  std::vector<int> queue;
  queue.reserve(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v)
    if (indeg[static_cast<std::size_t>(v)] == 0) queue.push_back(v);
  std::vector<bool> placed(static_cast<std::size_t>(n), false);
  for (std::size_t qi = 0; qi < queue.size(); ++qi) {
    const int v = queue[qi];
    placed[static_cast<std::size_t>(v)] = true;
    for (int w : succ[static_cast<std::size_t>(v)]) {
      rank[static_cast<std::size_t>(w)] = std::max(rank[static_cast<std::size_t>(w)], rank[static_cast<std::size_t>(v)] + 1);
      if (--indeg[static_cast<std::size_t>(w)] == 0) queue.push_back(w);
    }
  }
  for (int v = 0; v < n; ++v)  // on a cycle: below the latest placed predecessor
    if (!placed[static_cast<std::size_t>(v)])
      for (int u : pred[static_cast<std::size_t>(v)])
        rank[static_cast<std::size_t>(v)] = std::max(rank[static_cast<std::size_t>(v)], rank[static_cast<std::size_t>(u)] + 1);
  const int ranks = *std::max_element(rank.begin(), rank.end()) + 1;

  // 2. Order within ranks: start from graph order, then barycenter sweeps.
  std::vector<std::vector<int>> layer(static_cast<std::size_t>(ranks));
  for (int v = 0; v < n; ++v) layer[static_cast<std::size_t>(rank[static_cast<std::size_t>(v)])].push_back(v);
  std::vector<double> pos(static_cast<std::size_t>(n), 0);
  auto number = [&](const std::vector<int>& l) {
    for (std::size_t i = 0; i < l.size(); ++i) pos[static_cast<std::size_t>(l[i])] = static_cast<double>(i);
  };
  for (const auto& l : layer) number(l);
  std::vector<double> key(static_cast<std::size_t>(n), 0);
  for (int sweep = 0; sweep < kSweeps; ++sweep) {
    const bool down = sweep % 2 == 0;
    for (int ri = down ? 1 : ranks - 2; down ? ri < ranks : ri >= 0; ri += down ? 1 : -1) {
      auto& l = layer[static_cast<std::size_t>(ri)];
      for (int v : l) {
        const auto& nb = down ? pred[static_cast<std::size_t>(v)] : succ[static_cast<std::size_t>(v)];
        double sum = 0;
        int count = 0;
        for (int u : nb)
          if (rank[static_cast<std::size_t>(u)] == ri + (down ? -1 : 1)) {
            sum += pos[static_cast<std::size_t>(u)];
            ++count;
          }
        key[static_cast<std::size_t>(v)] = count ? sum / count : pos[static_cast<std::size_t>(v)];
      }
      std::stable_sort(l.begin(), l.end(), [&](int a, int b) { return key[static_cast<std::size_t>(a)] < key[static_cast<std::size_t>(b)]; });
      number(l);
    }
  }

  // 3. Coordinates: pack each rank, centre it on the widest rank.
  std::vector<double> width(static_cast<std::size_t>(ranks), 0), height(static_cast<std::size_t>(ranks), 0);
  for (int r = 0; r < ranks; ++r) {
    const auto& l = layer[static_cast<std::size_t>(r)];
    for (std::size_t i = 0; i < l.size(); ++i) {
      const QSizeF s = request.nodes[l[i]].size;
      width[static_cast<std::size_t>(r)] += s.width() + (i ? request.nodeSep : 0);
      height[static_cast<std::size_t>(r)] = std::max(height[static_cast<std::size_t>(r)], s.height());
    }
  }
  const double maxWidth = *std::max_element(width.begin(), width.end());
  double y = 0;
  for (int r = 0; r < ranks; ++r) {
    double x = (maxWidth - width[static_cast<std::size_t>(r)]) / 2;
    for (int v : layer[static_cast<std::size_t>(r)]) {
      const QSizeF s = request.nodes[v].size;
      result.nodeRects[v] = QRectF(x, y + (height[static_cast<std::size_t>(r)] - s.height()) / 2, s.width(), s.height());
      x += s.width() + request.nodeSep;
    }
    y += height[static_cast<std::size_t>(r)] + request.rankSep;
  }
  result.bounds = QRectF(0, 0, maxWidth, std::max(0.0, y - request.rankSep));

  // 4. Edges: straight, bottom centre to top centre.
  for (int i = 0; i < request.edges.size(); ++i) {
    const auto& e = request.edges[i];
    if (e.tail < 0 || e.head < 0 || e.tail >= n || e.head >= n) continue;
    const QRectF& a = result.nodeRects[e.tail];
    const QRectF& b = result.nodeRects[e.head];
    QPainterPath path(QPointF(a.center().x(), a.bottom()));
    path.lineTo(QPointF(b.center().x(), b.top()));
    result.edgePaths[i] = path;
  }
  result.elapsedMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return result;
}

}  // namespace fs::views
