// Codegen on real dumps: plans, lowering, forwarding/elision, line -> node maps,
// unsupported ops reported per node.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include <algorithm>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/CudaRunner.h"
#include "core/util/Error.h"

namespace {

using namespace fs;

std::string sample(const std::string& rel) { return std::string(FUSIONSCOPE_SAMPLES_DIR) + "/" + rel; }

struct Loaded {
  ir::Graph pre, post;
  codegen::BufferTable table;
};

// the kernel of `prog` named `name` ("k4_op5"), or nullptr
const codegen::KernelSource* kernelNamed(const codegen::ProgramSource& prog, const std::string& name) {
  for (const auto& k : prog.kernels)
    if (k.name == name) return &k;
  return nullptr;
}

Loaded load(const std::string& folder) {
  Loaded l;
  l.pre = inductor::readIrFile(folder + "/ir_pre_fusion.txt");
  l.post = inductor::readIrFile(folder + "/ir_post_fusion.txt");
  inductor::attachExternCalls(inductor::readExternCalls(folder + "/output_code.py"), l.pre);
  l.table = codegen::BufferTable(l.pre);
  return l;
}

TEST(Plan, NoFusionAndInductorCoverEveryNode) {
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto none = codegen::planNoFusion(l.pre);
  auto ind = codegen::planFromPostFusion(l.post);
  EXPECT_NO_THROW(codegen::validatePlan(l.pre, none));
  EXPECT_NO_THROW(codegen::validatePlan(l.pre, ind));
  EXPECT_EQ(none.size(), l.pre.leafCount());
}

TEST(Plan, ValidateNamesTheProblem) {
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto plan = codegen::planNoFusion(l.pre);
  plan.pop_back();
  try {
    codegen::validatePlan(l.pre, plan);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("does not schedule node 'op4'"), std::string::npos) << e.what();
  }
  plan = codegen::planNoFusion(l.pre);
  plan.push_back({"op0"});
  EXPECT_THROW(codegen::validatePlan(l.pre, plan), InputError);
  plan = {{"op0", "op2", "op4", "op9"}};
  EXPECT_THROW(codegen::validatePlan(l.pre, plan), InputError);
}

TEST(Emitter, LayerNormFusesIntoOneKernelWithoutIntermediateBuffers) {
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cpp);
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  EXPECT_TRUE(k.unsupported.empty());
  // buf0 (sum) and buf2 (variance) stay in registers: only inputs and buf4 are parameters
  std::vector<std::string> params;
  for (const auto& p : k.params) params.push_back(p.buffer);
  EXPECT_EQ(std::count(params.begin(), params.end(), "buf0"), 0);
  EXPECT_EQ(std::count(params.begin(), params.end(), "buf2"), 0);
  EXPECT_EQ(std::count(params.begin(), params.end(), "buf4"), 1);
  EXPECT_EQ(k.elided, (std::vector<std::string>{"buf0", "buf2"}));
  // one pass reads arg0_1 for both reductions, a second applies the normalisation
  EXPECT_NE(k.code.find("forwarded buf0"), std::string::npos);
  // every node has lines, and the map is as long as the code
  EXPECT_EQ(k.lineNodes.size(), static_cast<std::size_t>(std::count(k.code.begin(), k.code.end(), '\n')));
  for (const char* n : {"op0", "op2", "op4"})
    EXPECT_NE(std::find(k.lineNodes.begin(), k.lineNodes.end(), n), k.lineNodes.end()) << n;
  // bytes: arg0_1 read, weights read, buf4 written (4 MiB floats each)
  EXPECT_EQ(k.bytes, 2 * 8192 * 512 * 4 + 2 * 512 * 4);
}

TEST(Emitter, UnfusedKeepsEveryBuffer) {
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planNoFusion(l.pre), codegen::Target::Cuda);
  ASSERT_EQ(prog.kernels.size(), 3u);
  EXPECT_TRUE(prog.kernels[0].cudaEntries.at(0).reduction);
  EXPECT_EQ(prog.kernels[0].cudaEntries.at(0).numel, 8192);
  EXPECT_EQ(prog.kernels[0].cudaEntries.at(0).rnumel, 512);
  EXPECT_FALSE(prog.kernels[2].cudaEntries.at(0).reduction);
  for (const auto& k : prog.kernels) EXPECT_TRUE(k.elided.empty());
}

TEST(Emitter, ExternNodesBecomeLibraryCallsWithTheirArguments) {
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planNoFusion(l.pre), codegen::Target::Cuda);
  auto it = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                         [](const auto& k) { return k.kind == codegen::KernelSpec::Kind::Extern; });
  ASSERT_NE(it, prog.kernels.end());
  EXPECT_NE(it->code.find("cuDNN convolution forward"), std::string::npos);
  EXPECT_NE(it->code.find("stride=(2, 2)"), std::string::npos) << it->code;
}

TEST(Emitter, UnsupportedOpIsReportedPerNodeNotSkipped) {
  auto l = load(sample("inductor/add_relu/inference"));
  for (auto& op : l.pre.nodes[0].body->blocks[0].ops)
    if (op.op == "relu") op.setOp("bucketize");
  codegen::BufferTable table(l.pre);
  auto prog = codegen::emitProgram(table, codegen::planNoFusion(l.pre), codegen::Target::Cpp);
  ASSERT_EQ(prog.kernels.size(), 1u);
  ASSERT_EQ(prog.kernels[0].unsupported.count("op0"), 1u);
  EXPECT_EQ(prog.kernels[0].unsupported.at("op0"), "op 'bucketize' is not implemented");
  EXPECT_NE(prog.kernels[0].code.find("not generated"), std::string::npos);
}

// index_put with accumulate (samples/zoo/index_put_accumulate): op1's store is
// `ops.store('buf1', get_index_2, load_1, 'atomic_add')`. Its mode is read typed
// (ir::storeModeOf): an atomic add is generated as one; a mode Inductor may add later
// is named on its node, not generated as a plain store.
TEST(Emitter, AStoresModeIsReadTypedAndAnUnknownOneIsNamed) {
  const std::string folder = sample("zoo/index_put_accumulate/model__0_inference_0.0");
  ir::Graph pre = inductor::readIrFile(folder + "/ir_pre_fusion.txt");
  ir::LoopOp* store = nullptr;
  for (auto& n : pre.nodes)
    if (n.name == "op1")
      for (auto& op : n.body->blocks[0].ops)
        if (op.code == ir::OpCode::Store) store = &op;
  ASSERT_NE(store, nullptr);
  EXPECT_EQ(ir::storeModeOf(*store), ir::StoreMode::AtomicAdd);
  {
    codegen::BufferTable table(pre);
    auto prog = codegen::emitProgram(table, codegen::planNoFusion(pre), codegen::Target::Cuda);
    std::string code;
    for (const auto& k : prog.kernels) code += k.code;
    EXPECT_NE(code.find("atomicAdd"), std::string::npos);
  }
  store->args[3].text = "atomic_max";
  EXPECT_EQ(ir::storeModeOf(*store), ir::StoreMode::Other);
  codegen::BufferTable table(pre);
  auto prog = codegen::emitProgram(table, codegen::planNoFusion(pre), codegen::Target::Cpp);
  bool named = false;
  for (const auto& k : prog.kernels)
    if (auto it = k.unsupported.find("op1"); it != k.unsupported.end())
      named = it->second == "store mode 'atomic_max' is not implemented";
  EXPECT_TRUE(named);
}

std::string testData(const std::string& rel) { return std::string(FUSIONSCOPE_TESTDATA_DIR) + "/" + rel; }

std::string fileText(const std::string& path) {
  std::ifstream f(path);
  std::stringstream text;
  text << f.rdbuf();
  return text.str();
}

// tests/data/codegen/<name>/ir_pre_fusion.txt, one node of a real dump, without its
// output's `users` line (its users are not in the excerpt); "" where the line is missing
std::string oneNodeExcerpt(const std::string& name, const std::string& output) {
  std::string text = fileText(testData("codegen/" + name + "/ir_pre_fusion.txt"));
  const auto users = text.find("    " + output + ".users = ");
  if (users == std::string::npos) return "";
  return text.erase(users, text.find('\n', users) + 1 - users);
}

// The unfused plan's CUDA kernels of an IR text (one node's excerpt: one kernel).
codegen::ProgramSource unfusedCuda(const std::string& irText, const std::string& name) {
  auto g = inductor::parseIrText(irText, name);
  codegen::BufferTable table(g);
  return codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cuda);
}

// The CUDA entry of `k` whose function name ends with `suffix` ("_c1"), or nullptr.
const codegen::CudaEntry* entryEndingWith(const codegen::KernelSource& k, const std::string& suffix) {
  for (const auto& e : k.cudaEntries)
    if (e.function.size() >= suffix.size() && e.function.compare(e.function.size() - suffix.size(), suffix.size(), suffix) == 0)
      return &e;
  return nullptr;
}

// The function names of k's CUDA entries, for a failure's message.
std::string functionsOf(const codegen::KernelSource& k) {
  std::string out;
  for (const auto& e : k.cudaEntries) out += (out.empty() ? "" : " ") + e.function;
  return out;
}

// A layout that does not fit the loop over it (a zero-stride output of one element that a
// loop of 4,096 writes in full: a malformed dump) marks the node, located, for the
// generated kernels and the reference alike; before, the kernels wrote past the storage.
// The real 2.15 scatter_add graph, op0's buffer given a zero stride.
TEST(Emitter, AnAccessOutsideItsStorageMarksTheNode) {
  const std::string file = testData("releases/torch-2.15/scatter_add/model__0_inference_0.0/ir_pre_fusion.txt");
  std::ifstream in(file);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  auto reasons = [&](const std::string& t) {
    const ir::Graph g = inductor::parseIrText(t, file);
    codegen::BufferTable table(g);
    std::map<std::string, std::string> why;
    for (const auto& k : codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cpp).kernels)
      why.insert(k.unsupported.begin(), k.unsupported.end());
    const auto ref = runtime::computeReference(table, 1);
    const std::string refWhy = ref.notRun.count("op0") ? ref.notRun.at("op0") : "";
    EXPECT_EQ(refWhy, why.count("op0") ? why.at("op0") : "") << "the reference and the kernels disagree on op0";
    return why;
  };
  EXPECT_TRUE(reasons(text).empty());
  for (const std::string prefix : {"buf0.layout", "buf0_layout"}) {
    const std::string layout = prefix + " = FixedLayout('cpu', torch.float32, size=[128, 32], stride=[32, 1])";
    ASSERT_NE(text.find(layout), std::string::npos) << layout;
    text.replace(text.find(layout), layout.size(),
                 prefix + " = FixedLayout('cpu', torch.float32, size=[128, 32], stride=[0, 0])");
  }
  const auto why = reasons(text);
  ASSERT_TRUE(why.count("op0")) << "op0 stores 4,096 elements into a storage of 1";
  EXPECT_EQ(why.at("op0"),
            "store to 'buf0' at index0 = p0 reaches elements 0..4095, outside its storage of 1 elements (its layout "
            "does not fit the loop)");
  EXPECT_FALSE(why.count("op2")) << why.at("op2");  // the rest still runs
  // a non-affine index: bounded by interval arithmetic, and where that interval is too wide
  // (terms that cancel), by evaluating it: only a point found outside refuses the node
  auto withIndex = [&](const std::string& index) {
    std::string t = ss.str();
    const std::string from = "class op0_loop_body:\n    var_ranges = {p0: 4096}\n    index0 = p0\n";
    EXPECT_NE(t.find(from), std::string::npos);
    t.replace(t.find(from), from.size(), "class op0_loop_body:\n    var_ranges = {p0: 4096}\n    index0 = " + index + "\n");
    return reasons(t);
  };
  EXPECT_EQ(withIndex("ModularIndexing(p0, 1, 8192) + 4096")["op0"],
            "store to 'buf0' at index0 = ModularIndexing(p0, 1, 8192) + 4096 reaches element 4096 at p0=0, outside its "
            "storage of 4096 elements (its layout does not fit the loop)");
  EXPECT_FALSE(withIndex("ModularIndexing(p0, 1, 32) + 32*(p0//32)").count("op0"));  // p0 itself
  EXPECT_FALSE(withIndex("p0 - ModularIndexing(p0, 1, 8)").count("op0"));  // interval [-7, 4095], values [0, 4088]
  EXPECT_TRUE(withIndex("p0 - ModularIndexing(p0, 1, 8) + 8").count("op0"));  // 4096 at p0 = 4088
  // a layout that is no storage at all (a negative stride) is named in the node's reason
  for (const std::string prefix : {"buf0.layout", "buf0_layout"}) {
    const std::string layout = prefix + " = FixedLayout('cpu', torch.float32, size=[128, 32], stride=[0, 0])";
    ASSERT_NE(text.find(layout), std::string::npos) << layout;
    text.replace(text.find(layout), layout.size(),
                 prefix + " = FixedLayout('cpu', torch.float32, size=[128, 32], stride=[-32, 1])");
  }
  EXPECT_EQ(reasons(text)["op0"],
            "buffer 'buf0' has no known layout: its layout (size [128, 32], stride [-32, 1], offset 0) has a negative "
            "size, stride or offset, or reaches past 2^62 elements");
}

// Every load of a buffer that an earlier node of the same nest stores reads the element
// that node stored in the same iteration: the same index (issue 12). Returns the first
// load that does not, "" when none.
std::string crossIterationRead(const codegen::KernelSpec& spec) {
  for (std::size_t i = 0; i < spec.nodes.size(); ++i)
    for (const auto& ld : spec.nodes[i].loads)
      for (std::size_t j = 0; j < i; ++j)
        if (spec.nodes[j].nest == spec.nodes[i].nest)
          for (const auto& st : spec.nodes[j].stores)
            if (st.buffer == ld.buffer && st.index != ld.index)
              return spec.nodes[i].node->name + " loads " + ld.buffer + "[" + ld.index.key() + "], " +
                     spec.nodes[j].node->name + " stores it at [" + st.index.key() + "]";
  return "";
}

TEST(Emitter, TransposedReadOfAnEarlierNodeIsReorderedToItsIteration) {
  // Issue 12. vit_b_32 (from op7 on): op7 (LayerNorm, loops [2, 50, 768]) writes buf7,
  // op8 reads it transposed (loops [50, 2, 768], buf7 at 768*p0 + 38400*p1 + p2).
  // Sizes alone refine to [2, 25, 2, 768] with both nodes in their own order, and op8
  // read elements of buf7 that other iterations (other threads) had not written yet:
  // NaN. op8's loops must be reordered to op7's (as Inductor does), buf7 forwarded.
  auto pre = inductor::readIrFile(testData("codegen/vit_b_32_from_op7/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op7", "op8"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  ASSERT_EQ(spec.nests.size(), 1u);
  EXPECT_EQ(crossIterationRead(spec), "");
  for (auto target : {codegen::Target::Cpp, codegen::Target::Cuda}) {
    auto k = codegen::emitKernel(table, spec, target);
    EXPECT_EQ(k.code.find("p_buf7["), std::string::npos) << k.code;  // forwarded, never in memory
  }
}

TEST(Emitter, ReductionOverATransposedProducerReordersTheProducer) {
  // The same class in a reduction: inception_v3 (from op226 on): op226 writes buf226
  // channels-last over [2, 8, 8, 2048]; op227 sums it per (n, c) over the 8x8 window
  // (rows [2, 2048] x [8, 8]). op226's own order refines with the rows too (its first
  // 4096 elements as "rows"), so op227 read other rows' elements. No order of the
  // reduction fixes that: the producer's loops are reordered to the reduction's rows.
  auto pre = inductor::readIrFile(testData("codegen/inception_v3_from_op226/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op226", "op227", "op228"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  ASSERT_EQ(spec.nests.size(), 1u);
  EXPECT_EQ(spec.nests[0].rnumel, 64);
  EXPECT_EQ(crossIterationRead(spec), "");
  EXPECT_EQ(spec.nodes[0].role, codegen::NodeRole::RLoop);
}

TEST(Emitter, PointwiseLoopsAreReorderedToTheReductionRows) {
  // resnet50_train forward fuses a channels-last BatchNorm+ReLU ([2, 7, 7, 2048]) with
  // its per-(n, c) mean ([4096] x [49]): the pointwise node must iterate rows (n, c).
  auto l = load(sample("inductor/resnet50_train/forward"));
  auto spec = codegen::lowerGroup(l.table, {"op472", "op473", "op476", "op474"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  ASSERT_EQ(spec.nests.size(), 1u);
  EXPECT_EQ(spec.nests[0].numel, 4096);
  EXPECT_EQ(spec.nests[0].rnumel, 49);
  EXPECT_FALSE(spec.nodes[0].linearMapped);
  EXPECT_EQ(spec.nodes[0].role, codegen::NodeRole::RLoop);
}

TEST(Emitter, CudaPointwiseUsesFloat4WhereTheInnermostDimIsContiguous) {
  auto l = load(sample("inductor/add_relu/inference"));  // (x + 1).relu(), f32[2,32,128,512]
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  ASSERT_EQ(k.cudaEntries.size(), 1u);
  EXPECT_EQ(k.cudaEntries[0].vec, 4);
  EXPECT_EQ(k.cudaEntries[0].numel, 2 * 32 * 128 * 512);
  EXPECT_NE(k.code.find("*reinterpret_cast<const float4*>(&p_arg0_1["), std::string::npos) << k.code;
  EXPECT_NE(k.code.find("*reinterpret_cast<float4*>(&p_buf0["), std::string::npos) << k.code;
  EXPECT_NE(k.code.find("if (fs_xv >= 1048576) break;"), std::string::npos) << k.code;  // 2*32*128*512 / 4 vectors
  // the C++ kernel is untouched: a plain loop the compiler vectorises
  auto cpp = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cpp);
  EXPECT_EQ(cpp.kernels[0].code.find("float4"), std::string::npos);
}

TEST(Emitter, MaskedLoadsAreNeverHoistedIntoVectors) {
  // max-pool reads buf3 at nine shifted indices, each under a padding mask
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  auto it = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                         [](const auto& k) { return k.nodes == std::vector<std::string>{"op4"}; });
  ASSERT_NE(it, prog.kernels.end());
  EXPECT_EQ(it->code.find("const float4*>(&p_buf3"), std::string::npos) << it->code;
  EXPECT_NE(it->code.find("const float t0_masked_subblock1_load = p_buf3["), std::string::npos) << it->code;
  // and the store is channels-first (x3 * 3136): nothing to vectorise, so no vectors
  EXPECT_EQ(it->code.find("float4"), std::string::npos) << it->code;
  EXPECT_EQ(it->cudaEntries.at(0).vec, 1);
}

TEST(Emitter, CudaReductionsArePersistentWhereTheRowFitsElseLooped) {
  // layernorm: 8192 rows of 512; mean (sum), var (welford) and normalise in one kernel
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  // the row fits in registers: persistent only (a looped variant would only cost NVRTC time)
  ASSERT_EQ(k.cudaEntries.size(), 1u);
  const auto& persistent = k.cudaEntries[0];
  EXPECT_EQ(persistent.function, k.name + "_p");
  EXPECT_TRUE(persistent.reduction);
  EXPECT_EQ(persistent.numel, 8192);
  EXPECT_EQ(persistent.rnumel, 512);
  // 3 cached float rows (x, weight, bias) of 512 / 4-wide vectors: 32 lanes x 4 vectors each
  EXPECT_EQ(persistent.persistentLanes, 32);
  EXPECT_EQ(persistent.persistentIters, 4);
  EXPECT_EQ(persistent.vec, 4);
  // the persistent variant reads the input row once: later stages use the registers
  const auto body = k.code.substr(k.code.find(persistent.function));
  std::size_t loads = 0;
  for (auto p = body.find("const float4*>(&p_arg0_1["); p != std::string::npos; p = body.find("const float4*>(&p_arg0_1[", p + 1))
    ++loads;
  EXPECT_EQ(loads, 1u) << body;
  EXPECT_NE(body.find("float fs_v"), std::string::npos);
  // the variance (Welford) in two passes over the lane's registers: mean from the sum,
  // then squared deviations; no per-element Welford update (a division each)
  EXPECT_EQ(body.find("fs_welford_add"), std::string::npos) << body;
  EXPECT_NE(body.find("const float acc_t1_reduction_mean = acc_t1_reduction_sum / 512.0f;"), std::string::npos) << body;
  EXPECT_NE(body.find("acc_t1_reduction_m2 = fs_allreduce(acc_t1_reduction_m2, fs_op_sum(), fs_lanes);"), std::string::npos)
      << body;
  EXPECT_NE(body.find("acc_t1_reduction = fs_welford_make(acc_t1_reduction_mean, acc_t1_reduction_m2, 512.0f);"),
            std::string::npos)
      << body;
}

TEST(Emitter, RowsTooLongForRegistersGetTheLoopedVariant) {
  // layernorm's row sum (op0) with rows of 65536: 65536 / 4-wide vectors is more than
  // 1024 lanes x 8 vectors, so no persistent variant, a looped one
  std::ifstream f(sample("inductor/layernorm_manual/inference") + "/ir_pre_fusion.txt");
  std::stringstream ss;
  ss << f.rdbuf();
  std::string text = ss.str();
  text = text.substr(0, text.find("\nop2:"));
  const auto users = text.find("    buf0.users = ");
  text.erase(users, text.find('\n', users) + 1 - users);  // its user op4 is not in this graph
  for (auto [from, to] : {std::pair<std::string, std::string>{"8192", "64"}, {"512", "65536"}})
    for (auto p = text.find(from); p != std::string::npos; p = text.find(from, p + to.size())) text.replace(p, from.size(), to);
  auto g = inductor::parseIrText(text, "long_rows.txt");
  codegen::BufferTable table(g);
  auto prog = codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cuda);
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  ASSERT_EQ(k.cudaEntries.size(), 1u) << k.code;
  const auto& e = k.cudaEntries[0];
  EXPECT_EQ(e.function, k.name);
  EXPECT_TRUE(e.reduction);
  EXPECT_EQ(e.persistentLanes, 0);
  EXPECT_FALSE(e.columns);
  EXPECT_EQ(e.numel, 64);
  EXPECT_EQ(e.rnumel, 65536);
  EXPECT_EQ(e.vec, 4);
  EXPECT_NE(k.code.find("const int fs_lanes = fs_lanes_arg;"), std::string::npos) << k.code;
  EXPECT_NE(k.code.find("for (int fs_rv = fs_lane; fs_rv < 16384; fs_rv += fs_lanes)"), std::string::npos) << k.code;
}

TEST(Emitter, ChannelStatisticsGetAColumnVariantWithCoalescedRows) {
  // resnet50 training, BatchNorm statistics of a channels-last activation, split by
  // Inductor: rows (x0 split, x1 channel of 512) are adjacent in memory, the reduced
  // r0 is strided by 512, so a warp must hold 32 channels, not 32 steps of one row
  auto l = load(sample("inductor/resnet50_train/forward"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  auto it = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                         [](const auto& k) { return k.name == "k72_op141_op142_op143"; });
  ASSERT_NE(it, prog.kernels.end());
  auto col = std::find_if(it->cudaEntries.begin(), it->cudaEntries.end(), [](const auto& e) { return e.columns; });
  ASSERT_NE(col, it->cudaEntries.end());
  EXPECT_EQ(col->function, "k72_op141_op142_op143_c");
  EXPECT_EQ(col->numel % 32, 0);
  EXPECT_EQ(col->vec, 1);
  const auto body = it->code.substr(it->code.find(col->function));
  EXPECT_NE(body.find("const int64_t fs_row = (int64_t)blockIdx.x * fs_w + (threadIdx.x & (fs_w - 1));"), std::string::npos)
      << body;
  EXPECT_NE(body.find("fs_allreduce_cols(acc_t0_reduction, fs_op_welford(), fs_lanes, fs_w)"), std::string::npos) << body;
  EXPECT_EQ(body.find("return;"), std::string::npos) << "no early exit before __syncthreads";
  // a row-contiguous reduction (layernorm) gets none
  auto ln = load(sample("inductor/layernorm_manual/inference"));
  auto lp = codegen::emitProgram(ln.table, codegen::planFromPostFusion(ln.post), codegen::Target::Cuda);
  for (const auto& e : lp.kernels.at(0).cudaEntries) EXPECT_FALSE(e.columns) << e.function;
}

TEST(Emitter, APoolingWindowCoalescesAlongXAndGetsAColumnVariant) {
  // s3d's 3x3x3 max_pool3d (zoo3, torch 2.11 on an H200): op27 reduces 1,605,632 rows of
  // 27 window elements; its load 6272*p0 + 784*p1 + 28*p2 + p3 + 784*p4 + 28*p5 + p6 - 813
  // is unit-stride along both p3 (x, 28 in a run) and p6 (r, a run of 3). Columns,
  // adjacent threads on adjacent rows, coalesce it (Triton's layout: x fastest); the row
  // variants, a row's 27 elements over 8 or 32 lanes, took 2x Inductor's time on an H100
  const auto prog = unfusedCuda(oneNodeExcerpt("s3d_op27", "buf27"), "s3d_op27.txt");
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  auto col = std::find_if(k.cudaEntries.begin(), k.cudaEntries.end(), [](const auto& e) { return e.columns; });
  ASSERT_NE(col, k.cudaEntries.end()) << functionsOf(k);
  EXPECT_EQ(col->function, k.name + "_c");
  EXPECT_EQ(col->numel, 1605632);
  EXPECT_EQ(col->rnumel, 27);
  EXPECT_EQ(col->vec, 1);
  EXPECT_EQ(col->persistentLanes, 4);
  EXPECT_EQ(col->persistentIters, 7);
  // and a thread per row (1.6M rows of at most 32): each load coalesces, no cross-lane step
  const auto* one = entryEndingWith(k, "_c1");
  ASSERT_NE(one, nullptr) << functionsOf(k);
  EXPECT_TRUE(one->columns);
  EXPECT_EQ(one->persistentLanes, 1);
  EXPECT_EQ(one->persistentIters, 27);
  const auto body = k.code.substr(k.code.find(one->function + "("));
  EXPECT_NE(body.find("for (int fs_i = 0; fs_i < 27; ++fs_i)"), std::string::npos) << body;
  // its one lane is 0 at compile time, so that each unrolled step's window position
  // (r0, r1, r2 of fs_lane + fs_i) folds to constants: read from threadIdx.x, the
  // divisions by 9 and 3 ran in all 27 steps (tests/gpu/sass_stats.py: 862 SASS instructions, 243 folded)
  const auto end = body.find("\n}");
  EXPECT_NE(body.substr(0, end).find("constexpr int fs_lane = 0;"), std::string::npos) << body.substr(0, end);
  EXPECT_EQ(body.substr(0, end).find("threadIdx.x / fs_w"), std::string::npos) << body.substr(0, end);
  // its launches: 64-256 rows per block, dividing the rows (the form has no row bound)
  auto cfgs = runtime::launchConfigs(*one, true, 1024);
  ASSERT_EQ(cfgs.size(), 3u);
  for (const auto& c : cfgs) {
    EXPECT_EQ(c.block, static_cast<unsigned>(c.param)) << c.text;
    EXPECT_EQ(static_cast<std::int64_t>(c.grid) * c.block, 1605632) << c.text;
  }
  // the row variants stay: the autotuner times them against the columns
  EXPECT_NE(entryEndingWith(k, "_p"), nullptr) << functionsOf(k);
  EXPECT_NE(entryEndingWith(k, "_q"), nullptr) << functionsOf(k);
}

TEST(Emitter, AThreadPerRowFromThirtyTwoThousandRows) {
  // s3d's later 3x3x3 max_pool3d (zoo3, op120, an excerpt: tests/data/codegen/s3d_op120):
  // 81,536 rows of 27, fewer than the 128K where the thread-per-row form began and no
  // multiple of 256 (637 x 128). Its column form at 4 lanes per row took 5.9 us on the
  // H200, Triton's 3.8: the thread-per-row form is timed against it from 32K rows whose
  // count 64 divides, each launch dividing the rows
  const std::string text = oneNodeExcerpt("s3d_op120", "buf120");
  const auto prog = unfusedCuda(text, "s3d_op120.txt");
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  const auto* one = entryEndingWith(k, "_c1");
  ASSERT_NE(one, nullptr) << functionsOf(k);
  EXPECT_EQ(one->numel, 81536);
  EXPECT_EQ(one->persistentLanes, 1);
  EXPECT_EQ(one->persistentIters, 27);
  const auto cfgs = runtime::launchConfigs(*one, true, 1024);
  ASSERT_EQ(cfgs.size(), 2u);  // 128 and 64 rows per block: 256 does not divide 81,536
  for (const auto& c : cfgs) EXPECT_EQ(static_cast<std::int64_t>(c.grid) * c.block, 81536) << c.text;
  // below 32K rows the thread per row is not tried: too few threads, each with the whole row
  const std::string small = [&] {
    std::string t = text;
    for (auto [from, to] : {std::pair<std::string, std::string>{"d0: 832", "d0: 320"}, {"p0: 832", "p0: 320"},
                            {"(81536, 27)", "(31360, 27)"}, {"[832, 2, 7, 7], [3, 3, 3]", "[320, 2, 7, 7], [3, 3, 3]"},
                            {"size=[1, 832, 2, 7, 7], stride=[81536", "size=[1, 320, 2, 7, 7], stride=[31360"}})
      for (auto at = t.find(from); at != std::string::npos; at = t.find(from, at + to.size())) t.replace(at, from.size(), to);
    return t;
  }();
  const auto ps = unfusedCuda(small, "s3d_op120_320_channels.txt");
  ASSERT_EQ(ps.kernels.size(), 1u);
  EXPECT_EQ(entryEndingWith(ps.kernels[0], "_c1"), nullptr) << functionsOf(ps.kernels[0]);
  const auto* col = entryEndingWith(ps.kernels[0], "_c");
  ASSERT_NE(col, nullptr) << "the column form stays: " << functionsOf(ps.kernels[0]);
  EXPECT_EQ(col->numel, 31360);
}

TEST(Emitter, FewRowsAWarpEachAlsoGetTwoWarpsPerRow) {
  // edgenext (zoo3, tests/data): LayerNorms of a few hundred rows at a warp per row, 2 or
  // more vectors per lane (a cat of 4 inputs over 168 channels, 98 rows: 2.5 us on the
  // H200, Triton's 64 threads per row 1.6). Under 16K threads at 32 lanes per row a form
  // with 64 lanes (`_pw`), half the vectors each, is timed beside it; with more rows not
  auto l = load(testData("zoo3/timm_edgenext_xx_small/model__0_inference_0.0"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  int wide = 0, many = 0;
  for (const auto& k : prog.kernels) {
    const auto *p = entryEndingWith(k, "_p"), *pw = entryEndingWith(k, "_pw");
    if (!p || p->persistentLanes != 32 || p->persistentIters < 2) {
      EXPECT_EQ(pw, nullptr) << k.name;
      continue;
    }
    if (p->numel * 32 >= 16384) {
      ++many;
      EXPECT_EQ(pw, nullptr) << k.name << ": " << p->numel << " rows";
      continue;
    }
    ASSERT_NE(pw, nullptr) << k.name << ": " << p->numel << " rows";
    ++wide;
    EXPECT_EQ(pw->persistentLanes, 64) << k.name;
    EXPECT_EQ(pw->persistentIters, (p->persistentIters + 1) / 2) << k.name;
    EXPECT_EQ(pw->vec, p->vec) << k.name;
    EXPECT_EQ(pw->numel, p->numel) << k.name;
    for (const auto& c : runtime::launchConfigs(*pw, true, 1024)) EXPECT_EQ(c.block % 64, 0u) << c.text;
    if (std::find(k.nodes.begin(), k.nodes.end(), "op177") != k.nodes.end()) {
      EXPECT_EQ(pw->numel, 98);
      EXPECT_EQ(pw->persistentIters, 1);
    }
  }
  EXPECT_GE(wide, 8);
  EXPECT_GE(many, 2);
}

TEST(Emitter, ShortRowsLyingEndToEndStayRows) {
  // the layernorm sample with rows of 4 (every 512 of its text made 4): index 4*x0 + r0
  // is unit-stride along r0 (a run of 4) and 4-strided along x0 (32 / 4 = 8 a warp), but
  // the rows lie end to end, so a warp's rows read one contiguous span as float4s: no
  // column variant (its 4-strided scalar loads would only cost NVRTC and tuning time)
  std::ifstream f(sample("inductor/layernorm_manual/inference") + "/ir_pre_fusion.txt");
  std::stringstream ss;
  ss << f.rdbuf();
  std::string text = ss.str();
  for (auto p = text.find("512"); p != std::string::npos; p = text.find("512", p + 1)) text.replace(p, 3, "4");
  auto g = inductor::parseIrText(text, "rows_of_4.txt");
  codegen::BufferTable table(g);
  auto prog = codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cuda);
  int reductions = 0;
  for (const auto& k : prog.kernels)
    for (const auto& e : k.cudaEntries) {
      if (!e.reduction) continue;
      ++reductions;
      EXPECT_EQ(e.rnumel, 4) << e.function;
      EXPECT_FALSE(e.columns) << e.function;
      EXPECT_EQ(e.vec, 4) << e.function;
    }
  EXPECT_GE(reductions, 2);
}

TEST(Emitter, ShortColumnRowsArePersistentWithTheirLoadsUnrolledAndWideWhenRowsAreFew) {
  // resnet50 training, BatchNorm statistics (Welford, two passes over the values kept
  // in registers) of a channels-last activation split by Inductor into short rows
  // strided by the channel count: the column form fixes 16 lanes per row at compile
  // time, the loop unrolled so that a lane's loads are in flight together (the looped
  // form waited on one per iteration); both sums combine across the column's lanes.
  // Where the rows are too few to fill the GPU, a wide variant has more lanes per row.
  auto l = load(sample("inductor/resnet50_train/forward"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  auto it = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                         [](const auto& k) { return k.name == "k19_op19_op20_op21"; });
  ASSERT_NE(it, prog.kernels.end());
  auto col = std::find_if(it->cudaEntries.begin(), it->cudaEntries.end(), [](const auto& e) { return e.columns; });
  ASSERT_NE(col, it->cudaEntries.end());
  EXPECT_EQ(col->function, "k19_op19_op20_op21_c");
  EXPECT_GT(col->rnumel, 64);
  EXPECT_LE(col->rnumel, 128);
  EXPECT_EQ(col->persistentLanes, 16);
  EXPECT_EQ(col->persistentIters, (col->rnumel + 15) / 16);
  const auto body = it->code.substr(it->code.find(col->function + "("));
  EXPECT_NE(body.find("constexpr int fs_lanes = 16;"), std::string::npos) << body;
  EXPECT_NE(body.find("for (int fs_i = 0; fs_i < " + std::to_string(col->persistentIters) + "; ++fs_i)"), std::string::npos)
      << body;
  EXPECT_NE(body.find("_sum = fs_allreduce_cols("), std::string::npos) << body;
  EXPECT_NE(body.find("_m2 = fs_allreduce_cols("), std::string::npos) << body;
  EXPECT_EQ(body.substr(0, body.find("\n}\n")).find("fs_allreduce("), std::string::npos)
      << "a column variant reduces through shared memory";
  EXPECT_EQ(body.find("return;"), std::string::npos) << "no early exit before __syncthreads";
  // 12,544 rows x 16 lanes fill the GPU (at least 128K threads): no wide variant
  EXPECT_EQ(std::count_if(it->cudaEntries.begin(), it->cudaEntries.end(), [](const auto& e) { return e.columns; }), 1);
  // 3,136 rows x 16 lanes do not: a wide column variant with 32 lanes, 4 elements each
  auto few = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                          [](const auto& k) { return k.name == "k25_op33_op34_op35"; });
  ASSERT_NE(few, prog.kernels.end());
  std::vector<codegen::CudaEntry> cols;
  for (const auto& e : few->cudaEntries)
    if (e.columns) cols.push_back(e);
  ASSERT_EQ(cols.size(), 2u);
  EXPECT_EQ(cols[0].numel, 3136);
  EXPECT_EQ(cols[0].persistentLanes, 16);
  EXPECT_EQ(cols[1].function, "k25_op33_op34_op35_cw");
  EXPECT_EQ(cols[1].persistentLanes, 32);
  EXPECT_EQ(cols[1].persistentIters, (cols[1].rnumel + 31) / 32);
}

TEST(Emitter, EqualReductionsShareOneAccumulator) {
  // resnet50 training, BatchNorm statistics: Inductor keeps the mean, m2 and weight
  // of one Welford reduction as three nodes (op141..op143) over the same masked
  // values; the kernel must reduce once (as Inductor's CSE does), on both targets
  auto l = load(sample("inductor/resnet50_train/forward"));
  for (auto target : {codegen::Target::Cuda, codegen::Target::Cpp}) {
    auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), target);
    auto it = std::find_if(prog.kernels.begin(), prog.kernels.end(),
                           [](const auto& k) { return k.name == "k72_op141_op142_op143"; });
    ASSERT_NE(it, prog.kernels.end());
    const auto& code = it->code;
    const std::size_t variants = target == codegen::Target::Cuda ? it->cudaEntries.size() : 1;
    auto count = [&](const std::string& needle) {
      std::size_t n = 0;
      for (auto p = code.find(needle); p != std::string::npos; p = code.find(needle, p + 1)) ++n;
      return n;
    };
    EXPECT_EQ(count("fs_welford acc_"), variants) << code;
    EXPECT_EQ(count("acc_t0_reduction = fs_welford_combine("), variants) << code;
    EXPECT_EQ(count("acc_t1_reduction"), 0u) << code;
    EXPECT_EQ(count("const auto t2_reduction = t0_reduction;"), variants) << code;
    // the three stores still read their own getitem of the shared result
    EXPECT_NE(code.find("const float t1_getitem_1 = acc_t0_reduction.m2;"), std::string::npos) << code;
  }
  // different values are not merged: layernorm's sum and Welford stay two accumulators
  auto ln = load(sample("inductor/layernorm_manual/inference"));
  auto lp = codegen::emitProgram(ln.table, codegen::planFromPostFusion(ln.post), codegen::Target::Cuda);
  const auto& lcode = lp.kernels.at(0).code;
  EXPECT_NE(lcode.find("float acc_t0_reduction = 0;"), std::string::npos);
  EXPECT_NE(lcode.find("fs_welford acc_t1_reduction"), std::string::npos);
}

// MobileViTv2's fold (col2im, hf_mobilevitv2 of the corpus, op81): an atomic_add store
// into channels-last [2, 128, 8, 8] at 8192*p0 + p1 + 1024*p2 + 2048*p3 + 128*p4 +
// 256*p5, contiguous along the channels. A tiled variant would write it in phase 2 as a
// plain store of a shared-memory tile: on the H200 that variant gave 31151 where the
// reference has 0.45. An accumulating store is never tiled.
TEST(Emitter, EqualReductionsThroughEqualIndirectIndicesShareOneAccumulator) {
  // swin_t (tests/data/zoo, torch 2.11) op13..op15: window attention's softmax of the
  // scores plus a relative-position bias gathered through an int64 table
  // (arg7_1[3 * arg8_1[r0 + 49 * x2] + x1]). op13 (the max) and op14 (the sum) are the
  // same online-softmax reduction over the same values, each node through an indirect
  // variable of its own (op13_indirect0, op14_indirect0): keyed by the value it holds,
  // they reduce once, as Inductor's CSE does (on an H100 the kernel took 1.33x Triton's)
  auto pre = inductor::readIrFile(testData("zoo/swin_t/model__0_inference_0.0/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op13", "op14", "op15"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  for (auto target : {codegen::Target::Cuda, codegen::Target::Cpp}) {
    auto k = codegen::emitKernel(table, spec, target);
    EXPECT_NE(k.code.find("op14_indirect0"), std::string::npos) << k.code;
    EXPECT_EQ(k.code.find("acc_t1_reduction"), std::string::npos) << k.code;
    EXPECT_NE(k.code.find("const auto t1_reduction = t0_reduction;"), std::string::npos) << k.code;
    EXPECT_NE(k.code.find("const float t1_getitem_1 = acc_t0_reduction.sum;"), std::string::npos) << k.code;
  }
}

// The same softmax in its persistent forms (rows of 49 held in registers): as Inductor's
// persistent Triton kernel (the max2 of the row, then the sum of exp(x - max)), the row's
// maximum is reduced first, then one exp per element, then their sum; the online
// combine's serial exps stay in the looped forms. On the H100 its `_q` form took
// 4.0 us against Triton's 3.1 (swin_t k41) with the online combine and a second pass
// that loaded the index table and the bias again.
TEST(Emitter, APersistentSoftmaxIsTheRowsMaximumThenASumOfExpsLoadingEachElementOnce) {
  auto pre = inductor::readIrFile(testData("zoo/swin_t/model__0_inference_0.0/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op13", "op14", "op15"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  auto k = codegen::emitKernel(table, spec, codegen::Target::Cuda);
  // (rows of 49: every form is persistent; the looped form's online combine is in the
  // x_sort_topk golden)
  int persistent = 0;
  for (const auto& e : k.cudaEntries) {
    const auto from = k.code.find(e.function + "(");
    ASSERT_NE(from, std::string::npos) << e.function;
    const auto to = k.code.find("extern \"C\"", from);
    const std::string body = k.code.substr(from, to == std::string::npos ? std::string::npos : to - from);
    if (e.persistentLanes == 0) continue;
    ++persistent;
    EXPECT_EQ(body.find("fs_osm_add("), std::string::npos) << body;
    EXPECT_EQ(body.find("fs_op_osm()"), std::string::npos) << body;
    const auto mx = body.find("acc_t0_reduction_mx = fs_allreduce(acc_t0_reduction_mx, fs_op_max(), fs_lanes);");
    const auto ex = body.find("expf(acc_t0_reduction_v[fs_i * 1 + fs_j] - acc_t0_reduction_mx)");
    const auto sm = body.find("acc_t0_reduction_sm = fs_allreduce(acc_t0_reduction_sm, fs_op_sum(), fs_lanes);");
    ASSERT_NE(mx, std::string::npos) << body;
    ASSERT_NE(ex, std::string::npos) << body;
    ASSERT_NE(sm, std::string::npos) << body;
    EXPECT_LT(mx, ex) << body;
    EXPECT_LT(ex, sm) << body;
    // a -inf maximum counts each element as exp(0), as fs_osm_add and the reference do
    EXPECT_NE(body.find("acc_t0_reduction_sm += acc_t0_reduction_mx == -INFINITY ? 1.0f : expf("), std::string::npos)
        << body;
    EXPECT_NE(body.find("acc_t0_reduction = fs_osm_make(acc_t0_reduction_mx, acc_t0_reduction_sm);"), std::string::npos)
        << body;
    // the pass after the reduction (op15's exp(x - max) / sum) reads the index table and
    // the bias gathered through it from this lane's registers, as Triton's persistent
    // kernel loads each once: no second chain of dependent loads
    const auto pass2 = body.find("fs_sync(fs_lanes);");
    ASSERT_NE(pass2, std::string::npos) << body;
    EXPECT_NE(body.find("p_arg8_1["), std::string::npos) << body;
    EXPECT_NE(body.find("p_arg7_1["), std::string::npos) << body;
    EXPECT_EQ(body.find("p_arg8_1[", pass2), std::string::npos) << body.substr(pass2);
    EXPECT_EQ(body.find("p_arg7_1[", pass2), std::string::npos) << body.substr(pass2);
    EXPECT_NE(body.find("// arg7_1, loaded in an earlier pass", pass2), std::string::npos) << body.substr(pass2);
  }
  EXPECT_EQ(persistent, static_cast<int>(k.cudaEntries.size())) << functionsOf(k);
  EXPECT_GE(persistent, 2) << functionsOf(k);
}

TEST(Emitter, AnAtomicAddStoreIsNotTiled) {
  auto pre = inductor::readIrFile(testData("codegen/mobilevitv2_from_op80/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op81"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  ASSERT_EQ(spec.nodes.size(), 1u);
  ASSERT_EQ(spec.nodes[0].stores.size(), 1u);
  EXPECT_TRUE(spec.nodes[0].stores[0].accumulates);
  auto k = codegen::emitKernel(table, spec, codegen::Target::Cuda);
  ASSERT_FALSE(k.cudaEntries.empty());
  for (const auto& e : k.cudaEntries) EXPECT_EQ(e.tileRows, 0) << e.function;
  EXPECT_NE(k.code.find("atomicAdd"), std::string::npos) << k.code;
}

// swin_t's window transposes (tests/data/zoo, torch 2.11, op11: the keys of 384 windows
// x 3 heads, [32 channels, 49 positions] stored contiguously from channels-last): rows
// of 49 positions are one tile wide, so a tile's 32 x 49 stores are one contiguous run.
// At 32 positions a row took two tiles, 15 of the second's 32 idle: on the H100 those
// kernels took 1.2-1.4x Triton's (k4_op11 3.4 us, Triton's 2.5).
TEST(Emitter, RowsOfFortyNinePositionsAreOneTileWide) {
  auto pre = inductor::readIrFile(testData("zoo/swin_t/model__0_inference_0.0/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op11"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  auto k = codegen::emitKernel(table, spec, codegen::Target::Cuda);
  const auto* t = entryEndingWith(k, "_t");
  ASSERT_NE(t, nullptr) << functionsOf(k);
  EXPECT_EQ(t->tileRows, 32);
  EXPECT_EQ(t->tileCols, 49);
  EXPECT_EQ(t->tiles, 384);  // 128 windows x 3 heads, one tile each
  EXPECT_NE(k.code.find("__shared__ float fs_tile0[32][49];"), std::string::npos) << k.code;
  for (const auto& c : runtime::launchConfigs(*t, true, 1024)) EXPECT_EQ(c.grid, 384u) << c.text;
  // rows that 32 divides keep tiles of 32 (bn_relu_maxpool's 64 positions: golden)
  // 384 tiles give each of an H100's 132 SMs two: no narrow form
  EXPECT_EQ(entryEndingWith(k, "_tn"), nullptr) << functionsOf(k);
}

// swin_t op152 (k89): the window attention's V bias-add into [8, 12, 32, 49], read along
// the 32 channels of a head, is 96 tiles of 32 x 49, under one per SM of an H100 (its
// flat form took 1.92 us there, 1.2x Triton's, whose autotuned 2-D blocks give more
// programs). A narrow form cuts the tile's rows of channels to 8, a 32-byte sector each,
// for 384 tiles; the autotuner times both
// vit_b_32 (tests/data/zoo) k2_op4_op5: a split LayerNorm's second stage, Welford over
// rows of 2 (one float2), 100 rows. A lane per vector rounds up to 4 lanes, 8 rows per
// warp, and 100 rows are no multiple of 8 (a warp's shuffles take all its rows): 8 lanes,
// 4 rows per warp, not a whole warp per row (five shuffle steps of Welford's combine
// where three do; wide_layernorm's like kernel took 1.4x Triton's time on an H100)
TEST(Emitter, ShortRowsTakeTheFewestLanesWhoseRowsFillWholeWarps) {
  auto l = load(testData("zoo/vit_b_32/model__0_inference_0.0"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  const auto* k = kernelNamed(prog, "k2_op4_op5");
  ASSERT_NE(k, nullptr);
  const auto* p = entryEndingWith(*k, "_p");
  ASSERT_NE(p, nullptr) << functionsOf(*k);
  EXPECT_EQ(p->numel, 100);
  EXPECT_EQ(p->persistentLanes, 8);
  EXPECT_EQ(p->persistentIters, 1);
  const auto configs = runtime::launchConfigs(*p, true, 1024);
  ASSERT_FALSE(configs.empty());
  for (const auto& c : configs) EXPECT_EQ(c.block % 32, 0u) << c.text;
}

TEST(Emitter, FewTilesAlsoGetANarrowForm) {
  auto pre = inductor::readIrFile(testData("zoo/swin_t/model__0_inference_0.0/ir_pre_fusion.txt"));
  codegen::BufferTable table(pre);
  auto spec = codegen::lowerGroup(table, {"op152"}, 0);
  ASSERT_TRUE(spec.unsupported.empty());
  auto k = codegen::emitKernel(table, spec, codegen::Target::Cuda);
  const auto* t = entryEndingWith(k, "_t");
  const auto* tn = entryEndingWith(k, "_tn");
  ASSERT_NE(t, nullptr) << functionsOf(k);
  ASSERT_NE(tn, nullptr) << functionsOf(k);
  EXPECT_EQ(t->tileRows, 32);
  EXPECT_EQ(t->tiles, 96);
  EXPECT_EQ(tn->tileRows, 8);
  EXPECT_EQ(tn->tileCols, 49);
  EXPECT_EQ(tn->tiles, 384);
  EXPECT_EQ(tn->nest, t->nest);
  const auto body = k.code.substr(k.code.find(tn->function + "("));
  EXPECT_NE(body.find("__shared__ float fs_tile0[8][49];"), std::string::npos) << body;
  EXPECT_NE(body.find("const int fs_bi = fs_e % 8, fs_pi = fs_e / 8;"), std::string::npos) << body;
  EXPECT_NE(body.find("const int fs_b = fs_bt * 8 + fs_bi"), std::string::npos) << body;
  for (const auto& c : runtime::launchConfigs(*tn, true, 1024)) EXPECT_EQ(c.grid, 384u) << c.text;
}

// The tile's dimension is Inductor's combine_contiguous_dims of the variables its accesses
// run through. bn_relu_maxpool op4 (k4_op4): the channels-last max-pool written NCHW, its
// store 3136 * x3 + 56 * x1 + x2 running on from w (x2) through h (x1): one dimension of
// 3,136 positions, 98 tiles of 32, not 56 cut into a tile of 32 and one of 24 (edgenext's
// 4 x 12 channels read as 12 * x1 + x2 made tiles 12 tall: 1.3x Triton's time on an H100).
// convnext_tiny_train's backward k334_op421: 56 channels are one tile 56 tall
TEST(Emitter, ATilesDimensionCombinesTheVariablesItsAccessesRunThrough) {
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  const auto* pool = kernelNamed(prog, "k4_op4");
  ASSERT_NE(pool, nullptr);
  const auto* t = entryEndingWith(*pool, "_t");
  ASSERT_NE(t, nullptr) << functionsOf(*pool);
  EXPECT_EQ(t->tileRows, 32);
  EXPECT_EQ(t->tileCols, 32);
  EXPECT_EQ(t->tiles, 2 * 98 * 2);  // batch x 3136/32 x 64 channels / 32
  const auto body = pool->code.substr(pool->code.find("k4_op4_t("));
  EXPECT_NE(body.find("if (fs_b < 3136 && fs_p < 64)"), std::string::npos) << body;
  EXPECT_NE(body.find("const int x2 = (fs_b % 56);"), std::string::npos) << body;
  EXPECT_NE(body.find("const int x1 = (fs_b / 56);"), std::string::npos) << body;
  EXPECT_NE(body.find("p_buf4[((200704 * x0) + (56 * x1) + x2 + (3136 * x3))] = fs_tile0[fs_bi][fs_pi];"),
            std::string::npos)
      << body;

  auto c = load(testData("zoo/convnext_tiny_train/model__0_backward_3.1"));
  auto cp = codegen::emitProgram(c.table, codegen::planFromPostFusion(c.post), codegen::Target::Cuda);
  const auto* k = kernelNamed(cp, "k334_op421");
  ASSERT_NE(k, nullptr);
  const auto* ct = entryEndingWith(*k, "_t");
  ASSERT_NE(ct, nullptr) << functionsOf(*k);
  EXPECT_EQ(ct->tileRows, 56);
  EXPECT_EQ(ct->tileCols, 32);
  EXPECT_NE(k->code.find("__shared__ float fs_tile0[56][33];"), std::string::npos) << k->code;
}

TEST(Emitter, TransposedStoresGetATiledVariantThroughSharedMemory) {
  // bn_relu_maxpool op0: the NCHW input copied to channels-last. The load is contiguous
  // along x3 (w), the store along x1 (c, 3 channels): a tiled variant reads 256
  // consecutive w per channel and writes 3 channels x 256 positions contiguously
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  const auto* it = kernelNamed(prog, "k0_op0");
  ASSERT_NE(it, nullptr);
  ASSERT_EQ(it->cudaEntries.size(), 2u);
  const auto& plain = it->cudaEntries[0];
  const auto& tiled = it->cudaEntries[1];
  EXPECT_EQ(plain.tileRows, 0);
  EXPECT_EQ(tiled.function, "k0_op0_t");
  EXPECT_EQ(tiled.nest, plain.nest);
  EXPECT_EQ(tiled.tileRows, 3);
  EXPECT_EQ(tiled.tileCols, 256);
  EXPECT_EQ(tiled.tiles, 2 * 196);  // batch 2 x 224*224/256 tiles of positions
  const auto body = it->code.substr(it->code.find("k0_op0_t("));
  EXPECT_NE(body.find("__shared__ float fs_tile0[3][257];"), std::string::npos) << body;
  EXPECT_NE(body.find("fs_tile0[fs_bi][fs_pi] = t0_store_v;"), std::string::npos) << body;
  // phase 2: consecutive threads take consecutive channels, so the store is contiguous
  EXPECT_NE(body.find("const int fs_bi = fs_e % 3, fs_pi = fs_e / 3;"), std::string::npos) << body;
  EXPECT_NE(body.find("p_buf0[((150528 * x0) + x1 + (672 * x2) + (3 * x3))] = fs_tile0[fs_bi][fs_pi];"), std::string::npos)
      << body;
  EXPECT_EQ(body.find("return;"), std::string::npos) << "no early exit before __syncthreads";

  // resnet50 weights to channels-last (512 x 512 x 3 x 3): rows of only 9 positions, so
  // the register form: a thread per (output, input channel) runs its 9 positions, the
  // threads of a warp storing 32 consecutive input channels
  auto r = load(sample("inductor/resnet50_eval/inference"));
  auto rp = codegen::emitProgram(r.table, codegen::planFromPostFusion(r.post), codegen::Target::Cuda);
  const auto* w = kernelNamed(rp, "k101_op104");
  ASSERT_NE(w, nullptr);
  ASSERT_EQ(w->cudaEntries.size(), 2u);
  EXPECT_EQ(w->cudaEntries[1].tileRows, 1);
  EXPECT_EQ(w->cudaEntries[1].tileCols, 9);
  EXPECT_EQ(w->cudaEntries[1].tiles, 512 * 512);
  const auto wbody = w->code.substr(w->code.find("k101_op104_t("));
  EXPECT_EQ(wbody.find("__shared__"), std::string::npos) << wbody;
  EXPECT_NE(wbody.find("const int x1 = (fs_t % 512);"), std::string::npos) << wbody;
  EXPECT_NE(wbody.find("for (int fs_p = 0; fs_p < 9; ++fs_p)"), std::string::npos) << wbody;

  // contiguous pointwise kernels get no tiled variant
  auto a = load(sample("inductor/add_relu/inference"));
  auto ap = codegen::emitProgram(a.table, codegen::planFromPostFusion(a.post), codegen::Target::Cuda);
  for (const auto& k : ap.kernels)
    for (const auto& e : k.cudaEntries) EXPECT_EQ(e.tileRows, 0) << e.function;
}

TEST(Emitter, ReadsAlongAnotherVariableThanTheStoresGetALoadSideTile) {
  // t5_encoder (zoo-dev, torch 2.11) op5: K transposed for Q @ K^T, [2, 4, 64, 128] from
  // a buffer contiguous along x2 (64 per head) into one contiguous along x3. Flat, the
  // load strides 256 floats between adjacent threads (swin_t's like kernels took 1.5x
  // Triton's time on an H100); the mirror of the store-side tile reads a 32 x 32 tile
  // with x2 fastest and writes it with x3 fastest (Inductor's 2-D tiling, whichever side
  // its tiling scores favour)
  auto t = load(sample("zoo/t5_encoder/model__0_inference_0.0"));
  auto tp = codegen::emitProgram(t.table, codegen::planFromPostFusion(t.post), codegen::Target::Cuda);
  const auto* it = kernelNamed(tp, "k4_op5");
  ASSERT_NE(it, nullptr);
  // the flat form, its scalar form `_s` (16,384 elements in vectors of 4), the tile and,
  // the tiles being 64, the narrow tile `_tn`
  ASSERT_EQ(it->cudaEntries.size(), 4u) << functionsOf(*it);
  const auto* tiledp = entryEndingWith(*it, "_t");
  ASSERT_NE(tiledp, nullptr);
  const auto& tiled = *tiledp;
  EXPECT_EQ(tiled.function, "k4_op5_t");
  EXPECT_EQ(tiled.tileRows, 32);
  EXPECT_EQ(tiled.tileCols, 32);
  EXPECT_EQ(tiled.tiles, 2 * 4 * 2 * 4);  // batch x heads x 64/32 x 128/32
  // the narrow form: rows of 8 channels (a 32-byte sector), no fewer, 4 times the tiles
  const auto* narrowp = entryEndingWith(*it, "_tn");
  ASSERT_NE(narrowp, nullptr);
  EXPECT_EQ(narrowp->tileRows, 8);
  EXPECT_EQ(narrowp->tiles, 2 * 4 * 8 * 4);
  const auto body = it->code.substr(it->code.find("k4_op5_t("));
  const auto sync = body.find("__syncthreads();");
  ASSERT_NE(sync, std::string::npos) << body;
  // phase 1: x2 fastest, so the load p_buf3[... + x2 + 256 * x3] coalesces
  const auto load1 = body.find("const int fs_bi = fs_e % 32, fs_pi = fs_e / 32;");
  EXPECT_LT(load1, sync) << body;
  EXPECT_NE(body.find("p_buf3[((32768 * x0) + (64 * x1) + x2 + (256 * x3))]"), std::string::npos) << body;
  // phase 2: x3 fastest, the store contiguous
  EXPECT_GT(body.find("const int fs_bi = fs_e / 32, fs_pi = fs_e % 32;"), sync) << body;
  EXPECT_NE(body.find("p_buf5[((32768 * x0) + (8192 * x1) + (128 * x2) + x3)] = fs_tile0[fs_bi][fs_pi];"),
            std::string::npos)
      << body;

  // mixtral's rotary embeddings (op7 for q, op8 for k): the activations are read along
  // x3, the store's variable, and the cos table [128, 32] along x1 (x2 for k). The table
  // weighs its 4,096 elements against the activations' 65,536 (k: 16,384): no tile. Counted
  // load by load, k's one table read against two activation reads that run along x3 as
  // unit-stride terms would tie, and its rotated half, (x3 + (-32)) beside a floor
  // division, does not count as along x3 at all
  auto m = load(sample("zoo/mixtral/model__0_inference_0.0"));
  auto mp = codegen::emitProgram(m.table, codegen::planFromPostFusion(m.post), codegen::Target::Cuda);
  for (const std::string name : {"k6_op7", "k7_op8"}) {
    const auto* rope = kernelNamed(mp, name);
    ASSERT_NE(rope, nullptr) << name;
    EXPECT_NE(rope->code.find("p_buf4[(x"), std::string::npos) << rope->code;
    for (const auto& e : rope->cudaEntries) EXPECT_EQ(e.tileRows, 0) << e.function;
  }
  // resnet18 with dynamic shapes (at its example sizes) k1_op1: BatchNorm + ReLU of NCHW
  // activations read along x3, with three per-channel parameters read along x1: three
  // loads against one, but 3 x 64 elements against 1.6M: no tile
  auto dump = inductor::loadDebugDump(sample("zoo/resnet18_dynamic"));
  ASSERT_EQ(dump.graphs.size(), 1u);
  auto dpost = inductor::readIrFile(sample("zoo/resnet18_dynamic/model__1_inference_0.0/ir_post_fusion.txt"));
  codegen::BufferTable dtable(dump.graphs.front().preFusion);
  auto dp = codegen::emitProgram(dtable, codegen::planFromPostFusion(dpost), codegen::Target::Cuda);
  const auto* bn = kernelNamed(dp, "k1_op1");
  ASSERT_NE(bn, nullptr);
  EXPECT_NE(bn->code.find("p_arg4_1[x1]"), std::string::npos) << bn->code;
  for (const auto& e : bn->cudaEntries) EXPECT_EQ(e.tileRows, 0) << e.function;
}

TEST(Emitter, ACatOfChannelsLastInputsIntoNchwGetsALoadSideTile) {
  // unet (zoo3, torch 2.11 on an H200) op77: torch.cat of two channels-last tensors
  // ([2, 128, 32, 32] and [2, 64, 32, 32]) into NCHW [2, 192, 32, 32]. Both loads run along
  // the channel x1, the second at x1 - 128, an affine term of its own, ((x1 - 128)). Flat,
  // the kernel took 3.9 us against Triton's 1.7 on an H100
  std::ifstream f(testData("codegen/unet_op77/ir_pre_fusion.txt"));
  std::stringstream ss;
  ss << f.rdbuf();
  std::string text = ss.str();
  const auto users = text.find("    buf77.users = [\n");
  ASSERT_NE(users, std::string::npos);
  const auto usersEnd = text.find("\n    ]\n", users);
  ASSERT_NE(usersEnd, std::string::npos);
  text.erase(users, usersEnd + 7 - users);  // its users op78 ... are not in this excerpt
  auto g = inductor::parseIrText(text, "unet_op77.txt");
  codegen::BufferTable table(g);
  auto prog = codegen::emitProgram(table, codegen::planNoFusion(g), codegen::Target::Cuda);
  ASSERT_EQ(prog.kernels.size(), 1u);
  const auto& k = prog.kernels[0];
  ASSERT_EQ(k.cudaEntries.size(), 2u) << k.code;
  const auto& tiled = k.cudaEntries[1];
  EXPECT_EQ(tiled.function, k.name + "_t");
  EXPECT_EQ(tiled.tileRows, 32);
  EXPECT_EQ(tiled.tileCols, 32);
  EXPECT_EQ(tiled.tiles, 2 * 6 * 32);  // batch x 192/32 channel tiles x 1024/32 position tiles
  const auto body = k.code.substr(k.code.find(tiled.function + "("));
  const auto sync = body.find("__syncthreads();");
  ASSERT_NE(sync, std::string::npos) << body;
  EXPECT_LT(body.find("const int fs_bi = fs_e % 32, fs_pi = fs_e / 32;"), sync) << body;
  EXPECT_NE(body.find("p_buf20[((65536 * x0) + (2048 * x2) + (64 * x3) + (x1 + (-128)))]"), std::string::npos) << body;
  EXPECT_NE(body.find("p_buf77[((196608 * x0) + (1024 * x1) + (32 * x2) + x3)] = fs_tile0[fs_bi][fs_pi];"),
            std::string::npos)
      << body;
}

TEST(Emitter, ContiguousVariablesOfAnIndexAreOneVariable) {
  // Inductor's combine_contiguous_dims: bn_relu_maxpool's max_pool2d (k2, [2, 56, 56, 64]
  // channels-last out of [2, 64, 112, 112] channels-last, stride 2) reads
  // 802816*x0 + 14336*x1 + 128*x2 + x3: x0 and x1 run contiguously (802816 = 14336 * 56),
  // x1 and x2 do not (stride 2: 14336 != 128 * 56). Its NCHW store 200704*x0 + 56*x1 +
  // x2 + 3136*x3 combines x1 and x2 (56 = 1 * 56). Each combined variable is one division
  // (and modulo) of the flat index instead of one per variable.
  auto l = load(sample("inductor/bn_relu_maxpool/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  auto pool = std::find_if(prog.kernels.begin(), prog.kernels.end(), [](const auto& k) {
    return k.code.find("p_buf4[") != std::string::npos && k.code.find("masked_subblock9") != std::string::npos;
  });
  ASSERT_NE(pool, prog.kernels.end());
  const auto& c = pool->code;
  EXPECT_NE(c.find("const int fs_x0_1 = (((int)fs_x) / 3584);"), std::string::npos) << c;
  EXPECT_NE(c.find("p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7232))]"), std::string::npos) << c;
  EXPECT_NE(c.find("const int fs_x1_2 = ((((int)fs_x) / 64) % 3136);"), std::string::npos) << c;
  EXPECT_NE(c.find("p_buf4[(fs_x1_2 + (200704 * x0) + (3136 * x3))] = t0_store_v;"), std::string::npos) << c;
  // k1: the convolution weight [64, 3, 7, 7] copied to channels-last: its load is the flat
  // index itself, its store combines the 7 x 7 positions
  const auto* copy = kernelNamed(prog, "k1_op1");
  ASSERT_NE(copy, nullptr);
  EXPECT_NE(copy->code.find("p_arg0_1[fs_x0_3]"), std::string::npos) << copy->code;
  EXPECT_NE(copy->code.find("p_buf1[((3 * fs_x2_3) + (147 * x0) + x1)]"), std::string::npos) << copy->code;
  // k0, float4 stores' scalar fallback (the input copied to channels-last, 3 channels): x2
  // and x3 combine and the vector's element fs_j adds to the run that ends innermost
  const auto* cl = kernelNamed(prog, "k0_op0");
  ASSERT_NE(cl, nullptr);
  EXPECT_NE(cl->code.find("const int fs_x2_3 = (((int)fs_x) % 50176);"), std::string::npos) << cl->code;
  EXPECT_NE(cl->code.find("p_buf0[((3 * fs_j) + (3 * fs_x2_3) + (150528 * x0) + x1)]"), std::string::npos) << cl->code;
  // and its float4 load, at the vector's first element: the flat index itself
  EXPECT_NE(cl->code.find("reinterpret_cast<const float4*>(&p_arg1_1[fs_x0_3])"), std::string::npos) << cl->code;
  // a row's r variables: resnet18's global average pool (k55, tests/data/zoo, rows of
  // 7 x 7 positions, channels-last: 3584*r0 + 512*r1) reads 512 * (the flat r index)
  auto r = load(testData("zoo/resnet18/model__0_inference_0.0"));
  auto rp = codegen::emitProgram(r.table, codegen::planFromPostFusion(r.post), codegen::Target::Cuda);
  const auto* row = kernelNamed(rp, "k55_op58_op59");
  ASSERT_NE(row, nullptr);
  EXPECT_NE(row->code.find("const int fs_r0_1 = ((int)fs_rb);"), std::string::npos) << row->code;
  EXPECT_NE(row->code.find("p_buf57[((512 * fs_j) + (512 * fs_r0_1) + (25088 * x0) + x1)]"), std::string::npos)
      << row->code;
  EXPECT_EQ(row->code.find("(3584 * r0)"), std::string::npos) << row->code;
  // the C++ kernels keep their loops' own variables
  auto cpp = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cpp);
  for (const auto& k : cpp.kernels) EXPECT_EQ(k.code.find("fs_x0_"), std::string::npos) << k.code;
}

TEST(Emitter, APointwiseNestKeptScalarByMaskedLoadsAlsoGetsAVectorForm) {
  // resnet18's channels-last max-pool (tests/data/zoo, k4_op4): its 9 window loads are
  // under padding masks, so they stay scalar and, counted against vectors, keep the flat
  // form scalar (ghostnet's channels-last cats took 1.5-1.8x Triton's time so on the
  // H200). Left out of the count, the float4 store wins: a `_v` form with 4 elements per
  // thread step runs the masked loads scalar in its element loop, and the autotuner
  // times both forms
  auto l = load(testData("zoo/resnet18/model__0_inference_0.0"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  const auto* pool = kernelNamed(prog, "k4_op4");
  ASSERT_NE(pool, nullptr);
  ASSERT_EQ(pool->cudaEntries.size(), 2u);
  EXPECT_EQ(pool->cudaEntries[0].function, "k4_op4");
  EXPECT_EQ(pool->cudaEntries[0].vec, 1);
  EXPECT_EQ(pool->cudaEntries[1].function, "k4_op4_v");
  EXPECT_EQ(pool->cudaEntries[1].vec, 4);
  EXPECT_EQ(pool->cudaEntries[1].nest, pool->cudaEntries[0].nest);
  const auto body = pool->code.substr(pool->code.find("k4_op4_v("));
  const auto loop = body.find("for (int fs_j = 0; fs_j < 4; ++fs_j)");
  const auto maskedLoad = body.find("p_buf3[((14336 * fs_x0_1) + (128 * x2) + x3 + (-7232))]");
  ASSERT_NE(loop, std::string::npos) << body;
  ASSERT_NE(maskedLoad, std::string::npos) << body;
  EXPECT_LT(loop, maskedLoad) << "the masked load runs per element, never as a vector";
  EXPECT_EQ(body.substr(0, body.find("\n}\n")).find("reinterpret_cast<const float4*>(&p_buf3"), std::string::npos) << body;
  // a nest whose loads are all unmasked and contiguous has its one vector form
  auto cl = std::find_if(prog.kernels.begin(), prog.kernels.end(), [](const auto& k) {
    return std::any_of(k.cudaEntries.begin(), k.cudaEntries.end(), [](const auto& e) { return e.vec == 4 && !e.reduction; });
  });
  ASSERT_NE(cl, prog.kernels.end());
  for (const auto& e : cl->cudaEntries) EXPECT_NE(e.function, cl->name + "_v");
}

TEST(Emitter, AVectorisedFlatFormKeepsTwoVectorsPerThreadInFlight) {
  // s3d's first BatchNorm+ReLU (12.8M floats) took 36.8 us on an H100, Triton's 29.5: one
  // float4 per thread and step, its loop not unrolled, leaves one 16-byte load in flight
  // per thread where Triton's blocks (XBLOCK 1024 over 128 threads) hold two. The vector
  // loop is unrolled two deep and the autotuner tries two vectors per thread
  auto l = load(testData("zoo/resnet18/model__0_inference_0.0"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  const auto* bn = kernelNamed(prog, "k42_op44");
  ASSERT_NE(bn, nullptr);
  ASSERT_EQ(bn->cudaEntries[0].vec, 4);
  const auto loop = bn->code.find("for (int fs_u = 0; fs_u < fs_ept; ++fs_u)");
  ASSERT_NE(loop, std::string::npos) << bn->code;
  EXPECT_NE(bn->code.rfind("#pragma unroll 2\n", loop), std::string::npos) << bn->code;
  int twoDeep = 0;
  for (const auto& c : runtime::launchConfigs(bn->cudaEntries[0], true, 1024))
    if (c.param == 2) {
      ++twoDeep;
      EXPECT_EQ(c.grid, (25088u + 2 * c.block - 1) / (2 * c.block)) << c.text;
    }
  EXPECT_EQ(twoDeep, 2);
  // scalar forms stay four deep, with no such configurations
  const auto* s = kernelNamed(prog, "k45_op47");
  ASSERT_NE(s, nullptr);
  const auto* scalar = entryEndingWith(*s, "_s");
  ASSERT_NE(scalar, nullptr);
  const auto body = s->code.substr(s->code.find("k45_op47_s("));
  EXPECT_NE(body.find("#pragma unroll 4\n  for (int fs_u"), std::string::npos) << body;
  for (const auto& c : runtime::launchConfigs(*scalar, true, 1024)) EXPECT_NE(c.param, 2) << c.text;
}

TEST(Emitter, ASmallVectorisedNestAlsoGetsAScalarForm) {
  // resnet18 (tests/data/zoo): k45_op47's 50,176 elements are 12,544 float4 vectors, fewer
  // than 128 threads on each of an H100's 132 SMs, so most of the GPU would idle; its
  // scalar form `_s` runs 4 times the threads, one element each, and the autotuner times
  // both (mamba's small strided copies, 128 vectors, took 1.2x Triton's 1.07 us on an H100).
  // k42_op44's 25,088 vectors fill the GPU: no scalar form
  auto l = load(testData("zoo/resnet18/model__0_inference_0.0"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  const auto* small = kernelNamed(prog, "k45_op47");
  ASSERT_NE(small, nullptr);
  ASSERT_EQ(small->cudaEntries.size(), 2u) << functionsOf(*small);
  EXPECT_EQ(small->cudaEntries[0].function, "k45_op47");
  EXPECT_EQ(small->cudaEntries[0].vec, 4);
  EXPECT_EQ(small->cudaEntries[1].function, "k45_op47_s");
  EXPECT_EQ(small->cudaEntries[1].vec, 1);
  EXPECT_EQ(small->cudaEntries[1].nest, small->cudaEntries[0].nest);
  const auto body = small->code.substr(small->code.find("k45_op47_s("));
  EXPECT_NE(body.find("if (fs_x >= 50176) break;"), std::string::npos) << body;
  EXPECT_EQ(body.find("float4"), std::string::npos) << body;
  EXPECT_EQ(body.find("fs_j"), std::string::npos) << body;
  const auto* large = kernelNamed(prog, "k42_op44");
  ASSERT_NE(large, nullptr);
  EXPECT_EQ(large->cudaEntries.size(), 1u) << functionsOf(*large);
  EXPECT_EQ(large->cudaEntries[0].vec, 4);
  EXPECT_EQ(entryEndingWith(*large, "_s"), nullptr) << functionsOf(*large);
  // a nest already scalar (the weight layout copies, k1_op1's 9,408 elements) has no copy
  // of itself: three kernels in all have the scalar form
  int scalarForms = 0;
  for (const auto& k : prog.kernels)
    if (entryEndingWith(k, "_s")) {
      ++scalarForms;
      EXPECT_EQ(k.cudaEntries[0].vec, 4) << functionsOf(k);
    }
  EXPECT_EQ(scalarForms, 3);
}

TEST(Emitter, AForeachKernelsIndependentNestsAlsoRunInOneLaunch) {
  // adamw_step's optimizer step (tests/data/zoo): Inductor's foreach kernel updates 8
  // parameters of different sizes, one loop nest each. Launched nest by nest, rmsprop's
  // 6 nests took 9.4 us on the H200 against Triton's one launch of 1.5 us. The `_f` form
  // runs every nest in one launch, nest i over its own range of blocks
  auto l = load(testData("zoo/adamw_step/model__0_inference_0.0"));
  const auto plan = codegen::planFromPostFusion(l.post);
  auto prog = codegen::emitProgram(l.table, plan, codegen::Target::Cuda);
  const codegen::KernelSource* fk = nullptr;
  for (const auto& k : prog.kernels)
    if (!k.cudaEntries.empty() && k.cudaEntries.back().nest == -1) fk = &k;
  ASSERT_NE(fk, nullptr);
  const auto& f = fk->cudaEntries.back();
  EXPECT_EQ(f.function, fk->name + "_f");
  EXPECT_FALSE(f.reduction);
  // one part per nest, in nest order: the nest's flat form (its first entry) and its steps
  std::vector<const codegen::CudaEntry*> flat;
  for (const auto& e : fk->cudaEntries)
    if (e.nest >= 0 && (flat.empty() || flat.back()->nest != e.nest)) flat.push_back(&e);
  ASSERT_EQ(flat.size(), 8u);
  ASSERT_EQ(f.foreachVectors.size(), flat.size());
  std::int64_t steps = 0;
  for (std::size_t i = 0; i < flat.size(); ++i) {
    EXPECT_EQ(flat[i]->nest, static_cast<int>(i));
    EXPECT_EQ(f.foreachVectors[i], flat[i]->numel / flat[i]->vec) << flat[i]->function;
    steps += f.foreachVectors[i];
  }
  EXPECT_EQ(f.numel, steps);
  EXPECT_EQ(f.vec, 1);
  // each nest's loop is its own function's, with the block's index in the nest's range
  auto functionBody = [&](const std::string& fn) {
    const auto at = fk->code.find(" " + fn + "(");
    EXPECT_NE(at, std::string::npos) << fn;
    const auto open = fk->code.find("{\n", at) + 2;
    return fk->code.substr(open, fk->code.find("\n}\n", open) - open);
  };
  const std::string all = functionBody(f.function);
  std::size_t from = 0;
  for (std::size_t i = 0; i < flat.size(); ++i) {
    std::string own = functionBody(flat[i]->function);
    own = own.substr(own.find('\n') + 1);  // after its fs_base line
    std::string part;  // the same lines, indented as the foreach part
    for (std::size_t p = 0; p < own.size();) {
      const auto e = own.find('\n', p);
      part += "    " + own.substr(p, e - p) + "\n";
      p = e == std::string::npos ? own.size() : e + 1;
    }
    const auto range = all.find("const int64_t fs_nb = (" + std::to_string(f.foreachVectors[i]) + " + fs_per - 1) / fs_per;", from);
    ASSERT_NE(range, std::string::npos) << "nest " << i << "\n" << all;
    const auto at = all.find(part, range);
    ASSERT_NE(at, std::string::npos) << "nest " << i << "'s loop\n" << part;
    const auto next = all.find("fs_blk -= fs_nb;", at + part.size());
    ASSERT_NE(next, std::string::npos) << "nest " << i << ": the next nest's blocks start after this one's";
    EXPECT_NE(all.find("return;", at + part.size()), std::string::npos);
    EXPECT_LT(all.find("return;", at + part.size()), next) << "nest " << i << ": a block runs one nest only";
    from = next;
  }
  // nests that depend on each other run one after the other, never at once: the step
  // counters' kernel (each parameter's step += 1) and the foreach update, which reads them,
  // lowered as one kernel
  codegen::Plan merged;
  for (const auto& g : plan) {
    if (std::find(g.begin(), g.end(), "op8") != g.end() && !merged.empty()) {
      merged.back().insert(merged.back().end(), g.begin(), g.end());
      continue;
    }
    merged.push_back(g);
  }
  ASSERT_EQ(merged.size() + 1, plan.size());
  auto mp = codegen::emitProgram(l.table, merged, codegen::Target::Cuda);
  bool sawDependent = false;
  for (const auto& k : mp.kernels) {
    if (std::find(k.nodes.begin(), k.nodes.end(), "op8") == k.nodes.end()) continue;
    sawDependent = true;
    EXPECT_GT(k.cudaEntries.size(), f.foreachVectors.size()) << "its nests";
    for (const auto& e : k.cudaEntries) EXPECT_GE(e.nest, 0) << e.function << ": nests that read what another writes";
  }
  EXPECT_TRUE(sawDependent);
}

TEST(Emitter, CppSumLoopsAreSimdReductionsAndWelfordTakesTwoPasses) {
  // layernorm in C++: the row sum and the Welford's sum share one simd loop; the
  // Welford keeps the row in a stack array and sums squared deviations in a second
  // (simd) loop instead of a per-element update with a division
  auto l = load(sample("inductor/layernorm_manual/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cpp);
  const auto& code = prog.kernels.at(0).code;
  EXPECT_NE(code.find("#pragma omp simd reduction(+: acc_t0_reduction, acc_t1_reduction_sum)\n      for (int64_t r0 = 0; "
                      "r0 < 512; ++r0)"),
            std::string::npos)
      << code;
  EXPECT_NE(code.find("float acc_t1_reduction_v[512];"), std::string::npos) << code;
  EXPECT_NE(code.find("#pragma omp simd reduction(+: acc_t1_reduction_m2)"), std::string::npos) << code;
  EXPECT_EQ(code.find("fs_welford_add"), std::string::npos) << code;
  // softmax: the row max is no simd loop (fs_maximum propagates NaN, not OpenMP's max);
  // the sum of exponentials is
  auto s = load(sample("inductor/softmax_attn/inference"));
  auto sp = codegen::emitProgram(s.table, codegen::planFromPostFusion(s.post), codegen::Target::Cpp);
  auto k = std::find_if(sp.kernels.begin(), sp.kernels.end(),
                        [](const auto& x) { return x.code.find("fs_maximum(acc_t0_reduction") != std::string::npos; });
  ASSERT_NE(k, sp.kernels.end());
  const auto maxLoop = k->code.find("fs_maximum(acc_t0_reduction");
  const auto before = k->code.rfind("for (int64_t r0", maxLoop);
  ASSERT_NE(before, std::string::npos);
  EXPECT_EQ(k->code.substr(before - 60, 60).find("omp simd"), std::string::npos) << k->code;
  EXPECT_NE(k->code.find("#pragma omp simd reduction(+: acc_t1_reduction)"), std::string::npos) << k->code;
}

TEST(Emitter, ProgramSplitsIntoBalancedPartsWithThePrelude) {
  auto l = load(sample("inductor/resnet50_eval/inference"));
  auto prog = codegen::emitProgram(l.table, codegen::planFromPostFusion(l.post), codegen::Target::Cuda);
  std::vector<int> partOf;
  auto parts = prog.split(4, partOf);
  ASSERT_EQ(parts.size(), 4u);
  ASSERT_EQ(partOf.size(), prog.kernels.size());
  EXPECT_TRUE(std::is_sorted(partOf.begin(), partOf.end()));
  std::string joined;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    ASSERT_EQ(parts[i].rfind(prog.prelude, 0), 0u) << "part " << i << " does not start with the prelude";
    joined += parts[i].substr(prog.prelude.size());
  }
  EXPECT_EQ(prog.prelude + joined, prog.text());  // every kernel exactly once, in order
  for (std::size_t i = 0; i < prog.kernels.size(); ++i)
    EXPECT_NE(parts[static_cast<std::size_t>(partOf[i])].find(prog.kernels[i].code), std::string::npos);
  auto one = prog.split(1, partOf);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0], prog.text());
}

TEST(Emitter, ExprToCKeepsPythonFloorSemantics) {
  auto e = ir::parseExpr("ModularIndexing(p0 + 3, 2, 5) + (p1//4)");
  auto c = codegen::exprToC(e);
  EXPECT_NE(c.find("fs_modidx"), std::string::npos) << c;
  EXPECT_NE(c.find("fs_ifloordiv"), std::string::npos) << c;
}

TEST(Emitter, ExprToCUsesPlainOperatorsWhereOperandsAreNonNegative) {
  // refined loop variables are >= 0: C's / and % equal Python's there
  EXPECT_EQ(codegen::exprToC(ir::parseExpr("ModularIndexing(r0 + 121*x0, 1, 1568)")), "((r0 + (121 * x0)) % 1568)");
  EXPECT_EQ(codegen::exprToC(ir::parseExpr("ModularIndexing(x0, 4, 7)")), "((x0 / 4) % 7)");
  EXPECT_EQ(codegen::exprToC(ir::parseExpr("(x1 + 3*x0)//2")), "(((3 * x0) + x1) / 2)");
  // a negative term (max-pool padding: 2*x1 - 1) keeps Python's floor semantics
  EXPECT_NE(codegen::exprToC(ir::parseExpr("(2*x1 - 1)//2")).find("fs_ifloordiv"), std::string::npos);
  EXPECT_NE(codegen::exprToC(ir::parseExpr("ModularIndexing(x1 - 1, 1, 5)")).find("fs_modidx"), std::string::npos);
}

TEST(ExternCalls, ParsesViewsKeywordsAndTupleItems) {
  auto calls = inductor::parseExternCalls(
      "        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 1, 21, 3))\n"
      "        extern_kernels.mm(reinterpret_tensor(buf5, (256, 768), (768, 1), 0), arg3_1, out=buf6)\n"
      "        buf11 = buf10[0]\n",
      "output_code.py");
  ASSERT_EQ(calls.byResult.count("buf6"), 1u);
  EXPECT_EQ(calls.byResult["buf6"].kernel, "extern_kernels.mm");
  auto a = inductor::tensorArg(calls.byResult["buf6"].args[0]);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->buffer, "buf5");
  EXPECT_EQ(a->strides, (std::vector<std::int64_t>{768, 1}));
  EXPECT_EQ(calls.tupleItems["buf11"], (std::pair<std::string, int>{"buf10", 0}));
  EXPECT_EQ(calls.inputLayouts["primals_1"].second, (std::vector<std::int64_t>{147, 1, 21, 3}));
}

}  // namespace
