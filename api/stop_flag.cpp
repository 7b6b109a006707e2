#include "api/stop_flag.hpp"

#include <chrono>

namespace chessy {

StopFlag::StopFlag(double timeout, std::atomic<bool>* shared, const std::atomic<bool>* watched)
    : flag_(shared ? *shared : own_) {
  if (timeout <= 0 && !watched) return;
  using Clock = std::chrono::steady_clock;
  const auto wait = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
  const Clock::time_point deadline = Clock::now() + wait;
  // Only a timeout: one tick, at its end. A flag to watch: a look every 20 ms.
  watch_.emplace(watched ? std::chrono::milliseconds(20) : wait, [this, timeout, deadline, watched] {
    if (timeout > 0 && Clock::now() >= deadline) {
      timed_out_ = true;
      flag_ = true;
    }
    if (watched && *watched) flag_ = true;
    return !flag_;
  });
}

}  // namespace chessy
