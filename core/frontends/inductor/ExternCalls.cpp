#include "core/frontends/inductor/ExternCalls.h"

#include "core/ir/Expr.h"
#include "core/frontends/inductor/TorchSpelling.h"
#include "core/util/InputFile.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace fs::inductor {

namespace {

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
  return std::string(s.substr(a, b - a));
}

bool isIdent(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return !std::isdigit(static_cast<unsigned char>(s[0]));
}

// Finds the bracket that closes the one at `open` ((), [] or {}); npos when unbalanced.
std::size_t matchParen(std::string_view s, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(' || s[i] == '[' || s[i] == '{') ++depth;
    if (s[i] == ')' || s[i] == ']' || s[i] == '}') {
      if (--depth == 0) return i;
    }
  }
  return std::string_view::npos;
}

bool isExternKernelName(const std::string& callee) {
  return callee.rfind("extern_kernels.", 0) == 0 || callee.rfind("torch.ops.", 0) == 0 ||
         callee.rfind("aten.", 0) == 0;
}

// bufX.copy_(src, False): a method of a buffer that updates it in place (Inductor's
// InplaceCopyFallback prints aten.copy_ so). Returns the buffer and makes `callee`
// torch.ops.aten.copy_.default (the buffer is then the call's first argument); "" and
// `callee` unchanged for any other call.
std::string inPlaceMethodOf(std::string& callee) {
  const auto dot = callee.find('.');
  if (dot == std::string::npos || callee.back() != '_' || !isIdent(callee.substr(0, dot)) ||
      !isIdent(callee.substr(dot + 1)) || callee.compare(0, dot, "torch") == 0)
    return "";
  std::string receiver = callee.substr(0, dot);
  callee = "torch.ops.aten." + callee.substr(dot + 1) + ".default";
  return receiver;
}

// Splits a Python argument list at top-level commas (brackets respected).
std::vector<std::string> splitArgs(std::string_view text) {
  std::vector<std::string> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    else if (c == ')' || c == ']' || c == '}') --depth;
    else if (c == ',' && depth == 0) {
      auto piece = trim(text.substr(start, i - start));
      if (!piece.empty()) out.push_back(piece);
      start = i + 1;
    }
  }
  auto piece = trim(text.substr(start));
  if (!piece.empty()) out.push_back(piece);
  return out;
}

std::vector<std::int64_t> intList(const std::string& text) {
  std::string t = trim(text);
  if (!t.empty() && (t.front() == '(' || t.front() == '[')) t = t.substr(1, t.size() - 2);
  std::vector<std::int64_t> out;
  for (auto& piece : splitArgs(t)) {
    std::size_t used = 0;
    const std::int64_t v = isdigit(static_cast<unsigned char>(piece.back())) ? std::stoll(piece, &used) : 0;
    if (used == piece.size()) {
      out.push_back(v);
      continue;
    }
    // an expression of constants, as the wrapper prints a bound size ("max(1, 40)"); a
    // free symbol left throws, as a non-number does
    const ir::Expr e = ir::parseExpr(piece);
    if (!e.freeSymbols().empty()) throw std::invalid_argument("size '" + piece + "' has unbound symbols");
    out.push_back(e.evaluate([](const std::string&) -> std::int64_t { return 0; }));
  }
  return out;
}

// Max-autotune's convolution templates (torch/_inductor/kernel/conv.py: conv2d_template,
// conv3d_template): a Triton kernel whose source names its inputs arg_X and arg_W and
// whose inductor_meta's config_args hold the convolution's geometry (KERNEL_H, STRIDE_H,
// PADDING_H, ..., GROUPS; dilation is 1, the templates' condition). Its launch
// `triton_tem_...run(buf3, buf4, buf5, grid...)` computes what
// `buf5 = extern_kernels.convolution(buf3, buf4, stride=..., padding=..., groups=...)`
// does, and is read as that call: the engine runs a template node as the library call
// it stands for (codegen::BufferTable).
struct ConvTemplate {
  std::map<std::string, std::string> config;  ///< config_args, Python spelling
  std::vector<std::string> params;            ///< the kernel's parameters, in order
  std::string problem;                        ///< why its source does not read ("" when it does)
};
using ConvTemplates = std::map<std::string, ConvTemplate>;

// `{'A': 1, 'B': False}` -> A -> "1", B -> "False" (top level only)
std::map<std::string, std::string> pyDict(std::string_view text) {
  std::map<std::string, std::string> out;
  for (const auto& item : splitArgs(text)) {
    const auto colon = item.find(':');
    if (colon == std::string::npos) continue;
    std::string key = trim(std::string_view(item).substr(0, colon));
    if (key.size() >= 2 && (key.front() == '\'' || key.front() == '"')) key = key.substr(1, key.size() - 2);
    out[key] = trim(std::string_view(item).substr(colon + 1));
  }
  return out;
}

// Reads one line of a template's source or launch; true when the line was one.
bool readConvTemplate(const std::string& t, int lineNo, ConvTemplates& templates, ExternCalls& calls) {
  // inductor_meta={'kernel_name': 'triton_tem_...', ..., 'config_args': {'KERNEL_H': 3, ...}}
  if (t.rfind("inductor_meta=", 0) == 0) {
    const auto name = t.find("'kernel_name': '");
    const auto cfg = t.find("'config_args': {");
    if (name == std::string::npos || cfg == std::string::npos) return true;
    const auto nameEnd = t.find('\'', name + 16);
    const std::string kernel = t.substr(name + 16, nameEnd - name - 16);
    if (kernel.rfind("triton_tem", 0) != 0 || t.find("'KERNEL_H'", cfg) == std::string::npos) return true;  // not a conv template
    ConvTemplate& tem = templates[kernel];
    const auto open = cfg + 15;
    const auto close = matchParen(t, open);
    const std::string where = " (line " + std::to_string(lineNo) + ")";
    if (close == std::string::npos) {
      tem.problem = "its config_args" + where + " do not close their braces";
      return true;
    }
    tem.config = pyDict(std::string_view(t).substr(open + 1, close - open - 1));
    for (const char* key : {"KERNEL_H", "STRIDE_H", "PADDING_H"})
      if (!tem.config.count(key)) tem.problem = std::string("its config_args") + where + " have no " + key;
    for (const auto& [key, value] : tem.config)
      if ((key.rfind("STRIDE_", 0) == 0 || key.rfind("PADDING_", 0) == 0 || key == "GROUPS") &&
          (value.empty() || value.find_first_not_of("0123456789") != std::string::npos))
        tem.problem = "its config_args" + where + " give " + key + " = " + value + ", not a non-negative integer";
    return true;
  }
  // def triton_tem_...(arg_X, arg_W, out_ptr0):
  if (t.rfind("def triton_tem", 0) == 0) {
    const auto open = t.find('(');
    const std::string kernel = t.substr(4, open - 4);
    if (auto it = templates.find(kernel); it != templates.end() && open != std::string::npos) {
      const auto close = matchParen(t, open);
      if (close == std::string::npos) it->second.problem = "its def line (line " + std::to_string(lineNo) + ") does not close";
      else
        for (const auto& p : splitArgs(std::string_view(t).substr(open + 1, close - open - 1))) {
          const auto colon = p.find(':');
          it->second.params.push_back(trim(std::string_view(p).substr(0, colon)));
        }
    }
    return true;
  }
  // triton_tem_....run(buf3, buf4, buf5, 128, 1, 1, stream=stream0)
  const auto dot = t.find(".run(");
  if (t.rfind("triton_tem", 0) != 0 || dot == std::string::npos) return false;
  auto it = templates.find(t.substr(0, dot));
  if (it == templates.end()) return true;  // not a convolution template
  // what does not read is said here, at the launch: the node it computes will not run
  auto unread = [&](const std::string& why) {
    calls.unreadCalls.emplace_back(lineNo, "the launch of convolution template " + it->first + " is not read as its convolution: " + why);
    return true;
  };
  if (!it->second.problem.empty()) return unread(it->second.problem);
  if (it->second.params.empty()) return unread("its kernel has no `def " + it->first + "(...)` line naming its parameters");
  const auto close = matchParen(t, dot + 4);
  if (close == std::string::npos) return unread("the launch does not close its brackets");
  const auto args = splitArgs(std::string_view(t).substr(dot + 5, close - dot - 5));
  std::map<std::string, std::string> byParam;
  for (std::size_t i = 0; i < it->second.params.size() && i < args.size(); ++i) byParam[it->second.params[i]] = trim(args[i]);
  if (!byParam.count("arg_X") || !byParam.count("arg_W") || !byParam.count("out_ptr0"))
    return unread("it does not pass arg_X, arg_W and out_ptr0 (" + std::to_string(args.size()) + " arguments)");
  const auto& cfg = it->second.config;
  std::string stride = "(", padding = "(", dilation = "(", outputPadding = "(";
  int dims = 0;
  for (const char* d : {"D", "H", "W"}) {
    auto s = cfg.find(std::string("STRIDE_") + d), p = cfg.find(std::string("PADDING_") + d);
    if (s == cfg.end() || p == cfg.end()) continue;
    const std::string sep = dims++ ? ", " : "";
    stride += sep + s->second;
    padding += sep + p->second;
    dilation += sep + "1";
    outputPadding += sep + "0";
  }
  if (dims == 1) stride += ",", padding += ",", dilation += ",", outputPadding += ",";
  ExternCall call;
  call.kernel = "extern_kernels.convolution";
  call.result = byParam.at("out_ptr0");
  call.line = lineNo;
  call.args = {byParam.at("arg_X"), byParam.at("arg_W")};
  call.kwargs = {{"stride", stride + ")"},
                 {"padding", padding + ")"},
                 {"dilation", dilation + ")"},
                 {"transposed", "False"},
                 {"output_padding", outputPadding + ")"},
                 {"groups", cfg.count("GROUPS") ? cfg.at("GROUPS") : "1"},
                 {"bias", "None"}};
  calls.byResult[call.result] = std::move(call);
  return true;
}

// A callee's ATen op and overload: "torch.ops.aten.topk.default" -> ("aten.topk",
// "default"); "aten.randint.low_out" -> ("aten.randint", "low_out"); "extern_kernels.mm"
// -> ("extern_kernels.mm", "").
std::pair<std::string, std::string> opAndOverload(std::string callee) {
  if (callee.rfind("torch.ops.", 0) == 0) callee = callee.substr(10);
  if (callee.rfind("extern_kernels.", 0) == 0) return {callee, ""};
  const auto first = callee.find('.');
  const auto last = callee.rfind('.');
  if (first == std::string::npos || first == last) return {callee, ""};
  return {callee.substr(0, last), callee.substr(last + 1)};
}

}  // namespace

std::optional<TensorArg> tensorArg(const std::string& text) {
  std::string t = trim(text);
  TensorArg arg;
  if (isIdent(t)) {
    arg.buffer = t;
    return arg;
  }
  const std::string prefix = "reinterpret_tensor(";
  if (t.rfind(prefix, 0) == 0 && t.back() == ')') {
    auto parts = splitArgs(std::string_view(t).substr(prefix.size(), t.size() - prefix.size() - 1));
    if (parts.size() < 3 || !isIdent(parts[0])) return std::nullopt;
    arg.buffer = parts[0];
    arg.isView = true;
    try {
      arg.sizes = intList(parts[1]);
      arg.strides = intList(parts[2]);
      arg.offset = parts.size() > 3 ? std::stoll(parts[3]) : 0;
    } catch (const std::exception&) {
      return std::nullopt;
    }
    return arg;
  }
  return std::nullopt;
}

ExternCalls parseExternCalls(std::string_view text, const std::string& file) {
  ExternCalls calls;
  calls.sourcePath = file;
  std::istringstream in{std::string(text)};
  std::string line;
  int lineNo = 0;
  ConvTemplates templates;
  while (std::getline(in, line)) {
    ++lineNo;
    std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    if (readConvTemplate(t, lineNo, templates, calls)) continue;
    // assert_size_stride_grouped((a, b), ((sizes of a), (sizes of b)), ((strides of a),
    // (strides of b)), 'input'): torch 2.15's one assert for several inputs
    if (t.rfind("assert_size_stride_grouped(", 0) == 0) {
      auto close = matchParen(t, t.find('('));
      if (close == std::string::npos) {
        calls.unreadCalls.emplace_back(lineNo, "assert_size_stride_grouped does not close its brackets: the layouts it "
                                               "asserts are not read");
        continue;
      }
      auto parts = splitArgs(std::string_view(t).substr(27, close - 27));
      auto items = [](const std::string& tuple) {  // "(x, y)" -> {"x", "y"}
        const std::string in = trim(tuple);
        return in.size() >= 2 && in.front() == '(' && in.back() == ')' ? splitArgs(std::string_view(in).substr(1, in.size() - 2))
                                                                       : std::vector<std::string>{};
      };
      const auto names = parts.size() >= 3 ? items(parts[0]) : std::vector<std::string>{};
      const auto sizes = parts.size() >= 3 ? items(parts[1]) : names, strides = parts.size() >= 3 ? items(parts[2]) : names;
      if (names.empty() || names.size() != sizes.size() || names.size() != strides.size()) {
        calls.unreadCalls.emplace_back(lineNo, "assert_size_stride_grouped: expected (names), (sizes per name), (strides "
                                               "per name): the layouts it asserts are not read");
        continue;
      }
      for (std::size_t i = 0; i < names.size(); ++i) {
        if (!isIdent(names[i])) continue;
        try {
          calls.inputLayouts[names[i]] = {intList(sizes[i]), intList(strides[i])};
        } catch (const std::exception&) {
          calls.symbolicInputLayouts[names[i]] = {trim(sizes[i]), trim(strides[i])};
        }
      }
      continue;
    }
    // assert_size_stride(name, (sizes), (strides))
    if (t.rfind("assert_size_stride(", 0) == 0) {
      auto close = matchParen(t, t.find('('));
      if (close == std::string::npos) continue;
      auto parts = splitArgs(std::string_view(t).substr(19, close - 19));
      if (parts.size() >= 3 && isIdent(parts[0])) {
        try {
          calls.inputLayouts[parts[0]] = {intList(parts[1]), intList(parts[2])};
        } catch (const std::exception&) {
          calls.symbolicInputLayouts[parts[0]] = {trim(parts[1]), trim(parts[2])};
        }
      }
      continue;
    }
    std::string lhs;
    std::string rhs = t;
    // `lhs = rhs`, the spaces as Python allows them (`buf85=...`, `buf85  =  ...`)
    auto eq = t.find('=');
    if (eq != std::string::npos && eq > 0 && eq + 1 < t.size() && t[eq + 1] != '=' && isIdent(trim(t.substr(0, eq)))) {
      lhs = trim(t.substr(0, eq));
      rhs = trim(std::string_view(t).substr(eq + 1));
    }
    // argN = rand_strided((sizes), (strides), device='cuda:0', dtype=torch.float32)
    if (!lhs.empty() && rhs.rfind("rand_strided(", 0) == 0) {
      auto close = matchParen(rhs, rhs.find('('));
      if (close == std::string::npos) continue;
      auto parts = splitArgs(std::string_view(rhs).substr(13, close - 13));
      if (parts.size() >= 2) {
        try {
          calls.exampleLayouts[lhs] = {intList(parts[0]), intList(parts[1])};
          for (const auto& p : parts)
            if (auto kw = trim(p); kw.rfind("dtype=", 0) == 0) calls.exampleDTypes[lhs] = parseTorchDType(trim(kw.substr(6)));
        } catch (const std::exception&) {  // symbolic sizes: the asserts and the size hints decide
        }
      }
      continue;
    }
    // bufX = reinterpret_tensor(bufY, ...)  # alias: a ConcatKernel input's slice
    if (!lhs.empty() && rhs.rfind("reinterpret_tensor(", 0) == 0) {
      const auto hash = rhs.find('#');
      if (hash != std::string::npos && trim(std::string_view(rhs).substr(hash + 1)) == "alias") {
        const std::string view = trim(std::string_view(rhs).substr(0, hash));
        calls.aliasLines[lhs] = lineNo;
        if (auto v = tensorArg(view)) calls.aliasViews[lhs] = *v;
        else calls.symbolicAliasViews[lhs] = view;
      }
      continue;
    }
    // bufY = bufX[i]
    if (!lhs.empty()) {
      auto lb = rhs.find('[');
      if (lb != std::string::npos && rhs.back() == ']' && isIdent(rhs.substr(0, lb))) {
        try {
          calls.tupleItems[lhs] = {rhs.substr(0, lb), std::stoi(rhs.substr(lb + 1, rhs.size() - lb - 2))};
        } catch (const std::exception&) {
        }
        continue;
      }
    }
    // bufY = bufX: the one tensor a fallback kernel returns (aten.histc, a custom op
    // such as transformers.grouped_mm_fallback), taken as its MultiOutput: item 0
    if (!lhs.empty() && isIdent(rhs)) {
      if (auto c = calls.byResult.find(rhs); c != calls.byResult.end() && c->second.kernel.rfind("torch.ops.", 0) == 0)
        calls.tupleItems[lhs] = {rhs, 0};
      continue;
    }
    auto open = rhs.find('(');
    if (open == std::string::npos) continue;
    std::string callee = rhs.substr(0, open);
    const std::string receiver = lhs.empty() ? inPlaceMethodOf(callee) : "";
    if (!isExternKernelName(callee)) continue;
    auto close = matchParen(rhs, open);
    if (close == std::string::npos) {
      calls.unreadCalls.emplace_back(lineNo, "the call of " + callee + " does not close its brackets: its arguments are not read");
      continue;
    }
    ExternCall call;
    call.kernel = callee;
    call.line = lineNo;
    if (!receiver.empty()) call.args.push_back(receiver);
    const auto parts = splitArgs(std::string_view(rhs).substr(open + 1, close - open - 1));
    {  // `f(a, , b)`, `f(, a)`: an empty argument (splitArgs drops it); `f(a, b,)` is Python
      std::string packed;
      for (char ch : rhs.substr(open + 1, close - open - 1))
        if (!std::isspace(static_cast<unsigned char>(ch))) packed += ch;
      if (packed.find(",,") != std::string::npos || (!packed.empty() && packed.front() == ','))
        call.malformed = "an empty argument";
    }
    for (std::size_t pi = 0; pi < parts.size(); ++pi) {
      const auto& a = parts[pi];
      auto eqPos = a.find('=');
      bool kw = eqPos != std::string::npos && isIdent(trim(a.substr(0, eqPos))) &&
                (eqPos + 1 >= a.size() || a[eqPos + 1] != '=');
      // what Python itself would not read (a SyntaxError): said, the call not run
      if (kw) {
        auto key = trim(a.substr(0, eqPos));
        auto value = trim(std::string_view(a).substr(eqPos + 1));
        if ((key == "out" ? !call.result.empty() : call.kwargs.count(key) > 0) && call.malformed.empty())
          call.malformed = "keyword '" + key + "' is given twice";
        if (key == "out") call.result = value;
        else call.kwargs[key] = value;
      } else if (!trim(a).empty()) {
        if ((!call.kwargs.empty() || !call.result.empty()) && call.malformed.empty())
          call.malformed = "a positional argument follows a keyword argument";
        call.args.push_back(a);
      }
    }
    if (call.result.empty()) call.result = lhs;
    if (call.result.empty()) {
      const std::string op = opAndOverload(callee).first;
      if (!op.empty() && op.back() == '_' && !call.args.empty() && isIdent(trim(call.args.front())))
        calls.inPlaceCalls.push_back(call);  // its result is the mutating node's output (attachExternCalls)
      else  // `extern_kernels.mm(a, b)`: computes a value no buffer keeps (Inductor writes none such)
        calls.unreadCalls.emplace_back(lineNo, "the call of " + callee +
                                                   " defines no buffer (neither `bufN = ...` nor out=): no node takes it");
      continue;
    }
    calls.byResult[call.result] = call;
  }
  return calls;
}

std::string bindSizeSymbols(const std::string& text, const std::map<std::string, std::int64_t>& hints) {
  const std::string t = trim(text);
  if (t.empty() || hints.empty()) return text;
  // tuples and lists: bind each element. Only where the first bracket closes at the end
  // and, for parentheses, a comma makes it a tuple: `((a)//2)*((a)//2)` and `(a + b)` are
  // expressions, as in Python.
  const bool enclosed = (t.front() == '(' && t.back() == ')') || (t.front() == '[' && t.back() == ']');
  const std::string inner = enclosed ? trim(std::string_view(t).substr(1, t.size() - 2)) : std::string();
  if (enclosed && matchParen(t, 0) == t.size() - 1 &&
      (t.front() == '[' || inner.empty() || inner.back() == ',' || splitArgs(inner).size() > 1)) {
    std::string out(1, t.front());
    const auto parts = splitArgs(std::string_view(t).substr(1, t.size() - 2));
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + bindSizeSymbols(parts[i], hints);
    if (t.front() == '(' && parts.size() == 1) out += ",";
    return out + t.back();
  }
  // calls (reinterpret_tensor(...)): bind the arguments
  if (auto open = t.find('('); open != std::string::npos && open > 0 && t.back() == ')' && isIdent(t.substr(0, open)) &&
                               matchParen(t, open) == t.size() - 1) {
    std::string out = t.substr(0, open + 1);
    const auto parts = splitArgs(std::string_view(t).substr(open + 1, t.size() - open - 2));
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + bindSizeSymbols(parts[i], hints);
    return out + ")";
  }
  try {
    const ir::Expr e = ir::parseExpr(t);
    const auto syms = e.freeSymbols();
    if (syms.empty()) return text;
    for (const auto& s : syms)
      if (!hints.count(s)) return text;
    return std::to_string(e.evaluate([&](const std::string& s) { return hints.at(s); }));
  } catch (const std::exception&) {
    return text;
  }
}

void bindSizeSymbols(ExternCalls& calls, const std::map<std::string, std::int64_t>& hints) {
  if (hints.empty()) return;
  auto bind = [&](ExternCall& call) {
    for (auto& a : call.args) a = bindSizeSymbols(a, hints);
    for (auto& [k, v] : call.kwargs) v = bindSizeSymbols(v, hints);
  };
  for (auto& [result, call] : calls.byResult) bind(call);
  for (auto& call : calls.inPlaceCalls) bind(call);
  for (const auto& [name, text] : calls.symbolicAliasViews)
    if (!calls.aliasViews.count(name))
      if (auto v = tensorArg(bindSizeSymbols(text, hints))) calls.aliasViews[name] = *v;
  for (const auto& [name, texts] : calls.symbolicInputLayouts) {
    if (calls.inputLayouts.count(name)) continue;
    try {
      calls.inputLayouts[name] = {intList(bindSizeSymbols(texts.first, hints)), intList(bindSizeSymbols(texts.second, hints))};
    } catch (const std::exception&) {
    }
  }
}

ExternCalls readExternCalls(const std::string& path) {
  std::ifstream f(path);
  if (!f) {
    ExternCalls none;
    none.sourcePath = path;
    return none;
  }
  f.close();
  return parseExternCalls(readInputFile(path), path);
}

}  // namespace fs::inductor

namespace fs::inductor {

std::optional<ir::ExternOp> decodeExternOp(const ExternCall& c, std::string* why) {
  auto fail = [&](const std::string& w) -> std::optional<ir::ExternOp> {
    if (why) *why = w;
    return std::nullopt;
  };
  // keyword first, else position (ATen's schema of the call)
  auto argAt = [&](std::size_t pos, const char* key) -> std::optional<std::string> {
    if (auto it = c.kwargs.find(key); it != c.kwargs.end()) return it->second;
    if (pos < c.args.size()) return c.args[pos];
    return std::nullopt;
  };
  auto tensor = [&](std::size_t pos, const char* key, ir::TensorRef& out) {
    auto text = argAt(pos, key);
    if (!text) return false;
    auto t = tensorArg(*text);
    if (!t) return false;
    out = *t;
    return true;
  };
  ir::ExternOp op;
  op.result = c.result;
  static const std::map<std::string, ir::ExternKind> gemms = {{"extern_kernels.mm", ir::ExternKind::Mm},
                                                              {"extern_kernels.addmm", ir::ExternKind::Addmm},
                                                              {"extern_kernels.bmm", ir::ExternKind::Bmm},
                                                              {"extern_kernels.baddbmm", ir::ExternKind::Baddbmm}};
  try {
    if (auto g = gemms.find(c.kernel); g != gemms.end()) {
      op.kind = g->second;
      const bool add = op.kind == ir::ExternKind::Addmm || op.kind == ir::ExternKind::Baddbmm;
      op.inputs.resize(add ? 3 : 2);
      for (std::size_t i = 0; i < op.inputs.size(); ++i)
        if (!tensor(i,
                    !add ? (i == 0 ? "input" : "mat2")
                    : op.kind == ir::ExternKind::Addmm ? (i == 0 ? "input" : i == 1 ? "mat1" : "mat2")
                                                       : (i == 0 ? "input" : i == 1 ? "batch1" : "batch2"),
                    op.inputs[i]))
          return fail(c.kernel + ": operand " + std::to_string(i) + " is not a tensor argument");
      if (auto it = c.kwargs.find("alpha"); it != c.kwargs.end()) op.alpha = std::stod(it->second);
      if (auto it = c.kwargs.find("beta"); it != c.kwargs.end()) op.beta = std::stod(it->second);
      return op;
    }
    if (c.kernel == "extern_kernels.convolution") {
      op.kind = ir::ExternKind::Convolution;
      op.inputs.resize(2);
      if (!tensor(0, "input", op.inputs[0]) || !tensor(1, "weight", op.inputs[1]))
        return fail("convolution: input or weight is not a tensor argument");
      if (auto b = argAt(2, "bias"); b && *b != "None") {
        auto t = tensorArg(*b);
        if (!t) return fail("convolution: bias '" + *b + "' is not a tensor argument");
        op.bias = *t;
      }
      if (auto tr = argAt(6, "transposed"); tr && *tr == "True") {
        op.transposed = true;
        if (auto text = argAt(7, "output_padding")) op.outputPadding = intList(*text);
      }
      auto list = [&](std::size_t pos, const char* key, std::vector<std::int64_t>& out) {
        auto text = argAt(pos, key);
        if (!text) return false;
        out = intList(*text);
        return true;
      };
      if (!list(3, "stride", op.stride) || !list(4, "padding", op.padding) || !list(5, "dilation", op.dilation))
        return fail("convolution argument stride, padding or dilation not found");
      if (auto gr = argAt(8, "groups")) op.groups = std::stoll(*gr);
      return op;
    }
  } catch (const std::exception& e) {  // stod / stoll / intList on text that is no number
    return fail(c.kernel + ": an argument does not read as a number (" + e.what() + ")");
  }
  return fail("no typed form for " + c.kernel);
}

}  // namespace fs::inductor

namespace fs::inductor {

namespace {

// The argument names of the ATen operators Inductor's wrapper calls as fallback
// kernels, in schema order (native_functions.yaml; transformers' custom op for the
// grouped matmul), and of the typed extern_kernels calls (torch.mm ..., Inductor's
// extern_kernels.convolution). Keyword-only arguments follow a "*", as in the schema:
// a keyword finds its name, a position only the names before the "*".
const std::map<std::string, std::vector<std::string>>& schemas() {
  static const std::map<std::string, std::vector<std::string>> table = {
      {"aten.convolution_backward",
       {"grad_output", "input", "weight", "bias_sizes", "stride", "padding", "dilation", "transposed", "output_padding",
        "groups", "output_mask"}},
      {"aten._scaled_dot_product_efficient_attention",
       {"query", "key", "value", "attn_bias", "compute_log_sumexp", "dropout_p", "is_causal", "*", "scale"}},
      {"aten._scaled_dot_product_efficient_attention_backward",
       {"grad_out_", "query", "key", "value", "attn_bias", "out", "logsumexp", "philox_seed", "philox_offset", "dropout_p",
        "grad_input_mask", "is_causal", "*", "scale"}},
      {"aten._scaled_dot_product_cudnn_attention_backward",
       {"grad_out", "query", "key", "value", "out", "logsumexp", "philox_seed", "philox_offset", "attn_bias", "cum_seq_q",
        "cum_seq_k", "max_q", "max_k", "dropout_p", "is_causal", "*", "scale"}},
      {"aten._scaled_dot_product_flash_attention",
       {"query", "key", "value", "dropout_p", "is_causal", "return_debug_mask", "*", "scale"}},
      {"aten._scaled_dot_product_flash_attention_for_cpu",
       {"query", "key", "value", "dropout_p", "is_causal", "*", "attn_mask", "scale"}},
      {"aten._scaled_dot_product_flash_attention_for_cpu_backward",
       {"grad_out", "query", "key", "value", "out", "logsumexp", "dropout_p", "is_causal", "*", "attn_mask", "scale"}},
      {"aten._scaled_dot_product_cudnn_attention",
       {"query", "key", "value", "attn_bias", "compute_log_sumexp", "dropout_p", "is_causal", "return_debug_mask", "*",
        "scale"}},
      {"aten.randint", {"high", "size", "*", "generator", "dtype", "layout", "device", "pin_memory"}},
      {"aten.randint.low", {"low", "high", "size", "*", "generator", "dtype", "layout", "device", "pin_memory"}},
      {"aten.topk", {"self", "k", "dim", "largest", "sorted"}},
      {"aten.histc", {"self", "bins", "min", "max"}},
      {"aten.cumsum", {"self", "dim", "*", "dtype"}},
      {"aten.scatter_reduce_", {"self", "dim", "index", "src", "reduce", "*", "include_self"}},
      {"aten.cumprod", {"self", "dim", "*", "dtype"}},
      {"aten.uniform", {"self", "from", "to", "*", "generator"}},
      {"aten._weight_norm_interface_backward", {"grad_w", "saved_v", "saved_g", "saved_norms", "dim"}},
      {"aten.cudnn_grid_sampler", {"self", "grid"}},
      {"aten._embedding_bag",
       {"weight", "indices", "offsets", "scale_grad_by_freq", "mode", "sparse", "per_sample_weights", "include_last_offset",
        "padding_idx"}},
      {"torchvision.roi_align", {"input", "rois", "spatial_scale", "pooled_height", "pooled_width", "sampling_ratio", "aligned"}},
      {"aten.avg_pool2d",
       {"self", "kernel_size", "stride", "padding", "ceil_mode", "count_include_pad", "divisor_override"}},
      {"aten.avg_pool3d",
       {"self", "kernel_size", "stride", "padding", "ceil_mode", "count_include_pad", "divisor_override"}},
      {"aten._adaptive_avg_pool2d", {"self", "output_size"}},
      {"aten._adaptive_avg_pool3d", {"self", "output_size"}},
      {"aten._adaptive_avg_pool2d_backward", {"grad_output", "self"}},
      {"aten._upsample_bicubic2d_aa", {"self", "output_size", "align_corners", "scales_h", "scales_w"}},
      {"aten._upsample_bilinear2d_aa", {"self", "output_size", "align_corners", "scales_h", "scales_w"}},
      {"aten._adaptive_avg_pool3d_backward", {"grad_output", "self"}},
      {"aten._grouped_mm", {"self", "mat2", "offs", "bias", "out_dtype"}},
      {"transformers.grouped_mm_fallback", {"input", "weight", "offs"}},
      {"aten.polar", {"abs", "angle"}},
      {"aten.mul", {"self", "other"}},
      {"aten.unsqueeze", {"self", "dim"}},
      {"aten.view_as_real", {"self"}},
      {"aten.view_as_complex", {"self"}},
      {"aten.copy_", {"self", "src", "non_blocking"}},
      {"aten._fft_c2c", {"self", "dim", "normalization", "forward"}},
      // torch.mm & co. with out= (Python's argument names), and Inductor's own convolution
      {"extern_kernels.mm", {"input", "mat2"}},
      {"extern_kernels.bmm", {"input", "mat2"}},
      {"extern_kernels.addmm", {"input", "mat1", "mat2", "*", "beta", "alpha"}},
      {"extern_kernels.baddbmm", {"input", "batch1", "batch2", "*", "beta", "alpha"}},
      {"extern_kernels.convolution",
       {"input", "weight", "bias", "stride", "padding", "dilation", "transposed", "output_padding", "groups"}},
  };
  return table;
}

bool isInteger(const std::string& t) {
  if (t.empty()) return false;
  std::size_t i = t[0] == '-' ? 1 : 0;
  if (i == t.size()) return false;
  for (; i < t.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(t[i]))) return false;
  return true;
}

std::optional<double> realOf(const std::string& t) {
  if (t == "inf" || t == "float('inf')" || t == "float(\"inf\")" || t == "math.inf") return std::numeric_limits<double>::infinity();
  if (t == "-inf" || t == "float('-inf')" || t == "float(\"-inf\")" || t == "-math.inf")
    return -std::numeric_limits<double>::infinity();
  if (t == "nan" || t == "float('nan')" || t == "float(\"nan\")" || t == "math.nan") return std::numeric_limits<double>::quiet_NaN();
  if (t.empty() || !(std::isdigit(static_cast<unsigned char>(t[0])) || t[0] == '-' || t[0] == '.')) return std::nullopt;
  try {
    std::size_t used = 0;
    const double v = std::stod(t, &used);
    if (used == t.size()) return v;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

ir::ExternArg argOf(const std::string& spelled) {
  ir::ExternArg a;
  const std::string t = trim(spelled);
  a.text = t;
  using K = ir::ExternArg::Kind;
  if (t == "None") return a;
  if (t == "True" || t == "False") {
    a.kind = K::Bool;
    a.flag = t == "True";
    return a;
  }
  if (isInteger(t)) {
    try {
      a.integer = std::stoll(t);
      a.kind = K::Int;
      return a;
    } catch (const std::exception&) {
    }
  }
  if (auto r = realOf(t)) {
    a.kind = K::Real;
    a.real = *r;
    return a;
  }
  if (auto tensor = tensorArg(t)) {
    a.kind = K::Tensor;
    a.tensors = {*tensor};
    return a;
  }
  if (t.size() >= 2 && ((t.front() == '(' && t.back() == ')') || (t.front() == '[' && t.back() == ']'))) {
    const auto parts = splitArgs(std::string_view(t).substr(1, t.size() - 2));
    bool ints = true, tensors = !parts.empty();
    std::vector<std::int64_t> values;
    std::vector<ir::TensorRef> refs;
    for (const auto& p : parts) {
      if (p == "True" || p == "False") values.push_back(p == "True" ? 1 : 0);
      else if (isInteger(p)) {
        try {
          values.push_back(std::stoll(p));
        } catch (const std::exception&) {
          ints = false;
        }
      } else ints = false;
      if (auto r = tensorArg(p)) refs.push_back(*r);
      else tensors = false;
    }
    if (ints) {
      a.kind = K::Ints;
      a.ints = std::move(values);
      return a;
    }
    if (tensors) {
      a.kind = K::Tensors;
      a.tensors = std::move(refs);
      return a;
    }
  }
  a.kind = K::Text;
  return a;
}

// The schema of `call`'s operator (its argument names, keyword-only ones after "*"),
// or null when the operator has none here.
const std::vector<std::string>* schemaOf(const ExternCall& call) {
  const auto [op, overload] = opAndOverload(call.kernel);
  const auto& table = schemas();
  // an overload with a schema of its own ("aten.randint.low"; its out variant "low_out")
  std::string base = overload;
  if (base.size() > 4 && base.compare(base.size() - 4, 4, "_out") == 0) base = base.substr(0, base.size() - 4);
  if (auto it = table.find(op + "." + base); it != table.end()) return &it->second;
  if (auto it = table.find(op); it != table.end()) return &it->second;
  return nullptr;
}

std::size_t positionalCount(const std::vector<std::string>& names) {
  return static_cast<std::size_t>(std::find(names.begin(), names.end(), "*") - names.begin());
}

}  // namespace

std::string argumentProblem(const ExternCall& call) {
  if (!call.malformed.empty())
    return opAndOverload(call.kernel).first + ": " + call.malformed + ": Python would not read the call";
  const auto* names = schemaOf(call);
  if (!names) return "";
  const std::string op = opAndOverload(call.kernel).first;
  const std::size_t positional = positionalCount(*names);
  if (call.args.size() > positional) {
    std::string list;
    for (std::size_t i = 0; i < positional; ++i) list += (i ? ", " : "") + (*names)[i];
    return op + " takes at most " + std::to_string(positional) + " positional argument(s) (" + list + "); the call gives " +
           std::to_string(call.args.size()) + ": torch would refuse it";
  }
  for (const auto& [key, value] : call.kwargs) {
    const auto it = std::find(names->begin(), names->end(), key);
    if (key == "*" || it == names->end())
      return op + " has no argument '" + key + "': torch would refuse the call";
    if (static_cast<std::size_t>(it - names->begin()) < call.args.size())
      return op + " is given '" + key + "' twice (by position and by keyword): torch would refuse the call";
  }
  return "";
}

ir::ExternCall decodeExternCall(const ExternCall& call, const std::string& file) {
  ir::ExternCall out;
  out.op = opAndOverload(call.kernel).first;
  out.result = call.result;
  out.file = file;
  out.line = call.line;
  const std::vector<std::string>* names = schemaOf(call);
  const std::size_t positional = names ? positionalCount(*names) : 0;
  for (std::size_t i = 0; i < call.args.size(); ++i) {
    std::string name = i < positional ? (*names)[i] : "arg" + std::to_string(i);
    out.args.emplace_back(std::move(name), argOf(call.args[i]));
  }
  for (const auto& [key, value] : call.kwargs) out.args.emplace_back(key, argOf(value));
  if (const std::string problem = argumentProblem(call); !problem.empty())
    out.note = problem + " (" + file + ":" + std::to_string(call.line) + ")";
  return out;
}

namespace {

// Why a `reinterpret_tensor(...)` view text does not read as one, in a user's terms.
std::string unreadViewReason(const std::string& text, const std::map<std::string, std::int64_t>& hints) {
  const auto open = text.find('(');
  if (open == std::string::npos || matchParen(text, open) != text.size() - 1) return "its brackets do not close";
  std::string unbound;
  const auto parts = splitArgs(std::string_view(text).substr(open + 1, text.size() - open - 2));
  std::vector<std::string> pieces;  // after the buffer's name: the sizes' and strides' items, the offset
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::string part = trim(parts[i]);
    if (part.size() >= 2 && part.front() == '(' && matchParen(part, 0) == part.size() - 1)
      for (const auto& item : splitArgs(std::string_view(part).substr(1, part.size() - 2))) pieces.push_back(trim(item));
    else
      pieces.push_back(part);
  }
  for (const auto& piece : pieces) {
    try {
      for (const auto& sym : ir::parseExpr(piece).freeSymbols())
        if (!hints.count(sym) && unbound.find(sym) == std::string::npos) unbound += (unbound.empty() ? "" : ", ") + sym;
    } catch (const std::exception&) {  // not an expression: said below
    }
  }
  if (!unbound.empty()) return "size symbol(s) " + unbound + " have no value (no example input binds them)";
  return "not reinterpret_tensor(buffer, sizes, strides, offset) with integer sizes";
}

}  // namespace

void attachExternCalls(ExternCalls calls, ir::Graph& graph) {
  std::map<std::string, std::int64_t> hints;
  for (const auto& sym : graph.sizeSymbols) hints[sym.name] = sym.hint;
  bindSizeSymbols(calls, hints);
  // an `# alias` view that still does not read (unbalanced brackets, a size symbol with no
  // value): said where it is, as the ConcatKernel that needs it will say it cannot run
  for (const auto& [name, text] : calls.symbolicAliasViews)
    if (!calls.aliasViews.count(name)) {
      const std::string why = unreadViewReason(text, hints);
      calls.unreadCalls.emplace_back(calls.aliasLines.count(name) ? calls.aliasLines.at(name) : 0,
                                     "the `# alias` view of " + name + " is not read: " + why);
    }
  // an in-place call updates its first argument: it is the call of the next extern node,
  // in graph order after the last one matched, whose output mutates that buffer and has no
  // call of its own. A call no such node takes (a line naming another buffer, a repeated
  // line) is a located warning and leaves the later calls their nodes.
  std::size_t cursor = 0;  // graph.nodes index after the last match
  for (auto& c : calls.inPlaceCalls) {
    const std::string self = trim(c.args.front());
    bool matched = false;
    for (std::size_t i = cursor; i < graph.nodes.size() && !matched; ++i) {
      const auto& n = graph.nodes[i];
      if (n.kind != ir::NodeKind::ExternKernel) continue;
      for (const auto& out : n.outputs) {
        if (out.mutations.empty() || calls.byResult.count(out.name) || out.mutations.front() != self) continue;
        c.result = out.name;
        calls.byResult[out.name] = c;
        cursor = i + 1;
        matched = true;
        break;
      }
    }
    if (!matched)
      calls.unreadCalls.emplace_back(c.line, "the in-place call of " + c.kernel + " updates " + self +
                                                 ", which no later library node of the graph mutates: it is not used");
  }
  for (const auto& [result, call] : calls.byResult) {
    if (graph.externOps.count(result)) continue;
    std::string why;
    // a call torch would refuse (an argument too many, a keyword its schema lacks) keeps
    // no typed form: its ExternCall says why (note), and its node does not run
    if (auto op = argumentProblem(call).empty() ? decodeExternOp(call, &why) : std::nullopt) {
      op->file = calls.sourcePath;
      op->line = call.line;
      graph.externOps[result] = std::move(*op);
      continue;
    }
    ir::ExternCall c = decodeExternCall(call, calls.sourcePath);
    if (call.kernel.rfind("extern_kernels.", 0) == 0 && c.note.empty())
      c.note = why + " (" + calls.sourcePath + ":" + std::to_string(call.line) + ")";
    graph.externCalls[result] = std::move(c);
  }
  for (const auto& [line, what] : calls.unreadCalls) graph.warnings.push_back({calls.sourcePath, line, what, ""});
  for (auto& [item, source] : calls.tupleItems) graph.tupleItems[item] = source;
  for (auto& [name, layout] : calls.inputLayouts) graph.inputLayouts.emplace(name, layout);
  for (auto& [name, layout] : calls.exampleLayouts) graph.inputLayouts.emplace(name, layout);  // the asserts first
  for (auto& [name, dtype] : calls.exampleDTypes)
    if (dtype != ir::DType::Unknown) graph.inputDTypes.emplace(name, dtype);
  for (auto& [name, view] : calls.aliasViews) graph.aliasViews[name] = view;
}

}  // namespace fs::inductor
