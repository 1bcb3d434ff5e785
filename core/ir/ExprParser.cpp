// Recursive-descent parser for Inductor's printed index expressions.
//   expr   := term (('+' | '-') term)*
//   term   := unary (('*' | '//' | '%') unary)*   ('%': Python's modulo, PythonMod)
//   unary  := '-' unary | power
//   power  := atom ('**' unary)?          (integer exponents 0..64, as sympy prints x**2)
//   atom   := INT | NAME | NAME '(' expr (',' expr)* ')' | '(' expr ')'
// Functions: FloorDiv, ModularIndexing, Min, Max, and the integer functions of
// torch.utils._sympy.functions that Inductor prints in sizes and indices, lowered
// onto those forms with the same integer value: Abs(a) = Max(a, -a),
// CeilDiv(a, b) = -((-a)//b), PythonMod(a, b) = Mod(a, b) = ModularIndexing(a, 1, b),
// CleanDiv(a, b) = FloorDiv(a, b), PowByNatural(a, n) = a**n, the wrapper code's Python
// spellings min(...), max(...) and a % b = Min, Max and PythonMod, Identity(a) = TruncToInt(a) = FloorToInt(a) =
// CeilToInt(a) = RoundToInt(a) = a (integer arguments).
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/ir/Expr.h"

namespace fs::ir {
namespace {

class Parser {
 public:
  explicit Parser(std::string_view text, bool keepIdentity = false) : s_(text), keepIdentity_(keepIdentity) {}

  Expr parseAll() {
    Expr e = parseSum();
    skip();
    if (pos_ != s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
    return e;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::invalid_argument("index expression column " + std::to_string(pos_ + 1) + ": " + what +
                                " in '" + shown() + "'");
  }
  [[noreturn]] void failUnknown(std::size_t column, const std::string& what) const {
    throw UnknownFunctionError("index expression column " + std::to_string(column + 1) + ": " + what + " in '" +
                               shown() + "'");
  }
  // The expression as a message quotes it: a line of megabytes is cut.
  std::string shown() const {
    return s_.size() <= 200 ? std::string(s_) : std::string(s_.substr(0, 197)) + "...";
  }
  void skip() {
    while (pos_ < s_.size() && s_[pos_] == ' ') ++pos_;
  }
  bool eat(std::string_view tok) {
    skip();
    if (s_.substr(pos_, tok.size()) == tok) {
      pos_ += tok.size();
      return true;
    }
    return false;
  }

  Expr parseSum() {
    std::vector<Expr> terms{parseTerm()};
    for (;;) {
      if (eat("+"))
        terms.push_back(parseTerm());
      else if (eat("-"))
        terms.push_back(Expr::mul({Expr::constant(-1), parseTerm()}));
      else
        break;
    }
    return terms.size() == 1 ? terms[0] : Expr::add(std::move(terms));
  }

  Expr parseTerm() {
    Expr left = parseUnary();
    for (;;) {
      if (eat("//"))
        left = Expr::floorDiv(left, parseUnary());
      else if (eat("%"))  // Python's modulo, as the wrapper code prints PythonMod
        left = Expr::modularIndexing(left, Expr::constant(1), parseUnary());
      else if (eat("*"))
        left = Expr::mul({left, parseUnary()});
      else
        break;
    }
    return left;
  }

  Expr parseUnary() {
    // every nesting ('(', a call, a sign, '**') passes here: bound the recursion
    if (++depth_ > kMaxDepth) fail("nests deeper than " + std::to_string(kMaxDepth) + " levels");
    struct Leave {
      int& d;
      ~Leave() { --d; }
    } leave{depth_};
    if (eat("-")) return Expr::mul({Expr::constant(-1), parseUnary()});
    Expr base = parseAtom();
    if (!eat("**")) return base;
    Expr exponent = parseUnary();
    if (!exponent.isConst() || exponent.value() < 0 || exponent.value() > 64)
      fail("expected a small non-negative integer exponent after '**'");
    if (exponent.value() == 0) return Expr::constant(1);
    return power(base, exponent.value());
  }

  Expr parseAtom() {
    skip();
    if (pos_ >= s_.size()) fail("expected a number, symbol or '(' but the expression ended");
    char c = s_[pos_];
    if (c == '(' && keepIdentity_ && identityGroup(pos_)) {
      ++pos_;
      Expr e = parseSum();
      if (!eat(")")) fail("expected ')'");
      return Expr::identity(std::move(e));
    }
    if (c == '(') {
      ++pos_;
      Expr e = parseSum();
      if (!eat(")")) fail("expected ')'");
      return e;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t start = pos_;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
      std::size_t digitsEnd = pos_;
      // a float literal with a zero fraction (sympy's 1.0*ToFloat(s47) inside
      // CeilToInt) is that integer; any other fraction or an exponent is not an index
      if (pos_ < s_.size() && s_[pos_] == '.') {
        ++pos_;
        while (pos_ < s_.size() && s_[pos_] == '0') ++pos_;
      }
      if (pos_ < s_.size() && (s_[pos_] == '.' || s_[pos_] == 'e' || std::isdigit(static_cast<unsigned char>(s_[pos_]))))
        fail("expected an integer (index expressions are integer-valued)");
      std::int64_t v = 0;
      auto [end, ec] = std::from_chars(s_.data() + start, s_.data() + digitsEnd, v);
      if (ec != std::errc() || end != s_.data() + digitsEnd) fail("integer does not fit in 64 bits");
      return Expr::constant(v);
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      std::size_t start = pos_;
      while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_')) ++pos_;
      std::string name(s_.substr(start, pos_ - start));
      // the wrapper code's math.ceil(a / b) and math.floor(a / b) of integers (sizes
      // rounded up to a block: 32*math.ceil(s50 / 32)): CeilDiv and FloorDiv
      if (name == "math" && (s_.substr(pos_, 6) == ".ceil(" || s_.substr(pos_, 7) == ".floor(")) {
        const bool ceil = s_[pos_ + 1] == 'c';
        pos_ = s_.find('(', pos_) + 1;
        Expr a = parseSum();
        skip();
        if (pos_ >= s_.size() || s_[pos_] != '/' || (pos_ + 1 < s_.size() && s_[pos_ + 1] == '/'))
          fail(std::string("expected 'a / b' in math.") + (ceil ? "ceil" : "floor"));
        ++pos_;
        Expr b = parseSum();
        if (!eat(")")) fail("expected ')' closing math.ceil( or math.floor(");
        return ceil ? call("CeilDiv", start, {a, b}) : Expr::floorDiv(a, b);
      }
      skip();
      if (pos_ < s_.size() && s_[pos_] == '(') {
        ++pos_;
        std::vector<Expr> args{parseSum()};
        while (eat(",")) args.push_back(parseSum());
        if (!eat(")")) fail("expected ')' closing " + name + "(");
        return call(name, start, std::move(args));
      }
      return Expr::var(std::move(name));
    }
    fail("unexpected '" + std::string(1, c) + "'");
  }

  // base**n as a product of n factors; a power of a power multiplies out, so the
  // factors are bounded (`((x**64)**64)**64` would hold 262,144).
  Expr power(const Expr& base, std::int64_t n) {
    const std::size_t factors = base.kind() == Expr::Kind::Mul ? base.args().size() : 1;
    if (factors * static_cast<std::size_t>(n) > kMaxFactors)
      fail("power of more than " + std::to_string(kMaxFactors) + " factors");
    return Expr::mul(std::vector<Expr>(static_cast<std::size_t>(n), base));
  }

  Expr call(const std::string& name, std::size_t nameColumn, std::vector<Expr> args) {
    auto arity = [&](std::size_t n) {
      if (args.size() != n) fail(name + " takes " + std::to_string(n) + " arguments, got " + std::to_string(args.size()));
    };
    if (name == "FloorDiv") {
      arity(2);
      return Expr::floorDiv(args[0], args[1]);
    }
    if (name == "ModularIndexing") {
      arity(3);
      return Expr::modularIndexing(args[0], args[1], args[2]);
    }
    // the wrapper code (output_code.py's call) prints Min/Max as Python's min/max
    if (name == "Min" || name == "min") return Expr::min(std::move(args));
    if (name == "Max" || name == "max") return Expr::max(std::move(args));
    const Expr minusOne = Expr::constant(-1);
    if (name == "Abs") {
      arity(1);
      return Expr::max({args[0], Expr::mul({minusOne, args[0]})});
    }
    if (name == "CeilDiv") {
      arity(2);
      return Expr::mul({minusOne, Expr::floorDiv(Expr::mul({minusOne, args[0]}), args[1])});
    }
    if (name == "PythonMod" || name == "Mod") {
      arity(2);
      return Expr::modularIndexing(args[0], Expr::constant(1), args[1]);
    }
    if (name == "PowByNatural") {
      arity(2);
      if (!args[1].isConst() || args[1].value() < 0 || args[1].value() > 64)
        failUnknown(nameColumn, "PowByNatural with a symbolic or large exponent");
      if (args[1].value() == 0) return Expr::constant(1);
      return power(args[0], args[1].value());
    }
    if (name == "CleanDiv") {
      arity(2);
      return Expr::floorDiv(args[0], args[1]);
    }
    if (name == "Identity" && keepIdentity_) {
      arity(1);
      return Expr::identity(args[0]);
    }
    if (name == "Identity" || name == "TruncToInt" || name == "FloorToInt" || name == "CeilToInt" ||
        name == "RoundToInt" || name == "ToFloat") {  // ToFloat of an integer: the same value
      arity(1);
      return args[0];
    }
    if (name == "IntTrueDiv")  // a real number: the loop-body reader takes it whole (indexN = IntTrueDiv(a, b))
      failUnknown(nameColumn, "IntTrueDiv (a real-valued division) is read only as a whole index expression "
                              "`indexN = IntTrueDiv(a, b)` of two integer arguments, read by ops.index_expr");
    failUnknown(nameColumn, "unknown function '" + name +
         "' (expected FloorDiv, ModularIndexing, Min, Max, Abs, CeilDiv, PythonMod, Mod, CleanDiv, PowByNatural, "
         "Identity or TruncToInt)");
  }

  // The ')' matching the '(' at `open`, or npos.
  std::size_t closing(std::size_t open) const {
    int depth = 0;
    for (std::size_t i = open; i < s_.size(); ++i) {
      if (s_[i] == '(') ++depth;
      if (s_[i] == ')' && --depth == 0) return i;
    }
    return std::string_view::npos;
  }
  // Is the group opening at `open` sympy's print of an Identity (see parseExprKeepingIdentity)?
  bool identityGroup(std::size_t open) const {
    const std::size_t close = closing(open);
    if (close == std::string_view::npos) return false;  // the parse reports it
    std::size_t before = open;
    while (before > 0 && s_[before - 1] == ' ') --before;
    std::size_t after = close + 1;
    while (after < s_.size() && s_[after] == ' ') ++after;
    const bool operand = (before > 0 && (s_[before - 1] == '*' || s_[before - 1] == '/')) ||
                         (after < s_.size() && (s_[after] == '*' || s_[after] == '/'));
    if (operand) return false;
    std::size_t b = open + 1, e = close;
    while (b < e && s_[b] == ' ') ++b;
    while (e > b && s_[e - 1] == ' ') --e;
    if (b == e) return false;
    if (s_[b] == '(' && closing(b) == e - 1) return false;  // a precedence wrap of one group
    std::size_t name = b;
    while (name < e && (std::isalnum(static_cast<unsigned char>(s_[name])) || s_[name] == '_')) ++name;
    if (name > b && !std::isdigit(static_cast<unsigned char>(s_[b])) && name < e && s_[name] == '(' &&
        closing(name) == e - 1)
      return false;  // a precedence wrap of one call: (ModularIndexing(...))
    int depth = 0;
    for (std::size_t i = b; i + 1 < e; ++i) {  // FloorDiv's own parentheses: (a//b)
      if (s_[i] == '(') ++depth;
      if (s_[i] == ')') --depth;
      if (depth == 0 && s_[i] == '/' && s_[i + 1] == '/') return false;
    }
    return true;
  }

  static constexpr int kMaxDepth = 64;
  static constexpr std::size_t kMaxFactors = 4096;
  std::string_view s_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  bool keepIdentity_ = false;
};

}  // namespace

bool isSizeSymbol(std::string_view name) {
  std::size_t digits = 0;
  if (name.size() > 1 && (name[0] == 's' || name[0] == 'u')) digits = 1;
  else if (name.size() > 2 && name[0] == 'p' && name[1] == 's') digits = 2;
  else return false;
  for (std::size_t i = digits; i < name.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return false;
  return true;
}

std::vector<std::string> sizeSymbolsIn(std::string_view text) {
  std::vector<std::string> out;
  auto identChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::size_t i = 0; i < text.size();) {
    if (!identChar(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && identChar(text[j])) ++j;
    std::string_view token = text.substr(i, j - i);
    if (isSizeSymbol(token) && std::find(out.begin(), out.end(), token) == out.end()) out.emplace_back(token);
    i = j;
  }
  return out;
}

namespace {
Expr parseWith(std::string_view text, bool keepIdentity) {
  // Inductor's indices run to hundreds of characters; canonicalising a sum costs
  // more than linear time in its terms, so a hostile line of megabytes is refused.
  constexpr std::size_t kMaxLength = 65536;
  if (text.size() > kMaxLength)
    throw std::invalid_argument("index expression of " + std::to_string(text.size()) + " characters (at most " +
                                std::to_string(kMaxLength) + ")");
  try {
    return Parser(text, keepIdentity).parseAll().withSpelling(std::string(text));
  } catch (const std::domain_error& e) {  // folding constants: overflow, division by 0
    std::string shown = text.size() <= 200 ? std::string(text) : std::string(text.substr(0, 197)) + "...";
    throw std::invalid_argument(std::string(e.what()) + " in '" + shown + "'");
  }
}

}  // namespace

Expr parseExpr(std::string_view text) { return parseWith(text, false); }
Expr parseExprKeepingIdentity(std::string_view text) { return parseWith(text, true); }

}  // namespace fs::ir
