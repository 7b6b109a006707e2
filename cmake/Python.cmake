# The Python module `chessy` (python/, docs/python.md): pybind11 over the public API
# (include/chessy/chessy.hpp), for Debian's python3 unless Python3_EXECUTABLE names
# another interpreter. A pyenv or conda python3 earlier on PATH is not taken by default:
# the module is built for one interpreter's ABI, and the one `cmake --install` puts it
# beside is the system's. `pip install .` (pyproject.toml, python/build_backend.py)
# builds this same target for the interpreter that runs pip, passed as Python3_EXECUTABLE.
if(NOT DEFINED Python3_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python3_EXECUTABLE /usr/bin/python3)
endif()
find_package(Python3 COMPONENTS Interpreter Development.Module QUIET)
if(Python3_FOUND)
  find_package(pybind11 CONFIG QUIET)
endif()
set(chessy_python_default OFF)
# Not under the sanitizers: ASan in a module that python3 loads needs LD_PRELOAD.
if(Python3_FOUND AND pybind11_FOUND AND NOT CHESSY_SANITIZE AND NOT CHESSY_FUZZ)
  set(chessy_python_default ON)
endif()
# OFF for want of python3-dev and pybind11-dev alone (`make run`'s packages) is no choice:
# once they are there (`make test` in the same build folder), the default is taken anew.
if(NOT DEFINED CACHE{CHESSY_PYTHON} AND NOT chessy_python_default AND NOT CHESSY_SANITIZE AND NOT CHESSY_FUZZ)
  set(CHESSY_PYTHON_UNFOUND ON CACHE INTERNAL "CHESSY_PYTHON is OFF for want of its packages")
endif()
if(CHESSY_PYTHON_UNFOUND AND chessy_python_default)
  unset(CHESSY_PYTHON CACHE)
  unset(CHESSY_PYTHON_UNFOUND CACHE)
endif()
option(CHESSY_PYTHON "Build the Python module (pybind11)" ${chessy_python_default})
if(NOT CHESSY_PYTHON)
  message(STATUS "chessy: no Python module (CHESSY_PYTHON off: never under the sanitizers or fuzzing; otherwise it needs python3-dev and pybind11-dev)")
  return()
endif()
if(NOT Python3_FOUND OR NOT pybind11_FOUND)
  message(FATAL_ERROR "CHESSY_PYTHON needs python3 with its headers and pybind11 (apt-get install python3-dev pybind11-dev)")
endif()

# NO_EXTRAS: no link-time optimisation (minutes of linking on 2 cores for nothing the
# searches, compiled before, would gain).
pybind11_add_module(chessy_python MODULE NO_EXTRAS
  python/chessy_module.cpp python/convert.cpp python/build_problem.cpp python/background.cpp python/stream.cpp)
# The glue converts values and waits for searches: -O1, as the JSON and text code
# (pybind11's templates at -O3: 31 -> 22 s of compile; the searches' speed is the
# layers'; docs/benchmarks.md "pip install").
target_compile_options(chessy_python PRIVATE ${CHESSY_LIGHT_OPTIMIZE})
# The public API only: its headers (chessy_public) to compile, the library's code to
# link; the layers' headers are not on the include path, so an internal include fails.
# The code: the layers' objects (built position-independent) but the puzzle generator's,
# which the module does not offer, or CHESSY_PYTHON_LIBRARY, the libchessy.a of another
# build of the same sources by the same compiler (`pip install .` reusing `make`'s
# build: python/build_backend.py), whose objects are position-independent too.
# Debian's libpicosat.a is not position-independent: the module takes the shared
# libpicosat.so.1 (package picosat).
set(CHESSY_PYTHON_LIBRARY "" CACHE FILEPATH "A libchessy.a of these sources to link the module with (empty: compile the layers)")
find_library(CHESSY_PICOSAT_SHARED NAMES libpicosat.so PATHS ${PicoSAT_INCLUDE_DIR}/../lib)
if(NOT CHESSY_PICOSAT_SHARED)
  message(FATAL_ERROR "CHESSY_PYTHON needs the shared libpicosat.so (package picosat)")
endif()
if(CHESSY_PYTHON_LIBRARY)
  target_link_libraries(chessy_python PRIVATE ${CHESSY_PYTHON_LIBRARY})
else()
  set(chessy_python_layers ${CHESSY_LAYERS})
  list(REMOVE_ITEM chessy_python_layers chessy_puzzle)
  foreach(layer IN LISTS chessy_python_layers)
    target_sources(chessy_python PRIVATE $<TARGET_OBJECTS:${layer}>)
  endforeach()
endif()
target_link_libraries(chessy_python PRIVATE chessy_public CaDiCaL::CaDiCaL ${CHESSY_PICOSAT_SHARED} Threads::Threads)
# Only PyInit_chessy is exported: chessy's and CaDiCaL's symbols stay inside the module
# (no clash with another module that links its own copies).
file(WRITE ${PROJECT_BINARY_DIR}/python/exports.map "{ global: PyInit_chessy; local: *; };\n")
target_link_options(chessy_python PRIVATE -Wl,--version-script=${PROJECT_BINARY_DIR}/python/exports.map)
set_target_properties(chessy_python PROPERTIES OUTPUT_NAME chessy
  LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/python)  # PYTHONPATH=build/python
# The module file's suffix (.cpython-311-x86_64-linux-gnu.so: the interpreter's ABI), for
# `pip install .`, which takes this build's module for an interpreter of the same ABI.
get_target_property(chessy_python_suffix chessy_python SUFFIX)
set(CHESSY_PYTHON_SUFFIX "${chessy_python_suffix}" CACHE INTERNAL "The Python module's file suffix")

# Where `cmake --install` puts it, chosen at install time from the prefix (which
# `--prefix` may change then) as the interpreter's sysconfig says: /usr -> Debian's
# lib/python3/dist-packages, /usr/local -> lib/python3.X/dist-packages (both on Debian's
# sys.path), any other prefix P -> P/lib/python3.X/site-packages (for ~/.local the user
# site, on sys.path too; elsewhere PYTHONPATH=P/lib/python3.X/site-packages).
# CHESSY_PYTHON_INSTALL_DIR (relative to the prefix, or absolute) overrides the choice.
set(CHESSY_PYTHON_INSTALL_DIR "" CACHE STRING "Where to install the Python module (empty: from the prefix)")
execute_process(COMMAND ${Python3_EXECUTABLE} -c [=[
import sysconfig
def rel(scheme, base):
    if scheme not in sysconfig.get_scheme_names(): scheme = "posix_prefix"
    path = sysconfig.get_path("platlib", scheme, vars={"base": base, "platbase": base})
    return path[len("/usr/local/"):] if path.startswith("/usr/local/") else path[len(base) + 1:]
print(rel("deb_system", "/usr"), rel("posix_local", "/usr"), rel("posix_prefix", "/P"), sep=";", end="")
]=] OUTPUT_VARIABLE chessy_python_dirs RESULT_VARIABLE chessy_python_rc)
if(NOT chessy_python_rc EQUAL 0)
  message(FATAL_ERROR "${Python3_EXECUTABLE} could not tell its site directories")
endif()
list(GET chessy_python_dirs 0 chessy_python_system)
list(GET chessy_python_dirs 1 chessy_python_local)
list(GET chessy_python_dirs 2 chessy_python_prefix)
install(CODE "
  set(chessy_python_dir [==[${CHESSY_PYTHON_INSTALL_DIR}]==])
  if(NOT chessy_python_dir)
    if(CMAKE_INSTALL_PREFIX STREQUAL /usr)
      set(chessy_python_dir [==[${chessy_python_system}]==])
    elseif(CMAKE_INSTALL_PREFIX STREQUAL /usr/local)
      set(chessy_python_dir [==[${chessy_python_local}]==])
    else()
      set(chessy_python_dir [==[${chessy_python_prefix}]==])
    endif()
  endif()
  if(NOT IS_ABSOLUTE \"\${chessy_python_dir}\")
    set(chessy_python_dir \"\${CMAKE_INSTALL_PREFIX}/\${chessy_python_dir}\")
  endif()
  file(INSTALL [==[$<TARGET_FILE:chessy_python>]==] DESTINATION \"\${chessy_python_dir}\")
  # The types beside it (editors) and as the stub package mypy finds (python/build_backend.py).
  file(INSTALL [==[${PROJECT_SOURCE_DIR}/python/chessy.pyi]==] DESTINATION \"\${chessy_python_dir}\")
  file(INSTALL [==[${PROJECT_SOURCE_DIR}/python/chessy.pyi]==] DESTINATION \"\${chessy_python_dir}/chessy-stubs\"
       RENAME __init__.pyi)
" COMPONENT python)
