#include "enumerate/optimum.hpp"

#include <chrono>

#include "encoder/cardinality.hpp"
#include "encoder/check.hpp"

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

}  // namespace

Optimum find_optimum(const Problem& problem, Solver& solver, bool maximize, const EncodeOptions& options,
                     const std::atomic<bool>* interrupt) {
  if (problem.open < 0) throw InternalError("find_optimum on a problem without an open count");
  Optimum o;
  const Encoding enc = encode(problem, solver, options);
  const std::vector<int>& lits = enc.open_count;
  const long long n = static_cast<long long>(lits.size());
  o.lower = problem.counts[static_cast<std::size_t>(problem.open)];  // its fixed pieces
  o.upper = n;
  solver.stop_when(interrupt);

  std::vector<int> outputs;  // --min: out[j] if at least j+1 counted; --max: of the negated
  long long best = -1;       // the best count found so far
  for (;;) {
    BoundStep step;
    if (best >= 0) {
      step.bound = maximize ? best + 1 : best - 1;
      // At most best-1 true, or at most n-best-1 false.
      solver.assume(-outputs[static_cast<std::size_t>(maximize ? n - best - 1 : best - 1)]);
    }
    const auto start = std::chrono::steady_clock::now();
    step.result = solver.solve();
    step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (step.result == Result::Sat) {
      step.found = count_true(solver, lits);
      const Problem at = problem.with_count(static_cast<int>(step.found));
      Solution s = enc.decode([&](int var) { return solver.value(var); });
      if (auto why = violation(at, s)) throw InternalError("the solver's model is not a solution: " + *why);
      if (best >= 0 && (maximize ? step.found <= best : step.found >= best))
        throw InternalError("a model outside the count's bound");
      o.solution = std::move(s);
      best = step.found;
      (maximize ? o.lower : o.upper) = best;
    } else if (step.result == Result::Unsat) {
      if (best < 0) o.lower = o.upper = 0;  // no solution at any count
      else (maximize ? o.upper : o.lower) = best;
    }
    o.steps.push_back(step);
    if (step.result == Result::Unknown) break;  // stopped from outside
    if (step.result == Result::Unsat || best == (maximize ? n : o.lower)) {
      if (best >= 0) o.lower = o.upper = best;
      o.complete = true;
      break;
    }
    if (outputs.empty()) {  // once, cut to the counts the bound can still ask for
      std::vector<int> counted = lits;
      if (maximize)
        for (int& lit : counted) lit = -lit;
      outputs = at_least_outputs(solver, counted, maximize ? n - best : best);
    }
  }
  o.vars = solver.vars();
  o.clauses = solver.clauses();
  return o;
}

}  // namespace chessy
