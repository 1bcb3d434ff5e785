// ScanCombine: a recursive-descent reader of the Python expressions Triton helpers
// are printed with (one statement per line, `tmpK = <expr>`), with Python's
// precedence: comparisons < | < ^ < & < + - < * / // % < unary - ~ < call, .to().
#include "core/frontends/inductor/ScanCombine.h"

#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <unordered_map>

#include "core/frontends/inductor/TextScan.h"
#include "core/frontends/inductor/TorchSpelling.h"

namespace fs::inductor {
namespace {

using detail::startsWith;
using detail::trim;

/// `tl.int1` -> `torch.bool`, `tl.float32` -> `torch.float32`; "" when unknown.
std::string torchDtypeOf(std::string_view tl) {
  static const std::map<std::string_view, std::string_view> m = {
      {"tl.int1", "torch.bool"},        {"tl.int8", "torch.int8"},       {"tl.int16", "torch.int16"},
      {"tl.int32", "torch.int32"},      {"tl.int64", "torch.int64"},     {"tl.uint8", "torch.uint8"},
      {"tl.float16", "torch.float16"},  {"tl.bfloat16", "torch.bfloat16"}, {"tl.float32", "torch.float32"},
      {"tl.float64", "torch.float64"}};
  auto it = m.find(trim(tl));
  return it == m.end() ? "" : std::string(it->second);
}

class ExprReader {
 public:
  ExprReader(std::string_view text, ir::LoopBlock& block, const std::string& prefix)
      : s_(text), block_(block), prefix_(prefix) {}

  /// Parses the whole text into ops appended to the block; the value (a name or a literal).
  ir::OpArg parse() {
    ir::OpArg v = comparison();
    skip();
    if (p_ != s_.size()) fail("unexpected '" + std::string(s_.substr(p_, 12)) + "'");
    return v;
  }
  const std::string& error() const { return error_; }
  static ir::OpArg value(const std::string& name) {
    ir::OpArg a;
    a.kind = ir::OpArg::Kind::Value;
    a.text = name;
    return a;
  }

 private:
  void fail(const std::string& why) {
    if (error_.empty()) error_ = why;
    p_ = s_.size();
  }
  void skip() {
    while (p_ < s_.size() && s_[p_] == ' ') ++p_;
  }
  bool eat(std::string_view tok) {
    skip();
    if (s_.substr(p_, tok.size()) != tok) return false;
    p_ += tok.size();
    return true;
  }
  ir::OpArg emit(const std::string& op, std::vector<ir::OpArg> args) {
    ir::LoopOp o;
    o.form = ir::LoopOp::Form::Ops;
    o.setOp(op);
    o.args = std::move(args);
    o.result = prefix_ + "_e" + std::to_string(counter_++);
    block_.ops.push_back(o);
    return value(o.result);
  }
  ir::OpArg comparison() {
    ir::OpArg l = bor();
    static const std::pair<std::string_view, const char*> ops[] = {{"==", "eq"}, {"!=", "ne"}, {"<=", "le"},
                                                                    {">=", "ge"}, {"<", "lt"},  {">", "gt"}};
    for (;;) {
      bool any = false;
      for (const auto& [tok, name] : ops)
        if (eat(tok)) {
          l = emit(name, {l, bor()});
          any = true;
          break;
        }
      if (!any) return l;
    }
  }
  ir::OpArg bor() {
    ir::OpArg l = bxor();
    while (error_.empty() && eat("|")) l = emit("bitwise_or", {l, bxor()});
    return l;
  }
  ir::OpArg bxor() {
    ir::OpArg l = band();
    while (error_.empty() && eat("^")) l = emit("bitwise_xor", {l, band()});
    return l;
  }
  ir::OpArg band() {
    ir::OpArg l = arith();
    while (error_.empty() && eat("&")) l = emit("bitwise_and", {l, arith()});
    return l;
  }
  ir::OpArg arith() {
    ir::OpArg l = term();
    for (;;) {
      if (eat("+")) l = emit("add", {l, term()});
      else if (eat("-")) l = emit("sub", {l, term()});
      else return l;
    }
  }
  ir::OpArg term() {
    ir::OpArg l = unary();
    for (;;) {
      if (eat("*")) l = emit("mul", {l, unary()});
      else if (eat("//")) l = emit("floordiv", {l, unary()});
      else if (eat("/")) l = emit("truediv", {l, unary()});
      else if (eat("%")) {
        fail("'%' (C remainder in Triton) is not read");
        return l;
      } else return l;
    }
  }
  ir::OpArg unary() {
    if (eat("-")) {
      ir::OpArg v = unary();
      if (v.kind == ir::OpArg::Kind::Int || v.kind == ir::OpArg::Kind::Float) {
        v.text = v.text[0] == '-' ? v.text.substr(1) : "-" + v.text;
        v.number = -v.number;
        return v;
      }
      return emit("neg", {v});
    }
    if (eat("~")) return emit("bitwise_not", {unary()});
    return postfix();
  }
  std::vector<std::string_view> callArgs() {
    // at '(' already eaten: the raw argument texts up to the matching ')'
    std::size_t start = p_;
    int depth = 1;
    while (p_ < s_.size() && depth > 0) {
      if (s_[p_] == '(' || s_[p_] == '[') ++depth;
      else if (s_[p_] == ')' || s_[p_] == ']') --depth;
      ++p_;
    }
    if (depth != 0) {
      fail("unbalanced parentheses");
      return {};
    }
    return detail::splitTopLevel(s_.substr(start, p_ - start - 1));
  }
  ir::OpArg sub(std::string_view text) {
    ExprReader r(text, block_, prefix_);
    r.names_ = names_;
    r.counter_ = counter_;
    ir::OpArg v = r.parse();
    counter_ = r.counter_;
    if (!r.error().empty()) fail(r.error());
    return v;
  }
  ir::OpArg postfix() {
    ir::OpArg v = atom();
    while (error_.empty() && eat(".to(")) {
      auto args = callArgs();
      std::string dt = args.empty() ? "" : torchDtypeOf(args[0]);
      if (dt.empty()) {
        fail("cast .to(" + (args.empty() ? std::string() : std::string(args[0])) + ") is not read");
        return v;
      }
      ir::OpArg d;
      d.kind = ir::OpArg::Kind::Dtype;
      d.text = dt;
      d.dtype = parseTorchDType(dt);
      v = emit("to_dtype", {v, d});
    }
    return v;
  }
  ir::OpArg atom() {
    skip();
    if (eat("(")) {
      ir::OpArg v = comparison();
      if (!eat(")")) fail("expected ')'");
      return v;
    }
    std::size_t b = p_;
    if (p_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[p_])) || s_[p_] == '.')) {
      while (p_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[p_])) || s_[p_] == '.' ||
                                ((s_[p_] == '-' || s_[p_] == '+') && (s_[p_ - 1] == 'e' || s_[p_ - 1] == 'E'))))
        ++p_;
      ir::OpArg lit;
      lit.text = std::string(s_.substr(b, p_ - b));
      lit.kind = lit.text.find_first_of(".eE") == std::string::npos ? ir::OpArg::Kind::Int : ir::OpArg::Kind::Float;
      char* end = nullptr;
      lit.number = std::strtod(lit.text.c_str(), &end);
      if (end != lit.text.c_str() + lit.text.size()) fail("expected a number, got '" + lit.text + "'");
      return lit;
    }
    while (p_ < s_.size() && (detail::isIdentChar(s_[p_]) || s_[p_] == '.')) ++p_;
    std::string name(s_.substr(b, p_ - b));
    if (name.empty()) {
      fail("expected a value at '" + std::string(s_.substr(p_, 12)) + "'");
      return {};
    }
    if (!eat("(")) {
      if (name == "True" || name == "False") {
        ir::OpArg a;
        a.kind = ir::OpArg::Kind::Bool;
        a.text = name;
        a.number = name == "True" ? 1 : 0;
        return a;
      }
      auto it = names_.find(name);
      if (it == names_.end()) {
        fail("uses '" + name + "' before it is defined");
        return {};
      }
      return value(it->second);
    }
    auto args = callArgs();
    if (!error_.empty()) return {};
    auto last = name.substr(name.rfind('.') + 1);
    if (name == "float" && args.size() == 1) {  // float("inf")
      std::string_view t = trim(args[0]);
      if (t.size() >= 2 && (t.front() == '"' || t.front() == '\'')) t = t.substr(1, t.size() - 2);
      ir::OpArg lit;
      lit.kind = ir::OpArg::Kind::Float;
      lit.text = std::string(t);
      const auto nonFinite = parseNonFinite(lit.text);
      if (!nonFinite) fail("float(" + lit.text + ") is not read");
      lit.number = nonFinite.value_or(0.0);
      return lit;
    }
    if (name == "tl.full" && args.size() == 3) {
      std::string dt = torchDtypeOf(args[2]);
      if (dt.empty()) fail("tl.full of type " + std::string(args[2]) + " is not read");
      ir::OpArg d;
      d.kind = ir::OpArg::Kind::Dtype;
      d.text = dt;
      d.dtype = parseTorchDType(dt);
      return emit("constant", {sub(args[1]), d});
    }
    if (last == "promote_to_tensor" && args.size() == 1) return sub(args[0]);
    std::vector<ir::OpArg> vals;
    for (auto a : args) {
      if (a.find('=') != std::string_view::npos && a.find("==") == std::string_view::npos) {
        fail("keyword argument in '" + name + "(...)' is not read");
        return {};
      }
      vals.push_back(sub(a));
    }
    const bool lib = startsWith(name, "libdevice.") || startsWith(name, "tl_math.") || startsWith(name, "tl.math.") ||
                     startsWith(name, "triton_helpers.") || startsWith(name, "tl.");
    if (!lib) {
      fail("call of '" + name + "' is not read");
      return {};
    }
    return emit(std::string(last), std::move(vals));
  }

 public:
  std::unordered_map<std::string, std::string> names_;  // Python name -> block value name
  int counter_ = 0;

 private:
  std::string_view s_;
  std::size_t p_ = 0;
  ir::LoopBlock& block_;
  std::string prefix_;
  std::string error_;
};

std::vector<std::string_view> sourceLines(std::string_view src) {
  std::vector<std::string_view> out;
  detail::Lines lines(src);
  std::string_view l;
  while (lines.next(l)) out.push_back(l);
  return out;
}

/// Helper names of the `tl.associative_scan(..., HELPER)` calls in source order.
std::vector<std::string> scanCalls(std::string_view src) {
  std::vector<std::string> out;
  const std::string_view key = "tl.associative_scan(";
  for (std::size_t at = src.find(key); at != std::string_view::npos; at = src.find(key, at + key.size())) {
    std::size_t open = at + key.size() - 1;
    int depth = 0;
    std::size_t close = open;
    for (; close < src.size(); ++close) {
      if (src[close] == '(') ++depth;
      else if (src[close] == ')' && --depth == 0) break;
    }
    if (close >= src.size()) break;
    auto args = detail::splitTopLevel(src.substr(open + 1, close - open - 1));
    std::string helper;
    for (std::size_t i = 2; i < args.size(); ++i)  // (values, axis, combine_fn[, reverse=...])
      if (args[i].find('=') == std::string_view::npos) {
        helper = std::string(trim(args[i]));
        break;
      }
    out.push_back(helper);
  }
  return out;
}

void collect(std::vector<ir::Node>& nodes, std::unordered_map<std::string, ir::Node*>& byName) {
  for (auto& n : nodes) {
    byName.emplace(n.name, &n);
    collect(n.snodes, byName);
  }
}

}  // namespace

std::optional<ir::CombineFn> parseTritonCombineFn(std::string_view source, std::string_view helper, std::string& why) {
  auto lines = sourceLines(source);
  const std::string head = "def " + std::string(helper) + "(";
  std::size_t i = 0;
  while (i < lines.size() && !startsWith(trim(lines[i]), head)) ++i;
  if (i == lines.size()) {
    why = "no `def " + std::string(helper) + "` in the kernel's source";
    return std::nullopt;
  }
  std::string_view def = trim(lines[i]);
  std::size_t close = def.find(')');
  if (close == std::string_view::npos) {
    why = "its parameter list is not closed";
    return std::nullopt;
  }
  ir::CombineFn fn;
  fn.block.name = "combine_" + std::string(helper);
  std::unordered_map<std::string, std::string> names;  // Python name -> block value name
  for (auto p : detail::splitTopLevel(def.substr(head.size(), close - head.size()))) {
    std::string name(trim(p));
    fn.params.push_back(name);
    names[name] = name;
  }
  if (fn.params.empty() || fn.params.size() % 2 != 0) {
    why = "it takes " + std::to_string(fn.params.size()) + " parameters (a combine function takes 2n)";
    return std::nullopt;
  }
  int counter = 0;
  for (++i; i < lines.size(); ++i) {
    std::string_view l = trim(lines[i]);
    if (l.empty() || l[0] == '#') continue;
    if (startsWith(l, "return ")) {
      for (auto r : detail::splitTopLevel(l.substr(7))) {
        std::string n(trim(r));
        if (!n.empty() && n.front() == '(' && n.back() == ')') n = std::string(trim(std::string_view(n).substr(1, n.size() - 2)));
        auto it = names.find(n);
        if (it == names.end()) {
          why = "returns '" + n + "', which it does not define";
          return std::nullopt;
        }
        fn.results.push_back(it->second);
      }
      break;
    }
    auto eq = l.find(" = ");
    if (eq == std::string_view::npos) {
      why = "line '" + std::string(l) + "' is not `name = expression`";
      return std::nullopt;
    }
    std::string target(trim(l.substr(0, eq)));
    ExprReader r(l.substr(eq + 3), fn.block, "c");
    r.names_ = names;
    r.counter_ = counter;
    ir::OpArg v = r.parse();
    counter = r.counter_;
    if (!r.error().empty()) {
      why = r.error() + " in '" + std::string(l) + "'";
      return std::nullopt;
    }
    if (v.kind != ir::OpArg::Kind::Value) {  // a literal: keep it as a constant-valued op
      ir::LoopOp o;
      o.form = ir::LoopOp::Form::Ops;
      o.setOp("constant");
      ir::OpArg d;
      d.kind = ir::OpArg::Kind::Dtype;
      d.dtype = v.kind == ir::OpArg::Kind::Float ? ir::DType::F32 : v.kind == ir::OpArg::Kind::Bool ? ir::DType::Bool : ir::DType::I64;
      d.text = std::string(ir::dtypeName(d.dtype));
      o.args = {v, d};
      o.result = "c_e" + std::to_string(counter++);
      fn.block.ops.push_back(o);
      v = ExprReader::value(o.result);
    }
    names[target] = v.text;
  }
  if (fn.results.size() * 2 != fn.params.size()) {
    why = "it returns " + std::to_string(fn.results.size()) + " values for " + std::to_string(fn.params.size()) +
          " parameters";
    return std::nullopt;
  }
  fn.block.returns = fn.results.front();
  fn.origin = std::string(helper);
  return fn;
}

int attachScanCombineFns(const OutputCode& code, ir::Graph& graph) {
  std::unordered_map<std::string, ir::Node*> byName;
  collect(graph.nodes, byName);
  int attached = 0;
  for (const auto& k : code.kernels) {
    if (k.backend != "triton") continue;
    const auto calls = scanCalls(k.source);
    if (calls.empty()) continue;
    // the kernel's helpers, read once
    std::map<std::string, std::optional<ir::CombineFn>> helpers;
    for (const auto& h : calls) {
      if (helpers.count(h)) continue;
      std::string why;
      helpers[h] = parseTritonCombineFn(k.source, h, why);
      if (!helpers[h]) {
        ir::Diagnostic d;
        d.file = code.sourcePath;
        d.line = k.line;
        d.message = "scan combine function " + h + " of kernel " + k.name + " not read: " + why;
        graph.warnings.push_back(d);
      }
    }
    std::vector<std::vector<std::string>> launchNodes;
    for (const auto& l : k.launches) launchNodes.push_back(l.nodes);
    if (launchNodes.empty()) launchNodes.push_back(k.nodes);
    for (const auto& nodes : launchNodes) {
      struct Site {
        ir::Node* node;
        std::string submodule;
        std::size_t arity;
      };
      std::vector<Site> sites;
      for (const auto& name : nodes) {
        auto it = byName.find(name);
        if (it == byName.end() || !it->second->body) continue;
        for (const auto& op : it->second->body->blocks.front().ops)
          if (op.form == ir::LoopOp::Form::Submodule && startsWith(op.op, "scan"))
            sites.push_back({it->second, op.op, op.args.empty() ? 0 : op.args[0].items.size()});
      }
      if (sites.size() != calls.size()) continue;  // not the kernel's scans: left unknown
      for (std::size_t i = 0; i < sites.size(); ++i) {
        const auto& h = helpers[calls[i]];
        if (!h || h->params.size() != 2 * sites[i].arity) continue;
        auto& body = *sites[i].node->body;
        if (body.combineFn(sites[i].submodule)) continue;
        ir::CombineFn fn = *h;
        fn.submodule = sites[i].submodule;
        fn.block.name = "combine_" + fn.submodule;
        const std::size_t src = k.source.find("def " + calls[i] + "(");
        int line = k.sourceLine;
        for (std::size_t p = 0; p < src && src != std::string::npos; ++p)
          if (k.source[p] == '\n') ++line;
        fn.origin = code.sourcePath + ":" + std::to_string(line) + " " + calls[i];
        body.combineFns.push_back(std::move(fn));
        ++attached;
      }
    }
  }
  return attached;
}

}  // namespace fs::inductor
