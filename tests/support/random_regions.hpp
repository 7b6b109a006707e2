// Random small region puzzles (issue 37) for the differential tests: the brute-force
// region referee (region_referee.hpp) solves them, chessy-sat must agree.
#pragma once

#include <random>

#include "region_referee.hpp"

namespace random_regions {

// A random region puzzle: N = 4..8, K = 1 or 2 (2 mostly from N = 5 on: 2K - 1 <= N
// always holds, and 4×4 has no room for two stars a line). Its regions, each connected
// unless said, are grown from seeds, in draws of 16:
// - 5: planted around a random placement of the stars, which is then a solution;
// - 6: symmetric under a random map of the square, so that the problem keeps it (no
//   symmetry when the growth is stuck), one star seeded on a placement the map keeps;
// - 1: from random seeds;
// - 1: N - 1 regions and 1: N + 1 (no solution then: the rows hold K·N stars, the
//   regions K·R);
// - 2: N + 1 grown, two of them apart merged into one disconnected region.
// Then sometimes a fixed star (half of these on a solution's star, so that some still
// have solutions) and sometimes one or two cells marked empty. Region characters are
// drawn from all 62 letters and digits, both cases.
region_referee::Problem random_region_problem(std::mt19937_64& rng);

// The number of regions of the grid.
int region_count(const region_referee::Problem& problem);

// Whether every region's cells are connected through shared sides.
bool regions_connected(const region_referee::Problem& problem);

}  // namespace random_regions
