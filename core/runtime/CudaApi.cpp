#include "core/runtime/CudaApi.h"

#include <dlfcn.h>

#include "core/runtime/Cupti.h"

#include <mutex>
#include <vector>

namespace fs::runtime {

#ifdef FUSIONSCOPE_HAVE_CUDA
namespace {

#define FS_STR2(x) #x
#define FS_STR(x) FS_STR2(x)

void* openFirst(const std::vector<const char*>& names, std::string& error) {
  for (const char* n : names) {
    if (void* h = dlopen(n, RTLD_NOW | RTLD_GLOBAL)) return h;
    const char* e = dlerror();
    if (error.empty() && e) error = e;  // the first library's reason
  }
  if (error.empty()) error = std::string("cannot open ") + names.front();
  return nullptr;
}

template <class F>
bool sym(void* h, F& fn, std::initializer_list<const char*> names, std::string& error) {
  for (const char* n : names)
    if (void* p = dlsym(h, n)) {
      fn = reinterpret_cast<F>(p);
      return true;
    }
  error = std::string("missing symbol ") + *names.begin();
  return false;
}

#define FS_LOAD(api, h, fn, ...) ok = sym(h, api.fn, {FS_STR(fn) __VA_OPT__(, ) __VA_ARGS__}, api.error) && ok

}  // namespace

const DriverApi& driver() {
  static DriverApi api;
  static std::once_flag once;
  std::call_once(once, [] {
    void* h = openFirst({"libcuda.so.1", "libcuda.so"}, api.error);
    if (!h) return;
    bool ok = true;
    FS_LOAD(api, h, cuInit);
    FS_LOAD(api, h, cuDriverGetVersion);
    FS_LOAD(api, h, cuDeviceGetCount);
    FS_LOAD(api, h, cuDeviceGet);
    FS_LOAD(api, h, cuDeviceGetName);
    FS_LOAD(api, h, cuDeviceGetAttribute);
    FS_LOAD(api, h, cuDeviceTotalMem);
    FS_LOAD(api, h, cuDevicePrimaryCtxRetain);
    FS_LOAD(api, h, cuCtxSetCurrent);
    FS_LOAD(api, h, cuCtxSynchronize);
    FS_LOAD(api, h, cuModuleLoadData);
    FS_LOAD(api, h, cuModuleUnload);
    FS_LOAD(api, h, cuModuleGetFunction);
    FS_LOAD(api, h, cuLaunchKernel);
    FS_LOAD(api, h, cuFuncGetAttribute);
    FS_LOAD(api, h, cuMemAlloc);
    FS_LOAD(api, h, cuMemFree);
    FS_LOAD(api, h, cuMemcpyHtoD);
    FS_LOAD(api, h, cuMemcpyDtoH);
    FS_LOAD(api, h, cuMemcpyDtoD);
    FS_LOAD(api, h, cuMemsetD8);
    FS_LOAD(api, h, cuEventCreate);
    FS_LOAD(api, h, cuEventDestroy);
    FS_LOAD(api, h, cuEventRecord);
    FS_LOAD(api, h, cuEventSynchronize);
    FS_LOAD(api, h, cuEventElapsedTime, "cuEventElapsedTime");
    FS_LOAD(api, h, cuGetErrorString);
    api.ok = ok;
  });
  return api;
}

const CublasApi& cublas() {
  static CublasApi api;
  static std::once_flag once;
  std::call_once(once, [] {
    void* h = openFirst({"libcublas.so.13", "libcublas.so.12", "libcublas.so"}, api.error);
    if (!h) return;
    bool ok = true;
    FS_LOAD(api, h, cublasCreate);
    FS_LOAD(api, h, cublasSgemm);
    FS_LOAD(api, h, cublasSgemmStridedBatched);
    FS_LOAD(api, h, cublasSetMathMode);
    api.ok = ok;
  });
  return api;
}

const CudnnApi& cudnn() {
  static CudnnApi api;
  static std::once_flag once;
  std::call_once(once, [] {
    void* h = openFirst({"libcudnn.so.9", "libcudnn.so"}, api.error);
    if (!h) return;
    bool ok = true;
    FS_LOAD(api, h, cudnnCreate);
    FS_LOAD(api, h, cudnnGetErrorString);
    FS_LOAD(api, h, cudnnCreateTensorDescriptor);
    FS_LOAD(api, h, cudnnSetTensorNdDescriptor);
    FS_LOAD(api, h, cudnnDestroyTensorDescriptor);
    FS_LOAD(api, h, cudnnCreateFilterDescriptor);
    FS_LOAD(api, h, cudnnSetFilter4dDescriptor);
    FS_LOAD(api, h, cudnnSetFilterNdDescriptor);
    FS_LOAD(api, h, cudnnDestroyFilterDescriptor);
    FS_LOAD(api, h, cudnnCreateConvolutionDescriptor);
    FS_LOAD(api, h, cudnnSetConvolution2dDescriptor);
    FS_LOAD(api, h, cudnnSetConvolutionNdDescriptor);
    FS_LOAD(api, h, cudnnSetConvolutionGroupCount);
    FS_LOAD(api, h, cudnnSetConvolutionMathType);
    FS_LOAD(api, h, cudnnDestroyConvolutionDescriptor);
    FS_LOAD(api, h, cudnnGetConvolutionForwardAlgorithm_v7);
    FS_LOAD(api, h, cudnnGetConvolutionForwardWorkspaceSize);
    FS_LOAD(api, h, cudnnConvolutionForward);
    FS_LOAD(api, h, cudnnGetConvolutionBackwardDataAlgorithm_v7);
    FS_LOAD(api, h, cudnnGetConvolutionBackwardDataWorkspaceSize);
    FS_LOAD(api, h, cudnnConvolutionBackwardData);
    FS_LOAD(api, h, cudnnGetConvolutionBackwardFilterAlgorithm_v7);
    FS_LOAD(api, h, cudnnGetConvolutionBackwardFilterWorkspaceSize);
    FS_LOAD(api, h, cudnnConvolutionBackwardFilter);
    api.ok = ok;
  });
  return api;
}

#ifdef FUSIONSCOPE_HAVE_CUPTI
namespace {

std::string cuptiResult(const CuptiApi& api, CUptiResult rc) {
  const char* s = nullptr;
  if (api.cuptiGetResultString && api.cuptiGetResultString(rc, &s) == CUPTI_SUCCESS && s) return s;
  return "CUPTI error " + std::to_string(static_cast<int>(rc));
}

// One opened candidate: every entry point and a CUPTI 13 API version, or why not.
CuptiApi checkCupti(void* h, const std::string& path) {
  CuptiApi api;
  api.path = path;
  bool ok = true;
  FS_LOAD(api, h, cuptiGetVersion);
  FS_LOAD(api, h, cuptiGetResultString);
  FS_LOAD(api, h, cuptiActivityRegisterCallbacks);
  FS_LOAD(api, h, cuptiActivityEnable);
  FS_LOAD(api, h, cuptiActivityDisable);
  FS_LOAD(api, h, cuptiActivityFlushAll);
  FS_LOAD(api, h, cuptiActivityGetNextRecord);
  FS_LOAD(api, h, cuptiActivityGetNumDroppedRecords);
  if (!ok) {
    api.error = path + ": " + api.error;
    return api;
  }
  CUptiResult rc = api.cuptiGetVersion(&api.version);
  if (rc != CUPTI_SUCCESS) {
    api.error = path + ": cuptiGetVersion failed: " + cuptiResult(api, rc);
    return api;
  }
  // CUDA 13 numbers CUPTI's API as xxyyzz (13yyzz); CUDA 12 and older used 1..28.
  // The kernel records are read with CUDA 13's layout (CUpti_ActivityKernel10).
  if (api.version / 10000 != CUPTI_API_VERSION / 10000) {
    api.error = path + ": CUPTI API version " + std::to_string(api.version) + ", not CUDA " +
                std::to_string(CUPTI_API_VERSION / 10000) + "'s (" + std::to_string(CUPTI_API_VERSION / 10000) +
                "yyzz), whose kernel records this build reads";
    return api;
  }
  api.ok = true;
  return api;
}

}  // namespace

CuptiApi loadCupti(const std::vector<std::string>& candidates) {
  // The first candidate that opens and passes checkCupti; a library that opens but
  // fails (a CUDA 12 libcupti.so first on the path) does not stop the search.
  std::string notFound, rejected;  // the first reasons of each kind
  for (const auto& c : candidates) {
    void* h = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      const char* e = dlerror();
      if (notFound.empty()) notFound = e ? e : "cannot open " + c;
      continue;
    }
    CuptiApi api = checkCupti(h, c);  // a rejected handle stays open: harmless
    if (api.ok) return api;
    if (rejected.empty()) rejected = api.error;
  }
  CuptiApi api;
  api.error = !rejected.empty() ? "no usable libcupti: " + rejected
              : candidates.empty() ? std::string("libcupti not found: nowhere to look")
                                   : "libcupti not found: " + notFound;
  if (candidates.size() > 1) {
    api.error += " (tried";
    for (std::size_t i = 0; i < candidates.size(); ++i) api.error += (i ? ", " : " ") + candidates[i];
    api.error += ")";
  }
  return api;
}

const CuptiApi& cupti() {
  static CuptiApi api;
  static std::once_flag once;
  std::call_once(once, [] { api = loadCupti(cuptiSearchPath()); });
  return api;
}
#else
CuptiApi loadCupti(const std::vector<std::string>&) { return CuptiApi{}; }
const CuptiApi& cupti() {
  static CuptiApi api;
  return api;
}
#endif

#else
const DriverApi& driver() {
  static DriverApi api;
  return api;
}
const CublasApi& cublas() {
  static CublasApi api;
  return api;
}
const CudnnApi& cudnn() {
  static CudnnApi api;
  return api;
}
CuptiApi loadCupti(const std::vector<std::string>&) { return CuptiApi{}; }
const CuptiApi& cupti() {
  static CuptiApi api;
  return api;
}
#endif

}  // namespace fs::runtime
