#!/usr/bin/env bash
# README's second command: install what is missing, build everything (warnings are
# errors) and run every test: GoogleTest (core), Qt Test (views, offscreen),
# expected-failure tests for bad input. GPU tests skip with a message here.
# Usage: cmake/test.sh [preset]   (default: dev; dev-asan adds ASan+UBSan; dev-asan-core the
# same without the Qt app and its tests; asan-fuzz is clang's ASan+UBSan
# build of everything that also builds the readers' fuzz targets, which tests/fuzz/run.sh runs
# with FUZZ_BIN; asan-fuzz-core the same without the Qt app and views, CI's). CTEST_EXCLUDE=REGEX
# leaves tests out.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
preset=${1:-dev}
case $preset in
  asan-fuzz | asan-fuzz-core | fuzz) cmake/install-deps.sh --clang ;;
  *) cmake/install-deps.sh ;;
esac
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset"
export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
ctest --preset "$preset" -j2 ${CTEST_EXCLUDE:+-E "$CTEST_EXCLUDE"}
