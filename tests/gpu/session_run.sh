#!/usr/bin/env bash
# One device call that does a GPU session's work, within END seconds:
#  1. tests/gpu/speed_run.sh OUT SPEED: build, Inductor's kernel times on this card, our
#     timed zoo3 bench (the speed figures of issue 34);
#  2. `bench --device cuda --verify-only` of each MODEL_DIR (dumps carried to the machine,
#     e.g. the corpus graphs a change touched), 4 at a time, each within MODEL_TIMEOUT s (90);
#  3. the GPU tests (test_gpu), until END.
#
#   tests/gpu/session_run.sh OUT [SPEED=290] [END=380] [MODEL_DIR...]
# SPEED=0: no speed run (build only); GTEST_FILTER: the GPU tests to run (default all), e.g.
#   GTEST_FILTER='Gpu.LibraryCalls*' tests/gpu/session_run.sh $OUT 0 200
# OUT gets at most 8 files (the device tool's limit): build.txt (with the card), it.txt,
# it.tar.xz (Inductor's times on this card), zt.txt (bench log and summary), zt.tar.xz
# (our bench JSONs), extra.txt (the MODEL_DIRs' lines), test_gpu.txt. Needs what
# speed_run.sh needs (fsdeps.tar.xz and .zoo3/zoo3-dev.tar.xz in the repository root).
set -uo pipefail
S=$(date +%s); D=$1; SPEED=${2:-290}; END=${3:-380}
shift $(( $# < 3 ? $# : 3 ))
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
if [[ $SPEED == 0 ]]; then  # no speed run: build only
  nvidia-smi --query-gpu=name --format=csv,noheader > "$D/build.txt" 2>&1
  tar xJf fsdeps.tar.xz
  mkdir -p build/h200/res
  FS_DEPS=$PWD/.fsdeps OUT=$PWD/build/h200/res SKIP_TESTS=1 BUILD_ONLY=1 tests/gpu/run_h200.sh >> "$D/build.txt" 2>&1
  echo "built at $(( $(date +%s) - S )) s" >> "$D/build.txt"
else
  tests/gpu/speed_run.sh "$D" "$SPEED"
  tar -C "$D" -cJf "$D/it.tar.xz" it && rm -rf "$D/it"
  cat "$D/card.txt" >> "$D/build.txt"; rm -f "$D/card.txt"
fi
export FS_DEPS=$PWD/.fsdeps LD_LIBRARY_PATH=$PWD/.fsdeps/lib:/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
d=$(python3 -c 'import nvidia.cudnn, os; print(os.path.join(os.path.dirname(nvidia.cudnn.__file__), "lib"))' 2>/dev/null)
[[ -n "$d" ]] && export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$d
CLI=build/h200/app/cli/fusionscope-cli
echo "== models at $(( $(date +%s) - S )) s (4 at a time)" > "$D/extra.txt"
X=$(mktemp -d)
i=0
for m in "$@"; do
  i=$((i + 1))
  ( t0=$(date +%s)
    timeout "${MODEL_TIMEOUT:-90}" "$CLI" -v bench "$m" --device cuda --verify-only > "$X/$i.log" 2>&1
    { echo "-- $m (rc $?, $(( $(date +%s) - t0 )) s)"
      grep -E "plan|verified|MISMATCH|did not run|error|on the host" "$X/$i.log" | head -14
      # -v: each stage's start and each kernel over a second (a slow bench's diagnosis)
      grep -E "stage [0-9]|\] [^ ]+: [0-9.]+ s \(" "$X/$i.log" | sed 's/^\[[^]]*\] //' | head -24; } > "$X/$i.txt" ) &
  while (( $(jobs -rp | wc -l) >= 4 )); do sleep 1; done
done
wait
for f in $(ls "$X"/*.txt 2>/dev/null | sort -V); do cat "$f" >> "$D/extra.txt"; done
echo "== GPU tests at $(( $(date +%s) - S )) s" > "$D/test_gpu.txt"
timeout $(( END - $(date +%s) + S )) build/h200/tests/gpu/test_gpu --gtest_brief=1 --gtest_filter="${GTEST_FILTER:-*}" >> "$D/test_gpu.txt" 2>&1
echo "rc $? at $(( $(date +%s) - S )) s" >> "$D/test_gpu.txt"
