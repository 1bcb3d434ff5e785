"""Per-release corpus (issue 32): real Inductor CPU dumps of the same small models, made with
each torch release 2.8 ... 2.15, so that the readers and the scheduler are checked against
what every release writes (tests/zoo/releases/torch-<major.minor>.tar.xz, run by
tests/zoo/conformance.sh).

Usage:
  PYTHONPATH=/path/to/torch-release python3 tests/zoo/gen_zoo_releases.py OUTDIR [--jobs N]
      [--only a,b] [--timeout S] [--real-cxx] [--list]
  then  tar -C OUTDIR/.. -cJf tests/zoo/releases/torch-X.Y.tar.xz zoo   (OUTDIR = .../zoo;
  only the models whose meta.json says rc 0 go in: --pack TARBALL does both).

The models are written in plain torch (no torchvision/transformers/timm, whose versions would
not match every release) and all run on the CPU (Inductor's C++ backend). The script runs
unchanged with every release from 2.8 to 2.15. Same output layout as ../shared/zoo/gen_zoo.py:
OUTDIR/<model>/torch_compile_debug/run_*/torchinductor/model__N_<kind>_K.M/ with
ir_pre_fusion.txt, ir_post_fusion.txt, output_code.py, fx_graph_readable.py (nothing else
kept), OUTDIR/<model>/torch_logs.txt (TORCH_LOGS="+fusion,+schedule,graph_breaks") and
OUTDIR/<model>/meta.json. One subprocess per model (fresh dynamo state).

Kernel compiles: by default the C++ compiler Inductor calls is a wrapper (CXX, which torch's
cpp_builder reads) that runs g++ with -O0 in place of -O1/-O2/-O3 and without -march=native /
-mtune=native (the ISA flags such as -mavx512f that Inductor adds for its vectorized kernels
are kept). The dumps are written by Inductor's scheduler and codegen before any kernel is
compiled and do not depend on how g++ optimises the kernels; only compile time does (2 cores
here). meta.json records it ("cxx"). --real-cxx compiles as Inductor would (plain g++).
The models of one run share one fresh Inductor cache (TORCHINDUCTOR_CACHE_DIR: the vector-ISA
probes and kernel objects are reused) with the FX-graph and autograd caches off, so that every
graph is still scheduled and dumped afresh, and
TORCHINDUCTOR_COMPILE_THREADS=1 (no compile worker pool on 2 cores)."""
import os, sys, json, time, subprocess, glob, shutil, tempfile, concurrent.futures as cf

FAST_CXX = r"""#!/bin/bash
# tests/zoo/gen_zoo_releases.py: g++ for Inductor's kernels, -O0 and no -march=native
# (faster compiles; the dumps do not depend on them)
a=()
for x in "$@"; do
  case "$x" in
    -O1|-O2|-O3|-Ofast) a+=(-O0);;
    -march=native|-mtune=native) ;;
    *) a+=("$x");;
  esac
done
exec REALGXX "${a[@]}"
"""


def spec(name):
    """-> (model, args, train, compile_kwargs, autocast dtype or None); everything on the CPU.
    A model whose name holds "dynamic" is called a second time with its batch doubled."""
    import torch, torch.nn as nn, torch.nn.functional as F
    img = lambda b=2, c=3, s=32: (torch.randn(b, c, s, s),)
    R = {}

    # ---------------------------------------------------------------- the seven named ones
    class ResnetStem(nn.Module):   # conv 7x7/2 + batch norm + relu + max pool 3/2
        def __init__(s):
            super().__init__()
            s.conv = nn.Conv2d(3, 16, 7, stride=2, padding=3, bias=False); s.bn = nn.BatchNorm2d(16)
            s.pool = nn.MaxPool2d(3, 2, 1)
        def forward(s, x): return s.pool(F.relu(s.bn(s.conv(x))))
    R["resnet_stem"] = lambda: (ResnetStem().eval(), img(1, 3, 64), False, {}, None)

    class Block(nn.Module):        # pre-norm transformer block, SDPA attention, GELU MLP
        def __init__(s, C=64, H=4, causal=False):
            super().__init__(); s.H = H; s.causal = causal
            s.n1 = nn.LayerNorm(C); s.qkv = nn.Linear(C, 3 * C); s.proj = nn.Linear(C, C)
            s.n2 = nn.LayerNorm(C); s.fc1 = nn.Linear(C, 4 * C); s.fc2 = nn.Linear(4 * C, C)
        def forward(s, x):
            B, T, C = x.shape
            q, k, v = s.qkv(s.n1(x)).view(B, T, 3, s.H, C // s.H).permute(2, 0, 3, 1, 4).unbind(0)
            a = F.scaled_dot_product_attention(q, k, v, is_causal=s.causal)
            x = x + s.proj(a.transpose(1, 2).reshape(B, T, C))
            return x + s.fc2(F.gelu(s.fc1(s.n2(x))))
    R["transformer_block"] = lambda: (Block().eval(), (torch.randn(2, 32, 64),), False, {}, None)

    def rope(x, cos, sin):         # rotate-half rotary embedding
        x1, x2 = x.chunk(2, -1)
        return x * cos + torch.cat([-x2, x1], -1) * sin
    class RmsRope(nn.Module):      # RMSNorm (written out) + q/k projections + rotary embedding
        def __init__(s, C=64, H=4, T=32):
            super().__init__(); s.H = H
            s.w = nn.Parameter(torch.ones(C) + 0.1 * torch.randn(C)); s.q = nn.Linear(C, C, bias=False); s.k = nn.Linear(C, C, bias=False)
            inv = 1.0 / (10000 ** (torch.arange(0, C // H, 2).float() / (C // H)))
            f = torch.outer(torch.arange(T).float(), inv); e = torch.cat([f, f], -1)
            s.register_buffer("cos", e.cos()); s.register_buffer("sin", e.sin())
        def forward(s, x):
            B, T, C = x.shape
            h = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * s.w
            q = s.q(h).view(B, T, s.H, -1).transpose(1, 2); k = s.k(h).view(B, T, s.H, -1).transpose(1, 2)
            return rope(q, s.cos, s.sin), rope(k, s.cos, s.sin)
    R["rmsnorm_rope"] = lambda: (RmsRope().eval(), (torch.randn(2, 32, 64),), False, {}, None)

    class SoftmaxDim0(nn.Module):  # softmax over the outer dimension (a strided reduction)
        def forward(s, x): return torch.softmax(x * 2.0, 0) + x.log_softmax(0).exp()
    R["softmax_dim0"] = lambda: (SoftmaxDim0(), (torch.randn(128, 96),), False, {}, None)

    class GNS(nn.Module):          # nearest 2x upsample + group norm + SiLU + conv (diffusion UNet)
        def __init__(s): super().__init__(); s.g = nn.GroupNorm(8, 32); s.c = nn.Conv2d(32, 32, 3, padding=1)
        def forward(s, x): return s.c(F.silu(s.g(F.interpolate(x, scale_factor=2.0, mode="nearest"))))
    R["groupnorm_silu_upsample"] = lambda: (GNS().eval(), (torch.randn(1, 32, 16, 16),), False, {}, None)

    class MLP(nn.Module):
        def __init__(s, i=64, h=128, o=10): super().__init__(); s.a = nn.Linear(i, h); s.b = nn.Linear(h, h); s.c = nn.Linear(h, o)
        def forward(s, x): return s.c(F.relu(s.b(F.relu(s.a(x)))))
    R["mlp_train"] = lambda: (MLP().train(), (torch.randn(32, 64),), True, {}, None)

    class DynBlock(nn.Module):     # norm + attention-free token mixing + MLP, dynamic batch
        def __init__(s, C=64):
            super().__init__(); s.n = nn.LayerNorm(C); s.a = nn.Linear(C, 2 * C); s.b = nn.Linear(2 * C, C)
        def forward(s, x):
            h = s.n(x)
            h = h + h.mean(1, keepdim=True)
            return x + s.b(F.gelu(s.a(h))).softmax(-1) * 2
    R["dynamic_block"] = lambda: (DynBlock().eval(), (torch.randn(2, 16, 64),), False, {"dynamic": True}, None)

    # ---------------------------------------------------------------- CNNs
    class Basic(nn.Module):        # ResNet basic block with a 1x1 strided shortcut
        def __init__(s, i=16, o=32, st=2):
            super().__init__()
            s.c1 = nn.Conv2d(i, o, 3, st, 1, bias=False); s.b1 = nn.BatchNorm2d(o)
            s.c2 = nn.Conv2d(o, o, 3, 1, 1, bias=False); s.b2 = nn.BatchNorm2d(o)
            s.sc = nn.Sequential(nn.Conv2d(i, o, 1, st, bias=False), nn.BatchNorm2d(o))
        def forward(s, x): return F.relu(s.b2(s.c2(F.relu(s.b1(s.c1(x))))) + s.sc(x))
    R["resnet_basic_block"] = lambda: (Basic().eval(), img(2, 16, 32), False, {}, None)

    class Bottleneck(nn.Module):   # ResNet bottleneck, identity shortcut
        def __init__(s, c=64, m=16):
            super().__init__()
            s.f = nn.Sequential(nn.Conv2d(c, m, 1, bias=False), nn.BatchNorm2d(m), nn.ReLU(),
                                nn.Conv2d(m, m, 3, padding=1, bias=False), nn.BatchNorm2d(m), nn.ReLU(),
                                nn.Conv2d(m, c, 1, bias=False), nn.BatchNorm2d(c))
        def forward(s, x): return F.relu(s.f(x) + x)
    R["resnet_bottleneck"] = lambda: (Bottleneck().eval(), img(2, 64, 16), False, {}, None)

    class DWSep(nn.Module):        # depthwise-separable conv (MobileNet): dw 3x3 + BN + ReLU6 + pw 1x1 + BN
        def __init__(s, c=32, o=64):
            super().__init__()
            s.dw = nn.Conv2d(c, c, 3, padding=1, groups=c, bias=False); s.b1 = nn.BatchNorm2d(c)
            s.pw = nn.Conv2d(c, o, 1, bias=False); s.b2 = nn.BatchNorm2d(o)
        def forward(s, x): return F.relu6(s.b2(s.pw(F.relu6(s.b1(s.dw(x))))))
    R["depthwise_separable"] = lambda: (DWSep().eval(), img(2, 32, 16), False, {}, None)

    class SE(nn.Module):           # conv + squeeze-excitation (global pool, two 1x1 convs, sigmoid gate)
        def __init__(s, c=32, r=8):
            super().__init__(); s.c = nn.Conv2d(c, c, 3, padding=1); s.r = nn.Conv2d(c, c // r, 1); s.e = nn.Conv2d(c // r, c, 1)
        def forward(s, x):
            y = F.silu(s.c(x))
            g = torch.sigmoid(s.e(F.silu(s.r(F.adaptive_avg_pool2d(y, 1)))))
            return y * g + x
    R["squeeze_excitation"] = lambda: (SE().eval(), img(2, 32, 16), False, {}, None)

    class ConvNeXt(nn.Module):     # dw 7x7 conv, LayerNorm channels-last, MLP, layer scale, residual
        def __init__(s, c=32):
            super().__init__()
            s.dw = nn.Conv2d(c, c, 7, padding=3, groups=c); s.n = nn.LayerNorm(c, eps=1e-6)
            s.a = nn.Linear(c, 4 * c); s.b = nn.Linear(4 * c, c); s.g = nn.Parameter(1e-2 * torch.ones(c))
        def forward(s, x):
            y = s.dw(x).permute(0, 2, 3, 1)
            y = s.g * s.b(F.gelu(s.a(s.n(y))))
            return x + y.permute(0, 3, 1, 2)
    R["convnext_block"] = lambda: (ConvNeXt().eval(), img(2, 32, 16), False, {}, None)

    class UNet(nn.Module):         # two levels down (max pool), up (transposed conv) with skip cats
        def __init__(s):
            super().__init__()
            cbr = lambda i, o: nn.Sequential(nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU())
            s.e1 = cbr(3, 8); s.e2 = cbr(8, 16); s.m = cbr(16, 32)
            s.u2 = nn.ConvTranspose2d(32, 16, 2, 2); s.d2 = cbr(32, 16)
            s.u1 = nn.ConvTranspose2d(16, 8, 2, 2); s.d1 = cbr(16, 8); s.o = nn.Conv2d(8, 2, 1)
        def forward(s, x):
            a = s.e1(x); b = s.e2(F.max_pool2d(a, 2)); m = s.m(F.max_pool2d(b, 2))
            y = s.d2(torch.cat([s.u2(m), b], 1))
            y = s.d1(torch.cat([F.interpolate(y, scale_factor=2.0, mode="bilinear", align_corners=False)[:, :8] + s.u1(y), a], 1))
            return s.o(y)
    R["unet_small"] = lambda: (UNet().eval(), img(1, 3, 32), False, {}, None)

    class Pools(nn.Module):        # avg / adaptive avg / adaptive max pooling and a pooled classifier
        def __init__(s): super().__init__(); s.c = nn.Conv2d(8, 16, 3, padding=1); s.fc = nn.Linear(16 * 4 + 16, 10)
        def forward(s, x):
            y = F.relu(s.c(F.avg_pool2d(x, 3, 1, 1)))
            a = F.adaptive_avg_pool2d(y, 2).flatten(1); m = F.adaptive_max_pool2d(y, 1).flatten(1)
            return s.fc(torch.cat([a, m], 1)), F.avg_pool2d(y, 2, ceil_mode=True)
    R["pooling"] = lambda: (Pools().eval(), img(2, 8, 15), False, {}, None)

    class CL(nn.Module):           # conv + BN + hardswish on a channels-last input
        def __init__(s):
            super().__init__(); s.c = nn.Conv2d(16, 32, 3, padding=1, bias=False); s.b = nn.BatchNorm2d(32); s.c2 = nn.Conv2d(32, 32, 1)
        def forward(s, x): return s.c2(F.hardswish(s.b(s.c(x)))) + x.repeat(1, 2, 1, 1)
    R["channels_last_conv"] = lambda: (CL().eval(), (torch.randn(2, 16, 16, 16).to(memory_format=torch.channels_last),), False, {}, None)

    # ---------------------------------------------------------------- attention, transformers
    class CausalAttn(nn.Module):   # attention written out: scores, causal mask, softmax, weighted sum
        def __init__(s, C=64, H=4):
            super().__init__(); s.H = H; s.qkv = nn.Linear(C, 3 * C); s.o = nn.Linear(C, C)
        def forward(s, x):
            B, T, C = x.shape
            q, k, v = s.qkv(x).view(B, T, 3, s.H, -1).permute(2, 0, 3, 1, 4).unbind(0)
            w = (q @ k.transpose(-1, -2)) * (q.shape[-1] ** -0.5)
            mask = torch.ones(T, T, dtype=torch.bool, device=x.device).triu(1)
            w = w.masked_fill(mask, float("-inf")).softmax(-1)
            return s.o((w @ v).transpose(1, 2).reshape(B, T, C))
    R["causal_attention_manual"] = lambda: (CausalAttn().eval(), (torch.randn(2, 32, 64),), False, {}, None)

    class GQA(nn.Module):          # grouped-query attention: 4 query heads share 2 kv heads (repeat_interleave)
        def __init__(s, C=64, H=4, KV=2):
            super().__init__(); s.H = H; s.KV = KV; s.D = C // H
            s.q = nn.Linear(C, C, bias=False); s.kv = nn.Linear(C, 2 * KV * s.D, bias=False); s.o = nn.Linear(C, C, bias=False)
        def forward(s, x):
            B, T, C = x.shape
            q = s.q(x).view(B, T, s.H, s.D).transpose(1, 2)
            k, v = s.kv(x).view(B, T, 2, s.KV, s.D).permute(2, 0, 3, 1, 4).unbind(0)
            k = k.repeat_interleave(s.H // s.KV, 1); v = v.repeat_interleave(s.H // s.KV, 1)
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            return s.o(a.transpose(1, 2).reshape(B, T, C))
    R["gqa_attention"] = lambda: (GQA().eval(), (torch.randn(2, 32, 64),), False, {}, None)

    class EmbLN(nn.Module):        # token + position + type embeddings, LayerNorm (BERT embeddings)
        def __init__(s, V=500, T=64, C=64):
            super().__init__(); s.t = nn.Embedding(V, C); s.p = nn.Embedding(T, C); s.y = nn.Embedding(2, C); s.n = nn.LayerNorm(C)
        def forward(s, ids, tt):
            T = ids.shape[1]
            return s.n(s.t(ids) + s.p(torch.arange(T, device=ids.device)) + s.y(tt))
    R["embedding_layernorm"] = lambda: (EmbLN().eval(), (torch.randint(0, 500, (2, 32)), torch.randint(0, 2, (2, 32))), False, {}, None)

    class CE(nn.Module):           # linear head + cross entropy (log-softmax, nll gather, mean)
        def __init__(s): super().__init__(); s.l = nn.Linear(64, 1000)
        def forward(s, x, y): return F.cross_entropy(s.l(x), y), F.cross_entropy(s.l(x), y, label_smoothing=0.1)
    R["cross_entropy"] = lambda: (CE().eval(), (torch.randn(64, 64), torch.randint(0, 1000, (64,))), False, {}, None)

    class SeqConv(nn.Module):      # RNN-free sequence model: embedding, causal dilated conv1d + GLU, pooling head
        def __init__(s, V=300, C=32, L=3):
            super().__init__(); s.e = nn.Embedding(V, C)
            s.cs = nn.ModuleList(nn.Conv1d(C, 2 * C, 3, dilation=2 ** i) for i in range(L)); s.n = nn.LayerNorm(C); s.h = nn.Linear(C, 5)
        def forward(s, ids):
            x = s.e(ids).transpose(1, 2)
            for i, c in enumerate(s.cs):
                x = x + F.glu(c(F.pad(x, (2 * 2 ** i, 0))), 1)
            x = s.n(x.transpose(1, 2))
            return s.h(x.mean(1)), x.amax(1)
    R["seq_conv_model"] = lambda: (SeqConv().eval(), (torch.randint(0, 300, (2, 48)),), False, {}, None)

    class Mixer(nn.Module):        # MLP-Mixer block: token mixing on transposed reads, channel mixing
        def __init__(s, T=16, C=32):
            super().__init__(); s.n1 = nn.LayerNorm(C); s.t1 = nn.Linear(T, 2 * T); s.t2 = nn.Linear(2 * T, T)
            s.n2 = nn.LayerNorm(C); s.c1 = nn.Linear(C, 2 * C); s.c2 = nn.Linear(2 * C, C)
        def forward(s, x):
            x = x + s.t2(F.gelu(s.t1(s.n1(x).transpose(1, 2)))).transpose(1, 2)
            return x + s.c2(F.gelu(s.c1(s.n2(x))))
    R["mixer_block"] = lambda: (Mixer().eval(), (torch.randn(2, 16, 32),), False, {}, None)

    # ---------------------------------------------------------------- training (forward + backward)
    class TinyCNN(nn.Module):
        def __init__(s):
            super().__init__()
            s.f = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                                nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2))
            s.fc = nn.Linear(16, 10)
        def forward(s, x): return s.fc(F.adaptive_avg_pool2d(s.f(x), 1).flatten(1))
    R["cnn_train"] = lambda: (TinyCNN().train(), img(4, 3, 16), True, {}, None)

    class LMTrain(nn.Module):      # transformer block + LM head + cross-entropy loss, trained
        def __init__(s, V=200, C=64):
            super().__init__(); s.e = nn.Embedding(V, C); s.b = Block(C, 4, causal=True); s.n = nn.LayerNorm(C); s.h = nn.Linear(C, V)
        def forward(s, ids, y):
            return F.cross_entropy(s.h(s.n(s.b(s.e(ids)))).flatten(0, 1), y.flatten())
    R["transformer_train"] = lambda: (LMTrain().train(), (torch.randint(0, 200, (2, 16)), torch.randint(0, 200, (2, 16))), True, {}, None)

    class LNBack(nn.Module):       # LayerNorm forward and backward (input and affine gradients)
        def __init__(s): super().__init__(); s.n = nn.LayerNorm(96)
        def forward(s, x): return (s.n(x) * 1.5).tanh()
    R["layernorm_backward"] = lambda: (LNBack().train(), (torch.randn(64, 96, requires_grad=True),), True, {}, None)

    class BNDrop(nn.Module):       # batch norm in training mode (running-stat updates) + dropout (random)
        def __init__(s): super().__init__(); s.c = nn.Conv2d(8, 16, 3, padding=1); s.b = nn.BatchNorm2d(16); s.d = nn.Dropout(0.2); s.fc = nn.Linear(16, 4)
        def forward(s, x): return s.fc(s.d(F.relu(s.b(s.c(x)))).mean((2, 3)))
    R["batchnorm_dropout_train"] = lambda: (BNDrop().train(), img(4, 8, 12), True, {}, None)

    # ---------------------------------------------------------------- dynamic shapes
    class DynMLP(nn.Module):
        def __init__(s): super().__init__(); s.a = nn.Linear(64, 128); s.b = nn.Linear(128, 64); s.n = nn.LayerNorm(64)
        def forward(s, x): return s.n(x + s.b(F.silu(s.a(x)))) * 2
    R["dynamic_mlp"] = lambda: (DynMLP().eval(), (torch.randn(8, 64),), False, {"dynamic": True}, None)

    class DynConv(nn.Module):
        def __init__(s):
            super().__init__(); s.c1 = nn.Conv2d(3, 8, 3, stride=2, padding=1); s.bn = nn.BatchNorm2d(8); s.c2 = nn.Conv2d(8, 16, 3, padding=1); s.fc = nn.Linear(16, 10)
        def forward(s, x):
            y = F.max_pool2d(F.relu(s.bn(s.c1(x))), 3, 2, 1)
            return s.fc(F.adaptive_avg_pool2d(F.relu(s.c2(y)), 1).flatten(1))
    R["dynamic_conv"] = lambda: (DynConv().eval(), img(2, 3, 32), False, {"dynamic": True}, None)

    # ---------------------------------------------------------------- reductions, scans, sorts
    class Stats(nn.Module):        # var_mean, logsumexp, std, norms: Welford and plain reductions
        def forward(s, x):
            v, m = torch.var_mean(x, -1, keepdim=True)
            l = torch.logsumexp(x, -1)
            return (x - m) / (v + 1e-5).sqrt(), l + x.std(0).sum(), x.norm(dim=1), x.amax(0) - x.amin(0)
    R["var_mean_logsumexp"] = lambda: (Stats(), (torch.randn(64, 200),), False, {}, None)

    class FullReductions(nn.Module):   # reductions over the whole tensor, one reading another
        def forward(s, x):             # (a softmax over a flat vector; centred second moment)
            f = x.flatten()
            c = f - f.max()
            return c.exp() / c.exp().sum(), ((f - f.mean()) ** 2).mean()
    R["full_reductions"] = lambda: (FullReductions(), (torch.randn(48, 40),), False, {}, None)

    class ArgTopCum(nn.Module):    # argmax / argmin, topk, cumsum, cumprod
        def forward(s, x):
            i = x.argmax(-1); j = (x * x).argmin(0)
            v, k = torch.topk(x, 5, -1)
            c = torch.cumsum(x.softmax(-1), -1)
            return i + k[:, 0], j, v.sum(-1), c * x, torch.cumprod(x.sigmoid(), 0)
    R["argmax_topk_cumsum"] = lambda: (ArgTopCum(), (torch.randn(64, 128),), False, {}, None)

    # ---------------------------------------------------------------- indexing, data movement
    class IPut(nn.Module):         # index_put_ with accumulate (atomic adds), then a pointwise consumer
        def forward(s, acc, idx, v):
            acc = acc.clone(); acc.index_put_((idx,), v, accumulate=True); return acc.relu() * 2
    R["index_put_accumulate"] = lambda: (IPut(), (torch.zeros(256, 32), torch.randint(0, 256, (1024,)), torch.randn(1024, 32)), False, {}, None)

    class ScatAdd(nn.Module):      # scatter_add and index_add
        def forward(s, x, idx, src, rows, v):
            a = torch.zeros(128, 32).scatter_add(1, idx, src)
            b = x.index_add(0, rows, v)
            return (a + b).sigmoid() * 2
    R["scatter_add"] = lambda: (ScatAdd(), (torch.randn(128, 32), torch.randint(0, 32, (128, 64)), torch.randn(128, 64),
                                            torch.randint(0, 128, (256,)), torch.randn(256, 32)), False, {}, None)

    class Gather(nn.Module):       # gather, take_along_dim, index_select, advanced indexing
        def forward(s, x, idx, rows):
            g = torch.gather(x, 1, idx)
            return g.exp() + torch.take_along_dim(x, idx, 1), x.index_select(0, rows).relu(), x[rows, idx[:, 0][: rows.shape[0]]] * 3
    R["gather"] = lambda: (Gather(), (torch.randn(128, 64), torch.randint(0, 64, (128, 16)), torch.randint(0, 128, (32,))), False, {}, None)

    class PadCat(nn.Module):       # constant / reflect pads and cats of pointwise results
        def forward(s, x, y):
            a = F.pad(x.relu(), (1, 1, 2, 0)); b = F.pad(y, (0, 2, 1, 1), mode="reflect")
            c = torch.cat([a * 2, b.sigmoid(), F.pad(x, (0, 2, 2, 0), value=1.0)], 1)
            return c.sum(1), torch.cat([x, y], -1).tanh()
    R["pad_cat"] = lambda: (PadCat(), (torch.randn(2, 8, 30, 30), torch.randn(2, 8, 30, 30)), False, {}, None)

    class Perm(nn.Module):         # permuted / transposed reads feeding pointwise ops and reductions
        def forward(s, x, y):
            a = x.permute(0, 2, 3, 1) + y
            b = x.transpose(-1, -2).contiguous() * 2
            return a.softmax(-1), b.sum(2), (x.permute(1, 0, 2, 3) * 3).amax((2, 3))
    R["permute_transpose"] = lambda: (Perm(), (torch.randn(2, 16, 24, 20), torch.randn(2, 24, 20, 16)), False, {}, None)

    class Bcast(nn.Module):        # broadcasting, where / masked_fill, clamp, integer and bool math
        def forward(s, x, b, m):
            y = torch.where(m, x * b, x.clamp(-0.5, 0.5))
            z = y.masked_fill(x > 1.5, 0.0) + (x.abs() > 1).float() * (b - 1)
            return z, (x * 10).to(torch.int32) % 7, (y.exp() - 1).mean(0)
    R["where_broadcast"] = lambda: (Bcast(), (torch.randn(64, 128), torch.randn(1, 128), torch.rand(64, 1) > 0.5), False, {}, None)

    # ---------------------------------------------------------------- optimizer steps (foreach, compiled)
    class Opt(nn.Module):
        def __init__(s, kind):
            super().__init__()
            s.ps = [torch.randn(*sh, requires_grad=True) for sh in [(512,), (300,), (32, 32), (17,), (33, 7)]]
            for p in s.ps: p.grad = torch.randn_like(p)
            if kind == "sgd":
                s.opt = torch.optim.SGD(s.ps, lr=0.1, momentum=0.9, weight_decay=1e-4, foreach=True)
                s.opt.step()   # momentum buffers exist: the compiled step is the steady-state one
            else:
                s.opt = torch.optim.Adam(s.ps, lr=1e-3, weight_decay=0.01, foreach=True)
        def forward(s, x):
            s.opt.step(); return x * 2
    R["adam_step"] = lambda: (Opt("adam"), (torch.randn(4),), False, {}, None)
    R["sgd_momentum_step"] = lambda: (Opt("sgd"), (torch.randn(4),), False, {}, None)

    # ---------------------------------------------------------------- bf16
    class BF16(nn.Module):         # bf16 storage: pointwise chain, row reductions, softmax, upcast output
        def forward(s, x, y):
            z = (x * y + x.sigmoid()).relu()
            return z.sum(-1), torch.softmax(z, -1), (z.float() * 2).mean(0), z.amax(0)
    R["bf16_elementwise_reduction"] = lambda: (BF16(), (torch.randn(64, 128, dtype=torch.bfloat16), torch.randn(64, 128, dtype=torch.bfloat16)), False, {}, None)

    class BF16Mlp(nn.Module):      # bf16 autocast: linear + layer norm + gelu
        def __init__(s): super().__init__(); s.a = nn.Linear(64, 128); s.n = nn.LayerNorm(128); s.b = nn.Linear(128, 64)
        def forward(s, x): return s.b(F.gelu(s.n(s.a(x)))) + x
    R["bf16_autocast_mlp"] = lambda: (BF16Mlp().eval(), (torch.randn(32, 64),), False, {}, torch.bfloat16)

    # ---------------------------------------------------------------- the samples' seed patterns, small
    # (samples/inductor_cpu: add_relu, gelu_tanh, layernorm_manual, linear_gelu, softmax_attn)
    class AddRelu(nn.Module):
        def forward(s, x): return (x + 1.0).relu()
    R["seed_add_relu"] = lambda: (AddRelu(), (torch.randn(2, 8, 32, 64),), False, {}, None)
    class GeluTanh(nn.Module):
        def forward(s, x): return F.gelu(x, approximate="tanh")
    R["seed_gelu_tanh"] = lambda: (GeluTanh(), (torch.randn(65536),), False, {}, None)
    class LNManual(nn.Module):
        def __init__(s, C=256): super().__init__(); s.w = nn.Parameter(torch.ones(C)); s.b = nn.Parameter(torch.zeros(C))
        def forward(s, x):
            m = x.mean(-1, keepdim=True); v = ((x - m) ** 2).mean(-1, keepdim=True)
            return (x - m) / torch.sqrt(v + 1e-5) * s.w + s.b
    R["seed_layernorm_manual"] = lambda: (LNManual().eval(), (torch.randn(256, 256),), False, {}, None)
    class LinGelu(nn.Module):
        def __init__(s): super().__init__(); s.l = nn.Linear(128, 512)
        def forward(s, x): return F.gelu(s.l(x), approximate="tanh")
    R["seed_linear_gelu"] = lambda: (LinGelu().eval(), (torch.randn(64, 128),), False, {}, None)
    class SoftmaxAttn(nn.Module):
        def forward(s, q, k, v): return torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1) @ v
    R["seed_softmax_attn"] = lambda: (SoftmaxAttn(), tuple(torch.randn(2, 4, 64, 64) for _ in range(3)), False, {}, None)

    return R if name is None else R[name]()


def child(name, d):
    import torch
    torch.manual_seed(0)
    m, args, train, ckw, amp = spec(name)
    meta = {"model": name, "train": train, "device": "cpu", "torch": torch.__version__,
            "python": sys.version.split()[0], "compile": {k: str(v) for k, v in ckw.items()},
            "autocast": str(amp), "inputs": [[list(a.shape), str(a.dtype)] for a in args],
            "cxx": os.environ.get("ZOO_CXX_NOTE", "g++ as Inductor calls it"),
            "env": {k: os.environ[k] for k in ("TORCH_LOGS", "TORCHINDUCTOR_COMPILE_THREADS", "TORCHINDUCTOR_FX_GRAPH_CACHE",
                                               "TORCHINDUCTOR_AUTOGRAD_CACHE", "OMP_NUM_THREADS", "CXX") if k in os.environ}}
    cm = torch.compile(m, **ckw)
    def step(args):
        ctx = torch.autocast("cpu", dtype=amp) if amp else torch.no_grad() if not train else torch.enable_grad()
        with ctx:
            out = cm(*args)
        if train:
            o = out[0] if isinstance(out, (tuple, list)) else out
            o.float().sum().backward()
    t0 = time.time(); step(args)
    meta["compile_s"] = round(time.time() - t0, 1)
    if "dynamic" in name:   # a second shape, as dynamic shapes are for
        args2 = tuple(torch.cat([a, a], 0) if a.dim() else a for a in args)
        t0 = time.time(); step(args2)
        meta["second_inputs"] = [list(a.shape) for a in args2]
        meta["second_call_s"] = round(time.time() - t0, 1)
    json.dump(meta, open(os.path.join(d, "meta.json"), "w"), indent=1)


def fast_cxx(where):
    real = shutil.which("g++") or "/usr/bin/g++"
    os.makedirs(where, exist_ok=True)
    p = os.path.join(where, "g++")   # named g++: older releases tell gcc from clang by the name
    with open(p, "w") as f:
        f.write(FAST_CXX.replace("REALGXX", real))
    os.chmod(p, 0o755)
    return p


def run_one(outdir, name, timeout, cxx, cache):
    d = os.path.join(outdir, name)
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    env = dict(os.environ, TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=os.path.join(d, "dbg"),
               TORCH_LOGS="+fusion,+schedule,graph_breaks", PYTHONUNBUFFERED="1", OMP_NUM_THREADS="2",
               TORCHINDUCTOR_CACHE_DIR=cache, TORCHINDUCTOR_FX_GRAPH_CACHE="0", TORCHINDUCTOR_AUTOGRAD_CACHE="0",
               TORCHINDUCTOR_COMPILE_THREADS="1", CUDA_VISIBLE_DEVICES="")
    if cxx:
        env["CXX"] = cxx
        env["ZOO_CXX_NOTE"] = ("kernels compiled by a g++ wrapper (CXX=%s): -O0 in place of -O1/-O2/-O3, "
                               "-march=native and -mtune=native dropped, all other flags (ISA flags included) kept; "
                               "the dumps do not depend on it (checked byte for byte on one model)" % cxx)
    else:
        env.pop("CXX", None); env.pop("ZOO_CXX_NOTE", None)
    t0 = time.time()
    with open(os.path.join(d, "torch_logs.txt"), "w") as log:
        try:
            r = subprocess.run([sys.executable, os.path.abspath(__file__), d, "--child", name], env=env,
                               stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
            rc = r.returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    secs = round(time.time() - t0, 1)
    keep = {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py"}
    n = 0
    for f in glob.glob(os.path.join(d, "dbg", "**", "*"), recursive=True):
        if os.path.basename(f) in keep and os.path.isfile(f):
            rel = os.path.relpath(f, os.path.join(d, "dbg"))
            os.makedirs(os.path.join(d, os.path.dirname(rel)), exist_ok=True)
            shutil.move(f, os.path.join(d, rel)); n += 1
    shutil.rmtree(os.path.join(d, "dbg"), ignore_errors=True)
    mp = os.path.join(d, "meta.json")
    meta = json.load(open(mp)) if os.path.exists(mp) else {"model": name, "device": "cpu"}
    meta["rc"] = rc; meta["seconds"] = secs; meta["files"] = n
    json.dump(meta, open(mp, "w"), indent=1)
    return name, rc, secs, n


def main():
    a = sys.argv[1:]
    if not a or a[0] in ("-h", "--help"): print(__doc__); return
    if "--list" in a: print(" ".join(spec(None).keys())); return
    outdir = a[0]
    if len(a) > 1 and a[1] == "--child":
        return child(a[2], outdir)
    jobs, only, timeout, real, pack = 1, None, 900, False, None
    i = 1
    while i < len(a):
        if a[i] == "--jobs": jobs = int(a[i + 1]); i += 2
        elif a[i] == "--only": only = a[i + 1].split(","); i += 2
        elif a[i] == "--timeout": timeout = int(a[i + 1]); i += 2
        elif a[i] == "--real-cxx": real = True; i += 1
        elif a[i] == "--pack": pack = a[i + 1]; i += 2
        else: raise SystemExit("unknown argument " + a[i])
    names = only or list(spec(None).keys())
    os.makedirs(outdir, exist_ok=True)
    cxx = None if real else fast_cxx(os.path.join(tempfile.gettempdir(), "zoo-rel-cxx"))
    sp = os.path.join(outdir, "..", os.path.basename(os.path.abspath(outdir)) + "-summary.json")
    summary = json.load(open(sp)) if os.path.exists(sp) else {}
    cache = tempfile.mkdtemp(prefix="zoo-rel-cache-")   # one Inductor cache for this run (FX-graph cache off)
    try:
        with cf.ThreadPoolExecutor(jobs) as ex:
            for name, rc, s, n in ex.map(lambda n: run_one(outdir, n, timeout, cxx, cache), names):
                summary[name] = {"rc": rc, "s": s, "files": n}
                print(name, summary[name], flush=True)
                json.dump(summary, open(sp, "w"), indent=1)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    if pack:
        ok = sorted(n for n in os.listdir(outdir)
                    if os.path.exists(os.path.join(outdir, n, "meta.json")) and json.load(open(os.path.join(outdir, n, "meta.json"))).get("rc") == 0)
        top = os.path.basename(os.path.abspath(outdir))
        subprocess.run(["tar", "-C", os.path.dirname(os.path.abspath(outdir)), "-cJf", os.path.abspath(pack)] +
                       [os.path.join(top, n) for n in ok], check=True, env=dict(os.environ, XZ_OPT="-9e"))
        print("packed %d models into %s (%d bytes)" % (len(ok), pack, os.path.getsize(pack)))


if __name__ == "__main__":
    main()
