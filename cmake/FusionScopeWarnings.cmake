# fusionscope_warnings(target): the project's warning set (and -Werror when asked).
function(fusionscope_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter -Wno-missing-field-initializers)
  if(FUSIONSCOPE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# fusionscope_test_code(target): test executables compile without optimisation (the
# engine they link keeps the build type's). Measured on the 2-core machine, gcc 12,
# tests/core/runtime's unity batch: 46 s at -O2 -g, 20 s at -O0 -g; test code is
# assertions and small references, and the suite's time is the engine's and the
# generated kernels'. FUSIONSCOPE_TEST_OPT overrides the flag (e.g. -O2 to match). The
# sanitizer build (asan-fuzz) keeps -O0 too: its test code at -O1 ran the tests 117 s
# faster (317 s against 434 s) but compiled about three times longer (clang, ASan).
set(FUSIONSCOPE_TEST_OPT "-O0" CACHE STRING "Optimisation flag for test executables' own code")
function(fusionscope_test_code target)
  if(FUSIONSCOPE_TEST_OPT)
    target_compile_options(${target} PRIVATE ${FUSIONSCOPE_TEST_OPT})
  endif()
endfunction()
