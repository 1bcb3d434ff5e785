// ReadWriteExtractor: a SchedulerNode's reads and writes derived from its loop
// body, as Inductor's dependencies.extract_read_writes does it for a LoopBody
// (extract_loop_body_with_args): loads in the order the body executes them
// (masked subblocks inline where they are called), then load_seed reads and
// bucketize StarDeps; stores, then store_reductions.
//
// Contract: `order` permutes the iteration loops as LoopBody.reorder_iter_loops
// does (new loop k is old loop order[k]; identity when empty). Loops of size 1
// are squeezed; the remaining ones are named d0, d1, ... (prefix "d"); indirect
// symbols become tmp0, tmp1, ...; `normalize` merges loops (MemoryDep
// normalisation, c-variables) as the C++ backend's nodes are built. Each access
// is canonicalised like _RecordLoadStoreInner.canonicalize. Duplicates are
// kept once, first occurrence first. Throws std::invalid_argument when the
// body references an unknown index name.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/ir/Dep.h"
#include "core/ir/LoopBody.h"

namespace fs::ir {

struct ExtractedReadWrites {
  std::vector<ir::Dep> reads;
  std::vector<ir::Dep> writes;
};

ExtractedReadWrites extractReadWrites(const ir::LoopBody& body, const std::vector<std::int64_t>& iterationSizes,
                                      const std::vector<std::int64_t>& reductionSizes, bool normalize,
                                      const std::vector<int>& order = {});

/// Buffer names in the order extractReadWrites records their accesses (first
/// occurrence): reads = loads, then load_seeds, then bucketize; writes =
/// stores, then store_reductions. Cheap: no index expression is touched, and
/// the names are views into `body` (valid while it lives).
struct BufferAccessOrder {
  std::vector<std::string_view> reads, writes;
};
BufferAccessOrder bufferAccessOrder(const ir::LoopBody& body);

/// True when the body reduces over its reduction variables: ops.reduction /
/// store_reduction, ops.sort or a scan (SchedulerNode.is_reduction: the node has a
/// reduction type, which ir.Sort and ir.Scan also have).
bool bodyHasReduction(const ir::LoopBody& body);

}  // namespace fs::ir
