// Emit: the emitter's state and its steps, shared by the files of core/codegen that
// write a kernel (internal: the contract is Emitter.h). One walker, two printers:
//  - EmitBody.cpp walks a kernel's nodes, stages and ops (every op family), for both
//    targets; the target decides only spellings there (cuda()).
//  - EmitCuda.cpp prints CUDA's nest forms (pointwise with vector accesses, tiled
//    transposes; reductions by row, persistent, column lanes) and CUDA's kernel text.
//  - EmitCpp.cpp prints C++'s nest form (OpenMP loops) and C++'s kernel text.
//  - Emitter.cpp drives them (Emit::run) and holds the public functions.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/codegen/Emitter.h"
#include "core/codegen/OpSupport.h"
#include "core/util/Error.h"

namespace fs::codegen::detail {

class CodeWriter {
 public:
  void line(const std::string& text, const std::string& node = "") {
    lines.push_back(std::string(static_cast<std::size_t>(indent) * 2, ' ') + text);
    tags.push_back(node);
  }
  void open(const std::string& text, const std::string& node = "") {
    line(text.empty() ? "{" : text + " {", node);
    ++indent;
  }
  void close(const std::string& suffix = "") {
    --indent;
    line("}" + suffix);
  }
  void append(const CodeWriter& o) {
    for (std::size_t i = 0; i < o.lines.size(); ++i) {
      lines.push_back(std::string(static_cast<std::size_t>(indent) * 2, ' ') + o.lines[i]);
      tags.push_back(o.tags[i]);
    }
  }
  std::vector<std::string> lines, tags;
  int indent = 0;
};

// Element types a CUDA vector access covers: float32 (float4 / float2) and the half
// types (4 or 2 halves as one 8- or 4-byte access, converted to float per element).
inline bool vectorDtype(DType t) { return t == DType::F32 || t == DType::F16 || t == DType::BF16; }

// float16 / bfloat16: elements are uint16_t bits in memory, values float in kernels
// (Inductor upcasts loads to float32); rounded to the type at to_dtype and stores.
inline std::string fromStorage(DType t, const std::string& elem) {
  if (t == DType::F16) return "fs_h2f(" + elem + ")";
  if (t == DType::BF16) return "fs_bf2f(" + elem + ")";
  return elem;
}
inline std::string toStorage(DType t, const std::string& value) {
  if (t == DType::F16) return "fs_f2h(" + value + ")";
  if (t == DType::BF16) return "fs_f2bf(" + value + ")";
  return value;
}
inline std::string roundedTo(DType t, const std::string& value) {
  if (t == DType::F16) return "fs_round_h((float)" + value + ")";
  if (t == DType::BF16) return "fs_round_bf((float)" + value + ")";
  return "(" + std::string(cType(t)) + ")" + value;
}

// A finite float's decimal spelling as a C literal of type t.
inline std::string floatLiteral(const std::string& text, DType t) {
  std::string s = text;
  bool isF = s.find_first_of(".eE") != std::string::npos;
  if (!isF) s += ".0";
  if (t == DType::F32) s += "f";
  return s.front() == '-' ? "(" + s + ")" : s;
}

// A Float argument as a C literal of type t (its value: inf and nan as C's macros).
inline std::string floatLiteral(const ir::OpArg& a, DType t) {
  if (std::isnan(a.number)) return "NAN";
  if (std::isinf(a.number)) return a.number > 0 ? "INFINITY" : "(-INFINITY)";
  return floatLiteral(a.text, t);
}

// C++ Welford reductions over rows up to this long keep the row in a stack array and
// take two passes (64 KiB per OpenMP thread at most)
constexpr std::int64_t kCppTwoPassRows = 16384;

struct Emit {
  const BufferTable& buffers;
  const KernelSpec& spec;
  Target target;
  std::set<std::string> elided;

  std::set<std::string> memRead, memWritten, seedRead;
  std::vector<std::string> order;  // buffers in first-access order
  std::map<std::string, std::string> xScope, rScope;
  bool rowKernel = false;    // CUDA reduction form: x-scope stores by lane 0 only
  bool scanNestNow = false;  // CUDA: the nest being emitted has a scan (one lane per row)
  bool index32 = false;      // every buffer and loop extent of the kernel is below 2^31: 32-bit
                             // variables (indirect indices stay int64 and widen what they touch)

  // CUDA vector / persistent emission (see vecClass and emitStages). While
  // `vecActive`, the loop body runs once per element j of a vector of `vec`
  // consecutive values of the innermost variable `vecVar`: float loads and stores
  // that are contiguous and aligned along it are hoisted out of the j loop as one
  // float4 (float2) access into a register array (`vecPre` / `vecPost`).
  int vec = 1;
  std::string vecVar;
  bool vecActive = false;

  // Inductor's combine_contiguous_dims (codegen/simd.py SIMDKernel.combine_contiguous_dims,
  // through sizevars._simplify_loops): in a flat CUDA pointwise nest, the variables that a
  // memory index runs through contiguously (coeff(x_m) == coeff(x_m+1) * size(x_m+1)) are
  // one variable, (flat / stride) % span, declared once (`decls`, in order of first use):
  // a channels-last cat's 24*x2 + 2688*x1 + ... is 24 * (flat / 48), two divisions fewer
  // per element. While `active`, combineContiguous rewrites load and store indices.
  struct CombinedDims {
    bool active = false;
    bool reduction = false;           // the r variables (r0, r1 ..) of a row's loop, else x
    std::string flat;                 // the flat index expression, e.g. "((int)fs_x)"
    std::string type;                 // "const int " or "const int64_t "
    std::vector<std::int64_t> dims;   // the sizes, outermost first
    std::string lane;                 // vectors: flat is the vector's first element, and a
                                      // variable run ending at the innermost adds this ("fs_j")
    std::vector<std::pair<std::string, std::string>> decls;  // name, definition
  };
  CombinedDims combined;
  ir::Expr combineContiguous(const ir::Expr& idx);
  // the combined variables' declarations, in order of first use
  static void declareCombined(CodeWriter& w, const CombinedDims& c);
  int persistLanes = 0, persistIters = 0;  // persistent: row cached in registers across stages
  std::int64_t currentRnumel = 1;          // rnumel of the nest being emitted
  std::vector<std::int64_t> currentRDims;  // its refined reduction sizes (r0, r1..)
  // C++ r-loops: `#pragma omp simd reduction(+: simdSums)` when every reduction of the
  // stage is such a sum and no buffer is both loaded and stored in the loop (no
  // loop-carried dependency but the sums: the compiler may vectorise and reassociate them)
  std::vector<std::string> simdSums;
  bool simdOk = true;
  std::set<std::string> loadedInStage, storedInStage;
  bool columns = false;  // column form: a warp holds 32 consecutive rows, a row's lanes are warps
  // CUDA: `value` combined by `op` over the lanes of its row (warp shuffles; in the
  // column form through shared memory), the result in every lane
  std::string allreduce(const std::string& value, const std::string& op) const {
    return columns ? "fs_allreduce_cols(" + value + ", " + op + ", fs_lanes, fs_w)"
                   : "fs_allreduce(" + value + ", " + op + ", fs_lanes)";
  }
  // Tiled transpose form (pointwise): stores of these buffers go to a shared-memory
  // tile in phase 1 (fs_bi, fs_pi) and out to memory in phase 2 (see emitTiled).
  struct TileStore {
    std::string array;
    ir::Expr index;
    DType dtype = DType::F32;
  };
  std::map<std::string, TileStore> tileStores;  // buffer -> its tile (empty: not tiled)
  CodeWriter vecPre, vecPost, nestDecl;
  std::map<std::string, std::string> vecLoads;  // buf@index -> register array (this loop body)
  std::map<std::string, std::string> rowCache;  // persistent: buf@index -> array of the whole row part
  // persistent: structural load key -> this lane's elements of a load that is no vector
  // (emitLoadStoreOp), for rows of at most kRowScalarElems per lane
  std::map<std::string, std::string> rowScalars;
  std::set<std::string> rowScalarsRead;  // those a later load read (the others' lines are dropped)
  static constexpr int kRowScalarElems = 8;
  // a vectorised flat nest of fewer vectors than this (128 threads on each of an H100's 132
  // SMs) gets a scalar form `_s` as well: `vec` times the threads where the GPU is not full
  static constexpr std::int64_t kSmallVectors = 128 * 132;
  // a tiled transpose of fewer tiles than this (two per SM of an H100) also gets a narrow form
  static constexpr std::int64_t kFewTiles = 2 * 132;
  int vecNo = 0;

  bool cuda() const { return target == Target::Cuda; }
  void touch(const std::string& b) {
    if (std::find(order.begin(), order.end(), b) == order.end()) order.push_back(b);
  }
  static std::string ptr(const std::string& b) { return "p_" + identifierOf(b); }

  // --- one node -----------------------------------------------------------
  struct NodeCtx {
    const LoweredNode* ln = nullptr;
    int idx = 0;
    std::map<std::string, ValueTypes> types;
    std::string tag;
    std::map<std::string, std::string> keys;  // "block/value" -> structural key (valueKey)
  };

  // Reductions of one r-loop stage by structural key: a reduction of the same kind
  // over the same values (e.g. the mean, m2 and weight getitems of one Welford that
  // Inductor keeps as three nodes) shares the first one's accumulator, as Triton
  // kernels share one reduction through Inductor's CSE.
  struct SharedReduction {
    std::string acc, out;
    ir::ReductionType kind = ir::ReductionType::Unknown;
  };
  std::map<std::string, SharedReduction> reductionCache;
  std::map<std::string, int> storeVersion;  // buffer -> stores emitted so far (load keys)
  std::map<std::string, int> keyIds;        // interned structural keys
  // an indirect index variable (op13_indirect0) -> the structural key of its value, so
  // that two nodes' loads through equal indirect indices key alike (a softmax's max and
  // sum over a gathered relative-position bias are one reduction, as in Inductor's CSE)
  std::map<std::string, std::string> indirectKeys;
  int uniqueKey = 0;

  std::string vname(const NodeCtx& c, const std::string& block, const std::string& v) const;

  // Emits the ops of `blk`. For reductions, `pre`/`post` receive accumulator
  // declarations and the ops that use reduction results; plain blocks emit into `loop`.
  // A block with a sort runs in two passes over the row (emitBlock): the values of the
  // second pass (the sort's and those computed from it), the first-pass values they read
  // (kept per element of the row), and the element's position in its row (a C expression
  // over the node's reduction variables, row-major).
  void planSortPass(const NodeCtx& c, const ir::LoopBlock& blk, std::set<std::string>& sortedVals,
                    std::set<std::string>& carried, std::string& sortPos) const;

  // One emitBlock's state, which the methods that emit each family of op share: the
  // block and its writers, the values computed so far, and how an argument is spelled.
  struct BlockCtx {
    Emit& em;
    NodeCtx& c;
    const ir::LoopBlock& blk;
    const ir::LoopBody& body;
    CodeWriter &pre, &loop, &post, &betweenPasses;
    bool inRLoop, top, sortPass;
    const std::string& sortPos;                          // C expression: the element's position in its row
    const ValueTypes& types;                             // of the block's values
    std::map<std::string, ir::Expr> indexVal{};          // get_index values
    std::set<std::string> postVals{};                    // values computed after the reduction loop
    std::map<std::string, std::string> accOf{};          // reduction value -> accumulator
    std::map<std::string, ir::ReductionType> accKind{};  // reduction value -> its reduction type

    DType tyOf(const std::string& v) const {
      auto it = types.find(v);
      return it == types.end() ? DType::F32 : it->second;
    }
    std::string arg(const ir::OpArg& a, DType want = DType::F32) const {
      switch (a.kind) {
        case ir::OpArg::Kind::Value: {
          auto iv = indexVal.find(a.text);
          if (iv != indexVal.end()) return "(" + exprToC(iv->second) + ")";
          return em.vname(c, blk.name, a.text);
        }
        case ir::OpArg::Kind::Int:
          return a.text;
        case ir::OpArg::Kind::Float:
          return floatLiteral(a, want);
        case ir::OpArg::Kind::Bool:
          return a.number != 0 ? "true" : "false";
        default:
          return "0";
      }
    }
    DType argTy(const ir::OpArg& a) const {
      if (a.kind == ir::OpArg::Kind::Value) return tyOf(a.text);
      if (a.kind == ir::OpArg::Kind::Int) return DType::I64;
      if (a.kind == ir::OpArg::Kind::Bool) return DType::Bool;
      return DType::F32;
    }
    std::string cast(const ir::OpArg& a, DType t) const { return "(" + std::string(cType(t)) + ")" + arg(a, t); }
    // Structural keys: equal keys compute equal values in the same loop iteration
    // (loads are keyed by the buffer's store count, so a store in between separates them).
    std::string argKey(const ir::OpArg& a) const {
      if (a.kind == ir::OpArg::Kind::Value) {
        if (auto iv = indexVal.find(a.text); iv != indexVal.end()) return "ix(" + iv->second.key() + ")";
        if (auto k = c.keys.find(blk.name + "/" + a.text); k != c.keys.end()) return k->second;
        return "?" + std::to_string(em.uniqueKey++);
      }
      if (a.kind == ir::OpArg::Kind::Tuple) {
        std::string t = "(";
        for (const auto& item : a.items) {
          auto k = c.keys.find(blk.name + "/" + item);
          t += (k == c.keys.end() ? "?" + std::to_string(em.uniqueKey++) : k->second) + ",";
        }
        return t + ")";
      }
      return a.text;
    }
    // keys are interned to short ids so that nested keys stay short (values form a DAG)
    void setKey(const ir::LoopOp& op, const std::string& key) {
      auto [it, added] = em.keyIds.emplace(key, static_cast<int>(em.keyIds.size()));
      c.keys[blk.name + "/" + op.result] = "#" + std::to_string(it->second);
    }
  };

  std::string emitBlock(NodeCtx& c, const ir::LoopBlock& blk, CodeWriter& pre, CodeWriter& loop, CodeWriter& postIn,
                        bool inRLoop);

  // value[i]: an item of a reduction's accumulator (after the loop) or of a scan.
  void emitGetItem(BlockCtx& b, const ir::LoopOp& op, const std::string& out, const std::string& T, CodeWriter& w);

  // self.masked_subblockN(mask, other): the subblock under `if (mask)`, else `other`.
  void emitSubblock(BlockCtx& b, const ir::LoopOp& op, const std::string& out, DType rt, const std::string& T,
                    CodeWriter& w);

  // self.scanN(dtypes, values): a scan (unsupportedReason let it through: its combine function is known).
  // The r-loop walks the row in order (C++: a plain loop; CUDA: one lane per row, see
  // `scanNest`); the running values start at the row's first element and combine with
  // each next one, and this element's result is the running value.
  void emitScan(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w);

  // ops.sort: the row's values into row arrays, sorted between the two passes (emitBlock).
  void emitSortOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w);

  // ops.load, ops.store, ops.store_reduction: forwarded within a loop, vectorized, tiled or atomic.
  void emitLoadStoreOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w,
                       bool dependsOnReduction);

  // ops.reduction: an accumulator before the loop, one step in it, the value after it.
  void emitReductionOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out);

  // every other op: one value per point (Memory's load_seed, index_expr, check_bounds too).
  void emitPointwiseOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, DType rt, const std::string& T,
                       CodeWriter& w);

  // --- vector accesses --------------------------------------------------------
  enum class VecClass : std::uint8_t { Vector, Invariant, Other };
  // Vector: affine over refined variables with coefficient 1 on vecVar and every
  // other coefficient and the offset multiples of `vec`, so the `vec` elements of a
  // vector are adjacent and the first is aligned. Invariant: independent of vecVar.
  static VecClass classify(const ir::Expr& idx, const std::string& var, int v);
  VecClass vecClass(const ir::Expr& idx) const { return classify(idx, vecVar, vec); }
  // `var` + terms free of `var` (any form, e.g. ModularIndexing of other variables):
  // consecutive values of `var` are adjacent elements.
  static bool unitStride(const ir::Expr& idx, const std::string& var);
  std::string vecElem() const {
    return persistIters ? "fs_i * " + std::to_string(vec) + " + fs_j" : std::string("fs_j");
  }
  std::string vecBaseName() const { return "fs_" + vecVar + "b"; }
  // CUDA persistent rows: opens the two loops (fs_i, fs_j) over this lane's elements of
  // the row, as the passes visit them (vecElem() inside); the caller closes both
  void openLaneElements(CodeWriter& w, const std::string& tag) const;
  // The vector access at the vector's first element, as C.
  std::string vecAddress(const std::string& buf, const ir::Expr& idx);
  std::string hoistLoad(const std::string& buf, const ir::Expr& idx, const std::string& key, const std::string& tag);
  std::string hoistStore(const std::string& buf, const ir::Expr& idx, const std::string& tag);
  // Vector width for a loop over `var` (extent `extent`) running `nodes`: 4 (or 2)
  // when the innermost extent allows it and contiguous aligned float accesses are
  // at least as many as the accesses along `var` that are not.
  // elements per vector access along `var`: 4 or 2 where the contiguous aligned accesses
  // (loads under a mask count against, or with maskedNeutral not at all) are at least
  // as many as the others, else 1
  int chooseVec(const std::vector<int>& nodes, const std::string& var, std::int64_t extent, bool rOnly,
                bool maskedNeutral = false) const;
  // Distinct float loads a persistent row would cache.
  int cachedLoads(const LoopNest& nest, const std::string& var, int v) const;

  // Opens a loop over the nest's row (the r variables and fs_rlin, as emitStages
  // declares them) for a second pass; returns the scopes to close.
  int openRowLoop(CodeWriter& w);

  void emitNode(int idx, CodeWriter& pre, CodeWriter& loop, CodeWriter& post, bool inRLoop);

  // Decomposes a flat index into refined variables.
  void decompose(CodeWriter& w, const std::string& flat, const std::vector<std::int64_t>& dims, bool reduction,
                 std::size_t count, bool narrow, const std::string& innerName = "");

  void emitStages(CodeWriter& w, const LoopNest& nest);

  // Tiled transpose variant of a pointwise nest (Inductor's 2-D tiling, select_tiling):
  // when stores are contiguous along a variable b = x_k that is not the innermost
  // (e.g. NCHW -> NHWC copies, channels-last weights, a channels-first max-pool
  // output) while loads are contiguous along the innermost variable, a block takes a
  // tile of TB values of b x TP consecutive positions of the variables after b. Phase
  // 1 runs the body with consecutive threads along those positions (loads coalesce)
  // and writes such stores to shared memory; phase 2 writes the tile out with
  // consecutive threads along b (stores coalesce). Other stores are written in phase 1.
  // narrowBy > 1: the narrow form, TB / narrowBy values of b (at least 8) per tile.
  int tileRows = 0, tileCols = 0;
  std::int64_t tiles = 0;
  bool emitTiled(CodeWriter& w, const LoopNest& nest, const std::vector<int>& nodes, int narrowBy = 1);

  std::string paramDecl(const std::string& b) const {
    const auto& d = buffers.at(b);
    bool written = memWritten.count(b) > 0;
    return std::string(written ? "" : "const ") + storageCType(d.dtype) + "* __restrict__ " + ptr(b);
  }

  // Returns the kernel's code and fills `src`.
  // A CUDA reduction nest (emitNest): one row per block or per lane group, in the
  // variants the autotuner chooses from (looped, persistent, column lanes ...).
  void emitCudaNest(KernelSource& src, const LoopNest& nest, int nestNo,
                    std::vector<std::pair<std::string, CodeWriter>>& functions);
  void writeCudaFunctions(CodeWriter& out, const KernelSource& src,
                          const std::vector<std::pair<std::string, CodeWriter>>& functions) const;
  // Inductor's foreach (combo) kernel (ForeachKernelSchedulerNode; codegen/cuda_combined_scheduling
  // and triton_combo_kernel.py): a kernel whose loop nests are all pointwise and independent (no
  // nest reads or writes what another writes) also gets one function, suffix `_f`, that runs
  // every nest in one launch, each nest over its own consecutive range of blocks. Each nest's
  // part is its flat form's loop (foreachParts, from emitCudaNest), over `vectors` thread steps.
  struct ForeachPart {
    std::int64_t vectors = 0;
    CodeWriter loop;  ///< the flat form after its fs_base line
  };
  std::vector<ForeachPart> foreachParts;
  bool nestsIndependent() const;
  void emitCudaForeach(KernelSource& src, std::vector<std::pair<std::string, CodeWriter>>& functions);
  void writeCppFunction(CodeWriter& out, KernelSource& src, const CodeWriter& cppBody) const;
  void emitCudaRowNest(KernelSource& src, const LoopNest& nest, std::int64_t N, std::int64_t R,
                       const std::vector<std::int64_t>& xd, const std::vector<std::int64_t>& rd, bool narrow,
                       const std::vector<int>& allNodes, const std::vector<int>& rNodes,
                       const std::function<void()>& resetNest,
                       const std::function<void(const std::string&, CodeWriter)>& addEntry, const std::string& fname);

  // A C++ loop nest (run): pointwise nests parallel over (outer index, chunk of the
  // innermost dimension) with a plain inner loop the compiler vectorises; reductions
  // parallel over rows. Written into `k`.
  void emitCppNest(CodeWriter& k, const LoopNest& nest, int nestNo, std::int64_t N, std::int64_t R,
                   const std::vector<std::int64_t>& xd);

  // Bytes a kernel moves: each parameter's storage once per direction, capped at one
  // element per iteration point (a gather from a large table reads only the rows it indexes).
  std::int64_t bytesMoved(const KernelSource& src) const;

  // The kernel's text from its parts: CUDA, one __global__ function per entry (a
  // reduction's takes its lanes, a pointwise one its elements per thread); C++, one
  // function over the argument array. Sets src.code, src.lineNodes (and src.cppEntry).
  void writeKernelText(KernelSource& src, const std::vector<std::pair<std::string, CodeWriter>>& functions,
                       const CodeWriter& cppBody);

  void run(KernelSource& src);
};

}  // namespace fs::codegen::detail
