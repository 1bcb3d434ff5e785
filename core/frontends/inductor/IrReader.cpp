// IrReader: a line-oriented reader for Inductor's ir_pre_fusion.txt /
// ir_post_fusion.txt (the text of `BaseSchedulerNode.debug_str()`).
//
// A node is a header line `NAME: KIND(IRTYPE)` followed by `NAME.<field> = ...`
// lines, `<buf>_layout = ...` lines, an optional `class NAME_loop_body:` block and,
// for fused kinds, `NAME.snodes[i] =` followed by each child node. Values are
// small Python literals; lists that pprint wrapped continue on deeper-indented
// lines. Every error names the file, the line and what was expected.
#include "core/frontends/inductor/IrReader.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <cctype>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/frontends/inductor/TextScan.h"
#include "core/frontends/inductor/TorchSpelling.h"
#include "core/util/Error.h"

namespace fs::inductor {
namespace {

using namespace fs::ir;
using detail::splitTopLevel;
using detail::startsWith;
using detail::trim;

std::size_t leadingSpaces(std::string_view s) {
  std::size_t n = 0;
  while (n < s.size() && s[n] == ' ') ++n;
  return n;
}

bool isIdent(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

// Bracket balance of a text (quotes respected); negative when it closes more than it opens.
int bracketBalance(std::string_view s) {
  int depth = 0;
  char quote = 0;
  for (char c : s) {
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') quote = c;
    else if (c == '(' || c == '[' || c == '{') ++depth;
    else if (c == ')' || c == ']' || c == '}') --depth;
  }
  return depth;
}

// A small Python literal: an int (or a size expression, with its hint as the
// value) or a list/tuple of them (nested).
struct PyVal {
  bool isInt = false;
  bool tuple = false;
  std::int64_t value = 0;
  std::optional<Expr> sym;  ///< the expression when the dump printed one (dynamic shapes)
  std::vector<PyVal> items;
};

// A construct the reader does not know (a newer PyTorch's field, function, node
// kind ...), as opposed to a garbled or truncated text: the node it is in becomes
// opaque, with this located message as the reason, and reading goes on.
class UnknownConstruct : public InputError {
 public:
  using InputError::InputError;
};

class Reader {
 public:
  Reader(std::string_view text, std::string file, const std::vector<SizeSymbol>& known)
      : file_(std::move(file)) {
    for (const SizeSymbol& s : known) known_.emplace(s.name, s);
    endsMidLine_ = !text.empty() && text.back() != '\n';
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) {
        if (start < text.size()) lines_.push_back(text.substr(start));
        break;
      }
      std::string_view line = text.substr(start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      lines_.push_back(line);
      start = end + 1;
    }
  }

  Graph parse() {
    Graph g;
    g.sourcePath = file_;
    while (i_ < lines_.size()) {
      if (trim(lines_[i_]).empty()) {
        ++i_;
        continue;
      }
      if (leadingSpaces(lines_[i_]) != 0)
        fail(line(), "expected a node header `NAME: KIND(TYPE)` at column 1, got an indented line");
      g.nodes.push_back(parseNode(0));
    }
    // An empty file is a graph without scheduler nodes: Inductor writes 0 bytes for a
    // graph whose every op is a view or a constant (its V.debug.ir_pre_fusion([])).
    validateGraph(g);
    g.sizeSymbols = std::move(usedSymbols_);
    g.warnings = std::move(warnings_);
    g.notes = std::move(notes_);
    for (const SizeSymbol& s : g.sizeSymbols)
      if (s.source == "fallback")
        g.warnings.push_back({file_, 0,
                              "size symbol " + s.name + " has no example value (no output_code.py get_args() binds it); " +
                                  "using " + std::to_string(s.hint) + ", Inductor's fallback for unknown sizes",
                              ""});
    return g;
  }

 private:
  [[noreturn]] void unknown(int lineNo, const std::string& message) const { throw UnknownConstruct(file_, lineNo, message); }

  // A located warning about the node being read (the node stays readable).
  void warn(int lineNo, const std::string& message) const {
    warnings_.push_back({file_, lineNo, node_.empty() ? message : node_ + ": " + message, node_});
  }

  // A dtype spelling: `torch.<name>` (or `unknown`, the IR's own printing of a type
  // it did not know). A `torch.` name the frontend does not know degrades to
  // DType::Unknown with one warning per node and spelling; anything else is
  // `malformed` (an error), or, when that is empty, already checked by the caller.
  DType dtypeOf(std::string_view spelling, int lineNo, const std::string& malformed) const {
    if (spelling == dtypeName(DType::Unknown)) return DType::Unknown;
    if (!startsWith(spelling, "torch.") || !isIdent(spelling.substr(6))) {
      if (!malformed.empty()) fail(lineNo, malformed);
      return DType::Unknown;
    }
    const DType t = parseTorchDType(spelling);
    if (t == DType::Unknown && warnedDtypes_.emplace(node_, std::string(spelling)).second)
      warn(lineNo, "unknown dtype '" + std::string(spelling) +
                       "' (read as unknown: no element size, no kernels for the buffers of that type)");
    return t;
  }

  // ---- size symbols (dynamic shapes) -----------------------------------------

  // The value of a size symbol: its example value when known, else Inductor's
  // fallback hint; records each symbol once, in first-use order.
  std::int64_t hintOf(const std::string& name) {
    auto used = usedIndex_.find(name);
    if (used != usedIndex_.end()) return usedSymbols_[used->second].hint;
    SizeSymbol s;
    if (auto k = known_.find(name); k != known_.end()) {
      s = k->second;
    } else {
      s.name = name;
      s.hint = kFallbackHint;
      s.source = "fallback";
    }
    usedIndex_.emplace(name, usedSymbols_.size());
    usedSymbols_.push_back(s);
    return s.hint;
  }

  // `e` with every size symbol replaced by its hint, printing as `text`.
  Expr bindSizes(const Expr& e, std::string_view text) {
    std::map<std::string, Expr> values;
    for (const std::string& sym : e.freeSymbols())
      if (isSizeSymbol(sym)) values.emplace(sym, Expr::constant(hintOf(sym)));
    if (values.empty()) return e;
    return e.substitute(values).withSpelling(std::string(text));
  }

  // An index expression (located errors; unknown functions are unknown constructs).
  // `keepIdentity`: a MemoryDep's index, which Inductor compares structurally
  // (parseExprKeepingIdentity).
  Expr parseIndex(std::string_view text, int lineNo, const std::string& what, bool keepIdentity = false) {
    try {
      return bindSizes(keepIdentity ? parseExprKeepingIdentity(text) : parseExpr(text), text);
    } catch (const UnknownFunctionError& e) {
      unknown(lineNo, what + std::string(e.what()));
    } catch (const std::invalid_argument& e) {
      fail(lineNo, what + std::string(e.what()));
    } catch (const std::domain_error& e) {  // a constant divisor or modulus of 0
      fail(lineNo, what + std::string(e.what()));
    }
  }

  // An integer, or an expression over size symbols (its value is the hint).
  std::int64_t parseSize(std::string_view s, int lineNo, std::string_view what, std::optional<Expr>& sym) {
    sym.reset();
    std::int64_t v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec == std::errc() && p == s.data() + s.size()) return v;
    if (s.empty() || s.find_first_of("sup") == std::string_view::npos)
      fail(lineNo, "expected an integer for " + std::string(what) + ", got '" + excerpt(s) + "'");
    Expr e = parseIndex(s, lineNo, "");
    for (const std::string& name : e.freeSymbols())
      if (!isSizeSymbol(name))
        fail(lineNo, "expected an integer or an expression over size symbols for " + std::string(what) + ", got '" +
                         excerpt(s) + "'");
    Expr symbolic = parseExpr(s).withSpelling(std::string(s));
    if (!e.isConst()) fail(lineNo, "cannot evaluate " + std::string(what) + " '" + excerpt(s) + "'");
    sym = symbolic;
    return e.value();
  }

  [[noreturn]] void fail(int lineNo, const std::string& message) const {
    if (endsMidLine_ && lineNo == static_cast<int>(lines_.size()))
      throw InputError(file_, lineNo, message + " (the file ends in the middle of this line: truncated?)");
    throw InputError(file_, lineNo, message);
  }
  int line() const { return static_cast<int>(i_) + 1; }

  std::string excerpt(std::string_view s) const {
    std::string e(trim(s));
    if (e.size() > 60) e = e.substr(0, 57) + "...";
    return e;
  }

  // ---- node ----------------------------------------------------------------

  // Sets the node's kind from its header's KIND. A scheduler-node class of a newer
  // PyTorch is kept as an opaque extern node that never fuses: returns why ("" otherwise).
  std::string readNodeKind(const std::string& kind, Node& n, std::string_view header, int headerLine) {
    if (isNewerFusedKind(kind)) {
      n.kind = NodeKind::Fused;  // one kernel of snodes, as a FusedSchedulerNode
      n.fusedClass = kind;
      return {};
    }
    if (parseNodeKind(kind, n.kind)) return {};
    if (!isIdent(kind)) fail(headerLine, "expected a node header `NAME: KIND(TYPE)`, got '" + excerpt(header) + "'");
    n.kind = NodeKind::ExternKernel;
    n.unknownKind = kind;
    return "unknown node kind '" + kind +
           "' (expected SchedulerNode, ExternKernelSchedulerNode, NopKernelSchedulerNode, "
           "FusedSchedulerNode, OuterLoopFusedSchedulerNode or ForeachKernelSchedulerNode)";
  }

  Node parseNode(std::size_t indent) {
    const std::string pad(indent, ' ');
    const int headerLine = line();
    std::string_view h = lines_[i_].substr(indent);
    auto colon = h.find(": ");
    auto paren = h.find('(');
    if (colon == std::string_view::npos || paren == std::string_view::npos || paren < colon || h.back() != ')' ||
        !isIdent(h.substr(0, colon)))
      fail(headerLine, "expected a node header `NAME: KIND(TYPE)`, got '" + excerpt(h) + "'");
    Node n;
    n.name = std::string(h.substr(0, colon));
    n.line = headerLine;
    // the node that warnings about its types name (a fused node's children nest)
    struct NodeScope {
      std::string& current;
      std::string saved;
      ~NodeScope() { current = std::move(saved); }
    } scope{node_, std::exchange(node_, n.name)};
    std::string kind(h.substr(colon + 2, paren - colon - 2));
    std::string opaque = readNodeKind(kind, n, h, headerLine);  // the first construct not known
    int opaqueLine = opaque.empty() ? 0 : headerLine;
    n.irType = std::string(h.substr(paren + 1, h.size() - paren - 2));
    ++i_;
    const std::string prefix = n.name + ".";
    bool sawWrites = false, sawUnmet = false, sawMet = false;
    while (i_ < lines_.size()) {
      std::string_view l = lines_[i_];
      if (trim(l).empty()) break;
      if (!startsWith(l, pad) || leadingSpaces(l) < indent) break;
      const std::size_t fieldStart = i_;
      try {
      std::string_view rest = l.substr(indent);
      // Older releases indent `NAME.snodes[i] =` (and the child) by four more spaces.
      if (leadingSpaces(rest) == 4 && n.isFusedKind() && startsWith(rest.substr(4), prefix + "snodes[")) rest = rest.substr(4);
      if (leadingSpaces(rest) > 0) fail(line(), "unexpected indented line '" + excerpt(rest) + "' in node " + n.name);
      if (startsWith(rest, prefix)) {
        std::string_view field = rest.substr(prefix.size());
        if (startsWith(field, "writes =")) {
          sawWrites = true;
          n.writes = parseDepsField(field, indent);
        } else if (startsWith(field, "unmet_dependencies =")) {
          sawUnmet = true;
          n.unmet_dependencies = parseDepsField(field, indent);
        } else if (startsWith(field, "met_dependencies =")) {
          sawMet = true;
          n.met_dependencies = parseDepsField(field, indent);
        } else if (field == "outputs = [") {
          n.outputs = parseOutputs(indent);
          if (!pendingOpaque_.empty() && opaque.empty()) {
            opaque = pendingOpaque_;
            opaqueLine = pendingLine_;
          }
          pendingOpaque_.clear();
          pendingLine_ = 0;
        } else if (startsWith(field, "users = ")) {
          n.legacyUsers = parseUsers(field.substr(8), line(), n.name);
          ++i_;
        } else if (startsWith(field, "min_input_distance = ") || startsWith(field, "max_input_distance = ")) {
          // torch 2.12+: Scheduler.compute_input_distances; read, used by no fusion rule
          const bool isMin = field[1] == 'i';
          std::optional<std::int64_t>& slot = isMin ? n.minInputDistance : n.maxInputDistance;
          std::int64_t v = 0;
          std::string_view text = trim(field.substr(field.find('=') + 1));
          auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
          if (ec != std::errc() || p != text.data() + text.size() || v < 0)
            fail(line(), "expected a non-negative integer for " + n.name + "." + std::string(field.substr(0, 18)) +
                             ", got '" + excerpt(text) + "'");
          slot = v;
          ++i_;
        } else if (startsWith(field, "group.device = ")) {
          if (!n.group) n.group = Group{};
          n.group->device = std::string(trim(field.substr(15)));
          ++i_;
        } else if (startsWith(field, "group.iteration = ")) {
          if (!n.group) n.group = Group{};
          parseGroupIteration(field.substr(18), *n.group);
          ++i_;
        } else if (startsWith(field, "sizes = ")) {
          n.sizes = parseSizes(field.substr(8));
          ++i_;
        } else if (startsWith(field, "node.kernel = ")) {
          n.kernel = std::string(trim(field.substr(14)));
          ++i_;
        } else if (startsWith(field, "snodes[")) {
          auto close = field.find("] =");
          if (close == std::string_view::npos || trim(field.substr(close + 3)) != "")
            fail(line(), "expected `" + n.name + ".snodes[i] =`, got '" + excerpt(rest) + "'");
          if (!n.isFusedKind() && n.unknownKind.empty()) fail(line(), n.name + " is a " + kind + " and cannot have snodes");
          ++i_;
          if (i_ >= lines_.size() || trim(lines_[i_]).empty())
            fail(line() - 1, "expected the child node after `" + n.name + ".snodes[i] =` (file truncated?)");
          n.snodes.push_back(parseNode(leadingSpaces(lines_[i_])));
        } else {
          unknown(line(), "unknown field '" + excerpt(rest) +
                              "' (expected writes, unmet_dependencies, met_dependencies, min_input_distance, "
                              "max_input_distance, outputs, users, group, sizes, node.kernel or snodes)");
        }
        continue;
      }
      if (startsWith(rest, "class ")) {
        std::string expect = "class " + n.name + "_loop_body:";
        if (rest != expect) fail(line(), "expected `" + expect + "`, got '" + excerpt(rest) + "'");
        if (n.body) fail(line(), "second loop body for " + n.name);
        n.body = parseLoopBody(indent, n.name);
        continue;
      }
      if (auto eq = rest.find("_layout = "); eq != std::string_view::npos && isIdent(rest.substr(0, eq))) {
        n.bufferLayouts.emplace_back(std::string(rest.substr(0, eq)), parseLayout(rest.substr(eq + 10), line()));
        ++i_;
        continue;
      }
      } catch (const UnknownConstruct& e) {
        // Degrade: the node is opaque; skip the rest of this field (its continuation
        // lines, or the rest of the loop body) and go on with the next field.
        if (opaque.empty()) {
          opaque = e.message();
          opaqueLine = e.line();
        }
        if (lines_[fieldStart].substr(indent).rfind("class ", 0) == 0) n.body.reset();
        i_ = std::max(i_, fieldStart + 1);
        while (i_ < lines_.size() && !trim(lines_[i_]).empty() && leadingSpaces(lines_[i_]) > indent) ++i_;
        // the `]` closing an outputs block left behind
        if (i_ < lines_.size() && leadingSpaces(lines_[i_]) == indent && trim(lines_[i_]) == "]") ++i_;
        continue;
      }
      break;  // the next node (or the parent's next field) starts here
    }
    if (!sawWrites || !sawUnmet || !sawMet)
      fail(headerLine, n.name + ": missing " +
                           std::string(!sawWrites ? "writes" : !sawUnmet ? "unmet_dependencies" : "met_dependencies") +
                           " line (every node prints writes, unmet_dependencies and met_dependencies; file truncated?)");
    if (!opaque.empty()) {
      n.opaqueReason = file_ + ":" + std::to_string(opaqueLine) + ": " + opaque;
      warnings_.push_back({file_, opaqueLine, n.name + " is opaque (not fused): " + opaque, n.name});
      return n;  // what could be read; its missing parts are not validated
    }
    if (n.isFusedKind() && n.snodes.empty()) childrenFromName(n, headerLine);
    validateNode(n, headerLine);
    return n;
  }

  // A fused node without `snodes[i]` lines (Node::snodesFromName): its leaves are the
  // names its name joins ("op8_op9_op6_op14" -> op8, op9, op6, op14), when every part
  // is a scheduler node's name (opN); otherwise it stays childless and is an error.
  void childrenFromName(Node& n, int headerLine) {
    auto isOpName = [](const std::string& t) {
      return t.size() > 2 && t.compare(0, 2, "op") == 0 &&
             std::all_of(t.begin() + 2, t.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t p; (p = n.name.find('_', start)) != std::string::npos; start = p + 1)
      parts.push_back(n.name.substr(start, p - start));
    parts.push_back(n.name.substr(start));
    if (parts.size() < 2) return;
    for (const auto& part : parts)
      if (!isOpName(part)) return;
    for (const auto& part : parts) {
      Node leaf;
      leaf.name = part;
      leaf.kind = NodeKind::Scheduler;
      n.snodes.push_back(std::move(leaf));
    }
    n.snodesFromName = true;
    notes_.push_back({file_, headerLine,
                      n.name + ": " + nodeKindName(n.kind) +
                          " printed without its snodes (Inductor's debug_str failed for it: the torch log says "
                          "\"Ignoring error in debug_str()\"); its " + std::to_string(parts.size()) +
                          " nodes are read from its name",
                      n.name});
  }

  void validateNode(const Node& n, int headerLine) const {
    auto need = [&](bool ok, const std::string& what) {
      if (!ok) fail(headerLine, n.name + ": " + nodeKindName(n.kind) + " without " + what + " (file truncated?)");
    };
    switch (n.kind) {
      case NodeKind::Scheduler:
      case NodeKind::Template:
        need(n.group.has_value(), "its `group.device`/`group.iteration` lines");
        need(n.sizes.has_value(), "its `sizes` line");
        if (n.irType == "ComputedBuffer") need(n.body.has_value(), "its loop body");
        break;
      case NodeKind::ExternKernel:
        need(n.kernel.has_value(), "its `node.kernel` line");
        break;
      case NodeKind::Fused:
      case NodeKind::OuterLoopFused:
      case NodeKind::ForeachKernel:
        need(!n.snodes.empty(), "its `snodes[i]` children");
        break;
      case NodeKind::NopKernel:
        break;
    }
    if (n.group && (n.group->device.empty() || (n.group->iteration.empty() && !n.group->tupleForm)))
      fail(headerLine, n.name + ": incomplete group (expected both group.device and group.iteration lines)");
  }

  // A users entry naming a node that is not in the file. Inductor's
  // Scheduler.dead_node_elimination removes a dead node before it writes the file and
  // rewrites the users list of each buffer the node read, by that buffer's name. A
  // buffer that shares its users list with an alias or a mutation
  // (compute_dependencies' name_to_users) keeps the dead user when the node read it
  // under the other name. Inductor's later rules read that list as it is
  // (can_buffer_be_removed_through_fusion, the single-user checks of
  // can_fusion_increase_peak_memory), so such an entry is kept, with a note. On a
  // buffer in no alias or mutation relation it cannot happen: the file was cut.
  void validateGraph(const Graph& g) {
    std::unordered_set<std::string> names, shared;
    std::function<void(const std::vector<Node>&)> collect = [&](const std::vector<Node>& nodes) {
      for (const Node& n : nodes) {
        names.insert(n.name);
        for (const auto& out : n.outputs) {
          for (const auto* list : {&out.aliases, &out.mutations})
            for (const auto& other : *list) {
              shared.insert(other);
              shared.insert(out.name);
            }
        }
        collect(n.snodes);
      }
    };
    collect(g.nodes);
    std::unordered_set<std::string> noted;
    for (const auto& ref : userNodes_) {
      if (names.count(ref.target)) continue;
      if (!shared.count(ref.buffer))
        fail(ref.line, ref.buffer + ".users names " + ref.target +
                           ", which is not in this file (truncated file, or a node was removed?)");
      if (noted.insert(ref.buffer + " " + ref.target).second)
        notes_.push_back({file_, ref.line,
                          ref.buffer + ".users names " + ref.target +
                              ", which is not in this file: a node Inductor's dead_node_elimination removed, kept in "
                              "the users list it shares with an alias or mutation (Inductor's rules read it so)",
                          ""});
    }
  }

  // ---- fields ----------------------------------------------------------------

  // Reads a `field = VALUE` whose value may continue on deeper-indented lines
  // (pprint-wrapped lists). Advances past all of it.
  std::string gatherValue(std::string_view field, std::size_t indent, int& firstLine) {
    firstLine = line();
    auto eq = field.find('=');
    std::string value(trim(field.substr(eq + 1)));
    ++i_;
    int balance = bracketBalance(value);
    if (value.empty()) {
      if (i_ >= lines_.size() || leadingSpaces(lines_[i_]) <= indent || trim(lines_[i_]).empty())
        fail(firstLine, "expected a value after '=' (on this line or the next, indented)");
      value = std::string(trim(lines_[i_]));
      balance = bracketBalance(value);
      ++i_;
    }
    while (balance > 0) {
      if (i_ >= lines_.size() || trim(lines_[i_]).empty() || leadingSpaces(lines_[i_]) <= indent)
        fail(firstLine, "unclosed bracket in '" + excerpt(value) + "' (file truncated?)");
      std::string_view more = trim(lines_[i_]);
      value += " ";
      value += more;
      balance += bracketBalance(more);
      ++i_;
    }
    if (balance < 0) fail(firstLine, "unbalanced ')' or ']' in '" + excerpt(value) + "'");
    return value;
  }

  std::vector<Dep> parseDepsField(std::string_view field, std::size_t indent) {
    int first = 0;
    std::string value = gatherValue(field, indent, first);
    std::string_view v = trim(value);
    if (v.size() < 2 || v.front() != '[' || v.back() != ']')
      fail(first, "expected a dependency list `[...]`, got '" + excerpt(v) + "'");
    std::vector<Dep> deps;
    for (std::string_view item : splitTopLevel(v.substr(1, v.size() - 2))) deps.push_back(parseDep(item, first));
    return deps;
  }

  // Keyword argument `key=value` -> value; fails when the key differs.
  std::string_view kwarg(std::string_view arg, std::string_view key, int lineNo, std::string_view what) const {
    std::string k = std::string(key) + "=";
    if (!startsWith(arg, k))
      fail(lineNo, "garbled " + std::string(what) + ": expected `" + k + "...`, got '" + excerpt(arg) + "'");
    return arg.substr(k.size());
  }

  std::string quoted(std::string_view s, int lineNo, std::string_view what) const {
    if (s.size() < 2 || s.front() != '\'' || s.back() != '\'')
      fail(lineNo, "garbled " + std::string(what) + ": expected a quoted name, got '" + excerpt(s) + "'");
    return std::string(s.substr(1, s.size() - 2));
  }

  Dep parseDep(std::string_view item, int lineNo) {
    auto open = item.find('(');
    if (open == std::string_view::npos || item.back() != ')')
      fail(lineNo, "garbled dependency '" + excerpt(item) +
                       "': expected MemoryDep('buf', index, {vars}), StarDep(name=...) or WeakDep(name=...)");
    std::string_view kind = item.substr(0, open);
    auto args = splitTopLevel(item.substr(open + 1, item.size() - open - 2));
    if (kind == "MemoryDep") {
      if (args.size() < 3 || args.size() > 4)
        unknown(lineNo, "unknown form of MemoryDep '" + excerpt(item) + "': expected MemoryDep('buf', index, {d0: n, ...})");
      MemoryDep m;
      m.name = quoted(args[0], lineNo, "MemoryDep");
      m.index = parseIndex(args[1], lineNo, "garbled MemoryDep index: ", true);
      m.var_ranges = parseVarRanges(args[2], lineNo, "MemoryDep", m.symRanges);
      if (args.size() == 4) {
        // torch 2.x prints the store mode bare (`atomic_add`); older text `mode=...`
        m.modeKeyword = startsWith(args[3], "mode=");
        m.mode = std::string(m.modeKeyword ? args[3].substr(5) : args[3]);
        if (!isIdent(*m.mode)) fail(lineNo, "garbled MemoryDep: expected a store mode like atomic_add, got '" + excerpt(args[3]) + "'");
      }
      return m;
    }
    if (kind == "StarDep") {
      if (args.empty() || args.size() > 2) unknown(lineNo, "unknown form of StarDep '" + excerpt(item) + "'");
      StarDep s;
      s.name = quoted(kwarg(args[0], "name", lineNo, "StarDep"), lineNo, "StarDep");
      s.printsMode = args.size() == 2;
      if (s.printsMode) s.mode = std::string(kwarg(args[1], "mode", lineNo, "StarDep"));
      return s;
    }
    if (kind == "WeakDep") {
      // torch 2.8 prints two fields; 2.9+ adds is_fake
      if (args.size() != 2 && args.size() != 3) unknown(lineNo, "unknown form of WeakDep '" + excerpt(item) + "'");
      WeakDep w;
      w.name = quoted(kwarg(args[0], "name", lineNo, "WeakDep"), lineNo, "WeakDep");
      w.mutating_buf = quoted(kwarg(args[1], "mutating_buf", lineNo, "WeakDep"), lineNo, "WeakDep");
      w.printsFake = args.size() == 3;
      if (w.printsFake) w.is_fake = kwarg(args[2], "is_fake", lineNo, "WeakDep") == "True";
      return w;
    }
    if (!isIdent(kind)) fail(lineNo, "garbled dependency '" + excerpt(item) + "'");
    unknown(lineNo, "unknown dependency kind '" + std::string(kind) + "' (expected MemoryDep, StarDep or WeakDep)");
  }

  VarRanges parseVarRanges(std::string_view s, int lineNo, std::string_view what, SymExtents& sym) {
    sym.clear();
    s = trim(s);
    if (s.size() < 2 || s.front() != '{' || s.back() != '}')
      fail(lineNo, "garbled " + std::string(what) + ": expected var ranges `{d0: 2, ...}`, got '" + excerpt(s) + "'");
    VarRanges ranges;
    for (std::string_view item : splitTopLevel(s.substr(1, s.size() - 2))) {
      auto c = item.find(':');
      std::string_view name = c == std::string_view::npos ? item : trim(item.substr(0, c));
      if (c == std::string_view::npos || !isIdent(name))
        fail(lineNo, "garbled " + std::string(what) + ": expected `name: extent` in var ranges, got '" + excerpt(item) + "'");
      std::optional<Expr> extentSym;
      ranges.emplace_back(std::string(name), parseSize(trim(item.substr(c + 1)), lineNo, "a var range extent", extentSym));
      if (extentSym) {
        for (std::size_t k = sym.size(); k + 1 < ranges.size(); ++k) sym.push_back(Expr::constant(ranges[k].second));
        sym.push_back(*extentSym);
      } else if (!sym.empty()) {
        sym.push_back(Expr::constant(ranges.back().second));
      }
    }
    return ranges;
  }

  // True when `s` is one bracketed sequence: `[...]`, or `(...)` holding a
  // top-level comma or nothing (a tuple), not a parenthesised expression such as
  // `(((s53 - 1)//2)) + 1` or `(s0)`.
  static bool isSequence(std::string_view s) {
    if (s.empty() || (s.front() != '(' && s.front() != '[')) return false;
    int depth = 0;
    bool comma = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
      char c = s[i];
      if (c == '(' || c == '[' || c == '{') ++depth;
      else if (c == ')' || c == ']' || c == '}') {
        if (--depth == 0) return i + 1 == s.size() && (s.front() == '[' || comma || i == 1);
      } else if (c == ',' && depth == 1) {
        comma = true;
      }
    }
    return true;  // unclosed: let the caller report it
  }

  PyVal parsePy(std::string_view s, int lineNo) {
    s = trim(s);
    PyVal v;
    if (isSequence(s)) {
      char close = s.front() == '(' ? ')' : ']';
      if (s.back() != close) fail(lineNo, "expected '" + std::string(1, close) + "' to close '" + excerpt(s) + "'");
      v.tuple = s.front() == '(';
      for (std::string_view item : splitTopLevel(s.substr(1, s.size() - 2))) v.items.push_back(parsePy(item, lineNo));
      return v;
    }
    v.isInt = true;
    v.value = parseSize(s, lineNo, "a size", v.sym);
    return v;
  }

  std::vector<std::int64_t> ints(const PyVal& v, int lineNo) const {
    std::vector<std::int64_t> out;
    for (const PyVal& x : v.items) {
      if (!x.isInt) fail(lineNo, "expected a flat list of integers");
      out.push_back(x.value);
    }
    return out;
  }

  // The symbolic forms of a flat list (one per item), or empty when all are integers.
  static std::vector<Expr> syms(const PyVal& v) {
    std::vector<Expr> out;
    bool any = false;
    for (const PyVal& x : v.items) {
      any = any || x.sym.has_value();
      out.push_back(x.sym ? *x.sym : Expr::constant(x.value));
    }
    if (!any) out.clear();
    return out;
  }
  static std::vector<Expr> syms(const PyVal& scalar, bool) {
    return scalar.sym ? std::vector<Expr>{*scalar.sym} : std::vector<Expr>{};
  }

  void parseGroupIteration(std::string_view s, Group& g) {
    PyVal v = parsePy(s, line());
    if (v.isInt || v.items.size() != 2)
      fail(line(), "expected group.iteration `(numel, rnumel)` or `((sizes...), (reduction sizes...))`");
    if (v.items[0].isInt && v.items[1].isInt) {
      g.iteration = {v.items[0].value};
      g.reduction = {v.items[1].value};
      g.symIteration = syms(v.items[0], true);
      g.symReduction = syms(v.items[1], true);
      g.tupleForm = false;
    } else if (!v.items[0].isInt && !v.items[1].isInt) {
      g.iteration = ints(v.items[0], line());
      g.reduction = ints(v.items[1], line());
      g.symIteration = syms(v.items[0]);
      g.symReduction = syms(v.items[1]);
      g.tupleForm = true;
    } else {
      fail(line(), "expected group.iteration `(numel, rnumel)` or `((sizes...), (reduction sizes...))`");
    }
  }

  Sizes parseSizes(std::string_view s) {
    PyVal v = parsePy(s, line());
    if (v.isInt || v.items.size() != 2 || v.items[0].isInt || v.items[1].isInt)
      fail(line(), "expected sizes `([iteration sizes], [reduction sizes])`");
    Sizes z;
    z.iteration = ints(v.items[0], line());
    z.reduction = ints(v.items[1], line());
    z.symIteration = syms(v.items[0]);
    z.symReduction = syms(v.items[1]);
    z.tupleForm = v.items[0].tuple;
    return z;
  }

  // A layout's `size=[...]` and `stride=[...]` arguments (values, symbolic forms, tuple spelling).
  void readSizeAndStride(std::string_view sizeArg, std::string_view strideArg, int lineNo, Layout& l) {
    PyVal size = parsePy(kwarg(sizeArg, "size", lineNo, "layout"), lineNo);
    PyVal stride = parsePy(kwarg(strideArg, "stride", lineNo, "layout"), lineNo);
    l.size = ints(size, lineNo);
    l.stride = ints(stride, lineNo);
    l.symSize = syms(size);
    l.symStride = syms(stride);
    l.sizeTuple = size.tuple;
    l.strideTuple = stride.tuple;
  }

  Layout parseLayout(std::string_view s, int lineNo) {
    s = trim(s);
    auto open = s.find('(');
    if (open == std::string_view::npos || s.back() != ')')
      fail(lineNo, "expected a layout like FixedLayout('cuda:0', torch.float32, size=[...], stride=[...]), got '" +
                       excerpt(s) + "'");
    Layout l;
    const std::string_view kindName = s.substr(0, open);
    l.kind = parseLayoutKind(kindName);
    auto args = splitTopLevel(s.substr(open + 1, s.size() - open - 2));
    // a torch.device spelled `device(type='cuda', index=0)` (or None) -> "cuda:0" ("" for None)
    auto torchDevice = [&](std::string_view d, const char* what) {
      if (d == "None") return std::string();
      if (!startsWith(d, "device(") || d.back() != ')') fail(lineNo, "expected device(type=..., index=...)");
      auto dargs = splitTopLevel(d.substr(7, d.size() - 8));
      if (dargs.empty()) fail(lineNo, "expected device(type=...)");
      std::string dev = quoted(kwarg(dargs[0], "type", lineNo, what), lineNo, what);
      if (dargs.size() > 1) dev += ":" + std::string(kwarg(dargs[1], "index", lineNo, what));
      return dev;
    };
    if (l.kind == LayoutKind::MultiOutput) {
      // MultiOutputLayout(device=device(type='cuda', index=0))
      if (args.size() != 1) fail(lineNo, "expected MultiOutputLayout(device=device(type=..., index=...))");
      l.device = torchDevice(kwarg(args[0], "device", lineNo, "MultiOutputLayout"), "device");
      return l;
    }
    if (!args.empty() && startsWith(args[0], "device=")) {
      // a dataclass repr: NoneLayout(device=device(type='cpu'), size=[0], stride=[0])
      if (args.size() != 3 || !startsWith(args[1], "size=") || !startsWith(args[2], "stride="))
        unknown(lineNo, "unknown form of " + std::string(kindName) + " '" + excerpt(s) +
                            "' (expected " + std::string(kindName) + "(device=device(type=...), size=[...], stride=[...]))");
      l.deviceKeyword = true;
      l.device = torchDevice(kwarg(args[0], "device", lineNo, "layout"), "device");
      readSizeAndStride(args[1], args[2], lineNo, l);
      return l;
    }
    if (kindName.size() < 6 || kindName.find("Layout") == std::string_view::npos || !isIdent(kindName))
      fail(lineNo, "expected a layout like FixedLayout('cuda:0', torch.float32, size=[...], stride=[...]), got '" +
                       excerpt(s) + "'");
    const std::string kindText(kindName);
    // torch 2.9+ ends a pinned CPU buffer's layout with `is_pinned=True`
    if (args.size() >= 5 && startsWith(args.back(), "is_pinned=")) {
      const std::string_view v = trim(args.back().substr(10));
      if (v != "True" && v != "False") fail(lineNo, "expected is_pinned=True or is_pinned=False, got '" + excerpt(args.back()) + "'");
      l.isPinned = v == "True";
      args.pop_back();
    }
    if (args.size() < 4 || args.size() > 5 || !startsWith(args[2], "size=") || !startsWith(args[3], "stride="))
      unknown(lineNo, "unknown form of " + kindText + " (expected " + kindText +
                          "('cuda:0', torch.float32, size=[...], stride=[...])), got '" + excerpt(s) + "'");
    if (l.kind == LayoutKind::Unknown)
      warn(lineNo, "unknown layout kind '" + kindText + "' (read as a strided layout, printed as " +
                       std::string(layoutKindName(LayoutKind::Unknown)) + ")");
    l.device = quoted(args[0], lineNo, "layout device");
    l.dtype = dtypeOf(trim(args[1]), lineNo, "expected a dtype like torch.float32, got '" + std::string(args[1]) + "'");
    readSizeAndStride(args[2], args[3], lineNo, l);
    if (args.size() == 5) {
      std::optional<Expr> offsetSym;
      l.offset = parseSize(kwarg(args[4], "offset", lineNo, "layout"), lineNo, "offset", offsetSym);
      l.symOffset = offsetSym;
    }
    return l;
  }

  NodeUser parseUser(std::string_view item, int lineNo) const {
    if (!startsWith(item, "NodeUser(") || item.back() != ')')
      fail(lineNo, "expected NodeUser(node=..., can_inplace=..., is_weak=...), got '" + excerpt(item) + "'");
    auto args = splitTopLevel(item.substr(9, item.size() - 10));
    if (args.size() != 3) fail(lineNo, "expected NodeUser(node=..., can_inplace=..., is_weak=...)");
    NodeUser u;
    std::string_view node = kwarg(args[0], "node", lineNo, "NodeUser");
    if (node == "OUTPUT") {
      u.nodeKind = "OUTPUT";
    } else {
      auto open = node.find('(');
      if (open == std::string_view::npos || node.back() != ')')
        fail(lineNo, "expected node=KIND(name='...') or node=OUTPUT in NodeUser");
      u.nodeKind = std::string(node.substr(0, open));
      u.nodeName = quoted(kwarg(node.substr(open + 1, node.size() - open - 2), "name", lineNo, "NodeUser"), lineNo,
                          "NodeUser");
    }
    u.can_inplace = kwarg(args[1], "can_inplace", lineNo, "NodeUser") == "True";
    u.is_weak = kwarg(args[2], "is_weak", lineNo, "NodeUser") == "True";
    return u;
  }

  std::vector<NodeUser> parseUsers(std::string_view s, int lineNo, const std::string& buffer) {
    s = trim(s);
    if (s.size() < 2 || s.front() != '[' || s.back() != ']') fail(lineNo, "expected a users list `[NodeUser(...), ...]`");
    std::vector<NodeUser> users;
    for (std::string_view item : splitTopLevel(s.substr(1, s.size() - 2))) {
      users.push_back(parseUser(item, lineNo));
      if (users.back().nodeKind != "OUTPUT") userNodes_.push_back({lineNo, buffer, users.back().nodeName});
    }
    return users;
  }

  std::vector<Buffer> parseOutputs(std::size_t indent) {
    const int open = line();
    ++i_;
    const std::string inner(indent + 4, ' ');
    const std::string close = std::string(indent, ' ') + "]";
    std::vector<Buffer> out;
    while (true) {
      if (i_ >= lines_.size() || trim(lines_[i_]).empty())
        fail(open, "outputs block not closed by `]` (file truncated?)");
      std::string_view l = lines_[i_];
      if (l == close) {
        ++i_;
        return out;
      }
      if (!startsWith(l, inner) || leadingSpaces(l) != indent + 4)
        fail(line(), "expected a buffer line (`bufN: TYPE`, `bufN.layout = ...`, `bufN.users = ...`) or `]`");
      std::string_view rest = l.substr(indent + 4);
      if (!out.empty() && startsWith(rest, out.back().name + ".")) {
        Buffer& b = out.back();
        std::string_view field = rest.substr(b.name.size() + 1);
        if (startsWith(field, "layout = ")) {
          b.layout = parseLayout(field.substr(9), line());
          ++i_;
        } else if (startsWith(field, "aliases = ")) {
          std::string_view v = trim(field.substr(10));
          if (v.size() < 2 || v.front() != '[' || v.back() != ']') fail(line(), "expected aliases ['buf', ...]");
          for (std::string_view item : splitTopLevel(v.substr(1, v.size() - 2)))
            b.aliases.push_back(quoted(item, line(), "aliases"));
          ++i_;
        } else if (startsWith(field, "mutations = ")) {
          std::string_view v = trim(field.substr(12));
          if (v.size() < 2 || v.front() != '[' || v.back() != ']') fail(line(), "expected mutations ['buf', ...]");
          for (std::string_view item : splitTopLevel(v.substr(1, v.size() - 2)))
            b.mutations.push_back(quoted(item, line(), "mutations"));
          ++i_;
        } else if (field == "users = [") {
          const int usersLine = line();
          ++i_;
          const std::string userPad(indent + 8, ' ');
          while (true) {
            if (i_ >= lines_.size() || trim(lines_[i_]).empty())
              fail(usersLine, "users list not closed (file truncated?)");
            std::string_view u = lines_[i_];
            if (u == inner + "]") {
              ++i_;
              break;
            }
            std::string_view item = trim(u);
            if (!item.empty() && item.back() == ',') item.remove_suffix(1);
            b.users.push_back(parseUser(item, line()));
            if (b.users.back().nodeKind != "OUTPUT") userNodes_.push_back({line(), b.name, b.users.back().nodeName});
            ++i_;
          }
        } else if (startsWith(field, "users = ")) {
          b.users = parseUsers(field.substr(8), line(), b.name);
          ++i_;
        } else {
          // a buffer annotation of a newer PyTorch: the node is opaque, the block goes on
          std::string reason = "unknown buffer field '" + excerpt(rest) + "' (expected layout, aliases, mutations or users)";
          if (pendingOpaque_.empty()) pendingOpaque_ = reason;
          pendingLine_ = pendingLine_ ? pendingLine_ : line();
          ++i_;
          while (i_ < lines_.size() && !trim(lines_[i_]).empty() && leadingSpaces(lines_[i_]) > indent + 4) ++i_;
        }
        continue;
      }
      auto c = rest.find(": ");
      if (c == std::string_view::npos || !isIdent(rest.substr(0, c)))
        fail(line(), "expected a buffer header `bufN: TYPE`, got '" + excerpt(rest) + "'");
      Buffer b;
      b.name = std::string(rest.substr(0, c));
      b.irType = std::string(trim(rest.substr(c + 2)));
      out.push_back(std::move(b));
      ++i_;
    }
  }

  // ---- loop body --------------------------------------------------------------

  // `IntTrueDiv(a, b)` (torch.utils._sympy.functions: a / b of two integers, a real
  // number): its two arguments, when it is the whole index expression; else nullopt.
  // Its arguments as written (any number), or nullopt when the text is not one whole,
  // balanced IntTrueDiv(...).
  static std::optional<std::vector<std::string_view>> trueDivisionArgs(std::string_view text) {
    constexpr std::string_view head = "IntTrueDiv(";
    if (!startsWith(text, head) || text.back() != ')') return std::nullopt;
    const std::string_view inner = text.substr(head.size(), text.size() - head.size() - 1);
    int depth = 0;
    for (char c : inner) {  // the outer parentheses enclose the whole text
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (depth < 0) return std::nullopt;
    }
    if (depth != 0) return std::nullopt;
    std::vector<std::string_view> args;
    if (!trim(inner).empty())
      for (std::string_view a : splitTopLevel(inner)) args.push_back(trim(a));
    return args;
  }
  static std::optional<std::pair<std::string_view, std::string_view>> trueDivisionParts(std::string_view text) {
    auto args = trueDivisionArgs(text);
    if (!args || args->size() != 2) return std::nullopt;
    return std::pair{(*args)[0], (*args)[1]};
  }

  // A real-valued index expression as sympy prints it: sums, products and quotients
  // (FloatTrueDiv, IntTrueDiv) of float constants and integer index expressions.
  struct RealIndex {
    enum class Kind : std::uint8_t { Leaf, Const, Add, Sub, Mul, Div } kind = Kind::Leaf;
    std::string leaf;  ///< Leaf: the name of its integer index expression (indexN_k)
    std::string text;  ///< Const: the literal as printed
    double value = 0;  ///< Const
    std::vector<RealIndex> args;
  };

  struct TrueDivision {
    std::string divisor;  ///< the index expression of b
    int line = 0;         ///< where indexN was read
    /// A real-valued index of another form (FloatTrueDiv, IntTrueDiv inside a sum, a float
    /// constant: the Bessel correction n / (n - 1) of BatchNorm's running variance over
    /// dynamic sizes): its tree, whose leaves are integer index expressions; `divisor`
    /// is then unused.
    std::shared_ptr<RealIndex> tree;
  };

  // Whether the expression parser reads `t` (an integer index: CeilToInt(1.0*ToFloat(s47))
  // is one, though it holds a float).
  static bool readsAsInteger(std::string_view t) {
    try {
      (void)parseExprKeepingIdentity(t);
      return true;
    } catch (const std::exception&) {
      return false;
    }
  }

  static bool isRealValued(std::string_view t) {
    if (t.find("TrueDiv(") != std::string_view::npos) return true;
    for (std::size_t k = 1; k + 1 < t.size(); ++k)
      if (t[k] == '.' && std::isdigit(static_cast<unsigned char>(t[k - 1])) &&
          std::isdigit(static_cast<unsigned char>(t[k + 1])))
        return true;
    return false;
  }

  // Parses a real-valued index (isRealValued); each maximal integer part becomes an index
  // expression `name_k` of the body. Throws UnknownFunctionError for a form it cannot read.
  RealIndex parseRealIndex(std::string_view t, const std::string& name, int& counter, LoopBody& body) {
    t = trim(t);
    auto unknownForm = [&] {
      throw UnknownFunctionError("a real-valued index expression of a form not read here: '" + excerpt(t) + "'");
    };
    if (t.empty() || ++counter > 64) unknownForm();
    // outer parentheses around the whole text
    while (t.size() >= 2 && t.front() == '(' && t.back() == ')') {
      int depth = 0;
      bool whole = true;
      for (std::size_t k = 0; k + 1 < t.size(); ++k) {
        depth += t[k] == '(' ? 1 : t[k] == ')' ? -1 : 0;
        if (depth == 0) whole = false;
      }
      if (!whole) break;
      t = trim(t.substr(1, t.size() - 2));
    }
    RealIndex node;
    if (!isRealValued(t)) {
      // the first integer part keeps the index's own name (the body's get_index reads it)
      const bool first = std::none_of(body.indexExprs.begin(), body.indexExprs.end(),
                                      [&](const auto& e) { return e.first == name; });
      node.leaf = first ? name : name + "_" + std::to_string(counter);
      body.indexExprs.emplace_back(node.leaf, parseIndex(t, line(), "", true));
      return node;
    }
    // binary + and - at depth 0 (not a sign, nor an exponent's)
    auto splitAt = [&](auto isOp) {
      std::vector<std::pair<char, std::string_view>> parts;
      int depth = 0;
      std::size_t start = 0;
      char pending = '+';
      for (std::size_t k = 0; k < t.size(); ++k) {
        const char c = t[k];
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        if (depth == 0 && k > start && isOp(k)) {
          parts.emplace_back(pending, trim(t.substr(start, k - start)));
          pending = c;
          start = k + 1;
        }
      }
      parts.emplace_back(pending, trim(t.substr(start)));
      return parts;
    };
    auto terms = splitAt([&](std::size_t k) {
      if (t[k] != '+' && t[k] != '-') return false;
      std::size_t j = k;
      while (j > 0 && t[j - 1] == ' ') --j;
      if (j == 0) return false;
      const char prev = t[j - 1];
      if (prev == '*' || prev == '/' || prev == '(' || prev == ',' || prev == '+' || prev == '-') return false;
      return !(prev == 'e' && j >= 2 && std::isdigit(static_cast<unsigned char>(t[j - 2])));
    });
    auto combine = [&](const std::vector<std::pair<char, std::string_view>>& parts, auto kindOf) {
      RealIndex acc = parseRealIndex(parts.front().second, name, counter, body);
      for (std::size_t k = 1; k < parts.size(); ++k) {
        RealIndex next;
        next.kind = kindOf(parts[k].first);
        next.args = {std::move(acc), parseRealIndex(parts[k].second, name, counter, body)};
        acc = std::move(next);
      }
      return acc;
    };
    if (terms.size() > 1)
      return combine(terms, [](char c) { return c == '-' ? RealIndex::Kind::Sub : RealIndex::Kind::Add; });
    auto factors = splitAt([&](std::size_t k) {
      if (t[k] == '/') return true;
      return t[k] == '*' && (k + 1 >= t.size() || t[k + 1] != '*') && (k == 0 || t[k - 1] != '*');
    });
    if (factors.size() > 1)
      return combine(factors, [](char c) { return c == '/' ? RealIndex::Kind::Div : RealIndex::Kind::Mul; });
    if (t.front() == '-') {
      node.kind = RealIndex::Kind::Mul;
      RealIndex minusOne;
      minusOne.kind = RealIndex::Kind::Const;
      minusOne.text = "-1.0";
      minusOne.value = -1;
      node.args = {std::move(minusOne), parseRealIndex(t.substr(1), name, counter, body)};
      return node;
    }
    for (std::string_view head : {std::string_view("FloatTrueDiv("), std::string_view("IntTrueDiv(")}) {
      if (!startsWith(t, head) || t.back() != ')') continue;
      const auto args = splitTopLevel(t.substr(head.size(), t.size() - head.size() - 1));
      if (args.size() != 2) unknownForm();
      node.kind = RealIndex::Kind::Div;
      node.args = {parseRealIndex(args[0], name, counter, body), parseRealIndex(args[1], name, counter, body)};
      return node;
    }
    try {
      std::size_t used = 0;
      const double v = std::stod(std::string(t), &used);
      if (used == t.size()) {
        node.kind = RealIndex::Kind::Const;
        node.text = std::string(t);
        node.value = v;
        return node;
      }
    } catch (const std::exception&) {
    }
    unknownForm();
    return node;
  }

  // An index expression `indexN = IntTrueDiv(a, b)` is read as two integer ones, indexN = a
  // and indexN_divisor = b; the body may read it only as a real number,
  // `x = ops.index_expr(get_index, <floating dtype>)` (what Inductor's lowering of
  // interpolation writes), which becomes index_expr(a) / index_expr(b) in that dtype:
  //   x_dividend = ops.index_expr(get_index, dt); x_divisor_index = self.get_index('indexN_divisor')
  //   x_divisor = ops.index_expr(x_divisor_index, dt); x = ops.truediv(x_dividend, x_divisor)
  // (the value Triton computes for Inductor's printed `a / b` of two integers). Any other
  // use is an unknown construct (the node is opaque, with this located warning).
  void lowerTrueDivisions(LoopBlock& block, const std::map<std::string, TrueDivision>& divisions,
                          const std::vector<int>& opLines) {
    std::map<std::string, const TrueDivision*> indexOf;  // get_index value -> its division
    std::vector<LoopOp> ops;
    auto value = [](const std::string& v) {
      OpArg a;
      a.kind = OpArg::Kind::Value;
      a.text = v;
      return a;
    };
    for (std::size_t k = 0; k < block.ops.size(); ++k) {
      LoopOp& op = block.ops[k];
      if (op.form == LoopOp::Form::GetIndex) {
        if (auto d = divisions.find(op.op); d != divisions.end()) indexOf[op.result] = &d->second;
        ops.push_back(std::move(op));
        continue;
      }
      const TrueDivision* div = nullptr;
      for (const OpArg& a : op.args)
        if (a.kind == OpArg::Kind::Value && indexOf.count(a.text)) div = indexOf[a.text];
      if (!div) {
        ops.push_back(std::move(op));
        continue;
      }
      const DType dt = op.args.size() == 2 && op.args[1].kind == OpArg::Kind::Dtype ? op.args[1].dtype : DType::Unknown;
      const bool realIndexExpr = op.form == LoopOp::Form::Ops && op.code == OpCode::IndexExpr &&
                                 (dt == DType::F16 || dt == DType::BF16 || dt == DType::F32 || dt == DType::F64);
      if (!realIndexExpr)
        unknown(opLines.at(k), "IntTrueDiv (a real number; read at line " + std::to_string(div->line) + ") is read by `" +
                             op.result + " = " + op.op + "(...)`; only ops.index_expr to a floating dtype reads it");
      const std::string result = op.result;
      if (div->tree) {  // a real-valued index of another form: its tree, op by op
        int serial = 0;
        std::function<std::string(const RealIndex&)> emit = [&](const RealIndex& n) -> std::string {
          const std::string out = result + "_real" + std::to_string(serial++);
          if (n.kind == RealIndex::Kind::Leaf) {
            LoopOp get;
            get.form = LoopOp::Form::GetIndex;
            get.op = n.leaf;
            get.result = out + "_index";
            LoopOp expr = op;
            expr.result = out;
            expr.args[0] = value(get.result);
            ops.push_back(std::move(get));
            ops.push_back(std::move(expr));
            return out;
          }
          LoopOp o;
          o.result = out;
          if (n.kind == RealIndex::Kind::Const) {
            o.setOp("constant");
            OpArg c;
            c.kind = OpArg::Kind::Float;
            c.text = n.text;
            c.number = n.value;
            o.args = {c, op.args[1]};
          } else {
            const std::string a = emit(n.args[0]), b = emit(n.args[1]);
            o.setOp(n.kind == RealIndex::Kind::Add   ? "add"
                    : n.kind == RealIndex::Kind::Sub ? "sub"
                    : n.kind == RealIndex::Kind::Mul ? "mul"
                                                     : "truediv");
            o.args = {value(a), value(b)};
          }
          ops.push_back(std::move(o));
          return out;
        };
        const std::string last = emit(*div->tree);
        ops.back().result = result;  // the last op computes the whole index
        (void)last;
        continue;
      }
      LoopOp dividend = op;
      dividend.result = result + "_dividend";
      LoopOp getDivisor;
      getDivisor.form = LoopOp::Form::GetIndex;
      getDivisor.op = div->divisor;
      getDivisor.result = result + "_divisor_index";
      LoopOp divisor = op;
      divisor.result = result + "_divisor";
      divisor.args[0] = value(getDivisor.result);
      LoopOp quotient;
      quotient.result = result;
      quotient.setOp("truediv");
      quotient.args = {value(dividend.result), value(divisor.result)};
      ops.push_back(std::move(dividend));
      ops.push_back(std::move(getDivisor));
      ops.push_back(std::move(divisor));
      ops.push_back(std::move(quotient));
    }
    block.ops = std::move(ops);
  }

  LoopBody parseLoopBody(std::size_t indent, const std::string& owner) {
    const int classLine = line();
    ++i_;
    const std::string pad4(indent + 4, ' ');
    const std::string pad8(indent + 8, ' ');
    LoopBody body;
    bool sawRanges = false;
    struct Pending {
      int line;
      std::string block;
      std::string caller;  ///< the block holding the call
    };
    std::vector<Pending> subblockCalls;
    std::map<std::string, TrueDivision> trueDivisions;  // indexN = IntTrueDiv(a, b)
    while (i_ < lines_.size()) {
      std::string_view l = lines_[i_];
      if (trim(l).empty() || !startsWith(l, pad4) || leadingSpaces(l) != indent + 4) break;
      std::string_view rest = l.substr(indent + 4);
      if (startsWith(rest, "var_ranges = ")) {
        body.var_ranges = parseVarRanges(rest.substr(13), line(), "var_ranges", body.symRanges);
        sawRanges = true;
        ++i_;
      } else if (startsWith(rest, "def ")) {
        auto p = rest.find("(self, ops):");
        if (p == std::string_view::npos || !isIdent(rest.substr(4, p - 4)))
          fail(line(), "expected `def NAME(self, ops):`, got '" + excerpt(rest) + "'");
        LoopBlock block;
        block.name = std::string(rest.substr(4, p - 4));
        const int defLine = line();
        ++i_;
        std::unordered_set<std::string> defined;
        std::vector<int> opLines;  // of block.ops, for warnings about one op
        bool returned = false;
        while (i_ < lines_.size()) {
          std::string_view ol = lines_[i_];
          if (trim(ol).empty() || !startsWith(ol, pad8) || leadingSpaces(ol) != indent + 8) break;
          std::string_view stmt = ol.substr(indent + 8);
          if (returned) fail(line(), "statement after `return` in " + owner + "_loop_body." + block.name);
          if (startsWith(stmt, "return ")) {
            block.returns = std::string(trim(stmt.substr(7)));
            if (block.returns == "None") block.returns.clear();
            if (!block.returns.empty() && !defined.count(block.returns))
              fail(line(), "returns '" + block.returns + "', which is not defined in " + block.name);
            returned = true;
            ++i_;
            continue;
          }
          LoopOp op = parseOp(stmt, body, defined, subblockCalls.size());
          if (op.form == LoopOp::Form::Subblock) subblockCalls.push_back({line(), op.op, block.name});
          defined.insert(op.result);
          block.ops.push_back(std::move(op));
          opLines.push_back(line());
          ++i_;
        }
        if (!returned)
          fail(defLine, owner + "_loop_body." + block.name + " ends without a `return` (file truncated?)");
        if (!trueDivisions.empty()) lowerTrueDivisions(block, trueDivisions, opLines);
        body.blocks.push_back(std::move(block));
      } else if (auto eq = rest.find(" = "); eq != std::string_view::npos && startsWith(rest, "index")) {
        std::string name(rest.substr(0, eq));
        if (!isIdent(name)) fail(line(), "expected `indexN = expression`");
        const std::string_view text = trim(rest.substr(eq + 3));
        if (auto parts = trueDivisionParts(text)) {
          // IntTrueDiv(a, b): a / b as a real number (interpolation scales over dynamic
          // sizes); two integer indices, divided where the body reads it (lowerTrueDivisions)
          const std::string divisor = name + "_divisor";
          body.indexExprs.emplace_back(name, parseIndex(parts->first, line(), "", true));
          body.indexExprs.emplace_back(divisor, parseIndex(parts->second, line(), "", true));
          trueDivisions[name] = {divisor, line()};
        } else if (auto args = trueDivisionArgs(text)) {  // a whole IntTrueDiv of another arity
          unknown(line(), "IntTrueDiv takes 2 arguments, got " + std::to_string(args->size()) + " in '" + excerpt(text) + "'");
        } else if (isRealValued(text) && !readsAsInteger(text)) {
          // another real-valued index (FloatTrueDiv, a float constant): its tree, whose
          // integer parts are index expressions name_k, computed where the body reads it
          int counter = 0;
          try {
            auto tree = std::make_shared<RealIndex>(parseRealIndex(text, name, counter, body));
            trueDivisions[name] = {"", line(), std::move(tree)};
          } catch (const UnknownFunctionError& e) {
            unknown(line(), e.what());
          }
        } else {
          body.indexExprs.emplace_back(name, parseIndex(text, line(), "", true));
        }
        ++i_;
      } else {
        unknown(line(), "unexpected line in " + owner + "_loop_body: '" + excerpt(rest) +
                            "' (expected var_ranges, indexN = ..., or def NAME(self, ops):)");
      }
    }
    if (!sawRanges) fail(classLine, owner + "_loop_body has no var_ranges line");
    if (body.blocks.empty() || body.blocks.front().name != "body")
      fail(classLine, owner + "_loop_body has no `def body(self, ops):` (file truncated?)");
    for (const Pending& p : subblockCalls)
      if (!body.block(p.block)) fail(p.line, "calls self." + p.block + ", which " + owner + "_loop_body does not define");
    failOnSubblockCycle(subblockCalls, owner);
    return body;
  }

  // A subblock that calls itself, directly or through others, would make every
  // reader of the body recurse forever: an error at the call that closes the cycle.
  // Iterative depth-first search (a chain of subblocks may be long).
  template <class Calls>
  void failOnSubblockCycle(const Calls& calls, const std::string& owner) const {
    std::unordered_map<std::string, std::vector<std::size_t>> from;  // caller -> indices into calls
    for (std::size_t c = 0; c < calls.size(); ++c) from[calls[c].caller].push_back(c);
    std::unordered_map<std::string, int> state;  // 1: on the path, 2: done
    for (const auto& [root, unused] : from) {
      if (state[root]) continue;
      std::vector<std::pair<std::string, std::size_t>> stack{{root, 0}};  // block, next call
      state[root] = 1;
      while (!stack.empty()) {
        auto& [block, next] = stack.back();
        auto out = from.find(block);
        if (out == from.end() || next >= out->second.size()) {
          state[block] = 2;
          stack.pop_back();
          continue;
        }
        const auto& call = calls[out->second[next++]];
        int& st = state[call.block];
        if (st == 1)
          fail(call.line, owner + "_loop_body." + call.caller + " calls self." + call.block +
                              (call.block == call.caller ? ", itself" : ", which calls it back") +
                              " (a loop body that refers to itself)");
        if (st == 0) {
          st = 1;
          stack.emplace_back(call.block, 0);
        }
      }
    }
  }

  OpArg parseArg(std::string_view a, const std::unordered_set<std::string>& defined) const {
    if (a.size() > 2 && a.front() == '(' && a.back() == ')' && startsWith(a.substr(1), "torch.")) {
      // a tuple of dtypes: the output types of a multi-output op (sort, scan)
      OpArg dt;
      dt.kind = OpArg::Kind::DtypeTuple;
      dt.text = std::string(a);
      for (std::string_view item : splitTopLevel(a.substr(1, a.size() - 2))) {
        if (!startsWith(item, "torch.") || !isIdent(item.substr(6)))
          fail(line(), "expected dtypes in the tuple '" + excerpt(a) + "'");
        dt.items.emplace_back(item);
        dt.dtypes.push_back(dtypeOf(item, line(), ""));
      }
      return dt;
    }
    OpArg arg;
    if (auto eq = a.find(" = "); eq != std::string_view::npos && isIdent(a.substr(0, eq))) {
      OpArg kw = parseArg(trim(a.substr(eq + 3)), defined);
      kw.keyword = std::string(a.substr(0, eq));
      return kw;
    }
    if (a.size() >= 2 && a.front() == '(' && a.back() == ')') {
      arg.kind = OpArg::Kind::Tuple;
      arg.text = std::string(a);
      for (std::string_view item : splitTopLevel(a.substr(1, a.size() - 2))) {
        OpArg v = parseArg(item, defined);
        if (v.kind != OpArg::Kind::Value) fail(line(), "expected value names in the tuple '" + excerpt(a) + "'");
        arg.items.push_back(v.text);
      }
      return arg;
    }
    if (a.size() >= 2 && (a.front() == '\'' || a.front() == '"') && a.back() == a.front()) {
      arg.kind = OpArg::Kind::String;
      arg.text = std::string(a.substr(1, a.size() - 2));
      return arg;
    }
    arg.text = std::string(a);
    if (a == "None") {
      arg.kind = OpArg::Kind::None;
    } else if (a == "True" || a == "False") {
      arg.kind = OpArg::Kind::Bool;
      arg.number = a == "True" ? 1 : 0;
    } else if (startsWith(a, "torch.")) {
      arg.kind = OpArg::Kind::Dtype;
      arg.dtype = dtypeOf(a, line(), "");
    } else if (auto nonFinite = parseNonFinite(a)) {
      arg.kind = OpArg::Kind::Float;
      arg.number = *nonFinite;
    } else if (!a.empty() && (std::isdigit(static_cast<unsigned char>(a[0])) || a[0] == '-' || a[0] == '.')) {
      bool isFloat = a.find_first_of(".eE") != std::string_view::npos || a.find("inf") != std::string_view::npos;
      arg.kind = isFloat ? OpArg::Kind::Float : OpArg::Kind::Int;
      char* end = nullptr;
      std::string t(a);
      arg.number = std::strtod(t.c_str(), &end);
      if (end != t.c_str() + t.size()) fail(line(), "expected a number, got '" + t + "'");
    } else if (isIdent(a)) {
      arg.kind = OpArg::Kind::Value;
      if (!defined.count(arg.text)) fail(line(), "uses '" + arg.text + "' before it is defined");
    } else {
      unknown(line(), "unexpected argument '" + excerpt(a) + "'");
    }
    return arg;
  }

  LoopOp parseOp(std::string_view stmt, const LoopBody& body, const std::unordered_set<std::string>& defined,
                 std::size_t) const {
    auto eq = stmt.find(" = ");
    if (eq == std::string_view::npos || !isIdent(stmt.substr(0, eq)))
      fail(line(), "expected `name = ops.<op>(...)` or `return name`, got '" + excerpt(stmt) + "'");
    LoopOp op;
    op.result = std::string(stmt.substr(0, eq));
    std::string_view rhs = trim(stmt.substr(eq + 3));
    if (rhs.empty()) fail(line(), "'" + op.result + " =' has no value");
    auto callArgs = [&](std::size_t open) {
      if (rhs.back() != ')' || bracketBalance(rhs) != 0)
        fail(line(), "expected ')' closing the call in '" + excerpt(stmt) + "'");
      std::vector<OpArg> args;
      for (std::string_view a : splitTopLevel(rhs.substr(open + 1, rhs.size() - open - 2)))
        args.push_back(parseArg(a, defined));
      return args;
    };
    if (startsWith(rhs, "self.get_index(")) {
      op.form = LoopOp::Form::GetIndex;
      if (rhs.back() != ')') fail(line(), "expected self.get_index('indexN')");
      op.op = quoted(rhs.substr(15, rhs.size() - 16), line(), "get_index");
      if (!body.indexExpr(op.op)) {
        std::string known;
        for (const auto& [name, e] : body.indexExprs) known += (known.empty() ? "" : ", ") + name;
        fail(line(), "get_index('" + op.op + "') refers to an undefined index expression (this loop body defines: " +
                         (known.empty() ? "none" : known) + ")");
      }
      return op;
    }
    if (startsWith(rhs, "self.")) {
      auto open = rhs.find('(');
      if (open == std::string_view::npos) fail(line(), "expected a call `self.NAME(...)`");
      op.op = std::string(rhs.substr(5, open - 5));
      if (!isIdent(op.op)) fail(line(), "expected a call `self.NAME(...)`");
      if (startsWith(op.op, "masked_subblock"))
        op.form = LoopOp::Form::Subblock;
      else if (startsWith(op.op, "set_indirect"))
        op.form = LoopOp::Form::SetIndirect;
      else
        op.form = LoopOp::Form::Submodule;  // scanN, ...: kept by name
      op.args = callArgs(open);
      return op;
    }
    if (startsWith(rhs, "ops.")) {
      auto open = rhs.find('(');
      if (open == std::string_view::npos || !isIdent(rhs.substr(4, open - 4)))
        fail(line(), "expected `ops.<op>(...)`, got '" + excerpt(rhs) + "'");
      op.form = LoopOp::Form::Ops;
      op.setOp(std::string(rhs.substr(4, open - 4)));
      op.args = callArgs(open);
      return op;
    }
    auto br = rhs.find('[');
    if (br != std::string_view::npos && rhs.back() == ']' && isIdent(rhs.substr(0, br))) {
      op.form = LoopOp::Form::GetItem;
      op.op = "getitem";
      op.args.push_back(parseArg(rhs.substr(0, br), defined));
      OpArg idx = parseArg(rhs.substr(br + 1, rhs.size() - br - 2), defined);
      if (idx.kind != OpArg::Kind::Int) fail(line(), "expected an integer subscript");
      op.args.push_back(idx);
      return op;
    }
    unknown(line(), "expected `ops.<op>(...)`, `self.get_index(...)`, `self.masked_subblockN(...)` or `x[i]`, got '" +
                        excerpt(rhs) + "'");
  }

  struct UserRef {
    int line;
    std::string buffer;
    std::string target;
  };

  /// Inductor's `unbacked_symint_fallback`: the hint of a size it knows nothing of.
  static constexpr std::int64_t kFallbackHint = 8192;

  std::string file_;
  std::vector<std::string_view> lines_;
  std::size_t i_ = 0;
  std::vector<UserRef> userNodes_;
  bool endsMidLine_ = false;
  std::string pendingOpaque_;  // an unknown buffer field seen in the current outputs block
  int pendingLine_ = 0;
  std::unordered_map<std::string, SizeSymbol> known_;
  std::unordered_map<std::string, std::size_t> usedIndex_;
  std::vector<SizeSymbol> usedSymbols_;
  // warnings are a sink that the const readers of a line write into too
  mutable std::vector<Diagnostic> warnings_;
  std::vector<Diagnostic> notes_;  // harmless to fusion (Graph::notes)
  mutable std::set<std::pair<std::string, std::string>> warnedDtypes_;  // (node, spelling) warned about
  std::string node_;  // the node being read, "" outside nodes
};

}  // namespace

ir::Graph parseIrText(std::string_view text, const std::string& file, const std::vector<ir::SizeSymbol>& sizeSymbols) {
  return Reader(text, file, sizeSymbols).parse();
}

ir::Graph readIrFile(const std::string& path, const std::vector<ir::SizeSymbol>& sizeSymbols) {
  const std::string text = readInputFile(path);
  ir::Graph g = parseIrText(text, path, sizeSymbols);
  g.name = std::filesystem::path(path).parent_path().filename().string();
  return g;
}

}  // namespace fs::inductor
