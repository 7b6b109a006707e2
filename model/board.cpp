#include "model/board.hpp"

#include <utility>

namespace chessy {

namespace {
constexpr Step kKnight[8] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1},
                             {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
constexpr Step kKing[8] = {{0, 1},  {0, -1}, {1, 0},  {-1, 0},
                           {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kWhitePawn[2] = {{1, -1}, {1, 1}};
constexpr Step kBlackPawn[2] = {{-1, -1}, {-1, 1}};
}  // namespace

bool slides_along(Kind kind, int d) {
  bool straight = d < 4;
  switch (kind) {
    case Kind::Queen: return true;
    case Kind::Rook: return straight;
    case Kind::Bishop: return !straight;
    default: return false;
  }
}

bool is_slider(Kind kind) {
  return kind == Kind::Queen || kind == Kind::Rook || kind == Kind::Bishop;
}

std::span<const Step> leaps(PieceType piece) {
  switch (piece.kind) {
    case Kind::Knight: return kKnight;
    case Kind::King: return kKing;
    case Kind::Pawn:
      return piece.colour == Colour::Black ? std::span<const Step>(kBlackPawn)
                                           : std::span<const Step>(kWhitePawn);
    default: return {};
  }
}

std::vector<int> Board::leap_targets(PieceType piece, int cell) const {
  std::vector<int> targets;
  for (Step s : leaps(piece)) {
    int t = next(cell, s);
    if (t >= 0) targets.push_back(t);
  }
  return targets;
}

std::vector<SquareSymmetry> board_symmetries(const Board& board) {
  std::vector<SquareSymmetry> all;
  for (int bits = 0; bits < (board.rows() == board.cols() ? 8 : 4); ++bits)
    all.push_back({(bits & 4) != 0, (bits & 2) != 0, (bits & 1) != 0});
  return all;
}

}  // namespace chessy
