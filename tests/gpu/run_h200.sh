#!/usr/bin/env bash
# On the GPU machine (NVIDIA H200; nvcc, CMake, Ninja, g++; no Qt): builds the core,
# the CLI and the GPU tests without the GUI, runs the GPU tests, benchmarks every
# CUDA fixture graph (Inductor's plan against the unfused baseline) and compares our
# kernels with Inductor's Triton kernels (kernel_timings_h200.json), table last.
#
#   tests/gpu/run_h200.sh                 # everything
#   FS_DEPS=/path/prefix tests/gpu/run_h200.sh   # headers/libs the machine lacks
#                                          (CLI11, GTest, OpenBLAS, spdlog, fmt, nlohmann):
#                                          see tests/gpu/pack_deps.sh
# Environment: BUILD (build dir, default build/h200), OUT (results, default $BUILD/bench),
#              GRAPHS (space-separated model/graph list to limit the bench), SKIP_TESTS=1,
#              PLAN (inductor, ours or none; default inductor),
#              ZOO (a zoo tarball or folder: bench its CUDA models instead of the fixtures;
#              ZOO_ONLY=a,b, ZOO_TIMEOUT seconds per model, models with a JSON in OUT are skipped;
#              CLI_FLAGS=-v logs each stage and, every 10 s, the kernel being run;
#              INDUCTOR_TIMINGS=DIR: Inductor's times from DIR/<model>.json, written on this
#              card by tests/gpu/inductor_timings.py, and models without one are skipped),
#              BUILD_ONLY=1 (build, and the GPU tests unless SKIP_TESTS, nothing else),
#              CORPUS (zoo tarballs or folders: bench_corpus.py benches their CUDA models
#              several at a time into $OUT/corpus and writes TABLE.md; JOBS, TIMEOUT, DEADLINE
#              as bench_corpus.py says).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$ROOT/build/h200}
OUT=${OUT:-$BUILD/bench}
mkdir -p "$OUT"
export FUSIONSCOPE_CACHE_DIR=${FUSIONSCOPE_CACHE_DIR:-$BUILD/fs-cache}

CMAKE_ARGS=(-G Ninja -DFUSIONSCOPE_GUI=OFF -DCMAKE_BUILD_TYPE=Release)
if [[ -n "${FS_DEPS:-}" ]]; then
  CMAKE_ARGS+=(-DCMAKE_PREFIX_PATH="$FS_DEPS" -DCLI11_INCLUDE_DIR="$FS_DEPS/include"
               -DFUSIONSCOPE_OPENBLAS_OPENMP="$FS_DEPS/lib/libopenblas.so.0"
               -DFUSIONSCOPE_OPENBLAS_OPENMP_INCLUDE="$FS_DEPS/include" -DCMAKE_CXX_FLAGS="-isystem $FS_DEPS/include")
  export LD_LIBRARY_PATH="$FS_DEPS/lib:${LD_LIBRARY_PATH:-}"
  # the ONNX frontend, where pack_deps.sh packed the library and protobuf
  if [[ -f $FS_DEPS/onnx/lib/libonnx.a ]]; then
    CMAKE_ARGS+=(-DFUSIONSCOPE_ONNX_ROOT="$FS_DEPS/onnx" -DProtobuf_INCLUDE_DIR="$FS_DEPS/include"
                 -DProtobuf_LIBRARY="$FS_DEPS/lib/libprotobuf.so")
  fi
fi
# cuDNN may come with PyTorch's wheels rather than the toolkit
if ! ldconfig -p 2>/dev/null | grep -q libcudnn.so.9; then
  d=$(python3 -c 'import nvidia.cudnn, os; print(os.path.join(os.path.dirname(nvidia.cudnn.__file__), "lib"))' 2>/dev/null || true)
  [[ -n "$d" && -d "$d" ]] && export LD_LIBRARY_PATH="$d:${LD_LIBRARY_PATH:-}"
fi
# CUPTI (our kernels' GPU durations, core/runtime/Cupti.h) likewise: the toolkit may lack
# it; PyTorch's CUDA 13 wheels bring libcupti.so.13 (site-packages/nvidia/cu13/lib, or
# nvidia/cuda_cupti/lib in the older layout). Appended, so the toolkit's libraries
# (prepended below) still come first.
if ! ldconfig -p 2>/dev/null | grep libcupti.so.13 >/dev/null &&
   ! ls /usr/local/cuda/extras/CUPTI/lib64/libcupti.so* /usr/local/cuda/lib64/libcupti.so* >/dev/null 2>&1; then
  d=$(python3 -c 'import nvidia, os, glob; print(":".join(sorted({os.path.dirname(f) for p in nvidia.__path__ for f in glob.glob(os.path.join(p, "*", "lib", "libcupti.so*"))})))' 2>/dev/null || true)
  if [[ -n "$d" ]]; then
    echo "CUPTI from PyTorch's wheels: $d"
    export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$d"
  else
    echo "no libcupti found: gpu_us (CUPTI kernel durations) will be 0; set FUSIONSCOPE_CUPTI=/path/libcupti.so.13"
  fi
fi
export LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
# Debian 12's OpenBLAS (0.3.21, what .fsdeps packs) does not know the device machine's CPU
# and would run its Prescott (SSE3) kernels for the reference's GEMMs and convolutions
# (the CLI warns so); the CPU's own vector width, where the user set none
if [[ -z ${OPENBLAS_CORETYPE:-} ]]; then
  if grep -qw avx512f /proc/cpuinfo; then export OPENBLAS_CORETYPE=SkylakeX
  elif grep -qw avx2 /proc/cpuinfo; then export OPENBLAS_CORETYPE=Haswell; fi
fi

echo "== configure and build ($BUILD)"
cmake -S "$ROOT" -B "$BUILD" "${CMAKE_ARGS[@]}" > "$OUT/cmake.log" 2>&1 || { tail -40 "$OUT/cmake.log"; exit 1; }
ninja -C "$BUILD" -j"$(nproc)" fusionscope-cli test_gpu > "$OUT/build.log" 2>&1 || { grep -E "error|FAILED" "$OUT/build.log" | head -40; exit 1; }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true

if [[ -z "${SKIP_TESTS:-}" ]]; then
  echo "== GPU tests"
  "$BUILD/tests/gpu/test_gpu" --gtest_brief=1 --gtest_filter="${GTEST_FILTER:-*}" 2>&1 | tail -60 | tee "$OUT/test_gpu.log" || true
fi

[[ -n "${BUILD_ONLY:-}" ]] && exit 0
CLI="$BUILD/app/cli/fusionscope-cli"
if [[ -n "${CORPUS:-}" ]]; then
  # shellcheck disable=SC2086
  BUILD=$BUILD python3 "$ROOT/tests/gpu/bench_corpus.py" "$OUT/corpus" $CORPUS
  exit 0
fi
if [[ -n "${ZOO:-}" ]]; then
  # every CUDA model of a zoo (a tarball or an unpacked folder of <model>/), each graph;
  # Inductor's times from the model's kernel_timings_h200.json where it has one
  z=$ZOO
  # each tarball into a folder of its own: a second call with another zoo in the same BUILD
  # found the first one's zoo/ there and benched it again
  if [[ -f "$z" ]]; then
    d=$BUILD/zoo/$(basename "$z" .tar.xz)
    mkdir -p "$d" && tar -xJf "$z" -C "$d" && z=$d
  fi
  [[ -d "$z/zoo" ]] && z=$z/zoo
  [[ -d "$z/zoo3" ]] && z=$z/zoo3     # ../shared/zoo/zoo3-dev.tar.xz unpacks to zoo3/
  [[ -d "$z/extra" ]] && z=$z/extra   # tests/zoo/extra.tar.xz unpacks to extra/
  [[ -d "$z/unseen" ]] && z=$z/unseen # tests/zoo/unseen.tar.xz unpacks to unseen/
  echo "== CUDA bench, every CUDA model of $ZOO (plan: ${PLAN:-inductor}; baseline: unfused)"
  for m in "$z"/*/; do
    name=$(basename "$m")
    [[ -n "${ZOO_ONLY:-}" && ",$ZOO_ONLY," != *",$name,"* ]] && continue
    grep -q '"device": *"cuda' "$m/meta.json" 2>/dev/null || continue
    [[ -f "$OUT/$name.json" ]] && continue   # done by an earlier call
    echo "-- $name"
    tflag=()
    if [[ -n "${INDUCTOR_TIMINGS:-}" ]]; then
      [[ -f "$INDUCTOR_TIMINGS/$name.json" ]] || { echo "   (no Inductor times on this card: skipped)"; continue; }
      tflag=(--inductor-timings "$INDUCTOR_TIMINGS/$name.json")
    fi
    timeout "${ZOO_TIMEOUT:-240}" "$CLI" ${CLI_FLAGS:-} bench "$m" --device cuda --plan "${PLAN:-inductor}" "${tflag[@]}" --json "$OUT/$name.json" \
        > "$OUT/$name.txt" 2>&1 || echo "   (exit $?: see $OUT/$name.txt)"
    grep -E "total .* us|NOT verified|did not run" "$OUT/$name.txt" | head -4 || true
  done
  echo "== summary"
  python3 "$ROOT/tests/gpu/summarize_bench.py" "$OUT"
  exit 0
fi
echo "== CUDA bench, every fixture graph (plan: ${PLAN:-inductor}; baseline: unfused)"
if [[ -z "${GRAPHS:-}" ]]; then
  GRAPHS=""
  for m in "$ROOT"/samples/inductor/*/; do
    for g in "$m"*/; do [[ -f "$g/ir_pre_fusion.txt" ]] && GRAPHS+="$(basename "$m")/$(basename "$g") "; done
  done
fi
for mg in $GRAPHS; do
  m=${mg%/*}; g=${mg#*/}
  echo "-- $m/$g"
  "$CLI" bench "$ROOT/samples/inductor/$m" --graph "$g" --device cuda --plan "${PLAN:-inductor}" \
      --json "$OUT/$m.$g.json" > "$OUT/$m.$g.txt" 2>&1 || echo "   (exit $?: see $OUT/$m.$g.txt)"
  grep -E "copy bandwidth|total .* us|NOT verified|did not run|no CUPTI" "$OUT/$m.$g.txt" | head -8 || true
done

echo "== summary"
python3 "$ROOT/tests/gpu/summarize_bench.py" "$OUT"
