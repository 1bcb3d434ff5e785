#!/usr/bin/env bash
# Every zoo model's CUDA kernels compile: for each model and each plan (none, inductor,
# ours), `fusionscope-cli emit --backend cuda --compile` generates the kernels of every
# graph and compiles them with NVRTC for the H200 (sm_90) as bench would, without a GPU.
# Prints one line per model and `N passed, M failed`; exits 1 when a program does not
# compile (the CLI names each kernel that does not, with the compiler's first error). Kernels the emitter
# does not generate (a construct it lacks, named by emit) are not failures here.
# Usage: tests/zoo/nvrtc-zoo.sh ZOO [CLI]
#   ZOO: a zoo tarball (unpacked into a temporary folder) or an unpacked folder.
# Env: ZOO_ONLY=a,b  only these models; PLANS="inductor none" the plans (default: none
#   inductor ours). NVRTC's outputs are cached (~/.cache/fusionscope): a second run takes
#   seconds, a first one (or one after the kernels' prelude changed) minutes.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
zoo=${1:?usage: tests/zoo/nvrtc-zoo.sh ZOO [CLI]}
cli=${2:-$root/build/dev/app/cli/fusionscope-cli}
[[ -x "$cli" ]] || { echo "nvrtc-zoo: no CLI at $cli (build first)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$root/tests/zoo/zoo-dir.sh"
shopt -s nullglob
zoo=$(zoo_dir "$zoo" "$tmp") || { echo "nvrtc-zoo: cannot read $1" >&2; exit 2; }
passed=0; failed=0; failures=()
start=$(date +%s)
for dir in "$zoo"/*/; do
  model=$(basename "$dir")
  if [[ -n "${ZOO_ONLY:-}" && ",$ZOO_ONLY," != *",$model,"* ]]; then continue; fi
  t0=$(date +%s)
  ok=1; programs=0; detail=""
  for plan in ${PLANS:-none inductor ours}; do
    out=$("$cli" emit "$dir" --backend cuda --plan "$plan" --out "$tmp/out" --compile 2>&1); rc=$?
    n=$(grep -o '[0-9]* programs, ' <<<"$out" | awk '{s += $1} END {print s + 0}')
    programs=$((programs + n))
    if [[ $rc -ne 0 ]]; then
      ok=0
      detail+=" $plan: $(grep -m1 -E 'did not compile|error' <<<"$out" | cut -c1-300)"
    fi
  done
  rm -rf "$tmp/out"
  secs=$(( $(date +%s) - t0 ))
  if [[ $ok -eq 1 ]]; then
    passed=$((passed + 1)); printf 'PASS %-32s %4ss  %s programs (%s)\n' "$model" "$secs" "$programs" "${PLANS:-none inductor ours}"
  else
    failed=$((failed + 1)); failures+=("$model"); printf 'FAIL %-32s %4ss %s\n' "$model" "$secs" "$detail"
  fi
done
echo "$passed passed, $failed failed ($(( $(date +%s) - start )) s)"
[[ $failed -eq 0 ]] || { echo "failed: ${failures[*]}"; exit 1; }
