// Fuzz target: the ONNX model loader (core/frontends/onnx/OnnxModel.h): protobuf
// parsing, our external-data checks, the ONNX checker and shape inference; then the
// lowering of what loads (Lowering.h), for both backends' rules: it degrades an op it
// cannot lower to an opaque node, so anything but fs::InputError escaping it is a bug.
// External data is looked for beside a model in a folder that does not exist, so
// every location is refused without touching the disk.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/frontends/onnx/Lowering.h"
#include "core/frontends/onnx/OnnxModel.h"
#include "core/util/Error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fs::onnx::Model model;
  try {
    model = fs::onnx::parseOnnxModel(std::string(reinterpret_cast<const char*>(data), size),
                                     "/nonexistent-fusionscope-fuzz/model.onnx");
  } catch (const fs::InputError&) {
    return 0;
  }
  for (const char* device : {"cuda", "cpu"}) {
    try {
      (void)fs::onnx::lowerOnnx(model, {device});
    } catch (const fs::InputError&) {
    }
  }
  return 0;
}
