// The reference values of a fixture graph as `fusionscope-cli bench` computes them
// (session::ProgramValues): a backward's inputs that its forward saved hold the values
// the forward computed from the same random model inputs; every other input is random
// (seed 1). A backward fed random activations and statistics instead can overflow
// float32 deep in the graph (resnet50_train's weight gradients reach 3e38), which no
// forward's values do.
#pragma once

#include <filesystem>
#include <string>

#include "core/frontends/inductor/DebugDir.h"
#include "core/runtime/CpuRunner.h"
#include "core/session/BenchSession.h"

namespace fs::test {

/// `graphFolder`: samples/<kind>/<model>/<graph>; `table`: that graph's BufferTable.
inline runtime::Reference fixtureReference(const std::string& graphFolder, const codegen::BufferTable& table) {
  const std::filesystem::path folder(graphFolder);
  inductor::LoadOptions options;
  options.fullLog = false;
  const ir::Program program = inductor::loadDebugDump(folder.parent_path().string(), "", {}, options);
  for (const auto& g : program.graphs)
    if (g.name == folder.filename().string() && !g.feeds.empty()) {
      session::ProgramValues values(program, 1);
      session::FeedReport report;
      return values.reference(g, table, report);
    }
  return runtime::computeReference(table, 1);
}

}  // namespace fs::test
