#!/usr/bin/env python3
"""The generated C++ kernels' speed on this machine: runs `fusionscope-cli bench --device cpu`
(Inductor's plan, timed, every kernel checked) on the bundled CPU samples and prints per
sample the summed median time of our loop kernels (the generated code; the extern calls,
library work, are printed apart) and its slowest loop kernels.

  tests/bench/cpu_kernels.py [--cli build/dev/app/cli/fusionscope-cli] [--reps 30]
                             [--save FILE.json] [--against FILE.json] [SAMPLE_DIR ...]

--save writes the per-kernel medians; --against prints each sample's ratio to a saved run and
the kernels that moved most, so that a change to the prelude or the emitter shows what it
did to the host's code (a NaN-propagating maximum written as the GPU's one-compare form
made GCC branch on every relu: resnet50_eval's loop kernels 31.7 -> 42.0 ms (1.32x) and
bn_relu_maxpool's 5.5 -> 10.3 ms (1.88x) on a 2-core EPYC, shown by --against).
Times depend on the machine and what else runs: compare runs of one machine, idle."""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT = ["resnet50_eval", "bn_relu_maxpool", "add_relu", "layernorm_manual", "gelu_tanh"]


def bench(cli, sample, reps):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "b.json")
        r = subprocess.run([cli, "bench", sample, "--device", "cpu", "--reps", str(reps), "--json", out],
                           capture_output=True, text=True)
        if r.returncode != 0 or not os.path.exists(out):
            sys.exit(f"cpu_kernels: bench {sample} failed (exit {r.returncode}): {r.stderr.strip()[-400:]}")
        d = json.load(open(out))
    loops = {k["name"]: k["median_us"] for k in d["kernels"] if k.get("kind") == "loop"}
    externs = sum(k["median_us"] for k in d["kernels"] if k.get("kind") == "extern")
    return loops, externs


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("samples", nargs="*")
    ap.add_argument("--cli", default=os.path.join(ROOT, "build/dev/app/cli/fusionscope-cli"))
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--save")
    ap.add_argument("--against")
    a = ap.parse_args()
    # a bare name is a bundled CPU sample (samples/inductor_cpu/NAME)
    samples = [s if os.path.exists(s) else os.path.join(ROOT, "samples/inductor_cpu", s) for s in a.samples or DEFAULT]
    before = json.load(open(a.against)) if a.against else {}
    saved = {}
    print(f"{'sample':24s} {'loop kernels us':>16s} {'n':>4s} {'externs us':>12s}" + ("   vs saved" if before else ""))
    for s in samples:
        name = os.path.basename(os.path.normpath(s))
        loops, externs = bench(a.cli, s, a.reps)
        saved[name] = loops
        total = sum(loops.values())
        line = f"{name:24s} {total:16.1f} {len(loops):4d} {externs:12.1f}"
        old = before.get(name)
        if old:
            common = [k for k in loops if k in old]
            was = sum(old[k] for k in common)
            now = sum(loops[k] for k in common)
            line += f"   {now / was:6.3f} ({was:.1f} -> {now:.1f} us over {len(common)} kernels)" if was else ""
        print(line)
        if old:
            moved = sorted(((loops[k] - old[k], k) for k in loops if k in old), reverse=True)
            for diff, k in moved[:3]:
                if abs(diff) > 0.05 * max(1.0, old[k]):
                    print(f"    {k:40s} {old[k]:10.1f} -> {loops[k]:10.1f} us")
        else:
            for k, us in sorted(loops.items(), key=lambda kv: -kv[1])[:3]:
                print(f"    {k:40s} {us:10.1f} us")
    if a.save:
        json.dump(saved, open(a.save, "w"), indent=1)


if __name__ == "__main__":
    main()
