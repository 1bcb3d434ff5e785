#include "core/frontends/inductor/Reference.h"

namespace fs::inductor {

const GraphReference* referenceOf(const ir::ProgramGraph& graph) {
  return dynamic_cast<const GraphReference*>(graph.reference.get());
}

GraphReference& mutableReferenceOf(ir::ProgramGraph& graph) {
  const GraphReference* current = referenceOf(graph);
  // The only owner may change it in place: it was made non-const, by make_shared below.
  if (current && graph.reference.use_count() == 1) return const_cast<GraphReference&>(*current);
  std::shared_ptr<GraphReference> own =
      current ? std::make_shared<GraphReference>(*current) : std::make_shared<GraphReference>();
  GraphReference& out = *own;
  graph.reference = std::move(own);
  return out;
}

const ir::Graph* postFusionOf(const ir::ProgramGraph& graph) {
  const GraphReference* r = referenceOf(graph);
  return r && r->postFusion ? &*r->postFusion : nullptr;
}

const OutputCode* outputCodeOf(const ir::ProgramGraph& graph) {
  const GraphReference* r = referenceOf(graph);
  return r && r->outputCode ? &*r->outputCode : nullptr;
}

const LogGraphRun* logOf(const ir::ProgramGraph& graph) {
  const GraphReference* r = referenceOf(graph);
  return r && r->log ? &*r->log : nullptr;
}

}  // namespace fs::inductor
