# The installed library (docs/manual.md "Install, package, licence"): libchessy.a (the target
# `chessy`, which the binary and the tests link) and libchessy.so.0 (`chessy_shared`),
# the public headers include/chessy/*.hpp alone, the CMake package
# (find_package(chessy 0.2 CONFIG) -> chessy::chessy) and the pkg-config file chessy.pc.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# The shared library: every layer below the command line, CaDiCaL linked in from its
# static archive, and only the public API exported (chessy.map), so that neither the
# solver's symbols nor the layers' internals become its ABI. PicoSAT comes as Debian's
# libpicosat.so.1: its archive is not position-independent code. Named first, it
# answers the symbols the archive (the backends' own link) would otherwise bring.
find_library(CHESSY_PICOSAT_SHARED NAMES libpicosat.so.1 libpicosat.so REQUIRED)
mark_as_advanced(CHESSY_PICOSAT_SHARED)
add_library(chessy_shared SHARED)
target_link_libraries(chessy_shared PRIVATE ${CHESSY_PICOSAT_SHARED}
                      ${CHESSY_LAYERS}
                      PUBLIC $<BUILD_INTERFACE:chessy_public>)
set_target_properties(chessy_shared PROPERTIES OUTPUT_NAME chessy EXPORT_NAME chessy_shared
  VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}
  LINK_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/chessy.map)
target_link_options(chessy_shared PRIVATE -Wl,--version-script=${CMAKE_CURRENT_SOURCE_DIR}/cmake/chessy.map)
if(NOT CHESSY_SANITIZE AND NOT CHESSY_FUZZ)  # the sanitizers' runtime stays undefined in a .so
  target_link_options(chessy_shared PRIVATE -Wl,--no-undefined)
endif()
# Inside this build, chessy::chessy is the shared library with the public headers only
# (what examples/ links, as an outside project does).
add_library(chessy::chessy ALIAS chessy_shared)

# The static library brings no solver with it: its users link CaDiCaL, PicoSAT and
# Threads themselves (the CMake package finds them, chessy.pc lists them in Libs.private).
set_target_properties(chessy PROPERTIES EXPORT_NAME chessy_static)
target_link_libraries(chessy INTERFACE $<INSTALL_INTERFACE:$<LINK_ONLY:CaDiCaL::CaDiCaL>>
  $<INSTALL_INTERFACE:$<LINK_ONLY:PicoSAT::PicoSAT>> $<INSTALL_INTERFACE:$<LINK_ONLY:Threads::Threads>>)
foreach(library chessy chessy_shared)
  target_include_directories(${library} INTERFACE $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_compile_features(${library} INTERFACE cxx_std_20)  # the public headers are C++20
endforeach()

set(CHESSY_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/chessy)
install(TARGETS chessy EXPORT chessy-static ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS chessy_shared EXPORT chessy-shared LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
file(GLOB CHESSY_PUBLIC_HEADERS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/include/chessy/*.hpp)
install(FILES ${CHESSY_PUBLIC_HEADERS} ${CMAKE_CURRENT_BINARY_DIR}/include/chessy/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/chessy)
foreach(kind static shared)
  install(EXPORT chessy-${kind} NAMESPACE chessy:: FILE chessy-${kind}-targets.cmake DESTINATION ${CHESSY_CMAKE_DIR})
endforeach()
configure_package_config_file(cmake/chessyConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/chessyConfig.cmake
  INSTALL_DESTINATION ${CHESSY_CMAKE_DIR})
# 0.x: a new minor version may change the API (semantic versioning), so a request for
# 0.2 accepts 0.2.z only; from 1.0 on, SameMajorVersion.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/chessyConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/chessyConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/chessyConfigVersion.cmake
        cmake/FindCaDiCaL.cmake cmake/FindPicoSAT.cmake DESTINATION ${CHESSY_CMAKE_DIR})

# chessy.pc, written at install time so that its prefix is the one installed into
# (`cmake --install --prefix P`, or /usr in the Debian package), not the configured one.
set(prefix @prefix@)  # filled in by the second pass, at install time
configure_file(cmake/chessy.pc.in ${CMAKE_CURRENT_BINARY_DIR}/chessy.pc.in @ONLY)
unset(prefix)
install(CODE "
  set(prefix \"\${CMAKE_INSTALL_PREFIX}\")
  set(pc \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/chessy.pc\")
  message(STATUS \"Installing: \${pc}\")
  configure_file([[${CMAKE_CURRENT_BINARY_DIR}/chessy.pc.in]] \"\${pc}\" @ONLY)
  list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"\${pc}\")")
