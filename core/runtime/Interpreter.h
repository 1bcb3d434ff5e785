// Interpreter: the reference semantics of a graph. It runs every node of the
// pre-fusion graph in order on a BufferPool, evaluating each LoopBody op in double
// precision (values are rounded only when stored, to the buffer's type), and runs
// extern nodes through CpuExterns (OpenBLAS), whose own results are checked against
// naive loops in tests/core/runtime.
//
// Speed: ops are evaluated a chunk of iteration points at a time (vectors of 2048),
// affine index expressions are compiled to coefficient form once per node, and
// row ranges run on OpenMP threads, so the largest fixture (resnet50_train) runs
// in seconds. Whole-row ops see their rows in order: a scan combines each point with
// the row's running value; a sort (ops.sort, codegen::isSortOp) gets chunks of whole
// rows and reorders each row's tuples by std::stable_sort. A ConcatKernel (a nop in
// Inductor: its inputs wrote their slices of its storage in place) copies each input
// into its slice, located by output_code.py's `# alias` views; without them it cannot
// run, and what reads the concatenation is not checked (it was read as NaN poison, so
// every check downstream passed without comparing a value).
//
// Contract: run() fills every buffer the graph writes and marks the elements it
// stored (HostTensor::written). Nodes that cannot run (unsupported op, extern
// without a CPU implementation) or fail (an out-of-bounds load or store, a failed
// check_bounds: "op30: load of buf18[2960640] is out of bounds (storage 65536)")
// are skipped and listed in the returned map with the reason; their outputs stay
// unwritten (NaN) and the other nodes still run.
#pragma once

#include <map>
#include <string>

#include "core/codegen/BufferTable.h"
#include "core/runtime/HostBuffers.h"

namespace fs::runtime {

class Interpreter {
 public:
  explicit Interpreter(const codegen::BufferTable& table) : table_(table) {}
  /// Runs the whole graph; returns node -> reason for the nodes it could not run.
  std::map<std::string, std::string> run(BufferPool& pool) const;
  /// Runs one SchedulerNode's loop body (throws std::runtime_error on failure).
  void runLoopNode(const ir::Node& node, BufferPool& pool) const;

 private:
  const codegen::BufferTable& table_;
};

/// Philox4x32-10 (Salmon et al., Random123): 4 words of `counter`, 2 of `key` ->
/// 4 words of `out`. Bit-identical to the prelude's fs_philox4x32 (both checked
/// against Random123's known-answer vectors).
void philox4x32(const std::uint32_t counter[4], const std::uint32_t key[2], std::uint32_t out[4]);
/// The Philox-based rand(seed, offset) the kernels use (same bits as fs_rand):
/// philox4x32 of counter (offset low, offset high, 0, 0) and key (seed low, seed
/// high); rand is the first word's top 24 bits / 2^24.
float philoxRand(std::int64_t seed, std::int64_t offset);
float philoxRandn(std::int64_t seed, std::int64_t offset);

}  // namespace fs::runtime
