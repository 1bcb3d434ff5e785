# cmake -DCLI=... -DFILE=... -P print_roundtrip.cmake: `print FILE` must reproduce FILE.
execute_process(COMMAND ${CLI} print ${FILE} OUTPUT_VARIABLE printed RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "print failed with ${rc}")
endif()
file(READ ${FILE} original)
if(NOT printed STREQUAL original)
  message(FATAL_ERROR "print output differs from ${FILE}")
endif()
