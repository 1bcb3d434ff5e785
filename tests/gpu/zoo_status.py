#!/usr/bin/env python3
"""One line per model and graph of a bench JSON folder (run_h200.sh with ZOO=...):
fused / unfused verified, and the first kernel that did not run or match, with why.
Usage: zoo_status.py OUT"""
import glob, json, os, re, sys

out = sys.argv[1]
ok = bad = 0
for path in sorted(glob.glob(os.path.join(out, "*.json"))):
    model = os.path.basename(path)[:-5]
    try:
        d = json.load(open(path))
    except Exception:
        continue
    if "graphs" not in d:
        continue
    txt = path[:-5] + ".txt"
    why = {}
    if os.path.exists(txt):
        for line in open(txt, errors="replace"):
            m = re.match(r"\s+(k\S+)\s+(did not run: .*|.*MISMATCH.*)", line)
            if m:
                why.setdefault(m.group(1), m.group(2).strip())
    for g in d["graphs"]:
        bad_k = [k for k in d["kernels"] if k.get("graph") == g["name"] and not k.get("ok")]
        nr = sorted(v for k, v in d.get("not_run", {}).items() if k.startswith(g["name"] + ":"))
        good = g.get("verified") and g.get("unfused_verified")
        ok += bool(good)
        bad += not good
        detail = ""
        if bad_k:
            detail = bad_k[0]["name"] + ": " + why.get(bad_k[0]["name"], "MISMATCH")
        elif nr:
            detail = nr[0]
        print("%-4s %-26s %-10s %s" % ("PASS" if good else "FAIL", model, g["name"], detail[:150]))
for path in sorted(glob.glob(os.path.join(out, "*.txt"))):
    if not os.path.exists(path[:-4] + ".json") and not path.endswith(("build.log", "cmake.log")):
        last = [l.strip() for l in open(path, errors="replace") if l.strip()][-1:] or ["no output"]
        print("FAIL %-26s %-10s %s" % (os.path.basename(path)[:-4], "-", last[0][:150]))
        bad += 1
print("%d graphs verified (fused and unfused), %d not" % (ok, bad))
