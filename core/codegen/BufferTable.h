// BufferTable: every buffer one graph touches, with its layout, element type,
// storage size, producer and role (graph input, graph output, intermediate).
//
// Contract: built from the pre-fusion ir::Graph alone, with the library calls its
// frontend put there (ir::Graph::externOps / externCalls / tupleItems / inputLayouts /
// aliasViews; a dump's come from its output_code.py, ExternCalls.h). Layouts come,
// in order of preference, from the producing node's `outputs` block, from
// `<buf>_layout` lines of the nodes that read the buffer, and from the graph's
// `inputLayouts` (graph inputs that only library calls read). Storage sizes are in elements:
// offset + sum((size_i - 1) * stride_i) + 1 (1 for a 0-d tensor).
// Buffers with a MultiOutputLayout (a fallback kernel's tuple) have no storage
// (`isTuple`). A buffer with a MutationLayoutSHOULDREMOVE (`bufN.mutations = [T]`,
// Inductor's in-place update of T) takes T's layout (the mutation layout's
// real_layout) and gets storage of its own that starts as T's values (`mutated`):
// FusionScope checks values, not in-place effects, so an update that writes only
// some elements (index_put with accumulate, scatter_add) keeps T's other values.
// After the update, Inductor's dependencies name the mutation's buffer but loop
// bodies still load T: nodes() gives those nodes with such loads renamed to the
// newest buffer holding T's values (and `mutated` names that buffer for a second
// update), so every load reads the version its dependencies say.
// Template nodes of max-autotune (no loop body) are given by nodes() as the
// ExternKernel node of the matmul they compute (see templateReason).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/codegen/DType.h"
#include "core/ir/Graph.h"

namespace fs::codegen {

struct BufferDesc {
  std::string name;
  DType dtype = DType::Unknown;
  std::vector<std::int64_t> sizes, strides;
  std::int64_t offset = 0;
  std::int64_t storageNumel = 0;  ///< elements to allocate (0 for tuples and unknown layouts)
  bool layoutKnown = false;
  /// Why a layout that was given is no storage ("size [8, -2] ..."), "" otherwise: the
  /// messages of the nodes that cannot use the buffer say it.
  std::string layoutProblem;
  bool isTuple = false;           ///< MultiOutputLayout: no storage of its own
  bool isGraphInput = false;      ///< read but produced by no node of the graph
  bool isGraphOutput = false;     ///< a user is OUTPUT
  std::string producer;           ///< node writing it ("" for graph inputs)
  /// The buffer whose values this one updates in place (MutationLayoutSHOULDREMOVE):
  /// its storage starts as a copy of that buffer's before the producer runs. "" if none.
  std::string mutated;
  std::vector<std::string> users; ///< nodes reading it (from the deps), in graph order

  std::int64_t storageBytes() const { return storageNumel * dtypeSize(dtype); }
};

class BufferTable {
 public:
  BufferTable() = default;
  /// `preFusion` must outlive the table (nodes() and the calls point into it).
  explicit BufferTable(const ir::Graph& preFusion);
  // nodes() points into renamed_: moves keep those addresses, copies would not
  BufferTable(BufferTable&&) noexcept = default;
  BufferTable& operator=(BufferTable&&) noexcept = default;
  BufferTable(const BufferTable&) = delete;
  BufferTable& operator=(const BufferTable&) = delete;

  const BufferDesc* find(const std::string& name) const;
  const BufferDesc& at(const std::string& name) const;  ///< throws std::out_of_range
  const std::vector<BufferDesc>& all() const { return buffers_; }
  /// Leaf nodes of the graph by name.
  const ir::Node* node(const std::string& name) const;
  const std::vector<const ir::Node*>& nodes() const { return nodes_; }
  /// The typed library call (ir/ExternOp.h) an ExternKernel node makes, or nullptr:
  /// the graph's (ir::Graph::externOps), a template node's matmul included.
  const ir::ExternOp* externOp(const ir::Node& node) const;
  const std::map<std::string, ir::ExternOp>& externOps() const { return ops_; }
  /// Any other library call the node makes (ir::Graph::externCalls), or nullptr.
  /// Library calls, typed or not, name the newest version of a buffer updated in place
  /// before them, as loop bodies' loads do (the wrapper passes T; its values then are the
  /// mutation's buffer's): the calls given here have their tensor arguments renamed so.
  const ir::ExternCall* externCall(const ir::Node& node) const;
  /// Why the node's library call (externCall) cannot be run as written, or "": a tensor
  /// argument that is none of the node's dependencies or outputs (after the renaming
  /// above), so the wrapper's call and the IR disagree about what it reads. In the 1,045
  /// real dumps here no call does; a call that did would read a buffer the schedule does
  /// not order before it (a mutated dump: `aten.mul(buf26, buf58)`).
  std::string callProblem(const ir::Node& node) const;
  /// The items of tuple buffer `tuple` by position (ir::Graph::tupleItems).
  std::map<int, std::string> tupleItems(const std::string& tuple) const;
  /// Where buffers with a NonOwningLayout lie in the storage they alias (ir::Graph::aliasViews).
  const std::map<std::string, ir::TensorRef>& aliasViews() const;
  /// Why a template node (max-autotune) does not run as a library matmul; "" when it
  /// does: nodes() then gives it as an ExternKernel node whose typed call is
  /// externOp(): the wrapper's own when autotuning chose the library, else read from
  /// its MemoryDeps.
  std::string templateReason(const std::string& node) const;

 private:
  std::vector<BufferDesc> buffers_;
  std::map<std::string, std::size_t> index_;
  std::vector<const ir::Node*> nodes_;
  std::deque<ir::Node> renamed_;  ///< leaves whose loads were renamed to a mutation's buffer
  std::map<std::string, const ir::Node*> nodeIndex_;
  const ir::Graph* graph_ = nullptr;
  std::map<std::string, ir::ExternOp> ops_;  ///< by result buffer
  std::map<std::string, ir::ExternCall> calls_;  ///< by result buffer, arguments renamed to the newest versions
  std::map<std::string, std::string> templateReasons_;
};

/// The size of the dimension each indirect index of `node` (set_indirectN: "indirectN")
/// indexes, for Inductor's wrap of a negative index (ops.indirect_indexing(x, size,
/// wrap_neg=True): x + size where x < 0, as index_put(x, [None, None, tensor([-1])], v)
/// needs). ir_pre_fusion.txt does not print the size: it is the dimension of the loaded or
/// stored buffer whose stride is the index's coefficient in an affine index expression
/// that uses it. Indices with no such dimension are absent (no wrap).
std::map<std::string, std::int64_t> indirectSizes(const BufferTable& table, const ir::Node& node);

/// Elements a strided layout spans: offset + sum((size-1)*stride) + 1; 0 if any size is 0;
/// -1 where the layout is no storage (a negative size, stride or offset, or more than
/// 2^62 elements): BufferTable then takes the buffer's layout as unknown.
std::int64_t storageNumel(const std::vector<std::int64_t>& sizes, const std::vector<std::int64_t>& strides,
                          std::int64_t offset);

}  // namespace fs::codegen
