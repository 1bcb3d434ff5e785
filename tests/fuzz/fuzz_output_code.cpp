// Fuzz target: the output_code.py reader (kernels, launches, get_args() size
// symbols) and the scan combine-function reader (ScanCombine: every Triton helper
// that an associative_scan call names).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/frontends/inductor/OutputCode.h"
#include "core/frontends/inductor/ScanCombine.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fs::setLogLevel(spdlog::level::off);  // warnings are not what is tested
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)fs::inductor::exampleSizeSymbols(text);
  try {
    fs::ir::OutputCode code = fs::inductor::parseOutputCode(text, "output_code.py");
    fs::ir::Graph empty;
    fs::inductor::assignKernelNodes(code, empty, nullptr);
    (void)fs::inductor::attachScanCombineFns(code, empty);  // reads every scan's helper
    for (const auto& k : code.kernels) {
      std::string why;
      (void)fs::inductor::parseTritonCombineFn(k.source, "_triton_helper_fn_add0", why);
    }
  } catch (const fs::InputError&) {
  }
  return 0;
}
