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
#include <stdexcept>
#include <string>

namespace fs::runtime {

class CompileError : public std::runtime_error {
 public:
  CompileError(const std::string& what, std::string log, std::string sourcePath)
      : std::runtime_error(what), log_(std::move(log)), sourcePath_(std::move(sourcePath)) {}
  const std::string& log() const { return log_; }
  const std::string& sourcePath() const { return sourcePath_; }

 private:
  std::string log_, sourcePath_;
};

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
