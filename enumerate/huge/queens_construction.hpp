// Placements written down, not searched, on boards with neither fixed pieces nor holes
// (docs/design.md "Huge boards"): O(pieces) time, no per-cell data.
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

}  // namespace chessy
