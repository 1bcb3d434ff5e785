#!/usr/bin/env python3
"""Regenerates corpus/<target>/ from real dumps: the fixtures (../shared/fixtures),
samples/ and tests/data (the zoo excerpts), and the bad/degraded-input cases.
Files up to MAX bytes are taken whole; larger ones give their first MAX bytes cut
at a line end (an excerpt). Names are content hashes (no duplicates).
Usage: tests/fuzz/make_corpus.py   (from anywhere; writes into tests/fuzz/corpus)"""
import hashlib, os, pathlib, shutil

here = pathlib.Path(__file__).resolve().parent
root = here.parent.parent
sources = [root.parent / "shared" / "fixtures", root / "samples", root / "tests" / "data",
           root / "tests" / "bad-input", root / "tests" / "degraded-input"]
MAX = 24 * 1024
PER_TARGET = 60

def excerpt(data):
    if len(data) <= MAX:
        return data
    cut = data.rfind(b"\n", 0, MAX)
    return data[:cut + 1] if cut > 0 else data[:MAX]

def files(name):
    out = []
    for s in sources:
        if s.exists():
            out += sorted(p for p in s.rglob(name) if p.is_file())
    return out

def fill(target, paths):
    d = here / "corpus" / target
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    seen = set()
    # smallest first: many distinct small inputs beat a few big ones
    for p in sorted(paths, key=lambda p: p.stat().st_size):
        data = excerpt(p.read_bytes())
        h = hashlib.sha1(data).hexdigest()[:16]
        if h in seen:
            continue
        seen.add(h)
        (d / h).write_bytes(data)
        if len(seen) >= PER_TARGET:
            break

fill("fuzz_ir_pre", files("ir_pre_fusion.txt"))
fill("fuzz_ir_post", files("ir_post_fusion.txt"))
fill("fuzz_fusion_log", files("torch_logs.txt"))
fill("fuzz_output_code", files("output_code.py"))
# fuzz_profile: measured kernel times (whole files up to 64 KB; the profiler trace,
# 352 KB, as an excerpt cut at a line end)
fill("fuzz_profile", files("kernel_timings_h200.json") + files("benchmark_kernels_*.txt") + files("profiler_trace.json"))

# fuzz_onnx: the ONNX exports (binary: whole files, never excerpts; the largest is
# 26 KB), then the smallest of ONNX's own node-test models (Debian's libonnx-testdata:
# one op each, every op and attribute form)
def fill_whole(target, paths, limit):
    d = here / "corpus" / target
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    seen = set()
    for p in paths:
        data = p.read_bytes()
        h = hashlib.sha1(data).hexdigest()[:16]
        if h in seen or len(data) > 64 * 1024:
            continue
        seen.add(h)
        (d / h).write_bytes(data)
        if len(seen) >= limit:
            break
onnx_tests = pathlib.Path("/usr/share/libonnx-testdata/data/node")
node_models = sorted(onnx_tests.glob("*/model.onnx"), key=lambda p: (p.stat().st_size, str(p))) if onnx_tests.exists() else []
fill_whole("fuzz_onnx", sorted((root / "samples" / "onnx").glob("*.onnx")) + node_models, 2 * PER_TARGET)

# fuzz_debug_dir: small graph folders packed in fuzz_debug_dir.cpp's archive form
# (`#@ PATH` starts a file), in the layouts the loader knows.
d = here / "corpus" / "fuzz_debug_dir"
shutil.rmtree(d, ignore_errors=True)
d.mkdir(parents=True)
def pack(entries):
    text = b""
    for path, data in entries:
        if data is None:
            text += b"#@ " + path.encode() + b"\n"
        else:
            text += b"#@ " + path.encode() + b"\n" + excerpt(data)
    h = hashlib.sha1(text).hexdigest()[:16]
    (d / h).write_bytes(text)
small = [p.parent for p in files("ir_pre_fusion.txt") if p.stat().st_size <= 12 * 1024]
seen_dirs = set()
for g in small[:12]:
    if g in seen_dirs:
        continue
    seen_dirs.add(g)
    parts = [(n, (g / n).read_bytes()) for n in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py")
             if (g / n).is_file() and (g / n).stat().st_size <= 12 * 1024]
    log = g.parent / "torch_logs.txt"
    logpart = [("torch_logs.txt", excerpt(log.read_bytes())[:8192])] if log.is_file() else []
    pack([("inference/" + n, b) for n, b in parts] + logpart)
    pack([("torch_compile_debug/run_1/torchinductor/model__0_forward_1.0/" + n, b) for n, b in parts])
# symlinks: a graph folder that is a link, a log and an IR file that lead out of the folder
(d / "symlinks").write_bytes(b"#@ forward/ir_pre_fusion.txt\nop0: SchedulerNode(ComputedBuffer)\n"
                             b"#@ backward -> forward\n#@ torch_logs.txt -> ../outside.txt\n"
                             b"#@ inference/ir_pre_fusion.txt -> ../../outside.txt\n")
