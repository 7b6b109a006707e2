// The one flag that stops a run, and what sets it: a stop from outside (Ctrl-C, an API
// caller's flag), a timeout, or the run itself (set(): enough solutions). The reading of
// the input, the encoder and the search check flag(). The command line (cli/app.cpp, a
// sweep for all its sizes) and the API (api/chessy.cpp) stop their runs with it.
#pragma once
#include <atomic>
#include <optional>

#include "api/periodic.hpp"

namespace chessy {

class StopFlag {
 public:
  // `shared`: a flag set from outside that IS the run's flag (the command line's signal
  // handler sets it: no delay); null: a flag of its own. `watched`: a flag only read (the
  // API caller's, which the run must not set), looked at every 20 ms. `timeout` > 0:
  // after so many seconds the flag is set, and timed_out() too.
  StopFlag(double timeout, std::atomic<bool>* shared, const std::atomic<bool>* watched = nullptr);
  StopFlag(const StopFlag&) = delete;
  StopFlag& operator=(const StopFlag&) = delete;

  std::atomic<bool>& flag() { return flag_; }
  const std::atomic<bool>& flag() const { return flag_; }
  const std::atomic<bool>& timed_out() const { return timed_out_; }  // the timeout set the flag
  void set() { flag_ = true; }  // the run's own stop

 private:
  std::atomic<bool> own_{false};
  std::atomic<bool>& flag_;
  std::atomic<bool> timed_out_{false};
  // Woken and joined as soon as the run ends, however long the timeout. Last: its
  // thread uses the members above.
  std::optional<Periodic> watch_;
};

}  // namespace chessy
