# cmake -DCLI=<fusionscope-cli> -DCASE_DIR=<case folder> -P expect_warning.cmake
# Input the reader does not fully understand must degrade, never abort: in
# CASE_DIR, `CLI summary INPUT` (INPUT: ir_pre_fusion.txt, or the case's model.onnx)
# must succeed (exit 0) and print the located warning of expected.txt on stderr;
# `CLI fuse INPUT` must succeed too; and when explain.txt holds "NODE_A NODE_B", `CLI explain` of that
# pair must name the opaque node as the reason the pair does not fuse.
if(NOT CLI OR NOT CASE_DIR)
  message(FATAL_ERROR "usage: cmake -DCLI=... -DCASE_DIR=... -P expect_warning.cmake")
endif()
# the damaged input: ir_pre_fusion.txt, or the one other file (an ONNX model)
set(input ir_pre_fusion.txt)
if(NOT EXISTS ${CASE_DIR}/${input})
  file(GLOB entries RELATIVE ${CASE_DIR} ${CASE_DIR}/*)
  list(REMOVE_ITEM entries expected.txt explain.txt)
  list(GET entries 0 input)
endif()
file(READ ${CASE_DIR}/expected.txt expected)
string(STRIP "${expected}" expected)

execute_process(COMMAND ${CLI} summary ${input} WORKING_DIRECTORY ${CASE_DIR}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "`summary` exited with ${rc}; expected 0 (degrade, never abort)\nstderr:\n${err}")
endif()
string(FIND "${err}" "warning: ${expected}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "expected the warning\n  ${expected}\non stderr, got:\n${err}")
endif()

execute_process(COMMAND ${CLI} fuse ${input} --quiet WORKING_DIRECTORY ${CASE_DIR}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "`fuse` exited with ${rc}; expected 0\nstderr:\n${err}")
endif()

if(EXISTS ${CASE_DIR}/explain.txt)
  file(READ ${CASE_DIR}/explain.txt pair)
  string(STRIP "${pair}" pair)
  separate_arguments(pair)
  execute_process(COMMAND ${CLI} explain ${input} ${pair} WORKING_DIRECTORY ${CASE_DIR}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "`explain ${pair}` exited with ${rc}\nstderr:\n${err}")
  endif()
  if(NOT out MATCHES "was not understood by FusionScope's reader")
    message(FATAL_ERROR "`explain ${pair}` does not name the opaque node:\n${out}")
  endif()
endif()
message(STATUS "ok: ${expected}")
