// Board geometry: cells, how each piece moves, and the symmetries of the board (8 of
// the square, 4 of a rectangle).
#pragma once
#include <span>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

struct Step {
  int dr, dc;
};

// The 8 ray directions; index d and d^1 are opposite, so a ray seen from a cell in
// direction d is attacked by sliders standing on it that move in direction d^1.
inline constexpr Step kDirections[8] = {{0, 1},  {0, -1},  {1, 0},  {-1, 0},
                                        {1, 1},  {-1, -1}, {1, -1}, {-1, 1}};

// True when a slider of this kind moves (and attacks) along direction d.
bool slides_along(Kind kind, int d);
bool is_slider(Kind kind);

// The single-step attacks of knights, kings and pawns (empty for sliders).
// Pawns: white attacks one row down, black one row up (docs/rules.md "Pieces and attacks").
std::span<const Step> leaps(PieceType piece);

// A rows x cols board; cells are numbered row * cols + col. Blocked cells are on the
// board (rays pass over them): the problem's parts keep pieces off them. On a torus
// (docs/rules.md "Tori") every step wraps around the edges: a ray goes on until it
// would come back to its own cell, and a line is a cycle.
class Board {
 public:
  Board(int rows, int cols, bool torus = false) : rows_(rows), cols_(cols), torus_(torus) {}
  explicit Board(const Problem& problem) : Board(problem.rows, problem.cols, problem.torus) {}
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  bool torus() const { return torus_; }
  int cells() const { return rows_ * cols_; }
  int cell(int row, int col) const { return row * cols_ + col; }
  int row(int cell) const { return cell / cols_; }
  int col(int cell) const { return cell % cols_; }
  bool on_board(int row, int col) const {
    return row >= 0 && row < rows_ && col >= 0 && col < cols_;
  }
  // The cell at (row, col), which may lie past an edge: on a torus taken modulo the
  // sides, else -1 off the board.
  int at(int row, int col) const {
    if (torus_) return cell(wrap(row, rows_), wrap(col, cols_));
    return on_board(row, col) ? cell(row, col) : -1;
  }
  // The cell one step from `cell` in `step`, or -1 off the board (never on a torus).
  int next(int cell, Step step) const { return at(row(cell) + step.dr, col(cell) + step.dc); }
  // The cells a slider on `cell` looks at along direction d, nearest first: up to the
  // edge, or on a torus up to the cell before `cell` itself.
  std::vector<int> ray(int cell, int d) const;
  // Every line along direction d once, each in the order of d: on a plain board from
  // its cell on the edge, lines by that cell ascending; on a torus each cycle from its
  // least cell, cycles by that cell ascending.
  std::vector<std::vector<int>> lines(int d) const;
  // Cells a piece of `piece` on `cell` attacks by leaping (knight, king, pawn): each
  // once, and never `cell` itself (a step on a small torus can come back to it).
  std::vector<int> leap_targets(PieceType piece, int cell) const;
  // Cells from which a piece of `piece` attacks `cell` by leaping, the same way.
  std::vector<int> leap_sources(PieceType piece, int cell) const;

 private:
  static int wrap(int x, int side) { return ((x % side) + side) % side; }
  int rows_, cols_;
  bool torus_;
};

// One of the 8 symmetries of the square: transpose, then flip rows and/or columns. A
// rectangle that is not square keeps the 4 without a transpose. On a torus, then a
// translation: every cell moved down shift_rows and right shift_cols, round the edges
// (docs/symmetry.md "The torus's whole group"); 0 on any other board.
struct SquareSymmetry {
  bool transpose, flip_rows, flip_cols;
  int shift_rows = 0, shift_cols = 0;
  bool is_identity() const { return !transpose && !flip_rows && !flip_cols && !shift_rows && !shift_cols; }
  int apply(const Board& board, int cell) const {
    int r = board.row(cell), c = board.col(cell);
    if (transpose) std::swap(r, c);  // square boards only
    r = flip_rows ? board.rows() - 1 - r : r;
    c = flip_cols ? board.cols() - 1 - c : c;
    return board.cell((r + shift_rows) % board.rows(), (c + shift_cols) % board.cols());
  }
  friend bool operator==(const SquareSymmetry&, const SquareSymmetry&) = default;
};

// The board's symmetries, identity first: all 8 on a square, else the 4 without a
// transpose (identity, flip cols, flip rows, half turn).
std::vector<SquareSymmetry> board_symmetries(const Board& board);

// On a torus, the whole group: each of board_symmetries followed by each of the
// rows x cols translations, identity first, each permutation of the cells once (on a
// 1x1 or 2x2 torus several maps move the cells alike). On any other board,
// board_symmetries.
std::vector<SquareSymmetry> torus_symmetries(const Board& board);

}  // namespace chessy
