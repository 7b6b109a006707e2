// One solution, or the proof that there is none (the default mode): CDCL (find_one),
// or first the bit-parallel backtracker for a bounded number of nodes where it takes
// the problem. Neither dominates (measured, docs/design.md "How it works"): CSPLib 079's
// Excluded Diagonals at n = 21 fall to the backtracker in 0.03-4 s where CaDiCaL
// takes minutes, while Blocked n-Queens at n = 50 and n queens from n = 30 fall to
// CaDiCaL in hundredths of a second where the backtracker, without lookahead, takes
// seconds to hours. A budget of nodes, not of time, keeps the answer the same on
// every run and machine.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>

#include "enumerate/enumeration.hpp"

namespace chessy {

// Where the backtracker goes first (engine_choice.hpp, narrow), for at most
// kBitsFirstNodes nodes: diag-21-4-259 with 19 diagonals, the hardest of CSPLib's
// n = 21 set, fits (4.1 s here); 20 queens on 20x20 with the last row blocked does not
// (4.5 s, then CaDiCaL: 0.02 s).
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
// (--backend is then what the user asked for).
FirstSolution find_first_solution(const Problem& problem, Engine wanted, bool may_use_bits, const Encoding& enc,
                                  Solver& solver, const std::atomic<bool>& stop,
                                  std::uint64_t bits_nodes = kBitsFirstNodes);

}  // namespace chessy
