#include "model/board.hpp"

#include <algorithm>
#include <set>
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

namespace {
// The cells one leap of `piece` from `cell` reaches, forward or (`back`) backward: the
// leap sources of `cell`. On a plain board they are distinct and none is `cell`.
std::vector<int> leap_cells(const Board& board, PieceType piece, int cell, bool back) {
  std::vector<int> cells;
  for (Step s : leaps(piece)) {
    const int t = board.next(cell, back ? Step{-s.dr, -s.dc} : s);
    if (t >= 0 && t != cell && std::find(cells.begin(), cells.end(), t) == cells.end()) cells.push_back(t);
  }
  return cells;
}
}  // namespace

std::vector<int> Board::leap_targets(PieceType piece, int cell) const { return leap_cells(*this, piece, cell, false); }
std::vector<int> Board::leap_sources(PieceType piece, int cell) const { return leap_cells(*this, piece, cell, true); }

std::vector<int> Board::ray(int cell, int d) const {
  std::vector<int> cells;
  for (int c = next(cell, kDirections[d]); c >= 0 && c != cell; c = next(c, kDirections[d])) cells.push_back(c);
  return cells;
}

std::vector<std::vector<int>> Board::lines(int d) const {
  std::vector<std::vector<int>> all;
  std::vector<char> seen(static_cast<std::size_t>(cells()), 0);
  for (int start = 0; start < cells(); ++start) {
    // A line starts at its cell on the edge; a cycle at the first of its cells met.
    if (torus_ ? seen[start] != 0 : next(start, kDirections[d ^ 1]) >= 0) continue;
    std::vector<int> line{start};
    for (int c : ray(start, d)) line.push_back(c);
    for (int c : line) seen[c] = 1;
    all.push_back(std::move(line));
  }
  return all;
}

std::vector<SquareSymmetry> board_symmetries(const Board& board) {
  std::vector<SquareSymmetry> all;
  for (int bits = 0; bits < (board.rows() == board.cols() ? 8 : 4); ++bits)
    all.push_back({(bits & 4) != 0, (bits & 2) != 0, (bits & 1) != 0});
  return all;
}

std::vector<SquareSymmetry> torus_symmetries(const Board& board) {
  const std::vector<SquareSymmetry> square = board_symmetries(board);
  if (!board.torus()) return square;
  std::vector<SquareSymmetry> all;
  std::set<std::vector<int>> seen;  // the cell permutations met
  for (int dr = 0; dr < board.rows(); ++dr)
    for (int dc = 0; dc < board.cols(); ++dc)
      for (SquareSymmetry s : square) {
        s.shift_rows = dr;
        s.shift_cols = dc;
        std::vector<int> cells(static_cast<std::size_t>(board.cells()));
        for (int c = 0; c < board.cells(); ++c) cells[static_cast<std::size_t>(c)] = s.apply(board, c);
        if (seen.insert(std::move(cells)).second) all.push_back(s);
      }
  return all;
}

}  // namespace chessy
