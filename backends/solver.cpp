#include "backends/solver.hpp"

#include "encoder/problem.hpp"

namespace chessy {

const std::vector<std::string>& backend_names() {
  static const std::vector<std::string> names{"cadical", "picosat"};
  return names;
}

std::unique_ptr<Solver> make_solver(std::string_view name) {
  if (name == "cadical") return make_cadical();
  if (name == "picosat") return make_picosat();
  throw InputError("unknown backend '" + std::string(name) + "' (cadical, picosat)");
}

}  // namespace chessy
