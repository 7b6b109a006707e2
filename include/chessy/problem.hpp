// A chess placement problem of the public API (include/chessy/chessy.hpp solves it):
// read from the text or the JSON format, or built in code, and read back through its
// getters. The formats and their messages are the command line's (docs/manual.md).
#pragma once
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chessy/errors.hpp"

namespace chessy {
struct Problem;  // the model inside the library
}

namespace chessy::api {

enum class Piece : char { Queen = 'Q', Rook = 'R', Bishop = 'B', Knight = 'N', King = 'K', Pawn = 'P' };
enum class Colour : char { None = '-', White = 'w', Black = 'b' };
// Independence: no piece attacks another (with colours, only white <-> black attacks
// count). Domination: every free cell is occupied or attacked. Independent domination:
// both, the attacks colourless. Total domination: every free cell is attacked, occupied
// or not (so every piece by another piece).
enum class Goal { Independence, Domination, IndependentDomination, TotalDomination };

// One piece on the board; row 0 is the top printed line, col 0 the left column.
struct Placement {
  Piece piece;
  Colour colour;
  int row, col;
  friend bool operator==(const Placement&, const Placement&) = default;
};

// A piece type of a problem and how many of it a solution places, fixed ones included.
struct PieceCount {
  Piece piece;
  Colour colour;
  int count;          // an open count: its fixed pieces, the least it can be
  bool open = false;  // `?*X` (add_open): minimum()/maximum() find the count
  friend bool operator==(const PieceCount&, const PieceCount&) = default;
};

// The piece type whose count is open, and where the '?' stands in the problem's source,
// as its messages start: "p.txt:3", "p.json: pieces[1]", "<built>:2".
struct OpenCount {
  Piece piece;
  Colour colour;
  int least;  // its fixed pieces
  std::string where;
  friend bool operator==(const OpenCount&, const OpenCount&) = default;
};

// A cell of the board, as Placement counts rows and columns.
struct Cell {
  int row, col;
  friend bool operator==(const Cell&, const Cell&) = default;
};

// A problem: board, goal, pieces, fixed pieces, blocked cells. Cheap to copy.
class Problem {
 public:
  // The text or the JSON format, told apart by looks. `name` starts every message
  // about it: "NAME:LINE: what is wrong".
  static Problem parse(std::string_view text, const std::string& name = "<problem>");
  // The same from a file (at most 64 MiB).
  static Problem read(const std::string& path);
  // The same, stopped by `stop` (from another thread): Interrupted when it becomes true
  // before the file has come whole (a FIFO without a writer waits for one).
  static Problem read(const std::string& path, const std::atomic<bool>& stop);

  // Built in code: a rows x cols board, independence, no pieces yet. Each call below
  // adds a line to the problem's text (text()) and is checked as the text format
  // checks that line, from the first piece on: InputError "<built>:LINE: ...", the
  // problem left as it was. A line that cannot be wrong (a free cell on the board, a
  // type of the piece list within its count, pieces that fit) is checked in constant
  // time: building takes linear time (issue 41).
  explicit Problem(int rows = 8, int cols = 8);
  Problem& goal(Goal goal);
  Problem& add(Piece piece, int count, Colour colour = Colour::None);
  Problem& add_open(Piece piece, Colour colour = Colour::None);  // `?*X`: for minimum/maximum
  Problem& fix(Piece piece, int row, int col, Colour colour = Colour::None);
  Problem& block(int row, int col);
  // true: the board is a torus, every ray and step wraps around its edges (the line
  // `torus`; a second true is refused as a second line is); false: a plain board, as
  // built (InputError when it is a torus already).
  Problem& torus(bool on);
  // A region puzzle (docs/rules.md "Region puzzles"): `rows`, one string a row and one
  // letter or digit a cell, the grid of regions; `stars` in every row, column and
  // region, no two touching. Checked as the text format checks `regions` and `stars K`.
  // fix(Piece::King, ...) fixes a star, block() marks a cell empty; a solution's stars
  // are Placements of Piece::King.
  static Problem region_puzzle(std::vector<std::string> rows, int stars);

  // What the problem is, whichever way it came. A board built in code with no piece
  // yet has only its size: the others throw InputError "no pieces to place", as text().
  int rows() const;
  int cols() const;
  Goal goal() const;
  bool torus() const;  // whether the board is a torus (docs/rules.md "Tori")
  std::vector<PieceCount> pieces() const;  // each type once: Q R B N K P, white before black
  std::vector<Placement> fixed() const;    // the fixed pieces, by row, then column
  std::vector<Cell> blocked() const;       // the blocked cells, by row, then column
  std::optional<OpenCount> open() const;   // the open count, if any
  // A region puzzle's grid, one string a row (empty when the problem is none), and its
  // stars a row, column and region (0 when none).
  std::vector<std::string> regions() const;
  int stars() const;
  // The name its messages start with: parse()'s `name`, read()'s path, "<built>".
  const std::string& name() const;
  // The problem in the text format (what `chessy-sat` reads back to the same problem).
  std::string text() const;
  // This problem with the open count set to `count` (InputError when none is open).
  Problem with_count(int count) const;

 private:
  // The model the layers below solve, for this repository's layers (api/model_of.hpp).
  friend const chessy::Problem& model_of(const Problem& problem);
  explicit Problem(std::shared_ptr<const chessy::Problem> model);
  // Built in code (api/problem.cpp): the text so far, one line per call, what checks the
  // next line in constant time, and the model, parsed once asked for. Shared by copies
  // until one of them is extended.
  struct Built;
  struct Step;  // one call's line
  void extend(const Step& step);
  std::shared_ptr<const chessy::Problem> model_;  // parsed; null for one built in code
  std::shared_ptr<Built> built_;                  // built in code; null for one parsed
  int rows_, cols_;
};

}  // namespace chessy::api
