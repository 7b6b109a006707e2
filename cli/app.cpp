#include "cli/app.hpp"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <functional>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include "api/one_solution.hpp"
#include "encoder/write_dimacs.hpp"
#include "backends/solver.hpp"
#include "cli/decode.hpp"
#include "cli/generate_command.hpp"
#include "cli/merge.hpp"
#include "cli/part_settings.hpp"
#if CHESSY_SERVER
#include "server/serve.hpp"
#endif
#include "cli/input.hpp"
#include "cli/optimum.hpp"
#include "cli/option_table.hpp"
#include "cli/options.hpp"
#include "cli/output_file.hpp"
#include "api/stop_flag.hpp"
#include "cli/pictures.hpp"
#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/stop_note.hpp"
#include "cli/sweep.hpp"
#include "model/canonical.hpp"
#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "util/printable.hpp"
#include "model/problem_text.hpp"
#include "enumerate/budget.hpp"
#include "enumerate/enumerate.hpp"
#include "split/parts.hpp"

namespace chessy {

namespace {

// solve(): a part already solved; nothing to write (never an exit status).
constexpr int kExitSkipped = -1;

// A --min/--max part without --count/--all: its best solution as a one-class
// enumeration at its count (the representative of its class, unless --no-symmetry).
Enumeration found_one(const Problem& open, const Optimum& best, long long count, bool merge_symmetric,
                      std::uint64_t split_digest) {
  Enumeration e;
  e.split_digest = split_digest;
  e.complete = best.complete;
  e.interrupted = !best.complete;
  e.vars = best.vars;
  e.clauses = best.clauses;
  e.calls = best.steps.size();
  if (!best.solution) return e;
  const Problem at = open.with_count(static_cast<int>(count));
  std::vector<Solution> members{*best.solution};
  if (merge_symmetric) members = class_members(at, *best.solution);
  e.classes.push_back({members.front(), members.size(), false});
  e.models = e.fundamental = 1;
  e.total = members.size();
  return e;
}

// A part of a split run solves the problem in its normal form, the one merge rebuilds.
Problem problem_to_solve(const Options& o, std::istream& in, const std::atomic<bool>& stop) {
  const Problem problem = read_problem(o, in, &stop);
  return o.parts ? parse_problem(problem_text(problem), problem.name) : problem;
}

// One problem solved as the options ask, its results on `results`: what `chessy-sat
// INPUT` does once the input is read, and what a sweep does at each size.
int solve_problem(const Options& o, Problem problem, std::ostream& results, std::ostream& err,
                  const RunEnvironment& env, StopFlag& stopper) {
  std::atomic<bool>& stop = stopper.flag();
  // No size given anywhere: the 8x8 default is said where it shapes the answer (the
  // one-solution mode, and any "no solution"), once.
  bool board_said = problem.size_given || o.quiet || !o.dimacs.empty() || o.parts > 0;
  auto say_board = [&] {
    if (!board_said) err << "chessy-sat: board 8x8 (default; set it with 'size M' or --size)\n";
    board_said = true;
  };
  std::ostream* to = &results;  // where the results go: keyed with the optimum, in JSON
  if (o.parts && !o.output.empty()) {
    const PartOnDisk there = part_on_disk(o.output, problem, part_settings(o));
    if (there.done) {
      if (!o.quiet)
        err << "chessy-sat: " << printable(o.output) << " already holds part " << o.part << '/' << o.parts
            << " complete; skipped\n";
      return kExitSkipped;
    }
    if (!there.damage.empty() && !o.quiet) err << printable(there.damage) << "; solving the part again\n";
  }
  EncodeOptions encode_options = cnf_options(o);
  encode_options.stop = &stop;
  if (!o.dimacs.empty()) {
    try {
      if (o.dimacs == "-") {
        write_dimacs(problem, results, encode_options);
        return kExitSolved;
      }
      OutputFile file(o.dimacs);  // uncommitted, it leaves FILE as it was
      write_dimacs(problem, file.stream(), encode_options);
      file.commit();
      return kExitSolved;
    } catch (const Interrupted&) {
      err << stop_note(o, stopper, "before the CNF was written whole");
      return kExitIncomplete;
    }
  }
  if (o.mode == Mode::One) say_board();
  auto new_solver = [&] { return make_solver(o.backend, o.solver); };

  // An external solver pays for every cube with a run of its own: one worker unless asked.
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int workers = o.mode == Mode::One ? 1 : o.jobs ? o.jobs : o.backend == kExternalBackend ? 1 : cores;
  // Auto's backtracking may hand over to the SAT engine: a worker then holds the CNF
  // twice, in its search and in its solver.
  const bool twice = o.mode != Mode::One && engine_named(o.engine) == Engine::Auto &&
                     engine_for(problem, Engine::Auto) == Engine::Backtrack;
  bool sized = true;  // false: stopped while sizing, before any search
  try {
    // --part: the splitter's propagator holds one more copy of the CNF.
    check_memory(problem, encode_options, workers * (twice ? 2 : 1) + (o.parts ? 1 : 0), o.max_memory_mb << 20);
    stopper.watch_memory();  // from now on: a run the sizing refuses is refused, not stopped
  } catch (const Interrupted&) {
    sized = false;
  }

  EnumerationProgress counts;
  std::optional<ProgressLine> progress;
  const bool show_progress = env.err_is_terminal && !o.quiet && !o.stream;  // a stream shows its own
  OptimumProgress bounds;  // --min/--max: shown while the optimum is searched for
  if (show_progress)
    progress.emplace(err, o.mode == Mode::One ? nullptr : &counts, env.progress_after,
                     problem.open >= 0 ? &bounds : nullptr, o.optimize == Optimize::Max,
                     use_colour(o.color, env.err_is_terminal, env), env.err_columns);

  // --min/--max: the optimum count first, then the rest for that count (the problem
  // with the count written in, so the output is what `K*X` gives, after a headline).
  std::optional<Solution> optimal;
  std::optional<KeyedJsonLines> keyed;
  std::optional<std::ostream> keyed_out;
  std::unique_ptr<Solver> optimum_solver;
  std::optional<OptimumSearch> search;  // kept for the enumeration at the optimum
  // --part: the search in this part's cubes, and the enumeration at its best in them.
  std::optional<Problem> open_problem;
  PartCubes part_cells;  // --part: this part's cubes (with --min/--max, of the open problem)
  long long part_optimum = -1;
  if (problem.open >= 0) {  // stopped while sizing: the bounds as they stand, none yet
    optimum_solver = new_solver();
    const EncodeOptions search_options{.break_symmetry = !o.no_breaking, .stop = &stop};
    try {  // it encodes the problem: a stop there is a stop before any model
      if (sized) search.emplace(problem, *optimum_solver, o.optimize == Optimize::Max, search_options, workers);
    } catch (const Interrupted&) {
      sized = false;
    }
    std::vector<Cube> cubes{Cube{}};
    if (o.parts) {
      open_problem = problem;
      try {
        if (sized) part_cells = part_cubes(problem, search_options, o.part, o.parts);
      } catch (const Interrupted&) {
        sized = false;
      }
      cubes.clear();
      for (const Cube& cells : part_cells.cubes) cubes.push_back(cube_in_lits(cells, search->encoding()));
    }
    const Optimum best = sized ? search->find_in(cubes, &stop, &bounds) : Optimum{};
    if (o.stats) err << optimum_stats(best, o);
    if (o.parts) {
      // The part's document says what it proved (stopped: its best so far, incomplete);
      // merge states the optimum.
      part_optimum = best.solution ? (o.optimize == Optimize::Max ? best.lower : best.upper) : -1;
      if (o.mode == Mode::One) {  // the proof alone: the part's best solution, its class's representative
        progress.reset();
        results << part_document(*open_problem, part_settings(o),
                                 found_one(problem, best, part_optimum, !o.no_symmetry, part_cells.digest), part_optimum);
        if (best.complete) return kExitSolved;
        err << stop_note(o, stopper, "before the part's cubes were searched");
        return kExitIncomplete;
      }
      if (best.complete && !best.solution) {
        Enumeration none;
        none.split_digest = part_cells.digest;
        progress.reset();
        results << part_document(*open_problem, part_settings(o), none, -1);
        return kExitSolved;
      }
      if (best.complete) problem = problem.with_count(static_cast<int>(part_optimum));
      else sized = false;
    } else {
      if (!best.complete) {
        progress.reset();
        report_bounds(results, o, best);
        err << stop_note(o, stopper,
                         best.solution ? "with " + std::to_string(best.lower) + " <= " + optimum_word(o) +
                                             " <= " + std::to_string(best.upper)
                                       : "before a solution was found");
        return kExitIncomplete;
      }
      if (!best.solution) {
        progress.reset();
        say_board();
        report_one(results, problem, nullptr, o.json);
        return kExitNoSolution;
      }
      problem = problem.with_count(static_cast<int>(best.lower));
      if (o.json) {
        keyed.emplace(results, optimum_word(o), best.lower);
        to = &keyed_out.emplace(&*keyed);
      } else {
        results << optimum_word(o) << ": " << best.lower << '\n';
      }
      if (o.mode == Mode::One) optimal = best.solution;
    }
  }
  std::ostream& out = *to;

  if (o.mode == Mode::One) {
    std::optional<Solution> s = optimal;
    std::uint64_t class_size = 1;
    if (optimal && !o.no_symmetry) {
      const std::vector<Solution> members = class_members(problem, *s);
      class_size = members.size();
      s = members.front();
    }
    if (!optimal) {
      OneSolution one;
      try {
        if (!sized) throw Interrupted();
        one = solve_one(problem, new_solver, engine_named(o.engine), o.backend != kExternalBackend, !o.no_symmetry,
                        encode_options, stop);
      } catch (const Interrupted&) {
        progress.reset();
        err << stop_note(o, stopper, "before a solution was found");
        return kExitIncomplete;
      }
      if (o.stats)
        err << "stats: decided by " << (one.by == Engine::Bits ? "bits" : "sat") << '\n'
            << "stats: variables " << one.vars << " clauses " << one.clauses << " encode " << one.encode_seconds
            << " s solve " << one.solve_seconds << " s\n";
      s = one.solution;
      class_size = one.class_size;
    }
    progress.reset();
    const bool colour = use_colour(o.color, env.out_is_terminal, env);
    if (o.format == Format::Text || (o.format == Format::Unicode && !s)) report_one(out, problem, s ? &*s : nullptr, o.json);
    else if (s) report_pictures(out, problem, {{&*s, "class of " + std::to_string(class_size)}}, o.format, colour);
    else report_pictures(out, problem, {}, o.format, colour);  // an empty SVG: still a picture
    return s ? kExitSolved : kExitNoSolution;
  }
  std::uint64_t streamed = 0;
  std::function<void(const SolutionClass&)> on_class;
  if (o.stream)  // called one class at a time, under the enumeration's lock
    on_class = [&](const SolutionClass& c) {
      report_class(out, problem, c, ++streamed, o.json);
      out.flush();
    };
  if (o.parts && !open_problem && sized) {
    try {
      part_cells = part_cubes(problem, encode_options, o.part, o.parts);
    } catch (const Interrupted&) {
      sized = false;
    }
  }
  Enumeration e;  // as it stands when stopped while sizing: nothing found
  e.complete = false;
  e.interrupted = true;
  const EnumerateOptions how{.merge_symmetric = !o.no_symmetry,
                   .keep_classes = o.mode != Mode::Count || o.parts > 0,
                   .engine = engine_named(o.engine),
                   .fallback = {},
                   .limit = o.limit,
                   .workers = workers,
                   .part_in_cells = o.parts ? &part_cells : nullptr,
                   .encode = encode_options,
                   .interrupt = &stop,
                   .progress = &counts,
                   .on_class = on_class};
  // The enumeration at the optimum in the search's solver (optimum.hpp): what the
  // proof learned is kept (12x12 queens, gamma 6: the count in 163 s of one core, where
  // a new CNF with 2 workers had done 26 of 301 cubes in 646 s). A split run and
  // --no-symmetry take the general path with the count written in.
  if (sized && search && !o.parts && !o.no_symmetry) e = search->enumerate_at(problem, how);
  else if (sized) e = enumerate(problem, new_solver, how);
  progress.reset();
  if (o.parts) out << part_document(open_problem ? *open_problem : problem, part_settings(o), e, part_optimum);
  else report_enumeration(out, problem, e, o, o.mode, use_colour(o.color, env.out_is_terminal, env));
  if (o.stats) err << stats_line(e);
  if (e.interrupted) {
    err << stop_note(o, stopper,
                     "after " + std::to_string(e.total) + " solutions (" + std::to_string(e.fundamental) +
                         " fundamental); the enumeration is incomplete");
    return kExitIncomplete;
  }
  if (!e.complete && !o.quiet)
    err << "chessy-sat: stopped at --limit " << o.limit << "; there may be more solutions\n";
  if (o.parts) return kExitSolved;  // a part with no solutions is no answer yet
  if (e.fundamental > 0) return kExitSolved;
  say_board();
  return kExitNoSolution;
}

int solve(const Options& o, std::istream& in, std::ostream& results, std::ostream& err, const RunEnvironment& env) {
  // Ctrl-C and --timeout stop the run through one flag, from the start: reading the
  // input (a FIFO or a pipe may never deliver it) and the encoder (sizing, DIMACS,
  // solvers) check it too.
  StopFlag stopper(o.timeout, env.interrupt, nullptr, memory_limit(o));
  std::optional<Problem> read;
  try {
    read = problem_to_solve(o, in, stopper.flag());
  } catch (const Interrupted&) {
    err << stop_note(o, stopper, "before the input was read");
    return kExitIncomplete;
  }
  return solve_problem(o, std::move(*read), results, err, env, stopper);
}

// run_app but for the check that standard output took everything.
int run_to(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
           const RunEnvironment& env) {
  try {
    // `serve`: the web page (server/), a command of its own with its own options.
    if (!args.empty() && args[0] == "serve")
#if CHESSY_SERVER
      return server::serve(std::vector<std::string>(args.begin() + 1, args.end()), out, err, env.interrupt);
#else
      throw InputError("chessy-sat serve: this build has no web server (cpp-httplib was not found when it was configured)");
#endif
    if (!args.empty() && args[0] == "generate") return run_generate(args, in, out, err, env);
    const Options o = parse_options(args);
    if (o.help) {
      out << help_text(o.decode ? kDecode : o.merge ? kMerge : kSolve);
      return kExitSolved;
    }
    if (o.version) {
      out << kVersion << " (" << linked_solvers() << ")\n";
      return kExitSolved;
    }
    auto run = [&](std::ostream& to) {
      if (o.size_last) return run_sweep(o, in, to, err, env, solve_problem);
      return o.decode ? run_decode(o, in, to, env.interrupt) : o.merge ? run_merge(o, to, err, env) : solve(o, in, to, err, env);
    };
    if (o.output.empty()) return run(out);
    // Results into a file: opened before the work (an unwritable FILE is found now, not
    // after hours of it), written whole, and only reported as written when it is.
    OutputFile file(o.output);
    const int status = run(file.stream());
    if (status == kExitSkipped) return kExitSolved;  // the file is already what it should be
    file.commit();
    return status;
  } catch (const InputError& e) {
    // Messages quote file names and file contents: one line whatever they hold.
    err << printable(e.what()) << '\n';
    return kExitBadInput;
  } catch (const Interrupted&) {  // decode's reading of its input (solve says more)
    err << "chessy-sat: interrupted before the input was read\n";
    return kExitIncomplete;
  } catch (const SolverFailure& e) {
    err << "chessy-sat: " << printable(e.what()) << '\n';
    return kExitInternal;
  } catch (const InternalError& e) {
    err << "chessy-sat: internal error: " << printable(e.what()) << '\n';
    return kExitInternal;
  } catch (const std::bad_alloc&) {
    err << "chessy-sat: out of memory\n";
    return kExitInternal;
  }
}

}  // namespace


int run_app(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err, const RunEnvironment& env) {
  const int status = run_to(args, in, out, err, env);
  // Results that did not reach standard output (a full disk, /dev/full) are no results.
  if (out.flush()) return status;
  // Why: the write that failed may lie far back, so it is tried once more.
  out.clear();
  errno = 0;
  out.flush();
  const int why = errno;
  err << "chessy-sat: cannot write to standard output" << (why ? std::string(": ") + std::strerror(why) : "") << '\n';
  return kExitBadInput;
}

}  // namespace chessy
