// decodeExternOp: output_code.py's wrapper calls, as Inductor 2.11 writes them (the
// forms below are copied from the samples' output_code.py), into the typed
// ir::ExternOp the runtimes run.
#include <gtest/gtest.h>

#include "core/codegen/ExternCalls.h"

namespace {

using namespace fs;

ir::ExternOp decodeLine(const std::string& line) {
  const auto calls = codegen::parseExternCalls("def call(args):\n    " + line + "\n", "output_code.py");
  EXPECT_EQ(calls.byResult.size(), 1u) << line;
  std::string why;
  auto op = codegen::decodeExternOp(calls.byResult.begin()->second, &why);
  EXPECT_TRUE(op.has_value()) << why;
  return op.value_or(ir::ExternOp{});
}

std::string whyNot(const std::string& line) {
  const auto calls = codegen::parseExternCalls("def call(args):\n    " + line + "\n", "output_code.py");
  std::string why;
  EXPECT_FALSE(codegen::decodeExternOp(calls.byResult.begin()->second, &why).has_value()) << line;
  return why;
}

TEST(ExternOp, MmOfAView) {  // samples/inductor/gpt2_eval
  const auto op = decodeLine("extern_kernels.mm(reinterpret_tensor(buf5, (256, 768), (768, 1), 0), arg5_1, out=buf6)");
  EXPECT_EQ(op.kind, ir::ExternKind::Mm);
  EXPECT_EQ(op.result, "buf6");
  ASSERT_EQ(op.inputs.size(), 2u);
  EXPECT_TRUE(op.inputs[0].isView);
  EXPECT_EQ(op.inputs[0].buffer, "buf5");
  EXPECT_EQ(op.inputs[0].sizes, (std::vector<std::int64_t>{256, 768}));
  EXPECT_FALSE(op.inputs[1].isView);
  EXPECT_EQ(op.inputs[1].buffer, "arg5_1");
  EXPECT_EQ(op.kernelName(), "extern_kernels.mm");
  EXPECT_EQ(op.buffers(), (std::vector<std::string>{"buf5", "arg5_1", "buf6"}));
}

TEST(ExternOp, AddmmKeepsAlphaAndBeta) {
  const auto op = decodeLine("extern_kernels.addmm(arg2_1, buf0, arg1_1, alpha=1, beta=0.5, out=buf1)");
  EXPECT_EQ(op.kind, ir::ExternKind::Addmm);
  ASSERT_EQ(op.inputs.size(), 3u);
  EXPECT_EQ(op.inputs[0].buffer, "arg2_1");  // the bias first, as addmm's input
  EXPECT_EQ(op.alpha, 1.0);
  EXPECT_EQ(op.beta, 0.5);
}

TEST(ExternOp, ConvolutionByKeyword) {  // samples/inductor/bn_relu_maxpool
  const auto op = decodeLine(
      "buf0 = extern_kernels.convolution(arg1_1, arg0_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), "
      "transposed=False, output_padding=(0, 0), groups=1, bias=None)");
  EXPECT_EQ(op.kind, ir::ExternKind::Convolution);
  EXPECT_EQ(op.stride, (std::vector<std::int64_t>{2, 2}));
  EXPECT_EQ(op.padding, (std::vector<std::int64_t>{3, 3}));
  EXPECT_EQ(op.dilation, (std::vector<std::int64_t>{1, 1}));
  EXPECT_EQ(op.groups, 1);
  EXPECT_FALSE(op.bias.has_value());
  const auto withBias = decodeLine(
      "buf0 = extern_kernels.convolution(x, w, stride=(1,), padding=(0,), dilation=(1,), transposed=False, "
      "output_padding=(0,), groups=4, bias=b)");
  ASSERT_TRUE(withBias.bias.has_value());
  EXPECT_EQ(withBias.bias->buffer, "b");
  EXPECT_EQ(withBias.groups, 4);
  EXPECT_EQ(withBias.stride, (std::vector<std::int64_t>{1}));
}

TEST(ExternOp, ConvolutionByPositionFollowsATensSchema) {
  // aten.convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)
  const auto op = decodeLine("buf0 = extern_kernels.convolution(x, w, b, (1, 2), (0, 1), (1, 1), False, (0, 0), 2)");
  ASSERT_TRUE(op.bias.has_value());
  EXPECT_EQ(op.stride, (std::vector<std::int64_t>{1, 2}));
  EXPECT_EQ(op.padding, (std::vector<std::int64_t>{0, 1}));
  EXPECT_EQ(op.groups, 2);
}

TEST(ExternOp, WhatHasNoTypedFormSaysWhy) {
  EXPECT_EQ(whyNot("buf0 = extern_kernels.convolution(x, w, stride=(1, 1), padding=(0, 0), dilation=(1, 1), "
                   "transposed=True, output_padding=(0, 0), groups=1, bias=None)"),
            "transposed convolution is not implemented");
  EXPECT_NE(whyNot("extern_kernels.mm(buf0, 3, out=buf1)").find("operand 1 is not a tensor"), std::string::npos);
  EXPECT_NE(whyNot("extern_kernels.addmm(a, b, c, beta=abc, out=buf1)").find("does not read as a number"),
            std::string::npos);
  EXPECT_NE(whyNot("buf1 = torch.ops.aten.topk.default(buf0, 3)").find("no typed form"), std::string::npos);
}

}  // namespace
