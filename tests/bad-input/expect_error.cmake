# cmake -DCLI=<fusionscope-cli> -DCASE_DIR=<case folder> -P expect_error.cmake
# Runs `CLI summary <input>` (or CLI with command.txt's arguments) in CASE_DIR and checks that it fails with exit code 1
# and exactly one line on stderr that ends with the message in expected.txt
# (the CLI may put its name in front: "fusionscope-cli: <message>").
if(NOT CLI OR NOT CASE_DIR)
  message(FATAL_ERROR "usage: cmake -DCLI=... -DCASE_DIR=... -P expect_error.cmake")
endif()

# The input: `input` when present, else the one entry beside expected.txt (and
# command.txt).
if(EXISTS ${CASE_DIR}/input)
  set(input input)
else()
  file(GLOB entries RELATIVE ${CASE_DIR} LIST_DIRECTORIES true ${CASE_DIR}/*)
  list(REMOVE_ITEM entries expected.txt command.txt)
  list(LENGTH entries count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "${CASE_DIR}: expected one input beside expected.txt (or one named `input`), found: ${entries}")
  endif()
  set(input ${entries})
endif()

# The command: `summary <input>`, or the arguments in command.txt (one line, e.g.
# `kernels dump --profile trace.json`) for readers that only an option reaches.
set(command summary ${input})
if(EXISTS ${CASE_DIR}/command.txt)
  file(READ ${CASE_DIR}/command.txt command)
  string(STRIP "${command}" command)
  separate_arguments(command UNIX_COMMAND "${command}")
endif()

file(READ ${CASE_DIR}/expected.txt expected)
string(STRIP "${expected}" expected)

execute_process(COMMAND ${CLI} ${command}
  WORKING_DIRECTORY ${CASE_DIR}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(STRIP "${err}" err)

if(rc EQUAL 0)
  message(FATAL_ERROR "`${command}` succeeded; expected it to fail with:\n  ${expected}")
endif()
if(NOT rc STREQUAL "1")
  message(FATAL_ERROR "`${command}` exited with '${rc}', expected 1 (a located input error)\nstderr:\n${err}")
endif()
if(err MATCHES "\n")
  message(FATAL_ERROR "more than one line on stderr; expected only:\n  ${expected}\ngot:\n${err}")
endif()
string(LENGTH "${err}" err_len)
string(LENGTH "${expected}" exp_len)
set(tail "")
if(err_len GREATER_EQUAL exp_len)
  math(EXPR start "${err_len} - ${exp_len}")
  string(SUBSTRING "${err}" ${start} ${exp_len} tail)
endif()
if(NOT tail STREQUAL expected)
  message(FATAL_ERROR "wrong error message\nexpected: ${expected}\ngot:      ${err}")
endif()
message(STATUS "ok: ${err}")
