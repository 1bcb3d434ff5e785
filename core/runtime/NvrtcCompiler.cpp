#include "core/runtime/NvrtcCompiler.h"

#include <atomic>
#include <chrono>
#include <exception>
#include <filesystem>
#include <thread>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "core/runtime/CpuCompiler.h"

#ifdef FUSIONSCOPE_HAVE_CUDA
#include <nvrtc.h>
#endif

namespace fs::runtime {

#ifdef FUSIONSCOPE_HAVE_CUDA
bool haveNvrtc() { return true; }
std::string nvrtcVersion() {
  int major = 0, minor = 0;
  ::nvrtcVersion(&major, &minor);
  return std::to_string(major) + "." + std::to_string(minor);
}
#else
bool haveNvrtc() { return false; }
std::string nvrtcVersion() { return ""; }
#endif

NvrtcCompiler::NvrtcCompiler(std::string cacheDir) {
  dir_ = (cacheDir.empty() ? defaultCacheDir() : cacheDir) + "/nvrtc";
  std::filesystem::create_directories(dir_);
}

NvrtcOutcome NvrtcCompiler::compile(const std::string& source, const std::string& name, const std::string& arch,
                                    bool cubin) const {
#ifndef FUSIONSCOPE_HAVE_CUDA
  (void)source;
  (void)name;
  (void)arch;
  (void)cubin;
  throw CompileError("this build has no CUDA toolkit (NVRTC)", "", "");
#else
  NvrtcOutcome out;
  out.cubin = cubin;
  // -minimal: no texture/surface/cudadevrt declarations (unused; ~25 ms less per program)
  // -prec-div=false: float32 `/` is div.full.f32 (at most 2 ulp), as Triton lowers `/`
  // in Inductor's kernels (triton-lang/triton#10661); the IEEE div.rn.f32 expansion
  // doubled ptxas time for Welford reductions. sqrt stays IEEE (libdevice.sqrt in Inductor).
  std::vector<std::string> opts = {"-std=c++17", "-arch=" + arch, "--fmad=true", "-prec-div=false", "-default-device", "-minimal"};
  std::string optText;
  for (const auto& o : opts) optText += o + " ";
  const std::string hash = hashHex("nvrtc " + nvrtcVersion() + " " + optText + (cubin ? "cubin" : "ptx") + "\n" + source);
  const std::string path = dir_ + "/" + hash + (cubin ? ".cubin" : ".ptx");
  auto t0 = std::chrono::steady_clock::now();
  if (std::filesystem::exists(path)) {
    std::ifstream f(path, std::ios::binary);
    out.image.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
    out.cacheHit = true;
    out.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return out;
  }
  nvrtcProgram prog;
  if (nvrtcCreateProgram(&prog, source.c_str(), (name + ".cu").c_str(), 0, nullptr, nullptr) != NVRTC_SUCCESS)
    throw CompileError("nvrtcCreateProgram failed", "", "");
  std::vector<const char*> copts;
  for (const auto& o : opts) copts.push_back(o.c_str());
  nvrtcResult rc = nvrtcCompileProgram(prog, static_cast<int>(copts.size()), copts.data());
  std::size_t logSize = 0;
  nvrtcGetProgramLogSize(prog, &logSize);
  out.log.resize(logSize);
  if (logSize) nvrtcGetProgramLog(prog, out.log.data());
  if (rc != NVRTC_SUCCESS) {
    nvrtcDestroyProgram(&prog);
    const std::string src = dir_ + "/" + hash + ".cu";
    std::ofstream(src) << source;
    throw CompileError(std::string("NVRTC: ") + nvrtcGetErrorString(rc) + " (source kept at " + src + ")", out.log, src);
  }
  std::size_t size = 0;
  if (cubin) {
    nvrtcGetCUBINSize(prog, &size);
    out.image.resize(size);
    nvrtcGetCUBIN(prog, out.image.data());
  } else {
    nvrtcGetPTXSize(prog, &size);
    out.image.resize(size);
    nvrtcGetPTX(prog, out.image.data());
  }
  nvrtcDestroyProgram(&prog);
  out.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  const std::string tmp = path + ".tmp" + std::to_string(::getpid()) + "_" +
                          std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id()));
  {
    std::ofstream f(tmp, std::ios::binary);
    f.write(out.image.data(), static_cast<std::streamsize>(out.image.size()));
  }
  std::filesystem::rename(tmp, path);
  return out;
#endif
}

std::vector<NvrtcOutcome> NvrtcCompiler::compileAll(const std::vector<std::string>& sources, const std::string& name,
                                                   const std::string& arch, bool cubin, unsigned threads) const {
  std::vector<NvrtcOutcome> out(sources.size());
  std::vector<std::exception_ptr> errors(sources.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < sources.size(); i = next++) {
      try {
        out[i] = compile(sources[i], name + "_" + std::to_string(i), arch, cubin);
      } catch (...) {
        errors[i] = std::current_exception();
      }
    }
  };
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  threads = std::min<unsigned>(threads, static_cast<unsigned>(sources.size()));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  for (const auto& e : errors)
    if (e) std::rethrow_exception(e);
  return out;
}

}  // namespace fs::runtime
