add_executable(bench_log ${CMAKE_CURRENT_LIST_DIR}/bench_log.cpp)
target_link_libraries(bench_log PRIVATE fs_frontends_inductor)
target_compile_definitions(bench_log PRIVATE FUSIONSCOPE_SAMPLES_DIR="${FUSIONSCOPE_SAMPLES_DIR}")
fusionscope_warnings(bench_log)
