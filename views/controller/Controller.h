// Controller: runs the core's work off the UI thread and hands results to the
// views as value structs, one signal per result kind (hotspot's pattern).
//
// Contract: every public slot returns at once; work runs on the controller's
// thread pool. Each request kind carries a generation number; a result whose
// generation is no longer current (a newer open, graph, knob change or layout
// request was made, or the user cancelled) is dropped, never shown. busy()/idle()
// bracket long work; cancel() drops the work in flight (the core has no
// interruption points, so the thread finishes and its result is discarded),
// except layouts: each Graphviz layout runs in a child process that a newer
// request for its pane or cancel() kills within ~20 ms (LayoutWorker.h).
// Layouts are cached by content (LayoutRequest::cacheKey), so a state that was
// laid out once is never laid out again, and identical requests in flight are
// computed once.
#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QThreadPool>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "core/session/CompileDiff.h"
#include "core/session/Devices.h"
#include "core/session/LoadInput.h"
#include "views/controller/Session.h"
#include "views/graph/DisplayGraph.h"

namespace fs::views {

class Controller : public QObject {
  Q_OBJECT
 public:
  enum class Pane { Before, After };
  Q_ENUM(Pane)

  explicit Controller(QObject* parent = nullptr);
  ~Controller() override;

  void setTextMetrics(const TextMetrics& m) { metrics_ = m; }
  /// How open() and diffWith() read their inputs: size symbols' values (a dynamic
  /// dump's, or an ONNX model's symbolic dimensions: {"batch": 2}) and an ONNX
  /// model's target device. UI thread; applies to the next open.
  void setInputOptions(const session::InputOptions& options) { inputOptions_ = options; }
  const session::InputOptions& inputOptions() const { return inputOptions_; }
  std::shared_ptr<const Session> session() const { return session_; }
  /// The after pane's layout of `round` (rounds + 1: the plan) when it is laid out
  /// already (asked for or prefetched); false otherwise.
  bool cachedLayout(int round, std::shared_ptr<const DisplayGraph>* graph, std::shared_ptr<const LayoutResult>* layout) const;
  /// Blocks until both pools are idle (tests and benchmarks).
  bool waitForIdle(int msecs = 60000);
  /// Layouts being computed now (each a Graphviz child process, or layeredLayout).
  int layoutsInFlight() const { return layoutsInFlight_; }

 public slots:
  /// Loads a dump (directory or file); then selects `graphName` (or the first graph).
  void open(const QString& path, const QString& graphName = {});
  void selectGraph(int index);
  /// Re-runs fusion on the current graph with new knobs (what-if); also after a
  /// Cancel during a graph's first fuse (no session yet), on the graph that was
  /// being fused.
  void rerun(const fusion::Knobs& knobs);
  /// Lays out a pane: Before = pre-fusion graph; After = the groups at the start
  /// of `round` (round = timeline rounds + 1: the final plan).
  void requestLayout(Pane pane, int round);
  /// explain(a, b) with the current knobs, in the scheduler state at the start
  /// of round `atRound` (0: pre-fusion, -1: after the last round).
  void explain(const QString& a, const QString& b, int atRound = 0);
  /// Drops every result in flight (load, fuse, layouts, explain, diff, timings);
  /// emits cancelled() then idle().
  void cancel();
  /// Reads the user's own measured kernel times (a torch.profiler Chrome trace
  /// and/or Inductor's `output_code.py -k` benchmark output, KernelProfile.h) and
  /// re-opens the current graph with them: Session::kernels, Session::nodeTimes.
  /// A file that cannot be read is `failed` (located); the old profile stays.
  void openProfile(const QString& trace, const QStringList& benchmarks);
  /// Verifies and times the session's graph, our plan against the unfused
  /// baseline (session::benchGraph), on the CPU or the GPU, `reps` timed runs per
  /// kernel. Progress by timingProgress; the result by timingsReady, dropped when
  /// the graph changed or the run was cancelled meanwhile.
  void runTimings(bool cuda, int reps);
  void cancelTimings();
  /// Asks whether a CUDA device is usable (off the UI thread, asked once): cudaProbed.
  void probeCuda();
  /// Diffs the opened dump (A) against another compile of the same model (B: a
  /// dump in any layout open() takes, its torch log found beside it), off the UI
  /// thread: session::diffCompiles (nodes matched by source line, never by opN).
  /// The result by diffReady; a B that cannot be read, or no dump open, by
  /// diffFailed. Dropped when another dump is opened or diffWith is called again
  /// meanwhile.
  void diffWith(const QString& pathB);

 signals:
  void busy(const QString& what);
  void idle();
  void failed(const QString& message);
  /// Cancel was pressed; `hadSession`: a session of the graph asked for is shown.
  void cancelled(bool hadSession);
  void dumpOpened(const QString& input, const QStringList& graphNames);
  /// `input` holds several separate dumps (session::SeveralDumpsError): nothing
  /// was opened; the user picks one of `dumps` to open.
  void dumpChoiceNeeded(const QString& input, const QStringList& dumps);
  /// `input` is an ONNX model whose graph inputs have symbolic dimensions without a
  /// size (session::UnboundDimsError): nothing was opened; give `symbols` values
  /// (setInputOptions) and open it again. `message` is the located error.
  void sizesNeeded(const QString& input, const QString& graphName, const QStringList& symbols, const QString& message);
  void sessionReady(std::shared_ptr<const fs::views::Session> session);
  void layoutReady(fs::views::Controller::Pane pane, int round, std::shared_ptr<const fs::views::DisplayGraph> graph,
                   std::shared_ptr<const fs::views::LayoutResult> layout);
  /// A round's layout is laid out and cached (cachedLayout() has it now).
  void layoutCached(int round);
  void explanationReady(std::shared_ptr<const fs::views::PairExplanation> explanation);
  void sourcesReady(std::shared_ptr<const fs::views::KernelSources> sources);
  void timingProgress(const QString& what, int stage, int stages);
  void timingsReady(const fs::views::TimingResult& result);
  void timingsFailed(const QString& message);
  void cudaProbed(bool available, const QString& message);
  void diffReady(std::shared_ptr<const fs::session::CompileDiff> diff);
  void diffFailed(const QString& message);

 private:
  struct Laid {
    std::shared_ptr<const DisplayGraph> graph;
    std::shared_ptr<const LayoutResult> layout;
  };
  void startSession(std::shared_ptr<const ir::Program> dump, int index, const fusion::Knobs& knobs,
                    std::shared_ptr<const Session> previous);
  void beginWork(const QString& what);
  void endWork();
  void prefetchLayouts(const std::shared_ptr<const Session>& session);
  void generateSources(const std::shared_ptr<const Session>& session);
  Groups groupsForRound(const Session& s, int round) const;
  /// Builds the display graph of `groups` and lays it out (cache first; an
  /// identical request in flight is awaited). Worker threads only. Throws
  /// LayoutCancelled once `cancelled()` is true.
  Laid computeLayout(const Session& s, const Groups& groups, const TextMetrics& metrics,
                     const std::function<bool()>& cancelled);

  QThreadPool pool_;
  QThreadPool layoutPool_;
  TextMetrics metrics_;
  session::InputOptions inputOptions_;
  std::shared_ptr<const ir::Program> dump_;
  std::shared_ptr<const Session> session_;
  std::shared_ptr<const ir::KernelProfile> trace_, benchmark_;
  std::atomic<int> sessionGen_{0};
  std::atomic<int> layoutGen_[2] = {0, 0};
  std::atomic<int> layoutsInFlight_{0};
  int explainGen_ = 0;
  std::atomic<int> diffGen_{0};
  std::atomic<int> timingGen_{0};
  bool timingBusy_ = false;
  std::mutex hostPeakMutex_;
  std::optional<session::DevicePeak> hostPeak_;  ///< the CPU's, measured at the first CPU run
  int cudaProbe_ = 0;  ///< 0: not asked, 1: in flight, 2: known
  bool cudaAvailable_ = false;
  QString cudaMessage_;
  int busyCount_ = 0;
  double lastLoadMs_ = 0;
  int lastGraphIndex_ = 0;  ///< the graph of dump_ last asked to fuse

  // Layout cache (by LayoutRequest::cacheKey), shared with workers.
  std::mutex cacheMutex_;
  std::condition_variable layoutDone_;  ///< a layout in flight finished (or was cancelled)
  QSet<QByteArray> inFlight_;           ///< cache keys being laid out now
  QHash<QByteArray, Laid> cache_;
  QList<QByteArray> cacheOrder_;  ///< cache_'s keys, least recently used first
  qint64 cachedNodes_ = 0;        ///< display nodes over cache_'s layouts
  /// The cache keeps the most recently used layouts up to this many display nodes in
  /// all (about ten layouts of a 4,740-node LLM): re-runs with other knobs once kept
  /// every layout they made (llama: +0.5 GB per aggressive_fusion re-run).
  static constexpr qint64 kMaxCachedLayoutNodes = 50000;
  /// UI thread only: the current session's layouts by round (0: before fusion).
  struct RoundLaid {
    const Session* session = nullptr;
    Laid laid;
  };
  QHash<int, RoundLaid> roundCache_;
};

}  // namespace fs::views
