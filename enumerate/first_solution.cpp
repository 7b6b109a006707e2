#include "enumerate/first_solution.hpp"

#include "model/check.hpp"
#include "enumerate/bits/bits_engine.hpp"
#include "enumerate/regions/regions_engine.hpp"
#include "enumerate/engine_choice.hpp"
#include "enumerate/enumerate.hpp"
#include "enumerate/huge/huge_board.hpp"

namespace chessy {

std::optional<Solution> local_solution(const Problem& problem, const std::atomic<bool>& stop) {
  if (!huge_engine_takes(problem)) return std::nullopt;
  const std::uint64_t steps = kLocalStepsPerPiece * static_cast<std::uint64_t>(problem.total_pieces()) + kLocalStepsBase;
  const HugeAnswer answer = solve_huge(problem, stop, 1, steps);
  if (answer.status != HugeAnswer::Status::Found) return std::nullopt;
  const int type = problem.only_type();
  Solution s;
  for (int r = 0; r < problem.rows; ++r)
    if (answer.col[r] >= 0) s.push_back({r * problem.cols + answer.col[r], type});
  if (std::optional<std::string> why = violation(problem, s))
    throw InternalError("the local search's placement is not a solution: " + *why);
  return s;
}

FirstSolution find_first_solution(const Problem& problem, Engine wanted, bool may_use_bits, const Encoding& enc,
                                  Solver& solver, const std::atomic<bool>& stop, int workers,
                                  std::uint64_t bits_nodes) {
  const EngineChoice first = first_engine(problem, wanted, may_use_bits);
  if (first.engine == Engine::Regions)
    return {first.rule, find_one_region(problem, required_region_grid(problem), &stop), Engine::Regions};
  if (wanted == Engine::Bits)
    return {first.rule, find_one_bits(problem, required_bit_problem(problem), &stop, 0, workers).solution, Engine::Bits};
  if (first.rule == Rule::Narrow) {
    BitsAnswer answer = find_one_bits(problem, *bit_problem(problem), &stop, bits_nodes, workers);
    if (answer.decided) return {first.rule, std::move(answer.solution), Engine::Bits};
  }
  const bool tried = first.rule == Rule::Wide;
  return {first.rule, find_one(problem, enc, solver, &stop, tried ? std::nullopt : local_solution(problem, stop)),
          Engine::Sat};
}

}  // namespace chessy
