// --min / --max: the optimum count of the problem's open type (Problem::open), proven.
// One solver holds the CNF with that count unbounded and, once a first model gives a
// count, a cardinality network over the counted literals (at_least_outputs); the bound
// then moves by assumptions only. --min: each model with count c is followed by a call
// under "at most c-1" until that is UNSAT, which proves c; --max likewise with "at
// least c+1". Feasibility need not be monotone in the count (blocked rays, fixed
// pieces, independent domination), so each step bounds, never fixes, the count.
#pragma once
#include <atomic>
#include <optional>
#include <vector>

#include "backends/solver.hpp"
#include "encoder/encoder.hpp"

namespace chessy {

// One solver call of the search, for --stats.
struct BoundStep {
  long long bound = -1;  // the count asked for: at most (--min) or at least (--max); -1: none
  Result result = Result::Unknown;
  long long found = -1;  // the model's count (Sat only)
  double seconds = 0;
};

struct Optimum {
  bool complete = false;  // the search ended: `solution` is optimal, or there is none
  // Proven bounds on the optimum count; equal when complete. Before the first model
  // nothing is known of a solution, and `solution` is empty.
  long long lower = 0, upper = 0;
  std::optional<Solution> solution;  // the best found, checked; its count is upper (--min)
                                     // or lower (--max)
  std::vector<BoundStep> steps;
  int vars = 0;                      // of the CNF with the network, at the end
  long long clauses = 0;
};

// Searches with `solver`, which must be empty; `maximize`: --max. Stops (complete
// false) soon after *interrupt becomes true.
Optimum find_optimum(const Problem& problem, Solver& solver, bool maximize, const EncodeOptions& options,
                     const std::atomic<bool>* interrupt = nullptr);

}  // namespace chessy
