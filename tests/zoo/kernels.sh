#!/usr/bin/env bash
# Kernel conformance over the model zoo, on the CPU: for every graph of every model,
# `fusionscope-cli bench --device cpu` runs Inductor's plan (fused) and the unfused
# baseline and checks every kernel against the reference interpreter. Prints one
# line per graph and `N passed, M failed, K known not to run yet` (graphs); exits 1 when
# a graph fails that tests/zoo/kernels-known.txt does not list (each line: model, then why).
# Usage: tests/zoo/kernels.sh ZOO [CLI]
#   ZOO: a zoo tarball (zoo-dev.tar.xz, tests/zoo/extra.tar.xz) or an unpacked folder
#        of <model>/ folders (or zoo/<model>/).
#   CLI: the fusionscope-cli to run (default: build/dev/app/cli/fusionscope-cli).
# Env: ZOO_ONLY=a,b  only these models; ZOO_SKIP=a,b  not these (e.g. the 4,740-node LLM).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
zoo=${1:?usage: tests/zoo/kernels.sh ZOO [CLI]}
cli=${2:-$root/build/dev/app/cli/fusionscope-cli}
[[ -x "$cli" ]] || { echo "kernels: no CLI at $cli (build first)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$root/tests/zoo/zoo-dir.sh"
shopt -s nullglob
zoo=$(zoo_dir "$zoo" "$tmp") || { echo "kernels: cannot read $1" >&2; exit 2; }
known_file=$root/tests/zoo/kernels-known.txt
known=" $(grep -v '^#' "$known_file" 2>/dev/null | awk 'NF{print $1}' | tr '\n' ' ') "
passed=0; failed=0; knownFails=0; unexpected=(); fixed=()
start=$(date +%s)
for dir in "$zoo"/*/; do
  model=$(basename "$dir")
  [[ -n "${ZOO_ONLY:-}" && ",$ZOO_ONLY," != *",$model,"* ]] && continue
  [[ -n "${ZOO_SKIP:-}" && ",$ZOO_SKIP," == *",$model,"* ]] && continue
  [[ -d "$dir/torch_compile_debug" || -f "$dir/torch_logs.txt" ]] || continue
  t0=$(date +%s)
  "$cli" bench "$dir" --device cpu --plan inductor --reps 1 --no-autotune --json "$tmp/$model.json" >"$tmp/$model.txt" 2>&1
  rc=$?
  secs=$(( $(date +%s) - t0 ))
  # one line per graph: name, fused verified, unfused verified, the first kernel that failed and why
  lines=$(python3 - "$tmp/$model.json" "$tmp/$model.txt" "$rc" <<'PY'
import json, sys, re
path, txt, rc = sys.argv[1], sys.argv[2], int(sys.argv[3])
try:
    d = json.load(open(path))
except Exception:
    err = next((l.strip() for l in open(txt, errors="replace") if "error" in l), "exit %d, no JSON" % rc)
    print("-\t0\t0\t" + err[:200]); sys.exit()
why = {}
for line in open(txt, errors="replace"):
    m = re.match(r"\s+(k\S+)\s+(did not run: .*|.*MISMATCH.*)", line)
    if m: why.setdefault(m.group(1), m.group(2).strip())
for g in d.get("graphs", []):
    bad = [k for k in d.get("kernels", []) if k.get("graph") == g["name"] and not k.get("ok")]
    ubad = [k for k in d.get("unfused_kernels", []) if k.get("graph") == g["name"] and not k.get("ok")]
    nr = [n + ": " + r for n, r in sorted(d.get("not_run", {}).items())]
    detail = ""
    if bad: detail = "fused %s: %s" % (bad[0]["name"], why.get(bad[0]["name"], "failed"))
    elif not g.get("verified") and nr: detail = "not run: " + nr[0]
    elif ubad: detail = "unfused %s failed" % ubad[0]["name"]
    print("%s\t%d\t%d\t%s" % (g["name"], 1 if g.get("verified") else 0, 1 if g.get("unfused_verified") else 0, detail[:200]))
PY
)
  while IFS=$'\t' read -r graph fused unfused detail; do
    [[ -z "$graph" ]] && continue
    if [[ $fused == 1 && $unfused == 1 ]]; then
      status=PASS; passed=$((passed + 1)); detail="fused and unfused verified"
      [[ "$known" == *" $model "* ]] && fixed+=("$model")
    else
      if [[ "$known" == *" $model "* ]]; then status=KNOWN; knownFails=$((knownFails + 1))
      else status=FAIL; failed=$((failed + 1)); unexpected+=("$model/$graph"); fi
    fi
    printf '%-5s %-28s %-10s %5ss  %s\n' "$status" "$model" "$graph" "$secs" "$detail"
  done <<<"$lines"
done
echo "$passed passed, $failed failed, $knownFails known not to run yet (graphs; $(( $(date +%s) - start )) s)"
((${#fixed[@]} == 0)) || echo "now verified, remove from tests/zoo/kernels-known.txt: $(printf '%s\n' "${fixed[@]}" | sort -u | tr '\n' ' ')"
((${#unexpected[@]} == 0)) || { echo "not in tests/zoo/kernels-known.txt: ${unexpected[*]}"; exit 1; }
