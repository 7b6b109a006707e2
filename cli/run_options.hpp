// The command line's options as the run's (api/run.hpp): what to find and how; the
// reporting options stay with the command line.
#pragma once
#include "api/run.hpp"
#include "cli/options.hpp"

namespace chessy {

RunOptions run_options_from_command_line(const Options& o);

}  // namespace chessy
