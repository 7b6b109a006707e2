#include "api/one_solution.hpp"

#include <chrono>
#include <utility>

#include "model/canonical.hpp"
#include "model/check.hpp"
#include "enumerate/huge_board.hpp"

namespace chessy {

namespace {

using Clock = std::chrono::steady_clock;

// The local search's budget before the CNF: 50 moves a piece and 100,000 more, a few
// milliseconds on a 1000x1000 board, little beside the CNF it may spare (n = 1000
// with 100 fixed queens: 5.9 s and 822 MB) when it fails.
constexpr std::uint64_t kLocalStepsPerPiece = 50;
constexpr std::uint64_t kLocalStepsBase = 100'000;

// Queens or rooks independence past the bit-parallel backtracker's boards, in auto:
// the huge-board engine (construction or local search) before anything is encoded.
// Its solution, checked by is_solution; nothing when it gives up or finds that none
// exists (the proof of "no solution" stays the CNF's, whose message says why).
std::optional<Solution> local_first(const Problem& problem, Engine wanted, bool may_use_bits,
                                    const std::atomic<bool>& stop) {
  if (wanted != Engine::Auto || !may_use_bits || !huge_engine_takes(problem) ||
      bits_goes_first(problem, wanted, may_use_bits))
    return std::nullopt;
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

}  // namespace

OneSolution solve_one(const Problem& problem, const SolverFactory& make_solver, Engine wanted, bool may_use_bits,
                      bool merge_symmetric, const EncodeOptions& options, const std::atomic<bool>& stop,
                      const std::function<void()>& before_cnf) {
  const auto start = Clock::now();
  if (std::optional<Solution> local = local_first(problem, wanted, may_use_bits, stop)) {
    SolutionClass c = class_of(problem, *local, merge_symmetric);
    return {.solution = std::move(c.representative),
            .class_size = c.size,
            .by = Engine::Local,
            .solve_seconds = std::chrono::duration<double>(Clock::now() - start).count()};
  }
  before_cnf();
  const auto sized = Clock::now();
  std::unique_ptr<Solver> solver = make_solver();
  const Encoding enc = encode(problem, *solver, options);
  const auto encoded = Clock::now();
  const FirstSolution first = find_first_solution(problem, wanted, may_use_bits, enc, *solver, stop);
  OneSolution one{.solution = first.solution,
                  .by = first.by,
                  .vars = solver->vars(),
                  .clauses = solver->clauses(),
                  .encode_seconds = std::chrono::duration<double>(encoded - sized).count(),
                  .solve_seconds = std::chrono::duration<double>(Clock::now() - encoded).count()};
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
