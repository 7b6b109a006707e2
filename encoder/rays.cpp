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

std::vector<int> others_on_lines(const Board& board, const Encoding& enc, ClauseSink& sink, int d) {
  std::vector<int> other(board.cells(), 0);
  for (const std::vector<int>& line : board.lines(d)) {
    const std::size_t n = line.size();
    if (n < 2) continue;
    // before[k]: some piece on line[0..k-1]; after[k]: some piece on line[k..n-1];
    // each true only where one is (0: the empty range).
    std::vector<int> before(n + 1, 0), after(n + 1, 0);
    for (std::size_t k = 1; k < n; ++k) {
      if (k == 1) {
        before[k] = enc.occupied[line[0]];
        continue;
      }
      before[k] = sink.new_var();
      sink.add({-before[k], before[k - 1], enc.occupied[line[k - 1]]});
    }
    for (std::size_t k = n - 1; k >= 1; --k) {
      if (k == n - 1) {
        after[k] = enc.occupied[line[k]];
        continue;
      }
      after[k] = sink.new_var();
      sink.add({-after[k], enc.occupied[line[k]], after[k + 1]});
    }
    for (std::size_t i = 0; i < n; ++i) {
      other[line[i]] = sink.new_var();
      std::vector<int> clause{-other[line[i]]};
      for (int lit : {before[i], after[i + 1]})
        if (lit) clause.push_back(lit);
      sink.add_clause(clause);
    }
  }
  return other;
}

namespace {

// The clauses that tie the ray literal `here` to the cell `next` it looks at first and
// to `further`, the literal of the ray from `next` on (0: nothing beyond), as the
// header says: ray = attacker(next) or (empty(next) and further), one way by `use`.
void ray_step(const Encoding& enc, ClauseSink& sink, std::span<const int> attackers, RayUse use, int here,
              int next, int further, std::vector<int>& clause) {
  if (use == RayUse::Forced) {
    for (int t : attackers) sink.add({-enc.var(t, next), here});
    if (further) sink.add({enc.occupied[next], -further, here});
    return;
  }
  // Justified: here => some attacker on next, or (next empty and further).
  clause.assign({-here});
  for (int t : attackers) clause.push_back(enc.var(t, next));
  if (further) {
    clause.push_back(-enc.occupied[next]);
    sink.add_clause(clause);
    clause.back() = further;
  }
  sink.add_clause(clause);
}

// ray_literals on a torus, where a line is a cycle x_0..x_{L-1}: the definition
// cell by cell would go round in circles (in Justified use an empty cycle could
// justify its rays by one another), so the chain runs along the cycle twice over,
// y_k = x_{k mod L} for k < 2L-1, ending there, and the ray of x_i is the chain's
// literal at y_i. It sees at most the whole cycle, its own cell last: in Forced use
// a victim's cell stops it (occupied, no attacker); in Justified use its own piece
// could justify it when nothing else is on the cycle, so there it also implies some
// other piece on the cycle (others_on_lines), which any real attacker is.
std::vector<int> torus_ray_literals(const Board& board, const Encoding& enc, ClauseSink& sink, int d,
                                    std::span<const int> attackers, RayUse use) {
  std::vector<int> ray(board.cells(), 0);
  const std::vector<int> other = use == RayUse::Justified ? others_on_lines(board, enc, sink, d) : std::vector<int>{};
  std::vector<int> clause;
  for (const std::vector<int>& line : board.lines(d)) {
    const std::size_t n = line.size();
    if (n < 2) continue;  // a cycle of one cell: the ray sees nothing
    auto y = [&](std::size_t k) { return line[k % n]; };
    std::vector<int> chain(2 * n - 1, 0);  // chain[2n-2] = 0: nothing beyond
    for (std::size_t k = 0; k + 1 < chain.size(); ++k) chain[k] = sink.new_var();
    for (std::size_t k = 0; k + 1 < chain.size(); ++k)
      ray_step(enc, sink, attackers, use, chain[k], y(k + 1), chain[k + 1], clause);
    for (std::size_t i = 0; i < n; ++i) {
      ray[line[i]] = chain[i];
      if (use == RayUse::Justified) sink.add({-chain[i], other[line[i]]});
    }
  }
  return ray;
}

}  // namespace

std::vector<int> ray_literals(const Board& board, const Encoding& enc, ClauseSink& sink,
                              int d, std::span<const int> attackers, RayUse use) {
  if (board.torus()) return torus_ray_literals(board, enc, sink, d, attackers, use);
  const Step step = kDirections[d];
  std::vector<int> ray(board.cells(), 0);
  for (int c = 0; c < board.cells(); ++c)
    if (board.next(c, step) >= 0) ray[c] = sink.new_var();

  std::vector<int> clause;
  for (int c = 0; c < board.cells(); ++c) {
    const int next = board.next(c, step);
    if (next < 0) continue;
    ray_step(enc, sink, attackers, use, ray[c], next, ray[next], clause);  // ray[next]: 0 on the edge
  }
  return ray;
}

}  // namespace chessy
