#include "api/one_solution.hpp"

#include <chrono>
#include <utility>

#include "enumerate/engine_choice.hpp"
#include "enumerate/regions/regions_engine.hpp"
#include "model/canonical.hpp"

namespace chessy {

namespace {

// The solution found as its class's representative, with the class's size.
OneSolution with_class(const Problem& problem, OneSolution one, bool merge_symmetric) {
  if (one.solution) {
    SolutionClass c = class_of(problem, *one.solution, merge_symmetric);
    one.solution = std::move(c.representative);
    one.class_size = c.size;
  }
  return one;
}

}  // namespace

OneSolution solve_one(const Problem& problem, const SolverFactory& make_solver, Engine wanted, bool may_use_bits,
                      bool merge_symmetric, const EncodeOptions& options, const std::atomic<bool>& stop,
                      int workers, const std::function<void()>& before_cnf) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto since = [](Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); };
  // The local search before anything is encoded (engine_choice.hpp, wide), and the
  // region engine instead of any CNF (regions): it decides, and its memory is a few
  // states (region_engine_bytes).
  const EngineChoice first = first_engine(problem, wanted, may_use_bits);
  if (first.engine == Engine::Regions) {
    std::optional<Solution> found = find_one_region(problem, required_region_grid(problem), &stop);
    return with_class(problem, {.solution = std::move(found), .by = Engine::Regions, .solve_seconds = since(start), .rule = first.rule},
                      merge_symmetric);
  }
  if (std::optional<Solution> local = first.rule == Rule::Wide ? local_solution(problem, stop) : std::nullopt)
    return with_class(problem, {.solution = std::move(local), .by = Engine::Local, .solve_seconds = since(start), .rule = first.rule},
                      merge_symmetric);
  before_cnf();
  const auto sized = Clock::now();
  std::unique_ptr<Solver> solver = make_solver();
  const Encoding enc = encode(problem, *solver, options);
  const auto encoded = Clock::now();
  const FirstSolution found = find_first_solution(problem, wanted, may_use_bits, enc, *solver, stop, workers);
  return with_class(problem,
                    {.solution = found.solution,
                     .by = found.by,
                     .vars = solver->vars(),
                     .clauses = solver->clauses(),
                     .encode_seconds = std::chrono::duration<double>(encoded - sized).count(),
                     .solve_seconds = since(encoded),
                     .rule = found.rule},
                    merge_symmetric);
}

SolutionClass class_of(const Problem& problem, const Solution& s, bool merge_symmetric) {
  if (!merge_symmetric) return {s, 1, false};
  std::vector<Solution> members = class_members(problem, s);
  return {std::move(members.front()), members.size(), false};
}

}  // namespace chessy
