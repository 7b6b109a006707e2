# What `cmake --install` puts where, and the Debian package `make deb` builds from it
# with CPack: the program, its man page (gzipped, as Debian ships them), the bash
# completion, LICENSE, README, NEWS, docs/ and the examples, and what Debian's policy asks
# of a package's doc folder (cmake/debian/): a machine-readable (DEP-5) copyright file and
# changelog.Debian.gz;
# with the library of cmake/Library.cmake and the Python module of cmake/Python.cmake
# (included before this file, so that the package can depend on its python3). One package, chessy-sat, holds it all (the
# program linked statically, so it needs no libchessy.so).
include(GNUInstallDirs)

set(CHESSY_MAN_PAGE ${CMAKE_CURRENT_BINARY_DIR}/chessy-sat.1.gz)
add_custom_command(OUTPUT ${CHESSY_MAN_PAGE}
  COMMAND gzip -9n --stdout ${CMAKE_CURRENT_SOURCE_DIR}/docs/chessy-sat.1 > ${CHESSY_MAN_PAGE}
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/docs/chessy-sat.1
  COMMENT "gzip chessy-sat.1")
add_custom_target(chessy-sat-man ALL DEPENDS ${CHESSY_MAN_PAGE})
# Debian's changelog, gzipped as the man page (-n: no time stamp, the same bytes each build).
set(CHESSY_DEB_CHANGELOG ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz)
add_custom_command(OUTPUT ${CHESSY_DEB_CHANGELOG}
  COMMAND gzip -9n --stdout ${CMAKE_CURRENT_SOURCE_DIR}/cmake/debian/changelog > ${CHESSY_DEB_CHANGELOG}
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/debian/changelog
  COMMENT "gzip changelog.Debian")
add_custom_target(chessy-deb-changelog ALL DEPENDS ${CHESSY_DEB_CHANGELOG})

# `make deb` builds only what it packs (the target chessy-installed), not the whole tree
# (the tests).
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY TRUE)
add_custom_target(chessy-installed)
add_dependencies(chessy-installed chessy-sat chessy-sat-man chessy-deb-changelog chessy chessy_shared)
if(TARGET chessy_python)  # cmake/Python.cmake, included before this file
  add_dependencies(chessy-installed chessy_python)
endif()
install(TARGETS chessy-sat RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CHESSY_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES completion/chessy-sat DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES LICENSE README.md NEWS DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES docs/manual.md docs/rules.md docs/input.md docs/symmetry.md docs/output.md docs/exit-status.md
              docs/api.md docs/python.md docs/design.md docs/benchmarks.md docs/queens8.png docs/serve.png
        DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
install(FILES cmake/debian/copyright ${CHESSY_DEB_CHANGELOG} DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES examples/CMakeLists.txt examples/count_queens.cpp examples/build_and_solve.cpp
        examples/enumerate_stop.cpp examples/min_domination.cpp DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME chessy-sat)
set(CPACK_PACKAGE_VENDOR "the chessy-sat developers")
set(CPACK_PACKAGE_CONTACT "the chessy-sat developers <chessy-sat@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "chess placement puzzles (independence, domination) solved by SAT")
set(CPACK_PACKAGE_DESCRIPTION "Places chess pieces on a board so that no piece attacks another, or so
that every cell is occupied or attacked, optionally with some pieces fixed in advance,
by compiling the puzzle to SAT (CaDiCaL and PicoSAT linked in, or an external
solver). Lists every fundamental solution, counts them, or finds one.
.
Also the library libchessy (shared and static), its C++ headers, a CMake
package (find_package(chessy)) and a pkg-config file, with examples.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES TRUE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # chessy-sat_0.2.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION math)
# Depends: what dpkg-shlibdeps finds the binary and libchessy.so need (libc6, libgcc-s1,
# libstdc++6; picosat for libpicosat.so.1, which only the library loads). The package's shlibs
# file and ldconfig trigger make libchessy.so.0 a dependency other packages can name.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The Python module is built for one interpreter's ABI (chessy.cpython-3X-...so): the
# package depends on that python3, which dpkg-shlibdeps cannot see (the module does not
# link libpython). Added to what dpkg-shlibdeps finds.
if(TARGET chessy_python)
  math(EXPR chessy_python_next "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}), python3 (<< ${Python3_VERSION_MAJOR}.${chessy_python_next})")
endif()
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
# The static library's users link CaDiCaL and PicoSAT themselves (libcadical.a, and
# libpicosat.a from picosat, which the shared library already depends on).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libcadical-dev")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cadical, minisat, picosat, parallel")  # --backend cmd, dist/
include(CPack)
