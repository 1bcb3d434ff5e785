// decodeExternOp: output_code.py's wrapper calls, as Inductor 2.11 writes them (the
// forms below are copied from the samples' output_code.py), into the typed
// ir::ExternOp the runtimes run.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include <limits>
#include <stdexcept>

#include "core/frontends/inductor/ExternCalls.h"

namespace {

using namespace fs;

ir::ExternOp decodeLine(const std::string& line) {
  const auto calls = inductor::parseExternCalls("def call(args):\n    " + line + "\n", "output_code.py");
  EXPECT_EQ(calls.byResult.size(), 1u) << line;
  std::string why;
  auto op = inductor::decodeExternOp(calls.byResult.begin()->second, &why);
  EXPECT_TRUE(op.has_value()) << why;
  return op.value_or(ir::ExternOp{});
}

std::string whyNot(const std::string& line) {
  const auto calls = inductor::parseExternCalls("def call(args):\n    " + line + "\n", "output_code.py");
  std::string why;
  EXPECT_FALSE(inductor::decodeExternOp(calls.byResult.begin()->second, &why).has_value()) << line;
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

// ConvTranspose (EnCodec's decoder, 1-D, as output_code.py spells it): typed, with its
// output_padding
TEST(ExternOp, TransposedConvolutionIsTyped) {
  const auto op = decodeLine("buf3 = extern_kernels.convolution(buf2, buf1, stride=(8,), padding=(0,), dilation=(1,), "
                             "transposed=True, output_padding=(1,), groups=1, bias=None)");
  EXPECT_TRUE(op.transposed);
  EXPECT_EQ(op.outputPadding, (std::vector<std::int64_t>{1}));
  EXPECT_EQ(op.stride, (std::vector<std::int64_t>{8}));
  EXPECT_NE(op.spelled().find("transposed=True, output_padding=(1,)"), std::string::npos) << op.spelled();
  EXPECT_FALSE(decodeLine("buf0 = extern_kernels.convolution(x, w, b, (1, 2), (0, 1), (1, 1), False, (0, 0), 2)").transposed);
}

TEST(ExternOp, WhatHasNoTypedFormSaysWhy) {
  EXPECT_EQ(whyNot("buf0 = extern_kernels.convolution(x, w, bias=None)"),
            "convolution argument stride, padding or dilation not found");
  EXPECT_NE(whyNot("extern_kernels.mm(buf0, 3, out=buf1)").find("operand 1 is not a tensor"), std::string::npos);
  EXPECT_NE(whyNot("extern_kernels.addmm(a, b, c, beta=abc, out=buf1)").find("does not read as a number"),
            std::string::npos);
  EXPECT_NE(whyNot("buf1 = torch.ops.aten.topk.default(buf0, 3)").find("no typed form"), std::string::npos);
}

// Fallback kernels: every argument by its ATen schema's name, typed (the lines are
// copied from the samples' and test data's output_code.py).
ir::ExternCall fallbackOf(const std::string& line) {
  const auto calls = inductor::parseExternCalls("def call(args):\n    " + line + "\n", "output_code.py");
  EXPECT_EQ(calls.byResult.size(), 1u) << line;
  return inductor::decodeExternCall(calls.byResult.begin()->second, "output_code.py");
}

TEST(ExternCall, AttentionArgumentsAreNamedByItsSchemaAndTyped) {
  const auto c = fallbackOf(
      "buf34 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf28, buf29, buf30, "
      "reinterpret_tensor(buf31, (2, 4, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)");
  EXPECT_EQ(c.op, "aten._scaled_dot_product_efficient_attention");
  EXPECT_EQ(c.result, "buf34");
  EXPECT_EQ(c.line, 2);
  EXPECT_EQ(c.requiredTensor("query").buffer, "buf28");
  EXPECT_EQ(c.requiredTensor("key").buffer, "buf29");
  EXPECT_EQ(c.requiredTensor("value").buffer, "buf30");
  const auto bias = c.tensor("attn_bias");
  ASSERT_TRUE(bias.has_value());
  EXPECT_TRUE(bias->isView);
  EXPECT_EQ(bias->strides, (std::vector<std::int64_t>{16384, 0, 128, 1}));
  EXPECT_FALSE(c.flag("compute_log_sumexp", true));
  EXPECT_EQ(c.real("scale", 1.0), 0.125);
  EXPECT_EQ(c.real("dropout_p", 0.25), 0.25);  // left out: the schema's default
  EXPECT_EQ(c.buffers(), (std::vector<std::string>{"buf28", "buf29", "buf30", "buf31", "buf34"}));
  EXPECT_THROW(c.integer("query", 0), std::runtime_error);  // a tensor is no integer
}

TEST(ExternCall, OverloadsListsAndFlagsReadAsTheirSchemaSays) {
  const auto r = fallbackOf("aten.randint.low_out(-9223372036854775808, 9223372036854775807, [5], out=buf0)");
  EXPECT_EQ(r.op, "aten.randint");
  EXPECT_EQ(r.result, "buf0");
  EXPECT_EQ(r.integer("low", 0), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(r.integer("high", 0), std::numeric_limits<std::int64_t>::max());
  EXPECT_EQ(r.ints("size"), (std::vector<std::int64_t>{5}));
  const auto b = fallbackOf(
      "buf7 = torch.ops.aten.convolution_backward.default(buf6, relu_47, primals_314, [0], [1, 1], [0, 0], [1, 1], "
      "False, [0, 0], 1, [True, True, False])");
  EXPECT_EQ(b.op, "aten.convolution_backward");
  EXPECT_EQ(b.requiredTensor("input").buffer, "relu_47");
  EXPECT_EQ(b.ints("padding"), (std::vector<std::int64_t>{0, 0}));
  EXPECT_EQ(b.ints("output_mask"), (std::vector<std::int64_t>{1, 1, 0}));
  EXPECT_FALSE(b.flag("transposed", true));
  EXPECT_EQ(b.integer("groups", 0), 1);
  const auto t = fallbackOf("buf21 = torch.ops.aten.topk.default(buf20, 2)");
  EXPECT_EQ(t.op, "aten.topk");
  EXPECT_EQ(t.integer("k", 0), 2);
  EXPECT_EQ(t.integer("dim", -1), -1);
  EXPECT_TRUE(t.flag("largest", true));
}

TEST(ExternCall, AnOpWithoutASchemaKeepsItsPositionsAndKeywords) {
  const auto c = fallbackOf("buf9 = torch.ops.mylib.scale.default(buf1, 3, factor=2.5, mode='fast')");
  EXPECT_EQ(c.op, "mylib.scale");
  ASSERT_EQ(c.args.size(), 4u);
  EXPECT_EQ(c.args[0].first, "arg0");
  EXPECT_EQ(c.integer("arg1", 0), 3);
  EXPECT_EQ(c.real("factor", 0), 2.5);
  EXPECT_EQ(c.arg("mode")->kind, ir::ExternArg::Kind::Text);
  EXPECT_EQ(c.spelled(), "mylib.scale(arg0=buf1, arg1=3, factor=2.5, mode='fast')");
}

// A call torch would refuse as written (Python's binding of arguments to the op's schema):
// said in its note, located, and the typed forms (mm) not made from it.
TEST(ExternCall, ACallTorchWouldRefuseSaysWhyInItsNote) {
  const std::string fft = "buf7 = torch.ops.aten._fft_c2c.default(buf6, [1, 2], 0, True";  // hf_fnet's call
  EXPECT_EQ(fallbackOf(fft + ")").note, "");
  EXPECT_EQ(fallbackOf(fft + ", 5, 6)").note,
            "aten._fft_c2c takes at most 4 positional argument(s) (self, dim, normalization, forward); the call gives 6: "
            "torch would refuse it (output_code.py:2)");
  const auto g = fallbackOf("buf30 = torch.ops.aten._grouped_mm.default(buf28, buf29, offs=buf27, bogus=1)");
  EXPECT_EQ(g.note, "aten._grouped_mm has no argument 'bogus': torch would refuse the call (output_code.py:2)");
  EXPECT_NE(fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, 3, -1, dim=0)").note.find("given 'dim' twice"),
            std::string::npos);
  // keyword-only arguments: by keyword only (scale), never by position
  EXPECT_EQ(fallbackOf("buf3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf0, buf1, buf2, "
                       "0.0, True, attn_mask=buf4, scale=0.125)")
                .note,
            "");
  EXPECT_NE(fallbackOf("buf3 = torch.ops.aten.cumsum.default(buf0, 1, torch.float32)").note.find("at most 2 positional"),
            std::string::npos);
  // what Python itself would not read (the last keyword won, an empty argument was dropped)
  EXPECT_EQ(fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, k=2, k=2)").note,
            "aten.topk: keyword 'k' is given twice: Python would not read the call (output_code.py:2)");
  EXPECT_NE(fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, , 2)").note.find("an empty argument"), std::string::npos);
  EXPECT_NE(fallbackOf("buf2 = torch.ops.aten.topk.default(k=2, buf1)").note.find("a positional argument follows"),
            std::string::npos);
  // Python's spacing of an assignment; its float spellings
  EXPECT_EQ(fallbackOf("buf2=torch.ops.aten.topk.default(buf1, 2)").result, "buf2");
  EXPECT_EQ(fallbackOf("buf2  =  torch.ops.aten.topk.default(buf1, 2)").note, "");
  EXPECT_EQ(fallbackOf("buf2 = torch.ops.aten.histc.default(buf1, 4, 0, float(\"inf\"))").real("max", 0),
            std::numeric_limits<double>::infinity());
  // an integer past int64 reads as a Real: refused by name and line, never cast (it was INT64_MIN)
  const auto huge = fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, 99999999999999999999999999)");
  try {
    huge.integer("k", 1);
    ADD_FAILURE() << "k past int64 was read";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "aten.topk (output_code.py:2): argument k = '99999999999999999999999999' is not an integer (int64)");
  }
  try {  // a string keeps its own quotes, once
    fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, 'three')").integer("k", 1);
    ADD_FAILURE() << "a string read as k";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "aten.topk (output_code.py:2): argument k = 'three' is not an integer (int64)");
  }
  // an int argument is a Python int, as torch binds it: a float, even a whole one, is refused
  // ("Expected a value of type 'int' for argument 'k' but instead found type 'float'")
  try {
    fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, 2.0)").integer("k", 1);
    ADD_FAILURE() << "2.0 read as k";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "aten.topk (output_code.py:2): argument k = '2.0' is not an integer (int64)");
  }
  // -2^63 - 1 is past int64 (it rounded to INT64_MIN through a double); -2^63 itself is read
  try {
    fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, 2, -9223372036854775809)").integer("dim", -1);
    ADD_FAILURE() << "-2^63 - 1 read as dim";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "aten.topk (output_code.py:2): argument dim = '-9223372036854775809' is not an integer (int64)");
  }
  EXPECT_EQ(fallbackOf("buf2 = torch.ops.aten.topk.default(buf1, 2, -9223372036854775808)").integer("dim", -1),
            std::numeric_limits<std::int64_t>::min());
  // the typed calls too: mm of three operands is no mm
  ir::Graph graph;
  inductor::attachExternCalls(
      inductor::parseExternCalls("def call(args):\n    extern_kernels.mm(buf0, arg1_1, buf2, out=buf1)\n", "output_code.py"),
      graph);
  EXPECT_TRUE(graph.externOps.empty());
  ASSERT_TRUE(graph.externCalls.count("buf1"));
  EXPECT_EQ(graph.externCalls.at("buf1").note,
            "extern_kernels.mm takes at most 2 positional argument(s) (input, mat2); the call gives 3: torch would refuse "
            "it (output_code.py:2)");
}

// attachExternCalls: the frontend's one place where output_code.py's calls become the
// graph's neutral form; size symbols bound first.
TEST(ExternCall, AttachPutsTypedAndNamedCallsInTheGraphWithSizesBound) {
  ir::Graph g;
  g.sizeSymbols = {{"s10", 2, "get_args"}, {"s21", 128, "get_args"}};
  inductor::attachExternCalls(
      inductor::parseExternCalls(
          "def call(args):\n"
          "    assert_size_stride(arg0_1, (s10, 64), (64, 1))\n"
          "    extern_kernels.mm(arg0_1, arg1_1, out=buf0)\n"
          "    buf5 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf1, buf2, buf3, "
          "reinterpret_tensor(buf4, (s10, 4, s21, s21), (8*s21*((7 + s21) // 8), 0, 8*((7 + s21) // 8), 1), 0), False, "
          "scale=0.125)\n"
          "    buf6 = buf5[0]\n"
          "    buf9 = extern_kernels.convolution(x, w, bias=None)\n",
          "output_code.py"),
      g);
  ASSERT_EQ(g.externOps.count("buf0"), 1u);
  EXPECT_EQ(g.externOps.at("buf0").kind, ir::ExternKind::Mm);
  EXPECT_EQ(g.externOps.at("buf0").line, 3);
  ASSERT_EQ(g.externCalls.count("buf5"), 1u);
  const auto bias = g.externCalls.at("buf5").tensor("attn_bias");
  ASSERT_TRUE(bias.has_value());
  EXPECT_EQ(bias->sizes, (std::vector<std::int64_t>{2, 4, 128, 128}));
  EXPECT_EQ(bias->strides, (std::vector<std::int64_t>{16384, 0, 128, 1}));
  EXPECT_EQ(g.tupleItems.at("buf6"), (std::pair<std::string, int>{"buf5", 0}));
  EXPECT_EQ(g.inputLayouts.at("arg0_1").first, (std::vector<std::int64_t>{2, 64}));
  ASSERT_EQ(g.externCalls.count("buf9"), 1u);  // no typed form: kept, with why
  EXPECT_EQ(g.externCalls.at("buf9").note, "convolution argument stride, padding or dilation not found (output_code.py:6)");
}

// A call line that does not read (brackets not closed) is a located warning of the
// graph, not a silent gap: the node whose call it was says it cannot run, this says why.
TEST(ExternCall, ACallThatDefinesNoBufferIsALocatedWarning) {
  ir::Graph g;
  inductor::attachExternCalls(
      inductor::parseExternCalls("def call(args):\n    extern_kernels.mm(buf0, arg1_1)\n", "output_code.py"), g);
  EXPECT_TRUE(g.externOps.empty());
  ASSERT_EQ(g.warnings.size(), 1u);
  EXPECT_EQ(g.warnings[0].text(), "output_code.py:2: the call of extern_kernels.mm defines no buffer (neither `bufN = ...` "
                                  "nor out=): no node takes it");
}

TEST(ExternCall, AnUnreadableCallLineIsALocatedWarning) {
  ir::Graph g;
  inductor::attachExternCalls(inductor::parseExternCalls("def call(args):\n"
                                                         "    buf2 = extern_kernels.convolution(buf0, ((( , stride=zz)\n"
                                                         "    extern_kernels.mm(buf2, arg1_1, out=buf3)\n",
                                                         "output_code.py"),
                              g);
  ASSERT_EQ(g.warnings.size(), 1u);
  EXPECT_EQ(g.warnings[0].text(),
            "output_code.py:2: the call of extern_kernels.convolution does not close its brackets: its arguments are not read");
  EXPECT_EQ(g.externOps.count("buf2"), 0u);
  EXPECT_EQ(g.externOps.count("buf3"), 1u);  // the next line still reads
}

}  // namespace

namespace {
// A view whose strides the wrapper printed as expressions of constants once the size
// symbols are bound (hf_bart__train: max(1, 40)) reads; an unbound symbol does not.
TEST(ExternCall, AViewsStridesMayBeExpressionsOfConstants) {
  auto v = fs::inductor::tensorArg("reinterpret_tensor(buf3, (2, 4, 32, 32), (1280, 0, max(1, 40), 1), 0)");
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->strides, (std::vector<std::int64_t>{1280, 0, 40, 1}));
  EXPECT_FALSE(fs::inductor::tensorArg("reinterpret_tensor(buf3, (2, 4, 32, 32), (1280, 0, max(1, s50), 1), 0)").has_value());
}
}  // namespace

namespace {
// A ConcatKernel slice's `# alias` view with dynamic sizes (tv_densenet121__dynamic's
// output_code.py): a stride `((1 + (((-1) + s53) // 4)) // 2)*((...) // 2)` opens and
// closes with parentheses but is one product, not a tuple; bound with the size hints it
// is a number, and the view reads.
TEST(ExternCall, AnAliasViewsSymbolicStridesBindWithTheSizeHints) {
  ir::Graph g;
  g.sizeSymbols = {{"s77", 2, "get_args"}, {"s53", 224, "get_args"}};
  fs::inductor::attachExternCalls(
      fs::inductor::parseExternCalls(
          "def call(args):\n"
          "            buf74 = reinterpret_tensor(buf82, (s77, 32, (1 + (((-1) + s53) // 4)) // 2, (1 + (((-1) + s53) // 4)) "
          "// 2), (384*((1 + (((-1) + s53) // 4)) // 2)*((1 + (((-1) + s53) // 4)) // 2), ((1 + (((-1) + s53) // 4)) // "
          "2)*((1 + (((-1) + s53) // 4)) // 2), (1 + (((-1) + s53) // 4)) // 2, 1), 128*((1 + (((-1) + s53) // 4)) // "
          "2)*((1 + (((-1) + s53) // 4)) // 2))  # alias\n",
          "output_code.py"),
      g);
  ASSERT_EQ(g.aliasViews.count("buf74"), 1u);
  const auto& v = g.aliasViews.at("buf74");
  EXPECT_EQ(v.buffer, "buf82");
  EXPECT_EQ(v.sizes, (std::vector<std::int64_t>{2, 32, 28, 28}));
  EXPECT_EQ(v.strides, (std::vector<std::int64_t>{301056, 784, 28, 1}));
  EXPECT_EQ(v.offset, 100352);
  // a parenthesized expression is a value too, not a one-element tuple
  EXPECT_EQ(fs::inductor::bindSizeSymbols("(s53 + 1)", {{"s53", 224}}), "225");
  EXPECT_EQ(fs::inductor::bindSizeSymbols("(s53,)", {{"s53", 224}}), "(224,)");
}
}  // namespace

namespace {
// The same densenet line broken as a user's file may be (a size symbol nothing binds, a
// bracket lost): each view that does not read is a located warning, not only the
// ConcatKernel's later "slice ... is not known".
TEST(ExternCall, AnAliasViewThatDoesNotReadIsALocatedWarning) {
  ir::Graph g;
  g.sizeSymbols = {{"s77", 2, "get_args"}, {"s53", 224, "get_args"}};
  fs::inductor::attachExternCalls(
      fs::inductor::parseExternCalls(
          "def call(args):\n"
          "            buf73 = reinterpret_tensor(buf82, (s77, 128, (1 + (((-1) + s999) // 4)) // 2, 28), (301056, 784, 28, "
          "1), 0)  # alias\n"
          "            buf74 = reinterpret_tensor(buf82, (s77, 32, 28, 28), (301056, 784, 28, 1, 100352)  # alias\n",
          "output_code.py"),
      g);
  EXPECT_EQ(g.aliasViews.count("buf73"), 0u);
  EXPECT_EQ(g.aliasViews.count("buf74"), 0u);
  ASSERT_EQ(g.warnings.size(), 2u);
  EXPECT_EQ(g.warnings[0].text(),
            "output_code.py:2: the `# alias` view of buf73 is not read: size symbol(s) s999 have no value (no example input "
            "binds them)");
  EXPECT_EQ(g.warnings[1].text(), "output_code.py:3: the `# alias` view of buf74 is not read: its brackets do not close");
}
}  // namespace

namespace {
// misc_convnet__maxautotune's output_code.py (tests/data/kernels/convnet_maxautotune) with
// its convolution template broken three ways: each is a warning at the launch's line
// saying why the template is not read as its convolution (before, the node only failed
// later with the matmul-template reader's "template output is not written over [M, N]").
TEST(ExternCall, AConvolutionTemplateThatDoesNotReadIsALocatedWarning) {
  std::ifstream f(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/convnet_maxautotune/model__0_inference_0.0/output_code.py");
  ASSERT_TRUE(f.good());
  const std::string code((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  auto warningsOf = [](const std::string& text) {
    ir::Graph g;
    fs::inductor::attachExternCalls(fs::inductor::parseExternCalls(text, "output_code.py"), g);
    std::vector<std::string> out;
    for (const auto& w : g.warnings) out.push_back(w.text());
    EXPECT_EQ(g.externOps.count("buf5"), 0u);
    return out;
  };
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string s = code;
    const auto at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? s : s.replace(at, from.size(), to);
  };
  const std::string launch = "output_code.py:715: the launch of convolution template "
                             "triton_tem_fused__native_batch_norm_legit_no_training_convolution_relu_4 is not read as its convolution: ";
  EXPECT_EQ(warningsOf(replaced("'STRIDE_H': 2,", "'STRIDE_H': 'x',")),
            std::vector<std::string>{launch + "its config_args (line 310) give STRIDE_H = 'x', not a non-negative integer"});
  EXPECT_EQ(warningsOf(replaced("(arg_X, arg_W, out_ptr0):", "(arg_X, arg_W, out_ptr0:")),
            std::vector<std::string>{launch + "its def line (line 314) does not close"});
  EXPECT_EQ(warningsOf(replaced("run(buf3, buf4, buf5, 128, 1, 1, stream=stream0)", "run(buf3, buf4)")),
            std::vector<std::string>{launch + "it does not pass arg_X, arg_W and out_ptr0 (2 arguments)"});
  ir::Graph whole;  // the file as Inductor wrote it: read, no warning
  fs::inductor::attachExternCalls(fs::inductor::parseExternCalls(code, "output_code.py"), whole);
  EXPECT_TRUE(whole.warnings.empty());
  EXPECT_EQ(whole.externOps.count("buf5"), 1u);
}
}  // namespace

namespace {
// aten.cumsum as Inductor's CPU wrapper calls it (hf_gpt2__cpu's position ids): self
// positional, dim and dtype by keyword; each read by its schema name.
TEST(ExternCall, CumsumReadsItsPositionalSelf) {
  ir::Graph g;
  fs::inductor::attachExternCalls(
      fs::inductor::parseExternCalls(
          "def call(args):\n        buf9 = torch.ops.aten.cumsum.default(buf8, dim=-1, dtype=torch.int64)\n", "output_code.py"),
      g);
  ASSERT_EQ(g.externCalls.count("buf9"), 1u);
  const auto& c = g.externCalls.at("buf9");
  EXPECT_EQ(c.op, "aten.cumsum");
  ASSERT_TRUE(c.tensor("self").has_value());
  EXPECT_EQ(c.tensor("self")->buffer, "buf8");
  EXPECT_EQ(c.integer("dim", 0), -1);
}
}  // namespace
