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
#include "core/frontends/inductor/DebugDir.h"
#include "core/runtime/CpuRunner.h"
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

namespace {
// RecurrentGemma's gate (hf_recurrent_gemma of the corpus, op8, an excerpt:
// tests/data/codegen/recurrent_gemma_from_op8, op8 on): sqrt(1 - exp(-16 sigmoid(b) softplus(a))) for
// t > 0. With softplus(a) ~ 2e-9 (a = -20) the exponent is ~ -1e-8: 1 - exp rounds to 0
// or below it in float32, where the H200's kernel gave 0 and the reference 3.4e-4. Such
// an element has no float32 value (a sample's sqrt is NaN): its spread is infinite.
TEST(RoundingSpread, AValueThatRoundingMakesNaNHasNoFloat32Value) {
  ir::Graph g = inductor::readIrFile(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/codegen/recurrent_gemma_from_op8/ir_pre_fusion.txt");
  codegen::BufferTable table(g);
  runtime::BufferPool ref = runtime::allocatePool(table);
  runtime::fillInputs(table, ref, 5);
  for (int c = 0; c < 4; ++c) ref.at("arg14_1").set(c, -20.0);  // channels 0..3: softplus ~ 2e-9
  runtime::Interpreter(table).run(ref);
  const auto s = runtime::roundingSpread(table, {"op8"}, {"buf8"}, ref).at("buf8");
  // buf8[b, t, c] at 2048 b + 128 t + c; t = 0 takes the other branch (no sqrt)
  int infinite = 0;
  for (std::int64_t t = 1; t < 16; ++t)
    for (std::int64_t c = 0; c < 4; ++c) infinite += std::isinf(s[static_cast<std::size_t>(128 * t + c)]);
  EXPECT_GE(infinite, 30) << "of 60 elements at the edge of float32";
  for (std::int64_t t = 0; t < 16; ++t)
    for (std::int64_t c = 8; c < 128; c += 40) EXPECT_TRUE(std::isfinite(s[static_cast<std::size_t>(128 * t + c)])) << t << ", " << c;
  // the kernel's 0 at such an element passes; a wrong value elsewhere still does not
  std::size_t edge = 0;
  for (std::size_t i = 128; i < s.size() && !edge; ++i)
    if (std::isinf(s[i])) edge = i;
  ASSERT_GT(edge, 0u);
  runtime::HostTensor got = ref.at("buf8");
  got.set(static_cast<std::int64_t>(edge), 0.0);
  runtime::KernelOutputCheck check(table, {"op8"}, {"buf8"}, ref);
  EXPECT_TRUE(check("buf8", got).ok);
  const double w = got.get(128 * 3 + 50);
  got.set(128 * 3 + 50, w + 0.01 * (1 + std::fabs(w)));
  EXPECT_FALSE(check("buf8", got).ok);
}
}  // namespace

namespace {
// A library matmul (linear_gelu's extern_kernels.mm, samples/inductor: [4096, 1024] x
// [1024, 4096]) has no loop body to perturb: its spread is the bound of a sum of products,
// the call on |A| and |B| times 2^-20. An element whose 1,024 products cancel may differ
// by that much (cuBLAS sums in other blocks than OpenBLAS); one that does not cancel may
// not differ by 1 %.
TEST(RoundingSpread, ALibraryMatmulsSpreadIsItsAbsoluteProduct) {
  auto dump = inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/linear_gelu", "", {}, {});
  const auto& pre = dump.graphs.at(0).preFusion;
  codegen::BufferTable table(pre);
  // row 0 of A alternates +-100 against a column of ones: C[0, 0] is exactly 0, its
  // products 100 each
  auto ref = runtime::computeReference(table, 1, [](runtime::BufferPool& pool) {
    for (std::int64_t k = 0; k < 1024; ++k) {
      pool.at("arg2_1").set(k, k % 2 ? -100.0 : 100.0);
      pool.at("arg0_1").set(k, 1.0);
    }
  });
  ASSERT_EQ(ref.pool.at("buf0").get(0), 0.0);
  const auto s = runtime::roundingSpread(table, {"op0"}, {"buf0"}, ref.pool).at("buf0");
  const auto& want = ref.pool.at("buf0");
  ASSERT_EQ(s.size(), static_cast<std::size_t>(want.numel));
  // element 0 by definition: 2^-20 * sum_k |A[0, k]| |B[k, 0]| (B = arg0_1 transposed)
  const auto &a = ref.pool.at("arg2_1"), &b = ref.pool.at("arg0_1");
  double m = 0;
  for (std::int64_t k = 0; k < 1024; ++k) m += std::fabs(a.get(k)) * std::fabs(b.get(k));
  EXPECT_NEAR(s[0], m * 0x1p-20, 1e-6 * m * 0x1p-20);
  EXPECT_NEAR(s[0], 102400 * 0x1p-20, 1e-9);
  // the element that cancels: off by twice its spread, it passes only with the spread
  const std::size_t worst = 0;
  runtime::HostTensor got = want;
  got.set(static_cast<std::int64_t>(worst), want.get(static_cast<std::int64_t>(worst)) + 2 * s[worst]);
  EXPECT_FALSE(runtime::compare("buf0", got, want).ok);
  runtime::KernelOutputCheck check(table, {"op0"}, {"buf0"}, ref.pool);
  const auto r = check("buf0", got);
  EXPECT_TRUE(r.ok) << r.describe();
  EXPECT_EQ(r.withinSpread, 1);
  got.set(7, want.get(7) * 1.01 + 1e-3);
  EXPECT_FALSE(check("buf0", got).ok);
}
}  // namespace
