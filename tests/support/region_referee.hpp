// A brute-force referee for region puzzles (LinkedIn Queens, Star Battle; issue 37),
// written from the text and the team's region spec alone, without any code
// from model/, encoder/, enumerate/ or cli/: its own reader of the text format, its own
// search and its own symmetry. The differential tests judge chessy-sat by it.
//
// The rules (issue 37, "Meaning"): an N×N grid cut into regions, one character a cell;
// exactly K stars in every row, every column and every region, and no two stars in
// cells that share a side or a corner. Cells marked empty (`x @ ...`) hold no star;
// fixed stars (`* @ ...`) must hold one. The classes are those of docs/symmetry.md
// under G, the 8 maps of the square that carry the region partition onto itself and
// the empty cells onto themselves; fixed stars stay where they are, so an image of a
// solution that moves one is simply no solution and not in its class (docs/symmetry.md,
// "Classes": "fixed pieces, which stay where they are").
#pragma once

#include <string>
#include <vector>

namespace region_referee {

// A cell of the grid.
struct Cell {
  int row = 0;  // 0 = the top line of the grid
  int col = 0;  // 0 = the left
  bool operator==(const Cell&) const = default;
  auto operator<=>(const Cell&) const = default;  // row first: reading order
};

// A region puzzle.
struct Problem {
  std::vector<std::string> grid;  // N rows of N region characters (letters, digits)
  int stars = 1;                  // K, stars in every row, column and region
  std::vector<Cell> fixed;        // cells that must hold a star
  std::vector<Cell> empty;        // cells marked empty: no star there
  int size() const { return static_cast<int>(grid.size()); }
  char region(const Cell& c) const { return grid[static_cast<size_t>(c.row)][static_cast<size_t>(c.col)]; }
};

// A placement of stars: its cells, ascending (reading order).
using Stars = std::vector<Cell>;

// The text format's problem read (issue 37 "Input", docs/input.md "Squares"), or why
// not: `ok` false and `error` a short reason. Reads `regions` and the grid after it,
// `stars K`, `size N` (must agree with the grid), `* @ CELL` and `x @ CELL` with CELL a
// square (file letters from `a` = column 0, rank 1 = the bottom row) or ROW,COL;
// blank lines and `#` comments outside the grid. Anything else is an error: this
// reader only has to read what a region problem may say.
struct Parsed {
  bool ok = false;
  Problem problem;
  std::string error;
};
Parsed parse(const std::string& text);

// The problem in the text format: the fixed stars and empty cells alternately as
// squares and as ROW,COL, so that a set of cases exercises both forms.
std::string problem_text(const Problem& problem);

// The problem as JSON (issue 37: "regions", "stars", "fixed" with "piece": "*",
// "blocked" as docs/input.md's JSON writes blocked cells), the cells alternately as
// squares and as row and column, as problem_text() alternates them.
std::string problem_json(const Problem& problem);

// A cell as a chess square on an N×N grid: `a8` is 0,0 on 8×8.
std::string square(const Cell& cell, int n);

// Whether `stars` (any order) is a solution: every rule checked directly.
bool is_solution(const Problem& problem, Stars stars);

// Every solution, ascending (Stars compare as their cell lists).
std::vector<Stars> solutions(const Problem& problem);

// The image of a cell of an N×N grid under map g, numbered as referee::transform
// numbers them: 0 identity, 1 90° clockwise, 2 180°, 3 270° clockwise, 4 mirror in
// the vertical axis (columns reversed), 5 in the horizontal axis (rows reversed),
// 6 in the main diagonal, 7 in the anti-diagonal.
Cell map_cell(const Cell& cell, int n, int g);

// The image of a placement under g, sorted.
Stars map_stars(const Stars& stars, int n, int g);

// The maps g (ascending) of G: those under which two cells share a region exactly when
// their images do, and which carry the set of empty cells onto itself.
std::vector<int> symmetries(const Problem& problem);

// What chessy-sat should answer.
struct Result {
  long long total = 0;                // solutions
  long long fundamental = 0;          // classes (docs/symmetry.md)
  std::vector<Stars> solutions;       // every solution, ascending
  std::vector<std::vector<Stars>> classes;  // each class's members, ascending; classes
                                            // in the order of their least member
  std::vector<int> group;             // symmetries(problem)
};

// Solves `problem` by exhaustive search and sorts the solutions into classes.
Result solve(const Problem& problem);

// The index in result.classes of the class holding `stars`, or -1 when it is no
// solution.
int class_of(const Result& result, Stars stars);

}  // namespace region_referee
