// The region generator's own star search (region_generate.cpp): how many solutions a
// partition has, up to a small cap, and which they are; and a random star placement
// to grow regions around. The generator asks this thousands of times a puzzle, each
// time of a grid one cell apart from the last, and wants the second solution itself
// (to break it), not a count: a question the public API answers through a problem's
// text and its engine choice each time (the figures: docs/benchmarks.md, "generate
// --regions"). Everything else in puzzle/ goes through the public API, and each puzzle
// made is counted once more there before it is written (region_generate.cpp).
//
// The search: bit masks a row (a side of at most 62), exact-K units (rows, columns,
// regions) with the two propagations a player uses first (a unit with K stars has no
// other; a unit with as many free cells as stars to place takes them all), a star
// empties its 8 neighbours, and a branch on a free cell of the unit with fewest free
// cells (docs/rules.md "Region puzzles").
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "puzzle/random.hpp"

namespace chessy::puzzle {

// A region puzzle as the search sees it.
struct StarGrid {
  int n = 0;                // the side: n x n cells, 1..62
  int stars = 1;            // K: the stars in every row, column and region
  std::vector<int> region;  // n*n entries, each cell's region 0..regions-1; empty: no regions
  int regions = 0;          // how many
};

// A solution: the stars' cells (row * n + col), ascending.
using StarCells = std::vector<int>;

struct StarCount {
  int solutions = 0;             // found, at most the limit
  bool complete = true;          // false: the work budget ran out before the limit or the end
  std::vector<StarCells> found;  // the solutions found, in search order
  std::uint64_t nodes = 0;       // the search's work: propagations
};

// The solutions of `grid`, up to `limit` of them, in at most `budget` propagations.
StarCount count_stars(const StarGrid& grid, int limit, std::uint64_t budget);

// A random solution of `grid` (branching on random free cells), or none within
// `budget` propagations; with no regions, a random placement of K stars a row and
// column, none touching.
std::optional<StarCells> random_stars(const StarGrid& grid, Random& random, std::uint64_t budget);

}  // namespace chessy::puzzle
