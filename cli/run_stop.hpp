// How a run is stopped from outside: Ctrl-C and SIGTERM (main.cpp sets
// RunEnvironment::interrupt) and --timeout set one flag, which the reading of the input,
// the encoder and the search check. A sweep (cli/sweep.hpp) holds one for all its sizes,
// so --timeout bounds the whole sweep.
#pragma once
#include <atomic>
#include <optional>
#include <string>

#include "cli/options.hpp"
#include "api/periodic.hpp"

namespace chessy {

class RunStop {
 public:
  // `interrupt` null: a flag of its own, which only --timeout sets.
  RunStop(double timeout, std::atomic<bool>* interrupt);
  RunStop(const RunStop&) = delete;
  RunStop& operator=(const RunStop&) = delete;

  std::atomic<bool>& flag() { return flag_; }
  const std::atomic<bool>& timed_out() const { return timed_out_; }  // --timeout set the flag

 private:
  std::atomic<bool> own_{false};
  std::atomic<bool>& flag_;
  std::atomic<bool> timed_out_{false};
  // Woken and joined as soon as the run ends, however long --timeout was. Last: its
  // thread uses the members above.
  std::optional<Periodic> watchdog_;
};

// The one stderr line of a search stopped from outside: why, and how far it got
// ("chessy-sat: interrupted after ...", "chessy-sat: --timeout 1 reached after ...").
std::string stop_note(const Options& o, bool timed_out, const std::string& progress);

}  // namespace chessy
