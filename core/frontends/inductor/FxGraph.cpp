// FxGraph: reads fx_graph_readable.py (see FxGraph.h for the format).
#include "core/frontends/inductor/FxGraph.h"

#include <map>

#include "core/frontends/inductor/TextScan.h"

namespace fs::inductor {

using detail::isIdentChar;
using detail::startsWith;
using detail::trim;

namespace {

// "# File: /x/resnet.py:271 in _forward_impl, code: x = self.maxpool(x)"
// Newer releases put prefixes before "File: " in the same comment: torch 2.14+
// "# Backward of forward node: File: ..." (backward graphs), 2.10+ annotations
// ("# Annotation: {...} ac_graph_id: 0 - ... File: ...").
bool parseFileComment(std::string_view c, SourceLocation& out) {
  if (!startsWith(c, "#")) return false;
  constexpr std::string_view head = "File: ";
  const std::size_t at = c.find(head);
  if (at == std::string_view::npos || (at != 2 && c.substr(at - 1, 1) != " ")) return false;
  if (at != 2 && c.find(", code: ") != std::string_view::npos && c.find(", code: ") < at) return false;
  c.remove_prefix(at + head.size());
  std::string_view where = c, code;
  if (std::size_t k = c.find(", code: "); k != std::string_view::npos) {
    where = c.substr(0, k);
    code = c.substr(k + 8);
  }
  std::size_t in = where.rfind(" in ");
  std::string_view fileLine = in == std::string_view::npos ? where : where.substr(0, in);
  std::string_view function = in == std::string_view::npos ? std::string_view() : where.substr(in + 4);
  std::size_t colon = fileLine.rfind(':');
  if (colon == std::string_view::npos) return false;
  int line = 0;
  detail::Scan s(fileLine.substr(colon + 1));
  if (!s.integer(line) || !s.atEnd()) return false;
  out.file = std::string(fileLine.substr(0, colon));
  out.line = line;
  out.function = std::string(trim(function));
  out.code = std::string(trim(code));
  return true;
}

// The op of a callee: "torch.ops.aten.relu.default" -> "relu",
// "torch.ops.prims.convert_element_type.default" -> "convert_element_type",
// "operator.getitem" -> "getitem", "torch.sym_size" -> "sym_size".
std::string opOfTarget(std::string_view target) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= target.size(); ++i)
    if (i == target.size() || target[i] == '.') {
      parts.push_back(target.substr(start, i - start));
      start = i + 1;
    }
  if (parts.size() >= 4 && parts[0] == "torch" && parts[1] == "ops") return std::string(parts[3]);
  return std::string(parts.back());
}

void addPlaceholders(std::string_view params, int line, FxGraph& g) {
  for (std::string_view p : detail::splitTopLevel(params)) {
    std::size_t colon = p.find(':');
    std::string_view name = trim(colon == std::string_view::npos ? p : p.substr(0, colon));
    if (name.empty() || name == "self" || !isIdentChar(name.front())) continue;
    FxNode n;
    n.name = std::string(name);
    n.op = "placeholder";
    if (colon != std::string_view::npos) {
      std::string_view t = trim(p.substr(colon + 1));
      if (t.size() >= 2 && t.front() == '"' && t.back() == '"') n.type = std::string(t.substr(1, t.size() - 2));
    }
    n.line = line;
    if (!g.index.count(n.name)) {
      g.index.emplace(n.name, static_cast<int>(g.nodes.size()));
      g.nodes.push_back(std::move(n));
    }
  }
}

}  // namespace

FxGraph parseFxGraph(std::string_view text, const std::string& file) {
  FxGraph g;
  g.path = file;
  std::map<std::pair<std::string, int>, int> sourceIds;  // (file, line) -> index
  int current = -1;                                        // the stack trace in force
  detail::Lines lines(text);
  std::string_view raw;
  std::string pendingDef;  // a `def forward(` whose parameters span lines
  int defLine = 0;
  while (lines.next(raw)) {
    std::string_view line = trim(raw);
    if (!pendingDef.empty()) {
      pendingDef += std::string(line);
      if (line.find("):") != std::string_view::npos || line.find(") ->") != std::string_view::npos) {
        std::string_view d = pendingDef;
        std::size_t close = d.rfind(')');
        addPlaceholders(d.substr(0, close), defLine, g);
        pendingDef.clear();
      }
      continue;
    }
    if (line.empty()) continue;
    if (line.front() == '#') {
      SourceLocation loc;
      if (parseFileComment(line, loc)) {
        auto key = std::make_pair(loc.file, loc.line);
        auto it = sourceIds.find(key);
        if (it == sourceIds.end()) {
          it = sourceIds.emplace(key, static_cast<int>(g.sources.size())).first;
          g.sources.push_back(std::move(loc));
        }
        current = it->second;
      } else if (startsWith(line, "# No stacktrace found")) {
        current = -1;
      }
      continue;
    }
    if (startsWith(line, "class ") || startsWith(line, "return ") || line == "return" || startsWith(line, "pass"))
      continue;
    if (startsWith(line, "def ")) {
      std::size_t open = line.find('(');
      if (open == std::string_view::npos) continue;
      std::size_t close = line.rfind(')');
      if (close != std::string_view::npos && close > open && line.find(':', close) != std::string_view::npos) {
        addPlaceholders(line.substr(open + 1, close - open - 1), lines.number(), g);
      } else {
        pendingDef = std::string(line.substr(open + 1));
        defLine = lines.number();
      }
      continue;
    }
    // NAME[: "TYPE"] = EXPR[;  a = b = None]
    std::size_t e = 0;
    while (e < line.size() && isIdentChar(line[e])) ++e;
    if (e == 0) {
      ++g.skippedLines;
      continue;
    }
    FxNode n;
    n.name = std::string(line.substr(0, e));
    std::string_view rest = line.substr(e);
    if (startsWith(rest, ": \"")) {
      std::size_t q = rest.find('"', 3);
      if (q == std::string_view::npos) {
        ++g.skippedLines;
        continue;
      }
      n.type = std::string(rest.substr(3, q - 3));
      rest = rest.substr(q + 1);
    }
    if (!startsWith(rest, " = ")) {
      ++g.skippedLines;
      continue;
    }
    rest = rest.substr(3);
    // Drop the trailing `;  x = y = None` (FX's frees).
    if (std::size_t semi = rest.find(";  "); semi != std::string_view::npos) rest = rest.substr(0, semi);
    std::size_t c = 0;
    while (c < rest.size() && (isIdentChar(rest[c]) || rest[c] == '.')) ++c;
    std::string_view callee = rest.substr(0, c);
    std::string_view args = rest.substr(c);
    if (!args.empty() && args.front() == '[') {
      n.op = "getitem";
      n.target = "operator.getitem";
      args = rest;  // the indexed node is an input
    } else {
      n.target = std::string(callee);
      n.op = callee.empty() ? std::string() : opOfTarget(callee);
    }
    // Inputs: identifiers of the arguments that name earlier nodes.
    for (std::size_t i = 0; i < args.size();) {
      if (args[i] == '\'' || args[i] == '"') {  // skip string literals
        char q = args[i];
        std::size_t j = args.find(q, i + 1);
        i = j == std::string_view::npos ? args.size() : j + 1;
        continue;
      }
      if (!isIdentChar(args[i]) || (i > 0 && (isIdentChar(args[i - 1]) || args[i - 1] == '.'))) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < args.size() && isIdentChar(args[j])) ++j;
      std::string id(args.substr(i, j - i));
      if (g.index.count(id) && (n.inputs.empty() || n.inputs.back() != id)) n.inputs.push_back(std::move(id));
      i = j;
    }
    n.source = current;
    n.line = lines.number();
    if (g.index.count(n.name)) continue;  // a later subgraph's local name: keep the first
    g.index.emplace(n.name, static_cast<int>(g.nodes.size()));
    g.nodes.push_back(std::move(n));
  }
  return g;
}

FxGraph readFxGraph(const std::string& path) { return parseFxGraph(detail::readWholeFile(path), path); }

}  // namespace fs::inductor
