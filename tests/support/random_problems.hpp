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
  kTotalDomination,        // `d` and `t` (issue 25)
};

// The boards random_problem draws.
enum class Boards {
  kSquare,  // m×m without blocked cells: for a given seed, the problems of before
            // issue 17, draw for draw
  kAny,     // also rectangles (1 in 3 draws the sides apart; they may still be
            // equal) and blocked cells: none (1 in 2), 1..3 random ones, or a
            // pattern that keeps some of the board's symmetries (issue 17)
  kTorus,   // kAny's boards, draw for draw, on a torus (issue 24): a seed gives the
            // problem of kAny with every ray and step wrapping
};

// A random problem of the given kind: sides 1..5, a few random pieces (pawns
// included, never more than the free cells), and sometimes one or two of them
// fixed on random free cells, which may well attack each other so that there is no
// solution.
referee::Problem random_problem(Kind kind, std::mt19937_64& rng, Boards boards = Boards::kAny);

// Placements the referee will try: free pieces of each kind on the free cells
// (neither blocked nor fixed).
double placements(const referee::Problem& p);

// The referee's optimum (referee::optimum), unless it would try more than `budget`
// placements in all over the counts it solves: then incomplete.
referee::Optimum bounded_optimum(const referee::Problem& p, bool maximum, double budget);

// Whether the referee prunes partial placements of this kind (colourless
// independence, independent domination), so that it affords more of them.
bool pruned(Kind kind);

// CSPLib 079's excluded diagonal [index, sum] on n x n (issue 39): the column of its
// cell in row a (a + b = index for a sum diagonal, a - b = index - (n - 1) for a
// difference one); off the board where it is outside 0..n-1.
inline int diagonal_column(int n, int index, bool sum, int a) { return sum ? index - a : a - (index - (n - 1)); }

}  // namespace random_problems
