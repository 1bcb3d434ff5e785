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

#include <cstdint>
#include <map>
#include <optional>
#include <vector>
#include <string>

#include "core/codegen/BufferTable.h"
#include "core/runtime/HostBuffers.h"

namespace fs::runtime {

/// Monte Carlo arithmetic (Parker, 1997; the method of Verificarlo): each float value an
/// op computes, and each step of a sum, product, online-softmax or Welford accumulator,
/// is multiplied by 1 + u * relative, u uniform in [-1, 1) drawn from (seed, op, point).
/// The default amplitude is two units of float32 rounding (2^-23): a float32 kernel's
/// own rounding and its math functions' last-place errors.
struct RoundingNoise {
  std::uint64_t seed = 1;
  double relative = 0x1p-23;
};

class Interpreter {
 public:
  explicit Interpreter(const codegen::BufferTable& table) : table_(table) {}
  /// Runs the whole graph; returns node -> reason for the nodes it could not run.
  std::map<std::string, std::string> run(BufferPool& pool) const;
  /// Runs one SchedulerNode's loop body (throws std::runtime_error on failure); with
  /// `noise`, under Monte Carlo arithmetic.
  void runLoopNode(const ir::Node& node, BufferPool& pool, const RoundingNoise* noise = nullptr) const;

 private:
  const codegen::BufferTable& table_;
};

/// How far float32 rounding alone moves a kernel's outputs: the loop nodes `nodes` (one
/// kernel's, in order) run again `samples` times under RoundingNoise (seeds 1..samples)
/// from the reference's values of their inputs, and each element of each of `outputs`
/// gets the largest |noisy - reference| of the samples. A value computed by cancellation
/// (a batch-norm gradient's sum of terms 1e4 times larger than itself, 1 - exp(x) near
/// x = 0, a softmax of large logits) has a spread of its own size; a well-conditioned one,
/// a few units of float32 rounding; one that a sample turns into NaN or inf (sqrt of a
/// difference that rounds below 0), infinity: any finite value is within float32 of it.
/// A library matmul or convolution (ExternOp, aten.convolution_backward), one extern
/// kernel, has no loop body to perturb: its spread is the classic bound of a sum of
/// products, the call on |inputs| (|A||B|, Higham's gamma_K |A||B|) times 2^-20, 8 units
/// of float32 rounding: cuBLAS/cuDNN and OpenBLAS sum in other orders and blocks. Empty
/// for any other node the interpreter does not run as a loop (nothing is then widened).
std::map<std::string, std::vector<double>> roundingSpread(const codegen::BufferTable& table,
                                                          const std::vector<std::string>& nodes,
                                                          const std::vector<std::string>& outputs,
                                                          const BufferPool& reference, int samples = 3);

/// A kernel's output check (the CPU and CUDA runners'): compare() against the reference
/// and, where that fails, compare() again with each element's tolerance widened by
/// kSpreadFactor times its roundingSpread (computed once per kernel, on its first failed
/// output). The result says when the spread was needed (CompareResult::spreadUsed).
class KernelOutputCheck {
 public:
  static constexpr double kSpreadFactor = 4.0;
  KernelOutputCheck(const codegen::BufferTable& table, const std::vector<std::string>& nodes,
                    const std::vector<std::string>& outputs, const BufferPool& reference)
      : table_(table), nodes_(nodes), outputs_(outputs), reference_(reference) {}
  CompareResult operator()(const std::string& output, const HostTensor& got);
  /// The plain tolerance `output` is checked with (toleranceOf its reference, rounded as
  /// the kernel's nodes round: roundingOf), computed once per output.
  const Tolerance& tolerance(const std::string& output);

 private:
  const codegen::BufferTable& table_;
  std::vector<std::string> nodes_, outputs_;
  const BufferPool& reference_;
  std::optional<codegen::DType> rounded_;
  std::map<std::string, Tolerance> tolerances_;
  std::optional<std::map<std::string, std::vector<double>>> spread_;
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
