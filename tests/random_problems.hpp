// Random small problems for the differential tests: every kind of goal, pawns,
// fixed pieces; the brute-force referee (referee.hpp) solves them.
#pragma once

#include <cstdint>
#include <random>

#include "referee.hpp"

namespace random_problems {

enum class Kind {
  kColourlessIndependence,
  kColouredIndependence,
  kDomination,
  kIndependentDomination,  // `d` and `i` (issue 16)
};

// A random problem of the given kind: board 1..5, a few random pieces (pawns
// included), and sometimes one or two of them fixed on random cells, which may
// well attack each other so that there is no solution.
referee::Problem random_problem(Kind kind, std::mt19937_64& rng);

// Placements the referee will try: free pieces of each kind on the free cells.
double placements(const referee::Problem& p);

// Whether the referee prunes partial placements of this kind (colourless
// independence, independent domination), so that it affords more of them.
bool pruned(Kind kind);

}  // namespace random_problems
