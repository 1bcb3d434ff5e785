#!/usr/bin/env python3
"""Benches every CUDA model of one or more zoos on the GPU machine, several at a time,
with the CLI run_h200.sh built there, and writes the classified table of issue 34:
per model and graph, fused and unfused verified or the one-line reason why not, and the
bench's wall seconds.

  tests/gpu/bench_corpus.py OUT ZOO...     ZOO: a .tar.xz or an unpacked folder of <model>/
Environment: BUILD (default build/h200), JOBS (benches at a time, default 6), TIMEOUT
(seconds per model, default 120), DEADLINE (seconds for the whole call: no model starts
after it, default 540), ONLY (comma-separated models), FIRST (these models first), PART (k/n: every n-th model from
the k-th, 1-based), TIMED (1: time the kernels too; default 0, bench --verify-only: benches
sharing one GPU time nothing worth keeping), EXTRA (more bench flags, e.g. "--reps 5"), DEVICE (default cuda; cpu
benches the same CUDA models' graphs with the C++ backend, to try this script without a GPU).
  tests/gpu/bench_corpus.py --table OUT    the table again from OUT's results

OUT gets <model>.json / <model>.txt per model, times.tsv (model, exit code, seconds) and
TABLE.md. A call with an OUT of an earlier call benches only the models not in its
times.tsv (a corpus over several GPU sessions). The classification reads only the bench's own outputs (its JSON and text)."""
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def models_of(zoo):
    if os.path.isfile(zoo):
        d = tempfile.mkdtemp(prefix="zoo-")
        with tarfile.open(zoo) as t:
            t.extractall(d)
        zoo = d
    # a tarball's one top folder (zoo/, zoo3/, extra/, ...)
    subs = [e for e in os.listdir(zoo) if os.path.isdir(os.path.join(zoo, e))]
    if len(subs) == 1 and not os.path.exists(os.path.join(zoo, subs[0], "meta.json")):
        zoo = os.path.join(zoo, subs[0])
    out = []
    for m in sorted(os.listdir(zoo)):
        meta = os.path.join(zoo, m, "meta.json")
        try:
            if json.load(open(meta)).get("device", "").startswith("cuda"):
                out.append(os.path.join(zoo, m))
        except (OSError, ValueError):
            pass
    return out


def bench(cli, path, out, timeout, extra):
    name = os.path.basename(path)
    t0 = time.time()
    cmd = ["timeout", str(int(timeout)), cli, "bench", path, "--device", os.environ.get("DEVICE", "cuda"), "--json",
           os.path.join(out, name + ".json")] + extra
    # JOBS benches share the cores: each gets its share of OpenMP and OpenBLAS threads (the
    # reference interpreter and the CPU externs), not one thread per core each (12 benches x
    # 16 threads on 16 cores was the H100 run of 2026-12-05)
    env = dict(os.environ)
    share = str(max(1, (os.cpu_count() or 1) // int(os.environ.get("JOBS", "6"))))
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        env.setdefault(var, share)
    if "OPENBLAS_CORETYPE" not in env:  # as run_h200.sh: OpenBLAS 0.3.21 would run Prescott kernels there
        flags = open("/proc/cpuinfo").read().split() if os.path.exists("/proc/cpuinfo") else []
        if "avx512f" in flags:
            env["OPENBLAS_CORETYPE"] = "SkylakeX"
        elif "avx2" in flags:
            env["OPENBLAS_CORETYPE"] = "Haswell"
    with open(os.path.join(out, name + ".txt"), "w") as f:
        rc = subprocess.call(cmd, stdout=f, stderr=subprocess.STDOUT, env=env)
    return name, rc, time.time() - t0


# ---- classification -----------------------------------------------------------------

def first_line(s, n=140):
    s = " ".join(str(s).split())
    return s if len(s) <= n else s[: n - 3] + "..."


def classify_reason(why):
    """One class per kind of reason a kernel did not run or a graph did not verify."""
    w = why.lower()
    if "did not compile" in w:
        return "did not compile"
    if "no cuda implementation" in w or "not implemented on cuda" in w or "only 1-d" in w:
        return "library call without a GPU path"
    if "mismatch" in w or "does not match" in w:
        return "wrong result"
    if "opaque" in w or "not known" in w:
        return "node not understood"
    if "cannot be checked" in w or "depends on a node" in w:
        return "downstream of a kernel that could not run"
    return "did not run"


def graph_rows(name, rc, secs, out):
    """(model, graph, class, detail, seconds) for each graph of one model's bench."""
    jpath = os.path.join(out, name + ".json")
    tpath = os.path.join(out, name + ".txt")
    text = open(tpath, errors="replace").read() if os.path.exists(tpath) else ""
    if rc in (124, 137):
        return [(name, "-", "timeout", "bench ran past %d s" % int(secs), secs)]
    try:
        d = json.load(open(jpath))
    except (OSError, ValueError):
        last = [l for l in text.splitlines() if l.strip()][-1:] or ["no output"]
        return [(name, "-", "error", first_line(last[0]), secs)]
    rows = []
    for g in d.get("graphs_not_loaded", []):
        gname = g.get("name", "?") if isinstance(g, dict) else str(g)
        why = g.get("error", "") if isinstance(g, dict) else ""
        rows.append((name, gname, "graph did not load", first_line(why), secs))
    host = {}
    for k in d.get("kernels", []) + d.get("unfused_kernels", []):
        if str(k.get("launch", "")).startswith("on the host"):
            host.setdefault(k.get("graph", ""), set()).add(re.sub(r"^on the host \((.*?)\):.*", r"\1", k["launch"]))
    spread = {}  # graph -> (elements, kernels) verified only within their float32 rounding spread
    for k in d.get("kernels", []) + d.get("unfused_kernels", []):
        if k.get("within_spread", 0):
            e, n = spread.get(k.get("graph", ""), (0, 0))
            spread[k.get("graph", "")] = (e + k["within_spread"], n + 1)
    not_run = d.get("not_run", {})
    for g in d.get("graphs", []):
        gn = g["name"]
        if g.get("verified") and g.get("unfused_verified"):
            cls = "verified"
            detail = ""
            if gn in spread:
                cls = "verified, within rounding spread"
                detail = "%d element(s) of %d kernel(s) within 4x their float32 rounding spread" % spread[gn]
            if host.get(gn):
                cls = "verified, a library call on the host"
                detail = first_line("; ".join(sorted(host[gn])))
            rows.append((name, gn, cls, detail, secs))
            continue
        bad = None
        for side in ("kernels", "unfused_kernels"):
            for k in d.get(side, []):
                if k.get("graph") == gn and not k.get("ok", True):
                    bad = (side, k)
                    break
            if bad:
                break
        reasons = [v for k, v in not_run.items() if k.startswith(gn + ":")]
        if bad:
            side, k = bad
            m = re.search(r"^\s+%s\s.*?((MISMATCH|NOT CHECKED|did not run|did not compile).*)$" % re.escape(k["name"]),
                          text, re.M)
            why = m.group(1) if m else "MISMATCH"
            detail = "%s%s: %s" % ("unfused " if side == "unfused_kernels" else "", k["name"], why)
        elif reasons:
            why = reasons[0]
            detail = why
        else:
            why = "not verified"
            detail = why
        rows.append((name, gn, classify_reason(why), first_line(detail), secs))
    if not rows:
        rows.append((name, "-", "error", first_line((text.strip().splitlines() or ["no graph"])[-1]), secs))
    return rows


def table(out):
    times = {}
    tsv = os.path.join(out, "times.tsv")
    if os.path.exists(tsv):
        for line in open(tsv):
            p = line.rstrip("\n").split("\t")
            if len(p) == 3:
                times[p[0]] = (int(p[1]), float(p[2]))
    rows = []
    for name, (rc, secs) in sorted(times.items()):
        rows += graph_rows(name, rc, secs, out)
    classes = {}
    for r in rows:
        classes[r[2]] = classes.get(r[2], 0) + 1
    ok = sum(v for k, v in classes.items() if k.startswith("verified"))
    secs = sorted(t for _, t in times.values())
    lines = ["# Corpus bench on CUDA", "",
             "%d models, %d graphs: **%d verified fused and unfused (%.1f %%)**." %
             (len(times), len(rows), ok, 100.0 * ok / max(1, len(rows))), ""]
    if secs:
        def pct(q):  # nearest rank
            return secs[min(len(secs) - 1, max(0, int(-(-q * len(secs) // 1)) - 1))]
        lines.append("Seconds per model (wall, %s benches at a time): median %.0f, p90 %.0f, max %.0f; over 60 s: %d." %
                     (os.environ.get("JOBS", "?"), pct(0.5), pct(0.9), secs[-1], sum(1 for s in secs if s > 60)))
        lines.append("")
    phases = {}  # the benches' own wall time per phase, summed over models (their JSON)
    for name in times:
        try:
            d = json.load(open(os.path.join(out, name + ".json")))
        except (OSError, ValueError):
            continue
        for g in d.get("graphs", []):
            for key in ("reference_ms", "compile_ms", "unfused_compile_ms", "setup_ms", "timing_ms", "verify_ms"):
                phases[key] = phases.get(key, 0.0) + float(g.get(key, 0) or 0)
    if phases:
        lines.append("Where the benches' time went, summed over models (s): reference %.0f, compile %.0f, setup %.0f, "
                     "timing %.0f, verify %.0f." %
                     (phases["reference_ms"] / 1e3, (phases["compile_ms"] + phases["unfused_compile_ms"]) / 1e3,
                      phases["setup_ms"] / 1e3, phases["timing_ms"] / 1e3, phases["verify_ms"] / 1e3))
        lines.append("")
    lines += ["| class | graphs |", "| --- | --- |"]
    for k, v in sorted(classes.items(), key=lambda kv: -kv[1]):
        lines.append("| %s | %d |" % (k, v))
    lines += ["", "| model | graph | class | why (one line) | s |", "| --- | --- | --- | --- | --- |"]
    for r in rows:
        lines.append("| %s | %s | %s | %s | %.0f |" % (r[0], r[1], r[2], r[3].replace("|", "\\|"), r[4]))
    text = "\n".join(lines) + "\n"
    open(os.path.join(out, "TABLE.md"), "w").write(text)
    return text


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "--table":
        print(table(sys.argv[2]))
        return
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    start = time.time()
    cli = os.path.join(os.environ.get("BUILD", os.path.join(ROOT, "build", "h200")), "app", "cli", "fusionscope-cli")
    jobs = int(os.environ.get("JOBS", "6"))
    timeout = float(os.environ.get("TIMEOUT", "120"))
    deadline = start + float(os.environ.get("DEADLINE", "540"))
    extra = os.environ.get("EXTRA", "").split()
    if os.environ.get("TIMED", "0") != "1":
        extra = ["--verify-only"] + extra
    only = set(filter(None, os.environ.get("ONLY", "").split(",")))
    models = [m for z in sys.argv[2:] for m in models_of(z)]
    if only:
        models = [m for m in models if os.path.basename(m) in only]
    first = [x for x in os.environ.get("FIRST", "").split(",") if x]
    if first:  # these models first, in this order
        rank = {n: i for i, n in enumerate(first)}
        models.sort(key=lambda m: rank.get(os.path.basename(m), len(rank)))
    if os.environ.get("PART"):
        k, n = (int(x) for x in os.environ["PART"].split("/"))
        models = models[k - 1::n]
    tsv = os.path.join(out, "times.tsv")
    done = set()
    if os.path.exists(tsv):
        done = {l.split("\t")[0] for l in open(tsv)}
    models = [m for m in models if os.path.basename(m) not in done]
    # each bench's OpenMP/BLAS threads: the cores shared by the benches at a time
    os.environ["OMP_NUM_THREADS"] = str(max(1, (os.cpu_count() or 16) // jobs))
    print("%d models to bench, %d at a time, %.0f s each at most" % (len(models), jobs, timeout), flush=True)
    skipped = []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool, open(tsv, "a") as log:
        futs = []
        pending = list(models)
        running = set()
        while pending or running:
            while pending and len(running) < jobs:
                left = deadline - time.time()
                if left < 20:
                    skipped += [os.path.basename(m) for m in pending]
                    pending = []
                    break
                m = pending.pop(0)
                running.add(pool.submit(bench, cli, m, out, min(timeout, left), extra))
            if not running:
                break
            finished, running = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
            running = set(running)
            for f in finished:
                name, rc, secs = f.result()
                log.write("%s\t%d\t%.1f\n" % (name, rc, secs))
                log.flush()
                print("%-44s rc %3d %6.1f s" % (name, rc, secs), flush=True)
    if skipped:
        print("not reached before the deadline (%d): %s" % (len(skipped), ",".join(skipped)))
        open(os.path.join(out, "not_reached.txt"), "w").write(",".join(skipped) + "\n")
    print(table(out).split("| model |")[0])


if __name__ == "__main__":
    main()
