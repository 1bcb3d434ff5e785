#include "core/codegen/Emitter.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "core/codegen/OpSupport.h"
#include "core/util/Error.h"

namespace fs::codegen {

const char* targetName(Target t) { return t == Target::Cpp ? "cpp" : "cuda"; }

std::string ProgramSource::text() const {
  std::string out = prelude;
  for (const auto& k : kernels) out += "\n" + k.code;
  return out;
}

std::vector<std::string> ProgramSource::split(int parts, std::vector<int>& partOf) const {
  std::size_t total = 0;
  for (const auto& k : kernels) total += k.code.size();
  const std::size_t target = total / static_cast<std::size_t>(std::max(1, parts)) + 1;
  std::vector<std::string> out(1, prelude);
  std::size_t size = 0;
  partOf.clear();
  for (const auto& k : kernels) {
    if (size >= target && static_cast<int>(out.size()) < parts) {
      out.push_back(prelude);
      size = 0;
    }
    out.back() += "\n" + k.code;
    size += k.code.size();
    partOf.push_back(static_cast<int>(out.size()) - 1);
  }
  return out;
}

std::vector<int> ProgramSource::kernelFirstLines() const {
  std::vector<int> firsts;
  int line = static_cast<int>(std::count(prelude.begin(), prelude.end(), '\n'));
  for (const auto& k : kernels) {
    line += 1;  // the separating newline
    firsts.push_back(line);
    line += static_cast<int>(std::count(k.code.begin(), k.code.end(), '\n'));
  }
  return firsts;
}

namespace {
// True when `e` is >= 0 for every non-negative value of its variables (refined loop
// variables are): sums, products, quotients and remainders of such terms.
bool nonNegative(const ir::Expr& e) {
  using K = ir::Expr::Kind;
  switch (e.kind()) {
    case K::Const: return e.value() >= 0;
    case K::Var: return e.name().size() > 1 && (e.name()[0] == 'x' || e.name()[0] == 'r') &&
                        std::isdigit(static_cast<unsigned char>(e.name()[1]));
    case K::Add:
    case K::Mul:
    case K::Min:
    case K::Max:
      for (const auto& a : e.args())
        if (!nonNegative(a)) return false;
      return true;
    case K::Identity: return nonNegative(e.args()[0]);
    case K::FloorDiv:
    case K::ModularIndexing:
      for (const auto& a : e.args())
        if (!nonNegative(a)) return false;
      return e.args()[1].kind() == K::Const && e.args()[1].value() > 0 &&
             (e.kind() == K::FloorDiv || (e.args()[2].kind() == K::Const && e.args()[2].value() > 0));
  }
  return false;
}
}  // namespace

std::string exprToC(const ir::Expr& e) {
  using K = ir::Expr::Kind;
  // Python's floor division and modulo equal C's '/' and '%' on non-negative
  // operands: plain operators in the index's own type (32-bit where the kernel's
  // indices fit) instead of the 64-bit sign-correcting helpers
  if ((e.kind() == K::FloorDiv || e.kind() == K::ModularIndexing) && nonNegative(e)) {
    if (e.kind() == K::FloorDiv) return "(" + exprToC(e.args()[0]) + " / " + exprToC(e.args()[1]) + ")";
    std::string q = e.args()[1].value() == 1 ? exprToC(e.args()[0])
                                             : "(" + exprToC(e.args()[0]) + " / " + exprToC(e.args()[1]) + ")";
    return "(" + q + " % " + exprToC(e.args()[2]) + ")";
  }
  switch (e.kind()) {
    case K::Const: {
      auto v = e.value();
      std::string s = std::to_string(v);
      if (v > 2147483647LL || v < -2147483647LL) s += "LL";
      return v < 0 ? "(" + s + ")" : s;
    }
    case K::Var: return e.name();
    case K::Add: {
      std::string s = "(";
      for (std::size_t i = 0; i < e.args().size(); ++i) s += (i ? " + " : "") + exprToC(e.args()[i]);
      return s + ")";
    }
    case K::Mul: {
      std::string s = "(";
      for (std::size_t i = 0; i < e.args().size(); ++i) s += (i ? " * " : "") + exprToC(e.args()[i]);
      return s + ")";
    }
    case K::FloorDiv:
      return "fs_ifloordiv(" + exprToC(e.args()[0]) + ", " + exprToC(e.args()[1]) + ")";
    case K::ModularIndexing:
      return "fs_modidx(" + exprToC(e.args()[0]) + ", " + exprToC(e.args()[1]) + ", " + exprToC(e.args()[2]) + ")";
    case K::Identity:
      return exprToC(e.args()[0]);
    case K::Min:
    case K::Max: {
      const char* f = e.kind() == K::Min ? "fs_imin" : "fs_imax";
      std::string s = exprToC(e.args()[0]);
      for (std::size_t i = 1; i < e.args().size(); ++i) s = std::string(f) + "(" + s + ", " + exprToC(e.args()[i]) + ")";
      return s;
    }
  }
  return "0";
}

namespace {

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
bool vectorDtype(DType t) { return t == DType::F32 || t == DType::F16 || t == DType::BF16; }

// float16 / bfloat16: elements are uint16_t bits in memory, values float in kernels
// (Inductor upcasts loads to float32); rounded to the type at to_dtype and stores.
std::string fromStorage(DType t, const std::string& elem) {
  if (t == DType::F16) return "fs_h2f(" + elem + ")";
  if (t == DType::BF16) return "fs_bf2f(" + elem + ")";
  return elem;
}
std::string toStorage(DType t, const std::string& value) {
  if (t == DType::F16) return "fs_f2h(" + value + ")";
  if (t == DType::BF16) return "fs_f2bf(" + value + ")";
  return value;
}
std::string roundedTo(DType t, const std::string& value) {
  if (t == DType::F16) return "fs_round_h((float)" + value + ")";
  if (t == DType::BF16) return "fs_round_bf((float)" + value + ")";
  return "(" + std::string(cType(t)) + ")" + value;
}

// A finite float's decimal spelling as a C literal of type t.
std::string floatLiteral(const std::string& text, DType t) {
  std::string s = text;
  bool isF = s.find_first_of(".eE") != std::string::npos;
  if (!isF) s += ".0";
  if (t == DType::F32) s += "f";
  return s.front() == '-' ? "(" + s + ")" : s;
}

// A Float argument as a C literal of type t (its value: inf and nan as C's macros).
std::string floatLiteral(const ir::OpArg& a, DType t) {
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
  bool rowKernel = false;  // CUDA reduction form: x-scope stores by lane 0 only
  bool scanNestNow = false;  // CUDA: the nest being emitted has a scan (one lane per row)
  bool index32 = false;    // every buffer and loop extent of the kernel is below 2^31: 32-bit
                           // variables (indirect indices stay int64 and widen what they touch)

  // CUDA vector / persistent emission (see vecClass and emitStages). While
  // `vecActive`, the loop body runs once per element j of a vector of `vec`
  // consecutive values of the innermost variable `vecVar`: float loads and stores
  // that are contiguous and aligned along it are hoisted out of the j loop as one
  // float4 (float2) access into a register array (`vecPre` / `vecPost`).
  int vec = 1;
  std::string vecVar;
  bool vecActive = false;
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
  int uniqueKey = 0;

  std::string vname(const NodeCtx& c, const std::string& block, const std::string& v) const {
    return "t" + std::to_string(c.idx) + "_" + (block == "body" ? "" : block + "_") + v;
  }

  // Emits the ops of `blk`. For reductions, `pre`/`post` receive accumulator
  // declarations and the ops that use reduction results; plain blocks emit into `loop`.
  // A block with a sort runs in two passes over the row (emitBlock): the values of the
  // second pass (the sort's and those computed from it), the first-pass values they read
  // (kept per element of the row), and the element's position in its row (a C expression
  // over the node's reduction variables, row-major).
  void planSortPass(const NodeCtx& c, const ir::LoopBlock& blk, std::set<std::string>& sortedVals,
                    std::set<std::string>& carried, std::string& sortPos) const {
    const auto& body = *c.ln->node->body;
    std::set<std::string> indices;
    for (const auto& op : blk.ops) {
      if (op.form == ir::LoopOp::Form::GetIndex) indices.insert(op.result);
      bool after = isSortOp(op);
      for (const auto& x : op.args)
        if (x.kind == ir::OpArg::Kind::Value && sortedVals.count(x.text)) after = true;
      if (!after) continue;
      sortedVals.insert(op.result);
      for (const auto& x : op.args)
        if (x.kind == ir::OpArg::Kind::Value && !sortedVals.count(x.text) && !indices.count(x.text)) carried.insert(x.text);
    }
    // the node's reduction variables, row-major, as refined variables
    const std::size_t nIt = c.ln->node->sizes ? c.ln->node->sizes->iteration.size() : 0;
    std::size_t j = 0;
    sortPos = "0";
    for (const auto& [var, extent] : body.var_ranges) {
      if (j++ < nIt) continue;
      auto mv = c.ln->varMap.find(var);
      sortPos = "(" + sortPos + ") * " + std::to_string(extent) + " + (" +
                (mv == c.ln->varMap.end() ? std::string("0") : exprToC(mv->second)) + ")";
    }
  }

  // One emitBlock's state, which the methods that emit each family of op share: the
  // block and its writers, the values computed so far, and how an argument is spelled.
  struct BlockCtx {
    Emit& em;
    NodeCtx& c;
    const ir::LoopBlock& blk;
    const ir::LoopBody& body;
    CodeWriter &pre, &loop, &post, &betweenPasses;
    bool inRLoop, top, sortPass;
    const std::string& sortPos;          // C expression: the element's position in its row
    const ValueTypes& types;             // of the block's values
    std::map<std::string, ir::Expr> indexVal{};             // get_index values
    std::set<std::string> postVals{};                       // values computed after the reduction loop
    std::map<std::string, std::string> accOf{};              // reduction value -> accumulator
    std::map<std::string, ir::ReductionType> accKind{};      // reduction value -> its reduction type

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
        case ir::OpArg::Kind::Int: return a.text;
        case ir::OpArg::Kind::Float: return floatLiteral(a, want);
        case ir::OpArg::Kind::Bool: return a.number != 0 ? "true" : "false";
        default: return "0";
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
                        bool inRLoop) {
    const auto& body = *c.ln->node->body;
    const bool top = &blk == &body.blocks.front();  // subblocks are masked: never hoisted
    // A sort (Inductor's ir.Sort: a whole row) runs the node in two passes over the row:
    // the r-loop computes the values to sort into row arrays, the sort orders them, and
    // a second r-loop (written into `post`, after the first) runs the ops that use the
    // sorted values. Values of the first pass that those ops use are kept in row arrays.
    const bool sortPass = top && inRLoop && std::any_of(blk.ops.begin(), blk.ops.end(), isSortOp);
    CodeWriter afterSort, betweenPasses;
    CodeWriter& post = sortPass ? afterSort : postIn;
    std::set<std::string> sortedVals, carried;  // values of the second pass; first-pass values it reads
    std::string sortPos;  // C expression: the element's position in the node's row
    if (sortPass) planSortPass(c, blk, sortedVals, carried, sortPos);
    BlockCtx b{*this, c, blk, body, pre, loop, post, betweenPasses, inRLoop, top, sortPass, sortPos, c.types[blk.name]};
    for (const auto& op : blk.ops) {
      const std::string out = vname(c, blk.name, op.result);
      {
        // default key: op, result type and argument keys (loads, subblocks, reductions
        // and random numbers set their own below)
        std::string key = op.op + ":" + std::string(cType(b.tyOf(op.result))) + "(";
        for (const auto& x : op.args) key += b.argKey(x) + ",";
        b.setKey(op, key + ")");
      }
      const DType rt = b.tyOf(op.result);
      const std::string T = cType(rt);
      bool dependsOnReduction = false;
      for (const auto& a : op.args)
        if (a.kind == ir::OpArg::Kind::Value && (b.postVals.count(a.text) || b.accOf.count(a.text))) dependsOnReduction = true;
      CodeWriter& w = dependsOnReduction ? post : loop;
      if (dependsOnReduction) b.postVals.insert(op.result);
      const auto& a = op.args;
      switch (op.form) {
        case ir::LoopOp::Form::GetIndex: {
          const ir::Expr* e = body.indexExpr(op.op);
          b.indexVal[op.result] = e ? e->substitute(c.ln->varMap) : ir::Expr::constant(0);
          continue;
        }
        case ir::LoopOp::Form::SetIndirect: {
          std::string var = identifierOf(c.ln->node->name) + "_indirect" + op.op.substr(std::string("set_indirect").size());
          // 32-bit where the kernel's indices are and the value is a 32-bit-or-narrower
          // integer (e.g. max-pool window offsets stored as int8): exact, and the index
          // math it enters stays 32-bit; int64 sources (token ids) stay int64
          const DType src = b.argTy(a[0]);
          const bool narrowIndirect = cuda() && index32 && !isFloat(src) && dtypeSize(src) <= 4;
          const std::string ty = narrowIndirect ? "int" : "int64_t";
          // a negative index counts from the end of the dimension it indexes (Inductor's
          // indirect_indexing with wrap_neg): x + size where x < 0
          const auto sizes = indirectSizes(buffers, *c.ln->node);
          auto size = sizes.find("indirect" + op.op.substr(std::string("set_indirect").size()));
          if (size == sizes.end()) {
            w.line("const " + ty + " " + var + " = (" + ty + ")" + b.arg(a[0]) + ";", c.tag);
          } else {
            w.line("const " + ty + " " + var + "_raw = (" + ty + ")" + b.arg(a[0]) + ";", c.tag);
            w.line("const " + ty + " " + var + " = " + var + "_raw < 0 ? " + var + "_raw + " +
                       std::to_string(size->second) + " : " + var + "_raw;",
                   c.tag);
          }
          continue;
        }
        case ir::LoopOp::Form::GetItem: emitGetItem(b, op, out, T, w); continue;
        case ir::LoopOp::Form::Subblock: emitSubblock(b, op, out, rt, T, w); continue;
        case ir::LoopOp::Form::Submodule: emitScan(b, op, out, w); continue;
        case ir::LoopOp::Form::Ops: break;
      }
      const ir::OpCode o = op.code;
      if (o == ir::OpCode::Sort) emitSortOp(b, op, out, w);
      else if (o == ir::OpCode::Load || o == ir::OpCode::Store || o == ir::OpCode::StoreReduction)
        emitLoadStoreOp(b, op, out, w, dependsOnReduction);
      else if (o == ir::OpCode::Reduction) emitReductionOp(b, op, out);
      else emitPointwiseOp(b, op, out, rt, T, w);
    }
    if (sortPass) {
      // first-pass values the second pass reads, kept per element of the row
      CodeWriter restore;
      for (const auto& v : carried) {
        const std::string name = vname(c, blk.name, v), T = cType(b.tyOf(v));
        pre.line(T + " " + name + "_keep[" + std::to_string(currentRnumel) + "];", c.tag);
        loop.line(name + "_keep[" + sortPos + "] = " + name + ";", c.tag);
        restore.line("const " + T + " " + name + " = " + name + "_keep[" + sortPos + "];", c.tag);
      }
      postIn.append(betweenPasses);
      const int scopes = openRowLoop(postIn);
      postIn.append(restore);
      postIn.append(afterSort);
      for (int i = 0; i < scopes; ++i) postIn.close();
    }
    c.keys[blk.name + "/#return"] = blk.returns.empty() ? "0" : b.argKey(ir::OpArg{ir::OpArg::Kind::Value, blk.returns});
    if (blk.returns.empty()) return "0";
    auto iv = b.indexVal.find(blk.returns);
    if (iv != b.indexVal.end()) return "(" + exprToC(iv->second) + ")";
    return vname(c, blk.name, blk.returns);
  }

  // value[i]: an item of a reduction's accumulator (after the loop) or of a scan.
  void emitGetItem(BlockCtx& b, const ir::LoopOp& op, const std::string& out, const std::string& T, CodeWriter& w) {
    const auto& a = op.args;
    std::string src = a[0].text;
    int i = std::stoi(a[1].text);
    auto acc = b.accOf.find(src);
    if (acc != b.accOf.end() || b.postVals.count(src)) b.postVals.insert(op.result);  // scan items stay in the loop
    b.setKey(op, b.argKey(a[0]) + "[" + a[1].text + "]");
    if (acc != b.accOf.end()) {
      const ir::ReductionType k = b.accKind[src];
      std::string field = ir::isWelford(k)                             ? (i == 0 ? ".mean" : i == 1 ? ".m2" : ".weight")
                          : k == ir::ReductionType::OnlineSoftmaxReduce ? (i == 0 ? ".max" : ".sum")
                                                                        : "";
      b.post.line("const " + T + " " + out + " = " + acc->second + field + ";", b.c.tag);
    } else {
      w.line("const " + T + " " + out + " = " + vname(b.c, b.blk.name, src) + "_" + std::to_string(i) + ";", b.c.tag);
    }
  }

  // self.masked_subblockN(mask, other): the subblock under `if (mask)`, else `other`.
  void emitSubblock(BlockCtx& b, const ir::LoopOp& op, const std::string& out, DType rt, const std::string& T, CodeWriter& w) {
    const auto& a = op.args;
    const auto* sb = b.body.block(op.op);
    w.line(T + " " + out + " = (" + T + ")" + b.arg(a.size() > 1 ? a[1] : ir::OpArg{}, rt) + ";", b.c.tag);
    w.open("if (" + b.arg(a[0]) + ")", b.c.tag);
    CodeWriter inner;
    std::string ret = emitBlock(b.c, *sb, b.pre, inner, b.post, b.inRLoop);
    b.setKey(op, "masked(" + b.argKey(a[0]) + "," + (a.size() > 1 ? b.argKey(a[1]) : "") + "," +
                   b.c.keys[sb->name + "/#return"] + "):" + T);
    w.append(inner);
    w.line(out + " = (" + T + ")" + ret + ";", b.c.tag);
    w.close();
  }

  // self.scanN(dtypes, values): a scan (unsupportedReason let it through: its combine function is known).
  // The r-loop walks the row in order (C++: a plain loop; CUDA: one lane per row, see
  // `scanNest`); the running values start at the row's first element and combine with
  // each next one, and this element's result is the running value.
  void emitScan(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w) {
    const auto& a = op.args;
    const ir::CombineFn* fn = b.body.combineFn(op.op);
    if (!fn) throw InternalError("emitter: scan self." + op.op + " has no combine function");
    const std::size_t m = fn->params.size() / 2;
    auto itemT = [&](std::size_t i) { return std::string(cType(a[0].dtypes.at(i))); };
    auto input = [&](std::size_t i) { return "(" + itemT(i) + ")" + vname(b.c, b.blk.name, a[1].items[i]); };
    const std::string acc = "scan_" + out;
    if (!b.inRLoop) {  // a scan over one element is that element
      for (std::size_t i = 0; i < m; ++i) w.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + input(i) + ";", b.c.tag);
      return;
    }
    simdOk = false;  // each element depends on the one before
    for (std::size_t i = 0; i < m; ++i) b.pre.line(itemT(i) + " " + acc + "_" + std::to_string(i) + " = 0;", b.c.tag);
    w.open("if (fs_rlin == 0)", b.c.tag);
    for (std::size_t i = 0; i < m; ++i) w.line(acc + "_" + std::to_string(i) + " = " + input(i) + ";", b.c.tag);
    w.close();
    w.open("else", b.c.tag);
    for (std::size_t i = 0; i < m; ++i) {
      w.line("const " + itemT(i) + " " + vname(b.c, fn->block.name, fn->params[i]) + " = " + acc + "_" + std::to_string(i) + ";", b.c.tag);
      w.line("const " + itemT(i) + " " + vname(b.c, fn->block.name, fn->params[m + i]) + " = " + input(i) + ";", b.c.tag);
    }
    CodeWriter inner, unusedPre, unusedPost;
    emitBlock(b.c, fn->block, unusedPre, inner, unusedPost, false);
    w.append(inner);
    for (std::size_t i = 0; i < m; ++i) {
      w.line(acc + "_" + std::to_string(i) + " = (" + itemT(i) + ")" + vname(b.c, fn->block.name, fn->results[i]) + ";", b.c.tag);
    }
    w.close();
    for (std::size_t i = 0; i < m; ++i)
      w.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + acc + "_" + std::to_string(i) + ";", b.c.tag);
  }

  // ops.sort: the row's values into row arrays, sorted between the two passes (emitBlock).
  void emitSortOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w) {
    const auto& a = op.args;
      // ops.sort(dtypes, values, stable, descending): see isSortOp. Equal keys keep
      // their order (a stable merge sort of positions, fs_sort_perm).
      const std::size_t m = a[1].items.size();
      auto itemT = [&](std::size_t i) { return std::string(cType(a[0].dtypes.at(i))); };
      auto input = [&](std::size_t i) { return "(" + itemT(i) + ")" + b.arg(ir::OpArg{ir::OpArg::Kind::Value, a[1].items[i]}); };
      b.setKey(op, "sort#" + std::to_string(uniqueKey++));
      if (!b.inRLoop) {  // a sort of one element is that element
        for (std::size_t i = 0; i < m; ++i) w.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + input(i) + ";", b.c.tag);
        return;
      }
      simdOk = false;
      const std::string R = std::to_string(currentRnumel);
      for (std::size_t i = 0; i < m; ++i) {
        const std::string arr = out + "_row" + std::to_string(i);
        b.pre.line(itemT(i) + " " + arr + "[" + R + "];  // the row's values to sort", b.c.tag);
        b.loop.line(arr + "[" + b.sortPos + "] = " + input(i) + ";", b.c.tag);
      }
      b.pre.line("int " + out + "_perm[" + R + "], " + out + "_tmp[" + R + "];", b.c.tag);
      b.betweenPasses.line("fs_sort_perm(" + out + "_row0, " + out + "_perm, " + out + "_tmp, " + R + ", " +
                             (a[3].number != 0 ? "true" : "false") + ");  // " + (a[3].number != 0 ? "descending" : "ascending") +
                             (a[2].number != 0 ? ", stable" : ""),
                         b.c.tag);
      for (std::size_t i = 0; i < m; ++i)
        b.post.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + out + "_row" + std::to_string(i) + "[" +
                      out + "_perm[" + b.sortPos + "]];",
                  b.c.tag);
      b.postVals.insert(op.result);
      return;
  }

  // ops.load, ops.store, ops.store_reduction: forwarded within a loop, vectorized, tiled or atomic.
  void emitLoadStoreOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w, bool dependsOnReduction) {
    const auto& a = op.args;
    const ir::OpCode o = op.code;
    if (o == ir::OpCode::Load) {
      const std::string& buf = a[0].text;
      const auto& desc = buffers.at(buf);
      ir::Expr idx = b.indexVal.count(a[1].text) ? b.indexVal.at(a[1].text) : ir::Expr::constant(0);
      std::string key = buf + "@" + idx.key();
      b.setKey(op, "load(" + buf + "#" + std::to_string(storeVersion[buf]) + "@" + idx.key() + ")");
      bool usesR = false;
      for (const auto& s : idx.freeSymbols())
        if (!s.empty() && s[0] == 'r') usesR = true;
      auto& scope = usesR ? rScope : xScope;
      auto f = scope.find(key);
      if (f != scope.end()) {
        w.line("const " + std::string(cType(desc.dtype)) + " " + out + " = " + f->second + ";  // forwarded " + buf,
               b.c.tag);
      } else if (vecActive && b.top && vectorDtype(desc.dtype) && vecClass(idx) == VecClass::Vector) {
        w.line("const float " + out + " = " + hoistLoad(buf, idx, key, b.c.tag) + "[" + vecElem() + "];", b.c.tag);
      } else {
        memRead.insert(buf);
        touch(buf);
        loadedInStage.insert(buf);
        if (storedInStage.count(buf)) simdOk = false;
        w.line("const " + std::string(cType(desc.dtype)) + " " + out + " = " +
                   fromStorage(desc.dtype, ptr(buf) + "[" + exprToC(idx) + "]") + ";",
               b.c.tag);
      }
    } else if (o == ir::OpCode::Store || o == ir::OpCode::StoreReduction) {
      const std::string& buf = a[0].text;
      const auto& desc = buffers.at(buf);
      ir::Expr idx = b.indexVal.count(a[1].text) ? b.indexVal.at(a[1].text) : ir::Expr::constant(0);
      std::string val = b.arg(a[2]);
      const bool atomic = isAtomicAddStore(op);  // other iterations may add to the element too
      if (atomic) simdOk = false;
      ++storeVersion[buf];
      if (b.inRLoop && o == ir::OpCode::Store) {
        storedInStage.insert(buf);
        if (loadedInStage.count(buf)) simdOk = false;
      }
      CodeWriter& sw = (o == ir::OpCode::StoreReduction || dependsOnReduction) ? b.post : w;
      bool postStore = &sw == &b.post;
      std::string conv = out + "_v";
      sw.line("const " + std::string(cType(desc.dtype)) + " " + conv + " = " + roundedTo(desc.dtype, val) + ";", b.c.tag);
      bool usesR = false;
      for (const auto& s : idx.freeSymbols())
        if (!s.empty() && s[0] == 'r') usesR = true;
      std::string key = buf + "@" + idx.key();
      bool xs = postStore || !b.inRLoop;
      if (b.sortPass && postStore) {  // the second pass's own scope: not forwarded
        xScope.erase(key);
        rScope.erase(key);
        xs = true;
        usesR = true;
      }
      if (atomic) {  // the element holds the sum of every iteration's adds: never forwarded
        xScope.erase(key);
        rScope.erase(key);
      } else if (xs && !usesR) xScope[key] = conv;
      else if (!xs && usesR) rScope[key] = conv;
      if (atomic) {
        memRead.insert(buf);
        memWritten.insert(buf);
        touch(buf);
        const std::string elem = ptr(buf) + "[" + exprToC(idx) + "]";
        std::string st;
        if (!cuda()) {
          sw.line("#pragma omp atomic", b.c.tag);
          st = elem + " += " + conv + ";";
        } else if (desc.dtype == DType::I64) {
          st = "atomicAdd((unsigned long long*)&" + elem + ", (unsigned long long)" + conv + ");";
        } else {
          st = "atomicAdd(&" + elem + ", " + conv + ");";
        }
        if (rowKernel && xs) st = "if (fs_lane == 0) " + st;
        sw.line(st, b.c.tag);
      } else if (auto ts = tileStores.find(buf); ts != tileStores.end() && !elided.count(buf) && b.top && !postStore) {
        memWritten.insert(buf);
        touch(buf);
        ts->second.index = idx;
        sw.line(ts->second.array + "[fs_bi][fs_pi] = " + toStorage(desc.dtype, conv) + ";", b.c.tag);
      } else if (!elided.count(buf) && vecActive && b.top && !postStore && vectorDtype(desc.dtype) &&
          vecClass(idx) == VecClass::Vector) {
        memWritten.insert(buf);
        touch(buf);
        sw.line(hoistStore(buf, idx, b.c.tag) + "[fs_j] = " + conv + ";", b.c.tag);
      } else if (!elided.count(buf)) {
        memWritten.insert(buf);
        touch(buf);
        std::string st = ptr(buf) + "[" + exprToC(idx) + "] = " + toStorage(desc.dtype, conv) + ";";
        if (rowKernel && xs) st = "if (fs_lane == 0) " + st;
        sw.line(st, b.c.tag);
      }
    }
  }

  // ops.reduction: an accumulator before the loop, one step in it, the value after it.
  void emitReductionOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out) {
    const auto& a = op.args;
      using R = ir::ReductionType;
      const R kind = ir::reductionTypeOf(a[2].text);
      DType dt = a[0].dtype;
      std::string redKey = "red:" + a[2].text + ":" + a[0].text + "(";
      for (std::size_t i = 3; i < a.size(); ++i) redKey += b.argKey(a[i]) + ",";
      redKey += ")";
      b.setKey(op, redKey);
      redKey = b.c.keys[b.blk.name + "/" + op.result];
      if (auto shared = reductionCache.find(redKey); shared != reductionCache.end()) {
        b.accOf[op.result] = shared->second.acc;
        b.accKind[op.result] = shared->second.kind;
        b.post.line("const auto " + out + " = " + shared->second.out + ";  // the same reduction as " + shared->second.out,
                  b.c.tag);
        b.postVals.insert(op.result);
        return;
      }
      std::string acc = "acc_" + out;
      reductionCache[redKey] = {acc, out, kind};
      b.accOf[op.result] = acc;
      b.accKind[op.result] = kind;
      std::string v = a.size() > 3 ? b.arg(a[3]) : "0";
      std::string DT = cType(dt);
      std::string lowest = isFloat(dt) ? "(-INFINITY)" : "(" + DT + ")(-9223372036854775807LL - 1)";
      std::string highest = isFloat(dt) ? "INFINITY" : "(" + DT + ")9223372036854775807LL";
      std::string opName;
      if (!cuda() && b.inRLoop) {
        if (kind == R::Sum) simdSums.push_back(acc);
        else if (kind == R::WelfordReduce && currentRnumel <= kCppTwoPassRows) simdSums.push_back(acc + "_sum");
        else simdOk = false;
      }
      if (kind == R::Sum) {
        b.pre.line(DT + " " + acc + " = 0;", b.c.tag);
        b.loop.line(acc + " = " + acc + " + (" + DT + ")" + v + ";", b.c.tag);
        opName = "fs_op_sum()";
      } else if (kind == R::Prod) {
        b.pre.line(DT + " " + acc + " = 1;", b.c.tag);
        b.loop.line(acc + " = " + acc + " * (" + DT + ")" + v + ";", b.c.tag);
        opName = "fs_op_prod()";
      } else if (kind == R::Max) {
        b.pre.line(DT + " " + acc + " = " + lowest + ";", b.c.tag);
        b.loop.line(acc + " = fs_maximum(" + acc + ", (" + DT + ")" + v + ");", b.c.tag);
        opName = "fs_op_max()";
      } else if (kind == R::Min) {
        b.pre.line(DT + " " + acc + " = " + highest + ";", b.c.tag);
        b.loop.line(acc + " = fs_minimum(" + acc + ", (" + DT + ")" + v + ");", b.c.tag);
        opName = "fs_op_min()";
      } else if (kind == R::Any) {
        b.pre.line("bool " + acc + " = false;", b.c.tag);
        b.loop.line(acc + " = " + acc + " || (bool)" + v + ";", b.c.tag);
        opName = "fs_op_any()";
      } else if (kind == R::XorSum) {
        b.pre.line(DT + " " + acc + " = 0;", b.c.tag);
        b.loop.line(acc + " = " + acc + " ^ (" + DT + ")" + v + ";", b.c.tag);
        opName = "fs_op_xor()";
      } else if (ir::isArgReduction(kind)) {
        const std::string name(ir::reductionTypeName(kind));  // the prelude's fs_argmax_combine, fs_op_argmax ...
        b.pre.line("fs_argf " + acc + " = fs_arg_make(" + (kind == R::Argmax ? std::string("(-INFINITY)") : "INFINITY") +
                     ", 9223372036854775807LL);",
                 b.c.tag);
        // the element's index in the row (a reduction over one element has no r-loop: 0)
        b.loop.line(acc + " = fs_" + name + "_combine(" + acc + ", fs_arg_make((float)" + v + ", " +
                      (b.inRLoop ? "fs_rlin" : "0") + "));",
                  b.c.tag);
        opName = "fs_op_" + name + "()";
      } else if (kind == R::WelfordReduce && b.inRLoop && (cuda() ? persistIters > 0 : currentRnumel <= kCppTwoPassRows)) {
        // Two passes over the row's values, as Inductor's persistent reductions do
        // (welford_reduce_fallback): the sum gives the mean, then the sum of squared
        // deviations; the weight is rnumel. No division per element, and plain sums
        // (across lanes on CUDA). The values stay in registers (CUDA persistent: this
        // lane's part of the row) or in a stack array (C++: the whole row; the second
        // pass then has no dependency but its sum, so it vectorises).
        const std::string R = floatLiteral(std::to_string(currentRnumel), DType::F32);
        const std::string elem = cuda() ? vecElem() : "fs_rlin";
        b.pre.line("fs_welford " + acc + ";", b.c.tag);
        b.pre.line("float " + acc + "_sum = 0.0f, " + acc + "_m2 = 0.0f;", b.c.tag);
        b.pre.line("float " + acc + "_v[" + std::to_string(cuda() ? persistIters * vec : currentRnumel) + "];  // " +
                     (cuda() ? "this lane's values of the row" : "the row's values"),
                 b.c.tag);
        b.loop.line(acc + "_v[" + elem + "] = (float)" + v + ";", b.c.tag);
        b.loop.line(acc + "_sum += " + acc + "_v[" + elem + "];", b.c.tag);
        if (cuda() && rowKernel) b.post.line(acc + "_sum = " + allreduce(acc + "_sum", "fs_op_sum()") + ";", b.c.tag);
        b.post.line("const float " + acc + "_mean = " + acc + "_sum / " + R + ";", b.c.tag);
        int loops = 1;
        if (cuda()) {
          const std::int64_t RV = currentRnumel / vec;
          b.post.line("#pragma unroll", b.c.tag);
          b.post.open("for (int fs_i = 0; fs_i < " + std::to_string(persistIters) + "; ++fs_i)", b.c.tag);
          if (RV % persistLanes != 0)
            b.post.line("if (fs_lane + fs_i * " + std::to_string(persistLanes) + " >= " + std::to_string(RV) + ") break;", b.c.tag);
          b.post.line("#pragma unroll", b.c.tag);
          b.post.open("for (int fs_j = 0; fs_j < " + std::to_string(vec) + "; ++fs_j)", b.c.tag);
          loops = 2;
        } else {
          b.post.line("#pragma omp simd reduction(+: " + acc + "_m2)", b.c.tag);
          b.post.open("for (int64_t fs_rlin = 0; fs_rlin < " + std::to_string(currentRnumel) + "; ++fs_rlin)", b.c.tag);
        }
        b.post.line("const float fs_d = " + acc + "_v[" + elem + "] - " + acc + "_mean;", b.c.tag);
        b.post.line(acc + "_m2 += fs_d * fs_d;", b.c.tag);
        for (int i = 0; i < loops; ++i) b.post.close();
        if (cuda() && rowKernel) b.post.line(acc + "_m2 = " + allreduce(acc + "_m2", "fs_op_sum()") + ";", b.c.tag);
        b.post.line(acc + " = fs_welford_make(" + acc + "_mean, " + acc + "_m2, " + R + ");", b.c.tag);
        opName = "";
      } else if (kind == R::WelfordReduce) {
        b.pre.line("fs_welford " + acc + " = fs_welford_init();", b.c.tag);
        b.loop.line(acc + " = fs_welford_add(" + acc + ", (float)" + v + ");", b.c.tag);
        opName = "fs_op_welford()";
      } else if (kind == R::OnlineSoftmaxReduce) {
        b.pre.line("fs_osm " + acc + " = fs_osm_make(-INFINITY, 0.0f);", b.c.tag);
        b.loop.line(acc + " = fs_osm_add(" + acc + ", (float)" + v + ");", b.c.tag);
        opName = "fs_op_osm()";
      } else if (kind == R::WelfordCombine) {
        std::vector<std::string> parts;
        if (a.size() >= 6) {
          for (std::size_t i = 3; i < 6; ++i) parts.push_back(b.arg(a[i]));
        } else if (a[3].kind == ir::OpArg::Kind::Tuple) {
          for (const auto& item : a[3].items) parts.push_back(vname(b.c, b.blk.name, item));
        }
        while (parts.size() < 3) parts.push_back("0.0f");
        b.pre.line("fs_welford " + acc + " = fs_welford_init();", b.c.tag);
        b.loop.line(acc + " = fs_welford_combine(" + acc + ", fs_welford_make((float)" + parts[0] + ", (float)" +
                      parts[1] + ", (float)" + parts[2] + "));",
                  b.c.tag);
        opName = "fs_op_welford()";
      }
      // (a one-element reduction runs in the pointwise form: no lanes to combine)
      if (cuda() && rowKernel && !opName.empty()) b.post.line(acc + " = " + allreduce(acc, opName) + ";", b.c.tag);
      b.post.line("const auto " + out + " = " + acc + (ir::isArgReduction(kind) ? ".index" : "") + ";",
                b.c.tag);
      b.postVals.insert(op.result);
  }

  // every other op: one value per point (Memory's load_seed, index_expr, check_bounds too).
  void emitPointwiseOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, DType rt, const std::string& T, CodeWriter& w) {
    const auto& a = op.args;
    const ir::OpCode o = op.code;
    if (o == ir::OpCode::Constant) {
      DType t = a[1].dtype;
      std::string lit = a[0].kind == ir::OpArg::Kind::Float ? floatLiteral(a[0], t)
                        : a[0].kind == ir::OpArg::Kind::Bool ? (a[0].number != 0 ? "true" : "false")
                        // int64's lowest value has no literal in C++ (9223372036854775808 fits no
                        // signed type): written as an expression
                        : a[0].text == "-9223372036854775808" ? "(-9223372036854775807LL - 1)"
                                                             : a[0].text;
      w.line("const " + T + " " + out + " = (" + T + ")" + lit + ";", b.c.tag);
    } else if (o == ir::OpCode::IndexExpr) {
      w.line("const " + T + " " + out + " = (" + T + ")" + b.arg(a[0]) + ";", b.c.tag);
    } else if (o == ir::OpCode::ToDtype) {
      DType t = a[1].dtype;
      const bool floatToInt = t != DType::Bool && !isFloat(t) && isFloat(b.argTy(a[0]));
      std::string expr = t == DType::Bool ? "(" + b.arg(a[0]) + " != 0)"
                         : floatToInt     ? "fs_f2i<" + std::string(cType(t)) + ">((double)" + b.arg(a[0]) + ")"
                                          : roundedTo(t, b.arg(a[0]));
      w.line("const " + T + " " + out + " = " + expr + ";", b.c.tag);
    } else if (o == ir::OpCode::LoadSeed) {
      seedRead.insert(a[0].text);
      memRead.insert(a[0].text);
      touch(a[0].text);
      w.line("const int64_t " + out + " = " + ptr(a[0].text) + "[" + a[1].text + "];", b.c.tag);
    } else if (o == ir::OpCode::Rand || o == ir::OpCode::Randn) {
      b.setKey(op, op.op + "#" + std::to_string(uniqueKey++));
      w.line("const float " + out + " = fs_" + op.op + "((int64_t)" + b.arg(a[0]) + ", (int64_t)" + b.arg(a[1]) + ");", b.c.tag);
    } else if (o == ir::OpCode::CheckBounds) {
      w.line("// check_bounds: 0 <= " + b.arg(a[0]) + " < " + b.arg(a[1]) + " (inputs are generated in range)", b.c.tag);
    } else if (ir::familyOf(o) == ir::OpFamily::Comparison) {
      DType t = promote(b.argTy(a[0]), b.argTy(a[1]));
      const char* sym = o == ir::OpCode::Eq ? "==" : o == ir::OpCode::Ne ? "!=" : o == ir::OpCode::Lt ? "<"
                        : o == ir::OpCode::Le ? "<=" : o == ir::OpCode::Gt ? ">" : ">=";
      w.line("const bool " + out + " = " + b.cast(a[0], t) + " " + sym + " " + b.cast(a[1], t) + ";", b.c.tag);
    } else if (ir::familyOf(o) == ir::OpFamily::Logical) {
      std::string s = (o == ir::OpCode::LogicalAnd)  ? "&&"
                      : (o == ir::OpCode::LogicalOr) ? "||"
                      : (o == ir::OpCode::LogicalXor || o == ir::OpCode::Xor || o == ir::OpCode::BitwiseXor) ? "^"
                      : (o == ir::OpCode::And || o == ir::OpCode::BitwiseAnd) ? "&"
                                                            : "|";
      if (rt == DType::Bool)
        w.line("const bool " + out + " = (bool)" + b.arg(a[0]) + " " + s + " (bool)" + b.arg(a[1]) + ";", b.c.tag);
      else
        w.line("const " + T + " " + out + " = " + b.cast(a[0], rt) + " " + s + " " + b.cast(a[1], rt) + ";", b.c.tag);
    } else if (o == ir::OpCode::LogicalNot) {
      w.line("const bool " + out + " = !(bool)" + b.arg(a[0]) + ";", b.c.tag);
    } else if (o == ir::OpCode::BitwiseNot) {  // of a bool: logical not (~true is 0xFE..., still true)
      w.line("const " + T + " " + out + " = " + (rt == DType::Bool ? "!(bool)" : "~") + b.arg(a[0]) + ";", b.c.tag);
    } else if (o == ir::OpCode::Fma) {
      w.line("const " + T + " " + out + " = " + (rt == DType::F64 ? "fma(" : "fmaf(") + b.cast(a[0], rt) + ", " + b.cast(a[1], rt) + ", " + b.cast(a[2], rt) + ");",
             b.c.tag);
    } else if (o == ir::OpCode::Where) {
      w.line("const " + T + " " + out + " = " + b.arg(a[0]) + " ? " + b.cast(a[1], rt) + " : " + b.cast(a[2], rt) + ";",
             b.c.tag);
    } else if (ir::familyOf(o) == ir::OpFamily::Binary) {
      std::string x = b.cast(a[0], rt), y = b.cast(a[1], rt), e;
      bool fl = isFloat(rt);
      if (o == ir::OpCode::Add) e = x + " + " + y;
      else if (o == ir::OpCode::Sub) e = x + " - " + y;
      else if (o == ir::OpCode::Mul) e = x + " * " + y;
      else if (o == ir::OpCode::Truediv || o == ir::OpCode::Div) e = x + " / " + y;
      else if (o == ir::OpCode::Floordiv) e = fl ? "floorf(" + x + " / " + y + ")" : "fs_floordiv<" + T + ">(" + x + ", " + y + ")";
      else if (o == ir::OpCode::Truncdiv) e = fl ? "truncf(" + x + " / " + y + ")" : x + " / " + y;
      else if (o == ir::OpCode::Remainder) e = fl ? "fs_fpymod(" + x + ", " + y + ")" : "fs_pymod<" + T + ">(" + x + ", " + y + ")";
      // ops.mod is C's % (Inductor: `a % b` in Triton, mod() = % / std::fmod in cpp_prefix.h)
      else if (o == ir::OpCode::Fmod || o == ir::OpCode::Mod) e = fl ? "fmodf(" + x + ", " + y + ")" : x + " % " + y;
      else if (o == ir::OpCode::Pow) e = "(" + T + ")powf((float)" + x + ", (float)" + y + ")";
      else if (o == ir::OpCode::Maximum) e = "fs_maximum(" + x + ", " + y + ")";
      else if (o == ir::OpCode::Minimum) e = "fs_minimum(" + x + ", " + y + ")";
      w.line("const " + T + " " + out + " = " + e + ";", b.c.tag);
    } else if (!unaryMathFunction(o).empty()) {
      w.line("const " + T + " " + out + " = (" + T + ")" + std::string(unaryMathFunction(o)) + "((float)" + b.arg(a[0]) + ");", b.c.tag);
    } else if (o == ir::OpCode::Sqrt) {
      w.line("const " + T + " " + out + " = sqrtf((float)" + b.arg(a[0]) + ");", b.c.tag);
    } else if (o == ir::OpCode::Rsqrt) {
      std::string f = cuda() ? "rsqrtf((float)" + b.arg(a[0]) + ")" : "1.0f / sqrtf((float)" + b.arg(a[0]) + ")";
      w.line("const " + T + " " + out + " = " + f + ";", b.c.tag);
    } else if (o == ir::OpCode::Reciprocal) {
      w.line("const " + T + " " + out + " = 1.0f / (float)" + b.arg(a[0]) + ";", b.c.tag);
    } else if (o == ir::OpCode::Sigmoid) {
      w.line("const " + T + " " + out + " = fs_sigmoid((float)" + b.arg(a[0]) + ");", b.c.tag);
    } else if (o == ir::OpCode::Relu) {
      w.line("const " + T + " " + out + " = fs_maximum(" + b.cast(a[0], rt) + ", (" + T + ")0);", b.c.tag);
    } else if (o == ir::OpCode::Neg) {
      w.line("const " + T + " " + out + " = -" + b.cast(a[0], rt) + ";", b.c.tag);
    } else if (o == ir::OpCode::Abs) {
      w.line("const " + T + " " + out + " = fs_abs(" + b.cast(a[0], rt) + ");", b.c.tag);
    } else if (o == ir::OpCode::Square) {
      w.line("const " + T + " " + out + " = " + b.cast(a[0], rt) + " * " + b.cast(a[0], rt) + ";", b.c.tag);
    } else if (o == ir::OpCode::Sign) {
      w.line("const " + T + " " + out + " = fs_sign(" + b.cast(a[0], rt) + ");", b.c.tag);
    } else if (o == ir::OpCode::Isinf) {
      w.line("const bool " + out + " = isinf((float)" + b.arg(a[0]) + ");", b.c.tag);
    } else if (o == ir::OpCode::Isnan) {
      w.line("const bool " + out + " = isnan((float)" + b.arg(a[0]) + ");", b.c.tag);
    } else if (o == ir::OpCode::Signbit) {
      w.line("const bool " + out + " = signbit((float)" + b.arg(a[0]) + ");", b.c.tag);
    } else {
      throw InternalError("emitter: op '" + op.op + "' passed unsupportedReason but has no emission");
    }
  }

  // --- vector accesses --------------------------------------------------------
  enum class VecClass : std::uint8_t { Vector, Invariant, Other };
  // Vector: affine over refined variables with coefficient 1 on vecVar and every
  // other coefficient and the offset multiples of `vec`, so the `vec` elements of a
  // vector are adjacent and the first is aligned. Invariant: independent of vecVar.
  static VecClass classify(const ir::Expr& idx, const std::string& var, int v) {
    auto syms = idx.freeSymbols();
    bool uses = false;
    for (const auto& s : syms) {
      if (s.size() < 2 || (s[0] != 'x' && s[0] != 'r') || !std::isdigit(static_cast<unsigned char>(s[1])))
        return VecClass::Other;  // indirect indices are computed per element
      if (s == var) uses = true;
    }
    if (!uses) return VecClass::Invariant;
    auto a = idx.asAffine();
    if (!a || a->coeffs.at(var) != 1 || a->offset % v != 0) return VecClass::Other;
    for (const auto& [sym, k] : a->coeffs)
      if (sym != var && k % v != 0) return VecClass::Other;
    return VecClass::Vector;
  }
  VecClass vecClass(const ir::Expr& idx) const { return classify(idx, vecVar, vec); }
  // `var` + terms free of `var` (any form, e.g. ModularIndexing of other variables):
  // consecutive values of `var` are adjacent elements.
  static bool unitStride(const ir::Expr& idx, const std::string& var) {
    using K = ir::Expr::Kind;
    if (idx.kind() == K::Var) return idx.name() == var;
    if (idx.kind() != K::Add) return false;
    bool found = false;
    for (const auto& t : idx.args()) {
      if (t.kind() == K::Var && t.name() == var) {
        found = true;
        continue;
      }
      auto syms = t.freeSymbols();
      if (std::find(syms.begin(), syms.end(), var) != syms.end()) return false;
    }
    return found;
  }
  std::string vecElem() const {
    return persistIters ? "fs_i * " + std::to_string(vec) + " + fs_j" : std::string("fs_j");
  }
  std::string vecBaseName() const { return "fs_" + vecVar + "b"; }
  // The vector access at the vector's first element, as C.
  std::string vecAddress(const std::string& buf, const ir::Expr& idx) const {
    return "&" + ptr(buf) + "[" + exprToC(idx.substitute({{vecVar, ir::Expr::var(vecBaseName())}})) + "]";
  }
  std::string hoistLoad(const std::string& buf, const ir::Expr& idx, const std::string& key, const std::string& tag) {
    auto& known = persistIters ? rowCache : vecLoads;
    if (auto f = known.find(key); f != known.end()) return f->second;
    memRead.insert(buf);
    touch(buf);
    std::string arr = "fs_v" + std::to_string(vecNo++);
    known[key] = arr;
    std::string first = "0";
    if (persistIters) {
      nestDecl.line("float " + arr + "[" + std::to_string(persistIters * vec) + "];  // " + buf + ", this lane's part of the row", tag);
      first = "fs_i * " + std::to_string(vec);
    } else {
      vecPre.line("float " + arr + "[" + std::to_string(vec) + "];", tag);
    }
    const DType dt = buffers.at(buf).dtype;
    if (vec == 1) {
      vecPre.line(arr + "[" + first + "] = " + fromStorage(dt, "*(" + vecAddress(buf, idx) + ")") + ";", tag);
      return arr;
    }
    const char* comp[] = {"x", "y", "z", "w"};
    std::string s;
    if (dt == DType::F32) {
      const char* vt = vec == 4 ? "float4" : "float2";
      s = "{ const " + std::string(vt) + " fs_q = *reinterpret_cast<const " + vt + "*>(" + vecAddress(buf, idx) + ");";
      for (int j = 0; j < vec; ++j) s += " " + arr + "[" + first + " + " + std::to_string(j) + "] = fs_q." + comp[j] + ";";
    } else {  // halves: two per 32-bit word, the first in its low 16 bits
      const char* vt = vec == 4 ? "uint2" : "uint1";
      s = "{ const " + std::string(vt) + " fs_q = *reinterpret_cast<const " + vt + "*>(" + vecAddress(buf, idx) + ");";
      for (int j = 0; j < vec; ++j)
        s += " " + arr + "[" + first + " + " + std::to_string(j) + "] = " +
             fromStorage(dt, std::string("(uint16_t)(fs_q.") + comp[j / 2] + (j % 2 ? " >> 16)" : ")")) + ";";
    }
    vecPre.line(s + " }", tag);
    return arr;
  }
  std::string hoistStore(const std::string& buf, const ir::Expr& idx, const std::string& tag) {
    std::string arr = "fs_s" + std::to_string(vecNo++);
    vecPre.line("float " + arr + "[" + std::to_string(vec) + "];", tag);
    const DType dt = buffers.at(buf).dtype;
    if (vec == 1) {
      vecPost.line("*(" + vecAddress(buf, idx) + ") = " + toStorage(dt, arr + "[0]") + ";", tag);
    } else if (dt == DType::F32) {
      const char* vt = vec == 4 ? "float4" : "float2";
      std::string vals;
      for (int j = 0; j < vec; ++j) vals += (j ? ", " : "") + arr + "[" + std::to_string(j) + "]";
      vecPost.line("*reinterpret_cast<" + std::string(vt) + "*>(" + vecAddress(buf, idx) + ") = make_" + vt + "(" + vals + ");",
                   tag);
    } else {  // halves packed two per 32-bit word, the first in the low 16 bits
      const char* vt = vec == 4 ? "uint2" : "uint1";
      std::string words;
      for (int j = 0; j < vec; j += 2)
        words += std::string(j ? ", " : "") + "(unsigned)" + toStorage(dt, arr + "[" + std::to_string(j) + "]") +
                 " | ((unsigned)" + toStorage(dt, arr + "[" + std::to_string(j + 1) + "]") + " << 16)";
      vecPost.line("*reinterpret_cast<" + std::string(vt) + "*>(" + vecAddress(buf, idx) + ") = make_" + vt + "(" + words + ");",
                   tag);
    }
    return arr;
  }
  // Vector width for a loop over `var` (extent `extent`) running `nodes`: 4 (or 2)
  // when the innermost extent allows it and contiguous aligned float accesses are
  // at least as many as the accesses along `var` that are not.
  int chooseVec(const std::vector<int>& nodes, const std::string& var, std::int64_t extent, bool rOnly) const {
    if (!cuda() || !index32) return 1;
    int v = extent % 4 == 0 ? 4 : extent % 2 == 0 ? 2 : 1;
    if (v == 1) return 1;
    int good = 0, bad = 0;
    for (int n : nodes) {
      const auto& ln = spec.nodes[static_cast<std::size_t>(n)];
      // loads under a mask (subblocks) stay scalar: they count against vectors
      std::set<std::string> masked;
      const auto& body = *ln.node->body;
      for (std::size_t bi = 1; bi < body.blocks.size(); ++bi) {
        std::map<std::string, const ir::Expr*> indexOf;  // get_index results of the block
        for (const auto& op : body.blocks[bi].ops) {
          if (op.form == ir::LoopOp::Form::GetIndex) indexOf[op.result] = body.indexExpr(op.op);
          if (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Load && op.args.size() > 1)
            if (auto f = indexOf.find(op.args[1].text); f != indexOf.end() && f->second)
              masked.insert(op.args[0].text + "@" + f->second->substitute(ln.varMap).key());
        }
      }
      for (const auto* accs : {&ln.loads, &ln.stores})
        for (const auto& a : *accs) {
          if (a.postLoop || (rOnly && !a.usesR)) continue;
          const auto* b = buffers.find(a.buffer);
          auto cls = classify(a.index, var, v);
          if (cls == VecClass::Vector && b && vectorDtype(b->dtype) && !masked.count(a.buffer + "@" + a.index.key())) ++good;
          else if (cls != VecClass::Invariant) ++bad;
        }
    }
    return good > 0 && good >= bad ? v : 1;
  }
  // Distinct float loads a persistent row would cache.
  int cachedLoads(const LoopNest& nest, const std::string& var, int v) const {
    std::set<std::string> keys;
    for (const auto& st : nest.stages)
      if (st.rloop)
        for (int n : st.nodes)
          for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].loads) {
            const auto* b = buffers.find(a.buffer);
            if (a.usesR && b && vectorDtype(b->dtype) && classify(a.index, var, v) == VecClass::Vector)
              keys.insert(a.buffer + "@" + a.index.key());
          }
    return static_cast<int>(keys.size());
  }

  // Opens a loop over the nest's row (the r variables and fs_rlin, as emitStages
  // declares them) for a second pass; returns the scopes to close.
  int openRowLoop(CodeWriter& w) {
    const auto& rd = currentRDims;
    if (cuda()) {
      w.open("for (int64_t fs_rl = fs_lane; fs_rl < " + std::to_string(currentRnumel) + "; fs_rl += fs_lanes)");
      decompose(w, "fs_rl", rd, true, rd.size(), currentRnumel < 2147483647LL);
      w.line("const int64_t fs_rlin = fs_rl; (void)fs_rlin;");
      return 1;
    }
    std::string lin = "0";
    std::int64_t stride = 1;
    for (std::size_t j = 0; j < rd.size(); ++j)
      w.open("for (int64_t " + refinedVar(true, j) + " = 0; " + refinedVar(true, j) + " < " + std::to_string(rd[j]) + "; ++" +
             refinedVar(true, j) + ")");
    for (std::size_t j = rd.size(); j-- > 0;) {
      lin += " + " + std::to_string(stride) + " * " + refinedVar(true, j);
      stride *= rd[j];
    }
    w.line("const int64_t fs_rlin = " + lin + "; (void)fs_rlin;");
    return static_cast<int>(rd.size());
  }

  void emitNode(int idx, CodeWriter& pre, CodeWriter& loop, CodeWriter& post, bool inRLoop) {
    NodeCtx c;
    c.ln = &spec.nodes[static_cast<std::size_t>(idx)];
    c.idx = idx;
    c.tag = c.ln->node->name;
    c.types = inferTypes(*c.ln->node->body, buffers);
    loop.line("// " + c.tag + (c.ln->role == NodeRole::Reduction ? " (reduction)" : c.ln->role == NodeRole::RLoop ? " (pointwise, in reduction loop)" : " (pointwise)"), c.tag);
    emitBlock(c, c.ln->node->body->blocks.front(), pre, loop, post, inRLoop);
  }

  // Decomposes a flat index into refined variables.
  void decompose(CodeWriter& w, const std::string& flat, const std::vector<std::int64_t>& dims, bool reduction,
                 std::size_t count, bool narrow, const std::string& innerName = "") {
    std::int64_t stride = 1;
    std::vector<std::int64_t> strides(dims.size());
    for (std::size_t j = dims.size(); j-- > 0;) {
      strides[j] = stride;
      stride *= dims[j];
    }
    std::string f = narrow ? "((int)" + flat + ")" : flat;
    // 32-bit index arithmetic when every index of the kernel fits (CUDA: far fewer
    // instructions than 64-bit multiplies and divisions)
    const char* ty = narrow && cuda() && index32 ? "const int " : "const int64_t ";
    for (std::size_t j = 0; j < count; ++j) {
      std::string e = f;
      if (strides[j] != 1) e = "(" + e + " / " + std::to_string(strides[j]) + ")";
      if (j > 0) e = "(" + e + " % " + std::to_string(dims[j]) + ")";
      w.line(ty + (j + 1 == dims.size() && !innerName.empty() ? innerName : refinedVar(reduction, j)) + " = " + e + ";");
    }
  }

  void emitStages(CodeWriter& w, const LoopNest& nest) {
    bool first = true;
    currentRnumel = nest.rnumel;
    currentRDims = nest.rDims;
    for (const auto& st : nest.stages) {
      reductionCache.clear();  // a stage's loop is the scope of its accumulators
      simdSums.clear();
      simdOk = true;
      loadedInStage.clear();
      storedInStage.clear();
      if (cuda() && rowKernel && !first) w.line(columns ? "__syncthreads();" : "fs_sync(fs_lanes);");
      first = false;
      if (!st.rloop) {
        // node by node: a reduction over one element (no r-loop) stores its result
        // (its `post`) before a later node of the stage reads it
        for (int n : st.nodes) {
          CodeWriter pre, body, post;
          emitNode(n, pre, body, post, false);
          w.append(pre);
          w.append(body);
          w.append(post);
        }
        continue;
      }
      rScope.clear();
      CodeWriter pre, body, post;
      const bool vecMode = cuda() && (vec > 1 || persistIters > 0);
      vecLoads.clear();
      vecPre = CodeWriter();
      vecPost = CodeWriter();
      vecActive = vecMode;
      for (int n : st.nodes) emitNode(n, pre, body, post, true);
      vecActive = false;
      w.append(pre);
      const auto& rd = nest.rDims;
      std::int64_t R = nest.rnumel;
      if (vecMode) {
        // vectors of `vec` consecutive elements of the innermost r variable; the
        // persistent form unrolls a fixed number of vectors per lane
        const std::int64_t RV = R / vec;
        const std::string V = std::to_string(vec);
        const bool guard = persistIters && RV % persistLanes != 0;
        if (persistIters) {
          w.line("#pragma unroll");
          w.open("for (int fs_i = 0; fs_i < " + std::to_string(persistIters) + "; ++fs_i)");
          w.line("const int fs_rv = fs_lane + fs_i * " + std::to_string(persistLanes) + ";");
          if (guard) w.open("if (fs_rv < " + std::to_string(RV) + ")");
        } else {
          w.open("for (int fs_rv = fs_lane; fs_rv < " + std::to_string(RV) + "; fs_rv += fs_lanes)");
        }
        w.line("const int fs_rb = fs_rv * " + V + ";");
        decompose(w, "fs_rb", rd, true, rd.size(), true, vecBaseName());
        w.append(vecPre);
        w.line("#pragma unroll");
        w.open("for (int fs_j = 0; fs_j < " + V + "; ++fs_j)");
        w.line("const int " + vecVar + " = " + vecBaseName() + " + fs_j;");
        w.line("const int64_t fs_rlin = fs_rb + fs_j; (void)fs_rlin;");
        w.append(body);
        w.close();
        w.append(vecPost);
        if (guard) w.close();
        w.close();
        w.append(post);
        continue;
      }
      if (cuda()) {
        // a few iterations unrolled: their loads are issued before the accumulation chain
        // waits on the first (a column lane strides through ~8 rows of a 121-long split)
        w.line("#pragma unroll 4");
        w.open(std::string(index32 ? "for (int fs_rl = fs_lane; " : "for (int64_t fs_rl = fs_lane; ") + "fs_rl < " +
               std::to_string(R) + "; fs_rl += fs_lanes)");
        decompose(w, "fs_rl", rd, true, rd.size(), R < 2147483647LL);
        w.line("const int64_t fs_rlin = fs_rl; (void)fs_rlin;");
      } else {
        for (std::size_t j = 0; j < rd.size(); ++j) {
          if (j + 1 == rd.size() && rd.size() == 1 && simdOk && !simdSums.empty()) {
            std::string list;
            for (const auto& a : simdSums) list += (list.empty() ? "" : ", ") + a;
            w.line("#pragma omp simd reduction(+: " + list + ")");
          }
          w.open("for (int64_t " + refinedVar(true, j) + " = 0; " + refinedVar(true, j) + " < " + std::to_string(rd[j]) +
                 "; ++" + refinedVar(true, j) + ")");
        }
        std::string lin = "0";
        std::int64_t stride = 1;
        for (std::size_t j = rd.size(); j-- > 0;) {
          lin += " + " + std::to_string(stride) + " * " + refinedVar(true, j);
          stride *= rd[j];
        }
        w.line("const int64_t fs_rlin = " + lin + "; (void)fs_rlin;");
      }
      w.append(body);
      if (cuda()) w.close();
      else
        for (std::size_t j = 0; j < rd.size(); ++j) w.close();
      w.append(post);
    }
  }

  // Tiled transpose variant of a pointwise nest (Inductor's 2-D tiling, select_tiling):
  // when stores are contiguous along a variable b = x_k that is not the innermost
  // (e.g. NCHW -> NHWC copies, channels-last weights, a channels-first max-pool
  // output) while loads are contiguous along the innermost variable, a block takes a
  // tile of TB values of b x TP consecutive positions of the variables after b. Phase
  // 1 runs the body with consecutive threads along those positions (loads coalesce)
  // and writes such stores to shared memory; phase 2 writes the tile out with
  // consecutive threads along b (stores coalesce). Other stores are written in phase 1.
  int tileRows = 0, tileCols = 0;
  std::int64_t tiles = 0;
  bool emitTiled(CodeWriter& w, const LoopNest& nest, const std::vector<int>& nodes) {
    const auto& xd = nest.xDims;
    if (!cuda() || !index32 || xd.size() < 2 || nest.rnumel != 1 || nest.stages.size() != 1) return false;
    const std::string last = refinedVar(false, xd.size() - 1);
    int k = -1, coalescedLoads = 0;
    std::map<std::string, int> storeCount;
    for (int n : nodes)
      for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].stores) ++storeCount[a.buffer];
    for (int n : nodes) {
      const auto& ln = spec.nodes[static_cast<std::size_t>(n)];
      for (const auto& a : ln.loads) coalescedLoads += unitStride(a.index, last) ? 1 : 0;
      for (const auto& a : ln.stores) {
        // phase 2 writes a tile with plain stores: an atomic_add (a col2im's overlapping
        // windows, index_put(accumulate=True)) stays in phase 1
        if (elided.count(a.buffer) || storeCount[a.buffer] != 1 || a.accumulates || unitStride(a.index, last)) continue;
        // phase 2 knows the loop variables only: a store at an index read from memory
        // (set_indirect, e.g. an embedding's gradient scattered by token) stays in phase 1
        bool loopVarsOnly = true;
        for (const auto& sym : a.index.freeSymbols()) {
          bool isX = false;
          for (std::size_t j = 0; j < xd.size(); ++j) isX = isX || sym == refinedVar(false, j);
          loopVarsOnly = loopVarsOnly && isX;
        }
        if (!loopVarsOnly) continue;
        for (int j = 0; j + 1 < static_cast<int>(xd.size()); ++j)
          if (unitStride(a.index, refinedVar(false, static_cast<std::size_t>(j))) && (k < 0 || k == j)) {
            k = j;
            tileStores[a.buffer] = {"fs_tile" + std::to_string(tileStores.size()), a.index, buffers.at(a.buffer).dtype};
            break;
          }
      }
    }
    if (k < 0 || coalescedLoads == 0) {
      tileStores.clear();
      return false;
    }
    std::int64_t B = xd[static_cast<std::size_t>(k)], P = 1, PRE = 1;
    for (std::size_t j = static_cast<std::size_t>(k) + 1; j < xd.size(); ++j) P *= xd[j];
    for (std::size_t j = 0; j < static_cast<std::size_t>(k); ++j) PRE *= xd[j];
    auto split = [&](CodeWriter& o, const std::string& flat, std::size_t from, std::size_t to) {
      std::int64_t st = 1;
      for (std::size_t j = to; j-- > from;) {
        std::string e = flat;
        if (st != 1) e = "(" + e + " / " + std::to_string(st) + ")";
        if (j > from) e = "(" + e + " % " + std::to_string(xd[j]) + ")";
        o.line("const int " + refinedVar(false, j) + " = " + e + ";");
        st *= xd[j];
      }
    };
    if (P <= 16) {
      // short rows (e.g. the 3x3 positions of a conv weight): no shared memory; a thread
      // per (outer, b) runs the whole row, unrolled: consecutive threads store
      // consecutive b, and the row's loads (adjacent across threads) are served by L1
      tileStores.clear();
      tileRows = 1;
      tileCols = static_cast<int>(P);
      tiles = PRE * B;
      w.line("// transposed rows in registers: a thread per value of x" + std::to_string(k) + " runs its " +
             std::to_string(P) + " positions");
      w.line("const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;");
      w.line("if (fs_t >= " + std::to_string(PRE * B) + ") return;");
      w.line("const int fs_pre = fs_t / " + std::to_string(B) + ";");
      split(w, "fs_pre", 0, static_cast<std::size_t>(k));
      w.line("const int " + refinedVar(false, static_cast<std::size_t>(k)) + " = fs_t % " + std::to_string(B) + ";");
      w.line("#pragma unroll");
      w.open("for (int fs_p = 0; fs_p < " + std::to_string(P) + "; ++fs_p)");
      split(w, "fs_p", static_cast<std::size_t>(k) + 1, xd.size());
      emitStages(w, nest);
      w.close();
      return true;
    }
    // about 1K elements per tile: 32 x 32; a short b takes longer rows, a short row more b
    std::int64_t TB = std::min<std::int64_t>(B, 32);
    const std::int64_t TP = std::min<std::int64_t>(P, TB >= 32 ? 32 : TB >= 8 ? 128 : 256);
    if (TP < 32) TB = std::min<std::int64_t>(B, 32 * std::max<std::int64_t>(1, 1024 / (32 * TP)));
    // (a tile of rows shorter than 17 positions is the register form above)
    const std::int64_t nBT = (B + TB - 1) / TB, nPT = (P + TP - 1) / TP;
    const std::int64_t stride = TP % 2 == 0 ? TP + 1 : TP;  // odd row stride: phase 2 reads hit distinct banks
    tileRows = static_cast<int>(TB);
    tileCols = static_cast<int>(TP);
    tiles = PRE * nBT * nPT;
    const std::string S = std::to_string(TB * TP);
    w.line("// tiled transpose: a tile of " + std::to_string(TB) + " x" + std::to_string(k) + " values by " +
           std::to_string(TP) + " positions of the variables after it, through shared memory");
    for (const auto& [buf, ts] : tileStores)
      w.line("__shared__ " + std::string(storageCType(ts.dtype)) + " " + ts.array + "[" + std::to_string(TB) + "][" +
             std::to_string(stride) + "];  // " + buf);
    w.line("const int fs_pt = blockIdx.x % " + std::to_string(nPT) + ";");
    w.line("const int fs_bt = (blockIdx.x / " + std::to_string(nPT) + ") % " + std::to_string(nBT) + ";");
    w.line("const int fs_pre = blockIdx.x / " + std::to_string(nPT * nBT) + ";");
    auto vars = [&](CodeWriter& o) {
      o.line("const int fs_b = fs_bt * " + std::to_string(TB) + " + fs_bi, fs_p = fs_pt * " + std::to_string(TP) + " + fs_pi;");
      o.open("if (fs_b < " + std::to_string(B) + " && fs_p < " + std::to_string(P) + ")");
      split(o, "fs_pre", 0, static_cast<std::size_t>(k));
      o.line("const int " + refinedVar(false, static_cast<std::size_t>(k)) + " = fs_b;");
      split(o, "fs_p", static_cast<std::size_t>(k) + 1, xd.size());
    };
    w.line("#pragma unroll 4");  // several loads (stores) in flight per thread
    w.open("for (int fs_e = threadIdx.x; fs_e < " + S + "; fs_e += blockDim.x)");
    w.line("const int fs_bi = fs_e / " + std::to_string(TP) + ", fs_pi = fs_e % " + std::to_string(TP) + ";");
    vars(w);
    emitStages(w, nest);
    w.close();
    w.close();
    w.line("__syncthreads();");
    w.line("#pragma unroll 4");  // several loads (stores) in flight per thread
    w.open("for (int fs_e = threadIdx.x; fs_e < " + S + "; fs_e += blockDim.x)");
    w.line("const int fs_bi = fs_e % " + std::to_string(TB) + ", fs_pi = fs_e / " + std::to_string(TB) + ";");
    vars(w);
    for (const auto& [buf, ts] : tileStores)
      w.line(ptr(buf) + "[" + exprToC(ts.index) + "] = " + ts.array + "[fs_bi][fs_pi];");
    w.close();
    w.close();
    return true;
  }

  std::string paramDecl(const std::string& b) const {
    const auto& d = buffers.at(b);
    bool written = memWritten.count(b) > 0;
    return std::string(written ? "" : "const ") + storageCType(d.dtype) + "* __restrict__ " + ptr(b);
  }

  // Returns the kernel's code and fills `src`.
  // A CUDA reduction nest (emitNest): one row per block or per lane group, in the
  // variants the autotuner chooses from (looped, persistent, column lanes ...).
  void emitCudaRowNest(KernelSource& src, const LoopNest& nest, std::int64_t N, std::int64_t R,
                       const std::vector<std::int64_t>& xd, const std::vector<std::int64_t>& rd, bool narrow,
                       const std::vector<int>& allNodes, const std::vector<int>& rNodes,
                       const std::function<void()>& resetNest,
                       const std::function<void(const std::string&, CodeWriter)>& addEntry, const std::string& fname) {
    vecVar = rd.empty() ? "" : refinedVar(true, rd.size() - 1);
    const int v = rd.empty() ? 1 : chooseVec(rNodes, vecVar, rd.back(), true);
    // variant 0: looped over the row, `lanes` threads per row (runtime argument)
    // variant 1 (rows up to 32K elements): persistent, the row's loads cached in
    // registers across the stages, a compile-time number of vectors per lane
    // variant 2 (rows contiguous in memory, e.g. per-channel statistics of a
    // channels-last tensor): columns, 32 consecutive rows per warp so that loads
    // along the rows coalesce, a row's lanes spread over the block's warps
    int alongX = 0, alongR = 0;
    for (int n : rNodes)
      for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].loads) {
        if (!a.usesR || xd.empty()) continue;
        alongX += unitStride(a.index, refinedVar(false, xd.size() - 1)) ? 1 : 0;
        alongR += unitStride(a.index, vecVar) ? 1 : 0;
      }
    // The looped variant is emitted only where no persistent one fits: measured on the
    // H200 over 241 reduction nests, looped beat persistent in 4, by at most 0.4 us,
    // and it costs a whole variant's NVRTC time (Inductor likewise picks persistent
    // by a heuristic rather than compiling both).
    // A scan walks its row in order, a sort sorts it: one lane per row, the looped
    // variant only.
    bool scanNest = false;
    for (int n : rNodes)
      for (const auto& op : spec.nodes[static_cast<std::size_t>(n)].node->body->blocks.front().ops)
        if (op.form == ir::LoopOp::Form::Submodule || isSortOp(op)) scanNest = true;
    bool sortNest = false;  // its second pass is a plain loop: no vectors
    for (int n : rNodes)
      for (const auto& op : spec.nodes[static_cast<std::size_t>(n)].node->body->blocks.front().ops)
        sortNest = sortNest || isSortOp(op);
    bool havePersistent = false;
    int columnLanes = 0;  // the persistent column variant's lanes per row (variant 2)
    for (int variant : {1, 0, 2, 3}) {
      if (variant == 0 && havePersistent) continue;
      if (scanNest && variant != 0) continue;
      scanNestNow = scanNest;
      resetNest();
      vec = sortNest ? 1 : v;
      persistLanes = persistIters = 0;
      columns = variant >= 2;
      if (variant == 3) {
        // a wide column variant where the rows are too few to fill the GPU at the
        // narrow variant's lanes (under 128K threads): more lanes per row, up to 32,
        // until they do. Measured on the H200, the narrow column variant lost to the
        // persistent row form (32 lanes per row) on resnet50_fp16 k120 (4,096 rows of
        // 49: 7.4 us against 4.1) and regnet_y_400mf k10 (2,400 rows: 4.9 against
        // 2.9); the autotuner picks between them
        constexpr std::int64_t kThreads = 131072;
        if (!columnLanes || columnLanes >= 32 || columnLanes >= R || N * columnLanes >= kThreads) continue;
        vec = 1;
        persistLanes = 2 * columnLanes;
        while (persistLanes < 32 && N * persistLanes < kThreads) persistLanes *= 2;
        persistIters = static_cast<int>((R + persistLanes - 1) / persistLanes);
      } else if (columns) {
        if (!index32 || alongX <= alongR || N % 32 != 0) continue;
        vec = 1;
        // persistent columns where the row fits: a compile-time number of lanes per
        // row, each lane's loads unrolled so that they are in flight together (the
        // looped form waits on one load per iteration: resnet50_fp16 k120, 49 per row,
        // 4.6 us looped against Inductor's 2.4)
        if (!rd.empty()) {
          const int cached = std::max(1, cachedLoads(nest, vecVar, 1));
          const int maxIters = std::clamp(64 / cached, 1, 8);
          for (int L = 4; L <= 32 && !persistLanes; L *= 2)
            if ((R + L - 1) / L <= maxIters) {
              persistLanes = L;
              persistIters = static_cast<int>((R + L - 1) / L);
            }
        }
        columnLanes = persistLanes;
      }
      if (variant == 1) {
        if (!index32 || rd.empty()) continue;
        const std::int64_t RV = R / vec;
        const int cached = std::max(1, cachedLoads(nest, vecVar, vec));
        const int maxIters = std::clamp(64 / (vec * cached), 1, 8);
        for (int L = 32; L <= 1024 && !persistLanes; L *= 2)
          if ((RV + L - 1) / L <= maxIters) {
            persistLanes = L;
            persistIters = static_cast<int>((RV + L - 1) / L);
          }
        if (!persistLanes) continue;
        havePersistent = true;
      }
      CodeWriter kv;
      CodeWriter stages;
      emitStages(stages, nest);
      if (columns) {
        kv.line("// columns: fs_w (the int argument: 32, 16 or 8) consecutive rows per block, adjacent");
        kv.line("// threads on adjacent rows so that loads along the rows coalesce; a row's lanes are");
        kv.line("// threads fs_w apart (blockDim.x / fs_w of them); rows fill whole blocks (" + std::to_string(N) +
                " % 32 == 0)");
        kv.line("const int fs_w = fs_lanes_arg;");
        if (persistLanes) {
          kv.line("// persistent: " + std::to_string(persistLanes) + " lanes per row (blockDim.x == fs_w * " +
                  std::to_string(persistLanes) + "), " + std::to_string(persistIters) + " element(s) per lane");
          kv.line("constexpr int fs_lanes = " + std::to_string(persistLanes) + ";");
        } else {
          kv.line("const int fs_lanes = blockDim.x / fs_w;");
        }
        kv.line("const int fs_lane = threadIdx.x / fs_w;");
        kv.line("const int64_t fs_row = (int64_t)blockIdx.x * fs_w + (threadIdx.x & (fs_w - 1));");
      } else {
        if (persistLanes) {
          kv.line("// persistent reduction: " + std::to_string(persistLanes) + " lanes per row, " +
                  std::to_string(persistIters) + " vector(s) of " + std::to_string(vec) + " per lane");
          kv.line("constexpr int fs_lanes = " + std::to_string(persistLanes) + "; (void)fs_lanes_arg;");
        } else if (scanNest) {
          kv.line("// a scan: one thread per row, the row in order");
          kv.line("constexpr int fs_lanes = 1; (void)fs_lanes_arg;");
        } else {
          kv.line("const int fs_lanes = fs_lanes_arg;");
        }
        kv.line("const int fs_lane = threadIdx.x % fs_lanes;");
        kv.line("const int64_t fs_row = (int64_t)blockIdx.x * (blockDim.x / fs_lanes) + threadIdx.x / fs_lanes;");
        kv.line("if (fs_row >= " + std::to_string(N) + ") return;");
      }
      decompose(kv, "fs_row", xd, false, xd.size(), narrow);
      kv.append(nestDecl);
      kv.append(stages);
      addEntry(fname + (variant == 3 ? "_cw" : columns ? "_c" : persistLanes ? "_p" : ""), std::move(kv));
    }
    columns = false;
  }

  // A C++ loop nest (run): pointwise nests parallel over (outer index, chunk of the
  // innermost dimension) with a plain inner loop the compiler vectorises; reductions
  // parallel over rows. Written into `k`.
  void emitCppNest(CodeWriter& k, const LoopNest& nest, int nestNo, std::int64_t N, std::int64_t R,
                   const std::vector<std::int64_t>& xd) {
    // Pointwise: parallel over (outer index, chunk of the innermost dim), plain inner
    // loop the compiler vectorises. Reduction: parallel over rows.
    const bool innerLoop = R == 1 && !xd.empty();
    const std::int64_t inner = innerLoop ? xd.back() : 1;
    const std::size_t outerCount = innerLoop ? xd.size() - 1 : xd.size();
    const std::int64_t XO = N / inner;
    std::int64_t chunk = inner, nch = 1;
    if (innerLoop && XO < 64 && inner >= 2048) {
      chunk = std::max<std::int64_t>(1024, (inner + 63) / 64);
      nch = (inner + chunk - 1) / chunk;
    }
    k.line("// loop nest " + std::to_string(nestNo) + ": numel " + std::to_string(N) + ", rnumel " + std::to_string(R));
    k.line("#pragma omp parallel for schedule(static) if (" + std::to_string(N * R) + " > 32768)");
    k.open("for (int64_t fs_t = 0; fs_t < " + std::to_string(XO * nch) + "; ++fs_t)");
    k.line("const int64_t fs_xo = " + (nch > 1 ? "fs_t / " + std::to_string(nch) : std::string("fs_t")) + ";");
    std::vector<std::int64_t> outerDims(xd.begin(), xd.begin() + static_cast<long>(outerCount));
    decompose(k, "fs_xo", outerDims, false, outerCount, false);
    if (innerLoop) {
      std::string v = refinedVar(false, xd.size() - 1);
      if (nch > 1) {
        k.line("const int64_t fs_lo = (fs_t % " + std::to_string(nch) + ") * " + std::to_string(chunk) + ";");
        k.line("const int64_t fs_hi = fs_lo + " + std::to_string(chunk) + " < " + std::to_string(inner) + " ? fs_lo + " +
               std::to_string(chunk) + " : " + std::to_string(inner) + ";");
        k.open("for (int64_t " + v + " = fs_lo; " + v + " < fs_hi; ++" + v + ")");
      } else {
        k.open("for (int64_t " + v + " = 0; " + v + " < " + std::to_string(inner) + "; ++" + v + ")");
      }
      emitStages(k, nest);
      k.close();
    } else {
      emitStages(k, nest);
    }
    k.close();
  }

  // Bytes a kernel moves: each parameter's storage once per direction, capped at one
  // element per iteration point (a gather from a large table reads only the rows it indexes).
  std::int64_t bytesMoved(const KernelSource& src) const {
    std::int64_t total = 0;
    std::int64_t points = 1;
    for (const auto& nest : spec.nests) points = std::max(points, nest.numel * nest.rnumel);
    for (const auto& p : src.params) {
      const auto& b = buffers.at(p.buffer);
      auto bytes = std::min(b.storageBytes(), points * dtypeSize(b.dtype));
      total += (p.read ? bytes : 0) + (p.written ? bytes : 0);
    }
    return total;
  }

  // The kernel's text from its parts: CUDA, one __global__ function per entry (a
  // reduction's takes its lanes, a pointwise one its elements per thread); C++, one
  // function over the argument array. Sets src.code, src.lineNodes (and src.cppEntry).
  void writeKernelText(KernelSource& src, const std::vector<std::pair<std::string, CodeWriter>>& functions,
                       const CodeWriter& cppBody) {
    CodeWriter out;
    out.line("// kernel " + spec.name + ": nodes " + groupName(spec.nodeNames));
    if (cuda()) {
      for (auto& [fname, body] : functions) {
        std::string sig = "extern \"C\" __global__ void " + fname + "(";
        for (std::size_t i = 0; i < src.params.size(); ++i) sig += paramDecl(src.params[i].buffer) + ", ";
        bool red = false;
        for (const auto& e : src.cudaEntries)
          if (e.function == fname) red = e.reduction;
        sig += red ? "int fs_lanes_arg)" : "int fs_ept)";
        out.open(sig);
        out.append(body);
        out.close();
      }
    } else {
      src.cppEntry = spec.name;
      out.open("extern \"C\" void " + spec.name + "(void** fs_args)");
      for (std::size_t i = 0; i < src.params.size(); ++i) {
        const auto& b = src.params[i].buffer;
        const auto& d = buffers.at(b);
        std::string ty = std::string(src.params[i].written ? "" : "const ") + storageCType(d.dtype);
        out.line(ty + "* __restrict__ " + ptr(b) + " = (" + ty + "*)fs_args[" + std::to_string(i) + "];");
      }
      out.append(cppBody);
      out.close();
    }
    std::ostringstream text;
    for (const auto& l : out.lines) text << l << "\n";
    src.code = text.str();
    src.lineNodes = out.tags;
  }

  void run(KernelSource& src) {
    CodeWriter w;
    int nestNo = 0;
    std::vector<std::pair<std::string, CodeWriter>> functions;  // CUDA: one per nest
    CodeWriter cppBody;
    index32 = true;
    for (const auto& ln : spec.nodes) {
      for (const auto* acc : {&ln.loads, &ln.stores})
        for (const auto& a : *acc)
          if (const auto* b = buffers.find(a.buffer); !b || b->storageNumel >= 2147483647LL) index32 = false;
    }
    for (const auto& nest : spec.nests)
      if (nest.numel * nest.rnumel >= 2147483647LL) index32 = false;
    for (const auto& nest : spec.nests) {
      xScope.clear();
      rScope.clear();
      const auto& xd = nest.xDims;
      const auto& rd = nest.rDims;
      std::int64_t N = nest.numel, R = nest.rnumel;
      bool narrow = N < 2147483647LL;
      CodeWriter k;
      if (cuda()) {
        rowKernel = R > 1;
        std::vector<int> allNodes, rNodes;
        for (const auto& st : nest.stages)
          for (int n : st.nodes) {
            allNodes.push_back(n);
            if (st.rloop) rNodes.push_back(n);
          }
        auto resetNest = [&] {
          xScope.clear();
          rScope.clear();
          rowCache.clear();
          nestDecl = CodeWriter();
          vecPre = CodeWriter();
          vecPost = CodeWriter();
          vecLoads.clear();
        };
        auto addEntry = [&](const std::string& fname, CodeWriter body) {
          CudaEntry e;
          e.function = fname;
          e.nest = nestNo;
          e.reduction = rowKernel;
          e.numel = N;
          e.rnumel = R;
          e.vec = vec;
          e.persistentLanes = persistLanes;
          e.persistentIters = persistIters;
          e.columns = columns;
          e.sequentialRows = rowKernel && scanNestNow;
          src.cudaEntries.push_back(e);
          functions.emplace_back(fname, std::move(body));
        };
        const std::string fname = spec.name + (spec.nests.size() > 1 ? "_n" + std::to_string(nestNo) : "");
        scanNestNow = false;
        if (rowKernel) {
          emitCudaRowNest(src, nest, N, R, xd, rd, narrow, allNodes, rNodes, resetNest, addEntry, fname);
        } else {
          resetNest();
          persistLanes = persistIters = 0;
          vecVar = xd.empty() ? "" : refinedVar(false, xd.size() - 1);
          vec = xd.empty() ? 1 : chooseVec(allNodes, vecVar, xd.back(), false);
          k.line("const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;");
          // scalar: unrolled for loads in flight; vectors already give 4 per thread (and
          // unrolling them again costs NVRTC time)
          k.line(vec > 1 ? "#pragma unroll 1" : "#pragma unroll 4");
          k.open("for (int fs_u = 0; fs_u < fs_ept; ++fs_u)");
          if (vec > 1) {
            // each thread handles `vec` consecutive elements per step (float4 / float2 accesses)
            k.line("const int64_t fs_xv = fs_base + (int64_t)fs_u * blockDim.x;");
            k.line("if (fs_xv >= " + std::to_string(N / vec) + ") break;");
            k.line("const int64_t fs_x = fs_xv * " + std::to_string(vec) + ";");
            decompose(k, "fs_x", xd, false, xd.size(), narrow, vecBaseName());
            CodeWriter body;
            vecActive = true;
            emitStages(body, nest);
            vecActive = false;
            k.append(vecPre);
            k.line("#pragma unroll");
            k.open("for (int fs_j = 0; fs_j < " + std::to_string(vec) + "; ++fs_j)");
            k.line("const int " + vecVar + " = " + vecBaseName() + " + fs_j;");
            k.append(body);
            k.close();
            k.append(vecPost);
          } else {
            k.line("const int64_t fs_x = fs_base + (int64_t)fs_u * blockDim.x;");
            k.line("if (fs_x >= " + std::to_string(N) + ") break;");
            decompose(k, "fs_x", xd, false, xd.size(), narrow);
            emitStages(k, nest);
          }
          k.close();
          addEntry(fname, std::move(k));
          resetNest();
          vec = 1;
          CodeWriter t;
          if (emitTiled(t, nest, allNodes)) {
            addEntry(fname + "_t", std::move(t));
            src.cudaEntries.back().tileRows = tileRows;
            src.cudaEntries.back().tileCols = tileCols;
            src.cudaEntries.back().tiles = tiles;
          }
          tileStores.clear();
        }
        vec = 1;
        persistLanes = persistIters = 0;
      } else {
        emitCppNest(k, nest, nestNo, N, R, xd);
        cppBody.open("");
        cppBody.append(k);
        cppBody.close();
      }
      ++nestNo;
    }
    // Parameters in first-access order.
    for (const auto& b : order) {
      KernelParam p;
      p.buffer = b;
      p.dtype = buffers.at(b).dtype;
      p.read = memRead.count(b) > 0;
      p.written = memWritten.count(b) > 0;
      src.params.push_back(p);
    }
    writeKernelText(src, functions, cppBody);
    src.bytes = bytesMoved(src);
    src.elided.assign(elided.begin(), elided.end());
  }
};

std::string externComment(const BufferTable& buffers, const KernelSpec& spec, Target target) {
  const auto* n = spec.externNode;
  const std::string kernel = n->kernelName() ? *n->kernelName() : "";
  std::string out = "// kernel " + spec.name + ": " + std::string(ir::nodeKindName(n->kind)) + " " + n->name + " (" +
                    n->irType + ")";
  out += kernel.empty() ? "\n" : ", " + kernel + "\n";
  std::string lib;
  if (n->kind == ir::NodeKind::NopKernel || n->irClass() == ir::IrClass::MultiOutput) lib = "no work: the buffer is a view / tuple item";
  else if (kernel.find("convolution_backward") != std::string::npos)
    lib = target == Target::Cuda ? "cuDNN convolution backward (data, filter)" : "im2col + cblas_sgemm (OpenBLAS) backward";
  else if (kernel.find("convolution") != std::string::npos)
    lib = target == Target::Cuda ? "cuDNN convolution forward" : "im2col + cblas_sgemm (OpenBLAS)";
  else if (kernel.find("mm") != std::string::npos)
    lib = target == Target::Cuda ? "cuBLAS sgemm" : "cblas_sgemm (OpenBLAS)";
  else if (kernel.find("scaled_dot_product") != std::string::npos)
    lib = target == Target::Cuda ? "cuBLAS batched sgemm + softmax" : "cblas_sgemm (OpenBLAS) + softmax";
  else if (kernel.find("randint") != std::string::npos) lib = "host Philox seeds";
  else lib = "runtime library call";
  out += "// runs as: " + lib + "\n";
  auto where = [](const std::string& file, int line) {
    return file.empty() ? std::string() : " (" + file.substr(file.find_last_of('/') + 1) +
                                              (line > 0 ? ":" + std::to_string(line) : "") + ")";
  };
  if (const ir::ExternOp* op = buffers.externOp(*n)) out += "// call" + where(op->file, op->line) + ": " + op->spelled() + "\n";
  else if (const ir::ExternCall* call = buffers.externCall(*n))
    out += "// call" + where(call->file, call->line) + ": " + call->spelled() + "\n";
  return out;
}

}  // namespace

KernelSource emitKernel(const BufferTable& buffers, const KernelSpec& spec, Target target) {
  KernelSource src;
  src.name = spec.name;
  src.nodes = spec.nodeNames;
  src.kind = spec.kind;
  src.target = target;
  src.unsupported = spec.unsupported;
  if (!spec.unsupported.empty()) {
    src.code = "// kernel " + spec.name + " not generated:\n";
    for (const auto& [n, why] : spec.unsupported) src.code += "//   " + n + ": " + why + "\n";
    src.lineNodes.assign(static_cast<std::size_t>(std::count(src.code.begin(), src.code.end(), '\n')), "");
    return src;
  }
  if (spec.kind != KernelSpec::Kind::Loop) {
    src.code = externComment(buffers, spec, target);
    src.lineNodes.assign(static_cast<std::size_t>(std::count(src.code.begin(), src.code.end(), '\n')),
                         spec.externNode->name);
    // bytes: inputs and outputs of the extern
    std::set<std::string> seen;
    for (const auto& d : spec.externNode->unmet_dependencies) seen.insert(ir::depName(d));
    for (const auto& d : spec.externNode->met_dependencies) seen.insert(ir::depName(d));
    for (const auto& s : seen)
      if (auto* b = buffers.find(s)) src.bytes += b->storageBytes();
    for (const auto& o : spec.externNode->outputs)
      if (auto* b = buffers.find(o.name)) src.bytes += b->storageBytes();
    if (spec.externNode->irClass() == ir::IrClass::MultiOutput || spec.kind == KernelSpec::Kind::Nop) src.bytes = 0;
    return src;
  }
  // Pass 1: find which stored buffers are read back from memory.
  Emit first{buffers, spec, target, {}};
  KernelSource probe;
  first.run(probe);
  std::set<std::string> inGroup(spec.nodeNames.begin(), spec.nodeNames.end());
  std::set<std::string> elided;
  for (const auto& b : first.memWritten) {
    const auto& d = buffers.at(b);
    if (d.isGraphOutput || first.memRead.count(b)) continue;
    bool allInside = !d.users.empty();
    for (const auto& u : d.users)
      if (!inGroup.count(u)) allInside = false;
    if (allInside) elided.insert(b);
  }
  Emit second{buffers, spec, target, elided};
  second.run(src);
  if (spec.nests.size() > 1)
    src.notes.push_back(std::to_string(spec.nests.size()) + " loop nests: the nodes' iteration spaces differ");
  for (const auto& ln : spec.nodes)
    if (ln.linearMapped) src.notes.push_back(ln.node->name + ": sizes do not refine with the group's; div/mod indexing");
  return src;
}

ProgramSource emitProgram(const BufferTable& buffers, const Plan& plan, Target target) {
  ProgramSource prog;
  prog.target = target;
  prog.prelude = prelude(target);
  int i = 0;
  for (const auto& group : plan) {
    // An extern node in a group (a max-autotune template with its epilogue fused in:
    // Inductor generates one template kernel) runs as its library call; the nodes
    // around it keep their order and run as kernels of their own.
    std::vector<std::vector<std::string>> parts(1);
    for (const auto& name : group) {
      const ir::Node* n = buffers.node(name);
      const bool ext = group.size() > 1 && n && (n->kind == ir::NodeKind::ExternKernel || n->kind == ir::NodeKind::NopKernel);
      if (ext) {
        if (!parts.back().empty()) parts.emplace_back();
        parts.back().push_back(name);
        parts.emplace_back();
      } else {
        parts.back().push_back(name);
      }
    }
    for (const auto& part : parts)
      if (!part.empty()) prog.kernels.push_back(emitKernel(buffers, lowerGroup(buffers, part, i++), target));
  }
  return prog;
}

}  // namespace fs::codegen
