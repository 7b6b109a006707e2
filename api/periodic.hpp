// A background thread that calls `tick` every `period` until the tick returns false or
// the object is destroyed. Destruction wakes the thread at once (no waiting out the
// period) and joins it, so a finished run never lingers for its --timeout.
#pragma once
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace chessy {

class Periodic {
 public:
  Periodic(std::chrono::steady_clock::duration period, std::function<bool()> tick);
  ~Periodic();
  Periodic(const Periodic&) = delete;
  Periodic& operator=(const Periodic&) = delete;

 private:
  void loop(std::chrono::steady_clock::duration period, const std::function<bool()>& tick);

  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;  // last: started once the members above exist
};

}  // namespace chessy
