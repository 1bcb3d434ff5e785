#include "core/codegen/OpSupport.h"

#include <algorithm>
#include <optional>
#include <set>

namespace fs::codegen {

std::string_view unaryMathFunction(ir::OpCode op) {
  using C = ir::OpCode;
  switch (op) {
    case C::Exp: return "expf";
    case C::Exp2: return "exp2f";
    case C::Expm1: return "expm1f";
    case C::Log: return "logf";
    case C::Log1p: return "log1pf";
    case C::Log2: return "log2f";
    case C::Log10: return "log10f";
    case C::Sqrt: return "sqrtf";
    case C::Sin: return "sinf";
    case C::Cos: return "cosf";
    case C::Tan: return "tanf";
    case C::Asin: return "asinf";
    case C::Acos: return "acosf";
    case C::Atan: return "atanf";
    case C::Sinh: return "sinhf";
    case C::Cosh: return "coshf";
    case C::Tanh: return "tanhf";
    case C::Erf: return "erff";
    case C::Erfc: return "erfcf";
    case C::Floor: return "floorf";
    case C::Ceil: return "ceilf";
    case C::Trunc: return "truncf";
    case C::Round: return "nearbyintf";
    case C::Lgamma: return "lgammaf";
    default: return {};
  }
}

bool isAtomicAddStore(const ir::LoopOp& op) { return ir::storeModeOf(op) == ir::StoreMode::AtomicAdd; }

bool isSortOp(const ir::LoopOp& op) { return op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Sort; }

namespace {
// The first op of `blk` that cannot be generated, or "".
std::string blockReason(const ir::LoopBody& body, const ir::LoopBlock& blk, const BufferTable& buffers) {
  for (const auto& op : blk.ops) {
    if (op.form == ir::LoopOp::Form::Submodule) {
      if (op.op.rfind("scan", 0) != 0) return "loop-body call self." + op.op + " is not implemented";
      const ir::CombineFn* fn = body.combineFn(op.op);
      if (!fn)
        return "loop-body call self." + op.op +
               " (a scan): its combine function is not known (output_code.py gives none for this node)";
      if (op.args.size() < 2 || op.args[0].kind != ir::OpArg::Kind::DtypeTuple ||
          op.args[1].kind != ir::OpArg::Kind::Tuple || op.args[0].items.size() != op.args[1].items.size() ||
          fn->params.size() != 2 * op.args[0].items.size())
        return "loop-body call self." + op.op + " (a scan) has arguments that do not match its combine function";
      for (std::size_t i = 0; i < op.args[0].dtypes.size(); ++i)
        if (!isSupported(op.args[0].dtypes[i]))
          return "scan self." + op.op + " of type " + op.args[0].items[i] + " is not supported";
      auto why = blockReason(body, fn->block, buffers);
      if (!why.empty()) return "scan self." + op.op + " (" + fn->origin + "): " + why;
      for (const auto& inner : fn->block.ops)
        if (inner.form != ir::LoopOp::Form::Ops || ir::familyOf(inner.code) == ir::OpFamily::Memory ||
            inner.code == ir::OpCode::Reduction)
          return "scan self." + op.op + " (" + fn->origin + "): op '" + inner.op + "' in a combine function";
      continue;
    }
    if (op.form != ir::LoopOp::Form::Ops) continue;
    using C = ir::OpCode;
    const C o = op.code;
    if (o == C::Sort) {
      if (&blk != &body.blocks.front()) return "a sort inside a masked subblock is not implemented";
      if (op.args.size() != 4 || op.args[0].kind != ir::OpArg::Kind::DtypeTuple ||
          op.args[1].kind != ir::OpArg::Kind::Tuple || op.args[0].items.empty() ||
          op.args[0].items.size() != op.args[1].items.size() || op.args[2].kind != ir::OpArg::Kind::Bool ||
          op.args[3].kind != ir::OpArg::Kind::Bool)
        return "ops.sort with arguments other than (dtypes, values, stable, descending)";
      for (std::size_t i = 0; i < op.args[0].dtypes.size(); ++i)
        if (!isSupported(op.args[0].dtypes[i])) return "sort of type " + op.args[0].items[i] + " is not supported";
      continue;
    }
    // the catalogue: every op with a code is implemented by both emitters and the interpreter
    if (o == C::Unknown) return "op '" + op.op + "' is not implemented";
    if (o == C::Reduction && op.args.size() >= 3 && ir::reductionTypeOf(op.args[2].text) == ir::ReductionType::Unknown)
      return "reduction kind '" + op.args[2].text + "' is not implemented";
    if ((o == C::Load || o == C::Store || o == C::StoreReduction || o == C::LoadSeed) && !op.args.empty()) {
      const auto* b = buffers.find(op.args[0].text);
      if (!b || !b->layoutKnown)
        return "buffer '" + op.args[0].text + "' has no known layout" + (b && !b->layoutProblem.empty() ? ": " + b->layoutProblem : "");
      if (!isSupported(b->dtype)) return "buffer '" + b->name + "' has unsupported type " + torchName(b->dtype);
    }
    if (const auto mode = ir::storeModeOf(op); mode != ir::StoreMode::None) {
      if (mode == ir::StoreMode::Other) return "store mode '" + op.args[3].text + "' is not implemented";
      const auto* b = buffers.find(op.args[0].text);
      if (b && (b->dtype == DType::Bool || dtypeSize(b->dtype) < 4))
        return "atomic_add into " + torchName(b->dtype) + " buffer '" + b->name + "' is not implemented";
    }
    if ((o == C::Constant || o == C::IndexExpr || o == C::ToDtype) && op.args.size() >= 2 &&
        op.args[1].kind == ir::OpArg::Kind::Dtype && !isSupported(op.args[1].dtype))
      return "type " + op.args[1].text + " is not supported";
  }
  return "";
}

// The smallest and largest value of an index over the loop (variables in [0, extent)), by
// interval arithmetic; nullopt where a symbol is no loop variable (indirect, size), a
// divisor is not a positive constant, or a bound overflows. Sound: every value the index
// takes lies in the interval, which may be wider than the values (a sum of terms that
// cancel, as ModularIndexing(p, 1, 4) + 4*FloorDiv(p, 4)).
using Bounds = std::optional<std::pair<std::int64_t, std::int64_t>>;
std::int64_t floorDivide(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0); }
Bounds indexBounds(const ir::Expr& e, const std::map<std::string, std::int64_t>& extent) {
  using K = ir::Expr::Kind;
  switch (e.kind()) {
    case K::Const: return std::pair{e.value(), e.value()};
    case K::Var: {
      const auto it = extent.find(e.name());
      if (it == extent.end()) return std::nullopt;
      return std::pair{std::int64_t{0}, it->second - 1};
    }
    case K::Identity: return indexBounds(e.args().front(), extent);
    case K::Add: case K::Mul: {
      const bool add = e.kind() == K::Add;
      std::pair<std::int64_t, std::int64_t> acc{add ? 0 : 1, add ? 0 : 1};
      for (const auto& a : e.args()) {
        const Bounds b = indexBounds(a, extent);
        if (!b) return std::nullopt;
        if (add) {
          if (__builtin_add_overflow(acc.first, b->first, &acc.first) || __builtin_add_overflow(acc.second, b->second, &acc.second))
            return std::nullopt;
          continue;
        }
        std::int64_t c[4];
        if (__builtin_mul_overflow(acc.first, b->first, &c[0]) || __builtin_mul_overflow(acc.first, b->second, &c[1]) ||
            __builtin_mul_overflow(acc.second, b->first, &c[2]) || __builtin_mul_overflow(acc.second, b->second, &c[3]))
          return std::nullopt;
        acc = {*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
      }
      return acc;
    }
    case K::FloorDiv: case K::ModularIndexing: {
      const auto& a = e.args();
      const Bounds x = indexBounds(a[0], extent);
      if (!x || !a[1].isConst() || a[1].value() <= 0) return std::nullopt;
      const std::pair q{floorDivide(x->first, a[1].value()), floorDivide(x->second, a[1].value())};
      if (e.kind() == K::FloorDiv) return q;
      if (!a[2].isConst() || a[2].value() <= 0) return std::nullopt;
      const std::int64_t m = a[2].value();
      if (q.first >= 0 && q.second < m) return q;  // no wrap-around
      return std::pair{std::int64_t{0}, m - 1};    // Python's % of a positive modulus
    }
    case K::Min: case K::Max: {
      Bounds out;
      for (const auto& a : e.args()) {
        const Bounds b = indexBounds(a, extent);
        if (!b) return std::nullopt;
        if (!out) out = b;
        else if (e.kind() == K::Min) out = std::pair{std::min(out->first, b->first), std::min(out->second, b->second)};
        else out = std::pair{std::max(out->first, b->first), std::max(out->second, b->second)};
      }
      return out;
    }
  }
  return std::nullopt;
}

// A point of the loop where a non-affine index falls outside [0, numel), found by
// evaluating it: at every point of a loop of up to 2^20 points, else at the corners of
// the loop (up to 2^12) and 2^16 points spread over it. "" when none is found.
std::string outsidePoint(const ir::Expr& e, const ir::VarRanges& ranges, std::int64_t numel) {
  std::vector<std::int64_t> at(ranges.size(), 0);
  std::map<std::string, std::size_t> slot;
  for (std::size_t i = 0; i < ranges.size(); ++i) slot[ranges[i].first] = i;
  auto check = [&]() -> std::string {
    std::int64_t v = 0;
    try {
      v = e.evaluate([&](const std::string& s) { return at.at(slot.at(s)); });
    } catch (const std::exception&) {
      return "";
    }
    if (v >= 0 && v < numel) return "";
    std::string where;
    for (std::size_t i = 0; i < ranges.size(); ++i) where += (i ? ", " : "") + ranges[i].first + "=" + std::to_string(at[i]);
    return "reaches element " + std::to_string(v) + " at " + where;
  };
  double points = 1;
  for (const auto& r : ranges) points *= static_cast<double>(r.second);
  if (points <= double(1 << 20)) {
    for (std::int64_t n = 0; n < static_cast<std::int64_t>(points); ++n) {
      std::int64_t rest = n;
      for (std::size_t i = ranges.size(); i-- > 0;) {
        at[i] = rest % ranges[i].second;
        rest /= ranges[i].second;
      }
      if (auto w = check(); !w.empty()) return w;
    }
    return "";
  }
  const std::size_t corners = ranges.size() <= 12 ? std::size_t{1} << ranges.size() : 4096;
  for (std::size_t c = 0; c < corners; ++c) {
    for (std::size_t i = 0; i < ranges.size(); ++i) at[i] = (c >> (i % 64)) & 1 ? ranges[i].second - 1 : 0;
    if (auto w = check(); !w.empty()) return w;
  }
  std::uint64_t h = 0x9E3779B97F4A7C15ULL;
  for (int n = 0; n < (1 << 16); ++n) {
    for (std::size_t i = 0; i < ranges.size(); ++i) {
      h ^= h >> 33;
      h *= 0xFF51AFD7ED558CCDULL;
      h ^= h >> 29;
      at[i] = static_cast<std::int64_t>(h % static_cast<std::uint64_t>(ranges[i].second));
    }
    if (auto w = check(); !w.empty()) return w;
  }
  return "";
}

// An access of the body block whose elements fall outside its buffer's storage (a layout
// that does not fit the loop, e.g. a zero stride on a buffer a loop writes in full), or
// "". The generated kernels and the interpreter trust an index against its storage; this
// is where that trust is checked, once per node. An affine index is bounded exactly; a
// non-affine one (FloorDiv, ModularIndexing, Min, Max) by interval arithmetic, and where
// that interval leaves the storage, by evaluating the index (outsidePoint): only a point
// found outside refuses the node. Indices over indirect or size symbols are not checked
// here; masked subblocks are not checked, since their loads run only where the mask holds
// and may address past the storage elsewhere (padding).
std::string accessBoundReason(const ir::LoopBody& body, const BufferTable& buffers) {
  if (body.blocks.empty()) return "";
  std::map<std::string, std::int64_t> extent;
  for (const auto& [v, n] : body.var_ranges) {
    if (n <= 0) return "";  // an empty loop accesses nothing
    extent[v] = n;
  }
  for (const auto& access : body.memoryAccesses(body.blocks.front())) {
    const ir::LoopOp& op = *access.op;
    const ir::Expr* e = access.index;
    const BufferDesc* b = buffers.find(access.buffer);
    if (!e || !b || !b->layoutKnown || b->isTuple || b->storageNumel <= 0) continue;
    bool loopVarsOnly = true;
    for (const auto& sym : e->freeSymbols()) loopVarsOnly = loopVarsOnly && extent.count(sym);
    if (!loopVarsOnly) continue;
    std::string reach;  // what the access reaches outside the storage, "" when nothing
    if (const auto aff = e->asAffine()) {
      // the lowest and highest element an affine index reaches; an overflow is out of bounds
      std::int64_t lo = aff->offset, hi = aff->offset;
      bool overflow = false;
      for (const auto& [sym, coeff] : aff->coeffs) {
        std::int64_t span = 0;
        overflow = overflow || __builtin_mul_overflow(coeff, extent.at(sym) - 1, &span) ||
                   __builtin_add_overflow(span < 0 ? lo : hi, span, span < 0 ? &lo : &hi);
      }
      if (overflow) reach = "reaches elements past 2^63";
      else if (lo < 0 || hi >= b->storageNumel) reach = "reaches elements " + std::to_string(lo) + ".." + std::to_string(hi);
    } else if (const Bounds bd = indexBounds(*e, extent); !bd || bd->first < 0 || bd->second >= b->storageNumel) {
      reach = outsidePoint(*e, body.var_ranges, b->storageNumel);
    }
    if (reach.empty()) continue;
    return (op.code == ir::OpCode::Load ? "load of '" : "store to '") + b->name + "' at " + access.indexName + " = " +
           e->str() + " " + reach + ", outside its storage of " + std::to_string(b->storageNumel) +
           " elements (its layout does not fit the loop)";
  }
  return "";
}
}  // namespace

std::string unsupportedReason(const ir::Node& node, const BufferTable& buffers) {
  if (node.isOpaque()) return "the reader could not read this node: " + node.opaqueReason;
  if (!node.body) return "node has no loop body";
  for (const auto& blk : node.body->blocks) {
    auto why = blockReason(*node.body, blk, buffers);
    if (!why.empty()) return why;
  }
  if (auto why = accessBoundReason(*node.body, buffers); !why.empty()) return why;
  // a sort is a whole row: one per node, no reduction beside it (Inductor's ir.Sort is a
  // node of its own), rows that fit the kernels' row arrays
  int sorts = 0;
  bool reduces = false;
  for (const auto& op : node.body->blocks.front().ops) {
    sorts += isSortOp(op) ? 1 : 0;
    reduces = reduces || (op.form == ir::LoopOp::Form::Ops && op.code == ir::OpCode::Reduction) ||
              op.form == ir::LoopOp::Form::Submodule;
  }
  if (sorts > 1) return "two sorts in one node are not implemented";
  if (sorts == 1 && reduces) return "a sort beside a reduction or scan in one node is not implemented";
  if (sorts == 1 && node.sizes) {
    std::int64_t row = 1;
    const auto nIt = node.sizes->iteration.size();
    std::size_t j = 0;
    for (const auto& [name, extent] : node.body->var_ranges)
      if (j++ >= nIt) row *= extent;
    if (row > kMaxSortRow)
      return "a sort of rows of " + std::to_string(row) + " elements (more than " + std::to_string(kMaxSortRow) +
             ") is not implemented";
  }
  return "";
}

std::map<std::string, ValueTypes> inferTypes(const ir::LoopBody& body, const BufferTable& buffers) {
  std::map<std::string, ValueTypes> all;
  auto inferBlock = [&](const ir::LoopBlock& blk, ValueTypes t) {
    std::map<std::string, std::vector<DType>> tuples;  // scan results: one type per item
    auto ty = [&](const ir::OpArg& a) -> DType {
      if (a.kind == ir::OpArg::Kind::Value) {
        auto it = t.find(a.text);
        return it == t.end() ? DType::F32 : it->second;
      }
      if (a.kind == ir::OpArg::Kind::Int) return DType::I64;
      if (a.kind == ir::OpArg::Kind::Bool) return DType::Bool;
      return DType::F32;
    };
    for (const auto& op : blk.ops) {
      DType r = DType::F32;
      const auto& a = op.args;
      switch (op.form) {
        case ir::LoopOp::Form::GetIndex: r = DType::I64; break;
        case ir::LoopOp::Form::SetIndirect: r = DType::I64; break;
        case ir::LoopOp::Form::Submodule: {
          std::vector<DType> items;
          if (!a.empty() && a[0].kind == ir::OpArg::Kind::DtypeTuple)
            items = a[0].dtypes;
          r = items.empty() ? DType::F32 : items.front();
          tuples[op.result] = std::move(items);
          break;
        }
        case ir::LoopOp::Form::GetItem: {
          if (auto tu = tuples.find(a.empty() ? "" : a[0].text); tu != tuples.end() && a.size() >= 2) {
            const auto i = static_cast<std::size_t>(std::stoi(a[1].text));
            r = i < tu->second.size() ? tu->second[i] : DType::F32;
            break;
          }
          auto it = t.find(a.empty() ? "" : a[0].text);
          r = it == t.end() ? DType::F32 : it->second;
          break;
        }
        case ir::LoopOp::Form::Subblock: {
          auto bt = all.find(op.op);
          const auto* sb = body.block(op.op);
          if (bt != all.end() && sb) {
            auto it = bt->second.find(sb->returns);
            r = it == bt->second.end() ? DType::F32 : it->second;
          }
          break;
        }
        case ir::LoopOp::Form::Ops: {
          using C = ir::OpCode;
          const C o = op.code;
          const ir::OpFamily fam = ir::familyOf(o);
          if (o == C::Sort && !a.empty() && a[0].kind == ir::OpArg::Kind::DtypeTuple) {
            std::vector<DType> items;
            items = a[0].dtypes;
            r = items.empty() ? DType::F32 : items.front();
            tuples[op.result] = std::move(items);
          } else if (o == C::Load && !a.empty()) {
            const auto* b = buffers.find(a[0].text);
            r = b ? b->dtype : DType::F32;
          } else if ((o == C::Constant || o == C::IndexExpr || o == C::ToDtype) && a.size() >= 2) {
            r = a[1].dtype;
          } else if (o == C::Reduction && a.size() >= 3) {
            r = ir::isArgReduction(ir::reductionTypeOf(a[2].text)) ? DType::I64 : a[0].dtype;
          } else if (o == C::And || o == C::Or || o == C::Xor) {
            r = a.size() >= 2 ? promote(ty(a[0]), ty(a[1])) : DType::Bool;
          } else if (fam == ir::OpFamily::Comparison || o == C::LogicalNot || o == C::Isinf || o == C::Isnan ||
                     o == C::Signbit || o == C::LogicalAnd || o == C::LogicalOr || o == C::LogicalXor) {
            r = DType::Bool;
          } else if ((o == C::BitwiseAnd || o == C::BitwiseOr || o == C::BitwiseXor || o == C::BitwiseNot) && !a.empty()) {
            r = a.size() >= 2 ? promote(ty(a[0]), ty(a[1])) : ty(a[0]);
          } else if (o == C::Fma && a.size() >= 3) {
            r = promote(promote(ty(a[0]), ty(a[1])), ty(a[2]));
          } else if (o == C::Where && a.size() >= 3) {
            r = promote(ty(a[1]), ty(a[2]));
          } else if (o == C::Truediv || o == C::Div) {
            r = a.size() >= 2 ? promote(promote(ty(a[0]), ty(a[1])), DType::F32) : DType::F32;
          } else if (fam == ir::OpFamily::Binary && a.size() >= 2) {
            r = promote(ty(a[0]), ty(a[1]));
            if (r == DType::Bool && (o == C::Add || o == C::Sub || o == C::Mul)) r = DType::I64;
          } else if (o == C::LoadSeed) {
            r = DType::I64;
          } else if (o == C::Rand || o == C::Randn) {
            r = DType::F32;
          } else if (o == C::Neg || o == C::Abs || o == C::Relu || o == C::Square || o == C::Sign) {
            r = a.empty() ? DType::F32 : ty(a[0]);
          } else {
            r = DType::F32;  // float math
          }
          break;
        }
      }
      t[op.result] = r;
    }
    return t;
  };
  for (std::size_t i = 1; i < body.blocks.size(); ++i) all[body.blocks[i].name] = inferBlock(body.blocks[i], {});
  if (!body.blocks.empty()) all[body.blocks[0].name] = inferBlock(body.blocks[0], {});
  // combine functions: each parameter has the type of its scan's value
  if (!body.blocks.empty())
    for (const auto& op : body.blocks[0].ops) {
      const ir::CombineFn* fn = op.form == ir::LoopOp::Form::Submodule ? body.combineFn(op.op) : nullptr;
      if (!fn || op.args.empty() || op.args[0].kind != ir::OpArg::Kind::DtypeTuple) continue;
      const auto& dts = op.args[0].dtypes;
      ValueTypes seed;
      for (std::size_t i = 0; i < fn->params.size() && !dts.empty(); ++i)
        seed[fn->params[i]] = dts[i % dts.size()];
      all[fn->block.name] = inferBlock(fn->block, seed);
    }
  return all;
}

}  // namespace fs::codegen
