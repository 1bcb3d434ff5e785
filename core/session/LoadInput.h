// LoadInput: what the CLI and the app open. A TORCH_COMPILE_DEBUG dump (any layout
// DebugDir.h reads), or an ONNX model (a path ending in ".onnx"): read, checked and
// lowered by core/frontends/onnx to one graph "inference" for the given device,
// returned as the same ir::Program with no reference (no Inductor plan, log,
// output_code.py) so that every view and command works on it.
//
// Contract: loadInput() throws fs::InputError as loadDebugDump / loadOnnxModel do,
// and, in a build without the ONNX library, for an ONNX path ("this build has no
// ONNX frontend ..."). An ONNX model's load warnings (nodes shape inference could not
// type, opsets) become Program::warnings ("<node>: <what>"); the lowering's are in
// the graph's warnings (opaque nodes), as a dump's reader puts them. The model's nodes
// stand in for the FX graph (ProgramGraph::sourceGraph: one node per ONNX node, its op in
// aten's spelling where there is one, "layer_norm"; its source location the model
// file with the node's 1-based position as the line) and each scheduler node's ONNX
// nodes are its origins (ProgramGraph::sourceOrigins, Constant nodes left out), so that
// provenance, "from" lines and search work on a model as on a dump.
#pragma once

#include <string>
#include <vector>

#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/KernelProfile.h"

// The loader is where the layers above meet the frontends: the rest of the session,
// the views and the apps see ir:: values and these names alone.
namespace fs::session {

/// What of a dump to read beyond ir_pre_fusion.txt (Inductor's plan, the whole log,
/// fx_graph_readable.py; frontends/inductor/DebugDir.h).
using DumpOptions = inductor::LoadOptions;
/// A folder that holds several separate dumps: `dumps` lists each one's folder.
using SeveralDumpsError = inductor::SeveralDumpsError;

// Measured kernel times a user gives (frontends/inductor/KernelProfile.h): a
// torch.profiler trace or the zoo's kernel timings (readKernelTimesJson), the
// `output_code.py -k` benchmark rows of one or more graphs (readKernelBenchmarks),
// Inductor's own timings (readInductorKernelTimings). Each throws fs::InputError.
using inductor::readInductorKernelTimings;
using inductor::readKernelBenchmarks;
using inductor::readKernelTimesJson;

/// One IR file (an ir_pre_fusion.txt or ir_post_fusion.txt) as a graph, to print it
/// back. Throws fs::InputError (located) for a malformed file.
ir::Graph readGraphFile(const std::string& path);

struct InputOptions {
  std::string logPath;          ///< a dump's torch log (default: found beside it)
  /// A dump's size symbols (default: its example inputs); an ONNX model's symbolic
  /// dimensions ("batch"), bound before shape inference (a symbol left unbound in a
  /// graph input is a located error naming it).
  ir::SizeHints sizeHints;
  DumpOptions load;             ///< what of a dump to read
  std::string device = "cuda";  ///< an ONNX model's target: "cuda" or "cpu"
};

/// An ONNX model that could not be lowered while some of its graph inputs' symbolic
/// dimensions (`dim_param`s) have no size: `symbols` lists those (sorted), so that a
/// user interface can ask for their values (InputOptions::sizeHints) and open it again.
/// The message is the lowering's own, located ("... the symbolic dimension 'batch'
/// without a size (give it one: --size batch=N)").
class UnboundDimsError : public InputError {
 public:
  UnboundDimsError(const InputError& error, std::vector<std::string> symbols);
  std::vector<std::string> symbols;
};

/// True for a path that names an ONNX model (ends in ".onnx", any case).
bool isOnnxPath(const std::string& path);

/// Whether this build reads ONNX models (it found libonnx).
bool haveOnnx();

/// Throws fs::InputError; SeveralDumpsError (a folder of several dumps) and
/// UnboundDimsError (an ONNX model that needs sizes) are the two a user can resolve.
ir::Program loadInput(const std::string& path, const InputOptions& options = {});

}  // namespace fs::session
