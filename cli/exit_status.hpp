// The exit statuses of chessy-sat, its subcommands included.
#pragma once

namespace chessy {

// Exit statuses of chessy-sat (documented in docs/exit-status.md and --help).
enum ExitStatus : int {
  kExitSolved = 0,      // the run completed and at least one solution exists
  kExitNoSolution = 1,  // the run completed and no solution exists
  kExitBadInput = 2,    // bad command line or problem file: one line on err
  kExitInternal = 3,    // a bug: a model that is not a solution, a backend failure
  kExitIncomplete = 4,  // stopped by Ctrl-C, SIGTERM or --timeout: what was found is written
  kExitUndecided = 5,   // a huge board's search gave up: no solution found, none proven not to exist
};

}  // namespace chessy
