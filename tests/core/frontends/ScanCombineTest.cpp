// Scans' combine functions, read from the Triton helpers of output_code.py and
// attached to the scan nodes of the IR (real dumps: x_scan_cum_logcumsumexp,
// cumsum_softmax and mixtral, torch 2.11 on an H200).
#include <gtest/gtest.h>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/ScanCombine.h"

using namespace fs;

namespace {

const std::string kScanDir =
    std::string(FUSIONSCOPE_TESTDATA_DIR) + "/kernels/x_scan_cum_logcumsumexp/model__0_inference_0.0";

std::vector<std::string> opNames(const ir::LoopBlock& b) {
  std::vector<std::string> out;
  for (const auto& op : b.ops) out.push_back(op.op);
  return out;
}

const ir::CombineFn* combineOf(const ir::Graph& g, const std::string& node) {
  const ir::Node* n = g.findAny(node);
  return n && n->body ? n->body->combineFn("scan1") : nullptr;
}

TEST(ScanCombine, CumsumCumprodAndLogcumsumexpGetTheirHelpers) {
  auto dump = inductor::loadDebugDump(kScanDir);
  ASSERT_EQ(dump.graphs.size(), 1u);
  const auto& g = dump.graphs[0].preFusion;
  // op1 = cumsum(addmm), op2 = cumprod(sigmoid(addmm)), op3 = logcumsumexp(addmm): one
  // kernel, helpers _triton_helper_fn_add0, _mul1 and the logaddexp one, in that order
  const auto* add = combineOf(g, "op1");
  const auto* mul = combineOf(g, "op2");
  const auto* lse = combineOf(g, "op3");
  ASSERT_TRUE(add && mul && lse);
  EXPECT_EQ(add->params, (std::vector<std::string>{"arg0_0", "arg1_0"}));
  EXPECT_EQ(opNames(add->block), (std::vector<std::string>{"add"}));
  EXPECT_EQ(opNames(mul->block), (std::vector<std::string>{"mul"}));
  EXPECT_EQ(opNames(lse->block), (std::vector<std::string>{"minimum", "maximum", "ne", "isinf", "to_dtype", "bitwise_not",
                                                           "bitwise_or", "sub", "exp", "log1p", "add", "where"}));
  ASSERT_EQ(lse->results.size(), 1u);
  EXPECT_EQ(lse->results[0], lse->block.ops.back().result);
  // where(tmp5, tmp9, arg0_0): the running value is kept where both are -inf
  EXPECT_EQ(lse->block.ops.back().args[2].text, "arg0_0");
  EXPECT_NE(lse->origin.find("output_code.py:86 _triton_helper_fn_minimum_maximum_ne_isinf"), std::string::npos)
      << lse->origin;
  // op7 (the second kernel, its own helper numbering) is a cumsum again
  const auto* second = combineOf(g, "op7");
  ASSERT_TRUE(second);
  EXPECT_EQ(opNames(second->block), (std::vector<std::string>{"add"}));
  EXPECT_TRUE(g.warnings.empty());
}

TEST(ScanCombine, AKernelLaunchedTwiceGivesEachLaunchsNodeItsFunction) {
  // mixtral: one cumsum kernel (int32) launched for both layers' expert counts
  auto dump = inductor::loadDebugDump(std::string(FUSIONSCOPE_SAMPLES_DIR) + "/zoo/mixtral");
  ASSERT_FALSE(dump.graphs.empty());
  const auto& g = dump.graphs[0].preFusion;
  int withFn = 0, scans = 0;
  for (const auto& n : g.nodes) {  // pre-fusion: no fused nodes
    if (!n.body) continue;
    for (const auto& op : n.body->blocks.front().ops)
      if (op.form == ir::LoopOp::Form::Submodule) {
        ++scans;
        if (n.body->combineFn(op.op)) ++withFn;
      }
  }
  EXPECT_EQ(scans, 2);
  EXPECT_EQ(withFn, 2);
}

TEST(ScanCombine, HelperOutsideTheSubsetIsNamedNotGuessed) {
  const std::string src = R"(
@triton.jit
def _triton_helper_fn_custom0(arg0_0, arg1_0):
    tmp0 = arg0_0 % arg1_0
    return tmp0
)";
  std::string why;
  EXPECT_FALSE(inductor::parseTritonCombineFn(src, "_triton_helper_fn_custom0", why));
  EXPECT_NE(why.find("'%'"), std::string::npos) << why;
  EXPECT_FALSE(inductor::parseTritonCombineFn(src, "_triton_helper_fn_absent1", why));
  EXPECT_NE(why.find("no `def _triton_helper_fn_absent1`"), std::string::npos) << why;
  // a tuple combine (cummax-like: value and index) with a literal and a cast
  const std::string pair = R"(
def _triton_helper_fn_pair0(arg0_0, arg0_1, arg1_0, arg1_1):
    tmp0 = arg0_0 > arg1_0
    tmp1 = tl.where(tmp0, arg0_0, arg1_0)
    tmp2 = tl.where(tmp0, arg0_1, arg1_1 + 0)
    return tmp1, tmp2.to(tl.int64)
)";
  auto fn = inductor::parseTritonCombineFn(pair, "_triton_helper_fn_pair0", why);
  EXPECT_FALSE(fn) << "a return of an expression is not a name";
  const std::string pair2 = R"(
def _triton_helper_fn_pair0(arg0_0, arg0_1, arg1_0, arg1_1):
    tmp0 = arg0_0 > arg1_0
    tmp1 = tl.where(tmp0, arg0_0, arg1_0)
    tmp2 = tl.where(tmp0, arg0_1, -arg1_1 + 1)
    return tmp1, tmp2
)";
  fn = inductor::parseTritonCombineFn(pair2, "_triton_helper_fn_pair0", why);
  ASSERT_TRUE(fn) << why;
  EXPECT_EQ(fn->params.size(), 4u);
  EXPECT_EQ(opNames(fn->block), (std::vector<std::string>{"gt", "where", "neg", "add", "where"}));
  EXPECT_EQ(fn->block.ops[3].args[1].text, "1");
}

}  // namespace
