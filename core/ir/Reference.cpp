#include "core/ir/Reference.h"

#include "core/ir/Program.h"

namespace fs::ir {

const GeneratedKernel* OutputCode::find(const std::string& kernelName) const {
  for (const auto& k : kernels)
    if (k.name == kernelName) return &k;
  return nullptr;
}

const Reference* referenceOf(const ProgramGraph& graph) { return graph.reference.get(); }

Reference& mutableReferenceOf(ProgramGraph& graph) {
  const Reference* current = graph.reference.get();
  // The only owner may change it in place: it was made non-const, by make_shared below.
  if (current && graph.reference.use_count() == 1) return const_cast<Reference&>(*current);
  std::shared_ptr<Reference> own = current ? std::make_shared<Reference>(*current) : std::make_shared<Reference>();
  Reference& out = *own;
  graph.reference = std::move(own);
  return out;
}

const Graph* postFusionOf(const ProgramGraph& graph) {
  const Reference* r = referenceOf(graph);
  return r && r->postFusion ? &*r->postFusion : nullptr;
}

const OutputCode* outputCodeOf(const ProgramGraph& graph) {
  const Reference* r = referenceOf(graph);
  return r && r->outputCode ? &*r->outputCode : nullptr;
}

const LogGraphRun* logOf(const ProgramGraph& graph) {
  const Reference* r = referenceOf(graph);
  return r && r->log ? &*r->log : nullptr;
}

}  // namespace fs::ir
