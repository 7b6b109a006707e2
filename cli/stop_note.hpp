// The one stderr line of a run stopped from outside (Ctrl-C, SIGTERM or --timeout, which
// set the run's StopFlag, api/stop_flag.hpp): why, and how far it got.
#pragma once
#include <string>

#include "cli/options.hpp"

namespace chessy {

// "chessy-sat: interrupted after ...", "chessy-sat: --timeout 1 reached after ...".
std::string stop_note(const Options& o, bool timed_out, const std::string& progress);

}  // namespace chessy
