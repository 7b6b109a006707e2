#include "api/one_solution.hpp"

#include <chrono>
#include <utility>

#include "enumerate/engine_choice.hpp"
#include "model/canonical.hpp"

namespace chessy {

OneSolution solve_one(const Problem& problem, const SolverFactory& make_solver, Engine wanted, bool may_use_bits,
                      bool merge_symmetric, const EncodeOptions& options, const std::atomic<bool>& stop,
                      const std::function<void()>& before_cnf) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  // The local search before anything is encoded (engine_choice.hpp, wide).
  const EngineChoice first = first_engine(problem, wanted, may_use_bits);
  if (std::optional<Solution> local = first.rule == Rule::Wide ? local_solution(problem, stop) : std::nullopt) {
    SolutionClass c = class_of(problem, *local, merge_symmetric);
    return {.solution = std::move(c.representative),
            .class_size = c.size,
            .by = Engine::Local,
            .solve_seconds = std::chrono::duration<double>(Clock::now() - start).count(),
            .rule = first.rule};
  }
  before_cnf();
  const auto sized = Clock::now();
  std::unique_ptr<Solver> solver = make_solver();
  const Encoding enc = encode(problem, *solver, options);
  const auto encoded = Clock::now();
  const FirstSolution found = find_first_solution(problem, wanted, may_use_bits, enc, *solver, stop);
  OneSolution one{.solution = found.solution,
                  .by = found.by,
                  .vars = solver->vars(),
                  .clauses = solver->clauses(),
                  .encode_seconds = std::chrono::duration<double>(encoded - sized).count(),
                  .solve_seconds = std::chrono::duration<double>(Clock::now() - encoded).count(),
                  .rule = found.rule};
  if (one.solution) {
    SolutionClass c = class_of(problem, *one.solution, merge_symmetric);
    one.solution = std::move(c.representative);
    one.class_size = c.size;
  }
  return one;
}

SolutionClass class_of(const Problem& problem, const Solution& s, bool merge_symmetric) {
  if (!merge_symmetric) return {s, 1, false};
  std::vector<Solution> members = class_members(problem, s);
  return {std::move(members.front()), members.size(), false};
}

}  // namespace chessy
