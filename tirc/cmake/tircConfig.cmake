# tircConfig.cmake: find_package(tirc CONFIG REQUIRED) with -Dtirc_DIR=$(tirc --cmake-dir).
#
# Provides
#   TIRC_EXECUTABLE   the tirc that belongs to this package (cache variable; set it to override)
#   tirc_add_kernels(<target> SOURCES a.yaml b.mlir ... [PIPELINE p] [TARGETS sm_80 sm_90a ...])
#       a static library <target> of the C launchers `tirc compile --emit=c` generates, one
#       a.h/a.c pair per source; `#include "a.h"` works for everything linking <target>.
#       PIPELINE is a shipped pipeline name (sm80, simt, gpu) or a pipeline YAML file.
#
# Every source is compiled by its own custom command whose depfile (tirc --depfile) lists the
# source and the pipeline YAML actually used, so editing either rebuilds exactly what used it.

if(CMAKE_VERSION VERSION_LESS 3.21)
  set(tirc_FOUND FALSE)
  set(tirc_NOT_FOUND_MESSAGE "tirc_add_kernels needs CMake 3.21 or newer")
  return()
endif()
# The function below keeps the policies in effect where it is defined, whatever the project sets.
cmake_policy(PUSH)
cmake_policy(VERSION 3.21)

# The tirc next to this package: `tirc --cmake-dir` of the right one names this folder. Looked for
# in the prefix of a regular install (site-packages/tirc/cmake -> bin), the .venv of a source
# checkout (`make setup`, editable install), then PATH.
function(_tirc_find_executable)
  if(TIRC_EXECUTABLE)
    return()
  endif()
  get_filename_component(_here "${CMAKE_CURRENT_FUNCTION_LIST_DIR}" REALPATH)
  set(_candidates
    "${_here}/../../../../../bin/tirc"
    "${_here}/../../.venv/bin/tirc")
  find_program(_tirc_on_path NAMES tirc NO_CACHE)
  if(_tirc_on_path)
    list(APPEND _candidates "${_tirc_on_path}")
  endif()
  foreach(_candidate IN LISTS _candidates)
    if(NOT EXISTS "${_candidate}")
      continue()
    endif()
    execute_process(COMMAND "${_candidate}" --cmake-dir OUTPUT_VARIABLE _dir
                    OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _status ERROR_QUIET)
    if(_status EQUAL 0)
      get_filename_component(_dir "${_dir}" REALPATH)
      if(_dir STREQUAL _here)
        get_filename_component(_candidate "${_candidate}" ABSOLUTE)
        set(TIRC_EXECUTABLE "${_candidate}" CACHE FILEPATH "The tirc compiler used by tirc_add_kernels")
        return()
      endif()
    endif()
  endforeach()
endfunction()

_tirc_find_executable()
if(NOT TIRC_EXECUTABLE)
  set(tirc_FOUND FALSE)
  set(tirc_NOT_FOUND_MESSAGE
      "cannot find the tirc executable of ${CMAKE_CURRENT_LIST_DIR}; pass -DTIRC_EXECUTABLE=/path/to/tirc")
  cmake_policy(POP)
  return()
endif()

function(tirc_add_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 TIRC "" "PIPELINE" "SOURCES;TARGETS")
  if(TIRC_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "tirc_add_kernels(${target}): unexpected arguments: ${TIRC_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TIRC_SOURCES)
    message(FATAL_ERROR "tirc_add_kernels(${target}): SOURCES is empty")
  endif()

  set(options "")
  if(TIRC_PIPELINE)
    # A YAML file is made absolute (the command runs in the build folder); a name is shipped.
    if(TIRC_PIPELINE MATCHES "\\.ya?ml$")
      get_filename_component(pipeline "${TIRC_PIPELINE}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
      list(APPEND options --pipeline "${pipeline}")
    else()
      list(APPEND options --pipeline "${TIRC_PIPELINE}")
    endif()
  endif()
  if(TIRC_TARGETS)
    list(JOIN TIRC_TARGETS "," chips)
    list(APPEND options --target "${chips}")
  endif()

  set(out_dir "${CMAKE_CURRENT_BINARY_DIR}/${target}.tirc")
  file(MAKE_DIRECTORY "${out_dir}")
  set(generated "")
  set(stems "")
  foreach(source IN LISTS TIRC_SOURCES)
    get_filename_component(input "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(stem "${source}" NAME_WE)
    string(MAKE_C_IDENTIFIER "${stem}" stem)
    if(stem IN_LIST stems)
      message(FATAL_ERROR "tirc_add_kernels(${target}): two sources named ${stem}; put them in separate targets")
    endif()
    list(APPEND stems "${stem}")
    add_custom_command(
      OUTPUT "${out_dir}/${stem}.c" "${out_dir}/${stem}.h"
      COMMAND "${TIRC_EXECUTABLE}" compile "${input}" --emit=c -o "${out_dir}/${stem}"
              --depfile "${out_dir}/${stem}.d" ${options}
      DEPENDS "${input}"
      DEPFILE "${out_dir}/${stem}.d"
      COMMENT "tirc: compiling ${source} for ${target}"
      VERBATIM)
    list(APPEND generated "${out_dir}/${stem}.c")
  endforeach()

  add_library(${target} STATIC ${generated})
  target_include_directories(${target} PUBLIC "${out_dir}")
  target_link_libraries(${target} PUBLIC ${CMAKE_DL_LIBS})  # dlopen of libcuda.so.1 (glibc < 2.34)
  set_target_properties(${target} PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON)
endfunction()

cmake_policy(POP)
