// One solution, or the proof that there is none, by two searches at once where the
// bit-parallel engine takes the problem: CDCL (find_one) and the bit-parallel
// backtracker, each on its own thread; the first to decide wins and stops the other.
// Neither dominates (measured, README "How it works"): Excluded Diagonals at n = 21
// (CSPLib 079) fall to the backtracker in 0.04-4 s where CaDiCaL takes minutes, while
// Blocked n-Queens at n = 50 and plain n queens from n = 30 fall to CaDiCaL in
// hundredths of a second where the backtracker, without lookahead, takes seconds to
// hours.
#pragma once
#include <atomic>
#include <functional>
#include <optional>

#include "enumerate/bitboard.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

struct RaceResult {
  std::optional<Solution> solution;  // the solution found (not yet its representative)
  bool decided = false;              // false: `stop` came first
  Engine by = Engine::Blocking;      // the search that decided
};

// One solution by the bit-parallel backtracker alone (enumerate_bits with a limit of
// one class), nothing when there is none; throws Interrupted when `interrupt` stops it.
std::optional<Solution> find_one_bits(const Problem& problem, const BitProblem& board,
                                      const std::atomic<bool>* interrupt);

// `sat(interrupt)` runs the CDCL search (find_one), throwing Interrupted when
// `interrupt` stops it; `stop` is the user's (Ctrl-C, --timeout).
RaceResult race_for_one(const Problem& problem, const BitProblem& board,
                        const std::function<std::optional<Solution>(const std::atomic<bool>*)>& sat,
                        const std::atomic<bool>& stop);

}  // namespace chessy
