// KernelSource: generated kernel text with a map from each of its lines to the
// scheduler node it came from (the app's source pane highlights them), plus what
// the runtime needs to call it.
//
// Contract: value types. `code` holds complete functions; `lineNodes[i]` names the
// node that line i (0-based, of `code`) came from, "" for structure (signatures,
// loops). A ProgramSource holds one plan's kernels for one target: `prelude` then
// every kernel's code, compiled together as one translation unit / NVRTC program.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/codegen/DType.h"
#include "core/codegen/KernelSpec.h"

namespace fs::codegen {

enum class Target : std::uint8_t { Cpp, Cuda };
const char* targetName(Target t);  ///< "cpp", "cuda"

struct KernelParam {
  std::string buffer;
  DType dtype = DType::F32;
  bool read = false;
  bool written = false;
};

/// One CUDA launch of a kernel. A kernel has one launch per loop nest; a nest may
/// have several variants (entries with the same `nest`), of which the runtime
/// autotunes all, keeps the fastest and verifies every one. Reductions: persistent
/// where the row fits in registers (suffix `_p`; where the rows are few, also `_pw` at
/// two warps per row), else looped, plus column variants for rows adjacent in memory
/// (`_c`, `_cw`, `_c1`: a thread per row); pointwise: the flat form, plus a vector
/// form (suffix `_v`, vec > 1) where masked loads kept the flat form scalar, and a
/// transpose form (function suffix `_t`, tileRows > 0) where stores are contiguous along
/// another variable than the loads, either way round (Inductor's 2-D tiling). A kernel whose nests are
/// all pointwise and independent (Inductor's foreach kernels: an optimizer step over
/// many parameters) also has one entry (`nest` -1, last, suffix `_f`) that runs every
/// nest in one launch: the runtime times it against the nests' own launches together.
///
/// Signatures: pointwise `(params..., int ept)`, ept = vectors per thread (a
/// transpose form ignores it); reductions `(params..., int lanes)`, lanes = threads
/// per row (a persistent variant ignores it: its lanes are fixed at compile time,
/// `persistentLanes`; a column variant reads it as rows per block and takes its lanes
/// from blockDim.x / rows, or, persistent, has `persistentLanes` lanes per row and must
/// be launched with blockDim.x = rows * persistentLanes).
struct CudaEntry {
  std::string function;        ///< __global__ name
  int nest = 0;                ///< loop nest this entry runs (variants share it)
  bool reduction = false;      ///< row-reduction form: params (..., int lanes)
  std::int64_t numel = 1;      ///< rows (reduction) or elements (pointwise)
  std::int64_t rnumel = 1;
  int vec = 1;                 ///< elements per vector access (float4: 4) along the innermost variable
  int persistentLanes = 0;     ///< >0: persistent reduction, whole row in registers, this many lanes per row
  int persistentIters = 0;     ///< persistent: vectors per lane
  bool sequentialRows = false; ///< a scan: one thread per row (the int parameter must be 1), rows in order
  bool columns = false;        ///< column form (suffix _c; _cw: more lanes per row, where the rows are too few to
                               ///< fill the GPU; _c1: a thread per row, w of 256, 128 or 64 dividing numel):
                               ///< the int parameter is w (32, 16 or 8) consecutive rows per block,
                               ///< blockDim.x / w lanes per row; grid = numel / w (numel is a multiple of 32: the
                               ///< form has no row bound)
  int tileRows = 0;            ///< >1: tiled transpose (pointwise): tileRows x tileCols elements per block through
  int tileCols = 0;            ///< shared memory, any blockDim.x; grid = tiles; the int parameter is ignored.
  std::int64_t tiles = 0;      ///< ==1: transposed rows in registers: one thread per row of tileCols positions,
                               ///< `tiles` threads, grid = ceil(tiles / blockDim.x)
  std::vector<std::int64_t> foreachVectors;  ///< non-empty: the foreach form (nest -1): per nest, its thread steps
                               ///< (elements / its flat form's vec); nest i takes ceil(steps_i / (blockDim.x * ept))
                               ///< blocks after nest i-1's, grid = the sum; numel = the sum of the steps
};

struct KernelSource {
  std::string name;
  std::vector<std::string> nodes;
  KernelSpec::Kind kind = KernelSpec::Kind::Loop;
  Target target = Target::Cpp;
  std::string code;
  std::vector<std::string> lineNodes;
  std::vector<KernelParam> params;      ///< in call order
  std::vector<std::string> elided;      ///< buffers kept in registers, never stored
  std::int64_t bytes = 0;  ///< bytes read + written: each param's storage once per direction, capped at one element per iteration point
  std::vector<CudaEntry> cudaEntries;   ///< CUDA: launches in order
  std::string cppEntry;                 ///< C++: extern "C" function taking void** args
  std::map<std::string, std::string> unsupported;  ///< node -> reason (no code emitted)
  std::vector<std::string> notes;       ///< e.g. "2 loop nests: iteration spaces differ"
};

struct ProgramSource {
  Target target = Target::Cpp;
  std::string prelude;
  std::vector<KernelSource> kernels;
  /// prelude + every kernel's code, as compiled.
  std::string text() const;
  /// First line (0-based) of each kernel's code within text().
  std::vector<int> kernelFirstLines() const;
  /// The program split into at most `parts` programs of consecutive kernels, each
  /// with the prelude and of similar code size, for parallel compilation;
  /// `partOf[i]` receives the part of kernel i.
  std::vector<std::string> split(int parts, std::vector<int>& partOf) const;
};

}  // namespace fs::codegen
