// AncestorSet: Inductor's `node.ancestors` for every pre-fusion node, as a
// lower-triangular bit matrix over pre-fusion positions.
//
// Contract: nodes are numbered by their position in the (topologically
// sorted) pre-fusion order, so every ancestor of node i has a smaller number
// and row i needs only i bits. contains(i, j) says whether j is an ancestor of
// i (Scheduler.compute_ancestors: the transitive producers through
// unmet_dependencies). Memory is n*n/16 bytes (156 MB for 50,000 nodes).
#pragma once

#include <cstdint>
#include <vector>

namespace fs::fusion {

class AncestorSet {
 public:
  AncestorSet() = default;
  explicit AncestorSet(int n);

  int size() const { return n_; }
  /// Adds j (< i) and all of j's ancestors to i's row.
  void addWithAncestors(int i, int j);
  bool contains(int i, int j) const {
    if (j >= i) return false;
    return (bits_[offset_[static_cast<std::size_t>(i)] + static_cast<std::size_t>(j >> 6)] >> (j & 63)) & 1U;
  }
  /// ORs row i into `out` (out must have wordsFor(size()) words).
  void orRowInto(int i, std::vector<std::uint64_t>& out) const;
  /// Number of 64-bit words in row i.
  std::size_t rowWords(int i) const { return static_cast<std::size_t>((i + 63) >> 6); }
  const std::uint64_t* row(int i) const { return bits_.data() + offset_[static_cast<std::size_t>(i)]; }
  static std::size_t wordsFor(int n) { return static_cast<std::size_t>((n + 63) >> 6); }
  std::size_t bytes() const { return bits_.size() * sizeof(std::uint64_t); }

 private:
  int n_ = 0;
  std::vector<std::size_t> offset_;
  std::vector<std::uint64_t> bits_;
};

}  // namespace fs::fusion
