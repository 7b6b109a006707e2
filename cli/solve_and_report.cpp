#include "cli/solve_and_report.hpp"

#include <cstdio>
#include <optional>
#include <ostream>

#include "api/run.hpp"
#include "cli/explain_command.hpp"
#include "cli/input.hpp"
#include "cli/optimum.hpp"
#include "cli/output_file.hpp"
#include "cli/part_settings.hpp"
#include "cli/pictures.hpp"
#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/run_options.hpp"
#include "cli/stop_note.hpp"
#include "encoder/write_dimacs.hpp"
#include "model/fen.hpp"
#include "model/parse.hpp"
#include "model/problem_text.hpp"
#include "util/printable.hpp"

namespace chessy {

namespace {

// A part of a split run solves the problem in its normal form, the one merge rebuilds.
Problem problem_to_solve(const Options& o, std::istream& in, const std::atomic<bool>& stop) {
  const Problem problem = read_problem(o, in, &stop);
  return o.parts ? parse_problem(problem_text(problem), problem.name) : problem;
}

// One problem solved as the options ask, its results reported: what `chessy-sat INPUT`
// does once the input is read, and what a sweep does at each size. The run
// (api/run.hpp) searches; this writes what it found, the notes and the exit status.
class SolveAndReport {
 public:
  SolveAndReport(const Options& o, const Problem& problem, std::ostream& results, std::ostream& err,
                 const RunEnvironment& env, StopFlag& stopper)
      : o_(o), problem_(problem), results_(results), err_(err), env_(env), stopper_(stopper),
        board_said_(problem.size_given || o.quiet || !o.dimacs.empty() || o.parts > 0),
        format_(o.format) {}

  int run() {
    if (o_.explain) return explain_and_report(o_, problem_, results_, err_, stopper_);
    if (o_.parts && !o_.output.empty() && part_done()) return kExitSkipped;
    if (!o_.dimacs.empty()) return write_cnf();
    if (o_.mode == Mode::One) say_board();
    // A text board of a million columns is 10^12 bytes: above 1000 columns the placement
    // list is the default, said once (docs/output.md "Placements"), after the run: a
    // refusal (the memory limit) stays one line.
    const bool placements_by_default = problem_.cols > kMaxBoardSize && !o_.format_given && !o_.json;
    if (placements_by_default) format_ = Format::Placements;
    const bool show_progress = env_.err_is_terminal && !o_.quiet && !o_.stream;  // a stream shows its own
    if (show_progress)
      progress_.emplace(err_, o_.mode == Mode::One ? nullptr : &counts_, env_.progress_after,
                        problem_.open >= 0 ? &bounds_ : nullptr, o_.optimize == Optimize::Max,
                        use_colour(o_.color, env_.err_is_terminal, env_), env_.err_columns);
    RunOptions how = run_options_from_command_line(o_);
    how.huge_engine = env_.huge_engine;
    const RunResult r = chessy::run(problem_, how, context());  // not this run()
    progress_.reset();
    if (placements_by_default && !o_.quiet)
      err_ << "chessy-sat: the board has " << problem_.cols << " columns: printing placements (--format placements)\n";
    if (o_.parts) return part(r);
    if (r.optimum && !r.optimum->complete) return bounds(*r.optimum);
    if (r.optimum && !r.optimum->solution) return no_solution();
    return o_.mode == Mode::One ? one(r) : enumeration(r);
  }

 private:
  // No size given anywhere: the 8x8 default is said where it shapes the answer (the
  // one-solution mode, and any "no solution"), once.
  void say_board() {
    if (!board_said_) err_ << "chessy-sat: board 8x8 (default; set it with 'size M' or --size)\n";
    board_said_ = true;
  }

  int stopped(const std::string& progress) {
    err_ << stop_note(o_, stopper_, progress);
    return kExitIncomplete;
  }

  // --part with -o FILE: the part already solved there is not solved again.
  bool part_done() {
    const PartOnDisk there = part_on_disk(o_.output, problem_, part_settings(o_));
    if (there.done && !o_.quiet)
      err_ << "chessy-sat: " << printable(o_.output) << " already holds part " << o_.part << '/' << o_.parts
           << " complete; skipped\n";
    if (!there.done && !there.damage.empty() && !o_.quiet)
      err_ << printable(there.damage) << "; solving the part again\n";
    return there.done;
  }

  int write_cnf() {
    EncodeOptions options = cnf_options(o_);
    options.stop = &stopper_.flag();
    try {
      if (o_.dimacs == "-") {
        write_dimacs(problem_, results_, options);
        return kExitSolved;
      }
      OutputFile file(o_.dimacs);  // uncommitted, it leaves FILE as it was
      write_dimacs(problem_, file.stream(), options);
      file.commit();
      return kExitSolved;
    } catch (const Interrupted&) {
      return stopped("before the CNF was written whole");
    }
  }

  RunContext context() {
    RunContext c{.stop = stopper_, .counts = &counts_, .bounds = &bounds_, .on_class = {}, .on_optimum = {}};
    if (o_.stream)  // called one class at a time, under the enumeration's lock
      c.on_class = [this](const SolutionClass& k) {
        report_class(*to_, problem_, k, ++streamed_, o_.json);
        to_->flush();
      };
    c.on_optimum = [this](const Optimum& best) { optimum(best); };
    return c;
  }

  // --min/--max: the optimum count first, then the rest for that count (the problem
  // with the count written in, so the output is what `K*X` gives, after a headline).
  void optimum(const Optimum& best) {
    if (o_.stats) err_ << optimum_stats(best, o_);
    if (o_.parts || !best.complete || !best.solution) return;
    if (o_.json) {
      keyed_.emplace(results_, optimum_word(o_), best.lower);
      to_ = &keyed_out_.emplace(&*keyed_);
    } else {
      results_ << optimum_word(o_) << ": " << best.lower << '\n';
    }
  }

  int bounds(const Optimum& best) {
    report_bounds(results_, o_, best);
    return stopped(best.solution ? "with " + std::to_string(best.lower) + " <= " + optimum_word(o_) +
                                       " <= " + std::to_string(best.upper)
                                 : "before a solution was found");
  }

  int no_solution() {
    say_board();
    report_one(results_, problem_, nullptr, o_.json);
    return kExitNoSolution;
  }

  int one(const RunResult& r) {
    if (r.stopped) return stopped("before a solution was found");
    if (r.huge) return huge(r);
    if (r.one && o_.stats)
      err_ << "stats: decided by " << word_of(r.one->by) << " rule " << word_of(r.one->rule) << '\n'
           << "stats: variables " << r.one->vars << " clauses " << r.one->clauses << " encode "
           << r.one->encode_seconds << " s solve " << r.one->solve_seconds << " s\n";
    const Solution* s = r.solution ? &*r.solution : nullptr;
    const bool colour = use_colour(o_.color, env_.out_is_terminal, env_);
    if (format_ == Format::Fen && s) *to_ << fen_of(r.problem, *s) << '\n';
    else if (format_ == Format::Placements && s) report_placements(*to_, r.problem, placements_of(r.problem, *s), format_, false, o_.algebraic);
    else if (format_ == Format::Text || format_ == Format::Placements || format_ == Format::Fen || (format_ == Format::Unicode && !s))
      report_one(*to_, r.problem, s, o_.json);
    else if (s)
      report_pictures(*to_, r.problem, {{s, "class of " + std::to_string(r.class_size)}}, o_.format, colour, o_.algebraic);
    else report_pictures(*to_, r.problem, {}, o_.format, colour, o_.algebraic);  // an empty SVG: still a picture
    return s ? kExitSolved : kExitNoSolution;
  }

  // A board above 1000 a side (docs/rules.md "Huge boards"): the engine's answer, found
  // and checked; none, proven (why on standard error); or none found and none proven:
  // never "no solution" then, but a status of its own.
  int huge(const RunResult& r) {
    if (o_.stats) err_ << "stats: decided by huge rule " << word_of(Rule::Huge) << ' ' << r.huge_seconds << " s\n";
    switch (r.huge->status) {
      case HugeAnswer::Status::Found:
        report_placements(*to_, r.problem, r.placements, format_, o_.json, o_.algebraic);
        return kExitSolved;
      case HugeAnswer::Status::NoneExists:
        report_one(*to_, r.problem, nullptr, o_.json);
        if (!r.huge->why.empty()) err_ << "chessy-sat: " << printable(r.huge->why) << '\n';
        return kExitNoSolution;
      case HugeAnswer::Status::GaveUp: break;
    }
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", r.huge_seconds);
    err_ << "chessy-sat: no completion found in " << seconds << " s; " << printable(r.huge->why) << '\n';
    return kExitUndecided;
  }

  // A part's document; merge states the optimum and the counts.
  int part(const RunResult& r) {
    const PartSettings settings = part_settings(o_);
    if (r.optimum && o_.mode == Mode::One) {  // the proof alone: the part's best solution
      results_ << part_document(problem_, settings, r.enumeration, r.part_optimum);
      return r.optimum->complete ? kExitSolved : stopped("before the part's cubes were searched");
    }
    if (r.optimum && r.optimum->complete && !r.optimum->solution) {
      results_ << part_document(problem_, settings, r.enumeration, -1);
      return kExitSolved;
    }
    results_ << part_document(problem_, settings, r.enumeration, r.part_optimum);
    return counted(r.enumeration);
  }

  int enumeration(const RunResult& r) {
    report_enumeration(*to_, r.problem, r.enumeration, o_, o_.mode, use_colour(o_.color, env_.out_is_terminal, env_));
    return counted(r.enumeration);
  }

  // After the solutions (or a part's document): the notes and the exit status.
  int counted(const Enumeration& e) {
    if (o_.stats) err_ << stats_line(e);
    if (e.interrupted)
      return stopped("after " + std::to_string(e.total) + " solutions (" + std::to_string(e.fundamental) +
                     " fundamental); the enumeration is incomplete");
    if (!e.complete && !o_.quiet)
      err_ << "chessy-sat: stopped at --limit " << o_.limit << "; there may be more solutions\n";
    if (o_.parts) return kExitSolved;  // a part with no solutions is no answer yet
    if (e.fundamental > 0) return kExitSolved;
    say_board();
    return kExitNoSolution;
  }

  const Options& o_;
  const Problem& problem_;
  std::ostream& results_;
  std::ostream& err_;
  const RunEnvironment& env_;
  StopFlag& stopper_;
  bool board_said_;
  Format format_;  // o_.format, or placements by default above 1000 columns
  std::ostream* to_ = &results_;  // where the results go: keyed with the optimum, in JSON
  std::optional<KeyedJsonLines> keyed_;
  std::optional<std::ostream> keyed_out_;
  std::uint64_t streamed_ = 0;
  api::CountProgress counts_;
  OptimumProgress bounds_;  // --min/--max: shown while the optimum is searched for
  std::optional<ProgressLine> progress_;  // last: it reads the two above
};

}  // namespace

int solve_and_report(const Options& o, Problem problem, std::ostream& results, std::ostream& err,
                     const RunEnvironment& env, StopFlag& stopper) {
  return SolveAndReport(o, problem, results, err, env, stopper).run();
}

int run_solve(const Options& o, std::istream& in, std::ostream& results, std::ostream& err, const RunEnvironment& env) {
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
  return solve_and_report(o, std::move(*read), results, err, env, stopper);
}

}  // namespace chessy
