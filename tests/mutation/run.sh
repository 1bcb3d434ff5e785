#!/usr/bin/env bash
# Mutation check of the test suite: each mutant of tests/mutation/mutants.txt is
# applied in a scratch copy of this working tree (never the tree itself), the test
# executables it names are rebuilt there and their tests run; prints caught/MISSED
# per mutant and "N caught, M missed"; exits 1 when one is missed. See mutate.py for
# the options and the list format. Needs python3, cmake, ninja and what the build needs.
exec python3 "$(dirname "$0")/mutate.py" "$@"
