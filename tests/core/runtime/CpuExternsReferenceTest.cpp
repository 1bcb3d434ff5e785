// The CPU externs (runCpuExtern) against plain loops written here, sharing no code
// with what they check: the reference interpreter calls the same runCpuExtern, so
// comparing kernels with the reference says nothing about the externs themselves.
// Each case is one extern node with its output_code.py call, written as Inductor
// 2.11 writes it (the forms come from the samples' and the zoo's output_code.py:
// reinterpret_tensor views, alpha/beta keywords, tuple items `bufN = bufM[i]`), on
// small random inputs (HostBuffers' fillInputs); loops accumulate in double.
// Philox4x32-10, written twice (the interpreter's and the generated kernels'
// prelude), is checked against Random123's published known-answer vectors.
#include <gtest/gtest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "core/frontends/inductor/ExternCalls.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/TorchSpelling.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/CpuExterns.h"
#include "core/runtime/Interpreter.h"
#include "ExternGraph.h"

namespace {

using namespace fs;
using Sizes = std::vector<std::int64_t>;

using testgraph::contiguous;
using testgraph::TensorSpec;
using testgraph::tuple;

// One extern node op0 = `kernel` writing buf0 (a tensor, or the tuple whose items
// `items` are MultiOutput nodes' outputs), reading `inputs` (declared to the wrapper
// by assert_size_stride, as output_code.py does); `call` is its output_code.py line.
class ExternCase {
 public:
  ExternCase(const std::string& kernel, const std::vector<TensorSpec>& inputs, const std::string& call,
             const std::optional<TensorSpec>& out, const std::vector<TensorSpec>& items = {}, std::uint64_t seed = 7) {
    g_ = testgraph::externCallGraph(kernel, inputs, call, out, items);
    table_ = std::make_unique<codegen::BufferTable>(g_);
    pool_ = runtime::allocatePool(*table_);
    runtime::fillInputs(*table_, pool_, seed);
  }

  /// cpuExternSupport's answer ("" when it runs).
  std::string support() const { return runtime::cpuExternSupport(*table_, g_.nodes.front()); }
  void run() { runtime::runCpuExtern(*table_, g_.nodes.front(), pool_, true); }

  /// Element at `idx` of buffer `name`, through its layout.
  double at(const std::string& name, const Sizes& idx) const {
    const auto& d = table_->at(name);
    std::int64_t off = d.offset;
    for (std::size_t i = 0; i < idx.size(); ++i) off += idx[i] * d.strides.at(i);
    return pool_.at(name).get(off);
  }
  /// Element `off` of the storage of `name` (for views written in the call).
  double raw(const std::string& name, std::int64_t off) const { return pool_.at(name).get(off); }
  const runtime::HostTensor& tensor(const std::string& name) const { return pool_.at(name); }
  /// An input's storage, to set real values in place of the random fill.
  runtime::HostTensor& input(const std::string& name) { return pool_.at(name); }

 private:
  ir::Graph g_;
  std::unique_ptr<codegen::BufferTable> table_;
  runtime::BufferPool pool_;
};

// |got - want| within float32 rounding of a sum whose terms add up to `scale` in magnitude.
void expectClose(double got, double want, double scale, const std::string& where) {
  EXPECT_NEAR(got, want, 1e-5 * scale + 1e-6) << where;
}

std::string at(const Sizes& idx) {
  std::string s = "[";
  for (std::size_t i = 0; i < idx.size(); ++i) s += (i ? "," : "") + std::to_string(idx[i]);
  return s + "]";
}

// ---- mm / addmm / bmm / baddbmm ------------------------------------------------------

TEST(CpuExternsReference, MmOfATransposedView) {
  // a is (3, 5) row-major; the call multiplies its transpose (5, 3) by b (3, 7)
  ExternCase c("extern_kernels.mm", {{"a", {3, 5}, {5, 1}}, {"b", {3, 7}, {7, 1}}},
               "extern_kernels.mm(reinterpret_tensor(a, (5, 3), (1, 5), 0), b, out=buf0)", TensorSpec{"buf0", {5, 7}, {7, 1}});
  ASSERT_EQ(c.support(), "");
  c.run();
  for (std::int64_t i = 0; i < 5; ++i)
    for (std::int64_t j = 0; j < 7; ++j) {
      double want = 0, scale = 0;
      for (std::int64_t k = 0; k < 3; ++k) {
        want += c.at("a", {k, i}) * c.at("b", {k, j});
        scale += std::abs(c.at("a", {k, i}) * c.at("b", {k, j}));
      }
      expectClose(c.at("buf0", {i, j}), want, scale, "mm" + at({i, j}));
    }
}

TEST(CpuExternsReference, AddmmAddsTheBroadcastBiasScaledByBeta) {
  // nn.Linear's form: addmm(bias, x, reinterpret_tensor(weight, (K, N), (1, K), 0), alpha=1, beta=1)
  ExternCase c("extern_kernels.addmm", {{"bias", {6}, {1}}, {"x", {4, 3}, {3, 1}}, {"w", {6, 3}, {3, 1}}},
               "extern_kernels.addmm(bias, x, reinterpret_tensor(w, (3, 6), (1, 3), 0), alpha=1, beta=1, out=buf0)",
               TensorSpec{"buf0", {4, 6}, {6, 1}});
  ASSERT_EQ(c.support(), "");
  c.run();
  for (std::int64_t i = 0; i < 4; ++i)
    for (std::int64_t j = 0; j < 6; ++j) {
      double want = c.at("bias", {j}), scale = std::abs(want);
      for (std::int64_t k = 0; k < 3; ++k) {
        want += c.at("x", {i, k}) * c.at("w", {j, k});
        scale += std::abs(c.at("x", {i, k}) * c.at("w", {j, k}));
      }
      expectClose(c.at("buf0", {i, j}), want, scale, "addmm" + at({i, j}));
    }
  // alpha and beta other than 1, a 2-D bias of one row ([1, N], broadcast over M)
  ExternCase s("extern_kernels.addmm", {{"bias", {1, 6}, {6, 1}}, {"x", {4, 3}, {3, 1}}, {"w", {3, 6}, {6, 1}}},
               "extern_kernels.addmm(bias, x, w, alpha=2, beta=0.5, out=buf0)", TensorSpec{"buf0", {4, 6}, {6, 1}});
  s.run();
  for (std::int64_t i = 0; i < 4; ++i)
    for (std::int64_t j = 0; j < 6; ++j) {
      double want = 0.5 * s.at("bias", {0, j}), scale = std::abs(want);
      for (std::int64_t k = 0; k < 3; ++k) {
        want += 2 * s.at("x", {i, k}) * s.at("w", {k, j});
        scale += 2 * std::abs(s.at("x", {i, k}) * s.at("w", {k, j}));
      }
      expectClose(s.at("buf0", {i, j}), want, scale, "addmm alpha 2 beta 0.5" + at({i, j}));
    }
}

// Operands that torch.mm / bmm would refuse (a mutated dump: the inner sizes, the
// batches or the ranks differ) are refused with both shapes named, never multiplied over
// the shorter K (a silent pass: the reference ran the same call).
TEST(CpuExternsReference, MatmulOfOperandsThatDoNotAgreeIsRefused) {
  ExternCase mm("extern_kernels.mm", {{"a", {4, 3}, {3, 1}}, {"b", {5, 6}, {6, 1}}}, "extern_kernels.mm(a, b, out=buf0)",
                TensorSpec{"buf0", {4, 6}, {6, 1}});
  try {
    mm.run();
    ADD_FAILURE() << "mm of [4, 3] and [5, 6] ran";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "extern_kernels.mm: operands [4, 3] and [5, 6] cannot be multiplied (inner sizes differ)");
  }
  ExternCase bmm("extern_kernels.bmm", {{"q", {2, 4, 3}, {12, 3, 1}}, {"k", {3, 3, 6}, {18, 6, 1}}},
                 "extern_kernels.bmm(q, k, out=buf0)", TensorSpec{"buf0", {2, 4, 6}, {24, 6, 1}});
  try {
    bmm.run();
    ADD_FAILURE() << "bmm of batches 2 and 3 ran";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "extern_kernels.bmm: operands [2, 4, 3] and [3, 3, 6] cannot be multiplied (batches differ)");
  }
}

TEST(CpuExternsReference, BmmOfBatchedViews) {
  // attention's scores: q (2, 4, 3) by k viewed transposed (2, 3, 6)
  ExternCase c("extern_kernels.bmm", {{"q", {2, 4, 3}, {12, 3, 1}}, {"k", {2, 6, 3}, {18, 3, 1}}},
               "extern_kernels.bmm(q, reinterpret_tensor(k, (2, 3, 6), (18, 1, 3), 0), out=buf0)",
               TensorSpec{"buf0", {2, 4, 6}, {24, 6, 1}});
  ASSERT_EQ(c.support(), "");
  c.run();
  for (std::int64_t b = 0; b < 2; ++b)
    for (std::int64_t i = 0; i < 4; ++i)
      for (std::int64_t j = 0; j < 6; ++j) {
        double want = 0, scale = 0;
        for (std::int64_t k = 0; k < 3; ++k) {
          want += c.at("q", {b, i, k}) * c.at("k", {b, j, k});
          scale += std::abs(c.at("q", {b, i, k}) * c.at("k", {b, j, k}));
        }
        expectClose(c.at("buf0", {b, i, j}), want, scale, "bmm" + at({b, i, j}));
      }
}

TEST(CpuExternsReference, BaddbmmAddsEachBatchsOwnBias) {
  // a bias per batch (2, 4, 5) and one broadcast over the batch (stride 0)
  for (const bool broadcast : {false, true}) {
    const std::string biasArg = broadcast ? "reinterpret_tensor(bias, (2, 4, 5), (0, 5, 1), 0)" : "bias";
    ExternCase c("extern_kernels.baddbmm",
                 {{"bias", {broadcast ? 1 : 2, 4, 5}, {20, 5, 1}}, {"a", {2, 4, 3}, {12, 3, 1}}, {"b", {2, 3, 5}, {15, 5, 1}}},
                 "extern_kernels.baddbmm(" + biasArg + ", a, b, alpha=0.5, beta=3, out=buf0)",
                 TensorSpec{"buf0", {2, 4, 5}, {20, 5, 1}});
    ASSERT_EQ(c.support(), "");
    c.run();
    for (std::int64_t b = 0; b < 2; ++b)
      for (std::int64_t i = 0; i < 4; ++i)
        for (std::int64_t j = 0; j < 5; ++j) {
          double want = 3 * c.raw("bias", (broadcast ? 0 : b * 20) + i * 5 + j), scale = std::abs(want);
          for (std::int64_t k = 0; k < 3; ++k) {
            want += 0.5 * c.at("a", {b, i, k}) * c.at("b", {b, k, j});
            scale += 0.5 * std::abs(c.at("a", {b, i, k}) * c.at("b", {b, k, j}));
          }
          expectClose(c.at("buf0", {b, i, j}), want, scale,
                      std::string(broadcast ? "broadcast " : "") + "baddbmm" + at({b, i, j}));
        }
  }
}

// ---- convolution forward and backward -------------------------------------------------

struct Conv {
  std::int64_t N, C, H, W, OC, KH, KW, stride, pad, dil, groups;
  std::int64_t OH() const { return (H + 2 * pad - dil * (KH - 1) - 1) / stride + 1; }
  std::int64_t OW() const { return (W + 2 * pad - dil * (KW - 1) - 1) / stride + 1; }
};


TEST(CpuExternsReference, GroupedDilatedConvolutionWithBias) {
  const Conv v{2, 4, 7, 6, 6, 3, 2, 2, 1, 2, 2};
  const std::int64_t Cg = v.C / v.groups, OCg = v.OC / v.groups;
  const Sizes xs{v.N, v.C, v.H, v.W}, ws{v.OC, Cg, v.KH, v.KW}, os{v.N, v.OC, v.OH(), v.OW()};
  const std::string s = std::to_string(v.stride), p = std::to_string(v.pad), d = std::to_string(v.dil);
  ExternCase c("extern_kernels.convolution",
               {{"x", xs, contiguous(xs)}, {"w", ws, contiguous(ws)}, {"bias", {v.OC}, {1}}},
               "buf0 = extern_kernels.convolution(x, w, stride=(" + s + ", " + s + "), padding=(" + p + ", " + p +
                   "), dilation=(" + d + ", " + d + "), transposed=False, output_padding=(0, 0), groups=" +
                   std::to_string(v.groups) + ", bias=bias)",
               TensorSpec{"buf0", os, contiguous(os)});
  ASSERT_EQ(c.support(), "");
  c.run();
  for (std::int64_t n = 0; n < v.N; ++n)
    for (std::int64_t oc = 0; oc < v.OC; ++oc)
      for (std::int64_t oh = 0; oh < v.OH(); ++oh)
        for (std::int64_t ow = 0; ow < v.OW(); ++ow) {
          double want = c.at("bias", {oc}), scale = std::abs(want);
          const std::int64_t g = oc / OCg;
          for (std::int64_t ci = 0; ci < Cg; ++ci)
            for (std::int64_t kh = 0; kh < v.KH; ++kh)
              for (std::int64_t kw = 0; kw < v.KW; ++kw) {
                const std::int64_t ih = oh * v.stride - v.pad + kh * v.dil, iw = ow * v.stride - v.pad + kw * v.dil;
                if (ih < 0 || ih >= v.H || iw < 0 || iw >= v.W) continue;
                const double t = c.at("x", {n, g * Cg + ci, ih, iw}) * c.at("w", {oc, ci, kh, kw});
                want += t;
                scale += std::abs(t);
              }
          expectClose(c.at("buf0", {n, oc, oh, ow}), want, scale, "conv" + at({n, oc, oh, ow}));
        }
}

// ConvTranspose (aten.convolution, transposed=True; EnCodec's decoder), 1-D as EnCodec
// has it and 2-D grouped, strided, padded, dilated, with output_padding and a bias, by
// its definition: each input element x[n, ci, i] adds x * w[ci, oc, k] at output
// position i * stride - pad + k * dil of each output channel oc of ci's group.
TEST(CpuExternsReference, TransposedConvolutionByDefinition) {
  struct T {
    bool oneD;
    std::int64_t N, C, H, W, OC, KH, KW, stride, pad, dil, groups, outPad;
  };
  for (const T& v : {T{true, 2, 3, 1, 5, 4, 1, 3, 5, 0, 1, 1, 0}, T{false, 2, 4, 3, 4, 6, 3, 2, 2, 1, 2, 2, 1}}) {
    const std::int64_t Cg = v.C / v.groups, OCg = v.OC / v.groups;
    const std::int64_t OH = (v.H - 1) * v.stride - 2 * v.pad + v.dil * (v.KH - 1) + (v.oneD ? 0 : v.outPad) + 1,
                       OW = (v.W - 1) * v.stride - 2 * v.pad + v.dil * (v.KW - 1) + v.outPad + 1;
    auto sizes = [&](std::int64_t a, std::int64_t b, std::int64_t h, std::int64_t w) {
      return v.oneD ? Sizes{a, b, w} : Sizes{a, b, h, w};
    };
    const Sizes xs = sizes(v.N, v.C, v.H, v.W), ws = sizes(v.C, OCg, v.KH, v.KW), os = sizes(v.N, v.OC, OH, OW);
    auto tuple = [&](std::int64_t a) {
      return v.oneD ? "(" + std::to_string(a) + ",)" : "(" + std::to_string(a) + ", " + std::to_string(a) + ")";
    };
    const std::string outPad = v.oneD ? "(0,)" : "(" + std::to_string(v.outPad) + ", " + std::to_string(v.outPad) + ")";
    ExternCase c("extern_kernels.convolution",
                 {{"x", xs, contiguous(xs)}, {"w", ws, contiguous(ws)}, {"bias", {v.OC}, {1}}},
                 "buf0 = extern_kernels.convolution(x, w, stride=" + tuple(v.stride) + ", padding=" + tuple(v.pad) +
                     ", dilation=" + tuple(v.dil) + ", transposed=True, output_padding=" + outPad +
                     ", groups=" + std::to_string(v.groups) + ", bias=bias)",
                 TensorSpec{"buf0", os, contiguous(os)});
    ASSERT_EQ(c.support(), "");
    c.run();
    auto idx = [&](std::int64_t a, std::int64_t b, std::int64_t h, std::int64_t w) {
      return v.oneD ? Sizes{a, b, w} : Sizes{a, b, h, w};
    };
    std::vector<double> want(static_cast<std::size_t>(v.N * v.OC * OH * OW)), scale(want.size());
    for (std::int64_t n = 0; n < v.N; ++n)
      for (std::int64_t oc = 0; oc < v.OC; ++oc)
        for (std::int64_t o = 0; o < OH * OW; ++o) {
          const auto at0 = static_cast<std::size_t>((n * v.OC + oc) * OH * OW + o);
          want[at0] = c.at("bias", {oc});
          scale[at0] = std::abs(want[at0]);
        }
    for (std::int64_t n = 0; n < v.N; ++n)
      for (std::int64_t ci = 0; ci < v.C; ++ci)
        for (std::int64_t i = 0; i < v.H; ++i)
          for (std::int64_t j = 0; j < v.W; ++j)
            for (std::int64_t ol = 0; ol < OCg; ++ol)
              for (std::int64_t kh = 0; kh < v.KH; ++kh)
                for (std::int64_t kw = 0; kw < v.KW; ++kw) {
                  const std::int64_t oh = i * v.stride - (v.oneD ? 0 : v.pad) + kh * v.dil,
                                     ow = j * v.stride - v.pad + kw * v.dil, oc = ci / Cg * OCg + ol;
                  if (oh < 0 || oh >= OH || ow < 0 || ow >= OW) continue;
                  const double t = c.at("x", idx(n, ci, i, j)) * c.at("w", idx(ci, ol, kh, kw));
                  const auto k = static_cast<std::size_t>(((n * v.OC + oc) * OH + oh) * OW + ow);
                  want[k] += t;
                  scale[k] += std::abs(t);
                }
    for (std::int64_t n = 0; n < v.N; ++n)
      for (std::int64_t oc = 0; oc < v.OC; ++oc)
        for (std::int64_t oh = 0; oh < OH; ++oh)
          for (std::int64_t ow = 0; ow < OW; ++ow) {
            const auto k = static_cast<std::size_t>(((n * v.OC + oc) * OH + oh) * OW + ow);
            expectClose(c.at("buf0", idx(n, oc, oh, ow)), want[k], scale[k], "conv_transpose" + at(idx(n, oc, oh, ow)));
          }
  }
}

// aten.convolution_backward(grad_out, x, w, bias_sizes, stride, padding, dilation,
// transposed, output_padding, groups, output_mask) -> (grad_x, grad_w, grad_bias), by
// the definitions: y[n,oc,oh,ow] = sum x[n,g*Cg+ci,oh*s-p+kh*d,ow*s-p+kw*d] w[oc,ci,kh,kw].
void checkConvolutionBackward(const Conv& v) {
  const std::int64_t Cg = v.C / v.groups, OCg = v.OC / v.groups, OH = v.OH(), OW = v.OW();
  const Sizes xs{v.N, v.C, v.H, v.W}, ws{v.OC, Cg, v.KH, v.KW}, os{v.N, v.OC, OH, OW};
  const std::string s = std::to_string(v.stride), p = std::to_string(v.pad), d = std::to_string(v.dil);
  ExternCase c("torch.ops.aten.convolution_backward.default",
               {{"go", os, contiguous(os)}, {"x", xs, contiguous(xs)}, {"w", ws, contiguous(ws)}},
               "buf0 = torch.ops.aten.convolution_backward.default(go, x, w, [" + std::to_string(v.OC) + "], [" + s +
                   ", " + s + "], [" + p + ", " + p + "], [" + d + ", " + d + "], False, [0, 0], " +
                   std::to_string(v.groups) + ", [True, True, True])",
               std::nullopt,
               {{"buf1", xs, contiguous(xs)}, {"buf2", ws, contiguous(ws)}, {"buf3", {v.OC}, {1}}});
  ASSERT_EQ(c.support(), "");
  c.run();
  std::vector<double> gx(static_cast<std::size_t>(v.N * v.C * v.H * v.W), 0.0), gxs(gx.size(), 0.0);
  std::vector<double> gw(static_cast<std::size_t>(v.OC * Cg * v.KH * v.KW), 0.0), gws(gw.size(), 0.0);
  std::vector<double> gb(static_cast<std::size_t>(v.OC), 0.0), gbs(gb.size(), 0.0);
  for (std::int64_t n = 0; n < v.N; ++n)
    for (std::int64_t oc = 0; oc < v.OC; ++oc)
      for (std::int64_t oh = 0; oh < OH; ++oh)
        for (std::int64_t ow = 0; ow < OW; ++ow) {
          const double g = c.at("go", {n, oc, oh, ow});
          gb[static_cast<std::size_t>(oc)] += g;
          gbs[static_cast<std::size_t>(oc)] += std::abs(g);
          for (std::int64_t ci = 0; ci < Cg; ++ci)
            for (std::int64_t kh = 0; kh < v.KH; ++kh)
              for (std::int64_t kw = 0; kw < v.KW; ++kw) {
                const std::int64_t ih = oh * v.stride - v.pad + kh * v.dil, iw = ow * v.stride - v.pad + kw * v.dil;
                if (ih < 0 || ih >= v.H || iw < 0 || iw >= v.W) continue;
                const std::int64_t ch = oc / OCg * Cg + ci;
                const auto xi = static_cast<std::size_t>(((n * v.C + ch) * v.H + ih) * v.W + iw);
                const auto wi = static_cast<std::size_t>(((oc * Cg + ci) * v.KH + kh) * v.KW + kw);
                gx[xi] += g * c.at("w", {oc, ci, kh, kw});
                gxs[xi] += std::abs(g * c.at("w", {oc, ci, kh, kw}));
                gw[wi] += g * c.at("x", {n, ch, ih, iw});
                gws[wi] += std::abs(g * c.at("x", {n, ch, ih, iw}));
              }
        }
  for (std::int64_t n = 0; n < v.N; ++n)
    for (std::int64_t ch = 0; ch < v.C; ++ch)
      for (std::int64_t h = 0; h < v.H; ++h)
        for (std::int64_t w = 0; w < v.W; ++w) {
          const auto i = static_cast<std::size_t>(((n * v.C + ch) * v.H + h) * v.W + w);
          expectClose(c.at("buf1", {n, ch, h, w}), gx[i], gxs[i], "grad input" + at({n, ch, h, w}));
        }
  for (std::int64_t oc = 0; oc < v.OC; ++oc) {
    for (std::int64_t ci = 0; ci < Cg; ++ci)
      for (std::int64_t kh = 0; kh < v.KH; ++kh)
        for (std::int64_t kw = 0; kw < v.KW; ++kw) {
          const auto i = static_cast<std::size_t>(((oc * Cg + ci) * v.KH + kh) * v.KW + kw);
          expectClose(c.at("buf2", {oc, ci, kh, kw}), gw[i], gws[i], "grad weight" + at({oc, ci, kh, kw}));
        }
    expectClose(c.at("buf3", {oc}), gb[static_cast<std::size_t>(oc)], gbs[static_cast<std::size_t>(oc)],
                "grad bias" + at({oc}));
  }
}

TEST(CpuExternsReference, ConvolutionBackwardStridedPadded) { checkConvolutionBackward({2, 3, 7, 6, 4, 3, 3, 2, 1, 1, 1}); }

TEST(CpuExternsReference, ConvolutionBackwardGroupedDilated) { checkConvolutionBackward({1, 4, 6, 6, 6, 2, 3, 1, 2, 2, 2}); }

// aten.avg_pool3d (s3d's head) by its definition: ceil_mode's extra window, padding
// left out of the divisor (count_include_pad=False), a divisor override, and the 2-D form.
struct Pool {
  int dims;
  Sizes in, k, s, p;
  bool ceil, includePad;
  std::int64_t divisor;  // 0: none
};

void checkAvgPool(const Pool& v) {
  Sizes o;
  for (int d = 0; d < v.dims; ++d) {
    std::int64_t n = (v.in[d] + 2 * v.p[d] - v.k[d] + (v.ceil ? v.s[d] - 1 : 0)) / v.s[d] + 1;
    if (v.ceil && (n - 1) * v.s[d] >= v.in[d] + v.p[d]) --n;
    o.push_back(n);
  }
  Sizes xs{2, 3}, os{2, 3};
  xs.insert(xs.end(), v.in.begin(), v.in.end());
  os.insert(os.end(), o.begin(), o.end());
  auto list = [](const Sizes& l) {
    std::string t = "[";
    for (std::size_t i = 0; i < l.size(); ++i) t += (i ? ", " : "") + std::to_string(l[i]);
    return t + "]";
  };
  const std::string op = v.dims == 3 ? "avg_pool3d" : "avg_pool2d";
  ExternCase c("torch.ops.aten." + op + ".default", {{"x", xs, contiguous(xs)}},
               "buf0 = torch.ops.aten." + op + ".default(x, " + list(v.k) + ", " + list(v.s) + ", " + list(v.p) + ", " +
                   (v.ceil ? "True" : "False") + ", " + (v.includePad ? "True" : "False") + ", " +
                   (v.divisor ? std::to_string(v.divisor) : "None") + ")",
               std::nullopt, {{"buf1", os, contiguous(os)}});
  ASSERT_EQ(c.support(), "");
  c.run();
  std::int64_t positions = 1, checked = 0;
  for (auto n : o) positions *= n;
  for (std::int64_t nc = 0; nc < 6; ++nc)
    for (std::int64_t q = 0; q < positions; ++q) {
      Sizes oi(static_cast<std::size_t>(v.dims));
      for (std::int64_t d = v.dims - 1, r = q; d >= 0; --d) {
        oi[static_cast<std::size_t>(d)] = r % o[static_cast<std::size_t>(d)];
        r /= o[static_cast<std::size_t>(d)];
      }
      // the window, per dim: [o*s - p, o*s - p + k) cut at in + p (padded size), then at the input
      double sum = 0, scale = 0;
      std::int64_t padded = 1, inside = 0;
      Sizes lo(static_cast<std::size_t>(v.dims)), hi(lo.size());
      for (int d = 0; d < v.dims; ++d) {
        const std::int64_t start = oi[d] * v.s[d] - v.p[d], end = std::min(start + v.k[d], v.in[d] + v.p[d]);
        padded *= end - start;
        lo[d] = start;
        hi[d] = end;
      }
      Sizes idx(lo);
      for (bool more = true; more;) {
        bool in = true;
        for (int d = 0; d < v.dims; ++d) in = in && idx[d] >= 0 && idx[d] < v.in[d];
        if (in) {
          Sizes xi{nc / 3, nc % 3};
          xi.insert(xi.end(), idx.begin(), idx.end());
          sum += c.at("x", xi);
          scale += std::abs(c.at("x", xi));
          ++inside;
        }
        more = false;
        for (int d = v.dims - 1; d >= 0 && !more; --d) {
          if (++idx[d] < hi[d]) more = true;
          else idx[d] = lo[d];
        }
      }
      const double div = v.divisor ? double(v.divisor) : v.includePad ? double(padded) : double(inside);
      Sizes oIdx{nc / 3, nc % 3};
      oIdx.insert(oIdx.end(), oi.begin(), oi.end());
      expectClose(c.at("buf1", oIdx), sum / div, scale / div, op + at(oIdx));
      ++checked;
    }
  EXPECT_EQ(checked, 6 * positions);
}

TEST(CpuExternsReference, AvgPool3dCeilModeWithoutPaddingInTheDivisor) {
  checkAvgPool({3, {5, 7, 6}, {2, 3, 3}, {1, 2, 2}, {1, 1, 0}, true, false, 0});
}
TEST(CpuExternsReference, AvgPool3dAsS3dCallsIt) { checkAvgPool({3, {2, 7, 7}, {2, 7, 7}, {1, 1, 1}, {0, 0, 0}, false, true, 0}); }
TEST(CpuExternsReference, AvgPool2dWithADivisorOverride) { checkAvgPool({2, {6, 5}, {3, 2}, {2, 2}, {1, 1}, false, true, 4}); }
TEST(CpuExternsReference, AvgPool2dPaddingCounted) { checkAvgPool({2, {6, 5}, {3, 3}, {2, 1}, {1, 1}, true, true, 0}); }

// A 3-D convolution (video models: s3d, r3d) with a different stride, padding and
// dilation per spatial dimension, grouped, the input channels-last (NDHWC strides):
// forward and backward against the definition
// y[n,oc,o] = b[oc] + sum x[n, g*Cg+ci, o*s - p + k*d] w[oc, ci, k] over the three dims.
struct Conv3 {
  std::int64_t N = 2, C = 4, OC = 6, G = 2;
  Sizes in{5, 6, 7}, k{3, 2, 3}, s{1, 2, 1}, p{1, 0, 1}, d{2, 1, 3};
  std::int64_t out(int i) const { return (in[i] + 2 * p[i] - d[i] * (k[i] - 1) - 1) / s[i] + 1; }
  std::string list(const Sizes& v) const { return "[" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " + std::to_string(v[2]) + "]"; }
};

/// Calls f(n, oc, od, oh, ow, ci, kd, kh, kw, id, ih, iw) for every tap inside the input.
template <typename F>
void eachTap(const Conv3& v, F&& f) {
  const std::int64_t Cg = v.C / v.G, OCg = v.OC / v.G;
  for (std::int64_t n = 0; n < v.N; ++n)
    for (std::int64_t oc = 0; oc < v.OC; ++oc)
      for (std::int64_t od = 0; od < v.out(0); ++od)
        for (std::int64_t oh = 0; oh < v.out(1); ++oh)
          for (std::int64_t ow = 0; ow < v.out(2); ++ow)
            for (std::int64_t ci = 0; ci < Cg; ++ci)
              for (std::int64_t kd = 0; kd < v.k[0]; ++kd)
                for (std::int64_t kh = 0; kh < v.k[1]; ++kh)
                  for (std::int64_t kw = 0; kw < v.k[2]; ++kw) {
                    const std::int64_t id = od * v.s[0] - v.p[0] + kd * v.d[0], ih = oh * v.s[1] - v.p[1] + kh * v.d[1],
                                       iw = ow * v.s[2] - v.p[2] + kw * v.d[2];
                    if (id < 0 || id >= v.in[0] || ih < 0 || ih >= v.in[1] || iw < 0 || iw >= v.in[2]) continue;
                    f(n, oc, od, oh, ow, oc / OCg * Cg + ci, ci, kd, kh, kw, id, ih, iw);
                  }
}

TEST(CpuExternsReference, Convolution3dPerDimensionGeometry) {
  const Conv3 v;
  const Sizes xs{v.N, v.C, v.in[0], v.in[1], v.in[2]}, ws{v.OC, v.C / v.G, v.k[0], v.k[1], v.k[2]},
      os{v.N, v.OC, v.out(0), v.out(1), v.out(2)};
  // channels-last 3-D: C fastest
  const Sizes xStride{v.C * v.in[0] * v.in[1] * v.in[2], 1, v.in[1] * v.in[2] * v.C, v.in[2] * v.C, v.C};
  ExternCase c("extern_kernels.convolution", {{"x", xs, xStride}, {"w", ws, contiguous(ws)}, {"bias", {v.OC}, {1}}},
               "buf0 = extern_kernels.convolution(x, w, stride=" + v.list(v.s) + ", padding=" + v.list(v.p) +
                   ", dilation=" + v.list(v.d) + ", transposed=False, output_padding=[0, 0, 0], groups=" +
                   std::to_string(v.G) + ", bias=bias)",
               TensorSpec{"buf0", os, contiguous(os)});
  ASSERT_EQ(c.support(), "");
  c.run();
  std::map<Sizes, std::pair<double, double>> want;  // output index -> (sum, sum of |terms|)
  for (std::int64_t n = 0; n < v.N; ++n)
    for (std::int64_t oc = 0; oc < v.OC; ++oc)
      for (std::int64_t od = 0; od < v.out(0); ++od)
        for (std::int64_t oh = 0; oh < v.out(1); ++oh)
          for (std::int64_t ow = 0; ow < v.out(2); ++ow)
            want[{n, oc, od, oh, ow}] = {c.at("bias", {oc}), std::abs(c.at("bias", {oc}))};
  eachTap(v, [&](auto n, auto oc, auto od, auto oh, auto ow, auto ch, auto ci, auto kd, auto kh, auto kw, auto id, auto ih,
                 auto iw) {
    const double t = c.at("x", {n, ch, id, ih, iw}) * c.at("w", {oc, ci, kd, kh, kw});
    auto& [sum, scale] = want[{n, oc, od, oh, ow}];
    sum += t;
    scale += std::abs(t);
  });
  ASSERT_EQ(want.size(), static_cast<std::size_t>(v.N * v.OC * v.out(0) * v.out(1) * v.out(2)));
  for (const auto& [idx, w] : want) expectClose(c.at("buf0", idx), w.first, w.second, "conv3d" + at(idx));
}

TEST(CpuExternsReference, Convolution3dBackward) {
  const Conv3 v;
  const Sizes xs{v.N, v.C, v.in[0], v.in[1], v.in[2]}, ws{v.OC, v.C / v.G, v.k[0], v.k[1], v.k[2]},
      os{v.N, v.OC, v.out(0), v.out(1), v.out(2)};
  ExternCase c("torch.ops.aten.convolution_backward.default",
               {{"go", os, contiguous(os)}, {"x", xs, contiguous(xs)}, {"w", ws, contiguous(ws)}},
               "buf0 = torch.ops.aten.convolution_backward.default(go, x, w, [" + std::to_string(v.OC) + "], " +
                   v.list(v.s) + ", " + v.list(v.p) + ", " + v.list(v.d) + ", False, [0, 0, 0], " + std::to_string(v.G) +
                   ", [True, True, True])",
               std::nullopt, {{"buf1", xs, contiguous(xs)}, {"buf2", ws, contiguous(ws)}, {"buf3", {v.OC}, {1}}});
  ASSERT_EQ(c.support(), "");
  c.run();
  std::map<Sizes, std::pair<double, double>> gx, gw, gb;
  eachTap(v, [&](auto n, auto oc, auto od, auto oh, auto ow, auto ch, auto ci, auto kd, auto kh, auto kw, auto id, auto ih,
                 auto iw) {
    const double g = c.at("go", {n, oc, od, oh, ow});
    const double tx = g * c.at("w", {oc, ci, kd, kh, kw}), tw = g * c.at("x", {n, ch, id, ih, iw});
    auto& x = gx[{n, ch, id, ih, iw}];
    x.first += tx;
    x.second += std::abs(tx);
    auto& w = gw[{oc, ci, kd, kh, kw}];
    w.first += tw;
    w.second += std::abs(tw);
  });
  for (std::int64_t n = 0; n < v.N; ++n)
    for (std::int64_t oc = 0; oc < v.OC; ++oc)
      for (std::int64_t o = 0; o < v.out(0) * v.out(1) * v.out(2); ++o) {
        const double g = c.at("go", {n, oc, o / (v.out(1) * v.out(2)), o / v.out(2) % v.out(1), o % v.out(2)});
        gb[{oc}].first += g;
        gb[{oc}].second += std::abs(g);
      }
  ASSERT_GT(gx.size(), 100u);
  for (const auto& [idx, want] : gx) expectClose(c.at("buf1", idx), want.first, want.second, "grad input" + at(idx));
  ASSERT_EQ(gw.size(), static_cast<std::size_t>(v.OC * (v.C / v.G) * v.k[0] * v.k[1] * v.k[2]));
  for (const auto& [idx, want] : gw) expectClose(c.at("buf2", idx), want.first, want.second, "grad weight" + at(idx));
  for (const auto& [idx, want] : gb) expectClose(c.at("buf3", idx), want.first, want.second, "grad bias" + at(idx));
}

// ---- scaled dot-product attention ------------------------------------------------------

// softmax(scale * q k^T + bias, causal) v per (b, h), and log(sum(exp)) of each row.
void checkAttention(ExternCase& c, std::int64_t B, std::int64_t H, std::int64_t L, std::int64_t S, std::int64_t E,
                    double scale, bool causal, bool withBias, const std::string& lse) {
  for (std::int64_t b = 0; b < B; ++b)
    for (std::int64_t h = 0; h < H; ++h)
      for (std::int64_t i = 0; i < L; ++i) {
        std::vector<double> row(static_cast<std::size_t>(S));
        double mx = -INFINITY;
        for (std::int64_t j = 0; j < S; ++j) {
          double dot = 0;
          for (std::int64_t e = 0; e < E; ++e) dot += c.at("q", {b, h, i, e}) * c.at("k", {b, h, j, e});
          double v = scale * dot + (withBias ? c.at("mask", {b, 0, i, j}) : 0.0);
          if (causal && j > i) v = -INFINITY;
          row[static_cast<std::size_t>(j)] = v;
          mx = std::max(mx, v);
        }
        double sum = 0;
        for (auto& v : row) sum += (v = std::exp(v - mx));
        for (std::int64_t e = 0; e < E; ++e) {
          double want = 0;
          for (std::int64_t j = 0; j < S; ++j) want += row[static_cast<std::size_t>(j)] / sum * c.at("v", {b, h, j, e});
          expectClose(c.at("buf1", {b, h, i, e}), want, 2.0, "attention" + at({b, h, i, e}));
        }
        if (!lse.empty()) expectClose(c.at(lse, {b, h, i}), mx + std::log(sum), 10.0, "logsumexp" + at({b, h, i}));
      }
}

TEST(CpuExternsReference, FlashAttentionForCpuWithAMask) {
  // (q, k, v, attn_mask=..., scale=...) -> (out, logsumexp); the mask broadcast over heads
  const std::int64_t B = 2, H = 2, L = 5, S = 6, E = 4;
  const Sizes qs{B, H, L, E}, kvs{B, H, S, E}, ms{B, 1, L, S}, lses{B, H, L};
  ExternCase c("torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default",
               {{"q", qs, contiguous(qs)}, {"k", kvs, contiguous(kvs)}, {"v", kvs, contiguous(kvs)},
                {"mask", ms, contiguous(ms)}},
               "buf0 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(q, k, v, attn_mask=reinterpret_tensor("
               "mask, (2, 2, 5, 6), (30, 0, 6, 1), 0), scale=0.3)",
               std::nullopt, {{"buf1", qs, contiguous(qs)}, {"buf2", lses, contiguous(lses)}});
  ASSERT_EQ(c.support(), "");
  c.run();
  checkAttention(c, B, H, L, S, E, 0.3, false, true, "buf2");
}

TEST(CpuExternsReference, EfficientAttentionCausalWithDefaultScale) {
  // (q, k, v, attn_bias, compute_log_sumexp, dropout_p, is_causal): scale 1/sqrt(E)
  const std::int64_t B = 1, H = 3, L = 4, S = 4, E = 8;
  const Sizes qs{B, H, L, E}, lses{B, H, L};
  ExternCase c("torch.ops.aten._scaled_dot_product_efficient_attention.default",
               {{"q", qs, contiguous(qs)}, {"k", qs, contiguous(qs)}, {"v", qs, contiguous(qs)}},
               "buf0 = torch.ops.aten._scaled_dot_product_efficient_attention.default(q, k, v, None, True, 0.0, True)",
               std::nullopt, {{"buf1", qs, contiguous(qs)}, {"buf2", lses, contiguous(lses)}});
  ASSERT_EQ(c.support(), "");
  c.run();
  checkAttention(c, B, H, L, S, E, 1.0 / std::sqrt(8.0), true, false, "buf2");
}

// ---- fallbacks: topk, randint --------------------------------------------------------------

TEST(CpuExternsReference, TopkAlongEachDimByRepeatedSelection) {
  // values (float) and indices (int64) of the k largest / smallest, by selection:
  // take the best not taken yet, the lower index first among equals
  struct Form {
    std::string args;
    std::int64_t k, dim;
    bool largest;
  };
  for (const Form& f : {Form{"x, 3", 3, 2, true}, Form{"x, 2, 1, False", 2, 1, false}}) {
    const Sizes xs{2, 4, 5};
    Sizes ys = xs;
    ys[static_cast<std::size_t>(f.dim)] = f.k;
    ExternCase c("torch.ops.aten.topk.default", {{"x", xs, contiguous(xs)}},
                 "buf0 = torch.ops.aten.topk.default(" + f.args + ")", std::nullopt,
                 {{"buf1", ys, contiguous(ys)}, {"buf2", ys, contiguous(ys), "torch.int64"}}, 11);
    ASSERT_EQ(c.support(), "");
    c.run();
    const std::int64_t D = xs[static_cast<std::size_t>(f.dim)];
    for (std::int64_t a = 0; a < 2; ++a)
      for (std::int64_t o = 0; o < (f.dim == 2 ? 4 : 5); ++o) {
        auto idx = [&](std::int64_t j) { return f.dim == 2 ? Sizes{a, o, j} : Sizes{a, j, o}; };
        std::vector<bool> taken(static_cast<std::size_t>(D), false);
        for (std::int64_t r = 0; r < f.k; ++r) {
          std::int64_t best = -1;
          for (std::int64_t j = 0; j < D; ++j) {
            if (taken[static_cast<std::size_t>(j)]) continue;
            const double v = c.at("x", idx(j));
            if (best < 0 || (f.largest ? v > c.at("x", idx(best)) : v < c.at("x", idx(best)))) best = j;
          }
          taken[static_cast<std::size_t>(best)] = true;
          EXPECT_EQ(c.at("buf1", idx(r)), c.at("x", idx(best))) << f.args << at(idx(r));
          EXPECT_EQ(c.at("buf2", idx(r)), static_cast<double>(best)) << f.args << at(idx(r));
        }
      }
  }
}

TEST(CpuExternsReference, RandintSeedsAreDistinctReproducibleAndExactInDoubles) {
  // Inductor's RandomSeeds: aten.randint.low_out(-2^63, 2^63 - 1, [n], out=buf0) draws one
  // int64 seed per random op; ours stay below 2^52 (exact in the interpreter's doubles)
  auto make = [] {
    return ExternCase("aten.randint.low_out", {},
                      "aten.randint.low_out(-9223372036854775808, 9223372036854775807, [7], out=buf0)",
                      TensorSpec{"buf0", {7}, {1}, "torch.int64"});
  };
  ExternCase c = make();
  ASSERT_EQ(c.support(), "");
  c.run();
  ExternCase again = make();
  again.run();
  std::set<std::int64_t> seen;
  for (std::int64_t i = 0; i < 7; ++i) {
    const auto* p = reinterpret_cast<const std::int64_t*>(c.tensor("buf0").data());
    EXPECT_GE(p[i], 0);
    EXPECT_LT(p[i], std::int64_t{1} << 52);
    EXPECT_EQ(c.tensor("buf0").written.at(static_cast<std::size_t>(i)), 1);
    EXPECT_EQ(p[i], reinterpret_cast<const std::int64_t*>(again.tensor("buf0").data())[i]);
    seen.insert(p[i]);
  }
  EXPECT_EQ(seen.size(), 7u);
}

// ---- Philox4x32-10 known-answer vectors -------------------------------------------------

// Random123's kat_vectors (philox4x32, 10 rounds): counter, key -> output.
struct Kat {
  std::uint32_t ctr[4], key[2], out[4];
};
const Kat kKats[] = {
    {{0, 0, 0, 0}, {0, 0}, {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
    {{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}, {0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
    {{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, {0xa4093822, 0x299f31d0}, {0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
};

TEST(Philox, InterpretersPhiloxMatchesRandom123KnownAnswers) {
  for (const Kat& k : kKats) {
    std::uint32_t out[4];
    runtime::philox4x32(k.ctr, k.key, out);
    for (int i = 0; i < 4; ++i) EXPECT_EQ(out[i], k.out[i]) << "counter " << std::hex << k.ctr[0] << " word " << i;
  }
  // rand(seed, offset) is the first word's top 24 bits of counter (offset, 0, 0), key seed
  EXPECT_EQ(runtime::philoxRand(0, 0), static_cast<float>(0x6627e8d5u >> 8) / 16777216.0f);
}

TEST(Philox, GeneratedKernelsPhiloxMatchesRandom123KnownAnswers) {
  // the C++ prelude every generated kernel includes, compiled as the kernels are
  const std::string source = codegen::prelude(codegen::Target::Cpp) +
                             "\nextern \"C\" void fs_test_philox(const uint32_t* c, const uint32_t* k, uint32_t* o) {"
                             " fs_philox4x32(c, k, o); }\n"
                             "extern \"C\" float fs_test_rand(int64_t seed, int64_t offset) { return fs_rand(seed, offset); }\n";
  runtime::CpuCompiler compiler(FS_TEST_CACHE_DIR);
  auto lib = compiler.compile(source).library;
  auto philox = reinterpret_cast<void (*)(const std::uint32_t*, const std::uint32_t*, std::uint32_t*)>(
      lib->symbol("fs_test_philox"));
  for (const Kat& k : kKats) {
    std::uint32_t out[4];
    philox(k.ctr, k.key, out);
    for (int i = 0; i < 4; ++i) EXPECT_EQ(out[i], k.out[i]) << "counter " << std::hex << k.ctr[0] << " word " << i;
  }
  auto rand = reinterpret_cast<float (*)(std::int64_t, std::int64_t)>(lib->symbol("fs_test_rand"));
  EXPECT_EQ(rand(0, 0), static_cast<float>(0x6627e8d5u >> 8) / 16777216.0f);
  for (std::int64_t off : {1, 77, 1 << 20})
    EXPECT_EQ(rand(0x5EED, off), runtime::philoxRand(0x5EED, off)) << off;
}


// ---- adaptive average pooling's backward -----------------------------------------------

// aten._adaptive_avg_pool{2,3}d_backward(grad_output, self) against its definition, one
// input element at a time: the forward's output cell o averages the input over
// [floor(o*in/out), ceil((o+1)*in/out)) per dim (the real numbers o*in/out rounded, as
// PyTorch documents the windows), so an input element's gradient is the sum, over the
// cells whose window holds it, of the cell's gradient over its window's size. The call
// is tv_vgg11_bn__train's backward (output_code.py): a 7x7 gradient to a 4x4 input, so
// windows overlap; the others shrink, 2-D and 3-D.
void checkAdaptiveAvgPoolBackward(const Sizes& in, const Sizes& out) {
  const int dims = static_cast<int>(in.size());
  Sizes xs{2, 3}, gs{2, 3};
  xs.insert(xs.end(), in.begin(), in.end());
  gs.insert(gs.end(), out.begin(), out.end());
  Sizes gStorage = gs;  // the gradient is a view of a larger buffer, as buf11 is
  gStorage[1] = 4;
  const std::string op = dims == 3 ? "_adaptive_avg_pool3d_backward" : "_adaptive_avg_pool2d_backward";
  ExternCase c("torch.ops.aten." + op + ".default", {{"buf11", gStorage, contiguous(gStorage)}, {"getitem_24", xs, contiguous(xs)}},
               "buf0 = torch.ops.aten." + op + ".default(reinterpret_tensor(buf11, " + tuple(gs) + ", " +
                   tuple(contiguous(gStorage)) + ", 5), getitem_24)",
               std::nullopt, {{"buf1", xs, contiguous(xs)}});
  ASSERT_EQ(c.support(), "");
  c.run();
  const Sizes gStride = contiguous(gStorage);
  auto window = [](std::int64_t o, std::int64_t n, std::int64_t m, std::int64_t i) {  // is i in cell o's window?
    const double lo = std::floor(double(o) * double(n) / double(m)), hi = std::ceil(double(o + 1) * double(n) / double(m));
    return double(i) >= lo && double(i) < hi ? hi - lo : 0.0;
  };
  std::int64_t inPos = 1, outPos = 1, checked = 0;
  for (auto v : in) inPos *= v;
  for (auto v : out) outPos *= v;
  auto unravel = [](std::int64_t q, const Sizes& ext) {
    Sizes idx(ext.size());
    for (std::int64_t d = static_cast<std::int64_t>(ext.size()) - 1; d >= 0; --d) {
      idx[d] = q % ext[d];
      q /= ext[d];
    }
    return idx;
  };
  for (std::int64_t nc = 0; nc < 6; ++nc)
    for (std::int64_t p = 0; p < inPos; ++p) {
      const Sizes i = unravel(p, in);
      double want = 0, scale = 0;
      for (std::int64_t q = 0; q < outPos; ++q) {
        const Sizes o = unravel(q, out);
        double area = 1;
        for (int d = 0; d < dims && area > 0; ++d) area *= window(o[d], in[d], out[d], i[d]);
        if (area == 0) continue;
        std::int64_t off = 5 + nc / 3 * gStride[0] + nc % 3 * gStride[1];
        for (int d = 0; d < dims; ++d) off += o[d] * gStride[2 + d];
        want += c.raw("buf11", off) / area;
        scale += std::abs(c.raw("buf11", off)) / area;
      }
      Sizes xi{nc / 3, nc % 3};
      xi.insert(xi.end(), i.begin(), i.end());
      expectClose(c.at("buf1", xi), want, scale, op + at(xi));
      checked += want != 0;
    }
  EXPECT_GT(checked, 6 * inPos / 2);  // the gradient reached most elements
}

// aten._adaptive_avg_pool2d(self, output_size) as torch 2.15's CPU dumps call it (a
// FallbackKernel that returns its one tensor: `buf4 = torch.ops.aten._adaptive_avg_pool2d
// .default(buf3, [2, 2])`, buf4 channels-last, no MultiOutput), against the average over
// each cell's window [floor(o*in/out), ceil((o+1)*in/out)).
TEST(CpuExternsReference, AdaptiveAvgPool2dChannelsLastAsTorch215CallsIt) {
  const Sizes xs{2, 16, 5, 7}, xStride{560, 1, 112, 16}, os{2, 16, 2, 3}, oStride{96, 1, 48, 16};
  ExternCase c("torch.ops.aten._adaptive_avg_pool2d.default", {{"buf3", xs, xStride}},
               "buf0 = torch.ops.aten._adaptive_avg_pool2d.default(buf3, [2, 3])", TensorSpec{"buf0", os, oStride});
  ASSERT_EQ(c.support(), "");
  c.run();
  for (std::int64_t n = 0; n < 2; ++n)
    for (std::int64_t ch = 0; ch < 16; ++ch)
      for (std::int64_t oh = 0; oh < 2; ++oh)
        for (std::int64_t ow = 0; ow < 3; ++ow) {
          const auto h0 = static_cast<std::int64_t>(std::floor(oh * 5.0 / 2)), h1 = static_cast<std::int64_t>(std::ceil((oh + 1) * 5.0 / 2));
          const auto w0 = static_cast<std::int64_t>(std::floor(ow * 7.0 / 3)), w1 = static_cast<std::int64_t>(std::ceil((ow + 1) * 7.0 / 3));
          double sum = 0, scale = 0;
          for (auto h = h0; h < h1; ++h)
            for (auto w = w0; w < w1; ++w) {
              sum += c.at("buf3", {n, ch, h, w});
              scale += std::abs(c.at("buf3", {n, ch, h, w}));
            }
          const double area = static_cast<double>((h1 - h0) * (w1 - w0));
          expectClose(c.at("buf0", {n, ch, oh, ow}), sum / area, scale / area, "adaptive_avg_pool2d" + at({n, ch, oh, ow}));
        }
}

// aten.cumprod(self, dim) as torch 2.15 calls it (argmax_topk_cumsum, torch-2.15 release
// zoo: `buf14 = torch.ops.aten.cumprod.default(buf13, dim=-1, dtype=None)`, its own
// buffer the result): the running product along the last dim.
TEST(CpuExternsReference, CumprodAlongTheLastDimAsTorch215CallsIt) {
  const Sizes xs{4, 9};
  ExternCase c("torch.ops.aten.cumprod.default", {{"buf13", xs, contiguous(xs)}},
               "buf0 = torch.ops.aten.cumprod.default(buf13, dim=-1, dtype=None)", TensorSpec{"buf0", xs, contiguous(xs)});
  ASSERT_EQ(c.support(), "");
  c.run();
  for (std::int64_t r = 0; r < 4; ++r) {
    double prod = 1;
    for (std::int64_t i = 0; i < 9; ++i) {
      prod *= c.at("buf13", {r, i});
      expectClose(c.at("buf0", {r, i}), prod, std::abs(prod), "cumprod" + at({r, i}));
    }
  }
}

TEST(CpuExternsReference, AdaptiveAvgPool2dBackwardAsVggCallsIt) { checkAdaptiveAvgPoolBackward({4, 4}, {7, 7}); }
TEST(CpuExternsReference, AdaptiveAvgPool2dBackwardShrinking) { checkAdaptiveAvgPoolBackward({5, 7}, {3, 2}); }
TEST(CpuExternsReference, AdaptiveAvgPool3dBackwardShrinking) { checkAdaptiveAvgPoolBackward({3, 5, 4}, {2, 3, 3}); }

// ---- antialiased interpolation ----------------------------------------------------------

// aten._upsample_bicubic2d_aa / _upsample_bilinear2d_aa against PyTorch's own values:
// torch.nn.functional.interpolate(antialias=True) on the CPU in float64, torch 2.15
// (tests/data/externs/gen_interpolate_antialias.py made the file): naflexvit's 16x16 ->
// 8x8, a downscale by non-integer factors, an upscale, and align_corners.
TEST(CpuExternsReference, AntialiasedInterpolationAsPyTorchComputesIt) {
  std::ifstream f(std::string(FUSIONSCOPE_TESTDATA_DIR) + "/externs/interpolate_antialias_torch.json");
  ASSERT_TRUE(f.good());
  const auto data = nlohmann::json::parse(f);
  int cases = 0;
  for (const auto& k : data.at("cases")) {
    const Sizes in = k.at("in").get<Sizes>();
    const Sizes out{in[0], in[1], k.at("out")[0].get<std::int64_t>(), k.at("out")[1].get<std::int64_t>()};
    const std::string op = k.at("mode") == "bicubic" ? "_upsample_bicubic2d_aa" : "_upsample_bilinear2d_aa";
    const std::string align = k.at("align_corners").get<bool>() ? "True" : "False";
    ExternCase c("torch.ops.aten." + op + ".default", {{"x", in, contiguous(in)}},
                 "buf0 = torch.ops.aten." + op + ".default(x, [" + std::to_string(out[2]) + ", " + std::to_string(out[3]) +
                     "], " + align + ")",
                 std::nullopt, {{"buf1", out, contiguous(out)}});
    ASSERT_EQ(c.support(), "");
    const auto& xs = k.at("x");
    for (std::size_t i = 0; i < xs.size(); ++i) c.input("x").set(static_cast<std::int64_t>(i), xs[i].get<double>());
    c.run();
    const auto& ys = k.at("y");
    ASSERT_EQ(static_cast<std::int64_t>(ys.size()), out[0] * out[1] * out[2] * out[3]);
    for (std::size_t i = 0; i < ys.size(); ++i) {
      // x was set in float32: its rounding (2^-24 relative) and the output's bound the error
      const double want = ys[i].get<double>();
      EXPECT_NEAR(c.raw("buf1", static_cast<std::int64_t>(i)), want, 2e-6 * (1 + std::fabs(want))) << op << " case " << cases << " at " << i;
    }
    ++cases;
  }
  EXPECT_EQ(cases, 8);
}

// ---- malformed calls: one clear error, never a write or read out of bounds --------------

// A call whose arguments contradict its buffers (found by breaking output_code.py lines:
// misc_convnet__maxautotune's template with STRIDE_H 1 for 2, a convolution's padding 3
// for 1, a view past its storage) crashed the reference with a heap overflow. Each is now
// an error that names what does not fit, and the extern writes nothing.
TEST(CpuExternsReference, AConvolutionWhoseGeometryContradictsItsOutputIsAnError) {
  const Sizes xs{1, 3, 8, 8}, ws{4, 3, 3, 3}, os{1, 4, 8, 8};  // padding 1 gives 8x8
  ExternCase c("extern_kernels.convolution", {{"x", xs, contiguous(xs)}, {"w", ws, contiguous(ws)}},
               "buf0 = extern_kernels.convolution(x, w, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, "
               "output_padding=(0, 0), groups=1, bias=None)",
               TensorSpec{"buf0", os, contiguous(os)});
  try {
    c.run();
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("output buf0's sizes are not the 12x12 (spatial) with 4 channels"), std::string::npos)
        << e.what();
  }
  ExternCase swapped("extern_kernels.convolution", {{"x", xs, contiguous(xs)}, {"w", ws, contiguous(ws)}},
                     "buf0 = extern_kernels.convolution(w, x, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, "
                     "output_padding=(0, 0), groups=1, bias=None)",
                     TensorSpec{"buf0", os, contiguous(os)});
  EXPECT_THROW(swapped.run(), std::runtime_error);
}

TEST(CpuExternsReference, AnInterpolationWhoseOutputSizeIsNotItsResultsIsAnError) {
  const Sizes xs{1, 2, 16, 16}, os{1, 2, 8, 8};
  ExternCase c("torch.ops.aten._upsample_bicubic2d_aa.default", {{"x", xs, contiguous(xs)}},
               "buf0 = torch.ops.aten._upsample_bicubic2d_aa.default(x, [0, 8], False)", std::nullopt,
               {{"buf1", os, contiguous(os)}});
  try {
    c.run();
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "aten._upsample_bicubic2d_aa: output_size is not the result's 8x8 (output_code.py:2)");
  }
}

TEST(CpuExternsReference, AViewPastItsStorageIsAnError) {
  const Sizes as{8, 16}, bs{16, 4}, os{8, 4};
  ExternCase c("extern_kernels.mm", {{"a", as, contiguous(as)}, {"b", bs, contiguous(bs)}},
               "extern_kernels.mm(reinterpret_tensor(a, (8, 16), (16, 1), 64), b, out=buf0)", TensorSpec{"buf0", os, contiguous(os)});
  try {
    c.run();
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "view of 'a' reaches elements 64..191, outside its storage of 128");
  }
}

// The same check guards the CUDA runner's library calls (CudaRunner.cpp, viewOf), where
// a view past its device buffer would read or write out of bounds on the GPU: the
// bounds of the elements a strided view reaches, at each edge.
TEST(ViewBounds, AViewReachesItsFirstAndLastElementOnly) {
  // [4, 8] with strides (8, 1) from offset 0: elements 0..31, in a storage of 32
  EXPECT_NO_THROW(runtime::checkViewInStorage("x", {4, 8}, {8, 1}, 0, 32));
  EXPECT_THROW(runtime::checkViewInStorage("x", {4, 8}, {8, 1}, 1, 32), std::runtime_error);
  EXPECT_THROW(runtime::checkViewInStorage("x", {4, 8}, {8, 1}, 0, 31), std::runtime_error);
  // a flipped view (negative stride) from its last element down to 0
  EXPECT_NO_THROW(runtime::checkViewInStorage("x", {4}, {-2}, 6, 7));
  EXPECT_THROW(runtime::checkViewInStorage("x", {4}, {-2}, 5, 7), std::runtime_error);
  // a broadcast (stride 0) reaches one element; an empty view none
  EXPECT_NO_THROW(runtime::checkViewInStorage("x", {1000, 3}, {0, 1}, 2, 5));
  EXPECT_NO_THROW(runtime::checkViewInStorage("x", {0, 8}, {8, 1}, 100, 4));
  try {
    runtime::checkViewInStorage("w", {2, 3}, {3, 1}, 10, 12);
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "view of 'w' reaches elements 10..15, outside its storage of 12");
  }
}

}  // namespace
