// loadDebugDump on every input layout: the fixture model folders of samples/, a
// single file, one graph folder, and PyTorch's own torch_compile_debug tree built
// in a temporary folder from fixture files.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "core/frontends/inductor/DebugDir.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

using namespace fs::inductor;
namespace sfs = std::filesystem;

namespace {
using fs::testdata::kSamples;
using fs::testdata::slurp;

int fusingIn(const std::vector<LogDecision>& ds) {
  return static_cast<int>(
      std::count_if(ds.begin(), ds.end(), [](const LogDecision& d) { return d.kind == LogDecision::Kind::Fusing; }));
}

std::string replaceAll(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

/// A fresh temporary folder, removed at the end of the test.
class TempDir {
 public:
  explicit TempDir(const std::string& tag)
      : path_(sfs::temp_directory_path() / ("fusionscope_" + tag + "_" + std::to_string(::getpid()))) {
    sfs::remove_all(path_);
    sfs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    sfs::remove_all(path_, ec);
  }
  const sfs::path& path() const { return path_; }

 private:
  sfs::path path_;
};

std::string messageOf(const std::string& input) {
  try {
    loadDebugDump(input);
  } catch (const fs::InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST(DebugDir, FixtureModelFolderTrain) {
  fs::ir::Program d = loadDebugDump(kSamples + "/inductor/resnet50_train");
  EXPECT_EQ(d.logPath, kSamples + "/inductor/resnet50_train/torch_logs.txt");
  ASSERT_EQ(d.graphs.size(), 2u);
  const fs::ir::ProgramGraph& fwd = d.graphs[0];
  const fs::ir::ProgramGraph& bwd = d.graphs[1];
  EXPECT_EQ(fwd.name, "forward");
  EXPECT_EQ(bwd.name, "backward");
  EXPECT_EQ(fwd.preFusion.name, "forward");
  EXPECT_EQ(fwd.folder, kSamples + "/inductor/resnet50_train/forward");
  EXPECT_EQ(fwd.graphId, "");
  EXPECT_EQ(fwd.preFusion.nodes.size(), 742u);
  EXPECT_EQ(bwd.preFusion.nodes.size(), 471u);
  ASSERT_TRUE(logOf(fwd) && logOf(bwd));
  EXPECT_EQ(logOf(fwd)->graphId, "model__0_forward_1");
  EXPECT_EQ(logOf(bwd)->graphId, "model__0_backward_3");
  EXPECT_EQ(static_cast<int>(fwd.preFusion.nodes.size()), logOf(fwd)->rounds[0].nodesBefore);
  EXPECT_EQ(static_cast<int>(bwd.preFusion.nodes.size()), logOf(bwd)->rounds[0].nodesBefore);
  // Inductor's plan is what the rounds left, minus what the last pass fused:
  // 274 - 9 = 265 and 356 - 9 = 347.
  ASSERT_TRUE(postFusionOf(fwd) && postFusionOf(bwd));
  EXPECT_EQ(postFusionOf(fwd)->nodes.size(), 265u);
  EXPECT_EQ(static_cast<int>(postFusionOf(fwd)->nodes.size()), logOf(fwd)->rounds.back().nodesAfter - fusingIn(logOf(fwd)->tail));
  EXPECT_EQ(postFusionOf(bwd)->nodes.size(), 347u);
  EXPECT_EQ(static_cast<int>(postFusionOf(bwd)->nodes.size()), logOf(bwd)->rounds.back().nodesAfter - fusingIn(logOf(bwd)->tail));
  ASSERT_TRUE(outputCodeOf(fwd) && outputCodeOf(bwd));
  EXPECT_EQ(outputCodeOf(fwd)->kernels.size(), 47u);
  EXPECT_EQ(outputCodeOf(bwd)->kernels.size(), 62u);
  EXPECT_TRUE(d.notes.empty());
}

TEST(DebugDir, FixtureModelFolderBnReluMaxpool) {
  fs::ir::Program d = loadDebugDump(kSamples + "/inductor/bn_relu_maxpool");
  ASSERT_EQ(d.graphs.size(), 1u);
  const fs::ir::ProgramGraph& g = d.graphs[0];
  EXPECT_EQ(g.name, "inference");
  ASSERT_NE(g.preFusion.find("op3"), nullptr);
  ASSERT_NE(logOf(g), nullptr);
  ASSERT_EQ(logOf(g)->rounds.size(), 1u);
  const LogDecision& why = logOf(g)->rounds[0].decisions.at(0);
  EXPECT_EQ(why.node1, "op3");
  EXPECT_EQ(why.node2, "op4");
  EXPECT_EQ(why.reason, "no shared data");
  ASSERT_NE(outputCodeOf(g), nullptr);
  EXPECT_EQ(outputCodeOf(g)->kernels.at(2).nodes, (std::vector<std::string>{"op3"}));
  EXPECT_EQ(outputCodeOf(g)->kernels.at(3).nodes, (std::vector<std::string>{"op4"}));
}

TEST(DebugDir, EverySampleModelFolderLoadsWithItsLog) {
  int models = 0;
  for (const char* backend : {"inductor", "inductor_cpu"})
    for (const auto& model : sfs::directory_iterator(kSamples + "/" + backend)) {
      ++models;
      SCOPED_TRACE(model.path().string());
      fs::ir::Program d = loadDebugDump(model.path().string());
      EXPECT_TRUE(d.notes.empty());
      for (const auto& g : d.graphs) {
        ASSERT_NE(logOf(g), nullptr) << g.name;
        EXPECT_EQ(static_cast<int>(g.preFusion.nodes.size()), logOf(g)->rounds.at(0).nodesBefore);
        ASSERT_NE(postFusionOf(g), nullptr);
        EXPECT_EQ(static_cast<int>(postFusionOf(g)->nodes.size()), logOf(g)->rounds.back().nodesAfter - fusingIn(logOf(g)->tail));
      }
    }
  EXPECT_EQ(models, 16);
}

TEST(DebugDir, SingleFile) {
  std::string file = kSamples + "/inductor/bn_relu_maxpool/inference/ir_pre_fusion.txt";
  fs::ir::Program d = loadDebugDump(file);
  ASSERT_EQ(d.graphs.size(), 1u);
  const fs::ir::ProgramGraph& g = d.graphs[0];
  EXPECT_EQ(g.name, "inference");
  EXPECT_EQ(g.folder, "");
  EXPECT_EQ(g.preFusion.nodes.size(), 5u);
  EXPECT_EQ(postFusionOf(g), nullptr);
  EXPECT_EQ(outputCodeOf(g), nullptr);
  // The model folder's log, two levels up, still names this graph.
  EXPECT_EQ(d.logPath, kSamples + "/inductor/bn_relu_maxpool/torch_logs.txt");
  ASSERT_NE(logOf(g), nullptr);
  EXPECT_EQ(logOf(g)->graphId, "model__0_inference_0");

  fs::ir::Program post = loadDebugDump(kSamples + "/inductor/layernorm_manual/inference/ir_post_fusion.txt");
  ASSERT_EQ(post.graphs.size(), 1u);
  ASSERT_NE(postFusionOf(post.graphs[0]), nullptr);
  EXPECT_EQ(postFusionOf(post.graphs[0])->nodes.size(), 1u);
  EXPECT_EQ(postFusionOf(post.graphs[0])->nodes[0].name, "op0_op2_op4");
}

TEST(DebugDir, OneGraphFolderGetsItsOwnRun) {
  fs::ir::Program d = loadDebugDump(kSamples + "/inductor/resnet50_train/backward");
  ASSERT_EQ(d.graphs.size(), 1u);
  EXPECT_EQ(d.graphs[0].name, "backward");
  EXPECT_EQ(d.logPath, kSamples + "/inductor/resnet50_train/torch_logs.txt");
  ASSERT_NE(logOf(d.graphs[0]), nullptr);
  EXPECT_EQ(logOf(d.graphs[0])->graphId, "model__0_backward_3");
  EXPECT_EQ(logOf(d.graphs[0])->rounds[0].nodesBefore, 471);
  // The forward run has no graph here: said, not an error.
  ASSERT_EQ(d.notes.size(), 1u);
  EXPECT_NE(d.notes[0].find("(model__0_forward_1) matches no loaded graph"), std::string::npos);
}

TEST(DebugDir, LegacyDumpWithoutLog) {
  fs::ir::Program d = loadDebugDump(kSamples + "/inductor_legacy/mm_after_add_cpu");
  ASSERT_EQ(d.graphs.size(), 1u);
  EXPECT_EQ(d.graphs[0].preFusion.nodes.size(), 3u);
  EXPECT_EQ(postFusionOf(d.graphs[0])->nodes.size(), 2u);
  EXPECT_EQ(logOf(d.graphs[0]), nullptr);
  EXPECT_EQ(d.logPath, "");
  ASSERT_EQ(d.notes.size(), 1u);
}

TEST(DebugDir, ExplicitLogOverridesTheSearch) {
  std::string other = kSamples + "/inductor_cpu/bn_relu_maxpool/torch_logs.txt";
  fs::ir::Program d = loadDebugDump(kSamples + "/inductor/bn_relu_maxpool", other);
  EXPECT_EQ(d.logPath, other);
  ASSERT_NE(logOf(d.graphs.at(0)), nullptr);
  EXPECT_EQ(logOf(d.graphs[0])->line, 3);  // the CPU log's first round is on line 3
}

// PyTorch's real layout, with graph folders whose alphabetical order is not the
// compile order, and a log (beside torch_compile_debug/) holding one more run.
TEST(DebugDir, PyTorchLayout) {
  TempDir tmp("pytorch_layout");
  sfs::path inductorDir = tmp.path() / "torch_compile_debug" / "run_2026_11_29_19_02_29_395744-pid_839" / "torchinductor";
  struct Graph {
    const char* fixture;
    const char* folder;
  };
  const Graph graphs[] = {{"add_relu", "model__1_inference_12.0"},
                          {"linear_gelu", "model__10_inference_20.0"},
                          {"layernorm_manual", "model__0_backward_3.0"},
                          {"bn_relu_maxpool", "model__0_forward_1.0"}};
  for (const auto& g : graphs) {
    sfs::path dst = inductorDir / g.folder;
    sfs::create_directories(dst);
    for (const char* file : {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"})
      sfs::copy_file(sfs::path(kSamples) / "inductor" / g.fixture / "inference" / file, dst / file);
  }
  // Runs in compile order, each renamed to its graph; gelu_tanh's run has no folder.
  std::string log;
  for (auto [fixture, id] : {std::pair{"gelu_tanh", "model__0_inference_0"}, {"bn_relu_maxpool", "model__0_forward_1"},
                            {"layernorm_manual", "model__0_backward_3"}, {"add_relu", "model__1_inference_12"},
                            {"linear_gelu", "model__10_inference_20"}})
    log += replaceAll(slurp(sfs::path(kSamples) / "inductor" / fixture / "torch_logs.txt"), "model__0_inference_0", id);
  std::ofstream(tmp.path() / "torch_logs.txt") << log;
  sfs::create_directories(tmp.path() / "torch_compile_debug" / "run_2026_11_29_19_02_29_395744-pid_839" /
                          "aot_torchinductor");  // present in real dumps, holds no IR

  for (const sfs::path& input : {tmp.path(), tmp.path() / "torch_compile_debug",
                                 inductorDir.parent_path(), inductorDir}) {
    SCOPED_TRACE(input.string());
    fs::ir::Program d = loadDebugDump(input.string());
    EXPECT_EQ(d.logPath, (tmp.path() / "torch_logs.txt").string());
    ASSERT_EQ(d.graphs.size(), 4u);
    EXPECT_EQ(d.graphs[0].name, "forward");
    EXPECT_EQ(d.graphs[1].name, "backward");
    EXPECT_EQ(d.graphs[2].name, "inference");
    EXPECT_EQ(d.graphs[3].name, "inference_2");
    EXPECT_EQ(d.graphs[0].graphId, "model__0_forward_1");
    EXPECT_EQ(d.graphs[3].graphId, "model__10_inference_20");
    EXPECT_EQ(d.graphs[1].folder, (inductorDir / "model__0_backward_3.0").string());
    for (const auto& g : d.graphs) {
      ASSERT_NE(logOf(g), nullptr) << g.name;
      EXPECT_EQ(logOf(g)->graphId, g.graphId);
      EXPECT_EQ(logOf(g)->rounds[0].nodesBefore, static_cast<int>(g.preFusion.nodes.size())) << g.name;
      EXPECT_NE(outputCodeOf(g), nullptr);
    }
    EXPECT_EQ(d.graphs[0].preFusion.nodes.size(), 5u);
    EXPECT_EQ(d.graphs[1].preFusion.nodes.size(), 3u);
    EXPECT_EQ(d.graphs[2].preFusion.nodes.size(), 1u);
    EXPECT_EQ(d.graphs[3].preFusion.nodes.size(), 2u);
    // the "backward" here is an inference graph's folder: its call() takes what no
    // forward returned, and the pair is said not to link (SavedTensors.h)
    ASSERT_EQ(d.notes.size(), 2u);
    EXPECT_NE(d.notes[0].find("(model__0_inference_0) matches no loaded graph"), std::string::npos);
    EXPECT_EQ(d.notes[1].rfind("backward: ", 0), 0u) << d.notes[1];
    EXPECT_NE(d.notes[1].find("inputs not linked"), std::string::npos) << d.notes[1];
  }

  // One graph folder of that tree: its run is found by id in the log two levels up.
  fs::ir::Program one = loadDebugDump((inductorDir / "model__0_backward_3.0").string(), (tmp.path() / "torch_logs.txt").string());
  ASSERT_EQ(one.graphs.size(), 1u);
  EXPECT_EQ(one.graphs[0].name, "backward");
  EXPECT_EQ(logOf(one.graphs[0])->graphId, "model__0_backward_3");

  // A file inside it: the graph keeps the folder's kind and id.
  fs::ir::Program file = loadDebugDump((inductorDir / "model__0_forward_1.0" / "ir_post_fusion.txt").string());
  EXPECT_EQ(file.graphs.at(0).name, "forward");
  EXPECT_EQ(file.graphs.at(0).graphId, "model__0_forward_1");
}

TEST(DebugDir, NothingLoadableIsALocatedError) {
  TempDir tmp("empty_dump");
  sfs::create_directories(tmp.path() / "torch_compile_debug" / "run_x" / "torchinductor" / "model__0_forward_1.0");
  std::ofstream(tmp.path() / "torch_compile_debug" / "run_x" / "torchinductor" / "model__0_forward_1.0" /
                "fx_graph_readable.py")
      << "# no IR here\n";
  EXPECT_EQ(messageOf(tmp.path().string()),
            tmp.path().string() +
                ": expected ir_pre_fusion.txt in this directory or in graph folders under it (inference/, forward/, "
                "backward/, torch_compile_debug/run_*/torchinductor/model__N_<kind>_K.M/)");
  EXPECT_EQ(messageOf(tmp.path().string() + "/missing"), tmp.path().string() + "/missing: no such file or directory");
}

TEST(DebugDir, MalformedFilesFailTheWholeLoad) {
  TempDir tmp("bad_log");
  sfs::create_directories(tmp.path() / "inference");
  sfs::copy_file(sfs::path(kSamples) / "inductor/add_relu/inference/ir_pre_fusion.txt",
                 tmp.path() / "inference" / "ir_pre_fusion.txt");
  std::string log = slurp(sfs::path(kSamples) / "inductor/add_relu/torch_logs.txt");
  std::ofstream(tmp.path() / "torch_logs.txt") << replaceAll(log, "fused 1 nodes into 1 nodes", "fused 1 nodes into");
  EXPECT_EQ(messageOf(tmp.path().string()),
            (tmp.path() / "torch_logs.txt").string() +
                ":9: expected 'completed fusion round (<round>/<max>): fused <A> nodes into <B> nodes'");
}

// A folder holding many models' dumps (samples/inductor: nine fixture models; the
// repository's tests/: test data and bad-input cases) is not read as one model
// with its graphs mixed: the error lists the dumps, and each of them loads.
TEST(DebugDir, SeveralDumpsAreNotMixed) {
  const std::string dir = kSamples + "/inductor";
  const std::vector<std::string> dumps = findDumps(dir);
  ASSERT_EQ(dumps.size(), 9u);
  EXPECT_EQ(dumps.front(), dir + "/add_relu");
  EXPECT_EQ(dumps.back(), dir + "/softmax_attn");
  try {
    loadDebugDump(dir);
    FAIL() << "loaded nine models as one";
  } catch (const SeveralDumpsError& e) {
    EXPECT_EQ(e.dumps, dumps);
    EXPECT_EQ(std::string(e.what()).rfind(dir + ": holds 9 separate dumps; open one of them: " + dir + "/add_relu, ", 0), 0u)
        << e.what();
  }
  for (const auto& d : dumps) EXPECT_FALSE(loadDebugDump(d).graphs.empty()) << d;
  // one model folder is one dump, whatever its graphs
  EXPECT_EQ(findDumps(dir + "/resnet50_train"), std::vector<std::string>{dir + "/resnet50_train"});
  EXPECT_EQ(loadDebugDump(dir + "/resnet50_train").graphs.size(), 2u);
  // the repository's tests/ folder: many dumps (zoo excerpts in PyTorch's layout,
  // bad-input cases), never one picked at random
  const auto tests = findDumps(FUSIONSCOPE_SOURCE_DIR "/tests");
  EXPECT_GT(tests.size(), 5u);
  EXPECT_THROW(loadDebugDump(FUSIONSCOPE_SOURCE_DIR "/tests"), SeveralDumpsError);
}

// A file of gigabytes is refused before it is read: one located message, no
// memory spent (the files here are sparse: 3 GiB that take no disk).
TEST(DebugDir, FilesOverTwoGiBAreRefusedUnread) {
  TempDir tmp("huge_inputs");
  const std::uintmax_t huge = std::uintmax_t{3} << 30;
  sfs::create_directories(tmp.path() / "big" / "inference");
  std::ofstream(tmp.path() / "big" / "inference" / "ir_pre_fusion.txt").close();
  sfs::resize_file(tmp.path() / "big" / "inference" / "ir_pre_fusion.txt", huge);
  const std::string ir = (tmp.path() / "big" / "inference" / "ir_pre_fusion.txt").string();
  EXPECT_EQ(messageOf(ir), ir + ": is 3.0 GiB; FusionScope reads input files up to 2 GiB");
  EXPECT_EQ(messageOf((tmp.path() / "big").string()), ir + ": is 3.0 GiB; FusionScope reads input files up to 2 GiB");

  // a real graph beside a torch log, output_code.py and fx graph of 3 GiB each
  const sfs::path g = tmp.path() / "model" / "inference";
  sfs::create_directories(g);
  sfs::copy_file(sfs::path(kSamples) / "inductor/add_relu/inference/ir_pre_fusion.txt", g / "ir_pre_fusion.txt");
  for (const sfs::path& f : {g / "output_code.py", g / "fx_graph_readable.py", tmp.path() / "model" / "torch_logs.txt"}) {
    std::ofstream(f).close();
    sfs::resize_file(f, huge);
  }
  // the log is the user's evidence: refused with its name; output_code.py and the
  // FX graph only lose themselves (warnings), as a malformed one does
  EXPECT_EQ(messageOf((tmp.path() / "model").string()),
            (tmp.path() / "model" / "torch_logs.txt").string() + ": is 3.0 GiB; FusionScope reads input files up to 2 GiB");
  sfs::remove(tmp.path() / "model" / "torch_logs.txt");
  fs::ir::Program d = loadDebugDump((tmp.path() / "model").string());
  ASSERT_EQ(d.graphs.size(), 1u);
  EXPECT_EQ(outputCodeOf(d.graphs[0]), nullptr);
  EXPECT_FALSE(d.graphs[0].sourceGraph.has_value());
  int notes = 0;
  for (const auto& n : d.warnings) notes += n.find("is 3.0 GiB; FusionScope reads input files up to 2 GiB") != std::string::npos;
  EXPECT_EQ(notes, 2);
}

// A damaged ir_post_fusion.txt loses only Inductor's plan, and says so as a
// located warning (not as an info-level note): `compare` must not call the graph
// different from a plan it could not read.
TEST(DebugDir, DamagedPlanIsAWarning) {
  TempDir tmp("damaged_plan");
  const sfs::path g = tmp.path() / "inference";
  sfs::create_directories(g);
  for (const char* f : {"ir_pre_fusion.txt", "output_code.py"})
    sfs::copy_file(sfs::path(kSamples) / "inductor/resnet50_eval/inference" / f, g / f);
  const std::string post = slurp(sfs::path(kSamples) / "inductor/resnet50_eval/inference/ir_post_fusion.txt");
  std::ofstream(g / "ir_post_fusion.txt") << post.substr(0, post.size() / 2);
  fs::ir::Program d = loadDebugDump(tmp.path().string());
  ASSERT_EQ(d.graphs.size(), 1u);
  EXPECT_EQ(postFusionOf(d.graphs[0]), nullptr);
  ASSERT_EQ(d.warnings.size(), 1u);
  EXPECT_EQ(d.warnings[0].rfind("Inductor's plan (ir_post_fusion.txt) not read: " + (g / "ir_post_fusion.txt").string() + ":", 0), 0u)
      << d.warnings[0];
  for (const auto& n : d.notes) EXPECT_EQ(n.find("not read"), std::string::npos) << n;
}

// Control bytes from a hostile file never reach the terminal raw, and a NUL does
// not cut the message short.
TEST(DebugDir, ControlBytesInErrorsAreEscaped) {
  TempDir tmp("control_bytes");
  std::ofstream(tmp.path() / "ir_pre_fusion.txt", std::ios::binary) << std::string("\x1b]0;pwned\x07op0: X\0\0end\n", 20);
  const std::string m = messageOf((tmp.path() / "ir_pre_fusion.txt").string());
  EXPECT_FALSE(m.empty());
  EXPECT_EQ(m.find('\x1b'), std::string::npos) << m;
  EXPECT_EQ(m.find('\x07'), std::string::npos) << m;
  EXPECT_NE(m.find("\\x1b]0;pwned\\x07"), std::string::npos) << m;
  EXPECT_EQ(fs::printable(std::string("a\0b\r\n", 5)), "a\\x00b\\x0d\\x0a");
}

// A Program's copies share each graph's Inductor reference; changing one copy's
// reference (mutableReferenceOf) never changes what another copy sees.
TEST(DebugDir, ReferenceIsSharedByCopiesAndCopiedOnWrite) {
  fs::ir::Program a = loadDebugDump(kSamples + "/inductor/bn_relu_maxpool");
  ASSERT_NE(logOf(a.graphs.at(0)), nullptr);
  ASSERT_NE(postFusionOf(a.graphs[0]), nullptr);
  fs::ir::Program b = a;
  EXPECT_EQ(referenceOf(b.graphs[0]), referenceOf(a.graphs[0]));  // shared, not copied
  mutableReferenceOf(b.graphs[0]).log.reset();
  EXPECT_EQ(logOf(b.graphs[0]), nullptr);
  ASSERT_NE(logOf(a.graphs[0]), nullptr);  // the other copy still has it
  EXPECT_FALSE(logOf(a.graphs[0])->rounds.empty());
  // the only owner changes its reference in place
  const auto* before = referenceOf(b.graphs[0]);
  mutableReferenceOf(b.graphs[0]).postFusion.reset();
  EXPECT_EQ(referenceOf(b.graphs[0]), before);
  EXPECT_EQ(postFusionOf(b.graphs[0]), nullptr);
  ASSERT_NE(postFusionOf(a.graphs[0]), nullptr);
  // a graph with no reference (an ONNX model's) has none of its parts
  fs::ir::ProgramGraph bare;
  EXPECT_EQ(referenceOf(bare), nullptr);
  EXPECT_EQ(outputCodeOf(bare), nullptr);
}

// An output_code.py whose kernels do not parse (a kernel's source without its quotes)
// loses its kernels (a located warning), not its wrapper's library calls: the mm's
// arguments are still read, line by line, so the extern still runs.
TEST(DebugDir, ExternCallsSurviveAnOutputCodeWhoseKernelsDoNotParse) {
  TempDir tmp("broken_kernels");
  const sfs::path g = tmp.path() / "inference";
  sfs::create_directories(g);
  const sfs::path src = sfs::path(kSamples) / "inductor/linear_gelu/inference";
  sfs::copy_file(src / "ir_pre_fusion.txt", g / "ir_pre_fusion.txt");
  std::string code = slurp(src / "output_code.py");
  const std::string opening = "async_compile.triton('triton_poi_fused_addmm_gelu_0', '''";
  ASSERT_NE(code.find(opening), std::string::npos);
  code = replaceAll(code, opening, "async_compile.triton('triton_poi_fused_addmm_gelu_0', ");
  std::ofstream(g / "output_code.py") << code;
  const fs::ir::Program d = loadDebugDump(tmp.path().string());
  ASSERT_EQ(d.graphs.size(), 1u);
  EXPECT_EQ(outputCodeOf(d.graphs[0]), nullptr);
  ASSERT_EQ(d.warnings.size(), 1u);
  EXPECT_NE(d.warnings[0].find("output_code.py not read"), std::string::npos) << d.warnings[0];
  const auto& ops = d.graphs[0].preFusion.externOps;
  ASSERT_EQ(ops.count("buf0"), 1u);
  EXPECT_EQ(ops.at("buf0").kind, fs::ir::ExternKind::Mm);
}
