#!/usr/bin/env python3
"""Where a small kernel's time goes: one of our generated kernels, hand-made variants of
it and Inductor's Triton kernel for the same node, all timed under one torch.profiler
session (CUPTI kernel durations, L2 warm, each kernel's launches queued back to back, the
way the bench times ours and inductor_timings.py times Inductor's inside the model).

Why: on the H100, mamba's 512-element strided copies (`select_stack`) take 1.60 us in the
bench against Triton's 1.08 us, for the same work (one float4 load and four stores a
thread, 128 threads). If our kernel takes 1.08 us here too, the gap is the bench's
measurement, not the code; if not, the variants say which part of the code costs it.

  tests/gpu/small_kernel_probe.py OUT.json OURS.cu OUTPUT_CODE.py
OURS.cu: `fusionscope-cli emit <mamba> --backend cuda --out D` (D/inference.inductor.cu);
OUTPUT_CODE.py: the same model's Inductor output_code.py (its Triton kernels compile on
import). Needs torch with Triton, a GPU and libnvrtc (the CUDA toolkit). Our kernels
compile with NVRTC and the options of core/runtime/NvrtcCompiler.cpp."""
import ctypes
import ctypes.util
import glob
import importlib.util
import json
import os
import statistics
import sys
import tempfile

OPTS = ["-std=c++17", "-arch=sm_90", "--fmad=true", "-prec-div=false", "-default-device", "-minimal"]

VARIANTS = r"""
typedef long long int64_t;
// the floor: a kernel that does nothing
extern "C" __global__ void v_empty() {}
// k26_op42 in 32-bit with no element loop: one float4 load, four stores
extern "C" __global__ void v_i32(const float* __restrict__ in, float* __restrict__ out) {
  const int x = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (x >= 512) return;
  const float4 q = *reinterpret_cast<const float4*>(in + x);
  out[16 * x] = q.x; out[16 * (x + 1)] = q.y; out[16 * (x + 2)] = q.z; out[16 * (x + 3)] = q.w;
}
// the same in 64-bit index arithmetic
extern "C" __global__ void v_i64(const float* __restrict__ in, float* __restrict__ out) {
  const int64_t x = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (x >= 512) return;
  const float4 q = *reinterpret_cast<const float4*>(in + x);
  out[16 * x] = q.x; out[16 * (x + 1)] = q.y; out[16 * (x + 2)] = q.z; out[16 * (x + 3)] = q.w;
}
// one element a thread, scalar load
extern "C" __global__ void v_scalar(const float* __restrict__ in, float* __restrict__ out) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= 512) return;
  out[16 * x] = in[x];
}
// the load only (stores to a contiguous buffer)
extern "C" __global__ void v_contig(const float* __restrict__ in, float* __restrict__ out) {
  const int x = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (x >= 512) return;
  *reinterpret_cast<float4*>(out + x) = *reinterpret_cast<const float4*>(in + x);
}
"""


def nvrtc_cubin(src, name):
    lib = ctypes.CDLL(sorted(glob.glob("/usr/local/cuda/lib64/libnvrtc.so*"))[0])
    prog = ctypes.c_void_p()
    assert lib.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), name.encode(), 0, None, None) == 0
    opts = (ctypes.c_char_p * len(OPTS))(*[o.encode() for o in OPTS])
    rc = lib.nvrtcCompileProgram(prog, len(OPTS), opts)
    n = ctypes.c_size_t()
    lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
    log = ctypes.create_string_buffer(n.value)
    lib.nvrtcGetProgramLog(prog, log)
    if rc != 0:
        raise RuntimeError("NVRTC: " + log.value.decode()[:2000])
    lib.nvrtcGetCUBINSize(prog, ctypes.byref(n))
    img = ctypes.create_string_buffer(n.value)
    lib.nvrtcGetCUBIN(prog, img)
    return img.raw


class Module:
    def __init__(self, cubin):
        self.cu = ctypes.CDLL(ctypes.util.find_library("cuda") or "libcuda.so.1")
        self.mod = ctypes.c_void_p()
        assert self.cu.cuModuleLoadData(ctypes.byref(self.mod), cubin) == 0

    def fn(self, name):
        f = ctypes.c_void_p()
        assert self.cu.cuModuleGetFunction(ctypes.byref(f), self.mod, name.encode()) == 0, name
        return f

    def launch(self, f, grid, block, args, stream):
        vals = [ctypes.c_uint64(a.data_ptr()) if hasattr(a, "data_ptr") else ctypes.c_int(a) for a in args]
        ptrs = (ctypes.c_void_p * max(1, len(vals)))(*[ctypes.cast(ctypes.byref(v), ctypes.c_void_p) for v in vals])
        rc = self.cu.cuLaunchKernel(f, grid, 1, 1, block, 1, 1, 0, ctypes.c_void_p(stream), ptrs, None)
        assert rc == 0, rc


def main():
    out, ours_cu, code = sys.argv[1:4]
    import torch
    from torch.profiler import profile, ProfilerActivity
    spec = importlib.util.spec_from_file_location("fs_probe_output_code", code)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    torch.cuda.synchronize()
    stream = torch.cuda.current_stream().cuda_stream
    ours = Module(nvrtc_cubin(open(ours_cu).read(), "ours"))
    var = Module(nvrtc_cubin(VARIANTS, "variants"))
    src = torch.randn(512, device="cuda")
    dst = torch.zeros(8192 + 64, device="cuda")
    reps = 200
    cases = [
        ("triton select_stack_6", lambda: m.triton_poi_fused_select_stack_6.run(src, dst, 512, stream=stream)),
        ("ours k26_op42 grid 1 x 128, ept 1", lambda f=ours.fn("k26_op42"): ours.launch(f, 1, 128, [src, dst, 1], stream)),
        ("ours k26_op42 grid 4 x 32, ept 1", lambda f=ours.fn("k26_op42"): ours.launch(f, 4, 32, [src, dst, 1], stream)),
        ("v_i32 grid 1 x 128", lambda f=var.fn("v_i32"): var.launch(f, 1, 128, [src, dst], stream)),
        ("v_i64 grid 1 x 128", lambda f=var.fn("v_i64"): var.launch(f, 1, 128, [src, dst], stream)),
        ("v_scalar grid 4 x 128", lambda f=var.fn("v_scalar"): var.launch(f, 4, 128, [src, dst], stream)),
        ("v_scalar grid 1 x 512", lambda f=var.fn("v_scalar"): var.launch(f, 1, 512, [src, dst], stream)),
        ("v_contig grid 1 x 128", lambda f=var.fn("v_contig"): var.launch(f, 1, 128, [src, dst], stream)),
        ("v_empty grid 1 x 128", lambda f=var.fn("v_empty"): var.launch(f, 1, 128, [], stream)),
    ]
    results = {"card": torch.cuda.get_device_name(), "reps": reps, "cases": {}}
    for order in ("queued", "alternating with triton"):
        for label, run in cases:
            for _ in range(5):
                run()
            torch.cuda.synchronize()
            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                for _ in range(reps):
                    run()
                    if order != "queued":
                        cases[0][1]()
                torch.cuda.synchronize()
            with tempfile.NamedTemporaryFile(suffix=".json") as t:
                prof.export_chrome_trace(t.name)
                trace = json.load(open(t.name))
            by = {}
            for e in trace.get("traceEvents", []):
                if e.get("cat") == "kernel":
                    by.setdefault(e["name"], []).append(float(e["dur"]))
            for name, durs in by.items():
                if order != "queued" and "triton" in name and not label.startswith("triton"):
                    name = "  (triton beside it)"
                key = f"{order}: {label}" + ("" if name == "  (triton beside it)" or len(by) == 1 else f" [{name}]")
                if name == "  (triton beside it)":
                    key = f"{order}: {label} -> triton beside it"
                results["cases"][key] = {"n": len(durs), "median_us": statistics.median(durs), "min_us": min(durs)}
                print(f"{key:70s} n={len(durs):4d} median {statistics.median(durs):6.2f} us  min {min(durs):6.2f} us",
                      flush=True)
    with open(out, "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
