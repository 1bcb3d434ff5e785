// The reference interpreter, the random inputs, the comparison tolerance, and the
// generated prelude's RNG against the interpreter's.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/HostBuffers.h"
#include "core/runtime/Interpreter.h"
#include "core/util/InputFile.h"

namespace {

using namespace fs;

std::string sample(const std::string& rel) { return std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + rel; }

TEST(Interpreter, LayerNormMatchesAHandWrittenReference) {
  auto g = inductor::readIrFile(sample("inductor/layernorm_manual/inference/ir_pre_fusion.txt"));
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 7);
  runtime::Interpreter interp(table);
  EXPECT_TRUE(interp.run(pool).empty());
  const auto& x = pool.at("arg0_1");
  const auto& w = pool.at("arg1_1");
  const auto& b = pool.at("arg2_1");
  const auto& y = pool.at("buf4");
  for (int row : {0, 17, 8191}) {
    double mean = 0, var = 0;
    for (int j = 0; j < 512; ++j) mean += x.get(row * 512 + j);
    mean /= 512;
    for (int j = 0; j < 512; ++j) var += (x.get(row * 512 + j) - mean) * (x.get(row * 512 + j) - mean);
    var /= 512;
    for (int j : {0, 100, 511}) {
      double want = (x.get(row * 512 + j) - mean) / std::sqrt(var + 1e-5) * w.get(j) + b.get(j);
      EXPECT_NEAR(y.get(row * 512 + j), want, 1e-5 * std::max(1.0, std::fabs(want)));
    }
  }
}

TEST(Inputs, NeverZeroAndPositiveWhereSquareRooted) {
  auto g = inductor::readIrFile(sample("inductor/bn_relu_maxpool/inference/ir_pre_fusion.txt"));
  inductor::attachExternCalls(inductor::readExternCalls(sample("inductor/bn_relu_maxpool/inference/output_code.py")), g);
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 1);
  for (const auto& b : table.all()) {
    if (!b.isGraphInput || !pool.count(b.name)) continue;
    const auto& t = pool.at(b.name);
    for (std::int64_t i = 0; i < t.numel; ++i) ASSERT_NE(t.get(i), 0.0) << b.name;
  }
  // arg3_1 is the BatchNorm variance: sqrt(arg3_1 + eps)
  const auto& var = pool.at("arg3_1");
  for (std::int64_t i = 0; i < var.numel; ++i) ASSERT_GT(var.get(i), 0.0);
}

// hf_funnel's masked softmax (op46): exp(x - (1 - mask) * 1e6 - max) / sum. The mask,
// arg14_1, is 0 or 1 as a real attention mask is; a uniform value in [0.5, 1.5) made the
// result ill-conditioned (an unfused kernel 3 % off the reference on the H200). The
// other inputs stay in [0.5, 1.5) in magnitude.
TEST(Inputs, AnAdditiveAttentionMaskIsZeroOrOne) {
  auto g = inductor::readIrFile(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/codegen/funnel_from_op46/ir_pre_fusion.txt");
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 5);
  const auto& mask = pool.at("arg14_1");
  int ones = 0;
  for (std::int64_t i = 0; i < mask.numel; ++i) {
    ASSERT_TRUE(mask.get(i) == 0.0 || mask.get(i) == 1.0) << i << ": " << mask.get(i);
    ones += mask.get(i) == 1.0;
  }
  EXPECT_GT(ones, mask.numel / 2);
  EXPECT_LT(ones, mask.numel);
  const auto& x = pool.at("buf42");
  for (std::int64_t i = 0; i < x.numel; ++i) ASSERT_GE(std::fabs(x.get(i)), 0.5) << i;
}

// A buffer's generated values depend on the seed and its name only (each element drawn
// on its own, on any thread): the same input of two graphs, one with another input
// before it, gets the same values; another name or seed, other values.
TEST(Inputs, AnInputsValuesDependOnItsNameAndTheSeedOnly) {
  auto g = inductor::readIrFile(sample("inductor/bn_relu_maxpool/inference/ir_pre_fusion.txt"));
  inductor::attachExternCalls(inductor::readExternCalls(sample("inductor/bn_relu_maxpool/inference/output_code.py")), g);
  codegen::BufferTable table(g);
  auto a = runtime::allocatePool(table), c = runtime::allocatePool(table), small = runtime::allocatePool(table);
  runtime::fillInputs(table, a, 1);
  runtime::fillInputs(table, c, 2);
  small.erase("arg0_1");  // one input fewer (the weight, before the image): the others keep their values
  runtime::fillInputs(table, small, 1);
  const auto& x = a.at("arg1_1");  // the image, [2, 3, 224, 224]
  ASSERT_GT(x.numel, 1000);
  int same = 0, negative = 0;
  for (std::int64_t i = 0; i < x.numel; ++i) {
    ASSERT_EQ(small.at("arg1_1").get(i), x.get(i)) << i;
    same += c.at("arg1_1").get(i) == x.get(i);
    negative += x.get(i) < 0;
    ASSERT_GE(std::fabs(x.get(i)), 0.5);
    ASSERT_LT(std::fabs(x.get(i)), 1.5);
  }
  EXPECT_EQ(same, 0);                                   // another seed
  EXPECT_NEAR(negative, x.numel / 2, x.numel / 20);     // random signs, about half
  const auto& y = a.at("arg3_1");                       // another name, the same seed
  EXPECT_NE(y.get(0), x.get(0));
  EXPECT_NE(y.get(1), x.get(1));
}

// compare() works in chunks of 65,536 elements on OpenMP threads: counts, largest
// errors and the first mismatch are those of the whole buffer.
TEST(Compare, ChunksOnThreadsGiveTheWholeBuffersResult) {
  runtime::HostTensor want, got;
  want.dtype = got.dtype = codegen::DType::F32;
  want.numel = got.numel = 300000;  // 5 chunks, the last partial
  want.bytes.assign(4 * 300000, 0);
  got.bytes.assign(4 * 300000, 0);
  for (std::int64_t i = 0; i < want.numel; ++i) {
    want.set(i, 1.0 + (i % 7));
    got.set(i, 1.0 + (i % 7));
  }
  got.set(250000, want.get(250000) + 3.0);  // chunk 3: the largest error
  got.set(70000, want.get(70000) + 0.5);    // chunk 1: the first
  got.set(299999, want.get(299999) + 2.0);  // the last element
  auto r = runtime::compare("b", got, want);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.checked, 300000);
  EXPECT_EQ(r.mismatches, 3);
  EXPECT_EQ(r.firstBad, 70000);
  EXPECT_EQ(r.wantAtFirstBad, want.get(70000));
  EXPECT_DOUBLE_EQ(r.maxAbsErr, 3.0);
}

// toleranceOf: rtol from the stored type or the type the kernel rounds to, whichever is
// wider; atol = rtol x the rms of the finite elements the reference wrote (NaN, inf and
// unwritten ones left out), at least 1e-5; 0 and 0 for integers; a complex reference's
// over its float pairs. The values by hand, across chunks (the sums are per chunk).
TEST(Compare, ToleranceIsComputedFromTheWrittenFiniteElements) {
  runtime::HostTensor want;
  want.dtype = codegen::DType::F32;
  want.numel = 200000;  // 4 chunks
  want.bytes.assign(4 * 200000, 0);
  want.written.assign(200000, 0);
  for (std::int64_t i = 0; i < want.numel; ++i) want.set(i, 1000.0);  // unwritten: left out
  want.set(3, 3.0), want.written[3] = 1;
  want.set(150000, 4.0), want.written[150000] = 1;
  want.set(199999, std::numeric_limits<double>::infinity()), want.written[199999] = 1;  // not finite: left out
  auto t = runtime::toleranceOf(want);
  EXPECT_DOUBLE_EQ(t.rtol, 1e-4);
  EXPECT_DOUBLE_EQ(t.atol, 1e-4 * std::sqrt((9.0 + 16.0) / 2.0));
  t = runtime::toleranceOf(want, codegen::DType::BF16);  // rounded to bfloat16 inside the kernel
  EXPECT_DOUBLE_EQ(t.rtol, 1.6e-2);
  EXPECT_DOUBLE_EQ(t.atol, 1.6e-2 * std::sqrt(12.5));
  want.written.clear();  // every element now: 199,999 of 1000 (3 and 4 among them replaced) and the inf
  t = runtime::toleranceOf(want);
  EXPECT_NEAR(t.atol, 1e-4 * std::sqrt((199997.0 * 1e6 + 25.0) / 199999.0), 1e-12);
  runtime::HostTensor small = want;
  small.numel = 1;
  small.bytes.resize(4);
  small.set(0, 1e-6);
  EXPECT_DOUBLE_EQ(runtime::toleranceOf(small).atol, 1e-5) << "the floor";
  runtime::HostTensor ints;
  ints.dtype = codegen::DType::I32;
  ints.numel = 2;
  ints.bytes.assign(8, 0);
  ints.set(0, 7);
  EXPECT_EQ(runtime::toleranceOf(ints).atol, 0.0);
  EXPECT_EQ(runtime::toleranceOf(ints).rtol, 0.0);
  runtime::HostTensor z;  // complex64 (3 + 4i): its pairs 3 and 4
  z.dtype = codegen::DType::C64;
  z.numel = 1;
  z.bytes.resize(8);
  const float pair[2] = {3.0f, 4.0f};
  std::memcpy(z.data(), pair, 8);
  EXPECT_DOUBLE_EQ(runtime::toleranceOf(z).atol, 1e-4 * std::sqrt(12.5));
}

// A cursor started at any element walks on as one started at the first does.
TEST(StridedCursor, StartsAnywhereInAView) {
  const std::vector<std::int64_t> sizes{3, 4, 5}, strides{1, 60, 12};  // a permuted view
  const std::int64_t offset = 7;
  std::vector<std::int64_t> walked;
  runtime::StridedCursor all(sizes, strides, offset, 0);
  for (int i = 0; i < 60; ++i, all.next()) walked.push_back(all.offset());
  for (std::int64_t start : {1, 4, 5, 19, 20, 59}) {
    runtime::StridedCursor at(sizes, strides, offset, start);
    for (std::int64_t i = start; i < 60; ++i, at.next()) ASSERT_EQ(at.offset(), walked[static_cast<std::size_t>(i)]) << start;
  }
  EXPECT_EQ(walked[0], 7);
  EXPECT_EQ(walked[1], 7 + 12);             // the last dimension first
  EXPECT_EQ(walked[5], 7 + 60);             // then the middle one
  EXPECT_EQ(walked[20], 7 + 1);             // then the first
}

TEST(Compare, ToleranceIsRelativeWithAStatedAbsoluteFloor) {
  runtime::HostTensor want, got;
  want.dtype = got.dtype = codegen::DType::F32;
  want.numel = got.numel = 4;
  want.bytes.assign(16, 0);
  got.bytes.assign(16, 0);
  for (int i = 0; i < 4; ++i) want.set(i, 1.0 + i);
  for (int i = 0; i < 4; ++i) got.set(i, (1.0 + i) * (1 + 5e-5));
  EXPECT_TRUE(runtime::compare("b", got, want).ok);
  got.set(2, 3.0 * (1 + 1e-3));
  auto r = runtime::compare("b", got, want);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.mismatches, 1);
  EXPECT_EQ(r.firstBad, 2);
  runtime::poison(got);
  EXPECT_FALSE(runtime::compare("b", got, want).ok);  // unwritten outputs never pass
  // values about 0 (a sum that cancels): the absolute floor, 1e-5, torch.testing's float32 atol
  for (int i = 0; i < 4; ++i) want.set(i, 1e-8 * (i + 1));
  for (int i = 0; i < 4; ++i) got.set(i, 1e-8 * (i + 1) + 8e-6);
  EXPECT_TRUE(runtime::compare("b", got, want).ok);
  got.set(1, 2e-8 + 1.2e-5);
  r = runtime::compare("b", got, want);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.firstBad, 1);
  EXPECT_DOUBLE_EQ(r.atol, 1e-5);
}

// A bf16 model's float32 buffer that holds a value rounded to bfloat16 inside the
// kernel (op5 of a real bf16 conv-BN-ReLU graph: to_dtype(add_1, torch.bfloat16) before
// the ReLU) is known to bfloat16's precision: one bfloat16 step apart (0.0437012 against
// 0.0439453, what timm_efficientnet_b0__bf16's kernel and reference gave on the H200)
// passes there and fails float32's tolerance. op4 rounds nothing.
TEST(Compare, AValueRoundedToBfloat16InTheKernelIsComparedAtBfloat16sPrecision) {
  auto g = inductor::readIrFile(std::string(FUSIONSCOPE_TESTDATA_DIR) +
                                "/kernels/x_bf16_conv_bn_relu/model__0_forward_1.0/ir_pre_fusion.txt");
  codegen::BufferTable table(g);
  EXPECT_EQ(runtime::roundingOf(table, {"op5"}), codegen::DType::BF16);
  EXPECT_EQ(runtime::roundingOf(table, {"op4"}), codegen::DType::F32);
  EXPECT_EQ(runtime::roundingOf(table, {"op4", "op5"}), codegen::DType::BF16);
  runtime::HostTensor want, got;
  want.dtype = got.dtype = codegen::DType::F32;
  want.numel = got.numel = 4;
  want.bytes.assign(16, 0);
  got.bytes.assign(16, 0);
  for (int i = 0; i < 4; ++i) want.set(i, 0.0439453125);
  for (int i = 0; i < 4; ++i) got.set(i, 0.0439453125);
  got.set(1, 0.043701171875);
  EXPECT_FALSE(runtime::compare("buf5", got, want).ok);
  EXPECT_TRUE(runtime::compare("buf5", got, want, runtime::roundingOf(table, {"op5"})).ok);
  got.set(1, 0.0419921875);  // eight steps off: wrong at any precision
  EXPECT_FALSE(runtime::compare("buf5", got, want, runtime::roundingOf(table, {"op5"})).ok);
}

TEST(Philox, GeneratedKernelsDrawTheInterpretersNumbers) {
  std::string src = codegen::prelude(codegen::Target::Cpp) +
                    "extern \"C\" void draw(float* out, int64_t seed, int n) {\n"
                    "  for (int i = 0; i < n; ++i) out[i] = fs_rand(seed, i * 7919);\n}\n";
  runtime::CpuCompiler cc(FS_TEST_CACHE_DIR);
  auto lib = cc.compile(src).library;
  auto draw = reinterpret_cast<void (*)(float*, std::int64_t, int)>(lib->symbol("draw"));
  std::vector<float> got(1000);
  draw(got.data(), 123456789, 1000);
  double mean = 0;
  for (int i = 0; i < 1000; ++i) {
    EXPECT_EQ(got[static_cast<std::size_t>(i)], runtime::philoxRand(123456789, i * 7919)) << i;
    EXPECT_GE(got[static_cast<std::size_t>(i)], 0.0f);
    EXPECT_LT(got[static_cast<std::size_t>(i)], 1.0f);
    mean += got[static_cast<std::size_t>(i)];
  }
  EXPECT_NEAR(mean / 1000, 0.5, 0.05);
}

std::string kernelData(const std::string& rel) { return std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/" + rel; }

TEST(Interpreter, UpdateInPlaceIsWhatLaterNodesRead) {
  // index_put_accumulate (zoo): buf0 = x; buf1 (MutationLayout of buf0) += src rows at
  // idx (ops.store(..., 'atomic_add')); op2 loads 'buf0' by its old name and must read
  // the update: buf2 = 2 * relu(x + index_add(src, idx)), computed here by hand.
  const std::string dir = sample("zoo/index_put_accumulate/model__0_inference_0.0");
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  EXPECT_EQ(table.at("buf1").mutated, "buf0");
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 3);
  runtime::Interpreter interp(table);
  ASSERT_TRUE(interp.run(pool).empty());
  const auto &x = pool.at("arg0_1"), &src = pool.at("arg1_1"), &idx = pool.at("arg2_1"), &y = pool.at("buf2");
  std::vector<double> acc(4096 * 128);
  for (std::int64_t i = 0; i < 4096 * 128; ++i) acc[static_cast<std::size_t>(i)] = x.get(i);
  for (std::int64_t j = 0; j < 16384; ++j) {
    auto row = static_cast<std::int64_t>(idx.get(j));
    ASSERT_GE(row, 0);
    ASSERT_LT(row, 4096);  // index inputs are generated inside the indexed buffer
    for (std::int64_t c = 0; c < 128; ++c) acc[static_cast<std::size_t>(row * 128 + c)] += src.get(j * 128 + c);
  }
  for (std::int64_t i = 0; i < 4096 * 128; i += 997)
    EXPECT_NEAR(y.get(i), 2 * std::max(0.0, acc[static_cast<std::size_t>(i)]), 1e-4 * (1 + std::fabs(acc[static_cast<std::size_t>(i)])))
        << i;
}

TEST(Interpreter, OnlineSoftmaxIsMaxAndSumOfExp) {
  // masked_attention (zoo): op1 stores the row max of where(mask < -1, -inf, 0.125 * s + mask)
  // (online_softmax_reduce item 0), op2 the sum of exp(v - max) (item 1); checked by hand.
  const std::string dir = kernelData("masked_attention/model__0_inference_0.0");
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 5);
  runtime::Interpreter interp(table);
  ASSERT_TRUE(interp.run(pool).empty());
  const auto &scores = pool.at("buf0"), &mask = pool.at("arg2_1"), &mx = pool.at("buf1"), &sum = pool.at("buf2");
  for (std::int64_t row : {0LL, 1LL, 777LL, 2047LL, 4095LL}) {  // row = (b, h, q): b = row / 2048, q = row % 256
    const std::int64_t b = row / 2048, q = row % 256;
    std::vector<double> v(256);
    double m = -INFINITY;
    for (std::int64_t k = 0; k < 256; ++k) {
      double msk = mask.get(b * 65536 + q * 256 + k);
      v[static_cast<std::size_t>(k)] = msk < -1.0 ? -INFINITY : 0.125 * scores.get(row * 256 + k) + msk;
      m = std::max(m, v[static_cast<std::size_t>(k)]);
    }
    double s = 0;
    for (double x : v) s += m == -INFINITY ? 1.0 : std::exp(x - m);
    EXPECT_NEAR(mx.get(row), m, 1e-5 * (1 + std::fabs(m))) << row;
    EXPECT_NEAR(sum.get(row), s, 1e-4 * s) << row;
  }
}

TEST(Interpreter, ScansAreCumsumCumprodAndLogcumsumexp) {
  // x_scan_cum_logcumsumexp (extra zoo): buf0 = addmm (64 x 512), op1 stores cumsum(buf0)
  // along rows, op2 cumprod(sigmoid(buf0)), op3 logcumsumexp(buf0); checked by loops here
  // (the combine functions come from output_code.py's Triton helpers).
  const std::string dir = kernelData("x_scan_cum_logcumsumexp/model__0_inference_0.0");
  auto dump = inductor::loadDebugDump(dir);
  const auto& g = dump.graphs.at(0).preFusion;  // with output_code.py's calls (loadDebugDump)
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 3);
  runtime::Interpreter interp(table);
  ASSERT_TRUE(interp.run(pool).empty());
  const auto &x = pool.at("buf0"), &cs = pool.at("buf1"), &cp = pool.at("buf2"), &lse = pool.at("buf3");
  for (std::int64_t row : {0LL, 1LL, 37LL, 63LL}) {
    double sum = 0, prod = 1, l = -INFINITY;
    for (std::int64_t j = 0; j < 512; ++j) {
      const double v = x.get(row * 512 + j);
      sum += v;
      prod *= 1.0 / (1.0 + std::exp(-v));
      const double hi = std::max(l, v), lo = std::min(l, v);
      l = hi + std::log1p(std::exp(lo - hi));
      const std::int64_t i = row * 512 + j;
      EXPECT_NEAR(cs.get(i), sum, 1e-4 * (1 + std::fabs(sum))) << row << "," << j;
      EXPECT_NEAR(cp.get(i), prod, 1e-5 * prod + 1e-30) << row << "," << j;
      EXPECT_NEAR(lse.get(i), l, 1e-5 * (1 + std::fabs(l))) << row << "," << j;
    }
  }
}

TEST(Interpreter, TemplateNodesAreTheMatmulsOfTheModel) {
  // x_maxautotune_mlp (extra zoo): y = b(gelu(a(x))), a = Linear(256, 512), b = Linear(512, 256)
  // (the dump's fx_graph_readable.py: arg0_1 = a.weight, arg1_1 = a.bias, arg2_1 = x, arg3_1 = b.weight,
  // arg4_1 = b.bias). Both matmuls are Triton templates (op0, op2) with no library call in
  // the wrapper: the table reads them from their MemoryDeps. Checked here by loops over
  // the model's definition, not over those reads.
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/x_maxautotune_mlp/model__0_inference_0.0";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  EXPECT_EQ(table.node("op0")->kind, ir::NodeKind::ExternKernel);
  EXPECT_EQ(table.externOps().at("buf0").kind, ir::ExternKind::Mm);      // bias in the epilogue op1
  EXPECT_EQ(table.externOps().at("buf2").kind, ir::ExternKind::Addmm);   // bias folded in
  EXPECT_EQ(table.templateReason("op2"), "");
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 11);
  runtime::Interpreter interp(table);
  ASSERT_TRUE(interp.run(pool).empty());
  const auto &W1 = pool.at("arg0_1"), &b1 = pool.at("arg1_1"), &x = pool.at("arg2_1"), &W2 = pool.at("arg3_1"),
             &b2 = pool.at("arg4_1"), &y = pool.at("buf2");
  for (std::int64_t i : {0LL, 5LL, 255LL}) {
    std::vector<double> h(512);
    for (std::int64_t k = 0; k < 512; ++k) {
      double a = b1.get(k);
      for (std::int64_t l = 0; l < 256; ++l) a += x.get(i * 256 + l) * W1.get(k * 256 + l);
      h[static_cast<std::size_t>(k)] = 0.5 * a * (1.0 + std::erf(a / std::sqrt(2.0)));
    }
    for (std::int64_t j : {0LL, 100LL, 255LL}) {
      double want = b2.get(j);
      for (std::int64_t k = 0; k < 512; ++k) want += h[static_cast<std::size_t>(k)] * W2.get(j * 512 + k);
      EXPECT_NEAR(y.get(i * 256 + j), want, 1e-3 * (1 + std::fabs(want))) << i << "," << j;
    }
  }
}

// A template with K = 1: Llama's rotary embedding under max-autotune (the corpus's
// hf_llama__maxautotune, model__0_inference_0.0, op3 and op4 of its ir_pre_fusion.txt,
// the whole file, unchanged: tests/data/codegen/llama_maxautotune) computes inv_freq[:, None] @
// positions[None, :] as a Triton bmm template. sympy dropped the extent-1 K from its
// MemoryDeps: arg2_1 (inv_freq, [16]) is read over d0 < 16 and buf3 (positions as float,
// op3: p0) over d0 < 64. It is the matmul [16, 1] x [1, 64], checked here as the outer
// product it is.
TEST(Interpreter, ATemplateWithKOfOneIsTheOuterProduct) {
  auto g = inductor::readIrFile(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/codegen/llama_maxautotune/ir_pre_fusion.txt");
  codegen::BufferTable table(g);
  EXPECT_EQ(table.templateReason("op4"), "");
  ASSERT_EQ(table.node("op4")->kind, ir::NodeKind::ExternKernel);
  const auto& mm = table.externOps().at("buf4");
  EXPECT_EQ(mm.kind, ir::ExternKind::Mm);
  ASSERT_EQ(mm.inputs.size(), 2u);
  EXPECT_EQ(mm.inputs[0].buffer, "arg2_1");
  EXPECT_EQ(mm.inputs[0].sizes, (std::vector<std::int64_t>{16, 1}));
  EXPECT_EQ(mm.inputs[1].buffer, "buf3");
  EXPECT_EQ(mm.inputs[1].sizes, (std::vector<std::int64_t>{1, 64}));
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 5);
  runtime::Interpreter interp(table);
  const auto skipped = interp.run(pool);  // the wrapper's library calls are not attached here
  ASSERT_FALSE(skipped.count("op3") || skipped.count("op4"));
  const auto &invFreq = pool.at("arg2_1"), &out = pool.at("buf4");
  for (std::int64_t i = 0; i < 16; ++i)
    for (std::int64_t j = 0; j < 64; ++j)
      EXPECT_NEAR(out.get(i * 64 + j), invFreq.get(i) * static_cast<double>(j), 1e-6 * (1 + std::fabs(64 * invFreq.get(i))))
          << i << "," << j;
}

// The same template with reads that fit no matmul (both over 16 elements, the real line
// otherwise): it does not run, and the reason gives the extents it saw.
TEST(Interpreter, ATemplateThatFitsNoMatmulSaysWhatItRead) {
  std::string text = readInputFile(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/codegen/llama_maxautotune/ir_pre_fusion.txt");
  const std::string dep = "op4.unmet_dependencies = [MemoryDep('buf3', d0, {d0: 64})]";
  const auto at = text.find(dep);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, dep.size(), "op4.unmet_dependencies = [MemoryDep('buf3', d0, {d0: 16})]");
  auto g = inductor::parseIrText(text, "ir_pre_fusion.txt");
  codegen::BufferTable table(g);
  EXPECT_EQ(table.templateReason("op4"),
            "template reads match no matmul A[M, K] x B[K, N] of its output [16, 64] (reads: buf3 over [16], arg2_1 over "
            "[16]; a convolution template is read from its launch in output_code.py)");
}

TEST(Interpreter, TopkIsTheLargestValuesInOrderWithTheirIndices) {
  // x_sort_topk (extra zoo): buf3 = aten.topk(buf2, 8) over rows of 256, buf2 = softmax
  // (a loop node); buf4 = values, buf5 = int64 indices. Checked by sorting each row here.
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/x_sort_topk/model__0_inference_0.0";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  ASSERT_EQ(g.externCalls.at("buf3").op, "aten.topk");
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 4);
  runtime::Interpreter interp(table);
  const auto skipped = interp.run(pool);
  EXPECT_FALSE(skipped.count("op3")) << skipped.at("op3");
  const auto &x = pool.at("buf2"), &vals = pool.at("buf4"), &idx = pool.at("buf5");
  const auto& vd = table.at("buf4");
  ASSERT_EQ(vd.sizes, (std::vector<std::int64_t>{64, 8}));
  for (std::int64_t row : {0LL, 31LL, 63LL}) {
    std::vector<std::pair<double, std::int64_t>> r;
    for (std::int64_t j = 0; j < 256; ++j) r.emplace_back(x.get(row * 256 + j), j);
    std::stable_sort(r.begin(), r.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::int64_t j = 0; j < 8; ++j) {
      EXPECT_EQ(vals.get(row * vd.strides[0] + j * vd.strides[1]), r[static_cast<std::size_t>(j)].first) << row << "," << j;
      EXPECT_EQ(static_cast<std::int64_t>(idx.get(row * 8 + j)), r[static_cast<std::size_t>(j)].second) << row << "," << j;
    }
  }
}

TEST(Interpreter, SortsAreRowsInOrderWithTheirPositions) {
  // x_sort_topk (extra zoo): three ops.sort nodes over rows of 256 of arg0_1 (64 x 256),
  // each sorting (value, position as int16): op6 stores the values of
  // sort(x, descending) (buf6), op7 its positions (buf7, int16), op9 the positions of
  // sort(x * 2 + 1) ascending (buf9). Checked by std::stable_sort here, with NaNs (larger
  // than every number, as torch.sort) and equal values (kept in row order) planted.
  const std::string dir = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/x_sort_topk/model__0_inference_0.0";
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 5);
  auto& x = pool.at("arg0_1");
  x.set(5 * 256 + 7, NAN);
  x.set(5 * 256 + 100, NAN);
  for (std::int64_t j : {3, 50, 200, 201}) x.set(9 * 256 + j, 0.25);
  runtime::Interpreter interp(table);
  const auto skipped = interp.run(pool);
  for (const char* op : {"op6", "op7", "op9"}) EXPECT_FALSE(skipped.count(op)) << op << ": " << skipped.at(op);
  const auto &vals = pool.at("buf6"), &pos = pool.at("buf7"), &arg = pool.at("buf9");
  ASSERT_EQ(pos.dtype, codegen::DType::I16);
  for (std::int64_t row : {0LL, 5LL, 9LL, 63LL}) {
    std::vector<std::int64_t> down(256), up(256);
    for (std::int64_t j = 0; j < 256; ++j) down[static_cast<std::size_t>(j)] = up[static_cast<std::size_t>(j)] = j;
    auto xv = [&](std::int64_t j) { return static_cast<float>(x.get(row * 256 + j)); };
    std::stable_sort(down.begin(), down.end(), [&](std::int64_t a, std::int64_t b) {
      const float u = xv(a), v = xv(b);
      return std::isnan(u) ? !std::isnan(v) : (!std::isnan(v) && u > v);
    });
    std::stable_sort(up.begin(), up.end(), [&](std::int64_t a, std::int64_t b) {
      const float u = xv(a) * 2.0f + 1.0f, v = xv(b) * 2.0f + 1.0f;
      return std::isnan(v) ? !std::isnan(u) : (!std::isnan(u) && u < v);
    });
    for (std::int64_t j = 0; j < 256; ++j) {
      const std::int64_t i = row * 256 + j;
      const double want = xv(down[static_cast<std::size_t>(j)]);
      if (std::isnan(want)) EXPECT_TRUE(std::isnan(vals.get(i))) << row << "," << j;
      else EXPECT_EQ(vals.get(i), want) << row << "," << j;
      EXPECT_EQ(pos.get(i), static_cast<double>(down[static_cast<std::size_t>(j)])) << row << "," << j;
      EXPECT_EQ(arg.get(i), static_cast<double>(up[static_cast<std::size_t>(j)])) << row << "," << j;
    }
  }
  // the planted NaNs come first in descending order, in row order
  EXPECT_EQ(pos.get(5 * 256 + 0), 7.0);
  EXPECT_EQ(pos.get(5 * 256 + 1), 100.0);
}


// torch.cat realized in place (samples/zoo/cat_pointwise): each input of a ConcatKernel
// wrote its slice of the concatenation's storage (NonOwningLayout); the reference has a
// storage per buffer, so the concatenation is assembled from output_code.py's `# alias`
// views. Before, buf4 and buf16 stayed NaN poison, everything that read them was NaN in
// the reference too, and every check downstream compared nothing and passed.
TEST(Interpreter, AConcatenationHoldsEachInputAtItsSlice) {
  const std::string dir = sample("zoo/cat_pointwise/model__0_inference_0.0");
  auto g = inductor::readIrFile(dir + "/ir_pre_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(dir + "/output_code.py"), g);
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 3);
  runtime::Interpreter interp(table);
  const auto skipped = interp.run(pool);
  EXPECT_EQ(skipped.count("op4") + skipped.count("op16"), 0u);
  // the slices, as output_code.py's lines 374-389 place them (offsets in elements):
  // buf0 at 384 and buf1 at 0 of buf4 (64 x 512); buf7 at 128, buf15 at 1152 of buf16 (64 x 1280)
  struct Slice {
    const char* input;
    const char* concat;
    std::int64_t offset, stride;
  };
  for (const Slice s : {Slice{"buf0", "buf4", 384, 512}, Slice{"buf1", "buf4", 0, 512}, Slice{"buf7", "buf16", 128, 1280},
                        Slice{"buf15", "buf16", 1152, 1280}}) {
    const auto& in = pool.at(s.input);
    const auto& cat = pool.at(s.concat);
    for (std::int64_t r : {0, 31, 63})
      for (std::int64_t c : {0, 77, 127}) {
        const double want = in.get(r * s.stride + c);
        ASSERT_FALSE(std::isnan(want)) << s.input;
        EXPECT_EQ(cat.get(s.offset + r * s.stride + c), want) << s.input << " in " << s.concat << " at " << r << "," << c;
      }
  }
  for (const char* name : {"buf4", "buf16", "buf17"}) {
    const auto& t = pool.at(name);
    std::int64_t nan = 0;
    for (std::int64_t i = 0; i < t.numel; ++i) nan += std::isnan(t.get(i)) ? 1 : 0;
    EXPECT_EQ(nan, 0) << name << " has NaN (unwritten) elements";
  }
}

TEST(Interpreter, AConcatenationWithoutItsSlicesIsNotRunAndSaysWhy) {
  // the IR alone (no output_code.py) gives neither the slices' offsets nor their order
  auto g = inductor::readIrFile(sample("zoo/cat_pointwise/model__0_inference_0.0/ir_pre_fusion.txt"));
  codegen::BufferTable table(g);
  auto pool = runtime::allocatePool(table);
  runtime::fillInputs(table, pool, 3);
  const auto skipped = runtime::Interpreter(table).run(pool);
  ASSERT_TRUE(skipped.count("op16"));
  EXPECT_NE(skipped.at("op16").find("is not known (its `# alias` line in output_code.py is missing or was not read: see the warnings; no view of it from the frontend)"), std::string::npos)
      << skipped.at("op16");
}

TEST(Compare, AReferenceWithNoValueIsNotAPass) {
  // a reference NaN throughout (it read a buffer nothing wrote) leaves nothing to compare
  runtime::HostTensor want, got;
  want.dtype = got.dtype = codegen::DType::F32;
  want.numel = got.numel = 4;
  want.bytes.resize(16);
  got.bytes.resize(16);
  for (int i = 0; i < 4; ++i) {
    want.set(i, std::nan(""));
    got.set(i, 1.0);
  }
  auto r = runtime::compare("buf9", got, want);
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(r.vacuous);
  EXPECT_EQ(r.checked, 0);
  EXPECT_NE(r.describe().find("NOT CHECKED"), std::string::npos) << r.describe();
  want.set(2, 0.5);  // one value to compare, and it differs
  got.set(2, 0.5);
  r = runtime::compare("buf9", got, want);
  EXPECT_TRUE(r.ok) << r.describe();
  EXPECT_EQ(r.checked, 1);
}
}  // namespace
