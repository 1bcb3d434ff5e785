#!/usr/bin/env python3
"""Inductor's own kernel times on the card at hand, from a dump alone: for each model,
every graph's output_code.py is imported (its Triton kernels compile from the source the
dump holds), called with its own get_args() inputs, 3 warm-up steps then 20 profiled ones
(torch.profiler, CUDA activity), and the per-kernel device time per step written in the
format of the zoo's kernel_timings_h200.json (compiled_kernels_us_per_step: name ->
count per step, total_us_per_step). One step calls each graph once, as one training step
runs each forward and backward graph once; kernels of the same name in two graphs add up,
as they do in the zoo's files.

Why: the zoo's Inductor times were measured on an H200; on another card (the device
machine may give an H100) our kernels must be compared with Inductor's on that card.

  tests/gpu/inductor_timings.py OUT MODEL_DIR...     (needs torch with Triton and a GPU)
Environment: TIMEOUT (seconds per model, default 240), DEADLINE (seconds for the whole
call, default 540: no model starts after it), JOBS (models at a time, default 4: their
Triton kernels compile in parallel on the CPU cores, while the warm-up and profiled steps
hold a lock on OUT/.gpu.lock, so no two models' kernels share the GPU while one is timed). OUT gets <model>.json, and a model with a
JSON there already is skipped (a later call resumes). The card's name is in each file."""
import concurrent.futures
import fcntl
import glob
import importlib.util
import json
import os
import subprocess
import sys
import time


def graphs_of(model_dir):
    return sorted(glob.glob(os.path.join(model_dir, "torch_compile_debug", "run_*", "torchinductor", "*", "output_code.py")))


def child(model_dir, out_file):
    import torch
    from torch.profiler import profile, ProfilerActivity
    mods = []
    for i, path in enumerate(graphs_of(model_dir)):
        spec = importlib.util.spec_from_file_location(f"fs_output_code_{i}", path)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)  # compiles the graph's Triton kernels
        torch.manual_seed(0)
        mods.append((m, m.get_args()))

    def step():
        for m, args in mods:
            m.call(list(args))  # call() empties the list it is given

    # one model on the GPU at a time while it is timed (the others still compile)
    with open(os.path.join(os.path.dirname(os.path.abspath(out_file)), ".gpu.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for _ in range(3):
            step()
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            for _ in range(20):
                step()
            torch.cuda.synchronize()
    ks = {}
    for e in prof.key_averages():
        t = getattr(e, "device_time_total", None) or getattr(e, "cuda_time_total", 0)
        if t and e.count:
            ks[e.key] = {"count": e.count // 20 if e.count >= 20 else e.count, "total_us_per_step": t / 20}
    meta = {"model": os.path.basename(os.path.normpath(model_dir)), "device": "cuda",
            "card": torch.cuda.get_device_name(), "torch": torch.__version__,
            "source": "tests/gpu/inductor_timings.py: each graph's output_code.py with get_args(), 20 steps after 3",
            "graphs": len(mods), "compiled_kernels_us_per_step": ks}
    with open(out_file, "w") as f:
        json.dump(meta, f, indent=1)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3])
        return
    out, models = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    timeout = float(os.environ.get("TIMEOUT", "240"))
    deadline = time.time() + float(os.environ.get("DEADLINE", "540"))
    jobs = int(os.environ.get("JOBS", "4"))

    def one(m):
        name = os.path.basename(os.path.normpath(m))
        dest = os.path.join(out, name + ".json")
        if time.time() > deadline:
            return f"deadline: {name} not profiled"
        t0 = time.time()
        try:
            r = subprocess.run([sys.executable, __file__, "--child", m, dest], capture_output=True, text=True,
                               timeout=min(timeout, max(10.0, deadline + timeout / 2 - time.time())))
            ok = r.returncode == 0
            why = "" if ok else (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1]
        except subprocess.TimeoutExpired:
            ok, why = False, "timeout"
        return f"{name}: {'ok' if ok else 'FAILED: ' + why} ({time.time() - t0:.0f} s)"

    todo = [m for m in models if graphs_of(m) and not os.path.exists(
        os.path.join(out, os.path.basename(os.path.normpath(m)) + ".json"))]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for line in pool.map(one, todo):
            print(line, flush=True)

if __name__ == "__main__":
    main()
