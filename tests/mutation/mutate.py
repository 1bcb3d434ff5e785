#!/usr/bin/env python3
"""Mutation check: does the test suite catch a broken rule?

For each mutant of tests/mutation/mutants.txt (one rule changed: a gate's condition
inverted or removed, an operand dropped, an index computed wrongly), this copies the
working tree into a scratch folder (never the real tree), applies the mutant there,
rebuilds the test executables the mutant names (one .cpp and a link), runs their
tests through ctest, and prints `caught` (some test failed) or `MISSED` (every test
passed). The scratch folder keeps its build between runs, so a second run rebuilds
only what changed. The pristine file is written back after each mutant, also when
the run is interrupted; the real tree is only read.

Usage: tests/mutation/run.sh [--only NAME[,NAME...]] [--list FILE] [--dir DIR] [-j N]
  --dir  scratch folder (default $FS_MUTATION_DIR, else ~/.cache/fusionscope-mutation)
Exit status: 0 when every mutant is caught (or listed as known), 1 when one is missed or
broken.

The list format (tests/mutation/mutants.txt):
  [name]                  one mutant
  file: path/in/repo.cpp  the file it changes
  tests: test_fusion ...  test executables (ctest labels) whose tests must catch it
  filter: REGEX           optional: only the ctest tests matching REGEX
  known: WHY              optional: no test catches it yet, and why (printed as KNOWN,
                          not counted as missed; a known mutant that is caught is reported
                          so the line can go)
  - original text         the exact text (must occur once in the file; \\n for a newline)
  + replacement text      what replaces it (empty: the text is removed)
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time


def parse(path):
    mutants, cur = [], None
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.fullmatch(r"\[([A-Za-z0-9_.-]+)\]", line.strip())
            if m:
                cur = {"name": m.group(1), "line": lineno, "tests": [], "filter": None, "known": None, "orig": None,
                       "repl": None}
                mutants.append(cur)
                continue
            if cur is None:
                sys.exit(f"{path}:{lineno}: expected [name] first")
            unesc = lambda s: s.replace("\\n", "\n").replace("\\t", "\t")
            if line.startswith("file:"):
                cur["file"] = line[5:].strip()
            elif line.startswith("tests:"):
                cur["tests"] = line[6:].split()
            elif line.startswith("filter:"):
                cur["filter"] = line[7:].strip()
            elif line.startswith("known:"):
                cur["known"] = line[6:].strip()
            elif line.startswith("- "):
                cur["orig"] = unesc(line[2:])
            elif line == "+" or line.startswith("+ "):
                cur["repl"] = unesc(line[2:])
            else:
                sys.exit(f"{path}:{lineno}: cannot read '{line}'")
    for m in mutants:
        for key in ("file", "orig", "repl"):
            if m.get(key) is None:
                sys.exit(f"{path}:{m['line']}: mutant {m['name']} has no {key}")
        if not m["tests"]:
            sys.exit(f"{path}:{m['line']}: mutant {m['name']} names no tests")
    return mutants


def repo_files(repo):
    out = subprocess.run(["git", "-C", repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         check=True, capture_output=True).stdout
    return [p for p in out.decode().split("\0") if p and os.path.isfile(os.path.join(repo, p))]


def sync(repo, src):
    """Copies the working tree's files into src where their content differs."""
    copied = 0
    files = repo_files(repo)
    keep = set(files)
    for root, _, names in os.walk(src):  # files the tree no longer has
        for n in names:
            path = os.path.join(root, n)
            if os.path.relpath(path, src) not in keep:
                os.remove(path)
    for rel in files:
        a, b = os.path.join(repo, rel), os.path.join(src, rel)
        with open(a, "rb") as f:
            data = f.read()
        if os.path.exists(b):
            with open(b, "rb") as f:
                if f.read() == data:
                    continue
        os.makedirs(os.path.dirname(b), exist_ok=True)
        shutil.copy2(a, b)
        os.utime(b)  # newer than any object built from the old content
        copied += 1
    return copied


def run(cmd, log, **kw):
    with open(log, "a") as f:
        f.write("$ " + " ".join(cmd) + "\n")
        f.flush()
        return subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, **kw).returncode


def failed_tests(log_text):
    """Names of the tests ctest reports as failed (its progress lines, then its summary)."""
    names = re.findall(r"Test\s+#\d+: (\S+) .*\*\*\*(?:Failed|Timeout|Exception|Exit code)", log_text)
    names += re.findall(r"^\s*\d+ - (\S+) \((?:Failed|Timeout|SEGFAULT|Subprocess aborted|Exception|Child aborted)",
                        log_text, re.M)
    return list(dict.fromkeys(names))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = subprocess.run(["git", "-C", here, "rev-parse", "--show-toplevel"], check=True, capture_output=True,
                          text=True).stdout.strip()
    ap = argparse.ArgumentParser(description="Mutation check of the test suite (see tests/mutation/mutate.py).")
    ap.add_argument("--list", default=os.path.join(here, "mutants.txt"))
    ap.add_argument("--only", default="")
    ap.add_argument("--dir", default=os.environ.get("FS_MUTATION_DIR")
                    or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
                                    "fusionscope-mutation"))
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args()

    mutants = parse(args.list)
    if args.only:
        want = set(args.only.split(","))
        unknown = want - {m["name"] for m in mutants}
        if unknown:
            sys.exit("unknown mutants: " + ", ".join(sorted(unknown)))
        mutants = [m for m in mutants if m["name"] in want]

    src, build = os.path.join(args.dir, "src"), os.path.join(args.dir, "build")
    os.makedirs(src, exist_ok=True)
    log = os.path.join(args.dir, "log.txt")
    open(log, "w").close()
    start = time.time()

    # A pristine file is restored on every way out (Ctrl-C included).
    pristine = {}

    def restore():
        for path, data in pristine.items():
            with open(path, "wb") as f:
                f.write(data)

    def on_signal(signum, frame):
        restore()
        sys.exit(f"interrupted; {src} restored")

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)

    print(f"scratch copy: {src} (build: {build}, log: {log})")
    copied = sync(repo, src)
    print(f"synced {copied} changed files from {repo}")

    # Every mutant must apply to the current source exactly once.
    broken = []
    for m in mutants:
        path = os.path.join(src, m["file"])
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        n = text.count(m["orig"])
        if n != 1:
            broken.append(m["name"])
            print(f"BROKEN  {m['name']}: its original text occurs {n} times in {m['file']}")
    mutants = [m for m in mutants if m["name"] not in broken]

    if not os.path.exists(os.path.join(build, "build.ninja")):
        print("configuring (first run: a full build of the test executables follows)")
        # one object per source file (no unity build: a mutant recompiles its own file, not
        # a whole unity chunk) at -O1 (compiles in about half the time of -O2); the
        # warnings-as-errors of the dev preset stay off, but every mutant must also build
        # under them (mutants.txt keeps the variables a mutant disables in use)
        if run(["cmake", "-S", src, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG", "-DFUSIONSCOPE_UNITY=OFF", "-DFUSIONSCOPE_GUI=OFF",
                "-DFUSIONSCOPE_WERROR=OFF"], log) != 0:
            sys.exit(f"cmake failed; see {log}")

    targets = sorted({t for m in mutants for t in m["tests"]})
    t0 = time.time()
    if run(["cmake", "--build", build, "-j", str(args.jobs), "--target", *targets], log) != 0:
        sys.exit(f"the unmutated source does not build; see {log}")
    print(f"built {' '.join(targets)} in {time.time() - t0:.0f} s")

    def ctest(m):
        cmd = ["ctest", "--test-dir", build, "-j", str(args.jobs), "--timeout", "300", "--stop-on-failure",
               "--output-on-failure", "-L", "^(" + "|".join(m["tests"]) + ")$"]
        if m["filter"]:
            cmd += ["-R", m["filter"]]
        with open(log, "a") as f:
            f.write("$ " + " ".join(cmd) + "\n")
        p = subprocess.run(cmd, capture_output=True, text=True)
        with open(log, "a") as f:
            f.write(p.stdout + p.stderr)
        if "No tests were found" in p.stdout + p.stderr:
            return -1, ["no tests match"]
        return p.returncode, failed_tests(p.stdout)

    # The unmutated source must pass what each mutant runs, or a catch means nothing.
    t0 = time.time()
    for key in sorted({(tuple(m["tests"]), m["filter"]) for m in mutants}, key=lambda k: (k[0], k[1] or "")):
        rc, failed = ctest({"tests": list(key[0]), "filter": key[1]})
        if rc != 0:
            sys.exit(f"the unmutated source fails {' '.join(key[0])} {key[1] or ''}: {', '.join(failed)}; see {log}")
    print(f"unmutated tests pass ({time.time() - t0:.0f} s)")

    caught, missed, known, fixed = [], [], [], []
    width = max((len(m["name"]) for m in mutants), default=10)
    for m in mutants:
        t0 = time.time()
        path = os.path.join(src, m["file"])
        with open(path, "rb") as f:
            pristine[path] = f.read()
        text = pristine[path].decode("utf-8")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace(m["orig"], m["repl"], 1))
        try:
            cmd = ["cmake", "--build", build, "-j", str(args.jobs), "--target", *m["tests"]]
            p = subprocess.run(cmd, capture_output=True, text=True)
            with open(log, "a") as f:
                f.write("$ " + " ".join(cmd) + "\n" + p.stdout + p.stderr)
            if p.returncode != 0:
                broken.append(m["name"])
                print(f"BROKEN  {m['name']:<{width}}  does not compile (see {log})", flush=True)
                continue
            # the dev preset builds with -Werror: a mutant that only compiles with a warning
            # (a variable it left unused) would test nothing on a developer's build tree
            warned = [l for l in (p.stdout + p.stderr).splitlines() if "warning:" in l]
            if warned:
                broken.append(m["name"])
                print(f"BROKEN  {m['name']:<{width}}  compiles with a warning (fails under -Werror): {warned[0][:200]}",
                      flush=True)
                continue
            rc, failed = ctest(m)
        finally:
            restore()
            pristine.clear()
        secs = time.time() - t0
        if rc > 0:
            caught.append(m["name"])
            if m["known"]:
                fixed.append(m["name"])
            shown = ", ".join(failed[:3]) + (f" (+{len(failed) - 3})" if len(failed) > 3 else "")
            print(f"caught  {m['name']:<{width}}  {secs:5.0f} s  by {shown or 'a failing test'}", flush=True)
        elif m["known"]:
            known.append(m["name"])
            print(f"KNOWN   {m['name']:<{width}}  {secs:5.0f} s  (uncaught: {m['known']})", flush=True)
        else:
            missed.append(m["name"])
            print(f"MISSED  {m['name']:<{width}}  {secs:5.0f} s  ({' '.join(m['tests'])} {m['filter'] or ''} all pass)",
                  flush=True)
    total = time.time() - start
    print(f"{len(caught)} caught, {len(missed)} missed" + (f", {len(known)} known uncaught" if known else "") +
          (f", {len(broken)} broken" if broken else "") + f" ({total / 60:.1f} min)")
    if missed:
        print("missed: " + ", ".join(missed))
    if fixed:
        print("now caught, drop their `known:` line: " + ", ".join(fixed))
    return 1 if missed or broken else 0


if __name__ == "__main__":
    sys.exit(main())
