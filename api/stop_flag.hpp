// The one flag that stops a run, and what sets it: a stop from outside (Ctrl-C, an API
// caller's flag), a timeout, the process growing over a memory limit, or the run itself
// (set(): enough solutions). The reading of the input, the encoder and the search
// check flag(). The command line (cli/solve_and_report.cpp, a sweep for all its sizes)
// and the API (api/chessy.cpp) stop their runs with it.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "api/periodic.hpp"

namespace chessy {

class StopFlag {
 public:
  // `shared`: a flag set from outside that IS the run's flag (the command line's signal
  // handler sets it: no delay); null: a flag of its own. `watched`: a flag only read (the
  // API caller's, which the run must not set), looked at every 20 ms. `timeout` > 0:
  // after so many seconds the flag is set, and timed_out() too. `max_resident` > 0: from
  // watch_memory() on, the process's resident memory is looked at every 10 ms, and above
  // so many bytes the flag is set, and over_memory() too (the sizing before the run cannot see learned
  // clauses; docs/manual.md, "Limits").
  StopFlag(double timeout, std::atomic<bool>* shared, const std::atomic<bool>* watched = nullptr,
           std::uint64_t max_resident = 0);
  StopFlag(const StopFlag&) = delete;
  StopFlag& operator=(const StopFlag&) = delete;

  std::atomic<bool>& flag() { return flag_; }
  const std::atomic<bool>& flag() const { return flag_; }
  // The timeout set the flag, or its time is past: a caller with a clock of its own (the
  // puzzle generator's budget) may stop on it before the watch has looked.
  bool timed_out() const;
  const std::atomic<bool>& over_memory() const { return over_memory_; }  // the memory limit did
  std::uint64_t max_resident() const { return max_resident_; }
  // The memory limit is looked at from this call on (once the sizing let the run
  // start): before it, a stop for memory would hide the sizing's clear refusal.
  void watch_memory() { watching_memory_ = true; }
  void set() { flag_ = true; }  // the run's own stop

 private:
  std::atomic<bool> own_{false};
  std::atomic<bool>& flag_;
  std::atomic<bool> timed_out_{false};
  std::optional<std::chrono::steady_clock::time_point> deadline_;  // with a timeout
  std::atomic<bool> over_memory_{false};
  std::uint64_t max_resident_ = 0;
  std::atomic<bool> watching_memory_{false};
  // Woken and joined as soon as the run ends, however long the timeout. Last: its
  // thread uses the members above.
  std::optional<Periodic> watch_;
};

}  // namespace chessy
