#include "encoder/symmetry.hpp"

#include <algorithm>
#include <cstdint>
#include <unordered_set>

namespace chessy {

namespace {

bool keeps_rules(const Problem& problem, const Symmetry& g) {
  bool pawns = false;
  for (std::size_t t = 0; t < problem.types.size(); ++t)
    pawns |= problem.types[t].kind == Kind::Pawn && (problem.counts[t] > 0 || static_cast<int>(t) == problem.open);
  if (pawns && (g.square.transpose || g.square.flip_rows != g.swap_colours)) return false;
  if (!g.swap_colours) return true;
  // An open count may end up equal to its other colour's or not: a swap is kept out,
  // so that H is a symmetry group of the problem at every count (a subgroup of each
  // count's own H, which breaking may use: at least one model per orbit stays).
  if (problem.open >= 0) return false;
  for (std::size_t t = 0; t < problem.types.size(); ++t) {
    PieceType p = problem.types[t];
    // The other colour's type must exist, even where both counts are 0 (a problem with
    // a count set to 0, Problem::with_count): the lex-leader maps onto its variables.
    int other = problem.type_index({p.kind, swapped(p.colour)});
    if (other < 0 || problem.counts[other] != problem.counts[t]) return false;
  }
  return true;
}

bool keeps_fixed(const Problem& problem, const Symmetry& g) {
  Solution fixed;
  for (const FixedPiece& f : problem.fixed) fixed.push_back({f.row * problem.cols + f.col, f.type});
  std::sort(fixed.begin(), fixed.end(), [](const Placed& a, const Placed& b) { return a.cell < b.cell; });
  std::optional<Solution> moved = image(problem, g, fixed);
  return moved && *moved == fixed;
}

}  // namespace

std::vector<Symmetry> own_group(const Problem& problem) {
  std::vector<Symmetry> h;
  for (const Symmetry& g : symmetry_group(problem))
    if (keeps_rules(problem, g) && keeps_fixed(problem, g)) h.push_back(g);
  return h;
}

namespace {

// X ≤lex g(X) for one g; false when cut short by max_chain.
bool lex_leader_chain(const Problem& problem, const Encoding& enc, ClauseSink& sink,
                      const Symmetry& g, long long max_chain) {
  const Board board(problem);
  std::vector<int> type_image(problem.types.size());
  for (std::size_t t = 0; t < type_image.size(); ++t) {
    PieceType p = problem.types[t];
    // Inside H a colour swap always finds the other colour's type (equal counts).
    type_image[t] = g.swap_colours ? problem.type_index({p.kind, swapped(p.colour)}) : static_cast<int>(t);
  }
  auto pair_key = [](int a, int b) { return (static_cast<std::int64_t>(a) << 32) ^ static_cast<std::uint32_t>(b); };
  std::unordered_set<std::int64_t> compared;
  std::vector<std::pair<int, int>> pairs;  // (x, y) per position, in the lex order
  bool whole = true;
  for (int c = 0; c < enc.cells && whole; ++c) {
    const int gc = g.square.apply(board, c);
    for (int t = 0; t < enc.types; ++t) {
      const int x = enc.var(t, c), y = enc.var(type_image[t], gc);
      if (x == y) continue;  // a fixed point of g: always equal
      // The pair seen before the other way round (every cycle of length 2 of g): while
      // equal so far, y == x already, so this position is equal too (Aloul, Markov,
      // Sakallah 2006). Halves the chains of the involutions.
      if (compared.count(pair_key(y, x))) continue;
      compared.insert(pair_key(x, y));
      if (max_chain && static_cast<long long>(pairs.size()) == max_chain) {
        whole = false;
        break;
      }
      pairs.emplace_back(x, y);
    }
  }
  sink.add_lex_leq(pairs);
  return whole;
}

}  // namespace

bool encode_lex_leader(const Problem& problem, const Encoding& enc, ClauseSink& sink,
                       long long max_chain) {
  bool whole = true;
  for (const Symmetry& g : own_group(problem))
    if (g.swap_colours || !g.square.is_identity())
      whole &= lex_leader_chain(problem, enc, sink, g, max_chain);
  return whole;
}

}  // namespace chessy
