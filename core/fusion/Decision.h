// Decision: the answer of one fusion gate for one pair of scheduler nodes, with
// the reason, the gate that gave it and the evidence it looked at.
//
// Contract: a Decision is a value. `accepted` says whether the gate let the
// pair through; a rejection always carries a Reason from the one catalogue
// below (reasonInfo()), the Gate that made it, both node names, `text` (the
// reason exactly as Inductor's `WhyNoFuse` would print it, arguments filled
// in) and Evidence: the accesses compared (with index expressions and
// iteration ranges), the shared-data score, both groups, the order distance,
// the cycle path. Nothing is ever a bare bool. Reasons that Inductor rejects
// silently (its C++ backend returns False without a WhyNoFuse line) have
// `loggedByInductor == false` in the catalogue, and our own what-if knobs use
// the WhatIf gate.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fs::fusion {

/// The Inductor function a decision comes from.
enum class Gate : std::uint8_t {
  None,
  SchedulerCanFuse,          ///< Scheduler.can_fuse: structural preconditions
  ChoicesCanFuse,            ///< InductorChoices.can_fuse: heuristics for both kinds
  SchedulerCanFuseVertical,  ///< Scheduler.can_fuse_vertical: producer/consumer legality
  ChoicesCanFuseHorizontal,  ///< InductorChoices.can_fuse_horizontal
  BackendCanFuse,            ///< SIMDScheduling.can_fuse / CppScheduling.can_fuse_{vertical,horizontal}
  WillFusionCreateCycle,     ///< Scheduler.will_fusion_create_cycle
  ForeachCanFuse,            ///< ForeachKernelSchedulerNode.can_fuse (the backend hands foreach pairs to it)
  SpeedupByFusion,           ///< Scheduler.speedup_by_fusion: a benchmark decides (multi-template fusions)
  WhatIf,                    ///< FusionScope's what-if knobs (not Inductor)
  Reader,                    ///< FusionScope's reader: a node it could not read (not Inductor)
};

enum class Reason : std::uint8_t {
  None,  ///< accepted
  // Scheduler.can_fuse
  SameNode,
  Node1IsNop,
  Node1IsExtern,
  Node1IsExternOrNop,  ///< the same two checks as one, as torch 2.8-2.11 word it
  Node2IsExternOrNop,
  Node1MustGoBeforeNode2,
  PrologueFusionOff,
  PrologueOnlyPointwise,
  TemplateNoPrologueInputs,
  PrologueInputsNotSupported,  ///< node1 writes an input the template cannot take a prologue into
  PrologueNotFunctional,
  PrologueMultipleUses,
  PrologueNotSingleUseIntoTemplate,
  PrologueMoreBytesRead,
  TemplateEpilogueNotSatisfied,
  BufferFusionDisabled,
  DeviceMismatch,
  // InductorChoices.can_fuse
  NoSharedData,
  ExceedsMaxFusion,
  IncreasePeakMemory,
  TooManyReadsAndWrites,
  // Scheduler.can_fuse_vertical
  MemoryDepsDidNotMatch,
  IntermediateNodes,
  // InductorChoices.can_fuse_horizontal
  ScoreBelowThreshold,
  NodesTooFarAway,
  // SIMDScheduling.can_fuse (CUDA / Triton backend)
  SplitScanWithReduction,
  NumelMismatchReduce,
  NumelMismatchNonReduce,
  TilingMismatch,
  NumelRnumelIncompatible,
  InvalidReductionTiling,
  NumelIncompatible,
  // CppScheduling (C++ backend; Inductor returns False without a log line)
  CppTemplate,
  CppHorizontalSizeLimit,
  CppIncompatibleLoops,
  CppReductionProducer,
  // Scheduler.will_fusion_create_cycle
  WillCreateCycle,
  // ForeachKernelSchedulerNode.can_fuse
  ForeachLengthMismatch,
  ForeachProducerIsReduction,
  ForeachProducerNotDep,
  ForeachConsumerIsReduction,
  ForeachConsumerNoDep,
  ForeachCrossPartner,  ///< torch 2.15+
  // Scheduler.speedup_by_fusion
  TemplateFusionNotFaster,
  // what-if knobs
  NodeKindDisabled,
  VerticalOnly,
  HorizontalOnly,
  // FusionScope's reader
  OpaqueNode,  ///< a node the reader did not understand (Node::opaqueReason): never fused
};

/// One catalogue entry.
struct ReasonInfo {
  Reason reason;
  const char* code;     ///< stable identifier, e.g. "no_shared_data"
  const char* wording;  ///< Inductor's text; printf-style %s where it formats arguments
  Gate gate;
  bool loggedByInductor;  ///< Inductor prints "cannot fuse X with Y: <wording>"
};

const ReasonInfo& reasonInfo(Reason reason);
/// Every catalogue entry, Reason::None first.
const std::vector<ReasonInfo>& reasonCatalogue();
const char* reasonCode(Reason reason);
const char* gateName(Gate gate);
/// Inductor's function name for a gate, e.g. "Scheduler.can_fuse_vertical".
const char* gateFunction(Gate gate);
/// The reason whose wording a logged reason text starts with (arguments
/// ignored), e.g. "numel/rnumel mismatch (reduce) (64, 128), (1, 1)".
std::optional<Reason> reasonFromText(std::string_view loggedText);
std::optional<Reason> reasonFromCode(std::string_view code);

/// One dependency as a gate saw it.
struct Access {
  std::string node;    ///< the (possibly fused) node that holds it
  std::string role;    ///< "read" or "write"
  std::string buffer;
  std::string dep;     ///< Inductor's repr, e.g. "MemoryDep('buf3', c0, {c0: 1605632})"
  std::string index;   ///< index expression; empty for StarDep/WeakDep
  std::vector<std::pair<std::string, std::int64_t>> ranges;  ///< var -> extent
  std::int64_t numel = 0;  ///< MemoryDep.get_numel (points touched)
  std::int64_t bytes = 0;  ///< Scheduler.dep_size_hint
  bool operator==(const Access&) const = default;
};

struct Evidence {
  std::vector<std::string> commonBuffers;  ///< buffers both nodes use
  std::vector<Access> node1Accesses;       ///< node1's accesses to the common buffers
  std::vector<Access> node2Accesses;       ///< node2's accesses to the common buffers
  std::vector<Access> sharedAccesses;      ///< identical deps (what score_fusion_memory counts)
  std::int64_t sharedDataScore = -1;       ///< bytes; -1 when not computed
  std::string group1, group2;              ///< node.group iteration, e.g. "(1605632, 1)"
  int orderDistance = -1;                  ///< proximity: max(|min1-max2|, |min2-max1|); -1 unknown
  int fusedSize = -1;                      ///< leaves after fusion; -1 unknown
  int limit = -1;                          ///< the limit a size or distance was compared with
  std::vector<std::string> remainingDeps;  ///< can_fuse_vertical: reads node1 does not satisfy
  std::vector<std::string> cyclePath;      ///< will_fusion_create_cycle: node1 -> ... -> node2
  std::string note;                        ///< anything else, in words
  bool operator==(const Evidence&) const = default;
};

struct Decision {
  bool accepted = true;
  Reason reason = Reason::None;
  Gate gate = Gate::None;
  std::string node1, node2;
  std::string text;  ///< Inductor's reason text with arguments; empty when accepted
  Evidence evidence;
  bool applicable = true;  ///< explain(): false when the gate does not apply to this pair

  /// An accepting decision of `gate` for the pair.
  static Decision accept(Gate gate, std::string node1, std::string node2);
  /// A rejection; `text` defaults to the catalogue wording.
  static Decision reject(Reason reason, std::string node1, std::string node2, std::string text = {});
  /// "cannot fuse op3 with op4: no shared data", as Inductor logs it.
  std::string logLine() const;
  bool operator==(const Decision&) const = default;
};

}  // namespace fs::fusion
