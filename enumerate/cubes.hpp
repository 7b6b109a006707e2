// Disjoint cubes that cover the whole search, so that workers can enumerate them
// independently: a cube fixes which of the first W cells (row-major) hold the first
// two pieces (cells where no piece can stand, or a fixed one stands, are passed over). Every placement lies
// in exactly one cube.
#pragma once
#include <vector>

#include "encoder/encoder.hpp"

namespace chessy {

using Cube = std::vector<int>;  // literals to assume

// The cells a cube can decide, row-major: those that may or may not hold a piece
// (not constant in the CNF, and not holding a fixed piece, which units force).
std::vector<int> open_cells(const Problem& problem, const Encoding& enc);

// A cube in cells, cell + 1 held and -(cell + 1) empty, and back: the same cube in the
// CNF of another count of the problem (--min/--max parts enumerate at their optimum in
// the cubes their search was split into).
Cube cube_in_cells(const Cube& cube, const Encoding& enc);
Cube cube_in_lits(const Cube& cells, const Encoding& enc);

// The window the -j search splits: two rows' worth of cells.
inline int cube_window(const Problem& problem) { return 2 * problem.cols; }

// At most window*(window+1)/2 + 1 cubes.
std::vector<Cube> split_cubes(const Problem& problem, const Encoding& enc, int window);

}  // namespace chessy
