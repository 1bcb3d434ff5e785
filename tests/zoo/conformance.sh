#!/usr/bin/env bash
# Conformance over the model zoo: for every model, `fusionscope-cli compare` our
# fusion plan and rejection reasons against Inductor's own (ir_post_fusion.txt and
# the torch log). Prints one line per model and `N passed, M failed`; exits 1 when
# any model fails (does not load, or any graph differs from Inductor) that is not
# listed in tests/zoo/known-differences.txt (each line: model, then why; a listed
# model that now passes is reported so the list can shrink).
# Usage: tests/zoo/conformance.sh ZOO [CLI]
#   ZOO: the zoo tarball (zoo-dev.tar.xz, unpacked into a temporary folder) or an
#        unpacked folder holding <model>/ folders (or zoo/<model>/).
#   CLI: the fusionscope-cli to run (default: build/dev/app/cli/fusionscope-cli).
# Env: ZOO_ONLY=a,b  run only these models; JOBS=N models compared at a time (default: the
#      CPU count; each compare is one thread), their lines printed in the zoo's order.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
zoo=${1:?usage: tests/zoo/conformance.sh ZOO [CLI]}
cli=${2:-$root/build/dev/app/cli/fusionscope-cli}
[[ -x "$cli" ]] || { echo "conformance: no CLI at $cli (build first)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$root/tests/zoo/zoo-dir.sh"
shopt -s nullglob
zoo=$(zoo_dir "$zoo" "$tmp") || { echo "conformance: cannot read $1" >&2; exit 2; }
known_file=$root/tests/zoo/known-differences.txt
known=" $(grep -v '^#' "$known_file" 2>/dev/null | awk 'NF{print $1}' | tr '\n' ' ') "
passed=0; failed=0; failures=(); unexpected=(); fixed=()
start=$(date +%s)
jobs=${JOBS:-$(nproc 2>/dev/null || echo 1)}
models=()
for dir in "$zoo"/*/; do
  model=$(basename "$dir")
  if [[ -n "${ZOO_ONLY:-}" && ",$ZOO_ONLY," != *",$model,"* ]]; then continue; fi
  models+=("$model")
done
# compare JOBS models at a time, each into its own files; the lines follow in order
mkdir -p "$tmp/out"
for i in "${!models[@]}"; do
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n; done
  ( t0=$(date +%s.%N)
    "$cli" compare "$zoo/${models[$i]}/" >"$tmp/out/$i.txt" 2>&1
    echo $? >"$tmp/out/$i.rc"
    awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}' >"$tmp/out/$i.secs" ) &
done
wait
for i in "${!models[@]}"; do
  model=${models[$i]}
  out=$(<"$tmp/out/$i.txt"); rc=$(<"$tmp/out/$i.rc"); secs=$(<"$tmp/out/$i.secs")
  graphs=$(grep -c '^graph ' <<<"$out")
  same=$(grep -c '=> identical to Inductor' <<<"$out")
  warnings=$(grep -c '^fusionscope-cli: warning' <<<"$out")
  if [[ $rc -eq 0 && $graphs -gt 0 && $same -eq $graphs ]]; then
    status=PASS; passed=$((passed + 1))
    detail="$graphs graph(s) identical to Inductor"
    [[ "$known" == *" $model "* ]] && fixed+=("$model")
  else
    status=FAIL; failed=$((failed + 1)); failures+=("$model")
    [[ "$known" == *" $model "* ]] && status=KNOWN || unexpected+=("$model")
    if [[ $rc -ne 0 ]]; then
      detail="exit $rc: $(grep -m1 -v '^$' <<<"$out" | cut -c1-160)"
    else
      detail="$same of $graphs graph(s) identical; $(grep -m1 -E 'only (Inductor|ours)|Inductor '"'"'|we reject' <<<"$out" | sed 's/^ *//' | cut -c1-160)"
    fi
  fi
  [[ $warnings -gt 0 ]] && detail+=" ($warnings reader warning(s))"
  printf '%-4s %-28s %6ss  %s\n' "$status" "$model" "$secs" "$detail"
done
echo "$passed passed, $failed failed ($(( $(date +%s) - start )) s)"
((failed == 0)) || echo "failed: ${failures[*]}"
((${#fixed[@]} == 0)) || echo "now identical, remove from tests/zoo/known-differences.txt: ${fixed[*]}"
((${#unexpected[@]} == 0)) || { echo "not in tests/zoo/known-differences.txt: ${unexpected[*]}"; exit 1; }
