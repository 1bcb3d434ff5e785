#!/usr/bin/env bash
# Packs, from this (Debian 12) machine, the headers and libraries the GPU machine may
# lack into a prefix for run_h200.sh (FS_DEPS=...): CLI11, GoogleTest, OpenBLAS (+ its
# Fortran runtime), spdlog, fmt, nlohmann-json, with their CMake package files.
#   tests/gpu/pack_deps.sh [PREFIX]   (default: .fsdeps in the repo root; keep it git-ignored)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${1:-$ROOT/.fsdeps}
rm -rf "$P"; mkdir -p "$P/include" "$P/lib/cmake"
A=/usr/lib/x86_64-linux-gnu
cp -r /usr/include/CLI /usr/include/gtest /usr/include/gmock /usr/include/spdlog /usr/include/fmt /usr/include/nlohmann "$P/include/"
cp -L /usr/include/x86_64-linux-gnu/openblas-pthread/cblas.h /usr/include/x86_64-linux-gnu/openblas-pthread/openblas_config.h "$P/include/"
cp -L $A/libgtest.a $A/libgtest_main.a $A/libgmock.a $A/libgmock_main.a "$P/lib/"
cp -L $A/libopenblas.so.0 $A/libgfortran.so.5 $A/libquadmath.so.0 "$P/lib/"
cp -L $A/libspdlog.so.1.10 $A/libfmt.so.9 "$P/lib/"
ln -sf libspdlog.so.1.10 "$P/lib/libspdlog.so"; ln -sf libfmt.so.9 "$P/lib/libfmt.so"
cp -r $A/cmake/GTest $A/cmake/spdlog $A/cmake/fmt "$P/lib/cmake/"
cp -r /usr/share/cmake/nlohmann_json "$P/lib/cmake/" 2>/dev/null || cp -r $A/cmake/nlohmann_json "$P/lib/cmake/"
du -sh "$P"
