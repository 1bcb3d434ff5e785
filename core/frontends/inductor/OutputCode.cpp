// OutputCode: two passes over output_code.py.
//   1. kernel definitions: `NAME = async_compile.<method>(..., '''` up to the
//      closing `'''`, with the comment block above (origins, ATen ops, path);
//   2. the wrapper: each `NAME.run(args)` / `NAME(args)` call, whose positional
//      arguments are matched with the kernel's parameters to learn which buffers
//      it reads and writes.
// assignKernelNodes then turns written buffers into scheduler nodes (see header).
#include "core/frontends/inductor/OutputCode.h"

#include <algorithm>
#include <charconv>
#include <unordered_map>
#include <unordered_set>

#include "core/frontends/inductor/KernelProfile.h"
#include "core/frontends/inductor/TextScan.h"
#include "core/util/Error.h"

namespace fs::inductor {
namespace {

using detail::endsWith;
using detail::startsWith;
using detail::trim;

/// Splits "a, b, c" (no nesting) into trimmed, non-empty items.
std::vector<std::string> splitList(std::string_view s) {
  std::vector<std::string> out;
  while (!s.empty()) {
    std::size_t comma = s.find(',');
    std::string_view item = trim(s.substr(0, comma));
    if (!item.empty()) out.emplace_back(item);
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
  }
  return out;
}

/// "[a, b], rest" -> items of the first bracketed list; false when there is none.
bool bracketList(std::string_view s, std::vector<std::string>& out, std::string_view* rest = nullptr) {
  std::size_t open = s.find('[');
  std::size_t close = s.find(']', open == std::string_view::npos ? 0 : open);
  if (open == std::string_view::npos || close == std::string_view::npos) return false;
  out = splitList(s.substr(open + 1, close - open - 1));
  if (rest) *rest = s.substr(close + 1);
  return true;
}

/// Splits the inside of a call's parentheses at top-level commas.
std::vector<std::string_view> splitArgs(std::string_view s) { return detail::splitTopLevel(s); }

/// The text between `open` (an index of '(') and its matching ')'; npos-safe:
/// returns false when unbalanced.
bool insideParens(std::string_view s, std::size_t open, std::string_view& inside) {
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    else if (s[i] == ')' && --depth == 0) {
      inside = s.substr(open + 1, i - open - 1);
      return true;
    }
  }
  return false;
}

/// The buffer an argument expression refers to: "buf3" -> buf3,
/// "reinterpret_tensor(buf5, (2, 64), (64, 1), 0)" -> buf5,
/// "c_void_p(buf0.data_ptr())" (older C++ wrappers) -> buf0; "" for literals.
std::string bufferOfArg(std::string_view arg) {
  if (arg.empty() || std::isdigit(static_cast<unsigned char>(arg[0])) || arg == "None" || arg == "True" ||
      arg == "False")
    return {};
  detail::Scan s(arg);
  std::string_view id;
  if (!s.ident(id)) return {};
  if (s.atEnd() || s.lit(".")) return std::string(id);
  if (!s.lit("(")) return {};
  std::string_view inside;
  if (!insideParens(arg, id.size(), inside)) return {};
  auto args = splitArgs(inside);
  return args.empty() ? std::string() : bufferOfArg(args.front());
}

/// The buffer parameters of a kernel's signature, in order.
std::vector<std::string> kernelParams(const GeneratedKernel& k) {
  std::string_view src = k.source;
  std::size_t at = std::string_view::npos;
  if (k.backend == "triton") {
    at = src.find("def " + k.name + "(");
    if (at != std::string_view::npos) at = src.find('(', at);
  } else {
    at = src.find("extern \"C\"");
    if (at != std::string_view::npos) at = src.find('(', at);
  }
  std::vector<std::string> out;
  std::string_view inside;
  if (at == std::string_view::npos || !insideParens(src, at, inside)) return out;
  for (std::string_view p : splitArgs(inside)) {
    // Triton: "XBLOCK : tl.constexpr"; C++: "const float* in_ptr0".
    std::size_t colon = p.find(':');
    if (colon != std::string_view::npos) p = trim(p.substr(0, colon));
    std::size_t eq = p.find('=');
    if (eq != std::string_view::npos) p = trim(p.substr(0, eq));
    std::size_t e = p.size();
    while (e > 0 && detail::isIdentChar(p[e - 1])) --e;
    out.emplace_back(p.substr(e));
  }
  return out;
}

/// `'mutated_arg_names': ['in_out_ptr0', ...]` of a Triton kernel's inductor_meta.
std::vector<std::string> mutatedArgs(std::string_view src) {
  std::vector<std::string> out;
  std::size_t at = src.find("'mutated_arg_names': [");
  if (at == std::string_view::npos) return out;
  std::vector<std::string> items;
  if (!bracketList(src.substr(at), items)) return out;
  for (auto& s : items)
    if (s.size() >= 2 && (s.front() == '\'' || s.front() == '"')) out.push_back(s.substr(1, s.size() - 2));
  return out;
}

void addUnique(std::vector<std::string>& v, const std::string& s) {
  if (!s.empty() && std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
}

/// Reads "# Topologically Sorted Source Nodes: [...], Original ATen: [...]" and
/// friends from one comment line (without the leading "#").
bool readSourceNodesComment(std::string_view c, GeneratedKernel& k) {
  c = trim(c);
  for (std::string_view head :
       {"Topologically Sorted Source Nodes:", "Unsorted Source Nodes:", "Source Nodes:"}) {
    if (!startsWith(c, head)) continue;
    std::string_view rest;
    std::vector<std::string> origins;
    if (!bracketList(c.substr(head.size()), origins, &rest)) return false;
    k.origins = std::move(origins);
    std::size_t aten = rest.find("Original ATen:");
    if (aten != std::string_view::npos) bracketList(rest.substr(aten), k.aten);
    return true;
  }
  return false;
}

/// Applies the comment block above a kernel definition.
void readDefinitionComments(const std::vector<std::string_view>& block, GeneratedKernel& k) {
  bool inMapping = false;
  for (std::string_view line : block) {
    std::string_view c = line.substr(1);  // drop '#'
    if (startsWith(trim(c), "kernel path:")) {
      k.kernelPath = std::string(trim(trim(c).substr(12)));
      k.moduleHash = moduleHashOf(k.kernelPath);
      inMapping = false;
    } else if (readSourceNodesComment(c, k)) {
      inMapping = false;
    } else if (trim(c) == "Source node to ATen node mapping:") {
      inMapping = true;
    } else if (inMapping && startsWith(c, "   ") && c.find(" => ") != std::string_view::npos) {
      std::size_t arrow = c.find(" => ");
      k.atenMapping.emplace_back(std::string(trim(c.substr(0, arrow))), splitList(c.substr(arrow + 4)));
    } else {
      inMapping = false;
    }
  }
}

/// What the wrapper did to buffer names so far. An in-place kernel is passed the
/// name of the buffer its last node defines, `buf125 = buf124; del buf124  # reuse`
/// having renamed a fresh allocation that the same kernel fills first (the C++
/// backend's mean-then-divide in resnet50); such a launch writes both names.
/// A reused buffer that something already produced (an extern convolution's
/// output) is not the launch's doing and is left out.
struct WrapperBuffers {
  std::unordered_map<std::string, bool> allocated;      // fresh, not produced yet
  std::unordered_map<std::string, std::string> aliasOf;  // B -> A for a pending reuse

  /// Adds the buffers that a launch writing `writes` fills through aliases.
  void resolve(std::vector<std::string>& writes) {
    std::vector<std::string> more;
    for (const auto& w : writes) {
      std::string at = w;
      for (int guard = 0; guard < 64; ++guard) {
        auto a = aliasOf.find(at);
        if (a == aliasOf.end()) break;
        more.push_back(a->second);
        at = a->second;
      }
    }
    for (const auto& m : more) addUnique(writes, m);
    for (const auto& w : writes) {
      allocated.erase(w);
      aliasOf.erase(w);
    }
  }
};

/// Follows `NAME = <expr>` lines of the wrapper.
void trackAssignment(std::string_view name, std::string_view expr, WrapperBuffers& b) {
  std::string n(name);
  if (startsWith(expr, "empty_strided")) {
    b.allocated[n] = true;
    b.aliasOf.erase(n);
    return;
  }
  // "buf125 = buf124; del buf124  # reuse"
  std::string_view source;
  detail::Scan s(expr);
  if (s.ident(source) && s.lit("; del ") && expr.find("# reuse") != std::string_view::npos) {
    std::string src(source);
    if (b.allocated.count(src)) {
      b.aliasOf[n] = src;
      b.allocated[n] = true;
    } else {
      b.allocated.erase(n);
      b.aliasOf.erase(n);
    }
    return;
  }
  b.allocated.erase(n);  // produced by an extern call, a view, ...
  b.aliasOf.erase(n);
}

/// `NAME = async_compile.METHOD(` at the start of `line`: fills name and method.
bool definitionHead(std::string_view line, std::string_view& name, std::string_view& method) {
  detail::Scan s(line);
  if (!(s.ident(name) && s.lit(" = async_compile.") && s.ident(method) && s.lit("("))) return false;
  return method != "wait";
}

}  // namespace

std::vector<ir::SizeSymbol> exampleSizeSymbols(std::string_view text) {
  // `NAME = VALUE` with NAME an identifier: (name, value) or false.
  auto assignment = [](std::string_view l, std::string_view& lhs, std::string_view& rhs) {
    auto eq = l.find(" = ");
    if (eq == std::string_view::npos) return false;
    lhs = l.substr(0, eq);
    rhs = trim(l.substr(eq + 3));
    if (lhs.empty() || rhs.empty()) return false;
    for (char c : lhs)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
    return true;
  };
  std::vector<std::pair<std::string, std::string>> binds;  // symbol -> argument, in order
  std::unordered_map<std::string, std::int64_t> examples;  // argument -> example integer
  bool inGetArgs = false;
  std::string source = "get_args";
  detail::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    // torch 2.11+ lists the example inputs in get_args(); 2.10 and older inside
    // benchmark_compiled_module(times=10, repeat=10) itself
    if (startsWith(line, "def get_args(") || startsWith(line, "def benchmark_compiled_module(times")) {
      inGetArgs = true;
      if (startsWith(line, "def benchmark_compiled_module(") && examples.empty()) source = "benchmark_compiled_module";
      continue;
    }
    if (!startsWith(line, "    ")) {
      if (!trim(line).empty()) inGetArgs = false;
      continue;
    }
    std::string_view lhs, rhs;
    if (!assignment(trim(line), lhs, rhs)) continue;
    if (inGetArgs) {
      std::int64_t v = 0;
      auto [p, ec] = std::from_chars(rhs.data(), rhs.data() + rhs.size(), v);
      if (ec == std::errc() && p == rhs.data() + rhs.size()) examples[std::string(lhs)] = v;
    } else if (ir::isSizeSymbol(lhs)) {
      bool ident = true;
      for (char c : rhs) ident = ident && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
      if (ident) binds.emplace_back(std::string(lhs), std::string(rhs));
    }
  }
  std::vector<ir::SizeSymbol> out;
  std::unordered_set<std::string> seen;
  for (const auto& [sym, arg] : binds) {
    auto it = examples.find(arg);
    if (it == examples.end() || !seen.insert(sym).second) continue;
    out.push_back({sym, it->second, source});
  }
  return out;
}

WrapperCall wrapperCall(std::string_view text) {
  WrapperCall call;
  detail::Lines lines(text);
  std::string_view line;
  std::size_t bodyIndent = 0;  // 0: not inside call() yet
  int lineNo = 0;
  while (lines.next(line)) {
    ++lineNo;
    const std::size_t indent = line.find_first_not_of(' ');
    if (indent == std::string_view::npos) continue;
    const std::string_view body = trim(line);
    // `def call(args):` (module level) or `    def call(self, args):` (torch 2.11+)
    if (bodyIndent == 0) {
      if (startsWith(body, "def call(") && (body.find("args") != std::string_view::npos)) bodyIndent = indent + 4;
      continue;
    }
    if (indent < bodyIndent) break;  // the function ended
    if (indent != bodyIndent) continue;
    if (call.args.empty() && body.size() > 7 && body.substr(body.size() - 7) == " = args") {
      for (auto a : splitArgs(body.substr(0, body.size() - 7))) {
        const std::string_view t = trim(a);
        if (!t.empty()) call.args.emplace_back(t);
      }
      call.argsLine = lineNo;
    } else if (startsWith(body, "return (") && body.back() == ')') {
      call.returns.clear();
      for (auto r : splitArgs(body.substr(8, body.size() - 9))) {
        const std::string_view t = trim(r);
        if (!t.empty()) call.returns.emplace_back(t);
      }
      call.returnLine = lineNo;
    }
  }
  return call;
}

OutputCode parseOutputCode(std::string_view text, const std::string& file) {
  OutputCode code;
  code.sourcePath = file;
  code.sizeSymbols = exampleSizeSymbols(text);
  code.call = wrapperCall(text);

  // Pass 1: definitions.
  int lastSourceLine = 0;  // the wrapper's calls come after the last kernel source
  std::vector<std::string_view> comments;  // the '#' block just above
  detail::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    std::string_view name, method;
    if (!definitionHead(trim(line), name, method)) {
      if (startsWith(line, "#"))
        comments.push_back(line);
      else
        comments.clear();
      continue;
    }
    GeneratedKernel k;
    k.name = std::string(name);
    k.backend = method == "triton" ? "triton" : (startsWith(method, "cpp") ? "cpp" : std::string(method));
    k.line = lines.number();
    readDefinitionComments(comments, k);
    comments.clear();

    std::string_view quote = "'''";
    std::size_t q = line.find(quote);
    if (q == std::string_view::npos) {
      quote = "\"\"\"";
      q = line.find(quote);
    }
    if (q == std::string_view::npos)
      throw InputError(file, k.line,
                       "expected the source of kernel '" + k.name + "' in ''' quotes after async_compile." +
                           std::string(method) + "(");
    std::string source(line.substr(q + 3));
    bool firstPiece = true;
    if (!source.empty()) firstPiece = false;
    k.sourceLine = firstPiece ? k.line + 1 : k.line;
    // The source runs until a line that starts with the closing quotes.
    bool closed = false;
    std::string_view body;
    std::size_t closeAt = line.find(quote, q + 3);
    if (closeAt != std::string_view::npos) {
      source = std::string(line.substr(q + 3, closeAt - q - 3));
      closed = true;
    }
    while (!closed && lines.next(body)) {
      std::size_t end = body.find(quote);
      if (end != std::string_view::npos) {
        if (!firstPiece) source += '\n';
        source += body.substr(0, end);
        closed = true;
        break;
      }
      if (!firstPiece) source += '\n';
      source += body;
      firstPiece = false;
    }
    if (!closed)
      throw InputError(file, k.line, "expected " + std::string(quote) + " closing the source of kernel '" + k.name +
                                         "' before the end of the file");
    if (!source.empty() && source.back() != '\n') source += '\n';
    k.source = std::move(source);
    k.params = kernelParams(k);
    lastSourceLine = lines.number();
    code.kernels.push_back(std::move(k));
  }

  // Pass 2: launches in the wrapper.
  std::unordered_map<std::string, std::size_t> byName;
  for (std::size_t i = 0; i < code.kernels.size(); ++i) byName.emplace(code.kernels[i].name, i);
  std::vector<std::vector<std::string>> mutated(code.kernels.size());
  for (std::size_t i = 0; i < code.kernels.size(); ++i) mutated[i] = mutatedArgs(code.kernels[i].source);

  detail::Lines wrapper(text);
  WrapperBuffers buffers;
  comments.clear();
  while (wrapper.next(line)) {
    std::string_view t = trim(line);
    if (wrapper.number() <= lastSourceLine || t.empty()) {
      comments.clear();
      continue;
    }
    if (startsWith(t, "#")) {
      comments.push_back(t);
      continue;
    }
    std::string_view name;
    detail::Scan s(t);
    if (s.ident(name) && s.lit(" = ")) {
      trackAssignment(name, s.rest(), buffers);
      comments.clear();
      continue;
    }
    if (std::size_t out = t.find("out="); out != std::string_view::npos) {
      std::string_view produced;
      detail::Scan o(t.substr(out + 4));
      if (o.ident(produced)) buffers.allocated.erase(std::string(produced));
    }
    s = detail::Scan(t);
    bool isCall = s.ident(name) && (s.lit(".run(") || s.lit("("));
    auto it = isCall ? byName.find(std::string(name)) : byName.end();
    if (it == byName.end()) {
      comments.clear();
      continue;
    }
    GeneratedKernel& k = code.kernels[it->second];
    if (k.origins.empty())
      for (std::string_view c : comments)
        if (readSourceNodesComment(c.substr(1), k)) break;
    comments.clear();
    KernelLaunch launch;
    launch.line = wrapper.number();
    std::size_t open = t.find('(', name.size());
    std::string_view inside;
    if (insideParens(t, open, inside)) {  // a call spread over lines: no buffers learnt
      std::size_t position = 0;
      for (std::string_view arg : splitArgs(inside)) {
        if (startsWith(arg, "*")) break;  // *args: positions unknown from here
        // Keyword arguments (stream=..., grid=...) are not kernel parameters.
        std::size_t eq = arg.find('=');
        if (eq != std::string_view::npos && arg.find('(') > eq) continue;
        if (position >= k.params.size()) break;
        const std::string& param = k.params[position++];
        std::string buffer = bufferOfArg(arg);
        const auto& mut = mutated[it->second];
        bool isMutated = std::find(mut.begin(), mut.end(), param) != mut.end();
        if (startsWith(param, "out_ptr") || startsWith(param, "in_out_ptr") || isMutated)
          addUnique(launch.writes, buffer);
        if (startsWith(param, "in_ptr") || startsWith(param, "in_out_ptr") || startsWith(param, "arg_"))
          addUnique(launch.reads, buffer);
      }
    }
    buffers.resolve(launch.writes);
    for (const auto& b : launch.writes) addUnique(k.writes, b);
    for (const auto& b : launch.reads) addUnique(k.reads, b);
    k.launches.push_back(std::move(launch));
  }
  return code;
}

OutputCode readOutputCode(const std::string& path) {
  std::string text = detail::readWholeFile(path);
  return parseOutputCode(text, path);
}

void assignKernelNodes(OutputCode& code, const ir::Graph& preFusion, const ir::Graph* postFusion) {
  // Leaf nodes in pre-fusion order.
  std::vector<const ir::Node*> leaves;
  auto collect = [&](auto&& self, const ir::Node& n) -> void {
    if (n.isFusedKind()) {
      for (const auto& c : n.snodes) self(self, c);
    } else {
      leaves.push_back(&n);
    }
  };
  for (const auto& n : preFusion.nodes) collect(collect, n);
  std::unordered_map<std::string, std::size_t> order;
  for (std::size_t i = 0; i < leaves.size(); ++i) order.emplace(leaves[i]->name, i);

  // Buffer -> defining node: outputs first, then mutations, then writes.
  std::unordered_map<std::string, std::string> definer;
  for (const ir::Node* n : leaves)
    for (const auto& b : n->outputs) definer.emplace(b.name, n->name);
  for (const ir::Node* n : leaves)
    for (const auto& b : n->outputs)
      for (const auto& m : b.mutations) definer.emplace(m, n->name);
  for (const ir::Node* n : leaves)
    for (const auto& d : n->writes) definer.emplace(ir::depName(d), n->name);

  // Node -> its post-fusion group.
  std::unordered_map<std::string, std::vector<std::string>> group;
  if (postFusion)
    for (const auto& top : postFusion->nodes) {
      std::vector<std::string> names = top.leafNames();
      for (const auto& name : names) group[name] = names;
    }

  auto byOrder = [&](const std::string& a, const std::string& b) {
    auto ia = order.find(a), ib = order.find(b);
    std::size_t oa = ia == order.end() ? leaves.size() : ia->second;
    std::size_t ob = ib == order.end() ? leaves.size() : ib->second;
    return oa < ob;
  };
  auto nodesOf = [&](const std::vector<std::string>& writes) {
    std::vector<std::string> nodes;
    for (const auto& buffer : writes) {
      auto d = definer.find(buffer);
      if (d == definer.end()) continue;
      auto g = group.find(d->second);
      if (g == group.end())
        addUnique(nodes, d->second);
      else
        for (const auto& name : g->second) addUnique(nodes, name);
    }
    std::stable_sort(nodes.begin(), nodes.end(), byOrder);
    return nodes;
  };
  for (auto& k : code.kernels) {
    if (!k.nodes.empty()) continue;
    std::vector<std::string> all;
    for (auto& launch : k.launches) {
      if (launch.nodes.empty()) launch.nodes = nodesOf(launch.writes);
      for (const auto& n : launch.nodes) addUnique(all, n);
    }
    std::stable_sort(all.begin(), all.end(), byOrder);
    k.nodes = std::move(all);
  }
}

}  // namespace fs::inductor
