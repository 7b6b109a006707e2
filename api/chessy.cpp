// The public API (include/chessy/chessy.hpp) over the layers below: the same calls the
// command line makes, with the same checks and messages.
#include "chessy/chessy.hpp"

#include <algorithm>
#include <optional>
#include <thread>

#include "api/model_of.hpp"
#include "api/one_solution.hpp"
#include "api/stop_flag.hpp"
#include "backends/solver.hpp"
#include "chessy/version.hpp"
#include "enumerate/budget.hpp"
#include "enumerate/enumerate.hpp"
#include "enumerate/optimum.hpp"
#include "model/canonical.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/problem.hpp"
#include "model/solution.hpp"

namespace chessy::api {

namespace {

Solution solution_of(const chessy::Problem& problem, const chessy::Solution& s, std::uint64_t class_size) {
  Solution out;
  out.board = render(problem, s);
  out.class_size = class_size;
  for (const Placed& p : s)
    out.pieces.push_back({piece_of(problem.types[p.type].kind), colour_of(problem.types[p.type].colour),
                          p.cell / problem.cols, p.cell % problem.cols});
  return out;
}

chessy::Engine engine_of(Engine engine) {
  switch (engine) {
    case Engine::Sat: return chessy::Engine::Blocking;
    case Engine::Backtrack: return chessy::Engine::Backtrack;
    case Engine::Bits: return chessy::Engine::Bits;
    case Engine::Auto: break;
  }
  return chessy::Engine::Auto;
}

int workers_of(const Options& options) {
  return options.jobs > 0 ? options.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// The caller's stop flag (only read: a callback's stop must not set it) and the
// timeout, as the one flag the layers below watch.
StopFlag stop_of(const Options& options) {
  if (options.timeout < 0) throw InputError("chessy: timeout must not be negative");
  return StopFlag(options.timeout, nullptr, options.stop);
}

// The problem to solve, refused as the command line refuses it.
const chessy::Problem& closed(const Problem& problem) {
  const chessy::Problem& model = model_of(problem);
  if (model.open >= 0)
    throw InputError(model.open_at + ": an open count '?' needs minimum() or maximum() (or with_count(K))");
  return model;
}

SolverFactory factory(const Options& options) {
  if (options.backend == kExternalBackend)
    throw InputError("chessy: the library solves with the linked backends (cadical, picosat), not 'cmd'");
  make_solver(options.backend);  // an unknown backend is an InputError now, not in a worker
  return [backend = options.backend] { return make_solver(backend); };
}

}  // namespace

std::optional<Solution> solve(const Problem& problem, const Options& options) {
  const chessy::Problem& model = closed(problem);
  const SolverFactory make = factory(options);
  const StopFlag stop = stop_of(options);
  const EncodeOptions encode_options{.stop = &stop.flag()};
  check_memory(model, encode_options, 1, 0);
  const OneSolution one =
      solve_one(model, make, engine_of(options.engine), true, options.symmetry, encode_options, stop.flag());
  if (!one.solution) return std::nullopt;
  return solution_of(model, *one.solution, one.class_size);
}

Counts enumerate(const Problem& problem, const std::function<bool(const Solution&)>& each, const Options& options) {
  const chessy::Problem& model = closed(problem);
  const SolverFactory make = factory(options);
  StopFlag stop = stop_of(options);
  const int workers = workers_of(options);
  EnumerateOptions how;
  how.merge_symmetric = options.symmetry;
  how.keep_classes = static_cast<bool>(each);
  how.engine = engine_of(options.engine);
  how.limit = options.limit;
  how.workers = workers;
  how.encode = {.break_symmetry = true, .stop = &stop.flag()};
  how.interrupt = &stop.flag();
  if (each)
    how.on_class = [&](const SolutionClass& c) {
      if (stop.flag()) return;
      if (!each(solution_of(model, c.representative, c.size))) stop.set();
    };
  try {  // the sizing encodes too: a stop during it is a stop while encoding
    check_memory(model, how.encode, workers, 0);
    const Enumeration e = chessy::enumerate(model, make, how);
    return {.fundamental = e.fundamental, .total = e.total, .complete = e.complete};
  } catch (const Interrupted&) {  // stopped while encoding: none found yet, as the command line says
    return {.fundamental = 0, .total = 0, .complete = false};
  }
}

Counts count(const Problem& problem, const Options& options) { return enumerate(problem, nullptr, options); }

namespace {
Optimum optimum(const Problem& problem, const Options& options, bool maximize) {
  const chessy::Problem& model = model_of(problem);
  if (model.open < 0)
    throw InputError(std::string("chessy: ") + (maximize ? "maximum" : "minimum") +
                     "() needs a piece with an open count, e.g. '?*q' (add_open)");
  const SolverFactory make = factory(options);
  const StopFlag stop = stop_of(options);
  std::unique_ptr<Solver> solver = make();
  const EncodeOptions encode_options{.break_symmetry = true, .stop = &stop.flag()};
  chessy::Optimum best;
  try {  // the sizing encodes too: a stop during it is a stop while encoding
    check_memory(model, encode_options, 1, 0);
    OptimumSearch search(model, *solver, maximize, encode_options);
    best = search.find(&stop.flag());
  } catch (const Interrupted&) {
    // Stopped while encoding: nothing proven beyond what the search starts from (its
    // fixed pieces, every free cell), no solution, as find() stopped before a model.
    best.lower = model.counts[static_cast<std::size_t>(model.open)];
    best.upper = model.free_cells();
  }
  Optimum out;
  out.complete = best.complete;
  out.lower = best.lower;
  out.upper = best.upper;
  if (best.solution) {
    const chessy::Problem at = model.with_count(static_cast<int>(maximize ? best.lower : best.upper));
    std::vector<chessy::Solution> members{*best.solution};
    if (options.symmetry) members = class_members(at, *best.solution);
    out.solution = solution_of(at, members.front(), members.size());
  }
  return out;
}
}  // namespace

Optimum minimum(const Problem& problem, const Options& options) { return optimum(problem, options, false); }
Optimum maximum(const Problem& problem, const Options& options) { return optimum(problem, options, true); }

std::optional<std::string> check(const Problem& problem, const std::vector<Placement>& pieces) {
  const chessy::Problem& model = closed(problem);
  chessy::Solution s;
  for (const Placement& p : pieces) {
    const std::string where = std::to_string(p.row) + "," + std::to_string(p.col);
    if (p.row < 0 || p.row >= model.rows || p.col < 0 || p.col >= model.cols) return "a piece off the board at " + where;
    const std::optional<Kind> kind = kind_of_letter(static_cast<char>(p.piece));
    const chessy::Colour colour = p.colour == Colour::White   ? chessy::Colour::White
                                  : p.colour == Colour::Black ? chessy::Colour::Black
                                                              : chessy::Colour::None;
    const int type = kind ? model.type_index({*kind, colour}) : -1;
    if (type < 0) return "the problem has no " + piece_text(p.piece, p.colour) + " (at " + where + ")";
    s.push_back({p.row * model.cols + p.col, type});
  }
  std::sort(s.begin(), s.end(), [](const Placed& a, const Placed& b) { return a.cell < b.cell; });
  for (std::size_t i = 1; i < s.size(); ++i)
    if (s[i].cell == s[i - 1].cell)
      return "two pieces on " + std::to_string(s[i].cell / model.cols) + "," + std::to_string(s[i].cell % model.cols);
  return violation(model, s);
}

std::string version() { return std::string("chessy-sat ") + CHESSY_VERSION_STRING + " (" + linked_solvers() + ")"; }

}  // namespace chessy::api
