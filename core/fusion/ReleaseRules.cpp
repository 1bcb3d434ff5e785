#include "core/fusion/ReleaseRules.h"

#include <stdexcept>

namespace fs::fusion {
namespace {
constexpr ir::Release kOldest{2, 8};
constexpr ir::Release kNewest{2, 15};
constexpr ir::Release kModelled{2, 11};
constexpr ir::Release kAlways{99, 0};
}  // namespace

const std::vector<ReleaseRuleInfo>& releaseRules() {
  using R = ReleaseRule;
  static const std::vector<ReleaseRuleInfo> list = {
      {R::FinalReorderRound, "final_reorder_round", {2, 10}, kAlways, "Scheduler.fuse_nodes",
       "a last fuse_nodes_once(is_reorder_round=True) after the rounds (loop_ordering_after_fusion on by default)"},
      {R::PruneBeforeRound, "prune_before_round", {2, 10}, kAlways, "Scheduler.fuse_nodes_once",
       "prune_redundant_deps runs at the start of each round (before: at its end)"},
      {R::PruneAsksFusableWeakDep, "prune_asks_fusable_weak_dep", {2, 10}, kAlways, "_prune_redundant_deps",
       "a redundant WeakDep is pruned only when fusable_weak_dep says so"},
      {R::ScoreMemoryRatio, "score_memory_ratio", {2, 10}, kAlways, "FusionScore.__lt__ (choices.py)",
       "a memory score over 16x the other's wins before the fusion type (before: a plain tuple)"},
      {R::ReadWriteModeCheck, "read_write_mode_check", {2, 11}, kAlways, "Scheduler.fusable_read_and_write",
       "a write whose mode needs synchronization (atomic_add) satisfies no read"},
      {R::ReadWriteExactFirst, "read_write_exact_first", {2, 13}, kAlways, "Scheduler.fusable_read_and_write",
       "the dependencies as printed are compared first, loop-merged only when that fails"},
      {R::WeakDepForeachReads, "weak_dep_foreach_reads", {2, 10}, kAlways, "Scheduler.fusable_weak_dep",
       "a foreach node1's sub-nodes are counted as concurrent readers"},
      {R::WeakDepNonInjective, "weak_dep_non_injective", {2, 12}, kAlways, "Scheduler.fusable_weak_dep",
       "a non-injective scatter (a write var absent from the write index) is not fusable"},
      {R::WeakDepReadsRealName, "weak_dep_reads_real_name", {2, 15}, kAlways, "Scheduler.fusable_weak_dep",
       "reads are matched through mutation_real_name"},
      {R::VerticalIteratesACopy, "vertical_iterates_a_copy", {2, 15}, kAlways, "Scheduler.can_fuse_vertical",
       "remaining dependencies are iterated over a copy (before: the one after each removed one was skipped)"},
      {R::Node1ExternOrNopWording, "node1_extern_or_nop_wording", kOldest, {2, 11}, "Scheduler.can_fuse",
       "\"node1 is extern or nop\" (2.12+: \"node1 is nop\" / \"node1 is extern but not a triton kernel\")"},
      {R::ForeachCrossPartnerDependency, "foreach_cross_partner_dependency", {2, 15}, kAlways,
       "ForeachKernelSchedulerNode.can_fuse", "a consumer sub-node depending on another producer sub-node is refused"},
      {R::ForeachListsSplitOnDependency, "foreach_lists_split_on_dependency", {2, 15}, kAlways,
       "Scheduler.create_foreach_nodes", "extern nodes leave a foreach list; a list splits where an element reads an earlier one"},
  };
  return list;
}

const ReleaseRuleInfo& releaseRuleInfo(ReleaseRule rule) {
  for (const auto& r : releaseRules())
    if (r.rule == rule) return r;
  throw std::logic_error("release rule missing from the table");
}

bool ruleHolds(ReleaseRule rule, const ir::Release& release) {
  const ReleaseRuleInfo& r = releaseRuleInfo(rule);
  return release >= r.first && release <= r.last;
}

ir::Release oldestKnownRelease() { return kOldest; }
ir::Release newestKnownRelease() { return kNewest; }

ir::Release rulesRelease(const ir::Release& written, std::string* warning) {
  if (warning) warning->clear();
  if (!written.known()) return kModelled;
  if (written >= kOldest && written <= kNewest) return written;
  const ir::Release nearest = written < kOldest ? kOldest : kNewest;
  if (warning)
    *warning = "torch " + written.str() + " is not a release FusionScope knows (" + kOldest.str() + " to " +
               kNewest.str() + "): deciding with Inductor " + nearest.str() + "'s rules";
  return nearest;
}

const std::vector<std::string>& notModelled() {
  static const std::vector<std::string> list = {
      "2.10+ CUDA: mix-order reductions (MixOrderReduction.can_fuse, FusedMixOrderReductions)",
      "2.10+ CUDA: index inversion in every round (shared_data_after_inverting_indexing)",
      "2.13+ CUDA: loop reindexing after fusion (_try_reindex_pointwise_for_reduction) and the loop-reordering "
      "rollback and candidate choice of _try_reorder_loops_for_candidates",
      "2.13+ C++: the alignment trial of CppScheduling._can_fuse_nodes_with_compatible_ranges",
      "2.15 CUDA: nested and staged reductions (FusedNestedReductions, FusedStagedReduction, sub-parent epilogues)",
      "2.12+ max-autotune: _handle_template_overlap's deferral of prologue fusions",
  };
  return list;
}

}  // namespace fs::fusion
