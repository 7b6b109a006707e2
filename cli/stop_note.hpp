// The one stderr line of a run stopped from outside (Ctrl-C, SIGTERM, --timeout, or the
// memory limit, which set the run's StopFlag, api/stop_flag.hpp): why, and how far it got.
#pragma once
#include <cstdint>
#include <string>

#include "api/stop_flag.hpp"
#include "cli/options.hpp"

namespace chessy {

// "chessy-sat: interrupted after ...", "chessy-sat: --timeout 1 reached after ...".
std::string stop_note(const Options& o, bool timed_out, const std::string& progress);
// The same, and "chessy-sat: the memory limit of N MiB (--max-memory) reached after ...".
std::string stop_note(const Options& o, const StopFlag& stopper, const std::string& progress);

// The bytes a run may hold: --max-memory, or the default of enumerate/budget.hpp (0:
// unknown, no limit). The sizing checks it before the run, the StopFlag during it.
std::uint64_t memory_limit(const Options& o);

}  // namespace chessy
