#include "core/fusion/AncestorSet.h"

namespace fs::fusion {

AncestorSet::AncestorSet(int n) : n_(n), offset_(static_cast<std::size_t>(n) + 1, 0) {
  std::size_t total = 0;
  for (int i = 0; i < n; ++i) {
    offset_[static_cast<std::size_t>(i)] = total;
    total += rowWords(i);
  }
  offset_[static_cast<std::size_t>(n)] = total;
  bits_.assign(total, 0);
}

void AncestorSet::addWithAncestors(int i, int j) {
  if (j >= i || j < 0) return;
  std::uint64_t* dst = bits_.data() + offset_[static_cast<std::size_t>(i)];
  const std::uint64_t* src = bits_.data() + offset_[static_cast<std::size_t>(j)];
  const std::size_t words = rowWords(j);
  for (std::size_t w = 0; w < words; ++w) dst[w] |= src[w];
  dst[static_cast<std::size_t>(j >> 6)] |= std::uint64_t{1} << (j & 63);
}

void AncestorSet::orRowInto(int i, std::vector<std::uint64_t>& out) const {
  const std::uint64_t* src = row(i);
  const std::size_t words = rowWords(i);
  for (std::size_t w = 0; w < words; ++w) out[w] |= src[w];
}

}  // namespace fs::fusion
