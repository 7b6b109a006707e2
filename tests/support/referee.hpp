// A brute-force referee for chessy-sat: the rules and fixed pieces of docs/rules.md,
// the classes of docs/symmetry.md and the board text of docs/output.md, written
// without any code from encoder/, backends/, enumerate/ or cli/. It tries every
// placement and checks each one directly against the rules, so it is slow but easy
// to trust; the differential tests judge the SAT path by it on small boards.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace referee {

// One piece, or an empty cell when type == 0.
struct Piece {
  char type = 0;    // 'Q', 'R', 'B', 'N', 'K' or 'P'; 0 = no piece
  char colour = 0;  // 'w' or 'b' in coloured problems, 0 in colourless ones
  bool operator==(const Piece&) const = default;
};

// "count pieces of this kind", as in the input line `2*r w`.
struct PieceCount {
  Piece piece;    // the kind of piece
  int count = 0;  // exact number on the board, fixed ones included (docs/rules.md)
};

// A piece that must stand on a given cell, as in the input line `q @ 0,3`.
struct FixedPiece {
  Piece piece;  // the kind of piece
  int row = 0;  // 0 = top printed line
  int col = 0;  // 0 = left
};

// One more `piece` in `pieces`: its entry's count raised, or a new entry of 1.
void add_piece(std::vector<PieceCount>& pieces, const Piece& piece);

// A cell of the board.
struct Cell {
  int row = 0;  // 0 = top printed line
  int col = 0;  // 0 = left
  bool operator==(const Cell&) const = default;
};

// A problem small enough to solve by trying every placement.
struct Problem {
  int rows = 8;                    // the board is rows×cols (issue 17)
  int cols = 8;
  std::vector<Cell> blocked;       // cells that hold no piece and need no cover; rays
                                   // pass over them (a hole, not a wall)
  bool domination = false;         // goal: domination (docs/rules.md), else independence
  bool independent = false;        // with domination: no piece attacks another either
                                   // (independent domination, issue 16; colourless)
  bool total = false;              // with domination: every piece is attacked by another
                                   // too (total domination, issue 25; colourless; never
                                   // with `independent`)
  bool coloured = false;           // every piece has a colour (independence only)
  std::vector<PieceCount> pieces;  // one entry per kind of piece, no repeats
  std::vector<FixedPiece> fixed;   // fixed pieces; they count toward `pieces`
  int open = -1;                   // index in `pieces` of the kind whose count is left
                                   // open (`?*X`, issue 16), -1 if none; solve() and
                                   // is_solution() still read its count
  bool torus = false;              // every ray and step wraps around the edges (`torus`,
                                   // issue 24); the symmetries stay the board's
  bool translations = false;       // with `torus`: classes under the torus's whole group,
                                   // the board's symmetries times its translations
                                   // (`translations`, issue 38; motions())
};

// A full board; cells[row * cols + col].
struct Board {
  int rows = 0;               // the board is rows×cols
  int cols = 0;
  std::vector<Piece> cells;   // Piece{} where empty or blocked
  std::vector<bool> blocked;  // blocked[row * cols + col]: a hole, printed `x`
  bool torus = false;         // rays and steps wrap around the edges (issue 24)

  Piece& at(int row, int col) { return cells[static_cast<size_t>(row * cols + col)]; }
  const Piece& at(int row, int col) const {
    return cells[static_cast<size_t>(row * cols + col)];
  }
  bool blocked_at(int row, int col) const {
    return blocked[static_cast<size_t>(row * cols + col)];
  }
};

// The empty board of `problem`, its blocked cells marked (those off the board are
// left out: the CLI refuses them, and is_solution() then fails every board).
Board empty_board(const Problem& problem);

// Cells (row * cols + col) attacked by the piece standing on (row, col), docs/rules.md. Rays
// pass over blocked cells; a blocked cell is never listed (no piece stands there,
// none need cover it). On a torus every ray and step wraps around the edges, a ray
// going on until it comes back to (row, col); the piece's own cell is never listed,
// nor any cell twice (on a small torus two rays or steps may reach the same cell).
std::vector<int> attacked_cells(const Board& board, int row, int col);

// Whether the board satisfies the goal of `problem` (docs/rules.md), ignoring piece counts
// and fixed pieces.
bool goal_holds(const Problem& problem, const Board& board);

// Whether the board is a solution: the problem's shape and blocked cells (empty),
// exact counts, fixed pieces, goal (docs/rules.md).
bool is_solution(const Problem& problem, const Board& board);

// The board as printed (docs/output.md): one line per row, each ending in '\n'; a blocked
// cell is `x` (`x ` coloured).
std::string board_text(const Board& board, bool coloured);

// Reads board_text back, any rows×cols, `x` as blocked; for tests that state
// boards as they are printed. Coloured when the second character of the first
// line is ' ', 'w' or 'b' (in a colourless line it is '-', 'x' or a piece). Rows
// of unequal length give the empty 0×0 board, which is no solution of anything.
Board parse_board(const std::string& text);

// The image of `board` under g (0..7: identity, rotations by 90, 180, 270 degrees
// clockwise, mirrors in the vertical axis (flip cols), the horizontal axis (flip
// rows), the main diagonal, the anti-diagonal), blocked cells moved along, then the
// swap w<->b if asked. g = 1, 3, 6, 7 turn a rows×cols board into a cols×rows one,
// so on a rectangle only 0, 2, 4, 5 can be symmetries.
Board transform(const Board& board, int g, bool swap_colours);

// The g (ascending) that are symmetries of the problem's board: the image of its
// empty board, holes included, is that board again. All 8 on a square without
// holes; 0, 2, 4, 5 on a rectangle without; those that map the blocked set onto
// itself otherwise (issue 17). solve() takes its classes under these alone.
std::vector<int> symmetries(const Problem& problem);

// One map of a board: the rotation or reflection g of transform(), then the translation
// (r, c) -> ((r + shift_rows) mod R, (c + shift_cols) mod C) of the board it gives, R×C
// (issue 38). Only a torus has shifts other than 0.
struct Motion {
  int g = 0;
  int shift_rows = 0;
  int shift_cols = 0;
  bool operator==(const Motion&) const = default;
};

// `board` translated: the piece and hole of (r, c) go to ((r + shift_rows) mod rows,
// (c + shift_cols) mod cols); shifts may be negative or past the sides.
Board translate(const Board& board, int shift_rows, int shift_cols);

// The image of `board` under `m`: transform(board, m.g, swap_colours), then translated.
Board move(const Board& board, const Motion& m, bool swap_colours);

// The group solve() takes its classes under. Without `translations`: symmetries(), each
// with no shift. With it (a torus): every g of 0..7 that keeps the board's shape (all 8 on
// a square, 0, 2, 4, 5 on a rectangle) times every one of the rows*cols translations, in
// that order, kept when the image of the empty board, holes included, is that board again.
// Written from the definition alone, not from model/canonical.cpp; on boards of side 1
// or 2 several motions move the cells alike, and all are listed (a group still: each
// permutation as often as any other).
std::vector<Motion> motions(const Problem& problem);

// What chessy-sat should print for a problem.
struct Result {
  long long fundamental = 0;    // number of classes (docs/symmetry.md)
  long long total = 0;          // number of solutions
  std::string all;              // `--all`: class representatives, ascending
  std::string all_no_symmetry;  // `--all --no-symmetry`: every solution, ascending
};

// Solves `problem` by enumerating every placement.
Result solve(const Problem& problem);

// The problem in the input format of docs/input.md (`d`, `i`, `t`, `torus`, `translations`, `size M` when square else
// `size R C`, piece lines, `?*X` for the open kind, `X @ r,c`, `x @ r,c`).
std::string problem_text(const Problem& problem);

// The least or greatest count of the open kind with a solution (issue 16).
struct Optimum {
  bool complete = true;  // false: `affordable` refused a count before the answer was known
  int count = -1;        // the optimum count; -1 when no count has a solution (or incomplete)
  Result result;         // solve() at that count
};

// Solves `problem` (problem.open >= 0) for every count 0, 1, ..., rows*cols of the
// open kind (`maximum`: rows*cols, ..., 1, 0) until one has a solution. Feasibility need not be
// monotone in the count (fixed pieces, blocked rays, independent or total domination), so no
// count is skipped. `affordable`, if given, sees the problem at each count before it
// is solved and may refuse it (to keep tests fast): the result is then incomplete.
Optimum optimum(const Problem& problem, bool maximum,
                const std::function<bool(const Problem&)>& affordable = {});

}  // namespace referee
