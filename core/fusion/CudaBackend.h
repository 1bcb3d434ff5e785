// CudaBackend: Inductor's Triton rules for GPU fusion (codegen/simd.py,
// SIMDScheduling.can_fuse, used for both can_fuse_vertical and
// can_fuse_horizontal).
//
// Contract: group = (numel, rnumel). Two reductions fuse when both numel and
// rnumel match; two pointwise nodes when numel matches; a pointwise producer
// fuses into a reduction when numel1 == numel2 * rnumel2 and every leaf's loop
// ranges split into (numel2, rnumel2) (SIMDKernel.is_compatible), or when
// numel1 == numel2; a reduction followed by a pointwise node is checked with
// the arguments swapped, as Inductor does (so the log names them swapped).
// Not modelled (the dump does not record what they need): the tiling checks
// of config.triton.tiling_prevents_pointwise_fusion /
// tiling_prevents_reduction_fusion (select_tiling), split scans, native
// matmul, and mix-order reductions (config.triton.mix_order_reduction); none
// of them decides a pair in the bundled dumps.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/fusion/Backend.h"
#include "core/ir/Expr.h"

namespace fs::fusion {

class CudaBackend : public Backend {
 public:
  const char* name() const override { return "triton"; }
  Decision canFuseVertical(const SchedulerState& s, int node1, int node2) const override;
  Decision canFuseHorizontal(const SchedulerState& s, int node1, int node2) const override;

  /// SIMDScheduling.can_fuse.
  Decision canFuse(const SchedulerState& s, int node1, int node2) const;
};

/// SIMDScheduling.select_tiling(nodes, numel) for pointwise kernels
/// (reduction_numel 1), as can_fuse calls it: no coalescing analysis,
/// config.triton.max_tiles unset (at most 2 tiles), prefer_nd_tiling off.
/// Candidates come from each leaf's first stride-1 loop of every MemoryDep
/// (candidate_tilings, scored by elements, writes x2, sizes that are
/// multiples of 32 x2), one per buffer name, ranked by score; the first one
/// every leaf's loops split into (is_compatible) wins. Returns the tiling's
/// values in Inductor's order, the reduction entry last: (x, r0_) or
/// (y, x, r0_).
std::vector<std::int64_t> selectPointwiseTiling(const SchedulerState& s, const std::vector<int>& leafIds,
                                                std::int64_t numel);
/// A tiling as Inductor prints the dict, e.g. "{'y': 112, 'x': 5376, 'r0_': 1}".
std::string tilingText(const std::vector<std::int64_t>& tiling);

/// SIMDKernel.is_compatible(groups, lengths, reduction_numel): whether loop
/// ranges `lengths` (iteration sizes, reduction sizes) can be split into `groups`.
bool simdIsCompatible(const std::vector<std::int64_t>& groups, std::vector<std::int64_t> iteration,
                      std::vector<std::int64_t> reduction, std::int64_t reductionNumel = 1);
/// The same with dynamic shapes: groups and loop ranges in symbolic form (with their
/// size hints, which only the final check that every group is used up reads). Each
/// decision is sympy's static test (ir::sizevars): a range splits across two groups only
/// when it is known larger than what is left of the current one, and every range must
/// be a known multiple of what it divides. So `[s77, (s53//4), (s53//4), 96]` does not
/// split into (s77*((s53//4))**2, 96): what is left after s77 and (s53//4) is
/// ((s53//4))**2 // (s53//4), which sympy does not reduce (torch 2.11's CantSplit).
bool simdIsCompatibleSymbolic(const std::vector<ir::Expr>& groups, const std::vector<std::int64_t>& groupHints,
                              const std::vector<ir::Expr>& iteration, const std::vector<std::int64_t>& iterationHints,
                              const std::vector<ir::Expr>& reduction, const std::vector<std::int64_t>& reductionHints);

}  // namespace fs::fusion
