// A solution: the set of (cell, piece type) pairs, kept sorted by cell.
#pragma once
#include <string>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

struct Placed {
  int cell;  // row * cols + col
  int type;  // index into Problem::types
  friend bool operator==(const Placed&, const Placed&) = default;
};

using Solution = std::vector<Placed>;

// Board text of docs/output.md "Text", one '\n'-terminated line per row; a blocked cell is 'x'
// ('x ' coloured). A region puzzle: '*' on a star, the region's character elsewhere.
std::string render(const Problem& problem, const Solution& solution);

// Orders boards as their texts compare byte by byte ('-' below every letter), without
// rendering them: the first cell where they differ decides. <0, 0 or >0. A region
// puzzle's boards are ordered as its kings' would print ('-' for every empty cell, not
// its region's character): one order, the same on every engine.
int compare_boards(const Problem& problem, const Solution& a, const Solution& b);

}  // namespace chessy
