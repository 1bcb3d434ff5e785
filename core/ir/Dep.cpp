#include "core/ir/Dep.h"

namespace fs::ir {

std::int64_t MemoryDep::numel() const {
  std::int64_t n = 1;
  for (const auto& [name, extent] : var_ranges) n *= extent;
  return n;
}

const std::string& depName(const Dep& dep) {
  return std::visit([](const auto& d) -> const std::string& { return d.name; }, dep);
}

std::string varRangesRepr(const VarRanges& ranges, const SymExtents& sym) {
  std::string s = "{";
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    if (i) s += ", ";
    s += ranges[i].first + ": " + (i < sym.size() ? sym[i].str() : std::to_string(ranges[i].second));
  }
  return s + "}";
}

std::string depRepr(const Dep& dep) {
  if (const auto* m = std::get_if<MemoryDep>(&dep)) {
    std::string s = "MemoryDep('" + m->name + "', " + m->index.str() + ", " + varRangesRepr(m->var_ranges, m->symRanges);
    if (m->mode) s += (m->modeKeyword ? ", mode=" : ", ") + *m->mode;
    return s + ")";
  }
  if (const auto* st = std::get_if<StarDep>(&dep)) {
    std::string s = "StarDep(name='" + st->name + "'";
    if (st->printsMode) s += ", mode=" + st->mode.value_or("None");
    return s + ")";
  }
  const auto& w = std::get<WeakDep>(dep);
  std::string s = "WeakDep(name='" + w.name + "', mutating_buf='" + w.mutating_buf + "'";
  if (w.printsFake) s += std::string(", is_fake=") + (w.is_fake ? "True" : "False");
  return s + ")";
}

}  // namespace fs::ir
