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

// The backtracker goes first on boards of at most this many columns (n = 50 with
// holes is CaDiCaL's at once), for at most kBitsFirstNodes nodes: diag-21-4-259 with
// 19 diagonals, the hardest of CSPLib's n = 21 set, fits (4.1 s here); 20 queens on
// 20x20 with the last row blocked does not (4.5 s, then CaDiCaL: 0.02 s).
inline constexpr int kBitsFirstColumns = 32;
inline constexpr std::uint64_t kBitsFirstNodes = std::uint64_t{1} << 29;

struct FirstSolution {
  std::optional<Solution> solution;  // as found (not yet its class representative)
  Engine by = Engine::Sat;           // the search that decided: Bits or Sat
};

// Whether the bit-parallel backtracker goes first (above) for this problem.
bool bits_goes_first(const Problem& problem, Engine wanted, bool may_use_bits);

// The local search's budget where a CNF waits behind it: 50 moves a piece and 100,000
// more, a few milliseconds on a 1000x1000 board, little beside the CNF it may spare
// (n = 1000 with 100 fixed queens: 5.9 s and 822 MB) when it fails.
inline constexpr std::uint64_t kLocalStepsPerPiece = 50;
inline constexpr std::uint64_t kLocalStepsBase = 100'000;

// Whether auto tries the huge-board engine (huge_board.hpp) before anything is
// encoded: queens or rooks independence where the backtracker does not go first
// (api/one_solution.cpp).
bool local_goes_first(const Problem& problem, Engine wanted, bool may_use_bits);

// The huge-board engine's placement within that budget, checked by is_solution, or
// nothing: a problem it does not take, a search given up, a "none" (which the CNF then
// proves, docs/design.md "Huge boards").
std::optional<Solution> local_solution(const Problem& problem, const std::atomic<bool>& stop);

// `wanted`: --engine (Bits: the backtracker alone, refused where it does not apply;
// Auto: as above; otherwise CDCL alone). CDCL takes the local search's placement as a
// hint where the engine takes the problem and has not already been tried first: the
// solver then mostly confirms it (n = 1000 with 100 fixed queens, `--engine sat`:
// 0.4 s of solving with the hint, 235 s without). `solver` holds the CNF of `enc`. Throws
// Interrupted when `stop` comes first. `may_use_bits`: false with an external solver
// (--backend is then what the user asked for).
FirstSolution find_first_solution(const Problem& problem, Engine wanted, bool may_use_bits, const Encoding& enc,
                                  Solver& solver, const std::atomic<bool>& stop,
                                  std::uint64_t bits_nodes = kBitsFirstNodes);

}  // namespace chessy
