// TEMPORARY STUB (branch huge-io): see huge_board.hpp.
#include "enumerate/huge_board.hpp"

namespace chessy {

bool huge_engine_takes(const Problem& problem) {
  if (problem.goal != Goal::Independence || problem.coloured || problem.open >= 0 || problem.types.size() != 1)
    return false;
  return problem.types[0].kind == Kind::Queen || problem.types[0].kind == Kind::Rook;
}

HugeAnswer solve_huge(const Problem&, const std::atomic<bool>&, std::uint64_t) {
  HugeAnswer answer;
  answer.why = "stub";
  return answer;
}

}  // namespace chessy
