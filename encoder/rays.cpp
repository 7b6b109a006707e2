#include "encoder/rays.hpp"

namespace chessy {

std::vector<int> sliders_along(const Problem& problem, int d, Colour colour) {
  std::vector<int> types;
  for (std::size_t t = 0; t < problem.types.size(); ++t) {
    PieceType p = problem.types[t];
    if (slides_along(p.kind, d) && (colour == Colour::None || p.colour == colour))
      types.push_back(static_cast<int>(t));
  }
  return types;
}

std::vector<int> ray_literals(const Board& board, const Encoding& enc, ClauseSink& sink,
                              int d, std::span<const int> attackers, RayUse use) {
  const Step step = kDirections[d];
  std::vector<int> ray(board.cells(), 0);
  for (int c = 0; c < board.cells(); ++c)
    if (board.next(c, step) >= 0) ray[c] = sink.new_var();

  std::vector<int> clause;
  for (int c = 0; c < board.cells(); ++c) {
    const int next = board.next(c, step);
    if (next < 0) continue;
    const int further = ray[next];  // 0 when next is on the edge
    if (use == RayUse::Forced) {
      for (int t : attackers) sink.add({-enc.var(t, next), ray[c]});
      if (further) sink.add({enc.occupied[next], -further, ray[c]});
      continue;
    }
    // Justified: ray[c] => some attacker on next, or (next empty and ray[next]).
    clause.assign({-ray[c]});
    for (int t : attackers) clause.push_back(enc.var(t, next));
    if (further) {
      clause.push_back(-enc.occupied[next]);
      sink.add_clause(clause);
      clause.back() = further;
    }
    sink.add_clause(clause);
  }
  return ray;
}

}  // namespace chessy
