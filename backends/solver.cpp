#include "backends/solver.hpp"

#include "chessy/errors.hpp"

namespace chessy {

const std::vector<std::string>& backend_names() {
  static const std::vector<std::string> names{"cadical", "picosat"};
  return names;
}

std::unique_ptr<Solver> make_solver(std::string_view name, const std::string& command) {
  if (name == "cadical") return make_cadical();
  if (name == "picosat") return make_picosat();
  if (name == kExternalBackend) return make_external(command);
  throw InputError("unknown backend '" + std::string(name) + "' (cadical, picosat, cmd)");
}

std::string linked_solvers() { return "CaDiCaL " + cadical_version() + ", PicoSAT " + picosat_version_number(); }

}  // namespace chessy
