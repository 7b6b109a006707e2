// chessy as a library: read a chess placement problem (or build one in code), then
// find one solution, count the solutions, list every fundamental solution (one per
// class under the board's symmetries and the colour swap), or find the optimum count
// of a piece. The rules, the formats and the messages are the command line's
// (docs/manual.md); the chessy-sat binary is a user of the same library.
//
//   #include <chessy/chessy.hpp>
//   auto queens = chessy::api::Problem::parse("8*q");
//   auto n = chessy::api::count(queens);        // n.fundamental 12, n.total 92
//
// Errors are exceptions (chessy/errors.hpp) whose messages are the command line's:
// InputError for a bad problem or option, Interrupted when stopped before an answer,
// InternalError for a bug.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chessy/choices.hpp"
#include "chessy/errors.hpp"
#include "chessy/count_progress.hpp"
#include "chessy/optimum_progress.hpp"
#include "chessy/problem.hpp"

namespace chessy::api {

using chessy::Engine;    // as --engine (Local is no choice: InputError)
using chessy::Optimize;  // as --min, --max

struct Options {
  std::string backend = "cadical";  // or "picosat"
  Engine engine = Engine::Auto;
  int jobs = 0;                     // workers for count/enumerate (0: one per core)
  bool symmetry = true;             // false: symmetric solutions are different solutions
  std::uint64_t limit = 0;          // enumerate/count: stop after this many classes (0: never)
  double timeout = 0;               // seconds before the search stops (0: never)
  const std::atomic<bool>* stop = nullptr;  // when it becomes true, the search stops soon
  // count/enumerate/solve: the open count ('?*X', add_open) at its fewest (Min) or most
  // (Max) pieces first, proven, then the solutions at that count, as `chessy-sat --min
  // --count` (Counts::optimum says which count). None: a problem with no open count.
  Optimize optimize = Optimize::None;
  OptimumProgress* bounds = nullptr;  // with an optimum: kept up to date while it is searched for
  CountProgress* progress = nullptr;  // count/enumerate: the classes found so far, kept up to date
};

struct Solution {
  std::vector<Placement> pieces;  // by row, then column
  std::string board;              // the board text of the command line, '\n' a row
  std::uint64_t class_size = 1;   // solutions in its class (1 with symmetry off)
};

struct Counts {
  std::uint64_t fundamental = 0;  // classes
  std::uint64_t total = 0;        // solutions
  bool complete = true;           // false: stopped by the limit, the timeout or `stop`
  // Options::optimize: the optimum count, which every solution counted has; nothing when
  // no count has a solution (complete) or when stopped before it was proven (incomplete).
  std::optional<long long> optimum;
};

// One solution, the representative of its class; nothing when there is none (with
// Options::optimize: one at the optimum, as minimum()'s). Throws Interrupted when
// stopped or timed out first.
std::optional<Solution> solve(const Problem& problem, const Options& options = {});

// How many solutions and classes (complete false when stopped first); with
// Options::optimize, at the optimum count, found first.
Counts count(const Problem& problem, const Options& options = {});

// Every fundamental solution, handed to `each` as it is found (one call at a time,
// from a worker thread); `each` returns false to stop. Returns what was found. With
// Options::optimize, every one at the optimum count, found first.
Counts enumerate(const Problem& problem, const std::function<bool(const Solution&)>& each,
                 const Options& options = {});

struct Optimum {
  bool complete = false;     // the optimum is proven (or proven not to exist)
  long long lower = 0;       // proven bounds of the optimum count; equal when complete
  long long upper = 0;
  std::optional<Solution> solution;  // an optimal one (complete), or the best so far
};

// The fewest (minimum) or most (maximum) pieces of the open type (`?*X`, add_open)
// for which a solution exists, proven. InputError when no count is open.
Optimum minimum(const Problem& problem, const Options& options = {});
Optimum maximum(const Problem& problem, const Options& options = {});

// Whether `pieces` solve the problem (fixed pieces included): nothing, or the rule
// broken, as "Q on 0,3 attacks Q on 4,7"; a piece's fault before a wrong count, an
// uncovered cell last (a board filled one piece at a time hears of a wrong piece first).
std::optional<std::string> check(const Problem& problem, const std::vector<Placement>& pieces);

// The same check, its fault said with algebraic squares (`d4`) where `algebraic`, else
// `4,3`, and the cells it names, in the order it names them (the web page's feedback,
// /api/check's "reason" and "cells").
struct CheckFault {
  std::string reason;
  std::vector<Cell> cells;
};
std::optional<CheckFault> check_fault(const Problem& problem, const std::vector<Placement>& pieces,
                                      bool algebraic = false);

// "chessy-sat 0.1.0 (CaDiCaL ..., PicoSAT ...)".
std::string version();

}  // namespace chessy::api
