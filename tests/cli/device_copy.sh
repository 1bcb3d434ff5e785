#!/usr/bin/env bash
# A DeviceCopy node (Inductor's ir.DeviceCopy, `buf228.copy_(buf227)`: raft_small's flow
# field computed by a C++ kernel on the host, copied to the GPU) runs on the CPU:
# tv_raft_small from the corpus, its DeviceCopy kernels (op228, op232) must run and be
# "ok". Before, they did not run ("the arguments of None are not known"). This proves the
# node runs, not its values: on the CPU the reference runs the same copy (CpuExterns.cpp),
# so a wrong copy would still read "ok" here (seen: a copy scaled by 0.5 passed).
# Usage: CLI=path tests/cli/device_copy.sh CORPUS_TV_TARBALL
set -uo pipefail
cli=${CLI:-build/dev/app/cli/fusionscope-cli}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
tar -xJf "$1" -C "$tmp" --wildcards 'zoo/tv_raft_small/*' || exit 1
"$cli" bench "$tmp/zoo/tv_raft_small" --device cpu --reps 1 --plan none > "$tmp/out.txt" 2>&1
found=0
for op in op228 op232; do
  line=$(grep -E "^\s+k[0-9]+_${op}\s" "$tmp/out.txt" | head -1)
  echo "${line:-no kernel for $op}"
  [[ $line =~ \ ok$ ]] || { echo "FAIL: the DeviceCopy $op did not run and match"; exit 1; }
  found=$((found + 1))
done
grep -q "the arguments of None" "$tmp/out.txt" && { echo "FAIL: a node without arguments remains"; exit 1; }
echo "$found DeviceCopy kernels verified"
