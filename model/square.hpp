// Squares as a chess player names them (docs/input.md "Squares"): `d4` is the file d,
// the 4th column from the left, and the rank 4, the 4th row from the bottom. Beyond 26
// columns the files go on as spreadsheet columns do (bijective base 26): z, aa, ab, ...,
// az, ba, ... So a square names a row only once the board's number of rows is known:
// the readers keep the rank and the builder turns it into a row (parse_builder.hpp).
// This is the one grammar of squares: every reader (text, JSON, --fixed, --blocked,
// placement lists) and every writer (--coordinates algebraic) goes through it.
#pragma once
#include <string>
#include <string_view>

namespace chessy {

// The largest file (column) or rank a square reads: as kMaxCount, far above any board.
inline constexpr long long kMaxSquareIndex = 1'000'000'000;

// A square as written: its column (0 for the file a) and its rank (1 the bottom row).
struct AlgebraicSquare {
  long long col = 0;
  long long rank = 0;
};

// Reads the whole of `text` as a square: letters (either case; output writes lower case),
// then the rank's digits. Returns "" and sets `square`, or what is wrong (a message
// without FILE:LINE: "'d' has no rank ..."). Linear in the text; no overflow: a file
// or rank above kMaxSquareIndex is refused.
std::string read_algebraic(std::string_view text, AlgebraicSquare& square);

// "'4d' is no square: ...": what a reader says of a token that is none.
std::string not_a_square(std::string_view text);

// Whether `c` starts a square (a letter): what a reader looks at to choose this grammar
// over `ROW,COL`.
inline bool starts_square(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The file of column `col` (0-based): "a", ..., "z", "aa", ...
void append_file(std::string& to, long long col);
std::string file_name(long long col);

// The square of (row, col) on a board of `rows` rows, "d4"; a row below 0 (a rank above
// the board, as read) writes that rank back.
void append_square(std::string& to, long long row, long long col, long long rows);
std::string square_name(long long row, long long col, long long rows);

// How squares are written (--coordinates): `3,4` (row, column from the top left, the
// default) or, algebraic, `d4` on a board of `rows` rows.
struct Coordinates {
  bool algebraic = false;
  long long rows = 0;
};
// "3,4" or "d4".
void append_cell(std::string& to, long long row, long long col, Coordinates how);

// The row of `rank` on a board of `rows` rows: below 0 when the rank is off the board.
inline long long row_of_rank(long long rank, long long rows) { return rows - rank; }

}  // namespace chessy
