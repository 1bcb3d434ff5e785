// CudaApi: the CUDA driver, cuBLAS and cuDNN, opened with dlopen at run time.
//
// Contract: nothing here is linked, so FusionScope starts on machines without a
// GPU or without these libraries. driver()/cublas()/cudnn() load their library on
// first use (thread-safe) and never throw: `ok` says whether every entry point was
// found, `error` says why not ("libcuda.so.1: cannot open shared object file").
// Function pointers keep the C API's names and signatures (via the toolkit
// headers, when the build has them; without FUSIONSCOPE_HAVE_CUDA every `ok` is false).
// CUPTI likewise (cupti(); FUSIONSCOPE_HAVE_CUPTI when the build found cupti.h, whose
// types only are used): search order and version check in Cupti.h, which is the
// interface the rest of the runtime uses. Internal to fs_runtime (needs the toolkit's
// include directories).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#ifdef FUSIONSCOPE_HAVE_CUDA
#include <cublas_v2.h>
#include <cuda.h>
#include <cudnn.h>
#endif
#ifdef FUSIONSCOPE_HAVE_CUPTI
#include <cupti.h>
#endif

namespace fs::runtime {

#ifdef FUSIONSCOPE_HAVE_CUDA
#define FS_API(fn) decltype(&::fn) fn = nullptr;

struct DriverApi {
  bool ok = false;
  std::string error;
  FS_API(cuInit)
  FS_API(cuDriverGetVersion)
  FS_API(cuDeviceGetCount)
  FS_API(cuDeviceGet)
  FS_API(cuDeviceGetName)
  FS_API(cuDeviceGetAttribute)
  FS_API(cuDeviceTotalMem)
  FS_API(cuDevicePrimaryCtxRetain)
  FS_API(cuCtxSetCurrent)
  FS_API(cuCtxSynchronize)
  FS_API(cuModuleLoadData)
  FS_API(cuModuleUnload)
  FS_API(cuModuleGetFunction)
  FS_API(cuLaunchKernel)
  FS_API(cuFuncGetAttribute)
  FS_API(cuMemAlloc)
  FS_API(cuMemFree)
  FS_API(cuMemcpyHtoD)
  FS_API(cuMemcpyDtoH)
  FS_API(cuMemcpyDtoD)
  FS_API(cuMemsetD8)
  FS_API(cuEventCreate)
  FS_API(cuEventDestroy)
  FS_API(cuEventRecord)
  FS_API(cuEventSynchronize)
  FS_API(cuEventElapsedTime)
  FS_API(cuGetErrorString)
};

struct CublasApi {
  bool ok = false;
  std::string error;
  FS_API(cublasCreate)
  FS_API(cublasSgemm)
  FS_API(cublasSgemmStridedBatched)
  FS_API(cublasSetMathMode)
};

struct CudnnApi {
  bool ok = false;
  std::string error;
  FS_API(cudnnCreate)
  FS_API(cudnnGetErrorString)
  FS_API(cudnnCreateTensorDescriptor)
  FS_API(cudnnSetTensorNdDescriptor)
  FS_API(cudnnDestroyTensorDescriptor)
  FS_API(cudnnCreateFilterDescriptor)
  FS_API(cudnnSetFilter4dDescriptor)
  FS_API(cudnnSetFilterNdDescriptor)
  FS_API(cudnnDestroyFilterDescriptor)
  FS_API(cudnnCreateConvolutionDescriptor)
  FS_API(cudnnSetConvolution2dDescriptor)
  FS_API(cudnnSetConvolutionNdDescriptor)
  FS_API(cudnnSetConvolutionGroupCount)
  FS_API(cudnnSetConvolutionMathType)
  FS_API(cudnnDestroyConvolutionDescriptor)
  FS_API(cudnnGetConvolutionForwardAlgorithm_v7)
  FS_API(cudnnGetConvolutionForwardWorkspaceSize)
  FS_API(cudnnConvolutionForward)
  FS_API(cudnnGetConvolutionBackwardDataAlgorithm_v7)
  FS_API(cudnnGetConvolutionBackwardDataWorkspaceSize)
  FS_API(cudnnConvolutionBackwardData)
  FS_API(cudnnGetConvolutionBackwardFilterAlgorithm_v7)
  FS_API(cudnnGetConvolutionBackwardFilterWorkspaceSize)
  FS_API(cudnnConvolutionBackwardFilter)
};
#endif

#ifdef FUSIONSCOPE_HAVE_CUPTI
struct CuptiApi {
  bool ok = false;
  std::string error;          ///< names the library, the missing symbol or the failing call
  std::string path;           ///< what dlopen accepted
  std::uint32_t version = 0;  ///< cuptiGetVersion
  FS_API(cuptiGetVersion)
  FS_API(cuptiGetResultString)
  FS_API(cuptiActivityRegisterCallbacks)
  FS_API(cuptiActivityEnable)
  FS_API(cuptiActivityDisable)
  FS_API(cuptiActivityFlushAll)
  FS_API(cuptiActivityGetNextRecord)
  FS_API(cuptiActivityGetNumDroppedRecords)
};
#else
struct CuptiApi {
  bool ok = false;
#ifdef FUSIONSCOPE_HAVE_CUDA
  std::string error = "this build has no CUPTI: CUDA 13's cupti.h was not found with the CUDA toolkit";
#else
  std::string error = "this build has no CUDA toolkit";
#endif
  std::string path;
  std::uint32_t version = 0;
};
#endif

#ifdef FUSIONSCOPE_HAVE_CUDA
#undef FS_API
#else
struct DriverApi {
  bool ok = false;
  std::string error = "this build has no CUDA toolkit";
};
struct CublasApi {
  bool ok = false;
  std::string error = "this build has no CUDA toolkit";
};
struct CudnnApi {
  bool ok = false;
  std::string error = "this build has no CUDA toolkit";
};
#endif

const DriverApi& driver();
const CublasApi& cublas();
const CudnnApi& cudnn();
/// CUPTI from cuptiSearchPath() (Cupti.h), opened once; `ok` also requires a CUPTI 13 API version.
const CuptiApi& cupti();
/// The same from `candidates`, tried in order, not cached.
CuptiApi loadCupti(const std::vector<std::string>& candidates);

}  // namespace fs::runtime
