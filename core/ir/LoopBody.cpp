#include "core/ir/LoopBody.h"

namespace fs::ir {

const Expr* LoopBody::indexExpr(const std::string& name) const {
  for (const auto& [n, e] : indexExprs)
    if (n == name) return &e;
  return nullptr;
}

const LoopBlock* LoopBody::block(const std::string& name) const {
  for (const auto& b : blocks)
    if (b.name == name) return &b;
  return nullptr;
}

const CombineFn* LoopBody::combineFn(const std::string& submodule) const {
  for (const auto& c : combineFns)
    if (c.submodule == submodule) return &c;
  return nullptr;
}

std::vector<MemoryAccess> LoopBody::memoryAccesses(const LoopBlock& blk) const {
  std::vector<MemoryAccess> out;
  std::vector<std::pair<const std::string*, const std::string*>> indexOf;  // get_index value -> "indexN"
  for (const auto& op : blk.ops) {
    if (op.form == LoopOp::Form::GetIndex) indexOf.emplace_back(&op.result, &op.op);
    if (op.form != LoopOp::Form::Ops || op.args.size() < 2) continue;
    if (op.code != OpCode::Load && op.code != OpCode::Store && op.code != OpCode::StoreReduction) continue;
    MemoryAccess a;
    a.op = &op;
    a.buffer = op.args[0].text;
    for (auto it = indexOf.rbegin(); it != indexOf.rend(); ++it)  // the latest definition (SSA: the only one)
      if (*it->first == op.args[1].text) {
        a.indexName = *it->second;
        a.index = indexExpr(a.indexName);
        break;
      }
    out.push_back(std::move(a));
  }
  return out;
}

StoreMode storeModeOf(const LoopOp& store) {
  if (store.form != LoopOp::Form::Ops || store.code != OpCode::Store || store.args.size() < 4 ||
      store.args[3].kind == OpArg::Kind::None)
    return StoreMode::None;
  return store.args[3].text == "atomic_add" ? StoreMode::AtomicAdd : StoreMode::Other;
}

}  // namespace fs::ir
