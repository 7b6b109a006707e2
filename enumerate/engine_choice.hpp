// Which engine runs: every rule in one place, each with the measurement behind it
// (docs/benchmarks.md; docs/design.md "The engines"). Each engine says what it can
// take (queens_count_takes, bit_problem, cover_takes, huge_engine_takes); these say
// which one wins, in order, and why (Rule, one word: --stats, --json). The first
// rule that applies is the one.
//
// --count, --all (enumerate()):
//   rule          engine                  when
//   regions       regions                 a region puzzle (issue 37), auto, no part of the
//                                         CNF's split: counting to 2 (uniqueness), 20 us a
//                                         Queens level where the CNF takes 0.5 ms, 0.3 ms
//                                         a 25x25 6-star grid where it takes 0.2-15 s
//                                         (the table at the .cpp's rule)
//   n-queens      bits (n-queens counter) plain n queens, counted only, auto or bits, no
//                                         part of the CNF's split: one class of eight
//                                         searched (queens_count.hpp)
//   asked         as --engine             --engine sat, backtrack, bits or regions
//   small         bits                    its problem (queens or rooks independence) and
//                                         no side above 20: rows in order win everywhere
//   any-order     bits                    its problem, at most 64 rows, no --limit or
//                                         --stream: the ordered search wins at every
//                                         size measured (the table at the .cpp's rule)
//   independence  backtrack               independence: 1.5-12 times faster than CDCL,
//                                         handing cubes over where it is not
//   learning      sat                     the rest (domination): backtracking up to 900
//                                         times slower, coverage needs learning
// At the optimum (--min/--max with --count, --all; optimum.hpp):
//   domination    bits (domination        one kind of piece dominating, at most 704
//                 counter)                cells: 13x13 queens at 7, about 3 s of CPU for
//                                         the 288, where CDCL's 42 calls took 99 s
//   optimum       sat                     the rest, in the search's solver: it keeps
//                                         what the proof learned
// One solution (the default mode, first_solution.hpp):
//   asked         bits or regions alone,  --engine bits, regions; sat or backtrack (CDCL)
//                 else sat
//   backend       sat                     an external solver: --backend is what was asked
//   regions       regions                 a region puzzle, before any CNF (api/one_solution.cpp)
//   narrow        bits, then sat          its problem on at most 32 columns, or 64 and
//                                         at most 64 rows, for 2^29 nodes: CSPLib's
//                                         Excluded Diagonals at n = 21 in 0.01-2 s,
//                                         where CaDiCaL takes minutes
//   wide          local, then sat         the huge-board engine's problem (queens or
//                                         rooks independence), before any CNF: n = 1000
//                                         with 100 fixed queens in 0.03 s, not 7.0 s
//   learning      sat                     the rest
// A side above 1000 (api/run.cpp): huge, rule huge: nothing else holds the board.
#pragma once
#include "enumerate/enumeration.hpp"

namespace chessy {

struct EngineChoice {
  Engine engine = Engine::Sat;  // the counters are bits (what --engine names)
  Rule rule = Rule::Learning;
};

// enumerate()'s engine (--count, --all).
EngineChoice enumeration_engine(const Problem& problem, const EnumerateOptions& options);

// The CNF engines' choice alone (asked, independence, learning): what the memory
// sizing counts copies of the CNF by, whichever engine runs in the end.
Engine cnf_engine(const Problem& problem, Engine wanted);

// The count or list at the optimum `at` (the problem with the optimum written in),
// in the optimum search's solver or by the domination counter.
EngineChoice optimum_engine(const Problem& at);

// Whether --min's steps after the first model go to the domination counter (`open`:
// the problem with its count open at a count of at least 1).
bool counter_takes_steps(const Problem& open, bool maximize);

// The default mode's first search. `may_use_bits`: false with an external solver.
EngineChoice first_engine(const Problem& problem, Engine wanted, bool may_use_bits);

}  // namespace chessy
