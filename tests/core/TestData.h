// Where the core tests find their data, and reading a file whole. One definition for
// every test file (the test executables are unity builds: a helper defined twice in
// two files of one executable would clash).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace fs::testdata {

/// samples/ (the bundled Inductor dumps and ONNX exports), without a trailing '/'.
inline const std::string kSamples = FUSIONSCOPE_SAMPLES_DIR;
/// tests/data/ (real excerpts: zoo graphs, ONNX test models, golden files).
inline const std::string kTestData = FUSIONSCOPE_TESTDATA_DIR;

/// The bytes of `path`; empty when it cannot be read (a test then fails on its content).
inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace fs::testdata
