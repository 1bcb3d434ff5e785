// Fuzz target: the fusion-log reader (TORCH_LOGS="+fusion" torch_logs.txt).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/frontends/inductor/FusionLog.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fs::setLogLevel(spdlog::level::off);  // warnings are not what is tested
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    (void)fs::inductor::parseFusionLog(text, "torch_logs.txt");
  } catch (const fs::InputError&) {
  }
  int model = 0, compile = 0, sub = 0;
  std::string kind;
  (void)fs::inductor::parseGraphId(text.substr(0, 64), model, kind, compile, sub);
  return 0;
}
