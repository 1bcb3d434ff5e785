// DepTable: the scheduler's interned dependencies (Inductor's MemoryDep,
// StarDep, WeakDep from torch/_inductor/dependencies.py) with the facts the
// gates ask about each one, computed once.
//
// Contract: intern() returns one small integer per distinct dependency;
// equality is Inductor's dataclass equality (MemoryDep: name, index,
// var_names, size, mode; StarDep: name, mode; WeakDep: name, mutating_buf,
// is_fake), with the index compared in canonical form. Ids are stable for the
// table's lifetime. numel/bytes follow MemoryDep.get_numel / numbytes_hint and
// Scheduler.dep_size_hint (bytes need the buffer's dtype and size, which the
// caller passes as a lookup when interning).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/ir/Dep.h"
#include "core/ir/Expr.h"

namespace fs::fusion {

struct DepRec {
  enum class Kind : std::uint8_t { Memory, Star, Weak };
  Kind kind = Kind::Memory;
  std::string name;
  ir::Expr index;         ///< Memory only
  ir::VarRanges ranges;   ///< Memory only: (var, size) after squeezing
  /// Memory only, dynamic shapes: the symbolic extents (canonical keys), which sympy's
  /// dataclass equality compares: two accesses whose hints agree but whose extents
  /// differ in form (`{d2: (s53//4)}` against `{d2: ((((s53//4))**2)//((s53//4)))}`)
  /// are different MemoryDeps to Inductor. Empty when every extent is an integer.
  /// (The index's symbolic form is not compared: an access derived from the loop body
  /// holds it over the hints only.)
  std::string symbolic;
  /// Memory only, dynamic shapes: the symbolic extents themselves (one per range, as
  /// printed), empty where `symbolic` is.
  std::vector<ir::Expr> symRanges;
  std::optional<std::string> mode;
  std::string mutatingBuf;  ///< Weak only
  bool isFake = false;      ///< Weak only

  // Derived facts.
  std::int64_t numel = 1;   ///< get_numel
  std::int64_t bytes = 0;   ///< dep_size_hint(count_bytes=True)
  bool indirect = false;    ///< index uses indirect*/tmp* symbols
  bool hasTmp = false;      ///< free_symbol_is_type(index, SymT.TMP)
  bool integerIndex = false;  ///< index is a constant (load_seed); excluded from buffer_names()
  std::int64_t rangeProduct = 1;  ///< product of the ranges' sizes (kept by loop merging and reordering)
  std::int64_t offset = 0;        ///< MemoryDep.get_offset() (index with every variable 0)
  /// Size symbols (s21 ...) in the index as printed: `index` holds their hints, but
  /// sympy's index.free_symbols counts them (decide_loop_order_to_match).
  int sizeSymbols = 0;

  bool isMemory() const { return kind == Kind::Memory; }
  int numVars() const { return static_cast<int>(ranges.size()); }
  std::string repr() const;
  ir::Dep toIr() const;
};

/// Sizes of a buffer as the dependency table needs them.
struct BufferFacts {
  std::int64_t numel = 0;
  int itemsize = 0;  ///< 0 when the layout has no dtype (NoneLayout / MultiOutputLayout)
};

class DepTable {
 public:
  using BufferLookup = std::function<std::optional<BufferFacts>(const std::string&)>;
  explicit DepTable(BufferLookup lookup = {}) : lookup_(std::move(lookup)) {}

  int intern(DepRec dep);
  int intern(const ir::Dep& dep);
  /// The id of `id`'s dependency without its symbolic form (DepRec::symbolic): what a
  /// dependency derived from the loop body, over the hints, is equal to.
  int hintForm(int id);
  const DepRec& operator[](int id) const { return deps_[static_cast<std::size_t>(id)]; }
  std::size_t size() const { return deps_.size(); }
  void setLookup(BufferLookup lookup) { lookup_ = std::move(lookup); }
  void reserve(std::size_t n) {
    deps_.reserve(n);
    index_.reserve(n);
  }

 private:
  static std::size_t hashOf(const DepRec& d);
  static bool same(const DepRec& a, const DepRec& b);
  /// Appends a dependency not in the table yet; h = hashOf(dep).
  int add(DepRec&& dep, std::size_t h);
  void derive(DepRec& d) const;
  BufferLookup lookup_;
  std::vector<DepRec> deps_;
  std::unordered_multimap<std::size_t, int> index_;
};

/// Inductor's `is_indirect` test on a symbol name (regex `indirect|tmp`).
bool isIndirectSymbol(const std::string& name);

}  // namespace fs::fusion
