// PlanDot: a fusion plan as a Graphviz DOT graph.
//
// Contract: one box per planned node (fused nodes list their leaves and are
// filled), extern kernels as ellipses; an edge A -> B when a leaf of B reads a
// buffer a leaf of A writes (labelled with the buffer, several joined). The
// text is deterministic (plan order) and needs no Graphviz to produce.
#pragma once

#include <string>

#include "core/fusion/FusionPlan.h"
#include "core/ir/Graph.h"

namespace fs::fusion {

std::string planToDot(const ir::Graph& preFusion, const FusionPlan& plan);

}  // namespace fs::fusion
