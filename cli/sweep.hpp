// A sweep: `--size A..B` solves the problem at every size of a range, one after
// another, each by the single-size solve (what `chessy-sat INPUT --size M --json` runs;
// app.cpp passes in solve_and_report.hpp's), and prints one table row a size as soon as it is done:
//   text    size  fundamental  total  complete  seconds        (aligned columns)
//   --csv   n,rows,cols,fundamental,total,complete,seconds
//   --json  {"n":8,"rows":8,"cols":8,"fundamental":12,"total":92,...,"complete":true,"seconds":0.012}
// The columns follow the mode: `solution` (yes/no) for one solution, `fundamental` and
// `total` for --count, `minimum` (`maximum`) first for --min (--max). A JSON row holds
// the whole object the single solve printed, between the size and "complete".
//
// Sizes: one side varies (`8x4..8x12`: the columns, `4x8..12x8`: the rows), or both on
// squares (`4..12`); a count 'n' in the problem is the side that varies (a sweep of
// one size: the rows). Every size's problem is built and checked before any is solved,
// so bad input (a fixed piece off the 4x4 board) is one line and exit 2, no table.
// Ctrl-C and --timeout (which bounds the whole sweep) stop it: the rows done, and the
// one cut short with complete "no", are written; a line on stderr names the --size
// that resumes; exit 4. `--part I/P` runs only the sizes n with n mod P = I, so the
// parts of a range are its parts in any sub-range too (resuming keeps --part as it is).
// Exit 0 when some size has a solution, 1 when none has.
#pragma once
#include <functional>
#include <iosfwd>

#include "api/stop_flag.hpp"
#include "cli/exit_status.hpp"
#include "cli/options.hpp"
#include "cli/run_environment.hpp"
#include "model/problem.hpp"

namespace chessy {

// The single-size solve: `problem` solved as `o` asks, its results on `results`; an
// exit status (kExitSolved, kExitNoSolution, kExitIncomplete).
using SolveOne = std::function<int(const Options& o, Problem problem, std::ostream& results, std::ostream& err,
                                   const RunEnvironment& env, StopFlag& stop)>;

// `o.size` .. `o.size_last`, as the sweep above.
int run_sweep(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const RunEnvironment& env,
              const SolveOne& solve_one);

}  // namespace chessy
