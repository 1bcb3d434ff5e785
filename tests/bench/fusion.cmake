add_executable(bench_fusion ${CMAKE_CURRENT_LIST_DIR}/bench_fusion.cpp)
target_link_libraries(bench_fusion PRIVATE fs_fusion fs_frontends_inductor)
target_compile_definitions(bench_fusion PRIVATE FUSIONSCOPE_SAMPLES_DIR="${FUSIONSCOPE_SAMPLES_DIR}")
fusionscope_warnings(bench_fusion)
