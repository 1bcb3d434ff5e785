// KernelTable: Inductor's kernels with their nodes, source lines and measured times
// (see KernelTable.h).
#include "core/session/KernelTable.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

namespace fs::session {

KernelTable kernelTable(const ir::ProgramGraph& graph, const Provenance& provenance,
                        const ir::KernelProfile* trace, const ir::KernelProfile* benchmark) {
  KernelTable t;
  t.graph = graph.name;
  std::set<std::string> claimed;
  if (const ir::OutputCode* code = ir::outputCodeOf(graph)) {
    for (const auto& k : code->kernels) {
      KernelRow r;
      r.name = k.name;
      r.backend = k.backend;
      r.nodes = k.nodes;
      r.launches = static_cast<int>(k.launches.size());
      r.sourceLine = k.sourceLine;
      // primary lines first, then the inlined ones, each once
      std::vector<std::string> later;
      for (const auto& n : k.nodes)
        if (const NodeOrigin* o = provenance.find(n)) {
          if (!o->sources.empty()) {
            for (std::size_t i = 0; i < o->sources.size(); ++i) {
              std::string s = o->sources[i].shortName() + (o->sources[i].code.empty() ? "" : " (" + o->sources[i].code + ")");
              (i == 0 ? r.sources : later).push_back(std::move(s));
            }
          } else {
            for (const auto& m : o->moduleCalls) later.push_back("module call " + m);
          }
        }
      for (auto& s : later) r.sources.push_back(std::move(s));
      std::vector<std::string> unique;
      for (auto& s : r.sources)
        if (std::find(unique.begin(), unique.end(), s) == unique.end()) unique.push_back(std::move(s));
      r.sources = std::move(unique);
      if (trace)
        if (auto it = trace->kernels.find(k.name); it != trace->kernels.end()) {
          r.traceCalls = it->second.calls;
          r.traceUs = it->second.meanUs();
          claimed.insert(k.name);
        }
      if (benchmark && !k.moduleHash.empty()) {
        const std::string& hash = k.moduleHash;
        for (const auto& [h, m] : benchmark->kernels)
          if (!h.empty() && hash.compare(0, h.size(), h) == 0) {
            r.benchmarkUs = m.meanUs();
            break;
          }
      }
      t.rows.push_back(std::move(r));
    }
  }
  if (trace)
    for (const auto& [name, m] : trace->kernels)
      if (!claimed.count(name)) t.unmatched.push_back(m);
  std::sort(t.unmatched.begin(), t.unmatched.end(),
            [](const auto& a, const auto& b) { return a.totalUs > b.totalUs; });
  return t;
}

void dropClaimedElsewhere(std::vector<KernelTable>& tables) {
  std::set<std::string> claimed;
  for (const auto& t : tables)
    for (const auto& r : t.rows)
      if (r.traceCalls > 0) claimed.insert(r.name);
  for (auto& t : tables)
    t.unmatched.erase(std::remove_if(t.unmatched.begin(), t.unmatched.end(),
                                     [&](const auto& m) { return claimed.count(m.name) > 0; }),
                      t.unmatched.end());
}

nlohmann::json toJson(const KernelTable& t) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& r : t.rows) {
    nlohmann::json us = nullptr;
    if (r.traceUs >= 0) us = r.traceUs;
    else if (r.benchmarkUs >= 0) us = r.benchmarkUs;
    rows.push_back({{"name", r.name},
                    {"backend", r.backend},
                    {"nodes", r.nodes},
                    {"source", r.sources},
                    {"launches", r.launches},
                    {"us", us},
                    {"calls", r.traceCalls},
                    {"benchmark_us", r.benchmarkUs >= 0 ? nlohmann::json(r.benchmarkUs) : nlohmann::json(nullptr)},
                    {"output_code_line", r.sourceLine}});
  }
  nlohmann::json other = nlohmann::json::array();
  for (const auto& m : t.unmatched) other.push_back({{"name", m.name}, {"us", m.meanUs()}, {"calls", m.calls}});
  return {{"graph", t.graph}, {"kernels", rows}, {"profile_kernels_unmatched", other}};
}

std::string toText(const KernelTable& t) {
  std::ostringstream o;
  // Inductor's own generated kernels (output_code.py's distinct kernel definitions; a
  // kernel launched several times counts once): not `fuse`'s count of planned kernels
  o << "graph " << t.graph << ": " << t.rows.size() << " Inductor kernels (distinct definitions in output_code.py)\n";
  char buf[64];
  for (const auto& r : t.rows) {
    o << "  " << r.name << "  [";
    for (std::size_t i = 0; i < r.nodes.size(); ++i) o << (i ? " " : "") << r.nodes[i];
    o << "]";
    if (r.traceUs >= 0) {
      std::snprintf(buf, sizeof buf, "  %.2f us x %d", r.traceUs, r.traceCalls);
      o << buf;
    }
    if (r.benchmarkUs >= 0) {
      std::snprintf(buf, sizeof buf, "  benchmark %.1f us", r.benchmarkUs);
      o << buf;
    }
    o << "\n";
    for (std::size_t i = 0; i < r.sources.size() && i < 3; ++i) o << "      " << r.sources[i] << "\n";
    if (r.sources.size() > 3) o << "      +" << r.sources.size() - 3 << " more lines\n";
  }
  if (!t.unmatched.empty()) {
    o << "  other kernels in the trace (libraries, other graphs): " << t.unmatched.size() << "\n";
    for (std::size_t i = 0; i < t.unmatched.size() && i < 5; ++i) {
      std::snprintf(buf, sizeof buf, "%.2f us x %d  ", t.unmatched[i].meanUs(), t.unmatched[i].calls);
      std::string n = t.unmatched[i].name;
      if (n.size() > 90) n = n.substr(0, 87) + "...";
      o << "    " << buf << n << "\n";
    }
  }
  return o.str();
}

}  // namespace fs::session
