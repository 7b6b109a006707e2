// One solution, or the proof that there is none (the default mode): CDCL (find_one),
// or first the bit-parallel backtracker for a bounded number of nodes where it takes
// the problem. CSPLib 079's Excluded Diagonals at n = 21 fall to the backtracker's
// ordered search (the most constrained row first, issue 39) in 0.01-2 s where CaDiCaL
// takes minutes; with that search Blocked n-Queens at n = 50 fall to it too (docs/design.md
// "How it works"). Rows in order, without lookahead (past 64 rows), still lose to
// CaDiCaL on wide boards. A budget of nodes, not of time, keeps the answer the same on
// every run and machine.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>

#include "enumerate/enumeration.hpp"

namespace chessy {

// Where the backtracker goes first (engine_choice.hpp, narrow), for at most
// kBitsFirstNodes nodes: the ordered search visits 27 million on the hardest n = 21
// instances of CSPLib's (diag-21-4-518 with 14 diagonals, 1.7 s), 67 million on the
// hardest n = 24 measured (seed 1, 22 diagonals, 4.8 s); 2^29 would take it some 35 s
// at the 60-65 ns a node measured (rows in order: 4.5 s). A net, which no measured case
// needs (issue 39: 20 queens with the last row blocked, which had filled it, it now
// sees at the root).
inline constexpr std::uint64_t kBitsFirstNodes = std::uint64_t{1} << 29;

struct FirstSolution {
  Rule rule = Rule::Learning;        // why `by` ran first (first_engine)
  std::optional<Solution> solution;  // as found (not yet its class representative)
  Engine by = Engine::Sat;           // the search that decided: Bits or Sat
};

// The local search's budget where a CNF waits behind it: 50 moves a piece and 100,000
// more, a few milliseconds on a 1000x1000 board, little beside the CNF it may spare
// (n = 1000 with 100 fixed queens: 5.9 s and 822 MB) when it fails.
inline constexpr std::uint64_t kLocalStepsPerPiece = 50;
inline constexpr std::uint64_t kLocalStepsBase = 100'000;

// The huge-board engine's placement within that budget, checked by is_solution, or
// nothing: a problem it does not take, a search given up, a "none" (which the CNF then
// proves, docs/design.md "Huge boards").
std::optional<Solution> local_solution(const Problem& problem, const std::atomic<bool>& stop);

// `wanted`: --engine (Bits: the backtracker alone, refused where it does not apply;
// Auto: first_engine's choice; otherwise CDCL alone). CDCL takes the local search's
// placement as a hint where the engine takes the problem and has not already been
// tried first (api/one_solution.cpp tries it before anything is encoded): the
// solver then mostly confirms it (n = 1000 with 100 fixed queens, `--engine sat`:
// 0.4 s of solving with the hint, 235 s without). `solver` holds the CNF of `enc`. Throws
// Interrupted when `stop` comes first. `may_use_bits`: false with an external solver
// (--backend is then what the user asked for). `workers`: the backtracker's threads
// (find_one_bits: the same solution for any number).
FirstSolution find_first_solution(const Problem& problem, Engine wanted, bool may_use_bits, const Encoding& enc,
                                  Solver& solver, const std::atomic<bool>& stop, int workers = 1,
                                  std::uint64_t bits_nodes = kBitsFirstNodes);

}  // namespace chessy
