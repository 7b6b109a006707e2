#include "api/periodic.hpp"

namespace chessy {

Periodic::Periodic(std::chrono::steady_clock::duration period, std::function<bool()> tick)
    : thread_([this, period, tick = std::move(tick)] { loop(period, tick); }) {}

Periodic::~Periodic() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void Periodic::loop(std::chrono::steady_clock::duration period, const std::function<bool()>& tick) {
  // Deadlines from the start, not from the last tick, so a slow tick does not drift.
  auto next = std::chrono::steady_clock::now() + period;
  std::unique_lock<std::mutex> lock(mutex_);
  while (!wake_.wait_until(lock, next, [this] { return done_; })) {
    lock.unlock();
    const bool again = tick();
    lock.lock();
    if (!again) return;
    next += period;
  }
}

}  // namespace chessy
