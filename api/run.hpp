// The one pipeline under every face: a problem and what to find, in; what was found,
// out. The command line (cli/solve_and_report.cpp: run, report) and the public API
// (api/chessy.cpp: conversions) reach every search through run(), so the sizing, the
// worker count, the optimum and the search at it are decided once (docs/design.md,
// "How it works"). run() writes nothing: reporting is its callers'.
//
//   one solution   solve_one (first_solution.hpp), the class's representative
//   count, all     enumerate() (enumerate.hpp), in a part's cubes for --part
//   --min/--max    OptimumSearch::find (a part: find_in its cubes, or where the
//                  domination counter takes the problem, find in its share of the
//                  counter's tasks), then one solution, count or all AT the optimum:
//                  enumerate_at in the search's solver (or the counter, in the same
//                  share), which keeps what the proof learned (a CDCL part, or no
//                  symmetry: the general enumeration with the count written in)
//   a side above kMaxBoardSize (one solution only): solve_huge (huge_board.hpp), its
//                  answer checked by placement_violation (model/placements.hpp) before
//                  it is returned; never a Solution (its cells overflow an int)
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "api/one_solution.hpp"
#include "api/stop_flag.hpp"
#include "chessy/chessy.hpp"
#include "enumerate/enumerate.hpp"
#include "enumerate/huge/huge_board.hpp"
#include "enumerate/optimum.hpp"
#include "model/placements.hpp"

namespace chessy {

// A part of a split run: its cubes (in cells) of the CNF `encode(problem, options)`.
// Passed in (split/parts.hpp), so that the split's rule stays with the part files
// it must agree with, and enumerate/ and api/ know nothing of it.
// `recorded`: that CNF, recorded once for the run's splitter and its searches.
using PartCubesOf =
    std::function<PartCubes(const Problem& problem, const EncodeOptions& options, const RecordedCnf* recorded)>;

// The huge-board engine a run calls (empty: solve_huge); another one only in tests, to
// reach every answer's path (a wrong answer, one given up) whatever the engine finds.
using HugeEngine = std::function<HugeAnswer(const Problem& problem, const std::atomic<bool>& stop)>;

struct RunOptions {
  Mode mode = Mode::One;
  Optimize optimize = Optimize::None;  // the open count ('?') first; needs one
  bool merge_symmetric = true;  // classes under G (false: --no-symmetry)
  bool breaking = true;         // lex-leader clauses (false: --no-breaking); one solution: never
  std::string backend = "cadical";
  std::string solver;           // the command of the external backend (backends/solver.hpp)
  Engine engine = Engine::Auto;
  int jobs = 0;                 // workers (0: one per core; count/all with the external backend: 1)
  std::uint64_t limit = 0;      // count/all: stop after this many classes (0: never)
  std::uint64_t max_memory = 0; // bytes the sizing allows (0: enumerate/budget.hpp's default)
  PartCubesOf part;             // empty: the whole search
  // The same part as a share of the domination counter's tasks, where the counter
  // takes --min (OptimumSearch::share): part `part_index` (from 0) of `parts`.
  int part_index = 0, parts = 1;
  HugeEngine huge_engine = {};  // boards above kMaxBoardSize: empty, solve_huge
};

// Where a run reports while it runs. Every pointer may be null.
struct RunContext {
  StopFlag& stop;  // the run's one stop: the sizing, the encoders and the searches watch it
  api::CountProgress* counts = nullptr;  // count/all, kept up to date
  OptimumProgress* bounds = nullptr;      // --min/--max, while the optimum is searched for
  // Each class as it is found (count/all; Enumeration::classes then stays empty).
  std::function<void(const SolutionClass&)> on_class;
  // --min/--max: the search's result, once it ended or stopped and before anything is
  // searched at the optimum (what a caller prints before the classes it streams).
  std::function<void(const Optimum&)> on_optimum;
};

struct RunResult {
  // The problem as last searched: with the optimum (a part's best) written in.
  Problem problem;
  // --min/--max: the search's bounds and best (stopped while encoding: the bounds it
  // starts from, no solution).
  std::optional<Optimum> optimum;
  // A part with --min/--max: the best count in its cubes (-1: none, or stopped first).
  long long part_optimum = -1;
  // One solution: stopped before it was known (not at an optimum, which says so itself).
  bool stopped = false;
  std::optional<Solution> solution;  // the class's representative (merge_symmetric)
  std::uint64_t class_size = 1;
  std::optional<OneSolution> one;    // how the solution was found (not at an optimum)
  // A board above kMaxBoardSize: the huge-board engine's answer (its `col` moved into
  // `placements`, which passed placement_violation), and how long it took.
  std::optional<HugeAnswer> huge;
  PlacementList placements;
  double huge_seconds = 0;
  // Count and all, and every part (a part's one solution: its best as one class).
  // Stopped while sizing: nothing found, complete false, interrupted.
  Enumeration enumeration;
};

// The CNF options a run's mode asks for: what its solvers get, and what --dimacs writes
// and decode rebuilds to read a model of that CNF back (cli/input.hpp). No stop.
EncodeOptions cnf_options(Mode mode, bool breaking);

// Workers of a run and the copies of the CNF its sizing counts (enumerate/budget.hpp):
// each worker's solver; twice with auto's backtracking, which may hand a cube to a SAT
// solver; one more for a part's splitter.
int run_workers(const RunOptions& options);
// The default mode's: the backtracker's threads where it goes first (-j; 0: one per
// core), the CNF still encoded once (issue 39: an unsatisfiable Excluded Diagonals
// instance, diag-21-4-631 with 19 diagonals, 0.21 s with one, 0.13 s wall with two).
int one_workers(const RunOptions& options);
int sized_copies(const Problem& problem, const RunOptions& options);

namespace api {
struct Options;
// The public API's options as a run's (api/chessy.cpp): InputError for a backend the
// library does not link.
RunOptions run_options_from_api(const Options& options, Mode mode);
}  // namespace api

// A board above kMaxBoardSize asked for what only boards up to it have (a count, an
// optimum, an engine by name): InputError naming the limit, or nothing. The command
// line asks it before any work (cli/input.cpp); run() once more.
void check_huge_run(const Problem& problem, const RunOptions& options);
// "p.txt:1: the board is 2000x2000: ": how a refusal on a huge board starts.
std::string huge_board_at(const Problem& problem);

// Throws InputError (the sizing's refusal, an unknown backend, check_huge_run),
// SolverFailure, InternalError (an answer of the huge-board engine that breaks the
// rules); a stop is never an exception, it is in the result.
RunResult run(const Problem& problem, const RunOptions& options, const RunContext& context);

}  // namespace chessy
