// An independent converter between the numeric cells of the input (`q @ 4,3`: row 0 the
// top printed line, column 0 the left, docs/rules.md "The board") and algebraic squares
// (`q @ d4`, issue 28): files a..z, then aa, ab, .., az, ba, .. (bijective base 26, as
// spreadsheets name columns), ranks 1.. counted from the bottom line, so on R rows the
// rank is R - row. Written from the text alone, without any code of the tool
// (model/ included); the tests write every problem both ways with it and read the
// tool's algebraic placement lists back with it.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "referee.hpp"

namespace algebraic_referee {

// A cell; rows and columns 0-based, row 0 printed first.
struct Cell {
  std::int64_t row = 0;
  std::int64_t col = 0;
  bool operator==(const Cell&) const = default;
};

// The file letters of column `col` (>= 0): 0 "a", 25 "z", 26 "aa", 701 "zz", 702 "aaa".
std::string file_letters(std::int64_t col);

// The column of lower-case file letters (one or more of a..z): "a" 0, "aa" 26; nullopt
// for anything else (an empty string, another character, more letters than fit).
std::optional<std::int64_t> column_of(std::string_view letters);

// The square of `cell` on a board of `rows` rows: its file letters and its rank,
// rows - row (on 8 rows, 4,3 is "d4").
std::string square(const Cell& cell, std::int64_t rows);

// The cell of a square (lower-case file letters, then the rank's digits without a
// leading zero) on a rows x cols board; nullopt when it is not of that form or off the
// board (rank 0 or above rows, a file beyond the last column).
std::optional<Cell> cell_of(std::string_view square, std::int64_t rows, std::int64_t cols);

// `line` with its numeric cell written as a square: the `ROW,COL` after the line's `@`
// (`q w @ 0,3`, `x @ 7,7`), or, with no `@`, a trailing `ROW,COL` (a `--fixed` or
// `--blocked` list's `r w 3,4` or `3,4`); any other line unchanged.
std::string to_algebraic_line(const std::string& line, std::int64_t rows);

// The reverse, for an algebraic placement list: every `@ SQUARE` written `@ ROW,COL`; a
// line whose square does not read (or is off the rows x cols board) is left as it is,
// so that a comparison with the numeric list shows it.
std::string to_numeric(const std::string& text, std::int64_t rows, std::int64_t cols);

// Which cells a problem's writing gives as squares: none (the numeric writing), all,
// or each one by a coin of `rng` (mixed forms in one file, issue 28), its letters
// upper case by another coin.
enum class Squares { kNone, kAll, kMixed };

// A writer of one problem's cells, numeric or algebraic as `squares` says.
class Writer {
 public:
  Writer(std::int64_t rows, Squares squares, std::mt19937_64& rng) : rows_(rows), squares_(squares), rng_(rng) {}
  // Whether the next cell is written as a square.
  bool next();
  // The square of `cell`; mixed writings upper-case it by a coin.
  std::string square(const Cell& cell);
  // `numeric`, a line of a problem, its cell (if any: to_algebraic_line) written as
  // next() says.
  std::string line(const std::string& numeric);

 private:
  std::int64_t rows_;
  Squares squares_;
  std::mt19937_64& rng_;
};

// `problem` in the text format: referee::problem_text, its cells written as `squares`
// says.
std::string problem_text(const referee::Problem& problem, Squares squares, std::mt19937_64& rng);

// `problem` as a JSON problem (docs/input.md, "JSON"), its fixed pieces' and blocked
// cells' places written as `squares` says; `keys` (`"mode": "all"`, without braces)
// added at the end when given.
std::string problem_json(const referee::Problem& problem, Squares squares, std::mt19937_64& rng,
                         const std::string& keys = "");

// `problem` as a text without its fixed pieces and blocked cells, and those as the lists
// of `--fixed FILE` and `--blocked FILE` (docs/manual.md, options), each cell written as
// `squares` says; a fixed piece `X[ c] ROW,COL` or `X[ c] @ ROW,COL` by another coin.
struct Lists {
  std::string problem, fixed, blocked;
};
Lists problem_lists(const referee::Problem& problem, Squares squares, std::mt19937_64& rng);

// The problems the tests referee every path on: of each kind of problem
// (random_problems.hpp), on plain boards (squares and rectangles) and on tori, the first
// `each` random ones with a fixed piece or a blocked cell and at most 20000 placements
// (the counts and lists of domination take seconds beyond); and `long_ones` long ones,
// whose files go past z or whose ranks past 9; 10 * each + long_ones in all. A `seed`
// gives other problems.
std::vector<referee::Problem> problems_with_cells(int each = 8, int long_ones = 30, int seed = 0);

}  // namespace algebraic_referee
