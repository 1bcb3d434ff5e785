#!/usr/bin/env bash
# "ours" is one plan: for every dump of the given zoos, our plan as `fuse --json`
# reports it (the plan the app shows) and as `emit --plan ours` writes it (the plan
# bench times) group the same nodes, graph by graph. emit writes a max-autotune
# template with its epilogue as two kernels (the runtimes call the library for the
# template): a group may split so only where it holds a template node. Before, emit
# and bench ran the scheduler without the log's facts (foreach lists): adamw_step was
# 2 kernels in fuse and the app, 16 in emit and bench.
# Usage: CLI=path tests/cli/ours_is_one_plan.sh ZOO_DIR...   (exit 1 on a difference)
set -uo pipefail
cli=${CLI:-build/dev/app/cli/fusionscope-cli}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
checked=0; bad=0
for zoo in "$@"; do
  for dump in "$zoo"/*/; do
    dump=${dump%/}
    [[ -n $(find "$dump" -maxdepth 4 -name ir_pre_fusion.txt -print -quit) ]] || continue
    rm -rf "$tmp/out"
    "$cli" fuse "$dump" --json "$tmp/plan.json" >/dev/null 2>&1
    "$cli" emit "$dump" --plan ours --backend cpp --out "$tmp/out" >/dev/null 2>&1
    checked=$((checked + 1))
    if ! python3 - "$tmp/plan.json" "$tmp/out" <<'PY'
import json, os, re, sys
plan = json.load(open(sys.argv[1]))
ok = True
for g in plan["graphs"]:
    groups = [frozenset(k) for k in g["kernels"]] + [frozenset([e["node"]]) for e in g["externs"]]
    of = {n: i for i, grp in enumerate(groups) for n in grp}
    path = os.path.join(sys.argv[2], g["name"] + ".ours.cpp")
    emitted, templates = [], set()
    for line in open(path):
        m = re.match(r"// kernel k\d+_\S+: nodes (.*)$", line)
        if m:
            names = set()
            for x in m.group(1).split(","):  # a fused node's name joins its leaves' with _
                x = x.strip()
                names.update(x.split("_") if re.fullmatch(r"op\d+(_op\d+)*", x) else [x])
            emitted.append(frozenset(names))
            continue
        m = re.match(r"// kernel k\d+_\S+: \w+ (\S+) \((\w+)\)", line)
        if m:
            emitted.append(frozenset([m.group(1)]))
            if "Template" in m.group(2):
                templates.add(m.group(1))
    hit = {}
    for e in emitted:
        owners = {of.get(n) for n in e}
        if len(owners) != 1 or None in owners:
            print(f"  {g['name']}: emitted kernel {sorted(e)} is not within one of fuse's groups"); ok = False; continue
        hit.setdefault(owners.pop(), []).append(e)
    for i, grp in enumerate(groups):
        parts = hit.get(i, [])
        if frozenset().union(*parts) != grp if parts else True:
            print(f"  {g['name']}: fuse's group {sorted(grp)} is emitted as {[sorted(p) for p in parts]}"); ok = False
        elif len(parts) > 1 and not (grp & templates):
            print(f"  {g['name']}: fuse's group {sorted(grp)} is split in emit without a template"); ok = False
sys.exit(0 if ok else 1)
PY
    then bad=$((bad + 1)); echo "DIFFERS: $dump"; fi
  done
done
echo "$checked dumps: $((checked - bad)) with one plan called ours, $bad differ"
((checked > 0 && bad == 0))
