// The whole command line as a library call, so tests drive exactly what users run.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

#include "cli/exit_status.hpp"
#include "cli/run_environment.hpp"

namespace chessy {

// Runs `chessy-sat args...` (args without the program name). INPUT "-" reads `in`.
// Results go to `out`, diagnostics to `err`; returns the exit status.
int run_app(const std::vector<std::string>& args, std::istream& in,
            std::ostream& out, std::ostream& err, const RunEnvironment& env = {});

}  // namespace chessy
