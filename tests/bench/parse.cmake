add_executable(bench_parse ${CMAKE_CURRENT_LIST_DIR}/bench_parse.cpp)
target_link_libraries(bench_parse PRIVATE fs_frontends_inductor)
target_compile_definitions(bench_parse PRIVATE FUSIONSCOPE_SAMPLES_DIR="${FUSIONSCOPE_SAMPLES_DIR}")
fusionscope_warnings(bench_parse)
