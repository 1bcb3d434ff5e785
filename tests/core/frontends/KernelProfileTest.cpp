// Inductor's kernel timings (kernel_timings_h200.json beside the resnet50_train
// sample, made by the zoo's generator from a torch.profiler run on an H200): each
// kernel's launches per step and their summed time; malformed files and entries.
#include <gtest/gtest.h>

#include "core/frontends/inductor/KernelProfile.h"
#include "core/util/Error.h"

namespace {

using namespace fs;

const std::string kTimings = std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/resnet50_train/kernel_timings_h200.json";

TEST(InductorKernelTimings, PerLaunchTimeIsTheStepTotalOverTheLaunches) {
  const auto p = inductor::readInductorKernelTimings(kTimings);
  EXPECT_EQ(p.kind, ir::KernelProfile::Kind::InductorTimings);
  EXPECT_EQ(p.kernels.size(), 153u);
  EXPECT_EQ(p.skipped, 0);
  // "triton_poi_fused_2": {"count": 3, "total_us_per_step": 4.663999999981184}
  const auto& k = p.kernels.at("triton_poi_fused_2");
  EXPECT_EQ(k.calls, 3);
  EXPECT_DOUBLE_EQ(k.totalUs, 4.663999999981184);
  EXPECT_NEAR(k.meanUs(), 1.5547, 1e-4);
}

TEST(InductorKernelTimings, EntriesOfAnotherShapeAreSkippedAndCounted) {
  const auto p = inductor::parseInductorKernelTimings(
      R"({"compiled_kernels_us_per_step": {"a": {"count": 2, "total_us_per_step": 3.0},
          "b": {"count": "2", "total_us_per_step": 1.0}, "c": [1, 2], "d": {"count": 0, "total_us_per_step": 1.0},
          "e": {"total_us_per_step": -1}, "f": {"total_us_per_step": 5}}})",
      "t.json");
  ASSERT_EQ(p.kernels.size(), 2u);
  EXPECT_DOUBLE_EQ(p.kernels.at("a").meanUs(), 1.5);
  EXPECT_EQ(p.kernels.at("f").calls, 1);  // no count: one launch
  EXPECT_EQ(p.skipped, 4);
}

TEST(InductorKernelTimings, MalformedFilesAreOneLocatedError) {
  try {
    (void)inductor::parseInductorKernelTimings("{\"compiled_kernels_us_per_step\": {", "t.json");
    FAIL() << "no error for truncated JSON";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("t.json"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("JSON error at byte"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)inductor::parseInductorKernelTimings(R"({"traceEvents": []})", "t.json"), InputError);
  EXPECT_THROW((void)inductor::parseInductorKernelTimings("[1, 2]", "t.json"), InputError);
  EXPECT_THROW((void)inductor::readInductorKernelTimings("/nonexistent/kernel_timings_h200.json"), InputError);
}

TEST(KernelTimesJson, EitherFormatIsToldByItsContent) {
  // the samples' kernel_timings_h200.json opened as a profile (the app refused it
  // as "not a torch.profiler Chrome trace")
  const auto timings = inductor::readKernelTimesJson(kTimings);
  EXPECT_EQ(timings.kind, ir::KernelProfile::Kind::InductorTimings);
  EXPECT_EQ(timings.kernels.size(), 153u);
  const auto trace = inductor::parseKernelTimesJson(
      R"({"traceEvents": [{"ph": "X", "cat": "kernel", "name": "k", "dur": 2.5}]})", "trace.json");
  EXPECT_EQ(trace.kind, ir::KernelProfile::Kind::Trace);
  EXPECT_DOUBLE_EQ(trace.kernels.at("k").totalUs, 2.5);
  try {
    (void)inductor::parseKernelTimesJson(R"({"kernels": []})", "x.json");
    FAIL() << "no error for JSON of neither format";
  } catch (const InputError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("x.json"), std::string::npos) << m;
    EXPECT_NE(m.find("traceEvents"), std::string::npos) << m;
    EXPECT_NE(m.find("compiled_kernels_us_per_step"), std::string::npos) << m;
  }
  EXPECT_THROW((void)inductor::parseKernelTimesJson("{", "x.json"), InputError);
}

TEST(ProfilerTrace, DurationsThatAreNotTimesAreSkipped) {
  // a negative or overflowing duration is no kernel time (found by a fresh-clone trial)
  const auto p = inductor::parseProfilerTrace(
      R"({"traceEvents": [{"ph": "X", "cat": "kernel", "name": "k", "dur": 2.5},
          {"ph": "X", "cat": "kernel", "name": "k", "dur": -5}, {"ph": "X", "cat": "kernel", "name": "k", "dur": 1e308},
          {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "dur": 7}]})",
      "trace.json");
  ASSERT_EQ(p.kernels.size(), 1u);
  EXPECT_EQ(p.kernels.at("k").calls, 1);
  EXPECT_DOUBLE_EQ(p.kernels.at("k").totalUs, 2.5);
  EXPECT_EQ(p.skipped, 2);
}

TEST(InductorKernelTimings, ADirectoryIsNamedAsSuch) {
  try {
    (void)inductor::readInductorKernelTimings(FUSIONSCOPE_SAMPLES_DIR);
    FAIL() << "no error for a directory";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("is a directory"), std::string::npos) << e.what();
  }
}

}  // namespace
