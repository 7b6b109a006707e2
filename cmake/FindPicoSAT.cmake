# Debian's picosat package ships <picosat/picosat.h> and libpicosat, but no CMake
# config: this module makes the IMPORTED target PicoSAT::PicoSAT.
find_path(PicoSAT_INCLUDE_DIR picosat/picosat.h)
find_library(PicoSAT_LIBRARY NAMES libpicosat.a picosat)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(PicoSAT REQUIRED_VARS PicoSAT_LIBRARY PicoSAT_INCLUDE_DIR)
if(PicoSAT_FOUND AND NOT TARGET PicoSAT::PicoSAT)
  add_library(PicoSAT::PicoSAT UNKNOWN IMPORTED)
  set_target_properties(PicoSAT::PicoSAT PROPERTIES
    IMPORTED_LOCATION "${PicoSAT_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${PicoSAT_INCLUDE_DIR}")
endif()
mark_as_advanced(PicoSAT_INCLUDE_DIR PicoSAT_LIBRARY)
