// The ONNX model loader (core/frontends/onnx/OnnxModel.h) on the real exports in
// samples/onnx (torch.onnx.export, opset 17), and on those exports changed the way
// hostile or broken files differ: external data that points out of the model's
// folder, sizes that do not match, ops the checker does not know, truncated bytes.
#include <gtest/gtest.h>
#include <onnx/onnx_pb.h>

#include <filesystem>
#include <fstream>

#include "core/frontends/onnx/OnnxModel.h"
#include "core/util/Error.h"

namespace {

using fs::InputError;
namespace fo = fs::onnx;
namespace sfs = std::filesystem;

const std::string kOnnxSamples = std::string(FUSIONSCOPE_SAMPLES_DIR) + "/onnx/";

std::string shapeOf(const fo::ValueInfo& v) {
  std::string s = v.dtype + "[";
  for (std::size_t i = 0; i < v.shape.size(); ++i)
    s += (i ? "," : "") + (v.shape[i].known() ? std::to_string(v.shape[i].value) : v.shape[i].symbol);
  return s + "]";
}

::onnx::ModelProto readProto(const std::string& path) {
  ::onnx::ModelProto p;
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(p.ParseFromIstream(&in)) << path;
  return p;
}

void writeFile(const sfs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

// A scratch folder per test, removed after it.
class OnnxScratch : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = sfs::temp_directory_path() /
            ("fs-onnx-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    sfs::remove_all(root_);
    sfs::create_directories(root_ / "model");
  }
  void TearDown() override { sfs::remove_all(root_); }

  // bn_relu_maxpool with the Conv weight (an input in the export) made an initializer
  // stored in `location`, with the given length (-1: no length entry).
  std::string withExternalWeight(const std::string& location, long long length, long long offset = 0) {
    auto p = readProto(kOnnxSamples + "bn_relu_maxpool.onnx");
    auto* g = p.mutable_graph();
    auto* t = g->add_initializer();
    t->set_name("onnx::Conv_12");
    t->set_data_type(::onnx::TensorProto_DataType_FLOAT);
    for (auto d : {64, 3, 7, 7}) t->add_dims(d);
    t->set_data_location(::onnx::TensorProto_DataLocation_EXTERNAL);
    auto* e = t->add_external_data();
    e->set_key("location");
    e->set_value(location);
    if (offset) {
      e = t->add_external_data();
      e->set_key("offset");
      e->set_value(std::to_string(offset));
    }
    if (length >= 0) {
      e = t->add_external_data();
      e->set_key("length");
      e->set_value(std::to_string(length));
    }
    const auto path = root_ / "model" / "m.onnx";
    writeFile(path, p.SerializeAsString());
    return path.string();
  }
  static constexpr long long kWeightBytes = 64 * 3 * 7 * 7 * 4;

  std::string errorOf(const std::string& path) {
    try {
      fo::loadOnnxModel(path);
    } catch (const InputError& e) {
      EXPECT_EQ(e.file(), path);
      return e.message();
    }
    ADD_FAILURE() << path << " loaded";
    return "";
  }

  sfs::path root_;
};

TEST(OnnxModel, EverySampleLoadsCheckedAndShaped) {
  // node counts and inputs as torch.onnx.export wrote them (weights are inputs:
  // export_params=False)
  const std::map<std::string, std::pair<std::size_t, std::size_t>> expect = {
      {"add_relu", {3, 1}},         {"bn_relu_maxpool", {3, 3}}, {"gelu_tanh", {13, 1}},
      {"gpt2_eval", {171, 15}},     {"layernorm_manual", {12, 3}}, {"linear_gelu", {14, 3}},
      {"resnet50_eval", {169, 62}}, {"softmax_attn", {6, 3}}};
  for (const auto& [name, counts] : expect) {
    auto m = fo::loadOnnxModel(kOnnxSamples + name + ".onnx");
    EXPECT_EQ(m.opset, 17) << name;
    EXPECT_EQ(m.irVersion, 8) << name;
    EXPECT_EQ(m.producer, "pytorch 2.11.0") << name;
    EXPECT_EQ(m.nodes.size(), counts.first) << name;
    EXPECT_EQ(m.inputs.size(), counts.second) << name;
    EXPECT_TRUE(m.warnings.empty()) << name << ": " << (m.warnings.empty() ? "" : m.warnings[0].what);
    // every node output has an inferred type and shape (the export has no value_info)
    for (const auto& n : m.nodes)
      for (const auto& o : n.outputs) {
        ASSERT_TRUE(m.values.count(o)) << name << " " << n.where() << " " << o;
        EXPECT_TRUE(m.values.at(o).hasShape) << name << " " << n.where();
      }
  }
}

TEST(OnnxModel, ShapeInferenceFillsIntermediates) {
  auto m = fo::loadOnnxModel(kOnnxSamples + "softmax_attn.onnx");
  std::vector<std::string> ops, shapes;
  for (const auto& n : m.nodes) {
    ops.push_back(n.opType);
    shapes.push_back(shapeOf(m.values.at(n.outputs.at(0))));
  }
  EXPECT_EQ(ops, (std::vector<std::string>{"Transpose", "MatMul", "Constant", "Div", "Softmax", "MatMul"}));
  EXPECT_EQ(shapes, (std::vector<std::string>{"float32[4,12,64,512]", "float32[4,12,512,512]", "float32[]",
                                              "float32[4,12,512,512]", "float32[4,12,512,512]",
                                              "float32[4,12,512,64]"}));
  EXPECT_EQ(m.nodes[0].attributes.at("perm").ints, (std::vector<std::int64_t>{0, 1, 3, 2}));
  EXPECT_EQ(m.nodes[4].attributes.at("axis").i, -1);
  EXPECT_EQ(m.nodes[0].where(), "node #1 '" + m.nodes[0].name + "' (Transpose)");

  auto bn = fo::loadOnnxModel(kOnnxSamples + "bn_relu_maxpool.onnx");
  EXPECT_EQ(shapeOf(bn.values.at(bn.nodes[0].outputs[0])), "float32[2,64,112,112]");  // Conv 7x7/2, pad 3
  EXPECT_EQ(shapeOf(bn.values.at(bn.outputs.at(0).name)), "float32[2,64,56,56]");     // MaxPool 3x3/2, pad 1
  EXPECT_EQ(bn.nodes[2].attributes.at("kernel_shape").ints, (std::vector<std::int64_t>{3, 3}));
}

TEST_F(OnnxScratch, ExternalDataInsideTheFolderLoads) {
  writeFile(root_ / "model" / "weights.bin", std::string(kWeightBytes + 16, '\0'));
  auto m = fo::loadOnnxModel(withExternalWeight("weights.bin", kWeightBytes, 16));
  ASSERT_EQ(m.initializers.size(), 1u);
  EXPECT_TRUE(m.initializers[0].external);
  EXPECT_EQ(m.initializers[0].location, "weights.bin");
  EXPECT_EQ(m.initializers[0].offset, 16);
  EXPECT_EQ(m.inputs.size(), 2u) << "the initializer is no longer a model input";
  EXPECT_EQ(shapeOf(m.values.at("onnx::Conv_12")), "float32[64,3,7,7]");
  // in a subfolder too
  sfs::create_directories(root_ / "model" / "data");
  writeFile(root_ / "model" / "data" / "w.bin", std::string(kWeightBytes, '\0'));
  EXPECT_NO_THROW(fo::loadOnnxModel(withExternalWeight("data/w.bin", -1)));
}

TEST_F(OnnxScratch, ExternalDataOutsideTheFolderIsRefused) {
  writeFile(root_ / "secret.bin", std::string(kWeightBytes, '\0'));
  const std::string secret = (root_ / "secret.bin").string();
  auto refused = [&](const std::string& location, const std::string& why) {
    const std::string msg = errorOf(withExternalWeight(location, kWeightBytes));
    EXPECT_NE(msg.find("external data of tensor 'onnx::Conv_12': location '" + location + "' " + why), std::string::npos)
        << location << ": " << msg;
  };
  refused(secret, "is an absolute path");
  refused("../secret.bin", "leaves the model's folder ('..')");
  refused("data/../../secret.bin", "leaves the model's folder ('..')");
  // a symlink in the folder that points out of it
  sfs::create_symlink(secret, root_ / "model" / "link.bin");
  refused("link.bin", "resolves outside the model's folder (through a symlink)");
  sfs::create_directory_symlink(root_, root_ / "model" / "up");
  refused("up/secret.bin", "resolves outside the model's folder (through a symlink)");
  refused("missing.bin", "does not exist beside the model");
  // a symlink that stays inside is fine
  writeFile(root_ / "model" / "real.bin", std::string(kWeightBytes, '\0'));
  sfs::create_symlink(root_ / "model" / "real.bin", root_ / "model" / "inside.bin");
  EXPECT_NO_THROW(fo::loadOnnxModel(withExternalWeight("inside.bin", kWeightBytes)));
}

TEST_F(OnnxScratch, ExternalDataOfTheWrongSizeIsRefused) {
  writeFile(root_ / "model" / "w.bin", std::string(kWeightBytes, '\0'));
  std::string msg = errorOf(withExternalWeight("w.bin", kWeightBytes - 4));
  EXPECT_NE(msg.find("length 37628 bytes, but its dims and type need 37632"), std::string::npos) << msg;
  msg = errorOf(withExternalWeight("w.bin", kWeightBytes, 8));
  EXPECT_NE(msg.find("bytes 8..37640 lie past the end of 'w.bin' (37632 bytes)"), std::string::npos) << msg;
  msg = errorOf(withExternalWeight("w.bin", -1, 4));  // no length: the dims' size
  EXPECT_NE(msg.find("lie past the end"), std::string::npos) << msg;
}

TEST_F(OnnxScratch, MalformedFilesGetOneLocatedError) {
  const auto dir = root_ / "model";
  writeFile(dir / "text.onnx", "graph { node { op_type: 'Relu' } }\n");
  EXPECT_NE(errorOf((dir / "text.onnx").string()).find("is not an ONNX model"), std::string::npos);
  writeFile(dir / "empty.onnx", "");
  EXPECT_NE(errorOf((dir / "empty.onnx").string()).find("is not an ONNX model"), std::string::npos);
  std::ifstream in(kOnnxSamples + "resnet50_eval.onnx", std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), {});
  writeFile(dir / "cut.onnx", bytes.substr(0, bytes.size() / 2));
  EXPECT_NE(errorOf((dir / "cut.onnx").string()).find("is not an ONNX model"), std::string::npos);
  EXPECT_EQ(errorOf((dir / "none.onnx").string()), "no such file");
  EXPECT_NE(errorOf(dir.string()).find("is a folder"), std::string::npos);

  // an op the default domain does not have: the checker says so
  auto p = readProto(kOnnxSamples + "add_relu.onnx");
  p.mutable_graph()->mutable_node(2)->set_op_type("Rleu");
  writeFile(dir / "typo.onnx", p.SerializeAsString());
  const std::string msg = errorOf((dir / "typo.onnx").string());
  EXPECT_NE(msg.find("fails the ONNX checker"), std::string::npos) << msg;
  EXPECT_NE(msg.find("Rleu"), std::string::npos) << msg;
}

TEST_F(OnnxScratch, WindowAttributesBelowOneAreRefusedBeforeShapeInference) {
  // found by fuzz_onnx: ONNX 1.12's conv/pool shape inference divides by the stride
  // (SIGFPE); the checker lets a stride of 0 through
  for (const char* name : {"strides", "kernel_shape", "dilations"}) {
    auto p = readProto(kOnnxSamples + "bn_relu_maxpool.onnx");
    auto* pool = p.mutable_graph()->mutable_node(2);
    bool found = false;
    for (auto& a : *pool->mutable_attribute())
      if (a.name() == name) {
        a.set_ints(0, 0);
        found = true;
      }
    if (!found) {
      auto* a = pool->add_attribute();
      a->set_name(name);
      a->set_type(::onnx::AttributeProto_AttributeType_INTS);
      a->add_ints(0);
      a->add_ints(1);
    }
    const auto path = root_ / "model" / (std::string(name) + ".onnx");
    writeFile(path, p.SerializeAsString());
    EXPECT_EQ(errorOf(path.string()), "node #3 '/3/MaxPool' (MaxPool): attribute '" + std::string(name) +
                                          "' has 0: every entry must be at least 1");
  }
}

TEST_F(OnnxScratch, AnOpOfAnotherDomainIsAWarningOnItsNode) {
  // a custom-domain op: the checker cannot judge it, shape inference cannot type it;
  // the model loads and the node is named in a warning
  auto p = readProto(kOnnxSamples + "add_relu.onnx");
  auto* n = p.mutable_graph()->mutable_node(1);  // the Add, whose output feeds the Relu
  n->set_op_type("FancyAdd");
  n->set_domain("com.example");
  n->set_name("my_add");
  auto* o = p.add_opset_import();
  o->set_domain("com.example");
  o->set_version(1);
  const auto path = root_ / "model" / "custom.onnx";
  writeFile(path, p.SerializeAsString());
  auto m = fo::loadOnnxModel(path.string());
  ASSERT_EQ(m.nodes.size(), 3u);
  EXPECT_EQ(m.opsets.at("com.example"), 1);
  ASSERT_EQ(m.warnings.size(), 1u);
  EXPECT_EQ(m.warnings[0].where, "node #2 'my_add' (com.example.FancyAdd)");
  EXPECT_NE(m.warnings[0].what.find("no type"), std::string::npos) << m.warnings[0].what;
}

TEST(OnnxModel, ElementTypes) {
  EXPECT_EQ(fo::elemTypeName(1), "float32");
  EXPECT_EQ(fo::elemTypeName(10), "float16");
  EXPECT_EQ(fo::elemTypeName(16), "bfloat16");
  EXPECT_EQ(fo::elemTypeName(7), "int64");
  EXPECT_EQ(fo::elemTypeName(9), "bool");
  EXPECT_EQ(fo::elemTypeName(99), "");
  EXPECT_EQ(fo::elemTypeBytes(1), 4);
  EXPECT_EQ(fo::elemTypeBytes(10), 2);
  EXPECT_EQ(fo::elemTypeBytes(16), 2);
  EXPECT_EQ(fo::elemTypeBytes(7), 8);
  EXPECT_EQ(fo::elemTypeBytes(9), 1);
  EXPECT_EQ(fo::elemTypeBytes(8), 0);  // string
}


// Today's exporters (torch 2.11's torch.onnx.export, dynamo) write IR 10, opset 20: the
// zoo3-dev exports load, with the axes and scalars they write as initializers kept as
// values; a newer IR or opset than the library defines is one named error.
TEST(OnnxModel, TodaysExportsLoadWithTheirInitializerValues) {
  const auto m = fo::loadOnnxModel(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo3/gemma2/model.onnx");
  EXPECT_EQ(m.irVersion, 10);
  EXPECT_EQ(m.opset, 20);
  EXPECT_TRUE(m.warnings.empty()) << m.warnings.front().where << ": " << m.warnings.front().what;
  // ReduceMean's axes: an int64 initializer of one element (gemma2's RMSNorm over the last dim)
  std::string axesName;
  for (const auto& n : m.nodes)
    if (n.opType == "ReduceMean") {
      axesName = n.inputs.at(1);
      break;
    }
  ASSERT_FALSE(axesName.empty());
  const fo::Initializer* axes = nullptr;
  for (const auto& i : m.initializers)
    if (i.info.name == axesName) axes = &i;
  ASSERT_NE(axes, nullptr);
  EXPECT_EQ(axes->values, std::vector<double>{-1});
  // large initializers (weights) keep no values
  for (const auto& i : m.initializers)
    if (i.info.numel() > fo::kMaxInitializerValues) {
      EXPECT_TRUE(i.values.empty()) << i.info.name;
    }
}

TEST_F(OnnxScratch, ANewerIrOrOpsetThanTheLibraryIsOneNamedError) {
  auto p = readProto(kOnnxSamples + "add_relu.onnx");
  p.set_ir_version(fo::kMaxIrVersion + 1);
  auto path = root_ / "model" / "ir13.onnx";
  writeFile(path, p.SerializeAsString());
  EXPECT_EQ(errorOf(path.string()), "has IR version 13, newer than this build reads (IR 3 to 12, ONNX 1.19)");
  p = readProto(kOnnxSamples + "add_relu.onnx");
  p.mutable_opset_import(0)->set_version(fo::kMaxOpset + 1);
  path = root_ / "model" / "opset25.onnx";
  writeFile(path, p.SerializeAsString());
  EXPECT_EQ(errorOf(path.string()), "imports opset 25 of ai.onnx, newer than this build reads (opsets 7 to 24, ONNX 1.19)");
  // the bounds are the library's own
  EXPECT_EQ(fo::kMaxIrVersion, static_cast<std::int64_t>(::onnx::IR_VERSION));
}

}  // namespace
