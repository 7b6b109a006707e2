// Region grids with one solution and no star given (docs/manual.md "Puzzles", region
// puzzles). Drawing partitions at random and keeping the unique ones does not work: a
// random partition of a 9 x 9 grid has dozens of solutions or none, a unique one is
// rare, and rarer as the grid grows. So the solution comes first and the partition is
// repaired around it:
//   1. a random placement of K stars a row and column, none touching;
//   2. N regions grown around those stars (K stars each, connected), so the
//      placement solves the grid;
//   3. while the grid has another solution, a cell that holds a star of that other
//      solution but not of the planted one moves to a neighbouring region (with what
//      of its region only it joins to the region's stars): the other solution then has
//      a star too few in one region and too many in another, the planted one is
//      untouched. Of a few such moves the one that leaves the fewest solutions (counted
//      up to a small cap) is made, a hill-climb on the number of solutions; restarted
//      from step 1 when it stalls. (Measured, "a few" is one and the cap two: each
//      step breaks the second solution the search finds; region_partition.cpp.)
#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include "puzzle/random.hpp"
#include "puzzle/region_search.hpp"

namespace chessy::puzzle {

struct UniqueGrid {
  StarGrid grid;     // N regions, K stars each in the one solution
  StarCells solution;  // that solution
};

struct PartitionWork {
  std::uint64_t attempts = 0;  // placements drawn (step 1)
  std::uint64_t moves = 0;     // cells moved (step 3)
  std::uint64_t nodes = 0;     // the star search's propagations, all told
};

// One attempt at a unique n x n grid of K stars: nothing when it stalls (draw again
// with the same `random`). `poll` is called between searches (it throws to stop).
std::optional<UniqueGrid> unique_grid(int n, int k, Random& random, PartitionWork& work,
                                      const std::function<void()>& poll);

}  // namespace chessy::puzzle
