// The public API (include/chessy/chessy.hpp) over the layers below: the same calls the
// command line makes, with the same checks and messages.
#include "chessy/chessy.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "api/model_of.hpp"
#include "api/run.hpp"
#include "api/stop_flag.hpp"
#include "backends/solver.hpp"
#include "chessy/version.hpp"
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

chessy::Colour colour_in(Colour colour) {
  return colour == Colour::White ? chessy::Colour::White : colour == Colour::Black ? chessy::Colour::Black
                                                                                   : chessy::Colour::None;
}

Placement placement_of(const ListedPiece& p) { return {piece_of(p.piece.kind), colour_of(p.piece.colour), p.row, p.col}; }

// A board above 1000 a side (docs/api.md "Huge boards"): the pieces, no board text; a
// search that gave up, neither found nor proven none, is Interrupted (never "none").
std::optional<Solution> huge_solution(const HugeAnswer& answer, const PlacementList& pieces) {
  if (answer.status == HugeAnswer::Status::NoneExists) return std::nullopt;
  if (answer.status == HugeAnswer::Status::GaveUp) throw Interrupted();
  Solution out;
  for (const ListedPiece& p : pieces) out.pieces.push_back(placement_of(p));
  return out;
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

// The problem to run, refused as the command line refuses it: an open count goes with
// an optimum to find, and an optimum with an open count.
const chessy::Problem& to_run(const Problem& problem, Optimize optimize, const char* call) {
  if (optimize == Optimize::None) return closed(problem);
  const chessy::Problem& model = model_of(problem);
  if (model.open < 0)
    throw InputError(std::string("chessy: ") + call + " needs a piece with an open count, e.g. '?*q' (add_open)");
  return model;
}

RunContext context_of(StopFlag& stop, const Options& options) {
  return {.stop = stop, .counts = options.progress, .bounds = options.bounds, .on_class = {}, .on_optimum = {}};
}

}  // namespace

// The command line's defaults for what the API does not set.
RunOptions run_options_from_api(const Options& options, Mode mode) {
  if (options.backend == kExternalBackend)
    throw InputError("chessy: the library solves with the linked backends (cadical, picosat), not 'cmd'");
  make_solver(options.backend);  // an unknown backend is an InputError now, not in a worker
  if (!is_choice(options.engine))
    throw InputError("chessy: engine '" + std::string(word_of(options.engine)) +
                     "' is auto's own first try, not a choice (" + engine_choices() + ")");
  return {.mode = mode,
          .optimize = options.optimize,
          .merge_symmetric = options.symmetry,
          .breaking = true,
          .backend = options.backend,
          .solver = {},
          .engine = options.engine,
          .jobs = options.jobs,
          .limit = options.limit,
          .max_memory = 0,
          .part = {},
          .huge_engine = {}};
}

std::optional<Solution> solve(const Problem& problem, const Options& options) {
  const chessy::Problem& model = to_run(problem, options.optimize, "solve() with optimize");
  const RunOptions how = run_options_from_api(options, Mode::One);
  StopFlag stop = stop_of(options);
  const RunResult r = run(model, how, context_of(stop, options));
  if (r.stopped || (r.optimum && !r.optimum->complete)) throw Interrupted();
  if (r.huge) return huge_solution(*r.huge, r.placements);
  if (!r.solution) return std::nullopt;
  return solution_of(r.problem, *r.solution, r.class_size);
}

Counts enumerate(const Problem& problem, const std::function<bool(const Solution&)>& each, const Options& options) {
  const chessy::Problem& model =
      to_run(problem, options.optimize, each ? "enumerate() with optimize" : "count() with optimize");
  const RunOptions how = run_options_from_api(options, each ? Mode::All : Mode::Count);
  StopFlag stop = stop_of(options);
  RunContext context = context_of(stop, options);
  if (each)  // drawn on the problem as given: a count written in changes no board
    context.on_class = [&](const SolutionClass& c) {
      if (stop.flag()) return;
      if (!each(solution_of(model, c.representative, c.size))) stop.set();
    };
  const RunResult r = run(model, how, context);
  Counts out;
  out.fundamental = r.enumeration.fundamental;
  out.total = r.enumeration.total;
  out.complete = r.enumeration.complete && (!r.optimum || r.optimum->complete);
  if (r.optimum && r.optimum->complete && r.optimum->solution) out.optimum = r.optimum->lower;
  return out;
}

Counts count(const Problem& problem, const Options& options) { return enumerate(problem, nullptr, options); }

namespace {
Optimum optimum(const Problem& problem, Options options, bool maximize) {
  options.optimize = maximize ? Optimize::Max : Optimize::Min;
  const chessy::Problem& model = to_run(problem, options.optimize, maximize ? "maximum()" : "minimum()");
  const RunOptions how = run_options_from_api(options, Mode::One);
  StopFlag stop = stop_of(options);
  const RunResult r = run(model, how, context_of(stop, options));
  Optimum out;
  out.complete = r.optimum->complete;
  out.lower = r.optimum->lower;
  out.upper = r.optimum->upper;
  if (r.solution) out.solution = solution_of(r.problem, *r.solution, r.class_size);
  return out;
}
}  // namespace

Optimum minimum(const Problem& problem, const Options& options) { return optimum(problem, options, false); }
Optimum maximum(const Problem& problem, const Options& options) { return optimum(problem, options, true); }

std::optional<CheckFault> check_fault(const Problem& problem, const std::vector<Placement>& pieces, bool algebraic) {
  const chessy::Problem& model = closed(problem);
  auto said = [&](const Fault& fault) {
    CheckFault out{fault.message({algebraic, model.rows}), {}};
    for (const auto& [row, col] : fault.cells) out.cells.push_back({row, col});
    return out;
  };
  auto off_board = [](const Placement& p) {
    return CheckFault{"a piece off the board at " + std::to_string(p.row) + "," + std::to_string(p.col), {}};
  };
  if (model.huge()) {  // no cell numbers: the placement list's own check
    PlacementList list;
    for (const Placement& p : pieces) {
      const std::optional<Kind> kind = kind_of_letter(static_cast<char>(p.piece));
      if (!kind || p.row < 0 || p.col < 0) return off_board(p);
      list.push_back({{*kind, colour_in(p.colour)}, p.row, p.col, 0, algebraic});
    }
    const std::optional<PlacementFault> fault = placement_violation(model, list, "", {algebraic, model.rows});
    if (!fault) return std::nullopt;
    return CheckFault{fault->message(), {}};
  }
  chessy::Solution s;
  for (const Placement& p : pieces) {
    if (p.row < 0 || p.row >= model.rows || p.col < 0 || p.col >= model.cols) return off_board(p);
    const std::optional<Kind> kind = kind_of_letter(static_cast<char>(p.piece));
    const int type = kind ? model.type_index({*kind, colour_in(p.colour)}) : -1;
    if (type < 0) return said(Fault().say("the problem has no " + piece_text(p.piece, p.colour) + " (at ").cell(p.row, p.col).say(")"));
    s.push_back({p.row * model.cols + p.col, type});
  }
  std::sort(s.begin(), s.end(), [](const Placed& a, const Placed& b) { return a.cell < b.cell; });
  for (std::size_t i = 1; i < s.size(); ++i)
    if (s[i].cell == s[i - 1].cell) return said(Fault().say("two pieces on ").cell(s[i].cell / model.cols, s[i].cell % model.cols));
  const std::optional<Fault> fault = fault_of(model, s);
  if (!fault) return std::nullopt;
  return said(*fault);
}

std::optional<std::string> check(const Problem& problem, const std::vector<Placement>& pieces) {
  std::optional<CheckFault> fault = check_fault(problem, pieces);
  if (!fault) return std::nullopt;
  return std::move(fault->reason);
}

std::string version() { return std::string("chessy-sat ") + CHESSY_VERSION_STRING + " (" + linked_solvers() + ")"; }

}  // namespace chessy::api
