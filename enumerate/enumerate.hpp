// The enumeration loop, written once for every backend: solve, decode, check with
// the independent is_solution, block the placement, repeat; classes under G merged by
// canonical form in a hash table. With several workers the search is split into
// disjoint cubes (cubes.hpp), each worker has its own solver, and the classes meet
// in one table, so the result is the same for any number of workers.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "enumerate/enumeration.hpp"

namespace chessy {

// How many orbits under `group` (a subgroup of H) a class's members form: the CNF
// lets exactly one model through per orbit when it breaks `group` completely (merge
// checks the models of the parts against it). The members are all solutions already,
// so their images need no second check. `whole`: the size of G.
std::uint64_t orbits_in(const Problem& problem, const std::vector<Symmetry>& group, std::size_t whole,
                        const std::vector<Solution>& members);

// The engine engine_choice.hpp picks (Enumeration::engine, rule). `recorded`: the
// problem's CNF under options.encode, made by the caller (who has it for the splitter
// too); null: encoded here, once, when more than one searcher needs it.
Enumeration enumerate(const Problem& problem, const SolverFactory& make_solver,
                      const EnumerateOptions& options, const RecordedCnf* recorded = nullptr);

// One solution as the solver finds it, checked; nothing when none exists. `solver`
// must hold the CNF of `enc`. Throws Interrupted when `interrupt` stops it first.
// `hint`: a placement (the local search's) the solver first tries to confirm under
// assumptions (mostly propagation), else takes as its phases.
std::optional<Solution> find_one(const Problem& problem, const Encoding& enc, Solver& solver,
                                 const std::atomic<bool>* interrupt = nullptr,
                                 const std::optional<Solution>& hint = std::nullopt);

}  // namespace chessy
