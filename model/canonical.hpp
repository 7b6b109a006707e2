// Classes of solutions under G (docs/symmetry.md) and their representatives.
#pragma once
#include <optional>
#include <span>
#include <vector>

#include "model/board.hpp"
#include "model/solution.hpp"

namespace chessy {

// An element of G: a symmetry of the square, optionally composed with w <-> b.
struct Symmetry {
  SquareSymmetry square;
  bool swap_colours;
  friend bool operator==(const Symmetry&, const Symmetry&) = default;
};

// G for this problem: the board's symmetries (8 of the square, 4 of a rectangle; with
// Problem::translations the torus's whole group, torus_symmetries) that map the
// blocked cells onto themselves, and for coloured problems each of them also composed
// with the colour swap. Identity first.
std::vector<Symmetry> symmetry_group(const Problem& problem);

// g(s), sorted by cell; nothing when g swaps colours onto a piece type the problem
// does not have (that image cannot be a solution).
std::optional<Solution> image(const Problem& problem, const Symmetry& g, const Solution& s);

// Sorts boards into ascending board order (compare_boards) and drops repeats.
void sort_distinct(const Problem& problem, std::vector<Solution>& boards);

// The class of a solution: its distinct images that are solutions, in ascending
// board order, so front() is the representative. Images under `own` (symmetries of
// the problem itself, symmetry.hpp's own_group, which map solutions to solutions) are
// taken without a check: the enumeration's hot path, where `solution` was checked.
std::vector<Solution> class_members(const Problem& problem, const Solution& solution,
                                    std::span<const Symmetry> own = {});

}  // namespace chessy
