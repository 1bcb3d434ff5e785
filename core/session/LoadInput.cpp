#include "core/session/LoadInput.h"

#include <cctype>

#include "core/util/Error.h"
#ifdef FUSIONSCOPE_HAVE_ONNX
#include "core/frontends/onnx/Lowering.h"
#endif

namespace fs::session {

bool isOnnxPath(const std::string& path) {
  if (path.size() < 5) return false;
  std::string ext = path.substr(path.size() - 5);
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".onnx";
}

bool haveOnnx() {
#ifdef FUSIONSCOPE_HAVE_ONNX
  return true;
#else
  return false;
#endif
}

inductor::DebugDump loadInput(const std::string& path, const InputOptions& options) {
  if (!isOnnxPath(path)) return inductor::loadDebugDump(path, options.logPath, options.sizeHints, options.load);
#ifdef FUSIONSCOPE_HAVE_ONNX
  auto model = onnx::loadOnnxModel(path);
  auto lowered = onnx::lowerOnnx(model, {options.device});
  inductor::DebugDump dump;
  dump.input = path;
  for (const auto& w : model.warnings) dump.warnings.push_back(path + ": " + w.where + ": " + w.what);
  inductor::GraphDump g;
  g.name = "inference";
  g.preFusion = std::move(lowered.graph);
  dump.graphs.push_back(std::move(g));
  dump.notes.push_back("lowered from ONNX (opset " + std::to_string(model.opset) + ", " +
                       std::to_string(model.nodes.size()) + " ONNX nodes) for " + options.device);
  return dump;
#else
  throw InputError(path, 0, "this build has no ONNX frontend (it needs libonnx-dev and libprotobuf-dev)");
#endif
}

}  // namespace fs::session
