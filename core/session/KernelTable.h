// KernelTable: one row per kernel Inductor generated for a graph (output_code.py),
// with the scheduler nodes it came from, the user's source lines behind them, and
// the times measured in the user's own run.
//
// Contract: rows follow output_code.py's kernel definitions. `nodes` is
// assignKernelNodes' answer (OutputCode.h); `sources` the distinct source lines of
// those nodes (Provenance.h), primary ops' lines first. Times: from a profiler
// trace, the kernel events of the same name (`traceCalls`, `traceUs` = mean per call,
// microseconds; a name that several graphs of the run share is counted for each);
// from Inductor's benchmark, the row whose module hash starts the kernel's
// `# kernel path:` file name (`benchmarkUs`, one call). 0 / -1 when not measured.
// toJson: {graph, kernels[{name, backend, nodes, source[], launches, us, calls,
// benchmark_us}], profile_kernels_unmatched[{name, us, calls}]}, where `us` is the
// trace's mean per call, else the benchmark's time, else null.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/ir/Program.h"
#include "core/session/Provenance.h"

namespace fs::session {

struct KernelRow {
  std::string name, backend;
  std::vector<std::string> nodes;    ///< scheduler nodes (opN)
  std::vector<std::string> sources;  ///< "resnet.py:271 (x = self.maxpool(x))", or module calls
  int launches = 0;                  ///< calls in the wrapper per run of the graph
  int traceCalls = 0;                ///< kernel events of this name in the trace
  double traceUs = -1;               ///< their mean duration, microseconds; -1: not in the trace
  double benchmarkUs = -1;           ///< Inductor's benchmark, microseconds; -1: not benchmarked
  int sourceLine = 0;                ///< line of its source in output_code.py
};

struct KernelTable {
  std::string graph;
  std::vector<KernelRow> rows;
  /// Trace kernels no row claims (cuBLAS, cuDNN, other graphs' kernels), by total time.
  std::vector<ir::MeasuredKernel> unmatched;
};

KernelTable kernelTable(const ir::ProgramGraph& graph, const Provenance& provenance,
                        const ir::KernelProfile* trace, const ir::KernelProfile* benchmark);
/// The unmatched trace kernels of a whole dump: those no graph's kernel claims.
void dropClaimedElsewhere(std::vector<KernelTable>& tables);

nlohmann::json toJson(const KernelTable& table);
std::string toText(const KernelTable& table);

}  // namespace fs::session
