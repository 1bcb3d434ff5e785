#include "views/graph/LayoutWorker.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIODevice>
#include <QProcess>

#include <atomic>
#include <cstdio>
#include <stdexcept>

#include "core/util/Log.h"
#include "views/graph/LayeredLayout.h"

namespace fs::views {

namespace {

constexpr quint32 kMagicRequest = 0x46534c51;  // "FSLQ"
constexpr quint32 kMagicResult = 0x46534c52;   // "FSLR"
constexpr quint32 kVersion = 1;
/// Far above any graph dot is given (kGraphvizMaxNodes), far below what a
/// corrupt count would make us allocate.
constexpr qint32 kMaxItems = 1 << 22;

QDataStream& prepared(QDataStream& s) {
  s.setVersion(QDataStream::Qt_6_2);
  return s;
}

void check(QDataStream& s, const char* what) {
  if (s.status() != QDataStream::Ok) throw std::runtime_error(std::string("layout worker: malformed ") + what);
}

qint32 readCount(QDataStream& s, const char* what) {
  qint32 n = -1;
  s >> n;
  check(s, what);
  if (n < 0 || n > kMaxItems) throw std::runtime_error(std::string("layout worker: bad count of ") + what);
  return n;
}

}  // namespace

QByteArray encodeLayoutRequest(const LayoutRequest& r) {
  QByteArray bytes;
  QDataStream s(&bytes, QIODevice::WriteOnly);
  prepared(s) << kMagicRequest << kVersion << r.nodeSep << r.rankSep << r.splines << qint32(r.nodes.size());
  for (const auto& n : r.nodes) s << n.id << n.size;
  s << qint32(r.edges.size());
  for (const auto& e : r.edges) s << qint32(e.tail) << qint32(e.head);
  return bytes;
}

LayoutRequest decodeLayoutRequest(const QByteArray& bytes) {
  QDataStream s(bytes);
  prepared(s);
  quint32 magic = 0, version = 0;
  s >> magic >> version;
  if (magic != kMagicRequest || version != kVersion) throw std::runtime_error("layout worker: not a layout request");
  LayoutRequest r;
  s >> r.nodeSep >> r.rankSep >> r.splines;
  const qint32 nodes = readCount(s, "nodes");
  r.nodes.resize(nodes);
  for (auto& n : r.nodes) s >> n.id >> n.size;
  check(s, "nodes");
  const qint32 edges = readCount(s, "edges");
  r.edges.resize(edges);
  for (auto& e : r.edges) {
    qint32 t = 0, h = 0;
    s >> t >> h;
    e = {t, h};
  }
  check(s, "edges");
  return r;
}

QByteArray encodeLayoutResult(const LayoutResult& r) {
  QByteArray bytes;
  QDataStream s(&bytes, QIODevice::WriteOnly);
  prepared(s) << kMagicResult << kVersion << r.bounds << r.elapsedMs << qint32(r.nodeRects.size());
  for (const auto& rect : r.nodeRects) s << rect;
  s << qint32(r.edgePaths.size());
  for (const auto& path : r.edgePaths) s << path;
  return bytes;
}

LayoutResult decodeLayoutResult(const QByteArray& bytes, const LayoutRequest& request) {
  QDataStream s(bytes);
  prepared(s);
  quint32 magic = 0, version = 0;
  s >> magic >> version;
  if (magic != kMagicResult || version != kVersion) throw std::runtime_error("layout worker: not a layout result");
  LayoutResult r;
  s >> r.bounds >> r.elapsedMs;
  const qint32 nodes = readCount(s, "node rectangles");
  if (nodes != request.nodes.size()) throw std::runtime_error("layout worker: result does not match the request");
  r.nodeRects.resize(nodes);
  for (auto& rect : r.nodeRects) s >> rect;
  const qint32 edges = readCount(s, "edge paths");
  if (edges != request.edges.size()) throw std::runtime_error("layout worker: result does not match the request");
  r.edgePaths.resize(edges);
  for (auto& path : r.edgePaths) s >> path;
  check(s, "result");
  return r;
}

int runLayoutWorker(QIODevice& in, QIODevice& out) {
  LayoutRequest request;
  try {
    request = decodeLayoutRequest(in.readAll());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "fusionscope-layout: %s\n", e.what());
    return 2;
  }
  try {
    const QByteArray bytes = encodeLayoutResult(layoutGraph(request));
    return out.write(bytes) == bytes.size() ? 0 : 3;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "fusionscope-layout: %s\n", e.what());
    return 3;
  }
}

QString layoutWorkerPath() {
  const QString fromEnv = qEnvironmentVariable("FUSIONSCOPE_LAYOUT_WORKER");
  QStringList candidates;
  if (!fromEnv.isEmpty()) candidates << fromEnv;
  if (QCoreApplication::instance())
    candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/fusionscope-layout");
#ifdef FUSIONSCOPE_LAYOUT_WORKER_BUILT
  candidates << QStringLiteral(FUSIONSCOPE_LAYOUT_WORKER_BUILT);
#endif
  for (const auto& c : candidates)
    if (QFileInfo(c).isExecutable()) return c;
  return {};
}

LayoutResult layoutGraphCancellable(const LayoutRequest& request, const std::function<bool()>& cancelled) {
  if (cancelled && cancelled()) throw LayoutCancelled();
  if (request.nodes.size() > kGraphvizMaxNodes) {
    LayoutResult r = layeredLayout(request);
    if (cancelled && cancelled()) throw LayoutCancelled();
    return r;
  }
  const QString worker = layoutWorkerPath();
  if (worker.isEmpty()) {
    static std::atomic<bool> said{false};
    if (!said.exchange(true))
      fs::logger("app")->warn("fusionscope-layout not found: layouts run in the app and Cancel waits for them");
    return layoutGraph(request);
  }
  QElapsedTimer timer;
  timer.start();
  QProcess p;
  p.start(worker, {});
  if (!p.waitForStarted(5000)) throw std::runtime_error("could not start " + worker.toStdString());
  p.write(encodeLayoutRequest(request));
  p.closeWriteChannel();
  QByteArray out;
  while (!p.waitForFinished(kCancelPollMs)) {
    if (p.state() == QProcess::NotRunning) break;
    out += p.readAllStandardOutput();  // keep the pipe drained
    if (cancelled && cancelled()) {
      p.kill();
      p.waitForFinished(1000);
      throw LayoutCancelled();
    }
  }
  out += p.readAllStandardOutput();
  if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
    throw std::runtime_error("layout worker failed (exit " + std::to_string(p.exitCode()) +
                             "): " + p.readAllStandardError().trimmed().toStdString());
  LayoutResult r = decodeLayoutResult(out, request);
  r.elapsedMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return r;
}

}  // namespace fs::views
