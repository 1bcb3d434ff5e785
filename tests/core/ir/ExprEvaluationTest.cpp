// Index expressions of real dumps evaluated two ways: by Expr::evaluate (and
// asAffine, which the code generators use) and by a separate evaluator written
// here, which reads the expression's printed text (as Inductor printed it, and our
// canonical key) with Python's integer semantics. The two share no code: a
// canonicalisation that loses a term (a sum's constant offset, a coefficient, a
// floor division) changes one side only.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <variant>

#include "core/frontends/inductor/IrReader.h"
#include "core/ir/Expr.h"

namespace {

using namespace fs;

std::int64_t pyFloorDiv(std::int64_t a, std::int64_t b) {
  std::int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
std::int64_t pyMod(std::int64_t a, std::int64_t b) { return a - b * pyFloorDiv(a, b); }

// Recursive descent over sympy's printed integer expressions:
//   sum := product (('+' | '-') product)*     product := unary (('*' | '//' | '%') unary)*
//   unary := '-' unary | power                power := atom ('**' unary)?
//   atom := integer | name | name '(' sum (',' sum)* ')' | '(' sum ')'
class TextEvaluator {
 public:
  TextEvaluator(const std::string& text, const std::map<std::string, std::int64_t>& vars) : s_(text), vars_(vars) {}
  std::int64_t run() {
    std::int64_t v = sum();
    skip();
    if (i_ != s_.size()) fail("trailing text");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(what + " at column " + std::to_string(i_) + " of '" + s_ + "'");
  }
  void skip() {
    while (i_ < s_.size() && s_[i_] == ' ') ++i_;
  }
  bool eat(const char* tok) {
    skip();
    const std::string t(tok);
    if (s_.compare(i_, t.size(), t) != 0) return false;
    // '*' is not the start of '**', '/' never stands alone
    if (t == "*" && s_.compare(i_, 2, "**") == 0) return false;
    i_ += t.size();
    return true;
  }
  std::int64_t sum() {
    std::int64_t v = product();
    for (;;) {
      if (eat("+"))
        v += product();
      else if (eat("-"))
        v -= product();
      else
        return v;
    }
  }
  std::int64_t product() {
    std::int64_t v = unary();
    for (;;) {
      if (eat("**")) fail("unexpected **");
      if (eat("*"))
        v *= unary();
      else if (eat("//"))
        v = pyFloorDiv(v, unary());
      else if (eat("%"))
        v = pyMod(v, unary());
      else
        return v;
    }
  }
  std::int64_t unary() {
    if (eat("-")) return -unary();
    std::int64_t base = atom();
    if (eat("**")) {
      std::int64_t e = unary(), r = 1;
      for (std::int64_t k = 0; k < e; ++k) r *= base;
      return r;
    }
    return base;
  }
  std::int64_t atom() {
    skip();
    if (i_ >= s_.size()) fail("unexpected end");
    if (eat("(")) {
      std::int64_t v = sum();
      if (!eat(")")) fail("expected )");
      return v;
    }
    if (std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      std::size_t j = i_;
      while (j < s_.size() && std::isdigit(static_cast<unsigned char>(s_[j]))) ++j;
      std::int64_t v = std::stoll(s_.substr(i_, j - i_));
      i_ = j;
      return v;
    }
    std::size_t j = i_;
    while (j < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[j])) || s_[j] == '_')) ++j;
    if (j == i_) fail("expected a name");
    const std::string name = s_.substr(i_, j - i_);
    i_ = j;
    if (!eat("(")) {
      auto it = vars_.find(name);
      if (it == vars_.end()) fail("unknown symbol " + name);
      return it->second;
    }
    std::vector<std::int64_t> a{sum()};
    while (eat(",")) a.push_back(sum());
    if (!eat(")")) fail("expected ) after the arguments of " + name);
    if (name == "ModularIndexing" && a.size() == 3) return pyMod(pyFloorDiv(a[0], a[1]), a[2]);
    if (name == "FloorDiv" && a.size() == 2) return pyFloorDiv(a[0], a[1]);
    if ((name == "PythonMod" || name == "Mod") && a.size() == 2) return pyMod(a[0], a[1]);
    if (name == "Min") return *std::min_element(a.begin(), a.end());
    if (name == "Max") return *std::max_element(a.begin(), a.end());
    if (name == "Abs" && a.size() == 1) return a[0] < 0 ? -a[0] : a[0];
    if (name == "Identity" && a.size() == 1) return a[0];
    fail("unknown function " + name);
  }

  std::string s_;
  std::size_t i_ = 0;
  const std::map<std::string, std::int64_t>& vars_;
};

struct Counts {
  int indices = 0, points = 0, affine = 0, withOffset = 0;
};

// Every MemoryDep index of the graph at `points` random points of its ranges.
Counts checkGraph(const std::string& path, int points) {
  auto g = inductor::readIrFile(path);
  std::mt19937_64 rng(5);
  Counts n;
  auto check = [&](const ir::Dep& d, const std::string& node) {
    const auto* m = std::get_if<ir::MemoryDep>(&d);
    if (!m || m->var_ranges.empty()) return;
    // indirect indices (tmpN: loaded values) are not functions of the loop variables
    for (const auto& sym : m->index.freeSymbols())
      if (std::none_of(m->var_ranges.begin(), m->var_ranges.end(), [&](const auto& r) { return r.first == sym; })) return;
    ++n.indices;
    const auto affine = m->index.asAffine();
    if (affine) ++n.affine;
    if (affine && affine->offset != 0) ++n.withOffset;
    for (int p = 0; p < points; ++p) {
      std::map<std::string, std::int64_t> vars;
      for (const auto& [v, extent] : m->var_ranges) {
        // the corners and random points in between
        std::uniform_int_distribution<std::int64_t> u(0, extent - 1);
        vars[v] = p == 0 ? 0 : p == 1 ? extent - 1 : u(rng);
      }
      const std::int64_t got = m->index.evaluate([&](const std::string& s) { return vars.at(s); });
      const std::int64_t printed = TextEvaluator(m->index.str(), vars).run();
      const std::int64_t canonical = TextEvaluator(m->index.key(), vars).run();
      EXPECT_EQ(got, printed) << node << " " << m->name << ": " << m->index.str();
      EXPECT_EQ(canonical, printed) << node << " " << m->name << ": key " << m->index.key();
      if (affine) {
        std::int64_t a = affine->offset;
        for (const auto& [v, c] : affine->coeffs) a += c * vars.at(v);
        EXPECT_EQ(a, printed) << node << " " << m->name << ": affine view of " << m->index.str();
      }
      ++n.points;
    }
  };
  for (const auto& node : g.nodes)
    for (const auto* list : {&node.writes, &node.unmet_dependencies, &node.met_dependencies})
      for (const auto& d : *list) check(d, node.name);
  return n;
}

TEST(ExprEvaluation, IndicesOfRealDumpsEqualTheirPrintedText) {
  // resnet50 training backward (strided convolutions' padding offsets, ModularIndexing),
  // swin_t (Identity, shifted windows: negative offsets), t5_encoder (Abs, Min)
  const std::string samples = FUSIONSCOPE_SAMPLES_DIR, data = FUSIONSCOPE_TESTDATA_DIR;
  Counts all;
  for (const auto& path : {samples + "/inductor/resnet50_train/backward/ir_pre_fusion.txt",
                           data + "/zoo/swin_t/model__0_inference_0.0/ir_pre_fusion.txt",
                           samples + "/zoo/t5_encoder/model__0_inference_0.0/ir_pre_fusion.txt"}) {
    SCOPED_TRACE(path);
    Counts c = checkGraph(path, 6);
    EXPECT_GT(c.indices, 0);
    all.indices += c.indices;
    all.points += c.points;
    all.affine += c.affine;
    all.withOffset += c.withOffset;
  }
  std::printf("%d indices at %d points; %d affine, %d of them with a constant offset\n", all.indices, all.points,
              all.affine, all.withOffset);
  EXPECT_GT(all.withOffset, 0);  // the offsets are exercised
}

TEST(ExprEvaluation, TheTestsEvaluatorFollowsPython) {
  // its own known answers (python3: -7 // 2 == -4, -7 % 3 == 2, 2**3 == 8)
  const std::map<std::string, std::int64_t> v{{"x", -7}};
  EXPECT_EQ(TextEvaluator("x//2", v).run(), -4);
  EXPECT_EQ(TextEvaluator("x % 3", v).run(), 2);
  EXPECT_EQ(TextEvaluator("ModularIndexing(x, 2, 3)", v).run(), 2);
  EXPECT_EQ(TextEvaluator("2*x**2 - 3*(x + 1) + 5", v).run(), 2 * 49 + 18 + 5);
  EXPECT_EQ(TextEvaluator("Min(56, x) + Max(x, 2, 1) + Abs(x)", v).run(), -7 + 2 + 7);
}

}  // namespace
