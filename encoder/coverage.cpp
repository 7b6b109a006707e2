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
//
// Total domination (goal `t`): an occupied cell too must be attacked, by another
// piece. Ray literals and leapers never count the cell's own piece, but the line
// literal does (a piece alone on its line attacks nothing along it); so where the
// shortcut is taken, each cell keeps domination's clause (for when it is empty) and
// gets a second one, "occupied => attacked", in which a shortcut axis is two
// literals, "some piece further on the line" either way (the nearest one attacks
// the cell). Without a shortcut axis the one clause leaves the cell's occupancy out.
#include <utility>

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
  std::vector<int> line_of(board.cells(), 0), lits;
  for (const std::vector<int>& cells : board.lines(d)) {
    lits.clear();
    for (int c : cells) {
      if (all) lits.push_back(enc.occupied[c]);
      else
        for (int t : on_line) lits.push_back(enc.var(t, c));
    }
    const int any = or_of(sink, lits);
    for (int c : cells) line_of[c] = any;
  }
  return line_of;
}

// For each cell, a literal true only where some piece stands further along direction
// d (one direction, as rays.hpp's Justified: it implies a piece on the next cell or
// the next cell's literal); 0 where nothing lies further (the edge of the board). On a
// torus "further" goes round the cycle: some other piece on it, the same either way.
std::vector<int> pieces_beyond(const Board& board, const Encoding& enc, ClauseSink& sink, int d) {
  if (board.torus()) return others_on_lines(board, enc, sink, d);
  std::vector<int> beyond(board.cells(), 0);
  for (int last = 0; last < board.cells(); ++last) {
    if (board.next(last, kDirections[d]) >= 0) continue;  // not the last cell of its line
    for (int next = last, c = board.next(last, kDirections[d ^ 1]); c >= 0;
         next = c, c = board.next(c, kDirections[d ^ 1])) {
      if (!beyond[next]) {
        beyond[c] = enc.occupied[next];
        continue;
      }
      beyond[c] = sink.new_var();
      sink.add({-beyond[c], enc.occupied[next], beyond[next]});
    }
  }
  return beyond;
}

}  // namespace

void encode_coverage(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  const Board board(problem);
  const bool total = !covers_own_cell(problem.goal);
  // Literals per cell, each an alternative cover, by axis: a Line counts the cell's own
  // piece, a Ray does not, a Further (total domination) is for occupied cells only.
  enum class Use { Line, Ray, Further };
  std::vector<std::pair<Use, std::vector<int>>> covers;
  bool shortcut = false;
  for (int d = 0; d < 8; d += 2) {
    const std::vector<int> sliders = sliders_along(problem, d);
    // With independence a slider stands alone on its lines, so nothing blocks it either.
    if (!sliders.empty() && (all_slide_along(problem, d) || asks_independence(problem.goal))) {
      covers.emplace_back(Use::Line, line_literals(problem, board, enc, sink, d, sliders));
      shortcut = true;
      if (total)
        for (int e : {d, d ^ 1})
          if (e == d || !board.torus()) covers.emplace_back(Use::Further, pieces_beyond(board, enc, sink, e));
      continue;
    }
    for (int e : {d, d ^ 1}) {
      const std::vector<int> attackers = sliders_along(problem, e);
      if (!attackers.empty())
        covers.emplace_back(Use::Ray, ray_literals(board, enc, sink, e, attackers, RayUse::Justified));
    }
  }
  std::vector<int> clause;
  // The clause of cell c: `first` (0: none), the literals of `covers` but those of the
  // use `skip`, then the leapers on cells from which one leap lands on c.
  auto add_clause = [&](int c, int first, Use skip) {
    clause.clear();
    if (first) clause.push_back(first);
    for (const auto& [use, lits] : covers)
      if (use != skip && lits[c]) clause.push_back(lits[c]);
    for (int t = 0; t < enc.types; ++t)
      for (int from : board.leap_sources(problem.types[t], c)) clause.push_back(enc.var(t, from));
    sink.add_clause(clause);
  };
  const std::vector<char> blocked = problem.blocked_mask();
  for (int c = 0; c < enc.cells; ++c) {
    if (blocked[c]) continue;  // a hole needs no cover
    if (!total) {
      add_clause(c, enc.occupied[c], Use::Further);
    } else if (shortcut) {  // empty => attacked; occupied => attacked by another piece
      add_clause(c, enc.occupied[c], Use::Further);
      add_clause(c, -enc.occupied[c], Use::Line);
    } else {
      add_clause(c, 0, Use::Line);
    }
  }
}

}  // namespace chessy
