// Every fixture graph under samples/ (CUDA and CPU dumps), for parameterised tests.
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace fs::test {

struct FixtureGraph {
  std::string name;    ///< "inductor_resnet50_train_forward" (a valid test name)
  std::string folder;  ///< the graph folder holding ir_pre_fusion.txt
};

/// GoogleTest prints parameters with this (readable test listings, not byte dumps).
inline void PrintTo(const FixtureGraph& f, std::ostream* os) { *os << f.name; }

inline std::vector<FixtureGraph> fixtureGraphs() {
  std::vector<FixtureGraph> out;
  for (const char* kind : {"inductor", "inductor_cpu"}) {
    std::filesystem::path root = std::filesystem::path(FUSIONSCOPE_SAMPLES_DIR) / kind;
    if (!std::filesystem::exists(root)) continue;
    for (const auto& model : std::filesystem::directory_iterator(root))
      for (const auto& graph : std::filesystem::directory_iterator(model.path()))
        if (std::filesystem::exists(graph.path() / "ir_pre_fusion.txt"))
          out.push_back({std::string(kind) + "_" + model.path().filename().string() + "_" + graph.path().filename().string(),
                         graph.path().string()});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  return out;
}

/// Zoo graphs for the kernel tests: tests/data/kernels/<model>/<graph>/ (see its README),
/// the two max-autotune models of tests/data/zoo
/// and the bundled samples/zoo models whose kernels all run (not yet mixtral: sorts,
/// topk, histc, grouped_mm; resnet18_dynamic needs the loader's size hints, which
/// tests/zoo/kernels.sh gives it).
inline std::vector<FixtureGraph> kernelZooGraphs() {
  std::vector<FixtureGraph> out;
  std::vector<std::filesystem::path> models;
  const std::filesystem::path data = std::filesystem::path(FUSIONSCOPE_TESTDATA_DIR) / "kernels";
  if (std::filesystem::exists(data))
    for (const auto& m : std::filesystem::directory_iterator(data)) models.push_back(m.path());
  for (const char* m : {"index_put_accumulate", "t5_encoder", "cat_pointwise", "cumsum_softmax"})
    models.push_back(std::filesystem::path(FUSIONSCOPE_SAMPLES_DIR) / "zoo" / m);
  // max-autotune templates, and sorts with aten.topk (tests/data/zoo, shared with the
  // fusion and interpreter tests)
  for (const char* m : {"mlp_maxautotune", "x_maxautotune_mlp", "x_sort_topk"})
    models.push_back(std::filesystem::path(FUSIONSCOPE_TESTDATA_DIR) / "zoo" / m);
  for (const auto& model : models) {
    if (!std::filesystem::is_directory(model)) continue;
    for (const auto& graph : std::filesystem::directory_iterator(model))
      if (std::filesystem::exists(graph.path() / "ir_pre_fusion.txt")) {
        std::string name = "zoo_" + model.filename().string() + "_" + graph.path().filename().string();
        std::replace_if(name.begin(), name.end(), [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); }, '_');
        out.push_back({name, graph.path().string()});
      }
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  return out;
}

}  // namespace fs::test
