// Placements written down, not searched (docs/design.md "Huge boards"): O(pieces) time,
// no per-cell data.
#pragma once
#include <optional>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

// n queens on n x n for n = 1 or n >= 4, per row its column: the evens, then the odds,
// reordered by n mod 6 (Bernhardsson's two staircases, as the completion article
// and the usual closed form write them).
std::vector<int> queens_staircase(int n);

// k queens or rooks on an empty rows x cols board, per row its column (-1: no piece
// in that row), or nothing when none fits: k above the shorter side, 2 queens on 2x2,
// 3 on 3x3. Exact: any other k queens take the staircase of k in the corner, or for
// 2 and 3 part of the 4-queens staircase.
std::optional<std::vector<int>> empty_board_placement(Kind kind, int rows, int cols, int k);

// That placement, or one of its images under the board's rotations and reflections,
// where it holds every fixed piece of `problem` and stands on none of its blocked
// cells: the fixed pieces of a user who cut the engine's own answer short (its first
// 300,000 rows of 10^6) complete at once, where the local search wanders among them.
// O(k + fixed + blocked) for each of the 4 or 8 images.
std::optional<std::vector<int>> construction_through(const Problem& problem, Kind kind, int k);

}  // namespace chessy
