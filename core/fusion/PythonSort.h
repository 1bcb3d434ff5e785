// PythonSort: CPython 3.12's list.sort (timsort with powersort merging),
// driven only by a less-than predicate, as Python drives it by __lt__.
//
// Contract: pythonSort(v, less, reverse) leaves `v` in exactly the order
// `list.sort(key=..., reverse=reverse)` gives when the keys compare with
// `less`, including for predicates that are not a strict weak ordering (such
// as Inductor's FusionScore.__lt__, whose 16x memory-ratio rule is not
// transitive): the same comparisons are made in the same order. reverse=True
// reverses, sorts stably, and reverses back, as CPython does. This is an
// independent implementation of the algorithm described in CPython's
// Objects/listsort.txt.
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace fs::fusion {

template <class T, class Less>
class PythonSorter {
 public:
  PythonSorter(std::vector<T>& v, Less less) : v_(v), less_(std::move(less)) {}

  void sort() {
    const std::ptrdiff_t n = static_cast<std::ptrdiff_t>(v_.size());
    if (n < 2) return;
    listLen_ = n;
    std::ptrdiff_t lo = 0, remaining = n;
    const std::ptrdiff_t minrun = computeMinrun(n);
    do {
      bool descending = false;
      std::ptrdiff_t run = countRun(lo, lo + remaining, descending);
      if (descending) std::reverse(v_.begin() + lo, v_.begin() + lo + run);
      if (run < minrun) {
        const std::ptrdiff_t force = remaining <= minrun ? remaining : minrun;
        binarySort(lo, lo + force, lo + run);
        run = force;
      }
      foundNewRun(run);
      pending_.push_back({lo, run, 0});
      lo += run;
      remaining -= run;
    } while (remaining);
    forceCollapse();
  }

 private:
  struct Run {
    std::ptrdiff_t base, len;
    int power;
  };
  static constexpr std::ptrdiff_t kMinGallop = 7;

  bool lt(const T& a, const T& b) { return less_(a, b); }

  static std::ptrdiff_t computeMinrun(std::ptrdiff_t n) {
    std::ptrdiff_t r = 0;
    while (n >= 64) {
      r |= n & 1;
      n >>= 1;
    }
    return n + r;
  }

  std::ptrdiff_t countRun(std::ptrdiff_t lo, std::ptrdiff_t hi, bool& descending) {
    descending = false;
    std::ptrdiff_t p = lo + 1;
    if (p == hi) return 1;
    std::ptrdiff_t n = 2;
    if (lt(v_[p], v_[p - 1])) {
      descending = true;
      for (p = p + 1; p < hi; ++p, ++n)
        if (!lt(v_[p], v_[p - 1])) break;
    } else {
      for (p = p + 1; p < hi; ++p, ++n)
        if (lt(v_[p], v_[p - 1])) break;
    }
    return n;
  }

  void binarySort(std::ptrdiff_t lo, std::ptrdiff_t hi, std::ptrdiff_t start) {
    if (lo == start) ++start;
    for (; start < hi; ++start) {
      std::ptrdiff_t l = lo, r = start;
      T pivot = std::move(v_[start]);
      do {
        std::ptrdiff_t p = l + ((r - l) >> 1);
        if (lt(pivot, v_[p]))
          r = p;
        else
          l = p + 1;
      } while (l < r);
      for (std::ptrdiff_t p = start; p > l; --p) v_[p] = std::move(v_[p - 1]);
      v_[l] = std::move(pivot);
    }
  }

  static int powerloop(std::ptrdiff_t s1, std::ptrdiff_t n1, std::ptrdiff_t n2, std::ptrdiff_t n) {
    int result = 0;
    std::ptrdiff_t a = 2 * s1 + n1;
    std::ptrdiff_t b = a + n1 + n2;
    for (;;) {
      ++result;
      if (a >= n) {
        a -= n;
        b -= n;
      } else if (b >= n) {
        break;
      }
      a <<= 1;
      b <<= 1;
    }
    return result;
  }

  void foundNewRun(std::ptrdiff_t n2) {
    if (pending_.empty()) return;
    const Run& top = pending_.back();
    int power = powerloop(top.base, top.len, n2, listLen_);
    while (pending_.size() > 1 && pending_[pending_.size() - 2].power > power) mergeAt(pending_.size() - 2);
    pending_.back().power = power;
  }

  void forceCollapse() {
    while (pending_.size() > 1) {
      std::size_t n = pending_.size() - 2;
      if (n > 0 && pending_[n - 1].len < pending_[n + 1].len) --n;
      mergeAt(n);
    }
  }

  // a[lastofs] < key <= a[ofs]: leftmost insertion point in v_[base, base+n).
  std::ptrdiff_t gallopLeft(const T& key, std::ptrdiff_t base, std::ptrdiff_t n, std::ptrdiff_t hint) {
    std::ptrdiff_t lastofs = 0, ofs = 1;
    auto at = [&](std::ptrdiff_t i) -> const T& { return v_[base + i]; };
    if (lt(at(hint), key)) {
      const std::ptrdiff_t maxofs = n - hint;
      while (ofs < maxofs) {
        if (lt(at(hint + ofs), key)) {
          lastofs = ofs;
          ofs = (ofs << 1) + 1;
        } else {
          break;
        }
      }
      if (ofs > maxofs) ofs = maxofs;
      lastofs += hint;
      ofs += hint;
    } else {
      const std::ptrdiff_t maxofs = hint + 1;
      while (ofs < maxofs) {
        if (lt(at(hint - ofs), key)) break;
        lastofs = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > maxofs) ofs = maxofs;
      std::ptrdiff_t k = lastofs;
      lastofs = hint - ofs;
      ofs = hint - k;
    }
    ++lastofs;
    while (lastofs < ofs) {
      std::ptrdiff_t m = lastofs + ((ofs - lastofs) >> 1);
      if (lt(at(m), key))
        lastofs = m + 1;
      else
        ofs = m;
    }
    return ofs;
  }

  // a[lastofs] <= key < a[ofs]: rightmost insertion point.
  std::ptrdiff_t gallopRight(const T& key, const T* a, std::ptrdiff_t n, std::ptrdiff_t hint) {
    std::ptrdiff_t lastofs = 0, ofs = 1;
    if (lt(key, a[hint])) {
      const std::ptrdiff_t maxofs = hint + 1;
      while (ofs < maxofs) {
        if (lt(key, a[hint - ofs])) {
          lastofs = ofs;
          ofs = (ofs << 1) + 1;
        } else {
          break;
        }
      }
      if (ofs > maxofs) ofs = maxofs;
      std::ptrdiff_t k = lastofs;
      lastofs = hint - ofs;
      ofs = hint - k;
    } else {
      const std::ptrdiff_t maxofs = n - hint;
      while (ofs < maxofs) {
        if (lt(key, a[hint + ofs])) break;
        lastofs = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > maxofs) ofs = maxofs;
      lastofs += hint;
      ofs += hint;
    }
    ++lastofs;
    while (lastofs < ofs) {
      std::ptrdiff_t m = lastofs + ((ofs - lastofs) >> 1);
      if (lt(key, a[m]))
        ofs = m;
      else
        lastofs = m + 1;
    }
    return ofs;
  }

  // Same as gallopLeft but over an arbitrary array.
  std::ptrdiff_t gallopLeftArr(const T& key, const T* a, std::ptrdiff_t n, std::ptrdiff_t hint) {
    std::ptrdiff_t lastofs = 0, ofs = 1;
    if (lt(a[hint], key)) {
      const std::ptrdiff_t maxofs = n - hint;
      while (ofs < maxofs) {
        if (lt(a[hint + ofs], key)) {
          lastofs = ofs;
          ofs = (ofs << 1) + 1;
        } else {
          break;
        }
      }
      if (ofs > maxofs) ofs = maxofs;
      lastofs += hint;
      ofs += hint;
    } else {
      const std::ptrdiff_t maxofs = hint + 1;
      while (ofs < maxofs) {
        if (lt(a[hint - ofs], key)) break;
        lastofs = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > maxofs) ofs = maxofs;
      std::ptrdiff_t k = lastofs;
      lastofs = hint - ofs;
      ofs = hint - k;
    }
    ++lastofs;
    while (lastofs < ofs) {
      std::ptrdiff_t m = lastofs + ((ofs - lastofs) >> 1);
      if (lt(a[m], key))
        lastofs = m + 1;
      else
        ofs = m;
    }
    return ofs;
  }

  void mergeAt(std::size_t i) {
    std::ptrdiff_t baseA = pending_[i].base, na = pending_[i].len;
    std::ptrdiff_t baseB = pending_[i + 1].base, nb = pending_[i + 1].len;
    pending_[i].len = na + nb;
    if (i + 3 == pending_.size()) pending_[i + 1] = pending_[i + 2];
    pending_.pop_back();

    std::ptrdiff_t k = gallopRight(v_[baseB], v_.data() + baseA, na, 0);
    baseA += k;
    na -= k;
    if (na == 0) return;
    nb = gallopLeftArr(v_[baseA + na - 1], v_.data() + baseB, nb, nb - 1);
    if (nb <= 0) return;
    if (na <= nb)
      mergeLo(baseA, na, baseB, nb);
    else
      mergeHi(baseA, na, baseB, nb);
  }

  void mergeLo(std::ptrdiff_t baseA, std::ptrdiff_t na, std::ptrdiff_t baseB, std::ptrdiff_t nb) {
    std::vector<T> tmp(std::make_move_iterator(v_.begin() + baseA), std::make_move_iterator(v_.begin() + baseA + na));
    std::ptrdiff_t dest = baseA, pa = 0, pb = baseB;
    v_[dest++] = std::move(v_[pb++]);
    --nb;
    std::ptrdiff_t minGallop = minGallop_;
    if (nb == 0) goto Succeed;
    if (na == 1) goto CopyB;
    for (;;) {
      std::ptrdiff_t acount = 0, bcount = 0;
      for (;;) {
        if (lt(v_[pb], tmp[static_cast<std::size_t>(pa)])) {
          v_[dest++] = std::move(v_[pb++]);
          ++bcount;
          acount = 0;
          --nb;
          if (nb == 0) goto Succeed;
          if (bcount >= minGallop) break;
        } else {
          v_[dest++] = std::move(tmp[static_cast<std::size_t>(pa++)]);
          ++acount;
          bcount = 0;
          --na;
          if (na == 1) goto CopyB;
          if (acount >= minGallop) break;
        }
      }
      ++minGallop;
      do {
        minGallop -= minGallop > 1;
        minGallop_ = minGallop;
        std::ptrdiff_t k = gallopRight(v_[pb], tmp.data() + pa, na, 0);
        acount = k;
        if (k) {
          for (std::ptrdiff_t i = 0; i < k; ++i) v_[dest++] = std::move(tmp[static_cast<std::size_t>(pa++)]);
          na -= k;
          if (na == 1) goto CopyB;
          if (na == 0) goto Succeed;
        }
        v_[dest++] = std::move(v_[pb++]);
        --nb;
        if (nb == 0) goto Succeed;
        k = gallopLeftArr(tmp[static_cast<std::size_t>(pa)], v_.data() + pb, nb, 0);
        bcount = k;
        if (k) {
          for (std::ptrdiff_t i = 0; i < k; ++i) v_[dest++] = std::move(v_[pb++]);
          nb -= k;
          if (nb == 0) goto Succeed;
        }
        v_[dest++] = std::move(tmp[static_cast<std::size_t>(pa++)]);
        --na;
        if (na == 1) goto CopyB;
      } while (acount >= kMinGallop || bcount >= kMinGallop);
      ++minGallop;
      minGallop_ = minGallop;
    }
  Succeed:
    for (std::ptrdiff_t i = 0; i < na; ++i) v_[dest++] = std::move(tmp[static_cast<std::size_t>(pa++)]);
    return;
  CopyB:
    for (std::ptrdiff_t i = 0; i < nb; ++i) v_[dest++] = std::move(v_[pb++]);
    v_[dest] = std::move(tmp[static_cast<std::size_t>(pa)]);
  }

  void mergeHi(std::ptrdiff_t baseA, std::ptrdiff_t na, std::ptrdiff_t baseB, std::ptrdiff_t nb) {
    std::vector<T> tmp(std::make_move_iterator(v_.begin() + baseB), std::make_move_iterator(v_.begin() + baseB + nb));
    std::ptrdiff_t dest = baseB + nb - 1;
    std::ptrdiff_t pa = baseA + na - 1;  // last of a (in v_)
    std::ptrdiff_t pb = nb - 1;          // last of b (in tmp)
    v_[dest--] = std::move(v_[pa--]);
    --na;
    std::ptrdiff_t minGallop = minGallop_;
    if (na == 0) goto Succeed;
    if (nb == 1) goto CopyA;
    for (;;) {
      std::ptrdiff_t acount = 0, bcount = 0;
      for (;;) {
        if (lt(tmp[static_cast<std::size_t>(pb)], v_[pa])) {
          v_[dest--] = std::move(v_[pa--]);
          ++acount;
          bcount = 0;
          --na;
          if (na == 0) goto Succeed;
          if (acount >= minGallop) break;
        } else {
          v_[dest--] = std::move(tmp[static_cast<std::size_t>(pb--)]);
          ++bcount;
          acount = 0;
          --nb;
          if (nb == 1) goto CopyA;
          if (bcount >= minGallop) break;
        }
      }
      ++minGallop;
      do {
        minGallop -= minGallop > 1;
        minGallop_ = minGallop;
        std::ptrdiff_t k = gallopRight(tmp[static_cast<std::size_t>(pb)], v_.data() + baseA, na, na - 1);
        k = na - k;
        acount = k;
        if (k) {
          for (std::ptrdiff_t i = 0; i < k; ++i) v_[dest--] = std::move(v_[pa--]);
          na -= k;
          if (na == 0) goto Succeed;
        }
        v_[dest--] = std::move(tmp[static_cast<std::size_t>(pb--)]);
        --nb;
        if (nb == 1) goto CopyA;
        k = gallopLeftArr(v_[pa], tmp.data(), nb, nb - 1);
        k = nb - k;
        bcount = k;
        if (k) {
          for (std::ptrdiff_t i = 0; i < k; ++i) v_[dest--] = std::move(tmp[static_cast<std::size_t>(pb--)]);
          nb -= k;
          if (nb == 1) goto CopyA;
          if (nb == 0) goto Succeed;
        }
        v_[dest--] = std::move(v_[pa--]);
        --na;
        if (na == 0) goto Succeed;
      } while (acount >= kMinGallop || bcount >= kMinGallop);
      ++minGallop;
      minGallop_ = minGallop;
    }
  Succeed:
    for (std::ptrdiff_t i = 0; i < nb; ++i) v_[dest--] = std::move(tmp[static_cast<std::size_t>(pb--)]);
    return;
  CopyA:
    for (std::ptrdiff_t i = 0; i < na; ++i) v_[dest--] = std::move(v_[pa--]);
    v_[dest] = std::move(tmp[static_cast<std::size_t>(pb)]);
  }

  std::vector<T>& v_;
  Less less_;
  std::vector<Run> pending_;
  std::ptrdiff_t listLen_ = 0;
  std::ptrdiff_t minGallop_ = kMinGallop;
};

/// list.sort(key=..., reverse=reverse) with keys compared by `less`.
template <class T, class Less>
void pythonSort(std::vector<T>& v, Less less, bool reverse = false) {
  if (reverse) std::reverse(v.begin(), v.end());
  PythonSorter<T, Less>(v, std::move(less)).sort();
  if (reverse) std::reverse(v.begin(), v.end());
}

}  // namespace fs::fusion
