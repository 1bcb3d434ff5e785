#!/usr/bin/env python3
"""Summarises the bench JSONs of run_h200.sh: per graph, our CUDA kernels (Inductor's
plan) against the unfused baseline and against Inductor's own Triton kernels
(kernel_timings_h200.json, per launch = total per step / launches), and large
memory-bound kernels against the measured device-to-device copy bandwidth.
Our times come in two instruments: CUDA events around one launch (median_us, warm_us;
they add ~2 us of launch/event overhead) and CUPTI kernel durations (gpu_us,
gpu_warm_us, and gpu_inorder_us: each plan run in order), the instrument the torch profiler
used for Inductor's times. It ends with
the kinds of generated kernel, the SLOWEST (default 45) kernels against Inductor's and each
model's matched time: `python3 tests/gpu/summarize_bench.py DIR` over a speed run's zt/."""
import glob
import json
import os
import statistics
import sys

out = sys.argv[1]
rows = []
ratios_all = []
warm_all = []
gpu_all = []
gpu_warm_all = []
no_cupti = []
big = []
copy = None
for path in sorted(glob.glob(os.path.join(out, "*.json"))):
    d = json.load(open(path))
    name = os.path.basename(path)[:-5]
    copy = d.get("copy_gbps", copy)
    ks = [k for k in d["kernels"] if k["kind"] == "loop"]
    ratios = [k["ratio_vs_inductor"] for k in ks if "ratio_vs_inductor" in k]
    ratios_all += ratios
    warm_all.extend(k["ratio_vs_inductor_warm"] for k in ks if "ratio_vs_inductor_warm" in k)
    gpu_all.extend(k["ratio_vs_inductor_gpu"] for k in ks if "ratio_vs_inductor_gpu" in k)
    gpu_warm_all.extend(k["ratio_vs_inductor_gpu_warm"] for k in ks if "ratio_vs_inductor_gpu_warm" in k)
    if not d.get("cupti", False):
        no_cupti.append((name, d.get("cupti_reason", "no 'cupti' field (older JSON or not CUDA)")))
    matched_ours = sum(k["median_us"] for k in ks if "inductor_us" in k)
    matched_ind = sum(k["inductor_us"] for k in ks if "inductor_us" in k)
    for k in ks:
        if k["bytes"] > 64 * 2**20:
            big.append((name, k["name"], k["bytes"], k["gbps"]))
    g = d["graphs"][0] if d.get("graphs") else {}
    gr = [k["ratio_vs_inductor_gpu"] for k in ks if "ratio_vs_inductor_gpu" in k]
    gw = [k["ratio_vs_inductor_gpu_warm"] for k in ks if "ratio_vs_inductor_gpu_warm" in k]
    med = lambda v: statistics.median(v) if v else float("nan")
    rows.append((name, d["verified"], len(d["kernels"]), d["total_us"], d["unfused_total_us"], d.get("speedup", 0),
                 len(ratios), med(ratios), med(gr), med(gw), matched_ind,
                 g.get("compile_ms", 0), g.get("kernels", 0), len(d.get("not_run", {})), d.get("speedup_gpu", float("nan"))))

print(f"device-to-device copy bandwidth: {copy:.0f} GB/s" if copy else "no copy bandwidth measured")
print("large memory-bound kernels (> 64 MiB moved):")
for name, k, b, gbps in big:
    frac = gbps / copy if copy else float("nan")
    print(f"  {name:32s} {k[:40]:40s} {b / 2**20:8.0f} MiB {gbps:8.0f} GB/s  {100 * frac:5.1f}% of copy")
print()
print("speedup = unfused / fused plan total (events); gpu spd = the same from CUPTI kernel durations")
print("median ours/ind per graph: events = CUDA events, L2 flushed; cupti = CUPTI kernel duration, L2 flushed;")
print("cupti warm = CUPTI kernel duration back to back (L2 warm, as Inductor's kernels ran inside the model)")
hdr = f"{'graph':32s} {'ok':>3s} {'kern':>5s} {'fused us':>10s} {'unfused us':>11s} {'speedup':>8s} {'gpu spd':>8s} {'matched':>7s} {'events':>7s} {'cupti':>6s} {'cupti warm':>10s} {'inductor us':>11s} {'nvrtc ms/kern':>13s} {'not run':>7s}"
print(hdr)
print("-" * len(hdr))
for r in rows:
    per = r[11] / r[12] if r[12] else 0
    print(f"{r[0]:32s} {'yes' if r[1] else 'NO':>3s} {r[2]:5d} {r[3]:10.1f} {r[4]:11.1f} {r[5]:7.2f}x {r[14]:7.2f}x {r[6]:7d} {r[7]:7.2f} {r[8]:6.2f} {r[9]:10.2f} {r[10]:11.1f} {per:13.1f} {r[13]:7d}")
if ratios_all:
    print(f"\nmedian over all matched kernels of (our time / Inductor's time): {statistics.median(ratios_all):.2f} "
          f"({len(ratios_all)} kernels; ours with L2 flushed before every run)")
if warm_all:
    print(f"the same with our kernels timed back to back by events, L2 warm: {statistics.median(warm_all):.2f} "
          f"(no flush kernel hides the host's launch work, which CUPTI's tracing adds to: not a kernel time)")
if gpu_all:
    print(f"the same with our CUPTI kernel duration, the profiler's instrument, L2 flushed before every run: "
          f"{statistics.median(gpu_all):.2f} ({len(gpu_all)} kernels)")
if gpu_warm_all:
    print(f"the same with our CUPTI kernel duration, the profiler's instrument, back to back, L2 warm: "
          f"{statistics.median(gpu_warm_all):.2f} ({len(gpu_warm_all)} kernels)")
    # the three speed figures on that instrument: median, p90, and the whole matched time
    gw = sorted(gpu_warm_all)
    p90 = gw[min(len(gw) - 1, int(0.9 * len(gw)))]
    ours_sum = ind_sum = 0.0
    for f in sorted(glob.glob(os.path.join(out, "*.json"))):
        for k in json.load(open(f)).get("kernels", []):
            if k.get("kind") == "loop" and "ratio_vs_inductor_gpu_warm" in k:
                ours_sum += k["gpu_warm_us"]
                ind_sum += k["inductor_us"]
    print(f"  p90 {p90:.2f}; whole matched time: ours {ours_sum:.0f} us / Inductor's {ind_sum:.0f} us = "
          f"{ours_sum / ind_sum:.3f}")
# The same three figures with each plan run in order (gpu_inorder_us: every kernel of the plan
# launched in plan order after it was verified, so each reads what its producers left in L2,
# as Inductor's kernels did inside the model's call() when they were profiled)
inorder = []
for f in sorted(glob.glob(os.path.join(out, "*.json"))):
    inorder += [k for k in json.load(open(f)).get("kernels", [])
                if k.get("kind") == "loop" and "ratio_vs_inductor_gpu_inorder" in k]
if inorder:
    r = sorted(k["ratio_vs_inductor_gpu_inorder"] for k in inorder)
    ours_sum = sum(k["gpu_inorder_us"] for k in inorder)
    ind_sum = sum(k["inductor_us"] for k in inorder)
    print(f"the same with our CUPTI kernel duration, each plan run in order (as Inductor's model ran): "
          f"{statistics.median(r):.2f} ({len(r)} kernels)")
    print(f"  p90 {r[min(len(r) - 1, int(0.9 * len(r)))]:.2f}; whole matched time: ours {ours_sum:.0f} us / "
          f"Inductor's {ind_sum:.0f} us = {ours_sum / ind_sum:.3f}")
if no_cupti:
    print(f"\nno CUPTI kernel durations in {len(no_cupti)} of {len(rows)} runs, e.g. {no_cupti[0][0]}: {no_cupti[0][1]}")

# Per kind of generated kernel (from the chosen launch): how each variant compares.
def kind_of(launch):
    if "per thread (transpose" in launch: return "transpose in registers"
    if "tile=" in launch: return "tiled transpose"
    if " columns: " in launch: return "column reduction"  # looped or persistent
    if "persistent" in launch: return "persistent reduction"
    if "lanes=" in launch: return "looped reduction"
    if " vec=" in launch: return "vectorised pointwise"
    return "scalar pointwise"

by_kind = {}
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    for k in json.load(open(f)).get("kernels", []):
        if k.get("kind") == "loop" and "ratio_vs_inductor_gpu_warm" in k:
            by_kind.setdefault(kind_of(k.get("launch", "")), []).append(k)
if by_kind:
    print("\nper kind of generated kernel (CUPTI, ours / Inductor; sum of warm time minus Inductor's):")
    print(f"  {'kind':24s} {'kernels':>7s} {'warm':>6s} {'flushed':>8s} {'sum diff us':>12s}")
    for kind, ks in sorted(by_kind.items()):
        warm = statistics.median(k["ratio_vs_inductor_gpu_warm"] for k in ks)
        flushed = statistics.median(k["ratio_vs_inductor_gpu"] for k in ks if "ratio_vs_inductor_gpu" in k)
        diff = sum(k["gpu_warm_us"] - k["inductor_us"] for k in ks)
        print(f"  {kind:24s} {len(ks):7d} {warm:6.2f} {flushed:8.2f} {diff:+12.1f}")
    # the worst kernels of each kind, for where to look next
    print("\nslowest against Inductor per kind (CUPTI warm ratio; graph, kernel, ours us, Inductor's us, launch):")
    for kind, ks in sorted(by_kind.items()):
        for k in sorted(ks, key=lambda k: -k["ratio_vs_inductor_gpu_warm"])[:3]:
            print(f"  {kind:24s} {k['ratio_vs_inductor_gpu_warm']:5.2f} {k.get('graph', '')[:24]:24s} {k['name'][:40]:40s} "
                  f"{k['gpu_warm_us']:8.1f} {k['inductor_us']:8.1f}  {k.get('launch', '')[:90]}")

# Across models: the SLOWEST (environment, default 45) kernels against Inductor's, and each
# model's matched warm time against Inductor's (what the p90 and the whole time are made of)
matched = []
per_model = []
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    model = os.path.basename(f)[:-5]
    ours = theirs = in_order = 0.0
    for k in json.load(open(f)).get("kernels", []):
        if "ratio_vs_inductor_gpu_warm" not in k:
            continue
        matched.append((k["ratio_vs_inductor_gpu_warm"], model, k))
        ours += k["gpu_warm_us"]
        theirs += k["inductor_us"]
        in_order += k.get("gpu_inorder_us", 0.0)
    if theirs > 0:
        per_model.append((model, ours, theirs, in_order))
if matched:
    n = int(os.environ.get("SLOWEST", "45"))
    print(f"\nthe {n} slowest kernels against Inductor (CUPTI warm ratio; model, kernel, ours us, Inductor's us, launch):")
    for r, model, k in sorted(matched, key=lambda m: -m[0])[:n]:
        print(f"{r:.2f} {model[:24]:24s} {k['name'][:42]:42s} {k['gpu_warm_us']:7.2f} {k['inductor_us']:7.2f} "
              f"{k.get('launch', '')[:90]}")
    print("\nper model, matched kernels (CUPTI warm us): ours / Inductor's; ours with the plan run in order")
    for model, ours, theirs, in_order in per_model:
        print(f"  {model[:28]:28s} {ours:8.1f} {theirs:8.1f}  {ours / theirs:.3f}"
              + (f"   in order {in_order:8.1f}  {in_order / theirs:.3f}" if in_order > 0 else ""))
