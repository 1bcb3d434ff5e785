#!/usr/bin/env bash
# `fusionscope-cli capture` on real PyTorch: captures tests/cli/stem_model.py, then
# checks that the dump loads, that explain names the model's source lines, and (on a
# GPU) that `kernels --profile` gives every Triton kernel a measured time.
# Usage: tests/cli/capture_torch.sh CLI OUTDIR   (skips, saying so, without PyTorch)
set -euo pipefail
cli=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
if ! python3 -c "import torch" 2>/dev/null; then
  echo "capture_torch: skipped: PyTorch is not importable here (python3 -c 'import torch' failed)"
  exit 0
fi
rm -rf "$out"
"$cli" capture --out "$out" -- python3 "$here/stem_model.py" --profile "$out/trace.json" 2> "$out.stderr" | tee "$out.summary"
grep -q "scheduler nodes, fusion log" "$out.summary"
"$cli" summary "$out" > "$out.nodes"
head -20 "$out.nodes"
# the BatchNorm+ReLU node and the max-pool node, whatever their numbers
"$cli" summary "$out" --json > "$out.json"
read -r a b < <(python3 - "$out.json" <<'PY'
import json, sys
g = json.load(open(sys.argv[1]))["graphs"][0]
names = [n["name"] for n in g["node_list"] if n["kind"] == "SchedulerNode"]
print(names[-2], names[-1])
PY
)
"$cli" explain "$out" "$a" "$b" > "$out.explain"
head -8 "$out.explain"
grep -q "stem_model.py:" "$out.explain"
if python3 -c "import torch,sys; sys.exit(0 if torch.cuda.is_available() else 1)"; then
  "$cli" kernels "$out" --profile "$out/trace.json" --json > "$out.kernels.json"
  python3 - "$out.kernels.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
ks = [k for g in j["graphs"] for k in g["kernels"] if k["backend"] == "triton"]
missing = [k["name"] for k in ks if not k["calls"]]
print(f"capture_torch: {len(ks)} Triton kernels, {len(ks) - len(missing)} with profiled times")
sys.exit(1 if missing or not ks else 0)
PY
fi
echo "capture_torch: passed"
