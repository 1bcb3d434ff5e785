# cmake -DCLI=... -DARGS="a;b;c" -DEXPECT_RC=N [-DREGEX=...] -P exit_code.cmake: the CLI run
# with ARGS exits with EXPECT_RC and its standard output matches REGEX.
execute_process(COMMAND ${CLI} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL EXPECT_RC)
  message(FATAL_ERROR "expected exit code ${EXPECT_RC}, got ${rc}:\n${out}\n${err}")
endif()
if(DEFINED REGEX AND NOT out MATCHES "${REGEX}")
  message(FATAL_ERROR "output does not match '${REGEX}':\n${out}")
endif()
