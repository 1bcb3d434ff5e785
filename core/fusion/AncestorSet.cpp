#include "core/fusion/AncestorSet.h"

namespace fs::fusion {

AncestorSet::AncestorSet(int n) : n_(n), offset_(static_cast<std::size_t>(n) + 1, 0) {
  std::size_t total = 0;
  for (int i = 0; i < n; ++i) {
    offset_[static_cast<std::size_t>(i)] = total;
    total += rowBlocks(i);
  }
  offset_[static_cast<std::size_t>(n)] = total;
  rows_.assign(total, 0);
  blocks_.reserve(kBlockWords * (static_cast<std::size_t>(n) + 1));
  blocks_.assign(kBlockWords, 0);  // the empty block
  firstOwned_ = 1;
}

std::uint32_t AncestorSet::newBlock(std::uint32_t from) {
  const auto id = static_cast<std::uint32_t>(blocks_.size() / kBlockWords);
  blocks_.resize(blocks_.size() + kBlockWords);
  for (std::size_t w = 0; w < kBlockWords; ++w) blocks_[id * kBlockWords + w] = blocks_[from * kBlockWords + w];
  return id;
}

void AncestorSet::addWithAncestors(int i, int j) {
  if (j >= i || j < 0) return;
  if (i != openRow_) {
    // Blocks made for another row may be shared by now: row i writes only its own.
    openRow_ = i;
    firstOwned_ = static_cast<std::uint32_t>(blocks_.size() / kBlockWords);
  }
  std::uint32_t* dst = rows_.data() + offset_[static_cast<std::size_t>(i)];
  const std::uint32_t* src = rows_.data() + offset_[static_cast<std::size_t>(j)];
  const std::size_t count = rowBlocks(j);
  for (std::size_t k = 0; k < count; ++k) {
    const std::uint32_t a = dst[k], b = src[k];
    if (a == b || b == 0) continue;
    if (a == 0) {
      dst[k] = b;  // share j's block
      continue;
    }
    const std::uint64_t* bw = blocks_.data() + b * kBlockWords;
    if (a >= firstOwned_) {
      std::uint64_t* aw = blocks_.data() + a * kBlockWords;
      for (std::size_t w = 0; w < kBlockWords; ++w) aw[w] |= bw[w];
      continue;
    }
    const std::uint64_t* aw = blocks_.data() + a * kBlockWords;
    bool aHasB = true, bHasA = true;
    for (std::size_t w = 0; w < kBlockWords; ++w) {
      aHasB = aHasB && (aw[w] | bw[w]) == aw[w];
      bHasA = bHasA && (aw[w] | bw[w]) == bw[w];
    }
    if (aHasB) continue;
    if (bHasA) {
      dst[k] = b;
      continue;
    }
    const std::uint32_t c = newBlock(a);
    std::uint64_t* cw = blocks_.data() + c * kBlockWords;
    const std::uint64_t* bw2 = blocks_.data() + b * kBlockWords;
    for (std::size_t w = 0; w < kBlockWords; ++w) cw[w] |= bw2[w];
    dst[k] = c;
  }
  const std::size_t k = static_cast<std::size_t>(j >> kBlockShift);
  const std::size_t w = static_cast<std::size_t>((j >> 6) & static_cast<int>(kBlockWords - 1));
  const std::uint64_t bit = std::uint64_t{1} << (j & 63);
  if (blocks_[dst[k] * kBlockWords + w] & bit) return;
  if (dst[k] < firstOwned_) dst[k] = newBlock(dst[k]);
  blocks_[dst[k] * kBlockWords + w] |= bit;
}

void AncestorSet::orRowInto(int i, std::vector<std::uint64_t>& out) const {
  const std::uint32_t* r = rows_.data() + offset_[static_cast<std::size_t>(i)];
  const std::size_t words = rowWords(i);
  for (std::size_t w = 0; w < words; ++w) out[w] |= blocks_[r[w / kBlockWords] * kBlockWords + w % kBlockWords];
}

}  // namespace fs::fusion
