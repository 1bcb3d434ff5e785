#include "core/reference/LogFacts.h"

#include <unordered_set>

namespace fs::reference {

using fusion::BenchmarkVerdict;
using fusion::LogFacts;

std::vector<std::vector<std::string>> foreachListsFromLog(const inductor::LogGraphRun& log, const ir::Graph& graph) {
  std::vector<std::vector<std::string>> lists;
  if (log.rounds.empty()) return lists;
  std::unordered_set<std::string> names;
  for (const auto& n : graph.nodes) names.insert(n.name);
  for (const auto& c : log.rounds.front().candidates) {
    if (c.kind != "ForeachKernelSchedulerNode") continue;
    // "op0_op1_op2": the members' names joined by '_' (names may hold '_' too).
    std::vector<std::string> list;
    std::string part;
    std::size_t start = 0;
    while (start <= c.name.size()) {
      std::size_t end = c.name.find('_', start);
      if (end == std::string::npos) end = c.name.size();
      part += (part.empty() ? "" : "_") + c.name.substr(start, end - start);
      if (names.count(part)) {
        list.push_back(part);
        part.clear();
      }
      start = end + 1;
    }
    if (!list.empty()) lists.push_back(std::move(list));
  }
  return lists;
}

std::vector<BenchmarkVerdict> benchmarkVerdictsFromLog(const inductor::LogGraphRun& log) {
  std::vector<BenchmarkVerdict> out;
  for (const auto& r : log.rounds)
    for (const auto& b : r.benchmarks) out.push_back({b.buffers1, b.buffers2, b.faster, b.ratio, b.line});
  return out;
}

LogFacts logFactsOf(const ir::ProgramGraph& dump) {
  LogFacts f;
  const inductor::LogGraphRun* log = inductor::logOf(dump);
  if (!log) return f;
  f.foreachLists = foreachListsFromLog(*log, dump.preFusion);
  f.benchmarks = benchmarkVerdictsFromLog(*log);
  return f;
}

}  // namespace fs::reference
