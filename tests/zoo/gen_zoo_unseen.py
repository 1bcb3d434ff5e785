"""tests/zoo/unseen.tar.xz was made with this script on the H200 machine (device tool):
`python3 tests/zoo/gen_zoo_unseen.py OUT/unseen --jobs 8 --timeout 240`, then `tar -cJf`.
It is ../shared/zoo/gen_zoo.py with only its model table replaced: real architectures
that neither the zoo nor tests/zoo/extra.tar.xz holds (EfficientNet's squeeze-excitation,
ShuffleNet's channel shuffle, DeepLabV3's bilinear upsampling, GPT-2, BART, Whisper's
encoder, CLIP's vision tower, Gemma, OPT, BLOOM's ALiBi, wav2vec 2.0), in eval, training,
dynamic-shape, bf16 and C++-backend forms: a check of the readers, the scheduler and the
kernels on models no rule of ours was written against.
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
    def hfm(cls, cfgcls, extra=None, inp=None):
        def f():
            kw = dict(small); kw.update(extra or {})
            m = getattr(T, cls)(getattr(T, cfgcls)(**kw)).eval()
            return (Wrap(m, "hf"), inp() if inp else ids(), False, cuda, {}, None)
        return f
    # ---- real architectures the zoo and tests/zoo/extra.tar.xz lack (tests/zoo/gen_zoo_unseen.py)
    tvm = __import__("torchvision").models
    R["u_efficientnet_b0"] = lambda: (tvm.efficientnet_b0().eval(), img(2, 224), False, cuda, {}, None)
    R["u_shufflenet_v2"] = lambda: (tvm.shufflenet_v2_x0_5().eval(), img(2, 224), False, cuda, {}, None)
    R["u_mobilenet_v2"] = lambda: (tvm.mobilenet_v2().eval(), img(2, 224), False, cuda, {}, None)
    R["u_deeplabv3_mnv3"] = lambda: (Wrap(tvm.segmentation.deeplabv3_mobilenet_v3_large(weights=None, weights_backbone=None, aux_loss=False), "out").eval(), img(1, 256), False, cuda, {}, None)
    gpt2 = lambda: T.GPT2Model(T.GPT2Config(n_embd=256, n_layer=2, n_head=4, vocab_size=1000, n_positions=256))
    R["u_gpt2"] = lambda: (Wrap(gpt2(), "hf").eval(), ids(), False, cuda, {}, None)
    R["u_bart"] = lambda: (Wrap(T.BartModel(T.BartConfig(d_model=256, encoder_layers=1, decoder_layers=1, encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=512, decoder_ffn_dim=512, vocab_size=1000, max_position_embeddings=256)), "hf").eval(), ids(), False, cuda, {}, None)
    R["u_whisper_encoder"] = lambda: (Wrap(T.WhisperModel(T.WhisperConfig(d_model=256, encoder_layers=2, decoder_layers=1, encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=512, decoder_ffn_dim=512, vocab_size=1000, num_mel_bins=80, max_source_positions=1500, pad_token_id=0, bos_token_id=1, eos_token_id=2, decoder_start_token_id=3)).encoder, "hf").eval(), (torch.randn(1, 80, 3000, device=cuda),), False, cuda, {}, None)
    R["u_clip_vision"] = lambda: (Wrap(T.CLIPVisionModel(T.CLIPVisionConfig(hidden_size=256, intermediate_size=512, num_hidden_layers=2, num_attention_heads=4, image_size=224, patch_size=32)), "hf").eval(), img(2, 224), False, cuda, {}, None)
    R["u_gemma"] = hfm("GemmaModel", "GemmaConfig", dict(num_key_value_heads=1, head_dim=64))
    R["u_opt"] = lambda: (Wrap(T.OPTModel(T.OPTConfig(hidden_size=256, ffn_dim=512, num_hidden_layers=2, num_attention_heads=4, vocab_size=1000, word_embed_proj_dim=256, max_position_embeddings=256)), "hf").eval(), ids(), False, cuda, {}, None)
    R["u_bloom"] = lambda: (Wrap(T.BloomModel(T.BloomConfig(hidden_size=256, n_layer=2, n_head=4, vocab_size=1000)), "hf").eval(), ids(), False, cuda, {}, None)
    R["u_wav2vec2"] = lambda: (Wrap(T.Wav2Vec2Model(T.Wav2Vec2Config(hidden_size=256, num_hidden_layers=2, num_attention_heads=4, intermediate_size=512, conv_dim=(64, 64, 64), conv_stride=(5, 2, 2), conv_kernel=(10, 3, 3), num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=4)), "hf").eval(), (torch.randn(2, 16000, device=cuda),), False, cuda, {}, None)
    # training (forward and backward)
    R["u_gpt2_train"] = lambda: (Wrap(gpt2(), "hf").train(), ids(), True, cuda, {}, None)
    R["u_efficientnet_b0_train"] = lambda: (tvm.efficientnet_b0().train(), img(4, 128), True, cuda, {}, None)
    # dynamic shapes, bf16 autocast
    R["u_gpt2_dynamic"] = lambda: (Wrap(gpt2(), "hf").eval(), ids(), False, cuda, {"dynamic": True}, None)
    R["u_clip_vision_bf16"] = lambda: R["u_clip_vision"]()[:5] + (torch.bfloat16,)
    # the C++ backend
    R["u_gpt2_cpu"] = lambda: (Wrap(gpt2(), "hf").eval(), ids(1, 128, 1000, cpu), False, cpu, {}, None)
    R["u_efficientnet_b0_cpu"] = lambda: (tvm.efficientnet_b0().eval(), img(1, 128, cpu), False, cpu, {}, None)
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
