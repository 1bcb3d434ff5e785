#include "core/frontends/inductor/SavedTensors.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <stdexcept>

#include "core/frontends/inductor/FusionLog.h"
#include "core/frontends/inductor/OutputCode.h"
#include "core/ir/Program.h"
#include "core/frontends/inductor/TextScan.h"

namespace fs::inductor {

namespace {

bool isIdentifier(std::string_view s) {
  return !s.empty() && !std::isdigit(static_cast<unsigned char>(s[0])) &&
         std::all_of(s.begin(), s.end(), detail::isIdentChar);
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

// A returned size value (a saved SymInt): `s50`, `2*s50`, an integer; not a buffer.
bool isSymbolicInt(std::string_view entry) {
  entry = detail::trim(entry);
  if (entry.empty()) return false;
  try {
    const auto e = ir::parseExpr(entry);
    const auto symbols = e.freeSymbols();
    for (const auto& s : symbols)
      if (!ir::isSizeSymbol(s)) return false;
    return !symbols.empty() || entry.find_first_not_of("0123456789-") == std::string_view::npos;
  } catch (const std::exception&) {
    return false;
  }
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
    // The forward returns its saved tensors, then its saved size symbols (`s70`); the
    // backward unpacks the symbols first (CompiledFunction.backward: `*ctx.symints,
    // *ctx.saved_tensors`), then the tensors.
    std::size_t symints = 0;
    while (symints < saved && isSymbolicInt(fc->call.returns[fc->call.returns.size() - 1 - symints])) ++symints;
    auto returnOf = [&](std::size_t k) -> const std::string& {  // the forward's value of backward input k
      return k < symints ? fc->call.returns[outputs + (saved - symints) + k] : fc->call.returns[outputs + (k - symints)];
    };
    // the alignment's check: a model input returned as itself keeps its name on both
    // sides (the forward returns `primals_3`, the backward unpacks `primals_3`); a
    // backward's `primals_1` may also be a forward buffer (a copy the forward made) or
    // a size symbol (`s70`)
    std::string misaligned;
    for (std::size_t k = symints; k < saved && misaligned.empty(); ++k) {
      const std::string_view ret = detail::trim(returnOf(k));
      const std::string& arg = bc->call.args[k];
      const bool retPrimal = ret.rfind("primals_", 0) == 0, argPrimal = arg.rfind("primals_", 0) == 0;
      if (retPrimal && argPrimal && ret != arg)
        misaligned = "input " + std::to_string(k + 1) + " '" + arg + "' would be " + fwd->name + "'s '" + std::string(ret) + "'";
    }
    if (!misaligned.empty()) {
      notes.push_back(bwd.name + ": its inputs do not line up with what " + fwd->name + " returns (" + misaligned +
                      ", output_code.py:" + std::to_string(fc->call.returnLine) + "): inputs not linked, generated");
      continue;
    }
    for (std::size_t k = symints; k < saved; ++k) {
      auto feed = feedOfReturn(returnOf(k), fwd->name, fwd->preFusion.sizeSymbols);
      if (feed) bwd.feeds[bc->call.args[k]] = *feed;
    }
  }
}

}  // namespace fs::inductor
