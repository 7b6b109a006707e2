// The region engine (issue 37): LinkedIn Queens and Star Battle solved, counted and
// proven unique by a bit-mask search, no CNF. It knows nothing of Problem
// (regions_engine.hpp adapts one): a grid is n x n cells (n <= 64), a region index a
// cell, K, and the cells fixed as stars or marked empty (docs/rules.md "Region puzzles").
//
// Every row, column and region needs exactly K stars and no two stars touch (king
// independence). A row of the grid is a 64-bit mask of its open cells (neither a star
// nor excluded), and each column the same by rows, kept in step, so that a row's, a
// column's and (through its mask a row) a region's open cells are a few popcounts. A
// node propagates to a fixpoint, what a player does first:
//   - a star excludes its eight neighbours, and a unit (row, column, region) that holds
//     its K excludes its other cells;
//   - a unit with exactly as many open cells as it still needs has them all as stars;
//   - capacity: the stars a set of open cells can still hold without touching is at
//     most the number of 2x2 blocks that cover them (a block holds one star at most),
//     counted along lines: a row or a column, the runs of its open cells, ceil(len/2)
//     each; two neighbouring rows (columns) together, the runs of their union; a region,
//     its rows two by two. A unit (or pair of lines) that cannot hold what it still
//     needs fails the node. In a Star Battle of 25 with 6 stars two rows need 12 of at
//     most 13 blocks, so this prunes hard where plain counts do not;
//   - confinement: a region whose open cells lie in one row (column) and needs all that
//     row still needs leaves the rest of the row empty, and a row (column) whose open
//     cells lie in one region the same for the region ("region C lies in row 4").
// Then it branches on the unit with the least slack (open cells less need, the fewest
// open cells on a tie), at its first open cell: a star there, or the cell empty. Every
// solution is met once (the two children split the solutions by that cell).
//
// The total of stars is n K counted by rows and by regions, so a grid whose regions are
// not n in number has no solution (answered before any search).
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace chessy {

inline constexpr int kRegionMaxSide = 64;

// A region puzzle as the engine sees it.
struct RegionGrid {
  int n = 0;                         // the side: n x n cells, 1..64
  int stars = 1;                     // K: the stars of every row, column and region
  std::vector<int> region;           // n*n entries, row-major: the cell's region, 0..n*n-1
  std::vector<std::uint64_t> fixed;  // per row (or empty: none): the fixed stars, bit c column c
  std::vector<std::uint64_t> empty;  // per row (or empty: none): the cells marked empty
};

struct RegionOptions {
  std::uint64_t limit = 0;                 // stop once this many solutions are found (0: never)
  const std::atomic<bool>* stop = nullptr; // stop as soon as it is true
  // Each solution as it is found: its stars, a mask a row (bit c: column c); false
  // ends the search there (complete is then false).
  std::function<bool(std::span<const std::uint64_t>)> on_solution;
};

struct RegionResult {
  std::uint64_t solutions = 0;  // found (all of them when complete)
  std::uint64_t nodes = 0;      // branchings of the search
  bool complete = true;         // false when the limit, on_solution or the stop flag ended the search
  bool interrupted = false;     // the stop flag ended it
};

// The solutions of `grid`, up to the limit. Regions may be of any number (not n: no
// solution) and need not be connected; their indices need not be consecutive.
RegionResult search_regions(const RegionGrid& grid, const RegionOptions& options = {});

// An upper bound of the memory a search of an n x n grid with K stars holds: the
// states of one branch (n K + 1 of them) and the region masks.
std::uint64_t region_search_bytes(int n, int stars);

}  // namespace chessy
