// Fuzz target: the readers of measured kernel times (KernelProfile.h): a
// torch.profiler Chrome trace, what `python output_code.py -k` prints, and
// Inductor's kernel timings (kernel_timings_h200.json). Each input goes through
// all three, as a user may hand any file to --profile or --inductor-timings.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/frontends/inductor/KernelProfile.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fs::setLogLevel(spdlog::level::off);  // warnings are not what is tested
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  double sum = 0;
  for (auto parse : {&fs::inductor::parseProfilerTrace, &fs::inductor::parseKernelBenchmark,
                     &fs::inductor::parseInductorKernelTimings, &fs::inductor::parseKernelTimesJson}) {
    try {
      const auto p = parse(text, "input");
      for (const auto& [name, k] : p.kernels) sum += k.meanUs();
    } catch (const fs::InputError&) {
    }
  }
  return sum < 0 ? 1 : 0;  // use the values (a negative mean is not an error here)
}
