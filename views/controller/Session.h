// Session: everything the views show for one graph of an opened dump, as one
// immutable value shared by the panels (results of the core, never recomputed
// on the UI thread): the core's session::GraphSession (the scheduler's run and
// trace, the comparison, provenance, the kernel table), plus what only the views
// need (labels, the timeline of rounds).
#pragma once

#include <QHash>
#include <QString>

#include <memory>
#include <optional>

#include "core/session/EmitSession.h"
#include "core/session/GraphSession.h"
#include "core/ir/Program.h"
#include "core/reference/Compare.h"
#include "core/fusion/Explain.h"
#include "core/fusion/Knobs.h"
#include "core/fusion/Trace.h"
#include "core/session/BenchSession.h"
#include "core/session/KernelTable.h"
#include "core/session/Provenance.h"
#include "views/controller/Timeline.h"

namespace fs::views {

struct Session : session::GraphSession {
  QHash<QString, QString> opLabels;   ///< node -> "relu (inlined: batch_norm)"
  QHash<QString, QString> nodeTimes;  ///< node -> "Inductor 1.65 us" (its kernel's profiled time)
  Timeline timeline;
  /// The previous run's final groups when this session came from a knob change
  /// (what-if), to show what changed.
  std::optional<Groups> previousGroups;
  double loadMs = 0;

  QString graphName() const { return QString::fromStdString(programGraph().name); }
};

/// Our plan's kernels (core/codegen) for both targets, and Inductor's own
/// (output_code.py), for the source pane.
struct KernelSources {
  const Session* session = nullptr;
  codegen::ProgramSource cuda, cpp;
  std::optional<ir::OutputCode> inductor;
  QString error;  ///< set when generation failed
};

/// explain(a, b) of one pair, with the nodes it was asked for.
struct PairExplanation {
  QString a, b;
  int atRound = 0;
  fusion::Explanation result;
};

/// One timing run of the session's graph (our plan against the unfused
/// baseline) on one device, as the timing panel shows it. Every number comes
/// from session::benchGraph; `peakGBs` is what achieved bandwidth is compared
/// against (CPU: session::hostCopyBandwidthGBs, every hardware thread copying its
/// share of 128 MiB at once; CUDA: runtime::copyBandwidthGBs, a device-to-device
/// copy of 256 MiB), `peakLabel` says which and `peakBytes` is what that copy
/// moves (read + written), the bytes a kernel must move to be measured like it.
struct TimingResult {
  const Session* session = nullptr;
  QString device;       ///< "cpu" or "cuda"
  QString deviceLabel;  ///< e.g. "CPU, 2 threads", "NVIDIA H200 (sm_90, 132 SMs)"
  int reps = 0;
  double peakGBs = 0;
  QString peakLabel;
  qint64 peakBytes = 0;
  session::GraphBench bench;
};

}  // namespace fs::views
