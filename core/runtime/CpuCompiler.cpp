#include "core/runtime/CpuCompiler.h"

#include <algorithm>

#include <atomic>

#include <dlfcn.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs::runtime {

SharedLibrary::~SharedLibrary() {
  if (handle_) dlclose(handle_);
}

void* SharedLibrary::symbol(const std::string& name) const {
  void* p = dlsym(handle_, name.c_str());
  if (!p) throw std::runtime_error("symbol '" + name + "' not found in " + path_);
  return p;
}

std::string hashHex(const std::string& text) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string CompileError::firstError(int lines) const {
  std::size_t p = log_.find("error");
  p = p == std::string::npos ? 0 : log_.rfind('\n', p) == std::string::npos ? 0 : log_.rfind('\n', p) + 1;
  std::string out;
  for (int i = 0; i < lines && p < log_.size(); ++i) {
    std::size_t e = log_.find('\n', p);
    std::string l = log_.substr(p, e == std::string::npos ? std::string::npos : e - p);
    // a compiler's log may hold NUL and other control bytes (NVRTC ends its log with one)
    l.erase(std::remove_if(l.begin(), l.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 && c != '\t'; }),
            l.end());
    while (!l.empty() && (l.back() == ' ' || l.back() == '\r')) l.pop_back();
    const auto first = l.find_first_not_of(' ');
    if (first != std::string::npos) out += (out.empty() ? "" : " | ") + l.substr(first);
    else --i;  // a blank line does not count
    p = e == std::string::npos ? log_.size() : e + 1;
  }
  return out.empty() ? std::string(what()) : out;
}

std::string defaultCacheDir() {
  std::string root;
  if (const char* e = std::getenv("FUSIONSCOPE_CACHE_DIR"); e && *e) root = e;
  else if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) root = std::string(x) + "/fusionscope";
  else if (const char* h = std::getenv("HOME"); h && *h) root = std::string(h) + "/.cache/fusionscope";
  else root = "/tmp/fusionscope-cache";
  std::filesystem::create_directories(root);
  return root;
}

CpuCompiler::CpuCompiler(std::string cacheDir) {
  dir_ = (cacheDir.empty() ? defaultCacheDir() : cacheDir) + "/cpu";
  std::filesystem::create_directories(dir_);
  const char* cxx = std::getenv("FUSIONSCOPE_CXX");
  compiler_ = cxx && *cxx ? cxx : "g++";
  flags_ = "-O3 -fopenmp -march=native -shared -fPIC -std=c++17 -w";
}

CompileOutcome CpuCompiler::compile(const std::string& source) const {
  CompileOutcome out;
  const std::string hash = hashHex(compiler_ + " " + flags_ + "\n" + source);
  const std::string base = dir_ + "/" + hash;
  const std::string so = base + ".so";
  auto t0 = std::chrono::steady_clock::now();
  if (!std::filesystem::exists(so)) {
    // names of this process and call: two processes (ctest -j) or threads compiling the
    // same source never write each other's files; the .so appears by an atomic rename
    static std::atomic<unsigned> calls{0};
    const std::string unique = "." + std::to_string(getpid()) + "." + std::to_string(calls++);
    const std::string cpp = base + unique + ".cpp";
    {
      std::ofstream f(cpp);
      f << source;
    }
    const std::string tmp = base + unique + ".tmp.so";
    const std::string log = base + unique + ".log";
    std::string cmd = compiler_ + " " + flags_ + " " + cpp + " -o " + tmp + " > " + log + " 2>&1";
    int rc = std::system(cmd.c_str());
    if (rc != 0) {
      std::ifstream lf(log);
      std::stringstream ss;
      ss << lf.rdbuf();
      throw CompileError("C++ kernels failed to compile (" + cpp + ")", ss.str(), cpp);
    }
    std::filesystem::rename(tmp, so);
    out.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  } else {
    out.cacheHit = true;
  }
  void* h = dlopen(so.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) throw CompileError(std::string("dlopen failed: ") + dlerror(), "", so);
  out.library = std::make_shared<SharedLibrary>(h, so);
  return out;
}

}  // namespace fs::runtime
