#!/usr/bin/env bash
# Builds the `fuzz` preset and runs every reader's libFuzzer target for SECONDS on a
# scratch copy of its corpus (corpus/<target>/, so the checkout is not modified) with
# its dictionary (<target>.dict). Prints executions and crashes per target; exits 1
# when a target crashed, hung (-timeout) or ran out of memory (-rss_limit_mb), with
# the reproducer under the scratch folder (kept then; FUZZ_SCRATCH picks it).
# Usage: tests/fuzz/run.sh SECONDS [TARGET...]   (default: all targets, one after another)
# Env: FUZZ_JOBS=N runs N targets at a time (default 1); FUZZ_ARGS adds libFuzzer flags;
# FUZZ_TIMEOUT=S: an input running S seconds (wall clock) is a hang (default 10; raise it
# when the fuzzers share the CPU with other work, e.g. under nice, or starved inputs
# read as hangs). Slow inputs (libFuzzer's slow-unit-*) are listed, not failures.
# FUZZ_WORKERS=N runs N fuzzer processes per target on one shared corpus (libFuzzer
# reloads the corpus folder, so they share finds); executions are summed over them.
# FUZZ_BIN=DIR runs fuzzers built elsewhere (DIR/fuzz_ir_pre ...) without building: the
# asan-fuzz build (build/asan-fuzz/tests/fuzz), or a machine with more cores but no
# clang (the GPU machine; its libraries: FS_DEPS).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
seconds=${1:?usage: tests/fuzz/run.sh SECONDS [TARGET...]}
shift
targets=("$@")

jobs=${FUZZ_JOBS:-1}
workers=${FUZZ_WORKERS:-1}
bin=${FUZZ_BIN:-build/fuzz/tests/fuzz}

if [[ -z ${FUZZ_BIN:-} ]]; then
  cmake/install-deps.sh --no-gui --clang
  cmake --preset fuzz >/dev/null
  cmake --build --preset fuzz >/dev/null
fi
if [[ ${#targets[@]} -eq 0 ]]; then
  targets=(fuzz_ir_pre fuzz_ir_post fuzz_fusion_log fuzz_output_code fuzz_debug_dir fuzz_profile)
  # the ONNX loader's target exists where the build found the ONNX library
  [[ -x $bin/fuzz_onnx ]] && targets+=(fuzz_onnx)
fi

scratch=${FUZZ_SCRATCH:-$(mktemp -d /tmp/fusionscope-fuzz.XXXXXX)}
mkdir -p "$scratch"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

run_one() {
  local t=$1 dir=$scratch/$1 w
  mkdir -p "$dir/corpus" "$dir/artifacts"
  cp -r tests/fuzz/corpus/"$t"/. "$dir/corpus/"
  # -max_len: inputs up to 64 KB (the largest seed is 24 KB); -timeout: a hang is
  # any input taking 10 s; -rss_limit_mb: bounded memory
  for ((w = 0; w < workers; w++)); do
    "$bin/$t" "$dir/corpus" -dict="tests/fuzz/$t.dict" -max_total_time="$seconds" \
      -max_len=65536 -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$dir/artifacts/" ${FUZZ_ARGS:-} >"$dir/log.$w" 2>&1 || echo $? >"$dir/rc" &
  done
  wait
  cat "$dir"/log.* >"$dir/log"
}

start=$(date +%s)
running=0
for t in "${targets[@]}"; do
  run_one "$t" &
  running=$((running + 1))
  if ((running >= jobs)); then wait -n || true; running=$((running - 1)); fi
done
wait || true

failed=0
printf '%-18s %14s %8s  %s\n' target executions crashes note
for t in "${targets[@]}"; do
  dir=$scratch/$t
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | awk '{s += $1} END {if (NR) print s}')
  crashes=$(find "$dir/artifacts" -type f ! -name 'slow-unit-*' | wc -l)
  slow=$(find "$dir/artifacts" -type f -name 'slow-unit-*' | wc -l)
  note=""
  ((slow == 0)) || note="$slow slow input(s) kept in $dir/artifacts; "
  if [[ -f $dir/rc ]] || ((crashes > 0)); then
    failed=1
    note="${note}FAILED: $(grep -m1 -E '^==[0-9]+==ERROR|runtime error|ALARM|out-of-memory|deadly signal' "$dir/log" || echo "exit $(cat "$dir/rc" 2>/dev/null)"); see $dir/log"
  fi
  printf '%-18s %14s %8s  %s\n' "$t" "${execs:-?}" "$crashes" "$note"
done
echo "($(( $(date +%s) - start )) s)"
if ((failed)); then
  echo "reproducers: $scratch/*/artifacts/ (run a target on one file to see the report)"
  exit 1
fi
[[ -n ${FUZZ_SCRATCH:-} ]] || rm -rf "$scratch"
