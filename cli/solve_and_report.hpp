// The single solve: one problem searched as the options ask (api/run.hpp) and what it
// found written (results, pictures, part documents, stop notes), with its exit status;
// `chessy-sat INPUT` once its input is read, and a sweep at each size (sweep.hpp).
#pragma once
#include <iosfwd>

#include "api/stop_flag.hpp"
#include "cli/exit_status.hpp"
#include "cli/options.hpp"
#include "cli/run_environment.hpp"
#include "model/problem.hpp"

namespace chessy {

// What solve_and_report returns for a part already solved at its -o FILE: nothing to
// write, the file left as it is (never an exit status).
inline constexpr int kExitSkipped = -1;

// `problem` solved as `o` asks, results on `results`, notes on `err`; an exit status
// (or kExitSkipped). `stopper`: the run's one stop (Ctrl-C, --timeout, the memory).
int solve_and_report(const Options& o, Problem problem, std::ostream& results, std::ostream& err,
                     const RunEnvironment& env, StopFlag& stopper);

// `chessy-sat INPUT`: the input read (stopped by Ctrl-C and --timeout too), then solved
// and reported.
int run_solve(const Options& o, std::istream& in, std::ostream& results, std::ostream& err, const RunEnvironment& env);

}  // namespace chessy
