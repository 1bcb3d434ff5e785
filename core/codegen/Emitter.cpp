#include "core/codegen/Emitter.h"

#include "core/codegen/detail/Emit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "core/codegen/OpSupport.h"
#include "core/util/Error.h"

namespace fs::codegen {

const char* targetName(Target t) { return t == Target::Cpp ? "cpp" : "cuda"; }

std::string ProgramSource::text() const {
  std::string out = prelude;
  for (const auto& k : kernels) out += "\n" + k.code;
  return out;
}

std::vector<std::string> ProgramSource::split(int parts, std::vector<int>& partOf) const {
  std::size_t total = 0;
  for (const auto& k : kernels) total += k.code.size();
  const std::size_t target = total / static_cast<std::size_t>(std::max(1, parts)) + 1;
  std::vector<std::string> out(1, prelude);
  std::size_t size = 0;
  partOf.clear();
  for (const auto& k : kernels) {
    if (size >= target && static_cast<int>(out.size()) < parts) {
      out.push_back(prelude);
      size = 0;
    }
    out.back() += "\n" + k.code;
    size += k.code.size();
    partOf.push_back(static_cast<int>(out.size()) - 1);
  }
  return out;
}

std::vector<int> ProgramSource::kernelFirstLines() const {
  std::vector<int> firsts;
  int line = static_cast<int>(std::count(prelude.begin(), prelude.end(), '\n'));
  for (const auto& k : kernels) {
    line += 1;  // the separating newline
    firsts.push_back(line);
    line += static_cast<int>(std::count(k.code.begin(), k.code.end(), '\n'));
  }
  return firsts;
}

namespace {
// True when `e` is >= 0 for every non-negative value of its variables (refined loop
// variables are): sums, products, quotients and remainders of such terms.
bool nonNegative(const ir::Expr& e) {
  using K = ir::Expr::Kind;
  switch (e.kind()) {
    case K::Const: return e.value() >= 0;
    case K::Var: return e.name().size() > 1 && (e.name()[0] == 'x' || e.name()[0] == 'r') &&
                        std::isdigit(static_cast<unsigned char>(e.name()[1]));
    case K::Add:
    case K::Mul:
    case K::Min:
    case K::Max:
      for (const auto& a : e.args())
        if (!nonNegative(a)) return false;
      return true;
    case K::Identity: return nonNegative(e.args()[0]);
    case K::FloorDiv:
    case K::ModularIndexing:
      for (const auto& a : e.args())
        if (!nonNegative(a)) return false;
      return e.args()[1].kind() == K::Const && e.args()[1].value() > 0 &&
             (e.kind() == K::FloorDiv || (e.args()[2].kind() == K::Const && e.args()[2].value() > 0));
  }
  return false;
}
}  // namespace

std::string exprToC(const ir::Expr& e) {
  using K = ir::Expr::Kind;
  // Python's floor division and modulo equal C's '/' and '%' on non-negative
  // operands: plain operators in the index's own type (32-bit where the kernel's
  // indices fit) instead of the 64-bit sign-correcting helpers
  if ((e.kind() == K::FloorDiv || e.kind() == K::ModularIndexing) && nonNegative(e)) {
    if (e.kind() == K::FloorDiv) return "(" + exprToC(e.args()[0]) + " / " + exprToC(e.args()[1]) + ")";
    std::string q = e.args()[1].value() == 1 ? exprToC(e.args()[0])
                                             : "(" + exprToC(e.args()[0]) + " / " + exprToC(e.args()[1]) + ")";
    return "(" + q + " % " + exprToC(e.args()[2]) + ")";
  }
  switch (e.kind()) {
    case K::Const: {
      auto v = e.value();
      std::string s = std::to_string(v);
      if (v > 2147483647LL || v < -2147483647LL) s += "LL";
      return v < 0 ? "(" + s + ")" : s;
    }
    case K::Var: return e.name();
    case K::Add: {
      std::string s = "(";
      for (std::size_t i = 0; i < e.args().size(); ++i) s += (i ? " + " : "") + exprToC(e.args()[i]);
      return s + ")";
    }
    case K::Mul: {
      std::string s = "(";
      for (std::size_t i = 0; i < e.args().size(); ++i) s += (i ? " * " : "") + exprToC(e.args()[i]);
      return s + ")";
    }
    case K::FloorDiv:
      return "fs_ifloordiv(" + exprToC(e.args()[0]) + ", " + exprToC(e.args()[1]) + ")";
    case K::ModularIndexing:
      return "fs_modidx(" + exprToC(e.args()[0]) + ", " + exprToC(e.args()[1]) + ", " + exprToC(e.args()[2]) + ")";
    case K::Identity:
      return exprToC(e.args()[0]);
    case K::Min:
    case K::Max: {
      const char* f = e.kind() == K::Min ? "fs_imin" : "fs_imax";
      std::string s = exprToC(e.args()[0]);
      for (std::size_t i = 1; i < e.args().size(); ++i) s = std::string(f) + "(" + s + ", " + exprToC(e.args()[i]) + ")";
      return s;
    }
  }
  return "0";
}


namespace detail {

std::int64_t Emit::bytesMoved(const KernelSource& src) const {
  std::int64_t total = 0;
  std::int64_t points = 1;
  for (const auto& nest : spec.nests) points = std::max(points, nest.numel * nest.rnumel);
  for (const auto& p : src.params) {
    const auto& b = buffers.at(p.buffer);
    auto bytes = std::min(b.storageBytes(), points * dtypeSize(b.dtype));
    total += (p.read ? bytes : 0) + (p.written ? bytes : 0);
  }
  return total;
}

void Emit::writeKernelText(KernelSource& src, const std::vector<std::pair<std::string, CodeWriter>>& functions,
                           const CodeWriter& cppBody) {
  CodeWriter out;
  out.line("// kernel " + spec.name + ": nodes " + groupName(spec.nodeNames));
  if (cuda())
    writeCudaFunctions(out, src, functions);
  else
    writeCppFunction(out, src, cppBody);
  std::ostringstream text;
  for (const auto& l : out.lines) text << l << "\n";
  src.code = text.str();
  src.lineNodes = out.tags;
}

void Emit::run(KernelSource& src) {
  CodeWriter w;
  int nestNo = 0;
  std::vector<std::pair<std::string, CodeWriter>> functions;  // CUDA: one per nest
  CodeWriter cppBody;
  index32 = true;
  for (const auto& ln : spec.nodes) {
    for (const auto* acc : {&ln.loads, &ln.stores})
      for (const auto& a : *acc)
        if (const auto* b = buffers.find(a.buffer); !b || b->storageNumel >= 2147483647LL) index32 = false;
  }
  for (const auto& nest : spec.nests)
    if (nest.numel * nest.rnumel >= 2147483647LL) index32 = false;
  for (const auto& nest : spec.nests) {
    xScope.clear();
    rScope.clear();
    const auto& xd = nest.xDims;
    std::int64_t N = nest.numel, R = nest.rnumel;
    CodeWriter k;
    if (cuda()) {
      emitCudaNest(src, nest, nestNo, functions);
    } else {
      emitCppNest(k, nest, nestNo, N, R, xd);
      cppBody.open("");
      cppBody.append(k);
      cppBody.close();
    }
    ++nestNo;
  }
  if (cuda()) emitCudaForeach(src, functions);
  // Parameters in first-access order.
  for (const auto& b : order) {
    KernelParam p;
    p.buffer = b;
    p.dtype = buffers.at(b).dtype;
    p.read = memRead.count(b) > 0;
    p.written = memWritten.count(b) > 0;
    src.params.push_back(p);
  }
  writeKernelText(src, functions, cppBody);
  src.bytes = bytesMoved(src);
  src.elided.assign(elided.begin(), elided.end());
}

}  // namespace detail

using detail::CodeWriter;
using detail::Emit;

namespace {


std::string externComment(const BufferTable& buffers, const KernelSpec& spec, Target target) {
  const auto* n = spec.externNode;
  const std::string kernel = n->kernelName() ? *n->kernelName() : "";
  std::string out = "// kernel " + spec.name + ": " + std::string(ir::nodeKindName(n->kind)) + " " + n->name + " (" +
                    n->irType + ")";
  out += kernel.empty() ? "\n" : ", " + kernel + "\n";
  std::string lib;
  if (n->kind == ir::NodeKind::NopKernel || n->irClass() == ir::IrClass::MultiOutput) lib = "no work: the buffer is a view / tuple item";
  else if (kernel.find("convolution_backward") != std::string::npos)
    lib = target == Target::Cuda ? "cuDNN convolution backward (data, filter)" : "im2col + cblas_sgemm (OpenBLAS) backward";
  else if (kernel.find("convolution") != std::string::npos)
    lib = target == Target::Cuda ? "cuDNN convolution forward" : "im2col + cblas_sgemm (OpenBLAS)";
  else if (kernel.find("mm") != std::string::npos)
    lib = target == Target::Cuda ? "cuBLAS sgemm" : "cblas_sgemm (OpenBLAS)";
  else if (kernel.find("scaled_dot_product") != std::string::npos)
    lib = target == Target::Cuda ? "cuBLAS batched sgemm + softmax" : "cblas_sgemm (OpenBLAS) + softmax";
  else if (kernel.find("randint") != std::string::npos) lib = "host Philox seeds";
  else lib = "runtime library call";
  out += "// runs as: " + lib + "\n";
  auto where = [](const std::string& file, int line) {
    return file.empty() ? std::string() : " (" + file.substr(file.find_last_of('/') + 1) +
                                              (line > 0 ? ":" + std::to_string(line) : "") + ")";
  };
  if (const ir::ExternOp* op = buffers.externOp(*n)) out += "// call" + where(op->file, op->line) + ": " + op->spelled() + "\n";
  else if (const ir::ExternCall* call = buffers.externCall(*n))
    out += "// call" + where(call->file, call->line) + ": " + call->spelled() + "\n";
  return out;
}

}  // namespace

KernelSource emitKernel(const BufferTable& buffers, const KernelSpec& spec, Target target) {
  KernelSource src;
  src.name = spec.name;
  src.nodes = spec.nodeNames;
  src.kind = spec.kind;
  src.target = target;
  src.unsupported = spec.unsupported;
  if (!spec.unsupported.empty()) {
    src.code = "// kernel " + spec.name + " not generated:\n";
    for (const auto& [n, why] : spec.unsupported) src.code += "//   " + n + ": " + why + "\n";
    src.lineNodes.assign(static_cast<std::size_t>(std::count(src.code.begin(), src.code.end(), '\n')), "");
    return src;
  }
  if (spec.kind != KernelSpec::Kind::Loop) {
    src.code = externComment(buffers, spec, target);
    src.lineNodes.assign(static_cast<std::size_t>(std::count(src.code.begin(), src.code.end(), '\n')),
                         spec.externNode->name);
    // bytes: inputs and outputs of the extern
    std::set<std::string> seen;
    for (const auto& d : spec.externNode->unmet_dependencies) seen.insert(ir::depName(d));
    for (const auto& d : spec.externNode->met_dependencies) seen.insert(ir::depName(d));
    for (const auto& s : seen)
      if (auto* b = buffers.find(s)) src.bytes += b->storageBytes();
    for (const auto& o : spec.externNode->outputs)
      if (auto* b = buffers.find(o.name)) src.bytes += b->storageBytes();
    if (spec.externNode->irClass() == ir::IrClass::MultiOutput || spec.kind == KernelSpec::Kind::Nop) src.bytes = 0;
    return src;
  }
  // Pass 1: find which stored buffers are read back from memory.
  Emit first{buffers, spec, target, {}};
  KernelSource probe;
  first.run(probe);
  std::set<std::string> inGroup(spec.nodeNames.begin(), spec.nodeNames.end());
  std::set<std::string> elided;
  for (const auto& b : first.memWritten) {
    const auto& d = buffers.at(b);
    if (d.isGraphOutput || first.memRead.count(b)) continue;
    bool allInside = !d.users.empty();
    for (const auto& u : d.users)
      if (!inGroup.count(u)) allInside = false;
    if (allInside) elided.insert(b);
  }
  Emit second{buffers, spec, target, elided};
  second.run(src);
  if (spec.nests.size() > 1)
    src.notes.push_back(std::to_string(spec.nests.size()) + " loop nests: the nodes' iteration spaces differ");
  for (const auto& ln : spec.nodes)
    if (ln.linearMapped) src.notes.push_back(ln.node->name + ": sizes do not refine with the group's; div/mod indexing");
  return src;
}

ProgramSource emitProgram(const BufferTable& buffers, const Plan& plan, Target target) {
  ProgramSource prog;
  prog.target = target;
  prog.prelude = prelude(target);
  int i = 0;
  for (const auto& group : plan) {
    // An extern node in a group (a max-autotune template with its epilogue fused in:
    // Inductor generates one template kernel) runs as its library call; the nodes
    // around it keep their order and run as kernels of their own.
    std::vector<std::vector<std::string>> parts(1);
    for (const auto& name : group) {
      const ir::Node* n = buffers.node(name);
      const bool ext = group.size() > 1 && n && (n->kind == ir::NodeKind::ExternKernel || n->kind == ir::NodeKind::NopKernel);
      if (ext) {
        if (!parts.back().empty()) parts.emplace_back();
        parts.back().push_back(name);
        parts.emplace_back();
      } else {
        parts.back().push_back(name);
      }
    }
    for (const auto& part : parts)
      if (!part.empty()) prog.kernels.push_back(emitKernel(buffers, lowerGroup(buffers, part, i++), target));
  }
  return prog;
}

}  // namespace fs::codegen
