// LoopBody: the body of a SchedulerNode, as Inductor's `LoopBody` prints it in
// ir_pre_fusion.txt (torch/_inductor/loop_body.py).
//
// Contract: value type holding
//   - var_ranges: iteration variables (p0, p1...) with extents; the first
//     `sizes.first.size()` are pointwise (iteration) variables, the rest reduction;
//   - named index expressions (index0, index1...) over those variables;
//   - blocks: "body" first, then "masked_subblockN" blocks; each an SSA list of
//     LoopOps ending in a return value.
// Ops keep Inductor's op names ("load", "store", "reduction", "where"...) and
// arguments in order; see LoopOp::Form for the call shapes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/ir/DType.h"
#include "core/ir/Dep.h"
#include "core/ir/Expr.h"
#include "core/ir/OpCode.h"

namespace fs::ir {

/// One argument of a loop-body op, kept with its spelling.
struct OpArg {
  enum class Kind : std::uint8_t {
    Value,   ///< SSA value name, e.g. `load_1`, `get_index`
    String,  ///< quoted string, e.g. 'buf0' or 'sum' (text holds it unquoted)
    Int,     ///< integer literal
    Float,   ///< float literal, inf, -inf, nan
    Dtype,   ///< torch.float32 ...
    Bool,    ///< True / False
    None,    ///< None
    Tuple,   ///< tuple of SSA values, e.g. (load, load_1, load_2) for welford_combine
    DtypeTuple,  ///< tuple of dtypes, e.g. (torch.int64, torch.int16) for sort / scan outputs
  };
  Kind kind = Kind::None;
  std::string text;  ///< exact spelling (unquoted for String), printed back as is
  /// Int, Float, Bool: the value (Bool: 1 or 0; Float: inf, -inf and nan too), decoded
  /// by the frontend that makes the argument, in step with `text`; the engine reads
  /// this, the printer `text`.
  double number = 0;
  /// Dtype: the type `text` names (read by the frontend; Unknown, with a warning,
  /// for a spelling it did not know). DtypeTuple: one per item, in order.
  DType dtype = DType::Unknown;
  std::vector<DType> dtypes;
  std::string keyword;  ///< keyword argument name, e.g. "src_dtype" in `src_dtype = torch.bool`
  std::vector<std::string> items;  ///< Tuple: the value names in order; DtypeTuple: the dtypes
  bool operator==(const OpArg&) const = default;
};

struct LoopOp {
  enum class Form : std::uint8_t {
    Ops,          ///< result = ops.<op>(args...)
    GetIndex,     ///< result = self.get_index('indexN')      (op = "indexN")
    Subblock,     ///< result = self.masked_subblockN(mask, other) (op = "masked_subblockN")
    SetIndirect,  ///< result = self.set_indirectN(value)      (op = "set_indirectN")
    GetItem,      ///< result = value[i]                        (args = {value, i})
    /// result = self.<name>(args...) for the other submodules a LoopBody calls:
    /// `self.scan1((torch.float32,), (x,))` (a scan; its combine function is not
    /// printed), `self.bucketize...` (op = the submodule's name).
    Submodule,
  };
  std::string result;
  Form form = Form::Ops;
  std::string op;  ///< the name as spelled (printed back as is)
  /// `op` decoded (Form::Ops; OpCode::Unknown for other forms and names the engine does
  /// not know). Set with setOp, as every frontend does, never apart from `op`.
  OpCode code = OpCode::Unknown;
  std::vector<OpArg> args;
  void setOp(std::string name) {
    code = opCodeOf(name);
    op = std::move(name);
  }
  bool operator==(const LoopOp&) const = default;
};

/// The mode of an `ops.store(name, index, value, mode)`: Inductor's store modes are None
/// and "atomic_add" (index_put with accumulate, embedding backward: iterations may add
/// into the same element); Other names one the engine does not know.
enum class StoreMode : std::uint8_t { None, AtomicAdd, Other };
/// `store`'s mode (None for any op that is not a store, or a store with no mode).
StoreMode storeModeOf(const LoopOp& store);

struct LoopBlock {
  std::string name;  ///< "body", "masked_subblock1" ...
  std::vector<LoopOp> ops;
  std::string returns;  ///< returned value name; empty: the block returns None (printed `return None`)
  bool operator==(const LoopBlock&) const = default;
};

/// The combine function of a scan (`self.scanN(dtypes, values)`, Inductor's ir.Scan):
/// an associative function of two tuples of n values, (running, next) -> running.
/// ir_pre_fusion.txt names the submodule but does not print the function; the reader
/// of output_code.py attaches it from the Triton helper the node's kernel passes to
/// `tl.associative_scan` (see frontends/inductor/ScanCombine.h).
/// `block` holds ordinary Ops over the parameters; `params` are the 2n parameter
/// names, the running values first (Triton's arg0_0..arg0_{n-1}), then the next
/// element's (arg1_0..); `results` are the n returned values.
struct CombineFn {
  std::string submodule;             ///< "scan1"
  std::vector<std::string> params;   ///< 2n names
  LoopBlock block;                   ///< name "combine_<submodule>"
  std::vector<std::string> results;  ///< n value names (of block or params)
  std::string origin;                ///< where it was read: "output_code.py:66 _triton_helper_fn_add0"
  bool operator==(const CombineFn&) const = default;
};

/// One memory access of a block: an `ops.load`, `ops.store` or `ops.store_reduction`, the
/// buffer it names and the index expression its `get_index` value stands for.
struct MemoryAccess {
  const LoopOp* op = nullptr;
  std::string buffer;
  std::string indexName;        ///< "index2"; empty where the index is not a get_index result of the block
  const Expr* index = nullptr;  ///< its expression; nullptr where there is none
};

struct LoopBody {
  VarRanges var_ranges;
  SymExtents symRanges;  ///< symbolic extents of var_ranges (dynamic shapes), else empty
  std::vector<std::pair<std::string, Expr>> indexExprs;  ///< ("index0", expr) ...
  std::vector<LoopBlock> blocks;                          ///< blocks[0] is "body"
  std::vector<CombineFn> combineFns;  ///< of the scan submodules, where known (not in the IR text)

  /// Index expression by name ("index3"); nullptr when absent.
  const Expr* indexExpr(const std::string& name) const;
  /// Block by name; nullptr when absent.
  const LoopBlock* block(const std::string& name) const;
  /// Combine function of a scan submodule ("scan1"); nullptr when not known.
  const CombineFn* combineFn(const std::string& submodule) const;
  /// The loads, stores and store_reductions of `blk` (a block of this body), in order, each
  /// with its index expression (`ops.load('buf0', get_index_1)` where `get_index_1 =
  /// self.get_index('index2')`: index2's). Ops with fewer than two arguments are left out.
  std::vector<MemoryAccess> memoryAccesses(const LoopBlock& blk) const;
  bool operator==(const LoopBody&) const = default;
};

}  // namespace fs::ir
