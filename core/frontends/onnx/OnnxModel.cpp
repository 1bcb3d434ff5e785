#include "core/frontends/onnx/OnnxModel.h"

#include <onnx/checker.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <system_error>

#include "core/util/Error.h"

namespace fs::onnx {

namespace sfs = std::filesystem;

std::int64_t ValueInfo::numel() const {
  if (!hasShape) return -1;
  std::int64_t n = 1;
  for (const auto& d : shape) {
    if (!d.known()) return -1;
    if (d.value != 0 && n > (std::int64_t{1} << 62) / d.value) return -1;  // no overflow
    n *= d.value;
  }
  return n;
}

std::string Node::where() const {
  return "node #" + std::to_string(index + 1) + (name.empty() ? "" : " '" + name + "'") + " (" +
         (domain.empty() || domain == "ai.onnx" ? "" : domain + ".") + opType + ")";
}

int elemTypeBytes(int t) {
  using T = ::onnx::TensorProto_DataType;
  switch (t) {
    case T::TensorProto_DataType_FLOAT: case T::TensorProto_DataType_INT32: case T::TensorProto_DataType_UINT32: return 4;
    case T::TensorProto_DataType_DOUBLE: case T::TensorProto_DataType_INT64: case T::TensorProto_DataType_UINT64:
    case T::TensorProto_DataType_COMPLEX64: return 8;
    case T::TensorProto_DataType_COMPLEX128: return 16;
    case T::TensorProto_DataType_FLOAT16: case T::TensorProto_DataType_BFLOAT16: case T::TensorProto_DataType_INT16:
    case T::TensorProto_DataType_UINT16: return 2;
    case T::TensorProto_DataType_INT8: case T::TensorProto_DataType_UINT8: case T::TensorProto_DataType_BOOL: return 1;
    default: return 0;
  }
}

std::string elemTypeName(int t) {
  using T = ::onnx::TensorProto_DataType;
  switch (t) {
    case T::TensorProto_DataType_FLOAT: return "float32";
    case T::TensorProto_DataType_DOUBLE: return "float64";
    case T::TensorProto_DataType_FLOAT16: return "float16";
    case T::TensorProto_DataType_BFLOAT16: return "bfloat16";
    case T::TensorProto_DataType_INT8: return "int8";
    case T::TensorProto_DataType_UINT8: return "uint8";
    case T::TensorProto_DataType_INT16: return "int16";
    case T::TensorProto_DataType_UINT16: return "uint16";
    case T::TensorProto_DataType_INT32: return "int32";
    case T::TensorProto_DataType_UINT32: return "uint32";
    case T::TensorProto_DataType_INT64: return "int64";
    case T::TensorProto_DataType_UINT64: return "uint64";
    case T::TensorProto_DataType_BOOL: return "bool";
    case T::TensorProto_DataType_STRING: return "string";
    case T::TensorProto_DataType_COMPLEX64: return "complex64";
    case T::TensorProto_DataType_COMPLEX128: return "complex128";
    default: return "";
  }
}

std::string resolveExternalData(const std::string& modelPath, const std::string& modelDir, const std::string& tensor,
                                const std::string& location) {
  auto fail = [&](const std::string& why) {
    throw InputError(modelPath, 0, "external data of tensor '" + tensor + "': location '" + location + "' " + why);
  };
  if (location.empty()) fail("is empty");
  const sfs::path rel(location);
  if (rel.is_absolute() || rel.has_root_name() || rel.has_root_directory() || location.front() == '/' ||
      location.front() == '\\')
    fail("is an absolute path (only paths inside the model's folder are read)");
  for (const auto& part : rel)
    if (part == "..") fail("leaves the model's folder ('..')");
  std::error_code ec;
  const sfs::path dir = sfs::weakly_canonical(modelDir.empty() ? sfs::path(".") : sfs::path(modelDir), ec);
  const sfs::path full = dir / rel;
  if (!sfs::exists(full, ec)) fail("does not exist beside the model");
  const sfs::path real = sfs::canonical(full, ec);
  if (ec) fail("cannot be resolved: " + ec.message());
  // inside the folder after every symlink is followed
  auto d = dir.begin();
  auto r = real.begin();
  for (; d != dir.end(); ++d, ++r)
    if (r == real.end() || *d != *r) fail("resolves outside the model's folder (through a symlink) to " + real.string());
  if (!sfs::is_regular_file(real, ec)) fail("is not a regular file");
  return real.string();
}

namespace {

// ONNX's shape inference in error mode 1 throws one message for all nodes (onnx 1.12,
// shape_inference/implementation.cc): "... Inference error(s): (op_type:Reshape, node name:
// /m/Reshape): [ShapeInferenceError] why\n(op_type:...": each node's reason by its name
// ("#<op_type>" for an unnamed node, kept only when one unnamed node of that op failed).
std::map<std::string, std::string> shapeInferenceErrorsByNode(const std::string& text) {
  std::map<std::string, std::string> out;
  std::set<std::string> ambiguous;
  std::size_t at = 0;
  while ((at = text.find("(op_type:", at)) != std::string::npos) {
    const std::size_t close = text.find("): ", at);
    if (close == std::string::npos) break;
    const std::string head = text.substr(at + 9, close - at - 9);  // "Reshape, node name: /m/Reshape"
    std::size_t end = text.find("\n(op_type:", close);
    if (end == std::string::npos) end = text.find('\n', close);
    std::string why = text.substr(close + 3, end == std::string::npos ? std::string::npos : end - close - 3);
    while (!why.empty() && (why.back() == '\n' || why.back() == ' ')) why.pop_back();
    const std::size_t named = head.find(", node name: ");
    std::string key = named == std::string::npos ? "#" + head : head.substr(named + 13);
    if (named == std::string::npos && out.count(key)) ambiguous.insert(key);
    out.emplace(key, why);
    at = close;
  }
  for (const auto& k : ambiguous) out.erase(k);
  return out;
}

ValueInfo valueOf(const std::string& name, const ::onnx::TypeProto& type) {
  ValueInfo v;
  v.name = name;
  if (!type.has_tensor_type()) return v;
  const auto& t = type.tensor_type();
  v.elemType = t.elem_type();
  v.dtype = elemTypeName(v.elemType);
  if (t.has_shape()) {
    v.hasShape = true;
    for (const auto& d : t.shape().dim()) {
      Dim dim;
      if (d.has_dim_value()) dim.value = d.dim_value();
      else if (d.has_dim_param()) dim.symbol = d.dim_param();
      v.shape.push_back(dim);
    }
  }
  return v;
}

ValueInfo valueOfTensor(const ::onnx::TensorProto& t) {
  ValueInfo v;
  v.name = t.name();
  v.elemType = t.data_type();
  v.dtype = elemTypeName(v.elemType);
  v.hasShape = true;
  for (auto d : t.dims()) v.shape.push_back(Dim{d, {}});
  return v;
}

// The values of a tensor stored in the file (raw_data or the typed fields) of `n`
// elements, widened to double; empty when stored outside, of another count, or of a
// type not read here (float16/bfloat16 raw data, strings).
std::vector<double> tensorValuesOf(const ::onnx::TensorProto& t, std::int64_t n) {
  std::vector<double> out;
  using T = ::onnx::TensorProto_DataType;
  if (t.data_location() == ::onnx::TensorProto_DataLocation_EXTERNAL) return out;
  const std::string& raw = t.raw_data();
  auto fromRaw = [&](auto sample) {
    using V = decltype(sample);
    if (raw.size() != static_cast<std::size_t>(n) * sizeof(V)) return;
    for (std::int64_t k = 0; k < n; ++k) {
      V v;
      std::memcpy(&v, raw.data() + k * sizeof(V), sizeof(V));
      out.push_back(static_cast<double>(v));
    }
  };
  if (!raw.empty() && elemTypeBytes(t.data_type()) > 0) {
    switch (t.data_type()) {
      case T::TensorProto_DataType_FLOAT: fromRaw(float{}); break;
      case T::TensorProto_DataType_DOUBLE: fromRaw(double{}); break;
      case T::TensorProto_DataType_INT64: fromRaw(std::int64_t{}); break;
      case T::TensorProto_DataType_INT32: fromRaw(std::int32_t{}); break;
      case T::TensorProto_DataType_BOOL: case T::TensorProto_DataType_UINT8: fromRaw(std::uint8_t{}); break;
      default: break;
    }
  } else if (t.float_data_size() == n) {
    out.assign(t.float_data().begin(), t.float_data().end());
  } else if (t.int64_data_size() == n) {
    for (auto v : t.int64_data()) out.push_back(static_cast<double>(v));
  } else if (t.int32_data_size() == n) {
    for (auto v : t.int32_data()) out.push_back(static_cast<double>(v));
  } else if (t.double_data_size() == n) {
    out.assign(t.double_data().begin(), t.double_data().end());
  }
  return out;
}

// `valueBudget`: values the model may still keep (kMaxModelAttributeValues in all), so a
// hostile file of many constants cannot make the doubles outgrow its bytes eightfold.
Attribute attributeOf(const ::onnx::AttributeProto& a, std::int64_t& valueBudget) {
  Attribute out;
  out.kind = a.type();
  out.i = a.i();
  out.f = a.f();
  out.s = a.s();
  out.ints.assign(a.ints().begin(), a.ints().end());
  out.floats.assign(a.floats().begin(), a.floats().end());
  out.strings.assign(a.strings().begin(), a.strings().end());
  if (a.has_t()) {
    const auto& t = a.t();
    out.tensorType = t.data_type();
    out.tensorDims.assign(t.dims().begin(), t.dims().end());
    std::int64_t n = 1;
    for (auto d : t.dims()) n = d < 0 || d > kMaxAttributeTensorValues || n * d > kMaxAttributeTensorValues ? -1 : n * d;
    if (n > valueBudget) n = -1;
    if (n > 0) valueBudget -= n;
    if (n >= 0) out.tensorValues = tensorValuesOf(t, n);
  }
  return out;
}

std::string readWhole(const std::string& path) {
  std::error_code ec;
  if (!sfs::exists(path, ec)) throw InputError(path, 0, "no such file");
  if (sfs::is_directory(path, ec)) throw InputError(path, 0, "is a folder, expected an .onnx file");
  const auto size = sfs::file_size(path, ec);
  if (ec) throw InputError(path, 0, "cannot read its size: " + ec.message());
  if (size > static_cast<std::uintmax_t>(kMaxModelBytes))
    throw InputError(path, 0, "is " + std::to_string(size >> 20) + " MiB; an ONNX file holds at most 2 GiB (larger "
                              "models keep their weights as external data)");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, "cannot be opened");
  std::string bytes(static_cast<std::size_t>(size), '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(size));
  if (static_cast<std::uintmax_t>(in.gcount()) != size) throw InputError(path, 0, "could not be read whole");
  return bytes;
}

// Attribute values that ONNX 1.12's shape inference divides by or sizes windows with
// (convPoolShapeInference: a stride of 0 is a division by zero, found by fuzz_onnx):
// refused before it runs, in every graph of the model (subgraphs too).
void checkWindowAttributes(const std::string& path, const ::onnx::GraphProto& g, const std::string& scope, int depth) {
  if (depth > 64) throw InputError(path, 0, "subgraphs nested more than 64 deep");
  int index = 0;
  for (const auto& n : g.node()) {
    const std::string where = scope + "node #" + std::to_string(++index) + (n.name().empty() ? "" : " '" + n.name() + "'") +
                              " (" + n.op_type() + ")";
    for (const auto& a : n.attribute()) {
      if (a.name() == "strides" || a.name() == "dilations" || a.name() == "kernel_shape")
        for (auto v : a.ints())
          if (v < 1)
            throw InputError(path, 0, where + ": attribute '" + a.name() + "' has " + std::to_string(v) +
                                          ": every entry must be at least 1");
      if (a.has_g()) checkWindowAttributes(path, a.g(), where + " attribute '" + a.name() + "': ", depth + 1);
      for (const auto& sg : a.graphs()) checkWindowAttributes(path, sg, where + " attribute '" + a.name() + "': ", depth + 1);
    }
  }
}

}  // namespace

Model loadOnnxModel(const std::string& path, const DimValues& dims) { return parseOnnxModel(readWhole(path), path, dims); }

namespace {
std::set<std::string> initNamesOf(const ::onnx::ModelProto& proto) {
  std::set<std::string> out;
  for (const auto& t : proto.graph().initializer()) out.insert(t.name());
  return out;
}
}  // namespace

namespace {
// An initializer of the model: its type and shape, its values where they are few enough,
// and where external data lies (checked against the file: offset, length, type's size).
// Throws fs::InputError (at `path`) for external data that is malformed or out of its file.
Initializer readInitializer(const ::onnx::TensorProto& t, const std::string& path, const std::string& dir) {
  Initializer init;
  init.info = valueOfTensor(t);
  if (const auto n = init.info.numel(); n >= 0 && n <= kMaxInitializerValues) init.values = tensorValuesOf(t, n);
  if (t.data_location() == ::onnx::TensorProto_DataLocation_EXTERNAL) {
    init.external = true;
    for (const auto& e : t.external_data()) {
      try {
        if (e.key() == "location") init.location = e.value();
        else if (e.key() == "offset") init.offset = std::stoll(e.value());
        else if (e.key() == "length") init.length = std::stoll(e.value());
      } catch (const std::exception&) {
        throw InputError(path, 0, "external data of tensor '" + t.name() + "': " + e.key() + " '" + e.value() +
                                      "' is not a number");
      }
    }
    if (init.offset < 0) throw InputError(path, 0, "external data of tensor '" + t.name() + "': negative offset");
    const std::string file = resolveExternalData(path, dir, t.name(), init.location);
    std::error_code ec;
    const auto fileSize = static_cast<std::int64_t>(sfs::file_size(file, ec));
    const std::int64_t n = init.info.numel(), eb = elemTypeBytes(init.info.elemType);
    const std::int64_t want = n >= 0 && eb > 0 ? n * eb : -1;
    if (init.length >= 0 && want >= 0 && init.length != want)
      throw InputError(path, 0, "external data of tensor '" + t.name() + "': length " + std::to_string(init.length) +
                                    " bytes, but its dims and type need " + std::to_string(want));
    const std::int64_t len = init.length >= 0 ? init.length : want;
    if (len >= 0 && (init.offset > fileSize || len > fileSize - init.offset))
      throw InputError(path, 0, "external data of tensor '" + t.name() + "': bytes " + std::to_string(init.offset) +
                                    ".." + std::to_string(init.offset + len) + " lie past the end of '" +
                                    init.location + "' (" + std::to_string(fileSize) + " bytes)");
  }
  return init;
}

// The model's header: IR version, producer, opsets. Throws fs::InputError (at `path`) for a
// model without the default domain's opset or newer than this build reads; an opset
// older than the lowering was written for is a warning.
void readModelHeader(const ::onnx::ModelProto& proto, const std::string& path, Model& m) {
  m.path = path;
  m.irVersion = proto.ir_version();
  m.producer = proto.producer_name() + (proto.producer_version().empty() ? "" : " " + proto.producer_version());
  m.graphName = proto.graph().name();
  m.opset = -1;
  for (const auto& o : proto.opset_import()) {
    m.opsets[o.domain()] = o.version();
    if (o.domain().empty() || o.domain() == "ai.onnx") m.opset = static_cast<int>(o.version());
  }
  if (m.opset < 0) throw InputError(path, 0, "imports no opset of the default domain (ai.onnx)");
  if (m.irVersion > kMaxIrVersion)
    throw InputError(path, 0, "has IR version " + std::to_string(m.irVersion) + ", newer than this build reads (IR 3 to " +
                                  std::to_string(kMaxIrVersion) + ", ONNX 1.19)");
  if (m.opset > kMaxOpset)
    throw InputError(path, 0, "imports opset " + std::to_string(m.opset) + " of ai.onnx, newer than this build reads (opsets " +
                                  std::to_string(kMinOpset) + " to " + std::to_string(kMaxOpset) + ", ONNX 1.19)");
  if (m.opset < kMinOpset)
    m.warnings.push_back({"model", "opset " + std::to_string(m.opset) + " is older than the opsets " +
                                       std::to_string(kMinOpset) + "-" + std::to_string(kMaxOpset) +
                                       " the lowering was written for"});
}
}  // namespace

Model parseOnnxModel(const std::string& bytes, const std::string& path, const DimValues& dims) {
  if (static_cast<std::int64_t>(bytes.size()) > kMaxModelBytes) throw InputError(path, 0, "is larger than 2 GiB");
  ::onnx::ModelProto proto;
  if (bytes.empty() || !proto.ParseFromString(bytes))
    throw InputError(path, 0, "is not an ONNX model (the protobuf ModelProto does not parse)");
  if (!proto.has_graph()) throw InputError(path, 0, "is not an ONNX model (it has no graph)");

  Model m;
  readModelHeader(proto, path, m);

  // External data: validated here, then hidden from the checker (see the header).
  const std::string dir = sfs::path(path).parent_path().string();
  ::onnx::ModelProto checked = proto;
  auto* g = checked.mutable_graph();
  std::set<std::string> inputNames;
  for (const auto& i : g->input()) inputNames.insert(i.name());
  for (const auto& t : proto.graph().initializer()) m.initializers.push_back(readInitializer(t, path, dir));
  if (std::any_of(m.initializers.begin(), m.initializers.end(), [](const Initializer& i) { return i.external; })) {
    g->clear_initializer();
    for (const auto& t : proto.graph().initializer()) {
      if (t.data_location() != ::onnx::TensorProto_DataLocation_EXTERNAL) {
        *g->add_initializer() = t;
        continue;
      }
      if (inputNames.count(t.name())) continue;
      auto* in = g->add_input();
      in->set_name(t.name());
      auto* tt = in->mutable_type()->mutable_tensor_type();
      tt->set_elem_type(t.data_type());
      for (auto d : t.dims()) tt->mutable_shape()->add_dim()->set_dim_value(d);
    }
  }

  // symbolic dimensions of the inputs and outputs: the sizes given, before inference
  for (const auto& [name, v] : dims)
    if (v < 1) throw InputError(path, 0, "the size of symbolic dimension '" + name + "' must be at least 1");
  std::set<std::string> unbound;
  const std::set<std::string> inits = initNamesOf(proto);
  auto bind = [&](::onnx::ValueInfoProto& v, bool isInput) {
    if (!v.has_type() || !v.type().has_tensor_type() || !v.type().tensor_type().has_shape()) return;
    for (auto& d : *v.mutable_type()->mutable_tensor_type()->mutable_shape()->mutable_dim()) {
      if (!d.has_dim_param()) continue;
      const std::string sym = d.dim_param();
      if (auto it = dims.find(sym); it != dims.end()) {
        d.set_dim_value(it->second);  // clears dim_param (a oneof)
        m.boundDims[sym] = it->second;
      } else if (isInput && !inits.count(v.name())) {
        unbound.insert(sym);
      }
    }
  };
  for (auto& v : *g->mutable_input()) bind(v, true);
  for (auto& v : *g->mutable_output()) bind(v, false);
  m.unboundDims.assign(unbound.begin(), unbound.end());

  checkWindowAttributes(path, checked.graph(), "", 0);
  try {
    ::onnx::checker::check_model(checked);
  } catch (const std::exception& e) {
    throw InputError(path, 0, std::string("fails the ONNX checker: ") + e.what());
  }
  // Data propagation (the values of shape arithmetic, for Reshape and Expand targets) only
  // where the graph computes shapes (a Shape or Size node): ONNX 1.19 propagates the
  // values of any 1-D elementwise op, dimension by dimension, so a 1-D input of a million
  // elements took 13 s and 10.8 GB (samples/onnx/gelu_tanh.onnx) with nothing to gain.
  bool computesShapes = false;
  for (const auto& n : checked.graph().node())
    if ((n.op_type() == "Shape" || n.op_type() == "Size") && (n.domain().empty() || n.domain() == "ai.onnx"))
      computesShapes = true;
  // error_mode 0: a node that inference cannot type is skipped and the rest is typed
  try {
    ::onnx::ShapeInferenceOptions options(/*check_type=*/true, /*error_mode=*/0, /*data_prop=*/computesShapes);
    ::onnx::shape_inference::InferShapes(checked, ::onnx::OpSchemaRegistry::Instance(), options);
  } catch (const std::exception& e) {
    m.warnings.push_back({"model", std::string("shape inference stopped: ") + e.what()});
  }
  // Why a node was not typed: only error_mode 1 says it (every node's error in one
  // exception), so inference runs again, on a copy of the inferred model (a node that
  // failed fails again), only when some node output is untyped.
  std::map<std::string, std::string> whyUntyped;  // node name (or "#op_type" if unnamed) -> ONNX's reason
  auto inferenceReasons = [&] {
    ::onnx::ModelProto again = checked;
    try {
      ::onnx::ShapeInferenceOptions options(/*check_type=*/true, /*error_mode=*/1, /*data_prop=*/computesShapes);
      ::onnx::shape_inference::InferShapes(again, ::onnx::OpSchemaRegistry::Instance(), options);
    } catch (const std::exception& e) {
      whyUntyped = shapeInferenceErrorsByNode(e.what());
    }
  };

  const auto& cg = checked.graph();
  std::set<std::string> initNames;
  for (const auto& i : m.initializers) initNames.insert(i.info.name);
  for (const auto& i : m.initializers) m.values[i.info.name] = i.info;
  for (const auto& v : cg.input()) {
    ValueInfo vi = valueOf(v.name(), v.type());
    m.values[v.name()] = vi;
    if (!initNames.count(v.name())) m.inputs.push_back(vi);
  }
  for (const auto& v : cg.value_info()) m.values[v.name()] = valueOf(v.name(), v.type());
  for (const auto& v : cg.output()) {
    ValueInfo vi = valueOf(v.name(), v.type());
    auto it = m.values.find(v.name());
    if (!vi.hasShape && it != m.values.end()) vi = it->second;  // the inferred type
    m.values[v.name()] = vi;
    m.outputs.push_back(vi);
  }
  int index = 0;
  bool inferredAgain = false;
  std::int64_t valueBudget = kMaxModelAttributeValues;
  for (const auto& n : cg.node()) {
    Node node;
    node.index = index++;
    node.name = n.name();
    node.opType = n.op_type();
    node.domain = n.domain();
    node.inputs.assign(n.input().begin(), n.input().end());
    node.outputs.assign(n.output().begin(), n.output().end());
    for (const auto& a : n.attribute()) node.attributes[a.name()] = attributeOf(a, valueBudget);
    for (const auto& o : node.outputs) {
      if (o.empty()) continue;
      auto it = m.values.find(o);
      if (it == m.values.end() || !it->second.hasShape || it->second.dtype.empty()) {
        if (!inferredAgain) inferenceReasons(), inferredAgain = true;
        auto why = whyUntyped.find(node.name.empty() ? "#" + node.opType : node.name);
        m.warnings.push_back({node.where(), "shape inference gave output '" + o + "' no " +
                                                (it == m.values.end() || it->second.dtype.empty() ? "type" : "shape") +
                                                (why != whyUntyped.end() ? ": " + why->second : "")});
      }
    }
    m.nodes.push_back(std::move(node));
  }
  return m;
}

TensorData readTensorFile(const std::string& path) {
  const std::string bytes = readWhole(path);
  ::onnx::TensorProto t;
  if (!t.ParseFromString(bytes)) throw InputError(path, 0, "is not a serialized ONNX TensorProto");
  TensorData out;
  out.name = t.name();
  out.elemType = t.data_type();
  out.dims.assign(t.dims().begin(), t.dims().end());
  std::int64_t n = 1;
  for (auto d : out.dims) {
    if (d < 0 || (d > 0 && n > (std::int64_t{1} << 40) / d)) throw InputError(path, 0, "dims out of range");
    n *= d;
  }
  using T = ::onnx::TensorProto_DataType;
  const std::string& raw = t.raw_data();
  auto fromRaw = [&](auto sample) {
    using V = decltype(sample);
    if (raw.size() != static_cast<std::size_t>(n) * sizeof(V))
      throw InputError(path, 0, "holds " + std::to_string(raw.size()) + " bytes for " + std::to_string(n) + " elements");
    out.values.resize(static_cast<std::size_t>(n));
    for (std::int64_t k = 0; k < n; ++k) {
      V v;
      std::memcpy(&v, raw.data() + k * sizeof(V), sizeof(V));
      out.values[static_cast<std::size_t>(k)] = static_cast<double>(v);
    }
  };
  auto half = [](std::uint16_t h) {
    const std::uint32_t sign = (h >> 15) & 1, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
    double v = exp == 0 ? std::ldexp(static_cast<double>(man), -24)
               : exp == 31 ? (man ? std::nan("") : INFINITY)
                           : std::ldexp(static_cast<double>(man | 0x400), static_cast<int>(exp) - 25);
    return sign ? -v : v;
  };
  if (!raw.empty()) {
    switch (t.data_type()) {
      case T::TensorProto_DataType_FLOAT: fromRaw(float{}); break;
      case T::TensorProto_DataType_DOUBLE: fromRaw(double{}); break;
      case T::TensorProto_DataType_INT64: fromRaw(std::int64_t{}); break;
      case T::TensorProto_DataType_INT32: fromRaw(std::int32_t{}); break;
      case T::TensorProto_DataType_INT16: fromRaw(std::int16_t{}); break;
      case T::TensorProto_DataType_INT8: fromRaw(std::int8_t{}); break;
      case T::TensorProto_DataType_UINT8: case T::TensorProto_DataType_BOOL: fromRaw(std::uint8_t{}); break;
      case T::TensorProto_DataType_FLOAT16: {
        fromRaw(std::uint16_t{});
        for (auto& v : out.values) v = half(static_cast<std::uint16_t>(v));
        break;
      }
      default: throw InputError(path, 0, "element type " + std::to_string(t.data_type()) + " is not read");
    }
    return out;
  }
  auto take = [&](const auto& field) {
    if (field.size() != n) throw InputError(path, 0, "holds " + std::to_string(field.size()) + " values for " + std::to_string(n));
    for (auto v : field) out.values.push_back(static_cast<double>(v));
  };
  switch (t.data_type()) {
    case T::TensorProto_DataType_FLOAT: take(t.float_data()); break;
    case T::TensorProto_DataType_DOUBLE: take(t.double_data()); break;
    case T::TensorProto_DataType_INT64: take(t.int64_data()); break;
    case T::TensorProto_DataType_INT32: case T::TensorProto_DataType_INT16: case T::TensorProto_DataType_INT8:
    case T::TensorProto_DataType_UINT8: case T::TensorProto_DataType_BOOL: take(t.int32_data()); break;
    case T::TensorProto_DataType_FLOAT16: {
      take(t.int32_data());
      for (auto& v : out.values) v = half(static_cast<std::uint16_t>(v));
      break;
    }
    default: throw InputError(path, 0, "element type " + std::to_string(t.data_type()) + " is not read");
  }
  return out;
}

}  // namespace fs::onnx
