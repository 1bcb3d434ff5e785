"""tests/zoo/extra.tar.xz was made with this script on the H200 machine (device tool):
`python3 tests/zoo/gen_zoo_extra.py OUT/extra --jobs 8 --timeout 200`, then `tar -cJf`.
It is ../shared/zoo/gen_zoo.py with only its model table replaced: 16 small models that
exercise, in new combinations, what the zoo's do (concatenation buffers, dynamic shapes,
training with embeddings, scatter/index_put accumulate, scans, sort/topk, foreach
optimizer steps, max-autotune templates, bf16, the C++ backend).

Make a zoo of real Inductor debug dumps (torch.compile under TORCH_COMPILE_DEBUG=1 with the
fusion log) from many public model architectures, random weights, on the GPU machine.
Each model compiles in its own subprocess (fresh dynamo state); several run side by side.
Usage: python3 gen_zoo.py OUTDIR [--jobs N] [--only a,b,c] [--part K/N]
Output per model: OUTDIR/<name>/torch_compile_debug/... (only ir_pre/post_fusion, output_code,
fx_graph_readable kept), torch_logs.txt, meta.json (rc, seconds, torch version, shapes)."""
import os, sys, json, time, subprocess, glob, shutil, concurrent.futures as cf

def tv(name, **kw):
    import torchvision
    return getattr(torchvision.models, name)(**kw)

def hf(kind, **cfg):
    import transformers as T
    conf = getattr(T, kind + "Config")(**cfg)
    return conf

def spec(name):
    """-> (model, args, train, device, compile_kwargs, autocast dtype or None)"""
    import torch, torch.nn as nn, torch.nn.functional as F
    cuda, cpu = "cuda", "cpu"
    img = lambda b=2, s=224, d=cuda: (torch.randn(b, 3, s, s, device=d),)
    ids = lambda b=2, t=128, v=1000, d=cuda: (torch.randint(0, v, (b, t), device=d),)
    class Wrap(nn.Module):
        def __init__(s, m, key=None): super().__init__(); s.m = m; s.key = key
        def forward(s, *a):
            o = s.m(*a)
            if s.key == "hf": return o.last_hidden_state if hasattr(o, "last_hidden_state") else o[0]
            if s.key: return o[s.key]
            return o
    import transformers as T
    small = dict(hidden_size=256, num_hidden_layers=2, num_attention_heads=4, intermediate_size=512, vocab_size=1000)
    R = {}
    # ---- FusionScope's extra models (tests/zoo/gen_zoo_extra.py): small models, each a construct
    # real users hit, in combinations the zoo lacks. Same output layout as the zoo's gen_zoo.py.
    # -- concatenation buffers (ConcatKernel, NonOwningLayout, bufN.aliases) and pointwise cat
    class CatConv(nn.Module):   # inception-like block: mixed extern/pointwise cat into a conv; cat of conv outputs into relu
        def __init__(s):
            super().__init__()
            cbr = lambda i, o, k, **kw: nn.Sequential(nn.Conv2d(i, o, k, bias=False, **kw), nn.BatchNorm2d(o), nn.ReLU())
            s.a = nn.Conv2d(32, 16, 1)
            s.b = cbr(32, 24, 3, padding=1); s.c = cbr(32, 8, 3, padding=2, dilation=2); s.p = cbr(32, 16, 1)
            s.o = nn.Conv2d(64, 32, 1); s.e1 = nn.Conv2d(32, 16, 3, padding=1); s.e2 = nn.Conv2d(32, 16, 1)
        def forward(s, x):
            y = s.o(torch.cat([s.a(x), s.b(x), s.c(x), s.p(F.max_pool2d(x, 3, 1, 1))], 1))
            z = torch.cat([s.e1(y), s.e2(y)], 1).relu()
            return z + x
    R["x_cat_conv"] = lambda: (CatConv().eval(), (torch.randn(2, 32, 28, 28, device=cuda),), False, cuda, {}, None)
    class Dense(nn.Module):     # densenet-like block: features reused by every later cat, up to 11 inputs
        def __init__(s, c0=16, g=4, L=10):
            super().__init__()
            s.stem = nn.Conv2d(3, c0, 3, padding=1)
            s.layers = nn.ModuleList(nn.Sequential(nn.BatchNorm2d(c0 + i * g), nn.ReLU(), nn.Conv2d(c0 + i * g, g, 3, padding=1)) for i in range(L))
            s.tr = nn.Sequential(nn.BatchNorm2d(c0 + L * g), nn.ReLU(), nn.Conv2d(c0 + L * g, 16, 1))
        def forward(s, x):
            f = [F.avg_pool2d(s.stem(x), 2)]
            for l in s.layers: f.append(l(torch.cat(f, 1)))
            return F.avg_pool2d(s.tr(torch.cat(f, 1)), 2)
    R["x_dense_block"] = lambda: (Dense().eval(), img(2, 32), False, cuda, {}, None)
    class CatPW(nn.Module):     # cats of pointwise results: with a linear output into a linear, 10 inputs, pointwise cat
        def __init__(s): super().__init__(); s.l = nn.Linear(128, 128); s.m = nn.Linear(512, 64)
        def forward(s, x):
            a = x.sigmoid() * x
            y = torch.cat([a, (x * 2).tanh(), (x + 1).relu(), s.l(x)], 1)
            z = torch.cat([x * i + i for i in range(10)], 1)
            w = torch.cat([x.exp(), x.cos()], 1) * 3
            return s.m(y), z.softmax(-1), w + a.repeat(1, 2)
    R["x_cat_pointwise"] = lambda: (CatPW().eval(), (torch.randn(64, 128, device=cuda),), False, cuda, {}, None)
    # -- dynamic shapes (a name with "dynamic" also runs a second, doubled batch)
    class DynMLP(nn.Module):
        def __init__(s): super().__init__(); s.a = nn.Linear(128, 256); s.b = nn.Linear(256, 128); s.n = nn.LayerNorm(128)
        def forward(s, x): return s.n(x + s.b(F.gelu(s.a(x)))) * 2
    R["x_dynamic_mlp_ln"] = lambda: (DynMLP().eval(), (torch.randn(32, 16, 128, device=cuda),), False, cuda, {"dynamic": True}, None)
    class DynConv(nn.Module):
        def __init__(s):
            super().__init__()
            s.c1 = nn.Conv2d(3, 16, 3, stride=2, padding=1); s.bn = nn.BatchNorm2d(16); s.c2 = nn.Conv2d(16, 32, 3, padding=1); s.fc = nn.Linear(32, 10)
        def forward(s, x):
            y = F.max_pool2d(F.relu(s.bn(s.c1(x))), 3, 2, 1)
            y = F.avg_pool2d(F.relu(s.c2(y)), 2)
            return s.fc(F.adaptive_avg_pool2d(y, 1).flatten(1))
    R["x_dynamic_conv_pool"] = lambda: (DynConv().eval(), img(2, 64), False, cuda, {"dynamic": True}, None)
    class DynAttn(nn.Module):
        def __init__(s, C=64, H=4):
            super().__init__(); s.H = H; s.qkv = nn.Linear(C, 3 * C); s.o = nn.Linear(C, C); s.n = nn.LayerNorm(C)
        def forward(s, x):
            B, T, C = x.shape
            q, k, v = s.qkv(x).view(B, T, 3, s.H, C // s.H).permute(2, 0, 3, 1, 4).unbind(0)
            w = torch.softmax((q @ k.transpose(-1, -2)) * (C // s.H) ** -0.5, -1)
            return s.n(x + s.o((w @ v).transpose(1, 2).reshape(B, T, C)))
    R["x_dynamic_attention"] = lambda: (DynAttn().eval(), (torch.randn(2, 32, 64, device=cuda),), False, cuda, {"dynamic": True}, None)
    # -- training steps (forward + backward): embedding backward (atomic_add), batch norm backward
    class EmbBlock(nn.Module):
        def __init__(s, V=500, T=32, C=64, H=4):
            super().__init__(); s.H = H
            s.tok = nn.Embedding(V, C); s.pos = nn.Embedding(T, C)
            s.n1 = nn.LayerNorm(C); s.qkv = nn.Linear(C, 3 * C); s.proj = nn.Linear(C, C)
            s.n2 = nn.LayerNorm(C); s.fc = nn.Linear(C, 4 * C); s.fc2 = nn.Linear(4 * C, C)
            s.nf = nn.LayerNorm(C); s.head = nn.Linear(C, V)
        def forward(s, ids):
            B, T = ids.shape
            x = s.tok(ids) + s.pos(torch.arange(T, device=ids.device))
            q, k, v = s.qkv(s.n1(x)).view(B, T, 3, s.H, -1).permute(2, 0, 3, 1, 4).unbind(0)
            w = (q @ k.transpose(-1, -2)) * (q.shape[-1] ** -0.5)
            w = w.masked_fill(torch.ones(T, T, dtype=torch.bool, device=ids.device).triu(1), float("-inf")).softmax(-1)
            x = x + s.proj((w @ v).transpose(1, 2).reshape(B, T, -1))
            x = x + s.fc2(F.gelu(s.fc(s.n2(x))))
            return s.head(s.nf(x))
    R["x_train_embed_block"] = lambda: (EmbBlock().train(), ids(2, 32, 500), True, cuda, {}, None)
    class TinyConv(nn.Module):
        def __init__(s):
            super().__init__()
            s.f = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                                nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2))
            s.fc = nn.Linear(32, 10)
        def forward(s, x): return s.fc(F.adaptive_avg_pool2d(s.f(x), 1).flatten(1))
    R["x_train_conv"] = lambda: (TinyConv().train(), img(4, 32), True, cuda, {}, None)
    # -- scatter-style stores: scatter_add, index_add, index_put(accumulate=True) with two index tensors
    class Scat(nn.Module):
        def forward(s, x, idx, src, rows, v, r2, c2, w):
            a = torch.zeros(512, 64, device=x.device).scatter_add(1, idx, src)
            b = x.index_add(0, rows, v)
            m = torch.zeros(64, 64, device=x.device).index_put((r2, c2), w, accumulate=True)
            out = (b * 2).relu() + a.sigmoid()
            return out.sum(0) + m.sum(1), out
    R["x_scatter_index_add"] = lambda: (Scat(), (torch.randn(512, 64, device=cuda), torch.randint(0, 64, (512, 128), device=cuda), torch.randn(512, 128, device=cuda),
                                                 torch.randint(0, 512, (1024,), device=cuda), torch.randn(1024, 64, device=cuda),
                                                 torch.randint(0, 64, (2048,), device=cuda), torch.randint(0, 64, (2048,), device=cuda), torch.randn(2048, device=cuda)), False, cuda, {}, None)
    # -- scans and sorts
    class Scans(nn.Module):
        def __init__(s): super().__init__(); s.l = nn.Linear(512, 512)
        def forward(s, x):
            h = s.l(x)
            a = torch.cumsum(h, -1); b = torch.cumprod(torch.sigmoid(h), -1); c = torch.logcumsumexp(h, -1)
            return (a * b + c).softmax(-1), torch.cumsum(x, 0)[-1]
    R["x_scan_cum_logcumsumexp"] = lambda: (Scans().eval(), (torch.randn(64, 512, device=cuda),), False, cuda, {}, None)
    class SortTopk(nn.Module):
        def forward(s, x):
            v, i = torch.topk(x.softmax(-1), 8, -1)
            sv, si = torch.sort(x, -1, descending=True)
            a = torch.argsort(x * 2 + 1, -1)
            return v.sum(-1) + sv[:, :4].sum(-1), torch.gather(x, -1, a[:, :16]).relu(), i + si[:, :8]
    R["x_sort_topk"] = lambda: (SortTopk(), (torch.randn(64, 256, device=cuda),), False, cuda, {}, None)
    # -- optimizer steps (foreach), compiled as the zoo's adamw_step
    class Opt(nn.Module):
        def __init__(s, kind):
            super().__init__()
            s.ps = [torch.randn(*sh, device=cuda, requires_grad=True) for sh in [(1024,), (300,), (64, 64), (17,), (33, 7)]]
            for p in s.ps: p.grad = torch.randn_like(p)
            if kind == "sgd":
                s.opt = torch.optim.SGD(s.ps, lr=0.1, momentum=0.9, weight_decay=1e-4, foreach=True)
                s.opt.step()   # momentum buffers exist: the compiled step is the steady-state one
            else:
                s.opt = torch.optim.Adam(s.ps, lr=1e-3, weight_decay=0.01, foreach=True)
        def forward(s, x):
            s.opt.step(); return x * 2
    R["x_sgd_momentum_step"] = lambda: (Opt("sgd"), (torch.randn(4, device=cuda),), False, cuda, {}, None)
    R["x_adam_step"] = lambda: (Opt("adam"), (torch.randn(4, device=cuda),), False, cuda, {}, None)
    # -- max-autotune templates with epilogues (tiny, so autotuning is quick)
    class TinyMLP(nn.Module):
        def __init__(s): super().__init__(); s.a = nn.Linear(256, 512); s.b = nn.Linear(512, 256)
        def forward(s, x): return s.b(F.gelu(s.a(x)))
    R["x_maxautotune_mlp"] = lambda: (TinyMLP().eval(), (torch.randn(256, 256, device=cuda),), False, cuda, {"mode": "max-autotune-no-cudagraphs"}, None)
    # -- bf16 autocast of conv + batch norm + relu
    class CBR(nn.Module):
        def __init__(s):
            super().__init__()
            s.f = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                                nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.ReLU())
            s.g = nn.Sequential(nn.Conv2d(32, 32, 3, padding=1), nn.BatchNorm2d(32))
        def forward(s, x):
            y = s.f(x); return F.relu(y + s.g(y)).mean((2, 3))
    R["x_bf16_conv_bn_relu"] = lambda: (CBR().eval(), img(2, 64), False, cuda, {}, torch.bfloat16)
    # -- C++ backend (CPU): conv branches + cat
    class CpuCat(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Conv2d(3, 8, 1); s.b = nn.Conv2d(3, 8, 3, padding=1); s.c = nn.Conv2d(3, 8, 5, padding=2); s.o = nn.Conv2d(27, 16, 3, padding=1)
        def forward(s, x):
            y = torch.cat([s.a(x).relu(), s.b(x).sigmoid(), s.c(x), x * 0.5], 1)
            return F.adaptive_avg_pool2d(F.relu(s.o(y)), 1).flatten(1)
    R["x_cpu_cat_conv"] = lambda: (CpuCat().eval(), img(1, 32, cpu), False, cpu, {}, None)
    return R if name is None else R[name]()

def child(name, d):
    import torch
    torch.manual_seed(0)
    m, args, train, dev, ckw, amp = spec(name)
    m = m.to(dev)
    meta = {"model": name, "train": train, "device": dev, "torch": torch.__version__, "compile": {k: str(v) for k, v in ckw.items()},
            "autocast": str(amp), "inputs": [list(a.shape) for a in args]}
    cm = torch.compile(m, **ckw)
    def step():
        ctx = torch.autocast(dev, dtype=amp) if amp else torch.no_grad() if not train else torch.enable_grad()
        with ctx:
            out = cm(*args)
        if train:
            o = out[0] if isinstance(out, (tuple, list)) else out
            o.float().sum().backward()
    t0 = time.time(); step()
    if dev == "cuda": torch.cuda.synchronize()
    meta["compile_s"] = round(time.time() - t0, 1)
    if "dynamic" in name:   # a second shape, as dynamic shapes are for
        args2 = tuple(torch.cat([a, a], 0) if a.dim() else a for a in args)
        args, a0 = args2, args
        step(); meta["second_inputs"] = [list(a.shape) for a in args2]
    if os.environ.get("ZOO_TIMINGS") == "1" and dev == "cuda":
        # per-kernel CUDA time per step, as the fixtures' kernel_timings_h200.json (torch profiler,
        # 20 steps after 3 warm-ups); one model at a time holds the GPU (file lock)
        import fcntl
        from torch.profiler import profile, ProfilerActivity
        with open("/tmp/zoo_gpu.lock", "w") as lk:
            fcntl.flock(lk, fcntl.LOCK_EX)
            for _ in range(3): step()
            torch.cuda.synchronize()
            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                for _ in range(20): step()
                torch.cuda.synchronize()
            ks = {}
            for e in prof.key_averages():
                t = getattr(e, "device_time_total", None) or getattr(e, "cuda_time_total", 0)
                if t and e.count:
                    ks[e.key] = {"count": e.count // 20 if e.count >= 20 else e.count, "total_us_per_step": t / 20}
            meta["compiled_kernels_us_per_step"] = ks
            json.dump(meta, open(os.path.join(d, "kernel_timings_h200.json"), "w"), indent=1)
    json.dump(meta, open(os.path.join(d, "meta.json"), "w"), indent=1)

def run_one(outdir, name, timeout):
    d = os.path.join(outdir, name); os.makedirs(d, exist_ok=True)
    env = dict(os.environ, TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=os.path.join(d, "dbg"),
               TORCH_LOGS="+fusion,+schedule,graph_breaks", PYTHONUNBUFFERED="1", OMP_NUM_THREADS="2")
    t0 = time.time()
    with open(os.path.join(d, "torch_logs.txt"), "w") as log:
        try:
            r = subprocess.run([sys.executable, __file__, d, "--child", name], env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
            rc = r.returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    keep = {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py"}
    n = 0
    for f in glob.glob(os.path.join(d, "dbg", "**", "*"), recursive=True):
        if os.path.basename(f) in keep and os.path.isfile(f):
            rel = os.path.relpath(f, os.path.join(d, "dbg"))
            os.makedirs(os.path.join(d, os.path.dirname(rel)), exist_ok=True)
            shutil.move(f, os.path.join(d, rel)); n += 1
    shutil.rmtree(os.path.join(d, "dbg"), ignore_errors=True)
    return name, rc, round(time.time() - t0, 1), n

def main():
    a = sys.argv[1:]
    outdir = a[0]
    if len(a) > 1 and a[1] == "--child":
        return child(a[2], outdir)
    jobs, only, part, timeout = 4, None, None, 240
    i = 1
    while i < len(a):
        if a[i] == "--jobs": jobs = int(a[i + 1]); i += 2
        elif a[i] == "--only": only = a[i + 1].split(","); i += 2
        elif a[i] == "--part": part = tuple(map(int, a[i + 1].split("/"))); i += 2
        elif a[i] == "--timeout": timeout = int(a[i + 1]); i += 2
        else: raise SystemExit("unknown argument " + a[i])
    names = only or list(spec(None).keys())
    if part: names = [n for k, n in enumerate(names) if k % part[1] == part[0] - 1]
    if len(a) > 1 and "--list" in a: print(names); return
    os.makedirs(outdir, exist_ok=True)
    summary = {}
    with cf.ThreadPoolExecutor(jobs) as ex:
        for name, rc, s, n in ex.map(lambda n: run_one(outdir, n, timeout), names):
            summary[name] = {"rc": rc, "s": s, "files": n}
            print(name, summary[name], flush=True)
    json.dump(summary, open(os.path.join(outdir, "summary.json"), "w"), indent=1)

if __name__ == "__main__":
    main()
