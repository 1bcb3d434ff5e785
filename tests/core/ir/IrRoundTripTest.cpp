// Every Inductor dump in samples/ reads, prints back byte for byte, and reads
// back to an identical IR (the text form is stable).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/frontends/inductor/IrReader.h"
#include "core/ir/Printer.h"
#include "tests/core/TestData.h"

namespace {
using fs::testdata::slurp;

std::vector<std::string> allDumpFiles() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(FUSIONSCOPE_SAMPLES_DIR)) {
    auto name = e.path().filename().string();
    if (name == "ir_pre_fusion.txt" || name == "ir_post_fusion.txt") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// First differing line, for a readable failure.
std::string firstDifference(const std::string& a, const std::string& b) {
  std::istringstream sa(a), sb(b);
  std::string la, lb;
  for (int line = 1;; ++line) {
    bool ea = !std::getline(sa, la), eb = !std::getline(sb, lb);
    if (ea && eb) return "trailing bytes differ";
    if (ea || eb || la != lb)
      return "line " + std::to_string(line) + ":\n  expected: " + (ea ? "<eof>" : la) + "\n  printed:  " + (eb ? "<eof>" : lb);
  }
}

class RoundTrip : public ::testing::TestWithParam<std::string> {};

TEST_P(RoundTrip, PrintsBackByteForByteAndReadsBackIdentical) {
  const std::string path = GetParam();
  const std::string original = slurp(path);
  fs::ir::Graph g = fs::inductor::parseIrText(original, path);
  const std::string printed = fs::ir::printGraph(g);
  EXPECT_TRUE(printed == original) << path << "\n" << firstDifference(original, printed);
  fs::ir::Graph again = fs::inductor::parseIrText(printed, path);
  again.sourcePath = g.sourcePath;
  EXPECT_TRUE(again == g) << path;
  EXPECT_EQ(fs::ir::printGraph(again), printed);
}

INSTANTIATE_TEST_SUITE_P(Samples, RoundTrip, ::testing::ValuesIn(allDumpFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string rel = info.param.substr(std::string(FUSIONSCOPE_SAMPLES_DIR).size() + 1);
                           std::string name;
                           for (char c : rel) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

TEST(RoundTrip, CoversEverySample) { EXPECT_EQ(allDumpFiles().size(), 48u); }

}  // namespace
