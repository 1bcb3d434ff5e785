# The layering of core/ (one static library per folder), checked from a manifest
# that core/CMakeLists.txt writes when CMake configures:
#   1. a library's sources (*.h, *.cpp of its folder) include only headers of the
#      folders of the libraries it links: itself and its DEPS, transitively;
#      views/ and app/ (their folders listed as libraries of their own) include only
#      core/session and the value types of core/ir, core/fusion, core/reference, core/util;
#   2. a library marked frontend-free (fs_fusion, fs_codegen, fs_runtime: DESIGN.md,
#      "the frontend boundary": they see the IR alone) links no core/frontends/ library.
# Runs at configure time (included by core/CMakeLists.txt: a violation stops it)
# and as the test `core-layering` (cmake -DROOT=<source dir> -DMANIFEST=<file> -P
# this file), which also catches an include added without reconfiguring.
# Manifest lines: <library>|<folder>|<folders it may include>|<frontend-free: 0/1>|<libraries it links>
# (lists ,-separated)
cmake_policy(VERSION 3.20)  # -P mode starts with old policies (empty list items, IN_LIST)
if(NOT ROOT OR NOT MANIFEST)
  message(FATAL_ERROR "usage: cmake -DROOT=<source dir> -DMANIFEST=<core-layering.txt> -P check_core_layering.cmake")
endif()
file(STRINGS "${MANIFEST}" fs_layering_lines)
set(fs_layering_errors "")
# the folders of the libraries this build has: an include of a folder whose optional
# library is not built here (the ONNX frontend without libonnx) sits in a guarded block
# (#ifdef FUSIONSCOPE_HAVE_ONNX) and is checked by the builds that have it
set(fs_built_dirs "")
foreach(fs_line IN LISTS fs_layering_lines)
  string(REPLACE "|" ";" fs_fields "${fs_line}")
  list(GET fs_fields 1 fs_dir)
  list(APPEND fs_built_dirs "${fs_dir}")
endforeach()
foreach(fs_line IN LISTS fs_layering_lines)
  string(REPLACE "|" ";" fs_fields "${fs_line}")
  list(GET fs_fields 0 fs_lib)
  list(GET fs_fields 1 fs_dir)
  list(GET fs_fields 2 fs_allowed)
  list(GET fs_fields 3 fs_frontend_free)
  list(GET fs_fields 4 fs_links)
  string(REPLACE "," ", " fs_allowed_text "${fs_allowed}")
  string(REPLACE "," ";" fs_allowed "${fs_allowed}")
  string(REPLACE "," ";" fs_links "${fs_links}")
  if(fs_frontend_free)
    foreach(fs_link IN LISTS fs_links)
      if(fs_link MATCHES "^fs_frontends_")
        string(APPEND fs_layering_errors
               "  ${fs_lib} links ${fs_link}: ${fs_dir} must see the IR alone (DESIGN.md, the frontend boundary)\n")
      endif()
    endforeach()
  endif()
  file(GLOB fs_files "${ROOT}/${fs_dir}/*.h" "${ROOT}/${fs_dir}/*.cpp")
  foreach(fs_file IN LISTS fs_files)
    file(STRINGS "${fs_file}" fs_includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"core/")
    foreach(fs_inc IN LISTS fs_includes)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*$" "\\1" fs_header "${fs_inc}")
      get_filename_component(fs_header_dir "${fs_header}" DIRECTORY)
      if(NOT fs_header_dir IN_LIST fs_allowed AND fs_header_dir IN_LIST fs_built_dirs)
        file(RELATIVE_PATH fs_rel "${ROOT}" "${fs_file}")
        string(APPEND fs_layering_errors
               "  ${fs_rel} includes ${fs_header}, but ${fs_lib} may include only ${fs_allowed_text}\n")
      endif()
    endforeach()
  endforeach()
endforeach()
if(fs_layering_errors)
  message(FATAL_ERROR "layering violated (cmake/check_core_layering.cmake):\n${fs_layering_errors}")
endif()
