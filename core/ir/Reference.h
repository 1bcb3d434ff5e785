// Reference: what a compiler itself did with one graph, in the engine's neutral
// form: its plan (the post-fusion graph), its fusion run as its log recorded it,
// and the code it generated. A frontend that reads a compiler's record fills it
// (frontends/inductor: ir_post_fusion.txt, the torch log's `fusion` channel,
// output_code.py); comparison (core/reference), summaries, the kernel table and
// the app's reference panes read it through the accessors at the end. The
// scheduler never reads it: what it needs of a log is the graph's own (ir::Graph's
// foreach lists and timed fusions).
//
// Contract: value types, no I/O. Names and texts are kept as the compiler printed
// them (Inductor's node names "op3", candidate kinds "FusedSchedulerNode", reasons
// as logged), since comparison is with that text. Each accessor returns nullptr when
// the graph has no reference (an ONNX model's) or the reference lacks that part.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ir/Graph.h"

namespace fs::ir {

struct ProgramGraph;

// ---- a fusion run as the compiler's log records it (Inductor: scheduler.py's
// fuse_nodes / fuse_nodes_once / can_fuse lines on the `fusion` log channel) ----------

struct LogCandidate {
  std::string kind;  ///< "SchedulerNode", "ExternKernelSchedulerNode", "FusedSchedulerNode", ...
  std::string name;  ///< "op3"; fused kinds: "op0_op2" (their `nodes=` value)
  std::string description;  ///< the rest of the line, e.g. "Pointwise(['[2, 64, 112, 112]', ...])"
  int line = 0;             ///< 1-based line in the log
};

struct LogDecision {
  enum class Kind { Fusing, CannotFuse };
  Kind kind = Kind::CannotFuse;
  std::string node1, node2;  ///< names as printed, e.g. "op3", "op0_op2"; both empty for the
                             ///< older backend form "cannot fuse (triton:1): reason"
  std::string reason;        ///< for CannotFuse: the text after ": " (older form: "(triton:1): ...")
  /// True when logged after "found N possible fusions", i.e. while
  /// `_try_fusion_pairs` applied the candidates; false while
  /// `get_possible_fusions` collected them.
  bool afterFound = false;
  int line = 0;              ///< 1-based line in the log
};

/// A fusion Inductor decided by timing it (`speedup_by_fusion`: max-autotune
/// templates, benchmark_fusion): "can fuse (benchmark): fusing OrderedSet(['buf0'])
/// with OrderedSet(['buf1']) cause 1.560x speedup" / "cannot fuse (benchmark): ...
/// cause 1.2x slowdown". Nodes are named by their buffers (get_buffer_names()).
struct LogBenchmark {
  std::vector<std::string> buffers1, buffers2;  ///< as printed, in order
  bool faster = false;  ///< "can fuse": the fused kernel won
  double ratio = 0;     ///< the printed speedup (faster) or slowdown factor
  int line = 0;
};

struct LogRound {
  int index = 0;         ///< 1-based round number
  int maxRounds = 10;
  int nodesBefore = 0;   ///< "attempting fusion (i/10): N nodes"
  int nodesAfter = -1;   ///< "fused A nodes into B nodes" (B), -1 if the log ends first
  std::vector<LogCandidate> candidates;
  int possibleFusions = -1;  ///< "found N possible fusions", -1 if absent
  std::vector<LogDecision> decisions;
  std::vector<LogBenchmark> benchmarks;  ///< timed fusions decided in this round
  int line = 0;          ///< 1-based line of the round header
};

/// One AUTOTUNE table: `AUTOTUNE convolution(8x3x64x64, 32x3x3x3)` and its choices.
struct LogAutotune {
  std::string op;                      ///< "convolution", "addmm"
  std::vector<std::string> shapes;     ///< each input's sizes as printed: "8x3x64x64"
  /// The Triton choices as their template's name ("triton_convolution2d_1" ->
  /// "convolution2d", "triton_mm_25" -> "mm"), fastest first; library choices left out.
  std::vector<std::string> templates;
  int line = 0;  ///< 1-based line of the AUTOTUNE header
};

struct LogGraphRun {
  std::string compileId;   ///< the "[0/0]" tag, when present ("0/0")
  std::vector<LogRound> rounds;
  int iterations = -1;     ///< "fusion complete (N iterations)"
  std::vector<LogDecision> tail;  ///< decisions after "fusion complete"
  std::vector<LogCandidate> tailCandidates;  ///< the candidate block after "fusion complete"
  int tailPossibleFusions = -1;              ///< its "found N possible fusions", -1 if absent
  /// "model__0_forward_1" from debug.py's "model__0_forward_1 debug trace: PATH"
  /// line printed after this run; empty when the log has none.
  std::string graphId;
  std::string debugTracePath;  ///< the PATH of that line
  int line = 0;                ///< 1-based line where the run starts
  /// max-autotune's choice tables of this graph (select_algorithm's "AUTOTUNE ..." blocks:
  /// printed while the graph is lowered, or, for a MultiTemplateBuffer, when the run
  /// first times it), in log order.
  std::vector<LogAutotune> autotune;
};

// ---- the code the compiler generated (Inductor: output_code.py) ----------------------

/// One call of a kernel in the wrapper's `call()`; a kernel is often launched
/// several times (same code for several groups of nodes, e.g. 53 times in
/// resnet50_train's forward graph).
struct KernelLaunch {
  int line = 0;                      ///< 1-based line of the call
  std::vector<std::string> writes;   ///< buffers passed to written params ("buf3", "primals_3")
  std::vector<std::string> reads;    ///< buffers passed to read params
  std::vector<std::string> nodes;    ///< scheduler nodes of this launch (see assignKernelNodes)
};

struct GeneratedKernel {
  std::string name;                  ///< "triton_poi_fused_relu_0", "cpp_fused_add_0"
  std::string backend;               ///< "triton" or "cpp" (else the async_compile method)
  std::string source;                ///< the kernel's source text (inside the quotes)
  std::vector<std::string> origins;  ///< FX node names from "Source Nodes: [...]"
  std::vector<std::string> aten;     ///< "Original ATen: [...]", e.g. "aten.relu"
  /// "# Source node to ATen node mapping:" lines, "input_3 => relu" -> {"input_3", {"relu"}}.
  std::vector<std::pair<std::string, std::vector<std::string>>> atenMapping;
  std::string kernelPath;            ///< "# kernel path: /tmp/torchinductor_.../x.py"
  /// The kernel module's name, kernelPath's file stem ("czqmqat4rw6j..."): what a
  /// kernel benchmark's rows name it by (a prefix of it). Empty without a path.
  std::string moduleHash;
  /// Buffer parameters in order (in_ptr0, out_ptr0, in_out_ptr0, ...), from the
  /// Triton `def` or the C++ `kernel(...)` signature.
  std::vector<std::string> params;
  std::vector<KernelLaunch> launches;  ///< its calls in the wrapper, in order
  std::vector<std::string> writes;   ///< union of the launches' writes
  std::vector<std::string> reads;    ///< union of the launches' reads
  /// Scheduler nodes (opN) it was generated from: the union of its launches'
  /// nodes, in pre-fusion order (see assignKernelNodes).
  std::vector<std::string> nodes;
  int line = 0;                      ///< 1-based line of the definition
  int sourceLine = 0;                ///< 1-based line of the source's first line
};

/// The wrapper's `call(args)`: the graph's inputs as it unpacks them
/// (`primals_1, primals_2, tangents_1 = args`) and what it returns, each entry's text
/// as written (`buf3`, `primals_6`, `reinterpret_tensor(buf28, (64, ), (1, ), 0)`, `s0`,
/// `None`). AOTAutograd's forward returns the model's outputs, then the tensors (and
/// size symbols) its backward saves; the backward takes those saved values first,
/// then the outputs' gradients (`tangents_N`). Empty when the file has no `call`.
struct WrapperCall {
  std::vector<std::string> args;
  std::vector<std::string> returns;
  int argsLine = 0, returnLine = 0;  ///< 1-based lines of the unpacking and of the return
};

struct OutputCode {
  std::string sourcePath;
  std::vector<GeneratedKernel> kernels;
  WrapperCall call;  ///< the wrapper's call(args): inputs and returned values
  /// Dynamic shapes: the size symbols' example values (see exampleSizeSymbols).
  std::vector<ir::SizeSymbol> sizeSymbols;

  const GeneratedKernel* find(const std::string& kernelName) const;
};

// ---- measured times of the compiler's kernels (a profiler trace, a kernel benchmark) --

struct MeasuredKernel {
  std::string name;       ///< kernel name (trace) or module hash (benchmark)
  int calls = 0;
  double totalUs = 0;     ///< microseconds, summed over the calls
  double meanUs() const { return calls ? totalUs / calls : 0; }
  // benchmark only
  double gbps = 0;        ///< the benchmark's achieved GB/s
  int registers = -1, spills = -1;
};

struct KernelProfile {
  std::string path;
  enum class Kind { Trace, Benchmark, InductorTimings } kind = Kind::Trace;
  std::map<std::string, MeasuredKernel> kernels;  ///< by name (trace) or module hash (benchmark)
  int skipped = 0;                                ///< events or lines not understood
};

// ---- one graph's reference ----------------------------------------------------------

struct Reference {
  std::optional<Graph> postFusion;        ///< the compiler's plan (Inductor: ir_post_fusion.txt)
  std::optional<OutputCode> outputCode;   ///< its generated code (Inductor: output_code.py)
  std::optional<LogGraphRun> log;         ///< its fusion run, as logged (Inductor: the torch log)
};

/// The graph's reference, or nullptr.
const Reference* referenceOf(const ProgramGraph& graph);
/// The reference to fill or change: the graph's own (a copy when shared with another
/// ProgramGraph, or a new one when it has none). For frontends.
Reference& mutableReferenceOf(ProgramGraph& graph);
/// The compiler's post-fusion graph (its plan), or nullptr.
const Graph* postFusionOf(const ProgramGraph& graph);
/// The generated code as read, or nullptr.
const OutputCode* outputCodeOf(const ProgramGraph& graph);
/// The graph's fusion run from the compiler's log, or nullptr.
const LogGraphRun* logOf(const ProgramGraph& graph);

}  // namespace fs::ir
