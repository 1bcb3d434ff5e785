// output_code.py kernels of the real samples (Triton and C++), the buffers each
// launch writes, and the scheduler nodes that assignKernelNodes derives.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "core/frontends/inductor/IrReader.h"
#include "core/frontends/inductor/OutputCode.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

using namespace fs::inductor;
using Strings = std::vector<std::string>;

namespace {
using fs::testdata::kSamples;

/// Reads a graph folder's output_code.py and maps its kernels to nodes.
OutputCode readMapped(const std::string& graphDir) {
  std::string dir = kSamples + "/" + graphDir;
  OutputCode code = readOutputCode(dir + "/output_code.py");
  fs::ir::Graph pre = readIrFile(dir + "/ir_pre_fusion.txt");
  fs::ir::Graph post = readIrFile(dir + "/ir_post_fusion.txt");
  assignKernelNodes(code, pre, &post);
  return code;
}
}  // namespace

TEST(OutputCode, BnReluMaxpoolTritonKernels) {
  OutputCode code = readMapped("inductor/bn_relu_maxpool/inference");
  ASSERT_EQ(code.kernels.size(), 4u);
  EXPECT_EQ(code.kernels[0].name, "triton_poi_fused_convolution_0");
  EXPECT_EQ(code.kernels[1].name, "triton_poi_fused_convolution_1");
  EXPECT_EQ(code.kernels[2].name, "triton_poi_fused__native_batch_norm_legit_no_training_relu_2");
  EXPECT_EQ(code.kernels[3].name, "triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_3");

  const GeneratedKernel& bnRelu = code.kernels[2];
  EXPECT_EQ(bnRelu.backend, "triton");
  EXPECT_EQ(bnRelu.line, 152);
  EXPECT_EQ(bnRelu.kernelPath, "/tmp/torchinductor_root/eo/ceonmxqhcc6sqgahnhdi3s44eixc5i5do5xnywnfakmgkqujqrpb.py");
  EXPECT_EQ(bnRelu.origins, (Strings{"input_2", "input_3"}));
  EXPECT_EQ(bnRelu.aten, (Strings{"aten._native_batch_norm_legit_no_training", "aten.relu"}));
  ASSERT_EQ(bnRelu.atenMapping.size(), 2u);
  EXPECT_EQ(bnRelu.atenMapping[1].first, "input_3");
  EXPECT_EQ(bnRelu.atenMapping[1].second, (Strings{"relu"}));
  EXPECT_EQ(bnRelu.atenMapping[0].second.size(), 16u);
  EXPECT_EQ(bnRelu.source.rfind("import triton\n", 0), 0u);
  EXPECT_NE(bnRelu.source.find("def triton_poi_fused__native_batch_norm_legit_no_training_relu_2(in_out_ptr0"),
            std::string::npos);
  EXPECT_EQ(bnRelu.params, (Strings{"in_out_ptr0", "in_ptr0", "in_ptr1", "in_ptr2", "in_ptr3", "xnumel", "XBLOCK"}));
  ASSERT_EQ(bnRelu.launches.size(), 1u);
  EXPECT_EQ(bnRelu.launches[0].line, 360);
  EXPECT_EQ(bnRelu.launches[0].writes, (Strings{"buf3"}));
  EXPECT_EQ(bnRelu.launches[0].reads, (Strings{"buf3", "arg2_1", "arg3_1", "arg4_1", "arg5_1"}));

  // op3 is the BatchNorm+ReLU node, op4 the max-pool node; neither fused.
  EXPECT_EQ(code.kernels[0].nodes, (Strings{"op0"}));
  EXPECT_EQ(code.kernels[1].nodes, (Strings{"op1"}));
  EXPECT_EQ(bnRelu.nodes, (Strings{"op3"}));
  EXPECT_EQ(code.kernels[3].nodes, (Strings{"op4"}));
  EXPECT_EQ(code.kernels[3].reads, (Strings{"buf3"}));
  EXPECT_EQ(code.kernels[3].writes, (Strings{"buf4"}));
}

TEST(OutputCode, BnReluMaxpoolCppKernelsCoverSeveralNodes) {
  OutputCode code = readMapped("inductor_cpu/bn_relu_maxpool/inference");
  ASSERT_EQ(code.kernels.size(), 2u);
  EXPECT_EQ(code.kernels[0].name, "cpp_fused_convolution_0");
  EXPECT_EQ(code.kernels[0].backend, "cpp");
  EXPECT_EQ(code.kernels[0].params, (Strings{"in_ptr0", "in_ptr1", "out_ptr0", "out_ptr1"}));
  EXPECT_NE(code.kernels[0].source.find("extern \"C\"  void  kernel(const float* in_ptr0,"), std::string::npos);
  EXPECT_EQ(code.kernels[0].writes, (Strings{"buf0", "buf1"}));
  EXPECT_EQ(code.kernels[0].nodes, (Strings{"op0", "op1"}));
  EXPECT_EQ(code.kernels[1].name, "cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1");
  EXPECT_EQ(code.kernels[1].nodes, (Strings{"op3", "op4"}));
  EXPECT_TRUE(code.kernels[1].origins.empty());  // C++ kernels carry no Source Nodes comment here
}

TEST(OutputCode, FusedGroupListsNodesWhoseBuffersWereNeverStored) {
  OutputCode code = readMapped("inductor/layernorm_manual/inference");
  ASSERT_EQ(code.kernels.size(), 1u);
  EXPECT_EQ(code.kernels[0].name, "triton_per_fused_add_div_mean_mul_sqrt_sub_var_0");
  EXPECT_EQ(code.kernels[0].writes, (Strings{"buf4"}));
  EXPECT_EQ(code.kernels[0].nodes, (Strings{"op0", "op2", "op4"}));
}

TEST(OutputCode, InPlaceReuseOfAFreshBuffer) {
  // buf125 = buf124; del buf124  # reuse -- the kernel computes the mean (op124)
  // into the fresh buffer and divides in place (op125).
  OutputCode code = readMapped("inductor_cpu/resnet50_eval/inference");
  const GeneratedKernel* k = code.find("cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_21");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->writes, (Strings{"buf125", "buf124"}));
  EXPECT_EQ(k->nodes, (Strings{"op124", "op125"}));
  // An extern convolution's output reused in place is not the kernel's doing.
  OutputCode cuda = readMapped("inductor/bn_relu_maxpool/inference");
  EXPECT_EQ(cuda.kernels[2].writes, (Strings{"buf3"}));
}

TEST(OutputCode, OneKernelLaunchedForManyNodes) {
  OutputCode code = readMapped("inductor/resnet50_train/forward");
  EXPECT_EQ(code.kernels.size(), 47u);
  const GeneratedKernel* k = code.find("triton_poi_fused_add_copy__46");
  ASSERT_NE(k, nullptr);
  ASSERT_EQ(k->launches.size(), 53u);
  // num_batches_tracked += 1, mutated through out_ptr1 (mutated_arg_names):
  // primals_3 is what op478 mutates; op478 is fused with op477 (the add).
  EXPECT_EQ(k->launches[0].line, 5699);
  EXPECT_EQ(k->launches[0].writes, (Strings{"primals_3"}));
  EXPECT_EQ(k->launches[0].nodes, (Strings{"op477", "op478"}));
  EXPECT_EQ(k->nodes.size(), 2u * 53u);
  // Kernels with an empty "Unsorted Source Nodes: []" comment.
  EXPECT_TRUE(code.find("triton_poi_fused_0")->origins.empty());
  EXPECT_EQ(code.find("triton_poi_fused_0")->nodes, (Strings{"op0"}));
}

// Every sample graph: each post-fusion group that becomes a kernel (not extern,
// not nop) is covered by exactly one launch, whole, and no launch claims an
// extern node.
TEST(OutputCode, EveryLaunchCoversWholePostFusionGroups) {
  int graphs = 0;
  for (const char* backend : {"inductor", "inductor_cpu"})
    for (const auto& model : std::filesystem::directory_iterator(kSamples + "/" + backend))
      for (const auto& graph : std::filesystem::directory_iterator(model.path())) {
        if (!std::filesystem::exists(graph.path() / "output_code.py")) continue;
        ++graphs;
        SCOPED_TRACE(graph.path().string());
        std::string dir = graph.path().string();
        OutputCode code = readOutputCode(dir + "/output_code.py");
        fs::ir::Graph pre = readIrFile(dir + "/ir_pre_fusion.txt");
        fs::ir::Graph post = readIrFile(dir + "/ir_post_fusion.txt");
        assignKernelNodes(code, pre, &post);
        std::map<std::string, int> launchesOf;
        for (const auto& k : code.kernels) {
          EXPECT_FALSE(k.launches.empty()) << k.name;
          for (const auto& l : k.launches) {
            EXPECT_FALSE(l.nodes.empty()) << k.name << " launched at line " << l.line;
            for (const auto& n : l.nodes) ++launchesOf[n];
          }
        }
        for (const auto& top : post.nodes) {
          bool extern_ = top.kind == fs::ir::NodeKind::ExternKernel || top.kind == fs::ir::NodeKind::NopKernel;
          for (const auto& leaf : top.leafNames())
            EXPECT_EQ(launchesOf[leaf], extern_ ? 0 : 1) << top.name << " / " << leaf;
        }
      }
  EXPECT_EQ(graphs, 17);
}

TEST(OutputCode, WithoutPostFusionEachWrittenBufferNamesItsNode) {
  std::string dir = kSamples + "/inductor/layernorm_manual/inference";
  OutputCode code = readOutputCode(dir + "/output_code.py");
  assignKernelNodes(code, readIrFile(dir + "/ir_pre_fusion.txt"), nullptr);
  EXPECT_EQ(code.kernels[0].nodes, (Strings{"op4"}));
}

TEST(OutputCode, SyntheticVariants) {
  std::string text =
      "# Source Nodes: [add], Original ATen: [aten.add]\n"
      "cpp_fused_add_0 = async_compile.cpp('''\n"
      "extern \"C\" void kernel(const float* in_ptr0, float* out_ptr0)\n"
      "{ out_ptr0[0] = in_ptr0[0] + 1; }\n"
      "''')\n"
      "async_compile.wait(globals())\n"
      "def call(args):\n"
      "    buf0 = empty_strided_cpu((1, ), (1, ), torch.float32)\n"
      "    cpp_fused_add_0(c_void_p(arg0_1.data_ptr()), c_void_p(buf0.data_ptr()))\n"
      "    return (buf0, )\n";
  OutputCode code = parseOutputCode(text, "oc.py");
  ASSERT_EQ(code.kernels.size(), 1u);
  const GeneratedKernel& k = code.kernels[0];
  EXPECT_EQ(k.backend, "cpp");
  EXPECT_EQ(k.origins, (Strings{"add"}));
  EXPECT_EQ(k.source, "extern \"C\" void kernel(const float* in_ptr0, float* out_ptr0)\n{ out_ptr0[0] = in_ptr0[0] + 1; }\n");
  EXPECT_EQ(k.line, 2);
  // Older wrappers pass c_void_p(buf.data_ptr()): the buffer is the innermost name.
  ASSERT_EQ(k.launches.size(), 1u);
  EXPECT_EQ(k.launches[0].line, 9);
  EXPECT_EQ(k.launches[0].reads, (Strings{"arg0_1"}));
  EXPECT_EQ(k.launches[0].writes, (Strings{"buf0"}));
}

TEST(OutputCode, UnclosedOrUnquotedSourceIsALocatedError) {
  try {
    parseOutputCode("x = 1\ntriton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''\nimport triton\n", "oc.py");
    FAIL();
  } catch (const fs::InputError& e) {
    EXPECT_STREQ(e.what(), "oc.py:2: expected ''' closing the source of kernel 'triton_poi_fused_0' before the end of the file");
  }
  try {
    parseOutputCode("triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', src)\n", "oc.py");
    FAIL();
  } catch (const fs::InputError& e) {
    EXPECT_STREQ(e.what(), "oc.py:1: expected the source of kernel 'triton_poi_fused_0' in ''' quotes after async_compile.triton(");
  }
}
