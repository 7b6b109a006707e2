// What an enumeration takes and gives: options, progress, classes, the result. Apart
// from the dispatcher (enumerate.hpp), so that the engines behind it (bits_engine.hpp,
// cover_engine.hpp) and the dispatcher both include these and not each other.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "backends/solver.hpp"
#include "chessy/choices.hpp"
#include "chessy/count_progress.hpp"
#include "encoder/encoder.hpp"
#include "enumerate/cubes.hpp"
#include "enumerate/rule.hpp"
#include "enumerate/solution_class.hpp"

namespace chessy {

using SolverFactory = std::function<std::unique_ptr<Solver>()>;


// How models are found (Engine, chessy/choices.hpp): by the SAT backend (Sat), each
// blocked by a clause before the next call (every problem), or by chronological
// backtracking over the same CNF (backtrack.hpp), faster where propagation alone prunes
// well. Auto backtracks on independence problems and gives way to the SAT engine when
// backtracking visits too many nodes per model found (pieces packed to the board's
// maximum). Bits: the bit-parallel engine (bitboard.hpp) for independence of all queens
// or all rooks, which auto takes first where it applies (engine_choice.hpp). Local: the
// huge-board engine's construction or local search (huge_board.hpp), which the default
// mode's auto tries before any CNF where it applies; it never proves that none exists.

// Auto's backtracking gives way to the SAT engine once it has made more than
// `assignments` + `per_model` assignments (decisions and propagations) per model
// found, all workers together: work, not time, so the choice does not depend on the
// machine. Measured assignments per model where backtracking wins: 87 (10 knights on
// 6x6) to 1,847 (12 kings on 7x7; n queens about 1,300); where it loses: 123,600 for
// 16 kings on 8x8 (17 times slower than CaDiCaL), 89 million for the one class of 32
// knights on 8x8, 10 million for a 60x60 completion with 20 fixed queens.
struct Fallback {
  std::uint64_t assignments = 2'000'000;
  std::uint64_t per_model = 20'000;
};

struct EnumerateOptions {
  bool merge_symmetric = true;  // classes under G; false: every solution its own class
  bool keep_classes = true;     // false (--count): the bit-parallel engine only counts them
  Engine engine = Engine::Auto;
  Fallback fallback;
  std::uint64_t limit = 0;      // stop once this many classes are known (0: never)
  int workers = 1;              // solvers working on cubes in parallel
  // A part of a split run: its cubes in cells (split/parts.hpp, made by the caller;
  // --min/--max: of the problem with the count open), searched instead of the whole.
  const PartCubes* part_in_cells = nullptr;
  // encode.stop is the run's one stop: when set and it becomes true, the encoding
  // throws Interrupted and the search stops as soon as it can (solvers are
  // interrupted too); what was found so far is kept.
  EncodeOptions encode;
  // When set, kept up to date as models arrive.
  api::CountProgress* progress = nullptr;
  // When set, each class is handed over as soon as it is found (in search order, one
  // call at a time) instead of being kept: Enumeration::classes then stays empty.
  std::function<void(const SolutionClass&)> on_class;
};

struct Enumeration {
  std::vector<SolutionClass> classes;  // ascending by representative (unless streamed)
  std::uint64_t fundamental = 0;       // classes found, kept or streamed
  std::uint64_t total = 0;             // solutions in all classes found
  std::uint64_t models = 0;            // models the solvers returned (one per orbit of
                                       // the symmetries broken in the CNF)
  bool complete = true;                // false when stopped by the limit or interrupted
  bool interrupted = false;            // stopped by `encode.stop`
  // Statistics (--stats).
  int vars = 0;                        // of one worker's CNF, before blocking clauses
  long long clauses = 0;
  std::uint64_t calls = 0;             // solve() calls (backtracking: cubes), all workers
  Engine engine = Engine::Sat;         // the one used
  std::uint64_t sat_cubes = 0;         // auto's backtracking gave way to the SAT
                                       // engine for these cubes
  std::size_t cubes = 0;
  Rule rule = Rule::Learning;          // why `engine` ran (engine_choice.hpp)
  std::uint64_t split_digest = 0;      // a part of a split run: PartCubes::digest
  int workers = 1;
  double encode_seconds = 0, solve_seconds = 0;
};

}  // namespace chessy
