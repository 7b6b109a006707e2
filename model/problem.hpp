// The problem model: board shape, blocked cells, goal, piece list, fixed pieces (docs/rules.md).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/errors.hpp"

namespace chessy {

enum class Kind : std::uint8_t { Queen, Rook, Bishop, Knight, King, Pawn };
enum class Colour : std::uint8_t { None, White, Black };
// IndependentDomination asks for both: the pieces cover the board and, colourless,
// attack no other piece (input `d` and `i`; issue 16). TotalDomination is domination
// in which every piece is attacked by another piece too (input `d` and `t`; issue 25).
enum class Goal : std::uint8_t { Independence, Domination, IndependentDomination, TotalDomination };

// What a goal asks for: no forbidden attack, and every cell occupied or attacked.
inline bool asks_independence(Goal goal) { return goal == Goal::Independence || goal == Goal::IndependentDomination; }
inline bool asks_domination(Goal goal) { return goal != Goal::Independence; }
// Whether, in domination, a piece covers its own cell: not in total domination, where
// every cell, occupied or not, must be attacked (docs/rules.md).
inline bool covers_own_cell(Goal goal) { return goal != Goal::TotalDomination; }

// One kind of piece as the problem names it; equal pieces are indistinguishable.
struct PieceType {
  Kind kind;
  Colour colour;
  friend bool operator==(const PieceType&, const PieceType&) = default;
};

// "independence", "domination", "independent domination", "total domination": the JSON
// format's words.
const char* goal_name(Goal goal);
inline constexpr Goal kGoals[] = {Goal::Independence, Goal::Domination, Goal::IndependentDomination,
                                  Goal::TotalDomination};

char kind_letter(Kind kind);    // 'Q', 'R', 'B', 'N', 'K', 'P'
// The piece a letter names, in either case (q r b n k p), or nothing.
std::optional<Kind> kind_of_letter(char letter);
char colour_letter(Colour c);   // 'w', 'b' ('\0' for None)
Colour swapped(Colour c);       // White <-> Black, None stays

// A piece fixed on a cell before solving (completion problems, docs/rules.md "Fixed pieces").
struct FixedPiece {
  int type;  // index into Problem::types
  int row, col;
  int line;  // source line, for messages
};

// A cell where no piece may stand (`x @ r,c`): a hole in the board, which needs no
// cover and which rays pass over (issue 17).
struct BlockedCell {
  int row, col;
  int line;  // source line, for messages (0 where the format has none)
};

// Boards have 1..kMaxBoardSize rows and columns (docs/rules.md "The board"); the
// problems of the huge-board engine (huge_board_problem below) go up to kMaxHugeSide
// (docs/rules.md "Huge boards").
inline constexpr int kMaxBoardSize = 1000;
inline constexpr int kMaxHugeSide = 10'000'000;

struct Problem {
  std::string name;             // file name as given, for messages
  int rows = 8, cols = 8;       // the board is rows x cols; cell = row * cols + col
  bool size_given = false;      // a size line, JSON "size" or --size; else 8x8 by default
  bool torus = false;           // every ray and step wraps around the edges (`torus`,
                                // JSON "torus", --torus; docs/rules.md "Tori")
  bool translations = false;    // a torus's classes under its whole group, translations
                                // too (`translations`, JSON "translations", --translations;
                                // docs/symmetry.md "The torus's whole group")
  std::vector<BlockedCell> blocked;  // sorted by cell, each once
  Goal goal = Goal::Independence;
  bool coloured = false;        // every piece has a colour (never a mix)
  std::vector<PieceType> types; // distinct piece types, in a fixed order
  std::vector<int> counts;      // counts[t]: how many of types[t], fixed included
  std::vector<FixedPiece> fixed;
  int open = -1;                // the type whose count is open ('?*q'; -1: none): its
                                // counts[] entry is its fixed pieces, the least it can be
  std::string open_at;          // where the '?' stands, for messages ("p.txt:3")
  std::string size_at;          // where the board's size was given, for messages ("p.txt:1";
                                // the file's name for --size or the 8x8 default)
  // Region puzzles (docs/rules.md "Region puzzles"): K stars in every row, column and
  // region, no two touching; for every other part of the tool K*N colourless kings of
  // independence (types {King}, counts {K*N}) plus these lines. region[cell] indexes
  // region_letters; both empty when the problem is not one.
  std::vector<int> region;      // rows*cols entries, or empty
  std::string region_letters;   // each region's character, by index (first-seen order)
  int stars = 0;                // K; 0: not a region puzzle
  bool region_puzzle() const { return stars > 0; }
  // The grid as the input wrote it, one string a row (empty when not a region puzzle).
  std::vector<std::string> region_rows() const;

  // Boards up to kMaxBoardSize a side only: above, rows * cols overflows an int (a huge
  // board has no per-cell data: docs/rules.md "Huge boards").
  int cells() const { return rows * cols; }
  // A side above kMaxBoardSize: only the huge-board engine solves it, one solution.
  bool huge() const { return rows > kMaxBoardSize || cols > kMaxBoardSize; }
  bool square() const { return rows == cols; }
  // blocked_mask()[cell]: 1 where the cell is blocked.
  std::vector<char> blocked_mask() const;
  bool is_blocked(int row, int col) const;  // a binary search: no board-sized mask
  // Cells no piece is kept from: the board's less the blocked ones.
  long long free_cells() const {
    return static_cast<long long>(rows) * cols - static_cast<long long>(blocked.size());
  }
  int type_index(PieceType p) const;  // -1 when the problem has no such piece
  long long total_pieces() const;
  // The one piece type with pieces (the first type when none has any), or -1 when
  // more have: the engines for one kind of piece ask it.
  int only_type() const;
  // This problem with the open type's count set to `count` (and no longer open).
  Problem with_count(int count) const;
};

// The problems a board above kMaxBoardSize may hold: colourless independence of queens
// alone or of rooks alone, every count given, not on a torus (docs/rules.md "Huge
// boards"). Looks at no cell. The engine (enumerate/huge/huge_board.hpp) takes these.
bool huge_board_problem(const Problem& problem);

// Region grids are at most this many columns: one character a region, ASCII letters
// and digits (docs/rules.md "Region puzzles").
inline constexpr int kMaxRegionSide = 62;
inline bool is_region_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
// What is wrong with a row of a region grid on its own (empty, or a character that
// names no region), or "" when nothing: the text and JSON readers and the API's
// Problem::region_puzzle say it alike.
std::string region_row_fault(std::string_view row);
// "board size 2000 is out of range 1..1000 (up to 10000000 for queens or rooks
// independence, one solution)": the one message of a side out of range.
std::string board_size_out_of_range(long long side);

}  // namespace chessy
