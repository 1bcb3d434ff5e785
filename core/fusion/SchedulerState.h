// SchedulerState: the scheduler's indexed form of one graph and the current
// set of (possibly fused) scheduler nodes: what Inductor's Scheduler object
// holds during fuse_nodes (nodes, name_to_buf, name_to_fused_node,
// mutation_renames, ancestors, min/max order).
//
// Contract: built from a pre-fusion ir::Graph. Every pre-fusion node is a
// *leaf* (numbered by position, which is also its min/max order) with its own
// SNode; fusing creates a new SNode and re-points name_to_fused_node
// (`fusedOf`) for its leaves; old SNodes stay in `nodes` (dead) so ids remain
// valid. Foreach groups (createForeachNodes) and their fusions are SNodes of
// kind Foreach over sub-nodes. Dependencies are interned in `deps`. The state
// is a value: copying it gives an independent scheduler state (explain() works
// on copies).
// Reads are ordered as Inductor orders them (loads in body order, then the
// StarDep/WeakDep ordering deps), which decides buffer-group order.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/fusion/AncestorSet.h"
#include "core/fusion/DepTable.h"
#include "core/fusion/FusionEvents.h"
#include "core/fusion/FusionObserver.h"
#include "core/fusion/Knobs.h"
#include "core/fusion/ReleaseRules.h"
#include "core/ir/Graph.h"

namespace fs::fusion {

class Backend;

enum class SKind : std::uint8_t { Scheduler, Template, Extern, Nop, Fused, OuterLoopFused, Foreach };
const char* skindName(SKind kind);

struct BufferInfo {
  std::string name;
  bool hasLayout = false;
  ir::Layout layout;
  int definingLeaf = -1;  ///< -1: graph input or constant (an "available" buffer)
  int userCount = 0;      ///< len(SchedulerBuffer.users), OUTPUT included
  std::vector<std::string> mutations;
};

/// A pre-fusion node: what never changes about it.
struct Leaf {
  std::string name;
  SKind kind = SKind::Scheduler;
  std::string irType;
  int order = 0;
  int selfNode = 0;               ///< its own SNode id
  const ir::Node* src = nullptr;  ///< in SchedulerState::graph
  bool reduction = false;
  bool aliasOrMutation = false;
  std::vector<std::int64_t> dataSize;                        ///< ComputedBuffer data.get_size() (output layout size)
  std::vector<ir::Expr> symDataSize;                         ///< its symbolic form (dynamic shapes), else empty
  std::vector<int> buffers;                                  ///< output buffer ids
  std::vector<std::pair<std::string, std::string>> renames;  ///< node.mutation_renames
};

/// A scheduler node (leaf or fused), Inductor's BaseSchedulerNode.
struct SNode {
  int id = 0;
  std::string name;
  SKind kind = SKind::Scheduler;
  std::vector<int> leaves;  ///< get_nodes(): leaf ids, kernel order
  std::vector<int> outer;   ///< OuterLoopFused: the SNode ids of its outer nodes
  int outerDepth = 0;
  /// Foreach (ForeachKernelSchedulerNode): its sub-nodes (SNode ids of leaves
  /// or fused nodes, kernel order), and the maps it keeps to find the sub-node
  /// a producer or consumer belongs to: read_to_node (buffer read -> sub-node;
  /// empty after a fusion with a plain node, as in Inductor) and name_to_node
  /// (leaf -> sub-node).
  std::vector<int> snodes;
  std::vector<std::pair<std::string, int>> readToNode;
  std::vector<std::pair<int, int>> nameToNode;
  std::string device;
  ir::Group group;  ///< empty iteration/reduction for extern/nop
  bool hasGroup = false;
  std::vector<std::int64_t> iterSizes, reduceSizes;  ///< leaf `_sizes` (after loop reordering)
  /// Dynamic shapes: the symbolic forms of iterSizes / reduceSizes, one per entry (same
  /// order); empty when the sizes are integers.
  std::vector<ir::Expr> symIterSizes, symReduceSizes;
  std::vector<int> loopOrder;                        ///< leaf: iteration loops vs the original
  bool reduction = false;
  bool isTemplate = false;
  std::vector<int> reads, writes, unmet;  ///< dep ids, Inductor's order
  std::vector<int> depsSorted;            ///< reads | writes as a sorted set (for intersections)
  std::vector<int> buffers;               ///< get_buffer_names()
  int minOrder = 0, maxOrder = 0;
  bool alive = true;

  bool isFusedKind() const { return kind == SKind::Fused || kind == SKind::OuterLoopFused; }
  bool isForeach() const { return kind == SKind::Foreach; }
};

/// How well our body-derived dependencies agreed with the printed ones.
struct ExtractionStats {
  int nodesWithBody = 0;
  int nodesMatched = 0;                 ///< reads and writes equal as sets (ordering deps aside)
  std::vector<std::string> mismatched;  ///< names (first 20)
};

class SchedulerState {
 public:
  /// `verifyExtraction`: derive every node's dependencies from its loop body
  /// and compare them with the printed ones (see `extraction`); otherwise the
  /// body is only used for the order of the accesses, which is cheaper.
  SchedulerState(const ir::Graph& graph, Knobs knobs, bool verifyExtraction = false);
  SchedulerState(std::shared_ptr<const ir::Graph> graph, Knobs knobs, bool verifyExtraction = false);

  // ---- data -----------------------------------------------------------------
  Knobs knobs;
  /// The release whose rules apply (rulesRelease of the graph's release), and the
  /// warning when the graph's release is not one known here.
  ir::Release release;
  std::string releaseWarning;
  bool holds(ReleaseRule rule) const { return ruleHolds(rule, release); }
  std::string graphName, device, backendName;
  std::shared_ptr<const ir::Graph> graph;
  /// Dynamic shapes: ShapeEnv.replacements as far as the dump shows them: a node's group
  /// is printed simplified and its sizes are not, so a symbol of the sizes that the group
  /// names by another symbol of the same example value was replaced by it (bart's dropout
  /// mask: sizes [2, s7, 128], group (256*s50, 1): s7 -> s50). Symbols that are merely
  /// equal in the example (a square image's height and width under mark_dynamic) are not.
  /// SizeVarAllocator.simplify applies them before its static tests.
  std::map<std::string, ir::Expr> sizeReplacements;
  DepTable deps;
  std::vector<BufferInfo> buffers;
  std::unordered_map<std::string, int> bufferIndex;
  std::vector<Leaf> leaves;
  std::unordered_map<std::string, int> leafIndex;
  AncestorSet ancestors;                    ///< over leaf ids
  std::vector<std::vector<int>> leafUsers;  ///< leaf -> leaves whose unmet deps it produces
  std::vector<SNode> nodes;
  std::vector<int> current;              ///< scheduler order
  std::vector<int> fusedOf;              ///< leaf -> SNode (name_to_fused_node)
  std::vector<std::uint64_t> fusedMask;  ///< bit per leaf: its current node is fused
  std::unordered_map<std::string, std::string> mutationRenames, mutationRealName;
  std::vector<int> renamedBuffer;  ///< buffer id -> id of mutation_renames.get(name, name)
  std::shared_ptr<const Backend> backend;
  ExtractionStats extraction;
  bool detail = false;  ///< build evidence for decisions (observers / explain)
  /// V.graph.lists (ir::Graph::foreachLists, unless Scheduler::setForeachLists
  /// replaced them). Scheduler.create_foreach_nodes makes each a
  /// ForeachKernelSchedulerNode before the first round.
  std::vector<std::vector<std::string>> foreachLists;
  /// Inductor's timed fusion decisions (ir::Graph::benchmarkVerdicts, or as set).
  std::vector<BenchmarkVerdict> benchmarkVerdicts;

  // ---- run bookkeeping (Scheduler) ----------------------------------------------
  enum class Phase { Rounds, Reorder, Done };
  Phase phase = Phase::Rounds;
  int roundsRun = 0;   ///< rounds run, the reorder round included
  int iterations = 0;  ///< fuse_nodes iterations (the reorder round excluded)
  bool started = false;
  std::vector<FusionObserver*> observers;

  // ---- scratch space for will_fusion_create_cycle -------------------------------
  mutable std::vector<std::uint64_t> scratchBits;
  mutable std::vector<int> visitStamp;  ///< per SNode: epoch of the last visit
  mutable int epoch = 0;
  mutable std::vector<int> scratchParent;
  bool crossCheckCycles = false;  ///< also run Inductor's literal search and count disagreements
  mutable long cycleChecks = 0, cycleDisagreements = 0;
  int nextEpoch() const {
    if (visitStamp.size() < nodes.size()) visitStamp.resize(nodes.size() * 2, 0);
    return ++epoch;
  }

  // ---- caches (dependencies never change once interned) --------------------------
  /// The first interned dependency with the same index (as printed) and ranges as `depId`
  /// (the normal forms below depend on nothing else, so dependencies of
  /// repeated layers share them).
  int shapeClass(int depId) const;
  /// MemoryDep.normalize()
  const std::pair<ir::Expr, ir::VarRanges>& normalizedDep(int depId) const;
  /// MemoryDep.normalize_with_stride_order()
  const std::pair<ir::Expr, ir::VarRanges>& strideOrderedDep(int depId) const;
  /// name_to_buf id of a dependency's buffer, or -1.
  int depBufferId(int depId) const;
  /// Leaf defining a dependency's buffer, or -1.
  int depLeaf(int depId) const {
    int b = depBufferId(depId);
    return b < 0 ? -1 : buffers[static_cast<std::size_t>(b)].definingLeaf;
  }
  /// The buffer id mutation_renames maps a dependency's buffer to.
  int renamedBufferOf(int depId) const {
    int b = depBufferId(depId);
    return b < 0 ? -1 : renamedBuffer[static_cast<std::size_t>(b)];
  }
  /// usedBufferNames as buffer ids (same order).
  std::vector<int> usedBufferIds(const SNode& n) const;
  bool ownsBufferId(const SNode& n, int bufferId) const;
  /// Sorts n.reads | n.writes into n.depsSorted.
  void refreshDerived(SNode& n) const;

  // ---- lookups ----------------------------------------------------------------
  const SNode& node(int id) const { return nodes[static_cast<std::size_t>(id)]; }
  SNode& node(int id) { return nodes[static_cast<std::size_t>(id)]; }
  const DepRec& dep(int id) const { return deps[id]; }
  int bufferId(const std::string& name) const;
  /// Leaf defining buffer `name` (name_to_buf[name].defining_op), or -1.
  int definingLeaf(const std::string& name) const;
  std::string renamed(const std::string& name) const;  ///< mutation_renames.get(name, name)
  /// get_fused_node(node): the current node holding node's first leaf.
  int fusedNode(int id) const { return fusedOf[static_cast<std::size_t>(node(id).leaves.front())]; }

  // ---- Inductor's node queries --------------------------------------------------
  /// node1.get_operation_names() & node2.ancestors is non-empty.
  bool opsIntersectAncestors(const SNode& opsOf, const SNode& ancestorsOf) const;
  bool hasAncestorLeaf(const SNode& n, int leaf) const;
  /// OrderedSet(dep.name for dep in reads + writes)
  std::vector<std::string> usedBufferNames(const SNode& n) const;
  /// ReadWrites.buffer_names(): MemoryDep names, integer indexes ignored.
  std::vector<std::string> memoryBufferNames(const SNode& n) const;
  bool ownsBuffer(const SNode& n, const std::string& name) const;
  bool isUnfusable(const SNode& n) const;
  bool isAvailable(const std::string& name) const { return definingLeaf(name) < 0; }
  std::string groupText(const SNode& n) const;
  NodeInfo info(int id) const;
  std::vector<NodeInfo> infos(const std::vector<int>& ids) const;

  // ---- mutations (fusion) ---------------------------------------------------------
  /// FusedSchedulerNode(snodes) / OuterLoopFusedSchedulerNode: a new node of the leaves.
  int makeFused(const std::vector<int>& leafIds, SKind kind, std::vector<int> outer = {}, int depth = 0);
  /// Makes `id` current for its leaves and replaces n1, n2 in `current` order (appended).
  void install(int id, int n1, int n2);
  /// refresh_group_node_dependencies
  void refreshGroupDeps(SNode& fused) const;
  /// set_read_writes: new reads; unmet = reads on buffers nodes define.
  void setReads(SNode& n, std::vector<int> reads) const;
  /// Scheduler.topological_sort_schedule
  std::vector<int> topologicalSort(const std::vector<int>& ids) const;
  /// _prune_redundant_deps for one current node.
  void pruneRedundantDeps(int id);
  /// Scheduler.fusable_weak_dep
  bool fusableWeakDep(int depId, const SNode& n1, const SNode& n2) const;
  /// SchedulerNode.apply_new_loop_order (re-extracts the leaf's deps).
  void applyLoopOrder(int leafNodeId, const std::vector<int>& newOrder);

  // ---- foreach (horizontal) groups ----------------------------------------------
  /// Scheduler.create_foreach_nodes: one ForeachKernelSchedulerNode per
  /// foreachLists entry (Nop nodes left out), then the nodes re-sorted
  /// (topological_sort_schedule). Does nothing once done.
  void createForeachNodes();
  /// ForeachKernelSchedulerNode(snodes): a new node of these sub-nodes.
  int makeForeach(const std::vector<int>& snodes);
  /// ForeachKernelSchedulerNode.fuse(producer, consumer): two foreach nodes
  /// fuse sub-node by sub-node; a foreach node and a plain node fuse the plain
  /// node into the sub-node it feeds or reads. Returns the new node (not installed).
  int fuseForeach(int producer, int consumer);
  /// get_producer_subnode_for: the one sub-node of `foreach` that `consumer`
  /// reads from, or -1 (none, or several).
  int foreachProducerSubnode(int foreach, int consumer) const;
  /// get_consumer_subnode_for: the sub-node of `foreach` that reads an output
  /// of `producer` (read_to_node), or -1.
  int foreachConsumerSubnode(int foreach, int producer) const;

 private:
  void findSizeReplacements();  ///< fills sizeReplacements (see there)
  void build(bool verifyExtraction);
  /// ReadWrites.merge_list of `parts` (in order) as `f`'s deps; unmet = their
  /// unmet deps on buffers `f` does not define or write.
  void mergeDeps(SNode& f, const std::vector<int>& parts) const;
  bool foreachCreated_ = false;
  void buildBuffers();
  void buildLeaves(bool verifyExtraction);
  struct LeafScratch;  // buildLeaves' renames and per-node scratch (SchedulerState.cpp)
  Leaf makeLeaf(const ir::Node& src, int i) const;
  SNode makeSNode(const ir::Node& src, const Leaf& leaf, int i) const;
  void orderAccesses(const ir::Node& src, bool verifyExtraction, LeafScratch& w, Leaf& leaf, SNode& s);
  void orderByBody(const ir::Node& src, LeafScratch& w, Leaf& leaf, std::vector<int>& reads, std::vector<int>& writes);
  void extractAndCheck(const ir::Node& src, LeafScratch& w, Leaf& leaf, std::vector<int>& reads,
                       std::vector<int>& writes);
  void buildAncestors();
  mutable std::unordered_map<int, std::pair<ir::Expr, ir::VarRanges>> normalizedCache_, strideOrderCache_;
  mutable std::vector<int> shapeClass_;                           ///< dep id -> shapeClass, -1 not yet known
  mutable std::unordered_multimap<std::size_t, int> shapeIndex_;  ///< hash of (index, ranges) -> class
  mutable std::vector<int> depBuffer_;
  mutable std::vector<int> bufferStamp_;
  mutable std::vector<int> bufferNameRank_;
  mutable int bufferEpoch_ = 0;
};

}  // namespace fs::fusion
