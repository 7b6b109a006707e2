#include "api/run.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>
#include <utility>
#include <vector>

#include "backends/solver.hpp"
#include "encoder/encoder.hpp"
#include "enumerate/budget.hpp"
#include "enumerate/engine_choice.hpp"
#include "enumerate/queens/queens_count.hpp"
#include "enumerate/regions/regions_engine.hpp"
#include "model/canonical.hpp"

namespace chessy {

namespace {

SolverFactory factory(const RunOptions& o) {
  return [backend = o.backend, command = o.solver] { return make_solver(backend, command); };
}

// How the run's CNF is encoded: the options' mode and breaking, stopped by the run's flag.
EncodeOptions encode_options(const RunOptions& o, const RunContext& c) {
  EncodeOptions options = cnf_options(o.mode, o.breaking);
  options.stop = &c.stop.flag();
  return options;
}

// A result of `problem` with nothing found yet, which the run fills.
RunResult empty_result(const Problem& problem) {
  RunResult r;
  r.problem = problem;
  return r;
}

// What a run stopped before its search found: nothing, incomplete.
Enumeration nothing_found() {
  Enumeration e;
  e.complete = false;
  e.interrupted = true;
  return e;
}

EnumerateOptions enumerate_options(const RunOptions& o, const RunContext& c, const PartCubes* part) {
  return {.merge_symmetric = o.merge_symmetric,
          .keep_classes = o.mode != Mode::Count || static_cast<bool>(o.part),
          .engine = o.engine,
          .fallback = {},
          .limit = o.limit,
          .workers = run_workers(o),
          .part_in_cells = part,
          .encode = encode_options(o, c),
          .progress = c.counts,
          .on_class = c.on_class};
}

// Whether the run's search is the region engine's, which builds no CNF
// (engine_choice.hpp, regions).
bool runs_regions(const Problem& problem, const RunOptions& o, const RunContext& c) {
  if (o.mode == Mode::One) return first_engine(problem, o.engine, o.backend != kExternalBackend).engine == Engine::Regions;
  return !o.part && enumeration_engine(problem, enumerate_options(o, c, nullptr)).engine == Engine::Regions;
}

// Every problem's memory is estimated before its search and checked against the limit
// (budget.hpp: InputError above it): its CNF's, or the region engine's few states;
// then the run's resident memory is watched. False: stopped while estimating.
bool memory_checked(const Problem& problem, const RunOptions& o, const RunContext& c) {
  try {
    if (runs_regions(problem, o, c))
      check_engine_memory(problem, word_of(Engine::Regions), region_engine_bytes(problem), o.max_memory);
    else
      check_memory(problem, encode_options(o, c), sized_copies(problem, o), o.max_memory);
  } catch (const Interrupted&) {
    return false;
  }
  c.stop.watch_memory();  // only now: a run the estimate refuses is refused, not stopped
  return true;
}

RunResult one_solution(const Problem& problem, const RunOptions& o, const RunContext& c) {
  RunResult r = empty_result(problem);
  try {
    // The region engine encodes nothing, so solve_one never calls before_cnf: sized here.
    if (runs_regions(problem, o, c) && !memory_checked(problem, o, c)) throw Interrupted();
    r.one = solve_one(problem, factory(o), o.engine, o.backend != kExternalBackend, o.merge_symmetric,
                      encode_options(o, c), c.stop.flag(), one_workers(o),
                      [&] { if (!memory_checked(problem, o, c)) throw Interrupted(); });
  } catch (const Interrupted&) {
    r.stopped = true;
    return r;
  }
  r.solution = r.one->solution;
  r.class_size = r.one->class_size;
  return r;
}

RunResult enumeration(const Problem& problem, const RunOptions& o, const RunContext& c) {
  RunResult r = empty_result(problem);
  r.enumeration = nothing_found();
  PartCubes cubes;
  std::optional<RecordedCnf> cnf;  // a part: encoded once for its splitter and its workers
  // A count of plain n queens in parts: the n-queens counter's share of its tasks, not
  // the CNF's cubes (engine_choice.hpp, n-queens, asked of the whole count); its
  // document holds counts only (queens_count.hpp).
  EnumerateOptions counter = enumerate_options(o, c, nullptr);
  counter.keep_classes = false;
  const bool shared = o.part && o.mode == Mode::Count && enumeration_engine(problem, counter).rule == Rule::NQueens;
  try {
    if (!memory_checked(problem, o, c)) return r;
    if (shared) {
      r.enumeration = count_queens(problem, counter, o.part_index, o.parts);
      r.enumeration.rule = Rule::NQueens;
      return r;
    }
    if (o.part) cubes = o.part(problem, encode_options(o, c), &cnf.emplace(problem, encode_options(o, c)));
  } catch (const Interrupted&) {
    return r;
  }
  r.enumeration =
      enumerate(problem, factory(o), enumerate_options(o, c, o.part ? &cubes : nullptr), cnf ? &*cnf : nullptr);
  return r;
}

// The search stopped while encoding: nothing proven beyond what it starts from (its
// fixed pieces, every free cell), and no solution.
Optimum unsearched(const Problem& problem) {
  Optimum best;
  best.lower = problem.counts[static_cast<std::size_t>(problem.open)];
  best.upper = problem.free_cells();
  return best;
}

// The optimum search of a run, over the whole, a part's cubes or its share of the
// domination counter's tasks.
struct Search {
  std::unique_ptr<Solver> solver;
  std::optional<OptimumSearch> search;
  PartCubes cells;      // a part's cubes, of the problem with the count open
  bool shared = false;  // a part by the counter's share (OptimumSearch::share), not cubes
  Optimum best;

  // The part's split digest, which every part of the run shares.
  std::uint64_t split() const { return shared ? search->split() : cells.digest; }
};

void find_optimum(Search& s, const Problem& problem, const RunOptions& o, const RunContext& c) {
  const bool maximize = o.optimize == Optimize::Max;
  s.solver = make_solver(o.backend, o.solver);
  // Symmetry breaking whatever the mode: the search's solver also enumerates at the optimum.
  const EncodeOptions options{.break_symmetry = o.breaking, .stop = &c.stop.flag()};
  std::vector<Cube> cubes{Cube{}};
  try {  // it encodes the problem: a stop there is a stop before any model
    if (!memory_checked(problem, o, c)) throw Interrupted();
    // A part: the CNF encoded once for the search and the splitter (the sizing counted it).
    std::optional<RecordedCnf> cnf;
    if (o.part) cnf.emplace(problem, options);
    s.search.emplace(problem, *s.solver, maximize, options, run_workers(o), cnf ? &*cnf : nullptr);
    if (o.mode != Mode::One) s.search->any_set();
    // Where the counter takes the steps (and with symmetry, the count at the optimum:
    // enumerate_at), a part is its share of the counter's tasks, not CDCL's cubes.
    s.shared = o.part && o.merge_symmetric && s.search->counts_covers();
    if (s.shared) {
      s.search->share(o.part_index, o.parts, o.mode != Mode::One);
    } else if (o.part) {
      s.cells = o.part(problem, options, &*cnf);
      cubes.clear();
      for (const Cube& cells : s.cells.cubes) cubes.push_back(cube_in_lits(cells, s.search->encoding()));
    }
  } catch (const Interrupted&) {
    s.best = unsearched(problem);
    return;
  }
  s.best = s.search->find_in(cubes, &c.stop.flag(), c.bounds);
}

// A part's best (--part with --min/--max): the part document of the one-solution mode
// holds it as a one-class enumeration at its count.
Enumeration found_one(const Problem& open, const Search& s, long long count, bool merge_symmetric) {
  Enumeration e;
  e.split_digest = s.split();
  e.complete = s.best.complete;
  e.interrupted = !s.best.complete;
  e.vars = s.best.vars;
  e.clauses = s.best.clauses;
  e.calls = s.best.steps.size();
  e.rule = Rule::Optimum;
  if (!s.best.solution) return e;
  e.classes.push_back(class_of(open.with_count(static_cast<int>(count)), *s.best.solution, merge_symmetric));
  e.models = e.fundamental = 1;
  e.total = e.classes.front().size;
  return e;
}

// The counter's classes of a part in the terms of the CNF's parts (split/part_file.hpp):
// the counter keeps a class in the one part that meets its representative, so the
// class stands there for all its orbits under the symmetries the CNF breaks, one model
// each, and a class of one orbit is one that no other part holds (counted, not listed).
Enumeration as_cnf_part(Enumeration e, const Problem& at, bool breaking) {
  const std::vector<Symmetry> broken = broken_group(at, {.break_symmetry = breaking});
  const std::size_t whole = symmetry_group(at).size();
  e.models = 0;
  for (SolutionClass& c : e.classes) {
    const std::uint64_t orbits = orbits_in(at, broken, whole, class_members(at, c.representative));
    c.one_model = orbits == 1;
    e.models += orbits;
  }
  return e;
}

// A part: its best count in its cubes, then (count, all) the solutions at it in them.
RunResult part_optimum(const Problem& problem, const RunOptions& o, const RunContext& c, Search& s) {
  RunResult r = empty_result(problem);
  r.optimum = s.best;
  const Optimum& best = s.best;
  r.part_optimum = best.solution ? (o.optimize == Optimize::Max ? best.lower : best.upper) : -1;
  if (o.mode == Mode::One) {
    r.enumeration = found_one(problem, s, r.part_optimum, o.merge_symmetric);
  } else if (!best.complete) {
    r.enumeration = nothing_found();
  } else if (!best.solution) {
    r.enumeration.split_digest = s.split();
  } else if (s.shared) {
    // The counter in the same share: the part's document is merged with the others'.
    r.problem = problem.with_count(static_cast<int>(r.part_optimum));
    r.enumeration = as_cnf_part(s.search->enumerate_at(r.problem, enumerate_options(o, c, nullptr)), r.problem,
                                o.breaking);
    r.enumeration.split_digest = s.split();
  } else {
    // The general enumeration with the count written in, in the same cubes: the part's
    // document is merged with the others'.
    r.problem = problem.with_count(static_cast<int>(r.part_optimum));
    r.enumeration = enumerate(r.problem, factory(o), enumerate_options(o, c, &s.cells));
  }
  return r;
}

RunResult optimum(const Problem& problem, const RunOptions& o, const RunContext& c) {
  if (problem.open < 0) throw InternalError("an optimum asked of a problem without an open count");
  Search s;
  find_optimum(s, problem, o, c);
  if (c.on_optimum) c.on_optimum(s.best);
  if (o.part) return part_optimum(problem, o, c, s);
  RunResult r = empty_result(problem);
  r.optimum = s.best;
  const Optimum& best = s.best;
  if (!best.solution) return r;
  // The optimum (stopped: the best count so far), written in: what `K*X` gives.
  r.problem = problem.with_count(static_cast<int>(o.optimize == Optimize::Max ? best.lower : best.upper));
  if (o.mode == Mode::One) {
    SolutionClass at = class_of(r.problem, *best.solution, o.merge_symmetric);
    r.solution = std::move(at.representative);
    r.class_size = at.size;
    return r;
  }
  if (!best.complete) return r;
  const EnumerateOptions how = enumerate_options(o, c, nullptr);
  // The enumeration at the optimum in the search's solver (optimum.hpp): what the
  // proof learned is kept (12x12 queens, gamma 6: the count in 163 s of one core, where
  // a new CNF with 2 workers had done 26 of 301 cubes in 646 s). --no-symmetry takes
  // the general path with the count written in.
  r.enumeration = o.merge_symmetric ? s.search->enumerate_at(r.problem, how) : enumerate(r.problem, factory(o), how);
  return r;
}

// A board above kMaxBoardSize: the huge-board engine, its answer checked before it is
// returned (docs/rules.md "Huge boards"), sized first as every run is (budget.hpp): it
// holds O(N + fixed pieces), 10^7 queens about 300 MiB.
RunResult huge_board(const Problem& problem, const RunOptions& o, const RunContext& c) {
  RunResult r = empty_result(problem);
  check_engine_memory(problem, "huge-board", huge_engine_bytes(problem), o.max_memory);
  c.stop.watch_memory();
  const auto start = std::chrono::steady_clock::now();
  HugeAnswer answer = o.huge_engine ? o.huge_engine(problem, c.stop.flag()) : solve_huge(problem, c.stop.flag());
  r.huge_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (answer.status == HugeAnswer::Status::Found) {
    r.placements = placements_of(problem, answer.col);
    answer.col = {};  // the list holds it now
    if (const std::optional<PlacementFault> fault = placement_violation(problem, r.placements, ""))
      throw InternalError("the huge-board engine's answer breaks the rules: " + fault->message());
  }
  // Given up because it was told to stop: a stop, not an answer (exit 4, not 5).
  r.stopped = answer.status == HugeAnswer::Status::GaveUp && c.stop.flag().load();
  r.huge = std::move(answer);
  return r;
}

}  // namespace

std::string huge_board_at(const Problem& problem) {
  return problem.size_at + ": the board is " + std::to_string(problem.rows) + "x" + std::to_string(problem.cols) + ": ";
}

void check_huge_run(const Problem& problem, const RunOptions& o) {
  if (!problem.huge()) return;
  const std::string board = huge_board_at(problem);
  const std::string limit = " boards up to " + std::to_string(kMaxBoardSize) + " a side; above it, one solution only";
  if (o.optimize != Optimize::None)
    throw InputError(board + "--" + std::string(word_of(o.optimize)) + " searches" + limit);
  if (o.mode != Mode::One) throw InputError(board + (o.mode == Mode::Count ? "--count counts" : "--all lists") + limit);
  if (o.part) throw InputError(board + "--part splits" + limit);
  if (o.engine != Engine::Auto)
    throw InputError(board + "--engine " + std::string(word_of(o.engine)) + " solves boards up to " +
                     std::to_string(kMaxBoardSize) + " a side; above it, the huge-board engine alone (--engine auto)");
  if (!huge_engine_takes(problem)) throw InputError(problem.size_at + ": " + board_size_out_of_range(problem.rows > kMaxBoardSize ? problem.rows : problem.cols));
}

EncodeOptions cnf_options(Mode mode, bool breaking) {
  // Symmetry breaking speeds up enumeration; finding one solution it only slows down.
  return {.break_symmetry = breaking && mode != Mode::One};
}

int one_workers(const RunOptions& o) {
  return o.jobs > 0 ? o.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

int run_workers(const RunOptions& o) {
  if (o.mode == Mode::One) return 1;
  // An external solver pays for every cube with a run of its own: one worker unless asked.
  if (o.jobs == 0 && o.backend == kExternalBackend) return 1;
  return one_workers(o);
}

int sized_copies(const Problem& problem, const RunOptions& o) {
  // Auto's backtracking may hand over to the SAT engine: a worker then holds the CNF
  // twice, in its search and in its solver.
  const bool twice = o.mode != Mode::One && o.engine == Engine::Auto &&
                     cnf_engine(problem, Engine::Auto) == Engine::Backtrack;
  return run_workers(o) * (twice ? 2 : 1) + (o.part ? 1 : 0);
}

RunResult run(const Problem& problem, const RunOptions& options, const RunContext& context) {
  check_huge_run(problem, options);
  if (problem.huge()) return huge_board(problem, options, context);
  if (options.optimize != Optimize::None) return optimum(problem, options, context);
  if (problem.open >= 0) throw InternalError("a run of a problem with an open count and no optimum to find");
  if (options.mode == Mode::One) return one_solution(problem, options, context);
  return enumeration(problem, options, context);
}

}  // namespace chessy
