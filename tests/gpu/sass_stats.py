#!/usr/bin/env python3
"""SASS statistics of generated CUDA kernels, without a GPU: compiles a file that
`fusionscope-cli emit --backend cuda` wrote with nvcc for one architecture and prints,
per __global__ function, its SASS instructions (NOPs left out), its memory instructions
(global/shared loads, stores, atomics) and the ratio of the two, highest ratio first.

  tests/gpu/sass_stats.py FILE.cu [--arch sm_90] [--top 20] [--match REGEX]

A high ratio in a memory-bound kernel is index arithmetic the compiler could not fold:
s3d's 3x3x3 max-pool (`_c1`, one thread per row of 27) had 862 instructions for 28
memory instructions while its lane came from threadIdx.x, 243 once it was a compile-time
0, 217 with fs_maximum one compare and one NaN test (15.97 us against Inductor's 51.17:
tests/gpu/results/session-h100-2026-12-07h.txt).

The emitted file is NVRTC source: its own fixed-width typedefs and INFINITY/NAN are
replaced by <cstdint> and <cmath> for nvcc. cuobjdump comes from $CUOBJDUMP, PATH,
/usr/local/cuda/bin, or else PyPI's nvidia-cuda-cuobjdump and nvidia-cuda-nvdisasm wheels
(cuobjdump runs nvdisasm beside it), downloaded once into ~/.cache/fusionscope/cuobjdump
(the CUDA toolkit here has nvcc but no cuobjdump)."""
import argparse
import collections
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

MEMORY = {"LDG", "STG", "LDS", "STS", "LD", "ST", "ATOMG", "ATOMS", "RED", "LDGSTS"}


def cuobjdump():
    for c in (os.environ.get("CUOBJDUMP"), shutil.which("cuobjdump"), "/usr/local/cuda/bin/cuobjdump"):
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    cache = os.path.expanduser("~/.cache/fusionscope/cuobjdump")
    found = glob.glob(os.path.join(cache, "**", "bin", "cuobjdump"), recursive=True)
    if not found:
        os.makedirs(cache, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", cache, "nvidia-cuda-cuobjdump",
                        "nvidia-cuda-nvdisasm"], check=True)
        for whl in glob.glob(os.path.join(cache, "*.whl")):
            with zipfile.ZipFile(whl) as z:
                z.extractall(cache)
        found = glob.glob(os.path.join(cache, "**", "bin", "cuobjdump"), recursive=True)
    if not found:
        sys.exit("sass_stats: no cuobjdump (set CUOBJDUMP)")
    for tool in glob.glob(os.path.join(os.path.dirname(found[0]), "*")):
        os.chmod(tool, 0o755)
    return found[0]


def for_nvcc(src):
    out = ["#include <cstdint>", "#include <cmath>"]
    for line in src.splitlines():
        if re.match(r"typedef (signed |unsigned )?(char|short|int|long long) u?int(8|16|32|64)_t;", line):
            continue
        if re.match(r"#define (INFINITY|NAN) ", line):
            continue
        out.append(line)
    return "\n".join(out) + "\n"


def stats(sass):
    per = collections.defaultdict(collections.Counter)
    fn = None
    for line in sass.splitlines():
        m = re.match(r"\s+Function : (\S+)", line)
        if m:
            fn = m.group(1)
            continue
        m = re.match(r"\s+/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z0-9_]+)", line)
        if m and fn and m.group(1) != "NOP":
            op = m.group(1)
            per[fn]["all"] += 1
            per[fn]["memory"] += op in MEMORY
    return per


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--match", default="", help="only functions whose name matches this regex")
    a = ap.parse_args()
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    with tempfile.TemporaryDirectory() as d:
        cu, cubin = os.path.join(d, "k.cu"), os.path.join(d, "k.cubin")
        open(cu, "w").write(for_nvcc(open(a.file).read()))
        subprocess.run([nvcc, "-arch=" + a.arch, "-cubin", "-O3", "-w", "-o", cubin, cu], check=True)
        tool = cuobjdump()
        env = dict(os.environ, PATH=os.path.dirname(tool) + os.pathsep + os.environ.get("PATH", ""))
        sass = subprocess.run([tool, "-sass", cubin], check=True, capture_output=True, text=True, env=env).stdout
    per = stats(sass)
    rows = sorted(((c["all"] / max(1, c["memory"]), c["all"], c["memory"], f) for f, c in per.items()
                   if re.search(a.match, f)), reverse=True)
    print(f"{'instr/mem':>9s} {'instr':>6s} {'mem':>4s}  function ({a.arch}, {len(rows)} functions)")
    for r, n, m, f in rows[:a.top]:
        print(f"{r:9.1f} {n:6d} {m:4d}  {f}")


if __name__ == "__main__":
    main()
