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

std::string DepTable::keyOf(const DepRec& d) const {
  std::string k;
  switch (d.kind) {
    case DepRec::Kind::Memory:
      k = "M|" + d.name + "|" + d.index.key() + "|";
      for (const auto& [v, n] : d.ranges) k += v + ":" + std::to_string(n) + ",";
      k += "|" + d.mode.value_or("");
      break;
    case DepRec::Kind::Star: k = "S|" + d.name + "|" + d.mode.value_or(""); break;
    case DepRec::Kind::Weak: k = "W|" + d.name + "|" + d.mutatingBuf + (d.isFake ? "|1" : "|0"); break;
  }
  return k;
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
  std::string key = keyOf(dep);
  auto it = index_.find(key);
  if (it != index_.end()) return it->second;
  derive(dep);
  int id = static_cast<int>(deps_.size());
  deps_.push_back(std::move(dep));
  index_.emplace(std::move(key), id);
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
