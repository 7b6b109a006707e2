// Region puzzles (LinkedIn Queens, Star Battle: docs/rules.md "Region puzzles") made
// from nothing: an N x N grid of N regions whose K stars a row, column and region have
// one placement, with no star given (docs/manual.md "Puzzles"). The grid comes from
// region_partition.hpp; each one is counted once more through the public API before it
// is kept, rated, and kept only in the difficulty asked for.
#pragma once
#include "puzzle/generate.hpp"

namespace chessy::puzzle {

struct RegionShape {
  int size = 8;   // N: the grid is N x N, of N regions
  int stars = 1;  // K: the stars in every row, column and region
};

// Region puzzles of `shape`: options.count of them, options.seed making the same ones
// (on any number of cores), options.difficulty (any of kDifficulties) the only band
// kept; clue ranges do not apply (no star is given). Each Puzzle: the problem (its
// `regions` grid and `stars K`), its one solution (a king a star), clues 0, work the
// star search's propagations, rating and difficulty as region_rating() says. What was
// made however the run ended, as generate_some(); InputError when the shape has no
// puzzle at all (2K - 1 > N, a side outside 1..62, no placement of the stars).
Generated generate_regions_some(const RegionShape& shape, const GenerateOptions& options);

// The rating of a region puzzle, a number that grows with its difficulty, and its band:
// puzzle::rating and rating_band (puzzle/explain.hpp, docs/regions.md "Rating").
int region_rating(const api::Problem& problem);
Difficulty region_difficulty(int rating);

}  // namespace chessy::puzzle
