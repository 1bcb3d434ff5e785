#!/usr/bin/env bash
# Installs the Debian 12 packages FusionScope needs, and builds the ONNX library once
# (cmake/build-onnx.sh); idempotent: does nothing
# (and needs no network) when every package is installed and ONNX built.
# Usage: cmake/install-deps.sh [--no-gui] [--clang]   (--clang: clang 14 with its sanitizer and
# libFuzzer runtimes, for the asan-fuzz and fuzz presets)
set -euo pipefail
core_pkgs=(cmake ninja-build g++ pkg-config libspdlog-dev libfmt-dev nlohmann-json3-dev
           libcli11-dev libgtest-dev libbenchmark-dev libopenblas-dev libopenblas-openmp-dev libgomp1
           libprotobuf-dev protobuf-compiler python3 curl ca-certificates)
gui_pkgs=(qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev libgraphviz-dev libqscintilla2-qt6-dev
          libgl1-mesa-dev xvfb xauth fonts-dejavu-core)
clang_pkgs=(clang-14 libclang-rt-14-dev libomp-14-dev)
pkgs=("${core_pkgs[@]}")
gui=1
for a in "$@"; do
  case $a in
    --no-gui) gui=0 ;;
    --clang) pkgs+=("${clang_pkgs[@]}") ;;
    *) echo "usage: cmake/install-deps.sh [--no-gui] [--clang]" >&2; exit 2 ;;
  esac
done
((gui == 0)) || pkgs+=("${gui_pkgs[@]}")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} > 0)); then
  echo "install-deps: installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -eq 0 ]] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The ONNX library of today's exporters (IR 10+, opsets 18+), built once from source:
# Debian's libonnx is too old (see build-onnx.sh).
"$(dirname "$0")/build-onnx.sh"
