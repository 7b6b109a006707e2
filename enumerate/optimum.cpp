#include "enumerate/optimum.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

#include "encoder/cardinality.hpp"
#include "model/check.hpp"
#include "encoder/symmetry.hpp"
#include "enumerate/cover/cover_engine.hpp"
#include "enumerate/engine_choice.hpp"

namespace chessy {

namespace {

// How many of `lits` the solver's model makes true (constants included).
long long count_true(Solver& solver, const std::vector<int>& lits) {
  long long n = 0;
  for (int lit : lits) {
    n += solver.value(lit > 0 ? lit : -lit) == (lit > 0);  // the constant is a variable too
  }
  return n;
}

// The position of (x, y) along the Hilbert curve that fills a side x side square
// (side a power of 2).
long long hilbert_index(int side, int x, int y) {
  long long d = 0;
  for (int s = side / 2; s > 0; s /= 2) {
    const int rx = (x & s) > 0, ry = (y & s) > 0;
    d += static_cast<long long>(s) * s * ((3 * rx) ^ ry);
    if (ry == 0) {  // turn the quadrant so that the curve enters it where it left the last
      if (rx == 1) {
        x = side - 1 - x;
        y = side - 1 - y;
      }
      std::swap(x, y);
    }
  }
  return d;
}

// The counted literals in the order the network takes them: when there is one a cell
// of the board (domination: row-major), along a Hilbert curve (over the square of the
// larger side's power of 2, rectangles and holes alike), as Gamma (Rostami)
// orders cells, so that each comparator of the network's first layers merges nearby
// cells, which attack much the same cells. Measured on queen domination --min --count,
// CPU seconds, row-major -> Hilbert: 8x8 1.83 -> 0.68, 9x9 2.89 -> 0.75, 10x10 3.17 ->
// 0.86, 11x11 5.91 -> 2.60. Any order is correct (a count is a count); other literals
// (independence counts lines) keep theirs.
std::vector<int> along_curve(const std::vector<int>& lits, int rows, int cols) {
  const int cells = rows * cols;
  if (static_cast<int>(lits.size()) != cells) return lits;
  int side = 1;
  while (side < std::max(rows, cols)) side *= 2;
  std::vector<std::pair<long long, int>> keyed;
  for (int cell = 0; cell < cells; ++cell) keyed.emplace_back(hilbert_index(side, cell % cols, cell / cols), cell);
  std::sort(keyed.begin(), keyed.end());
  std::vector<int> out;
  for (const auto& [key, cell] : keyed) out.push_back(lits[static_cast<std::size_t>(cell)]);
  return out;
}

// The solver's model, checked against `problem` (the count it has).
Solution checked(const Problem& problem, const Encoding& enc, Solver& solver) {
  Solution s = enc.decode([&](int var) { return solver.value(var); });
  if (auto why = violation(problem, s)) throw InternalError("the solver's model is not a solution: " + *why);
  return s;
}

}  // namespace

OptimumSearch::OptimumSearch(const Problem& problem, Solver& solver, bool maximize, const EncodeOptions& options,
                             int workers, const RecordedCnf* recorded)
    : problem_(problem), solver_(solver), maximize_(maximize), enc_(encode(problem, solver, options, recorded)),
      n_(static_cast<long long>(enc_.open_count.size())), workers_(workers) {
  if (problem.open < 0) throw InternalError("an optimum search on a problem without an open count");
  // At a count of at least 1, so that the open type is the one with pieces.
  const Problem some = problem.with_count(std::max(1, problem.counts[static_cast<std::size_t>(problem.open)]));
  if (counter_takes_steps(some, maximize)) cover_ = cover_problem(some);
  // The bound's proof |G| times sooner; --no-breaking: the plain search, every set met
  // (a second method for a new figure, docs/results.md).
  if (cover_ && options.break_symmetry) cover_->symmetries = cover_symmetries(some);
}

// The least effort a part's look into the whole search gets (count_at_most): about
// 0.1 s, a search that finds sets quickly.
constexpr std::uint64_t kLeastWholeNodes = std::uint64_t{1} << 18;

Result OptimumSearch::count_at_most(long long k, const std::atomic<bool>* interrupt, std::optional<Solution>& found) {
  CoverProblem board = *cover_;
  board.count = static_cast<int>(std::max(-1LL, k));
  board.at_most = true;
  std::vector<int> cells;
  auto keep = [&](const std::vector<int>& set) {
    cells = set;
    return false;
  };
  if (k > empty_to_) {
    const CoverResult r = count_covers(
        board, {.workers = workers_, .interrupt = interrupt, .on_set = keep, .first = true, .plain_first = plain_first_,
                .share = share_, .shares = shares_});
    if (r.interrupted) return Result::Unknown;
    if (r.sets == 0 && shares_ > 1) empty_to_ = k;
    share_nodes_ = r.nodes;
  }
  // A part whose share holds none looks for a set in the whole search, with about the
  // effort its share took (--count/--all): a set anywhere bounds the optimum, and a
  // share without a set at the optimum then stops at it (empty there, proven) rather
  // than count the sets of a larger count, which merge would drop.
  if (cells.empty() && whole_) {
    const CoverResult r = count_covers(
        board, {.workers = workers_, .interrupt = interrupt, .on_set = keep, .first = true, .plain_first = plain_first_,
                .max_nodes = std::max(kLeastWholeNodes, share_nodes_)});
    if (r.interrupted) return Result::Unknown;
  }
  if (cells.empty()) return Result::Unsat;
  Solution s;
  for (int c : cells) s.push_back({c, problem_.open});
  const Problem at = problem_.with_count(static_cast<int>(s.size()));
  if (auto why = violation(at, s)) throw InternalError("the domination counter's set is not a solution: " + *why);
  found = std::move(s);
  return Result::Sat;
}

void OptimumSearch::share(int index, int shares, bool whole_first) {
  share_ = index;
  shares_ = shares;
  whole_ = whole_first;
  // The split's digest, the same in every part whatever each searches: the task list
  // is the board's alone (a bound, here every cell, makes no difference to it).
  CoverProblem board = *cover_;
  board.count = board.cells;
  board.at_most = true;
  split_ = count_covers(board, {.workers = 1, .on_set = {}, .share = index, .shares = shares, .max_nodes = 1}).split;
}

int OptimumSearch::bound(long long k) {
  // At most k true, or (--max) at most n-k false: the network over the negations.
  const long long j = maximize_ ? n_ - k : k;
  if (j < 0) return solver_.false_literal();  // at least more than n
  if (j >= static_cast<long long>(outputs_.size())) {
    // Built once, cut to the counts the bound can still ask for: the first model's
    // count, and one more for the enumeration at the optimum.
    if (!outputs_.empty()) throw InternalError("the optimum's network is too short");
    std::vector<int> counted = along_curve(enc_.open_count, problem_.rows, problem_.cols);
    if (maximize_)
      for (int& lit : counted) lit = -lit;
    outputs_ = at_least_outputs(solver_, counted, j + 1);
  }
  return -outputs_[static_cast<std::size_t>(j)];
}

Optimum OptimumSearch::find(const std::atomic<bool>* interrupt, OptimumProgress* progress) {
  return find_in({Cube{}}, interrupt, progress);
}

Optimum OptimumSearch::find_in(const std::vector<Cube>& cubes, const std::atomic<bool>* interrupt,
                               OptimumProgress* progress) {
  Optimum o;
  o.lower = problem_.counts[static_cast<std::size_t>(problem_.open)];  // its fixed pieces
  o.upper = n_;
  solver_.stop_when(interrupt);
  auto publish = [&](long long trying) {
    if (!progress) return;
    progress->lower = o.lower;
    progress->upper = o.solution ? o.upper : -1;
    progress->trying = trying;
  };
  long long best = -1;  // the best count found so far, in any cube
  bool stopped = false, extreme = false;
  // Each cube in turn until it is UNSAT under a bound better than the best so far:
  // since the best only improves, every cube ends proven to hold nothing better.
  for (std::size_t c = 0; c < cubes.size() && !stopped && !extreme; ++c) {
    for (;;) {
      BoundStep step;
      if (best >= 0) step.bound = maximize_ ? best + 1 : best - 1;
      // The counter where it takes the problem, once CDCL has given a first count (in a
      // split run the cubes are CDCL's).
      step.counter = best >= 0 && cover_ && cubes.size() == 1 && cubes[c].empty();
      if (!step.counter) {
        for (int lit : cubes[c]) solver_.assume(lit);
        if (best >= 0) solver_.assume(bound(step.bound));
      }
      publish(step.bound);
      const auto start = std::chrono::steady_clock::now();
      std::optional<Solution> counted;
      step.result = step.counter ? count_at_most(step.bound, interrupt, counted) : solver_.solve();
      step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (step.result == Result::Sat) {
        step.found = counted ? static_cast<long long>(counted->size()) : count_true(solver_, enc_.open_count);
        Solution s = counted ? *counted : checked(problem_.with_count(static_cast<int>(step.found)), enc_, solver_);
        if (best >= 0 && (maximize_ ? step.found <= best : step.found >= best))
          throw InternalError("a model outside the count's bound");
        o.solution = std::move(s);
        best = step.found;
        (maximize_ ? o.lower : o.upper) = best;
      }
      o.steps.push_back(step);
      stopped = step.result == Result::Unknown;  // stopped from outside
      extreme = best == (maximize_ ? n_ : o.lower);
      if (step.result != Result::Sat || extreme) break;
      if (outputs_.empty()) bound(best);  // the network, once, down to (up to) best
    }
  }
  if (!stopped) {
    o.lower = o.upper = std::max(best, 0LL);  // 0 0: no solution at any count
    o.complete = true;
  }
  publish(-1);
  if (progress) progress->searching = false;
  o.vars = solver_.vars();
  o.clauses = solver_.clauses();
  return o;
}

Enumeration OptimumSearch::enumerate_at(const Problem& at, const EnumerateOptions& options) {
  const EngineChoice choice = optimum_engine(at);
  Enumeration e;
  e.engine = choice.engine;
  e.rule = choice.rule;
  if (choice.rule == Rule::Domination) {
    // A part's share that holds no set at the count (count_at_most proved it): none.
    if (at.counts[static_cast<std::size_t>(problem_.open)] <= empty_to_) return e;
    e = enumerate_covers(at, *cover_problem(at), options, share_, shares_);
    e.rule = choice.rule;
    return e;
  }
  const auto start = std::chrono::steady_clock::now();
  e.vars = solver_.vars();
  e.clauses = solver_.clauses();
  e.cubes = 1;
  const long long k = at.counts[static_cast<std::size_t>(problem_.open)];
  const std::vector<Symmetry> own = own_group(at);
  solver_.stop_when(options.encode.stop);
  for (;;) {
    if (options.limit && e.fundamental >= options.limit) {
      e.complete = false;
      break;
    }
    solver_.assume(bound(k));
    ++e.calls;
    const Result r = solver_.solve();
    if (r == Result::Unsat) break;
    if (r == Result::Unknown) {
      e.complete = false;
      e.interrupted = true;
      break;
    }
    const Solution s = checked(at, enc_, solver_);
    ++e.models;
    // The whole class is blocked (each member's placement literals), so each class is
    // found once whatever symmetry the CNF breaks; without merging, each solution is
    // its own class.
    std::vector<Solution> members = options.merge_symmetric ? class_members(at, s, own) : std::vector<Solution>{s};
    for (const Solution& m : members) {
      std::vector<int> clause;
      for (const Placed& p : m) clause.push_back(-enc_.var(p.type, p.cell));
      solver_.add_clause(clause);
    }
    SolutionClass c{members.front(), members.size(), false};
    ++e.fundamental;
    e.total += c.size;
    if (options.progress) {
      options.progress->models.store(e.models, std::memory_order_relaxed);
      options.progress->classes.store(e.fundamental, std::memory_order_relaxed);
    }
    if (options.on_class) options.on_class(c);
    else e.classes.push_back(std::move(c));
  }
  std::sort(e.classes.begin(), e.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(at, a.representative, b.representative) < 0;
  });
  e.solve_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return e;
}

}  // namespace chessy
