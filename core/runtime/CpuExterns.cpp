#include "core/runtime/CpuExterns.h"

#include "core/runtime/Interpreter.h"

#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <complex>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <numbers>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <tuple>

namespace fs::runtime {

using codegen::BufferTable;
using ir::ExternCall;

namespace {

struct View {
  float* base = nullptr;
  std::vector<std::int64_t> sizes, strides;
  std::int64_t offset = 0;
  HostTensor* tensor = nullptr;
  float* ptr() const { return base + offset; }
  std::int64_t numel() const {
    std::int64_t n = 1;
    for (auto s : sizes) n *= s;
    return n;
  }
};

std::string kernelOf(const ir::Node& n) { return n.kernel ? *n.kernel : ""; }

// "buffer 'x' has no storage", with why where its layout says (BufferDesc::layoutProblem)
std::string noStorage(const BufferTable& t, const std::string& name) {
  const auto* d = t.find(name);
  return "buffer '" + name + "' has no storage" + (d && !d->layoutProblem.empty() ? ": " + d->layoutProblem : "");
}

View viewOf(const BufferTable& t, BufferPool& pool, const ir::TensorRef& arg) {
  auto it = pool.find(arg.buffer);
  const auto* desc = t.find(arg.buffer);
  if (it == pool.end() || !desc) throw std::runtime_error(noStorage(t, arg.buffer));
  if (it->second.dtype != codegen::DType::F32)
    throw std::runtime_error("buffer '" + arg.buffer + "' is " + codegen::torchName(it->second.dtype) + ", not float32");
  View v;
  v.tensor = &it->second;
  v.base = reinterpret_cast<float*>(it->second.data());
  v.sizes = arg.isView ? arg.sizes : desc->sizes;
  v.strides = arg.isView ? arg.strides : desc->strides;
  v.offset = arg.isView ? arg.offset : desc->offset;
  checkViewInStorage(arg.buffer, v.sizes, v.strides, v.offset, it->second.numel);
  return v;
}

// a whole buffer, in its own layout
View bufferView(const BufferTable& t, BufferPool& pool, const std::string& name) {
  ir::TensorRef whole;
  whole.buffer = name;
  return viewOf(t, pool, whole);
}

// The storage offset of plane q of a view: q is the row-major index over its first
// `lead` dims (batch, channels), the pooled or resampled dims coming after them.
std::int64_t planeOffset(const View& v, std::int64_t q, int lead) {
  std::int64_t off = v.offset;
  for (int d = lead - 1; d >= 0; --d) {
    off += q % v.sizes[static_cast<std::size_t>(d)] * v.strides[static_cast<std::size_t>(d)];
    q /= v.sizes[static_cast<std::size_t>(d)];
  }
  return off;
}

void markView(const View& v) {
  auto& w = v.tensor->written;
  if (w.size() != static_cast<std::size_t>(v.tensor->numel)) w.assign(static_cast<std::size_t>(v.tensor->numel), 0);
  constexpr std::int64_t kChunk = 1 << 14;
  const std::int64_t n = v.numel();
#pragma omp parallel for schedule(static)
  for (std::int64_t c = 0; c < (n + kChunk - 1) / kChunk; ++c) {
    StridedCursor at(v.sizes, v.strides, v.offset, c * kChunk);
    for (std::int64_t i = c * kChunk; i < std::min(n, (c + 1) * kChunk); ++i, at.next())
      w[static_cast<std::size_t>(at.offset())] = 1;
  }
}

// Fallback-kernel tuple items: (index -> buffer).
std::map<int, std::string> tupleItems(const BufferTable& t, const std::string& tupleBuf) { return t.tupleItems(tupleBuf); }

// Convolutions run as 3-D ones: a 1-D or 2-D call's tensors get size-1 depth (and
// height) dimensions (asConv3d), as PyTorch runs conv1d on its 2-D kernels. Each
// image and group is one GEMM over im2col columns (OpenBLAS).
struct ConvGeom {
  std::int64_t N, C, D, H, W, OC, KD, KH, KW, OD, OH, OW, G;
  std::int64_t sd, sh, sw, pd, ph, pw, dd, dh, dw;
  std::int64_t P() const { return OD * OH * OW; }        ///< output positions per channel
  std::int64_t KK() const { return KD * KH * KW; }       ///< kernel taps per channel
};

// Runs f(u) for every unit u in [0, units) of a convolution's work (an image and group):
// one unit per OpenMP thread when there are at least as many units as threads (a
// depthwise convolution's images x channels, each a GEMM too small to split); else the
// units in order, each unit's im2col, GEMM (OpenBLAS) and copies taking the threads.
template <typename F>
void forUnits(std::int64_t units, F&& f) {
  if (units > 1 && units >= omp_get_max_threads()) {
#pragma omp parallel for schedule(dynamic, 1)
    for (std::int64_t u = 0; u < units; ++u) f(u);
  } else {
    for (std::int64_t u = 0; u < units; ++u) f(u);
  }
}

// col[((c*KD+kd)*KH+kh)*KW+kw][(od*OH+oh)*OW+ow] for image n, channels [c0, c0+Cg);
// every element is written once (padding as zeros), in parallel over the rows
void im2col(const View& x, const ConvGeom& g, std::int64_t n, std::int64_t c0, std::int64_t Cg, std::vector<float>& col) {
  const std::int64_t P = g.P();
  col.resize(static_cast<std::size_t>(Cg * g.KK() * P));
  const float* xb = x.ptr();
#pragma omp parallel for schedule(static)
  for (std::int64_t r = 0; r < Cg * g.KK(); ++r) {
    const std::int64_t c = r / g.KK(), kd = r / (g.KH * g.KW) % g.KD, kh = r / g.KW % g.KH, kw = r % g.KW;
    float* row = col.data() + r * P;
    for (std::int64_t od = 0; od < g.OD; ++od) {
      const std::int64_t id = od * g.sd - g.pd + kd * g.dd;
      for (std::int64_t oh = 0; oh < g.OH; ++oh) {
        float* out = row + (od * g.OH + oh) * g.OW;
        const std::int64_t ih = oh * g.sh - g.ph + kh * g.dh;
        if (id < 0 || id >= g.D || ih < 0 || ih >= g.H) {
          std::fill(out, out + g.OW, 0.0f);
          continue;
        }
        const float* in = xb + n * x.strides[0] + (c0 + c) * x.strides[1] + id * x.strides[2] + ih * x.strides[3];
        for (std::int64_t ow = 0; ow < g.OW; ++ow) {
          const std::int64_t iw = ow * g.sw - g.pw + kw * g.dw;
          out[ow] = iw < 0 || iw >= g.W ? 0.0f : in[iw * x.strides[4]];
        }
      }
    }
  }
}

// A 1x1x1, stride-1, unpadded convolution of an image whose channels are each
// contiguous (NCDHW) needs no im2col: the image is already the [C][D*H*W] matrix.
// Returns it (with its leading dimension, the channel stride), or nullptr.
const float* directColumns(const View& x, const ConvGeom& g, std::int64_t n, std::int64_t c0, std::int64_t& ld) {
  if (g.KK() != 1 || g.sd != 1 || g.sh != 1 || g.sw != 1 || g.pd != 0 || g.ph != 0 || g.pw != 0) return nullptr;
  if (x.strides[4] != 1 || x.strides[3] != g.W || (g.D > 1 && x.strides[2] != g.H * g.W) ||
      x.strides[1] < g.D * g.H * g.W)
    return nullptr;
  ld = x.strides[1];
  return x.ptr() + n * x.strides[0] + c0 * x.strides[1];
}

void col2imAdd(const std::vector<float>& col, const ConvGeom& g, std::int64_t Cg, std::vector<float>& img /*Cg*D*H*W*/) {
  const std::int64_t P = g.P();
#pragma omp parallel for schedule(static)
  for (std::int64_t c = 0; c < Cg; ++c)  // one channel per thread: no two threads add to one element
    for (std::int64_t k = 0; k < g.KK(); ++k) {
      const std::int64_t kd = k / (g.KH * g.KW), kh = k / g.KW % g.KH, kw = k % g.KW;
      const float* row = col.data() + (c * g.KK() + k) * P;
      for (std::int64_t od = 0; od < g.OD; ++od) {
        const std::int64_t id = od * g.sd - g.pd + kd * g.dd;
        if (id < 0 || id >= g.D) continue;
        for (std::int64_t oh = 0; oh < g.OH; ++oh) {
          const std::int64_t ih = oh * g.sh - g.ph + kh * g.dh;
          if (ih < 0 || ih >= g.H) continue;
          for (std::int64_t ow = 0; ow < g.OW; ++ow) {
            const std::int64_t iw = ow * g.sw - g.pw + kw * g.dw;
            if (iw < 0 || iw >= g.W) continue;
            img[static_cast<std::size_t>(((c * g.D + id) * g.H + ih) * g.W + iw)] += row[(od * g.OH + oh) * g.OW + ow];
          }
        }
      }
    }
}

// Calls `f(offset, linear)` for every element of a 5-D view, in row-major order.
template <typename F>
void forEach5(const View& v, F&& f) {
  std::int64_t i = 0;
  for (std::int64_t a = 0; a < v.sizes[0]; ++a)
    for (std::int64_t b = 0; b < v.sizes[1]; ++b)
      for (std::int64_t c = 0; c < v.sizes[2]; ++c)
        for (std::int64_t d = 0; d < v.sizes[3]; ++d)
          for (std::int64_t e = 0; e < v.sizes[4]; ++e)
            f(a * v.strides[0] + b * v.strides[1] + c * v.strides[2] + d * v.strides[3] + e * v.strides[4], i++);
}

// Contiguous copy of a 5-D weight view: [OC][C*KD*KH*KW].
std::vector<float> packWeight(const View& w) {
  std::vector<float> out(static_cast<std::size_t>(w.numel()));
  forEach5(w, [&](std::int64_t off, std::int64_t i) { out[static_cast<std::size_t>(i)] = w.ptr()[off]; });
  return out;
}

// A 1-D (N, C, L) or 2-D (N, C, H, W) convolution's tensor or weight as the 3-D one
// with size-1 depth (and height): (N, C, 1, 1, L), (N, C, 1, H, W). Returns the
// view's spatial rank before (1, 2 or 3).
int asConv3d(View& v) {
  const int rank = static_cast<int>(v.sizes.size()) - 2;
  if (rank < 1 || rank > 3)
    throw std::runtime_error("a convolution's tensors have 1 to 3 spatial dimensions, not " + std::to_string(rank));
  for (int r = rank; r < 3; ++r) {
    v.sizes.insert(v.sizes.begin() + 2, 1);
    v.strides.insert(v.strides.begin() + 2, v.sizes[3] * v.strides[2]);
  }
  return rank;
}

// stride, padding, dilation: one value (every spatial dim) or one per spatial dim of
// the call's `rank`; the dims asConv3d added take 1, 0, 1.
ConvGeom geometry(const View& x, const View& w, std::vector<std::int64_t> stride, std::vector<std::int64_t> padding,
                  std::vector<std::int64_t> dilation, std::int64_t groups, int rank) {
  auto three = [&](std::vector<std::int64_t>& v, const char* key, std::int64_t added) {
    if (v.empty()) throw std::runtime_error(std::string("convolution argument '") + key + "' not found");
    if (v.size() == 1) v.assign(static_cast<std::size_t>(rank), v[0]);
    if (static_cast<int>(v.size()) != rank)
      throw std::runtime_error(std::string("convolution argument '") + key + "' has " + std::to_string(v.size()) +
                               " values for " + std::to_string(rank) + " spatial dimensions");
    v.insert(v.begin(), static_cast<std::size_t>(3 - rank), added);
  };
  three(stride, "stride", 1);
  three(padding, "padding", 0);
  three(dilation, "dilation", 1);
  if (x.sizes.size() != 5 || w.sizes.size() != 5) throw std::runtime_error("convolution tensors of unequal ranks");
  ConvGeom g{};
  g.N = x.sizes[0];
  g.C = x.sizes[1];
  g.D = x.sizes[2];
  g.H = x.sizes[3];
  g.W = x.sizes[4];
  g.OC = w.sizes[0];
  g.KD = w.sizes[2];
  g.KH = w.sizes[3];
  g.KW = w.sizes[4];
  g.sd = stride[0];
  g.sh = stride[1];
  g.sw = stride[2];
  g.pd = padding[0];
  g.ph = padding[1];
  g.pw = padding[2];
  g.dd = dilation[0];
  g.dh = dilation[1];
  g.dw = dilation[2];
  g.G = groups;
  if (g.G < 1 || g.C % g.G != 0 || g.OC % g.G != 0 || g.sd < 1 || g.sh < 1 || g.sw < 1)
    throw std::runtime_error("convolution groups or strides out of range");
  if (w.sizes[1] * g.G != g.C)
    throw std::runtime_error("convolution weight has " + std::to_string(w.sizes[1]) + " input channels per group, the input " +
                             std::to_string(g.C) + " in " + std::to_string(g.G) + " group(s)");
  g.OD = (g.D + 2 * g.pd - g.dd * (g.KD - 1) - 1) / g.sd + 1;
  g.OH = (g.H + 2 * g.ph - g.dh * (g.KH - 1) - 1) / g.sh + 1;
  g.OW = (g.W + 2 * g.pw - g.dw * (g.KW - 1) - 1) / g.sw + 1;
  return g;
}

// The output's sizes are the ones the geometry gives (a call whose stride or padding the
// buffers contradict would write past the output, or leave part of it unwritten).
void expectOutput(const ConvGeom& g, const View& out, const std::string& name) {
  if (out.sizes.size() != 5 || out.sizes[0] != g.N || out.sizes[1] != g.OC || out.sizes[2] != g.OD || out.sizes[3] != g.OH ||
      out.sizes[4] != g.OW)
    throw std::runtime_error("convolution: output " + name + "'s sizes are not the " + (g.OD > 1 ? std::to_string(g.OD) + "x" : "") +
                             std::to_string(g.OH) + "x" + std::to_string(g.OW) + " (spatial) with " + std::to_string(g.OC) +
                             " channels that its input, weight, stride, padding and dilation give");
}

// the same from a call's named arguments (convolution_backward's)
ConvGeom geometry(const View& x, const View& w, const ExternCall& c, int rank) {
  return geometry(x, w, c.ints("stride"), c.ints("padding"), c.ints("dilation"), c.integer("groups", 1), rank);
}

// The element of a 5-D view at spatial position p (row-major over a grid of H x W
// planes: the output's OH x OW, the input's H x W) of channel `ch`, image `b`.
inline std::int64_t at5(const View& v, std::int64_t H, std::int64_t W, std::int64_t b, std::int64_t ch, std::int64_t p) {
  return b * v.strides[0] + ch * v.strides[1] + p / (H * W) * v.strides[2] + p / W % H * v.strides[3] + p % W * v.strides[4];
}

// The gradient of a convolution's input from the gradient `go` of its output, which is
// also the transposed convolution of `go` (ConvTranspose: aten.convolution with
// transposed=True): per image and group, the GEMM W^T go gives columns that col2im adds
// into `gi`, then `bias` (one per channel of `gi`, or null). `g` is the forward
// convolution's geometry (from gi to go); wp the weight packed [OC][C/G * KK].
void convInputGrad(const View& go, const std::vector<float>& wp, const ConvGeom& g, const View& gi, const View* bias) {
  const std::int64_t Cg = g.C / g.G, OCg = g.OC / g.G, K = Cg * g.KK(), P = g.P(), S = g.D * g.H * g.W;
  forUnits(g.N * g.G, [&](std::int64_t u) {
    const std::int64_t b = u / g.G, grp = u % g.G;
    std::vector<float> m(static_cast<std::size_t>(OCg * P)), dcol(static_cast<std::size_t>(K * P)),
        img(static_cast<std::size_t>(Cg * S), 0.0f);
    for (std::int64_t oc = 0; oc < OCg; ++oc)  // go's image b, group grp as contiguous [OCg][P]
      for (std::int64_t p = 0; p < P; ++p)
        m[static_cast<std::size_t>(oc * P + p)] = go.ptr()[at5(go, g.OH, g.OW, b, grp * OCg + oc, p)];
    cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, static_cast<int>(K), static_cast<int>(P),
                static_cast<int>(OCg), 1.0f, wp.data() + grp * OCg * K, static_cast<int>(K), m.data(),
                static_cast<int>(P), 0.0f, dcol.data(), static_cast<int>(P));
    col2imAdd(dcol, g, Cg, img);
    for (std::int64_t ch = 0; ch < Cg; ++ch) {
      const float bv = bias ? bias->ptr()[(grp * Cg + ch) * bias->strides[0]] : 0.0f;
      for (std::int64_t s = 0; s < S; ++s)
        gi.ptr()[at5(gi, g.H, g.W, b, grp * Cg + ch, s)] = img[static_cast<std::size_t>(ch * S + s)] + bv;
    }
  });
}

void runConvolution(const BufferTable& t, const ir::Node& n, const ir::ExternOp& c, BufferPool& pool, bool mark) {
  View x = viewOf(t, pool, c.inputs.at(0)), w = viewOf(t, pool, c.inputs.at(1));
  const int rank = asConv3d(x);
  asConv3d(w);
  View out = bufferView(t, pool, c.result);
  asConv3d(out);
  View bias;
  const bool hasBias = c.bias.has_value();
  if (hasBias) bias = viewOf(t, pool, *c.bias);
  auto wp = packWeight(w);
  if (c.transposed) {
    // weight (C_in, C_out/G, k...): the convolution from `out` to `x` with this weight,
    // run backward; output_padding only lengthens `out`, whose sizes the graph gives
    ConvGeom g = geometry(out, w, c.stride, c.padding, c.dilation, c.groups, rank);
    if (g.N != x.sizes[0] || g.OC != x.sizes[1] || g.OD != x.sizes[2] || g.OH != x.sizes[3] || g.OW != x.sizes[4])
      throw std::runtime_error("transposed convolution: output " + c.result + "'s sizes do not give the input's");
    convInputGrad(x, wp, g, out, hasBias ? &bias : nullptr);
    if (mark) markView(out);
    return;
  }
  ConvGeom g = geometry(x, w, c.stride, c.padding, c.dilation, c.groups, rank);
  expectOutput(g, out, c.result);
  const std::int64_t Cg = g.C / g.G, OCg = g.OC / g.G, K = Cg * g.KK(), P = g.P();
  forUnits(g.N * g.G, [&](std::int64_t u) {
    const std::int64_t b = u / g.G, grp = u % g.G;
    std::vector<float> col, tmp(static_cast<std::size_t>(OCg * P));
    std::int64_t ld = P;
    const float* cols = directColumns(x, g, b, grp * Cg, ld);
    if (!cols) {
      im2col(x, g, b, grp * Cg, Cg, col);
      cols = col.data();
    }
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<int>(OCg), static_cast<int>(P),
                static_cast<int>(K), 1.0f, wp.data() + grp * OCg * K, static_cast<int>(K), cols,
                static_cast<int>(ld), 0.0f, tmp.data(), static_cast<int>(P));
    float* o = out.ptr();
#pragma omp parallel for schedule(static)
    for (std::int64_t oc = 0; oc < OCg; ++oc) {
      const float bv = hasBias ? bias.ptr()[(grp * OCg + oc) * bias.strides[0]] : 0.0f;
      const float* src = tmp.data() + oc * P;
      for (std::int64_t p = 0; p < P; ++p) o[at5(out, g.OH, g.OW, b, grp * OCg + oc, p)] = src[p] + bv;
    }
  });
  (void)n;
  if (mark) markView(out);
}

void runConvBackward(const BufferTable& t, const ir::Node& n, const ExternCall& c, BufferPool& pool, bool mark) {
  // (grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding, groups, output_mask)
  if (c.flag("transposed", false)) throw std::runtime_error("transposed convolution backward is not implemented");
  View go = viewOf(t, pool, c.requiredTensor("grad_output")), x = viewOf(t, pool, c.requiredTensor("input")),
       w = viewOf(t, pool, c.requiredTensor("weight"));
  const int rank = asConv3d(x);
  asConv3d(go);
  asConv3d(w);
  ConvGeom g = geometry(x, w, c, rank);
  auto items = tupleItems(t, c.result);
  const std::int64_t Cg = g.C / g.G, OCg = g.OC / g.G, K = Cg * g.KK(), P = g.P();
  auto wp = packWeight(w);
  // grad_output image n, group grp, as contiguous [OCg][P]
  auto packGo = [&](std::int64_t b, std::int64_t grp) {
    std::vector<float> m(static_cast<std::size_t>(OCg * P));
    for (std::int64_t oc = 0; oc < OCg; ++oc)
      for (std::int64_t p = 0; p < P; ++p) m[static_cast<std::size_t>(oc * P + p)] = go.ptr()[at5(go, g.OH, g.OW, b, grp * OCg + oc, p)];
    return m;
  };
  if (items.count(0)) {  // grad input
    View gi = bufferView(t, pool, items[0]);
    asConv3d(gi);
    convInputGrad(go, wp, g, gi, nullptr);
    if (mark) markView(gi);
  }
  if (items.count(1)) {  // grad weight
    View gw = bufferView(t, pool, items[1]);
    asConv3d(gw);
    std::vector<float> acc(static_cast<std::size_t>(g.OC * K), 0.0f);
    forUnits(g.G, [&](std::int64_t grp) {  // a group's images add into its own rows of acc
      std::vector<float> col;
      for (std::int64_t b = 0; b < g.N; ++b) {
        im2col(x, g, b, grp * Cg, Cg, col);
        auto m = packGo(b, grp);
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<int>(OCg), static_cast<int>(K),
                    static_cast<int>(P), 1.0f, m.data(), static_cast<int>(P), col.data(), static_cast<int>(P), 1.0f,
                    acc.data() + grp * OCg * K, static_cast<int>(K));
      }
    });
    forEach5(gw, [&](std::int64_t off, std::int64_t i) { gw.ptr()[off] = acc[static_cast<std::size_t>(i)]; });
    if (mark) markView(gw);
  }
  if (items.count(2)) {  // grad bias
    View gb = bufferView(t, pool, items[2]);
    for (std::int64_t oc = 0; oc < g.OC; ++oc) {
      double s = 0;
      for (std::int64_t b = 0; b < g.N; ++b)
        for (std::int64_t p = 0; p < P; ++p) s += go.ptr()[at5(go, g.OH, g.OW, b, oc, p)];
      gb.ptr()[oc * gb.strides[0]] = static_cast<float>(s);
    }
    if (mark) markView(gb);
  }
  (void)n;
}

void runMatmul(const BufferTable& t, const ir::ExternOp& c, BufferPool& pool, bool mark) {
  View out = bufferView(t, pool, c.result);
  const bool isAdd = c.kind == ir::ExternKind::Addmm || c.kind == ir::ExternKind::Baddbmm;
  std::size_t first = isAdd ? 1 : 0;
  View a = viewOf(t, pool, c.inputs.at(first)), b = viewOf(t, pool, c.inputs.at(first + 1));
  const auto alpha = static_cast<float>(c.alpha), beta = static_cast<float>(c.beta);
  bool batched = a.sizes.size() == 3;
  std::int64_t B = batched ? a.sizes[0] : 1;
  auto s = [&](const View& v, std::size_t d) { return batched ? v.strides[d + 1] : v.strides[d]; };
  auto z = [&](const View& v, std::size_t d) { return batched ? v.sizes[d + 1] : v.sizes[d]; };
  std::int64_t M = z(a, 0), K = z(a, 1), N = z(b, 1);
  if (const std::string why = matmulShapeProblem(c, a.sizes, b.sizes); !why.empty()) throw std::runtime_error(why);
  if (isAdd) {
    View bias = viewOf(t, pool, c.inputs.at(0));
    // broadcast bias (1-D [N], 2-D [M|1, N], 3-D [B|1, M|1, N]) into out, scaled by beta
    for (std::int64_t bb = 0; bb < B; ++bb)
      for (std::int64_t i = 0; i < M; ++i)
        for (std::int64_t j = 0; j < N; ++j) {
          float v;
          const std::size_t r = bias.sizes.size();
          if (r == 0) v = bias.ptr()[0];
          else if (r == 1) v = bias.ptr()[j * bias.strides[0]];
          else
            // baddbmm's bias may differ per batch ([B, M, N]) or be broadcast ([1, M, N], stride 0)
            v = bias.ptr()[(r == 3 && bias.sizes[0] != 1 ? bb * bias.strides[0] : 0) +
                           (bias.sizes[r - 2] == 1 ? 0 : i) * bias.strides[r - 2] +
                           (bias.sizes.back() == 1 ? 0 : j) * bias.strides.back()];
          out.ptr()[(batched ? bb * out.strides[0] : 0) + i * s(out, 0) + j * s(out, 1)] = beta * v;
        }
  }
  for (std::int64_t bb = 0; bb < B; ++bb)
    stridedGemm(a.ptr() + (batched ? bb * a.strides[0] : 0), s(a, 0), s(a, 1), b.ptr() + (batched ? bb * b.strides[0] : 0),
                s(b, 0), s(b, 1), out.ptr() + (batched ? bb * out.strides[0] : 0), s(out, 0), s(out, 1), M, N, K, alpha,
                isAdd ? 1.0f : 0.0f);
  if (mark) markView(out);
}

// aten.topk(x, k, dim=-1, largest=True, sorted=True) -> (values, indices): along `dim`,
// the k largest (smallest) values, NaN counting as larger than any number (PyTorch),
// in order; equal values by index. Values keep x's type (float32 here), indices int64.
void runTopk(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  View x = viewOf(t, pool, c.requiredTensor("self"));
  const std::int64_t k = c.integer("k", 1);
  std::int64_t dim = c.integer("dim", -1);
  const bool largest = c.flag("largest", true);
  const auto rank = static_cast<std::int64_t>(x.sizes.size());
  if (dim < 0) dim += rank;
  if (dim < 0 || dim >= rank) throw std::runtime_error("topk: dim out of range");
  const std::int64_t D = x.sizes[static_cast<std::size_t>(dim)];
  if (k < 0 || k > D) throw std::runtime_error("topk: k = " + std::to_string(k) + " of " + std::to_string(D));
  auto items = tupleItems(t, c.result);
  std::optional<View> vals;
  if (items.count(0)) vals = bufferView(t, pool, items[0]);
  HostTensor* idx = items.count(1) ? &pool.at(items[1]) : nullptr;
  const codegen::BufferDesc* idxDesc = items.count(1) ? &t.at(items[1]) : nullptr;
  if (idx && idxDesc->strides.size() != x.sizes.size()) throw std::runtime_error("topk: indices layout does not match");
  // every position of the other dims
  std::vector<std::int64_t> pos(x.sizes.size(), 0);
  std::int64_t rows = x.numel() / std::max<std::int64_t>(1, D);
  std::vector<std::int64_t> order(static_cast<std::size_t>(D));
  for (std::int64_t r = 0; r < rows; ++r) {
    std::int64_t xo = x.offset, vo = vals ? vals->offset : 0, io = idx ? idxDesc->offset : 0;
    for (std::size_t d = 0; d < pos.size(); ++d) {
      xo += pos[d] * x.strides[d];
      if (vals) vo += pos[d] * vals->strides[d];
      if (idx) io += pos[d] * idxDesc->strides[d];
    }
    auto at = [&](std::int64_t j) { return x.base[xo + j * x.strides[static_cast<std::size_t>(dim)]]; };
    for (std::int64_t j = 0; j < D; ++j) order[static_cast<std::size_t>(j)] = j;
    auto before = [&](std::int64_t a, std::int64_t b) {
      const float u = at(a), v = at(b);
      if (std::isnan(u) || std::isnan(v)) return largest ? (std::isnan(u) && !std::isnan(v)) : (!std::isnan(u) && std::isnan(v));
      return largest ? u > v : u < v;
    };
    std::stable_sort(order.begin(), order.end(), before);
    for (std::int64_t j = 0; j < k; ++j) {
      const std::int64_t src = order[static_cast<std::size_t>(j)];
      if (vals) vals->base[vo + j * vals->strides[static_cast<std::size_t>(dim)]] = at(src);
      if (idx) {
        const std::int64_t e = io + j * idxDesc->strides[static_cast<std::size_t>(dim)];
        idx->set(e, static_cast<double>(src));
        if (mark) {
          if (idx->written.size() != static_cast<std::size_t>(idx->numel)) idx->written.assign(static_cast<std::size_t>(idx->numel), 0);
          idx->written[static_cast<std::size_t>(e)] = 1;
        }
      }
    }
    for (std::size_t d = pos.size(); d-- > 0;) {  // next position, `dim` held at 0
      if (static_cast<std::int64_t>(d) == dim) continue;
      if (++pos[d] < x.sizes[d]) break;
      pos[d] = 0;
    }
  }
  if (mark && vals) markView(*vals);
}

// A strided view of a pool buffer of any element type (values through get/set), inside its
// storage (anyViewOf checks, as viewOf does).
struct AnyView {
  HostTensor* tensor = nullptr;
  std::vector<std::int64_t> sizes, strides;
  std::int64_t offset = 0;
  std::int64_t numel() const {
    std::int64_t n = 1;
    for (auto s : sizes) n *= s;
    return n;
  }
  // storage index of the i-th element in row-major order
  std::int64_t at(std::int64_t i) const {
    std::int64_t off = offset;
    for (std::size_t d = sizes.size(); d-- > 0;) {
      off += (i % sizes[d]) * strides[d];
      i /= sizes[d];
    }
    return off;
  }
};

AnyView anyViewOf(const BufferTable& t, BufferPool& pool, const std::optional<ir::TensorRef>& arg) {
  if (!arg) throw std::runtime_error("a tensor argument is missing");
  auto it = pool.find(arg->buffer);
  const auto* desc = t.find(arg->buffer);
  if (it == pool.end() || !desc) throw std::runtime_error(noStorage(t, arg->buffer));
  AnyView v;
  v.tensor = &it->second;
  v.sizes = arg->isView ? arg->sizes : desc->sizes;
  v.strides = arg->isView ? arg->strides : desc->strides;
  v.offset = arg->isView ? arg->offset : desc->offset;
  checkViewInStorage(arg->buffer, v.sizes, v.strides, v.offset, v.tensor->numel);  // as viewOf
  return v;
}

void markElement(HostTensor& t, std::int64_t e) {
  if (t.written.size() != static_cast<std::size_t>(t.numel)) t.written.assign(static_cast<std::size_t>(t.numel), 0);
  t.written[static_cast<std::size_t>(e)] = 1;
}

// The one output of a fallback kernel that returns a tensor: its MultiOutput (item 0),
// or, where the kernel's own buffer has a layout (torch 2.12+ prints a FallbackKernel
// that returns one tensor with a FixedLayout and no MultiOutput), that buffer.
std::string singleOutput(const BufferTable& t, const ExternCall& c) {
  const auto items = tupleItems(t, c.result);
  if (items.count(0)) return items.at(0);
  if (const auto* own = t.find(c.result); own && own->layoutKnown && own->storageNumel > 0) return c.result;
  throw std::runtime_error(c.op + ": its output (" + c.result + ") is not used");
}

// aten.cumsum / aten.cumprod(self, dim, dtype=None): out[.., i, ..] = the sum (product)
// of self[.., j, ..] over j <= i along dim, in the output's type (PyTorch's cumsum and
// cumprod; dtype names it), any type: the running value is kept in double, exact for the
// int64 counts exporters cumsum (ATen's CPU kernels accumulate float in double too).
void runCumulative(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark, bool product) {
  const ir::TensorRef self = c.requiredTensor("self");
  const auto* desc = t.find(self.buffer);
  auto in = pool.find(self.buffer);
  if (!desc || in == pool.end()) throw std::runtime_error(c.op + ": " + noStorage(t, self.buffer));
  const auto sizes = self.isView ? self.sizes : desc->sizes;
  const auto strides = self.isView ? self.strides : desc->strides;
  const std::int64_t offset = self.isView ? self.offset : desc->offset;
  checkViewInStorage(self.buffer, sizes, strides, offset, in->second.numel);
  const std::string outName = singleOutput(t, c);
  const auto* od = t.find(outName);
  HostTensor& out = pool.at(outName);
  const int rank = static_cast<int>(sizes.size());
  std::int64_t dim = c.integer("dim", 0);
  if (dim < 0) dim += rank;
  if (rank == 0 || dim < 0 || dim >= rank || !od || od->sizes != sizes)
    throw std::runtime_error(c.op + ": dim or output shape does not fit the input");
  std::vector<std::int64_t> idx(static_cast<std::size_t>(rank), 0);
  const std::int64_t len = sizes[static_cast<std::size_t>(dim)];
  std::int64_t lines = 1;
  for (int d = 0; d < rank; ++d)
    if (d != dim) lines *= sizes[static_cast<std::size_t>(d)];
  for (std::int64_t l = 0; l < lines; ++l) {
    std::int64_t rest = l;  // idx over the other dims, the last fastest
    for (int d = rank - 1; d >= 0; --d) {
      if (d == dim) continue;
      idx[static_cast<std::size_t>(d)] = rest % sizes[static_cast<std::size_t>(d)];
      rest /= sizes[static_cast<std::size_t>(d)];
    }
    double sum = product ? 1 : 0;
    for (std::int64_t i = 0; i < len; ++i) {
      idx[static_cast<std::size_t>(dim)] = i;
      std::int64_t src = offset, dst = od->offset;
      for (int d = 0; d < rank; ++d) {
        src += idx[static_cast<std::size_t>(d)] * strides[static_cast<std::size_t>(d)];
        dst += idx[static_cast<std::size_t>(d)] * od->strides[static_cast<std::size_t>(d)];
      }
      sum = product ? sum * in->second.get(src) : sum + in->second.get(src);
      out.set(dst, sum);
      if (mark) markElement(out, dst);
    }
  }
}

// aten.avg_pool2d / avg_pool3d(self, kernel_size, stride=[] (= kernel_size), padding=0,
// ceil_mode=False, count_include_pad=True, divisor_override=None) over the last 2 or 3
// dims, as ATen's kernels (aten/src/ATen/native/cpu/AvgPoolKernel.cpp,
// Pool.h pooling_output_shape): out = (in + 2p - k [+ s-1 when ceil_mode]) / s + 1, less
// one when ceil_mode starts the last window in the right padding; each window
// [o*s - p, min(o*s - p + k, in + p)) is divided by its size there (padding counted),
// by the part inside the input when !count_include_pad, or by divisor_override.
void runAvgPool(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark, int dims) {
  View x = viewOf(t, pool, c.requiredTensor("self"));
  View out = bufferView(t, pool, singleOutput(t, c));
  auto expand = [&](std::vector<std::int64_t> v, const char* what) {
    if (v.size() == 1) v.assign(static_cast<std::size_t>(dims), v[0]);
    if (static_cast<int>(v.size()) != dims)
      throw std::runtime_error(c.op + ": " + what + " has " + std::to_string(v.size()) + " values, not " + std::to_string(dims));
    return v;
  };
  const auto k = expand(c.ints("kernel_size"), "kernel_size");
  // stride=[] (or left out) is the kernel size, as in ATen
  const std::vector<std::int64_t> s = c.arg("stride") && !c.ints("stride").empty() ? expand(c.ints("stride"), "stride") : k;
  const auto p = c.arg("padding") ? expand(c.ints("padding"), "padding") : std::vector<std::int64_t>(dims, 0);
  const bool ceil = c.flag("ceil_mode", false), includePad = c.flag("count_include_pad", true);
  const std::int64_t divisor = c.integer("divisor_override", 0);
  const int lead = static_cast<int>(x.sizes.size()) - dims;
  if (lead < 1 || out.sizes.size() != x.sizes.size()) throw std::runtime_error(c.op + ": input and output ranks do not fit");
  std::vector<std::int64_t> in(dims), o(dims);
  for (int d = 0; d < dims; ++d) {
    in[d] = x.sizes[lead + d];
    const std::string at = " (dim " + std::to_string(d) + ")";
    if (k[d] < 1) throw std::runtime_error(c.op + ": kernel_size " + std::to_string(k[d]) + " is not positive" + at);
    if (s[d] < 1) throw std::runtime_error(c.op + ": stride " + std::to_string(s[d]) + " is not positive" + at);
    if (p[d] < 0 || 2 * p[d] > k[d])
      throw std::runtime_error(c.op + ": padding " + std::to_string(p[d]) + " is not in [0, kernel_size / 2 = " +
                               std::to_string(k[d] / 2) + "]" + at);
    o[d] = (in[d] + 2 * p[d] - k[d] + (ceil ? s[d] - 1 : 0)) / s[d] + 1;
    if (ceil && (o[d] - 1) * s[d] >= in[d] + p[d]) --o[d];
    if (o[d] != out.sizes[lead + d]) throw std::runtime_error(c.op + ": output size does not match the pooling geometry");
  }
  std::int64_t planes = 1, positions = 1;
  for (int d = 0; d < lead; ++d) planes *= x.sizes[d];
  for (int d = 0; d < dims; ++d) positions *= o[d];
#pragma omp parallel for schedule(static)
  for (std::int64_t q = 0; q < planes; ++q) {
    const std::int64_t xBase = planeOffset(x, q, lead), oBase = planeOffset(out, q, lead);
    for (std::int64_t pos = 0; pos < positions; ++pos) {
      std::int64_t lo[3] = {0, 0, 0}, hi[3] = {1, 1, 1}, oOff = oBase, windowPadded = 1, windowInside = 1;
      for (std::int64_t d = dims - 1, r = pos; d >= 0; --d) {
        const std::int64_t od = r % o[d];
        r /= o[d];
        oOff += od * out.strides[lead + d];
        std::int64_t start = od * s[d] - p[d], end = std::min(start + k[d], in[d] + p[d]);
        windowPadded *= end - start;
        start = std::max<std::int64_t>(start, 0);
        end = std::min(end, in[d]);
        windowInside *= std::max<std::int64_t>(end - start, 0);
        lo[3 - dims + d] = start;
        hi[3 - dims + d] = end;
      }
      double sum = 0;
      std::int64_t st[3] = {0, 0, 0};  // the window's dims as the last `dims` of three
      for (int d = 0; d < dims; ++d) st[3 - dims + d] = x.strides[lead + d];
      for (std::int64_t a = lo[0]; a < hi[0]; ++a)
        for (std::int64_t b = lo[1]; b < hi[1]; ++b)
          for (std::int64_t e = lo[2]; e < hi[2]; ++e) sum += x.base[xBase + a * st[0] + b * st[1] + e * st[2]];
      const std::int64_t div = divisor != 0 ? divisor : includePad ? windowPadded : windowInside;
      out.base[oOff] = div > 0 ? static_cast<float>(sum / static_cast<double>(div)) : 0.0f;
    }
  }
  if (mark) markView(out);
}

// aten.scatter_reduce_.two(self, dim, index, src, reduce, *, include_self=True), in place:
// the result (the node's output, a new version of self that starts as self's values:
// BufferTable's mutation versions) takes, at out[.., index[p], ..] (index[p] along dim,
// p's other coordinates elsewhere), every src[p] with p over index's shape, reduced by
// `reduce` (sum, prod, mean, amax, amin), as ATen's scatter_reduce (TensorAdvancedIndexing
// .cpp): without include_self an element's own value takes no part; mean divides by the
// count (self included or not), floored for integers. Elements no index names keep self's.
void runScatterReduce(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const ir::ExternArg* ra = c.arg("reduce");
  std::string reduce = ra ? ra->text : "";
  if (reduce.size() >= 2 && (reduce.front() == '\'' || reduce.front() == '"')) reduce = reduce.substr(1, reduce.size() - 2);
  enum class R { Sum, Prod, Mean, Amax, Amin } r;
  if (reduce == "sum") r = R::Sum;
  else if (reduce == "prod") r = R::Prod;
  else if (reduce == "mean") r = R::Mean;
  else if (reduce == "amax") r = R::Amax;
  else if (reduce == "amin") r = R::Amin;
  else
    throw std::runtime_error(c.op + ": reduce " + (reduce.empty() ? std::string("is missing") : "'" + reduce + "' is not") +
                             " one of sum, prod, mean, amax, amin");
  const bool includeSelf = c.flag("include_self", true);
  const AnyView index = anyViewOf(t, pool, c.tensor("index")), src = anyViewOf(t, pool, c.tensor("src"));
  if (const auto* id = t.find(c.requiredTensor("index").buffer); !id || codegen::isFloat(id->dtype))
    throw std::runtime_error(c.op + ": index is not an integer tensor");
  const auto* od = t.find(c.result);
  if (!od || !od->layoutKnown || !pool.count(c.result))
    throw std::runtime_error(c.op + ": its result (" + c.result + ") has no storage: the buffer it updates is not known");
  HostTensor& out = pool.at(c.result);
  const int rank = static_cast<int>(od->sizes.size());
  std::int64_t dim = c.integer("dim", 0);
  if (dim < 0) dim += rank;
  if (dim < 0 || dim >= rank || static_cast<int>(index.sizes.size()) != rank || static_cast<int>(src.sizes.size()) != rank)
    throw std::runtime_error(c.op + ": self, index and src do not have one rank, or dim is outside it");
  for (int d = 0; d < rank; ++d)
    if (index.sizes[d] > src.sizes[d] || (d != dim && index.sizes[d] > od->sizes[d]))
      throw std::runtime_error(c.op + ": index is larger than src, or than self outside dim");
  const bool integral = !codegen::isFloat(od->dtype);
  std::map<std::int64_t, std::pair<double, std::int64_t>> acc;  // touched element -> (value, count)
  std::int64_t n = 1;
  for (auto s : index.sizes) n *= s;
  std::vector<std::int64_t> p(static_cast<std::size_t>(rank), 0);
  auto offsetIn = [&](const AnyView& v) {  // storage index of element p of view v
    std::int64_t off = v.offset;
    for (int d = 0; d < rank; ++d) off += p[d] * v.strides[d];
    return off;
  };
  for (std::int64_t q = 0; q < n; ++q) {
    for (std::int64_t d = rank - 1, rest = q; d >= 0; --d) {
      p[d] = rest % index.sizes[d];
      rest /= index.sizes[d];
    }
    std::int64_t target = static_cast<std::int64_t>(index.tensor->get(offsetIn(index)));
    if (target < 0) target += od->sizes[dim];
    if (target < 0 || target >= od->sizes[dim])
      throw std::runtime_error(c.op + ": index " + std::to_string(target) + " is outside dim " + std::to_string(dim) +
                               " of size " + std::to_string(od->sizes[dim]));
    std::int64_t off = od->offset;
    for (int d = 0; d < rank; ++d) off += (d == dim ? target : p[d]) * od->strides[d];
    const double x = src.tensor->get(offsetIn(src));
    auto [it, fresh] = acc.try_emplace(off, includeSelf ? out.get(off) : x, includeSelf ? 1 : 0);
    auto& [v, count] = it->second;
    if (!fresh || includeSelf) {
      if (r == R::Sum || r == R::Mean) v += x;
      else if (r == R::Prod) v *= x;
      else if (!std::isnan(v) && (std::isnan(x) || (r == R::Amax ? x > v : x < v))) v = x;  // NaN propagates
    }
    ++count;
  }
  for (const auto& [off, vc] : acc) {
    double v = vc.first;
    if (r == R::Mean) v = integral ? std::floor(v / static_cast<double>(vc.second)) : v / static_cast<double>(vc.second);
    out.set(off, v);
  }
  if (mark) out.written.assign(static_cast<std::size_t>(out.numel), 1);
}

// Adaptive pooling's window along one dim (ATen's AdaptivePooling.h start_index /
// end_index): output cell o of `out` cells over `in` inputs covers [floor(o*in/out),
// ceil((o+1)*in/out)).
std::pair<std::int64_t, std::int64_t> adaptiveWindow(std::int64_t o, std::int64_t in, std::int64_t out) {
  return {o * in / out, ((o + 1) * in + out - 1) / out};
}

// aten._adaptive_avg_pool2d / _adaptive_avg_pool3d(self, output_size) over the last 2
// or 3 dims, as ATen's kernel (aten/src/ATen/native/cpu/AdaptiveAvgPoolKernel.cpp,
// AdaptivePooling.h start_index/end_index): output cell o of a dim averages the input
// [floor(o*in/out), ceil((o+1)*in/out)). Any strides (channels-last outputs too).
void runAdaptiveAvgPool(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark, int dims) {
  View x = viewOf(t, pool, c.requiredTensor("self"));
  View out = bufferView(t, pool, singleOutput(t, c));
  const int lead = static_cast<int>(x.sizes.size()) - dims;
  if (lead < 0 || out.sizes.size() != x.sizes.size())
    throw std::runtime_error(c.op + ": self and the result do not have one rank of at least " + std::to_string(dims));
  std::int64_t planes = 1, outPos = 1;
  for (int d = 0; d < lead; ++d) {
    if (out.sizes[d] != x.sizes[d]) throw std::runtime_error(c.op + ": the result's leading sizes are not self's");
    planes *= x.sizes[d];
  }
  std::vector<std::int64_t> in(dims), o(dims);
  for (int d = 0; d < dims; ++d) {
    in[d] = x.sizes[lead + d];
    o[d] = out.sizes[lead + d];
    outPos *= o[d];
  }
  if (c.ints("output_size") != o) throw std::runtime_error(c.op + ": output_size is not the result's last sizes");
  std::int64_t st[3] = {0, 0, 0};  // the input's strides as the last `dims` of three
  for (int d = 0; d < dims; ++d) st[3 - dims + d] = x.strides[lead + d];
#pragma omp parallel for schedule(static)
  for (std::int64_t q = 0; q < planes; ++q) {
    const std::int64_t xBase = planeOffset(x, q, lead), oBase = planeOffset(out, q, lead);
    for (std::int64_t pos = 0; pos < outPos; ++pos) {
      std::int64_t lo[3] = {0, 0, 0}, hi[3] = {1, 1, 1}, oOff = oBase, area = 1;
      std::int64_t r = pos;
      for (int d = dims - 1; d >= 0; --d) {
        const std::int64_t od = r % o[d];
        r /= o[d];
        oOff += od * out.strides[lead + d];
        std::tie(lo[3 - dims + d], hi[3 - dims + d]) = adaptiveWindow(od, in[d], o[d]);
        area *= hi[3 - dims + d] - lo[3 - dims + d];
      }
      double sum = 0;
      for (std::int64_t a = lo[0]; a < hi[0]; ++a)
        for (std::int64_t b = lo[1]; b < hi[1]; ++b)
          for (std::int64_t e = lo[2]; e < hi[2]; ++e) sum += x.base[xBase + a * st[0] + b * st[1] + e * st[2]];
      out.base[oOff] = area > 0 ? static_cast<float>(sum / static_cast<double>(area)) : 0.0f;
    }
  }
  if (mark) markView(out);
}

// aten._adaptive_avg_pool2d_backward / _adaptive_avg_pool3d_backward(grad_output, self)
// -> grad_input, self's shape, as ATen's kernel (aten/src/ATen/native/cpu/
// AdaptiveAvgPoolKernel.cpp, AdaptivePooling.h start_index/end_index): output cell o of
// a dim averaged input [floor(o*in/out), ceil((o+1)*in/out)), so each input element gets
// grad_output/window size from every cell whose window holds it (windows overlap when the
// output is larger than the input, as vgg's 4x4 -> 7x7).
void runAdaptiveAvgPoolBackward(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark, int dims) {
  View g = viewOf(t, pool, c.requiredTensor("grad_output"));
  View x = viewOf(t, pool, c.requiredTensor("self"));
  View out = bufferView(t, pool, singleOutput(t, c));
  const int lead = static_cast<int>(x.sizes.size()) - dims;
  if (lead < 0 || g.sizes.size() != x.sizes.size() || out.sizes != x.sizes)
    throw std::runtime_error(c.op + ": grad_output, self and the result do not have one rank and self's sizes");
  std::int64_t planes = 1, inPos = 1, outPos = 1;
  for (int d = 0; d < lead; ++d) {
    if (g.sizes[d] != x.sizes[d]) throw std::runtime_error(c.op + ": grad_output's leading sizes are not self's");
    planes *= x.sizes[d];
  }
  std::vector<std::int64_t> in(dims), o(dims);
  for (int d = 0; d < dims; ++d) {
    in[d] = x.sizes[lead + d];
    o[d] = g.sizes[lead + d];
    if (o[d] < 1) throw std::runtime_error(c.op + ": an empty output");
    inPos *= in[d];
    outPos *= o[d];
  }
#pragma omp parallel for schedule(static)
  for (std::int64_t q = 0; q < planes; ++q) {
    const std::int64_t gBase = planeOffset(g, q, lead), oBase = planeOffset(out, q, lead);
    std::vector<double> acc(static_cast<std::size_t>(inPos), 0.0);
    for (std::int64_t pos = 0; pos < outPos; ++pos) {
      std::int64_t lo[3] = {0, 0, 0}, hi[3] = {1, 1, 1}, gOff = gBase, area = 1;
      std::int64_t r = pos;
      for (int d = dims - 1; d >= 0; --d) {
        const std::int64_t od = r % o[d];
        r /= o[d];
        gOff += od * g.strides[lead + d];
        std::tie(lo[3 - dims + d], hi[3 - dims + d]) = adaptiveWindow(od, in[d], o[d]);
        area *= hi[3 - dims + d] - lo[3 - dims + d];
      }
      const double delta = static_cast<double>(g.base[gOff]) / static_cast<double>(area);
      std::int64_t ext[3] = {1, 1, 1};  // the input's dims as the last `dims` of three
      for (int d = 0; d < dims; ++d) ext[3 - dims + d] = in[d];
      for (std::int64_t a = lo[0]; a < hi[0]; ++a)
        for (std::int64_t b = lo[1]; b < hi[1]; ++b)
          for (std::int64_t e = lo[2]; e < hi[2]; ++e) acc[static_cast<std::size_t>((a * ext[1] + b) * ext[2] + e)] += delta;
    }
    for (std::int64_t pos = 0; pos < inPos; ++pos) {
      std::int64_t off = oBase;
      for (std::int64_t d = dims - 1, r = pos; d >= 0; --d) {
        off += r % in[d] * out.strides[lead + d];
        r /= in[d];
      }
      out.base[off] = static_cast<float>(acc[static_cast<std::size_t>(pos)]);
    }
  }
  if (mark) markView(out);
}

// aten._upsample_bicubic2d_aa / _upsample_bilinear2d_aa(self [N, C, H, W], output_size
// [OH, OW], align_corners, scales_h=None, scales_w=None): antialiased resampling as
// ATen's CPU kernel (aten/src/ATen/native/cpu/UpSampleKernel.cpp, _compute_weights_aa;
// UpSample.h area_pixel_compute_scale), separable, one dim at a time. Output index i of
// a dim with scale s = in/out (align_corners: (in-1)/(out-1); or 1/scales_x) reads the
// inputs [xmin, xmin + xsize) around center = s*(i + 0.5): support = interp/2 * max(s, 1)
// (interp 4 bicubic, 2 bilinear), xmin = max(int(center - support + 0.5), 0), xsize =
// min(int(center + support + 0.5), in) - xmin; weight j = filter((j + xmin - center +
// 0.5) / max(s, 1)), normalized to sum 1. Filters: Keys' cubic with a = -0.5, and the
// triangle 1 - |x|.
struct AaTaps {
  std::vector<std::int64_t> first;        ///< per output index, xmin
  std::vector<std::vector<double>> w;     ///< per output index, its normalized weights
};
AaTaps aaTaps(std::int64_t in, std::int64_t out, bool alignCorners, double scaleArg, bool cubic) {
  const double scale = alignCorners ? (out > 1 ? double(in - 1) / double(out - 1) : 0.0)
                       : scaleArg > 0   ? 1.0 / scaleArg
                                        : double(in) / double(out);
  const double interp = cubic ? 4.0 : 2.0, support = scale >= 1.0 ? interp * 0.5 * scale : interp * 0.5;
  const double invscale = scale >= 1.0 ? 1.0 / scale : 1.0;
  auto filter = [cubic](double x) {
    x = std::fabs(x);
    if (!cubic) return x < 1.0 ? 1.0 - x : 0.0;
    constexpr double a = -0.5;
    if (x < 1.0) return ((a + 2) * x - (a + 3)) * x * x + 1;
    if (x < 2.0) return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a;
    return 0.0;
  };
  AaTaps t;
  for (std::int64_t i = 0; i < out; ++i) {
    const double center = scale * (double(i) + 0.5);
    const std::int64_t xmin = std::max<std::int64_t>(static_cast<std::int64_t>(center - support + 0.5), 0);
    const std::int64_t xsize = std::min<std::int64_t>(static_cast<std::int64_t>(center + support + 0.5), in) - xmin;
    std::vector<double> w(static_cast<std::size_t>(std::max<std::int64_t>(xsize, 0)));
    double total = 0;
    for (std::size_t j = 0; j < w.size(); ++j) total += w[j] = filter((double(j) + double(xmin) - center + 0.5) * invscale);
    if (total != 0)
      for (auto& v : w) v /= total;
    t.first.push_back(xmin);
    t.w.push_back(std::move(w));
  }
  return t;
}

void runUpsampleAa(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark, bool cubic) {
  View x = viewOf(t, pool, c.requiredTensor("self"));
  View out = bufferView(t, pool, singleOutput(t, c));
  if (x.sizes.size() != 4 || out.sizes.size() != 4 || x.sizes[0] != out.sizes[0] || x.sizes[1] != out.sizes[1])
    throw std::runtime_error(c.op + ": self must be [N, C, H, W] and the result [N, C, OH, OW]");
  const std::int64_t H = x.sizes[2], W = x.sizes[3], OH = out.sizes[2], OW = out.sizes[3];
  if (c.arg("output_size") && c.ints("output_size") != std::vector<std::int64_t>{OH, OW})
    throw std::runtime_error(c.op + ": output_size is not the result's " + std::to_string(OH) + "x" + std::to_string(OW));
  const bool align = c.flag("align_corners", false);
  const AaTaps th = aaTaps(H, OH, align, c.real("scales_h", 0.0), cubic), tw = aaTaps(W, OW, align, c.real("scales_w", 0.0), cubic);
  const std::int64_t planes = x.sizes[0] * x.sizes[1];
#pragma omp parallel for schedule(static)
  for (std::int64_t q = 0; q < planes; ++q) {
    const float* src = x.base + planeOffset(x, q, 2);
    std::vector<double> rows(static_cast<std::size_t>(H * OW));  // the width pass
    for (std::int64_t h = 0; h < H; ++h)
      for (std::int64_t o = 0; o < OW; ++o) {
        double v = 0;
        const auto& w = tw.w[static_cast<std::size_t>(o)];
        for (std::size_t j = 0; j < w.size(); ++j)
          v += w[j] * src[h * x.strides[2] + (tw.first[static_cast<std::size_t>(o)] + static_cast<std::int64_t>(j)) * x.strides[3]];
        rows[static_cast<std::size_t>(h * OW + o)] = v;
      }
    for (std::int64_t oh = 0; oh < OH; ++oh)
      for (std::int64_t o = 0; o < OW; ++o) {
        double v = 0;
        const auto& w = th.w[static_cast<std::size_t>(oh)];
        for (std::size_t j = 0; j < w.size(); ++j)
          v += w[j] * rows[static_cast<std::size_t>((th.first[static_cast<std::size_t>(oh)] + static_cast<std::int64_t>(j)) * OW + o)];
        out.base[planeOffset(out, q, 2) + oh * out.strides[2] + o * out.strides[3]] = static_cast<float>(v);
      }
  }
  if (mark) markView(out);
}

// torchvision.roi_align(input [N, C, H, W], rois [K, 5], spatial_scale, pooled_height,
// pooled_width, sampling_ratio, aligned) -> [K, C, PH, PW] (torchvision's
// csrc/ops/cpu/roi_align_kernel.cpp, float arithmetic as its float kernel): each roi row
// is (batch index, x1, y1, x2, y2) in the input's coordinates before spatial_scale; each
// output bin averages bilinear samples on a grid (sampling_ratio per side, or
// ceil(roi size / bins) when <= 0); a sample beyond [-1, H] x [-1, W] is 0. A batch
// index outside [0, N) (a roi that no forward made) gives zeros here and in the CUDA
// kernel, where torchvision would read out of bounds.
float roiBilinear(const float* plane, std::int64_t sh, std::int64_t sw, std::int64_t height, std::int64_t width, float y, float x) {
  if (y < -1.0f || y > static_cast<float>(height) || x < -1.0f || x > static_cast<float>(width)) return 0.0f;
  if (y <= 0) y = 0;
  if (x <= 0) x = 0;
  std::int64_t yl = static_cast<std::int64_t>(y), xl = static_cast<std::int64_t>(x), yh, xh;
  if (yl >= height - 1) {
    yh = yl = height - 1;
    y = static_cast<float>(yl);
  } else {
    yh = yl + 1;
  }
  if (xl >= width - 1) {
    xh = xl = width - 1;
    x = static_cast<float>(xl);
  } else {
    xh = xl + 1;
  }
  const float ly = y - static_cast<float>(yl), lx = x - static_cast<float>(xl), hy = 1.0f - ly, hx = 1.0f - lx;
  return hy * hx * plane[yl * sh + xl * sw] + hy * lx * plane[yl * sh + xh * sw] + ly * hx * plane[yh * sh + xl * sw] +
         ly * lx * plane[yh * sh + xh * sw];
}

// aten.cudnn_grid_sampler(self [N, C, H, W], grid [N, Ho, Wo, 2]) -> [N, C, Ho, Wo]:
// grid_sampler_2d with bilinear interpolation, zeros padding and align_corners=True, the
// only form ATen sends to cuDNN (aten/src/ATen/native/GridSampler.cpp; its CUDA kernel,
// GridSampler.cu, is what runs where cuDNN is absent). grid[..., 0] is x in [-1, 1]
// over the width, grid[..., 1] y over the height; float arithmetic as ATen's float kernel.
void runGridSampler(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  View x = viewOf(t, pool, c.requiredTensor("self"));
  View grid = viewOf(t, pool, c.requiredTensor("grid"));
  View out = bufferView(t, pool, singleOutput(t, c));
  if (x.sizes.size() != 4 || grid.sizes.size() != 4 || grid.sizes[3] != 2 || out.sizes.size() != 4 || grid.sizes[0] != x.sizes[0])
    throw std::runtime_error("cudnn_grid_sampler: input must be [N, C, H, W] and grid [N, Ho, Wo, 2]");
  const std::int64_t N = x.sizes[0], C = x.sizes[1], H = x.sizes[2], W = x.sizes[3], Ho = grid.sizes[1], Wo = grid.sizes[2];
  if (out.sizes != std::vector<std::int64_t>{N, C, Ho, Wo}) throw std::runtime_error("cudnn_grid_sampler: the output is not [N, C, Ho, Wo]");
#pragma omp parallel for schedule(static)
  for (std::int64_t nhw = 0; nhw < N * Ho * Wo; ++nhw) {
    const std::int64_t n = nhw / (Ho * Wo), h = nhw / Wo % Ho, w = nhw % Wo;
    const float* gp = grid.base + grid.offset + n * grid.strides[0] + h * grid.strides[1] + w * grid.strides[2];
    const float ix = (gp[0] + 1.0f) / 2.0f * static_cast<float>(W - 1), iy = (gp[grid.strides[3]] + 1.0f) / 2.0f * static_cast<float>(H - 1);
    const auto x0 = static_cast<std::int64_t>(std::floor(ix)), y0 = static_cast<std::int64_t>(std::floor(iy));
    const float fx0 = static_cast<float>(x0), fy0 = static_cast<float>(y0), fx1 = fx0 + 1.0f, fy1 = fy0 + 1.0f;
    const float wnw = (fx1 - ix) * (fy1 - iy), wne = (ix - fx0) * (fy1 - iy), wsw = (fx1 - ix) * (iy - fy0), wse = (ix - fx0) * (iy - fy0);
    auto inside = [&](std::int64_t yy, std::int64_t xx) { return yy >= 0 && yy < H && xx >= 0 && xx < W; };
    for (std::int64_t ch = 0; ch < C; ++ch) {
      const float* p = x.base + x.offset + n * x.strides[0] + ch * x.strides[1];
      auto at = [&](std::int64_t yy, std::int64_t xx) { return p[yy * x.strides[2] + xx * x.strides[3]]; };
      float v = 0.0f;
      if (inside(y0, x0)) v += at(y0, x0) * wnw;
      if (inside(y0, x0 + 1)) v += at(y0, x0 + 1) * wne;
      if (inside(y0 + 1, x0)) v += at(y0 + 1, x0) * wsw;
      if (inside(y0 + 1, x0 + 1)) v += at(y0 + 1, x0 + 1) * wse;
      out.base[out.offset + n * out.strides[0] + ch * out.strides[1] + h * out.strides[2] + w * out.strides[3]] = v;
    }
  }
  if (mark) markView(out);
}

// aten._embedding_bag(weight [E, D], indices [n], offsets [B or B + 1], ..., mode,
// per_sample_weights, include_last_offset, padding_idx) -> (output [B, D], offset2bag,
// bag_size, max_indices): bag b reduces rows weight[indices[i]] for i in [offsets[b],
// offsets[b + 1]) (the last bag to n unless include_last_offset), mode 0 sum (each row
// times per_sample_weights[i] when given), 1 mean, 2 max; an index equal to padding_idx
// is skipped; an empty bag is 0 (ATen's EmbeddingBag.cpp). Items 1 and 2 (the bag of
// each index, the rows per bag) are written where the program uses them; item 3 only
// in max mode. Sums in double, stored in the weight's type.
void runEmbeddingBag(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  View w = viewOf(t, pool, c.requiredTensor("weight"));
  const AnyView ix = anyViewOf(t, pool, c.tensor("indices")), off = anyViewOf(t, pool, c.tensor("offsets"));
  const std::int64_t mode = c.integer("mode", 0), pad = c.integer("padding_idx", -1);
  const bool lastOffset = c.flag("include_last_offset", false);
  const auto psw = c.tensor("per_sample_weights");
  std::optional<AnyView> weights;
  if (psw) weights = anyViewOf(t, pool, psw);
  if (w.sizes.size() != 2 || ix.sizes.size() != 1 || off.sizes.size() != 1)
    throw std::runtime_error("_embedding_bag: weight must be 2-D, indices and offsets 1-D");
  if (mode < 0 || mode > 2) throw std::runtime_error("_embedding_bag: mode " + std::to_string(mode) + " is not sum, mean or max");
  const std::int64_t E = w.sizes[0], D = w.sizes[1], n = ix.numel(), B = off.numel() - (lastOffset ? 1 : 0);
  const auto items = tupleItems(t, c.result);
  if (!items.count(0)) throw std::runtime_error("_embedding_bag: its output (" + c.result + ") is not used");
  View out = bufferView(t, pool, items.at(0));
  if (out.sizes != std::vector<std::int64_t>{B, D}) throw std::runtime_error("_embedding_bag: the output is not [bags, D]");
  std::optional<AnyView> offset2bag, bagSize, maxIndices;
  auto item = [&](int k) {
    ir::TensorRef whole;
    whole.buffer = items.at(k);
    return anyViewOf(t, pool, whole);
  };
  if (items.count(1)) offset2bag = item(1);
  if (items.count(2)) bagSize = item(2);
  if (items.count(3)) {
    if (mode != 2) throw std::runtime_error("_embedding_bag: max_indices is used outside max mode");
    maxIndices = item(3);
  }
  for (std::int64_t b = 0; b < B; ++b) {
    const auto lo = static_cast<std::int64_t>(off.tensor->get(off.at(b)));
    const auto hi = b + 1 < off.numel() ? static_cast<std::int64_t>(off.tensor->get(off.at(b + 1))) : n;
    if (lo < 0 || hi > n || lo > hi) throw std::runtime_error("_embedding_bag: offsets do not ascend within the indices");
    std::vector<double> acc(static_cast<std::size_t>(D), mode == 2 ? -std::numeric_limits<double>::infinity() : 0.0);
    std::vector<std::int64_t> arg(static_cast<std::size_t>(D), -1);
    std::int64_t count = 0;
    for (std::int64_t i = lo; i < hi; ++i) {
      const auto r = static_cast<std::int64_t>(ix.tensor->get(ix.at(i)));
      if (offset2bag) offset2bag->tensor->set(offset2bag->at(i), static_cast<double>(b));
      if (r == pad) continue;
      if (r < 0 || r >= E) throw std::runtime_error("_embedding_bag: index " + std::to_string(r) + " is outside the " + std::to_string(E) + " rows");
      ++count;
      const double s = weights ? weights->tensor->get(weights->at(i)) : 1.0;
      for (std::int64_t d = 0; d < D; ++d) {
        const double v = w.base[w.offset + r * w.strides[0] + d * w.strides[1]];
        auto& a = acc[static_cast<std::size_t>(d)];
        if (mode == 2) {
          if (v > a || std::isnan(v)) {
            a = v;
            arg[static_cast<std::size_t>(d)] = r;
          }
        } else {
          a += v * s;
        }
      }
    }
    for (std::int64_t d = 0; d < D; ++d) {
      double v = acc[static_cast<std::size_t>(d)];
      if (count == 0) v = 0;
      else if (mode == 1) v /= static_cast<double>(count);
      out.base[out.offset + b * out.strides[0] + d * out.strides[1]] = static_cast<float>(v);
      if (maxIndices) maxIndices->tensor->set(maxIndices->at(b * D + d), static_cast<double>(count ? arg[static_cast<std::size_t>(d)] : -1));
    }
    if (bagSize) bagSize->tensor->set(bagSize->at(b), static_cast<double>(count));
  }
  if (mark) {
    markView(out);
    for (auto* v : {&offset2bag, &bagSize, &maxIndices})
      if (*v)
        for (std::int64_t i = 0; i < (*v)->numel(); ++i) markElement(*(*v)->tensor, (*v)->at(i));
  }
}

void runRoiAlign(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  View x = viewOf(t, pool, c.requiredTensor("input"));
  View rois = viewOf(t, pool, c.requiredTensor("rois"));
  View out = bufferView(t, pool, singleOutput(t, c));
  const float scale = static_cast<float>(c.real("spatial_scale", 1.0));
  const std::int64_t ph = c.integer("pooled_height", 1), pw = c.integer("pooled_width", 1), ratio = c.integer("sampling_ratio", -1);
  const bool aligned = c.flag("aligned", false);
  if (x.sizes.size() != 4 || rois.sizes.size() != 2 || rois.sizes[1] != 5 || out.sizes.size() != 4)
    throw std::runtime_error("roi_align: input must be [N, C, H, W], rois [K, 5] and the output 4-D");
  const std::int64_t N = x.sizes[0], C = x.sizes[1], H = x.sizes[2], W = x.sizes[3], K = rois.sizes[0];
  if (out.sizes != std::vector<std::int64_t>{K, C, ph, pw}) throw std::runtime_error("roi_align: the output is not [K, C, pooled_height, pooled_width]");
#pragma omp parallel for schedule(static)
  for (std::int64_t kc = 0; kc < K * C; ++kc) {
    const std::int64_t k = kc / C, ch = kc % C;
    auto roi = [&](int i) { return rois.base[rois.offset + k * rois.strides[0] + i * rois.strides[1]]; };
    const auto b = static_cast<std::int64_t>(roi(0));
    const float off = aligned ? 0.5f : 0.0f;
    const float x1 = roi(1) * scale - off, y1 = roi(2) * scale - off, x2 = roi(3) * scale - off, y2 = roi(4) * scale - off;
    float rw = x2 - x1, rh = y2 - y1;
    if (!aligned) {
      rw = std::max(rw, 1.0f);
      rh = std::max(rh, 1.0f);
    }
    const float bh = rh / static_cast<float>(ph), bw = rw / static_cast<float>(pw);
    const std::int64_t gh = ratio > 0 ? ratio : static_cast<std::int64_t>(std::ceil(rh / static_cast<float>(ph)));
    const std::int64_t gw = ratio > 0 ? ratio : static_cast<std::int64_t>(std::ceil(rw / static_cast<float>(pw)));
    const float count = static_cast<float>(std::max<std::int64_t>(gh * gw, 1));
    const float* plane = b >= 0 && b < N ? x.base + x.offset + b * x.strides[0] + ch * x.strides[1] : nullptr;
    for (std::int64_t i = 0; i < ph; ++i)
      for (std::int64_t j = 0; j < pw; ++j) {
        float v = 0.0f;
        if (plane)
          for (std::int64_t iy = 0; iy < gh; ++iy) {
            const float yy = y1 + static_cast<float>(i) * bh + (static_cast<float>(iy) + 0.5f) * bh / static_cast<float>(gh);
            for (std::int64_t ix = 0; ix < gw; ++ix) {
              const float xx = x1 + static_cast<float>(j) * bw + (static_cast<float>(ix) + 0.5f) * bw / static_cast<float>(gw);
              v += roiBilinear(plane, x.strides[2], x.strides[3], H, W, yy, xx);
            }
          }
        out.base[out.offset + k * out.strides[0] + ch * out.strides[1] + i * out.strides[2] + j * out.strides[3]] =
            plane ? v / count : 0.0f;
      }
  }
  if (mark) markView(out);
}

// aten.histc(x, bins=100, min=0, max=0): counts of x's values in `bins` equal bins
// over [min, max], in x's type. Bin of v: floor((v - min) * bins / (max - min)), v ==
// max in the last bin; values outside [min, max] and NaN are not counted. min == max
// takes the data's min and max (and widens an empty range by 1 each side), as aten.
void runHistc(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView x = anyViewOf(t, pool, c.tensor("self"));
  const std::int64_t bins = c.integer("bins", 100);
  double lo = c.real("min", 0), hi = c.real("max", 0);
  if (bins <= 0) throw std::runtime_error("histc: bins must be positive");
  const std::int64_t n = x.numel();
  if (lo == hi && n > 0) {
    lo = std::numeric_limits<double>::infinity();
    hi = -lo;
    for (std::int64_t i = 0; i < n; ++i) {
      const double v = x.tensor->get(x.at(i));
      if (std::isnan(v)) continue;
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  }
  if (lo == hi) {
    lo -= 1;
    hi += 1;
  }
  if (!(lo < hi)) throw std::runtime_error("histc: max must be larger than min");
  // the result holds the bins (checked before they are counted: a call's bins may be absurd)
  const std::string name = singleOutput(t, c);
  ir::TensorRef whole;
  whole.buffer = name;
  AnyView out = anyViewOf(t, pool, whole);
  if (out.numel() != bins) throw std::runtime_error("histc: output " + name + " does not hold " + std::to_string(bins) + " bins");
  std::vector<double> counts(static_cast<std::size_t>(bins), 0.0);
  for (std::int64_t i = 0; i < n; ++i) {
    const double v = x.tensor->get(x.at(i));
    if (std::isnan(v) || v < lo || v > hi) continue;
    auto b = v == hi ? bins - 1 : static_cast<std::int64_t>(std::floor((v - lo) * static_cast<double>(bins) / (hi - lo)));
    b = std::clamp<std::int64_t>(b, 0, bins - 1);
    counts[static_cast<std::size_t>(b)] += 1;
  }
  for (std::int64_t b = 0; b < bins; ++b) {
    const std::int64_t e = out.at(b);
    out.tensor->set(e, counts[static_cast<std::size_t>(b)]);
    if (mark) markElement(*out.tensor, e);
  }
}

// Grouped matmul of expert rows (transformers.grouped_mm_fallback(input, weight, offs),
// aten._grouped_mm(mat_a, mat_b, offs) for a 2-D mat_a and 3-D mat_b): input (S, K)
// holds the rows of group g in [offs[g-1], offs[g]) (offs: G cumulative ends, int32;
// the first group starts at 0); out[rows of g] = input[rows of g] @ weight[g] with
// weight (G, K, N). Rows after the last end are zero (the transformers fallback starts
// from zeros). Float32, through stridedGemm.
void runGroupedMm(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  // transformers' fallback names its operands (input, weight), aten's (self, mat2)
  const bool fallback = c.op == "transformers.grouped_mm_fallback";
  const View a = viewOf(t, pool, c.requiredTensor(fallback ? "input" : "self")),
             w = viewOf(t, pool, c.requiredTensor(fallback ? "weight" : "mat2"));
  const AnyView offs = anyViewOf(t, pool, c.tensor("offs"));
  if (a.sizes.size() != 2 || w.sizes.size() != 3 || offs.sizes.size() != 1 || offs.sizes[0] != w.sizes[0] ||
      a.sizes[1] != w.sizes[1])
    throw std::runtime_error("grouped mm: expects input (S, K), weight (G, K, N) and offs (G)");
  const std::int64_t S = a.sizes[0], K = a.sizes[1], G = w.sizes[0], N = w.sizes[2];
  View out = bufferView(t, pool, singleOutput(t, c));
  if (out.sizes.size() != 2 || out.sizes[0] != S || out.sizes[1] != N)
    throw std::runtime_error("grouped mm: output is not (" + std::to_string(S) + ", " + std::to_string(N) + ")");
  for (std::int64_t i = 0; i < S; ++i)
    for (std::int64_t j = 0; j < N; ++j) out.ptr()[i * out.strides[0] + j * out.strides[1]] = 0.0f;
  std::int64_t start = 0;
  for (std::int64_t g = 0; g < G; ++g) {
    const auto end = static_cast<std::int64_t>(offs.tensor->get(offs.at(g)));
    if (end < start || end > S) throw std::runtime_error("grouped mm: offs[" + std::to_string(g) + "] = " + std::to_string(end) + " is out of order or past the rows");
    if (end > start)
      stridedGemm(a.ptr() + start * a.strides[0], a.strides[0], a.strides[1], w.ptr() + g * w.strides[0], w.strides[1],
                  w.strides[2], out.ptr() + start * out.strides[0], out.strides[0], out.strides[1], end - start, N, K, 1.0f,
                  0.0f);
    start = end;
  }
  if (mark) markView(out);
}

void runAttention(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  // the efficient and cuDNN forms name their additive mask attn_bias, the flash forms attn_mask
  const bool efficient = c.op.find("efficient") != std::string::npos || c.op.find("cudnn") != std::string::npos;
  View q = viewOf(t, pool, c.requiredTensor("query")), k = viewOf(t, pool, c.requiredTensor("key")),
       v = viewOf(t, pool, c.requiredTensor("value"));
  const auto biasArg = c.tensor(efficient ? "attn_bias" : "attn_mask");
  const bool hasBias = biasArg.has_value();
  View bias;
  if (hasBias) bias = viewOf(t, pool, *biasArg);
  // a mask of rank 2 or 3 ([L, S], [H, L, S]) broadcasts from the right, as torch's:
  // leading dims of size 1 (externValueProblem refused any that do not broadcast)
  while (hasBias && bias.sizes.size() < 4) {
    bias.sizes.insert(bias.sizes.begin(), 1);
    bias.strides.insert(bias.strides.begin(), 0);
  }
  const double dropout = c.real("dropout_p", 0);
  const bool causal = c.flag("is_causal", false);
  if (dropout < 0 || dropout >= 1) throw std::runtime_error("attention dropout_p must be in [0, 1)");
  if (q.sizes.size() != 4) throw std::runtime_error("attention expects 4-D query/key/value");
  const std::int64_t Bn = q.sizes[0], H = q.sizes[1], L = q.sizes[2], E = q.sizes[3], S = k.sizes[2], Ev = v.sizes[3];
  const double scale = c.real("scale", 1.0 / std::sqrt(static_cast<double>(E)));
  auto items = tupleItems(t, c.result);
  if (!items.count(0)) throw std::runtime_error("attention output (tuple item 0) is not used");
  // Items after (output, logsumexp): sequence offsets and the dropout RNG state
  // (PyTorch's signatures: the efficient form returns (output, log_sumexp,
  // philox_seed, philox_offset), the cuDNN form has philox_seed and philox_offset at 6
  // and 7). With dropout, the state is the one this mask drew from: seed
  // kAttentionDropoutSeed, offset 0; the other items, and all of them without dropout,
  // are left as they are (nothing here reads them).
  const bool cudnnForm = c.op.find("cudnn") != std::string::npos;
  const int seedItem = !efficient ? -1 : cudnnForm ? 6 : 2;
  for (const auto& [i, name] : items) {
    if (dropout <= 0 || i <= 1 || (i != seedItem && i != seedItem + 1)) continue;
    auto it = pool.find(name);
    if (it == pool.end()) continue;
    for (std::int64_t e = 0; e < it->second.numel; ++e)
      it->second.set(e, i == seedItem ? static_cast<double>(kAttentionDropoutSeed) : 0.0);
    if (mark) it->second.written.assign(static_cast<std::size_t>(it->second.numel), 1);
  }
  View out = bufferView(t, pool, items[0]);
  View lse;
  bool wantLse = items.count(1) > 0;
  if (wantLse) lse = bufferView(t, pool, items[1]);
  std::vector<float> scores(static_cast<std::size_t>(L * S));
  for (std::int64_t b = 0; b < Bn; ++b)
    for (std::int64_t h = 0; h < H; ++h) {
      const float* qp = q.ptr() + b * q.strides[0] + h * q.strides[1];
      const float* kp = k.ptr() + b * k.strides[0] + h * k.strides[1];
      const float* vp = v.ptr() + b * v.strides[0] + h * v.strides[1];
      // scores = scale * Q K^T
      stridedGemm(qp, q.strides[2], q.strides[3], kp, k.strides[3], k.strides[2], scores.data(), S, 1, L, S, E,
                  static_cast<float>(scale), 0.0f);
      for (std::int64_t i = 0; i < L; ++i) {
        float* row = scores.data() + i * S;
        float mx = -std::numeric_limits<float>::infinity();
        for (std::int64_t j = 0; j < S; ++j) {
          if (hasBias)
            row[j] += bias.ptr()[(bias.sizes[0] == 1 ? 0 : b) * bias.strides[0] + (bias.sizes[1] == 1 ? 0 : h) * bias.strides[1] +
                                 (bias.sizes[2] == 1 ? 0 : i) * bias.strides[2] + (bias.sizes[3] == 1 ? 0 : j) * bias.strides[3]];
          if (causal && j > i) row[j] = -std::numeric_limits<float>::infinity();
          mx = std::max(mx, row[j]);
        }
        double sum = 0;
        for (std::int64_t j = 0; j < S; ++j) {
          row[j] = mx == -std::numeric_limits<float>::infinity() ? 0.0f : std::exp(row[j] - mx);
          sum += row[j];
        }
        for (std::int64_t j = 0; j < S; ++j) row[j] = sum > 0 ? static_cast<float>(row[j] / sum) : 0.0f;
        if (dropout > 0) {
          // FusionScope's own dropout mask: Philox rand(kAttentionDropoutSeed, flat index) < p drops
          const float keepScale = static_cast<float>(1.0 / (1.0 - dropout));
          for (std::int64_t j = 0; j < S; ++j) {
            std::int64_t flat = ((b * H + h) * L + i) * S + j;
            row[j] = philoxRand(kAttentionDropoutSeed, flat) < dropout ? 0.0f : row[j] * keepScale;
          }
        }
        if (wantLse) {
          std::int64_t off = b * lse.strides[0] + h * lse.strides[1] + i * lse.strides[2];
          lse.ptr()[off] = static_cast<float>(mx + std::log(sum));
        }
      }
      float* op = out.ptr() + b * out.strides[0] + h * out.strides[1];
      stridedGemm(scores.data(), S, 1, vp, v.strides[2], v.strides[3], op, out.strides[2], out.strides[3], L, Ev, S, 1.0f,
                  0.0f);
    }
  if (mark) {
    markView(out);
    if (wantLse) markView(lse);
  }
}

// aten._scaled_dot_product_efficient_attention_backward(grad_out, query, key, value,
// attn_bias, out, logsumexp, philox_seed, philox_offset, dropout_p, grad_input_mask,
// is_causal=False, *, scale=None) -> (grad_query, grad_key, grad_value, grad_bias), the
// signature of PyTorch's native_functions.yaml. The probabilities P are recomputed as
// runAttention computes them (bias, causal mask, scale, and this runtime's dropout mask
// M: 0 where dropped, 1/(1-p) where kept); then, per batch and head,
//   dV = (P*M)^T dO,  dP = (dO V^T) * M,  dS = P * (dP - rowsum(dP * P)),
//   dQ = scale * dS K,  dK = scale * dS^T Q,  grad_bias = dS (summed over the bias's
//   broadcast dimensions).
// aten._scaled_dot_product_cudnn_attention_backward(grad_out, query, key, value, out,
// logsumexp, philox_seed, philox_offset, attn_bias, cum_seq_q, cum_seq_k, max_q, max_k,
// dropout_p, is_causal, *, scale=None) -> (grad_query, grad_key, grad_value) is the same
// computation without grad_bias, and so is
// aten._scaled_dot_product_flash_attention_for_cpu_backward(grad_out, query, key, value,
// out, logsumexp, dropout_p, is_causal, *, attn_mask=None, scale=None) -> (grad_query,
// grad_key, grad_value), whose additive mask is named attn_mask (torch 2.12+'s CPU
// training dumps call it).
void runAttentionBackward(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const bool cpuForm = c.op == "aten._scaled_dot_product_flash_attention_for_cpu_backward";
  const bool cudnnForm = cpuForm || c.op == "aten._scaled_dot_product_cudnn_attention_backward";  // no grad_bias
  View go = viewOf(t, pool, c.requiredTensor(cudnnForm ? "grad_out" : "grad_out_")), q = viewOf(t, pool, c.requiredTensor("query")),
       k = viewOf(t, pool, c.requiredTensor("key")), v = viewOf(t, pool, c.requiredTensor("value"));
  const auto biasArg = c.tensor(cpuForm ? "attn_mask" : "attn_bias");
  View bias;
  const bool hasBias = biasArg.has_value();
  if (hasBias) bias = viewOf(t, pool, *biasArg);
  const double dropout = c.real("dropout_p", 0);
  const bool causal = c.flag("is_causal", false);
  if (dropout < 0 || dropout >= 1) throw std::runtime_error("attention dropout_p must be in [0, 1)");
  if (q.sizes.size() != 4) throw std::runtime_error("attention backward expects 4-D query/key/value");
  const std::int64_t Bn = q.sizes[0], H = q.sizes[1], L = q.sizes[2], E = q.sizes[3], S = k.sizes[2], Ev = v.sizes[3];
  const double scale = c.real("scale", 1.0 / std::sqrt(static_cast<double>(E)));
  auto items = tupleItems(t, c.result);
  View gq, gk, gv, gb;
  const bool wq = items.count(0), wk = items.count(1), wv = items.count(2), wb = !cudnnForm && items.count(3) && hasBias;
  if (wq) gq = bufferView(t, pool, items[0]);
  if (wk) gk = bufferView(t, pool, items[1]);
  if (wv) gv = bufferView(t, pool, items[2]);
  if (wb) gb = bufferView(t, pool, items[3]);
  auto at4 = [](const View& x, std::int64_t a, std::int64_t b, std::int64_t i, std::int64_t j) -> float& {
    auto ix = [&](int d, std::int64_t n) { return x.sizes[static_cast<std::size_t>(d)] == 1 ? 0 : n * x.strides[static_cast<std::size_t>(d)]; };
    return x.ptr()[ix(0, a) + ix(1, b) + ix(2, i) + ix(3, j)];
  };
  if (wb)
    for (std::int64_t a = 0; a < gb.sizes[0]; ++a)
      for (std::int64_t b = 0; b < gb.sizes[1]; ++b)
        for (std::int64_t i = 0; i < gb.sizes[2]; ++i)
          for (std::int64_t j = 0; j < gb.sizes[3]; ++j) at4(gb, a, b, i, j) = 0.0f;
  const float keepScale = static_cast<float>(1.0 / (1.0 - dropout));
  std::vector<double> P(static_cast<std::size_t>(L * S)), M(static_cast<std::size_t>(L * S)), dS(static_cast<std::size_t>(L * S));
  for (std::int64_t b = 0; b < Bn; ++b)
    for (std::int64_t h = 0; h < H; ++h) {
      for (std::int64_t i = 0; i < L; ++i) {
        double mx = -std::numeric_limits<double>::infinity();
        for (std::int64_t j = 0; j < S; ++j) {
          double sc = 0;
          for (std::int64_t e = 0; e < E; ++e) sc += static_cast<double>(at4(q, b, h, i, e)) * at4(k, b, h, j, e);
          sc *= scale;
          if (hasBias) sc += at4(bias, b, h, i, j);
          if (causal && j > i) sc = -std::numeric_limits<double>::infinity();
          P[static_cast<std::size_t>(i * S + j)] = sc;
          mx = std::max(mx, sc);
        }
        double sum = 0;
        for (std::int64_t j = 0; j < S; ++j) {
          double& x = P[static_cast<std::size_t>(i * S + j)];
          x = mx == -std::numeric_limits<double>::infinity() ? 0.0 : std::exp(x - mx);
          sum += x;
        }
        for (std::int64_t j = 0; j < S; ++j) {
          P[static_cast<std::size_t>(i * S + j)] = sum > 0 ? P[static_cast<std::size_t>(i * S + j)] / sum : 0.0;
          const std::int64_t flat = ((b * H + h) * L + i) * S + j;
          M[static_cast<std::size_t>(i * S + j)] =
              dropout > 0 ? (philoxRand(kAttentionDropoutSeed, flat) < dropout ? 0.0 : keepScale) : 1.0;
        }
      }
      if (wv)
        for (std::int64_t j = 0; j < S; ++j)
          for (std::int64_t e = 0; e < Ev; ++e) {
            double acc = 0;
            for (std::int64_t i = 0; i < L; ++i)
              acc += P[static_cast<std::size_t>(i * S + j)] * M[static_cast<std::size_t>(i * S + j)] * at4(go, b, h, i, e);
            at4(gv, b, h, j, e) = static_cast<float>(acc);
          }
      for (std::int64_t i = 0; i < L; ++i) {
        double rowsum = 0;
        for (std::int64_t j = 0; j < S; ++j) {
          double dp = 0;
          for (std::int64_t e = 0; e < Ev; ++e) dp += static_cast<double>(at4(go, b, h, i, e)) * at4(v, b, h, j, e);
          dp *= M[static_cast<std::size_t>(i * S + j)];
          dS[static_cast<std::size_t>(i * S + j)] = dp;
          rowsum += dp * P[static_cast<std::size_t>(i * S + j)];
        }
        for (std::int64_t j = 0; j < S; ++j) {
          double& d = dS[static_cast<std::size_t>(i * S + j)];
          d = P[static_cast<std::size_t>(i * S + j)] * (d - rowsum);
          if (wb) at4(gb, b, h, i, j) += static_cast<float>(d);
        }
      }
      if (wq)
        for (std::int64_t i = 0; i < L; ++i)
          for (std::int64_t e = 0; e < E; ++e) {
            double acc = 0;
            for (std::int64_t j = 0; j < S; ++j) acc += dS[static_cast<std::size_t>(i * S + j)] * at4(k, b, h, j, e);
            at4(gq, b, h, i, e) = static_cast<float>(scale * acc);
          }
      if (wk)
        for (std::int64_t j = 0; j < S; ++j)
          for (std::int64_t e = 0; e < E; ++e) {
            double acc = 0;
            for (std::int64_t i = 0; i < L; ++i) acc += dS[static_cast<std::size_t>(i * S + j)] * at4(q, b, h, i, e);
            at4(gk, b, h, j, e) = static_cast<float>(scale * acc);
          }
    }
  if (mark) {
    if (wq) markView(gq);
    if (wk) markView(gk);
    if (wv) markView(gv);
    if (wb) markView(gb);
  }
}

void runRandint(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  auto it = pool.find(c.result);
  if (it == pool.end()) throw std::runtime_error("randint output '" + c.result + "' has no storage");
  auto& out = it->second;
  if (out.dtype != codegen::DType::I64) throw std::runtime_error("randint output '" + c.result + "' is not int64");
  // Seeds below 2^52, so that they stay exact in the interpreter's doubles.
  auto* p = reinterpret_cast<std::int64_t*>(out.data());
  std::mt19937_64 rng(0x5EED5EEDULL);
  for (std::int64_t i = 0; i < out.numel; ++i) p[i] = static_cast<std::int64_t>(rng() >> 12);
  if (mark) out.written.assign(static_cast<std::size_t>(out.numel), 1);
  (void)t;
}

// aten.uniform(self, from=0, to=1): self's shape filled with values uniform in [from, to)
// (wav2vec2's SpecAugment draws one float64 probability); a fixed seed, so a kernel and the
// reference see the same draw. PyTorch's generator is not reproduced: nothing compares to it.
// A complex result is drawn as torch draws it, through its real view: real and imaginary
// parts each uniform in [from, to).
void runUniform(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const std::string name = singleOutput(t, c);  // a FallbackKernel's MultiOutput item
  auto it = pool.find(name);
  if (it == pool.end()) throw std::runtime_error("aten.uniform: output '" + name + "' has no storage");
  auto& out = it->second;
  const bool complex = codegen::isComplex(out.dtype);
  if (!codegen::isFloat(out.dtype) && !complex)
    throw std::runtime_error("aten.uniform: output '" + name + "' is not a floating or complex tensor");
  const double from = c.real("from", 0.0), to = c.real("to", 1.0);
  std::mt19937_64 rng(0x0417F0E5ULL);
  std::uniform_real_distribution<double> u(from, to);
  for (std::int64_t i = 0; i < out.numel; ++i) {
    if (!complex) {
      out.set(i, u(rng));
      continue;
    }
    const double re = u(rng);
    out.setComplex(i, {re, u(rng)});
  }
  if (mark) out.written.assign(static_cast<std::size_t>(out.numel), 1);
}

// ---- complex values: FNet's Fourier mixing (copy_ into complex64, _fft_c2c,
// view_as_real) and rotary embeddings in polar form (DeepSeek-V2: polar, view_as_complex,
// mul, unsqueeze, view_as_real). Inductor generates no kernel over complex values; these
// are its fallbacks, here on the host's complex64/complex128 buffers (HostTensor::
// getComplex), every tensor through its own strides.

// Most elements a library call here walks (a view of stride 0 may name far more elements
// than its storage holds): past it the call is refused, not run for hours.
constexpr std::int64_t kMaxCallElements = std::int64_t{1} << 34;

// True when two positions of the view share an element: sorted by stride, each dim's
// stride must pass the extent of the dims inside it (Inductor's outputs never overlap).
bool overlapsItself(const std::vector<std::int64_t>& sizes, const std::vector<std::int64_t>& strides) {
  std::vector<std::pair<std::int64_t, std::int64_t>> dims;  // (|stride|, size) of dims of size > 1
  for (std::size_t d = 0; d < sizes.size(); ++d)
    if (sizes[d] > 1) dims.emplace_back(strides[d] < 0 ? -strides[d] : strides[d], sizes[d]);
  std::sort(dims.begin(), dims.end());
  std::int64_t reach = 0;  // the largest offset the inner dims reach
  for (const auto& [stride, size] : dims) {
    if (stride <= reach) return true;
    std::int64_t span = 0;
    if (__builtin_mul_overflow(stride, size - 1, &span) || __builtin_add_overflow(reach, span, &reach))
      return false;  // past int64: the storage check refuses it
  }
  return false;
}

// The whole buffer `name`, in its own layout: a library call's result, which must lie in
// its storage and not overlap itself.
AnyView wholeView(const BufferTable& t, BufferPool& pool, const std::string& name) {
  ir::TensorRef whole;
  whole.buffer = name;
  AnyView v = anyViewOf(t, pool, whole);
  if (overlapsItself(v.sizes, v.strides))
    throw std::runtime_error("result '" + name + "': its layout maps two positions to one element");
  if (v.numel() > kMaxCallElements) throw std::runtime_error("result '" + name + "' has more than 2^34 elements");
  return v;
}

// Argument `name` of c, which the schema requires (no default): absent or None throws.
const ir::ExternArg& requiredArg(const ExternCall& c, std::string_view name) {
  const ir::ExternArg* a = c.arg(name);
  if (!a || a->kind == ir::ExternArg::Kind::None) throw std::runtime_error(c.op + ": argument " + std::string(name) + " is missing");
  return *a;
}

// A complex or a real tensor, as a call needs it.
void expectComplex(const ExternCall& c, const char* what, const AnyView& v, bool complex) {
  if (codegen::isComplex(v.tensor->dtype) != complex)
    throw std::runtime_error(c.op + ": " + what + " is " + codegen::torchName(v.tensor->dtype) + ", not a " +
                             (complex ? "complex" : "real") + " tensor");
}

// Calls f(idx) for every multi-index of `sizes`, the last dim fastest.
template <class F>
void forEachIndex(const std::vector<std::int64_t>& sizes, F&& f) {
  std::int64_t n = 1;
  for (auto s : sizes) n *= s;
  std::vector<std::int64_t> idx(sizes.size(), 0);
  for (std::int64_t i = 0; i < n; ++i) {
    f(static_cast<const std::vector<std::int64_t>&>(idx));
    for (std::size_t d = idx.size(); d-- > 0;) {
      if (++idx[d] < sizes[d]) break;
      idx[d] = 0;
    }
  }
}

// Throws when v's shape does not broadcast to `outSizes` as ATen broadcasts: v's dims align
// with the last dims of the result, and a dim of size 1 repeats.
void checkBroadcast(const std::string& op, const AnyView& v, const std::vector<std::int64_t>& outSizes) {
  bool ok = v.sizes.size() <= outSizes.size();
  for (std::size_t d = 0; ok && d < v.sizes.size(); ++d) {
    const auto o = outSizes[outSizes.size() - v.sizes.size() + d];
    ok = v.sizes[d] == o || v.sizes[d] == 1;
  }
  if (!ok) throw std::runtime_error(op + ": an operand's shape does not broadcast to the result's");
}
// Storage index of result position `idx` in operand view v, broadcast (checkBroadcast).
std::int64_t broadcastAt(const AnyView& v, const std::vector<std::int64_t>& idx) {
  std::int64_t off = v.offset;
  const std::size_t lead = idx.size() - v.sizes.size();
  for (std::size_t d = 0; d < v.sizes.size(); ++d)
    if (v.sizes[d] != 1) off += idx[lead + d] * v.strides[d];
  return off;
}
// Storage index of position `idx` of view v; v's dims past idx.size() at 0.
std::int64_t storageAt(const AnyView& v, const std::vector<std::int64_t>& idx) {
  std::int64_t off = v.offset;
  for (std::size_t d = 0; d < idx.size(); ++d) off += idx[d] * v.strides[d];
  return off;
}

// out[idx] = f(a[idx], b[idx]) over the result's shape, a and b broadcast (b may be absent:
// a scalar operand), in complex arithmetic (real tensors read as x + 0i; a real result keeps
// the real part).
template <class F>
void complexElementwise(const std::string& op, const AnyView& a, const AnyView* b, AnyView out, bool mark, F&& f) {
  checkBroadcast(op, a, out.sizes);
  if (b) checkBroadcast(op, *b, out.sizes);
  forEachIndex(out.sizes, [&](const std::vector<std::int64_t>& idx) {
    const auto x = a.tensor->getComplex(broadcastAt(a, idx));
    const auto y = b ? b->tensor->getComplex(broadcastAt(*b, idx)) : std::complex<double>{};
    const std::int64_t o = storageAt(out, idx);
    out.tensor->setComplex(o, f(x, y));
    if (mark) markElement(*out.tensor, o);
  });
}

// aten.polar(abs, angle): abs * (cos(angle) + i sin(angle)).
void runPolar(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView r = anyViewOf(t, pool, c.requiredTensor("abs")), th = anyViewOf(t, pool, c.requiredTensor("angle"));
  const AnyView out = wholeView(t, pool, singleOutput(t, c));
  expectComplex(c, "abs", r, false);
  expectComplex(c, "angle", th, false);
  expectComplex(c, "the result", out, true);
  complexElementwise(c.op, r, &th, out, mark,
                     [](std::complex<double> x, std::complex<double> y) { return std::polar(x.real(), y.real()); });
}

// aten.mul(self, other), other a tensor or a scalar: the product, complex or real.
void runMul(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView a = anyViewOf(t, pool, c.requiredTensor("self"));
  const AnyView out = wholeView(t, pool, singleOutput(t, c));
  // a complex operand makes a complex product: a real result would drop its imaginary part
  const bool complexIn = codegen::isComplex(a.tensor->dtype);
  if (requiredArg(c, "other").kind == ir::ExternArg::Kind::Tensor) {
    const AnyView b = anyViewOf(t, pool, c.requiredTensor("other"));
    if (complexIn || codegen::isComplex(b.tensor->dtype)) expectComplex(c, "the result", out, true);
    complexElementwise(c.op, a, &b, out, mark, [](auto x, auto y) { return x * y; });
  } else {
    const double k = c.real("other", 1.0);
    if (complexIn) expectComplex(c, "the result", out, true);
    complexElementwise(c.op, a, nullptr, out, mark, [k](auto x, auto) { return x * k; });
  }
}

// aten.unsqueeze(self, dim): self with a dim of size 1 inserted (a view in PyTorch; here
// the result's own storage gets the values).
void runUnsqueeze(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  AnyView a = anyViewOf(t, pool, c.requiredTensor("self"));
  const AnyView out = wholeView(t, pool, singleOutput(t, c));
  const auto rank = static_cast<std::int64_t>(a.sizes.size());
  requiredArg(c, "dim");
  std::int64_t dim = c.integer("dim", 0);
  if (dim < 0) dim += rank + 1;
  if (dim < 0 || dim > rank) throw std::runtime_error(c.op + ": dim is outside the result's rank");
  a.sizes.insert(a.sizes.begin() + dim, 1);
  a.strides.insert(a.strides.begin() + dim, 0);
  if (a.sizes != out.sizes) throw std::runtime_error(c.op + ": the result's shape is not self's with a 1 at dim");
  complexElementwise(c.op, a, nullptr, out, mark, [](auto x, auto) { return x; });
}

// aten.view_as_real(self): complex [..] -> real [.., 2] (real part, imaginary part);
// aten.view_as_complex(self): real [.., 2] -> complex [..]. Views in PyTorch; here the
// result's own storage gets the values.
void runViewAsReal(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView a = anyViewOf(t, pool, c.requiredTensor("self"));
  const AnyView out = wholeView(t, pool, singleOutput(t, c));
  expectComplex(c, "self", a, true);
  expectComplex(c, "the result", out, false);
  if (out.sizes.empty() || out.sizes.back() != 2 ||
      std::vector<std::int64_t>(out.sizes.begin(), out.sizes.end() - 1) != a.sizes)
    throw std::runtime_error(c.op + ": the result's shape is not self's with a last dim of 2");
  forEachIndex(a.sizes, [&](const std::vector<std::int64_t>& idx) {
    const auto z = a.tensor->getComplex(storageAt(a, idx));
    const std::int64_t o = storageAt(out, idx);  // the real part: out's last dim at 0
    out.tensor->set(o, z.real());
    out.tensor->set(o + out.strides.back(), z.imag());
    if (mark) {
      markElement(*out.tensor, o);
      markElement(*out.tensor, o + out.strides.back());
    }
  });
}
void runViewAsComplex(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView a = anyViewOf(t, pool, c.requiredTensor("self"));
  const AnyView out = wholeView(t, pool, singleOutput(t, c));
  expectComplex(c, "self", a, false);
  expectComplex(c, "the result", out, true);
  if (a.sizes.empty() || a.sizes.back() != 2 || std::vector<std::int64_t>(a.sizes.begin(), a.sizes.end() - 1) != out.sizes)
    throw std::runtime_error(c.op + ": self's shape is not the result's with a last dim of 2");
  forEachIndex(out.sizes, [&](const std::vector<std::int64_t>& idx) {
    const std::int64_t in = storageAt(a, idx);  // the real part: self's last dim at 0
    const std::int64_t o = storageAt(out, idx);
    out.tensor->setComplex(o, {a.tensor->get(in), a.tensor->get(in + a.strides.back())});
    if (mark) markElement(*out.tensor, o);
  });
}

// aten.copy_(self, src, non_blocking) in place: self (its mutation version, the call's
// result) takes src's values, broadcast, converted to self's type (a real src into a
// complex self: x + 0i).
void runCopyInPlace(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView src = anyViewOf(t, pool, c.requiredTensor("src"));
  const auto* od = t.find(c.result);
  if (!od || !od->layoutKnown || !pool.count(c.result))
    throw std::runtime_error(c.op + ": its result (" + c.result + ") has no storage: the buffer it updates is not known");
  AnyView out = wholeView(t, pool, c.result);
  if (const auto self = c.tensor("self"); self && self->isView) {  // a view of the buffer it updates
    out.sizes = self->sizes;
    out.strides = self->strides;
    out.offset = self->offset;
    checkViewInStorage(self->buffer, out.sizes, out.strides, out.offset, out.tensor->numel);
  }
  complexElementwise(c.op, src, nullptr, out, mark, [](auto x, auto) { return x; });
}

// The DFT of `x` (a power-of-two length n) in place, X[k] = sum_j x[j] w[jk mod n] with
// w = `twiddle` (w[k] = e^(-+2 pi i k/n)): iterative radix-2 Cooley-Tukey, O(n log n).
void radix2Dft(std::vector<std::complex<double>>& x, const std::vector<std::complex<double>>& twiddle) {
  const std::size_t n = x.size();
  for (std::size_t i = 1, j = 0; i < n; ++i) {  // bit-reversed order
    std::size_t bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) std::swap(x[i], x[j]);
  }
  for (std::size_t len = 2; len <= n; len <<= 1)
    for (std::size_t i = 0; i < n; i += len)
      for (std::size_t k = 0; k < len / 2; ++k) {
        const std::complex<double> u = x[i + k], v = x[i + k + len / 2] * twiddle[k * (n / len)];
        x[i + k] = u + v;
        x[i + k + len / 2] = u - v;
      }
}

// aten._fft_c2c(self, dim, normalization, forward): the discrete Fourier transform of a
// complex tensor over the dims `dim`, one after the other: X[k] = sum_j x[j] e^(-+2 pi i jk/n)
// (minus forward, plus backward), scaled by 1 (normalization 0), 1/sqrt(n) (1) or 1/n (2)
// for the product n of the transformed sizes (ATen's fft_norm_mode). The DFT in
// double precision: radix-2 where a length is a power of two, else the direct sum (O(n^2)).
void runFftC2c(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const AnyView a = anyViewOf(t, pool, c.requiredTensor("self"));
  AnyView out = wholeView(t, pool, singleOutput(t, c));
  expectComplex(c, "self", a, true);
  if (a.sizes != out.sizes || !codegen::isComplex(out.tensor->dtype))
    throw std::runtime_error(c.op + ": the result is not a complex tensor of self's shape");
  const auto rank = static_cast<std::int64_t>(a.sizes.size());
  requiredArg(c, "normalization");
  requiredArg(c, "forward");
  const std::int64_t mode = c.integer("normalization", 0);
  const bool forward = c.flag("forward", true);
  if (mode < 0 || mode > 2) throw std::runtime_error(c.op + ": normalization " + requiredArg(c, "normalization").text + " is not 0, 1 or 2");
  std::vector<std::int64_t> dims = c.ints("dim");
  for (auto& d : dims) {
    const std::int64_t given = d;
    if (d < 0) d += rank;
    if (d < 0 || d >= rank) throw std::runtime_error(c.op + ": dim " + std::to_string(given) + " is outside self's rank");
  }
  if (std::set<std::int64_t>(dims.begin(), dims.end()).size() != dims.size())
    throw std::runtime_error(c.op + ": a dim is named twice");
  std::vector<std::complex<double>> x;  // the tensor, row-major, transformed in place
  forEachIndex(a.sizes, [&](const std::vector<std::int64_t>& idx) { x.push_back(a.tensor->getComplex(storageAt(a, idx))); });
  double count = 1;
  std::vector<std::int64_t> rowMajor(a.sizes.size(), 1);
  for (std::int64_t d = rank - 1; d > 0; --d) rowMajor[d - 1] = rowMajor[d] * a.sizes[d];
  for (const std::int64_t dim : dims) {
    const std::int64_t n = a.sizes[dim], step = rowMajor[dim];
    count *= static_cast<double>(n);
    std::vector<std::complex<double>> twiddle(static_cast<std::size_t>(n)), line(static_cast<std::size_t>(n));
    const double sign = forward ? -1.0 : 1.0;
    for (std::int64_t k = 0; k < n; ++k) twiddle[k] = std::polar(1.0, sign * 2.0 * std::numbers::pi * static_cast<double>(k) / static_cast<double>(n));
    for (std::int64_t start = 0; start < static_cast<std::int64_t>(x.size()); ++start) {
      if ((start / step) % n != 0) continue;  // each line once, from its first element
      for (std::int64_t j = 0; j < n; ++j) line[j] = x[start + j * step];
      if ((n & (n - 1)) == 0) {
        radix2Dft(line, twiddle);
        for (std::int64_t k = 0; k < n; ++k) x[start + k * step] = line[k];
        continue;
      }
      for (std::int64_t k = 0; k < n; ++k) {
        std::complex<double> s = 0;
        for (std::int64_t j = 0; j < n; ++j) s += line[j] * twiddle[(j * k) % n];
        x[start + k * step] = s;
      }
    }
  }
  const double scale = mode == 0 ? 1.0 : mode == 1 ? 1.0 / std::sqrt(count) : 1.0 / count;
  std::size_t i = 0;
  forEachIndex(out.sizes, [&](const std::vector<std::int64_t>& idx) {
    const std::int64_t o = storageAt(out, idx);
    out.tensor->setComplex(o, x[i++] * scale);
    if (mark) markElement(*out.tensor, o);
  });
}

// aten._weight_norm_interface_backward(grad_w, saved_v, saved_g, saved_norms, dim) ->
// (grad_v, grad_g), PyTorch's weight_norm backward (aten/src/ATen/native/WeightNorm.cpp,
// the "first dim or last dim" kernels, any dim here): w = g * v / ||v||, the norm over
// every dim but `dim`; grad_g = sum(grad_w * v) / norm and
// grad_v = g / norm * (grad_w - v * grad_g / norm), both per slice of `dim`.
void runWeightNormBackward(const BufferTable& t, const ExternCall& c, BufferPool& pool, bool mark) {
  const View gw = viewOf(t, pool, c.requiredTensor("grad_w")), v = viewOf(t, pool, c.requiredTensor("saved_v")),
             g = viewOf(t, pool, c.requiredTensor("saved_g")), nrm = viewOf(t, pool, c.requiredTensor("saved_norms"));
  const int rank = static_cast<int>(v.sizes.size());
  std::int64_t dim = c.integer("dim", 0);
  if (dim < 0) dim += rank;
  if (rank == 0 || dim < 0 || dim >= rank || gw.sizes != v.sizes || g.numel() != v.sizes[static_cast<std::size_t>(dim)] ||
      nrm.numel() != g.numel())
    throw std::runtime_error("aten._weight_norm_interface_backward: shapes do not fit (dim " + std::to_string(dim) + ")");
  const std::int64_t D = v.sizes[static_cast<std::size_t>(dim)];
  std::int64_t inner = 1;  // elements per step of `dim`, row-major
  for (int d = static_cast<int>(dim) + 1; d < rank; ++d) inner *= v.sizes[static_cast<std::size_t>(d)];
  // element offsets of a view in row-major order
  auto offsets = [](const View& x) {
    std::vector<std::int64_t> out;
    out.reserve(static_cast<std::size_t>(x.numel()));
    StridedCursor at(x.sizes, x.strides, x.offset, 0);
    for (std::int64_t i = 0, n = x.numel(); i < n; ++i, at.next()) out.push_back(at.offset());
    return out;
  };
  const auto vo = offsets(v), go = offsets(gw), gOff = offsets(g), nOff = offsets(nrm);
  auto slice = [&](std::size_t i) { return static_cast<std::size_t>(static_cast<std::int64_t>(i) / inner % D); };
  std::vector<double> gradG(static_cast<std::size_t>(D), 0.0);
  for (std::size_t i = 0; i < vo.size(); ++i) gradG[slice(i)] += gw.tensor->get(go[i]) * v.tensor->get(vo[i]);
  for (std::size_t s = 0; s < gradG.size(); ++s) gradG[s] /= nrm.tensor->get(nOff[s]);
  auto items = tupleItems(t, c.result);
  if (items.count(0)) {
    View out = bufferView(t, pool, items[0]);
    const auto oo = offsets(out);
    for (std::size_t i = 0; i < oo.size(); ++i) {
      const std::size_t s = slice(i);
      const double n = nrm.tensor->get(nOff[s]);
      out.tensor->set(oo[i], g.tensor->get(gOff[s]) / n * (gw.tensor->get(go[i]) - v.tensor->get(vo[i]) * gradG[s] / n));
    }
    if (mark) markView(out);
  }
  if (items.count(1)) {
    View out = bufferView(t, pool, items[1]);
    const auto oo = offsets(out);
    for (std::size_t s = 0; s < oo.size(); ++s) out.tensor->set(oo[s], gradG[s]);
    if (mark) markView(out);
  }
}

}  // namespace

void stridedGemm(const float* a, std::int64_t as0, std::int64_t as1, const float* b, std::int64_t bs0, std::int64_t bs1,
                 float* c, std::int64_t cs0, std::int64_t cs1, std::int64_t M, std::int64_t N, std::int64_t K, float alpha,
                 float beta) {
  // operand as (pointer, trans, ld) for row-major cblas, or a packed copy
  auto operand = [](const float* p, std::int64_t s0, std::int64_t s1, std::int64_t rows, std::int64_t cols,
                    std::vector<float>& pack, CBLAS_TRANSPOSE& tr, std::int64_t& ld) -> const float* {
    if (s1 == 1 && s0 >= std::max<std::int64_t>(1, cols)) {
      tr = CblasNoTrans;
      ld = s0;
      return p;
    }
    if (s0 == 1 && s1 >= std::max<std::int64_t>(1, rows)) {
      tr = CblasTrans;
      ld = s1;
      return p;
    }
    pack.resize(static_cast<std::size_t>(rows * cols));
    for (std::int64_t i = 0; i < rows; ++i)
      for (std::int64_t j = 0; j < cols; ++j) pack[static_cast<std::size_t>(i * cols + j)] = p[i * s0 + j * s1];
    tr = CblasNoTrans;
    ld = std::max<std::int64_t>(1, cols);
    return pack.data();
  };
  std::vector<float> pa, pb;
  CBLAS_TRANSPOSE ta, tb;
  std::int64_t lda, ldb;
  const float* A = operand(a, as0, as1, M, K, pa, ta, lda);
  const float* B = operand(b, bs0, bs1, K, N, pb, tb, ldb);
  if (cs1 == 1 && cs0 >= std::max<std::int64_t>(1, N)) {
    cblas_sgemm(CblasRowMajor, ta, tb, static_cast<int>(M), static_cast<int>(N), static_cast<int>(K), alpha, A,
                static_cast<int>(lda), B, static_cast<int>(ldb), beta, c, static_cast<int>(cs0));
    return;
  }
  std::vector<float> tmp(static_cast<std::size_t>(M * N));
  for (std::int64_t i = 0; i < M; ++i)
    for (std::int64_t j = 0; j < N; ++j) tmp[static_cast<std::size_t>(i * N + j)] = beta != 0 ? c[i * cs0 + j * cs1] : 0.0f;
  cblas_sgemm(CblasRowMajor, ta, tb, static_cast<int>(M), static_cast<int>(N), static_cast<int>(K), alpha, A,
              static_cast<int>(lda), B, static_cast<int>(ldb), beta, tmp.data(), static_cast<int>(std::max<std::int64_t>(1, N)));
  for (std::int64_t i = 0; i < M; ++i)
    for (std::int64_t j = 0; j < N; ++j) c[i * cs0 + j * cs1] = tmp[static_cast<std::size_t>(i * N + j)];
}

const BlasThreading& configureBlasThreads() {
  static const BlasThreading info = [] {
    BlasThreading b;
    b.ompThreads = omp_get_max_threads();
    if (const char* c = openblas_get_config()) b.config = c;
    if (const char* c = openblas_get_corename()) b.core = c;
    switch (openblas_get_parallel()) {
      case OPENBLAS_OPENMP:  // its GEMMs open OpenMP regions on the kernels' team
        b.model = "openmp";
        openblas_set_num_threads(b.ompThreads);
        break;
      case OPENBLAS_THREAD:  // a pool of its own, which would compete with the team
        b.model = "pthreads";
        openblas_set_num_threads(1);
        break;
      default:
        b.model = "sequential";
    }
    b.threads = openblas_get_num_threads();
    return b;
  }();
  return info;
}

bool blasCoreBelowCpu(const std::string& core, bool cpuHasAvx2) {
  if (!cpuHasAvx2) return false;
  std::string c;
  for (char ch : core) c += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (const char* old : {"prescott", "core2", "penryn", "dunnington", "nehalem", "atom", "sandybridge", "barcelona",
                          "bobcat", "bulldozer", "piledriver", "steamroller", "opteron", "katmai", "coppermine",
                          "northwood", "banias", "yonah"})
    if (c == old) return true;
  return false;
}

std::string singleExternOutput(const BufferTable& table, const ExternCall& call) { return singleOutput(table, call); }

std::string matmulShapeProblem(const ir::ExternOp& op, const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& b) {
  auto dims = [](const std::vector<std::int64_t>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  };
  const bool ok = a.size() == b.size() && (a.size() == 2 || a.size() == 3) && a[a.size() - 1] == b[b.size() - 2] &&
                  (a.size() == 2 || a[0] == b[0]);
  if (ok) return "";
  return op.kernelName() + ": operands " + dims(a) + " and " + dims(b) + " cannot be multiplied (" +
         (a.size() != b.size() || (a.size() != 2 && a.size() != 3) ? "ranks" : a.size() == 3 && a[0] != b[0] ? "batches" : "inner sizes") +
         " differ)";
}

namespace {

std::string dimsText(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

// The sizes of a tensor argument: its view's, else its buffer's (empty when unknown).
std::vector<std::int64_t> sizesOf(const BufferTable& t, const ir::TensorRef& r) {
  if (r.isView) return r.sizes;
  const auto* b = t.find(r.buffer);
  return b ? b->sizes : std::vector<std::int64_t>{};
}

// Scaled-dot-product attention: query [B, H, L, E], key [B, H, S, E], value [B, H, S, Ev],
// the additive mask broadcastable to [B, H, L, S] (ATen's sdp_utils shape checks).
std::string attentionProblem(const BufferTable& t, const ExternCall& c) {
  const auto q = sizesOf(t, c.requiredTensor("query")), k = sizesOf(t, c.requiredTensor("key")),
             v = sizesOf(t, c.requiredTensor("value"));
  if (q.size() != 4 || k.size() != 4 || v.size() != 4)
    return c.op + ": query, key and value must be 4-D, not " + dimsText(q) + ", " + dimsText(k) + ", " + dimsText(v);
  if (k[0] != q[0] || v[0] != q[0] || k[1] != q[1] || v[1] != q[1] || k[3] != q[3] || v[2] != k[2])
    return c.op + ": query " + dimsText(q) + ", key " + dimsText(k) + " and value " + dimsText(v) +
           " do not fit ([B, H, L, E], [B, H, S, E], [B, H, S, Ev])";
  const bool efficient = c.op.find("efficient") != std::string::npos || c.op.find("cudnn") != std::string::npos;
  const char* maskName = efficient ? "attn_bias" : "attn_mask";
  const bool backward = c.op.find("backward") != std::string::npos;
  if (backward) maskName = c.op.find("for_cpu") != std::string::npos ? "attn_mask" : "attn_bias";
  if (auto mask = c.tensor(maskName)) {
    const auto m = sizesOf(t, *mask);
    if (backward && m.size() != 4)  // its gradient's layout is the mask's: read here as 4-D only
      return c.op + ": " + maskName + " " + dimsText(m) + " is read here only as 4-D [B, H, L, S]";
    if (backward) return "";
    const std::vector<std::int64_t> want = {q[0], q[1], q[2], k[2]};
    bool fits = m.size() <= 4;
    for (std::size_t i = 0; fits && i < m.size(); ++i) {
      const std::int64_t w = want[4 - m.size() + i];
      fits = m[i] == w || m[i] == 1;
    }
    if (!fits)
      return c.op + ": " + maskName + " " + dimsText(m) + " does not broadcast to [B, H, L, S] = " + dimsText(want);
  }
  return "";
}

}  // namespace

namespace {

// The range of a type's values, as std::numeric_limits<scalar_t> lowest() .. max() in ATen
// (a complex type: its parts'); {0, 0} for a type without one here (Unknown, float8 ...).
std::pair<double, double> valueRange(ir::DType d) {
  using D = ir::DType;
  auto of = [](auto t) {
    using T = decltype(t);
    return std::pair{static_cast<double>(std::numeric_limits<T>::lowest()), static_cast<double>(std::numeric_limits<T>::max())};
  };
  switch (d) {
    case D::Bool: return {0.0, 1.0};
    case D::I8: return of(std::int8_t{});
    case D::U8: return of(std::uint8_t{});
    case D::I16: return of(std::int16_t{});
    case D::U16: return of(std::uint16_t{});
    case D::I32: return of(std::int32_t{});
    case D::U32: return of(std::uint32_t{});
    case D::I64: return of(std::int64_t{});
    case D::U64: return of(std::uint64_t{});
    case D::F16: case D::C32: return {-65504.0, 65504.0};
    case D::BF16: return {-3.3895313892515355e38, 3.3895313892515355e38};
    case D::F32: case D::C64: return of(float{});
    case D::F64: case D::C128: return of(double{});
    default: return {0.0, 0.0};
  }
}

// A Scalar argument written as an integer literal that no Scalar holds: torch's argument
// parser (python_arg_parser's scalar_slow) unpacks a Python int as int64, else as uint64,
// so histc(x, max=2**63) runs and max=2**64 or -2**63 - 1 raise OverflowError.
bool integerLiteralPastScalar(const ExternCall& c, const std::string& arg) {
  const auto* a = c.arg(arg);
  if (!a || a->kind != ir::ExternArg::Kind::Real) return false;  // an Int is within int64
  std::string s = a->text;
  const bool negative = !s.empty() && s[0] == '-';
  if (negative || (!s.empty() && s[0] == '+')) s.erase(0, 1);
  if (s.empty() || !std::all_of(s.begin(), s.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }))
    return false;  // a float literal (1e300, 2.5, inf): not an int
  s.erase(0, std::min(s.find_first_not_of('0'), s.size() - 1));
  const std::string limit = negative ? "9223372036854775808" : "18446744073709551615";  // 2^63, 2^64 - 1
  return s.size() > limit.size() || (s.size() == limit.size() && s > limit);
}

}  // namespace

std::string externValueProblem(const BufferTable& t, const ExternCall& c) {
  const std::string& op = c.op;
  auto finite = [](double x) { return std::isfinite(x); };
  if (op.find("scaled_dot_product") != std::string::npos) return attentionProblem(t, c);
  if (op == "aten.uniform") {
    if (!c.tensor("self")) return "aten.uniform: argument self is missing";
    const double from = c.real("from", 0.0), to = c.real("to", 1.0);
    if (!finite(from) || !finite(to) || from > to)
      return "aten.uniform: expects a [from, to) range with from <= to, both finite; the call gives from=" +
             c.arg("from")->text + ", to=" + (c.arg("to") ? c.arg("to")->text : std::string("1.0"));
    // the result's type, as ATen's uniform_impl_ (DistributionTemplates.h): a floating
    // tensor, or a complex one drawn as its real view (both parts); check_uniform_bounds
    // has no integer or bool kernel ("not implemented for 'Long'")
    const auto items = t.tupleItems(c.result);
    const auto* out = t.find(items.count(0) ? items.at(0) : c.result);
    if (out && !codegen::isFloat(out->dtype) && !codegen::isComplex(out->dtype))
      return "aten.uniform: its result " + out->name + " is " + codegen::torchName(out->dtype) +
             ": torch draws only into a floating or complex tensor";
    // check_uniform_bounds<scalar_t>: from and to within the type's range, to - from at
    // most its max (a float32 result with to=1e300: "to is out of bounds for Float")
    if (const double m = out ? valueRange(out->dtype).second : 0; m > 0) {
      const std::string type = codegen::torchName(out->dtype);
      if (from < -m || from > m) return "aten.uniform: from=" + c.arg("from")->text + " is out of bounds for " + type;
      if (to < -m || to > m)
        return "aten.uniform: to=" + (c.arg("to") ? c.arg("to")->text : std::string("1.0")) + " is out of bounds for " + type;
      if (to - from > m) return "aten.uniform: to - from exceeds the largest " + type;
    }
    return "";
  }
  if (op == "aten.histc") {
    for (const char* arg : {"min", "max"})
      if (integerLiteralPastScalar(c, arg))
        return std::string("aten.histc: ") + arg + "=" + c.arg(arg)->text +
               " is an integer outside [-2^63, 2^64 - 1], which no Scalar holds (torch: OverflowError)";
    const double lo = c.real("min", 0), hi = c.real("max", 0);
    if (!finite(lo) || !finite(hi)) return "aten.histc: the range [min, max] is not finite";
    // histc converts min and max to its bounds' type, checked (c10's checked_convert: "value
    // cannot be converted to type float without overflow"): a floating input's own type
    // (the CPU's bin edges; CUDA's acc_type of float), an integer input's int64 (CUDA's
    // acc_type; the CPU takes no integer input). An integer literal is compared exactly.
    if (const auto* x = c.tensor("self") ? t.find(c.tensor("self")->buffer) : nullptr) {
      const bool integral = !codegen::isFloat(x->dtype) && !codegen::isComplex(x->dtype);
      const ir::DType bounds = integral ? ir::DType::I64 : x->dtype;
      const auto [a, b] = valueRange(bounds);
      auto overflows = [&, a = a, b = b](const char* arg, double v) {
        if (integral && c.arg(arg) && c.arg(arg)->kind == ir::ExternArg::Kind::Real &&
            c.arg(arg)->text.find_first_of(".eEn") == std::string::npos)
          return true;  // an integer literal read as a Real: past int64
        return v < a || v > b;
      };
      if (a < b && (overflows("min", lo) || overflows("max", hi)))
        return "aten.histc: the range [" + (c.arg("min") ? c.arg("min")->text : std::string("0")) + ", " +
               (c.arg("max") ? c.arg("max")->text : std::string("0")) + "] cannot be converted to " +
               codegen::torchName(bounds) + " without overflow" +
               (integral ? " (the bounds of an integer input are int64)" : "");
    }
    return "";
  }
  if (op == "aten.avg_pool2d" || op == "aten.avg_pool3d") {
    if (c.arg("divisor_override") && c.arg("divisor_override")->kind != ir::ExternArg::Kind::None &&
        c.integer("divisor_override", 1) == 0)
      return op + ": divisor_override must not be zero";
    return "";
  }
  if (op == "aten.topk") {
    const auto x = sizesOf(t, c.requiredTensor("self"));
    std::int64_t dim = c.integer("dim", -1);
    const auto rank = static_cast<std::int64_t>(x.size());
    if (dim < 0) dim += rank;
    if (dim < 0 || dim >= std::max<std::int64_t>(rank, 1)) return "aten.topk: dim " + std::to_string(c.integer("dim", -1)) + " is out of range for " + dimsText(x);
    const std::int64_t k = c.integer("k", 1);
    const std::int64_t D = rank ? x[static_cast<std::size_t>(dim)] : 1;
    if (k < 0 || k > D) return "aten.topk: k = " + c.arg("k")->text + " is not in [0, " + std::to_string(D) + "]";
    for (const auto& [i, item] : t.tupleItems(c.result)) {
      const auto* b = t.find(item);
      if (!b || i > 1) continue;
      std::vector<std::int64_t> want = x;
      if (rank) want[static_cast<std::size_t>(dim)] = k;
      if (b->sizes != want)
        return "aten.topk: result " + item + " is " + dimsText(b->sizes) + ", but top-" + std::to_string(k) + " of " + dimsText(x) +
               " along dim " + std::to_string(dim) + " is " + dimsText(want);
    }
    return "";
  }
  if (op == "aten._upsample_bicubic2d_aa" || op == "aten._upsample_bilinear2d_aa") {
    const auto x = sizesOf(t, c.requiredTensor("self"));
    for (auto s : x)
      if (s <= 0) return op + ": input sizes " + dimsText(x) + " must be greater than 0";
    return "";
  }
  return "";
}

std::vector<std::string> externOutputs(const BufferTable& t, const ir::Node& n) {
  std::vector<std::string> out;
  for (const auto& o : n.outputs) {
    const auto* d = t.find(o.name);
    if (d && d->isTuple) {
      for (const auto& [i, item] : tupleItems(t, o.name)) out.push_back(item);
    } else if (n.irClass() != ir::IrClass::MultiOutput) {
      out.push_back(o.name);
    }
  }
  return out;
}

std::string deviceCopySource(const ir::Node& n) {
  std::string src;
  for (const auto* deps : {&n.unmet_dependencies, &n.met_dependencies})
    for (const auto& d : *deps) {
      if (std::holds_alternative<ir::WeakDep>(d)) continue;
      if (!src.empty() && src != ir::depName(d)) return "";
      src = ir::depName(d);
    }
  return n.outputs.size() == 1 ? src : "";
}

namespace {
// A DeviceCopy node (Inductor's ir.DeviceCopy: `bufN.copy_(src)` between devices):
// its output holds the source's values, element by element in the logical order of
// the output's sizes, each buffer in its own layout.
void runDeviceCopy(const BufferTable& t, const ir::Node& n, BufferPool& pool, bool mark) {
  const std::string from = deviceCopySource(n), to = n.outputs.front().name;
  const auto &sd = t.at(from), &dd = t.at(to);
  auto s = pool.find(from), d = pool.find(to);
  if (s == pool.end() || d == pool.end()) throw std::runtime_error("DeviceCopy: " + from + " or " + to + " has no storage");
  std::int64_t n0 = 1, n1 = 1;
  for (auto x : sd.sizes) n0 *= x;
  for (auto x : dd.sizes) n1 *= x;
  if (n0 != n1 || sd.sizes.size() != sd.strides.size() || dd.sizes.size() != dd.strides.size())
    throw std::runtime_error("DeviceCopy: " + from + " and " + to + " differ in shape");
  auto offsetOf = [](const codegen::BufferDesc& b, std::int64_t i) {
    std::int64_t o = b.offset;
    for (std::size_t k = b.sizes.size(); k-- > 0;) {
      o += (i % b.sizes[k]) * b.strides[k];
      i /= b.sizes[k];
    }
    return o;
  };
  for (std::int64_t i = 0; i < n1; ++i) {
    const std::int64_t to_ = offsetOf(dd, i);
    d->second.set(to_, s->second.get(offsetOf(sd, i)));
    if (mark) {
      if (d->second.written.size() != static_cast<std::size_t>(d->second.numel))
        d->second.written.assign(static_cast<std::size_t>(d->second.numel), 0);
      d->second.written[static_cast<std::size_t>(to_)] = 1;
    }
  }
}
// The library calls (ExternCall, by schema name) that run on the CPU: one table for
// cpuExternSupport and runCpuExtern.
using CpuExternFn = void (*)(const BufferTable&, const ir::Node&, const ExternCall&, BufferPool&, bool mark);
const std::map<std::string, CpuExternFn>& cpuExterns() {
  static const std::map<std::string, CpuExternFn> table = [] {
    std::map<std::string, CpuExternFn> m;
    m["aten.convolution_backward"] = [](const BufferTable& t, const ir::Node& n, const ExternCall& c, BufferPool& p, bool mk) {
      runConvBackward(t, n, c, p, mk);
    };
    for (const char* k : {"aten._scaled_dot_product_efficient_attention_backward", "aten._scaled_dot_product_cudnn_attention_backward",
                          "aten._scaled_dot_product_flash_attention_for_cpu_backward"})
      m[k] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runAttentionBackward(t, c, p, mk); };
    for (const char* k : {"aten._scaled_dot_product_efficient_attention", "aten._scaled_dot_product_flash_attention_for_cpu",
                          "aten._scaled_dot_product_cudnn_attention"})
      m[k] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runAttention(t, c, p, mk); };
    m["aten.randint"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runRandint(t, c, p, mk); };
    m["aten.topk"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runTopk(t, c, p, mk); };
    m["aten.histc"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runHistc(t, c, p, mk); };
    m["torchvision.roi_align"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runRoiAlign(t, c, p, mk);
    };
    m["aten.cudnn_grid_sampler"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runGridSampler(t, c, p, mk);
    };
    m["aten._embedding_bag"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runEmbeddingBag(t, c, p, mk);
    };
    m["aten.avg_pool2d"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runAvgPool(t, c, p, mk, 2); };
    m["aten.avg_pool3d"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runAvgPool(t, c, p, mk, 3); };
    m["aten._upsample_bicubic2d_aa"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runUpsampleAa(t, c, p, mk, true);
    };
    m["aten._upsample_bilinear2d_aa"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runUpsampleAa(t, c, p, mk, false);
    };
    m["aten._adaptive_avg_pool2d"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runAdaptiveAvgPool(t, c, p, mk, 2);
    };
    m["aten._adaptive_avg_pool3d"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runAdaptiveAvgPool(t, c, p, mk, 3);
    };
    m["aten._adaptive_avg_pool2d_backward"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runAdaptiveAvgPoolBackward(t, c, p, mk, 2);
    };
    m["aten._adaptive_avg_pool3d_backward"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runAdaptiveAvgPoolBackward(t, c, p, mk, 3);
    };
    m["aten.scatter_reduce_"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runScatterReduce(t, c, p, mk);
    };
    m["aten.cumsum"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runCumulative(t, c, p, mk, false);
    };
    m["aten.cumprod"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runCumulative(t, c, p, mk, true);
    };
    m["aten.uniform"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runUniform(t, c, p, mk); };
    m["aten._weight_norm_interface_backward"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p,
                                                   bool mk) { runWeightNormBackward(t, c, p, mk); };
    m["aten.polar"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runPolar(t, c, p, mk); };
    m["aten.mul"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runMul(t, c, p, mk); };
    m["aten.unsqueeze"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runUnsqueeze(t, c, p, mk);
    };
    m["aten.view_as_real"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runViewAsReal(t, c, p, mk);
    };
    m["aten.view_as_complex"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runViewAsComplex(t, c, p, mk);
    };
    m["aten.copy_"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runCopyInPlace(t, c, p, mk);
    };
    m["aten._fft_c2c"] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) {
      runFftC2c(t, c, p, mk);
    };
    for (const char* k : {"transformers.grouped_mm_fallback", "aten._grouped_mm"})
      m[k] = [](const BufferTable& t, const ir::Node&, const ExternCall& c, BufferPool& p, bool mk) { runGroupedMm(t, c, p, mk); };
    return m;
  }();
  return table;
}

}  // namespace

std::string cpuExternSupport(const BufferTable& t, const ir::Node& n) {
  if (n.kind == ir::NodeKind::NopKernel || n.irClass() == ir::IrClass::MultiOutput) return "";
  if (n.irClass() == ir::IrClass::DeviceCopy)
    return deviceCopySource(n).empty() ? "a DeviceCopy without one source buffer and one output" : "";
  if (t.externOp(n)) return "";  // a typed call: every form runs
  std::string k = kernelOf(n);
  const ExternCall* c = t.externCall(n);
  if (!c && n.isOpaque()) return "an opaque node (" + n.opaqueReason + "): nothing to run";
  if (!c)
    return "the arguments of " + (k.empty() ? n.irType : k) + " are not known (a dump's come from its output_code.py)";
  if (!c->note.empty()) return c->note;
  if (std::string p = t.callProblem(n); !p.empty()) return p;
  if (!cpuExterns().count(c->op)) return "extern kernel " + c->op + " has no CPU implementation here";
  try {
    if (std::string p = externValueProblem(t, *c); !p.empty()) return p + c->where();
  } catch (const std::exception& e) {  // an argument of the wrong kind, or missing
    return e.what();
  }
  return "";
}

namespace {

// Float16 / bfloat16 tensors of one extern call, widened to float32 for the call and
// rounded back after it (PyTorch's half GEMMs and convolutions accumulate in float32
// and round the output once). The call's other tensors are moved out of the pool and
// back (no copy).
class Float32Scope {
 public:
  Float32Scope(const BufferTable& t, const std::vector<std::string>& buffers, BufferPool& pool) : pool_(pool) {
    std::set<std::string> names(buffers.begin(), buffers.end());
    for (const auto& name : names) {
      auto it = pool.find(name);
      if (it == pool.end()) continue;
      const auto dt = it->second.dtype;
      if (dt != codegen::DType::F16 && dt != codegen::DType::BF16) continue;
      HostTensor f;
      f.dtype = codegen::DType::F32;
      f.numel = it->second.numel;
      f.bytes.resize(static_cast<std::size_t>(f.numel) * sizeof(float));
      convertInto(it->second, f);
      f.written = std::move(it->second.written);
      narrow_[name] = std::move(it->second);
      it->second = std::move(f);
    }
  }
  ~Float32Scope() {
    for (auto& [name, half] : narrow_) {
      auto& f = pool_.at(name);
      convertInto(f, half);
      half.written = std::move(f.written);
      f = std::move(half);
    }
  }
  Float32Scope(const Float32Scope&) = delete;
  Float32Scope& operator=(const Float32Scope&) = delete;

 private:
  BufferPool& pool_;
  std::map<std::string, HostTensor> narrow_;  // the half tensors, while their float32 copies are in the pool
};

}  // namespace

void runCpuExtern(const BufferTable& t, const ir::Node& n, BufferPool& pool, bool markWritten) {
  if (n.kind == ir::NodeKind::NopKernel || n.irClass() == ir::IrClass::MultiOutput) return;
  auto why = cpuExternSupport(t, n);
  if (!why.empty()) throw std::runtime_error(n.name + ": " + why);
  if (n.irClass() == ir::IrClass::DeviceCopy) return runDeviceCopy(t, n, pool, markWritten);
  if (const ir::ExternOp* op = t.externOp(n)) {
    Float32Scope widened(t, op->buffers(), pool);
    if (op->kind == ir::ExternKind::Convolution) runConvolution(t, n, *op, pool, markWritten);
    else runMatmul(t, *op, pool, markWritten);
    return;
  }
  const ExternCall& c = *t.externCall(n);
  const std::string& k = c.op;
  std::vector<std::string> names = c.buffers();
  for (const auto& [i, item] : t.tupleItems(c.result)) names.push_back(item);
  Float32Scope widened(t, names, pool);
  const auto fn = cpuExterns().find(k);
  if (fn == cpuExterns().end()) throw std::runtime_error(n.name + ": " + k + " has no CPU implementation here");
  try {
    fn->second(t, n, c, pool, markWritten);
  } catch (const std::runtime_error& e) {  // what the call's arguments made it refuse: said where the call is
    const std::string what = e.what(), where = c.where();
    if (where.empty() || what.find(where) != std::string::npos) throw;
    throw std::runtime_error(what + where);
  }
}

}  // namespace fs::runtime
