// Board geometry: cells, how each piece moves, and the 8 symmetries of the square.
#pragma once
#include <span>
#include <vector>

#include "encoder/problem.hpp"

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
// Pawns: white attacks one row down, black one row up (SPEC §2).
std::span<const Step> leaps(PieceType piece);

class Board {
 public:
  explicit Board(int size) : m_(size) {}
  int size() const { return m_; }
  int cells() const { return m_ * m_; }
  int cell(int row, int col) const { return row * m_ + col; }
  int row(int cell) const { return cell / m_; }
  int col(int cell) const { return cell % m_; }
  bool on_board(int row, int col) const {
    return row >= 0 && row < m_ && col >= 0 && col < m_;
  }
  // The cell one step from `cell` in `step`, or -1 off the board.
  int next(int cell, Step step) const {
    int r = row(cell) + step.dr, c = col(cell) + step.dc;
    return on_board(r, c) ? this->cell(r, c) : -1;
  }
  // Cells a piece of `piece` on `cell` attacks by leaping (knight, king, pawn).
  std::vector<int> leap_targets(PieceType piece, int cell) const;

 private:
  int m_;
};

// One of the 8 symmetries of the square: transpose, then flip rows and/or columns.
struct SquareSymmetry {
  bool transpose, flip_rows, flip_cols;
  bool is_identity() const { return !transpose && !flip_rows && !flip_cols; }
  int apply(const Board& board, int cell) const {
    int r = board.row(cell), c = board.col(cell);
    if (transpose) std::swap(r, c);
    int last = board.size() - 1;
    return board.cell(flip_rows ? last - r : r, flip_cols ? last - c : c);
  }
};

// All 8, identity first.
std::vector<SquareSymmetry> square_symmetries();

}  // namespace chessy
