// A brute-force referee for chessy-sat: SPEC §2-§5 (rules, fixed pieces, symmetry
// classes) and the board text of §7, written without any code from encoder/,
// backends/, enumerate/ or cli/. It tries every placement and checks each one
// directly against the rules, so it is slow but easy to trust; the differential
// tests judge the SAT path by it on small boards.
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
  int count = 0;  // exact number on the board, fixed ones included (§4)
};

// A piece that must stand on a given cell, as in the input line `q @ 0,3`.
struct FixedPiece {
  Piece piece;  // the kind of piece
  int row = 0;  // 0 = top printed line
  int col = 0;  // 0 = left
};

// A problem small enough to solve by trying every placement.
struct Problem {
  int m = 8;                       // the board is m×m
  bool domination = false;         // goal: domination (§3.3), else independence
  bool independent = false;        // with domination: no piece attacks another either
                                   // (independent domination, issue 16; colourless)
  bool coloured = false;           // every piece has a colour (independence only)
  std::vector<PieceCount> pieces;  // one entry per kind of piece, no repeats
  std::vector<FixedPiece> fixed;   // fixed pieces; they count toward `pieces`
  int open = -1;                   // index in `pieces` of the kind whose count is left
                                   // open (`?*X`, issue 16), -1 if none; solve() and
                                   // is_solution() still read its count
};

// A full board; cells[row * m + col].
struct Board {
  int m = 0;                 // the board is m×m
  std::vector<Piece> cells;  // Piece{} where empty

  Piece& at(int row, int col) { return cells[static_cast<size_t>(row * m + col)]; }
  const Piece& at(int row, int col) const {
    return cells[static_cast<size_t>(row * m + col)];
  }
};

// Cells (row * m + col) attacked by the piece standing on (row, col), §2.
std::vector<int> attacked_cells(const Board& board, int row, int col);

// Whether the board satisfies the goal of `problem` (§3), ignoring piece counts
// and fixed pieces.
bool goal_holds(const Problem& problem, const Board& board);

// Whether the board is a solution: exact counts, fixed pieces, goal (§3, §4).
bool is_solution(const Problem& problem, const Board& board);

// The board as printed (§7): one line per row, each ending in '\n'.
std::string board_text(const Board& board, bool coloured);

// Reads board_text back (coloured when rows are twice as long as the board is
// high); for tests that state boards as they are printed.
Board parse_board(const std::string& text);

// The image of `board` under symmetry g of the square (0..7: identity, rotations
// by 90, 180, 270 degrees clockwise, mirrors in the vertical axis, the horizontal
// axis, the main diagonal, the anti-diagonal), then the swap w<->b if asked.
Board transform(const Board& board, int g, bool swap_colours);

// What chessy-sat should print for a problem.
struct Result {
  long long fundamental = 0;    // number of classes (§5)
  long long total = 0;          // number of solutions
  std::string all;              // `--all`: class representatives, ascending
  std::string all_no_symmetry;  // `--all --no-symmetry`: every solution, ascending
};

// Solves `problem` by enumerating every placement.
Result solve(const Problem& problem);

// The problem in the input format of §6 (`d`, `i`, `size M`, piece lines, `?*X` for
// the open kind, `X @ r,c`).
std::string problem_text(const Problem& problem);

// The least or greatest count of the open kind with a solution (issue 16).
struct Optimum {
  bool complete = true;  // false: `affordable` refused a count before the answer was known
  int count = -1;        // the optimum count; -1 when no count has a solution (or incomplete)
  Result result;         // solve() at that count
};

// Solves `problem` (problem.open >= 0) for every count 0, 1, ..., m*m of the open
// kind (`maximum`: m*m, ..., 1, 0) until one has a solution. Feasibility need not be
// monotone in the count (fixed pieces, blocked rays, independent domination), so no
// count is skipped. `affordable`, if given, sees the problem at each count before it
// is solved and may refuse it (to keep tests fast): the result is then incomplete.
Optimum optimum(const Problem& problem, bool maximum,
                const std::function<bool(const Problem&)>& affordable = {});

}  // namespace referee
