// LayoutWorker: Graphviz layouts in a child process, so that Cancel stops them.
//
// Graphviz's `dot` has no interruption point: a layout of ~1,500 boxes runs for
// seconds and cannot be stopped in-process (a cancelled layout kept a core busy
// and grew memory). layoutGraphCancellable() hands the request to the
// `fusionscope-layout` executable over its stdin/stdout and kills it as soon as
// `cancelled()` returns true; the kernel then frees its memory at once.
//
// Contract:
//   - layoutGraphCancellable(request, cancelled): the result of layoutGraph()
//     (GraphLayout.h, same coordinates). `cancelled` is polled every
//     kCancelPollMs from the calling (worker) thread; once it returns true the
//     child is killed and LayoutCancelled is thrown, within about kCancelPollMs.
//     Graphs above kGraphvizMaxNodes use layeredLayout() in this process (~10 ms,
//     checked before and after). Without the worker executable it falls back to
//     layoutGraph() in this process (not cancellable mid-layout; logged once).
//     Throws std::runtime_error when the worker fails or answers garbage.
//   - The wire format is QDataStream (Qt 6.2) of the request's fields and of the
//     result's rectangles and QPainterPaths, after a magic word and a version.
//   - runLayoutWorker(in, out): the worker's whole job; returns its exit code
//     (0 done, 2 malformed request, 3 layout failed, with a message on stderr).
#pragma once

#include <QByteArray>
#include <QString>

#include <exception>
#include <functional>

#include "views/graph/GraphLayout.h"

class QIODevice;

namespace fs::views {

inline constexpr int kCancelPollMs = 20;

class LayoutCancelled : public std::exception {
 public:
  const char* what() const noexcept override { return "layout cancelled"; }
};

LayoutResult layoutGraphCancellable(const LayoutRequest& request, const std::function<bool()>& cancelled);

/// The worker executable used: $FUSIONSCOPE_LAYOUT_WORKER, else
/// `fusionscope-layout` beside the running executable, else the one in the build
/// tree; "" when none exists.
QString layoutWorkerPath();

QByteArray encodeLayoutRequest(const LayoutRequest& request);
/// Throws std::runtime_error on a malformed or truncated request.
LayoutRequest decodeLayoutRequest(const QByteArray& bytes);
QByteArray encodeLayoutResult(const LayoutResult& result);
/// Throws std::runtime_error on a malformed or truncated result, or one whose
/// counts do not match `request`.
LayoutResult decodeLayoutResult(const QByteArray& bytes, const LayoutRequest& request);

int runLayoutWorker(QIODevice& in, QIODevice& out);

}  // namespace fs::views
