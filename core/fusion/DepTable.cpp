#include "core/fusion/DepTable.h"

#include <algorithm>

namespace fs::fusion {

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
    case DepRec::Kind::Memory: return a.index == b.index && a.ranges == b.ranges;
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
      auto symbols = d.index.freeSymbols();
      for (const auto& s : symbols) {
        if (isIndirectSymbol(s)) d.indirect = true;
        if (s.rfind("tmp", 0) == 0) d.hasTmp = true;
      }
      d.integerIndex = d.index.isConst();
      for (const auto& [v, size] : d.ranges) d.rangeProduct *= size;
      try {
        d.offset = d.index.evaluate([](const std::string&) -> std::int64_t { return 0; });
      } catch (const std::exception&) {
        d.offset = 0;
      }
      if (d.indirect) {
        d.numel = known ? facts.numel : 0;
      } else {
        std::int64_t n = 1;
        for (const auto& [v, size] : d.ranges)
          if (std::find(symbols.begin(), symbols.end(), v) != symbols.end()) n *= size;
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

int DepTable::intern(DepRec dep) {
  const std::size_t h = hashOf(dep);
  auto [lo, hi] = index_.equal_range(h);
  for (auto it = lo; it != hi; ++it)
    if (same(deps_[static_cast<std::size_t>(it->second)], dep)) return it->second;
  derive(dep);
  int id = static_cast<int>(deps_.size());
  deps_.push_back(std::move(dep));
  index_.emplace(h, id);
  return id;
}

int DepTable::intern(const ir::Dep& dep) {
  DepRec r;
  if (const auto* m = std::get_if<ir::MemoryDep>(&dep)) {
    r.kind = DepRec::Kind::Memory;
    r.name = m->name;
    r.index = m->index;
    r.ranges = m->var_ranges;
    r.mode = m->mode;
  } else if (const auto* s = std::get_if<ir::StarDep>(&dep)) {
    r.kind = DepRec::Kind::Star;
    r.name = s->name;
    // "mode=None" prints as None; keep absent for equality with code-made StarDeps.
    if (s->mode && *s->mode != "None") r.mode = s->mode;
  } else {
    const auto& w = std::get<ir::WeakDep>(dep);
    r.kind = DepRec::Kind::Weak;
    r.name = w.name;
    r.mutatingBuf = w.mutating_buf;
    r.isFake = w.is_fake;
  }
  return intern(std::move(r));
}

}  // namespace fs::fusion
