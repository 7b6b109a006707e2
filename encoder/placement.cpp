// Placement variables and what every problem needs: one piece per cell, exact counts
// per piece type, fixed pieces as units, and occupancy literals for the other parts.
#include "encoder/cardinality.hpp"
#include "encoder/encoder.hpp"
#include "encoder/prune.hpp"
#include "encoder/rays.hpp"
#include "encoder/symmetry.hpp"

namespace chessy {

Solution Encoding::decode(const std::function<bool(int)>& is_true) const {
  Solution s;
  for (int c = 0; c < cells; ++c)
    for (int t = 0; t < types; ++t)
      if (int lit = var(t, c); lit > 0 && is_true(lit)) s.push_back({c, t});  // < 0: pruned
  return s;
}

Encoding encode_placement(const Problem& problem, ClauseSink& sink) {
  Encoding enc;
  enc.cells = problem.cells();
  enc.types = static_cast<int>(problem.types.size());
  enc.place.resize(static_cast<std::size_t>(enc.types) * enc.cells);
  const std::vector<char> impossible = impossible_placements(problem);
  for (std::size_t i = 0; i < enc.place.size(); ++i)
    enc.place[i] = impossible[i] ? sink.false_literal() : sink.new_var();

  const Board board(problem);
  for (const FixedPiece& f : problem.fixed) sink.add({enc.var(f.type, board.cell(f.row, f.col))});

  // One type that fills every row (or column) is counted by the lines themselves
  // (attacks.cpp).
  const bool rows_count = full_lines(problem).any() &&
                          sliders_along(problem, 0).size() == 1;
  // Otherwise an exactly-k per type (cardinality.cpp). In colourless independence a
  // type that slides along a line stands at most once on each such line (attacks.cpp:
  // an attacking slider is alone on its line), so its count is the number of lines
  // it stands on: exactly-k over m rows (or 2m-1 diagonals, for bishops) "some piece
  // of the type on this line" instead of over m*m placements.
  const bool alone_on_lines = asks_independence(problem.goal) && !problem.coloured;
  // An open count is left to the caller, who bounds it (at_least_outputs).
  auto count = [&](int t, const std::vector<int>& counted) {
    if (t == problem.open) enc.open_count = counted;
    else exactly(sink, counted, problem.counts[t]);
  };
  std::vector<int> lits, line, lines;
  for (int t = 0; t < enc.types; ++t) {
    if (rows_count && slides_along(problem.types[t].kind, 0)) continue;
    if (problem.region_puzzle()) continue;  // K a row: regions.cpp
    int d = 0;
    while (d < 8 && !slides_along(problem.types[t].kind, d)) d += 2;
    if (alone_on_lines && d < 8) {
      lines.clear();
      for (const std::vector<int>& cells : board.lines(d)) {
        line.clear();
        for (int c : cells) line.push_back(enc.var(t, c));
        lines.push_back(or_of(sink, line));
      }
      count(t, lines);
      continue;
    }
    lits.assign(enc.place.begin() + static_cast<long>(t) * enc.cells,
                enc.place.begin() + static_cast<long>(t + 1) * enc.cells);
    count(t, lits);
  }

  // Per cell: at most one piece, and "occupied" (by any piece, by each colour).
  enc.occupied.assign(enc.cells, 0);
  if (problem.coloured) {
    enc.occupied_white.assign(enc.cells, 0);
    enc.occupied_black.assign(enc.cells, 0);
  }
  std::vector<int> white, black;
  for (int c = 0; c < enc.cells; ++c) {
    lits.clear();
    white.clear();
    black.clear();
    for (int t = 0; t < enc.types; ++t) {
      lits.push_back(enc.var(t, c));
      (problem.types[t].colour == Colour::Black ? black : white).push_back(enc.var(t, c));
    }
    at_most_one(sink, lits);
    if (problem.coloured) {
      // Any piece is one colour or the other: occupied = white or black.
      if (!white.empty()) enc.occupied_white[c] = or_of(sink, white);
      if (!black.empty()) enc.occupied_black[c] = or_of(sink, black);
      lits.clear();
      for (int v : {enc.occupied_white[c], enc.occupied_black[c]})
        if (v) lits.push_back(v);
    }
    enc.occupied[c] = or_of(sink, lits);
  }
  return enc;
}

std::vector<Symmetry> broken_group(const Problem& problem, const EncodeOptions& options) {
  return options.break_symmetry ? own_group(problem) : std::vector<Symmetry>{symmetry_group(problem).front()};
}

Encoding encode(const Problem& problem, ClauseSink& sink, const EncodeOptions& options) {
  // The stop holds for this encoding only: what is added later (blocking clauses)
  // stops the search its own way.
  struct StopScope {
    ClauseSink& sink;
    ~StopScope() { sink.stop_encoding_when(nullptr); }
  } scope{sink};
  sink.stop_encoding_when(options.stop);
  Encoding enc = encode_placement(problem, sink);
  if (asks_domination(problem.goal)) encode_coverage(problem, enc, sink);
  if (asks_independence(problem.goal)) encode_independence(problem, enc, sink);
  if (problem.region_puzzle()) encode_regions(problem, enc, sink);
  enc.broken = broken_group(problem, options);
  if (options.break_symmetry) enc.complete_break = encode_lex_leader(problem, enc, sink, options.max_chain);
  enc.true_literal = sink.constant();
  return enc;
}

}  // namespace chessy
