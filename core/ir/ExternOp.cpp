#include "core/ir/ExternOp.h"

#include <algorithm>
#include <stdexcept>

namespace fs::ir {

std::string ExternOp::kernelName() const {
  switch (kind) {
    case ExternKind::Mm: return "extern_kernels.mm";
    case ExternKind::Addmm: return "extern_kernels.addmm";
    case ExternKind::Bmm: return "extern_kernels.bmm";
    case ExternKind::Baddbmm: return "extern_kernels.baddbmm";
    case ExternKind::Convolution: return "extern_kernels.convolution";
  }
  return "extern_kernels.unknown";
}

namespace {

std::string tupleText(const std::vector<std::int64_t>& v) {
  std::string out = "(";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + std::to_string(v[i]);
  return out + (v.size() == 1 ? ",)" : ")");
}

std::string refText(const TensorRef& t) {
  if (!t.isView) return t.buffer;
  return "reinterpret_tensor(" + t.buffer + ", " + tupleText(t.sizes) + ", " + tupleText(t.strides) + ", " +
         std::to_string(t.offset) + ")";
}

std::string number(double v) {
  std::string s = std::to_string(v);
  while (s.size() > 1 && s.back() == '0' && s[s.size() - 2] != '.') s.pop_back();
  return s;
}

}  // namespace

std::string ExternOp::spelled() const {
  std::string out = kernelName() + "(";
  for (std::size_t i = 0; i < inputs.size(); ++i) out += (i ? ", " : "") + refText(inputs[i]);
  if (kind == ExternKind::Convolution) {
    out += ", bias=" + (bias ? refText(*bias) : std::string("None")) + ", stride=" + tupleText(stride) +
           ", padding=" + tupleText(padding) + ", dilation=" + tupleText(dilation);
    if (transposed) out += ", transposed=True, output_padding=" + tupleText(outputPadding);
    out += ", groups=" + std::to_string(groups);
  } else if (kind == ExternKind::Addmm || kind == ExternKind::Baddbmm) {
    if (alpha != 1) out += ", alpha=" + number(alpha);
    if (beta != 1) out += ", beta=" + number(beta);
  }
  return out + ", out=" + result + ")";
}

std::vector<std::string> ExternOp::buffers() const {
  std::vector<std::string> out;
  auto add = [&](const std::string& b) {
    if (!b.empty() && std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
  };
  for (const auto& t : inputs) add(t.buffer);
  if (bias) add(bias->buffer);
  add(result);
  return out;
}

const ExternArg* ExternCall::arg(std::string_view name) const {
  for (const auto& [n, a] : args)
    if (n == name) return &a;
  return nullptr;
}

namespace {

[[noreturn]] void wrongKind(const ExternCall& c, std::string_view name, const ExternArg& a, const char* want) {
  // a Python string keeps its own quotes ('sum'); anything else is quoted here
  const bool quoted = a.text.size() >= 2 && (a.text.front() == '\'' || a.text.front() == '"');
  throw std::runtime_error(c.op + c.where() + ": argument " + std::string(name) + " = " +
                           (quoted ? a.text : "'" + a.text + "'") + " is not " + want);
}

}  // namespace

std::optional<TensorRef> ExternCall::tensor(std::string_view name) const {
  const ExternArg* a = arg(name);
  if (!a || a->kind == ExternArg::Kind::None) return std::nullopt;
  if (a->kind != ExternArg::Kind::Tensor || a->tensors.size() != 1) wrongKind(*this, name, *a, "a tensor");
  return a->tensors.front();
}

TensorRef ExternCall::requiredTensor(std::string_view name) const {
  auto t = tensor(name);
  if (!t) throw std::runtime_error(op + ": tensor argument " + std::string(name) + " is missing");
  return *t;
}

double ExternCall::real(std::string_view name, double dflt) const {
  const ExternArg* a = arg(name);
  if (!a || a->kind == ExternArg::Kind::None) return dflt;
  if (a->kind == ExternArg::Kind::Real) return a->real;
  if (a->kind == ExternArg::Kind::Int) return static_cast<double>(a->integer);
  wrongKind(*this, name, *a, "a number");
}

std::int64_t ExternCall::integer(std::string_view name, std::int64_t dflt) const {
  const ExternArg* a = arg(name);
  if (!a || a->kind == ExternArg::Kind::None) return dflt;
  // A Python int within int64 only, as torch binds an int (or SymInt) argument: a float,
  // even a whole one (topk(x, 2.0)), is "Expected a value of type 'int' ... found type
  // 'float'", and an int past int64 (a Real here, -2^63 - 1 rounding to INT64_MIN as a
  // double) does not convert either.
  if (a->kind == ExternArg::Kind::Int) return a->integer;
  wrongKind(*this, name, *a, "an integer (int64)");
}

bool ExternCall::flag(std::string_view name, bool dflt) const {
  const ExternArg* a = arg(name);
  if (!a || a->kind == ExternArg::Kind::None) return dflt;
  if (a->kind == ExternArg::Kind::Bool) return a->flag;
  if (a->kind == ExternArg::Kind::Int) return a->integer != 0;
  wrongKind(*this, name, *a, "a bool");
}

std::vector<std::int64_t> ExternCall::ints(std::string_view name) const {
  const ExternArg* a = arg(name);
  if (!a) throw std::runtime_error(op + ": argument " + std::string(name) + " is missing");
  if (a->kind == ExternArg::Kind::Ints) return a->ints;
  if (a->kind == ExternArg::Kind::Int) return {a->integer};
  wrongKind(*this, name, *a, "a list of integers");
}

std::vector<std::string> ExternCall::buffers() const {
  std::vector<std::string> out;
  auto add = [&](const std::string& b) {
    if (!b.empty() && std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
  };
  for (const auto& [n, a] : args)
    for (const auto& t : a.tensors) add(t.buffer);
  add(result);
  return out;
}

std::string ExternCall::where() const {
  return line > 0 ? " (" + (file.empty() ? std::string("line") : file) + ":" + std::to_string(line) + ")" : "";
}

std::string ExternCall::spelled() const {
  std::string out = op + "(";
  for (std::size_t i = 0; i < args.size(); ++i) out += (i ? ", " : "") + args[i].first + "=" + args[i].second.text;
  return out + ")";
}

}  // namespace fs::ir
