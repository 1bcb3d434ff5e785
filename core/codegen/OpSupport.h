// OpSupport: which LoopBody ops the emitters and the interpreter implement, and
// the element type of every SSA value of a loop body.
//
// Contract: unsupportedReason() returns "" when every op, reduction kind and
// buffer type of a SchedulerNode can be generated, otherwise one sentence naming
// the first thing that cannot (e.g. "op 'bucketize' is not implemented"). The
// catalogue below is the single list both emitters and the interpreter follow.
#pragma once

#include <map>
#include <string>

#include "core/codegen/BufferTable.h"
#include "core/codegen/DType.h"
#include "core/ir/LoopBody.h"
#include "core/ir/Node.h"

namespace fs::codegen {

/// Unary math ops: name -> the C/CUDA float function spelling used in kernels.
const std::map<std::string, std::string>& unaryMathOps();
/// Binary ops and their kind.
bool isBinaryArith(const std::string& op);   ///< add sub mul truediv div floordiv truncdiv mod fmod pow maximum minimum
bool isComparison(const std::string& op);    ///< eq ne lt le gt ge
bool isLogical(const std::string& op);       ///< and_ or_ xor logical_and logical_or logical_xor bitwise_*
bool isReductionKind(const std::string& kind);
/// `ops.store(name, index, value, 'atomic_add')`: the store adds to the element (several
/// iterations may add to one: index_put with accumulate, embedding backward).
bool isAtomicAddStore(const ir::LoopOp& op);

std::string unsupportedReason(const ir::Node& node, const BufferTable& buffers);

/// Types of a block's values. Key: value name. The tuple of a welford reduction
/// has type F32 (its items are float32); argmax/argmin give I64.
using ValueTypes = std::map<std::string, DType>;
/// Types of every block: block name -> its values. Subblocks are inferred first.
std::map<std::string, ValueTypes> inferTypes(const ir::LoopBody& body, const BufferTable& buffers);

}  // namespace fs::codegen
