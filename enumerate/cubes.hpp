// Disjoint cubes that cover the whole search, so that workers can enumerate them
// independently: a cube fixes which of the first W cells (row-major) hold the first
// two pieces (cells where no piece can stand, or a fixed one stands, are passed over). Every placement lies
// in exactly one cube.
#pragma once
#include <algorithm>
#include <cstdint>
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

// A part's share of a split run's cubes (split/parts.hpp), in cells.
struct PartCubes {
  std::vector<Cube> cubes;  // the part's, in search order
  // A hash of the whole split (every cube and the part it went to): parts of one run
  // must agree on it, or they were split by different builds and may overlap.
  std::uint64_t digest = 0;
};

// The window the -j search splits: two rows' worth of cells, at most kMaxCubeWindow.
// Its W(W+1)/2 + 1 cubes of up to W literals grow with the cube of W: two rows of 1000
// columns made 2 million cubes and 5 GB before any search (and are never sized for
// boards under 40,000 placements, budget.cpp); 128 cells give 8257 cubes, ample for
// any -j.
inline constexpr int kMaxCubeWindow = 128;
inline int cube_window(const Problem& problem) { return std::min(2 * problem.cols, kMaxCubeWindow); }

// At most window*(window+1)/2 + 1 cubes.
std::vector<Cube> split_cubes(const Problem& problem, const Encoding& enc, int window);

}  // namespace chessy
