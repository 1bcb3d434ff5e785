#!/usr/bin/env bash
# Benches ONNX exports on the GPU machine with the CLI run_h200.sh built there: each
# model lowered for CUDA, our plan against the unfused baseline, every kernel and
# library call (cuBLAS, cuDNN, the attention kernels) checked against the reference
# interpreter. One summary line per model, the full outputs in $OUT/onnx_bench.txt.
#   tests/gpu/bench_onnx.sh ZOO MODEL...   (ZOO: a folder or .tar.xz of <model>/model.onnx,
#                                           tests/zoo/onnx-corpus/onnx-corpus.tar.xz)
# Environment: BUILD (default build/h200), OUT (default $BUILD/bench), TIMEOUT per model (120 s).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$ROOT/build/h200}
OUT=${OUT:-$BUILD/bench}
CLI=$BUILD/app/cli/fusionscope-cli
mkdir -p "$OUT"
zoo=$1; shift
if [[ -f $zoo ]]; then d=$(mktemp -d); tar -xJf "$zoo" -C "$d"; zoo=$d; fi
: > "$OUT/onnx_bench.txt"
for m in "$@"; do
  f=$(find "$zoo" -path "*/$m/model.onnx" | head -1)
  [[ -n $f ]] || { echo "$m: no model.onnx"; continue; }
  start=$(date +%s)
  out=$(timeout "${TIMEOUT:-120}" "$CLI" bench "$f" --device cuda --reps "${REPS:-5}" 2>&1); rc=$?
  { echo "== $m (rc $rc, $(( $(date +%s) - start )) s)"; echo "$out"; } >> "$OUT/onnx_bench.txt"
  echo "$m: rc $rc, $(( $(date +%s) - start )) s: $(grep -E '^all graphs|error' <<<"$out" | tail -1)"
done
