# bench_gui: the app's time from open to first painted graph, and per step.
if(TARGET fs_views)
  add_executable(bench_gui ${CMAKE_CURRENT_LIST_DIR}/bench_gui.cpp)
  target_link_libraries(bench_gui PRIVATE fs_views)
  target_compile_definitions(bench_gui PRIVATE FUSIONSCOPE_SAMPLES_DIR="${FUSIONSCOPE_SAMPLES_DIR}")
  fusionscope_warnings(bench_gui)
endif()
