// OpSupport: which LoopBody ops the emitters and the interpreter implement, and
// the element type of every SSA value of a loop body.
//
// Contract: unsupportedReason() returns "" when every op, reduction kind and
// buffer type of a SchedulerNode can be generated, otherwise one sentence naming
// the first thing that cannot (e.g. "op 'bucketize' is not implemented"). The
// catalogue below is the single list both emitters and the interpreter follow.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "core/codegen/BufferTable.h"
#include "core/codegen/DType.h"
#include "core/ir/LoopBody.h"
#include "core/ir/Node.h"

namespace fs::codegen {

// The ops are the catalogue of ir/OpCode.h: every op with a code is implemented by
// both emitters and the interpreter, by family (ir::familyOf).

/// A UnaryMath op's C/CUDA float function as kernels spell it ("expf"); "" for others.
std::string_view unaryMathFunction(ir::OpCode op);
/// `ops.store(name, index, value, 'atomic_add')`: the store adds to the element (several
/// iterations may add to one: index_put with accumulate, embedding backward).
bool isAtomicAddStore(const ir::LoopOp& op);
/// `ops.sort(dtypes, values, stable, descending)` (Inductor's ir.Sort, printed by
/// ops.sort in ir_pre_fusion.txt): a whole-row op over the node's reduction
/// variables. The row's n tuples (values[0], ..., values[n-1]) are reordered by
/// values[0], ascending or descending, NaN counted as larger than every number (as
/// torch.sort); items 1..n-1 travel with their key (Inductor passes the element's
/// position as the last item: `ops.index_expr(r, torch.int16)`). Equal keys keep
/// their order in the row, for stable and unstable sorts alike (an unstable sort
/// may give any order of equal keys; the stable order is one of them).
bool isSortOp(const ir::LoopOp& op);
/// Rows longer than this are not sorted in a kernel (Inductor sorts rows that fit one
/// block; the C++ kernel keeps the row in stack arrays).
constexpr std::int64_t kMaxSortRow = 16384;

/// Also "" only when every affine load and store of the node's body block stays inside
/// its buffer's storage over the node's loop ranges (BufferDesc::storageNumel); otherwise
/// e.g. "store to 'buf0' at index0 = p0 reaches elements 0..4095, outside its storage of 1
/// elements (its layout does not fit the loop)": the kernels and the interpreter index
/// storage without bounds checks, so a malformed layout is refused here, per node.
std::string unsupportedReason(const ir::Node& node, const BufferTable& buffers);

/// Types of a block's values. Key: value name. The tuple of a welford reduction
/// has type F32 (its items are float32); argmax/argmin give I64.
using ValueTypes = std::map<std::string, DType>;
/// Types of every block: block name -> its values. Subblocks are inferred first.
std::map<std::string, ValueTypes> inferTypes(const ir::LoopBody& body, const BufferTable& buffers);

}  // namespace fs::codegen
