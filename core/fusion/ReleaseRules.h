// ReleaseRules: the fusion rules that changed between torch releases, each with the
// releases it holds in and the Inductor function it comes from, and which release's
// rules a graph gets.
//
// Contract: the scheduler models Inductor 2.11 and applies, for a graph written by
// another release (ir::Graph::release), the rules of that release listed in
// releaseRules(): each is a switch on one mechanism (a gate, a score, the round
// structure), true exactly in [first, last]. The table was made by diffing each
// release's torch/_inductor (scheduler.py, choices.py, codegen/cpp.py,
// codegen/simd.py) from 2.8.0 to 2.15.0 against 2.11.0. A release outside
// [2.8, 2.15] gets the nearest known one's rules and one warning; an unknown one
// (no evidence) gets 2.11's, the release the rest of the scheduler mirrors.
// Changes known and not modelled (CUDA only: mix-order and nested reductions,
// loop reindexing of 2.13+, index inversion) are listed by notModelled().
#pragma once

#include <string>
#include <vector>

#include "core/ir/Release.h"

namespace fs::fusion {

enum class ReleaseRule {
  /// fuse_nodes ends with one more fuse_nodes_once(is_reorder_round=True) when
  /// loop_ordering_after_fusion (default on from 2.10) or loop_index_inversion_in_fusion.
  FinalReorderRound,
  /// fuse_nodes_once prunes redundant WeakDeps first (2.10+); before, at its end,
  /// so round 1 sees the unpruned dependencies.
  PruneBeforeRound,
  /// _prune_redundant_deps asks fusable_weak_dep before it prunes (2.10+).
  PruneAsksFusableWeakDep,
  /// FusionScore.__lt__: a memory score over 16x the other's decides before the
  /// fusion type (2.10+); before, score_fusion was a plain tuple.
  ScoreMemoryRatio,
  /// fusable_read_and_write refuses a write whose mode needs synchronization
  /// (atomic_add) (2.11+).
  ReadWriteModeCheck,
  /// fusable_read_and_write compares the deps as printed first, normalized only after
  /// (2.13+); before, loop-merging normalization replaced the comparison when the
  /// loop counts differ.
  ReadWriteExactFirst,
  /// fusable_weak_dep counts the reading nodes of a foreach node1 one by one (2.10+).
  WeakDepForeachReads,
  /// fusable_weak_dep refuses a non-injective scatter (a write var absent from the
  /// write index) (2.12+).
  WeakDepNonInjective,
  /// fusable_weak_dep maps each read through mutation_real_name (2.15+).
  WeakDepReadsRealName,
  /// can_fuse_vertical iterates over a copy of remaining deps; before, removing
  /// while iterating skipped the dependency after each removed one (2.15+).
  VerticalIteratesACopy,
  /// Scheduler.can_fuse logs "node1 is extern or nop" (up to 2.11); 2.12 splits it
  /// into "node1 is nop" and "node1 is extern but not a triton kernel".
  Node1ExternOrNopWording,
  /// ForeachKernelSchedulerNode.can_fuse refuses a consumer sub-node that depends on
  /// another producer sub-node than its partner (2.15+).
  ForeachCrossPartnerDependency,
  /// create_foreach_nodes leaves extern nodes out of a foreach list and splits a list
  /// where an element reads an earlier one (2.15+).
  ForeachListsSplitOnDependency,
};

struct ReleaseRuleInfo {
  ReleaseRule rule;
  const char* name;          ///< "final_reorder_round"
  ir::Release first, last;   ///< holds in [first, last]
  const char* inductorFunction;  ///< "Scheduler.fuse_nodes"
  const char* what;          ///< the change, one sentence
};

/// Every rule, in the order above.
const std::vector<ReleaseRuleInfo>& releaseRules();
const ReleaseRuleInfo& releaseRuleInfo(ReleaseRule rule);
/// True when `rule` holds in `release` (a known one: see rulesRelease).
bool ruleHolds(ReleaseRule rule, const ir::Release& release);

/// The oldest and newest releases whose rules are known here (2.8, 2.15).
ir::Release oldestKnownRelease();
ir::Release newestKnownRelease();
/// The release whose rules apply to a graph written by `written`: itself when known
/// here, the nearest known one otherwise (with `warning` set to one sentence), 2.11
/// when unknown (no warning: the dump said nothing).
ir::Release rulesRelease(const ir::Release& written, std::string* warning = nullptr);

/// Changes between releases that the scheduler does not model, one line each
/// ("2.13+ CUDA: loop reindexing after fusion (_try_reindex_pointwise_for_reduction)").
const std::vector<std::string>& notModelled();

}  // namespace fs::fusion
