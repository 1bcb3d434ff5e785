// AncestorSet: Inductor's `node.ancestors` for every pre-fusion node, as a
// lower-triangular bit matrix over pre-fusion positions whose rows share
// storage.
//
// Contract: nodes are numbered by their position in the (topologically
// sorted) pre-fusion order, so every ancestor of node i has a smaller number
// and row i needs only i bits. contains(i, j) says whether j is an ancestor of
// i (Scheduler.compute_ancestors: the transitive producers through
// unmet_dependencies). A row is a list of 512-bit blocks held by index; rows
// that agree on a block (a node and its producers on everything they share,
// the empty blocks of every row) hold the same block, and a block is written
// only by the row that made it. Memory is n*n/256 bytes of block indices
// (10 MB for 50,000 nodes) plus 64 bytes per block made, usually a few per
// node (the dense matrix was n*n/16 bytes). Any order of addWithAncestors
// calls gives the same rows as copying j's row into i's at the time of the call.
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
    if (j >= i || j < 0) return false;
    const std::uint32_t b = rows_[offset_[static_cast<std::size_t>(i)] + static_cast<std::size_t>(j >> kBlockShift)];
    return (blocks_[b * kBlockWords + static_cast<std::size_t>((j >> 6) & (kBlockWords - 1))] >> (j & 63)) & 1U;
  }
  /// ORs row i into `out` (out must have at least rowWords(i) words).
  void orRowInto(int i, std::vector<std::uint64_t>& out) const;
  /// Number of 64-bit words in row i.
  std::size_t rowWords(int i) const { return static_cast<std::size_t>((i + 63) >> 6); }
  static std::size_t wordsFor(int n) { return static_cast<std::size_t>((n + 63) >> 6); }
  /// Memory held (block indices, blocks, row offsets).
  std::size_t bytes() const {
    return rows_.size() * sizeof(std::uint32_t) + blocks_.size() * sizeof(std::uint64_t) +
           offset_.size() * sizeof(std::size_t);
  }
  /// Blocks made, the shared empty block included.
  std::size_t blockCount() const { return blocks_.size() / kBlockWords; }

 private:
  static constexpr int kBlockShift = 9;  // 512 bits
  static constexpr std::size_t kBlockWords = 8;
  std::size_t rowBlocks(int i) const { return static_cast<std::size_t>((i + (1 << kBlockShift) - 1) >> kBlockShift); }
  /// A new block (a copy of block `from`); blocks_ may move.
  std::uint32_t newBlock(std::uint32_t from);

  int n_ = 0;
  std::vector<std::size_t> offset_;   ///< row -> first entry in rows_
  std::vector<std::uint32_t> rows_;   ///< block index per (row, block); 0 is the empty block
  std::vector<std::uint64_t> blocks_;
  int openRow_ = -1;            ///< the row the blocks from `firstOwned_` on belong to
  std::uint32_t firstOwned_ = 0;
};

}  // namespace fs::fusion
