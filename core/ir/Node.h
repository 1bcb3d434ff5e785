// Scheduler nodes: Inductor's BaseSchedulerNode family (torch/_inductor/scheduler.py)
// as printed by `debug_str()` into ir_pre_fusion.txt / ir_post_fusion.txt.
//
// Contract: one value type, `Node`, for every kind; `kind` says which Inductor
// class it is. Pointwise/reduction SchedulerNodes carry group, sizes and a LoopBody;
// extern kernels carry `kernel`; fused kinds carry their children in `snodes`
// (in order). Fields mirror Inductor's names: writes, unmet_dependencies,
// met_dependencies (reads that are not produced inside this graph), outputs
// (the buffers the node defines, with layout and users).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ir/Dep.h"
#include "core/ir/Layout.h"
#include "core/ir/LoopBody.h"

namespace fs::ir {

enum class NodeKind : std::uint8_t {
  Scheduler,          ///< SchedulerNode (ComputedBuffer: pointwise or reduction)
  ExternKernel,       ///< ExternKernelSchedulerNode (convolution, mm, fallback, MultiOutput)
  NopKernel,          ///< NopKernelSchedulerNode
  Fused,              ///< FusedSchedulerNode
  OuterLoopFused,     ///< OuterLoopFusedSchedulerNode (C++ backend)
  ForeachKernel,      ///< ForeachKernelSchedulerNode (horizontal groups)
  Template,           ///< SchedulerNode over a TemplateBuffer
};

/// Inductor's class name for a kind ("SchedulerNode" ...).
const char* nodeKindName(NodeKind kind);
/// Parses a class name; returns false when unknown.
bool parseNodeKind(const std::string& name, NodeKind& out);
/// Fused classes of newer releases (Node::fusedClass) that group snodes into one kernel.
bool isNewerFusedKind(const std::string& name);

/// The IR classes (Inductor's ir.py, printed in parentheses after a node's kind, and
/// as a buffer's type) whose nodes the engine treats apart; every other is Other.
enum class IrClass {
  Other,
  MultiOutput,          ///< an item of a library call's tuple (or a view): no work of its own
  DeviceCopy,           ///< a copy between devices
  ConcatKernel,         ///< a concatenation whose inputs write their slices in place
  FallbackKernel,       ///< an ATen op called as is (its `kernel` names it)
  MultiTemplateBuffer,  ///< max-autotune's choice between templates, decided at benchmark time
};
/// The class a printed IR type names ("MultiOutput" -> MultiOutput); Other for any other.
IrClass irClassOf(std::string_view irType);

/// A user of a buffer: Inductor's NodeUser.
struct NodeUser {
  std::string nodeKind;  ///< "SchedulerNode", "ExternKernelSchedulerNode", ...; "OUTPUT" for graph outputs
  std::string nodeName;  ///< empty for OUTPUT
  bool can_inplace = false;
  bool is_weak = false;
  /// A graph output (printed as NodeUser(node=OUTPUT, ...)), not a node's use.
  bool isGraphOutput() const { return nodeKind == "OUTPUT"; }
  bool operator==(const NodeUser&) const = default;
};

/// A buffer defined by a node (one entry of `<node>.outputs`).
struct Buffer {
  std::string name;
  std::string irType;  ///< "ComputedBuffer", "ExternKernelAlloc", "MultiOutput" ...
  Layout layout;
  std::vector<std::string> mutations;  ///< names of buffers this one mutates
  /// `bufN.aliases = ['bufM']`: buffers whose storage this one is a view into
  /// (a ComputedBuffer with a NonOwningLayout writing its slice of a concatenation
  /// buffer; Inductor's `get_aliases`).
  std::vector<std::string> aliases;
  std::vector<NodeUser> users;
  bool operator==(const Buffer&) const = default;
};

/// Inductor's `node.group`: device and (numel, rnumel). The C++ backend prints
/// the iteration as tuples of sizes, `((8192,), (512,))`; `tupleForm` keeps that.
struct Group {
  std::string device;  ///< "cuda:0", "cpu"
  std::vector<std::int64_t> iteration;  ///< numel (CUDA form) or pointwise sizes (tuple form)
  std::vector<std::int64_t> reduction;  ///< rnumel (CUDA form) or reduction sizes (tuple form)
  bool tupleForm = false;
  /// Dynamic shapes: the symbolic forms of iteration / reduction, one per entry,
  /// printed instead of the values (which hold the size hints); empty when static.
  std::vector<Expr> symIteration, symReduction;

  std::int64_t numel() const;
  std::int64_t rnumel() const;
  bool operator==(const Group&) const = default;
};

/// Inductor's `node._sizes`: (iteration sizes, reduction sizes).
struct Sizes {
  std::vector<std::int64_t> iteration;
  std::vector<std::int64_t> reduction;
  bool tupleForm = false;  ///< printed as tuples `((8192,), (512,))` rather than lists
  std::vector<Expr> symIteration, symReduction;  ///< symbolic forms (dynamic shapes), else empty
  bool operator==(const Sizes&) const = default;
};

struct Node {
  std::string name;  ///< "op3", fused: "op0_op2_op4", legacy: "buf0"
  NodeKind kind = NodeKind::Scheduler;
  /// The IR class in parentheses: "ComputedBuffer", "ExternKernelAlloc"...; for
  /// fused kinds the children's classes, "SchedulerNode,SchedulerNode".
  std::string irType;
  std::vector<Dep> writes;
  std::vector<Dep> unmet_dependencies;
  std::vector<Dep> met_dependencies;
  std::vector<Buffer> outputs;  ///< the `<node>.outputs = [...]` block
  /// Older releases print `<node>.users = [...]` and no outputs block.
  std::optional<std::vector<NodeUser>> legacyUsers;
  std::optional<Group> group;
  std::optional<Sizes> sizes;
  /// `<buf>_layout = ...` lines (inputs and outputs of the loop body), in order.
  std::vector<std::pair<std::string, Layout>> bufferLayouts;
  std::optional<LoopBody> body;
  std::optional<std::string> kernel;  ///< `<node>.node.kernel = extern_kernels.convolution`
  std::vector<Node> snodes;           ///< children of fused kinds, in order
  /// A fused node printed without its `snodes[i]` lines: Inductor's debug_str drops
  /// them when debug_str_extra raises (it logs "Ignoring error in debug_str()"; 2.11
  /// does for a foreach node with a FusedSchedulerNode child). `snodes` then holds one
  /// name-only leaf per node named in the fused node's name (which is the children's
  /// names joined by "_"); they are not printed back.
  bool snodesFromName = false;
  int line = 0;                       ///< 1-based line of the header in its file (0 if built)
  /// Non-empty when the reader could not understand part of this node (a construct
  /// it does not know): the located reason. The node keeps what could be read
  /// (name, kind, dependencies, outputs); the scheduler never fuses it and says why.
  std::string opaqueReason;
  /// The class name of a node kind the reader did not know (printed back as is;
  /// `kind` is then ExternKernel, which never fuses).
  std::string unknownKind;
  /// A newer release's fused kind read as `Fused` (its snodes are one kernel), printed
  /// back as is: FusedMixOrderReductions (2.10+), FusedExternTritonKernelSchedulerNode
  /// (2.12+), FusedNestedReductions (2.13+), FusedStagedReduction (2.15).
  std::string fusedClass;
  /// `NAME.min_input_distance` / `NAME.max_input_distance` (torch 2.12+: the
  /// shortest and longest path from a graph input, Scheduler.compute_input_distances).
  /// Read and printed back; no fusion rule of any release reads them.
  std::optional<std::int64_t> minInputDistance, maxInputDistance;

  bool isOpaque() const { return !opaqueReason.empty(); }
  IrClass irClass() const { return irClassOf(irType); }
  /// The library call an extern node makes (`extern_kernels.mm`, `aten.topk.default`),
  /// nullptr where it names none (no `.kernel` line, or `kernel = None`).
  const std::string* kernelName() const { return kernel && *kernel != "None" ? &*kernel : nullptr; }

  bool isFusedKind() const {
    return kind == NodeKind::Fused || kind == NodeKind::OuterLoopFused || kind == NodeKind::ForeachKernel;
  }
  /// True for a SchedulerNode whose group has rnumel > 1 (or non-empty reduction sizes).
  bool isReduction() const;
  /// SchedulerNode.is_template(): a TemplateSchedulerNode, or a SchedulerNode over an
  /// ir.TemplateBuffer (TritonTemplateBuffer, max-autotune's MultiTemplateBuffer ...).
  bool isTemplate() const;
  /// Names of the leaf nodes this node stands for: itself, or its snodes' leaves.
  std::vector<std::string> leafNames() const;
  bool operator==(const Node&) const = default;
};

}  // namespace fs::ir
