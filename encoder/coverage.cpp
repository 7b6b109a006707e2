// Domination (docs/rules.md, "The problems"): every cell but the blocked ones is
// occupied or attacked; rays are blocked by any piece (not by a blocked cell, a hole
// they pass over), so sliding attacks go through justified ray variables.
//
// Along an axis on which every piece of the problem slides (all four for queens only,
// rows and columns for rooks and queens), the first piece seen either way is always an
// attacker, so a cell is attacked along it exactly when its line holds another piece.
// One "some piece on this line" literal then stands for the two rays of every cell of
// the line: 2m-1 or m literals instead of 2m^2, and the coverage clause of a cell has
// one literal per such axis (5 queens dominating 8x8: docs/benchmarks.md).
//
// Independent domination (goal `i`) needs no rays at all: there a slider is the only
// piece on each of its lines (attacks.cpp), so it reaches every cell of them, and a
// cell is attacked along an axis exactly when its line holds a slider along that
// axis (if that slider stands on the cell itself, the cell is occupied anyway).
#include "encoder/cardinality.hpp"
#include "encoder/encoder.hpp"
#include "encoder/rays.hpp"

namespace chessy {

namespace {

// Whether every piece of the problem slides along direction d (and so back along d ^ 1).
bool all_slide_along(const Problem& problem, int d) {
  for (std::size_t t = 0; t < problem.types.size(); ++t)
    if ((problem.counts[t] > 0 || static_cast<int>(t) == problem.open) && !slides_along(problem.types[t].kind, d)) return false;
  return true;
}

// For each cell, the literal "some piece of the types `on_line` on the line through it
// along direction d"; where every piece slides along d, "some piece on the line".
std::vector<int> line_literals(const Problem& problem, const Board& board, const Encoding& enc,
                               ClauseSink& sink, int d, std::span<const int> on_line) {
  const bool all = on_line.size() == problem.types.size();
  std::vector<int> line_of(board.cells(), 0), cells, lits;
  for (int start = 0; start < board.cells(); ++start) {
    if (board.next(start, kDirections[d ^ 1]) >= 0) continue;  // not the first cell of its line
    cells.clear();
    lits.clear();
    for (int c = start; c >= 0; c = board.next(c, kDirections[d])) {
      cells.push_back(c);
      if (all) lits.push_back(enc.occupied[c]);
      else
        for (int t : on_line) lits.push_back(enc.var(t, c));
    }
    const int any = or_of(sink, lits);
    for (int c : cells) line_of[c] = any;
  }
  return line_of;
}

}  // namespace

void encode_coverage(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  const Board board(problem);
  std::vector<std::vector<int>> rays;  // literals per cell, each an alternative cover
  for (int d = 0; d < 8; d += 2) {
    const std::vector<int> sliders = sliders_along(problem, d);
    // With independence a slider stands alone on its lines, so nothing blocks it either.
    if (!sliders.empty() && (all_slide_along(problem, d) || asks_independence(problem.goal))) {
      rays.push_back(line_literals(problem, board, enc, sink, d, sliders));
      continue;
    }
    for (int e : {d, d ^ 1}) {
      const std::vector<int> attackers = sliders_along(problem, e);
      if (!attackers.empty())
        rays.push_back(ray_literals(board, enc, sink, e, attackers, RayUse::Justified));
    }
  }
  std::vector<int> clause;
  const std::vector<char> blocked = problem.blocked_mask();
  for (int c = 0; c < enc.cells; ++c) {
    if (blocked[c]) continue;  // a hole needs no cover
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
