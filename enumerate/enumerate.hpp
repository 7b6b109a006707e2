// The enumeration loop, written once for every backend: solve, decode, check with
// the independent is_solution, block the placement, repeat; classes under G merged by
// canonical form in a hash table.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "backends/solver.hpp"
#include "encoder/encoder.hpp"

namespace chessy {

struct EnumerateOptions {
  bool merge_symmetric = true;  // classes under G; false: every solution its own class
  std::uint64_t limit = 0;      // stop once this many classes are known (0: never)
};

struct SolutionClass {
  Solution representative;  // the member with the smallest board text
  std::uint64_t size;       // how many solutions the class holds
};

struct Enumeration {
  std::vector<SolutionClass> classes;  // ascending by representative
  std::uint64_t total = 0;             // solutions in all classes found
  std::uint64_t models = 0;            // models the solver returned (one per orbit of
                                       // the symmetries broken in the CNF)
  bool complete = true;                // false when stopped by the limit
};

// `solver` must hold the CNF of `enc`; blocking clauses are added to it.
Enumeration enumerate(const Problem& problem, const Encoding& enc, Solver& solver,
                      const EnumerateOptions& options);

// One solution as the solver finds it, checked; nothing when none exists.
std::optional<Solution> find_one(const Problem& problem, const Encoding& enc, Solver& solver);

}  // namespace chessy
