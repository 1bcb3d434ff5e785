// The emitter's walker: a kernel's nodes, stages and ops, every op family, for both targets (detail/Emit.h).
#include "core/codegen/detail/Emit.h"

namespace fs::codegen::detail {

std::string Emit::vname(const NodeCtx& c, const std::string& block, const std::string& v) const {
  return "t" + std::to_string(c.idx) + "_" + (block == "body" ? "" : block + "_") + v;
}

void Emit::planSortPass(const NodeCtx& c, const ir::LoopBlock& blk, std::set<std::string>& sortedVals,
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
      if (x.kind == ir::OpArg::Kind::Value && !sortedVals.count(x.text) && !indices.count(x.text))
        carried.insert(x.text);
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

std::string Emit::emitBlock(NodeCtx& c, const ir::LoopBlock& blk, CodeWriter& pre, CodeWriter& loop, CodeWriter& postIn,
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
  std::string sortPos;                        // C expression: the element's position in the node's row
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
      if (a.kind == ir::OpArg::Kind::Value && (b.postVals.count(a.text) || b.accOf.count(a.text)))
        dependsOnReduction = true;
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
        std::string var =
            identifierOf(c.ln->node->name) + "_indirect" + op.op.substr(std::string("set_indirect").size());
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
        {
          const std::string k = "indirect(" + b.argKey(a[0]) + "," + ty + "," +
                                (size == sizes.end() ? std::string("-") : std::to_string(size->second)) + ")";
          auto [it, added] = keyIds.emplace(k, static_cast<int>(keyIds.size()));
          indirectKeys[var] = "fs_ind#" + std::to_string(it->second);
        }
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
      case ir::LoopOp::Form::GetItem:
        emitGetItem(b, op, out, T, w);
        continue;
      case ir::LoopOp::Form::Subblock:
        emitSubblock(b, op, out, rt, T, w);
        continue;
      case ir::LoopOp::Form::Submodule:
        emitScan(b, op, out, w);
        continue;
      case ir::LoopOp::Form::Ops:
        break;
    }
    const ir::OpCode o = op.code;
    if (o == ir::OpCode::Sort)
      emitSortOp(b, op, out, w);
    else if (o == ir::OpCode::Load || o == ir::OpCode::Store || o == ir::OpCode::StoreReduction)
      emitLoadStoreOp(b, op, out, w, dependsOnReduction);
    else if (o == ir::OpCode::Reduction)
      emitReductionOp(b, op, out);
    else
      emitPointwiseOp(b, op, out, rt, T, w);
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

void Emit::emitGetItem(BlockCtx& b, const ir::LoopOp& op, const std::string& out, const std::string& T, CodeWriter& w) {
  const auto& a = op.args;
  std::string src = a[0].text;
  int i = std::stoi(a[1].text);
  auto acc = b.accOf.find(src);
  if (acc != b.accOf.end() || b.postVals.count(src)) b.postVals.insert(op.result);  // scan items stay in the loop
  b.setKey(op, b.argKey(a[0]) + "[" + a[1].text + "]");
  if (acc != b.accOf.end()) {
    const ir::ReductionType k = b.accKind[src];
    std::string field = ir::isWelford(k)                              ? (i == 0   ? ".mean"
                                                                         : i == 1 ? ".m2"
                                                                                  : ".weight")
                        : k == ir::ReductionType::OnlineSoftmaxReduce ? (i == 0 ? ".max" : ".sum")
                                                                      : "";
    b.post.line("const " + T + " " + out + " = " + acc->second + field + ";", b.c.tag);
  } else {
    w.line("const " + T + " " + out + " = " + vname(b.c, b.blk.name, src) + "_" + std::to_string(i) + ";", b.c.tag);
  }
}

void Emit::emitSubblock(BlockCtx& b, const ir::LoopOp& op, const std::string& out, DType rt, const std::string& T,
                        CodeWriter& w) {
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

void Emit::emitScan(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w) {
  const auto& a = op.args;
  const ir::CombineFn* fn = b.body.combineFn(op.op);
  if (!fn) throw InternalError("emitter: scan self." + op.op + " has no combine function");
  const std::size_t m = fn->params.size() / 2;
  auto itemT = [&](std::size_t i) { return std::string(cType(a[0].dtypes.at(i))); };
  auto input = [&](std::size_t i) { return "(" + itemT(i) + ")" + vname(b.c, b.blk.name, a[1].items[i]); };
  const std::string acc = "scan_" + out;
  if (!b.inRLoop) {  // a scan over one element is that element
    for (std::size_t i = 0; i < m; ++i)
      w.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + input(i) + ";", b.c.tag);
    return;
  }
  simdOk = false;  // each element depends on the one before
  for (std::size_t i = 0; i < m; ++i) b.pre.line(itemT(i) + " " + acc + "_" + std::to_string(i) + " = 0;", b.c.tag);
  w.open("if (fs_rlin == 0)", b.c.tag);
  for (std::size_t i = 0; i < m; ++i) w.line(acc + "_" + std::to_string(i) + " = " + input(i) + ";", b.c.tag);
  w.close();
  w.open("else", b.c.tag);
  for (std::size_t i = 0; i < m; ++i) {
    w.line("const " + itemT(i) + " " + vname(b.c, fn->block.name, fn->params[i]) + " = " + acc + "_" +
               std::to_string(i) + ";",
           b.c.tag);
    w.line("const " + itemT(i) + " " + vname(b.c, fn->block.name, fn->params[m + i]) + " = " + input(i) + ";", b.c.tag);
  }
  CodeWriter inner, unusedPre, unusedPost;
  emitBlock(b.c, fn->block, unusedPre, inner, unusedPost, false);
  w.append(inner);
  for (std::size_t i = 0; i < m; ++i) {
    w.line(acc + "_" + std::to_string(i) + " = (" + itemT(i) + ")" + vname(b.c, fn->block.name, fn->results[i]) + ";",
           b.c.tag);
  }
  w.close();
  for (std::size_t i = 0; i < m; ++i)
    w.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + acc + "_" + std::to_string(i) + ";",
           b.c.tag);
}

void Emit::emitSortOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w) {
  const auto& a = op.args;
  // ops.sort(dtypes, values, stable, descending): see isSortOp. Equal keys keep
  // their order (a stable merge sort of positions, fs_sort_perm).
  const std::size_t m = a[1].items.size();
  auto itemT = [&](std::size_t i) { return std::string(cType(a[0].dtypes.at(i))); };
  auto input = [&](std::size_t i) {
    return "(" + itemT(i) + ")" + b.arg(ir::OpArg{ir::OpArg::Kind::Value, a[1].items[i]});
  };
  b.setKey(op, "sort#" + std::to_string(uniqueKey++));
  if (!b.inRLoop) {  // a sort of one element is that element
    for (std::size_t i = 0; i < m; ++i)
      w.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + input(i) + ";", b.c.tag);
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
                           (a[3].number != 0 ? "true" : "false") + ");  // " +
                           (a[3].number != 0 ? "descending" : "ascending") + (a[2].number != 0 ? ", stable" : ""),
                       b.c.tag);
  for (std::size_t i = 0; i < m; ++i)
    b.post.line("const " + itemT(i) + " " + out + "_" + std::to_string(i) + " = " + out + "_row" + std::to_string(i) +
                    "[" + out + "_perm[" + b.sortPos + "]];",
                b.c.tag);
  b.postVals.insert(op.result);
  return;
}

void Emit::openLaneElements(CodeWriter& w, const std::string& tag) const {
  const std::int64_t RV = currentRnumel / vec;
  w.line("#pragma unroll", tag);
  w.open("for (int fs_i = 0; fs_i < " + std::to_string(persistIters) + "; ++fs_i)", tag);
  if (RV % persistLanes != 0)
    w.line("if (fs_lane + fs_i * " + std::to_string(persistLanes) + " >= " + std::to_string(RV) + ") break;", tag);
  w.line("#pragma unroll", tag);
  w.open("for (int fs_j = 0; fs_j < " + std::to_string(vec) + "; ++fs_j)", tag);
}

void Emit::emitLoadStoreOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, CodeWriter& w,
                           bool dependsOnReduction) {
  const auto& a = op.args;
  const ir::OpCode o = op.code;
  if (o == ir::OpCode::Load) {
    const std::string& buf = a[0].text;
    const auto& desc = buffers.at(buf);
    ir::Expr idx = b.indexVal.count(a[1].text) ? b.indexVal.at(a[1].text) : ir::Expr::constant(0);
    std::string key = buf + "@" + idx.key();
    std::string structKey;
    {
      // structural: an indirect index variable stands for its value's key
      std::map<std::string, ir::Expr> byValue;
      for (const auto& s : idx.freeSymbols())
        if (auto k = indirectKeys.find(s); k != indirectKeys.end()) byValue.emplace(s, ir::Expr::var(k->second));
      const ir::Expr keyIdx = byValue.empty() ? idx : idx.substitute(byValue);
      structKey = "load(" + buf + "#" + std::to_string(storeVersion[buf]) + "@" + keyIdx.key() + ")";
      b.setKey(op, structKey);
    }
    bool usesR = false;
    for (const auto& s : idx.freeSymbols())
      if (!s.empty() && s[0] == 'r') usesR = true;
    // A persistent row's element loads that are no vector (an int64 index table, a
    // gather through it) are kept per lane for the row's later passes, as a Triton
    // persistent kernel loads each once for the whole kernel: the pass after the
    // reduction reads the registers instead of loading again through the same chain of
    // dependent loads. Only a top-level (unmasked) load in the loop fills them, and only
    // rows of at most kRowScalarElems elements per lane (registers).
    bool indirect = false;  // through an index loaded per element (keyed by its value)
    for (const auto& s : idx.freeSymbols()) indirect = indirect || indirectKeys.count(s) > 0;
    const bool rowScalar = cuda() && persistIters > 0 && b.inRLoop && (usesR || indirect) && !dependsOnReduction &&
                           persistIters * vec <= kRowScalarElems;
    auto& scope = usesR ? rScope : xScope;
    auto f = scope.find(key);
    if (f != scope.end()) {
      w.line("const " + std::string(cType(desc.dtype)) + " " + out + " = " + f->second + ";  // forwarded " + buf,
             b.c.tag);
    } else if (vecActive && b.top && vectorDtype(desc.dtype) && vecClass(idx) == VecClass::Vector) {
      w.line("const float " + out + " = " + hoistLoad(buf, idx, key, b.c.tag) + "[" + vecElem() + "];", b.c.tag);
    } else if (auto rs = rowScalars.find(structKey); rowScalar && rs != rowScalars.end()) {
      rowScalarsRead.insert(rs->second);
      w.line("const " + std::string(cType(desc.dtype)) + " " + out + " = " + rs->second + "[" + vecElem() +
                 "];  // " + buf + ", loaded in an earlier pass",
             b.c.tag);
    } else {
      memRead.insert(buf);
      touch(buf);
      loadedInStage.insert(buf);
      if (storedInStage.count(buf)) simdOk = false;
      w.line("const " + std::string(cType(desc.dtype)) + " " + out + " = " +
                 fromStorage(desc.dtype, ptr(buf) + "[" + exprToC(combineContiguous(idx)) + "]") + ";",
             b.c.tag);
      if (rowScalar && b.top) {
        const std::string arr = "fs_e" + std::to_string(vecNo++);
        rowScalars[structKey] = arr;
        nestDecl.line(std::string(cType(desc.dtype)) + " " + arr + "[" + std::to_string(persistIters * vec) + "];  // " +
                          buf + ", this lane's elements of the row",
                      b.c.tag);
        w.line(arr + "[" + vecElem() + "] = " + out + ";", b.c.tag);
      }
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
    } else if (xs && !usesR)
      xScope[key] = conv;
    else if (!xs && usesR)
      rScope[key] = conv;
    if (atomic) {
      memRead.insert(buf);
      memWritten.insert(buf);
      touch(buf);
      const std::string elem = ptr(buf) + "[" + exprToC(combineContiguous(idx)) + "]";
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
      std::string st = ptr(buf) + "[" + exprToC(combineContiguous(idx)) + "] = " + toStorage(desc.dtype, conv) + ";";
      if (rowKernel && xs) st = "if (fs_lane == 0) " + st;
      sw.line(st, b.c.tag);
    }
  }
}

void Emit::emitReductionOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out) {
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
    if (kind == R::Sum)
      simdSums.push_back(acc);
    else if (kind == R::WelfordReduce && currentRnumel <= kCppTwoPassRows)
      simdSums.push_back(acc + "_sum");
    else
      simdOk = false;
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
      openLaneElements(b.post, b.c.tag);
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
  } else if (kind == R::OnlineSoftmaxReduce && cuda() && b.inRLoop && persistIters > 0) {
    // A persistent reduction holds the row: Inductor's Triton kernels then split
    // online_softmax_reduce into its two reductions (TritonKernel.reduction: max2 of the
    // row, then the sum of exp(x - max), the values held in registers; swin_t's window
    // softmax in its output_code.py). Here, likewise: the running maximum per element
    // (no exp), then one exp per element, independent of each other, and two plain
    // reductions across lanes, against the online form's serial chain of one or two exps
    // per element and an exp-rescaling combine at every shuffle. The same values as
    // fs_osm_add: a NaN never becomes the maximum, and a -inf maximum counts each element
    // as exp(0) (Inductor's delta of 0 where the maximum is -inf).
    const std::string elem = vecElem();
    b.pre.line("fs_osm " + acc + ";", b.c.tag);
    b.pre.line("float " + acc + "_mx = -INFINITY, " + acc + "_sm = 0.0f;", b.c.tag);
    b.pre.line("float " + acc + "_v[" + std::to_string(persistIters * vec) + "];  // this lane's values of the row",
               b.c.tag);
    b.loop.line(acc + "_v[" + elem + "] = (float)" + v + ";", b.c.tag);
    b.loop.line("if (" + acc + "_v[" + elem + "] > " + acc + "_mx) " + acc + "_mx = " + acc + "_v[" + elem + "];",
                b.c.tag);
    if (rowKernel) b.post.line(acc + "_mx = " + allreduce(acc + "_mx", "fs_op_max()") + ";", b.c.tag);
    openLaneElements(b.post, b.c.tag);
    b.post.line(acc + "_sm += " + acc + "_mx == -INFINITY ? 1.0f : expf(" + acc + "_v[" + elem + "] - " + acc + "_mx);",
                b.c.tag);
    b.post.close();
    b.post.close();
    if (rowKernel) b.post.line(acc + "_sm = " + allreduce(acc + "_sm", "fs_op_sum()") + ";", b.c.tag);
    b.post.line(acc + " = fs_osm_make(" + acc + "_mx, " + acc + "_sm);", b.c.tag);
    opName = "";
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
    b.loop.line(acc + " = fs_welford_combine(" + acc + ", fs_welford_make((float)" + parts[0] + ", (float)" + parts[1] +
                    ", (float)" + parts[2] + "));",
                b.c.tag);
    opName = "fs_op_welford()";
  }
  // (a one-element reduction runs in the pointwise form: no lanes to combine)
  if (cuda() && rowKernel && !opName.empty()) b.post.line(acc + " = " + allreduce(acc, opName) + ";", b.c.tag);
  b.post.line("const auto " + out + " = " + acc + (ir::isArgReduction(kind) ? ".index" : "") + ";", b.c.tag);
  b.postVals.insert(op.result);
}

void Emit::emitPointwiseOp(BlockCtx& b, const ir::LoopOp& op, const std::string& out, DType rt, const std::string& T,
                           CodeWriter& w) {
  const auto& a = op.args;
  const ir::OpCode o = op.code;
  if (o == ir::OpCode::Constant) {
    DType t = a[1].dtype;
    std::string lit = a[0].kind == ir::OpArg::Kind::Float  ? floatLiteral(a[0], t)
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
    w.line("const float " + out + " = fs_" + op.op + "((int64_t)" + b.arg(a[0]) + ", (int64_t)" + b.arg(a[1]) + ");",
           b.c.tag);
  } else if (o == ir::OpCode::CheckBounds) {
    w.line("// check_bounds: 0 <= " + b.arg(a[0]) + " < " + b.arg(a[1]) + " (inputs are generated in range)", b.c.tag);
  } else if (ir::familyOf(o) == ir::OpFamily::Comparison) {
    DType t = promote(b.argTy(a[0]), b.argTy(a[1]));
    const char* sym = o == ir::OpCode::Eq   ? "=="
                      : o == ir::OpCode::Ne ? "!="
                      : o == ir::OpCode::Lt ? "<"
                      : o == ir::OpCode::Le ? "<="
                      : o == ir::OpCode::Gt ? ">"
                                            : ">=";
    w.line("const bool " + out + " = " + b.cast(a[0], t) + " " + sym + " " + b.cast(a[1], t) + ";", b.c.tag);
  } else if (ir::familyOf(o) == ir::OpFamily::Logical) {
    std::string s = (o == ir::OpCode::LogicalAnd)                                                          ? "&&"
                    : (o == ir::OpCode::LogicalOr)                                                         ? "||"
                    : (o == ir::OpCode::LogicalXor || o == ir::OpCode::Xor || o == ir::OpCode::BitwiseXor) ? "^"
                    : (o == ir::OpCode::And || o == ir::OpCode::BitwiseAnd)                                ? "&"
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
    w.line("const " + T + " " + out + " = " + (rt == DType::F64 ? "fma(" : "fmaf(") + b.cast(a[0], rt) + ", " +
               b.cast(a[1], rt) + ", " + b.cast(a[2], rt) + ");",
           b.c.tag);
  } else if (o == ir::OpCode::Where) {
    w.line("const " + T + " " + out + " = " + b.arg(a[0]) + " ? " + b.cast(a[1], rt) + " : " + b.cast(a[2], rt) + ";",
           b.c.tag);
  } else if (ir::familyOf(o) == ir::OpFamily::Binary) {
    std::string x = b.cast(a[0], rt), y = b.cast(a[1], rt), e;
    bool fl = isFloat(rt);
    if (o == ir::OpCode::Add)
      e = x + " + " + y;
    else if (o == ir::OpCode::Sub)
      e = x + " - " + y;
    else if (o == ir::OpCode::Mul)
      e = x + " * " + y;
    else if (o == ir::OpCode::Truediv || o == ir::OpCode::Div)
      e = x + " / " + y;
    else if (o == ir::OpCode::Floordiv)
      e = fl ? "floorf(" + x + " / " + y + ")" : "fs_floordiv<" + T + ">(" + x + ", " + y + ")";
    else if (o == ir::OpCode::Truncdiv)
      e = fl ? "truncf(" + x + " / " + y + ")" : x + " / " + y;
    else if (o == ir::OpCode::Remainder)
      e = fl ? "fs_fpymod(" + x + ", " + y + ")" : "fs_pymod<" + T + ">(" + x + ", " + y + ")";
    // ops.mod is C's % (Inductor: `a % b` in Triton, mod() = % / std::fmod in cpp_prefix.h)
    else if (o == ir::OpCode::Fmod || o == ir::OpCode::Mod)
      e = fl ? "fmodf(" + x + ", " + y + ")" : x + " % " + y;
    else if (o == ir::OpCode::Pow)
      e = "(" + T + ")powf((float)" + x + ", (float)" + y + ")";
    else if (o == ir::OpCode::Maximum)
      e = "fs_maximum(" + x + ", " + y + ")";
    else if (o == ir::OpCode::Minimum)
      e = "fs_minimum(" + x + ", " + y + ")";
    w.line("const " + T + " " + out + " = " + e + ";", b.c.tag);
  } else if (!unaryMathFunction(o).empty()) {
    w.line("const " + T + " " + out + " = (" + T + ")" + std::string(unaryMathFunction(o)) + "((float)" + b.arg(a[0]) +
               ");",
           b.c.tag);
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

void Emit::emitNode(int idx, CodeWriter& pre, CodeWriter& loop, CodeWriter& post, bool inRLoop) {
  NodeCtx c;
  c.ln = &spec.nodes[static_cast<std::size_t>(idx)];
  c.idx = idx;
  c.tag = c.ln->node->name;
  c.types = inferTypes(*c.ln->node->body, buffers);
  loop.line("// " + c.tag +
                (c.ln->role == NodeRole::Reduction ? " (reduction)"
                 : c.ln->role == NodeRole::RLoop   ? " (pointwise, in reduction loop)"
                                                   : " (pointwise)"),
            c.tag);
  emitBlock(c, c.ln->node->body->blocks.front(), pre, loop, post, inRLoop);
}

void Emit::decompose(CodeWriter& w, const std::string& flat, const std::vector<std::int64_t>& dims, bool reduction,
                     std::size_t count, bool narrow, const std::string& innerName) {
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

ir::Expr Emit::combineContiguous(const ir::Expr& idx) {
  if (!combined.active) return idx;
  const auto a = idx.asAffine();
  if (!a) return idx;
  const auto& dims = combined.dims;
  const std::size_t n = dims.size();
  std::vector<std::int64_t> coeff(n, 0), strides(n, 1);
  for (std::size_t j = n; j-- > 0;) strides[j] = j + 1 < n ? strides[j + 1] * dims[j + 1] : 1;
  std::map<std::string, std::int64_t> rest = a->coeffs;
  const bool red = combined.reduction;
  for (std::size_t j = 0; j < n; ++j)
    if (auto it = rest.find(refinedVar(red, j)); it != rest.end()) {
      coeff[j] = it->second;
      rest.erase(it);
    }
  // runs of used variables (size-1 variables are 0 and pass through a run)
  std::vector<ir::Expr> terms;
  bool merged = false;
  for (std::size_t i = 0; i < n;) {
    if (coeff[i] == 0) {
      ++i;
      continue;
    }
    std::size_t j = i, next = i + 1;
    while (true) {
      while (next < n && dims[next] == 1) ++next;
      if (next >= n || coeff[next] == 0 || coeff[j] != coeff[next] * dims[next]) break;
      j = next++;
    }
    if (j == i) {
      terms.push_back(ir::Expr::mul({ir::Expr::constant(coeff[i]), ir::Expr::var(refinedVar(red, i))}));
    } else {
      merged = true;
      const std::string name = (red ? "fs_r" : "fs_x") + std::to_string(i) + "_" + std::to_string(j);
      std::int64_t span = 1;
      for (std::size_t m = i; m <= j; ++m) span *= dims[m];
      bool outermost = true;
      for (std::size_t m = 0; m < i; ++m) outermost = outermost && dims[m] == 1;
      std::string def = combined.flat;
      if (strides[j] != 1) def = "(" + def + " / " + std::to_string(strides[j]) + ")";
      if (!outermost) def = "(" + def + " % " + std::to_string(span) + ")";
      if (std::none_of(combined.decls.begin(), combined.decls.end(), [&](const auto& d) { return d.first == name; }))
        combined.decls.emplace_back(name, def);
      const bool innermost = std::all_of(dims.begin() + static_cast<std::ptrdiff_t>(j) + 1, dims.end(),
                                         [](std::int64_t d) { return d == 1; });
      ir::Expr g = ir::Expr::var(name);
      if (innermost && !combined.lane.empty()) g = ir::Expr::add({g, ir::Expr::var(combined.lane)});
      terms.push_back(ir::Expr::mul({ir::Expr::constant(coeff[j]), g}));
    }
    i = j + 1;
  }
  if (!merged) return idx;
  for (const auto& [sym, c] : rest) terms.push_back(ir::Expr::mul({ir::Expr::constant(c), ir::Expr::var(sym)}));
  if (a->offset != 0) terms.push_back(ir::Expr::constant(a->offset));
  return ir::Expr::add(std::move(terms));
}

void Emit::declareCombined(CodeWriter& w, const CombinedDims& c) {
  for (const auto& [name, def] : c.decls) w.line(c.type + name + " = " + def + ";");
}

void Emit::emitStages(CodeWriter& w, const LoopNest& nest) {
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
    const auto& rd = nest.rDims;
    std::int64_t R = nest.rnumel;
    vecActive = vecMode;
    // the r-loop's loads and stores: combined contiguous r variables (CUDA); the caller's
    // (x variables of a flat nest) come back after the stage
    const CombinedDims outer = combined;
    if (cuda()) {
      const bool narrowR = vecMode || R < 2147483647LL;
      combined = CombinedDims{true, true, vecMode ? "((int)fs_rb)" : narrowR ? "((int)fs_rl)" : "fs_rl",
                              narrowR && index32 ? "const int " : "const int64_t ", rd, vecMode ? "fs_j" : "", {}};
    }
    for (int n : st.nodes) emitNode(n, pre, body, post, true);
    vecActive = false;
    const CombinedDims rCombined = cuda() ? combined : CombinedDims{};
    combined = outer;
    w.append(pre);
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
      declareCombined(w, rCombined);
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
      declareCombined(w, rCombined);
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
    if (cuda())
      w.close();
    else
      for (std::size_t j = 0; j < rd.size(); ++j) w.close();
    w.append(post);
  }
}

// Opens the loop over a row's reduction points (the r-loop): CUDA, this lane's points of
// the row; C++, one loop per reduction dimension. Returns the loops opened.
int Emit::openRowLoop(CodeWriter& w) {
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
    w.open("for (int64_t " + refinedVar(true, j) + " = 0; " + refinedVar(true, j) + " < " + std::to_string(rd[j]) +
           "; ++" + refinedVar(true, j) + ")");
  for (std::size_t j = rd.size(); j-- > 0;) {
    lin += " + " + std::to_string(stride) + " * " + refinedVar(true, j);
    stride *= rd[j];
  }
  w.line("const int64_t fs_rlin = " + lin + "; (void)fs_rlin;");
  return static_cast<int>(rd.size());
}

}  // namespace fs::codegen::detail
