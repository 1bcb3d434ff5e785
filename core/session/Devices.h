// Devices: what the machine offers a timing run, as the CLI's bench and the app's
// timing view state it: the GPU (probed, never required) and the peak bandwidth that
// kernels are compared against, assembled once here for both.
//
// Contract: probeGpu() never throws (without a driver, a device or a CUDA build it
// says why in `reason`). measurePeak() copies a large buffer and times it: on the GPU
// device-to-device (256 MiB, runtime::copyBandwidthGBs), on the CPU a host memcpy by
// every hardware thread at once (128 MiB, hostCopyBandwidthGBs); it takes a few
// hundred ms and throws std::runtime_error for Cuda without a usable GPU. Units:
// GB/s = 1e9 bytes per second, read + write bytes over the time.
#pragma once

#include <cstdint>
#include <string>

#include "core/runtime/CudaRunner.h"
#include "core/session/BenchSession.h"

namespace fs::session {

/// The GPU as the CUDA runtime reports it (name, compute capability, SMs, memory).
using GpuInfo = runtime::CudaDeviceInfo;
GpuInfo probeGpu();

/// The peak a device's kernels are compared against, and how it was measured.
struct DevicePeak {
  std::string device;   ///< "NVIDIA H200 (sm_90, 132 SMs)", "CPU, 16 threads"
  double gbs = 0;       ///< measured bandwidth, GB/s
  std::string label;    ///< "device-to-device copy, 256 MiB", "host memcpy, 16 threads, 128 MiB"
  std::int64_t bytes = 0;  ///< bytes moved by one copy (read + write)
};
DevicePeak measurePeak(BenchDevice device);

}  // namespace fs::session
