// The public API (include/chessy/chessy.hpp) over the layers below: the same calls the
// command line makes, with the same checks and messages.
#include "chessy/chessy.hpp"

#include <algorithm>
#include <optional>
#include <sstream>
#include <thread>

#include "api/model_of.hpp"
#include "api/one_solution.hpp"
#include "api/stop_flag.hpp"
#include "api/read_input.hpp"
#include "backends/solver.hpp"
#include "chessy/version.hpp"
#include "enumerate/budget.hpp"
#include "enumerate/enumerate.hpp"
#include "enumerate/optimum.hpp"
#include "model/canonical.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/problem.hpp"
#include "model/problem_text.hpp"
#include "model/solution.hpp"

namespace chessy::api {

namespace {

constexpr const char* kBuilt = "<built>";

const char* colour_word(Colour colour) {
  return colour == Colour::White ? " w" : colour == Colour::Black ? " b" : "";
}

std::string piece_text(Piece piece, Colour colour) {
  return std::string(1, static_cast<char>(piece)) + colour_word(colour);
}

Piece piece_of(Kind kind) { return static_cast<Piece>(kind_letter(kind)); }

Colour colour_of(chessy::Colour colour) {
  return colour == chessy::Colour::White ? Colour::White
         : colour == chessy::Colour::Black ? Colour::Black
                                           : Colour::None;
}

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

Problem::Problem(std::shared_ptr<const chessy::Problem> model, std::string source)
    : model_(std::move(model)), source_(std::move(source)), rows_(model_->rows), cols_(model_->cols) {}

Problem Problem::parse(std::string_view text, const std::string& name) {
  return Problem(std::make_shared<const chessy::Problem>(parse_input(text, name)), {});
}

namespace {
Problem read_stoppable(const std::string& path, const std::atomic<bool>* stop) {
  std::istringstream none;
  if (path == "-") throw InputError("chessy: Problem::read needs a file name, not '-'");
  return Problem::parse(read_input(path, none, stop), display_name(path));
}
}  // namespace

Problem Problem::read(const std::string& path) { return read_stoppable(path, nullptr); }
Problem Problem::read(const std::string& path, const std::atomic<bool>& stop) { return read_stoppable(path, &stop); }

Problem::Problem(int rows, int cols)
    : source_("size " + std::to_string(rows) + " " + std::to_string(cols) + "\n"), rows_(rows), cols_(cols) {
  for (int side : {rows, cols})
    if (side < 1 || side > kMaxBoardSize)
      throw InputError(std::string(kBuilt) + ":1: board size " + std::to_string(side) + " is out of range 1.." +
                       std::to_string(kMaxBoardSize));
}

const chessy::Problem& model_of(const Problem& problem) { return problem.model(); }

const chessy::Problem& Problem::model() const {
  // A board with no pieces yet is no problem: "no pieces to place", as the formats say.
  if (!model_) model_ = std::make_shared<const chessy::Problem>(parse_problem(source_, kBuilt));
  return *model_;
}

namespace {
// A built problem with one more line, checked by the text format's parser once it has
// a piece line (before that the parser would only say that it has none).
void extend(std::shared_ptr<const chessy::Problem>& model, std::string& source, const std::string& line,
            bool piece) {
  if (source.empty()) throw InputError("chessy: only a problem built in code can be extended");
  std::string more = source + line + "\n";
  if (piece || model) model = std::make_shared<const chessy::Problem>(parse_problem(more, kBuilt));
  source = std::move(more);
}
}  // namespace

Problem& Problem::goal(Goal goal) {
  if (goal != Goal::Independence) extend(model_, source_, "d", false);
  if (goal == Goal::IndependentDomination) extend(model_, source_, "i", false);
  return *this;
}

Problem& Problem::add(Piece piece, int count, Colour colour) {
  extend(model_, source_, std::to_string(count) + "*" + piece_text(piece, colour), true);
  return *this;
}

Problem& Problem::add_open(Piece piece, Colour colour) {
  extend(model_, source_, "?*" + piece_text(piece, colour), true);
  return *this;
}

Problem& Problem::fix(Piece piece, int row, int col, Colour colour) {
  extend(model_, source_, piece_text(piece, colour) + " @ " + std::to_string(row) + "," + std::to_string(col), true);
  return *this;
}

Problem& Problem::block(int row, int col) {
  extend(model_, source_, "x @ " + std::to_string(row) + "," + std::to_string(col), false);
  return *this;
}

int Problem::rows() const { return rows_; }
int Problem::cols() const { return cols_; }
const std::string& Problem::name() const {
  static const std::string built = kBuilt;  // a built board before its first piece has no model yet
  return model_ ? model_->name : built;
}
std::string Problem::text() const { return problem_text(model()); }

Problem Problem::with_count(int count) const {
  if (model().open < 0) throw InputError("chessy: with_count: the problem has no open count '?'");
  if (count < 0) throw InputError("chessy: with_count: a count must not be negative");
  return Problem(std::make_shared<const chessy::Problem>(model().with_count(count)), {});
}

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
