#include "cli/decode.hpp"

#include "backends/solver_output.hpp"
#include "cli/exit_status.hpp"
#include "cli/input.hpp"
#include "cli/report.hpp"
#include "model/check.hpp"

namespace chessy {

int run_decode(const Options& o, std::istream& in, std::ostream& out, const std::atomic<bool>* stop) {
  const Problem problem = read_problem(o, in, stop);
  // The same encoder run as --dimacs, into a counter: the placement variables, and how
  // many variables the CNF has (a model naming more is of another CNF).
  CountingSink cnf;
  const Encoding enc = encode(problem, cnf, cnf_options(o));
  const std::string name = display_name(o.model);
  const SolverAnswer answer = read_solver_answer(read_input(o.model, in, stop), name, cnf.vars());
  if (answer.result == Result::Unknown)
    throw InputError(name + ":" + std::to_string(answer.answer_line) + ": the solver gave no answer (UNKNOWN)");
  if (answer.result == Result::Unsat) {
    report_one(out, problem, nullptr, o.json);
    return kExitNoSolution;
  }
  const Solution solution = enc.decode([&](int var) { return answer.is_true(var); });
  if (std::optional<std::string> why = violation(problem, solution)) {
    report_not_a_solution(out, *why, o.json);
    return kExitNoSolution;
  }
  report_one(out, problem, &solution, o.json);
  return kExitSolved;
}

}  // namespace chessy
