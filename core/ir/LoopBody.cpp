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

StoreMode storeModeOf(const LoopOp& store) {
  if (store.form != LoopOp::Form::Ops || store.code != OpCode::Store || store.args.size() < 4 ||
      store.args[3].kind == OpArg::Kind::None)
    return StoreMode::None;
  return store.args[3].text == "atomic_add" ? StoreMode::AtomicAdd : StoreMode::Other;
}

}  // namespace fs::ir
