// CUDA's printer: its nest forms and the vector / persistent accesses they use (detail/Emit.h).
#include "core/codegen/detail/Emit.h"

namespace fs::codegen::detail {

Emit::VecClass Emit::classify(const ir::Expr& idx, const std::string& var, int v) {
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

bool Emit::unitStride(const ir::Expr& idx, const std::string& var) {
  using K = ir::Expr::Kind;
  if (idx.kind() == K::Var) return idx.name() == var;
  if (idx.kind() != K::Add) return false;
  bool found = false;
  for (const auto& t : idx.args()) {
    auto syms = t.freeSymbols();
    if (std::find(syms.begin(), syms.end(), var) == syms.end()) continue;
    if (found) return false;  // in two terms
    // the variable itself, or a term that is affine in it, e.g. a cat's shifted channel
    // ((x1 - 128)) or a rotary embedding's (x3 + (-32)) beside a floor division
    const auto a = t.asAffine();
    if (!(t.kind() == K::Var || (a && a->coeffs.count(var) && a->coeffs.at(var) == 1))) return false;
    found = true;
  }
  return found;
}

std::string Emit::vecAddress(const std::string& buf, const ir::Expr& idx) {
  // the vector's first element: a combined run that ends innermost is its base (no fs_j)
  ir::Expr e = idx;
  if (combined.active) {
    const std::string lane = combined.lane;
    combined.lane.clear();
    e = combineContiguous(idx);
    combined.lane = lane;
  }
  return "&" + ptr(buf) + "[" + exprToC(e.substitute({{vecVar, ir::Expr::var(vecBaseName())}})) + "]";
}

std::string Emit::hoistLoad(const std::string& buf, const ir::Expr& idx, const std::string& key,
                            const std::string& tag) {
  auto& known = persistIters ? rowCache : vecLoads;
  if (auto f = known.find(key); f != known.end()) return f->second;
  memRead.insert(buf);
  touch(buf);
  std::string arr = "fs_v" + std::to_string(vecNo++);
  known[key] = arr;
  std::string first = "0";
  if (persistIters) {
    nestDecl.line(
        "float " + arr + "[" + std::to_string(persistIters * vec) + "];  // " + buf + ", this lane's part of the row",
        tag);
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
    for (int j = 0; j < vec; ++j)
      s += " " + arr + "[" + first + " + " + std::to_string(j) + "] = fs_q." + comp[j] + ";";
  } else {  // halves: two per 32-bit word, the first in its low 16 bits
    const char* vt = vec == 4 ? "uint2" : "uint1";
    s = "{ const " + std::string(vt) + " fs_q = *reinterpret_cast<const " + vt + "*>(" + vecAddress(buf, idx) + ");";
    for (int j = 0; j < vec; ++j)
      s += " " + arr + "[" + first + " + " + std::to_string(j) +
           "] = " + fromStorage(dt, std::string("(uint16_t)(fs_q.") + comp[j / 2] + (j % 2 ? " >> 16)" : ")")) + ";";
  }
  vecPre.line(s + " }", tag);
  return arr;
}

std::string Emit::hoistStore(const std::string& buf, const ir::Expr& idx, const std::string& tag) {
  std::string arr = "fs_s" + std::to_string(vecNo++);
  vecPre.line("float " + arr + "[" + std::to_string(vec) + "];", tag);
  const DType dt = buffers.at(buf).dtype;
  if (vec == 1) {
    vecPost.line("*(" + vecAddress(buf, idx) + ") = " + toStorage(dt, arr + "[0]") + ";", tag);
  } else if (dt == DType::F32) {
    const char* vt = vec == 4 ? "float4" : "float2";
    std::string vals;
    for (int j = 0; j < vec; ++j) vals += (j ? ", " : "") + arr + "[" + std::to_string(j) + "]";
    vecPost.line(
        "*reinterpret_cast<" + std::string(vt) + "*>(" + vecAddress(buf, idx) + ") = make_" + vt + "(" + vals + ");",
        tag);
  } else {  // halves packed two per 32-bit word, the first in the low 16 bits
    const char* vt = vec == 4 ? "uint2" : "uint1";
    std::string words;
    for (int j = 0; j < vec; j += 2)
      words += std::string(j ? ", " : "") + "(unsigned)" + toStorage(dt, arr + "[" + std::to_string(j) + "]") +
               " | ((unsigned)" + toStorage(dt, arr + "[" + std::to_string(j + 1) + "]") + " << 16)";
    vecPost.line(
        "*reinterpret_cast<" + std::string(vt) + "*>(" + vecAddress(buf, idx) + ") = make_" + vt + "(" + words + ");",
        tag);
  }
  return arr;
}

int Emit::chooseVec(const std::vector<int>& nodes, const std::string& var, std::int64_t extent, bool rOnly,
                    bool maskedNeutral) const {
  if (!cuda() || !index32) return 1;
  int v = extent % 4 == 0 ? 4 : extent % 2 == 0 ? 2 : 1;
  if (v == 1) return 1;
  int good = 0, bad = 0;
  for (int n : nodes) {
    const auto& ln = spec.nodes[static_cast<std::size_t>(n)];
    // loads under a mask (subblocks) stay scalar: they count against vectors
    std::set<std::string> masked;
    const auto& body = *ln.node->body;
    for (std::size_t bi = 1; bi < body.blocks.size(); ++bi)
      for (const auto& access : body.memoryAccesses(body.blocks[bi]))
        if (access.op->code == ir::OpCode::Load && access.index)
          masked.insert(access.buffer + "@" + access.index->substitute(ln.varMap).key());
    for (const auto* accs : {&ln.loads, &ln.stores})
      for (const auto& a : *accs) {
        if (a.postLoop || (rOnly && !a.usesR)) continue;
        const auto* b = buffers.find(a.buffer);
        auto cls = classify(a.index, var, v);
        const bool underMask = masked.count(a.buffer + "@" + a.index.key()) > 0;
        if (cls == VecClass::Vector && b && vectorDtype(b->dtype) && !underMask)
          ++good;
        else if (cls == VecClass::Vector && underMask && maskedNeutral)
          continue;
        else if (cls != VecClass::Invariant)
          ++bad;
      }
  }
  return good > 0 && good >= bad ? v : 1;
}

int Emit::cachedLoads(const LoopNest& nest, const std::string& var, int v) const {
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

bool Emit::emitTiled(CodeWriter& w, const LoopNest& nest, const std::vector<int>& nodes, int narrowBy) {
  const auto& xd = nest.xDims;
  if (!cuda() || !index32 || xd.size() < 2 || nest.rnumel != 1 || nest.stages.size() != 1) return false;
  const std::string last = refinedVar(false, xd.size() - 1);
  int k = -1, coalescedLoads = 0;
  std::map<std::string, int> storeCount;
  for (int n : nodes)
    for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].stores) ++storeCount[a.buffer];
  // a store phase 2 can write from the tile: a plain one (an atomic_add, a col2im's
  // overlapping windows or index_put(accumulate=True), stays in phase 1), once, at an index
  // of the loop variables only (one read from memory, set_indirect, e.g. an embedding's
  // gradient scattered by token, stays in phase 1: phase 2 knows the loop variables only)
  auto tileable = [&](const auto& a) {
    if (elided.count(a.buffer) || storeCount[a.buffer] != 1 || a.accumulates) return false;
    for (const auto& sym : a.index.freeSymbols()) {
      bool isX = false;
      for (std::size_t j = 0; j < xd.size(); ++j) isX = isX || sym == refinedVar(false, j);
      if (!isX) return false;
    }
    return true;
  };
  // The first variable of the tile's dimension: Inductor's combine_contiguous_dims
  // (codegen/simd.py) for x_k, whose earlier variables join it while every access that
  // runs along x_k runs on through them (x_{j-1}'s coefficient is the size of x_j..x_k):
  // edgenext's channels, 4 x 12 read as 12 * x1 + x2, are one dimension of 48.
  auto tileFrom = [&](int kk) {
    int k0 = kk;
    std::int64_t run = xd[static_cast<std::size_t>(kk)];
    const std::string kv = refinedVar(false, static_cast<std::size_t>(kk));
    while (k0 > 0) {
      const std::string pv = refinedVar(false, static_cast<std::size_t>(k0 - 1));
      bool all = true, any = false;
      for (int n : nodes) {
        const auto& ln = spec.nodes[static_cast<std::size_t>(n)];
        for (const auto* list : {&ln.loads, &ln.stores})
          for (const auto& a : *list) {
            if (!unitStride(a.index, kv)) continue;
            any = true;
            const auto aff = a.index.asAffine();
            all = all && aff && aff->coeffs.count(pv) && aff->coeffs.at(pv) == run;
          }
      }
      if (!any || !all) break;
      --k0;
      run *= xd[static_cast<std::size_t>(k0)];
    }
    return std::pair<int, std::int64_t>{k0, run};
  };
  for (int n : nodes) {
    const auto& ln = spec.nodes[static_cast<std::size_t>(n)];
    for (const auto& a : ln.loads) coalescedLoads += unitStride(a.index, last) ? 1 : 0;
    for (const auto& a : ln.stores) {
      if (!tileable(a) || unitStride(a.index, last)) continue;
      for (int j = 0; j + 1 < static_cast<int>(xd.size()); ++j)
        if (unitStride(a.index, refinedVar(false, static_cast<std::size_t>(j))) && (k < 0 || k == j)) {
          k = j;
          tileStores[a.buffer] = {"fs_tile" + std::to_string(tileStores.size()), a.index, buffers.at(a.buffer).dtype};
          break;
        }
    }
  }
  // The mirror (Inductor tiles both ways, its tiling scores weigh loads and stores
  // alike, codegen/simd.py): the stores are contiguous along the last variable and the
  // loads along an earlier x_k (a permute read into a contiguous buffer). Phase 1 then
  // runs x_k fastest, so that those loads coalesce, and the stores go through the tile.
  bool loadSide = false;
  if (k < 0 || coalescedLoads == 0) {
    tileStores.clear();
    k = -1;
    // each load weighs the elements it brings in: its buffer's, at most the nest's (as
    // Inductor's tiling scores weigh each dependency by its size); a rotary embedding's
    // small table read across its rows does not outweigh the activations read along them
    std::map<int, std::int64_t> transposed;
    std::int64_t alongLast = 0;
    for (int n : nodes)
      for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].loads) {
        const auto* b = buffers.find(a.buffer);
        const std::int64_t w = std::min(nest.numel, b && b->storageNumel > 0 ? b->storageNumel : nest.numel);
        if (unitStride(a.index, last)) {
          alongLast += w;
          continue;
        }
        for (int j = 0; j + 1 < static_cast<int>(xd.size()); ++j)
          if (unitStride(a.index, refinedVar(false, static_cast<std::size_t>(j)))) transposed[j] += w;
      }
    for (const auto& [j, weight] : transposed)
      if (weight > alongLast && (k < 0 || weight > transposed[k])) k = j;
    std::int64_t after = 1;
    for (std::size_t j = static_cast<std::size_t>(std::max(k, 0)) + 1; j < xd.size(); ++j) after *= xd[j];
    // a run of 8 (a 32-byte sector of float32) along x_k, and rows past the register form
    if (k < 0 || tileFrom(k).second < 8 || after <= 16) return false;
    for (int n : nodes)
      for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].stores)
        if (tileable(a) && unitStride(a.index, last))
          tileStores[a.buffer] = {"fs_tile" + std::to_string(tileStores.size()), a.index, buffers.at(a.buffer).dtype};
    if (tileStores.empty()) return false;
    loadSide = true;
  }
  // the tile's dimension b: x_k0..x_k combined (k0 == k: x_k alone)
  const auto tileDim = tileFrom(k);  // (no structured binding: clang 14 cannot capture one)
  const int k0 = tileDim.first;
  const std::int64_t B = tileDim.second;
  std::int64_t P = 1, PRE = 1;
  for (std::size_t j = static_cast<std::size_t>(k) + 1; j < xd.size(); ++j) P *= xd[j];
  for (std::size_t j = 0; j < static_cast<std::size_t>(k0); ++j) PRE *= xd[j];
  std::string bName = "x" + std::to_string(k);
  if (k0 < k) bName = "x" + std::to_string(k0) + "-x" + std::to_string(k);
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
    w.line("// transposed rows in registers: a thread per value of " + bName + " runs its " +
           std::to_string(P) + " positions");
    w.line("const int fs_t = blockIdx.x * blockDim.x + threadIdx.x;");
    w.line("if (fs_t >= " + std::to_string(PRE * B) + ") return;");
    w.line("const int fs_pre = fs_t / " + std::to_string(B) + ";");
    split(w, "fs_pre", 0, static_cast<std::size_t>(k0));
    split(w, "(fs_t % " + std::to_string(B) + ")", static_cast<std::size_t>(k0), static_cast<std::size_t>(k) + 1);
    w.line("#pragma unroll");
    w.open("for (int fs_p = 0; fs_p < " + std::to_string(P) + "; ++fs_p)");
    split(w, "fs_p", static_cast<std::size_t>(k) + 1, xd.size());
    emitStages(w, nest);
    w.close();
    return true;
  }
  // about 1K elements per tile: 32 x 32; a short b takes longer rows, a short row more b
  // Rows of 33 to 63 positions (swin's windows of 49) are one tile wide: at 32 they took
  // two tiles, 15 of the second's 32 columns idle, and each tile wrote rows of 32 of the
  // 49; whole rows make a tile's stores (or loads) along the positions one contiguous run.
  // Likewise 33 to 63 values of b are one tile tall (edgenext's 48 channels: not a tile
  // of 32 and one of 16)
  std::int64_t TB = B > 32 && B < 64 ? B : std::min<std::int64_t>(B, 32);
  const std::int64_t TP =
      TB >= 32 && P > 32 && P < 64 ? P : std::min<std::int64_t>(P, TB >= 32 ? 32 : TB >= 8 ? 128 : 256);
  if (TP < 32) TB = std::min<std::int64_t>(B, 32 * std::max<std::int64_t>(1, 1024 / (32 * TP)));
  // the narrow form: rows of x_k cut to TB / narrowBy (the caller keeps them 8 or more)
  if (narrowBy > 1) TB /= narrowBy;
  // (a tile of rows shorter than 17 positions is the register form above)
  const std::int64_t nBT = (B + TB - 1) / TB, nPT = (P + TP - 1) / TP;
  const std::int64_t stride = TP % 2 == 0 ? TP + 1 : TP;  // odd row stride: phase 2 reads hit distinct banks
  tileRows = static_cast<int>(TB);
  tileCols = static_cast<int>(TP);
  tiles = PRE * nBT * nPT;
  const std::string S = std::to_string(TB * TP);
  w.line("// tiled transpose: a tile of " + std::to_string(TB) + " " + bName + " values by " +
         std::to_string(TP) + " positions of the variables after it, through shared memory" +
         (loadSide ? " (loads along " + bName + ", stores along the last)" : ""));
  for (const auto& [buf, ts] : tileStores)
    w.line("__shared__ " + std::string(storageCType(ts.dtype)) + " " + ts.array + "[" + std::to_string(TB) + "][" +
           std::to_string(stride) + "];  // " + buf);
  w.line("const int fs_pt = blockIdx.x % " + std::to_string(nPT) + ";");
  w.line("const int fs_bt = (blockIdx.x / " + std::to_string(nPT) + ") % " + std::to_string(nBT) + ";");
  w.line("const int fs_pre = blockIdx.x / " + std::to_string(nPT * nBT) + ";");
  auto vars = [&](CodeWriter& o) {
    o.line("const int fs_b = fs_bt * " + std::to_string(TB) + " + fs_bi, fs_p = fs_pt * " + std::to_string(TP) +
           " + fs_pi;");
    o.open("if (fs_b < " + std::to_string(B) + " && fs_p < " + std::to_string(P) + ")");
    split(o, "fs_pre", 0, static_cast<std::size_t>(k0));
    split(o, "fs_b", static_cast<std::size_t>(k0), static_cast<std::size_t>(k) + 1);
    split(o, "fs_p", static_cast<std::size_t>(k) + 1, xd.size());
  };
  // consecutive threads: along the positions (p fastest) or along x_k (b fastest)
  const std::string pFastest =
      "const int fs_bi = fs_e / " + std::to_string(TP) + ", fs_pi = fs_e % " + std::to_string(TP) + ";";
  const std::string bFastest =
      "const int fs_bi = fs_e % " + std::to_string(TB) + ", fs_pi = fs_e / " + std::to_string(TB) + ";";
  w.line("#pragma unroll 4");  // several loads (stores) in flight per thread
  w.open("for (int fs_e = threadIdx.x; fs_e < " + S + "; fs_e += blockDim.x)");
  w.line(loadSide ? bFastest : pFastest);
  vars(w);
  emitStages(w, nest);
  w.close();
  w.close();
  w.line("__syncthreads();");
  w.line("#pragma unroll 4");  // several loads (stores) in flight per thread
  w.open("for (int fs_e = threadIdx.x; fs_e < " + S + "; fs_e += blockDim.x)");
  w.line(loadSide ? pFastest : bFastest);
  vars(w);
  for (const auto& [buf, ts] : tileStores)
    w.line(ptr(buf) + "[" + exprToC(ts.index) + "] = " + ts.array + "[fs_bi][fs_pi];");
  w.close();
  w.close();
  return true;
}

void Emit::emitCudaRowNest(KernelSource& src, const LoopNest& nest, std::int64_t N, std::int64_t R,
                           const std::vector<std::int64_t>& xd, const std::vector<std::int64_t>& rd, bool narrow,
                           const std::vector<int>& allNodes, const std::vector<int>& rNodes,
                           const std::function<void()>& resetNest,
                           const std::function<void(const std::string&, CodeWriter)>& addEntry,
                           const std::string& fname) {
  vecVar = rd.empty() ? "" : refinedVar(true, rd.size() - 1);
  const int v = rd.empty() ? 1 : chooseVec(rNodes, vecVar, rd.back(), true);
  // variant 0: looped over the row, `lanes` threads per row (runtime argument)
  // variant 1 (rows up to 32K elements): persistent, the row's loads cached in
  // registers across the stages, a compile-time number of vectors per lane
  // variant 2 (rows contiguous in memory, e.g. per-channel statistics of a
  // channels-last tensor): columns, 32 consecutive rows per warp so that loads
  // along the rows coalesce, a row's lanes spread over the block's warps
  // variant 3: wide columns (below); variant 4: rows of 17 to 64 vectors at 8 or 16
  // lanes, several rows per warp, beside variant 1's warp per row; variant 5: a thread
  // per row (columns); variant 6: few rows, twice variant 1's lanes
  // Which way the row loads coalesce: each load scores the share of a warp's 32
  // consecutive threads' accesses that fall in one 32-element span, along the last x
  // variable and along the last r variable: extent / stride where the index is affine in
  // it with stride 1 to 32 (the extent at most 32), else 1 for a unit stride (an index
  // with divisions). A pooling window's load, x3 + r2 + 28*r1 + ..., is unit-stride both
  // ways, but its run along r is the window's 3 against x's 28 (14 / 2 = 7 for a
  // stride-2 pool's 2*x3): columns, adjacent threads on adjacent rows, coalesce it, as
  // Triton lays out s3d's 3x3x3 max_pool3d (x fastest in its [XBLOCK, 32] block; our
  // row variants took 2x its time on the H100).
  auto coalesced = [](const ir::Expr& idx, const std::optional<ir::Expr::Affine>& aff, const std::string& var,
                      std::int64_t extent) -> std::int64_t {
    if (var.empty()) return 0;
    const std::int64_t run = std::min<std::int64_t>(extent, 32);
    if (aff) {
      auto c = aff->coeffs.find(var);
      if (c == aff->coeffs.end() || c->second < 1 || c->second > 32) return 0;
      return std::max<std::int64_t>(1, run / c->second);
    }
    return unitStride(idx, var) ? run : 0;
  };
  // Rows that lie end to end in memory (the last x variable's stride is the row's R
  // elements, e.g. a softmax over 4 classes read as one float4 per row) coalesce as rows:
  // a warp's rows read one contiguous span.
  std::int64_t alongX = 0, alongR = 0;
  const std::string lastX = xd.empty() ? "" : refinedVar(false, xd.size() - 1);
  for (int n : rNodes)
    for (const auto& a : spec.nodes[static_cast<std::size_t>(n)].loads) {
      if (!a.usesR || xd.empty() || rd.empty()) continue;
      const auto aff = a.index.asAffine();
      const bool rowsEndToEnd = aff && aff->coeffs.count(vecVar) && aff->coeffs.at(vecVar) == 1 &&
                                aff->coeffs.count(lastX) && aff->coeffs.at(lastX) == R;
      alongX += coalesced(a.index, aff, lastX, xd.back());
      alongR += rowsEndToEnd ? 32 : coalesced(a.index, aff, vecVar, rd.back());
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
  int rowLanes = 0;     // the persistent row variant's lanes per row (variant 1)
  int columnLanes = 0;  // the persistent column variant's lanes per row (variant 2)
  for (int variant : {1, 0, 2, 3, 4, 5, 6}) {
    if (variant == 0 && havePersistent) continue;
    if (scanNest && variant != 0) continue;
    scanNestNow = scanNest;
    resetNest();
    vec = sortNest ? 1 : v;
    persistLanes = persistIters = 0;
    columns = variant == 2 || variant == 3;
    if (variant == 5) {
      // a thread per row (columns of one lane): where the column variant exists, rows
      // are many (at least 128K threads' worth) and at most 32 elements long, each
      // thread runs its row alone, a warp's 32 rows coalescing each load, with no
      // cross-lane step (s3d's 3x3x3 max_pool3d: 1.6M rows of 27 took 77.5 us at 4
      // lanes per row on an H100, Triton 51). Block sizes of 64-256 rows must divide N.
      // From 32K rows (s3d's later pools, 81,536 rows of 27: 5.9 us at 4 lanes per row on
      // the H200, Triton 3.8) the autotuner times it against the lanes' forms.
      constexpr std::int64_t kThreads = 32768;
      if (!columnLanes || R > 32 || N < kThreads || N % 64 != 0) continue;
      columns = true;
      vec = 1;
      persistLanes = 1;
      persistIters = static_cast<int>(R);
    } else if (variant == 6) {
      // few rows (under 16K threads, 124 per SM, at the row form's warp per row): two warps
      // per row, each lane half the vectors, a shorter chain of loads per thread where the
      // rows cannot fill the GPU (Triton's persistent reductions take RBLOCK the whole row
      // and their warps from RBLOCK: edgenext's LayerNorm over 168 channels of 98 rows took
      // 2.5 us on the H200 at 32 lanes per row, Triton's 64 threads per row 1.6). The two
      // warps reduce through shared memory; the autotuner picks.
      constexpr std::int64_t kThreads = 16384;
      const std::int64_t RV = R / vec;
      if (rowLanes != 32 || (RV + rowLanes - 1) / rowLanes < 2 || N * rowLanes >= kThreads) continue;
      persistLanes = 2 * rowLanes;
      persistIters = static_cast<int>((RV + persistLanes - 1) / persistLanes);
    } else if (variant == 4) {
      // rows of 17 to 64 vectors (a 3x3x3 max-pool window: 27), which variant 1 gives a
      // whole warp each: 8 or 16 lanes per row, up to 4 vectors per lane, 4 or 2 rows
      // per warp, as Triton's persistent reductions lay out [XBLOCK, RBLOCK] (s3d's
      // max_pool3d: 32 lanes per row took 4.4x Inductor's time on the H100); the
      // autotuner picks between them. A warp's rows must all exist (N a multiple).
      const std::int64_t RV = R / vec;
      if (rowLanes != 32 || RV <= 16 || RV > 64) continue;
      const int L = RV <= 32 ? 8 : 16;
      if (N % (32 / L) != 0) continue;
      persistLanes = L;
      persistIters = static_cast<int>((RV + L - 1) / L);
    } else if (variant == 3) {
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
      // Rows of at most 16 vectors (a softmax over 64 classes: 16 float4s): a lane per
      // vector, the power of two at or above them (at least 4), several rows per warp
      // instead of a warp per row with its other lanes idle (Triton's persistent
      // reductions likewise size RBLOCK to the row). A warp's rows must all exist or all
      // not (N a multiple of the rows per warp): the shuffles take the whole warp, so where
      // N is no multiple, more lanes per row until it is (wide_layernorm's 4 rows of one
      // float2, a split Welford's second stage: 8 lanes, three shuffle steps, not 32's five).
      if (persistLanes == 32 && RV <= 16) {
        int L = 4;
        while (L < RV) L *= 2;
        while (L < 32 && N % (32 / L) != 0) L *= 2;
        persistLanes = L;
      }
      if (!persistLanes) continue;
      havePersistent = true;
      rowLanes = persistLanes;
    }
    CodeWriter kv;
    CodeWriter stages;
    emitStages(stages, nest);
    if (columns) {
      kv.line(std::string("// columns: fs_w (the int argument: ") + (persistLanes == 1 ? "256, 128 or 64" : "32, 16 or 8") +
              ") consecutive rows per block, adjacent");
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
      // one lane per row: the lane is 0 at compile time, so that the compiler folds each
      // unrolled step's reduction index. Read from threadIdx.x, s3d's 3x3x3 max-pools
      // divided fs_lane + i by 9 and 3 at run time in all 27 steps: 862 SASS instructions
      // for 27 loads (tests/gpu/sass_stats.py), 3x slower than with the lane folded
      kv.line(persistLanes == 1 ? "constexpr int fs_lane = 0;" : "const int fs_lane = threadIdx.x / fs_w;");
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
    addEntry(fname + (variant == 6   ? "_pw"
                      : variant == 5 ? "_c1"
                      : variant == 4 ? "_q"
                      : variant == 3 ? "_cw"
                      : columns      ? "_c"
                      : persistLanes ? "_p"
                                     : ""),
             std::move(kv));
  }
  columns = false;
}

// CUDA's forms of nest `nestNo`, each one __global__ function (into `functions`) and one
// CudaEntry (into src) that the autotuner chooses from: a reduction's by row
// (emitCudaRowNest: looped, persistent, column lanes); a pointwise nest's with `vec`
// consecutive elements per thread step (float4 / float2 accesses where they are
// contiguous), and a tiled transpose through shared memory where its stores need one.
void Emit::emitCudaNest(KernelSource& src, const LoopNest& nest, int nestNo,
                        std::vector<std::pair<std::string, CodeWriter>>& functions) {
  const auto& xd = nest.xDims;
  const auto& rd = nest.rDims;
  const std::int64_t N = nest.numel, R = nest.rnumel;
  const bool narrow = N < 2147483647LL;
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
    rowScalars.clear();
    rowScalarsRead.clear();
    nestDecl = CodeWriter();
    vecPre = CodeWriter();
    vecPost = CodeWriter();
    vecLoads.clear();
  };
  auto addEntry = [&](const std::string& fname, CodeWriter body) {
    // a row's elements kept for a later pass that no later load read: their declaration
    // and stores go (the compiler would drop them; the source stays readable)
    std::vector<std::string> unread;
    for (const auto& [key, arr] : rowScalars)
      if (!rowScalarsRead.count(arr)) unread.push_back(arr + "[");
    if (!unread.empty()) {
      CodeWriter kept;
      kept.indent = body.indent;
      for (std::size_t i = 0; i < body.lines.size(); ++i)
        if (std::none_of(unread.begin(), unread.end(),
                         [&](const std::string& a) { return body.lines[i].find(a) != std::string::npos; })) {
          kept.lines.push_back(body.lines[i]);
          kept.tags.push_back(body.tags[i]);
        }
      body = std::move(kept);
    }
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
    // the flat form with `v` consecutive elements per thread step
    // returns the form's loop (what follows its fs_base line), for the foreach form
    auto emitFlat = [&](int v, const std::string& fn) {
      resetNest();
      vec = v;
      CodeWriter k;
      // the flat index of the element (a vector's first) whose contiguous variables combine
      combined = CombinedDims{true, false, narrow ? "((int)fs_x)" : "fs_x",
                              narrow && index32 ? "const int " : "const int64_t ", xd, vec > 1 ? "fs_j" : "", {}};
      // unrolled for loads in flight: scalar elements 4 deep; vectors 2 deep, a thread's two
      // 16-byte loads issued before either is used, as Triton's pointwise blocks hold two
      // vectors per thread (XBLOCK 1024 over 128 threads); the autotuner's ept picks
      k.line(vec > 1 ? "#pragma unroll 2" : "#pragma unroll 4");
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
        declareCombined(k, combined);
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
        CodeWriter body;
        emitStages(body, nest);
        declareCombined(k, combined);
        k.append(body);
      }
      combined = CombinedDims{};
      k.close();
      CodeWriter f;
      f.line("const int64_t fs_base = (int64_t)blockIdx.x * blockDim.x * fs_ept + threadIdx.x;");
      f.append(k);
      addEntry(fn, std::move(f));
      return k;
    };
    const int vecChoice = xd.empty() ? 1 : chooseVec(allNodes, vecVar, xd.back(), false);
    foreachParts.push_back({N / vecChoice, emitFlat(vecChoice, fname)});
    // loads under a mask (a cat's inputs, a pad) stay scalar, and counted against vectors
    // they keep the nest scalar; where vectors win once they are left out of the count,
    // a vector form (`_v`) runs them scalar in its element loop and the autotuner times
    // both (Triton vectorises such loads where the mask is constant along the vector)
    if (const int alt = xd.empty() || vecChoice > 1 ? 1 : chooseVec(allNodes, vecVar, xd.back(), false, true); alt > 1)
      emitFlat(alt, fname + "_v");
    // a small vectorised nest leaves the GPU idle; its scalar form runs `vec` times the
    // threads, each with one element's latency chain (the autotuner times both)
    if (vecChoice > 1 && N / vecChoice < kSmallVectors) emitFlat(1, fname + "_s");
    // a tiled form (narrowBy 1: `_t`), its entry carrying the tile's shape
    auto addTiled = [&](const std::string& fn, int narrowBy) {
      tileStores.clear();
      resetNest();
      vec = 1;
      CodeWriter t;
      if (!emitTiled(t, nest, allNodes, narrowBy)) return false;
      addEntry(fn, std::move(t));
      src.cudaEntries.back().tileRows = tileRows;
      src.cudaEntries.back().tileCols = tileCols;
      src.cudaEntries.back().tiles = tiles;
      return true;
    };
    if (addTiled(fname + "_t", 1)) {
      // too few tiles to give each SM two (swin's 96 window tiles of 32 x 49, unet's 32
      // of 32 x 32): a narrow form `_tn` as well, rows of x_k cut by 2 or 4 (to at least 8,
      // a 32-byte sector per row) for 2 or 4 times the tiles, as Triton's autotuned
      // YBLOCK goes down to 16 and below; the autotuner times both
      int narrowBy = 1;
      while (tiles * narrowBy < kFewTiles && tileRows / (2 * narrowBy) >= 8) narrowBy *= 2;
      if (narrowBy > 1) addTiled(fname + "_tn", narrowBy);
    }
    tileStores.clear();
  }
  vec = 1;
  persistLanes = persistIters = 0;
}

// Whether no nest of the kernel reads or writes a buffer that another nest writes: then
// the nests may run in any order, or at once (a foreach kernel's).
bool Emit::nestsIndependent() const {
  std::vector<std::set<std::string>> reads(spec.nests.size()), writes(spec.nests.size());
  for (const auto& ln : spec.nodes) {
    const auto n = static_cast<std::size_t>(ln.nest);
    for (const auto& a : ln.loads) reads[n].insert(a.buffer);
    for (const auto& a : ln.stores) writes[n].insert(a.buffer);
  }
  for (std::size_t a = 0; a < writes.size(); ++a)
    for (const auto& b : writes[a])
      for (std::size_t o = 0; o < writes.size(); ++o)
        if (o != a && (reads[o].count(b) || writes[o].count(b))) return false;
  return true;
}

// The foreach form `<kernel>_f` (declared in Emit.h): block b runs nest i when it falls in
// nest i's range, ceil(vectors_i / (blockDim.x * ept)) blocks after the ranges before it;
// the grid is the sum of the ranges (the runtime's configsFor). A nest's part is its flat
// form's loop, as its own function runs it, with the block's index in its range.
void Emit::emitCudaForeach(KernelSource& src, std::vector<std::pair<std::string, CodeWriter>>& functions) {
  if (spec.nests.size() < 2 || foreachParts.size() != spec.nests.size() || !nestsIndependent()) return;
  CodeWriter k;
  k.line("int64_t fs_blk = blockIdx.x;");
  k.line("const int64_t fs_per = (int64_t)blockDim.x * fs_ept;");
  CudaEntry e;
  e.function = spec.name + "_f";
  e.nest = -1;
  e.numel = 0;  // thread steps (vec 1): the sum of the parts'
  for (std::size_t i = 0; i < foreachParts.size(); ++i) {
    const auto& p = foreachParts[i];
    e.numel += p.vectors;
    e.foreachVectors.push_back(p.vectors);
    k.open("");
    k.line("// nest " + std::to_string(i) + ": " + std::to_string(p.vectors) + " thread steps");
    k.line("const int64_t fs_nb = (" + std::to_string(p.vectors) + " + fs_per - 1) / fs_per;");
    k.open("if (fs_blk < fs_nb)");
    k.line("const int64_t fs_base = fs_blk * fs_per + threadIdx.x;");
    k.append(p.loop);
    k.line("return;");
    k.close();
    k.line("fs_blk -= fs_nb;");
    k.close();
  }
  src.cudaEntries.push_back(e);
  functions.emplace_back(e.function, std::move(k));
}

// CUDA's kernel text: one __global__ function per entry, over the kernel's parameters
// (a reduction's takes its lanes per row, a pointwise one its elements per thread).
void Emit::writeCudaFunctions(CodeWriter& out, const KernelSource& src,
                              const std::vector<std::pair<std::string, CodeWriter>>& functions) const {
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
}

}  // namespace fs::codegen::detail
