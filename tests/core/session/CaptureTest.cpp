// What a capture sets for the user's program and what it finds afterwards
// (core/session/Capture.h): the user's own settings win; a folder holding a real
// dump (tests/data/zoo/resnet18, torch 2.11) is summarised, one without is said so.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/session/Capture.h"

using namespace fs;

namespace {

std::string valueOf(const std::vector<std::pair<std::string, std::string>>& env, const std::string& name) {
  for (const auto& [n, v] : env)
    if (n == name) return v;
  return "<unset>";
}

TEST(Capture, EnvironmentKeepsWhatTheUserSet) {
  ::unsetenv("TORCH_COMPILE_DEBUG");
  ::unsetenv("TORCH_COMPILE_DEBUG_DIR");
  ::unsetenv("TORCHINDUCTOR_FORCE_DISABLE_CACHES");
  ::setenv("TORCH_LOGS", "+fusion", 1);
  const auto env = session::captureEnvironment("/tmp/cap");
  ::unsetenv("TORCH_LOGS");
  EXPECT_EQ(env.size(), 3u);
  EXPECT_EQ(valueOf(env, "TORCH_COMPILE_DEBUG"), "1");
  EXPECT_EQ(valueOf(env, "TORCH_COMPILE_DEBUG_DIR"), "/tmp/cap");
  EXPECT_EQ(valueOf(env, "TORCHINDUCTOR_FORCE_DISABLE_CACHES"), "1");
  EXPECT_EQ(valueOf(env, "TORCH_LOGS"), "<unset>");  // the user's +fusion is kept
  EXPECT_EQ(valueOf(session::captureEnvironment("/tmp/cap"), "TORCH_LOGS"), "+fusion,+schedule,graph_breaks");
}

TEST(Capture, SummaryOfARealDumpAndOfNone) {
  const std::filesystem::path dump = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/resnet18";
  const auto s = session::summariseCapture(dump, 0);
  EXPECT_TRUE(s.found);
  EXPECT_EQ(s.dumpPath, dump.string());
  ASSERT_EQ(s.lines.size(), 1u);
  // 61 pre-fusion nodes; the log's fuse_nodes ran 2 rounds; output_code.py defines 22 kernels
  EXPECT_EQ(s.lines.front(), "inference: 61 scheduler nodes, fusion log: 2 rounds, 22 kernels");

  const auto none = session::summariseCapture(std::filesystem::temp_directory_path() / "fs-capture-nothing-here", 3);
  EXPECT_FALSE(none.found);
  EXPECT_NE(none.text.find("the program exited with 3"), std::string::npos) << none.text;
  EXPECT_NE(none.text.find("no dump:"), std::string::npos) << none.text;
}

}  // namespace
