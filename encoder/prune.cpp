#include "encoder/prune.hpp"

#include "model/board.hpp"

namespace chessy {

std::vector<char> impossible_placements(const Problem& problem) {
  const Board board(problem);
  const int cells = board.cells(), types = static_cast<int>(problem.types.size());
  std::vector<char> impossible(static_cast<std::size_t>(types) * cells, 0);
  auto close = [&](int t, int c) { impossible[static_cast<std::size_t>(t) * cells + c] = 1; };
  auto close_all = [&](int c) {
    for (int t = 0; t < types; ++t) close(t, c);
  };
  for (const BlockedCell& b : problem.blocked) close_all(board.cell(b.row, b.col));
  if (problem.coloured || !asks_independence(problem.goal)) return impossible;
  // Calls visit(c) for every cell on the rays from p along which `kind` slides.
  auto along_rays = [&](Kind kind, int p, auto visit) {
    for (int d = 0; d < 8; ++d)
      if (slides_along(kind, d))
        for (int c : board.ray(p, d)) visit(c);
  };

  for (const FixedPiece& f : problem.fixed) {
    const int p = board.cell(f.row, f.col);
    const PieceType fixed = problem.types[f.type];
    for (int t = 0; t < types; ++t)
      if (t != f.type) close(t, p);
    // What the fixed piece attacks holds no piece.
    along_rays(fixed.kind, p, close_all);
    for (int c : board.leap_targets(fixed, p)) close_all(c);
    // No piece may stand where it would attack the fixed piece.
    for (int t = 0; t < types; ++t) {
      along_rays(problem.types[t].kind, p, [&](int c) { close(t, c); });
      for (int c : board.leap_sources(problem.types[t], p)) close(t, c);
    }
  }
  return impossible;
}

}  // namespace chessy
