#include "core/session/LoadInput.h"

#include <cctype>
#include <map>

#include "core/frontends/inductor/IrReader.h"
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

namespace {

// An ONNX op type as the provenance names ops (aten's spelling where one exists, so
// that view-like ops are recognised as views and BatchNorm reads "batch_norm").
std::string onnxOpName(const std::string& opType) {
  static const std::map<std::string, std::string> names = {
      {"Conv", "convolution"}, {"MatMul", "matmul"}, {"Gemm", "addmm"}, {"BatchNormalization", "batch_norm"},
      {"LayerNormalization", "layer_norm"}, {"MaxPool", "max_pool"}, {"AveragePool", "avg_pool"},
      {"GlobalAveragePool", "mean"}, {"Reshape", "view"}, {"Flatten", "view"}, {"Transpose", "permute"},
      {"Squeeze", "squeeze"}, {"Unsqueeze", "unsqueeze"}, {"Expand", "expand"}, {"Slice", "slice"},
      {"Split", "slice"}, {"Identity", "alias"}, {"Gather", "embedding"}, {"Concat", "cat"}};
  if (auto it = names.find(opType); it != names.end()) return it->second;
  std::string s;
  for (char c : opType) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

UnboundDimsError::UnboundDimsError(const InputError& error, std::vector<std::string> list)
    : InputError(error.file(), error.line(), error.message()), symbols(std::move(list)) {}

ir::Program loadInput(const std::string& path, const InputOptions& options) {
  if (!isOnnxPath(path)) return inductor::loadDebugDump(path, options.logPath, options.sizeHints, options.load);
#ifdef FUSIONSCOPE_HAVE_ONNX
  auto model = onnx::loadOnnxModel(path, options.sizeHints);
  auto lowered = [&] {
    try {
      return onnx::lowerOnnx(model, {options.device});
    } catch (const InputError& e) {
      if (model.unboundDims.empty()) throw;
      throw UnboundDimsError(e, model.unboundDims);
    }
  }();
  ir::Program dump;
  dump.input = path;
  for (const auto& w : model.warnings) dump.warnings.push_back(path + ": " + w.where + ": " + w.what);
  for (const auto& [sym, v] : options.sizeHints)  // a size given for a dimension the model does not have
    if (!model.boundDims.count(sym)) {
      std::string known;
      for (const auto& u : model.unboundDims) known += (known.empty() ? "" : ", ") + u;
      dump.warnings.push_back(path + ": --size " + sym + ": the model has no symbolic dimension of that name" +
                              (known.empty() ? std::string(" (it has none left to bind)") : " (unbound: " + known + ")"));
    }
  ir::ProgramGraph g;
  g.name = "inference";
  g.preFusion = std::move(lowered.graph);
  // the model's nodes as the source graph: each scheduler node's origins are the ONNX
  // nodes it computes (Provenance reads them as it reads a dump's FX origins)
  ir::SourceGraph fx;
  fx.path = path;
  std::map<std::string, std::string> producer;  // ONNX value -> node name
  std::vector<std::string> names;
  for (const auto& n : model.nodes) {
    ir::SourceNode f;
    f.name = n.name.empty() ? n.opType + "_" + std::to_string(n.index) : n.name;
    f.op = onnxOpName(n.opType);
    f.target = "onnx." + n.opType;
    for (const auto& i : n.inputs)
      if (auto it = producer.find(i); it != producer.end()) f.inputs.push_back(it->second);
    for (const auto& o : n.outputs) producer[o] = f.name;
    ir::SourceLocation loc;
    loc.file = path;
    loc.line = n.index + 1;
    loc.function = n.opType;
    loc.code = n.opType + " " + f.name;
    f.source = static_cast<int>(fx.sources.size());
    fx.sources.push_back(loc);
    names.push_back(f.name);
    fx.index.emplace(f.name, static_cast<int>(fx.nodes.size()));
    fx.nodes.push_back(std::move(f));
  }
  for (const auto& [node, indices] : lowered.origins) {
    auto& list = g.sourceOrigins[node];
    for (int i : indices)
      if (i >= 0 && static_cast<std::size_t>(i) < names.size() && model.nodes[static_cast<std::size_t>(i)].opType != "Constant")
        list.push_back(names[static_cast<std::size_t>(i)]);
  }
  g.sourceGraph = std::move(fx);
  dump.graphs.push_back(std::move(g));
  std::string bound;
  for (const auto& [sym, v] : model.boundDims) bound += (bound.empty() ? "; " : ", ") + sym + "=" + std::to_string(v);
  dump.notes.push_back("lowered from ONNX (opset " + std::to_string(model.opset) + ", " +
                       std::to_string(model.nodes.size()) + " ONNX nodes) for " + options.device + bound);
  return dump;
#else
  throw InputError(path, 0, "this build has no ONNX frontend (it needs libonnx-dev and libprotobuf-dev)");
#endif
}

ir::Graph readGraphFile(const std::string& path) { return inductor::readIrFile(path); }

}  // namespace fs::session
