#include "core/ir/ReadWriteExtractor.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "core/ir/IndexAnalysis.h"

namespace fs::ir {
namespace {

using ir::Expr;
using ir::LoopBlock;
using ir::LoopBody;
using ir::LoopOp;
using ir::OpArg;

struct BodyAccess {
  enum Kind { Load, LoadSeed, Store, StoreReduction, Bucketize } kind;
  const std::string* buffer;              // into the body
  const std::string* indexName = nullptr;  // null for LoadSeed / Bucketize
  std::int64_t seed = 0;
  const std::string* mode = nullptr;
};

// Memory accesses in tracing order: a masked subblock is traced where it is called.
// `indexOf` (SSA value -> index name, the latest assignment last) is scratch space
// shared by the nested blocks.
void collect(const LoopBody& body, const LoopBlock& block, std::vector<BodyAccess>& out, int depth,
             std::vector<std::pair<const std::string*, const std::string*>>& indexOf) {
  if (depth > 64) throw std::invalid_argument("masked subblocks nest too deeply");
  const std::size_t scope = indexOf.size();
  for (const LoopOp& op : block.ops) {
    switch (op.form) {
      case LoopOp::Form::GetIndex: indexOf.emplace_back(&op.result, &op.op); break;
      case LoopOp::Form::Subblock: {
        const LoopBlock* sub = body.block(op.op);
        if (!sub) throw std::invalid_argument("loop body calls unknown block '" + op.op + "'");
        const std::size_t mine = indexOf.size();
        collect(body, *sub, out, depth + 1, indexOf);
        indexOf.resize(mine);
        break;
      }
      case LoopOp::Form::Ops: {
        auto indexArg = [&](std::size_t i) -> const std::string* {
          if (i >= op.args.size() || op.args[i].kind != OpArg::Kind::Value)
            throw std::invalid_argument("ops." + op.op + " expects an index value");
          for (std::size_t k = indexOf.size(); k > scope; --k)
            if (*indexOf[k - 1].first == op.args[i].text) return indexOf[k - 1].second;
          throw std::invalid_argument("ops." + op.op + " uses '" + op.args[i].text + "', not a get_index result");
        };
        auto bufferArg = [&]() -> const std::string* {
          if (op.args.empty() || op.args[0].kind != OpArg::Kind::String)
            throw std::invalid_argument("ops." + op.op + " expects a buffer name");
          return &op.args[0].text;
        };
        if (op.op == "load") {
          out.push_back({BodyAccess::Load, bufferArg(), indexArg(1), 0, nullptr});
        } else if (op.op == "store") {
          BodyAccess a{BodyAccess::Store, bufferArg(), indexArg(1), 0, nullptr};
          if (op.args.size() >= 4 && op.args[3].kind == OpArg::Kind::String) a.mode = &op.args[3].text;
          out.push_back(a);
        } else if (op.op == "store_reduction") {
          out.push_back({BodyAccess::StoreReduction, bufferArg(), indexArg(1), 0, nullptr});
        } else if (op.op == "load_seed") {
          BodyAccess a{BodyAccess::LoadSeed, bufferArg(), nullptr, 0, nullptr};
          if (op.args.size() >= 2 && op.args[1].kind == OpArg::Kind::Int) a.seed = std::stoll(op.args[1].text);
          out.push_back(a);
        } else if (op.op == "bucketize") {
          for (const auto& arg : op.args)
            if (arg.kind == OpArg::Kind::String) {
              out.push_back({BodyAccess::Bucketize, &arg.text, nullptr, 0, nullptr});
              break;
            }
        }
        break;
      }
      default: break;
    }
  }
}

// The printed index with its symbols renamed (whole identifiers only), so that
// what only the spelling records (the size symbols of dynamic shapes, bound to
// their hints in the expression) survives the renaming.
std::string renamedSpelling(const std::string& text, const std::vector<std::pair<std::string, Expr>>& repl) {
  auto identChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (!identChar(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && identChar(text[j])) ++j;
    std::string token = text.substr(i, j - i);
    for (const auto& [from, to] : repl)
      if (token == from) {
        token = to.str();
        break;
      }
    out += token;
    i = j;
  }
  return out;
}

void accessesOf(const LoopBody& body, std::vector<BodyAccess>& out) {
  out.clear();
  std::vector<std::pair<const std::string*, const std::string*>> indexOf;
  if (!body.blocks.empty()) collect(body, body.blocks.front(), out, 0, indexOf);
}

std::vector<BodyAccess> accessesOf(const LoopBody& body) {
  std::vector<BodyAccess> out;
  accessesOf(body, out);
  return out;
}

}  // namespace

BufferAccessOrder bufferAccessOrder(const LoopBody& body) {
  BufferAccessOrder out;
  thread_local std::vector<BodyAccess> accesses;
  accessesOf(body, accesses);
  // First occurrences; bodies access a handful of buffers, so a scan beats a set.
  auto addOnce = [](std::vector<std::string_view>& list, const std::string& name) {
    if (std::find(list.begin(), list.end(), std::string_view(name)) == list.end()) list.emplace_back(name);
  };
  for (auto kind : {BodyAccess::Load, BodyAccess::LoadSeed, BodyAccess::Bucketize})
    for (const auto& a : accesses)
      if (a.kind == kind) addOnce(out.reads, *a.buffer);
  for (auto kind : {BodyAccess::Store, BodyAccess::StoreReduction})
    for (const auto& a : accesses)
      if (a.kind == kind) addOnce(out.writes, *a.buffer);
  return out;
}

bool bodyHasReduction(const LoopBody& body) {
  for (const auto& block : body.blocks)
    for (const auto& op : block.ops)
      // Inductor's is_reduction() is "the node has a reduction type": ir.Reduction,
      // and also ir.Sort ("sort") and ir.Scan ("custom"), which run over rnumel
      if ((op.form == LoopOp::Form::Ops && (op.op == "reduction" || op.op == "store_reduction" || op.op == "sort")) ||
          (op.form == LoopOp::Form::Submodule && op.op.rfind("scan", 0) == 0))
        return true;
  return false;
}

ExtractedReadWrites extractReadWrites(const LoopBody& body, const std::vector<std::int64_t>& iterationSizes,
                                      const std::vector<std::int64_t>& reductionSizes, bool normalize,
                                      const std::vector<int>& order) {
  const std::size_t nVars = body.var_ranges.size();
  std::size_t nIter = std::min(iterationSizes.size(), nVars);
  if (iterationSizes.size() + reductionSizes.size() != nVars) nIter = std::min(iterationSizes.size(), nVars);
  std::vector<int> perm(nIter);
  for (std::size_t k = 0; k < nIter; ++k) perm[k] = order.empty() ? static_cast<int>(k) : order[k];
  std::vector<int> positionOf(nVars);
  for (std::size_t k = 0; k < nIter; ++k) positionOf[static_cast<std::size_t>(perm[k])] = static_cast<int>(k);
  for (std::size_t j = nIter; j < nVars; ++j) positionOf[j] = static_cast<int>(j);

  // Squeeze size-1 loops; name the others d0, d1, ... in (reordered) loop order.
  std::vector<std::int64_t> posSize(nVars);
  for (std::size_t j = 0; j < nVars; ++j) posSize[static_cast<std::size_t>(positionOf[j])] = body.var_ranges[j].second;
  std::vector<std::string> posName(nVars);
  ir::VarRanges ranges;
  for (std::size_t k = 0; k < nVars; ++k) {
    if (posSize[k] == 1) continue;
    posName[k] = "d" + std::to_string(ranges.size());
    ranges.emplace_back(posName[k], posSize[k]);
  }
  std::vector<std::pair<std::string, Expr>> repl;
  for (std::size_t j = 0; j < nVars; ++j) {
    const std::string& name = posName[static_cast<std::size_t>(positionOf[j])];
    repl.emplace_back(body.var_ranges[j].first, name.empty() ? Expr::constant(0) : Expr::var(name));
  }

  std::unordered_map<std::string, Expr> translated;
  auto indexOf = [&](const std::string& indexName) -> const Expr& {
    auto it = translated.find(indexName);
    if (it != translated.end()) return it->second;
    const Expr* raw = body.indexExpr(indexName);
    if (!raw) throw std::invalid_argument("loop body has no index '" + indexName + "'");
    auto local = repl;
    for (const auto& s : raw->freeSymbols())
      if (s.rfind("indirect", 0) == 0) local.emplace_back(s, Expr::var("tmp" + s.substr(8)));
    Expr index = substituteVars(*raw, local);
    if (raw->str() != raw->key()) index = index.withSpelling(renamedSpelling(raw->str(), local));
    return translated.emplace(indexName, std::move(index)).first->second;
  };
  auto canonical = [&](const Expr& index) -> std::pair<Expr, ir::VarRanges> {
    if (normalize) return normalizeIndex(index, ranges, "c");
    ir::VarRanges r = ranges;
    auto symbols = index.freeSymbols();
    while (!r.empty() && std::find(symbols.begin(), symbols.end(), r.back().first) == symbols.end()) r.pop_back();
    return {index, r};
  };

  ExtractedReadWrites rw;
  std::unordered_set<std::string> seenReads, seenWrites;
  auto addRead = [&](ir::Dep d) {
    if (seenReads.insert(ir::depRepr(d)).second) rw.reads.push_back(std::move(d));
  };
  auto addWrite = [&](ir::Dep d) {
    if (seenWrites.insert(ir::depRepr(d)).second) rw.writes.push_back(std::move(d));
  };
  auto accesses = accessesOf(body);
  for (const auto& a : accesses)
    if (a.kind == BodyAccess::Load) {
      auto [idx, r] = canonical(indexOf(*a.indexName));
      addRead(ir::MemoryDep{*a.buffer, idx, r, std::nullopt});
    }
  for (const auto& a : accesses)
    if (a.kind == BodyAccess::LoadSeed) {
      auto [idx, r] = canonical(Expr::constant(a.seed));
      addRead(ir::MemoryDep{*a.buffer, idx, r, std::nullopt});
    }
  for (const auto& a : accesses)
    if (a.kind == BodyAccess::Store) {
      auto [idx, r] = canonical(indexOf(*a.indexName));
      addWrite(ir::MemoryDep{*a.buffer, idx, r, a.mode ? std::optional<std::string>(*a.mode) : std::nullopt});
    }
  for (const auto& a : accesses)
    if (a.kind == BodyAccess::StoreReduction) {
      auto [idx, r] = canonical(indexOf(*a.indexName));
      addWrite(ir::MemoryDep{*a.buffer, idx, r, std::nullopt});
    }
  for (const auto& a : accesses)
    if (a.kind == BodyAccess::Bucketize) addRead(ir::StarDep{*a.buffer, std::nullopt, true});
  return rw;
}

}  // namespace fs::ir
