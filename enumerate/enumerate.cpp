#include "enumerate/enumerate.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <span>
#include <string>
#include <thread>

#include "model/canonical.hpp"
#include "model/check.hpp"
#include "encoder/symmetry.hpp"
#include "enumerate/backtrack/backtrack.hpp"
#include "enumerate/bits/bits_engine.hpp"
#include "enumerate/regions/regions_engine.hpp"
#include "enumerate/class_table.hpp"
#include "enumerate/cubes.hpp"
#include "enumerate/engine_choice.hpp"
#include "enumerate/queens/queens_count.hpp"

namespace chessy {

namespace {

// A model's placement, checked by the independent is_solution.
Solution checked_model(const Problem& problem, const Encoding& enc, const std::function<bool(int)>& is_true) {
  Solution s = enc.decode(is_true);
  if (auto why = violation(problem, s))
    throw InternalError("the solver's model is not a solution: " + *why);
  return s;
}

// Solves once more; the model's placement, checked, or nothing when no model is left.
std::optional<Solution> next_model(const Problem& problem, const Encoding& enc, Solver& solver,
                                   const Cube& assumptions = {}) {
  for (int lit : assumptions) solver.assume(lit);
  switch (solver.solve()) {
    case Result::Unsat: return std::nullopt;
    case Result::Unknown: throw Interrupted();  // backends only give up when told to
    case Result::Sat: break;
  }
  return checked_model(problem, enc, [&](int var) { return solver.value(var); });
}

// With exact piece counts, the negated true placement literals exclude exactly this
// placement, whatever the auxiliaries (block over placement variables only: the 8-queens CNF
// with sequential counters has 133,096 models over all its variables for 92 placements).
// `guard` makes the clause belong to one cube: once the cube is done, the unit -guard
// satisfies its clauses and the solver can drop them.
void block(const Encoding& enc, Solver& solver, const Solution& s, int guard) {
  std::vector<int> clause{-guard};
  clause.reserve(s.size() + 1);
  for (const Placed& p : s) clause.push_back(-enc.var(p.type, p.cell));
  solver.add_clause(clause);
}

}  // namespace

std::optional<Solution> find_one(const Problem& problem, const Encoding& enc, Solver& solver,
                                 const std::atomic<bool>* interrupt, const std::optional<Solution>& hint) {
  solver.stop_when(interrupt);
  if (hint) {
    Cube assumptions;
    for (const Placed& p : *hint) assumptions.push_back(enc.var(p.type, p.cell));
    if (std::optional<Solution> s = next_model(problem, enc, solver, assumptions)) return s;
    for (int lit : assumptions) solver.phase(lit);  // not a model of this CNF (its symmetry breaking): phases
  }
  return next_model(problem, enc, solver);
}

namespace {

// The distinct images of a solution under `group`, ascending. `group` is a subgroup of
// H, so each image is a solution; `check` verifies that all the same.
std::vector<Solution> orbit(const Problem& problem, const std::vector<Symmetry>& group,
                            const Solution& s, bool check) {
  std::vector<Solution> images;
  for (const Symmetry& g : group) {
    std::optional<Solution> img = image(problem, g, s);
    if (!img || (check && !is_solution(problem, *img)))
      throw InternalError("a symmetry broken in the CNF maps a solution to a non-solution");
    images.push_back(std::move(*img));
  }
  sort_distinct(problem, images);
  return images;
}

}  // namespace

std::uint64_t orbits_in(const Problem& problem, const std::vector<Symmetry>& group, std::size_t whole,
                        const std::vector<Solution>& members) {
  // The usual groups need no images: the identity alone, or all of G (one orbit).
  if (group.size() == 1) return members.size();
  if (group.size() == whole) return 1;
  std::uint64_t count = 0;
  for (const Solution& m : members)
    count += orbit(problem, group, m, false).front() == m;  // each orbit at its least member
  return count;
}

namespace {

// What the workers share, behind one lock.
class Collector {
 public:
  Collector(const Problem& problem, const Encoding& enc, const EnumerateOptions& options)
      : problem_(problem), enc_(enc), options_(options), own_(own_group(problem)),
        group_size_(symmetry_group(problem).size()) {}

  void interrupted() {
    std::lock_guard<std::mutex> lock(mutex_);
    interrupted_ = true;
  }

  // Takes one model (a solution nobody has blocked before); false once the limit is met.
  // Its class (or orbit) is worked out before the lock, so workers do that in parallel.
  bool add(const Solution& s) {
    std::vector<Solution> members;
    std::uint64_t orbits = 0;
    if (options_.merge_symmetric) {
      members = class_members(problem_, s, own_);  // s itself was checked
      orbits = orbits_in(problem_, enc_.broken, group_size_, members);
    } else {
      members = orbit(problem_, enc_.broken, s, true);
    }
    // Every member of a class (or orbit) has the same least member: one key for all.
    ClassTable::Key key = ClassTable::key_of(members.front());
    std::lock_guard<std::mutex> lock(mutex_);
    ++models_;
    if (!seen_.insert(std::move(key))) return counted();  // a class already known
    if (options_.merge_symmetric) {
      expected_models_ += orbits;
      found({std::move(members.front()), members.size(), enc_.complete_break && orbits == 1});
    } else {
      // Symmetric solutions are different: the model stands for its whole orbit.
      ++expected_models_;
      for (Solution& m : members) found({std::move(m), 1, enc_.complete_break});
    }
    return counted();
  }
  bool full() const { return options_.limit && fundamental_ >= options_.limit; }

  // A new class: kept, or handed to the caller at once (--stream). Past the limit
  // (--no-symmetry adds a whole orbit at a time) classes are dropped.
  void found(SolutionClass c) {
    if (full()) return;
    ++fundamental_;
    total_ += c.size;
    if (options_.on_class) options_.on_class(c);
    else classes_.push_back(std::move(c));
  }

  // Publishes the counts (under the lock) and says whether the search goes on.
  bool counted() {
    if (options_.progress) {
      options_.progress->models.store(models_, std::memory_order_relaxed);
      options_.progress->classes.store(fundamental_, std::memory_order_relaxed);
    }
    return !full();
  }

  // The result, sorted; checks the models against the orbits when the search ended.
  void finish(Enumeration& result) {
    result.models = models_;
    result.interrupted = interrupted_;
    result.complete = !full() && !interrupted_;
    result.classes = std::move(classes_);
    result.fundamental = fundamental_;
    result.total = total_;
    // Totals come from the class sizes; the models must match them orbit for orbit.
    // A part of a split run may see a class whose other orbits lie in other parts.
    const bool whole_search = !options_.part_in_cells;
    if (result.complete && enc_.complete_break &&
        (whole_search ? expected_models_ != models_ : expected_models_ < models_))
      throw InternalError(std::to_string(models_) + " models for " + std::to_string(expected_models_) +
                          " orbits of the symmetry broken in the CNF");
    std::sort(result.classes.begin(), result.classes.end(),
              [&](const SolutionClass& a, const SolutionClass& b) {
                return compare_boards(problem_, a.representative, b.representative) < 0;
              });
  }

 private:
  const Problem& problem_;
  const Encoding& enc_;
  const EnumerateOptions& options_;
  const std::vector<Symmetry> own_;  // H: its images of a solution need no check
  const std::size_t group_size_;     // of G, once rather than per model
  std::mutex mutex_;
  ClassTable seen_;  // the least member of every class (orbit) found
  std::vector<SolutionClass> classes_;
  std::uint64_t fundamental_ = 0, total_ = 0;  // of the classes found (kept or streamed)
  std::uint64_t models_ = 0;
  std::uint64_t expected_models_ = 0;     // orbits under the broken group, found so far
  bool interrupted_ = false;
};

// A cube keeps the models it has found so far for a fallback (the SAT engine blocks
// them first) only up to this many; past it, it is backtracked to its end.
constexpr std::size_t kMaxKeptModels = 1 << 16;

// What the workers share: the cubes, the next one to take, the collector.
struct Shared {
  const Problem& problem;
  const Encoding& enc;
  const std::vector<Cube>& cubes;
  Collector& collector;
  const std::atomic<bool>* interrupt;
  bool may_fall_back = false;
  Fallback fallback;
  api::CountProgress* progress = nullptr;
  std::atomic<std::size_t> next_cube{0};
  std::atomic<bool> stop{false};
  std::atomic<std::uint64_t> calls{0}, models{0}, assignments{0}, sat_cubes{0};
  std::atomic<bool> fell_back{false};

  // The next cube to search, or null once they are all taken (or the search stops).
  const Cube* take() {
    if (stop) return nullptr;
    const std::size_t i = next_cube++;
    return i < cubes.size() ? &cubes[i] : nullptr;
  }
  // Hands a model over; false once the search is to stop.
  bool add(const Solution& s) {
    ++models;
    if (collector.add(s)) return true;
    stop = true;
    return false;
  }
  bool interrupted() const { return interrupt && interrupt->load(std::memory_order_relaxed); }
  // A cube searched to its end, for the progress line.
  void cube_done() {
    if (progress) progress->cubes_done.fetch_add(1, std::memory_order_relaxed);
  }
};

// The blocking engine on one cube: a solver call and a blocking clause per model,
// after blocking the models `known` (found in this cube by backtracking already).
void solve_cube(Shared& shared, Solver& solver, const Cube& cube, std::span<const Solution> known) {
  Cube assumptions = cube;
  const int guard = solver.new_var();
  assumptions.push_back(guard);
  for (const Solution& s : known) block(shared.enc, solver, s, guard);
  for (;;) {
    if (shared.interrupted()) throw Interrupted();
    ++shared.calls;
    std::optional<Solution> s = next_model(shared.problem, shared.enc, solver, assumptions);
    if (!s) break;
    block(shared.enc, solver, *s, guard);
    if (!shared.add(*s)) break;
  }
  solver.add({-guard});
}

// One worker of the blocking engine: takes cubes until none is left.
void work(Shared& shared, Solver& solver) {
  solver.stop_when(shared.interrupt);
  while (const Cube* cube = shared.take()) {
    solve_cube(shared, solver, *cube, {});
    shared.cube_done();
  }
}

// The placement variables, cell by cell in row-major order: the order the lex-leader
// clauses compare boards in, so that backtracking meets their cuts early.
std::vector<int> placement_order(const Encoding& enc) {
  std::vector<int> order;
  for (int c = 0; c < enc.cells; ++c)
    for (int t = 0; t < enc.types; ++t)
      if (const int lit = enc.var(t, c); lit > 0 && !enc.is_constant(lit)) order.push_back(lit);
  return order;
}

// One worker of the backtracking engine: the same cubes, each searched to the end,
// unless the search falls back on the SAT engine (`fallback` makes this worker's
// solver), which then takes over the cube at hand and every later one.
void work(Shared& shared, Backtracker& search, const std::function<Solver&()>& fallback) {
  const std::vector<int> order = placement_order(shared.enc);
  std::vector<Solution> found;  // the cube's models so far, while it may still give way
  while (const Cube* cube = shared.take()) {
    found.clear();
    if (!shared.fell_back) {
      ++shared.calls;
      bool may_give_way = shared.may_fall_back;
      std::uint64_t counted = search.assignments();
      const bool finished = search.enumerate(
          order, *cube,
          [&] {
            Solution s = checked_model(shared.problem, shared.enc, [&](int var) { return search.value(var); });
            if (may_give_way && found.size() < kMaxKeptModels) found.push_back(s);
            else may_give_way = false;
            return shared.add(s);
          },
          [&] {
            if (shared.interrupted()) return false;
            shared.assignments += search.assignments() - counted;
            counted = search.assignments();
            if (shared.may_fall_back && shared.assignments > shared.fallback.assignments + shared.fallback.per_model * shared.models)
              shared.fell_back = true;
            return !(may_give_way && shared.fell_back);
          });
      if (finished) {
        shared.cube_done();
        continue;
      }
      if (shared.interrupted()) throw Interrupted();
    }
    ++shared.sat_cubes;
    solve_cube(shared, fallback(), *cube, found);
    shared.cube_done();
  }
}

}  // namespace

namespace {

// The CNF engines: workers over cubes, each with its own searcher.
Enumeration enumerate_cnf(const Problem& problem, const SolverFactory& make_solver, const EnumerateOptions& options,
                          const RecordedCnf* recorded, EngineChoice choice) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  Enumeration result;
  result.workers = std::max(1, options.workers);
  result.engine = choice.engine;
  const bool backtracking = result.engine == Engine::Backtrack;
  // Each worker has its own searcher, all with the same variables. With several, the
  // problem is encoded once and the recording replayed into each (encoder.hpp
  // RecordedCnf), and into the solvers backtracking workers may hand cubes over to;
  // freed once all have it where there are none. One worker encodes into its searcher
  // (and again for such a solver, seldom made): a recording would only add its memory.
  // Only auto's backtracking hands over (engine_choice.hpp, independence).
  const bool may_fall_back = choice.rule == Rule::Independence;
  std::optional<RecordedCnf> own;
  const RecordedCnf* cnf = recorded;
  std::atomic<int> to_replay{result.workers};
  auto replayed = [&] {
    if (--to_replay == 0 && own && !may_fall_back) own.reset();
  };
  std::vector<std::unique_ptr<Solver>> solvers(result.workers);
  std::vector<std::unique_ptr<Backtracker>> searches(result.workers);
  auto searcher = [&](int w) -> ClauseSink& {
    if (backtracking) return *(searches[w] = std::make_unique<Backtracker>());
    return *(solvers[w] = make_solver());
  };
  Encoding enc;
  std::vector<Cube> cubes;
  Clock::time_point encoded;
  try {
    if (!cnf && result.workers > 1) cnf = &own.emplace(problem, options.encode);
    ClauseSink& first = searcher(0);
    enc = encode(problem, first, options.encode, cnf);
    replayed();
    result.vars = first.vars();
    result.clauses = first.clauses();
    encoded = Clock::now();

    // One worker searches the whole space; several share cubes over the first cells;
    // a part of a split run has its own share of cubes.
    if (options.part_in_cells) {
      for (const Cube& cells : options.part_in_cells->cubes) cubes.push_back(cube_in_lits(cells, enc));
      result.split_digest = options.part_in_cells->digest;
    } else {
      cubes = result.workers == 1 ? std::vector<Cube>{Cube{}} : split_cubes(problem, enc, cube_window(problem));
    }
  } catch (const Interrupted&) {  // stopped while encoding: nothing found yet
    result.complete = false;
    result.interrupted = true;
    result.encode_seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  }
  result.cubes = cubes.size();
  Collector collector(problem, enc, options);
  if (options.progress) options.progress->cubes_total = cubes.size();
  Shared shared{problem, enc, cubes, collector, options.encode.stop, may_fall_back, options.fallback, options.progress};
  std::vector<std::exception_ptr> errors(result.workers);
  auto run = [&](int w) {
    try {
      if (w > 0) {
        encode(problem, searcher(w), options.encode, cnf);
        replayed();
      }
      auto fallback = [&]() -> Solver& {
        if (!solvers[w]) {
          solvers[w] = make_solver();
          encode(problem, *solvers[w], options.encode, cnf);
          solvers[w]->stop_when(options.encode.stop);
        }
        return *solvers[w];
      };
      if (backtracking) work(shared, *searches[w], fallback);
      else work(shared, *solvers[w]);
    } catch (const Interrupted&) {
      collector.interrupted();
      shared.stop = true;
    } catch (...) {
      errors[w] = std::current_exception();
      shared.stop = true;
    }
  };
  std::vector<std::thread> threads;
  for (int w = 1; w < result.workers; ++w) threads.emplace_back(run, w);
  run(0);
  for (std::thread& t : threads) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);

  collector.finish(result);
  result.calls = shared.calls;
  result.sat_cubes = shared.sat_cubes;
  result.encode_seconds = std::chrono::duration<double>(encoded - start).count();
  result.solve_seconds = std::chrono::duration<double>(Clock::now() - encoded).count();
  return result;
}

}  // namespace

Enumeration enumerate(const Problem& problem, const SolverFactory& make_solver,
                      const EnumerateOptions& options, const RecordedCnf* recorded) {
  const EngineChoice choice = enumeration_engine(problem, options);
  Enumeration result;
  if (choice.rule == Rule::NQueens) {
    result = count_queens(problem, options);
  } else if (choice.engine == Engine::Regions) {
    result = enumerate_regions(problem, required_region_grid(problem), options);
  } else if (choice.engine == Engine::Bits) {
    const BitProblem board = required_bit_problem(problem);
    if (options.part_in_cells) throw InputError("chessy-sat: --engine bits: not with --part (parts are split over the CNF)");
    result = enumerate_bits(problem, board, options);
  } else {
    result = enumerate_cnf(problem, make_solver, options, recorded, choice);
  }
  result.rule = choice.rule;
  return result;
}

}  // namespace chessy
