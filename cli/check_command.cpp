#include "cli/check_command.hpp"

#include <ostream>

#include "cli/exit_status.hpp"
#include "cli/input.hpp"
#include "model/placements.hpp"

namespace chessy {

int run_check(const Options& o, std::istream& in, std::ostream& out, const std::atomic<bool>* stop) {
  const Problem problem = read_problem(o, in, stop);
  const std::string name = display_name(o.model);
  const PlacementList pieces = read_placements(read_input(o.model, in, stop), name, problem.rows, stop);
  if (const std::optional<PlacementFault> fault = placement_violation(problem, pieces, name)) {
    out << fault->message() << '\n';
    return kExitNoSolution;
  }
  out << "valid\n";
  return kExitSolved;
}

}  // namespace chessy
