// chessy/effort.hpp: the backtracking engine (enumerate/backtrack/backtrack.hpp) run alone on the
// problem's CNF without lex-leader clauses, its work counted.
#include "chessy/effort.hpp"

#include <chrono>

#include "api/model_of.hpp"
#include "encoder/encoder.hpp"
#include "enumerate/backtrack/backtrack.hpp"
#include "model/problem.hpp"

namespace chessy::api {

Effort effort(const Problem& problem, std::uint64_t limit, const Options& options) {
  const chessy::Problem& model = model_of(problem);
  if (model.open >= 0) throw InputError(model.open_at + ": an open count '?' has no effort to measure (with_count(K))");
  if (options.timeout < 0) throw InputError("chessy: timeout must not be negative");
  // Checked between the search's slices of a few thousand steps: no watchdog thread.
  const auto start = std::chrono::steady_clock::now();
  bool stopped = false;
  auto keep_going = [&] {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    stopped = (options.stop && *options.stop) || (options.timeout > 0 && seconds >= options.timeout);
    return !stopped;
  };
  Backtracker search;
  const Encoding enc = encode(model, search, {.break_symmetry = false, .stop = options.stop});
  std::vector<int> order;  // row-major, as the engine decides them (enumerate.cpp)
  for (int c = 0; c < enc.cells; ++c)
    for (int t = 0; t < enc.types; ++t)
      if (const int lit = enc.var(t, c); lit > 0 && !enc.is_constant(lit)) order.push_back(lit);
  Effort out;
  search.enumerate(
      order, {},
      [&] {
        ++out.solutions;
        return limit == 0 || out.solutions < limit;
      },
      keep_going);
  if (stopped) throw Interrupted();
  out.complete = limit == 0 || out.solutions < limit;
  out.decisions = search.decisions();
  out.assignments = search.assignments();
  return out;
}

}  // namespace chessy::api
