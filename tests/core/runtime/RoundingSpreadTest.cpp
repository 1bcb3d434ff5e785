// A value computed by cancellation is only as good as float32 rounding lets it be, on
// any device: the reference checks it with a tolerance widened by its own rounding
// spread (roundingSpread, KernelOutputCheck: Monte Carlo arithmetic), and nothing else.
// On the H100 corpus run 5 graphs' kernels failed by 1e-5 to 1e-4 this way (mnasnet's
// and repvit's batch-norm gradients, adagrad's update, a softmax of large logits).
// Checked on layernorm_manual's row sum (samples/inductor: op0 sums rows of 512 of
// arg0_1 [8192, 512]), with one row that cancels and one that does not.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/Interpreter.h"

namespace {

using namespace fs;

struct RowSum {
  ir::Graph g = inductor::readIrFile(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/layernorm_manual/inference/ir_pre_fusion.txt");
  codegen::BufferTable table{g};
  runtime::BufferPool reference = runtime::allocatePool(table);
  RowSum() {
    runtime::fillInputs(table, reference, 3);
    auto& x = reference.at("arg0_1");
    // row 0: 256 values of magnitude ~1e4 and their negatives: the sum is 0, its terms 1e4
    // row 1: 512 values of ~1, one sign: the sum is ~800 and well conditioned; the others 0
    for (std::int64_t i = 0; i < x.numel; ++i) x.set(i, 0.0);
    for (int j = 0; j < 256; ++j) {
      const double v = 1e4 + std::fmod(j * 731.0, 1300.0);
      x.set(2 * j, v);
      x.set(2 * j + 1, -v);
      x.set(512 + 2 * j, 1.0 + std::fmod(j * 0.0731, 1.0));
      x.set(512 + 2 * j + 1, 1.5);
    }
    runtime::Interpreter(table).run(reference);
  }
};

TEST(RoundingSpread, ACancellingSumSpreadsAndAWellConditionedOneDoesNot) {
  RowSum r;
  ASSERT_EQ(r.reference.at("buf0").get(0), 0.0);
  const auto spread = runtime::roundingSpread(r.table, {"op0"}, {"buf0"}, r.reference);
  ASSERT_EQ(spread.count("buf0"), 1u);
  const auto& s = spread.at("buf0");
  // the cancelling row: float32 rounding of partial sums of size ~1e4 moves it by ~1e-3
  // to 1e-1, beyond the check's atol (1e-4 of the buffer's rms, ~1e-3 here) on an exact 0
  EXPECT_GT(s[0], 1e-3);
  EXPECT_LT(s[0], 1.0);
  // the well-conditioned row: within a few units of float32 rounding of its value
  const double w1 = r.reference.at("buf0").get(1);
  EXPECT_GT(w1, 500.0);
  EXPECT_GT(s[1], 0.0);
  EXPECT_LT(s[1] / w1, 1e-5);
}

TEST(RoundingSpread, OnlyTheIllConditionedElementIsWidened) {
  RowSum r;
  const auto s = runtime::roundingSpread(r.table, {"op0"}, {"buf0"}, r.reference).at("buf0");
  runtime::HostTensor got = r.reference.at("buf0");
  // off by twice its spread where the sum cancels: within the computation's own sensitivity
  got.set(0, 2.0 * s[0]);
  runtime::KernelOutputCheck check(r.table, {"op0"}, {"buf0"}, r.reference);
  auto ok = check("buf0", got);
  EXPECT_TRUE(ok.ok) << ok.describe();
  EXPECT_EQ(ok.withinSpread, 1);
  EXPECT_EQ(runtime::compare("buf0", got, r.reference.at("buf0")).ok, false) << "the plain tolerance alone rejects it";
  // the same relative error where nothing cancels is a wrong value
  const double w1 = r.reference.at("buf0").get(1);
  got.set(1, w1 * (1 + 3e-4));
  auto bad = check("buf0", got);
  EXPECT_FALSE(bad.ok) << bad.describe();
  EXPECT_EQ(bad.mismatches, 1);
  EXPECT_EQ(bad.firstBad, 1);
}

}  // namespace
