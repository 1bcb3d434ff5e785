// Fuzz target: the ONNX model loader (core/frontends/onnx/OnnxModel.h): protobuf
// parsing, our external-data checks, the ONNX checker and shape inference. External
// data is looked for beside a model in a folder that does not exist, so every
// location is refused without touching the disk.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/frontends/onnx/OnnxModel.h"
#include "core/util/Error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    (void)fs::onnx::parseOnnxModel(std::string(reinterpret_cast<const char*>(data), size),
                                   "/nonexistent-fusionscope-fuzz/model.onnx");
  } catch (const fs::InputError&) {
  }
  return 0;
}
