#include "core/frontends/inductor/SavedTensors.h"

#include <cctype>
#include <map>
#include <optional>
#include <stdexcept>

#include "core/frontends/inductor/FusionLog.h"
#include "core/frontends/inductor/OutputCode.h"
#include "core/frontends/inductor/Reference.h"
#include "core/frontends/inductor/TextScan.h"

namespace fs::inductor {

namespace {

bool isIdentifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

// "(64, 1, )" -> {64, 1}, each element evaluated with the symbols; nullopt when not a tuple.
std::optional<std::vector<std::int64_t>> tupleOf(std::string_view t, const std::vector<ir::SizeSymbol>& symbols) {
  t = detail::trim(t);
  if (t.size() < 2 || t.front() != '(' || t.back() != ')') return std::nullopt;
  std::vector<std::int64_t> out;
  for (auto e : detail::splitTopLevel(t.substr(1, t.size() - 2))) {
    if (e.empty()) continue;
    try {
      out.push_back(ir::parseExpr(e).evaluate([&](const std::string& name) -> std::int64_t {
        for (const auto& s : symbols)
          if (s.name == name) return s.hint;
        throw std::invalid_argument("unknown size symbol " + name);
      }));
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  return out;
}

// (model number, kind) of a graph id, or kind "" without one.
std::pair<int, std::string> idOf(const ir::ProgramGraph& g) {
  int model = -1, compile = 0, sub = 0;
  std::string kind;
  if (!g.graphId.empty() && parseGraphId(g.graphId, model, kind, compile, sub)) return {model, kind};
  return {-1, ""};
}

bool isKind(const ir::ProgramGraph& g, const std::string& kind) {
  const auto [model, k] = idOf(g);
  if (!k.empty()) return k == kind;
  return g.name == kind || g.name.rfind(kind + "_", 0) == 0;
}

}  // namespace

std::optional<ir::GraphFeed> feedOfReturn(const std::string& entry, const std::string& graph,
                                          const std::vector<ir::SizeSymbol>& symbols) {
  const std::string_view e = detail::trim(entry);
  ir::GraphFeed f;
  f.graph = graph;
  if (isIdentifier(e)) {
    if (e == "None" || ir::isSizeSymbol(e)) return std::nullopt;
    f.buffer = std::string(e);
    return f;
  }
  constexpr std::string_view kView = "reinterpret_tensor(";
  if (e.rfind(kView, 0) != 0 || e.back() != ')') return std::nullopt;
  const auto args = detail::splitTopLevel(e.substr(kView.size(), e.size() - kView.size() - 1));
  if (args.size() != 4 || !isIdentifier(args[0])) return std::nullopt;
  const auto sizes = tupleOf(args[1], symbols), strides = tupleOf(args[2], symbols);
  const auto offset = tupleOf("(" + std::string(args[3]) + ")", symbols);
  if (!sizes || !strides || !offset || sizes->size() != strides->size() || offset->size() != 1) return std::nullopt;
  f.buffer = std::string(args[0]);
  f.view = true;
  f.sizes = *sizes;
  f.strides = *strides;
  f.offset = offset->front();
  return f;
}

void linkSavedTensors(ir::Program& program, std::vector<std::string>& notes) {
  std::vector<std::size_t> forwards, backwards;
  for (std::size_t i = 0; i < program.graphs.size(); ++i) {
    if (isKind(program.graphs[i], "forward")) forwards.push_back(i);
    if (isKind(program.graphs[i], "backward")) backwards.push_back(i);
  }
  for (std::size_t b = 0; b < backwards.size(); ++b) {
    ir::ProgramGraph& bwd = program.graphs[backwards[b]];
    // its forward: the same model__N, else the one of the same rank
    const ir::ProgramGraph* fwd = nullptr;
    const auto [bm, bk] = idOf(bwd);
    for (std::size_t f : forwards) {
      const auto [fm, fk] = idOf(program.graphs[f]);
      if (!bk.empty() && !fk.empty() && fm == bm) fwd = &program.graphs[f];
    }
    if (!fwd && bk.empty() && b < forwards.size() && idOf(program.graphs[forwards[b]]).second.empty())
      fwd = &program.graphs[forwards[b]];
    if (!fwd) continue;
    const OutputCode* fc = outputCodeOf(*fwd);
    const OutputCode* bc = outputCodeOf(bwd);
    if (!fc || !bc || fc->call.returns.empty() || bc->call.args.empty()) {
      notes.push_back(bwd.name + ": its inputs are not linked to " + fwd->name +
                      "'s outputs (no output_code.py call() on one side): saved tensors get generated values");
      continue;
    }
    std::size_t saved = 0;  // the backward's inputs before the first tangent
    while (saved < bc->call.args.size() && bc->call.args[saved].rfind("tangents_", 0) != 0) ++saved;
    if (saved > fc->call.returns.size()) {
      notes.push_back(bwd.name + ": " + std::to_string(saved) + " saved inputs but " + fwd->name + " returns " +
                      std::to_string(fc->call.returns.size()) + " values: inputs not linked");
      continue;
    }
    const std::size_t outputs = fc->call.returns.size() - saved;
    for (std::size_t k = 0; k < saved; ++k) {
      auto feed = feedOfReturn(fc->call.returns[outputs + k], fwd->name, fwd->preFusion.sizeSymbols);
      if (feed) bwd.feeds[bc->call.args[k]] = *feed;
    }
  }
}

}  // namespace fs::inductor
