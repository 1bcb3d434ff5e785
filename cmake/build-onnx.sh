#!/usr/bin/env bash
# Builds the ONNX C++ library (checker, shape inference, every opset to 24, IR 12) from
# the `onnx` package's source distribution on PyPI, with Debian's protobuf, and keeps
# ONNX's own backend node tests beside it. Debian 12's libonnx 1.12 reads IR 8 and
# opset 17 only; torch.onnx.export (dynamo) writes IR 10, opset 18-21.
# Idempotent: does nothing when the prefix is already built. About 2 minutes on 2 cores.
# Usage: cmake/build-onnx.sh            (prefix: ${FUSIONSCOPE_DEPS:-~/.cache/fusionscope}/onnx-1.19.1)
set -euo pipefail
ver=1.19.1
sha256=737524d6eb3907d3499ea459c6f01c5a96278bb3a0f2ff8ae04786fb5d7f1ed5
url=https://files.pythonhosted.org/packages/27/2f/c619eb65769357e9b6de9212c9a821ab39cd484448e5d6b3fb5fb0a64c6d/onnx-$ver.tar.gz
prefix=${FUSIONSCOPE_DEPS:-$HOME/.cache/fusionscope}/onnx-$ver
if [[ -f $prefix/lib/cmake/ONNX/ONNXConfig.cmake && -d $prefix/share/onnx-testdata/node ]]; then
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "build-onnx: building ONNX $ver into $prefix (about 2 minutes)"
curl -fsSL --retry 3 -o "$work/onnx.tar.gz" "$url" || {
  echo "build-onnx: could not download $url" >&2; exit 1; }
echo "$sha256  $work/onnx.tar.gz" | sha256sum -c --quiet - || {
  echo "build-onnx: $url does not have the expected sha256" >&2; exit 1; }
tar -xzf "$work/onnx.tar.gz" -C "$work"
src=$work/onnx-$ver
cmake -S "$src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DONNX_BUILD_PYTHON=OFF -DONNX_BUILD_TESTS=OFF -DONNX_GEN_PB_TYPE_STUBS=OFF -DONNX_ML=ON \
  -DONNX_USE_PROTOBUF_SHARED_LIBS=ON -DCMAKE_POSITION_INDEPENDENT_CODE=ON \
  -DPython3_EXECUTABLE="$(command -v python3)" >"$work/configure.log" || {
  cat "$work/configure.log" >&2; exit 1; }
cmake --build "$work/build" --target install -j "$(nproc)" >"$work/build.log" || {
  tail -40 "$work/build.log" >&2; exit 1; }
mkdir -p "$prefix/share/onnx-testdata"
cp -r "$src/onnx/backend/test/data/node" "$prefix/share/onnx-testdata/"
cp "$src/LICENSE" "$prefix/share/onnx-testdata/LICENSE"
echo "build-onnx: done ($prefix)"
