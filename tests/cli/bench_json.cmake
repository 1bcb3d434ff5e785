# cmake -DCLI=... -DINPUT=... -DOUT=... -P bench_json.cmake: `bench --device cpu --json`
# on layernorm_manual verifies, and the JSON has the fields issue 5 asks for with real
# values: Inductor's one fused kernel (op0, op2, op4) against the 3 unfused ones.
execute_process(COMMAND ${CLI} bench ${INPUT} --device cpu --plan inductor --reps 3 --json ${OUT}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bench exited ${rc}:\n${out}\n${err}")
endif()
file(READ ${OUT} j)
string(JSON device GET "${j}" device)
string(JSON plan GET "${j}" plan)
string(JSON verified GET "${j}" verified)
string(JSON nk LENGTH "${j}" kernels)
string(JSON nu LENGTH "${j}" unfused_kernels)
string(JSON name GET "${j}" kernels 0 name)
string(JSON nodes GET "${j}" kernels 0 nodes)
string(JSON bytes GET "${j}" kernels 0 bytes)
string(JSON us GET "${j}" kernels 0 median_us)
string(JSON gbps GET "${j}" kernels 0 gbps)
string(JSON total GET "${j}" total_us)
string(JSON unfused GET "${j}" unfused_total_us)
string(JSON u0 GET "${j}" unfused_kernels 0 nodes)
foreach(check "device STREQUAL cpu" "plan STREQUAL inductor" "verified STREQUAL ON" "nk EQUAL 1" "nu EQUAL 3"
              "name STREQUAL k0_op0_op2_op4" "bytes EQUAL 33558528" "us GREATER 0" "gbps GREATER 0" "total GREATER 0"
              "unfused GREATER 0")
  separate_arguments(c UNIX_COMMAND "${check}")
  if(NOT (${c}))
    message(FATAL_ERROR "expected ${check}\n${j}")
  endif()
endforeach()
if(NOT nodes MATCHES "op0.*op2.*op4" OR NOT u0 MATCHES "op0")
  message(FATAL_ERROR "nodes: ${nodes}; first unfused kernel: ${u0}")
endif()
