// Fuzz target: the IR reader (ir_pre_fusion.txt / ir_post_fusion.txt, one binary
// each, FUZZ_IR_FILE names the file in messages), then the printer (`print FILE`).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/frontends/inductor/IrReader.h"
#include "core/ir/Printer.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fs::setLogLevel(spdlog::level::off);  // warnings are not what is tested
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    fs::ir::Graph g = fs::inductor::parseIrText(text, FUZZ_IR_FILE);
    (void)fs::ir::printGraph(g);
  } catch (const fs::InputError&) {
    // a located error: what malformed input must give
  }
  return 0;
}
