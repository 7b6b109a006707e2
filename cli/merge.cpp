#include "cli/merge.hpp"

#include <optional>
#include <ostream>
#include <string>

#include "cli/optimum.hpp"
#include "cli/report.hpp"
#include "split/merge.hpp"

namespace chessy {

int run_merge(const Options& o, std::ostream& out, std::ostream& err, const RunEnvironment& env) {
  const MergedRun run = merge_parts(o.merge_inputs);
  // --min/--max: the optimum first ("minimum: K", or keyed into each JSON line), then
  // what count K gives.
  std::optional<KeyedJsonLines> keyed;
  std::optional<std::ostream> keyed_out;
  std::ostream* to = &out;
  if (run.optimize != Optimize::None) {
    if (run.optimum < 0) {
      report_one(out, run.problem, nullptr, o.json);
      return kExitNoSolution;
    }
    const std::string word(optimum_word(run.optimize));
    if (o.json) {
      keyed.emplace(out, word, run.optimum);
      to = &keyed_out.emplace(&*keyed);
    } else {
      out << word << ": " << run.optimum << '\n';
    }
    if (run.one) {
      report_one(*to, run.problem, &*run.one, o.json);
      return kExitSolved;
    }
  }
  const Enumeration& e = run.enumeration;
  report_enumeration(*to, run.problem, e, o, run.mode, use_colour(o.color, env.out_is_terminal, env));
  if (o.stats) err << stats_line(e);
  return e.fundamental == 0 ? kExitNoSolution : kExitSolved;
}

}  // namespace chessy
