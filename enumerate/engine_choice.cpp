#include "enumerate/engine_choice.hpp"

#include <algorithm>

#include "enumerate/bits/bits_engine.hpp"
#include "enumerate/cover/cover_engine.hpp"
#include "enumerate/huge/huge_board.hpp"
#include "enumerate/queens/queens_count.hpp"
#include "enumerate/regions/regions_engine.hpp"

namespace chessy {

namespace {

// n-queens: the counter where only the counts are asked (no classes kept or streamed,
// no limit), the engine is auto or bits, and the search is not a part of the CNF's
// split (a part of the counter's own split is api/run.cpp's, by this same rule).
bool queens_counter_wins(const Problem& problem, const EnumerateOptions& options) {
  return !options.keep_classes && !options.on_class && options.limit == 0 && !options.part_in_cells &&
         (options.engine == Engine::Auto || options.engine == Engine::Bits) && queens_count_takes(problem);
}

// regions: the region engine where auto meets a region puzzle, but for a part of the
// CNF's split (parts are split over the CNF's cells, split/parts.hpp: the engine takes
// none; a part runs the CNF, auto or --engine regions, so the parts of a run still add
// up, with the answer the engine would give). --count --limit 2
// (uniqueness) of the first puzzle of each of bench/regions.sh's files, --stats'
// encode + solve seconds, -j 1 (docs/design.md "The region engine"):
//   grid                     regions    sat                backtrack
//   LinkedIn Queens (level 1) 0.00002   0.0004 + 0.0001    0.0002 + 0.0001
//   14x14, 3 stars           0.0002     0.0015 + 0.0079    0.0008 + 0.060
//   25x25, 6 stars           0.0003     0.075 + 0.139      0.014 + 14.8
bool regions_engine_wins(const Problem& problem, const EnumerateOptions& options) {
  return options.engine == Engine::Auto && !options.part_in_cells && region_grid(problem).has_value();
}

// small, any-order: the bit-parallel engine under auto. Parts are split over the CNF's
// cells (split/parts.hpp), so they stay with the CNF engines. Up to 20x20 the rows in
// order win everywhere. Above, rows in order have no lookahead: where the search may
// go deep before its first solution (completions), the CNF's propagation won. The
// ordered search (--count, --all) looks ahead as that propagation does (a row without
// an open cell, columns short) at a fraction of its cost a node, and wins at every
// size measured (docs/design.md, "bits"; user seconds, --count -j 1, 20 s at most; k
// queens fixed by gen-completion seed 1 on n x n, then sparse boards and holes):
//   n   k   completions  bits   backtrack  sat
//   16   2       73,200  0.06   1.04       9.34
//   20   5       59,468  0.03   0.85       6.28
//   24   6    5,898,728  3.65   > 20       > 20
//   24   8       32,801  0.03   0.79       > 20
//   28  11       26,048  0.01   0.51       > 20
//   32  13    1,035,444  0.54   > 20       > 20
//   40  20       82,759  0.07   2.96       > 20
//   6 queens on 6x30     152,596,220  1.57   > 20   > 20
//   13 queens, 3 holes        63,736  0.05   0.28   3.66
// (28 7, 28 9, 32 8, 32 10, 40 16, 48 19..24, 64 26..32: all three past 20 s.)
constexpr int kBitsAlwaysSide = 20;
constexpr int kBitsOrderedRows = 64;

// narrow: the default mode's backtracker goes first (for kBitsFirstNodes,
// first_solution.hpp) on boards of at most 32 columns, and of up to 64 where its rows
// may come in any order (at most kBitsOrderedRows rows): one solution takes the ordered
// search (issue 39), which looks ahead where the rows in order had not. User seconds,
// Blocked n-Queens n = 50 (gen-boards random-blocked 50 B SEED, seeds 1..10), the
// backtracker alone against the rule before (the local search, then CaDiCaL):
//   B = 2125: median 0.02 / max 0.48   against 0.72 / 1.81
//   B = 2150: median 0.04 / max 0.48   against 0.65 / 7.94
// n queens on 30..64, completions on 40..64 (gen-completion, seeds 1..3): both below
// 0.03 s. Past 64 rows the rows come in order, without lookahead: 40 queens on 70x40
// took it past 20 s, CaDiCaL 0.00 s.
constexpr int kBitsFirstColumns = 32;
constexpr int kBitsFirstOrderedColumns = 64;

}  // namespace

Engine cnf_engine(const Problem& problem, Engine wanted) {
  if (wanted != Engine::Auto) return wanted;
  // Measured (docs/benchmarks.md): backtracking is 1.5-12 times faster on independence problems
  // (where it is not, the workers hand over to the SAT engine), and up to 900 times
  // slower on domination, whose coverage needs learning. Independent domination is
  // independence first: its lines cut the search as in independence, and queens
  // dominating 9x9 to 12x12 independently enumerate 2-4 times faster so.
  return asks_independence(problem.goal) ? Engine::Backtrack : Engine::Sat;
}

EngineChoice enumeration_engine(const Problem& problem, const EnumerateOptions& options) {
  if (regions_engine_wins(problem, options)) return {Engine::Regions, Rule::Regions};
  if (queens_counter_wins(problem, options)) return {Engine::Bits, Rule::NQueens};
  const bool part_of_regions = options.engine == Engine::Regions && options.part_in_cells;
  if (options.engine != Engine::Auto && !part_of_regions) return {options.engine, Rule::Asked};
  if (!options.part_in_cells && bit_problem(problem)) {
    if (std::max(problem.rows, problem.cols) <= kBitsAlwaysSide) return {Engine::Bits, Rule::Small};
    if (problem.rows <= kBitsOrderedRows && bits_rows_in_any_order(options)) return {Engine::Bits, Rule::AnyOrder};
  }
  const Engine cnf = cnf_engine(problem, Engine::Auto);
  return {cnf, cnf == Engine::Backtrack ? Rule::Independence : Rule::Learning};
}

EngineChoice optimum_engine(const Problem& at) {
  // The counter's exhaustive backtracking against CDCL's calls under the bound
  // (optimum.hpp): 13x13 queens, the 288 of 7 in about 3 s of CPU against 99 s.
  if (cover_takes(at)) return {Engine::Bits, Rule::Domination};
  return {Engine::Sat, Rule::Optimum};
}

bool counter_takes_steps(const Problem& open, bool maximize) {
  // --min only: 13x13 queens, no 6 dominate in 0.3 s where CDCL took 4.6 s (optimum.hpp).
  return !maximize && cover_takes(open);
}

EngineChoice first_engine(const Problem& problem, Engine wanted, bool may_use_bits) {
  if (wanted == Engine::Bits || wanted == Engine::Regions) return {wanted, Rule::Asked};
  if (wanted != Engine::Auto) return {Engine::Sat, Rule::Asked};
  if (!may_use_bits) return {Engine::Sat, Rule::Backend};
  // A region puzzle: its own search, complete, before any CNF (api/one_solution.cpp).
  if (region_grid(problem)) return {Engine::Regions, Rule::Regions};
  // Neither search dominates (first_solution.hpp): the backtracker first, under a
  // budget of nodes, where CSPLib 079's Excluded Diagonals fall to it.
  const bool narrow = problem.cols <= kBitsFirstColumns ||
                      (problem.cols <= kBitsFirstOrderedColumns && problem.rows <= kBitsOrderedRows);
  if (narrow && bit_problem(problem)) return {Engine::Bits, Rule::Narrow};
  // Queens or rooks past its boards: the local search before anything is encoded
  // (docs/design.md "Huge boards"); the proof of "no solution" stays the CNF's.
  if (huge_engine_takes(problem)) return {Engine::Local, Rule::Wide};
  return {Engine::Sat, Rule::Learning};
}

}  // namespace chessy
