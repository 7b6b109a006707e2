// The whole command line as a library call, so tests drive exactly what users run.
#pragma once
#include <atomic>
#include <chrono>
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
  kExitIncomplete = 4,  // stopped by Ctrl-C, SIGTERM or --timeout: what was found is written
};

// What run_app learns from the process around it (main.cpp fills it in; tests fake it).
struct RunEnvironment {
  // Set by the signal handlers; the search stops soon after it becomes true.
  std::atomic<bool>* interrupt = nullptr;
  bool out_is_terminal = false;  // --format unicode: colours
  bool err_is_terminal = false;  // the progress line, which only a terminal can redraw
  bool no_color = false;         // NO_COLOR is set and not empty (https://no-color.org)
  // A run shorter than this shows no progress line (it would only flicker).
  std::chrono::milliseconds progress_after{1000};
};

enum class ColorWhen;  // --color (options.hpp)

// Whether output to a stream (a terminal or not) is coloured: --color always or never
// decides; auto colours a terminal unless NO_COLOR is set.
bool use_colour(ColorWhen when, bool terminal, const RunEnvironment& env);

// Runs `chessy-sat args...` (args without the program name). INPUT "-" reads `in`.
// Results go to `out`, diagnostics to `err`; returns the exit status.
int run_app(const std::vector<std::string>& args, std::istream& in,
            std::ostream& out, std::ostream& err, const RunEnvironment& env = {});

}  // namespace chessy
