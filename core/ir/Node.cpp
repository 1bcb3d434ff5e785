#include "core/ir/Node.h"

#include <array>

namespace fs::ir {

namespace {
constexpr std::array<std::pair<NodeKind, const char*>, 7> kNodeKinds{{
    {NodeKind::Scheduler, "SchedulerNode"},
    {NodeKind::ExternKernel, "ExternKernelSchedulerNode"},
    {NodeKind::NopKernel, "NopKernelSchedulerNode"},
    {NodeKind::Fused, "FusedSchedulerNode"},
    {NodeKind::OuterLoopFused, "OuterLoopFusedSchedulerNode"},
    {NodeKind::ForeachKernel, "ForeachKernelSchedulerNode"},
    {NodeKind::Template, "TemplateSchedulerNode"},
}};
std::int64_t product(const std::vector<std::int64_t>& v) {
  std::int64_t p = 1;
  for (auto x : v) p *= x;
  return p;
}
}  // namespace

const char* nodeKindName(NodeKind kind) {
  for (const auto& [k, n] : kNodeKinds)
    if (k == kind) return n;
  return "?";
}

bool parseNodeKind(const std::string& name, NodeKind& out) {
  for (const auto& [k, n] : kNodeKinds)
    if (name == n) {
      out = k;
      return true;
    }
  return false;
}

bool isNewerFusedKind(const std::string& name) {
  return name == "FusedMixOrderReductions" || name == "FusedExternTritonKernelSchedulerNode" ||
         name == "FusedNestedReductions" || name == "FusedStagedReduction";
}

std::int64_t Group::numel() const { return product(iteration); }
std::int64_t Group::rnumel() const { return product(reduction); }

bool Node::isReduction() const {
  if (kind != NodeKind::Scheduler && kind != NodeKind::Template) return false;
  if (sizes && !sizes->reduction.empty()) return true;
  return group && group->rnumel() > 1;
}

bool Node::isTemplate() const {
  if (kind == NodeKind::Template) return true;
  return kind == NodeKind::Scheduler && irType.size() >= 14 &&
         irType.compare(irType.size() - 14, 14, "TemplateBuffer") == 0;
}

std::vector<std::string> Node::leafNames() const {
  if (snodes.empty()) return {name};
  std::vector<std::string> out;
  for (const Node& c : snodes) {
    auto sub = c.leafNames();
    out.insert(out.end(), sub.begin(), sub.end());
  }
  return out;
}

IrClass irClassOf(std::string_view irType) {
  if (irType == "MultiOutput") return IrClass::MultiOutput;
  if (irType == "DeviceCopy") return IrClass::DeviceCopy;
  if (irType == "ConcatKernel") return IrClass::ConcatKernel;
  if (irType == "FallbackKernel") return IrClass::FallbackKernel;
  if (irType == "MultiTemplateBuffer") return IrClass::MultiTemplateBuffer;
  return IrClass::Other;
}

}  // namespace fs::ir
