// The default mode, written once for the command line and the public API: encode,
// find one solution (first_solution.hpp), and give its class's representative.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

#include "enumerate/enumerate.hpp"
#include "enumerate/first_solution.hpp"

namespace chessy {

struct OneSolution {
  std::optional<Solution> solution;  // its class's representative (merge_symmetric), else as found
  std::uint64_t class_size = 1;      // members of its class (1 without merge_symmetric)
  Engine by = Engine::Sat;           // the search that decided (--stats)
  int vars = 0;                      // of the CNF (--stats)
  long long clauses = 0;
  double encode_seconds = 0, solve_seconds = 0;
  Rule rule = Rule::Learning;        // why `by` ran first (engine_choice.hpp first_engine)
};

// `s`, a solution of `problem`, as its class: the representative and the class's size
// (merge_symmetric), else `s` alone.
SolutionClass class_of(const Problem& problem, const Solution& s, bool merge_symmetric);

// Throws Interrupted when `options.stop` comes first. `may_use_bits`: as
// find_first_solution's (false with an external solver); with it and Auto, queens or
// rooks independence past the backtracker's boards try the local search
// (enumerate/huge/huge_board.hpp) before anything is encoded. `workers`: the
// backtracker's threads (the same solution for any number). `before_cnf` runs just
// before the CNF is encoded, not when the local search decides (the memory sizing:
// n = 1000 with 100 fixed queens is then solved in 0.02 s, not sized for 0.1 s).
OneSolution solve_one(const Problem& problem, const SolverFactory& make_solver, Engine wanted, bool may_use_bits,
                      bool merge_symmetric, const EncodeOptions& options, const std::atomic<bool>& stop,
                      int workers = 1, const std::function<void()>& before_cnf = [] {});

}  // namespace chessy
