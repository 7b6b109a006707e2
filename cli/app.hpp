// The whole command line as a library call, so tests drive exactly what users run.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace chessy {

// Exit statuses of chessy-sat (documented in README.md and --help).
enum ExitStatus : int {
  kExitSolved = 0,      // the run completed and at least one solution exists
  kExitNoSolution = 1,  // the run completed and no solution exists
  kExitBadInput = 2,    // bad command line or problem file: one line on err
  kExitInternal = 3,    // a bug: a model that is not a solution, a backend failure
};

// Runs `chessy-sat args...` (args without the program name). INPUT "-" reads `in`.
// Results go to `out`, diagnostics to `err`; returns the exit status.
int run_app(const std::vector<std::string>& args, std::istream& in,
            std::ostream& out, std::ostream& err);

}  // namespace chessy
