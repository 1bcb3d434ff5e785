// CUPTI kernel durations (core/runtime/Cupti.h), the parts that need no GPU: where the
// library is looked for, the reason given when it is absent, how one run's records
// add up, and a tracer that cannot start (no driver here) saying why instead of
// crashing. The GPU side is tests/gpu/GpuTest.cpp (Gpu.CuptiKernelDurations).
#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "core/runtime/CudaRunner.h"
#include "core/runtime/Cupti.h"

namespace {

using namespace fs::runtime;

// Sets (or unsets, with nullopt) an environment variable for one scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, std::optional<std::string> value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value) setenv(name, value->c_str(), 1);
    else unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_) setenv(name_, old_->c_str(), 1);
    else unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

TEST(Cupti, SearchPathDefaultLoaderFirstThenEnvThenToolkitDirs) {
  std::vector<std::string> toolkit = {
      "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.13", "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so",
      "/usr/local/cuda/lib64/libcupti.so.13",              "/usr/local/cuda/lib64/libcupti.so",
      "/usr/local/cuda/lib/libcupti.so.13",                "/usr/local/cuda/lib/libcupti.so"};
  {
    ScopedEnv env("FUSIONSCOPE_CUPTI", std::nullopt);
    std::vector<std::string> want = {"libcupti.so.13", "libcupti.so"};
    want.insert(want.end(), toolkit.begin(), toolkit.end());
    EXPECT_EQ(cuptiSearchPath(), want);
  }
  {
    ScopedEnv env("FUSIONSCOPE_CUPTI", "/opt/torch/nvidia/cu13/lib/libcupti.so.13");
    std::vector<std::string> want = {"libcupti.so.13", "libcupti.so", "/opt/torch/nvidia/cu13/lib/libcupti.so.13"};
    want.insert(want.end(), toolkit.begin(), toolkit.end());
    EXPECT_EQ(cuptiSearchPath(), want);
  }
}

TEST(Cupti, AbsentLibrarySaysWhatWasTried) {
  auto lib = openCuptiLibrary({"/nonexistent/libcupti.so.13", "/nonexistent/lib64/libcupti.so"});
  EXPECT_FALSE(lib.ok);
  EXPECT_TRUE(lib.path.empty());
  ASSERT_FALSE(lib.error.empty());
#ifdef FUSIONSCOPE_HAVE_CUPTI
  EXPECT_EQ(lib.error.rfind("libcupti not found: /nonexistent/libcupti.so.13", 0), 0u) << lib.error;
  EXPECT_NE(lib.error.find("(tried /nonexistent/libcupti.so.13, /nonexistent/lib64/libcupti.so)"), std::string::npos)
      << lib.error;
#endif
}

// A library that opens but is not CUPTI (or not CUPTI 13) is skipped, and named.
TEST(Cupti, LibraryThatIsNotCuptiIsSkipped) {
  auto lib = openCuptiLibrary({"libm.so.6", "/nonexistent/libcupti.so"});
  EXPECT_FALSE(lib.ok);
#ifdef FUSIONSCOPE_HAVE_CUPTI
  EXPECT_EQ(lib.error.rfind("no usable libcupti: libm.so.6: missing symbol ", 0), 0u) << lib.error;
  auto next = openCuptiLibrary({"libm.so.6", "libcupti.so.13"});
  if (!openCuptiLibrary({"libcupti.so.13"}).ok) GTEST_SKIP() << "no CUPTI here";
  EXPECT_TRUE(next.ok) << next.error;
  EXPECT_EQ(next.path, "libcupti.so.13");
#endif
}

TEST(Cupti, LibraryFoundHereIsCupti13) {
  auto lib = openCuptiLibrary({"libcupti.so.13"});
  if (!lib.ok) GTEST_SKIP() << "no CUPTI here: " << lib.error;
  EXPECT_EQ(lib.path, "libcupti.so.13");
  EXPECT_EQ(lib.version / 10000, 13u) << lib.version;
}

CuptiKernelRecord rec(const std::string& name, std::uint64_t start, std::uint64_t end) {
  CuptiKernelRecord r;
  r.name = name;
  r.startNs = start;
  r.endNs = end;
  return r;
}

TEST(Cupti, RunSumsItsKernelsButNotTheL2Flush) {
  CuptiRecords run;
  run.kernels = {rec("fs_flush", 1000, 61000), rec("fs_bias_fill", 70000, 71500), rec("sgemm_128x64", 72000, 772000)};
  auto s = sumKernelDurations(run, "fs_flush");
  EXPECT_TRUE(s.complete);
  EXPECT_EQ(s.kernels, 2);
  EXPECT_DOUBLE_EQ(s.us, 1.5 + 700.0);
  EXPECT_DOUBLE_EQ(run.kernels[0].durationUs(), 60.0);
}

TEST(Cupti, UntimedOrLostRecordsMakeTheRunIncomplete) {
  CuptiRecords untimed;
  untimed.kernels = {rec("k", 0, 0), rec("k2", 10, 2010)};
  auto a = sumKernelDurations(untimed, "fs_flush");
  EXPECT_FALSE(a.complete);
  EXPECT_EQ(a.kernels, 1);
  CuptiRecords lost;
  lost.kernels = {rec("k", 10, 1010)};
  lost.lost = 1;
  EXPECT_FALSE(sumKernelDurations(lost, "fs_flush").complete);
  CuptiRecords onlyFlush;
  onlyFlush.kernels = {rec("fs_flush", 10, 60010)};
  auto f = sumKernelDurations(onlyFlush, "fs_flush");
  EXPECT_TRUE(f.complete);
  EXPECT_EQ(f.kernels, 0);
  EXPECT_DOUBLE_EQ(f.us, 0.0);
}

TEST(Cupti, MedianOverCompleteRunsWithKernels) {
  std::vector<KernelTimeSum> runs = {{3.0, 1, true}, {1.0, 1, true}, {2.0, 1, true}, {100.0, 1, false}, {0.0, 0, true}};
  EXPECT_DOUBLE_EQ(medianKernelTime(runs), 2.0);
  EXPECT_DOUBLE_EQ(medianKernelTime({{0.0, 0, true}, {0.0, 0, true}}), 0.0);  // a host copy: no kernel
  EXPECT_DOUBLE_EQ(medianKernelTime({{5.0, 1, false}}), 0.0);
  EXPECT_DOUBLE_EQ(medianKernelTime({}), 0.0);
}

// Runs queued back to back come in one take(): cut in launch order (correlation ids,
// not delivery order), the flush left out, each run summed; a count that does not divide,
// or a lost record, makes no run usable.
TEST(Cupti, QueuedRunsAreCutInLaunchOrder) {
  auto with = [](CuptiKernelRecord r, std::uint32_t id) {
    r.correlationId = id;
    return r;
  };
  CuptiRecords q;  // two runs of two kernels, delivered out of order, a flush among them
  q.kernels = {with(rec("b", 3000, 4500), 4), with(rec("a", 1000, 2000), 1), with(rec("fs_flush", 0, 900), 0),
               with(rec("b", 2100, 2400), 2), with(rec("a", 2500, 2900), 3)};
  auto runs = splitKernelRuns(q, 2, "fs_flush");
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_TRUE(runs[0].complete && runs[1].complete);
  EXPECT_EQ(runs[0].kernels, 2);
  EXPECT_DOUBLE_EQ(runs[0].us, 1.0 + 0.3);  // ids 1 and 2
  EXPECT_DOUBLE_EQ(runs[1].us, 0.4 + 1.5);  // ids 3 and 4
  EXPECT_DOUBLE_EQ(medianKernelTime(runs), (1.3 + 1.9) / 2);
  auto odd = splitKernelRuns(q, 3, "fs_flush");
  ASSERT_EQ(odd.size(), 3u);
  for (const auto& r : odd) EXPECT_FALSE(r.complete);
  q.lost = 1;
  for (const auto& r : splitKernelRuns(q, 2, "fs_flush")) EXPECT_FALSE(r.complete);
  EXPECT_TRUE(splitKernelRuns(q, 0, "fs_flush").empty());
}

// Flushed runs taken at once after the last one: each run is the kernels after its
// flush, up to the next flush; what came before the last `runs` flushes (a warm-up, an
// earlier flush's leftovers) is not counted. Marked runs queued back to back: the kernels
// after the last marker only.
TEST(Cupti, RunsAreCutAtTheirMarkers) {
  auto with = [](CuptiKernelRecord r, std::uint32_t id) {
    r.correlationId = id;
    return r;
  };
  CuptiRecords q;  // a warm-up kernel, an old flush, then two flushed runs (the second of two kernels)
  q.kernels = {with(rec("k", 0, 5000), 1),         with(rec("fs_flush", 0, 900), 2),
               with(rec("k", 6000, 6300), 3),      with(rec("fs_flush", 7000, 9000), 4),
               with(rec("lib_b", 11000, 11600), 7), with(rec("k", 9500, 10500), 5),
               with(rec("fs_flush", 10000, 10100), 6)};
  // in launch order: k(1) flush(2) k(3) flush(4) k(5) flush(6) lib_b(7)
  auto runs = runsAfterMarkers(q, 2, "fs_flush");
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_TRUE(runs[0].complete && runs[1].complete);
  EXPECT_EQ(runs[0].kernels, 1);
  EXPECT_DOUBLE_EQ(runs[0].us, 1.0);  // id 5
  EXPECT_EQ(runs[1].kernels, 1);
  EXPECT_DOUBLE_EQ(runs[1].us, 0.6);  // id 7
  auto three = runsAfterMarkers(q, 3, "fs_flush");
  EXPECT_DOUBLE_EQ(three[0].us, 0.3);  // id 3
  for (const auto& r : runsAfterMarkers(q, 4, "fs_flush")) EXPECT_FALSE(r.complete);  // three flushes only
  EXPECT_TRUE(runsAfterMarkers(q, 0, "fs_flush").empty());

  auto after = recordsAfterLastMarker(q, "fs_flush");
  ASSERT_EQ(after.kernels.size(), 1u);
  EXPECT_EQ(after.kernels[0].name, "lib_b");
  EXPECT_EQ(after.lost, 0u);
  CuptiRecords none;
  none.kernels = {with(rec("k", 0, 1000), 1)};
  auto noMarker = recordsAfterLastMarker(none, "fs_flush");
  EXPECT_TRUE(noMarker.kernels.empty());
  EXPECT_GT(noMarker.lost, 0u);
  for (const auto& r : splitKernelRuns(noMarker, 1, "fs_flush")) EXPECT_FALSE(r.complete);
  q.lost = 1;
  for (const auto& r : runsAfterMarkers(q, 2, "fs_flush")) EXPECT_FALSE(r.complete);
  EXPECT_GT(recordsAfterLastMarker(q, "fs_flush").lost, 0u);
}

// Here libcupti may load (the toolkit has it) but there is no driver: starting must
// fail with the call named, not crash; and a second tracer after it must start clean.
TEST(Cupti, TracerWithoutGpuIsInactiveAndSaysWhy) {
  if (probeCuda().available) GTEST_SKIP() << "a GPU is present: tests/gpu covers the tracer";
  for (int i = 0; i < 2; ++i) {
    CuptiKernelTracer t;
    EXPECT_FALSE(t.active());
    EXPECT_FALSE(t.reason().empty());
    std::printf("CUPTI here: %s\n", t.reason().c_str());
    auto got = t.take();
    EXPECT_TRUE(got.kernels.empty());
    EXPECT_EQ(got.lost, 0u);
#ifdef FUSIONSCOPE_HAVE_CUPTI
    if (cuptiLibrary().ok) {
      EXPECT_EQ(t.reason().rfind("cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL) failed: ", 0), 0u)
          << t.reason();
    }
#endif
  }
}

TEST(Cupti, TurnedOffByEnvironment) {
  ScopedEnv env("FUSIONSCOPE_NO_CUPTI", "1");
  CuptiKernelTracer t;
  EXPECT_FALSE(t.active());
  EXPECT_EQ(t.reason(), "turned off by FUSIONSCOPE_NO_CUPTI");
}

}  // namespace
