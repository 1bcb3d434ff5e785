// OutputCode: the generated kernels of Inductor's output_code.py and the
// scheduler nodes each came from.
//
// Contract: finds each kernel definition (Triton `async_compile.triton('name', ...)`
// and C++ `async_compile.cpp_pybinding(...)` / `cpp_fused_*` kernels), its name,
// its source text (the triple-quoted body) and the node names listed in its
// "# Source node to ATen node mapping:" / "Topologically Sorted Source Nodes"
// comments. Extern calls (extern_kernels.convolution ...) are not kernels here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fs::inductor {

struct GeneratedKernel {
  std::string name;                  ///< "triton_poi_fused_relu_0", "cpp_fused_add_0"
  std::string backend;               ///< "triton" or "cpp"
  std::string source;                ///< the kernel's source text
  std::vector<std::string> origins;  ///< FX node names from "Source Nodes: [...]"
  std::vector<std::string> nodes;    ///< scheduler nodes (opN) it was generated from, when listed
  int line = 0;                      ///< 1-based line of the definition
};

struct OutputCode {
  std::string sourcePath;
  std::vector<GeneratedKernel> kernels;
};

OutputCode parseOutputCode(std::string_view text, const std::string& file);
OutputCode readOutputCode(const std::string& path);

}  // namespace fs::inductor
