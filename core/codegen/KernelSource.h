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

/// One CUDA launch of a kernel (a kernel has one per loop nest).
struct CudaEntry {
  std::string function;        ///< __global__ name
  bool reduction = false;      ///< row-reduction form: params (..., int lanes)
  std::int64_t numel = 1;      ///< rows (reduction) or elements (pointwise)
  std::int64_t rnumel = 1;
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
};

}  // namespace fs::codegen
