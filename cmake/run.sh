#!/usr/bin/env bash
# README's first command: install what is missing, build, and run FusionScope on the
# bundled ResNet-50 sample. With a display the GUI opens on it; without one the CLI
# prints the same sample's summary and fusion rounds.
# Usage: cmake/run.sh [extra arguments for fusionscope / fusionscope-cli fuse]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cmake/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target fusionscope-cli $( [ -f app/gui/CMakeLists.txt ] && echo fusionscope )
sample="$root/samples/inductor/resnet50_eval"
if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" && -x build/dev/app/gui/fusionscope ]]; then
  exec build/dev/app/gui/fusionscope "$sample" "$@"
fi
echo "(no display: running the CLI on the bundled sample $sample)"
cli=build/dev/app/cli/fusionscope-cli
"$cli" summary "$sample"
echo; echo "== fuse_nodes on the sample, round by round (as Inductor's fusion log) =="
"$cli" fuse "$sample" "$@"
echo; echo "== our plan against Inductor's =="
"$cli" compare "$sample"
