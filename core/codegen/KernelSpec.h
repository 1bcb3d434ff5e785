// KernelSpec: how one scheduled group of nodes becomes one kernel, independent of
// the target language. lowerGroup() does the analysis that both emitters share.
//
// Algorithm (Inductor's SIMD kernel model, torch/_inductor/codegen/simd.py):
//   1. A group's nodes share an iteration domain (numel N, rnumel R). A reduction
//      node has (N, R); a pointwise node runs inside the reduction loop when its
//      numel is N*R (RLoop), or once per output row when its numel is N (XOnly).
//      Nodes that fit no common domain open another loop nest (the C++ kernel runs
//      the nests one after the other; CUDA launches one kernel per nest).
//   2. The nest's domain is split into the finest common refinement of all its
//      nodes' loop sizes (e.g. [8192, 512] and [4194304] refine to [8192, 512]), so
//      each node variable p_i becomes an affine sum of refined variables
//      x0.., r0.. and index expressions stay affine and comparable across nodes.
//      A node whose sizes do not refine is mapped with FloorDiv/ModularIndexing
//      of the flat index (correct, but its accesses are never forwarded).
//   3. Inside a nest, nodes run in schedule order as stages: an XOnly stage, or an
//      r-loop segment shared by consecutive RLoop/reduction nodes. A node opens a
//      new segment when it reads what the open segment writes at another index, or
//      a reduction result of that segment, or what a sort of that segment stores
//      (a sort's stores come in its second pass over the row, after the segment's loop).
//   4. Emission (CppEmitter / CudaEmitter) forwards a stored value to a later load
//      of the same buffer at the same (canonical) index in the same scope; a buffer
//      whose every reader is in the group, whose loads were all forwarded and that is
//      no graph output is never written to memory (Inductor's removed buffers).
//
// Contract: lowerGroup never throws for a node it cannot lower: KernelSpec::
// unsupported holds the reason per node (the emitters then emit no code for it and
// the runtime reports it). Throws fs::InternalError for a broken plan (unknown node).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/codegen/BufferTable.h"
#include "core/ir/Expr.h"

namespace fs::codegen {

/// `s` with every character but [A-Za-z0-9_] replaced by '_': a C identifier
/// fragment for a buffer or node name ("buf3" stays, "a.b" -> "a_b").
std::string identifierOf(const std::string& s);

enum class NodeRole : std::uint8_t { XOnly, RLoop, Reduction };

/// One memory access of a node, after mapping to the nest's refined variables.
struct Access {
  std::string buffer;
  ir::Expr index;       ///< over x*/r*/<node>_indirect* symbols
  bool usesR = false;   ///< index depends on a reduction variable
  bool postLoop = false;///< a store_reduction (after the reduction loop)
  bool afterSort = false;///< a store of a node with a sort: in its second pass over the row
  bool accumulates = false;///< ops.store(..., 'atomic_add'): adds to what the buffer holds
};

struct LoweredNode {
  const ir::Node* node = nullptr;
  NodeRole role = NodeRole::XOnly;
  int nest = 0;
  int stage = 0;
  std::map<std::string, ir::Expr> varMap;  ///< p_i -> expression over refined variables
  bool linearMapped = false;               ///< sizes did not refine: div/mod mapping
  std::vector<Access> loads, stores;
};

struct LoopNest {
  std::int64_t numel = 1, rnumel = 1;
  std::vector<std::int64_t> xDims, rDims;  ///< refined sizes, outermost first (vars x0.., r0..)
  struct Stage {
    bool rloop = false;
    std::vector<int> nodes;  ///< indices into KernelSpec::nodes
  };
  std::vector<Stage> stages;
};

struct KernelSpec {
  enum class Kind : std::uint8_t { Loop, Extern, Nop };
  std::string name;                ///< C identifier, e.g. "k3_op0_op2_op4"
  std::vector<std::string> nodeNames;
  Kind kind = Kind::Loop;
  std::vector<LoweredNode> nodes;  ///< Loop kernels: lowered nodes in order
  std::vector<LoopNest> nests;
  const ir::Node* externNode = nullptr;     ///< Extern/Nop kernels
  std::map<std::string, std::string> unsupported;  ///< node -> reason
};

/// Lowers one group of a plan. `index` numbers the kernel in its plan (for names).
KernelSpec lowerGroup(const BufferTable& buffers, const std::vector<std::string>& group, int index);

/// Refined variable name: "x0", "r1".
std::string refinedVar(bool reduction, std::size_t i);

}  // namespace fs::codegen
