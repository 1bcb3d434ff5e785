// NvrtcCompiler: compiles a generated CUDA program with NVRTC (no GPU needed).
//
// Contract: compile() builds one program (all of a plan's kernels together, as
// issue 5 asks, so per-kernel compile cost is shared) for `arch` ("sm_90"; the
// runtime passes the device's compute capability). Output is CUBIN when
// `cubin` is true (what the driver loads), else PTX. Results are cached on disk
// under <cacheDir>/nvrtc/<hash>.{cubin,ptx}, the hash covering source, options and
// the NVRTC version; a cache hit costs one file read. Options: -std=c++17,
// -arch=<arch>, -default-device, -minimal, --fmad=true, -prec-div=false (float32 division
// is div.full.f32, at most 2 ulp, as in Triton's kernels; sqrt stays IEEE; no fast-math: float32 results must match the
// reference within 1e-4). No headers are included (the prelude declares its own
// fixed-width types and uses warp shuffles for reductions), so PCH would not help.
// Compile errors throw CompileError with NVRTC's log.
// Available only when built with FUSIONSCOPE_HAVE_CUDA (fs::runtime::haveNvrtc()).
#pragma once

#include <string>
#include <vector>

namespace fs::runtime {

struct NvrtcOutcome {
  std::vector<char> image;  ///< CUBIN or PTX (PTX is NUL-terminated)
  bool cubin = true;
  bool cacheHit = false;
  double compileMs = 0;
  std::string log;
};

/// True when this build has NVRTC.
bool haveNvrtc();
/// "13.0"
std::string nvrtcVersion();

class NvrtcCompiler {
 public:
  explicit NvrtcCompiler(std::string cacheDir = "");
  NvrtcOutcome compile(const std::string& source, const std::string& name, const std::string& arch, bool cubin = true) const;
  /// Compiles each of `sources` as its own program ("<name>_<i>"), on up to
  /// `threads` threads at once (0: std::thread::hardware_concurrency()); NVRTC is
  /// thread-safe. Outcomes in the order of `sources`; each is cached as compile()
  /// caches. Rethrows the first CompileError (lowest index) after all finished.
  std::vector<NvrtcOutcome> compileAll(const std::vector<std::string>& sources, const std::string& name,
                                       const std::string& arch, bool cubin = true, unsigned threads = 0) const;

 private:
  std::string dir_;
};

}  // namespace fs::runtime
