// float16 / bfloat16 conversions against IEEE 754 known answers (not against another
// implementation): round to nearest even at normal, subnormal and overflow boundaries.
// Size symbols in extern calls bound to their values (dynamic shapes).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/codegen/DType.h"
#include "core/frontends/inductor/ExternCalls.h"

namespace {

using namespace fs::codegen;
using fs::inductor::bindSizeSymbols;
using fs::inductor::parseExternCalls;
using fs::inductor::tensorArg;

TEST(DType, Float16RoundsToNearestEven) {
  EXPECT_EQ(floatToHalf(1.0f), 0x3c00);
  EXPECT_EQ(floatToHalf(-2.0f), 0xc000);
  EXPECT_EQ(floatToHalf(1.0f / 3.0f), 0x3555);
  EXPECT_EQ(floatToHalf(65504.0f), 0x7bff);          // largest half
  EXPECT_EQ(floatToHalf(65519.0f), 0x7bff);          // below the midpoint to 65536
  EXPECT_EQ(floatToHalf(65520.0f), 0x7c00);          // the midpoint rounds to even: inf
  EXPECT_EQ(floatToHalf(1.0f + 0x1p-11f), 0x3c00);   // tie between 1 and 1+2^-10: even
  EXPECT_EQ(floatToHalf(1.0f + 0x3p-11f), 0x3c02);   // tie between 1+2^-10 and 1+2^-9: even
  EXPECT_EQ(floatToHalf(1.0f + 0x1.8p-11f), 0x3c01); // above the tie
  EXPECT_EQ(floatToHalf(0x1p-24f), 0x0001);          // smallest subnormal
  EXPECT_EQ(floatToHalf(0x1p-25f), 0x0000);          // tie with zero: even
  EXPECT_EQ(floatToHalf(0x3p-25f), 0x0002);          // tie between 1 and 2 ulps: even
  EXPECT_EQ(floatToHalf(0x1p-14f), 0x0400);          // smallest normal
  EXPECT_EQ(floatToHalf(std::numeric_limits<float>::infinity()), 0x7c00);
  EXPECT_EQ(floatToHalf(-1e30f), 0xfc00);
  const auto nan = floatToHalf(std::numeric_limits<float>::quiet_NaN());
  EXPECT_EQ(nan & 0x7c00, 0x7c00);
  EXPECT_NE(nan & 0x03ff, 0);
}

TEST(DType, Float16ToFloatIsExact) {
  EXPECT_EQ(halfToFloat(0x3555), 0.333251953125f);
  EXPECT_EQ(halfToFloat(0x0001), 0x1p-24f);
  EXPECT_EQ(halfToFloat(0x03ff), 0x3ffp-24f);
  EXPECT_EQ(halfToFloat(0x7bff), 65504.0f);
  EXPECT_EQ(halfToFloat(0xc000), -2.0f);
  EXPECT_TRUE(std::isinf(halfToFloat(0x7c00)));
  EXPECT_TRUE(std::isnan(halfToFloat(0x7e00)));
  for (unsigned h = 0; h < 0x7c00; ++h)  // every finite half survives the round trip
    ASSERT_EQ(floatToHalf(halfToFloat(static_cast<std::uint16_t>(h))), h) << h;
}

TEST(DType, BFloat16RoundsToNearestEven) {
  EXPECT_EQ(floatToBFloat16(1.0f), 0x3f80);
  EXPECT_EQ(floatToBFloat16(3.14159265f), 0x4049);      // 0x40490fdb: below half an ulp
  EXPECT_EQ(floatToBFloat16(1.0f + 0x1p-8f), 0x3f80);   // tie: even
  EXPECT_EQ(floatToBFloat16(1.0f + 0x3p-8f), 0x3f82);   // tie: even
  EXPECT_EQ(floatToBFloat16(1.0f + 0x1.8p-8f), 0x3f81); // above the tie
  EXPECT_EQ(bfloat16ToFloat(0x4049), 3.140625f);
  EXPECT_TRUE(std::isnan(bfloat16ToFloat(floatToBFloat16(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_EQ(storageCType(DType::BF16), std::string("uint16_t"));
  EXPECT_EQ(cType(DType::F16), std::string("float"));
}

TEST(ExternCalls, SizeSymbolsAreBoundToTheirHints) {
  // x_dynamic_mlp_ln's output_code.py (tests/zoo/extra.tar.xz), s27 = 16, s77 = 32
  const std::map<std::string, std::int64_t> hints{{"s27", 16}, {"s77", 32}};
  EXPECT_EQ(bindSizeSymbols("reinterpret_tensor(arg4_1, (s27*s77, 128), (128, 1), 0)", hints),
            "reinterpret_tensor(arg4_1, (512, 128), (128, 1), 0)");
  EXPECT_EQ(bindSizeSymbols("(((s77 - 1)//2) + 1, 3)", hints), "(16, 3)");
  EXPECT_EQ(bindSizeSymbols("(s27,)", hints), "(16,)");
  EXPECT_EQ(bindSizeSymbols("buf3", hints), "buf3");            // a buffer, not a size
  EXPECT_EQ(bindSizeSymbols("(s99, 4)", hints), "(s99, 4)");    // no value: left as written
  auto calls = parseExternCalls(
      "        assert_size_stride(arg4_1, (s27, s77, 128), (128*s77, 128, 1))\n"
      "        extern_kernels.mm(reinterpret_tensor(arg4_1, (s27*s77, 128), (128, 1), 0), arg2_1, out=buf0)\n",
      "output_code.py");
  EXPECT_TRUE(calls.inputLayouts.empty());
  bindSizeSymbols(calls, hints);
  ASSERT_EQ(calls.inputLayouts.count("arg4_1"), 1u);
  EXPECT_EQ(calls.inputLayouts["arg4_1"].first, (std::vector<std::int64_t>{16, 32, 128}));
  EXPECT_EQ(calls.inputLayouts["arg4_1"].second, (std::vector<std::int64_t>{4096, 128, 1}));
  auto arg = tensorArg(calls.byResult.at("buf0").args.at(0));
  ASSERT_TRUE(arg.has_value());
  EXPECT_EQ(arg->sizes, (std::vector<std::int64_t>{512, 128}));
}

}  // namespace
