// bench_onnx: loading and lowering ONNX models (core/frontends/onnx), the issue 15
// target "a 1,000-node ONNX model under 200 ms here". Prints, per model, the median of
// 5 runs of load (parse, checker, shape inference) and lower, and the node counts.
// Models: the bundled softmax_attn and resnet50_eval exports, and a 1,019-node model
// made here from resnet50_eval's export (its graph six times, see repeated()).
//   bench_onnx [MODEL.onnx ...]
#include <onnx/onnx_pb.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/frontends/onnx/Lowering.h"
#include "core/util/Log.h"

namespace {

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// resnet50_eval's graph `copies` times over the same inputs, every value name of copy
// k suffixed "_ck", the copies' [2, 1000] outputs summed by a chain of Adds into the
// one graph output.
std::string repeated(const std::string& path, int copies) {
  ::onnx::ModelProto p;
  std::ifstream in(path, std::ios::binary);
  p.ParseFromIstream(&in);
  const ::onnx::GraphProto g = p.graph();
  auto* out = p.mutable_graph();
  out->clear_node();
  out->clear_output();
  out->clear_value_info();
  std::string prevOut;
  for (int k = 0; k < copies; ++k) {
    const std::string sfx = k == 0 ? "" : "_c" + std::to_string(k);
    for (auto n : g.node()) {
      for (auto& i : *n.mutable_input())
        if (!i.empty()) {
          bool isGraphInput = false;
          for (const auto& gi : g.input()) isGraphInput = isGraphInput || gi.name() == i;
          if (!isGraphInput) i += sfx;
        }
      for (auto& o : *n.mutable_output()) o += sfx;
      n.set_name(n.name() + sfx);
      *out->add_node() = n;
    }
    // the copies are joined: each output adds the previous one's
    const std::string o = g.output(0).name() + sfx;
    if (!prevOut.empty()) {
      auto* add = out->add_node();
      add->set_op_type("Add");
      add->set_name("join" + sfx);
      add->add_input(o);
      add->add_input(prevOut);
      add->add_output("joined" + sfx);
      prevOut = "joined" + sfx;
    } else {
      prevOut = o;
    }
  }
  auto* o = out->add_output();
  *o = g.output(0);
  o->set_name(prevOut);
  const std::string file = (std::filesystem::temp_directory_path() / "fs_bench_onnx_1000.onnx").string();
  std::ofstream f(file, std::ios::binary);
  f << p.SerializeAsString();
  return file;
}

void bench(const std::string& path) {
  std::vector<double> load, lower;
  std::size_t onnxNodes = 0, irNodes = 0;
  for (int r = 0; r < 5; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    auto m = fs::onnx::loadOnnxModel(path);
    load.push_back(msSince(t0));
    t0 = std::chrono::steady_clock::now();
    auto l = fs::onnx::lowerOnnx(m, {"cuda"});
    lower.push_back(msSince(t0));
    onnxNodes = m.nodes.size();
    irNodes = l.graph.nodes.size();
  }
  std::sort(load.begin(), load.end());
  std::sort(lower.begin(), lower.end());
  std::printf("%-40s %5zu ONNX nodes -> %5zu scheduler nodes: load %7.1f ms, lower %7.1f ms, total %7.1f ms (median of 5)\n",
              std::filesystem::path(path).filename().c_str(), onnxNodes, irNodes, load[2], lower[2], load[2] + lower[2]);
}

}  // namespace

int main(int argc, char** argv) {
  fs::setLogLevel(spdlog::level::off);
  std::vector<std::string> models;
  for (int i = 1; i < argc; ++i) models.push_back(argv[i]);
  if (models.empty()) {
    const std::string s = std::string(FUSIONSCOPE_SAMPLES_DIR) + "/onnx/";
    models = {s + "softmax_attn.onnx", s + "resnet50_eval.onnx", repeated(s + "resnet50_eval.onnx", 6)};
  }
  for (const auto& m : models) bench(m);
}
