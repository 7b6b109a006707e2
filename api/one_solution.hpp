// The default mode, written once for the command line and the public API: encode,
// find one solution (first_solution.hpp), and give its class's representative.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>

#include "enumerate/enumerate.hpp"
#include "enumerate/first_solution.hpp"

namespace chessy {

struct OneSolution {
  std::optional<Solution> solution;  // its class's representative (merge_symmetric), else as found
  std::uint64_t class_size = 1;      // members of its class (1 without merge_symmetric)
  Engine by = Engine::Blocking;      // the search that decided (--stats)
  int vars = 0;                      // of the CNF (--stats)
  long long clauses = 0;
  double encode_seconds = 0, solve_seconds = 0;
};

// `s`, a solution of `problem`, as its class: the representative and the class's size
// (merge_symmetric), else `s` alone.
SolutionClass class_of(const Problem& problem, const Solution& s, bool merge_symmetric);

// Throws Interrupted when `options.stop` comes first. `may_use_bits`: as
// find_first_solution's (false with an external solver).
OneSolution solve_one(const Problem& problem, const SolverFactory& make_solver, Engine wanted, bool may_use_bits,
                      bool merge_symmetric, const EncodeOptions& options, const std::atomic<bool>& stop);

}  // namespace chessy
