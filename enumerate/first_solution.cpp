#include "enumerate/first_solution.hpp"

#include "enumerate/bits_engine.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

bool bits_goes_first(const Problem& problem, Engine wanted, bool may_use_bits) {
  return wanted == Engine::Auto && may_use_bits && problem.cols <= kBitsFirstColumns && bit_problem(problem);
}

FirstSolution find_first_solution(const Problem& problem, Engine wanted, bool may_use_bits, const Encoding& enc,
                                  Solver& solver, const std::atomic<bool>& stop, std::uint64_t bits_nodes) {
  if (wanted == Engine::Bits) return {find_one_bits(problem, required_bit_problem(problem), &stop).solution, Engine::Bits};
  if (bits_goes_first(problem, wanted, may_use_bits)) {
    BitsAnswer answer = find_one_bits(problem, *bit_problem(problem), &stop, bits_nodes);
    if (answer.decided) return {std::move(answer.solution), Engine::Bits};
  }
  return {find_one(problem, enc, solver, &stop), Engine::Blocking};
}

}  // namespace chessy
