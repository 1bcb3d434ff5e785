// OnnxModel: an ONNX model file read into plain C++ values, checked and with every
// value's type and shape inferred: the input of the ONNX frontend's lowering.
//
// Contract: loadOnnxModel(path)
//   - reads the file (at most kMaxModelBytes) and parses its ModelProto with the ONNX
//     library (ONNX 1.19.1 built by cmake/build-onnx.sh, protobuf);
//   - validates external data itself, before the ONNX checker sees the model: a
//     tensor stored outside the file names a `location` relative to the model's
//     folder; absolute paths, `..` components, paths that leave the folder through a
//     symlink, missing files and sizes that do not match (`length` against the
//     tensor's dims and type, `offset + length` against the file) are refused with
//     an InputError naming the tensor. ONNX's own loaders had path-traversal CVEs
//     here (CVE-2024-27318, CVE-2024-27319 and symlink variants), so the checker is
//     run on a copy in which such tensors are plain graph inputs of the same type:
//     it never opens a path from the file;
//   - runs onnx::checker::check_model (a failure is an InputError with the checker's
//     message) and onnx::shape_inference::InferShapes (check_type on, node errors
//     not thrown: a node whose outputs get no shape keeps going and is listed in
//     `warnings`, located by node index, name and op);
//   - records the default-domain opset (ai.onnx, "" in the file). An IR version above
//     kMaxIrVersion or a default-domain opset above kMaxOpset is an InputError naming
//     both (this build's ONNX library does not know that opset's ops); an opset below
//     kMinOpset is read with a warning.
// Nothing else about the graph is judged here: which ops the lowering supports is
// the lowering's business.
// Throws fs::InputError (file = path, line 0) when the file is missing, too large,
// not a ModelProto, fails the checker, or has bad external data.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace fs::onnx {

constexpr std::int64_t kMaxModelBytes = std::int64_t{2} << 30;  ///< protobuf's own 2 GiB limit
/// What the ONNX library this reads with (1.19.1, cmake/build-onnx.sh) defines: IR versions
/// up to 12 (onnx::IR_VERSION), ai.onnx opsets up to 24 (OpSchemaRegistry's domain
/// range). Exporters of today write IR 10, opsets 18-21. A test holds these to the library.
constexpr int kMinOpset = 7, kMaxOpset = 24;
constexpr std::int64_t kMaxIrVersion = 12;

/// One dimension: a number, a symbol (`batch`), or unknown (value -1, no symbol).
struct Dim {
  std::int64_t value = -1;
  std::string symbol;
  bool known() const { return value >= 0; }
};

/// A typed value of the graph (input, output, initializer or intermediate).
struct ValueInfo {
  std::string name;
  int elemType = 0;        ///< onnx::TensorProto_DataType (1 float, 10 float16, 16 bfloat16, 7 int64 ...)
  std::string dtype;       ///< its name: "float32", "float16", "bfloat16", "int64", ...; "" when unknown
  bool hasShape = false;   ///< the rank is known
  std::vector<Dim> shape;  ///< outermost first
  /// Elements when every dim is known, else -1.
  std::int64_t numel() const;
};

/// An attribute of a node; `kind` is onnx::AttributeProto_AttributeType (1 FLOAT, 2 INT,
/// 3 STRING, 4 TENSOR, 5 GRAPH, 6 FLOATS, 7 INTS, 8 STRINGS ...). A TENSOR (a Constant
/// node's `value`) keeps its type, dims and, up to kMaxAttributeTensorValues elements
/// of a numeric type, its values as doubles; graphs keep only their kind here.
struct Attribute {
  int kind = 0;
  std::int64_t i = 0;
  double f = 0;
  std::string s;
  std::vector<std::int64_t> ints;
  std::vector<double> floats;
  std::vector<std::string> strings;
  int tensorType = 0;
  std::vector<std::int64_t> tensorDims;
  std::vector<double> tensorValues;  ///< empty when the tensor is larger or not numeric
};
/// Enough for the index tensors exporters write as constants (positions, masks' aranges);
/// a larger constant is a graph constant buffer whose values the lowering never needs.
constexpr std::int64_t kMaxAttributeTensorValues = 65536;
/// Values kept over all of a model's attribute tensors (32 MiB of doubles).
constexpr std::int64_t kMaxModelAttributeValues = std::int64_t{1} << 22;

struct Node {
  int index = 0;  ///< position in the graph's node list (0-based); messages and provenance say index + 1
  std::string name, opType, domain;
  std::vector<std::string> inputs, outputs;  ///< "" for an omitted optional input
  std::map<std::string, Attribute> attributes;
  /// "node #3 'Conv_0' (Conv)": how messages locate a node, 1-based as provenance's
  /// "model.onnx:3" (the third node of the graph's list).
  std::string where() const;
};

/// An initializer: its type, and where its bytes are (in the file or beside it).
struct Initializer {
  ValueInfo info;
  bool external = false;
  std::string location;  ///< external: the data file, relative to the model's folder
  std::int64_t offset = 0, length = -1;
  /// Its values widened to double when stored in the file with at most
  /// kMaxInitializerValues elements of a type read here (float32/64, int32/64, bool,
  /// uint8): the axes, starts and scalars today's exporters write as initializers.
  std::vector<double> values;
};
constexpr std::int64_t kMaxInitializerValues = 64;

struct Warning {
  std::string where;  ///< Node::where(), or "model"
  std::string what;
};

/// Sizes of symbolic dimensions (`dim_param`s: "batch" -> 2), bound in the graph's
/// inputs and outputs before shape inference, so that every shape it infers is static.
using DimValues = std::map<std::string, std::int64_t>;

struct Model {
  std::string path;
  std::int64_t irVersion = 0;
  int opset = 0;  ///< default domain
  std::map<std::string, std::int64_t> opsets;  ///< every imported domain ("" = ai.onnx)
  std::string producer, graphName;
  std::vector<ValueInfo> inputs, outputs;  ///< graph inputs without an initializer; outputs
  std::vector<Initializer> initializers;
  std::vector<Node> nodes;                  ///< in the file's (topological) order
  std::map<std::string, ValueInfo> values;  ///< every named value with its inferred type
  std::vector<Warning> warnings;
  DimValues boundDims;                      ///< symbolic dimensions given a size (loadOnnxModel's dims)
  std::vector<std::string> unboundDims;     ///< symbolic dimensions of graph inputs without one
};

/// Reads, checks and shape-infers an ONNX model (see the contract above). `dims` binds
/// symbolic dimensions of the graph inputs (values >= 1; InputError otherwise); the
/// symbols left unbound are listed in Model::unboundDims.
Model loadOnnxModel(const std::string& path, const DimValues& dims = {});
/// The same on a file's bytes: `path` names it in messages, and its folder is where
/// external data is looked for.
Model parseOnnxModel(const std::string& bytes, const std::string& path, const DimValues& dims = {});

/// The data file of an external tensor: `location` resolved against `modelDir`.
/// Throws fs::InputError (file = the model) for an absolute path, a `..` component,
/// a path that resolves (through symlinks) outside `modelDir`, or a missing file.
std::string resolveExternalData(const std::string& modelPath, const std::string& modelDir, const std::string& tensor,
                                const std::string& location);

/// A tensor read from a serialized TensorProto file (ONNX's test data: input_0.pb,
/// output_0.pb), values widened to double (float32/64, float16, int8..int64, uint8,
/// bool).
struct TensorData {
  std::string name;
  int elemType = 0;
  std::vector<std::int64_t> dims;
  std::vector<double> values;
};
/// Throws fs::InputError when the file is not a TensorProto, its type is not one of
/// those above, or its data does not match its dims.
TensorData readTensorFile(const std::string& path);

/// Bytes per element of an ONNX element type (TensorProto_DataType); 0 for types of
/// no fixed size (string) or unknown ones.
int elemTypeBytes(int elemType);
/// "float32", "int64", ... for an ONNX element type; "" for an unknown one.
std::string elemTypeName(int elemType);

}  // namespace fs::onnx
