#include "core/fusion/Decision.h"

#include <algorithm>

namespace fs::fusion {

const std::vector<ReasonInfo>& reasonCatalogue() {
  using G = Gate;
  using R = Reason;
  // Wording is Inductor's (torch/_inductor/scheduler.py, choices.py,
  // codegen/simd.py). The C++ backend's rejections are silent in Inductor; we
  // word them ourselves and mark them not logged, as the outcome of a
  // benchmark (speedup_by_fusion), which Inductor does not log either.
  static const std::vector<ReasonInfo> list = {
      {R::None, "accepted", "", G::None, false},
      {R::SameNode, "same_node", "node1 is node2", G::SchedulerCanFuse, false},
      {R::Node1IsNop, "node1_is_nop", "node1 is nop", G::SchedulerCanFuse, true},
      {R::Node1IsExtern, "node1_is_extern", "node1 is extern but not a triton kernel", G::SchedulerCanFuse, true},
      {R::Node1IsExternOrNop, "node1_is_extern_or_nop", "node1 is extern or nop", G::SchedulerCanFuse, true},
      {R::Node2IsExternOrNop, "node2_is_extern_or_nop", "node2 is extern or nop", G::SchedulerCanFuse, true},
      {R::Node1MustGoBeforeNode2, "node1_must_go_before_node2", "node1 must go before node2", G::SchedulerCanFuse, true},
      {R::PrologueFusionOff, "prologue_fusion_off", "prologue fusion turned off", G::SchedulerCanFuse, true},
      {R::PrologueOnlyPointwise, "prologue_only_pointwise", "prologue fusion only supported for pointwise nodes",
       G::SchedulerCanFuse, true},
      {R::TemplateNoPrologueInputs, "template_no_prologue_inputs", "template has no allowed prologue inputs",
       G::SchedulerCanFuse, true},
      {R::PrologueInputsNotSupported, "prologue_inputs_not_supported",
       "prologue fusion not implemented for kernel for these inputs", G::SchedulerCanFuse, true},
      {R::PrologueNotFunctional, "prologue_not_functional", "template prologue can only fuse functional pointwise nodes",
       G::SchedulerCanFuse, true},
      {R::PrologueMultipleUses, "prologue_multiple_uses", "template prologue can only fuse nodes with a single use",
       G::SchedulerCanFuse, true},
      {R::PrologueNotSingleUseIntoTemplate, "prologue_not_single_use_into_template",
       "template prologue can only fuse nodes with a single use into template", G::SchedulerCanFuse, true},
      {R::PrologueMoreBytesRead, "prologue_more_bytes_read",
       "prologue fusion will not increase amount of bytes read in kernel", G::SchedulerCanFuse, true},
      {R::TemplateEpilogueNotSatisfied, "template_epilogue_not_satisfied", "template epilogue not satisfied",
       G::SchedulerCanFuse, true},
      {R::BufferFusionDisabled, "buffer_fusion_disabled", "fusion for buffer explicit disabled", G::SchedulerCanFuse,
       true},
      {R::DeviceMismatch, "device_mismatch", "device mismatch (%s vs %s)", G::SchedulerCanFuse, true},
      {R::NoSharedData, "no_shared_data", "no shared data", G::ChoicesCanFuse, true},
      {R::ExceedsMaxFusion, "exceeds_max_fusion", "exceeds max fusion", G::ChoicesCanFuse, true},
      {R::IncreasePeakMemory, "increase_peak_memory", "Fusion will increase peak memory", G::ChoicesCanFuse, true},
      {R::TooManyReadsAndWrites, "too_many_reads_and_writes", "fusion_prevent_too_many_reads_and_writes",
       G::ChoicesCanFuse, true},
      {R::MemoryDepsDidNotMatch, "memory_deps_did_not_match", "memory deps did not match",
       G::SchedulerCanFuseVertical, true},
      {R::IntermediateNodes, "intermediate_nodes", "intermediate nodes between node1 & node2",
       G::SchedulerCanFuseVertical, true},
      {R::ScoreBelowThreshold, "score_below_threshold", "score_fusion_memory_threshold", G::ChoicesCanFuseHorizontal,
       true},
      {R::NodesTooFarAway, "nodes_too_far_away", "Nodes are too far away. Fusing them may increase peak memory.",
       G::ChoicesCanFuseHorizontal, true},
      {R::SplitScanWithReduction, "split_scan_with_reduction", "Split scan cannot fuse with reductions",
       G::BackendCanFuse, true},
      {R::NumelMismatchReduce, "numel_mismatch_reduce", "numel/rnumel mismatch (reduce) (%s, %s), (%s, %s)",
       G::BackendCanFuse, true},
      {R::NumelMismatchNonReduce, "numel_mismatch_non_reduce",
       "numel/rnumel mismatch (non-reduce) (%s, %s), (%s, %s)", G::BackendCanFuse, true},
      {R::TilingMismatch, "tiling_mismatch", "tiling mismatch (%s, %s, %s)", G::BackendCanFuse, true},
      {R::NumelRnumelIncompatible, "numel_rnumel_incompatible", "nodes numel/rnumel incompatibility",
       G::BackendCanFuse, true},
      {R::InvalidReductionTiling, "invalid_reduction_tiling", "invalid tiling for reduction", G::BackendCanFuse, true},
      {R::NumelIncompatible, "numel_incompatible", "nodes numel incompatibility", G::BackendCanFuse, true},
      {R::CppTemplate, "cpp_template", "C++ backend: no fusion with this template", G::BackendCanFuse, false},
      {R::CppHorizontalSizeLimit, "cpp_horizontal_size_limit",
       "C++ backend: more nodes than cpp.max_horizontal_fusion_size (%s > %s)", G::BackendCanFuse, false},
      {R::CppIncompatibleLoops, "cpp_incompatible_loops",
       "C++ backend: loop ranges %s and %s are neither equal, reduction-compatible nor mergeable",
       G::BackendCanFuse, false},
      {R::CppReductionProducer, "cpp_reduction_producer",
       "C++ backend: the producer is a reduction and outer-loop fusion does not apply", G::BackendCanFuse, false},
      {R::WillCreateCycle, "will_create_cycle", "will create cycle", G::WillFusionCreateCycle, true},
      {R::ForeachLengthMismatch, "foreach_length_mismatch", "foreach do not have same length", G::ForeachCanFuse,
       true},
      {R::ForeachProducerIsReduction, "foreach_producer_is_reduction",
       "candidate producer is a reduction, foreach ops cannot be fused with reductions currently", G::ForeachCanFuse,
       true},
      {R::ForeachProducerNotDep, "foreach_producer_not_dep", "candidate producer is not dep of any foreach consumer",
       G::ForeachCanFuse, true},
      {R::ForeachConsumerIsReduction, "foreach_consumer_is_reduction",
       "candidate consumer is a reduction, foreach ops cannot be fused with reductions currently", G::ForeachCanFuse,
       true},
      {R::ForeachCrossPartner, "foreach_cross_partner", "a consumer depends on another producer sub-node",
       G::ForeachCanFuse, true},
      {R::ForeachConsumerNoDep, "foreach_consumer_no_dep", "candidate consumer has no dep in any foreach producer",
       G::ForeachCanFuse, true},
      {R::TemplateFusionNotFaster, "template_fusion_not_faster",
       "benchmarked: the fused multi-template kernel is not faster (knob multi_template_fusion_faster)",
       G::SpeedupByFusion, false},
      {R::NodeKindDisabled, "node_kind_disabled", "fusion disabled for node kind %s (what-if knob)", G::WhatIf,
       false},
      {R::VerticalOnly, "vertical_only", "horizontal fusion disabled (what-if knob vertical_only)", G::WhatIf, false},
      {R::HorizontalOnly, "horizontal_only", "vertical fusion disabled (what-if knob horizontal_only)", G::WhatIf,
       false},
      {R::OpaqueNode, "opaque_node", "%s was not understood by FusionScope's reader (%s)", G::Reader, false},
  };
  return list;
}

const ReasonInfo& reasonInfo(Reason reason) {
  const auto& list = reasonCatalogue();
  for (const auto& r : list)
    if (r.reason == reason) return r;
  return list.front();
}

const char* reasonCode(Reason reason) { return reasonInfo(reason).code; }

const char* gateName(Gate gate) {
  switch (gate) {
    case Gate::None: return "none";
    case Gate::SchedulerCanFuse: return "scheduler.can_fuse";
    case Gate::ChoicesCanFuse: return "choices.can_fuse";
    case Gate::SchedulerCanFuseVertical: return "scheduler.can_fuse_vertical";
    case Gate::ChoicesCanFuseHorizontal: return "choices.can_fuse_horizontal";
    case Gate::BackendCanFuse: return "backend.can_fuse";
    case Gate::WillFusionCreateCycle: return "scheduler.will_fusion_create_cycle";
    case Gate::ForeachCanFuse: return "foreach.can_fuse";
    case Gate::SpeedupByFusion: return "scheduler.speedup_by_fusion";
    case Gate::WhatIf: return "what_if";
    case Gate::Reader: return "reader";
  }
  return "none";
}

const char* gateFunction(Gate gate) {
  switch (gate) {
    case Gate::None: return "";
    case Gate::SchedulerCanFuse: return "Scheduler.can_fuse";
    case Gate::ChoicesCanFuse: return "InductorChoices.can_fuse";
    case Gate::SchedulerCanFuseVertical: return "Scheduler.can_fuse_vertical";
    case Gate::ChoicesCanFuseHorizontal: return "InductorChoices.can_fuse_horizontal";
    case Gate::BackendCanFuse: return "<backend>.can_fuse_vertical / can_fuse_horizontal";
    case Gate::WillFusionCreateCycle: return "Scheduler.will_fusion_create_cycle";
    case Gate::ForeachCanFuse: return "ForeachKernelSchedulerNode.can_fuse";
    case Gate::SpeedupByFusion: return "Scheduler.speedup_by_fusion";
    case Gate::WhatIf: return "FusionScope what-if knobs";
    case Gate::Reader: return "FusionScope reader";
  }
  return "";
}

std::optional<Reason> reasonFromText(std::string_view text) {
  // The longest literal prefix (up to the first %s) that the text starts with.
  std::optional<Reason> best;
  std::size_t bestLen = 0;
  for (const auto& r : reasonCatalogue()) {
    if (r.reason == Reason::None) continue;
    std::string_view wording(r.wording);
    std::string_view prefix = wording.substr(0, wording.find("%s"));
    bool exact = wording.find("%s") == std::string_view::npos;
    if (exact ? text == wording : text.substr(0, prefix.size()) == prefix) {
      if (prefix.size() > bestLen) {
        best = r.reason;
        bestLen = prefix.size();
      }
    }
  }
  return best;
}

std::optional<Reason> reasonFromCode(std::string_view code) {
  for (const auto& r : reasonCatalogue())
    if (code == r.code) return r.reason;
  return std::nullopt;
}

Decision Decision::accept(Gate gate, std::string node1, std::string node2) {
  Decision d;
  d.accepted = true;
  d.gate = gate;
  d.node1 = std::move(node1);
  d.node2 = std::move(node2);
  return d;
}

Decision Decision::reject(Reason reason, std::string node1, std::string node2, std::string text) {
  Decision d;
  d.accepted = false;
  d.reason = reason;
  d.gate = reasonInfo(reason).gate;
  d.node1 = std::move(node1);
  d.node2 = std::move(node2);
  d.text = text.empty() ? std::string(reasonInfo(reason).wording) : std::move(text);
  return d;
}

std::string Decision::logLine() const {
  if (accepted) return "can fuse " + node1 + " with " + node2;
  return "cannot fuse " + node1 + " with " + node2 + ": " + text;
}

}  // namespace fs::fusion
