#include "core/session/Devices.h"

#include <algorithm>
#include <stdexcept>
#include <thread>

namespace fs::session {

GpuInfo probeGpu() { return runtime::probeCuda(); }

DevicePeak measurePeak(BenchDevice device) {
  DevicePeak p;
  if (device == BenchDevice::Cuda) {
    const GpuInfo info = probeGpu();
    if (!info.available) throw std::runtime_error("no CUDA GPU on this machine: " + info.reason);
    p.device = info.name + " (" + info.arch() + ", " + std::to_string(info.smCount) + " SMs)";
    constexpr std::size_t kBytes = std::size_t{256} << 20;
    p.gbs = runtime::copyBandwidthGBs(kBytes);
    p.label = "device-to-device copy, 256 MiB";
    p.bytes = 2 * static_cast<std::int64_t>(kBytes);
  } else {
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    constexpr std::size_t kBytes = std::size_t{128} << 20;
    p.device = "CPU, " + std::to_string(threads) + " threads";
    p.gbs = hostCopyBandwidthGBs(kBytes);
    p.label = "host memcpy, " + std::to_string(threads) + " threads, 128 MiB";
    p.bytes = 2 * static_cast<std::int64_t>(kBytes);
  }
  return p;
}

}  // namespace fs::session
