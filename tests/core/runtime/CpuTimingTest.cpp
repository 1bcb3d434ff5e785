// What keeps CPU kernel times comparable between plans (CpuRunner.h, CpuExterns.h):
// the externs' GEMMs share the generated kernels' OpenMP threads, every kernel is
// warmed up before it is timed, and other processes' load is measured. Nothing here
// is timed: only what is set, what runs, and how often.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include <cblas.h>
#include <omp.h>
#include <unistd.h>

#include <vector>

#include "core/runtime/CpuExterns.h"
#include "core/runtime/CpuRunner.h"

namespace {

using namespace fs;

// No second pool of threads spins on the cores while a kernel is timed.
TEST(CpuTiming, BlasRunsOnTheKernelsOpenMPThreads) {
  const auto& b = runtime::configureBlasThreads();
  EXPECT_EQ(b.ompThreads, omp_get_max_threads());
  EXPECT_FALSE(b.config.empty());
#ifdef FUSIONSCOPE_OPENBLAS_OPENMP
  // CMake linked OpenBLAS's OpenMP build: the one loaded must be it (RUNPATH), not the
  // pthreads build that Debian's libopenblas.so.0 alternative points to.
  EXPECT_EQ(b.model, "openmp") << b.config;
  EXPECT_NE(b.config.find("USE_OPENMP"), std::string::npos) << b.config;
#endif
  if (b.model == "openmp") {
    EXPECT_EQ(b.threads, b.ompThreads);
  } else if (b.model == "pthreads") {
    EXPECT_EQ(b.threads, 1) << "its own pool would compete with the kernels' threads";
  }
  // a GEMM (every extern's path) leaves the setting as it was; asking again sets nothing new
  std::vector<float> a(256 * 256, 1.0f), c(256 * 256, 0.0f);
  runtime::stridedGemm(a.data(), 256, 1, a.data(), 256, 1, c.data(), 256, 1, 256, 256, 256, 1.0f, 0.0f);
  EXPECT_FLOAT_EQ(c[0], 256.0f);
  EXPECT_EQ(openblas_get_num_threads(), b.threads);
  EXPECT_EQ(&runtime::configureBlasThreads(), &b);
  EXPECT_EQ(omp_get_max_threads(), b.ompThreads);
}

// OpenBLAS names the kernels it chose (Debian 12's 0.3.21 picks "Prescott", SSE3, on a
// CPU newer than it knows); a pre-AVX2 core on an AVX2 CPU is what setUpBlas warns of.
TEST(CpuTiming, ABlasCoreOlderThanTheCpuIsNamed) {
  const auto& b = runtime::configureBlasThreads();
  EXPECT_FALSE(b.core.empty());
  EXPECT_TRUE(runtime::blasCoreBelowCpu("Prescott", true));
  EXPECT_TRUE(runtime::blasCoreBelowCpu("SANDYBRIDGE", true));
  EXPECT_FALSE(runtime::blasCoreBelowCpu("Prescott", false)) << "a CPU without AVX2 runs what it can";
  for (const char* fine : {"Haswell", "SkylakeX", "Cooperlake", "Zen", "SapphireRapids", "Neoverse N1"})
    EXPECT_FALSE(runtime::blasCoreBelowCpu(fine, true)) << fine;
}

TEST(CpuTiming, TimeRunsWarmsUpThenTimesEachRun) {
  int calls = 0;
  // each run sleeps 2 ms: every sample (microseconds) is at least that, and far from a second
  auto samples = runtime::timeRuns(
      [&] {
        ++calls;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      },
      2, 5);
  EXPECT_EQ(calls, 7);
  EXPECT_EQ(samples.size(), 5u);
  for (double s : samples) {
    EXPECT_GE(s, 2000.0);
    EXPECT_LT(s, 500000.0);
  }
  EXPECT_TRUE(runtime::timeRuns([] {}, 0, 0).empty());
  EXPECT_EQ(runtime::RunOptions{}.warmup, 2) << "after the verification run, two untimed runs";
}

// The spread the timing view shows beside each median: quartiles as numpy's default
// percentile computes them, the median the same as median()'s.
TEST(CpuTiming, SpreadOfSamplesIsTheirExtremesAndQuartiles) {
  const auto odd = runtime::spreadOf({5, 1, 4, 2, 3});
  EXPECT_EQ(odd.runs, 5);
  EXPECT_DOUBLE_EQ(odd.min, 1);
  EXPECT_DOUBLE_EQ(odd.q1, 2);
  EXPECT_DOUBLE_EQ(odd.median, 3);
  EXPECT_DOUBLE_EQ(odd.q3, 4);
  EXPECT_DOUBLE_EQ(odd.max, 5);
  EXPECT_DOUBLE_EQ(odd.iqr(), 2);
  const auto even = runtime::spreadOf({4, 1, 3, 2});
  EXPECT_DOUBLE_EQ(even.q1, 1.75);
  EXPECT_DOUBLE_EQ(even.median, 2.5);
  EXPECT_DOUBLE_EQ(even.median, runtime::median({4, 1, 3, 2}));
  EXPECT_DOUBLE_EQ(even.q3, 3.25);
  const auto one = runtime::spreadOf({7});
  EXPECT_EQ(one.runs, 1);
  EXPECT_DOUBLE_EQ(one.min, 7);
  EXPECT_DOUBLE_EQ(one.q1, 7);
  EXPECT_DOUBLE_EQ(one.q3, 7);
  EXPECT_DOUBLE_EQ(one.max, 7);
  const auto none = runtime::spreadOf({});
  EXPECT_EQ(none.runs, 0);
  EXPECT_EQ(none.max, 0.0);
}

// The warning about other processes: the machine's CPU time less ours, over all CPUs.
TEST(CpuTiming, OthersCpuShareIsTheMachinesTimeLessOurs) {
  const double cpus = static_cast<double>(sysconf(_SC_NPROCESSORS_ONLN));
  // 2 s of wall time; we used 1 CPU second, others half of every CPU
  runtime::CpuUsage from{100.0, 50.0, 2.0}, to{102.0, 50.0 + 1.0 + cpus, 3.0};
  EXPECT_NEAR(runtime::othersCpuShare(from, to), 0.5, 1e-9);
  runtime::CpuUsage unknown = to;
  unknown.machineS = -1;
  EXPECT_EQ(runtime::othersCpuShare(from, unknown), 0.0);
  EXPECT_EQ(runtime::othersCpuShare(to, to), 0.0);
  const auto now = runtime::cpuUsage();
  EXPECT_GT(now.machineS, 0.0) << "/proc/stat was not read";
  EXPECT_GT(now.selfS, 0.0);
}

// The untimed host work's team shares the CPUs that other processes leave (two
// references of a model at once ran 16x slower with both teams full, libgomp's threads
// spinning at every barrier): half the CPUs busy elsewhere, half a team.
TEST(CpuTiming, UntimedWorkTakesTheCpusOthersLeave) {
  using runtime::CpuThreadGovernor;
  EXPECT_EQ(CpuThreadGovernor::teamFor(16, 0.5, 16), 8);
  EXPECT_EQ(CpuThreadGovernor::teamFor(16, 0.0, 16), 16);
  EXPECT_EQ(CpuThreadGovernor::teamFor(16, 0.0, 4), 4);    // never more than the team it found
  EXPECT_EQ(CpuThreadGovernor::teamFor(2, 1.0, 2), 1);     // every CPU busy elsewhere: one thread still
  EXPECT_EQ(CpuThreadGovernor::teamFor(16, 0.72, 16), 4);  // 4.48 CPUs free
  // the team it found comes back when it ends
  const int before = omp_get_max_threads();
  omp_set_num_threads(3);
  {
    CpuThreadGovernor team;
    EXPECT_EQ(team.threads(), 3);
    omp_set_num_threads(1);
    std::this_thread::sleep_for(std::chrono::duration<double>(CpuThreadGovernor::kPeriodS * 1.2));
    team.tick();  // sampled: somewhere in [1, 3]
    EXPECT_GE(team.threads(), 1);
    EXPECT_LE(team.threads(), 3);
    EXPECT_EQ(omp_get_max_threads(), team.threads());
  }
  EXPECT_EQ(omp_get_max_threads(), 3);
  omp_set_num_threads(before);
}

}  // namespace
