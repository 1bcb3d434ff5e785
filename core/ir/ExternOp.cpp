#include "core/ir/ExternOp.h"

#include <algorithm>

namespace fs::ir {

std::string ExternOp::kernelName() const {
  switch (kind) {
    case ExternKind::Mm: return "extern_kernels.mm";
    case ExternKind::Addmm: return "extern_kernels.addmm";
    case ExternKind::Bmm: return "extern_kernels.bmm";
    case ExternKind::Baddbmm: return "extern_kernels.baddbmm";
    case ExternKind::Convolution: return "extern_kernels.convolution";
  }
  return "extern_kernels.unknown";
}

std::vector<std::string> ExternOp::buffers() const {
  std::vector<std::string> out;
  auto add = [&](const std::string& b) {
    if (!b.empty() && std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
  };
  for (const auto& t : inputs) add(t.buffer);
  if (bias) add(bias->buffer);
  add(result);
  return out;
}

}  // namespace fs::ir
