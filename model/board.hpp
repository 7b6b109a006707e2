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
// board (rays pass over them): the problem's parts keep pieces off them.
class Board {
 public:
  Board(int rows, int cols) : rows_(rows), cols_(cols) {}
  explicit Board(const Problem& problem) : Board(problem.rows, problem.cols) {}
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int cells() const { return rows_ * cols_; }
  int cell(int row, int col) const { return row * cols_ + col; }
  int row(int cell) const { return cell / cols_; }
  int col(int cell) const { return cell % cols_; }
  bool on_board(int row, int col) const {
    return row >= 0 && row < rows_ && col >= 0 && col < cols_;
  }
  // The cell one step from `cell` in `step`, or -1 off the board.
  int next(int cell, Step step) const {
    int r = row(cell) + step.dr, c = col(cell) + step.dc;
    return on_board(r, c) ? this->cell(r, c) : -1;
  }
  // Cells a piece of `piece` on `cell` attacks by leaping (knight, king, pawn).
  std::vector<int> leap_targets(PieceType piece, int cell) const;

 private:
  int rows_, cols_;
};

// One of the 8 symmetries of the square: transpose, then flip rows and/or columns. A
// rectangle that is not square keeps the 4 without a transpose.
struct SquareSymmetry {
  bool transpose, flip_rows, flip_cols;
  bool is_identity() const { return !transpose && !flip_rows && !flip_cols; }
  int apply(const Board& board, int cell) const {
    int r = board.row(cell), c = board.col(cell);
    if (transpose) std::swap(r, c);  // square boards only
    return board.cell(flip_rows ? board.rows() - 1 - r : r, flip_cols ? board.cols() - 1 - c : c);
  }
};

// The board's symmetries, identity first: all 8 on a square, else the 4 without a
// transpose (identity, flip cols, flip rows, half turn).
std::vector<SquareSymmetry> board_symmetries(const Board& board);

}  // namespace chessy
