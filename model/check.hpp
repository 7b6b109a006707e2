// is_solution: the rules of docs/rules.md walked directly on a board, with no CNF, so
// that every model the solver returns is checked by code that shares nothing with it.
#pragma once
#include <optional>
#include <string>

#include "model/problem.hpp"
#include "model/solution.hpp"

namespace chessy {

// Why `solution` breaks the rules ("Qw on 0,3 attacks Rb on 0,5"), or nothing.
std::optional<std::string> violation(const Problem& problem, const Solution& solution);

inline bool is_solution(const Problem& problem, const Solution& solution) {
  return !violation(problem, solution);
}

}  // namespace chessy
