// Independence (docs/rules.md, "The problems"): no piece attacks a piece it may not attack.
#include "encoder/cardinality.hpp"
#include "encoder/encoder.hpp"
#include "encoder/rays.hpp"

namespace chessy {

namespace {

// Leapers: a knight, king or pawn on c excludes every victim on the cells it attacks.
// `victim(cell)` is the literal of a piece it may not attack there (0: none can be).
template <typename Victim>
void leaper_clauses(const Problem& problem, const Encoding& enc, ClauseSink& sink,
                    Colour colour, Victim victim) {
  const Board board(problem);
  for (int t = 0; t < enc.types; ++t) {
    PieceType p = problem.types[t];
    if (p.colour != colour || leaps(p).empty()) continue;
    for (int c = 0; c < enc.cells; ++c)
      for (int target : board.leap_targets(p, c))
        if (int v = victim(target)) sink.add({-enc.var(t, c), -v});
  }
}

// Colourless: blocking cannot matter (the first piece on a ray would be attacked), so
// along every line an attacking slider must be the only piece. Two "seen so far"
// chains per line, linear in its length: any piece before a slider, or a slider
// before any piece, is a conflict.
void line_clauses(const Problem& problem, const Encoding& enc, ClauseSink& sink, int d) {
  const std::vector<int> sliders = sliders_along(problem, d);
  if (sliders.empty()) return;
  const bool all_slide = sliders.size() == problem.types.size();
  std::vector<int> slider_lits;
  // On a torus a line is a cycle, and a slider on it still attacks a piece anywhere
  // else on it (the nearest either way): the chains below read it in any order.
  for (const std::vector<int>& line : Board(problem).lines(d)) {
    if (line.size() < 2) continue;
    std::vector<int> occupied;
    for (int c : line) occupied.push_back(enc.occupied[c]);
    if (all_slide) {  // every piece attacks along this line: at most one on it
      at_most_one(sink, occupied);
      continue;
    }
    int any_before = 0, slider_before = 0;  // chain literals over line[0..i-1]
    for (std::size_t i = 0; i < line.size(); ++i) {
      slider_lits.clear();
      for (int t : sliders) slider_lits.push_back(enc.var(t, line[i]));
      if (i > 0) {
        for (int s : slider_lits) sink.add({-s, -any_before});
        sink.add({-occupied[i], -slider_before});
      }
      if (i + 1 == line.size()) break;
      int any = sink.new_var(), slider = sink.new_var();
      sink.add({-occupied[i], any});
      for (int s : slider_lits) sink.add({-s, slider});
      if (i > 0) {
        sink.add({-any_before, any});
        sink.add({-slider_before, slider});
      }
      any_before = any;
      slider_before = slider;
    }
  }
}

// Coloured: pieces of either colour block, so attacks are followed along rays.
void coloured_clauses(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  const Board board(problem);
  for (Colour colour : {Colour::White, Colour::Black}) {
    const std::vector<int>& victims =
        colour == Colour::White ? enc.occupied_black : enc.occupied_white;
    leaper_clauses(problem, enc, sink, colour, [&](int cell) { return victims[cell]; });
    for (int d = 0; d < 8; ++d) {
      const std::vector<int> attackers = sliders_along(problem, d, colour);
      if (attackers.empty()) continue;
      const std::vector<int> ray = ray_literals(board, enc, sink, d, attackers, RayUse::Forced);
      for (int c = 0; c < enc.cells; ++c)
        if (ray[c] && victims[c]) sink.add({-victims[c], -ray[c]});
    }
  }
}

// Every row (every column) the sliders fill holds one of them.
void full_line_clauses(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  const std::vector<int> sliders = sliders_along(problem, 0);
  const FullLines full = full_lines(problem);
  const Board board(problem);
  std::vector<int> line;
  for (int i = 0; i < board.rows() && full.rows; ++i) {
    line.clear();
    for (int j = 0; j < board.cols(); ++j)
      for (int t : sliders) line.push_back(enc.var(t, board.cell(i, j)));
    sink.add_clause(line);
  }
  for (int j = 0; j < board.cols() && full.cols; ++j) {
    line.clear();
    for (int i = 0; i < board.rows(); ++i)
      for (int t : sliders) line.push_back(enc.var(t, board.cell(i, j)));
    sink.add_clause(line);
  }
}

}  // namespace

FullLines full_lines(const Problem& problem) {
  if (problem.coloured || !asks_independence(problem.goal)) return {};
  long long along_rows = 0;
  for (int t : sliders_along(problem, 0)) {
    if (t == problem.open) return {};  // full only at some counts: not implied
    along_rows += problem.counts[t];
  }
  return {along_rows == problem.rows, along_rows == problem.cols};
}

void encode_independence(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  if (problem.coloured) {
    coloured_clauses(problem, enc, sink);
    return;
  }
  leaper_clauses(problem, enc, sink, Colour::None, [&](int cell) { return enc.occupied[cell]; });
  for (int d : {0, 2, 4, 6}) line_clauses(problem, enc, sink, d);
  if (full_lines(problem).any()) full_line_clauses(problem, enc, sink);
}

}  // namespace chessy
