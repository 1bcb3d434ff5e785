// CpuCompiler: builds generated C++ into a shared library with the system compiler
// (g++ -O3 -fopenmp -march=native -shared -fPIC) and loads it with dlopen.
//
// Contract: compile() hashes source + flags (FNV-1a, 64 bit) and reuses
// `<cacheDir>/<hash>.so` when present (a cache hit costs a dlopen). On a compiler
// error it throws CompileError holding the compiler's output and the path of the
// kept source. The cache dir defaults to $FUSIONSCOPE_CACHE_DIR, else
// $XDG_CACHE_HOME/fusionscope, else ~/.cache/fusionscope (subfolder "cpu").
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace fs::runtime {

class CompileError : public std::runtime_error {
 public:
  CompileError(const std::string& what, std::string log, std::string sourcePath)
      : std::runtime_error(what), log_(std::move(log)), sourcePath_(std::move(sourcePath)) {}
  const std::string& log() const { return log_; }
  const std::string& sourcePath() const { return sourcePath_; }
  /// Up to `lines` lines of the compiler's output from its first error on (the
  /// warnings before it left out), joined by " | "; the whole first lines when it
  /// names no error.
  std::string firstError(int lines = 3) const;

 private:
  std::string log_, sourcePath_;
};

/// One program split into units of consecutive kernels (unitOf: kernel -> unit, -1 for
/// a kernel that is in none), compiled by `compile`; a unit that does not compile is
/// compiled again one kernel per unit (prelude + that kernel's code), so that only
/// the kernels that themselves do not compile are lost. Each such kernel gets
/// `unitOf` -1 and its `errors` entry "did not compile: <the compiler's first error>
/// (source kept at PATH)"; the units that compiled are in `outcomes` (the isolated
/// kernels' units appended after the original ones), the others empty.
template <class Outcome>
struct IsolatedCompile {
  std::vector<std::optional<Outcome>> outcomes;
  std::vector<int> unitOf;
  std::vector<std::string> errors;  ///< per kernel, "" when it compiled
};

template <class Outcome, class Compile>
IsolatedCompile<Outcome> compileIsolatingErrors(const std::string& prelude, const std::vector<std::string>& kernelCodes,
                                                const std::vector<std::string>& units, const std::vector<int>& unitOf,
                                                Compile&& compile) {
  IsolatedCompile<Outcome> r;
  r.unitOf = unitOf;
  r.errors.assign(kernelCodes.size(), "");
  r.outcomes.resize(units.size());
  std::vector<bool> failed(units.size(), false);
  for (std::size_t u = 0; u < units.size(); ++u) try {
      r.outcomes[u] = compile(units[u], u);
    } catch (const CompileError&) {
      failed[u] = true;
    }
  for (std::size_t k = 0; k < kernelCodes.size(); ++k) {
    if (r.unitOf[k] < 0 || !failed[static_cast<std::size_t>(r.unitOf[k])]) continue;
    try {
      r.outcomes.push_back(compile(prelude + "\n" + kernelCodes[k], r.outcomes.size()));
      r.unitOf[k] = static_cast<int>(r.outcomes.size()) - 1;
    } catch (const CompileError& e) {
      r.unitOf[k] = -1;
      r.errors[k] = "did not compile: " + e.firstError() + " (source kept at " + e.sourcePath() + ")";
    }
  }
  return r;
}

class SharedLibrary {
 public:
  SharedLibrary(void* handle, std::string path) : handle_(handle), path_(std::move(path)) {}
  ~SharedLibrary();
  SharedLibrary(const SharedLibrary&) = delete;
  SharedLibrary& operator=(const SharedLibrary&) = delete;
  /// Address of an exported symbol; throws std::runtime_error when missing.
  void* symbol(const std::string& name) const;
  const std::string& path() const { return path_; }

 private:
  void* handle_;
  std::string path_;
};

struct CompileOutcome {
  std::shared_ptr<SharedLibrary> library;
  bool cacheHit = false;
  double compileMs = 0;
};

/// Default cache root (see above), created on demand.
std::string defaultCacheDir();
/// 64-bit FNV-1a as 16 hex digits.
std::string hashHex(const std::string& text);

class CpuCompiler {
 public:
  explicit CpuCompiler(std::string cacheDir = "");
  CompileOutcome compile(const std::string& source) const;
  const std::string& flags() const { return flags_; }

 private:
  std::string dir_;
  std::string compiler_;
  std::string flags_;
};

}  // namespace fs::runtime
