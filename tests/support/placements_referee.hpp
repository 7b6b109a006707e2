// An independent checker of placement lists (issue 24, huge boards): the answer the tool
// prints for queens or rooks independence on boards of up to 10^7 columns, one
// `q @ ROW,COL` line a piece (docs/output.md), judged against the problem by the rules of
// docs/rules.md alone. Written without any code of the tool (model/ included): tables or
// hash maps of the rows, columns and diagonals taken, O(rows + cols + lines of the
// list) time; the tests judge the huge-board engine and `chessy-sat check` by it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace placements_referee {

// A cell; rows and columns 0-based, row 0 printed first.
struct Cell {
  std::int64_t row = 0;
  std::int64_t col = 0;
};

// Queens or rooks independence on a huge board: `count` pieces of one kind, none
// attacking another (rays pass over blocked cells, docs/rules.md), the fixed ones among
// them, none on a blocked cell.
struct Problem {
  std::int64_t rows = 0;
  std::int64_t cols = 0;
  char kind = 'q';  // 'q' (queens) or 'r' (rooks)
  std::int64_t count = 0;
  std::vector<Cell> fixed;    // cells that must hold a piece
  std::vector<Cell> blocked;  // holes: no piece stands there
};

// "" when `answer`, a placement list (one `X @ ROW,COL` line a piece, X the problem's
// kind in either case; nothing else, empty lines aside), solves `problem`; else the first
// problem found, naming its line: a line that is no placement, a piece of another kind,
// off the board, on a blocked cell, two on one cell, two that attack each other, a fixed
// piece missing, too few or too many pieces.
std::string check(const Problem& problem, const std::string& answer);

// The pieces of a placement list (check()'s syntax; none if a line is not a placement),
// for tests that change an answer.
std::vector<Cell> read(const std::string& answer);

// The placement list of `cells`, pieces written as `letter`.
std::string write(const std::vector<Cell>& cells, char letter);

// The problem in the input format of docs/input.md: `size`, `N*q`, the fixed pieces
// (`q @ r,c`) and the holes (`x @ r,c`).
std::string problem_text(const Problem& problem);

}  // namespace placements_referee
