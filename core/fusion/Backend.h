// Backend: the device-specific half of Inductor's fusion rules
// (BaseScheduling: can_fuse_vertical, can_fuse_horizontal,
// get_fusion_pair_priority, fuse), chosen by the nodes' device.
//
// Contract: stateless; every method reads the SchedulerState it is given.
// canFuseVertical/canFuseHorizontal return a Decision (never a bare bool),
// named after the pair in the order Inductor's WhyNoFuse names it. fuse()
// creates the fused node in the state (it may update a leaf's loop sizes, as
// the C++ backend's compatible-ranges fusion does) and returns its id; the
// caller installs it. makeBackend: "cuda..."/"xpu..." -> CudaBackend, else
// CppBackend.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/fusion/Decision.h"

namespace fs::fusion {

class SchedulerState;

class Backend {
 public:
  virtual ~Backend() = default;
  /// "triton" (CUDA) or "cpp".
  virtual const char* name() const = 0;
  virtual Decision canFuseVertical(const SchedulerState& s, int node1, int node2) const = 0;
  virtual Decision canFuseHorizontal(const SchedulerState& s, int node1, int node2) const = 0;
  /// get_fusion_pair_priority: lower is better; only the best class of pairs is tried per round.
  virtual int fusionPairPriority(const SchedulerState& s, int node1, int node2) const;
  /// BaseScheduling.fuse: the fused node's id (not yet installed).
  virtual int fuse(SchedulerState& s, int node1, int node2) const;
};

std::shared_ptr<const Backend> makeBackend(const std::string& device);

/// torch/_inductor/utils.py is_gpu: the device's type ("cuda:0" -> "cuda") is one of
/// GPU_TYPES (cuda, mps, xpu, mtia).
bool isGpuDevice(std::string_view device);
/// BaseSchedulerNode.is_cpu: the device's type is "cpu".
bool isCpuDevice(std::string_view device);

}  // namespace fs::fusion
