#include "core/fusion/DepTable.h"

#include <algorithm>

namespace fs::fusion {

namespace {

// Symbols of an index, without allocating strings (pointers into the Expr).
void collectSymbols(const ir::Expr& e, std::vector<const std::string*>& out) {
  if (e.isVar()) {
    for (const auto* s : out)
      if (*s == e.name()) return;
    out.push_back(&e.name());
    return;
  }
  for (const auto& a : e.args()) collectSymbols(a, out);
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
  if (b == 0) return 0;
  std::int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

// The index with every symbol 0 (MemoryDep.get_offset).
std::int64_t atZero(const ir::Expr& e) {
  using K = ir::Expr::Kind;
  switch (e.kind()) {
    case K::Const: return e.value();
    case K::Var: return 0;
    case K::Add: {
      std::int64_t v = 0;
      for (const auto& a : e.args()) v += atZero(a);
      return v;
    }
    case K::Mul: {
      std::int64_t v = 1;
      for (const auto& a : e.args()) v *= atZero(a);
      return v;
    }
    case K::Identity: return atZero(e.args()[0]);
    case K::FloorDiv: return floorDiv(atZero(e.args()[0]), atZero(e.args()[1]));
    case K::ModularIndexing: {
      std::int64_t m = atZero(e.args()[2]);
      if (m == 0) return 0;
      std::int64_t r = floorDiv(atZero(e.args()[0]), atZero(e.args()[1])) % m;
      return r < 0 ? r + m : r;
    }
    case K::Min:
    case K::Max: {
      std::int64_t v = atZero(e.args()[0]);
      for (const auto& a : e.args()) v = e.kind() == K::Min ? std::min(v, atZero(a)) : std::max(v, atZero(a));
      return v;
    }
  }
  return 0;
}

// DepRec::symbolic of a MemoryDep: its symbolic extents (dynamic shapes), empty when
// every extent is an integer.
std::string symbolicForm(const ir::MemoryDep& m) {
  bool symbolic = false;
  for (const auto& r : m.symRanges) symbolic = symbolic || !r.isConst();
  if (!symbolic) return {};
  std::string out;
  for (const auto& r : m.symRanges) out += r.key() + "|";
  return out;
}

}  // namespace

bool isIndirectSymbol(const std::string& name) {
  return name.find("indirect") != std::string::npos || name.find("tmp") != std::string::npos;
}

std::string DepRec::repr() const { return ir::depRepr(toIr()); }

ir::Dep DepRec::toIr() const {
  switch (kind) {
    case Kind::Memory: return ir::MemoryDep{name, index, ranges, mode};
    case Kind::Star: {
      ir::StarDep s{name, mode, true};
      return s;
    }
    case Kind::Weak: return ir::WeakDep{name, mutatingBuf, isFake};
  }
  return ir::StarDep{name, mode, true};
}

std::size_t DepTable::hashOf(const DepRec& d) {
  std::size_t h = std::hash<std::string>{}(d.name) * 31 + static_cast<std::size_t>(d.kind);
  auto mix = [&](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
  switch (d.kind) {
    case DepRec::Kind::Memory:
      mix(d.index.hash());
      for (const auto& [v, n] : d.ranges) {
        mix(std::hash<std::string>{}(v));
        mix(std::hash<std::int64_t>{}(n));
      }
      if (!d.symbolic.empty()) mix(std::hash<std::string>{}(d.symbolic));
      break;
    case DepRec::Kind::Star: break;
    case DepRec::Kind::Weak: mix(std::hash<std::string>{}(d.mutatingBuf)); break;
  }
  if (d.mode) mix(std::hash<std::string>{}(*d.mode));
  return h;
}

bool DepTable::same(const DepRec& a, const DepRec& b) {
  if (a.kind != b.kind || a.name != b.name || a.mode != b.mode) return false;
  switch (a.kind) {
    case DepRec::Kind::Memory: return a.index == b.index && a.ranges == b.ranges && a.symbolic == b.symbolic;
    case DepRec::Kind::Star: return true;
    case DepRec::Kind::Weak: return a.mutatingBuf == b.mutatingBuf && a.isFake == b.isFake;
  }
  return false;
}

void DepTable::derive(DepRec& d) const {
  std::optional<BufferFacts> found = lookup_ ? lookup_(d.name) : std::nullopt;
  const bool known = found.has_value();
  const BufferFacts facts = found.value_or(BufferFacts{});
  switch (d.kind) {
    case DepRec::Kind::Memory: {
      thread_local std::vector<const std::string*> symbols;  // scratch: no allocation per dependency
      symbols.clear();
      collectSymbols(d.index, symbols);
      for (const auto* sym : symbols) {
        if (isIndirectSymbol(*sym)) d.indirect = true;
        if (sym->rfind("tmp", 0) == 0) d.hasTmp = true;
      }
      d.integerIndex = d.index.isConst();
      for (const auto& [v, size] : d.ranges) d.rangeProduct *= size;
      d.offset = atZero(d.index);
      d.sizeSymbols = static_cast<int>(ir::sizeSymbolsIn(d.index.str()).size());
      if (d.indirect) {
        d.numel = known ? facts.numel : 0;
      } else {
        std::int64_t n = 1;
        for (const auto& [v, size] : d.ranges)
          for (const auto* sym : symbols)
            if (*sym == v) {
              n *= size;
              break;
            }
        d.numel = n;
      }
      d.bytes = known ? d.numel * facts.itemsize : 0;
      break;
    }
    case DepRec::Kind::Star:
      d.numel = known ? facts.numel : 0;
      d.bytes = known ? facts.numel * facts.itemsize : 0;
      break;
    case DepRec::Kind::Weak:
      d.numel = 1;
      d.bytes = 1;  // WeakDep.numbytes_hint: purely for ordering
      break;
  }
}

int DepTable::hintForm(int id) {
  if (deps_[static_cast<std::size_t>(id)].symbolic.empty()) return id;
  const DepRec& d = deps_[static_cast<std::size_t>(id)];
  DepRec probe;  // the identity fields only: add() derives the rest
  probe.kind = d.kind;
  probe.name = d.name;
  probe.index = d.index;
  probe.ranges = d.ranges;
  probe.mode = d.mode;
  return intern(std::move(probe));
}

int DepTable::intern(DepRec dep) {
  const std::size_t h = hashOf(dep);
  auto [lo, hi] = index_.equal_range(h);
  for (auto it = lo; it != hi; ++it)
    if (same(deps_[static_cast<std::size_t>(it->second)], dep)) return it->second;
  return add(std::move(dep), h);
}

int DepTable::add(DepRec&& dep, std::size_t h) {
  derive(dep);
  int id = static_cast<int>(deps_.size());
  deps_.push_back(std::move(dep));
  index_.emplace(h, id);
  return id;
}

int DepTable::intern(const ir::Dep& dep) {
  // Look up before building a DepRec: most printed dependencies repeat.
  std::size_t h = 0;
  auto find = [&](auto&& equal) -> int {
    auto [lo, hi] = index_.equal_range(h);
    for (auto it = lo; it != hi; ++it)
      if (equal(deps_[static_cast<std::size_t>(it->second)])) return it->second;
    return -1;
  };
  if (const auto* m = std::get_if<ir::MemoryDep>(&dep)) {
    const std::string symbolic = symbolicForm(*m);
    h = std::hash<std::string>{}(m->name) * 31 + static_cast<std::size_t>(DepRec::Kind::Memory);
    auto mix = [&](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
    mix(m->index.hash());
    for (const auto& [v, n] : m->var_ranges) {
      mix(std::hash<std::string>{}(v));
      mix(std::hash<std::int64_t>{}(n));
    }
    if (!symbolic.empty()) mix(std::hash<std::string>{}(symbolic));
    if (m->mode) mix(std::hash<std::string>{}(*m->mode));
    int found = find([&](const DepRec& r) {
      return r.kind == DepRec::Kind::Memory && r.name == m->name && r.mode == m->mode && r.index == m->index &&
             r.ranges == m->var_ranges && r.symbolic == symbolic;
    });
    if (found >= 0) return found;
    DepRec probe;
    probe.kind = DepRec::Kind::Memory;
    probe.name = m->name;
    probe.index = m->index;
    probe.ranges = m->var_ranges;
    probe.mode = m->mode;
    probe.symbolic = symbolic;
    if (!symbolic.empty()) probe.symRanges = m->symRanges;
    return add(std::move(probe), h);  // h is hashOf(probe)
  }
  DepRec probe;
  if (const auto* st = std::get_if<ir::StarDep>(&dep)) {
    probe.kind = DepRec::Kind::Star;
    probe.name = st->name;
    // "mode=None" prints as None; keep absent for equality with code-made StarDeps.
    if (auto m = st->storeMode()) probe.mode = m;
  } else {
    const auto& w = std::get<ir::WeakDep>(dep);
    probe.kind = DepRec::Kind::Weak;
    probe.name = w.name;
    probe.mutatingBuf = w.mutating_buf;
    probe.isFake = w.is_fake;
  }
  return intern(std::move(probe));
}

}  // namespace fs::fusion
