// A min-conflicts pass for n-queens completion (Sosič and Gu, "Efficient local search
// with conflict minimization", IEEE TKDE 1994): one queen per row, the free rows'
// columns a permutation of the free columns, swaps that lower diagonal conflicts.
// Its result is only a hint: the SAT solver confirms it (or, when the pass fails,
// searches on its own), and every answer is checked by is_solution as always.
#pragma once
#include <cstdint>
#include <optional>

#include "model/problem.hpp"
#include "model/solution.hpp"

namespace chessy {

// True for the problems the pass understands: colourless independence whose only
// piece is the queen, m of them on m x m (fixed queens allowed).
bool is_queens_completion(const Problem& problem);

// A conflict-free placement, or nothing when the pass gives up after `max_steps`.
std::optional<Solution> queens_local_search(const Problem& problem, std::uint64_t seed = 1,
                                            std::uint64_t max_steps = 0);

}  // namespace chessy
