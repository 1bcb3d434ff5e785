#include "core/ir/Layout.h"

namespace fs::ir {

std::int64_t Layout::numel() const {
  std::int64_t n = 1;
  for (auto s : size) n *= s;
  return n;
}

int dtypeItemsize(const std::string& dtype) {
  if (dtype == "torch.float32" || dtype == "torch.int32" || dtype == "torch.uint32") return 4;
  if (dtype == "torch.float64" || dtype == "torch.int64" || dtype == "torch.uint64") return 8;
  if (dtype == "torch.float16" || dtype == "torch.bfloat16" || dtype == "torch.int16") return 2;
  if (dtype == "torch.bool" || dtype == "torch.int8" || dtype == "torch.uint8" ||
      dtype == "torch.float8_e4m3fn" || dtype == "torch.float8_e5m2")
    return 1;
  return 0;
}

int Layout::itemsize() const { return dtypeItemsize(dtype); }

static std::string intList(const std::vector<std::int64_t>& v, const std::vector<Expr>& sym, bool tuple) {
  std::string s = tuple ? "(" : "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i ? ", " : "") + (i < sym.size() ? sym[i].str() : std::to_string(v[i]));
  if (tuple && v.size() == 1) s += ",";
  return s + (tuple ? ")" : "]");
}

std::string layoutRepr(const Layout& layout) {
  if (layout.kind == "MultiOutputLayout") {
    std::string dev = layout.device;
    std::string type = dev, index;
    if (auto colon = dev.find(':'); colon != std::string::npos) {
      type = dev.substr(0, colon);
      index = dev.substr(colon + 1);
    }
    std::string d = "device(type='" + type + "'" + (index.empty() ? "" : ", index=" + index) + ")";
    return "MultiOutputLayout(device=" + d + ")";
  }
  std::string s = layout.kind + "('" + layout.device + "', " + layout.dtype + ", size=" + intList(layout.size, layout.symSize, layout.sizeTuple) +
                  ", stride=" + intList(layout.stride, layout.symStride, layout.strideTuple);
  if (layout.symOffset)
    s += ", offset=" + layout.symOffset->str();
  else if (layout.offset != 0)
    s += ", offset=" + std::to_string(layout.offset);
  return s + ")";
}

}  // namespace fs::ir
