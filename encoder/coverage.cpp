// Domination (SPEC §3.3): every cell is occupied or attacked; rays are blocked by any
// piece, so sliding attacks go through justified ray variables.
#include "encoder/encoder.hpp"
#include "encoder/rays.hpp"

namespace chessy {

void encode_coverage(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  const Board board(problem.size);
  std::vector<std::vector<int>> rays;
  for (int d = 0; d < 8; ++d) {
    const std::vector<int> attackers = sliders_along(problem, d);
    if (!attackers.empty())
      rays.push_back(ray_literals(board, enc, sink, d, attackers, RayUse::Justified));
  }
  std::vector<int> clause;
  for (int c = 0; c < enc.cells; ++c) {
    clause.clear();
    if (enc.occupied[c]) clause.push_back(enc.occupied[c]);
    for (const std::vector<int>& ray : rays)
      if (ray[c]) clause.push_back(ray[c]);
    // Leapers on cells from which one leap lands on c.
    for (int t = 0; t < enc.types; ++t)
      for (Step s : leaps(problem.types[t]))
        if (int from = board.next(c, {-s.dr, -s.dc}); from >= 0) clause.push_back(enc.var(t, from));
    sink.add_clause(clause);
  }
}

}  // namespace chessy
