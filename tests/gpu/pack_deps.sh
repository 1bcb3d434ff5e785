#!/usr/bin/env bash
# Packs, from this (Debian 12) machine, the headers and libraries the GPU machine may
# lack into a prefix for run_h200.sh (FS_DEPS=...): CLI11, GoogleTest, OpenBLAS (+ its
# Fortran runtime), spdlog, fmt, nlohmann-json, with their CMake package files; and,
# where cmake/build-onnx.sh has built it, the ONNX library with Debian's protobuf
# (headers, libprotobuf.so.32) for the ONNX frontend ($P/onnx).
#   tests/gpu/pack_deps.sh [PREFIX]   (default: .fsdeps in the repo root; keep it git-ignored)
# With ONNX the prefix is about 63 MB, too much beside the tree for the device's 64 MiB:
# carry it packed (tar -cJhf fsdeps.tar.xz .fsdeps: about 9 MB; tar -xJf there).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${1:-$ROOT/.fsdeps}
rm -rf "$P"; mkdir -p "$P/include" "$P/lib"
A=/usr/lib/x86_64-linux-gnu
# Debian's multiarch layout, so the CMake package files (which locate their prefix
# four levels above lib/x86_64-linux-gnu/cmake/<pkg>) find the libraries they name
L="$P/lib/x86_64-linux-gnu"
mkdir -p "$L/cmake"
cp -r /usr/include/CLI /usr/include/gtest /usr/include/gmock /usr/include/spdlog /usr/include/fmt /usr/include/nlohmann "$P/include/"
# OpenBLAS's OpenMP build (libopenblas-openmp-dev), as the project links here: its
# threads are the kernels' OpenMP pool (core/runtime/CMakeLists.txt)
O=$A/openblas-openmp
[[ -f $O/libopenblas.so.0 ]] || { echo "needs libopenblas-openmp-dev (cmake/install-deps.sh)"; exit 1; }
cp -L /usr/include/x86_64-linux-gnu/openblas-openmp/cblas.h /usr/include/x86_64-linux-gnu/openblas-openmp/openblas_config.h "$P/include/"
cp -L $A/libgtest.a $A/libgtest_main.a $A/libgmock.a $A/libgmock_main.a "$L/"
cp -L $O/libopenblas.so.0 $A/libgfortran.so.5 $A/libquadmath.so.0 "$L/"
for f in $A/libspdlog.so.1.10.* $A/libfmt.so.9.*; do cp -L "$f" "$L/"; done
ln -sf "$(basename $A/libspdlog.so.1.10.*)" "$L/libspdlog.so.1.10"; ln -sf libspdlog.so.1.10 "$L/libspdlog.so"
ln -sf "$(basename $A/libfmt.so.9.*)" "$L/libfmt.so.9"; ln -sf libfmt.so.9 "$L/libfmt.so"
cp -r $A/cmake/GTest $A/cmake/spdlog $A/cmake/fmt "$L/cmake/"
if [[ -d /usr/share/cmake/nlohmann_json ]]; then mkdir -p "$P/share/cmake"; cp -r /usr/share/cmake/nlohmann_json "$P/share/cmake/"; else cp -r $A/cmake/nlohmann_json "$L/cmake/"; fi
# the ONNX library (static, as cmake/build-onnx.sh installs it, its test data left out)
# and the protobuf it was built against
ONNX_ROOT=${FUSIONSCOPE_ONNX_ROOT:-${FUSIONSCOPE_DEPS:-$HOME/.cache/fusionscope}/onnx-1.19.1}
if [[ -f $ONNX_ROOT/lib/libonnx.a ]]; then
  mkdir -p "$P/onnx"
  cp -r "$ONNX_ROOT/include" "$ONNX_ROOT/lib" "$P/onnx/"
  cp -r /usr/include/google "$P/include/"
  cp -L $A/libprotobuf.so.32 "$L/"
  ln -sf libprotobuf.so.32 "$L/libprotobuf.so"
else
  echo "no ONNX library at $ONNX_ROOT (cmake/build-onnx.sh): the GPU build will have no ONNX frontend"
fi
# run_h200.sh expects the shared libraries in $P/lib
for f in "$L"/*.so*; do ln -sf "x86_64-linux-gnu/$(basename "$f")" "$P/lib/$(basename "$f")"; done
du -shL "$P"
