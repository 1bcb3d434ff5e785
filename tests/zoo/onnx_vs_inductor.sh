#!/usr/bin/env bash
# ONNX exports against Inductor's dump of the same model: for each model folder holding
# model.onnx beside its torch_compile_debug dump, the kernels our lowering and fusion plan
# (fused kernels + extern calls, opaque nodes counted apart) against the scheduled nodes
# of Inductor's ir_post_fusion.txt (its first graph), and whether they are within 25 %.
# Each ZOO is a folder or a .tar.xz unpacking to zoo/<model>/; several are merged (the
# corpus's dumps and its exports: tests/zoo/corpus/*.tar.xz tests/zoo/onnx-corpus/*.tar.xz).
# Prints a Markdown table and the counts. Exit 1: with REQUIRE=1 unless every export loads
# with no opaque node within 25 % (ctest onnx.zoo3_exports); with MIN_CLEAN=P or
# MIN_WITHIN=P when under P % of the exports lower with no opaque node or plan within 25 %.
# Usage: [REQUIRE=1] [MIN_CLEAN=P] [MIN_WITHIN=P] [CLI=path] tests/zoo/onnx_vs_inductor.sh ZOO...
set -uo pipefail
(($# > 0)) || { echo "usage: tests/zoo/onnx_vs_inductor.sh ZOO..." >&2; exit 2; }
cli=${CLI:-build/dev/app/cli/fusionscope-cli}
zoo=$1
if (($# > 1)) || [[ -f $1 ]]; then
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  for z in "$@"; do
    if [[ -f $z ]]; then tar -xJf "$z" -C "$tmp"; else cp -r "$z"/. "$tmp"/; fi
  done
  zoo=$tmp
fi
echo "| model | ours: kernels + externs | opaque nodes | Inductor: scheduled nodes | ours / Inductor | within 25 % |"
echo "| --- | --- | --- | --- | --- | --- |"
# one export's row: "<within: yes/no/->\t<opaque nodes>\t<table row>"
row() {
  local onnx=$1 dir name plan k opaque ind ours ratio ok
  dir=$(dirname "$onnx"); name=$(basename "$dir")
  plan=$("$cli" fuse "$onnx" --device cuda --quiet 2>/dev/null | grep '^plan:')
  k=$(sed -E 's/^plan: ([0-9]+) kernels \+ ([0-9]+) extern calls.*/\1 \2/' <<<"$plan")
  opaque=$("$cli" summary "$onnx" 2>/dev/null | grep -o 'opaque, never fused): .*' | wc -w)
  ((opaque > 0)) && opaque=$((opaque - 3))
  ind=$("$cli" summary "$dir" 2>/dev/null | grep -m1 -o "ir_post_fusion.txt): [0-9]* scheduled" | grep -o '[0-9]*')
  if [[ -z $plan || -z $ind ]]; then
    printf -- '-\t1\t| %s | %s | | %s | | no |\n' "$name" "${plan:-did not load}" "${ind:-no dump}"; return
  fi
  ours=$(( ${k% *} + ${k#* } ))
  ratio=$(awk -v a="$ours" -v b="$ind" 'BEGIN { printf "%.2f", a / b }')
  ok=$(awk -v r="$ratio" 'BEGIN { print (r >= 0.75 && r <= 1.25) ? "yes" : "no" }')
  printf '%s\t%s\t| %s | %s + %s = %s | %s | %s | %s | %s |\n' "$ok" "$opaque" "$name" "${k% *}" "${k#* }" "$ours" \
    "$opaque" "$ind" "$ratio" "$ok"
}
# JOBS exports at a time (default: the CPU count), the rows in the exports' order
mapfile -t exports < <(find "$zoo" -name model.onnx | sort)
rows=$(mktemp -d); trap 'rm -rf "$rows" ${tmp:-}' EXIT
jobs=${JOBS:-$(nproc 2>/dev/null || echo 1)}
for i in "${!exports[@]}"; do
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n; done
  row "${exports[$i]}" >"$rows/$i" &
done
wait
total=0; within=0; clean=0
for i in "${!exports[@]}"; do
  IFS=$'\t' read -r ok opaque line <"$rows/$i"
  total=$((total + 1))
  [[ $ok == yes ]] && within=$((within + 1))
  [[ $ok != - ]] && ((opaque == 0)) && clean=$((clean + 1))
  echo "$line"
done
echo
echo "$total exports: $clean with no opaque node, $within within 25 % of Inductor's scheduled nodes"
if [[ ${REQUIRE:-0} == 1 ]] && ((total == 0 || clean != total || within != total)); then exit 1; fi
if ((total == 0)); then exit 1; fi
if [[ -n ${MIN_CLEAN:-} ]] && ((clean * 100 < MIN_CLEAN * total)); then
  echo "FAIL: $clean of $total with no opaque node, under $MIN_CLEAN %"; exit 1; fi
if [[ -n ${MIN_WITHIN:-} ]] && ((within * 100 < MIN_WITHIN * total)); then
  echo "FAIL: $within of $total within 25 %, under $MIN_WITHIN %"; exit 1; fi
exit 0
