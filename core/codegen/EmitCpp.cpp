// C++'s printer: its nest form (OpenMP loops over the iteration space) (detail/Emit.h).
#include "core/codegen/detail/Emit.h"

namespace fs::codegen::detail {

void Emit::emitCppNest(CodeWriter& k, const LoopNest& nest, int nestNo, std::int64_t N, std::int64_t R,
                       const std::vector<std::int64_t>& xd) {
  // Pointwise: parallel over (outer index, chunk of the innermost dim), plain inner
  // loop the compiler vectorises. Reduction: parallel over rows.
  const bool innerLoop = R == 1 && !xd.empty();
  const std::int64_t inner = innerLoop ? xd.back() : 1;
  const std::size_t outerCount = innerLoop ? xd.size() - 1 : xd.size();
  const std::int64_t XO = N / inner;
  std::int64_t chunk = inner, nch = 1;
  if (innerLoop && XO < 64 && inner >= 2048) {
    chunk = std::max<std::int64_t>(1024, (inner + 63) / 64);
    nch = (inner + chunk - 1) / chunk;
  }
  k.line("// loop nest " + std::to_string(nestNo) + ": numel " + std::to_string(N) + ", rnumel " + std::to_string(R));
  k.line("#pragma omp parallel for schedule(static) if (" + std::to_string(N * R) + " > 32768)");
  k.open("for (int64_t fs_t = 0; fs_t < " + std::to_string(XO * nch) + "; ++fs_t)");
  k.line("const int64_t fs_xo = " + (nch > 1 ? "fs_t / " + std::to_string(nch) : std::string("fs_t")) + ";");
  std::vector<std::int64_t> outerDims(xd.begin(), xd.begin() + static_cast<long>(outerCount));
  decompose(k, "fs_xo", outerDims, false, outerCount, false);
  if (innerLoop) {
    std::string v = refinedVar(false, xd.size() - 1);
    if (nch > 1) {
      k.line("const int64_t fs_lo = (fs_t % " + std::to_string(nch) + ") * " + std::to_string(chunk) + ";");
      k.line("const int64_t fs_hi = fs_lo + " + std::to_string(chunk) + " < " + std::to_string(inner) + " ? fs_lo + " +
             std::to_string(chunk) + " : " + std::to_string(inner) + ";");
      k.open("for (int64_t " + v + " = fs_lo; " + v + " < fs_hi; ++" + v + ")");
    } else {
      k.open("for (int64_t " + v + " = 0; " + v + " < " + std::to_string(inner) + "; ++" + v + ")");
    }
    emitStages(k, nest);
    k.close();
  } else {
    emitStages(k, nest);
  }
  k.close();
}

// C++'s kernel text: one function over the argument array, its parameters cast from it.
void Emit::writeCppFunction(CodeWriter& out, KernelSource& src, const CodeWriter& cppBody) const {
  src.cppEntry = spec.name;
  out.open("extern \"C\" void " + spec.name + "(void** fs_args)");
  for (std::size_t i = 0; i < src.params.size(); ++i) {
    const auto& b = src.params[i].buffer;
    const auto& d = buffers.at(b);
    std::string ty = std::string(src.params[i].written ? "" : "const ") + storageCType(d.dtype);
    out.line(ty + "* __restrict__ " + ptr(b) + " = (" + ty + "*)fs_args[" + std::to_string(i) + "];");
  }
  out.append(cppBody);
  out.close();
}

}  // namespace fs::codegen::detail
