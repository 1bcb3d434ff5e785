#include "core/fusion/Backend.h"

#include "core/fusion/CppBackend.h"
#include "core/fusion/CudaBackend.h"
#include "core/fusion/SchedulerState.h"

namespace fs::fusion {

int Backend::fusionPairPriority(const SchedulerState&, int, int) const { return 0; }

int Backend::fuse(SchedulerState& s, int node1, int node2) const {
  // FusedSchedulerNode.fuse: node1.get_nodes() + node2.get_nodes().
  std::vector<int> leaves = s.node(node1).leaves;
  const auto& more = s.node(node2).leaves;
  leaves.insert(leaves.end(), more.begin(), more.end());
  return s.makeFused(leaves, SKind::Fused);
}

std::shared_ptr<const Backend> makeBackend(const std::string& device) {
  if (device.rfind("cuda", 0) == 0 || device.rfind("xpu", 0) == 0 || device.rfind("mps", 0) == 0)
    return std::make_shared<CudaBackend>();
  return std::make_shared<CppBackend>();
}

namespace {
std::string_view deviceType(std::string_view device) { return device.substr(0, device.find(':')); }
}  // namespace

bool isGpuDevice(std::string_view device) {
  const auto t = deviceType(device);
  return t == "cuda" || t == "mps" || t == "xpu" || t == "mtia";
}

bool isCpuDevice(std::string_view device) { return deviceType(device) == "cpu"; }

}  // namespace fs::fusion
