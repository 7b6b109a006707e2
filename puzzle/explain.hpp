// Region puzzles (LinkedIn Queens, Star Battle) solved the way a player solves them:
// a ladder of human techniques, the easiest that advances applied first, each step said
// in a player's words with the cells as chess squares ("region C lies in rows 4–5
// only: no star elsewhere in those rows"). Where the ladder stalls, the answer comes
// from the solver, said as such. The rating of a puzzle grows with the hardest
// technique its solution needs and how often it needs it. The ladder, the levels and
// the rating's formula are docs/regions.md's; everything solves through the public
// API alone (chessy/*.hpp).
#pragma once
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "chessy/chessy.hpp"

namespace chessy::puzzle {

struct ExplainStep {
  std::string technique;            // one word of the ladder: "single", "confined", ...
  std::string text;                 // the player's words, cells as chess squares
  std::vector<api::Cell> stars;     // stars this step places
  std::vector<api::Cell> excluded;  // cells this step marks empty
  std::vector<api::Cell> concerned; // the cells it reasons about (highlighted)
};

struct Explanation {
  std::vector<ExplainStep> steps;
  bool solved_by_techniques = false;  // false: stalled, then the SAT answer
  std::vector<api::Cell> solution;    // the stars (empty when there is none)
  bool unique = false;                // proven by counting to 2
  int rating = 0;                     // grows with difficulty
};

// The steps from the problem's grid, fixed stars and blocked cells to the solution, or
// to the first position the ladder cannot advance; then the solver's solution, and
// whether it is the only one. InputError when the problem is no region puzzle;
// Interrupted when `stop` becomes true first.
Explanation explain(const api::Problem& problem, const std::atomic<bool>* stop = nullptr);
int rating(const api::Problem& problem);  // explain(problem).rating

// The difficulty word of a rating (docs/regions.md "Rating"): "easy", "medium",
// "hard", "expert"; and the least rating of each word (none for an unknown word).
const char* rating_band(int rating);
std::optional<int> band_least_rating(const std::string& band);

// The ladder alone on a grid given as it is written: `rows` one string a row, one
// character a cell naming its region; `stars` K. Fills steps, solved_by_techniques,
// rating and, when solved by the techniques, the solution; `unique` stays false (the
// techniques cannot tell "no solution" from "stalled" proofs: explain() counts). What
// explain() runs, for callers and tests that hold a grid rather than an api::Problem.
struct RegionGrid {
  std::vector<std::string> rows;
  int stars = 1;
  std::vector<api::Cell> fixed;    // given stars
  std::vector<api::Cell> blocked;  // cells marked empty
};
Explanation explain_grid(const RegionGrid& grid, const std::atomic<bool>* stop = nullptr);
// explain() with the grid given (the command line reads it from its own model): the
// ladder on `grid`, the solver's answer and the uniqueness from `problem`, the same puzzle.
Explanation explain(const api::Problem& problem, const RegionGrid& grid, const std::atomic<bool>* stop = nullptr);

// "d4": the chess square of `cell` on a board of `rows` rows (docs/input.md "Squares").
std::string square_of(api::Cell cell, int rows);

}  // namespace chessy::puzzle
