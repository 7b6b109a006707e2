#include "api/stop_flag.hpp"

#include <algorithm>
#include <chrono>

#include "enumerate/budget.hpp"

namespace chessy {

StopFlag::StopFlag(double timeout, std::atomic<bool>* shared, const std::atomic<bool>* watched,
                   std::uint64_t max_resident)
    : flag_(shared ? *shared : own_), max_resident_(max_resident) {
  // A watched flag set before the run stops it before any work, not at the first look
  // 20 ms on: a search shorter than that (14 queens counted) would end complete.
  if (watched && *watched) flag_ = true;
  if (timeout <= 0 && !watched && !max_resident) return;
  using Clock = std::chrono::steady_clock;
  const auto wait = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
  const Clock::time_point deadline = Clock::now() + wait;
  if (timeout > 0) deadline_ = deadline;
  // Only a timeout: one tick, at its end. A flag to watch: a look every 20 ms; the
  // memory: every 10 ms (a read of /proc, about 10 us: 0.1 % of a core). At 50 ms,
  // 16 queens listed under --max-memory 60 peaked at 65-85 MB (15 runs), past
  // memory_estimate_test's 78 MiB in 3 of them; at 10 ms, 63-72 MB.
  Clock::duration period = wait;
  if (max_resident) period = timeout > 0 ? std::min<Clock::duration>(period, std::chrono::milliseconds(10))
                                         : std::chrono::milliseconds(10);
  if (watched) period = std::chrono::milliseconds(20);
  watch_.emplace(period, [this, timeout, deadline, watched] {
    if (timeout > 0 && Clock::now() >= deadline) {
      timed_out_ = true;
      flag_ = true;
    }
    if (watched && *watched) flag_ = true;
    if (max_resident_ && watching_memory_ && !flag_ && resident_memory() > max_resident_) {
      over_memory_ = true;
      flag_ = true;
    }
    return !flag_;
  });
}

bool StopFlag::timed_out() const {
  return timed_out_ || (deadline_ && std::chrono::steady_clock::now() >= *deadline_);
}

}  // namespace chessy
