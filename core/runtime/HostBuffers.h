// HostBuffers: host storage for every buffer of a graph, random inputs, poisoning
// and comparison against a reference.
//
// Contract: a BufferPool maps buffer names to HostTensors sized by the BufferTable
// (storageNumel elements of the buffer's dtype; tuple buffers get none).
// fillInputs() gives graph inputs fresh random values, never zeros but for masks:
//   an additive attention mask ((1 - m) * -1e6: a float input reaching a multiplication
//          by a constant of magnitude >= 1e4): 0 or 1, three of four 1;
//   float: |v| uniform in [0.5, 1.5) with a random sign; positive where the graph
//          takes a square root, logarithm or reciprocal of the input (BatchNorm
//          variances); int64 inputs that index another buffer (set_indirect): uniform
//          in [0, rows of the indexed buffer); other ints: [1, 8]; bool: random.
// compare() implements the stated tolerance: an element passes when
//   |got - want| <= atol + rtol * |want|, rtol = 1e-4 (float32), 2e-3 (float16) or
//   1.6e-2 (bfloat16: two units in the last place; the type the kernel rounds to, where it
//   is narrower than the stored one: roundingOf), atol = rtol * rms(want over the
//   buffer) (1e-5 floor: torch.testing.assert_close's float32 atol; a sum that cancels
//   to about 0, as a BatchNorm backward's sum of (x - mean) does with the forward's real
//   values, is off by float32's rounding of its terms, a few 1e-6, while the result is ~1e-8);
// integer and bool buffers must match exactly; complex ones compare as their float pairs. NaN in the reference marks elements
// the reference never wrote (layout padding): they are skipped.
#pragma once

#include <complex>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/codegen/BufferTable.h"

namespace fs::runtime {

struct HostTensor {
  codegen::DType dtype = codegen::DType::F32;
  std::int64_t numel = 0;
  std::vector<std::uint8_t> bytes;
  std::vector<std::uint8_t> written;  ///< reference only: 1 where a node stored

  void* data() { return bytes.data(); }
  const void* data() const { return bytes.data(); }
  /// Element i as a double; of a complex tensor, its real part.
  double get(std::int64_t i) const;
  /// Stores v at element i; into a complex tensor, v + 0i.
  void set(std::int64_t i, double v);
  /// Element i as a complex number: complex64/complex128 hold the pair (real, imaginary)
  /// in their element; other types give (get(i), 0).
  std::complex<double> getComplex(std::int64_t i) const;
  /// Stores z at element i; a real type keeps z's real part (as PyTorch's copy_ of a
  /// complex tensor into a real one does).
  void setComplex(std::int64_t i, std::complex<double> z);
};

using BufferPool = std::map<std::string, HostTensor>;

/// Walks a strided view's elements in row-major order, from its element `start`:
/// offset() is the storage offset of the element it is at (the view's offset plus the
/// sum of index x stride), next() steps to the following element. Starting anywhere lets
/// a view's elements be split into chunks, one per thread.
class StridedCursor {
 public:
  StridedCursor(const std::vector<std::int64_t>& sizes, const std::vector<std::int64_t>& strides,
                std::int64_t offset, std::int64_t start)
      : sizes_(sizes), strides_(strides), idx_(sizes.size(), 0), off_(offset) {
    for (std::size_t d = sizes.size(); d-- > 0;) {
      if (sizes[d] <= 0) break;
      idx_[d] = start % sizes[d];
      start /= sizes[d];
      off_ += idx_[d] * strides[d];
    }
  }
  std::int64_t offset() const { return off_; }
  void next() {
    for (std::size_t d = idx_.size(); d-- > 0;) {
      off_ += strides_[d];
      if (++idx_[d] < sizes_[d]) return;
      off_ -= idx_[d] * strides_[d];
      idx_[d] = 0;
    }
  }

 private:
  const std::vector<std::int64_t>& sizes_;
  const std::vector<std::int64_t>& strides_;
  std::vector<std::int64_t> idx_;
  std::int64_t off_;
};

/// Allocates every buffer with a storage (outputs NaN-poisoned, inputs zeroed until filled):
/// every type kernels compute in (codegen::isSupported), and complex64/complex128 (which
/// only library calls read and write).
BufferPool allocatePool(const codegen::BufferTable& table);
/// Random graph inputs (see above); `seed` makes runs reproducible.
void fillInputs(const codegen::BufferTable& table, BufferPool& pool, std::uint64_t seed);
/// Fills a tensor with the poison pattern (NaN for floats, 0x5A bytes otherwise).
void poison(HostTensor& t);
/// dst[i] = src[i] for i < min(src.numel, dst.numel), converted through double (set/get:
/// float16 and bfloat16 round to nearest even), on OpenMP threads; `written` is untouched.
void convertInto(const HostTensor& src, HostTensor& dst);
/// The values an update in place of `name` starts from (the buffer it mutates, in
/// `pool`, when its storage matches), nullptr for any other buffer.
const HostTensor* mutatedValues(const codegen::BufferTable& table, const std::string& name, const BufferPool& pool);
/// Gets output `name` ready for its producer to run: a mutation's buffer
/// (BufferDesc::mutated) starts as the mutated buffer's values in `from` (an update
/// in place that writes only some elements keeps the others); any other is poisoned.
void prepareOutput(const codegen::BufferTable& table, const std::string& name, const BufferPool& from,
                   HostTensor& out);

/// One buffer's check: every element the reference wrote (HostTensor::written), or,
/// without a written mask, every element whose reference value is not NaN (storage
/// between a strided view's elements holds the NaN poison). A check that compared
/// nothing while the reference is NaN throughout is not ok (`vacuous`): the reference
/// never computed the buffer (it read an input nothing wrote), so a pass would say
/// nothing about the kernel.
struct CompareResult {
  std::string buffer;
  bool ok = true;
  bool vacuous = false;  ///< nothing compared: the reference is NaN at every element
  std::int64_t checked = 0, mismatches = 0;
  double maxAbsErr = 0, maxRelErr = 0, atol = 0, rtol = 1e-4;
  std::int64_t firstBad = -1;
  double gotAtFirstBad = 0, wantAtFirstBad = 0;
  /// Elements that passed only with the tolerance widened by their rounding spread
  /// (KernelOutputCheck, Interpreter.h); 0 when the plain tolerance held.
  std::int64_t withinSpread = 0;
  double spreadFactor = 0;  ///< the factor on the spread, when one was given
  std::string describe() const;
};

/// The tolerance compare() holds a reference's elements to (the rule at the top of this
/// file): `rtol` from the stored type and `roundedTo`, `atol` = max(1e-5, rtol x the rms of
/// the reference's finite elements that it checks); both 0 for integer and bool buffers.
/// A complex reference's are those of its float pairs. One pass over `want` (threads).
struct Tolerance {
  double rtol = 0, atol = 0;
};
Tolerance toleranceOf(const HostTensor& want, codegen::DType roundedTo = codegen::DType::F32);

/// `roundedTo`: the narrowest float type the kernel rounds its values to on the way to
/// `want`'s buffer (see roundingOf); its rtol holds when it is narrower than the stored type.
/// `spread` (one value per storage element of `want`, or null): an element also passes
/// when its error is within `spreadFactor` times its spread (KernelOutputCheck).
/// `tolerance`: toleranceOf(want, roundedTo) when the caller has it already (a reference
/// checked several times), else null (computed here).
CompareResult compare(const std::string& name, const HostTensor& got, const HostTensor& want,
                      codegen::DType roundedTo = codegen::DType::F32, const std::vector<double>* spread = nullptr,
                      double spreadFactor = 0, const Tolerance* tolerance = nullptr);

/// The narrowest float type the loop bodies of `nodes` round a value to: to_dtype to
/// float16 or bfloat16 (a bf16 model's float32 buffers hold values rounded to bfloat16
/// inside the kernel, Inductor's convert_element_type pairs); F32 when none does. The
/// kernel and the reference round at the same points, but a float32 difference before
/// the rounding flips it by one unit of that type.
codegen::DType roundingOf(const codegen::BufferTable& table, const std::vector<std::string>& nodes);

/// A strided view of `buffer` (sizes, strides and offset in elements) must lie inside
/// its storage of `storageNumel` elements, as an extern's operands must (the CPU
/// externs and the CUDA runner's library calls both check): a view the wrapper spelled
/// wrong (sizes, strides or offset past its buffer) is an error naming the buffer and
/// the elements it reaches, not a read or write out of bounds. A view with a size of 0
/// reaches nothing. Throws std::runtime_error.
void checkViewInStorage(const std::string& buffer, const std::vector<std::int64_t>& sizes,
                        const std::vector<std::int64_t>& strides, std::int64_t offset, std::int64_t storageNumel);

}  // namespace fs::runtime
